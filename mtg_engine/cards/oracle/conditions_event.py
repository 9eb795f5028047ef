"""Intervening "if" clauses (603.4) about the player a trigger event remembers ("that player",
603.2): read with the trigger's events by oracle/triggers.py, judged by
rules/condition_players.py from the trigger's remembered player (a player ref):

  Whenever a player casts a spell, if it's not their turn, ...   {kind: not_their_turn}
  Whenever an opponent draws their first card each turn, if it's not their turn, ...
  Whenever a player taps a land for mana, if it's not that player's turn, ...

(500: the active player is the player whose turn it is.) Read only after the events whose
first remembered object is that player (rules/trigger_events.py)."""

from __future__ import annotations

from typing import Any

# the events that remember the player first (player_ref): the caster (601.2i), the drawer
# and the player who tapped a permanent for mana (106.12)
PLAYER_FIRST = frozenset({"any_player_casts", "opponent_draws_nth_card", "draw_nth_card",
                          "permanent_tapped_for_mana"})
_WORDS = {"it's not their turn": {"kind": "not_their_turn"},
          "it's not that player's turn": {"kind": "not_their_turn"},
          "it's their turn": {"kind": "their_turn"},
          "it's that player's turn": {"kind": "their_turn"}}


def lower(clause: str, events: list[str]) -> dict[str, Any] | None:
    """The DSL condition of `clause` (without "if") after a trigger of `events`, or None."""
    got = _WORDS.get(clause.strip().rstrip("."))
    if got is None or not events or any(e not in PLAYER_FIRST for e in events):
        return None
    return dict(got)


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of these conditions ([] for others)."""
    return [w for w, v in _WORDS.items() if v == d]
