"""Song of Blades and Heroes' diagnostic codes, each with what it says: SH0xx reading warband files and profiles, SH1xx
points and the rules' checks, SH2xx the runtime (odds, rolls, spells). `catalog.CODES` is this table."""

from __future__ import annotations

__all__ = ["CODES"]

CODES: dict[str, str] = {
    # ---- language (SH0xx, SH1xx) ----
    "SH001": "a line of a warband file that is not a profile (no `Q3+ C2`), nor the warband's name or points limit",
    "SH002": "a profile line the grammar cannot read, at the fault (a missing Combat, an unclosed parenthesis)",
    "SH003": "a second points limit for one warband, or a second name for it that differs (`title: W` and `Warband Name: "
             "Elves`, a title over a `Warband:` line or a heading): both names and the one kept said (a warning)",
    "SH004": "a warband with no profile",
    "SH005": "a profile of 0 models (`0x Elf`)",
    "SH006": "a number alone before a profile's name (`2 Ogres`): read as part of the name, one model",
    "SH007": "a count of more than 999 models on one profile line",
    "SH008": "a count written twice on one profile line (`2x Orc Q4+ C3 x3`): the first is kept (an error when "
             "they differ, a warning when they agree)",
    "SH009": "a Markdown table that is not a roster (no Quality or no Combat column), or whose columns the profile "
             "grammar cannot read in their order (the name after the stats, the rules before them): its rows are not read",
    "SH010": "a column of a roster table whose head names nothing a roster has: its cells are not read (a warning)",
    "SH011": "a count written inside a profile's name (`Veteran 2x Orc`): read as part of the name, one model (a "
             "warning)",
    "SH012": "statblock's own JSON of warbands (`parse --format json`, `convert --to json`) that cannot be read back: not "
             "JSON, no `warbands` list, an entry that is no warband, a warband with no name, a profile with no name or "
             "a count, Quality or Combat that is no number, a rule or note that is no line of text, a value of another "
             "kind than the JSON writes: an error where it is, that part left out and the rest read",
    "SH013": "a note line right under a profile line at its depth, no blank line between (`Elf Q3+ C2` then `Notes: …`): "
             "read as that profile's note, as the layout groups them (a warning: indent it, or leave a blank line before "
             "it for the warband's); not said of a Magic-User's `Spells:`",
    "SH014": "in Markdown, a `<!--` starting a line that no `-->` after it closes: as CommonMark reads it, it hides "
             "the rest of the file (a warning); one at a list item's or a block quote's start that nothing in the item "
             "or quote closes hides the rest of it",
    "SH015": "in Markdown, a key of YAML front matter that is nothing a roster has (`size: big`): not read (a warning)",
    "SH016": "in Markdown, front matter YAML cannot read (`title: [Elves`): its lines are read as Markdown (a warning, "
             "where YAML found the problem)",
    "SH017": "in Markdown, front matter that is no `key: value` lines (a line of text, a list): its lines are read as the "
             "roster's Markdown, its closing `---` as a blank line (a warning, at its first line)",
    "SH018": "in Markdown, a number in quotes in YAML front matter where a roster wants a number (`points: \"300\"`): YAML "
             "reads it as text; read as the number (a warning: write it without the quotes); one written with a "
             "decimal point or an exponent (`points: 300.0`, `points: 3e2`): no whole number, not read (a warning at "
             "the value); so is a limit's or a total's number so written in a roster line of a `.sbh` file or a Markdown "
             "body (`Points: 300.0`)",
    "SH019": "in Markdown, a line that looks like a profile in a code block (fenced, or indented four blanks where no "
             "paragraph goes on: after a blank line or a heading): Markdown shows it as code, so it is kept as a note, "
             "not read (a warning, once a block)",
    "SH020": "in a `.sbh` file, a warband's name holding a full-width `＃` or `／／` after a blank (`＃ 緑の手`, `緑の手 ／／ 予備`): "
             "the name as written, a full-width mark being text (a warning: only an ASCII `#` or `//`, or `※`, starts a "
             "comment)",
    "SH021": "a line's first word before its colon one slip off a warband's name key or a points limit's, its "
             "value fitting it (`Warbnd: Elves`, `Poinst: 300`, `ウォバンド：エルフ`): read as it is (a name, a note), "
             "said with a "
             "did-you-mean (a warning; on a line that is nothing else, SH001 says the did-you-mean)",
    "SH022": "a reading of a file's layout that is not sure, said with what to write: a points limit between two "
             "warbands that the file's layout does not give to either (read as the one's above), or that a warband "
             "with its limit hands on; sections under front matter's `title:` that nothing tells apart from parts of "
             "one warband (read as warbands); a line over `====` that Markdown shows as a list item's text (read as "
             "a heading) (a warning)",
    "SH023": "in Markdown, a warband's own points limit that differs from the league's, YAML front matter's `points:` "
             "over a file of several warbands (which is each warband's limit that states none): its own kept (a "
             "warning naming both)",
    "SH024": "a subtotal the roster writes (`Subtotal: 120`, `小計：120`, a section's total row) that is neither the cost "
             "of the profiles since the last subtotal nor of all those above it (a warning naming both numbers; not "
             "said when a profile has an error)",
    "SH101": "an unknown special rule, with a did-you-mean: not counted",
    "SH102": "a Quality outside 2+ to 6+",
    "SH103": "a Combat outside 0 to 6",
    "SH104": "a special rule that excludes another on the same profile (Stealth and Heavy Armor)",
    "SH105": "a special rule that replaces another on the same profile (Long Move and Short Move): only the "
             "replacing one is counted (a warning)",
    "SH106": "a special rule that needs a specification or a variant written without one (`Hatred`, `Shooter`)",
    "SH107": "an unknown variant of a rule (`Shooter (Far)`), with a did-you-mean: not counted",
    "SH108": "a special rule written twice on one profile: counted once (a warning)",
    "SH109": "two variants of one rule on one profile (`Shooter (Medium)` and `Shooter (Long)`)",
    "SH110": "personalities costing more than a third of the warband's points",
    "SH111": "a warband's total points over its limit",
    "SH112": "a points note after a profile (`= 56 pts`, `(56)`, `56点`) that is not its computed points (a warning, "
             "with the right number)",
    "SH113": "a roster's total (`Total: 298 pts`, `合計：298点`) that is not the warband's computed total (a warning, "
             "with the right number)",
    "SH114": "Animals (Swarms included) costing more than half of the warband's points",
    "SH115": "a Rabble model with a Quality better than 4+",
    "SH116": "models that may not share a warband (a Paladin with Evil models, a Sorcerer with a Cleric)",
    "SH117": "a Swarm of a single base: a complete Swarm is two bases or more",
    "SH118": "words in parentheses after a special rule that takes none (`Forester (Elves)`): kept as written, the rule "
             "counted alone (a warning)",
    "SH123": "statblock's own Markdown cards read back (`cards --format md`): a card whose facts, special rules or "
             "Magic-User odds are not its roster row's profile as the cards print it (a warning naming both; the row is "
             "read, the card's other lines are the model's notes)",
    "SH134": "statblock's own Markdown cards read back: a card (`### Elf Wizard`) whose name is no row of the roster "
             "above (its heading renamed, its row taken out): not read, its heading and lines kept as the warband's "
             "notes (a warning)",
    "SH135": "a roster table's total cell with words after its number that are no limit (`232 / 300 max`, "
             "`232 - 300`): the total read, the rest not (a warning)",
    "SH122": "two profiles of one warband with one name and other statistics or rules: `--profile` finds the first "
             "only (a warning, at the second)",
    # ---- runtime (SH2xx) ----
    "SH201": "a value out of its range for the odds or a roll (Quality 2 to 6, Combat 0 to 6, dice and power 1 to 3)",
    "SH202": "an unknown spell (transfix, attack) or range band (short, double, triple)",
    "SH203": "`--profile` names no profile of the warband, with a did-you-mean",
    "SH204": "the file holds no warband, or neither a warband file nor `--quality` was given",
}
