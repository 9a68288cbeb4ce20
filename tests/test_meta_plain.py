"""`# meta:` values written and read without PyYAML's emitter and loader (`frontends/meta_plain.py`) come out
exactly as PyYAML's: the same characters written, the same value read, and PyYAML used for everything else."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from statblock.rulesets.draw_steel.authoring.native import META_PREFIX, meta_line
from statblock.rulesets.draw_steel.frontends.meta_plain import plain_dump, plain_load
from statblock.rulesets.draw_steel.frontends.native import read_meta_line
from statblock.rulesets.draw_steel.frontends.yaml_load import load_yaml


def pyyaml_dump(key, value) -> str:
    """What `meta_line` wrote before the fast path: PyYAML's flow style of `{key: value}`, braces off."""
    dumped = yaml.dump({key: value}, Dumper=yaml.SafeDumper, default_flow_style=True, allow_unicode=True,
                       width=1 << 30, sort_keys=False).strip()
    return dumped[1:-1].strip()


# Words near the edges: what PyYAML resolves to something other than a string (numbers in every YAML 1.1 form,
# booleans, null, dates), indicators, and quotes.
TRICKY = ["yes", "No", "TRUE", "off", "On", "oN", "Null", "null", "~", "y", "n", "inf", ".inf", "nan", "e", "E1",
          "06", "08", "0x1F", "0o7", "0b11", "1_000", "1:30", "2001-12-14", "1e3", "1.5", "3", "15", "-2", "+1",
          ".5", "1S", "a b", "a  b", "x-", "Main action", "5 Wrath", "Abilities/Censor/1st-Level Features", ""]
CHARACTERS = "aZyY09 _./()&+!-:#,'\"[]{}?*%@`|>~=\tnNeE.é魔"
words = st.one_of(st.sampled_from(TRICKY), st.text(CHARACTERS, max_size=7))
values = st.one_of(words, st.integers(-10 ** 20, 10 ** 20), st.lists(words, max_size=3))
keys = st.one_of(st.sampled_from(["level", "class", "item_index", "yes", "06", "a b"]), words)


@pytest.mark.slow
@settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
@given(keys, values)
def test_a_value_written_plain_is_what_pyyaml_writes(key, value):
    fast = plain_dump(key, value)
    if fast is not None:
        assert fast == pyyaml_dump(key, value)
    assert meta_line(key, value) == f"{META_PREFIX} {pyyaml_dump(key, value)}"


@pytest.mark.slow
@settings(max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
@given(keys, st.one_of(words, words.map(lambda w: f"'{w}'"), st.lists(words, max_size=3).map(lambda ws: f"[{', '.join(ws)}]")))
def test_a_value_read_plain_is_what_pyyaml_reads(key, written):
    line = f"{key}: {written}"
    fast = plain_load(line)
    if fast is None:
        return
    try:
        loaded = load_yaml("{" + line + "}")[0]
    except yaml.YAMLError:
        loaded = None
    assert isinstance(loaded, dict) and list(loaded.items()) == [fast]
    assert [type(v) for v in loaded.values()] == [type(fast[1])]


def test_the_common_values_take_the_fast_path_both_ways():
    for key, value, written in [("level", 1, "level: 1"), ("might", -2, "might: -2"), ("class", "censor", "class: censor"),
                                ("item_index", "06", "item_index: '06'"), ("item_index", "08", "item_index: 08"),
                                ("class", "null", "class: 'null'"), ("size", "1S", "size: 1S"),
                                ("keywords", ["Magic", "Melee"], "keywords: [Magic, Melee]"),
                                ("ev", "3", "ev: '3'"), ("cost", "5 Wrath", "cost: 5 Wrath")]:
        assert plain_dump(key, value) == written
        assert plain_load(written) == (key, value)
        assert read_meta_line(f"{META_PREFIX} {written}") == (key, value)


def test_what_the_fast_path_leaves_goes_to_pyyaml():
    # (a colon in a word, a flavor in quotes, a float, a date, a Japanese word: PyYAML writes and reads them)
    for key, value in [("scc", ["a.b:c"]), ("flavor", '"Hold."'), ("speed", 1.5), ("flavor", "魔法"),
                       ("keywords", ["-"]), ("big", 10 ** 30), ("on", 1)]:
        assert plain_dump(key, value) is None
        line = meta_line(key, value)
        assert read_meta_line(line) == (key, value)
    assert plain_load("date: 2001-12-14") is None and plain_load("n: 0x1F") is None and plain_load("f: 1.5") is None
