"""`statblock lsp`: a language server for every ruleset's files (diagnostics as the text changes,
completion, hover, formatting, quick fixes, the outline), built on pygls.

Importing this package imports no pygls: the command line lists `lsp` on every run, and only
`statblock lsp` itself pays for the server (`run`).
"""

from __future__ import annotations

__all__ = ["run"]

#: The distributions the server needs (the `lsp` extra), by the name an ImportError gives.
_NEEDED = ("pygls", "lsprotocol", "cattrs")


def run(args) -> int:
    """The `statblock lsp` command: serve over standard input and output until the client says `exit`."""
    from ..cli.common import EXIT_USAGE, say_error
    from ..messages import msg

    try:
        from .server import serve
    except ImportError as error:
        if (error.name or "").partition(".")[0] not in _NEEDED:
            raise
        say_error(args.lang, msg("lsp.needs_pygls", missing=error.name, command="pip install 'statblock[lsp]'"))
        return EXIT_USAGE
    return serve(args.lang, args.debounce / 1000)
