""""... gains all creature types until end of turn" / "... loses all creature types until end of
turn" (205.3m, 613.1d: a type-changing effect in layer 4, for the turn, 611.2a) in the Oracle
compiler:

  Up to two target creatures each get +2/+0 and gain all creature types until end of turn.
                                                                   (Blades of Velis Vel)
  Target creature gets +3/-3 and loses all creature types until end of turn.
                                                                   (Nameless Inversion)
  Creatures target player controls get +0/+1 and gain all creature types until end of turn.
                                                                   (Shields of Velis Vel)
  Until end of turn, creatures you control get +2/+0 and gain all creature types.
                                                                   (Volatile Claws)

grammar.lark's `gain_all_types` / `lose_all_types` verb phrases; the IR `CreatureTypes`; the
DSL a `continuous` effect with `all_creature_types` (every creature type, as changeling's
702.73a) or `lose_creature_types` until end of turn, the objects locked in as it resolves
(611.2c). Only for a time: a lasting one is a static ability, not read here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir

_KEYS = {True: "all_creature_types", False: "lose_creature_types"}


@dataclass(frozen=True, slots=True)
class CreatureTypes:
    """"[object] gains / loses all creature types until end of turn" (205.3m, 613.1d)."""

    what: ir.Subject
    every: bool  # True: gains all creature types; False: loses them


def vp(every: bool) -> tuple[str, bool]:
    """The verb phrase of "gains all creature types" (True) / "loses all creature types"."""
    return ("creature_types", every)


def lower(low: Any, ins: CreatureTypes) -> list[dict[str, Any]]:
    return [{"continuous": {"what": low.object(ins.what), _KEYS[ins.every]: True,
                            "until": "end_of_turn"}}]


def is_change(p: dict[str, Any]) -> bool:
    """Whether a `continuous` effect's parameters are one such change for the turn."""
    return p.get("until") == "end_of_turn" and any(
        set(p) == {"what", key, "until"} and p[key] is True for key in _KEYS.values())


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such a `continuous` effect, or None if it isn't one."""
    if not is_change(p):
        return None
    verb = "gains" if p.get("all_creature_types") else "loses"
    return refs.obj(p["what"]), f"{verb} all creature types until end of turn"
