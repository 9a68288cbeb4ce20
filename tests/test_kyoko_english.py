"""虚構侵蝕TRPG in English: every English message of the ruleset and every English output of `sim`, `odds` and `roll`
names the game's terms by their English names (ours, as the English cards name them: `[Decay 3]`, `[Treatment]`),
never by a bracketed Japanese term; Japanese output keeps the rulebook's (`［崩壊3］`). Japanese inside backticks is
notation the user writes (`難易度4の〈意志〉判定`) and stays."""

from __future__ import annotations

import re

import pytest

from statblock import cli
from statblock.rulesets.kyoko.catalog import CATALOG

#: A bracketed term with Japanese in it: ［崩壊3］, ［治療］, ［状態］ (not `［］`, nor an English `[Decay 3]`).
JAPANESE_TERM = re.compile(r"［[^］]*[^\x00-\x7f［］／0-9０-９][^］]*］")


def said(text: str) -> list[str]:
    """The bracketed Japanese terms `text` says outside its backticks (the notation to write)."""
    return JAPANESE_TERM.findall(re.sub(r"`[^`]*`", "", text))


def test_no_english_message_of_the_ruleset_says_a_bracketed_japanese_term():
    found = {key: said(entry["en"]) for key, entry in CATALOG.items() if said(entry["en"])}
    assert found == {}, found


#: `[Condition]` said of several: before a verb in the plural (`the [Condition] that end`, `[Condition] change`), or
#: with another noun before one (`the [Condition] and the options … do not apply`), or held (`the [Condition] its
#: character holds`, `[Condition] held, comma-separated`)
PLURAL_BLIND = re.compile(r"\[Condition\] (?:that )?(?:change|end|do|are|were|have|apply)\b|\[Condition\] and\b"
                          r"|\[Condition\] (?:its|a)\b[^.;:]* holds\b|^\[Condition\] held\b")


def test_english_messages_say_several_conditions_in_the_plural():
    # (the English was plural-blind, `a scenario's [Condition] change the dice`, `the [Condition] that end after 10
    # minutes`: the Japanese ［状態］ has no number, the English has; the Japanese is unchanged)
    found = {key: entry["en"] for key, entry in CATALOG.items() if PLURAL_BLIND.search(entry["en"])}
    assert found == {}, found
    said = {key: entry["en"] for key, entry in CATALOG.items() if "[Conditions]" in entry["en"]}
    assert {"kyoko.help.odds.file", "kyoko.help.roll", "kyoko.roll.observation_options", "kyoko.help.odds.after",
            "kyoko.help.odds.conditions", "kyoko.sim.question.leisure_time"} <= set(said), said


SCENARIO = """# ruleset: kyoko
seed = 3
[character]
name = "Misaki"
hp = 10
armor_hp = 3
sense = 3
skills = { will = "2D6", toughness = "2D8", handling = "2D6", athletics = "1D4" }
[rules]
armor_overflow = "hp"
armor_split = false
round_end_order = "collapse"
collapse_check_removes = "all"
try_elation = true
mending_check = "before"
fainted_acts = false
leisure_time = true
same_effect_again = "highest"
turn_end_dice = "start"
fainted_defends = false
""" + "".join(f"\n[[events]]\n{event}\n" for event in (
    'kind = "gain"\ncondition = "［崩壊３］"\nsource = "poison"', 'kind = "gain"\ncondition = "［憎悪／使用者］"',
    'kind = "gain"\ncondition = "［散漫］"', 'kind = "gain"\ncondition = "［高揚］"', 'kind = "gain"\ncondition = "［隠密］"',
    'kind = "gain"\ncondition = "［萎縮］"', 'kind = "action"', 'kind = "interrupt"', 'kind = "round_end"',
    'kind = "turn_end"', 'kind = "damage"\namount = 12', 'kind = "action"', 'kind = "move"', 'kind = "turn_end"',
    'kind = "treatment"', 'kind = "repair"', 'kind = "heal"\namount = 9', 'kind = "leisure"', 'kind = "damage"\namount = 30'))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_sim_says_each_term_in_the_language_of_its_output(lang, tmp_path, capsys):
    path = tmp_path / "s.toml"
    path.write_text(SCENARIO, encoding="utf-8")
    assert cli.main(["sim", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out
    if lang == "en":   # before: `［崩壊3］ (Decay)`, `note: ［死亡］: no checks`, `check (［気絶］ on damage)`
        assert said(out) == [], out
        assert "[Decay 3]" in out and "[Hatred/使用者]" in out and "[Dead]" in out and "[Unconscious]" in out
    else:
        assert "［崩壊3］" in out and "［憎悪／使用者］" in out and "［死亡］" in out and not re.search(r"\[[A-Z][a-z]", out)


@pytest.mark.parametrize("argv", [
    ["odds", "--check", "KS(6,2)A>=4", "--conditions", "飛行,散漫", "--role", "attack_grounded"],
    ["roll", "--check", "KS(6,2)D>=4", "--conditions", "飛行,集中", "--role", "defense", "--seed", "2"],
    ["odds", "--check", "KS(6,2)>=4", "--conditions", "炎上"]])
def test_odds_and_roll_say_each_term_in_the_language_of_their_output(argv, capsys):
    command, rest = argv[0], argv[1:]
    cards = "examples/kyoko/cards.kyoko"
    from conftest import ROOT

    cli.main([command, str(ROOT / cards), *rest, "--lang", "en"])
    en = capsys.readouterr()
    assert said(en.out + en.err) == [], en
    assert re.search(r"\[(Flying|Decay)\]", en.out + en.err)
    cli.main([command, str(ROOT / cards), *rest, "--lang", "ja"])
    ja = capsys.readouterr()
    assert re.search(r"［(飛行|崩壊)］", ja.out + ja.err) and not re.search(r"\[[A-Z][a-z]", ja.out + ja.err)
