"""Counts of the chosen player's cards or permanents (614.12a: "As ~ enters the battlefield,
choose an opponent."; 604.3 CDAs, 613.4c "gets -1/-1 for each ..."), compiled from the real
Oracle texts: Entropic Specter ("... equal to the number of cards in the chosen player's
hand"), Nyxathid ("gets -1/-1 for each card in the chosen player's hand"), Lost Order of
Jarkeld ("1 plus the number of creatures the chosen player controls"), Pallimud ("the number
of tapped lands the chosen player controls"). The count is of the player chosen, read as it
changes; a card that made no choice (in a hand) counts none (604.3: its CDA still works)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone


def _three_players(real_db: CardDatabase) -> Scenario:
    return Scenario(cards=real_db, players=3)


def test_614_12a_entropic_specter_counts_the_chosen_opponents_hand(real_db: CardDatabase) -> None:
    """A casts Entropic Specter choosing C (two cards in hand), not B (four): 2/2. C casts a
    draws in its draw step (three cards): 3/3; it casts a Grizzly Bears: 2/2. A second Specter in
    A's hand has chosen no one: 0/0 there (604.3). A saved game gives the same figure."""
    s = _three_players(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Entropic Specter", 2)
    s.add_card(Zone.HAND, "B", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "C", "Forest", 2)
    s.add_card(Zone.HAND, "C", "Grizzly Bears")
    s.add_card(Zone.HAND, "C", "Island")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Entropic Specter")
    s.set_choice("A", "C")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Entropic Specter", 2, 2))

    def in_hand(sc: Scenario) -> None:
        st = sc.game.state
        card = next(c for c in st.players[0].hand
                    if st.objects[c].card.name == "Entropic Specter")
        assert (characteristics(st, card).power, characteristics(st, card).toughness) == (0, 0)

    s.check(1, Step.BEGIN_COMBAT, in_hand)
    s.check(3, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Entropic Specter", 3, 3))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "C", "Grizzly Bears")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Entropic Specter", 2, 2)
    g2 = Game.from_json(s.game.to_json(), s.game.state.db)
    oid = next(o for o in g2.state.battlefield
               if g2.state.objects[o].card.name == "Entropic Specter")
    assert characteristics(g2.state, oid).power == 2


def test_613_4c_nyxathid_shrinks_for_each_card_in_the_chosen_hand(real_db: CardDatabase) -> None:
    """Nyxathid (7/7) choosing B, who holds three cards: 4/4. B draws in B's draw step: 3/3.
    In A's hand (no choice made) a Nyxathid is 7/7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Nyxathid", 2)
    s.add_card(Zone.HAND, "B", "Island", 3)
    s.add_card(Zone.LIBRARY, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nyxathid")
    s.set_choice("A", "B")

    def first(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Nyxathid", 4, 4)
        st = sc.game.state
        card = next(c for c in st.players[0].hand if st.objects[c].card.name == "Nyxathid")
        assert (characteristics(st, card).power, characteristics(st, card).toughness) == (7, 7)

    s.check(1, Step.BEGIN_COMBAT, first)
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Nyxathid", 3, 3)


def test_604_3_lost_order_and_pallimud_count_the_chosen_players_permanents(
        real_db: CardDatabase) -> None:
    """With C chosen: Lost Order of Jarkeld is 1 plus C's two creatures, 3/3 (B's three don't
    count); Pallimud's power is C's tapped lands: 1 (B's tapped land doesn't count), 1/3."""
    s = _three_players(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Lost Order of Jarkeld")
    s.add_card(Zone.HAND, "A", "Pallimud")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "C", "Forest", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "C", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lost Order of Jarkeld")
    s.set_choice("A", "C")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pallimud")
    s.set_choice("A", "C")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Lost Order of Jarkeld", 3, 3)
    s.assert_power_toughness("A", "Pallimud", 1, 3)
