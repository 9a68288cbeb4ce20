"""The language of 虚構侵蝕TRPG: a native `.kyoko` file of item and fiction-power cards read into
typed `Card`s (docs/kyoko.md).

`read_cards` reads a `SourceFile`; `reader.py` reads the cards' lines, `effects.py` each line of
effect text with the grammar `effect.lark` (loaded by `parser.py`), the words come from
`../vocabulary.toml`.
"""

from __future__ import annotations

from .reader import fold_line, read_cards

__all__ = ["fold_line", "read_cards"]
