"""The text form of a resolution and of odds (`roll` and `odds` for people).

The text forms print names in the language asked for (`--lang`), and names and clause text from
the user's files; each of their lines goes through `terminal.printable`, so a control character or
a newline inside a name is shown escaped and never reaches the terminal or starts a line of its own.
The JSON forms are `report_json.py`'s; the few pieces both say alike (a condition's name, a held
effect, a clause kept as text, an amount of damage) are public here.
"""

from __future__ import annotations

from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from ....terminal import printable
from . import effects as fx
from .bind import BoundAbility
from .hero import Target
from .odds import Odds
from .results import ChoiceMade, ConditionApplied, Moved, Resolution, TargetResult

__all__ = ["amount", "condition_name", "held", "moves", "odds_text", "resolution_text", "said_text", "seed_text"]


def condition_name(condition: ConditionApplied, ruleset: Vocabulary) -> str:
    name = condition.condition if condition.custom else _term(ruleset, "conditions", condition.condition, "en")
    return f"{name} {condition.source}" if condition.source else name


def moves(result: TargetResult):
    """Each forced move with what it does to the target (a result made without them: None)."""
    return zip(result.forced_moves, result.moves or (None,) * len(result.forced_moves))


def _signed(value: int) -> str:
    return f"+ {value}" if value >= 0 else f"- {-value}"


# The words of the text reports, per language; game words come from the ruleset.
_WORDS = {
    "en": {
        "damage": "{amount}{kind} damage{note}", "kind": " {kind}", "note": " ({amount}, {adjust})",
        "weakness": "weakness {value}", "immunity": "immunity {value}", "list": ", ",
        "potency": "{letter} {score} < {potency}? {answer}", "yes": "yes", "no": "no, resisted",
        "rider": " and {rider}", "duration": " ({duration})", "vertical": "vertical ", "straight": "straight ", "parts": "; ",
        "no_effect": "no effect", "stamina": "    Stamina {before} -> {after}",
        "test_intro": "  a test each target makes ({what}): each rolls 2d10 + its own score",
        "no_characteristic": "no characteristic named", "tier": "tier {tier}",
        "no_roll": "  no power roll: nothing to roll", "bonus_word": "bonus", "bonuses": "{value} bonuses",
        "power_roll": "  power roll: {sums} = {total}{notes} -> {tier}{downgrade}",
        "double_edge": ", double edge: tier up", "double_bane": ", double bane: tier down",
        "natural": ", natural 19-20: tier 3", "automatic": ", automatic outcome",
        "downgraded": ", downgraded to tier {tier}", "critical": "  critical hit: take another main action",
        "edge": "edge", "bane": "bane", "seed": "  (seed {seed})",
        "odds_tier": "  tier {tier}: {percent:6.1%}  ({exact})  {amount}{kinds} damage", "kinds": " {kinds}",
        "and": " and ", "odds_critical": "  critical hit: {percent:.1%}",
        "expected": "  expected damage: {value:.2f}",
        "chose_type": "    chose {picked} damage of {among}: the most against this target",
        "chose_first": "    a choice of {count}: option {picked} applied; the user may pick another",
        "untyped": "untyped",
        "surges": "  {count} surges spent: +{extra} damage to {name}",
        "surge": "  1 surge spent: +{extra} damage to {name}",
        "potency_surges": "  {count} surges spent: potency +1 against {names}",
        "odds_tier_none": "  tier {tier}: {percent:6.1%}  ({exact})  no damage",
        "on_average": " on average (dice)", "default_target": "target", "said": "“{said}”",
        "an_edge": "an edge", "a_bane": "a bane",
        "reason": "{who} is {condition}: {effect}", "reason_of": "{who} is {condition} ({of}): {effect}",
        "reason_file": "{effect} (the target file)",
        "reason_file_test": "{who}'s file gives the roller's edges and banes against it: none on a test {who} makes",
        "reason_unnamed": "{who} is {condition}, but the file names no one: no edge or bane (write {example})",
        "situation": "  {reason}", "against": "  against {name} ({reasons}): {total}{notes} -> {tier}{downgrade}",
        "bleeding": "  {name} is bleeding: loses 1d6 ({die}) + {level} = {lost} Stamina",
        "on_you": "  {name} (the user): {effects}",
        "stability_move": " ({word} {stability}: moved at most {squares})", "up_to": "up to {distance}",
        "ignoring": ", ignoring stability",
        "object_immune": "    an object: immune to the ability's other effects: {effects}",
        "grabbed_move": " ({grabbed} by {grabber}: not moved)",
        "grab_refused": "not {grabbed} (already {grabbed} by {grabber}: a creature grabbed is not grabbed by another)",
        "grabbed_unnamed_move": " ({grabbed} by no one named: moved at most {squares}; a grabbed creature is force moved only"
                                " by its grabber: name it in the target file's [conditions], grabbed = \"Name\")",
    },
    "ja": {
        "damage": "{amount} {kind}ダメージ{note}", "kind": "{kind}", "note": "（{amount}、{adjust}）",
        "weakness": "弱点 {value}", "immunity": "無効化 {value}", "list": "、",
        "potency": "{letter} {score} < {potency}？ {answer}", "yes": "はい", "no": "いいえ、抵抗した",
        "rider": "、{rider}", "duration": "（{duration}）", "vertical": "垂直に", "straight": "真っ直ぐ", "parts": "; ",
        "no_effect": "効果なし", "stamina": "    スタミナ {before} -> {after}",
        "test_intro": "  各ターゲットが行うテスト（{what}）: それぞれ 2d10 + 自身の値を振る",
        "no_characteristic": "能力値の指定なし", "tier": "ティア{tier}",
        "no_roll": "  パワーロールなし: 振るものはありません", "bonus_word": "ボーナス", "bonuses": "{value} ボーナス",
        "power_roll": "  パワーロール: {sums} = {total}{notes} -> {tier}{downgrade}",
        # the seeds' words: 有利 (edge), 倍不利 (double bane); the card's 無効化 for immunity (phrases.immunity)
        "double_edge": "、倍有利: ティアが1段階上がる", "double_bane": "、倍不利: ティアが1段階下がる",
        "natural": "、出目19-20: ティア3", "automatic": "、自動的な結果",
        "downgraded": "、ティア{tier}に下げた", "critical": "  クリティカルヒット: もう一度メインアクションを行える",
        "edge": "有利", "bane": "不利", "seed": "  （シード {seed}）",
        "odds_tier": "  ティア{tier}: {percent:6.1%}  ({exact})  {amount} {kinds}ダメージ", "kinds": "{kinds}",
        "and": "と", "odds_critical": "  クリティカルヒット: {percent:.1%}",
        "expected": "  期待ダメージ: {value:.2f}",
        "chose_type": "    {among}のうち{picked}ダメージを選択: このターゲットに最も多く与える",
        "chose_first": "    {count}択: {picked}番目を適用（使用者は別のものを選べます）",
        "untyped": "種別なし",
        "surges": "  サージを {count} 消費: {name}に +{extra} ダメージ",
        "surge": "  サージを 1 消費: {name}に +{extra} ダメージ",
        "potency_surges": "  サージを {count} 消費: {names}へのポテンシー +1",
        "odds_tier_none": "  ティア{tier}: {percent:6.1%}  ({exact})  ダメージなし",
        "on_average": "（ダイスは平均）", "default_target": "ターゲット",
        # a clause as written in Japanese brackets, 『』 around one that holds 「」 itself (nested)
        "said": "「{said}」", "said_nested": "『{said}』",
        "an_edge": "有利", "a_bane": "不利",
        "reason": "{who}は{condition}状態: {effect}", "reason_of": "{who}は{condition}状態（{of}）: {effect}",
        "reason_file": "{effect}（ターゲットファイル）",
        "reason_file_test": "{who}のファイルの有利・不利は使い手のもの: {who}が行うテストにはなし",
        "reason_unnamed": "{who}は{condition}状態ですが、相手の名前がありません: 有利・不利なし（{example} のように書いてください）",
        "situation": "  {reason}", "against": "  {name}に対して（{reasons}）: {total}{notes} -> {tier}{downgrade}",
        "bleeding": "  {name}は出血状態: スタミナを 1d6 ({die}) + {level} = {lost} 失う",
        "on_you": "  {name}（使用者）: {effects}",
        "stability_move": "（{word} {stability}: 最大{squares}マス移動）", "up_to": "最大{distance}",
        "ignoring": "、安定性を無視",
        "object_immune": "    物体: アビリティのその他の効果に対して無効: {effects}",
        "grabbed_move": "（{grabber}に{grabbed}状態: 移動しない）",
        "grab_refused": "{grabbed}状態にならない（すでに{grabber}に{grabbed}状態: 別の者に再びつかまれることはない）",
        "grabbed_unnamed_move": "（{grabbed}状態、つかんでいる者の名前なし: 最大{squares}マス移動。つかまれ状態のクリーチャーは"
                                "つかんでいる者にしか強制的に移動させられない: ターゲット・ファイルの [conditions] に grabbed = \"名前\" と書く）",
    },
}


def said_text(item, lang: str) -> str:
    """A clause kept as text, as written; an effect the table plays, in `lang` (`「あなたはサージ 1 を得る」`)."""
    if isinstance(item, str):
        return item
    from ..render.clauses import effect_text  # noqa: PLC0415 - the card's words, only when needed

    return effect_text(item, lang)


def _name(target: Target, lang: str) -> str:
    """A target's name as a text report prints it: the made-up default target's in the report's language."""
    return _words(lang)["default_target"] if target.default else target.name


def _words(lang: str) -> dict[str, str]:
    return _WORDS.get(lang, _WORDS["en"])


def _term(ruleset: Vocabulary, category: str, term_id: str | None, lang: str) -> str | None:
    if term_id is None:
        return None
    term = ruleset.categories[category].terms.get(term_id)
    return term.label(lang) if term else term_id


def _target_text(result: TargetResult, ruleset: Vocabulary, lang: str = "en") -> list[str]:
    w = _words(lang)
    parts = []
    for d in result.damage:
        kind = w["kind"].format(kind=_term(ruleset, "damage_types", d.damage_type, lang)) if d.damage_type else ""
        adjust = []
        if d.weakness:
            adjust.append(w["weakness"].format(value=d.weakness))
        if d.immunity:
            adjust.append(w["immunity"].format(value=d.immunity))
        note = w["note"].format(amount=d.amount, adjust=w["list"].join(adjust)) if adjust else ""
        parts.append(w["damage"].format(amount=d.dealt, kind=kind, note=note))
    for p in result.potency_checks:
        letter = ruleset.characteristics.terms[p.characteristic].extra.get("letter", p.characteristic)
        parts.append(w["potency"].format(letter=letter, score=p.score, potency=p.potency,
                                         answer=w["yes"] if p.landed else w["no"]))
    for c in result.conditions:
        riders = "".join(w["rider"].format(rider=_term(ruleset, "riders", r, lang)) for r in c.riders)
        duration = ""
        if c.duration:  # `until the start of your next turn`: the author's words, no term's
            said = c.duration.text if c.duration.kind == "until" else _term(ruleset, "durations", c.duration.kind, lang)
            duration = w["duration"].format(duration=said or c.duration.text)
        name = c.condition if c.custom else _term(ruleset, "conditions", c.condition, lang)
        parts.append(f"{f'{name} {c.source}' if c.source else name}{riders}{duration}")
    if result.grab_refused:  # (seed 000: not grabbed again by another enemy)
        parts.append(w["grab_refused"].format(grabbed=_term(ruleset, "conditions", "grabbed", lang),
                                              grabber=result.grab_refused))
    for m, against in moves(result):
        parts.append(_forced_text(m, ruleset, lang) + _moved_text(against, ruleset, lang))
    parts.extend(_quoted(said_text(item, lang), w) for item in result.text)
    lines = [f"  {_name(result.target, lang)}: " + (w["parts"].join(parts) if parts else w["no_effect"])]
    lines.extend(_choice_text(choice, ruleset, lang) for choice in result.choices)
    if result.object_immune:
        lines.append(w["object_immune"].format(effects=w["list"].join(held(item, ruleset, lang)
                                                                      for item in result.object_immune)))
    if result.stamina_after is not None:
        lines.append(w["stamina"].format(before=result.target.stamina, after=result.stamina_after))
    return lines


def held(item, ruleset: Vocabulary, lang: str) -> str:
    """A condition, forced move or note an object was immune to, in `lang` (`prone`, `push 2`)."""
    if isinstance(item, ConditionApplied):
        return condition_name(item, ruleset) if lang == "en" else (
            item.condition if item.custom else _term(ruleset, "conditions", item.condition, lang))
    if isinstance(item, fx.ForcedMove):
        return _forced_text(item, ruleset, lang)
    return said_text(item, lang)


def _forced_text(move: fx.ForcedMove, ruleset: Vocabulary, lang: str) -> str:
    """A forced move in `lang`, as a target's line and an object's held list both say it (`vertical push up to 3,
    ignoring stability`; was, in the held list, `vertical push 3`: `up to`, `straight` and `ignoring stability`
    lost)."""
    w = _words(lang)
    movement = _term(ruleset, "forced_moves", move.movement, lang) if lang != "en" else move.movement
    distance = w["up_to"].format(distance=move.distance) if move.up_to else move.distance
    return (f"{w['vertical'] if move.vertical else ''}{w['straight'] if move.straight else ''}{movement} {distance}"
            f"{' ' + move.toward if move.toward else ''}" + (w["ignoring"] if move.ignores_stability else ""))


def _moved_text(against: Moved | None, ruleset: Vocabulary, lang: str) -> str:
    """` (grabbed by Ogre: not moved)`, ` (stability 2: moved at most 1)`, ` (grabbed by no one named: moved at most 3;
    …)` after a forced move, or nothing."""
    w = _words(lang)
    if against is None:
        return ""
    if against.grabbed_by:
        return w["grabbed_move"].format(grabber=against.grabbed_by,
                                        grabbed=_term(ruleset, "conditions", "grabbed", lang))
    text = w["stability_move"].format(word=_term(ruleset, "statblock_fields", "stability", lang).lower(),
                                      stability=against.stability, squares=against.squares) if against.stability else ""
    if against.grabbed_unnamed:  # never in silence: the move is made, and the grab of no one named is said
        text += w["grabbed_unnamed_move"].format(grabbed=_term(ruleset, "conditions", "grabbed", lang),
                                                 squares=against.squares)
    return text


def _choice_text(choice: ChoiceMade, ruleset: Vocabulary, lang: str) -> str:
    """`chose fire damage of cold, fire, holy: the most against this target`, or `a choice of 2:
    the first applied; another may be picked`."""
    w = _words(lang)
    if choice.damage_types:
        names = [_term(ruleset, "damage_types", t, lang) or w["untyped"] for t in choice.damage_types]
        return w["chose_type"].format(picked=names[choice.picked], among=w["list"].join(names))
    return w["chose_first"].format(count=choice.count, picked=choice.picked + 1)


def resolution_text(resolution: Resolution, bound: BoundAbility, ruleset: Vocabulary | None = None,
                    lang: str = "en") -> str:
    """The roll for people, in `lang` (names and clause text as the author wrote them)."""
    ruleset = ruleset or vocabulary()
    w = _words(lang)
    roll = resolution.roll
    lines = [f"{resolution.ability.name} ({bound.hero.name})"]
    if roll is None and bound.roll is not None and bound.roll.source.kind == "test":
        tested = next(iter(bound.roll.source.characteristics), None)
        what = _term(ruleset, "characteristics", tested, lang) if tested else w["no_characteristic"]
        lines.append(w["test_intro"].format(what=what))
        for target in resolution.targets:
            test = target.roll
            edge = f" {_signed(test.edge.bonus)} {w.get(test.edge.name, test.edge.name)}" if test.edge.bonus else ""
            lines.append(f"  {_name(target.target, lang)}: 2d10 ({test.dice[0]} + {test.dice[1]} = {test.natural}) "
                         f"{_signed(test.modifier)}{edge} = {test.total} -> {w['tier'].format(tier=test.tier)}")
            lines.extend(w["situation"].format(reason=_reason_text(r, ruleset, lang)) for r in target.reasons)
            lines.extend(_target_text(target, ruleset, lang))
        return _printable_lines(lines + _bleeding_text(resolution, bound, lang))
    if roll is None:
        lines.append(w["no_roll"])
        return _printable_lines(lines + _bleeding_text(resolution, bound, lang))
    what = _term(ruleset, "characteristics", bound.roll.characteristic, lang) or w["bonus_word"]
    sums = [f"2d10 ({roll.dice[0]} + {roll.dice[1]} = {roll.natural})", f"{_signed(roll.modifier)} {what}"]
    if roll.bonus:
        sums.append(w["bonuses"].format(value=_signed(roll.bonus)))
    if roll.edge.bonus:
        sums.append(f"{_signed(roll.edge.bonus)} {w.get(roll.edge.name, roll.edge.name)}")
    notes = {1: w["double_edge"], -1: w["double_bane"]}.get(roll.edge.tier_shift, "")
    notes += w["natural"] if roll.natural >= 19 else ""
    notes += w["automatic"] if roll.automatic is not None else ""
    downgrade = w["downgraded"].format(tier=resolution.tier) if resolution.tier != roll.tier else ""
    lines.append(w["power_roll"].format(sums=" ".join(sums), total=roll.total, notes=notes,
                                        tier=w["tier"].format(tier=roll.tier), downgrade=downgrade))
    if resolution.critical:
        lines.append(w["critical"])
    if resolution.surges:
        lines.append(w["surge" if resolution.surges == 1 else "surges"].format(
            count=resolution.surges, name=_name(resolution.targets[0].target, lang), extra=resolution.surge_damage))
    if resolution.potency_surges:
        names = w["list"].join(_name(t.target, lang) for t in resolution.targets if t.potency_surge)
        lines.append(w["potency_surges"].format(count=2 * resolution.potency_surges, names=names))
    lines.extend(w["situation"].format(reason=_reason_text(r, ruleset, lang)) for r in resolution.reasons)
    for target in resolution.targets:
        if target.against is not None:  # edges or banes against this target alone: its own total and tier
            lines.append(_against_text(target, ruleset, lang))
        lines.extend(_target_text(target, ruleset, lang))
    if resolution.on_you:  # what the tier says of the user: once, not under each target (seed 000)
        lines.append(w["on_you"].format(name=bound.hero.name, effects=w["parts"].join(
            _quoted(said_text(item, lang), w) for item in resolution.on_you)))
    return _printable_lines(lines + _bleeding_text(resolution, bound, lang))


def _quoted(said: str, w: dict[str, str]) -> str:
    """A clause kept as text or an effect the table plays, quoted as a report quotes it."""
    return w["said_nested" if "「" in said and "said_nested" in w else "said"].format(said=said)


def _bleeding_text(resolution: Resolution, bound: BoundAbility, lang: str) -> list[str]:
    if resolution.bleeding is None:
        return []
    die, lost = resolution.bleeding
    return [_words(lang)["bleeding"].format(name=bound.hero.name, die=die, level=lost - die, lost=lost)]


def _reason_text(reason, ruleset: Vocabulary, lang: str) -> str:
    """`Korva is weakened: a bane`; `against Bandit: an edge (the target file)`."""
    w = _words(lang)
    effect = w["an_edge"] if reason.edge > 0 else w["a_bane"]
    if reason.condition == "file":
        return w["reason_file" if reason.edge else "reason_file_test"].format(effect=effect, who=reason.who)
    if reason.edge == 0:
        return w["reason_unnamed"].format(who=reason.who, condition=_term(ruleset, "conditions", reason.condition, lang),
                                          example=f'{reason.condition} = "Bandit"')
    return w["reason_of" if reason.of else "reason"].format(
        who=reason.who, condition=_term(ruleset, "conditions", reason.condition, lang), of=reason.of, effect=effect)


def _against_text(target: TargetResult, ruleset: Vocabulary, lang: str) -> str:
    """`against bandit (bandit is prone: an edge): 16 (+ 2 edge) -> tier 2`."""
    w = _words(lang)
    roll = target.against
    reasons = w["parts"].join(_reason_text(r, ruleset, lang) for r in target.reasons)
    notes = (f" ({_signed(roll.edge.bonus)} {w.get(roll.edge.name, roll.edge.name)})" if roll.edge.bonus else "")
    notes += {1: w["double_edge"], -1: w["double_bane"]}.get(roll.edge.tier_shift, "")
    notes += w["natural"] if roll.natural >= 19 else ""
    downgrade = w["downgraded"].format(tier=target.tier) if target.tier != roll.tier else ""
    return w["against"].format(name=_name(target.target, lang), reasons=reasons, total=roll.total, notes=notes,
                               tier=w["tier"].format(tier=roll.tier), downgrade=downgrade)


def seed_text(seed: int, lang: str = "en") -> str:
    """The line that says how to roll the same dice again."""
    return _words(lang)["seed"].format(seed=seed)


def amount(value):
    """Damage as a number: whole, or (dice counted at their mean, `1d6` is 3.5) to two places."""
    return int(value) if getattr(value, "denominator", 1) == 1 else round(float(value), 2)


def odds_text(odds: Odds, lang: str = "en", ruleset: Vocabulary | None = None) -> str:
    """The odds for people, in `lang`."""
    ruleset = ruleset or vocabulary()
    w = _words(lang)
    lines = [f"{odds.ability}: 2d10 {_signed(odds.modifier)}"]
    lines.extend(w["situation"].format(reason=_reason_text(r, ruleset, lang)) for r in odds.reasons)
    for tier, p in odds.tiers.items():
        kinds = [k if lang == "en" else _term(ruleset, "damage_types", k, lang)
                 for k in odds.damage_types_by_tier.get(tier, ()) if k]
        joined = w["and"].join(kinds)
        kind = odds.damage_kind_by_tier.get(tier)
        if kind == "none":  # a tier without damage: said so, not `0 damage`
            lines.append(w["odds_tier_none"].format(tier=tier, percent=float(p), exact=p))
            continue
        lines.append(w["odds_tier"].format(tier=tier, percent=float(p), exact=p,
                                           amount=amount(odds.damage_by_tier[tier]),
                                           kinds=w["kinds"].format(kinds=joined) if kinds else "")
                     + (w["on_average"] if kind == "dice" else ""))
    lines.append(w["odds_critical"].format(percent=float(odds.critical)))
    lines.append(w["expected"].format(value=float(odds.expected_damage)))
    return _printable_lines(lines)


def _printable_lines(lines: list[str]) -> str:
    # Escaping each line before joining keeps the report's own line breaks and no others.
    return "\n".join(printable(line) for line in lines)
