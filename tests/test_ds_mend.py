"""Draw Steel front-ends: what a review of the dsfront12 merge found (dsmend19).

Each test fails on the code before it. Homebrew text written for these tests.
"""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import parse_json


def _codes(result, *, info=False):
    return [d.code for d in result.diagnostics if info or d.severity.value != "info"]


# --- a front matter that is no monster's statblock: no statblock, no SB170 -------------------------------------------

_HERO = {
    "en": "---\nname: Ash\nlevel: 1\nancestry: Human\nclass: Fury\nkit: Panther\n---\n\nMy hero. Notes.\n",
    "ja": "---\n名前: アッシュ\nレベル: 1\n祖先: 人間\nクラス: フューリー\nキット: パンサー\n---\n\n私のヒーロー。\n",
}
_SOME = {
    "en": "---\nname: Ash\nstamina: 30\nmight: 2\nagility: 1\n---\n\nNotes.\n",
    "ja": "---\n名前: アッシュ\nスタミナ: 30\n筋力: 2\n敏捷力: 1\n---\n\nメモ。\n",
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_heros_front_matter_is_no_statblock_and_not_said(lang):
    """A hero's page (`level:`, `ancestry:`, `class:`, `kit:`) was a monster's statblock with nine SB170 errors, its
    class and kit dropped."""
    result = read_text("ash.md", _HERO[lang])
    assert not parse_json((), result.statblocks)["statblocks"]
    assert not any(code in ("SB170", "SB028", "SB216") for code in _codes(result, info=True))
    assert [d.code for d in result.diagnostics if d.severity.value == "error"] == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_front_matter_of_some_statistics_is_no_statblock_and_said_as_a_note(lang):
    """`stamina:`, `might:`, `agility:` and no level, speed, stability...: SB170 errors on a page that said nothing of
    a statblock; now no statblock, and a note (SB216) of what it lacks."""
    result = read_text("ash.md", _SOME[lang])
    assert not parse_json((), result.statblocks)["statblocks"]
    assert "SB170" not in _codes(result) and [d.severity.value for d in result.diagnostics if d.code == "SB216"] == \
        ["info"]
    (said,) = [d for d in result.diagnostics if d.code == "SB216"]
    assert _SOME[lang][said.span.start:said.span.end] in ("stamina", "スタミナ")
    assert {"en": "level:", "ja": "レベル:"}[lang] in said.suggestion.render("en")
    assert "stamina" not in said.suggestion.render("en") and "スタミナ" not in said.suggestion.render("ja")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_front_matter_that_says_it_is_a_statblock_is_read_as_one(lang):
    text = _SOME[lang].replace("---\n\n", "type: statblock\n---\n\n" if lang == "en" else "種別: statblock\n---\n\n")
    result = read_text("ash.md", text)
    (block,) = parse_json((), result.statblocks)["statblocks"]
    assert block["stamina"] == 30 and "SB170" in _codes(result) and "SB216" not in _codes(result, info=True)


_STATS = {
    "en": "level: 1\nstamina: 15\nspeed: 5\nstability: 0\nfree_strike: 1\nmight: 0\nagility: 2\nreason: 0\n"
          "intuition: 0\npresence: -1\n",
    "ja": "レベル: 1\nスタミナ: 15\n速度: 5\n安定性: 0\nフリー・ストライク: 1\n筋力: 0\n敏捷力: 2\n知力: 0\n判断力: 0\n"
          "魅力: -1\n",
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", ["''", "", "'  '"])
def test_a_blank_name_names_no_statblock_and_is_said(lang, name):
    """`name: ''` gave a statblock named nothing (SB170 alone); `name:` read nothing and said nothing."""
    key = {"en": "name", "ja": "名前"}[lang]
    text = f"---\n{key}: {name}\n{_STATS[lang]}---\n\nText.\n"
    result = read_text("g.md", text)
    assert not parse_json((), result.statblocks)["statblocks"]
    (said,) = [d for d in result.diagnostics if d.code == "SB028"]
    assert text[said.span.start:said.span.end] in ("level", "レベル")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_sb028_is_at_the_first_statistic_as_written(lang):
    """A quoted key (`"stamina": 15`) put SB028 on the closing `---`; `level_hint:` before `level:` took it."""
    first, rest = _STATS[lang].split("\n", 1)
    key = first.split(":")[0]
    text = f"---\n{key}_hint: low\n\"{key}\": 1\n{rest}---\n\nText.\n"
    (said,) = [d for d in read_text("g.md", text).diagnostics if d.code == "SB028"]
    assert said.span.start == text.index(f'"{key}"') + 1 and said.span.end == said.span.start + len(key)


# --- standard input: a fence line that opens no closed block hides no native line ----------------------------------

_FENCED_NATIVE = {
    "en": "## My abilities\n\nStab\n{fence}\nMelee, Strike | Main action\nMelee 1 | One creature\nPower Roll + 2:\n"
          "≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n",
    "ja": "## 私のアビリティ\n\n突き\n{fence}\n近接, ストライク | メインアクション\n近接 1 | 1体のクリーチャー\n"
          "パワーロール + 2:\n≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n",
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fence", ["~~~~~~~~~~~~", "```", "```ds-feature", "~~~yaml"])
def test_an_unclosed_fence_line_hides_no_native_line_on_standard_input(lang, fence):
    """`Stab` over a `~~~~~~~~~~~~` underline: piped, every line after the fence was skipped and the text read as
    Markdown (SB015, no ability); as a file, native text of one ability."""
    from statblock.cli.stdin import looks_like_markdown

    assert not looks_like_markdown(_FENCED_NATIVE[lang].format(fence=fence))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_closed_ds_fence_still_hides_its_yaml(lang):
    from statblock.cli.stdin import looks_like_markdown

    text = "# Page\n\n```ds-feature\nname: Stab\ndistance: Melee 1\neffect: You shift.\n```\n"
    assert looks_like_markdown(text)
    assert not looks_like_markdown(text + "\n" + _FENCED_NATIVE[lang].format(fence=""))


@pytest.mark.slow
def test_many_unclosed_fences_are_read_in_linear_time():
    from statblock.cli.stdin import looks_like_markdown
    from bounds import time_bound

    for text in ("```ds-feature\n" * 100_000, "".join("~" * n + "x\n" for n in range(3, 3000)),
                 "~~~a\n" + "~~~\n" * 100_000, "~" * 100_000 + "ds\n" + "Stab\n" * 10_000):
        with time_bound(0.5):
            looks_like_markdown(text)


# --- a YAML roll of no label and no sign: said as written ------------------------------------------------------------

@pytest.mark.parametrize("key, value, tiers", [
    ("power_roll", '"Might"', ("3 damage", "5 damage", "7 damage")),
    ("Power Roll", "Might", ("3 damage", "5 damage", "7 damage")),
    ("パワーロール", "筋力", ("3 ダメージ", "5 ダメージ", "7 ダメージ")),
])
def test_a_roll_of_no_sign_is_said_as_written(key, value, tiers):
    """`power_roll: "Might"` said `cannot read the power roll \\`Power Roll Might\\`` (never written) since rolls of
    no label were given the roll's word; it quoted `Might` before."""
    text = f"name: X\n{key}: {value}\n" + "".join(f"tier{n}: {t}\n" for n, t in enumerate(tiers, start=1))
    (said,) = [d for d in read_text("a.yaml", text).diagnostics if d.code == "SB105"]
    shown = said.message.render("en")
    assert f"`{value.strip(chr(34))}`" in shown and "Power Roll Might" not in shown and "パワーロール 筋力" not in shown


# --- a Markdown table's rule line among native lines: said wherever it is ------------------------------------------

_NATIVE = {
    "en": ("Stab", "Melee, Strike | Main action", "Melee 1 | One creature",
           "Power Roll + 2:\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n"),
    "ja": ("突き", "近接, ストライク | メインアクション", "近接 1 | 1体のクリーチャー",
           "パワーロール + 2:\n≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n"),
}


def _ruled(lang, rule, where):
    name, header, distance, rest = _NATIVE[lang]
    lines = {"under-header": [name, header, rule, distance], "under-name": [name, rule, header, distance],
             "first": [rule, name, header, distance]}[where]
    return "\n".join(lines) + "\n" + rest


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("rule", ["--- | ---", ":-: | :-:", "|:-|-:|", ":--|--:", "---|---"])
@pytest.mark.parametrize("where", ["under-header", "under-name", "first"])
def test_a_table_rule_is_said_wherever_it_sits_and_read_as_nothing(lang, rule, where):
    """`:-: | :-:` (a colon: no native header row) was the distance, SB123 on the real one; a rule as the ability's
    first line was its name (SB136, SB103, SB106, SB123 twice)."""
    plain = read_text("a.ability", _ruled(lang, "", "under-header").replace("\n\n", "\n", 1))
    text = _ruled(lang, rule, where)
    ruled = read_text("a.ability", text)
    assert [(d.code, d.span.start) for d in ruled.diagnostics] == [("SB027", text.index(rule))]
    assert parse_json(ruled.abilities, ())["abilities"][0]["name"] == _NATIVE[lang][0]
    assert parse_json(ruled.abilities, ())["abilities"][0]["distance"] == \
        parse_json(plain.abilities, ())["abilities"][0]["distance"]
    message = ruled.diagnostics[0].message.render("en")
    assert "distance and the target)" not in message


@pytest.mark.parametrize("row", ["- | -", "-- | --", "--- | -", ":x: | :-:", "- | :"])
def test_rows_of_other_cells_are_still_no_rule(row):
    from statblock.rulesets.draw_steel.frontends.native import table_rule

    assert not table_rule(row)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("end", ["", "\n", "\n\n"])
def test_a_table_rule_as_the_last_line_is_said_and_the_ability_kept(lang, end):
    name, header, distance, _ = _NATIVE[lang]
    text = f"{name}\n{header}\n{distance}\n| --- |{end}"
    result = read_text("a.ability", text)
    assert [d.code for d in result.diagnostics if d.code in ("SB027", "SB100")] == ["SB027"]
    assert len(result.abilities) == 1


# --- an `effects` item's roll under a power roll's key: a roll --------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("key", ["power_roll", "Power Roll", "パワーロール", "roll"])
def test_a_roll_in_an_effects_item_under_a_power_roll_key_is_a_roll(lang, key):
    """`effects: - power_roll: "+ 2"` and tiers was an 'other' section with no roll, nothing said; its JSON read back
    as SB009 (en) or SB105 (ja)."""
    from test_ds_front_readback import _json_back

    tiers = {"en": ("3 damage", "5 damage", "7 damage"), "ja": ("3 ダメージ", "5 ダメージ", "7 ダメージ")}[lang]
    text = (f"```ds-feature\nname: Stab\ntype: Main action\neffects:\n  - {key}: \"+ 2\"\n"
            + "".join(f"    tier{n}: {t}\n" for n, t in enumerate(tiers, start=1)) + "```\n")
    out, back, result = _json_back("a.md", text)
    (ability,) = out["abilities"]
    assert ability["power_roll"]["bonus"] == 2 and [s["kind"] for s in ability["sections"]] == []
    assert [d.code for d in result.diagnostics if d.severity.value != "info"] == []
    assert back["abilities"][0]["power_roll"]["bonus"] == 2
