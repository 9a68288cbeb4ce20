"""A statblock record's `organization:` (YAML and JSON, written apart from its `role:`: the data-unified and
data-bestiary layouts) prints in the card's language, as the roles cell of a Markdown table does: `Solo` was printed
as written on a Japanese card (`レベル 6 · EV 96 · Solo`), `ソロ` on an English one."""
from __future__ import annotations

import json

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.render.statblock_views import statblock_view

RECORD = {"name": "Grave Hound", "type": "statblock", "level": 3, "ev": "5", "keywords": ["Undead"], "size": "1L",
          "speed": 6, "stamina": "30", "stability": 1, "free_strike": 2, "might": 2, "agility": 1, "reason": -1,
          "intuition": 0, "presence": -1,
          "features": [{"effects": [{"effect": "The hound has speed 8 while any enemy is bleeding."}],
                        "feature_type": "trait", "name": "Blood Scent", "type": "feature"}]}


def _yaml(record: dict) -> str:
    """The record as the data-unified YAML writes one (block style; a list of mappings under `features:`)."""
    import yaml

    return yaml.safe_dump(record, allow_unicode=True, sort_keys=True)


def _header(name: str, text: str, lang: str) -> str:
    (block,) = read_text(name, text).statblocks
    return statblock_view(block, lang).sections[0].paragraphs[0]


@pytest.mark.parametrize("layout", ["yaml", "json"])
@pytest.mark.parametrize(("organization", "role", "english", "japanese"), [
    ("Solo", None, "Solo", "ソロ"),
    ("Leader", "", "Leader", "リーダー"),
    ("Minion", "Hexer", "Minion", "ミニオン"),
    ("ソロ", None, "Solo", "ソロ"),
    ("ミニオン", "ヘクサー", "Minion", "ミニオン"),
])
def test_the_organization_is_said_in_the_cards_language(layout, organization, role, english, japanese):
    record = {**RECORD, "organization": organization} | ({} if role is None else {"role": role})
    text = _yaml(record) if layout == "yaml" else json.dumps(record, ensure_ascii=False)
    name = f"hound.{layout}"
    en, ja = _header(name, text, "en"), _header(name, text, "ja")
    # (before the role and the EV, as a Markdown table's `Minion Hexer` says it: `test_card_tag_and_first_row.py`)
    assert en.split(" · ")[1].split()[0] == english and ja.split(" · ")[1].split()[0] == japanese
    assert en.split(" · ")[-1].startswith("EV")
    if role:  # (the role was said in each language already)
        assert ("Hexer" in en and "ヘクサー" in ja)
    assert not any(word in ja for word in ("Solo", "Leader", "Minion", "Hexer"))


@pytest.mark.parametrize("layout", ["yaml", "json"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_records_features_stay_its_own_in_the_json_read_back(layout, lang):
    """A record lists `features:` before its `name:` (keys in order: the data-unified YAML, data-bestiary JSON), so
    each feature's line is above its statblock's; `parse --format json` (`convert --to json`) read back placed the
    statblock after them, and it held none (Xorannox the Tyract: 12 features, 0 read back)."""
    from statblock.rulesets.draw_steel.serialize import parse_json

    bite = ({"keywords": ["Melee", "Strike"], "usage": "Main action", "distance": "Melee 1", "target": "One creature",
             "effects": [{"roll": "Power Roll + 2", "tier1": "3 damage", "tier2": "5 damage", "tier3": "7 damage"}]}
            if lang == "en" else
            {"keywords": ["近接", "ストライク"], "usage": "メインアクション", "distance": "近接 1",
             "target": "1体のクリーチャー",
             "effects": [{"roll": "パワーロール + 2", "tier1": "3 ダメージ", "tier2": "5 ダメージ", "tier3": "7 ダメージ"}]})
    record = {**RECORD, "organization": "Solo" if lang == "en" else "ソロ", "features": [
        *RECORD["features"], {"name": "Grave Bite", "feature_type": "ability", "type": "feature", **bite}]}
    text = _yaml(record) if layout == "yaml" else json.dumps(record, ensure_ascii=False)
    first = read_text(f"hound.{layout}", text)
    (block,) = first.statblocks
    assert block.features == ("Blood Scent", "Grave Bite")
    again = read_text("hound.json", json.dumps(parse_json(first.abilities, first.statblocks), ensure_ascii=False))
    assert [d.code for d in again.diagnostics] == []
    (back,) = again.statblocks
    assert back.features == block.features and [a.name for a in again.abilities] == ["Blood Scent", "Grave Bite"]


@pytest.mark.parametrize("layout", ["yaml", "json"])
@pytest.mark.parametrize(("usage", "distance", "target"), [("Maneuver", "Self", "Self"), ("マニューバ", "自身", "自身")],
                         ids=["english", "japanese"])
def test_a_null_keyword_list_is_no_keyword(layout, usage, distance, target):
    """`"keywords": null` (the data-unified JSON of Rival Shadow's Envenomed Steel; `keywords: null` in YAML) is no
    keyword, as `[]` is: it was read as a keyword named `null` (SB103, the card's keyword cell `null`)."""
    feature = {"name": "Coat the Blade", "feature_type": "ability", "type": "feature", "keywords": None,
               "usage": usage, "distance": distance, "target": target,
               "effects": [{"effect": "The hound coats its fangs with venom."}]}
    record = {**RECORD, "organization": "Elite", "features": [*RECORD["features"], feature]}
    text = _yaml(record) if layout == "yaml" else json.dumps(record, ensure_ascii=False)
    assert ("keywords: null" in text) if layout == "yaml" else ('"keywords": null' in text)
    result = read_text(f"hound.{layout}", text)
    assert [d.code for d in result.diagnostics] == []
    (ability,) = [a for a in result.abilities if a.name == "Coat the Blade"]
    assert ability.keywords == () and ability.action == "maneuver"


def test_a_quoted_null_is_a_keyword_as_written():
    """`'null'` quoted is the word the author wrote: a keyword the ruleset does not know (SB103), as before."""
    record = {**RECORD, "features": [{"name": "Coat the Blade", "feature_type": "ability", "type": "feature",
                                      "keywords": "NULL_WORD", "usage": "Maneuver", "distance": "Self",
                                      "target": "Self", "effects": [{"effect": "The hound coats its fangs."}]}]}
    text = _yaml(record).replace("keywords: NULL_WORD", "keywords: 'null'")
    assert [d.code for d in read_text("hound.yaml", text).diagnostics] == ["SB103"]


@pytest.mark.parametrize("layout", ["yaml", "json"])
@pytest.mark.parametrize(("keywords", "usage", "distance", "target", "read"), [
    (["Melee", None, "Strike"], "Main action", "Melee 1", "One creature", ("melee", "strike")),
    ([None], "Maneuver", "Self", "Self", ()),
    (["近接", None], "メインアクション", "近接 1", "1体のクリーチャー", ("melee",))], ids=["english", "alone", "japanese"])
def test_a_null_item_of_a_keyword_list_is_no_keyword(layout, keywords, usage, distance, target, read):
    """`keywords: [Melee, null]` (JSON `["Melee", null]`) was read as a keyword named `null`: SB103."""
    feature = {"name": "Coat the Blade", "feature_type": "ability", "type": "feature", "keywords": keywords,
               "usage": usage, "distance": distance, "target": target,
               "effects": [{"effect": "The hound coats its fangs with venom."}]}
    record = {**RECORD, "organization": "Elite", "features": [*RECORD["features"], feature]}
    text = _yaml(record) if layout == "yaml" else json.dumps(record, ensure_ascii=False)
    assert "null" in text
    result = read_text(f"hound.{layout}", text)
    assert [d.code for d in result.diagnostics] == []
    (ability,) = [a for a in result.abilities if a.name == "Coat the Blade"]
    assert ability.keywords == read
