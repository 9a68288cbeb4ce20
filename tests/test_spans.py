"""`Span`'s equality (`statblock/positions.py`): every span equals every other, so that what holds one compares
by what was written and not by where; the AST's nodes leave their spans out of equality too."""

from __future__ import annotations

from statblock.pipeline import read_text
from statblock.positions import SourceFile

ABILITY = """Sweep (3 Piety)
Melee, Strike, Weapon | Main action
📏 Melee 1 | 🎯 One creature
Power Roll + Might:
≤11: 3 + M damage
12-16: 5 + M damage; push 1
17+: 7 + M damage; push 2
"""


def test_two_spans_in_different_places_are_equal_and_hash_alike_but_say_where_they_are():
    one, other = SourceFile("a.ability", "ab\ncd\n"), SourceFile("b.ability", "xyz")
    first, second = one.span(0, 1), other.span(1, 3)
    assert first == second and hash(first) == hash(second) and not first != second
    assert (first.path, first.start, first.end, first.line) == ("a.ability", 0, 1, 1)
    assert (second.path, second.start, second.end, second.text) == ("b.ability", 1, 3, "yz")
    assert first != ("a.ability", 0, 1) and first != 0


def test_the_same_ability_at_another_line_of_another_file_reads_to_an_equal_ast():
    here = read_text("here.ability", ABILITY).asts
    there = read_text("there.ability", "\n\n\n" + ABILITY).asts
    assert len(here) == len(there) == 1
    assert here[0] == there[0]
    assert here[0].span.line == 1 and there[0].span.line == 4
    changed = read_text("there.ability", ABILITY.replace("push 2", "push 3")).asts
    assert changed[0] != here[0]


def test_a_spans_json_place_is_its_ends_positions_each_looked_up_once():
    """What the JSON of a Marvel card, an SBH warband and a 虚構侵蝕 card writes of a span: the line and column of each
    end, as `Span` says them, each end looked up once (`line` and `column` each looked the start up again)."""
    from statblock.rulesets.kyoko import serialize as kyoko
    from statblock.rulesets.marvel_champions import serialize as marvel
    from statblock.rulesets.sbh import serialize as sbh

    asked = []

    class Counted(SourceFile):
        def position(self, offset):
            asked.append(offset)
            return super().position(offset)

    source = Counted("a.sbh", "ab\r\ncd\n\nＥｆ\t\n")
    for start, end in [(0, 0), (0, 2), (1, 6), (4, 12), (7, 8), (12, 12), (5, 99)]:
        span = source.span(start, end)
        for module in (marvel, sbh, kyoko):
            asked.clear()
            assert module.position(span) == {"line": span.line, "column": span.column, "end_line": span.end_line,
                                             "end_column": span.end_column}
            assert len(asked) == 6   # (two for the JSON, four for the expected dictionary's properties)
            assert module.position(None) is None
