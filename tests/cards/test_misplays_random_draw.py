"""Session-10 misplay audit (`qa`): 150 supported cards drawn at random (seed 20261127) plus
30 of the cards gained this session, each Oracle text compared with its DSL. These scenarios
settle the audit's doubts with exact figures (the card did what its text says)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_goblin_diplomats_every_creature_must_attack_this_turn(real_db: CardDatabase) -> None:
    """Goblin Diplomats, "{T}: Each creature attacks this turn if able." (508.1d, a rule for
    the turn, 611.2c): A's Grizzly Bears, not scheduled to attack, must attack: B 20 -> 18.
    Next turn the requirement is gone: B's Hill Giant is not made to attack (A stays at 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Diplomats")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Each creature")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_asylum_visitor_triggers_on_each_players_empty_handed_upkeep(
        real_db: CardDatabase) -> None:
    """Asylum Visitor: "At the beginning of each player's upkeep, if that player has no cards in
    hand, you draw a card and you lose 1 life." (603.4) A holds a card on its own upkeep: no
    trigger. B's hand is empty on B's upkeep: A (not B) draws and loses 1: A 19, A's hand 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Asylum Visitor")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 20)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 0)


def test_storm_sculptor_returns_itself_when_it_is_the_only_creature(
        real_db: CardDatabase) -> None:
    """Storm Sculptor: "return a creature you control to its owner's hand" is not targeted
    (115.10): with no other creature, it returns itself. B's Grizzly Bears is not a choice."""
    s = Scenario(cards=real_db)
    for _ in range(4):
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Storm Sculptor")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Storm Sculptor")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Storm Sculptor", 0)
    s.assert_hand_count("A", 1, name="Storm Sculptor")
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_smoke_untaps_at_most_one_creature(real_db: CardDatabase) -> None:
    """Smoke: "Players can't untap more than one creature during their untap steps." (502.3)
    A's two tapped creatures: one untaps in A's turn-1 untap step, the other stays tapped; A's
    tapped land untaps. In A's turn-3 untap step the other one untaps."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Smoke")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", tapped=True)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Forest", False)
    st = s.state
    tapped = [st.objects[o].name for o in st.battlefield
              if st.objects[o].controller == 0 and st.objects[o].tapped]
    assert len(tapped) == 1, tapped
    s2 = Scenario(cards=real_db)
    s2.add_card(Zone.BATTLEFIELD, "B", "Smoke")
    s2.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", tapped=True)
    s2.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", tapped=True)
    s2.stop_at(3, Step.UPKEEP)
    s2.execute()
    s2.assert_tapped("Grizzly Bears", False)
    s2.assert_tapped("Hill Giant", False)


def test_primal_order_damages_the_upkeep_player_per_nonbasic_land(
        real_db: CardDatabase) -> None:
    """Primal Order: "At the beginning of each player's upkeep, ~ deals damage to that player
    equal to the number of nonbasic lands they control." A controls Primal Order and Mossfire
    Valley (nonbasic) and a Forest; B controls two Smoldering Craters. Turn 1: A takes 1;
    turn 2: B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Primal Order")
    s.add_card(Zone.BATTLEFIELD, "A", "Mossfire Valley")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Smoldering Crater")
    s.add_card(Zone.BATTLEFIELD, "B", "Smoldering Crater")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 18)


def test_archfiend_of_sorrows_shrinks_only_opponents_creatures(real_db: CardDatabase) -> None:
    """Archfiend of Sorrows: "creatures your opponents control get -2/-2 until end of turn":
    B's Grizzly Bears dies (704.5f), B's Hill Giant is 1/1 until end of turn and 3/3 after;
    A's own Grizzly Bears stays 2/2."""
    s = Scenario(cards=real_db)
    for _ in range(7):
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Archfiend of Sorrows")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Archfiend of Sorrows")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("B", "Hill Giant", 1, 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)

