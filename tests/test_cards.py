"""Cards: the seeds' heroes' numbers in every format and language, escaping, fitting, the command."""

from __future__ import annotations

import re

import attrs
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from statblock import cli
from statblock.pipeline import read_text, run
from statblock.rulesets.draw_steel.render import render_cards, render_text
from statblock.rulesets.draw_steel.render.cards import deck
from statblock.rulesets.draw_steel.render.clauses import clause_text
from statblock.render.env import environment, markdown_escape
from statblock.render import metrics
from statblock.rulesets.draw_steel.render.fit import CARD_SIZES, STEPS, STYLE as _DS_STYLE, fit_card
from statblock.render.fonts import FaceMetrics, typeset
from statblock.render.metrics import fill, line_count
from statblock.render.sheets import PAGE_SIZES, grid
from statblock.rulesets.draw_steel.render.views import card_labels, card_view
from statblock.rulesets.draw_steel.runtime import effects as fx
from statblock.rulesets.draw_steel.runtime.compiled import CompiledAbility
from statblock.rulesets.draw_steel.runtime.hero import load_hero

from bounds import time_bound
from cards_text import compact, html_cards, html_text, markdown_text, visible_text
from conftest import ROOT, examples

SEEDS = str(ROOT / "abilities" / "seeds.ability")
SEEDS_JA = str(ROOT / "abilities" / "seeds.ja.ability")
FURY = ROOT / "abilities" / "heroes" / "korva-fury.toml"
CONDUIT = ROOT / "abilities" / "heroes" / "conduit.toml"
FORMATS = ["html", "pdf", "md", "txt"]


CARDS = "statblock.rulesets.draw_steel.render"  # the package of the card templates


def _seed(name: str, path: str = SEEDS):
    return [a for a in run([path]).abilities if a.name == name]


def _shown(fmt: str, abilities, **options) -> str:
    return compact(visible_text(fmt, render_cards(abilities, fmt, **options)))


# ---- the seeds' worked examples, in every format ---------------------------------------------------

HERO_CASES = [
    pytest.param("Brutal Slam", SEEDS, FURY, "en",
                 ["5 damage; push 1", "8 damage; push 2", "11 damage; push 4", "Korva", "2d10 + 2"], id="fury"),
    pytest.param("Judgment's Hammer", SEEDS, CONDUIT, "en",
                 ["5 holy damage; A < 0, prone", "8 holy damage; A < 1, prone",
                  "11 holy damage; A < 2, prone and can't stand (save ends)", "Conduit"], id="conduit"),
    pytest.param("裁きの槌", SEEDS_JA, CONDUIT, "ja",
                 ["5 聖なるダメージ; A < 0、伏せ", "8 聖なるダメージ; A < 1、伏せ",
                  "11 聖なるダメージ; A < 2、伏せ、および立ち上がれない (セーヴ終了)", "パワーロール + 判断力"],
                 id="conduit-ja"),
    pytest.param("Judgment's Hammer", SEEDS, CONDUIT, "ja",
                 ["5 聖なるダメージ; A < 0、伏せ", "遠距離 10", "1体のクリーチャーまたは物体", "3 信心"],
                 id="conduit-english-source-ja-card"),
]


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name, path, hero, lang, expected", HERO_CASES)
def test_hero_numbers_are_worked_out_in_every_format(fmt, name, path, hero, lang, expected):
    shown = _shown(fmt, _seed(name, path), hero=load_hero(hero), lang=lang)
    for text in expected:
        assert compact(text) in shown, f"{text!r} missing from the {fmt} card"


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS)
def test_without_a_hero_the_notation_is_printed_as_written(fmt):
    shown = _shown(fmt, run([SEEDS]).abilities)
    for text in ["3 + M damage; push 1", "9 + M damage; push 4", "3 + I holy damage; A < WEAK, prone",
                 "A < STRONG, prone and can't stand (save ends)", "Power Roll + Might", "Signature", "3 Piety"]:
        assert compact(text) in shown
    assert compact("2d10") not in shown


def test_kit_damage_goes_on_the_first_damage_of_each_tier(write):
    hero = write("kitted.toml", 'name = "Vex"\n[characteristics]\nmight = 2\nagility = 1\nreason = 0\n'
                 'intuition = 0\npresence = 0\n[kit]\nname = "Panther"\nmelee_damage = [2, 2, 4]\n')
    shown = _shown("txt", _seed("Brutal Slam"), hero=load_hero(hero))
    for text in ["7 damage; push 1", "10 damage; push 2", "15 damage; push 4", "Vex · Panther"]:
        assert compact(text) in shown


# ---- clause text from effects ----------------------------------------------------------------------

CLAUSES = [
    ((fx.Damage(3, ("might",)),), "en", "3 + M damage"),
    ((fx.Damage(7, ("might", "agility")),), "en", "7 + M or A damage"),
    ((fx.Damage(8, ("might", "reason", "intuition", "presence"), "holy"),), "en", "8 + M, R, I, or P holy damage"),
    ((fx.Damage(8, ("might", "reason", "intuition", "presence"), "holy"),), "ja", "8 + M、R、I、または P 聖なるダメージ"),
    ((fx.Damage(7), fx.Damage(3, (), "psychic")), "en", "7 damage, 3 psychic damage"),
    ((fx.ForcedMove("push", 2, True),), "en", "vertical push 2"),
    ((fx.ForcedMove("push", 2, True),), "ja", "垂直 プッシュ 2"),
    ((fx.ApplyCondition("restrained", fx.SAVE_ENDS), fx.ApplyCondition("bleeding", fx.SAVE_ENDS)), "en",
     "restrained and bleeding (save ends)"),
    # (a list shares its last duration: a slowed that lasts no while ends its sentence before the weakened's)
    ((fx.ApplyCondition("slowed"), fx.ApplyCondition("weakened", fx.SAVE_ENDS)), "en", "slowed. Weakened (save ends)"),
    ((fx.ApplyCondition("slowed"), fx.ApplyCondition("weakened", fx.SAVE_ENDS)), "ja", "減速。衰弱 (セーヴ終了)"),
    ((fx.ApplyCondition("bleeding", fx.END_OF_ENCOUNTER),), "en", "bleeding until the end of the encounter"),
    ((fx.ApplyCondition("slowed", fx.END_OF_TURN),), "ja", "減速 (EoT)"),  # seed 000: 「(EoT)」と略記
    # (said of the target: a bare `burning` is SB111)
    ((fx.ApplyCondition("burning", fx.SAVE_ENDS, (), True),), "en", "the target is burning (save ends)"),
    ((fx.PotencyGate("might", None, 2, (fx.ApplyCondition("slowed", fx.SAVE_ENDS),)),), "en", "M < 2 slowed (save ends)"),
    ((fx.PotencyGate("agility", "weak", None, (fx.ApplyCondition("prone"),)),), "en", "A < WEAK, prone"),
    ((fx.PotencyGate("agility", "weak", 0, (fx.ApplyCondition("prone"),)),), "ja", "A < 0、伏せ"),
    ((fx.Choice(((fx.ApplyCondition("grabbed"),), (fx.ApplyCondition("prone"),))),), "en", "grabbed or prone"),
    ((fx.Choice(((fx.ApplyCondition("grabbed"),), (fx.ApplyCondition("prone"),))),), "ja", "つかまれ、または伏せ"),
    ((fx.NoEffect("No effect."),), "ja", "効果なし"),
    ((fx.Text("the wraith howls at the moon"),), "ja", "the wraith howls at the moon"),
]


@pytest.mark.parametrize("effects, lang, expected", CLAUSES, ids=[c[2] for c in CLAUSES])
def test_clause_text(effects, lang, expected):
    assert clause_text(effects, lang) == expected


# A bound potency (`A < 0` from WEAK) and `No effect` (its words are kept) read back differently.
READ_BACK = [c for c in CLAUSES if not isinstance(c[0][0], fx.NoEffect)
             and not (isinstance(c[0][0], fx.PotencyGate) and c[0][0].strength and c[0][0].value is not None)]


@pytest.mark.parametrize("effects, lang, expected", READ_BACK, ids=[c[2] for c in READ_BACK])
def test_clause_text_reads_back_to_the_same_effects(effects, lang, expected):
    head = "パワーロール + 筋力:" if lang == "ja" else "Power Roll + Might:"
    result = read_text("x.ability", f"X\n{head}\n≤11: {expected}\n12-16: {expected}\n17+: {expected}\n")
    assert result.abilities[0].power_roll.tiers[0].effects == effects


# ---- ability text is data, never markup ------------------------------------------------------------

HOSTILE = """Sneaky <b>Bold</b> & Co (Signature)
*<script>alert("flavor")</script> [[link]] $x$ %%hidden%% ==mark== | pipe*
Melee, Strike | Main action
📏 Melee 1 | 🎯 One creature
Power Roll + Might:
≤11: 3 damage; <img src=x onerror=alert(1)>
12-16: 5 damage
17+: 7 damage
Effect: Ends with \x1b[31mred\x1b[0m text and a <script>second</script> one.
"""


@pytest.fixture
def hostile():
    return read_text("hostile.ability", HOSTILE).abilities


def test_html_escapes_ability_text(hostile):
    page = render_cards(hostile, "html").decode()
    assert "<script" not in page and "<img" not in page and "<b>Bold" not in page
    assert "&lt;script&gt;alert(&#34;flavor&#34;)&lt;/script&gt;" in page
    card = compact(html_cards(page)[0])
    assert compact('<script>alert("flavor")</script>') in card
    assert compact("<img src=x onerror=alert(1)>") in card
    assert "\x1b" not in page


@pytest.mark.slow
def test_pdf_shows_markup_as_text(hostile):
    shown = _shown("pdf", hostile)
    assert compact('<script>alert("flavor")</script>') in shown
    assert compact("<img src=x onerror=alert(1)>") in shown
    assert compact("Sneaky <b>Bold</b> & Co") in shown


def test_markdown_shows_markup_as_text(hostile):
    markdown = render_cards(hostile, "md").decode()
    rendered = MarkdownIt("commonmark").enable("table").render(markdown)  # raw HTML allowed, as Obsidian
    assert "<script" not in rendered and "<img" not in rendered and "<b>" not in rendered
    shown = compact(markdown_text(markdown))
    for text in ['<script>alert("flavor")</script>', "[[link]] $x$ %%hidden%% ==mark== | pipe",
                 "<img src=x onerror=alert(1)>", "Sneaky <b>Bold</b> & Co"]:
        assert compact(text) in shown


def test_text_drops_terminal_escapes(hostile):
    text = render_cards(hostile, "txt").decode()
    assert "\x1b" not in text
    assert "[31mred[0m" in text  # what remains is visible, not interpreted


@pytest.mark.parametrize("text", ["plain", "a*b*c", "<x>", "- item", "1. one", "# head", "a|b", "\\", "`code`"])
def test_markdown_escape_renders_as_the_same_characters(text):
    assert markdown_text(markdown_escape(text)).strip() == text


def test_environment_is_strict_and_escapes_html_only():
    html, md = environment("html", CARDS), environment("md", CARDS)
    assert html.autoescape is True and md.autoescape is False
    with pytest.raises(Exception, match="undefined"):
        html.from_string("{{ missing.attribute }}").render()


# ---- fitting, continuation cards, pages --------------------------------------------------------------


def _long_ability(paragraphs: int) -> CompiledAbility:
    sentence = "When a creature judged by you within 10 squares makes a power roll, it takes a bane. "
    text = "\n".join(sentence * 4 for _ in range(paragraphs))
    result = read_text("long.ability", f"Endless Edict (3 Wrath)\nMagic | Maneuver\n📏 Ranged 10 | 🎯 One enemy\n"
                                       f"Effect: {text}\n")
    return result.abilities[0]


@pytest.mark.parametrize("size", list(CARD_SIZES))
def test_a_long_ability_continues_on_more_cards_and_loses_nothing(size):
    ability = _long_ability(14)
    parts = fit_card(card_view(ability), CARD_SIZES[size], card_labels("en"))
    assert len(parts) > 1
    assert [(p.part, p.parts) for p in parts] == [(i + 1, len(parts)) for i in range(len(parts))]
    assert all(p.fit == len(STEPS) - 1 for p in parts)
    assert parts[0].sections[0].label == "Effect" and all(p.sections[0].label is None for p in parts[1:])
    words = " ".join(par for p in parts for s in p.sections for par in s.paragraphs).split()
    assert words == " ".join(ability.sections[0].text.split("\n")).split()


@pytest.mark.parametrize("fmt, continued", [("html", True), ("md", False)])
def test_the_count_of_cards_written_includes_continuation_cards(tmp_path, capsys, fmt, continued):
    sentence = "When a creature judged by you within 10 squares makes a power roll, it takes a bane. "
    source = tmp_path / "long.ability"
    source.write_text("Endless Edict (3 Wrath)\nMagic | Maneuver\n📏 Ranged 10 | 🎯 One enemy\n"
                      f"Effect: {chr(10).join(sentence * 4 for _ in range(14))}\n\n"
                      "Short\nPower Roll + Might:\n≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\n", encoding="utf-8")
    out = tmp_path / f"deck.{fmt}"
    assert cli.main(["cards", str(source), "-o", str(out), "-q"]) == 0
    written = re.search(r"wrote (\d+) cards?", capsys.readouterr().err)
    parts = len(fit_card(card_view(_long_ability(14)), CARD_SIZES["poker"], card_labels("en")))
    assert parts > 1
    assert int(written.group(1)) == (parts + 1 if continued else 2)
    if continued:  # the number said is the number of cards in the file
        assert out.read_text(encoding="utf-8").count('class="card-body"') == parts + 1


def test_short_abilities_get_the_largest_type():
    views = [card_view(a) for a in run([SEEDS]).abilities]
    for view in views:
        assert fit_card(view, CARD_SIZES["poker"], card_labels("en"))[0].fit == CARD_SIZES["poker"].largest_step


@pytest.mark.parametrize("page, size, expected", [
    ("a4", "poker", (3, 3)), ("letter", "poker", (3, 3)), ("a4", "tarot", (2, 2)), ("letter", "index", (2, 2)),
])
def test_cards_per_page(page, size, expected):
    assert grid(PAGE_SIZES[page], CARD_SIZES[size]) == expected


@pytest.mark.parametrize("page", list(PAGE_SIZES))
@pytest.mark.parametrize("size", list(CARD_SIZES))
def test_cards_and_crop_marks_stay_on_the_page(page, size):
    laid = deck(run([SEEDS]).abilities * 6, page=page, size=size)
    paper = PAGE_SIZES[page]
    for sheet in laid.sheets:
        for placed in sheet.cards:
            assert 0 < placed.x and placed.x + laid.size.width < paper.width
            assert 0 < placed.y and placed.y + laid.size.height < paper.height
        for mark in sheet.marks:
            assert 0 <= mark.x and mark.x + mark.width <= paper.width
            assert 0 <= mark.y and mark.y + mark.height <= paper.height


def _css_mm(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".") + "mm"


@pytest.mark.parametrize("page, size", [("a4", "poker"), ("letter", "tarot"), ("a4", "index")])
def test_cards_and_marks_name_their_place_which_the_stylesheet_gives_once(page, size):
    """No card or crop mark carries a `style` of its own (WeasyPrint shares the computed styles of
    elements only where their parents' are the same: a card placed by its own `style` gave every element
    in it a style of its own, a seventh of a print's time): each names its place on the sheet, and the
    stylesheet puts the place where `render.sheets` placed the card or mark."""
    abilities = run([SEEDS]).abilities * 6
    laid = deck(abilities, page=page, size=size)
    html = render_text(abilities, "html", page=page, size=size)
    assert " style=" not in html
    rules = dict(re.findall(r"\.((?:slot|crop)-\d+) \{ ([^}]*) \}", html))
    placed = [card for sheet in laid.sheets for card in sheet.cards]
    named = re.findall(r'<article class="card fit-\d+ (slot-\d+)"', html)
    assert len(named) == len(placed) > len(laid.sheets) > 1
    for name, card in zip(named, placed):
        assert rules[name] == f"left: {_css_mm(card.x)}; top: {_css_mm(card.y)};"
    marks = re.findall(r'<i class="crop (crop-\d+)"></i>', html)
    assert len(marks) == sum(len(sheet.marks) for sheet in laid.sheets)
    for name, mark in zip(marks, [mark for sheet in laid.sheets for mark in sheet.marks]):
        assert rules[name] == (f"left: {_css_mm(mark.x)}; top: {_css_mm(mark.y)}; "
                               f"width: {_css_mm(mark.width)}; height: {_css_mm(mark.height)};")


def test_print_css_sets_the_page_and_card_size():
    page = render_text(run([SEEDS]).abilities, "html", page="letter", size="tarot")
    assert "@page { size: letter; margin: 0; }" in page
    assert "width: 70mm; height: 120mm;" in page


# ---- the command -------------------------------------------------------------------------------------


@pytest.mark.slow
# (a Markdown card opens with the mark that says it is an ability's card, above its heading: md_cards.py)
@pytest.mark.parametrize("suffix, marker", [(".html", b"<!DOCTYPE html>"), (".pdf", b"%PDF-"),
                                             (".md", b"<!-- statblock: ability card -->\n### Brutal Slam"),
                                             (".txt", "═".encode())])
def test_cards_command_picks_the_format_from_the_suffix(tmp_path, suffix, marker):
    out = tmp_path / f"cards{suffix}"
    assert cli.main(["cards", SEEDS, "--hero", str(FURY), "-o", str(out)]) == 0
    assert out.read_bytes().lstrip().startswith(marker)


def test_cards_command_to_standard_output(capsysbinary):
    assert cli.main(["cards", SEEDS_JA, "--hero", str(CONDUIT), "--lang", "ja", "--format", "txt", "-o", "-"]) == 0
    out = capsysbinary.readouterr().out.decode()
    assert "5 聖なるダメージ; A < 0、伏せ" in out


@pytest.mark.parametrize("argv, code, message", [
    (["cards", "no/such/place", "-o", "{out}"], 2, "no such file"),
    (["cards", SEEDS, "--hero", "no-such-hero.toml", "-o", "{out}"], 2, "cannot read the file"),
    (["cards", SEEDS, "--hero", SEEDS, "-o", "{out}"], 2, "not valid TOML"),
    (["cards", SEEDS, "-o", SEEDS + "/under-a-file/cards.html"], 2, "cannot write"),
    (["cards", SEEDS, "--size", "huge", "-o", "{out}"], 2, "invalid choice"),
])
def test_cards_command_bad_input(tmp_path, capsys, argv, code, message):
    argv = [a.replace("{out}", str(tmp_path / "cards.html")) for a in argv]
    try:
        assert cli.main(argv) == code
    except SystemExit as exit:  # argparse
        assert exit.code == code
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_cards_command_errors_in_the_input_exit_1_but_still_print(tmp_path, write):
    path = write("typo.ability", "Hammer\nPower Roll + Might:\n≤11: 3 damage; proen\n12-16: 5 damage\n17+: 7 damage\n")
    out = tmp_path / "cards.txt"
    assert cli.main(["cards", path, "-o", str(out)]) == 1
    assert "Hammer" in out.read_text()


def test_japanese_terms_are_kept_whole_in_html_and_pdf():
    """WeasyPrint ignores `word-break: keep-all`, so each Japanese run is a no-wrap span."""
    from statblock.render.env import environment

    clause = environment("html", CARDS).filters["clause"]
    html = str(clause("11 聖なるダメージ; A < 2、伏せ、および立ち上がれない (セーヴ終了)"))
    for term in ("聖なるダメージ", "伏せ、", "および立ち上がれない", "セーヴ終了"):
        assert f'<span class="nowrap">{term}</span>' in html
    assert '<span class="nowrap">A &lt; 2、</span>' in html
    assert str(clause("3 + M damage; push 1")) == "3 + M damage; push 1"


def test_a_japanese_cost_breaks_only_between_its_words_and_the_fit_counts_it_so():
    """`ヴィラン・アクション 2` beside a long name: the corner breaks at its space or after `・`, never
    inside `アクション` (printed `ヴィラン・アクショ` / `ン 2` before); the fitting counts its lines so."""
    text = ("押し潰す波 (ヴィラン・アクション 2)\n領域、魔法 | ヴィラン・アクション 2\n"
            "📏 2 キューブ 以内 10 | 🎯 領域内の各クリーチャー\n効果: ターゲットは伏せ状態になる。\n")
    abilities = read_text("a.ability", text).abilities
    page = render_cards(abilities, "html", lang="ja").decode()
    assert ('<span class="cost"><span class="nowrap">ヴィラン・</span><wbr><span class="nowrap">アクション</span> 2'
            '</span>') in page
    from statblock.render.fitting import Measure

    corner, share = "ヴィラン・アクション 2", 0.15  # a corner where breaking anywhere takes fewer lines
    measure = Measure(CARD_SIZES["poker"], len(STEPS) - 1, typeset("ja"), {**_DS_STYLE, "cost_max": share})
    kept = measure.lines(corner, "cost", "sans_bold", width=share * measure.width, keep_all=True)
    anywhere = measure.lines(corner, "cost", "sans_bold", width=share * measure.width)
    assert kept > anywhere
    assert measure.head_height("名", corner) == pytest.approx(kept + _DS_STYLE["head_after"])


# ---- fitting on hostile text: it ends, in time linear in the text ---------------------------------------




@pytest.mark.parametrize("width", [-40.0, -0.5, 0.0, 0.01])
def test_a_box_narrower_than_a_character_holds_one_character_a_line(width):
    """The fuzzer's endless loop: a name beside a very long cost got a negative width."""
    face = typeset("en")["sans"]
    with time_bound(5):
        assert line_count("Hammer of Judgment", width, face) == len("HammerofJudgment")
        assert line_count("裁きの槌", width, face, keep_all=True) == 4


def test_a_very_long_cost_leaves_the_name_room():
    view = attrs.evolve(card_view(_seed("Brutal Slam")[0]), cost="9" * 3000 + " Wrath")
    with time_bound(10):
        parts = fit_card(view, CARD_SIZES["poker"], card_labels("en"))
    assert parts and parts[0].cost == view.cost
    page = render_text(_seed("Brutal Slam"), "html")
    assert "max-width: 45.0%" in page and ".cost {" in page  # the stylesheet wraps a cost wider than that


def _measured_characters(monkeypatch) -> list[int]:
    """Counts every character whose width fitting adds up (in `FaceMetrics.text_width`)."""
    seen = [0]
    measure = FaceMetrics.text_width

    def counting(self, text):
        seen[0] += len(text)
        return measure(self, text)

    monkeypatch.setattr(FaceMetrics, "text_width", counting)
    return seen


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
def test_many_short_words_are_fitted_in_linear_time(monkeypatch):
    """The fuzzer's slow cards: a paragraph of thousands of one-letter words was measured again from
    its start for every word it was cut after (quadratic)."""
    seen = _measured_characters(monkeypatch)
    work = []
    for words in (2000, 8000):
        text = "Wide\nMain action\n📏 Melee 1 | 🎯 One creature\nEffect: " + " ".join(["a"] * words) + "\n"
        abilities = read_text("wide.ability", text).abilities
        seen[0] = 0
        with time_bound(30):
            page = render_text(abilities, "html")
        work.append(seen[0])
        assert html_text(page).split().count("a") == words  # every word is on a card
    assert work[1] < 6 * work[0], work  # 4 times the words: about 4 times the work (quadratic: 16)


@pytest.mark.slow  # three words of 600,000 to a million characters: seconds of CPU time
def test_line_breaks_are_found_in_time_linear_in_a_word():
    """One word of a million characters (Latin with hyphens, or Japanese) is cut into its pieces by
    slicing, not by growing a string a character at a time."""
    face = typeset("ja")["sans"]
    words = (("ab-" * 300_000, False), ("裁きの槌、" * 200_000, True), ("裁きの槌a" * 200_000, False))
    for word, keep_all in words:
        with time_bound(20):
            pieces = metrics._pieces(word, keep_all)
            lines = line_count(word, 20.0, face, keep_all=keep_all)
        assert "".join(p for p, _ in pieces) == word and lines > 1000


@pytest.mark.parametrize("text, keep_all, expected", [
    ("push 1", False, [("push", True), ("1", True)]),
    ("vertical-push 2", False, [("vertical-", False), ("push", True), ("2", True)]),
    ("-5 damage", False, [("-5", True), ("damage", True)]),
    ("M < WEAK, prone", False, [("M < WEAK,", True), ("prone", True)]),
    ("裁きの槌", False, [("裁", False), ("き", False), ("の", False), ("槌", True)]),
    ("伏せ、および", False, [("伏", False), ("せ、", False), ("お", False), ("よ", False), ("び", True)]),
    ("伏せ、および", True, [("伏せ、", False), ("および", True)]),
    ("あ" * 30, True, [("あ" * 12, False), ("あ" * 12, False), ("あ" * 6, True)]),
    ("3d聖なる", False, [("3d", False), ("聖", False), ("な", False), ("る", True)]),
])
def test_break_opportunities(text, keep_all, expected):
    assert metrics._pieces(text, keep_all) == expected


def test_no_run_kept_on_one_line_is_wider_than_a_card():
    """Japanese runs and potencies are kept whole in no-wrap spans, but never longer than a line:
    a no-wrap span wider than the card would be cut at its edge."""
    clause = environment("html", CARDS).filters["clause"]
    html = str(clause("ターゲット" * 8 + "、伏せ; A < " + "W" * 60))
    kept = re.findall(r'<span class="nowrap">([^<]*)</span>', html)
    assert kept and all(len(k.rstrip("、。")) <= metrics.KEPT_WHOLE for k in kept)
    # a break between two runs side by side, even under `word-break: keep-all` (five Japanese cards of the
    # corpus stuck out of their box by up to 37 px: `ターゲットは次のパワーロールに倍不利を受ける` unbroken)
    assert '</span><span class="nowrap">' not in html and '</span><wbr><span class="nowrap">' in html
    assert not any("W" * 30 in k for k in kept)


_WORDS = st.text(st.sampled_from("ab-/ 裁きの、。A<W"), max_size=40)


@settings(max_examples=examples(200), deadline=None, derandomize=True)
@given(text=_WORDS, width=st.floats(-10, 30), keep_all=st.booleans())
# a potency wider than the box: its spaces hang, they start no line (were a line each: 5 for `A < W`);
# a `<` glued to the word after it is no potency (`< <き` was one piece `< < き`, 5 lines)
@example(text="A < W", width=0.0, keep_all=False)
@example(text="A < WW", width=0.5, keep_all=True)
@example(text="< <き", width=0.0, keep_all=False)
def test_line_count_ends_with_at_most_one_character_a_line(text, width, keep_all):
    lines = line_count(text, width, typeset("ja")["sans"], keep_all=keep_all)
    if text.strip():
        assert 1 <= lines <= len(text.replace(" ", ""))
    else:
        assert lines == 0


@settings(max_examples=examples(200), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # (patched in a context, undone each time)
@given(text=_WORDS, width=st.floats(0.5, 30), keep_all=st.booleans(), used=st.floats(0, 10))
def test_remembered_pieces_fill_as_pieces_measured_afresh(monkeypatch, text, width, keep_all, used):
    """`fill` remembers the pieces of short texts and their widths (a card is measured at several
    type steps): the same lines as measuring them again, with any face, hashable or not."""
    face = typeset("ja")["sans"]
    remembered = [fill(1, used, text, width, face, keep_all) for _ in range(2)]

    class Unhashable:  # a stand-in face that cannot be a key
        __hash__ = None
        width, text_width = face.width, face.text_width

    with monkeypatch.context() as patch:
        patch.setattr(metrics, "MEASURED_TEXT", -1)
        afresh = fill(1, used, text, width, face, keep_all)
    assert remembered == [afresh, afresh] == [fill(1, used, text, width, Unhashable(), keep_all)] * 2


@settings(max_examples=examples(200), deadline=None, derandomize=True)
@given(units=st.lists(st.text(st.sampled_from("abc-裁き、 "), min_size=1, max_size=12), max_size=12),
       width=st.floats(0.5, 20))
def test_filling_a_unit_at_a_time_counts_the_lines_of_the_whole(units, width):
    """Continuation cards are cut by adding a sentence at a time to the lines already filled: the
    same count as measuring the joined paragraph from its start."""
    face = typeset("ja")["sans"]
    state = (1, 0.0)
    for unit in units:
        state = fill(*state, unit + " ", width, face)
    joined = " ".join(units)
    assert state[0] == (line_count(joined, width, face) if joined.strip() else 1)


# ---- potencies in prose: sections are worked out for the hero too ----------------------------------

SPEND_POTENCY = """Overwatch (2 Focus)
Ranged, Strike, Weapon | Triggered action
📏 Ranged 10 | 🎯 One creature
Trigger: The target moves.
Effect: If the target has A < STRONG, they are weakened (save ends).
Spend 1 Piety: A target with R < AVERAGE is slowed (EoT); one with R＜WEAK is prone.
"""


@pytest.mark.parametrize("fmt", ["txt", "md", "html"])
def test_potencies_in_sections_get_the_heros_numbers(fmt):
    (ability,) = read_text("overwatch.ability", SPEND_POTENCY).abilities
    hero = load_hero(CONDUIT)
    strong, average, weak = (hero.potency(s) for s in ("strong", "average", "weak"))
    assert (strong, average, weak) == (2, 1, 0)  # the Conduit's Intuition 2
    shown = _shown(fmt, [ability], hero=hero)
    for text in [f"A < {strong}, they are weakened", f"R < {average} is slowed", f"R＜{weak} is prone"]:
        assert compact(text) in shown, f"{text!r} missing from the {fmt} card"
    assert "STRONG" not in shown and "AVERAGE" not in shown and "WEAK" not in shown
    assert compact("A < STRONG, they are weakened") in _shown(fmt, [ability])  # without a hero: as written


_SNEAK = {"en": "###### Test Sneak\n\n| Goblin, Humanoid | - | Level 1 | Minion Harrier | EV 3 |\n"
                "| :-: | :-: | :-: | :-: | :-: |\n| **1S**<br/> Size | **6**<br/> Speed | **4**<br/> Stamina | "
                "**0**<br/> Stability | **1**<br/> Free Strike |\n| **-2**<br/> Might | **+2**<br/> Agility | **0**<br/> Reason | "
                "**0**<br/> Intuition | **-1**<br/> Presence |\n",
          "ja": "###### テストの忍び\n\n| ゴブリン | - | レベル 1 | ミニオン ハリアー | EV 3 |\n"
                "| :-: | :-: | :-: | :-: | :-: |\n| **1S**<br/> サイズ | **6**<br/> 速度 | **4**<br/> スタミナ | "
                "**0**<br/> 安定性 | **1**<br/> フリー・ストライク |\n| **-2**<br/> 筋力 | **+2**<br/> 敏捷力 | **0**<br/> 知力 | "
                "**0**<br/> 判断力 | **-1**<br/> 魅力 |\n"}


@pytest.mark.parametrize("lang, said", [("en", r"wrote 1 card to"), ("ja", r"1 ?枚のカードを")])
@pytest.mark.parametrize("fmt", ["md", "txt"])
def test_the_count_of_cards_written_includes_a_statblocks_card(tmp_path, capsys, lang, said, fmt):
    """A file of one statblock and no ability makes one card (the statblock's): `cards` said it wrote none."""
    source = tmp_path / "sneak.md"
    source.write_text(_SNEAK[lang], encoding="utf-8")
    out = tmp_path / f"deck.{fmt}"
    assert cli.main(["cards", str(source), "-o", str(out), "--format", fmt, "--lang", lang]) == 0
    assert re.search(said, capsys.readouterr().err)
    assert _SNEAK[lang].split("\n")[0].removeprefix("###### ") in out.read_text(encoding="utf-8")
