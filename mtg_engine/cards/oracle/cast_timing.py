"""When players may cast spells at all (101.2: a "can't" beats a "can"), Oracle text -> the
`cant_cast` static with a `condition` naming when the caster is forbidden (rules/restrictions
.cast_forbidden), and back:

  Players can cast spells only during their own turns.     (Dosan the Falling Leaf: condition
                                                            "caster_not_active")
  Each opponent can cast spells only any time they could cast a sorcery.
                                                           (Teferi, Time Raveler: condition
                                                            "caster_not_sorcery_timing", 307.1)
  Each opponent who attacked with a creature this turn can't cast spells.
                                                           (Angelic Arbiter: condition
                                                            "caster_attacked_this_turn")
and its other half, a restriction on attacking (508.1c): "Each opponent who cast a spell this
turn can't attack with creatures." (the static `cant_attack_after_casting`).
"""

from __future__ import annotations

from typing import Any

# the sentence -> (whose spells, the condition under which they can't be cast)
_FORMS: dict[str, tuple[str, str]] = {
    "Players can cast spells only during their own turns.": ("any", "caster_not_active"),
    "Each player can cast spells only during their own turn.": ("any", "caster_not_active"),
    "Each opponent can cast spells only any time they could cast a sorcery.": (
        "opponent", "caster_not_sorcery_timing"),
    "Your opponents can cast spells only any time they could cast a sorcery.": (
        "opponent", "caster_not_sorcery_timing"),
    "Each opponent who attacked with a creature this turn can't cast spells.": (
        "opponent", "caster_attacked_this_turn"),
}
_NO_ATTACK = "Each opponent who cast a spell this turn can't attack with creatures."
# 506.2: "As long as ~ is attacking, defending player can't cast spells." (Wardscale Dragon:
# `whose` the player ~ attacks, none when it isn't attacking; rules/restrictions._whose)
DEFENDING = "As long as ~ is attacking, defending player can't cast spells."


def lower(para: str) -> dict[str, Any] | None:
    """The `cant_cast` (or `cant_attack_after_casting`) static of such a paragraph, or None."""
    if para == _NO_ATTACK:
        return {"cant_attack_after_casting": {"whose": "opponent"}}
    if para == DEFENDING:
        return {"cant_cast": {"whose": "defending_player"}}
    got = _FORMS.get(para)
    if got is None:
        return None
    whose, condition = got
    return {"cant_cast": {"whose": whose, "condition": condition}}


def render_no_attack(p: dict[str, Any]) -> str | None:
    """The English of a `cant_attack_after_casting` static, or None."""
    return _NO_ATTACK if p == {"whose": "opponent"} else None


def forms(p: dict[str, Any]) -> list[str]:
    """The wordings of `lower`'s `cant_cast` static ([] if it isn't one)."""
    if set(p) != {"whose", "condition"}:
        return []
    return [t for t, (whose, cond) in _FORMS.items()
            if (whose, cond) == (p["whose"], p["condition"])]


# "Players can cast spells and activate abilities only during their own turns." (City of
# Solitude): the same condition on casting and on activating any ability, mana abilities
# included (101.2, 605.1a; rules/cant_activate.py)
_BOTH = "Players can cast spells and activate abilities only during their own turns."


def lower_pair(para: str) -> list[dict[str, Any]] | None:
    """The two statics of City of Solitude's sentence, or None."""
    from mtg_engine.rules.cant_activate import CANT_ACTIVATE

    if para != _BOTH:
        return None
    when = {"whose": "any", "condition": "caster_not_active"}
    return [{"cant_cast": dict(when)}, {CANT_ACTIVATE: dict(when)}]


def render_pair(items: list[dict[str, Any]]) -> str | None:
    """The one sentence of `lower_pair`'s statics, or None if they aren't those."""
    return _BOTH if items == lower_pair(_BOTH) else None
