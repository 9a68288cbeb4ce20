"""Draw Steel for editors (`statblock lsp`): completion of the word expected where the cursor is,
and hover over a tier line, a potency or a power roll with the numbers worked out for a hero.

Imported only when an editor asks, not when the ruleset is listed.
"""

from __future__ import annotations

import re

from ..registry import Completion

__all__ = ["TIER_LABELS", "completions", "hover"]

_MARKUP = re.compile(r"[ \t>]*(?:[-*+•][ \t]+)?(?:\*\*)?[ \t]*")  # a Markdown line's `> `, `- `, `**`
_TIER = re.compile(r"(?:(?:≤|<=|≦|＜＝|≥|>=|≧|＞＝)\s*[0-9０-９]+|[0-9０-９]+\s*(?:以下|以上)|[0-9０-９]+\s*[-–—−－~〜～]\s*[0-9０-９]+"
                   r"|[0-9０-９]{2,}\s*[+＋])\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?")
_ROLL = re.compile(r"(?:power roll|パワーロール)\s*[+＋]", re.IGNORECASE)
_ROLL_HEAD = re.compile(r"power roll|パワーロール", re.IGNORECASE)  # `Power Roll + 2:`, a test's `Power Roll:`
_LABEL_SO_FAR = re.compile(r"[≤<=≦＜＝0-9０-９\-–+＋]*")
_WORD = re.compile(r"[^\W\d][\w'’-]*$")  # the word being typed: searched only in the line's last run of its characters
_WORD_RUN_REVERSED = re.compile(r"[\w'’-]*")  # (that run, read backwards: searched from every character of a long
# run with no end, `_WORD` took the square of its length, 1.3 s a completion on a line of 20,000 letters and `!`)
_AMOUNT = re.compile(r"(?<![0-9０-９])[0-9０-９]++\s*+(?:[+＋]\s*[A-Z](?:\s*(?:,|or|または)\s*[A-Z])*)?\s*$")
TIER_LABELS = ("≤11:", "12-16:", "17+:")


def completions(text: str, offset: int, lang: str) -> list[Completion]:
    from ...messages import msg
    from ..similarity import is_japanese
    from .vocabulary import vocabulary

    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    line = text[start:end if end != -1 else len(text)]
    before = text[start:offset]
    body = before[_MARKUP.match(before).end():]
    typed = _WORD.search(body, len(body) - _WORD_RUN_REVERSED.match(body[::-1]).end())
    at = offset - (len(typed.group()) if typed else 0)
    written = "ja" if is_japanese(line) or (not re.search("[A-Za-z]", line) and is_japanese(text[:4096])) else "en"
    rules = vocabulary()

    def words(category: str, start_at: int = at, upper: bool = False) -> list[Completion]:
        what = msg(f"what.{category}").render(lang)
        found = []
        for term in rules.categories[category].terms.values():
            spellings = term.ja if written == "ja" else term.en
            if spellings:
                word = spellings[0].upper() if upper else spellings[0]
                found.append(Completion(word, start_at, offset, what))
        return found

    tier = _TIER.match(body)
    if tier:
        clause = re.split(r"[;；]", body[tier.end():])[-1]
        head = clause[:len(clause) - (offset - at)].rstrip()
        if re.search(r"[<＜]\s*\[?$", head):  # `A < WEAK`, `A < [weak]`
            return words("potency_strengths", upper=written == "en")
        if _AMOUNT.search(head):
            return words("damage_types")
        return words("conditions")
    if _ROLL.match(body):
        return words("characteristics")
    if _LABEL_SO_FAR.fullmatch(body) and _under_roll(text, start):
        last = _last_tier(text, start)
        order = TIER_LABELS[last:] + TIER_LABELS[:last]
        return [Completion(label, start + len(before) - len(body), offset, "", "label") for label in order]
    if "|" in body:
        piece = body.rpartition("|")[2]
        lead = len(piece) - len(piece.lstrip(" *"))
        return words("action_types", offset - len(piece) + lead)
    pieces = re.split(r"[,、]", body)
    if "|" in line[len(before):] or (len(pieces) > 1 and all(p.strip(" *") in rules.keywords for p in pieces[:-1])):
        return words("keywords")
    return []


def _plain(line: str) -> str:
    return line[_MARKUP.match(line).end():]


def _lines_above(text: str, start: int):
    """The lines before the one starting at `start`, nearest first, blank ones left out."""
    for line in reversed(text[:start].split("\n")[:-1]):
        if line.strip():
            yield _plain(line)


def _under_roll(text: str, start: int) -> bool:
    above = next(_lines_above(text, start), "")
    return bool(_ROLL_HEAD.match(above) or _TIER.match(above))


def _last_tier(text: str, start: int) -> int:
    """How many tier lines stand right above the line at `start` (0 to 3)."""
    count = 0
    for line in _lines_above(text, start):
        if not _TIER.match(line) or count == 3:
            break
        count += 1
    return count % 3


def hover(result, offset: int, hero, lang: str) -> str | None:
    text = result.source.text
    for tree, ability in zip(result.asts, result.abilities):
        if tree.span is None or not tree.span.start <= offset <= tree.span.end:
            continue
        rolls = list(zip(tree.all_rolls(), ability.all_rolls()))
        for number, (roll_tree, roll) in enumerate(rolls):
            if _on_line(text, roll_tree.span, offset):
                return _odds_hover(result, ability, number, roll, hero, lang)
            for position, tier_tree in enumerate(roll_tree.tiers):
                if _on_line(text, tier_tree.span, offset) and position < len(roll.tiers):
                    return _tier_hover(result, ability, number, position, tier_tree, offset, hero, lang)
    return None


def _on_line(text: str, span, offset: int) -> bool:
    if span is None:
        return False
    end = text.find("\n", span.start)
    return span.start <= offset <= (end if end != -1 else len(text))


def _user(ability, hero):
    """Who uses the ability for the chosen hero: a Companion ability's is the hero's companion, None when the hero
    file gives none (no numbers then, as with no hero: they would be the hero's, not the companion's)."""
    from .runtime.companion import roller

    return roller(ability, hero) if hero is not None else None


def _refusal(result, ability, hero, needs_hero: bool, lang: str) -> str | None:
    """Why numbers are not shown: the ability has errors, or (`needs_hero`) no hero was chosen."""
    from ...diagnostics import Severity
    from ...messages import counted, msg

    errors = sum(1 for d in result.diagnostics if d.severity is Severity.ERROR and d.ability == ability.name)
    if errors:
        return msg("lsp.hover.has_errors", name=ability.name, errors=counted(errors, "error", "errors")).render(lang)
    if hero is None and needs_hero:
        return msg("lsp.hover.no_hero", setting="statblock.hero", line="# hero: PATH").render(lang)
    return None


def _tier_hover(result, ability, number: int, position: int, tier_tree, offset: int, hero, lang: str) -> str:
    from ...messages import msg
    from .ast import PotencyClause
    from .render.clauses import tier_clauses
    from .runtime.bind import bind
    from .vocabulary import vocabulary

    hero = _user(ability, hero)
    refused = _refusal(result, ability, hero, True, lang)
    if refused:
        return refused
    bound = bind(ability, hero).rolls[number].tiers[position]
    label = tier_tree.label.text.rstrip(":：")
    said = [msg("lsp.hover.tier", ability=ability.name, label=label, hero=hero.name).render(lang),
            "", "; ".join(tier_clauses(bound, lang))]
    for part in tier_tree.clauses:
        for item in part.items:
            if not isinstance(item, PotencyClause) or item.span is None or part.fragment is None:
                continue
            if not part.fragment.file_offset(item.span[0]) <= offset <= part.fragment.file_offset(item.span[1]):
                continue
            rules = vocabulary()
            term = rules.characteristics.lookup(item.characteristic.text)
            strength = rules.potency_strengths.lookup(item.strength.text) if item.strength else None
            value = hero.potency(strength.id) if strength else item.value
            if value is None or term is None:
                continue
            letter = term.extra.get("letter", item.characteristic.text)
            written = item.strength.text if item.strength else str(value)
            said += ["", msg("lsp.hover.potency", written=f"{letter} < {written}", bound=f"{letter} < {value}",
                             hero=hero.name, characteristic=term.label(lang), value=value).render(lang)]
    return "\n".join(said)


def _odds_hover(result, ability, number: int, roll, hero, lang: str) -> str:
    import attrs

    from ...messages import msg
    from .runtime.bind import bind
    from .runtime.hero import parse_hero
    from .runtime.odds import ability_odds
    from .runtime.report_text import odds_text
    from .vocabulary import vocabulary

    hero = _user(ability, hero)
    refused = _refusal(result, ability, hero, bool(roll.characteristics), lang)
    if refused:
        return refused
    if hero is None:  # a flat bonus (`Power Roll + 2`): the same for every hero
        scores = dict.fromkeys(vocabulary().characteristics.terms, 0)
        hero = parse_hero({"name": ability.name, "characteristics": scores})
        title = msg("lsp.hover.odds_flat", ability=ability.name)
    else:
        title = msg("lsp.hover.odds", ability=ability.name, hero=hero.name)
    bound = bind(ability, hero)
    odds = ability_odds(attrs.evolve(bound, rolls=(bound.rolls[number],)))
    return title.render(lang) + "\n\n```text\n" + odds_text(odds, lang) + "\n```"
