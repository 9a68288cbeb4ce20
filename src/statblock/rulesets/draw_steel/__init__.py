"""Draw Steel (seeds 000 and 001): the first ruleset. `plugin.RULESET` is what the core sees.

Its public functions, beside the core's `statblock.parse_text` and `statblock.check`:

- `load_hero`, `load_target`: hero and target TOML files;
- `bind`: a compiled ability with one hero's numbers worked out;
- `resolve`: one use of a bound ability against targets, with a `random.Random`;
- `odds`: exact tier probabilities and expected damage of a bound ability.

Each imports what it needs when called, so that importing this package (as choosing a file's
ruleset does) costs nothing but its messages: they join the core's catalog here, so that
every module of the package can make them with the core's `msg`, whichever is imported first.
"""

from __future__ import annotations

from .catalog import join as _join_messages

_join_messages()

__all__ = ["bind", "load_hero", "load_target", "odds", "resolve"]


def load_hero(path):
    from .runtime.hero import load_hero as _load

    return _load(path)


def load_target(path):
    from .runtime.hero import load_target as _load

    return _load(path)


def bind(ability, hero):
    from .runtime.bind import bind as _bind

    return _bind(ability, hero)


def resolve(bound, targets, rng, **options):
    """Resolve one use; `options` are those of `runtime.resolve.resolve` (edges, banes, bonus, ...)."""
    from .runtime.resolve import resolve as _resolve

    return _resolve(bound, targets, rng, **options)


def odds(bound, **options):
    from .runtime.odds import ability_odds

    return ability_odds(bound, **options)
