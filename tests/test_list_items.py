"""A bulleted list in an ability's or a feature's text (`- terrain made of ice`): each item was a bare unlabelled
section, its bullet lost on every card and in `convert`. An item is now marked (`list_item` in the parse JSON, only
where true), printed with its bullet (md, html, txt; en, ja) and written back as one (Markdown `- `, native
`¶ - `, JSON). Short examples written for these tests, in English and in Japanese."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

FEATURE = {
    "en": ("> ⭐️ **Test Tricks**\n>\n> Every goblin ignores difficult terrain, except:\n>\n"
           "> - terrain made of ice\n> - terrain that is on fire\n>\n> The effect ends at the end of the round.\n"),
    "ja": ("> ⭐️ **テストの策略**\n>\n> ゴブリンは困難な地形を無視する。ただし次は除く。\n>\n"
           "> - 氷の地形\n> - 燃えている地形\n>\n> この効果はラウンドの終わりに終わる。\n"),
}
ITEMS = {"en": ["terrain made of ice", "terrain that is on fire"], "ja": ["氷の地形", "燃えている地形"]}
ABILITY = ("###### Test Grace\n\n| **Magic, Ranged** | **Maneuver** |\n| --- | ---: |\n"
           "| **📏 Ranged 10** | **🎯 Self or one ally** |\n\n**Effect:** The target can spend a Recovery.\n\n"
           "**Spend 1+ Piety:** Choose one of the following:\n\n- The target shifts 1 square.\n"
           "* A prone target can stand up.\n")


def _sections(text: str, path: str = "feature.md") -> list[dict]:
    result = read_text(path, text)
    assert result.diagnostics == [], [d.text() for d in result.diagnostics]
    (ability,) = result.abilities
    return ability_json(ability)["sections"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_bullet_is_a_marked_list_item(lang):
    sections = _sections(FEATURE[lang])
    assert [s.get("list_item", False) for s in sections] == [False, True, True, False]
    assert [s["text"] for s in sections if s.get("list_item")] == ITEMS[lang]
    assert all("list_item" not in s for s in sections if not s.get("list_item"))  # (only where true: additions)


def test_a_spend_sections_choices_are_items_whatever_the_bullet():
    sections = _sections(ABILITY, "grace.md")
    assert [(s["label"], s.get("list_item", False)) for s in sections] == [
        ("Effect", False), ("Spend 1+ Piety", False), ("", True), ("", True)]


@pytest.mark.parametrize("text", ["> ⭐️ **Test Steps**\n>\n> 1. You shift 2 squares.\n> 2. You stand up.\n",
                                  "> ⭐️ **Test Steps**\n>\n> \\- You shift 2 squares.\n"],
                         ids=["ordered", "escaped-dash"])
def test_an_ordered_item_or_an_escaped_dash_is_no_bulleted_item(text):
    assert not any(s.get("list_item") for s in _sections(text))


def _cards(tmp_path, text: str, lang: str, fmt: str) -> str:
    """The cards `cards` prints for a file of `text`, in `fmt` and `lang`."""
    from statblock.cli import main

    path = tmp_path / "feature.md"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / f"cards.{fmt}"
    assert main(["cards", str(path), "--format", fmt, "--lang", lang, "-o", str(out)]) == 0
    return out.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fmt", ["md", "html", "txt"])
def test_the_card_prints_the_bullets(tmp_path, lang, fmt):
    printed = _cards(tmp_path, FEATURE[lang], lang, fmt)
    for item in ITEMS[lang]:
        if fmt == "html":
            assert f"<li>{item}</li>" in printed
        else:
            assert any(line.strip().startswith("- ") and line.rstrip().endswith(item) for line in printed.splitlines())
    assert "\\-" not in printed


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("to", ["md", "ability", "json"])
def test_a_list_converts_and_reads_back(lang, to):
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result = read_text("feature.md", FEATURE[lang])
    conversion = convert_result(result, to, "out." + to, lang=lang)
    assert conversion.problems == ()
    (back,) = read_text("out." + to, conversion.text).abilities
    said = ability_json(back)["sections"]
    assert [s["text"] for s in said if s.get("list_item")] == ITEMS[lang]
    if to == "md":
        assert "\\-" not in conversion.text and f"- {ITEMS[lang][0]}" in conversion.text


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("name", ["feature.md", "grace.md"])
def test_the_ds_feature_export_carries_the_bullets(lang, name):
    """`export --to ds-feature` writes an item's effect with its bullet (`effect: '- terrain made of ice'`) and the
    YAML reader reads it as a list item again: the mark was lost there, the whole-corpus export failing (26 sections
    read back without it), and the mark was taken out again."""
    from statblock.rulesets.draw_steel.export.ds_feature import export_file, validate

    text = FEATURE[lang] if name == "feature.md" else ABILITY
    result = read_text(name, text)
    exported = export_file(result, name)
    assert validate(exported) == []
    (back,) = read_text(name, exported.text).abilities
    assert [s.get("list_item", False) for s in ability_json(back)["sections"]] == \
        [s.get("list_item", False) for s in _sections(text, name)]


@pytest.mark.parametrize("effect, item", [("- You shift 2 squares.", True), ("* 2マスシフトする。", True),
                                          ("You shift 2 squares.", False), ("\\- You shift 2 squares.", False)],
                         ids=["dash", "japanese-star", "plain", "escaped"])
def test_a_yaml_effect_of_a_bullet_is_a_list_item(effect, item):
    yaml_text = f"```ds-feature\nname: Test Steps\neffects:\n  - effect: Choose one.\n  - effect: '{effect}'\n```\n"
    sections = _sections(yaml_text, "steps.md")
    assert [s.get("list_item", False) for s in sections] == [False, item]


INTRO = {"en": ("> ⭐️ **Test Tricks**\n>\n> Every goblin ignores difficult terrain.\n>\n> Except:\n>\n"
                "> - terrain made of ice\n", "Except:"),
         "ja": ("> ⭐️ **テストの策略**\n>\n> ゴブリンは困難な地形を無視する。\n>\n> ただし：\n>\n> - 氷の地形\n", "ただし：")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_words_and_a_colon_over_a_list_are_text_not_a_label(lang):
    """`Except:` over a list (not bold, no section the ruleset knows) was a label of empty text, printed bold
    (`**Except:**`) on the card: it is a paragraph of its words, as written."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    text, words = INTRO[lang]
    sections = _sections(text)
    assert [(s["label"], s["text"], s.get("list_item", False)) for s in sections[1:]] == \
        [("", words, False), ("", ITEMS[lang][0], True)]
    for to in ("md", "ability", "json"):
        conversion = convert_result(read_text("feature.md", text), to, "out." + to, lang=lang)
        assert conversion.problems == ()
        (back,) = read_text("out." + to, conversion.text).abilities
        assert [(s["label"], s["text"]) for s in ability_json(back)["sections"][1:]] == [("", words), ("", ITEMS[lang][0])]


@pytest.mark.parametrize("line", ["> **Except:**", "> Effect:"], ids=["bold", "known-section"])
def test_a_bold_or_known_label_alone_stays_a_label(line):
    text = INTRO["en"][0].replace("> Except:", line)
    assert _sections(text)[1]["label"] in ("Except", "Effect")


LABELLED = {"en": ("###### Test Rally\n\n| **Magic** | **Maneuver** |\n| --- | ---: |\n| **📏 Self** | **🎯 Self** |\n\n"
                   "**Effect:** Choose one of the following.\n\n- You shift 2 squares.\n- **Bonus:** You gain 1 surge.\n"),
            "ja": ("###### テストの号令\n\n| **魔法** | **マニューバー** |\n| --- | ---: |\n| **📏 自身** | **🎯 自身** |\n\n"
                   "**効果：** 次から1つを選ぶ。\n\n- 2マスシフトする。\n- **ボーナス：** サージを1得る。\n")}
LABELLED_SAID = {"en": [("", "You shift 2 squares."), ("Bonus", "You gain 1 surge.")],
                 "ja": [("", "2マスシフトする。"), ("ボーナス", "サージを1得る。")]}


def _items(text: str, path: str) -> list[tuple[str, str]]:
    result = read_text(path, text)
    (ability,) = result.abilities
    return [(s["label"], s["text"]) for s in ability_json(ability)["sections"] if s.get("list_item")]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_labelled_bullet_is_a_list_item_too(lang):
    """`- **Bonus:** You gain 1 surge.` lost its bullet where `- You shift 2 squares.` kept it: it is a list item with
    its label, on cards and through convert and the ds-feature export."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result
    from statblock.rulesets.draw_steel.export.ds_feature import export_file, validate

    assert _items(LABELLED[lang], "rally.md") == LABELLED_SAID[lang]
    result = read_text("rally.md", LABELLED[lang])
    for to in ("md", "ability", "json"):
        conversion = convert_result(result, to, "out." + to, lang=lang)
        assert conversion.problems == ()
        assert _items(conversion.text, "out." + to) == LABELLED_SAID[lang]
    exported = export_file(result, "rally.md")
    assert validate(exported) == [] and _items(exported.text, "rally.md") == LABELLED_SAID[lang]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fmt", ["md", "html", "txt"])
def test_the_card_prints_a_labelled_bullet(tmp_path, lang, fmt):
    printed = _cards(tmp_path, LABELLED[lang], lang, fmt)
    label, text = LABELLED_SAID[lang][1]
    shown = {"md": f"- **{label}:** {text}", "html": f"<li><b>{label}:</b> {text}</li>", "txt": f"- {label}: {text}"}
    assert shown[fmt] in printed


COSTS = {"en": [("Spend 2 Focus:", "spend", 2, "focus"), ("3 Malice:", "spend", 3, "malice"),
                ("Persistent 1:", "persistent", 1, None)],
         "ja": [("集中を2消費：", "spend", 2, "focus"), ("3悪意：", "spend", 3, "malice"), ("持続 1：", "persistent", 1, None)]}
COST_AFTER = {"list": {"en": "> - You gain 1 surge.\n", "ja": "> - サージを1得る。\n"},
              "paragraph": {"en": "> You gain 1 surge.\n", "ja": "> サージを1得る。\n"}}


@pytest.mark.parametrize("after", ["list", "paragraph"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_plain_cost_label_over_a_list_or_a_paragraph_stays_a_section(lang, after):
    """`Spend 2 Focus:` alone on a plain line is a section with its amount and resource (a cost), whatever follows it:
    it was a paragraph of its words, the cost lost (and the Japanese card printed the English)."""
    intro = INTRO[lang][0].split("> " + INTRO[lang][1])[0]
    for line, kind, amount, resource in COSTS[lang]:
        sections = _sections(intro + f"> {line}\n>\n" + COST_AFTER[after][lang])
        assert [(s["kind"], s.get("amount"), s.get("resource"), s["text"]) for s in sections[1:2]] == \
            [(kind, amount, resource, "")], line
        assert sections[2].get("list_item", False) is (after == "list")


@pytest.mark.parametrize("after", ["list", "paragraph"])
def test_a_plain_cost_label_in_a_hero_ability_stays_a_section(after):
    text = ABILITY.replace("**Spend 1+ Piety:** Choose one of the following:\n\n- The target shifts 1 square.\n"
                           "* A prone target can stand up.\n",
                           "Spend 2 Piety:\n\n" + COST_AFTER[after]["en"].removeprefix("> "))
    sections = _sections(text, "grace.md")
    assert [(s["label"], s["kind"], s.get("amount"), s.get("resource")) for s in sections[:2]] == \
        [("Effect", "effect", None, None), ("Spend 2 Piety", "spend", 2, "piety")]


def test_words_and_a_colon_over_a_paragraph_stay_a_label():
    """Only a list under it makes a plain `Except:` a paragraph of its words (the case it was meant for)."""
    text = INTRO["en"][0].replace("> - terrain made of ice\n", "> Terrain made of ice.\n")
    assert [(s["label"], s["text"]) for s in _sections(text)[1:]] == [("Except", ""), ("", "Terrain made of ice.")]


ROLLED = {"en": LABELLED["en"] + "  - **≤11:** 2 damage\n  - **12-16:** 4 damage\n  - **17+:** 6 damage\n"
                + "- **Extra:**\n  - **≤11:** 1 damage\n  - **12-16:** 2 damage\n  - **17+:** 3 damage\n",
          "ja": LABELLED["ja"] + "  - **≤11:** 2ダメージ\n  - **12-16:** 4ダメージ\n  - **17+:** 6ダメージ\n"
                + "- **追加：**\n  - **≤11:** 1ダメージ\n  - **12-16:** 2ダメージ\n  - **17+:** 3ダメージ\n"}


def _rolled_items(text: str, path: str) -> list[tuple[str, str, list | None]]:
    result = read_text(path, text)
    (ability,) = result.abilities
    return [(s["label"], s["text"], [t["written"]["text"] for t in s["power_roll"]["tiers"]] if s.get("power_roll")
             else None) for s in ability_json(ability)["sections"] if s.get("list_item")]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_labelled_bullet_with_its_own_power_roll_stays_a_list_item_in_the_ds_feature_export(lang):
    """`- **Bonus:** You gain 1 surge.` with its own tier lines under it was written in `ds-feature` as `name: Bonus`
    with the tiers, its bullet lost: the export refused it (`reads back changed: … list_item`). It is written as the
    labelled bullet's effect (`effect: '- **Bonus:** …'`) with its tiers beside it, and reads back a list item with
    its label and its roll; a labelled bullet of no words but its roll (`- **Extra:**`) too."""
    from statblock.rulesets.draw_steel.export.ds_feature import export_file, validate

    said = _rolled_items(ROLLED[lang], "rally.md")
    assert [(label, rolled is not None) for label, _, rolled in said] == \
        [("", False), (LABELLED_SAID[lang][1][0], True), ("Extra" if lang == "en" else "追加", True)]
    exported = export_file(read_text("rally.md", ROLLED[lang]), "rally.md")
    assert validate(exported) == []
    assert "- effect: '- **" in exported.text
    assert [(label, text) for label, text, _ in _rolled_items(exported.text, "rally.md")] == \
        [(label, text) for label, text, _ in said]
    assert [rolled is not None for *_, rolled in _rolled_items(exported.text, "rally.md")] == [False, True, True]
