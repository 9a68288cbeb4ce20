"""Reading YAML safely, for every YAML this ruleset reads (`ds-feature` blocks, front matter, `.yaml`
files, `# meta:` lines): libyaml's speed where it can, aliases (`*name`) read as null and noted (a
few hundred bytes of nested ones expand to gigabytes), a value the constructor cannot make reported as
a YAML error at the value, and one diagnostic (SB004) for the refused aliases.
"""

from __future__ import annotations

import re

import yaml
from yaml.composer import Composer
from yaml.constructor import ConstructorError
from yaml.events import AliasEvent

from ....diagnostics import Diagnostic, Severity, SourceFile
from ....messages import msg

__all__ = ["SAFE_LOADER", "alias_diagnostic", "compose_yaml", "load_yaml"]

# libyaml's loader when PyYAML has it (the PyPI wheels do): same results, many times faster.
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


# libyaml composes nodes in C, out of reach; PyYAML's own composer, put first, takes the C parser's
# events and can refuse an alias (a pure-Python SAFE_LOADER has that composer already).
_ALIAS_FREE_BASES = (SAFE_LOADER,) if issubclass(SAFE_LOADER, Composer) else (Composer, SAFE_LOADER)


class _Constructing:
    """A value the constructor cannot make (`!!int x`, the date `2024-13-45`, an integer of 5,000
    digits) raises ValueError and the like, not a YAML error: here it becomes a ConstructorError
    at the value, which the callers report with its position as any other YAML problem."""

    def construct_object(self, node, deep=False):
        try:
            return super().construct_object(node, deep)
        except (yaml.YAMLError, RecursionError, MemoryError):
            raise
        except Exception as error:  # noqa: BLE001 - whatever the value made the constructor raise
            raise ConstructorError(None, None, _bad_value(node, error), node.start_mark) from None

    def construct_document(self, node):
        try:
            return super().construct_document(node)
        except (yaml.YAMLError, RecursionError, MemoryError):
            raise
        except Exception as error:  # noqa: BLE001 - a value in a collection, made after the collection
            raise ConstructorError(None, None, _bad_value(node, error), node.start_mark) from None


def _bad_value(node, error: Exception) -> str:
    """What is wrong with a value the constructor could not make, and what to do."""
    kind = str(node.tag).rpartition(":")[2] or "value"
    value = str(node.value) if isinstance(node, yaml.ScalarNode) else kind
    shown = value if len(value) <= 40 else value[:39] + "…"
    reason = str(error).split(";")[0]  # not Python's advice on its limit of digits
    reason = reason if len(reason) <= 100 else reason[:99] + "…"
    return (f"`{shown}` is not a valid {kind} ({reason}); correct it, or write it in quotes without a "
            "`!!` tag to keep it as text")


class _Loader(SAFE_LOADER):
    """SAFE_LOADER as it is: the fast first try (`_read`)."""


class _CarefulLoader(_Constructing, SAFE_LOADER):
    """SAFE_LOADER that reports the values it cannot make as YAML errors."""


class _AliasFreeLoader(_Constructing, *_ALIAS_FREE_BASES):
    """SAFE_LOADER that reads every alias (`*name`) as null and notes where each one was.

    Ability text has no use for aliases, and a few hundred bytes of nested ones
    ("billion laughs") expand to gigabytes in whatever walks the data.
    """

    def __init__(self, stream) -> None:
        SAFE_LOADER.__init__(self, stream)
        self.anchors = {}
        self.refused: list[AliasEvent] = []

    def compose_node(self, parent, index):
        if not self.check_event(AliasEvent):
            return Composer.compose_node(self, parent, index)
        event = self.get_event()
        self.refused.append(event)
        if isinstance(index, yaml.ScalarNode) and index.tag == "tag:yaml.org,2002:merge":
            # `<<: *base` merges nothing rather than failing the whole mapping
            return yaml.MappingNode("tag:yaml.org,2002:map", [], event.start_mark, event.end_mark)
        return yaml.ScalarNode("tag:yaml.org,2002:null", "", event.start_mark, event.end_mark)


class _JoiningLoader(_Constructing, yaml.SafeLoader):
    """PyYAML's own loader, aliases read as null as `_AliasFreeLoader` reads them: for JSON that writes a character
    past U+FFFF as its two escaped halves (`"\\ud83c\\udf00"`, as JSON encoders do), which libyaml refuses (a false
    SB004 on valid JSON) and PyYAML's scanner reads as two halves, joined after (`_joined`)."""

    def __init__(self, stream) -> None:
        yaml.SafeLoader.__init__(self, stream)
        self.anchors = {}
        self.refused: list[AliasEvent] = []

    compose_node = _AliasFreeLoader.compose_node


def _joined(value):
    """`value` (a node tree or the data) with each pair of surrogate halves made the character they stand for; a
    half alone is left as it is."""
    if isinstance(value, str):
        return _PAIR.sub(lambda pair: pair.group().encode("utf-16", "surrogatepass").decode("utf-16"), value)
    if isinstance(value, yaml.ScalarNode):
        value.value = _joined(value.value)
    elif isinstance(value, yaml.SequenceNode):
        for item in value.value:
            _joined(item)
    elif isinstance(value, yaml.MappingNode):
        for key, item in value.value:
            _joined(key)
            _joined(item)
    elif isinstance(value, list):
        return [_joined(item) for item in value]
    elif isinstance(value, dict):
        return {_joined(key): _joined(item) for key, item in value.items()}
    return value


def _read(text: str, method: str):
    surrogate = _SURROGATE.search(text)
    if surrogate is not None:  # libyaml would raise UnicodeEncodeError (the readers refuse such text first)
        raise yaml.MarkedYAMLError(problem=f"U+{ord(surrogate.group()):04X} is not a character",
                                   problem_mark=_mark(text, surrogate.start()))
    if "\\u" in text and _ESCAPED_PAIR.search(text):
        loader = _JoiningLoader(text)
        try:
            return _joined(getattr(loader, method)()), loader.refused
        except RecursionError:
            raise yaml.MarkedYAMLError(problem="nested too deeply", problem_mark=None) from None
        finally:
            loader.dispose()
    if "*" not in text:  # no alias without its indicator: nearly every file keeps libyaml's speed
        # PyYAML's loader as it is first; a value it cannot make is read again by the careful one,
        # whose wrapper around every node's construction says where (a fifth of the time otherwise).
        loader = _Loader(text)
        try:
            return getattr(loader, method)(), []
        except (yaml.YAMLError, RecursionError, MemoryError):
            raise
        except Exception:  # noqa: BLE001 - the careful loader below turns it into a YAML error
            pass
        finally:
            loader.dispose()
        loader = _CarefulLoader(text)
        try:
            return getattr(loader, method)(), []
        finally:
            loader.dispose()
    loader = _AliasFreeLoader(text)
    try:
        return getattr(loader, method)(), loader.refused
    except RecursionError:
        # PyYAML's composer recurses once per level, and libyaml lets 1000 levels through
        raise yaml.MarkedYAMLError(problem="nested too deeply", problem_mark=None) from None
    finally:
        loader.dispose()


_SURROGATE = re.compile("[\ud800-\udfff]")
# a character past U+FFFF escaped as JSON writes it, its two halves (`\ud83c\udf00`)
_ESCAPED_PAIR = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}")
_PAIR = re.compile("[\ud800-\udbff][\udc00-\udfff]")


def _mark(text: str, index: int) -> yaml.Mark:
    """The position of character `index` of `text`, as PyYAML marks it."""
    line_start = text.rfind("\n", 0, index) + 1
    return yaml.Mark("<unicode string>", index, text.count("\n", 0, index), index - line_start, None, None)


def load_yaml(text: str) -> tuple[object, list[AliasEvent]]:
    """The data of the one YAML document in `text`, with aliases read as null, and the aliases.

    Raises `yaml.YAMLError` (only) when `text` is not YAML. An alias's `start_mark.index`
    counts characters from the start of `text`.
    """
    return _read(text, "get_single_data")


def compose_yaml(text: str) -> tuple[yaml.Node | None, list[AliasEvent]]:
    """Like `load_yaml`, but the node tree (which knows where each value is) instead of the data."""
    return _read(text, "get_single_node")


def alias_diagnostic(refused: list[AliasEvent], source: SourceFile, base: int,
                     severity: Severity) -> list[Diagnostic]:
    """One diagnostic at the first refused alias, for YAML that starts at file offset `base`."""
    if not refused:
        return []
    first = refused[0]
    name = first.anchor
    message = (msg("yaml.alias", name=name) if len(refused) == 1
               else msg("yaml.aliases", name=name, more=len(refused) - 1))
    start = min(base + first.start_mark.index, len(source.text))
    end = min(base + first.end_mark.index, len(source.text))
    return [Diagnostic("SB004", severity, message, source.span(start, end))]
