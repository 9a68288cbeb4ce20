"""What a `.kyoko` file reads into: item and fiction-power cards and the effects of their text, the
contract between `language/` (which builds these) and the cards, the simulation and the JSON.

Frozen attrs classes. Every effect keeps its words exactly as written (`text`) and where they were
(`span`): the effects of a card, in order, give back its effect text with nothing dropped (the
lines of a multi-line effect joined by a newline).
"""

from __future__ import annotations


from ...diagnostics import Span
from ...records import frozen

__all__ = ["Amount", "Card", "Check", "ConditionEffect", "Contest", "Damage", "Detail", "Effect", "indent_of", "Loss", "Note", "Option", "Range",
           "Recovery", "StatChange", "Term", "Text"]


@frozen
class Amount:
    """How much: a number (`5`), an ability with a modifier (`【感覚】`, `【感覚】±0`, `【感覚】+1`), or, for a
    recovery, the maximum (`最大値まで回復`: `full`)."""

    number: int | None = None           # None for an ability, or a number past the limit (KY024)
    ability: str | None = None          # the ability's id (`sense`), None for a plain number
    modifier: int = 0
    full: bool = False                  # up to the maximum, whatever is missing (`【ＨＰ】を最大値まで回復`)

    @property
    def fixed(self) -> bool:
        return self.ability is None


@frozen
class Text:
    """Effect text the language gives no structure to, kept verbatim."""

    text: str
    span: Span


@frozen
class Term:
    """A game word in brackets that is not a condition: an ability (`【移動値】`), a skill (`〈運動〉`)
    or a rule word in ［ ］ (`［行動］`, `［成功］`). `id` is None when it is unknown."""

    category: str                       # "abilities", "skills" or "bracket_words"
    id: str | None
    text: str
    span: Span


@frozen
class Damage:
    """`ダメージ5`, `5点のダメージ`, `【移動値】点のダメージ`."""

    amount: Amount
    text: str
    span: Span


@frozen
class Recovery:
    """`【感覚】点回復`, `【ＨＰ】を5点回復`: what recovers (`hp` unless `【装備ＨＰ】を` says so)."""

    amount: Amount
    stat: str
    text: str
    span: Span


@frozen
class Loss:
    """`【ＨＰ】を3点減少`: 【ＨＰ】 an effect takes away, not damage (seed 004: it may not bring 【ＨＰ】 to 0, and
    【装備ＨＰ】 cannot take it instead)."""

    amount: Amount
    stat: str                           # "hp"
    text: str
    span: Span
    # who loses it: None for its user (`【ＨＰ】を2点失う`, `自分に【ＨＰ】を2点失わせる`, `You lose 2 HP`); "target" for
    # another, the causative's `対象に【ＨＰ】を2点失わせる` (`Make the target lose 2 HP`) or a subject's (`対象は【ＨＰ】を2点
    # 失う`, `The target loses 4 HP`): not the user's, so not the voluntary loss of seed 004's rule
    who: str | None = None


@frozen
class StatChange:
    """`【装備ＨＰ】＋３`, `【移動値】+2`, `【感覚】−1`: a change to an ability, as an item's data writes it (an armor's
    【装備ＨＰ】, a vehicle's 【移動値】). `stat` is the ability's id (None when unknown), `change` the signed number
    (None past the limit, KY024)."""

    stat: str | None
    change: int | None
    text: str
    span: Span


@frozen
class ConditionEffect:
    """A condition written in its brackets: `［崩壊3］`, `［憎悪／使用者］`, `［気絶］`.
    `removes` when the text goes on to lift it (`［気絶］を解除する`); `referenced` when it only names
    it (`［崩壊］を受けている間`, `［憎悪］の対象`, or removes it): then its n or target may be left out."""

    id: str | None                      # the condition's id; None when unknown
    name: str                           # the name as written (`崩壊`, `Decay`)
    n: int | None
    target: str | None                  # `user`, `self`, or the words as written (`（特定のキャラクター）`)
    removes: bool
    text: str
    span: Span
    referenced: bool = False


@frozen
class Check:
    """`難易度4の〈意志〉判定`. `ends`: the condition its sentence lifts on success, if any."""

    difficulty: int | None              # None when too long to be a number (KY023)
    skill: str | None                   # the skill's id; None when unknown or not written
    field: str | None                   # 〈学問：医学〉's `医学`
    ends: str | None
    text: str
    span: Span
    # the skills seed 004 says may be combined with it, in parentheses after it (「難易度3の〈操作〉判定（〈治療〉〈学問：医学〉を
    # 組み合わせ可能）」): (skill id, field) each, as written; what combining does the seed does not say, so nothing is made
    # of them
    combinable: tuple[tuple[str | None, str | None], ...] = ()
    # a difficulty for each case, as written (seed 004's 「難易度（簡単な拘束：3／厳重な拘束：5）」): (case, difficulty) each, and
    # `difficulty` None
    cases: tuple[tuple[str, int], ...] = ()


@frozen
class Contest:
    """`〈操作〉vs〈探知〉` (seed 004: 「〈操作〉vs〈探知〉」の［対決］): the skill of the character who acts, written first
    (the one who declares ［隠密］, or ［発見］), against the skill of the one who answers: the seed's 能動判定 and
    受動判定 (［高揚］ changes their dice). Each skill's id (None when unknown) and its words as written."""

    active: str | None
    passive: str | None
    active_text: str
    passive_text: str
    text: str
    span: Span


@frozen
class Option:
    """The mark of a list's item in the effect (`- `, `・`, `● `, at a line's start): each of a list of two or more is
    one of the card's options, one of which is chosen (`以下から1つを選ぶ。` / `- …` / `- …`); the option is this mark
    and the effects after it, up to the next option or the list's end (the line after its last item that is none).
    `index` counts the options of its list from 1 (a card may offer two choices, each list judged by its own lead-in:
    an index 1 starts the next), `text` is the mark as written."""

    index: int
    text: str
    span: Span


def indent_of(span) -> int | None:
    """How far the line `span` starts on is indented before it (a tab as 4), or None where other words come first
    on its line (the label, `効果：`) or there is no span."""
    if span is None:
        return None
    text = span.source.text
    before = text[text.rfind("\n", 0, span.start) + 1:span.start]
    return len(before.expandtabs(4)) if not before.strip() else None


Effect = Text | Term | Damage | Recovery | Loss | StatChange | ConditionEffect | Check | Contest | Option


@frozen
class Detail:
    """An item's datum besides its use, target and effect (`種別：乗物`, `価格：3`), kept as written."""

    field: str                          # "category", "price", "ready_limit", "capacity", "range"
    text: str
    span: Span


@frozen
class Note:
    """A labelled line of the author's that is none of the game's fields (`スロット：1`, `代償：【ＨＰ】2点`,
    `Slot: 1`): kept as written, its label as the author wrote it, printed on the card and given in the JSON,
    never read (KY036 says so)."""

    label: str
    text: str
    span: Span                          # the value
    label_span: Span
    again: bool = False                 # a field the card already has, written again (`使用：割込` under `使用：行動`, KY004)


@frozen
class Range:
    """A `射程：` read (docs/kyoko.md, "Range"): `kind` is "areas" for a number of areas (`2`, `2エリア`), a
    range word's id (`close`, `adjacent`, `sight`, `unlimited`, `none`), or None when it could not be read
    (kept as written); `areas` the areas it reaches, when it says (`至近`: 0)."""

    kind: str | None
    areas: int | None
    text: str
    span: Span


@frozen
class Card:
    """An item (所持品) or fiction power (フィクションパワー) card."""

    name: str
    kind: str | None                    # "item" or "power"; None when missing or unknown
    use: str | None                     # "action", "interrupt", "constant"; None when missing or unknown
    target: str | None                  # as written
    effects: tuple[Effect, ...]
    span: Span                          # the name line
    use_span: Span | None = None
    target_span: Span | None = None
    effect_span: Span | None = None     # from the first effect line to the last
    details: tuple[Detail, ...] = ()    # in the order written
    category: str | None = None         # an item's 種別 (`weapon`), from `種別：` or its kind (`刀（武器）`)
    range: Range | None = None          # its 射程, when written
    notes: tuple[Note, ...] = ()        # the author's own labelled lines, in the order written
    # every use type `使用：` names, in the order written: `使用：行動／割込` may be declared as either (`use` is the
    # first); one use type, or none, otherwise
    uses: tuple[str, ...] = ()
    # the words in parentheses after the use type (`使用：行動（攻撃）`: `攻撃`), as written: kept, printed after the use
    # type and given in the JSON, not read (the rulebook gives a use type no qualifier; KY020, a warning, says so)
    use_note: Text | None = None
    # the use type those words are written after when it is not the last of several (`使用：行動（攻撃）／割込`: `action`;
    # `行動／割込（攻撃）`, as `行動（攻撃）`, None): printed there
    use_note_after: str | None = None
    # words in parentheses after a later use type (`使用：行動（攻撃）／割込（防御）`: (`interrupt`, `防御`)), each with the
    # use type it follows (None: a part that is no use type read), as written: kept and printed there, not read
    more_use_notes: tuple[tuple[str | None, Text], ...] = ()

    @property
    def effect_text(self) -> str:
        return "".join(effect.text for effect in self.effects)

    def conditions(self) -> tuple[ConditionEffect, ...]:
        return tuple(e for e in self.effects if isinstance(e, ConditionEffect))

    def checks(self) -> tuple[Check, ...]:
        return tuple(e for e in self.effects if isinstance(e, Check))

    def options(self) -> tuple[tuple[Effect, ...], ...]:
        """The card's options, each the effects after its mark (the mark left out), in order; () without a list. An
        option ends at the next one, or at its line's end (`- 3点回復` / `その後、…`: the lines after the list are the
        card's again; before, only a sentence's end ended it), its sentence broken over lines one line; the lines
        indented under it are its own, with their line breaks (`- Do all of the following:` / `  - Deal 2 damage.`:
        before, the card's)."""
        found: list[list] = []
        open_, under = False, None   # (`under`: the indentation of the open option's mark)
        effects = self.effects
        for at, effect in enumerate(effects):
            if isinstance(effect, Option):
                found.append([])
                open_, under = True, indent_of(effect.span)
            elif open_ and isinstance(effect, Text) and effect.text == "\n":
                deeper = at + 1 < len(effects) and under is not None and (indent_of(effects[at + 1].span) or 0) > under
                if deeper and not isinstance(effects[at + 1], Option):
                    found[-1].append(effect)   # (a line indented under the option: its own)
                else:
                    open_ = False   # (the line's end: a list's item ends with its line, but one whose sentence goes on
                                    # over a line break is read as one, with no line break of its own between)
            elif open_:
                found[-1].append(effect)
        return tuple(tuple(option) for option in found)

    def effect_layout(self) -> str:
        """The effect's words as `effect_text`, each line after the first indented as written, less the indentation
        all of them share (a list under an item stays under it when the card is written out)."""
        lines, indents = [[]], []
        for effect in self.effects:
            if isinstance(effect, Text) and effect.text == "\n":
                lines.append([])
                indents.append(None)
                continue
            if not lines[-1] and len(lines) > 1:
                indents[-1] = indent_of(effect.span)
            lines[-1].append(effect.text)
        shared = min((n for n in indents if n is not None), default=0)
        return "\n".join([ "".join(lines[0])] + [" " * ((n or shared) - shared) + "".join(line)
                                                  for n, line in zip(indents, lines[1:])])

    def stat_changes(self) -> tuple[StatChange, ...]:
        return tuple(e for e in self.effects if isinstance(e, StatChange))

    def to_json(self) -> dict:
        from .serialize import to_json

        return to_json(self)

