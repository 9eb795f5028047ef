"""Trigger conditions added in session 6 (cards/oracle/trigger_events.py,
rules/trigger_events_batch.py), played with real cards from the shared MTGJSON file (skipped
when it is absent): "one or more" events triggering once per event (603.2c), "you attack with N
or more creatures" (508.1), discards of a kind of card (701.8), counters put on another
permanent (122.6), and conditions holding a list ("a blue, black, or red spell"). Each has exact
figures and a case where it must not trigger."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_508_1_attack_with_two_or_more_creatures(real_db: CardDatabase) -> None:
    """Military Intelligence: "Whenever you attack with two or more creatures, draw a card."
    Turn 1, two Bears attack: 1 card. Turn 3, one Bear attacks: no card (only the draw step's):
    A holds 2; B took 2 + 2 + 2."""
    _compiled(real_db, "Military Intelligence")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Military Intelligence")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.attack(3, "A", "Grizzly Bears#1")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_life("B", 14)


def test_508_1_attack_with_two_or_more_creatures_with_flying(real_db: CardDatabase) -> None:
    """Tide Skimmer: "Whenever you attack with two or more creatures with flying". Turn 1, a
    Wind Drake and a Bear (one flyer): nothing. Turn 3, the Drake and a Storm Crow: 1 card, and
    the draw step's: A holds 2."""
    _compiled(real_db, "Tide Skimmer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tide Skimmer")
    s.add_card(Zone.BATTLEFIELD, "A", "Wind Drake")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Storm Crow")
    s.attack(1, "A", "Wind Drake")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(3, "A", "Wind Drake")
    s.attack(3, "A", "Storm Crow")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_life("B", 20 - 4 - 3)


def test_603_2c_one_or_more_creature_cards_milled_trigger_once(real_db: CardDatabase) -> None:
    """Sidisi, Brood Tyrant: "Whenever one or more creature cards are put into your graveyard
    from your library, create a 2/2 black Zombie". Turn 1 it attacks and mills three creature
    cards at once: one Zombie, not three (603.2c). Turn 3 it mills three Wastes: none."""
    _compiled(real_db, "Sidisi, Brood Tyrant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sidisi, Brood Tyrant")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears", 2)
    s.add_card(Zone.LIBRARY, "A", "Storm Crow")
    s.attack(1, "A", "Sidisi, Brood Tyrant")
    s.attack(3, "A", "Sidisi, Brood Tyrant")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Wastes", 3)
    s.assert_permanent_count("A", "Zombie Token", 1)
    s.assert_life("B", 14)


def test_701_8_an_opponent_discards_a_kind_of_card(real_db: CardDatabase) -> None:
    """Waste Not: B discards a creature card (a Zombie) and a noncreature, nonland card (A
    draws one). A's own discards (B's Mind Rot) trigger nothing: one Zombie, A's hand 2 Bears
    + 1 drawn - 2 discarded = 1."""
    _compiled(real_db, "Waste Not", "Mind Rot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Waste Not")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Mind Rot")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.LIBRARY, "B", "Mind Rot")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mind Rot", targets=("B",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_permanent_count("A", "Zombie Token", 1)
    s.assert_hand_count("A", 1)


def test_404_2_one_or_more_cards_leave_your_graveyard(real_db: CardDatabase) -> None:
    """Fuming Effigy: "Whenever one or more cards leave your graveyard, ~ deals 1 damage to
    each opponent." A's Raise Dead returns a Bear from A's graveyard: B 19. B's Raise Dead
    returns B's Bear from B's graveyard: not A's graveyard, B stays at 19."""
    _compiled(real_db, "Fuming Effigy", "Raise Dead")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fuming Effigy")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Raise Dead")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.HAND, "B", "Raise Dead")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise Dead", targets=("Grizzly Bears@A",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Raise Dead", targets=("Grizzly Bears@B",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_life("B", 19)
    s.assert_life("A", 20)


def test_122_6_counters_put_on_another_creature_you_control(real_db: CardDatabase) -> None:
    """Enduring Scalelord: "Whenever one or more +1/+1 counters are put on another creature
    you control, you may put a +1/+1 counter on ~." Travel Preparations puts one on a Bear and
    one on the Scalelord: the Bear's triggers (+1), the Scalelord's own does not ("another"):
    the Scalelord 4/4 + 2 = 6/6, the Bear 3/3."""
    _compiled(real_db, "Enduring Scalelord", "Travel Preparations")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Enduring Scalelord")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Travel Preparations")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Travel Preparations",
                 targets=("Grizzly Bears", "Enduring Scalelord"))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Enduring Scalelord", 6, 6)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_a_condition_holding_a_list_of_colors(real_db: CardDatabase) -> None:
    """God-Pharaoh's Faithful: "Whenever you cast a blue, black, or red spell, you gain 1
    life." Lightning Bolt (red): +1; Giant Growth (green): nothing: A at 21."""
    _compiled(real_db, "God-Pharaoh's Faithful")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "God-Pharaoh's Faithful")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth",
                 targets=("God-Pharaoh's Faithful",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 21)
    s.assert_life("B", 17)


def test_120_3_a_source_deals_damage_to_it_once_per_source(real_db: CardDatabase) -> None:
    """Nested Ghoul: "Whenever a source deals damage to ~, create a 2/2 black Phyrexian Zombie
    creature token." It attacks and two Bears block it: two sources deal it combat damage at
    once, two triggers (one per source, unlike "is dealt damage", 510.2); it dies of the 4
    damage and still makes both tokens."""
    _compiled(real_db, "Nested Ghoul")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nested Ghoul")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Nested Ghoul")
    s.block(1, "B", "Grizzly Bears#1", "Nested Ghoul")
    s.block(1, "B", "Grizzly Bears#2", "Nested Ghoul")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Nested Ghoul", 1)
    s.assert_permanent_count("A", "Phyrexian Zombie Token", 2)


def test_120_3_a_source_an_opponent_controls_deals_damage_to_you(real_db: CardDatabase) -> None:
    """Farsight Mask: "Whenever a source an opponent controls deals damage to you, if ~ is
    untapped, you may draw a card." B's Shock to A: 1 card. A's own Shock to A: none. A: 16
    life, 1 card."""
    _compiled(real_db, "Farsight Mask")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Farsight Mask")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("A",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 16)
    s.assert_hand_count("A", 1)


def test_115_1_a_creature_you_control_becomes_the_target_of_an_instant(
        real_db: CardDatabase) -> None:
    """Wild Defiance: "Whenever a creature you control becomes the target of an instant or
    sorcery spell, that creature gets +3/+3 until end of turn." Giant Growth on A's Bears:
    2/2 + 3/3 + 3/3 = 8/8. Giant Growth on B's Bears (not A's): 5/5, no trigger."""
    _compiled(real_db, "Wild Defiance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wild Defiance")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Giant Growth", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=("Grizzly Bears@A",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=("Grizzly Bears@B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 8, 8)
    s.assert_power_toughness("B", "Grizzly Bears", 5, 5)


def test_115_1_targeted_by_a_spell_an_opponent_controls(real_db: CardDatabase) -> None:
    """Shapers' Sanctuary: "Whenever a creature you control becomes the target of a spell or
    ability an opponent controls, you may draw a card." A's own Giant Growth on its Bears: no
    card. B's Shock on them: 1 card (the Bears, 5/5 this turn, survive)."""
    _compiled(real_db, "Shapers' Sanctuary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shapers' Sanctuary")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=("Grizzly Bears",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_damage("Grizzly Bears", 2)


def test_400_7_enchanted_creature_dies_return_that_card_under_your_control(
        real_db: CardDatabase) -> None:
    """False Demise: "When enchanted creature dies, return that card to the battlefield under
    your control." A's False Demise on B's Bears; A's Lightning Bolt kills them: the card
    (a new object in B's graveyard, 400.7) returns under A's control, B's graveyard empty."""
    _compiled(real_db, "False Demise")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "False Demise", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "False Demise", 1)


def test_700_4_exiled_is_not_dies_nothing_returns(real_db: CardDatabase) -> None:
    """Demonic Vigor ("When enchanted creature dies, return that card to its owner's hand"):
    Swords to Plowshares exiles the Bears (not "dies"): nothing returns; A gains 3 life (the
    Bears' power 2 + 1 from the Aura)."""
    _compiled(real_db, "Demonic Vigor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Demonic Vigor", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Swords to Plowshares")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Swords to Plowshares",
                 targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_hand_count("A", 0)
    s.assert_life("A", 23)


def test_400_7_enchanted_creature_dies_return_that_card_to_hand(real_db: CardDatabase) -> None:
    """Demonic Vigor: the enchanted Bears (3/3) die to a Bolt: the card returns to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Demonic Vigor", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Demonic Vigor", 1)


def test_303_4_curse_at_the_beginning_of_enchanted_players_upkeep(real_db: CardDatabase) -> None:
    """Curse of the Bloody Tome (Enchant player): "At the beginning of enchanted player's
    upkeep, that player mills two cards." Cast on B, it stays on the battlefield attached to B
    (a legal player for it, 704.5m). B's upkeep: B mills 2. A's upkeep: A mills nothing."""
    _compiled(real_db, "Curse of the Bloody Tome")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Curse of the Bloody Tome")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of the Bloody Tome", targets=("B",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Curse of the Bloody Tome", 1)
    s.assert_graveyard_count("B", "Wastes", 2)
    s.assert_library_count("B", 17)
    s.assert_graveyard_count("A", "Wastes", 0)
    s.assert_library_count("A", 19)


def test_303_4_a_curse_attached_to_a_player_saves_and_loads(real_db: CardDatabase) -> None:
    """303.4: a curse is attached to a player (a player reference, < 0): the saved game keeps
    it and loads (bench/fuzz.py seed 6255 found the save format refusing it)."""
    from mtg_engine.game import Game
    from mtg_engine.state.objects import player_ref

    _compiled(real_db, "Curse of the Bloody Tome")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Curse of the Bloody Tome")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of the Bloody Tome", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    g = Game.from_json(s.game.to_json(), real_db)
    curse = next(o for o in g.state.objects.values() if o.card.name == "Curse of the Bloody Tome")
    assert curse.attached_to == player_ref(1)
    assert g.to_json() == s.game.to_json()


def test_303_4_a_creature_attacks_enchanted_player(real_db: CardDatabase) -> None:
    """Curse of Predation on B: "Whenever a creature attacks enchanted player, put a +1/+1
    counter on it." A's Bears attack B: a counter, 3 damage (B 17). B's Bears attack A (not
    the enchanted player): no counter, 2 damage (A 18)."""
    _compiled(real_db, "Curse of Predation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Curse of Predation")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curse of Predation", targets=("B",))
    s.attack(1, "A", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 0)
    s.assert_life("B", 17)
    s.assert_life("A", 18)


def test_303_4_a_creature_enters_under_enchanted_players_control(real_db: CardDatabase) -> None:
    """Trespasser's Curse on B: "Whenever a creature enters the battlefield under enchanted
    player's control, that player loses 1 life and you gain 1 life." B's Bears: B 19, A 21.
    A's own Bears: nothing."""
    _compiled(real_db, "Trespasser's Curse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Trespasser's Curse")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Trespasser's Curse", targets=("B",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_life("A", 21)


def test_614_12a_cast_a_spell_of_the_chosen_color(real_db: CardDatabase) -> None:
    """Diamond Knight (red chosen as it enters): "Whenever you cast a spell of the chosen
    color, put a +1/+1 counter on ~." Lightning Bolt (red): a counter; Giant Growth (green):
    none. 1/1 + 1 = 2/2."""
    _compiled(real_db, "Diamond Knight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Diamond Knight")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diamond Knight")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=("B",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=("Grizzly Bears",))
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Diamond Knight", "+1/+1", 1)
    s.assert_power_toughness("A", "Diamond Knight", 2, 2)


def test_119_9_gain_life_for_the_first_time_each_turn(real_db: CardDatabase) -> None:
    """Cleric of Life's Bond: "Whenever you gain life for the first time each turn, put a +1/+1
    counter on ~." Two Chaplain's Blessings on turn 1: one counter (the second gain is not the
    first). Another on turn 3: a second counter. 1/2 + 2 = 3/4; A at 20 + 15."""
    _compiled(real_db, "Cleric of Life's Bond", "Chaplain's Blessing")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cleric of Life's Bond")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Chaplain's Blessing", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chaplain's Blessing")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Chaplain's Blessing")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Chaplain's Blessing")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 35)
    s.assert_counter_count("A", "Cleric of Life's Bond", "+1/+1", 2)


def test_601_2i_a_player_casts_their_second_spell_each_turn(real_db: CardDatabase) -> None:
    """Ledger Shredder: "Whenever a player casts their second spell each turn, ~ connives."
    B's first Shock: nothing; B's second: A draws a card and discards one (one card in A's
    graveyard, not two). A at 16."""
    _compiled(real_db, "Ledger Shredder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ledger Shredder")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 16)
    s.assert_graveyard_count("A", None, 1)
    s.assert_hand_count("A", 0)


def test_701_18_whenever_you_scry(real_db: CardDatabase) -> None:
    """Flamespeaker Adept: "Whenever you scry, ~ gets +2/+0 and gains first strike until end
    of turn." A's Opt (scry 1): 2/3 -> 4/3. B's Opt on turn 2: A's Adept stays 2/3."""
    _compiled(real_db, "Flamespeaker Adept", "Opt")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flamespeaker Adept")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Opt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_power_toughness("A", "Flamespeaker Adept", 4, 3))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Opt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Flamespeaker Adept", 2, 3)
    s.assert_hand_count("B", 2)


def test_601_2i_an_opponent_casts_a_spell_during_your_turn(real_db: CardDatabase) -> None:
    """Hermit of the Natterknolls transforms at turn 1's upkeep (no spells were cast last
    turn) into Lone Wolf of the Natterknolls: "Whenever an opponent casts a spell during your
    turn, draw two cards." B's Shock on A's turn 1: A draws 2. B's Shock on B's own turn 2:
    nothing (B cast one spell on turn 1: no transforming back on turn 2)."""
    _compiled(real_db, "Hermit of the Natterknolls // Lone Wolf of the Natterknolls")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hermit of the Natterknolls")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Lone Wolf of the Natterknolls", 1)
    s.assert_hand_count("A", 2)
    s.assert_life("A", 16)


def test_120_3_a_creature_is_dealt_damage(real_db: CardDatabase) -> None:
    """Death Pits of Rath: "Whenever a creature is dealt damage, destroy it." Shock deals 2 to
    B's Hill Giant (3/3, not lethal): it is destroyed. A's Bears, dealt no damage, stay."""
    _compiled(real_db, "Death Pits of Rath")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Death Pits of Rath")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Hill Giant",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_510_2_dealt_combat_damage_by_two_blockers_is_one_event(real_db: CardDatabase) -> None:
    """Rite of Passage: "Whenever a creature you control is dealt damage, put a +1/+1 counter
    on it." A's Hill Giant is blocked by two Llanowar Elves: their combat damage is dealt at
    once, one event (510.2): one counter, not two. The Giant, 3/3 with 2 damage, becomes 4/4."""
    _compiled(real_db, "Rite of Passage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rite of Passage")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves", 2)
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Llanowar Elves#1", "Hill Giant")
    s.block(1, "B", "Llanowar Elves#2", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 1)
    s.assert_power_toughness("A", "Hill Giant", 4, 4)
    s.assert_graveyard_count("B", "Llanowar Elves", 2)


def test_601_2i_cast_an_instant_sorcery_or_wizard_spell(real_db: CardDatabase) -> None:
    """Umara Mystic: "Whenever you cast an instant, sorcery, or Wizard spell, ~ gets +2/+0
    until end of turn." Opt (an instant): +2; Prodigal Sorcerer (a Human Wizard creature
    spell): +2; Grizzly Bears (neither): nothing. 1/3 -> 5/3 at the end step."""
    _compiled(real_db, "Umara Mystic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Umara Mystic")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.HAND, "A", "Prodigal Sorcerer")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prodigal Sorcerer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Umara Mystic", 5, 3)


def test_111_1_a_creature_token_leaves_the_battlefield(real_db: CardDatabase) -> None:
    """Twilight Drover: "Whenever a creature token leaves the battlefield, put a +1/+1 counter
    on ~." B's Shock kills one of A's Soldier tokens: a counter. B's other Shock kills A's
    Grizzly Bears (not a token): none."""
    _compiled(real_db, "Twilight Drover", "Raise the Alarm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Twilight Drover")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Soldier Token",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Twilight Drover", "+1/+1", 1)


def test_106_12_a_player_taps_a_land_for_mana(real_db: CardDatabase) -> None:
    """Manabarbs: "Whenever a player taps a land for mana, ~ deals 1 damage to that player."
    A taps two Forests for Grizzly Bears: A 18. B taps a Mountain for Shock (at A): B 19, A 16.
    Nothing else is tapped for mana: no other damage."""
    _compiled(real_db, "Manabarbs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Manabarbs")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 16)
    s.assert_life("B", 19)


def test_106_12_a_nonbasic_land_for_mana_not_a_basic_one(real_db: CardDatabase) -> None:
    """Burning Earth: "Whenever a player taps a nonbasic land for mana, ~ deals 1 damage to
    that player." B taps a Swiftwater Cliffs (nonbasic) for Shock: B 19. A taps two basic
    Forests for Grizzly Bears: no damage (A 18, from the Shock only)."""
    _compiled(real_db, "Burning Earth", "Swiftwater Cliffs")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burning Earth")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swiftwater Cliffs")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 19)


def test_605_1b_a_triggered_mana_ability_is_read_as_one() -> None:
    """605.1b: "Whenever you tap a Forest for mana, add {G}" triggers from a mana ability and
    adds mana: a mana ability, whose effect is `triggered_mana` (resolved at once, 605.4a:
    rules/mana_triggers.py, tests/cards/test_mana_triggers.py)."""
    from mtg_engine.cards.oracle.triggers import _trigger

    got, why = _trigger("Whenever you tap a Forest for mana, add {G}.", "x", ("Enchantment",))
    assert why == ""
    assert got is not None
    assert got[0]["event"] == "permanent_tapped_for_mana"
    assert got[0]["effects"] == [{"triggered_mana": {"mana": "{G}", "who": "you"}}]
