"""702.16k: "Until your next turn, you and planeswalkers you control gain protection from that
player." (Eon Frolicker): the keyword "protection from player <n>" given to the controller
(a player effect, rules/player_protection.py) and to the objects of `what` (layer 6), for the
duration `until` (611.2a: "your_next_turn", rules/durations.py; else until end of turn). The
player protected from is the one `who` names as it resolves (608.2b: none, nothing happens);
rules/protection.py reads the keyword: protection from each object that player controls."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.protection import FROM_PLAYER as PREFIX  # (read by protection.py)
from mtg_engine.state.game_state import Frame, GameState


def keyword(player: int) -> str:
    """The keyword of protection from `player` (a seat index)."""
    return f"{PREFIX}{player}"


def v_protection_from_player(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.permanent_verbs import _until_eot
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.player_protection import grant

    players = players_of(state, frame, e.get("who"))
    if len(players) != 1:
        return True
    kw = keyword(players[0])
    until = str(e.get("until", "end_of_turn"))
    if e.get("player") == "you":
        grant(state, frame.controller, kw, frame.source, until)
    if e.get("what") is not None:
        _until_eot(state, frame, e, layer="6", keywords=(kw,), until=until)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "protection_from_player": v_protection_from_player}
