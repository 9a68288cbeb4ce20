"""The card's sentences of what a creature does or gets (`the target can shift 1 square`, `you gain 2
surges`, `the target takes a bane on their next strike`, `the target's speed is 0 (EoT)`, `ターゲットは最大 2
マスシフトする`): who does it, the verb, and what it is about.

English keeps the verb as written, so that the card reads as the source; Japanese says it in its own
order, with the creature's words translated where the ruleset knows them, the author's own quoted.
"""

from __future__ import annotations

from ....vocabulary import NUMBER_WORDS
from ...similarity import is_japanese
from ..runtime import effects as fx
from ..creature_phrases import narrowed_japanese, possessive, pronoun, said_of_several
from ..toward_phrases import toward_japanese, toward_said
from .forced import SQUARE_JA
from .measures import STRAIGHT, ja_modal, ja_straight

__all__ = ["CreatureSentences"]


# English verbs a card supplies when the author's are not English: said of one creature (`the target
# takes`), and the form for several (`you take`: `creature_phrases.said_of_several`)
_BASE_FORMS = {"takes": "take", "gains": "gain", "regains": "regain", "loses": "lose", "has": "have",
               "makes": "make", "shifts": "shift", "teleports": "teleport", "summons": "summon", "spends": "spend",
               "uses": "use"}


class CreatureSentences:
    """The card writer's sentences of what a creature does or gets (`clauses._Writer` supplies `lang`, `rules`,
    `term`, `quoted`, `_duration`, and `Measures`' `_spent` and `_own_move_speed`)."""

    def _creature(self, who: str) -> str:
        """Who, in the card's language where the ruleset knows the words (`the target`: `ターゲット`, `they`: `彼ら`);
        in Japanese, the author's own words quoted (`「the griffon」`)."""
        if self.lang == "en":
            return who
        term = self.rules.creatures.lookup(who) or pronoun(self.rules, who)
        if term is None:
            # `one ally within 5 squares`: `5 スクエア以内の1体の味方`, as seed 000 narrows a creature
            return narrowed_japanese(self.rules, who) or self.quoted(who)
        # (a pronoun too: `they`, `彼ら`, as seed 000 says it; it was quoted as a name, `「they」は`)
        return term.label("ja")

    def _known_creature(self, who: str) -> str | None:
        """`the nearest ally`: `最も近い味方`, a creature the ruleset knows and spelt as it spells it, in Japanese;
        None for any other words (one narrowed, `ターゲットに隣接する各敵`, holds a particle the Japanese free strike
        is not read with)."""
        term = self.rules.creatures.lookup(who)
        return term.label("ja") if term is not None and term.en[0] == who else None

    def _topic(self, who: str) -> str:
        """Who a sentence is said of (`_creature`); a name in Japanese quoted as the author's own word
        (`「マインドキラー」は…`), as an English one is (`「the mindkiller」は…`): the reader takes a name so (unquoted,
        `マインドキラーは減速` was a status of that name), and a card of `「マインドキラー」は 2 スクエアシフトする` keeps the
        quotes its author wrote (it printed `マインドキラーは…`)."""
        said = self._creature(who)
        if self.lang == "ja" and said == who and is_japanese(who) and "「" not in who \
                and self.rules.creatures.lookup(who) is None and pronoun(self.rules, who) is None:
            return f"「{who}」"
        return said

    def _who(self, who: str | None) -> str:
        if who is None:
            return ""
        if self.lang == "ja":
            return self._topic(who) + "は"
        return who + " "

    def _who_can(self, effect) -> str:
        """Who, then `can ` (`must `) when the creature may (must) do it; of several each of whom may, `can each`
        after them, as the books write it and the grammar reads it (`you and your companion can each spend a
        Recovery`: `you and your companion each can spend` was read as a whole only with one verb, not with `and`)."""
        can = "can " if getattr(effect, "can", False) else ("must " if getattr(effect, "must", False) else "")
        if self.lang == "en" and can == "can " and effect.who and effect.who.endswith(" each"):
            return f"{self._who(effect.who.removesuffix(' each'))}can each "
        return f"{self._who(effect.who)}{can}"

    def _verb(self, effect, default: str) -> str:
        """The verb as the author wrote it (`gains`, `has`), or `default` (said of one creature) when
        none was written or it is in another language than the card's (an English card of
        `ターゲットは次のストライクに不利を受ける` says `takes`, not `受ける`); its base form when said of
        several or of nobody (`フリー・ストライクを行う`: `make a free strike`, as English tiers write it)."""
        if effect.verb and (self.lang != "en" or effect.verb.isascii()):
            return effect.verb
        # the form for `you` and several, and for a sentence with no one named (`2サージを得る`: `gain 2
        # surges`, as an English author writes it)
        if self.lang == "en" and (self._several(getattr(effect, "who", ""))
                                  or (hasattr(effect, "who") and effect.who is None)):
            return _BASE_FORMS.get(default, default)
        return default

    def _several(self, who: str | None) -> bool:
        """Whether `who` is said with a verb's base form: `you`, `all allies` and any creature the vocabulary says
        is several, `they`, and several named (`you and each ally adjacent to you gain`)."""
        return said_of_several(self.rules, who)

    def _own_move(self, effect: fx.OwnMove) -> str:
        if effect.speed:
            return self._own_move_speed(effect)
        if self.lang == "ja":
            # (the vocabulary's シフト, テレポート, 移動: a move of a number of squares, `ターゲットは 3 スクエア移動する`, was
            # printed シフト, which reads back as a shift)
            verb = dict(zip(("shift", "teleport", "move"), self.rules.phrases.terms["own_move"].ja)).get(
                effect.movement, "シフト")
            up_to = "最大" if effect.up_to else ""
            whom = f"{self._creature(effect.whom)}を" if effect.whom else ""
            # a space either side of the number, as the seeds write `プッシュ 1`: a place to break the line
            return (f"{self._who(effect.who)}{whom}{up_to} {effect.distance} {SQUARE_JA}{ja_straight(self, effect)}{verb}"
                    f"{ja_modal(effect)}{self._toward(effect)}")
        verb = self._verb(effect, effect.movement if effect.can or effect.must else effect.movement + "s")
        squares = "square" if effect.distance == 1 else "squares"
        up_to = "up to " if effect.up_to else ""
        whom = f"{effect.whom} " if effect.whom else ""
        straight = STRAIGHT if effect.straight else ""
        return f"{self._who_can(effect)}{verb} {whom}{up_to}{effect.distance} {squares}{straight}{self._toward(effect)}"

    def _toward(self, effect: fx.OwnMove) -> str:
        """Where an own move goes, after it: ` toward the target`; `（ターゲットに向かって）` on a Japanese card, the
        author's own words quoted (`（「toward the dragon」）`), as a forced move's are."""
        if not effect.toward:
            return ""
        if self.lang == "en":
            return toward_said(effect.toward)
        return f"（{toward_japanese(self.rules, effect.toward) or self.quoted(effect.toward)}）"

    def _temporary_stamina(self, effect: fx.TemporaryStamina) -> str:
        if self.lang == "ja":
            return f"{self._who(effect.who)}一時的スタミナ {effect.amount} を{'回復する' if effect.regains else '得る'}"
        verb = self._verb(effect, "regains" if effect.regains else "gains")
        return f"{self._who(effect.who)}{verb} {effect.amount} temporary stamina"

    def _resource(self, effect: fx.ResourceChange) -> str:
        if effect.dice is not None:
            return self._rolled_loss(effect)
        if effect.spends:
            return self._spent(effect)
        category = next((c for c in ("heroic_resources", "resources", "statblock_fields")
                         if effect.resource in self.rules.categories[c].terms), None)
        if category is None and effect.who is None and not effect.verb and effect.amount > 0:
            # `2 charges`: a resource the ability defines, counted as a tier's outcome with no verb written
            # (`counted.own_resource`); `2 「charges」` on a Japanese card, as seed 000 writes `2 サージ`
            name = effect.resource if self.lang == "en" or is_japanese(effect.resource) else self.quoted(effect.resource)
            return f"{effect.amount} {name}"
        category = category or "resources"
        name = self.term(category, effect.resource)
        term = self.rules.categories[category].terms.get(effect.resource)
        if category == "statblock_fields" and self.lang == "en":
            name = name.lower()  # (`loses 5 stamina`: a statistic lowercased, as the English card always said it)
        if self.lang == "en" and term is not None and abs(effect.amount) != 1 and len(term.en) > 1:
            name = term.en[1]  # `2 surges`: the plural is the second English spelling
        if self.lang == "ja":
            name = self.quoted(name) if term is None else name  # `「stamina」 6 を得る`: the author's word
            verb = "失う" if effect.amount < 0 else "回復する" if effect.regains else "得る"
            if term is not None and name in verb:
                # `回復 1 を回復する` says the verb twice: the resource's other Japanese name (`リカバリー 1 を回復する`)
                name = next((s for s in term.ja if s not in verb), name)
            return f"{self._who(effect.who)}{name} {abs(effect.amount)} を{verb}{'ことができる' if effect.can else ''}"
        verb = self._verb(effect, "loses" if effect.amount < 0 else "regains" if effect.regains else "gains")
        if effect.can:   # `the target can gain 2 surges`
            verb = self._verb(effect, "regain" if effect.regains else "gain")
        return f"{self._who_can(effect)}{verb} {abs(effect.amount)} {name}"

    def _rolled_loss(self, effect: fx.ResourceChange) -> str:
        """`the target loses 1d6 + level Stamina`, `ターゲットは1d6 + レベルに等しいスタミナを失う` (seed 000's bleeding loss,
        「1d6 + レベルに等しいスタミナを失います」)."""
        parts = [effect.dice] + ([str(abs(effect.amount))] if effect.amount else [])
        if effect.resource != "stamina":
            # `the target loses 1d3 Recoveries`, `ターゲットは回復 1d3 を失う` (as `回復 2 を失う`); the count is unknown
            # till rolled, so the plural (the second English spelling)
            term = self.rules.categories["resources"].terms.get(effect.resource)
            if self.lang == "ja":
                name = term.label("ja") if term is not None else self.quoted(effect.resource)
                return f"{self._who(effect.who)}{name} {' + '.join(parts)} を失う"
            name = (term.en[1] if len(term.en) > 1 else term.label("en")) if term is not None else effect.resource
            return f"{self._who(effect.who)}{self._verb(effect, 'loses')} {' + '.join(parts)} {name}"
        if self.lang == "ja":
            parts += ["レベル"] if effect.level else []
            return f"{self._who(effect.who)}{' + '.join(parts)}に等しいスタミナを失う"
        parts += ["level"] if effect.level else []
        return f"{self._who(effect.who)}{self._verb(effect, 'loses')} {' + '.join(parts)} Stamina"

    def _scope(self, words: str, who: str | None = None) -> str:
        """What an edge or a bane is on, as written; in the card's language when it was written in the other
        and the vocabulary knows it (`次のストライク` on an English card: `their next strike`; `your next
        strike` of you on a Japanese card: `次のストライク`, as Japanese says it of the one named)."""
        scopes = self.rules.categories.get("edge_scopes")
        if scopes is None or is_japanese(words) == (self.lang == "ja"):
            return words
        term = scopes.lookup(words)
        if term is None:
            return words
        if who == "you":
            term = next((t for t in scopes.terms.values() if t.extra.get("yours") == term.id), term)
        return term.label(self.lang)

    def _edge_or_bane(self, effect: fx.EdgeOrBane) -> str:
        if self.lang == "ja":
            which = ("倍" if effect.double else "") + ("有利" if effect.which == "edge" else "不利")
            on = f"{self.quoted(self._scope(effect.on, effect.who))}に" if effect.on else ""
            verb = "得る" if effect.which == "edge" else "受ける"  # seeds 000, 001: 有利を得る, 不利を受ける
            return f"{self._who(effect.who)}{on}{which}を{verb}{self._duration(effect.duration)}"
        double = "double " if effect.double else ""
        on = f" on {self._scope(effect.on)}" if effect.on else ""
        article = "an" if not double and effect.which == "edge" else "a"
        return f"{self._who(effect.who)}{self._verb(effect, 'takes')} {article} {double}{effect.which}{on}" \
            + self._duration(effect.duration)

    def _damage_modifier(self, effect: fx.DamageModifier) -> str:
        kind = self.term("damage_types", effect.damage_type) if effect.damage_type else None
        # `weakness 5 + R`: a characteristic not bound to a hero (`modifier_amount.py`)
        amount = " + ".join((str(effect.amount), *(self.letter(c) for c in effect.characteristics)))
        if self.lang == "ja":
            which = self.term("phrases", effect.which)  # 弱点, 無効化
            label = f"{kind}{which}" if kind else which if effect.unnamed else f"ダメージ{which}"
            return f"{self._who(effect.who)}{label} {amount}{self._duration(effect.duration)}"
        label = f"{effect.which} {amount}" if effect.unnamed and not kind \
            else f"{kind or 'damage'} {effect.which} {amount}"
        verb = f"{self._verb(effect, 'has')} " if effect.who is not None else ""
        return f"{self._who(effect.who)}{verb}{label}{self._duration(effect.duration)}"

    def _stat(self, effect: fx.StatChange) -> str:
        stat = self.term("statblock_fields", effect.stat)
        duration = self._duration(effect.duration)
        if effect.by is not None and effect.verb in _GAIN_OR_LOSS:
            # `the target loses 2 speed (EoT)`, `ターゲットは速度を 2 失う (EoT)`: said as it was written, a loss
            if self.lang == "ja":
                return f"{self._who(effect.who)}{stat}を {abs(effect.by)} {'得る' if effect.by >= 0 else '失う'}{duration}"
            verb = self._verb(effect, "gains" if effect.by >= 0 else "loses")
            return f"{self._who(effect.who)}{verb} {abs(effect.by)} {stat.lower()}{duration}"
        if self.lang == "ja":
            # (a name quoted as its author's, `「床」の速度`: unquoted, the map's floor, no creature)
            whose = self._topic(effect.who) + "の" if effect.who else ""
            change = "半減する" if effect.halved else f" {effect.value} になる" if effect.by is None else \
                f" {abs(effect.by)} {'増加する' if effect.by >= 0 else '減少する'}"
            return f"{whose}{stat}は{change}{duration}"
        stat = stat.lower()
        if effect.verb in ("has", "have"):
            return f"{self._who(effect.who)}{effect.verb} {stat} {effect.value}{duration}"
        whose = possessive(self.rules, effect.who) + " " if effect.who else ""  # (`your speed`, was `you's`)
        if effect.by is not None:
            return f"{whose}{stat} is {'increased' if effect.by >= 0 else 'decreased'} by {abs(effect.by)}{duration}"
        return f"{whose}{stat} is {'halved' if effect.halved else effect.value}{duration}"

    def _edge_words(self, edge: str | None) -> str:
        """The edge or bane a strike or an ability used has (`edge`, `double_bane`), in the card's language: ` that
        gains an edge`, ` that has a double bane`; `有利を得た`, `倍不利を受けた` (as an edge is gained: 有利を得る,
        不利を受ける); "" for none."""
        if not edge:
            return ""
        double, which = edge.startswith("double_"), edge.rpartition("_")[2]
        if self.lang == "ja":
            return f"{'倍' if double else ''}{'有利を得た' if which == 'edge' else '不利を受けた'}"
        return f" that has a double {which}" if double else (" that gains an edge" if which == "edge" else " that takes a bane")

    def _free_strike(self, effect: fx.FreeStrike) -> str:
        strike = self.term("statblock_fields", "free_strike")
        edge = self._edge_words(effect.edge)
        if self.lang == "ja":
            # (`最も近い味方に`: a creature the ruleset knows, as it spells it, in its words; else quoted)
            against = f"{self._known_creature(effect.against) or self.quoted(effect.against)}に" \
                if effect.against else ""
            return f"{self._who(effect.who)}{against}{edge}{strike}を行う{'ことができる' if effect.can else ''}"
        against = f" against {effect.against}" if effect.against else ""
        return f"{self._who_can(effect)}{self._verb(effect, 'make' if effect.can else 'makes')} a {strike.lower()}{against}{edge}"

    def _use_ability(self, effect: fx.UseAbility) -> str:
        """`the target uses a signature ability against the nearest ally`, `ターゲットは最も近い味方に
        シグネチャー・アビリティを使用する` (whom quoted when the ruleset knows no such creature: `「the griffon」に`);
        `strike signature ability`, `ストライク・シグネチャー・アビリティ`."""
        edge = self._edge_words(effect.edge)
        # (`as a free triggered action, `: the action's name the ruleset gives, before the sentence)
        action = self.term("action_types", "free_triggered_action") if effect.free_triggered else ""
        if self.lang == "ja":
            # (`ターゲットに`, `最も近い味方に`: a creature the ruleset knows in its words, as a free strike's; else quoted)
            against = f"{self._known_creature(effect.against) or self.quoted(effect.against)}に" \
                if effect.against else ""
            what = ("あなたが選んだ" if effect.your_choice else "") + ("あなたの" if effect.yours else "") \
                + ("メインアクションの" if effect.main_action else ("ストライク・" if effect.strike else "") + "シグネチャー・") \
                + "アビリティ"
            before = f"{action}として、" if action else ""
            return f"{before}{self._who(effect.who)}{against}{edge}{what}を使用{'できる' if effect.can else 'する'}"
        against = f" against {effect.against}" if effect.against else ""
        what = "main action ability" if effect.main_action else \
            "strike signature ability" if effect.strike else "signature ability"
        what += " of your choice" if effect.your_choice else ""
        before = f"as a {action.lower()}, " if action else ""
        whose = "your" if effect.yours else "a"  # (whose it is: the user's, or the doer's own)
        return f"{before}{self._who_can(effect)}{self._verb(effect, 'use' if effect.can else 'uses')} {whose} {what}{edge}{against}"

    def _summon(self, effect: fx.Summon) -> str:
        """`You summon four signature minions`, `あなたはシグネチャー・ミニオンを4体召喚する`."""
        if self.lang == "ja":
            what = effect.what if is_japanese(effect.what) else self.quoted(effect.what)
            return f"{self._who(effect.who)}{what}を{effect.count}体召喚する"
        words = list(NUMBER_WORDS)
        count = words[effect.count - 1] if 0 < effect.count <= len(words) else str(effect.count)
        verb = self._verb(effect, "summons")
        return f"{self._who(effect.who)}{verb} {count} {effect.what}"

    def _slay(self, effect: fx.Slay) -> str:
        stamina = self.term("statblock_fields", "stamina")
        if self.lang == "ja":
            return f"{stamina}が {effect.stamina} 以下の{self._creature(effect.who or '')}は死亡する"
        at_most = f"{effect.stamina} or less" if effect.or_less else f"equal to or less than {effect.stamina}"
        who = f"{effect.who} " if effect.who else ""
        return f"{who}whose {stamina} is {at_most} dies"


# the verbs of a statistic gained or lost for a while (`loses 2 speed (EoT)`, `速度を2失う (EoT)`), as the grammar
# reads them (`gain_verb`, `lose_verb`, `JA_GAIN`, `JA_LOSE`)
_GAIN_OR_LOSS = frozenset({"gain", "gains", "regain", "regains", "lose", "loses",
                           "得る", "獲得する", "回復する", "失う"})

