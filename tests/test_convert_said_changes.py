"""What `convert` says when the file it wrote reads back otherwise: the ability's place (file:line:col), each part
that would change in the user's words and language (its flavor, a tier of its power roll, its number of sections),
with what it was and would be, and what to do. It said `plain_flavor: [1] != null`, the path of a JSON key, and no
line or column."""

from __future__ import annotations

import pytest

from statblock.cli import main
from statblock.messages import Message
from statblock.rulesets.draw_steel.authoring.changes import said_changes

# a line guessed as flavor (SB179) in an ability with no header: Markdown has no place that reads it back as a guess
_NO_HEADER = {
    "en": ("Quick Step\nKewords Melee\nEffect: You shift 2 squares.\n", "Kewords Melee",
           ("its flavor: `Kewords Melee` would read back as nothing", "its number of sections: 1 would read back as 2",
            "--to ability", "report")),
    "ja": ("素早い一歩\nキーワド 近接\n効果: あなたは 2 スクエアシフトする。\n", "キーワド 近接",
           ("フレーバー：`キーワド 近接` が なし として読み直されます", "セクションの数：1 が 2 として読み直されます",
            "--to ability", "報告")),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_would_change_is_said_in_the_users_words_at_the_abilitys_place(lang, write, tmp_path, capsys):
    text, line, phrases = _NO_HEADER[lang]
    path = write("in/step.ability", text)
    assert main(["convert", path, "--to", "md", "--lang", lang, "-o", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    said = " ".join(err.split())
    assert f"{path}:1:1" in err, err
    for phrase in phrases:
        assert phrase in said, said
    for jargon in ("plain_flavor", "!=", "null", "sections[", "[0]"):
        assert jargon not in said, said
    assert (tmp_path / "out" / "step.md").exists()   # (written all the same, to compare)


def _meaning(tiers: list, sections: int = 1, flavor: str | None = None) -> dict:
    return {"name": "Slam", "flavor": flavor, "power_roll": {"tiers": [{"effects": t} for t in tiers]},
            "sections": [{"kind": "effect", "text": "x"}] * sections}


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "its power roll, tier 2: `5` would read back as `6`"),
    ("ja", "パワーロールのティア2：`5` が `6` として読み直されます"),
])
def test_a_tier_that_would_change_is_named_by_its_number(lang, said):
    before = _meaning([[{"kind": "damage", "amount": 3}], [{"kind": "damage", "amount": 5}]])
    after = _meaning([[{"kind": "damage", "amount": 3}], [{"kind": "damage", "amount": 6}]])
    assert said_changes(before, after).render(lang) == said


def test_each_part_is_said_once_and_past_three_counted():
    before = _meaning([[{"kind": "damage", "amount": 3, "type": "fire"}]] * 3, 1, "a")
    after = _meaning([[{"kind": "damage", "amount": 4, "type": "cold"}]] * 3, 2, "b")
    listing = said_changes(before, after)
    assert all(isinstance(item, Message) for item in listing.items) and len(listing.items) == 5
    assert listing.render("en").endswith(", and 2 more") and listing.render("ja").endswith("ほか 2 件")


@pytest.mark.parametrize(("lang", "said"), [("en", "its name: `Slam` would read back as `Other`"),
                                            ("ja", "名前：`Slam` が `Other` として読み直されます")])
def test_fmt_says_what_would_change_in_the_same_words(lang, said, monkeypatch):
    """`fmt`'s safety net said `name: "Slam" != "Other"` too."""
    import attrs

    from statblock.rulesets.draw_steel.authoring import format as formatting

    real = formatting.layout
    monkeypatch.setattr(formatting, "layout", lambda tree, **kw: attrs.evolve(real(tree, **kw), name="Other"))
    text = "Slam\nPower Roll + Might:\n<=11: 1 damage\n12-16: 2 damage\n17+: 3 damage\n"
    problem = formatting.format_text(text, "t.ability").problems[0]
    assert said in problem.render(lang) and "!=" not in problem.render(lang)
