"""`statblock lsp`: the language server, its LSP features wired to the modules that do each one.

Everything user-facing comes from the document's ruleset through the registry (the core names no
game) and is said in the user's language (`Settings.lang`, else the command line's). A feature that
fails for a bug of statblock's logs it (`window/logMessage`) and answers nothing, so the editor
keeps working.
"""

from __future__ import annotations

import functools
import inspect
import logging
import os
import sys
import traceback
from urllib.parse import unquote

from lsprotocol import types
from pygls import uris
from pygls.lsp.server import LanguageServer

from ..messages import msg
from ..rulesets import registry
from .actions import quick_fixes
from .analysis import Analysis
from .changes import Protocol
from .completion import completion_list
from .documents import Documents, document_path
from .formatting import format_document
from .heroes import Heroes
from .hover import hover_at
from .positions import LineIndex, normalized
from .reporting import lsp_diagnostics
from .settings import Settings, hero_path
from .symbols import document_symbols, shown_symbols

__all__ = ["StatblockServer", "build", "serve"]


#: Characters after which an editor asks for completion without being told to.
TRIGGERS = ["［", "[", "<", "+", ",", "、", "|", "—", ":", "："]


class StatblockServer(LanguageServer):
    def __init__(self, lang: str, delay: float) -> None:
        from .. import __version__

        super().__init__("statblock", __version__, protocol_cls=Protocol,
                         text_document_sync_kind=types.TextDocumentSyncKind.Incremental)
        self.default_lang = lang
        self.settings = Settings()
        self.heroes = Heroes()
        self.shut_down = False
        self.documents = Documents(self._text_of, self._publish, self._encoding, delay, self.bug)

    @property
    def lang(self) -> str:
        return self.settings.lang or self.default_lang

    def _text_of(self, uri: str) -> tuple[int | None, str] | None:
        if unquote(uri) not in self.workspace.text_documents:  # pygls keeps documents by their unquoted URI
            return None
        document = self.workspace.get_text_document(uri)
        return document.version, document.source

    def _encoding(self) -> str:
        return self.workspace.position_encoding or types.PositionEncodingKind.Utf16

    def _publish(self, analysis: Analysis) -> None:
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=analysis.uri, version=analysis.version, diagnostics=lsp_diagnostics(analysis, self.lang)))

    def settle(self, data: object) -> None:
        """Take the client's settings, and show the diagnostics again in their language."""
        before = self.settings
        self.settings = self.settings.merged(data)
        if self.settings.lang != before.lang:
            for analysis in self.documents.latest():
                self._publish(analysis)

    def bug(self, error: BaseException) -> None:
        """Log a bug of statblock's for whoever reads the editor's log; the editor keeps working."""
        self.window_log_message(types.LogMessageParams(
            type=types.MessageType.Error,
            message=msg("lsp.internal", error=f"{type(error).__name__}: {error}").render(self.lang) + "\n"
            + "".join(traceback.format_exception(error))))

    def report_server_error(self, error: Exception, source) -> None:
        """pygls' report of what went wrong outside a request (a message from the editor that is no JSON):
        a line in the editor's log, in the user's language, instead of a pop-up in English."""
        self.window_log_message(types.LogMessageParams(
            type=types.MessageType.Error,
            message=msg("lsp.bad_message", error=f"{type(error).__name__}: {error}").render(self.lang)))

    def say(self, message: object, kind: types.MessageType = types.MessageType.Warning) -> None:
        text = message.render(self.lang) if hasattr(message, "render") else str(message)
        self.window_show_message(types.ShowMessageParams(type=kind, message=text))


def _guarded(handler):
    """`handler` logging its own failure (a bug) and answering None, instead of failing the editor's request."""

    @functools.wraps(handler)
    async def guarded(ls: StatblockServer, params):
        try:
            answer = handler(ls, params)
            return await answer if inspect.isawaitable(answer) else answer
        except Exception as error:  # noqa: BLE001 - one bug must not take the editor's server down
            ls.bug(error)
            return None

    return guarded


def build(lang: str = "en", delay: float = 0.2) -> StatblockServer:
    """The server, its messages in `lang` until the client's settings say otherwise, reading a document
    `delay` seconds after its last change."""
    server = StatblockServer(lang, delay)
    feature = server.feature

    @feature(types.INITIALIZE)
    def initialize(ls: StatblockServer, params: types.InitializeParams) -> None:
        root = ls.workspace.root_path
        if root is None and params.workspace_folders:  # a client that names folders only
            root = uris.to_fs_path(params.workspace_folders[0].uri)
        ls.settings = Settings(root=root).merged(params.initialization_options)

    @feature(types.INITIALIZED)
    @_guarded
    async def initialized(ls: StatblockServer, params: types.InitializedParams) -> None:
        await _pull_settings(ls)

    @feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    @_guarded
    async def configuration(ls: StatblockServer, params: types.DidChangeConfigurationParams) -> None:
        if isinstance(params.settings, dict) and params.settings:
            ls.settle(params.settings)
        else:
            await _pull_settings(ls)

    @feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: StatblockServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.documents.opened(params.text_document.uri)

    @feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: StatblockServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.documents.changed(params.text_document.uri)

    @feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: StatblockServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.documents.closed(params.text_document.uri)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=params.text_document.uri,
                                                                            diagnostics=[]))

    @feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=TRIGGERS))
    @_guarded
    def completion(ls: StatblockServer, params: types.CompletionParams) -> types.CompletionList | None:
        held = ls._text_of(params.text_document.uri)
        if held is None:
            return None
        text, boms = normalized(held[1])
        index = LineIndex(text, boms, ls._encoding())
        offset = index.offset(params.position)
        try:
            ruleset = registry.choose(document_path(params.text_document.uri), text)
        except (registry.UnknownRuleset, registry.BrokenRuleset):  # its diagnostic says so
            return None
        if ruleset is None:
            return None
        return completion_list(ruleset.completions(text, offset, ls.lang), index, offset)

    @feature(types.TEXT_DOCUMENT_HOVER)
    @_guarded
    async def hover(ls: StatblockServer, params: types.HoverParams) -> types.Hover | None:
        analysis = await ls.documents.current(params.text_document.uri)
        if analysis is None or not analysis.result.ruleset:
            return None
        offset = analysis.index.offset(params.position)
        path = hero_path(ls.settings, analysis.text, analysis.path)
        ruleset = registry.get(analysis.result.ruleset)
        lang = ls.lang

        def work():
            return hover_at(analysis, offset, ls.heroes.get(ruleset, path), lang)

        return await ls.documents.run(work)

    @feature(types.TEXT_DOCUMENT_FORMATTING)
    @_guarded
    async def formatting(ls: StatblockServer, params: types.DocumentFormattingParams) -> list[types.TextEdit] | None:
        uri = params.text_document.uri
        analysis = await ls.documents.current(uri)
        held = ls._text_of(uri)
        if analysis is None or held is None:
            return None
        formatted = await ls.documents.run(format_document, analysis, held[1], ls.lang)
        if formatted.refusal is not None:
            ls.say(formatted.refusal)
        return formatted.edits

    @feature(types.TEXT_DOCUMENT_CODE_ACTION,
             types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]))
    @_guarded
    async def code_action(ls: StatblockServer, params: types.CodeActionParams) -> list[types.CodeAction] | None:
        wanted = params.context.only
        if wanted and not any(types.CodeActionKind.QuickFix.value.startswith(kind) for kind in wanted):
            return None
        analysis = await ls.documents.current(params.text_document.uri)
        if analysis is None:
            return None
        return quick_fixes(analysis, params.range, ls.lang)

    @feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    @_guarded
    async def symbols(ls: StatblockServer, params: types.DocumentSymbolParams) -> list[types.DocumentSymbol] | None:
        analysis = await ls.documents.current(params.text_document.uri)
        if analysis is None or not analysis.result.ruleset:
            return None
        ruleset = registry.get(analysis.result.ruleset)
        return document_symbols(shown_symbols(ruleset.symbols(analysis.result), analysis.result.source), analysis.index)

    @feature(types.SHUTDOWN)
    def shutdown(ls: StatblockServer, params: None) -> None:
        ls.shut_down = True
        ls.documents.shutdown()

    return server


async def _pull_settings(ls: StatblockServer) -> None:
    """Ask the client for the workspace's `statblock` settings, when it can say them."""
    workspace = ls.client_capabilities.workspace
    if workspace is None or not workspace.configuration:
        return
    answer = await ls.workspace_configuration_async(types.ConfigurationParams(
        items=[types.ConfigurationItem(section="statblock")]))
    if answer:
        ls.settle({"statblock": answer[0]} if isinstance(answer[0], dict) else None)


def serve(lang: str = "en", delay: float = 0.2, stdin=None, stdout=None) -> int:
    """Speak LSP over standard input and output (or `stdin`, `stdout`, binary streams) until the client
    says `exit` or goes away: 0 after a `shutdown` request, 1 without one (as LSP says).

    The protocol gets its own copy of standard output, which pygls closes at `exit`; `sys.stdout`
    points at standard error meanwhile, so that a stray `print` never reaches the client as protocol."""
    _quiet_logs()
    server = build(lang, delay)
    own = stdout is None
    if own:
        stdout = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    saved, sys.stdout = sys.stdout, sys.stderr
    try:
        server.start_io(stdin or sys.stdin.buffer, stdout)
    finally:
        sys.stdout = saved
        if own and not stdout.closed:
            stdout.close()
    return 0 if server.shut_down else 1


class _OneLine(logging.Filter):
    """pygls' log records as one line each, the exception named, never a traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            record.msg, record.args = f"{record.getMessage()}: {type(error).__name__}: {error}", ()
            record.exc_info = record.exc_text = None
        return True


def _quiet_logs() -> None:
    """pygls logs to standard error, which editors keep as the server's log: warnings and errors, one line each."""
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(_OneLine())
    handler.setFormatter(logging.Formatter("statblock lsp: %(message)s"))
    pygls = logging.getLogger("pygls")
    pygls.handlers[:] = [handler]
    pygls.setLevel(logging.WARNING)
    pygls.propagate = False
