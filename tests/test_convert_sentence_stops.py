"""`convert --lang en` of a Japanese tier whose clauses the author ended with `。` wrote `2 damage。slowed (EoT)`, which
English does not read (the file refused, exit 1); the `。` is kept in Japanese only. Homebrew written for these tests
(the review of the merge of dsyaml, O2)."""

from __future__ import annotations

import pytest

from statblock import cli
from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

ABILITY = ("粉砕\nキーワード: 領域, 魔法\n種別: メインアクション\n距離: 3 バースト\nターゲット: 領域内の各クリーチャーと各物体\n"
           "パワーロール + 筋力:\n≤11: {tier}\n12-16: 5 ダメージ\n17+: 7 ダメージ\n")


def effects(text: str, path: str) -> list:
    """The tiers' effects, but for `said` (the words the English wrote a forced move's subject with)."""
    tiers = ability_json(read_text(path, text).abilities[0])["power_roll"]["tiers"]
    return [[{k: v for k, v in e.items() if k != "said"} for e in tier["effects"]] for tier in tiers]


@pytest.mark.parametrize("tier", ["2 ダメージ。ターゲットは減速 (EoT)", "2 ダメージ。範囲内の各物体は2マスプッシュされる",
                                  "2 ダメージ。ターゲットは減速 (EoT)。"])
def test_a_japanese_sentence_stop_is_not_written_in_english(tmp_path, capsys, tier):
    source = tmp_path / "s.ability"
    source.write_text(ABILITY.format(tier=tier), encoding="utf-8")
    out = tmp_path / "out"
    assert cli.main(["convert", "--lang", "en", "--to", "ability", "-o", str(out), str(source)]) == 0
    (written,) = out.iterdir()
    english = written.read_text(encoding="utf-8")
    assert "。" not in english
    assert effects(english, "e.ability") == effects(ABILITY.format(tier=tier), "j.ability")
    capsys.readouterr()


def test_the_stop_is_kept_in_japanese(tmp_path, capsys):
    source = tmp_path / "s.ability"
    source.write_text(ABILITY.format(tier="2 ダメージ。ターゲットは減速 (EoT)"), encoding="utf-8")
    out = tmp_path / "out"
    assert cli.main(["convert", "--lang", "ja", "--to", "ability", "-o", str(out), str(source)]) == 0
    (written,) = out.iterdir()
    assert "2 ダメージ。" in written.read_text(encoding="utf-8")
    capsys.readouterr()
