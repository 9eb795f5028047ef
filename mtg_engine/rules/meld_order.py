"""The order of a melded permanent's two cards once they left the battlefield (713.4a-b), and
of a merged permanent's cards, two or more (723.3a-b: asked the same way, one question per
card but the last, each answer put above the cards left, or given the latest timestamp).

713.4a: a melded permanent put into its owner's graveyard or library: that player arranges
the two cards in any order (into a library without revealing it: only they are asked).
713.4b: a melded permanent exiled: the player exiling it determines the relative timestamp
order of the two cards (an exception to 613.7k), which decides, for example, the "last card
exiled" (Duplicant).

The cards are put into the zone at once (rules/zones.perform_move: the effect that moved the
permanent finds both, 713.4c); then the choice waits, as an event of kind "arrange" carrying
`choose` "arrange:<card>|<card>" (like an entering permanent's choices, 614.12a: it is kept
in `state.replacing`, so a paused game saves and copies exactly), asked through
`game.pending` (a `ChoiceDecision` "choose_arrange:<card>|<card>"); the answer is the card put
higher of the two, or, in exile, the card given the later timestamp. Nothing looks at the
two cards' order before the answer but the rest of the instruction that moved them (a known
deviation: it sees them in their printed order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Event
    from mtg_engine.state.game_state import GameState

KIND = "arrange"
ARRANGE = "arrange:"


def ask(state: GameState, first: int, second: int, names: tuple[str, ...], ev: Event,
        more: tuple[int, ...] = ()) -> None:
    """713.4a-b, 723.3a-b: the melded or merged permanent moved by `ev` is now cards `first`,
    `second` (and `more`, a merged permanent's further cards, 723.3a): ask for their order in
    a graveyard, a library (not shuffled: the order is random then, 701.20a) or exile, one
    card at a time from the top (the answer to each question is put above the cards left).
    Asked of the owner (713.4a), or, for exile, of the player exiling it (the controller of
    the resolving spell or ability, else the owner)."""
    from mtg_engine.rules.replacement import Event, replace_event

    ids = (first, second, *more)
    o = state.objects.get(first)
    if o is None or any(i not in state.objects for i in ids) or ev.shuffle \
            or o.zone not in (Zone.GRAVEYARD, Zone.LIBRARY, Zone.EXILE):
        return
    who = state.frame.controller if o.zone is Zone.EXILE and state.frame is not None \
        else o.owner
    what = ARRANGE + "|".join(names)
    replace_event(state, Event(KIND, obj=first, source=second, controller=who, to=o.zone.value,
                               choose=(what,) * (len(ids) - 1), together=ids if more else ()))


def options(state: GameState, ev: Event, what: str) -> tuple[tuple[int, ...], str]:
    """The cards not yet put above the others (by their place in the question's names), and
    the prompt."""
    names = what[len(ARRANGE):].split("|")
    taken = [v for k, v in ev.chosen if k == what]
    left = []
    for i, n in enumerate(names):
        if n in taken:
            taken.remove(n)
        else:
            left.append(i)
    how = "given the later timestamp (713.4b, 723.3b)" if ev.to == "exile" \
        else f"put higher in the {ev.to} (713.4a, 723.3a)"
    if len(names) > 2:
        how = how.replace("later", "latest").replace("higher", "highest") + " of those left"
    return tuple(left), (f"the melded or merged permanent's cards: which is {how}? "
                         + "; ".join(f"{i}: {names[i]}" for i in left))


def value(what: str, v: int) -> str:
    """The card answered (its name)."""
    return what[len(ARRANGE):].split("|")[v]


def arrange(state: GameState, ev: Event) -> None:
    """Put the cards in the order answered, the first answer on top (713.4a, 723.3a), or give
    them their timestamps in that order, the first answer the latest (713.4b, 723.3b), if they
    are all still where they were put."""
    ids = ev.together or (ev.obj, ev.source)
    objs = [state.objects.get(i) for i in ids]
    first = objs[0]
    if first is None or any(o is None or o.zone is not first.zone for o in objs) \
            or first.zone.value != ev.to:
        return
    left = [o for o in objs if o is not None]
    order = []  # top (or latest) first
    for k, name in ev.chosen:
        if not k.startswith(ARRANGE):
            continue
        o = next((o for o in left if o.card.name == name), None)
        if o is None:
            return
        order.append(o)
        left.remove(o)
    order += left
    if first.zone is Zone.EXILE:
        stamps = sorted((o.timestamp for o in order), reverse=True)
        for o, ts in zip(order, stamps, strict=True):
            if o.timestamp != ts:
                state.mut(o.id).timestamp = ts
        state.characteristics_changed()
        return
    cards = state.zone_list(first.zone, first.owner)
    places = sorted((cards.index(o.id) for o in order), reverse=True)  # (the last is the top)
    for o, at in zip(order, places, strict=True):
        cards[at] = o.id
    state.log.append(("melded_arranged", first.owner, *(o.id for o in order)))
