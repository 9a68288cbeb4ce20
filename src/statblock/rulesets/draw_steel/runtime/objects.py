"""Objects as targets (seed 000, 物体 (Object)); a target file says `object = true`.

- An object has poison and psychic immunity all unless its file says otherwise (「特に明記されていない限り、
  物体は「毒・完全無効 (poison immunity all)」および「精神・完全無効 (psychic immunity all)」を持ちます」):
  `hero.parse_target` gives them.
- An ability that can target both creatures and objects can damage an object, but the object is immune to its
  other effects unless the ability says otherwise or the Director allows it (「アビリティがクリーチャーと物体の
  両方をターゲットにできる場合、そのアビリティは物体にダメージを与えることができます。しかし、特に明記されて
  いる場合…やディレクターが許可した場合を除き、物体はアビリティのその他の効果に対して無効です」): `untouched`
  takes those effects off the object's result and keeps them, for the report to say which. An ability whose
  target line names objects alone (`One object`) affects the object as written. Where the ability says
  otherwise in words (Minor Telekinesis) the tool cannot tell: the report says what was held back, and a
  Director who allows it leaves `object` out of the file.
- An object made to make a test obtains a tier 1 outcome automatically (「アビリティによって物体がテストを行う
  ことを強制された場合、その物体は自動的にそのテストでティア1の結果を得ます」): `TEST_TIER`.
"""

from __future__ import annotations

import attrs

from ..target_phrases import NAMED, target_words
from ..vocabulary import vocabulary
from . import effects as fx
from .compiled import CompiledAbility

__all__ = ["TEST_TIER", "objects_only", "untouched"]

#: The tier an object obtains on a test an ability makes it make.
TEST_TIER = 1


def objects_only(ability: CompiledAbility) -> bool:
    """Whether the ability's target line names objects and nothing else (`One object`, `物体1つ`)."""
    phrase = target_words(vocabulary()).read(ability.target)
    if phrase is None:
        return False
    nouns = {noun.noun for group in phrase.groups for noun in group.nouns}
    return nouns == {"object"} and all(group.quantity not in NAMED for group in phrase.groups)  # (not `Self or one object`)


def untouched(result, ability: CompiledAbility):
    """`result` (a `results.TargetResult`) as it stands for an object target: its damage only, what else the tier
    would have done kept in `object_immune`; as it is for a creature, or when the ability targets objects alone."""
    if not result.target.is_object or objects_only(ability):
        return result
    # damage said of some of the targets (`an enemy takes 6 damage`), left to the user, is damage still: the
    # object may be the one picked (was: listed as an effect the object is immune to)
    damage = tuple(item for item in result.text if isinstance(item, fx.Damage))
    held = (*result.conditions, *result.forced_moves, *(item for item in result.text if not isinstance(item, fx.Damage)))
    if not held and not result.potency_checks:
        return result
    # (no potency is checked against it, so no surge is spent raising one: was counted in `Resolution`)
    return attrs.evolve(result, conditions=(), forced_moves=(), moves=(), text=damage, potency_checks=(),
                        potency_surge=False, object_immune=held)
