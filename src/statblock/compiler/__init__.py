"""The compiler: AST to effects, with the checks that need the rules."""

from __future__ import annotations

from ..diagnostics import Diagnostic
from .. import ast
from ..rulesets import Ruleset
from ..runtime.effects import CompiledAbility
from .checks import check_ability
from .lower import lower_ability

__all__ = ["compile_ability"]


def compile_ability(ability: ast.Ability, ruleset: Ruleset | None = None) -> tuple[CompiledAbility, list[Diagnostic]]:
    compiled, diagnostics = lower_ability(ability, ruleset)
    return compiled, check_ability(ability) + diagnostics
