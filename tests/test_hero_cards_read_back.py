"""A card printed for one hero (`cards --hero`) writes its roll worked out: `Power Roll + Might (2d10 + 2):`,
`パワーロール + 筋力 (2d10 + 2):`. Read again, the header was an error (SB105: cannot read the power roll) and the card
no ability with a roll. It reads back as the roll it prints, the same characteristics as the ability's, and says
(SB022, a warning at the brackets) that the tiers' numbers are that hero's, with how to get cards that read back as
the ability (print them without --hero)."""

from __future__ import annotations

import pytest

from conftest import ROOT
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

SEEDS = {"en": ROOT / "abilities" / "seeds.ability", "ja": ROOT / "abilities" / "seeds.ja.ability"}
KORVA = str(ROOT / "abilities" / "heroes" / "korva-fury.toml")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("written", ["en", "ja"])
def test_a_heros_card_reads_back_as_its_roll_and_says_it_is_one_heros(tmp_path, written, lang):
    from statblock.cli import main

    out = tmp_path / "cards.md"
    assert main(["cards", str(SEEDS[written]), "--hero", KORVA, "--format", "md", "--lang", lang, "-o", str(out)]) == 0
    card = out.read_text(encoding="utf-8")
    assert "(2d10 + " in card
    source = read_text(str(SEEDS[written]), SEEDS[written].read_text(encoding="utf-8"))
    back = read_text(str(out), card)
    codes = [d.code for d in back.diagnostics]
    assert "SB105" not in codes
    rolled = {a.name: ability_json(a)["power_roll"] for a in source.abilities if ability_json(a)["power_roll"]}
    read = {a.name: ability_json(a)["power_roll"] for a in back.abilities if ability_json(a)["power_roll"]}
    assert set(read) == set(rolled)
    for name, roll in read.items():
        assert roll["characteristics"] == rolled[name]["characteristics"], name
        assert [len(tier["effects"]) for tier in roll["tiers"]] == [len(t["effects"]) for t in rolled[name]["tiers"]]
    said = [d for d in back.diagnostics if d.code == "SB022"]
    assert len(said) == len(read)
    assert "without --hero" in said[0].help("en") and "--hero を付けずに" in said[0].help("ja")
    assert said[0].text(lang).count("(2d10 + ") == 1


@pytest.mark.parametrize("header", ["Power Roll + Might (2d10 + 2):", "Power Roll + Might (Might):",
                                    "Power Roll + Might:", "Power Roll + 2:"])
def test_a_header_without_worked_dice_is_read_as_before(header):
    text = f"Blast\nMagic | Main action\n📏 Ranged 5 | 🎯 One creature\n{header}\n≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\n"
    codes = [d.code for d in read_text("b.ability", text).diagnostics]
    assert codes.count("SB022") == (1 if "2d10" in header else 0) and "SB105" not in codes


@pytest.mark.slow
@pytest.mark.parametrize("run", ["(" * 100_000, "(2d10 + 2" * 12_000, " " * 100_000 + "(2d10 + 2)"])
def test_a_long_header_is_read_in_linear_time(run):
    from bounds import time_bound

    text = f"Blast\nMagic | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + Might {run}:\n≤11: 2 damage\n"
    with time_bound(5):
        read_text("b.ability", text)


@pytest.mark.parametrize("header", ["パワーロール + 筋力（２d10＋２）：", "パワーロール + 筋力（２ｄ１０＋２）：",
                                    "Power Roll + Might (２d１０ + ２):"])
def test_worked_dice_in_full_width_digits_are_read_as_the_roll(header):
    """`（２d10＋２）`, as a Japanese author types it: SB022 and the roll it prints (was SB105, no roll)."""
    text = f"Blast\nMagic | Main action\n📏 Ranged 5 | 🎯 One creature\n{header}\n≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\n"
    result = read_text("b.ability", text)
    codes = [d.code for d in result.diagnostics]
    assert codes.count("SB022") == 1 and "SB105" not in codes
    assert ability_json(result.abilities[0])["power_roll"]["characteristics"] == ["might"]
