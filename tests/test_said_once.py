"""What a command says, said once and in words: `fmt` of a file with a warning the formatting stops at (SB027) said it
twice (once reading the file, once re-reading it to format, on standard input as `<stdin>.ability`'s); `cards -o -`
said it wrote to `-` (`1 枚のカードを - に書き込みました`): standard output is named, in both languages."""

from __future__ import annotations

import io
import sys

import pytest

from statblock.cli import main

_RULED = {"en": "Stab\nMelee, Strike | Main action\n--- | ---\nMelee 1 | One creature\nPower Roll + 2:\n"
                "≤11: 3 damage\n12-16: 5 damage\n17+: 8 damage\n",
          "ja": "突き\n近接、ストライク | メインアクション\n|:---|---:|\n近接 1 | 1体のクリーチャー\nパワーロール + 2:\n"
                "11以下: 3 ダメージ\n12-16: 5 ダメージ\n17以上: 8 ダメージ\n"}


@pytest.mark.parametrize("written", ["en", "ja"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_fmt_says_a_warning_once_at_the_users_file(tmp_path, capsys, written, lang):
    path = tmp_path / "stab.ability"
    path.write_text(_RULED[written], encoding="utf-8")
    main(["--lang", lang, "fmt", str(path)])
    err = capsys.readouterr().err
    assert err.count("SB027") == 1 and f"{path}:3:1" in err
    assert path.read_text(encoding="utf-8") == _RULED[written]


@pytest.mark.parametrize("written", ["en", "ja"])
def test_fmt_of_standard_input_says_it_once_as_stdin(monkeypatch, capsys, written):
    data = _RULED[written].encode("utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    main(["fmt", "-"])
    err = capsys.readouterr().err
    assert err.count("SB027") == 1 and "<stdin>:3:1" in err and "<stdin>.ability" not in err


@pytest.mark.parametrize("lang, said", [("en", "wrote 1 card to standard output (txt)"),
                                        ("ja", "1 枚のカードを標準出力に書き込みました（txt）")])
def test_cards_to_standard_output_names_it(tmp_path, capsysbinary, lang, said):
    path = tmp_path / "stab.ability"
    path.write_text(_RULED["en"].replace("--- | ---\n", ""), encoding="utf-8")
    assert main(["cards", str(path), "--format", "txt", "--lang", lang, "-o", "-"]) == 0
    err = capsysbinary.readouterr().err.decode("utf-8")
    assert said in err and " - " not in err


@pytest.mark.parametrize("lang, said", [("en", "checked 1 file, 2 cards: 0 errors, 0 warnings"),
                                        ("ja", "1 ファイル（カード 2 枚）を確認しました")])
def test_kyoko_check_counts_its_cards(capsys, lang, said):
    """虚構侵蝕's `check` counted `2 abilities` (`アビリティ 2 件`): its own word, as SBH counts profiles."""
    from conftest import ROOT

    main(["--lang", lang, "check", str(ROOT / "examples" / "kyoko" / "cards.kyoko")])
    assert said in capsys.readouterr().out


def test_games_counted_apart_each_in_its_own_word(capsys):
    from conftest import ROOT

    main(["--lang", "ja", "check", str(ROOT / "examples" / "kyoko" / "cards.kyoko"),
          str(ROOT / "examples" / "sbh" / "green-hand.sbh")])
    assert "カード 2 枚、プロファイル 4 件" in capsys.readouterr().out
