"""A YAML feature's keys beside its tiers that name no tier of the rules (`tier4`, `t4`, `ティア4`, `第4段階`, `crit`,
`critical`), and the other keys of a `power_roll:` mapping: under the mapping each was dropped with no word (`check`
clean, `9 damage` nowhere in the JSON), beside flat tiers printed as a section with no word. Each is kept as a labelled
section after the tiers, printed on every card, and said at its key (SB016, SB017). Homebrew written for these
tests, English and Japanese."""

from __future__ import annotations

import pytest

from statblock import cli
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

HEAD = {"en": "name: Blade Dance\nkeywords: [Melee, Strike, Weapon]\n",
        "ja": "name: 剣の舞\nkeywords: [近接, ストライク, 武器]\n"}
ROLL = {"en": ("2d10 + M", "damage"), "ja": ("パワーロール + 筋力", "ダメージ")}


def feature(lang: str, extra: str, nested: bool = True, keys=("tier1", "tier2", "tier3")) -> str:
    roll, word = ROLL[lang]
    pad = "  " if nested else ""
    lines = [f"{pad}roll: {roll}"] + [f"{pad}{key}: {n} {word}" for key, n in zip(keys, (2, 5, 7))]
    lines += [f"{pad}{line}" for line in extra.splitlines()]
    return HEAD[lang] + ("power_roll:\n" if nested else "") + "\n".join(lines) + "\n"


def one(text: str):
    result = read_text("hb.yaml", text)
    (ability,) = result.abilities
    return ability_json(ability), result.diagnostics


def where(text: str, diagnostic) -> tuple[int, int]:
    before = text[:diagnostic.span.start]
    return before.count("\n") + 1, diagnostic.span.start - (before.rfind("\n") + 1) + 1


LANGS = [("en", "tier4", "9 damage"), ("ja", "ティア4", "9 ダメージ"), ("ja", "第4段階", "9 ダメージ"),
         ("en", "t4", "9 damage"), ("en", "tier 0", "9 damage")]


@pytest.mark.parametrize("nested", [True, False], ids=["nested", "flat"])
@pytest.mark.parametrize("lang, key, kept", LANGS, ids=[f"{lang}-{key}" for lang, key, _ in LANGS])
def test_a_tier_past_the_three_is_kept_and_said_at_its_key(lang, key, kept, nested):
    text = feature(lang, f"{key}: {kept}", nested)
    read, problems = one(text)
    assert [t["written"]["text"] for t in read["power_roll"]["tiers"]] == [f"{n} {kept.split()[1]}" for n in (2, 5, 7)]
    assert [(s["label"], s["text"]) for s in read["sections"]] == [(key[:1].upper() + key[1:], kept)]
    (said,) = problems
    assert (said.code, said.severity) == ("SB016", "warning")
    line = text.split("\n").index(("  " if nested else "") + f"{key}: {kept}") + 1
    assert where(text, said) == (line, 3 if nested else 1)
    assert text[said.span.start:said.span.end] == key
    assert "three" in said.message.render("en") and "3つ" in said.message.render("ja")


@pytest.mark.parametrize("nested", [True, False], ids=["nested", "flat"])
@pytest.mark.parametrize("key", ["crit", "critical", "クリティカル"])
def test_a_critical_result_is_kept_and_said_as_no_tier(key, nested):
    lang = "en" if key.isascii() else "ja"
    kept = "9 damage" if lang == "en" else "9 ダメージ"
    read, problems = one(feature(lang, f"{key}: {kept}", nested))
    assert [(s["label"], s["text"]) for s in read["sections"]] == [(key[:1].upper() + key[1:], kept)]
    (said,) = problems
    assert (said.code, said.severity) == ("SB016", "info") and "19" in said.message.render("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_japanese_tier_keys_are_the_tiers(lang):
    """`ティア1`..`ティア3` under `power_roll:` were dropped with no word (SB121 said a roll had no tier)."""
    read, problems = one(feature(lang, "", True, ("ティア1", "ティア2", "ティア3")))
    assert problems == [] and len(read["power_roll"]["tiers"]) == 3
    assert read["sections"] == []


@pytest.mark.parametrize("lang, key, text", [("en", "notes", "Only on a full moon."), ("ja", "備考", "満月の夜だけ。")])
def test_any_other_key_of_a_power_roll_mapping_is_kept_and_said(lang, key, text):
    read, problems = one(feature(lang, f"{key}: {text}"))
    assert [s["text"] for s in read["sections"]] == [text]
    (said,) = problems
    assert (said.code, said.severity) == ("SB017", "info") and f"`{key}`" in said.message.render("en")


def test_a_key_beside_the_tiers_of_a_tiers_mapping_is_kept_and_said():
    text = ("name: Jab\npower_roll:\n  formula: + 2\n  tiers:\n    low: 2 damage\n    mid: 5 damage\n"
            "    high: 7 damage\n    tier4: 9 damage\n  notes: Loud.\n  effect: You shout.\n")
    read, problems = one(text)
    assert [(s["label"], s["text"]) for s in read["sections"]] == [("Effect", "You shout."), ("Tier4", "9 damage"),
                                                                  ("Notes", "Loud.")]
    assert [(p.code, text[p.span.start:p.span.end]) for p in problems] == [("SB016", "tier4"), ("SB017", "notes")]


def test_a_tier_past_the_three_in_an_effects_item_is_said():
    text = ("name: Jab\neffects:\n  - roll: Power Roll + 2\n    tier1: 2 damage\n    tier2: 5 damage\n"
            "    tier3: 7 damage\n    tier4: 9 damage\n")
    read, problems = one(text)
    assert "9 damage" in [s["text"] for s in read["sections"]]
    assert [(p.code, text[p.span.start:p.span.end]) for p in problems] == [("SB016", "tier4")]


def test_a_number_under_a_power_roll_mapping_is_said_as_any_keys():
    read, problems = one(feature("en", "tier4: 9"))
    assert [p.code for p in problems] == ["SB014"] and read["sections"] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fmt", ["md", "txt", "html"])
def test_the_kept_text_is_on_every_card(lang, fmt, tmp_path):
    key, kept = ("tier4", "9 damage") if lang == "en" else ("ティア4", "9 ダメージ")
    source = tmp_path / "blade.yaml"
    source.write_text(feature(lang, f"{key}: {kept}"), encoding="utf-8")
    out = tmp_path / f"cards.{fmt}"
    assert cli.main(["--lang", lang, "cards", str(source), "--format", fmt, "-o", str(out), "-q"]) == 0
    printed = out.read_text(encoding="utf-8")
    assert kept.split()[1] in printed and "9" in printed.split(kept.split()[1])[-2][-12:]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_markdown_card_reads_back(lang, tmp_path):
    key, kept = ("tier4", "9 damage") if lang == "en" else ("ティア4", "9 ダメージ")
    text = feature(lang, f"{key}: {kept}")
    source = tmp_path / "blade.yaml"
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "cards.md"
    assert cli.main(["--lang", lang, "cards", str(source), "--format", "md", "-o", str(out), "-q"]) == 0
    (back,) = read_text("cards.md", out.read_text(encoding="utf-8")).abilities
    read, _ = one(text)
    back = ability_json(back)
    assert [(s["label"], s["text"]) for s in back["sections"]] == [(s["label"], s["text"]) for s in read["sections"]]
    assert [t["effects"] for t in back["power_roll"]["tiers"]] == [t["effects"] for t in read["power_roll"]["tiers"]]


# ---- an `effects` list beside the newer layout's keys ----------------------------------------------------------

NEWER = {"en": ("name: Jab\npower_roll:\n  formula: + 2\n  tiers:\n    low: 2 damage\n    mid: 3 damage\n"
                "    high: 4 damage\nsections:\n  - label: Effect\n    text: You shout.\neffects:\n"
                "  - roll: Power Roll + 2\n    tier1: 2 damage\n    tier2: 3 damage\n    tier3: {high} damage\n"
                "  - name: Effect\n    effect: You shout.\n{more}"),
         "ja": ("name: 突き\npower_roll:\n  formula: ＋2\n  tiers:\n    low: 2 ダメージ\n    mid: 3 ダメージ\n"
                "    high: 4 ダメージ\nsections:\n  - label: 効果\n    text: あなたは叫ぶ。\neffects:\n"
                "  - roll: パワーロール + 2\n    tier1: 2 ダメージ\n    tier2: 3 ダメージ\n    tier3: {high} ダメージ\n"
                "  - name: 効果\n    effect: あなたは叫ぶ。\n{more}")}
MORE = {"en": ("  - name: Special\n    effect: Only at night.\n", "Only at night."),
        "ja": ("  - name: 特殊\n    effect: 夜だけ。\n", "夜だけ。")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_effects_item_the_newer_keys_do_not_say_is_read(lang):
    """The list beside `power_roll:` was not read at all: `Special: Only at night.` was dropped with no word."""
    more, kept = MORE[lang]
    read, problems = one(NEWER[lang].format(high=4, more=more))
    assert problems == []
    texts = [s["text"] for s in read["sections"]]
    assert texts[-1] == kept and len(texts) == 2  # (the repeated Effect once, the Special read)
    assert [t["written"]["text"].split()[0] for t in read["power_roll"]["tiers"]] == ["2", "3", "4"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_repeated_roll_is_read_once(lang):
    read, problems = one(NEWER[lang].format(high=4, more=""))
    assert problems == [] and len(read["power_rolls"]) == 1 and len(read["sections"]) == 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_listed_roll_that_differs_is_said_and_the_power_roll_printed(lang):
    text = NEWER[lang].format(high=5, more="")
    read, problems = one(text)
    (said,) = problems
    assert (said.code, said.severity) == ("SB181", "warning")
    assert text[said.span.start:said.span.end].startswith("5 ")
    assert "`power_roll:`" in said.message.render("en") and "パワーロールのマッピング" in said.message.render("ja")
    assert read["power_roll"]["tiers"][2]["written"]["text"].startswith("4 ") and len(read["power_rolls"]) == 1


@pytest.mark.slow
def test_the_key_and_repeat_readers_are_linear_in_long_text():
    """The tier-number pattern reads a key whole (`tier` then 100,000 blanks), and a listed item's words are looked
    for in the newer keys' text once each: neither backtracks on a long value."""
    from bounds import time_bound

    from statblock.rulesets.draw_steel.frontends.yaml_tiers import _NUMBERED

    for key in ("tier" + " " * 100_000 + "4", "t" + "\t" * 100_000, "第" + " " * 100_000 + "段階", "tier" + "4" * 100_000):
        with time_bound(0.5):
            _NUMBERED.fullmatch(key)
    long = "x " * 50_000
    text = (f"name: Jab\npower_roll:\n  formula: + 2\n  tiers:\n    low: 2 damage\n    mid: 3 damage\n"
            f"    high: 4 damage\nbody: {long}\neffects:\n  - name: Special\n    effect: {long}y\n")
    with time_bound(5.0):
        read, _ = one(text)
    assert read["sections"][-1]["text"].endswith("y")
