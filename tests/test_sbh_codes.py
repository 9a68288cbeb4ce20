"""Song of Blades and Heroes' table of diagnostic codes (`code_tables.py`): one minimal input for every SH code, its
position, severity and messages in English and Japanese checked, and no code left without one."""

from __future__ import annotations

import pytest

from statblock.rulesets.sbh.catalog import CODES

from code_tables import CodeCase, check_code_case, check_every_code_has_a_case

W = "Warband: W\n"
#: what a Japanese SBH message may say in Latin letters outside its quotations: an option's values (`--spell attack`)
#: and the tool's own names
NOTATION = frozenset({"statblock", "JSON", "attack", "transfix"})

CASES = [
    CodeCase("SH001", "error", "w.sbh", W + "Orc Q4+ C3\nTactics hide\n", "Tactics"),
    CodeCase("SH002", "error", "w.sbh", W + "Orc Q4+\n", "\n", after="Orc Q4+"),
    CodeCase("SH003", "warning", "w.sbh", W + "Points: 300\nPoints: 200\nOrc Q4+ C3\n", "Points: 200"),
    CodeCase("SH003", "warning", "w.md", "---\ntitle: W\n---\n# Warband: Orcs\n- Orc Q4+ C3\n", "Orcs"),   # (two names)
    CodeCase("SH004", "warning", "w.sbh", W + "Points: 300\n", "W", after="Warband: "),
    CodeCase("SH005", "error", "w.sbh", W + "0x Orc Q4+ C3\n", "0x"),
    CodeCase("SH006", "warning", "w.sbh", W + "2 Orcs Q4+ C3\n", "2 Orcs"),
    CodeCase("SH007", "error", "w.sbh", W + "1000x Orc Q4+ C3\n", "1000x"),
    CodeCase("SH008", "error", "w.sbh", W + "2x Orc Q4+ C3 x3\n", "x3"),
    CodeCase("SH009", "error", "w.md", "# W\n\nOrc Q4+ C3\n\n| Quality | Combat | Name |\n|---|---|---|\n| 3+ | 2 | Elf |\n",
             "| Quality"),
    CodeCase("SH010", "warning", "w.md", "# W\n\n| Name | Q | C | Colour |\n|---|---|---|---|\n| Orc | 4+ | 3 | red |\n",
             "Colour"),
    CodeCase("SH011", "warning", "w.sbh", W + "Veteran 2x Orc Q4+ C3\n", "2x"),
    CodeCase("SH012", "error", "w.json", '{"abilities": [], "statblocks": [], "warbands": [{"name": "W", "profiles": '
             '[{"name": "Orc", "count": 1, "quality": 4, "combat": 3, "notes": [{"text": 5}]}]}]}', '{"text": 5}'),
    CodeCase("SH013", "warning", "w.sbh", W + "Orc Q4+ C3\nNotes: axe\n", "Notes: axe"),
    CodeCase("SH014", "warning", "w.md", "# W\n\nOrc Q4+ C3\n<!-- to do\n\nElf Q3+ C2\n", "<!--"),
    CodeCase("SH015", "warning", "w.md", "---\ntitle: W\nsize: big\n---\nOrc Q4+ C3\n", "size"),
    CodeCase("SH016", "warning", "w.md", "---\na: b: c\n---\nOrc Q4+ C3\n", ": c", after="a: b"),
    CodeCase("SH017", "warning", "w.md", "---\nW\n---\nOrc Q4+ C3\n", "W"),
    CodeCase("SH018", "warning", "w.md", '---\ntitle: W\npoints: "300"\n---\nOrc Q4+ C3\n', '"300"'),
    CodeCase("SH019", "warning", "w.md", "# W\n\nOrc Q4+ C3\n\n    Elf Q3+ C2\n", "Elf Q3+ C2"),
    CodeCase("SH020", "warning", "w.sbh", "ウォーバンド：W ／／ 古い\nオーク 質4+ 戦闘3\n", "／／"),
    CodeCase("SH021", "warning", "w.sbh", "Warbnd: W\nOrc Q4+ C3\n", "Warbnd"),
    CodeCase("SH022", "warning", "w.sbh", "Warband: W\nOrc Q4+ C3\nPoints: 50\nWarband: V\nOrc Q4+ C3\n", "Points: 50"),
    CodeCase("SH023", "warning", "w.md", "---\npoints: 300\n---\n\n# Elves (200 pts)\n\n- Elf Q3+ C2\n\n# Orcs\n\n- Orc Q4+ C3\n",
             "Elves (200 pts)"),
    CodeCase("SH024", "warning", "w.sbh", W + "Orc Q4+ C3\nSubtotal: 120\n", "120"),
    CodeCase("SH101", "error", "w.sbh", "ウォーバンド：W\nオーク 質4+ 戦闘3 森林踏波\n", "森林踏波"),   # (a rule's guess is said
    # in the script written: a Japanese input, whose message is all Japanese)
    CodeCase("SH102", "error", "w.sbh", W + "Orc Q7+ C3\n", "Q7+"),
    CodeCase("SH103", "error", "w.sbh", W + "Orc Q4+ C9\n", "C9"),
    CodeCase("SH104", "error", "w.sbh", W + "Orc Q4+ C3 Stealth, Heavy Armor\n", "Heavy Armor"),
    CodeCase("SH105", "warning", "w.sbh", W + "Orc Q4+ C3 Long Move, Short Move\n", "Short Move"),
    CodeCase("SH106", "error", "w.sbh", W + "Orc Q4+ C3 Hatred\n", "Hatred"),
    CodeCase("SH107", "error", "w.sbh", "ウォーバンド：W\nオーク 質4+ 戦闘3 射手（遥か）\n", "射手（遥か）"),
    CodeCase("SH108", "warning", "w.sbh", W + "Orc Q4+ C3 Forester, Forester\n", "Forester", after="Forester"),
    CodeCase("SH109", "error", "w.sbh", W + "Orc Q4+ C3 Shooter (Medium), Shooter (Long)\n", "Shooter (Long)"),
    CodeCase("SH110", "error", "w.sbh", W + "Hero Q3+ C4 Leader, Hero\nOrc Q4+ C3\n", "Hero Q3+"),
    CodeCase("SH111", "error", "w.sbh", W + "Points: 20\nOrc Q4+ C3\n", "Points: 20"),
    CodeCase("SH112", "warning", "w.sbh", W + "Orc Q4+ C3 = 99 pts\n", "= 99 pts"),
    CodeCase("SH113", "warning", "w.sbh", W + "Orc Q4+ C3\nTotal: 99\n", "99"),
    CodeCase("SH114", "error", "w.sbh", W + "Wolf Q4+ C2 Animal\n", "Wolf"),
    CodeCase("SH115", "error", "w.sbh", W + "Orc Q3+ C3 Rabble\nImp Q4+ C3\n", "Orc Q3+"),
    CodeCase("SH116", "error", "w.sbh", W + "Knight Q3+ C3 Paladin\nImp Q4+ C3 Evil\n", "Imp"),
    CodeCase("SH117", "error", "w.sbh", W + "Rats Q4+ C1 Swarm\nOrc Q4+ C3\nOrc Q4+ C3\n", "Rats"),
    CodeCase("SH118", "warning", "w.sbh", W + "Orc Q4+ C3 Forester (Elves)\n", "Forester (Elves)"),
    CodeCase("SH122", "warning", "w.sbh", W + "Bear Q4+ C3 Big\nBear Q4+ C3\n", "Bear", after="Big\n"),
    # (statblock's own Markdown cards read back, a card edited apart from its roster row: sbhcli4)
    CodeCase("SH123", "warning", "cards.md", "# Song of Blades and Heroes warbands\n\n## W\n\n"
             "|  | Quality | Combat | Special rules | pts |\n|---|---|---|---|---|\n| Orc | 4+ | 3 |  | 23 |\n"
             "| total | | | | 23 |\n\n### Orc\n\nQuality 3+ · Combat 3 · 23 pts\n", "Quality 3+ ·"),
    CodeCase("SH135", "warning", "w.md", "## W\n\n| Name | Quality | Combat | pts |\n|---|---|---|---|\n"
             "| Orc | 4+ | 3 | 23 |\n| total | | | 23 / 300 max |\n", "/ 300 max"),
    # (a card whose heading is no row's name: sbhmend8)
    CodeCase("SH134", "warning", "cards.md", "# Song of Blades and Heroes warbands\n\n## W\n\n"
             "|  | Quality | Combat | Special rules | pts |\n|---|---|---|---|---|\n| Orc | 4+ | 3 |  | 23 |\n"
             "| total | | | | 23 |\n\n### Orc Boss\n\nQuality 4+ · Combat 3 · 23 pts\n", "Orc Boss"),
    # (the runtime's: usage errors of `odds` and `roll`, exit 2, said in the language asked for)
    CodeCase("SH201", "error", "w.sbh", W + "Mage Q3+ C2 Magic-User\n", "out of range",
             argv=("odds", "{path}", "--profile", "Mage", "--power", "4")),
    CodeCase("SH202", "error", "w.sbh", W + "Mage Q3+ C2 Magic-User\n", "invalid choice",
             argv=("odds", "{path}", "--profile", "Mage", "--spell", "frob")),
    CodeCase("SH203", "error", "w.sbh", W + "Mage Q3+ C2 Magic-User\n", "no profile `Mgae`",
             argv=("odds", "{path}", "--profile", "Mgae")),
    CodeCase("SH204", "error", "w.sbh", "# ruleset: sbh\n", "no warband", argv=("odds", "{path}")),
]


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_code(case, tmp_path, capsys):
    check_code_case(case, tmp_path, capsys, NOTATION)


def test_every_sh_code_has_a_case():
    check_every_code_has_a_case(CODES, CASES)
