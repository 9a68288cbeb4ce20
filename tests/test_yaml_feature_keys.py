"""A hand-written YAML feature's text under a key the reader did not take was dropped with no word: a `power_roll:`
mapping holding the Draw Steel Elements' `roll` and `tier1`..`tier3` (its tiers, and the feature's `effect:` beside
it, gone), a section written as its own key (`special:`, `特殊:`, `notes:`), a slip of a key (`efect:`). Each is read
now, as the native format reads the same lines: the tiers as tiers, a key as a labelled section (a slip of a label
said, SB125, as `Efect:` is in a native file). Homebrew written for these tests, English and Japanese."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text
from statblock.rulesets.draw_steel.serialize import ability_json

HEAD_EN = ("name: Fire Lash\nkeywords: [Magic, Ranged, Strike]\nusage: Main action\ndistance: Ranged 10\n"
           "target: One creature\n")
HEAD_JA = ("name: 炎の鞭\nkeywords: [魔法, 遠距離, ストライク]\nusage: メインアクション\ndistance: 遠距離 10\n"
           "target: 1体のクリーチャー\n")
NESTED_EN = ("power_roll:\n  roll: Power Roll + Reason\n  tier1: 2 + R fire damage\n  tier2: 5 + R fire damage; pull 2\n"
             "  tier3: 7 + R fire damage; pull 3; R < STRONG restrained (save ends)\n"
             "effect: The lash leaves a trail of fire.\n")
NESTED_JA = ("power_roll:\n  roll: パワーロール + 知力\n  tier1: 2 + R 火ダメージ\n  tier2: 5 + R 火ダメージ; プル 2\n"
             "  tier3: 7 + R 火ダメージ; プル 3; R < STRONG 拘束 (セーヴ終了)\n"
             "effect: 鞭は炎の跡を残す。\n")
FLAT_EN = ("roll: Power Roll + Reason\ntier1: 2 + R fire damage\ntier2: 5 + R fire damage; pull 2\n"
           "tier3: 7 + R fire damage; pull 3; R < STRONG restrained (save ends)\n"
           "effect: The lash leaves a trail of fire.\n")
FLAT_JA = ("roll: パワーロール + 知力\ntier1: 2 + R 火ダメージ\ntier2: 5 + R 火ダメージ; プル 2\n"
           "tier3: 7 + R 火ダメージ; プル 3; R < STRONG 拘束 (セーヴ終了)\n"
           "effect: 鞭は炎の跡を残す。\n")


def _one(text: str):
    result = read_text("hb.yaml", text)
    (ability,) = result.abilities
    return ability_json(ability), result.diagnostics


def _tiers(said: dict) -> list:
    return [tier["effects"] for tier in (said["power_roll"] or {}).get("tiers", [])]


@pytest.mark.parametrize(("head", "nested", "flat"), [(HEAD_EN, NESTED_EN, FLAT_EN), (HEAD_JA, NESTED_JA, FLAT_JA)],
                         ids=["en", "ja"])
def test_a_power_roll_mapping_of_roll_and_tiers_is_read_as_the_flat_keys_are(head, nested, flat):
    """`power_roll:` holding `roll` and `tier1`..`tier3`: no tier and no effect were read, nothing said."""
    read, problems = _one(head + nested)
    expected, _ = _one(head + flat)
    assert problems == []
    assert len(_tiers(read)) == 3 and _tiers(read) == _tiers(expected)
    assert read["power_roll"]["characteristics"] == ["reason"]
    assert [(s["kind"], s["text"]) for s in read["sections"]] == [(s["kind"], s["text"]) for s in expected["sections"]]
    assert read["sections"] and read["sections"][0]["kind"] == "effect"


@pytest.mark.parametrize(("key", "label", "kind"), [("special", "special", "special"), ("特殊", "特殊", "special"),
                                                    ("strained", "strained", "strained"), ("負荷", "負荷", "strained")],
                         ids=["special", "tokushu", "strained", "fuka"])
def test_a_section_written_as_its_own_key_is_that_section(key, label, kind):
    text = (HEAD_JA if not key.isascii() else HEAD_EN) + FLAT_EN + f"{key}: Only once per turn.\n"
    read, problems = _one(text)
    assert problems == []
    assert ("Only once per turn.", kind) in [(s["text"], s["kind"]) for s in read["sections"]]


@pytest.mark.parametrize(("key", "meant"), [("efect", "Effect"), ("speical", "Special"), ("特珠", "特殊")],
                         ids=["efect", "speical", "tokushu"])
def test_a_slip_of_a_label_key_is_kept_and_said(key, meant):
    """`efect:` was dropped in silence; now a section of its own, SB125 naming the label meant, as in a native file."""
    read, problems = _one(HEAD_EN + FLAT_EN + f"{key}: The ground burns.\n")
    assert "The ground burns." in [s["text"] for s in read["sections"]]
    (slip,) = [p for p in problems if p.code == "SB125"]
    assert meant in slip.message


def test_a_key_of_other_text_is_kept_as_a_section_of_its_own():
    """`notes:` (the Draw Steel Elements' power roll block writes one): its words were lost."""
    read, _ = _one(HEAD_EN + FLAT_EN + "notes: You have an edge if it is raining.\n")
    assert "You have an edge if it is raining." in [s["text"] for s in read["sections"]]


def test_the_keys_of_a_record_that_are_no_text_stay_unread():
    """An icon, a type, a list or a mapping is no section."""
    read, problems = _one(HEAD_EN + FLAT_EN + "icon: 🔥\ntype: feature\nfeature_type: ability\n"
                          "metadata:\n  source: homebrew\n")
    assert problems == []
    assert [s["kind"] for s in read["sections"]] == ["effect"]


@pytest.mark.parametrize(("keys", "native"), [
    ("キーワード: [魔法, 遠距離, ストライク]\n種別: メインアクション\n距離: 遠距離 10\nターゲット: 1体のクリーチャー\n"
     "効果: 鞭は炎の跡を残す。\n",
     "キーワード：魔法, 遠距離, ストライク\n種別：メインアクション\n距離：遠距離 10\nターゲット：1体のクリーチャー\n"
     "効果：鞭は炎の跡を残す。\n"),
    ("Keywords: [Magic, Ranged, Strike]\nType: Main action\nDistance: Ranged 10\nTarget: One creature\n"
     "Effect: The lash leaves a trail of fire.\n",
     "Keywords: Magic, Ranged, Strike\nType: Main action\nDistance: Ranged 10\nTarget: One creature\n"
     "Effect: The lash leaves a trail of fire.\n"),
], ids=["ja", "en"])
def test_fields_under_the_native_formats_labels_are_read_as_its_lines_are(keys, native):
    """A YAML feature under the native labels (`キーワード:` a list, `種別:`, `距離:`), as a Japanese author writes one:
    each was dropped with no word, the card printed with no keywords, no action, no distance."""
    read, problems = _one("name: 炎の鞭\n" + keys)
    result = read_text("hb.ability", "炎の鞭\n" + native)
    (expected,) = result.abilities
    expected = ability_json(expected)
    assert problems == [] == result.diagnostics
    for field in ("keywords", "action", "distance", "target"):
        assert read[field] == expected[field] and read[field]
    assert [s["text"] for s in read["sections"]] == [s["text"] for s in expected["sections"]]


@pytest.mark.parametrize("keys", ["special: Only once per turn.\nnotes: Made by Kim.\n", "特殊: 1ターンに1回。\n備考: キム作。\n"],
                         ids=["en", "ja"])
def test_a_key_read_as_a_section_converts_to_native_and_back(keys, tmp_path):
    """`notes:` was written `notes: Made by Kim.` by `convert --to ability`, a line of lower-case prose the native
    format reads as more of the section above: convert said the ability would change and wrote it so. The label is
    written as a label (`Notes:`), and the native file reads back the same sections."""
    from statblock import cli

    (tmp_path / "hb.yaml").write_text(HEAD_EN + FLAT_EN + keys, encoding="utf-8")
    code = cli.main(["convert", str(tmp_path / "hb.yaml"), "--to", "ability", "-o", str(tmp_path / "out"), "-q"])
    assert code == 0
    (written,) = (tmp_path / "out").glob("*.ability")
    again = read_text("hb.ability", written.read_text(encoding="utf-8"))
    read, _ = _one(HEAD_EN + FLAT_EN + keys)
    (back,) = again.abilities
    assert [(s["kind"], s["text"]) for s in ability_json(back)["sections"]] == \
        [(s["kind"], s["text"]) for s in read["sections"]]
    assert len(read["sections"]) == 3


@pytest.mark.parametrize(("key", "name"), [("Name", "Fire Lash"), ("名前", "炎の鞭")], ids=["en", "ja"])
def test_a_feature_named_under_a_capital_or_japanese_key_is_read(key, name):
    """`Name: Fire Lash`, `名前: 炎の鞭`: no feature was read (`no ability found`, nothing else said), every word lost."""
    text = f"{key}: {name}\nkeywords: [Magic, Ranged, Strike]\nusage: Main action\ndistance: Ranged 10\n" \
           "target: One creature\neffect: The lash burns.\n"
    read, problems = _one(text)
    assert read["name"] == name and problems == []
    assert read["keywords"] == ["magic", "ranged", "strike"] and [s["text"] for s in read["sections"]] == ["The lash burns."]


# ---- audit4's review: a layout or data key is no section; a key of no prose is said, never printed nor dropped ----

LAYOUT = "indent: 1\ncollapsed: true\ncollapsible: true\ncollapse_default: false\n"
FOUNDRY = "_id: abc123\n_key: '!items!abc123'\nimg: icons/fire.webp\nsort: 100000\nfolder: null\nid: 42\npage: 113\n"


@pytest.mark.parametrize("name", ["name: Magma Titan\n", "名前: 溶岩の巨人\n"], ids=["en", "ja"])
@pytest.mark.parametrize("keys", [LAYOUT, FOUNDRY, "flags:\n  core: {sheetClass: x}\nownership:\n  default: 0\n"],
                         ids=["layout", "foundry", "foundry-mappings"])
def test_a_layout_or_data_key_of_the_formats_read_is_no_section(name, keys):
    """The Draw Steel Elements' `indent`, `collapsed`, `collapsible`, `collapse_default`, Foundry's `_id`, `img`, `sort`:
    read as before audit4 (ignored, nothing said); audit4 had printed each as a section (`Indent: 1` on the card)."""
    read, problems = _one(name + keys + "usage: Main action\nkeywords: [Magic]\neffect: Burn.\n")
    assert problems == []
    assert [s["text"] for s in read["sections"]] == ["Burn."]


@pytest.mark.parametrize(("keys", "said"), [("homebrew: true\n", "homebrew"), ("rating: 4.5\n", "rating"),
                                            ("評価: 4\n", "評価"), ("special:\n  text: Once a turn.\n", "special")],
                         ids=["bool", "float", "ja-int", "mapping"])
def test_a_key_neither_known_nor_prose_is_said_and_not_printed(keys, said):
    """An unknown key holding a number, true/false or a mapping: no section of it (`Homebrew: true` was printed), and
    a note names the key (nothing said before audit4 either)."""
    read, problems = _one("name: Magma Titan\n" + keys + "usage: Main action\nkeywords: [Magic]\neffect: Burn.\n")
    assert [s["text"] for s in read["sections"]] == ["Burn."]
    (note,) = problems
    assert note.code == "SB014" and note.severity == "info" and f"`{said}`" in note.message.render("en")
    assert f"「{said}」" in note.message.render("ja")


@pytest.mark.parametrize("name", ["name: Magma Titan\n", "名前: 溶岩の巨人\n"], ids=["en", "ja"])
def test_a_feature_with_data_keys_converts_to_native_and_back(name, tmp_path):
    """`_id: abc123` was written `_id: abc123` under `Effect:`, read back as more of the effect: convert exited 1."""
    from statblock import cli  # noqa: PLC0415

    (tmp_path / "hb.yaml").write_text(name + LAYOUT + FOUNDRY + "usage: Main action\nkeywords: [Magic]\n"
                                      "effect: Burn.\nnotes: Made by Kim.\n", encoding="utf-8")
    code = cli.main(["convert", str(tmp_path / "hb.yaml"), "--to", "ability", "-o", str(tmp_path / "out"), "-q"])
    assert code == 0
    (written,) = (tmp_path / "out").glob("*.ability")
    text = written.read_text(encoding="utf-8")
    assert "abc123" not in text and "Indent" not in text and "Made by Kim." in text


NATIVE_HEAD_EN = "Keywords: [Magic, Ranged, Strike]\nType: Main action\nDistance: Ranged 10\nTarget: One creature\n"
NATIVE_HEAD_JA = "キーワード: [魔法, 遠距離, ストライク]\n種別: メインアクション\n距離: 遠距離 10\nターゲット: 1体のクリーチャー\n"


@pytest.mark.parametrize(("name", "head", "roll", "plain"), [
    ("name: Fire Lash\n", NATIVE_HEAD_EN, FLAT_EN, HEAD_EN + FLAT_EN),
    ("Name: Fire Lash\n", NATIVE_HEAD_EN, FLAT_EN.replace("roll:", "Roll:").replace("tier", "Tier"), HEAD_EN + FLAT_EN),
    ("名前: 炎の鞭\n", NATIVE_HEAD_JA, NESTED_JA, HEAD_JA + NESTED_JA),
    ("名前: 炎の鞭\n", NATIVE_HEAD_JA + "フレーバー: 炎の鞭。\n", FLAT_JA, HEAD_JA + "flavor: 炎の鞭。\n" + FLAT_JA),
], ids=["en", "en-capital-roll", "ja-power-roll", "ja-flavor"])
def test_header_keys_under_native_labels_beside_a_roll_are_the_header(name, head, roll, plain):
    """`Keywords:`, `Type:`, `キーワード:`, `種別:` were read as fields only when no roll followed; beside a roll each was an
    'other' section and the header empty, with no word; `Roll:` and `Tier1:` were no roll at all."""
    read, problems = _one(name + head + roll)
    expected, _ = _one(name + plain[plain.index("\n") + 1:])  # (the same name key, then the Elements' own keys)
    assert problems == []
    for field in ("keywords", "action", "distance", "target", "flavor"):
        assert read[field] == expected[field]
    assert read["keywords"] and len(_tiers(read)) == 3 and _tiers(read) == _tiers(expected)
    assert [s["kind"] for s in read["sections"]] == [s["kind"] for s in expected["sections"]]


@pytest.mark.parametrize(("head", "roll", "effect", "chars"), [
    (HEAD_EN, "power_roll: Power Roll + Reason\ntier1: 2 + R fire damage\ntier2: 5 + R fire damage\n"
              "tier3: 7 + R fire damage\n", None, ["reason"]),
    (HEAD_JA, "power_roll: パワーロール + 知力\ntier1: 2 + R 火ダメージ\ntier2: 5 + R 火ダメージ\ntier3: 7 + R 火ダメージ\n",
     None, ["reason"]),
    (HEAD_EN, "power_roll:\n  roll: Power Roll + Reason\n  tier1: 2 + R fire damage\n  tier2: 5 + R fire damage\n"
              "  tier3: 7 + R fire damage\n  effect: The lash burns.\n", "The lash burns.", ["reason"]),
    (HEAD_JA, "power_roll:\n  roll: パワーロール + 知力\n  tier1: 2 + R 火ダメージ\n  tier2: 5 + R 火ダメージ\n"
              "  tier3: 7 + R 火ダメージ\n  effect: 鞭は燃える。\n", "鞭は燃える。", ["reason"]),
    (HEAD_EN, "effects: The lash burns.\n", "The lash burns.", None),
    (HEAD_JA, "effects: 鞭は燃える。\n", "鞭は燃える。", None),
], ids=["scalar-roll-en", "scalar-roll-ja", "effect-in-roll-en", "effect-in-roll-ja", "effects-string-en",
        "effects-string-ja"])
def test_text_around_a_power_roll_is_kept(head, roll, effect, chars):
    """`power_roll: Power Roll + Reason` over flat tiers (the roll line lost: no characteristic), an `effect:` inside a
    `power_roll:` mapping, `effects:` as one string: each was dropped with no word."""
    read, problems = _one(head + roll)
    assert problems == []
    assert (read["power_roll"] or {}).get("characteristics") == chars
    assert [s["text"] for s in read["sections"]] == ([effect] if effect else [])


@pytest.mark.parametrize(("head", "text", "trigger", "labels"), [
    (HEAD_JA.replace("メインアクション", "トリガーアクション"), "鞭は炎の跡を残す。", "敵が動く。", ("トリガー:", "効果:")),
    (HEAD_EN.replace("Main action", "Triggered action"), "The lash burns.", "An enemy moves.", ("Trigger:", "Effect:")),
], ids=["ja", "en"])
def test_convert_writes_a_yaml_features_section_labels_in_its_language(head, text, trigger, labels, tmp_path):
    """`convert --to ability` of a Japanese YAML feature wrote `Effect:` and `Trigger:` into the Japanese ability."""
    from statblock import cli  # noqa: PLC0415

    (tmp_path / "hb.yaml").write_text(head + f"trigger: {trigger}\neffect: {text}\n", encoding="utf-8")
    code = cli.main(["convert", str(tmp_path / "hb.yaml"), "--to", "ability", "-o", str(tmp_path / "out"), "-q"])
    (written,) = (tmp_path / "out").glob("*.ability")
    lines = written.read_text(encoding="utf-8").splitlines()
    assert code == 0 and f"{labels[0]} {trigger}" in lines and f"{labels[1]} {text}" in lines


@pytest.mark.parametrize(("head", "first", "second"), [
    (HEAD_EN, "The first flame burns.", "The second flame burns brighter."),
    (HEAD_JA, "最初の炎が燃える。", "二つ目の炎はさらに燃える。"),
], ids=["en", "ja"])
@pytest.mark.parametrize("to", ["ability", "json"])
def test_an_effect_of_two_paragraphs_converts_and_reads_back(head, first, second, to, tmp_path):
    """`effect: |` of two paragraphs: `convert --to ability` said `2 abilities instead of 1` (the blank line written
    inside the section ended the ability), `--to json` SB009. The paragraphs are the effect and a paragraph under it,
    as the Markdown's `**Effect:**` and its next paragraph are."""
    from statblock import cli  # noqa: PLC0415

    text = head + f"effect: |\n  {first}\n\n  {second}\n"
    (tmp_path / "hb.yaml").write_text(text, encoding="utf-8")
    code = cli.main(["convert", str(tmp_path / "hb.yaml"), "--to", to, "-o", str(tmp_path / "out"), "-q"])
    (written,) = (tmp_path / "out").glob("*.*")
    again = read_text(written.name, written.read_text(encoding="utf-8"))
    read, problems = _one(text)
    assert code == 0 and problems == [] == again.diagnostics
    assert [s["text"] for s in read["sections"]] == [first, second]
    (back,) = again.abilities
    assert [s["text"] for s in ability_json(back)["sections"]] == [first, second]


@pytest.mark.slow  # a timing: the inner loop leaves it to the whole suite
@pytest.mark.parametrize("run", ["\n" + " " * 100_000, "\n \n" * 33_333, "\n\t" * 50_000 + "x"], ids=["blanks", "lines", "tabs"])
def test_an_effects_paragraphs_are_found_in_linear_time(run):
    """The blank lines of an `effect:` string (`_paragraphs`) over 100,000 characters: time in proportion."""
    from bounds import cpu_seconds  # noqa: PLC0415

    from statblock.diagnostics import SourceFile  # noqa: PLC0415
    from statblock.rulesets.draw_steel.frontends.ds_yaml import _paragraphs  # noqa: PLC0415
    from statblock.positions import Fragment  # noqa: PLC0415

    def timed(size):
        text = "a" + run[:size] + "b"
        fragment = Fragment.at(SourceFile("t.yaml", text), 0, len(text))
        return lambda: _paragraphs(fragment)

    small, large = cpu_seconds(timed(10_000), 3), cpu_seconds(timed(100_000), 3)
    assert large < 20 * small + 0.05, (small, large)


@pytest.mark.parametrize(("keys", "key"), [("keywords: [Magic]\nキーワード: [魔法]\n", "キーワード"),
                                           ("name: Fire Lash\nName: Fire Whip\n", "Name")], ids=["ja", "en"])
def test_a_field_written_twice_under_two_keys_is_said(keys, key):
    """`キーワード:` beside `keywords:`, `Name:` beside `name:`: one was read, the other a section, nothing said."""
    head = keys if keys.startswith("name") else "name: Fire Lash\n" + keys
    read, problems = _one(head + "usage: Main action\neffect: Burn.\n")
    (note,) = problems
    assert note.code == "SB014" and f"`{key}`" in note.message.render("en") and f"「{key}」" in note.message.render("ja")
