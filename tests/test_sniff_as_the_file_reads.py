"""`check -`'s sniff (`stdin.looks_like_markdown`) agrees with how the same text reads as a file: a native file's
strong lines (a power roll, a tier) are native even under a delimiter row (they were taken for a table's rows, the
ability lost: SB015 and 0 abilities); a delimiter row with fewer cells than its head row makes a table, as the SBH
Markdown reader reads one (it was native text, 5 errors); a prose line with a `|` or a written-out profile does not
outweigh a table (it did: 2 made-up abilities); and the written-out profile is looked for in linear time (it was
quadratic in the blanks after `質`)."""

from __future__ import annotations

import io
import json

import pytest

from statblock import cli
from statblock.cli.stdin import looks_like_markdown


def _stdin(monkeypatch, data: bytes) -> None:
    class Stdin:
        buffer = io.BytesIO(data)

    monkeypatch.setattr("sys.stdin", Stdin)


def _check(args, capsys) -> tuple[int, dict]:
    code = cli.main(["check", "--no-cache", "--format", "json", *args])
    return code, json.loads(capsys.readouterr().out)


def _same(text: str, file_name: str, tmp_path, capsys, monkeypatch, ruleset=()) -> dict:
    path = tmp_path / file_name
    path.write_text(text, encoding="utf-8")
    code, as_file = _check([*ruleset, str(path)], capsys)
    _stdin(monkeypatch, text.encode("utf-8"))
    stdin_code = cli.main(["check", "--format", "json", *ruleset, "-"])
    as_stdin = json.loads(capsys.readouterr().out)
    assert stdin_code == code
    assert [(d["code"], d["line"], d["column"]) for d in as_stdin["diagnostics"] if d["code"] != "SB015"] == \
           [(d["code"], d["line"], d["column"]) for d in as_file["diagnostics"]]
    assert (as_stdin["abilities"], as_stdin["errors"], as_stdin["warnings"]) == \
           (as_file["abilities"], as_file["errors"], as_file["warnings"])
    return as_stdin


# ---- R2: native lines under a two-cell delimiter row --------------------------------------------------------------

_UNDER_DELIMITER = {
    "en": "Quick Step\nMove | Maneuver\n--- | ---\nPower Roll + Might:\n≤11: 3 damage\n12-16: 5 damage\n17+: 7 damage\n",
    "ja": "素早い一歩\n移動 | マニューバー\n--- | ---\nパワーロール + 筋力:\n≤11: 3 ダメージ\n12-16: 5 ダメージ\n"
          "17+: 7 ダメージ\n",
}


@pytest.mark.parametrize("lang", sorted(_UNDER_DELIMITER))
def test_native_lines_under_a_delimiter_row_are_native(lang, tmp_path, capsys, monkeypatch):
    text = _UNDER_DELIMITER[lang]
    assert not looks_like_markdown(text)
    said = _same(text, "q.ability", tmp_path, capsys, monkeypatch)
    assert said["abilities"] == 1 and "SB015" not in [d["code"] for d in said["diagnostics"]]


@pytest.mark.parametrize("lang", sorted(_UNDER_DELIMITER))
def test_fmt_of_native_lines_under_a_delimiter_row_formats_them(lang, tmp_path, monkeypatch, capfdbinary):
    text = _UNDER_DELIMITER[lang]
    path = tmp_path / "q.ability"
    path.write_text(text, encoding="utf-8")
    as_file = cli.main(["fmt", "--lang", lang, "--check", str(path)])
    capfdbinary.readouterr()
    _stdin(monkeypatch, text.encode("utf-8"))
    code = cli.main(["fmt", "--lang", lang, "-"])
    out, err = capfdbinary.readouterr()
    assert b"SB015" not in err and b"read as Markdown" not in err
    # (changed on purpose, dsfront12: `--- | ---` is a table's rule, SB027, no longer the distance `📏 --- | 🎯 ---`
    # that fmt wrote; fmt cannot keep a line it does not read, so it gives the text back as written and says why)
    assert b"SB027" in err and as_file == 1 and code == 1 and out == text.encode("utf-8")


# ---- R3: a delimiter row of fewer cells than its head ---------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "| Name | Points | Quality | Combat | Special rules |\n|---|---|---|---|\n| Elf Mage | 56 | 3+ | 2 | Magic-User, Forester |\n",
    "| 名前 | ポイント | 質 | 戦闘 | 特殊ルール |\n|---|---|---|---|\n| エルフの魔法使い | 56 | 3+ | 2 | 魔法使い、森林踏破 |\n",
], ids=["en", "ja"])
def test_a_table_whose_delimiter_row_has_fewer_cells_is_markdown(text, tmp_path, capsys, monkeypatch):
    assert looks_like_markdown(text)
    said = _same(text, "r.md", tmp_path, capsys, monkeypatch)
    assert "SB015" in [d["code"] for d in said["diagnostics"]]


# ---- R4: a prose line with a `|` or a written-out profile beside a table -----------------------------------------------

@pytest.mark.parametrize("text", [
    "## Roll table\n\n| Roll | Result |\n| --- | --- |\n| 1 | Nothing |\n\nRoll 1d6 | 2d6 when you have edge.\n",
    "## ロール表\n\n| ロール | 結果 |\n| --- | --- |\n| 1 | なし |\n\nエッジがあれば 1d6 | 2d6 を振る。\n",
    "## Elves\n\nElves are Quality 3+ Combat 2.\n\n| Name | Quality | Combat |\n|---|---|---|\n| Elf | 3+ | 2 |\n",
    "## エルフ\n\nエルフは クオリティ 3+ 戦闘力 2 だ。\n\n| 名前 | 質 | 戦闘 |\n|---|---|---|\n| エルフ | 3+ | 2 |\n",
], ids=["pipe-en", "pipe-ja", "profile-en", "profile-ja"])
def test_a_prose_line_does_not_outweigh_a_table(text, tmp_path, capsys, monkeypatch):
    assert looks_like_markdown(text)
    _same(text, "p.md", tmp_path, capsys, monkeypatch)


# ---- R1: the written-out profile in linear time -------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("unit", ["質", "質1戦闘", "クオリティ", "Quality 3+", "Qua", "品質３+"])
def test_blanks_after_a_profile_word_are_read_in_linear_time(unit):
    from bounds import cpu_seconds, time_bound

    with time_bound(60):
        small = cpu_seconds(lambda: looks_like_markdown(unit + " " * 25_000 + "x"))
        large = cpu_seconds(lambda: looks_like_markdown(unit + " " * 100_000 + "x"))
        many = cpu_seconds(lambda: looks_like_markdown((unit + " " * 20 + "x\n") * 5_000))
    assert large < 8 * small + 0.1, (small, large)
    assert many < 2, many


# ---- the warband reader's spellings, and full-width pipes -------------------------------------------------------------

@pytest.mark.parametrize("profile", ["Qua 3+ Com 2", "quality 3+ combat 2", "品質 3+ 戦闘値 2", "クォリティ 3+ コンバット値 2",
                                     "クォリティー 3+ 戦闘 2", "質３+ 戦闘２"])
def test_a_profile_in_any_of_the_readers_spellings_is_native_where_no_table_is(profile, tmp_path, capsys, monkeypatch):
    """Each spelling the warband reader reads (`words.toml`), in either case, full-width digits too: the sniff knew
    only `Quality`/`クオリティ` as written, and the rest was read as Markdown (SB015, exit 0; the file exits 1)."""
    text = f"## my notes\nThe Green Hand\nElf Mage {profile} Forester\n| --- |\n"
    assert not looks_like_markdown(text)
    said = _same(text, "n.sbh", tmp_path, capsys, monkeypatch, ruleset=("--ruleset", "sbh"))
    assert said["abilities"] == 1


def test_a_row_of_full_width_pipes_is_native_where_no_table_is(tmp_path, capsys, monkeypatch):
    """`移動 ｜ マニューバー` (full-width pipes, read by the native reader) is as `Move | Maneuver`: it was no native line,
    and the ability under `## メモ` was lost (0 abilities)."""
    text = "## メモ\n素早い一歩\n移動 ｜ マニューバー\n📏 自身 ｜ 🎯 自身\nあなたは 2 スクエアシフトする。\n| --- |\n"
    assert not looks_like_markdown(text)
    assert _same(text, "n.ability", tmp_path, capsys, monkeypatch)["abilities"] == 1
