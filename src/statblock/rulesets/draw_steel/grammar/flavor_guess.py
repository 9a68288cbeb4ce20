"""Lines under an ability's name read as its flavor by a guess (no other kind: SB179 on one that is no sentence), and a
Markdown ability's plain paragraphs before its body guessed so too, as a native file's lines under the name are.
Split from `assemble.py`, whose assembler uses it (its `flavor`, `guessed`, `plain_flavor`, `items` and
`diagnostics`)."""

from __future__ import annotations

from ....diagnostics import Diagnostic, Fragment, Severity
from ....messages import msg
from .flavor_lines import ends_as_a_sentence

__all__ = ["FlavorGuessing", "clip"]


def clip(text: str) -> str:
    """`text` as a message quotes it: 40 characters at most."""
    return text if len(text) <= 40 else text[:39] + "…"


class FlavorGuessing:
    def _paragraphs_before_body(self) -> bool:
        """Whether every item read yet is a plain paragraph of a Markdown ability, under its name and before anything
        of its header (no list item, no label)."""
        return self.raw.fmt == "markdown" and bool(self.items) and self.keywords is None and self.distance is None \
            and all(item[0] == "section" and item[1] is None and id(item) not in self.list_items for item in self.items)

    def _guessed_before_body(self) -> None:
        """Plain paragraphs under the heading of a Markdown card (the card writer's mark above it, `RawAbility.card`)
        where its body starts with no header (a power roll, a labelled section: the card of a header-less ability) read
        as flavor guessed, when none ends as a sentence: a card prints only its flavor there, a guessed line as written
        (SB179), so that it reads back as the native file's line under the name was. They were a section of text ahead
        of the power roll, the card reading back with no flavor and no power roll, and no word said. Elsewhere (a page,
        `convert --to md`) such a paragraph is the ability's text, as before (`Hit | Miss` over a power roll, a trait's
        `At the start of each turn, the eye rolls a d6:`)."""
        if self._paragraphs_before_body() and self.raw.card and not any(
                ends_as_a_sentence(part.text.strip()) for item in self.items for part in item[2]):
            self._paragraphs_as_flavor()

    def _paragraphs_as_flavor(self) -> None:
        """The items (plain paragraphs, `_paragraphs_before_body`) made flavor lines guessed, each in its place among
        the flavor's lines (an italic paragraph under a plain one was read at once, the plain one only here, and its
        line came last, `convert --to md` of `Kewords …` / `*The orc …*` reading back in the other order)."""
        lines = [(f, i in self.guessed) for i, f in enumerate(self.flavor)]
        lines += [(part, True) for item in self.items for part in item[2]]
        lines.sort(key=lambda line: line[0].file_offset(0) if line[0][1] else -1)
        self.flavor = [f for f, _ in lines]
        self.guessed = [i for i, (_, guessed) in enumerate(lines) if guessed]
        self.items.clear()

    def _guessed_flavor(self, body: Fragment) -> None:
        """A line of no kind under the name, read as flavor; whether it is flavor for sure is judged with the other
        lines of the run once all are read (`_judge_flavor`)."""
        self.guessed.append(len(self.flavor))
        self.flavor.append(body)

    def _judge_flavor(self) -> None:
        """The lines guessed as flavor judged together: a line at or above one that ends as a sentence (`… ever back.`,
        a speaker `—Korva`, `重い一撃が敵を押し戻す`) is flavor, printed in italics by `fmt`, said nothing; any other is a
        guess (it may be a field's line mistyped), kept as written by `fmt`, and in a native file SB179 says how it was
        read. sbhcli judged each line alone: a sentence wrapped over two lines was SB179 on its first, half italic."""
        ended, plain = False, []
        for index in reversed(self.guessed):
            words = self.flavor[index].text.strip()
            ended = ended or ends_as_a_sentence(words)
            if words and not ended:
                plain.append(index)
        for index in reversed(plain):
            self.plain_flavor.append(index)
            body = self.flavor[index]
            if self.raw.fmt in ("ability", "markdown"):
                self.diagnostics.append(Diagnostic(
                    "SB179", Severity.WARNING, msg("layout.plain_flavor", line=clip(body.text.strip())), body.span(),
                    self.name.text if self.name is not None else None, msg("layout.plain_flavor_fix")))
