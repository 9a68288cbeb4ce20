"""Hypothesis: random and mutated ability text never makes statblock raise.

Inputs are shaped like the notation (tier labels, `;`, `(`, `<`, damage words)
and come from real corpus text and real tier lines, mutated by deletions and
insertions (unicode, tabs, BOMs, CRLF, Markdown and YAML punctuation). For
every input, in every format:

- `parse_text` returns, and no internal error (SB999) was caught on the way;
- every diagnostic points inside the file and renders a caret snippet;
- every compiled ability serializes to the JSON of `statblock parse`;
- no clause text is lost: every non-empty `;`-separated clause of every tier
  line is in some clause the compiler produced effects for, structured or
  verbatim `Text`.
"""

from __future__ import annotations

import functools
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from statblock import parse_text
from statblock.rulesets.draw_steel.runtime.effects import Choice, NoEffect, PotencyGate, Text
from statblock.rulesets.draw_steel.serialize import ability_json

from builders import FORMATS, Parts
from conftest import CORPUS

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

SUFFIXES = ["t.ability", "t.md", "t.yaml"]

# Pieces of notation and of the container formats, to keep random text near the grammar.
PIECES = [
    ";", "; ", "(", ")", "<", " < ", "[", "]", ",", ".", ":", "\n", "\n\n", "\t", "\ufeff", "\r\n", "\r", " ",
    "≤11:", "12-16:", "17+:", "≤11", "<=11", "Power Roll + Might:", "Power Roll + 2", "Effect:", "Spend 2 Piety:",
    "damage", " damage", "3", "+ M", " or ", " and ", ", ", "A < WEAK, ", "M < 2 ", "A<[weak]", "prone",
    "can't stand", "(save ends)", "(EoT)", "until the end of the encounter", "push 1", "vertical slide 2",
    "holy", "psychic", "No effect.", "**", "*", "_", "> ", ">", "- ", "| ", "📏", "🎯", "`", "```ds-feature\n",
    "```", "---\n", "#", "name: ", "tier1: ", "effects:\n  - ", "\x00", "\x0c", "\u00a0", "\u3000", "、", "；",
    "（", "）", "ダメージ", "伏せ", "\\", "[prone](../Conditions/Prone)",
]

notation_text = st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=4)), max_size=60).map("".join)


@functools.cache
def _corpus_paths() -> list:
    return sorted(CORPUS.rglob("*.md"))


@functools.cache
def _read(path) -> str:
    return path.read_text("utf-8")


_TIER_LINE = re.compile(r"^(?:>\s*)*[-*]\s+\*\*(?:≤11|12-16|17\+):\*\*\s*(.+)$", re.M)


@functools.cache
def _corpus_tier_lines() -> list[str]:
    lines = set()
    for path in _corpus_paths():
        lines.update(match.group(1).strip() for match in _TIER_LINE.finditer(_read(path)))
    return sorted(lines)


@functools.cache
def _yaml_blocks() -> list[str]:
    blocks = []
    for path in _corpus_paths():
        blocks += re.findall(r"^```ds-(?:feature|statblock)\n(.*?)^```", _read(path), re.S | re.M)
    return blocks


corpus_file = st.sampled_from(_corpus_paths()).map(_read)
tier_line = st.sampled_from(_corpus_tier_lines())
yaml_block = st.sampled_from(_yaml_blocks())

insertion = st.one_of(st.sampled_from(PIECES), st.text(min_size=1, max_size=6))
mutation = st.tuples(st.sampled_from(["insert", "delete", "replace"]), st.floats(0, 1), st.integers(1, 12),
                     insertion)


def mutate(text: str, mutations) -> str:
    for kind, where, length, piece in mutations:
        at = int(where * len(text))
        if kind == "insert":
            text = text[:at] + piece + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + length:]
        else:
            text = text[:at] + piece + text[at + length:]
    return text


mutations = st.lists(mutation, min_size=1, max_size=8)


# ---- the invariants ------------------------------------------------------------------------------


def _nested_texts(effects) -> list[str]:
    out = []
    for effect in effects:
        if isinstance(effect, (Text, NoEffect)):
            out.append(effect.text)
        elif isinstance(effect, PotencyGate):
            out += _nested_texts(effect.effects)
        elif isinstance(effect, Choice):
            for option in effect.options:
                out += _nested_texts(option)
    return out


def _squeeze(text: str) -> str:
    # (a comma before `or`/`and` too: a potency joined by it, `10 damage, or if the target has P < 2 …`, is cut into
    # clauses as if a `;` stood there, the comma its separator, `clauses._joined`)
    return re.sub(r"[,，、](?=or|and|または|および)", "", re.sub(r"[\s;；]+", "", text))


def check(text: str, path: str):
    result = parse_text(text, path)
    source = result.source
    assert "SB999" not in [d.code for d in result.diagnostics], [str(d.message) for d in result.diagnostics]

    for d in result.diagnostics:
        assert d.span.path == path
        assert 0 <= d.span.start <= d.span.end <= len(source.text), d
        assert 1 <= d.span.line <= source.line_count, d
        assert 1 <= d.span.column <= len(source.line_text(d.span.line)) + 1, d
        assert d.render()

    assert len(result.asts) == len(result.abilities)
    for tree, compiled in zip(result.asts, result.abilities):
        json.dumps(ability_json(compiled))
        for tree_roll, roll in zip(tree.all_rolls(), compiled.all_rolls(), strict=True):
            for tree_tier, tier in zip(tree_roll.tiers, roll.tiers, strict=True):
                parts = [part.text for part in tree_tier.clauses]
                # splitting at `;` drops nothing but the separators
                assert _squeeze("".join(parts)) == _squeeze(tree_tier.text)
                # and each part is within a `;`-clause or holds whole ones (a clause may be cut finer: a potency
                # joined by `, or if` is a clause of its own, `clauses._joined`; a `;` inside brackets cuts nothing)
                clauses = [_squeeze(c) for c in tree_tier.text.replace("；", ";").split(";") if c.strip()]
                for part in map(_squeeze, parts):
                    assert any(part in clause or clause in part for clause in clauses), (part, clauses)
                # and every clause compiled to something, with any verbatim text kept as written
                assert len(tier.clauses) == len(parts)
                for part, effects in zip(parts, tier.clauses):
                    assert effects, part
                    texts = [e for e in effects if isinstance(e, (Text, NoEffect))]
                    if texts and len(effects) > 1:
                        # read sentence by sentence (`R < 2 the target is slowed. Foo bar`): a sentence that does
                        # not read is kept as written, the last effect, words of the part after a full stop
                        assert texts == [effects[-1]] and part.rstrip().endswith(texts[0].text.rstrip()), (part, effects)
                        assert "." in part[:len(part.rstrip()) - len(texts[0].text.rstrip())] or "。" in part, (part, effects)
                    elif texts:
                        assert effects[0].text == part, (part, effects)
                    for inner in _nested_texts(effects):
                        assert inner in part, (inner, part)
    return result


# ---- the tests ---------------------------------------------------------------------------------------


@pytest.mark.slow
@FUZZ
@given(text=notation_text, path=st.sampled_from(SUFFIXES))
def test_random_notation_text(text, path):
    check(text, path)


@pytest.mark.slow
@FUZZ
@given(text=st.text(max_size=400), path=st.sampled_from(SUFFIXES))
def test_random_unicode_text(text, path):
    check(text, path)


@pytest.mark.slow
@FUZZ
@given(text=corpus_file, changes=mutations)
def test_mutated_corpus_markdown(text, changes):
    check(mutate(text, changes), "t.md")


@pytest.mark.slow
@FUZZ
@given(block=yaml_block, changes=mutations)
def test_mutated_ds_feature_yaml(block, changes):
    check(mutate(block, changes), "t.yaml")


@pytest.mark.slow
@FUZZ
@given(lines=st.lists(tier_line, min_size=3, max_size=3), changes=mutations,
       fmt=st.sampled_from(sorted(FORMATS)), crlf=st.booleans(), bom=st.booleans())
def test_mutated_tier_lines_in_every_format(lines, changes, fmt, crlf, bom):
    """Real tier lines, mutated, inside an ability in each format; then the file's line endings."""
    name, build = FORMATS[fmt]
    text = build(Parts(tiers=(mutate(lines[0], changes), lines[1], lines[2])))
    if crlf:
        text = text.replace("\n", "\r\n")
    if bom:
        text = "\ufeff" + text
    check(text, name)


@pytest.mark.slow
@FUZZ
@given(lines=st.lists(tier_line, min_size=3, max_size=3), changes=mutations)
def test_mutated_native_ability(lines, changes):
    """A native ability from real tier lines, mutated anywhere (labels and line breaks included)."""
    name, build = FORMATS["native"]
    check(mutate(build(Parts(tiers=tuple(lines))), changes), name)


def test_the_invariants_see_real_tier_lines():
    """The sources above are not empty, and `check` does read their tier lines."""
    assert len(_corpus_tier_lines()) > 500 and len(_yaml_blocks()) > 10
    result = check(FORMATS["md-quote"][1](Parts(tiers=tuple(_corpus_tier_lines()[:3]))), "t.md")
    assert [t.number for t in result.abilities[0].power_roll.tiers] == [1, 2, 3]
