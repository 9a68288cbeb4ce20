"""An ability read once per distinct text (`ability_memo`): a repeat's reading placed where it stands is the reading
worked out afresh there, every position included; nothing the reading looks at lies outside the ability's stretch.
"""

from __future__ import annotations

import attrs
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from statblock import parse_text
from statblock.diagnostics import Fragment, SourceFile, Span
from statblock.pipeline import collect_paths
from statblock.rulesets.draw_steel import ability_memo

from conftest import DS_CORPUS, ON_THE_CORPUS


@pytest.mark.parametrize(("name", "later"), [
    ("###### Sleep **Fog** (3 Malice", "**Effect:** Sleep Fog (3 Malice is said here."),
    ("###### 眠り**の**霧 (3 悪意", "**効果:** 眠りの霧 (3 悪意 とここに書く。"),
])
def test_an_unclosed_parenthesis_of_a_name_is_said_on_the_name(name, later):
    """SB112 at the name's parenthesis, though markup makes the name's line differ from the name: the name was
    searched for to the end of the file, and found in another ability's words (line 13)."""
    text = (f"{name}\n\n*The mist.*\n\n| **Magic** | **Main action** |\n|---|---|\n"
            "| **📏 Ranged 10** | **🎯 One creature** |\n\n**Effect:** The target is dazed.\n\n###### Plain\n\n"
            f"{later}\n")
    said = [d for d in parse_text(text, "names.md").diagnostics if d.code == "SB112"]
    assert [(d.span.line, d.span.source.text[d.span.start:d.span.end].startswith(name[7:12])) for d in said] \
        == [(1, True)]


# ---- the memo: a repeat placed as a fresh reading places it -------------------------------------------------------

def signature(value, source):
    """Everything of `value`, positions included (which equality leaves out): each `Span` and `Fragment` by its offsets,
    asserted to be of `source`."""
    cls = value.__class__
    if cls is Span:
        assert value.source is source
        return ("span", value.start, value.end)
    if cls is Fragment:
        assert value.source is source
        return ("fragment", value.text, value.runs)
    if cls is SourceFile:
        assert value is source
        return ("source",)
    if attrs.has(cls):
        return (cls.__name__, tuple((f.name, signature(getattr(value, f.name), source)) for f in attrs.fields(cls)))
    if cls in (tuple, list):
        return (cls.__name__, tuple(signature(item, source) for item in value))
    if cls is dict:
        return ("dict", tuple((key, signature(item, source)) for key, item in value.items()))
    return (cls.__name__, repr(value))


def positions(value, found: list) -> list:
    """Every offset of a reading: each span's ends and each fragment's runs' starts and ends."""
    cls = value.__class__
    if cls is Span:
        found += [value.start, value.end]
    elif cls is Fragment:
        runs = value.runs
        found += [offset for _, offset in runs]
        found += [offset + (runs[n + 1][0] if n + 1 < len(runs) else len(value.text)) - index
                  for n, (index, offset) in enumerate(runs)]
    elif attrs.has(cls) and cls is not SourceFile:
        for field in attrs.fields(cls):
            positions(getattr(value, field.name), found)
    elif cls in (tuple, list):
        for item in value:
            positions(item, found)
    elif cls is dict:
        for item in value.values():
            positions(item, found)
    return found


def counting(memo_module, monkeypatch) -> list:
    """`memo_module` (a memo of readings placed by its `_placed`: `ability_memo`, `table_memo`) emptied, and the list
    its placings go to from now on."""
    memo_module.clear()
    placed = []
    kept = memo_module._placed

    def counted(*args):
        placed.append(args)
        return kept(*args)

    monkeypatch.setattr(memo_module, "_placed", counted)
    return placed


@pytest.fixture
def memo(monkeypatch):
    """The memo, empty, counting the readings it placed."""
    yield counting(ability_memo, monkeypatch)
    ability_memo.clear()


def fresh(path: str, text: str, monkeypatch):
    """The file read with no memo."""
    with monkeypatch.context() as patched:
        patched.setattr(ability_memo, "_key", lambda raw, rules: None)
        return parse_text(text, path)


def assert_placed_as_read(path: str, text: str, monkeypatch):
    """`text` read through the memo (as it stands after the readings before) is `text` read afresh, every position
    included, each ability its own metadata."""
    through = parse_text(text, path)
    again = fresh(path, text, monkeypatch)
    assert signature(through, through.source) == signature(again, again.source)
    for tree, ability in zip(through.asts, through.abilities):
        assert ability.metadata is tree.metadata


# A monster's feature as a group's file and its statblock file both hold it (hand-written: no published text)
FEATURE = """> 🗡 **Snap and Slash (Signature Ability)**
>
> | **Melee, Strike, Weapon** |                **Main action** |
> | ------------------------- | -----------------------------: |
> | **📏 Melee 1**            | **🎯 One creature per minion** |
>
> **Power Roll + 2:**
>
> - **≤11:** 2 damage
> - **12-16:** 4 damage; push 1
> - **17+:** 5 damage; M < 2 slowed (save ends)
>
> **Effect:** The snapper shifts 2 squares after the strike.

<!-- -->
> ⭐️ **Slick Hide**
>
> Whenever an adjacent enemy grabs the snapper, that enemy takes 1 acid damage.
"""

JA_FEATURE = """> 🗡 **噛み裂き (シグネチャー)**
>
> | **近接、打撃、武器** |   **メイン・アクション** |
> | ------------------ | ----------------------: |
> | **📏 近接1**        | **🎯 クリーチャー1体** |
>
> **パワーロール + 2:**
>
> - **≤11:** 2ダメージ
> - **12-16:** 4ダメージ；1プッシュ
> - **17+:** 5ダメージ；M < 2 減速状態（セーヴ・終了）
>
> **効果:** 攻撃の後、2マスシフトする。
"""

HEADER = """###### Bog Snapper

|     Beast     |       -       |      Level 1       |   Minion Ambusher   |   EV 3 for 4 minions   |
| :-----------: | :-----------: | :----------------: | :-----------------: | :--------------------: |
| **1S**<br/> Size | **6**<br/> Speed | **4**<br/> Stamina | **0**<br/> Stability | **2**<br/> Free Strike |

<!-- -->
"""


@pytest.mark.parametrize("feature", [FEATURE, JA_FEATURE], ids=["en", "ja"])
def test_a_statblock_files_features_are_its_groups_placed(feature, memo, monkeypatch):
    group = f"# Bog Snappers\n\nSnappers lurk in reeds.\n\n{HEADER}{feature}\n## Other\n\nMore lore.\n"
    statblock = f"---\nname: Bog Snapper\nlevel: 1\n---\n\n{HEADER}{feature}"
    assert_placed_as_read("monsters/Bog Snappers/Bog Snappers.md", group, monkeypatch)
    assert not memo
    assert_placed_as_read("monsters/Bog Snappers/Statblocks/Bog Snapper.md", statblock, monkeypatch)
    assert len(memo) >= 2 if feature is FEATURE else len(memo) >= 1   # (placed, not read again)


@pytest.mark.parametrize("ability", [
    "Brand of the Sun (3 Wrath\nKeywords: Magic, Ranged, Strike\nType: Main action\nDistance: Ranged 10\n"
    "Target: One creature\nPower Roll + Might:\n≤11: 3 + M fire damage; push 2\n12-16: 5 + M fire damage；prone\n"
    "17+: 8 + M fire damag; M < 2 dazed (save ends)\n  and the target burns\nEffect: The target is marked.\n",
    "陽の烙印 (3 憤怒)\nキーワード: 魔法、遠隔、打撃\n種別: メイン・アクション\n距離: 遠隔10\n対象: クリーチャー1体\n"
    "パワーロール + 力:\n≤11: 3 + M 火ダメージ；2プッシュ\n12-16: 5 + M 火ダメージ；伏せ状態\n17+: 8 + M 火ダメージ\n",
], ids=["en", "ja"])
def test_a_repeated_native_ability_is_placed_on_its_line(ability, memo, monkeypatch):
    assert_placed_as_read("first.ability", ability, monkeypatch)
    assert_placed_as_read("second.ability", f"Other Ability\nEffect: Something else.\n\n\n{ability}\n{ability}",
                          monkeypatch)
    assert len(memo) == 2


def test_the_memo_keeps_a_bounded_number_of_readings(memo, monkeypatch):
    monkeypatch.setattr(ability_memo, "MAX_ENTRIES", 3)
    for number in range(12):
        parse_text(f"Ability {number}\nEffect: The target shifts {number} squares.\n", f"a{number}.ability")
        assert len(ability_memo._memo) <= 3
    parse_text("Ability 11\nEffect: The target shifts 11 squares.\n", "again.ability")
    parse_text("Ability 0\nEffect: The target shifts 0 squares.\n", "again.ability")
    assert len(memo) == 1   # (the latest kept, the first let go)


def test_the_files_the_kept_readings_point_into_are_bounded(memo, monkeypatch):
    """A kept reading keeps its file alive: the memo lets go of readings while their files hold more than `MAX_TEXT`
    characters, and keeps none of a longer file."""
    monkeypatch.setattr(ability_memo, "MAX_TEXT", 300)
    for number in range(8):
        parse_text(f"Ability {number}\nEffect: The target shifts {number} squares.\n" + "\n" * 60, f"a{number}.ability")
        assert 0 < ability_memo._kept_text <= 300
        assert sum(len(source.text) for source, _ in ability_memo._files.values()) == ability_memo._kept_text
    parse_text("Long\nEffect: The target shifts 2 squares.\n" + "\n" * 400, "long.ability")
    assert all(raw.span.source.path != "long.ability" for raw, _ in ability_memo._memo.values())
    ability_memo.clear()
    assert not ability_memo._files and not ability_memo._kept_text


def test_a_stretch_past_the_longest_kept_is_read_each_time(memo, monkeypatch):
    monkeypatch.setattr(ability_memo, "MAX_STRETCH", 40)
    text = "Long Ability\nEffect: The target shifts 2 squares and then some more.\n"
    parse_text(text, "a.ability")
    assert_placed_as_read("b.ability", text, monkeypatch)
    assert not memo and not ability_memo._memo


_LINES = st.sampled_from(["", "> ", "Effect: The target is dazed.", "\\", "；", "  ", "###### Other", "- item",
                          "Brand (3 Wrath", "17+: 5 damage", "> **Effect:** x", "text (", "| a | b |", "---", "　"])
_ABILITIES = st.sampled_from([
    "Sleep *Fog* (3 Malice\nKeywords: Magic\nEffect: The target is dazed.\n",
    "Strike\nKeywords: Melee, Strike\nDistance: Melee 1\nTarget: One creature\nPower Roll + Might:\n"
    "≤11: 2 damage ; push 1\n12-16: 4 damage；slide 2\n17+: 6 damage; A<2 prone\nthe target burns\n",
    "眠りの霧 (3 悪意\nキーワード: 魔法\n効果: 対象は幻惑状態になる。\n",
    "Jab\n**Power Roll + 2:**\n- **≤11:** 2 damage\n- **12-16:** 4 damagee\n- **17+:** 5 damage\n",
])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ability=_ABILITIES, before=st.lists(_LINES, max_size=4), around=st.lists(_LINES, max_size=4),
       after=st.lists(_LINES, max_size=3), suffix=st.sampled_from([".ability", ".md"]),
       indent=st.sampled_from(["", "> ", "  "]))
def test_any_repeat_is_placed_as_read_afresh(ability, before, around, after, suffix, indent, memo, monkeypatch):
    """The same ability in two files, each with other lines before and after it (and the ability perhaps quoted or
    indented in the second): the second file read through the memo is the second file read afresh."""
    ability_memo.clear()
    placed = "".join(f"{indent}{line}\n" for line in ability.splitlines())
    parse_text("\n".join(before) + "\n\n" + ability + "\n" + "\n".join(after) + "\n", f"first{suffix}")
    assert_placed_as_read(f"second{suffix}", "\n".join(around) + "\n\n" + placed + "\n" + "\n".join(after),
                          monkeypatch)


def _corpus_readings(paths):
    """For each ability of the files `paths` (in their order): its raw, its reading through the memo and its reading
    afresh, and whether the memo placed it."""
    from statblock.fileio import read_bounded
    from statblock.frontends import read_source
    from statblock.rulesets.draw_steel.frontends import find_abilities
    from statblock.rulesets.draw_steel.learned import file_vocabulary

    for path in paths:
        source, _ = read_source(path, read_bounded(path))
        raws, _ = find_abilities(source)
        rules = file_vocabulary(source.text)
        for raw in raws:
            before = len(ability_memo._memo)
            through = ability_memo.read_ability(raw, rules)
            yield raw, through, ability_memo.read_fresh(raw, rules), len(ability_memo._memo) == before


def _check_the_corpus(paths):
    ability_memo.clear()
    placed = read = 0
    for raw, through, again, hit in _corpus_readings(paths):
        source = raw.span.source
        assert signature(through, source) == signature(again, source), raw.span
        start, stop = ability_memo._stretch(source.text, raw.span)
        key = ability_memo._key(raw, None)
        if key is not None:  # (the stretch a hit's check takes from the key is the one found again)
            assert ability_memo._same_lines(raw, raw, key) == ability_memo._same_lines(raw, raw), raw.span
            assert (raw.span.start - key[3], raw.span.start - key[3] + len(key[5])) == (start, stop), raw.span
        if ability_memo._same_lines(raw, raw):  # (every fragment within the stretch: a reading that may be kept)
            # nothing read lies outside the ability's stretch
            assert all(start <= offset <= stop for offset in positions(again, [])), raw.span
        placed, read = placed + hit, read + 1
    ability_memo.clear()
    return placed, read


@ON_THE_CORPUS
def test_a_monster_groups_repeats_are_placed_as_read_afresh():
    """A sample of the corpus's monsters (a group's file, then its statblock files): every ability read through the
    memo is read alike afresh, positions included, and nothing it reads lies outside its stretch. Six folders (240
    abilities, 122 of them placed; twelve were 752 and some 1.0 s of the inner loop's CPU); the whole corpus in the slow
    tier (`test_every_corpus_repeat_is_placed_as_read_afresh`)."""
    folders = sorted(p for p in (DS_CORPUS / "monsters").iterdir() if p.is_dir())[:6]
    paths, _ = collect_paths([str(p) for p in folders])
    placed, read = _check_the_corpus(paths)
    assert placed > read // 4


@pytest.mark.slow
def test_every_corpus_repeat_is_placed_as_read_afresh():
    paths, _ = collect_paths([str(DS_CORPUS)])
    placed, read = _check_the_corpus(paths)
    assert placed > 1000 and read > 2500


def test_readings_in_several_threads_are_placed_as_read_afresh(memo, monkeypatch):
    """`serve` reads in several threads: the memo's bookkeeping stays whole (what it counts of the files it keeps
    alive is theirs) and every thread's reading is the fresh one."""
    from concurrent.futures import ThreadPoolExecutor

    import sys

    monkeypatch.setattr(ability_memo, "MAX_ENTRIES", 5)
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # (threads taking turns as often as they can: a race shows)
    texts = [(f"t{n}.ability", "\n" * (n % 3) + f"Ability {n % 7}\nEffect: The target shifts {n % 7} squares.\n")
             for n in range(200)]
    try:
        with ThreadPoolExecutor(max_workers=4) as pool:
            results = list(pool.map(lambda item: parse_text(item[1], item[0]), texts))
    finally:
        sys.setswitchinterval(switch)
    for (path, text), through in zip(texts, results):
        again = fresh(path, text, monkeypatch)
        assert signature(through, through.source) == signature(again, again.source)
    assert len(ability_memo._memo) <= 5
    assert sum(len(source.text) for source, _ in ability_memo._files.values()) == ability_memo._kept_text
    assert sum(count for _, count in ability_memo._files.values()) == len(ability_memo._memo)
    assert memo


def test_a_kept_reading_is_not_let_go_while_another_thread_takes_it(memo, monkeypatch):
    """One thread finds a kept reading and checks its lines while another reads an ability that makes the memo let
    that reading go: the first still places it (the memo's lock keeps the other out until then), where it raised
    `KeyError` (an SB999 instead of the file's findings)."""
    import threading

    monkeypatch.setattr(ability_memo, "MAX_ENTRIES", 1)
    first = "Ability A\nEffect: The target shifts 1 square.\n"
    parse_text(first, "a.ability")
    checking, let_go = threading.Event(), threading.Event()
    same = ability_memo._same_lines

    def slow(kept, raw, *key):
        checking.set()
        let_go.wait(0.5)  # (the other thread lets the reading go meanwhile, unless the lock keeps it out)
        return same(kept, raw, *key)

    monkeypatch.setattr(ability_memo, "_same_lines", slow)

    def other():
        checking.wait(5)
        parse_text("Ability B\nEffect: The target shifts 2 squares.\n", "b.ability")
        let_go.set()

    thread = threading.Thread(target=other)
    thread.start()
    through = parse_text("\n" + first, "c.ability")
    thread.join()
    again = fresh("c.ability", "\n" + first, monkeypatch)
    assert not [d for d in through.diagnostics if d.code == "SB999"]
    assert signature(through, through.source) == signature(again, again.source)
    assert len(memo) == 1
