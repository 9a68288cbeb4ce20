"""MC125: words of an effect sentence kept as text that no other diagnostic names are said (an information), at
their words, in English and Japanese, in native and MarvelCDB files. Every card text here is made up."""

from __future__ import annotations

import json

import pytest

from statblock import cli
from statblock.pipeline import run


def said(tmp_path, text: str, name: str = "cards.champions"):
    """(code, severity, line, column, end column) of each diagnostic of a native file holding `text`."""
    path = tmp_path / name
    path.write_text(text, "utf-8")
    report = run([str(path)])
    return [(d.code, d.severity.value, d.span.line, d.span.column, d.span.end_column) for d in report.diagnostics]


def test_an_english_sentence_no_shape_reads_is_said_at_its_words(tmp_path):
    text = "Test Song (Event)\nAction: Draw 1 card. Sing a song to the villain.\n"
    assert said(tmp_path, text) == [("MC125", "info", 2, 22, 49)]   # `Sing a song to the villain.`


def test_the_words_after_the_last_typed_japanese_clause_are_said(tmp_path):
    text = "テストの歌（イベント）\nアクション：敵1体に3ダメージを与え、歌を歌う。\n"
    (found,) = said(tmp_path, text)
    assert found[:4] == ("MC125", "info", 2, 20)   # `歌を歌う。`, after the damage read


def test_an_option_kept_as_text_is_said(tmp_path):
    text = "Test Choice (Event)\nAction: Choose one:\n• Sing a song.\n• Draw 1 card.\n"
    assert said(tmp_path, text) == [("MC125", "info", 3, 3, 15)]


def test_text_another_diagnostic_names_is_not_said_again(tmp_path):
    # a condition with no effect after it is MC114 already: its words are not said twice
    text = "Test Plot (Treachery)\nWhen Revealed: If the villain is stunned.\n"
    assert [code for code, *_ in said(tmp_path, text)] == ["MC114"]


def test_reminder_text_and_read_sentences_are_not_said(tmp_path):
    text = ("Test Punch (Event)\nHero Action (attack): Deal 3 damage to an enemy. (Attacks hurt.)\n\n"
            "テストパンチ（イベント）\nヒーローアクション（攻撃）：敵1体に3ダメージを与える。\n")
    assert said(tmp_path, text) == []


def test_a_sentence_two_triggers_share_is_said_once(tmp_path):
    text = "Test Plot (Treachery)\nWhen Revealed/Defeated: Sing a song.\n"
    assert [code for code, *_ in said(tmp_path, text)] == ["MC125"]


def test_the_place_in_marvelcdb_json_counts_escapes_and_markup(tmp_path):
    cards = [{"code": "99001", "pack_code": "test", "name": "Test Song", "type_code": "event",
              "text": "<b>Action</b>: Draw 1 card. Sing \"a\" song."}]
    path = tmp_path / "test.json"
    path.write_text(json.dumps(cards), "utf-8")
    (found,) = run([str(path)]).diagnostics
    start = path.read_text("utf-8").index("Sing")
    assert (found.code, found.span.start, found.span.end) == ("MC125", start, start + len('Sing \\"a\\" song.'))


def test_check_says_it_and_exits_clean(tmp_path, capsys):
    path = tmp_path / "cards.champions"
    path.write_text("Test Song (Event)\nAction: Sing a song to the villain.\n", "utf-8")
    assert cli.main(["check", str(path), "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and out["warnings"] == 0
    (found,) = out["diagnostics"]
    assert found["code"] == "MC125" and "Sing a song to the villain." in found["message"]


def test_a_long_text_is_quoted_short(tmp_path):
    path = tmp_path / "cards.champions"
    path.write_text("Test Song (Event)\nAction: " + "Sing a song of the sea " * 100 + "to the villain.\n", "utf-8")
    (found,) = run([str(path)]).diagnostics
    assert found.span.end - found.span.start > 1500 and len(found.message.render("en")) < 400


@pytest.mark.parametrize(("sentence", "said", "typed"), [
    ("Dance wildly and draw 1 card.", "Dance wildly", "draw"),
    ("Defend against that attack and draw 1 card.", "Defend against that attack", "draw"),
    ("Sing a song, then draw 1 card.", "Sing a song", "draw"),
    ("Name a card type, and then deal 1 damage to an enemy.", "Name a card type", "deal_damage"),
])
def test_a_clause_of_no_known_verb_before_a_known_one_is_said(sentence, said, typed):
    """An act before the first verb known, joined by `and` or `then`, is an effect of text of its own that MC125 says
    (the sentence was typed as the later verb's effect alone, the act taken for its lead as `This round,` is, nothing
    said), as the Japanese sentence is said."""
    from statblock.rulesets.marvel_champions.language.effects import lower_effects

    parts = lower_effects(sentence)
    assert [(p.effect.kind, p.effect.text) for p in parts][:1] == [("text", said)]
    assert [p.effect.kind for p in parts][1:] == [typed]


@pytest.mark.parametrize("sentence", ["This round, draw 1 card.", "Instead deal 2 damage to an enemy.",
                                      "You may then remove the top card of your deck from the game.",
                                      "Then draw 1 card."])
def test_a_lead_of_the_verb_stays_the_verbs(sentence):
    from statblock.rulesets.marvel_champions.language.effects import lower_effects

    assert "text" not in [p.effect.kind for p in lower_effects(sentence)]


@pytest.mark.parametrize(("sentence", "typed"), [
    ("Each player then draws 1 card.", "draw"), ("You then draw 1 card.", "draw"),
    ("The villain then attacks you.", "attack"), ("Spider-Man then draws 1 card.", "draw"),
])
def test_a_subject_before_a_bare_then_is_no_clause(sentence, typed):
    """`Each player then draws 1 card.`: the words before a bare `then` are the verb's subject; they were split off
    as an act of their own (MC125 `Each player`), the draw's text `draws 1 card.`, who draws lost."""
    from statblock.rulesets.marvel_champions.language.effects import lower_effects

    parts = lower_effects(sentence)
    assert [(p.effect.kind, p.effect.text) for p in parts] == [(typed, sentence)]


@pytest.mark.parametrize("sentence", ["sing a song or take 1 damage.", "Sing a song, or take 1 damage.",
                                      "Sing a song or then draw 1 card."])
def test_a_clause_joined_by_or_is_a_choice(tmp_path, sentence):
    """`…, sing a song or take 1 damage.`: one of the two as a player chooses, as with two known verbs (both were
    told to be done: `sing a song` by hand, then the damage)."""
    path = tmp_path / "c.champions"
    path.write_text(f"Night Owl (Hero)\nForced Interrupt: When the villain attacks you, {sentence}\n", "utf-8")
    [card] = json.loads(_parse_json(path))["cards"]
    [effects] = card["abilities"][0]["effects"]
    assert effects["choice"] is True and [e["kind"] for e in effects["effects"]][0] == "text"


def _parse_json(path) -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        cli.main(["parse", "--format", "json", str(path)])
    return out.getvalue()
