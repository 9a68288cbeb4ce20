"""Song of Blades and Heroes in Japanese: every term seed 003 names (rules, stats, spells, range bands),
and the spellings a Japanese player writes, read as their English twins are; and a Japanese warband
checked, parsed, carded and worked out exactly as its English twin (docs/sbh.md)."""

from __future__ import annotations

import json
import re

import pytest

from statblock import cli
from statblock.diagnostics import SourceFile
from statblock.rulesets.sbh.language import read_warband


def read(text: str):
    return read_warband(SourceFile("band.sbh", text))


def profile_of(line: str):
    (band,), problems = read(f"Band\n{line}\n")
    # a one-profile warband: its personality (SH110), Animal (SH114) or lone Swarm (SH117) is the whole warband
    assert not [d for d in problems if d.code not in ("SH110", "SH114", "SH117")], [d.render() for d in problems]
    (profile,) = band.profiles
    return profile


def facts(profile) -> tuple:
    return (profile.count, profile.quality, profile.combat, profile.points,
            [(use.id, use.points, use.counted) for use in profile.rules])


# (Japanese as written, its English twin): the seed's own words first, then the variants players write
SEED_RULES = [
    ("マジック・ユーザー", "Magic-User"),         # 「Magic-Userアビリティ」「マジック・ユーザー」
    ("魔法使い", "Magic-User"),                  # 「魔法使い」
    ("ネクロマンサー", "Necromancer"),           # 「ネクロマンサーやサモナーなど、サプリメント開催の魔法使い系アビリティ」
    ("サモナー", "Summoner"),
    ("Good Shot", "Good Shot"),                 # the seed writes these in English inside Japanese text
    ("Poison", "Poison"),
    ("Undead", "Undead"),
    ("Swarms", "Swarm"),
    ("Stealth", "Stealth"),
    ("Lethal（アンデッド）", "Lethal (Undead)"),
]
PLAYERS_RULES = [
    ("マジックユーザー", "Magic-User"), ("ﾏｼﾞｯｸ･ﾕｰｻﾞｰ", "Magic-User"), ("ＭＡＧＩＣ－ＵＳＥＲ", "Magic-User"),
    ("まじっく・ゆーざー", "Magic-User"),
    ("短い移動", "Short Move"), ("短距離移動", "Short Move"), ("ショートムーブ", "Short Move"),
    ("ショート・ムーヴ", "Short Move"), ("長い移動", "Long Move"), ("ロングムーブ", "Long Move"),
    ("グッドショット", "Good Shot"), ("グッド・ショット", "Good Shot"), ("精密射撃", "Good Shot"),
    ("毒", "Poison"), ("ポイズン", "Poison"), ("アンデッド", "Undead"), ("ｱﾝﾃﾞｯﾄﾞ", "Undead"),
    ("スウォーム", "Swarm"), ("ステルス", "Stealth"), ("隠密", "Stealth"), ("致命（アンデッド）", "Lethal (Undead)"),
    ("リーサル(Undead)", "Lethal (Undead)"), ("射手（長）", "Shooter (Long)"), ("シューター（ロング）", "Shooter (Long)"),
    ("ヘヴィアーマー", "Heavy Armor"), ("死霊術師", "Necromancer"), ("召喚士", "Summoner"),
    ("アクロバット", "Acrobat"), ("軽業", "Acrobat"), ("憎悪（エルフ）", "Hatred (Elves)"),
]


@pytest.mark.parametrize(("japanese", "english"), SEED_RULES + PLAYERS_RULES,
                         ids=[ja for ja, _ in SEED_RULES + PLAYERS_RULES])
def test_every_seed_rule_reads_as_its_english_twin(japanese, english):
    ja = profile_of(f"2体 エルフ 質3+ 戦闘2 {japanese}、森林踏破")
    en = profile_of(f"2x Elf Q3+ C2 {english}, Forester")
    assert facts(ja) == facts(en)
    assert all(use.counted and use.id for use in ja.rules)


# Quality and Combat as the seed writes them (「Qualityテスト」「Combat値」) and as players do
STATS = ["質3+ 戦闘2", "Quality 3+ Combat値 2", "クオリティ3+ コンバット2", "クォリティ 3+ 戦闘値 2", "品質3+ 戦闘力2",
         "質３＋　戦闘２", "Q3+ Combat値2", "Ｑ３＋ Ｃ２"]


@pytest.mark.parametrize("stats", STATS)
def test_the_stats_as_the_seed_and_players_write_them(stats):
    assert facts(profile_of(f"エルフ {stats} マジック・ユーザー")) == facts(profile_of("Elf Q3+ C2 Magic-User"))


# counts, stats, separators and points notes as Japanese rosters write them, each against its English twin
JAPANESE_LINES = [
    ("傭兵×２体 質4+ 戦闘3", "Orc x2 Q4+ C3"),                   # a multiplication sign and a counter at once
    ("傭兵 ×2人 Q4+ C3", "Orc x2 Q4+ C3"),
    ("傭兵（×２体） Q4+ C3", "Orc (x2) Q4+ C3"),
    ("傭兵 Q4+ C3 ×２体", "Orc Q4+ C3 x2"),
    ("傭兵 Q4+ C3 動物×3匹", "Orc Q4+ C3 Animal x3"),
    ("狼　Ｑ４＋／Ｃ２／動物、長距離移動", "Wolf Q4+/C2/Animal, Long Move"),   # `/` between the stats and the rules
    ("熊 Q4+|C4|動物", "Bear Q4+ C4 Animal"),
    ("従者　Quality値4+　Combat値2", "Squire Q4+ C2"),               # as the seed writes `Combat値`
    ("従者 クオリティー4+ コンバット2", "Squire Q4+ C2"),
    ("オーク Q4+ C3 23P", "Orc Q4+ C3 23 pts"),                    # `P` after a number: the points
    ("傭兵（×２）Q4+ C3", "Orc (x2) Q4+ C3"),                       # no space after a full-width parenthesis
    ("傭兵 Q4+、C3、動物", "Orc Q4+, C3, Animal"),                   # the Japanese comma between the stats
    ("傭兵　Ｑ４＋　Ｃ３、動物", "Orc Q4+ C3, Animal"),
    ("傭兵、Q4+、C3、動物", "Orc,Q4+,C3,Animal"),                      # and after the name
]


@pytest.mark.parametrize(("japanese", "english"), JAPANESE_LINES, ids=[ja for ja, _ in JAPANESE_LINES])
def test_japanese_roster_lines_read_as_their_english_twins(japanese, english):
    ja, en = profile_of(japanese), profile_of(english)
    assert facts(ja) == facts(en)
    assert ja.name in {"傭兵", "狼", "熊", "従者", "オーク"}


def test_a_name_ending_in_parentheses_needs_no_space_before_the_quality():
    profile = profile_of("エルフ（魔法使い）Ｑ３＋　Ｃ２　マジック・ユーザー")
    assert (profile.name, profile.quality, profile.combat) == ("エルフ（魔法使い）", 3, 2)
    assert [use.id for use in profile.rules] == ["magic_user"]


@pytest.mark.parametrize(("line", "guess"), [("狼 Q4+ C2 動物・長距離移動", "動物、長距離移動"),
                                             ("狼 Q4+ C2 動物・マジック・ユーザー", "動物、マジック・ユーザー"),
                                             ("Wolf Q4+ C2 Animal/Long Move", "Animal, Long Move")])
def test_rules_between_middle_dots_or_slashes_are_told_to_be_separated(line, guess):
    """`動物・長距離移動` is two rules with a middle dot between them (a dot inside one name, マジック・ユーザー,
    stays in it): SH101 says rules are separated by commas, with the line's rules as the fix."""
    _, problems = read(f"Band\n{line}\n")
    (problem,) = [d for d in problems if d.code != "SH110"]
    assert problem.code == "SH101" and guess in problem.suggestion


@pytest.mark.parametrize(("head", "name", "limit"), [
    ("ウォーバンド名：騎士団\nポイント上限：３００点", "騎士団", 300),
    ("部隊名：弓隊\n上限ポイント 200", "弓隊", 200),
    ("Warband Name: Knights\nPoints Limit: 300", "Knights", 300),
    ("バンド名：弓隊\n300P", "弓隊", 300),
    ("部隊名：弓隊\n規定ポイント：２００", "弓隊", 200),
])
def test_a_named_warband_label_and_a_points_limit_label_of_two_words(head, name, limit):
    """`ウォーバンド名：` labels the name (it was read as the name, label and all); `ポイント上限：300` is the
    limit (it was SH001)."""
    (band,), problems = read(f"{head}\nKnight Q3+ C3\n")
    assert not problems, [d.render() for d in problems]
    assert (band.name, band.limit) == (name, limit)


def test_the_casters_are_one_kind_a_profile():
    """The builder's variants of Magic-User exclude each other (SH104); a Necromancer alone is counted."""
    _, problems = read("Band\nエルフ 質3+ 戦闘2 魔法使い、ネクロマンサー\nOrc Q4+ C3 Summoner, Sorcerer\n")
    assert [d.code for d in problems if d.code != "SH110"] == ["SH104", "SH104"]


def test_a_word_no_table_has_stays_unknown():
    """`Regenerate` is no rule of the builder's tables; `手下` is Marvel Champions' word for a minion (seed 002),
    no SBH rule: both stay SH101, never read as something else."""
    _, problems = read("Band\nTroll Q4+ C3 Regenerate\nゴブリン 質4+ 戦闘2 手下\n")
    assert [d.code for d in problems] == ["SH101", "SH101"]


def test_a_japanese_guess_says_which_rule_it_is():
    """`強打` (no rule) is one character from `強欲`, Greedy, a rule of -2 points and no blow: the guess names the rule
    (in katakana in Japanese: a Japanese message has no English word) and its points, so that the author sees it is not the rule meant (it was the bare `強欲`, with the help
    to write it). An English guess keeps its words."""
    _, problems = read("Band\n熊 Q4+ C4 動物、大型、強打\nOrc Q4+ C3 Steadfst\n")
    japanese, english = [d for d in problems if d.code == "SH101"]
    assert japanese.message.render("ja") == \
        "特殊ルール「強打」はありません。「強欲」（グリーディ、-2 ポイント）のことですか？（ポイントに数えていません）"
    assert "`強欲` (Greedy, -2 points)" in japanese.message.render("en")
    assert english.message.render("en") == "unknown special rule `Steadfst`; did you mean `Steadfast`? It is not counted"


# ---- the commands: a Japanese warband and its English twin ---------------------------------------------

ENGLISH = """The Green Hand
Points: 300
2x Elf Mage Q3+ C2 Magic-User, Short Move, Good Shot, Poison
Elf Archer Q3+ C3 Shooter (Long), Stealth, Lethal (Undead)
Ghoul Q5+ C2 Undead, Swarm, Necromancer
Troll Q4+ C3 Regenerate, Stealth, Heavy Armor
"""
JAPANESE = """緑の手
ポイント：300
2体 エルフの魔法使い 質3+ 戦闘2 マジック・ユーザー、短い移動、グッドショット、毒
エルフの射手 質3+ Combat値3 射手（長）、ステルス、致命（アンデッド）
グール 質5+ 戦闘2 アンデッド、スウォーム、ネクロマンサー
トロル 質4+ 戦闘3 再生、隠密、重装甲
"""
NAMES = {"The Green Hand": "緑の手", "Elf Mage": "エルフの魔法使い", "Elf Archer": "エルフの射手", "Ghoul": "グール",
         "Troll": "トロル"}


@pytest.fixture
def twins(tmp_path):
    en, ja = tmp_path / "en.sbh", tmp_path / "ja.sbh"
    en.write_text(ENGLISH, encoding="utf-8")
    ja.write_text(JAPANESE, encoding="utf-8")
    return str(en), str(ja)


def run(capsys, *argv) -> tuple[int, str]:
    code = cli.main(list(argv))
    return code, capsys.readouterr().out


def test_check_json_is_the_same_for_the_twins(twins, capsys):
    en, ja = twins
    (code_en, out_en), (code_ja, out_ja) = run(capsys, "check", en, "--format", "json"), \
        run(capsys, "check", ja, "--format", "json")
    assert code_en == code_ja == 1   # Regenerate / 再生 is no rule; personalities over a third
    found_en, found_ja = json.loads(out_en), json.loads(out_ja)
    for key in ("files", "abilities", "errors", "warnings"):
        assert found_en[key] == found_ja[key], key
    assert [(d["line"], d["code"], d["severity"]) for d in found_en["diagnostics"]] == \
        [(d["line"], d["code"], d["severity"]) for d in found_ja["diagnostics"]]
    assert [(d["code"]) for d in found_ja["diagnostics"]] == ["SH110", "SH117", "SH101", "SH104"]


def test_parse_json_is_the_same_for_the_twins(twins, capsys):
    en, ja = twins
    (_, out_en), (_, out_ja) = run(capsys, "parse", en, "--format", "json"), run(capsys, "parse", ja, "--format", "json")
    (band_en,), (band_ja,) = json.loads(out_en)["warbands"], json.loads(out_ja)["warbands"]
    assert NAMES[band_en["name"]] == band_ja["name"]
    for key in ("limit", "total", "personality_points"):
        assert band_en[key] == band_ja[key], key
    for p_en, p_ja in zip(band_en["profiles"], band_ja["profiles"], strict=True):
        assert NAMES[p_en["name"]] == p_ja["name"]
        for key in ("count", "quality", "combat", "points", "total", "personality"):
            assert p_en[key] == p_ja[key], (p_en["name"], key)
        assert [(r["id"], r["points"], r["counted"]) for r in p_en["rules"]] == \
            [(r["id"], r["points"], r["counted"]) for r in p_ja["rules"]]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_cards_are_the_same_for_the_twins(twins, tmp_path, capsys, lang):
    """The cards of both files in one language are the same but for the names each file gives its warband
    and profiles, and what each writes that no table translates: a specification (`Lethal (Undead)`,
    `致命（アンデッド）`) and an unknown rule (`Regenerate`, `再生`), shown as written."""
    en, ja = twins
    texts = []
    for path in (en, ja):
        out = tmp_path / f"{lang}-{len(texts)}.txt"
        assert cli.main(["cards", path, "--lang", lang, "--format", "txt", "-o", str(out)]) == 1  # the errors above
        texts.append(out.read_text(encoding="utf-8"))
    english = texts[0].replace("(Undead)", "(アンデッド)").replace("（Undead）", "（アンデッド）").replace("Regenerate", "再生")
    for name, japanese in NAMES.items():
        english = english.replace(name, japanese)
    squeeze = re.compile(r"[ ─═]+")  # the names are of other widths: the padding differs
    assert squeeze.sub(" ", english) == squeeze.sub(" ", texts[1])
    assert "96.3%" in texts[1]
    capsys.readouterr()


@pytest.mark.parametrize(("en_words", "ja_words"), [
    (["--rules", "Good Shot, Poison", "--target-rules", "Undead, Swarms"],
     ["--rules", "グッドショット、毒", "--target-rules", "アンデッド、スウォーム"]),
    (["--rules", "Good Shot", "--target-rules", "Stealth"], ["--rules", "精密射撃", "--target-rules", "ステルス"]),
    (["--spell", "transfix"], ["--spell", "トランスフィクス"]),
    (["--spell", "attack", "--band", "double"], ["--spell", "遠距離攻撃としての魔法", "--band", "2倍以内"]),
    (["--spell", "attack", "--band", "triple"], ["--spell", "射撃としての魔法", "--band", "3倍射程"]),
], ids=["attack-rules", "stealth", "transfix", "attack-double", "attack-triple"])
def test_odds_and_roll_read_the_seeds_japanese_as_english(twins, capsys, en_words, ja_words):
    en, _ = twins
    target = ["--target-quality", "4", "--target-combat", "3"]
    for command in (["odds", en, "--quality", "3", "--combat", "2", "--format", "json"],
                    ["roll", en, "--quality", "3", "--combat", "2", "--dice", "3", "--seed", "5", "--format", "json"]):
        english, japanese = run(capsys, *command, *target, *en_words), run(capsys, *command, *target, *ja_words)
        assert english[0] == 0 and english == japanese


def test_odds_and_roll_of_the_twin_profiles_are_the_same(twins, capsys):
    en, ja = twins
    for command in (["odds", "--target-quality", "4", "--target-combat", "3", "--format", "json"],
                    ["roll", "--dice", "3", "--seed", "11", "--spell", "attack", "--target-combat", "3", "--format",
                     "json"]):
        code_en, out_en = run(capsys, command[0], en, "--profile", "Elf Mage", *command[1:])
        code_ja, out_ja = run(capsys, command[0], ja, "--profile", "エルフの魔法使い", *command[1:])
        assert code_en == code_ja == 0
        assert out_en.replace("Elf Mage", "エルフの魔法使い") == out_ja


@pytest.mark.parametrize(("line", "written"), [("合計：５０点", "５０"), ("Total: 50 pts", "50"), ("総計 50", "50"),
                                               ("計 50P", "50")])
def test_a_roster_total_is_checked_against_the_computed_total(line, written):
    """`合計：300点` after the profiles was SH001 (not a profile); it is the roster's total, checked: SH113 gives
    the computed total when it differs, and nothing when it agrees or a profile line is in error."""
    text = "ウォーバンド：骨\nポイント：300\nスケルトン 3体 Q5+ C2 アンデッド、恐れ知らず\n"
    (band,), problems = read(text + line + "\n")
    (problem,) = problems
    assert problem.code == "SH113" and problem.span.text == written
    assert "48" in problem.suggestion and band.total == 48
    (_,), problems = read(text + line.replace("50", "48").replace("５０", "４８") + "\n")
    assert not problems
    (_,), problems = read(text + "オーク Q9+ C3\n" + line + "\n")
    assert [d.code for d in problems] == ["SH102"]


@pytest.mark.parametrize("line", ["・エルフ Q3+ C2 森林踏破", "- エルフ Q3+ C2 森林踏破", "* エルフ Q3+ C2 森林踏破",
                                  "１．エルフ Q3+ C2 森林踏破", "1) エルフ Q3+ C2 森林踏破", "■エルフ Q3+ C2 森林踏破",
                                  "･エルフ Q3+ C2 森林踏破"])
def test_a_list_marker_before_a_profile_is_not_part_of_its_name(line):
    """Rosters typed as lists (`・エルフ`, `- Elf`, `1. Elf`): the marker was read into the name, printed on the
    cards as `・エルフ`."""
    profile = profile_of(line)
    assert profile.name == "エルフ" and facts(profile) == facts(profile_of("エルフ Q3+ C2 森林踏破"))
    assert profile.name_span.text == "エルフ"


@pytest.mark.parametrize("rules", ["特殊ルール：森林踏破、隠密", "特殊ルール: 森林踏破、隠密", "ルール：森林踏破、隠密",
                                   "Special Rules: Forester, Stealth", "/ 特殊ルール：森林踏破、隠密"])
def test_the_rules_label_a_card_prints_may_stand_before_the_rules(rules):
    """`エルフ Q3+ C2 特殊ルール：森林踏破` (the label the cards print, copied with the rules) was SH101, the unknown
    rule `特殊ルール：森林踏破`, and the rule not counted."""
    assert facts(profile_of(f"エルフ Q3+ C2 {rules}")) == facts(profile_of("Elf Q3+ C2 Forester, Stealth"))


def test_a_note_after_the_japanese_note_mark_or_slashes_is_a_comment():
    """`森林踏破 ※偵察役` (※ marks a note in Japanese) was SH101, the rule `森林踏破 ※偵察役`, not counted."""
    (band,), problems = read("ウォーバンド：注記\nエルフ Q3+ C2 森林踏破 ※偵察役\nオーク Q4+ C3 動物 // 仮\n※ 300点まで\n")
    assert not problems, [d.render() for d in problems]
    assert [[use.id for use in p.rules] for p in band.profiles] == [["forester"], ["animal"]]
    assert band.limit is None


def test_the_common_spelling_undead_with_a_small_tsu_is_undead():
    # `亡霊 質4+ 戦闘2 アンデット` was SH101 (did you mean アンデッド?): アンデット is how the word is often written
    profile = profile_of("亡霊 質4+ 戦闘2 アンデット、恐怖")   # (no SH101)
    assert [r.id for r in profile.rules] == ["undead", "terror"] and profile.points == 42


@pytest.mark.parametrize(("written", "variant"), [
    ("射手（遠距離）", "shooter_long"), ("射手（遠）", "shooter_long"), ("射手（近距離）", "shooter_short"),
    ("射手（ロングレンジ）", "shooter_long"), ("Shooter (Long Range)", "shooter_long"),
    ("Shooter (long-range)", "shooter_long"), ("Shooter (short_range)", "shooter_short"),
    ("Shooter (Medium Range)", "shooter_medium")])
def test_a_shooters_range_in_the_words_players_use(written, variant):
    # `射手（遠距離）` (far: long range) was SH107 with `did you mean 射手（短距離）?`, the opposite range; `近距離`,
    # `Long Range` and `long-range` were SH107 too
    profile = profile_of(f"弓兵 質4+ 戦闘2 {written}")
    assert [r.id for r in profile.rules] == [variant]


def test_a_guess_of_a_rule_of_variants_says_the_variants_points():
    """`射于（長）` → `射手（長）`: the points said are the variant's (7), as the help writes; they were the bare rule's 0.
    With no variant written no points are said; a rule with no katakana name has no English in the Japanese message
    (`獣化（Were、0 ポイント）` was)."""
    _, problems = read("Band\nOrc Q4+ C3 射于（長）\nOrc Q4+ C3 射于\n熊 Q4+ C4 獣変\n")
    long, bare, were = [d.message for d in problems if d.code == "SH101"]
    assert "（シューター、+7 ポイント）" in long.render("ja") and "(Shooter, +7 points)" in long.render("en")
    assert "ポイント）のこと" not in bare.render("ja") and "points" not in bare.render("en")
    assert "Were" not in were.render("ja") and "「獣化」（0 ポイント）" in were.render("ja")
    assert "(Were, 0 points)" in were.render("en")
