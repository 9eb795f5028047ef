"""Session-12 misplay audit of the cards the compiler gained this session (`qa2`): 60 drawn
with `random.Random(20261127 + 120).sample(sorted(gained_r1), 60)` and read against their
Oracle text; the doubts are played here with exact figures. None played differently from its
text. The second part plays doubts from the rest of the 380 gained cards (their round trips
where the rendering reworded the text, and wordings with a choice by another player)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_woebringer_demon_that_player_sacrifices(real_db: CardDatabase) -> None:
    """Woebringer Demon (A's): on B's upkeep B sacrifices its only creature, the Demon stays;
    on A's next upkeep A sacrifices Grizzly Bears (its choice), the Demon stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Woebringer Demon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Woebringer Demon", 1)


def test_woebringer_demon_sacrificed_if_that_player_cannot(real_db: CardDatabase) -> None:
    """Woebringer Demon: B has no creature on its upkeep: A sacrifices the Demon (608.2c: "if
    the player can't")."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Woebringer Demon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Woebringer Demon", 1)


def test_dream_coat_colour_stays_after_the_aura_leaves(real_db: CardDatabase) -> None:
    """Dream Coat: the enchanted Grizzly Bears becomes red; B's Disenchant destroys the Coat:
    the Bears stays red (the effect has no duration and is locked to the creature, 611.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Dream Coat", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.set_choice("A", "Red")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{0}:")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["Dream Coat"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Dream Coat", 1)
    s.assert_color("Grizzly Bears", ["Red"])


def test_shivan_wumpus_any_player_may_sacrifice_a_land(real_db: CardDatabase) -> None:
    """Shivan Wumpus: A declines, B sacrifices a Plains: the Wumpus goes on top of A's library
    (A: 20 Wastes + the Wumpus)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Shivan Wumpus")
    s.set_choice("A", "no")
    s.set_choice("B", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shivan Wumpus")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Shivan Wumpus", 0)
    s.assert_library_count("A", 1, "Shivan Wumpus")
    s.assert_permanent_count("B", "Plains", 1)
    s.assert_graveyard_count("B", "Plains", 1)
    s.assert_permanent_count("A", "Mountain", 4)


def test_shivan_wumpus_stays_if_nobody_sacrifices(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Shivan Wumpus")
    s.set_choice("A", "no")
    s.set_choice("B", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shivan Wumpus")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Shivan Wumpus", 1)
    s.assert_permanent_count("B", "Plains", 2)
    s.assert_permanent_count("A", "Mountain", 4)


def test_lava_blister_its_controller_chooses(real_db: CardDatabase) -> None:
    """Lava Blister on B's Wasteland: B takes 6 (14) and keeps it; then B declines: destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Wasteland")
    s.add_card(Zone.HAND, "A", "Lava Blister")
    s.set_choice("B", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Blister", targets=["Wasteland"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Wasteland", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Wasteland")
    s.add_card(Zone.HAND, "A", "Lava Blister")
    s.set_choice("B", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lava Blister", targets=["Wasteland"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Wasteland", 1)


def test_cabaretti_courtyard_fetches_and_gains_life(real_db: CardDatabase) -> None:
    """Cabaretti Courtyard: sacrificed, a basic Forest from the library enters tapped, A: 21."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Cabaretti Courtyard")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Cabaretti Courtyard")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Cabaretti Courtyard", 1)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_tapped("Forest")
    s.assert_life("A", 21)


def test_hungry_lynx_protection_from_rats(real_db: CardDatabase) -> None:
    """Hungry Lynx blocks B's Typhoid Rats: no damage to the Lynx (protection, 702.16e), the
    Rats die: a +1/+1 counter on the Lynx (3/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hungry Lynx")
    s.add_card(Zone.BATTLEFIELD, "B", "Typhoid Rats")
    s.attack(2, "B", "Typhoid Rats")
    s.block(2, "A", "Hungry Lynx", "Typhoid Rats")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Typhoid Rats", 1)
    s.assert_power_toughness("A", "Hungry Lynx", 3, 3)


def test_filth_works_from_the_graveyard_with_a_swamp(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Filth")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["Swampwalk"])
    s.assert_abilities("B", "Grizzly Bears", ["Swampwalk"], present=False)


def test_myr_retriever_cannot_return_itself(real_db: CardDatabase) -> None:
    """Myr Retriever dies (Shock) with no other artifact card in A's graveyard: nothing returns
    (it stays in the graveyard); with Ornithopter there, Ornithopter returns."""
    for extra, hand in ((None, 0), ("Ornithopter", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Myr Retriever")
        if extra:
            s.add_card(Zone.GRAVEYARD, "A", extra)
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Myr Retriever"])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("A", "Myr Retriever", 1)
        s.assert_hand_count("A", hand)


def test_spike_rogue_moves_a_counter(real_db: CardDatabase) -> None:
    """Spike Rogue enters with two +1/+1 counters; {2}, remove one: a counter on Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Spike Rogue")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spike Rogue")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, Remove", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Spike Rogue", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_slave_of_bolas_sacrifices_the_stolen_creature(real_db: CardDatabase) -> None:
    """Slave of Bolas on B's tapped Hill Giant: A controls it untapped with haste, attacks (B:
    17), and sacrifices it at the end step: it goes to B's graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.add_card(Zone.HAND, "A", "Slave of Bolas")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Slave of Bolas", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_restore_the_peace_returns_a_creature_that_dealt_noncombat_damage(
        real_db: CardDatabase) -> None:
    """Prodigal Pyromancer pings B; Restore the Peace returns it (it dealt damage this turn),
    not the Grizzly Bears that dealt none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.HAND, "A", "Restore the Peace")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", source="Prodigal Pyromancer",
                       targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Restore the Peace")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_hand_count("A", 1, "Prodigal Pyromancer")
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_sunrise_cavalier_enters_and_makes_it_day(real_db: CardDatabase) -> None:
    """Sunrise Cavalier: cast with neither day nor night, it enters (the "as ~ enters" effect
    doesn't replace the entering, 614.1c), it becomes day (724.1), and it attacks with haste:
    B 17."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.HAND, "A", "Sunrise Cavalier")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sunrise Cavalier")
    s.attack(1, "A", "Sunrise Cavalier")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Sunrise Cavalier", 1)
    s.assert_life("B", 17)
    assert s.state.day_night == "day"


def test_body_snatcher_exiled_unless_a_creature_card_is_discarded(real_db: CardDatabase) -> None:
    """Body Snatcher: with only Lightning Bolt in hand it is exiled (no creature card to
    discard); with Grizzly Bears too, the Bears is discarded and the Snatcher stays."""
    for creature, exiled in ((None, 1), ("Grizzly Bears", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.HAND, "A", "Body Snatcher")
        s.add_card(Zone.HAND, "A", "Lightning Bolt")
        if creature:
            s.add_card(Zone.HAND, "A", creature)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Body Snatcher")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_exile_count("Body Snatcher", exiled)
        s.assert_permanent_count("A", "Body Snatcher", 1 - exiled)
        s.assert_hand_count("A", 1, "Lightning Bolt")
        if creature:
            s.assert_graveyard_count("A", creature, 1)


def test_body_snatcher_dies_exiles_itself_and_reanimates(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Body Snatcher")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Body Snatcher"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Body Snatcher", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_devout_invocation_one_angel_per_creature_tapped(real_db: CardDatabase) -> None:
    """Devout Invocation: A taps Grizzly Bears and Hill Giant (the tapped Llanowar Elves and
    B's creature can't be chosen): two 4/4 Angels."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Devout Invocation")
    s.set_choice("A", "Grizzly Bears,Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Devout Invocation")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Angel Token", 2)
    s.assert_power_toughness("A", "Angel Token", 4, 4)
    s.assert_tapped("Grizzly Bears@A")
    s.assert_tapped("Grizzly Bears@B", False)


def test_jaddi_lifestrider_two_life_per_creature_tapped(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Jaddi Lifestrider")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears,Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jaddi Lifestrider")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_tapped("Jaddi Lifestrider", False)


def test_lighthouse_chronologist_extra_turn_only_on_other_turns(real_db: CardDatabase) -> None:
    """Lighthouse Chronologist at level 7: B's end step (turn 2) gives A turn 3; A's own end
    steps (turns 1 and 3) give nothing: turn 4 is A's normal turn, turn 5 B's."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lighthouse Chronologist", counters={"level": 7})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(3, "A", "Grizzly Bears")
    s.attack(4, "A", "Grizzly Bears")
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 16)
    assert s.state.active == 1  # turn 5 is B's


def test_marsh_flitter_base_3_3_until_end_of_turn(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Marsh Flitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Piker")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a Goblin")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Marsh Flitter", 3, 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Marsh Flitter", 1, 1)
    s.assert_graveyard_count("A", "Goblin Piker", 1)


def test_wing_storm_each_player_by_their_own_flyers(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter", 1)
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter", 3)
    s.add_card(Zone.HAND, "A", "Wing Storm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wing Storm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 14)


def test_azorius_justiciar_detains_until_your_next_turn(real_db: CardDatabase) -> None:
    """Azorius Justiciar detains B's Grizzly Bears and Hill Giant (701.29a): B can't attack with
    the Bears on turn 2; on A's turn 3 the detention is over and the Giant blocks and kills the
    attacking Justiciar."""
    def justiciar() -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.add_card(Zone.HAND, "A", "Azorius Justiciar")
        s.add_target("A", "Grizzly Bears")
        s.add_target("A", "Hill Giant")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Azorius Justiciar")
        return s

    s = justiciar()
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="can't attack"):
        s.execute()
    s = justiciar()
    s.attack(3, "A", "Azorius Justiciar")
    s.block(3, "B", "Hill Giant", "Azorius Justiciar")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Azorius Justiciar", 1)


def test_wall_of_junk_returns_at_end_of_combat(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Junk")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Wall of Junk", "Hill Giant")
    s.check(2, Step.END_COMBAT, lambda sc: sc.assert_permanent_count("A", "Wall of Junk", 1))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Wall of Junk")
    s.assert_life("A", 20)


def test_rock_slide_divides_among_attackers(real_db: CardDatabase) -> None:
    """Rock Slide X=3 on B's attacking Grizzly Bears and Hill Giant, divided 2 and 1: the
    Bears dies, the Giant (1 damage) deals 3 to A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Rock Slide")
    s.set_choice("A", "2,1")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Rock Slide",
                 targets=["Grizzly Bears", "Hill Giant"], x=3)
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 1)
    s.assert_life("A", 17)


def test_song_of_the_worldsoul_populates_on_each_spell(real_db: CardDatabase) -> None:
    """Song of the Worldsoul: Raise the Alarm (its trigger resolves first, no token yet: no
    populate), then Healing Salve: a copy of a Soldier: three Soldiers."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Song of the Worldsoul")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.add_card(Zone.HAND, "A", "Healing Salve")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Healing Salve", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 3)


def test_gustcloak_skirmisher_leaves_combat_untapped(real_db: CardDatabase) -> None:
    """Gustcloak Skirmisher blocked by Giant Spider: untapped and removed from combat (506.4):
    no damage either way."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gustcloak Skirmisher")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.attack(1, "A", "Gustcloak Skirmisher")
    s.block(1, "B", "Giant Spider", "Gustcloak Skirmisher")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Gustcloak Skirmisher", 1)
    s.assert_tapped("Gustcloak Skirmisher", False)
    s.assert_damage("Giant Spider", 0)
    s.assert_life("B", 20)


def test_lotus_cobra_landfall_mana_pays_for_a_bolt(real_db: CardDatabase) -> None:
    """Lotus Cobra: A plays a Forest, the trigger adds {R}: A casts Lightning Bolt with it in
    the same step (B: 17) and still has the Forest untapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lotus Cobra")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.set_choice("A", "Red")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_tapped("Forest", False)


def test_weathered_runestone_stops_reanimation(real_db: CardDatabase) -> None:
    """B's Weathered Runestone: A's Zombify on Hill Giant: the Giant can't enter, it stays in
    the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Weathered Runestone")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Zombify")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=["Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_cruel_reality_that_player_sacrifices(real_db: CardDatabase) -> None:
    """Cruel Reality on B: B sacrifices Grizzly Bears at its upkeep (turn 2), loses no life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Cruel Reality")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cruel Reality", targets=["B"])
    s.stop_at(4, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)
    s.assert_life("A", 20)


def test_cruel_reality_five_life_if_that_player_cannot(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Cruel Reality")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Cruel Reality", targets=["B"])
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 20)


def test_rune_of_sustenance_on_an_equipment(real_db: CardDatabase) -> None:
    """Rune of Sustenance on Bonesplitter: the equipped Grizzly Bears (4/2) has lifelink: B 16,
    A 24."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Bonesplitter", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Rune of Sustenance", attached_to="Bonesplitter")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 24)


def test_flickering_ward_stays_on_with_protection(real_db: CardDatabase) -> None:
    """Flickering Ward (white chosen) on Hill Giant: it stays attached (the protection doesn't
    remove it) and B's Shock still damages the Giant (red)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.HAND, "A", "Flickering Ward")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 1)
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "White")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flickering Ward", targets=["Hill Giant"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Hill Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_attached("Flickering Ward", "Hill Giant")
    s.assert_abilities("A", "Hill Giant", ["Protection from white"])
    s.assert_damage("Hill Giant", 2)


def test_cabaretti_courtyard_bounced_does_not_fetch(real_db: CardDatabase) -> None:
    """Cabaretti Courtyard returned to A's hand with its trigger on the stack: it can't be
    sacrificed, so "when you do" doesn't trigger (603.12): no Forest, no life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Cabaretti Courtyard")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Boomerang")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Cabaretti Courtyard")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Boomerang", targets=["Cabaretti Courtyard"],
                 responding_to="Cabaretti Courtyard")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Cabaretti Courtyard")
    s.assert_permanent_count("A", "Forest", 0)
    s.assert_life("A", 20)


def test_lurking_deadeye_only_a_damaged_creature(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Lurking Deadeye")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Colossal Dreadmaw"])
    s.add_target("A", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lurking Deadeye")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Colossal Dreadmaw", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_dragonshift_overloaded_each_creature_you_control(real_db: CardDatabase) -> None:
    """Dragonshift overloaded (702.96a): A's Grizzly Bears and Serra Angel become 4/4 blue and
    red Dragons with flying and no other abilities or creature types; B's Hill Giant is
    untouched; next turn the Bears is 2/2 again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Dragonshift")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dragonshift")
    s.check(1, Step.END_TURN, lambda sc: (
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 4),
        sc.assert_power_toughness("A", "Serra Angel", 4, 4),
        sc.assert_abilities("A", "Serra Angel", ["Vigilance"], present=False),
        sc.assert_abilities("A", "Grizzly Bears", ["Flying"]),
        sc.assert_subtype("Grizzly Bears", "Dragon"),
        sc.assert_subtype("Grizzly Bears", "Bear", present=False),
        sc.assert_color("Grizzly Bears", ["Blue", "Red"]),
        sc.assert_power_toughness("B", "Hill Giant", 3, 3)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_carrion_thrash_returns_only_if_paid(real_db: CardDatabase) -> None:
    for pay, hand in (("yes", 1), ("no", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Carrion Thrash")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
        s.add_card(Zone.HAND, "B", "Murder")
        s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 1)
        s.set_choice("A", pay)
        s.set_choice("A", pay)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Carrion Thrash"])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_hand_count("A", hand, "Hill Giant")
        s.assert_graveyard_count("A", "Carrion Thrash", 1)


def test_shivan_wumpus_left_the_battlefield_stays_in_hand(real_db: CardDatabase) -> None:
    """Shivan Wumpus returned to A's hand (Boomerang) with its trigger on the stack; B still
    sacrifices a land: the Wumpus card in hand is a new object (400.7) and stays there."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Boomerang")
    s.add_card(Zone.HAND, "A", "Shivan Wumpus")
    s.set_choice("A", "no")
    s.set_choice("B", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shivan Wumpus")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Boomerang", targets=["Shivan Wumpus"],
                 responding_to="Shivan Wumpus")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Shivan Wumpus")
    s.assert_library_count("A", 0, "Shivan Wumpus")
    s.assert_battlefield_count("B", 3)


def test_shivan_wumpus_three_players_the_last_one_sacrifices(real_db: CardDatabase) -> None:
    """Three players: A and B decline, C sacrifices a Plains: the Wumpus goes on top of A's
    library."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "C", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Shivan Wumpus")
    s.set_choice("A", "no")
    s.set_choice("B", "no")
    s.set_choice("C", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shivan Wumpus")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("A", 1, "Shivan Wumpus")
    s.assert_permanent_count("B", "Plains", 2)
    s.assert_permanent_count("C", "Plains", 1)


def test_woebringer_demon_three_players(real_db: CardDatabase) -> None:
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Woebringer Demon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "C", "Hill Giant")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("C", "Hill Giant", 1)
    s.assert_permanent_count("A", "Woebringer Demon", 1)


def test_spectral_steel_cannot_return_itself(real_db: CardDatabase) -> None:
    """Spectral Steel alone in the graveyard: its ability has no legal target ("another");
    with Bonesplitter there too, it exiles itself and returns the Bonesplitter."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Spectral Steel")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{1}{W}, Exile", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()

    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Spectral Steel")
    s.add_card(Zone.GRAVEYARD, "A", "Bonesplitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{W}, Exile", targets=["Bonesplitter"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Bonesplitter")
    s.assert_exile_count("Spectral Steel", 1)


def test_apes_of_rath_skips_only_the_next_untap(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Apes of Rath")
    s.attack(1, "A", "Apes of Rath")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_tapped("Apes of Rath", True))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 15)
    s.assert_tapped("Apes of Rath", False)


def test_hungry_lynx_gives_the_opponent_a_deathtouch_rat(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hungry Lynx")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("B", "Rat Token", 1)
    s.assert_permanent_count("A", "Rat Token", 0)
    s.assert_abilities("B", "Rat Token", ["Deathtouch"])


def test_kazandu_tuskcaller_level_bands(real_db: CardDatabase) -> None:
    """Kazandu Tuskcaller: level 1 has no ability (711.2); level 6 makes two Elephants."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kazandu Tuskcaller", counters={"level": 1})
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{T}: Create", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kazandu Tuskcaller", counters={"level": 6})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Create")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Elephant Token", 2)
    s.assert_power_toughness("A", "Elephant Token", 3, 3)


# --------------------------------------------------- beyond the sample: the gained list's doubts
# (read from the 380 gained cards' round trips where the rendering reworded the Oracle text)


def test_soulshriek_x_is_locked_at_resolution(real_db: CardDatabase) -> None:
    """Soulshriek with two creature cards in A's graveyard: Hill Giant 5/3; Grizzly Bears then
    dies (a third creature card): still 5/3 (608.2h, 611.2c); the Giant is sacrificed at the
    end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves", 2)
    s.add_card(Zone.HAND, "A", "Soulshriek")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soulshriek", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Hill Giant", 5, 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)


def test_shrine_of_burning_rage_counts_its_last_counters(real_db: CardDatabase) -> None:
    """Shrine of Burning Rage with 5 charge counters (+1 at A's upkeep) sacrificed as the
    cost: 6 damage to B (608.2h: the counters it had as it last existed)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shrine of Burning Rage", counters={"charge": 5})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)


def test_junkyo_bell_x_is_locked_at_resolution(real_db: CardDatabase) -> None:
    """Junkyo Bell at A's upkeep with two creatures: Hill Giant 5/5; B's Shock kills the Bears
    in A's main phase: still 5/5; the Giant is sacrificed at the end step."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Junkyo Bell")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 1)
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Hill Giant", 5, 5))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_tezzeret_s_touch_returns_the_artifact(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret's Touch", attached_to="Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Ornithopter", 5, 5))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Ornithopter"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Ornithopter")
    s.assert_graveyard_count("A", "Tezzeret's Touch", 1)


def test_vexing_devil_three_players(real_db: CardDatabase) -> None:
    """Vexing Devil, three players: B declines, C takes 4: the Devil is sacrificed."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Vexing Devil")
    s.set_choice("B", "no")
    s.set_choice("C", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Vexing Devil")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("C", 16)
    s.assert_graveyard_count("A", "Vexing Devil", 1)


def test_prowling_pangolin_needs_two_creatures(real_db: CardDatabase) -> None:
    """Prowling Pangolin: B (one creature) says yes but can't sacrifice two: nothing happens,
    the Pangolin stays; with two Grizzly Bears, B sacrifices both and A sacrifices the
    Pangolin."""
    for bears, left, pangolin in ((1, 1, 1), (2, 0, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", bears)
        s.add_card(Zone.HAND, "A", "Prowling Pangolin")
        s.set_choice("A", "no")
        s.set_choice("B", "yes")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prowling Pangolin")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("B", "Grizzly Bears", left)
        s.assert_permanent_count("A", "Prowling Pangolin", pangolin)


def test_carrion_rats_nobody_can_exile_from_an_empty_graveyard(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Carrion Rats")
    s.set_choice("A", "no")
    s.set_choice("B", "yes")
    s.attack(1, "A", "Carrion Rats")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_mongrel_pack_only_dies_during_combat(real_db: CardDatabase) -> None:
    """Mongrel Pack bolted in the main phase: no Dogs; bolted in the beginning of combat
    step: four Dogs (506.1: combat phase)."""
    for step, dogs in ((Step.PRECOMBAT_MAIN, 0), (Step.BEGIN_COMBAT, 4)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mongrel Pack")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Lightning Bolt")
        s.cast_spell(1, step, "B", "Lightning Bolt", targets=["Mongrel Pack"])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_permanent_count("A", "Dog Token", dogs)


def test_vish_kal_counts_the_sacrificed_creature_s_last_power(real_db: CardDatabase) -> None:
    """Vish Kal: Grizzly Bears with two +1/+1 counters and Brute Force (7/7) sacrificed: seven
    +1/+1 counters (its power as it last existed, 608.2h)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vish Kal, Blood Arbiter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Brute Force")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brute Force", targets=["Grizzly Bears"])
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Vish Kal, Blood Arbiter", "+1/+1", 7)


def test_time_vault_skips_a_turn_to_untap(real_db: CardDatabase) -> None:
    """Time Vault tapped: A skips its turn 3 (B takes turns 2 and 3) and the Vault untaps; on
    turn 4, A's, the Vault is untapped so nothing is skipped and Grizzly Bears attacks."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Time Vault", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_tapped("Time Vault", False))
    s.attack(4, "A", "Grizzly Bears")
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 18)
    assert s.state.active == 1


def test_skullknocker_ogre_draws_only_after_a_discard(real_db: CardDatabase) -> None:
    """Skullknocker Ogre (4/3) hits B: with an empty hand nothing more; with Lightning Bolt in
    hand B discards it and draws a card (a Wastes)."""
    for hand, after in ((None, 0), ("Lightning Bolt", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Skullknocker Ogre")
        if hand:
            s.add_card(Zone.HAND, "B", hand)
        s.attack(1, "A", "Skullknocker Ogre")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", 16)
        s.assert_hand_count("B", after)
        s.assert_graveyard_count("B", None, after)


def test_self_inflicted_wound_loses_life_only_after_a_sacrifice(real_db: CardDatabase) -> None:
    """Self-Inflicted Wound: B with only Hill Giant (red) sacrifices nothing and loses no life;
    with Grizzly Bears (green) it sacrifices it and loses 2 (18)."""
    for creature, life in (("Hill Giant", 20), ("Grizzly Bears", 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.BATTLEFIELD, "B", creature)
        s.add_card(Zone.HAND, "A", "Self-Inflicted Wound")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Self-Inflicted Wound", targets=["B"])
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", life)
        s.assert_graveyard_count("B", creature, 1 if life == 18 else 0)


def test_waiting_in_the_weeds_counts_each_player_s_untapped_forests(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 1)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 1, tapped=True)
    s.add_card(Zone.HAND, "A", "Waiting in the Weeds")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Waiting in the Weeds")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Cat Token", 2)  # 5 Forests, 3 tapped to cast it
    s.assert_permanent_count("B", "Cat Token", 1)


def test_angel_of_jubilation_stops_sacrifice_costs(real_db: CardDatabase) -> None:
    """B's Angel of Jubilation: A can't activate Vish Kal's "Sacrifice a creature:" (a cost
    that can't be paid, 118.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Angel of Jubilation")
    s.add_card(Zone.BATTLEFIELD, "A", "Vish Kal, Blood Arbiter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Sacrifice a creature", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_illumination_gives_the_countered_spell_s_controller_life(real_db: CardDatabase) -> None:
    """Illumination counters A's Pacifism (mana value 2): A, its controller, gains 2 (22)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Pacifism")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Illumination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pacifism", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Illumination", targets=["Pacifism"], responding_to="Pacifism")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Pacifism", 1)
    s.assert_life("A", 22)
    s.assert_life("B", 20)


def test_sage_of_fables_counter_only_on_other_wizards(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sage of Fables")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Merfolk of the Pearl Trident")
    s.add_card(Zone.HAND, "A", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Prodigal Sorcerer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Merfolk of the Pearl Trident")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Prodigal Sorcerer", "+1/+1", 1)
    s.assert_counter_count("A", "Sage of Fables", "+1/+1", 0)
    s.assert_counter_count("A", "Merfolk of the Pearl Trident", "+1/+1", 0)


def test_stasis_players_skip_untap_and_its_upkeep_payment(real_db: CardDatabase) -> None:
    """Stasis: A pays {U} at its upkeep (its Island is tapped) and keeps Stasis; B skips its
    untap step on turn 2 (502.3): its tapped Forest stays tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stasis")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 1, tapped=True)
    s.set_choice("A", "yes")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Stasis", 1)
    s.assert_tapped("Forest", True)
    s.assert_tapped("Island", True)


def test_weathered_runestone_stops_flashback(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Weathered Runestone")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Think Twice", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Think Twice", True))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def test_increasing_savagery_flashback_puts_ten(real_db: CardDatabase) -> None:
    """Increasing Savagery cast by flashback from the graveyard: ten +1/+1 counters, then it is
    exiled (702.34a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Increasing Savagery")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Increasing Savagery", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 10)
    s.assert_exile_count("Increasing Savagery", 1)


def test_wanderwine_prophets_sacrifices_itself_for_an_extra_turn(real_db: CardDatabase) -> None:
    """Wanderwine Prophets (4/4) hits B (16) and A sacrifices it (a Merfolk): A takes turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wanderwine Prophets")
    s.set_choice("A", "yes")
    s.set_choice("A", "Wanderwine Prophets")
    s.attack(1, "A", "Wanderwine Prophets")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Wanderwine Prophets", 1)
    assert s.state.active == 0


def test_questing_beast_block_restriction_and_planeswalker_damage(
        real_db: CardDatabase) -> None:
    """Questing Beast: B's Grizzly Bears (power 2) can't block it; unblocked it deals 4 to B
    and 4 to B's Jace Beleren (3 loyalty): Jace dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Questing Beast")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.add_target("A", "Jace Beleren")
    s.attack(1, "A", "Questing Beast")
    s.block(1, "B", "Grizzly Bears", "Questing Beast")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="block"):
        s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Questing Beast")
    s.add_card(Zone.BATTLEFIELD, "B", "Jace Beleren")
    s.add_target("A", "Jace Beleren")
    s.attack(1, "A", "Questing Beast")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("B", "Jace Beleren", 1)


def test_ukkima_uses_its_last_known_power(real_db: CardDatabase) -> None:
    """Ukkima (2/2 with two +1/+1 counters) murdered: 4 damage to B (16), A gains 4 (24)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ukkima, Stalking Shadow", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.add_target("A", "B")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Ukkima, Stalking Shadow"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 24)


def test_deadwood_treefolk_leaving_cannot_return_itself(real_db: CardDatabase) -> None:
    """Deadwood Treefolk dies with no other creature card in A's graveyard: nothing returns."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deadwood Treefolk")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Deadwood Treefolk"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Deadwood Treefolk", 1)
    s.assert_hand_count("A", 0)


def test_sunstreak_phoenix_returns_when_day_becomes_night(real_db: CardDatabase) -> None:
    """Brimstone Vandal makes it day (turn 1); B casts nothing on turn 2: night on turn 3
    (724.2a): the Vandal deals 1 to B (19) and A pays {1}{R}: Sunstreak Phoenix returns from
    the graveyard tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Brimstone Vandal")
    s.add_card(Zone.GRAVEYARD, "A", "Sunstreak Phoenix")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Brimstone Vandal")
    s.stop_at(3, Step.DRAW)
    s.execute()
    assert s.state.day_night == "night"
    s.assert_permanent_count("A", "Sunstreak Phoenix", 1)
    s.assert_tapped("Sunstreak Phoenix", True)
    s.assert_life("B", 19)


def test_wayward_angel_with_threshold(real_db: CardDatabase) -> None:
    """Wayward Angel with seven cards in A's graveyard: 7/7, black only, and at A's upkeep it
    has A sacrifice a creature (A picks Grizzly Bears)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wayward Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Wastes", 7)
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Wayward Angel", 7, 7)
    s.assert_color("Wayward Angel", ["Black"])


def test_plague_wight_shrinks_each_blocker(real_db: CardDatabase) -> None:
    """Plague Wight blocked by Llanowar Elves and Grizzly Bears: each gets -1/-1: the Elves die
    at once (before damage)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plague Wight")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Plague Wight")
    s.block(1, "B", "Llanowar Elves", "Plague Wight")
    s.block(1, "B", "Grizzly Bears", "Plague Wight")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
