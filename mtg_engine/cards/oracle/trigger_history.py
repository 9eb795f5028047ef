"""Trigger conditions read against the turn's history (603.2), beside trigger_turn_counts.py:
"Whenever you roll a die" / "... one or more dice" (706.1), "Whenever you gain / lose life
during your turn" (119.9, 119.3, 500.1), "Whenever you discard one or more cards [for the
first time each turn]" (701.8, 603.2c), "Whenever ~ becomes the target of a spell an opponent
controls / you control" (115.1). The grammar's productions (grammar.lark `player_event`,
`tself_vp`), lowered to the events of rules/trigger_history.py and rendered back for the
round trip."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

# what the player does -> the DSL event
_PLAYER_EVENTS = {"roll a die": "you_roll_die", "roll one or more dice": "you_roll_dice",
                  "gain life during your turn": "gain_life_your_turn",
                  "lose life during your turn": "lose_life_your_turn",
                  "discard one or more cards": "you_discard_some",
                  "discard one or more cards for the first time each turn":
                      "you_discard_some_first_time"}
_PLAYER_WORDS = {v: k for k, v in _PLAYER_EVENTS.items()}
# "~ becomes the target of a spell <whose>" -> the DSL event
_TARGETED = {"becomes the target of a spell an opponent controls":
                 "becomes_target_of_opponent_spell",
             "becomes the target of a spell you control": "becomes_target_of_your_spell"}
_TARGETED_WORDS = {v: k for k, v in _TARGETED.items()}
# events with an amount the effect may name (triggers.AMOUNT_EVENTS): the life gained or lost,
# the number of cards discarded ("draw that many cards")
AMOUNT_EVENTS = frozenset({"gain_life_your_turn", "lose_life_your_turn", "you_discard_some",
                           "you_discard_some_first_time"})
# events that remember a spell ("counter that spell"; its controller is the event's player)
SPELL_REMEMBERED = frozenset(_TARGETED.values())


def _one(tok: Any, words: tuple[str, ...] = ("a",)) -> None:
    if str(tok) not in words:
        raise NotUnderstood(f"{tok} ...")


class HistoryProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_roll_die(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        return ir.TriggerEvent("you", "roll a die")

    def you_roll_dice(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0], ("one",))
        return ir.TriggerEvent("you", "roll one or more dice")

    def you_gain_life_your_turn(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "gain life during your turn")

    def you_lose_life_your_turn(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "lose life during your turn")

    def you_discard_some(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0], ("one",))
        _one(items[1], ("cards",))
        return ir.TriggerEvent("you", "discard one or more cards")

    def you_discard_some_first(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0], ("one",))
        _one(items[1], ("cards",))
        return ir.TriggerEvent("you", "discard one or more cards for the first time each turn")

    def ev_targeted_by_spell_whose(self, items: list[Any]) -> tuple[str, Any, str]:
        _one(items[0])
        return ("becomes the target of a spell " + str(items[1]), None, "")


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events, (False, None) for others."""
    if ev.subject == "you" and ev.verb in _PLAYER_EVENTS:
        return True, (_PLAYER_EVENTS[ev.verb], {})
    if ev.verb in _TARGETED:
        return True, ((_TARGETED[ev.verb], {}) if ev.subject == "self" else None)
    return False, None


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    ev = t["event"]
    if t.get("filter"):
        return ""
    if ev in _PLAYER_WORDS:
        return "Whenever you " + _PLAYER_WORDS[ev]
    if ev in _TARGETED_WORDS:
        return "Whenever ~ " + _TARGETED_WORDS[ev]
    return ""


PRODUCTIONS = HistoryProductions  # installed into the trigger grammar (triggers._install_batched)
