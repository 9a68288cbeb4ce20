"""Why the system refused to read or write a file, said in each language.

The system's own text (`strerror`: `No such file or directory`) is English whatever the reader's
language, so a Japanese message quoting it would hold an English sentence. `os_reason` keeps the
system's text for English (what the messages always said) and says the common errors in Japanese;
an error this table does not know is named by its symbol (`ECONNRESET`), never by English prose.
"""

from __future__ import annotations

import errno

from . import Localized

__all__ = ["JAPANESE", "os_reason"]

#: The Japanese of the errors a file, a folder or a port meets, by the symbol of their `errno`.
JAPANESE: dict[str, str] = {
    "ENOENT": "ファイルまたはフォルダーがありません",
    "EACCES": "アクセスする権限がありません",
    "EPERM": "その操作は許可されていません",
    "EISDIR": "フォルダーです（ファイルではありません）",
    "ENOTDIR": "途中の名前がフォルダーではありません",
    "ENOSPC": "ディスクに空きがありません",
    "EDQUOT": "ディスクの使用量の上限に達しました",
    "EFBIG": "ファイルが大きすぎます",
    "EROFS": "読み取り専用のファイルシステムです",
    "ELOOP": "シンボリックリンクが多すぎるか、循環しています",
    "ENAMETOOLONG": "ファイル名が長すぎます",
    "EEXIST": "すでにあります",
    "EXDEV": "別のファイルシステムへは移せません",
    "EIO": "入出力のエラーが起きました",
    "EBADF": "ファイル記述子が正しくありません",
    "EMFILE": "開いているファイルが多すぎます",
    "ENFILE": "システム全体で開いているファイルが多すぎます",
    "EBUSY": "使用中です",
    "ETXTBSY": "実行中のファイルです",
    "ENXIO": "そのデバイスまたはアドレスはありません",
    "ENODEV": "そのデバイスはありません",
    "EINVAL": "引数が正しくありません",
    "EAGAIN": "今は使えません。あとでもう一度試してください",
    "EINTR": "割り込みで中断されました",
    "ENOMEM": "メモリーが足りません",
    "ESTALE": "ネットワーク上のファイルの参照が古くなっています",
    "EADDRINUSE": "そのアドレスはすでに使われています",
    "EADDRNOTAVAIL": "そのアドレスはこのマシンでは使えません",
    "EAFNOSUPPORT": "そのアドレスの種類は使えません",
}
#: An error the table does not know, by its symbol; an error without a number, by its kind.
_OTHER = "システムのエラー {name}"
#: A path with a NUL character (Python's `ValueError` before asking the system).
_NUL = "名前にヌル文字が含まれています"
#: A host name that could not be resolved (`socket.gaierror`, whose numbers are not `errno`'s).
_HOST = "ホスト名を解決できません"


def os_reason(error: BaseException) -> Localized:
    """Why `error` (an `OSError`, or the `ValueError` of a path with a NUL character) happened: the system's own
    words in English, as before, and Japanese words for the reader of Japanese."""
    english = getattr(error, "strerror", None) or str(error)
    number = getattr(error, "errno", None)
    if type(error).__name__ == "gaierror":
        japanese = _HOST
    elif isinstance(error, ValueError) and "null" in str(error):
        japanese = _NUL
    elif isinstance(number, int) and number in errno.errorcode:
        name = errno.errorcode[number]
        japanese = JAPANESE.get(name) or _OTHER.format(name=name)
    else:
        japanese = _OTHER.format(name=type(error).__name__)
    return Localized({"en": english, "ja": japanese})
