"""Trigger conditions read against the turn's history (603.2), beside trigger_turn_counts.py:
"Whenever you roll a die" / "... one or more dice" (706.1), "Whenever you gain / lose life
during your turn" (119.9, 119.3, 500.1), "Whenever you discard one or more cards [for the
first time each turn]" (701.8, 603.2c), "Whenever ~ becomes the target of a spell an opponent
controls / you control" (115.1), "Whenever you [or a permanent you control] become(s) the
target of ..." (115.1), "Whenever a source ... deals damage to you or a permanent you control"
(120.3), cards exiled from your library / graveyard (406.3), the first scry / surveil each
turn (701.18, 701.42), entering from your graveyard (400.7), "another card / a black card is
put into ... graveyard from anywhere" (404.2). The grammar's productions (grammar.lark
`player_event`, `tself_vp`, `tobject_vp`) and fixed wordings (`condition`), lowered to the
events of rules/trigger_history.py (and rules/trigger_zones.py) and rendered back for the
round trip; `effects` reads the few instructions on the object such an event remembers."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

# what the player does -> the DSL event
_PLAYER_EVENTS = {"roll a die": "you_roll_die", "roll one or more dice": "you_roll_dice",
                  "scry for the first time each turn": "you_scry_first_time",  # 701.18
                  "surveil for the first time each turn": "you_surveil_first_time",  # 701.42
                  "investigate for the first time each turn":  # 701.36a
                      "you_investigate_first_time",
                  "cycle another card for the first time each turn":  # 702.29
                      "you_cycle_first_time",
                  "gain life during your turn": "gain_life_your_turn",
                  "lose life during your turn": "lose_life_your_turn",
                  "pay life": "you_pay_life",  # 119.4 (rules/trigger_history.py)
                  "discard one or more cards": "you_discard_some",
                  "discard one or more cards for the first time each turn":
                      "you_discard_some_first_time"}
_PLAYER_WORDS = {v: k for k, v in _PLAYER_EVENTS.items()}
# 104.3, 800.4a: "Whenever a player loses the game" (a multiplayer game goes on without them;
# rules/trigger_history.py)
PLAYER_LOSES = "player_loses_game"
# "~ becomes the target of a spell <whose>" -> the DSL event
_TARGETED = {"becomes the target of a spell an opponent controls":
                 "becomes_target_of_opponent_spell",
             "becomes the target of a spell you control": "becomes_target_of_your_spell"}
_TARGETED_WORDS = {v: k for k, v in _TARGETED.items()}
# "Whenever one or more cards are put into exile from <where>" (406.3) -> the DSL event
_EXILED_FROM = {"your library and/or your graveyard": "cards_exiled_from_library_or_graveyard",
                "your graveyard": "cards_exiled_from_graveyard",
                "your library": "cards_exiled_from_library"}
_EXILED_WORDS = {v: k for k, v in _EXILED_FROM.items()}
DEALT_AT_LEAST = "opponent_dealt_damage_at_least"
# events with an amount the effect may name (triggers.AMOUNT_EVENTS): the life gained or lost,
# the damage dealt, the number of cards discarded or exiled ("draw that many cards")
AMOUNT_EVENTS = frozenset({"gain_life_your_turn", "lose_life_your_turn", "you_discard_some",
                           "you_pay_life",
                           "you_discard_some_first_time", "source_damage_to_you_or_permanent",
                           "opponent_dealt_damage", DEALT_AT_LEAST,
                           *_EXILED_FROM.values()})
# 120.3: "Whenever an opponent is dealt 3 or more damage by a single source" (one damage event
# of at least N: each is one source's; AT_LEAST_EVENTS, `nth` the N; that player remembered)
_DEALT_AT_LEAST = re.compile(r"^Whenever an opponent is dealt (\d+) or more damage by a single "
                             r"source$")
_YOU_OR_YOURS = "deals damage to you or a permanent you control"
_FROM_GRAVEYARD = "enters the battlefield from your graveyard"
_TO_CREATURES = "deals damage to one or more creatures"
# events whose remembered object is the creature that entered ("that creature"): ~ itself, or
# another creature (rules/trigger_history.py)
ENTERED_REMEMBERED = frozenset({"enters_from_your_graveyard", "creature_enters_from_your_graveyard"})
_WHOSE = {"an opponent controls": (("controller", "opponent"),),
          "you control": (("controller", "you"),)}
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

    def you_pay_life(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "pay life")

    def you_discard_some(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0], ("one",))
        _one(items[1], ("cards",))
        return ir.TriggerEvent("you", "discard one or more cards")

    def you_discard_some_first(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0], ("one",))
        _one(items[1], ("cards",))
        return ir.TriggerEvent("you", "discard one or more cards for the first time each turn")

    def source_damage_you_or_yours(self, items: list[Any]) -> ir.TriggerEvent:
        """"Whenever a source [an opponent controls] deals damage to you or a permanent you
        control" (120.3; Flameblade Angel)."""
        _one(items[0])
        _one(items[-2], ("you",))  # (DAMAGED_ONE, then the article of "a permanent")
        _one(items[-1], ("a",))
        whose = next((str(t) for t in items if t.type == "SOURCE_WHOSE"), "")
        return ir.TriggerEvent("source", _YOU_OR_YOURS, ir.Desc((), _WHOSE.get(whose, ())))

    def you_cycle_another_first(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cycle another card for the first time each turn")

    def a_player_loses(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])  # 104.3, 800.4a: "a player" (not an opponent: not read)
        if str(items[1]) != "player":
            raise NotUnderstood("an opponent loses the game")
        return ir.TriggerEvent("player", "lose the game")

    def you_investigate_first(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "investigate for the first time each turn")  # 701.36a

    def you_scry_first(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", f"{items[0]} for the first time each turn")  # 701.42

    def cards_exiled_from(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0], ("one",))
        _one(items[1], ("cards",))
        return ir.TriggerEvent("you", "cards put into exile from " + str(items[2]))  # 406.3

    def ev_damage_to_creatures(self, items: list[Any]) -> tuple[str, Any, str]:
        _one(items[0], ("one",))
        return (_TO_CREATURES, None, "")  # 120.3e, 603.2c

    def ev_enters_from_graveyard(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_FROM_GRAVEYARD, None, "")  # 400.7: from its owner's graveyard

    def ev_targeted_by_spell_whose(self, items: list[Any]) -> tuple[str, Any, str]:
        _one(items[0])
        return ("becomes the target of a spell " + str(items[1]), None, "")


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events, (False, None) for others."""
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    if ev.subject == "you" and ev.verb in _PLAYER_EVENTS:
        return True, (_PLAYER_EVENTS[ev.verb], {})
    if ev.subject == "player" and ev.verb == "lose the game":  # 104.3, 800.4a
        return True, (PLAYER_LOSES, {})
    if ev.subject == "you" and ev.verb.startswith("cards put into exile from "):
        return True, (_EXILED_FROM[ev.verb[len("cards put into exile from "):]], {})
    if ev.verb in _TARGETED:
        return True, ((_TARGETED[ev.verb], {}) if ev.subject == "self" else None)
    if ev.verb == _TO_CREATURES:  # 120.3e, 603.2c
        return True, (("damage_to_creatures_some", {}) if ev.subject == "self" else None)
    if ev.verb == _FROM_GRAVEYARD:  # 400.7, 603.6a
        if ev.subject == "self":
            return True, ("enters_from_your_graveyard", {})
        f = _filter(ev.desc) if ev.desc is not None else {}
        ok = ev.subject == "object" and ev.other and f == {"types": ["Creature"]}
        return True, (("creature_enters_from_your_graveyard", {**f, "other": True}) if ok
                      else None)
    if ev.subject == "source" and ev.verb == _YOU_OR_YOURS:  # 120.3
        assert ev.desc is not None
        return True, ("source_damage_to_you_or_permanent", dict(ev.desc.filter))
    return False, None


# 404.2: "Whenever another card / a black card is put into [your / an opponent's / a]
# graveyard from anywhere" (the card's owner's graveyard; rules/trigger_zones.py)
_CARD_TO_GRAVEYARD = re.compile(r"^Whenever (a|an|another) (?:(non)?(white|blue|black|red|green) )?"
                                r"card is put into (your|an opponent's|a player's|a) graveyard from "
                                r"anywhere$")
_GRAVEYARD_EVENTS = {"your": "card_to_your_graveyard", "an opponent's": "card_to_opponent_graveyard",
                     "a": "card_to_graveyard",
                     # 404.2: "that player" is the graveyard's owner (rules/trigger_players_graveyard.py)
                     "a player's": "card_to_players_graveyard"}
# "Whenever a nontoken permanent is put into a player's graveyard from the battlefield" (the
# permanent as it last existed, 603.10a; "that player": its owner, 404.2)
_PERMANENT_TO_PLAYERS = re.compile(r"^Whenever a (nontoken )?permanent is put into a player's "
                                   r"graveyard from the battlefield$")
# "Whenever a permanent is put into an opponent's graveyard" (Patron of the Nezumi): only a
# permanent is on the battlefield (110.1), so from the battlefield; "that player": its owner
_PERMANENT_TO_OPPONENTS = "Whenever a permanent is put into an opponent's graveyard"
PLAYERS_GRAVEYARD_EVENTS = frozenset({"card_to_players_graveyard",
                                      "permanent_to_players_graveyard",
                                      "permanent_to_opponents_graveyard_player"})
# "Whenever a land card is put into your graveyard from your library" (404.2: one you own;
# each card, 603.2c: rules/trigger_players_graveyard.py)
_MILLED_TYPE = re.compile(r"^Whenever an? (land|creature|artifact|enchantment|instant|sorcery) "
                          r"card is put into your graveyard from your library$")
FROM_LIBRARY = "card_to_your_graveyard_from_library"
_COLOR_CODES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


# 115.1, 603.2c: a spell or ability targeting you (and/or a permanent you control), once for
# it however many of these it targets; that spell or ability remembered, its controller the
# event's player (rules/trigger_history.py)
_YOU_TARGETED = {
    "Whenever you or a permanent you control becomes the target of a spell or ability an "
    "opponent controls": "you_or_yours_targeted_by_opponent",
    "Whenever you and/or at least one permanent you control becomes the target of a spell or "
    "ability an opponent controls": "you_and_or_yours_targeted_by_opponent",
    "Whenever you become the target of a spell or ability an opponent controls":
        "you_targeted_by_opponent",
    "Whenever you become the target of a spell": "you_targeted_by_spell",
    # 120.3: each damage event to an opponent (that player remembered, that much)
    "Whenever an opponent is dealt damage": "opponent_dealt_damage",
}
_YOU_TARGETED_WORDS = {v: k for k, v in _YOU_TARGETED.items()}
# events remembering the spell or ability targeting ("counter that spell or ability")
SPELL_OR_ABILITY_REMEMBERED = frozenset(set(_YOU_TARGETED.values())
                                        - {"you_targeted_by_spell", "opponent_dealt_damage"})
_DISCARD_THIS = "When a spell or ability an opponent controls causes you to discard this card"
_WARD_LIKE = re.compile(r"counter that spell or ability unless its controller pays "
                        r"((?:\{\d+\})+)\.")


def condition(cond: str) -> list[tuple[str, dict[str, Any]]] | None:
    """"Whenever another card is put into a graveyard from anywhere" (Planar Void), "Whenever
    a black card is put into an opponent's graveyard from anywhere" (Compost): the event
    card_to_*graveyard with `other` (not the source's own card, 400.7) or a color (105.2);
    "Whenever you [or a permanent you control] become(s) the target of ..." (115.1); None
    for other wordings (the grammar reads the plain ones)."""
    if cond in _YOU_TARGETED:
        return [(_YOU_TARGETED[cond], {})]
    m = _DEALT_AT_LEAST.match(cond)
    if m is not None and 1 <= int(m.group(1)) <= 10:  # 120.3
        return [(DEALT_AT_LEAST, {"nth": int(m.group(1))})]
    if cond == _DISCARD_THIS:  # 701.8 (Ajani's Last Stand; discard_triggers.py)
        return [("discarded_by_opponent", {})]
    m = _MILLED_TYPE.match(cond)
    if m is not None and (m.group(1)[0] in "aeiou") == cond.startswith("Whenever an "):
        return [(FROM_LIBRARY, {"types": [m.group(1).capitalize()]})]
    if cond == _PERMANENT_TO_OPPONENTS:
        return [("permanent_to_opponents_graveyard_player", {})]
    m = _PERMANENT_TO_PLAYERS.match(cond)
    if m is not None:
        return [("permanent_to_players_graveyard", {"token": False} if m.group(1) else {})]
    m = _CARD_TO_GRAVEYARD.match(cond)
    if m is None or (m.group(1) == "another") == bool(m.group(3)):
        return None
    if m.group(1) != "another" and (m.group(1) == "an") != ((m.group(2) or m.group(3))[0] in "aeiou"):
        return None
    f: dict[str, Any] = {"other": True} if m.group(1) == "another" else \
        {("not_colors" if m.group(2) else "colors"): [_COLOR_CODES[m.group(3)]]}
    return [(_GRAVEYARD_EVENTS[m.group(4)], f)]


# ~ put into a graveyard from the battlefield: "this card" is the card it became (400.7)
_TO_GRAVEYARD_SELF = frozenset({"dies", "put_into_graveyard_from_battlefield",
                                "put_into_your_graveyard_from_battlefield"})


def effects(conds: list[tuple[str, dict[str, Any]]], body: str) -> list[dict[str, Any]] | None:
    """"Whenever another card is put into a graveyard from anywhere, exile that card." (Planar
    Void): the card remembered, in the graveyard (400.7: if it has left, nothing happens);
    None for other events or instructions. (The events of trigger_attachment_history.py read
    theirs there.)"""
    from mtg_engine.cards.oracle.trigger_attachment_history import effects as on_remembered

    got = on_remembered(conds, body)
    if got is not None:
        return got
    if body.strip().lower() == "return this card to its owner's hand." and conds \
            and all(e in _TO_GRAVEYARD_SELF for e, _ in conds):
        return [{"bounce": {"what": "self_in_graveyard"}}]  # 400.7 (Weatherseed Totem)
    m = _WARD_LIKE.fullmatch(body.strip().lower())
    if m is not None and conds and all(e in SPELL_OR_ABILITY_REMEMBERED for e, _ in conds):
        return [{"counter": {"what": "remembered", "unless_pays": m.group(1)}}]  # 118.12
    if body.strip().lower() != "exile that card." or not conds \
            or any(e not in _GRAVEYARD_EVENTS.values() for e, _ in conds):
        return None
    return [{"exile": {"what": "remembered"}}]


def _render_card_to_graveyard(ev: str, f: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import COLOR_NAMES

    whose = {v: k for k, v in _GRAVEYARD_EVENTS.items()}[ev]
    if f == {"other": True}:
        what = "another card"
    elif set(f) in ({"colors"}, {"not_colors"}) and len(next(iter(f.values()))) == 1:
        color = ("non" if "not_colors" in f else "") + COLOR_NAMES[next(iter(f.values()))[0]]
        what = ("an " if color[0] in "aeiou" else "a ") + color + " card"
    else:
        return ""
    return f"Whenever {what} is put into {whose} graveyard from anywhere"


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    ev = t["event"]
    f = t.get("filter", {})
    if ev == FROM_LIBRARY and set(f) == {"types"} and len(f["types"]) == 1:
        word = f["types"][0].lower()
        return f"Whenever {'an' if word[0] in 'aeiou' else 'a'} {word} card is put into your " \
            "graveyard from your library"
    if ev == "permanent_to_players_graveyard" and t.get("filter", {}) in ({}, {"token": False}):
        what = "nontoken permanent" if t.get("filter") else "permanent"
        return f"Whenever a {what} is put into a player's graveyard from the battlefield"
    if ev == "permanent_to_opponents_graveyard_player" and not t.get("filter"):
        return _PERMANENT_TO_OPPONENTS
    if ev in _GRAVEYARD_EVENTS.values() and t.get("filter"):
        return _render_card_to_graveyard(ev, dict(t["filter"]))
    if ev == "creature_enters_from_your_graveyard" \
            and t.get("filter") == {"types": ["Creature"], "other": True}:
        return "Whenever another creature " + _FROM_GRAVEYARD
    if ev == "source_damage_to_you_or_permanent":
        f = dict(t.get("filter", {}))
        whose = {"opponent": " an opponent controls", "you": " you control"}.get(
            f.pop("controller", ""), "")
        return "" if f else f"Whenever a source{whose} {_YOU_OR_YOURS}"
    if t.get("filter"):
        return ""
    if ev in _PLAYER_WORDS:
        return "Whenever you " + _PLAYER_WORDS[ev]
    if ev == PLAYER_LOSES and not t.get("filter"):  # 104.3
        return "Whenever a player loses the game"
    if ev in _TARGETED_WORDS:
        return "Whenever ~ " + _TARGETED_WORDS[ev]
    if ev in _EXILED_WORDS:
        return "Whenever one or more cards are put into exile from " + _EXILED_WORDS[ev]
    if ev in _YOU_TARGETED_WORDS:
        return _YOU_TARGETED_WORDS[ev]
    if ev == DEALT_AT_LEAST:  # 120.3
        return f"Whenever an opponent is dealt {t['nth']} or more damage by a single source"
    if ev == "enters_from_your_graveyard":
        return "Whenever ~ " + _FROM_GRAVEYARD
    if ev == "damage_to_creatures_some":
        return "Whenever ~ " + _TO_CREATURES
    return ""


# "Whenever ~ or another <filter> <event>": this object's event and another's (603.2;
# triggers.render_trigger_paragraph)
SELF_AND_ANOTHER = (("enters", "another_enters"), ("dies", "creature_dies"),
                    ("dies", "permanent_dies"),
                    ("enters_from_your_graveyard", "creature_enters_from_your_graveyard"),
                    ("self_returned_to_your_hand", "permanent_returned_to_your_hand"))
_PUT_FROM_HAND = re.compile(r"^you may put [^.]+ from your hand onto the battlefield( tapped| tapped and "
                            r"attacking)?\.$")


def keeps_may(body: str) -> bool:
    """"you may put a creature card from your hand onto the battlefield": the instruction's
    own choice (a card or none: library.put_from_hand), not an optional trigger (603.5)."""
    from mtg_engine.cards.oracle.sneak import is_passage

    # 603.5: "you may draw a card. You may draw an additional card if ...": two choices of
    # their own; declining the first doesn't decline the second (not an optional trigger)
    # (the same verb again, "an additional" one: not "You may choose new targets for the
    # copy", nor after "If you do/don't", which depend on the first; Galvanoth's "look at ...
    # You may cast it" stays one optional trigger)
    first = re.match(r"(?i)you may (\w+)", body)
    later_may = first is not None \
        and re.search(rf"\. You may {first.group(1)} an additional\b", body) is not None \
        and re.search(r"\bIf you (do|don't)\b", body) is None
    return _PUT_FROM_HAND.match(body.lower()) is not None or is_passage(body) or later_may


def lower_if_entered(clause: str, events: list[str]) -> dict[str, Any] | None:
    """An intervening "if" about how ~ entered (603.4; conditions_history.py)."""
    from mtg_engine.cards.oracle.conditions_history import lower

    return lower(clause, events)


PRODUCTIONS = HistoryProductions  # installed into the trigger grammar (triggers._install_batched)
