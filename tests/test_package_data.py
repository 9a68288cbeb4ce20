"""`package_data.read_text`: a shipped data file's text as `importlib.resources` reads it."""

from __future__ import annotations

import sys
import zipfile
from importlib import resources

import pytest

from statblock.package_data import read_text


@pytest.mark.parametrize(("package", "name"), [("statblock.rulesets.draw_steel", "vocabulary.toml"),
                                               ("statblock.rulesets.draw_steel.grammar", "notation.lark"),
                                               ("statblock.rulesets.sbh", "words.toml")])
def test_the_text_is_the_one_resources_reads(package, name):
    assert read_text(package, name) == resources.files(package).joinpath(name).read_text("utf-8")


def test_line_ends_are_read_as_text_mode_reads_them_from_a_zip_too(tmp_path, monkeypatch):
    archive = tmp_path / "data.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped_data/__init__.py", "")
        zipped.writestr("zipped_data/words.toml", "a = 1\r\nb = 2\rc = 'é'\n")
    monkeypatch.syspath_prepend(str(archive))
    try:
        assert read_text("zipped_data", "words.toml") == "a = 1\nb = 2\nc = 'é'\n"
    finally:
        sys.modules.pop("zipped_data", None)
