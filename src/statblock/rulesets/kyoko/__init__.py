"""虚構侵蝕TRPG (seed 004): damage, 【ＨＰ】 and 【装備ＨＰ】, and the fourteen ［状態］, in Japanese first.
`plugin.RULESET` is what the core sees (once registered)."""
