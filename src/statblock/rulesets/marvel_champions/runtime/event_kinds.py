"""The vocabulary of game events, in English and Japanese: every kind of event with the words that say it.

Data only: `events.py` reads an event or a trigger condition with these tables. A kind's templates name
their parts as groups (s who does it, o to whom, c the card, f the form, ph the phase, st a step of the
villain phase, n an amount); the words that narrow an event (`QUALIFIERS_EN`, `QUALIFIERS_JA`) and the
words that open a window (`WINDOW_EN`, `WINDOW_JA`) are taken out before a template is tried.
"""

from __future__ import annotations

import re

__all__ = ["DROPPED_EN", "EVENT_EXAMPLES", "FORMS", "KINDS", "NO_COUNTERS", "PHASES", "QUALIFIERS_EN",
           "QUALIFIERS_JA", "STEPS", "WINDOW_EN", "WINDOW_JA"]

_S, _O, _C = r"(?P<s>.+?)", r"(?P<o>.+?)", r"(?P<c>.+?)"
_N = r"(?P<n>\d+)"
_JV = r"(?:する|した|しようとする|します)"          # a Japanese verb in -suru, as now, past or about to
_JP = r"(?:る|た|ようとする)"                          # the end of a passive or ichidan verb


def _en(*templates: str) -> tuple[re.Pattern, ...]:
    return tuple(re.compile(t.replace("{s}", _S).replace("{o}", _O).replace("{c}", _C).replace("{n}", _N))
                 for t in templates)


#: Every kind of event, with its English and Japanese readings (a template's groups: s who does it,
#: o to whom, c the card played, f the form, ph the phase, n an amount).
KINDS: dict[str, dict[str, tuple[re.Pattern, ...]]] = {
    "initiate_attack": {
        "en": _en(r"{s} (?:initiates|initiate|would initiate) an attack(?: against {o})?"),
        "ja": _en(rf"{{s}}が(?:{{o}}(?:への|に対する|に対して))?攻撃を開始{_JV}"),
    },
    "attack": {
        # (`makes a basic attack`: `basic` is taken out as a qualifier, `a` stays; it was read by the first
        # pattern, the attack of a subject `you make a`, a judgement at every event: the longer one is tried first)
        # (`When an enemy resolves an undefended attack against you`, printed: the attack as it is resolved; it was a
        # subject `an enemy resolves an`, a judgement at every attack)
        "en": _en(r"{s} (?:makes|make|would make) an? attack(?: against {o})?",
                  r"{s} (?:resolves|resolve|would resolve) an? attack(?: against {o})?",
                  r"{s} (?:attacks|attack|would attack)(?: {o})?",
                  r"{s} (?:is|are) attacking(?: {o})?",
                  r"{o} (?:is|are|would be) attacked(?: by {s})?",
                  # (`During an attack`: the attack as a period, anyone's; Japanese `攻撃中`, its `中` a window)
                  r"(?:an?|the|that|this) attack"),
        "ja": _en(rf"{{s}}が{{o}}を攻撃{_JV}", rf"{{s}}が攻撃{_JV}", rf"{{o}}が(?:{{s}}に)?攻撃され{_JP}", r"攻撃"),
    },
    "activate": {
        "en": _en(r"{s} (?:activates|activate|would activate)(?: against {o})?",
                  r"{s} (?:initiates|initiate|would initiate) an activation(?: against {o})?"),
        "ja": _en(rf"{{s}}が(?:{{o}}に対して)?(?:アクティベート|起動|活性化){_JV}"),
    },
    "scheme": {
        "en": _en(r"{s} (?:schemes|scheme|would scheme)(?: against {o})?", r"{s} (?:is|are) scheming"),
        "ja": _en(rf"{{s}}が(?:{{o}}に対して)?(?:計画を進め{_JP}|スキーム{_JV}|企(?:む|んだ))"),
    },
    "thwart": {
        "en": _en(r"{s} (?:makes|make|would make) an? thwart(?: against {o})?",
                  r"{s} (?:thwarts|thwart|would thwart)(?: {o})?", r"(?:an?|the|that|this) thwart"),
        "ja": _en(rf"{{s}}が(?:{{o}}を)?阻止{_JV}", r"阻止"),
    },
    "defend": {
        # (`When Vision defends,`, `After your hero defends,`: the printed cards say it without what against, as the
        # Japanese reading does; it was no event, a judgement at every event)
        "en": _en(r"{s} (?:defends|defend|would defend)(?: against (?:an? )?(?:enemy )?attack(?: from {o})?)?",
                  r"{s} (?:makes|make|would make) an? defense(?: against {o})?", r"(?:an?|the|that|this) defense"),
        "ja": _en(rf"{{s}}が(?:攻撃を|攻撃に対して)?防御{_JV}", r"防御"),
    },
    "basic_power": {
        # a basic power (THW, ATK or DEF) used: a basic thwart, attack or defense (`After Groot uses a basic power`,
        # `When you use one of Nova's basic powers (THW, ATK, or DEF)`), never a scheme, a card played, ...
        "en": _en(r"{s} (?:uses|use|would use) (?:a|one of (?:[\w'’ .-]+?['’]s?|its|their|his|her|your)) basic "
                  r"powers?"),
        "ja": _en(rf"{{s}}が(?:[^がの]+の)?基本パワー(?:の1つ)?を使(?:う|った|おうとする)"),
    },
    "recover": {
        # the alter-ego's basic power REC used (`After you make a basic recovery`, `After you recover`, `After you use
        # your REC`): no heal (`heal 2 damage`), whose Japanese `回復する` is why the Japanese says `基本回復`/`回復力`
        "en": _en(r"{s} (?:recovers|recover|would recover)",
                  r"{s} (?:makes|make|would make) an? (?:basic )?recovery",
                  r"{s} (?:uses|use|would use) (?:its|their|his|her|your|the) rec(?: power)?"),
        "ja": _en(rf"{{s}}が基本回復{_JV}", rf"{{s}}が(?:基本)?回復力を使(?:う|った|おうとする)"),
    },
    "play": {
        # (`the card in your play area`: `area` makes `play` a noun, as `syntax.noun_after_verb` says)
        "en": _en(r"{s} (?:plays|play|would play) (?!area\b){c}"),
        "ja": _en(rf"(?:{{s}}が)?{{c}}をプレイ{_JV}"),
    },
    "ready": {
        # a card readied (`After you ready a character`, `After you ready Quicksilver`, `When attached character would
        # ready`): who readies it is `s`, the card `o` (a card that readies of itself is `o` too)
        "en": _en(r"{s} (?:readies|ready|would ready) {o}", r"{o} (?:is|are|would be) readied(?: by {s})?",
                  r"{o} (?:readies|would ready)"),
        "ja": _en(rf"(?:{{s}}が)?{{o}}を(?:準備状態に(?:する|した|しようとする)|レディ{_JV})",
                  rf"{{o}}が準備状態にな(?:る|った|ろうとする)"),
    },
    "spend": {
        # a resource card spent (`Response: After you spend this card, …`, the resource cards' own trigger): the card
        # spent is `c`, from its player's hand (`to pay for …` narrows it: a qualifier)
        "en": _en(r"{s} (?:spends|spend|would spend) {c}"),
        "ja": _en(rf"(?:{{s}}が)?{{c}}を(?:支払(?:う|った|おうとする)|消費{_JV})"),
    },
    "enters_play": {
        "en": _en(r"{s} (?:enters|enter|would enter) play"),
        "ja": _en(rf"{{s}}が(?:プレイに入(?:る|った|ろうとする)|場に出{_JP}|登場{_JV})"),
    },
    "leaves_play": {
        "en": _en(r"{s} (?:leaves|leave|would leave) play"),
        "ja": _en(rf"{{s}}が(?:プレイから|場を|場から)離れ{_JP}"),
    },
    "defeated": {
        "en": _en(r"{s} (?:is|are|would be) defeated(?: by {o})?", r"{o} (?:defeats|defeat|would defeat) {s}"),
        "ja": _en(rf"{{s}}が(?:{{o}}に)?(?:倒され|撃破され){_JP}", rf"{{s}}が敗北{_JV}",
                  rf"{{o}}が{{s}}を(?:倒す|倒した|撃破{_JV})"),
    },
    "change_form": {
        # (`When you flip to this side`, on an identity: to the form of its side, as `to this form`; `changes into
        # alter-ego form`, an official card's, is `changes to`)
        "en": _en(r"(?P<p>.+?) (?:changes|change|would change|flips|flip|would flip) (?:to|into) (?P<f>.+?) form",
                  r"(?P<p>you) (?:changes|change|would change|flips|flip|would flip) to (?P<f>this) side",
                  r"(?P<p>.+?) (?:changes|change|would change|flips|flip|would flip) forms?"),
        "ja": _en(r"(?:(?P<p>.+?)が)?(?P<f>[^が]+?)(?:形態)?に(?:変わ(?:る|った)|変身(?:する|した)|な(?:る|った)"
                  r"|切り替わ(?:る|った)|裏返(?:る|った))",
                  rf"(?:(?P<p>.+?)が)?形態を(?:変え(?:る|た)|変更{_JV})"),
    },
    "threat_placed": {
        "en": _en(r"(?:{n} )?threat (?:is|are|would be) placed (?:on {o}|(?P<here>here))",
                  r"{s} (?:places|place|would place) (?:{n} )?threat on {o}"),
        "ja": _en(rf"{{o}}に(?:{{n}}\s*(?:個の)?)?脅威が置かれ{_JP}", r"(?:{s}が)?{o}に(?:{n}\s*(?:個の)?)?脅威を置(?:く|いた)"),
    },
    "threat_removed": {
        "en": _en(r"(?:{n} )?threat (?:is|are|would be) removed from {o}"),
        "ja": _en(rf"{{o}}から(?:{{n}}\s*(?:個の)?)?脅威が取り除かれ{_JP}"),
    },
    "counters_placed": {
        # `After you place a pursuit counter here`, `After a power counter is placed here`, `… on this scheme`
        "en": _en(r"(?:an? |{n} )?(?:[\w-]+ )?counters? (?:is|are|would be) placed (?:on {o}|(?P<here>here))",
                  r"{s} (?:places|place|would place) (?:an? |{n} )?(?:[\w-]+ )?counters? (?:on {o}|(?P<here>here))"),
        "ja": _en(rf"{{o}}に(?:{{n}}\s*(?:個の)?)?(?:[^\sが]*)?カウンターが置かれ{_JP}",
                  r"(?:{s}が)?{o}に(?:{n}\s*(?:個の)?)?(?:[^\sを]*)?カウンターを置(?:く|いた)"),
    },
    "counters_removed": {
        "en": _en(r"(?:all |each |an? )?(?:{n} )?(?:[\w-]+ )?counters? (?:is|are|would be) removed from {o}"),
        "ja": _en(rf"{{o}}から(?:最後の)?(?:[^\sが]*)?カウンターが取り除かれ{_JP}",
                  r"{o}に(?:[^\sが]*)?カウンターがなくな(?:る|った)"),
    },
    "status_discarded": {
        # `After a tough status card is discarded from Luke Cage`, `After you discard a status card from your identity`
        # (the kind of status, when said, is compared as a counter's: `match.status_kind`)
        "en": _en(r"(?:an? |{n} )?(?:(?:tough|stunned|confused|stun|confuse) )?status cards? (?:is|are|would be) "
                  r"(?:discarded|removed) from {o}",
                  r"{s} (?:discards|discard|would discard|removes|remove|would remove) (?:an? |{n} )?"
                  r"(?:(?:tough|stunned|confused|stun|confuse) )?status cards? from {o}"),
        "ja": _en(rf"{{o}}から(?:(?:タフ|スタン|混乱)(?:・|の)?)?ステータスカードが(?:捨て札にな(?:る|った|ろうとする)|捨てられ{_JP}|取り除かれ{_JP})",
                  rf"(?:{{s}}が)?{{o}}から(?:(?:タフ|スタン|混乱)(?:・|の)?)?ステータスカードを(?:捨て札にす(?:る|した)|捨て(?:る|た)|取り除(?:く|いた))"),
    },
    "damaged": {
        "en": _en(r"{o} (?:is|are|would be) dealt (?:{n} )?damage(?: by {s})?",
                  r"{o} (?:is|are|would be) damaged(?: by {s})?",
                  r"{o} (?:takes|take|would take) (?:{n} )?damage",
                  r"{s} (?:deals|deal|would deal) (?:{n} )?damage to {o}",
                  r"(?:{n} )?damage (?:is|are|would be) (?:placed|dealt) (?:on|to) {o}",
                  r"(?:{n} )?damage (?:is|are|would be) placed (?P<here>here)"),
        "ja": _en(rf"{{o}}が(?:{{n}}\s*(?:点の)?)?ダメージを受け{_JP}", rf"{{o}}に(?:{{n}}\s*(?:点の)?)?ダメージが与えられ{_JP}",
                  rf"{{s}}が{{o}}に(?:{{n}}\s*(?:点の)?)?ダメージを与え{_JP}"),
    },
    "dealt_encounter": {
        # an encounter card dealt to a player (`When a player would be dealt an encounter card`, villain phase step
        # three and `deal yourself 1 facedown encounter card`): to whom is `o`
        "en": _en(r"{o} (?:is|are|would be) dealt (?:an? |{n} )?(?:facedown )?encounter cards?",
                  r"{s} (?:deals|deal|would deal) {o} (?:an? |{n} )?(?:facedown )?encounter cards?"),
        "ja": _en(rf"{{o}}に(?:{{n}}\s*枚の)?(?:裏向きの)?遭遇カードが配られ{_JP}"),
    },
    "revealed": {
        "en": _en(r"{s} (?:is|are|would be) revealed", r"(?P<p>.+?) (?:reveals|reveal|would reveal) {s}"),
        "ja": _en(rf"{{s}}が公開され{_JP}", rf"(?:(?P<p>.+?)が)?{{s}}を公開{_JV}"),
    },
    "engage": {
        "en": _en(r"{s} (?:engages|engage|would engage) {o}"),
        "ja": _en(rf"{{s}}が{{o}}と交戦{_JV}"),
    },
    "round_ends": {
        # (`At the end of the round,` as printed conditions say it: the moment itself)
        "en": _en(r"the round (?:ends|would end)", r"(?:at )?(?:the )?end of the round"),
        "ja": _en(r"ラウンドが(?:終了(?:する|した)|終わ(?:る|った))", r"ラウンド(?:の)?終了"),
    },
    "phase_begins": {
        "en": _en(r"the (?P<ph>villain|player) phase (?:begins|would begin)",
                  r"(?:at )?the (?:start|beginning) of the (?P<ph>villain|player) phase"),
        "ja": _en(r"(?P<ph>悪役|ヴィラン|プレイヤー)フェイズが(?:始ま(?:る|った)|開始(?:する|した|される|された))",
                  r"(?P<ph>悪役|ヴィラン|プレイヤー)フェイズ(?:の)?開始"),
    },
    "phase_ends": {
        "en": _en(r"the (?P<ph>villain|player) phase (?:ends|would end)", r"(?:at )?the end of the (?P<ph>villain|player) phase"),
        "ja": _en(r"(?P<ph>悪役|ヴィラン|プレイヤー)フェイズが(?:終了(?:する|した)|終わ(?:る|った))",
                  r"(?P<ph>悪役|ヴィラン|プレイヤー)フェイズ(?:の)?終了"),
    },
    "villain_step": {
        # a step of the villain phase (`After resolving step one of the villain phase`, printed on main schemes and
        # leaders; `At the start of step three of the villain phase`): its number is the reading's `phase`
        # (`step_1`), compared as a phase is
        "en": _en(r"(?:resolving )?step (?P<st>\w+) of the villain phase(?: (?:is resolved|resolves|would resolve|"
                  r"begins|would begin|ends|would end))?",
                  r"(?:at )?the (?:start|beginning|end) of step (?P<st>\w+) of the villain phase"),
        "ja": _en(rf"(?:悪役|ヴィラン)フェイズの(?:ステップ|手順)(?P<st>[1-5一二三四五])(?:を解決{_JV}|が解決され{_JP}|の(?:開始|終了))?"),
    },
    "turn_begins": {
        "en": _en(r"(?P<p>your|a player's) turn (?:begins|would begin)",
                  r"(?:at )?the (?:start|beginning) of (?P<p>your|a player's) turn"),
        "ja": _en(r"(?P<p>あなた)のターンが(?:始ま(?:る|った)|開始(?:する|した))", r"(?P<p>あなた)のターン(?:の)?開始"),
    },
    "turn_ends": {
        "en": _en(r"(?P<p>your|a player's) turn (?:ends|would end)", r"(?:at )?the end of (?P<p>your|a player's) turn"),
        "ja": _en(r"(?P<p>あなた)のターンが(?:終わ(?:る|った)|終了(?:する|した))", r"(?P<p>あなた)のターン(?:の)?終了"),
    },
    "boost_flipped": {
        "en": _en(r"{s} (?:is|are|would be) turned face ?up(?: as a boost card)?"),
        "ja": _en(r"{s}が表向きにな(?:る|った)"),
    },
    "completed": {
        "en": _en(r"{s} (?:is|are|would be) completed"),
        "ja": _en(rf"{{s}}が完了{_JV}"),
    },
    "setup": {
        "en": _en(r"(?:the )?(?:game )?setup", r"the game is set up"),
        "ja": _en(r"(?:ゲームの)?セットアップ"),
    },
    "resolved": {
        # a card or an ability resolved by a player (`After you resolve a treachery`, `After you resolve a boost card
        # during Mysterio's activation`, `After you resolve Adam Warlock's "Battle Mage" ability`: printed; they were
        # no event of the vocabulary, a judgement at every event): who resolves it is `s`, what is resolved `c`
        # (tried after `villain_step`, whose `step 1 of the villain phase is resolved` is a step, and after `attack`)
        "en": _en(r"{s} (?:resolves|resolve|would resolve|resolved) {c}",
                  r"{c} (?:is|are|would be|was) resolved(?: by {s})?"),
        "ja": _en(rf"(?:{{s}}が)?{{c}}を解決{_JV}", rf"{{c}}が(?:{{s}}によって)?解決され{_JP}"),
    },
}

#: What `--event` may say, one example of each kind (the did-you-mean of an unknown event).
EVENT_EXAMPLES = {
    "en": ("the villain attacks you", "the villain initiates an attack against you", "a minion attacks you",
           "the villain activates against you", "the villain schemes", "an ally thwarts", "you defend against an attack",
           "you use a basic power", "you recover", "you play CARD", "you spend CARD", "you ready CARD", "CARD enters play", "CARD leaves play", "a minion is defeated",
           "you change to hero form", "you change to alter-ego form", "threat is placed on the main scheme",
           "threat is removed from a scheme", "a tough status card is discarded from CARD", "a counter is placed on CARD", "the last counter is removed from CARD", "you are dealt 2 damage",
           "a treachery is revealed", "you are dealt an encounter card",
           "a minion engages you", "the round ends", "the villain phase begins", "the villain phase ends",
           "your turn begins", "your turn ends", "step 1 of the villain phase is resolved", "a boost card is turned faceup", "CARD is completed", "setup",
           "you resolve CARD"),
    "ja": ("悪役があなたを攻撃する", "悪役があなたへの攻撃を開始する", "手下があなたを攻撃する",
           "悪役があなたに対してアクティベートする", "悪役が計画を進める", "味方が阻止する", "あなたが防御する",
           "あなたが基本パワーを使う", "あなたが基本回復する", "あなたがCARDをプレイする", "あなたがCARDを支払う", "あなたがCARDを準備状態にする", "CARDがプレイに入る", "CARDがプレイから離れる", "手下が倒される",
           "あなたがヒーロー形態に変わる", "あなたが分身形態に変わる", "メイン計画に脅威が置かれる",
           "計画から脅威が取り除かれる", "CARDからタフ・ステータスカードが捨て札になる", "CARDにカウンターが置かれる", "CARDから最後のカウンターが取り除かれる", "あなたが2ダメージを受ける", "裏切りが公開される", "あなたに遭遇カードが配られる",
           "手下があなたと交戦する", "ラウンドが終了する", "悪役フェイズが始まる", "悪役フェイズが終了する",
           "あなたのターンが始まる", "あなたのターンが終わる", "悪役フェイズのステップ1を解決する", "ブーストカードが表向きになる", "CARDが完了する",
           "セットアップ", "あなたがCARDを解決する"),
}

FORMS = {"hero": "hero", "alter-ego": "alter_ego", "alter ego": "alter_ego", "alter_ego": "alter_ego",
          "this": "this", "your other": None, "other": None, "ヒーロー": "hero", "分身": "alter_ego", "この": "this",
          "あなたのもう一方の": None}
STEPS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "一": "1", "二": "2", "三": "3", "四": "4",
          "五": "5"}
PHASES = {"villain": "villain", "player": "player", "悪役": "villain", "ヴィラン": "villain", "プレイヤー": "player"}

# Words that narrow an event, taken out before it is read: (pattern, qualifier).
QUALIFIERS_EN = (
    # (`you attack and defeat an enemy`: the verb as `you` takes it, three official cards; it was words no reading
    # takes, a judgement at every event)
    (re.compile(r" and (?:damages|damage)\b"), "damages"),
    (re.compile(r" and (?:defeats|defeat)\b"), "defeats"),
    (re.compile(r"\bbasic (?=attack|defense|thwart)"), "basic"),
    (re.compile(r"\bundefended (?=attack)"), "undefended"),
    (re.compile(r" from (?:an? )?(?:enemy )?attack\b"), "from_attack"),
    (re.compile(r" from (?:your|their) hand\b"), "from_hand"),
    (re.compile(r" from the encounter deck\b"), "from_encounter_deck"),
    (re.compile(r" (?:during|in) (?:the )?(?:game )?setup\b"), "setup"),
    # (`After you resolve a boost card during Mysterio's activation`, `When a boost card is turned faceup during a
    # scheme activation`: printed; the words ran into the noun, an unknown card)
    (re.compile(r" during (?:(?:an?|the|this|that) )?(?:[\w.-]+(?: [\w.-]+)?'s? )?(?:scheme |attack )?activation\b"),
     "during_activation"),
    (re.compile(r"\bthe last (?=threat|(?:[\w-]+ )?counter)"), "last"),
    (re.compile(r" under your control\b"), "under_your_control"),
    (re.compile(r" to pay for\b.*$"), "to_pay_for"),   # `you spend this card to pay for an [[AERIAL]] event`
    # damage of a kind (`When Elektra would take consequential damage`, `After a friendly character takes any amount
    # of indirect damage`): a damage taken, narrowed (it was no event: a judgement at every event)
    (re.compile(r"\bindirect (?=damage\b)"), "indirect"),
    (re.compile(r"\bconsequential (?=damage\b)"), "consequential"),
)
QUALIFIERS_JA = (  # (pattern, qualifier, what is left in its place)
    (re.compile(r"を攻撃してダメージを与え(?:る|た|ようとする)?$"), "damages", "を攻撃する"),
    (re.compile(r"基本(?=攻撃|防御|阻止)"), "basic", ""),
    (re.compile(r"攻撃から"), "from_attack", ""),
    (re.compile(r"手札から"), "from_hand", ""),
    (re.compile(r"遭遇デッキから"), "from_encounter_deck", ""),
    (re.compile(r"セットアップ中に"), "setup", ""),
)
# `X has no shield counters`: the moment its last one is removed
NO_COUNTERS = re.compile(r"^(?P<o>.+?) (?:has|have|would have) no (?:more )?(?P<c>[\w-]+ )?counters?"
                          r"(?: on (?:it|him|her|them))?$")
DROPPED_EN = (re.compile(r"\bany amount of "), re.compile(r"\s*\([^)]*\)"))
WINDOW_EN = re.compile(r"^(?:(?P<when>when|whenever|each time|as)|(?P<after>after|once)|(?P<state>while|during|if))\s+")
#: (`中`: the period of an act, `攻撃中`, as English `During an attack`: no window of its own, `WINDOW_EN`'s `state`)
WINDOW_JA = re.compile(r"(?:(?P<after>後|あと)|(?P<when>時|とき|際|たび)|(?P<state>中))(?:に|は|、|,)?$")
