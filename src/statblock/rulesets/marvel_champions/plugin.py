"""Marvel Champions as the core sees it: its formats, its reading, its JSON, its cards and `timing`.

Everything is imported when it is first needed, so that choosing a file's ruleset costs nothing.
"""

from __future__ import annotations

from ..registry import Command, Ruleset, lazy

__all__ = ["RULESET", "MarvelChampions"]


class MarvelChampions(Ruleset):
    name = "marvel_champions"
    title = {"en": "Marvel Champions", "ja": "マーベル・チャンピオンズ"}
    version = "1"
    code_prefix = "MC"
    languages = ("en", "ja")
    native_suffixes = (".champions",)
    read_suffixes = (".json",)  # MarvelCDB's card data
    offers = frozenset({"cards"})
    card_formats = ("html", "pdf", "md", "txt")

    messages = "statblock.rulesets.marvel_champions.catalog"

    def sniff(self, path: str, text: str) -> int:
        from .frontends.marvelcdb import sniff

        return sniff(text)

    def read(self, result):
        from .frontends import marvelcdb, native
        from .language import read_card

        reader = native.read_native if result.source.path.lower().endswith(self.native_suffixes) \
            else marvelcdb.read_marvelcdb
        cards, problems = reader(result.source)
        result.diagnostics.extend(problems)
        for card in cards:
            compiled, found = read_card(card)
            result.statblocks.append(compiled)
            result.abilities.extend(compiled.abilities)
            result.diagnostics.extend(found)
        return result

    def parse_json(self, files):
        return {"cards": [card.to_json() for f in files for card in f.statblocks]}

    def commands(self):
        module = "statblock.rulesets.marvel_champions.runtime.command"
        return (Command("timing", "marvel_champions.help.timing", lazy(f"{module}:timing_arguments"),
                        lazy(f"{module}:run_timing")),)

    def card_count(self, files) -> int:
        return sum(1 for f in files for card in f.statblocks if card.abilities)

    def cards(self, files, options, progress=None, warn=None) -> bytes:
        from .render import render_cards

        return render_cards([card for f in files for card in f.statblocks if card.abilities], options.format,
                            options.lang, options.page, options.size)


RULESET = MarvelChampions()
