""""Each player may put an artifact, creature, enchantment, or land card from their hand onto
the battlefield." (Show and Tell), "Each player puts a creature card from their graveyard onto
the battlefield." (Exhume): 101.4, each player in turn order starting with the active player
(APNAP) chooses a card of their own, knowing the choices made before theirs; then the cards
chosen are put onto the battlefield at the same time (one event, 614.13a), each under its
owner's control (110.2). With `none_ok` ("may"), a player may choose none (608.2d); without
it, a player with a matching card must choose one. An Aura card chosen enchants what its owner (the player
putting it) chooses as it enters (303.4f, effects/aura_entry.py).

"Each player returns two land cards from their graveyard to the battlefield." (Fall of the
Thran): `count` cards each (as many as they have, up to it).

The choices wait in the frame's vars: ("ep_asked", player) as each is asked, ("ep_answered",
player) and ("ep_pick", card) for each card chosen as each answers, ("ep_done", 1) once the
cards move."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_ZONES = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD}


def v_each_player_puts(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects import aura_entry
    from mtg_engine.effects.references import _ask

    zone = _ZONES[str(e.get("zone"))]
    count = int(e.get("count", 1))  # ("returns two land cards": Fall of the Thran)
    if dict(frame.vars).get("ep_done") is None:
        asked = [v for k, v in frame.vars if k == "ep_asked"]
        answered = [v for k, v in frame.vars if k == "ep_answered"]
        if len(asked) > len(answered):  # the answer of the player asked last
            picks = tuple(("ep_pick", c) for c in dict.fromkeys(frame.answer or ()))
            state.frame = frame = replace(frame, answer=None, vars=(
                *frame.vars, ("ep_answered", asked[-1]), *picks))
        players = _players(state, frame, e)
        for p in state.apnap():
            if p in asked or state.players[p].lost or p not in players:
                continue
            cards = state.players[p].hand if zone is Zone.HAND else state.players[p].graveyard
            options = tuple(c for c in cards
                            if matches(state, c, e.get("filter"), p, frame.source))
            state.frame = frame = replace(frame, vars=(*frame.vars, ("ep_asked", p)))
            if not options:
                state.frame = frame = replace(frame, vars=(*frame.vars, ("ep_answered", p)))
                continue
            most = min(count, len(options))
            least = 0 if e.get("none_ok") else most
            return _ask(state, ChoiceDecision(p, "put_onto_battlefield", options, least, most,
                                              "choose cards to put onto the battlefield"),
                        "effect")
        state.frame = frame = replace(frame, vars=(*frame.vars, ("ep_done", 1)))
    chosen = [v for k, v in frame.vars if k == "ep_pick" and v]
    together = tuple(chosen) if len(chosen) > 1 else ()

    def move(st: GameState, c: int) -> int | None:
        if c not in st.objects or st.objects[c].zone is not zone:
            return None
        return move_object(st, c, Zone.BATTLEFIELD, controller=st.objects[c].owner,
                           together=together)

    # (False while what an Aura enchants is asked of the player putting it, 303.4f)
    return aura_entry.move_with_auras(state, frame, chosen, None, move,
                                      chooser=lambda c: state.objects[c].owner)


def _players(state: GameState, frame: Frame, e: Effect) -> set[int]:
    """The players who choose: each player, or those `who` names ("each other player", "each
    opponent", "that player": the trigger event's, 603.2)."""
    if not e.get("who"):
        return set(range(len(state.players)))
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.state.objects import ref_player

    return {int(p) for r in resolve_refs(state, frame, e.get("who")) if r < 0
            and (p := ref_player(r)) is not None}


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "each_player_puts": v_each_player_puts}
