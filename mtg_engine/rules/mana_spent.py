"""The mana spent to cast a spell (601.2h), remembered by the spell and by the permanent it
becomes (`GameObject.chosen`'s ("spent", "W,U,B,R,G,C") entry, the amount of each type,
carried from the stack like the other choices of its casting). A copy of a spell or an object not cast
has none (707.10: no mana was spent on it).

Read by sunburst (702.44a: "a +1/+1 counter for each color of mana spent to cast it", charge
counters if it isn't entering as a creature) and by "~ enters the battlefield with a +1/+1
counter on it for each color of mana spent to cast it" (replacement amount COLORS_SPENT)."""

from __future__ import annotations

from mtg_engine.cards.dsl_abilities import MANA_SPENT  # (the replacement's amount, 601.2h)
from mtg_engine.state.game_state import GameState

__all__ = ["MANA_SPENT"]

KEY = "spent"
SNOW_KEY = "snow_spent"  # ("snow_spent", N): N mana from snow sources spent (107.4h)
COLORS_SPENT = -3  # a ReplacementSpec's amount: the number of colors of mana spent (-1 X)
SUNBURST = "sunburst"  # a counter kind: +1/+1 if it enters as a creature, else charge (702.44a)


def record(amounts: list[int]) -> tuple[str, str]:
    """The entry a spell remembers: the mana spent on its total cost (601.2h), as the amount
    of each type of mana, WUBRGC, separated by commas (rules/conditions.py reads it too:
    "if {U} was spent to cast it")."""
    return (KEY, ",".join(map(str, amounts)))


def spent(state: GameState, oid: int) -> dict[str, int]:
    """The amount of each type of mana spent to cast it ({} if none was)."""
    o = state.objects.get(oid)
    text = dict(o.chosen).get(KEY, "") if o is not None else ""
    return dict(zip("WUBRGC", map(int, text.split(",")), strict=True)) if text else {}


def total_spent(state: GameState, oid: int) -> int:
    """The amount of mana spent to cast it, all types (0 if it wasn't cast, 707.10)."""
    return sum(spent(state, oid).values())


def colors_spent(state: GameState, oid: int) -> int:
    """The number of colors of mana spent to cast it (105.1: colorless is not a color)."""
    return sum(1 for c, n in spent(state, oid).items() if n > 0 and c != "C")


def count_colors(entry: str) -> int:
    """The number of colors in a remembered `record` entry ("" when no mana was spent)."""
    return sum(1 for c, n in zip("WUBRG", entry.split(","), strict=False) if int(n) > 0) \
        if entry else 0


def sunburst_kind(state: GameState, oid: int) -> str:
    """702.44a: +1/+1 counters if it is entering the battlefield as a creature (its
    characteristics as a spell, the same as a permanent's unless an effect changes them),
    charge counters otherwise."""
    from mtg_engine.rules.layers import characteristics

    return "+1/+1" if oid in state.objects and characteristics(state, oid).is_creature \
        else "charge"
