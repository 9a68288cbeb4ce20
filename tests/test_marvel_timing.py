"""Marvel Champions' runtime: game state files, events, and seed 002's timing window, one rule at a time.

The abilities are built as model objects here (the language that reads them from card text is
another part): `ability(...)` below takes what a card's line would compile to.
"""

from __future__ import annotations

import argparse
import json

import attrs
import pytest

from statblock.diagnostics import Severity, SourceFile
from statblock.rulesets.marvel_champions.model import (
    Ability, CompiledCard, Cost, Effect, Keyword, Limit, Sentence, Target)
from statblock.rulesets.marvel_champions.runtime import EventError, read_state, timing, window_json, window_text
from statblock.rulesets.marvel_champions.runtime import GameState, event_for, loader
from statblock.rulesets.marvel_champions.runtime.command import COMMAND, run_timing
from test_marvel_language import read as read_text

SPAN = SourceFile("cards", "").span(0, 0)
MANDATORY = {"constant", "keyword", "setup", "when_revealed", "when_defeated", "boost", "when_completed"}


# ---- building cards -------------------------------------------------------------------------------

def said(text: str, *effects: Effect, optional: bool = False, then: bool = False) -> Sentence:
    return Sentence(text, SPAN, tuple(effects), then, optional)


def target(noun: str, quantity: str = "a", types: tuple[str, ...] = ()) -> Target:
    return Target(noun, quantity, None, types, f"{quantity} {noun}".replace("this ", "").strip())


def damage(amount: int, noun: str = "you", quantity: str = "the") -> Effect:
    return Effect("deal_damage", amount, target=target(noun, quantity), text=f"deal {amount} damage to {noun}")


def ability(text: str, type_: str, *, forced: bool = False, form: str | None = None, condition: str | None = None,
            costs=(), effects=(), limit: Limit | None = None, keywords=(), qualifier: str | None = None,
            references=()) -> Ability:
    return Ability(text, SPAN, type_, type_ in MANDATORY or forced, forced=forced, form=form, qualifier=qualifier,
                   trigger=text.split(":")[0] if ":" in text else "",
                   condition=said(condition) if condition else None, costs=tuple(costs), effects=tuple(effects),
                   limit=limit, keywords=tuple(keywords), references=tuple(references))


def keyword(id_: str, value: int | None = None, *, per_hero: bool = False, counters: str | None = None) -> Ability:
    text = f"{id_.title()} {value}." if value is not None else f"{id_.title()}."
    return ability(text, "keyword", keywords=[Keyword(id_, SPAN, value, per_hero, counters=counters, text=text)])


def card(name: str, type_: str, *abilities: Ability, code: str | None = None, stats=None, traits=()) -> CompiledCard:
    return CompiledCard(name, SPAN, code, type_, traits=tuple(traits), stats=dict(stats or {}), abilities=abilities)


SPIDER_SENSE = ability("Spider-Sense — Interrupt: When the villain initiates an attack against you, draw 1 card.",
                       "interrupt", condition="When the villain initiates an attack against you",
                       effects=[said("Draw 1 card.", Effect("draw", 1))])
CARDS = [
    card("Spider-Man", "hero", SPIDER_SENSE, code="01001a"),
    card("Peter Parker", "alter_ego",
         ability("Scientist — Resource: Generate a [mental] resource.", "resource"), code="01001b"),
    card("Rhino", "villain",
         ability("Forced Interrupt: When Rhino attacks you, deal 1 damage to you.", "interrupt", forced=True,
                 condition="When Rhino attacks you", effects=[said("Deal 1 damage to you.", damage(1))]),
         ability("Forced Response: After Rhino attacks and damages you, place 1 threat on the main scheme.",
                 "response", forced=True, condition="After Rhino attacks and damages you",
                 effects=[said("Place 1 threat on the main scheme.",
                               Effect("place_threat", 1, target=target("main scheme", "the", ("main_scheme",))))]),
         code="01094"),
    card("The Break-In!", "main_scheme", code="01097"),
    card("Bomb Scare", "side_scheme", keyword("hinder", 1, per_hero=True)),
    card("Hydra Mercenary", "minion", stats={"health": 3}),
    card("Shocker", "minion",
         ability("When Defeated: Each player takes 1 damage.", "when_defeated",
                 effects=[said("Each player takes 1 damage.", Effect("text", text="Each player takes 1 damage."))])),
    card("Stampede", "treachery",
         ability("When Revealed (Alter-Ego): Rhino schemes.", "when_revealed", form="alter_ego",
                 effects=[said("Rhino schemes.", Effect("text", text="Rhino schemes."))]),
         ability("When Revealed (Hero): Rhino attacks you.", "when_revealed", form="hero",
                 effects=[said("Rhino attacks you.", Effect("text", text="Rhino attacks you."))])),
    card("Backflip", "event",
         ability("Hero Interrupt: When you would take any amount of damage from an attack, prevent all of that "
                 "damage.", "interrupt", form="hero",
                 condition="When you would take any amount of damage from an attack",
                 effects=[said("Prevent all of that damage.", Effect("text", text="Prevent all of that damage."))]),
         stats={"cost": 0}),
    card("Swinging Web Kick", "event",
         ability("Hero Interrupt: When the villain initiates an attack against you, deal 8 damage to an enemy.",
                 "interrupt", form="hero", condition="When the villain initiates an attack against you",
                 effects=[said("Deal 8 damage to an enemy.", damage(8, "enemy", "a"))]),
         stats={"cost": 3}),
    card("Black Cat", "ally",
         ability("Forced Response: After you play Black Cat from your hand, discard the top 2 cards of your deck.",
                 "response", forced=True, condition="After you play Black Cat from your hand",
                 effects=[said("Discard the top 2 cards of your deck.", Effect("text", text="Discard 2."))]),
         stats={"attack_cost": 1, "thwart_cost": 1}),
    card("Aunt May", "support"),
    card("Web-Shooter", "upgrade", keyword("uses", 3, counters="web")),
]


def index_of(*extra: CompiledCard) -> dict:
    return {c.name: c for c in (*CARDS, *extra)}


def game(text: str, *extra: CompiledCard):
    """The state in `text`, with the cards above (and `extra`); it must read without a problem."""
    state, found = read_state(SourceFile("state.toml", text), index_of(*extra))
    assert [d.text() for d in found] == []
    return state


def peter(form: str = "hero", hand: str = '["Backflip", "Swinging Web Kick", "Black Cat"]', play: str = "[]",
          engaged: str = "[]", villain: str = "", resources: str = "{ energy = 1 }", after: str = "") -> str:
    """A one-player game: Ana plays Spider-Man against Rhino; `after` adds tables at the end."""
    return f"""you = "Ana"
[villain]
card = "Rhino"
{villain}
[main_scheme]
card = "The Break-In!"
threat = 3
[[players]]
name = "Ana"
hero = "Spider-Man"
form = "{form}"
resources = {resources}
hand = {hand}
play = {play}
engaged = {engaged}
{after}"""


def listed(window, *, window_name: str | None = None) -> list[tuple]:
    """(card, what, priority) of each entry, in order."""
    return [(e.copy.name, e.ability.trigger if e.source == "ability" else (e.status or (e.keyword.id if e.keyword
             else e.source)), e.priority) for e in window.entries if window_name in (None, e.window)]


def entry(window, name: str, source: str = "ability"):
    found = [e for e in window.entries if e.copy.name == name and e.source == source]
    assert len(found) == 1, [(e.copy.name, e.source) for e in window.entries]
    return found[0]


def problems(found) -> list[str]:
    return [p.text.render("en") for p in found.problems]


# ---- events, English and Japanese ---------------------------------------------------------------------

EVENTS = [
    ("villain attacks you", "attack", None, "class:villain", "you"),
    ("the villain attacks you", "attack", None, "class:villain", "you"),
    ("when the villain attacks you", "attack", "when", "class:villain", "you"),
    ("after the villain attacks you", "attack", "after", "class:villain", "you"),
    ("the villain would attack you", "attack", "would", "class:villain", "you"),
    ("the villain initiates an attack against you", "initiate_attack", None, "class:villain", "you"),
    ("you play Backflip", "play", None, "you", ""),
    ("a minion is defeated", "defeated", None, "class:minion", ""),
    ("Hydra Mercenary enters play", "enters_play", None, "name:hydra mercenary", ""),
    ("you change to hero form", "change_form", None, "you", ""),
    ("the villain schemes", "scheme", None, "class:villain", ""),
    ("threat is placed on a scheme", "threat_placed", None, "", "class:main_scheme,player_side_scheme,side_scheme"),
    ("a treachery is revealed", "revealed", None, "class:treachery", ""),
    ("you are dealt 2 damage", "damaged", None, "", "you"),
    ("the round ends", "round_ends", None, "", ""),
    ("you are dealt damage", "damaged", None, "", "you"),
    ("after Rhino attacks and damages you", "attack", "after", "name:rhino", "you"),
    ("悪役があなたを攻撃する", "attack", None, "class:villain", "you"),
    ("サイがあなたを攻撃してダメージを与えた後", "attack", "after", "name:サイ", "you"),
    ("悪役があなたを攻撃した後", "attack", "after", "class:villain", "you"),
    ("悪役があなたへの攻撃を開始する時", "initiate_attack", "when", "class:villain", "you"),
    ("あなたがバックフリップをプレイする", "play", None, "you", ""),
    ("手下が倒される", "defeated", None, "class:minion", ""),
    ("ミニオンが倒されようとする時", "defeated", "would", "class:minion", ""),
    ("あなたがヒーロー形態に変わる", "change_form", None, "you", ""),
    ("悪役が計画を進める", "scheme", None, "class:villain", ""),
    ("メイン計画に2脅威が置かれる", "threat_placed", None, "", "class:main_scheme"),
    ("裏切りが公開される", "revealed", None, "class:treachery", ""),
    ("あなたが3ダメージを受ける", "damaged", None, "", "you"),
    ("ラウンドが終了する", "round_ends", None, "", ""),
    ("you use a basic power", "basic_power", None, "you", ""),
    ("あなたが基本パワーを使う", "basic_power", None, "you", ""),
    # `a basic attack`: the subject was `you make a` (no card, a judgement at every event)
    ("you make a basic attack", "attack", None, "you", ""),
    ("when Rhino makes a basic attack", "attack", "when", "name:rhino", ""),
    ("an ally makes a basic thwart", "thwart", None, "class:ally", ""),
    # `you attack and defeat`: the verb as `you` takes it (its object was `and defeat an enemy`, no card)
    ("after you attack and defeat an enemy", "attack", "after", "you", "class:leader,minion,villain"),
]


def _nouns(nouns) -> str:
    return ",".join(n.role + (f":{n.name}" if n.name else (":" + ",".join(sorted(n.types)) if n.types else ""))
                    for n in nouns)


@pytest.mark.parametrize(("text", "kind", "window", "subject", "object_"), EVENTS, ids=[e[0] for e in EVENTS])
def test_an_event_reads_as_typed_data(text, kind, window, subject, object_):
    state = game(peter(), card("バックフリップ", "event"), card("サイ", "villain"))
    event = event_for(state, text)
    assert (event.kind, event.window, _nouns(event.subject), _nouns(event.object)) == (kind, window, subject, object_)


def test_an_event_keeps_its_amount_form_and_card():
    state = game(peter())
    assert event_for(state, "you are dealt 3 damage from an attack").amount == 3
    assert event_for(state, "you are dealt 3 damage from an attack").qualifiers == {"from_attack"}
    assert event_for(state, "you change to alter-ego form").form == "alter_ego"
    assert event_for(state, "you change into alter-ego form").form == "alter_ego"   # (an official card's `into`)
    assert event_for(state, "あなたが分身形態に変わる").form == "alter_ego"
    assert [n.name for n in event_for(state, "you play Backflip").card] == ["backflip"]


@pytest.mark.parametrize(("text", "said"), [
    ("villian attacks you", "did you mean `villain`?"),
    ("the villain atacks you", "did you mean `the villain attacks you`?"),
    ("the villain dances", "did you mean `the villain schemes`?"),
    ("Rhyno attacks you", "did you mean `Rhino`?"),
    ("you change to hulk form", "neither hero nor alter-ego"),
    ("this card enters play", "name the card"),
])
def test_an_unknown_event_is_a_usage_error_with_a_did_you_mean(text, said):
    with pytest.raises(EventError) as error:
        event_for(game(peter()), text)
    assert said in error.value.args[0].render("en")


@pytest.mark.parametrize(("text", "said"), [
    ("が" * 20_000 + "攻撃する", "300 文字を超えるイベントは読みません"),     # took 45 s: two names of any length
    ("a " * 10_000 + "attacks you", "300 文字を超えるイベントは読みません"),
    ("あなたが" + "9" * 20_000 + "ダメージを受ける", "300 文字を超えるイベントは読みません"),   # was a ValueError
    ("あなたが" + "9" * 200 + "ダメージを受ける", "「999999999999…」はゲームの量ではありません"),   # was 200 digits
    ("you are dealt 99999 damage", "「99999」はゲームの量ではありません（最大 9999）"),
], ids=["ga", "a", "digits-long", "digits", "five-digits"])
def test_a_long_event_or_a_huge_amount_is_a_usage_error_in_time(text, said):
    from bounds import time_bound

    with time_bound(5), pytest.raises(EventError) as error:
        event_for(game(peter()), text)
    assert said in error.value.args[0].render("ja")
    assert event_for(game(peter()), "you are dealt 9999 damage").amount == 9999


def test_a_trigger_condition_too_long_to_compare_needs_a_judgement_in_time():
    from bounds import time_bound
    from statblock.rulesets.marvel_champions.runtime.events import condition_kinds, read_condition

    for text in ("が" * 20_000 + "攻撃した後", "After " + "a " * 10_000 + "attacks you", "When x" + " by x" * 5000):
        with time_bound(5):
            assert read_condition(text) is None and condition_kinds(text) == frozenset()


def test_a_hero_changing_into_a_form_is_a_change_of_form():
    """`After an [[Avenger]] hero changes into alter-ego form` (an official support's) was a condition the runtime
    could not read (a judgement at every event); `into` is `to`."""
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    (reading,) = read_condition("After an [[Avenger]] hero changes into alter-ego form")
    assert (reading.kind, reading.window, reading.form) == ("change_form", "after", "alter_ego")


def test_a_play_area_in_a_trigger_condition_is_no_card_played():
    """`in your play area` names a place: a condition about a counter there is not a card being played."""
    from statblock.rulesets.marvel_champions.runtime.events import condition_kinds, read_condition

    text = "When a charm counter would be placed on the [[Enchantment]] card in your play area"
    assert "play" not in condition_kinds(text) and "play" not in [r.kind for r in read_condition(text) or ()]
    assert [r.kind for r in read_condition("After you play Test Gadget")] == ["play"]
    estate = card("Test Estate", "environment", ability(
        f"Forced Interrupt: {text}, place 1 threat here instead.", "interrupt", forced=True, condition=text))
    window = timing(game(peter(after='[[encounter]]\ncard = "Test Estate"\n'), estate), "you play Black Cat")[0]
    # never `it triggers` at a card played: a counter placed is another kind of event (it was a judgement)
    assert [r.kind for r in read_condition(text)] == ["counters_placed"]
    assert "Test Estate" not in [e.copy.name for e in window.entries]


@pytest.mark.parametrize("text, used", [
    ("After Spider-Man uses a basic power", "Spider-Man uses a basic power"),
    # a comma in parentheses: still read (the condition was cut at it, and read as no event)
    ("After you use one of Spider-Man's basic powers (THW, ATK, or DEF)", "you use a basic power"),
    ("あなたが基本パワーを使った後", "あなたが基本パワーを使う"),
])
def test_a_basic_power_used_is_a_thwart_an_attack_or_a_defense_and_nothing_else(text, used):
    """A basic power (THW, ATK, DEF) used is an event of its own kind: listed at the thwarts, attacks and defenses
    it may be (a judgement: an attack may be an event card's), never at a scheme or a card played."""
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    assert [r.kind for r in read_condition(text)] == ["basic_power"]
    focus = card("Test Focus", "upgrade", ability(f"Response: {text}, draw 1 card.", "response", condition=text,
                                                  effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Focus"]'), focus)
    for event in ("the villain schemes", "you play Black Cat", "a minion is defeated"):
        assert "Test Focus" not in [e.copy.name for e in timing(state, event)[0].entries], event
    for event in ("Spider-Man attacks Rhino", "Spider-Man thwarts", "you defend against an attack"):
        found = entry(timing(state, event)[0], "Test Focus")
        assert found.triggers is None and "basic_power" in " ".join(found.trigger_reasons[0].render("en").split()), event
    assert entry(timing(state, used)[0], "Test Focus").triggers is True


@pytest.mark.parametrize("condition, event, triggers", [
    ("After you place a pursuit counter here", "you place a pursuit counter on Test Chase", True),
    ("After a pursuit counter is placed here", "a web counter is placed on Test Chase", False),   # another kind
    ("After you place a pursuit counter here", "you place a counter on Test Chase", None),   # which kind: unsaid
    # no kind said in the condition (`place` was taken for one: no counter placed met it, in silence)
    ("After you place counters here", "you place a pursuit counter on Test Chase", True),
    ("After you place counters here", "you place 2 web counters on Test Chase", True),
    ("ここに追跡カウンターが置かれた後", "あなたがテストチェイスに追跡カウンターを置く", True),
])
def test_a_counter_placed_is_an_event_and_its_kind_of_counter_is_compared(condition, event, triggers):
    """`After you place a pursuit counter here` (an environment of the newer scenarios) was no event of the vocabulary:
    listed at every event as a judgement. Now it is a counter placed; the kind of counter is compared when both say it."""
    chase = card("Test Chase", "environment", ability(f"Forced Response: {condition}, draw 1 card.", "response",
                                                      forced=True, condition=condition))
    japanese = card("テストチェイス", "environment", *chase.abilities)
    state = game(peter(after='[[encounter]]\ncard = "Test Chase"\n[[encounter]]\ncard = "テストチェイス"\n'),
                 chase, japanese)
    name = "テストチェイス" if event.startswith("あなた") else "Test Chase"
    window = timing(state, event)[0]
    found = [e for e in window.entries if e.copy.name == name]
    assert ([e.triggers for e in found] or [False]) == [triggers]
    assert "Test Chase" not in [e.copy.name for e in timing(state, "you play Black Cat")[0].entries]


@pytest.mark.parametrize("condition, defender", [
    ("When Test Guard defends", "Test Guard"), ("After your hero defends", "you"), ("After you defend", "you"),
    ("When Test Guard defends against an enemy attack", "Test Guard"),
])
def test_a_defense_said_without_what_against_is_a_defense(condition, defender):
    """`When Vision defends,` and `After your hero defends,` (printed) were no event of the vocabulary (a defense was
    only `… defends against an attack`): a judgement at every event. Now they are a defense, never an attack."""
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    assert [r.kind for r in read_condition(condition, lambda words: words == "test guard")] == ["defend"]
    guard = card("Test Guard", "ally", ability(f"Response: {condition}, draw 1 card.", "response", condition=condition,
                                               effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Guard"]'), guard)
    assert "Test Guard" not in [e.copy.name for e in timing(state, "the villain schemes")[0].entries]
    assert entry(timing(state, f"{defender} defends against an attack".replace("you defends", "you defend"))[0],
                 "Test Guard").triggers is not False


@pytest.mark.parametrize("condition", ["After you make a basic recovery", "After you recover", "After you use your REC",
                                       "あなたが基本回復した後"])
def test_a_recovery_is_an_event_of_its_own(condition):
    """`After you make a basic recovery` (printed on obligations and alter-ego cards) was no event of the vocabulary:
    listed at every event as a judgement. Now it is a recovery: met by `you recover`, maybe by a basic power used
    (REC is one to some cards), never by a scheme or a card played; `heal` (`回復する`) is none."""
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    assert [r.kind for r in read_condition(condition)] == ["recover"]
    assert read_condition("After you heal 2 damage") is None
    rest = card("Test Rest", "support", ability(f"Response: {condition}, draw 1 card.", "response", condition=condition,
                                                effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Rest"]'), rest)
    for event in ("the villain schemes", "you play Black Cat", "a minion is defeated"):
        assert "Test Rest" not in [e.copy.name for e in timing(state, event)[0].entries], event
    assert entry(timing(state, "you use a basic power")[0], "Test Rest").triggers is None
    for event in ("you recover", "あなたが基本回復する"):
        assert entry(timing(state, event)[0], "Test Rest").triggers is True


@pytest.mark.parametrize("event, triggers", [
    ("a tough status card is discarded from Test Wall", True),
    ("テストウォールからタフ・ステータスカードが捨て札になる", True),
    ("a stunned status card is discarded from Test Wall", False),     # another kind of status card
    ("a status card is discarded from Test Wall", None),              # which kind: unsaid
    ("the villain schemes", False),
])
def test_a_status_card_discarded_is_an_event_and_its_kind_is_compared(event, triggers):
    """`After a tough status card is discarded from Luke Cage,` (printed) was no event of the vocabulary: listed at
    every event as a judgement. Now it is a status card discarded; its kind (tough, stunned, confused) is compared
    as a counter's is, when both say one."""
    def responder(name: str, condition: str):
        return card(name, "ally", ability(f"Response: {condition}, draw 1 card.", "response", condition=condition,
                                          effects=[said("draw 1 card.", Effect("draw", 1))]))

    wall = responder("Test Wall", "After a tough status card is discarded from Test Wall")
    japanese = responder("テストウォール", "テストウォールからタフ・ステータスカードが捨て札になった後")
    state = game(peter(play='["Test Wall", "テストウォール"]'), wall, japanese)
    name = "テストウォール" if event.startswith("テスト") else "Test Wall"
    found = [e.triggers for e in timing(state, event)[0].entries if e.copy.name == name]
    assert (found or [False]) == [triggers]


@pytest.mark.parametrize("condition, event", [
    ("At the end of the round", "the round ends"),
    ("At the end of the round (after the first player token is passed)", "the round ends"),
    ("At the end of your turn", "your turn ends"),
    ("At the start of your turn", "your turn begins"),
    ("At the end of the villain phase", "the villain phase ends"),
])
def test_a_condition_at_the_start_or_end_of_a_period_is_that_moment(condition, event):
    """`Forced Response: At the end of the round, …` (printed, and homebrew) was no event of the vocabulary: listed
    at every event as a judgement. Now it is the round's (turn's, phase's) end or start, as `the round ends` is."""
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    assert read_condition(condition) is not None
    clock = card("Test Clock", "support", ability(f"Forced Response: {condition}, draw 1 card.", "response",
                                                  forced=True, condition=condition,
                                                  effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Clock"]'), clock)
    assert entry(timing(state, event)[0], "Test Clock").triggers is True
    for other in ("the villain schemes", "a minion is defeated"):
        assert "Test Clock" not in [e.copy.name for e in timing(state, other)[0].entries], other


@pytest.mark.parametrize("hand", ['["Test Cash"]', '[]'], ids=["in-hand", "brought-by-the-event"])
def test_a_card_spent_is_an_event_and_its_own_response_answers_it(hand):
    """`Response: After you spend this card, …` (the resource cards' own trigger: 11 in the corpus and the newer
    packs) was no event of the vocabulary: listed at every event as a judgement, and never at its spending. Now
    `you spend Test Cash` is a card spent, from the hand, where its response answers it; `to pay for …` narrows it."""
    def resource(name: str, condition: str):
        return card(name, "resource", ability(f"Response: {condition}, draw 1 card.", "response", condition=condition,
                                              effects=[said("draw 1 card.", Effect("draw", 1))]))

    cash = resource("Test Cash", "After you spend this card")
    coin = resource("Test Coin", "After you spend this card to pay for an [[Aerial]] event")
    state = game(peter(hand=hand.replace("]", ', "Test Coin"]') if hand != "[]" else '["Test Coin"]'), cash, coin)
    found = entry(timing(state, "you spend Test Cash")[0], "Test Cash")
    assert (found.triggers, found.window) == (True, "after")
    assert entry(timing(state, "you spend Test Coin")[0], "Test Coin").triggers is None   # for what: unsaid
    from statblock.rulesets.marvel_champions.runtime.events import read_condition
    assert [r.kind for r in read_condition("このカードを支払った後")] == ["spend"]
    for other in ("you play Black Cat", "the villain schemes"):
        assert {"Test Cash", "Test Coin"}.isdisjoint(e.copy.name for e in timing(state, other)[0].entries), other
    assert "Test Coin" not in [e.copy.name for e in timing(state, "you spend Test Cash")[0].entries]


@pytest.mark.parametrize("condition", ["After resolving step one of the villain phase",
                                       "After resolving step 1 of the villain phase", "悪役フェイズのステップ1を解決した後"])
def test_a_step_of_the_villain_phase_is_an_event_and_its_number_is_compared(condition):
    """`Forced Response: After resolving step one of the villain phase, …` (main schemes, leaders: 16 in the corpus,
    the newer packs and those read now) was no event of the vocabulary: listed at every event as a judgement. Now
    it is a step of the villain phase, met by that step and no other."""
    drill = card("Test Drill", "side_scheme", ability(f"Forced Response: {condition}, place 1 threat here.", "response",
                                                      forced=True, condition=condition))
    state = game(peter(after='[[encounter]]\ncard = "Test Drill"\n'), drill)
    for event in ("step 1 of the villain phase is resolved", "悪役フェイズのステップ1を解決する"):
        assert entry(timing(state, event)[0], "Test Drill").triggers is True, event
    for other in ("step 3 of the villain phase is resolved", "the villain schemes", "the villain phase ends"):
        assert "Test Drill" not in [e.copy.name for e in timing(state, other)[0].entries], other


def test_flipping_to_this_side_of_an_identity_is_a_change_to_its_form():
    """`When you flip to this side` (printed on identities) was no event of the vocabulary: listed at every event as
    a judgement. Now it is a change to the form of the card's side, as `to this form` is."""
    pilot = card("Test Pilot", "hero", ability("Response: After you flip to this side, draw 1 card.", "response",
                                               condition="After you flip to this side",
                                               effects=[said("draw 1 card.", Effect("draw", 1))]))
    kid = card("Test Kid", "alter_ego")
    text = ('you = "Ana"\n[villain]\ncard = "Rhino"\n[main_scheme]\ncard = "The Break-In!"\n[[players]]\n'
            'name = "Ana"\nhero = "Test Pilot"\nalter_ego = "Test Kid"\nform = "{form}"\n')
    found = entry(timing(game(text.format(form="alter_ego"), pilot, kid), "you change to hero form")[0], "Test Pilot")
    assert found.triggers is True
    for event in ("the villain schemes", "you play Black Cat"):
        assert "Test Pilot" not in [e.copy.name for e in timing(game(text.format(form="hero"), pilot, kid),
                                                                event)[0].entries], event


@pytest.mark.parametrize("kind", ["indirect", "consequential"])
def test_damage_of_a_kind_is_a_damage_taken_narrowed(kind):
    """`When Elektra would take consequential damage`, `After a friendly character takes any amount of indirect
    damage` (printed) were no event of the vocabulary: listed at every event as a judgement. Now they are damage
    taken, the kind a narrowing word: met by damage of that kind, a judgement at damage the event does not say
    the kind of, never listed at a scheme or a card played."""
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    condition = f"When you would take {kind} damage"
    assert [(r.kind, r.qualifiers) for r in read_condition(condition)] == [("damaged", frozenset({kind}))]
    vest = card("Test Vest", "upgrade", ability(f"Interrupt: {condition}, draw 1 card.", "interrupt",
                                                condition=condition, effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Vest"]'), vest)
    assert entry(timing(state, f"you take 2 {kind} damage")[0], "Test Vest").triggers is True
    assert entry(timing(state, "you take 2 damage")[0], "Test Vest").triggers is None
    for other in ("the villain schemes", "you play Black Cat"):
        assert "Test Vest" not in [e.copy.name for e in timing(state, other)[0].entries], other


def test_a_card_readied_is_an_event():
    """`After you ready a character`, `After you ready Quicksilver`, `When attached character would ready` (printed)
    were no event of the vocabulary: listed at every event as a judgement. Now readying is a kind (`you ready X`,
    `あなたがXを準備状態にする`), compared by who readies what."""
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    assert [r.kind for r in read_condition("When attached character would ready")] == ["ready"]
    condition = "After you ready a character"
    coach = card("Test Coach", "support", ability(f"Response: {condition}, draw 1 card.", "response",
                                                  condition=condition, effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Coach"]'), coach)
    assert entry(timing(state, "you ready Spider-Man")[0], "Test Coach").triggers is True
    assert entry(timing(state, "あなたがSpider-Manを準備状態にする")[0], "Test Coach").triggers is True
    for other in ("the villain schemes", "you play Black Cat"):
        assert "Test Coach" not in [e.copy.name for e in timing(state, other)[0].entries], other


def test_an_encounter_card_dealt_is_an_event():
    """`When a player would be dealt an encounter card` (printed: a player card that takes the card's place) was no
    event of the vocabulary: listed at every event as a judgement. Now an encounter card dealt is a kind (`you are
    dealt an encounter card`, `あなたに遭遇カードが配られる`); `dealt 2 damage` stays damage."""
    condition = "When a player would be dealt an encounter card"
    recon = card("Test Recon", "upgrade", ability(f"Interrupt: {condition}, draw 1 card.", "interrupt",
                                                  condition=condition, effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Recon"]'), recon)
    for event in ("you are dealt an encounter card", "あなたに遭遇カードが配られる"):
        assert entry(timing(state, event)[0], "Test Recon").triggers is True, event
    for other in ("you are dealt 2 damage", "the villain schemes", "a treachery is revealed"):
        assert "Test Recon" not in [e.copy.name for e in timing(state, other)[0].entries], other


def test_a_card_resolved_is_an_event_and_a_response_to_it_fires():
    """`After you resolve a treachery` (printed: Spider-Man Noir) was no event of the vocabulary: listed at every event
    as a judgement, never met. Now a card or an ability resolved is a kind (`you resolve X`, `a treachery is resolved`,
    `あなたがXを解決する`), compared by who resolves what; `--resolve` applies the forced response it answers."""
    condition = "After you resolve a treachery"
    noir = card("Test Noir", "upgrade", ability(f"Forced Response: {condition}, draw 1 card.", "response", forced=True,
                                                condition=condition, effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Noir"]'), noir)
    for event in ("you resolve Stampede", "after you resolve a treachery", "あなたがStampedeを解決した後",
                  "Stampede is resolved by you"):
        found = entry(timing(state, event)[0], "Test Noir")
        assert (found.triggers, found.window) == (True, "after"), event
    for other in ("you resolve Bomb Scare", "a treachery is revealed", "the villain schemes", "you play Black Cat"):
        assert "Test Noir" not in [e.copy.name for e in timing(state, other)[0].entries], other
    window, steps = timing(state, "you resolve Stampede", resolve=True)
    assert [p.drawn for p in steps[-1].state.players] == [1]


@pytest.mark.parametrize("condition, kind, qualifiers", [
    ("After you resolve a treachery", "resolved", set()),
    ("After you resolve a boost card during Mysterio's activation", "resolved", {"during_activation"}),
    ("When a boost card is turned faceup during a scheme activation", "boost_flipped", {"during_activation"}),
    ("When an enemy resolves an undefended attack against you", "attack", {"undefended"}),
    ("After resolving step one of the villain phase", "villain_step", set()),
    ("悪役フェイズのステップ1を解決した後", "villain_step", set()),
    ("あなたが裏切りを解決した後", "resolved", set()),
])
def test_resolving_reads_as_its_kind(condition, kind, qualifiers):
    """A step of the villain phase resolved stays a step, an attack resolved an attack (`an enemy resolves an attack`
    was a subject `an enemy resolves an`, unknown), and `during Mysterio's activation` narrows a card resolved (it ran
    into the noun, an unknown card)."""
    from statblock.rulesets.marvel_champions.runtime.events import read_condition

    (reading,) = read_condition(condition)
    assert (reading.kind, set(reading.qualifiers)) == (kind, qualifiers)
    assert all(n.role != "unknown" for n in reading.nouns()), reading


def test_an_ability_resolved_is_met_by_a_judgement_at_a_resolution_only():
    """`After you resolve Adam Warlock's "Battle Mage" ability` names an ability, no card: at a card or ability
    resolved it needs a judgement; at other events it is not listed (it was listed at every event)."""
    condition = 'After you resolve Adam Warlock\'s "Battle Mage" ability'
    senses = card("Test Senses", "upgrade", ability(f"Hero Response: {condition}, draw 1 card.", "response",
                                                    form="hero", condition=condition,
                                                    effects=[said("draw 1 card.", Effect("draw", 1))]))
    state = game(peter(play='["Test Senses"]'), senses)
    assert entry(timing(state, "you resolve Stampede")[0], "Test Senses").triggers is None
    assert "Test Senses" not in [e.copy.name for e in timing(state, "the villain schemes")[0].entries]


def test_an_unknown_japanese_event_gets_a_japanese_did_you_mean():
    with pytest.raises(EventError) as error:
        event_for(game(peter()), "悪役があなたを攻撃するる")
    assert "「悪役があなたを攻撃する」のことですか？" in error.value.args[0].render("ja")


# ---- state files: every mistake is a diagnostic at its line and column ----------------------------------

MISTAKES = [
    pytest.param('[[players]]\nhero = "Spider-Man"\nplya = ["Aunt May"]\n', "MC202", 3, 1,
                 "unknown key `plya` in a player; did you mean `play`?", id="unknown-zone"),
    pytest.param('zone = 1\n[[players]]\nhero = "Spider-Man"\n', "MC202", 1, 1, "unknown key `zone` in the game state",
                 id="unknown-top-key"),
    pytest.param('[[players]]\nhero = "Spider Man"\n', "MC203", 2, 8,
                 "no card called `Spider Man` in the card files; did you mean `Spider-Man`?", id="unknown-card"),
    pytest.param('[[players]]\nhero = "Spider-Man"\nplay = ["Aunt May", "Aunt Mae"]\n', "MC203", 3, 21,
                 "did you mean `Aunt May`?", id="unknown-card-in-a-list"),
    pytest.param('[[players]]\nhero = "Spider-Man"\nform = "heroo"\n', "MC204", 3, 8,
                 "unknown form `heroo`; did you mean `hero`?", id="unknown-form"),
    pytest.param('[villain]\ncard = "Rhino"\ndamage = -1\n', "MC205", 3, 10,
                 "expected a whole number from 0 to 999, found -1", id="negative-number"),
    pytest.param('[main_scheme]\ncard = "The Break-In!"\nthreat = "3"\n', "MC205", 3, 10,
                 'found "3"', id="number-as-text"),
    pytest.param('[[players]]\nhero = "Spider-Man"\nplay = [{ card = "Web-Shooter", counters = { web = true } }]\n',
                 "MC205", 3, 52, "found true", id="counter-not-a-number"),
    pytest.param('[[players]]\nhero = "Spider-Man"\nhand = "Backflip"\n', "MC206", 3, 8,
                 "expected a list `[…]` here", id="wrong-kind"),
    pytest.param('[villain]\ncard = "Rhino"\nstatus = ["stunt"]\n', "MC207", 3, 11,
                 "unknown status card `stunt`; did you mean `stunned`?", id="unknown-status"),
    pytest.param('[[players]]\nhero = "Spider-Man"\nresources = { enrgy = 1 }\n', "MC208", 3, 15,
                 "unknown resource `enrgy`; did you mean `energy`?", id="unknown-resource"),
    pytest.param('[villain]\ncard = "Rhino"\n[[encounter]]\ncard = "Bomb Scare"\nattached_to = "Rino"\n', "MC210", 5, 15,
                 "`attached_to` names `Rino`, but no card of that name is in play; did you mean `Rhino`?",
                 id="attached-to-nothing"),
    pytest.param('[[side_schemes]]\nthreat = 2\n', "MC211", 1, 1, "`card` is missing here", id="entry-without-card"),
    pytest.param('[[players]]\nname = "Ana"\n', "MC211", 1, 1, "`hero` is missing here", id="player-without-identity"),
    pytest.param('[[players]]\nhero = "Aunt May"\nform = "alter-ego"\n', "MC211", 3, 8,
                 "the player is in alter-ego form, but no `alter_ego` card is given for it", id="no-side-for-the-form"),
    pytest.param('you = "Anna"\n[[players]]\nname = "Ana"\nhero = "Spider-Man"\n', "MC212", 1, 7,
                 "`you` names `Anna`, but no player is called that; did you mean `Ana`?", id="unknown-you"),
    pytest.param('[[players]]\nname = "Ana"\nhero = "Spider-Man"\n[[players]]\nname = "Ana"\nhero = "Spider-Man"\n',
                 "MC213", 5, 8, "a second player called `Ana`", id="same-name-twice"),
    pytest.param('[[players]]\nhero = "Spider-Man"\nhand = ["Rhino"]\n', "MC214", 3, 9,
                 "`Rhino` is a card of type villain, which does not go in `hand`", id="wrong-zone"),
    pytest.param('[villain\ncard = "Rhino"\n', "MC201", 1, 9, "the game state is not valid TOML", id="not-toml"),
]


@pytest.mark.parametrize(("text", "code", "line", "column", "said"), MISTAKES)
def test_a_mistake_in_a_state_file_is_a_diagnostic_at_its_place(text, code, line, column, said):
    _, found = read_state(SourceFile("state.toml", text), index_of())
    found = [d for d in found if d.code == code]
    assert found, code
    diagnostic = found[0]
    assert (diagnostic.span.line, diagnostic.span.column) == (line, column), diagnostic.render()
    assert said in diagnostic.text("en")
    assert diagnostic.text("ja") != diagnostic.text("en")


def test_a_wrong_zone_is_only_a_warning_and_the_state_is_still_read():
    state, found = read_state(SourceFile("state.toml", '[[players]]\nhero = "Spider-Man"\nhand = ["Rhino"]\n'),
                              index_of())
    assert [d.severity for d in found] == [Severity.WARNING]
    assert [c.name for c in state.copies if c.zone == "hand"] == ["Rhino"]


def test_a_leader_stands_in_the_villains_place():
    """A leader (Civil War's villain-side identity: a villain's stats and stages) in the `villain` slot was MC214,
    a card of a type that does not go there; it is the enemy the players face, and goes nowhere a villain does not."""
    leader = card("Test Leader", "leader", stats={"health": 12})
    state, found = read_state(SourceFile("state.toml", '[villain]\ncard = "Test Leader"\n'), index_of(leader))
    assert found == [] and [c.name for c in state.copies if c.zone == "villain"] == ["Test Leader"]
    from statblock.rulesets.marvel_champions.runtime.nouns import CLASSES
    assert {"enemy", "character", "encounter card"} <= {n for n, types in CLASSES.items() if "leader" in types}
    assert "leader" not in CLASSES["villain"]       # no villain in the game: `the villain` names none
    for zone in ('[[encounter]]\ncard = "Test Leader"\n', '[[players]]\nhero = "Spider-Man"\nhand = ["Test Leader"]\n'):
        _, found = read_state(SourceFile("state.toml", zone), index_of(leader))
        assert [d.code for d in found] == ["MC214"]


def test_a_did_you_mean_is_also_a_suggestion_and_reads_in_japanese():
    _, found = read_state(SourceFile("state.toml", '[[players]]\nhero = "Spider Man"\n'), index_of())
    assert found[0].help("en") == "replace `Spider Man` with `Spider-Man`"
    assert "「Spider-Man」の誤りではありませんか？" in found[0].text("ja")
    assert "    2 | hero = \"Spider Man\"" in found[0].render()


def test_card_files_are_read_relative_to_the_state_and_a_missing_one_is_a_diagnostic(tmp_path):
    (tmp_path / "state.toml").write_text('cards = ["there.json", "missing.json"]\n[villain]\ncard = "Rhino"\n',
                                         encoding="utf-8")
    asked = []

    def read_files(paths):
        asked.extend(paths)
        return {str(tmp_path / "there.json"): ([CARDS[2]], []), str(tmp_path / "missing.json"): ([], [])}

    state, found = loader.load_state(str(tmp_path / "state.toml"), read_files=read_files)
    assert asked == [str(tmp_path / "there.json"), str(tmp_path / "missing.json")]
    assert [c.name for c in state.copies] == ["Rhino"]
    assert [(d.code, d.span.line, d.span.column) for d in found] == [("MC209", 1, 24)]


def test_a_card_file_that_does_not_exist_is_reported_through_the_pipeline(tmp_path):
    (tmp_path / "state.toml").write_text('cards = ["nowhere.champions"]\n', encoding="utf-8")
    _, found = loader.load_state(str(tmp_path / "state.toml"))
    assert [d.code for d in found] == ["MC209"]
    assert "nowhere.champions" in found[0].text()


def test_the_state_holds_what_the_file_says():
    state = game(peter(play='["Aunt May", { card = "Web-Shooter", counters = { web = 2 }, exhausted = true }]',
                       engaged='[{ card = "Hydra Mercenary", damage = 1, status = ["tough"] }]'))
    shooter = next(c for c in state.copies if c.name == "Web-Shooter")
    mercenary = next(c for c in state.copies if c.name == "Hydra Mercenary")
    assert (shooter.zone, shooter.owner, shooter.exhausted, shooter.counter("web")) == ("play", "Ana", True, 2)
    assert (mercenary.zone, mercenary.damage, mercenary.statuses) == ("engaged", 1, {"tough"})
    assert state.player("Ana").resources == (("energy", 1),)
    assert state.identity("Ana").name == "Spider-Man"


def test_the_other_side_of_an_identity_comes_from_its_code():
    state = game('[[players]]\nname = "Ana"\nhero = "Spider-Man"\nform = "alter-ego"\n')
    assert state.identity("Ana").name == "Peter Parker"
    assert state.player("Ana").hero.name == "Spider-Man"


# ---- seed 002: card abilities interact with cards in play; player cards act only in play -----------------

def test_cards_out_of_play_are_never_valid_targets():
    heal = card("First Aid", "event", ability("Response: After the round ends, heal 3 damage from an ally.", "response",
                                              condition="After the round ends",
                                              effects=[said("Heal 3 damage from an ally.",
                                                            Effect("heal", 3, target=target("ally")))]),
                stats={"cost": 0})
    ally_in_hand = game(peter(hand='["First Aid", "Black Cat"]'), heal)
    found = entry(timing(ally_in_hand, "the round ends")[0], "First Aid")
    assert found.initiate is False and problems(found) == ["no valid target in play for `a ally`"]
    ally_in_play = game(peter(hand='["First Aid"]', play='["Black Cat"]'), heal)
    assert entry(timing(ally_in_play, "the round ends")[0], "First Aid").initiate is True


def test_an_ally_in_hand_does_not_answer_but_an_event_card_in_hand_does():
    window = timing(game(peter()), "the villain initiates an attack against you")[0]
    assert "Swinging Web Kick" in [e.copy.name for e in window.entries]  # an event: from out of play
    hawkeye = card("Hawkeye", "ally", ability("Interrupt: When the villain initiates an attack against you, "
                                              "deal 1 damage to the villain.", "interrupt",
                                              condition="When the villain initiates an attack against you"))
    in_hand = game(peter(hand='["Hawkeye"]'), hawkeye)
    assert "Hawkeye" not in [e.copy.name for e in timing(in_hand, "the villain attacks you")[0].entries]
    in_play = game(peter(hand="[]", play='["Hawkeye"]'), hawkeye)
    assert "Hawkeye" in [e.copy.name for e in timing(in_play, "the villain attacks you")[0].entries]


def test_only_the_face_up_side_of_an_identity_is_in_play():
    assert "Spider-Man" in [e.copy.name for e in timing(game(peter()), "the villain attacks you")[0].entries]
    as_peter = game(peter(form="alter-ego"))
    assert as_peter.identity("Ana").name == "Peter Parker"
    assert "Spider-Man" not in [e.copy.name for e in timing(as_peter, "the villain attacks you")[0].entries]


# ---- seed 002: at least one valid target ------------------------------------------------------------------

ZAP = card("Zap", "event", ability("Interrupt: When the villain schemes, deal 5 damage to a minion.", "interrupt",
                                   condition="When the villain schemes",
                                   effects=[said("Deal 5 damage to a minion.", damage(5, "minion", "a"))]),
           stats={"cost": 0})


def _zap_state(engaged: str):
    return game(peter(hand='["Zap"]', engaged=engaged), ZAP)


def test_deal_5_damage_to_a_minion_cannot_be_initiated_with_no_minion_in_play():
    found = entry(timing(_zap_state("[]"), "the villain schemes")[0], "Zap")
    assert found.initiate is False
    assert problems(found) == ["no valid target in play for `a minion`"]


def test_deal_5_damage_to_a_minion_can_be_initiated_with_a_minion_in_play():
    assert entry(timing(_zap_state('["Hydra Mercenary"]'), "the villain schemes")[0], "Zap").initiate is True


@pytest.mark.parametrize("engaged, can, said", [
    ('["Hydra Mercenary"]', True, []),   # the minion: it was blocked, only `an ally` (its first target) looked for
    ("[]", False, ["no valid target in play for `an ally / a minion`"]),
], ids=["a-minion", "neither"])
def test_an_effect_whose_targets_or_joins_needs_one_of_them_in_play(engaged, can, said):
    (zap_ability,), found = read_text("Interrupt: When the villain schemes, deal 5 damage to an ally or a minion.")
    assert found == []
    zap = card("Zap", "event", zap_ability, stats={"cost": 0})
    found = entry(timing(game(peter(hand='["Zap"]', engaged=engaged), zap), "the villain schemes")[0], "Zap")
    assert (found.initiate, problems(found)) == (can, said)


@pytest.mark.parametrize("words, can, said", [
    ("an ally or a minion cannot attack this phase.", True, []),
    ("an ally and a minion cannot attack this phase.", True, []),
    ("a minion cannot attack this phase.", True, []),
    ("a side scheme or a minion cannot be removed this phase.", True, []),
    ("an ally or a minion cannot attack this phase. Deal 1 damage to a minion.", False,
     ["no valid target in play for `a minion`"]),
], ids=["or", "and", "one", "passive", "and-a-target"])
def test_the_subjects_of_a_prohibition_are_no_targets(words, can, said):
    """Seed 002's valid target is what an effect is done to: `The villain or a minion cannot attack` forbids its
    subjects something and needs none of them in play (no ally, no minion here); another effect's target still counts."""
    (zap_ability,), found = read_text(f"Interrupt: When the villain schemes, {words}")
    assert found == []
    zap = card("Zap", "event", zap_ability, stats={"cost": 0})
    found = entry(timing(game(peter(hand='["Zap"]'), zap), "the villain schemes")[0], "Zap")
    assert (found.initiate, problems(found)) == (can, said)


@pytest.mark.parametrize(("noun", "types", "can"), [
    ("villain", ("villain",), True),
    ("enemy", ("villain", "minion"), True),
    ("scheme", ("main_scheme", "side_scheme"), True),
    ("side scheme", ("side_scheme",), False),
    ("ally", ("ally",), False),
    ("hero", ("hero",), True),
    ("character", (), True),
    ("you", (), True),
])
def test_examples_of_targets(noun, types, can):
    zap = card("Zap", "event", ability("Interrupt: When the villain schemes, do it.", "interrupt",
                                       condition="When the villain schemes",
                                       effects=[said("Do it.", Effect("deal_damage", 1, target=target(noun, "a", types)))]),
               stats={"cost": 0})
    state = game(peter(hand='["Zap"]'), zap)
    assert entry(timing(state, "the villain schemes")[0], "Zap").initiate is can


def test_an_each_effect_chooses_no_target_and_a_may_part_does_not_need_one():
    each = card("Sweep", "event", ability("Interrupt: When the villain schemes, deal 1 damage to each minion.",
                                          "interrupt", condition="When the villain schemes",
                                          effects=[said("Deal 1 damage to each minion.", damage(1, "minion", "each"))]),
                stats={"cost": 0})
    state = game(peter(hand='["Sweep"]'), each)
    assert entry(timing(state, "the villain schemes")[0], "Sweep").initiate is True
    maybe = card("Maybe", "side_scheme", ability("Forced Response: After the villain schemes, you may deal 1 damage "
                                                 "to a minion.", "response", forced=True,
                                                 condition="After the villain schemes",
                                                 effects=[said("You may deal 1 damage to a minion.",
                                                               damage(1, "minion", "a"), optional=True)]))
    state = game(peter(after='[[side_schemes]]\ncard = "Maybe"\n'), maybe)
    found = entry(timing(state, "the villain schemes")[0], "Maybe")
    assert found.initiate is True and found.mandatory and found.optional_parts == ("You may deal 1 damage to a minion.",)


# ---- seed 002: which abilities are mandatory, which optional -----------------------------------------------

ON_ATTACK = "When the villain attacks you"
BY_TYPE = [
    # (ability, the event, mandatory)
    pytest.param(ability("While the villain attacks you, you get +1 DEF.", "constant", condition=ON_ATTACK),
                 "the villain attacks you", True, id="constant"),
    pytest.param(keyword("quickstrike"), "Gadget engages you", True, id="keyword"),
    pytest.param(ability("Setup: Draw 1 card.", "setup"), "setup", True, id="setup"),
    pytest.param(ability("Forced Interrupt: When the villain attacks you, draw 1 card.", "interrupt", forced=True,
                         condition=ON_ATTACK), "the villain attacks you", True, id="forced-interrupt"),
    pytest.param(ability("Forced Response: After the villain attacks you, draw 1 card.", "response", forced=True,
                         condition="After the villain attacks you"), "the villain attacks you", True,
                 id="forced-response"),
    pytest.param(ability("Interrupt: When the villain attacks you, draw 1 card.", "interrupt", condition=ON_ATTACK),
                 "the villain attacks you", False, id="interrupt"),
    pytest.param(ability("Response: After the villain attacks you, draw 1 card.", "response",
                         condition="After the villain attacks you"), "the villain attacks you", False, id="response"),
]


@pytest.mark.parametrize(("answer", "event", "mandatory"), BY_TYPE)
def test_mandatory_or_optional_by_the_type_of_the_ability(answer, event, mandatory):
    if answer.type == "keyword":
        state = game(peter(hand="[]", engaged='["Gadget"]'), card("Gadget", "minion", answer))
    else:
        state = game(peter(hand="[]", play='["Gadget"]'), card("Gadget", "upgrade", answer))
    found = entry(timing(state, event)[0], "Gadget", "keyword" if answer.type == "keyword" else "ability")
    assert found.mandatory is mandatory
    assert (found.users == ()) is mandatory  # mandatory ones are the game's; optional ones a player's


@pytest.mark.parametrize(("type_", "event", "where"), [
    ("when_revealed", "Gadget is revealed", "boost"),
    ("when_defeated", "Gadget is defeated", "engaged"),
    ("boost", "a boost card is turned faceup", "boost"),
])
def test_when_revealed_when_defeated_and_boost_are_mandatory_at_their_moment(type_, event, where):
    gadget = card("Gadget", "minion", ability(f"{type_}: Draw 1 card.", type_))
    text = peter(engaged='["Gadget"]') if where == "engaged" else peter(after='[[boost]]\ncard = "Gadget"\n')
    found = entry(timing(game(text, gadget), event)[0], "Gadget")
    assert (found.window, found.priority, found.mandatory, found.triggers) == ("at", 5, True, True)


def test_action_and_resource_abilities_answer_no_event():
    gadget = card("Gadget", "upgrade", ability("Action: Draw 1 card.", "action"),
                  ability("Resource: Generate a [wild] resource.", "resource"))
    state = game(peter(play='["Gadget"]'), gadget)
    for event in ("the villain attacks you", "the round ends", "setup"):
        assert "Gadget" not in [e.copy.name for e in timing(state, event)[0].entries]


def test_may_makes_the_rest_of_a_mandatory_ability_optional():
    gadget = card("Gadget", "upgrade", ability("Forced Response: After the villain attacks you, you may draw 1 card.",
                                               "response", forced=True, condition="After the villain attacks you",
                                               effects=[said("You may draw 1 card.", Effect("draw", 1), optional=True)]))
    state = game(peter(play='["Gadget"]'), gadget)
    window, steps = timing(state, "after the villain attacks you", resolve=True)
    assert entry(window, "Gadget").mandatory and entry(window, "Gadget").optional_parts == ("You may draw 1 card.",)
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Gadget")
    assert [line.render("en") for line in step.lines] == ["optional, the player chooses (by hand): You may draw 1 card."]
    assert step.state.player("Ana").drawn == 0


# ---- seed 002: who may use an ability ---------------------------------------------------------------------

TWO = '''you = "Ana"
[villain]
card = "Rhino"
[[players]]
name = "Ana"
hero = "Spider-Man"
play = {ana}
[[players]]
name = "Bo"
hero = "She-Hulk"
play = {bo}
{more}'''
SHE_HULK = card("She-Hulk", "hero", code="01002a")


def _two(ana: str = "[]", bo: str = "[]", more: str = "", cards=()):
    return game(TWO.format(ana=ana, bo=bo, more=more), SHE_HULK, *cards)


def test_each_card_of_a_name_you_control_is_the_cards_of_that_name_its_player_controls():
    """`each Surveillance Team you control` (printed) read its target as `you` (the noun of `you control`): the damage
    went to your identity. Now it is every card of that name you control, and no other player's; `each ally you
    control` keeps to yours too (it was every ally in play)."""
    from test_marvel_language import one

    for words, name in (("each Test Team you control", "Test Team"), ("each ally you control", "Test Team")):
        line = f"Forced Response: After the villain schemes, deal 1 damage to {words}."
        read, _ = one(line)
        assert read.effects[0].effects[0].target.noun == ("named" if "Team" in words else "ally"), words
        boss = card("Test Boss", "support", ability(line, "response", forced=True, condition="After the villain schemes",
                                                   effects=read.effects))
        team = card(name, "ally", stats={"health": 3})
        state = _two(ana='["Test Boss", "Test Team"]', bo='["Test Team"]', cards=(boss, team))
        _, steps = timing(state, "the villain schemes", resolve=True)
        after = steps[-1].state
        damaged = sorted((after.controller(c), c.damage) for c in after.copies if c.name == "Test Team")
        assert damaged == [("Ana", 1), ("Bo", 0)], words
        assert after.identity("Ana").damage == 0


def _optional(name: str, type_: str, text: str = "Interrupt: When the villain attacks you, draw 1 card.") -> CompiledCard:
    return card(name, type_, ability(text, "interrupt", condition=ON_ATTACK))


def test_the_controller_of_a_player_card_decides_whether_to_use_its_optional_ability():
    gadget = card("Gadget", "upgrade", ability("Interrupt: When the villain attacks, draw 1 card.", "interrupt",
                                               condition="When the villain attacks"))
    state = _two(bo='["Gadget"]', cards=[gadget])
    found = entry(timing(state, "the villain attacks you")[0], "Gadget")
    assert (found.controller, found.users, found.mandatory) == ("Bo", ("Bo",), False)


def test_any_player_can_use_an_optional_ability_on_an_encounter_card():
    state = _two(more='[[encounter]]\ncard = "Gadget"\n', cards=[_optional("Gadget", "environment")])
    found = entry(timing(state, "the villain attacks you")[0], "Gadget")
    assert (found.controller, found.users, found.able) == (None, ("Ana", "Bo"), ("Ana", "Bo"))
    assert "optional: any player may use it" in window_text(timing(state, "the villain attacks you")[0])


@pytest.mark.parametrize(("text", "attached_to", "users"), [
    ("Interrupt: When the villain attacks you, draw 1 card.", "She-Hulk", ("Bo",)),
    ("Interrupt: When the villain attacks, each player draws 1 card.", "She-Hulk", ("Ana", "Bo")),
    ("Interrupt: When the villain attacks you, draw 1 card.", "Rhino", ("Ana", "Bo")),
])
def test_only_the_controller_of_the_player_card_can_use_an_attachment_that_says_you(text, attached_to, users):
    condition = ON_ATTACK if "you," in text else "When the villain attacks"
    sticky = card("Sticky Goo", "attachment", ability(text, "interrupt", condition=condition))
    more = f'[[encounter]]\ncard = "Sticky Goo"\nattached_to = "{attached_to}"\n'
    state = attrs_you(_two(more=more, cards=[sticky]), "Bo")  # the attack is on Bo
    assert entry(timing(state, "the villain attacks you")[0], "Sticky Goo").users == users


def attrs_you(state, name: str):
    import attrs

    return attrs.evolve(state, you=name)


def test_only_the_player_with_an_obligation_in_their_play_area_can_use_it():
    duty = card("Family Emergency", "obligation", ability("Interrupt: When the villain attacks, exhaust your hero.",
                                                          "interrupt", condition="When the villain attacks"))
    state = _two(bo='["Family Emergency"]', cards=[duty])
    assert entry(timing(state, "the villain attacks you")[0], "Family Emergency").users == ("Bo",)


def test_you_in_a_condition_is_the_controller_of_the_card():
    gadget = card("Gadget", "upgrade", ability("Interrupt: When the villain attacks you, draw 1 card.", "interrupt",
                                               condition=ON_ATTACK))
    state = _two(bo='["Gadget"]', cards=[gadget])
    assert "Gadget" not in [e.copy.name for e in timing(state, "the villain attacks you")[0].entries]  # you: Ana
    assert "Gadget" in [e.copy.name for e in timing(attrs_you(state, "Bo"), "the villain attacks you")[0].entries]


def test_forced_when_revealed_and_when_defeated_abilities_are_triggered_by_the_game():
    state = game(peter(engaged='["Shocker"]'))
    window = timing(state, "Shocker is defeated")[0]
    assert "mandatory: the game resolves it" in window_text(window)
    assert window_json(window)["entries"][0]["used_by"] == "game"


# ---- seed 002: the form a trigger names --------------------------------------------------------------------

def test_a_hero_trigger_needs_hero_form():
    window = timing(game(peter(form="alter-ego")), "you are dealt 2 damage from an attack")[0]
    found = entry(window, "Backflip")
    assert found.initiate is False
    assert problems(found) == ["it needs hero form, and Ana is in alter-ego form"]
    assert entry(timing(game(peter()), "you are dealt 2 damage from an attack")[0], "Backflip").initiate is True


def test_when_revealed_hero_or_alter_ego_resolves_by_the_form_of_the_player():
    for form, usable in (("hero", "hero"), ("alter-ego", "alter_ego")):
        window = timing(game(peter(form=form)), "Stampede is revealed")[0]
        able = [e.ability.form for e in window.entries if e.copy.name == "Stampede" and e.initiate]
        assert able == [usable]


# ---- seed 002: a quoted trigger is not a trigger -------------------------------------------------------------

def test_a_quoted_trigger_names_other_abilities_and_is_not_the_abilitys_own():
    target_acquired = card("Target Acquired", "upgrade",
                           ability('Cancel the "Boost:" ability of each boost card.', "constant", references=("boost",)),
                           ability('Response: After you resolve an "Interrupt" ability, draw 1 card.', "response",
                                   condition='After you resolve an "Interrupt" ability', references=("interrupt",)))
    state = game(peter(play='["Target Acquired"]', after='[[boost]]\ncard = "Hydra Mercenary"\n'), target_acquired)
    at_boost = timing(state, "a boost card is turned faceup")[0]
    assert [(e.ability.type, e.priority) for e in at_boost.entries] == []  # not a boost ability (nor a resolution)
    window = timing(state, "you resolve Backflip")[0]   # (a resolution: the event its condition is about)
    quoted = entry(window, "Target Acquired")
    assert (quoted.window, quoted.priority, quoted.triggers) == ("after", 7, None)  # a response, never an interrupt
    assert [r.render("en") for r in quoted.trigger_reasons] == [
        'the condition\'s words `an "interrupt" ability` are not ones statblock can compare']


# ---- seed 002: simultaneous timing priority 1-8 ------------------------------------------------------------

def test_abilities_answering_an_attack_come_in_priority_order():
    on = "When Black Cat attacks"
    after = "After Black Cat attacks"
    cards = [
        card("Rhino II", "villain", keyword("retaliate", 1)),
        card("Grit", "support", ability("While Black Cat attacks, she gets +1 ATK.", "constant", condition=on)),
        card("Alarm", "environment", ability("Forced Interrupt: When Black Cat attacks, draw 1 card.", "interrupt",
                                             forced=True, condition=on)),
        card("Trick", "upgrade", ability("Interrupt: When Black Cat attacks, draw 1 card.", "interrupt", condition=on)),
        card("Echo", "environment", ability("Forced Response: After Black Cat attacks, draw 1 card.", "response",
                                            forced=True, condition=after)),
        card("Cheer", "upgrade", ability("Response: After Black Cat attacks, draw 1 card.", "response", condition=after)),
    ]
    text = '''[villain]
card = "Rhino II"
[[encounter]]
card = "Echo"
[[encounter]]
card = "Alarm"
[[players]]
name = "Ana"
hero = "Spider-Man"
play = ["Cheer", "Trick", { card = "Black Cat", status = ["confused"] }, "Grit"]
'''
    window = timing(game(text, *cards), "Black Cat attacks the villain")[0]
    assert [(e.window, e.priority, e.copy.name) for e in window.entries] == [
        ("before", 1, "Grit"), ("before", 3, "Alarm"), ("before", 4, "Trick"),
        ("after", 1, "Rhino II"), ("after", 6, "Echo"), ("after", 7, "Cheer"), ("after", 8, "Black Cat")]
    stunned = game(text.replace('"confused"', '"stunned"'), *cards)
    assert [(e.priority, e.copy.name) for e in timing(stunned, "Black Cat attacks the villain")[0].in_window("before")] \
        == [(1, "Grit"), (2, "Black Cat"), (3, "Alarm"), (4, "Trick")]


def test_abilities_answering_a_defeat_come_in_priority_order():
    when, after = "When a minion is defeated", "After a minion is defeated"
    cards = [
        card("Grit", "support", ability("While a minion is defeated, draw.", "constant", condition=when)),
        card("Alarm", "environment", ability("Forced Interrupt: When a minion is defeated, draw 1 card.", "interrupt",
                                             forced=True, condition=when)),
        card("Trick", "upgrade", ability("Interrupt: When a minion is defeated, draw 1 card.", "interrupt",
                                         condition=when)),
        card("Echo", "environment", ability("Forced Response: After a minion is defeated, draw 1 card.", "response",
                                            forced=True, condition=after)),
        card("Cheer", "upgrade", ability("Response: After a minion is defeated, draw 1 card.", "response",
                                         condition=after)),
    ]
    text = peter(hand="[]", play='["Cheer", "Trick", "Grit"]', engaged='["Shocker"]',
                 after='[[encounter]]\ncard = "Echo"\n[[encounter]]\ncard = "Alarm"\n')
    window = timing(game(text, *cards), "a minion is defeated")[0]
    assert [(e.window, e.priority, e.copy.name) for e in window.entries] == [
        ("before", 1, "Grit"), ("before", 3, "Alarm"), ("before", 4, "Trick"), ("at", 5, "Shocker"),
        ("after", 6, "Echo"), ("after", 7, "Cheer")]
    assert [e["priority"] for e in window_json(window)["entries"]] == [1, 3, 4, 5, 6, 7]


def test_each_instance_of_the_same_ability_answers_on_its_own():
    state = game(peter(hand="[]", after='[[encounter]]\ncard = "Alarm"\n[[encounter]]\ncard = "Alarm"\n'),
                 card("Alarm", "environment", ability("Forced Interrupt: When the villain attacks you, draw 1 card.",
                                                      "interrupt", forced=True, condition=ON_ATTACK)))
    ids = [e.copy.id for e in timing(state, "the villain attacks you")[0].entries if e.copy.name == "Alarm"]
    assert len(ids) == len(set(ids)) == 2


def test_a_constant_ability_with_a_state_condition_is_always_on_and_not_listed():
    grit = card("Grit", "support", ability("While you are in hero form, you get +1 DEF.", "constant",
                                           condition="While you are in hero form"),
                ability("You get +1 ATK.", "constant"))
    state = game(peter(play='["Grit"]'), grit)
    assert "Grit" not in [e.copy.name for e in timing(state, "the villain attacks you")[0].entries]


# ---- limits and costs ----------------------------------------------------------------------------------------

TRACER = card("Spider-Tracer", "upgrade",
              ability("Interrupt: When the villain attacks you, draw 1 card. (Limit once per round.)", "interrupt",
                      condition=ON_ATTACK, effects=[said("Draw 1 card.", Effect("draw", 1))], limit=Limit("round", 1)))


@pytest.mark.parametrize(("used", "can"), [(0, True), (1, False)])
def test_a_limit_used_up_stops_an_ability(used, can):
    state = game(peter(play=f'[{{ card = "Spider-Tracer", used = {used} }}]'), TRACER)
    found = entry(timing(state, "the villain attacks you")[0], "Spider-Tracer")
    assert found.initiate is can
    if not can:
        assert problems(found) == ["its limit is used up (1 of 1 this round)"]


def test_the_end_of_the_round_starts_the_limits_over():
    state = game(peter(play='[{ card = "Spider-Tracer", used = 1 }]'), TRACER)
    steps = timing(state, "the round ends", resolve=True)[1]
    assert [s.kind for s in steps] == ["event"]
    assert next(c for c in steps[0].state.copies if c.name == "Spider-Tracer").used == (0,)


def _limited(scope: str, per_player: bool = False, type_: str = "environment") -> CompiledCard:
    words = f"(Limit once per {scope.replace('_', ' ')}{' per player' if per_player else ''}.)"
    return card("Glider", type_, ability(f"Interrupt: When the villain attacks you, draw 1 card. {words}", "interrupt",
                                         condition=ON_ATTACK, effects=[said("Draw 1 card.", Effect("draw", 1))],
                                         limit=Limit(scope, 1, words, per_player)))


@pytest.mark.parametrize(("per_player", "used", "can", "said_"), [
    (True, 0, True, []),
    (True, 1, None, ["its limit is per player ((Limit once per round per player.)) and it was used 1 times this round "
                     "by all players: check whether this player has used it up"]),
    (True, 2, False, ["its limit is used up (2 of 1 this round)"]),
    (False, 1, False, ["its limit is used up (1 of 1 this round)"]),
], ids=["unused", "one-player-used-it", "every-player-used-it", "not-per-player"])
def test_a_limit_per_player_on_a_shared_card_is_used_up_only_when_each_player_used_it(per_player, used, can, said_):
    """A card's own words: `Limit once per round per player.` (The Grand Collection, Advanced Glider) lets each
    player use it once; `used` counts all players' uses, so with two players one use leaves the other's open."""
    glider = _limited("round", per_player)
    state = _two(more=f'[[encounter]]\ncard = "Glider"\nused = {used}\n', cards=[glider])
    found = entry(timing(state, "the villain attacks you")[0], "Glider")
    assert (found.initiate, problems(found)) == (can, said_)


@pytest.mark.parametrize(("scope", "used", "can"), [
    ("attack", 0, True), ("attack", 1, False), ("activation", 1, False), ("basic_power_use", 1, False),
    ("round_for_each_aspect", 0, True), ("round_for_each_aspect", 1, None), ("card", 0, True), ("card", 1, None),
])
def test_a_limit_on_uses_in_an_attack_or_activation_is_counted_not_ignored(scope, used, can):
    """`(Max once per attack.)`, `(Max once per activation.)`, `(Max 1 per basic power use.)` limit uses as `Limit
    once per round.` does: a used-up one was listed as usable. `(limit once per round for each aspect.)` counts each
    aspect apart, which `used` does not say: a judgement once used."""
    state = game(peter(after=f'[[encounter]]\ncard = "Glider"\nused = {used}\n'), _limited(scope))
    assert entry(timing(state, "the villain attacks you")[0], "Glider").initiate is can


@pytest.mark.parametrize(("scope", "event", "after"), [
    ("attack", "the villain phase ends", 0), ("attack", "the round ends", 0), ("phase", "the villain phase ends", 0),
    ("round", "the villain phase ends", 1), ("round", "the round ends", 0), ("game", "the round ends", 1),
    ("card", "the villain phase ends", 0),
])
def test_limits_start_over_when_their_period_ends(scope, event, after):
    state = game(peter(after='[[encounter]]\ncard = "Glider"\nused = 1\n'), _limited(scope))
    steps = timing(state, event, resolve=True)[1]
    assert next(c for c in steps[-1].state.copies if c.name == "Glider").used == (after,)


WEB_SHOT = card("Web Shot", "upgrade",
                ability("Interrupt: When the villain attacks you, exhaust Web Shot and spend [energy][energy] "
                        "resources → stun the villain.", "interrupt", condition=ON_ATTACK,
                        costs=[Cost("exhaust", what="Web Shot", text="exhaust Web Shot"),
                               Cost("spend", 2, ("energy", "energy"), text="spend [energy][energy] resources")],
                        effects=[said("Stun the villain.", Effect("stun", target=target("villain", "the")))]))


@pytest.mark.parametrize(("entry_", "resources", "can", "said_"), [
    ('"Web Shot"', "{ energy = 2 }", True, []),
    ('"Web Shot"', "{ energy = 1, wild = 1 }", True, []),
    ('{ card = "Web Shot", exhausted = true }', "{ energy = 2 }", False, ["Web Shot is exhausted"]),
    ('"Web Shot"', "{ energy = 1 }", False, ["Ana has 1 resources, and it costs 2"]),
    ('"Web Shot"', "{ mental = 2 }", False, ["Ana's resources cannot pay [energy] [energy]"]),
    ('"Web Shot"', "2", None, ["Ana's resources are given without their kinds: check that they pay for it"]),
])
def test_a_cost_must_be_payable(entry_, resources, can, said_):
    state = game(peter(play=f"[{entry_}]", resources=resources), WEB_SHOT)
    found = entry(timing(state, "the villain attacks you")[0], "Web Shot")
    assert (found.initiate, problems(found)) == (can, said_)


def test_an_event_card_needs_its_printed_cost():
    found = entry(timing(game(peter()), "the villain initiates an attack against you")[0], "Swinging Web Kick")
    assert (found.initiate, problems(found)) == (False, ["Ana has 1 resources, and it costs 3"])


def test_removing_counters_needs_the_counters():
    shooter = card("Web-Shooter", "upgrade",
                   ability("Interrupt: When the villain attacks you, remove 1 web counter from Web-Shooter → draw 1 card.",
                           "interrupt", condition=ON_ATTACK, costs=[Cost("remove_counters", 1, what="web")]))
    for counters, can in (("{ web = 1 }", True), ("{}", False)):
        state = game(peter(play=f'[{{ card = "Web-Shooter", counters = {counters} }}]'), shooter)
        assert entry(timing(state, "the villain attacks you")[0], "Web-Shooter").initiate is can


# ---- matching conditions: yes, no, or needs a judgement -----------------------------------------------------

def test_a_condition_asking_more_than_the_event_says_needs_a_judgement():
    state = game(peter())
    found = entry(timing(state, "after Rhino attacks you")[0], "Rhino")
    assert found.triggers is None
    assert [r.render("en") for r in found.trigger_reasons] == ["the event does not say that the attack damaged"]
    assert entry(timing(state, "after Rhino attacks and damages you")[0], "Rhino").triggers is True


def test_an_event_naming_a_kind_of_card_matches_a_named_card_only_when_it_can_be_no_other():
    merc = card("Hydra Mercenary", "minion", ability("Forced Interrupt: When Hydra Mercenary attacks you, draw.",
                                                     "interrupt", forced=True, condition="When Hydra Mercenary attacks you"))
    one = game(peter(engaged='["Hydra Mercenary"]'), merc)
    assert entry(timing(one, "a minion attacks you")[0], "Hydra Mercenary").triggers is True
    two = game(peter(engaged='["Hydra Mercenary", "Shocker"]'), merc)
    found = entry(timing(two, "a minion attacks you")[0], "Hydra Mercenary")
    assert found.triggers is None and "not every card it may mean" in found.trigger_reasons[0].render("en")
    assert "Hydra Mercenary" not in [e.copy.name for e in timing(two, "Shocker attacks you")[0].entries]


def test_an_attack_is_an_activation_but_an_activation_may_not_be_an_attack():
    rhino = card("Rhino", "villain", ability("Forced Interrupt: When Rhino activates against you, draw.", "interrupt",
                                             forced=True, condition="When Rhino activates against you"),
                 ability("Forced Interrupt: When Rhino attacks you, draw.", "interrupt", forced=True,
                         condition="When Rhino attacks you"))
    state = game(peter(), rhino)
    attack = timing(state, "the villain attacks you")[0]
    assert [e.triggers for e in attack.entries if e.copy.name == "Rhino"] == [True, True]
    activation = timing(state, "the villain activates against you")[0]
    assert [e.triggers for e in activation.entries if e.copy.name == "Rhino"] == [True, None]


def test_a_condition_in_words_outside_the_vocabulary_needs_a_judgement():
    odd = card("Oddity", "upgrade", ability("Interrupt: When the moon is full, draw 1 card.", "interrupt",
                                            condition="When the moon is full"))
    found = entry(timing(game(peter(play='["Oddity"]'), odd), "the villain attacks you")[0], "Oddity")
    assert found.triggers is None and found.window == "before"


def test_an_interrupt_answers_before_and_a_response_after_the_event():
    state = game(peter())
    assert [e.copy.name for e in timing(state, "after the villain attacks you")[0].entries] == ["Rhino"]
    assert {(e.window, e.ability.type) for e in timing(state, "when the villain attacks you")[0].entries} == {
        ("before", "interrupt")}


# ---- the card the event brings --------------------------------------------------------------------------------

def test_a_card_played_answers_its_own_play():
    window = timing(game(peter()), "after you play Black Cat")[0]
    assert [(e.copy.name, e.copy.zone, e.triggers) for e in window.entries] == [("Black Cat", "hand", True)]


def test_setup_lets_only_setup_abilities_of_player_cards_resolve():
    aunt = card("Aunt May", "support", ability("Setup: Put Aunt May into play.", "setup"),
                ability("Response: After a minion enters play, draw 1 card.", "response",
                        condition="After a minion enters play"))
    state = game(peter(play='["Aunt May"]'), aunt)
    assert [(e.ability.type, e.initiate) for e in timing(state, "setup")[0].entries] == [("setup", True)]
    found = entry(timing(state, "a minion enters play during setup")[0], "Aunt May")
    assert found.initiate is False
    assert problems(found) == ["a player card's abilities do not resolve during setup, unless they are `Setup` abilities"]
    assert entry(timing(state, "a minion enters play")[0], "Aunt May").initiate is True


# ---- --resolve ------------------------------------------------------------------------------------------------

def test_resolve_runs_forced_interrupts_then_the_event_then_forced_responses():
    window, steps = timing(game(peter(hand="[]")), "the villain attacks you", resolve=True)
    assert [(s.kind, s.entry.ability.trigger if s.entry else None) for s in steps] == [
        ("resolved", "Forced Interrupt"), ("event", None), ("by_hand", "Forced Response")]
    assert steps[0].state.identity("Ana").damage == 1
    assert [line.render("en") for line in steps[0].lines] == ["Spider-Man takes 1 damage (0 → 1)"]
    assert [line.render("en") for line in steps[1].lines] == ["resolve the event itself by hand"]
    assert steps[2].lines[0].render("en") == "resolve by hand: whether it triggers needs a judgement"
    assert window.state.identity("Ana").damage == 0  # the state given is left as it was


@pytest.mark.parametrize(("forced", "line"), [
    ((True, True), "Alarm, Siren: the same priority (3); the rules give no order among them, so they are resolved here "
                   "in the order listed: check that order by hand"),
    ((True, False), None),
], ids=["two-forced-interrupts", "a-forced-and-an-optional-interrupt"])
def test_two_mandatory_answers_of_the_same_priority_say_their_order_is_not_the_seeds(forced, line):
    """Seed 002 orders "abilities with the same triggering condition" by rank ("3. "Forced Interrupt" abilities."),
    and says nothing of two of one rank: `--resolve` keeps the list's order, and says that order is not the rule's."""
    cards = [card(name, "environment", ability("Interrupt: When the villain schemes, draw 1 card.", "interrupt",
                                               forced=f, condition="When the villain schemes",
                                               effects=[said("Draw 1 card.", Effect("draw", 1))]))
             for name, f in zip(("Alarm", "Siren"), forced)]
    state = game(peter(after='[[encounter]]\ncard = "Alarm"\n[[encounter]]\ncard = "Siren"\n'), *cards)
    steps = timing(state, "the villain schemes", resolve=True)[1]
    first = [line_.render("en") for line_ in steps[0].lines]
    assert (first[0] if line else first) == (line or ["Ana draws 1 (drawn so far: 1)"])
    assert steps[-1].state.player("Ana").drawn == (2 if line else 1)


@pytest.mark.parametrize(("villain", "more", "stunned", "line"), [
    ((), "", True, "Rhino gets a stunned status card"),
    ((keyword("stalwart"),), "", False, "Rhino has stalwart: it cannot be stunned or confused, and gets no stunned "
                                       "status card"),
    ((keyword("steady"),), "", False, "resolve by hand: Rhino has steady, and is stunned only with 2 such status "
                                     "cards, which a state file does not hold"),
    ((), "Hard Skin", False, "resolve by hand: Hard Skin may give Rhino stalwart or steady (its words name them): "
                             "check whether it gets a stunned status card"),
], ids=["no-keyword", "stalwart", "steady", "given-by-another-card"])
def test_a_stalwart_character_cannot_be_stunned_by_a_mandatory_effect(villain, more, stunned, line):
    """A keyword's "cannot" beats an effect that would stun: a stalwart villain was given the stunned status card."""
    stun = card("Net", "environment", ability(
        "Forced Response: After the villain schemes, stun the villain.", "response", forced=True,
        condition="After the villain schemes",
        effects=[said("Stun the villain.", Effect("stun", target=target("villain", "the", ("villain",))))]))
    skin = card("Hard Skin", "environment", ability("The villain gains stalwart.", "constant"))
    rhino = card("Rhino", "villain", *villain)
    after = '[[encounter]]\ncard = "Net"\n' + (f'[[encounter]]\ncard = "{more}"\n' if more else "")
    steps = timing(game(peter(after=after), stun, skin, rhino), "after the villain schemes", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Net")
    assert [line_.render("en") for line_ in step.lines] == [line]
    assert ("stunned" in next(c for c in step.state.copies if c.name == "Rhino").statuses) is stunned


@pytest.mark.parametrize(("amount", "stunned", "line"), [
    (None, True, "Rhino gets a stunned status card"),
    (2, False, "resolve by hand: Place 2 stunned status cards on the villain."),
], ids=["one", "two"])
def test_more_than_one_status_card_given_at_once_is_left_by_hand(amount, stunned, line):
    """A state holds one of each status card: two given at once are a person's to keep, never one applied."""
    words = "Place a stunned status card on the villain." if amount is None else \
        "Place 2 stunned status cards on the villain."
    stun = card("Net", "environment", ability(
        f"Forced Response: After the villain schemes, {words[0].lower()}{words[1:]}", "response", forced=True,
        condition="After the villain schemes",
        effects=[said(words, Effect("stun", amount, target=target("villain", "the", ("villain",)), text=words))]))
    steps = timing(game(peter(after='[[encounter]]\ncard = "Net"\n'), stun, card("Rhino", "villain")),
                   "after the villain schemes", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Net")
    assert [line_.render("en") for line_ in step.lines] == [line]
    assert ("stunned" in next(c for c in step.state.copies if c.name == "Rhino").statuses) is stunned


@pytest.mark.parametrize(("holder", "words", "effect", "changed"), [
    ("Rhino", "Rhino cannot take damage while a minion is in play.", Effect("deal_damage", 2,
                                                                          target=target("villain", "the", ("villain",))),
     "Rhino from taking this damage"),
    ("The Break-In!", "Threat cannot be removed from this scheme.", Effect(
        "remove_threat", 1, target=target("main scheme", "the", ("main_scheme",))), "The Break-In! from having threat "
                                                                                   "removed"),
    ("Bomb Scare", "Heroes cannot be healed.", Effect("heal", 1, target=target("hero", "your")),
     "Spider-Man from being healed"),
    ("Bomb Scare", "The villain cannot be stunned.", Effect("stun", target=target("villain", "the", ("villain",))),
     "Rhino from being stunned"),
    ("Bomb Scare", "Minions cannot be healed.", Effect("heal", 1, target=target("hero", "your")), None),
    # the same in Japanese: it was never read as a "cannot" (the change was made)
    ("Rhino", "Rhinoはミニオンが場にある間ダメージを受けない。", Effect("deal_damage", 2,
                                                              target=target("villain", "the", ("villain",))),
     "Rhino from taking this damage"),
    ("The Break-In!", "このスキームから脅威を取り除くことはできない。", Effect(
        "remove_threat", 1, target=target("main scheme", "the", ("main_scheme",))), "The Break-In! from having threat "
                                                                                   "removed"),
    ("Bomb Scare", "ヒーローは回復できない。", Effect("heal", 1, target=target("hero", "your")),
     "Spider-Man from being healed"),
    ("Bomb Scare", "悪役はスタン状態にならない。", Effect("stun", target=target("villain", "the", ("villain",))),
     "Rhino from being stunned"),
    ("Bomb Scare", "ミニオンは回復できない。", Effect("heal", 1, target=target("hero", "your")), None),
    ("Bomb Scare", "ヒーローはミニオンが場にある間回復できない。", Effect("heal", 1, target=target("hero", "your")),
     "Spider-Man from being healed"),
    ("Bomb Scare", "ヒーローが攻撃した後、ミニオンは回復できない。", Effect("heal", 1, target=target("hero", "your")), None),
    # subjects joined by `or`: both are forbidden
    ("Bomb Scare", "Minions or heroes cannot be healed.", Effect("heal", 1, target=target("hero", "your")),
     "Spider-Man from being healed"),
    ("Bomb Scare", "ミニオンまたはヒーローは回復できない。", Effect("heal", 1, target=target("hero", "your")),
     "Spider-Man from being healed"),
], ids=["own-name", "this-scheme", "by-kind", "stun", "another-kind", "ja-own-name", "ja-this-scheme", "ja-by-kind",
        "ja-stun", "ja-another-kind", "ja-kind-in-a-while", "ja-kind-in-a-condition", "or", "ja-or"])
def test_a_cannot_in_play_wins_over_a_mandatory_effect(holder, words, effect, changed):
    """A constant "cannot" of a card in play keeps `--resolve` from making the change it forbids (it made it): the
    change is left by hand, with the words (whose `while …` a person judges); a "cannot" about other cards is none."""
    (constant,), found = read_text(words)
    assert found == [] and constant.effects[0].effects[0].kind == "prohibit"
    holders = {"Rhino": card("Rhino", "villain", constant), "The Break-In!": card("The Break-In!", "main_scheme",
                                                                                   constant),
               "Bomb Scare": card("Bomb Scare", "side_scheme", constant)}
    net = card("Net", "environment", ability("Forced Response: After the villain schemes, do it.", "response",
                                             forced=True, condition="After the villain schemes",
                                             effects=[said("Do it.", effect)]))
    text = peter(villain="damage = 1", after='[[side_schemes]]\ncard = "Bomb Scare"\n[[encounter]]\ncard = "Net"\n')
    text = text.replace('form = "hero"', 'form = "hero"\ndamage = 2')
    state = game(text, net, holders[holder])
    step = next(s for s in timing(state, "after the villain schemes", resolve=True)[1] if s.entry is not None)
    lines = [line.render("en") for line in step.lines]
    if changed is None:
        assert lines == ["Spider-Man heals 1 damage (2 → 1)"]
    else:
        assert lines == [f"resolve by hand: {holder} says “{words}”, and a “cannot” wins: check whether it keeps "
                         f"{changed} now"]
        assert step.changed == ()


@pytest.mark.parametrize("words", ["Shocker cannot be defeated.", "Shockerは倒されない。"], ids=["en", "ja"])
def test_a_card_that_cannot_be_defeated_is_not_taken_out_of_play_by_its_defeat(words):
    (constant,), _ = read_text(words)
    state = game(peter(engaged='["Shocker"]'), card("Shocker", "minion", constant))
    event = timing(state, "Shocker is defeated", resolve=True)[1][0]
    assert [line.render("en") for line in event.lines] == [
        f"resolve by hand: Shocker says “{words}”, and a “cannot” wins: check whether it keeps "
        "Shocker from being defeated now"]
    assert "Shocker" in [c.name for c in event.state.copies]


def test_a_status_card_replaces_the_event_and_nothing_answers_it_after():
    state = game(peter(hand="[]", villain='status = ["stunned"]'))
    steps = timing(state, "the villain attacks you", resolve=True)[1]
    assert [s.kind for s in steps] == ["resolved", "replaced"]
    assert _lines(steps[1])[0].startswith("the status card replaces the event")
    assert steps[0].entry.status == "stunned"
    assert next(c for c in steps[0].state.copies if c.name == "Rhino").statuses == frozenset()
    assert steps[0].state.identity("Ana").damage == 0


def test_a_tough_status_card_prevents_damage():
    text = peter(hand="[]").replace('form = "hero"', 'form = "hero"\nstatus = ["tough"]')
    steps = timing(game(text), "you are dealt 3 damage", resolve=True)[1]
    assert [s.kind for s in steps] == ["resolved", "replaced"]
    assert steps[-1].state.identity("Ana").damage == 0 and not steps[-1].state.identity("Ana").statuses


def test_resolve_applies_typed_effects_and_leaves_text_to_be_resolved_by_hand():
    steps = timing(game(peter(engaged='["Shocker"]')), "Shocker is defeated", resolve=True)[1]
    assert [s.kind for s in steps] == ["event", "resolved"]
    assert "Shocker" not in [c.name for c in steps[0].state.copies]
    assert [line.render("en") for line in steps[1].lines] == ["resolve by hand: Each player takes 1 damage."]


def test_each_player_takes_damage_is_applied_to_each_identity():
    shocker = card("Shocker", "minion", ability(
        "When Defeated: Each player takes 1 damage.", "when_defeated",
        effects=[said("Each player takes 1 damage.", Effect("take_damage", 1, target=Target("player", "each", None, (),
                                                                                              "each player")))]))
    steps = timing(_two(more='[[encounter]]\ncard = "Shocker"\n', cards=[shocker]), "Shocker is defeated",
                   resolve=True)[1]
    assert [line.render("en") for line in steps[-1].lines] == ["Spider-Man takes 1 damage (0 → 1)",
                                                               "She-Hulk takes 1 damage (0 → 1)"]


@pytest.mark.parametrize("kind, en, ja", [
    ("indirect", ["resolve by hand, each player assigning the indirect damage among the identity and allies they "
                  "control: Each player takes 1 indirect damage."],
     ["間接ダメージは各プレイヤーが自分のコントロールするアイデンティティと味方に割り振ります。手で解決してください："
      "Each player takes 1 indirect damage."]),
    ("consequential", ["Spider-Man takes 1 damage (0 → 1)", "She-Hulk takes 1 damage (0 → 1)"], None),
])
def test_indirect_damage_is_left_to_the_players_to_assign(kind, en, ja):
    """Indirect damage is assigned by its player among the identity and the allies they control: `--resolve` leaves it
    by hand, saying so (it put all of it on each identity, the effect's kind unread); damage of another kind is
    taken as it is."""
    words = f"Each player takes 1 {kind} damage."
    shocker = card("Shocker", "minion", ability(
        "When Defeated: " + words, "when_defeated",
        effects=[said(words, Effect("take_damage", 1, target=Target("player", "each", None, (), "each player"),
                                    text=words, damage_kind=kind))]))
    steps = timing(_two(more='[[encounter]]\ncard = "Shocker"\n', cards=[shocker]), "Shocker is defeated",
                   resolve=True)[1]
    assert [line.render("en") for line in steps[-1].lines] == en
    assert ja is None or [line.render("ja") for line in steps[-1].lines] == ja


@pytest.mark.parametrize("words, effect, lines", [
    ("heal a total of 2 damage from your hero.", Effect("heal", 2, target=Target("hero", "your", None, ("hero",), "your hero"),
                                                       shared=True),
     ["resolve by hand: heal a total of 2 damage from your hero."]),
    ("deal up to 2 damage to the villain.", attrs.evolve(damage(2, "villain", "the"), up_to=True),
     ["resolve by hand: deal up to 2 damage to the villain."]),
    ("deal 2 damage to the villain.", damage(2, "villain", "the"), ["Rhino takes 2 damage (0 → 2)"]),
], ids=["a-total-of", "up-to", "exact"])
def test_resolve_leaves_an_amount_to_divide_or_at_most_to_a_player(words, effect, lines):
    """`a total of 2 damage` is divided as a player says, `up to 2` is as much as a player says: by hand, never the whole
    amount to each target (read from the effect's `shared` and `up_to`, as the language reads them)."""
    drill = card("Drill", "environment", ability(f"Forced Response: After the villain schemes, {words}", "response",
                                                 forced=True, condition="After the villain schemes",
                                                 effects=[said(words[0].upper() + words[1:], attrs.evolve(effect, text=words))]))
    steps = timing(game(peter(after='[[encounter]]\ncard = "Drill"\n'), drill), "after the villain schemes",
                   resolve=True)[1]
    assert [line.render("en") for line in steps[0].lines] == lines


def test_resolve_applies_keywords_when_a_card_enters_play():
    steps = timing(_two(), "Bomb Scare enters play", resolve=True)[1]
    assert [s.kind for s in steps] == ["event", "resolved"]
    scare = next(c for c in steps[-1].state.copies if c.name == "Bomb Scare")
    assert (scare.zone, scare.threat) == ("side_schemes", 2)  # hinder 1 per hero, two heroes
    steps = timing(game(peter()), "Web-Shooter enters play", resolve=True)[1]
    shooter = next(c for c in steps[-1].state.copies if c.name == "Web-Shooter")
    assert (shooter.zone, shooter.owner, shooter.counter("web")) == ("play", "Ana", 3)


def test_resolve_applies_sentences_one_at_a_time_and_then_only_after_what_it_follows():
    drill = card("Drill", "environment", ability(
        "Forced Response: After the villain schemes, place 1 threat on the main scheme. Then, draw 1 card. "
        "Choose an enemy. Then, deal 1 damage to it.", "response", forced=True, condition="After the villain schemes",
        effects=[said("Place 1 threat on the main scheme.",
                      Effect("place_threat", 1, target=target("main scheme", "the", ("main_scheme",)))),
                 said("Then, draw 1 card.", Effect("draw", 1), then=True),
                 said("Choose an enemy.", Effect("text", text="Choose an enemy.")),
                 said("Then, deal 1 damage to it.", damage(1, "enemy", "the"), then=True)]))
    steps = timing(game(peter(after='[[encounter]]\ncard = "Drill"\n'), drill), "after the villain schemes",
                   resolve=True)[1]
    assert [line.render("en") for line in steps[0].lines] == [
        "threat on The Break-In!: 3 → 4", "Ana draws 1 (drawn so far: 1)", "resolve by hand: Choose an enemy.",
        "by hand (it resolves only if the sentence before it did): Then, deal 1 damage to it."]
    assert steps[0].state.player("Ana").drawn == 1


def test_resolve_flips_the_identity_when_the_player_changes_form():
    steps = timing(game(peter()), "you change to alter-ego form", resolve=True)[1]
    assert steps[0].state.player("Ana").form == "alter_ego"
    assert steps[0].state.identity("Ana").name == "Peter Parker"


def test_retaliate_deals_damage_to_the_attacker_after_the_attack():
    text = peter(hand="[]").replace('card = "Rhino"', 'card = "Rhino II"')
    state = game(text, card("Rhino II", "villain", keyword("retaliate", 1)))
    steps = timing(state, "you attack the villain", resolve=True)[1]
    assert [s.kind for s in steps] == ["event", "resolved"]
    assert steps[-1].state.identity("Ana").damage == 1


def test_a_choice_of_target_is_left_to_the_player():
    blast = card("Blast", "environment", ability("Forced Response: After the villain schemes, deal 2 damage to a "
                                                 "minion.", "response", forced=True, condition="After the villain schemes",
                                                 effects=[said("Deal 2 damage to a minion.", damage(2, "minion", "a"))]))
    steps = timing(game(peter(engaged='["Hydra Mercenary", "Shocker"]', after='[[encounter]]\ncard = "Blast"\n'), blast),
                   "after the villain schemes", resolve=True)[1]
    assert [line.render("en") for line in steps[0].lines] == [
        "a player chooses the target (a minion), by hand: deal 2 damage to minion"]
    one = timing(game(peter(engaged='["Shocker"]', after='[[encounter]]\ncard = "Blast"\n'), blast),
                 "after the villain schemes", resolve=True)[1]
    assert next(c for c in one[0].state.copies if c.name == "Shocker").damage == 2


@pytest.mark.parametrize("words", [
    "For each minion engaged with you, place 1 threat on the main scheme.",
    "Place 1 threat on the main scheme for each minion engaged with you.",
    "Place 1 threat on the main scheme (for each minion engaged with you, says the reminder).",
    # Japanese: it was applied once
    "あなたと交戦しているミニオン1体につき、メイン計画に脅威を1個置く。",
    "あなたと交戦しているミニオン1体ごとに、メイン計画に脅威を1個置く。",
    "メイン計画に脅威を1個置く（あなたと交戦しているミニオン1体につき、と注釈にある）。",
], ids=["leading", "trailing", "in-parentheses", "ja-nitsuki", "ja-gotoni", "ja-in-parentheses"])
def test_an_amount_for_each_of_something_is_counted_by_hand_never_applied_once(words):
    reminder = "for each" not in words.split("(")[0].lower() and "につき、" not in words.split("（")[0] \
        and "ごとに、" not in words
    plot = card("Plot", "environment", ability(
        "Forced Response: After the villain schemes, " + words, "response", forced=True,
        condition="After the villain schemes",
        effects=[said(words, Effect("place_threat", 1, target=target("main scheme", "the", ("main_scheme",)),
                                    text=words))]))
    steps = timing(game(peter(engaged='["Shocker", "Hydra Mercenary"]', after='[[encounter]]\ncard = "Plot"\n'), plot),
                   "after the villain schemes", resolve=True)[1]
    scheme = next(c for c in steps[0].state.copies if c.name == "The Break-In!")
    if reminder:
        assert scheme.threat == 4
    else:
        assert [line.render("en") for line in steps[0].lines] == ["resolve by hand: " + words] and scheme.threat == 3


@pytest.mark.parametrize("kind", ["deal_damage", "heal", "place_threat", "remove_threat"])
def test_an_effect_with_no_target_named_is_never_aimed_at_its_own_card(kind):
    words = "this attack deals 8 additional damage."
    boost = card("Boost Kick", "environment", ability(
        "Forced Response: After the villain schemes, " + words, "response", forced=True,
        condition="After the villain schemes", effects=[said(words, Effect(kind, 8, text=words))]))
    steps = timing(game(peter(after='[[encounter]]\ncard = "Boost Kick"\n'), boost), "after the villain schemes",
                   resolve=True)[1]
    assert [line.render("en") for line in steps[0].lines] == [
        "resolve by hand: its words name no target (the attack's or the one the card means, not this card): " + words]
    assert all(c.damage == 0 and c.threat in (0, 3) for c in steps[0].state.copies)


def test_a_characters_own_healing_with_no_target_named_heals_it():
    """Wolverine's `Healing Factor` (`After the player phase begins, heal 2 damage.`): the character heals itself
    (it was left by hand, `not this card`, with the other effects that name no target)."""
    words = "heal 2 damage."
    healer = card("Healer", "ally", ability(
        "Forced Response: After the villain schemes, " + words, "response", forced=True,
        condition="After the villain schemes", effects=[said(words, Effect("heal", 2, text=words))]))
    steps = timing(game(peter(play='[{ card = "Healer", damage = 3 }]'), healer), "after the villain schemes",
                   resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Healer")
    assert [line.render("en") for line in step.lines] == ["Healer heals 2 damage (3 → 1)"]


# ---- output ----------------------------------------------------------------------------------------------------

def test_the_text_output_says_who_answers_in_order():
    window, steps = timing(game(peter(form="alter-ego")), "the villain attacks you", resolve=True)
    text = window_text(window, steps)
    assert text.splitlines()[:3] == [
        "Event: the villain attacks you (an attack); “you” is Ana",
        "Before it (the interrupt window):",
        "  [3] Rhino (villain) · Forced Interrupt · mandatory: the game resolves it"]
    assert "Resolving the mandatory ones, in order:" in text
    assert "         Peter Parker (Ana's identity): damage 1" in text


def test_the_japanese_output_comes_from_the_catalog():
    window, steps = timing(game(peter()), "悪役があなたを攻撃する", resolve=True)
    text = window_text(window, steps, "ja")
    assert text.splitlines()[:3] == [
        "イベント：悪役があなたを攻撃する（攻撃）。「あなた」は Ana",
        "その前（割り込みのタイミング）：",
        "  ［3］Rhino（悪役）・強制割り込み・必須：ゲームが解決します"]
    for english in ("Before it", "mandatory", "can be initiated", "state:", "resolve by hand", "takes"):
        assert english not in text
    assert "Spider-Man（Ana のアイデンティティ）：ヒーロー形態" not in text
    assert "Spider-Man（Ana のアイデンティティ）：ダメージ 1" in text


def test_the_json_output_has_the_documented_shape():
    window, steps = timing(game(peter(form="alter-ego")), "you are dealt 2 damage from an attack", resolve=True)
    found = json.loads(json.dumps(window_json(window, steps)))
    assert set(found) == {"event", "entries", "state", "steps"}
    assert found["event"] == {"text": "you are dealt 2 damage from an attack", "kind": "damaged", "window": None,
                              "you": "Ana", "subject": [], "object": [{"role": "you", "types": [], "name": None,
                                                                       "traits": [], "text": "you"}],
                              "card": [], "form": None, "phase": None, "amount": 2, "qualifiers": ["from_attack"]}
    backflip = found["entries"][0]
    assert set(backflip) == {"window", "priority", "card", "card_id", "zone", "controller", "source", "type", "forced",
                             "form", "trigger", "text", "mandatory", "optional_parts", "triggers", "trigger_reasons",
                             "can_initiate", "problems", "used_by", "users", "able", "status", "keyword", "amount"}
    assert (backflip["card"], backflip["zone"], backflip["priority"], backflip["mandatory"], backflip["can_initiate"],
            backflip["used_by"], backflip["users"]) == ("Backflip", "hand", 4, False, False, "players", ["Ana"])
    assert backflip["problems"] == [{"blocks": True, "message": "it needs hero form, and Ana is in alter-ego form"}]
    assert [s["kind"] for s in found["steps"]] == ["event"]
    identity = next(c for c in found["steps"][0]["state"]["cards"] if c["zone"] == "identity")
    assert (identity["name"], identity["damage"]) == ("Peter Parker", 2)
    assert set(found["state"]) == {"you", "players", "cards"}
    window, steps = timing(game(peter(hand="[]")), "the villain attacks you", resolve=True)
    assert [(s["kind"], s["entry"]) for s in window_json(window, steps)["steps"]] == [
        ("resolved", 0), ("event", None), ("by_hand", 2)]


def test_card_text_is_printed_safely():
    evil = card("Evil\x1b[2J", "environment", ability("Forced Interrupt: When the villain attacks you,\x1b[31m draw.",
                                                      "interrupt", forced=True, condition=ON_ATTACK))
    text = window_text(timing(game(peter(after='[[encounter]]\ncard = "Evil\\u001b[2J"\n'), evil),
                              "the villain attacks you")[0])
    assert "\x1b" not in text


# ---- the command ------------------------------------------------------------------------------------------------

def _args(state: str, event: str, **more) -> argparse.Namespace:
    return argparse.Namespace(state=state, event=event, resolve=more.get("resolve", False),
                              format=more.get("format", "text"), lang=more.get("lang", "en"))


@pytest.fixture
def state_file(tmp_path, monkeypatch):
    monkeypatch.setattr(loader, "read_card_files", lambda paths: {p: (list(CARDS), []) for p in paths})
    path = tmp_path / "state.toml"
    path.write_text('cards = ["core.json"]\n' + peter(), encoding="utf-8")
    return path


def test_the_command_prints_the_window(state_file, capsys):
    assert run_timing(_args(str(state_file), "the villain attacks you", resolve=True)) == 0
    out = capsys.readouterr().out
    assert out.startswith("Event: the villain attacks you (an attack)")
    assert "Resolving the mandatory ones, in order:" in out


def test_the_command_prints_json(state_file, capsys):
    assert run_timing(_args(str(state_file), "悪役があなたを攻撃する", format="json", lang="ja")) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["event"]["kind"] == "attack" and found["diagnostics"] == []
    assert found["entries"][0]["card"] == "Rhino"


def test_an_event_whose_marvelcdb_cost_is_x_is_not_free(tmp_path, capsys):
    """MarvelCDB writes a cost of X as -1: whether it can be paid is for a person to check, never 'free'."""
    cards = [{"code": "99020a", "pack_code": "x", "name": "Test Hero", "type_code": "hero", "health": 10},
             {"code": "99021", "pack_code": "x", "name": "Test Villain", "type_code": "villain", "health": 10},
             {"code": "99022", "pack_code": "x", "name": "Test Plan", "type_code": "main_scheme", "threat": 5},
             {"code": "99023", "pack_code": "x", "name": "Test Storm", "type_code": "event", "cost": -1,
              "text": "<b>Hero Interrupt</b>: When the villain attacks you, stun X enemies."}]
    (tmp_path / "cards.json").write_text(json.dumps(cards), encoding="utf-8")
    state = tmp_path / "state.toml"
    state.write_text('cards = ["cards.json"]\n[villain]\ncard = "Test Villain"\n[main_scheme]\ncard = "Test Plan"\n'
                     '[[players]]\nname = "Ana"\nhero = "Test Hero"\nhand = ["Test Storm"]\n'
                     'resources = { energy = 1 }\n', encoding="utf-8")
    assert run_timing(_args(str(state), "the villain attacks you")) == 0
    out = capsys.readouterr().out
    assert "Test Storm" in out and "its cost `X` is for a person to check" in out


def test_an_unknown_event_is_a_usage_error(state_file, capsys):
    assert run_timing(_args(str(state_file), "villian attacks you")) == 2
    assert "did you mean `villain`?" in capsys.readouterr().err


def test_a_state_file_with_errors_exits_1_with_each_error_at_its_place(state_file, capsys):
    state_file.write_text('cards = ["core.json"]\n[villain]\ncard = "Rhyno"\n', encoding="utf-8")
    assert run_timing(_args(str(state_file), "the villain attacks you")) == 1
    err = capsys.readouterr().err
    assert f"{state_file}:3:8: error[MC203]: no card called `Rhyno` in the card files; did you mean `Rhino`?" in err


def test_a_state_file_that_cannot_be_read_exits_2(tmp_path, capsys):
    assert run_timing(_args(str(tmp_path / "none.toml"), "the villain attacks you")) == 2
    assert "SB003" in capsys.readouterr().err


@pytest.mark.parametrize("content", [None, b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x00" * 4, b"caf\xe9\n"],
                         ids=["missing", "binary", "not-utf8"])
def test_a_card_file_that_cannot_be_read_exits_2_as_unreadable_input(tmp_path, capsys, content):
    """The contract's exit 2 is for unreadable input: a card file the state names is input (before, exit 1, as for a
    state file with errors); a card file read with errors is not unreadable (above: 1)."""
    if content is not None:
        (tmp_path / "cards.champions").write_bytes(content)
    state = tmp_path / "state.toml"
    state.write_text('cards = ["cards.champions"]\n' + peter(), encoding="utf-8")
    assert run_timing(_args(str(state), "the villain attacks you")) == 2
    assert f"{state}:1:10: error[MC209]" in capsys.readouterr().err
    assert run_timing(_args(str(state), "the villain attacks you", format="json")) == 2
    assert '"MC209"' in capsys.readouterr().out


def test_the_command_is_a_ruleset_command_with_help_from_the_catalog():
    from statblock.cli.common import Parser
    from statblock.messages import CATALOG

    assert COMMAND.name == "timing" and COMMAND.help in CATALOG
    for lang, said in (("en", "resolve the mandatory abilities in order"), ("ja", "必須の能力を順に解決し")):
        parser = Parser(prog="statblock timing", lang=lang)
        COMMAND.arguments(parser, lang)
        assert said in parser.format_help()
        args = parser.parse_args(["state.toml", "--event", "the round ends", "--resolve", "--format", "json"])
        assert (args.state, args.event, args.resolve, args.format) == ("state.toml", "the round ends", True, "json")


# ---- targets as the language writes them --------------------------------------------------------------------

def _named(name: str) -> Target:
    return Target("named", "the", None, (), name)


def test_a_target_named_by_a_cards_name_needs_that_card_in_play():
    stampede = card("Stampede", "treachery", ability("When Revealed: Rhino attacks you.", "when_revealed",
                                                     effects=[said("Rhino attacks you.",
                                                                   Effect("attack", target=_named("Rhino")))]))
    assert entry(timing(game(peter(), stampede), "Stampede is revealed")[0], "Stampede").initiate is True
    alone = game('[[players]]\nname = "Ana"\nhero = "Spider-Man"\n', stampede)
    found = entry(timing(alone, "Stampede is revealed")[0], "Stampede")
    assert (found.initiate, problems(found)) == (False, ["no valid target in play for `Rhino`"])
    odd = card("Odd", "treachery", ability("When Revealed: Threat rises.", "when_revealed",
                                           effects=[said("Threat rises.", Effect("text", target=_named("Threat")))]))
    assert entry(timing(game(peter(), odd), "Odd is revealed")[0], "Odd").initiate is True  # not a card: not judged


def test_your_hero_and_that_enemy_are_no_choice():
    armor = card("Armor", "upgrade", ability(
        "Forced Response: After the villain attacks you, heal 1 damage from your hero and deal 1 damage to that enemy.",
        "response", forced=True, condition="After the villain attacks you",
        effects=[said("Heal 1 damage from your hero.", Effect("heal", 1, target=Target("hero", "your", None, (), "your hero"))),
                 said("Deal 1 damage to that enemy.",
                      Effect("deal_damage", 1, target=Target("enemy", "that", None, (), "that enemy")))]))
    text = peter(hand="[]", play='["Armor"]').replace('form = "hero"', 'form = "hero"\ndamage = 2')
    steps = timing(game(text, armor), "after the villain attacks you", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Armor")
    assert [line.render("en") for line in step.lines] == ["Spider-Man heals 1 damage (2 → 1)",
                                                          "Rhino takes 1 damage (0 → 1)"]


def test_a_constant_whose_condition_is_an_event_is_on_at_its_moment():
    brace = card("Brace", "support", ability("While Rhino is attacking, you get +1 DEF.", "constant",
                                             condition="While Rhino is attacking"))
    found = entry(timing(game(peter(play='["Brace"]'), brace), "the villain attacks you")[0], "Brace")
    assert (found.window, found.priority, found.mandatory, found.triggers) == ("at", 1, True, True)


def test_errors_of_a_card_file_are_shown_but_do_not_stop_the_command(tmp_path, monkeypatch, capsys):
    from statblock.diagnostics import Diagnostic

    cards_file = tmp_path / "core.json"
    problem = Diagnostic("MC101", Severity.ERROR, "a card's text is wrong", SourceFile(str(cards_file), "x").span(0, 1))
    monkeypatch.setattr(loader, "read_card_files", lambda paths: {p: (list(CARDS), [problem]) for p in paths})
    path = tmp_path / "state.toml"
    path.write_text('cards = ["core.json"]\n' + peter(), encoding="utf-8")
    assert run_timing(_args(str(path), "the round ends")) == 0
    assert "error[MC101]: a card's text is wrong" in capsys.readouterr().err


@pytest.mark.parametrize("text", [e[0] for e in EVENTS] + ["Bomb Scare enters play", "Stampede is revealed",
                                                           "Shocker is defeated", "Black Cat attacks the villain"])
def test_every_event_renders_in_both_languages(text):
    state = game(peter(play='["Black Cat", { card = "Web-Shooter", counters = { web = 1 } }]',
                       engaged='["Shocker", { card = "Hydra Mercenary", status = ["tough", "stunned", "confused"] }]',
                       villain='status = ["tough"]'),
                 card("バックフリップ", "event"), card("サイ", "villain"))
    window, steps = timing(state, text, resolve=True)
    for lang in ("en", "ja"):
        assert window_text(window, steps, lang)
        json.dumps(window_json(window, steps, lang))


@pytest.mark.parametrize("event", ["M.O.D.O.K. attacks you", "the villain attacks you", "after M.O.D.O.K. attacks you."])
def test_a_name_ending_in_a_period_is_named_in_events_and_conditions(event):
    modok = card("M.O.D.O.K.", "villain", ability(
        "Forced Response: After M.O.D.O.K. attacks you, draw 1 card.", "response", forced=True,
        condition="After M.O.D.O.K. attacks you", effects=[said("Draw 1 card.", Effect("draw", 1))]))
    state = game(peter().replace('card = "Rhino"', 'card = "M.O.D.O.K."'), modok)
    reading = event_for(state, event)
    assert reading.kind == "attack" and all(n.role != "unknown" for n in reading.nouns())
    found = entry(timing(state, event)[0], "M.O.D.O.K.")
    assert (found.triggers, found.initiate) == (True, True)


# ---- a sentence's own condition (`if …`, `If you do not`, `with fewer than …`) ----------------------------------

def _if(text: str, condition: str, *effects: Effect, then: bool = False, optional: bool = False) -> Sentence:
    return Sentence(text, SPAN, tuple(effects), then, optional, False, condition)


def _lines(step) -> list[str]:
    return [line.render("en") for line in step.lines]


TAKE_2 = Effect("take_damage", 2, target=Target("you", "the", None, (), ""), text="take 2 damage")
DREAD = card("Dread", "environment", ability(
    "Forced Response: After the villain attacks you, if you are in alter-ego form, take 2 damage.", "response",
    forced=True, condition="After the villain attacks you",
    effects=[_if("if you are in alter-ego form, take 2 damage.", "if you are in alter-ego form", TAKE_2)]))


@pytest.mark.parametrize(("form", "damage_", "said_"), [
    ("hero", 0, "not applied: its condition does not hold (if you are in alter-ego form): "
                "if you are in alter-ego form, take 2 damage."),
    ("alter_ego", 2, "its condition holds: if you are in alter-ego form"),
])
def test_a_condition_on_the_form_is_judged_by_the_form(form, damage_, said_):
    state = game(peter(form=form, after='[[encounter]]\ncard = "Dread"\n'), DREAD)
    steps = timing(state, "after the villain attacks you", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Dread")
    assert _lines(step)[0] == said_
    assert step.state.identity("Ana").damage == damage_


@pytest.mark.parametrize(("condition", "form", "damage_", "said_"), [
    # (Japanese was left to a person in any form: only English conditions were judged)
    ("あなたが分身形態なら", "hero", 0, "not applied: its condition does not hold (あなたが分身形態なら): テキスト"),
    ("あなたが分身形態なら", "alter_ego", 2, "its condition holds: あなたが分身形態なら"),
    ("あなたがヒーロー形態の場合", "hero", 2, "its condition holds: あなたがヒーロー形態の場合"),
    ("あなたがスタン状態なら", "hero", 0, "not applied: its condition does not hold (あなたがスタン状態なら): テキスト"),
    # (a form a state does not hold: by hand, and why)
    ("If you are in [[Giant]] hero form", "hero", 0,
     "resolve by hand (whether “If you are in [[Giant]] hero form” holds needs a judgement: a state gives a player's "
     "form as hero or alter-ego alone, never “[[Giant]] hero form”): テキスト"),
])
def test_a_japanese_condition_on_the_form_or_a_status_is_judged(condition, form, damage_, said_):
    dread = card("Dread", "environment", ability(
        "Forced Response: After the villain attacks you, take 2 damage.", "response",
        forced=True, condition="After the villain attacks you", effects=[_if("テキスト", condition, TAKE_2)]))
    state = game(peter(form=form, after='[[encounter]]\ncard = "Dread"\n'), dread)
    steps = timing(state, "after the villain attacks you", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Dread")
    assert _lines(step)[0] == said_
    assert step.state.identity("Ana").damage == damage_


def test_a_sentence_after_a_declined_may_is_resolved_by_hand():
    spite = card("Spite", "environment", ability(
        "Forced Response: After the villain attacks you, you may discard a card. If you do not, take 2 damage.",
        "response", forced=True, condition="After the villain attacks you",
        effects=[said("you may discard a card.", Effect("discard", text="discard a card"), optional=True),
                 _if("If you do not, take 2 damage.", "If you do not", TAKE_2)]))
    steps = timing(game(peter(after='[[encounter]]\ncard = "Spite"\n'), spite), "after the villain attacks you",
                   resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Spite")
    assert _lines(step) == ["optional, the player chooses (by hand): you may discard a card.",
                            "resolve by hand (whether “If you do not” holds needs a judgement): "
                            "If you do not, take 2 damage."]
    assert step.state.identity("Ana").damage == 0


CULL = card("Cull", "treachery", ability(
    "When Revealed: Each player with fewer than 3 cards in hand takes 2 damage.", "when_revealed",
    effects=[_if("Each player with fewer than 3 cards in hand takes 2 damage.", "with fewer than 3 cards in hand",
                 Effect("take_damage", 2, target=Target("player", "each", None, (), "Each player with fewer than 3 "
                                                        "cards in hand")))]))


def test_a_qualifier_on_hand_size_applies_to_the_players_it_holds_for():
    text = TWO.format(ana="[]", bo="[]", more="").replace('hero = "Spider-Man"\n', 'hero = "Spider-Man"\nhand = ["Backflip"]\n')
    text = text.replace('hero = "She-Hulk"\n', 'hero = "She-Hulk"\nhand = ["Backflip", "Backflip", "Black Cat"]\n')
    state = game(text, SHE_HULK, CULL)
    step = timing(state, "Cull is revealed", resolve=True)[1][-1]
    assert _lines(step) == ["Spider-Man takes 2 damage (0 → 2)"]
    unknown = timing(_two(cards=[CULL]), "Cull is revealed", resolve=True)[1][-1]   # no hand listed: not known
    assert _lines(unknown) == ["resolve by hand (whether “with fewer than 3 cards in hand” holds needs a judgement): "
                               "Each player with fewer than 3 cards in hand takes 2 damage."]
    assert unknown.state.identity("Ana").damage == 0 and unknown.state.identity("Bo").damage == 0


def _panic_and_sting() -> tuple[CompiledCard, CompiledCard]:
    """A side scheme whose trailing condition gates a part of its sentence, and a card whose trailing
    condition gates the whole sentence."""
    place_2 = Effect("place_threat", 2, target=Target("this", "this", None, (), "here"),
                     text="place 2 threat here, or 1 threat here if you are in hero form.")
    panic = card("Panic", "side_scheme", ability(
        "Forced Response: After the villain attacks you, place 2 threat here, or 1 threat here if you are in hero "
        "form.", "response", forced=True, condition="After the villain attacks you",
        effects=[attrs.evolve(_if("place 2 threat here, or 1 threat here if you are in hero form.",
                                  "if you are in hero form", place_2), condition_scope="part")]))
    sting = card("Sting", "environment", ability(
        "Forced Response: After the villain attacks you, take 2 damage if you are in hero form.", "response",
        forced=True, condition="After the villain attacks you",
        effects=[attrs.evolve(_if("take 2 damage if you are in hero form.", "if you are in hero form", TAKE_2),
                              condition_scope="sentence")]))
    return panic, sting


@pytest.mark.parametrize("form", ["hero", "alter_ego"])
def test_a_trailing_condition_on_a_part_of_its_sentence_is_resolved_by_hand(form):
    state = game(peter(form=form, after='[[side_schemes]]\ncard = "Panic"\n[[encounter]]\ncard = "Sting"\n'),
                 *_panic_and_sting())
    steps = timing(state, "after the villain attacks you", resolve=True)[1]
    panic = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Panic")
    assert _lines(panic) == ["resolve by hand (“if you are in hero form” is the condition of only a part of it): "
                             "place 2 threat here, or 1 threat here if you are in hero form."]
    assert "一部" in panic.lines[0].render("ja")
    assert next(c for c in panic.state.copies if c.name == "Panic").threat == 0
    sting = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Sting")
    assert sting.state.identity("Ana").damage == (2 if form == "hero" else 0)


HUDDLE = card("Huddle", "treachery", ability(
    "When Revealed: Each player with fewer than 3 cards in hand draws 1 card.", "when_revealed",
    effects=[_if("Each player with fewer than 3 cards in hand draws 1 card.", "with fewer than 3 cards in hand",
                 Effect("draw", 1, target=Target("player", "each", None, (), "Each player with fewer than 3 cards "
                                                 "in hand")))]))
RALLY = card("Rally", "treachery", ability(
    "When Revealed: Each player draws 1 card.", "when_revealed",
    effects=[said("Each player draws 1 card.", Effect("draw", 1, target=Target("player", "each", None, (),
                                                                                 "Each player")))]))


@pytest.mark.parametrize(("ana", "bo", "lines"), [
    ('["Backflip", "Backflip", "Black Cat", "Backflip"]', '["Backflip"]', ["Bo draws 1 (drawn so far: 1)"]),
    ('["Backflip"]', '["Backflip", "Backflip", "Black Cat"]', ["Ana draws 1 (drawn so far: 1)"]),
    ('["Backflip", "Backflip", "Black Cat"]', '["Backflip", "Backflip", "Black Cat"]',
     ["not applied: its condition does not hold (with fewer than 3 cards in hand): "
      "Each player with fewer than 3 cards in hand draws 1 card."]),
    (None, None, ["resolve by hand (whether “with fewer than 3 cards in hand” holds needs a judgement): "
                  "Each player with fewer than 3 cards in hand draws 1 card."]),
], ids=["you-hold-4", "you-hold-1", "both-hold-3", "hands-not-listed"])
def test_a_qualifier_on_a_draw_is_judged_for_each_player(ana, bo, lines):
    text = TWO.format(ana="[]", bo="[]", more="")
    if ana is not None:
        text = text.replace('hero = "Spider-Man"\n', f'hero = "Spider-Man"\nhand = {ana}\n')
        text = text.replace('hero = "She-Hulk"\n', f'hero = "She-Hulk"\nhand = {bo}\n')
    step = timing(game(text, SHE_HULK, HUDDLE), "Huddle is revealed", resolve=True)[1][-1]
    assert _lines(step) == lines
    assert [(p.name, p.drawn) for p in step.state.players] == [
        (name, 1) if f"{name} draws 1 (drawn so far: 1)" in lines else (name, 0) for name in ("Ana", "Bo")]


def test_each_player_draws_and_that_player_is_for_a_person_to_name():
    step = timing(_two(cards=[RALLY]), "Rally is revealed", resolve=True)[1][-1]
    assert _lines(step) == ["Ana draws 1 (drawn so far: 1)", "Bo draws 1 (drawn so far: 1)"]
    tip = card("Tip", "treachery", ability("When Revealed: That player draws 1 card.", "when_revealed", effects=[
        said("That player draws 1 card.", Effect("draw", 1, target=Target("player", "that", None, (), "That player"),
                                                 text="That player draws 1 card."))]))
    step = timing(_two(cards=[tip]), "Tip is revealed", resolve=True)[1][-1]
    assert _lines(step) == ["resolve by hand: That player draws 1 card."] and step.state.player("Ana").drawn == 0


@pytest.mark.parametrize(("counters", "stunned"), [(0, False), (2, True)])
def test_a_condition_on_the_cards_own_counters_is_counted_after_the_sentence_before(counters, stunned):
    fury = card("Fury", "upgrade", ability(
        "Forced Response: After the villain attacks you, place 1 stun counter here. Then, if there are 3 or more stun "
        "counters here, stun your hero.", "response", forced=True, condition="After the villain attacks you",
        effects=[said("place 1 stun counter here.",
                      Effect("place_counters", 1, target=Target("this", "this", None, (), "here"), counters="stun")),
                 _if("Then, if there are 3 or more stun counters here, stun your hero.",
                     "if there are 3 or more stun counters here",
                     Effect("stun", target=Target("hero", "your", None, (), "your hero")), then=True)]))
    play = f'[{{ card = "Fury", counters = {{ stun = {counters} }} }}]'
    steps = timing(game(peter(play=play), fury), "after the villain attacks you", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Fury")
    assert ("stunned" in step.state.identity("Ana").statuses) is stunned


# ---- a form change: its responses see the new form (seed 002) ---------------------------------------------------

MAGNUS = card("Magnus", "hero", ability(
    "Forced Response: After you change to hero form, draw 1 card.", "response", forced=True,
    condition="After you change to hero form", effects=[said("Draw 1 card.", Effect("draw", 1))]), code="09001a")
ERIK = card("Erik", "alter_ego", ability(
    "Alter-Ego Response: After you change to alter-ego form, draw 1 card.", "response", form="alter_ego",
    condition="After you change to alter-ego form", effects=[said("Draw 1 card.", Effect("draw", 1))]), code="09001b")
READY = card("Ready", "event", ability(
    "Hero Response: After you change form, draw 1 card.", "response", form="hero", condition="After you change form",
    effects=[said("Draw 1 card.", Effect("draw", 1))]), stats={"cost": 0})
GUARD = card("Guard", "event", ability(
    "Alter-Ego Interrupt: When you would change to hero form, draw 1 card.", "interrupt", form="alter_ego",
    condition="When you would change to hero form", effects=[said("Draw 1 card.", Effect("draw", 1))]),
    stats={"cost": 0})


def _erik(form: str) -> GameState:
    return game(f'[[players]]\nname = "Ana"\nhero = "Magnus"\nform = "{form}"\nhand = ["Ready", "Guard"]\n',
                MAGNUS, ERIK, READY, GUARD)


@pytest.mark.parametrize("event", ["you change to hero form", "you change form"])
def test_the_responses_to_a_form_change_see_the_new_form_and_its_face_up_side(event):
    window, steps = timing(_erik("alter_ego"), event, resolve=True)
    assert [(e.copy.name, e.window, e.initiate) for e in window.entries] == [
        ("Guard", "before", True), ("Magnus", "after", True), ("Ready", "after", True)]
    assert [line.render("en") for s in steps for line in s.lines] == [
        "Ana changes from alter-ego form to hero form", "Ana draws 1 (drawn so far: 1)"]


def test_the_responses_to_a_change_to_alter_ego_form_see_alter_ego_form():
    window = timing(_erik("hero"), "you change to alter-ego form")[0]
    assert [(e.copy.name, e.initiate) for e in window.entries] == [("Erik", True), ("Ready", False)]


def test_a_change_to_the_form_a_player_is_in_says_that_nothing_changes():
    steps = timing(_erik("hero"), "you change to hero form", resolve=True)[1]
    assert [line.render("en") for line in steps[0].lines] == ["Ana is already in hero form: the form does not change"]


@pytest.mark.parametrize(("form", "event"), [("alter_ego", "you change to alter-ego form"),
                                             ("hero", "you change to hero form")])
def test_a_change_to_the_form_a_player_is_in_opens_no_window(form, event):
    """Nothing changes, so the event does not happen: no response to it (Erik's `After you change to
    alter-ego form`, Magnus's `After you change to hero form`), as `--resolve` says."""
    window, steps = timing(_erik(form), event, resolve=True)
    assert window.entries == ()
    assert [[line.render("en") for line in s.lines] for s in steps] == [
        [f"Ana is already in {form.replace('_', '-')} form: the form does not change"]]
    said_ = window_text(window, steps, "en").splitlines()
    assert said_[1] == f"  Ana is already in {form.replace('_', '-')} form: the form does not change"
    assert "すでに" in window_text(window, None, "ja").splitlines()[1]


def test_a_target_of_a_sentence_with_a_condition_does_not_stop_the_ability():
    lab = card("Lab", "support", ability(
        "Forced Response: After you change to hero form, discard the top card of the encounter deck. If it is a "
        "[[Tech]] card, deal 2 damage to a minion.", "response", forced=True, condition="After you change to hero form",
        effects=[said("discard the top card of the encounter deck.", Effect("discard", text="discard the top card")),
                 _if("If it is a [[Tech]] card, deal 2 damage to a minion.", "If it is a [[Tech]] card",
                     damage(2, "minion", "a"))]))
    state = game('[[players]]\nname = "Ana"\nhero = "Magnus"\nform = "alter-ego"\nplay = ["Lab"]\n', MAGNUS, ERIK, lab)
    window, steps = timing(state, "you change to hero form", resolve=True)
    assert entry(window, "Lab").initiate is True
    assert [line.render("en") for line in steps[-1].lines][-1] == (
        "resolve by hand (whether “If it is a [[Tech]] card” holds needs a judgement): "
        "If it is a [[Tech]] card, deal 2 damage to a minion.")


def test_bulleted_options_are_no_abilities_of_their_own_and_are_chosen_by_hand():
    from statblock.rulesets.marvel_champions.model import Option

    options = (Option("Deal 1 damage to an enemy.", SPAN, effects=(said("Deal 1 damage to an enemy.",
                                                                        damage(1, "enemy", "a")),)),
               Option("Draw 1 card.", SPAN, effects=(said("Draw 1 card.", Effect("draw", 1)),)))
    choice = attrs.evolve(ability("Forced Response: After the villain attacks you, choose one:", "response",
                                  forced=True, condition="After the villain attacks you",
                                  effects=[said("choose one:", Effect("choose", text="choose one:"))]),
                          options=options)
    state = game(peter(after='[[encounter]]\ncard = "Pick"\n'), card("Pick", "environment", choice))
    window, steps = timing(state, "after the villain attacks you", resolve=True)
    assert [e.copy.name for e in window.entries if e.copy.name == "Pick"] == ["Pick"]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Pick")
    assert _lines(step) == ["resolve by hand: choose one:", "resolve by hand, its options as its words say: "
                            "• Deal 1 damage to an enemy. • Draw 1 card."]
    assert step.state.player("Ana").drawn == 0


def test_an_x_cost_is_for_a_person_to_check_and_pay():
    surge = card("Surge", "support", ability(
        "Action: Spend X [mental] resources → draw X cards.", "action",
        costs=[Cost("spend", None, ("mental",), text="Spend X [mental] resources")],
        effects=[said("draw X cards.", Effect("draw", text="draw X cards."))]))
    from statblock.rulesets.marvel_champions.runtime.checks import initiation_problems

    state = game(peter(play='["Surge"]'), surge)
    copy = next(c for c in state.copies if c.name == "Surge")
    problems_ = initiation_problems(surge.abilities[0], copy, state.player("Ana"), state)
    assert [(p.blocks, p.text.render("en")) for p in problems_] == [
        (False, "its cost `Spend X [mental] resources` is for a person to check")]


# ---- conditions about another kind of event are not listed at every event ------------------------------------------

GRUDGE = card("Grudge", "environment", ability(
    "Forced Response: After Rhino schemes for the second time this round, draw 1 card.", "response", forced=True,
    condition="After Rhino schemes for the second time this round", effects=[said("Draw 1 card.", Effect("draw", 1))]))
SHIELD = card("Shield", "upgrade", ability(
    "Forced Response: After Shield has no shield counters, discard it.", "response", forced=True,
    condition="After Shield has no shield counters", effects=[said("Discard it.", Effect("discard", text="Discard it."))]))
PADDED = card("Padded", "environment", ability(
    "Forced Interrupt: When Rhino would be damaged by an event, prevent 1 of that damage.", "interrupt", forced=True,
    condition="When Rhino would be damaged by an event",
    effects=[said("Prevent 1 of that damage.", Effect("prevent", text="Prevent 1 of that damage."))]))


@pytest.mark.parametrize(("event", "listed_"), [
    ("the villain phase begins", {}),
    ("a minion is defeated", {}),
    ("Rhino schemes", {"Grudge": None}),
    ("Rhino is dealt 3 damage", {"Padded": None}),
    ("the last shield counter is removed from Shield", {"Shield": True}),
    ("Shield has no shield counters", {"Shield": True}),
    ("a shield counter is removed from Shield", {"Shield": None}),
])
def test_a_condition_is_compared_by_its_kind_of_event_even_when_its_words_are_not_all_known(event, listed_):
    state = game(peter(play='["Shield"]', after='[[encounter]]\ncard = "Grudge"\n[[encounter]]\ncard = "Padded"\n'),
                 GRUDGE, SHIELD, PADDED)
    window = timing(state, event)[0]
    assert {e.copy.name: e.triggers for e in window.entries if e.copy.name in ("Grudge", "Shield", "Padded")} == listed_


def _boosts(names: list[str]) -> GameState:
    spark = card("Spark", "minion", ability("Boost: Deal 1 damage to your hero.", "boost",
                                            effects=[said("Deal 1 damage to your hero.", Effect(
                                                "deal_damage", 1, target=Target("hero", "your", None, (), "your hero")))]))
    flare = card("Flare", "treachery", ability("Boost: Draw 1 card.", "boost",
                                               effects=[said("Draw 1 card.", Effect("draw", 1))]))
    boost = "".join(f'[[boost]]\ncard = "{name}"\n' for name in names)
    return game(peter(after=boost), spark, flare)


@pytest.mark.parametrize(("names", "event", "triggers"), [
    (["Spark", "Flare"], "the boost cards are turned faceup", [True, True]),
    (["Spark", "Flare"], "each boost card is turned faceup", [True, True]),
    (["Spark", "Flare"], "a boost card is turned faceup", [None, None]),   # which one: the event does not say
    (["Spark"], "a boost card is turned faceup", [True]),
])
def test_boost_abilities_answer_when_their_card_is_turned_faceup(names, event, triggers):
    window, steps = timing(_boosts(names), event, resolve=True)
    assert [e.triggers for e in window.entries] == triggers
    if triggers[0]:
        assert steps[1].state.identity("Ana").damage == 1


def test_the_abilitys_own_card_is_named_in_the_readers_language():
    found = timing(_boosts(["Spark", "Flare"]), "a boost card is turned faceup")[0].entries[0]
    assert [r.render("en") for r in found.trigger_reasons] == [
        "the event leaves open who does it, and not every card it may mean is `this card`"]
    assert "「このカード」" in found.trigger_reasons[0].render("ja") and "this card" not in found.trigger_reasons[0].render("ja")


@pytest.mark.parametrize(("text", "effect"), [
    ("When Defeated: Draw X cards.", Effect("draw", None, target=Target("player", "you", None, (), "you"))),
    ("When Defeated: Each player takes damage equal to the number of minions.",
     Effect("take_damage", None, target=Target("player", "each", None, (), "each player"))),
])
def test_an_effect_whose_number_is_not_read_is_resolved_by_hand(text, effect):
    """`Draw X cards`: no number was read, so nothing is drawn for the player; the step is left by hand
    (it was resolved as 0: `Peter draws 0`)."""
    sentence = text.split(": ", 1)[1]
    shocker = card("Shocker", "minion", ability(text, "when_defeated", effects=[said(sentence, effect)]))
    steps = timing(_two(more='[[encounter]]\ncard = "Shocker"\n', cards=[shocker]), "Shocker is defeated",
                   resolve=True)[1]
    assert [line.render("en") for line in steps[-1].lines] == [f"resolve by hand: {sentence}"]


# ---- cards read from their text, resolved ---------------------------------------------------------------------

def _read(name: str, type_: str, text: str) -> CompiledCard:
    """A card as the language reads its line of text (not built here): what `--resolve` acts on."""
    from statblock.diagnostics import Fragment
    from statblock.rulesets.marvel_champions.language import read_card
    from statblock.rulesets.marvel_champions.source import CardSource

    source = SourceFile("cards.champions", f"{name}\n{text}\n")
    found, problems = read_card(CardSource(name, source.span(0, len(name)), type=type_,
                                           paragraphs=(Fragment.at(source, len(name) + 1, len(name) + 1 + len(text)),)))
    assert problems == []
    return found


def _revealed(text: str):
    """The last step of `--resolve` when a treachery of `text` is revealed in a two-player game."""
    trick = _read("Trick", "treachery", f"When Revealed: {text}")
    return timing(_two(cards=[trick]), "Trick is revealed", resolve=True)[1][-1]


def test_an_x_the_card_defines_is_resolved_by_hand_saying_what_x_is():
    """`Deal X damage to the villain. X is equal to the number of players.`: the definition does nothing itself
    (it was `resolve by hand: X is …`, which stopped a `Then` after it), and the effect is left by hand with it."""
    step = _revealed("Deal X damage to the villain. X is equal to the number of players. Then, draw 1 card.")
    assert _lines(step) == ["resolve by hand, X being the number of players: Deal X damage to the villain.",
                            "Ana draws 1 (drawn so far: 1)"]
    assert "the number of players" in step.lines[0].render("ja") and "手で解決" in step.lines[0].render("ja")


def test_effects_joined_by_or_are_resolved_by_hand_not_both():
    step = _revealed("Deal 2 damage to the villain or remove 2 threat from the main scheme.")
    assert _lines(step) == ["resolve by hand, one of its effects as a player chooses (“or”): "
                            "Deal 2 damage to the villain or remove 2 threat from the main scheme."]
    assert "選びます" in step.lines[0].render("ja")
    assert step.state.of_types({"villain"})[0].damage == 0


def test_a_negated_verb_is_not_done():
    step = _revealed("The villain does not take 2 damage this round.")   # (was: the villain took 2 damage)
    assert _lines(step) == ["resolve by hand: The villain does not take 2 damage this round."]
    assert step.state.of_types({"villain"})[0].damage == 0
    step = _revealed("Do not draw cards.")
    assert _lines(step) == ["resolve by hand: Do not draw cards."] and [p.drawn for p in step.state.players] == [0, 0]


def test_a_shared_object_is_each_verbs():
    step = _revealed("Stun and confuse the villain.")
    assert step.state.of_types({"villain"})[0].statuses == {"stunned", "confused"}


def _remover(text: str) -> CompiledCard:
    """A side scheme whose forced response is read from `text` by the reader (not built by hand)."""
    (read_ability,), found = read_text(f"Forced Response: After the villain attacks you, {text}")
    assert found == []
    return card("Paparazzo", "side_scheme", read_ability)


@pytest.mark.parametrize("form, left, said", [   # left: the threat on the card after 3 (alter-ego) or 2 are removed of 5
    ("alter_ego", 2, "its condition holds: if you are in alter-ego form"),
    ("hero", 3, "its own amount: the condition of the one instead does not hold (if you are in alter-ego form)"),
])
def test_an_amount_instead_in_parentheses_is_the_one_the_form_in_the_state_says(form, left, said):
    # Paparazzi (mojo): `remove 2 threat from here (3 threat instead if you are in alter-ego form)` was left by hand
    # saying its words named no target (`not this card`), which was false: `here` is this card
    papa = _remover("remove 2 threat from here (3 threat instead if you are in alter-ego form).")
    state = game(peter(form=form, after='[[side_schemes]]\ncard = "Paparazzo"\nthreat = 5\n'), papa)
    steps = timing(state, "after the villain attacks you", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Paparazzo")
    assert _lines(step)[0] == said
    assert next(c for c in step.state.copies if c.name == "Paparazzo").threat == left


@pytest.mark.parametrize("text, said", [
    ("remove 2 threat from here (3 threat instead if the villain has 5 or more damage).",
     "resolve by hand (whether “if the villain has 5 or more damage” holds needs a judgement): "),
    ("remove 2 threat from here (all of it instead if you are in alter-ego form).",
     "resolve by hand (“all of it instead if you are in alter-ego form” may replace what it does, and whether it "
     "does needs a judgement): "),
])
def test_an_amount_instead_the_state_does_not_decide_is_resolved_by_hand_saying_why(text, said):
    state = game(peter(after='[[side_schemes]]\ncard = "Paparazzo"\nthreat = 5\n'), _remover(text))
    steps = timing(state, "after the villain attacks you", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Paparazzo")
    assert _lines(step) == [said + text]
    assert "手で解決" in step.lines[0].render("ja")
    assert next(c for c in step.state.copies if c.name == "Paparazzo").threat == 5


def _read_card(name: str, type_: str, text: str) -> CompiledCard:
    """A card of one ability read from its words, as a card file gives it."""
    abilities, found = read_text(text, name=name, kind=type_)
    assert found == []
    return card(name, type_, *abilities)


@pytest.mark.parametrize("words, damaged", [
    ("deal 1 damage to the villain and each minion engaged with you.", {"Rhino": 1, "Hydra Mercenary": 1, "Shocker": 1}),
    ("deal 1 damage to each minion engaged with you and the villain.", {"Rhino": 1, "Hydra Mercenary": 1, "Shocker": 1}),
    ("deal 1 damage to the villain, each minion engaged with you, and each enemy engaged with you.",   # once each
     {"Rhino": 1, "Hydra Mercenary": 1, "Shocker": 1}),
    ("deal 1 damage to the villain.", {"Rhino": 1, "Hydra Mercenary": 0, "Shocker": 0}),
], ids=["villain-and-minions", "minions-and-villain", "a-list-naming-one-twice", "one"])
def test_an_effect_naming_several_targets_is_done_to_each(words, damaged):
    blast = _read_card("Blast", "environment", "Forced Response: After the villain schemes, " + words)
    state = game(peter(engaged='["Hydra Mercenary", "Shocker"]', after='[[encounter]]\ncard = "Blast"\n'), blast)
    steps = timing(state, "after the villain schemes", resolve=True)[1]
    assert {c.name: c.damage for c in steps[0].state.copies if c.name in damaged} == damaged


@pytest.mark.parametrize("words, engaged, damaged, said", [
    # the first target alone was done (the villain took the damage): a player chooses which
    ("deal 1 damage to the villain or a minion engaged with you.", '["Hydra Mercenary", "Shocker"]',
     {"Rhino": 0, "Hydra Mercenary": 0, "Shocker": 0},
     "a player chooses the target (the villain / a minion engaged with you), by hand: "),
    ("deal 1 damage to a minion or an ally.", '["Hydra Mercenary", "Shocker"]',
     {"Rhino": 0, "Hydra Mercenary": 0, "Shocker": 0}, "a player chooses the target (a minion / an ally), by hand: "),
    # one card in play alone may be any of them: it is the one
    ("deal 1 damage to a minion or an ally.", '["Hydra Mercenary"]', {"Rhino": 0, "Hydra Mercenary": 1}, None),
], ids=["villain-or-minion", "two-minions", "one-minion"])
def test_an_effect_whose_targets_or_joins_is_done_to_one_chosen(words, engaged, damaged, said):
    blast = _read_card("Blast", "environment", "Forced Response: After the villain schemes, " + words)
    state = game(peter(engaged=engaged, after='[[encounter]]\ncard = "Blast"\n'), blast)
    steps = timing(state, "after the villain schemes", resolve=True)[1]
    assert {c.name: c.damage for c in steps[0].state.copies if c.name in damaged} == damaged
    if said is not None:
        assert said + words in _lines(steps[0])


@pytest.mark.parametrize("words", ["remove that many web counters from this card.", "place all web counters here."],
                         ids=["that-many", "all"])
def test_counters_with_no_number_read_are_placed_or_removed_by_hand(words):
    # one counter was removed or placed (`amount or 1`), as if the card said 1
    web = _read_card("Web", "environment", "Forced Response: After the villain schemes, " + words)
    state = game(peter(after='[[encounter]]\ncard = "Web"\ncounters = { web = 3 }\n'), web)
    steps = timing(state, "after the villain schemes", resolve=True)[1]
    assert next(c for c in steps[0].state.copies if c.name == "Web").counters == (("web", 3),)
    assert _lines(steps[0])[-1].startswith("resolve by hand")


@pytest.mark.parametrize("form, words, damage, said", [
    # both were done: 2 and then 5 more
    ("alter_ego", "deal 2 damage to the villain. If you are in alter-ego form, deal 5 damage to the villain instead.", 5,
     "not applied: “If you are in alter-ego form, deal 5 damage to the villain instead.” is done instead, its condition "
     "holding: deal 2 damage to the villain."),
    ("hero", "deal 2 damage to the villain. If you are in alter-ego form, deal 5 damage to the villain instead.", 2,
     "not applied: its condition does not hold (If you are in alter-ego form): If you are in alter-ego form, deal 5 "
     "damage to the villain instead."),
    ("hero", "deal 2 damage to the villain. Deal 5 damage to the villain instead.", 0,   # which one: not said
     "resolve by hand (“Deal 5 damage to the villain instead.” is done instead of it when its condition holds, and "
     "whether it does needs a judgement): deal 2 damage to the villain."),
    ("hero", "deal 5 damage to the villain instead.", 0,                                  # instead of what: not said
     "resolve by hand (it is done instead of something its ability does not say): deal 5 damage to the villain instead."),
    # `If you cannot`: the one before it is tried first, as before
    ("hero", "give the villain a tough status card. If you cannot, deal 1 damage to the villain instead.", 0,
     "Rhino gets a tough status card"),
], ids=["holds", "fails", "no-condition", "alone", "if-you-cannot"])
def test_a_replacement_effect_is_done_instead_of_the_sentence_before_it(form, words, damage, said):
    blast = _read_card("Blast", "environment", "Forced Response: After the villain schemes, " + words)
    state = game(peter(form=form, after='[[encounter]]\ncard = "Blast"\n'), blast)
    steps = timing(state, "after the villain schemes", resolve=True)[1]
    assert next(c for c in steps[0].state.copies if c.name == "Rhino").damage == damage
    assert said in _lines(steps[0])


@pytest.mark.parametrize("form, damage, said", [
    # (the form is judged in Japanese too, as in English: 5 instead of 2 in alter-ego form, 2 in hero form)
    ("alter_ego", 5, "not applied: “あなたが分身形態である場合、代わりに悪役に5ダメージを与える。” is done instead, its "
                     "condition holding: 悪役に2ダメージを与える。"),
    ("hero", 2, "not applied: its condition does not hold (あなたが分身形態である場合): あなたが分身形態である場合、代わりに"
                "悪役に5ダメージを与える。"),
], ids=["holds", "fails"])
def test_a_japanese_replacement_effect_is_never_done_with_the_sentence_before_it(form, damage, said):
    # 2 damage was dealt, and the one instead left by hand: both could be done
    blast = _read_card("Blast", "environment", "強制レスポンス：悪役が計画を進めた後、悪役に2ダメージを与える。"
                                               "あなたが分身形態である場合、代わりに悪役に5ダメージを与える。")
    state = game(peter(form=form, after='[[encounter]]\ncard = "Blast"\n'), blast)
    steps = timing(state, "after the villain schemes", resolve=True)[1]
    assert next(c for c in steps[0].state.copies if c.name == "Rhino").damage == damage
    assert said in _lines(steps[0])


def test_a_japanese_replacement_effect_on_a_condition_not_judged_is_by_hand():
    blast = _read_card("Blast", "environment", "強制レスポンス：悪役が計画を進めた後、悪役に2ダメージを与える。"
                                               "悪役が倒されていない場合、代わりに悪役に5ダメージを与える。")
    state = game(peter(form="alter_ego", after='[[encounter]]\ncard = "Blast"\n'), blast)
    steps = timing(state, "after the villain schemes", resolve=True)[1]
    assert next(c for c in steps[0].state.copies if c.name == "Rhino").damage == 0
    assert _lines(steps[0])[0].startswith("resolve by hand (“悪役が倒されていない場合、代わりに悪役に5ダメージを与える。” is done "
                                          "instead of it")
    assert "代わりに" in steps[0].lines[0].render("ja")


def test_you_and_each_other_player_draw_each_once():
    rally = _read_card("Rally", "environment", "Forced Response: After the villain schemes, you and each other player "
                                               "draw 1 card.")
    steps = timing(_two(more='[[encounter]]\ncard = "Rally"\n', cards=[rally]), "after the villain schemes",
                   resolve=True)[1]
    assert [(p.name, p.drawn) for p in steps[0].state.players] == [("Ana", 1), ("Bo", 1)]


@pytest.mark.parametrize("name, words, counters", [
    ("Shi'ar Legion", "Enters play with 3 troop counters.", (("troop", 3),)),
    ("Psylocke", "Psylocke enters play with 2 psionic counters on her.", (("psionic", 2),)),
    ("Shi'ar Legion", "Enters play with 2[per_hero] troop counters.", (("troop", 2),)),     # per hero: one hero
], ids=["enters", "named", "per-hero"])
def test_a_card_that_enters_play_with_counters_gets_them_as_it_enters_play(name, words, counters):
    legion = _read_card(name, "support", words)
    steps = timing(game(peter(), legion), f"{name} enters play", resolve=True)[1]
    assert [s.kind for s in steps] == ["event", "resolved"]
    copy = next(c for c in steps[-1].state.copies if c.name == name)
    assert (copy.zone, tuple(copy.counters)) == ("play", counters)


def test_only_the_card_entering_play_gets_its_counters_and_other_constants_do_nothing_then():
    legion = _read_card("Shi'ar Legion", "support", "Enters play with 3 troop counters.")
    steps = timing(game(peter(play='["Shi\'ar Legion"]'), legion), "Web-Shooter enters play", resolve=True)[1]
    legion_copy = next(c for c in steps[-1].state.copies if c.name == "Shi'ar Legion")
    assert sum(n for _, n in legion_copy.counters) == 0          # another card entered play
    window = timing(game(peter()), "Web-Shooter enters play")[0]
    assert [e.source for e in window.entries] == ["keyword"]      # a constant with no entering effect: none


@pytest.mark.parametrize("words, damage, drawn, by_hand", [
    # the draw was replaced (2 + 5 damage, no card): the damage is, the draw done
    ("deal 2 damage to the villain. Draw 1 card. If you are in alter-ego form, deal 5 damage to the villain instead.",
     5, 1, False),
    # the whole sentence was replaced (5 damage, no card): which of its effects is not said, left by hand
    ("deal 2 damage to the villain and draw 1 card. If you are in alter-ego form, deal 5 damage to the villain "
     "instead.", 2, 1, True),
], ids=["another-sentence-between", "more-than-it-replaces"])
def test_a_replacement_replaces_the_sentence_doing_what_it_does(words, damage, drawn, by_hand):
    """`instead` replaces the nearest sentence before it doing the same kinds of effect (it replaced whatever sentence
    came just before it)."""
    blast = _read_card("Blast", "environment", "Forced Response: After the villain schemes, " + words)
    state = game(peter(form="alter_ego", after='[[encounter]]\ncard = "Blast"\n'), blast)
    steps = timing(state, "after the villain schemes", resolve=True)[1]
    assert next(c for c in steps[0].state.copies if c.name == "Rhino").damage == damage
    assert steps[0].state.players[0].drawn == drawn
    assert any(line.startswith("resolve by hand") and "instead" in line for line in _lines(steps[0])) is by_hand


@pytest.mark.parametrize(("words", "lines", "form"), [
    # a form change of your own is applied (it was `flip` or text, by hand)
    ("Forced Response: After the villain schemes, change your form (flip your identity card).",
     ["Ana changes from hero form to alter-ego form"], "alter_ego"),
    ("強制レスポンス：悪役が計画を進めた後、形態を変える。", ["Ana changes from hero form to alter-ego form"], "alter_ego"),
    # the kinds typed from the corpus's untyped sentences that the state cannot apply: each said by hand, none skipped
    ("Forced Response: After the villain schemes, set your hit point dial to 5.",
     ["resolve by hand: set your hit point dial to 5."], "hero"),
    ("Forced Response: After the villain schemes, use its ATK instead of its DEF for this attack.",
     ["resolve by hand: use its ATK instead of its DEF for this attack."], "hero"),
    ("Forced Response: After the villain schemes, detach Web-Shooter from here.",
     ["resolve by hand: detach Web-Shooter from here."], "hero"),
    ("Forced Response: After the villain schemes, your hand size is reduced by 1.",
     ["resolve by hand: your hand size is reduced by 1."], "hero"),
    ("Forced Response: After the villain schemes, change mass form.", ["resolve by hand: change mass form."], "hero"),
    ("Forced Response: After the villain schemes, draw 1 card. Any player can do this.",
     ["Ana draws 1 (drawn so far: 1)", "resolve by hand: Any player can do this."], "hero"),
    ("Forced Response: After the villain schemes, draw 1 card. Hero form only.",
     ["Ana draws 1 (drawn so far: 1)", "resolve by hand: Hero form only."], "hero"),
    ("強制レスポンス：悪役が計画を進めた後、そのキャラクターは攻撃力の代わりに阻止力を使う。",
     ["resolve by hand: そのキャラクターは攻撃力の代わりに阻止力を使う。"], "hero"),
], ids=["change-form", "ja-change-form", "set-hit-points", "substitute", "detach", "reduce-hand-size", "mass-form",
        "users", "restrict", "ja-substitute"])
def test_the_kinds_typed_from_untyped_corpus_sentences_are_applied_or_left_by_hand(words, lines, form):
    (typed,), found = read_text(words)
    assert found == [] and all(e.kind != "text" for s in typed.effects for e in s.effects)
    net = card("Net", "environment", typed)
    state = game(peter(hand="[]", after='[[encounter]]\ncard = "Net"\n'), net)
    step = next(s for s in timing(state, "after the villain schemes", resolve=True)[1] if s.entry is not None)
    assert [line.render("en") for line in step.lines] == lines
    assert step.state.player("Ana").form == form


@pytest.mark.parametrize("text, said", [
    # a keyword given for a while: no state holds it, a player keeps it in mind
    ("your hero gains retaliate 1 until the end of the round.",
     "resolve by hand: your hero gains retaliate 1 until the end of the round."),
    # either basic power: a player chooses (it was a thwart, done as if no choice were made)
    ("you make a basic attack or thwart.",
     "resolve by hand, one of its effects as a player chooses (“or”): you make a basic attack or thwart."),
    # the condition gates the tuck alone, and the `or play` is the other choice
    ("choose: tuck 1 ally from your hand here if there is no ally tucked here, or play the ally tucked here.",
     "resolve by hand (“if there is no ally tucked here” is the condition of only a part of it): choose: tuck 1 ally "
     "from your hand here if there is no ally tucked here, or play the ally tucked here."),
], ids=["keyword-gained", "basic-attack-or-thwart", "if-then-or-play"])
def test_resolve_leaves_a_keyword_gained_a_choice_and_a_part_condition_to_a_player(text, said):
    state = game(peter(after='[[side_schemes]]\ncard = "Paparazzo"\nthreat = 5\n'), _remover(text))
    steps = timing(state, "after the villain attacks you", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Paparazzo")
    assert _lines(step) == [said]


def test_resolve_has_each_player_who_pays_draw():
    """`Each player must discard 1 card to draw 1 card`: the discard is a player's to choose, and each player draws (it
    was the draw of the ability's controller alone)."""
    step = _revealed("Each player must discard 1 card to draw 1 card.")
    assert _lines(step) == ["resolve by hand: Each player must discard 1 card", "Ana draws 1 (drawn so far: 1)",
                            "Bo draws 1 (drawn so far: 1)"]


def test_resolve_leaves_the_rows_keyed_by_words_to_a_player():
    """Rows keyed by what the card is attached to (`Minion − …`) are the options of one ability: which one is done is
    a player's to tell (each row was a constant ability of its own, never resolved)."""
    from statblock.rulesets.marvel_champions.language import read_card
    from test_marvel_language import card as source

    paparazzo, found = read_card(source("Forced Response: After the villain attacks you, if this card is attached to "
                                        "a:\nMinion − Deal 1 damage to the villain.\nVillain − Draw 1 card.",
                                        name="Paparazzo", kind="side_scheme"))
    assert found == [] and len(paparazzo.abilities) == 1
    state = game(peter(after='[[side_schemes]]\ncard = "Paparazzo"\nthreat = 5\n'), paparazzo)
    steps = timing(state, "after the villain attacks you", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Paparazzo")
    assert _lines(step)[-1] == ("resolve by hand, its options as its words say: • Minion − Deal 1 damage to the villain. "
                                "• Villain − Draw 1 card.")


@pytest.mark.parametrize("words", ["place 1 counter on this card.", "remove a counter from this card."])
def test_a_counter_of_no_name_is_left_by_hand_never_named_by_its_number(words):
    """`Place 1 counter on the main scheme` (a counter the card names no kind of) was read with no amount or target,
    and `--resolve` named the counter by the word before `counter` (`1`); now its amount and target are read, and
    which counter it is, unsaid, is left by hand."""
    omen = _read_card("Test Omen", "environment", "Forced Response: After the villain schemes, " + words)
    effect = omen.abilities[0].effects[0].effects[0]
    assert (effect.amount, effect.target.noun) == (1, "this")
    steps = timing(game(peter(after='[[encounter]]\ncard = "Test Omen"\n'), omen), "after the villain schemes",
                   resolve=True)[1]
    copy = next(c for c in steps[0].state.copies if c.name == "Test Omen")
    assert tuple(copy.counters) == () and any(line.startswith("resolve by hand") for line in _lines(steps[0]))


@pytest.mark.parametrize("words", [
    "Forced Response: After the villain schemes, draw 1 card. When the villain attacks this round, deal 1 damage to "
    "the villain.",
    "強制レスポンス：悪役が計画を進めた後、カードを1枚引く。悪役が攻撃した時、悪役に1ダメージを与える。",
], ids=["en", "ja"])
def test_a_delayed_effect_is_not_done_as_its_ability_resolves(words):
    """`When the villain attacks this round, …` waits for that attack: --resolve dealt the damage at once."""
    abilities, _ = read_text(words)
    steps = timing(game(peter(after='[[encounter]]\ncard = "Net"\n'), card("Net", "environment", *abilities),
                        card("Rhino", "villain")), "after the villain schemes", resolve=True)[1]
    step = next(s for s in steps if s.entry is not None and s.entry.copy.name == "Net")
    lines = [line.render("en") for line in step.lines]
    assert lines[0] == "Ana draws 1 (drawn so far: 1)" and lines[1].startswith("resolve by hand (whether")
    assert next(c for c in step.state.copies if c.name == "Rhino").damage == 0


# ---- a constant ability timed `when`/`after` resolves as a forced interrupt/response does ---------------------

TIMED_CONSTANT = {
    "en": ("Wrecker (Villain)\nHP 20\n{text}\n", "Night Owl (Hero)\nATK 2 · THW 2 · DEF 2 · HP 11\n\n"
           "Kara Voss (Alter-Ego)\nREC 4 · HP 11\n\nHarbor Heist (Main Scheme)\nThreat 8\n",
           ("Wrecker", "Night Owl", "Kara Voss", "Harbor Heist")),
    "ja": ("レッカー（悪役）\n体力 20\n{text}\n", "ナイトオウル（ヒーロー）\n攻撃 2 · 阻止 2 · 防御 2 · 体力 11\n\n"
           "カーラ・ボス（分身）\n回復 4 · 体力 11\n\nハーバー強盗（メイン計画）\n",
           ("レッカー", "ナイトオウル", "カーラ・ボス", "ハーバー強盗")),
}


def _timed_constant(tmp_path, capsys, lang: str, text: str, event: str) -> list[dict]:
    import json

    from statblock.rulesets.marvel_champions.runtime.command import run_timing

    villain_card, rest, (villain, hero, alter_ego, scheme) = TIMED_CONSTANT[lang]
    folder = tmp_path / lang
    folder.mkdir(parents=True)
    (folder / "cards.champions").write_text("# ruleset: marvel_champions\n" + villain_card.format(text=text) + "\n"
                                            + rest, encoding="utf-8")
    (folder / "state.toml").write_text(
        f'cards = ["cards.champions"]\n[villain]\ncard = "{villain}"\n[main_scheme]\ncard = "{scheme}"\nthreat = 3\n'
        f'[[players]]\nname = "Ana"\nhero = "{hero}"\nalter_ego = "{alter_ego}"\nhand = []\n', encoding="utf-8")
    assert run_timing(_args(str(folder / "state.toml"), event, resolve=True, format="json")) == 0
    return json.loads(capsys.readouterr().out)["steps"]


@pytest.mark.parametrize(("lang", "text", "event"), [
    ("en", "{prefix}When Wrecker attacks you, deal 1 damage to you.", "Wrecker attacks you"),
    ("en", "{prefix}After Wrecker attacks you, draw 1 card.", "after Wrecker attacks you"),
    ("ja", "{prefix}レッカーがあなたを攻撃した時、あなたに1ダメージを与える。", "レッカーがあなたを攻撃した時"),
    ("ja", "{prefix}レッカーがあなたを攻撃した後、カードを1枚引く。", "レッカーがあなたを攻撃した後"),
], ids=["en-when", "en-after", "ja-when", "ja-after"])
def test_a_timed_constant_ability_resolves_as_its_forced_interrupt_or_response(tmp_path, capsys, lang, text, event):
    """A constant ability timed `when`/`after` (no trigger word) was listed as mandatory, then sent where only
    `Enters play with …` counters are done: nothing happened, no line. It is done as the same words under
    `Forced Interrupt:`/`Forced Response:` are."""
    def done(steps):
        return [(s["kind"], s["changed"], [(c["id"], c["damage"]) for c in s["state"]["cards"]],
                 [p["drawn"] for p in s["state"]["players"]]) for s in steps if s["kind"] != "event"]

    forced = ("強制インタラプト：" if "時" in text else "強制レスポンス：") if lang == "ja" else \
        ("Forced Interrupt: " if text.startswith("{prefix}When") else "Forced Response: ")
    constant = _timed_constant(tmp_path / "constant", capsys, lang, text.format(prefix=""), event)
    triggered = _timed_constant(tmp_path / "forced", capsys, lang, text.format(prefix=forced), event)
    assert done(constant) == done(triggered)
    (step,) = [s for s in constant if s["kind"] != "event"]
    assert step["kind"] == "resolved" and step["lines"]   # done, and said (damage dealt, a card drawn)


def test_a_timed_constant_ability_with_a_condition_not_judged_is_left_by_hand(tmp_path, capsys):
    steps = _timed_constant(tmp_path, capsys, "en", "When Wrecker is defeated, if Odin is not attached to the main "
                            "scheme, you win the game.", "Wrecker is defeated")
    (step,) = [s for s in steps if s["kind"] != "event"]
    assert step["lines"] and "by hand" in step["lines"][0]


# ---- a card's own constant ability is not active before the card is in play -------------------------------------

@pytest.mark.parametrize("name, words, event", [
    ("Rooftop Informant", "When Rooftop Informant enters play, deal 1 damage to Rooftop Informant.",
     "Rooftop Informant enters play"),
    ("Rooftop Informant", "When this card enters play, deal 1 damage to this card.", "Rooftop Informant enters play"),
    ("屋上の情報屋", "屋上の情報屋が場に出た時、屋上の情報屋に1ダメージを与える。", "屋上の情報屋が場に出る"),
    ("屋上の情報屋", "このカードが場に出た時、このカードに1ダメージを与える。", "屋上の情報屋が場に出る"),
], ids=["en-name", "en-this", "ja-name", "ja-this"])
def test_a_cards_own_constant_answers_its_entering_once_it_is_in_play(name, words, event):
    """Seed 002: a constant ability is active only while its card is in play. It was listed before the event and
    resolved while the card was still in hand (the damage then lost as the card entered play); it answers its own
    entering in the after window, and what it does stays on the card in play."""
    informant = _read_card(name, "ally", words)
    window, steps = timing(game(peter(hand=f'["{name}"]'), informant), event, resolve=True)
    assert [(e.copy.name, e.window) for e in window.entries] == [(name, "after")]
    assert [s.kind for s in steps] == ["event", "resolved"]
    (copy,) = [c for c in steps[-1].state.copies if c.name == name and c.in_play]
    assert (copy.zone, copy.damage) == ("play", 1)


def test_a_constant_of_a_card_not_in_play_answers_no_other_event():
    """The card a `play` event brings is not in play: its constant answers nothing (it answered `When you play …`)."""
    informant = _read_card("Rooftop Informant", "ally", "When you play Rooftop Informant, draw 1 card.")
    window = timing(game(peter(hand="[]"), informant), "you play Rooftop Informant")[0]
    assert [e.copy.name for e in window.entries if e.copy.name == "Rooftop Informant"] == []


def test_counters_and_a_timed_constant_on_entering_are_each_done_once():
    post = card("Watch Post", "support",
                *_read_card("Watch Post", "support", "Enters play with 3 watch counters.").abilities,
                *_read_card("Watch Post", "support", "When Watch Post enters play, deal 1 damage to the villain.")
                .abilities)
    steps = timing(game(peter(), post), "Watch Post enters play", resolve=True)[1]
    assert [s.kind for s in steps] == ["event", "resolved", "resolved"]
    final = steps[-1].state
    assert next(c for c in final.copies if c.name == "Watch Post").counters == (("watch", 3),)
    assert next(c for c in final.copies if c.name == "Rhino").damage == 1


@pytest.mark.parametrize("name", ["Mia", "ミア"])
def test_you_naming_a_player_whose_card_was_not_found_is_said_once(name):
    """`hero = "Spider-Mann"` is MC203 at the card; `you` naming that player was also MC212, `no player is called
    that; players: ` with an empty list (the player was not read for the card's sake), in both languages."""
    text = f'you = "{name}"\n[[players]]\nname = "{name}"\nhero = "Spider-Mann"\n'
    _, found = read_state(SourceFile("state.toml", text), index_of())
    assert [d.code for d in found] == ["MC203"], [d.text("en") for d in found]
    for lang in ("en", "ja"):
        assert "Spider-Man" in found[0].text(lang)
