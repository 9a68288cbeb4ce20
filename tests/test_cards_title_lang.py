"""A Draw Steel deck's page is titled in the cards' language, as the other games' are (`マーベル・チャンピオンズのカード`,
`虚構侵蝕TRPG のカード`): a Japanese deck's HTML `<title>` and PDF title said `statblock cards` (the audit7 session: a
Japanese author printing cards). English decks keep their title."""

from __future__ import annotations

import re

import pytest

from statblock import cli
from conftest import ROOT

HERO = ROOT / "abilities" / "heroes" / "conduit.toml"


@pytest.mark.parametrize(("lang", "hero", "title"), [
    ("ja", False, "ドロー・スティールのカード"), ("ja", True, "ドロー・スティールのカード：Conduit"),
    ("en", False, "statblock cards"), ("en", True, "statblock cards: Conduit"),
])
def test_the_page_title_is_in_the_cards_language(capsys, lang, hero, title):
    argv = ["cards", str(ROOT / "abilities" / "seeds.ja.ability"), "--format", "html", "-o", "-", "--lang", lang]
    assert cli.main(argv + (["--hero", str(HERO)] if hero else [])) == 0
    (shown,) = re.findall(r"<title>(.*?)</title>", capsys.readouterr().out)
    assert shown == title
