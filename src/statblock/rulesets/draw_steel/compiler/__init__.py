"""The compiler: AST to effects, with the checks that need the rules."""

from __future__ import annotations

from .. import ast
from ....diagnostics import Diagnostic
from ....vocabulary import Vocabulary
from ..vocabulary import vocabulary
from ..runtime.compiled import CompiledAbility
from .checks import check_ability
from .consistency import check_consistency
from .lower import lower_ability
from .statblocks import compile_statblocks

__all__ = ["compile_ability", "compile_statblocks"]


def compile_ability(ability: ast.Ability, ruleset: Vocabulary | None = None) -> tuple[CompiledAbility, list[Diagnostic]]:
    rules = ruleset or vocabulary()
    compiled, diagnostics = lower_ability(ability, rules)
    return compiled, check_ability(ability) + diagnostics + check_consistency(ability, compiled, rules)
