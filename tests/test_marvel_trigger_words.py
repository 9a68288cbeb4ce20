"""Marvel Champions: the words a bold trigger puts before a trigger (seed 002: `Forced`, `Hero`, `Alter-Ego`; ours:
`First Player`), alone or together, in any order, in English and Japanese: each read for what it adds, none kept as
an unknown word (`Forced Hero Interrupt` was a hero interrupt, optional, `Forced` said to mean nothing), and the card
printed reads back the same. Words the vocabulary gives no meaning stay MC116, in the place they were written."""

from __future__ import annotations

import itertools
import re

import pytest

from test_marvel_agreeing import printed_head
from test_marvel_language import codes, read

# (the word in English, in Japanese, what it adds)
WORDS = [("Forced", "強制", ("forced", True)), ("First Player", "ファーストプレイヤー", ("first_player", True)),
         ("Hero", "ヒーロー", ("form", "hero")), ("Alter-Ego", "分身", ("form", "alter_ego"))]
TRIGGERS = [("Interrupt", "割り込み", "interrupt"), ("Response", "レスポンス", "response"),
            ("Action", "アクション", "action")]


def _heads():
    """(English head, Japanese head, type, what its words add) of every order of one to three of the words that add
    no more than one form."""
    for count in (1, 2, 3):
        for words in itertools.permutations(WORDS, count):
            if sum(1 for *_, (key, _) in words if key == "form") > 1:
                continue
            for english, japanese, kind in TRIGGERS:
                if len(re.split(r"[ -]", " ".join((*(w[0] for w in words), english)))) > 4:
                    continue   # (a head of five words or more is a sentence's words to the grammar: left)
                yield (" ".join((*(w[0] for w in words), english)), "".join((*(w[1] for w in words), japanese)),
                       kind, dict(w[2] for w in words))


HEADS = list(_heads())


def _reading(ability) -> tuple:
    return ability.type, ability.forced, ability.mandatory, ability.form, ability.first_player, ability.lead


@pytest.mark.parametrize("english, japanese, kind, adds", HEADS, ids=[h[0] for h in HEADS])
def test_every_combination_of_a_triggers_known_words_is_read_for_what_each_adds(english, japanese, kind, adds):
    # (`Forced Hero Interrupt`, `Forced Hero Response`, `Forced Hero Action`: optional hero abilities with `Forced` said
    # to mean nothing; `First Player Hero Action` lost its first player; `強制ヒーローレスポンス`, `Forced Alter-Ego
    # Interrupt` not forced)
    forced = adds.get("forced", False)
    expected = (kind, forced, forced, adds.get("form"), adds.get("first_player", False), None)
    for head, effect in ((english, "After you thwart, draw 1 card."), (japanese, "あなたが阻止した後、カードを1枚引く。")):
        (ability,), diagnostics = read(f"{head}{'：' if head == japanese else ': '}{effect}")
        assert codes(diagnostics) == [] and _reading(ability) == expected, head


@pytest.mark.parametrize("english, japanese, kind, adds", HEADS[::5], ids=[h[0] for h in HEADS[::5]])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_combination_printed_reads_back_the_same(english, japanese, kind, adds, lang):
    head = english if lang == "en" else japanese
    text = f"{head}{'：' if lang == 'ja' else ': '}{'After you thwart, draw 1 card.' if lang == 'en' else 'あなたが阻止した後、カードを1枚引く。'}"
    printed = printed_head(text, lang)
    (again,), diagnostics = read(text.replace(head, printed, 1))
    (ability,), _ = read(text)
    assert codes(diagnostics) == [] and _reading(again) == _reading(ability), printed


@pytest.mark.parametrize("text, word, trigger", [
    ("Forced Forced Response: After you thwart, draw 1 card.", "Forced", "Forced Response"),
    ("強制強制レスポンス：あなたが阻止した後、カードを1枚引く。", "強制", "強制レスポンス"),
    ("Hero Alter-Ego Action: Draw 1 card.", "Hero", "Alter-Ego Action"),
    ("ヒーロー分身アクション：カードを1枚引く。", "ヒーロー", "分身アクション"),
], ids=["forced-twice", "forced-twice-ja", "two-forms", "two-forms-ja"])
def test_a_known_word_said_again_or_against_the_trigger_is_said_so(text, word, trigger):
    # (`Forced Forced Response` was told that seed 002 gives a meaning only for `Forced`, `Hero` and `Alter-Ego`)
    (ability,), diagnostics = read(text)
    (slip,) = diagnostics
    english, japanese = slip.message.render("en"), slip.message.render("ja")
    assert slip.code == "MC116" and ability.lead == word
    assert text[slip.span.column - 1:slip.span.end_column - 1] == word
    assert "only for" not in english and f"`{word}` before `{trigger}` says again or against" in english
    assert f"「{trigger}」の前の「{word}」は「{trigger}」と同じことを繰り返すか" in japanese


@pytest.mark.parametrize("text, lang, head", [
    ("Hero Her Action: Draw 1 card.", "en", "Hero Her Action"),
    ("Forced For Response: After you thwart, draw 1 card.", "en", "Forced For Response"),
    ("ヒーローヒーアクション：カードを1枚引く。", "ja", "ヒーローヒーアクション"),
], ids=["her-in-hero", "for-in-forced", "ja"])
def test_words_inside_a_trigger_are_printed_at_their_place_not_in_an_earlier_word(text, lang, head):
    # (`Her Hero Action`, `For Forced Response`: the words were looked for as a piece of the head, found in `Hero`)
    assert printed_head(text, lang) == head


@pytest.mark.parametrize("line", ["Forced Forced Response: After the villain attacks you, draw 1 card.",
                                  "強制強制レスポンス：悪役が攻撃した後、カードを1枚引く。"], ids=["en", "ja"])
def test_timing_leaves_no_judgement_to_a_known_word_said_again(tmp_path, capsys, line):
    # (it was said to be a word seed 002 gives no meaning, `Forced`, whose limit a person had to judge)
    from test_marvel_homebrew import timed_entry

    entry = timed_entry(tmp_path, capsys, line)
    assert (entry["card"], entry["forced"], entry["mandatory"], entry["problems"]) == ("Test Plan", True, True, [])


@pytest.mark.parametrize("text, kind, priority", [
    ("Forced When Revealed: Draw 1 card.", "when_revealed", 5),
    ("強制公開時：カードを1枚引く。", "when_revealed", 5),
    ("Forced Boost: Draw 1 card.", "boost", 5),
], ids=["when-revealed", "when-revealed-ja", "boost"])
def test_forced_before_a_trigger_the_game_triggers_is_said_again_and_keeps_its_rank(text, kind, priority):
    # (read as forced, its rank in seed 002's priority lost: `forced_when_revealed` has none)
    (ability,), diagnostics = read(text)
    assert (ability.type, ability.forced, ability.mandatory, ability.priority) == (kind, False, True, priority)
    assert codes(diagnostics) == ["MC116"] and "says again" in diagnostics[0].message.render("en")


@pytest.mark.parametrize("head, printed", [("forced hero interrupt", "Forced Hero Interrupt"),
                                           ("Forced Hero  Interrupt", "Forced Hero Interrupt")])
def test_the_advice_for_a_spelling_keeps_the_known_words_read_before_the_trigger(head, printed):
    # (a review found `forced hero interrupt` advised as `Hero Interrupt`: the advice took out `Forced`, which was
    # read, and writing it so would make a forced interrupt optional)
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    _, diagnostics = read_card(card(f"{head}: When the villain attacks you, draw 1 card.", kind="hero"))
    (found,) = [d for d in diagnostics if d.code == "MC102"]
    assert dict(found.message.args)["guess"] == printed and f"`{printed}`" in found.render()


@pytest.mark.parametrize("head, read_as", [
    ("Forced First Player Hero Response", {"type": "response", "forced": True, "form": "hero", "first_player": True}),
    ("Hero First Player Forced Response", {"type": "response", "forced": True, "form": "hero", "first_player": True}),
    ("First Player Alter-Ego Forced Action", {"type": "action", "forced": True, "form": "alter_ego",
                                              "first_player": True}),
])
def test_a_head_of_three_trigger_words_and_a_trigger_is_read(head, read_as):
    # (a review found these five- and six-word heads a constant ability with nothing said, the effect done at once:
    # the grammar's head took four words at most; the Japanese glued form was read)
    from test_marvel_language import card
    from statblock.rulesets.marvel_champions.language import read_card

    compiled, diagnostics = read_card(card(f"{head}: After you play this card, draw 1 card.", kind="hero"))
    (ability,) = compiled.to_json()["abilities"]
    assert {k: ability.get(k) for k in read_as} == read_as and [d.code for d in diagnostics] == []


@pytest.mark.parametrize("english, japanese, kind, adds", HEADS, ids=[h[0] for h in HEADS])
def test_a_combination_is_printed_in_the_other_language_from_its_words(english, japanese, kind, adds):
    # (a combination no trigger of the vocabulary holds, `Forced First Player Hero Response`, was printed as written:
    # English on a Japanese card, Japanese on an English one; now built from the words `trigger_word` gives)
    effect = {"en": ": After you thwart, draw 1 card.", "ja": "：あなたが阻止した後、カードを1枚引く。"}
    for written, lang, other in ((english, "en", "ja"), (japanese, "ja", "en")):
        text = written + effect[lang]
        printed = printed_head(text, other)
        assert (re.search(r"[A-Za-z]", printed) is None) if other == "ja" else printed.isascii(), printed
        (again,), diagnostics = read(printed + effect[other])
        (ability,), _ = read(text)
        assert codes(diagnostics) == [] and _reading(again) == _reading(ability), printed
