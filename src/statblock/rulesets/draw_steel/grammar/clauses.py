"""Reading a tier line's clauses: the line cut at its top-level `;` (and Japanese sentences at `。`), each
clause read with the notation grammar and the AST builder (`to_ast.ClauseBuilder`) run inside its parser.

Which start rules are tried, and in which order, is decided here from the clause's text; a clause no start rule
reads may still be a compound sentence (`compound.py`); one that is neither becomes a verbatim `TextClause`:
nothing is dropped. A clause's items carry positions relative to its text, so each distinct clause is read once
and shared (`parse_clause_text` is cached). The header parts (`distance`, `roll`, `cost`) are read with the
same parser (`parse_notation_text`).
"""

from __future__ import annotations

import functools
import re
import threading

import attrs

from .. import ast
from ....diagnostics import Fragment, Span
from ..vocabulary import vocabulary
from ...similarity import is_japanese
from .building import unquote
from .compound import compound_items
from .node_copies import moved as _moved
from .full_stops import sentence_by_sentence, unread
from .leads import forget_leads, lead_of, remember, remembered
from .glosses import unglossed
from .ja_plain import joined_conditions, plain_japanese
from .prose_ja import prose_potency
from .spelled import joined_potencies, spelled_as_bare
from .direct import DirectParser, NotInGrammar
from .parser import NOTATION_STARTS, notation_tables
from .sentences import SENTENCE_VERB, has_sentence_verb
from .to_ast import JA_STARTS, ClauseBuilder

__all__ = ["GATED_STARTS", "forget_clauses", "parse_clause_text", "parse_clauses", "parse_notation_text", "settle_lexers",
           "split_clauses"]


# What `split_clauses` looks at: visiting only these (most lines have no `;` at all) is
# several times faster than a loop over every character.
_SEPARATOR_OR_BRACKET = re.compile(r"[;；(\[（)\]）]")
_SEPARATOR = re.compile(r"[;；]")
# a bracket and the one that closes it with no bracket nor `;` between (`(save ends)`): taken out of a
# line, a line with no bracket left has every `;` at the top level
_PLAIN_BRACKETS = re.compile(r"[(\[（][^;；(\[（)\]）]*[)\]）]")


def split_clauses(fragment: Fragment) -> list[Fragment]:
    """Split a tier line at top-level `;` (not inside brackets), dropping empty parts."""
    said = _clause_texts(fragment[0])
    if said is None:
        return [fragment]  # one clause, nothing to strip (most lines)
    return [piece for piece, _ in fragment.pieces_said(said)]


def _clause_texts(text: str) -> list[tuple[int, str]] | None:
    """Where each clause of a tier line's `text` starts, and its text: cut at top-level `;`, blanks around each part
    left out, empty parts dropped (`split_clauses`, `parse_clauses`); None when the line is one clause with nothing to
    strip. (Each part's text is the stripped piece itself: `Fragment.pieces_said` makes its fragment of it, where
    cutting the line again at bounds made a second copy of every part.)"""
    if "；" not in text:
        if ";" not in text:
            if text and not (text[0].isspace() or text[-1].isspace()):
                return None  # one clause, nothing to strip (most lines)
            pieces = [text]
        else:
            before = text[:text.rfind(";")]  # (`_opens_after`, written out for the lines of `;` and no `；`: most)
            if "(" not in before and "[" not in before and "（" not in before or not _has_bracket(text) \
                    or not _has_bracket(_PLAIN_BRACKETS.sub("", text)):  # every `;` is at the top level
                pieces = text.split(";")
            else:
                pieces = _top_level_pieces(text)
    elif _opens_after(text, max(text.rfind(";"), text.rfind("；"))) or not _has_bracket(text) \
            or not _has_bracket(_PLAIN_BRACKETS.sub("", text)):
        pieces = _SEPARATOR.split(text)
    else:
        pieces = _top_level_pieces(text)
    said = []
    start = 0
    for piece in pieces:
        size = len(piece)
        stripped = piece.strip()
        if stripped is piece:  # (no blanks around it: `strip` hands back the very string)
            if size:
                said.append((start, piece))
        elif stripped:
            # where the stripped part starts: after the blanks before it, all the blanks there are when none ends the
            # piece (`5 damage; slowed`'s ` slowed`: no `lstrip` copy made to count them; `str.index` parses its
            # arguments at each call)
            if piece[-1].isspace():
                said.append((start + size - len(piece.lstrip()), stripped))
            else:
                said.append((start + size - len(stripped), stripped))
        start += size + 1  # and the separator
    return said


def _has_bracket(text: str) -> bool:
    # (six scans in C cost less than one search of the six characters)
    return "(" in text or ")" in text or "[" in text or "]" in text or "（" in text or "）" in text


def _opens_after(text: str, last: int) -> bool:
    """Whether no bracket opens before `last` (the last `;`): every `;` is then at the top level, as
    `_top_level_pieces` counts depth (a closing bracket with none open is passed over). Most lines with a `;` put
    their brackets after it (`5 damage; M < 1 slowed (save ends)`): three scans in C of the part before it, where taking
    the plain brackets out of the line was a substitution over all of it."""
    before = text[:last]  # (one slice and three `in`: `str.find` with bounds parses its arguments at each call)
    return "(" not in before and "[" not in before and "（" not in before


def _top_level_pieces(text: str) -> list[str]:
    """`text` cut at each `;` outside brackets."""
    pieces = []
    depth = start = 0
    for mark in _SEPARATOR_OR_BRACKET.finditer(text):
        ch = mark.group()
        if ch in "([（":
            depth += 1
        elif ch in ")]）":
            if depth:
                depth -= 1
        elif depth == 0:
            pieces.append(text[start:mark.start()])
            start = mark.end()
    pieces.append(text[start:])
    return pieces


_BUILDER_LOCK = threading.Lock()
_clause_part = ast.clause_part


@functools.cache
def _building_parser() -> tuple[DirectParser, ClauseBuilder]:
    """The notation parser with the AST builder run inside it: no parse tree is made."""
    builder = ClauseBuilder("")
    return DirectParser(notation_tables(tuple(NOTATION_STARTS + JA_STARTS)), builder), builder


@functools.lru_cache(maxsize=1 << 16)
def parse_clause_text(text: str) -> tuple:
    """The AST items of one clause's text, positions relative to it (cached: clauses repeat a lot; a potency's
    effect is read once for every gate before it, damage once for every amount, `leads.py`)."""
    lead = lead_of(text)
    if lead is None:
        return _read_clause_text(text)
    items = remembered(lead)
    if items is None:
        items = _read_clause_text(text)
        remember(items, lead)
    return items


def _read_clause_text(text: str) -> tuple:
    opening = max(text.rfind("("), text.rfind("（"))  # (the last bracket only: linear time)
    see = _SEE.fullmatch(text, opening) if opening > 0 else None
    if see is not None:
        # `the target is beheaded (see Lop).`: what is before the reference (never a duration), and it
        head = parse_clause_text(text[:see.start()].rstrip())
        if not (len(head) == 1 and isinstance(head[0], ast.TextClause)):
            group = 1 if see.group(1) is not None else 2  # `(see Lop)`, `（Lop参照）`, `（「Lop」参照）`
            said = see.group(group).strip()
            return head + (ast.ReferenceClause(unquote(said) if group == 2 else said, see.span(group)),)
        return (ast.TextClause(text, (0, len(text))),)
    items = _parse_plain(text)
    if items is not None and len(items) == 1 and isinstance(items[0], ast.PotencyClause) and items[0].body_text:
        # `A < WEAK, the target shifts 1 square and is slowed (save ends)`: a compound behind a potency
        gated = items[0]
        text_body = len(gated.body) == 1 and isinstance(gated.body[0], ast.TextClause)
        if text_body and (". " in gated.body_text or "。" in gated.body_text):
            split = _sentence_after_potency(text, gated)
            if split is not None:
                return split
        if text_body or all(isinstance(item, _WORDS_ONLY) for item in gated.body):
            # (the body after the なら a potency may have, `M < 2 なら伏せ状態になり、立ち上がれない`, as `M < 2、…` reads)
            said = gated.body_text if gated.body_text.isascii() else _IF_AFTER_POTENCY.sub("", gated.body_text, count=1)
            at = text.find(said, gated.characteristic.span[1])
            compound = compound_items(said, _parse_plain, _cut_as_japanese(said), not text_body)
            if compound is not None and at >= 0:
                compound = _moved(compound, lambda p: at + p)
                if not text_body:
                    compound = (attrs.evolve(compound[0], whole=gated.body),)
                return (attrs.evolve(gated, body=compound),)
    if items is None or (isinstance(items[0], _WORDS_ONLY + (ast.OrClause,)) if len(items) == 1
                         else all(isinstance(item, _WORDS_ONLY) for item in items)):
        # (an `or` the grammar reads may be a choice of sentences of one subject: `the target is pushed 3 squares or
        # knocked prone`, whose second option the grammar reads with no subject; the lowering tries its reading first)
        # (a condition's or forced move's words may be a compound sentence: the lowering tries both)
        compound = compound_items(text, _parse_plain, _cut_as_japanese(text), items is not None)
        if compound is not None:
            return compound if items is None else (attrs.evolve(compound[0], whole=items),)
    if items is None:
        # `if P < AVERAGE, the target's speed is 0 (save ends)`: a sentence behind a spelt-out potency
        # `3 damage. The target is slowed (EoT)`: sentence by sentence, one that does not read kept as text
        return spelled_as_bare(text, parse_clause_text) or _potency_after_effect(text) \
            or sentence_by_sentence(text, parse_clause_text, _kept_as_text) or (ast.TextClause(text, (0, len(text))),)
    return items


# the なら after a potency (`M < 2 なら伏せ`, `ならば、`), which `prose_ja` blanks for the grammar
_IF_AFTER_POTENCY = re.compile(r"^(?:ならば|なら|であれば|の場合は?)\s*+[、，]?\s*+")


def _potency_after_effect(text: str) -> tuple | None:
    """`push 4 M < WEAK push is vertical`, `6 damage M < 1 prone`: an effect, then a potency with no `;` (nor
    `,`) before it, as if one stood there (the compiler says it is missing: SB135); None unless the effect
    reads with no words kept as text and the rest as one potency."""
    for found in _BARE_POTENCY.finditer(text):
        start = found.start("potency")
        if text.count("(", 0, start) != text.count(")", 0, start) \
                or text.count("（", 0, start) != text.count("）", 0, start):
            continue  # (inside brackets)
        head = parse_clause_text(text[:found.start()])
        rest = parse_clause_text(text[start:])
        if _kept_as_text(head) or any(isinstance(item, (ast.PotencyClause, ast.ReferenceClause)) for item in head) \
                or len(rest) != 1 or not isinstance(rest[0], ast.PotencyClause):
            continue
        return head + _moved(rest, lambda p: start + p)
    return None


# a potency (`M < WEAK`, `Ａ＜弱`) after a word of an effect, blanks only between
_BARE_POTENCY = re.compile(r"(?<=[^\s;；,，、:：])\s+(?P<potency>[A-Za-zＡ-Ｚａ-ｚ]\s*[<＜])")


def _sentence_after_potency(text: str, gated: ast.PotencyClause) -> tuple | None:
    """`M < 2 weakened (save ends). 5 psychic damage`: the potency gates the sentence it is written in, and
    the next sentence is an effect of its own, as a Japanese tier's `。` is (`_sentences`) and what follows
    `;` is; None unless both sentences read."""
    said = gated.body_text
    at = text.find(said, gated.characteristic.span[1])
    stop = _SENTENCE_STOP.search(said)
    if at < 0 or stop is None:
        return None
    head = parse_clause_text(text[:at + stop.start() + 1])
    rest_at = at + stop.end()
    rest = parse_clause_text(text[rest_at:])
    # (as `_sentences` splits a Japanese tier: each sentence read, none words that may be kept as written)
    if not (len(head) == 1 and isinstance(head[0], ast.PotencyClause) and not unread(head[0].body, _kept_as_text)) \
            or any(isinstance(item, ast.PotencyClause) for item in rest):
        return None
    if not all(isinstance(item, ast.TextClause) or not unread((item,), _kept_as_text) for item in rest):
        # `M < 1 weakened (save ends). While weakened this way, …`: a sentence that does not read is kept as text,
        # after the potency's (a word of no condition the ruleset knows is no custom one there: the text it is)
        said_rest = text[rest_at:].rstrip()
        if is_japanese(said_rest):
            return None  # (a Japanese author's prose stays one text: `full_stops`)
        rest = (ast.TextClause(said_rest, (0, len(said_rest))),)
    return head + _moved(rest, lambda p: rest_at + p)


# a full stop ending a sentence, outside brackets, another sentence after it
# (`。`: a Japanese clause read whole, as a card's translation is checked, `P < 2、衰弱 (セーヴ終了)。5 精神ダメージ`)
_SENTENCE_STOP = re.compile(r"(?<![.])\.\s+(?=\S)|。\s*(?=\S)")


def _cut_as_japanese(text: str) -> bool:
    """Whether a compound is cut as Japanese (at `、`, a verb's continuative): Japanese words in it, and not an English
    sentence whose only Japanese is its creature's name, as an English card says a Japanese author's (`ドラゴン shifts 2
    squares and pushes the target 2 squares`: an English verb, and no Japanese comma, stop or quote)."""
    if text.isascii() or not is_japanese(text):
        return False
    return not (SENTENCE_VERB.search(text) and not _JA_MARKS.search(text))


# an ASCII letter against a letter of another script (`缊whose`, `ドラゴンshifts`)
_GLUED = re.compile(r"[^\W\x00-\x7f][A-Za-z]|[A-Za-z][^\W\x00-\x7f]")


# the marks only a Japanese sentence has (`、`, `。`, `，`, a quote)
_JA_MARKS = re.compile("[、。，「」]")


# what reads any words: a compound sentence may be read as one of them
_WORDS_ONLY = (ast.ConditionsClause, ast.ForcedClause, ast.DamageClause, ast.DamageAndConditions, ast.OrClause)


def _parse_plain(text: str) -> tuple | None:
    """The AST items of one clause read by one start rule of the grammar, or None."""
    parser, builder = _building_parser()
    with _BUILDER_LOCK:
        builder.text = builder.written = text
        # A sentence first when a sentence's verb is there: its verbs make it narrow, and `clause`
        # would take `the target takes a bane on ...` for a condition phrase of nine words.
        if text.isascii():  # (an ASCII text lowered reads the same as with IGNORECASE, and faster)
            starts = _SENTENCE_FIRST if has_sentence_verb(text) else _CLAUSE_FIRST
        elif is_japanese(text):
            # (an English sentence's verb after Japanese words, `ドラゴン shifts 2 squares`: an English card of a Japanese
            # author's creature, read as its sentence before `clause` takes `ドラゴン shifts` for a forced move's name)
            # (not when an English word is glued to a Japanese one, `缊whose`: the English grammar's words have no
            # boundary against kana or kanji, and a keyword it drops was not found again: SB999 in the fuzz)
            starts = _JAPANESE_THEN_SENTENCE if SENTENCE_VERB.search(text) and not _GLUED.search(text) \
                else _JAPANESE_FIRST
            # `伏せ状態になります`: read as `伏せ状態になる`; `減速 (slowed)` as `減速` (glosses.py)
            # (polite endings read again once a gloss is out: `「つかまれて (grabbed)」います`; the なら of a potency
            # blanked before conditions are joined: `M < 2 なら伏せ状態になり、立ち上がれない`)
            read = joined_conditions(prose_potency(plain_japanese(unglossed(plain_japanese(text)))))
            if len(read) != len(text):  # (each step keeps every position: never so, but never trusted blindly)
                builder.written = read
            text = builder.text = read
        else:
            starts = _SENTENCE_FIRST if SENTENCE_VERB.search(text) else _CLAUSE_FIRST
        if "<" not in text and "＜" not in text:
            starts = _WITHOUT_POTENCY[starts]  # (no `<`: no start rule of a potency reads it, see `GATED_STARTS`)
        for start in starts:
            try:
                return tuple(parser.parse(text, start))
            except NotInGrammar:
                pass
    return None


def forget_clauses() -> None:
    """Empty what reading clauses remembers from one to the next (the clause caches and the parser's
    memo of token paths): the next clause is read as in a fresh process, the state lexers aside."""
    parse_clause_text.cache_clear()
    parse_notation_text.cache_clear()
    forget_leads()
    with _BUILDER_LOCK:
        _building_parser()[0].forget()


def settle_lexers() -> None:
    """Compile every state lexer the clause parser has made so far (`DirectParser.settle`): what a long
    run has, for a benchmark to measure clauses apart from making lexers."""
    with _BUILDER_LOCK:
        _building_parser()[0].settle()


def parse_clauses(fragment: Fragment) -> tuple[ast.ClausePart, ...]:
    """Every clause of a tier line, structured where the grammar can, verbatim otherwise."""
    text = fragment[0]
    said = _clause_texts(text)
    if said is None:  # (one clause, nothing to strip: most lines without a `;`)
        if "if" not in text and ", or " not in text and "。" not in text:
            return (_clause_part(text, parse_clause_text(text), fragment.span(), fragment),)
        parts: list = []
        _read_joined(fragment, parts)
        return tuple(parts)
    parts = []
    runs = fragment[1]
    if len(runs) != 1:
        for whole, span in fragment.pieces_said(said):
            text = whole[0]
            if "if" not in text and ", or " not in text and "。" not in text:
                parts.append(_clause_part(text, parse_clause_text(text), span, whole))
            else:
                _read_joined(whole, parts)
        return tuple(parts)
    # one stretch of the file (most fragments): each part's fragment and span made here, as `Fragment.pieces_said`
    # makes them (without its list of pairs, made to be taken apart again)
    source = fragment[2]
    base = runs[0][1] - runs[0][0]
    for start, text in said:
        at = base + start
        whole = _tuple_new(Fragment, (text, ((0, at),), source))
        if "if" not in text and ", or " not in text and "。" not in text:
            # (most clauses: no `_joined` nor `_sentences`, whose words are not there; the one part, without their loops)
            parts.append(_clause_part(text, parse_clause_text(text), _tuple_new(Span, (source, at, at + len(text))),
                                      whole))
        else:
            _read_joined(whole, parts)
    return tuple(parts)


def _read_joined(whole: Fragment, parts: list) -> None:
    """The parts of a clause that may hold an effect and the potencies joined to it by `, or` (`_joined`) or Japanese
    sentences (`_sentences`), each read and added to `parts`."""
    text = whole[0]
    for joined in _joined(whole) if "if" in text or ", or " in text else (whole,):
        for part in _sentences(joined) if "。" in joined[0] else (joined,):
            parts.append(_clause_part(part[0], parse_clause_text(part[0]), part.span(), part))


_tuple_new = tuple.__new__  # (a fragment or a span made from the tuple of its items, as their classes make them)


def _joined(part: Fragment) -> tuple[Fragment, ...]:
    """`slowed (save ends), or if M < 2, restrained (save ends)` (`, or M < 2, …`): the effect, then the potency (each potency of a
    chain of them), clauses of their own as if a `;` stood before each `or` (`spelled.joined_potencies`); most
    clauses: the clause itself."""
    text = part.text
    if "if" not in text and ", or " not in text:  # (`slowed (EoT), or M < 2, prone`: no `if`)
        return (part,)
    cuts = joined_potencies(text, parse_clause_text)
    if cuts is None:
        return (part,)
    starts = (0, *(after for _, after in cuts))
    ends = (*(end for end, _ in cuts), len(text))
    return tuple(part.slice(start, end) for start, end in zip(starts, ends))


def _sentences(part: Fragment) -> list[Fragment]:
    """A clause of Japanese sentences ended with `。` (`7 の聖なるダメージを与えます。ターゲットは伏せ状態になります`,
    as the seeds' prose writes a tier) as one clause a sentence, when each reads as one; otherwise the
    clause itself (prose kept as written stays whole)."""
    text = part.text
    if "。" not in text.rstrip("。 ") or not is_japanese(text):
        return [part]
    pieces, start, depth = [], 0, 0
    for index, ch in enumerate(text):
        if ch in "(（[":
            depth += 1
        elif ch in ")）]" and depth:
            depth -= 1
        elif ch == "。" and depth == 0:
            pieces.append((start, index))
            start = index + 1
    pieces.append((start, len(text)))
    sentences = []
    for begin, end in pieces:
        piece = text[begin:end]
        stripped = piece.strip()
        if stripped:
            first = begin + len(piece) - len(piece.lstrip())
            sentences.append(part.slice(first, first + len(stripped)))
    if len(sentences) < 2 or any(_kept_as_text(parse_clause_text(s.text)) for s in sentences):
        return [part]
    return sentences


def _kept_as_text(items: tuple) -> bool:
    """Whether a sentence's items are, or may well be, words kept as written: text, or a condition of no name
    the ruleset knows (`隠れられない`, a status; `何かが起こる`, prose), which only the compiler tells apart."""
    rules = vocabulary()
    for item in items:
        if isinstance(item, ast.TextClause):
            return True
        if isinstance(item, ast.ConditionsClause) and not all(
                phrase.words and (rules.conditions.lookup(phrase.words[-1].text) is not None
                                  or rules.riders.lookup(phrase.words[-1].text) is not None)
                for phrase in item.phrases):
            return True
    return False


@functools.lru_cache(maxsize=1 << 14)
def parse_notation_text(text: str, start: str):
    """A header part (`distance`, `roll`, `cost`) read with relative positions, or None if unreadable."""
    parser, builder = _building_parser()
    with _BUILDER_LOCK:
        builder.text = builder.written = text
        try:
            return parser.parse(text, start)
        except NotInGrammar:
            return None


# `(see Lop)` closing a clause, its full stop after or before the bracket
_SEE = re.compile(r"[(（]\s*(?:see\s+([^()（）]+?)|([^()（）]+?)参照)\s*[)）]\s*[.。]?", re.IGNORECASE)
_SENTENCE_FIRST = ("sentence", "gated_sentence", "clause", "gated_text")
# Japanese text: its sentences first (they give up on any word that is no game word of theirs)
_JAPANESE_FIRST = ("ja_potency", "ja_sentence", "gated_ja_sentence", "clause", "gated_text")
_CLAUSE_FIRST = ("clause", "gated_text")
_JAPANESE_THEN_SENTENCE = ("ja_potency", "ja_sentence", "gated_ja_sentence", "sentence", "gated_sentence", "clause",
                           "gated_text")
#: The start rules of a clause behind a potency: each reads a word and `<` (`_lt`) first, so a text with no `<`
#: (nor `＜`) is read by none of them, and they are not tried on it (they failed at its second token, about a
#: tenth of the parses of the corpus's tier lines).
GATED_STARTS = frozenset({"gated_sentence", "gated_text", "gated_ja_sentence", "ja_potency"})
_WITHOUT_POTENCY = {starts: tuple(start for start in starts if start not in GATED_STARTS)
                    for starts in (_SENTENCE_FIRST, _JAPANESE_FIRST, _CLAUSE_FIRST, _JAPANESE_THEN_SENTENCE)}
