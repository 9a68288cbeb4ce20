"""A gloss after a Japanese word of the game, as seed 000 writes one: the same word in English in brackets
(`減速 (slowed)`, `ターゲットを1スクエア押し戻す（push）`, `伏せ（prone）`), or the plainer Japanese word
the seed glosses a forced move with (`プル（引き）`, `スライド（滑り）`). A clause reads without it. At the end of
a word (before a space, a bracket, a stop or the end) the gloss is blanked with spaces, so that every position
in the clause is the same as written; inside a sentence (`伏せ状態（prone）になる`, seed 000's
`次のストライクに「不利 (bane)」を受けます`) the rest of the sentence's word is moved up to the word glossed and
the gap left at its end, so that every position after that word is the same. A word of the game quoted before
を (`「不利」を受ける`) is read unquoted so too. A gloss naming another word than the one before it (`減速
(prone)`) is no gloss, and is left where it is (`contradicting_gloss` finds it, for SB128)."""

from __future__ import annotations

import functools
import re

from ..vocabulary import vocabulary

# a bracketed word (`不利 (bane)を受ける`, `伏せ（prone）になる`: mid-sentence too), with the spaces before it (tried
# from the first space of a run only: from every space, a long run with no bracket after it was quadratic)
_GLOSS = re.compile(r"(?<!\s)\s*[(（]([^()（）/／]{1,24})[)）]")
# what ends a word: the end, a space, a bracket, a closing quote or a stop
_END = re.compile(r"$|[\s(（)）」、，,；;。.]")
# the rest of a sentence after a gloss inside it, up to a space or a bracket (`になる`, `を受ける`, `になり、立ち上がれない`:
# the continuative's comma too, which `ja_plain.joined_conditions` reads right after になり)
_RUN = re.compile(r"[^\s(（)）「」]+")
# the rest of a sentence written after a space behind a gloss (`減速 (slowed) になる`, `伏せ (prone) 状態にする`): a
# particle, 状態 or a verb's rest, which goes on with the word glossed (not `および`, `または`: a new clause)
_SPACED_RUN = re.compile(r"[ \t\u3000]+(?=に|を|状態|する|され|させ|して|しま|いる|いま)")
# a count between the word and its gloss (`プッシュ 2 (push)`, `プル３マス（引き）`): taken off by `_uncounted`
_SQUARES = ("スクエア", "マス")
# words quoted before the rest of a sentence (`「不利」を受ける`, `「不利 (bane)」を受ける`, `「つかまれて (grabbed)」いる`):
# an edge's, a bane's or a condition's verb, `_unquoted` checks
_QUOTED = re.compile(r"「([^「」]{1,40})」(?=[^\s(（)）「」、，,；;。.])")
# a quoted verb of the game ending its sentence (seed 000: ターゲットを「つかむ（grab）」), `_unquoted` checks which
_QUOTED_VERB = re.compile(r"「([^「」]{1,40})」(?=$|[\s、，,；;。.])")
# the rest of a verb after its quoted stem (`いる`, `います`, `いた`): hiragana, never 状態 (a condition's name)
_JA_VERB_REST = re.compile("[ぁ-ゖ]")


@functools.cache
def _terms() -> tuple[dict[str, str], dict[str, tuple[str, ...]]]:
    """What a gloss may say (folded) -> its term's key; each key -> the Japanese words it may gloss."""
    rules = vocabulary()
    said: dict[str, str] = {}
    words: dict[str, tuple[str, ...]] = {}
    for category in (rules.conditions, rules.forced_moves, rules.riders):
        for term in category.terms.values():
            key = f"{category is rules.forced_moves}:{term.id}"
            for gloss in (*term.en, *term.extra.get("glosses", ())):
                said[gloss.lower()] = key
            words[key] = (*term.ja, *term.extra.get("verbs", ()), *term.extra.get("passive", ()))
    # an edge or a bane, as seed 000 glosses them (「有利 (edge)」を得ます, 「倍不利 (double bane)」を受ける)
    terms = rules.phrases.terms
    for kind in ("edge", "bane"):
        for double in ("", "double"):
            key = f"edge_bane:{double}{kind}"
            doubles = terms["double"].ja if double else ("",)
            words[key] = tuple(d + w for d in doubles for w in terms[kind].ja)
            for english in terms[kind].en:
                said[f"{terms['double'].en[0]} {english}".lower() if double else english.lower()] = key
    return said, words


@functools.cache
def _labels() -> dict[str, tuple[str, str]]:
    """Each key of `_terms` -> its term's English and Japanese (`slowed`, `減速`; `double bane`, `倍不利`)."""
    rules = vocabulary()
    out = {f"{category is rules.forced_moves}:{term.id}": (term.label("en"), term.label("ja"))
           for category in (rules.conditions, rules.forced_moves, rules.riders) for term in category.terms.values()}
    terms = rules.phrases.terms
    for kind in ("edge", "bane"):
        out[f"edge_bane:{kind}"] = (terms[kind].label("en"), terms[kind].label("ja"))
        out[f"edge_bane:double{kind}"] = (f"{terms['double'].label('en')} {terms[kind].label('en')}",
                                          terms["double"].label("ja") + terms[kind].label("ja"))
    return out


def _uncounted(before: str) -> str:
    """`before` without a count at its end (`プッシュ 2`, `プル３マス`: `プッシュ`, `プル`), in linear time (a pattern
    anchored at the end and searched tries every start of a long line: quadratic)."""
    rest = before.rstrip()
    for squares in _SQUARES:
        if rest.endswith(squares):
            rest = rest[:-len(squares)]
            break
    end = len(rest)
    while end and (rest[end - 1].isspace() or rest[end - 1].isdigit()):
        end -= 1
    return rest[:end] if end < len(rest) else before


def _glossed_word(before: str, key: str, words: dict[str, tuple[str, ...]]) -> str | None:
    """The word of `key` that `before` ends with (the longest), or None."""
    found = [w for w in words[key] if before.endswith(w)]
    return max(found, key=len) if found else None


def unglossed(text: str) -> str:
    """`text` with each gloss of the word before it taken out (`減速 (slowed) (EoT)` → `減速          (EoT)`,
    `伏せ状態（prone）になる` → `伏せ状態になる       `), and an edge or a bane quoted before を unquoted."""
    if "「" in text:
        text = _unquoted(text)
    if "(" not in text and "（" not in text:
        return text
    said, words = _terms()
    out = text
    for found in _GLOSS.finditer(text):
        key = said.get(found.group(1).strip().lower())
        if key is None:
            continue
        start, end = found.span()
        before = out[:start].rstrip()
        word = _glossed_word(before, key, words) or _glossed_word(_uncounted(before), key, words)
        if word is None:
            continue
        spaced = _SPACED_RUN.match(out, end)
        if spaced is not None:
            end = spaced.end()  # (`減速 (slowed) になる`: read as `減速 (slowed)になる` is)
        if _END.match(out, end) is not None:
            out = out[:start] + " " * (end - start) + out[end:]
            continue
        run = _RUN.match(out, end)
        if run is not None:  # `伏せ状態（prone）になる`: the rest of the word moved up to it
            out = out[:start] + run.group() + " " * (end - start) + out[run.end():]
    return out


def _unquoted(text: str) -> str:
    """`text` with a word of the game quoted before the rest of its sentence written unquoted and unglossed: an edge or
    a bane before を (`「不利 (bane)」を受ける`, `「有利」を得る`), a condition before 状態 or the rest of its verb (seed
    000: `「衰弱 (weakened)」状態…にされた`, `「つかまれて (grabbed)」いる`; `「減速」する`), as the words and what
    follows them (`不利を受ける`, `衰弱状態にされる`, `つかまれている`), the gap left after the sentence's word.
    (`「霧」を受ける`, `「burning」状態`: the author's words, read so.)"""
    said, words = _terms()
    out = text
    for found in _QUOTED.finditer(text):
        inside, after = found.group(1), text[found.end():found.end() + 1]
        gloss = _GLOSS.search(inside)
        if gloss is not None and gloss.end() == len(inside):
            key = said.get(gloss.group(1).strip().lower())
            word = inside[:gloss.start()].strip()
            # (a condition's verb inflected inside the quotes, glossed: `「つかまれて (grabbed)」いる`)
            inflected = key is not None and not key.startswith("edge_bane:") and _JA_VERB_REST.match(after) \
                and any(word.startswith(w) for w in words[key])
            if key is None or not (word in words[key] or inflected):
                continue
        else:
            word = inside
            key = _key_of(word)
            if key is None:
                continue
        if key.startswith("edge_bane:") != (after == "を"):
            continue  # (an edge or a bane before を only; a condition before 状態 or its verb's rest)
        start, end = found.span()
        run = _RUN.match(out, end)
        rest = run.group() if run is not None else ""
        stop = run.end() if run is not None else end
        out = out[:start] + word + rest + " " * (stop - start - len(word) - len(rest)) + out[stop:]
    for found in _QUOTED_VERB.finditer(out):
        # `ターゲットを「つかむ（grab）」`, `ターゲットを「つかむ」`: a condition's or a forced move's verb (`verbs` in the
        # vocabulary), glossed with a word of its own or not, quoted whole: read as written unquoted
        inside = found.group(1)
        gloss = _GLOSS.search(inside)
        word = inside[:gloss.start()].strip() if gloss is not None and gloss.end() == len(inside) else inside
        key = _verbs().get(word)
        if key is None or (word != inside and said.get(gloss.group(1).strip().lower()) != key):
            continue
        start, end = found.span()
        out = out[:start] + word + " " * (end - start - len(word)) + out[end:]
    return out


@functools.cache
def _verbs() -> dict[str, str]:
    """Each verb of a condition or a forced move (`つかむ`, `押し戻す`) -> its key of `_terms`."""
    rules = vocabulary()
    return {verb: f"{category is rules.forced_moves}:{term.id}" for category in (rules.conditions, rules.forced_moves)
            for term in category.terms.values() for verb in term.extra.get("verbs", ())}


@functools.cache
def _key_of(word: str) -> str | None:
    """The key of `_terms` whose Japanese words hold `word` exactly (`不利`, `減速`), or None."""
    return next((key for key, spellings in _terms()[1].items() if word in spellings), None)


def contradicting_gloss(text: str) -> tuple[int, int, str, str, str] | None:
    """The first gloss in `text` that names another word of the game than the Japanese one before it (`減速
    (prone)`): its start and end (the brackets), the word (`減速`), the English of the word (`slowed`) and the
    Japanese of what the gloss names (`伏せ`); None when none does."""
    if "(" not in text and "（" not in text:
        return None
    said, words = _terms()
    for found in _GLOSS.finditer(text):
        key = said.get(found.group(1).strip().lower())
        if key is None:
            continue
        before = text[:found.start()].rstrip()
        uncounted = _uncounted(before)
        if _glossed_word(before, key, words) or _glossed_word(uncounted, key, words):
            continue
        for other in words:
            word = _glossed_word(before, other, words) or _glossed_word(uncounted, other, words)
            if word is not None and other != key:
                start = found.start() + len(found.group()) - len(found.group().lstrip())
                return start, found.end(), word, _labels()[other][0], _labels()[key][1]
    return None
