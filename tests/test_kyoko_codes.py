"""虚構侵蝕TRPG's table of diagnostic codes (`code_tables.py`): one minimal input for every KY code (a card, a card's
JSON, a scenario, a check given to `roll` or `odds`, a scenario played by `sim`), its position, severity and messages in
English and Japanese checked, and no code left without one."""

from __future__ import annotations

import pytest

from statblock.rulesets.kyoko.catalog import CODES

from code_tables import CodeCase, check_code_case, check_every_code_has_a_case

#: what a Japanese message may say in Latin letters outside its quotations: the notation a player types (a scenario's
#: values and its `[rules]`, the key `sense`, skill dice `nDx`) and the names of the tool, its formats and the game
NOTATION = frozenset({"statblock", "JSON", "TOML", "TRPG", "nDx", "true", "false", "rules", "sense"})


def card(effect: str = "対象に4点のダメージを与える。", head: str = "試作品（所持品）", use: str = "使用：行動",
         extra: str = "") -> str:
    return f"{head}\n{use}\n対象：単体\n効果：{effect}\n{extra}"


SCENARIO = '# ruleset: kyoko\nseed = 1\n[character]\nhp = 10\nskills = { "意志" = "2D6" }\n'
ROLL = ("roll", "--ruleset", "kyoko", "--check")
ODDS = ("odds", "--ruleset", "kyoko", "--check")

CASES = [
    CodeCase("KY001", "error", "c.kyoko", "試作品\n使用：行動\n効果：対象に4点のダメージを与える。\n", "試作品"),
    CodeCase("KY002", "error", "c.kyoko", card(head="試作品（所持雛）"), "所持雛"),
    CodeCase("KY003", "error", "c.kyoko", card(extra="仕様：行動\n"), "仕様"),
    CodeCase("KY004", "warning", "c.kyoko", card(extra="使用：割込\n"), "使用：割込"),
    CodeCase("KY009", "warning", "c.kyoko", card() + card(head="予備品（所持品）"), "予備品（所持品）"),
    CodeCase("KY005", "warning", "c.kyoko", "試作品（所持品）\n対象：単体\n効果：対象に4点のダメージを与える。\n", "試作品"),
    CodeCase("KY006", "warning", "c.kyoko", "試作品（所持品）\n使用：行動\n対象：単体\n", "試作品"),
    CodeCase("KY007", "error", "c.kyoko", card("対象に［崩壊3を与える。"), "\n", after="与える。"),
    CodeCase("KY008", "error", "c.kyoko", card("［［崩壊3］］を与える。"), "［崩壊3］］"),
    CodeCase("KY010", "error", "c.kyoko", card("［崩戒3］を与える。"), "崩戒"),
    CodeCase("KY011", "error", "c.kyoko", card("［崩壊］を与える。"), "［崩壊］"),
    CodeCase("KY012", "error", "c.kyoko", card("［萎縮3］を与える。"), "［萎縮3］"),
    CodeCase("KY013", "error", "c.kyoko", card("［憎悪］を与える。"), "［憎悪］"),
    CodeCase("KY014", "error", "c.kyoko", card("［崩壊0］を与える。"), "［崩壊0］"),
    CodeCase("KY020", "error", "c.kyoko", card(use="使用：行動中"), "行動中"),
    CodeCase("KY021", "error", "c.kyoko", card("【感角】点回復する。"), "感角"),
    CodeCase("KY022", "error", "c.kyoko", card("難易度4の〈意思〉判定を行う。"), "意思"),
    CodeCase("KY023", "error", "c.kyoko", card("難易度30の〈意志〉判定を行う。"), "30"),
    CodeCase("KY024", "error", "c.kyoko", card("対象に5000点のダメージを与える。"), "5000"),
    CodeCase("KY025", "warning", "c.kyoko", "杖（所持品）\n種別：魔道具\n使用：行動\n効果：対象に4点のダメージを与える。\n", "魔道具"),
    CodeCase("KY026", "warning", "c.kyoko", card(extra="射程：10m\n"), "10m"),
    CodeCase("KY027", "warning", "c.kyoko", card("対象に2D6点のダメージを与える。"), "2D6"),
    CodeCase("KY028", "warning", "c.kyoko", card("難易度4の《意志》判定を行う。"), "《意志》"),
    CodeCase("KY029", "warning", "c.kyoko", card("難易度4の〈意志〉〈頑健〉判定を行う。"), "難易度4"),
    CodeCase("KY030", "warning", "c.kyoko", card("難易度3～5の〈操作〉判定を行う。"), "難易度3"),
    CodeCase("KY031", "warning", "c.kyoko", card("難易度4の判定を行う。"), "難易度4"),
    CodeCase("KY032", "warning", "c.kyoko", card("《気絶》を与える。"), "《気絶》"),
    CodeCase("KY033", "warning", "c.kyoko", card("ﾀﾞﾒｰｼﾞ5"), "ﾀﾞﾒｰｼﾞ"),
    CodeCase("KY034", "error", "c.json", '{"abilities": [], "statblocks": [], "items": [{"name": "試作品", "kind": "item", '
             '"use": "action", "uses": ["action"], "effect_text": "対象に4点のダメージを与える。", '
             '"notes": [{"label": 3, "text": "1"}]}]}', '{"label"'),
    CodeCase("KY035", "warning", "c.kyoko", card("［判定］のダイスを1個増やす。"), "判定"),
    CodeCase("KY036", "warning", "c.kyoko", "試作品（所持品）\nスロット：1\n使用：行動\n効果：対象に4点のダメージを与える。\n",
             "スロット"),
    CodeCase("KY037", "warning", "c.kyoko", card("【ＨＰ】を【感覚】＋１回復する。"), "【感覚】＋１"),
    CodeCase("KY038", "warning", "c.kyoko", card("対象に［死亡］を与える。"), "［死亡］"),
    CodeCase("KY039", "warning", "c.kyoko", card("対象に［委縮］を与える。"), "委縮"),
    CodeCase("KY040", "warning", "c.kyoko", card() + "\n## ［状態］一覧\n\n### ［瀕死］\n\n- 効果：私の文。\n", "- 効果"),
    CodeCase("KY042", "warning", "c.kyoko", card("対象に4点のダメージを与える。<br/>"), "<br/>"),
    CodeCase("KY043", "info", "c.md", "# 虚構侵蝕TRPG のカード\n\n## 試作品（所持品）\n- 使用：行動\n"
             "- 効果：対象に4点のダメージを与える。\n<!-- メモ -->\n", "<!-- メモ -->"),
    CodeCase("KY045", "warning", "c.kyoko", card("対象に4点のダメー\nジを与える。"), "4点のダメー"),
    CodeCase("KY046", "warning", "c.kyoko", card(head="｜焦熱《しょうねつ》の掌（フィクションパワー）"), "｜焦熱《しょうねつ》"),
    CodeCase("KY044", "warning", "c.kyoko", card() + "\n" + card(head="試作品（フィクションパワー）"), "試作品",
             after="\n\n"),
    CodeCase("KY041", "error", "c.kyoko", "═" * 72 + "\n試作品                 Item\nUse: Action\n" + "═" * 72 + "\nConditions\n"
             + "─" * 72 + "\n[Dying]\n" + "═" * 72 + "\n", "═"),   # (the writer's: the reference last, a rule closing it)
    # (a check given to `roll` or `odds`: said at the check's words, `<check>:1:4`)
    CodeCase("KY101", "error", "c.kyoko", "", "expected `)`", argv=(*ROLL, "KS(6,2")),
    CodeCase("KY102", "error", "c.kyoko", "", "is not a dice size", argv=(*ROLL, "KS(5,2)>=4")),
    CodeCase("KY103", "error", "c.kyoko", "", "KY103", argv=(*ROLL, "KS(6,2)>4")),
    CodeCase("KY104", "error", "c.kyoko", "", "KY104", argv=(*ROLL, "KS(6,2)AA>=4")),
    CodeCase("KY105", "error", "c.kyoko", "", "too many", argv=(*ROLL, "KS(6,9999)>=4")),
    CodeCase("KY106", "error", "c.kyoko", "", "need a difficulty", argv=(*ODDS, "KS(6,2)")),
    CodeCase("KY107", "error", "c.kyoko", "", "KY107", argv=(*ROLL, "KR(9)")),
    CodeCase("KY108", "error", "c.kyoko", "", "散慢", argv=(*ODDS, "KS(6,2)>=4", "--conditions", "散慢")),
    CodeCase("KY109", "error", "c.kyoko", "", "too long", argv=(*ROLL, "KS(6,1234567890123456789)>=4")),
    # (a scenario, as `check` reads it)
    # (its reason is tomllib's, said in Japanese too: `toml_reasons.py`)
    CodeCase("KY201", "error", "s.toml", "# ruleset: kyoko\nseed = = 1\n", "= 1", after="seed ="),
    CodeCase("KY202", "error", "s.toml", SCENARIO + '[[events]]\nkind = "gain"\ncondition = "散漫"\ncolour = 1\n', "colour"),
    CodeCase("KY203", "error", "s.toml", '# ruleset: kyoko\nseed = 1\n[character]\nhp = -5\n', "-5"),
    CodeCase("KY204", "error", "s.toml", '# ruleset: kyoko\nseed = 1\n[character]\nhp = "ten"\n', '"ten"'),
    CodeCase("KY205", "error", "s.toml", SCENARIO + '[[events]]\nkind = "gian"\n', '"gian"'),
    CodeCase("KY206", "error", "s.toml", SCENARIO + '[[events]]\nkind = "gain"\ncondition = "散慢"\n', '"散慢"'),
    CodeCase("KY207", "error", "s.toml", SCENARIO + '[[events]]\nkind = "gain"\n', "[[events]]"),
    CodeCase("KY208", "error", "s.toml", SCENARIO + '[rules]\nround_end_order = "sideways"\n', '"sideways"'),
    CodeCase("KY211", "error", "s.toml", SCENARIO + '[[events]]\nkind = "gain"\ncondition = "瀕死"\n', '"瀕死"'),
    CodeCase("KY212", "error", "s.toml", '# ruleset: kyoko\nseed = 1\n[character]\nhp = 10\nskills = { "意志" = "2X6" }\n',
             '"2X6"'),
    # (a ［状態］ in another spelling of its word, read as a card reads it: before, KY206, an error)
    CodeCase("KY039", "warning", "s.toml", SCENARIO + '[[events]]\nkind = "gain"\ncondition = "委縮"\n', "委縮"),   # (the word, as a card marks it: kymend6)
    CodeCase("KY213", "error", "s.toml", '# ruleset: kyoko\nseed = 1\n[character]\nhp = 10\n"ＨＰ" = 10\n', '"ＨＰ"'),
    # (a scenario played by `sim`: the run stops where the seed or the character leaves it nothing to play)
    CodeCase("KY209", "error", "s.toml", SCENARIO + '[[events]]\nkind = "gain"\ncondition = "萎縮"\n[[events]]\nkind = "余暇"\n',
             "leisure_time", argv=("sim", "{path}")),
    CodeCase("KY210", "error", "s.toml", '# ruleset: kyoko\nseed = 1\n[character]\nhp = 10\n"装備ＨＰ" = 4\n[[events]]\n'
             'kind = "damage"\namount = 2\narmor = true\n[[events]]\nkind = "修理"\n', "no Sense", argv=("sim", "{path}")),
]


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_code(case, tmp_path, capsys):
    check_code_case(case, tmp_path, capsys, NOTATION)


def test_every_ky_code_has_a_case():
    check_every_code_has_a_case(CODES, CASES)
