"""Draw Steel as the core sees it: its formats, its reading, its JSON and its cards.

Everything is imported when it is first needed, so that choosing a file's ruleset (or
`statblock --help`) costs no grammar and no compiler.
"""

from __future__ import annotations

import functools

import attrs

from ...diagnostics import Severity
from ..registry import CardOptions, Completion, Ruleset

__all__ = ["RULESET", "DrawSteel"]


class DrawSteel(Ruleset):
    name = "draw_steel"
    title = {"en": "Draw Steel", "ja": "ドロー・スティール"}
    version = "1"
    code_prefix = "SB"
    languages = ("en", "ja")
    native_suffixes = (".ability",)
    # Steel Compendium Markdown, ds-feature YAML, and the same records as JSON: the community's formats
    read_suffixes = (".md", ".markdown", ".yaml", ".yml", ".json")
    offers = frozenset({"cards", "fmt", "convert"})
    card_formats = ("html", "pdf", "md", "txt")
    reads_own_markdown_cards = True   # (its Markdown cards have no title: `<!-- statblock: ability card -->` over each)
    own_json_keys = ("abilities", "statblocks")  # (statblock's own JSON of them is read back)
    convert_formats = {"ability": ".ability", "md": ".md", "json": ".json"}

    def sniff(self, path: str, text: str) -> int:
        if path.lower().endswith(".json"):  # other games' JSON too: only when it holds Draw Steel's records
            from .frontends import ds_json, own_json

            return 5 if own_json.sniff(text) else ds_json.sniff(text)  # (or is statblock's own JSON of them)
        return 1  # the default reader of Markdown and YAML: any other ruleset that recognises a file says more

    def read(self, result):
        compile_statblocks, unread_lines, find_abilities, source_format, file_vocabulary, same_names = _reading()
        # (a resource the file declares as a class's book does, `a Heroic Resource called zeal`: read as one)
        if result.source.path.lower().endswith(".toml"):  # named to `check`: a hero or target file, no ability text
            from .frontends.hero_toml import hero_file_problems

            result.diagnostics.extend(hero_file_problems(result.source))
            return result
        if result.source.path.lower().endswith(".json") and _own_json().sniff(result.source.text):
            # statblock's own JSON: read as the native text it stands for, which becomes the file's source (its
            # positions shown in the JSON)
            own = _own_json().OwnJSON(result.source)
            written, raws, problems, items = own.read()
            result.source = written or result.source
        else:
            if source_format(result.source) == "native" and result.source.text[:256].lstrip("\ufeff \t\r\n")[:1] in "<═":
                from .frontends.markup import markup_problem

                markup = markup_problem(result.source)
                if markup is not None:  # a web page (statblock's own cards too): no ability text, said
                    result.diagnostics.append(markup)
                    return result
            raws, problems = find_abilities(result.source)
            own, written, items = None, None, []
        rules = file_vocabulary(result.source.text)
        before = len(result.diagnostics)
        result.diagnostics.extend(problems)
        read = _compile_raws(result, raws, rules)
        if own is not None and items:
            # statblock's own JSON: what was read from its written words against its canonical values, read again
            # where a tier's effects were edited apart from its text (`own_json.OwnJSON.agree`)
            said, canonical = own.agree(items, read, final=False)
            if canonical:
                result.asts, result.abilities, result.headers = [], [], []
                del result.diagnostics[before:]
                written, raws, problems, items = own.read(canonical)
                result.source = written or result.source
                result.diagnostics.extend(problems)
                read = _compile_raws(result, raws, rules)
                said, _ = own.agree(items, read, final=True) if items else ([], None)
            result.diagnostics.extend(said)
        result.statblocks, more = compile_statblocks(result.source, result.headers + result.asts, rules)
        result.diagnostics.extend(more)
        result.diagnostics.extend(same_names(result.asts, result.statblocks))  # (SB020)
        if result.statblocks and not result.asts:
            # a statblock of no features (a beastheart's companion: its table alone) was read: the file is not
            # among those that held nothing, which `check` lists as read with nothing found
            result.holds_abilities = False
        result.diagnostics.extend(unread_lines(result.source, result.asts, result.diagnostics,
                                               source_format(result.source)))
        if written is not None:  # (read as native text, but the file the user wrote, and its `path`, is a JSON)
            result.abilities = [attrs.evolve(a, fmt="json") for a in result.abilities]
            result.statblocks = [attrs.evolve(s, fmt="json") for s in result.statblocks]
        return result

    def parse_json(self, files):
        from .authoring.other_text import passages_json
        from .serialize import parse_json

        data = parse_json([a for f in files for a in f.abilities], [s for f in files for s in f.statblocks])
        # (the text of each file that is in no ability: `authoring/other_text.py`)
        data["other_text"] = [said for f in files for said in passages_json(f)]
        return data

    @property
    def codes(self) -> dict[str, str]:  # type: ignore[override] - read when asked, not at import
        from .compiler.codes import CODES

        return CODES

    def format_refusal(self, path: str):
        from .frontends import format_of
        from ...messages import msg

        kind = format_of(path)
        if kind == "native":
            return None
        import shlex

        from ...terminal import printable

        shown = printable(path)
        return msg("fmt.not_native", path=shown, kind="Markdown" if kind == "markdown" else "YAML",
                   command=f"statblock convert {shlex.quote(shown)} --to ability -o DIR")

    def format(self, text: str, path: str):
        from .authoring.format import format_text

        return format_text(text, path)

    def convert(self, result, to: str, out_path: str, lang: str | None = None):
        from .authoring.convert import convert_result

        return convert_result(result, to, out_path, lang)

    def completions(self, text: str, offset: int, lang: str = "en") -> list[Completion]:
        """Tier labels at the start of a line under a power roll; characteristics after `Power Roll +`;
        in a tier line, potency strengths after `<`, damage types after an amount, conditions elsewhere;
        keywords and, after `|`, action types on a keyword line."""
        from .editor import completions

        return completions(text, offset, lang)

    def hover(self, result, offset: int, hero, lang: str = "en") -> str | None:
        """Over a tier line, its effects with `hero`'s numbers (a potency under the mouse explained); over
        a power roll, its exact odds (those of `statblock odds`)."""
        from .editor import hover

        return hover(result, offset, hero, lang)

    def commands(self):
        from .commands import COMMANDS  # light: its functions import the runtime when they run

        return COMMANDS

    def character(self, path: str):
        from .runtime.hero import load_hero

        return load_hero(path)

    def card_count(self, files) -> int:
        """A card an ability and a card a statblock (a monster's statistics, a malice group's introduction, a terrain
        object's), as `cards` prints them: a file of one statblock was said to make no card."""
        return sum(len(f.abilities) + len(f.statblocks) for f in files)

    def cards(self, files, options: CardOptions, progress=None, warn=None, tally=None, note=None) -> bytes:
        from .authoring.other_text import noted_and_left
        from .render import render_cards

        # a monster's statistics (and a malice group's introduction) are a card before its features, in file order;
        # the author's text inside an ability's block that is no part of it, on its card as a note
        cards, left, apart = [], 0, 0
        for f in files:
            abilities, outside = noted_and_left(f)
            cards += _in_file_order(f, abilities)
            left, apart = left + outside, apart + bool(outside)
        if note is not None and left:
            # the text outside every ability (a group's lore, a kit's introduction) is on no card: said where it went
            from ...messages import counted, msg

            note(msg("cards.other_text_off", passages=counted(left, "passage", "passages", "箇所"),
                     files=counted(apart, "file", "files", "ファイル")))
        if warn is not None:  # text no feature holds (SB174) has no card: said where the cards are made too
            from ...messages import msg

            for d in (d for f in files for d in f.diagnostics if d.code == "SB174"):
                warn(msg("cards.left_off", place=f"{d.span.source.path}:{d.span.line}:{d.span.column}",
                         name=dict(d.message.args).get("name", "")))
        return render_cards(cards, options.format, options.hero, options.lang,
                            options.page, options.size, progress=progress, warn=warn, tally=tally)


RULESET = DrawSteel()


def _in_file_order(result, abilities: list | None = None) -> list:
    """A file's statblocks and abilities (`abilities`, or the file's) in the order of the file: by line; for
    statblock's own JSON read back (its lines those of the JSON, where the statblocks come after every ability) each
    statblock right before its first feature, as the file it came from had it."""
    from ...frontends.written_source import WrittenSource

    abilities = result.abilities if abilities is None else abilities
    if not isinstance(result.source, WrittenSource):
        # a YAML statblock by the start of its mapping, before its features (`features:` sorted before `name:`)
        return sorted([*result.statblocks, *abilities],
                      key=lambda i: (getattr(i, "block_line", None) or i.line or 0, not hasattr(i, "block_line")))
    # (read back as native text, the statblocks come in the file's order, each right before its features, which
    # follow one another: the next one's start after them)
    before: dict[int, list] = {}
    start = 0
    for statblock in result.statblocks:
        at = next((n for n in range(start, len(abilities)) if abilities[n].name in statblock.features),
                  start if not statblock.features else None)
        if at is None:
            at = len(abilities)
        before.setdefault(at, []).append(statblock)
        start = at + len(statblock.features)
    ordered = []
    for index, ability in enumerate(abilities):
        ordered += before.get(index, [])
        ordered.append(ability)
    return ordered + before.get(len(abilities), [])


def _compile_raws(result, raws, rules) -> list:
    """Build and compile each of `raws` into `result` (a statblock's header into its `headers`); for each, the
    compiled ability and whether it was read with an error, or None for a header. An ability read before in the run
    is placed, not read again (`ability_memo`)."""
    read_ability = _memo_reader()
    read = []
    for raw in raws:
        tree, found, compiled, more, unsaid = read_ability(raw, rules)
        result.diagnostics.extend(found)
        if compiled is None:  # a statblock's or malice group's header, not an ability: compiled below
            result.headers.append(tree)
            read.append(None)
            continue
        result.asts.append(tree)
        result.abilities.append(compiled)
        result.diagnostics.extend(more)
        read.append((compiled, any(d.severity is Severity.ERROR for d in found + more)))
        # words of a tier kept as text that nothing above said (SB138, an information)
        result.diagnostics.extend(unsaid)
    return read


# What reading a file needs, imported at the first file read (choosing a ruleset imports none of it) and looked up
# once a run: a `from` import run again for each file costs a few microseconds, and reading one ran eight.
@functools.cache
def _reading() -> tuple:
    from .compiler import compile_statblocks
    from .compiler.accounting import unread_lines
    from .compiler.same_names import same_names
    from .frontends import find_abilities, source_format
    from .learned import file_vocabulary

    return compile_statblocks, unread_lines, find_abilities, source_format, file_vocabulary, same_names


@functools.cache
def _memo_reader():
    from .ability_memo import read_ability

    return read_ability


def _own_json():
    """The reader of statblock's own JSON, imported for a `.json` file alone (a check of other files does without)."""
    from .frontends import own_json

    return own_json
