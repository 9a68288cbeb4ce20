"""A Markdown file that holds a `ds-statblock` (or `ds-feature`) fence and, beside it, a Markdown statblock with its
quoted features: the quoted features were dropped (a trait with no word, a power roll with SB124 warnings only that
it was part of no ability), the reader taking the fences alone. Both are read now, in the order they are written."""
from __future__ import annotations

import pytest

from statblock.pipeline import read_text

TABLES = {
    "en": ("| Undead | Minion | Level 3 | Harrier | EV 5 |\n| :-: | :-: | :-: | :-: | :-: |\n"
           "| **1L**<br/> Size | **6**<br/> Speed | **30**<br/> Stamina | **1**<br/> Stability | **2**<br/> Free Strike |\n"
           "| **+2**<br/> Might | **+1**<br/> Agility | **-1**<br/> Reason | **0**<br/> Intuition | **-1**<br/> Presence |\n"),
    "ja": ("| アンデッド | ミニオン | レベル 3 | ハリアー | EV 5 |\n| :-: | :-: | :-: | :-: | :-: |\n"
           "| **1L**<br/> サイズ | **6**<br/> 速度 | **30**<br/> スタミナ | **1**<br/> 安定性 | **2**<br/> フリー・ストライク |\n"
           "| **+2**<br/> 筋力 | **+1**<br/> 敏捷力 | **-1**<br/> 知力 | **0**<br/> 判断力 | **-1**<br/> 魅力 |\n"),
}
FEATURES = {
    "en": ("> ⭐️ **Blood Scent**\n>\n> The hound has speed 8 while any enemy is bleeding.\n\n"
           "> 🗡 **Grave Bite**\n>\n> | **Melee, Strike** | **Main action** |\n> | --- | ---: |\n"
           "> | **📏 Melee 1** | **🎯 One creature** |\n>\n> **Power Roll + 2:**\n>\n> - **≤11:** 3 damage\n"
           "> - **12-16:** 5 damage\n> - **17+:** 7 damage; M < 1 slowed (save ends)\n"),
    "ja": ("> ⭐️ **血の匂い**\n>\n> 敵が出血している間、ハウンドの速度は 8 になる。\n\n"
           "> 🗡 **墓の牙**\n>\n> | **近接、ストライク** | **メインアクション** |\n> | --- | ---: |\n"
           "> | **📏 近接 1** | **🎯 1体のクリーチャー** |\n>\n> **パワーロール + 2:**\n>\n> - **≤11:** 3 ダメージ\n"
           "> - **12-16:** 5 ダメージ\n> - **17+:** 7 ダメージ; M < 1、減速 (セーヴ終了)\n"),
}
FENCE = ("~~~ds-statblock\nname: Bone Hound\ntype: statblock\nlevel: 4\nev: \"6\"\nroles: [Minion Brute]\nsize: 1L\n"
         "speed: 5\nstamina: \"40\"\nstability: 2\nfree_strike: 3\nmight: 3\nagility: 0\nreason: -1\nintuition: 0\n"
         "presence: -1\nfeatures:\n  - name: Keen Nose\n    type: feature\n    feature_type: trait\n    effects:\n"
         "      - effect: The bone hound smells blood from afar.\n~~~\n")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("fence_first", [False, True], ids=["markdown-first", "fence-first"])
def test_quoted_features_beside_a_fence_are_read(lang, fence_first):
    markdown = "###### Grave Hound\n\n" + TABLES[lang] + "\n" + FEATURES[lang]
    text = FENCE + "\n" + markdown if fence_first else markdown + "\n" + FENCE
    result = read_text("hounds.md", text)
    assert [d.code for d in result.diagnostics] == []
    trait, bite = ("Blood Scent", "Grave Bite") if lang == "en" else ("血の匂い", "墓の牙")
    names = [a.name for a in result.abilities]
    assert names == (["Keen Nose", trait, bite] if fence_first else [trait, bite, "Keen Nose"])
    roll = [a for a in result.abilities if a.name == bite][0].power_roll
    assert roll is not None and len(roll.tiers) == 3
    assert {s.name: list(s.features) for s in result.statblocks} == {"Grave Hound": [trait, bite],
                                                                     "Bone Hound": ["Keen Nose"]}
