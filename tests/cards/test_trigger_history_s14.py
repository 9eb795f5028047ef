"""Trigger events read against the turn's history (cards/oracle/trigger_history.py,
rules/trigger_history.py), played with real cards from the shared MTGJSON file (skipped when it
is absent): becoming the target of an opponent's / your spell (115.1) and "counter that spell
unless its controller discards a card" (118.12, 701.8), die rolls (706.1), life gained or lost
during your turn (119.9, 119.3, 500.1), discarding one or more cards [for the first time each
turn] (701.8, 603.2c), cards to a graveyard from anywhere (404.2), damage to planeswalkers
(120.3c), to you or your permanents and to opponents (120.3), "any target that was dealt damage
this turn" (120.1), cards exiled from your library or graveyard (406.3), the first surveil or
cycle each turn, you becoming the target (115.1), untapping (701.21b), entering from your
graveyard (400.7) and damage by an object as it last existed (608.2h). Each has exact figures
and a case where it must not trigger."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _smasher_vs_doom_blade(db: CardDatabase, *answers: str, fodder: int = 1) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reality Smasher")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    if fodder:
        s.add_card(Zone.HAND, "B", "Sigiled Starfish", fodder)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=("Reality Smasher",))
    for a in answers:
        s.set_choice("B", a)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_115_1_reality_smasher_controller_discards_to_keep_the_spell(real_db: CardDatabase
                                                                      ) -> None:
    """Reality Smasher: "Whenever ~ becomes the target of a spell an opponent controls, counter
    that spell unless its controller discards a card." B's Doom Blade targets it; B discards
    Sigiled Starfish (118.12): the Blade resolves and destroys the Smasher."""
    _compiled(real_db, "Reality Smasher", "Doom Blade", "Sigiled Starfish")
    s = _smasher_vs_doom_blade(real_db, "Yes", "Sigiled Starfish")
    s.assert_graveyard_count("B", "Doom Blade", 1)
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Sigiled Starfish", 1)
    s.assert_graveyard_count("A", "Reality Smasher", 1)


def test_118_12_reality_smasher_counters_when_no_card_is_discarded(real_db: CardDatabase
                                                                     ) -> None:
    """B answers "No": the Doom Blade is countered (701.5a, to B's graveyard), the Smasher
    stays and B keeps the Starfish."""
    s = _smasher_vs_doom_blade(real_db, "No")
    s.assert_graveyard_count("B", "Doom Blade", 1)
    s.assert_hand_count("B", 1)
    s.assert_permanent_count("A", "Reality Smasher", 1)


def test_118_3_reality_smasher_with_an_empty_hand_counters(real_db: CardDatabase) -> None:
    """B has no other card: B can't discard (118.3), the Blade is countered."""
    s = _smasher_vs_doom_blade(real_db, "Yes", fodder=0)
    s.assert_graveyard_count("B", "Doom Blade", 1)
    s.assert_permanent_count("A", "Reality Smasher", 1)


def test_115_1_reality_smasher_picks_the_card_discarded(real_db: CardDatabase) -> None:
    """With two Starfish and a Swamp in hand, B discards the Swamp it names (701.8)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reality Smasher")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.add_card(Zone.HAND, "B", "Sigiled Starfish", 2)
    s.add_card(Zone.HAND, "B", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=("Reality Smasher",))
    s.set_choice("B", "Yes")
    s.set_choice("B", "Swamp")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Swamp", 1)
    s.assert_hand_count("B", 2)
    s.assert_graveyard_count("A", "Reality Smasher", 1)


def test_115_1_own_spell_does_not_trigger_reality_smasher(real_db: CardDatabase) -> None:
    """A's own Giant Growth on the Smasher: not an opponent's spell, no trigger: 8/8."""
    _compiled(real_db, "Giant Growth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Reality Smasher")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=("Reality Smasher",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Reality Smasher", 8, 8)
    s.assert_graveyard_count("A", "Giant Growth", 1)


def test_115_1_stormchaser_drake_draws_for_your_spells_only(real_db: CardDatabase) -> None:
    """Stormchaser Drake: "Whenever ~ becomes the target of a spell you control, draw a card."
    A's Giant Growth on it: A draws one (hand 0 + 1). B's Shock on it in A's turn: nothing
    (an opponent's spell); the 1/1 Drake, made 4/4, survives the Shock."""
    _compiled(real_db, "Stormchaser Drake")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormchaser Drake")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=("Stormchaser Drake",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("Stormchaser Drake",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_permanent_count("A", "Stormchaser Drake", 1)


def test_706_1_brazen_dwarf_whenever_you_roll_dice(real_db: CardDatabase) -> None:
    """Brazen Dwarf: "Whenever you roll one or more dice, ~ deals 1 damage to each opponent."
    A's Farideh's Fireball kills B's Grizzly Bears and rolls a d20: B takes 2 from the table
    (each player or each opponent, B either way) and 1 from the Dwarf: 17."""
    _compiled(real_db, "Brazen Dwarf", "Farideh's Fireball")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brazen Dwarf")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Farideh's Fireball")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Farideh's Fireball", targets=("Grizzly Bears",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_706_1_an_opponents_roll_does_not_trigger(real_db: CardDatabase) -> None:
    """B rolls (B's Fireball at A's Dwarf): not A's roll: A takes only the table's 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brazen Dwarf")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.add_card(Zone.HAND, "B", "Farideh's Fireball")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Farideh's Fireball", targets=("Brazen Dwarf",))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("A", "Brazen Dwarf", 1)


def test_500_1_vampire_scrivener_life_during_your_turn(real_db: CardDatabase) -> None:
    """Vampire Scrivener: "Whenever you gain life during your turn, put a +1/+1 counter on ~."
    and "Whenever you lose life during your turn, ...". Turn 1 (A's): A gains 5 (Chaplain's
    Blessing): a counter; B Shocks A: a counter. Turn 2 (B's): B Shocks A again: none. 2/2 ->
    4/4; A at 20 + 5 - 2 - 2 = 21."""
    _compiled(real_db, "Vampire Scrivener", "Chaplain's Blessing")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Scrivener")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Chaplain's Blessing")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chaplain's Blessing")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 21)
    s.assert_counter_count("A", "Vampire Scrivener", "+1/+1", 2)
    s.assert_power_toughness("A", "Vampire Scrivener", 4, 4)


def test_701_8_rielle_draws_that_many_the_first_time_each_turn(real_db: CardDatabase) -> None:
    """Rielle, the Everwise: "Whenever you discard one or more cards for the first time each
    turn, draw that many cards." Turn 2 B's Mind Rot: A discards 2 at once (one event, 603.2c)
    and draws 2; B's second Mind Rot: A discards 2 more, no draw (not the first time). A's
    hand: 4 - 2 + 2 = 4, then 4 - 2 = 2; 4 cards in A's graveyard, 20 filler + 5 - 2 = 23 in
    the library (A is on the play: no draw on turn 1, 103.7a)."""
    _compiled(real_db, "Rielle, the Everwise", "Mind Rot")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rielle, the Everwise")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 4)
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 6)
    s.add_card(Zone.HAND, "B", "Mind Rot", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_graveyard_count("A", None, 4)
    s.assert_library_count("A", 23)


def test_603_2c_dying_to_serve_once_each_turn(real_db: CardDatabase) -> None:
    """Dying to Serve: "Whenever you discard one or more cards, create a tapped 2/2 black
    Zombie creature token. This ability triggers only once each turn." Two Mind Rots at A on
    turn 2: one Zombie; a third on turn 4: a second Zombie."""
    _compiled(real_db, "Dying to Serve")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dying to Serve")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 6)
    s.add_card(Zone.HAND, "B", "Mind Rot", 3)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Zombie Token", 1))
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Zombie Token", 2)


# ------------------------------------------------------------------ 404.2: cards to a graveyard


def test_404_2_planar_void_exiles_each_other_card(real_db: CardDatabase) -> None:
    """Planar Void: "Whenever another card is put into a graveyard from anywhere, exile that
    card." A's Shock kills B's Grizzly Bears: the Bears and the Shock (an instant put into
    its owner's graveyard as it resolves, 608.2n) are both exiled."""
    _compiled(real_db, "Planar Void")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Planar Void")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Shock", 1)
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", None, 0)


def test_400_7_planar_void_does_not_see_its_own_card(real_db: CardDatabase) -> None:
    """B's Naturalize destroys Planar Void: its own card is not "another card" (it stays in
    A's graveyard), and the Naturalize reaches B's graveyard after the Void left: both stay."""
    _compiled(real_db, "Naturalize")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Planar Void")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Naturalize")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Naturalize", targets=("Planar Void",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Planar Void", 1)
    s.assert_graveyard_count("B", "Naturalize", 1)
    s.assert_exile_count("Planar Void", 0)


def test_105_2_compost_draws_for_black_cards_only(real_db: CardDatabase) -> None:
    """Compost: "Whenever a black card is put into an opponent's graveyard from anywhere, you
    may draw a card." A Shocks B's Walking Corpse (black): A draws; then B's Grizzly Bears
    (green): nothing. A's hand: 2 Shocks cast, 1 card drawn = 1."""
    _compiled(real_db, "Compost", "Walking Corpse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Compost")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Walking Corpse",))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=("Grizzly Bears",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("B", None, 2)


# ------------------------------------------------------------------ 120.3c: damage to planeswalkers


def test_120_3c_hooded_blightfang_destroys_a_damaged_planeswalker(real_db: CardDatabase
                                                                   ) -> None:
    """Hooded Blightfang (1/4, deathtouch): "Whenever a creature you control with deathtouch
    attacks, each opponent loses 1 life and you gain 1 life." and "Whenever a creature you
    control with deathtouch deals damage to a planeswalker, destroy that planeswalker." It
    attacks B's Jace Beleren (3 loyalty): 1 damage leaves 2, then Jace is destroyed. B 19,
    A 21."""
    _compiled(real_db, "Hooded Blightfang", "Jace Beleren")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hooded Blightfang")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.attack(1, "A", "Hooded Blightfang", "Jace Beleren")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Jace Beleren", 1)
    s.assert_life("B", 19)
    s.assert_life("A", 21)


def test_120_3c_damage_to_a_player_is_not_to_a_planeswalker(real_db: CardDatabase) -> None:
    """The Blightfang attacks B itself: B takes 1 and loses 1; Jace stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hooded Blightfang")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.attack(1, "A", "Hooded Blightfang", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Jace Beleren", 1)
    s.assert_life("B", 18)


def test_120_3c_zagras_destroys_after_combat_damage(real_db: CardDatabase) -> None:
    """Zagras, Thief of Heartbeats: "Whenever a creature you control deals combat damage to a
    planeswalker, destroy that planeswalker." A's Grizzly Bears hits Ajani Goldmane (4
    loyalty): 2 left, then destroyed."""
    _compiled(real_db, "Zagras, Thief of Heartbeats", "Ajani Goldmane")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zagras, Thief of Heartbeats")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ajani Goldmane")
    s.attack(1, "A", "Grizzly Bears", "Ajani Goldmane")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Ajani Goldmane", 1)


def test_120_3_flameblade_angel_answers_opponents_sources(real_db: CardDatabase) -> None:
    """Flameblade Angel: "Whenever a source an opponent controls deals damage to you or a
    permanent you control, you may have ~ deal 1 damage to that source's controller." Turn 2
    B's Lightning Bolt hits A (17): B takes 1; B's Shock kills A's Grizzly Bears: B takes 1
    more (18). Turn 3 A's own Shock on A's other Bears: no trigger (A's source)."""
    _compiled(real_db, "Flameblade Angel", "Lightning Bolt")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flameblade Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=("A",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Grizzly Bears",))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Grizzly Bears", 2)


# ------------------------------------------------------------------ 120.1: dealt damage this turn


def test_120_1_needle_drop_targets_a_player_dealt_damage(real_db: CardDatabase) -> None:
    """Needle Drop: "~ deals 1 damage to any target that was dealt damage this turn. Draw a
    card." A Shocks B (18), then Needle Drops B (17) and draws a card (hand 2 - 2 + 1 = 1)."""
    _compiled(real_db, "Needle Drop")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Needle Drop")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Needle Drop", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_hand_count("A", 1)


def test_120_1_needle_drop_cannot_target_an_undamaged_player(real_db: CardDatabase) -> None:
    """No damage dealt this turn: B isn't a legal target (115.1), the cast fails."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Needle Drop")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Needle Drop", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 20)


def test_120_1_needle_drop_finishes_a_damaged_creature(real_db: CardDatabase) -> None:
    """A Shocks B's Hill Giant (3/3: 2 damage), then Needle Drops it: 3 damage, it dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Needle Drop")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Hill Giant",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Needle Drop", targets=("Hill Giant",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 406.3, 701.42


def test_406_3_laelia_grows_when_a_card_is_exiled_from_the_library(real_db: CardDatabase
                                                                   ) -> None:
    """Laelia, the Blade Reforged (2/2 haste): "Whenever ~ attacks, exile the top card of your
    library. You may play that card this turn." and "Whenever one or more cards are put into
    exile from your library and/or your graveyard, put a +1/+1 counter on Laelia." It attacks:
    one card exiled, one counter: 3/3, B at 17."""
    _compiled(real_db, "Laelia, the Blade Reforged")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Laelia, the Blade Reforged")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.attack(1, "A", "Laelia, the Blade Reforged")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Laelia, the Blade Reforged", "+1/+1", 1)
    s.assert_life("B", 17)
    s.assert_exile_count("Island", 1)


def test_603_2c_rakshasa_vizier_counts_the_cards_exiled_at_once(real_db: CardDatabase) -> None:
    """Rakshasa Vizier: "Whenever one or more cards are put into exile from your graveyard, put
    that many +1/+1 counters on ~." A sacrifices Tormod's Crypt (a cost: it is in A's
    graveyard as the ability resolves) to exile A's graveyard: the Crypt and two Grizzly Bears,
    one event: 3 counters. B's graveyard exiled later (Bojuka Bog on B): none."""
    _compiled(real_db, "Rakshasa Vizier", "Tormod's Crypt", "Bojuka Bog")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rakshasa Vizier")
    s.add_card(Zone.BATTLEFIELD, "A", "Tormod's Crypt")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.HAND, "A", "Bojuka Bog")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice", targets=("A",))
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Bojuka Bog")
    s.add_target("A", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Rakshasa Vizier", "+1/+1", 3)
    s.assert_exile_count("Grizzly Bears", 4)


def test_701_42_whispering_snitch_first_surveil_each_turn(real_db: CardDatabase) -> None:
    """Whispering Snitch: "Whenever you surveil for the first time each turn, ~ deals 1 damage
    to each opponent and you gain 1 life." Two Notion Rains (surveil 2, draw two, lose 2 life)
    on turn 1: one trigger. A: 20 - 2 + 1 - 2 = 17; B: 19."""
    _compiled(real_db, "Whispering Snitch", "Notion Rain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Whispering Snitch")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Notion Rain", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Notion Rain")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Notion Rain")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 19)


# ------------------------------------------------------------------ 115.1: you become the target


def test_115_1_unsettled_mariner_taxes_a_spell_targeting_you(real_db: CardDatabase) -> None:
    """Unsettled Mariner: "Whenever you or a permanent you control becomes the target of a
    spell or ability an opponent controls, counter that spell or ability unless its
    controller pays {1}." B's Shock at A's Grizzly Bears, B paying {1}: it resolves, the Bears
    dies. B's second Shock at A with no mana left: countered (A at 20)."""
    _compiled(real_db, "Unsettled Mariner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unsettled Mariner")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.set_choice("B", "yes")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Shock", 2)


def test_603_2c_leyline_of_combustion_once_per_spell(real_db: CardDatabase) -> None:
    """Leyline of Combustion: "Whenever you and/or at least one permanent you control becomes
    the target of a spell or ability an opponent controls, ~ deals 2 damage to that player."
    B's Shock at A's Grizzly Bears: B takes 2 (18), the Bears dies."""
    _compiled(real_db, "Leyline of Combustion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Leyline of Combustion")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_115_1_dormant_gomazoa_untaps_when_you_are_targeted(real_db: CardDatabase) -> None:
    """Dormant Gomazoa: "Whenever you become the target of a spell, you may untap ~." It starts
    tapped; B's Shock at A untaps it (A at 18)."""
    _compiled(real_db, "Dormant Gomazoa")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dormant Gomazoa", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_tapped("Dormant Gomazoa", False)
    s.assert_life("A", 18)


def test_701_21b_wake_thrasher_grows_as_permanents_untap(real_db: CardDatabase) -> None:
    """Wake Thrasher (1/1): "Whenever a permanent you control becomes untapped, ~ gets +1/+1
    until end of turn." A taps two Forests for Grizzly Bears on turn 1; they untap in A's
    untap step of turn 3: 3/3 that turn. B's Mountain, tapped for a Shock at B on turn 2,
    untapping on turn 4 doesn't count: 1/1 then."""
    _compiled(real_db, "Wake Thrasher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wake Thrasher")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("B",))
    s.check(3, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Wake Thrasher", 3, 3))
    s.stop_at(4, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Wake Thrasher", 1, 1)


# ------------------------------------------------------------------ 120.3: damage to players


def test_120_3_war_elemental_counts_damage_to_opponents(real_db: CardDatabase) -> None:
    """War Elemental (1/1): "Whenever an opponent is dealt damage, put that many +1/+1
    counters on ~." A Shocks B (2 counters), then the 3/3 Elemental attacks: 3 combat damage,
    3 more: 6/6, B at 15. A Shock at A itself adds none."""
    _compiled(real_db, "War Elemental")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "War Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("A",))
    s.attack(1, "A", "War Elemental")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "War Elemental", "+1/+1", 5)
    s.assert_life("B", 15)
    s.assert_life("A", 18)


def test_120_3_dissipation_field_bounces_the_permanent(real_db: CardDatabase) -> None:
    """Dissipation Field: "Whenever a permanent deals damage to you, return it to its owner's
    hand." B's Grizzly Bears hits A (18): it returns to B's hand."""
    _compiled(real_db, "Dissipation Field")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dissipation Field")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_603_10a_weatherseed_totem_returns_if_it_was_a_creature(real_db: CardDatabase
                                                                 ) -> None:
    """Weatherseed Totem: "When ~ is put into a graveyard from the battlefield, if it was a
    creature, return this card to its owner's hand." A animates it ({2}{G}{G}{G}: a 5/3
    creature until end of turn); B's Murder destroys it: as it last existed it was a creature
    (603.10a): it returns to A's hand."""
    _compiled(real_db, "Weatherseed Totem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Weatherseed Totem")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{G}{G}{G}")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Murder", targets=("Weatherseed Totem",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Weatherseed Totem")


def test_603_4_weatherseed_totem_not_a_creature_stays(real_db: CardDatabase) -> None:
    """B's Naturalize destroys the Totem as an artifact only: it stays in the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Weatherseed Totem")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Naturalize")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Naturalize", targets=("Weatherseed Totem",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Weatherseed Totem", 1)


def test_701_8_ajanis_last_stand_discarded_by_an_opponent(real_db: CardDatabase) -> None:
    """Ajani's Last Stand: "When a spell or ability an opponent controls causes you to discard
    this card, if you control a Plains, create a 4/4 white Avatar creature token with flying."
    B's Mind Rot makes A discard it (and a Grizzly Bears): A controls a Plains: an Avatar."""
    _compiled(real_db, "Ajani's Last Stand")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Ajani's Last Stand")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Avatar Token", 1)
    s.assert_power_toughness("A", "Avatar Token", 4, 4)
    s.assert_graveyard_count("A", "Ajani's Last Stand", 1)


def test_603_4_ajanis_last_stand_needs_a_plains(real_db: CardDatabase) -> None:
    """Without a Plains: no Avatar (603.4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Ajani's Last Stand")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=("A",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Avatar Token", 0)


def test_400_7_flayer_of_the_hatebound_undying_returns_and_hits(real_db: CardDatabase) -> None:
    """Flayer of the Hatebound (4/2, undying): "Whenever ~ or another creature enters the
    battlefield from your graveyard, that creature deals damage equal to its power to any
    target." B Shocks it: undying returns it with a +1/+1 counter (from A's graveyard): the
    5/3 deals 5 damage to B: 15."""
    _compiled(real_db, "Flayer of the Hatebound")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flayer of the Hatebound")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Flayer of the Hatebound",))
    s.add_target("A", "B")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Flayer of the Hatebound", 5, 3)
    s.assert_life("B", 15)


def test_400_7_flayer_sees_another_creature_from_your_graveyard(real_db: CardDatabase) -> None:
    """A Zombifies a Hill Giant (3/3) from A's graveyard: the Giant deals 3 damage to B (17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flayer of the Hatebound")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=("Hill Giant",))
    s.add_target("A", "B")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_603_2c_briarbridge_patrol_investigates_once(real_db: CardDatabase) -> None:
    """Briarbridge Patrol (3/3): "Whenever ~ deals damage to one or more creatures,
    investigate." B's two Grizzly Bears block it: one event (510.2): one Clue."""
    _compiled(real_db, "Briarbridge Patrol")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Briarbridge Patrol")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Briarbridge Patrol")
    s.block(1, "B", "Grizzly Bears#1", "Briarbridge Patrol")
    s.block(1, "B", "Grizzly Bears#2", "Briarbridge Patrol")
    s.assign_damage(1, "A", "Briarbridge Patrol", {"Grizzly Bears#1": 2, "Grizzly Bears#2": 1})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Clue Token", 1)


def test_701_17a_briarbridge_patrol_three_clues_sacrificed(real_db: CardDatabase) -> None:
    """"At the beginning of each end step, if you sacrificed three or more Clues this turn,
    you may put a creature card from your hand onto the battlefield." Three Thraben
    Inspectors make three Clues, A sacrifices them (drawing three cards): at the end step A
    puts Hill Giant onto the battlefield."""
    _compiled(real_db, "Thraben Inspector")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Briarbridge Patrol")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    s.add_card(Zone.HAND, "A", "Thraben Inspector", 3)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    for _ in range(3):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thraben Inspector")
    for _ in range(3):
        s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}, Sacrifice")
    s.set_choice("A", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Clue Token", 0)


def test_603_4_briarbridge_patrol_two_clues_are_not_enough(real_db: CardDatabase) -> None:
    """Two Clues sacrificed: the Hill Giant stays in A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Briarbridge Patrol")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    s.add_card(Zone.HAND, "A", "Thraben Inspector", 2)
    s.add_card(Zone.HAND, "A", "Hill Giant")
    for _ in range(2):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thraben Inspector")
    for _ in range(2):
        s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}, Sacrifice")
    s.set_choice("A", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_hand_count("A", 1, "Hill Giant")


def test_702_29_valiant_rescuer_first_cycle_each_turn(real_db: CardDatabase) -> None:
    """Valiant Rescuer: "Whenever you cycle another card for the first time each turn, create
    a 1/1 white Human Soldier creature token." A cycles two Tranquil Thickets on turn 1: one
    token; one more on turn 3: a second."""
    _compiled(real_db, "Valiant Rescuer", "Tranquil Thicket")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Valiant Rescuer")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Tranquil Thicket", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Cycling")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Human Soldier Token", 1))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Cycling")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Human Soldier Token", 2)


def test_608_2h_fiendlash_creature_dealt_lethal_damage_still_deals(real_db: CardDatabase
                                                                   ) -> None:
    """Fiendlash: "Whenever equipped creature is dealt damage, it deals damage equal to its
    power to target player or planeswalker." A's Grizzly Bears equipped (4/2) is killed by
    B's Shock: it left the battlefield, yet deals damage as it last existed (608.2h): 4 to B."""
    _compiled(real_db, "Fiendlash")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Fiendlash", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.add_target("A", "B")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 16)
