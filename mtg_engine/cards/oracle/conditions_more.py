"""The condition families read outside oracle/conditions.py, tried in order by its
`lower_condition` (before the grammar) and by its `extra_wordings` for the round trip; a new
family is a module with `lower(text)` and `wordings(dsl_dict)` added to FAMILIES.

- conditions_self: the source itself ("~ is an enchantment", 603.4);
- conditions_planeswalker: "you control a Chandra planeswalker" (205.3j);
- day and night (724.1): "it's night" / "it's day";
- conditions_designations: "~ is monstrous" (701.31b), "~ has a divinity counter on it" (122.1);
- conditions_facts: "~'s power is N or greater", "you have exactly N cards in hand", "~ is
  blocked" and others;
- conditions_turn: "~ attacked or blocked this combat", "you control the creature with the
  greatest power or tied for the greatest power" and others;
- conditions_aliases: other wordings ("your opponents control no creatures"), "a player lost
  N or more life this turn" and others;
- conditions_devotion: "your devotion to white is less than five" (700.5);
- conditions_graveyard: "there is a Desert card in your graveyard" (404.1);
- conditions_board: "there are seven or more lands on the battlefield", "defending player
  controls no Walls" (506.2), the most common colour, pack tactics (508.1);
- conditions_turn_facts: "an opponent searched their library this turn", "four or more
  creatures are attacking" and others (the Traps, 118.9);
- conditions_target: "enchanted permanent is a creature with the greatest power among
  creatures on the battlefield" (303.4, 208.1);
- conditions_players: "you have at least 10 life more than your starting life total" (103.3),
  "an opponent is the monarch" (720.1), "you own a card in exile" and others;
- conditions_casting: "this spell was cast from anywhere other than your hand", "the {1}{B}
  cost was paid" (118.9) and others (601.2);
- conditions_cost_paid: "the sacrificed creature was red" (118.3, 608.2h: the cost's);
- conditions_optional_cost: "this spell's additional cost was paid", "you revealed a Dragon
  card or controlled a Dragon as you cast this spell" (118.8, 601.2b);
- conditions_counts: "~ has fewer than three +1/+1 counters on it", "each player has 10 or
  less life" and other wordings;
- conditions_control: "you control seven or more lands with different names", "... three or
  more permanents you don't own" and others;
- conditions_ability_history: "this is the second time this ability has resolved this turn"
  (608.2), "this ability has been activated four or more times this turn" (602.2);
- conditions_turn_history: "you've controlled ~ continuously since the beginning of your most
  recent turn" (302.6), "a creature spell you cast this turn was countered by ..." and others;
- conditions_library_top: "the top card of your library is a creature card" (401.1);
- conditions_last_known: "if it had a +1/+1 counter on it" after a dies trigger (603.10a; read
  by oracle/triggers.py with the trigger's events, only its wordings here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# 724.1: the game's designation; "it's neither" is no condition a card prints
_DAY_NIGHT = {"it's night": "is_night", "it's day": "is_day"}


def _day_night(text: str) -> Any:
    return _DAY_NIGHT.get(text.strip().rstrip("."))


def _day_night_words(d: dict[str, Any]) -> list[str]:
    words = {v: k for k, v in _DAY_NIGHT.items()}.get(d.get("kind", ""))
    return [words] if words is not None and set(d) == {"kind"} else []


def _families() -> tuple[tuple[Callable[[str], Any], Callable[[dict[str, Any]], list[str]]], ...]:
    from mtg_engine.cards.oracle import (
        conditions_ability_history,
        conditions_active,
        conditions_aliases,
        conditions_attached_controller,
        conditions_board,
        conditions_casting,
        conditions_commander,
        conditions_control,
        conditions_cost_paid,
        conditions_counts,
        conditions_designations,
        conditions_devotion,
        conditions_dungeons,
        conditions_event,
        conditions_facts,
        conditions_graveyard,
        conditions_history,
        conditions_last_known,
        conditions_library_top,
        conditions_noted,
        conditions_optional_cost,
        conditions_planeswalker,
        conditions_players,
        conditions_same,
        conditions_self,
        conditions_suspended,
        conditions_target,
        conditions_this_way,
        conditions_tribute,
        conditions_turn,
        conditions_turn_facts,
        conditions_turn_history,
        counter_if,
        most_control,
        pack_tactics,
    )

    return ((conditions_self.lower, conditions_self.wordings),
            (conditions_designations.lower, conditions_designations.wordings),
            (conditions_facts.lower, conditions_facts.wordings),
            (conditions_turn.lower, conditions_turn.wordings),
            (conditions_aliases.lower, conditions_aliases.wordings),
            (conditions_graveyard.lower, conditions_graveyard.wordings),
            (conditions_devotion.lower, conditions_devotion.wordings),
            (conditions_planeswalker.lower, lambda d: []),  # (render_statics says it)
            (conditions_board.lower, conditions_board.wordings),
            (conditions_same.lower, conditions_same.wordings),  # (201.2, 205.3m)
            (conditions_this_way.lower, conditions_this_way.wordings),  # (608.2c)
            (conditions_turn_facts.lower, conditions_turn_facts.wordings),
            (_day_night, _day_night_words),
            (pack_tactics.lower, pack_tactics.wordings),  # (207.2c, 508.1)
            (conditions_players.lower, conditions_players.wordings),  # (103.3, 720.1)
            (conditions_dungeons.lower, conditions_dungeons.wordings),  # (309.7)
            (conditions_casting.lower, conditions_casting.wordings),  # (601.2, 118.9)
            (conditions_cost_paid.lower, conditions_cost_paid.wordings),  # (118.3, 608.2h)
            (conditions_optional_cost.lower, conditions_optional_cost.wordings),  # (118.8)
            (conditions_counts.lower, conditions_counts.wordings),  # ("fewer than")
            (conditions_control.lower, conditions_control.wordings),  # (201.2, 108.3)
            (conditions_commander.lower, conditions_commander.wordings),  # (903.3d)
            (conditions_noted.lower, conditions_noted.wordings),  # (rules/noted_life.py)
            (conditions_target.lower, conditions_target.wordings),  # (303.4, 208.1)
            # (608.2, 602.2: the ability's own resolutions and activations this turn)
            (conditions_ability_history.lower, conditions_ability_history.wordings),
            (conditions_library_top.lower, conditions_library_top.wordings),  # (401.1)
            (conditions_tribute.lower, conditions_tribute.wordings),  # (702.104b)
            (conditions_suspended.lower, conditions_suspended.wordings),  # (702.62b)
            (conditions_turn_history.lower, conditions_turn_history.wordings),  # (302.6)
            (most_control.lower, most_control.wordings),  # (603.4: one player has the most)
            # (303.4, 108.4: the enchanted creature's controller)
            (conditions_attached_controller.lower, conditions_attached_controller.wordings),
            # (read with the trigger's events, oracle/triggers.py: "it" is what left)
            (conditions_last_known.lower_remembered, conditions_last_known.wordings),
            (lambda text: None, conditions_history.wordings),  # (601.2, 400.7)
            (lambda text: None, conditions_active.wordings),  # (603.4: "that player")
            (lambda text: None, conditions_event.wordings),  # (603.2: the event's player)
            (lambda text: None, counter_if.wordings))  # (608.2c: a counterspell's target)


def lower(text: str) -> Any:
    """The DSL condition of `text` by one of these families, or None."""
    for read, _ in _families():
        got = read(text)
        if got is not None:
            return got
    return None


def wordings(d: dict[str, Any]) -> list[str]:
    """The wordings of a condition of these families ([] for others)."""
    for _, words in _families():
        got = words(d)
        if got:
            return got
    return []
