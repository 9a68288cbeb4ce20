"""Authoring: canonical formatting (`fmt`) and conversion between formats (`convert`).

Both write text back from the syntax tree: `layout.py` decides what the
parts of an ability are and how each is spelt, printers (`native.py`,
`markdown.py`) decide how they look in a format, and `meaning.py` is the
yardstick that says the result means what the input meant.
"""
