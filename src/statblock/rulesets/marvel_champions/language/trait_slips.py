"""Traits written otherwise in ability text (MC115): `[[portal ]]upgrade` for `[[portal]] upgrade`.

A trait is written in double brackets, its name alone inside them (`[[Tech]]`), a space between it and the
words beside it (`a [[Tech]] upgrade`). A space inside the brackets (`[[portal ]]`) makes a trait no card has,
and a Latin word touching them (`[[portal]]upgrade`, `an[[Elite]]`) runs two words into one; either is reported
with the text to write. Japanese, which puts no space between words (`[[テック]]カード`), is never a slip, nor is
a plural `s` after the brackets (`[[Spy]]s`).
"""

from __future__ import annotations

import re

__all__ = ["trait_slips"]

_TRAIT = re.compile(r"\[\[(?P<inside>[^\[\]\n]{1,80})\]\]")
_WORD_BEFORE = re.compile(r"[A-Za-z0-9]+$")
_WORD_AFTER = re.compile(r"[A-Za-z0-9]+")


def trait_slips(text: str) -> list[tuple[int, int, str, str]]:
    """The traits of `text` written otherwise: (start, end, found, fixed) each, `found` the trait and the words it
    touches as written (`[[portal ]]upgrade`), `fixed` as they should be (`[[portal]] upgrade`)."""
    out = []
    for match in _TRAIT.finditer(text):
        inside = match.group("inside")
        name = inside.strip()
        if not name:
            continue
        before = _WORD_BEFORE.search(text[max(0, match.start() - 40):match.start()])
        after = _WORD_AFTER.match(text, match.end())
        if after is not None and after.group() == "s" and not text[after.end():after.end() + 1].isalnum():
            after = None   # `[[Spy]]s`: a plural
        if inside == name and before is None and after is None:
            continue
        start = match.start() - (len(before.group()) if before else 0)
        end = after.end() if after else match.end()
        fixed = (before.group() + " " if before else "") + f"[[{name}]]" + (" " + after.group() if after else "")
        out.append((start, end, text[start:end], fixed))
    return out
