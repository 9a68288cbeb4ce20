"""Reading an ability's header lines as hand-written files give them: a first row with no `|` (`Melee, Strike Main
action`), a second row with no icons (`Melee 1 | One creature`), a field's label without its colon (`Keywords Melee,
Strike`), and fields after a field's label misspelt (`Keywrods:` then `Type: Main action`). Split from
`assemble.py`, whose assembler uses it."""

from __future__ import annotations

import re

from ....diagnostics import Fragment
from ....vocabulary import Category, Vocabulary
from ..vocabulary import per_instance
from .distances import parse_distance

__all__ = ["KEYWORD_SEPARATOR", "HeaderReading", "cell_label", "field_holds", "no_keywords"]

# Between keywords: commas, and the middle dot Japanese writes (`魔法・遠距離・ストライク`).
_KEYWORD_SEPARATORS = ",、，・･"
KEYWORD_SEPARATOR = re.compile(f"[{_KEYWORD_SEPARATORS}]")


# the longest label a header cell opens with that is looked up (`Action type`, `アクション種別`): a colon further in is
# the cell's own words
_LABEL_LONGEST = 24
_HEADER_FIELDS = ("keywords", "action", "distance", "target")


def cell_label(vocabulary: Vocabulary, text: str) -> tuple[str, int] | None:
    """A header cell that opens with its field's label, bold or not (`**Distance:** Melee 1`, `**ターゲット:** 自身`,
    `Target: Self`, as `statblock cards --format md` prints a card's second row): the field and where its words
    start; else None. Only the four fields of a header's rows: the label found by the ruleset's `fields`."""
    head = text[:_LABEL_LONGEST + 6]
    colon = min((at for at in (head.find(":"), head.find("：")) if at >= 0), default=-1)
    if colon <= 0:
        return None
    label = head[:colon].strip().strip("*_").strip()
    field = vocabulary.fields.lookup(label) if label and len(label) <= _LABEL_LONGEST else None
    if field is None or field.id not in _HEADER_FIELDS:
        return None
    start = colon + 1
    while start < len(text) and text[start] in "*_":
        start += 1  # (the bold's closing markers after the colon: `**Distance:**`)
    while start < len(text) and text[start] == " ":
        start += 1
    return field.id, start


class HeaderReading:
    """The header-reading steps of the assembler (`assemble._Assembler`, which gives `ruleset`, `items` and the
    header's fields)."""

    def _field_without_colon(self, body: Fragment) -> bool:
        """`Keywords Melee, Strike`, `Type Main action`, `Distance Melee 1`, `Target One creature`: a header field whose
        label lost its colon (was: flavor text, the field lost in silence). Taken only when the words after the label
        are what the field holds (every keyword known, an action type, a distance with parts, a target the ruleset
        knows), so that flavor starting with such a word (`Distance is no obstacle.`) stays flavor."""
        text = body.text
        head, _, rest = text.partition(" ")
        field = self.ruleset.fields.lookup(head)
        rest = rest.strip()
        if field is None or not rest or field.id in ("flavor", "cost"):
            return False
        attribute = field.id
        if getattr(self, attribute) is not None:
            return False
        value = body.slice_stripped(len(head))
        fits = field_holds(self.ruleset, attribute, value)
        if fits:
            setattr(self, attribute, value)
        return fits

    def _second_row(self, cells: list[Fragment]) -> bool:
        """Whether a row without icons is the book's second row: the first (keywords, action) is given, the second
        is not, nothing else came between, and its cells are no keywords and no action type."""
        if self.action is None and self.keywords is None or self.distance is not None or self.target is not None:
            return False
        if self.items or len(cells) != 2:
            return False
        keywords, action = cells
        if self.ruleset.action_types.lookup(action.text) is not None:
            return False
        words = [w.strip() for w in KEYWORD_SEPARATOR.split(keywords.text)]
        return not all(w in self.ruleset.keywords or w in no_keywords(self.ruleset) for w in words)

    def _still_header(self, field: str) -> bool:
        """Whether a header field's label after sections is still the header's: the field is not given yet and every
        section before it is under a header field's label misspelt (`Keywrods:`, which SB125 says), with no roll.
        Was: each field after such a label a section too, in silence (`Type: Main action` lost). A statblock's rows
        (`Roles:`, `Ancestry:`, then `Cost:`) are no slip of a field's, and stay as they were."""
        attribute = {"cost": "cost_text"}.get(field, field)
        if field == "flavor" or getattr(self, attribute, None) is not None:
            return False
        rules = self.ruleset
        for item in self.items:
            if item[0] != "section" or item[1] is None or item[3] is not None:
                return False
            label = item[1].text.rstrip(":：").strip()
            if rules.sections.lookup(label) is not None or rules.sections.suggest(label, cutoff=0.8) is not None \
                    or rules.fields.suggest(label, cutoff=0.8) is None:
                return False
        return True

    def _keyword_row(self, body: Fragment) -> bool:
        """`Melee, Strike, Weapon Main action`: the book's first row as copied from a PDF, without
        the `|` between the cells. Taken only when every keyword and the action type are known; an
        action type alone is the row of an ability without keywords."""
        text = body.text
        # (the line lowered once, not once for each of the two dozen spellings: a line of 20,000 characters was
        # copied fifty times)
        lowered, alone = text.lower(), text.strip().lower()
        for term in self.ruleset.action_types.terms.values():
            numbered = term.extra.get("numbered", False)
            for spelling in (*term.en, *term.ja):
                low = spelling.lower()
                if is_action_alone(alone, low, numbered):
                    # `Main action`, `Villain action 2` alone: an ability without keywords (it was flavor text)
                    self.action = body.strip()
                    return True
                if len(text) > len(spelling) and lowered.endswith(low):
                    cut = len(text) - len(spelling)
                    keywords = body.slice(0, cut).strip()
                    words = [w.strip() for w in KEYWORD_SEPARATOR.split(keywords.text)]
                    if keywords.text and all(w in self.ruleset.keywords or w in no_keywords(self.ruleset) for w in words):
                        self.keywords, self.action = keywords, body.slice(cut).strip()
                        return True
        return False


def is_action_alone(text: str, spelling: str, numbered: bool) -> bool:
    """Whether a line (stripped and lowered) is the action type `spelling` (lowered) and nothing else (`villain
    action 2` when it is numbered)."""
    if text == spelling:
        return True
    return numbered and text.startswith(spelling) and text[len(spelling):].strip().isdigit()


def no_keywords(ruleset: Vocabulary) -> frozenset[str]:
    """What the keyword cell of an ability without keywords holds: a dash (`-`, `－`, `ー`) or なし
    (`phrases.nothing`), or `None` (`phrases.no_keywords`)."""
    return _no_keywords(ruleset.phrases)


@per_instance
def _no_keywords(phrases: Category) -> frozenset[str]:
    term, word = phrases.terms["nothing"], phrases.terms["no_keywords"]
    return frozenset((*term.en, *term.ja, *word.en, *word.ja))


def field_holds(ruleset: Vocabulary, field: str, value: Fragment) -> bool:
    """Whether `value` is what a header field holds, not words about it: every keyword known (or none said, `-`), an
    action type, a distance with parts, a target the ruleset knows; False for the other fields (usage, cost)."""
    text = value.text.strip()
    if field == "keywords":
        return bool(text) and all(w.strip() in ruleset.keywords or w.strip() in no_keywords(ruleset)
                                  for w in KEYWORD_SEPARATOR.split(text))
    if field == "action":
        return ruleset.action_types.lookup(text) is not None
    if field == "distance":
        return bool(parse_distance(value).parts)
    if field == "target":
        return ruleset.targets.lookup(text) is not None
    return False
