"""The language of Marvel Champions' abilities: the printed wording read into typed `Ability` objects.

`read_card` reads every paragraph of a `CardSource` (a front-end's card) into a `CompiledCard`;
`read_ability` reads one paragraph. The grammar is `ability.lark` (loaded by `parser.py`), the words
come from `../vocabulary.toml`; `reader.py` makes abilities of the parse (seed 002's ability types,
mandatory or optional, forms, labels, keywords; `keyword_values.py` a keyword's value, `paragraph_items.py` the
pieces the grammar found), `sentences.py` their sentences, conditions, costs
and limits, `effects.py` the typed effects (`clauses.py` where each starts, `counted.py` the amounts and targets of
the counted kinds, `japanese_effects.py` those of a Japanese sentence, `japanese_negation.py` a negated one), `costs.py` the costs, `targets.py` the
targets they name.
"""

from __future__ import annotations

import functools
import re

import attrs

from ....diagnostics import Diagnostic, Fragment, Severity
from ..catalog import message
from ..model import Ability, CompiledCard, Effect, Note, Option, Sentence
from ..vocabulary import syntax_words, vocabulary
from .attack_owners import attached_attacks
from .inline_options import glued_bullets, inline_options
from .masking import mask
from .printed_marks import icons_text, mandatory_note, without_card_marks
from .reader import MANDATORY, is_mandatory, read_paragraph
from .untriggered import cost_without_trigger
from .variables import define, define_stats

__all__ = ["MANDATORY", "SCHEME_ICONS", "as_option", "is_mandatory", "read_ability", "read_card", "read_paragraph"]

_BULLET = re.compile(r"\s*•")
#: Another mark an option may open with after an ability that offers options (`choose one:`): a dash, as MarvelCDB
#: writes some bullets (`- Deal 2 damage to an enemy.`), an asterisk or a middle dot, or a period (a slip, MC108),
#: then a space; a dash, an asterisk or a dot glued to a capital (`-Exhaust the Milano.`); a Japanese bullet `・` or a
#: circled number (`①`), a space after it or none, as Japanese lists options. `mark` is the mark.
_MARK = re.compile(r"\s*(?P<mark>[-–—*·](?=[A-Z])|[-–—*·.](?=\s+\S)|[・①-⑳](?=\s*\S))\s*")
_AT_START = re.compile("")
#: The number of a step an ability's lead-in lists (`instead do each of the following:` then `1. Remove all threat from
#: here.`, `2. …`): each step resolves, in order, none is chosen; its words follow the number, a period and a space
#: (Japanese `２．`, a full-width period, with no space).
_STEP = re.compile(r"\s*(?P<n>[0-9０-９]{1,2})(?:[.)]\s+|[．）]\s*)(?=\S)")
#: A key in parentheses an option opens with (`(1) +3 ATK and her attacks gain overkill.`, after `she gets:`)
_PAREN_KEY = re.compile(r"\s*[(（][0-9A-Za-z]{1,3}[)）]\s")
#: A row of a table an ability's lead-in offers (`If that card's printed resource has:`, `If the amount of threat
#: here is at least:`, `If Test Gadget is attached to a:`): its key, icons, a number, or a few words (a capital first)
#: before a spaced dash, a dash, then what it does (`[energy] — Deal 2 damage to an enemy.`, `[mental] - Confuse that
#: enemy.`, `3 — This minion gains quickstrike.`, `Minion − Test Hero gains retaliate 1.`). `key` is the key.
_ROW = re.compile(r"\s*(?P<key>\[\w+\](?:\s*\[\w+\])*|\d+\+?|X|[A-Z][\w'’-]*(?:[^\S\n]+[\w'’-]+){0,2}(?=[^\S\n]+[—–―−-]\s))"
                  r"\s*(?:[—–―−]|-(?=\s))\s*\S")
#: The icons a scheme prints by its threat (MarvelCDB's `scheme_crisis`, `scheme_acceleration`, `scheme_amplify`,
#: `scheme_hazard`: how many); a paragraph of them alone (`[hazard]`, `[acceleration] [acceleration]`) is those icons.
SCHEME_ICONS = ("crisis", "acceleration", "amplify", "hazard")
_SCHEME_ICON = re.compile(r"\[(" + "|".join(SCHEME_ICONS) + r")\]", re.IGNORECASE)


def read_ability(fragment: Fragment, card=None) -> tuple[Ability, list[Diagnostic]]:
    """The ability one paragraph holds. A paragraph that holds more than one (`Surge. When Revealed: …`,
    a keyword line before a trigger) gives its first here: `read_paragraph` gives them all, and
    `read_card` uses it."""
    abilities, diagnostics = read_paragraph(fragment, card)
    if not abilities:
        return Ability(fragment.text, fragment.span(), "constant", True), diagnostics
    return abilities[0], diagnostics


def as_option(ability: Ability, condition: Sentence | None = None) -> Option:
    """A constant ability read from a bulleted paragraph (or a row of a table), as an option of the ability it
    belongs to; `condition`: a row's key, when the ability has no condition of its own."""
    return Option(ability.text, ability.span, ability.condition or condition, ability.costs, ability.effects)


def _offers(ability: Ability) -> bool:
    """Whether rows of a table may follow `ability`: its words end with a lead-in's colon, or it has options."""
    return bool(ability.options) or ability.text.rstrip().endswith((":", "："))


def _chooses(ability: Ability) -> bool:
    """Whether `ability` ends with a lead-in that has a player choose among options (`Choose:`, `Choose one:`, `choose
    one of the following:`): options written with no bullet may follow it (not a table's or a condition's lead-in,
    `If that card's printed resource has:`, whose rows have keys)."""
    if not ability.text.rstrip().endswith((":", "：")) or not ability.effects:
        return False
    last = ability.effects[-1]
    # (a Japanese lead-in is no effect typed: `以下から1つを選ぶ：`, its verb before the colon)
    return any(e.kind == "choose" for e in last.effects) \
        or last.text.rstrip().rstrip(":：").rstrip().endswith(tuple(vocabulary().effects.terms["choose"].ja))


def _offering(ability: Ability, kind: str = "options") -> Ability:
    """`ability` with its lead-in typed `options` once options follow it: the sentence that ends with a colon and
    has no effect typed (`if you are:`, `If that card's printed resource has:`, `do the following:`) says which of
    them resolves, and was text; `steps` when numbered steps follow it (`instead do each of the following:` then
    `1. …`: each resolves, in order). A lead-in typed by its verb (`Choose:`, `choose`) is left as it is."""
    if ability.options or not ability.effects:
        return ability
    last = ability.effects[-1]
    if not last.text.rstrip().endswith((":", "：")) or any(e.kind != "text" for e in last.effects):
        return ability
    words = last.text.strip()
    return attrs.evolve(ability, effects=(*ability.effects[:-1], attrs.evolve(last, effects=(Effect(kind, text=words),))))


#: Where a bulleted option's key ends (`• Angel, heal 1 damage …`, `• Solid mass form, …`, `• エンジェル：…`,
#: `- Aggression - Deal 2 damage …`): its first comma, colon or spaced dash, within a few words, in the option's own
#: words (not in parentheses or quotes).
_KEY_END = re.compile(r"[,:、：，]|\s[-–—]\s")
_KEY_WORDS = 8


@functools.cache
def _japanese_if() -> re.Pattern:
    """A Japanese lead-in that is a condition its options complete: it ends with an `if` word and a colon
    (`あなたが次の場合：`), as the English one ends `if you are:`."""
    words = "|".join(re.escape(w) for w in vocabulary().timings.terms["if"].ja)
    return re.compile(rf"(?:{words})\s*[:：]$")


def _keyed(ability: Ability) -> bool:
    """Whether `ability`'s options complete the condition its lead-in leaves open (`if you are:`, `if you are in:`,
    `…場合：`): then each bullet's first words are the option's condition (`• Angel, …`)."""
    if not ability.effects:
        return False
    last = ability.effects[-1]
    words = last.text.strip()
    if not words.endswith((":", "：")):
        return False
    if last.condition is not None and last.condition.strip().rstrip(":：") == words.rstrip(":：").strip():
        return True
    return bool(_japanese_if().search(words))


def _key(paragraph: Fragment, start: int) -> tuple[Sentence, int] | None:
    """The key a bulleted option (its words from `start`) opens with when its lead-in is `_keyed`, and where its
    effect's words start: `Angel` in `Angel, heal 1 damage from Psylocke.`; None when it has none (no comma or
    colon within a few words, or nothing after it)."""
    text = paragraph.text
    found = _KEY_END.search(mask(text), start)
    if found is None:
        return None
    words = text[start:found.start()].strip()
    rest = found.end() + len(text[found.end():]) - len(text[found.end():].lstrip())
    if not words or len(words.split()) > _KEY_WORDS or not text[rest:].strip():
        return None
    at = start + text[start:].index(words)
    return Sentence(words, paragraph.span(at, at + len(words))), rest


def read_card(card, names: tuple[str, ...] = ()) -> tuple[CompiledCard, list[Diagnostic]]:
    """A card's abilities, in the order of its text, and what was found wrong in them. A bulleted paragraph
    after an ability is an option of that ability (`Ability.options`), not an ability of its own; so is a row of
    a table after an ability whose lead-in offers one (`If that card's printed resource has:` then
    `[energy] — Deal 2 damage to an enemy.`), its key (`[energy]`) the option's condition; and so is a bullet's
    key after a lead-in whose condition it completes (`if you are:` then `• Angel, heal 1 damage …`: `Angel`),
    its effects read from the words after the key, its text (what cards print) with it. `names`: the names of the
    other cards of its file (a name with a comma is read whole in the text, `read_paragraph`)."""
    abilities: list[Ability] = []
    diagnostics: list[Diagnostic] = []
    # (a stat whose value cannot be read, `SCH 2+`: said by the front-end, MC006, and kept as written)
    notes: list[Note] = [Note("stats", stat.text, stat.span()) for stat in getattr(card, "unread_stats", ())]
    stats = dict(card.stats)
    unmarked = False   # the options so far of the last ability were written with no bullet (`Choose:` then lines)
    paragraphs = list(card.paragraphs)
    inline = 0   # how many of the paragraphs next are options written inline in the one before them
    after_option = False   # the paragraph before was the last ability's option (and nothing more)
    index = 0
    while index < len(paragraphs):
        strays: list = []   # (symbols where no icon stands: kept as written, said, MC135)
        paragraph, index = without_card_marks(paragraphs[index], (card.name, *names), strays), index + 1
        for span in strays:
            symbol = span.source.text[span.start:span.end]
            icon = "".join(dict.fromkeys(icons_text(c) for c in symbol if icons_text(c) != c))
            diagnostics.append(Diagnostic("MC135", Severity.INFO, message("language.stray_symbol", symbol=symbol,
                                                                          icon=icon), span, card.name,
                                          suggestion=message("language.stray_symbol_help", icon=icon)))
        written, (paragraph, note) = paragraph, mandatory_note(paragraph)   # (`Forced Response (mandatory): …`)
        option_inline = inline > 0
        if option_inline:
            inline -= 1
        elif (split := _inline(paragraph, card, names, diagnostics)) is not None:   # `Choose one: 1) …; 2) …`: the lead-in, then
            paragraph, options, after = split                             # each option as a bulleted one, then what
            paragraphs[index:index] = [*options, *([after] if after else [])]   # follows them (`(Max 1 per round.)`)
            inline = len(options)
        if not option_inline and _scheme_icons(paragraph.text, stats):
            continue
        if not option_inline and _contents().match(paragraph.text):   # `Contents: …`: the set list, no ability
            notes.append(Note("contents", paragraph.text, paragraph.span()))
            continue
        mark = _MARK.match(paragraph.text) if not option_inline and abilities and _offers(abilities[-1]) \
            and not _BULLET.match(paragraph.text) else None
        if mark:   # `- Deal 2 damage to an enemy.` after `choose one:`: an option, its words after the mark
            if mark.group("mark") == ".":
                at = paragraph.span(mark.start("mark"), mark.end("mark"))
                diagnostics.append(Diagnostic("MC108", Severity.WARNING, message("language.period_bullet"), at,
                                              card.name, suggestion=message("language.use_bullet", found=".")))
            paragraph = paragraph.slice(mark.end())
        bullet = _BULLET.match(paragraph.text) or (_AT_START.match(paragraph.text) if mark or option_inline else None)
        # `1. Remove all threat from here.` after `do each of the following:`: a step, its words after the number
        step = _STEP.match(paragraph.text) if abilities and _offers(abilities[-1]) and not bullet else None
        row = _ROW.match(paragraph.text, bullet.end() if bullet else 0) if not step else None
        keyed = _key(paragraph, bullet.end()) if bullet and not row and abilities and _keyed(abilities[-1]) else None
        found, problems = read_paragraph(paragraph.slice(keyed[1] if keyed else step.end()) if keyed or step
                                         else paragraph, card, names)
        if (keyed or step) and (not found or found[0].type != "constant"):   # no option after all: read whole
            keyed = step = None
            found, problems = read_paragraph(paragraph, card, names)
        if note is not None and not (found and found[0].trigger and found[0].mandatory):
            # (the note as a Markdown card prints it only after a mandatory trigger: anywhere else it is the author's
            # words, kept as written, `Response (mandatory): …` an unknown label said as MC134, `Rule (mandatory): …`
            # as before; the note was taken out of every output, nothing said)
            found, problems = read_paragraph(written, card, names)
            if found and found[0].trigger and not found[0].mandatory:
                problems = [d for d in problems if not (d.code == "MC107" and d.span is not None
                                                         and note.start <= d.span.start and d.span.end <= note.end)]
                problems.append(Diagnostic("MC134", Severity.WARNING, message(
                    "language.mandatory_note", trigger=found[0].trigger or found[0].type,
                    note=note.source.text[note.start:note.end]), note, card.name))
        diagnostics.extend(problems)
        if after_option and not bullet and not row and not mark and not step and len(found) == 1 \
                and _closes(abilities[-1], found[0]):
            # `(Max 1 per round.)`, `Then, discard 1 card.` after the last option: the ability's limit or sentence
            abilities[-1] = attrs.evolve(abilities[-1], effects=(*abilities[-1].effects, *found[0].effects),
                                         limit=abilities[-1].limit or found[0].limit, closing=found[0].text)
            after_option = False
            continue
        after_option = False
        # `Choose:` then `Exhaust Test Hero → remove this card from the game.`: options written with no bullet (as
        # homebrew data writes them): each an option, reported, while no bullet or row has said otherwise
        bare = bool(abilities and not bullet and not row and not mark and not step and len(found) == 1
                    and found[0].type == "constant"
                    and _chooses(abilities[-1]) and (unmarked or not abilities[-1].options))
        unmarked = bare
        if bare and not _PAREN_KEY.match(paragraph.text):   # (`(1) +3 ATK …`: keyed, a row; no bullet missing)
            diagnostics.append(Diagnostic("MC120", Severity.WARNING, message("language.option_without_bullet"),
                                          paragraph.span(0, len(paragraph.text.split()[0])), card.name,
                                          suggestion=message("language.use_bullet_before")))
        if abilities and found and found[0].type == "constant" and (bullet or bare or step
                                                                      or row and _offers(abilities[-1])):
            # `• Deal 1 damage to an enemy.` after `choose one:`, `[energy] — Deal 2 damage to an enemy.` after
            # `If that card's printed resource has:`: an option of the ability before it
            key = Sentence(row.group("key"), paragraph.span(row.start("key"), row.end("key"))) if row else None
            option = as_option(found.pop(0), key or (keyed[0] if keyed else None))
            if keyed or step:   # its text as printed, the key or the step's number with it
                words = paragraph.text[bullet.end() if keyed else 0:].strip()
                at = paragraph.text.index(words, bullet.end() if keyed else 0)
                option = attrs.evolve(option, text=words, span=paragraph.span(at, at + len(words)))
            offering = _offering(abilities[-1], "steps" if step else "options")
            abilities[-1] = attrs.evolve(offering, options=(*offering.options, option))
            after_option = not found
        diagnostics.extend(d for d in (cost_without_trigger(a, paragraph, card.name) for a in found) if d)
        abilities.extend(found)
    abilities = attached_attacks(abilities, card.name, names)   # (`Attach to an ally. Its attacks …`: the ally's)
    compiled = CompiledCard(card.name, card.span, card.code, card.type, card.subname, tuple(card.traits),
                            define_stats(stats, abilities), tuple(define(abilities)), tuple(notes))
    return compiled, diagnostics


def _inline(paragraph: Fragment, card, names: tuple[str, ...], diagnostics: list[Diagnostic]) \
        -> tuple[Fragment, list[Fragment], Fragment | None] | None:
    """The lead-in, the options and the words after the last option's sentence (or None) of a paragraph that writes
    a choice's options inline (`Choose one: 1) Deal 2 damage to an enemy; 2) Draw 1 card.`, `1つを選ぶ：①…；②…`, `・`),
    when its lead-in offers a choice (`_chooses`) and the words after, if any, close the ability (`_closes`: `(Max 1
    per round.)`, `Then, discard 1 card.`); else None (`she gets: (1) …`, a number in other words, other words after
    the options, which may be the last option's: the paragraph read whole, as before). A `・` glued to the words before
    it after a choice's lead-in (`1つを選ぶ：・…与える・…`) may open an option or be a name's dot: read as written, MC133
    in `diagnostics` saying how to write an option."""
    split = inline_options(paragraph)
    if split is None:
        _glued(paragraph, card, names, diagnostics)
        return None
    found, _ = read_paragraph(split[0], card, names)
    if not found or not _chooses(found[-1]):
        return None
    if split[2] is not None:
        after, _ = read_paragraph(split[2], card, names)
        if len(after) != 1 or not _closes(found[-1], after[0]):
            return None
    return split


def _glued(paragraph: Fragment, card, names: tuple[str, ...], diagnostics: list[Diagnostic]) -> None:
    """MC133 at each `・` glued to the words before it in a paragraph that lists options with `・` after a choice's
    lead-in (and no option was read in it)."""
    glued = glued_bullets(paragraph)
    if glued is None:
        return
    found, _ = read_paragraph(glued[0], card, names)
    if not found or not _chooses(found[-1]):
        return
    for at in glued[1]:
        diagnostics.append(Diagnostic("MC133", Severity.WARNING, message("language.glued_bullet"),
                                      paragraph.span(at, at + 1), card.name,
                                      suggestion=message("language.unglue_bullet")))


def _closes(ability: Ability, words: Ability) -> bool:
    """Whether `words`, a paragraph read right after `ability`'s last option, are `ability`'s own close rather than an
    ability of their own: a limit alone (`(Max 1 per round.)`: no ability has a limit and nothing else), or sentences
    the first of which goes on from what came before (`Then, discard 1 card.`, `その後、…`), a limit after them or
    none; never a second limit."""
    if words.type != "constant" or words.trigger or words.condition or words.costs or words.keywords \
            or words.options or words.name or words.lead or (words.limit and ability.limit):
        return False
    if not words.effects:
        return words.limit is not None
    return words.effects[0].then


@functools.cache
def _contents() -> re.Pattern:
    """The heading of a main scheme's set list (`Contents:`, `内容：`): a paragraph it opens is a note."""
    words = "|".join(re.escape(w) for w in syntax_words("contents"))
    return re.compile(rf"\s*(?:{words})\s*[:：]", re.IGNORECASE)


def _scheme_icons(text: str, stats: dict) -> bool:
    """Whether `text` is a paragraph of a scheme's icons alone (`[hazard]`, as homebrew data writes what MarvelCDB gives
    in `scheme_hazard`): each is counted in its stat (`scheme_hazard`: 1), unless the card gives that stat itself."""
    if _SCHEME_ICON.sub("", text).strip(" .") or not _SCHEME_ICON.search(text):
        return False
    counts: dict[str, int] = {}
    for icon in _SCHEME_ICON.findall(text):
        counts[f"scheme_{icon.lower()}"] = counts.get(f"scheme_{icon.lower()}", 0) + 1
    for key, count in counts.items():
        stats.setdefault(key, count)
    return True
