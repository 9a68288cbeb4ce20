"""虚構侵蝕TRPG: what the review of the kyleft5 merge found (kymend7), each in Japanese and English: a list goes on
over a line of prose between its items (`or`, a second sentence of an option) and ends only at the lead-in of another
list; a lead-in that says all is steps even where it also holds a choice's word (`either`, `選択`); a list indented
under an item is a list of its own; JSON written before lists were judged each by its own lead-in reads back with no
KY034; bracketed game words on Markdown cards read back however they are escaped; the ［状態］ reference of a
Markdown card file read with the card reader's own leniency; KY041 only for the reference at a text card file's end."""

from __future__ import annotations

import pytest

from statblock.rulesets.kyoko.model import Option

from test_kyoko_left4 import card_of   # (a card whose effect is these lines)
from test_kyoko_left5 import _cards_md   # (the card file `cards --format md` writes of these lines)


def marks(lines: str) -> list[int]:
    """The options' indexes of the card whose effect is `lines`, in order (0 for an item that is a step)."""
    (card,), problems = card_of(lines)
    assert not [p for p in problems if p.severity.name == "ERROR"]
    return [e.index if isinstance(e, Option) else 0 for e in card.effects
            if isinstance(e, Option) or e.text.lstrip().startswith(("- ", "・"))]


# ---- R1: a line of prose between a list's items does not end it; only another list's lead-in does ----

@pytest.mark.parametrize(("lines", "expected"), [
    ("Choose one:\n- Deal 2 damage.\nor\n- Gain [Focused].", [1, 2]),
    ("以下から1つを選ぶ。\n- 3点のダメージを与える。\nまたは\n- ［集中］を得る。", [1, 2]),
    ("以下から1つを選ぶ。\n- 3点のダメージを与える。\n  さらに対象を1マス押す。\n- ［集中］を得る。", [1, 2]),
    ("Choose one:\n- Deal 3 damage.\n  Then push the target 1 square.\n- Gain [Focused].", [1, 2]),
    ("Choose one:\n- Recover 3.\n- Gain [Focused].\n  It lasts until the end of the scene.\n- Inflict [Distracted].",
     [1, 2, 3]),
    ("以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\n  これはシーン終了まで続く。\n- ［散漫］を与える。", [1, 2, 3]),
])
def test_a_line_of_prose_between_items_keeps_the_list(lines, expected):
    assert marks(lines) == expected


# ---- R2: a lead-in that says all is steps, whatever choice's word it also holds ----

@pytest.mark.parametrize(("lines", "expected"), [
    ("Do all of the following:\n- Deal 2 damage.\n- Inflict [Distracted].\nThen, if either target is adjacent, do all "
     "of the following:\n- Deal 1 damage.\n- Gain [Focused].", [0, 0, 0, 0]),
    ("以下をすべて行う。\n- 2点のダメージを与える。\n- ［散漫］を与える。\n選択した対象に、以下をすべて行う。\n- 1点のダメージを与える。\n"
     "- ［集中］を得る。", [0, 0, 0, 0]),
    ("If either target is adjacent, do all of the following:\n- Deal 1 damage.\n- Gain [Focused].", [0, 0]),
    ("選択した対象に、以下をすべて与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    # (the words nearest the list decide: all said first, then a choice)
    ("Deal 2 damage to all of them. Then choose one:\n- Recover 3.\n- Gain [Focused].", [1, 2]),
    ("すべての対象に2点のダメージを与える。その後、以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。", [1, 2]),
])
def test_a_lead_in_that_says_all_is_steps(lines, expected):
    assert marks(lines) == expected


# ---- R3: JSON written while every list of a card was one (after kyleft4, before kyleft5) reads back with no KY034 ----

def _json_of(lines: str) -> list:
    from statblock.pipeline import read_text
    from statblock.rulesets import registry

    result = read_text("c.kyoko", f"試作品（フィクションパワー）\n使用：行動\n効果：{lines}\n")
    return registry.get("kyoko").parse_json([result])["items"]


def _as_one_list(effects: list) -> list:
    """The effects as the reader wrote them before each list was judged by its own lead-in: every item an option,
    counted from 1 over the card (the lists here each lead in with a choice's words before the first)."""
    out, index = [], 0
    for n, effect in enumerate(effects):
        at_start = n == 0 or (effects[n - 1]["type"], effects[n - 1]["text"]) == ("text", "\n")
        if effect["type"] == "option":
            index += 1
            out.append({**effect, "index": index})
        elif at_start and effect["type"] == "text" and effect["text"].startswith(("- ", "・")):
            index += 1
            size = 2 if effect["text"].startswith("- ") else 1
            out.append({"type": "option", "index": index, "text": effect["text"][:size], "span": effect["span"]})
            if effect["text"][size:]:
                out.append({**effect, "text": effect["text"][size:]})
        else:
            out.append(effect)
    return out


def _read_back(items: list) -> list[str]:
    import json

    from statblock.pipeline import read_text

    back = read_text("old.json", json.dumps({"abilities": [], "statblocks": [], "items": items}, ensure_ascii=False))
    return [d.code for d in back.diagnostics if d.code == "KY034"]


@pytest.mark.parametrize("lines", [
    "以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\nその後、以下をすべて行う。\n・［散漫］を与える。\n・2点のダメージを与える。",
    "Choose one:\n- Recover 3.\n- Gain [Focused].\nThen do all of the following:\n- Inflict [Distracted].\n"
    "- Deal 2 damage.",
    "以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\nさらに、次のうち1つを選ぶ。\n- ［散漫］を与える。\n- 2点のダメージを与える。",
    "Choose one:\n- Recover 3.\n- Gain [Focused].\nThen choose one more:\n- Inflict [Distracted].\n- Deal 2 damage.",
])
def test_json_of_one_list_per_card_reads_back_with_no_warning(lines):
    items = _json_of(lines)
    old = _as_one_list(items[0]["effects"])
    assert old != items[0]["effects"]
    assert _read_back(items) == []
    items[0]["effects"] = old
    assert _read_back(items) == []
    old[-1 if old[-1]["type"] == "option" else [e["type"] for e in old].index("option")]["index"] = 9
    assert _read_back(items) == ["KY034"]   # (an index edited alone is still said)


# ---- I1: a Markdown card's escapes are Markdown's: undone as read (`\[崩壊2\](…)`, `\[集中\]:`, `\&` were words) ----

def _effects(card) -> list:
    from statblock.rulesets.kyoko.serialize import to_json

    return [{k: v for k, v in e.items() if k != "span"} for e in to_json(card)["effects"]]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("effect", [
    "対象に[崩壊2](ラウンド終了まで)を与える。[集中]: ダイス＋1個。",
    "Inflict [Decay 2](until the end of the round). [Focused]: one more die.",
    "Deal 2 damage & push 1 square *twice*.",
    "3点のダメージ & 1マスのプッシュ（*2回*）。以下から1つを選ぶ。\n- [集中]を得る。\n- [散漫]を与える。",
])
def test_a_markdown_card_reads_back_through_its_escapes(tmp_path, lang, effect):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    text = f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"
    written = _cards_md(tmp_path, text, lang)
    assert "\\" in written.split("\n## ")[1]   # (Markdown's escapes, which are no words of the card)
    (card, *_), problems = read_cards(SourceFile("c.md", written))
    (original,), said = read_cards(SourceFile("c.kyoko", text))
    assert [p.code for p in problems] == [p.code for p in said]
    assert (card.effect_text, _effects(card)) == (original.effect_text, _effects(original))


def test_a_markdown_card_written_before_reads_its_escaped_brackets():
    from statblock.pipeline import read_text

    old = "# 虚構侵蝕TRPG のカード\n\n## 試作品（フィクションパワー）\n- 使用：行動\n- 効果：対象に\\[崩壊2\\]を与える。\n"
    result = read_text("old.md", old, "kyoko")
    assert [d.code for d in result.diagnostics if d.severity.name == "ERROR"] == []
    (card,) = result.abilities
    assert [e["type"] for e in _effects(card)] == ["text", "condition", "text"]
    said = read_text("bad.md", old.replace("を与える", "を\\[与える"), "kyoko").diagnostics
    assert said and all(d.span.path == "bad.md" for d in said)
    assert (said[0].code, said[0].span.line) == ("KY007", 5)   # (on the line as written)


# ---- I2: the reference section read as leniently as the cards (`:` for `：`, a line wrapped by an editor) ----

CARDS = "試作品（フィクションパワー）\n使用：行動\n対象：単体\n効果：対象に［崩壊2］を与える。\n"


@pytest.mark.parametrize(("lang", "old", "new"), [
    ("ja", "- 効果：【ＨＰ】が0以下", "- 効果:【ＨＰ】が0以下"),
    ("ja", "### ［瀕死］", "### [瀕死]"),
    ("en", "- Does: HP at 0 or below. Always Unconscious, and that Unconscious cannot be lifted the usual ways.",
     "- Does: HP at 0 or below. Always Unconscious, and that Unconscious cannot be\n  lifted the usual ways."),
    ("en", "- Does: HP at 0 or below. Always Unconscious, and that Unconscious cannot be lifted the usual ways.",
     "- Does：HP at 0 or below. Always Unconscious, and that Unconscious cannot be\nlifted the usual ways."),
    ("ja", "- 効果：【ＨＰ】が0以下", "- 効果：【ＨＰ】が0\n  以下"),
])
def test_an_edit_of_the_reference_that_keeps_its_words_is_no_edit(tmp_path, lang, old, new):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    written = _cards_md(tmp_path, CARDS, lang)
    assert old in written
    cards, problems = read_cards(SourceFile("c.md", written.replace(old, new, 1)))
    assert [c.name for c in cards] == ["試作品"] and problems == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_wrapped_line_of_the_reference_with_other_words_is_said_with_what_to_do(tmp_path, lang):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    written = _cards_md(tmp_path, CARDS, lang)
    old = "- Ends: Only by a special effect." if lang == "en" else "- 解除：特殊な効果によってのみ解除される。"
    assert old in written, written
    edited = written.replace(old, old[:-1] + "\n  and a word more.")
    cards, problems = read_cards(SourceFile("c.md", edited))
    assert [c.name for c in cards] == ["試作品"] and [p.code for p in problems] == ["KY040"]
    assert problems[0].suggestion


# ---- I3: KY041 only for the reference at the end of a text card file, not a `Conditions` block anywhere ----

def test_a_users_file_with_a_conditions_block_before_its_cards_is_read():
    from statblock.pipeline import read_text

    big, small = "═" * 30, "─" * 30
    text = (f"{big}\n試作品（所持品）\n使用：行動\n効果：3点回復。\n{big}\nConditions\n{small}\nmy notes\n\n"
            "別の札（所持品）\n使用：行動\n効果：2点回復。\n")
    result = read_text("u.kyoko", text)
    assert "KY041" not in [d.code for d in result.diagnostics]
    assert [c.name for c in result.abilities][-2:] == ["試作品", "別の札"]
    ja = text.replace("Conditions", "［状態］一覧")
    assert "KY041" not in [d.code for d in read_text("u.kyoko", ja).diagnostics]


# ---- slow: each of these read in linear time over 100,000-character runs ----

@pytest.mark.slow
@pytest.mark.parametrize("unit", ["or\n", "- a\n", "以下", "all of ", ": ", "either all of the following ", "すべてを",
                                  "から1つ", "\n"])
def test_lists_with_prose_and_lead_ins_are_judged_in_linear_time(unit):
    from bounds import cpu_seconds

    def lines(n: int) -> str:
        return "Choose one:\n- a\n" + unit * (n // len(unit)) + "\n- b\n" + unit * (n // len(unit)) + ":\n- c\n- d"

    short, long = lines(10_000), lines(100_000)
    card_of(long)
    assert cpu_seconds(lambda: card_of(long), 2) < 15 * cpu_seconds(lambda: card_of(short), 2) + 0.5


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["\\", "\\[", "\\\\", "a\\", "\\\n", "- 効果：\\[x\\]\n"])
def test_markdown_escapes_are_undone_in_linear_time(unit):
    from bounds import cpu_seconds

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    def text(n: int) -> str:
        return "## 試作品（フィクションパワー）\n- 使用：行動\n- 効果：" + unit * (n // len(unit)) + "\n"

    short, long = text(10_000), text(100_000)
    assert cpu_seconds(lambda: read_cards(SourceFile("c.md", long)), 2) < \
        15 * cpu_seconds(lambda: read_cards(SourceFile("c.md", short)), 2) + 0.5


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["  x\n", "  HP\n", "HP\n", "  - \n", "- Does: HP\n"])
def test_wrapped_lines_of_the_reference_are_read_in_linear_time(unit):
    from bounds import cpu_seconds

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    def text(n: int) -> str:
        return "## Conditions\n\n### [Dying]\n\n- Does: HP\n" + unit * (n // len(unit)) + "- Ends: x\n"

    short, long = text(10_000), text(100_000)
    assert cpu_seconds(lambda: read_cards(SourceFile("c.md", long)), 2) < \
        15 * cpu_seconds(lambda: read_cards(SourceFile("c.md", short)), 2) + 0.5


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["\n" + "═" * 30, "\n" + "═" * 30 + "\nConditions\n" + "─" * 30, "═ ", "\n═\n"])
def test_the_reference_at_the_end_is_found_in_linear_time(unit):
    from bounds import cpu_seconds

    from statblock.pipeline import read_text

    head = "═" * 72 + "\n"
    short, long = head + unit * (10_000 // len(unit)), head + unit * (100_000 // len(unit))
    assert cpu_seconds(lambda: read_text("c.kyoko", long), 2) < 15 * cpu_seconds(lambda: read_text("c.kyoko", short), 2) + 0.5


# ---- I4: a list indented under an item is a list of its own, judged by that item's words; an option holds it ----

NESTED = [
    ("Choose one:\n- Recover 3.\n- Do all of the following:\n  - Deal 2 damage.\n  - Inflict [Distracted].\n"
     "- Gain [Focused].", [1, 2, 0, 0, 3]),
    ("以下から1つを選ぶ。\n- 3点回復する。\n- 以下をすべて行う。\n  - 2点のダメージを与える。\n  - ［散漫］を与える。\n- ［集中］を得る。",
     [1, 2, 0, 0, 3]),
    ("以下をすべて行う。\n- 3点のダメージを与える。\n- 以下から1つを選ぶ。\n  - 3点回復する。\n  - ［集中］を得る。", [0, 0, 1, 2]),
    ("Do all of the following:\n- Deal 3 damage.\n- Choose one:\n    - Recover 3.\n    - Gain [Focused].", [0, 0, 1, 2]),
]


@pytest.mark.parametrize(("lines", "expected"), NESTED)
def test_a_list_indented_under_an_item_is_a_list_of_its_own(lines, expected):
    assert marks(lines) == expected


@pytest.mark.parametrize("lines", [NESTED[0][0], NESTED[1][0]])
def test_an_option_holds_the_lines_indented_under_it(lines):
    from statblock.rulesets.kyoko.model import ConditionEffect, Damage, Recovery

    (card,), _ = card_of(lines)
    kinds = [[type(e) for e in option if isinstance(e, (Damage, Recovery, ConditionEffect))] for option in card.options()]
    assert kinds == [[Recovery], [Damage, ConditionEffect], [ConditionEffect]]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("lines", "expected"), NESTED + [
    ("以下から1つを選ぶ。\n- 3点のダメージを与える。\n  さらに対象を1マス押す。\n- ［集中］を得る。", [1, 2])])
def test_a_list_indented_under_an_item_reads_back_from_its_markdown_card(tmp_path, lang, lines, expected):
    from markdown_it import MarkdownIt

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    text = f"試作品（フィクションパワー）\n使用：行動\n効果：{lines}\n"
    written = _cards_md(tmp_path, text, lang)
    (card, *_), problems = read_cards(SourceFile("c.md", written))
    (original,), _ = read_cards(SourceFile("c.kyoko", text))
    assert [e.index if isinstance(e, Option) else 0 for e in card.effects if isinstance(e, Option) or
            e.text.startswith("- ")] == expected
    assert _effects(card) == _effects(original) and not [p for p in problems if p.severity.name == "ERROR"]
    html = MarkdownIt("commonmark").render(written)
    assert html.count("<ul>") >= (3 if 0 in expected else 2)   # (the card's fields, its list, the list under an item)


@pytest.mark.parametrize(("lines", "expected"), NESTED)
def test_a_list_indented_under_an_item_reads_back_from_its_json(lines, expected):
    items = _json_of(lines)
    assert items[0]["effect_text"] == lines   # (its indentation kept: before, each line's was lost)
    assert [e["index"] for e in items[0]["effects"] if e["type"] == "option"] == [n for n in expected if n]
    assert _read_back(items) == []


@pytest.mark.slow
@pytest.mark.parametrize("shape", ["deep", "wide", "flat"])
def test_lists_under_items_are_judged_in_linear_time(shape):
    from bounds import cpu_seconds

    def lines(n: int) -> str:
        if shape == "deep":   # (each item under the one before it: n levels)
            return "Choose one:\n" + "\n".join(" " * (2 * k) + "- Choose one:" for k in range(n // 20))
        if shape == "wide":   # (a list under each item of a choice)
            return "Choose one:\n" + "- Do all of the following:\n  - a\n  - b\n" * (n // 40)
        return "Choose one:\n" + "- a\n  more\n" * (n // 12)

    short, long = lines(10_000), lines(100_000)
    (card,), _ = card_of(long)
    card.options(), card.effect_layout()
    assert cpu_seconds(lambda: card_of(long)[0][0].options(), 2) < \
        15 * cpu_seconds(lambda: card_of(short)[0][0].options(), 2) + 0.5


# ---- old fault: `armor = false` on a loss says what the rules do (no armor), and is no error ----

@pytest.mark.parametrize("who", ["", 'who = "target"\n', 'who = "self"\n', '"誰" = "対象"\n'])
@pytest.mark.parametrize("armor", ["armor = false", "armor = 0", '"装備" = false'])
def test_a_loss_that_says_no_armor_is_no_error(who, armor):
    from test_kyoko_sim import HEAD, diagnostics_of, events

    found, _ = diagnostics_of(HEAD + events(f'kind = "loss"\namount = 2\n{who}{armor}'))
    assert found == []
    found, _ = diagnostics_of(HEAD + events(f'kind = "loss"\namount = 2\n{who}{armor.replace("false", "true")}'
                                            .replace("= 0", "= 2")))
    assert [code for code, _, _ in found] == ["KY211"]   # (armor for a loss: still said)


# ---- old fault: on a Markdown card, a line after a list is no more of its last item (Markdown ran it into it) ----

@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("lines", "after"), [
    ("以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\nその後、以下をすべて行う。\n・［散漫］を与える。\n・2点のダメージを与える。",
     "その後、以下をすべて行う。"),
    ("Choose one:\n- Recover 3.\n- Gain [Focused].\nThen do all of the following:\n- Inflict [Distracted].\n"
     "- Deal 2 damage.", "Then do all of the following:"),
    ("Choose one:\n- Deal 2 damage.\nor\n- Gain [Focused].", "or"),
])
def test_a_line_after_a_list_is_printed_apart_from_its_last_item(tmp_path, lang, lines, after):
    from markdown_it import MarkdownIt

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    text = f"試作品（フィクションパワー）\n使用：行動\n効果：{lines}\n"
    written = _cards_md(tmp_path, text, lang)
    html = MarkdownIt("commonmark").render(written.split("\n## ")[1])
    assert f"<p>{after}</p>" in html or f"<li>{after}" not in html and f"\n{after}</li>" not in html
    assert f"{after}</li>" not in html   # (was the last option's: `<li>［集中］を得る。\nその後、…</li>`)
    (card, *_), problems = read_cards(SourceFile("c.md", written))
    (original,), said = read_cards(SourceFile("c.kyoko", text))
    assert (card.effect_text, _effects(card)) == (original.effect_text, _effects(original))
    assert [p.code for p in problems] == [p.code for p in said]


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["-", "<!--", "-->", "- ", "<!-- -", "\n  <!-- -->"])
def test_comment_lines_are_told_in_linear_time(unit):
    from bounds import cpu_seconds

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    def text(n: int) -> str:
        return "## 試作品（フィクションパワー）\n- 使用：行動\n- 効果：x\n  <!--" + unit * (n // len(unit)) + "\n"

    short, long = text(10_000), text(100_000)
    assert cpu_seconds(lambda: read_cards(SourceFile("c.md", long)), 2) < \
        15 * cpu_seconds(lambda: read_cards(SourceFile("c.md", short)), 2) + 0.5


# ---- audit5: a Markdown card file of 虚構侵蝕 is known by its title, with no --ruleset (was read as Draw Steel's) ----

@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_markdown_card_file_is_known_by_its_title(tmp_path, lang):
    from statblock.pipeline import read_text

    text = "試作品（フィクションパワー）\n使用：行動\n効果：対象に［崩壊2］を与える。\n"
    written = _cards_md(tmp_path, text, lang)
    result = read_text("cards.md", "\ufeff" + written)
    assert [c.name for c in result.abilities] == ["試作品"] and result.diagnostics == []
    other = read_text("notes.md", "# My notes\n\n試作品（フィクションパワー）\n使用：行動\n効果：3点回復。\n")
    assert not [c for c in other.abilities if getattr(c, "name", None) == "試作品" and hasattr(c, "effect_layout")]
