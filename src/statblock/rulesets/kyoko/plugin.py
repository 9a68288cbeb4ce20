"""虚構侵蝕TRPG as the core sees it: item and fiction power cards, their JSON, cards with the ［状態］
reference card, `sim` (a character through a list of events), `odds` (a check's exact odds) and `roll`
(one roll of a check).

Everything is imported when it is first needed, so that choosing a file's ruleset costs nothing.
"""

from __future__ import annotations

import re

from ..registry import Command, Completion, Ruleset, Symbol, lazy
from .titles import TITLES

__all__ = ["RULESET", "Kyoko"]


class Kyoko(Ruleset):
    name = "kyoko"
    title = {"ja": "虚構侵蝕TRPG", "en": "Kyoko Shinshoku TRPG"}
    version = "3"  # 2: a scenario holds no abilities (not listed among files without any); 3: card names in the summary
    code_prefix = "KY"
    languages = ("ja", "en")
    native_suffixes = (".kyoko",)
    declared_suffixes = (".toml",)  # a scenario: `# ruleset: kyoko` on its first line
    # statblock's own JSON of its cards, read back (own_json.py); its Markdown cards, known by their title
    read_suffixes = (".json", ".md", ".markdown")
    offers = frozenset({"cards", "convert"})
    convert_formats = {"json": ".json"}  # (statblock's own JSON, read back: own_json_convert.py)
    card_formats = ("html", "pdf", "md", "txt")
    card_titles = tuple(TITLES.values())   # (what its card writer prints first; titles.py imports nothing)
    reads_own_markdown_cards = True
    own_json_keys = ("items",)  # (statblock's own JSON of them is read back)
    counted = {"en": ("card", "cards"), "ja": ("カード", "カード", "枚")}   # (its abilities are cards: was `2 abilities`)

    messages = "statblock.rulesets.kyoko.catalog"

    def sniff(self, path: str, text: str) -> int:
        if path.lower().endswith(self.native_suffixes):   # (standard input with no name: `cli.stdin.other_game`)
            from .language.native_sniff import looks_native

            return 3 if looks_native(text) else 0
        if not path.lower().endswith(".json"):   # (Markdown: the card writer's title at its top, `# 虚構侵蝕TRPG のカード`,
            # (after blank lines, front matter or comments a user adds; looked for only in a file that holds it)
            if all(text.find(title, 0, 4096) == -1 for title in self.card_titles):
                return 0
            from ...frontends.card_titles import card_title

            return 10 if card_title(text) in self.card_titles else 0
        from .own_json import sniff

        return 5 if sniff(text) else 0

    def read(self, result):
        from .reading import read_result  # cards, or a scenario's diagnostics

        return read_result(result)

    def summary(self, result):
        """Its cards' names and places, for the stage across files (`across`: KY044), and the files its own JSON was
        written from (SB012), as every ruleset's."""
        from .same_names import names_of

        summary = super().summary(result)
        if isinstance(summary, dict):
            summary["names"] = names_of(result.abilities)
            if result.source is not None and result.source.path.lower().endswith((".md", ".markdown")):
                from ...frontends.card_titles import card_title

                # (statblock's own Markdown cards, under the card writer's title: the cards of the file they were
                # written from, as its own JSON is; KY044 said every card of a deck checked with them)
                summary["own_cards"] = card_title(result.source.text) in TITLES.values()
        return summary

    def across(self, summaries, source):
        """SB012 (own JSON read with a file it was written from), and KY044: a card named as one of an earlier file."""
        from .same_names import across_files

        found = super().across(summaries, source)
        for path, said in across_files(summaries, source).items():
            found.setdefault(path, []).extend(said)
        return found

    def parse_json(self, files):
        from .serialize import to_json

        return {"items": [to_json(card) for f in files for card in f.abilities]}

    def convert(self, result, to: str, out_path: str, lang: str | None = None):
        """`convert --to json`: the file's own JSON, read back and compared (JSON has no language)."""
        from ..own_json_convert import convert_to_json

        return convert_to_json(self, result, out_path)

    def card_count(self, files) -> int:
        return sum(len(f.abilities) for f in files) + 1  # and the ［状態］ reference card

    def cards(self, files, options, progress=None, warn=None, tally=None) -> bytes:
        from .render import render_cards

        return render_cards([card for f in files for card in f.abilities], options.format, options.lang,
                            options.page, options.size, progress, warn, tally)

    def completions(self, text: str, offset: int, lang: str = "en") -> list[Completion]:
        """The ［状態］ inside an open `［` (or `[`); the use types after `使用：`."""
        from ...messages import msg
        from .vocabulary import category

        start = text.rfind("\n", 0, offset) + 1
        before = text[start:offset]
        opened = max(before.rfind("［"), before.rfind("["))
        if opened != -1 and max(before.rfind("］"), before.rfind("]")) < opened:
            what = msg("lsp.what.state").render(lang)
            english = re.search("[A-Za-z]", before[opened:]) is not None
            return [Completion((term.en if english else term.ja)[0], start + opened + 1, offset, what)
                    for term in category("conditions").terms.values()]
        field = re.match(r"\s*(?P<label>[^:：\s]+)\s*[:：]\s*", before)
        term = category("fields").lookup(field.group("label")) if field else None
        if term is not None and term.id == "use":
            what = msg("lsp.what.use").render(lang)
            english = field.group("label").isascii()
            return [Completion((use.en if english else use.ja)[0], start + field.end(), offset, what)
                    for use in category("uses").terms.values()]
        return []

    def hover(self, result, offset: int, hero, lang: str = "en") -> str | None:
        """Over a ［状態］: what it does and how it ends."""
        from ...messages import msg
        from .vocabulary import condition, variant

        text = result.source.text
        start = text.rfind("\n", 0, offset) + 1
        end = text.find("\n", offset)
        for found in _BRACKETED.finditer(text, start, end if end != -1 else len(text)):
            if found.start() <= offset <= found.end():
                name = re.sub(r"[0-9０-９]+$|[／/].*$", "", found.group("word").strip())
                info = condition(name) or variant(name)   # (`[Collapse]`, `［委縮］`: read as ［崩壊］, ［萎縮］)
                if info is not None:
                    return msg("lsp.hover.condition", name=info.label(lang), does=info.does.get(lang, info.does["en"]),
                               ends=info.ends.get(lang, info.ends["en"])).render(lang)
        return None

    def symbols(self, result) -> list[Symbol]:
        """One symbol per card, from its name line to its last field."""
        found = []
        for card in result.abilities:
            fields = ("span", "use_span", "target_span", "effect_span")
            spans = [s for s in (getattr(card, field, None) for field in fields) if s is not None]
            found.append(Symbol(card.name, "card", card.span.start, max(s.end for s in spans)))
        return found

    def commands(self):
        return (Command("sim", "kyoko.help.sim", lazy("statblock.rulesets.kyoko.sim.command:sim_arguments"),
                        lazy("statblock.rulesets.kyoko.sim.command:run_sim")),
                Command("odds", "kyoko.help.odds", lazy("statblock.rulesets.kyoko.odds_command:odds_arguments"),
                        lazy("statblock.rulesets.kyoko.odds_command:run_odds"),
                        lazy("statblock.rulesets.kyoko.odds_command:check_word_hint")),
                Command("roll", "kyoko.help.roll", lazy("statblock.rulesets.kyoko.roll_command:roll_arguments"),
                        lazy("statblock.rulesets.kyoko.roll_command:run_roll"),
                        lazy("statblock.rulesets.kyoko.odds_command:check_word_hint")))


#: A word in brackets: `［崩壊２］`, `[Decay 2]`, `［憎悪／使用者］`.
_BRACKETED = re.compile(r"[［\[](?P<word>[^［\[\]］\n]*)[］\]]")

RULESET = Kyoko()
