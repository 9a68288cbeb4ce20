"""Draw Steel (seeds 000 and 001): the first ruleset. `plugin.RULESET` is what the core sees."""
