"""The readings of a Markdown card's own shapes (a feature's icon in its `###` heading, an ability of sections alone,
the header's labelled second row, the `〔原文〕` mark of a Japanese card) stay on the card's own marks: a hand-written
page with an emoji heading, a section label in its prose, a rules table of labelled cells, a front matter's feature,
or an author's own `〔原文〕` is read as it was before those readings (review of dscards9, R1-R5)."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json


def _names(name: str, text: str) -> list[str]:
    return [a.name for a in read_text(name, text).abilities]


def _card_back(text: str, lang: str):
    """The native `text` read, its Markdown card in `lang`, and the card read again."""
    from statblock.rulesets.draw_steel.render import render_cards  # noqa: PLC0415

    read = read_text("a.ability", text)
    card = render_cards(read.abilities, "md", lang=lang).decode("utf-8")
    return read, card, read_text("cards.md", card)


@pytest.mark.parametrize("text", [
    "# My homebrew\n\n## ✨ Features\n\nTwelve new abilities.\n\n## 🚀 Quick start\n\nRun statblock.\n",
    "## © 2025 Me\n\nAll rights reserved.\n",
    "### © 2025 Me\n\nAll rights reserved.\n",
    "### 🚀 Quick start\n\nRun statblock.\n",
    "## ⭐️ メモ\n\n今日の予定。\n",
    "### 🚀 はじめに\n\nstatblock を実行する。\n",
], ids=["readme", "copyright-h2", "copyright-h3", "rocket-h3", "memo-ja-h2", "rocket-ja-h3"])
def test_an_emoji_heading_of_a_page_is_no_feature(text):
    """Only a card's `### ` heading behind one of the book's icons is a feature's (R1)."""
    assert _names("README.md", text) == []


@pytest.mark.parametrize("text", [
    "### Bog Form\n\nThe mirewife can swim.\n",
    "### ⭐️ Bog Form\n\nThe mirewife can swim.\n",
    "### ⭐️ 泥の肌\n\n泥沼の魔女は移動困難地形を無視する。\n",
])
def test_a_cards_feature_heading_is_still_read(text):
    names = _names("cards.md", text)
    assert names == ([] if "⭐️" not in text else [text.split("\n")[0][len("### ⭐️ "):]])


@pytest.mark.parametrize("text", [
    "### Notes\n\n**Effect:** It rains all session.\n\nShelter in the inn.\n\n- Bring a cloak\n",
    "### Grabbed\n\n**Special:** A grabbed creature cannot use Knockback.\n",
    "### Notes\n\n**Important**\n\n**Effect:** It rains.\n",
    "### 天候\n\n**効果:** 雨が降る。\n\n宿で雨宿りする。\n",
    "### 掴み\n\n**特殊:** 掴まれたクリーチャーはノックバックを使えない。\n",
    "### メモ\n\n**重要**\n\n**効果:** 雨が降る。\n",
], ids=["effect-then-prose", "special-alone", "bold-line-first", "effect-then-prose-ja", "special-alone-ja",
        "bold-line-first-ja"])
def test_a_section_label_in_a_pages_prose_is_no_ability(text):
    """A heading over an `**Effect:**` is a card's only when every block under it is the card's: an italic flavor
    line at most, then labelled sections, the first an Effect or a Spend (R2)."""
    assert _names("notes.md", text) == []


def test_a_front_matters_feature_keeps_its_text_under_an_icon_heading():
    """R3: the front matter names the feature; the headings under it are its text, as before the card readings."""
    text = ("---\nname: Ferocity\ntype: feature\n---\n### 🔥 Ferocity in Combat\n\nYou gain 1d3 ferocity.\n\n"
            "### Ferocity Outside Combat\n\nYou keep your ferocity.\n")
    (ability,) = read_text("fm1.md", text).abilities
    assert ability.name == "Ferocity"
    words = " ".join(section["text"] for section in ability_json(ability)["sections"])
    assert "You gain 1d3 ferocity." in words and "You keep your ferocity." in words


@pytest.mark.parametrize("heading", ["## 📝 Notes", "### ⭐️ Notes", "### Notes"])
def test_a_front_matters_listed_feature_is_not_replaced_by_a_heading(heading):
    body = "**Effect:** From Foundry.\n" if heading == "### Notes" else "From Foundry.\n"
    text = ("---\ntype: featureblock\nfeatures:\n  - name: Mud Skin\n    effects:\n"
            "      - effect: Ignores difficult terrain.\n---\n<div>Mud Skin</div>\n\n" + heading + "\n\n" + body)
    assert _names("fm2.md", text) == ["Mud Skin"]


def test_an_authors_own_original_mark_is_kept_in_native_text():
    """R4: `〔原文〕` written by an author is their words, in a name and before Japanese words."""
    (ability,) = read_text("j.ability", "〔原文〕の剣\n効果: 〔原文〕と書かれた札を読み上げる。\n"
                                        "特殊: 札を掲げる; 〔原文〕の札は燃える。\n").abilities
    data = ability_json(ability)
    assert data["name"] == "〔原文〕の剣"
    assert [s["text"] for s in data["sections"]] == ["〔原文〕と書かれた札を読み上げる。", "札を掲げる; 〔原文〕の札は燃える。"]
    (ability,) = read_text("e.ability", "Storm Lore\nEffect: 〔原文〕The wind blows.\n").abilities
    assert ability_json(ability)["sections"][0]["text"] == "〔原文〕The wind blows."


def test_an_authors_own_original_mark_is_kept_in_yaml():
    (ability,) = read_text("y.yaml", 'name: "〔原文〕Lore"\neffect: "〔original〕 text"\n').abilities
    data = ability_json(ability)
    assert data["name"] == "〔原文〕Lore" and data["sections"][0]["text"] == "〔original〕 text"


def test_an_original_mark_before_japanese_words_in_markdown_is_the_authors():
    """The card marks English words alone: before Japanese words, and in a heading, the mark is the author's."""
    (ability,) = read_text("a.md", "### 〔原文〕の剣\n\n**効果:** 〔原文〕と書かれた札を読み上げる。\n").abilities
    data = ability_json(ability)
    assert data["name"] == "〔原文〕の剣" and data["sections"][0]["text"] == "〔原文〕と書かれた札を読み上げる。"


@pytest.mark.parametrize("table", [
    "| **Distance:** up to 5 squares | **Target:** no penalty |\n| --- | --- |\n"
    "| **Distance:** 6 to 10 squares | **Target:** bane |\n",
    "| **距離:** 5 スクエアまで | **ターゲット:** ペナルティなし |\n| --- | --- |\n"
    "| **距離:** 6〜10 スクエア | **ターゲット:** 不利 |\n",
], ids=["en", "ja"])
def test_a_rules_table_of_labelled_cells_is_no_header(table):
    """R5: a card's header is its two rows, keywords and action over the labelled distance and target."""
    source = read_text("p4b.md", "### Range table\n\n" + table)
    assert source.abilities == [] and all(d.severity.name != "ERROR" for d in source.diagnostics)


@pytest.mark.parametrize("header", [
    "📏 Up to 10 squares of you | 🎯 Each enemy standing in water",
    "📏 Melee 1 | 🎯 Each enemy standing in water",
    "📏 近接 1 | 🎯 水中にいる各敵",
])
def test_a_japanese_cards_mark_in_a_header_cell_is_the_cards(header):
    """Incomplete fix 1 of dscards9: `**ターゲット:** 〔原文〕Each enemy …` read back as the target `〔原文〕Each enemy …`."""
    text = f"Take Them Under\nMagic | Main action\n{header}\nEffect: The target is pulled under.\n"
    read, card, back = _card_back(text, "ja")
    (source,) = read.abilities
    # (SB119 of `Up to 10 squares of you` the source's as well)
    assert [d.code for d in back.diagnostics] == [d.code for d in read.diagnostics], card
    (ability,) = back.abilities
    assert ability.target == source.target
    assert ability_json(ability)["distance"] == ability_json(source)["distance"] | {
        key: ability_json(ability)["distance"][key] for key in ("line", "column", "end_line", "end_column", "path")
        if key in ability_json(source)["distance"]}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", [
    "Quick Step\nSpend 2 Wrath: You shift 2 squares.\n",
    "Quick Step\n*Light on your feet.*\nSpend 2 Wrath: You shift 2 squares.\nSpecial: Only once a round.\n",
    "素早い一歩\n憤怒を2消費: あなたは 2 スクエアシフトする。\n",
])
def test_an_ability_of_a_spend_alone_reads_back(text, lang):
    """Incomplete fix 2 of dscards9: `**Spend 2 Wrath:** …` (`**憤怒を2消費:** …`) alone under the card's heading read
    back as no ability: a Spend opens an ability of sections alone as an Effect does."""
    read, card, back = _card_back(text, lang)
    ((source,), (back,)) = read.abilities, back.abilities
    assert [(s.kind, s.amount, s.resource) for s in back.sections] == \
        [(s.kind, s.amount, s.resource) for s in source.sections], card


@pytest.mark.parametrize("text", [
    "### Budget\n\n**Spend 2 gold:** on a cloak.\n",
    "### Notes\n\n**Spend 2 Wrath:** then rest.\n\nAnd more prose.\n",
])
def test_a_spend_like_label_of_a_page_is_no_ability(text):
    assert _names("notes.md", text) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", [
    "Quick Step\nMagic | Maneuver\nEffect: You shift 2 squares.\n",
    "Quick Step\nMagic | Maneuver\n📏 Self\nEffect: You shift 2 squares.\n",
    "Quick Step\nMagic | Maneuver\n🎯 Self\nEffect: You shift 2 squares.\n",
])
def test_a_cards_placeholder_dash_is_no_distance_or_target(text, lang):
    """Incomplete fix 3 of dscards9: the card prints `—` where a header has no distance or target; read back, that
    cell was the distance `—` (or the target `—`), said nowhere."""
    read, card, back = _card_back(text, lang)
    assert "—" in card
    ((source,), (back,)) = read.abilities, back.abilities
    assert (ability_json(back)["distance"] is None) == (ability_json(source)["distance"] is None), card
    assert (back.target is None) == (source.target is None) and back.target != "—", card


@pytest.mark.parametrize("row", [
    "| **Distance:** Melee 1 | One creature |",
    "| Melee 1 | **Target:** One creature |",
    "| **Range:** Melee 1 | **Targets:** One creature |",
    "| **距離:** 近接 1 | 1体のクリーチャー |",
    "| **射程:** 近接 1 | **対象:** 1体のクリーチャー |",
], ids=["distance-only", "target-only", "mislabelled", "ja-distance-only", "ja-mislabelled"])
def test_a_cards_header_row_of_slipped_labels_is_said(row):
    """Incomplete fix 4 of dscards9: a card's header whose second row is partly labelled or mislabelled lost its
    ability with no word (beside a good ability, `check` said nothing): said at the row (SB180), in both languages."""
    good = "### Quick Step\n\n**Effect:** You shift 2 squares.\n\n---\n\n"
    text = good + f"### Slam\n\n| **Melee** | **Maneuver** |\n| --- | ---: |\n{row}\n\n**Effect:** You push 1.\n"
    source = read_text("cards.md", text)
    assert [d.code for d in source.diagnostics] == ["SB180"]
    assert text.index(row) < source.diagnostics[0].span.start < text.index(row) + len(row)
    message = source.diagnostics[0].message
    assert "Distance" in message.render("en") and "距離" in message.render("ja")
    assert [a.name for a in source.abilities] == ["Quick Step"]



@pytest.mark.parametrize("icon", ["#", "Icon:", "<!--", "x"])
def test_an_own_json_icon_of_no_symbol_is_said_and_the_name_kept(icon):
    """Old fault of the dscards9 review: statblock's own JSON of `"icon": "#"` made the name line a comment (the
    ability named for its flavor, `Storm Howl` lost); `"icon": "Icon:"` named it `Icon: Storm Howl`. Now the icon of
    no symbol is said (SB009, a warning) and left out; the name, flavor and the rest are read."""
    import json

    (source,) = read_text("a.ability", "Storm Howl\n*The sky answers.*\nEffect: The wind blows.\n").abilities
    data = {"abilities": [ability_json(source) | {"icon": icon}], "statblocks": [], "other_text": []}
    back = read_text("a.json", json.dumps(data, ensure_ascii=False))
    (ability,) = back.abilities
    assert (ability.name, ability.flavor, ability.icon) == ("Storm Howl", "The sky answers.", None)
    assert [(d.code, d.severity.name) for d in back.diagnostics] == [("SB009", "WARNING")]
    assert icon in back.diagnostics[0].message.render("en") and icon in back.diagnostics[0].message.render("ja")


def test_an_own_json_icon_of_a_symbol_is_read():
    import json

    (source,) = read_text("a.ability", "⭐️ Storm Howl\n¶ The wind blows.\n").abilities
    data = {"abilities": [ability_json(source)], "statblocks": [], "other_text": []}
    back = read_text("a.json", json.dumps(data, ensure_ascii=False))
    assert [(a.name, a.icon) for a in back.abilities] == [("Storm Howl", "⭐️")] and back.diagnostics == []


@pytest.mark.parametrize("text, distance, target", [
    ("Slam\nMelee | Main action\nDistance: Melee 1 | Target: One creature\nEffect: You push 1.\n",
     "Melee 1", "One creature"),
    ("Slam\nMelee | Main action\nMelee 1 | Target: One creature\nEffect: You push 1.\n", "Melee 1", "One creature"),
    ("叩きつけ\n近接 | メインアクション\n距離: 近接 1 | ターゲット: 1体のクリーチャー\n効果: 1 押す。\n",
     "Melee 1", "One creature"),
    ("叩きつけ\n近接 | メインアクション\n近接 1 | ターゲット: 1体のクリーチャー\n効果: 1 押す。\n",
     "Melee 1", "One creature"),
], ids=["both-labelled", "target-labelled", "ja-both-labelled", "ja-target-labelled"])
def test_a_native_header_row_of_labels_is_its_distance_and_target(text, distance, target):
    """Old faults of the dscards9 review: `Distance: Melee 1 | Target: One creature` was the distance `Melee 1 |
    Target: One creature`, no target, no word; `Melee 1 | Target: One creature` kept the label in its target."""
    (ability,) = read_text("a.ability", text).abilities
    data = ability_json(ability)
    assert (data["distance"]["text"], data["target"]) == (distance, target)
