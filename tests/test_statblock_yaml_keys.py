"""The newer Steel Compendium YAML statblocks write the table's first cell as `keywords:` and the role as
`role:` (beside `organization:`). Both were SB172 or nothing: `role` a misspelt `roles`, `keywords` dropped (no
ancestry)."""

from __future__ import annotations

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import statblock_json

STATS = ("level: 2\nev: 12\nsize: 1M\nspeed: 6\nstamina: 40\nstability: 1\nfree_strike: 3\n"
         "might: 2\nagility: 1\nreason: 0\nintuition: 0\npresence: -1\n"
         "features:\n  - name: Thick Hide\n    icon: ⭐️\n    effects:\n      - effect: The brute shrugs off a hit.\n")


def _statblock(keys: str) -> dict:
    result = read_text("t.yaml", "type: statblock\nname: Test Brute\n" + keys + STATS)
    assert result.diagnostics == []
    (monster,) = result.statblocks
    said = statblock_json(monster)
    return {k: said[k] for k in ("ancestry", "organization", "roles", "level", "stamina")}


def test_keywords_and_role_read_as_ancestry_and_roles():
    newer = _statblock("keywords:\n  - Humanoid\n  - Test\norganization: Elite\nrole: Brute\n")
    older = _statblock("ancestry:\n  - Humanoid\n  - Test\norganization: Elite\nroles:\n  - Brute\n")
    assert newer == older
    assert newer["ancestry"] == ["Humanoid", "Test"] and newer["roles"] == ["brute"]
