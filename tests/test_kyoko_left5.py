"""虚構侵蝕TRPG: what the last session left (kyleft5), each in Japanese and English where the notation allows: a list
under the effect judged by its own lead-in; a Markdown card file's ［状態］ reference read back as the writer wrote it;
text cards said to be print-only; `sim` plays a loss whose effect names the character its target; English
brackets on Markdown cards as written."""

from __future__ import annotations

import pytest

from statblock.rulesets.kyoko.model import Option

from test_kyoko_left4 import card_of   # (a card whose effect is these lines)


def marks(lines: str) -> list[int]:
    """The options' indexes of the card whose effect is `lines`, in order (0 for an item that is a step)."""
    (card,), problems = card_of(lines)
    assert card.effect_text == lines and not [p for p in problems if p.severity.name == "ERROR"]
    return [e.index if isinstance(e, Option) else 0 for e in card.effects
            if isinstance(e, Option) or e.text.startswith(("- ", "・"))]


# ---- 1: each list is judged by its own lead-in (was: by the words before the card's first list) ----

@pytest.mark.parametrize(("lines", "expected"), [
    # steps, then a choice (the second list was steps: the words before the first say no choice)
    ("対象に［崩壊2］を与える。\n以下をすべて行う。\n- 3点のダメージを与える。\n- ［散漫］を与える。\n"
     "以下から1つを選ぶ。\n- 対象の【ＨＰ】を3点回復する。\n- 対象の［崩壊］を解除する。", [0, 0, 1, 2]),
    ("Do all of the following:\n- Deal 3 damage.\n- Inflict [Distracted].\nThen choose one:\n- Recover 3.\n"
     "- Gain [Focused].", [0, 0, 1, 2]),
    # a choice, then steps (the second list was options 3 and 4: the words before the first said a choice)
    ("以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\nその後、以下をすべて行う。\n・［散漫］を与える。\n・2点のダメージを与える。",
     [1, 2, 0, 0]),
    ("Choose one:\n- Recover 3.\n- Gain [Focused].\nThen do all of the following:\n- Inflict [Distracted].\n"
     "- Deal 2 damage.", [1, 2, 0, 0]),
    # two choices: each list's options count from 1
    ("以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\nさらに、次のうち1つを選ぶ。\n- ［散漫］を与える。\n- 2点のダメージを与える。",
     [1, 2, 1, 2]),
    ("Choose one:\n- Recover 3.\n- Gain [Focused].\nThen choose one more:\n- Inflict [Distracted].\n"
     "- Deal 2 damage.", [1, 2, 1, 2]),
    # a list of steps under a choice made in a sentence before the list's own lead-in: its lead-in says all
    ("以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\n対象に［萎縮］を与える。\n以下をすべて行う。\n- ［散漫］を与える。\n"
     "- 2点のダメージを与える。", [1, 2, 0, 0]),
])
def test_each_list_is_judged_by_its_own_lead_in(lines, expected):
    assert marks(lines) == expected


@pytest.mark.parametrize("lines", ["以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。",
                                   "次のどちらか。\n- 対象に３点の\nダメージを与える。\n- ［集中］を得る\n以上。",
                                   "Choose one.\n* Deal 2 damage\n* Lose 1 HP.\nThen gain [Focused]."])
def test_one_list_after_a_choice_is_still_options(lines):
    assert marks(lines) == [1, 2]


# ---- 5: a bracketed game word on a Markdown card as written (`\[Decay 2\]` was read back as KY010) ----

def _cards_md(tmp_path, text: str, lang: str) -> str:
    from statblock import cli

    source = tmp_path / "c.kyoko"
    source.write_text(text, encoding="utf-8")
    out = tmp_path / f"c.{lang}.md"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", "md", "--lang", lang, "--force"]) == 0
    return out.read_text(encoding="utf-8")


def _effects(card) -> list:
    from statblock.rulesets.kyoko.serialize import to_json

    return [{k: v for k, v in e.items() if k != "span"} for e in to_json(card)["effects"] if e["type"] != "text"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("effect", "bare"), [
    ("Inflict [Decay 2] on the target. Gain [Hatred/User].", ["[Decay 2]", "[Hatred/User]"]),
    ("対象に[崩壊2]を与える。\n以下から1つを選ぶ。\n- [集中]を得る。\n- [散漫]を与える。", ["[崩壊2]", "- [集中]", "- [散漫]"]),
])
def test_bracketed_words_on_a_markdown_card_are_printed_bare_and_read_back(tmp_path, lang, effect, bare):
    from markdown_it import MarkdownIt

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    text = f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n"
    written = _cards_md(tmp_path, text, lang)
    assert all(word in written for word in bare) and "\\[" not in written.split("\n## ")[1]
    html = MarkdownIt("commonmark").render(written)
    assert all(word.lstrip("- ") in html for word in bare) and "<a " not in html   # (rendered as written, no link)
    (card, *_), problems = read_cards(SourceFile("c.md", written))
    (original,), _ = read_cards(SourceFile("c.kyoko", text))
    assert not [p for p in problems if p.code == "KY010"]
    assert (card.effect_text, _effects(card)) == (original.effect_text, _effects(original))


@pytest.mark.parametrize("effect", ["See [the rules](http://x) and [Decay 2][ref].", "[ref]: http://x", "[x] done"])
def test_brackets_markdown_would_make_a_link_of_stay_escaped(tmp_path, effect):
    from markdown_it import MarkdownIt

    written = _cards_md(tmp_path, f"試作品（フィクションパワー）\n使用：行動\n効果：{effect}\n", "en")
    html = MarkdownIt("commonmark").render(written)
    assert "<a " not in html and "[" in html and "\\[" in written


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["[", "[a", "]", "[a]", "[a](", "[ ]", "a" * 7 + "[", "[\n"])
def test_bracket_pairs_are_found_in_linear_time(unit):
    from bounds import cpu_seconds

    from statblock.render.env import markdown_escape

    short, long = unit * (10_000 // len(unit)), unit * (100_000 // len(unit))
    assert len(markdown_escape(long, brackets=True)) >= len(long)
    assert cpu_seconds(lambda: markdown_escape(long, brackets=True), 2) < \
        15 * cpu_seconds(lambda: markdown_escape(short, brackets=True), 2) + 0.3
    text = "Inflict " + "a" * 100_000 + "]"   # (one bracket run that never closes: each character looked at once)
    assert cpu_seconds(lambda: markdown_escape("[" + text, brackets=True)) < 0.5


# ---- 1 (slow): many lists, each with its lead-in, in linear time ----

@pytest.mark.slow
def test_many_lists_are_judged_in_linear_time():
    from bounds import cpu_seconds

    block = "以下から1つを選ぶ。\n- 3点回復する。\n- ［集中］を得る。\nその後、以下をすべて行う。\n- ［散漫］を与える。\n- 2点のダメージ。"
    short, long = "\n".join([block] * 100), "\n".join([block] * 1000)
    assert marks(short).count(1) == 100
    assert cpu_seconds(lambda: card_of(long)) < 15 * cpu_seconds(lambda: card_of(short)) + 0.5


# ---- 2: the ［状態］ reference a Markdown card file holds is the writer's, no card (was KY001 and KY036 at each) ----

CARDS = ("試作品（フィクションパワー）\n使用：行動\n対象：単体\n効果：対象に［崩壊2］を与える。\n\n"
         "Smoke Charm (item)\nUse: Action\nTarget: self\nEffect: Gain [Hidden].\n")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_reference_of_a_markdown_card_file_reads_back_as_no_card(tmp_path, lang):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    written = _cards_md(tmp_path, CARDS, lang)
    assert ("## ［状態］一覧" if lang == "ja" else "## Conditions") in written
    cards, problems = read_cards(SourceFile("c.md", written))
    originals, _ = read_cards(SourceFile("c.kyoko", CARDS))
    assert problems == []
    assert [(c.name, c.use, c.effect_text, _effects(c)) for c in cards] == \
        [(c.name, c.use, c.effect_text, _effects(c)) for c in originals]


@pytest.mark.parametrize(("lang", "old", "new", "label"), [
    ("ja", "- 効果：【ＨＰ】が0以下のとき。", "- 効果：【ＨＰ】が1以下のとき。", "効果"),
    ("en", "- Ends: Only by a special effect.", "- Ends: Never.", "Ends"),
])
def test_an_edited_line_of_the_reference_is_said(tmp_path, lang, old, new, label):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    written = _cards_md(tmp_path, CARDS, lang)
    assert old in written
    edited = written.replace(old, new)
    cards, problems = read_cards(SourceFile("c.md", edited))
    assert len(cards) == 2 and [p.code for p in problems] == ["KY040"]
    (said,) = problems
    assert said.span.text.startswith(new) and label in said.text("en") and label in said.text("ja")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_after_the_reference_is_read_and_a_line_of_another_shape_ends_it(tmp_path, lang):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    written = _cards_md(tmp_path, CARDS, lang)
    more = "\n## 追加の札（所持品）\n- 使用：行動\n- 効果：3点のダメージを与える。\n"
    cards, problems = read_cards(SourceFile("c.md", written + more))
    assert problems == [] and [c.name for c in cards][-1] == "追加の札" and len(cards) == 3
    stray = "\n### ［瀕死］\n\n- Note: x\n" if lang == "en" else "\n### ［瀕死］\n\n- 備考：x\n"
    cards, problems = read_cards(SourceFile("c.md", written + stray))
    assert len(cards) == 3 and problems and all(p.code in ("KY001", "KY036") for p in problems)   # (said, as before)


def test_the_reference_heading_elsewhere_is_a_comment_as_before():
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    text = "## Conditions\n\n試作品（フィクションパワー）\n使用：行動\n効果：3点回復。\n"
    cards, problems = read_cards(SourceFile("c.kyoko", text))
    assert [c.name for c in cards] == ["試作品"] and problems == []


# ---- 3: text (and HTML) cards are for print only, said so with what to do (were a heap of KY001, KY003, KY036 …) ----

@pytest.mark.parametrize("fmt", ["txt", "html"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_text_and_html_cards_are_said_to_be_print_only(tmp_path, lang, fmt, capsys):
    from statblock import cli

    source = tmp_path / "c.kyoko"
    source.write_text(CARDS, encoding="utf-8")
    out = tmp_path / f"c.{fmt}"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", fmt, "--lang", lang, "--force"]) == 0
    capsys.readouterr()
    for name in (out.name, "again.kyoko"):   # (by `--ruleset kyoko`, or saved under the native suffix)
        path = out if name == out.name else out.rename(tmp_path / name)
        assert cli.main(["--lang", lang, "check", "--ruleset", "kyoko", "--format", "json", str(path)]) == 1
        report = __import__("json").loads(capsys.readouterr().out)
        assert [(d["code"], d["line"], d["column"]) for d in report["diagnostics"]] == [("KY041", 1, 1)]
        assert "--format md" in report["diagnostics"][0]["suggestion"]


# ---- 4: `sim` plays a loss on whom its effect names: `who = "target"`, another's effect (a card's `who: target`) ----

from test_kyoko_sim import HEAD, diagnostics_of, events, ids, play   # noqa: E402  (the simulator's own helpers)


@pytest.mark.parametrize(("who", "kind"), [('who = "target"', "loss"), ('"誰" = "対象"', "HP減少"), ('who = "対象"', "自傷")])
def test_a_loss_another_effect_makes_is_no_voluntary_loss(who, kind):
    """Seed 004's rule (a voluntary loss may not bring 【ＨＰ】 to 0) is the character's own loss's: a loss the effect
    names its target for (`対象に【ＨＰ】を2点失わせる`) brings 【ＨＰ】 to 0 and ［瀕死］. Before, `who` was an unknown key
    (KY202) and every loss was refused as the character's own."""
    steps, stop, _ = play(events(f'kind = "{kind}"\namount = 10\n{who}', 'kind = "loss"\namount = 1\nwho = "target"'))
    assert stop is None and [s.state["hp"] for s in steps] == [0, -1]
    assert "瀕死" in ids(steps[0].state) and not steps[0].notes
    own, _, _ = play(events(f'kind = "{kind}"\namount = 10', f'kind = "{kind}"\namount = 10\nwho = "self"'))
    assert [s.state["hp"] for s in own] == [10, 10] and all("cannot" in str(s.notes[0]) for s in own)


def test_a_loss_another_effect_makes_is_not_the_fainted_characters_act():
    """［気絶］ forbids the character's own acts, and the seed does not say of a loss of its own (`fainted_acts`, asked):
    a loss another's effect makes is no act of the character's, so nothing is asked."""
    faint = 'kind = "gain"\ncondition = "気絶"'
    steps, stop, _ = play(events(faint, 'kind = "loss"\namount = 2\nwho = "target"'))
    assert stop is None and steps[-1].state["hp"] == 8
    _, stop, _ = play(events(faint, 'kind = "loss"\namount = 2'))
    assert stop is not None and stop.code == "KY209"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_loss_another_effect_makes_never_goes_to_armor_and_says_why(lang):
    found, said = diagnostics_of(HEAD + events('kind = "loss"\namount = 2\nwho = "target"\narmor = true'))
    assert found == [("KY211", 13, 1)]
    assert "ダメージを受けるとき" in said[0].text(lang)
    found, said = diagnostics_of(HEAD + events('kind = "loss"\namount = 2\nwho = "targte"'))
    assert [code for code, _, _ in found] == ["KY208"] and "target" in said[0].text(lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_report_says_whose_loss_it_is(lang):
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.sim import read_scenario, report_json, report_text, run_scenario

    scenario, _ = read_scenario(SourceFile("s.toml", HEAD + events('kind = "loss"\namount = 2\nwho = "target"')))
    steps, stop = run_scenario(scenario)
    text = report_text(scenario, steps, stop, lang)
    assert ("another's effect" if lang == "en" else "他者の効果") in text
    assert report_json(scenario, steps, None, [], lang)["steps"][0]["event"]["who"] == "target"


def test_a_file_of_the_users_that_opens_with_a_rule_is_read_as_before():
    text = "═" * 30 + "\n\n試作品（所持品）\n使用：行動\n効果：3点回復。\n"
    result = run_text("deco.kyoko", text)
    assert [c.name for c in result.abilities][-1] == "試作品"   # (its rule said as before, KY001: no card's name)
    assert [d.code for d in result.diagnostics] == ["KY001"]


def run_text(name: str, text: str):
    from statblock.pipeline import read_text

    return read_text(name, text)


@pytest.mark.slow
@pytest.mark.parametrize("unit", ["\n═", "\n" + "═" * 30 + "\n", "═", "\n" + "═" * 30 + "\nConditions\n"])
def test_text_cards_are_told_in_linear_time(unit):
    from bounds import cpu_seconds

    head = "═" * 72 + "\n"
    short, long = head + unit * (10_000 // len(unit)), head + unit * (100_000 // len(unit))
    assert "KY041" not in [d.code for d in run_text("c.kyoko", long).diagnostics]
    assert cpu_seconds(lambda: run_text("c.kyoko", long), 2) < 15 * cpu_seconds(lambda: run_text("c.kyoko", short), 2) + 0.5


@pytest.mark.slow
@pytest.mark.parametrize("run", ["\\*", " ", "#", "- ", "\\"])
def test_the_reference_is_read_in_linear_time(run):
    from bounds import cpu_seconds

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.kyoko.language import read_cards

    def text(n: int) -> str:   # (a long line in each place of the section: its heading, an entry's, a does line)
        words = run * (n // len(run))
        return (f"## Conditions\n\n### [Dying]\n\n- Does: {words}\n\n### [Dying] {words}\n\n- Ends: x\n\n"
                f"## Conditions {words}\n")

    short, long = text(10_000), text(100_000)
    _, problems = read_cards(SourceFile("c.md", long))
    assert "KY040" in [p.code for p in problems]
    assert cpu_seconds(lambda: read_cards(SourceFile("c.md", long)), 2) < \
        15 * cpu_seconds(lambda: read_cards(SourceFile("c.md", short)), 2) + 0.5
