"""`frontends/own_lists.py`: the list of statblock's own JSON that 虚構侵蝕TRPG, Song of Blades and Heroes and Marvel
Champions read back, opened the same way by each, its problems in the ruleset's own code and words."""

import pytest

from statblock.diagnostics import Severity, SourceFile
from statblock.frontends.own_lists import OwnList
from statblock.rulesets.kyoko import own_json as kyoko_json
from statblock.rulesets.marvel_champions.frontends import own_json as marvel_json
from statblock.rulesets.sbh import own_json as sbh_json

_WORDS = {"own_json_not_json": "not JSON: {problem}", "no_list": "no {key} list", "not_entry": "a {key} entry is no object"}


def _message(name, **values):
    return _WORDS[name].format(**values)


_CARDS = OwnList("cards", "XX001", _message, "no_list", "not_entry")


@pytest.mark.parametrize("text, own", [
    ('{"abilities": [], "statblocks": [], "cards": [{"name": "A"}]}', True),
    ('\ufeff  {"cards": []}', True),
    ('{"statblocks": [], "abilities": [], "other": 1, "cards": []}', True),   # (the key anywhere)
    ('{"abilities": [], "statblocks": [], "items": []}', False),             # (another ruleset's list)
    ('{"abilities": [{"text": "\\"cards\\": ["}]}', False),                   # (an escaped key in a string)
    ('{"name": "x", "cards": []}', False),                                    # (not parse's output)
    ('[{"cards": []}]', False),
])
def test_the_sniff_wants_parses_output_with_the_list(text, own):
    assert _CARDS.sniff(text) is own


def test_the_list_is_opened_and_each_entry_that_is_no_object_is_said_where_it_is():
    text = '{"abilities": [], "cards": [{"name": "A"}, 3, {"name": "B"}, "x"]}'
    source = SourceFile("c.json", text)
    items, problems = _CARDS.open(source)
    assert problems == [] and items is not None
    kept = list(_CARDS.entries(source, items, problems))
    assert [item["name"] for item in kept] == ["A", "B"]
    assert [(d.code, d.severity, d.span.start, str(d.message)) for d in problems] == [
        ("XX001", Severity.ERROR, text.index("3"), "a cards entry is no object"),
        ("XX001", Severity.ERROR, text.index('"x"'), "a cards entry is no object")]


@pytest.mark.parametrize("text, at, said", [
    ('{"abilities": [], "cards": {}}', 0, "no cards list"),
    ('  {"abilities": []}', 2, "no cards list"),
    ('[1, 2]', 0, "no cards list"),
])
def test_no_list_is_said_at_the_object(text, at, said):
    items, problems = _CARDS.open(SourceFile("c.json", text))
    assert items is None
    assert [(d.code, d.span.start, str(d.message)) for d in problems] == [("XX001", at, said)]


def test_text_that_is_not_json_is_said_with_the_parsers_problem():
    items, problems = _CARDS.open(SourceFile("c.json", '{"cards": [1,, 2]}'))
    assert items is None and len(problems) == 1
    assert problems[0].code == "XX001" and str(problems[0].message).startswith("not JSON: ")
    assert problems[0].span.start > 0   # (where the JSON goes wrong, not the file's start)


@pytest.mark.parametrize("module, key, code", [
    (kyoko_json, "items", "KY034"), (sbh_json, "warbands", "SH012"), (marvel_json, "cards", "MC011")])
def test_each_ruleset_reads_its_own_list(module, key, code):
    text = '{"abilities": [], "statblocks": [], "%s": [7]}' % key
    assert module.sniff(text)
    assert not module.sniff(text.replace(f'"{key}"', '"others"'))
    read = module.read_own_json(SourceFile("o.json", text))
    problems = next(part for part in read if isinstance(part, list) and part and hasattr(part[0], "code"))
    assert [(d.code, d.span.start) for d in problems] == [(code, text.index("7"))]
