"""614.1a, 614.12: "If ~ would enter the battlefield, sacrifice a Forest instead. If you do,
put ~ onto the battlefield. If you don't, put it into its owner's graveyard." (Heart of
Yavimaya, Lake of the Dead) and "If ~ would enter the battlefield, you may discard a land card
instead. If you do, ..." (Mox Diamond).

A replacement effect of the card (`instead: choose`, `choice`: PREFIX + the canonical JSON of
{"act": "sacrifice" | "discard", "filter": <the permanent or card>, "may": bool}): as the
permanent would enter, the player it would enter under the control of chooses a matching
permanent they control to sacrifice (701.17a) or a matching card in their hand to discard
(701.8), asked through `game.pending` (purpose PURPOSE); 0 means none. Done, the permanent
enters; not done (0, or nothing to choose), it is put into its owner's graveyard instead.
Without "may" the sacrifice is required when possible (0 is offered only when nothing
matches). With `count` ("sacrifice two untapped lands instead", Lotus Vale) the permanents are
chosen one at a time (the ones chosen so far kept in the choice string, `picked`) and
sacrificed at once when the last is chosen; with fewer than `count` to choose from, the cost
can't be paid (0 is the only option) and it goes to the graveyard."""

from __future__ import annotations

import functools
import json
from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import Filter
from mtg_engine.state.game_state import GameState

PREFIX = "enter_cost:"
PURPOSE = "choose_enter_cost"
ACTS = ("sacrifice", "discard", "sacrifice_all", "discard_all", "exile_graveyard")
# 614.12, 607.2a: "As ~ enters the battlefield, exile an instant or sorcery card from your
# graveyard." (Living Lore): a card of the player's graveyard matching the filter is chosen and
# exiled (when there is one: the permanent enters either way); the card is exiled with the
# permanent (the mark EXILED_ENTERING on the entering event, rules/exiled_with.py links it as
# the permanent is put onto the battlefield)
EXILE_GRAVEYARD = "exile_graveyard"
EXILED_ENTERING = "exiled_entering"
# 614.12 (614.1c): "As ~ enters the battlefield, discard your hand." / "..., sacrifice all lands
# you control.": every matching card or permanent, no choice (the one option 1: done), and it
# enters
ALL_ACTS = ("sacrifice_all", "discard_all")


def choice(act: str, card_filter: dict[str, Any], may: bool, count: int = 1,
           picked: tuple[int, ...] = ()) -> str:
    d: dict[str, Any] = {"act": act, "filter": card_filter, "may": may}
    if count > 1:
        d["count"] = count
    if picked:  # (while asking only: never in a card's DSL)
        d["picked"] = list(picked)
    return PREFIX + json.dumps(d, sort_keys=True, separators=(",", ":"))


def count_of(what: str) -> tuple[int, tuple[int, ...]]:
    """(how many to choose, those chosen so far) of a choice string."""
    d = json.loads(what[len(PREFIX):])
    return int(d.get("count", 1)), tuple(d.get("picked", ()))


@functools.lru_cache(maxsize=64)
def spec(what: str) -> tuple[str, Filter, bool]:
    """(the action, the filter of what it acts on, optional) of a choice string."""
    d = json.loads(what[len(PREFIX):])
    f = Filter(**{k: tuple(v) if isinstance(v, list) else v for k, v in d["filter"].items()})
    return str(d["act"]), f, bool(d["may"])


def options(state: GameState, player: int, what: str, name: str) -> tuple[tuple[int, ...], str]:
    """The permanents (or cards in hand) `player` may act on, then 0 (none) when allowed."""
    from mtg_engine.rules.filters import matches

    act, f, may = spec(what)
    if act in ALL_ACTS:
        return (1,), f"as {name} enters the battlefield: {act.replace('_all', '')} them all (1)"
    count, picked = count_of(what)
    if act == EXILE_GRAVEYARD:  # (none to choose: 0, it enters anyway)
        cards = tuple(c for c in state.players[player].graveyard if matches(state, c, f, player))
        return cards or (0,), f"as {name} enters the battlefield: exile which card from your " \
            "graveyard? (0: none there)"
    pool = state.battlefield if act == "sacrifice" else state.players[player].hand
    cands = tuple(c for c in pool if matches(state, c, f, player) and c not in picked
                  and (act != "sacrifice" or state.objects[c].controller == player))
    if len(cands) + len(picked) < count:
        cands = ()  # (not enough to pay it all: it can't be done)
    none = (0,) if may or not cands else ()
    return (*cands, *none), f"{name} would enter the battlefield: {act} which? (0: none, " \
        "it is put into its owner's graveyard instead)"


def answer(state: GameState, ev: Any, player: int, chosen: int) -> Any:
    """Carry out the chosen action; the entering event as it goes on: onto the battlefield if
    done, else into its owner's graveyard (the rest of its choices dropped)."""
    from mtg_engine.effects.primitives import discard, sacrifice

    act, f, may = spec(ev.choose[0])
    if act in ALL_ACTS:
        _all(state, player, act, f)
        return replace(ev, choose=ev.choose[1:])
    if act == EXILE_GRAVEYARD:
        return _exile_from_graveyard(state, ev, player, chosen)
    count, picked = count_of(ev.choose[0])
    valid, _ = options(state, player, ev.choose[0], "")
    if chosen and chosen in valid:
        if len(picked) + 1 < count:  # one more to choose (asked again)
            d = json.loads(ev.choose[0][len(PREFIX):])
            more = choice(act, d["filter"], may, count, (*picked, chosen))
            return replace(ev, choose=(more, *ev.choose[1:]))
        for c in (*picked, chosen):
            if act == "sacrifice":
                sacrifice(state, c)
            else:
                discard(state, player, c)
        return replace(ev, choose=ev.choose[1:])
    return replace(ev, choose=(), to="graveyard", tapped=False, counters=())


def _all(state: GameState, player: int, act: str, f: Filter) -> None:
    """Discard every card in `player`'s hand / sacrifice every permanent they control that
    matches `f` (701.8, 701.17a), as the permanent enters."""
    from mtg_engine.effects.primitives import discard, sacrifice
    from mtg_engine.rules.filters import matches

    if act == "discard_all":
        for c in list(state.players[player].hand):
            discard(state, player, c)
        return
    for c in [c for c in state.battlefield if state.objects[c].controller == player
              and matches(state, c, f, player)]:
        sacrifice(state, c)


def _exile_from_graveyard(state: GameState, ev: Any, player: int, chosen: int) -> Any:
    """614.12: the chosen card of `player`'s graveyard is exiled as the permanent enters; the
    entering event keeps the card exiled (EXILED_ENTERING) for the link (607.2a)."""
    from mtg_engine.rules.zones import move_object
    from mtg_engine.state.objects import Zone

    valid, _ = options(state, player, ev.choose[0], "")
    rest = replace(ev, choose=ev.choose[1:])
    if not chosen or chosen not in valid:
        return rest
    new = move_object(state, chosen, Zone.EXILE)
    if new is None or new not in state.objects or state.objects[new].zone is not Zone.EXILE:
        return rest
    return replace(rest, chosen=(*rest.chosen, (EXILED_ENTERING, str(new))))
