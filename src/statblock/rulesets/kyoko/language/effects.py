"""One line of effect text into effects (`model.Effect`), checking each bracketed word.

`read_effect_line` parses a folded line with `effect.lark` and walks the tree in order: runs of plain
text become one `Text`; conditions, abilities, skills, checks, damage and recovery their own effect.
Every effect's `text` is the original file's text under its span, so nothing is dropped or changed.
"""

from __future__ import annotations

import re

from lark import Token, Tree

from ....diagnostics import Diagnostic, Severity, SourceFile, Span
from ..catalog import message
from ..model import Amount, Check, ConditionEffect, Damage, Recovery, Term, Text
from ..vocabulary import condition, difficulty_range, lookup, suggest
from .parser import UnexpectedInput, error_position, expected, parse_effect

__all__ = ["read_effect_line", "link_checks"]

_ERROR, _WARNING = Severity.ERROR, Severity.WARNING
_REMOVES = re.compile(r"[ \t]*[をがの]?[ \t]*(?:解除|取り除|remove|end)", re.IGNORECASE)
# a condition named, not given: `［崩壊］を受けている間`, `［憎悪］の対象`, `［再生］が解除されない`
_REFERENCE = re.compile(r"[ \t]*(?:[をが][ \t]*(?:受けて|得て|持って|解除|取り除)|の|が|\)|）)")
_STAT = re.compile(r"【(装備HP|HP)】[ \t]*を[^。]*$")
_ENDS = re.compile(r"解除|remove|ends?\b", re.IGNORECASE)
_SENTENCE = re.compile(r"[。.]")


class _Line:
    def __init__(self, source: SourceFile, folded: str, offset: int, problems: list[Diagnostic]):
        self.source, self.folded, self.offset, self.problems = source, folded, offset, problems

    def span(self, start: int, end: int) -> Span:
        return self.source.span(self.offset + start, self.offset + end)

    def report(self, code: str, severity: Severity, msg, start: int, end: int, suggestion=None) -> None:
        self.problems.append(Diagnostic(code, severity, msg, self.span(start, end), suggestion=suggestion))


def _tokens(tree: Tree) -> list[Token]:
    return [t for t in tree.scan_values(lambda v: isinstance(v, Token))]


def _bounds(item) -> tuple[int, int]:
    tokens = [item] if isinstance(item, Token) else _tokens(item)
    return tokens[0].start_pos, tokens[-1].end_pos


def read_effect_line(source: SourceFile, folded: str, offset: int, problems: list[Diagnostic]) -> list:
    """The effects of one folded line of effect text starting at `offset` in `source`."""
    line = _Line(source, folded, offset, problems)
    try:
        tree = parse_effect(folded)
    except UnexpectedInput as error:
        at = error_position(error, folded)
        line.report("KY007", _ERROR, message("effect_unreadable", expected=_expected(error)), at,
                    max(at + 1, len(folded.rstrip())) if at >= len(folded.rstrip()) else at + 1)
        return [Text(line.span(0, len(folded)).text, line.span(0, len(folded)))]
    effects: list = []
    run: int | None = None  # where the current plain-text run starts
    for child in tree.children:
        if isinstance(child, Token):
            run = child.start_pos if run is None else run
            continue
        start, end = _bounds(child)
        if run is not None:
            effects.append(Text(line.span(run, start).text, line.span(run, start)))
            run = None
        effects.append(_effect(child, line))
    if run is not None:
        effects.append(Text(line.span(run, len(folded)).text, line.span(run, len(folded))))
    return effects


def _effect(tree: Tree, line: _Line):
    start, end = _bounds(tree)
    span = line.span(start, end)
    kind = tree.data
    if kind == "condition":
        return _condition(tree, line, span)
    if kind == "ability":
        return Term("abilities", _ability(tree, line), span.text, span)
    if kind == "skill":
        return Term("skills", _skill(tree, line)[0], span.text, span)
    if kind == "check":
        return _check(tree, line, span)
    if kind == "damage":
        first = tree.children[0]
        if isinstance(first, Token):  # ダメージ5
            return Damage(Amount(int(tree.children[1])), span.text, span)
        return Damage(_amount(first, line), span.text, span)
    assert kind == "recovery", kind
    found = _STAT.search(line.folded[:start])
    stat = "armor_hp" if found and found.group(1) == "装備HP" else "hp"
    return Recovery(_amount(tree.children[0], line), stat, span.text, span)


def _amount(tree: Tree, line: _Line) -> Amount:
    number, ability, modifier = None, None, 0
    for child in tree.children:
        if isinstance(child, Tree):
            ability = _ability(child, line)
        elif child.type == "NUMBER_PT":
            number = int(child)
        elif child.type == "MODIFIER":
            digits = int(re.sub(r"\D", "", str(child)))
            modifier = -digits if str(child).lstrip().startswith("-") else digits
    return Amount(number, ability, modifier)


def _inner(tree: Tree, name: str) -> tuple[int, int] | None:
    """Where the words of a bracket are in the line (trimmed), or None when it has none."""
    token = next((t for t in tree.children if isinstance(t, Token) and t.type == name), None)
    if token is None:
        return None
    text = str(token)
    left = len(text) - len(text.lstrip())
    start, end = token.start_pos + left, token.start_pos + len(text.rstrip())
    return None if start >= end else (start, end)


def _written(line: _Line, start: int, end: int) -> str:
    return line.span(start, end).text


def _word(tree: Tree, name: str, line: _Line) -> tuple[str, int, int] | None:
    found = _inner(tree, name)
    if found is None:
        return None
    start, end = found
    return _written(line, start, end), start, end


def _ability(tree: Tree, line: _Line) -> str | None:
    found = _word(tree, "ABILITY_NAME", line)
    word, start, end = found or ("", *_bounds(tree))
    return _resolve("abilities", "ability", "KY021", word, start, end, line, "【{}】")


def _skill(tree: Tree, line: _Line) -> tuple[str | None, str | None]:
    found = _word(tree, "SKILL_NAME", line)
    word, start, end = found or ("", *_bounds(tree))
    base, field = word, None
    cut = re.search(r"[:：]", word)
    if cut:
        base, field = word[: cut.start()].rstrip(), word[cut.end():].strip() or None
        end = start + len(base)
    return _resolve("skills", "skill", "KY022", base, start, end, line, "〈{}〉"), field


def _resolve(category: str, what: str, code: str, word: str, start: int, end: int, line: _Line,
             shape: str) -> str | None:
    term = lookup(category, word) if word.strip() else None
    if term is not None:
        return term.id
    guess = suggest(category, word) if word.strip() else None
    if guess is None:
        line.report(code, _ERROR, message(f"{what}_unknown", word=word), start, end)
    else:
        line.report(code, _ERROR, message(f"{what}_guess", word=word, guess=guess), start, end,
                    suggestion=message("replace", guess=shape.format(guess)))
    return None


def _condition(tree: Tree, line: _Line, span: Span):
    found = _word(tree, "COND_NAME", line)
    number = next((t for t in tree.children if isinstance(t, Token) and t.type == "NUMBER"), None)
    target = _word(tree, "COND_ARG", line)
    slash = any(isinstance(t, Token) and t.type == "SLASH" for t in tree.children)
    removes = _REMOVES.match(line.folded, span.end - line.offset) is not None
    referenced = removes or _REFERENCE.match(line.folded, span.end - line.offset) is not None
    if found is None:
        if number is None:
            line.report("KY010", _ERROR, message("condition_empty"), span.start - line.offset, span.end - line.offset)
            return ConditionEffect(None, "", None, None, removes, span.text, span, referenced)
        name, start, end = "", number.start_pos, number.start_pos
    else:
        name, start, end = found
    n = int(number) if number is not None else None
    info = condition(name)
    literal_n = False
    if info is None and name[-1:] in ("n", "ｎ", "N", "Ｎ"):
        info = condition(name[:-1])
        literal_n = info is not None and info.param == "number" and n is None
        if literal_n:
            name = name[:-1].rstrip()
        else:
            info = None
    if info is None:
        word_term = lookup("bracket_words", name)
        if word_term is not None and n is None and not slash:
            return Term("bracket_words", word_term.id, span.text, span)
        guess = suggest("conditions", name)
        if guess is None:
            line.report("KY010", _ERROR, message("condition_unknown", word=name), start, end)
        else:
            line.report("KY010", _ERROR, message("condition_guess", word=name, guess=guess), start, end,
                        suggestion=message("replace", guess=f"［{guess}］"))
        return ConditionEffect(None, name, n, target[0].strip() if target else None, removes, span.text, span,
                               referenced)
    whole = (span.start - line.offset, span.end - line.offset)
    written_target = target[0].strip() if target else None
    if info.param == "number":
        if n is None and not referenced:
            what = message("n_damage" if info.id == "decay" else "n_recovery")
            line.report("KY011", _ERROR, message("needs_n", word=name, what=what), *whole)
        if slash:
            line.report("KY012", _ERROR, message("no_target_here", word=name, n=n if n is not None else 3), *whole)
            written_target = None
    elif info.param == "target":
        if not written_target and not referenced:
            line.report("KY013", _ERROR, message("needs_target", word=name), *whole,
                        suggestion=message("replace", guess=f"［{name}／使用者］"))
        if n is not None:
            line.report("KY012", _ERROR, message("no_param", word=name), *whole)
            n = None
    elif n is not None or slash:
        line.report("KY012", _ERROR, message("no_param", word=name), *whole,
                    suggestion=message("replace", guess=f"［{name}］"))
        n, written_target = None, None
    if written_target:
        known = lookup("targets", written_target)
        written_target = known.id if known is not None else written_target
    return ConditionEffect(info.id, name, n, written_target, removes, span.text, span, referenced)


def _check(tree: Tree, line: _Line, span: Span) -> Check:
    number = next(t for t in tree.children if isinstance(t, Token) and t.type == "DIFF_NUMBER")
    digits = re.match(r"\d+", str(number)).group()
    value = int(digits)
    low, high = difficulty_range()
    if not low <= value <= high:
        line.report("KY023", _ERROR, message("difficulty_range", value=value, low=low, high=high),
                    number.start_pos, number.start_pos + len(digits))
    skill_tree = next(c for c in tree.children if isinstance(c, Tree))
    skill, field = _skill(skill_tree, line)
    return Check(value, skill, field, None, span.text, span)


def link_checks(effects: list) -> list:
    """Each check whose sentence lifts a condition (`…判定に［成功］すれば解除される`) gets `ends`: the
    last condition written before it on the card."""
    out, last = [], None
    for index, effect in enumerate(effects):
        if isinstance(effect, ConditionEffect) and effect.id is not None:
            last = effect.id
        if isinstance(effect, Check) and last is not None:
            after = "".join(e.text for e in effects[index + 1:])
            rest = _SENTENCE.split(after, maxsplit=1)[0]
            before = _SENTENCE.split("".join(e.text for e in effects[:index]))[-1]
            if _ENDS.search(before + rest):
                effect = Check(effect.difficulty, effect.skill, effect.field, last, effect.text, effect.span)
        out.append(effect)
    return out


_EXPECT = (("RSQ", "expect_close_condition"), ("RAB", "expect_close_ability"), ("RSK", "expect_close_skill"),
           ("QCLOSE", "expect_close_quote"))


def _expected(error: UnexpectedInput):
    wanted = expected(error)
    for terminal, key in _EXPECT:
        if terminal in wanted:
            return message(key)
    return message("expect_more")
