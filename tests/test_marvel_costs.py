"""Marvel Champions' runtime: an ability's costs as `--resolve` pays them, all in full or none.

The window lists an ability by the state the event found; an earlier step may have spent the resources, exhausted
the card, removed the counters or used the limit before it resolves. A cost that cannot be paid then stops the
ability (not resolved, saying why, the state unchanged); a cost a player pays leaves its effects to the player too
(said once, not applied); damage as a cost the seed says nothing of (beyond the hit points, against a tough card) is
for a person to judge. The cards are built as model objects (`test_marvel_timing`'s helpers).
"""

from __future__ import annotations

import argparse
import json

import attrs
import pytest

from statblock.rulesets.marvel_champions.model import Cost, Effect, Limit
from statblock.rulesets.marvel_champions.runtime import resolve_window, timing, window_json, window_text
from statblock.rulesets.marvel_champions.runtime.command import run_timing

from conftest import CORPUS, ON_THE_CORPUS
from test_marvel_timing import SPIDER_SENSE, ability, card, damage, game, peter, said

AFTER_ATTACK = "After the villain attacks you"
DRAW = said("Draw 1 card.", Effect("draw", 1))
HERO = card("Spider-Man", "hero", SPIDER_SENSE, code="01001a", stats={"health": 10})


def forced(text: str, *costs: Cost, effects=(DRAW,), limit: Limit | None = None):
    return ability(f"Forced Response: {AFTER_ATTACK}, {text}", "response", forced=True, condition=AFTER_ATTACK,
                   costs=costs, effects=effects, limit=limit)


def environment(name: str, *abilities) -> object:
    return card(name, "environment", *abilities)


def encounter(*names: str, extra: str = "") -> str:
    return "".join(f'[[encounter]]\ncard = "{n}"\n{extra}' for n in names)


def run(state, event: str = "after the villain attacks you"):
    return timing(state, event, resolve=True)[1]


def of(steps, name: str) -> list:
    return [s for s in steps if s.entry is not None and s.entry.copy.name == name]


def summary(steps, names) -> list[tuple[str, list[str]]]:
    """(kind, lines) of each step of the cards `names`, in order."""
    return [(s.kind, [line.render("en") for line in s.lines if "same priority" not in line.render("en")])
            for s in steps if s.entry is not None and s.entry.copy.name in names]


TOLL = environment("Toll", forced("spend [energy] resource → draw 1 card.",
                                  Cost("spend", 1, ("energy",), text="spend [energy] resource")))
TOLL_2 = environment("Toll Two", forced("spend [energy] resource → draw 1 card.",
                                        Cost("spend", 1, ("energy",), text="spend [energy] resource")))
FEE = environment("Fee", forced("spend 1 resource → draw 1 card.", Cost("spend", 1, (), text="spend 1 resource")))
UP_TO = environment("Tithe", forced("spend up to 2 resources of any type → draw 1 card.",
                                    Cost("spend", None, (), text="spend up to 2 resources of any type")))

PAID = ("resolved", ["Ana spends 1 resources", "Ana draws 1 (drawn so far: 1)"])
SHORT = ("skipped", ["not resolved: it cannot be initiated", "Ana has 0 resources, and it costs 1"])


@pytest.mark.parametrize(("resources", "expected", "left", "drawn"), [
    ("{ energy = 2 }", [PAID, ("resolved", ["Ana spends 1 resources", "Ana draws 1 (drawn so far: 2)"])], (), 2),
    ("{ energy = 1 }", [PAID, SHORT], (), 1),
    ("{ energy = 1, wild = 1 }", [PAID, ("resolved", ["Ana spends 1 resources", "Ana draws 1 (drawn so far: 2)"])],
     (), 2),
    ("{ energy = 1, mental = 1 }", [PAID, ("skipped", ["not resolved: it cannot be initiated",
                                                       "Ana's resources cannot pay [energy]"])], (("mental", 1),), 1),
], ids=["enough-for-both", "enough-for-one", "a-wild-pays-the-second", "the-other-kind-cannot-pay"])
def test_a_resource_cost_an_earlier_step_spent_stops_the_ability(resources, expected, left, drawn):
    """Two forced responses that each spend an [energy] resource: the window lists both by the resources the event
    found; the second was paid with what was left (`spends 1 resources` with none) and drew all the same."""
    state = game(peter(resources=resources, after=encounter("Toll", "Toll Two")), TOLL, TOLL_2)
    steps = run(state)
    assert summary(steps, ("Toll", "Toll Two")) == expected
    assert (steps[-1].state.player("Ana").resources, steps[-1].state.player("Ana").drawn) == (left, drawn)


FEE_BY_HAND = ("by_hand", ["pay by hand: spend 1 resource", "not applied: its cost is paid by hand, and so are its "
                            "effects, once it is paid: Draw 1 card."])


@pytest.mark.parametrize(("resources", "expected", "left"), [
    ("{ wild = 1, mental = 1 }", PAID, (("wild", 1),)),
    ("{ wild = 1 }", PAID, ()),
    ("{ mental = 1, wild = 1, energy = 2 }", FEE_BY_HAND, (("mental", 1), ("wild", 1), ("energy", 2))),
    ("2", PAID, (("any", 1),)),
], ids=["a-resource-of-a-kind-before-the-wild", "the-wild-when-alone", "two-kinds-the-player-chooses",
        "resources-of-no-said-kind"])
def test_a_resource_of_any_kind_is_paid_by_a_wild_one_last_and_never_by_a_choice(resources, expected, left):
    """`spend 1 resource` was paid by a wild one before a mental one; with a mental and an energy resource, which pays
    is the player's choice, never the first the state lists."""
    state = game(peter(resources=resources, after=encounter("Fee")), FEE)
    steps = run(state)
    assert summary(steps, ("Fee",)) == [expected]
    assert steps[-1].state.player("Ana").resources == left


def test_an_amount_of_resources_the_player_says_is_not_paid_as_none():
    """`spend up to 2 resources of any type` (Cost amount None, no X) was paid as 0 resources, its effects applied."""
    steps = run(game(peter(resources="{ energy = 2 }", after=encounter("Tithe")), UP_TO))
    assert summary(steps, ("Tithe",)) == [("by_hand", [
        "resolve by hand: whether it can be initiated needs a judgement",
        "its cost `spend up to 2 resources of any type` is for a person to check"])]
    assert steps[-1].state.player("Ana").resources == (("energy", 2),)


GADGET = card("Gadget", "upgrade", forced("exhaust Gadget → draw 1 card.", Cost("exhaust", what="Gadget",
                                                                                text="exhaust Gadget")),
              forced("exhaust Gadget → draw 1 card.", Cost("exhaust", what="this card", text="exhaust this card")))
STRAIN = environment("Strain", forced("exhaust your hero → draw 1 card.",
                                      Cost("exhaust", what="your hero", text="exhaust your hero")))
STRAIN_2 = environment("Strain Two", forced("exhaust your hero → draw 1 card.",
                                            Cost("exhaust", what="your hero", text="exhaust your hero")))


@pytest.mark.parametrize(("state", "names", "expected", "exhausted", "drawn"), [
    (peter(play='["Gadget"]'), ("Gadget",),
     [("resolved", ["Gadget is exhausted", "Ana draws 1 (drawn so far: 1)"]),
      ("skipped", ["not resolved: it cannot be initiated", "Gadget is exhausted"])], "Gadget", 1),
    (peter(after=encounter("Strain")), ("Strain",),
     [("resolved", ["Spider-Man is exhausted", "Ana draws 1 (drawn so far: 1)"])], "Spider-Man", 1),
    (peter(after=encounter("Strain", "Strain Two")), ("Strain", "Strain Two"),
     [("resolved", ["Spider-Man is exhausted", "Ana draws 1 (drawn so far: 1)"]),
      ("skipped", ["not resolved: it cannot be initiated", "Spider-Man is exhausted"])], "Spider-Man", 1),
], ids=["its-own-card-twice", "your-hero", "your-hero-twice"])
def test_an_exhaust_cost_is_paid_on_the_card_it_names_and_never_twice(state, names, expected, exhausted, drawn):
    """An exhausted card cannot be exhausted again: the second ability was paid with it exhausted already; and `exhaust
    your hero` was left to pay by hand while its effects were applied as if paid."""
    steps = run(game(state, GADGET, STRAIN, STRAIN_2))
    assert summary(steps, names) == expected
    after = steps[-1].state
    assert (next(c for c in after.copies if c.name == exhausted).exhausted, after.player("Ana").drawn) == (True, drawn)


BOMBS = card("Bombs", "environment", *[forced("remove 1 bomb counter from here → deal 1 damage to you.",
                                              Cost("remove_counters", 1, what="bomb",
                                                   text="remove 1 bomb counter from here"),
                                              effects=(said("Deal 1 damage to you.", damage(1)),))] * 2)


@pytest.mark.parametrize(("bombs", "expected", "damage_", "left"), [
    (2, [("resolved", ["bomb counters on Bombs: 2 → 1", "Spider-Man takes 1 damage (0 → 1)"]),
         ("resolved", ["bomb counters on Bombs: 1 → 0", "Spider-Man takes 1 damage (1 → 2)"])], 2, 0),
    (1, [("resolved", ["bomb counters on Bombs: 1 → 0", "Spider-Man takes 1 damage (0 → 1)"]),
         ("skipped", ["not resolved: it cannot be initiated", "Bombs has 0 bomb counters, and it needs 1"])], 1, 0),
], ids=["a-counter-for-each", "one-counter-for-two"])
def test_a_counter_cost_an_earlier_step_removed_stops_the_ability(bombs, expected, damage_, left):
    state = game(peter(after=encounter("Bombs", extra=f"counters = {{ bomb = {bombs} }}\n")), BOMBS)
    steps = run(state)
    assert summary(steps, ("Bombs",)) == expected
    after = steps[-1].state
    assert (after.identity("Ana").damage, next(c for c in after.copies if c.name == "Bombs").counter("bomb")) == (
        damage_, left)


PAIN = environment("Pain", forced("take 1 damage → draw 1 card.", Cost("take_damage", 1, text="take 1 damage")))
AGONY = environment("Agony", forced("take up to 3 damage → draw 1 card.",
                                    Cost("take_damage", 3, text="take up to 3 damage", up_to=True)))


@pytest.mark.parametrize(("name", "villain", "hero", "expected", "damage_", "drawn"), [
    ("Pain", "", "", [("resolved", ["Spider-Man takes 1 damage (0 → 1)", "Ana draws 1 (drawn so far: 1)"])], 1, 1),
    ("Pain", "", "damage = 8", [("resolved", ["Spider-Man takes 1 damage (8 → 9)", "Ana draws 1 (drawn so far: 1)"])],
     9, 1),
    ("Pain", "", "damage = 9", [("by_hand", [
        "resolve by hand: whether it can be initiated needs a judgement",
        "its cost `take 1 damage` is damage to Spider-Man, which has 9 damage and 10 hit points: the rules do not say "
        "whether damage taken as a cost may reach its hit points; a person judges whether it can be paid"])], 9, 0),
    ("Pain", "", 'status = ["tough"]', [("by_hand", [
        "resolve by hand: whether it can be initiated needs a judgement",
        "its cost `take 1 damage` is damage to Spider-Man, which has a tough status card: the rules do not say "
        "whether it prevents damage taken as a cost; a person judges whether the cost is paid"])], 0, 0),
    ("Agony", "", "", [("by_hand", ["resolve by hand: whether it can be initiated needs a judgement",
                                    "its cost `take up to 3 damage` is for a person to check"])], 0, 0),
], ids=["within-its-hit-points", "one-below-them", "reaching-them", "a-tough-identity", "up-to"])
def test_damage_as_a_cost_is_paid_only_where_the_seed_leaves_no_doubt(name, villain, hero, expected, damage_, drawn):
    """`Take 1 damage →` was dealt whatever the identity's hit points; a tough status card was spent on it and the
    effects applied as if paid; `take up to 3 damage` dealt all 3."""
    text = peter(after=encounter(name)).replace('form = "hero"\n', f'form = "hero"\n{hero}\n')
    steps = run(game(text, PAIN, AGONY, HERO))
    assert summary(steps, (name,)) == expected
    after = steps[-1].state
    assert (after.identity("Ana").damage, after.player("Ana").drawn) == (damage_, drawn)


SACRIFICE = card("Sacrifice", "upgrade", forced("discard Sacrifice → stun the villain.",
                                                Cost("discard", what="Sacrifice", text="discard Sacrifice"),
                                                effects=(said("Stun the villain.", Effect(
                                                    "stun", target=damage(1, "villain", "the").target)),)))
TRADE = card("Trade", "upgrade", forced("exhaust Trade and discard the top card of your deck → draw 1 card.",
                                        Cost("exhaust", what="Trade", text="exhaust Trade"),
                                        Cost("discard", what="the top card of your deck",
                                             text="discard the top card of your deck")))


@pytest.mark.parametrize(("name", "expected"), [
    ("Sacrifice", ["pay by hand: discard Sacrifice",
                   "not applied: its cost is paid by hand, and so are its effects, once it is paid: Stun the villain."]),
    ("Trade", ["resolve by hand: whether it can be initiated needs a judgement",
               "its cost `discard the top card of your deck` is for a person to check"]),
], ids=["discard-its-own-card", "one-typed-cost-and-one-in-words"])
def test_a_cost_paid_by_hand_leaves_its_effects_by_hand_too(name, expected):
    """`discard Sacrifice →`: `--resolve` cannot discard a card, so it said `pay by hand` and stunned the villain as if
    paid; now nothing of the ability is applied, its other costs neither (exhaust Trade)."""
    state = game(peter(play=f'["{name}"]'), SACRIFICE, TRADE)
    steps = run(state)
    assert summary(steps, (name,)) == [("by_hand", expected)]
    assert steps[-1].state == state and not of(steps, name)[0].changed


def test_a_cost_paid_by_hand_is_said_in_japanese_too():
    steps = run(game(peter(play='["Sacrifice"]'), SACRIFICE))
    assert [line.render("ja") for line in of(steps, "Sacrifice")[0].lines] == [
        "手で支払ってください：discard Sacrifice",
        "適用しません。コストは手で支払います。支払ったら、効果も手で解決してください：Stun the villain."]


TRACKER = environment("Tracker", forced("draw 1 card. (Max once per round.)", limit=Limit("round", 1)))


@pytest.mark.parametrize(("listed", "resolved", "expected", "used", "drawn"), [
    (0, 0, [("resolved", ["Tracker: limit used 1 of 1", "Ana draws 1 (drawn so far: 1)"])], (1,), 1),
    (1, 1, [("skipped", ["not resolved: it cannot be initiated", "its limit is used up (1 of 1 this round)"])], (1,), 0),
    (0, 1, [("skipped", ["not resolved: it cannot be initiated", "its limit is used up (1 of 1 this round)"])], (1,), 0),
], ids=["unused", "used-up-when-listed", "used-up-when-it-resolves"])
def test_a_limit_used_up_is_refused_never_counted_again(listed, resolved, expected, used, drawn):
    """`Max once per round` used up by the time the ability resolves was counted 2 of 1 and applied again."""
    state = game(peter(after=encounter("Tracker", extra=f"used = {listed}\n")), TRACKER)
    window = timing(state, "after the villain attacks you")[0]
    later = game(peter(after=encounter("Tracker", extra=f"used = {resolved}\n")), TRACKER)
    steps = resolve_window(attrs.evolve(window, state=later), later.cards)
    assert summary(steps, ("Tracker",)) == expected
    assert (next(c for c in steps[-1].state.copies if c.name == "Tracker").used,
            steps[-1].state.player("Ana").drawn) == (used, drawn)


def test_the_json_of_a_step_not_paid_keeps_its_keys():
    """A step whose cost stops it is a `skipped` or `by_hand` step, as one the window already could not initiate: the
    same keys, its state the one before it, nothing changed."""
    state = game(peter(resources="{ energy = 1 }", after=encounter("Toll", "Toll Two")), TOLL, TOLL_2)
    window, steps = timing(state, "after the villain attacks you", resolve=True)
    found = window_json(window, steps)["steps"]
    stopped = next(s for s in found if s["kind"] == "skipped")
    assert set(stopped) == set(found[0]) == {"kind", "entry", "lines", "changed", "state"}
    assert stopped["changed"] == [] and stopped["state"]["players"][0]["resources"] == {}
    assert "Ana has 0 resources, and it costs 1" in window_text(window, steps)



PUBLISHED = [
    pytest.param("hood_encounter.json", 'card = "Paralytic Stardust"\nattached_to = "Rhino"\n',
                 "after Rhino activates against you", "Paralytic Stardust", "by_hand",
                 ["pay by hand: discard this card",
                  "not applied: its cost is paid by hand, and so are its effects, once it is paid: stun your identity "
                  "and deal yourself 1 facedown encounter card."], [], id="discard-this-card"),
    pytest.param("sm_encounter.json", 'card = "Smoke Bombs"\ncounters = { bomb = 1 }\n',
                 "after the villain attacks you", "Smoke Bombs", "resolved",
                 ["bomb counters on Smoke Bombs: 1 → 0",
                  "resolve by hand: discard 1 event from your hand with the lowest cost."], ["Smoke Bombs"],
                 id="remove-a-counter-from-here"),
]


@pytest.mark.slow
@ON_THE_CORPUS
@pytest.mark.parametrize(("pack", "entry_", "event", "name", "kind", "lines", "changed"), PUBLISHED)
def test_published_forced_abilities_with_costs(tmp_path, capsys, pack, entry_, event, name, kind, lines, changed):
    """MarvelCDB's cards through `statblock timing --resolve --format json`: `discard this card →` (Paralytic Stardust)
    stunned the identity while its cost was left to pay by hand; a counter from here (Smoke Bombs) is paid."""
    packs = CORPUS / "marvelcdb" / "pack"
    state = tmp_path / "state.toml"
    state.write_text(f'cards = ["{packs / "core.json"}", "{packs / "core_encounter.json"}", "{packs / pack}"]\n'
                     'you = "Ana"\n[villain]\ncard = "Rhino"\ncode = "01094"\n[[encounter]]\n' + entry_ +
                     '[[players]]\nname = "Ana"\nhero = "Spider-Man"\n', encoding="utf-8")
    assert run_timing(argparse.Namespace(state=str(state), event=event, resolve=True, format="json", lang="en")) == 0
    found = json.loads(capsys.readouterr().out)
    step = next(s for s in found["steps"] if s["entry"] is not None and found["entries"][s["entry"]]["card"] == name)
    cards = {c["id"]: c["name"] for c in step["state"]["cards"]}
    assert (step["kind"], step["lines"], [cards[i] for i in step["changed"]]) == (kind, lines, changed)


def _counter_cost(name: str, type_: str, words: str, counter: str, amount: int = 1, up_to: bool = False):
    return card(name, type_, ability(f"Interrupt: When the villain attacks you, {words} → draw 1 card.", "interrupt",
                                     condition="When the villain attacks you", effects=(DRAW,),
                                     costs=[Cost("remove_counters", amount, what=counter, text=words, up_to=up_to)]))


LAUNCHER = _counter_cost("Launcher", "upgrade", "remove 1 web counter from Spider-Man", "web")
VINES = _counter_cost("Vines", "upgrade", "remove 1 growth counter from him", "growth")
FIST = _counter_cost("Fist", "ally", "remove 1 mystic counter from him", "mystic")
SHOOTER = _counter_cost("Shooter", "upgrade", "remove 1 web counter from it", "web")
GROWTH = _counter_cost("Growth", "upgrade", "Remove up to 4 growth counters from Spider-Man", "growth", 4, True)
STRANGER = _counter_cost("Stranger", "upgrade", "remove 1 web counter from Rhino", "web")
JUDGED = "its cost `{}` is for a person to check"


@pytest.mark.parametrize(("name", "entry_", "identity", "can", "said_"), [
    ("Launcher", '"Launcher"', "counters = { web = 1 }", True, []),
    ("Launcher", '"Launcher"', "", False, ["Spider-Man has 0 web counters, and it needs 1"]),
    ("Vines", '{ card = "Vines", counters = { growth = 1 } }', "counters = { growth = 1 }", None,
     [JUDGED.format("remove 1 growth counter from him")]),
    ("Fist", '{ card = "Fist", counters = { mystic = 1 } }', "", True, []),
    ("Shooter", '{ card = "Shooter", counters = { web = 1 } }', "", True, []),
    ("Shooter", '"Shooter"', "counters = { web = 1 }", False, ["Shooter has 0 web counters, and it needs 1"]),
    ("Growth", '"Growth"', "counters = { growth = 4 }", None,
     [JUDGED.format("Remove up to 4 growth counters from Spider-Man")]),
    ("Stranger", '"Stranger"', "", False, ["Rhino has 0 web counters, and it needs 1"]),
], ids=["another-card-named", "another-card-named-without-them", "him-on-an-upgrade", "him-on-an-ally",
        "it-its-own-card", "it-not-your-identity", "up-to", "a-card-of-the-encounter"])
def test_a_counter_cost_is_checked_on_the_card_it_names(name, entry_, identity, can, said_):
    """`Remove 1 toon counter from Spider-Ham` (Hogwashed), `… from War Machine` (Missile Launcher) were checked on the
    ability's own card: refused with the identity's counters there, allowed with the card's own; `from him` on Groot's
    upgrades is Groot, on an ally the ally; `Remove up to 4 growth counters` asked 4."""
    text = peter(play=f"[{entry_}]").replace('form = "hero"\n', f'form = "hero"\n{identity}\n')
    state = game(text, LAUNCHER, VINES, FIST, SHOOTER, GROWTH, STRANGER)
    found = [e for e in timing(state, "the villain attacks you")[0].entries if e.copy.name == name][0]
    assert (found.initiate, [p.text.render("en") for p in found.problems]) == (can, said_)


SIPHON = environment("Siphon", forced("remove 1 web counter from Spider-Man → draw 1 card.",
                                      Cost("remove_counters", 1, what="web",
                                           text="remove 1 web counter from Spider-Man")))


def test_a_counter_cost_is_paid_from_the_card_it_names():
    text = peter(after=encounter("Siphon")).replace('form = "hero"\n', 'form = "hero"\ncounters = { web = 2 }\n')
    steps = run(game(text, SIPHON))
    assert summary(steps, ("Siphon",)) == [
        ("resolved", ["web counters on Spider-Man: 2 → 1", "Ana draws 1 (drawn so far: 1)"])]
    assert steps[-1].state.identity("Ana").counter("web") == 1


@pytest.mark.parametrize(("words", "identity", "can"), [
    ("このカードからウェブカウンターを1個取り除く", "", True),
    ("ウェブカウンターを1個取り除く", "", True),
    ("スパイダーマンからウェブカウンターを1個取り除く", "counters = { \"ウェブ\" = 1 }", None),
], ids=["kono-card", "no-card-named", "a-name-no-card-in-play-has"])
def test_a_japanese_counter_cost_names_its_card_before_kara(words, identity, can):
    """`このカードから`: its own card; `スパイダーマンから` with no card of that name in play: a person tells which."""
    from statblock.rulesets.marvel_champions.language.costs import lower_costs

    shooter = card("Shooter", "upgrade", ability("Interrupt: When the villain attacks you, … → draw 1 card.",
                                                 "interrupt", condition="When the villain attacks you",
                                                 effects=(DRAW,), costs=lower_costs(words)))
    text = peter(play='[{ card = "Shooter", counters = { "ウェブ" = 1 } }]').replace(
        'form = "hero"\n', f'form = "hero"\n{identity}\n')
    found = [e for e in timing(game(text, shooter), "the villain attacks you")[0].entries if e.copy.name == "Shooter"]
    assert found[0].initiate is can


@pytest.mark.parametrize("words", [
    "Forced Response: After the villain attacks you, spend 1 resource and return Fee Two to your hand → draw 1 card.",
    "強制レスポンス：悪役があなたを攻撃した後、リソースを1つ支払い、フィー・ツーをあなたの手札に戻す → カードを1枚引く。",
], ids=["en", "ja"])
def test_a_return_cost_is_a_cost_of_its_own_and_paid_by_hand(words):
    """`spend 1 resource and return … to your hand →` was one spend cost: --resolve spent the resource and drew, the card
    never returned; the return is the player's to pay, and so the whole ability."""
    from test_marvel_timing import read_text
    abilities, _ = read_text(words)
    assert [cost.kind for cost in abilities[0].costs] == ["spend", "return"]
    state = game(peter(resources="{ energy = 1 }", after=encounter("Fee Two")),
                 card("Fee Two", "environment", *abilities))
    steps = run(state)
    assert [kind for kind, _ in summary(steps, ("Fee Two",))] == ["by_hand"]
    assert (steps[-1].state.player("Ana").resources, steps[-1].state.player("Ana").drawn) == ((("energy", 1),), 0)


@pytest.mark.parametrize(("words", "form", "expected"), [
    ("Forced Response: After the villain attacks you, if you are in hero form, spend 1 resource → draw 1 card.",
     "hero", [("resolved", ["Ana spends 1 resources", "Ana draws 1 (drawn so far: 1)"])]),
    ("Forced Response: After the villain attacks you, if you are in hero form, spend 1 resource → draw 1 card.",
     "alter_ego", [("skipped", ["not resolved: it cannot be initiated",
                                "its condition before the cost does not hold (“if you are in hero form”)"])]),
    # (the Japanese was left to a person in any form: only English conditions were judged)
    ("強制レスポンス：悪役があなたを攻撃した後、あなたがヒーロー形態なら、リソースを1つ支払う → カードを1枚引く。",
     "hero", [("resolved", ["Ana spends 1 resources", "Ana draws 1 (drawn so far: 1)"])]),
    ("強制レスポンス：悪役があなたを攻撃した後、あなたがヒーロー形態なら、リソースを1つ支払う → カードを1枚引く。",
     "alter_ego", [("skipped", ["not resolved: it cannot be initiated",
                                "its condition before the cost does not hold (“あなたがヒーロー形態なら”)"])]),
    ("強制レスポンス：悪役があなたを攻撃した後、あなたが分身形態でない限り、リソースを1つ支払う → カードを1枚引く。",
     "hero", [("resolved", ["Ana spends 1 resources", "Ana draws 1 (drawn so far: 1)"])]),
    # (a form a state does not hold, `[[Tiny]]`: by hand, and why; it was the same words as any condition)
    ("Forced Response: After the villain attacks you, if you are in [[Tiny]] hero form, spend 1 resource → draw 1 card.",
     "hero", [("by_hand", ["resolve by hand: whether it can be initiated needs a judgement",
                           "whether “if you are in [[Tiny]] hero form” holds is for a person to check: a state gives a "
                           "player's form as hero or alter-ego alone, never “[[Tiny]] hero form”"])]),
    ("強制レスポンス：悪役があなたを攻撃した後、あなたが[[タイニー]]ヒーロー形態なら、リソースを1つ支払う → カードを1枚引く。",
     "hero", [("by_hand", ["resolve by hand: whether it can be initiated needs a judgement",
                           "whether “あなたが[[タイニー]]ヒーロー形態なら” holds is for a person to check: a state gives "
                           "a player's form as hero or alter-ego alone, never “[[タイニー]]ヒーロー形態”"])]),
], ids=["holds", "fails", "ja-holds", "ja-fails", "ja-unless", "other-form", "ja-other-form"])
def test_a_condition_written_before_the_costs_gates_the_ability(words, form, expected):
    """`If you are in [[Tiny]] hero form, exhaust Army of Ants →`: the condition was a cost of text, the whole ability
    left to the player in any form; it is a condition the ability is initiated under, judged where the state says."""
    from test_marvel_timing import read_text
    abilities, _ = read_text(words)
    assert [cost.kind for cost in abilities[0].costs] == ["condition", "spend"]
    steps = run(game(peter(form=form, after=encounter("Gate")), card("Gate", "environment", *abilities)))
    assert summary(steps, ("Gate",)) == expected
