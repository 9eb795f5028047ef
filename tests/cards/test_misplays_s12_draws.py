"""The session-12 misplay audit (`qa`), beyond its 150-card sample: doubts from two more draws
of supported cards (`random.Random(20261140).sample(sorted(names), 150)` over the start list,
and `random.Random(20261141).sample(...)` of 80 among those whose ability text is 160
characters or more), event paths checked after the copy and counters misplays (a permanent
becoming tapped by attacking or convoke, a token sacrificed for mana, a spell cast by cascade,
cycling as a discard), and "defending player" / "target opponent" with three players. Each card
did what its text says (the multiplayer blocking misplay, 802.4, is in test_misplays_s12.py).
Exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

# --------------------------------------------------------------------------------- doubts played


def test_hellhole_flailer_uses_its_last_known_power(real_db: CardDatabase) -> None:
    """Hellhole Flailer with a +1/+1 counter (4/3) sacrificed as the cost: it deals 4 (its
    power as it last existed on the battlefield, 608.2h) to B: 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hellhole Flailer", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}{R}", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("A", "Hellhole Flailer", 1)


def test_scythe_tiger_sacrificed_unless_a_land_is(real_db: CardDatabase) -> None:
    """Scythe Tiger: A declines to sacrifice a land: the Tiger goes; with "yes" a Forest goes
    and the Tiger stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Scythe Tiger")
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scythe Tiger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Scythe Tiger", 1)
    s.assert_permanent_count("A", "Forest", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Scythe Tiger")
    s.set_choice("A", "yes")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scythe Tiger")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Scythe Tiger", 1)
    s.assert_graveyard_count("A", "Forest", 1)


def test_grakmaw_hydra_counts_counters_as_it_last_existed(real_db: CardDatabase) -> None:
    """Grakmaw, Skyclave Ravager (three +1/+1 counters) killed by Murder: a 3/3 Hydra (the
    counters on it as it last existed, 608.2h)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grakmaw, Skyclave Ravager", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["Grakmaw, Skyclave Ravager"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Hydra Token", 3, 3)


def test_grakmaw_grows_only_from_creatures_with_counters(real_db: CardDatabase) -> None:
    """Grakmaw: A's Grizzly Bears with a +1/+1 counter dies (Lightning Bolt): +1 counter (4);
    A's Hill Giant without one dies: none (still 4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grakmaw, Skyclave Ravager", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Hill Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grakmaw, Skyclave Ravager", "+1/+1", 4)


def test_scorpion_god_returns_at_the_next_end_step(real_db: CardDatabase) -> None:
    """The Scorpion God killed by Murder on turn 2: at turn 2's end step it returns from A's
    graveyard to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Scorpion God")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Murder", targets=["The Scorpion God"])
    s.check(2, Step.END_TURN,
            lambda sc: sc.assert_graveyard_count("A", "The Scorpion God", 1))
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_hand_count("A", 1, "The Scorpion God")


def test_scorpion_god_draws_for_a_creature_with_a_minus_counter(real_db: CardDatabase) -> None:
    """The Scorpion God: its ability puts a -1/-1 counter on B's Grizzly Bears (1/1), then
    Shock kills it: A draws (hand 0 -> 1); Shock on B's Hill Giant (no counter, 3/3 with 2
    damage: lives) draws nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Scorpion God")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}{R}", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)


def test_cyclops_gladiator_fights_on_attack(real_db: CardDatabase) -> None:
    """Cyclops Gladiator (4/4) attacks: it deals 4 to B's Hill Giant (dies), the Giant deals 3
    back (the Gladiator lives with 3 damage)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cyclops Gladiator")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.attack(1, "A", "Cyclops Gladiator")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Cyclops Gladiator", 3)
    s.assert_life("B", 16)


def test_ana_sanctuary_one_colour_or_both(real_db: CardDatabase) -> None:
    """Ana Sanctuary: with only a blue permanent (Wind Drake), +1/+1 to the Drake (3/3); with
    a blue and a black permanent (Walking Corpse), +5/+5 instead (7/7)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ana Sanctuary")
    s.add_card(Zone.BATTLEFIELD, "A", "Wind Drake")
    s.add_target("A", "Wind Drake")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Wind Drake", 3, 3)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ana Sanctuary")
    s.add_card(Zone.BATTLEFIELD, "A", "Wind Drake")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_target("A", "Wind Drake")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Wind Drake", 7, 7)


def test_door_of_destinies_counts_spells_of_the_chosen_type(real_db: CardDatabase) -> None:
    """Door of Destinies (Goblin chosen): A casts Goblin Piker (a charge counter) and Grizzly
    Bears (none): the Piker is 3/2, the Bears 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Door of Destinies")
    s.add_card(Zone.HAND, "A", "Goblin Piker")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Door of Destinies")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Goblin Piker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Door of Destinies", "charge", 1)
    s.assert_power_toughness("A", "Goblin Piker", 3, 2)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_vampire_envoy_tapped_by_attacking_and_by_convoke(real_db: CardDatabase) -> None:
    """Vampire Envoy ("Whenever ~ becomes tapped, you gain 1 life"): it attacks (tapped:
    +1, and 1 damage to B) on turn 1; on turn 3 it is tapped to convoke Stoke the Flames
    (+1): A 22."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Envoy")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Stoke the Flames")
    s.attack(1, "A", "Vampire Envoy")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_life("A", 21))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Stoke the Flames", targets=["B"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_tapped("Vampire Envoy")
    s.assert_life("A", 22)
    s.assert_life("B", 15)


def test_burdened_aerialist_sees_a_treasure_sacrificed_for_mana(real_db: CardDatabase) -> None:
    """Burdened Aerialist: A sacrifices its Treasure for mana (a cost of a mana ability) to
    cast Shock: "Whenever you sacrifice a token" triggers: it has flying this turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Burdened Aerialist")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Burdened Aerialist")
    s.set_choice("A", "Red")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}, Sacrifice", source="Treasure Token")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_abilities("A", "Burdened Aerialist", ["Flying"]))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_burning_prophet_sees_a_spell_cast_by_cascade(real_db: CardDatabase) -> None:
    """Bloodbraid Elf cascades into Lightning Bolt (cast without paying its mana cost,
    702.85a: cast, 601.2i): Burning Prophet's "Whenever you cast a noncreature spell" gives
    +1/+0 once (the Elf is a creature spell): 2/3; the Bolt hits B (17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burning Prophet")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Bloodbraid Elf")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodbraid Elf")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Burning Prophet", 2, 3))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_cycle_or_discard_triggers_once_per_cycle(real_db: CardDatabase) -> None:
    """Flameblade Adept ("Whenever you cycle or discard a card", 1/2): A cycles Renewed Faith
    (discarding it is the cost, 702.29a): one trigger, 2/2 (not 3/2); Renewed Faith's own
    cycle trigger gains A 2 life (22)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flameblade Adept")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Renewed Faith")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling", source="Renewed Faith")
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_power_toughness("A", "Flameblade Adept", 2, 2))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)


def test_glint_horn_buccaneer_sees_a_cycling_discard(real_db: CardDatabase) -> None:
    """Glint-Horn Buccaneer ("Whenever you discard a card"): cycling Renewed Faith discards
    it: B takes 1 (19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glint-Horn Buccaneer")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Renewed Faith")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Cycling", source="Renewed Faith")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 19)


def test_star_crowned_stag_taps_a_creature_of_the_attacked_player(
        real_db: CardDatabase) -> None:
    """Three players: Star-Crowned Stag attacks C: "target creature defending player controls"
    is C's (802.2a): B's Hill Giant can't be chosen, C's is tapped."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Star-Crowned Stag")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "C", "Hill Giant")
    s.attack(1, "A", "Star-Crowned Stag", "C")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_tapped("Hill Giant@C")
    s.assert_tapped("Hill Giant@B", False)


def test_disciple_of_the_vault_targets_an_opponent_in_multiplayer(
        real_db: CardDatabase) -> None:
    """Three players: Disciple of the Vault's trigger (an artifact to a graveyard) targets C:
    C 19, B 20."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Disciple of the Vault")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_target("A", "C")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Ornithopter"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("C", 19)
    s.assert_life("B", 20)
