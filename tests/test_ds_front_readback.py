"""Draw Steel front-ends: what was read but lost, or read as something else, on the way out and back (dsfront12).

Each test fails on the code before it: a YAML roll written with no label (`Power Roll: + 2`) whose JSON read back as
no roll; the other items of the brief follow in their own sections. Homebrew text written for these tests.
"""

from __future__ import annotations

import pytest

from builders import without_positions
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.convert import converted_text
from statblock.rulesets.draw_steel.serialize import parse_json

_POSITIONS = ("path", "line", "column", "format")
TIERS = {"en": ("3 damage", "5 damage", "7 damage"), "ja": ("3 ダメージ", "5 ダメージ", "7 ダメージ")}


def _json_back(path: str, text: str):
    """The parse JSON of `text`, that of its JSON read back, and the read-back result."""
    result = read_text(path, text)
    back = read_text("back.json", converted_text(result, "json"))
    return parse_json(result.abilities, result.statblocks), parse_json(back.abilities, back.statblocks), back


# --- a YAML roll written with no label: its JSON reads back to the same ability ---------------------------------------

@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("key", ["Power Roll", "power roll", "power_roll", "パワーロール", "roll"])
@pytest.mark.parametrize("sign", ["+ 2", "+2", "＋２"])
def test_a_yaml_roll_of_a_sign_alone_comes_back_from_its_json(lang, key, sign):
    """`Power Roll: + 2` gave a roll whose written label was `+ 2`: the JSON read back said SB009 (the roll's words
    say otherwise than its value) and the roll had no bonus."""
    text = f"name: X\n{key}: \"{sign}\"\n" + "".join(f"tier{n}: {t}\n" for n, t in enumerate(TIERS[lang], start=1))
    out, back, result = _json_back("a.yaml", text)
    assert out["abilities"][0]["power_roll"]["bonus"] == 2
    assert without_positions(back, _POSITIONS) == without_positions(out, _POSITIONS)
    assert [d.code for d in result.diagnostics] == []


def test_the_label_given_is_in_the_language_of_the_key():
    result = read_text("a.yaml", "name: X\nパワーロール: + 2\ntier1: 3 ダメージ\ntier2: 5 ダメージ\ntier3: 7 ダメージ\n")
    written = parse_json(result.abilities, result.statblocks)["abilities"][0]["power_roll"]["written"]
    assert written["label"] == "パワーロール + 2"


# --- a nameless feature fence: SB021 on its opening line, as written --------------------------------------------------

@pytest.mark.parametrize("text, shown", [
    ("# X\n\n```ds-feature\ntype: Slice\ntier1: 2 damage\n```\n", "```ds-feature"),
    ("# X\n\n   ```ds-feature  \ntype: Slice\ntier1: 2 damage\n```", "```ds-feature  "),
    ("# X\n\n```ds-feature\ntype: Slice\ntier1: 2 damage", "```ds-feature"),  # (never closed)
], ids=["closed", "indented", "unclosed"])
def test_a_nameless_feature_fence_is_said_on_its_opening_line(text, shown):
    (said,) = [d for d in read_text("a.md", text).diagnostics if d.code == "SB021"]
    assert text[said.span.start:said.span.end] == shown


def test_a_fence_opened_on_the_last_line_is_not_said_nameless():
    assert [d.code for d in read_text("a.md", "# X\n\n```ds-feature").diagnostics if d.code == "SB021"] == []


# --- a Markdown table's rule line among native lines: said, not read as the distance ----------------------------------

NATIVE = {
    "en": "Stab\nMelee, Strike | Main action\n{rule}Melee 1 | One creature\nPower Roll + 2:\n"
          "≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n",
    "ja": "突き\n近接, ストライク | メインアクション\n{rule}近接 1 | 1体のクリーチャー\nパワーロール + 2:\n"
          "≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 7 ダメージ\n",
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("rule", ["--- | ---", "|---|---|", "| :--- | ---: |", "---｜---", "－－－ | －－－"])
def test_a_table_rule_in_native_text_is_said_and_not_read_as_the_distance(lang, rule):
    """`--- | ---` was the ability's distance and target (`---`, `---`), its own then SB123 (given twice) and its
    power roll lost."""
    plain = read_text("a.ability", NATIVE[lang].format(rule=""))
    ruled = read_text("a.ability", NATIVE[lang].format(rule=rule + "\n"))
    assert [(d.code, d.span.start) for d in ruled.diagnostics] == [("SB027", NATIVE[lang].index("{rule}"))]
    assert parse_json(ruled.abilities, ())["abilities"][0]["distance"]["text"] in ("Melee 1", "近接 1")
    assert without_positions(parse_json(ruled.abilities, ()), _POSITIONS) == \
        without_positions(parse_json(plain.abilities, ()), _POSITIONS)
    assert "rule" in ruled.diagnostics[0].message.render("en") and "区切り行" in ruled.diagnostics[0].message.render("ja")


@pytest.mark.parametrize("row", ["-- | x", "- | -x", "Melee 1 | ---", "a|b", "|", "---", "- | -", "-- | --", "--- | -"])
def test_a_row_of_other_cells_is_no_table_rule(row):
    from statblock.rulesets.draw_steel.frontends.native import table_rule

    assert not table_rule(row)


def test_a_header_row_of_no_keywords_and_no_action_is_read_as_before():
    """`- | -` (a villain action's header as `convert --to ability` writes it) was taken for a table's rule."""
    text = "Sinkhole\n- | -\n📏 Self | 🎯 Self\nEffect: The arixx shifts.\n"
    result = read_text("a.ability", text)
    assert [d.code for d in result.diagnostics] == []
    assert parse_json(result.abilities, ())["abilities"][0]["action_label"] == "-"


@pytest.mark.slow
def test_a_long_table_rule_is_read_in_linear_time():
    from statblock.rulesets.draw_steel.frontends.native import table_rule

    assert table_rule("-" * 100_000 + " | " + "-" * 100_000)
    assert not table_rule("-" * 100_000 + " | " + "-" * 100_000 + "x")
    result = read_text("a.ability", NATIVE["en"].format(rule="|" + "---|" * 30_000 + "\n"))
    assert [d.code for d in result.diagnostics] == ["SB027"]


# --- `--ability` of a name an ability of no monster and a monster's feature share: said as what it is ------------------

_MONSTER = {
    "en": ("Goblin Boss (Statblock)\nLevel: 3 | Roles: Horde Harrier | EV: 3\nAncestry: Goblin, Humanoid\n"
           "Size: 1S | Speed: 6 | Stamina: 15 | Stability: 0 | Free Strike: 1\n"
           "Might: 3 | Agility: +2 | Reason: 0 | Intuition: 0 | Presence: -1\n\n"
           "🗡 Spear Charge (Signature)\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\n"
           "Power Roll + 3:\n≤11: 7 damage\n12-16: 10 damage\n17+: 13 damage\n\n"),
    "ja": ("ゴブリンの親玉 (ステータスブロック)\nレベル: 3 | 役割: ホード・ハリアー | EV: 3\n"
           "サイズ: 1S | 速度: 6 | スタミナ: 15 | 安定性: 0 | フリー・ストライク: 1\n"
           "筋力: 3 | 敏捷力: +2 | 知力: 0 | 判断力: 0 | 魅力: -1\n\n"
           "🗡 槍突撃 (シグネチャー)\n近接、ストライク、武器 | メイン・アクション\n📏 近接 1 | 🎯 1体のクリーチャー\n"
           "パワーロール + 3:\n≤11: 7 ダメージ\n12-16: 10 ダメージ\n17+: 13 ダメージ\n\n"),
}
_STANDALONE = {
    "en": "Spear Charge\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
          "≤11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n\n",
    "ja": "槍突撃\n近接、ストライク、武器 | メイン・アクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n"
          "≤11: 1 ダメージ\n12-16: 2 ダメージ\n17+: 3 ダメージ\n\n",
}
_HERO = 'name = "Ash"\nlevel = 1\n[characteristics]\nmight = 2\nagility = 1\nreason = 0\nintuition = 0\npresence = 0\n'


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("order", ["standalone first", "monster first"])
def test_a_name_of_an_ability_and_a_monsters_feature_says_which_is_which(capsys, write, lang, order):
    """`Spear Charge` of a standalone ability and of one monster was said as `names 2 monsters' features`; the
    standalone one written after the monster's could never be rolled by its name (the monster's was taken)."""
    import json

    from statblock.cli import main

    parts = [_STANDALONE[lang], _MONSTER[lang]]
    path = write(f"both.{lang}.ability", "".join(parts if order == "standalone first" else parts[::-1]))
    name = "Spear Charge" if lang == "en" else "槍突撃"
    hero = write("h.toml", _HERO)
    assert main(["roll", path, "--ability", name, "--seed", "1", "--tier", "3", "--hero", hero, "--format", "json",
                 "--lang", lang]) == 0
    captured = capsys.readouterr()
    assert '"amount": 3,' in captured.out and '"amount": 13' not in captured.out  # (the standalone one's tier 3)
    said = {"en": ("an ability of no monster and a monster's feature", "monsters' features"),
            "ja": ("モンスターのものでないアビリティ 1 件とモンスターの特徴 1 件", "体のモンスター")}[lang]
    assert said[0] in captured.err and said[1] not in captured.err
    assert ("Goblin Boss: Spear Charge" if lang == "en" else "ゴブリンの親玉：槍突撃") in captured.err


# --- a page of the Draw Steel Elements' fences on standard input: read as its file is ----------------------------------

from conftest import SHARED  # noqa: E402

_FENCED_PAGES = sorted((SHARED / "corpus" / "steel-compendium" / "ds-feature-yaml").rglob("*.md"))


def _check_json(capsys, monkeypatch, args: list[str], data: bytes | None = None) -> dict:
    import io
    import json

    from statblock.cli import main

    if data is not None:
        class Stdin:
            buffer = io.BytesIO(data)

        monkeypatch.setattr("sys.stdin", Stdin)
    main(["check", "--no-cache", "--format", "json", *args])
    said = capsys.readouterr()
    assert "Traceback" not in said.err
    return json.loads(said.out)


def _same_reading(capsys, monkeypatch, path) -> None:
    as_file = _check_json(capsys, monkeypatch, [str(path)])
    as_stdin = _check_json(capsys, monkeypatch, ["-"], path.read_bytes())

    def said(found, stdin):
        return [(d["line"], d["column"], d["code"], d["message"], d["ability"]) for d in found["diagnostics"]
                if not (stdin and d["code"] == "SB015")]   # (SB015: standard input read as Markdown, said so)

    assert (as_stdin["abilities"], as_stdin["errors"], as_stdin["warnings"]) == \
        (as_file["abilities"], as_file["errors"], as_file["warnings"])
    assert said(as_stdin, True) == said(as_file, False)
    assert [d["code"] for d in as_stdin["diagnostics"] if d["code"] == "SB015"] == ["SB015"]
    return as_file


@pytest.mark.parametrize("page", _FENCED_PAGES[::15], ids=lambda p: p.name)
def test_a_page_of_fenced_yaml_on_standard_input_is_read_as_its_file(capsys, monkeypatch, page):
    """`check - < Back.md` read the page as native text: its fence's `distance: 1 burst` and `effect:` keys native
    lines, 2 abilities and 5 warnings (SB179, SB106, SB125 ...) for a page of one ability and none."""
    _same_reading(capsys, monkeypatch, page)


@pytest.mark.slow
@pytest.mark.parametrize("page", _FENCED_PAGES, ids=lambda p: p.name)
def test_every_page_of_fenced_yaml_on_standard_input_is_read_as_its_file(capsys, monkeypatch, page):
    _same_reading(capsys, monkeypatch, page)


_FENCED = {
    "en": "---\ntitle: Stab\n---\n\n```ds-feature\nname: Stab\nkeywords: [Melee, Strike]\nusage: Main action\n"
          "distance: Melee 1\ntarget: One creature\neffects:\n  - roll: Power Roll + 2\n    tier1: 3 damage\n"
          "    tier2: 5 damage\n    tier3: 7 damage\n```\n",
    "ja": "~~~~ds-feature\nname: 突き\nキーワード: [近接, ストライク]\n種別: メインアクション\n距離: 近接 1\n"
          "対象: 1体のクリーチャー\neffects:\n  - roll: パワーロール + 2\n    tier1: 3 ダメージ\n"
          "    tier2: 5 ダメージ\n    tier3: 7 ダメージ\n~~~~\n",
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_homebrew_fenced_feature_on_standard_input_is_read_as_markdown(capsys, monkeypatch, tmp_path, lang):
    page = tmp_path / "page.md"
    page.write_text(_FENCED[lang], encoding="utf-8")
    as_file = _same_reading(capsys, monkeypatch, page)
    assert (as_file["abilities"], as_file["errors"], as_file["warnings"]) == (1, 0, 0)


@pytest.mark.parametrize("text", [
    "Slam\nMelee, Strike | Main action\n```\nEffect: Hit.\n```\n",       # (no ds- fence: native, as before)
    "Slam\nEffect: ```ds-feature``` is inline code.\n",
])
def test_native_text_with_a_fence_is_still_native(text):
    from statblock.cli.stdin import looks_like_markdown

    assert not looks_like_markdown(text)


@pytest.mark.slow
def test_sniffing_fences_is_linear():
    from bounds import time_bound
    from statblock.cli.stdin import looks_like_markdown

    for text in ("`" * 100_000, "```ds-feature\n" + "a: b\n" * 100_000, "~" * 100_000 + "\n" + "~" * 99_999,
                 "```" + " " * 100_000 + "ds-x", "```ds-feature\n" + "```x\n" * 50_000):
        with time_bound(0.5):
            looks_like_markdown(text)


# --- a front matter of a monster's statistics: read as its statblock, or said --------------------------------------------

_FRONT = {
    "en": "---\nname: Goblin\nlevel: 1\nev: 3\nstamina: 15\nspeed: 5\nsize: 1S\nstability: 0\nfree_strike: 1\n"
          "might: 0\nagility: 2\nreason: 0\nintuition: 0\npresence: -1\n---\n\nA sneaky goblin.\n",
    "ja": "---\n名前: ゴブリン\nレベル: 1\nEV: 3\nスタミナ: 15\n速度: 5\nサイズ: 1S\n安定性: 0\nフリー・ストライク: 1\n"
          "筋力: 0\n敏捷力: 2\n知力: 0\n判断力: 0\n魅力: -1\n---\n\nこそこそしたゴブリン。\n",
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_front_matter_of_a_monsters_statistics_is_its_statblock(lang, tmp_path):
    """`name: Goblin`, `stamina: 15`, `might: 0` ... over a body of prose was read as holding nothing, with no word."""
    result = read_text("goblin.md", _FRONT[lang])
    (block,) = parse_json(result.abilities, result.statblocks)["statblocks"]
    assert (block["name"], block["stamina"], block["speed"], block["characteristics"]["agility"]) == \
        ({"en": "Goblin", "ja": "ゴブリン"}[lang], 15, 5, 2)
    assert [d.code for d in result.diagnostics if d.severity.value != "info"] == []
    # its Markdown written by convert reads back to the same statblock
    back = read_text("back.md", converted_text(result, "md"))
    assert without_positions(parse_json((), back.statblocks), _POSITIONS) == \
        without_positions(parse_json((), result.statblocks), _POSITIONS)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_front_matter_of_statistics_with_no_name_is_said(lang):
    text = _FRONT[lang].replace("name: Goblin\n", "").replace("名前: ゴブリン\n", "")
    result = read_text("goblin.md", text)
    assert result.statblocks == [] or not parse_json((), result.statblocks)["statblocks"]
    (said,) = [d for d in result.diagnostics if d.code == "SB028"]
    assert said.span.start == text.index("level" if lang == "en" else "レベル")
    assert ("stamina" if lang == "en" else "スタミナ") in said.message.render("en")


def test_a_page_whose_body_holds_the_statblock_is_not_read_twice_nor_said():
    """The Steel Compendium's statblock pages keep the statistics in the front matter and the table in the body."""
    page = next((SHARED / "corpus" / "steel-compendium" / "monsters").rglob("Statblocks/*.md"))
    result = read_text(str(page), page.read_text(encoding="utf-8"))
    assert len(parse_json((), result.statblocks)["statblocks"]) == 1
    assert "SB028" not in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("front", ["---\nname: Stab\ndistance: Melee 1\ntarget: One creature\n---\n\nText.\n",
                                   "---\ntitle: Notes\nstamina: lots\n---\n\nText.\n",
                                   "---\nname: Goblin\ntraits:\n  - name: Crafty\n    effect: You hide.\n---\n\nText.\n"])
def test_a_front_matter_of_no_monster_is_no_statblock_and_not_said(front):
    result = read_text("page.md", front)
    assert not parse_json((), result.statblocks)["statblocks"] and "SB028" not in [d.code for d in result.diagnostics]


# --- convert --to md of an ability with a target and no distance: read back ------------------------------------------------

_TARGETED = {
    "en": "Odd One\nKeywords: Magic\nType: Main action\nTarget: One creature\nEffect: You shift 2 squares.\n\n"
          "Odd Two\nMagic | Main action\nMelee 1 | One creature\nEffect: You shift 1 square.\n",
    "ja": "奇妙な一\nキーワード: 魔法\n種別: メインアクション\nターゲット: 1体のクリーチャー\n効果: 2マス・シフトする。\n\n"
          "奇妙な二\n魔法 | メインアクション\n近接 1 | 1体のクリーチャー\n効果: 1マス・シフトする。\n",
}


@pytest.mark.parametrize("source", ["en", "ja"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_ability_with_a_target_and_no_distance_comes_back_from_markdown(source, lang):
    """It was written under a heading (a target counted as the table's row), its target a `**Target:**` line below a
    one-row table: the Markdown read it as no ability, and convert said `2 abilities instead of 1`... (exit 1)."""
    result = read_text("odd.ability", _TARGETED[source])
    back = read_text("odd.md", converted_text(result, "md", lang))

    def shown(found):
        return [(a["name"], a["keywords"], a["action"], a["target"] is not None, [x["kind"] for x in a["sections"]])
                for a in parse_json(found.abilities, ())["abilities"]]

    assert len(shown(back)) == 2 and shown(back) == shown(result)
