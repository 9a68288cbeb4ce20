"""虚構侵蝕TRPG: what the forty-fourth session left (kyleft6), each in Japanese and English where the notation allows: a
list is a choice only where its lead-in says one in the rules' words (a word that only holds one, `選択した対象`,
`if either target`, `choose one target`, is none), and statblock's own JSON written while any such word made a choice
reads back with no KY034."""

from __future__ import annotations

import re
import time

import pytest

from test_kyoko_mend7 import _json_of, _read_back, marks


# ---- a choice only where the rules' words say one ----

@pytest.mark.parametrize(("lines", "expected"), [
    # the words that say a choice of the list's items
    ("以下のいずれかを与える。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("以下のいずれか1つを与える。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("次のうちどちらかを選択する。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("1つを選択する。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("以下から選ぶ。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("次のどちらか。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("Either:\n- Deal 2 damage.\n- Gain [Focused].", [1, 2]),
    ("Do either of the following:\n- Deal 2 damage.\n- Gain [Focused].", [1, 2]),
    ("Inflict one of these:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Choose two:\n- [Immobilized]\n- [Distracted]\n- [Shaken]", [1, 2, 3]),
    ("Select one:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Choose one more:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    # near misses: a word that only holds a choice's word is none (each of these lists is done whole)
    ("選択した対象に以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("対象を選択し、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("いずれかの対象が隣接しているなら、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("対象のどちらかが［崩壊］を受けているなら、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("If either target is adjacent, inflict:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("Choose one target. It suffers:\n- 2 damage.\n- [Distracted].", [0, 0]),
    ("Choose one target and inflict:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("Inflict one of these conditions on the target:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("Select one ally within range; it gains:\n- [Focused]\n- [Elated]", [0, 0]),
])
def test_a_choice_is_read_only_where_the_rules_words_say_one(lines, expected):
    assert marks(lines) == expected


@pytest.mark.parametrize("lines", [
    # (a line between two items with a near miss is the list's still: it leads into no list of its own)
    "以下から1つを選ぶ。\n- 3点のダメージを与える。\n  選択した対象が隣接しているなら、さらに1点。\n- ［集中］を得る。",
    "Choose one:\n- Deal 3 damage.\n  If either target is adjacent, 1 more.\n- Gain [Focused].",
])
def test_a_near_miss_between_items_keeps_the_choice(lines):
    assert marks(lines) == [1, 2]


def _two_lists_as_before(effects: list) -> list:
    """The JSON `effects` of a card of a choice then a list whose lead-in holds a near miss, as the reader wrote them
    before (the second list a choice too: its marks options, counted from 1)."""
    out, index, past = [], 0, 0
    for n, effect in enumerate(effects):
        at_start = n == 0 or (effects[n - 1]["type"], effects[n - 1]["text"]) == ("text", "\n")
        if effect["type"] == "option":
            past = effect["index"]
        elif at_start and past and effect["type"] == "text" and effect["text"].startswith("- "):
            index += 1
            out.append({"type": "option", "index": index, "text": "- ", "span": effect["span"]})
            if effect["text"][2:]:
                out.append({**effect, "text": effect["text"][2:]})
            continue
        out.append(effect)
    return out


@pytest.mark.parametrize("lines", [
    "以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\n選択した対象に、以下を与える。\n- ［萎縮］\n- ［散漫］",
    "Choose one:\n- Recover 3.\n- Gain [Focused].\nIf either target is adjacent, inflict:\n- [Immobilized]\n"
    "- [Distracted]",
])
def test_json_written_while_a_near_miss_made_a_choice_reads_back_with_no_warning(lines):
    items = _json_of(lines)
    before = _two_lists_as_before(items[0]["effects"])
    assert [e["index"] for e in before if e["type"] == "option"] == [1, 2, 1, 2]
    assert [e["index"] for e in items[0]["effects"] if e["type"] == "option"] == [1, 2]
    assert _read_back(items) == []
    items[0]["effects"] = before
    assert _read_back(items) == []
    before[[e["type"] for e in before].index("option")]["index"] = 9
    assert _read_back(items) == ["KY034"]   # (an index edited alone is still said)


@pytest.mark.slow
@pytest.mark.parametrize("run", [
    "1" * 100_000 + "つ", "１" * 100_000, "choose" + " " * 100_000 + "one", "choose one" + " " * 100_000 + "x",
    "either" + " " * 100_000, "いずれか" + " " * 100_000 + "の", "以下の" + " " * 100_000 + "うち", "1つ " * 33_000,
    "one of" + " " * 100_000 + "these" + " " * 100_000 + "x", "pick " + "1" * 100_000 + "x",
])
def test_the_choice_words_are_found_in_linear_time(run):
    from statblock.rulesets.kyoko.language.options import _CHOICE

    def cost(text: str) -> float:
        start = time.process_time()
        list(_CHOICE.finditer(text))
        return time.process_time() - start

    small = re.sub(r"(.)\1{999,}", lambda m: m.group(1) * (len(m.group(0)) // 10), run)
    assert cost(run) < max(0.05, 30 * cost(small))


# ---- a list inside an option or a step keeps its nesting on every card ----

_NESTED = {
    "en": ("Choose one:\n- Recover 3 HP and remove every condition you have, then gain a long list of things that "
           "wraps past the width.\n- Do all of the following:\n  - Deal 2 damage.\n  - Inflict [Distracted].\n"
           "- Gain [Focused].", "Deal 2 damage."),
    "ja": ("以下をすべて行う。\n・3点のダメージを与える。\n・以下から1つを選ぶ。\n　・【ＨＰ】を3点回復する。\n　・［集中］を得る。",
           "【ＨＰ】を3点回復する。"),
}


def _written(tmp_path, lang: str, fmt: str) -> str:
    from statblock import cli

    source = tmp_path / "c.kyoko"
    source.write_text(f"試作品（フィクションパワー）\n使用：行動\n効果：{_NESTED[lang][0]}\n", encoding="utf-8")
    out = tmp_path / f"c.{fmt}"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", fmt, "--lang", lang, "--force"]) == 0
    return out.read_text(encoding="utf-8")


def _indent(line: str) -> int:
    from statblock.render.env import display_width

    return display_width(line[:len(line) - len(line.lstrip())])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_text_card_keeps_a_list_inside_an_item_inside_it(tmp_path, lang):
    lines = _written(tmp_path, lang, "txt").split("\n")
    inner = next(line for line in lines if _NESTED[lang][1] in line)
    outer = lines[lines.index(inner) - 1]
    assert _indent(inner) > _indent(outer) >= 2
    if lang == "en":   # (an item's wrapped line goes on under its words, past its mark)
        wrapped = lines[next(n for n, line in enumerate(lines) if "Recover 3 HP" in line) + 1]
        assert wrapped.startswith("    ") and wrapped.strip().startswith("list of things")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_html_card_keeps_a_list_inside_an_item_inside_it(tmp_path, lang):
    page = _written(tmp_path, lang, "html")
    inner = re.search(r'<p class="block effect">([^<]*)' + re.escape(_NESTED[lang][1]), page).group(1)
    outer = re.search(r'<p class="block effect">([^<]*)' + ("- Do all" if lang == "en" else "・以下から"), page).group(1)
    assert (outer, inner) == ("", "\u3000" + ("- " if lang == "en" else "・"))


def test_text_cards_wrap_an_author_s_deep_indentation_within_the_width():
    from statblock.render.env import wrap

    text = wrap("Effect: x\n" + " " * 5000 + "- " + "word " * 40, 72, 2, 0, nested=True)
    assert max(map(len, text.split("\n"))) <= 72 and text.count("word") == 40
