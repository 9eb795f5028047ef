"""Session-15 misplay audit (issue 11's hand check, `qa15c`) of the cards the second merge round
gained: 30 drawn with `random.Random(20261127 + 152)` from `gained_r2.txt`, read against their
Oracle text and the Comprehensive Rules; the doubts are played here with exact figures, then
the other 12 cards of the round.

One misplay found: Quandrix Command's fourth mode ("Target player shuffles up to three target
cards from their graveyard into their library") could never choose a card: `rules/targets.
related` took the spell's first target as "their" player, and with "choose two" the player of
mode 4 is never first (700.2). It now takes the target player chosen just before the cards
(601.2c)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_flay_essence_gains_life_for_the_counters_it_last_had(real_db: CardDatabase) -> None:
    """608.2h, 400.7 (last known information): Flay Essence exiles B's Grizzly Bears with three
    +1/+1 counters: the card in exile has none, but A gains 3 life for the counters it had."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Flay Essence")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 3})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flay Essence", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, "B")
    s.assert_life("A", 23)


def test_kinsbaile_borderguard_dies_with_its_counters(real_db: CardDatabase) -> None:
    """614.1c, 603.10a: Borderguard enters with two +1/+1 counters (two other Kithkin: A's
    Goldmeadow Harrier and Kinsbaile Skirmisher, not B's); it dies to B's Doom Blade: two
    Kithkin Soldier tokens, counted from the counters it last had."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Goldmeadow Harrier")
    s.add_card(Zone.BATTLEFIELD, "A", "Kinsbaile Skirmisher")
    s.add_card(Zone.HAND, "A", "Kinsbaile Borderguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Goldmeadow Harrier")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kinsbaile Borderguard")
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_counter_count("A", "Kinsbaile Borderguard", "+1/+1", 2))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Kinsbaile Borderguard"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Kinsbaile Borderguard", 1)
    s.assert_permanent_count("A", "Kithkin Soldier Token", 2)


def test_rowan_ultimate_steals_creatures_until_end_of_turn(real_db: CardDatabase) -> None:
    """611.2a, 613.1b, 514.2: Rowan's −9 takes B's tapped Craw Wurm for the turn, untapped and
    hasty: it attacks B for 6; on turn 2 B controls it again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rowan, Fearless Sparkmage", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm", tapped=True)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-9:")
    s.attack(1, "A", "Craw Wurm")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Craw Wurm", 0)


def test_doomfall_caster_chooses_the_card_to_exile(real_db: CardDatabase) -> None:
    """608.2d, 701.20 (reveal): Doomfall's second mode: B reveals Island, Grizzly Bears and Craw
    Wurm; A (not B) chooses a nonland card: A names Craw Wurm, which is exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Doomfall")
    s.add_card(Zone.HAND, "B", "Island")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Craw Wurm")
    s.set_mode_choice("A", 2)
    s.set_choice("A", "Craw Wurm")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doomfall", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Craw Wurm", 1, "B")
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_hand_count("B", 1, "Grizzly Bears")


def test_crown_of_empires_steals_only_with_the_full_set(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """608.2c ("instead"), 611.2a (no duration: the control lasts), 201.2: with artifacts named
    Scepter and Throne of Empires (plain artifacts here, by those names: Throne is refused)
    A gains control of B's Test Bear instead of tapping it, and still controls it, untapped,
    on turn 2; with the Scepter alone the Crown only taps it and B keeps it."""
    from .conftest import FIXTURE_CARDS, face, write_atomic

    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    crown = "{3}, {T}: Tap target creature. Gain control of that creature instead if you " \
        "control artifacts named Scepter of Empires and Throne of Empires."
    cards = {**FIXTURE_CARDS,
             "Crown of Empires": [face("Crown of Empires", "Artifact", cost="{2}", text=crown)],
             "Island": [face("Island", "Basic Land — Island", text="({T}: Add {U}.)")],
             **{n: [face(n, "Artifact", cost="{3}")] for n in ("Scepter of Empires",
                                                             "Throne of Empires")}}
    db = CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", cards))
    for others, stolen in ((("Scepter of Empires", "Throne of Empires"), True),
                           (("Scepter of Empires",), False)):
        s = Scenario(cards=db)
        s.add_card(Zone.BATTLEFIELD, "A", "Crown of Empires")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        for name in others:
            s.add_card(Zone.BATTLEFIELD, "A", name)
        s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}:", targets=["Test Bear"])
        s.check(1, Step.END_TURN, lambda sc, t=not stolen: sc.assert_tapped("Test Bear", t))
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_permanent_count("A", "Test Bear", 1 if stolen else 0)
        s.assert_permanent_count("B", "Test Bear", 0 if stolen else 1)


def test_dong_zhou_creature_hits_its_controller(real_db: CardDatabase) -> None:
    """608.2b, 120.3: Dong Zhou's trigger targets B's Craw Wurm (power 6): the Wurm deals 6
    damage to B, its controller; A is untouched."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Dong Zhou, the Tyrant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_target("A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dong Zhou, the Tyrant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 20)


def test_essence_flux_counter_only_on_a_spirit(real_db: CardDatabase) -> None:
    """400.7, 608.2c: Essence Flux blinks A's Kami of Ancient Law (a Spirit): it returns with
    one +1/+1 counter as a new object (2/3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Essence Flux")
    s.add_card(Zone.BATTLEFIELD, "A", "Kami of Ancient Law")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Essence Flux", targets=["Kami of Ancient Law"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Kami of Ancient Law", "+1/+1", 1)
    s.assert_power_toughness("A", "Kami of Ancient Law", 3, 3)


def test_essence_flux_no_counter_on_a_non_spirit(real_db: CardDatabase) -> None:
    """608.2c: Essence Flux blinks A's Grizzly Bears: no counter (not a Spirit)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Essence Flux")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Essence Flux", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_scarab_god_token_is_a_black_4_4_zombie_copy(real_db: CardDatabase) -> None:
    """707.9b, 707.9d, 111.4: The Scarab God exiles B's Serra Angel from B's graveyard: A's
    token is a Serra Angel, 4/4, black, a Zombie (not an Angel), with flying and vigilance."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Scarab God")
    s.add_card(Zone.BATTLEFIELD, "A", "Underground Sea", 4)
    s.add_card(Zone.GRAVEYARD, "B", "Serra Angel")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{U}{B}:", targets=["Serra Angel"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Serra Angel", 1, "B")
    s.assert_power_toughness("A", "Serra Angel", 4, 4)
    s.assert_color("Serra Angel", ["Black"])
    s.assert_subtype("Serra Angel", "Zombie")
    s.assert_subtype("Serra Angel", "Angel", present=False)
    s.assert_abilities("A", "Serra Angel", ["Flying", "Vigilance"])


def test_scarab_god_upkeep_counts_zombies(real_db: CardDatabase) -> None:
    """603.2, 608.2h: at A's upkeep on turn 1 A controls two Zombies (Walking Corpse x2):
    B loses 2 life."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Scarab God")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_urborg_syphon_mage_gains_the_life_lost(real_db: CardDatabase) -> None:
    """119.3, 608.2h ("this way"): B loses 2 life, A gains 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Urborg Syphon-Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}, {T}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)
    s.assert_graveyard_count("A", "Island", 1)


def test_bond_of_agony_pays_and_drains_x(real_db: CardDatabase) -> None:
    """601.2b, 601.2h, 119.4: Bond of Agony with X=3: A pays 3 life as it casts it (17), B
    loses 3 (17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Bond of Agony")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bond of Agony", x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)
    s.assert_life("B", 17)


def test_clone_legion_copies_each_creature_of_the_player(real_db: CardDatabase) -> None:
    """707.2, 111.10: Clone Legion targets B, who controls Grizzly Bears and Craw Wurm: A
    creates a token copy of each (two tokens); B's creatures stay, A's Hill Giant isn't
    copied."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.HAND, "A", "Clone Legion")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Clone Legion", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)
    s.assert_power_toughness("A", "Craw Wurm", 6, 4)


def test_debt_to_the_kami_opponent_chooses_and_exiles(real_db: CardDatabase) -> None:
    """608.2d, 701.13: Debt to the Kami's first mode: B (the target opponent) chooses
    Grizzly Bears among its creatures; it is exiled (not put into the graveyard)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Debt to the Kami")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_mode_choice("A", 1)
    s.set_choice("A", "Craw Wurm")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Debt to the Kami", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, "B")
    s.assert_graveyard_count("B", None, 0)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_doom_cannon_sacrifices_only_the_chosen_type(real_db: CardDatabase) -> None:
    """614.12, 602.2b: A chooses Goblin as Doom Cannon enters; it sacrifices Raging Goblin
    (not Grizzly Bears) to deal 3 damage to B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 9)
    s.add_card(Zone.HAND, "A", "Doom Cannon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Cannon")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Raging Goblin", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_dwell_on_the_past_shuffles_the_chosen_cards(real_db: CardDatabase) -> None:
    """115.1, 701.24: Dwell on the Past targets B and two of B's four graveyard cards: those
    two go into B's library, the other two stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Dwell on the Past")
    s.remove_all_from_library("B")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dwell on the Past",
                 targets=["B", "Craw Wurm", "Lightning Bolt"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_library_count("B", 2)
    s.assert_library_count("B", 1, "Craw Wurm")
    s.assert_library_count("B", 1, "Lightning Bolt")
    s.assert_graveyard_count("B", None, 2)


def test_incremental_growth_puts_one_two_three(real_db: CardDatabase) -> None:
    """115.3, 601.2c: three different targets get 1, 2 and 3 +1/+1 counters in order."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Incremental Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Incremental Growth",
                 targets=["Craw Wurm", "Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Craw Wurm", "+1/+1", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 3)


def test_kyler_grows_other_humans_per_counter(real_db: CardDatabase) -> None:
    """603.2, 613.4c: Kyler has two counters; A casts Elite Vanguard (another Human): Kyler
    gets a third counter; each Elite Vanguard (2/1) is 5/4; A's Grizzly Bears stays 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kyler, Sigardian Emissary", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Elite Vanguard")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elite Vanguard")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Kyler, Sigardian Emissary", "+1/+1", 3)
    s.assert_power_toughness("A", "Kyler, Sigardian Emissary", 5, 5)
    s.assert_power_toughness("A", "Elite Vanguard", 5, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_quillspike_removes_a_counter_for_plus_three(real_db: CardDatabase) -> None:
    """602.2b, 122.8: Quillspike removes the -1/-1 counter from A's Hill Giant (2/2 -> 3/3):
    Quillspike is 4/4 until end of turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Quillspike")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"-1/-1": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B/G}")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Quillspike", 4, 4))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "-1/-1", 0)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_power_toughness("A", "Quillspike", 1, 1)


def test_rampage_of_the_valkyries_angel_dies_opponent_sacrifices(real_db: CardDatabase) -> None:
    """603.6c, 603.10a, 701.21: B's Doom Blade destroys A's Serra Angel: B sacrifices a
    creature (its Grizzly Bears); A keeps its Angel token and Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rampage of the Valkyries")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra Angel")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Serra Angel"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_trap_digger_sacrifices_a_trapped_land(real_db: CardDatabase) -> None:
    """602.2b, 122.1: B's Grizzly Bears attacks; A sacrifices its Plains with a trap counter:
    3 damage kills the Bears; A's other Plains stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Trap Digger")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", counters={"trap": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "Sacrifice a land",
                       targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Plains", 1)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_life("A", 20)


def test_sandstone_deadfall_destroys_an_attacker(real_db: CardDatabase) -> None:
    """602.2b, 701.8: B's Craw Wurm attacks; A taps and sacrifices Deadfall and two lands: the
    Wurm is destroyed, A takes no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sandstone Deadfall")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.attack(2, "B", "Craw Wurm")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{T}, Sacrifice", targets=["Craw Wurm"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)
    s.assert_graveyard_count("A", "Sandstone Deadfall", 1)
    s.assert_graveyard_count("A", "Plains", 2)
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_life("A", 20)


def test_syphon_soul_gains_the_damage_dealt(real_db: CardDatabase) -> None:
    """120.3, 608.2h ("this way"): B takes 2, A gains 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Syphon Soul")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Syphon Soul")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_words_of_wisdom_two_for_you_one_for_them(real_db: CardDatabase) -> None:
    """121.1: A draws two cards, B one."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Words of Wisdom")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Words of Wisdom")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 1)


def test_glass_cast_heart_one_blood_per_attack(real_db: CardDatabase) -> None:
    """603.2c ("one or more ... attack"): two Vampires attack together: one Blood token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Glass-Cast Heart")
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Interloper", 2)
    s.attack(1, "A", "Vampire Interloper#1")
    s.attack(1, "A", "Vampire Interloper#2")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Blood Token", 1)
    s.assert_life("B", 16)


def test_scarab_god_returns_to_hand_at_the_next_end_step(real_db: CardDatabase) -> None:
    """603.7a, 603.10a: B's Hero's Downfall destroys The Scarab God on turn 2: it stays in
    A's graveyard until the end step of that turn, then returns to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Scarab God")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Hero's Downfall")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hero's Downfall", targets=["The Scarab God"])
    s.check(2, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_graveyard_count("A", "The Scarab God", 1))
    s.stop_at(2, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "The Scarab God", 0)
    s.assert_hand_count("A", 1, "The Scarab God")


def test_quandrix_command_counters_and_shuffle(real_db: CardDatabase) -> None:
    """700.2, 601.2c: modes 3 and 4: two +1/+1 counters on A's Grizzly Bears; B shuffles Craw
    Wurm from its graveyard into its library (Hill Giant stays)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island", 3)
    s.add_card(Zone.HAND, "A", "Quandrix Command")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.remove_all_from_library("B")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.add_card(Zone.GRAVEYARD, "B", "Hill Giant")
    s.set_mode_choice("A", 3)
    s.set_mode_choice("A", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Quandrix Command",
                 targets=["Grizzly Bears", "B", "Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_library_count("B", 1, "Craw Wurm")
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_rowan_minus_two_pings_and_stops_blocks(real_db: CardDatabase) -> None:
    """115.1d, 509.1b: Rowan's −2 deals 1 to B's Grizzly Bears and Llanowar Elves (the Elves
    die); the Bears can't block A's attacking Hill Giant this turn: B takes 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rowan, Fearless Sparkmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:",
                       targets=["Grizzly Bears", "Llanowar Elves"])
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    try:
        s.execute()
    except Exception as exc:  # the block must be refused: 509.1b
        assert "Grizzly Bears" in str(exc)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_life("B", 17)
    s.assert_counter_count("A", "Rowan, Fearless Sparkmage", "loyalty", 3)


def test_quandrix_command_cards_come_from_the_target_players_graveyard(
        real_db: CardDatabase) -> None:
    """601.2c, 700.2: modes 3 and 4 with B as the player: a card from A's graveyard is not a
    legal choice for "their graveyard"; the cast is refused."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island", 3)
    s.add_card(Zone.HAND, "A", "Quandrix Command")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.set_mode_choice("A", 3)
    s.set_mode_choice("A", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Quandrix Command",
                 targets=["Grizzly Bears", "B", "Hill Giant"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match=r"601\.2c"):
        s.execute()


def test_triad_of_fates_controller_of_the_exiled_creature_draws(real_db: CardDatabase) -> None:
    """608.2h, 400.7 (last known information): Triad exiles B's Grizzly Bears with a fate
    counter: B, its controller as it last existed, draws two cards; A draws none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Triad of Fates")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"fate": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1, "B")
    s.assert_hand_count("B", 2)
    s.assert_hand_count("A", 0)


def test_alibou_counts_tapped_artifacts_after_attacking(real_db: CardDatabase) -> None:
    """508.1f, 603.2c, 608.2h: Alibou and Ornithopter attack (both tapped) and A's Mind Stone
    is tapped for mana in the first main phase: X is 3: 3 damage to B, then 4 combat damage: B at 13."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Alibou, Ancient Witness")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_target("A", "B")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {C}")
    s.attack(1, "A", "Alibou, Ancient Witness")
    s.attack(1, "A", "Ornithopter")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 13)


def test_etchings_of_the_chosen_pumps_and_saves_the_chosen_type(real_db: CardDatabase) -> None:
    """614.12, 613.4c, 702.12b: A chooses Goblin: A's Raging Goblin is 2/2, A's Grizzly Bears
    stays 2/2, B's Raging Goblin 1/1; sacrificing the Goblin makes the Bears indestructible:
    B's Lightning Bolt leaves it on the battlefield with 3 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scrubland", 4)
    s.add_card(Zone.HAND, "A", "Etchings of the Chosen")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Etchings of the Chosen")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Raging Goblin", 2, 2),
        sc.assert_power_toughness("B", "Raging Goblin", 1, 1),
        sc.assert_power_toughness("A", "Grizzly Bears", 2, 2)))
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}, Sacrifice", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Raging Goblin", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 3)


def test_great_hall_of_starnheim_sacrifices_itself_and_a_creature(real_db: CardDatabase) -> None:
    """602.2b, 307.5 (activate only as a sorcery): A sacrifices the Hall and Grizzly Bears:
    a 4/4 flying, vigilant Angel Warrior token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Great Hall of Starnheim")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}{W}{B}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Great Hall of Starnheim", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Angel Warrior Token", 4, 4)
    s.assert_abilities("A", "Angel Warrior Token", ["Flying", "Vigilance"])


def test_gaeas_blessing_caster_draws_not_the_target_player(real_db: CardDatabase) -> None:
    """608.2c: Gaea's Blessing targets B and B's Craw Wurm: the Wurm goes into B's library;
    A (not B) draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Gaea's Blessing")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gaea's Blessing", targets=["B", "Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 0)
    s.assert_library_count("B", 1, "Craw Wurm")
    s.assert_hand_count("A", 1)
    s.assert_hand_count("B", 0)


def test_nivmagus_elemental_exiles_a_spell_for_two_counters(real_db: CardDatabase) -> None:
    """602.2b, 118.3: A casts Lightning Bolt at B, then exiles it from the stack to pay
    Nivmagus Elemental's cost: the Bolt never resolves (B at 20), Nivmagus has two +1/+1
    counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nivmagus Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Exile an instant",
                       responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_exile_count("Lightning Bolt", 1, "A")
    s.assert_counter_count("A", "Nivmagus Elemental", "+1/+1", 2)


def test_tember_city_damages_the_player_who_taps_a_land(real_db: CardDatabase) -> None:
    """901.7, 605.1a, 603.2: with Tember City face up, A taps a Mountain for mana (A at 19)
    and B taps a Forest on turn 2 (B at 19); A's Mind Stone (not a land) deals nothing."""
    s = Scenario(cards=real_db)
    s.set_planar_deck("A", ["Tember City", "Krosa"])
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {R}")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {C}")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}: Add {G}")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)
    s.assert_life("B", 19)


def test_mimic_becomes_a_3_3_artifact_creature_for_the_turn(real_db: CardDatabase) -> None:
    """205.1b ("[creature type] artifact creature": it stays an artifact), 613.4b, 514.2:
    Mimic is a 3/3 Shapeshifter artifact creature this turn, an artifact only on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mimic")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_power_toughness("A", "Mimic", 3, 3),
        sc.assert_type("Mimic", "Artifact"),
        sc.assert_subtype("Mimic", "Shapeshifter")))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Mimic", "Creature", present=False)
    s.assert_type("Mimic", "Artifact")


def test_nissa_revane_gains_two_per_elf(real_db: CardDatabase) -> None:
    """606.3, 608.2h: A controls Llanowar Elves and Elvish Mystic (B's Elf doesn't count):
    Nissa's second +1 gains 4; loyalty 2 -> 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nissa Revane")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Mystic")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1: You gain")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_counter_count("A", "Nissa Revane", "loyalty", 3)


def test_grave_pact_each_other_player_sacrifices(real_db: CardDatabase) -> None:
    """603.6c, 603.10a, 701.21a: A's Grizzly Bears dies to B's Lightning Bolt: B sacrifices
    its only creature, Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grave Pact")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
