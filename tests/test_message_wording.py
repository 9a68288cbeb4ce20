"""Messages name the rules as a user knows them: no message of any ruleset says `seed 002`, `the seed` or `シード004`
(the project's name for its rules documents, which a user cannot know); a random seed (`--seed`) keeps its word."""

from __future__ import annotations

import ast
import re

from conftest import ROOT

_RULES_AS_SEED = re.compile(r"\bseeds? \d{3}\b|\bthe seed(?:'s)?\b|\(seed\)|シード\s*\d{3}|（シード）|シード(?:は|に|の|と|によれば)")


def _messages():
    """Every English and Japanese string of a message table under src/ (a dict's `"en"` or `"ja"` value), with its
    file and line."""
    for path in sorted((ROOT / "src" / "statblock").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values):
                    if isinstance(key, ast.Constant) and key.value in ("en", "ja") and isinstance(value, ast.Constant) \
                            and isinstance(value.value, str):
                        yield f"{path.relative_to(ROOT)}:{value.lineno}", value.value


def test_no_message_calls_the_rules_a_seed():
    said = [(where, text[:120]) for where, text in _messages() if _RULES_AS_SEED.search(text)]
    assert said == []


def test_the_scan_sees_the_messages_it_guards():
    texts = [text for _, text in _messages()]
    assert len(texts) > 1000
    assert any("the rules give no order" in text for text in texts)   # (a Marvel timing message, once `seed 002`)
    assert any("same seed" in text for text in texts)   # (the random seed's help keeps its word)
