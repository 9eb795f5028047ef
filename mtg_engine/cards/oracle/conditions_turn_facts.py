"""Condition phrases about what players did this turn and about the creatures attacking now
(most from the Traps' alternative costs, 118.9), read for the compiler and rendered back for
its round trip (rules/condition_turn_facts.py judges them):

  an opponent searched their library this turn      {kind: opponent_searched_this_turn}
  four or more creatures are attacking              {kind: creatures_attacking_at_least, count: 4}
  exactly one creature is attacking                 {kind: creatures_attacking_exactly, count: 1}
  a black creature with flying is attacking         {kind: attacking_is, filter: ...}
  an opponent cast three or more spells this turn   {kind: opponent_cast_at_least, count: 3}
  an opponent gained life this turn                 {kind: opponent_gained_life_this_turn}
  an opponent drew three or more cards this turn    {kind: opponent_drew_at_least, count: 3}
  an opponent had two or more lands enter the battlefield under their control this turn
                                                    {kind: opponent_had_enter, count, filter}
  an opponent had three or more cards put into their graveyard from anywhere this turn
  you've discarded a card this turn, you created a token this turn, you've surveilled this
  turn, you didn't play a land this turn, no creatures died this turn
  it's the first combat phase of the turn           {kind: first_combat_phase}  (506.1)
  a noncreature permanent under your control was destroyed this turn by a spell or ability an
  opponent controlled                               {kind: destroyed_by_opponent, filter}  (701.7a)
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.parse import NUMBERS

_FIXED: dict[str, dict[str, Any]] = {
    "an opponent searched their library this turn": {"kind": "opponent_searched_this_turn"},
    "an opponent gained life this turn": {"kind": "opponent_gained_life_this_turn"},
    "you've discarded a card this turn": {"kind": "discarded_this_turn"},
    "you discarded a card this turn": {"kind": "discarded_this_turn"},
    "you created a token this turn": {"kind": "token_created_this_turn"},
    "you've surveilled this turn": {"kind": "surveilled_this_turn"},
    "you didn't play a land this turn": {"kind": "no_land_played_this_turn"},
    "you played a land this turn": {"kind": "land_played_this_turn"},  # 305.1
    "no creatures died this turn": {"kind": "no_creature_died_this_turn"},
    "a creature died under your control this turn": {"kind": "creature_died_under_you"},
    "a creature not named ~ died this turn": {"kind": "creature_not_named_self_died"},  # 201.2
    "~ dealt damage to an opponent this turn": {"kind": "self_dealt_damage_to_opponent"},
    "~ was dealt damage this turn": {"kind": "self_was_dealt_damage"},
    "~ attacked or blocked this turn": {"kind": "self_attacked_or_blocked_this_turn"},
    "you didn't lose life this turn": {"kind": "no_life_lost_this_turn"},
    "your library has no cards in it": {"kind": "library_empty"},
    "an opponent is poisoned": {"kind": "opponent_poisoned"},
    "you didn't go first this game": {"kind": "not_starting_player"},
    "you didn't cast a spell this turn": {"kind": "no_spell_cast_this_turn"},
    # 702.143a, 702.138a: the alternative cost it was cast for (rules/conditions.cast_info)
    "this spell was foretold": {"kind": "alt_cost", "name": "foretell"},
    "it escaped": {"kind": "alt_cost", "name": "escape"},
    # 702.33d: it wasn't kicked (its kicker cost wasn't paid as it was cast)
    "it wasn't kicked": {"kind": "not_kicked"},
    "~ wasn't kicked": {"kind": "not_kicked"},
    "this spell wasn't kicked": {"kind": "not_kicked"},
    "you have one or more emblems": {"kind": "emblems_at_least", "count": 1},  # 114
    # 505.1a, 506.1: no combat phase before this one this turn (Finest Hour)
    "it's the first combat phase of the turn": {"kind": "first_combat_phase"},
    # 505.1: a main phase of your turn (Moraug, Fury of Akoum)
    "it's your main phase": {"kind": "your_main_phase"},
}
# "this spell's / its / ~'s madness cost was paid" (601.2b; 702.35a, 702.137a, 702.117a, 702.76a)
_COST_PAID = re.compile(r"^(this spell's|its|~'s) (madness|spectacle|surge|prowl) cost was paid$")
_N_OR_MORE = r"([a-z]+|\d+) or more"
_COUNTED: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(rf"^{_N_OR_MORE} creatures are attacking$"), "creatures_attacking_at_least",
     "{n} or more creatures are attacking"),
    (re.compile(rf"^an opponent cast {_N_OR_MORE} spells this turn$"), "opponent_cast_at_least",
     "an opponent cast {n} or more spells this turn"),
    (re.compile(rf"^an opponent (?:drew|has drawn) {_N_OR_MORE} cards this turn$"),
     "opponent_drew_at_least",
     "an opponent drew {n} or more cards this turn|an opponent has drawn {n} or more cards "
     "this turn"),
    (re.compile(rf"^an opponent was dealt {_N_OR_MORE} damage this turn$"),
     "opponent_dealt_damage_at_least", "an opponent was dealt {n} or more damage this turn"),
    (re.compile(rf"^(?:you have {_N_OR_MORE} cards in your library|your library has "
                rf"{_N_OR_MORE} cards in it)$"), "library_at_least",
     "you have {n} or more cards in your library|your library has {n} or more cards in it"),
    (re.compile(rf"^an opponent had {_N_OR_MORE} cards put into their graveyard from anywhere "
                r"this turn$"), "opponent_cards_to_graveyard_at_least",
     "an opponent had {n} or more cards put into their graveyard from anywhere this turn"),
)
# 120.3: the damage dealt to you this turn, in all ("if you've been dealt 5 or more damage
# this turn"; the number in digits, as damage is printed)
_DEALT_YOU = re.compile(r"^you(?: were|'ve been) dealt (\d+) or more damage this turn$")
_EXACTLY_ONE = "exactly one creature is attacking"
# 701.17a: "you sacrificed three or more Clues this turn" (a subtype, plural)
_SACRIFICED = re.compile(rf"^you sacrificed {_N_OR_MORE} ([A-Z][a-z]+)s this turn$")
_OPPONENT_NONE = re.compile(r"^an opponent controls (no .+)$")
_CAST_N = re.compile(rf"^you've cast {_N_OR_MORE} (instant and sorcery )?spells this turn$")
_AT_LEAST_OTHER = re.compile(r"^you control at least ([a-z]+) other (.+)$")
_TYPES = "artifact|creature|enchantment|land|planeswalker|instant|sorcery"
_TO_GRAVEYARD = re.compile(rf"^(an?) ({_TYPES}) was put into your graveyard from the "
                           r"battlefield this turn$")
_ALL_GRAVEYARDS = re.compile(rf"^there are {_N_OR_MORE} ({_TYPES}) cards total in all "
                             r"graveyards$")
_EXACTLY = re.compile(r"^you control exactly ([a-z]+) (.+)$")
_ATTACKING = re.compile(r"^(an? .+) is attacking$")
_HAD_ENTER = re.compile(r"^an opponent had (an? .+|[a-z]+ or more .+) enter the battlefield "
                        r"under their control this turn$")
_DESTROYED_BY = re.compile(r"^(an? .+) under your control was destroyed this turn by a spell or "
                           r"ability an opponent controlled$")
_YOU_HAD_ENTER = re.compile(r"^you had (an? .+|[a-z]+ or more .+) enter the battlefield "
                            r"under your control this turn$")


def _filter(words: str, plural_ok: bool) -> dict[str, Any] | None:
    """{"count", "filter"} of "you control <words>" (oracle/conditions.py), its filter naming
    no controller and no "other"."""
    from mtg_engine.cards.oracle.conditions_board import _objects

    got = _objects(words, ("controls",))
    if got is None or (got["count"] > 1 and not plural_ok):
        return None
    return got


def lower(text: str) -> dict[str, Any] | None:
    """The DSL condition of one of these phrases, or None."""
    m = _SACRIFICED.match(text.strip().rstrip("."))
    if m is not None and _number(m.group(1)) >= 2:
        return {"kind": "sacrificed_at_least", "count": _number(m.group(1)),
                "name": m.group(2)}
    low = text.strip().rstrip(".")
    if low in _FIXED:
        return dict(_FIXED[low])
    m = _COST_PAID.match(low)
    if m is not None:
        return {"kind": "alt_cost", "name": m.group(2)}
    m = _DEALT_YOU.match(low)
    if m is not None and int(m.group(1)) >= 2:
        return {"kind": "you_dealt_damage_at_least", "count": int(m.group(1))}
    for pattern, kind, _ in _COUNTED:
        m = pattern.match(low)
        if m is not None:
            n = _number(next(g for g in m.groups() if g is not None))
            return {"kind": kind, "count": n} if n >= 2 else None
    if low == _EXACTLY_ONE:
        return {"kind": "creatures_attacking_exactly", "count": 1}
    m = _ATTACKING.match(low)
    if m is not None:
        got = _filter(m.group(1), False)
        if got is None or got["filter"].get("types") != ["Creature"]:
            return None
        return {"kind": "attacking_is", "filter": got["filter"]}
    m = _HAD_ENTER.match(low)
    if m is not None:
        got = _filter(m.group(1), True)
        return None if got is None else {"kind": "opponent_had_enter", **got}
    m = _YOU_HAD_ENTER.match(low)
    if m is not None:
        got = _filter(m.group(1), True)
        return None if got is None else {"kind": "you_had_enter", **got}
    m = _DESTROYED_BY.match(low)
    if m is not None:  # 701.7a (Cobra Trap)
        got = _filter(m.group(1), False)
        return None if got is None else {"kind": "destroyed_by_opponent",
                                         "filter": got["filter"]}
    m = _CAST_N.match(low)
    if m is not None and _number(m.group(1)) >= 2:  # 601.2i: the "cast" events (conditions.py)
        return {"kind": "cast_this_turn", "count": _number(m.group(1)),
                "name": "you/instant or sorcery" if m.group(2) else "you/"}
    m = _AT_LEAST_OTHER.match(low)
    if m is not None:
        from mtg_engine.cards.oracle.conditions import lower_condition

        got = lower_condition(f"you control {m.group(1)} or more other {m.group(2)}")
        return got if isinstance(got, dict) and got.get("kind") == "controls" else None
    m = _TO_GRAVEYARD.match(low)
    if m is not None:
        return {"kind": "to_graveyard_from_battlefield",
                "filter": {"types": [m.group(2).capitalize()]}}
    m = _ALL_GRAVEYARDS.match(low)
    if m is not None and _number(m.group(1)) >= 2:
        return {"kind": "graveyards_at_least", "count": _number(m.group(1)),
                "filter": {"types": [m.group(2).capitalize()]}}
    m = _OPPONENT_NONE.match(low)
    if m is not None:
        from mtg_engine.cards.oracle.conditions_board import _objects

        got = _objects(m.group(1), ("not_controls",))
        return None if got is None else {"kind": "opponent_controls_none",
                                         "filter": got["filter"]}
    m = _EXACTLY.match(low)
    if m is not None and m.group(1) in NUMBERS:
        got = _filter(m.group(2), True)
        if got is None or got["count"] != 1:
            return None
        return {"kind": "controls_exactly", "count": NUMBERS[m.group(1)],
                "filter": got["filter"]}
    return None


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS.get(word, 0)


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition this module reads ([] for others)."""
    from mtg_engine.cards.oracle.conditions import _n

    k = d.get("kind")
    fixed = [w for w, v in _FIXED.items() if v == d]
    if fixed:
        return fixed
    if k == "alt_cost" and set(d) == {"kind", "name"} and d["name"] in ("madness", "spectacle",
                                                                         "surge", "prowl"):
        return [f"{whose} {d['name']} cost was paid" for whose in ("this spell's", "its", "~'s")]
    if k == "you_dealt_damage_at_least" and set(d) == {"kind", "count"}:  # (damage in digits)
        return [f"you{w} dealt {d['count']} or more damage this turn"
                for w in (" were", "'ve been")]
    for _, kind, words in _COUNTED:
        if k == kind and set(d) == {"kind", "count"}:
            return words.format(n=_n(d["count"])).split("|")
    if k == "sacrificed_at_least" and set(d) == {"kind", "count", "name"}:  # 701.17a
        return [f"you sacrificed {_n(d['count'])} or more {d['name']}s this turn"]
    if k == "creatures_attacking_exactly" and d.get("count") == 1 and set(d) == {"kind", "count"}:
        return [_EXACTLY_ONE]
    if k == "cast_this_turn" and d.get("count", 1) >= 2 and set(d) == {"kind", "count", "name"} \
            and d["name"] in ("you/instant or sorcery", "you/"):
        what = "instant and sorcery spells" if d["name"] != "you/" else "spells"
        return [f"you've cast {_n(d['count'])} or more {what} this turn"]
    if "filter" not in d:
        return []
    from mtg_engine.cards.oracle.conditions_board import _you_control

    types = d["filter"].get("types", [""]) if set(d["filter"]) == {"types"} else [""]
    if k == "to_graveyard_from_battlefield" and set(d) == {"kind", "filter"} and types[0]:
        t = types[0].lower()
        return [f"{'an' if t[0] in 'aeiou' else 'a'} {t} was put into your graveyard from the "
                "battlefield this turn"]
    if k == "graveyards_at_least" and set(d) == {"kind", "count", "filter"} and types[0]:
        return [f"there are {_n(d['count'])} or more {types[0].lower()} cards total in all "
                "graveyards"]

    if k == "attacking_is" and set(d) == {"kind", "filter"}:
        return [f"{w} is attacking" for w in _you_control({**d, "count": 1}, "controls")]
    if k == "opponent_controls_none" and set(d) == {"kind", "filter"}:
        return [f"an opponent controls {w}" for w in _you_control(d, "not_controls")
                if w.startswith("no ")]
    if k == "controls_exactly" and set(d) == {"kind", "count", "filter"}:
        return [f"you control exactly {_n(d['count'])} {w.removeprefix('a ').removeprefix('an ')}"
                for w in _you_control({**d, "count": 1}, "controls")] if d["count"] == 1 else []
    if k == "opponent_had_enter" and set(d) == {"kind", "count", "filter"}:
        return [f"an opponent had {w} enter the battlefield under their control this turn"
                for w in _you_control(d, "controls")]
    if k == "destroyed_by_opponent" and set(d) == {"kind", "filter"}:
        return [f"{w} under your control was destroyed this turn by a spell or ability an "
                "opponent controlled" for w in _you_control({**d, "count": 1}, "controls")]
    if k == "you_had_enter" and set(d) == {"kind", "count", "filter"}:
        return [f"you had {w} enter the battlefield under your control this turn"
                for w in _you_control(d, "controls")]
    return []
