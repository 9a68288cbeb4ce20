"""Song of Blades and Heroes' injected mistakes, as `test_injected_mistakes.py` is Draw Steel's: every special rule of
the published builder's tables (`sbhowc`, read in place, never copied), written on a profile line with one slip of
hand (two adjacent letters swapped, `injecting.typo`), is SH101 alone, at the word written, its did-you-mean naming
the rule meant (the rule a variant belongs to for a variant: `Shootre (long)` → `Shooter`); the line as published
says no SH101. Names of three letters (`Big`) are left out: a swap in them is as near to other words as to the rule."""

from __future__ import annotations

import json

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.sbh.vocabulary import rule, rules

from conftest import CORPUS, in_sample
from injecting import typo

TABLES = CORPUS / "sbhowc" / "data" / "rulebooks"


def _labels() -> list[tuple[str, bool]]:
    """Each published rule's label and whether it needs a specification (`Hatred (Elves)`), from every table."""
    return [(entry["label"], bool(entry.get("needsSpecification")))
            for path in sorted(TABLES.glob("*.json"))
            for entry in json.loads(path.read_text("utf-8-sig"))["data"].values()]


LABELS = _labels()

#: The published rules, for a slip that is not in the rule's words (a front matter's, a comment's, a note's, the profile
#: line's indentation: what the rule only stands beside): every rule in the whole suite; in the inner loop a sample
#: (`in_sample`) and each rule that needs a specification (`Hatred (Elves)`: the profile line ends in brackets), the
#: rest in the slow tier. A slip in the rule's own words (SH101) is tried on every rule in both tiers.
BESIDE_LABELS = [pytest.param(label, needs_spec, id=label, marks=() if in_sample(index) or needs_spec else pytest.mark.slow)
                 for index, (label, needs_spec) in enumerate(LABELS)]


def _line(words: str, needs_spec: bool) -> str:
    return f"Warband: W\nOrc Q4+ C3 {words}{' (Elves)' if needs_spec else ''}\nElf Q4+ C3\n"


def test_the_published_tables_are_read():
    assert len(LABELS) == 101


@pytest.mark.parametrize(("label", "needs_spec"), LABELS, ids=[label for label, _ in LABELS])
def test_a_published_rule_misspelt_is_sh101_naming_it(label, needs_spec):
    meant = rule(label)
    wrong = typo(label)
    if len(label.split(" (")[0]) <= 3 or wrong is None or rule(wrong) is not None:
        assert meant is not None   # (too short to misspell unmistakably, or the slip is another rule: the rule is read)
        return
    said = [d for d in read_text("w.sbh", _line(wrong, needs_spec)).diagnostics if d.code not in ("SH110", "SH114")]
    assert [d.code for d in said] == ["SH101"], [d.render() for d in said]
    (found,) = said
    assert found.span.text.startswith(wrong.split(" (")[0]) and (found.span.line, found.span.column) == (2, 12)
    name = rules()[meant.variant_of].en[0] if meant.variant_of else meant.en[0]
    assert f"did you mean `{name}" in found.text("en") and name in found.text("ja")
    published = [d.code for d in read_text("w.sbh", _line(label, needs_spec)).diagnostics]
    assert "SH101" not in published, published


# a profile's note as a roster writes it, in English and Japanese (a published rule never names one: ours)
NOTES = ("Notes: keeps to the woods", "Equipment: a longbow", "備考：森に潜む")


@pytest.mark.parametrize(("label", "needs_spec"), BESIDE_LABELS)
def test_a_published_rules_note_moved_to_its_profiles_depth_is_sh013_alone(label, needs_spec):
    """A profile with each published rule and a note indented under it, in a `.sbh` file and in Markdown: the slip is
    the note's indentation lost (at the profile line's depth, right under it), said SH013 alone, at the note, which
    stays the profile's; the note indented says nothing."""
    profile = f"Orc Q4+ C3 {label}{' (Elves)' if needs_spec else ''}"
    for path, head in (("w.sbh", "Warband: W\n"), ("w.md", "# W\n\n")):
        for note in NOTES:
            right, wrong = (read_text(path, f"{head}{profile}\n{indent}{note}\nElf Q4+ C3\n") for indent in ("    ", ""))
            published = [d.code for d in right.diagnostics]
            assert "SH013" not in published, published
            said = [d for d in wrong.diagnostics if d.code == "SH013"]
            assert [d.code for d in wrong.diagnostics if d.code != "SH013"] == published
            assert [(d.span.text, d.span.column) for d in said] == [(note, 1)], [d.render() for d in wrong.diagnostics]
            assert "Orc" in said[0].text("en") and "Orc" in said[0].text("ja")
            for read in (right, wrong):
                assert [n.text for n in read.statblocks[0].profiles[0].notes] == [note]


@pytest.mark.parametrize(("label", "needs_spec"), BESIDE_LABELS)
def test_a_comments_close_lost_in_markdown_is_sh014(label, needs_spec):
    """A profile with each published rule, then a spare profile in an HTML block: the slip is the block's `-->` lost, so
    the block runs to the file's end (as CommonMark reads it) and hides the profile after it: said SH014, at the `<!--`
    (the published text says no SH014)."""
    profile = f"Orc Q4+ C3 {label}{' (Elves)' if needs_spec else ''}"
    right, wrong = (read_text("w.md", f"# W\n\n{profile}\n<!-- spare:\nElf Q4+ C3{close}\nElf Q4+ C3\n")
                    for close in (" -->", ""))
    assert "SH014" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH014"]
    assert [(d.span.line, d.span.column, d.span.text) for d in said] == [(4, 1, "<!--")]
    assert [len(read.statblocks[0].profiles) for read in (right, wrong)] == [2, 1]


@pytest.mark.parametrize(("label", "needs_spec"), BESIDE_LABELS)
def test_a_slip_in_a_front_matter_key_is_sh015(label, needs_spec):
    """A Markdown roster whose front matter names it (`title: W`), a profile with each published rule: the slip is the
    key mistyped (two letters swapped), which names nothing: said SH015 at the key, and the warband is not named after its line
    (before, that line was the warband's name and nothing was said)."""
    profile = f"Orc Q4+ C3 {label}{' (Elves)' if needs_spec else ''}"
    right, wrong = (read_text("w.md", f"---\n{key}: W\n---\n{profile}\n") for key in ("title", typo("title")))
    assert "SH015" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH015"]
    assert [(d.span.line, d.span.column, d.span.text) for d in said] == [(2, 1, typo("title"))]
    assert [read.statblocks[0].name for read in (right, wrong)] == ["W", "w"]


@pytest.mark.parametrize(("label", "needs_spec"), BESIDE_LABELS)
def test_a_quote_lost_in_front_matter_is_sh016(label, needs_spec):
    """A Markdown roster whose front matter names it in quotes (`title: '[W]'`), a profile with each published rule: the
    slip is the closing quote lost, so YAML cannot read the front matter: said SH016 at the opening quote (where YAML
    says its scalar starts), the profile still read (before, nothing was said)."""
    profile = f"Orc Q4+ C3 {label}{' (Elves)' if needs_spec else ''}"
    right, wrong = (read_text("w.md", f"---\ntitle: '[W]{close}\n---\n{profile}\n") for close in ("'", ""))
    assert "SH016" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH016"]
    assert [(d.span.line, d.span.column) for d in said] == [(2, 8)]
    assert [len(read.statblocks[0].profiles) for read in (right, wrong)] == [1, 1]


@pytest.mark.parametrize(("label", "needs_spec"), BESIDE_LABELS)
def test_a_key_lost_in_front_matter_is_sh017(label, needs_spec):
    """A Markdown roster whose front matter names it (`title: W`), a profile with each published rule: the slip is the
    key lost (`W` alone), so the front matter is no `key: value` lines: said SH017 at its line, read as the roster's
    line it is (the warband's name), the profile still read (before, nothing was said: `W` a heading over the `---`)."""
    profile = f"Orc Q4+ C3 {label}{' (Elves)' if needs_spec else ''}"
    right, wrong = (read_text("w.md", f"---\n{key}W\n---\n{profile}\n") for key in ("title: ", ""))
    assert "SH017" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH017"]
    assert [(d.span.line, d.span.column, d.span.text) for d in said] == [(2, 1, "W")]
    assert [(read.statblocks[0].name, len(read.statblocks[0].profiles)) for read in (right, wrong)] == [("W", 1)] * 2


@pytest.mark.parametrize(("label", "needs_spec"), BESIDE_LABELS)
def test_a_quoted_limit_in_front_matter_is_sh018(label, needs_spec):
    """A Markdown roster whose front matter gives its points limit (`points: 300`), a profile with each published rule:
    the slip is the number put in quotes (`points: "300"`), which YAML reads as text: said SH018 at the quoted value,
    the limit still read as the number (before, SH015: the key not read, the limit lost)."""
    profile = f"Orc Q4+ C3 {label}{' (Elves)' if needs_spec else ''}"
    right, wrong = (read_text("w.md", f"---\ntitle: W\npoints: {limit}\n---\n{profile}\n") for limit in ("300", '"300"'))
    assert "SH018" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH018"]
    assert [(d.span.line, d.span.column, d.span.text) for d in said] == [(3, 9, '"300"')]
    assert [read.statblocks[0].limit for read in (right, wrong)] == [300, 300]


@pytest.mark.parametrize(("label", "needs_spec"), BESIDE_LABELS)
def test_a_profile_indented_into_code_is_sh019(label, needs_spec):
    """A Markdown roster, a profile with each published rule after a blank line: the slip is the line indented four
    blanks, which CommonMark makes an indented code block: said SH019 at it, the line kept as the warband's note and not
    read (before, it was read as a profile though Markdown shows it as code)."""
    profile = f"Orc Q4+ C3 {label}{' (Elves)' if needs_spec else ''}"
    right, wrong = (read_text("w.md", f"# W\n\nElf Q4+ C3\n\n{indent}{profile}\n") for indent in ("", "    "))
    assert "SH019" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH019"]
    assert [(d.span.line, d.span.column, d.span.text) for d in said] == [(5, 5, profile)]
    assert [len(read.statblocks[0].profiles) for read in (right, wrong)] == [2, 1]
    assert [n.text for n in wrong.statblocks[0].notes] == [profile]


@pytest.mark.parametrize(("label", "needs_spec"), BESIDE_LABELS)
def test_a_full_width_comment_mark_on_a_name_is_sh020(label, needs_spec):
    """A `.sbh` warband named on its first line with a comment after it (`W // spring`), a profile with each published
    rule: the slip is the mark typed full-width (`／／`, as a Japanese input method types it), which is text: said SH020
    at it, the name as written (before, nothing was said: the comment became part of the name in silence)."""
    profile = f"Orc Q4+ C3 {label}{' (Elves)' if needs_spec else ''}"
    right, wrong = (read_text("w.sbh", f"W {mark} spring\n{profile}\nElf Q4+ C3\n") for mark in ("//", "／／"))
    assert "SH020" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH020"]
    assert [(d.span.line, d.span.column, d.span.text) for d in said] == [(1, 3, "／／")]
    assert [read.statblocks[0].name for read in (right, wrong)] == ["W", "W ／／ spring"]


@pytest.mark.parametrize(("key", "slip", "path"), [("Warband", "Warbnd", "w.sbh"), ("ウォーバンド", "ウォバンド", "w.sbh"),
                                                  ("Warband", "Warbnd", "w.md")], ids=["english", "japanese", "markdown"])
def test_a_misspelt_warband_key_is_sh021(key, slip, path):
    """A warband named on a `Warband:` line, a profile after it: the slip is the key misspelt (a letter dropped): the
    line is read as it is, the warband's name, and SH021 at the key says the key it is close to (before, the warband was
    named `Warbnd: W` in silence)."""
    right, wrong = (read_text(path, f"{word}: W\nOrc Q4+ C3\n") for word in (key, slip))
    assert "SH021" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH021"]
    assert [(d.span.line, d.span.column, d.span.text) for d in said] == [(1, 1, slip)]
    assert f"`{key}`" in said[0].text("en") and f"「{key}」のことですか" in said[0].text("ja")
    assert [read.statblocks[0].name for read in (right, wrong)] == ["W", f"{slip}: W"]


#: The published rules that take nothing in parentheses (no specification, no variant, none in the label)
PLAIN_LABELS = [label for label, needs_spec in LABELS
                if not needs_spec and "(" not in label and (meant := rule(label)) is not None and meant.spec is None]


@pytest.mark.parametrize("label", PLAIN_LABELS)
def test_words_in_parentheses_after_a_rule_that_takes_none_are_sh118(label):
    """A profile with each published rule that takes no specification: the slip is words in parentheses after it
    (`Forester (Elves)`, a note written where a specification goes): said SH118 at the rule, kept as written, the rule
    counted as before (before, kept as its specification in silence)."""
    right, wrong = (read_text("w.sbh", f"Warband: W\nOrc Q4+ C3 {label}{after}\nElf Q4+ C3\n") for after in ("", " (Elves)"))
    assert "SH118" not in [d.code for d in right.diagnostics]
    said = [d for d in wrong.diagnostics if d.code == "SH118"]
    assert [(d.span.line, d.span.column, d.span.text) for d in said] == [(2, 12, f"{label} (Elves)")]
    assert [[u.points for u in read.statblocks[0].profiles[0].rules] for read in (right, wrong)] == [
        [u.points for u in right.statblocks[0].profiles[0].rules]] * 2
