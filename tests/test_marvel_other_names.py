"""Another card's name or a trait a letter or two off in a card's text (MC128): said with the name meant, read as
written; never on a name the data has, nor on words that only look like one. The cards are made up."""

from __future__ import annotations

import pytest

from statblock.pipeline import read_text, run

from bounds import time_bound

LAIR = "Test Underworld (Side Scheme)\nWhen Revealed: Place 1 threat on the main scheme.\n"


def _slips(text: str) -> list[tuple[str, str]]:
    found = read_text("cards.champions", text).diagnostics
    return [(d.code, d.span.text) for d in found if d.code == "MC128"]


def test_a_name_of_another_card_a_letter_off_is_said_with_the_name_meant():
    text = LAIR + "\nTest Thug (Minion)\nWhen Revealed: Place 2 threat on the Test Underwold side scheme.\n"
    (found,) = [d for d in read_text("cards.champions", text).diagnostics if d.code == "MC128"]
    assert (found.span.text, found.span.line, found.severity.value) == ("Test Underwold", 5, "warning")
    assert "`Test Underworld`" in found.text("en") and "line 1" in found.text("en")
    assert found.help("en") == "replace `Test Underwold` with `Test Underworld`"
    assert "「Test Underworld」" in found.text("ja") and "1 行目" in found.text("ja")


@pytest.mark.parametrize("line", [
    "When Revealed: Place 2 threat on the Test Underworld side scheme.",       # the name as it is
    "When Revealed: Place 2 threat on each Test Underworlds card.",            # its plural
    "Test Underworld's Gate — Action: Draw 1 card.",                             # an ability's name, a dash after it
    "When Revealed: Place 1 threat on Test Underwold. Then place 1 threat on Test Underwold.",   # a name it uses
    "Action: Exhaust Big Test Underwold → draw 1 card.",                         # a longer name, capitalised
    "Action: Exhaust the Rule of Test Underwold → draw 1 card.",                 # a longer name, joined by `of`
], ids=["as-named", "plural", "ability-name", "written-twice", "longer-name", "longer-name-joined"])
def test_no_slip_where_the_words_are_a_name_the_text_uses(line):
    assert _slips(LAIR + f"\nTest Thug (Minion)\n{line}\n") == []


def test_a_word_opening_a_sentence_is_no_card_name():
    text = "Charge (Treachery)\nWhen Revealed: Draw 1 card.\n\nTest Thug (Minion)\nWhen Revealed: Change form.\n"
    assert _slips(text) == []                                  # `Change` opens the sentence: the verb, no `Charge`
    assert _slips(text.replace("Change form.", "Each player discards 1 card if Chargo is in play.")) == [
        ("MC128", "Chargo")]


def test_the_cards_own_name_a_letter_off_is_mc112_not_mc128():
    found = read_text("cards.champions", LAIR + "\nTest Thug (Minion)\nWhen Revealed: Exhaust Test Thugg.\n").diagnostics
    assert "MC128" not in [d.code for d in found]


def test_a_trait_a_letter_off_one_the_cards_have_is_said():
    text = ("Test Flyer (Ally)\nTraits: Aerial.\nAction: Draw 1 card.\n\n"
            "Test Gust (Event)\nAction: Ready an [[Aeriel]] character.\n")
    assert _slips(text) == [("MC128", "Aeriel")]
    assert _slips(text.replace("[[Aeriel]]", "[[Aerial]]")) == []
    assert _slips(text.replace("[[Aeriel]]", "[[Enthralled]]")) == []      # a trait no card has, none close: no slip


def test_a_name_of_another_file_a_letter_off_is_said_across_files(tmp_path):
    (tmp_path / "a.champions").write_text(LAIR, "utf-8")
    (tmp_path / "b.champions").write_text("Test Thug (Minion)\nWhen Revealed: Place 2 threat on the Test "
                                          "Underwold side scheme.\n", "utf-8")
    report = run([str(tmp_path)])
    found = [(d.span.path.rsplit("/", 1)[1], d.span.text) for d in report.diagnostics if d.code == "MC128"]
    assert found == [("b.champions", "Test Underwold")]
    alone = run([str(tmp_path / "b.champions")])
    assert [d for d in alone.diagnostics if d.code == "MC128"] == []          # no card of that name: nothing to say


def test_two_neighbours_swapped_are_one_letter_off():
    """A swap of neighbours is one edit (the optimal string alignment distance), as MC111 counts a verb's: `Test
    Bnuker` for Test Bunker (10 letters) was two edits, said of names of 12 letters or more only."""
    bunker = "Test Bunker (Support)\nAction: Draw 1 card.\n"
    assert _slips(bunker + "\nTest Thug (Minion)\nWhen Revealed: Discard the Test Bnuker.\n") == [
        ("MC128", "Test Bnuker")]
    own = read_text("cards.champions", "Test Bunker (Support)\nAction: Exhaust Test Bnuker → draw 1 card.\n")
    assert [(d.code, d.span.text) for d in own.diagnostics if d.code == "MC112"] == [("MC112", "Test Bnuker")]


KATAKANA = "ブラックキャット（味方）\n強制レスポンス：ブラックキャットをプレイした後、カードを1枚引く。\n"


@pytest.mark.parametrize("line, said", [
    ("アクション：ブラックキャトにダメージを1与える。", "ブラックキャト"),        # a letter left out
    ("アクション：ブラクッキャットを準備状態にする。", "ブラクッキャット"),      # two neighbours swapped
    ("アクション：ブラック・キャットを準備状態にする。", None),                 # the name folded (`・`): no slip
    ("アクション：ブラックキャトとブラックキャトを準備状態にする。", None),      # written twice: a name it uses
    ("アクション：アタッチメントを1枚捨てる。", None),                          # a word of the cards
], ids=["left-out", "swapped", "folded", "twice", "vocabulary"])
def test_a_katakana_name_of_another_card_a_letter_off_is_said(line, said):
    """Japanese names (katakana) were MC112's only (a card's own): another card's is MC128 too, a run of katakana a
    letter or two off it."""
    found = _slips(KATAKANA + f"\nテストカード（イベント）\n{line}\n")
    assert found == ([("MC128", said)] if said else [])


@pytest.mark.slow  # (a linear-time test: the slow tier)
def test_the_check_across_files_tries_a_bounded_number_of_names_for_each_run(tmp_path, monkeypatch):
    """The check across files looks each run of words up in its index of the other files' names: the edit distances
    tried grow with the text and the slips in it, not with the names times the text (counted, not timed: twice the
    names and twice the text, at most a little over twice the distances)."""
    from statblock.rulesets.marvel_champions.language import other_names

    tried = []
    real = other_names.osa_distance
    monkeypatch.setattr(other_names, "osa_distance", lambda a, b, limit: tried.append(1) or real(a, b, limit))
    def tag(n: int) -> str:   # a word of letters for each number (a digit ends a word of a name)
        return "Q" + "".join(chr(97 + n // 26 ** k % 26) for k in range(3))

    counts = []
    for size in (100, 200):
        folder = tmp_path / str(size)
        folder.mkdir()
        (folder / "a.champions").write_text("".join(f"Test Criminal Underworld {tag(n)} (Side Scheme)\nWhen Revealed: "
                                                    f"Draw 1 card.\n\n" for n in range(size)), "utf-8")
        (folder / "b.champions").write_text("".join(f"Test Thug {tag(n)} (Minion)\nWhen Revealed: Place 1 threat on "
                                                    f"the Test Criminal Underwrold {tag(n)} side scheme. Then discard the "
                                                    f"Test Ciminal Underworld {tag(n)} side scheme.\n\n"
                                                    for n in range(size)), "utf-8")
        tried.clear()
        with time_bound(60):
            report = run([str(folder)])
        assert len([d for d in report.diagnostics if d.code == "MC128"]) == 2 * size
        counts.append(len(tried))
    assert counts[1] <= 2.5 * counts[0], counts


@pytest.mark.slow  # (a linear-time test: the slow tier)
def test_many_names_and_long_text_stay_linear():
    cards = "\n".join(f"Test Card Number{n} (Minion)\nAction: Place {n} threat on Test Card Number{n + 1} "
                      f"and Other Words Here.\n" for n in range(400))
    with time_bound(20):
        assert _slips(cards) == []


# ---- a target noun a letter off (MC129) ---------------------------------------------------------------------------

@pytest.mark.parametrize("line, word, meant", [
    ("When Revealed: Attach to your identiy.", "identiy", "identity"),
    ("Action: Deal 2 damage to an enemmy.", "enemmy", "enemy"),
    ("Interrupt: When the willain attacks, draw 1 card.", "willain", "villain"),
    ("Action: Deal 2 damage to an eenmy.", "eenmy", "enemy"),
], ids=["identity", "enemy", "condition", "swapped"])
def test_a_target_noun_a_letter_off_is_said_with_the_noun_meant(line, word, meant):
    (found,) = [d for d in read_text("cards.champions", f"Test Trap (Treachery)\n{line}\n").diagnostics
                if d.code == "MC129"]
    assert (found.span.text, found.severity.value) == (word, "warning")
    assert found.help("en") == f"replace `{word}` with `{meant}`" and f"「{meant}」" in found.text("ja")


@pytest.mark.parametrize("line", [
    "Action: Deal 2 damage to an enemy. Each enemies' attack gains piercing.",    # the noun, its plural
    "Action: Discard a played event.",                                              # a verb's form, not `player`
    "Action: Ready each other minion.",
], ids=["nouns", "verb-form", "other"])
def test_no_noun_slip_on_nouns_and_words_of_the_language(line):
    found = read_text("cards.champions", f"Test Trap (Treachery)\n{line}\n").diagnostics
    assert "MC129" not in [d.code for d in found]


@pytest.mark.parametrize("line, word, meant, target", [
    ("Forced Response: After this minion attacks, it deals 1 damager to you.", "damager", "damage", "you"),
    ("When Revealed: The villain deals 2 dammage to each player.", "dammage", "damage", "each player"),
    ("Action: Deal 1 damge to an enemy.", "damge", "damage", "an enemy"),
    ("Action: Remove 2 thraet from a scheme.", "thraet", "threat", "a scheme"),
    ("Action: Deal 2 damage to an enemy and 1 damge to the villain.", "damge", "damage", "the villain"),
    ("Action: Remove 1 threat from this scheme and 2 thraet from a side scheme.", "thraet", "threat", "a side scheme"),
], ids=["added", "doubled-and-subject", "shorter", "swapped", "after-and", "after-and-threat"])
def test_a_counted_noun_a_letter_off_is_said_and_read_as_the_noun(line, word, meant, target):
    """`deals 1 damager` (an official card's slip) was read as 1 damage with no target (`damage` taken out of
    `damager`, `to you` unread) and nothing said: now MC129 with the noun meant, the effect read as that noun says,
    its words as written."""
    result = read_text("cards.champions", f"Test Trap (Treachery)\n{line}\n")
    (found,) = [d for d in result.diagnostics if d.code == "MC129"]
    assert (found.span.text, found.severity.value) == (word, "warning")
    assert found.help("en") == f"replace `{word}` with `{meant}`" and f"（「{meant}」として読みます）" in found.text("ja")
    # (a second amount after `and`, its verb left out, was never looked at: no verb before it; now its own effect)
    effects = [e for s in result.abilities[0].effects for e in s.effects]
    assert len(effects) == (2 if " and " in line else 1)
    effect = effects[-1]
    assert (effect.target.text, effect.amount is not None, word in effect.text) == (target, True, True)
    assert effect.kind == ("deal_damage" if meant == "damage" else "remove_threat")


@pytest.mark.parametrize("line", [
    "Action: Deal 2 damages to an enemy.",          # the noun's plural (read as the cards' wording reads it)
    "Action: Place 1 threat here.",                  # the noun
    "Action: Take 2 damage and 1 token.",            # no noun a letter off
    "Action: Deal 2 damage to an enemy and 1 token to the villain.",   # after `and`: no noun a letter off
    "Action: Deal 2 damage to an enemy and 1 damage to the villain.",  # after `and`: the noun
], ids=["plural", "noun", "other", "after-and-other", "after-and-noun"])
def test_no_counted_noun_slip_on_the_noun(line):
    found = read_text("cards.champions", f"Test Trap (Treachery)\n{line}\n").diagnostics
    assert "MC129" not in [d.code for d in found]


@pytest.mark.slow
def test_long_names_two_letters_off_are_found_by_their_pieces_as_by_trying_each():
    """The long names (two letters off) are looked up by their pieces (`_Names._long_near`): the same names as
    trying the edit distance (with swaps: `osa_distance`) to every name of the same words and shape, on names and
    slips made at random, two neighbours swapped among the edits (they changed a third each side of a cut: two swaps
    at two cuts left no third as it was)."""
    import random

    from statblock.rulesets.marvel_champions.language.other_names import letter_limit, _Names, plain_name, _shape
    from statblock.rulesets.similarity import osa_distance

    rng = random.Random(7)
    words = ["Criminal", "Underworld", "Infinity", "Gauntlet", "Advanced", "Glider", "Hydra", "Hunter", "Shield"]
    names = {" ".join(rng.sample(words, rng.randint(2, 3))): 1 for _ in range(60)}
    index = _Names(names)
    letters = "abcdefghijklmnopqrstuvwxyz "
    found = 0
    for _ in range(300):
        said = list(rng.choice(list(names)))
        for _ in range(rng.randint(0, 3)):  # up to three edits: a substitution, a deletion, an insertion or a swap
            at = rng.randrange(1, len(said))
            edit = rng.randrange(4)
            if edit == 0:
                said[at] = rng.choice(letters)
            elif edit == 1:
                del said[at]
            elif edit == 2:
                said.insert(at, rng.choice(letters))
            elif at + 1 < len(said):
                said[at], said[at + 1] = said[at + 1], said[at]
        said = "".join(said)
        low = plain_name(said)
        expected = sorted(n for n in names if letter_limit(n) == 2 and len(n.split()) == len(said.split())
                          and _shape(n) == _shape(said) and abs(len(n) - len(said)) <= 2
                          and low not in (plain_name(n), plain_name(n) + "s", plain_name(n) + "es")
                          and plain_name(n) not in (low + "s", low + "es") and osa_distance(low, plain_name(n), 2) <= 2)
        assert [n for n in index.near(said) if letter_limit(n) == 2] == expected, said
        found += bool(expected)
    assert found > 100  # (most slips are found: the test is of something)


@pytest.mark.parametrize("line, said, effects", [
    ("Action: Deal 1 damge to an enemy and remove 2 thraet from a scheme.", ["damge", "thraet"],
     [("deal_damage", "an enemy", 1), ("remove_threat", "a scheme", 2)]),
    ("Action: Deal 2 dammage to an enemy and 1 damge to the villain.", ["dammage", "damge"],
     [("deal_damage", "an enemy", 2), ("deal_damage", "the villain", 1)]),
    ("Forced Response: Deal 1 damager to you. Then remove 3 threatt from this scheme.", ["damager", "threatt"],
     [("deal_damage", "you", 1), ("remove_threat", "this scheme", 3)]),
], ids=["two-verbs", "after-and", "two-sentences"])
def test_every_counted_noun_a_letter_off_in_a_sentence_is_said(line, said, effects):
    """Only the first of two slips in one sentence was said, the second read as no noun (`remove 2 thraet`: a
    `remove` of nothing, no target) in silence: each is said at its word, and each effect read as its noun says."""
    result = read_text("cards.champions", f"Test Trap (Treachery)\n{line}\n")
    assert [d.span.text for d in result.diagnostics if d.code == "MC129"] == said
    read = [e for s in result.abilities[0].effects for e in s.effects]
    assert [(e.kind, e.target.text if e.target else None, e.amount) for e in read] \
        == effects
    assert all(word in e.text for word, e in zip(said, read))  # (the words as written)


def test_one_shortest_length_for_every_slip_of_a_letter():
    """name_slips, noun_slips and verb_slips each kept a `_SHORTEST = 5` beside `other_names.SHORTEST`: one length
    (a name or word shorter is a letter off too many words to tell a slip), set in one place."""
    import re
    from pathlib import Path

    from statblock.rulesets.marvel_champions.language import name_slips, noun_slips, other_names, verb_slips

    folder = Path(other_names.__file__).parent
    setting = re.compile(r"^_?SHORTEST\s*=", re.MULTILINE)
    assert [p.name for p in sorted(folder.glob("*.py")) if setting.search(p.read_text(encoding="utf-8"))] == \
        ["other_names.py"]
    assert name_slips.SHORTEST is noun_slips.SHORTEST is verb_slips.SHORTEST is other_names.SHORTEST


# ---- a determiner a letter off before a target noun (MC131) --------------------------------------------------------

@pytest.mark.parametrize("line, word, meant", [
    ("Action: Deal 2 damage to en enemy.", "en", "an"),
    ("Action: Heal 3 damage from thw villain.", "thw", "the"),
    ("Action: Deal 1 damage to eech minion.", "eech", "each"),
    ("Action: Ready yuor hero.", "yuor", "your"),
], ids=["an", "the", "each", "your"])
def test_a_determiner_a_letter_off_is_said_with_the_determiner_meant(line, word, meant):
    # (the target was read by its noun with nothing said)
    result = read_text("cards.champions", f"Test Trap (Treachery)\n{line}\n")
    (found,) = [d for d in result.diagnostics if d.code == "MC131"]
    assert (found.span.text, found.severity.value) == (word, "warning")
    assert found.help("en") == f"replace `{word}` with `{meant}`" and f"「{meant}」" in found.text("ja")


@pytest.mark.parametrize("line", [
    "Action: If you are in hero form, deal 1 damage to an enemy. Play this card as an ally.",
    "Action: Deal 1 damage to the villain, then each minion. Give it to your hero or any hero.",
    "アクション：敵1体に2ダメージを与える。",
    "Interrupt: When an attack targets you, prevent 1 of that damage.",
    "Response: After our hero defeats a minion, draw 1 card.",
    "Response: After an enemy attacks you, deal 1 damage to that enemy.",
], ids=["in-as", "then-or", "japanese", "targets-you", "our-hero", "attacks-you"])
def test_no_determiner_slip_on_words_of_the_language(line):
    found = read_text("cards.champions", f"Test Trap (Treachery)\n{line}\n").diagnostics
    assert "MC131" not in [d.code for d in found]


def test_the_ordinary_words_mc131_skips_are_the_rulesets_shared_list(monkeypatch):
    # (they were a list written in determiner_slips.py alone: a word added elsewhere was not seen)
    from statblock.rulesets import english
    from statblock.rulesets.marvel_champions.language import determiner_slips

    words = english.ordinary_words()
    assert {"in", "as", "our", "thaw", "targets"} <= words
    assert all(word.isascii() and word.isalpha() and word.islower() for word in words)
    from statblock.package_data import read_text

    text = read_text("statblock.rulesets", "english_words.txt")
    listed = [w for line in text.splitlines() for w in line.partition("#")[0].split()]
    assert listed == sorted(set(listed))   # (sorted, each once: a word added twice or out of place is seen)
    assert determiner_slips._meant("thaw") is None and determiner_slips._meant("thw") == "the"
    monkeypatch.setattr(determiner_slips, "ordinary_words", lambda: words - {"thaw"})
    assert determiner_slips._meant("thaw") == "that"   # (the shared list is the one consulted)


def test_determiner_slips_are_found_in_linear_time():
    from statblock.diagnostics import SourceFile
    from statblock.rulesets.marvel_champions.frontends.native import read_native
    from statblock.rulesets.marvel_champions.language.determiner_slips import determiner_slips

    cards, _ = read_native(SourceFile("c.champions", "Test Trap (Treachery)\nAction: "
                                      + "Deal 1 damage to en enemy. " * 10_000 + "\n"))
    with time_bound(2.0):
        found = determiner_slips(cards)
    assert len(found) == 10_000 and {d.span.text for d in found} == {"en"}
