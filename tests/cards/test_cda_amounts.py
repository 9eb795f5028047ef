"""Characteristic-defining abilities setting power and toughness to an amount (604.3, layer 7a,
613.4a; `oracle/cda_amounts.py`, `rules/cda_amounts.py`): twice a count of cards in hand
(107.1a), basic land types among lands (305.6: domain), counters on the object itself (122.1);
static "gets -X/-X, where X is ..." (107.3, 613.4c).
A CDA works in every zone (604.3)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.compiler import compile_card
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def test_604_3_masumaro_is_twice_the_cards_in_hand_in_every_zone(real_db: CardDatabase) -> None:
    """Masumaro on the battlefield with three cards in A's hand: 6/6. A second Masumaro in the
    hand counts itself too (604.3: the CDA works in the hand): 4 cards there, so it is 8/8.
    After A casts one of them (Grizzly Bears) the battlefield one is 4/4; a saved game gives
    the same figures."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Masumaro, First to Live")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Masumaro, First to Live")

    def in_hand(sc: Scenario) -> None:
        st = sc.game.state
        ids = sorted(o.id for o in st.objects.values() if o.card.name.startswith("Masumaro"))
        field = [i for i in ids if st.objects[i].zone is Zone.BATTLEFIELD]
        hand = [i for i in ids if st.objects[i].zone is Zone.HAND]
        assert (characteristics(st, field[0]).power, characteristics(st, field[0]).toughness) \
            == (8, 8)
        assert (characteristics(st, hand[0]).power, characteristics(st, hand[0]).toughness) \
            == (8, 8)

    s.check(1, Step.UPKEEP, in_hand)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Masumaro, First to Live", 6, 6)
    g2 = Game.from_json(s.game.to_json(), s.game.state.db)
    oid = next(o for o in g2.state.battlefield
               if g2.state.objects[o].card.name.startswith("Masumaro"))
    assert characteristics(g2.state, oid).power == 6


def test_305_6_matca_rioters_counts_basic_land_types(real_db: CardDatabase) -> None:
    """Matca Rioters with Forest, Forest, Mountain and Plains: three basic land types, 3/3
    (two Forests count once, 305.6). B's Island doesn't count (lands you control)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Matca Rioters")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Matca Rioters", 3, 3)


def test_122_1_rusting_golem_shrinks_as_fade_counters_go(real_db: CardDatabase) -> None:
    """Rusting Golem (fading 5) enters with five fade counters: 5/5. In A's next upkeep one is
    removed (702.32a): 4/4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.HAND, "A", "Rusting Golem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rusting Golem")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Rusting Golem", 5, 5))
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Rusting Golem", "fade", 4)
    s.assert_power_toughness("A", "Rusting Golem", 4, 4)


def test_604_3_an_amount_the_layers_cannot_read_is_refused() -> None:
    """The greatest power among creatures is not among the CDA amounts (the layers don't
    read it: rules/cda_amounts.CDA_KINDS): refused; twice a count renders back as printed.
    (A life total is one since session 13: cda_amounts.LIFE_READ.)"""
    from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace

    def card(text: str) -> AtomicCard:
        face = AtomicFace(name="Test Avatar", mana_cost="{3}", type_line="Creature — Avatar",
                          types=("Creature",), subtypes=("Avatar",), text=text,
                          power="*", toughness="*")
        return AtomicCard(name="Test Avatar", layout="normal", faces=(face,))

    assert not compile_card(card("Test Avatar's power and toughness are each equal to the "
                                 "greatest power among other creatures you control.")).supported
    ok = compile_card(card("Test Avatar's power and toughness are each equal to twice the "
                           "number of creatures you control."))
    assert ok.supported, ok.reasons
    assert ok.dsl["statics"] == [{"continuous": {
        "affects": "self", "cda": True,
        "pt_amount": {"count": {"controller": "you", "types": ["Creature"]}, "times": 2}}}]


def test_700_5_renata_power_is_devotion_to_green(real_db: CardDatabase) -> None:
    """Renata ({2}{G}{G}, */3): its power is A's devotion to green (700.5): its own {G}{G}
    and Llanowar Elves' {G}: 3/3. B's Llanowar Elves don't count (permanents you control)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Renata, Called to the Hunt")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Renata, Called to the Hunt", 3, 3)


def test_107_3_613_4c_kagemaros_clutch_x_is_the_cards_in_hand(real_db: CardDatabase) -> None:
    """Kagemaro's Clutch ("Enchanted creature gets -X/-X, where X is the number of cards in
    your hand": the static "for each" by another wording) on B's Hill Giant (3/3), A holding
    two cards after casting it: 1/1. Then A plays one of them (an Island): 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Kagemaro's Clutch")
    s.add_card(Zone.HAND, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kagemaro's Clutch", targets=["Hill Giant"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("B", "Hill Giant", 1, 1))
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Island")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 2, 2)
