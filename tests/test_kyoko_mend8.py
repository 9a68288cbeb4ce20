"""虚構侵蝕TRPG: what the review of the kyleft6 merge found (kymend8), each in Japanese and English: a condition's
words are read in linear time however many blanks they hold; a list's lead-in is a choice when it asks to choose among
the list's items, and steps when what it chooses is a target, a die or a creature named outside the list; a native
file is never read as Markdown; more of HTML is said as markup (KY042), and CommonMark's text (`< b>`) is none."""

from __future__ import annotations

import pytest

from statblock.rulesets.kyoko.model import Option

from test_kyoko_left4 import card_of   # (a card whose effect is these lines)
from test_kyoko_mend7 import marks   # (the options' indexes of that card, 0 for a step)


# ---- the old fault: a condition's words with a long run of blanks were read in cubic time ----

@pytest.mark.parametrize(("words", "expected"), [
    ("散漫", "［散漫］"), (" 散漫 ", "［散漫］"), ("崩壊 3", "［崩壊3］"), ("崩壊3 ", "［崩壊3］"), ("憎悪／使用者", "［憎悪／使用者］"),
    ("憎悪 / 使用者 ", "［憎悪／使用者］"), ("委縮", "［萎縮］"), ("Focused", "[Focused]"), ("Decay 3", "[Decay 3]"),
    ("  ", None), ("a x", None), ("崩壊1234", None), ("", None), ("散漫\n", None),
])
def test_a_condition_s_words_are_read_as_before(words, expected):
    from statblock.rulesets.kyoko.language.condition_marks import as_condition

    assert as_condition(words) == expected


@pytest.mark.parametrize(("run", "expected"), [
    ("a" + " " * 600 + "x", None), ("a" + "　" * 600 + "x", None), ("a" + " \t" * 300 + "x", None),
    ("散漫" + " " * 600 + "/" + " " * 600 + "x", "［散漫／x］"), ("崩壊" + " " * 600 + "3" + " " * 600, "［崩壊3］"),
], ids=["blanks", "ideographic", "tabs", "target", "n"])
def test_a_condition_s_words_with_many_blanks_are_read_at_once(run, expected):
    from bounds import time_bound

    from statblock.rulesets.kyoko.language.condition_marks import as_condition

    with time_bound(0.5):   # (600 blanks took minutes)
        assert as_condition(run) == expected


@pytest.mark.parametrize("effect", ["<a" + " " * 600 + "x>", "〈a" + " " * 600 + "x〉", "【a" + " " * 600 + "x】"],
                         ids=["angle", "skill", "ability"])
def test_a_bracket_with_many_blanks_is_checked_at_once(effect):
    from bounds import time_bound

    with time_bound(2):
        (card,), problems = card_of("難易度3の" + effect + "判定。")
    assert card.effect_text == "難易度3の" + effect + "判定。"   # (kept as written)
    assert problems   # (and said: no skill or ability of that name)


@pytest.mark.slow
@pytest.mark.parametrize("run", ["a" + " " * 100_000 + "x", "a" + "　" * 100_000 + "x", "散漫" + " " * 100_000,
                                 "散漫" + " " * 100_000 + "3" + " " * 100_000, "散漫/" + " " * 100_000 + "x",
                                 "散漫/x" + " " * 100_000 + "y", "a " * 50_000, "崩壊" + "1" * 100_000],
                         ids=["blanks", "ideographic", "after", "around_n", "before_target", "in_target", "words",
                              "digits"])
def test_a_condition_s_words_are_read_in_linear_time(run):
    from bounds import time_bound

    from statblock.rulesets.kyoko.language.condition_marks import as_condition

    with time_bound(1):
        as_condition(run)


@pytest.mark.slow
@pytest.mark.parametrize("effect", ["<a" + " " * 100_000 + "x>", "〈a" + " " * 100_000 + "x〉"], ids=["angle", "skill"])
def test_a_bracket_with_many_blanks_is_checked_in_linear_time(effect):
    from bounds import time_bound

    with time_bound(10):
        card_of("難易度3の" + effect + "判定。")


# ---- R1, R2: a choice when the lead-in asks to choose among the list's items; steps when it chooses a target, a die or
# a creature named outside the list (the near misses both ways, both languages) ----

@pytest.mark.parametrize(("lines", "expected"), [
    # a target, a die or a creature chosen: each item done (R1: `1つを選` anywhere was a choice)
    ("対象1つを選び、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("対象を1つ選び、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("ダイスを1つ選び、以下を行う。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("対象を1つ選択し、以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("対象のうち1つに以下を与える。\n- ［萎縮］\n- ［散漫］", [0, 0]),
    ("Choose one target. Inflict:\n- [Weakened]\n- [Distracted]", [0, 0]),
    ("Choose one die and do the following:\n- [Weakened]\n- [Distracted]", [0, 0]),
    ("Choose one adjacent creature. It suffers:\n- [Weakened]\n- [Distracted]", [0, 0]),
    ("If either of the targets is adjacent, inflict:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("If either of them is adjacent, inflict:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("If either one is adjacent, inflict:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("Either one of the targets suffers:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    ("Inflict one of these two targets:\n- [Immobilized]\n- [Distracted]", [0, 0]),
    # the list's items chosen among (R2: a word after `choose one`, `one of these` made steps)
    ("以下から1つを選び、与える。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("効果を1つ選ぶ。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("以下のうち1つを与える。\n- ［萎縮］\n- ［散漫］", [1, 2]),
    ("Choose one benefit:\n- Recover 3.\n- Gain [Focused].", [1, 2]),
    ("Choose one mode:\n- Recover 3.\n- Gain [Focused].", [1, 2]),
    ("Choose one reward:\n- Recover 3.\n- Gain [Focused].", [1, 2]),
    ("Choose one condition to inflict:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("One of these happens:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Inflict one of these two conditions:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Inflict one of these conditions:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Inflict one of these conditions on the target:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Choose one or more:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Inflict either of these two conditions:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Either one:\n- [Immobilized]\n- [Distracted]", [1, 2]),
    ("Select two:\n- [Immobilized]\n- [Distracted]\n- [Shaken]", [1, 2, 3]),
])
def test_a_choice_is_among_the_list_s_items_steps_when_a_target_is_chosen(lines, expected):
    assert marks(lines) == expected


@pytest.mark.parametrize("lines", [
    "Choose one benefit:\n- Recover 3.\n- Gain [Focused].", "以下から1つを選び、与える。\n- ［萎縮］\n- ［散漫］",
    "Choose one target. Inflict:\n- [Weakened]\n- [Distracted]", "対象を1つ選び、以下を与える。\n- ［萎縮］\n- ［散漫］",
])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_card_s_lists_read_back_the_same(tmp_path, lines, lang):
    from test_kyoko_left5 import _cards_md

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    expected = marks(lines)
    text = f"試作品（フィクションパワー）\n使用：行動\n効果：{lines}\n"
    (card,), _ = read_cards(SourceFile("c.md", _cards_md(tmp_path, text, lang)))
    assert [e.index if isinstance(e, Option) else 0 for e in card.effects
            if isinstance(e, Option) or e.text.lstrip().startswith(("- ", "・"))] == expected


@pytest.mark.slow
@pytest.mark.parametrize("run", [
    "choose one" + " " * 100_000 + "x", "choose one " + "a" * 100_000 + " target", "one of these" + " " * 100_000 + "x",
    "either of these" + " " * 100_000 + "x", "either one" + " " * 100_000, "対象を" + "1" * 100_000 + "つ選",
    "対象のうち" * 20_000, "1つ" * 50_000, "いずれか" * 25_000, "choose one " * 10_000,
], ids=["blanks_after_choose", "long_word", "blanks_after_these", "blanks_after_either", "either_one", "digits",
        "outside_ja", "counts", "either_ja", "chooses"])
def test_the_choice_words_and_what_is_chosen_are_found_in_linear_time(run):
    from bounds import time_bound

    from statblock.rulesets.kyoko.language.options import _CHOICE

    with time_bound(1):
        list(_CHOICE.finditer(run))


@pytest.mark.parametrize("lines", [
    "Choose one benefit:\n- Recover 3.\n- Gain [Focused].", "対象を1つ選び、以下を与える。\n- ［萎縮］\n- ［散漫］",
    "One of these happens:\n- [Immobilized]\n- [Distracted]", "対象のうち1つに以下を与える。\n- ［萎縮］\n- ［散漫］",
])
def test_json_written_while_the_kyleft6_reading_held_reads_back_with_no_warning(monkeypatch, lines):
    from test_kyoko_mend7 import _json_of, _read_back

    from statblock.rulesets.kyoko.language import options

    now = _json_of(lines)
    monkeypatch.setattr(options.read_options, "__defaults__", (options.CHOICE_KYLEFT6,))
    then = _json_of(lines)   # (as the kyleft6 merge wrote it)
    monkeypatch.undo()
    assert then[0]["effects"] != now[0]["effects"]
    assert _read_back(then) == [] and _read_back(now) == []
    chosen = then if any(e["type"] == "option" for e in then[0]["effects"]) else now
    next(e for e in chosen[0]["effects"] if e["type"] == "option")["index"] = 9
    assert _read_back(chosen) == ["KY034"]   # (an index edited alone is still said)


# ---- R4: a native file (`.kyoko`) is read as native whatever its first line: its `#` line is a comment ----

@pytest.mark.parametrize("title", ["# 虚構侵蝕TRPG のカード", "# Kyoko Shinshoku TRPG cards"])
@pytest.mark.parametrize("effect", ["対象に3点のダメージを与える。\\*注", "Deal 3 damage. \\*note"])
def test_a_native_file_with_the_card_file_s_title_is_read_as_native(title, effect):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    text = f"{title}\n\n掌（フィクションパワー）\n使用：行動\n効果：{effect}\n<!-- さらに10点のダメージを与える。 -->\n"
    (card,), problems = read_cards(SourceFile("hand.kyoko", text))
    assert "<!--" in card.effect_text and "\\*" in card.effect_text   # (nothing the user wrote lost)
    (as_md,), _ = read_cards(SourceFile("hand.md", text))
    assert "<!--" not in as_md.effect_text and "\\*" not in as_md.effect_text   # (a Markdown file: a comment, an escape)


# ---- the incomplete KY042: HTML's other markup, the tags missing, pairs said alike, CommonMark's text no markup ----

@pytest.mark.parametrize(("effect", "said"), [
    ("対象に4点のダメージを与える。<!-- メモ -->", [("KY042", "<!-- メモ -->")]),
    ("Deal 4 damage. <!-- note -->", [("KY042", "<!-- note -->")]),
    ("Deal 4 damage. <?php ?>", [("KY042", "<?php ?>")]),
    ("Deal 4 damage. <![CDATA[x]]>", [("KY042", "<![CDATA[x]]>")]),
    ("Deal 4 damage. Mail <a@b.c>.", [("KY042", "<a@b.c>")]),
    ("対象に4点のダメージを与える。<details><summary>注</summary></details>",
     [("KY042", "<details>"), ("KY042", "<summary>"), ("KY042", "</summary>"), ("KY042", "</details>")]),
    ("Deal 4 damage.<section><label>x</label></section><dl>y</dl><wbr>",
     [("KY042", "<section>"), ("KY042", "<label>"), ("KY042", "</label>"), ("KY042", "</section>"), ("KY042", "<dl>"),
      ("KY042", "</dl>"), ("KY042", "<wbr>")]),
    ("対象に<ruby><rb>漢</rb></ruby>を与える。<nobr>x</nobr>",
     [("KY042", "<ruby>"), ("KY042", "<rb>"), ("KY042", "</rb>"), ("KY042", "</ruby>"), ("KY042", "<nobr>"),
      ("KY042", "</nobr>")]),
    ("難易度3の< b>判定。", [("KY022", "b")]),   # (CommonMark: no tag, text)
])
def test_more_of_html_is_said_as_markup(effect, said):
    (card,), problems = card_of(effect)
    assert [(p.code, p.span.text) for p in problems if p.code in ("KY022", "KY042")] == said
    assert card.effect_text == effect   # (kept as written)


@pytest.mark.slow
@pytest.mark.parametrize("run", ["!--" + "-" * 100_000, "?" * 100_000, "a@" + "b." * 50_000 + "!", "a" * 100_000 + "@",
                                 "![CDATA[" + "]" * 100_000], ids=["comment", "instruction", "mail_dots", "mail_name", "cdata"])
def test_more_markup_is_recognised_in_linear_time(run):
    from bounds import time_bound

    from statblock.rulesets.kyoko.language.markup import _MARKUP

    with time_bound(1):
        for _ in range(5):
            _MARKUP.fullmatch(run)
