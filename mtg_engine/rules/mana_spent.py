"""The mana spent to cast a spell (601.2h), remembered by the spell and by the permanent it
becomes (`GameObject.chosen`'s ("spent", letters) entry, one WUBRGC letter per mana, carried
from the stack like the other choices of its casting). A copy of a spell or an object not cast
has none (707.10: no mana was spent on it).

Read by sunburst (702.44a: "a +1/+1 counter for each color of mana spent to cast it", charge
counters if it isn't entering as a creature) and by "~ enters the battlefield with a +1/+1
counter on it for each color of mana spent to cast it" (replacement amount COLORS_SPENT)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

KEY = "spent"
COLORS_SPENT = -3  # a ReplacementSpec's amount: the number of colors of mana spent (-1 X)
SUNBURST = "sunburst"  # a counter kind: +1/+1 if it enters as a creature, else charge (702.44a)


def record(letters: str) -> tuple[str, str]:
    """The entry a spell remembers: the mana spent on its total cost (601.2h)."""
    return (KEY, "".join(sorted(letters, key="WUBRGC".index)))


def spent(state: GameState, oid: int) -> str:
    o = state.objects.get(oid)
    return dict(o.chosen).get(KEY, "") if o is not None else ""


def spent_at_least(spent_letters: str, wanted: str) -> bool:
    """At least as many mana of each type as `wanted` has letters ("WWW": three white)."""
    return all(spent_letters.count(c) >= wanted.count(c) for c in set(wanted))


def colors_spent(state: GameState, oid: int) -> int:
    """The number of colors of mana spent to cast it (105.1: colorless is not a color)."""
    return len(set(spent(state, oid)) - {"C"})


def sunburst_kind(state: GameState, oid: int) -> str:
    """702.44a: +1/+1 counters if it is entering the battlefield as a creature (its
    characteristics as a spell, the same as a permanent's unless an effect changes them),
    charge counters otherwise."""
    from mtg_engine.rules.layers import characteristics

    return "+1/+1" if oid in state.objects and characteristics(state, oid).is_creature \
        else "charge"
