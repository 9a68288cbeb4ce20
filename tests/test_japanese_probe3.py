"""A third probe of Japanese-native input: what a Japanese homebrew author types that the earlier
probes did not, each compared with its English twin."""

from __future__ import annotations

import pytest

from statblock import parse_text
from statblock.rulesets.draw_steel.authoring.format import format_text

from builders import compile_one


def _ability(tiers: str, header: str = "パワーロール＋敏捷力：") -> str:
    return f"影の一撃\n近接、ストライク、武器｜メインアクション\n📏 近接１｜🎯 １体のクリーチャー\n{header}\n{tiers}\n"


@pytest.mark.parametrize("bullet", ["・", "･", "・ ", "● ", "■"])
def test_a_japanese_bullet_before_a_tier_label(bullet):
    """`・≤11：` is how a Japanese list is bulleted (was: SB121 and the three tiers never read)."""
    tiers = "\n".join(f"{bullet}{label}{amount}＋Ａダメージ" for label, amount in
                      (("≤１１：", "２"), ("１２－１６：", "５"), ("１７＋：", "７")))
    ability, diagnostics = compile_one(_ability(tiers))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert [t.effects[0].amount for t in ability.power_roll.tiers] == [2, 5, 7]
    assert [t.range for t in ability.power_roll.tiers] == ["≤１１", "１２－１６", "１７＋"]


@pytest.mark.parametrize("clause", ["出血と減速（セーヴ終了）", "出血状態と減速状態 (セーヴ終了)",
                                    "Ａ＜強、出血と減速（セーヴ終了）"])
def test_two_conditions_joined_by_to(clause):
    """`出血と減速` is `bleeding and slowed` (was: a custom condition named 出血と減速, SB111)."""
    english, _ = compile_one("X\nPower Roll + Agility:\n≤11: 2 damage\n12-16: 5 damage\n"
                             "17+: 7 damage; " + ("A < STRONG, " if "＜" in clause else "")
                             + "bleeding and slowed (save ends)\n")
    ability, diagnostics = compile_one(_ability(f"≤11: 2ダメージ\n12-16: 5ダメージ\n17+: 7ダメージ；{clause}"))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert ability.power_roll.tiers[2].effects == english.power_roll.tiers[2].effects


@pytest.mark.parametrize("word", ["出血と燃焼", "ターゲットと減速"])
def test_a_word_with_to_that_is_not_two_conditions_stays_one(word):
    ability, diagnostics = compile_one(_ability(f"≤11: 2ダメージ\n12-16: 5ダメージ\n17+: 7ダメージ；{word}"))
    (effect,) = ability.power_roll.tiers[2].effects[1:]
    assert getattr(effect, "custom", False) and [d.code for d in diagnostics] == ["SB111"]


@pytest.mark.parametrize("header", ["パワーロール＋敏捷力：", "パワーロール＋ 敏捷力:"])
def test_fmt_formats_a_full_width_plus_in_the_roll_header(header):
    """`パワーロール＋敏捷力：` and `パワーロール + 敏捷力:` say the same (was: fmt refused the whole file,
    `power_roll.written.label` differing)."""
    result = format_text(_ability("≤11: 2 + A ダメージ\n12-16: 5 + A ダメージ\n17+: 7 + A ダメージ", header))
    assert result.problems == ()
    assert "パワーロール + 敏捷力:\n" in result.text
    assert format_text(result.text).text == result.text


def test_a_class_named_in_japanese_in_metadata_is_checked_against_the_cost():
    """`# meta: class: コンジット` is the conduit, who pays in 信心 (was: no SB150 for `(3 憤怒)`, the
    class unknown to the check)."""
    result = parse_text("# meta: class: コンジット\n槌 (3 憤怒)\n魔法、遠距離｜メインアクション\n"
                        "📏 遠距離 10｜🎯 1体のクリーチャー\n効果: 何か。\n")
    assert [d.code for d in result.diagnostics] == ["SB150"]



def test_a_native_statblock_row_with_full_width_bars():
    """`レベル：3｜役割：エリート・ヘクサー` (was: one cell, the level `3｜役割：…` not a number, SB170 for
    every statistic of the row)."""
    text = ("沼の魔女 (ステータスブロック)\nレベル：３｜役割：エリート・ヘクサー｜EV：20\n"
            "サイズ：1M｜速度：6｜スタミナ：120｜安定性：1｜フリー・ストライク：5\n"
            "筋力：0｜敏捷力：＋2｜知力：+1｜判断力：+3｜魅力：+3\n")
    result = parse_text(text)
    assert not result.diagnostics, [d.text() for d in result.diagnostics]
    (block,) = result.statblocks
    assert (block.level, block.roles, block.speed, block.stamina, block.free_strike) == (3, ("hexer",), 6, 120, 5)
    assert block.characteristics == {"might": 0, "agility": 2, "reason": 1, "intuition": 3, "presence": 3}


_LABELLED = ("猛攻 (5 猛威)\n近接、ストライク、武器｜メインアクション\n📏 近接1｜🎯 1体のクリーチャー\n"
             "パワーロール + 筋力:\n{}: 4 + M ダメージ\n{}: 7 + M ダメージ\n{}: 10 + M ダメージ\n")


@pytest.mark.parametrize("labels", [("ティア1", "ティア2", "ティア3"), ("≤１１", "１２－１６", "１７＋"),
                                    ("＜＝１１", "12〜16", "17以上")])
def test_convert_to_english_writes_the_books_tier_labels(labels):
    """`convert --lang en` of `ティア1:` or `１２－１６:` (was: kept, Japanese or full width in an English file)."""
    from statblock.pipeline import read_text
    from statblock.rulesets.draw_steel.authoring.convert import converted_text
    text = converted_text(read_text("t.ability", _LABELLED.format(*labels)), "ability", "en")
    assert [line.partition(":")[0] for line in text.splitlines()[4:7]] == ["≤11", "12-16", "17+"], text


def test_fmt_writes_a_full_width_range_as_the_book_does_and_keeps_a_named_tier():
    assert [line.partition(":")[0] for line in
            format_text(_LABELLED.format("≤１１", "１２－１６", "１７＋")).text.splitlines()[4:7]] == ["≤11", "12-16", "17+"]
    assert [line.partition(":")[0] for line in
            format_text(_LABELLED.format("ティア1", "ティア2", "ティア3")).text.splitlines()[4:7]] == ["ティア1", "ティア2", "ティア3"]


@pytest.mark.parametrize("label, amount, open_ended", [
    ("2洞察を消費", 2, False), ("２ 洞察を消費する", 2, False), ("消費１＋洞察", 1, True), ("１＋洞察", 1, True),
])
def test_a_spend_label_as_a_japanese_author_orders_or_types_it(label, amount, open_ended):
    """`2洞察を消費` (the amount, the resource, then the verb) and `消費１＋洞察` with a full-width plus are
    `Spend 2 Insight` and `Spend 1+ Insight` (was: a section named `2洞察を消費`, read as nothing with no
    diagnostic, and SB107 for a resource `＋洞察`)."""
    ability, diagnostics = compile_one(f"X (3 洞察)\n近接、ストライク｜メインアクション\n📏 近接1｜🎯 1体のクリーチャー\n"
                                       f"{label}： ターゲットは追加で2ダメージを受ける。\n")
    assert not diagnostics, [d.text() for d in diagnostics]
    (section,) = ability.sections
    assert (section.kind, section.amount, section.resource, section.open_ended) == ("spend", amount, "insight", open_ended)


@pytest.mark.parametrize("clause, english", [
    ("M＜弱、伏せ状態になる", "M < WEAK, prone"), ("伏せ状態になる（セーヴ終了）", "prone (save ends)"),
])
def test_a_condition_said_as_the_seeds_prose_says_it_without_a_subject(clause, english):
    """`伏せ状態になる` after a potency or alone (was: read only after `ターゲットは`, else SB111 and a
    custom condition named 伏せ状態になる)."""
    twin, _ = compile_one(f"X\nPower Roll + Might:\n≤11: 2 damage; {english}\n12-16: 5 damage\n17+: 7 damage\n")
    ability, diagnostics = compile_one(_ability(f"≤11: 2ダメージ；{clause}\n12-16: 5ダメージ\n17+: 7ダメージ"))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert ability.power_roll.tiers[0].effects == twin.power_roll.tiers[0].effects


@pytest.mark.parametrize("clause, english", [
    ("3点のダメージ", "3 damage"), ("3点の火炎ダメージ", "3 fire damage"), ("3+M点の火炎ダメージ", "3 + M fire damage"),
    ("3の毒ダメージ", "3 poison damage"), ("3 火のダメージ", "3 fire damage"),
    ("3点の冷気、火炎、または音波ダメージ", "3 cold, fire, or sonic damage"),
])
def test_damage_counted_in_points_or_with_the_particle_no(clause, english):
    """`3点の火炎ダメージ`, as Japanese TRPG text counts damage (was: SB102, a damage type `点の火炎`)."""
    twin, _ = compile_one(f"X\nPower Roll + Might:\n≤11: {english}\n12-16: 5 damage\n17+: 7 damage\n")
    ability, diagnostics = compile_one(_ability(f"≤11: {clause}\n12-16: 5ダメージ\n17+: 7ダメージ", "パワーロール＋筋力："))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert ability.power_roll.tiers[0].effects == twin.power_roll.tiers[0].effects


def test_a_type_that_is_none_with_the_particle_is_still_reported_as_written():
    _, diagnostics = compile_one(_ability("≤11: 3 冷たいのダメージ\n12-16: 5ダメージ\n17+: 7ダメージ"))
    assert [(d.code, "冷たいの" in d.message.render("en")) for d in diagnostics] == [("SB102", True)]


def test_a_japanese_card_writes_no_space_around_or_between_japanese_words():
    """`冷気または火炎ダメージ`, `冷気、火炎、または音波ダメージ` (was: `冷気 または 火炎`, `または 音波`);
    letters keep theirs, as the seeds write `M、R、I、または P`."""
    from statblock.rulesets.draw_steel.render.clauses import clause_text
    ability, _ = compile_one("X\nPower Roll + Might:\n≤11: 6 cold, fire, or sonic damage\n"
                             "12-16: 7 + M or A damage\n17+: 9 cold or fire damage\n")
    said = [clause_text(t.effects, "ja") for t in ability.power_roll.tiers]
    assert said == ["6 冷気、火、または音波ダメージ", "7 + M または A ダメージ", "9 冷気または火ダメージ"]


def test_convert_of_a_japanese_markdown_statblock_keeps_its_labels_japanese():
    """Without `--lang`, a Steel Compendium table whose labels are Japanese (`**120**<br/> スタミナ`) becomes
    a native statblock with Japanese labels, as a native one keeps its own (was: `(Statblock)`,
    `Level: ３ | Roles: エリート・ヘクサー`, English around the Japanese values); an English one stays English."""
    from statblock.pipeline import read_text
    from statblock.rulesets.draw_steel.authoring.convert import converted_text
    native = ("沼の魔女 (ステータスブロック)\nレベル: 3 | 役割: エリート・ヘクサー | EV: 20\n"
              "サイズ: 1M | 速度: 6 | スタミナ: 120 | 安定性: 1 | フリー・ストライク: 5\n"
              "筋力: 0 | 敏捷力: +2 | 知力: +1 | 判断力: +3 | 魅力: +3\n")
    for lang, head in (("ja", "沼の魔女 (スタッツ・ブロック)\nレベル: 3 | 役割: "), ("en", "沼の魔女 (Statblock)\nLevel: 3 | Roles: ")):
        markdown = converted_text(read_text("m.ability", native), "md", lang)
        assert converted_text(read_text("m.md", markdown), "ability").startswith(head), markdown


@pytest.mark.parametrize("clause, english", [
    ("あなたは2マスまでシフトできる", "you can shift up to 2 squares"),
    ("あなたは最大2マスまでシフトできる", "you can shift up to 2 squares"),
    ("ターゲットは3マスまでテレポートできる", "the target can teleport up to 3 squares"),
])
def test_up_to_said_with_made_after_the_squares(clause, english):
    """`2マスまでシフトできる`: まで after the squares is `up to`, as 最大 before them is (was: kept as text
    with no diagnostic, the tier moving no one)."""
    twin, _ = compile_one(f"X\nPower Roll + Might:\n≤11: 2 damage; {english}\n12-16: 5 damage\n17+: 7 damage\n")
    ability, diagnostics = compile_one(_ability(f"≤11: 2ダメージ；{clause}\n12-16: 5ダメージ\n17+: 7ダメージ"))
    assert not diagnostics, [d.text() for d in diagnostics]
    (move,), (twin_move,) = ability.power_roll.tiers[0].effects[1:], twin.power_roll.tiers[0].effects[1:]
    assert (move.kind, move.who, move.movement, move.distance, move.up_to, move.can) == \
        (twin_move.kind, twin_move.who, twin_move.movement, twin_move.distance, twin_move.up_to, twin_move.can)


@pytest.mark.parametrize("clause, english", [
    ("つかまれか伏せ（EoT）", "grabbed or prone (EoT)"), ("Ａ＜弱、つかまれか伏せ", "A < WEAK, grabbed or prone"),
])
def test_two_conditions_offered_with_ka(clause, english):
    """`つかまれか伏せ` is `grabbed or prone` (was: SB111, a custom condition named つかまれか伏せ)."""
    twin, _ = compile_one(f"X\nPower Roll + Might:\n≤11: 2 damage; {english}\n12-16: 5 damage\n17+: 7 damage\n")
    ability, diagnostics = compile_one(_ability(f"≤11: 2ダメージ；{clause}\n12-16: 5ダメージ\n17+: 7ダメージ"))
    assert not diagnostics, [d.text() for d in diagnostics]
    assert ability.power_roll.tiers[0].effects == twin.power_roll.tiers[0].effects


def test_a_japanese_roll_quotes_a_clause_kept_as_text_in_japanese_brackets(tmp_path, capsys):
    """`roll --lang ja` quoted a clause it only prints with “…” (was: `“the rift closes”` on a Japanese
    report); 「…」 now, and 『…』 around one holding 「」 itself."""
    from statblock.cli import main
    path = tmp_path / "x.ability"
    path.write_text("X\nPower Roll + Might:\n≤11: 2 damage\n12-16: 5 damage\n"
                    "17+: 7 damage; the rift closes; the target takes a bane on their next claw attack\n",
                    encoding="utf-8")
    hero = tmp_path / "h.toml"
    hero.write_text('name = "カナ"\n[characteristics]\nmight = 0\nagility = 2\nreason = 1\nintuition = 0\n'
                    'presence = 1\n', encoding="utf-8")
    main(["--lang", "ja", "roll", str(path), "--ability", "X", "--hero", str(hero), "--tier", "3", "--seed", "1"])
    out = capsys.readouterr().out
    assert "; 「the rift closes」; 『ターゲットは「their next claw attack」に不利を受ける』" in out and "“" not in out, out


@pytest.mark.parametrize("tag, level", [("悪意の特徴", None), ("レベル 4+ 悪意の特徴", "4+")])
def test_a_malice_group_tagged_in_japanese(tag, level):
    """`沼の魔女の悪意 (悪意の特徴)`, the words a Japanese card prints, is a malice group (was: an ability
    of the statblock; and `convert --lang ja` kept `(Malice Features)`)."""
    from statblock.pipeline import read_text
    from statblock.rulesets.draw_steel.authoring.convert import converted_text
    text = (f"沼の魔女の悪意 ({tag})\n¶ 沼の魔女のターン開始時に、悪意を消費して以下の特性のいずれかを発動できる。\n\n"
            "❇️ 吸い込む泥 (3 悪意)\n¶ 5マス以内の各敵は減速（EoT）。\n")
    (group,) = parse_text(text).statblocks
    assert (group.kind, group.level if level is None else group.fields.get("level"), group.features) == \
        ("malice_features", level, ("吸い込む泥",))
    english = text.replace(f"({tag})", "(Level 4+ Malice Features)" if level else "(Malice Features)")
    assert f"沼の魔女の悪意 ({tag})" in converted_text(read_text("m.ability", english), "ability", "ja")


@pytest.mark.parametrize("tag, level", [("悪意特性", None), ("悪意の特性", None), ("悪意特徴", None),
                                        ("レベル 4+ 悪意特性", "4+"), ("レベル4+悪意の特性", "4+")])
def test_a_malice_group_tagged_with_another_japanese_word_for_features(tag, level):
    """`(悪意特性)`: 特性 is the other Japanese word for `feature`, with の or without (was: no malice group,
    the heading an ability of its own and its features loose); a card prints the vocabulary's chosen tag."""
    from statblock.rulesets.draw_steel.frontends.statblocks import malice_tag
    text = (f"沼の魔女の悪意 ({tag})\n¶ 沼の魔女のターン開始時に、悪意を消費して以下のいずれかを発動できる。\n\n"
            "❇️ 吸い込む泥 (3 悪意)\n¶ 5マス以内の各敵は減速（EoT）。\n")
    (group,) = parse_text(text).statblocks
    assert (group.kind, group.fields.get("level"), group.features) == ("malice_features", level, ("吸い込む泥",))
    assert malice_tag(group, "ja") == ("レベル 4+ 悪意の特徴" if level else "悪意の特徴")


@pytest.mark.parametrize("name", ["斬撃（シグネチャー・アビリティ）", "斬撃 (シグネチャーアビリティ)", "斬撃 (Signature Ability)"])
def test_a_signature_ability_named_so_in_japanese(name):
    """`（シグネチャー・アビリティ）` is `(Signature Ability)`: a signature ability with no other tag (was:
    the tag `・アビリティ`, printed after シグネチャー on every card); fmt writes `(シグネチャー)`."""
    ability, diagnostics = compile_one(f"{name}\n近接、ストライク、武器｜メインアクション\n📏 近接1｜🎯 1体のクリーチャー\n効果：x。\n")
    assert (ability.name, ability.signature, ability.tag) == ("斬撃", True, None)
    if "アビリティ)" in name:
        return  # (fmt keeps the run `シグネチャーアビリティ`: a word of its own, which it never drops)
    result = format_text(f"{name}\n効果：x。\n")
    assert result.problems == () and result.text.splitlines()[0] in ("斬撃 (シグネチャー)", "斬撃 (Signature)")


@pytest.mark.parametrize("clause, said", [("伏せ（セーヴ終了", "「）」を加えて"), ("伏せ セーヴ終了）", "「（」を加えるか"),
                                          ("伏せ (セーヴ終了", "「)」を加えて")])
def test_sb112_asks_for_the_bracket_in_the_width_written(clause, said):
    """`（セーヴ終了` with no closing bracket: SB112 asked for `)` after a full-width `（`."""
    _, diagnostics = compile_one(_ability(f"≤11: 2ダメージ；{clause}\n12-16: 5ダメージ\n17+: 7ダメージ"))
    (problem,) = diagnostics
    assert problem.code == "SB112" and said in problem.text("ja"), problem.text("ja")


@pytest.mark.parametrize("tiers, said", [
    ("≤11：2ダメージ；M＜強；伏せ", "「；」で節が終わる"), ("≤11: 2ダメージ; M < 強; 伏せ", "「;」で節が終わる"),
])
def test_sb117_names_the_semicolon_as_written(tiers, said):
    """SB117 said `;` after a potency the author ended with a full-width `；`."""
    _, diagnostics = compile_one(_ability(f"{tiers}\n12-16: 5ダメージ\n17+: 7ダメージ"))
    (problem,) = diagnostics
    assert problem.code == "SB117" and said in problem.text("ja"), problem.text("ja")


@pytest.mark.parametrize("heading, level", [("ゴブリンの悪意（悪意の特徴）", None), ("ゴブリンの悪意（悪意特性）", None),
                                            ("ゴブリンの悪意（レベル 4+ 悪意の特徴）", "4+"),
                                            ("ゴブリンの悪意 (悪意の特徴)", None), ("Goblin Malice（Malice Features）", None)])
def test_a_japanese_malice_heading_in_markdown_is_a_malice_group(heading, level):
    """A Markdown heading closing its tag in full-width parentheses, or with a Japanese tag, was no malice group
    (the file's quick look found only `Malice Features)`): its introduction and the group lost in silence."""
    from statblock.pipeline import read_text

    text = (f"###### {heading}\n\n各ゴブリンのターン開始時に、悪意を消費して以下の特徴を使える。\n\n"
            "> ⭐️ **散開（3 悪意）**\n>\n> 各ゴブリンは2マスシフトする。\n")
    result = read_text("malice.md", text)
    (group,) = result.statblocks
    assert (group.kind, group.features, group.level) == ("malice_features", ("散開",), int(level[0]) if level else None)
    assert group.text.startswith("各ゴブリンのターン開始時に")
    assert [a.name for a in result.abilities] == ["散開"]
