"""Song of Blades and Heroes as the core sees it: warband files, their JSON, roster cards, and the
Magic-User's `odds` and `roll`.

Everything is imported when it is first needed, so that choosing a file's ruleset costs nothing.
"""

from __future__ import annotations

from ..registry import Command, Ruleset, lazy

__all__ = ["RULESET", "SongOfBlades"]


class SongOfBlades(Ruleset):
    name = "sbh"
    title = {"en": "Song of Blades and Heroes", "ja": "ソング・オブ・ブレイド・アンド・ヒーローズ"}
    version = "1"
    code_prefix = "SH"
    languages = ("en", "ja")
    native_suffixes = (".sbh",)
    offers = frozenset({"cards"})
    card_formats = ("html", "pdf", "md", "txt")

    messages = "statblock.rulesets.sbh.catalog"

    def read(self, result):
        from .language import read_warband

        warbands, problems = read_warband(result.source)
        result.diagnostics.extend(problems)
        for warband in warbands:
            result.statblocks.append(warband)
            result.abilities.extend(warband.profiles)
        return result

    def parse_json(self, files):
        return {"warbands": [warband.to_json() for f in files for warband in f.statblocks]}

    def card_count(self, files) -> int:
        return sum(1 + len(warband.profiles) for f in files for warband in f.statblocks)

    def cards(self, files, options, progress=None, warn=None) -> bytes:
        from .render import render_cards

        return render_cards([w for f in files for w in f.statblocks], options.format, options.lang, options.page,
                            options.size)

    def commands(self):
        module = "statblock.rulesets.sbh.runtime.command"
        return (Command("odds", "sbh.help.odds", lazy(f"{module}:odds_arguments"), lazy(f"{module}:run_odds")),
                Command("roll", "sbh.help.roll", lazy(f"{module}:roll_arguments"), lazy(f"{module}:run_roll")))


RULESET = SongOfBlades()
