"""Merging with permanents (723): a merged permanent, one object represented by several cards
or tokens (mutate, 702.140c, rules/mutate.py).

A merged permanent keeps its object (723.2c: same id, counters, damage, tapped status,
attachments, controller, the turn it came under its controller's control; the effects on it
go on applying) and records its components in `GameObject.merged`: one `Part` per card or
token, in the order they merged, the first being the permanent as it was before any merge.
Each later part was put on top of the others or under them (702.140c); the components from
the top down are found from that order (`components`).

723.2a / 702.140e: the merged permanent has only the characteristics of its topmost
component and every ability of every component. That is a copiable effect (613.2a, layer
1a) with the timestamp of the merge: the object's card (`GameObject.card`) is a merged card
definition (`merged_card`: the topmost card's characteristics with the abilities of all the
components, top first), which the card database finds by its key (`CardDef.token_key`, "Name
[merged: A | B]"), so abilities on the stack, saved games and copies of the permanent (707.2:
a copy copies the merged values) find it. A copy effect that began before a merge is applied
before it (613.2a, 613.7: `with_copy_effects`).

723.2d: the permanent is a token only if its topmost component is one (the merged card's
`is_token` is the topmost's).

723.3: when it leaves the battlefield, one permanent leaves and each component is put into
the new zone (`leaving_cards`): the topmost card is the moving object, the other cards are
put there with move events of their own (from "merged", as a melded permanent's second card,
713.4: "dies" triggers once, for the permanent), a token component ceases to exist (111.7);
723.3c: an effect that finds the new object finds all of them (`merged_apart`, read by
faces.with_melded_partner). 723.3a-b: two cards are arranged in a graveyard or a library by
their owner, given their timestamp order in exile by the player exiling them, as a melded
permanent's are (rules/meld_order.py); three or more are asked one at a time from the top.
723.2i: transforming a merged permanent turns each transforming double-faced component over
(`transformed_parts`, read by rules/faces.transform).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from mtg_engine.cards.dsl import CardDef

if TYPE_CHECKING:
    from mtg_engine.cards.database import CardDatabase
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

MARK = " [merged: "
TOKEN = "token:"
FACE_DOWN_MARK = "face down:"  # 723.2e: a face-down component under a face-up one
MERGED_APART = "merged_apart"


class Part(NamedTuple):
    """One component of a merged permanent (723.2): its card (or token definition) by key,
    whether it is a token, the timestamp of its merge (613.2a; 0 for the original permanent)
    and whether it was put under the others (702.140c)."""

    key: str
    token: bool
    timestamp: int
    under: bool


def part_of(card: CardDef, timestamp: int = 0, under: bool = False) -> Part:
    return Part(card.key, card.is_token, timestamp, under)


def components(parts: tuple[Part, ...]) -> list[Part]:
    """The components from the top down (702.140c: each merged on top or under the rest)."""
    out: list[Part] = []
    for p in parts:
        if p.under:
            out.append(p)
        else:
            out.insert(0, p)
    return out


def times_mutated(o: GameObject) -> int:
    """"The number of times this creature has mutated" (702.140d): the spells that merged
    with it (a copy of a mutated permanent has merged with none)."""
    return max(len(o.merged) - 1, 0)


def times_mutated_now(state: GameState, oid: int) -> int:
    """702.140d, 608.2h: the times the permanent `oid` has mutated, or had as it left the
    battlefield (the log's ("left_mutated", permanent, times))."""
    o = state.objects.get(oid)
    if o is not None and o.zone.value == "battlefield":
        return times_mutated(o)
    return next((ev[2] for ev in reversed(state.log)
                 if ev[0] == "left_mutated" and ev[1] == oid), 0)


def component_names(state: GameState, o: GameObject) -> list[str]:
    """The names of a merged permanent's components from the top down (723.2)."""
    return [card_of_part(state.db, p, real=True).name for p in components(o.merged)]


def card_of_part(db: CardDatabase, p: Part, real: bool = False) -> CardDef:
    """The card a component is; a face-down component under a face-up one (723.2e) has the
    face-down characteristics (708.2: no abilities), unless `real` (the card it is)."""
    key = p.key
    if key.startswith(FACE_DOWN_MARK):
        if not real:
            from mtg_engine.rules.face_down import FACE_DOWN

            return FACE_DOWN
        key = key[len(FACE_DOWN_MARK):]
    return db.token(key) if p.token else db.get(key)


def part_name(p: Part) -> str:
    """How a merged card's key names the component."""
    return (TOKEN if p.token else "") + p.key


def merged_card(db: CardDatabase, cards: list[CardDef],
                names: list[str] | None = None) -> CardDef:
    """723.2a, 702.140e: the topmost card's characteristics with the abilities of every
    component (the topmost's first), registered in the database under its key (made of the
    components' `names`, by default their keys)."""
    if len(cards) == 1:
        return cards[0]
    top = cards[0]
    if names is None:
        names = [(TOKEN if c.is_token else "") + c.key for c in cards]
    key = top.name + MARK + " | ".join(names) + "]"
    known = db.merged(key)
    if known is not None:
        return known
    card = replace(
        top, token_key=key,
        abilities=tuple(a for c in cards for a in c.abilities),
        triggers=tuple(t for c in cards for t in c.triggers),
        statics=tuple(s for c in cards for s in c.statics),
        replacements=tuple(r for c in cards for r in c.replacements),
        keywords=frozenset().union(*(c.keywords for c in cards)),
        text="\n".join(c.text for c in cards if c.text))
    db.register_merged(card)
    return card


def from_key(db: CardDatabase, key: str) -> CardDef | None:
    """The merged card a key names ("Name [merged: A | token:B]"), made again in a process
    that hasn't seen it (a saved game)."""
    at = key.find(MARK)
    if at < 0 or not key.endswith("]"):
        return None
    names = key[at + len(MARK):-1].split(" | ")
    cards = [card_of_part(db, Part(n.removeprefix(TOKEN), n.startswith(TOKEN), 0, False))
             for n in names]
    return merged_card(db, cards, names)


def card_for(db: CardDatabase, parts: tuple[Part, ...]) -> CardDef:
    comps = components(parts)
    return merged_card(db, [card_of_part(db, p) for p in comps], [part_name(p) for p in comps])


def with_copy_effects(state: GameState, o: GameObject, copied: list[tuple[int, CardDef]]
                      ) -> CardDef:
    """613.2a, 613.7: the copiable values of a merged permanent a copy effect applies to: the
    copy effects (timestamp, copied values) and the merges applied in timestamp order: a copy
    effect replaces the values so far, a merge puts its card on top of them or under them."""
    steps: list[tuple[int, int, CardDef | Part]] = [(ts, 0, c) for ts, c in copied]
    steps += [(p.timestamp, 1, p) for p in o.merged[1:]]
    first = o.merged[0]
    stack = [(part_name(first), card_of_part(state.db, first))]
    for _, kind, x in sorted(steps, key=lambda s: (s[0], s[1])):
        if kind == 0:
            assert isinstance(x, CardDef)
            stack = [((TOKEN if x.is_token else "") + x.key, x)]
        else:
            assert isinstance(x, Part)
            one = (part_name(x), card_of_part(state.db, x))
            stack = [*stack, one] if x.under else [one, *stack]
    return merged_card(state.db, [c for _, c in stack], [n for n, _ in stack])


def leaving_cards(state: GameState, o: GameObject) -> tuple[CardDef | None, list[CardDef]]:
    """723.3: a merged permanent leaving the battlefield: the card the moving object becomes
    (None if its topmost component is a token: it ceases to exist, 111.7) and the other cards,
    top down (token components cease to exist)."""
    state.log.append(("left_mutated", o.id, times_mutated(o)))  # (608.2h)
    parts = components(o.merged)
    cards = [card_of_part(state.db, p, real=True) for p in parts]  # (708.9: revealed)
    cards = [state.db.get(c.face_of) if c.face_of and not c.is_token else c for c in cards]
    first = None if parts[0].token else cards[0]
    rest = [c for p, c in zip(parts[1:], cards[1:]) if not p.token]
    return first, rest


def put_others(state: GameState, o: GameObject, others: list[CardDef], to: str, top: bool,
               controller: int, main: int) -> list[int]:
    """723.3: the other cards of a merged permanent put into the zone it went to, each with a
    move event of its own (from "merged"); 723.3c: what finds the new object finds them
    (the log's ("merged_apart", main, *others))."""
    from mtg_engine.rules.zones import create_object
    from mtg_engine.state.objects import Zone

    zone = Zone(to)
    made = []
    for card in reversed(others) if top else others:  # (the topmost card stays on top)
        new = create_object(state, card, o.owner, zone, top=top, controller=controller
                            if zone is Zone.BATTLEFIELD else None)
        made.append(new)
        state.log.append(("move", 0, new, card.name, "merged", to, controller, False, False))
    if top and main and main in state.objects:
        dest = state.zone_list(zone, state.objects[main].controller if zone is Zone.BATTLEFIELD
                               else o.owner)
        if main in dest:
            dest.remove(main)
            dest.append(main)
    if made:
        state.log.append((MERGED_APART, main, *made))
    return made


def transformed_parts(state: GameState, o: GameObject) -> tuple[Part, ...] | None:
    """723.2i: transforming a merged permanent turns each transforming double-faced card among
    its components to its other face (701.28a; the rest stay as they are); None when none of
    them is one (701.28c: nothing happens). A face-down component stays face down (723.2e)."""
    from mtg_engine.cards.faces import transformed

    parts, turned = [], False
    for p in o.merged:
        other = None if p.token or p.key.startswith(FACE_DOWN_MARK) \
            else transformed(state.db.get(p.key), state.db)
        turned = turned or other is not None
        parts.append(p if other is None else p._replace(key=other.key))
    return tuple(parts) if turned else None


def in_same_zone(state: GameState, oid: int) -> list[int]:
    """723.3c: the other cards the merged permanent that became `oid` became, still in the
    zone `oid` is in (the effect that moved it finds them too)."""
    o = state.objects.get(oid)
    if o is None:
        return []
    return [p for p in partners(state, oid) if p in state.objects
            and state.objects[p].zone is o.zone]


def partners(state: GameState, oid: int) -> tuple[int, ...]:
    """723.3c: the other cards of the merged permanent `oid` became as it left, if any."""
    for ev in reversed(state.log):  # (this turn's)
        if ev[0] == "turn":
            return ()
        if ev[0] == MERGED_APART and oid in ev[1:]:
            return tuple(x for x in ev[1:] if x != oid and x)
    return ()


__all__ = [
    "MARK",
    "MERGED_APART",
    "Part",
    "card_for",
    "components",
    "from_key",
    "leaving_cards",
    "merged_card",
    "part_of",
    "partners",
    "put_others",
    "times_mutated",
    "transformed_parts",
    "with_copy_effects",
]
