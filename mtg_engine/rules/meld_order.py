"""The order of a melded permanent's two cards once they left the battlefield (713.4a-b).

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


def ask(state: GameState, first: int, second: int, names: tuple[str, str], ev: Event) -> None:
    """713.4a-b: the melded permanent moved by `ev` is now cards `first` and `second`: ask for
    their order in a graveyard, a library (not shuffled: the order is random then, 701.20a)
    or exile. Asked of the owner (713.4a), or, for exile, of the player exiling it (the
    controller of the resolving spell or ability, else the owner)."""
    from mtg_engine.rules.replacement import Event, replace_event

    o = state.objects.get(first)
    if o is None or second not in state.objects or ev.shuffle \
            or o.zone not in (Zone.GRAVEYARD, Zone.LIBRARY, Zone.EXILE):
        return
    who = state.frame.controller if o.zone is Zone.EXILE and state.frame is not None \
        else o.owner
    replace_event(state, Event(KIND, obj=first, source=second, controller=who, to=o.zone.value,
                               choose=(ARRANGE + "|".join(names),)))


def options(state: GameState, ev: Event, what: str) -> tuple[tuple[int, ...], str]:
    """The two cards (0 and 1, as the question names them) and the prompt."""
    names = what[len(ARRANGE):].split("|")
    how = "given the later timestamp (713.4b, 723.3b)" if ev.to == "exile" \
        else f"put higher in the {ev.to} (713.4a, 723.3a)"
    return (0, 1), (f"the melded or merged permanent's cards: which is {how}? 0: {names[0]}; "
                    f"1: {names[1]}")


def value(what: str, v: int) -> str:
    """The card answered (its name)."""
    return what[len(ARRANGE):].split("|")[v]


def arrange(state: GameState, ev: Event) -> None:
    """Put the chosen card above the other (713.4a), or give it the later of the two
    timestamps (713.4b), if both are still where they were put."""
    chosen = next((v for k, v in ev.chosen if k.startswith(ARRANGE)), "")
    a, b = state.objects.get(ev.obj), state.objects.get(ev.source)
    if a is None or b is None or a.zone is not b.zone or a.zone.value != ev.to \
            or chosen not in (a.card.name, b.card.name):
        return
    top, other = (a, b) if a.card.name == chosen else (b, a)
    if a.zone is Zone.EXILE:
        if top.timestamp < other.timestamp:
            ts = top.timestamp
            state.mut(top.id).timestamp = other.timestamp
            state.mut(other.id).timestamp = ts
            state.characteristics_changed()
        return
    cards = state.zone_list(a.zone, a.owner)
    hi, lo = cards.index(top.id), cards.index(other.id)
    if hi < lo:  # (a zone's last card is its top, 401.1)
        cards[hi], cards[lo] = cards[lo], cards[hi]
    state.log.append(("melded_arranged", a.owner, top.id, other.id))

