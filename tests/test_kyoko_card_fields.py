"""虚構侵蝕TRPG cards as players write them, nothing lost, nothing misread: the author's own labelled lines kept as
notes (KY036), a use type of alternatives (`使用：行動／割込`), a loss that says the seed's rule again
(`【ＨＰ】の現在値を「0」にならないように2点減少`). docs/kyoko.md."""

from __future__ import annotations

import json

import pytest

from statblock.cli import main
from statblock.diagnostics import SourceFile
from statblock.pipeline import read_text
from statblock.rulesets import registry
from statblock.rulesets.kyoko.language import read_cards
from statblock.rulesets.kyoko.model import Loss
from statblock.rulesets.kyoko.serialize import to_json

POWER = """\
# ruleset: kyoko

《限界突破》
使用：行動／割込
スロット：1
代償：【ＨＰ】2点
侵蝕：+2
対象：自身
効果：【HP】の現在値を「0」にならないように2点減少する。
"""

CHARM = """\
Charm (item)
Use: Action or Interrupt
Slot: 1
Cost: 2
Effect: deal 3 damage.
"""


def read(text: str):
    return read_cards(SourceFile("t.kyoko", text))


def _kept(problems):
    return [(d.code, d.severity.name, d.span.text) for d in problems]


def test_the_authors_own_labels_are_kept_as_notes_and_said():
    # each was KY003, an error, and its words reached no card nor JSON
    (card,), problems = read(POWER)
    assert _kept(problems) == [("KY036", "WARNING", "スロット"), ("KY036", "WARNING", "代償"), ("KY036", "WARNING", "侵蝕")]
    assert [(n.label, n.text, n.span.line, n.span.column) for n in card.notes] == [
        ("スロット", "1", 5, 6), ("代償", "【ＨＰ】2点", 6, 4), ("侵蝕", "+2", 7, 4)]
    said = problems[0]
    assert "使用 (Use)" in said.text("en") and "搭乗人数" in said.text("en") and "メモとして" in said.text("ja")
    data = to_json(card)
    assert [(n["label"], n["text"]) for n in data["notes"]] == [("スロット", "1"), ("代償", "【ＨＰ】2点"), ("侵蝕", "+2")]
    assert data["notes"][1]["span"] == {"line": 6, "column": 4, "end_line": 6, "end_column": 10}
    (english,), problems = read(CHARM)
    assert [d.code for d in problems] == ["KY036", "KY036"]
    assert [(n.label, n.text) for n in english.notes] == [("Slot", "1"), ("Cost", "2")]


@pytest.mark.parametrize("line, fields, notes", [
    ("ナイフ（武器）　価格：１　スロット：1　使用：行動", {"use": "action", "price": "１"}, [("スロット", "1")]),
    ("札（フィクションパワー）\n使用：行動　対象：自身　代償：【ＨＰ】2点", {"use": "action", "target": "自身"},
     [("代償", "【ＨＰ】2点")]),
    ("札（フィクションパワー）\n使用：行動、代償：【ＨＰ】2点、対象：自身", {"use": "action", "target": "自身"},
     [("代償", "【ＨＰ】2点")]),
    ("Blink (power)\nUse: Action  Slot: 1  Target: self", {"use": "action", "target": "self"}, [("Slot", "1")]),
    ("札（所持品）\n使用：行動（時刻：10:30）", {"use": "action"}, []),
], ids=["name-line", "after-target", "commas", "english", "no-label-in-brackets"])
def test_a_label_of_the_authors_on_a_line_of_fields_is_a_note_and_the_next_field_is_read(line, fields, notes):
    # before, `価格：１　スロット：1` was the price `１　スロット：1`, `対象：自身　代償：…` the target `自身　代償：…`, and
    # `Use: Action  Slot: 1` an unknown use type
    (card,), problems = read(line + "\n効果：x\n")
    assert [d.code for d in problems if d.code != "KY020"] == ["KY036"] * len(notes)
    assert [(n.label, n.text) for n in card.notes] == notes
    assert card.use == fields["use"] and card.target == fields.get("target", card.target)
    if "price" in fields:
        assert [(d.field, d.text) for d in card.details if d.field == "price"] == [("price", fields["price"])]


def test_a_slip_of_a_field_label_is_still_an_error():
    # a label close to one of the game's is a slip, not a note of the author's
    (card,), problems = read("札（所持品）\n仕様：行動\n使用タイミング：行動\n効果：x\n")
    assert [(d.code, d.severity.name) for d in problems] == [("KY005", "WARNING"), ("KY003", "ERROR"), ("KY003", "ERROR")]
    assert card.notes == ()


def test_an_unknown_label_after_the_effect_goes_on_with_the_effect():
    # (a weapon's data after its effect, `ダメージ：5点`, is effect text the grammar reads)
    (card,), problems = read("刀（武器）\n使用：行動\n効果：攻撃する。\nダメージ：5点\n")
    assert problems == [] and card.notes == () and card.effect_text.endswith("ダメージ：5点")


@pytest.mark.parametrize("lang, shown", [("ja", ["スロット：1", "代償：【ＨＰ】2点", "侵蝕：\\+2", "使用：行動／割込"]),
                                         ("en", ["スロット: 1", "Use: Action / Interrupt"])])
def test_the_cards_print_the_notes_and_the_alternatives(tmp_path, lang, shown):
    source = tmp_path / "p.kyoko"
    source.write_text(POWER, encoding="utf-8")
    out = tmp_path / f"p.{lang}.md"
    assert main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    for line in shown:
        assert f"- {line}" in text


@pytest.mark.parametrize("written, uses", [
    ("行動／割込", ("action", "interrupt")), ("割込/行動", ("interrupt", "action")), ("行動・割込", ("action", "interrupt")),
    ("行動または割込", ("action", "interrupt")), ("行動 ／ 割込", ("action", "interrupt")),
    ("Action / Interrupt", ("action", "interrupt")), ("Action or Interrupt", ("action", "interrupt")),
    ("行動／行動", ("action",)),
], ids=["slash", "reversed", "dot", "mataha", "spaced", "en-slash", "en-or", "twice"])
def test_a_use_type_of_alternatives_is_read(written, uses):
    # was KY020, an unknown use type, and the card had none
    (card,), problems = read(f"札（フィクションパワー）\n使用：{written}\n効果：x\n")
    assert problems == [] and (card.use, card.uses) == (uses[0], uses)
    assert to_json(card)["uses"] == list(uses) and to_json(card)["use"] == uses[0]


def test_constant_is_no_alternative_and_a_slip_in_one_is_shown_at_it():
    (card,), problems = read("札（フィクションパワー）\n使用：行動／常時\n効果：x\n")
    assert [(d.code, d.severity.name) for d in problems] == [("KY020", "ERROR")]
    assert card.uses == ("action",) and "常時" in problems[0].text("ja") and "never declared" in problems[0].text("en")
    (card,), problems = read("札（フィクションパワー）\n使用：行動／割り込み\n効果：x\n")
    d, = problems
    assert (d.code, d.span.text, d.span.column, d.help("ja")) == ("KY020", "割り込み", 7, "「割込」と書いてください")
    assert card.uses == ("action",)


def test_or_is_a_separator_only_as_a_word_of_its_own():
    # `Major Action` ends its first word in `or`: one use type (unknown, said at its whole words), never `Maj` and `Action`
    (card,), problems = read("札（フィクションパワー）\n使用：Major Action\n効果：x\n")
    assert [(d.code, d.span.text) for d in problems] == [("KY020", "Major Action")] and card.uses == ()


def test_one_use_type_is_the_only_one_of_uses():
    (card,), _ = read("札（所持品）\n使用：常時\n効果：x\n")
    assert card.uses == ("constant",) and to_json(card)["uses"] == ["constant"]
    (card,), _ = read("札（所持品）\n効果：x\n")
    assert card.uses == () and to_json(card)["uses"] == []


@pytest.mark.parametrize("written", [
    "【HP】の現在値を「0」にならないように2点減少する。", "【ＨＰ】を０にならないように２点減少させる。",
    "ＨＰを、「０」にならない範囲で2点失う。", "【HP】の現在値を2点減少する。",
])
def test_a_loss_that_says_the_seeds_rule_again_is_the_same_loss(written):
    # seed 004: 「【ＨＰ】の現在値が「0」になるように減少させることはできない」, the rule of every such loss; the card that
    # says it again was text with no word
    (card,), problems = read(f"札（フィクションパワー）\n使用：行動\n効果：{written}\n")
    loss, = [e for e in card.effects if isinstance(e, Loss)]
    assert problems == [] and (loss.stat, loss.amount.number) == ("hp", 2) and written.startswith(loss.text)


def test_a_loss_with_no_number_stays_text():
    (card,), _ = read("札（フィクションパワー）\n使用：行動\n効果：【HP】を「0」にならないように減少する。\n")
    assert not any(isinstance(e, Loss) for e in card.effects)


def test_notes_and_alternatives_come_back_from_the_json():
    result = read_text("p.kyoko", POWER + "\n" + CHARM)
    items = registry.get("kyoko").parse_json([result])["items"]
    text = json.dumps({"abilities": [], "statblocks": [], "items": items}, ensure_ascii=False, indent=2)
    back = registry.get("kyoko").parse_json([read_text("p.json", text)])["items"]
    for one, two in zip(items, back, strict=True):
        assert [(n["label"], n["text"]) for n in one["notes"]] == [(n["label"], n["text"]) for n in two["notes"]]
        assert (one["uses"], one["effect_text"]) == (two["uses"], two["effect_text"])
    assert back[0]["uses"] == ["action", "interrupt"] and len(back[1]["notes"]) == 2
    broken = text.replace('"label": "Slot"', '"label": 3', 1)
    said = [d for d in read_text("p.json", broken).diagnostics if d.code == "KY034"]
    assert len(said) == 1 and said[0].severity.name == "ERROR"


@pytest.mark.parametrize("line, value, notes", [
    ("価格：１　Extra Slot：2", "１", [("Extra Slot", "2")]),
    ("Price: 1  Extra Slot: 2  Use: Action", "1", [("Extra Slot", "2")]),
    ("ナイフ（武器）　Extra Slot：2　使用：行動", None, [("Extra Slot", "2")]),
    ("対象：one enemy\tBonus slot: 1", "one enemy", [("Bonus slot", "1")]),
    ("対象：単体、追加 スロット：1", "単体", [("追加 スロット", "1")]),
    ("対象：One Creature Note: x", "One Creature", [("Note", "x")]),
    ("使用：行動 Slot: 1", None, [("Slot", "1")]),
], ids=["fullwidth-blank", "english", "name-line", "tab", "japanese-words", "one-blank", "one-word"])
def test_a_label_of_the_authors_of_several_words_is_kept_whole(line, value, notes):
    # before, `価格：１　Extra Slot：2` was the price `１　Extra` and the note `Slot`; the name line was the whole name (KY001).
    # After a gap wider than one blank (or a separator) the label's words are its own; after one blank they cannot be
    # told from the value's, and the label is its last word (`One Creature`, `Note`)
    text = line if line.startswith("ナイフ") else "ナイフ（武器）\n" + line
    (card,), problems = read(text + "\n効果：x\n")
    assert [d.code for d in problems if d.code != "KY005"] == ["KY036"] * len(notes)
    assert [(n.label, n.text) for n in card.notes] == notes and problems[-1].span.text == notes[0][0]
    if value is not None:
        assert card.target == value if "対象" in line else [d.text for d in card.details if d.field == "price"] == [value]


@pytest.mark.parametrize("written, use, note, shown", [
    ("行動（攻撃）", "action", "攻撃", {"ja": "使用：行動（攻撃）", "en": "Use: Action (攻撃)"}),
    ("割込 (防御時)", "interrupt", "防御時", {"ja": "使用：割込（防御時）", "en": "Use: Interrupt (防御時)"}),
    ("Action (attack)", "action", "attack", {"ja": "使用：行動（attack）", "en": "Use: Action (attack)"}),
    ("行動／割込（攻撃）", "action", "攻撃", {"ja": "使用：行動／割込（攻撃）", "en": "Use: Action / Interrupt (攻撃)"}),
    # (KY020 said `行動（攻撃）` was an unknown use type, and the card had none)
    ("行動（攻撃）／割込", "action", "攻撃", {"ja": "使用：行動（攻撃）／割込", "en": "Use: Action (攻撃) / Interrupt"}),
    ("Action (attack) or Interrupt", "action", "attack",
     {"ja": "使用：行動（attack）／割込", "en": "Use: Action (attack) / Interrupt"}),
    ("割込・行動（攻撃時）／行動", "interrupt", "攻撃時", {"ja": "使用：割込／行動（攻撃時）", "en": "Use: Interrupt / Action (攻撃時)"}),
], ids=["ja", "half-width", "en", "alternatives", "note-then-alternative", "note-then-alternative-en",
        "note-after-the-last-read"])
def test_the_words_in_parentheses_after_a_use_type_reach_card_and_json(tmp_path, written, use, note, shown):
    # `使用：行動（攻撃）`: KY020 said the words in parentheses were not read, and they were dropped from the card and the
    # JSON; they are kept as written now (the rulebook gives a use type none: not read), said where they are
    (card,), problems = read(f"札（所持品）\n使用：{written}\n効果：x\n")
    said = [d for d in problems if d.code == "KY020"]
    assert card.use == use and card.use_note.text == note and card.use_note.span.text == note
    assert len(said) == 1 and said[0].severity.name == "WARNING" and "use_note" in said[0].text("en")
    assert to_json(card)["use_note"]["text"] == note and to_json(card)["use_note"]["span"]["line"] == 2
    source = tmp_path / "u.kyoko"
    source.write_text(f"札（所持品）\n使用：{written}\n効果：x\n", encoding="utf-8")
    for lang in ("ja", "en"):
        out = tmp_path / f"u.{lang}.md"
        assert main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(out)]) == 0
        assert f"- {shown[lang]}" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("written, more, shown", [
    ("行動（攻撃）／割込（防御）", [("interrupt", "防御")],
     {"ja": "使用：行動（攻撃）／割込（防御）", "en": "Use: Action (攻撃) / Interrupt (防御)"}),
    ("行動／割込（攻撃）（防御）", [("interrupt", "防御")],
     {"ja": "使用：行動／割込（攻撃）（防御）", "en": "Use: Action / Interrupt (攻撃) (防御)"}),
    ("Action (hack) or Interrupt (parry)", [("interrupt", "parry")],
     {"ja": "使用：行動（hack）／割込（parry）", "en": "Use: Action (hack) / Interrupt (parry)"}),
    # (words after a part that is no use type: said at that part, KY020, the words kept at the end)
    ("行動（攻撃）／割り込み（防御）", [(None, "防御")], {"ja": "使用：行動（攻撃）（防御）", "en": "Use: Action (攻撃) (防御)"}),
    ("行動（攻撃）（防御）", [("action", "防御")], {"ja": "使用：行動（攻撃）（防御）", "en": "Use: Action (攻撃) (防御)"}),
], ids=["ja", "both-after-the-last", "en", "after-an-unknown-part", "one-use-type"])
def test_words_after_every_use_type_reach_card_and_json_in_the_order_written(tmp_path, written, more, shown):
    """Before, words in parentheses after a second use type were an error and in neither card nor JSON. The JSON
    reads back to the same words, in the same places, with no error."""
    text = f"札（所持品）\n使用：{written}\n効果：x\n"
    (card,), problems = read(text)
    assert [(after, note.text) for after, note in card.more_use_notes] == more
    assert all(note.span.text == note.text for _, note in card.more_use_notes)
    assert [d.severity.name for d in problems if d.span.text in {n for _, n in more}] == ["WARNING"] * len(more)
    assert [n["text"] for n in to_json(card)["more_use_notes"]] == [n for _, n in more]
    source = tmp_path / "u.kyoko"
    source.write_text(text, encoding="utf-8")
    for lang in ("ja", "en"):
        out = tmp_path / f"u.{lang}.md"
        errors = any(d.severity.name == "ERROR" for d in problems)   # (the unknown part: the cards are written, exit 1)
        assert main(["cards", str(source), "--format", "md", "--lang", lang, "-o", str(out)]) == (1 if errors else 0)
        assert f"- {shown[lang]}" in out.read_text(encoding="utf-8")
    items = registry.get("kyoko").parse_json([read_text("u.kyoko", text)])["items"]
    back = read_text("u.json", json.dumps({"abilities": [], "statblocks": [], "items": items}, ensure_ascii=False))
    assert [d.severity.name for d in back.diagnostics] == ["WARNING"] * (1 + len(more))
    (again,) = registry.get("kyoko").parse_json([back])["items"]
    assert [n["text"] for n in again["more_use_notes"]] == [n for _, n in more]
    assert again["use_note"]["text"] == items[0]["use_note"]["text"]


def test_more_use_notes_that_cannot_be_read_back_are_said_and_the_rest_read():
    """A JSON `more_use_notes` entry that is no object, words with a line break, an `after` of no use type written:
    KY034 each, where it is; the others and the card are read."""
    result = read_text("u.kyoko", "槍（所持品）\n使用：行動（攻撃）／割込（防御）\n効果：x\n")
    items = registry.get("kyoko").parse_json([result])["items"]
    items[0]["more_use_notes"] += [3, {"text": "a\nb", "after": "interrupt"}, {"text": "盾", "after": "constant"}]
    data = json.dumps({"abilities": [], "statblocks": [], "items": items}, ensure_ascii=False, indent=2)
    back = read_text("u.json", data)
    said = [d for d in back.diagnostics if d.code == "KY034"]
    assert [d.severity.name for d in said] == ["ERROR"] * 3
    assert ["more_use_notes[1]" in said[0].text("en"), "more_use_notes[2].text" in said[1].text("en"),
            "more_use_notes[3].after" in said[2].text("en")] == [True] * 3
    again = registry.get("kyoko").parse_json([back])["items"]
    assert [n["text"] for n in again[0]["more_use_notes"]] == ["防御", "盾"]
    assert [n["after"] for n in again[0]["more_use_notes"]] == ["interrupt", "interrupt"]  # (at the last)


def test_a_card_without_words_after_its_use_type_has_none():
    (card,), problems = read("札（所持品）\n使用：行動\n効果：x\n")
    assert card.use_note is None and to_json(card)["use_note"] is None and problems == []


def test_the_words_after_the_use_type_come_back_from_the_json():
    result = read_text("u.kyoko", "札（所持品）\n使用：行動（攻撃）\n効果：x\n\nCharm (item)\nUse: Action (attack)\nEffect: x\n")
    items = registry.get("kyoko").parse_json([result])["items"]
    text = json.dumps({"abilities": [], "statblocks": [], "items": items}, ensure_ascii=False, indent=2)
    back = read_text("u.json", text)
    items_back = registry.get("kyoko").parse_json([back])["items"]
    assert [(i["use"], i["use_note"]["text"]) for i in items_back] == [("action", "攻撃"), ("action", "attack")]
    assert [d.code for d in back.diagnostics] == ["KY020", "KY020"]   # said where the JSON holds them
    assert all(d.span.path == "u.json" for d in back.diagnostics)
    broken = read_text("u.json", text.replace('"text": "攻撃"', '"text": 3', 1))
    said = [d for d in broken.diagnostics if d.code == "KY034"]
    assert len(said) == 1 and "use_note.text" in said[0].text("en")


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_a_line_of_many_labels_of_the_authors_is_read_in_linear_time():
    """Each label of the author's on a line of fields looked for the game's labels to the line's end: a line of 8,000
    took ten seconds. They are looked for up to the author's next label only."""
    from bounds import cpu_seconds

    def line(n: int) -> str:
        return "札（所持品）\n使用：行動" + " x：1" * n + "\n効果：x\n"

    (card,), _ = read(line(3))
    assert [(n.label, n.text) for n in card.notes] == [("x", "1")] * 3 and card.use == "action"
    timings = [cpu_seconds(lambda n=n: read(line(n))) for n in (1500, 6000)]
    assert timings[1] < 8 * timings[0] + 0.05, timings  # four times the text, not sixteen times the time


@pytest.mark.parametrize("head, category", [
    ("刀（所持品／武器）", "weapon"), ("刀（武器・所持品）", "weapon"), ("Blade (item, weapon)", "weapon"),
    ("Vest (Armor / Item)", "armor"), ("■刀（所持品 武器）　価格：1", "weapon"), ("車（所持品、乗物）", "vehicle"),
    ("・刀（武器）　価格：1", "weapon"),
])
def test_an_item_and_its_category_together_are_its_kind(head, category):
    # `刀（所持品／武器）` was KY002 (an unknown kind) and the card had none; a list's mark before a name line that goes
    # on with fields (`・刀（武器）　価格：1`) was part of the name
    (card,), problems = read(f"{head}\n使用：行動\n効果：x\n")
    assert problems == [] and (card.kind, card.category) == ("item", category)
    assert card.name in ("刀", "Blade", "Vest", "車") and to_json(card)["category"] == category


@pytest.mark.parametrize("head", ["刀（フィクションパワー／武器）", "刀（所持品／所持品）", "刀（武器／防具）", "刀（所持品／武器／防具）"])
def test_a_kind_and_category_that_disagree_stay_unknown(head):
    (card,), problems = read(f"{head}\n使用：行動\n効果：x\n")
    assert [d.code for d in problems] == ["KY002"] and card.kind is None


def test_words_in_parentheses_after_the_first_of_two_use_types_are_its_in_card_and_json():
    """`使用：行動（攻撃）／割込`: two use types, the first with words in parentheses (before, KY020, an unknown use type
    `行動（攻撃）`, at that part, and the card had no use). Both are read, the words kept after 行動: the JSON's
    `use_note.after` (said only there) names the use type they follow, and the JSON reads back to the same card.
    Words after the second too (`行動（攻撃）／割込（防御）`) are kept after it, `more_use_notes` (before, an error at
    them and they were in neither card nor JSON)."""
    text = "刃（所持品）\n使用：行動（攻撃）／割込\n効果：x\n\n槍（所持品）\n使用：行動（攻撃）／割込（防御）\n効果：x\n"
    first, second = read(text)[0]
    assert (first.use, first.uses, first.use_note.text, first.use_note_after) == (
        "action", ("action", "interrupt"), "攻撃", "action")
    result = read_text("u.kyoko", text)
    assert [(d.code, d.severity.name, d.span.text) for d in result.diagnostics] == [
        ("KY020", "WARNING", "行動（攻撃）／割込"),
        ("KY020", "WARNING", "行動（攻撃）／割込（防御）"),
        ("KY020", "WARNING", "防御")]   # (a second use type's words: kept after it, said where they are)
    assert "`割込`" in result.diagnostics[2].text("en") and "「防御」" in result.diagnostics[2].text("ja")
    assert (second.uses, second.use_note.text, second.use_note_after) == (("action", "interrupt"), "攻撃", "action")
    assert [(after, note.text, note.span.text) for after, note in second.more_use_notes] == [
        ("interrupt", "防御", "防御")]
    items = registry.get("kyoko").parse_json([result])["items"]
    assert items[0]["use_note"]["after"] == "action" and items[0]["use_note"]["span"]["column"] == 7
    assert "more_use_notes" not in items[0]   # (said only where there are some)
    assert items[1]["more_use_notes"] == [{"text": "防御", "span": {"line": 6, "column": 14, "end_line": 6,
                                                                   "end_column": 16}, "after": "interrupt"}]
    assert "after" not in to_json(read("刃（所持品）\n使用：行動／割込（攻撃）\n効果：x\n")[0][0])["use_note"]
    data = json.dumps({"abilities": [], "statblocks": [], "items": items}, ensure_ascii=False, indent=2)
    back = read_text("u.json", data)
    assert [d.code for d in back.diagnostics] == ["KY020", "KY020", "KY020"]
    again = registry.get("kyoko").parse_json([back])["items"]
    assert [(i["uses"], i["use_note"]["text"], i["use_note"].get("after"), i.get("more_use_notes", [{}])[0].get("text"))
            for i in again] == [(["action", "interrupt"], "攻撃", "action", None),
                                (["action", "interrupt"], "攻撃", "action", "防御")]
    edited = read_text("u.json", data.replace('"after": "action"', '"after": "constant"', 1))
    assert [d.code for d in edited.diagnostics if d.severity.name == "ERROR"] == ["KY034"]
