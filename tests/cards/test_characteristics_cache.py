"""Computed characteristics are cached until something they depend on changes (613,
DESIGN principle 6): the cache must see every such change, also while a resolved effect is
in force (a static's "as long as" condition reading a life total, 611.3a)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_611_3a_life_condition_seen_with_a_resolved_effect_in_force(real_db: CardDatabase) -> None:
    """Giant Growth resolved on the Bears (an effect in force until end of turn); Serra
    Ascendant's lifelink then takes A to 30 life: "as long as you have 30 or more life" applies
    at once, so it is 6/6 with flying (not the 1/1 computed before the life changed)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Ascendant")
    s.set_life("A", 29)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.attack(1, "A", "Serra Ascendant")

    def before_damage(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Serra Ascendant", 1, 1)
        sc.assert_power_toughness("A", "Grizzly Bears", 5, 5)

    s.check(1, Step.COMBAT_DAMAGE, before_damage)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 30)
    s.assert_life("B", 19)
    s.assert_power_toughness("A", "Serra Ascendant", 6, 6)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)



def test_613_tapping_is_seen_by_statics_that_read_it(real_db: CardDatabase) -> None:
    """Builder's Blessing ("Untapped creatures you control get +0/+2", a filter reading being
    tapped) and Castle Raptors ("As long as ~ is untapped, it gets +0/+2", 611.3a): tapping
    the Elves for mana and the Raptors by attacking (508.1f) changes their characteristics at
    once, while a Giant Growth is in force on the Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Builder's Blessing")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Castle Raptors")

    def untapped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Llanowar Elves", 1, 3)
        sc.assert_power_toughness("A", "Castle Raptors", 3, 7)

    s.check(1, Step.PRECOMBAT_MAIN, untapped)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {G}", source="Llanowar Elves")
    s.attack(1, "A", "Castle Raptors")

    def elves_tapped(sc: Scenario) -> None:
        sc.assert_tapped("Llanowar Elves")
        sc.assert_power_toughness("A", "Llanowar Elves", 1, 1)
        sc.assert_power_toughness("A", "Grizzly Bears", 5, 7)
        sc.assert_power_toughness("A", "Castle Raptors", 3, 7)

    def raptors_tapped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Castle Raptors", 3, 3)

    s.check(1, Step.BEGIN_COMBAT, elves_tapped)
    s.check(1, Step.DECLARE_BLOCKERS, raptors_tapped)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 17)


def test_604_3_a_card_drawn_is_counted_by_a_cda_reading_the_hand(real_db: CardDatabase) -> None:
    """Maro ("power and toughness are each equal to the number of cards in your hand", 604.3)
    sees each card drawn (121.2) and played; Grizzly Bears under Builder's Blessing
    ("Untapped creatures you control get +0/+2") keeps its +0/+2 through the draws."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maro")
    s.add_card(Zone.BATTLEFIELD, "A", "Builder's Blessing")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")

    def turn_1(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Maro", 1, 3)  # one card in hand after the land
        sc.assert_power_toughness("A", "Grizzly Bears", 2, 4)

    def turn_3(sc: Scenario) -> None:
        sc.assert_hand_count("A", 2)  # the Forest and the card drawn on turn 3
        sc.assert_power_toughness("A", "Maro", 2, 4)
        sc.assert_power_toughness("A", "Grizzly Bears", 2, 4)

    s.check(1, Step.BEGIN_COMBAT, turn_1)
    s.check(3, Step.PRECOMBAT_MAIN, turn_3)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)


def test_611_3a_a_new_turn_is_seen_by_an_as_long_as_its_your_turn_static(
        real_db: CardDatabase) -> None:
    """Hardy Veteran ("As long as it's your turn, ~ gets +0/+2", 611.3a) is 2/4 on its
    controller's turn and 2/2 on the next player's (500: a new turn, a new active player),
    though its characteristics were computed during the first turn; Grizzly Bears under
    Glorious Anthem (no effect reads the turn: what was computed is kept) stays 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hardy Veteran")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")

    def mine(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Hardy Veteran", 3, 5)
        sc.assert_power_toughness("A", "Grizzly Bears", 3, 3)

    s.check(1, Step.END_TURN, mine)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Hardy Veteran", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_506_4_becoming_attacking_and_leaving_combat_seen_by_a_filter(
        real_db: CardDatabase) -> None:
    """Blade Historian ("Attacking creatures you control have double strike", a filter reading
    combat, 506.4): Grizzly Bears has no double strike before attacking, has it while
    attacking (508.1) and deals 2 twice (510.4), and loses it once removed from combat
    (511.3); its characteristics were computed before each change."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blade Historian")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")

    def before(sc: Scenario) -> None:
        sc.assert_abilities("A", "Grizzly Bears", ["double strike"], present=False)

    def attacking(sc: Scenario) -> None:
        sc.assert_abilities("A", "Grizzly Bears", ["double strike"])

    s.check(1, Step.BEGIN_COMBAT, before)
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.DECLARE_BLOCKERS, attacking)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_abilities("A", "Grizzly Bears", ["double strike"], present=False)
    s.assert_abilities("A", "Blade Historian", ["double strike"], present=False)


def test_508_1_every_attacker_is_attacking_when_characteristics_are_read(
        real_db: CardDatabase) -> None:
    """508.1a, 508.1f: attackers are declared together; Blade Historian ("Attacking creatures
    you control have double strike") gives it to each of two attackers as soon as they are
    declared, in the declare attackers step (the second one's characteristics were once
    computed while only the first was attacking, and kept until blockers were declared).
    Each deals 2 twice (510.4): B goes to 12."""
    from mtg_engine.actions import DeclareAttackers

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blade Historian")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.DECLARE_ATTACKERS)
    s.execute()
    s.game.resume()
    bears = s._one_permanent("Grizzly Bears", "A")
    historian = s._one_permanent("Blade Historian", "A")
    s.game.apply(DeclareAttackers(((historian, -2), (bears, -2))))
    assert s.state.step is Step.DECLARE_ATTACKERS
    s.assert_abilities("A", "Grizzly Bears", ["double strike"])
    s.assert_abilities("A", "Blade Historian", ["double strike"])
    s.assert_tapped("Grizzly Bears")
    s.assert_tapped("Blade Historian")
    while s.state.step is not Step.POSTCOMBAT_MAIN:
        s.game.apply(s.game.legal_actions()[0])
    s.assert_life("B", 12)
