"""The words around the data on Song of Blades and Heroes' rosters and cards, in English and Japanese."""

from __future__ import annotations

__all__ = ["LANGS", "WORDS", "amount", "words"]

WORDS: dict[str, dict[str, str]] = {
    "en": {"title": "Song of Blades and Heroes warbands", "points": "pts", "points_n": "{n} pts", "points_1": "{n} pt", "limit": "limit",
           "total": "total", "quality": "Quality", "combat": "Combat", "stats": "Q{q} C{c}", "rules": "Rules: ", "rules_head": "Special rules", "magic": "Magic-User odds",
           "dice": "{n} dice", "dice_1": "1 die", "power": "power {n}+", "lost": "magic lost", "models_n": "{n} models", "models_1": "{n} model",
           "count": "×{n} = {total}", "continued": "continued", "separator": ", ", "facts": " · ", "note_of": "{name} — {note}",
           "legend_gap": " ", "legend": "(chance to reach each power; the last column: three failures end the model's magic)"},
    "ja": {"title": "ソング・オブ・ブレイド・アンド・ヒーローズのウォーバンド", "points": "点", "points_n": "{n}点",
           "limit": "上限", "total": "合計", "quality": "質", "combat": "戦闘", "stats": "質{q} 戦闘{c}", "rules": "特殊ルール：", "rules_head": "特殊ルール",
           "magic": "魔法の確率", "dice": "ダイス{n}個", "dice_1": "ダイス1個", "power": "パワー{n}以上", "lost": "魔法が尽きる",
           "models_n": "{n} 体", "count": "×{n}＝{total}", "continued": "続き", "separator": "、", "facts": "・", "note_of": "【{name}】{note}",
           "legend_gap": "", "legend": "（各パワーに届く確率。最後の列は3失敗で魔法が尽きる確率）"},
}

LANGS = tuple(WORDS)


def words(lang: str) -> dict[str, str]:
    """The words of `lang`, English for a language the cards are not written in."""
    return {**WORDS.get(lang, WORDS["en"]), "lang": lang if lang in WORDS else "en"}


def amount(words: dict[str, str], key: str, n: int) -> str:
    """`n` with its noun: `{key}_1` for one when the language has it (`1 pt`, `1 model`, `1 die`), else
    `{key}_n` (or `{key}`, for the dice)."""
    if n == 1 and f"{key}_1" in words:
        return words[f"{key}_1"].format(n=n)
    return (words[f"{key}_n"] if f"{key}_n" in words else words[key]).format(n=n)
