"""Song of Blades and Heroes as the core sees it: warband files, their JSON, roster cards, and the
Magic-User's `odds` and `roll`.

Everything is imported when it is first needed, so that choosing a file's ruleset costs nothing.
"""

from __future__ import annotations

import re

from ..registry import Command, Completion, Ruleset, Symbol, lazy

__all__ = ["RULESET", "SongOfBlades"]


class SongOfBlades(Ruleset):
    name = "sbh"
    title = {"en": "Song of Blades and Heroes", "ja": "ソング・オブ・ブレイド・アンド・ヒーローズ"}
    version = "1"
    code_prefix = "SH"
    languages = ("en", "ja")
    native_suffixes = (".sbh",)
    # a roster in Markdown (a table, profile lines, headings): read when `sniff` finds one, else Draw Steel's
    read_suffixes = (".md", ".markdown", ".json")  # (.json: statblock's own JSON of warbands, read back)
    offers = frozenset({"cards", "convert"})
    convert_formats = {"json": ".json"}  # (statblock's own JSON, read back: own_json_convert.py)
    card_formats = ("html", "pdf", "md", "txt")
    card_titles = ("Song of Blades and Heroes warbands", "ソング・オブ・ブレイド・アンド・ヒーローズのウォーバンド")   # (render/words.py's)
    counted = {"en": ("profile", "profiles"), "ja": ("プロファイル", "プロファイル")}   # (a profile a line: `3x Wolf` is one)
    own_json_keys = ("warbands",)  # (statblock's own JSON of them is read back)

    messages = "statblock.rulesets.sbh.catalog"

    def sniff(self, path: str, text: str) -> int:
        if path.lower().endswith(".json"):
            from .own_json import sniff as own

            return 5 if own(text) else 0
        if any(text.find(title, 0, 4096) != -1 for title in self.card_titles):
            # (its own Markdown cards, under the card writer's title, after what a user may add above it: read back,
            # `language/own_cards.py`; before, SB008, cards not read back)
            from ...frontends.card_titles import card_title

            if card_title(text) in self.card_titles:
                return 10
            from ...frontends.card_titles import title_line

            if title_line(text, self.card_titles) is not None:
                # (its title where a Markdown reader does not show it at the top, indented as code or below other
                # words: not read by its content, which gave each card's lines as errors, but said (SB008), with the
                # `# ruleset: sbh` to add, under which the cards are read back)
                return 0
        from .language.sniffing import sniff

        return sniff(text)

    def read(self, result):
        from .language import read_warband

        if result.source.path.lower().endswith(".json"):
            from .own_json import read_back

            warbands = read_back(result)
        else:
            warbands, problems = read_warband(result.source)
            result.diagnostics.extend(problems)
        for warband in warbands:
            result.statblocks.append(warband)
            result.abilities.extend(warband.profiles)
        return result

    def parse_json(self, files):
        return {"warbands": [warband.to_json() for f in files for warband in f.statblocks]}

    def convert(self, result, to: str, out_path: str, lang: str | None = None):
        """`convert --to json`: the file's own JSON, read back and compared (JSON has no language)."""
        from ..own_json_convert import convert_to_json

        return convert_to_json(self, result, out_path)

    def card_count(self, files) -> int:
        # a card a profile, as HTML and PDF count them (a roster is a page, or a table in text, not a card)
        return sum(len(warband.profiles) for f in files for warband in f.statblocks)

    def cards(self, files, options, progress=None, warn=None, tally=None) -> bytes:
        from .render import render_cards

        return render_cards([w for f in files for w in f.statblocks], options.format, options.lang, options.page,
                            options.size, progress, warn, tally)

    def completions(self, text: str, offset: int, lang: str = "en") -> list[Completion]:
        """Special rules after a profile's Quality and Combat (a rule with variants as each variant)."""
        from ...messages import msg
        from ..similarity import is_japanese
        from .vocabulary import rules

        start = text.rfind("\n", 0, offset) + 1
        end = text.find("\n", offset)
        before = text[start:offset]
        labels = list(_STATS.finditer(before))
        if len(labels) < 2 or re.search(r"(?:^|\s)#", before):  # no profile yet, or in a comment
            return []
        typed = re.split(r"[,;、，；]", before[labels[-1].end():])[-1]
        at = offset - len(typed.lstrip(" \t\u3000/|"))
        written = "ja" if is_japanese(text[start:end if end != -1 else len(text)]) else "en"
        what = msg("lsp.what.special_rule").render(lang)
        return [Completion(rule.label(written), at, offset, what) for rule in rules().values() if not rule.variants]

    def hover(self, result, offset: int, hero, lang: str = "en") -> str | None:
        """Over a profile: its points, each and in all, and what each of its special rules costs."""
        from ...messages import msg

        for warband in result.statblocks:
            for profile in warband.profiles:
                if profile.span.start <= offset <= profile.span.end:
                    rules = ", ".join(f"{use.span.text} {use.points:+d}" for use in profile.rules) or "—"
                    return msg("lsp.hover.profile", name=profile.name, points=profile.points, total=profile.total,
                               count=profile.count, quality=profile.quality, combat=profile.combat,
                               rules=rules).render(lang)
        return None

    def symbols(self, result) -> list[Symbol]:
        """One symbol per warband, from its name to its last profile, with a symbol per profile in it."""
        found = []
        for warband in result.statblocks:
            children = tuple(Symbol(p.name, "profile", p.span.start, p.span.end) for p in warband.profiles)
            start = min([warband.span.start, *(child.start for child in children)])
            end = max([warband.span.end, *(child.end for child in children)])
            found.append(Symbol(warband.name, "warband", start, end, children))
        return found

    def commands(self):
        module = "statblock.rulesets.sbh.runtime.command"
        return (Command("odds", "sbh.help.odds", lazy(f"{module}:odds_arguments"), lazy(f"{module}:run_odds")),
                Command("roll", "sbh.help.roll", lazy(f"{module}:roll_arguments"), lazy(f"{module}:run_roll")))


#: A profile's Quality or Combat (`Q3+`, `C2`, `Quality: 3+`, `質3+`, `戦闘2`): rules follow the last of them.
_STATS = re.compile(r"(?:\b(?:Q|Qua|Quality|C|Com|Combat)|質|クオリティ|戦闘力?|コンバット)\s*[:：]?\s*[0-9０-９]+\s*[+＋]?",
                    re.IGNORECASE)

RULESET = SongOfBlades()
