"""Cards of the whole published corpus: nothing the source says is lost between source and card.

Two checks. Per ability (a failure names each ability that fails): the card's clauses, written from
effects, read back to the very effects the source compiled to, and the author's own words (name,
flavor, trigger, sections, `Text` clauses) are on the card verbatim. Per format and language: every string of every
card is in the rendered document, in order, as a reader sees it (HTML as a browser shows its text,
Markdown rendered as GitHub renders it, PDF text as extracted from the file).
"""

from __future__ import annotations

import functools

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render import render_cards
from statblock.rulesets.draw_steel.render.cards import card_views, deck
from statblock.rulesets.draw_steel.render.views import CardLabels, CardView, card_view
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.compiled import CompiledAbility

from cards_text import compact, visible_text
from conftest import ON_THE_CORPUS, corpus_abilities, corpus_report, sweep
from corpus_pdf import PDF_LANGS, printed_corpus


@functools.cache
def _abilities() -> list[CompiledAbility]:
    return corpus_report().abilities


def _texts(effects) -> list[str]:
    out = []
    for effect in effects:
        if isinstance(effect, fx.Text):
            out.append(effect.text)
        elif isinstance(effect, fx.PotencyGate):
            out.extend(_texts(effect.effects))
        elif isinstance(effect, fx.Choice):
            for option in effect.options:
                out.extend(_texts(option))
    return out


def _without_no_effect_words(effects):
    """`No effect.` and `No effect` are the same effect; only their words differ."""
    return tuple(fx.NoEffect() if isinstance(e, fx.NoEffect) else e for e in effects)


@pytest.mark.slow
@ON_THE_CORPUS
def test_every_card_says_everything_the_source_says():
    files = corpus_report().files
    assert sweep(((case_id, files[f].abilities[a]) for case_id, f, a in corpus_abilities()),
                 check_card_says_everything_the_source_says) == len(_abilities())


def check_card_says_everything_the_source_says(ability: CompiledAbility) -> None:
    view = card_view(ability)
    assert view.name == ability.name and view.flavor == ability.flavor and view.trigger == ability.trigger
    assert view.distance == (ability.distance["text"] if ability.distance else None)
    assert view.target == ability.target
    assert len(view.keywords) == len(ability.keywords)

    rolls = [(view.roll, ability.power_roll)] if ability.power_roll else []
    rolls += [(s.roll, a.roll) for s, a in zip(view.sections, ability.sections) if a.roll is not None]
    for shown, source in rolls:
        assert len(shown.tiers) == len(source.tiers)
        lines = "\n".join(f"{t.range}: " + "; ".join(t.clauses) for t in shown.tiers)
        back = read_text("card.ability", f"Card\nPower Roll + Might:\n{lines}\n").abilities[0].power_roll
        for tier_shown, tier_back, tier_source in zip(shown.tiers, back.tiers, source.tiers):
            assert len(tier_shown.clauses) == len(tier_source.clauses)
            assert _without_no_effect_words(tier_back.effects) == _without_no_effect_words(tier_source.effects)
            for text in _texts(tier_source.effects):
                assert text in "; ".join(tier_shown.clauses)

    for shown, source in zip(view.sections, ability.sections):
        words = " ".join(shown.paragraphs).split()
        if shown.paragraphs or source.kind != "power_roll":
            assert words == source.text.split()


# ---- every format, the whole corpus at once ----------------------------------------------------------


def _strings(card: CardView, labels: CardLabels) -> list[str]:
    """What a reader must find on `card`, in reading order."""
    out = [card.name, card.cost or "", card.flavor or "", labels.separator.join(card.keywords), card.action or "",
           card.distance or "", card.target or "", card.trigger or ""]

    def roll(view) -> None:
        if view is not None:
            out.append(view.label or "")
            for tier in view.tiers:
                out.extend([tier.range, *tier.clauses])

    roll(card.roll)
    for section in card.sections:
        out.append(section.label or "")
        out.extend(section.paragraphs)
        roll(section.roll)
    out.append(card.hero or "")
    return [s for s in out if s]


def _missing(document: str, cards: list[CardView], labels: CardLabels) -> list[str]:
    """The cards some string of which is not in `document` where it should be."""
    text, position, missing = compact(document), 0, []
    for card in cards:
        start = text.find(compact(card.name), position)
        if start < 0:
            missing.append(f"{card.source} {card.name!r}: name not found")
            continue
        position = start
        for string in _strings(card, labels):
            found = text.find(compact(string), position)
            if found < 0:
                missing.append(f"{card.source} {card.name!r}: {string!r}")
                break
            position = found
    return missing


@pytest.fixture(scope="module")
def corpus():
    return _abilities()


CASES = [("html", "en"), ("md", "en"), ("txt", "en"), ("html", "ja"), ("md", "ja"), ("txt", "ja")]


@pytest.mark.slow
@pytest.mark.parametrize("fmt, lang", CASES, ids=[f"{f}-{l}" for f, l in CASES])
def test_every_card_is_in_the_document(corpus, fmt, lang):
    _check_document(corpus, fmt, lang)


@pytest.mark.slow
@pytest.mark.parametrize("lang", PDF_LANGS)
def test_every_card_is_in_the_pdf(lang):
    """The whole corpus (and the seeds' Japanese abilities) as one PDF, the one `corpus_pdf` prints once
    per language: every clause must be in it."""
    printed = printed_corpus(lang)
    _check_document(printed.abilities, "pdf", lang, printed.pdf)


def _check_document(corpus, fmt: str, lang: str, data: bytes | None = None) -> None:
    if data is None:
        data = render_cards(corpus, fmt, lang=lang)
    if fmt in ("html", "pdf"):
        laid = deck(corpus, lang=lang)
        cards = [placed.card for sheet in laid.sheets for placed in sheet.cards]
        labels = laid.labels
    else:
        cards = card_views(corpus, lang=lang)
        labels = deck([], lang=lang).labels
    missing = _missing(visible_text(fmt, data), cards, labels)
    assert not missing, f"{len(missing)} cards lose text, first ones:\n" + "\n".join(missing[:20])
