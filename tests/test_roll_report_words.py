"""What `roll` prints of a tier's conditions: every word of the clause the author wrote, none lost."""

from __future__ import annotations

import pytest

from statblock import cli

from conftest import ROOT

HERO = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")


def _rolled(tmp_path, capsys, clause: str, tier: int = 1) -> str:
    path = tmp_path / "a.ability"
    path.write_text(f"Zap\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 Three creatures\n"
                    f"Power Roll + Reason:\n≤11: 2 damage; {clause}\n12-16: 4 damage\n17+: 6 damage\n", "utf-8")
    capsys.readouterr()
    assert cli.main(["roll", str(path), "--ability", "Zap", "--hero", HERO, "--tier", str(tier), "--seed", "1",
                     "--lang", "en"]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("clause, said", [
    # was `slowed (until)`: the duration's kind, not its words
    ("slowed until the start of your next turn", "slowed (until the start of your next turn)"),
    ("slowed until the end of your next turn", "slowed (until the end of your next turn)"),
    ("slowed (EoT)", "slowed (EoT)"),
    # was `“one target: frightened”`: the duration was lost
    ("one target is frightened (EoT)", "“one target is frightened (EoT)”"),
    ("one target is restrained (save ends)", "“one target is restrained (save ends)”"),
])
def test_a_rolled_condition_says_its_duration(tmp_path, capsys, clause, said):
    assert said in _rolled(tmp_path, capsys, clause)


@pytest.mark.parametrize("lang, said", [
    ("ja", "「あなたはサージ 1 を得る」"),  # was the English `“you gain 1 surge”` in a Japanese report (and “” quotes)
    ("en", "“you gain 1 surge”"),
])
def test_an_effect_the_table_plays_is_said_in_the_reports_language(tmp_path, capsys, lang, said):
    path = tmp_path / "a.ability"
    path.write_text("技\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n"
                    "≤11: 3 ダメージ; あなたはサージ1を獲得する\n12-16: 5 ダメージ\n17+: 7 ダメージ\n", "utf-8")
    capsys.readouterr()
    assert cli.main(["roll", str(path), "--ability", "技", "--hero", HERO, "--tier", "1", "--seed", "1",
                     "--lang", lang]) == 0
    assert said in capsys.readouterr().out


@pytest.mark.parametrize("surges, said", [(1, "1 surge spent: +2 damage"), (2, "2 surges spent: +4 damage")])
def test_surges_spent_are_counted_in_english(tmp_path, capsys, surges, said):
    path = tmp_path / "a.ability"
    path.write_text("Bash\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might:\n"
                    "≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n", "utf-8")
    capsys.readouterr()
    assert cli.main(["roll", str(path), "--ability", "Bash", "--hero", HERO, "--surges", str(surges), "--seed", "1",
                     "--lang", "en"]) == 0
    assert said in capsys.readouterr().out  # was `1 surges spent`
