"""A `.yaml` (or `.yml`) file that holds a Markdown fence, as a `ds-feature` block copied whole out of an Obsidian note:
the YAML inside each fence is read, as the same block in a `.md` file is, and the fence said (SB200, a warning at its
opening line, with what to do). Before, the file was one YAML error at the first backtick, `found character that
cannot start any token; check the indentation and quote values that contain `:``, and nothing in it was read (the
audit6 session's game master's week). Text outside every fence still makes the file the YAML it is (as before)."""

from __future__ import annotations

import json

import pytest

from statblock import cli

BITE = "name: Bite\ntype: Main action\ndistance: Melee 1\ntarget: One creature\neffect: You bite the target.\n"
BITE_JA = "名前: 噛みつき\n種別: メインアクション\n距離: 近接 1\nターゲット: 1体のクリーチャー\n効果: ターゲットに噛みつく。\n"


def _parse(tmp_path, capsys, name: str, text: str) -> tuple[int, list, list]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    code = cli.main(["check", "--format", "json", str(path)])
    said = json.loads(capsys.readouterr().out)["diagnostics"]
    assert cli.main(["parse", "--format", "json", str(path)]) in (0, 1)
    abilities = json.loads(capsys.readouterr().out)["abilities"]
    return code, said, abilities


@pytest.mark.parametrize("body, name", [(BITE, "Bite"), (BITE_JA, "噛みつき")], ids=["en", "ja"])
@pytest.mark.parametrize("fence", ["```ds-feature", "```yaml", "~~~", "````ds-feature"])
@pytest.mark.parametrize("suffix", [".yaml", ".yml"])
def test_a_fenced_block_in_a_yaml_file_is_read_and_said(tmp_path, capsys, body, name, fence, suffix):
    closing = fence[:3] if fence[0] == "~" else fence.split("ds")[0].split("yaml")[0]
    code, said, abilities = _parse(tmp_path, capsys, "bite" + suffix, f"{fence}\n{body}{closing}\n")
    assert code == 0
    assert [(d["code"], d["line"], d["column"]) for d in said] == [("SB200", 1, 1)]
    assert [a["name"] for a in abilities] == [name]
    assert abilities[0]["line"] == 2   # (the positions are the file's)


def test_two_fenced_blocks_each_read(tmp_path, capsys):
    text = f"```ds-feature\n{BITE}```\n\n```ds-feature\n{BITE_JA}```\n"
    code, said, abilities = _parse(tmp_path, capsys, "two.yaml", text)
    assert code == 0 and [d["code"] for d in said] == ["SB200", "SB200"]
    assert [a["name"] for a in abilities] == ["Bite", "噛みつき"]


@pytest.mark.parametrize("body, name", [(BITE, "Bite"), (BITE_JA, "噛みつき")], ids=["en", "ja"])
@pytest.mark.parametrize("before, after", [("# my bite\n", ""), ("---\n", ""), ("---\n# my bite\n\n", "...\n"),
                                           ("", "# the end\n")])
def test_yaml_comments_and_markers_outside_the_fences_are_yamls_own(tmp_path, capsys, body, name, before, after):
    # (the review of audit6, finding 2: one SB004 at the fence, advising indentation and quotes, nothing read)
    code, said, abilities = _parse(tmp_path, capsys, "bite.yaml", f"{before}```ds-feature\n{body}```\n{after}")
    assert code == 0 and [d["code"] for d in said] == ["SB200"]
    assert [a["name"] for a in abilities] == [name]


@pytest.mark.parametrize("body, name", [(BITE, "Bite"), (BITE_JA, "噛みつき")], ids=["en", "ja"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_other_text_outside_the_fences_is_said_and_the_fences_read(tmp_path, capsys, body, name, lang):
    # (it was one SB004 at the first fence and nothing read; the same text saved as `.md` reads the ability)
    path = tmp_path / "mixed.yaml"
    path.write_text(f"Some notes\n```ds-feature\n{body}```\nmore words\nand more\n", encoding="utf-8")
    code = cli.main(["check", "--format", "json", "--lang", lang, str(path)])
    said = json.loads(capsys.readouterr().out)["diagnostics"]
    assert code == 0
    assert [(d["code"], d["line"], d["column"]) for d in said] == [("SB202", 1, 1), ("SB200", 2, 1), ("SB202", 2 + len(body.splitlines()) + 2, 1)]
    assert all(("YAML" in d["message"]) for d in said)
    assert cli.main(["parse", "--format", "json", str(path)]) == 0
    assert [a["name"] for a in json.loads(capsys.readouterr().out)["abilities"]] == [name]


def test_yaml_whose_block_scalar_holds_a_fence_stays_yaml(tmp_path, capsys):
    text = "name: Bite\neffect: |\n  ```\n  You bite.\n  ```\n"
    code, said, abilities = _parse(tmp_path, capsys, "scalar.yaml", text)
    assert "SB200" not in [d["code"] for d in said] and [a["name"] for a in abilities] == ["Bite"]
    code, said, abilities = _parse(tmp_path, capsys, "broken.yaml", text + "type: [\n")
    assert [d["code"] for d in said] == ["SB004"]   # (the YAML's own error, as before: no fence read out of it)


def test_a_fence_left_open_reads_to_the_end(tmp_path, capsys):
    code, said, abilities = _parse(tmp_path, capsys, "open.yaml", f"```ds-feature\n{BITE}")
    assert code == 0 and [d["code"] for d in said] == ["SB200"]
    assert [a["name"] for a in abilities] == ["Bite"]


@pytest.mark.slow
@pytest.mark.parametrize("text", ["`" * 100_000 + "\nname: Bite\n", "```" + "`" * 100_000 + "x`\n",
                                  "~~~\n" + " " * 100_000 + "\n~~~\n", "```ds-feature\n" + "\n" * 100_000 + "```\n",
                                  ("```\n" + "~" * 1000 + "\n") * 100],
                         ids=["backticks", "backticks-then-one", "blanks", "blank-lines", "fences-of-tildes"])
def test_a_long_run_is_read_in_linear_time(text):
    """100,000 characters of a fence's marks or blanks in a YAML file: each line looked at once, under a bound of CPU
    time scaled by how busy the machine is."""
    from bounds import time_bound

    from statblock.diagnostics import SourceFile
    from statblock.rulesets.draw_steel.frontends.yaml_fenced import fenced_blocks

    with time_bound(0.5):
        fenced_blocks(SourceFile("x.yaml", text))
