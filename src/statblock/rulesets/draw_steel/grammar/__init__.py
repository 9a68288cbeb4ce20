"""The Lark grammars and the step from parsed text to the AST."""
