"""Productions of grammar.lark read into IR by parse.py's transformer, kept beside it (a mixin
of `_ToIR`): an object becoming a word of the controller's choice or a basic land type
(608.2d, 305.7: chosen_words.py), "can attack this turn as though it didn't have defender"
(702.3b), "another target" after "any target" (115.3), and cards returned from a graveyard
tapped or to their owner's hand (400.3)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir


class WordsIR:
    """Transformer methods (one per production)."""

    def bounce_front(self, items: list[Any]) -> ir.ObjectAction:
        """"Return to their owners' hands all creatures with ..." (the object after its hand)."""
        return ir.ObjectAction("bounce", items[1])

    def stat_le_count(self, items: list[Any]) -> tuple[str, Any]:
        """"with toughness less than or equal to the number of Islands you control": the
        stat's bound is X, that count as the filter is checked (608.2h, rules/x_filters.py)."""
        m = re.match(r"with (power|toughness|mana value) less than or equal to the number of "
                     r"(\w+) you control", str(items[0]), re.IGNORECASE)
        assert m is not None
        return ("x_le", (m.group(1).lower().replace(" ", "_") + "_le",
                         m.group(2).capitalize()[:-1]))  # ("Islands": 205.3i's Island)

    def library_bottom(self, items: list[Any]) -> ir.MoveCard:  # 401.1: a permanent
        return ir.MoveCard(items[0], "library_owner_bottom")

    def noun_type_creature(self, items: list[Any]) -> tuple[str, str]:
        """"artifact creature": a creature that is an artifact too (205.2a; parse.desc)."""
        return ("noun_both", str(items[0]).split()[0])

    def attached_to_desc(self, items: list[Any]) -> tuple[str, Any]:
        """"Aura attached to a creature you control" (303.4): what it is attached to, a
        description of its own (lower._noun reads it as a filter)."""
        return ("attached_to_filter", items[0])

    def colored(self, _: list[Any]) -> tuple[str, Any]:
        """"that's one or more colors" (105.2: a permanent that isn't colorless)."""
        return ("colorless", False)

    def not_enchanted(self, _: list[Any]) -> tuple[str, Any]:
        """"that isn't enchanted" (303.4: no Aura attached to it)."""
        return ("enchanted", False)

    def you_own(self, _: list[Any]) -> tuple[str, Any]:  # 108.3
        return ("owned_by_you", True)

    def you_own_and_control(self, _: list[Any]) -> tuple[str, Any]:  # 108.3 (parse.desc)
        return ("owned_by_you", "and_control")

    def library_bottom_owned(self, items: list[Any]) -> ir.MoveCard:
        """"Put target permanent you own on the bottom of your library" (108.3, 401.1)."""
        return ir.MoveCard(_owned(items[0]), "library_owner_bottom")

    def bounce_owned(self, items: list[Any]) -> ir.ObjectAction:
        """"Return target permanent you own to your hand" (108.3: its owner's hand)."""
        return ir.ObjectAction("bounce", _owned(items[0]))

    def was_dealt_damage(self, _: list[Any]) -> tuple[str, str]:  # 120.1
        return ("damage_this_turn", "was_dealt")

    def dealt_damage(self, _: list[Any]) -> tuple[str, str]:
        return ("damage_this_turn", "dealt")

    def dealt_damage_to_you(self, _: list[Any]) -> tuple[str, str]:
        return ("damage_this_turn", "dealt_you")

    def any_target_damaged(self, _: list[Any]) -> ir.Obj:
        """"any target that was dealt damage this turn" (120.1, 115.4: a creature, player or
        planeswalker dealt damage since the turn began)."""
        return ir.Obj("any_target", ir.Desc((), (("damage_this_turn", "was_dealt"),)))

    def put_there_this_turn(self, _: list[Any]) -> tuple[str, bool]:  # 400.7
        return ("put_there_this_turn", True)

    def return_all_put_there(self, items: list[Any]) -> ir.ReturnAllCards:  # 400.3, 400.7
        """"Return to your hand / the battlefield all <kind> cards in your graveyard that were
        put there from the battlefield this turn" (graveyard_mass.py)."""
        from mtg_engine.cards.oracle.graveyard_mass import return_all

        d = items[1]
        return return_all(ir.Desc(d.nouns, (*d.filter, ("put_there_this_turn", True))),
                          str(items[0]), False, False)
    def attacked_this_turn(self, _: list[Any]) -> tuple[str, bool]:  # 508.1
        return ("attacked_this_turn", True)

    def with_chosen_name(self, _: list[Any]) -> tuple[str, str]:  # 201.2, 614.12a
        return ("chosen", "name")  # (the name its source chose as it entered)

    def with_same_controller(self, _: list[Any]) -> tuple[str, bool]:
        """601.2c: "another target creature with the same controller" (as the target before
        it: a relation of the targets, lowered onto the requirement, lower.py)."""
        return ("same_controller", True)

    def other_than_self(self, _: list[Any]) -> tuple[str, bool]:  # 115.1: not the source
        return ("other", True)

    def attacking_you(self, _: list[Any]) -> tuple[str, str]:  # 506.2, 508.1b
        return ("attacking_you", "you")

    def attacking_you_or_pw(self, _: list[Any]) -> tuple[str, str]:  # 506.2, 508.1b
        return ("attacking_you", "you_or_planeswalker")

    def entered_this_turn(self, _: list[Any]) -> tuple[str, bool]:  # 400.7 (filters.py)
        return ("entered_this_turn", True)

    def with_no_abilities(self, _: list[Any]) -> tuple[str, bool]:  # 113.1 (filters.py)
        return ("no_abilities", True)

    def face_down(self, _: list[Any]) -> tuple[str, bool]:  # 708.2 (filters.py)
        return ("face_down", True)

    def becomes_chosen(self, items: list[Any]) -> tuple[str, str, str]:  # 608.2d
        from mtg_engine.cards.oracle.chosen_words import chosen_vp

        return chosen_vp(str(items[0]))

    def becomes_land_type(self, items: list[Any]) -> tuple[str, str, str]:  # 305.7
        from mtg_engine.cards.oracle.chosen_words import land_type_vp

        return land_type_vp(str(items[-1]))

    def gains_chosen(self, items: list[Any]) -> tuple[str, str, tuple[str, ...]]:  # 608.2d
        return ("becomes_word", "keyword", tuple(str(k) for k in items[1].children))

    def attacks_despite_defender(self, _: list[Any]) -> tuple[str, tuple[str, ...]]:
        from mtg_engine.cards.dsl_abilities import ATTACKS_DESPITE_DEFENDER  # 702.3b

        return ("cant", (ATTACKS_DESPITE_DEFENDER,))

    def another_any_target(self, _: list[Any]) -> ir.Obj:  # 115.3 (resolve.py)
        return ir.Obj("another_any_target")

    def third_any_target(self, _: list[Any]) -> ir.Obj:  # 115.3 (resolve.py)
        return ir.Obj("third_any_target")

    def return_card_tapped(self, items: list[Any]) -> ir.MoveCard:  # 400.3
        from mtg_engine.cards.oracle.parse import NotUnderstood

        if str(items[1]) == "your hand":
            raise NotUnderstood("tapped into a hand")
        return ir.MoveCard(items[0], "battlefield", tapped=True)

    def return_card_opponent_hand(self, items: list[Any]) -> ir.MoveCard:  # 400.3
        """"Return two target cards from an opponent's graveyard to their hand": that
        opponent's (the cards' owner's, 404.2), one graveyard for them all (601.2c)."""
        from mtg_engine.cards.oracle.parse import _target_card_to

        card = items[0]
        single = (("single_graveyard", True),) if card.count > 1 else ()
        desc = ir.Desc(card.desc.nouns, (*card.desc.filter, ("controller", "opponent"), *single))
        return _target_card_to(card, "card_target_any", "hand", desc)

    def return_card_any_hand(self, items: list[Any]) -> ir.MoveCard:  # 400.3
        from mtg_engine.cards.oracle.parse import _target_card_to

        return _target_card_to(items[0], "card_target_any", "hand")


def _owned(obj: ir.Obj) -> ir.Obj:
    """A target you own (108.3): "your hand / library" is its owner's; any other object is
    refused (its owner may be another player)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if obj.kind != "target" or obj.desc is None or ("owned_by_you", True) not in obj.desc.filter:
        raise NotUnderstood("'your hand / library' of an object you may not own")
    return obj
