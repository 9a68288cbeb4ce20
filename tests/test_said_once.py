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


@pytest.mark.parametrize("you, said, kept", [
    ("カーラ", ["「あなた」はカーラ", "カーラのアイデンティティ", "カーラが使えます"], "は カーラ"),
    ("Kara", ["「あなた」は Kara", "Kara のアイデンティティ", "Kara が使えます"], "はKara"),
], ids=["japanese-name", "latin-name"])
def test_marvel_timing_in_japanese_puts_no_blank_between_a_japanese_name_and_its_words(tmp_path, capsys, you, said, kept):
    """`「あなた」は カーラ`, `カーラ が使えます`: a blank between two Japanese words, which Japanese never writes; kept
    beside a Latin name (the same rule as a paragraph's lines, `soft_breaks.py`)."""
    from conftest import ROOT

    state = (ROOT / "examples" / "marvel" / "state.toml").read_text(encoding="utf-8").replace('"Kara"', f'"{you}"')
    (tmp_path / "state.toml").write_text(state, encoding="utf-8")
    (tmp_path / "homebrew.champions").write_bytes((ROOT / "examples" / "marvel" / "homebrew.champions").read_bytes())
    main(["timing", str(tmp_path / "state.toml"), "--event", "the villain attacks you", "--lang", "ja"])
    out = capsys.readouterr().out
    assert all(line in out for line in said) and kept not in out


@pytest.mark.parametrize("traits, english, japanese", [
    (("自警団員", "探偵"), "自警団員。探偵。", "自警団員。探偵。"),
    (("Vigilante", "自警団員"), "Vigilante. 自警団員。", "Vigilante。自警団員。"),
    (("Avenger", "S.H.I.E.L.D."), "Avenger. S.H.I.E.L.D.", "Avenger。S.H.I.E.L.D."),
], ids=["japanese", "mixed", "english"])
def test_a_marvel_trait_keeps_its_own_full_stop_on_an_english_card(traits, english, japanese):
    """Marvel: on an English card a Japanese trait `自警団員。` printed as `自警団員.`."""
    from statblock.rulesets.marvel_champions.render.views import traits_line

    assert (traits_line(traits, "en"), traits_line(traits, "ja")) == (english, japanese)


@pytest.mark.parametrize("written, english, japanese", [("単体", "Single", "単体"), ("自分", "Self", "自分"),
                                                        ("使用者", "User", "使用者"), ("敵全員", "敵全員", "敵全員")],
                         ids=["single", "self", "user", "unknown-kept"])
def test_a_kyoko_cards_target_in_the_cards_language(written, english, japanese):
    """虚構侵蝕's English cards printed `Target: 単体`, untranslated: a target the vocabulary knows is printed in the
    card's language, anything else as written."""
    from statblock.rulesets.kyoko.render.views import _target

    assert (_target(written, "en"), _target(written, "ja")) == (english, japanese)
