"""Trigger events read against the turn's history (cards/oracle/trigger_history.py,
rules/trigger_history.py), played with real cards from the shared MTGJSON file (skipped when it
is absent): becoming the target of an opponent's / your spell (115.1) and "counter that spell
unless its controller discards a card" (118.12, 701.8), die rolls (706.1), life gained or lost
during your turn (119.9, 119.3, 500.1), discarding one or more cards [for the first time each
turn] (701.8, 603.2c). Each has exact figures and a case where it must not trigger."""

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


# ------------------------------------------------------------------ 400.7: put there this turn


def _wrath_then(db: CardDatabase) -> Scenario:
    """B's Wrath of God on turn 2 kills A's enchanted Grizzly Bears (Holy Strength goes to the
    graveyard by 704.5m); A's graveyard already held another Grizzly Bears."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
    s.add_card(Zone.HAND, "B", "Wrath of God")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Wrath of God")
    return s


def test_400_7_faiths_reward_returns_what_was_put_there_this_turn(real_db: CardDatabase
                                                                  ) -> None:
    """Faith's Reward: "Return to the battlefield all permanent cards in your graveyard that
    were put there from the battlefield this turn." After the Wrath (turn 2), A casts it: the
    Bears that died returns; the Bears already in the graveyard (not put there this turn)
    stays; Holy Strength returns with it but can't enchant a creature entering at the same
    time and nothing else is there: it stays in the graveyard (303.4f, 303.4g)."""
    _compiled(real_db, "Faith's Reward", "Wrath of God", "Holy Strength")
    s = _wrath_then(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Faith's Reward")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Faith's Reward")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Holy Strength", 1)
    s.assert_graveyard_count("A", "Faith's Reward", 1)


def test_303_4f_faiths_reward_attaches_a_returning_aura(real_db: CardDatabase) -> None:
    """B's Murder kills A's Grizzly Bears enchanted with Holy Strength; A's Llanowar Elves
    stay. Faith's Reward returns both cards: Holy Strength enchants the Elves, the only
    creature on the battlefield as it enters (303.4f): 1/1 + 1/2 = 2/3."""
    _compiled(real_db, "Murder", "Llanowar Elves")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Holy Strength", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Faith's Reward")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=("Grizzly Bears",))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Faith's Reward")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_attached("Holy Strength", "Llanowar Elves")
    s.assert_power_toughness("A", "Llanowar Elves", 2, 3)


def test_400_7_no_rest_for_the_wicked(real_db: CardDatabase) -> None:
    """No Rest for the Wicked: "Sacrifice ~: Return to your hand all creature cards in your
    graveyard that were put there from the battlefield this turn." After the Wrath, A
    sacrifices it: the Bears that died comes back to A's hand, the older one stays."""
    _compiled(real_db, "No Rest for the Wicked")
    s = _wrath_then(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "No Rest for the Wicked")
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "No Rest for the Wicked", 1)


def test_400_7_the_turn_after_nothing_returns(real_db: CardDatabase) -> None:
    """The same sacrifice on turn 3: the Bears was put there last turn: nothing returns."""
    s = _wrath_then(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "No Rest for the Wicked")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 0, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 2)


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


# ------------------------------------------------------------------ 601.2: "as long as it was cast"


def test_601_2_the_tarrasque_cast_has_haste_and_ward(real_db: CardDatabase) -> None:
    """The Tarrasque: "~ has haste and ward {10} as long as it was cast." and "Whenever ~
    attacks, it fights target creature defending player controls." Cast on turn 1 it attacks
    at once (haste), fights B's Grizzly Bears (dies) and deals 10: B at 10."""
    _compiled(real_db, "The Tarrasque")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 9)
    s.add_card(Zone.HAND, "A", "The Tarrasque")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "The Tarrasque")
    s.attack(1, "A", "The Tarrasque")
    s.add_target("A", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_abilities(
        "A", "The Tarrasque", ["Haste", "Ward {10}"]))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 10)


def test_601_2_the_tarrasque_put_onto_the_battlefield_lacks_them(real_db: CardDatabase) -> None:
    """Put onto the battlefield without being cast: no haste, no ward."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Tarrasque")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("A", "The Tarrasque", ["Haste", "Ward {10}"], present=False)


# ------------------------------------------------------------------ 603.4: how it entered


def test_601_2i_codespell_cleric_second_spell(real_db: CardDatabase) -> None:
    """Codespell Cleric: "When ~ enters the battlefield, if it was the second spell you cast
    this turn, put a +1/+1 counter on target creature." A Shocks B, then casts the Cleric (the
    second spell): a counter on A's Grizzly Bears, 3/3."""
    _compiled(real_db, "Codespell Cleric")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Codespell Cleric")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Codespell Cleric")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_603_4_codespell_cleric_first_spell_does_nothing(real_db: CardDatabase) -> None:
    """The Cleric cast first, the Shock after: no counter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Codespell Cleric")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Codespell Cleric")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_counter_count("A", "Codespell Cleric", "+1/+1", 0)


def test_400_7_archfiends_vessel_from_the_graveyard(real_db: CardDatabase) -> None:
    """Archfiend's Vessel: "When ~ enters the battlefield, if it entered from your graveyard or
    you cast it from your graveyard, exile it. If you do, create a 5/5 black Demon creature
    token with flying." Zombify returns it from A's graveyard: it is exiled and a Demon made."""
    _compiled(real_db, "Archfiend's Vessel", "Zombify")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Archfiend's Vessel")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Zombify")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=("Archfiend's Vessel",))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Archfiend's Vessel", 1)
    s.assert_permanent_count("A", "Demon Token", 1)
    s.assert_power_toughness("A", "Demon Token", 5, 5)


def test_603_4_archfiends_vessel_cast_from_hand_stays(real_db: CardDatabase) -> None:
    """Cast from the hand: the Vessel stays, no Demon."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Archfiend's Vessel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Archfiend's Vessel")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Archfiend's Vessel", 1)
    s.assert_permanent_count("A", "Demon Token", 0)


# ------------------------------------------------------------------ 603.2d: triggering again


def test_603_2d_teysa_karlov_doubles_death_triggers(real_db: CardDatabase) -> None:
    """Teysa Karlov: "If a creature dying causes a triggered ability of a permanent you control
    to trigger, that ability triggers an additional time." A's Zulaport Cutthroat ("Whenever
    ~ or another creature you control dies, each opponent loses 1 life and you gain 1 life"):
    A's Grizzly Bears is Shocked by B: the Cutthroat triggers twice: B 18, A 22."""
    _compiled(real_db, "Teysa Karlov", "Zulaport Cutthroat")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teysa Karlov")
    s.add_card(Zone.BATTLEFIELD, "A", "Zulaport Cutthroat")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_603_2d_teysa_karlov_only_your_permanents_abilities(real_db: CardDatabase) -> None:
    """B's Blood Artist (B's permanent, "target player loses 1 life and you gain 1 life") sees
    A's Bears die: it triggers once, not doubled by A's Teysa: A 19, B 21."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teysa Karlov")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Blood Artist")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Grizzly Bears",))
    s.add_target("B", "A")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 21)


def test_603_2d_panharmonicon_doubles_enter_triggers(real_db: CardDatabase) -> None:
    """Panharmonicon: "If an artifact or creature entering the battlefield causes a triggered
    ability of a permanent you control to trigger, that ability triggers an additional time."
    A casts Elvish Visionary ("When ~ enters the battlefield, draw a card"): two cards; A's
    Soul Warden ("Whenever another creature enters the battlefield, you gain 1 life") gains
    twice: A at 22, hand 0 + 2 = 2."""
    _compiled(real_db, "Panharmonicon", "Elvish Visionary", "Soul Warden")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Panharmonicon")
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Elvish Visionary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Visionary")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_life("A", 22)


def test_603_2d_two_panharmonicons_trigger_three_times(real_db: CardDatabase) -> None:
    """Two Panharmonicons: once, plus one for each (603.2d): the Visionary draws three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Panharmonicon", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Elvish Visionary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Visionary")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 3)


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
