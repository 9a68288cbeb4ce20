"""An error test for every diagnostic code, with its line, column, severity and suggestion.

Positions are checked against an independent oracle: where the offending text
sits in the file as written (1-based line and column, in characters, the BOM
not counted). Every case is run through the pipeline from bytes on disk, in
each input format: native `.ability`, Steel Compendium Markdown (hero file
with front matter; monster block quote), `ds-feature` YAML (a `.yaml` file,
a fenced block in Markdown, quoted and folded scalars), and again with a BOM
and Windows line endings.
"""

from __future__ import annotations

import json
import re

import attrs
import pytest

from statblock import cli, parse_text
from statblock.rulesets.draw_steel.compiler.codes import CODES
from statblock.diagnostics import Severity
from statblock.pipeline import run

from builders import (
    ENCODINGS, FORMATS, LABELS, TIERS, Parts, bom_crlf, md_fence, md_hero, md_quote, native, yaml_folded,
    yaml_plain,
)

# ---- the oracle and the runner -------------------------------------------------------------------


def position_of(text: str, needle: str, after: str = "") -> tuple[int, int]:
    """1-based line and column of `needle` (first match after `after`) in the file as written."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n")
    start = text.index(after) + len(after) if after else 0
    index = text.index(needle, start)
    line_start = text.rfind("\n", 0, index) + 1
    return text.count("\n", 0, index) + 1, index - line_start + 1


@attrs.frozen
class Case:
    id: str
    code: str
    severity: str
    name: str                       # file name to write
    content: str | bytes | None     # None: the file does not exist
    at: tuple[int, int] | str       # (line, column) or a needle whose position is the answer
    suggestion: str | None = None
    message: str | None = None      # a part the message must contain
    after: str = ""                 # look for the needle after this text


# a Markdown card's header table (SB191's cases)
_HEADER_MD = "| **Melee** | **Main action** |\n| --- | ---: |\n| **📏 Melee 1** | **🎯 One creature** |\n\n"

# SB138's help: words kept as text may be a rule the author meant
_UNREAD_HELP = ("if it is meant as a rule, write it as the notation reads one (`slowed (EoT)`, `push 2`, `the target is "
                "prone`, `you gain 2 surges`); the ability's own prose needs nothing")


_PLAIN_FLAVOR_FIX = ("if it is flavor, write it in italics (`*...*`); if it is a field, write its label with a colon "
                     "(`Keywords: Melee, Strike`)")


def _slam(tier1: str, tier2: str = "5 damage", tier3: str = "8 damage", roll: str = "Might") -> str:
    """A native ability whose tiers are given (the first usually holds the slip)."""
    return f"Slam\nMelee, Strike | Main action\nPower Roll + {roll}:\n≤11: {tier1}\n12-16: {tier2}\n17+: {tier3}\n"


def run_case(case: Case, folder) -> list:
    path = folder / case.name
    if case.content is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        data = case.content if isinstance(case.content, bytes) else case.content.encode("utf-8")
        path.write_bytes(data)
    return run([str(path)]).diagnostics


def expected_position(case: Case) -> tuple[int, int]:
    if isinstance(case.at, tuple):
        return case.at
    content = case.content.decode("utf-8") if isinstance(case.content, bytes) else case.content
    return position_of(content, case.at, case.after)


def english(text) -> str | None:
    """A message or suggestion as English text (diagnostics may hold a translatable message)."""
    return None if text is None else str(text)


def check_case(case: Case, folder) -> None:
    diagnostics = run_case(case, folder)
    # one slip, one diagnostic: nothing else is reported about this input
    assert [d.code for d in diagnostics if d.code != case.code] == [], [d.render() for d in diagnostics]
    (found,) = [d for d in diagnostics if d.code == case.code]
    assert found.severity.value == case.severity
    assert (found.span.line, found.span.column) == expected_position(case), found.render()
    assert english(found.suggestion) == case.suggestion
    if case.message is not None:
        assert case.message in english(found.message)
    assert found.render().startswith(f"{found.span.path}:{found.span.line}:{found.span.column}: "
                                     f"{case.severity}[{case.code}]: ")


# ---- cases: vocabulary inside tier lines, in every format and encoding ----------------------------

TIER_ERRORS = [
    # code, severity, tier-1 text, needle, suggestion
    ("SB101", "error", "3 damage; proen", "proen", "replace `proen` with `prone`"),
    ("SB102", "error", "3 firey damage", "firey", "replace `firey` with `fire`"),
    ("SB104", "error", "3 + Mihgt damage", "Mihgt", "replace `Mihgt` with `Might`"),
    ("SB108", "error", "3 damage; A < WEEK, prone", "WEEK", "replace `WEEK` with `WEAK`"),
    ("SB109", "error", "3 damage; prone (save end)", "(save end)", "write `(save ends)`"),
    ("SB110", "error", "3 damage; psuh 2", "psuh", "replace `psuh` with `push`"),
    ("SB111", "warning", "3 damage; soggy", "soggy", None),
]


def _tier_cases() -> list[Case]:
    cases = []
    for code, severity, tier1, needle, suggestion in TIER_ERRORS:
        parts = Parts(tiers=(tier1,) + TIERS[1:])
        for fmt, (name, build) in FORMATS.items():
            for enc, encode in ENCODINGS.items():
                cases.append(Case(f"{code}-tier-{fmt}-{enc}", code, severity, name, encode(build(parts)), needle,
                                  suggestion))
    return cases


# ---- cases: the parts around the tiers ------------------------------------------------------------

HEADER_ERRORS = [
    # code, severity, parts, needle, suggestion, needle-after
    ("SB103", "error", Parts(keywords=("Magic", "Malee", "Strike")), "Malee", "replace `Malee` with `Melee`", ""),
    ("SB106", "error", Parts(action="Mian action"), "Mian action", "replace `Mian action` with `Main action`", ""),
    ("SB107", "error", Parts(cost="3 Pieti"), "Pieti", "replace `Pieti` with `Piety`", ""),
    ("SB104", "error", Parts(roll="Mihgt"), "Mihgt", "replace `Mihgt` with `Might`", ""),
    ("SB105", "error", Parts(roll="2 + Might"), "+", None, "Power Roll"),
]


def _header_cases() -> list[Case]:
    cases = []
    for code, severity, parts, needle, suggestion, after in HEADER_ERRORS:
        for fmt in ("native", "native-labeled", "md-hero", "md-quote", "md-front-named", "yaml", "md-ds-feature"):
            name, build = FORMATS[fmt]
            for enc, encode in ENCODINGS.items():
                cases.append(Case(f"{code}-header-{fmt}-{enc}", code, severity, name, encode(build(parts)), needle,
                                  suggestion, after=after))
    return cases


# ---- cases: tier structure --------------------------------------------------------------------------

STRUCTURE_ERRORS = [
    ("SB120", Parts(labels=("≤10", "12-16", "17+")), "≤10", "write `≤11:`", ""),
    ("SB120", Parts(labels=("≤11", "12-15", "17+")), "12-15", "write `12-16:`", ""),
    # the caret goes to the tier line after the gap, or the last tier line when the gap is at the end
    ("SB121", Parts(tiers=TIERS[:2], labels=LABELS[:2]), "12-16", None, ""),
    ("SB122", Parts(labels=("12-16", "≤11", "17+"), tiers=(TIERS[1], TIERS[0], TIERS[2])), "≤11", None, ""),
]


def _structure_cases() -> list[Case]:
    cases = []
    for code, parts, needle, suggestion, after in STRUCTURE_ERRORS:
        for fmt in ("native", "md-hero", "md-quote", "md-front-named"):
            name, build = FORMATS[fmt]
            for enc, encode in ENCODINGS.items():
                cases.append(Case(f"{code}-{'-'.join(parts.labels)}-{fmt}-{enc}", code, "error", name,
                                  encode(build(parts)), needle, suggestion, after=after))
    missing_tier3 = Parts(tiers=TIERS[:2])
    for fmt in ("yaml", "md-ds-feature"):
        name, build = FORMATS[fmt]
        text = build(missing_tier3).replace("    tier3: 3 damage\n", "")
        cases.append(Case(f"SB121-{fmt}", "SB121", "error", name, text, "tier2"))
    return cases


# ---- cases: consistency of the whole ability ----------------------------------------------------------

ALL_FORMATS = ("native", "native-labeled", "md-hero", "md-quote", "md-front-named", "yaml", "md-ds-feature")
CONSISTENCY_ERRORS = [
    # id, code, severity, parts, needle, suggestion, formats
    ("potency-strength", "SB130", "warning",
     Parts(tiers=("1 damage; A < AVERAGE, prone", "5 damage; A < WEAK, prone", "9 damage; A < STRONG, prone")),
     "A < WEAK", None, ALL_FORMATS),
    ("potency-value", "SB130", "warning", Parts(tiers=("M < 2 prone", "M < 1 prone", "M < 3 prone")),
     "M < 1", None, ALL_FORMATS),
    ("damage", "SB131", "warning", Parts(tiers=("5 damage", "3 damage", "9 damage")), "3 damage", None, ALL_FORMATS),
    ("damage-dice", "SB131", "warning", Parts(tiers=("6 damage", "9 damage", "2d6 + 1 damage")), "2d6 + 1 damage",
     None, ALL_FORMATS),
    ("forced", "SB132", "warning", Parts(tiers=("1 damage; push 2", "5 damage; push 1", "9 damage; push 3")),
     "push 1", None, ALL_FORMATS),
    ("melee-at-range", "SB140", "warning", Parts(distance="Ranged 10"), "Melee", None, ALL_FORMATS),
    ("area-without-area", "SB141", "warning", Parts(keywords=("Area", "Magic")), "Area", None, ALL_FORMATS),
    ("strike-on-area", "SB142", "warning", Parts(keywords=("Magic", "Strike"), distance="3 burst"), "Strike", None,
     ALL_FORMATS),
    ("area-keyword-missing", "SB144", "warning", Parts(keywords=("Magic",), distance="3 burst"), "3 burst", None,
     ALL_FORMATS),
    ("target-in-an-area-with-no-area", "SB145", "warning",
     Parts(keywords=("Magic", "Ranged", "Strike"), distance="Ranged 10", target="Each enemy in the area"),
     "Each enemy in the area", None, ALL_FORMATS),
    ("melee-and-ranged", "SB143", "warning", Parts(keywords=("Melee", "Ranged", "Strike")), "Ranged", None,
     ALL_FORMATS),
    ("cost-of-another-class", "SB150", "error", Parts(cost="3 Wrath"), "Wrath", "write `3 Piety`",
     ("md-hero", "md-front-named", "md-ds-feature")),
    ("spend-of-another-class", "SB150", "error", Parts(sections=(("Spend 1 Wrath", "More damage."),)),
     "Spend 1 Wrath", "write `Spend 1 Piety`", ("md-hero",)),
    ("spend-of-another-resource", "SB150", "error",
     Parts(cost="3 Focus", sections=(("Spend 1 Piety", "More damage."),)), "Spend 1 Piety",
     "write `Spend 1 Focus`", ("native", "native-labeled", "md-quote", "yaml")),
    ("trigger-on-main-action", "SB151", "warning", Parts(trigger="A creature attacks you."), "Trigger",
     "make it a Triggered action, or remove the Trigger", ("native", "native-labeled", "md-hero", "md-quote")),
    ("triggered-without-trigger", "SB152", "warning", Parts(action="Triggered action"), "Triggered action", None,
     ALL_FORMATS),
    ("signature-with-cost", "SB153", "warning", Parts(cost="3 Piety", action="Signature"), "3 Piety",
     "remove the cost (or the Signature tag); what the resource buys goes in a `Spend 3 Piety` section",
     ("md-hero", "md-front-named", "md-ds-feature")),
    ("damage-characteristic", "SB160", "warning", Parts(tiers=("1 + A damage",) + TIERS[1:]), "1 + A", None,
     ALL_FORMATS),
    ("roll-header-missing", "SB161", "warning", Parts(roll=None, tiers=("2 + M damage",) + TIERS[1:]), "≤11",
     "write `Power Roll + Might:` on the line above the tiers", ("native", "native-labeled")),
]


def _consistency_cases() -> list[Case]:
    cases = []
    for case_id, code, severity, parts, needle, suggestion, formats in CONSISTENCY_ERRORS:
        for fmt in formats:
            name, build = FORMATS[fmt]
            after = "🗡" if fmt == "md-quote" else ""  # past the statblock table (its `Free Strike`) before the ability
            for enc, encode in ENCODINGS.items():
                cases.append(Case(f"{code}-{case_id}-{fmt}-{enc}", code, severity, name, encode(build(parts)),
                                  needle, suggestion, after=after))
    return cases


# ---- cases: reading files ---------------------------------------------------------------------------

FILE_ERRORS = [
    Case("SB001-plain", "SB001", "error", "bad.ability", b"Test\nPower Roll + Might:\n\xc3\xa9\xff bad\n", (3, 2),
         message="0xff"),
    Case("SB001-crlf", "SB001", "error", "bad.ability", b"Test\r\nPower Roll + Might:\r\nab\xfe\r\n", (3, 3),
         message="0xfe"),
    Case("SB001-after-bom", "SB001", "error", "bad.ability", b"\xef\xbb\xbfab\xff\n", (1, 3), message="0xff"),
    Case("SB001-after-bom-line-2", "SB001", "error", "bad.ability", b"\xef\xbb\xbfTest\nabc\xff\n", (2, 4),
         message="0xff"),
    Case("SB002-binary", "SB002", "error", "bin.ability", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", (1, 1)),
    Case("SB013-stray-nul", "SB013", "error", "t.ability", _slam("3 damage").replace("Main action", "Main action\x00")
         .encode("utf-8"), (2, 28), message="NUL"),
    Case("SB013-stray-nul-ja", "SB013", "error", "t.ability", "叩きつけ\n近接, ストライク | メインアクション\x00\n"
         "📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n≤11: 3 ダメージ\n12-16: 6 ダメージ\n17+: 9 ダメージ\n"
         .encode("utf-8"), (2, 21), message="NUL"),
    Case("SB020-name-twice", "SB020", "warning", "t.ability", _slam("3 damage") + "\n" + _slam("4 damage"), (8, 1),
         message="line 1", suggestion="rename one of the two (or remove the copy)"),
    Case("SB020-name-twice-ja", "SB020", "warning", "t.ability", "叩きつけ\n近接, ストライク | メインアクション\n"
         "パワーロール + 筋力:\n≤11: 3 ダメージ\n12-16: 6 ダメージ\n17+: 9 ダメージ\n\n叩きつけ (3 信心)\n"
         "近接, ストライク | メインアクション\n", (8, 1), message="`叩きつけ`",
         suggestion="rename one of the two (or remove the copy)"),
    Case("SB179-plain-flavor", "SB179", "warning", "t.ability", _slam("3 damage").replace("Slam\n", "Slam\nKewords Melee\n"),
         "Kewords Melee", message="read as the ability's flavor", suggestion=_PLAIN_FLAVOR_FIX),
    Case("SB179-plain-flavor-ja", "SB179", "warning", "t.ability", "叩きつけ\nキーワドー 近接\n近接, ストライク | メインアクション\n"
         "📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力:\n≤11: 3 ダメージ\n12-16: 6 ダメージ\n17+: 9 ダメージ\n",
         "キーワドー 近接", suggestion=_PLAIN_FLAVOR_FIX),
    Case("SB180-slipped-card-header-row", "SB180", "warning", "cards.md",
         "### Quick Step\n\n**Effect:** You shift 2 squares.\n\n---\n\n### Slam\n\n| **Melee** | **Maneuver** |\n"
         "| --- | ---: |\n| **Distance:** Melee 1 | One creature |\n\n**Effect:** You push 1.\n", "Distance:** Melee 1",
         suggestion="write the row as `| **Distance:** Melee 1 | **Target:** One creature |`",
         message="header row"),
    Case("SB190-fence-in-ability", "SB190", "warning", "cards.md",
         "### Quick Step\n\n" + _HEADER_MD + "**Effect:** You shift 2 squares.\n\n```\ncode here\n```\n", "```",
         suggestion="if it is the ability's text, write it as a paragraph without the fence; else put it after the "
                    "ability, under a heading of its own", message="fenced block of code"),
    Case("SB190-fence-in-ability-ja", "SB190", "warning", "cards.md",
         "### 素早い一歩\n\n| **近接** | **メインアクション** |\n| --- | ---: |\n| **📏 近接 1** | **🎯 1体のクリーチャー** |\n\n"
         "**効果:** 2 スクエアシフトする。\n\n~~~\nここにコード\n~~~\n", "~~~",
         suggestion="if it is the ability's text, write it as a paragraph without the fence; else put it after the "
                    "ability, under a heading of its own"),
    Case("SB200-fenced-yaml-file", "SB200", "warning", "bite.yaml",
         "```ds-feature\nname: Bite\ntype: Main action\neffect: You bite.\n```\n", "```ds-feature",
         suggestion="take out the fence lines (the YAML file is the block), or save the file as Markdown (`.md`)",
         message="Markdown fence"),
    Case("SB200-fenced-yaml-file-ja", "SB200", "warning", "噛む.yml",
         "~~~yaml\n名前: 噛みつき\n種別: メインアクション\n効果: 噛みつく。\n~~~\n", "~~~yaml",
         suggestion="take out the fence lines (the YAML file is the block), or save the file as Markdown (`.md`)"),
    Case("SB021-unnamed-fence", "SB021", "warning", "p.md",
         "Intro.\n\n```ds-pr\ntype: Slice and dice\nt1: 3 damage\nt2: 4 damage\nt3: 5 damage; push 2\n```\n", (3, 1),
         suggestion="add `name: ...` to the block (`名前: ...` in Japanese)", message="has no `name:`"),
    Case("SB021-unnamed-fence-ja", "SB021", "warning", "前書き.md",
         "前書き。\n\n```ds-power-roll\n種別: 斬撃\nt1: 3 ダメージ\nt2: 4 ダメージ\nt3: 5 ダメージ\n```\n", (3, 1),
         suggestion="add `name: ...` to the block (`名前: ...` in Japanese)"),
    Case("SB025-unnamed-list-item", "SB025", "warning", "g.md",
         "---\nname: Goblin\ntraits:\n  - name: Crafty\n    effect: You hide.\n  - effect: You sneak.\n---\n\nNotes.\n",
         (6, 5), suggestion="write the item as a feature: `- name: ...` and its `effect: ...` (`名前:`, `効果:` in Japanese)",
         message="has no `name:`"),
    Case("SB025-listed-word-ja", "SB025", "warning", "ゴブリン.md",
         "---\n名前: ゴブリン\n特性:\n  - 名前: 狡猾\n    効果: 隠れる。\n  - 忍び足\n---\n\n覚え書き。\n", "忍び足",
         suggestion="write the item as a feature: `- name: ...` and its `effect: ...` (`名前:`, `効果:` in Japanese)",
         message="is the word `忍び足`"),
    Case("SB026-other-ds-fence", "SB026", "warning", "f.md", "# P\n\n```ds-init\nname: Goblin\ninitiative: 3\n```\n",
         (3, 1), suggestion="write what it says as a feature's fence (```ds-feature) or a statblock's (```ds-statblock), "
         "or leave it as the page's text", message="is no element the Draw Steel reader reads"),
    Case("SB026-other-ds-fence-ja", "SB026", "warning", "頁.md", "# 頁\n\n```ds-stats\n名前: ゴブリン\n```\n", (3, 1),
         suggestion="write what it says as a feature's fence (```ds-feature) or a statblock's (```ds-statblock), "
         "or leave it as the page's text"),
    Case("SB027-table-rule", "SB027", "warning", "stab.ability",
         "Stab\nMelee, Strike | Main action\n--- | ---\nMelee 1 | One creature\nPower Roll + 2:\n"
         "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n", (3, 1),
         suggestion="remove the line: header lines are written one a line (`Melee, Strike | Main action`, then "
         "`Melee 1 | One creature`), or as a table in a Markdown file", message="a Markdown table's rule line"),
    Case("SB027-table-rule-ja", "SB027", "warning", "突き.ability",
         "突き\n近接, ストライク | メインアクション\n|:---|---:|\n近接 1 | 1体のクリーチャー\nパワーロール + 2:\n"
         "≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 8 ダメージ\n", "|:---|---:|",
         suggestion="remove the line: header lines are written one a line (`Melee, Strike | Main action`, then "
         "`Melee 1 | One creature`), or as a table in a Markdown file"),
    Case("SB028-unread-statistics", "SB028", "warning", "goblin.md",
         "---\nlevel: 1\nstamina: 15\nspeed: 5\nstability: 0\nfree_strike: 1\nmight: 0\nagility: 2\nreason: 0\n"
         "intuition: 0\npresence: -1\n---\n\nA sneaky goblin.\n", (2, 1),
         suggestion="add the monster's `name:` to the front matter to read it as its statblock, or write the "
         "statblock's table in the page", message="a monster's statistics (level, stamina, speed, stability"),
    Case("SB028-unread-statistics-ja", "SB028", "warning", "ゴブリン.md",
         "---\nレベル: 1\nスタミナ: 15\n速度: 5\n安定性: 0\nフリー・ストライク: 1\n筋力: 0\n敏捷力: 2\n知力: 0\n"
         "判断力: 0\n魅力: -1\n---\n\nこそこそしたゴブリン。\n", (2, 1),
         suggestion="add the monster's `name:` to the front matter to read it as its statblock, or write the "
         "statblock's table in the page", message="(レベル, スタミナ, 速度"),
    Case("SB028-empty-name", "SB028", "warning", "goblin.md",
         "---\nname:\nlevel: 1\nstamina: 15\nspeed: 5\nstability: 0\nfree_strike: 1\nmight: 0\nagility: 2\n"
         "reason: 0\nintuition: 0\npresence: -1\n---\n\nA sneaky goblin.\n", (3, 1), message="no `name:`",
         suggestion="add the monster's `name:` to the front matter to read it as its statblock, or write the "
         "statblock's table in the page"),
    Case("SB216-some-statistics", "SB216", "info", "goblin.md",
         "---\nname: Goblin\nlevel: 1\nstamina: 15\nmight: 0\n---\n\nA sneaky goblin.\n", (3, 1),
         suggestion="to read it as a monster's statblock, add speed:, stability:, free_strike:, agility:, reason:, "
         "intuition:, presence: to the front matter (or `type: statblock` to say it is one); a hero's page can say "
         "`class:`", message="some of a monster's statistics (level, stamina, might)"),
    Case("SB216-some-statistics-ja", "SB216", "info", "ゴブリン.md",
         "---\nスタミナ: 15\n筋力: 0\n---\n\nこそこそしたゴブリン。\n", (2, 1),
         suggestion="to read it as a monster's statblock, add レベル:, 速度:, 安定性:, フリー・ストライク:, 敏捷力:, 知力:, "
         "判断力:, 魅力: to the front matter (or `type: statblock` to say it is one); a hero's page can say `class:`",
         message="(スタミナ, 筋力)"),
    Case("SB022-hero-roll-header", "SB022", "warning", "slam.ability",
         "Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nPower Roll + Might (2d10 + 2):\n"
         "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n", "(2d10 + 2)",
         suggestion="for cards that read back as the ability, print them without --hero, or read the ability's own file",
         message="one hero's roll worked out"),
    Case("SB022-hero-roll-header-ja", "SB022", "warning", "叩きつけ.ability",
         "叩きつけ\n近接, ストライク | メインアクション\n📏 近接 1 | 🎯 1体のクリーチャー\nパワーロール + 筋力 (2d10 + 2):\n"
         "≤11: 3 ダメージ\n12-16: 5 ダメージ\n17+: 8 ダメージ\n", "(2d10 + 2)",
         suggestion="for cards that read back as the ability, print them without --hero, or read the ability's own file"),
    Case("SB191-unnamed-heading", "SB191", "warning", "cards.md",
         "### Quick Step\n\n**Effect:** You shift 2 squares.\n\n###\n\n" + _HEADER_MD + "**Effect:** You push 1.\n",
         (5, 1), suggestion="write the ability's name after the `#` marks", message="no name"),
    Case("SB191-unnamed-heading-ja", "SB191", "warning", "cards.md",
         "### ###\n\n| **近接** | **メインアクション** |\n| --- | ---: |\n| **📏 近接 1** | **🎯 1体のクリーチャー** |\n\n"
         "**効果:** 1 プッシュする。\n", (1, 1), suggestion="write the ability's name after the `#` marks"),
    Case("SB192-near-mark", "SB192", "info", "cards.md",
         "<!--statblock: ability card-->\n### Crafty\n\nThe assassin hides.\n", (1, 1),
         suggestion="write the line as `<!-- statblock: ability card -->`, alone on its line, if the heading is an "
                    "ability's card", message="close to"),
    Case("SB003-missing", "SB003", "error", "no-such-file.ability", None, (1, 1)),
    Case("SB014-yaml-bool", "SB014", "info", "t.yaml", "name: Test\nhomebrew: true\nusage: Main action\neffect: Burn.\n",
         "homebrew", message="`homebrew`"),
    Case("SB014-yaml-mapping-ja", "SB014", "info", "t.yaml", "名前: 試し\n特殊:\n  text: 1ターンに1回。\n種別: メインアクション\n"
         "効果: 燃やす。\n", "特殊", message="`特殊`"),
    Case("SB016-yaml-tier4", "SB016", "warning", "t.yaml", "name: Blade Dance\npower_roll:\n  roll: 2d10 + M\n"
         "  tier1: 2 damage\n  tier2: 5 damage\n  tier3: 7 damage\n  tier4: 9 damage\n", "tier4", message="`tier4`"),
    Case("SB016-yaml-tier4-ja", "SB016", "warning", "t.yaml", "name: 剣の舞\nroll: パワーロール + 筋力\n"
         "ティア1: 2 ダメージ\nティア2: 5 ダメージ\nティア3: 7 ダメージ\n第4段階: 9 ダメージ\n", "第4段階", message="`第4段階`"),
    Case("SB017-yaml-roll-key", "SB017", "info", "t.yaml", "name: Blade Dance\npower_roll:\n  roll: 2d10 + M\n"
         "  tier1: 2 damage\n  tier2: 5 damage\n  tier3: 7 damage\n  notes: Only at night.\n", "notes",
         message="`notes`"),
    Case("SB181-yaml-listed-roll", "SB181", "warning", "t.yaml", "name: Jab\npower_roll:\n  formula: + 2\n  tiers:\n"
         "    low: 2 damage\n    mid: 3 damage\n    high: 4 damage\neffects:\n  - roll: Power Roll + 2\n"
         "    tier1: 2 damage\n    tier2: 3 damage\n    tier3: 5 damage\n", "5 damage", message="`4 damage`"),
    Case("SB182-object-surges", "SB182", "warning", "t.ability", _slam("each object in the area gains 2 surges"),
         "≤11", message="surge"),
    Case("SB182-object-surges-ja", "SB182", "warning", "t.ability", _slam("範囲内の各物体はサージ2を得る"), "≤11",
         message="surge"),
    Case("SB183-unattended-creature", "SB183", "warning", "t.ability",
         "Lift\nKeywords: Magic, Ranged\nType: Maneuver\nDistance: Ranged 5\nTarget: One unattended creature\n"
         "Effect: It floats.\n", "One unattended creature", message="`unattended`"),
    Case("SB004-yaml", "SB004", "error", "t.yaml", "name: Test\nusage: Main action: twice\n", ":",
         after="Main action"),
    Case("SB004-yaml-bom-crlf", "SB004", "error", "t.yaml", bom_crlf("name: Test\nusage: Main action: twice\n"), ":",
         after="Main action"),
    Case("SB004-ds-feature", "SB004", "error", "t.md", md_fence(Parts()).replace("usage: Main action",
                                                                                  "usage: Main action: twice"),
         ":", after="Main action"),
    Case("SB005-long-number", "SB005", "error", "t.ability",
         "Slam\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: " + "9" * 101 + " damage\n"
         "12-16: 5 damage\n17+: 8 damage\n", "9" * 101),
    Case("SB112-unclosed", "SB112", "error", "t.ability",
         "Slam\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 3 damage; slowed (save ends\n"
         "12-16: 5 damage\n17+: 8 damage\n", "(save"),
    Case("SB113-negative-forced", "SB113", "error", "t.ability", _slam("3 damage; pull -1"), "-1",
         suggestion="remove the minus sign"),
    Case("SB113-negative-damage", "SB113", "error", "t.ability", _slam("−2 + M damage"), "−2",
         suggestion="remove the minus sign"),
    Case("SB113-negative-ja", "SB113", "error", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 3 + M ダメージ; プッシュ －1\n"
         "12-16: 6 + M ダメージ; プッシュ 2\n17+: 9 + M ダメージ; プッシュ 4\n", "－1",
         suggestion="remove the minus sign"),
    Case("SB114-damge", "SB114", "error", "t.ability",
         _slam("3 + A damge", "6 + A damage", "9 + A damage", roll="Agility"), "damge",
         suggestion="replace `damge` with `damage`"),
    Case("SB114-ja", "SB114", "error", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 8+M冷気ダメジ\n"
         "12-16: 6 + M ダメージ\n17+: 9 + M ダメージ\n", "ダメジ", suggestion="replace `ダメジ` with `ダメージ`"),
    Case("SB101-with-source", "SB101", "error", "t.ability", _slam("3 damage; frightend of you (save ends)"),
         "frightend", suggestion="replace `frightend` with `frightened`"),
    Case("SB110-modifier", "SB110", "error", "t.ability",
         _slam("3 damage; verticle push 2", "5 damage; vertical push 3", "8 damage; vertical push 4"), "verticle",
         suggestion="replace `verticle` with `vertical`"),
    Case("SB116-no-damage-word", "SB116", "error", "t.ability", _slam("3 + M", "5 + M damage; push 1"), "3 + M",
         suggestion="write `damage` after the amount", message="no `damage`"),
    Case("SB116-no-damage-word-ja", "SB116", "error", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: ３＋Ｍ\n"
         "12-16: 6 + M ダメージ; プッシュ 2\n17+: 9 + M ダメージ\n", "３＋Ｍ", suggestion="write `ダメージ` after the amount"),
    Case("SB116-number-alone", "SB116", "warning", "t.ability", _slam("3"), "3",
         suggestion="write `damage` after the amount", after="≤11: "),
    Case("SB118-fraction", "SB118", "error", "t.ability", _slam("2.5 damage"), "2.5 damage",
         suggestion="write a whole number (`2 damage`)", message="fraction"),
    Case("SB118-two-amounts", "SB118", "warning", "t.ability", _slam("3 damage + 2 fire damage"),
         "3 damage + 2 fire damage", suggestion="write each amount as a clause of its own (`5 damage, 2 fire damage`)",
         message="two amounts"),
    Case("SB126-forced-in-words", "SB126", "warning", "t.ability", _slam("3 damage; push two", "5 damage; push 3"),
         "two", suggestion="replace `two` with `2`", message="moves no one"),
    Case("SB126-forced-in-words-modifier", "SB126", "warning", "t.ability",
         _slam("3 damage; vertical slide three squares."), "three", suggestion="replace `three` with `3`"),
    Case("SB126-forced-in-words-ja", "SB126", "warning", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 3 ダメージ; 垂直にプッシュ三マス\n"
         "12-16: 6 ダメージ; プッシュ 2\n17+: 9 ダメージ; プッシュ 4\n", "三", suggestion="replace `三` with `3`"),
    Case("SB126-forced-in-words-ja-apart", "SB126", "warning", "t.ability", _slam("3 damage; プッシュ 二"), "二",
         suggestion="replace `二` with `2`"),
    Case("SB126-count-in-kanji", "SB126", "warning", "t.ability", _slam("3 damage; ターゲットを二マス押し戻す"), "二",
         suggestion="replace `二` with `2`", message="count in kanji"),
    # an own move whose distance is a characteristic: the Japanese was a condition named `r マスシフトする`, the English
    # text with no word said
    Case("SB133-own-move-by-characteristic", "SB133", "warning", "t.ability",
         _slam("3 damage; the target shifts R squares"), "R squares", suggestion="write the distance as a number "
         "(`shifts 2 squares`), or say the move in the ability's Effect", message="moves no one"),
    Case("SB133-own-move-by-characteristic-ja", "SB133", "warning", "t.ability",
         _slam("3 ダメージ; ターゲットは R マスシフトする"), "R マス", suggestion="write the distance as a number "
         "(`shifts 2 squares`), or say the move in the ability's Effect", message="moves no one"),
    Case("SB133-own-move-up-to-ja", "SB133", "warning", "t.ability",
         _slam("3 ダメージ; ターゲットは最大 M + 1 マステレポートできる"), "M + 1", suggestion="write the distance as a "
         "number (`shifts 2 squares`), or say the move in the ability's Effect", message="(`M + 1`)"),
    # a duration once after parts joined by `and`, an earlier part lasting with none: text, and said so
    # (of one creature the duration holds for every part, seed 000: `the target takes a bane on strikes and is slowed
    # (save ends)` reads; test_silent_readings.py)
    Case("SB134-duration-once", "SB134", "warning", "t.ability",
         _slam("3 damage; you gain an edge on strikes and the target is slowed (save ends)"), "you gain",
         suggestion="write the duration after each part it holds for (`you gain an edge on strikes (save ends) "
         "and the target is slowed (save ends)`)", message="which parts it holds for is not read"),
    # a pronoun of one creature that nothing before it in the tier names: roll lands it on no one, said
    Case("SB185-pronoun-unknown", "SB185", "warning", "t.ability",
         _slam("its speed is 0 (EoT), and it is prone and slowed"), "its",
         suggestion="name the creature (`the target`, or the creature's name), or write the pronoun after a part about it",
         message="whom `its` names is not read"),
    Case("SB185-pronoun-unknown-ja", "SB185", "warning", "t.ability",
         _slam("その速度は 0 になり (EoT)、伏せ、および減速"), "その",
         suggestion="name the creature (`the target`, or the creature's name), or write the pronoun after a part about it",
         message="whom `その` names is not read"),
    Case("SB193-negated-condition", "SB193", "warning", "t.ability",
         _slam("3 damage; the target is no longer prone (EoT)"), "no longer prone",
         suggestion="say how the condition ends in the ability's Effect, or name the condition that lands",
         message="does not hold"),
    Case("SB193-negated-condition-ja", "SB193", "warning", "t.ability",
         _slam("3 ダメージ; ターゲットは伏せていない (EoT)"), "伏せていない",
         suggestion="say how the condition ends in the ability's Effect, or name the condition that lands",
         message="`伏せていない`"),
    Case("SB194-whose-turn", "SB194", "warning", "t.ability",
         _slam("the target and the knight are slowed until the start of its next turn"), "its next turn",
         suggestion="name whose turn it is (`until the start of the target's next turn`), or say each creature's "
                    "condition with its own duration",
         message="may be either's"),
    Case("SB134-duration-once-ja", "SB134", "warning", "t.ability",
         _slam("3 ダメージ; あなたはストライクに有利を得て、ターゲットは減速（セーヴ終了）"), "あなたは",
         suggestion="write the duration after each part it holds for (`あなたはストライクに有利を得て（セーヴ終了）、"
         "ターゲットは減速（セーヴ終了）`)", message="which parts it holds for is not read"),
    # a potency straight after an effect, no `;` between: read as if one stood there
    Case("SB135-potency-with-no-separator", "SB135", "warning", "t.ability", _slam("2 damage; push 2 R < 1 prone"),
         "R < 1", suggestion="write `;` before `R < 1`: `push 2; R < 1`", message="no `;`"),
    # words of a tier kept as text that no other code names: said, as information, at those words (a clause, a later
    # sentence, a potency's effect, in either language)
    Case("SB138-clause-kept-as-text", "SB138", "info", "t.ability",
         _slam("3 damage; the target and the enemy are slowed (EoT)"), "the target and", suggestion=_UNREAD_HELP,
         message="`the target and the enemy are slowed (EoT)` is kept as written"),
    Case("SB138-later-sentence", "SB138", "info", "t.ability",
         _slam("3 damage; slowed (EoT). The target glows like a lantern"), "The target glows", suggestion=_UNREAD_HELP,
         message="`The target glows like a lantern` is kept as written"),
    Case("SB138-potency-effect", "SB138", "info", "t.ability", _slam("3 damage; M < 2 the wind howls around the target"),
         "the wind", suggestion=_UNREAD_HELP, message="`the wind howls around the target` is kept as written"),
    Case("SB138-japanese", "SB138", "info", "t.ability", _slam("3 ダメージ; ターゲットは光り輝く"), "ターゲットは光",
         suggestion=_UNREAD_HELP, message="`ターゲットは光り輝く` is kept as written"),
    # words kept as text that hold asterisks (an emphasis escaped or left open): a warning with the words without them
    Case("SB177-escaped-emphasis", "SB177", "warning", "t.md",
         "###### Slam\n\n| **Melee, Strike** | **Main action** |\n| --- | ---: |\n| **📏 Melee 1** | **🎯 One "
         "creature** |\n\n**Power Roll + Might:**\n\n- **≤11:** 5\\*\\*+\\*\\* M damage\n- **12-16:** 8 + M damage\n"
         "- **17+:** 11 + M damage\n", "5\\*", suggestion="take the asterisks out if the words are the notation: "
         "`5+ M damage`", message="`5**+** M damage` holds asterisks"),
    # asterisks escaped before a header cell's icon, none closing them: read as markup, said as information
    Case("SB178-escaped-bold-before-icon", "SB178", "info", "t.md",
         "###### Coat the Edge\n\n| **Magic** | **Maneuver** |\n| --- | ---: |\n| **📏 Self** | \\*\\*🎯 Self |\n\n"
         "**Effect:** You gain 2 surges.\n", "\\*\\*🎯",
         suggestion="write the cell bold, `**🎯 Self**`, or without the asterisks, `🎯 Self`",
         message="is read as markup, the cell as `Self`"),
    # escaped around the cell, in a native file: read as markup too; the help names the form `fmt` writes
    Case("SB178-escaped-bold-around-icon-native", "SB178", "info", "t.ability",
         "Coat the Edge\nMagic | Maneuver\n📏 Self | \\*\\*🎯 Self\\*\\*\nEffect: You gain 2 surges.\n", "\\*\\*🎯",
         suggestion="write the cell without the asterisks, `🎯 Self`",
         message="around the cell of the icon `🎯` is read as markup, the cell as `Self`"),
    Case("SB177-native", "SB177", "warning", "t.ability", _slam("3 damage; *prone"), "*prone",
         suggestion="take the asterisks out if the words are the notation: `prone`", message="holds asterisks"),
    # (escaped as written in a native file: the help's words were `5\\+\\ M damage`, the backslashes left)
    Case("SB177-native-escaped", "SB177", "warning", "t.ability", _slam("5\\*\\*+\\*\\* M damage"), "5\\*",
         suggestion="take the asterisks out if the words are the notation: `5+ M damage`", message="holds asterisks"),
    Case("SB177-native-escaped-japanese", "SB177", "warning", "t.ability", _slam("5\\*\\*+\\*\\* M ダメージ"), "5\\*",
         suggestion="take the asterisks out if the words are the notation: `5+ M ダメージ`", message="holds asterisks"),
    Case("SB128-gloss-of-another-word", "SB128", "warning", "t.ability", _slam("3 ダメージ; 減速 (prone)"), "(prone)",
         suggestion="write the word meant: `減速 (slowed)`, or `伏せ` for what the gloss names",
         message="names another word of the game"),
    Case("SB128-gloss-of-another-move", "SB128", "warning", "t.ability", _slam("3 ダメージ; プッシュ 2 (pull)"), "(pull)",
         suggestion="write the word meant: `プッシュ (push)`, or `プル` for what the gloss names"),
    Case("SB128-gloss-behind-a-potency", "SB128", "warning", "t.ability",
         _slam("3 ダメージ; A < WEAK、伏せ（slowed） (EoT)"), "（slowed）",
         suggestion="write the word meant: `伏せ (prone)`, or `減速` for what the gloss names"),
    Case("SB117-potency-alone", "SB117", "warning", "t.ability", _slam("3 damage; M < STRONG; prone"), "M < STRONG",
         suggestion="write the effect after `M < STRONG` with a comma (`M < STRONG, prone`)"),
    Case("SB117-potency-alone-ja", "SB117", "warning", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 3 ダメージ; M < 強; 伏せ\n"
         "12-16: 6 ダメージ\n17+: 9 ダメージ\n", "M < 強",
         suggestion="write the effect after `M < 強` with a comma (`M < 強、伏せ`)"),
    Case("SB127-comma-damage", "SB127", "warning", "t.ability", _slam("3 damage; P < 2 weakened (save ends), 5 psychic damage"),
         "5 psychic damage", suggestion="write `;` before `5 psychic damage` if every target takes it, or `and` before "
         "it if only a target the potency affects does", message="comma only"),
    Case("SB127-comma-damage-ja", "SB127", "warning", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 3 ダメージ; P < 2、弱体化 (セーヴ終了)、5 精神ダメージ\n"
         "12-16: 6 ダメージ\n17+: 9 ダメージ\n", "5 精神ダメージ",
         suggestion="write `;` before `5 精神ダメージ` if every target takes it, or `および` before it if only a target "
         "the potency affects does"),   # (the word in the ability's language, the message in the user's)
    # a part about another creature than the targets after the potency's effect, by a comma only: whether the
    # potency gates it is not read either (seed 000: a potency is what the target suffers)
    Case("SB127-comma-other-creature", "SB127", "warning", "t.ability",
         _slam("3 damage; M < 2, slowed (save ends), you gain 2 surges"), "you gain 2 surges",
         suggestion="write `;` before `you gain 2 surges` if it happens whatever the target's characteristic, or "
         "`and` before it if only when the potency affects the target", message="is about another creature"),
    Case("SB127-comma-other-creature-ja", "SB127", "warning", "t.ability",
         _slam("3 ダメージ; M < 2、減速 (セーヴ終了)、あなたはサージを2つ得る"), "あなたはサージ",
         suggestion="write `;` before `あなたはサージを2つ得る` if it happens whatever the target's characteristic, or "
         "`、および` before it if only when the potency affects the target"),
    Case("SB129-potency-chain", "SB129", "warning", "t.ability",
         _slam("3 damage; slowed (EoT), or if M < AVERAGE, prone (save ends), or if M < 2.5, restrained (save ends)"),
         "slowed (EoT), or if", suggestion="write `;` for each comma before `or if` (`slowed (EoT); or if "
         "M < AVERAGE, prone (save ends); or if M < 2.5, restrained (save ends)`)", message="3 effects"),
    Case("SB119-hyphen", "SB119", "warning", "t.ability", "Blast\nArea, Magic | Main action\n📏 3-burst | 🎯 Each enemy in the area\nPower Roll + Might:\n"
         "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n", "3-burst",
         suggestion="replace `3-burst` with `3 burst`", message="does not read"),
    Case("SB119-no-kind", "SB119", "warning", "t.ability", "Blast\nMagic, Ranged | Main action\n📏 10 squares | 🎯 One creature\n"
         "Power Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n", "10 squares",
         suggestion="name what it is: `Ranged 10` for a range, `Melee 10` for a melee reach, an area such as `10 burst`",
         message="names no range or area"),
    # (a number written as a word: no reach known and the keywords not checked, and nothing said)
    Case("SB119-number-word", "SB119", "warning", "t.ability", "Blast\nMagic, Ranged | Main action\n📏 Ranged ten | "
         "🎯 One creature\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n", "Ranged ten",
         suggestion="replace `Ranged ten` with `Ranged 10`", message="does not read"),
    # (a letter for a digit: the distance read as words with no word said, a target line's count likewise)
    Case("SB176-distance", "SB176", "warning", "t.ability", "Blast\nArea, Magic | Main action\n📏 3 cube within 1O | "
         "🎯 Each enemy in the area\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n", "1O",
         suggestion="replace `1O` with `10`", message="a letter for a digit (O for 0"),
    Case("SB176-target-ja", "SB176", "warning", "t.ability", "爆発\n魔法, 遠距離 | メインアクション\n📏 遠距離 10 | "
         "🎯 l体のクリーチャーまたはI0体の味方\n効果: 1 ダメージ。\n", "I0", suggestion="replace `I0` with `10`",
         message="how many targets"),
    Case("SB162-words", "SB162", "warning", "t.ability", "Blast\nMagic, Ranged | Main action\n📏 How far away the target "
         "can be | 🎯 One creature\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n",
         "How far away the target can be",
         suggestion="name what it is: `Ranged 10` for a range, `Melee 1` for a melee reach, an area such as `3 burst`",
         message="holds no distance"),
    Case("SB110-special", "SB110", "warning", "t.ability", _slam("3 damage; push special"), "push special",
         suggestion="write the distance the ability's text gives (`push 3`, or a characteristic: `push M`), or say "
         "the movement in the Effect", message="not `special`"),
    # a keyword where a damage type stands: said so, not guessed by letters (`psionic` was `did you mean sonic`)
    Case("SB102-keyword-psionic", "SB102", "error", "t.ability", _slam("3 psionic damage"), "psionic",
         suggestion="replace `psionic` with `psychic`", message="is the keyword Psionic, not a damage type"),
    Case("SB102-keyword-magic", "SB102", "warning", "t.ability", _slam("3 magic damage"), "magic",
         message="is the keyword Magic, not a damage type; damage types: acid"),
    Case("SB102-keyword-ja", "SB102", "warning", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 3 魔法ダメージ\n"
         "12-16: 6 ダメージ\n17+: 9 ダメージ\n", "魔法", message="is the keyword 魔法, not a damage type"),
    Case("SB146-teleport", "SB146", "warning", "t.ability", _slam("3 damage; teleport 3"), "teleport 3",
         suggestion="say who: `you teleport 3 squares`, or `the target teleports 3 squares`", message="who moves"),
    # the same in Japanese (was read as text in silence), what to write offered in the ability's language
    Case("SB146-teleport-ja", "SB146", "warning", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 3 ダメージ; テレポート 3\n"
         "12-16: 6 ダメージ\n17+: 9 ダメージ\n", "テレポート 3",
         suggestion="say who: `あなたは 3 スクエアテレポートする`, or `ターゲットは 3 スクエアテレポートする`", message="who moves"),
    Case("SB146-move", "SB146", "warning", "t.ability", _slam("3 damage; move 3"), "move 3",
         suggestion="say who: `you move 3 squares`, or `the target moves 3 squares`", message="who moves"),
    Case("SB146-move-ja", "SB146", "warning", "t.ability",
         "叩きつけ\n近接, ストライク | メインアクション\nパワーロール + 筋力:\n≤11: 3 ダメージ; 移動 3\n"
         "12-16: 6 ダメージ\n17+: 9 ダメージ\n", "移動 3",
         suggestion="say who: `あなたは 3 スクエア移動する`, or `ターゲットは 3 スクエア移動する`", message="who moves"),
    Case("SB115-brust", "SB115", "error", "t.ability",
         "Blast\nArea, Magic | Main action\n📏 3 brust | 🎯 Each enemy in the area\nPower Roll + Might:\n"
         "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n", "brust", suggestion="replace `brust` with `burst`"),
    Case("SB115-unknown", "SB115", "warning", "t.ability",
         "Blast\nMagic | Main action\n📏 Far 10 | 🎯 One creature\nPower Roll + Might:\n"
         "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n", "Far", message="known: Melee, Ranged, Self"),
    Case("SB125-efect", "SB125", "warning", "t.ability",
         "Slam\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n"
         "17+: 8 damage\nEfect: The target is shaken.\n", "Efect", suggestion="replace `Efect` with `Effect`"),
    Case("SB125-efect-lower-case", "SB125", "warning", "t.ability",
         "Slam\nMelee, Strike | Main action\nefect: The target is shaken.\n", "efect",
         suggestion="replace `efect` with `Effect`"),
    # a native block's first line that is no name (SB136): a Markdown heading written as a comment, a blank line
    # that cut an ability in two, a label before the name
    Case("SB136-comment-then-keywords", "SB136", "error", "t.ability",
         "# Test Strike\nKeywords: Melee, Strike\nType: Main action\nEffect: The target is shaken.\n", "Keywords",
         suggestion="a line starting with `#` is a comment, not read: write the name on the first line, `Test Strike` "
                    "instead of `# Test Strike`", message="`Keywords: Melee, Strike` is a labelled line"),
    Case("SB136-blank-before-roll", "SB136", "error", "t.ability",
         "Slam\nMelee, Strike | Main action\n\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n",
         "Power Roll", message="is a power roll", suggestion="a blank line ends an ability: if this line belongs to "
         "the ability above, remove the blank line before it; else write the name on the first line"),
    Case("SB136-row-first", "SB136", "error", "t.ability",
         "Melee, Strike | Main action\nEffect: The target is shaken.\n", "Melee, Strike",
         message="is a header row",
         suggestion="write the ability's name on the first line (a line starting with `#` is a comment)"),
    Case("SB136-ja-label", "SB136", "error", "t.ability",
         "# 打撃\nキーワード：近接、ストライク\n種別：メインアクション\n効果：ターゲットは伏せ状態になる。\n", "キーワード",
         suggestion="a line starting with `#` is a comment, not read: write the name on the first line, `打撃` "
                    "instead of `# 打撃`"),
    Case("SB136-name-label", "SB136", "warning", "t.ability",
         "Name: Slam\nMelee, Strike | Main action\nEffect: The target is shaken.\n", (1, 1),
         suggestion="write the name alone: `Slam`"),
    Case("SB137-tier-continued", "SB137", "warning", "t.ability",
         "Slam (3 Piety)\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n"
         "17+: 8 damage\nspend 1 Piety: The target is shaken.\n", "spend 1 Piety",
         message="continues the tier line `17+:`", suggestion="indent the line by two spaces if it continues the tier; "
         "else give it its label (`Effect:`, `Spend 1 Piety:`), or put a blank line before it if it is the next "
         "ability's name"),
    Case("SB124-stray-tier", "SB124", "warning", "t.md",
         "###### Slam\n\n**Power Roll + Might:**\n\n- **≤11:** 3 damage\n- **12-16:** 5 damage\n"
         "- **17+:** 8 damage\n\n#### Notes\n\n- **<18:** 9 damage\n", "<18"),
    Case("SB004-front-matter", "SB004", "warning", "t.md", "---\ntitle: a: b\n---\n\n###### Test\n\nProse.\n",
         ": b", ),
    Case("SB008-own-output", "SB008", "warning", "t.json",
         '{\n  "abilities": [\n    {\n      "name": "Slam",\n      "path": "notes/slam.ability",\n      "line": 1\n    }\n  ]\n}\n',
         (1, 1), message="came from `notes/slam.ability`"),
    Case("SB009-own-json-broken", "SB009", "error", "t.json",
         '{"abilities": [{"name": "A", "power_roll": null, "power_rolls": [], }]}', ", }",
         message="a comma before `}`"),
    Case("SB009-own-json-passage-kind", "SB009", "warning", "t.json",
         '{"abilities": [{"name": "A", "power_roll": null, "power_rolls": []}],\n "other_text": [{"path": "a.ability", '
         '"line": 1, "text": "Notes.", "comment": "yes"}]}', '"yes"', message="`other_text[0].comment` in statblock's "
         "JSON holds text, not true or false: the value was ignored, and the passage's words read"),
    Case("SB010-hero-file", "SB010", "error", "hero.toml",
         'name = "Korva"\nlevel = 1\n[characteristics]\nmight = 2\nagility = 1\nreason = 0\nintution = 1\npresence = 0\n',
         "intution", message="did you mean `Intuition`?"),
    Case("SB010-no-hero-file", "SB010", "warning", "state.toml", 'you = "Kara"\n[villain]\ncard = "Steel Jaw"\n', (1, 1),
         message="no hero or target file"),
    Case("SB011-web-page", "SB011", "error", "page.html", "<!DOCTYPE html>\n<html><body><p>Slam</p></body></html>\n",
         (1, 1), message="web page"),
    Case("SB007-unknown-ruleset", "SB007", "error", "t.ability",
         "# ruleset: draw_stel\nSlam\nMelee, Strike | Main action\nEffect: Hit.\n", "draw_stel",
         suggestion="replace `draw_stel` with `draw_steel`"),
]

# A native monster statblock: the book's table row by row.
STATBLOCK = ("Bog Hound (Statblock)\nLevel: 2 | Roles: Horde Harrier | EV: 4\n"
             "Size: 1M | Speed: 7 | Stamina: 12 | Stability: 0 | Free Strike: 2\n"
             "Might: +1 | Agility: +2 | Reason: -3 | Intuition: 0 | Presence: -2\n")
STATBLOCK_ERRORS = [
    Case("SB123-row-twice", "SB123", "error", "t.ability",
         "Late Header\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\nEffect: Hit.\n"
         "Magic | Maneuver\n", "Magic | Maneuver", suggestion="put a blank line before the next ability's name, "
         "or remove the repeated line"),
    Case("SB123-field-twice", "SB123", "error", "t.ability",
         "Late Header\nKeywords: Melee\nDistance: Melee 1\nDistance: Ranged 5\n", "Ranged 5",
         suggestion="put a blank line before the next ability's name, or remove the repeated line"),
    Case("SB170-no-stamina", "SB170", "error", "m.ability", STATBLOCK.replace("Stamina: 12 | ", ""),
         "Bog Hound (Statblock)", suggestion="add a `Stamina: N` cell"),
    Case("SB170-no-presence", "SB170", "error", "m.ability", STATBLOCK.replace(" | Presence: -2", ""), (1, 1),
         suggestion="add a `Presence: N` cell"),
    Case("SB170-terrain-no-size", "SB170", "warning", "t.ability",
         "Test Snare (Dynamic Terrain)\nLevel: 1 | Type: Trap | Role: Ambusher | EV: 2\nStamina: 3\n",
         "Test Snare (Dynamic Terrain)", suggestion="add a `Size: …` cell", message="dynamic terrain object has no Size"),
    Case("SB171-word-for-number", "SB171", "error", "m.ability", STATBLOCK.replace("Agility: +2", "Agility: quick"),
         "quick", message="Agility"),
    Case("SB171-crlf", "SB171", "error", "m.ability", bom_crlf(STATBLOCK.replace("Level: 2", "Level: two")), "two"),
    Case("SB172-misspelt-statistic", "SB172", "error", "m.ability", STATBLOCK.replace("Stability: 0", "Stabilty: 0"),
         "Stabilty", suggestion="replace `Stabilty` with `Stability`", message="Stabilty"),
    Case("SB165-weakness-no-value", "SB165", "warning", "m.ability",
         STATBLOCK.replace("Size: 1M", "Size: 1M | Weakness: Acid 5, fire"), "fire",
         suggestion="write its value after it (`Fire 5`)", message="weakness `fire` has no value"),
    Case("SB173-misspelt-type", "SB173", "error", "m.ability",
         STATBLOCK.replace("Size: 1M", "Size: 1M | Immunity: Poison 5, Fier 2"), "Fier",
         suggestion="replace `Fier` with `fire`", message="Fier"),
    Case("SB173-own-type", "SB173", "warning", "m.ability",
         STATBLOCK.replace("Size: 1M", "Size: 1M | Weakness: Frost 5"), "Frost", message="known: acid, cold"),
    Case("SB174-effect-outside-quote", "SB174", "warning", "m.md",
         "###### Bog Hound (Malice Features)\n\nSpend it.\n\n> ⭐️ **Howl (3 Malice)**\n>\n> | **-** | **Maneuver** |\n"
         "> | --- | ---: |\n> | **📏 -** | **🎯 -** |\n\n**Effect:** Each hound shifts 1 square.\n",
         "**Effect:**", message="`Bog Hound`"),
    Case("SB175-sidebar", "SB175", "info", "m.md",
         "###### Bog Lore\n\n> **Bog Hound Tactics**\n>\n> Bog hounds hunt in packs and circle their prey.\n",
         "Bog Hound Tactics", suggestion="if it is a feature, put its icon before the name (`> ⭐️ **Name**`)",
         message="sidebar"),
    Case("SB172-misspelt-field", "SB172", "warning", "m.ability",
         STATBLOCK.replace("Size: 1M", "Size: 1M | Immunitee: Poison 5"), "Immunitee",
         suggestion="replace `Immunitee` with `Immunity`", message="Immunitee"),
]

GENERATED = _tier_cases() + _header_cases() + _structure_cases() + _consistency_cases()
ALL_CASES = GENERATED + FILE_ERRORS + STATBLOCK_ERRORS


def _in_the_inner_loop(cases: list[Case]) -> set[str]:
    """The ids of the cases the inner loop (`-m "not slow"`) runs: every case written out, and every generated case in
    UTF-8; of the generated cases' `bom-crlf` twins (the same text with a byte-order mark and CRLF line ends), the first
    of each code and the first of each format, so that every code and every format is still read so encoded there. The
    whole suite runs every twin."""
    generated = {case.id for case in GENERATED}
    codes, formats, kept = set(), set(), set()
    for case in cases:
        fmt = next((f for f in FORMATS if case.id.endswith(f"-{f}-bom-crlf")), None)
        if case.id in generated and fmt is not None:
            if case.code in codes and fmt in formats:
                continue
            codes.add(case.code)
            formats.add(fmt)
        kept.add(case.id)
    return kept


_INNER = _in_the_inner_loop(ALL_CASES)


@pytest.mark.parametrize("case", [pytest.param(case, id=case.id, marks=() if case.id in _INNER else pytest.mark.slow)
                                  for case in ALL_CASES])
def test_diagnostic(case, tmp_path):
    check_case(case, tmp_path)


def test_the_inner_loop_reads_every_code_and_every_format_with_a_bom_and_crlf():
    """The inner loop's sample of the `bom-crlf` twins (`_in_the_inner_loop`) spans every code and every format the
    generated cases have, and is a sample (the whole suite runs every twin)."""
    def formats(cases):
        return {fmt for fmt in FORMATS for case in cases if case.id.endswith(f"-{fmt}-bom-crlf")}

    twins = [case for case in GENERATED if case.id.endswith("-bom-crlf")]
    kept = [case for case in twins if case.id in _INNER]
    assert {case.code for case in kept} == {case.code for case in twins}
    assert formats(kept) == formats(twins) and len(formats(twins)) >= 7
    assert len(kept) < len(twins) // 3
    assert all(case.id in _INNER for case in ALL_CASES if case not in twins)


@pytest.mark.slow
def test_every_code_has_an_error_test(tmp_path, monkeypatch):
    """Collects the codes the tests here really produce: every code but SB999 must be among them."""
    exercised = set()
    for number, case in enumerate(ALL_CASES):
        folder = tmp_path / str(number)
        folder.mkdir()
        if any(d.code == case.code for d in run_case(case, folder)):
            exercised.add(case.code)
    exercised.add(_native_syntax_error().code)
    exercised.update(d.code for d in _json_beside_its_source(tmp_path / "twice"))
    exercised.update(_markdown_on_standard_input(monkeypatch))
    exercised.update(_markdown_on_standard_input(monkeypatch, "Warband: W\nOrc Q4+ C3\n"))   # (SB201: another game's)
    exercised.update(d.code for d in _outside_fences(tmp_path / "fenced"))
    exercised.update(d.code for d in _too_deep(monkeypatch).diagnostics)  # (last: it breaks the reader)
    assert set(CODES) - {"SB999"} - exercised == set()


def _outside_fences(folder) -> list:
    """The diagnostics of a YAML file of a fence and text outside it: SB202 comes with the fence's SB200, so it has no
    case of its own (`check_case` wants one diagnostic); tests/test_fenced_yaml_file.py holds its cases."""
    folder.mkdir()
    path = folder / "bite.yaml"
    path.write_text("Some notes\n```ds-feature\nname: Bite\neffect: You bite.\n```\n", encoding="utf-8")
    return run([str(path)]).diagnostics


def _markdown_on_standard_input(monkeypatch, text: str = "###### Slam\n\n**Effect:** The target is pushed.\n") -> set:
    """The codes `check -` says of a Markdown page with no name (SB015: read as Markdown), or of `text` (SB201: a
    warband's lines, read as that game's)."""
    import io

    from statblock.cli.stdin import check_stdin

    class Stdin:
        buffer = io.BytesIO(text.encode())

    monkeypatch.setattr("sys.stdin", Stdin)
    return {f.code for result in check_stdin(None, None).results for f in result.findings}


# ---- single cases the table cannot express -----------------------------------------------------------


def test_unknown_resource_in_a_spend_section():
    text = native(Parts()) + "Spend 2 Pieti: The target is also slowed.\n"
    (found,) = [d for d in parse_text(text, "t.ability").diagnostics if d.code == "SB107"]
    assert found.severity is Severity.ERROR
    assert (found.span.line, found.span.column) == position_of(text, "Pieti")
    assert english(found.suggestion) == "replace `Pieti` with `Piety`"


def _json_beside_its_source(folder):
    """SB012: a folder holding a file and the JSON `convert --to json` wrote of it, checked together."""
    folder.mkdir()
    (folder / "slam.ability").write_text("Slam\nMelee, Strike | Main action\n📏 Melee 1 | 🎯 One creature\n"
                                         "Power Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n",
                                         encoding="utf-8")
    assert cli.main(["convert", str(folder / "slam.ability"), "--to", "json", "-o", str(folder)]) == 0
    return run([str(folder)]).diagnostics


def _too_deep(monkeypatch):
    """A file whose reading overflows the stack, wherever that happens."""
    from statblock.rulesets.draw_steel.plugin import DrawSteel

    def overflow(self, result):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(DrawSteel, "read", overflow)
    return parse_text(native(Parts()), "deep.ability")


def test_too_deep_to_read_is_a_diagnostic_not_a_crash(monkeypatch):
    """SB006. No input found so far nests deeply enough to overflow the stack (alternatives are
    parsed without recursion, YAML and Markdown have their own nesting limits), so the guard is
    driven directly."""
    result = _too_deep(monkeypatch)
    (found,) = result.diagnostics
    assert (found.code, found.severity, found.span.line, found.span.column) == ("SB006", Severity.ERROR, 1, 1)
    assert found.span.path == "deep.ability"


DEEP = {
    "many-alternatives": ("deep.ability", native(Parts(tiers=(" or ".join(["prone"] * 3000),) + TIERS[1:]))),
    "deep-yaml": ("deep.yaml", "name: x\nmeta: " + "[" * 5000 + "]" * 5000 + "\n"),
    "deep-front-matter": ("deep.md", "---\nm: " + "{a: " * 3000 + "}" * 3000 + "\n---\n\n# T\n"),
    "deep-block-quotes": ("deep.md", ">" * 5000 + " **Name**\n"),
    "deep-lists": ("deep.md", "- " * 3000 + "≤11: 1 damage\n"),
    "deep-links": ("deep.md", "###### T\n\n- **≤11:** " + "[" * 3000 + "prone" + "](x)" * 3000 + "\n"),
}


@pytest.mark.parametrize("name, text", DEEP.values(), ids=DEEP.keys())
def test_deeply_nested_input_is_read_or_reported(name, text):
    result = parse_text(text, name)
    assert "SB999" not in {d.code for d in result.diagnostics}
    for d in result.diagnostics:
        assert 1 <= d.span.line <= result.source.line_count


def test_three_thousand_alternatives_are_all_kept():
    result = parse_text(DEEP["many-alternatives"][1], "deep.ability")
    (choice,) = result.abilities[0].power_roll.tiers[0].effects
    assert len(choice.options) == 3000


def test_unknown_word_without_a_close_match_is_a_warning_listing_the_vocabulary():
    result = parse_text(native(Parts(keywords=("Magic", "Zorp"))), "t.ability")
    (found,) = result.diagnostics
    assert (found.code, found.severity, found.suggestion) == ("SB103", Severity.WARNING, None)
    assert "Melee" in english(found.message)


def test_a_diagnostic_names_its_ability():
    text = native(Parts(name="First")) + "\n" + native(Parts(name="Second", tiers=("3 damage; proen",) + TIERS[1:]))
    (found,) = parse_text(text, "t.ability").diagnostics
    assert found.ability == "Second"
    assert (found.span.line, found.span.column) == position_of(text, "proen")


def test_several_errors_are_all_reported_in_file_order():
    parts = Parts(tiers=("3 damage; proen", "6 firey damage", "9 damage; psuh 2"))
    text = md_quote(parts)
    found = parse_text(text, "t.md").diagnostics
    assert [(d.code, d.span.line, d.span.column) for d in found] == [
        ("SB101", *position_of(text, "proen")), ("SB102", *position_of(text, "firey")),
        ("SB110", *position_of(text, "psuh"))]


def test_caret_snippet_underlines_the_word():
    text = native(Parts(tiers=("3 damage; proen",) + TIERS[1:]))
    (found,) = parse_text(text, "t.ability").diagnostics
    head, source_line, carets, help_line = found.render().split("\n")
    gutter, _, shown = source_line.partition(" | ")
    assert shown == "≤11: 3 damage; proen"
    column = carets.index("^") - len(gutter) - len(" | ")
    assert shown[column : column + carets.count("^")] == "proen"
    assert help_line.strip() == "= help: replace `proen` with `prone`"


def _native_syntax_error():
    """SB100 from the native parser on text `read_native` never hands it (a trailing line break).

    Every line of a native file reads as some kind of line (free text at worst), so no file
    seen so far produces SB100 once whitespace is handled; the translation of lark's
    exception into a diagnostic is tested here on the parser directly."""
    from statblock.diagnostics import SourceFile
    from lark.exceptions import UnexpectedInput

    from statblock.rulesets.draw_steel.grammar.parser import native_parser, syntax_diagnostic

    fragment = SourceFile("t.ability", "Test\nPower Roll + Might:\n").whole()
    try:
        native_parser().parse(fragment.text)
    except UnexpectedInput as error:
        return syntax_diagnostic(error, fragment, "SB100", "this ability file")
    raise AssertionError("the native grammar accepted a block ending in a bare line break")


def test_caret_snippet_counts_wide_characters_as_two_cells():
    import unicodedata

    text = native(Parts(tiers=("3 聖なるダメージ; proen",) + TIERS[1:]))
    (found,) = parse_text(text, "t.ability").diagnostics
    _, source_line, carets, _ = found.render().split("\n")
    before = source_line[: source_line.index("proen")]
    cells = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in before)
    assert carets.index("^") == cells and carets.count("^") == len("proen")


def test_native_syntax_error_points_at_where_reading_stopped():
    found = _native_syntax_error()
    assert (found.code, found.severity, found.suggestion) == ("SB100", Severity.ERROR, None)
    assert (found.span.line, found.span.column) == position_of("Test\nPower Roll + Might:\n", "\n", "Might:")
    assert "end of text" in english(found.message)


@pytest.mark.parametrize("space", ["\u00a0", "\u2003", "\x0c"], ids=["no-break-space", "em-space", "form-feed"])
def test_unusual_spaces_from_copied_text_do_not_lose_the_file(space):
    """Text pasted from a PDF or a web page carries such spaces; they are spaces, not syntax errors."""
    text = native(Parts()) + f"\n{space}\n\n" + native(Parts(name="Second")).replace("≤11:", f"{space}≤11:")
    result = parse_text(text, "t.ability")
    assert [d.code for d in result.diagnostics] == []
    assert [a.name for a in result.abilities] == ["Test", "Second"]


# ---- the command line: JSON contract, files without abilities, exit codes ----------------------------


@pytest.fixture
def files(write):
    return {
        "error": write("error.ability", native(Parts(tiers=("3 damage; proen",) + TIERS[1:]))),
        "warning": write("warning.ability", native(Parts(tiers=("3 damage; soggy",) + TIERS[1:]))),
        "clean": write("clean.md", md_hero(Parts())),
        "empty": write("empty.md", "# Notes\n\nNo abilities here.\n"),
        "binary": write("image.ability", b"\x89PNG\r\n\x1a\n\x00\x00"),
        "latin1": write("latin1.ability", "Caf\xe9\n".encode("latin-1")),
    }


def _check(capsys, *argv) -> tuple[int, str]:
    try:
        code = cli.main(["check", *argv])
    except SystemExit as stop:  # argparse's own usage errors
        code = stop.code
    return code, capsys.readouterr().out


def test_check_json_matches_the_contract(files, capsys):
    code, out = _check(capsys, "--format", "json", files["error"], files["warning"], files["clean"], files["empty"])
    data = json.loads(out)
    assert code == 1
    for key, kind in {"files": int, "abilities": int, "errors": int, "warnings": int, "diagnostics": list}.items():
        assert type(data[key]) is kind, key
    assert (data["files"], data["abilities"], data["errors"], data["warnings"]) == (4, 3, 1, 1)
    assert len(data["diagnostics"]) == 2
    types = {"path": str, "line": int, "column": int, "severity": str, "code": str, "message": str, "ability": str}
    for item in data["diagnostics"]:
        for key, kind in types.items():
            assert type(item[key]) is kind, key
        assert item["severity"] in ("error", "warning", "info")
        assert re.fullmatch(r"SB\d{3}", item["code"])
    by_code = {item["code"]: item for item in data["diagnostics"]}
    text = native(Parts(tiers=("3 damage; proen",) + TIERS[1:]))
    assert (by_code["SB101"]["path"], by_code["SB101"]["line"], by_code["SB101"]["column"]) == \
        (files["error"], *position_of(text, "proen"))
    assert by_code["SB101"]["severity"] == "error" and by_code["SB111"]["severity"] == "warning"
    assert by_code["SB101"]["ability"] == "Test"


def test_check_json_file_error_has_null_ability(files, capsys):
    code, out = _check(capsys, "--format", "json", files["binary"])
    (item,) = json.loads(out)["diagnostics"]
    assert item["code"] == "SB002" and item["ability"] is None and item["path"] == files["binary"]


def test_check_names_files_without_abilities(files, capsys):
    code, out = _check(capsys, files["clean"], files["empty"])
    assert code == 0
    assert re.search(r"checked 2 files, 1 ability\b", out)
    tail = out[out.index("no ability found"):]
    assert files["empty"] in tail and files["clean"] not in tail


def test_check_walks_folders_for_known_suffixes(write, tmp_path, capsys):
    write("a/one.ability", native(Parts()))
    write("a/b/two.md", md_hero(Parts()))
    write("a/b/three.yaml", yaml_plain(Parts()))
    write("a/b/c/four.yml", yaml_folded(Parts()))
    write("a/b/notes.txt", "not ability text\n")
    code, out = _check(capsys, "--format", "json", str(tmp_path / "a"))
    data = json.loads(out)
    assert (code, data["files"], data["abilities"], data["errors"]) == (0, 4, 4, 0)


@pytest.mark.parametrize("names, expected", [
    pytest.param(["clean"], 0, id="clean"),
    pytest.param(["warning"], 0, id="warnings-only"),
    pytest.param(["error"], 1, id="errors"),
    pytest.param(["error", "clean"], 1, id="errors-among-clean"),
    pytest.param(["binary"], 2, id="binary-input"),
    pytest.param(["latin1"], 2, id="not-utf8"),
    pytest.param([None], 2, id="missing-file"),
    pytest.param([None, "clean"], 2, id="missing-file-among-clean"),
    pytest.param(["binary", "clean"], 2, id="binary-among-clean"),
    pytest.param(["latin1", "clean"], 2, id="not-utf8-among-clean"),
])
def test_check_exit_codes(files, tmp_path, capsys, names, expected):
    paths = [files[n] if n else str(tmp_path / "missing.ability") for n in names]
    assert _check(capsys, *paths)[0] == expected


@pytest.mark.parametrize("argv", [[], ["--format", "xml", "x.ability"], ["--no-such-option", "x.ability"]],
                         ids=["no-paths", "bad-format", "bad-option"])
def test_check_bad_usage_exits_2(capsys, argv):
    assert _check(capsys, *argv)[0] == 2


def test_parse_json_matches_the_contract(files, capsys):
    code = cli.main(["parse", "--format", "json", files["clean"]])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    (ability,) = data["abilities"]
    for key in ("name", "path", "line", "keywords", "action", "distance", "target", "power_roll", "sections"):
        assert key in ability
    tiers = ability["power_roll"]["tiers"]
    assert [t["range"] for t in tiers] == list(LABELS)
    assert [t["effects"] for t in tiers] == [
        [{"kind": "damage", "amount": int(t.split()[0]), "characteristics": [], "damage_type": None}] for t in TIERS]


def test_parse_json_survives_front_matter_dates(write, capsys):
    """Obsidian notes carry `created: 2024-01-01`; YAML reads that as a date, which JSON cannot hold as is."""
    path = write("dated.md", "---\ncreated: 2024-01-01\n---\n\n" + md_hero(Parts()).split("\n\n", 1)[1])
    code = cli.main(["parse", "--format", "json", path])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [a["name"] for a in data["abilities"]] == ["Test"]


def test_dice_damage_is_compared_at_its_mean(tmp_path):
    """`2d6 + 6` (13 on average, never below 8) does not make a tier worse than `9`; `2d6 + 1` (8) does,
    and the message says the mean it compared."""
    text = "Bash\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 6 damage\n12-16: 9 damage\n17+: {}\n"
    assert run_case(Case("d", "SB131", "warning", "t.ability", text.format("2d6 + 6 damage"), (1, 1)), tmp_path) == []
    (found,) = run_case(Case("d", "SB131", "warning", "u.ability", text.format("2d6 + 1 damage"), (1, 1)), tmp_path)
    assert "(2d6 + 1, 8 on average) than tier 2 (9)" in found.text()
    assert "(2d6 + 1、平均 8)" in found.text("ja")


@pytest.mark.parametrize("word, said", [("mark", "marked"), ("seize", "seized"), ("freeze", "frozen"),
                                        ("frozen", "frozen"), ("glowing", "glowing"), ("hexed", "hexed")])
def test_a_custom_condition_is_advised_as_a_status(tmp_path, word, said):
    text = (f"Bash\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 2 damage; {word}\n"
            f"12-16: 5 damage; {word}\n17+: 8 damage; {word}\n")
    found = run_case(Case("c", "SB111", "warning", "t.ability", text, (1, 1)), tmp_path)
    assert found and all(f"write `the target is {said}` to say so" in d.text() for d in found)


def test_a_lower_potency_for_another_condition_is_no_weakening(tmp_path):
    """`A < 2 slowed`, then `A < 1 restrained`: a harsher condition behind a lower potency is a design,
    not a slip; the same condition behind a lower potency is (SB130)."""
    text = ("Bash\nMelee, Strike | Main action\nPower Roll + Might:\n≤11: 2 damage\n"
            "12-16: 5 damage; A < 2 slowed (save ends)\n17+: 8 damage; A < 1 {} (save ends)\n")
    assert run_case(Case("c", "SB130", "warning", "t.ability", text.format("restrained"), (1, 1)), tmp_path) == []
    (found,) = run_case(Case("c", "SB130", "warning", "u.ability", text.format("slowed"), (1, 1)), tmp_path)
    assert found.code == "SB130"


def test_a_verb_in_a_tier_that_the_effect_names_as_a_status_is_the_abilitys_own(tmp_path):
    """A Tactician's `mark` in the tiers with `The target is marked by you` in its Effect: the ability's own
    status, no warning; without the Effect's words it is SB111."""
    text = _slam("2 + M damage; mark", "4 + M damage; mark", "6 + M damage; mark")
    effect = "Effect: The target is marked by you until the start of your next turn.\n"
    assert run_case(Case("m", "SB111", "warning", "t.ability", text + effect, (1, 1)), tmp_path) == []
    assert {d.code for d in run_case(Case("m", "SB111", "warning", "u.ability", text, (1, 1)), tmp_path)} == {"SB111"}


@pytest.mark.parametrize("word, warned", [("swallowed", False), ("dazzled", False), ("slowd", True), ("dazd", True),
                                          ("slowde", True), ("wekaened", True)])
def test_a_condition_the_ability_names_as_its_own_is_warned_about_only_one_slip_away(tmp_path, word, warned):
    """`the target is swallowed (save ends)`: the ability's own condition, said so; `the target is slowd`: one
    slip of the hand from `slowed`, warned (SB111) though the sentence says it is the ability's own."""
    found = run_case(Case("c", "SB111", "warning", "t.ability",
                          _slam(f"2 damage; the target is {word} (save ends)"), (1, 1)), tmp_path)
    assert [d.code for d in found] == (["SB111"] if warned else [])


def test_a_characteristic_with_an_en_dash_for_its_minus(tmp_path):
    text = ("Grub (Statblock)\nLevel: 1 | Roles: Minion Brute | EV: 3\nSize: 1S | Speed: 5 | Stamina: 5 | Stability: 0 | "
            "Free Strike: 1\nMight: +1 | Agility: –2 | Reason: －1 | Intuition: −1 | Presence: 0\n")
    path = tmp_path / "grub.ability"
    path.write_text(text, "utf-8")
    report = run([str(path)])
    assert [d.code for d in report.diagnostics] == []
    (block,) = report.statblocks
    assert block.characteristics == {"might": 1, "agility": -2, "reason": -1, "intuition": -1, "presence": 0}


def test_of_two_potencies_on_one_characteristic_each_is_compared_with_its_own_condition(tmp_path):
    """Tier 2 gates slowed at A < 1 and prone at A < 2; tier 3 prone at A < 1: prone weakens (SB130),
    whichever gate was written last. Tier 3 slowed at A < 1 as well: no weakening of slowed."""
    text = _slam("2 damage", "5 damage; A < 2 prone; A < 1 slowed (save ends)", "8 damage; A < 1 prone")
    (found,) = run_case(Case("c", "SB130", "warning", "t.ability", text, (1, 1)), tmp_path)
    assert "tier 2 (2) to tier 3 (1)" in found.text()
    fine = _slam("2 damage", "5 damage; A < 2 prone; A < 1 slowed (save ends)", "8 damage; A < 1 slowed (save ends)")
    assert run_case(Case("c", "SB130", "warning", "u.ability", fine, (1, 1)), tmp_path) == []


@pytest.mark.parametrize(("roll", "tiers", "code", "english_has", "japanese_has"), [
    # a Japanese word in an English message: each known word in Japanese too, and the other way round
    pytest.param("体格", TIERS, "SB104", "Reason (知力)", "知力、判断力", id="characteristic written in Japanese"),
    pytest.param("Wits", TIERS, "SB104", "Reason, Intuition", "知力（Reason）", id="characteristic written in English"),
    pytest.param("Might", ("3 ダメージ; ふっとばし 2", "5 damage", "7 damage"), "SB110", "push (プッシュ)", None,
                 id="forced move written in Japanese"),
    pytest.param("Might", ("3 damage; A < WEAK, zorped", "5 damage", "7 damage"), "SB111", "prone", "伏せ（prone）",
                 id="condition written in English"),
])
def test_known_words_are_named_in_the_language_the_author_wrote(roll, tiers, code, english_has, japanese_has):
    """The list of known words of a message names each in the language of the unknown word too, when it is not
    the message's (an author writing Japanese with English messages sees `Reason (知力)`), never only in
    the message's language."""
    result = parse_text(native(Parts(roll=roll, tiers=tiers)), "t.ability")
    found = next(d for d in result.diagnostics if d.code == code)
    assert english_has in english(found.message)
    if japanese_has is not None:
        assert japanese_has in found.message.render("ja")


def test_a_misspelt_area_keyword_is_not_also_a_missing_one():
    """`Aera, Magic` on a `3 burst`: SB103 says the misspelling; SB144 (no Area keyword) would say the same slip twice."""
    text = "Blast\nAera, Magic | Main action\n📏 3 burst | 🎯 Each enemy in the area\nEffect: Each target is slowed (EoT).\n"
    codes = [d.code for d in parse_text(text, "t.ability").diagnostics]
    assert "SB103" in codes and "SB144" not in codes


@pytest.mark.parametrize("cost, section", [("3 Focus", "Spend 1 Focus"), ("3 Malice", "2 Malice"),
                                           ("3 Focus", "Spend 1 Heroic Resource"), (None, "Spend 1 Piety")])
def test_a_spend_in_the_cost_s_own_resource_is_not_reported(cost, section):
    """SB150 with no class named compares a Spend section with the cost only: the same resource, one any class
    spends, or no cost to compare with, say nothing."""
    text = native(Parts(cost=cost, sections=((section, "More damage."),)))
    assert "SB150" not in [d.code for d in parse_text(text, "t.ability").diagnostics]


def test_an_area_with_no_keywords_at_all_is_not_missing_the_area_keyword():
    """`- | Villain action 1` on a `5 burst`: the source says the ability has no keywords; SB144 is for one dropped."""
    text = "Roar\n- | Main action\n📏 5 burst | 🎯 Each enemy in the area\nEffect: Each target is slowed (EoT).\n"
    assert "SB144" not in [d.code for d in parse_text(text, "t.ability").diagnostics]
    dropped = text.replace("- |", "Magic |")
    assert [d.code for d in parse_text(dropped, "t.ability").diagnostics] == ["SB144"]



@pytest.mark.parametrize("keywords, distance, target, said", [
    ("Magic, Ranged", "Ranged 10", "Each enemy in the area", True),
    ("Magic, Melee", "Melee 1", "Each creature in the area", True),
    ("魔法、遠距離", "遠距離 10", "領域内の各敵", True),
    ("Area, Magic", "3 burst", "Each enemy in the area", False),
    ("Magic", "Special", "Each enemy in the area", False),
    ("Area, Magic", "1-mile burst", "Each creature in the area", False),  # not read as parts: no kinds to compare
    ("Magic, Ranged", "Ranged 10", "One creature", False),
    ("Area, Magic", "Ranged 10", "Each enemy in the area", False),  # with the Area keyword: SB141 says it, not twice
])
def test_targets_in_an_area_need_an_area(keywords, distance, target, said):
    """SB145: `Each enemy in the area` under `Ranged 10` was silent: one of the two lines is wrong."""
    text = native(Parts(keywords=tuple(keywords.replace("、", ", ").split(", ")), distance=distance, target=target))
    codes = [d.code for d in parse_text(text, "t.ability").diagnostics]
    assert ("SB145" in codes) == said, codes


@pytest.mark.parametrize("line, word, guess", [
    ("Keywrods: Melee, Strike", "Keywrods", "Keywords"), ("Distnace: Melee 1", "Distnace", "Distance"),
    ("Taget: One creature", "Taget", "Target"), ("キーワド：近接", "キーワド", "キーワード"),
    ("Types: Main action", "Types", "Type"), ("Tagret: One creature", "Tagret", "Target"),
])
def test_a_misspelt_header_field_label_is_said(tmp_path, line, word, guess):
    # `Keywrods: Melee, Strike` was a section of its own in silence: the keywords lost, SB140-SB145 blind to them
    path = tmp_path / "t.ability"
    path.write_text(f"Slam\n{line}\nEffect: The target is shaken.\n", "utf-8")
    (found,) = [d for d in run([str(path)]).diagnostics if d.code == "SB125"]
    assert (found.span.line, found.span.column) == (2, 1)
    assert found.severity is Severity.WARNING
    assert f"did you mean the header field `{guess}`" in str(found.message)
    assert str(found.suggestion) == f"replace `{word}` with `{guess}`"


@pytest.mark.parametrize("label", ["Keywords", "Target", "Trigger", "Hit", "Targeting Note", "Distant Echo",
                                   "Stance", "Reaction", "Acting"])
def test_a_label_that_is_no_slip_of_a_field_is_not_said(tmp_path, label):
    path = tmp_path / "t.ability"
    path.write_text(f"Slam\nMelee | Main action\nEffect: Something.\n{label}: words.\n", "utf-8")
    assert [d.render() for d in run([str(path)]).diagnostics if d.code == "SB125"] == []
