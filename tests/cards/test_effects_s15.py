"""Session 15 effects (issue 11): spell and trigger effects read by the Oracle compiler,
played with real cards and exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# --------------------------------------- "up to one other target creature" (115.3, 601.2c)


def test_115_3_solitude_exiles_up_to_one_other_target_creature(real_db: CardDatabase) -> None:
    """Solitude (XMage's test): "When ~ enters the battlefield, exile up to one other target
    creature. That creature's controller gains life equal to its power." A flashes it in
    with five Plains; B's Hill Giant (3/3) is exiled and B gains 3 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Solitude")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Solitude")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1, "B")
    s.assert_life("B", 23)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Solitude", 1)


def test_601_2c_solitude_alone_targets_nothing(real_db: CardDatabase) -> None:
    """The same with no other creature on the battlefield: Solitude can't target itself
    ("other", 115.3), the trigger has no target and does nothing: Solitude stays, no life
    is gained."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Solitude")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Solitude")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Solitude", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 20)


def test_115_3_air_cult_elemental_returns_another_creature(real_db: CardDatabase) -> None:
    """Air-Cult Elemental: "When ~ enters the battlefield, return up to one other target
    creature to its owner's hand." B's Grizzly Bears goes back to B's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Air-Cult Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Air-Cult Elemental")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("A", "Air-Cult Elemental", 1)


# ------------------------------ "two target artifacts and/or enchantments" (601.2c, 115.3)


def test_601_2c_sylvan_reclamation_exiles_an_artifact_and_an_enchantment(
        real_db: CardDatabase) -> None:
    """Sylvan Reclamation: "Exile up to two target artifacts and/or enchantments." One
    target an artifact (Ornithopter), the other an enchantment (Pacifism): both exiled; B's
    third permanent, a Juggernaut, stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Sylvan Reclamation")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Juggernaut")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sylvan Reclamation",
                 targets=["Ornithopter", "Glorious Anthem"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Ornithopter", 1, "B")
    s.assert_exile_count("Glorious Anthem", 1, "B")
    s.assert_permanent_count("B", "Juggernaut", 1)


def test_601_2c_sea_gods_scorn_returns_creatures_and_enchantments(
        real_db: CardDatabase) -> None:
    """Sea God's Scorn: "Return up to three target creatures and/or enchantments to their
    owners' hands." Two of B's creatures and B's enchantment go back; B's land stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Sea God's Scorn")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sea God's Scorn",
                 targets=["Grizzly Bears", "Hill Giant", "Glorious Anthem"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    for name in ("Grizzly Bears", "Hill Giant", "Glorious Anthem"):
        s.assert_hand_count("B", 1, name)
    s.assert_permanent_count("B", "Forest", 1)


# --------------------- a hand given up, then that many cards drawn (701.8a, 701.20a, 608.2c)


def _library_of(s: Scenario, player: str, name: str, count: int) -> None:
    s.remove_all_from_library(player)
    s.add_card(Zone.LIBRARY, player, name, count)


def test_608_2c_shocker_that_player_discards_their_hand_then_draws_that_many(
        real_db: CardDatabase) -> None:
    """Shocker: "Whenever ~ deals damage to a player, that player discards all the cards in
    their hand, then draws that many cards." Unblocked, the 1/1 deals 1 damage to B, whose hand of
    three Forests is discarded and replaced by three Islands from B's library of five."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shocker")
    s.add_card(Zone.HAND, "B", "Forest", 3)
    _library_of(s, "B", "Island", 5)
    s.attack(1, "A", "Shocker")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("B", "Forest", 3)
    s.assert_hand_count("B", 3, "Island")
    s.assert_hand_count("B", 3)
    s.assert_library_count("B", 2)


def test_101_4_dark_deal_each_player_draws_that_many_minus_one(real_db: CardDatabase) -> None:
    """Dark Deal: "Each player discards all the cards in their hand, then draws that many
    cards minus one." A discards two cards and draws one; B discards four and draws three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Dark Deal")
    s.add_card(Zone.HAND, "A", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Forest", 4)
    _library_of(s, "A", "Island", 5)
    _library_of(s, "B", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dark Deal")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Plains", 2)
    s.assert_hand_count("A", 1, "Island")
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("B", "Forest", 4)
    s.assert_hand_count("B", 3, "Island")
    s.assert_hand_count("B", 3)


def test_701_20a_whirlpool_rider_shuffles_the_hand_in_then_draws_that_many(
        real_db: CardDatabase) -> None:
    """Whirlpool Rider: "When ~ enters the battlefield, shuffle the cards from your hand into
    your library, then draw that many cards." A's two Forests go into a library of three
    Islands: A still holds two cards, the library five minus two; nothing in the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Whirlpool Rider")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    _library_of(s, "A", "Island", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Whirlpool Rider")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 3)
    s.assert_graveyard_count("A", None, 0)
    s.assert_permanent_count("A", "Whirlpool Rider", 1)


def _book_devourer(real_db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Book Devourer")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    _library_of(s, "A", "Island", 5)
    s.set_choice("A", answer)
    s.attack(1, "A", "Book Devourer")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    return s


def test_608_2d_book_devourer_may_discard_the_hand_and_draw_that_many(
        real_db: CardDatabase) -> None:
    """Book Devourer: "Whenever ~ deals combat damage to a player, you may discard all the
    cards in your hand. If you do, draw that many cards." Yes: two Forests discarded, two
    Islands drawn."""
    s = _book_devourer(real_db, "yes")
    s.assert_graveyard_count("A", "Forest", 2)
    s.assert_hand_count("A", 2, "Island")


def test_608_2d_book_devourer_declined_keeps_the_hand(real_db: CardDatabase) -> None:
    """The same, A answering no: the two Forests stay in hand, nothing is drawn."""
    s = _book_devourer(real_db, "no")
    s.assert_hand_count("A", 2, "Forest")
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 5)


def test_701_8a_kinetic_augur_discards_the_cards_chosen_then_draws_that_many(
        real_db: CardDatabase) -> None:
    """Kinetic Augur: "When ~ enters the battlefield, discard up to two cards, then draw that
    many cards." A chooses one Forest of the two Forests and a Plains: one card discarded,
    one Island drawn; A holds the Plains, a Forest and the Island."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Kinetic Augur")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Plains")
    _library_of(s, "A", "Island", 5)
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kinetic Augur")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_hand_count("A", 3)
    s.assert_hand_count("A", 1, "Island")
    s.assert_hand_count("A", 1, "Plains")
    s.assert_library_count("A", 4)


def test_401_4_mindmoil_puts_the_hand_on_the_bottom_then_draws_that_many(
        real_db: CardDatabase) -> None:
    """Mindmoil: "Whenever you cast a spell, put the cards in your hand on the bottom of your
    library in any order, then draw that many cards." A casts Shock at B holding two Forests:
    they go to the bottom of A's library of three Islands, A draws two Islands."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mindmoil")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Forest", 2)
    _library_of(s, "A", "Island", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 2, "Island")
    s.assert_hand_count("A", 2)
    lib = [s.state.objects[c].card.name for c in s.state.players[0].library]
    assert lib == ["Forest", "Forest", "Island"]  # (index 0 is the bottom, 401.1)


# ------------------- keywords and a quoted ability granted until end of turn (613.1f, 611.2a)


def test_613_1f_infuse_with_vitality_returns_the_creature_that_died(
        real_db: CardDatabase) -> None:
    """Infuse with Vitality: "Until end of turn, target creature gains deathtouch and "When
    this creature dies, return it to the battlefield tapped under its owner's control." You
    gain 2 life." (a sentence after the quoted ability). B's Lightning Bolt kills the Bears
    later that turn: they come back tapped; A has gained 2 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Infuse with Vitality")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Infuse with Vitality", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.BEGIN_COMBAT, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Grizzly Bears")


def test_613_1f_driven_creatures_gain_trample_and_draw_on_combat_damage(
        real_db: CardDatabase) -> None:
    """Driven (Driven // Despair): "Until end of turn, creatures you control gain trample and
    "Whenever this creature deals combat damage to a player, draw a card."" Two Grizzly
    Bears attack unblocked: B goes to 16, A draws two cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Driven // Despair")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    _library_of(s, "A", "Island", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Driven")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_hand_count("A", 2, "Island")
    s.assert_abilities("A", "Grizzly Bears", ["trample"])


# ------------------------------ "counter it" in a trigger on a spell cast (701.5a, 118.12)


def _nether_void(real_db: CardDatabase, mountains: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nether Void")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", mountains)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("B", "yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    return s


def test_118_12_nether_void_counters_a_spell_whose_caster_cant_pay(
        real_db: CardDatabase) -> None:
    """Nether Void: "Whenever a player casts a spell, counter it unless that player pays
    {3}." B's Lightning Bolt at A, cast with B's only Mountain: B can't pay, the Bolt is
    countered, A stays at 20."""
    s = _nether_void(real_db, 1)
    s.assert_life("A", 20)


def test_118_12_nether_void_caster_pays_three(real_db: CardDatabase) -> None:
    """The same with four Mountains: B pays {3}, the Bolt resolves, A goes to 17."""
    s = _nether_void(real_db, 4)
    s.assert_life("A", 17)
    s.assert_tapped("Mountain")


def test_701_5a_presence_of_the_master_counters_enchantment_spells(
        real_db: CardDatabase) -> None:
    """Presence of the Master: "Whenever a player casts an enchantment spell, counter it."
    B's Pacifism on A's Grizzly Bears is countered: the Bears attack for 2 on A's turn 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Presence of the Master")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Pacifism")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Pacifism", targets=["Grizzly Bears"])
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Pacifism", 1)
    s.assert_life("B", 18)


# ------------------------------------ "you may pay {X}. If you do, ... X ..." (107.3, 608.2c)


def test_107_3_flameblast_dragon_pays_x_as_its_trigger_resolves(real_db: CardDatabase) -> None:
    """Flameblast Dragon: "Whenever ~ attacks, you may pay {X}{R}. If you do, ~ deals X damage
    to any target." A pays X=3 with four Mountains, at B: 3 damage, then 5 combat damage:
    B is at 12; A's four Mountains are tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flameblast Dragon")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_target("A", "B")
    s.set_choice("A", "yes")
    s.set_choice("A", "X=3")
    s.attack(1, "A", "Flameblast Dragon")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 12)
    assert all(s.state.objects[o].tapped for o in s.state.battlefield
               if s.state.objects[o].card.name == "Mountain")


def test_107_3_vigil_for_the_lost_gains_the_x_paid(real_db: CardDatabase) -> None:
    """Vigil for the Lost: "Whenever a creature you control dies, you may pay {X}. If you do,
    you gain X life." B's Lightning Bolt kills A's Grizzly Bears on B's turn; A pays X=2 with
    two of A's three Plains: A gains 2 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vigil for the Lost")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.set_choice("A", "2")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 22)


# --------------------------- a target put onto the battlefield is a new object (400.7)


def test_400_7_bond_of_revival_the_returned_creature_gains_haste(
        real_db: CardDatabase) -> None:
    """Bond of Revival: "Return target creature card from your graveyard to the battlefield.
    It gains haste until your next turn." "It" is the permanent the card became (400.7): the
    Hill Giant returned attacks the same turn, B goes to 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Bond of Revival")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bond of Revival", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_400_7_rise_from_the_grave_the_creature_is_a_black_zombie(
        real_db: CardDatabase) -> None:
    """Rise from the Grave (XMage's test): "Put target creature card from a graveyard onto the
    battlefield under your control. That creature is a black Zombie in addition to its other
    colors and types." B's Hill Giant from B's graveyard: A controls it, a red and black Giant
    Zombie 3/3 (613.1d, 613.1e)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Rise from the Grave")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rise from the Grave", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_subtype("Hill Giant", "Zombie")
    s.assert_subtype("Hill Giant", "Giant")
    s.assert_color("Hill Giant", ["Red", "Black"])
    s.assert_power_toughness("A", "Hill Giant", 3, 3)


def test_603_7c_macabre_mockery_pumps_and_sacrifices_the_returned_creature(
        real_db: CardDatabase) -> None:
    """Macabre Mockery: "Put target creature card from an opponent's graveyard onto the
    battlefield under your control. It gets +2/+0 and gains haste until end of turn.
    Sacrifice it at the beginning of the next end step." B's Hill Giant attacks B as a 5/3
    (B at 15), then is sacrificed at A's end step: back in B's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Macabre Mockery")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Macabre Mockery", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)


# -------------------- "target player shuffles up to N target cards from their graveyard" (601.2c)


def test_601_2c_memorys_journey_shuffles_cards_of_the_target_players_graveyard(
        real_db: CardDatabase) -> None:
    """Memory's Journey: "Target player shuffles up to three target cards from their
    graveyard into their library." A targets B and two cards of B's graveyard: B's library
    grows from 2 to 4, B's graveyard keeps its third card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Memory's Journey")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Shock")
    _library_of(s, "B", "Forest", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memory's Journey",
                 targets=["B", "Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 4)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)


def test_601_2c_memorys_journey_cant_target_another_players_card(
        real_db: CardDatabase) -> None:
    """The same, A targeting B but naming a card of A's own graveyard: not a legal choice
    (the cards must be B's), so the spell can't be cast that way."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Memory's Journey")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Memory's Journey",
                 targets=["B", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="could not cast Memory's Journey"):
        s.execute()


# ------------------------------------------------ a game saved at these decisions reloads


def test_saved_at_the_x_and_order_choices_round_trips(real_db: CardDatabase,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """At Flameblast Dragon's "choose X" (effects/pay_x.py) and at Mindmoil's order of the
    cards put on the bottom (effects/hand_redraw.py), the game saved to JSON and loaded back,
    and its copy, save the same; the games still end as in the tests above."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.game import Game

    seen: list[str] = []
    original = Scenario._decide

    def decide(self: Scenario, d: object) -> object:
        if isinstance(d, ChoiceDecision) and d.purpose in ("pay_x", "order_bottom"):
            data = self.game.to_json()
            assert Game.from_json(data, real_db).to_json() == data
            assert self.game.copy().to_json() == data
            seen.append(d.purpose)
        return original(self, d)

    monkeypatch.setattr(Scenario, "_decide", decide)
    test_107_3_flameblast_dragon_pays_x_as_its_trigger_resolves(real_db)
    test_401_4_mindmoil_puts_the_hand_on_the_bottom_then_draws_that_many(real_db)
    assert seen == ["pay_x", "order_bottom"], seen


def test_701_13a_doomfall_opponent_exiles_the_creature_they_choose(
        real_db: CardDatabase) -> None:
    """Doomfall, first mode: "Target opponent exiles a creature they control." B chooses the
    Hill Giant: it is exiled (not put into the graveyard: no sacrifice), the Bears stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Doomfall")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_mode_choice("A", 1)
    s.set_choice("B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doomfall", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1, "B")
    s.assert_graveyard_count("B", "Hill Giant", 0)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_102_1_grave_pact_each_other_player_sacrifices(real_db: CardDatabase) -> None:
    """Grave Pact: "Whenever a creature you control dies, each other player sacrifices a
    creature." B's Lightning Bolt kills A's Grizzly Bears: B sacrifices B's only creature,
    the Hill Giant; A's other creature (Llanowar Elves) stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grave Pact")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_102_1_words_of_wisdom_each_other_player_draws(real_db: CardDatabase) -> None:
    """Words of Wisdom: "You draw two cards, then each other player draws a card." A holds two
    more cards, B one more."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Words of Wisdom")
    _library_of(s, "A", "Island", 4)
    _library_of(s, "B", "Forest", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Words of Wisdom")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2, "Island")
    s.assert_library_count("A", 2)
    s.assert_library_count("B", 3)
