"""A Markdown statblock with a paragraph or more between its heading and its table (`###### Goblin Sneak`, a line
of lore, then the book's table): the paragraphs are the creature's description, its statblock's text, as the
flavor over a summoned minion's table is. Only an italic line was taken there: any other paragraph made the
statblock unread, the whole of it other text, and `cards` found no ability. Short examples written for these
tests, in English and in Japanese."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import statblock_json

EN = ("| Goblin, Humanoid | - | Level 1 | Minion Harrier | EV 3 |\n| :-: | :-: | :-: | :-: | :-: |\n"
      "| **1S**<br/> Size | **6**<br/> Speed | **4**<br/> Stamina | **0**<br/> Stability | **1**<br/> Free Strike |\n"
      "| **-2**<br/> Might | **+2**<br/> Agility | **0**<br/> Reason | **0**<br/> Intuition | **-1**<br/> Presence |\n")
JA = ("| ゴブリン, ヒューマノイド | - | レベル 1 | ミニオン ハリアー | EV 3 |\n| :-: | :-: | :-: | :-: | :-: |\n"
      "| **1S**<br/> サイズ | **6**<br/> 速度 | **4**<br/> スタミナ | **0**<br/> 安定性 | **1**<br/> フリー・ストライク |\n"
      "| **-2**<br/> 筋力 | **+2**<br/> 敏捷力 | **0**<br/> 知力 | **0**<br/> 判断力 | **-1**<br/> 魅力 |\n")
TRAIT = {"en": "\n> ⭐️ **Test Dodge**\n>\n> The sneak shifts 1.\n",
         "ja": "\n> ⭐️ **テスト回避**\n>\n> 忍びは1マスシフトする。\n"}
NAME = {"en": "Test Sneak", "ja": "テストの忍び"}
LORE = {"en": ("The sneak creeps ahead of the band.", "It marks **targets** for the others."),
        "ja": ("忍びは戦隊の先を行く。", "ほかの者のために**標的**に印をつける。")}
SAID = {"en": ("The sneak creeps ahead of the band.", "It marks targets for the others."),
        "ja": ("忍びは戦隊の先を行く。", "ほかの者のために標的に印をつける。")}
TABLE = {"en": EN, "ja": JA}


def _file(lang: str, between: str) -> str:
    return f"###### {NAME[lang]}\n\n{between}\n\n{TABLE[lang]}{TRAIT[lang]}"


# (id, what stands between the heading and the table, the paragraphs of SAID it holds)
BETWEEN = [
    ("one-paragraph", "{0}", (0,)),
    ("two-lines", "{0}\n{1}", ("both",)),
    ("two-paragraphs", "{0}\n\n{1}", (0, 1)),
    # markup alone between them, passed over: an empty comment (the corpus's `<!-- -->`), a blank quote
    ("empty-comment", "<!-- -->\n\n{0}\n\n<!-- -->", (0,)),
    ("blank-quote", "{0}\n\n>\n\n{1}", (0, 1)),
    # a quoted line of lore (it left the whole statblock unread: the file other text, "no ability found")
    ("quoted-lore", "> {0}\n\n{1}", (0, 1)),
    ("quoted-lore-alone", "> {0}\n> {1}", ("both",)),
]


def _said(lang: str, held: tuple) -> str:
    from statblock.soft_breaks import soft_join_text   # (Japanese lines joined with no space: odds12)

    return "\n".join(soft_join_text(list(SAID[lang])) if n == "both" else SAID[lang][n] for n in held)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("between", "held"), [b[1:] for b in BETWEEN], ids=[b[0] for b in BETWEEN])
def test_the_paragraphs_before_the_table_are_the_statblocks_text(lang, between, held):
    result = read_text("sneak.md", _file(lang, between.format(*LORE[lang])))
    assert result.diagnostics == []
    (sneak,) = result.statblocks
    said = statblock_json(sneak)
    assert (said["name"], said["level"], said["stamina"], said["text"]) == (NAME[lang], 1, 4, _said(lang, held))
    assert said["features"] == [TRAIT[lang].split("**")[1]]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_nothing_is_left_as_other_text(lang):
    from statblock.rulesets.draw_steel.authoring.other_text import other_text

    assert other_text(read_text("sneak.md", _file(lang, LORE[lang][0]))) == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fmt", ["md", "html", "txt"])
def test_the_card_prints_the_description(tmp_path, lang, fmt):
    from statblock.cli import main

    path = tmp_path / "sneak.md"
    path.write_text(_file(lang, "\n\n".join(LORE[lang])), encoding="utf-8")
    out = tmp_path / f"cards.{fmt}"
    assert main(["cards", str(path), "--format", fmt, "--lang", lang, "-o", str(out)]) == 0
    printed = out.read_text(encoding="utf-8")
    assert all(line in printed for line in SAID[lang]) if fmt != "txt" else \
        all(line in " ".join(printed.split()) for line in SAID[lang])


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("to", ["md", "ability", "json"])
def test_the_description_converts_and_reads_back(lang, to):
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    result = read_text("sneak.md", _file(lang, "\n\n".join(LORE[lang])))
    conversion = convert_result(result, to, "out." + to, lang=lang)
    assert conversion.problems == ()
    (back,) = read_text("out." + to, conversion.text).statblocks
    assert statblock_json(back)["text"] == "\n".join(SAID[lang])


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("where", ["after", "before"])
def test_a_comment_with_words_there_stays_the_files_other_text(lang, where):
    """A comment that says something (`<!-- from the book -->`) is no description: the file's other text, kept at
    its place by `convert`. It left the whole statblock unread (the file other text, `cards` finding no ability)."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result
    from statblock.rulesets.draw_steel.authoring.other_text import other_text

    note = {"en": "<!-- check the stamina -->", "ja": "<!-- スタミナを確かめる -->"}[lang]
    between = LORE[lang][0] + "\n\n" + note if where == "after" else note + "\n\n" + LORE[lang][0]
    result = read_text("sneak.md", _file(lang, between))
    (sneak,) = result.statblocks
    assert (sneak.name, sneak.text, sneak.fields["stamina"]) == (NAME[lang], SAID[lang][0], "4")
    assert [line for passage in other_text(result) for line in passage.lines] == [note]
    converted = convert_result(result, "md", "out.md", lang=lang)
    assert converted.problems == () and note in converted.text
    assert read_text("out.md", converted.text).statblocks[0].text == SAID[lang][0]


LABELLED = {"en": ("**Languages:** Caelian", "Languages", "Caelian"), "ja": ("**言語：** カエリア語", "言語", "カエリア語")}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("lore", [False, True], ids=["alone", "with-lore"])
def test_a_labelled_line_there_is_the_field_it_names(lang, lore):
    """`**Languages:** Caelian` between the heading and the table is a field, as the same line after the table is;
    it was the statblock's flavor (`Languages: Caelian`), its label mixed into the description."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result

    line, label, value = LABELLED[lang]
    result = read_text("sneak.md", _file(lang, line + ("\n\n" + LORE[lang][0] if lore else "")))
    assert result.diagnostics == []
    (sneak,) = result.statblocks
    assert sneak.fields[label] == value and sneak.text == (SAID[lang][0] if lore else None)
    assert statblock_json(sneak)["fields"][label] == value
    for to in ("md", "ability", "json"):
        converted = convert_result(result, to, "out." + to, lang=lang)
        assert converted.problems == ()
        (back,) = read_text("out." + to, converted.text).statblocks
        assert back.fields[label] == value and back.text == sneak.text


AFTER = {"en": ["**Languages:** Caelian", "**Languages**: Caelian"],
         "ja": ["**言語：** カエリア語", "**言語:** カエリア語", "**言語**： カエリア語"]}


@pytest.mark.parametrize(("lang", "line"), [(lang, line) for lang, lines in AFTER.items() for line in lines])
def test_a_labelled_line_after_the_table_is_the_field_it_names(lang, line):
    """`**言語：** カエリア語` after the table is a field, as `**Languages:** Caelian` is: a full-width colon (as
    Japanese is typed) was not taken for the label's end there, the line left as the file's other text."""
    from statblock.rulesets.draw_steel.authoring.convert import convert_result
    from statblock.rulesets.draw_steel.authoring.other_text import other_text

    _, label, value = LABELLED[lang]
    result = read_text("sneak.md", f"###### {NAME[lang]}\n\n{TABLE[lang]}\n{line}\n{TRAIT[lang]}")
    assert result.diagnostics == [] and other_text(result) == []
    (sneak,) = result.statblocks
    assert sneak.fields[label] == value and sneak.text is None
    assert statblock_json(sneak)["fields"][label] == value
    for to in ("md", "ability", "json"):
        converted = convert_result(result, to, "out." + to, lang=lang)
        assert converted.problems == ()
        (back,) = read_text("out." + to, converted.text).statblocks
        assert back.fields[label] == value


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_labelled_line_of_a_field_the_table_gives_stays_text(lang):
    """A line naming a field the table gives already (`**Stamina:** 9` over a table of Stamina 4) is kept as the
    statblock's text: read as the field, one of the two values would be lost."""
    line = {"en": "**Stamina:** 9", "ja": "**スタミナ：** 9"}[lang]
    (sneak,) = read_text("sneak.md", _file(lang, line)).statblocks
    assert sneak.fields["stamina"] == "4" and sneak.text == line.replace("**", "")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_paragraph_before_another_table_is_no_statblock(lang):
    text = f"###### {NAME[lang]}\n\n{LORE[lang][0]}\n\n| a | b |\n|---|---|\n| c | d |\n"
    assert read_text("sneak.md", text).statblocks == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("image", ["![{alt}](sneak.png)", "![[{alt}.png]]"], ids=["image", "embed"])
def test_an_image_line_there_is_its_alt_text(lang, image):
    """An image over the lore (`![A sneak](sneak.png)`, Obsidian's `![[sneak.png]]`): its alt text or file, as a
    link's text is read; the image's `!` was left before it (`!A sneak`), in an ability's text too."""
    alt = {"en": "A sneak", "ja": "忍びの絵"}[lang]
    result = read_text("sneak.md", _file(lang, image.format(alt=alt) + "\n\n" + LORE[lang][0]))
    (sneak,) = result.statblocks
    shown = alt + ".png" if image.startswith("![[") else alt
    assert statblock_json(sneak)["text"] == shown + "\n" + SAID[lang][0]
