"""Trigger conditions counted within a turn (cards/oracle/trigger_turn_counts.py,
rules/trigger_turn_counts.py), played with real cards from the shared MTGJSON file (skipped
when it is absent): the first life loss each turn (119.3, 120.3a), the first spell of a kind
each turn and the spells after the first (601.2i). Each has exact figures and a case where it
must not trigger."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def test_119_3_lose_life_for_the_first_time_each_turn(real_db: CardDatabase) -> None:
    """Vengeful Warchief: "Whenever you lose life for the first time each turn, put a +1/+1
    counter on ~." B Shocks A twice on turn 2: one counter (the second loss is not the first,
    and damage is a loss of life, 120.3a). Another Shock on turn 4: a second. 4/4 -> 6/6."""
    _compiled(real_db, "Vengeful Warchief")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vengeful Warchief")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 3)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_life("A", 14)
    s.assert_counter_count("A", "Vengeful Warchief", "+1/+1", 2)
    s.assert_power_toughness("A", "Vengeful Warchief", 6, 6)


def test_119_3_an_opponents_life_loss_does_not_count(real_db: CardDatabase) -> None:
    """Vengeful Warchief: A Shocks B on turn 1: B loses life, not A: no counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vengeful Warchief")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_counter_count("A", "Vengeful Warchief", "+1/+1", 0)


def test_601_2i_first_enchantment_spell_each_turn(real_db: CardDatabase) -> None:
    """Tuvasa the Sunlit: "Whenever you cast your first enchantment spell each turn, draw a
    card." Turn 1: a Grizzly Bears (not an enchantment: nothing), then two Glorious Anthems:
    one card for the first. A's hand: 3 cast from 3 + 1 drawn = 1."""
    _compiled(real_db, "Tuvasa the Sunlit", "Glorious Anthem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tuvasa the Sunlit")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Glorious Anthem", 2)
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Glorious Anthem")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Glorious Anthem")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)


def test_601_2i_first_instant_or_sorcery_spell_is_copied(real_db: CardDatabase) -> None:
    """Double Vision: "Whenever you cast your first instant or sorcery spell each turn, copy
    that spell." Turn 1, two Shocks at B: the first is copied (2 + 2), the second not (2): B at
    14. Turn 3, a Shock: copied again: B at 10."""
    _compiled(real_db, "Double Vision")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Double Vision")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 10)


def test_601_2i_spells_other_than_the_first_each_turn(real_db: CardDatabase) -> None:
    """Arcbound Tracker (modular 2): "Whenever you cast a spell other than your first spell
    each turn, put a +1/+1 counter on ~." Turn 1: the Tracker itself is A's first spell (it
    enters with 2 counters), then three Shocks, each not the first: 2 + 3 = 5 counters, 5/5.
    B at 14."""
    _compiled(real_db, "Arcbound Tracker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Arcbound Tracker")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Shock", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arcbound Tracker")
    for _ in range(3):
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_counter_count("A", "Arcbound Tracker", "+1/+1", 5)
    s.assert_power_toughness("A", "Arcbound Tracker", 5, 5)


def test_603_2_triggers_only_once_each_turn(real_db: CardDatabase) -> None:
    """Morbid Opportunist: "Whenever one or more other creatures die, draw a card. This ability
    triggers only once each turn." Turn 1 A Shocks two of B's Grizzly Bears, one at a time:
    two events, one card. Turn 3 a third Shock kills the last Bears: one more card. A's hand:
    3 Shocks cast, 1 + 1 drawn by the ability, 1 in the turn-3 draw step = 3."""
    _compiled(real_db, "Morbid Opportunist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Morbid Opportunist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Grizzly Bears#1",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=("Grizzly Bears#2",))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Grizzly Bears",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 3)
    s.assert_hand_count("A", 3)


def test_121_1_an_opponent_draws_their_second_card_each_turn(real_db: CardDatabase) -> None:
    """Dogged Detective (in A's graveyard): "Whenever an opponent draws their second card each
    turn, you may return ~ from your graveyard to your hand." Turn 2 B draws for the turn (the
    first card), then casts Opt (the second): the Detective returns to A's hand."""
    _compiled(real_db, "Dogged Detective", "Opt")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Dogged Detective")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Opt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Opt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Dogged Detective", 0)
    s.assert_hand_count("A", 1)


def test_121_1_an_opponents_first_card_does_not_trigger(real_db: CardDatabase) -> None:
    """Dogged Detective: turn 2 B only draws for the turn: the Detective stays put."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Dogged Detective")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Dogged Detective", 1)
    s.assert_hand_count("A", 0)


def test_716_1_cast_a_creature_spell_that_has_an_adventure(real_db: CardDatabase) -> None:
    """Edgewall Innkeeper: "Whenever you cast a creature spell that has an Adventure, draw a
    card." Turn 1: Curious Pair cast as the creature (1 card), Grizzly Bears (no Adventure:
    nothing), another Curious Pair cast as its Adventure Treats to Share (a sorcery spell, not a
    creature spell: nothing, 716.3b). A's hand: 3 cast, 1 drawn = 1."""
    _compiled(real_db, "Edgewall Innkeeper", "Curious Pair // Treats to Share")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Edgewall Innkeeper")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Curious Pair", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curious Pair")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Treats to Share")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_permanent_count("A", "Food Token", 1)


def test_701_17a_you_sacrifice_one_or_more_other_creatures(real_db: CardDatabase) -> None:
    """Forge Boss: "Whenever you sacrifice one or more other creatures, ~ deals 2 damage to
    each opponent. This ability triggers only once each turn." Turn 1 A sacrifices two Grizzly
    Bears to Viscera Seer, one at a time: 2 damage, not 4. Turn 3 a third: 2 more. B at 16."""
    _compiled(real_db, "Forge Boss", "Viscera Seer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forge Boss")
    s.add_card(Zone.BATTLEFIELD, "A", "Viscera Seer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature:")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice a creature:")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature:")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 3)
    s.assert_life("B", 16)
