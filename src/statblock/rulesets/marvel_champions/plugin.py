"""Marvel Champions as the core sees it: its formats, its reading, its JSON, its cards and `timing`.

Everything is imported when it is first needed, so that choosing a file's ruleset costs nothing.
"""

from __future__ import annotations

import re

from ..registry import Command, Completion, Ruleset, Symbol, lazy

__all__ = ["RULESET", "MarvelChampions"]


class MarvelChampions(Ruleset):
    name = "marvel_champions"
    title = {"en": "Marvel Champions", "ja": "マーベル・チャンピオンズ"}
    version = "1"
    code_prefix = "MC"
    languages = ("en", "ja")
    native_suffixes = (".champions",)
    read_suffixes = (".json",)  # MarvelCDB's card data, and statblock's own JSON of cards
    offers = frozenset({"cards", "convert"})
    convert_formats = {"json": ".json"}  # (statblock's own JSON, read back: own_json_convert.py)
    card_formats = ("html", "pdf", "md", "txt")
    card_titles = ("Marvel Champions cards", "マーベル・チャンピオンズのカード")   # (render/labels.py's titles)
    own_json_keys = ("cards",)  # (statblock's own JSON of them is read back)

    messages = "statblock.rulesets.marvel_champions.catalog"

    def sniff(self, path: str, text: str) -> int:
        from .frontends import own_json
        from .frontends.marvelcdb import sniff
        from .frontends.marvelcdb_sets import is_sets

        if path.lower().endswith(self.native_suffixes):   # (standard input with no name: `cli.stdin.other_game`)
            from .frontends.native import looks_native

            return 3 if looks_native(text) else 0
        return 5 if own_json.sniff(text) else sniff(text) or (10 if is_sets(text) else 0)

    def read(self, result):
        from ...frontends.json_origins import origins_of
        from .frontends import own_json, reader_of
        from .language import read_card
        from .language.determiner_slips import determiner_slips
        from .language.name_slips import name_slips
        from .language.noun_slips import noun_slips
        from .language.other_names import other_name_slips
        from .language.unsaid import unsaid_texts
        from .names import comma_names

        if _sets(result.source.path, result.source.text, self.native_suffixes):
            return result   # (MarvelCDB's sets: no card; their names are its summary's, for `across`)
        reader, items = reader_of(result.source.path, result.source.text, self.native_suffixes), None
        if reader is own_json.read_own_json:  # (statblock's own JSON: its values held against what is read)
            cards, problems, items = own_json.read_with_items(result.source)
            result.origins = origins_of(items)  # (the files it was written from: SB012 when one is read with it)
        else:
            cards, problems = reader(result.source)
        result.diagnostics.extend(problems)
        read = []
        # (a name with a comma is read whole in any card's text: those of the file's cards, found once)
        names = comma_names(*(card.name for card in cards))
        for card in cards:
            compiled, found = read_card(card, names)
            read.append(compiled)
            result.statblocks.append(compiled)
            result.abilities.extend(compiled.abilities)
            result.diagnostics.extend(found)
        result.diagnostics.extend(name_slips(cards))   # across the file's cards: a name a letter off, or cased otherwise
        result.diagnostics.extend(other_name_slips(cards))   # another card's name or a trait a letter off (MC128)
        result.diagnostics.extend(noun_slips(cards))   # a target noun a letter off (MC129)
        result.diagnostics.extend(determiner_slips(cards))   # a determiner a letter off before one (MC131)
        # (last: an effect kept as text that no diagnostic above names, MC125; a symbol kept as written, MC135, names
        # no words of it: `Sing a ⚡ song` is said as words not read all the same)
        result.diagnostics.extend(unsaid_texts(cards, read, [d for d in result.diagnostics if d.code != "MC135"]))
        if items is not None:  # (a value of the JSON edited apart from its words: MC011, a warning)
            result.diagnostics.extend(own_json.agree(result.source, items, cards, read, result.diagnostics))
        return result

    def summary(self, result):
        """Its cards' names and lines, for the check across files (`across`): names only, never text; and, as every
        ruleset's, the files its own JSON was written from (SB012)."""
        summary = super().summary(result) or {}
        summary["names"] = [[card.name.strip(), card.span.line] for card in result.statblocks if card.name.strip()]
        if _sets(result.source.path, result.source.text, self.native_suffixes):
            from .frontends.marvelcdb_sets import set_names

            summary["sets"] = set_names(result.source)   # (MarvelCDB's sets.json: an encounter set named in text)
        return summary

    def across(self, summaries, source):
        """MC113 across the files checked together: a card name of one file cased otherwise in another's text (as
        within one file). Each file is read again (its front-end only: no grammar) when another file has a name it
        lacks, one file at a time; the names are all that is kept."""
        from .frontends import reader_of
        from .language.name_slips import names_elsewhere
        from .language.other_names import plain_name, name_index, other_name_slips
        from .language.set_names import set_slips

        found = super().across(summaries, source)  # (SB012: its own JSON beside a file it was written from)
        names = {path: summary.get("names", ()) if isinstance(summary, dict) else () for path, summary in summaries.items()}
        index = name_index({str(name) for its in names.values() for name, _ in its})   # (once: MC128 of every file)
        sets: dict[str, tuple[str, int]] = {}   # (MarvelCDB's sets.json checked with the cards: MC128 of a set's name)
        for path, summary in summaries.items():
            for name, line in summary.get("sets", ()) if isinstance(summary, dict) else ():
                sets.setdefault(str(name), (path, int(line)))
        known = {plain_name(str(name)) for its in names.values() for name, _ in its} | {plain_name(name) for name in sets}
        for path in summaries:
            own = {str(name).lower() for name, _ in names[path]}
            elsewhere: dict[str, tuple[str, int]] = {}
            for other, its in names.items():
                for name, line in its if other != path else ():
                    if str(name).lower() not in own:
                        elsewhere.setdefault(str(name), (other, int(line)))
            text = source(path) if elsewhere or (sets and names[path]) else None
            if text is None:
                continue
            cards = reader_of(path, text.text, self.native_suffixes)(text)[0]
            slips = names_elsewhere(cards, elsewhere) + other_name_slips(cards, elsewhere, index) if elsewhere else []
            slips += set_slips(cards, sets, known, index) if sets else []
            if slips:
                found.setdefault(path, []).extend(slips)
        return found

    def parse_json(self, files):
        return {"cards": [card.to_json() for f in files for card in f.statblocks]}

    def convert(self, result, to: str, out_path: str, lang: str | None = None):
        """`convert --to json`: the file's own JSON, read back and compared (JSON has no language)."""
        from ..own_json_convert import convert_to_json

        return convert_to_json(self, result, out_path)

    def completions(self, text: str, offset: int, lang: str = "en") -> list[Completion]:
        """Triggers and keywords at the start of an ability line; triggers after a name and `—`;
        keywords after a keyword's sentence (`Retaliate 1. `)."""
        return _completions(text, offset, lang)

    def symbols(self, result) -> list[Symbol]:
        """One symbol per card, from its name line to its last ability, with its abilities in it."""
        found = []
        for card in result.statblocks:
            children = tuple(Symbol(_ability_name(a), "ability", a.span.start, a.span.end) for a in card.abilities)
            end = max([card.span.end, *(child.end for child in children)])
            found.append(Symbol(card.name, "card", card.span.start, end, children))
        return found

    def commands(self):
        module = "statblock.rulesets.marvel_champions.runtime.command"
        return (Command("timing", "marvel_champions.help.timing", lazy(f"{module}:timing_arguments"),
                        lazy(f"{module}:run_timing")),)

    def card_count(self, files) -> int:
        return sum(len(f.statblocks) for f in files)

    def cards(self, files, options, progress=None, warn=None, tally=None) -> bytes:
        """Every card read, one with no text too (a villain's stats, a card's name and type): none is left
        out of the deck."""
        from .render import render_cards

        return render_cards([card for f in files for card in f.statblocks], options.format, options.lang,
                            options.page, options.size, progress, warn, tally)


# ---- for editors (`statblock lsp`) -------------------------------------------------------------------

_DASH = re.compile(r"\s(?:—|–|-)\s|―")


def _ability_name(ability) -> str:
    """What the outline calls an ability: its name, else its trigger, else its first words."""
    return ability.name or ability.trigger or " ".join(ability.text.split()[:4]) or "?"


def _completions(text: str, offset: int, lang: str) -> list[Completion]:
    from ...messages import msg
    from ..similarity import is_japanese
    from .vocabulary import vocabulary

    start = text.rfind("\n", 0, offset) + 1
    before = text[start:offset]
    if ":" in before or "：" in before or before.lstrip().startswith("#"):
        return []
    above = text[:start].rstrip("\n").rpartition("\n")[2].strip()
    if not above or above.startswith("#"):  # a card's first line: its name
        return []
    line_end = text.find("\n", offset)
    written = "ja" if is_japanese(text[start:line_end if line_end != -1 else len(text)]) else "en"
    rules = vocabulary()

    def words(category: str, at: int) -> list[Completion]:
        what = msg("lsp.what.trigger" if category == "triggers" else "what.keywords").render(lang)
        return [Completion((term.ja if written == "ja" else term.en)[0], at, offset, what)
                for term in rules.categories[category].terms.values() if (term.ja if written == "ja" else term.en)]

    dash = None
    for dash in _DASH.finditer(before):
        pass
    if dash is not None:
        at = dash.end() + len(before[dash.end():]) - len(before[dash.end():].lstrip())
        return words("triggers", start + at)
    sentences = before.split(".") if written == "en" else re.split(r"[.。]", before)
    typed = sentences[-1]
    at = offset - len(typed.lstrip())
    if len(sentences) > 1:
        return words("keywords", at) if all(_keyword(s, rules) for s in sentences[:-1]) else []
    return words("triggers", at) + words("keywords", at)


def _keyword(sentence: str, rules) -> bool:
    """Whether a sentence is a keyword (`Retaliate 1`, `Guard`): its words but a last number are one."""
    words = _without_last_number(sentence.strip())
    return bool(words) and words in rules.keywords


_NUMBER = frozenset("0123456789０１２３４５６７８９xX")
_PER_HERO = "[per_hero]"


def _without_last_number(text: str) -> str:
    """`text` without a number (digits, `X`) at its end, a `[per_hero]` after it and spaces before it: `Retaliate 1`,
    `Surge X[per_hero]` -> `Retaliate`, `Surge`; in linear time (a pattern anchored at the end and searched is
    tried from every character: quadratic in a long run of digits)."""
    body = text[:-len(_PER_HERO)] if text.endswith(_PER_HERO) else text
    end = len(body)
    while end and body[end - 1] in _NUMBER:
        end -= 1
    return body[:end].rstrip() if end < len(body) else text


RULESET = MarvelChampions()


def _sets(path: str, text: str, native_suffixes: tuple[str, ...]) -> bool:
    """Whether the file is MarvelCDB's sets (`sets.json`): read for its names, never for cards."""
    from .frontends.marvelcdb_sets import is_sets

    return not path.lower().endswith(native_suffixes) and is_sets(text)
