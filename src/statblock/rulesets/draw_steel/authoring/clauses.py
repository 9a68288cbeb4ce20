"""The canonical spelling of one tier clause.

A clause keeps the author's words. What changes is layout the grammar does
not care about: potency is spelt `A < WEAK` (`A<weak`, `A < [weak]`,
`a < Weak` all become that), with a comma after a strength word; runs of
spaces become one; `3+M` becomes `3 + M`; no space before a comma. A clause
the grammar reads only as text is kept exactly as written.

Every rewrite is checked: the canonical clause must lower to the same
effects as the original, or the original text is kept.
"""

from __future__ import annotations

import functools
import re

from .. import ast
from ..compiler.lower import Lowerer
from ..compiler.pronouns import name_pronouns
from ....diagnostics import SourceFile
from ..grammar.clauses import parse_clause_text
from ..vocabulary import vocabulary

__all__ = ["canonical_clause", "clause_effects", "is_cjk"]

# `A < [weak]`, `A<weak`, `M < 2`: what follows the characteristic word.
_POTENCY_HEAD = re.compile(r"\s*[<＜]\s*(?:\[\s*(?P<bracketed>[^\]\s]+)\s*\]|(?P<word>[^\W\d_][\w'’\-]*)|"
                           r"(?P<number>[-−－]?[0-9０-９]+))")
_COMMAS = ",、，"
_SPACES = re.compile(r"[^\S\n]+")
_PLUS = re.compile(r"(?<=[0-9０-９])\s*[+＋]\s*")
_SPACE_BEFORE_PUNCT = re.compile(r"(?<!\s)\s++(?=[,、，.。)）\]])")  # (from where a run starts: linear)
_SPACE_AFTER_OPEN = re.compile(r"(?<=[(（\[])\s+")
_COMMA_NO_SPACE = re.compile(r",(?=[^\s\d])")


def is_cjk(text: str) -> bool:
    """Whether `text` holds Japanese (kana or kanji): connectives are then written the Japanese way."""
    return any("\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff" for ch in text)


def _potencies(items) -> list[ast.PotencyClause]:
    found = []
    for item in items:
        if isinstance(item, ast.PotencyClause):
            found.append(item)
            found.extend(_potencies(item.body))
        elif isinstance(item, ast.OrClause):
            for option in item.options:
                found.extend(_potencies(option))
        elif isinstance(item, ast.DamageAndConditions):
            continue
    return found


def _damages(items) -> list[ast.DamageClause]:
    found = []
    for item in items:
        if isinstance(item, ast.DamageClause):
            found.append(item)
        elif isinstance(item, ast.DamageAndConditions):
            found.append(item.damage)
        elif isinstance(item, ast.PotencyClause):
            found.extend(_damages(item.body))
        elif isinstance(item, ast.OrClause):
            for option in item.options:
                found.extend(_damages(option))
    return found


def _strength(word: str) -> str:
    term = vocabulary().potency_strengths.lookup(word)
    if term is None:
        return word  # a misspelling stays for `check` to report, not for `fmt` to guess
    return term.label("ja" if is_cjk(word) else "en")


def _rewrite_potency(text: str, node: ast.PotencyClause) -> tuple[int, int, str] | None:
    """(start, end, replacement) for the head of one potency: `A<[weak] ` → `A < WEAK, `."""
    start, char_end = node.characteristic.span
    match = _POTENCY_HEAD.match(text, char_end)
    if match is None:
        return None
    char = node.characteristic.text
    if len(char) == 1 and char.isascii():
        char = char.upper()
    word = match.group("bracketed") or match.group("word")
    strength = _strength(word) if word else str(node.value)
    end = match.end()
    rest = text[end:]
    stripped = rest.lstrip()
    if stripped[:1] in _COMMAS:
        comma = stripped[0]
        end += len(rest) - len(stripped) + 1
        separator = ", " if comma == "," else comma
    elif word:
        separator = "、" if is_cjk(stripped[:1]) else ", "
    else:
        separator = " "
    following = text[end:].lstrip()
    end = len(text) - len(following)
    return start, end, f"{char} < {strength}{separator if following else ''}"


def _respace(text: str) -> str:
    text = _SPACES.sub(" ", text).strip()
    text = _SPACE_BEFORE_PUNCT.sub("", text)
    text = _SPACE_AFTER_OPEN.sub("", text)
    return _COMMA_NO_SPACE.sub(", ", text)


def _rewritten(part: ast.ClausePart) -> str:
    text = part.text
    edits = []
    for node in _potencies(part.items):
        edit = _rewrite_potency(text, node)
        if edit is not None:
            edits.append(edit)
    for node in _damages(part.items):
        if node.characteristics and node.span is not None:
            start, end = node.span
            edits.append((start, end, _PLUS.sub(" + ", text[start:end], count=1)))
    edits.sort()
    out, position = [], 0
    for start, end, replacement in edits:
        if start < position:  # overlapping edits (a potency inside a damage span cannot happen): skip
            continue
        out.append(text[position:start])
        out.append(replacement)
        position = end
    out.append(text[position:])
    return _respace("".join(out))


@functools.lru_cache(maxsize=1 << 14)
def clause_effects(text: str) -> tuple:
    """The effects one clause's text lowers to, on its own (as a tier of that clause alone: whom a pronoun names, as
    `compiler/pronouns.py` says it)."""
    items = parse_clause_text(text)
    source = SourceFile("<clause>", text)
    part = ast.ClausePart(text, items, None, source.whole())
    lowerer = Lowerer()
    return name_pronouns((lowerer.clause_part(part),), lowerer.rules, lambda at, said: None)[0]


def canonical_clause(part: ast.ClausePart) -> str:
    """The canonical text of a clause; the original text if only text could be made of it."""
    if len(part.items) == 1 and isinstance(part.items[0], ast.TextClause):
        return part.text
    text = _rewritten(part)
    if text != part.text and clause_effects(text) != clause_effects(part.text):
        return part.text
    return text
