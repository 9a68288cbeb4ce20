"""A Markdown card read again by `parse`/`check` gives the ability it was printed from: its header (the second row's
`**Distance:** …`/`**Target:** …` cells were read as a distance of no parts, `Distance: Melee 1`), and an ability of no
power roll (a card of a header table and an `Effect:`, or of an `Effect:` alone, read back as no ability). English and
Japanese cards, of English and Japanese sources."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render import render_cards
from statblock.rulesets.draw_steel.serialize import ability_json

from builders import without_positions

_DROP = ("path", "line", "column", "end_line", "end_column", "span", "text", "written", "said", "label", "action_label",
         "format", "metadata", "icon", "verb")


def _meaning(data):
    """What an ability's JSON says, without where and in which words it was written."""
    return without_positions(data, _DROP)


def _read_back(text: str, lang: str, name: str = "a.ability") -> tuple[list[dict], list[dict]]:
    """The abilities of `text`, and those its Markdown cards in `lang` read back as (each as `_meaning` of its JSON)."""
    source = read_text(name, text)
    assert [d.code for d in source.diagnostics] == []
    card = render_cards(source.abilities, "md", lang=lang).decode("utf-8")
    back = read_text("cards.md", card)
    assert [d.code for d in back.diagnostics] == [], card
    return ([_meaning(ability_json(a)) for a in source.abilities], [_meaning(ability_json(a)) for a in back.abilities])


SHAPES = {
    "effect-alone": "Quick Step\nEffect: You shift 2 squares.\n",
    "effect-alone-ja": "素早い一歩\n効果: あなたは 2 スクエアシフトする。\n",
    "flavor-and-effect": "Quick Step\n*Light on your feet.*\nEffect: You shift 2 squares.\n",
    "header-and-effect": "Mirror Feint\nPsionic | Maneuver\n📏 Self | 🎯 Self\nEffect: You shift up to 2 squares.\n",
    "header-ja-and-effect": "鏡の幻惑\nサイオニック | マニューバー\n📏 自身 | 🎯 自身\n効果: あなたは 2 スクエアシフトする。\n",
    "trigger-and-effect": ("Parry\nMelee | Triggered action\n📏 Melee 1 | 🎯 One ally\n"
                           "Trigger: A creature attacks the target.\nEffect: The target takes half damage.\n"),
    "header-and-roll": ("Slam\nMelee, Strike, Weapon | Main action\n📏 Melee 1 | 🎯 One creature or object\n"
                        "Power Roll + Might:\n≤11: 3 + M damage\n12-16: 5 + M damage\n17+: 7 + M damage\n"),
    # a statistic changed, written in Japanese, on either card (the English card of it read back as no ability, or one
    # of no distance)
    "stat-ja": ("鈍足の一撃\n近接、ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n"
                "≤11: 3 ダメージ; ターゲットの速度は 2 減少する (EoT)\n12-16: 5 ダメージ; ターゲットの速度は 0 になる (EoT)\n"
                "17+: 7 ダメージ; ターゲットの速度は 0 になる (EoT)、伏せ (EoT)\n効果: ターゲットの速度は 0 になる (EoT)。\n"),
    "stat-ja-effect-alone": "鈍足\n効果: ターゲットの速度は 0 になる (EoT)。\n",
    "area": ("Burst\nArea, Magic | Main action\n📏 3 burst | 🎯 Each enemy in the area\nPower Roll + Reason:\n"
             "≤11: 2 damage\n12-16: 4 damage\n17+: 6 damage\n"),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_a_markdown_card_reads_back_to_its_ability(shape, lang):
    source, back = _read_back(SHAPES[shape], lang)
    assert back == source


def test_the_second_rows_cells_are_read_under_their_labels():
    """`**Distance:** Melee 1` is the distance `Melee 1` (of its parts), as `📏 Melee 1` is."""
    (ability,) = read_text("a.md", "### Slam\n\n| **Melee** | **Maneuver** |\n| --- | ---: |\n"
                                   "| **Distance:** Melee 1 | **Target:** One creature |\n\n"
                                   "**Effect:** You shift 2 squares.\n").abilities
    data = ability_json(ability)
    assert data["distance"]["text"] == "Melee 1" and data["distance"]["parts"] == [{"kind": "melee", "size": 1}]
    assert data["target"] == "One creature" and data["action"] == "maneuver"
    (ability,) = read_text("a.md", "### 叩きつけ\n\n| **近接** | **マニューバー** |\n| --- | ---: |\n"
                                   "| **距離:** 近接 1 | **ターゲット:** 1体のクリーチャー |\n\n"
                                   "**効果:** あなたは 2 スクエアシフトする。\n").abilities
    assert ability_json(ability)["distance"]["parts"] == [{"kind": "melee", "size": 1}]


@pytest.mark.parametrize("text", [
    "### Notes\n\nSome words about the map.\n\n**Effect** of the rain: it is wet.\n",
    "### Notes\n\nThe ability below is for the director.\n\n**Effect:** It rains.\n",
], ids=["no-label", "prose-before"])
def test_a_headings_prose_is_no_ability(text):
    # (a section label is an ability's only right after the heading, or its italic flavor line)
    assert read_text("a.md", text).abilities == []


# ---- every ability of the library and the examples, on its English and Japanese Markdown card ---------------------

def _library_files() -> list:
    from conftest import ROOT

    return sorted([*ROOT.joinpath("abilities").glob("*.ability"), *ROOT.joinpath("examples").glob("*.ability")])


def _effects(data: dict):
    """A read ability's effects: its tiers', and its sections' in order (a card's paragraphs of one section may be
    read back as sections of their own: what they hold is what counts), and its header but its action type (a
    villain action's is said once, in the name, on a card: left for now)."""
    roll = data["power_roll"]
    distance = data["distance"]
    return ((roll and [tier["effects"] for tier in roll["tiers"]]),
            [effect for section in data["sections"] for effect in (section.get("effects") or [])],
            data["keywords"], distance and distance["parts"], data["target"] is not None)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("path", _library_files(), ids=lambda path: path.name)
def test_every_ability_of_the_library_reads_back_from_its_markdown_card(path, lang):
    source = read_text(path.name, path.read_text(encoding="utf-8"))
    card = render_cards(source.abilities, "md", lang=lang).decode("utf-8")
    back = {a.name: _effects(_meaning(ability_json(a))) for a in read_text("cards.md", card).abilities}
    assert len(back) == len({a.name for a in source.abilities}) and source.abilities
    for ability in source.abilities:
        assert back.get(ability.name) == _effects(_meaning(ability_json(ability))), ability.name


def test_a_japanese_cards_original_mark_is_no_part_of_the_authors_words():
    """A Japanese card marks the author's English `〔原文〕` (a tier's text, a trigger, an effect): read back, the words
    are the author's, not the mark and them (the trigger was `〔原文〕The wind blows hard.`)."""
    text = ("Howl\nMagic | Main action\n📏 Ranged 5 | 🎯 One creature\nPower Roll + Might:\n"
            "≤11: 3 damage; the wind howls loudly\n12-16: 5 damage\n17+: 7 damage\nTrigger: The wind blows hard.\n"
            "Effect: The wind keeps blowing.\n")
    (source,) = read_text("a.ability", text).abilities
    card = render_cards([source], "md", lang="ja").decode("utf-8")
    assert card.count("〔原文〕") == 3
    (back,) = read_text("cards.md", card).abilities
    assert back.trigger == source.trigger == "The wind blows hard."
    assert back.power_roll.tiers[0].effects == source.power_roll.tiers[0].effects
    assert [s.text for s in back.sections] == [s.text for s in source.sections]
    # an author's own `〔原文〕` inside the words is theirs
    (kept,) = read_text("b.ability", text.replace("The wind keeps", "The 〔原文〕 wind keeps")).abilities
    assert kept.sections[-1].text == "The 〔原文〕 wind keeps blowing."


@pytest.mark.slow
def test_the_mark_and_the_labelled_cells_are_read_in_linear_time():
    """The mark taken off a line of many (each after `; ` and a run of blanks) and a header row of long cells: linear."""
    from bounds import cpu_seconds, time_bound

    def read(n):  # (a text of its own each time)
        # (a mark before a long clause: the clause looked through for Japanese once; marks after another mark, none
        # of the card's, each looked at once)
        effect = "; " + " " * n + "〔原文〕" + "x" * n + "; 〔原文〕x" * (n // 10) + "〔原文〕" * (n // 10)
        row = "| **Distance:**" + " " * n + "Melee 1 | **Target:** 〔原文〕" + "x" * n + " |"
        return lambda: read_text("a.md", f"### Long\n\n| **Melee** | **Maneuver** |\n| --- | ---: |\n{row}\n\n"
                                           f"**Effect:** {effect}\n")

    with time_bound(30):
        (ability,) = read(100_000)().abilities
        small = cpu_seconds(read(25_000))
        large = cpu_seconds(read(100_000))
    # (each mark after `;` before English off; one right after another mark, and the last clause's, before the
    # marks, are the words')
    text = ability.sections[0].text
    assert text.count("〔原文〕") == 100_000 // 10 + 1 and ability.distance["text"] == "Melee 1"
    assert ability.target == "x" * 100_000
    assert large < 8 * small + 0.1, (small, large)  # 4 times the text: about 4 times the work (quadratic: 16)
