"""Session 20, triggered abilities' effects, with real cards of the shared MTGJSON file (skipped
without it).

Delayed triggered abilities with a stated duration said first (603.7b, 611.2a): "Until end of
turn, whenever ...", "Until your next turn, whenever ..."; "~" in such an ability is the source
of the ability that created it (603.7d-e)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def _turn_triggers(s: Scenario) -> list[str]:
    return [s.state.objects[o].name for o in s.state.command]


def test_603_7b_green_dragon_destroys_damaged_opposing_creatures_this_turn(
        real_db: CardDatabase) -> None:
    """Green Dragon enters (turn 1): B's Hill Giant (3/3) dealt 2 damage by Shock is destroyed;
    A's own Hill Giant dealt 2 damage is not (an opponent's creature only); turn 3, B's Craw
    Wurm dealt 2 damage lives (514.2: "until end of turn" is over)."""
    assert_compiled(real_db, "Green Dragon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Green Dragon")
    s.add_card(Zone.HAND, "A", "Shock", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Craw Wurm"])  # (before: lives)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Green Dragon")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Gray Ogre"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])

    def first_turn(sc: Scenario) -> None:
        sc.assert_permanent_count("B", "Gray Ogre", 0)
        sc.assert_permanent_count("B", "Craw Wurm", 1)
        sc.assert_permanent_count("A", "Hill Giant", 1)
        assert _turn_triggers(sc) == ["Green Dragon Turn Trigger"]

    s.check(1, Step.END_TURN, first_turn)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Gray Ogre", 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)
    assert _turn_triggers(s) == [] and not s.state.delayed


def test_603_7b_green_dragon_ability_gone_next_turn(real_db: CardDatabase) -> None:
    """The ability ends with the turn (514.2): Shock on B's Gray Ogre (2/2: dies of damage)
    is not the test; Shock on B's Craw Wurm (6/4) in turn 3 leaves it on the battlefield."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Green Dragon")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Green Dragon")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Craw Wurm"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Green Dragon", 1)


def test_603_7d_mountain_titan_counters_on_itself_per_black_spell(real_db: CardDatabase) -> None:
    """Mountain Titan's ability, activated in turn 1: two black spells cast after it put two
    +1/+1 counters on Mountain Titan (603.7d-e: "~" is the source of the ability that created
    the delayed one); a red spell puts none; a black spell in turn 3 puts none (514.2)."""
    assert_compiled(real_db, "Mountain Titan")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain Titan")
    s.add_card(Zone.HAND, "A", "Dark Ritual", 3)
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dark Ritual")  # (before: no counter)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}{R}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dark Ritual")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Dark Ritual")
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_counter_count("A", "Mountain Titan", "+1/+1", 2),
        sc.assert_power_toughness("A", "Mountain Titan", 4, 4),
        sc.assert_life("B", 18)))
    s.add_card(Zone.HAND, "A", "Dark Ritual")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Dark Ritual")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Mountain Titan", "+1/+1", 2)
    assert not s.state.delayed


def test_603_7c_mountain_titan_new_object_gets_no_counter(real_db: CardDatabase) -> None:
    """603.7c, 400.7: Mountain Titan activates, is bounced and cast again: the Titan on the
    battlefield is a new object, and a black spell cast after puts no counter on it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain Titan")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.HAND, "A", "Dark Ritual")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}{R}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unsummon", targets=["Mountain Titan"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dark Ritual")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mountain Titan")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Mountain Titan", 1)
    s.assert_counter_count("A", "Mountain Titan", "+1/+1", 0)


def test_603_7d_dovin_loyalty_per_combat_damage_to_a_player(real_db: CardDatabase) -> None:
    """Dovin, Grand Arbiter's +1 (3 -> 4), then two of A's creatures deal combat damage to B:
    two loyalty counters (6); B's creature dealing combat damage to A next turn adds none."""
    assert_compiled(real_db, "Dovin, Grand Arbiter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dovin, Grand Arbiter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Savannah Lions")
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_counter_count("A", "Dovin, Grand Arbiter", "loyalty", 6),
        sc.assert_life("B", 16)))
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_counter_count("A", "Dovin, Grand Arbiter", "loyalty", 6)


def test_603_7b_high_tide_extra_mana_from_islands(real_db: CardDatabase) -> None:
    """High Tide (one Island tapped for it), then two Islands pay for Divination ({2}{U}):
    each adds an additional {U} (605.1b: a triggered mana ability of the delayed ability)."""
    assert_compiled(real_db, "High Tide")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "High Tide")
    s.add_card(Zone.HAND, "A", "Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "High Tide")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Divination", 1)
    s.assert_hand_count("A", 2)


def test_611_2a_until_your_next_turn_trigger_lasts_through_opponents_turn(
        real_db: CardDatabase) -> None:
    """A Display of My Dark Power set in motion in A's turn 1: "until your next turn, whenever
    a player taps a land for mana, that player adds one mana of any type that land produced":
    in B's turn 2 one Forest pays for Grizzly Bears ({1}{G}); the ability ceases to exist as
    A's turn 3 begins (611.2a), before its scheme is set in motion again."""
    assert_compiled(real_db, "A Display of My Dark Power")
    s = Scenario(cards=real_db)
    s.set_scheme_deck("A", ["A Display of My Dark Power"])
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.check(2, Step.END_TURN, lambda sc: (
        sc.assert_permanent_count("B", "Grizzly Bears", 1),
        _turn_triggers(sc) == ["A Display of My Dark Power Turn Trigger"] or (_ for _ in ()
                                                                              ).throw(
            AssertionError(_turn_triggers(sc)))))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    assert "A Display of My Dark Power Turn Trigger" not in _turn_triggers(s)
    assert not [t for t in s.state.delayed if t.delay == "next_turn_trigger"]


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def test_701_40a_jadelight_ranger_explores_twice_land_then_nonland(
        real_db: CardDatabase) -> None:
    """608.2c: "it explores, then it explores again": the first explore reveals a Forest (into
    A's hand, no counter), the second a Hill Giant (a +1/+1 counter; A keeps it on top): 3/2,
    one card in hand, the Giant still on top of the library."""
    assert_compiled(real_db, "Jadelight Ranger")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Hill Giant", "Forest"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Jadelight Ranger")
    s.set_choice("A", "no")  # (the Giant stays on top)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jadelight Ranger")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_power_toughness("A", "Jadelight Ranger", 3, 2)
    assert [s.state.objects[i].card.name for i in s.state.players[0].library][-1] == "Hill Giant"


def test_701_40a_jadelight_ranger_two_nonlands_two_counters(real_db: CardDatabase) -> None:
    """Two nonland cards in a row: the first (Hill Giant) put into the graveyard, so the second
    explore reveals Gray Ogre: two +1/+1 counters (4/3), nothing drawn."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Gray Ogre", "Hill Giant"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Jadelight Ranger")
    s.set_choice("A", "Hill Giant")
    s.set_choice("A", "Gray Ogre")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jadelight Ranger")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_counter_count("A", "Jadelight Ranger", "+1/+1", 2)
    s.assert_power_toughness("A", "Jadelight Ranger", 4, 3)
    s.assert_graveyard_count("A", None, 2)


def _library_names(s: Scenario, player: int) -> list[str]:
    return [s.state.objects[i].card.name for i in s.state.players[player].library]


def test_701_18a_psychic_impetus_you_scry_two_as_it_attacks(real_db: CardDatabase) -> None:
    """"Whenever enchanted creature attacks, you scry 2": A (the Aura's controller) scries 2
    as the Bears attack, putting the Island on the bottom and keeping the Forest on top; the
    Bears are 4/4 (+2/+2: B takes 4). Turn 2, B's attack triggers nothing (not the enchanted creature)."""
    assert_compiled(real_db, "Psychic Impetus")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Swamp", "Plains", "Forest", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Psychic Impetus", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Island")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    assert [e for e in s.state.log if e[0] == "scry"] == [("scry", 0, 2, 1)]
    assert _library_names(s, 0)[0] == "Island" and _library_names(s, 0)[-1] == "Forest"
    s.assert_life("B", 16)


def test_701_18a_overwhelmed_apprentice_mills_then_you_scry(real_db: CardDatabase) -> None:
    """Overwhelmed Apprentice enters: B mills two cards (B's graveyard 2), then A scries 2
    (one scry of two cards, by A)."""
    assert_compiled(real_db, "Overwhelmed Apprentice")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.HAND, "A", "Overwhelmed Apprentice")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Overwhelmed Apprentice")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", None, 2)
    s.assert_graveyard_count("A", None, 0)
    assert [e[:3] for e in s.state.log if e[0] == "scry"] == [("scry", 0, 2)]


def test_701_7a_alaborn_zealot_destroys_the_blocked_creature_and_itself(
        real_db: CardDatabase) -> None:
    """B's Alaborn Zealot blocks A's Hill Giant: both are destroyed as the trigger resolves
    (no combat damage: B stays at 20, the Giant deals none); A's Grizzly Bears, unblocked,
    deals 2."""
    assert_compiled(real_db, "Alaborn Zealot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Alaborn Zealot")
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Alaborn Zealot", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("B", "Alaborn Zealot", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 18)


def test_701_7a_alaborn_zealot_not_blocking_destroys_nothing(real_db: CardDatabase) -> None:
    """The Zealot doesn't block: nothing is destroyed (B takes 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Alaborn Zealot")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Alaborn Zealot", 1)
    s.assert_life("B", 17)


def test_608_2c_dinrova_horror_owner_of_the_returned_permanent_discards(
        real_db: CardDatabase) -> None:
    """Dinrova Horror enters and returns B's Grizzly Bears: "that player" is its owner, B,
    who discards a card (B's choice: the Forest); A discards nothing."""
    assert_compiled(real_db, "Dinrova Horror")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Dinrova Horror")
    s.add_card(Zone.HAND, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Forest")
    s.set_choice("B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dinrova Horror")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_graveyard_count("B", "Forest", 1)
    s.assert_hand_count("A", 1, "Plains")
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_608_2c_recoil_own_permanent_its_owner_discards(real_db: CardDatabase) -> None:
    """Recoil on A's own Grizzly Bears: its owner (A) discards, with only the Bears in hand:
    the Bears go to A's graveyard; B's hand is untouched."""
    assert_compiled(real_db, "Recoil")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Recoil")
    s.add_card(Zone.HAND, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Recoil", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Forest")


def test_603_12_tiger_tribe_hunter_sacrificed_creatures_power_as_damage(
        real_db: CardDatabase) -> None:
    """Tiger-Tribe Hunter (4) and Craw Wurm (6) attack (total power 10): A sacrifices the Wurm;
    "when you do", the Hunter deals damage equal to the sacrificed creature's power (6, as it
    last existed: 608.2h) to B's Colossal Dreadmaw (6/6), which dies. B takes 4 (trample
    Hunter, unblocked)."""
    assert_compiled(real_db, "Tiger-Tribe Hunter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tiger-Tribe Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.set_choice("A", "yes")
    s.set_choice("A", "Craw Wurm")
    s.add_target("A", "Colossal Dreadmaw")
    s.attack(1, "A", "Tiger-Tribe Hunter")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_graveyard_count("B", "Colossal Dreadmaw", 1)
    s.assert_life("B", 16)


def test_603_12_tiger_tribe_hunter_declined_no_reflexive_trigger(real_db: CardDatabase) -> None:
    """A declines to sacrifice: no reflexive trigger (603.12: "when you do"), the Dreadmaw
    lives and blocks nothing; B takes 4 + 6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tiger-Tribe Hunter")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.set_choice("A", "no")
    s.attack(1, "A", "Tiger-Tribe Hunter")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_permanent_count("B", "Colossal Dreadmaw", 1)
    s.assert_life("B", 10)
    assert not [e for e in s.state.log if e[0] == "reflexive_trigger"]


def test_ghoulraiser_returns_a_zombie_card_at_random(real_db: CardDatabase) -> None:
    """Ghoulraiser enters: of A's graveyard (two Zombie cards, Walking Corpse and Gravedigger,
    and a Grizzly Bears), one Zombie card chosen at random returns to A's hand; the Bears
    never does; the other Zombie stays."""
    assert_compiled(real_db, "Ghoulraiser")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Ghoulraiser")
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse")
    s.add_card(Zone.GRAVEYARD, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghoulraiser")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    hand = [s.state.objects[c].card.name for c in s.state.players[0].hand]
    assert len(hand) == 1 and hand[0] in ("Walking Corpse", "Gravedigger"), hand
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", None, 2)
    assert [e[0] for e in s.state.log].count("chosen_at_random") == 1


def test_ghoulraiser_no_zombie_card_returns_nothing(real_db: CardDatabase) -> None:
    """No Zombie card in A's graveyard: nothing returns (the Bears stays)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Ghoulraiser")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ghoulraiser")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_make_a_wish_two_cards_at_random_of_three(real_db: CardDatabase) -> None:
    """Make a Wish: two of A's three graveyard cards return at random (the spell itself goes
    to the graveyard after: it is not among them)."""
    assert_compiled(real_db, "Make a Wish")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Make a Wish")
    s.add_card(Zone.GRAVEYARD, "A", "Walking Corpse")
    s.add_card(Zone.GRAVEYARD, "A", "Gravedigger")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Make a Wish")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", "Make a Wish", 1)
    s.assert_graveyard_count("A", None, 2)


def test_707_9a_cryptoplasm_copies_another_creature_and_keeps_its_ability(
        real_db: CardDatabase) -> None:
    """Cryptoplasm, A's upkeep of turn 1: it becomes a copy of B's Hill Giant (3/3, named Hill
    Giant: 707.4), with its own ability (707.9a): in A's upkeep of turn 3 it becomes a copy of
    B's Craw Wurm (6/4). "Another target creature": it can't target itself (115.3)."""
    assert_compiled(real_db, "Cryptoplasm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cryptoplasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_target("A", "Hill Giant")
    s.add_target("A", "Craw Wurm")

    def first(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Hill Giant", 1)
        sc.assert_power_toughness("A", "Hill Giant", 3, 3)
        sc.assert_permanent_count("A", "Cryptoplasm", 0)

    s.check(1, Step.DRAW, first)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_power_toughness("A", "Craw Wurm", 6, 4)
    s.assert_permanent_count("A", "Hill Giant", 0)


def test_115_3_cryptoplasm_alone_has_no_target(real_db: CardDatabase) -> None:
    """No other creature on the battlefield: the trigger has no legal target (603.3d) and
    Cryptoplasm stays itself (2/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cryptoplasm")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Cryptoplasm", 1)
    s.assert_power_toughness("A", "Cryptoplasm", 2, 2)


def test_701_3a_pirates_cutlass_attaches_to_target_pirate(real_db: CardDatabase) -> None:
    """Pirate's Cutlass enters: attached to A's Dire Fleet Hoarder (a Pirate: 2/1 -> 4/2);
    A's Grizzly Bears (no Pirate) can't be the target."""
    assert_compiled(real_db, "Pirate's Cutlass")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Dire Fleet Hoarder")
    s.add_card(Zone.HAND, "A", "Pirate's Cutlass")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pirate's Cutlass")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_attached("Pirate's Cutlass", "Dire Fleet Hoarder")
    s.assert_power_toughness("A", "Dire Fleet Hoarder", 4, 2)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_701_3a_pirates_cutlass_no_pirate_stays_unattached(real_db: CardDatabase) -> None:
    """No Pirate: the trigger has no target (603.3d); the Cutlass stays unattached and the
    Bears stay 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Pirate's Cutlass")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pirate's Cutlass")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_permanent_count("A", "Pirate's Cutlass", 1)
    assert all(s.state.objects[o].attached_to is None for o in s.state.battlefield
               if s.state.objects[o].card.name == "Pirate's Cutlass")


def test_406_1_zombie_mob_exiles_only_creature_cards_of_your_graveyard(
        real_db: CardDatabase) -> None:
    """Zombie Mob (2/0) enters with a +1/+1 counter per creature card in A's graveyard (two:
    4/2),
    then exiles all creature cards from A's graveyard: the two creature cards go to exile, the
    Forest stays; B's creature card stays in B's graveyard."""
    assert_compiled(real_db, "Zombie Mob")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Zombie Mob")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Gray Ogre")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombie Mob")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Zombie Mob", 4, 2)
    s.assert_graveyard_count("A", None, 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_exile_count("Grizzly Bears", 1, "A")
    s.assert_exile_count("Hill Giant", 1, "A")
    s.assert_graveyard_count("B", "Gray Ogre", 1)


def test_406_1_saprazzan_bailiff_exiles_artifact_and_enchantment_cards(
        real_db: CardDatabase) -> None:
    """Saprazzan Bailiff enters: every artifact card and every enchantment card of both
    graveyards is exiled (Ornithopter of A's, Pacifism of B's); creature and land cards stay."""
    assert_compiled(real_db, "Saprazzan Bailiff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Saprazzan Bailiff")
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Pacifism")
    s.add_card(Zone.GRAVEYARD, "B", "Gray Ogre")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Saprazzan Bailiff")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Ornithopter", 0)
    s.assert_graveyard_count("B", "Pacifism", 0)
    s.assert_graveyard_count("B", "Gray Ogre", 1)
    s.assert_exile_count("Ornithopter", 1, "A")
    s.assert_exile_count("Pacifism", 1, "B")


def test_608_2c_thundermaw_hellkite_taps_the_damaged_flyers(real_db: CardDatabase) -> None:
    """Thundermaw Hellkite enters: 1 damage to each creature with flying B controls (Suntail
    Hawk, 1/1, dies; Serra Angel survives), then "tap those creatures": the Angel is tapped;
    B's Grizzly Bears (no flying) and A's own Suntail Hawk are neither damaged nor tapped."""
    assert_compiled(real_db, "Thundermaw Hellkite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Thundermaw Hellkite")
    s.add_card(Zone.BATTLEFIELD, "A", "Suntail Hawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Suntail Hawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thundermaw Hellkite")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Suntail Hawk", 1)
    s.assert_permanent_count("A", "Suntail Hawk", 1)
    st = s.state
    by_name = {st.objects[o].card.name: st.objects[o] for o in st.battlefield
               if st.objects[o].controller == 1}
    assert by_name["Serra Angel"].tapped and by_name["Serra Angel"].damage == 1
    assert not by_name["Grizzly Bears"].tapped and by_name["Grizzly Bears"].damage == 0
    mine = [st.objects[o] for o in st.battlefield if st.objects[o].card.name == "Suntail Hawk"]
    assert len(mine) == 1 and not mine[0].tapped and mine[0].damage == 0


def _green(s: Scenario, player: int = 0) -> int:
    return s.state.players[player].mana_pool[4]


def test_106_4_sakura_tribe_springcaller_mana_kept_until_end_of_turn(
        real_db: CardDatabase) -> None:
    """Sakura-Tribe Springcaller: A's upkeep adds {G}, kept as the upkeep, draw step and main
    phase end (A still has it at the end step); it empties in the cleanup step (514.2): none
    in B's upkeep of turn 2."""
    assert_compiled(real_db, "Sakura-Tribe Springcaller")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sakura-Tribe Springcaller")
    seen: list[int] = []
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: seen.append(_green(sc)))
    s.check(1, Step.END_TURN, lambda sc: seen.append(_green(sc)))
    s.check(2, Step.UPKEEP, lambda sc: seen.append(_green(sc)))
    s.stop_at(2, Step.DRAW)
    s.execute()
    assert seen == [1, 1, 0]


def test_106_4_kept_mana_pays_a_spell_in_the_main_phase(real_db: CardDatabase) -> None:
    """The {G} kept from A's upkeep pays for Llanowar Elves in the main phase (A has no land);
    nothing is left after."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sakura-Tribe Springcaller")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    assert _green(s) == 0


def test_106_4_only_the_kept_units_stay(real_db: CardDatabase) -> None:
    """500.4 with kept mana: of two {G} in the pool, one kept, one not, one stays as the step
    ends; after one {G} was spent and another added (not kept), one still stays, not two
    (the kept unit is the one left after the payment, rules/kept_mana.py)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.kept_mana import keep

    s = Scenario(cards=real_db)
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    st = s.state
    p = st.players[0]
    prim.add_mana(st, 0, ("G",))
    prim.add_mana(st, 0, ("G",))
    keep(p, [0, 0, 0, 0, 1, 0])
    prim.empty_mana_pools(st)
    assert p.mana_pool == [0, 0, 0, 0, 1, 0]
    p.mana_pool[4] -= 1  # (spent)
    prim.add_mana(st, 0, ("G",))
    prim.add_mana(st, 0, ("G",))
    prim.empty_mana_pools(st)
    assert p.mana_pool == [0, 0, 0, 0, 0, 0]
    prim.add_mana(st, 0, ("G", "R"))
    keep(p, [0, 0, 0, 0, 1, 0])  # (as the instruction adds it: the {G} is kept, not the {R})
    prim.empty_mana_pools(st)
    assert p.mana_pool == [0, 0, 0, 0, 1, 0]


def test_106_4_colossal_plow_attacks_mana_and_life(real_db: CardDatabase) -> None:
    """Colossal Plow attacks: A gains 3 life and gets {W}{W}{W}, still in A's pool after
    combat, in the second main phase."""
    assert_compiled(real_db, "Colossal Plow")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Plow")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")  # (crew 6)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Crew")
    s.attack(1, "A", "Colossal Plow")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 23)
    assert s.state.players[0].mana_pool[0] == 3


def test_106_4_kept_mana_saved_and_copied(real_db: CardDatabase) -> None:
    """The kept units are part of the state: a saved game (JSON) and a copy keep them, so the
    {G} still stays as the next step ends."""
    import json

    from mtg_engine.effects import primitives as prim
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.save_check import check_saved_game

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sakura-Tribe Springcaller")
    s.stop_at(1, Step.DRAW)
    s.execute()
    st = s.state
    assert st.players[0].kept_mana == [0, 0, 0, 0, 1, 0]
    saved = json.loads(json.dumps(st.to_json()))
    check_saved_game({"state": saved, "actions": []}, st.db)
    for other in (GameState.from_json(saved, st.db), st.copy()):
        assert other.players[0].kept_mana == [0, 0, 0, 0, 1, 0]
        prim.empty_mana_pools(other)
        assert other.players[0].mana_pool == [0, 0, 0, 0, 1, 0]


def test_106_4_bloodsky_massacre_chapter_three_mana_for_each_berserker(
        real_db: CardDatabase) -> None:
    """The Bloodsky Massacre with two lore counters: chapter III (after A's draw step) adds
    {R} for each Berserker A controls (two: Breakneck Berserker, Goblin Berserker; B's Ogre
    Berserker isn't A's), kept as the main phase ends: {R}{R} in A's pool at the end step."""
    assert_compiled(real_db, "The Bloodsky Massacre")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Bloodsky Massacre", counters={"lore": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Breakneck Berserker")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Berserker")
    s.add_card(Zone.BATTLEFIELD, "B", "Ogre Berserker")
    seen: list[int] = []
    s.check(1, Step.END_TURN, lambda sc: seen.append(sc.state.players[0].mana_pool[3]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    assert seen == [2]
    assert s.state.players[0].mana_pool == [0] * 6


def test_106_4_shizuko_each_player_keeps_their_mana(real_db: CardDatabase) -> None:
    """Shizuko, Caller of Autumn (A's): in B's upkeep of turn 2, B adds {G}{G}{G}, which B
    doesn't lose as the steps end (three at B's end step; A gets none that turn); B's are gone
    in turn 3 (514.2), when A's upkeep gives A three of A's own (still there in the draw
    step)."""
    assert_compiled(real_db, "Shizuko, Caller of Autumn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shizuko, Caller of Autumn")
    seen: list[tuple[int, int]] = []
    s.check(2, Step.END_TURN, lambda sc: seen.append((_green(sc, 0), _green(sc, 1))))
    s.check(3, Step.DRAW, lambda sc: seen.append((_green(sc, 0), _green(sc, 1))))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(0, 3), (3, 0)]


def test_608_2c_thunderous_orator_the_same_is_true_for_each_keyword(
        real_db: CardDatabase) -> None:
    """Thunderous Orator attacks while A controls Suntail Hawk (flying) and Colossal Dreadmaw
    (trample): it gains flying and trample until end of turn ("the same is true for ..."),
    not first strike, deathtouch or lifelink (no creature of A's has them); after the turn
    it has neither."""
    assert_compiled(real_db, "Thunderous Orator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thunderous Orator")
    s.add_card(Zone.BATTLEFIELD, "A", "Suntail Hawk")
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "B", "Vampire Nighthawk")  # (B's lifelink: not A's)
    s.attack(1, "A", "Thunderous Orator")
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: (
        sc.assert_abilities("A", "Thunderous Orator", ["Flying", "Trample"]),
        sc.assert_abilities("A", "Thunderous Orator",
                            ["First strike", "Deathtouch", "Lifelink", "Menace"],
                            present=False)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_abilities("A", "Thunderous Orator", ["Flying", "Trample"], present=False)


def test_701_15c_mephitic_ooze_destroyed_creature_cant_be_regenerated(
        real_db: CardDatabase) -> None:
    """Mephitic Ooze (0/5, +1/+0 for A's Ornithopter: 1/5) is blocked by B's Sedge Troll (3/3
    with B's Swamp), which B shielded ({B}: Regenerate): the Ooze deals it 1 combat damage and
    the trigger destroys it; "the creature can't be regenerated": it goes to the graveyard."""
    assert_compiled(real_db, "Mephitic Ooze")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mephitic Ooze")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Sedge Troll")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.attack(1, "A", "Mephitic Ooze")
    s.block(1, "B", "Sedge Troll", "Mephitic Ooze")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "{B}:")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Sedge Troll", 1)
    s.assert_permanent_count("A", "Mephitic Ooze", 1)
    assert any(e[0] == "regeneration_shield" for e in s.state.log)


def test_603_5_hazorets_favor_pump_then_sacrifice_at_end_step(real_db: CardDatabase) -> None:
    """Hazoret's Favor, A's beginning of combat: A has the Bears get +2/+0 and haste (4/2,
    B takes 4); "if you do", the Bears are sacrificed at the beginning of the next end step
    (603.7): in A's graveyard by turn 2."""
    assert_compiled(real_db, "Hazoret's Favor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hazoret's Favor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 2), sc.assert_life("B", 16)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_603_5_hazorets_favor_declined_nothing_happens(real_db: CardDatabase) -> None:
    """A declines (603.5): the Bears stay 2/2, deal 2, and are not sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hazoret's Favor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 18)


def test_608_2c_foster_pay_then_reveal_until_a_creature(real_db: CardDatabase) -> None:
    """B's Shock kills A's Grizzly Bears: Foster's trigger, A pays {1}; "if you do", A reveals
    until a creature card (Island, then Hill Giant): the Giant into A's hand, the Island into
    A's graveyard."""
    assert_compiled(real_db, "Foster")
    s = Scenario(cards=real_db)
    _library(s, "A", ["Plains", "Hill Giant", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Foster")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    assert _library_names(s, 0) == ["Plains"]


def test_608_2c_foster_declined_reveals_nothing(real_db: CardDatabase) -> None:
    """A declines to pay: nothing is revealed (the library unchanged, no card in hand)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Plains", "Hill Giant", "Island"])
    s.add_card(Zone.BATTLEFIELD, "A", "Foster")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    assert _library_names(s, 0) == ["Plains", "Hill Giant", "Island"]


def test_401_1_diver_skaab_exploit_target_owner_puts_it_in_their_library(
        real_db: CardDatabase) -> None:
    """Diver Skaab enters, A exploits Grizzly Bears: "target creature's owner puts it on the
    top or bottom of their library": B's Hill Giant goes to B's library (B's choice: the
    default answer, the top)."""
    assert_compiled(real_db, "Diver Skaab")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Diver Skaab")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diver Skaab")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)
    assert _library_names(s, 1)[-1] == "Hill Giant"


def test_608_2d_arashin_sovereign_put_on_top_of_its_owners_library(
        real_db: CardDatabase) -> None:
    """B's Murder kills A's Arashin Sovereign: A (the trigger's controller) puts the card on
    the top or bottom of its owner's library: the top (A's answer), so it is A's top card."""
    assert_compiled(real_db, "Arashin Sovereign")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Arashin Sovereign")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Arashin Sovereign"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Arashin Sovereign", 0)
    assert _library_names(s, 0)[-1] == "Arashin Sovereign"


def test_608_2d_arashin_sovereign_declined_stays_in_the_graveyard(
        real_db: CardDatabase) -> None:
    """A declines ("you may"): the card stays in A's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Arashin Sovereign")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Arashin Sovereign"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Arashin Sovereign", 1)


def test_608_2c_if_you_do_reader_leaves_other_passages_alone(real_db: CardDatabase) -> None:
    """The "If you do, <passage>" reader (if_you_do_passage.py) takes only a payment, then a
    passage that is one look / reveal instruction; others keep their reading, their targets
    untouched: Séance and Felhide Spiritbinder (a token copy, then "It gains haste. Exile it
    at the beginning of the next end step.") still compile, each with its one target."""
    assert_compiled(real_db, "Séance", "Felhide Spiritbinder")
    for name in ("Séance", "Felhide Spiritbinder"):
        trigger = real_db.compiled(name).dsl["triggers"][0]
        assert len(trigger["targets"]) == 1, trigger


def _untapped(s: Scenario, player: int, name: str) -> int:
    st = s.state
    return sum(1 for o in st.battlefield if st.objects[o].controller == player
               and st.objects[o].card.name == name and not st.objects[o].tapped)


def test_701_21a_rising_waters_each_player_untaps_one_land(real_db: CardDatabase) -> None:
    """Rising Waters: lands don't untap in their controllers' untap steps; in each upkeep the
    active player untaps one land they control: A one of two tapped Islands in turn 1 (B's
    Forests stay tapped), B one of two tapped Forests in turn 2 (A's count unchanged)."""
    assert_compiled(real_db, "Rising Waters")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rising Waters")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2, tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2, tapped=True)
    seen: list[tuple[int, int]] = []
    s.check(1, Step.DRAW, lambda sc: seen.append((_untapped(sc, 0, "Island"),
                                                  _untapped(sc, 1, "Forest"))))
    s.check(2, Step.DRAW, lambda sc: seen.append((_untapped(sc, 0, "Island"),
                                                  _untapped(sc, 1, "Forest"))))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(1, 0), (1, 1)]
