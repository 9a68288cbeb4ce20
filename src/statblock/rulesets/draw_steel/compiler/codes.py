"""Every diagnostic code statblock emits, with what it means.

Codes are stable: scripts may match on them. The docs list is generated
from this table, and a test checks that every code here has an error test.
"""

from __future__ import annotations

__all__ = ["CODES"]

CODES: dict[str, str] = {
    # reading files
    "SB001": "the file is not valid text (UTF-8, or UTF-16/32 with a byte-order mark)",
    "SB002": "the file is binary, not text",
    "SB003": "the path cannot be read (missing, no permission, too large, not a regular file, a folder that cannot be listed)",
    "SB004": "a YAML block cannot be read, or uses an alias (`*name`), which is read as empty",
    "SB005": "a number with more digits than statblock reads (over 100): the text around it is kept as written",
    "SB006": "text nested too deeply to read",
    "SB007": "the ruleset the file names (`# ruleset:` or `--ruleset`) is not installed or cannot be loaded",
    "SB008": "statblock's own JSON output (`parse --format json`, `convert --to json`) not read back: a file no ruleset "
             "reads (a warning naming the file its first entry came from), or a list of another game in a JSON of "
             "several games' files, read by one (a warning at its key, naming its game); or statblock's own Markdown "
             "cards of a game that does not read them back (`# Marvel Champions cards`, `# Song of Blades and Heroes "
             "warbands` at the file's top, whatever its name): nothing read, a warning naming the game and what to check",
    "SB009": "statblock's own JSON (`parse --format json`, `convert --to json`) that cannot be read back: not JSON, "
             "no `abilities` list, or an ability with no name or a value of a kind this version does not know; a "
             "warning for an entry of `power_rolls` that differs from the roll it repeats (the roll was read), or for a "
             "canonical value that says otherwise than the words written for it (the words were read; a tier's effects "
             "and its text: the effects were read)",
    "SB010": "a hero or target file (`.toml`) named to `check` that `roll --hero` / `--target` cannot read (an error at "
             "the key, with what to write), or a TOML file that is neither (a warning: no ability text)",
    "SB011": "an HTML page, XML or SVG named to `check` (statblock's own cards among them, and its text cards), which is no ability text: "
             "nothing in it is read; or a file of ability text opening with an HTML comment (`<!-- -->`: write `#`)",
    "SB012": "statblock's own JSON read in the same run as a file it was written from (`convert --to json` next to "
             "its source): every ability of it counted, and carded, twice (a warning where the JSON names the file)",
    "SB013": "a NUL character (byte 0x00) in a text file, said at its line and column: read as a blank, the rest "
             "of the file read and checked (many NULs, or NULs all over the file, are a binary file: SB002)",
    "SB014": "a YAML feature's key that no field reads and that holds no prose (a number, true/false, a mapping, a "
             "list not all words): not read, said (information); a key saying a field again beside the field's own "
             "key (`キーワード:` beside `keywords:`), printed as a section of its own, said too; a key of the formats' "
             "layout or data (`indent`, `collapsed`, Foundry's `_id`, `img`, `sort`) is not read and not said",
    "SB201": "standard input with no name, no `# ruleset:` line and no `--ruleset` read as another game's native text, "
             "as its lines say (a warband's `Warband:` and profile lines): a note at 1:1 with the name that reads it "
             "otherwise (it was read as Draw Steel's with no word: one ability, 0 errors)",
    "SB015": "standard input with no name (`check -`, `fmt -`) read as Markdown, as its marks and no native line say: "
             "a note naming what reads it as native text",
    "SB016": "a YAML key beside a power roll's tiers that names no tier of the rules: a fourth (`tier4`, `t4`, "
             "`ティア4`, `第4段階`: a warning) or a critical result (`crit`, `critical`: information); its text kept as a "
             "section after the tiers, printed and never rolled",
    "SB017": "a key of a YAML `power_roll:` mapping that is no part of a power roll (`notes:`, `special:`): its text "
             "kept as a section after the tiers (information)",
    "SB020": "two abilities of one name in one file (a block copied, its name not changed): both kept, the second "
             "said at its name with the line of the first, since `roll --ability` and `odds --ability` find the "
             "first alone (a statblock's features are left to it)",
    "SB021": "a Markdown fence of one feature's YAML (```` ```ds-feature ````, ```` ```ds-power-roll ````, "
             "```` ```ds-pr ````) whose mapping has no name: nothing of it is read, said at its opening line (a warning; "
             "it was dropped with no word)",
    "SB025": "an item of a YAML list of features (`traits:`, `abilities:`, `特性:`) that is no feature: a mapping with "
             "no name, or a bare word (`- Sneaky`); nothing of it is read, said at the item (a warning; it was dropped "
             "with no word)",
    "SB026": "a Markdown fence named `ds-...` that no Draw Steel reader reads (```` ```ds-init ````, ```` ```ds-stats ````): "
             "kept as the page's text, said at its opening line (a warning; it vanished with no word)",
    "SB027": "a Markdown table's rule line (`--- | ---`, `|:---|---:|`) among native text's lines: not read (it was read "
             "as a distance and a target, the ability's own then said twice), said at the line (a warning)",
    "SB028": "a Markdown page's front matter holding a monster's statistics (`stamina:`, `might:`, `スタミナ:`) with no "
             "`name:` over a body of no statblock: not read, said at its first statistic (a warning; with a name it is "
             "read as the monster's statblock)",
    "SB216": "a Markdown page's front matter holding some of a monster's statistics (`stamina:`, `might:`) but not "
             "all a statblock needs (`level:`, `speed:`, `stability:`, `free_strike:`, the characteristics), and no "
             "`type: statblock`: read as the page's data, not as a statblock, said at its first statistic (a note; "
             "a hero's page, `class:`, `kit:`, says nothing; it was a statblock with SB170 errors)",
    "SB022": "a power roll's header that ends with one hero's worked-out roll (`Power Roll + Might (2d10 + 2):`, as "
             "`cards --hero` prints it): read as the roll without it, said (a warning: the tiers' numbers are that "
             "hero's, not the ability's; print the cards without --hero for cards that read back as the ability)",
    "SB181": "a YAML feature's `effects` item whose power roll's tiers differ from its `power_roll:` tiers (the "
             "data-unified layout says them twice): the `power_roll:` tiers are read and printed, the item's are not "
             "(a warning at the item's tier that differs)",
    "SB182": "an effect said of objects among the targets that the rules give creatures only (`each object in the area "
             "gains 2 surges`, `… is slowed (EoT)`): objects take damage and can be moved (the rules); read as written, "
             "said (a warning)",
    "SB183": "a target line that says `unattended` of a creature (`One unattended creature`, `持ち主のいない1体のクリーチャー`): "
             "an object no creature holds or wears is unattended, no creature is (a warning)",
    "SB999": "an internal error in statblock (please report it)",
    # syntax
    "SB100": "a native .ability file has a line the grammar cannot read",
    "SB105": "a power roll header cannot be read",
    # vocabulary
    "SB101": "unknown condition, with a did-you-mean",
    "SB102": "unknown damage type (a type a creature chooses for itself is read as one in a file that declares it as "
             "its book does: `… selects an affinity for one of the following damage types`)",
    "SB103": "unknown keyword",
    "SB104": "unknown characteristic (letter or name)",
    "SB106": "unknown action type",
    "SB107": "unknown heroic resource in a cost or a Spend section",
    "SB108": "unknown potency strength (WEAK, AVERAGE, STRONG or a number)",
    "SB109": "unknown duration; or a condition's duration without its brackets (`frightened save ends`), a warning",
    "SB110": "unknown forced movement (push, pull, slide)",
    "SB111": "a word in condition position that is not a condition, kept as a custom effect",
    "SB112": "a parenthesis left open (or closed without an opening one) in a tier clause or an ability's name",
    "SB113": "a negative number for damage, a forced or own move or temporary Stamina",
    "SB114": "a damage clause with `damage` misspelt (`3 + A damge`): kept as text",
    "SB115": "an unknown distance or area kind: an error with a did-you-mean when one is close (`3 brust`), else a "
             "warning with the kinds known (`Far 10`)",
    "SB116": "an amount with no `damage` (`3 + M`, `6 holy`, `３＋Ｍ`): kept as text; an error, or a warning for a number alone (`3`)",
    "SB118": "damage in a shape statblock does not read: an amount with a fraction (`2.5 damage`), an error, or two "
             "amounts joined by `+` or `and` (`5 damage + 2 fire damage`), a warning: kept as text, and deals none",
    "SB119": "a distance that names a range or an area with a number in a shape statblock does not read but for one slip "
             "(`3-burst`, `Cube 3 within 10`, `Melee 1; ranged 5`), or that joins its parts with both `or` and `and`: it "
             "has no parts, so no range or area is known; or that names none with a number (`10 squares`); or a range or an "
             "area named with no number (`Ranged`, `burst`)",
    "SB126": "a forced movement with its distance in words (`push two`, `プッシュ 二`), or a count in kanji "
             "(`ターゲットを二マス押し戻す`): kept as text, and does nothing (a warning)",
    "SB128": "a gloss in brackets after a Japanese word of the game that names another word of the game (`減速 "
             "(prone)`, `プッシュ 2 (pull)`): which was meant is not guessed, so the clause is kept as text and does "
             "nothing (a warning)",
    "SB129": "spelt-out potencies chained by commas where a part after a join is no potency (`slowed (EoT), or if "
             "P < AVERAGE, prone (save ends), or if P < 2.5, restrained`): the chain cannot be read, so the clause is "
             "kept as text and does nothing (a warning)",
    # tier structure
    "SB117": "a potency with no effect after it (`M < STRONG; prone`): kept as text, and the clause after it is not gated",
    "SB127": "damage, or a part about another creature than the targets, after a potency's effect joined by a comma "
             "only (`M < 2 weakened (save ends), 5 psychic damage`, `M < 2, slowed (save ends), you gain 2 surges`): "
             "whether the potency gates it is not read, so the potency's effect is kept as text (a warning)",
    "SB135": "a potency written straight after an effect, with no `;` before it (`push 4 M < WEAK prone`): read as "
             "if `;` stood there (a warning)",
    "SB138": "a tier clause, or a part of one, kept as written with no other diagnostic saying why (`you and each "
             "ally are slowed (EoT)`, `The rift closes.`): the card prints it word for word and `roll` applies none "
             "of it (an information)",
    "SB177": "a tier clause, or a part of one, kept as written that holds asterisks (`5**+** M damage`: Markdown "
             "emphasis escaped, `5\\*\\*+\\*\\*`, or left open): the card prints them and `roll` applies none of "
             "it (a warning, with the words without them)",
    "SB178": "asterisks before a header cell's icon with none closing them (`\\*\\*🎯 Self`: a bold's opening escaped, "
             "its closing lost): read as markup, the cell without them, but the page shows them (an information)",
    "SB179": "a line of no kind right under an ability's name in a native file that is no sentence, read as its flavor (a warning at the "
             "line: `fmt` keeps it as written, not in italics; write `*...*` if it is flavor, else the field it "
             "means)",
    "SB185": "a condition or a statistic said of a pronoun of one creature (`it`, `he`, `she`; `それ`, `彼`, `彼女`) that "
             "nothing before it in the tier names (`it is prone` alone, `its speed is 0 (EoT), and it is prone`): "
             "`roll` applies it to no one (a warning; after a part of the targets', `3 damage; it is prone`, it is the "
             "target's)",
    "SB193": "a Draw Steel condition said not to hold (`the target is no longer prone (EoT)`, `ターゲットは伏せていない`, "
             "`各味方は伏せない`): the rules put no such effect on a creature, so the clause is kept as text, which `roll` "
             "applies to no one (a warning at the words)",
    "SB194": "a duration in words that names one creature's turn by a pronoun (`until the start of its next turn`) "
             "said once of the conditions of two creatures or more (`the target and the knight are slowed until the "
             "start of its next turn`): whose turn is not read, each is read as its own (a warning at the words)",
    "SB190": "a fenced block of code (not a `ds-` fence) inside an ability's lines in Markdown: not read as the "
             "ability's text, kept as the page's (a note on its card, kept by `convert`; a warning at its opening line)",
    "SB200": "a YAML file (`.yaml`, `.yml`) of Markdown fences (a `ds-feature` block copied with its ```` ``` ```` lines): "
             "the YAML inside each fence read, as a Markdown note's is (a warning at each opening fence; it was one "
             "YAML error at the first backtick, and nothing read)",
    "SB202": "text outside the Markdown fences of a YAML file (`.yaml`, `.yml`) that is no YAML the reader can read "
             "(`Some notes` above a ```` ```ds-feature ```` block): not read, the fences read as SB200 says (a warning "
             "at the text; YAML comments and `---` outside the fences are YAML's own, and said nothing)",
    "SB191": "a Markdown heading of no words (`###` alone) over an ability: read with no name, `(unnamed)` on its card "
             "(a warning at the heading)",
    "SB192": "an HTML comment line above a Markdown `###` heading that says the card's mark (`<!-- statblock: ability "
             "card -->`) in other spacing or case, or beside another comment: no mark, the heading read by its shape "
             "(information at the comment)",
    "SB180": "a table under a `###` heading on a page of Markdown cards shaped as a card's header (two rows of two "
             "cells, the first bold) whose second row opens a cell with a bold label but is not `**Distance:** … | "
             "**Target:** …` (`| **Distance:** Melee 1 | One creature |`, `| **Range:** … | **Targets:** … |`): no "
             "ability read under the heading (a warning at the row)",
    "SB120": "a tier label with the wrong range (≤11, 12-16, 17+)",
    "SB121": "a power roll without exactly three tiers",
    "SB122": "tiers out of order",
    "SB123": "a header line (keywords, distance, ...) given twice in one ability",
    "SB124": "a power-roll header or tier line that no ability holds: it was not read",
    "SB125": "a section label close to a known one (`Efect:`), or a header field's (`Keywrods:`), most likely misspelt",
    "SB137": "a line at the start of its line under a tier line, which continues the tier and makes a clause of it "
             "that read unreadable (`spend 1 Piety: ...`, the next ability's name with no blank line): a warning",
    "SB136": "a native ability's first line that is no name (`Keywords: Melee`, `Power Roll + Might:`, a header row): "
             "read as what it is, the ability with no name; or a name under a label (`Name: Slam`, a warning)",
    # consistency
    "SB130": "a potency that weakens from one tier to the next",
    "SB131": "damage that goes down from one tier to the next",
    "SB132": "forced movement that goes down from one tier to the next",
    "SB134": "parts joined by `and` with one duration at the end and an earlier part that lasts with none of its own "
             "(`the target takes a bane on strikes and is slowed (save ends)`): which parts it holds for is not read, so "
             "the clause is kept as text and does nothing (a warning)",
    "SB133": "a creature's own move whose distance is a characteristic (`the target shifts R squares`, `ターゲットは R "
             "マスシフトする`), which the notation does not read: kept as text, and moves no one (a warning)",
    "SB140": "a Melee or Ranged keyword without a matching distance",
    "SB141": "the Area keyword without an area",
    "SB142": "the Strike keyword on an area, without the Area keyword",
    "SB143": "both the Melee and the Ranged keyword",
    "SB144": "an area distance (`3 burst`, `2 cube within 10`) without the Area keyword (nor Strike, which is SB142)",
    "SB145": "targets in the area (`Each enemy in the area`) with a distance that makes no area (`Ranged 10`), a warning",
    "SB146": "an own move with no one said to make it (`teleport 3`): teleport is no forced movement, so who moves is "
             "not known; kept as text, the tier moves no one (a warning)",
    "SB150": "a cost or Spend section in another class's heroic resource",
    "SB151": "a Trigger on an ability that is not a triggered action",
    "SB152": "a triggered action without a Trigger",
    "SB153": "a signature ability with a heroic resource cost (the rules: a signature ability needs no heroic "
             "resource to use; what it buys goes in a Spend section), a warning",
    "SB160": "damage that adds a characteristic the power roll does not use",
    "SB161": "tier lines with no `Power Roll + …:` line above them whose damage adds a characteristic (`3 + M damage`): "
             "the roll adds nothing to 2d10 (a warning)",
    "SB162": "a distance of words that name no range or area and hold no number (`📏 How far away the target can be`): "
             "no reach is known (a warning)",
    # monster statblocks
    "SB165": "a statblock's immunity or weakness entry with no value beside entries that have theirs (`Weakness: Acid 5, "
             "fire`): it changes no damage (a warning; `Cold, fire, or lightning 5` shares the last value)",
    "SB170": "a statblock (native, Markdown table or ds-statblock YAML) without one of its numbered statistics; "
             "a dynamic terrain object without its level, EV, Stamina or Size (a warning)",
    "SB171": "a statblock statistic that is not a number, or has more digits than are read (100)",
    "SB172": "a statblock field under a misspelt label (`Immunitee`, `Stabilty`): its value is not read "
             "(an error when the field is a numbered statistic)",
    "SB174": "text in a Markdown statblock's or malice group's features, after the first, outside every feature's "
             "block quote (`**Effect:** ...` under a quote that ended a line too soon): no feature holds it, so it "
             "was not read (a warning)",
    "SB175": "a sidebar in Steel Compendium Markdown (`> **Angulotl Tactics**` and prose: a bold name with no icon, no "
             "header table, power roll or labelled section): read as the page's text, not as an ability; information "
             "under a heading with no statblock table, a warning among a statblock's features marked with icons",
    "SB176": "a letter for a digit in a number of a distance or target line (`3 cube within 1O`, `Ranged l0`, "
             "`1O体のクリーチャー`: O or o for 0, l or I for 1), or a lone one for the number of a distance (`Melee l`): "
             "the line was read as words, no reach known (a warning, with the digits)",
    "SB173": "a statblock's immunity or weakness of a damage type the book has none of (`Fier 5`: an error with the "
             "type meant; a type of the statblock's own, a warning)",
}
