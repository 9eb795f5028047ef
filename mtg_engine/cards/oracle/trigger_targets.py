"""Targets bound to the player a triggered ability's event involved (603.2, 115.1):
"Whenever ~ deals combat damage to a player, destroy target artifact that player controls",
"... exile target card from that player's graveyard", "At the beginning of each opponent's
upkeep, tap target creature that player controls"; and "target creature defending player
controls" in an attacking source's trigger (506.2).

The DSL filter says `controller: that_player`; the engine binds it to the player the trigger
remembers as the ability is put on the stack (rules/trigger_targets.py), so the target is
chosen among that player's objects (603.3d) and checked again on resolution (608.2b).
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood
from mtg_engine.cards.oracle.trigger_words import TriggerWordsIR

THAT_PLAYER = "that_player"  # the DSL filter's `controller` (cards/dsl.py)
# Events that remember the attacking creature ("Whenever a creature you control attacks",
# "Whenever equipped creature attacks", "... attacks alone"): "defending player" is the player
# it attacks (508.5; rules/trigger_targets.defending_of)
ATTACKER_REMEMBERED = frozenset({"creature_attacks", "attached_attacks", "attacks_alone",
                                 "attached_attacks_alone",
                                 # the enchanted / equipped attacker blocked or not (509.1h)
                                 "attached_becomes_blocked", "attached_unblocked"})


# Other players an effect may name, after whom "that player" could be them, not the player the
# event involved (resolve.py binds targets and groups; a count's filter has no such check)
_OTHER_PLAYERS = re.compile(r"\b(target (player|opponent)|each (other )?(player|opponent)|"
                            r"defending player|another player|its controller|controller's|"
                            r"owner's|their|that \w+'s controller)\b", re.I)


def _event_player_only() -> None:
    """"that player" in a filter is the player the trigger's event involved (603.2): only in
    a triggered ability whose event involves a player (triggers.py sets EVENT_REFERENT), and
    only when the effect names no other player it could be (Price of Progress' "each player
    ... that player controls" is each player in turn: not this)."""
    from mtg_engine.cards.oracle.parse import _PRINTED
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT, EVENT_SECOND

    seed = EVENT_REFERENT.get()
    second = EVENT_SECOND.get()  # (the player beside the object remembered: event_referents)
    if (seed is None or seed.player != "event") and (
            seed is None or seed.player or second is None or second.player != "event"):
        raise NotUnderstood("'that player' in a filter: no player the event involved")
    text = _PRINTED.get()
    if not text or _OTHER_PLAYERS.search(text.replace("its owner's hand", "")
                                         .replace("their owner's hand", "")
                                         .replace("its owner's library", "")
                                         # (502.3: the untap step of the permanent's controller)
                                         .replace("its controller's next untap step", "")):
        raise NotUnderstood("'that player' in a filter after another player")


_THAT_CARD = ir.Obj("it", ir.Desc(("card",)))  # "that card" (resolve.py)


class TriggerTargetsIR(TriggerWordsIR):
    """Transformer methods of the productions above (mixed into parse._ToIR)."""

    def return_card_attacking(self, items: list[Any]) -> ir.MoveCard:
        """"Return target creature card from your graveyard to the battlefield tapped and
        attacking" (508.4: attacking what its controller chooses, never declared)."""
        if str(items[1]) != "the battlefield":
            raise NotUnderstood("attacking in a hand")
        return ir.MoveCard(items[0], "battlefield_attacking", tapped=True)

    def return_that_card(self, items: list[Any]) -> ir.MoveCard:
        """"Return that card to your hand / the battlefield [tapped]": the card a permanent
        that left the battlefield became in a graveyard (400.7; resolve.py)."""
        to = "hand" if str(items[0]) == "your hand" else "battlefield"
        return ir.MoveCard(_THAT_CARD, to, tapped=len(items) > 1)

    def return_to_destination(self, items: list[Any]) -> ir.MoveCard:
        """"Return ~ to your hand" (400.3: its owner's, who put it into a graveyard); "Return
        target permanent you own to your hand" (108.3: its owner's, parse_words.bounce_owned)."""
        if items[0].kind == "target" and str(items[1]) == "your hand":
            return self.bounce_owned(items)  # type: ignore[attr-defined,no-any-return]
        if items[0].kind != "self" or str(items[1]) != "your hand":
            raise NotUnderstood("return ... to a destination")
        return ir.MoveCard(items[0], "hand")

    def return_under_owner(self, items: list[Any]) -> ir.MoveCard:
        """"Return ~ to the battlefield [tapped] under its owner's control" (110.2): after a
        dies trigger the card ~ became (triggers._after_move, 400.7d)."""
        what = items[0]
        if what.kind != "self" or str(items[1]) != "the battlefield":
            raise NotUnderstood("return ... under its owner's control")
        return ir.MoveCard(what, "battlefield", tapped=len(items) > 2)

    def return_under_you(self, items: list[Any]) -> ir.MoveCard:
        if str(items[0]) != "the battlefield":
            raise NotUnderstood("return that card to your hand under your control")
        return ir.MoveCard(_THAT_CARD, "battlefield_under_you")

    def that_player_controls(self, _: list[Any]) -> tuple[str, Any]:
        _event_player_only()
        return ("controller", THAT_PLAYER)

    def defending_controls(self, _: list[Any]) -> tuple[str, Any]:
        from mtg_engine.cards.oracle.resolve import DEFENDING

        if not DEFENDING.get():  # 506.2: only in an attacking source's trigger
            raise NotUnderstood("'defending player controls' of a source that isn't attacking")
        return ("defending", True)

    def exile_card_that_player(self, items: list[Any]) -> ir.ObjectAction:
        """"Exile target card from that player's graveyard" (406.1, 603.2)."""
        card = items[0]
        return ir.ObjectAction("exile", ir.Obj("card_target_any", _theirs(card.desc),
                                               card.optional, card.count))

    def reanimate_that_player(self, items: list[Any]) -> ir.MoveCard:
        """"Put target creature card from that player's graveyard onto the battlefield under
        your control" (110.2, 603.2)."""
        card = items[0]
        if card.count > 1:
            raise NotUnderstood("several cards onto the battlefield")
        return ir.MoveCard(ir.Obj("card_target_any", _theirs(card.desc), card.optional,
                                  card.count), "battlefield_yours")

    def return_self_attached(self, items: list[Any]) -> ir.KeywordAction:
        """"Return ~ from your graveyard to the battlefield attached to that creature" (303.4f:
        the effect says what the Aura enchants; 113.6m: the ability functions in the
        graveyard, effects/aura_return.py)."""
        from mtg_engine.cards.oracle.resolve import EVENT_REFERENT
        from mtg_engine.cards.oracle.trigger_effects import IN_GRAVEYARD

        seed = EVENT_REFERENT.get()
        if str(items[0]) != "the battlefield" or not IN_GRAVEYARD.get() or seed is None \
                or seed.kind != "remembered" or seed.player or seed.desc is None \
                or seed.desc.nouns != (str(items[1]),):
            raise NotUnderstood("'attached to that <object>': not the object the event involved")
        return ir.KeywordAction("return_attached", what=ir.Obj("self"))

    def attacked_recipient(self, items: list[Any]) -> ir.Player:
        """"the player or planeswalker it's / that creature is attacking" (506.3, 508.5)."""
        from mtg_engine.cards.oracle.resolve import DEFENDING

        if not DEFENDING.get():  # an attacking source, or the attacker the event remembers
            raise NotUnderstood("'the player or planeswalker it's attacking': no attacker")
        return ir.Player("attacked" if str(items[0]).startswith("it's") else "attacked_that")


def render_return_attached(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import REMEMBERED, RenderError

    that = REMEMBERED.get()  # "that creature" (the trigger's remembered object)
    if p.get("what") != "self" or not that.startswith("that "):
        raise RenderError("return_attached: ~, to the object the trigger remembers")
    return "return ~ from your graveyard to the battlefield attached to " + that


def _theirs(desc: ir.Desc) -> ir.Desc:
    _event_player_only()
    if any(k == "controller" for k, _ in desc.filter):
        raise NotUnderstood("a card's owner twice")
    return ir.Desc(desc.nouns, (*desc.filter, ("controller", THAT_PLAYER)))


def names_that_player(desc: ir.Desc | None) -> bool:
    """Is `desc` a target's filter bound to "that player" (resolve.py checks who that is)?"""
    return desc is not None and ("controller", THAT_PLAYER) in desc.filter


def check_bound(desc: ir.Desc | None, last_player: Any, seed: Any) -> None:
    """"that player controls" / "that player's graveyard" in a target names the player the
    trigger's event involved, and only when that is the last player named (resolve.py: after
    "target opponent ..." it would be the target, which a filter can't follow)."""
    if not names_that_player(desc):
        return
    from mtg_engine.cards.oracle.resolve import EVENT_SECOND

    second = EVENT_SECOND.get()  # the player beside the object remembered (event_referents)
    if seed is not None and not seed.player and last_player is None and second is not None \
            and second.player == "event":
        return
    if seed is None or seed.player != "event" or last_player is not seed:
        raise NotUnderstood("'that player' in a target: not the player the event involved")
