"""Intervening "if" clauses (603.4) about the player a trigger event remembers ("that player",
603.2): read with the trigger's events by oracle/triggers.py, judged by
rules/condition_players.py from the trigger's remembered player (a player ref):

  Whenever a player casts a spell, if it's not their turn, ...   {kind: not_their_turn}
  Whenever an opponent draws their first card each turn, if it's not their turn, ...
  Whenever a player taps a land for mana, if it's not that player's turn, ...

(500: the active player is the player whose turn it is.) Read only after the events whose
first remembered object is that player (rules/trigger_events.py). And about the spell a
"Whenever you cast a spell" trigger remembers (601.2i; rules/condition_spell_history.py):

  Whenever you cast a spell, if it's the second creature spell you cast this turn, ...
                                   {kind: it_nth_spell, count: 2, filter: {types: [Creature]}}

and about the creature a "becomes tapped" trigger remembers (508.1f; rules/attack_taps.py):

  Whenever a creature an opponent controls becomes tapped, if it isn't being declared as an
  attacker, ...                                     {kind: it_not_declared_attacking}

and about the permanent the event remembers, as it is now (rules/last_known_conditions.py):

  Whenever a permanent you control is turned face up, if it's a creature, ...
                                   {kind: it_is, filter: {types: [Creature]}}  (708.8)

and about "that player", the controller of the permanent that entered (603.2, 608.2h):

  Whenever a land enters the battlefield under an opponent's control,
    if that player controls more lands than you, ...      {kind: that_player_more_lands}
    if that player had another land enter the battlefield under their control this turn, ...
                                                          {kind: that_player_another_land}
"""

from __future__ import annotations

import re
from typing import Any

# the events that remember the player first (player_ref): the caster (601.2i), the drawer
# and the player who tapped a permanent for mana (106.12)
PLAYER_FIRST = frozenset({"any_player_casts", "opponent_draws_nth_card", "draw_nth_card",
                          "permanent_tapped_for_mana"})
# 702.33d: "Whenever you cast a spell, if that spell was kicked, ..." (the spell remembered)
_SPELL_WORDS = {"that spell was kicked": {"kind": "it_kicked"}}
# 508.1f: "Whenever a creature an opponent controls becomes tapped, if it isn't being declared
# as an attacker, ..." (the tapped creature remembered; rules/attack_taps.py)
_TAPPED_WORDS = {"it isn't being declared as an attacker": {"kind": "it_not_declared_attacking"}}
_TAPPED_EVENTS = frozenset({"permanent_becomes_tapped"})
_SPELL_EVENTS = frozenset({"cast_spell"})
_WORDS = {"it's not their turn": {"kind": "not_their_turn"},
          "it's not that player's turn": {"kind": "not_their_turn"},
          "it's their turn": {"kind": "their_turn"},
          "it's that player's turn": {"kind": "their_turn"}}


# the events that remember the permanent they're about, still on the battlefield
PERMANENT_FIRST = frozenset({"permanent_turned_face_up"})
_IT_IS = re.compile(r"^it's an? (artifact|creature|enchantment|land|planeswalker)$")
_THAT_PLAYER = {
    "that player controls more lands than you": {"kind": "that_player_more_lands"},
    "that player had another land enter the battlefield under their control this turn":
        {"kind": "that_player_another_land"}}
_ORDINALS = ("", "first", "second", "third", "fourth", "fifth")
_TYPES = ("creature", "artifact", "enchantment", "instant", "sorcery", "planeswalker")
_NTH = re.compile(rf"^it's the ({'|'.join(_ORDINALS[1:])}) (?:({'|'.join(_TYPES)}) )?spell you "
                  r"cast this turn$")


# 120.3, 603.4: "Whenever ~ deals damage to a player, if it has dealt 10 or more damage to that
# player this turn, ..." (Vessel of the All-Consuming; rules/condition_players.py)
_DEALT = re.compile(r"^it has dealt (\d+) or more damage to that player this turn$")
_DEALT_EVENTS = frozenset({"damage_to_player", "damage_to_opponent"})


def lower(clause: str, events: list[str]) -> dict[str, Any] | None:
    """The DSL condition of `clause` (without "if") after a trigger of `events`, or None."""
    dealt = _DEALT.match(clause.strip().rstrip("."))
    if dealt is not None and events and all(e in _DEALT_EVENTS for e in events):
        return {"kind": "self_dealt_that_player_at_least", "count": int(dealt.group(1))}
    m = _NTH.match(clause.strip().rstrip("."))
    if m is not None and events == ["cast_spell"]:  # (the spell remembered, 603.2)
        got_nth: dict[str, Any] = {"kind": "it_nth_spell",
                                   "count": _ORDINALS.index(m.group(1))}
        if m.group(2):
            got_nth["filter"] = {"types": [m.group(2).capitalize()]}
        return got_nth
    spell = _SPELL_WORDS.get(clause.strip().rstrip("."))
    if spell is not None and events and all(e in _SPELL_EVENTS for e in events):
        return dict(spell)
    tapped = _TAPPED_WORDS.get(clause.strip().rstrip("."))
    if tapped is not None and events and all(e in _TAPPED_EVENTS for e in events):
        return dict(tapped)
    that = _THAT_PLAYER.get(clause.strip().rstrip("."))
    if that is not None and events == ["another_enters"]:  # (the permanent remembered)
        return dict(that)
    m = _IT_IS.match(clause.strip().rstrip("."))
    if m is not None and events and all(e in PERMANENT_FIRST for e in events):
        return {"kind": "it_is", "filter": {"types": [m.group(1).capitalize()]}}
    got = _WORDS.get(clause.strip().rstrip("."))
    if got is None or not events or any(e not in PLAYER_FIRST for e in events):
        return None
    return dict(got)


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of these conditions ([] for others)."""
    if d.get("kind") == "self_dealt_that_player_at_least" and set(d) == {"kind", "count"}:
        return [f"it has dealt {d['count']} or more damage to that player this turn"]
    if d.get("kind") == "it_nth_spell" and set(d) <= {"kind", "count", "filter"} \
            and 1 <= d.get("count", 1) < len(_ORDINALS):
        types = d.get("filter", {}).get("types", [])
        if set(d.get("filter", {})) - {"types"} or len(types) > 1:
            return []
        kind = f"{types[0].lower()} " if types else ""
        return [f"it's the {_ORDINALS[d.get('count', 1)]} {kind}spell you cast this turn"]
    f = d.get("filter", {})
    if d.get("kind") == "it_is" and set(d) == {"kind", "filter"} and set(f) == {"types"} \
            and len(f["types"]) == 1:
        t = f["types"][0].lower()
        return [f"it's {'an' if t[0] in 'aeiou' else 'a'} {t}"]
    return [w for w, v in {**_WORDS, **_THAT_PLAYER, **_SPELL_WORDS, **_TAPPED_WORDS}.items()
            if v == d]
