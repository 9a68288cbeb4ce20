from statblock import parse_text

from test_seeds import BRUTAL_SLAM  # checked against the seed's own tier lines there


def test_public_api_runs_every_stage(rng):
    from pathlib import Path

    import statblock

    root = Path(__file__).resolve().parents[1]
    report = statblock.check([str(root / "abilities" / "seeds.ability")])
    slam = next(a for a in report.abilities if a.name == "Brutal Slam")
    bound = statblock.bind(slam, statblock.load_hero(root / "abilities" / "heroes" / "korva-fury.toml"))
    bandit = statblock.load_target(root / "abilities" / "heroes" / "bandit-target.toml")
    result = statblock.resolve(bound, [bandit], rng)
    assert result.tier in (1, 2, 3)
    assert result.targets[0].total_damage == {1: 5, 2: 8, 3: 11}[result.tier]
    chances = statblock.odds(bound)
    assert sum(chances.tiers.values()) == 1


def test_text_copied_from_the_book_reads_with_no_editing():
    """A PDF copy loses the table's `|` and keeps the tier icons: it still reads the same."""
    copied = """Brutal Slam
The heavy impact of your weapon attacks drives your foes ever back.
Melee, Strike, Weapon Main action
📏 Melee 1 🎯 One creature or object
Power Roll + Might:
✦ ≤11 3 + M damage; push 1
★ 12–16 6 + M damage; push 2
✸ 17+ 9 + M damage; push 4
"""
    result = parse_text(copied)
    assert not result.diagnostics
    (ability,) = result.abilities
    (original,) = parse_text(BRUTAL_SLAM).abilities
    assert ability.keywords == original.keywords and ability.action == original.action
    assert ability.distance == original.distance and ability.target == original.target
    assert ability.flavor == original.flavor
    assert [t.effects for t in ability.power_roll.tiers] == [t.effects for t in original.power_roll.tiers]
    assert [t.range for t in ability.power_roll.tiers] == ["≤11", "12–16", "17+"]


def test_the_package_serves_the_default_rulesets_functions_and_a_submodule_alone(tmp_path):
    """`statblock.bind` and the others are the default ruleset's (`__all__` names every one its API has); a
    submodule imported from the package (`from statblock import collector`) loads no ruleset."""
    import subprocess
    import sys

    import statblock
    from statblock.rulesets import registry

    api = registry.get(registry.DEFAULT).api()
    assert set(api.__all__) <= set(statblock.__all__)
    assert all(getattr(statblock, name) is getattr(api, name) for name in api.__all__)
    code = ("import sys; from statblock import collector; "
            "print(sorted(m for m in sys.modules if m.startswith('statblock.rulesets')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path)
    assert out.stdout.strip() == "[]"
