"""What `statblock check`, `parse` and `cards` read in a file of 虚構侵蝕TRPG: the cards of a `.kyoko`
file, or, for a scenario (`.toml` with `# ruleset: kyoko` on its first line, or `--ruleset kyoko`),
the scenario's own diagnostics (KY2xx) and no cards: a scenario holds a character and events."""

from __future__ import annotations

__all__ = ["read_result"]


def read_result(result):
    source = result.source
    if source.path.lower().endswith(".toml"):
        from .sim import read_scenario

        _, problems = read_scenario(source)
        result.diagnostics.extend(problems)
        result.holds_abilities = False  # (a scenario is never listed among files without abilities)
        return result
    from .language import read_cards

    cards, problems = read_cards(source)
    result.diagnostics.extend(problems)
    result.abilities.extend(cards)
    return result
