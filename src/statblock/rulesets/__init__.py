"""Rulesets: one game each, as plug-ins (see `registry`).

`rulesets/<name>/` is a game's package; `ruleset` is what a game subclasses (`Ruleset`) and hands the
core; `registry` finds the installed ones and chooses which one reads a file; `similarity` is the
did-you-mean every ruleset uses.
"""
