"""`fmt` and the cards of an ability as written keep Japanese keywords joined the Japanese way. Joined with the middle
dot, as the seeds' Japanese rows write them (`魔法・近接・ストライク`), or a full-width comma, `fmt` wrote them with
half-width commas between Japanese words (`魔法, 近接, ストライク`); `、` was kept (the audit7 session: a Japanese
author). English keywords stay joined with `, `."""

from __future__ import annotations

import pytest

from statblock import cli

BODY = "📏 近接 1 | 🎯 1体のクリーチャー\n効果: テスト。\n"


@pytest.mark.parametrize(("row", "fixed"), [
    ("魔法・近接・ストライク | メインアクション", "魔法、近接、ストライク | メインアクション"),
    ("魔法，近接 | メインアクション", "魔法、近接 | メインアクション"),
    ("魔法、近接 | メインアクション", "魔法、近接 | メインアクション"),
    ("Magic, Melee | Main action", "Magic, Melee | Main action"),
    ("Magic・Melee・Strike | Main action", "Magic, Melee, Strike | Main action"),
    ("Magic，Melee | Main action", "Magic, Melee | Main action"),
    ("魔法　近接　ストライク | メインアクション", "魔法、近接、ストライク | メインアクション"),
    ("魔法 近接 | メインアクション", "魔法、近接 | メインアクション"),
    ("Magic Melee Strike | Main action", "Magic, Melee, Strike | Main action"),
], ids=["middle-dot", "full-width-comma", "ideographic-comma", "english", "english-middle-dot",
        "english-full-width-comma", "ideographic-spaces", "blanks-ja", "blanks-en"])
def test_fmt_joins_japanese_keywords_the_japanese_way(tmp_path, capsys, row, fixed):
    path = tmp_path / "brew.ability"
    path.write_text(f"テスト\n{row}\n{BODY}", encoding="utf-8")
    assert cli.main(["fmt", str(path)]) == 0
    capsys.readouterr()
    assert path.read_text(encoding="utf-8").splitlines()[1] == fixed


def test_the_keywords_read_the_same_after_fmt(tmp_path, capsys):
    import json

    path = tmp_path / "brew.ability"
    path.write_text(f"テスト\n魔法・近接・ストライク | メインアクション\n{BODY}", encoding="utf-8")
    cli.main(["parse", str(path), "--format", "json"])
    before = json.loads(capsys.readouterr().out)["abilities"][0]["keywords"]
    cli.main(["fmt", str(path)])
    capsys.readouterr()
    cli.main(["parse", str(path), "--format", "json"])
    assert json.loads(capsys.readouterr().out)["abilities"][0]["keywords"] == before == ["magic", "melee", "strike"]
