"""SB142 (the Strike keyword on an area) is for a Strike that should have been Area; with both keywords the
author means both, as the beastheart's published abilities do. It was reported on those, with advice already
taken (use the Area keyword)."""

from __future__ import annotations

import attrs
import pytest

from statblock.pipeline import read_text

from builders import FORMATS, Parts


def _codes(parts: Parts, fmt: str) -> list[str]:
    name, build = FORMATS[fmt]
    return [d.code for d in read_text(name, build(parts)).diagnostics]


@pytest.mark.parametrize("fmt", ["native", "md-hero", "md-quote", "yaml"])
def test_strike_with_the_area_keyword_on_an_area_is_no_slip(fmt):
    area = Parts(keywords=("Area", "Companion", "Melee", "Strike", "Weapon"), distance="1 burst",
                 target="Each creature in the area")
    assert _codes(area, fmt) == []
    assert _codes(attrs.evolve(area, keywords=("Companion", "Melee", "Strike", "Weapon")), fmt) == ["SB142"]
