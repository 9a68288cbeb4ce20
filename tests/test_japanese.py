"""Japanese notation: the seeds' examples and translated corpus abilities compile to the
same effects as their English originals, through `statblock parse --format json`."""

from __future__ import annotations

import json
import re

import pytest

from statblock import parse_text
from statblock.cli import main

from conftest import CORPUS, ROOT, SEEDS

SC = CORPUS / "steel-compendium"


def parse_json(capsys, path: str) -> list[dict]:
    assert main(["parse", path, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)["abilities"]


def tier_effects(ability: dict) -> list[list[dict]]:
    return [tier["effects"] for tier in ability["power_roll"]["tiers"]]


def native(name: str, header: str, tiers: list[str]) -> str:
    labels = ("≤11", "12-16", "17+")
    return "\n".join([name, header] + [f"{label}: {text}" for label, text in zip(labels, tiers)]) + "\n"


# ---- every Japanese tier line of the seeds ----------------------------------------------------

SEED_TEXT = next(SEEDS.glob("000_*.txt")).read_text(encoding="utf-8")

# The English of each Japanese block, in the book's own notation.
SEED_ENGLISH = {
    "3 + M ダメージ": ["3 + M damage", "6 + M damage", "9 + M damage"],
    "3 + M ダメージ; プッシュ 1": ["3 + M damage; push 1", "6 + M damage; push 2", "9 + M damage; push 4"],
    "5": ["5", "8", "11"],
    "3 + I 聖なるダメージ; A < WEAK、伏せ": [
        "3 + I holy damage; A < WEAK, prone", "6 + I holy damage; A < AVERAGE, prone",
        "9 + I holy damage; A < STRONG, prone and can't stand (save ends)"],
    "5 聖なるダメージ; A < 0、伏せ": [
        "5 holy damage; A < 0, prone", "8 holy damage; A < 1, prone",
        "11 holy damage; A < 2, prone and can't stand (save ends)"],
}


def seed_blocks() -> list[tuple[str, list[str]]]:
    """Each run of three tier lines in the seed, with the roll header above it if any."""
    lines = SEED_TEXT.splitlines()
    blocks = []
    for index, line in enumerate(lines):
        if line.startswith("≤11:"):
            tiers = [re.sub(r"^(≤11|12-16|17\+):\s*", "", lines[index + k]) for k in range(3)]
            header = next((lines[j] for j in range(index - 1, max(index - 3, 0), -1) if lines[j].startswith("パワーロール")),
                          "パワーロール + 筋力 (Might):")
            blocks.append((header, tiers))
    return blocks


def test_the_seed_has_japanese_tier_blocks():
    assert len(seed_blocks()) == 5


@pytest.mark.parametrize("header, tiers", seed_blocks(), ids=lambda v: v if isinstance(v, str) else v[0])
def test_seed_japanese_tiers_compile_like_english(capsys, write, header, tiers):
    english = SEED_ENGLISH[tiers[0]]
    characteristic = "Intuition" if "判断力" in header else "Might"
    ja = parse_json(capsys, write("ja.ability", native("技", header, tiers)))
    en = parse_json(capsys, write("en.ability", native("Ability", f"Power Roll + {characteristic}:", english)))
    assert tier_effects(ja[0]) == tier_effects(en[0])
    assert ja[0]["power_roll"]["characteristics"] == en[0]["power_roll"]["characteristics"]


def test_the_conduit_example_reads_as_the_seed_says(capsys, write):
    """`5 聖なるダメージ; A < 0、伏せ`: 5 holy damage, and prone if Agility is below 0."""
    header, tiers = seed_blocks()[-1]
    (ability,) = parse_json(capsys, write("ja.ability", native("裁きの槌", header, tiers)))
    first = tier_effects(ability)[0]
    assert first[0] == {"kind": "damage", "amount": 5, "characteristics": [], "damage_type": "holy"}
    assert first[1]["kind"] == "potency" and first[1]["value"] == 0 and first[1]["characteristic"] == "agility"
    assert first[1]["effects"][0]["condition"] == "prone"


# ---- corpus abilities, translated by hand --------------------------------------------------------

TRANSLATED = [
    ("abilities-Fury/1st-Level Features/Impaled.md", "パワーロール + 筋力:",
     ["2 + M ダメージ; M < WEAK、つかまれ", "5 + M ダメージ; M < AVERAGE、つかまれ", "7 + M ダメージ; M < STRONG、つかまれ"]),
    ("abilities-Null/1st-Level Features/Joint Lock.md", "パワーロール + 敏捷力:",
     ["4 + A ダメージ; A < WEAK、つかまれ", "7 + A ダメージ; A < AVERAGE、つかまれ", "9 + A ダメージ; A < STRONG、つかまれ"]),
    ("abilities-Censor/1st-Level Features/Halt Miscreant.md", "パワーロール + 筋力:",
     ["2 + M 聖なるダメージ; P < WEAK、減速 (セーヴ終了)", "5 + M 聖なるダメージ; P < AVERAGE、減速 (セーヴ終了)",
      "7 + M 聖なるダメージ; P < STRONG、減速（セーヴ終了）"]),
    ("abilities-Conduit/1st-Level Features/Holy Lash.md", "パワーロール + 判断力:",
     ["3 + I 聖なるダメージ; 垂直プル 2", "5 + I 聖なるダメージ; 垂直 プル 3", "8 + I 聖なるダメージ; 垂直プル ４"]),
    ("abilities-Fury/1st-Level Features/Brutal Slam.md", "パワーロール + 筋力 (Might):",
     ["3 + M ダメージ; プッシュ 1", "6 + M ダメージ; プッシュ 2", "9 + M ダメージ; プッシュ 4"]),
    ("abilities-Conduit/1st-Level Features/Judgments Hammer.md", "パワーロール + 判断力：",
     ["3 + I 聖なるダメージ; A < WEAK、伏せ", "6 + I 聖なるダメージ; A < AVERAGE、伏せ",
      "9 + I 聖なるダメージ; A < STRONG、伏せ、および立ち上がれない (セーヴ終了)"]),
    ("monsters/Goblins/Statblocks/Goblin Assassin.md", "パワーロール + 2:",
     ["2 腐敗ダメージ; A < 0 拘束 (セーヴ終了)", "4 腐敗ダメージ; A < 1 拘束 (セーヴ終了)",
      "5 腐敗ダメージ; A < 2 拘束 (セーヴ終了)"]),
]


@pytest.mark.parametrize("relative, header, tiers", TRANSLATED, ids=[t[0] for t in TRANSLATED])
def test_translated_corpus_abilities_compile_like_the_original(capsys, write, relative, header, tiers):
    originals = parse_json(capsys, str(SC / relative))
    candidates = [a for a in originals if a["power_roll"]]
    ja = parse_json(capsys, write("ja.ability", native("訳", header, tiers)))
    assert any(tier_effects(ja[0]) == tier_effects(original) for original in candidates)


def test_japanese_markdown_layout(capsys, write):
    text = ("###### 裁きの槌 (3 信心)\n\n*神の怒りが槌となる。*\n\n"
            "| **魔法、遠距離、ストライク** | **メインアクション** |\n| --- | ---: |\n"
            "| **📏 遠距離 10** | **🎯 1体のクリーチャーまたは物体** |\n\n"
            "**パワーロール + 判断力:**\n\n"
            "- **≤11:** 3 + I 聖なるダメージ; A < WEAK、伏せ\n"
            "- **12-16:** 6 + I 聖なるダメージ; A < AVERAGE、伏せ\n"
            "- **17+:** 9 + I 聖なるダメージ; A < STRONG、伏せ、および立ち上がれない (セーヴ終了)\n")
    (ability,) = parse_json(capsys, write("ja.md", text))
    assert ability["keywords"] == ["magic", "ranged", "strike"]
    assert ability["action"] == "main_action"
    assert ability["cost"] == {"amount": 3, "resource": "piety", "open_ended": False}
    assert ability["distance"]["parts"] == [{"kind": "ranged", "size": 10}]
    assert tier_effects(ability)[2][1]["effects"][0]["riders"] == ["cant_stand"]


def test_columns_count_characters_in_japanese_text():
    text = native("技", "パワーロール + 筋力:", ["3 + M ダメージ; 伏せせ", "6 + M ダメージ", "9 + M ダメージ"])
    result = parse_text(text, "ja.ability")
    (found,) = [d for d in result.diagnostics if d.code in ("SB101", "SB111")]
    line = text.splitlines()[found.span.line - 1]
    assert line[found.span.column - 1:].startswith("伏せせ")


def test_japanese_diagnostics_with_lang_ja(capsys, write):
    path = write("bad.ability", native("技", "パワーロール + 筋力:", ["3 + M ダメージ; proen", "6 + M ダメージ", "9 + M ダメージ"]))
    assert main(["check", "--lang", "ja", path]) == 1
    out = capsys.readouterr().out
    assert "不明な状態異常「proen」" in out and "「prone」" in out
    assert "エラー 1 件" in out


def test_glossary_document_is_generated_from_the_vocabulary():
    from pathlib import Path

    from statblock.rulesets.draw_steel.glossary import glossary_markdown

    document = Path(__file__).resolve().parents[1] / "docs" / "glossary.md"
    assert document.read_text(encoding="utf-8") == glossary_markdown(), \
        "run `python -m statblock.rulesets.draw_steel.glossary > docs/glossary.md`"
    for term in ("伏せ", "聖なる", "プッシュ", "セーヴ終了", "判断力"):
        assert term in document.read_text(encoding="utf-8")


# ---- the seeds decide the words (issue 13, point 5) --------------------------------------------

# `日本語 (English)` in the seeds' prose, where English names a game term.
_SEED_GLOSS = re.compile(r"([\u3005\u3006\u3040-\u30ff\u3400-\u9fff]+)」?\s*[（(]([A-Za-z][A-Za-z' ]*?)[）)]")
_SEED_CATEGORIES = ("conditions", "keywords", "action_types", "characteristics", "potency_strengths", "durations",
                    "damage_types", "heroic_resources", "forced_moves", "distance_kinds")
# Glossed words that are prose, not the term's name: a verb form (`つかまれて (grabbed)いる`), the
# saving throw behind `save ends`, a sentence about pushing.
_SEED_PROSE = {"つかまれて", "セーヴィング・スロー", "スクエア押し戻す"}


def test_every_term_the_seeds_gloss_is_read_as_that_term():
    """Each `日本語 (English)` of seeds 000 and 001 whose English is a game term: some ending of the
    Japanese (the prose runs into it: `コンジットの信心`) is read as the same term."""
    from statblock.rulesets.draw_steel.vocabulary import vocabulary as draw_steel

    rules = draw_steel()
    text = "".join(path.read_text(encoding="utf-8") for path in sorted(SEEDS.glob("00[01]_*.txt")))
    checked = 0
    for match in _SEED_GLOSS.finditer(text):
        japanese, english = match.groups()
        for name in _SEED_CATEGORIES:
            category = rules.categories[name]
            term = category.lookup(english)
            if term is None or japanese in _SEED_PROSE:
                continue
            endings = (japanese[start:] for start in range(len(japanese)))
            assert any(getattr(category.lookup(e), "id", None) == term.id for e in endings), (japanese, english)
            checked += 1
    assert checked >= 40


def test_terms_of_our_own_are_marked_in_the_glossary():
    text = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    assert "ターン終了*" in text and "弱体化状態*" in text
    assert "衰弱, 衰弱状態, 弱体化," in text   # seed words unmarked, the abilities chapter's first


def test_a_chosen_mark_belongs_to_its_own_category():
    """Two categories may hold the same id (`sections.special`, chosen; `distance_kinds.special`, not):
    the glossary's `*` followed the id alone, and marked both."""
    from statblock.rulesets.draw_steel.glossary import glossary_markdown

    text = glossary_markdown()
    distances = text.split("## Distances and areas", 1)[1].split("\n## ", 1)[0]
    sections = text.split("## Section labels", 1)[1].split("\n## ", 1)[0]
    assert "| Special | 特殊 | `special` |" in distances and "| Special | 特殊 * | `special` |" in sections
