"""Song of Blades and Heroes (seed 003): warbands of one-line profiles, their points, and the
Magic-User. `plugin.RULESET` is what the core sees (once registered)."""
