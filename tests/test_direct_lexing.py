"""The faster clause machinery of issue 11 reads every text as before.

`DirectParser` reads each parser state's tokens with one regular expression that also skips the
whitespace before a token (`grammar.lexing`), made when the state is first met, and works out
once how each rule's value is made; `split_clauses`, `_unbalanced` and the sentence-verb test
take shortcuts. Each is checked here against the way it replaced: lark itself (Japanese start
rules included, which `test_direct_parser` leaves out), or the plain loop it stands for.
"""

from __future__ import annotations

import functools
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.exceptions import UnexpectedInput

from statblock.diagnostics import SourceFile
from statblock.rulesets.draw_steel.compiler.lower import unbalanced as _unbalanced
from statblock.rulesets.draw_steel.grammar import clauses, sentences, to_ast
from statblock.rulesets.draw_steel.grammar.direct import DirectParser, NotInGrammar, child
from statblock.rulesets.draw_steel.grammar import lexing
from statblock.rulesets.draw_steel.grammar.lexing import _may_start_with, _parse, _skippable
from statblock.rulesets.draw_steel.grammar.parser import NOTATION_STARTS, load_grammar
from statblock.rulesets.draw_steel.grammar.tables import Terminal

from conftest import corpus_tier_clauses, examples
from test_direct_parser import REJECTED, _both as _both_with, _parsers as _parsers_with

STARTS = tuple(NOTATION_STARTS + to_ast.JA_STARTS)


def _parsers():
    return _parsers_with(STARTS)


def _both(text: str, start: str):
    return _both_with(text, start, STARTS)


JAPANESE = [
    "ターゲットは最大 2 マスシフトできる",  # `最大`: a WORD that the lexer retypes to a kept keyword
    "あなたはターゲットを最大 6 マステレポートする",
    "ターゲットは一時的スタミナ 2 を得る",
    "ディレクターは悪意 1 を失う",
    "M < 2、ターゲットは次のストライクに不利を受ける (セーヴ終了)",
    "1体のターゲットはM < 3、朦朧",
    "または、M < 2、出血",
    "スタミナが 8 以下のターゲットは死亡する",
    "ターゲットは火炎弱点 5 (セーヴ終了)",
    "ターゲットの速度は 2 になる",
    "ターゲットは「burning」状態",
    "3 + I 聖なるダメージ",
    "A < WEAK、伏せ、および立ち上がれない (セーヴ終了)",
    "出血、朦朧、または減速 (セーヴ終了)",
    "垂直プル ４",
    "ターゲットは　「can't hide」",
]


@pytest.mark.parametrize("start", STARTS)
def test_japanese_texts_read_as_lark_reads_them(start):
    disagreements = [(text, *pair) for text in JAPANESE if (pair := _both(text, start))[0] != pair[1]]
    assert not disagreements, disagreements[:3]


def test_some_japanese_texts_are_read_as_sentences():
    """(the comparison above means something only if some texts are read)"""
    assert sum(_both(text, start)[0] != REJECTED for text in JAPANESE for start in to_ast.JA_STARTS) >= 8


PIECES = ["ターゲットは", "最大", "2", "６", " ", "\u3000", "マス", "シフト", "できる", "を得る", "を失う", "、", "。",
          "(", ")", "（", "）", "セーヴ終了", "M", "<", "＜", "WEAK", "または", "および", "出血", "伏せ", "ダメージ",
          "聖なる", "「burning」", "状態", "になる", "に", "不利", "を受ける", "以下の", "が", "は", "1体の"]


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.lists(st.sampled_from(PIECES), max_size=12).map("".join), start=st.sampled_from(STARTS))
def test_generated_japanese_text_reads_as_lark_reads_it(text, start):
    ours, theirs = _both(text, start)
    assert ours == theirs


# ---- the lexers of the states ------------------------------------------------------------------


def test_state_lexers_are_made_when_first_needed_and_shared():
    grammar = load_grammar("notation.lark", start=NOTATION_STARTS)
    builder = to_ast.ClauseBuilder("3 + M damage")
    parser = DirectParser(grammar, builder)
    any_text, ascii_text = parser._lexers
    assert not any_text._made and not ascii_text._made  # nothing compiled yet
    parser.parse("3 + M damage", "clause")
    assert not any_text._made  # an ASCII text is read by the lexers made for ASCII text
    made = len(ascii_text._made)
    lark_lexers = grammar.parser.lexer.lexers
    assert 0 < made < len({id(lexer) for lexer in lark_lexers.values()})
    twins = [state for state in lark_lexers if lark_lexers[state] is lark_lexers[next(iter(ascii_text))]]
    assert len({id(ascii_text[state]) for state in twins}) == 1
    parser.parse("3 + M ダメージ", "clause")
    assert any_text._made


def _reads(match) -> tuple:
    return match.lastgroup, match.span(match.lastgroup) if match.lastgroup else None, match.end()


@pytest.mark.slow
def test_a_state_reads_one_terminal_at_a_time_as_its_one_expression_reads():
    """Every state's lexer, before and after it compiles its one expression (`COMPILE_AFTER`), reads the
    same token at every position of the corpus's clauses and of some odd text."""
    grammar = load_grammar("notation.lark", start=list(STARTS))
    parser = DirectParser(grammar, to_ast.ClauseBuilder(""))
    texts = sorted({part.text for _, part, _ in corpus_tier_clauses()})[::7]
    texts += ["  3 + M damage ", "または\u3000火炎", "「伏せ」状態", "A<WEAK, 、 x", "\t", "", "(save ends)  ;",
              "push 3 ,  ignoring stability", "slide 2  ignoring  stability x", "プッシュ 3、 安定性を無視 ", "pull 1 , x"]
    for state in grammar.parser.lexer.lexers:
        lexer = parser._lexers[0][state]
        compiled = lexer.compiled()
        for text in texts:
            for pos in range(0, len(text) + 1, 3):
                lexer._uses = 0
                assert _reads(lexer.match(text, pos)) == _reads(compiled(text, pos)), (state, text, pos)


def test_a_lexer_used_often_compiles_its_expression():
    grammar = load_grammar("notation.lark", start=NOTATION_STARTS)
    parser = DirectParser(grammar, to_ast.ClauseBuilder(""))
    lexer = parser._lexers[1][grammar.parser.parser.parser.parse_table.start_states["clause"]]
    assert lexer.match == lexer._one_at_a_time
    for _ in range(lexing.COMPILE_AFTER):
        assert lexer.match("3 damage", 0).lastgroup == "NUMBER"
    assert lexer.match == lexer._one_at_a_time
    assert lexer.match("3 damage", 0).lastgroup == "NUMBER"
    assert lexer.match != lexer._one_at_a_time and isinstance(lexer.match("3 damage", 0), re.Match)


def _terminal(name: str, pattern: str, literal: bool = False) -> Terminal:
    return Terminal(name, re.escape(pattern) if literal else pattern, pattern if literal else None)


@pytest.mark.parametrize("pattern, chars, may", [
    (r"[A-Za-z]+", " ", False),
    (r"\S+", " \t", False),
    (r"[^\W\d_]+", "\u3000", False),
    (r"\s*x", " ", True),
    (r"(?:[、,]\s*)?または", " ", False),
    (r"(?:[、, ]\s*)?または", " ", True),
    (r"a?b", "b", True),
    (r"a?b", "c", False),
    (r"(?!x)[^;]", " ", True),
    (r"(?i:until)|「", "U", True),
    (r"(?>ab)", "a", True),
    (r"[^ab]", "c", True),
])
def test_what_a_terminal_may_start_with(pattern, chars, may):
    assert _may_start_with(_parse(_terminal("T", pattern)), set(chars)) is may


@pytest.mark.parametrize("pattern, literal, flags, needs", [
    ("または", True, 0, True),
    (r"(?:[、,，]\s*)?または", False, 0, True),     # what may come before is optional: the word is not
    (r"[^\W\d_](?:(?!または)[^\W\d]){0,48}?ダメージ", False, 0, True),
    (r"(?!x)ダ", False, 0, True),                   # a look-ahead reads nothing
    (r"ダ?x", False, 0, False),
    (r"(?:ダ|x)", False, 0, False),
    (r"(?:ダ|メ)+", False, 0, True),
    (r"[ダ-ヂ]", False, 0, True),
    (r"[^ダ]", False, 0, False),
    (r"[a-zＡ-Ｚ]", False, 0, False),
    (r"\w", False, 0, False),
    ("×", True, 0, True),
    ("ſ", True, 0, False),                         # `re` ignoring case matches it with `s`
    ("\u212a", False, re.IGNORECASE, False),       # the Kelvin sign, with `k`
    ("\u212a", False, 0, True),
    (r"(?i:\u212a)", False, 0, False),
])
def test_a_terminal_left_out_of_a_lexer_of_ascii_text_cannot_match_any(pattern, literal, flags, needs):
    terminal = _terminal("T", pattern, literal)
    assert lexing._needs_non_ascii(terminal, flags) is needs
    if needs:  # and indeed, no ASCII text of a few characters matches it
        compiled = re.compile(terminal.regexp, flags)
        assert not any(compiled.match(text) for text in ("x", "s", "k", "ab", "1", " x", "x x"))


@pytest.mark.slow
def test_a_state_reads_ascii_text_with_its_ascii_lexer_as_with_its_whole_one():
    """The lexer a state uses for ASCII text, without the terminals that need other characters, reads
    the same token as the state's whole lexer at every position of the corpus's clauses and odd text."""
    grammar = load_grammar("notation.lark", start=list(STARTS))
    parser = DirectParser(grammar, to_ast.ClauseBuilder(""))
    texts = sorted({part.text for _, part, _ in corpus_tier_clauses()})[::5]
    texts += ["  3 + M damage ", "s k K", "A<WEAK, x", "\t", "", "(save ends)  ;", "until the end", "x-y'z"]
    texts = [text for text in texts if text.isascii()]
    whole, ascii_only = parser._lexers
    for state in grammar.parser.lexer.lexers:
        one, other = whole[state].compiled(), ascii_only[state].compiled()
        for text in texts:
            for pos in range(0, len(text) + 1, 2):
                assert _reads(one(text, pos)) == _reads(other(text, pos)), (state, text, pos)


def test_whitespace_is_skipped_only_where_no_terminal_before_it_may_start_with_it():
    space = _terminal("__IGNORE_0", r"[ \t]+")
    word = _terminal("WORD", r"[a-z]+")
    assert _skippable([word, space], [space])
    assert not _skippable([_terminal("ODD", r" ?x"), space], [space])
    assert _skippable([space, _terminal("ODD", r" ?x")], [space])  # tried after the space: never reached
    assert not _skippable([word], [])



@given(st.text(alphabet=" \t\u3000a,", max_size=10), st.integers(0, 10))
def test_one_run_of_blanks_is_skipped_as_the_repeat_of_runs_skipped_it(text, pos):
    """`lexing._skip`: the one ignored terminal of one character class, read as `[ \t]*+` (behind a look-ahead:
    one optional run), takes the text the general repeat of runs `(?:[ \t]+)*+` takes."""
    space = _terminal("__IGNORE_0", r"[ \t\u3000]+")
    for skip in (space.regexp, r"(?! ?,)" + space.regexp):
        fast, general = lexing._skip([skip], [space]), "(?:%s)*+" % skip
        assert fast != general
        assert re.match(fast, text[pos:]).end() == re.match(general, text[pos:]).end()
    two = [space, _terminal("__IGNORE_1", r"#[a]*")]
    assert lexing._skip([t.regexp for t in two], two) == "(?:%s)*+" % "|".join(t.regexp for t in two)


ODD_GRAMMAR = r"""
start: item+
item: ITEM | WORD
ITEM.2: / ?x/
WORD: /[a-w]+/
%ignore / +/
"""


class _OddBuilder:
    def start(self, *items):
        return items

    def item(self, token):
        return (token.type, str(token), token.start_pos, token.end_pos)


@functools.cache
def _odd_lark() -> Lark:
    """lark's parser of ODD_GRAMMAR, made once: parsing leaves it as it was, and `DirectParser` only reads its
    tables (each case still makes its own `DirectParser`, whose state lexers are made when first met)."""
    return Lark(ODD_GRAMMAR, parser="lalr", lexer="contextual")


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("text", [" x", "ab x", "ab  x", "x x", "ab  ", "  ab", " ", "ab ? x", "ab   x  x ab"])
def test_a_state_whose_terminal_may_start_with_a_space_reads_as_lark_does(text, compiled):
    """Where a terminal tried before the ignored one may start with a space, the space is skipped only
    where that terminal does not match, as lark reads it: one terminal at a time, and by the state's
    one expression (`compiled`), which skips the space only where that terminal does not match there."""
    direct = DirectParser(_odd_lark(), _OddBuilder())
    if compiled:
        direct.parse("ab", "start")  # (a state's lexer is made when first met)
        direct.settle()
    reference = _odd_lark()
    try:
        expected = [(t.children[0].type, str(t.children[0]), t.children[0].start_pos, t.children[0].end_pos)
                    for t in reference.parse(text).children]
    except UnexpectedInput:
        expected = REJECTED
    try:
        ours = list(direct.parse(text, "start"))
    except NotInGrammar:
        ours = REJECTED
    assert ours == expected


def test_child_stands_only_for_a_rule_of_one_child():
    class Builder:
        start = staticmethod(child)

    with pytest.raises(NotImplementedError):
        DirectParser(Lark('start: "a" WORD WORD\nWORD: /[b-z]+/\n%ignore " "', parser="lalr"), Builder())


# ---- the shortcuts of splitting and checking a clause ------------------------------------------


def _split_by_every_character(text: str) -> list[tuple[int, int]]:
    """What `split_clauses` did before: a walk over every character."""
    bounds, depth, start = [], 0, 0
    for index, ch in enumerate(text):
        if ch in "([（":
            depth += 1
        elif ch in ")]）":
            depth = max(0, depth - 1)
        elif ch in ";；" and depth == 0:
            bounds.append((start, index))
            start = index + 1
    bounds.append((start, len(text)))
    parts = []
    for start, end in bounds:
        piece = text[start:end]
        if piece.strip():
            first = start + len(piece) - len(piece.lstrip())
            parts.append((first, first + len(piece.strip())))
    return parts


CLAUSE_PIECES = [";", "；", "(", ")", "[", "]", "（", "）", " ", "\u3000", "\t", "prone", "3 damage", "、"]


@settings(max_examples=examples(400), deadline=None)
@given(text=st.lists(st.sampled_from(CLAUSE_PIECES), max_size=14).map("".join), offset=st.integers(0, 5))
def test_split_clauses_cuts_where_the_walk_over_every_character_does(text, offset):
    source = SourceFile("t.md", "x" * offset + text)
    parts = clauses.split_clauses(source.whole().slice(offset))
    assert [(part.span().start - offset, part.span().end - offset) for part in parts] == _split_by_every_character(text)
    assert [part.text for part in parts] == [text[a:b] for a, b in _split_by_every_character(text)]
    # (`parse_clauses` makes each part's fragment and span in one call, `Fragment.pieces`: the same, and the same file
    # offsets at every index of each part)
    read = clauses.parse_clauses(source.whole().slice(offset))
    assert [(part.text, part.span.start - offset, part.span.end - offset) for part in read] \
        == [(text[a:b], a, b) for a, b in _split_by_every_character(text)]
    assert [[part.fragment.file_offset(i) for i in range(len(part.text) + 1)] for part in read] \
        == [list(range(offset + a, offset + b + 1)) for a, b in _split_by_every_character(text)]


# every character `str.strip` takes as a blank (each part of a line is stripped)
BLANKS = [chr(code) for code in range(0x110000) if chr(code).isspace()]


@settings(max_examples=examples(400), deadline=None)
@given(text=st.lists(st.sampled_from([";", "；", "(", ")", "prone", "3 damage", "x", *BLANKS]), max_size=14)
       .map("".join))
def test_split_clauses_strips_every_blank_as_the_walk_over_every_character_does(text):
    parts = clauses.split_clauses(SourceFile("t.md", text).whole())
    assert [(part.span().start, part.span().end) for part in parts] == _split_by_every_character(text)


def _unbalanced_by_every_character(text: str) -> int | None:
    opened: list[int] = []
    for index, ch in enumerate(text):
        if ch in "(（":
            opened.append(index)
        elif ch in ")）":
            if not opened:
                return index
            opened.pop()
    return opened[0] if opened else None


@settings(max_examples=examples(400), deadline=None)
@given(text=st.lists(st.sampled_from(["(", ")", "（", "）", "a", " ", "save ends"]), max_size=12).map("".join))
def test_unbalanced_finds_the_parenthesis_the_walk_over_every_character_finds(text):
    assert _unbalanced(text) == _unbalanced_by_every_character(text)


VERB_PIECES = ["the", "Target", "SHIFTS", "shift", "gains", "Regain", "loses", "TAKES", "has", "Have", "weakness",
               "Immunity", "dies", "makes a free strike", "Make An Free Strike", "is halved", "IS 3", "is", "4",
               "shiftss", "xhas", " ", "-", "'", "_", "3", "é"]


@settings(max_examples=examples(400), deadline=None)
@given(text=st.lists(st.sampled_from(VERB_PIECES), max_size=8).map("".join) |
       st.lists(st.sampled_from(VERB_PIECES), max_size=8).map(" ".join))
def test_an_ascii_text_lowered_finds_a_sentence_verb_where_ignoring_case_does(text):
    assert bool(sentences.SENTENCE_VERB_LOWER.search(text.lower())) == bool(sentences.SENTENCE_VERB.search(text))
    # (`has_sentence_verb`: the words alone searched, a match kept where `\b` stands before it)
    assert sentences.has_sentence_verb(text) == bool(sentences.SENTENCE_VERB.search(text))
    assert sentences.has_sentence_verb("弱" + text) == bool(sentences.SENTENCE_VERB.search("弱" + text))


@settings(max_examples=examples(400), deadline=None)
@given(text=st.lists(st.sampled_from(VERB_PIECES + ["Immunity ", "x is reduced by", "MOVES UP TO", "moves 2"]),
                     max_size=8).map("".join) |
       st.lists(st.sampled_from(VERB_PIECES), max_size=8).map(" ".join))
def test_the_look_ahead_of_first_letters_finds_what_the_sentence_verbs_alone_find(text):
    # (`SENTENCE_VERB` tries its words only where one of their first letters stands: the same matches)
    alone = re.compile(rf"\b(?:{sentences.SENTENCE_VERB_WORDS})\b", re.IGNORECASE)
    found, plain = sentences.SENTENCE_VERB.search(text), alone.search(text)
    assert (found and found.span()) == (plain and plain.span())
    assert [m.span() for m in sentences.SENTENCE_VERB_LOWER.finditer(text.lower())] \
        == [m.span() for m in re.compile(alone.pattern).finditer(text.lower())]


def test_every_sentence_verb_starts_with_one_of_the_looked_ahead_letters():
    words = re.sub(r"\([^()]*\)|\?", "", sentences.SENTENCE_VERB_WORDS).split("|")
    assert {word[0] for word in words} == set(sentences.SENTENCE_VERB_INITIALS)


def test_every_sentence_verb_holds_one_of_the_stems_looked_for_first():
    # (`has_sentence_verb` answers no, without the search, for lowered text that holds none of the stems)
    alternatives = re.compile(rf"(?:{sentences.SENTENCE_VERB_WORDS})").pattern[3:-1]
    words, depth, word = [], 0, ""
    for ch in alternatives:  # (the top-level alternatives, each with its own groups)
        depth += (ch == "(") - (ch == ")")
        if ch == "|" and depth == 0:
            words.append(word)
            word = ""
        else:
            word += ch
    words.append(word)
    assert len(words) == 15
    for word in words:
        # (a group's first alternative, then `s?` left out: `moves? (?:up to|…)` is `move up to`)
        shortest = re.sub(r".\?", "", re.sub(r"\(\?:([^|()]*)[^()]*\)", r"\1", word))
        shortest = shortest.replace(r"\d", "3")
        assert any(stem in shortest for stem in sentences.SENTENCE_VERB_STEMS), word
        assert sentences.has_sentence_verb(shortest), word
    assert not sentences.has_sentence_verb("the target is slowed (save ends)")


def test_the_sentence_verb_pattern_is_the_case_blind_one_in_lower_case():
    assert sentences.SENTENCE_VERB_LOWER.pattern == sentences.SENTENCE_VERB.pattern
    assert sentences.SENTENCE_VERB.flags & re.IGNORECASE and not sentences.SENTENCE_VERB_LOWER.flags & re.IGNORECASE


@pytest.mark.parametrize("text, says", [
    ("No effect.", True), ("  no   EFFECT ", True), ("no effect..", True), ("\x1cNo effect", True),
    ("効果なし", True), ("効果なし。", True), ("ｎｏ effect", True),
    ("no effect on the target", False), ("3 damage", False), ("", False), ("No", False),
])
def test_no_effect_is_told_by_its_first_letter_as_by_folding_the_whole_clause(text, says):
    from statblock.rulesets.draw_steel.vocabulary import vocabulary
    from statblock.vocabulary import fold

    rules = vocabulary()
    assert rules.says_no_effect(text) is says
    assert (fold(text).rstrip(".") in rules.no_effect_phrases) is says  # what it stands for


def _word_terminal() -> str:
    """The notation grammar's WORD, as the state lexers try it."""
    return next(t.regexp for lexer in _parsers()[0].tables.lexers.values() for t in lexer.terminals
                if t.name == "WORD")


def _optional_groups(items) -> int:
    """How many `?` of a group (not of one character: `re` runs those without its general loop) a parsed pattern holds."""
    from re import _constants as sre_constants
    found = 0
    for op, av in items:
        if op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT):
            body = list(av[2])
            found += (av[0], av[1]) == (0, 1) and not (len(body) == 1 and body[0][0] in (
                sre_constants.LITERAL, sre_constants.IN, sre_constants.NOT_LITERAL, sre_constants.ANY))
            found += _optional_groups(body)
        elif op is sre_constants.SUBPATTERN:
            found += _optional_groups(av[3])
        elif op is sre_constants.BRANCH:
            found += sum(_optional_groups(branch) for branch in av[1])
    return found


def test_a_latin_word_and_a_state_s_terminals_are_branches_not_optional_groups():
    """The WORD terminal's rest and every state's expression around its terminals (the terminals' own top-level groups
    too) are `(?:…|)`, not `(?:…)?` (the same text: `test_…_reads_what_its_optional_form_reads`), which `re` runs
    as its general loop of repeats."""
    assert _optional_groups(list(re._parser.parse(_word_terminal()))) == 0
    parser = _parsers()[0]
    lexers = parser._lexers[0]
    for state in list(lexers._specs):  # every state's lexer, not only those a few texts meet
        lexers[state]
    parser.settle()
    assert len(lexers._made) > 100
    for lexer in lexers._made.values():
        expression = lexer.compiled()
        pattern = getattr(expression, "__self__", None)
        if pattern is not None:  # (a state with no ignored terminal is a loop in Python, `_skipping`)
            assert _optional_groups(list(re._parser.parse(pattern.pattern))) == 0, pattern.pattern


def _as_optional(expression: str) -> str:
    """`expression` with each `(?:…|)` it ends a group with written `(?:…)?` (what the WORD terminal and the state
    expressions were)."""
    return expression.replace("|)", ")?")


_WORDISH = st.text(alphabet="abZ9_'’-éＡｚ ・またはダメージ伏せ火炎,.(（3", max_size=14)


@given(_WORDISH, st.integers(0, 14))
@settings(max_examples=300)
def test_the_word_terminal_reads_what_its_optional_form_reads(text, pos):
    word = _word_terminal()
    assert "|)" in word
    new, old = re.compile(word), re.compile(_as_optional(word))
    found, before = new.match(text, pos), old.match(text, pos)
    assert (found and found.span()) == (before and before.span())


@pytest.mark.slow
def test_every_state_reads_each_corpus_clause_as_its_optional_form_reads():
    """Every state's one expression, its terminals and WORD written `(?:…|)`, reads the same token as with `(?:…)?`
    at every position of every corpus clause (the tokens the parser was given before)."""
    grammar = load_grammar("notation.lark", start=list(STARTS))
    parser = DirectParser(grammar, to_ast.ClauseBuilder(""))
    texts = sorted({part.text for _, part, _ in corpus_tier_clauses()})
    texts += ["  3 + M damage ", "または\u3000火炎", "x-y'z ab- c'", "フリー・ストライク・", "push 3 ,  ignoring stability"]
    for state in grammar.parser.lexer.lexers:
        compiled = parser._lexers[0][state].compiled()
        pattern = getattr(compiled, "__self__", None)
        if pattern is None:
            continue
        old = re.compile(_as_optional(pattern.pattern), pattern.flags).match
        for text in texts:
            for pos in range(len(text) + 1):
                assert _reads(compiled(text, pos)) == _reads(old(text, pos)), (state, text, pos)
