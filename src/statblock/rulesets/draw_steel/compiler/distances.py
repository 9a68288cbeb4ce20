"""An ability's distance compiled (`Ranged 10`, `3 cube within 10`, `近接 1 または 遠距離 5`): its parts with each kind
checked against the ruleset (SB115), and what is said when none reads: a slip with the shape meant (SB119), a
letter for a digit (SB176, `number_slips.py`).
Split from `ability.py` (the rest of an ability's header and sections)."""

from __future__ import annotations

import re

from .. import ast
from ....diagnostics import Severity
from ....messages import msg
from ....vocabulary import NUMBER_WORDS
from ..grammar.clauses import parse_notation_text
from ...similarity import is_japanese
from .base import known_labels
from .lower import Lowerer
from .number_slips import distance_slips
from ..vocabulary import per_instance

__all__ = ["distance"]


#: Rewrites of a distance in a shape the grammar does not read into one it does: `3-burst` (a hyphen), `Cube 3
#: within 10` (the kind first), `Melee 1; ranged 5` (a `;` for `or`)
#: (Each starts only where a run of digits or of spaces starts, and takes the run whole: linear time on a run
#: of thousands, which tried from each of its characters was quadratic.)
_DISTANCE_REWRITES = (
    (re.compile(r"(?<![0-9０-９])([0-9０-９]++)\s*+[-‐–]\s*+(?=[^\W\d_])"), r"\1 "),
    (re.compile(r"^\s*+([^\W\d_]++)\s++([0-9０-９]++)"), lambda found: f"{found[2]} {found[1].lower()}"),
    (re.compile(r"(?<!\s)\s*+[;；]\s*+"), lambda found: " or " if found.string.isascii() else " または "),
)
#: the joining words of a distance's parts, in English and Japanese (`自身と遠距離10` is `and` too)
_OR_WORD = re.compile(r"\bor\b|または", re.IGNORECASE)
_AND_WORD = re.compile(r"\band\b|および|(?<=[^\W\d_])と(?=[^\W\d_])", re.IGNORECASE)


def _ranged_before_within(rules) -> tuple[re.Pattern, str]:
    """The rewrite of a range named before an area's `within` (`3 キューブ（遠距離 10 以内）`, `遠距離10以内の3キューブ`,
    `3 cube within ranged 10`, and a melee one: `３ キューブ（近接１以内）`): the number alone is how far away the
    area may be (`3 キューブ（10 以内）`)."""
    said = [s for kind in ("ranged", "melee") for s in (*rules.distance_kinds.terms[kind].en,
                                                          *rules.distance_kinds.terms[kind].ja)]
    names = "|".join(re.escape(s) for s in sorted(said, key=len, reverse=True))
    return (re.compile(rf"(?i)(?<=within )\s*+(?:{names})\s++|(?:{names})\s*+(?=[0-9０-９]++\s*+(?:スクエア|マス)?以内)"),
            "")


#: an area's reach after a comma (`2 キューブ、5 以内`, `2 cube, within 5`): the shape read is `2 キューブ（5 以内）`,
#: `2 cube within 5`
#: (each begins where a run of blanks does, `(?<!\s)`: tried from every blank of a run, a long one took the square of
#: its length, `Melee 1` and 20,000 spaces 3 s)
_WITHIN_AFTER_COMMA = (
    (re.compile(r"(?<!\s)\s*+[、，,]\s*+([0-9０-９]++\s*+(?:スクエア|マス)?以内)\s*+$"), r"（\1）"),
    (re.compile(r"(?i)(?<!\s)\s*+,\s*+(?=within\b)"), " "),
)


_NUMBER = re.compile(r"[0-9０-９]+")


def _label(rules, kind: str, japanese: bool) -> str:
    return rules.distance_kinds.terms[kind].label("ja" if japanese else "en")


#: kinds a distance may name with no number (`Self`, `Special`): no sign of a range or an area left unread
_NUMBERLESS_KINDS = frozenset({"self", "special"})


def _unread_distance(distance: ast.Distance, rules, lowerer: Lowerer) -> None:
    """SB119: a distance that names a range or an area (`burst`, `melee`) with a number, in a shape the
    grammar does not read but for one slip (`3-burst`, `Cube 3 within 10`, `Melee 1; ranged 5`): it has
    no parts, so no range and no area is known and the keywords are not checked against it. Said, with
    the shape meant; nothing is compiled from the guess. A number with no range or area named (`10 squares`) is
    said too, with the kinds to name."""
    text = distance.text
    if not any(ch.isdigit() for ch in text):
        if not _number_in_words(distance, rules, lowerer):
            _no_distance(distance, rules, lowerer)
        return
    kinds = {term.id for word in re.findall(r"[^\W\d_]+", text)
             if (term := rules.distance_kinds.lookup(word)) is not None}
    if is_japanese(text):  # (Japanese runs its words together: `自身と2体の味方` names 自身)
        kinds |= {term.id for term in rules.distance_kinds.terms.values() if any(s in text for s in term.ja)}
    if not kinds:
        # `10 squares`, `10 マス`, `10`: a number and no range or area named (was silent: no reach known, the keywords
        # not checked); what to name is the author's to say, so no one guess is offered
        found = _NUMBER.search(text)
        if found is None:  # (another script's digit: `²`)
            return
        number, japanese = found.group(), is_japanese(text) or not found.group().isascii()  # (`１０`: typed in Japanese)
        lowerer.report("SB119", Severity.WARNING,
                       msg("distance.no_kind", text=text, known=known_labels(rules.distance_kinds, written=text)),
                       distance.span,
                       msg("distance.name_kind", ranged=f"{_label(rules, 'ranged', japanese)} {number}",
                           melee=f"{_label(rules, 'melee', japanese)} {number}",
                           area=f"{number} {_label(rules, 'burst', japanese)}"))
        return
    if not kinds - _NUMBERLESS_KINDS:
        return
    if _OR_WORD.search(text) and _AND_WORD.search(text):
        # `Melee 1 or ranged 5 and 3 burst`: no parts for want of knowing which go together, said
        lowerer.report("SB119", Severity.WARNING, msg("distance.mixed_joiners", text=text), distance.span,
                       msg("distance.one_joiner"))
        return
    guess = None
    rewrites = (*_DISTANCE_REWRITES, _ranged_before_within(rules), *_WITHIN_AFTER_COMMA)
    for pattern, replacement in rewrites:
        rewritten = pattern.sub(replacement, text).strip()
        if rewritten != text.strip() and parse_notation_text(rewritten, "distance"):
            guess = rewritten
            break
    else:
        # two slips at once (`2 キューブ、遠距離 5 以内`: a comma and a range's name): the rewrites one after another
        rewritten = text.strip()
        for pattern, replacement in rewrites:
            rewritten = pattern.sub(replacement, rewritten).strip()
            if rewritten != text.strip() and parse_notation_text(rewritten, "distance"):
                guess = rewritten
                break
    if guess is None:
        # (`1-mile burst`, `∞ x 3 line within 1`, `2 cube of unoccupied space within 10`: the published text's own
        # shapes, told in words, stay as written with no word; a distance of nothing but kinds, numbers and joining
        # marks is a shape written otherwise than the grammar reads (`Melee 1, ranged 5`, `Ranged: 10`, `近接1／遠距離5`,
        # `Ranged 10 or 5`: no reach known and the keywords not checked, in silence, a review's finding), said
        # with the shapes that read, as no one rewrite is the one meant)
        if _words_beside(text, rules):
            return
        lowerer.report("SB119", Severity.WARNING, msg("distance.unread", text=text), distance.span,
                       msg("distance.shapes"))
        return
    lowerer.report("SB119", Severity.WARNING, msg("distance.unread", text=text), distance.span,
                   msg("word.replace", word=text, guess=guess))


def _number_in_words(distance: ast.Distance, rules, lowerer: Lowerer) -> bool:
    """SB119 for a distance whose number is a word (`Ranged ten`, `three burst`) and reads with it written as digits
    (`Ranged 10`): no reach was known and the keywords were not checked, in silence (a kind named, no digit). Not a
    kind of no number with the words of a target line (`Self and two allies`: a distance the cards spell as those)."""
    text = distance.text
    kinds = {term.id for word in re.findall(r"[^\W\d_]+", text)
             if (term := rules.distance_kinds.lookup(word)) is not None}
    if not kinds - _NUMBERLESS_KINDS:
        return False
    written = _NUMBER_WORD.sub(lambda found: str(NUMBER_WORDS[found.group().lower()]), text)
    if written == text or not parse_notation_text(written, "distance"):
        return False
    lowerer.report("SB119", Severity.WARNING, msg("distance.unread", text=text), distance.span,
                   msg("word.replace", word=text, guess=written))
    return True


_NUMBER_WORD = re.compile(r"\b(?:" + "|".join(NUMBER_WORDS) + r")\b", re.IGNORECASE)


#: a range named by a word of the rules (`Summoner's Range`, `your range`): a distance the book defines (`射程`, other
#: games' word for a range, is SB115's: Draw Steel's Japanese says 遠距離)
_NAMED_RANGE = re.compile(r"(?i)\brange\b")
#: a letter of any script (`How far away`, `遠くまで`): words, where a placeholder (`-`, `—`) has none
_LETTER = re.compile(r"[^\W\d_]")


def _no_distance(distance: ast.Distance, rules, lowerer: Lowerer) -> None:
    """SB162: a distance of words with no range or area in them, nor a number (`📏 How far away the target can be`,
    `Distance: as far as you can see`): no reach is known and the keywords are not checked against it (was said
    nowhere). A kind named with no number (`Ranged`) is SB119's; a note (`see below`) and a placeholder of no words
    (`-`, as published abilities that only use others write it) say nothing."""
    text = distance.text
    if distance.note is not None or not _LETTER.search(text) \
            or rules.distance_notes.lookup(text.strip().rstrip(".")) is not None:
        return  # (`see below` alone: where the distance is, as after a kind)
    if any(rules.distance_kinds.lookup(word) is not None for word in re.findall(r"[^\W\d_]+", text)) \
            or any(s in text for term in rules.distance_kinds.terms.values() for s in term.ja):
        return
    if _NAMED_RANGE.search(text):
        return  # `Summoner's Range`: a range a class names, its book saying how far it is (the Summoner's)
    japanese = is_japanese(text)
    lowerer.report("SB162", Severity.WARNING,
                   msg("distance.none", text=text, known=known_labels(rules.distance_kinds, written=text)),
                   distance.span,
                   msg("distance.name_kind", ranged=f"{_label(rules, 'ranged', japanese)} 10",
                       melee=f"{_label(rules, 'melee', japanese)} 1", area=f"3 {_label(rules, 'burst', japanese)}"))


# what a distance may hold beside its kinds and numbers and still be no more than a shape written otherwise: blanks,
# joining marks and words (`or`, `within`, `以内`, `マス`)
_BESIDE = re.compile(r"[\s,、，;；:：/／+＋\-‐–()（）]|\b(?:or|and|within|squares?)\b|または|および|以内|マス|スクエア|の|と",
                     re.IGNORECASE)


def _words_beside(text: str, rules) -> bool:
    """Whether `text` holds words beside its distance kinds, numbers and joining marks (`1-mile burst`: `mile`)."""
    rest = _kinds(rules).sub(" ", _BESIDE.sub(" ", text))
    return bool(_NUMBERS_AND_BLANKS.sub("", rest))


_NUMBERS_AND_BLANKS = re.compile(r"[0-9０-９\s]+")


def _kinds(rules) -> re.Pattern:
    """Every spelling of a distance kind, longest first."""
    return _kind_pattern(rules.distance_kinds)


@per_instance
def _kind_pattern(kinds) -> re.Pattern:
    """The pattern of `_kinds`, made once for each category of distance kinds (the vocabularies a file's declared
    resources make share the ruleset's)."""
    # (longest first, and in one order whatever the hash seed: a pattern made in another order each run was new to
    # `regex_store` each time, which wrote its whole file again at every run's end)
    spellings = sorted({s for term in kinds.terms.values() for s in (*term.en, *term.ja)},
                       key=lambda spelling: (-len(spelling), spelling))
    return re.compile("|".join(re.escape(s) for s in spellings), re.IGNORECASE)




def _sizeless_part(part: ast.DistancePart, kind: str, rules, lowerer: Lowerer) -> None:
    """SB119: a range or an area named with no number (`📏 Ranged`, `近接`, `burst`): seed 000 gives every one its
    number (`遠距離 10`, `X バースト`), so how far it reaches is not known (was read in silence, a part with no size: no
    reach on the card, the keyword checks satisfied by it)."""
    japanese = is_japanese(part.kind.text)
    name = _label(rules, kind, japanese)
    # an example, not a guess: the reach of the seed's own examples (`Melee 1`, `Ranged 10`, `3 burst`, `5 x 1 line`)
    example = {"melee": f"{name} 1", "ranged": f"{name} 10", "line": f"5 x 1 {name}"}.get(kind, f"3 {name}")
    lowerer.report("SB119", Severity.WARNING, msg("distance.no_size", text=part.kind.text, example=example),
                   part.span or part.kind.span)


def distance(distance: ast.Distance, rules, lowerer: Lowerer) -> dict:
    """The distance compiled: its parts (kind, size, width, within, count) as the grammar read them, each kind
    checked (SB115), and SB119 when none reads."""
    parts = []
    for part in distance.parts:
        # `3 brust`: an error with the kind meant; `Far 10`, no kind close: a warning with the kinds known; either kept
        # as written (nothing is compiled from a guess)
        known = lowerer.vocabulary(rules.distance_kinds, part.kind, "SB115")
        item = {"kind": known or part.kind.text.lower()}
        if part.size is not None:
            item["size"] = part.size
        if part.width is not None:
            item["width"] = part.width
        if part.within is not None:
            item["within"] = part.within
        if part.count is not None:
            item["count"] = part.count  # `Four 3 cubes within 10`: four areas of the shape
        parts.append(item)
        if known is not None and known not in _NUMBERLESS_KINDS and part.size is None:
            _sizeless_part(part, known, rules, lowerer)
    # (a letter for a digit, `1O`: said with the digits meant, and no other shape guessed)
    if not distance_slips(distance, bool(parts), lowerer) and not parts and distance.span is not None:
        _unread_distance(distance, rules, lowerer)
    said = {"text": distance.text, "parts": parts}
    if distance.joiner == "and":  # `Self and ranged 10`: said only so, the JSON of an `or` as it was
        said["joiner"] = "and"
    if distance.note is None:
        return said
    # `see below`, whatever the language written in; a note of no known words as written
    note = rules.distance_notes.lookup(distance.note.text)
    return {**said, "note": note.label("en") if note else distance.note.text}
