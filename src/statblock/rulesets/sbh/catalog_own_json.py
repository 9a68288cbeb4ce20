"""Song of Blades and Heroes' messages (English and Japanese) of its own JSON of warbands read back (`own_json.py`,
SH012) and of the notes it keeps. `catalog.CATALOG` holds them with the others."""

from __future__ import annotations

__all__ = ["OWN_JSON"]

OWN_JSON: dict[str, dict[str, str]] = {
    "sbh.own_json_not_json": {
        "en": "this file looks like statblock's own JSON of Song of Blades and Heroes warbands, but it is not JSON that "
              "can be read ({problem}); nothing in it was read",
        "ja": "このファイルは statblock 自身のソング・オブ・ブレイド・アンド・ヒーローズのウォーバンドの JSON のようですが、"
              "JSON として読めません（{problem}）。何も読んでいません",
    },
    "sbh.own_json_no_warbands": {
        "en": "this file looks like statblock's own JSON of Song of Blades and Heroes warbands, but it has no `{key}` "
              "list; nothing in it was read",
        "ja": "このファイルは statblock 自身のソング・オブ・ブレイド・アンド・ヒーローズのウォーバンドの JSON のようですが、"
              "「{key}」の一覧がありません。何も読んでいません",
    },
    "sbh.own_json_not_warband": {
        "en": "this entry of `{key}` in statblock's JSON is not a warband object (`{{…}}`): it was not read back",
        "ja": "statblock の JSON の「{key}」のこの項目はウォーバンドのオブジェクト（「{{…}}」）ではないため、読み戻していません",
    },
    "sbh.own_json_no_name": {
        "en": "a warband with no `{key}` in statblock's JSON (or one with a line break, which its line cannot keep): it "
              "was not read back; give it its name on one line",
        "ja": "statblock の JSON に「{key}」のない（または改行を含み一行に書けない）ウォーバンドがあります。"
              "読み戻していません。名前を一行で書いてください",
    },
    "sbh.own_json_profile": {
        "en": "a profile in statblock's JSON that is not one (it needs {keys}: a name on one line, and whole numbers): "
              "it was not read back",
        "ja": "statblock の JSON にプロファイルとして読めない項目があります（{keys} が要ります。名前は一行、ほかは整数）。"
              "読み戻していません",
    },
    "sbh.own_json_rule": {
        "en": "a special rule in statblock's JSON with no `{name}` (or a `{name}` that is no line of text without `#`, "
              "or a `{spec}` that is no line of text): it was not read back",
        "ja": "statblock の JSON に「{name}」のない（または「{name}」が「#」のない一行の文字列でないか、「{spec}」が一行の文字列で"
              "ない）特殊ルールがあります。読み戻していません",
    },
    "sbh.own_json_derived": {
        "en": "`{key}` of the warband `{name}` in statblock's JSON says otherwise than the words it is read from, "
              "which were read: the value was edited alone. Edit the words ({words}) to change it: the value is "
              "computed from them",
        "ja": "statblock の JSON のウォーバンド「{name}」の「{key}」の値は、それを読み取った語と食い違っています。語のほうを読みました"
              "（値だけが書き換えられています）。変えるには語（{words}）を書き換えてください。値は語から計算されます",
    },
    "sbh.own_json_kind": {
        "en": "`{key}` in statblock's JSON holds {found}, not {expected}: it was not read back",
        "ja": "statblock の JSON の「{key}」は{expected}ではなく{found}です。読み戻していません",
    },
    "sbh.note_at_profile_depth": {
        "en": "this note, right under `{name}` at its depth, is read as that profile's: indent it to say so, or leave a "
              "blank line before it to make it the warband's",
        "ja": "この注記は「{name}」の直下に同じ字下げで書かれているため、そのプロファイルの注記として読みました。そのとおりなら"
              "字下げし、ウォーバンドの注記なら前に空行を入れてください"},
    "sbh.own_json_profile_note": {
        "en": "a profile's note in statblock's JSON that no line under the profile holds (`text`: one line, its label "
              "first, `Notes:` or `Equipment:`): it was not read back",
        "ja": "statblock の JSON に、プロファイルの下の行に書けない注記があります（「text」は一行で、先頭に「備考：」や「装備：」の"
              "見出し）。読み戻していません",
    },
    "sbh.own_json_note": {
        "en": "a note in statblock's JSON that is no line of text (`text`): it was not read back",
        "ja": "statblock の JSON に一行の文字列（「text」）でない注記があります。読み戻していません",
    },
}
