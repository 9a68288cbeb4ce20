"""convert keeps a file's text outside its abilities (a kit's title, introduction and sections, a native file's
comment lines) at its place: comment lines in native, as written in Markdown, `other_text` in JSON; each reads back."""

from __future__ import annotations

import json

import attrs

from builders import Parts, md_ability, native, quoted
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.authoring.convert import convert_result

BRIAR = Parts(name="Briar Thrust", cost="Signature", keywords=("Melee", "Strike", "Weapon"),
              tiers=("2 + M damage", "4 + M damage", "6 + M damage"))
ROOT_STEP = Parts(name="Root Step", keywords=("Magic",), action="Maneuver", distance="Self", target="Self",
                  roll=None, tiers=(), sections=(("Effect", "You shift 1."),))

KIT = """# Kit: Thornguard

The thornguard fights behind a wall of briars.

## Equipment

A hooked spear and a bramble-wrapped buckler.

## Kit Bonuses

- **Stamina Bonus:** +3 per echelon
- **Speed Bonus:** +1

""" + md_ability(attrs.evolve(BRIAR, cost="Signature Ability"))

NATIVE = "# Notes for the autumn game.\n\n" + native(BRIAR) + "\n# Rarely used.\n" + native(ROOT_STEP)


def _convert(name: str, text: str, to: str, out: str, lang=None):
    result = read_text(name, text)
    conversion = convert_result(result, to, out, lang)
    assert conversion.problems == ()
    return conversion.text


def test_a_kits_title_introduction_and_sections_are_kept_in_native_markdown_and_json():
    native = _convert("kit.md", KIT, "ability", "kit.ability")
    assert native.startswith("# # Kit: Thornguard\n#\n# The thornguard fights behind a wall of briars.\n")
    assert "# - **Speed Bonus:** +1\n\nBriar Thrust (Signature)" in native
    assert [a.name for a in read_text("kit.ability", native).abilities] == ["Briar Thrust"]
    markdown = _convert("kit.md", KIT, "md", "out.md")
    assert markdown.startswith("# Kit: Thornguard\n\nThe thornguard fights behind a wall of briars.\n\n## Equipment\n")
    assert markdown.index("- **Speed Bonus:** +1") < markdown.index("###### Briar Thrust")
    data = json.loads(_convert("kit.md", KIT, "json", "kit.json"))
    # a passage a heading's section, with where it starts
    title, equipment, bonuses = data["other_text"]
    assert (title["path"], title["line"], title["column"]) == ("kit.md", 1, 1)
    assert title["text"] == "# Kit: Thornguard\n\nThe thornguard fights behind a wall of briars."
    assert (equipment["line"], equipment["text"]) == (5, "## Equipment\n\nA hooked spear and a bramble-wrapped buckler.")
    assert bonuses["text"].endswith("- **Speed Bonus:** +1")
    assert "The thornguard fights" in _convert("kit.md", KIT, "ability", "kit.ability", "ja")


def test_the_json_other_text_reads_back_as_comment_lines():
    data = _convert("kit.md", KIT, "json", "kit.json")
    again = _convert("kit.json", data, "ability", "kit.ability")
    assert again.startswith("# # Kit: Thornguard\n")
    assert "# A hooked spear and a bramble-wrapped buckler." in again


def test_a_native_files_comment_lines_are_kept_and_meta_lines_are_not_text():
    text = "# meta: source: homebrew\n" + NATIVE
    native = _convert("t.ability", text, "ability", "o.ability")
    assert native.count("# meta: source: homebrew") == 1
    assert "# Notes for the autumn game." in native
    assert native.index("# Rarely used.") < native.index("Root Step")
    markdown = _convert("t.ability", NATIVE, "md", "o.md")
    assert "<!--\nRarely used.\n-->\n\n###### Root Step" in markdown
    # and back: the HTML comment is a comment line again
    assert "# Rarely used.\n\nRoot Step" in _convert("o.md", markdown, "ability", "o.ability")
    (first, second) = json.loads(_convert("t.ability", NATIVE, "json", "o.json"))["other_text"]
    assert (first["text"], first["line"], second["text"]) == ("Notes for the autumn game.", 1, "Rarely used.")


def test_a_line_that_would_read_as_a_directive_stays_a_comment():
    text = "# Notes:\n#: meta: not metadata\n\n" + NATIVE.split("\n", 2)[2]
    native = _convert("t.ability", text, "ability", "o.ability")
    assert "#: meta: not metadata" in native
    assert read_text("o.ability", native).abilities[0].metadata == {}


QUOTED = quoted(md_ability(attrs.evolve(BRIAR, cost=None))) + "\nSee the thornguard kit for more.\n"


def test_prose_after_a_quoted_ability_written_under_a_heading_is_set_apart_by_a_break():
    markdown = _convert("q.md", QUOTED, "md", "o.md")
    assert markdown.endswith("- **17+:** 6 + M damage\n\n---\n\nSee the thornguard kit for more.\n")
    # read again, the break is the passage's: not written twice
    assert _convert("o.md", markdown, "md", "p.md").count("---\n") == 1


def test_markdown_prose_that_would_change_the_abilities_is_an_html_comment_or_left_out_and_said(monkeypatch):
    from statblock.rulesets.draw_steel.authoring import convert as module

    real = module._check_round_trip

    def fussy(result, to, text, out_path, lang=None, allowed=("<!--\n# Kit: Thornguard",)):
        problems = real(result, to, text, out_path, lang)
        # the prose as written, or as a comment too when `allowed` is empty, "changes" the abilities
        if "The thornguard fights" in text and not any(mark in text for mark in allowed):
            problems.append("changed")
        return problems

    monkeypatch.setattr(module, "_check_round_trip", fussy)
    markdown = _convert("kit.md", KIT, "md", "out.md")
    assert markdown.startswith("<!--\n# Kit: Thornguard\n")
    monkeypatch.setattr(module, "_check_round_trip", lambda *a: fussy(*a, allowed=()))
    conversion = convert_result(read_text("kit.md", KIT), "md", "out.md")
    assert "thornguard fights" not in conversion.text
    said = [p.render() for p in conversion.problems]
    assert said[0].startswith("kit.md:1:1: this text outside every ability is left out") and len(said) == 3
    assert [p.render(lang="ja") for p in conversion.problems][1].startswith("kit.md:5:1 の、アビリティの外にある文章は")


def test_a_comment_inside_a_native_ability_goes_above_it():
    text = native(ROOT_STEP).replace("📏", "# the distance is a guess\n📏")
    converted = _convert("t.ability", text, "ability", "o.ability")
    assert converted.startswith("# the distance is a guess\n\nRoot Step\n")


def test_markdown_prose_through_json_comes_back_as_prose_at_its_place():
    """Markdown → JSON → Markdown gave the prose around an ability back as HTML comments (the JSON's passages were read
    back as comment lines, and all were taken for comments), and a passage after the ability came back above it (its
    place was measured by the JSON's lines, not the written text's). Prose is prose again, where it was; a native
    comment (`"comment": true` in the JSON) is an HTML comment again."""
    text = ("# House abilities\n\nWritten for my table.\n\n" + md_ability(attrs.evolve(BRIAR, cost=None))
            + "\n## Designer's notes\n\nPlaytest it at level 1.\n")
    data = _convert("h.md", text, "json", "h.json")
    assert [p.get("comment") for p in json.loads(data)["other_text"]] == [None, None]
    markdown = _convert("h.json", data, "md", "h.md")
    assert "<!--" not in markdown
    assert markdown.startswith("# House abilities\n\nWritten for my table.\n")
    assert markdown.index("###### Briar Thrust") < markdown.index("## Designer's notes\n\nPlaytest it at level 1.")
    commented = _convert("t.json", _convert("t.ability", NATIVE, "json", "t.json"), "md", "o.md")
    assert "<!--\nRarely used.\n-->\n\n###### Root Step" in commented


def test_the_words_of_a_one_line_html_comment_are_kept():
    """`<!-- keep the damage low -->` was taken for markup (its words inside the tag), and a conversion left them out."""
    text = md_ability(attrs.evolve(BRIAR, cost=None)) + "\n<!-- keep the damage low -->\n"
    (passage,) = json.loads(_convert("c.md", text, "json", "c.json"))["other_text"]
    assert passage["text"] == "<!-- keep the damage low -->"
    assert "<!-- -->" not in [p["text"] for p in json.loads(_convert("e.md", text.replace("keep the damage low", ""),
                                                                     "json", "e.json"))["other_text"]]


def test_the_authors_text_inside_an_abilitys_block_is_on_its_card_as_a_note():
    """A comment line among a native ability's lines and an HTML comment among a Markdown one's are no part of the
    ability (the card had no place for them: the words were lost from it): the card prints each as a note, in the
    card's language's word for it."""
    from statblock.rulesets.draw_steel.authoring.other_text import block_notes
    from statblock.rulesets.draw_steel.render.views import card_view

    text = native(ROOT_STEP).replace("📏", "# the distance is a guess\n📏")
    result = read_text("t.ability", text)
    (ability,) = block_notes(result)
    assert ability.notes == ("the distance is a guess",)
    assert card_view(ability).sections[-1].label == "Note"
    assert card_view(ability).sections[-1].paragraphs == ("the distance is a guess",)
    assert card_view(ability, lang="ja").sections[-1].label == "注記"
    markdown = md_ability(attrs.evolve(BRIAR, cost=None)).replace("**Power Roll", "<!-- tuned for level 1 -->\n\n**Power Roll")
    (briar,) = block_notes(read_text("b.md", markdown))
    assert briar.notes == ("tuned for level 1",)
    # a comment outside every ability is no ability's note
    assert [a.notes for a in block_notes(read_text("t.ability", NATIVE))] == [(), ()]


def test_a_note_inside_an_abilitys_block_is_on_its_card_from_the_files_json_too():
    """The JSON placed a passage inside an ability's block after the ability, with no mark of the ability it was in:
    the cards of the JSON lost the note the cards of the file print. The passage says `in_ability` (an added field)
    and is read back as that ability's note, in either language; a name that is no ability before it there leaves
    it other text, kept."""
    from statblock.rulesets.draw_steel.authoring.other_text import block_notes
    from statblock.rulesets.draw_steel.render.views import card_view

    second = md_ability(attrs.evolve(BRIAR, name="Thorn Wall", cost=None))
    markdown = md_ability(attrs.evolve(BRIAR, cost=None)).replace(
        "**Power Roll", "<!-- tuned for level 1 -->\n\n**Power Roll") + "\n" + second
    data = json.loads(_convert("b.md", markdown, "json", "b.json"))
    assert data["other_text"][0]["in_ability"] == "Briar Thrust"
    briar, wall = block_notes(read_text("b.json", json.dumps(data)))
    assert (briar.notes, wall.notes) == (("tuned for level 1",), ())
    assert card_view(briar, lang="ja").sections[-1].label == "注記"
    assert card_view(briar, lang="ja").sections[-1].paragraphs[0].endswith("tuned for level 1")
    text = native(ROOT_STEP).replace("📏", "# 距離は仮\n📏") + "\n" + native(attrs.evolve(ROOT_STEP, name="Last"))
    data = json.loads(_convert("t.ability", text, "json", "t.json"))
    assert data["other_text"] == [{"path": "t.ability", "line": 3, "column": 1, "text": "距離は仮", "comment": True,
                                   "in_ability": "Root Step"}]
    assert [a.notes for a in block_notes(read_text("t.json", json.dumps(data)))] == [("距離は仮",), ()]
    data["other_text"][0]["in_ability"] = "Last"  # (no ability of that name before it)
    written = json.dumps(data, indent=1)
    again = read_text("t.json", written)
    assert [a.notes for a in block_notes(again)] == [(), ()]
    # said where the name is (it was ignored with no word), in either language
    (stray,) = [d for d in again.diagnostics if d.code == "SB009"]
    assert stray.severity.value == "warning"
    assert written.split("\n")[stray.span.line - 1][stray.span.column - 1:].startswith('"Last"')
    assert "names `Last`, but the ability before it in its file is `Root Step`" in stray.message.render("en")
    assert "「Last」を指していますが" in stray.message.render("ja")
    assert "# 距離は仮" in _convert("t.json", json.dumps(data), "ability", "t.ability")
    # a passage outside every ability has no mark
    assert "in_ability" not in json.loads(_convert("t.ability", NATIVE, "json", "t.json"))["other_text"][0]


def test_a_passage_member_of_the_wrong_kind_is_said_where_it_is_and_the_words_are_read():
    """A hand-edited `in_ability`, `comment` or `line` of another kind than the JSON writes was ignored with no word
    (and a passage whose text is not text dropped in silence): now SB009 at the value, the passage's words read."""
    text = native(ROOT_STEP).replace("📏", "# tuned for level 1\n📏")
    data = json.loads(_convert("t.ability", "# Notes.\n\n" + text, "json", "t.json"))
    notes, tuned = data["other_text"]
    assert tuned == {"path": "t.ability", "line": 5, "column": 1, "text": "tuned for level 1", "comment": True,
                     "in_ability": "Root Step"}
    tuned.update(in_ability=["Root Step"], comment="yes")
    notes["line"] = True
    data["other_text"] += [5, {"path": "t.ability", "line": 1}, {"path": "t.ability", "text": ["lost"]}]
    written = json.dumps(data, indent=1)
    result = read_text("t.json", written)
    lines = written.split("\n")

    def at(d):
        return lines[d.span.line - 1][d.span.column - 1:].split(",")[0].strip()

    said = [(d.code, d.severity.value, at(d), d.message.render("en").split(" in statblock")[0]) for d in result.diagnostics]
    assert said == [("SB009", "warning", "true", "`other_text[0].line`"),
                    ("SB009", "warning", '"yes"', "`other_text[1].comment`"),
                    ("SB009", "warning", "[", "`other_text[1].in_ability`"),
                    ("SB009", "error", "5", "`other_text[2]`"),
                    ("SB009", "error", "{", "`other_text[3]`"),
                    ("SB009", "error", "[", "`other_text[4].text`")]
    assert "has no `text`: it was not read" in result.diagnostics[4].message.render("en")
    from statblock.rulesets.draw_steel.authoring.other_text import block_notes

    assert [a.notes for a in block_notes(result)] == [()]  # (`in_ability` ignored: a comment after it, no note)
    data["other_text"][1]["in_ability"] = "Root Step"
    assert [a.notes for a in block_notes(read_text("t.json", json.dumps(data)))] == [("tuned for level 1",)]
    again = convert_result(result, "ability", "t.ability", None).text
    assert again.startswith("# Notes.\n\nRoot Step\n") and again.endswith("\n# tuned for level 1\n")
