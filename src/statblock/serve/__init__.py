"""`statblock serve PATH`: a live preview of the cards of a file or folder in the browser.

The page shows every card as `statblock cards --format html` prints it, each beside its
diagnostics, and follows each save (a watchfiles watcher, server-sent events). Modules, one job
each: `deck` (the files under PATH and their readings), `views` (one file's cards and diagnostics),
`split` (a rendered deck cut into cards), `placing` (which card a diagnostic belongs beside),
`page` (the HTML), `events` (the pushes), `watch` (the watcher), `handler` (the HTTP routes),
`server` (all of it together), `command` (the command line).
"""

__all__ = ["Preview"]


def __getattr__(name: str):
    if name == "Preview":  # the server and its parts are imported only when used
        from .server import Preview

        return Preview
    raise AttributeError(name)
