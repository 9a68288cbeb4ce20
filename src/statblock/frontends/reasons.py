"""A library's reasons, said in English only (tomllib's `Invalid value`, PyYAML's `mapping values are not allowed
here`), in Japanese too: a table of each reason and its Japanese (`toml_reasons.py`, `yaml_reasons.py`), a part in
braces what the library quotes (a key, a character), kept as written. A reason the table does not know stays as the
library wrote it, in both languages."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..messages import Localized

__all__ = ["reasons_said"]


def reasons_said(reasons: list[tuple[str, str]]) -> Callable[[str], Localized]:
    """A function that gives a reason of the table `reasons` ((English, Japanese), `{part}` in both) in both
    languages."""
    patterns = [(re.compile(re.escape(english).replace(re.escape("{part}"), "(?P<part>.+)")), japanese)
                for english, japanese in reasons]

    def said(reason: str) -> Localized:
        for pattern, japanese in patterns:
            found = pattern.fullmatch(reason)
            if found is not None:
                return Localized({"en": reason, "ja": japanese.format(**found.groupdict())})
        return Localized({"en": reason, "ja": reason})

    return said
