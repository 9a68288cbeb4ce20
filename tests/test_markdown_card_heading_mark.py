"""A Markdown card says it is an ability's card: the writer prints `<!-- statblock: ability card -->` (unseen where the
Markdown is shown) above each ability's `###` heading, and the reader reads the heading under it as the ability
whatever its body (a feature's prose alone, `### Crafty` over a paragraph, read back as no ability; a Special first; a
feature's icon of the author's own, `🔥`). A page's headings with no mark are read by their shape, as before (an emoji
README heading, `### Notes` over an `**Effect:**` stay text). Also: the action type a villain action's name says
(`Kill! (Villain Action 3)` over `- | Villain Action 3`) is printed in the header too (it read back as no action), and
an author's `-` for no distance or target is theirs (only the card's own `—` is none). Short examples written for
these tests."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.grammar.card_marks import CARD_MARK
from statblock.rulesets.draw_steel.render import render_cards
from statblock.rulesets.draw_steel.serialize import ability_json


def _effects(ability) -> tuple:
    """What an ability does and its header's meaning, without the words it is said in (its tag last: a cost's words,
    `1 Malice per minion`, are the author's, in the card's language)."""
    data = ability_json(ability)
    return ([tier.effects for roll in ability.all_rolls() for tier in roll.tiers],
            [(s.kind, s.amount, s.resource, s.list_item, s.effects) for s in ability.sections],
            ability.keywords, ability.action, data["distance"] and data["distance"]["parts"],
            ability.target is not None, (ability.cost_amount, ability.cost_resource, ability.signature),
            ability.flavor is not None, ability.trigger is not None, ability.icon, data["tag"])


def _back(name: str, text: str, lang: str):
    source = read_text(name, text)
    card = render_cards(source.abilities, "md", lang=lang).decode("utf-8")
    return source, card, read_text("cards.md", card)


_FEATURE = ("~~~ds-feature\ntype: feature\nfeature_type: trait\nname: {name}\neffects:\n  - effect: {text}\n~~~\n")

SHAPES = {
    "feature-no-icon": ("a.md", _FEATURE.format(name="Crafty",
                                                text="The assassin doesn't provoke opportunity attacks by moving.")),
    "feature-no-icon-ja": ("a.md", _FEATURE.format(name="狡猾", text="暗殺者は移動によって機会攻撃を誘発しない。")),
    "special-first": ("a.ability", "Grab\nSpecial: Only once a round.\nEffect: You shift 2 squares.\n"),
    "special-first-ja": ("a.ability", "掴み\n特殊: 1ラウンドに1回だけ。\n効果: あなたは 2 スクエアシフトする。\n"),
    "effect-then-paragraph": ("a.ability", "Quick Step\nEffect: You shift 2 squares.\n¶ Then you rest.\n"),
    "effect-then-paragraph-ja": ("a.ability", "素早い一歩\n効果: あなたは 2 スクエアシフトする。\n¶ その後休む。\n"),
    "own-icon": ("a.ability", "🔥 Ferocity\n¶ You gain ferocity.\n"),
    "own-icon-ja": ("a.ability", "🔥 獰猛\n¶ あなたは獰猛を得る。\n"),
    "villain-action": ("a.ability", "Kill! (Villain Action 3)\n- | Villain Action 3\n📏 Special | 🎯 Special\n"
                                    "Effect: Each enemy takes 2 damage.\n"),
    "villain-action-ja": ("a.ability", "殺せ！ (ヴィラン・アクション 3)\n- | ヴィラン・アクション 3\n📏 特殊 | 🎯 特殊\n"
                                       "効果: 各敵は 2 ダメージを受ける。\n"),
    "dash-header": ("a.ability", "Dagger Storm (5 Malice)\n- | Main action\n📏 - | 🎯 -\n"
                                 "Effect: The scoundrel strikes twice.\n"),
    # a section of two paragraphs (a native line going on under its label, a YAML effect of a blank line): one
    # Markdown paragraph with a hard line break (`\`) on the card, one section again (was two)
    "two-paragraphs": ("a.ability", "Quick Step\nEffect: You shift 2 squares.\nThen you rest.\n"),
    "two-paragraphs-ja": ("a.ability", "素早い一歩\n効果: あなたは 2 スクエアシフトする。\nその後休む。\n"),
    "two-paragraphs-item": ("a.md", "### Quick Step\n\n| **Magic** | **Maneuver** |\n| --- | ---: |\n"
                                    "| **📏 Self** | **🎯 Self** |\n\n**Effect:** You choose one.\n\n"
                                    "- You shift 2 squares.\\\n  Then you rest.\n- You hide.\n"),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_each_cards_shape_reads_back(shape, lang):
    source, card, back = _back(*SHAPES[shape], lang)
    assert [d.code for d in source.diagnostics] == [] and len(source.abilities) == 1
    assert [d.code for d in back.diagnostics] == [], card
    assert card.count(CARD_MARK) == 1 and card.startswith(CARD_MARK + "\n### "), card
    assert [_effects(a) for a in back.abilities] == [_effects(a) for a in source.abilities], card
    if lang == "en":  # (the author's words, as written)
        assert [s.text for s in back.abilities[0].sections] == [s.text for s in source.abilities[0].sections]


def test_a_hard_line_break_in_an_authors_markdown_goes_on_with_the_section():
    """CommonMark's hard line break (a line ending in `\\`) in a section's paragraph: the section's next paragraph,
    its backslash off (was the words `You shift.\\ Then you rest.`, the backslash in them); an escaped one, `\\\\`, the
    author's."""
    (ability,) = read_text("a.md", "### Quick Step\n\n**Effect:** You shift.\\\nThen you rest.\n").abilities
    assert [s.text for s in ability.sections] == ["You shift.\nThen you rest."]
    (ability,) = read_text("a.md", "### 素早い一歩\n\n**効果:** シフトする。\\\nその後休む。\n").abilities
    assert [s.text for s in ability.sections] == ["シフトする。\nその後休む。"]
    (ability,) = read_text("a.md", "### Quick Step\n\n**Effect:** You shift.\\\\\nThen you rest.\n").abilities
    assert len(ability.sections) == 1 and "\n" not in ability.sections[0].text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_cards_mark_is_no_text_of_the_page(lang):
    """The mark is the writer's: no passage of `other_text` (the JSON, `convert`), no note on a card read again."""
    from statblock.rulesets.draw_steel.authoring.other_text import other_text

    text = "Crafty\n¶ The assassin hides.\n\nQuick Step\nEffect: You shift 2 squares.\n"
    _, card, back = _back("a.ability", text, lang)
    assert card.count(CARD_MARK) == 2 and len(back.abilities) == 2
    assert other_text(back) == []
    again = render_cards(back.abilities, "md", lang=lang).decode("utf-8")
    assert again.count(CARD_MARK) == 2 and "statblock: ability card" not in again.replace(CARD_MARK, "")


def test_the_villain_actions_action_is_printed_in_the_header_of_the_markdown_card_only():
    """Said once on the other cards, as before (`txt` and HTML keep the name's parentheses alone)."""
    (ability,) = read_text("a.ability", SHAPES["villain-action"][1]).abilities
    md = render_cards([ability], "md").decode("utf-8")
    assert md.count("Villain action 3") == 2
    assert render_cards([ability], "txt").decode("utf-8").count("Villain action 3") == 1


@pytest.mark.parametrize("text", [
    "### Crafty\n\nThe assassin doesn't provoke opportunity attacks.\n",
    "### ⭐️ Notes\n\nSome words.\n\n### 🔥 Hot tips\n\nMore words.\n",
    "# My homebrew\n\n## ✨ Features\n\nTwelve new abilities.\n",
    "### Notes\n\n**Effect:** It rains all session.\n\nShelter in the inn.\n",
    "### 天候\n\n**効果:** 雨が降る。\n\n宿で雨宿りする。\n",
], ids=["feature-shape", "emoji-headings", "readme", "notes-effect", "notes-effect-ja"])
def test_a_pages_heading_with_no_mark_is_read_by_its_shape(text):
    # (`### ⭐️ Notes` on a page of `###` headings alone is a card's feature, as before the mark)
    names = [a.name for a in read_text("notes.md", text).abilities]
    assert names == (["Notes"] if text.startswith("### ⭐️") else [])


@pytest.mark.parametrize("text", [
    f"{CARD_MARK}\n## Notes\n\nSome words.\n",
    f"{CARD_MARK}\n\n### Notes\n\nSome words.\n",
    f"> {CARD_MARK}\n> ### Notes\n>\n> Some words.\n",
    f"### Notes\n\nSome words.\n\n{CARD_MARK}\n",
], ids=["over-h2", "blank-between", "quoted", "last-line"])
def test_a_mark_over_no_cards_heading_is_the_pages_comment(text):
    """The mark reads a heading only right above a `###` of the page (not quoted); elsewhere it is the author's
    comment, kept as the page's text."""
    from statblock.rulesets.draw_steel.authoring.other_text import other_text

    read = read_text("notes.md", text)
    assert read.abilities == []
    assert any(CARD_MARK in "\n".join(p.lines) for p in other_text(read))


def test_a_marked_heading_keeps_its_authors_comment_as_a_note():
    """An HTML comment of the author's inside a card is theirs (a note), the mark above it the card's."""
    text = f"{CARD_MARK}\n### Crafty\n\nThe assassin hides.\n\n<!-- keep it low -->\n"
    (ability,) = read_text("cards.md", text).abilities
    assert ability.name == "Crafty" and ability.sections[0].text == "The assassin hides."


@pytest.mark.slow
def test_every_corpus_ability_reads_back_from_its_markdown_card():
    """Each ability of the Steel Compendium, on its Markdown card in English and in Japanese, read again: the same
    effects (tiers', sections'), sections, keywords, action, cost, distance and target, and in English the tag (2,612
    and 2,612 of 2,643 so before the mark; a feature of prose alone was lost, a YAML effect of two paragraphs two
    sections, a `-` for no distance none)."""
    from conftest import CORPUS

    root = CORPUS / "steel-compendium"
    missed = {"en": [], "ja": []}
    total = 0
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        source = read_text(str(path), path.read_text(encoding="utf-8", errors="replace"))
        if not source.abilities:
            continue
        total += len(source.abilities)
        for lang in missed:
            card = render_cards(source.abilities, "md", lang=lang).decode("utf-8")
            back = {}
            for ability in read_text("cards.md", card).abilities:
                back.setdefault(ability.name, []).append(_effects(ability)[:-1] if lang == "ja" else _effects(ability))
            seen = {}
            for ability in source.abilities:
                index = seen[ability.name] = seen.get(ability.name, -1) + 1
                got = back.get(ability.name, [])
                if index >= len(got) or got[index] != (_effects(ability)[:-1] if lang == "ja" else _effects(ability)):
                    missed[lang].append(f"{path.relative_to(root)}: {ability.name}")
    assert total == 2643
    assert missed == {"en": [], "ja": []}


@pytest.mark.slow
def test_the_marks_and_hard_breaks_are_read_in_linear_time():
    """Many marked cards, a line of 100,000 backslashes, and many lines each ending in a hard break: linear."""
    from bounds import cpu_seconds, time_bound

    def read(n):  # (a text of its own each time)
        cards = "".join(f"{CARD_MARK}\n### Card {i}\n\nWords {i}.\n\n" for i in range(n // 100))
        section = "**Effect:** " + "\\" * n + "x\n" + "".join(f"line {i}\\\n" for i in range(n // 100)) + "end.\n"
        return lambda: read_text("cards.md", f"{cards}{CARD_MARK}\n### Long\n\n{section}")

    with time_bound(60):
        found = read(100_000)().abilities
        small = cpu_seconds(read(25_000))
        large = cpu_seconds(read(100_000))
    assert len(found) == 100_000 // 100 + 1
    assert found[-1].sections[0].text.count("\n") == 100_000 // 100  # (a break after each `line i`)
    assert large < 8 * small + 0.1, (small, large)  # 4 times the text: about 4 times the work (quadratic: 16)
