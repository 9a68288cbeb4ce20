"""Corpus tests over ../shared/corpus: real, published text nobody on this project wrote.

Every ability checked on its own (a failure names it: `relative/path.md::Ability Name`), plus
whole-corpus checks: every `≤11` tier line is read as tier 1 of some ability, and the share
of tier clauses compiled to a structured effect.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from statblock import cli
from statblock.diagnostics import Severity
from statblock.pipeline import Report
from statblock.rulesets.draw_steel.runtime.effects import Choice, NoEffect, PotencyGate, Text

from conftest import CORPUS, ON_THE_CORPUS, corpus_abilities, corpus_report, sweep

STRUCTURED_FLOOR = 0.92

# A tier-1 line as written in the corpus: optional block quotes, a list bullet, bold, then `≤11`.
_MD_TIER1 = re.compile(r"^(?:[ \t]*>)*[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?[ \t]*(?:≤|<=)[ \t]*11(?!\d)")
# The YAML form: a `tier1:` key, possibly as the first key of a list item.
_YAML_TIER1 = re.compile(r"^[ \t]*(?:-[ \t]+)?tier1[ \t]*:")


def _relative(path: str) -> str:
    return Path(path).relative_to(CORPUS).as_posix()


@pytest.fixture(scope="module")
def corpus() -> Report:
    return corpus_report()


@ON_THE_CORPUS
def test_corpus_is_there(corpus):
    assert len(corpus.files) > 600
    assert len(corpus.abilities) > 2000


def _texts(effects) -> list[str]:
    """Every verbatim text inside `effects`, nested ones included."""
    out = []
    for effect in effects:
        if isinstance(effect, (Text, NoEffect)):
            out.append(effect.text)
        elif isinstance(effect, PotencyGate):
            out.extend(_texts(effect.effects))
        elif isinstance(effect, Choice):
            for option in effect.options:
                out.extend(_texts(option))
    return out


@ON_THE_CORPUS
def test_every_ability(corpus):
    """Each ability of the corpus, checked by `check_ability`; the failure names every ability that fails."""
    assert sweep(((case_id, (f, a)) for case_id, f, a in corpus_abilities()),
                 lambda at: check_ability(corpus, at)) == len(corpus.abilities)


def check_ability(corpus, ability_at):
    file_index, ability_index = ability_at
    result = corpus.files[file_index]
    tree, compiled = result.asts[ability_index], result.abilities[ability_index]
    inside = [d for d in result.diagnostics
              if d.ability == tree.name or tree.span.start <= d.span.start < max(tree.span.end, tree.span.start + 1)]
    assert [d for d in inside if d.severity is Severity.ERROR] == []
    assert tree.name and tree.name != "(unnamed)"
    assert compiled.name == tree.name and compiled.path == result.path
    for tree_roll, roll in zip(tree.all_rolls(), compiled.all_rolls(), strict=True):
        assert [t.number for t in roll.tiers] == [1, 2, 3]
        for tree_tier, tier in zip(tree_roll.tiers, roll.tiers, strict=True):
            assert len(tier.clauses) == len(tree_tier.clauses)
            for part, effects in zip(tree_tier.clauses, tier.clauses, strict=True):
                assert effects, f"clause {part.text!r} compiled to nothing"
                for text in _texts(effects):
                    assert text in part.text, f"{text!r} is not verbatim from {part.text!r}"


@ON_THE_CORPUS
def test_no_errors_anywhere_in_the_corpus(corpus):
    problems = [d.render() for d in corpus.diagnostics if d.severity is Severity.ERROR]
    assert problems == []


def _tier1_lines(text: str) -> list[int]:
    return [number for number, line in enumerate(text.split("\n"), start=1)
            if _MD_TIER1.match(line) or _YAML_TIER1.match(line)]


@ON_THE_CORPUS
def test_every_tier1_line_is_read_as_tier1_of_an_ability(corpus):
    missing, total = [], 0
    for result in corpus.files:
        written = _tier1_lines(result.source.text)
        total += len(written)
        read = {tier.label.span.line
                for tree in result.asts for roll in tree.all_rolls() for tier in roll.tiers if tier.number == 1}
        missing.extend(f"{_relative(result.path)}:{line}" for line in written if line not in read)
    assert total > 1000  # the patterns above do find the corpus's tier lines
    assert missing == []


@ON_THE_CORPUS
def test_every_ability_with_a_tier1_line_is_found(corpus):
    """At least one ability with a power roll per `≤11` line, file by file."""
    short = []
    for result in corpus.files:
        written = len(_tier1_lines(result.source.text))
        with_rolls = sum(len(tree.all_rolls()) for tree in result.asts)
        if with_rolls < written:
            short.append((_relative(result.path), written, with_rolls))
    assert short == []


@ON_THE_CORPUS
def test_structured_clause_rate(corpus, figure):
    total = structured = 0
    for ability in corpus.abilities:
        for roll in ability.all_rolls():
            for tier in roll.tiers:
                for effects in tier.clauses:
                    total += 1
                    structured += not (len(effects) == 1 and isinstance(effects[0], Text))
    rate = structured / total
    figure(f"structured tier clauses: {structured}/{total} = {rate:.2%}")
    assert total > 4000
    assert rate >= STRUCTURED_FLOOR


@pytest.mark.slow
def test_check_command_on_the_corpus_exits_0(capsys):
    """The issue's first 'done when': `statblock check ../shared/corpus/` exits 0 with no errors, every
    game's published text in it included (Steel Compendium Markdown, MarvelCDB card data)."""
    code = cli.main(["check", "--format", "json", str(CORPUS)])
    data = json.loads(capsys.readouterr().out)
    assert (code, data["errors"]) == (0, 0)
    assert data["files"] == len(list(CORPUS.rglob("*.md"))) + len(list(CORPUS.rglob("*.json")))
    assert data["abilities"] >= sum(len(_tier1_lines(p.read_text("utf-8"))) for p in CORPUS.rglob("*.md"))
