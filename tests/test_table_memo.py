"""A statblock's table read once per distinct text (`table_memo`): a repeat's fields and spans placed where it stands
are those read afresh there; nothing the reading looks at lies outside the table's stretch."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from statblock.diagnostics import SourceFile
from statblock.pipeline import collect_paths
from statblock.rulesets.draw_steel.frontends import statblock_md, table_memo

from conftest import DS_CORPUS, ON_THE_CORPUS
from test_ability_memo import counting, signature

# a statblock as a group's file and the creature's own file both hold it (hand-written: no published text)
EN = ("| Beast | - | Level 1 | Minion Ambusher | EV 3 for 4 minions |\n| :-: | :-: | :-: | :-: | :-: |\n"
      "| **1S**<br/> Size | **6**<br/> Speed | **4**<br/> Stamina | **0**<br/> Stability | **2**<br/> Free Strike |\n"
      "| **+2**<br/> Might | **+1**<br/> Agility | **-3**<br/> Reason | **0**<br/> Intuition | **-2**<br/> Presence |\n"
      "\n**Immunity:** acid 2\n\n**Movement:** Swim\n")
JA = ("| 獣 | - | レベル 1 | ミニオン アンブッシャー | EV 3 |\n| :-: | :-: | :-: | :-: | :-: |\n"
      "| **1S**<br/> サイズ | **6**<br/> 速度 | **4**<br/> スタミナ | **0**<br/> 安定性 | **2**<br/> フリー・ストライク |\n"
      "| **+2**<br/> 筋力 | **+1**<br/> 敏捷力 | **-3**<br/> 知力 | **0**<br/> 判断力 | **-2**<br/> 魅力 |\n"
      "\n**耐性：** 酸 2\n\n**移動：** 水泳\n")
FEATURE = "\n> ⭐️ **Slick Hide**\n>\n> Whenever an adjacent enemy grabs the snapper, it takes 1 acid damage.\n"


@pytest.fixture
def memo(monkeypatch):
    """The memo, empty, counting the readings it placed."""
    yield counting(table_memo, monkeypatch)
    table_memo.clear()


def fresh(source: SourceFile, monkeypatch) -> list:
    """The statblocks of `source` read with no memo."""
    with monkeypatch.context() as patched:
        patched.setattr(statblock_md, "read_table", lambda read, source, table, after: read(source, table, after))
        return statblock_md.read_markdown(source)


def assert_placed_as_read(path: str, text: str, monkeypatch) -> list:
    """`text`'s statblocks read through the memo (as it stands after the readings before) are those read afresh,
    every span included; they are returned."""
    source = SourceFile(path, text)
    through = statblock_md.read_markdown(source)
    again = fresh(SourceFile(path, text), monkeypatch)
    assert [signature(s, source) for s in through] == [signature(s, s.name_span.source) for s in again]
    return through


@pytest.mark.parametrize("table", [EN, JA], ids=["en", "ja"])
def test_a_statblock_files_table_is_its_groups_placed(table, memo, monkeypatch):
    group = f"# Bog Snappers\n\nSnappers lurk in reeds.\n\n###### Bog Snapper\n\n{table}{FEATURE}\n## Other\n\nLore.\n"
    own = f"---\nname: Bog Snapper\nlevel: 1\n---\n\n###### Bog Snapper\n\n{table}{FEATURE}"
    first = assert_placed_as_read("monsters/Bog Snappers/Bog Snappers.md", group, monkeypatch)
    assert not memo
    second = assert_placed_as_read("monsters/Bog Snappers/Statblocks/Bog Snapper.md", own, monkeypatch)
    assert len(memo) == 1   # (placed, not read again)
    assert [s.fields for s in second] == [s.fields for s in first] and len(second[0].fields) >= 14
    # the paragraphs under the table are its fields, placed too
    said = {key: span.source.text[span.start:span.end] for key, span in second[0].spans.items() if span is not None}
    assert said["immunity"] in ("acid 2", "酸 2") and said["movement"] in ("Swim", "水泳")
    # each copy's mappings are its own
    second[0].fields["level"] = "changed"
    again = statblock_md.read_markdown(SourceFile("again.md", own))
    assert again[0].fields["level"] == "1" and len(memo) == 2


def test_a_table_that_is_no_statblocks_is_kept_as_none(memo, monkeypatch):
    text = "###### Not A Creature\n\n| Level | EV |\n| - | - |\n| c | d |\n"  # (no level or EV given)
    assert_placed_as_read("a.md", text, monkeypatch)
    assert assert_placed_as_read("b.md", "Lore.\n\n" + text, monkeypatch) == []
    assert len(memo) == 0 and len(table_memo._memo) == 1


def test_the_same_table_under_other_paragraphs_is_read_again(memo, monkeypatch):
    """The paragraphs under the table are part of the key: the same table with another field under it is no repeat."""
    assert_placed_as_read("a.md", f"###### Snapper\n\n{EN}", monkeypatch)
    other = EN.replace("**Movement:** Swim", "**Movement:** Climb")
    read = assert_placed_as_read("b.md", f"###### Snapper\n\n{other}", monkeypatch)
    assert not memo and read[0].fields["movement"] == "Climb"


def test_the_memo_keeps_a_bounded_number_of_readings(memo, monkeypatch):
    monkeypatch.setattr(table_memo, "MAX_ENTRIES", 3)
    for number in range(12):
        statblock_md.read_markdown(SourceFile(f"a{number}.md", f"###### Snapper\n\n{EN.replace('Level 1', f'Level {number}')}"))
        assert len(table_memo._memo) <= 3
    statblock_md.read_markdown(SourceFile("b.md", f"###### Snapper\n\n{EN.replace('Level 1', 'Level 11')}"))
    statblock_md.read_markdown(SourceFile("c.md", f"###### Snapper\n\n{EN.replace('Level 1', 'Level 0')}"))
    assert len(memo) == 1   # (the latest kept, the first let go)


def test_a_stretch_past_the_longest_kept_is_read_each_time(memo, monkeypatch):
    monkeypatch.setattr(table_memo, "MAX_STRETCH", 100)
    assert_placed_as_read("a.md", f"###### Snapper\n\n{EN}", monkeypatch)
    assert_placed_as_read("b.md", f"###### Snapper\n\n{EN}", monkeypatch)
    assert not memo and not table_memo._memo


_LINES = st.sampled_from(["", "> ", "Lore.", "###### Other", "- item", "| a | b |", "---", "**Key:** value", "　",
                          "> **Weakness:** fire 3", "**移動：** 飛行"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=st.sampled_from([EN, JA]), before=st.lists(_LINES, max_size=4), around=st.lists(_LINES, max_size=4),
       after=st.lists(_LINES, max_size=3), quoted=st.booleans())
def test_any_repeat_is_placed_as_read_afresh(table, before, around, after, quoted, memo, monkeypatch):
    """The same statblock in two files, each with other lines before and after it (quoted, with its bold name, in the
    second): the second file read through the memo is the second file read afresh."""
    table_memo.clear()
    statblock_md.read_markdown(SourceFile("first.md", "\n".join(before) + "\n\n###### Snapper\n\n" + table + "\n"
                                          + "\n".join(after) + "\n"))
    body = "".join(f">{line}\n" for line in ("**Snapper**\n" + table).splitlines()) if quoted else table
    heading = "###### Snapper Statblock\n\n" if quoted else "###### Snapper\n\n"
    assert_placed_as_read("second.md", "\n".join(around) + "\n\n" + heading + body + "\n" + "\n".join(after),
                          monkeypatch)


def _check_the_corpus(paths, monkeypatch):
    """Each file's statblocks read through the memo are those read afresh, spans included (a kept reading is one whose
    every span lies within its stretch: `_shape`). The number of tables placed and of statblocks read."""
    from statblock.fileio import read_bounded
    from statblock.frontends import read_source

    placed = counting(table_memo, monkeypatch)
    read = 0
    for path in paths:
        if not str(path).endswith(".md"):
            continue
        source, _ = read_source(path, read_bounded(path))
        through = statblock_md.read_markdown(source)
        again = fresh(source, monkeypatch)
        assert [signature(s, source) for s in through] == [signature(s, source) for s in again], path
        read += sum(1 for s in through if s.kind == "statblock")
    table_memo.clear()
    return len(placed), read


@ON_THE_CORPUS
def test_a_monster_groups_statblocks_are_placed_as_read_afresh(monkeypatch):
    """A sample of the corpus's monsters (a group's file, then its statblock files): every statblock read through the
    memo is read alike afresh, spans included."""
    folders = sorted(p for p in (DS_CORPUS / "monsters").iterdir() if p.is_dir())[:12]
    paths, _ = collect_paths([str(p) for p in folders])
    placed, read = _check_the_corpus(paths, monkeypatch)
    assert placed > read // 4 and read > 10


@pytest.mark.slow
def test_every_corpus_statblock_is_placed_as_read_afresh(monkeypatch):
    paths, _ = collect_paths([str(DS_CORPUS)])
    placed, read = _check_the_corpus(paths, monkeypatch)
    assert placed > 200 and read > 400
