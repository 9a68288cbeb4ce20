"""The suite's own `tmp_path` (conftest): pytest's folder, named and placed as pytest's, made in constant time."""

from __future__ import annotations

import re
import stat

import pytest

from conftest import numbered_folder


@pytest.mark.parametrize("case", ["plain", "日本語 and spaces/slashes"])
def test_each_test_gets_a_new_empty_folder_named_as_pytest_names_it(tmp_path, tmp_path_factory, request, case):
    assert tmp_path.is_dir() and list(tmp_path.iterdir()) == []
    assert tmp_path.parent == tmp_path_factory.getbasetemp()
    name = re.sub(r"[\W]", "_", request.node.name)[:30]
    assert re.fullmatch(re.escape(name) + r"\d+", tmp_path.name), (tmp_path.name, name)
    assert stat.S_IMODE(tmp_path.stat().st_mode) == 0o700


def test_folders_of_one_name_count_up_and_pass_over_one_already_there(tmp_path):
    root, numbers = tmp_path, {}
    assert [numbered_folder(root, "same", numbers).name for _ in range(2)] == ["same0", "same1"]
    (root / "same2").mkdir()  # (made by something else)
    (root / "same2" / "kept").write_text("x", encoding="utf-8")
    made = numbered_folder(root, "same", numbers)
    assert made.name == "same3" and list(made.iterdir()) == []
    assert (root / "same2" / "kept").read_text(encoding="utf-8") == "x"
    assert numbered_folder(root, "other", numbers).name == "other0"
    assert numbers == {"same": 4, "other": 1}
