"""Counts of the permanents another player controls (108.4, 608.2h): "for each creature target
player controls", "equal to the number of lands that player controls", "for each artifact they
control", "the number of lands defending player controls", "the number of cards in the chosen player's
hand" (614.12a: the player chosen as the source entered the battlefield).

The player is a player phrase (115.1 a target, or "that player" / "they" bound by resolve.py
to the player the trigger or a target named, or the defending player, 506.2); the count is
an amounts.CardCount on the battlefield whose `whose` is that player. The DSL is `{count:
filter, of: <player reference>}` (cards/amounts.py); rules/amounts.py counts the permanents
that player controls as the effect is carried out (608.2h). "Each player ... they control"
is a count for each player in turn: resolve.py binds "they" to each of them (`of: their`,
cards/amounts.THEIR), counted for each player the instruction is carried out for.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

# 614.12a: "the chosen player" of "As ~ enters the battlefield, choose an opponent." (the
# choice kept on the permanent; effects/references.py: the DSL reference `chosen_player`)
CHOSEN_PLAYER = "chosen_player"
_KINDS = {"that player": "that", "they": "they", "target player": "target_player",
          "target opponent": "target_opponent", "defending player": "defending_player",
          "the chosen player": CHOSEN_PLAYER,
          # 108.4: the controller of the object named before (resolve.py binds it)
          "its controller": "its_controller",
          "that creature's controller": "that_controller:creature"}


def player_of(token: Any) -> ir.Player:
    """The player phrase of a PLAYER_CONTROLS terminal ("target player controls")."""
    words = str(token).rsplit(" ", 1)[0]
    return ir.Player(_KINDS[words])


def possessive(words: str) -> ir.Player:
    """The player of "that player's", "their", "target opponent's", "the chosen player's"
    (614.12a), "its controller's" / "that creature's controller's" (108.4), "defending
    player's" (506.2) before "hand" or "graveyard" (resolve.py binds it)."""
    return ir.Player(_KINDS["they" if words == "their" else words.removesuffix("'s")])


# a desc's suffix naming another player (parse.py: "target player controls", 115.1; "that
# player controls"; trigger_targets.py: "defending player controls", 506.2) -> the player
_SUFFIX = {"target_player": "target_player", "target_opponent": "target_opponent",
           "that_player": "that"}


def theirs(desc: ir.Desc) -> Any:
    """"for each creature target player controls", "the number of lands that player controls":
    the count of the permanents that player controls (an amounts.CardCount on the
    battlefield), or None if `desc` names no other player."""
    from mtg_engine.cards.oracle.amounts import CardCount

    f = dict(desc.filter)
    who = "defending_player" if f.get("defending") else _SUFFIX.get(f.get("controller", ""))
    if who is None:
        return None
    rest = tuple(kv for kv in desc.filter if kv[0] not in ("controller", "defending"))
    return CardCount(ir.Desc(desc.nouns, rest), "battlefield", ir.Player(who))


def controls_phrase(who: str) -> str:
    """"that player controls", "they control", "target opponent controls" for the round trip
    (`who` the English of the player reference)."""
    from mtg_engine.cards.oracle.amount_render import _error, wording

    if who == "that player" and wording("their_hand"):
        return "they control"
    if who in ("that player", "target player", "target opponent", "defending player",
               "the chosen player", "its controller") or who.endswith("'s controller"):
        return f"{who} controls"
    raise _error("permanents this player controls")
