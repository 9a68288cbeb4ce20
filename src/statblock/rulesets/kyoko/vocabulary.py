"""虚構侵蝕TRPG's words (`vocabulary.toml` beside this module): the fourteen ［状態］ as data
(`ConditionInfo`: parameter, what it does, how it ends), the other words written in ［ ］, the use
types, abilities in 【 】, skills in 〈 〉, card kinds and field labels, loaded once."""

from __future__ import annotations

import functools

from ...messages import Localized
from ...vocabulary import Category, Term, Vocabulary, load_vocabulary
from ...records import frozen

__all__ = ["ConditionInfo", "amount_limit", "category", "cause", "condition", "condition_list", "conditions",
           "difficulty_range", "lookup", "n_limit", "suggest", "term_list", "variant", "vocabulary"]


@frozen
class ConditionInfo:
    """One ［状態］ of the seed."""

    id: str
    ja: tuple[str, ...]
    en: tuple[str, ...]
    param: str | None                   # "number", "target" or None
    does: dict[str, str]                # lang -> what it does (our summary)
    ends: dict[str, str]                # lang -> how it ends (our summary)
    end_check: dict | None = None       # {difficulty, skill, when, optional?, ends_on?}

    def label(self, lang: str = "en") -> str:
        return (self.ja if lang == "ja" else self.en)[0]


@functools.cache
def vocabulary() -> Vocabulary:
    return load_vocabulary(__package__)


def category(name: str) -> Category:
    """One category of the vocabulary: conditions, bracket_words, uses, abilities, skills, kinds,
    fields, targets."""
    return vocabulary().categories[name]


@functools.cache
def conditions() -> dict[str, ConditionInfo]:
    """The fourteen conditions by id, in the seed's order."""
    table = {}
    for term in category("conditions").terms.values():
        extra = term.extra
        table[term.id] = ConditionInfo(
            term.id, term.ja, term.en, extra.get("param"),
            {"ja": extra["does_ja"], "en": extra["does_en"]}, {"ja": extra["ends_ja"], "en": extra["ends_en"]},
            extra.get("end_check"))
    return table


def condition(word: str) -> ConditionInfo | None:
    """The condition a spelling names (Japanese or English, any width or case), or None."""
    term = category("conditions").lookup(word.strip())
    return None if term is None else conditions()[term.id]


def cause(word: str) -> ConditionInfo | None:
    """The ［状態］ that seed 004 says covers a cause written as if it were one (`炎上`, `毒`: ［崩壊］; `混乱`:
    ［萎縮］; `転倒`: ［硬直］; `Burning`), or None."""
    term = category("condition_causes").lookup(word.strip())
    return None if term is None else conditions()[term.extra["condition"]]


def variant(word: str) -> ConditionInfo | None:
    """The ［状態］ whose word another spelling writes (`委縮`: ［萎縮］; `昂揚`: ［高揚］), or None."""
    term = category("condition_variants").lookup(word.strip())
    return None if term is None else conditions()[term.extra["condition"]]


def condition_list() -> Localized:
    """The fourteen ［状態］ as a message lists them: `［瀕死］［死亡］…` in Japanese, `[Dying], [Dead], …` in English."""
    infos = conditions().values()
    return Localized({"ja": "".join(f"［{info.ja[0]}］" for info in infos),
                      "en": ", ".join(f"[{info.en[0]}]" for info in infos)})


@functools.cache   # (a file of thousands of unknown words asks it for each)
def term_list(name: str) -> Localized:
    """The abilities or skills as a message lists them, each in its brackets: `【感覚】【身体】…` or `〈意志〉…〈学問：…〉`
    in Japanese, `【Sense】, 【Body】, …` or `<Will>, …` in English; a skill taking a field shows it as `…`, and the
    specialty skill, named as the player likes, is left out (a message says how it is written)."""
    terms = [t for t in category(name).terms.values() if t.id != "specialty"]
    if name == "skills":
        def shaped(word: str, term: Term, colon: str) -> str:
            return f"〈{word}{colon}…〉" if term.extra.get("field") else f"〈{word}〉"
        return Localized({"ja": "".join(shaped(t.ja[0], t, "：") for t in terms),
                          "en": ", ".join(shaped(t.en[0], t, ": ").replace("〈", "<").replace("〉", ">") for t in terms)})
    return Localized({"ja": "".join(f"【{t.ja[0]}】" for t in terms), "en": ", ".join(f"【{t.en[0]}】" for t in terms)})


def lookup(name: str, word: str) -> Term | None:
    """The term of category `name` that `word` spells, or None."""
    return category(name).lookup(word.strip())


def suggest(name: str, word: str) -> str | None:
    """The closest spelling in category `name` to an unknown `word`, in the script it was written in."""
    return category(name).suggest(word.strip(), cutoff=0.6)


def difficulty_range() -> tuple[int, int]:
    extra = category("limits").terms["difficulty"].extra
    return int(extra["min"]), int(extra["max"])


def amount_limit() -> tuple[int, int]:
    """The smallest and biggest amount of damage or recovery (and modifier) a card may write."""
    extra = category("limits").terms["amount"].extra
    return int(extra["min"]), int(extra["max"])


def n_limit() -> tuple[int, int]:
    """The smallest and biggest n of ［崩壊n］ and ［再生n］."""
    extra = category("limits").terms["n"].extra
    return int(extra["min"]), int(extra["max"])
