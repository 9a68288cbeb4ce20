"""What `roll` prints of a tier's conditions: every word of the clause the author wrote, none lost."""

from __future__ import annotations

import json

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


@pytest.mark.parametrize("clause, said", [
    ("you are slowed (EoT)", "you are slowed (EoT)"),
    ("you gain 1 surge", "you gain 1 surge"),
    ("the target is slowed and you are dazed (EoT)", "you are dazed (EoT)"),
])
def test_what_a_tier_says_of_the_user_is_said_once_not_under_each_target(tmp_path, capsys, clause, said):
    """Seed 000: one roll for the use; an effect said of the user lands on the user once. `roll` printed
    `“you are slowed (EoT)”` under each of three targets, and its JSON had it in each target's `text`; now a line
    of the user's and the JSON's `on_you` (a key added, given only then) say it once, and no target's `text` does."""
    path = tmp_path / "a.ability"
    path.write_text("Zap\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 Three creatures\n"
                    f"Power Roll + Reason:\n≤11: 2 damage; {clause}\n12-16: 4 damage\n17+: 6 damage\n", "utf-8")
    targets = []
    for name in ("Ana", "Bo", "Cy"):
        toml = tmp_path / f"{name}.toml"
        toml.write_text(f'name = "{name}"\nstamina = 20\n[characteristics]\nmight = 0\nagility = 0\nreason = 0\n'
                        "intuition = 0\npresence = 0\n", "utf-8")
        targets += ["--target", str(toml)]
    args = ["roll", str(path), "--ability", "Zap", "--hero", HERO, "--tier", "1", "--seed", "1", *targets]
    capsys.readouterr()
    assert cli.main([*args, "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert text.count(said) == 1
    (line,) = [line for line in text.splitlines() if said in line]
    assert "(the user)" in line and not any(name in line for name in ("Ana", "Bo", "Cy"))
    assert cli.main([*args, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["on_you"] == [said]
    assert all(said not in target["text"] for target in data["targets"]) and len(data["targets"]) == 3


def test_no_on_you_key_when_the_tier_says_nothing_of_the_user(tmp_path, capsys):
    path = tmp_path / "a.ability"
    path.write_text("Zap\nMagic, Ranged, Strike | Main action\n📏 Ranged 10 | 🎯 Three creatures\n"
                    "Power Roll + Reason:\n≤11: 2 damage; slowed (EoT)\n12-16: 4 damage\n17+: 6 damage\n", "utf-8")
    capsys.readouterr()
    assert cli.main(["roll", str(path), "--ability", "Zap", "--hero", HERO, "--tier", "1", "--seed", "1",
                     "--format", "json"]) == 0
    assert "on_you" not in json.loads(capsys.readouterr().out)
