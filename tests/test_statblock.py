"""Monster statblocks: the native form, and the same statblock read from Markdown, YAML and native text."""

from __future__ import annotations

import pytest

from statblock.rulesets.draw_steel.authoring.convert import abilities_of, convert_result
from statblock.rulesets.draw_steel.authoring.format import format_text
from statblock.rulesets.draw_steel.authoring.statblock import Statblock, from_source, statblocks_of
from statblock.pipeline import read_file, read_text

from conftest import CORPUS, corpus_report

GOBLINS = CORPUS / "steel-compendium" / "monsters" / "Goblins"
GOBLINS_YAML = CORPUS / "steel-compendium" / "ds-feature-yaml" / "monsters-Goblins"

BOG_HAG = """# meta: source: homebrew
Bog Hag (Statblock)
Level: 3 | Roles: Elite Hexer | EV: 20
Ancestry: Fey, Hag
Size: 1M | Speed: 6 | Stamina: 120 | Stability: 1 | Free Strike: 5
Immunity: Poison 5 | Movement: Swim | Weakness: Fire 5
Might: 0 | Agility: +2 | Reason: +1 | Intuition: +3 | Presence: +3
Lair: a sunken hut

⭐️ Mud Skin
¶ The hag ignores difficult terrain made of mud or water.

🏹 Swamp Curse (Signature)
Magic, Ranged, Strike | Main action
📏 Ranged 10 | 🎯 One creature
Power Roll + 3:
≤11: 6 poison damage; I < 1 slowed (save ends)
12-16: 9 poison damage; I < 2 slowed (save ends)
17+: 12 poison damage; I < 3 restrained (save ends)

Hag Malice (Malice Features)
¶ At the start of the hag's turn, you can spend Malice to activate one of the following features.

❇️ Rising Water (3 Malice)
¶ The ground within 3 squares of the hag becomes difficult terrain until the end of the round.
"""


def test_native_statblock_fields():
    result = read_text("hag.ability", BOG_HAG)
    hag, malice = statblocks_of(result)
    assert hag.name == "Bog Hag" and hag.kind == "statblock"
    assert hag.fields == {"level": "3", "roles": "Elite Hexer", "ev": "20", "ancestry": "Fey, Hag", "size": "1M",
                          "speed": "6", "stamina": "120", "stability": "1", "free_strike": "5",
                          "immunity": "Poison 5", "movement": "Swim", "weakness": "Fire 5", "might": "0",
                          "agility": "+2", "reason": "+1", "intuition": "+3", "presence": "+3",
                          "Lair": "a sunken hut"}
    assert hag.characteristics == {"might": 0, "agility": 2, "reason": 1, "intuition": 3, "presence": 3}
    assert hag.metadata == {"source": "homebrew"}
    assert hag.problems() == []
    assert malice.kind == "malice_features" and malice.text.startswith("At the start of the hag's turn")
    assert [a.name for a in abilities_of(result)] == ["Mud Skin", "Swamp Curse", "Rising Water"]
    assert result.diagnostics == []


def test_native_statblock_is_canonical_and_fmt_orders_its_rows():
    assert format_text(BOG_HAG, "hag.ability").text == BOG_HAG
    shuffled = BOG_HAG.replace(
        "Level: 3 | Roles: Elite Hexer | EV: 20\nAncestry: Fey, Hag\n",
        "Ancestry: Fey, Hag\nEV: 20 | Level: 3\nRoles:   Elite Hexer\n").replace("Agility: +2", "Agility: 2")
    assert format_text(shuffled, "hag.ability").text == BOG_HAG


@pytest.mark.parametrize(("text", "problem"), [
    ("Level: three | Stamina: 10", "Level should be a number, not `three`"),
    ("Level: 1 | Stamina: 10", "no Might"),
])
def test_statblock_problems(text, problem):
    (block,) = statblocks_of(read_text("m.ability", f"Monster (Statblock)\n{text}\n"))
    assert any(problem in p for p in block.problems())


def test_the_same_goblin_from_markdown_and_from_yaml():
    markdown = from_source(read_file(str(GOBLINS / "Statblocks" / "Goblin Runner.md")).source)
    from_yaml = from_source(read_file(str(GOBLINS_YAML / "Statblocks" / "Goblin Runner.md")).source)
    assert markdown == from_yaml
    (runner,) = markdown
    assert runner.fields["with_captain"] == "Gain an edge on strikes"
    assert runner.fields["ev"] == "3 for four minions"
    assert runner.metadata["item_id"] == "goblin-runner"  # the front matter goes with the statblock


def test_markdown_group_file_has_every_statblock_and_the_malice_features():
    blocks = from_source(read_file(str(GOBLINS / "Goblins.md")).source)
    assert [b.kind for b in blocks].count("statblock") == 12
    assert [b.name for b in blocks if b.kind == "malice_features"] == ["Goblin Malice"]


@pytest.mark.slow
def test_every_statblock_in_the_corpus_round_trips_through_native_and_markdown():
    total = 0
    for result in corpus_report().files:  # every `*.md` of the corpus, read once for the whole suite
        blocks = statblocks_of(result)
        if not blocks:
            continue
        total += len(blocks)
        for to, name in (("ability", "x.ability"), ("md", "x.md")):
            for lang in (None, "ja"):  # (in Japanese, the labels in Japanese)
                conversion = convert_result(result, to, name, lang)
                assert statblocks_of(read_text(name, conversion.text)) == blocks, (result.path, to, lang)
        assert all(isinstance(b, Statblock) for b in blocks)
    assert total > 150


def test_markdown_of_a_native_statblock_is_the_books_table():
    conversion = convert_result(read_text("hag.ability", BOG_HAG), "md", "hag.md")
    assert conversion.problems == ()
    text = conversion.text
    assert "| Fey, Hag | - | Level 3 | Elite Hexer | EV 20 |\n" in text
    assert "| **1M**<br/> Size | **6**<br/> Speed | **120**<br/> Stamina |" in text
    assert "**Lair:** a sunken hut" in text
    assert "###### Hag Malice (Malice Features)\n\nAt the start of the hag's turn" in text
    assert "> ⭐️ **Mud Skin**" in text


def test_convert_to_japanese_writes_a_statblocks_labels_in_japanese_and_reads_them_back():
    hag = statblocks_of(read_text("hag.ability", BOG_HAG))
    native = convert_result(read_text("hag.ability", BOG_HAG), "ability", "hag.ja.ability", "ja")
    assert native.problems == ()
    assert "Bog Hag (スタッツ・ブロック)\nレベル: 3 | 役割: Elite Hexer | EV: 20\n祖先: Fey, Hag\n" in native.text
    assert "サイズ: 1M | 速度: 6 | スタミナ: 120 | 安定性: 1 | フリー・ストライク: 5\n" in native.text
    assert "無効化: Poison 5 | 移動: Swim | 弱点: Fire 5\n筋力: 0 | 敏捷力: +2 | 知力: +1" in native.text
    assert "Lair: a sunken hut" in native.text  # a field of no id keeps its label
    assert statblocks_of(read_text("hag.ja.ability", native.text)) == hag
    markdown = convert_result(read_text("hag.ability", BOG_HAG), "md", "hag.ja.md", "ja")
    assert markdown.problems == ()
    assert "| Fey, Hag | - | レベル 3 | Elite Hexer | EV 20 |\n" in markdown.text
    assert "| **1M**<br/> サイズ | **6**<br/> 速度 | **120**<br/> スタミナ |" in markdown.text
    assert statblocks_of(read_text("hag.ja.md", markdown.text)) == hag
    # and back: English labels again, the same statblock
    english = convert_result(read_text("hag.ja.ability", native.text), "ability", "hag.ability", "en")
    assert "Bog Hag (Statblock)\nLevel: 3 | Roles: Elite Hexer | EV: 20\n" in english.text
    assert statblocks_of(read_text("hag.ability", english.text)) == hag


def test_fmt_and_convert_keep_a_japanese_statblock_and_signature_as_written():
    native = convert_result(read_text("hag.ability", BOG_HAG), "ability", "hag.ja.ability", "ja").text
    assert "(シグネチャー)" in native
    assert format_text(native, "hag.ja.ability").text == native  # was refused: it would drop `レベル`, ...
    again = convert_result(read_text("hag.ja.ability", native), "ability", "again.ability")  # no `--lang`
    assert "Bog Hag (スタッツ・ブロック)\nレベル: 3" in again.text and "(シグネチャー)" in again.text
    # labels in Japanese under the English tag are kept in Japanese too; an English statblock stays English
    mixed = native.replace("(スタッツ・ブロック)", "(Statblock)")
    assert format_text(mixed, "hag.ja.ability").text == mixed
    assert format_text(BOG_HAG, "hag.ability").text == BOG_HAG


def test_cards_print_a_malice_group_with_its_introduction(tmp_path):
    from statblock.cli import main

    source = tmp_path / "hag.ability"
    source.write_text(BOG_HAG.replace("(Malice Features)", "(Level 4+ Malice Features)"), encoding="utf-8")
    for lang, tag in (("en", "Level 4+ Malice Features"), ("ja", "レベル 4+ 悪意の特徴")):
        out = tmp_path / f"cards-{lang}.txt"
        assert main(["cards", str(source), "--lang", lang, "-o", str(out)]) == 0
        text = out.read_text(encoding="utf-8")
        order = [text.index(name) for name in ("Bog Hag", "Lair: a sunken hut", "Mud Skin", "Hag Malice", tag,
                                                  "At the start of the hag's turn", "Rising Water")]
        assert order == sorted(order)


def test_json_carries_the_statblocks(tmp_path):
    import json

    from statblock.cli import main

    source = tmp_path / "hag.ability"
    source.write_text(BOG_HAG, encoding="utf-8")
    assert main(["convert", str(source), "--to", "json", "-o", str(tmp_path / "out")]) == 0
    data = json.loads((tmp_path / "out" / "hag.json").read_text(encoding="utf-8"))
    hag, malice = data["statblocks"]
    assert hag["fields"]["stamina"] == "120" and hag["characteristics"]["intuition"] == 3
    assert malice["kind"] == "malice_features" and malice["characteristics"] is None


@pytest.mark.parametrize("written, types, one_of", [
    ("Cold, fire, or lightning", ["cold", "fire", "lightning"], True),
    ("Cold, fire, or lightning 5", ["cold", "fire", "lightning"], True),
    ("冷気、火炎、または電撃", ["cold", "fire", "lightning"], True),
    ("Acid 2, sonic 2, and fire 2", ["acid", "sonic", "fire"], False),
    ("Poison 5", ["poison"], False),
])
def test_the_or_before_a_lists_last_damage_type_is_the_lists(written, types, one_of):
    """`Immunity: Cold, fire, or lightning` (one of them, chosen): the last entry was a damage type named `or
    lightning`, printed so on Japanese cards; its `or` is the list's, and the JSON says the list is one of them
    (`one_of`: it listed three immunities as if each were held, a review's finding)."""
    from statblock.rulesets.draw_steel.serialize import parse_json

    hag = read_text("hag.ability", BOG_HAG.replace("Immunity: Poison 5", f"Immunity: {written}"))
    (statblock,) = [s for s in hag.statblocks if s.kind == "statblock"]
    assert [i.damage_type for i in statblock.immunities] == types
    assert [i.one_of for i in statblock.immunities] == [one_of] * len(types)
    said = [s for s in parse_json([], hag.statblocks)["statblocks"] if s["kind"] == "statblock"][0]["immunities"]
    assert [m.get("one_of", False) for m in said] == [one_of] * len(types)


def test_a_japanese_card_says_the_lists_or_in_japanese(tmp_path):
    from statblock.cli import main

    source = tmp_path / "hag.ability"
    source.write_text(BOG_HAG.replace("Immunity: Poison 5", "Immunity: Cold, fire, or lightning"), encoding="utf-8")
    for lang, said in (("en", "Cold, fire, or lightning"), ("ja", "、または")):
        out = tmp_path / f"cards-{lang}.txt"
        assert main(["cards", str(source), "--lang", lang, "-o", str(out)]) == 0
        text = out.read_text(encoding="utf-8")
        assert said in text
        assert lang == "en" or " or " not in text.split("Mud Skin")[0]


@pytest.mark.parametrize("written, code, severity", [
    ("Fier 5", "SB173", "error"),           # a slip for one of the book's: the type meant
    ("Frost 5", "SB173", "warning"),        # a type of the statblock's own: said, kept as written
    ("Poison 5, fier 2", "SB173", "error"),
    ("Damage 3", None, None),               # every type
    ("Cold, fire, or lightning", None, None),
    ("Sonic R", None, None),                # a characteristic for the value
])
def test_an_immunity_of_a_damage_type_the_book_has_none_of_is_said(written, code, severity):
    """`Immunity: Fier 5` was kept as a damage type named `fier`, with no word said."""
    for field, before in (("Immunity", "Poison 5"), ("Weakness", "Fire 5")):
        text = BOG_HAG.replace(f"{field}: {before}", f"{field}: {written}")
        found = [(d.code, d.severity.value) for d in read_text("hag.ability", text).diagnostics if d.code == "SB173"]
        assert found == ([] if code is None else [(code, severity)]), (field, found)


@pytest.mark.parametrize("field, written, japanese", [
    ("EV", "3 for four minions", "EV 3（ミニオン4体につき）"),
    ("EV", "6 for 8 minions", "EV 6（ミニオン8体につき）"),
    ("With Captain", "+2 bonus to speed", "キャプテン同伴 速度 +2"),
    ("With Captain", "+4 bonus to Stamina", "キャプテン同伴 スタミナ +4"),
    ("With Captain", "+5 bonus to ranged distance", "キャプテン同伴 遠距離の距離 +5"),
    ("With Captain", "+1 damage bonus to strikes", "キャプテン同伴 ストライクのダメージ +1"),
    ("With Captain", "Gain an edge on strikes", "キャプテン同伴 ストライクに有利"),
    ("With Captain", "Have a double edge on strikes", "キャプテン同伴 ストライクに倍有利"),
    # not the book's phrase: as written
    ("With Captain", "Sings loudly", "キャプテン同伴 Sings loudly"),
])
def test_a_japanese_card_says_a_minion_s_values_in_japanese(tmp_path, field, written, japanese):
    """`EV 3 for four minions`, `With Captain +2 bonus to speed` were English on a Japanese card (136 and 136 cards of
    the corpus); the English card is as written; the malice group's English introduction is marked 〔原文〕, as an
    ability's English text is (was printed bare)."""
    from statblock.cli import main

    source = tmp_path / "hag.ability"
    text = BOG_HAG.replace("EV: 20", f"EV: {written}" if field == "EV" else "EV: 20")
    if field == "With Captain":
        text = text.replace("Weakness: Fire 5", f"With Captain: {written} | Weakness: Fire 5")
    source.write_text(text, encoding="utf-8")
    for lang in ("en", "ja"):
        out = tmp_path / f"cards-{lang}.md"
        assert main(["cards", str(source), "--lang", lang, "-o", str(out)]) == 0
        printed = out.read_text(encoding="utf-8")
        if lang == "ja":
            assert japanese in printed
            assert "〔原文〕At the start of the hag's turn" in printed
        else:
            assert written in printed and "〔" not in printed


@pytest.mark.parametrize("field, written, english", [
    ("EV", "3（ミニオン4体につき）", "EV 3 for four minions"),
    ("With Captain", "速度 +2", "With Captain +2 bonus to speed"),
    ("With Captain", "スタミナ +4", "With Captain +4 bonus to Stamina"),
    ("With Captain", "遠距離の距離 +5", "With Captain +5 bonus to ranged distance"),
    ("With Captain", "ストライクのダメージ +1", "With Captain +1 damage bonus to strikes"),
    ("With Captain", "ストライクに倍有利", "With Captain Gain a double edge on strikes"),
    ("With Captain", "歌う", "With Captain 歌う"),  # no phrase of the book's: as written
])
def test_an_english_card_says_a_japanese_minion_s_values_in_english(tmp_path, field, written, english):
    """The Japanese a Japanese card prints for the book's phrases, written by an author, in English on an English card."""
    from statblock.cli import main

    source = tmp_path / "hag.ability"
    text = BOG_HAG.replace("EV: 20", f"EV: {written}" if field == "EV" else "EV: 20")
    if field == "With Captain":
        text = text.replace("Weakness: Fire 5", f"With Captain: {written} | Weakness: Fire 5")
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "cards-en.md"
    assert main(["cards", str(source), "--lang", "en", "-o", str(out)]) == 0
    assert english in out.read_text(encoding="utf-8")
