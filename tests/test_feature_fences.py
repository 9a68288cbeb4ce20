"""A feature's fence in Markdown that holds more, or another element, than one feature: a monster's statblock written
in a ```` ```ds-feature ```` fence by its keys (`name: Goblin`, `stamina: 15`, `speed: 5`, `abilities:`, no `ev:` and
no `type: statblock`), whose statistics were dropped with no word while its abilities were read; and the Draw Steel
Elements' power roll element (```` ```ds-power-roll ````, ```` ```ds-pr ````), which was not read at all. A feature's
fence that names nothing is said (SB021). In both languages; the abilities' cards read back."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render import render_cards
from statblock.rulesets.draw_steel.serialize import ability_json, statblock_json

GOBLIN_EN = ("name: Goblin\nstamina: 15\nspeed: 5\nvillain_actions:\n  - name: Rally\n    effect: Each goblin shifts 2.\n"
             "abilities:\n  - name: Spear Charge\n    usage: Main action\n    Power Roll: + 2\n"
             "    Tier 1: 3 damage\n    Tier 2: 4 damage\n    Tier 3: 5 damage; push 1\n")
GOBLIN_JA = ("名前: ゴブリン\nスタミナ: 15\n速度: 5\nヴィラン・アクション:\n  - 名前: 号令\n    効果: 各ゴブリンは2マスシフトする。\n"
             "アビリティ:\n  - 名前: 槍突撃\n    パワーロール: + 2\n"
             "    ティア 1: 3 ダメージ\n    ティア 2: 4 ダメージ\n    ティア 3: 5 ダメージ; プッシュ 1\n")


def _tiers(ability) -> list:
    return [[effect["kind"] for effect in tier["effects"]] for tier in ability_json(ability)["power_roll"]["tiers"]]


@pytest.mark.parametrize("fence", ["ds-feature", "ds-ability"])
@pytest.mark.parametrize(("text", "names"), [(GOBLIN_EN, ["Goblin", "Rally", "Spear Charge"]),
                                             (GOBLIN_JA, ["ゴブリン", "号令", "槍突撃"])], ids=["english", "japanese"])
def test_a_statblock_in_a_feature_fence_keeps_its_statistics(fence, text, names):
    result = read_text("g.md", f"```{fence}\n{text}```\n")
    (monster,) = result.statblocks
    said = statblock_json(monster)
    assert said["kind"] == "statblock" and said["name"] == names[0]
    assert said["stamina"] == 15 and said["speed"] == 5
    assert said["features"] == names[1:]
    rally, spear = result.abilities
    assert ability_json(rally)["action"] == "villain_action"
    roll = ability_json(spear)["power_roll"]
    assert roll["bonus"] == 2 and [tier["range"] for tier in roll["tiers"]] == ["≤11", "12-16", "17+"]
    assert _tiers(spear) == [["damage"], ["damage"], ["damage", "forced_move"]]


def test_a_feature_fence_of_one_feature_is_still_no_statblock():
    text = "```ds-feature\nname: Spear Charge\nroll: Power Roll + 2\nt1: 3 damage\nt2: 4 damage\nt3: 5 damage\n```\n"
    result = read_text("f.md", text)
    assert result.statblocks == [] and [a.name for a in result.abilities] == ["Spear Charge"]


POWER_ROLL_EN = ("name: Draconian Pride\nflavor: You let loose a mighty roar.\nkeywords: Area, Magic\n"
                 "type: Main action\ndistance: 2 burst\ntarget: Each enemy in the area\n"
                 "roll: Power Roll + Might or Presence\nt1: \"2 damage; push 1\"\nt2: \"4 damage; push 3\"\n"
                 "t3: 7 damage; push 5; frightened (EoT)\neffect: You have a bane on the power roll.\n")
POWER_ROLL_JA = ("名前: 竜の誇り\nキーワード: 領域、魔法\n種別: メイン・アクション\n距離: 2 バースト\n"
                 "パワーロール: + 2\nティア 1: 2 ダメージ; プッシュ 1\nティア 2: 4 ダメージ; プッシュ 3\n"
                 "ティア 3: 7 ダメージ; プッシュ 5\n")


@pytest.mark.parametrize("fence", ["ds-power-roll", "ds-pr"])
@pytest.mark.parametrize(("text", "name"), [(POWER_ROLL_EN, "Draconian Pride"), (POWER_ROLL_JA, "竜の誇り")],
                         ids=["english", "japanese"])
def test_a_power_roll_element_is_read_as_its_ability(fence, text, name):
    result = read_text("p.md", f"# Notes\n\n```{fence}\n{text}```\n")
    (ability,) = result.abilities
    assert ability.name == name
    assert _tiers(ability) == [["damage", "forced_move"], ["damage", "forced_move"],
                               ["damage", "forced_move"] + (["condition"] if name == "Draconian Pride" else [])]
    assert not [d for d in result.diagnostics if d.code == "SB021"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("text", [POWER_ROLL_EN, POWER_ROLL_JA], ids=["english", "japanese"])
def test_a_power_roll_elements_card_reads_back(text, lang):
    result = read_text("p.md", f"```ds-power-roll\n{text}```\n")
    card = render_cards(result.abilities, "md", lang=lang).decode("utf-8")
    (back,) = read_text("cards.md", card).abilities
    assert [tier["effects"] for tier in ability_json(back)["power_roll"]["tiers"]] == \
        [tier["effects"] for tier in ability_json(result.abilities[0])["power_roll"]["tiers"]]


@pytest.mark.parametrize(("lang", "words"), [("en", "has no `name:`"), ("ja", "「name」の行がありません")])
@pytest.mark.parametrize("fence", ["ds-pr", "ds-power-roll", "ds-feature"])
def test_a_feature_fence_that_names_nothing_is_said(fence, lang, words):
    text = f"Intro.\n\n```{fence}\ntype: Slice and dice\nt1: 3 damage\nt2: 4 damage\nt3: 5 damage; push 2\n```\n"
    result = read_text("p.md", text)
    assert result.abilities == []
    (said,) = [d for d in result.diagnostics if d.code == "SB021"]
    assert said.span.source.position(said.span.start) == (3, 1)
    assert words in said.text(lang)


@pytest.mark.parametrize(("text", "names"), [(GOBLIN_EN, ["Rally", "Spear Charge"]), (GOBLIN_JA, ["号令", "槍突撃"])],
                         ids=["english", "japanese"])
def test_a_front_matters_monster_lists_are_read_over_a_body_of_prose(text, names):
    """A front matter of a statblock's keys (`abilities:`, `villain_actions:`, `アビリティ:`) over a body that holds
    no ability: its lists are read as a `features:` list is (the file was read as holding nothing, with no word)."""
    result = read_text("g.md", f"---\n{text}---\n\nSome notes.\n")
    assert [a.name for a in result.abilities] == names
    assert _tiers(result.abilities[1]) == [["damage"], ["damage"], ["damage", "forced_move"]]
    assert ability_json(result.abilities[0])["action"] == "villain_action"


def test_a_front_matters_lists_are_not_read_twice_beside_a_body_that_holds_abilities():
    body = "\n###### Spear Charge\n\n**Power Roll + 2:**\n\n- **≤11:** 3 damage\n- **12-16:** 4 damage\n- **17+:** 5 damage\n"
    result = read_text("g.md", f"---\n{GOBLIN_EN}---\n{body}")
    # (the villain action `Rally`, which the body does not write, is read from the list: it was lost)
    assert sorted(a.name for a in result.abilities) == ["Rally", "Spear Charge"]


KIT_EN = ("name: Summoner Kit\nabilities:\n  - name: Call\n    effect: You call a spirit.\n"
          "effect: The kit grants the ability below.\n")
KIT_JA = "名前: 召喚者キット\nアビリティ:\n  - 名前: 呼び出し\n    効果: 精霊を呼ぶ。\n効果: このキットは下の能力を与える。\n"
FORM_EN = "name: Bear Form\nfree_strike: 4\neffect: You turn into a bear until the end of the encounter.\n"
FORM_JA = "名前: 熊の姿\nフリーストライク: 4\n効果: 遭遇の終わりまで熊になる。\n"


@pytest.mark.parametrize(("text", "names"), [(KIT_EN, ["Summoner Kit", "Call"]), (KIT_JA, ["召喚者キット", "呼び出し"]),
                                             (FORM_EN, ["Bear Form"]), (FORM_JA, ["熊の姿"])],
                         ids=["kit-english", "kit-japanese", "form-english", "form-japanese"])
def test_a_feature_fence_with_one_key_of_a_statblocks_is_one_feature(text, names):
    """A feature's fence holding a key a statblock has (`abilities:`, `free_strike:`) beside a feature's own
    (`effect:`) and no statistic is the feature (and the abilities it lists), not a statblock missing ten statistics
    (SB170 ten times, exit 1); the form's `free_strike:` is said unread, as any key no part reads."""
    result = read_text("k.md", f"Prose.\n\n```ds-feature\n{text}```\n")
    assert result.statblocks == []
    assert [a.name for a in result.abilities] == names
    assert not [d for d in result.diagnostics if d.code == "SB170"]
    assert all(ability_json(a)["sections"] for a in result.abilities)


PAGE_EN = ("---\nname: Kill the Pain\ntype: feature\ntraits:\n  - name: Numb\n    effect: You ignore the first bane each "
           "round.\n---\n\nYou can shrug off pain. Whenever you take damage, you can spend a Recovery.\n")
PAGE_JA = ("---\nname: 痛みを消す\ntype: feature\n特性:\n  - 名前: 麻痺\n    効果: 各ラウンド最初の苦難を無視する。\n---\n\n"
           "痛みを振り払える。ダメージを受けるたび、回復を1回消費できる。\n")


@pytest.mark.parametrize(("text", "names", "words"), [(PAGE_EN, ["Kill the Pain", "Numb"], "shrug off pain"),
                                                      (PAGE_JA, ["痛みを消す", "麻痺"], "痛みを振り払える")],
                         ids=["english", "japanese"])
def test_a_feature_pages_own_feature_is_kept_beside_the_abilities_its_front_matter_lists(text, names, words):
    """A `type: feature` page's body is its own feature's text; the `traits:` its front matter lists are read beside
    it (they replaced it: the page's feature had no card, its text left as other text with no word)."""
    result = read_text("f.md", text)
    assert [a.name for a in result.abilities] == names
    own = ability_json(result.abilities[0])
    assert any(words in (section["text"] or "") for section in own["sections"])
    card = render_cards(result.abilities, "md").decode("utf-8")
    assert [a.name for a in read_text("cards.md", card).abilities] == names


def _listed_page(lang: str) -> str:
    if lang == "en":
        item = "  - name: {n}\n    Power Roll: + 2\n    Tier 1: 3 damage\n    Tier 2: 4 damage\n    Tier 3: 5 damage\n"
        return ("---\nname: Goblin\nabilities:\n" + item.format(n="Spear Charge") + item.format(n="Bite") +
                "---\n\n###### Spear Charge\n\n**Power Roll + 2:**\n\n- **≤11:** 3 damage\n- **12-16:** 4 damage\n"
                "- **17+:** 5 damage\n")
    item = "  - 名前: {n}\n    パワーロール: + 2\n    ティア 1: 3 ダメージ\n    ティア 2: 4 ダメージ\n    ティア 3: 5 ダメージ\n"
    return ("---\n名前: ゴブリン\nアビリティ:\n" + item.format(n="槍突撃") + item.format(n="噛みつき") +
            "---\n\n###### 槍突撃\n\n**パワーロール + 2:**\n\n- **≤11:** 3 ダメージ\n- **12-16:** 4 ダメージ\n"
            "- **17+:** 5 ダメージ\n")


@pytest.mark.parametrize(("lang", "names"), [("en", ["Spear Charge", "Bite"]), ("ja", ["槍突撃", "噛みつき"])])
def test_a_front_matters_abilities_the_body_does_not_write_are_read(lang, names):
    """The body writes one of the two abilities its front matter lists: the other is read from the list (it was lost,
    with only an SB124 at its roll), the one the body writes is read once."""
    result = read_text("g.md", _listed_page(lang))
    assert sorted(a.name for a in result.abilities) == sorted(names)
    bite = next(a for a in result.abilities if a.name == names[1])
    assert _tiers(bite) == [["damage"], ["damage"], ["damage"]]
    card = render_cards(result.abilities, "md", lang=lang).decode("utf-8")
    assert sorted(a.name for a in read_text("cards.md", card).abilities) == sorted(names)


@pytest.mark.parametrize(("text", "kept", "words"), [
    ("name: Goblin\ntraits:\n  - name: Crafty\n    effect: You hide.\n  - effect: You sneak.\n  - Sneaky\n", "Crafty",
     ["has no `name:`", "the word `Sneaky`"]),
    ("名前: ゴブリン\n特性:\n  - 名前: 狡猾\n    効果: 隠れる。\n  - 効果: 忍び寄る。\n  - 忍び足\n", "狡猾",
     ["has no `name:`", "the word `忍び足`"])], ids=["english", "japanese"])
@pytest.mark.parametrize("where", ["front matter", "fence", "yaml"])
def test_a_listed_item_that_is_no_feature_is_said(text, kept, words, where):
    """An unnamed item of a list of features (`- effect: You sneak.`) and a bare word (`- Sneaky`) were dropped with
    no word; each is said (SB025) at its line, in a front matter, a statblock's fence and a YAML file alike."""
    if where == "front matter":
        result = read_text("g.md", f"---\n{text}---\n\nNotes.\n")
        first = 6
    elif where == "fence":
        result = read_text("g.md", f"```ds-statblock\n{text}```\n")
        first = 6
    else:
        result = read_text("g.yaml", text)
        first = 5
    assert kept in [a.name for a in result.abilities]
    said = [d for d in result.diagnostics if d.code == "SB025"]
    assert [d.span.source.position(d.span.start) for d in said] == [(first, 5), (first + 1, 5)]
    assert all(word in d.text("en") for word, d in zip(words, said))


@pytest.mark.parametrize(("text", "keys"), [
    ("name: Bear Form\nstamina: 5\nspeed: 7\neffect: You turn into a bear.\n", ["stamina", "speed"]),
    ("名前: 熊の姿\nスタミナ: 5\n効果: 熊になる。\n", ["スタミナ"])], ids=["english", "japanese"])
def test_a_feature_fences_stamina_is_said_unread_as_its_speed_is(text, keys):
    """A feature's fence is no terrain object: its `stamina:` is a key no part reads, said (SB014) as `speed:` is (it
    was dropped with no word, as a terrain object's card key)."""
    result = read_text("f.md", f"```ds-feature\n{text}```\n")
    assert [a.name for a in result.abilities] and result.statblocks == []
    said = [d.text("en") for d in result.diagnostics if d.code == "SB014"]
    assert all(any(f"`{key}`" in text for text in said) for key in keys), said


@pytest.mark.parametrize("fence", ["```ds-feature", "```ds-pr", "```ds-statblock", "~~~ds-feature\n", "```ds-power-roll\n"])
@pytest.mark.parametrize("prose", ["Some prose before the block.", "ブロックの前の文章。"], ids=["en", "ja"])
def test_a_fence_opened_on_the_files_last_line_is_read_as_empty(fence, prose):
    """A feature or statblock fence opened on a Markdown file's last line holds nothing: no internal error (it raised
    IndexError, an SB999 in place of the file's findings: the hostile fuzzer's markdown input #7874)."""
    result = read_text("p.md", f"---\nclass: fury\n---\n\n{prose}\n\n{fence}")
    assert [d.code for d in result.diagnostics if d.code == "SB999"] == []
    assert result.abilities == []
