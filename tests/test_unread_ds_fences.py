"""A `ds-` fence that no Draw Steel reader reads (the Draw Steel Elements' ```` ```ds-init ````, ```` ```ds-stats ````,
any other than a feature's or a statblock's): it vanished, absent from `other_text` and said nowhere. It is now the
page's text, as any other fenced block outside an ability, and said (SB026, a warning at its opening line), in both
languages."""

from __future__ import annotations

import json

import pytest

from statblock.cli import main
from statblock.pipeline import read_text


@pytest.mark.parametrize("fence", ["ds-init", "ds-stats", "ds-counter"])
@pytest.mark.parametrize(("body", "lang", "words"), [("name: Goblin\ninitiative: 3\n", "en", "is no element"),
                                                      ("名前: ゴブリン\nイニシアチブ: 3\n", "ja", "読み取れる要素ではありません")],
                         ids=["english", "japanese"])
def test_a_ds_fence_no_reader_reads_is_kept_and_said(capsys, write, fence, body, lang, words):
    text = f"# P\n\n```{fence}\n{body}```\n"
    result = read_text("f.md", text)
    (said,) = [d for d in result.diagnostics if d.code == "SB026"]
    assert said.span.source.position(said.span.start) == (3, 1)
    assert words in said.text(lang) and fence in said.text(lang)
    path = write("f.md", text)
    assert main(["parse", path, "--format", "json"]) == 0
    kept = "\n".join(passage["text"] for passage in json.loads(capsys.readouterr().out)["other_text"])
    assert body.split("\n")[1] in kept


@pytest.mark.parametrize("fence", ["ds-feature", "ds-statblock", "ds-pr"])
def test_the_fences_the_readers_read_are_not_said(fence):
    text = f"# P\n\n```{fence}\nname: Goblin Spear\neffect: You poke.\n```\n"
    assert not [d for d in read_text("f.md", text).diagnostics if d.code == "SB026"]
