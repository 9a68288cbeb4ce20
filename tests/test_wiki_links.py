"""Obsidian's wiki links (`[[Restrained|restrained]] (EoT)`, `make a [[Free Strike|free strike]]`, `[[Hide]]`), as
the Draw Steel Elements statblocks of the Steel Compendium's `data-md-dse` and any Obsidian vault write them:
the reader sees the link's text (else its page). They were kept as written: the condition read as text, the
brackets printed on cards."""

from __future__ import annotations

import pytest

from statblock.diagnostics import Fragment, SourceFile
from statblock.frontends.markdown_text import clean_inline
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

from builders import FORMATS, Parts

WIKI = Parts(tiers=("2 damage; M < WEAK [[Restrained|restrained]] (save ends)",
                    "5 damage; M < AVERAGE [[restrained]] (save ends)",
                    "9 **fire** damage; [[Forced Movement#Push|push]] 2"),
             sections=(("Effect", "The target can make a [[Free Strike|free strike]]."),))
PLAIN = Parts(tiers=("2 damage; M < WEAK restrained (save ends)", "5 damage; M < AVERAGE restrained (save ends)",
                     "9 fire damage; push 2"),
              sections=(("Effect", "The target can make a free strike."),))


@pytest.mark.parametrize("fmt", ["md-hero", "md-quote", "yaml", "yaml-quoted", "md-ds-feature"])
def test_wiki_linked_words_read_as_the_words(fmt):
    name, build = FORMATS[fmt]
    linked, plain = read_text(name, build(WIKI)), read_text(name, build(PLAIN))
    assert linked.diagnostics == [] and plain.diagnostics == []
    said, written = ability_json(linked.abilities[0]), ability_json(plain.abilities[0])
    assert said["power_roll"]["tiers"] == written["power_roll"]["tiers"]
    assert [s["text"] for s in said["sections"]] == [s["text"] for s in written["sections"]]


@pytest.mark.parametrize(("text", "seen"), [
    ("a [[Free Strike|free strike]]", "a free strike"),
    ("[[Hide]] While Observed", "Hide While Observed"),
    ("[[Page#Part|the **part**]] x", "the part x"),
    ("[[]] and [[x", " and [[x"),       # an empty page is nothing; an unclosed link is text
    ("[a](b) [[c|d]]", "a d"),
], ids=["alias", "page", "heading-and-bold", "empty-and-open", "beside-a-link"])
def test_a_wiki_link_reads_as_its_text_at_its_columns(text, seen):
    source = SourceFile("x.md", text)
    cleaned = clean_inline(Fragment.at(source, 0, len(text)))
    assert cleaned.text == seen
    assert all(text[cleaned.file_offset(i)] == ch for i, ch in enumerate(cleaned.text) if ch != " ")
