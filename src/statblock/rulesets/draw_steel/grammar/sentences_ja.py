"""Building the AST of a Japanese sentence (`ターゲットは一時的スタミナ 2 を得る`), the `ja_*` rules of
`notation.lark`. Which word is a game word is read from the ruleset here; any other word gives up
(`NotInGrammar`), and the clause is read by `clause` instead. A mixin of `to_ast.ClauseBuilder`; the moves
(`ターゲットを2マス押し戻す`, `ターゲットは最大 6 マステレポートする`) are `moves_ja.py`'s.
"""

from __future__ import annotations

import re

import attrs

from .. import ast
from ....vocabulary import Vocabulary, fold
from ..vocabulary import vocabulary
from .building import to_int as _int, unquote
from .direct import Lexeme, NotInGrammar
from .ja_verb_forms import JA_HALVED
from ..vertical import stability_effect, vertical_effect
from ..creature_phrases import ja_whose
from .moves_ja import JA_CAN, JapaneseMoves, who_named as _who

# Japanese joining words of a sentence (the game words are the ruleset's)
_JA_BECOME = "になる"
# what a creature does that dies: 死亡する, and the plain 死ぬ (`スタミナが 8 以下のターゲットは死ぬ`)
_JA_DIE = ("死亡する", "死ぬ")
# what a creature does with an edge or a bane: 受ける, and the seeds' 得る (「パワーロールに有利を得る」, seed 001),
# and 獲得する, as a gain is said (`JA_GAIN`)
_JA_TAKE = ("受ける", "得る", "獲得する")
# a counter between the number and what it counts (`1つのサージ`, `2個のサージ`, `5 の一時的スタミナ`)
_JA_COUNTER = ("つの", "個の", "点の", "の")
# what a creature does with a free strike: 行う, and can do: 行うことができる, or the short potential 行える
_JA_MAKE, _JA_CAN_MAKE = "行う", ("行うことができる", "行える")
# `有利を得たフリー・ストライクを行う`, `倍不利を受けたフリー・ストライク…`: a free strike with its own edge or bane
_STRIKE_EDGE = re.compile(r"(?P<which>[^\sを]{1,6})を(?:得た|受けた|獲得した)(?P<rest>.+を.+)")


def _topic_term(who: str):
    """The creature a topic names (`各物体`), or narrowed by where it stands (`範囲内の各物体`: `each object in the area`,
    `creature_phrases.narrowed_english`); None for any other words."""
    term = _rules().creatures.lookup(who)
    if term is None and who and not who.isascii():
        from ..creature_phrases import narrowed_english  # noqa: PLC0415

        narrowed = narrowed_english(_rules(), who)
        term = narrowed[1] if narrowed is not None else None
    return term


def _they(who: str) -> bool:
    """Whether `who` is a pronoun of several (`彼ら`, `彼らそれぞれ`), the targets where nothing else says."""
    term = _rules().pronouns.lookup(who)
    return term is not None and (bool(term.extra.get("several")) or term.id == "each_of_them")


def _rules() -> Vocabulary:
    return vocabulary()


def _until_first(name: str, rules: Vocabulary) -> str | None:
    """The duration a Japanese scope starts with (`次のターンの終了時まで` of `次のターンの終了時までストライク`), when
    the ruleset knows it as a duration or an `until` phrase and words follow it; else None."""
    at = name.find(_JA_UNTIL)
    while at != -1:
        until = name[: at + len(_JA_UNTIL)]
        if len(until) < len(name) and (rules.durations.lookup(until[: -len(_JA_UNTIL)]) is not None
                                       or rules.durations.lookup(until) is not None
                                       or (rules.categories.get("until_phrases") is not None
                                           and rules.categories["until_phrases"].lookup(until) is not None)):
            return until
        at = name.find(_JA_UNTIL, at + 1)
    return None


_JA_UNTIL = "まで"


#: the end of a gain the creature may take (`を得ることができる`: `can gain`)
_MAY_GAIN = "ことができる"

class JapaneseSentenceBuilder(JapaneseMoves):
    def ja_sentence(self, deed):
        return (deed,)

    def gated_ja_sentence(self, char, strength, deed):
        return self.gated_sentence(char, strength, deed)

    def ja_gate(self, char, strength, body):
        return self.potency(char, strength, body)

    def ja_potency(self, topic, gate):
        """`1体のターゲットはM < 3、朦朧`: about some of the targets (who, as written in Japanese)."""
        return (attrs.evolve(gate, subject=_who(topic), span=(0, gate.span[1])),)

    def ja_otherwise_potency(self, *items):
        """`または、M < 2、出血`: instead of the clause before, when it lands."""
        (gate,) = self.ja_potency(*items) if len(items) == 2 else (items[0],)
        return (attrs.evolve(gate, otherwise=True, span=(0, gate.span[1])),)

    def ja_deed(self, *items):
        topic = items[0] if len(items) == 2 else None
        act = items[-1]
        if isinstance(act, _Dealt):
            # `3 + M ダメージを与える`, `あなたは…を与える`, `アビリティは…を与える` (seed 000): the tier's damage
            who = _who(topic) if topic is not None else None
            if who is not None and who not in _JA_DEALERS and getattr(_rules().creatures.lookup(who), "id", None) != "you":
                raise NotInGrammar
            return act[0]
        if isinstance(act, ast.DamageClause):
            # the tier's damage when the topic is the targets (`ターゲットは`, `各ターゲットは`); `あなたは
            # 2 ダメージを受ける` is not, nor `1体のターゲットは…`, some of them only
            term = _topic_term(_who(topic)) if topic is not None else None
            taking = _rules().phrases.terms["status_subject"].en
            if term is not None and term.extra.get("some"):
                # `1体の敵は 6 ダメージを受ける`: some of the targets only, as `an enemy takes 6 damage`
                return attrs.evolve(act, subject=_who(topic))
            if term is None or term.en[0] not in taking:
                raise NotInGrammar
            return act
        if isinstance(act, ast.ConditionsClause):
            if topic is None or _rules().creatures.lookup(_who(topic)) is None:
                raise NotInGrammar  # a condition alone, or after words of no creature: read by `clause`
            who = self._word(topic)
            phrase = act.phrases[0]
            return attrs.evolve(act, phrases=(attrs.evolve(phrase, words=(who, *phrase.words)), *act.phrases[1:]),
                                span=(topic.start_pos, act.span[1]))
        if isinstance(act, ast.ForcedClause) and act.subject is not None:
            # `（あなたは）ターゲットを1スクエア押し戻す`: the creature moved is the one named with を; the
            # topic, if any, the one who moves it (you)
            if _rules().creatures.lookup(act.subject) is None or (
                    topic is not None and getattr(_rules().creatures.lookup(_who(topic)), "id", None) != "you"):
                raise NotInGrammar
            return act if topic is None else attrs.evolve(act, span=(topic.start_pos, act.span[1]))
        if isinstance(act, ast.ForcedClause):
            # `1体のターゲットはプッシュ 3 マス`: a forced move on the creature the topic names (`範囲内の各物体は…`: narrowed
            # by where it stands, as `each object in the area is pushed 2 squares`; was text)
            if topic is not None and act.passive and _they(_who(topic)):
                # `彼らは 2 スクエア押し戻される`, `彼らそれぞれは…`: the targets, as `they are pushed 2` and `ターゲットは…`
                # are (was text, SB138); whom after a part about others, as of their conditions (`pronouns.py`)
                return attrs.evolve(act, subject=_rules().creatures.terms["the_target"].ja[0])
            if topic is None or _topic_term(_who(topic)) is None:
                raise NotInGrammar
            return attrs.evolve(act, subject=_who(topic))
        doer = None
        if topic is not None:
            who = _who(topic)  # `「the griffon」は`: the author's words, quoted
            doer = ast.Word(who, (topic.start_pos, topic.start_pos + len(who)))
        if act["kind"] == "stat" and "words" not in act:
            # `ターゲットの速度は 2 になる`: the statistic is the topic's last word, whose it is before の
            if doer is None:
                raise NotInGrammar
            whose, stat = ja_whose(_rules(), doer.text)  # (`その速度は`: `それ`'s)
            if _rules().statblock_fields.lookup(stat) is None:
                raise NotInGrammar
            start = doer.span[0] + len(doer.text) - len(stat)
            act = {**act, "words": (ast.Word(stat, (start, doer.span[1])),)}
            # `「the sneak」の速度は`: whose, the author's words quoted
            doer = ast.Word(unquote(whose), (doer.span[0], doer.span[0] + len(whose))) if whose else None
        elif act["kind"] in ("slay",) and doer is not None:
            raise NotInGrammar
        if act["kind"] == "slay":
            doer = act.pop("doer")
        start = doer.span[0] if doer is not None else act["span"][0]
        return ast.DeedClause(act["kind"], doer, act.get("verb"), act.get("amount"), act.get("words", ()),
                              act.get("flags", ()), act.get("damage_type"), act.get("duration"),
                              (start, act["span"][1]), act.get("toward"))

    def ja_dealt_damage(self, *items):
        """`5 聖なるダメージを与える`: read as `5 聖なるダメージ` is, said of the one dealing it (`ja_deed` checks who)."""
        return _Dealt((self.ja_damage(*items),))

    def ja_dealt_plain_damage(self, *items):
        """`5 ダメージを与える`, `3 + M ダメージを与える`: untyped, read as `5 ダメージ` is."""
        return _Dealt((self.damage(*items),))

    def ja_taken_damage(self, *items):
        """`ターゲットは 5 火炎ダメージを受ける`: read as `5 火炎ダメージ` is."""
        return self.ja_damage(*items)

    def ja_taken_plain_damage(self, *items):
        """`5 ダメージを受ける`, `3 + M ダメージを受ける`: untyped, read as `5 ダメージ` is."""
        return self.damage(*items)

    def ja_taken_dice_damage(self, *items):
        """`2d6 + 3 冷気ダメージを受ける`: read as `2d6 + 3 冷気ダメージ` is."""
        return self.ja_dice_damage(*items)

    def ja_taken_plain_dice_damage(self, *items):
        """`2d6 ダメージを受ける`: untyped, read as `2d6 ダメージ` is."""
        return self.dice_damage(*items)

    def _leading_until(self, word, duration):
        """`次のターンの終了時まで速度`, `…まで火炎弱点`: how long, said first (as Japanese says it), and the word after it;
        `word` and `duration` as they are when none is (was read as a resource or a damage type named with the
        duration's words)."""
        if duration is not None or word.type != "WORD":
            return word, duration, None
        until = _until_first(str(word), _rules())
        if until is None:
            return word, duration, None
        rest = Lexeme(str(word)[len(until):])
        rest.type, rest.start_pos, rest.end_pos = "WORD", word.start_pos + len(until), word.end_pos
        return rest, ast.Duration(until, False, (word.start_pos, rest.start_pos)), word.start_pos

    @staticmethod
    def _from(act, start, end):
        """`act` spanning from `start` (its duration said first) to `end`."""
        return act if start is None else {**act, "span": (start, max(act["span"][1], end))}

    def ja_gain(self, word, number, verb, duration=None):
        """`一時的スタミナ 2 を得る`, `悪意 1 を失う`; a resource of the author's, quoted: `「stamina」 6 を得る`;
        a weakness or an immunity gained, `火炎弱点 5 を得る (セーヴ終了)`, is the one the target has; how long said
        first (`次のターンの終了時まで速度を2失う`) as after."""
        word, duration, first = self._leading_until(word, duration)
        if first is not None:
            return self._from(self._ja_gain(word, number, verb, duration, verb), first, verb.end_pos)
        return self._ja_gain(word, number, verb, duration)

    def _ja_gain(self, word, number, verb, duration=None, last=None):
        said = ast.Word(str(verb).lstrip("を"), (verb.start_pos + 1, verb.end_pos))
        quoted = word.type == "QUOTED"
        can = str(verb).endswith(_MAY_GAIN)   # (`サージ 2 を得ることができる`: `can gain 2 surges`, a resource only)
        if can:   # (the verb its own: `回復することができる` regains, as `回復する` does)
            said = ast.Word(said.text.removesuffix(_MAY_GAIN), said.span)
        modifier = None if quoted else self._ja_modifier(word, number, last or (duration if duration is not None else verb),
                                                         duration)
        if modifier is not None:
            if verb.type != "JA_GAIN" or can:
                raise NotInGrammar  # (`火炎弱点 5 を失う`: no resource, and no weakness the rules take away)
            return modifier
        if duration is not None and can:
            raise NotInGrammar
        if duration is not None:
            # `速度 2 を失う (EoT)`, `ターゲットは速度を2失う (EoT)`: a statistic changed for a while, as `the target loses
            # 2 speed (EoT)` is; a resource gained does not last (`サージ 2 を得る (セーヴ終了)` is no sentence)
            if quoted or _rules().statblock_fields.lookup(str(word)) is None:
                raise NotInGrammar
            amount = _int(str(number))
            return self._act("stat", word, last or duration, verb=said, amount=-amount if verb.type == "JA_LOSE" else amount,
                             words=(self._word(word),), duration=duration, flags=("by",))
        if not quoted and fold(str(word)) in {fold(s) for s in _rules().phrases.terms["temporary_stamina"].ja}:
            if can:
                raise NotInGrammar
            return self._act("temporary_stamina", word, verb, verb=said, amount=_int(str(number)))
        if quoted and str(word)[-1] != "」":
            raise NotInGrammar  # `「x」状態 6 を得る`: a condition's name, not a resource
        flags = ("loses",) if verb.type == "JA_LOSE" else ("can",) if can else ()
        words = self._quoted(word) if quoted else (self._word(word),)
        return self._act("resource", word, verb, verb=said, amount=_int(str(number)), words=words, flags=flags)

    def ja_rolled_loss(self, word, dice, verb):
        """`回復 1d3 を失う` (`the target loses 1d3 Recoveries`): the resource and the dice as words, which the compiler
        reads as it reads the whole clause (`text_clauses._rolled_loss`): so it is read as a part of a compound too
        (`伏せ、ターゲットは回復 1d3 を失う`)."""
        said = ast.Word(str(verb).lstrip("を"), (verb.start_pos + 1, verb.end_pos))
        return self._act("resource", word, verb, verb=said, amount=0, words=(self._word(word), self._word(dice)),
                         flags=("loses",))

    def ja_rolled_stamina(self, dice, tail):
        """`1d6 + レベルに等しいスタミナを失う` (seed 000's bleeding): the dice and the rest as words, which the compiler
        reads as it reads the whole clause (`text_clauses._rolled_loss`), a part of a compound too."""
        said = ast.Word("失う", (tail.end_pos - len("失う"), tail.end_pos))
        return self._act("resource", dice, tail, verb=said, amount=0, words=(self._word(dice), self._word(tail)),
                         flags=("loses",))

    def ja_spend(self, word, number, verb):
        """`リカバリー 1 を消費できる`, `サージ 2 を消費する`: a resource spent (`can spend a Recovery`)."""
        text = str(verb).lstrip("を")
        can = text.endswith(JA_CAN)
        flags = ("loses", "spends") + (("can",) if can else ())
        said = ast.Word(text, (verb.start_pos + 1, verb.end_pos))
        return self._act("resource", word, verb, verb=said, amount=_int(str(number)), words=(self._word(word),),
                         flags=flags)

    def ja_object_gain(self, whom, number, verb, duration=None):
        """`サージを2得る`, `サージを2つ得る`, `悪意を1失う`: what is gained first, with を, read as `サージ 2 を得る`."""
        name = str(whom)[:-1].strip()
        word = Lexeme(name)
        word.type, word.start_pos, word.end_pos = "WORD", whom.start_pos, whom.start_pos + len(name)
        text = str(verb)
        said = Lexeme("を" + text.lstrip("つ個点"))
        said.type = "JA_LOSE" if verb.type == "JA_LOSE_AFTER" else "JA_GAIN"
        said.start_pos, said.end_pos = verb.end_pos - len(said) + 1 - 1, verb.end_pos
        if not _an_object_gained(name):
            raise NotInGrammar
        return self.ja_gain(word, number, said, duration)

    def ja_object_spend(self, whom, number, verb):
        """`回復を1消費する`, `リカバリーを1回消費できる`: what is spent first, with を, read as `ja_spend` reads
        `リカバリー 1 を消費する`."""
        name = str(whom)[:-1].strip()
        if not _an_object_gained(name):
            raise NotInGrammar
        word = Lexeme(name)
        word.type, word.start_pos, word.end_pos = "WORD", whom.start_pos, whom.start_pos + len(name)
        text = str(verb).lstrip("つ個点回")
        said = Lexeme("を" + text)
        said.type, said.start_pos, said.end_pos = "JA_SPEND", verb.end_pos - len(text) - 1, verb.end_pos
        return self.ja_spend(word, number, said)

    def ja_number_gain(self, number, counted, verb):
        """`1サージを得る`, `5 の一時的スタミナを得る`: the number first, read as `ja_gain` reads `サージ 1 を得る`."""
        text = str(counted)
        # `5 の一時的スタミナ`, `1つのサージ`: the particle or counter joining the number to the word
        skip = next((len(c) for c in _JA_COUNTER if text.startswith(c)), 0)
        word = Lexeme(text[skip:])
        word.type, word.start_pos, word.end_pos = "WORD", counted.start_pos + skip, counted.end_pos
        if not str(word):
            raise NotInGrammar
        act = self.ja_gain(word, number, verb)
        return {**act, "span": (number.start_pos, act["span"][1])}

    def ja_damage_modifier(self, word, number, duration=None):
        """`火炎弱点 5`, `ダメージ耐性 2`: the type written against 弱点 or 耐性 (how long may be said first:
        `次のターンの終了時まで火炎弱点 5`); `テレポート 3`, an own move so written (`ja_bare_move`)."""
        if duration is None and (own := self.ja_bare_move(word, number)) is not None:
            return own
        word, duration, first = self._leading_until(word, duration)
        act = self._ja_modifier(word, number, number if first is not None or duration is None else duration, duration)
        if act is None:
            raise NotInGrammar
        return self._from(act, first, number.end_pos)

    def _ja_modifier(self, word, number, last, duration):
        """The damage modifier `word` names with its type against 弱点 or 耐性 (`火炎弱点`), or None."""
        text = str(word)
        for which in ("weakness", "immunity"):
            for spelling in _rules().phrases.terms[which].ja:
                if text.endswith(spelling):
                    kind = text[: -len(spelling)]
                    damage_type = None if kind in ("ダメージ", "") else ast.Word(kind, (word.start_pos, word.start_pos + len(kind)))
                    # `弱点 5`, no type and no `ダメージ` written: a type the ability names elsewhere (`weakness 5`)
                    return self._act("damage_modifier", word, last, amount=_int(str(number)),
                                     damage_type=damage_type, duration=duration,
                                     flags=(which, "unnamed") if not kind else (which,))
        return None

    def ja_stat(self, number, duration=None):
        last = duration if duration is not None else number
        return self._act("stat", number, last, verb=ast.Word("は", (number.start_pos, number.start_pos)),
                         amount=_int(str(number)), duration=duration)

    def ja_stat_changed(self, number, verb, duration=None):
        """`速度は 2 増加する`, `速度は 1 減少する`: the statistic raised or lowered (`is increased by 2`)."""
        last = duration if duration is not None else verb
        amount = _int(str(number))
        return self._act("stat", number, last, verb=ast.Word("は", (number.start_pos, number.start_pos)),
                         amount=amount if str(verb) == "増加する" else -amount, duration=duration, flags=("by",))

    def ja_phrase(self, *items):
        """`…に不利を受ける`, `…にフリー・ストライクを行う(ことができる)` or `行える`, `半減する`, or a condition
        after its subject (`伏せ状態になる`, `つかまれ`)."""
        on = next((i for i in items if isinstance(i, Lexeme) and i.type == "JA_ON"), None)
        word = next(i for i in items if isinstance(i, Lexeme) and i.type in ("WORD", "QUOTED"))
        duration = next((i for i in items if isinstance(i, ast.Duration)), None)
        text, rules = str(word), _rules()
        last = duration if duration is not None else word
        if word.type == "QUOTED":
            # `ターゲットは「can't hide」`, `ターゲットは「burning」状態`: the author's words, which no
            # game phrase is; `ja_deed` puts the subject before them
            words = self._quoted(word)
            return ast.ConditionsClause((ast.ConditionPhrase(words, (words[0].span[0], words[-1].span[1])),),
                                        duration, (word.start_pos, self._bounds(last)[1]))
        scope = ()
        if on is not None:
            name = _who(on)
            start = on.start_pos
            until = _until_first(name, rules) if duration is None else None
            if until is not None:
                # `次のターンの終了時までストライクに不利を受ける`: how long first, as Japanese says it (`takes a bane on
                # strikes until the end of their next turn`), then what the bane is on
                duration = ast.Duration(until, False, (start, start + len(until)))
                name, start = name[len(until):], start + len(until)
            scope = (ast.Word(name, (start, start + len(name))),)
        first = on if on is not None else word
        head, particle, tail = text.partition("を")
        if particle and tail in _JA_TAKE:
            double = next((s for s in rules.phrases.terms["double"].ja if head.startswith(s)), "")
            which = head[len(double):]
            for kind in ("edge", "bane"):
                if which in rules.phrases.terms[kind].ja:
                    flags = (kind,) + (("double",) if double else ())
                    return self._act("edge_bane", first, last, verb=ast.Word(tail, (word.end_pos - len(tail), word.end_pos)),
                                     words=scope, flags=flags, duration=duration)
            raise NotInGrammar
        strike, edge_flag = head, None
        edge = _STRIKE_EDGE.match(text)  # `有利を得たフリー・ストライクを行う`: the strike's own edge
        if edge is not None:
            double = next((s for s in rules.phrases.terms["double"].ja if edge.group("which").startswith(s)), "")
            which = next((kind for kind in ("edge", "bane")
                          if edge.group("which")[len(double):] in rules.phrases.terms[kind].ja), None)
            rest, said, after = edge.group("rest").partition("を")
            if which is not None and after in (_JA_MAKE, *_JA_CAN_MAKE):
                strike, tail, edge_flag = rest, after, ("double_" if double else "") + which
        if particle and tail in (_JA_MAKE, *_JA_CAN_MAKE) and rules.statblock_fields.lookup(strike) is not None \
                and rules.statblock_fields.lookup(strike).id == "free_strike" and duration is None:
            flags = (("can",) if tail != _JA_MAKE else ()) + ((edge_flag,) if edge_flag else ())
            return self._act("free_strike", first, word, verb=ast.Word(_JA_MAKE, (word.start_pos, word.end_pos)),
                             words=scope, flags=flags)
        if on is not None:
            raise NotInGrammar
        if text in JA_HALVED:  # (the card says the first; `半分になる` was text, SB138)
            return self._act("stat", word, last, verb=ast.Word("は", (word.start_pos, word.start_pos)), amount=None,
                             duration=duration, flags=("halved",))
        if vertical_effect(self.text, rules) is not None or stability_effect(self.text, rules) is not None:
            raise NotInGrammar
        name = text[: -len(_JA_BECOME)] if text.endswith(_JA_BECOME) else text
        condition = ast.Word(name, (word.start_pos, word.start_pos + len(name)))
        return ast.ConditionsClause((ast.ConditionPhrase((condition,), condition.span),), duration,
                                    (word.start_pos, self._bounds(last)[1]))

    def ja_conditions(self, *items):
        """`つかまれ、減速、および衰弱 (セーヴ終了)` after a subject: each a condition the ruleset knows (any other
        word is read by `clause`), the duration written last holding for all; `ja_deed` puts the subject first."""
        words = [i for i in items if isinstance(i, Lexeme)]
        duration = next((i for i in items if isinstance(i, ast.Duration)), None)
        rules = _rules()
        if any(rules.conditions.lookup(str(word)) is None for word in words):
            raise NotInGrammar
        phrases = tuple(ast.ConditionPhrase((self._word(word),), (word.start_pos, word.end_pos)) for word in words)
        last = duration if duration is not None else words[-1]
        return ast.ConditionsClause(phrases, duration, (words[0].start_pos, self._bounds(last)[1]))

    def ja_slay(self, whose, number, *words):
        """`スタミナが 8 以下のターゲットは死亡する`, `スタミナが 8 以下の「any minion」は死亡する`."""
        quoted, word = words if len(words) == 2 else (None, words[0])
        who, particle, verb = str(word).partition("は")
        if quoted is not None:
            if who or str(quoted)[-1] != "」":
                raise NotInGrammar
            who = " ".join(w.text for w in self._quoted(quoted))
        if verb not in _JA_DIE or not who or _rules().statblock_fields.lookup(str(whose)[:-1]) is None \
                or _rules().statblock_fields.lookup(str(whose)[:-1]).id != "stamina":
            raise NotInGrammar
        first = quoted if quoted is not None else word
        act = self._act("slay", whose, word, amount=_int(str(number)))
        act["doer"] = ast.Word(who, (first.start_pos, first.start_pos + len(who)))
        return act



class _Dealt(tuple):
    """The damage of `…ダメージを与える`, as the builder hands it to `ja_deed`."""


# who deals a tier's damage besides you, as seed 000 says it (「アビリティは 3 + 筋力スコアに等しいダメージを与え」)
_JA_DEALERS = ("アビリティ", "このアビリティ")


def _an_object_gained(name: str) -> bool:
    """Whether `name`, all the words before を of `サージを2得る` or `回復を1消費する`, may name what is gained, lost or
    spent (a resource of the ruleset's or the author's, a statistic, temporary Stamina, a damage modifier): not when
    it holds more than a name, a blank, a mark of a potency or a list, a condition or a verb joined to what follows.
    Any run of words before を is read there: `伏せ状態になり回復を1消費する` (a condition before the resource) and
    `M < 2 なら悪意を1失う` (a potency before it) were read as a resource named with all of it, the condition and the
    potency lost in silence (a review's finding); `勝利を1得る`, `ヒーロートークンを1消費する` are an author's resources."""
    rules = _rules()
    if "まで" in name:  # (how long said first: `次のターンの終了時まで速度を2失う`, read by `_leading_until`)
        name = name.rpartition("まで")[2].strip()
    if not name or (name.startswith("「") and name.endswith("」")):
        return bool(name)
    if _NOT_A_NAME.search(name):
        return False
    return not any(spelling in name for term in rules.conditions.terms.values() for spelling in term.ja)


# what no name of a resource holds: a blank, a potency's or a list's mark, a verb joined to what follows
_NOT_A_NAME = re.compile(r"[\s<＜、，,。.]|になり|され|して|なら")
