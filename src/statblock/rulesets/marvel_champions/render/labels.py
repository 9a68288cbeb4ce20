"""The words Marvel Champions cards print, in the card's language, from the ruleset's vocabulary."""

from __future__ import annotations

import functools

from ..language import SCHEME_ICONS
from ..vocabulary import trigger_word, vocabulary
from ....records import frozen

__all__ = ["Labels", "labels"]

#: The stats of a card shown on its reference card, in this order, by MarvelCDB field; `KEY_star` and
#: `KEY_per_hero` and `KEY_per_group` (true) add the star, per-hero and per-group icons after a value.
_STATS = (("cost", "Cost", "コスト"), ("attack", "ATK", "攻撃"), ("thwart", "THW", "阻止"), ("defense", "DEF", "防御"),
          ("recover", "REC", "回復"), ("health", "HP", "体力"), ("hand_size", "Hand", "手札"),
          ("scheme", "SCH", "計画"), ("base_threat", "Threat", "脅威"), ("threat", "Target Threat", "目標脅威"),
          ("escalation_threat", "Escalation", "脅威増加"))
_MOST_ICONS = 9     # a scheme's icons of a kind shown at most (MarvelCDB's count is 1 or 2)
#: The words and marks of a card as each language prints them: the colon after a trigger (`Response: …`, `レスポンス：…`:
#: Japanese cards print the full-width one, which the JA txt and md cards wrote as ASCII `: `) and the brackets of a
#: note after it (`(mandatory)`, `（強制）`).
_CARD = {"en": {"mandatory": "mandatory", "optional": "optional", "original": "", "title": "Marvel Champions cards",
                "legend": "■ mandatory  ▷ optional (the rules: who must, who may)", "colon": ": ",
                "noted": " ({note})"},
         "ja": {"mandatory": "強制", "optional": "任意", "original": "〔原文〕",
                "title": "マーベル・チャンピオンズのカード", "legend": "■ 解決は必須　▷ 解決は任意", "colon": "：",
                "noted": "（{note}）"}}


@frozen
class Labels:
    lang: str

    @property
    def title(self) -> str:
        return _CARD[self.lang]["title"]

    def card_labels(self) -> dict[str, str]:
        return _CARD[self.lang]

    def _word(self, category: str, key: str) -> str:
        term = vocabulary().categories[category].terms.get(key)
        return term.label(self.lang) if term is not None else key

    def card_type(self, code: str) -> str:
        return self._word("card_types", code)

    def label(self, label: str) -> str:
        return "/".join(self._word("labels", part) for part in label.split("/"))

    def trigger(self, ability) -> str:
        """The trigger as the card language prints it: `Forced Response`, `ヒーローアクション`,
        `公開時（分身）`. A trigger the vocabulary does not hold stays as written."""
        found = _trigger_terms().get((ability.type, ability.forced, ability.form, ability.first_player))
        if found is not None and (ability.form or not ability.qualifier):
            # (`When Revealed (Norman Osborn)`: the qualifier in brackets after the trigger, below; it was left out,
            # and the card read back had none)
            return found.label(self.lang)
        base = _trigger_terms().get((ability.type, ability.forced, None, ability.first_player))
        if base is None:
            return self._composed(ability) or ability.trigger
        form = self._word("forms", ability.form) if ability.form else ability.qualifier
        if not form:
            return base.label(self.lang)
        return f"{base.label(self.lang)}（{form}）" if self.lang == "ja" else f"{base.label(self.lang)} ({form})"

    def _composed(self, ability) -> str | None:
        """A trigger no term of the vocabulary holds (`Forced First Player Hero Response`), built in the card language
        from its words (`trigger_word`: `強制` `ファーストプレイヤー` `ヒーロー` and the plain `レスポンス`), in the order the
        reader takes them; None when a word has no spelling in that language (it was printed as written, in English on
        a Japanese card)."""
        plain = _trigger_terms().get((ability.type, False, None, False))
        adds = [("forced", True) if ability.forced else None, ("first_player", True) if ability.first_player else None,
                ("form", ability.form) if ability.form else None]
        words = [trigger_word(key, value, self.lang) for key, value in filter(None, adds)]
        if plain is None or None in words:
            return None
        return ("" if self.lang == "ja" else " ").join((*words, plain.label(self.lang)))

    def keywords(self, ability) -> str | None:
        """A keyword ability (`Guard. Retaliate 1.`) as the card language prints it (`ガード。報復 1。`), each keyword
        its vocabulary's word with its value, per-hero icon and names as read; None when its words are more than its
        keywords as the cards print them (a reminder, `Uses (3 energy counters).`, `Retaliate X.`): those are printed
        as written. (A Japanese card printed `〔原文〕Guard.`, the keyword the game names in Japanese left in English.)"""
        if self.lang == "en" or ability.type != "keyword" or not ability.keywords:
            return None
        printed, left = [], ability.text
        for keyword in ability.keywords:
            term = vocabulary().categories["keywords"].terms.get(keyword.id)
            if term is None or keyword.counters is not None or len(keyword.names) > 1:
                return None
            written = keyword.text.strip()
            forms = [_keyword_form(spelling, keyword, "en") for spelling in term.en]
            at = left.find(written)
            if written not in forms or at < 0 or left[:at].strip():
                return None
            left = left[at + len(written):]
            printed.append(_keyword_form(term.label(self.lang), keyword, self.lang))
        return "".join(printed) if not left.strip() else None

    def stats(self, stats: dict) -> str:
        shown = []
        for key, en, ja in _STATS:
            value = stats.get(key)
            if value is not None and not isinstance(value, bool):
                icons = "".join(f"[{icon}]" for icon in ("star", "per_hero", "per_group")
                                if stats.get(f"{key}_{icon}") is True)
                shown.append(f"{ja if self.lang == 'ja' else en} {value}{icons}")
        icons = "".join(f"[{icon}]" * count for icon in SCHEME_ICONS
                        if isinstance(count := stats.get(f"scheme_{icon}"), int) and not isinstance(count, bool)
                        and 0 < count <= _MOST_ICONS)
        return " · ".join(shown + [icons] if icons else shown)


def _keyword_form(word: str, keyword, lang: str) -> str:
    """A keyword as the cards print it in `lang`: `Retaliate 1[per_hero].`, `Teamwork (Avenger).`; `報復 1。`,
    `チームワーク（Avenger）。`"""
    value = "" if keyword.value is None else f" {keyword.value}{'[per_hero]' if keyword.per_hero else ''}"
    names = "".join(keyword.names)
    if lang == "ja":
        return f"{word}{value}{f'（{names}）' if names else ''}。"
    return f"{word}{value}{f' ({names})' if names else ''}."


@functools.cache
def labels(lang: str = "en") -> Labels:
    return Labels(lang if lang in _CARD else "en")


@functools.cache
def _trigger_terms() -> dict:
    found = {}
    for term in vocabulary().categories["triggers"].terms.values():
        key = (term.extra.get("type"), bool(term.extra.get("forced")), term.extra.get("form"),
               bool(term.extra.get("first_player")))
        found.setdefault(key, term)
    return found
