"""Marvel Champions: The Card Game (seed 002): card abilities, their timing triggers and priority.

`plugin.RULESET` is what the core sees. The pipeline here: a front-end (`frontends/`: MarvelCDB's
card JSON, or the native `.champions` format in the printed wording) finds each card and the text
of its abilities (`source.CardSource`); `language/` reads each ability (grammar, AST, typed effects,
checks); `runtime/` plays the timing window of seed 002.
"""
