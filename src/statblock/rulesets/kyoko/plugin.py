"""虚構侵蝕TRPG as the core sees it: item and fiction power cards, their JSON, cards with the ［状態］
reference card, `sim` (a character through a list of events) and `odds` (a check's exact odds).

Everything is imported when it is first needed, so that choosing a file's ruleset costs nothing.
"""

from __future__ import annotations

from ..registry import Command, Ruleset, lazy

__all__ = ["RULESET", "Kyoko"]


class Kyoko(Ruleset):
    name = "kyoko"
    title = {"ja": "虚構侵蝕TRPG", "en": "Kyoko Shinshoku TRPG"}
    version = "1"
    code_prefix = "KY"
    languages = ("ja", "en")
    native_suffixes = (".kyoko",)
    offers = frozenset({"cards"})
    card_formats = ("html", "pdf", "md", "txt")

    messages = "statblock.rulesets.kyoko.catalog"

    def read(self, result):
        from .language import read_cards

        cards, problems = read_cards(result.source)
        result.diagnostics.extend(problems)
        result.abilities.extend(cards)
        return result

    def parse_json(self, files):
        from .serialize import to_json

        return {"items": [to_json(card) for f in files for card in f.abilities]}

    def card_count(self, files) -> int:
        return sum(len(f.abilities) for f in files) + 1  # and the ［状態］ reference card

    def cards(self, files, options, progress=None, warn=None) -> bytes:
        from .render import render_cards

        return render_cards([card for f in files for card in f.abilities], options.format, options.lang,
                            options.page, options.size)

    def commands(self):
        return (Command("sim", "kyoko.help.sim", lazy("statblock.rulesets.kyoko.sim.command:sim_arguments"),
                        lazy("statblock.rulesets.kyoko.sim.command:run_sim")),
                Command("odds", "kyoko.help.odds", lazy("statblock.rulesets.kyoko.odds_command:odds_arguments"),
                        lazy("statblock.rulesets.kyoko.odds_command:run_odds")))


RULESET = Kyoko()
