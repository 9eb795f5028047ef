"""Activated and loyalty abilities and costs, session 21. Real cards of the shared MTGJSON file
(skipped without it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError
from tests.cards.conftest import assert_compiled

# ------------------------------------------------------------------ 205.4, 205.1a: Sarkhan


def _sarkhan(real_db: CardDatabase, *, blocker: bool) -> Scenario:
    """A activates Sarkhan, the Dragonspeaker's +1 and attacks B with him (haste); B blocks
    with a Giant Spider when `blocker`."""
    assert_compiled(real_db, "Sarkhan, the Dragonspeaker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sarkhan, the Dragonspeaker")
    if blocker:
        s.add_card(Zone.BATTLEFIELD, "B", "Giant Spider")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(1, "A", "Sarkhan, the Dragonspeaker")
    if blocker:
        s.block(1, "B", "Giant Spider", "Sarkhan, the Dragonspeaker")
    return s


def test_205_4_sarkhan_becomes_a_legendary_dragon_creature(real_db: CardDatabase) -> None:
    """+1: "Until end of turn, ~ becomes a legendary 4/4 red Dragon creature with flying,
    indestructible, and haste." His card type is replaced (205.1a: no longer a planeswalker,
    nor a Sarkhan), he stays legendary (205.4), and he attacks for 4 the turn it happens."""
    s = _sarkhan(real_db, blocker=False)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    sarkhan = s._one_permanent("Sarkhan, the Dragonspeaker")
    ch = characteristics(s.state, sarkhan)
    assert (ch.power, ch.toughness) == (4, 4)
    assert {t.value for t in ch.types} == {"Creature"}
    assert {t.value for t in ch.supertypes} == {"Legendary"}
    assert ch.subtypes == frozenset({"Dragon"})
    s.assert_color("Sarkhan, the Dragonspeaker", ["R"])
    s.assert_life("B", 16)
    s.assert_counter_count("A", "Sarkhan, the Dragonspeaker", "loyalty", 5)


def test_205_1a_sarkhan_dealt_damage_as_a_creature_keeps_his_loyalty(
        real_db: CardDatabase) -> None:
    """Blocked by a 2/4 Giant Spider (reach): the damage dealt to the Dragon is marked, not loyalty
    removed (120.3c applies to planeswalkers only, and he's none), and indestructible keeps him;
    the Spider dies. At the end of the turn he is a planeswalker with 5 loyalty again."""
    s = _sarkhan(real_db, blocker=True)
    s.check(1, Step.END_COMBAT, lambda sc: sc.assert_damage("Sarkhan, the Dragonspeaker", 2))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Giant Spider", 1)
    s.assert_life("B", 20)
    s.assert_counter_count("A", "Sarkhan, the Dragonspeaker", "loyalty", 5)
    s.assert_type("Sarkhan, the Dragonspeaker", "Planeswalker")
    s.assert_type("Sarkhan, the Dragonspeaker", "Creature", False)


# ------------------------------------------------------------------ 606.3, 117.1a: loyalty
# abilities any time their controller could cast an instant


def test_606_3_teferi_master_of_time_on_an_opponents_turn(real_db: CardDatabase) -> None:
    """Teferi, Master of Time: "You may activate loyalty abilities of ~ on any player's turn
    any time you could cast an instant." A activates his +1 ("Draw a card, then discard a
    card.") in B's upkeep: a Wastes drawn and discarded, 4 loyalty; once that turn only
    (606.3), so the -3 is no longer playable."""
    assert_compiled(real_db, "Teferi, Master of Time")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi, Master of Time")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_playable("A", "-3:"))
    s.activate_ability(2, Step.UPKEEP, "A", "+1:")
    s.check(2, Step.DRAW, lambda sc: sc.assert_playable("A", "-3:", False))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Teferi, Master of Time", "loyalty", 4)
    s.assert_graveyard_count("A", "Wastes", 1)
    s.assert_hand_count("A", 0)


def test_606_3_other_planeswalkers_keep_sorcery_timing(real_db: CardDatabase) -> None:
    """Without such an ability, a loyalty ability can't be activated in an opponent's turn
    (606.3): Jace Beleren's is not playable in B's upkeep beside Teferi, Master of Time (his
    ability covers only himself)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi, Master of Time")
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_playable("A", "-1:", False))
    s.stop_at(2, Step.DRAW)
    s.execute()


def test_114_4_teferi_temporal_archmage_emblem(real_db: CardDatabase) -> None:
    """Teferi, Temporal Archmage's -10: 'You get an emblem with "You may activate loyalty
    abilities of planeswalkers you control on any player's turn any time you could cast an
    instant."' From the command zone (114.4) it lets A activate Jace Beleren's -1 ("Target
    player draws a card.") in B's upkeep, targeting A."""
    assert_compiled(real_db, "Teferi, Temporal Archmage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi, Temporal Archmage", counters={"loyalty": 5})
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-10:")
    s.activate_ability(2, Step.UPKEEP, "A", "-1:", targets=["A"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Teferi, Temporal Archmage", 1)  # (704.5i: 0 loyalty)
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 2)
    s.assert_hand_count("A", 1)


def _emperor(real_db: CardDatabase, cast_turn: int) -> Scenario:
    """A casts The Wandering Emperor (flash) in B's turn-2 upkeep (`cast_turn` 2) or in A's
    own first main phase (`cast_turn` 1); stopped at B's turn-2 draw step."""
    assert_compiled(real_db, "The Wandering Emperor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "The Wandering Emperor")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.cast_spell(cast_turn, Step.UPKEEP if cast_turn == 2 else Step.PRECOMBAT_MAIN, "A",
                 "The Wandering Emperor")
    return s


def test_611_3a_wandering_emperor_the_turn_she_entered(real_db: CardDatabase) -> None:
    """"As long as ~ entered the battlefield this turn, you may activate her loyalty abilities
    any time you could cast an instant.": flashed in in B's upkeep, her -1 makes a 2/2
    Samurai there and then."""
    s = _emperor(real_db, 2)
    s.activate_ability(2, Step.UPKEEP, "A", "-1:")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Samurai Token", 1)
    s.assert_counter_count("A", "The Wandering Emperor", "loyalty", 2)


def test_611_3a_wandering_emperor_a_later_turn(real_db: CardDatabase) -> None:
    """Cast in A's turn 1, she didn't enter in B's turn 2: no loyalty ability then."""
    s = _emperor(real_db, 1)
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_playable("A", "-1:", False))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Samurai Token", 0)


# ------------------------------------------------------------------ 613.4b, 611.2c: a group's
# base power and toughness


def test_613_4b_oko_the_trickster_minus_seven(real_db: CardDatabase) -> None:
    """Oko, the Trickster's -7: "Until end of turn, each creature you control has base power
    and toughness 10/10 and gains trample." Grizzly Bears with a +1/+1 counter is 11/11 (7b
    then 7c, 613.4) with trample; B's Hill Giant is untouched; next turn the Bears are 3/3."""
    assert_compiled(real_db, "Oko, the Trickster")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Oko, the Trickster", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7:")

    def during(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Grizzly Bears", 11, 11)
        sc.assert_abilities("A", "Grizzly Bears", ["trample"])
        sc.assert_power_toughness("B", "Hill Giant", 3, 3)

    s.check(1, Step.BEGIN_COMBAT, during)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_graveyard_count("A", "Oko, the Trickster", 1)  # (704.5i: 0 loyalty)


def test_611_2c_mass_diminish_until_your_next_turn(real_db: CardDatabase) -> None:
    """Mass Diminish: "Until your next turn, creatures target player controls have base power
    and toughness 1/1." B's Hill Giant is 1/1 through B's turn (it attacks for 1), and 3/3 again
    once A's next turn begins (611.2a); A's own Grizzly Bears stay 2/2."""
    assert_compiled(real_db, "Mass Diminish")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Mass Diminish")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mass Diminish", targets=["B"])
    s.attack(2, "B", "Hill Giant")
    s.check(2, Step.END_TURN, lambda sc: (sc.assert_power_toughness("B", "Hill Giant", 1, 1),
                                          sc.assert_power_toughness("A", "Grizzly Bears", 2, 2)))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 19)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_509_1h_inkfathom_witch_unblocked_creatures_only(real_db: CardDatabase) -> None:
    """Inkfathom Witch: "Each unblocked creature has base power and toughness 4/1 until end of
    turn." A attacks with Grizzly Bears and Hill Giant, B blocks the Giant with a Wall of Wood
    (0/3); A activates the Witch after blocks: the unblocked Bears deal 4, the blocked Giant
    stays 3/3 and kills the Wall."""
    assert_compiled(real_db, "Inkfathom Witch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Inkfathom Witch")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Underground Sea", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wall of Wood", "Hill Giant")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{2}{U}{B}:")
    s.check(1, Step.COMBAT_DAMAGE, lambda sc: (
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 1),
        sc.assert_power_toughness("A", "Hill Giant", 3, 3),
        sc.assert_power_toughness("A", "Inkfathom Witch", 1, 1)))
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_graveyard_count("B", "Wall of Wood", 1)


# ------------------------------------------------------------------ 118.3, 201.2: sacrificing
# a permanent with a given name


def test_201_2_jungle_patrol_sacrifices_a_token_named_wood(real_db: CardDatabase) -> None:
    """Jungle Patrol makes a Wood token ("{1}{G}, {T}: Create a 0/1 green Wall creature token
    with defender named Wood."), then "Sacrifice a token named Wood: Add {R}." pays for
    Lightning Bolt: B at 17, the Wood gone."""
    assert_compiled(real_db, "Jungle Patrol")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jungle Patrol")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}, {T}:")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "Sacrifice a token named Wood")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Wood", 0)


def test_201_2_a_creature_of_another_name_cant_be_sacrificed(real_db: CardDatabase) -> None:
    """Bubbling Cauldron's "{1}, {T}, Sacrifice a creature named Festering Newt: ..." can't be
    paid with a Grizzly Bears (its other ability, "Sacrifice a creature: You gain 4 life.",
    can)."""
    assert_compiled(real_db, "Bubbling Cauldron")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bubbling Cauldron")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "{1}, {T}, Sacrifice a creature named", False),
        sc.assert_playable("A", "{1}, {T}, Sacrifice a creature:")))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()


def test_201_4b_shadowborn_apostle_six_of_its_name(real_db: CardDatabase) -> None:
    """Shadowborn Apostle: "{B}, Sacrifice six creatures named ~: Search your library for a
    Demon creature card, put it onto the battlefield, then shuffle." Six Apostles go, Lord of
    the Pit comes from the library; with five Apostles it can't be activated."""
    assert_compiled(real_db, "Shadowborn Apostle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shadowborn Apostle", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.LIBRARY, "A", "Lord of the Pit")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, Sacrifice six")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Shadowborn Apostle", 6)
    s.assert_permanent_count("A", "Lord of the Pit", 1)
    five = Scenario(cards=real_db)
    five.add_card(Zone.BATTLEFIELD, "A", "Shadowborn Apostle", 5)
    five.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    five.check(1, Step.PRECOMBAT_MAIN,
               lambda sc: sc.assert_playable("A", "{B}, Sacrifice six", False))
    five.stop_at(1, Step.POSTCOMBAT_MAIN)
    five.execute()


# ------------------------------------------------------------------ 701.3a-c: one Aura moved


def _crown(real_db: CardDatabase, new_host: str) -> Scenario:
    """B's Holy Strength (white: +1/+2) enchants B's Hill Giant; A activates Crown of the Ages
    ("Attach target Aura attached to a creature to another creature.") and chooses
    `new_host`, a creature of A's."""
    assert_compiled(real_db, "Crown of the Ages")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crown of the Ages")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.BATTLEFIELD, "A", new_host)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Holy Strength", attached_to="Hill Giant")
    s.set_choice("A", new_host)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}:", targets=["Holy Strength"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_701_3a_crown_of_the_ages_moves_an_aura(real_db: CardDatabase) -> None:
    """The Aura moves to A's Grizzly Bears (3/4 now, the Giant 3/3); B still controls it
    (701.3a: only what it is attached to changes)."""
    s = _crown(real_db, "Grizzly Bears")
    s.assert_attached("Holy Strength", "Grizzly Bears")
    s.assert_power_toughness("A", "Grizzly Bears", 3, 4)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_permanent_count("B", "Holy Strength", 1)


def test_701_3b_an_aura_that_cant_enchant_it_doesnt_move(real_db: CardDatabase) -> None:
    """Chosen, A's Black Knight has protection from white: Holy Strength can't enchant it
    (702.16c), so it stays on the Hill Giant (701.3b)."""
    s = _crown(real_db, "Black Knight")
    s.assert_attached("Holy Strength", "Hill Giant")
    s.assert_power_toughness("B", "Hill Giant", 4, 5)


def test_701_3a_aura_finesse_to_target_creature(real_db: CardDatabase) -> None:
    """Aura Finesse: "Attach target Aura you control to target creature. Draw a card." A's
    Pacifism moves from B's Hill Giant to B's Grizzly Bears; A draws a card."""
    assert_compiled(real_db, "Aura Finesse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Aura Finesse")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Pacifism", attached_to="Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aura Finesse",
                 targets=["Pacifism", "Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_attached("Pacifism", "Grizzly Bears")
    s.assert_hand_count("A", 1)


# ------------------------------------------------------------------ 107.3a, 613.4b: an X/X
# whose X is the cost's, or counted as the effect begins (608.2h)


def test_107_3a_mirror_entity_x_three(real_db: CardDatabase) -> None:
    """Mirror Entity: "{X}: Until end of turn, creatures you control have base power and
    toughness X/X and gain all creature types." With X=3 the 4/4 Entity and the Bears are 3/3
    and Elves too (205.3m); B's Hill Giant is untouched."""
    assert_compiled(real_db, "Mirror Entity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mirror Entity")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}:", x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Mirror Entity", 3, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_subtype("Grizzly Bears", "Elf")
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_subtype("Hill Giant", "Elf", False)


def test_107_3a_chimeric_staff_attacks_as_an_x_x(real_db: CardDatabase) -> None:
    """Chimeric Staff: "{X}: ~ becomes an X/X Construct artifact creature until end of turn."
    Activated for X=4, it attacks for 4; at the next turn it is no creature."""
    assert_compiled(real_db, "Chimeric Staff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chimeric Staff")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}:", x=4)
    s.attack(1, "A", "Chimeric Staff")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 16)
    s.assert_type("Chimeric Staff", "Creature", False)


def test_608_2h_jolrael_counts_the_hand_as_it_resolves(real_db: CardDatabase) -> None:
    """Jolrael, Mwonvuli Recluse: "{4}{G}{G}: Until end of turn, creatures you control have
    base power and toughness X/X, where X is the number of cards in your hand." With four cards
    in hand Jolrael and the Bears are 4/4; playing a land afterwards doesn't change X (608.2h:
    counted once)."""
    assert_compiled(real_db, "Jolrael, Mwonvuli Recluse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jolrael, Mwonvuli Recluse")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Forest", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{G}{G}:")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Forest")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_power_toughness("A", "Jolrael, Mwonvuli Recluse", 4, 4)


def test_205_1b_testament_of_faith_keeps_its_types(real_db: CardDatabase) -> None:
    """Testament of Faith: "{X}: ~ becomes an X/X Wall creature with defender in addition to
    its other types until end of turn." X=3: a 3/3 enchantment creature Wall with defender."""
    assert_compiled(real_db, "Testament of Faith")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Testament of Faith")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}:", x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Testament of Faith", 3, 3)
    s.assert_type("Testament of Faith", "Enchantment")
    s.assert_subtype("Testament of Faith", "Wall")
    s.assert_abilities("A", "Testament of Faith", ["defender"])


# ------------------------------------------------------------------ 118.3, 122.1: "Remove a
# counter from a creature you control" (a counter of any kind, chosen as it is paid)


def _fain(real_db: CardDatabase, answer: str | None, counters: dict[str, int] | None) -> Scenario:
    """A activates Fain, the Broker's "{T}, Remove a counter from a creature you control:
    Create a Treasure token." with Grizzly Bears carrying `counters`; `answer` the kind."""
    assert_compiled(real_db, "Fain, the Broker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fain, the Broker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters=counters)
    if answer is not None:
        s.set_choice("A", answer)
    return s


def test_122_1_fain_removes_the_kind_chosen(real_db: CardDatabase) -> None:
    """The Bears have a +1/+1 and a shield counter; A removes the shield counter: a Treasure,
    the Bears 3/3 with their +1/+1 counter."""
    s = _fain(real_db, "shield", {"+1/+1": 1, "shield": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove a counter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 1)
    s.assert_counter_count("A", "Grizzly Bears", "shield", 0)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)


def test_122_1_fain_removes_a_plus_one_counter(real_db: CardDatabase) -> None:
    """Choosing the +1/+1 counter instead: the Bears are 2/2 with their shield counter."""
    s = _fain(real_db, "+1/+1", {"+1/+1": 1, "shield": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove a counter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "shield", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_118_3_fain_without_counters_cant_be_activated(real_db: CardDatabase) -> None:
    """No creature of A's has a counter: the cost can't be paid (118.3)."""
    s = _fain(real_db, None, None)
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{T}, Remove a counter", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 0)


def test_118_3_soul_diviner_from_a_planeswalker(real_db: CardDatabase) -> None:
    """Soul Diviner: "{T}, Remove a counter from an artifact, creature, land, or planeswalker
    you control: Draw a card." A loyalty counter of Jace Beleren's pays it: Jace at 2, a card
    drawn."""
    assert_compiled(real_db, "Soul Diviner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Diviner")
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Remove a counter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 2)
    s.assert_hand_count("A", 1)


# ------------------------------------------------------------------ 113.6p, 114.4: an emblem's
# activated ability


def test_113_6p_ob_nixilis_emblem_ability(real_db: CardDatabase) -> None:
    """Ob Nixilis of the Black Oath's -8: 'You get an emblem with "{1}{B}, Sacrifice a
    creature: You gain X life and draw X cards, where X is the sacrificed creature's
    power."' A activates it from the command zone in B's turn, sacrificing a Hill Giant (power
    3): 23 life, three cards drawn; Ob Nixilis went to the graveyard with 0 loyalty."""
    assert_compiled(real_db, "Ob Nixilis of the Black Oath")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ob Nixilis of the Black Oath", counters={"loyalty": 5})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-8:")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{1}{B}, Sacrifice a creature:"))
    s.activate_ability(2, Step.UPKEEP, "A", "{1}{B}, Sacrifice a creature:")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("A", "Ob Nixilis of the Black Oath", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 3)


def test_113_6p_emblem_ability_needs_its_cost(real_db: CardDatabase) -> None:
    """With no creature to sacrifice, the emblem's ability can't be activated (118.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ob Nixilis of the Black Oath", counters={"loyalty": 5})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-8:")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{1}{B}, Sacrifice a creature:", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)


# ------------------------------------------------------------------ 702.81a, 113.6b: retrace
# given to cards in a graveyard


def _wrenn(real_db: CardDatabase, *, land_in_hand: bool) -> Scenario:
    """A uses Wrenn and Six's -7 (7 loyalty), then casts Lightning Bolt from the graveyard at
    B by discarding a Mountain (retrace), in the second main phase."""
    assert_compiled(real_db, "Wrenn and Six")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wrenn and Six", counters={"loyalty": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    if land_in_hand:
        s.add_card(Zone.HAND, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7:")
    return s


def test_702_81a_wrenn_and_six_emblem_gives_retrace(real_db: CardDatabase) -> None:
    """'You get an emblem with "Instant and sorcery cards in your graveyard have retrace."':
    Lightning Bolt is cast from the graveyard for {R} and a discarded Mountain: B at 17, the
    Bolt back in the graveyard (retrace doesn't exile it), the Mountain there too."""
    s = _wrenn(real_db, land_in_hand=True)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Mountain", 1)
    s.assert_hand_count("A", 0)


def test_702_81a_retrace_needs_a_land_card_and_an_instant_or_sorcery(
        real_db: CardDatabase) -> None:
    """Without a land card in hand the Bolt can't be cast from the graveyard (the additional
    cost, 601.2h); a creature card there never could (the emblem names instants and sorceries
    only)."""
    s = _wrenn(real_db, land_in_hand=False)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (sc.assert_playable("A", "Lightning Bolt", False),
                                                 sc.assert_playable("A", "Grizzly Bears", False)))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    with_land = _wrenn(real_db, land_in_hand=True)
    with_land.check(1, Step.POSTCOMBAT_MAIN,
                    lambda sc: (sc.assert_playable("A", "Lightning Bolt"),
                                sc.assert_playable("A", "Grizzly Bears", False)))
    with_land.stop_at(1, Step.END_TURN)
    with_land.execute()


# ------------------------------------------------------------------ 702.116a-b, 613.1f: myriad
# granted


def test_702_116a_blade_of_selves_grants_myriad(real_db: CardDatabase) -> None:
    """Blade of Selves: "Equipped creature has myriad." In a three-player game A's equipped
    Grizzly Bears attack B: a token copy attacks C (each 2 damage), and it is exiled at end of
    combat."""
    assert_compiled(real_db, "Blade of Selves")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Blade of Selves", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("C", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_702_116a_unequipped_no_myriad(real_db: CardDatabase) -> None:
    """The Blade on the battlefield unattached: the Bears attack B alone; C is untouched."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Blade of Selves")
    s.attack(1, "A", "Grizzly Bears", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("C", 20)


# ------------------------------------------------------------------ 702.14c: landwalk of a
# quality ("artifact landwalk", "snow swampwalk")


def _walker(real_db: CardDatabase, walker: str, land: str, gloves: bool = False) -> Scenario:
    """A attacks B with `walker` (wearing Vectis Gloves when `gloves`); B controls `land` and
    a Wall of Wood (0/3) and tries to block with it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", walker)
    if gloves:
        assert_compiled(real_db, "Vectis Gloves")
        s.add_card(Zone.BATTLEFIELD, "A", "Vectis Gloves", attached_to=walker)
    s.add_card(Zone.BATTLEFIELD, "B", land)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", walker)
    s.block(1, "B", "Wall of Wood", walker)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_702_14c_vectis_gloves_artifact_landwalk(real_db: CardDatabase) -> None:
    """Vectis Gloves: "Equipped creature gets +2/+0 and has artifact landwalk." B controls
    Seat of the Synod (an artifact land): the Wall can't block the 4/2 Bears."""
    s = _walker(real_db, "Grizzly Bears", "Seat of the Synod", gloves=True)
    with pytest.raises(ScenarioError, match="can't block"):
        s.execute()
    s.assert_life("B", 16)


def test_702_14c_artifact_landwalk_without_an_artifact_land(real_db: CardDatabase) -> None:
    """B controls an Island only: the Wall blocks the Bears; B takes nothing."""
    s = _walker(real_db, "Grizzly Bears", "Island", gloves=True)
    s.execute()
    s.assert_life("B", 20)


def test_702_14c_snow_swampwalk(real_db: CardDatabase) -> None:
    """Legions of Lim-Dûl (2/3, snow swampwalk): unblockable while B controls a
    Snow-Covered Swamp (2 damage), blocked when B's Swamp isn't snow."""
    assert_compiled(real_db, "Legions of Lim-Dûl")
    snow = _walker(real_db, "Legions of Lim-Dûl", "Snow-Covered Swamp")
    with pytest.raises(ScenarioError, match="can't block"):
        snow.execute()
    snow.assert_life("B", 18)
    plain = _walker(real_db, "Legions of Lim-Dûl", "Swamp")
    plain.execute()
    plain.assert_life("B", 20)


# ------------------------------------------------------------------ 708.5: looking at a
# face-down permanent


def test_708_5_smoke_teller_looks_at_a_face_down_creature(real_db: CardDatabase) -> None:
    """Smoke Teller: "{1}{U}: Look at target face-down creature." A's face-down Sagu Mauler is
    a legal target: the look is logged, and the creature stays face down, a 2/2."""
    assert_compiled(real_db, "Smoke Teller")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Smoke Teller")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Sagu Mauler")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sagu Mauler using Morph")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}{U}:", targets=[""])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    looks = [e for e in s.state.log if e[0] == "look_at_face_down"]
    assert len(looks) == 1 and looks[0][1] == 0
    s.assert_power_toughness("A", "", 2, 2)


def test_708_5_no_face_down_creature_no_target(real_db: CardDatabase) -> None:
    """Only a face-up Grizzly Bears: Smoke Teller's ability has no legal target (115.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Smoke Teller")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{1}{U}:", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()


# ------------------------------------------------------------------ 613.1f: an ability lost
# or gained by the target or the enchanted creature


def test_613_1f_goblin_skycutter_that_creature_loses_flying(real_db: CardDatabase) -> None:
    """Goblin Skycutter: "Sacrifice ~: It deals 2 damage to target creature with flying. That
    creature loses flying until end of turn." Serra Angel (4/4) has 2 damage and no flying;
    Burning Palm Efreet says it in one sentence ("... and that creature loses flying ...")."""
    assert_compiled(real_db, "Goblin Skycutter")
    assert_compiled(real_db, "Burning Palm Efreet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Skycutter")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["Serra Angel"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Serra Angel", 2)
    s.assert_abilities("B", "Serra Angel", ["flying"], present=False)
    s.assert_abilities("B", "Serra Angel", ["vigilance"])
    s.assert_graveyard_count("A", "Goblin Skycutter", 1)


def test_702_3b_gelid_shackles_gives_defender(real_db: CardDatabase) -> None:
    """Gelid Shackles: "{S}: Enchanted creature gains defender until end of turn." On A's own
    Grizzly Bears, activated with a Snow-Covered Island's mana: the Bears can't attack that
    turn (702.3b)."""
    assert_compiled(real_db, "Gelid Shackles")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Gelid Shackles", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Snow-Covered Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{S}:")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="could not attack"):
        s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["defender"])
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 205.2a: "target artifact
# creature card" (both card types)


def test_205_2a_scarecrone_returns_an_artifact_creature_card(real_db: CardDatabase) -> None:
    """Scarecrone: "{4}, {T}: Return target artifact creature card from your graveyard to the
    battlefield." Ornithopter comes back."""
    assert_compiled(real_db, "Scarecrone")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scarecrone")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}:", targets=["Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)


def test_205_2a_a_creature_or_an_artifact_alone_isnt_one(real_db: CardDatabase) -> None:
    """Only Grizzly Bears (a creature card) and Sol Ring (an artifact card) in the graveyard:
    the ability has no legal target (115.1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scarecrone")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Sol Ring")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{4}, {T}:", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()


# ------------------------------------------------------------------ 702.25a, 613.1f: flanking
# gained until end of turn


def test_702_25a_jabaris_banner_gives_flanking(real_db: CardDatabase) -> None:
    """Jabari's Banner: "{1}, {T}: Target creature gains flanking until end of turn." A's Grizzly
    Bears gain it and attack; B's Hill Giant blocks and gets -1/-1 (2/2): both die."""
    assert_compiled(real_db, "Jabari's Banner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jabari's Banner")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}:", targets=["Grizzly Bears"])
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_702_25a_without_the_banner_the_giant_survives(real_db: CardDatabase) -> None:
    """Not activated: the 3/3 Giant kills the Bears and survives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jabari's Banner")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


# ------------------------------------------------------------------ 208.1, 608.2h: "with power
# less than ~'s power"


def _psychopath(real_db: CardDatabase, target: str) -> Scenario:
    """Unliving Psychopath (0/4, "{B}: ~ gets +1/-1 until end of turn."), pumped twice (2/2),
    then "{B}, {T}: Destroy target creature with power less than ~'s power." at `target`."""
    assert_compiled(real_db, "Unliving Psychopath")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Unliving Psychopath")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}: Unliving")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}: Unliving")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}, {T}:", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_208_1_unliving_psychopath_destroys_a_smaller_creature(real_db: CardDatabase) -> None:
    """At power 2 it destroys the Llanowar Elves (power 1)."""
    s = _psychopath(real_db, "Llanowar Elves")
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_power_toughness("A", "Unliving Psychopath", 2, 2)


def test_208_1_not_a_creature_of_equal_power(real_db: CardDatabase) -> None:
    """Grizzly Bears (power 2) isn't a legal target (2 is not less than 2)."""
    s = _psychopath(real_db, "Grizzly Bears")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 0)


def test_608_2h_lena_uses_her_power_as_she_last_existed(real_db: CardDatabase) -> None:
    """Lena, Selfless Champion (3/3): "Sacrifice ~: Creatures you control with power less than
    ~'s power gain indestructible until end of turn." Sacrificed, her last known power 3
    counts (608.2h): A's Grizzly Bears (2) gain indestructible, A's Hill Giant (3) doesn't."""
    assert_compiled(real_db, "Lena, Selfless Champion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lena, Selfless Champion")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Lena, Selfless Champion", 1)
    s.assert_abilities("A", "Grizzly Bears", ["indestructible"])
    s.assert_abilities("A", "Hill Giant", ["indestructible"], present=False)


# ------------------------------------------------------------------ 613.1f: "loses all
# abilities until end of turn"


def _ferox(real_db: CardDatabase, activate: bool) -> Scenario:
    """A controls Nullhide Ferox ("You can't cast noncreature spells." and "{2}: ~ loses all
    abilities until end of turn. Any player may activate this ability."), a Mountain and two
    Wastes, and Lightning Bolt in hand."""
    assert_compiled(real_db, "Nullhide Ferox")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nullhide Ferox")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    if activate:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}:")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_613_1f_nullhide_ferox_loses_its_restriction(real_db: CardDatabase) -> None:
    """Once it has lost all abilities, A may cast Lightning Bolt: B at 17; the Ferox has no
    hexproof this turn."""
    s = _ferox(real_db, True)
    s.execute()
    s.assert_life("B", 17)
    s.assert_abilities("A", "Nullhide Ferox", ["hexproof"], present=False)


def test_613_1f_nullhide_ferox_keeps_it_otherwise(real_db: CardDatabase) -> None:
    """Not activated: A can't cast Lightning Bolt (101.2), and the Ferox has hexproof."""
    s = _ferox(real_db, False)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt", False))
    s.execute()
    s.assert_abilities("A", "Nullhide Ferox", ["hexproof"])


# ------------------------------------------------------------------ 602.2, 602.5b: "Any player
# may activate this ability but only during their turn / draw step"


def test_602_2_volraths_dungeon_any_player_during_their_turn(real_db: CardDatabase) -> None:
    """Volrath's Dungeon (A's): "Pay 5 life: Destroy ~. Any player may activate this ability
    but only during their turn." B can't in A's turn; in B's own turn B pays 5 life (15) and
    the Dungeon is destroyed."""
    assert_compiled(real_db, "Volrath's Dungeon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Volrath's Dungeon")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("B", "Pay 5 life:", False))
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "Pay 5 life:")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Volrath's Dungeon", 1)


def test_504_well_of_knowledge_during_their_draw_step(real_db: CardDatabase) -> None:
    """Well of Knowledge (A's): "{2}: Draw a card. Any player may activate this ability but
    only during their draw step." B activates it in B's draw step with B's lands: B draws it
    (two cards in hand with the turn's draw); not in B's main phase."""
    assert_compiled(real_db, "Well of Knowledge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Well of Knowledge")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 4)
    s.activate_ability(2, Step.DRAW, "B", "{2}:")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("B", "{2}:", False))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_hand_count("A", 0)


def _vortex(real_db: CardDatabase) -> Scenario:
    """A's Detention Vortex ("{3}: Destroy ~. Only your opponents may activate this ability and
    only as a sorcery.") enchants B's Hill Giant; both players have three Wastes."""
    assert_compiled(real_db, "Detention Vortex")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Detention Vortex", attached_to="Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 3)
    return s


def test_602_2_detention_vortex_only_opponents_activate(real_db: CardDatabase) -> None:
    """B (an opponent of its controller) destroys it in B's main phase; then the Giant attacks
    A for 3 in B's turn."""
    s = _vortex(real_db)
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{3}:")
    s.attack(2, "B", "Hill Giant")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Detention Vortex", 1)
    s.assert_life("A", 17)


def test_602_2_detention_vortex_not_its_controller(real_db: CardDatabase) -> None:
    """A, its controller, can't activate it; nor can B outside B's main phase (as a sorcery)."""
    s = _vortex(real_db)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: (sc.assert_playable("A", "{3}:", False),
                                                sc.assert_playable("B", "{3}:", False)))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Detention Vortex", 1)


# ------------------------------------------------------------------ 601.2f, 118.7b-c: a
# coloured reduction for each


def _hydra(real_db: CardDatabase, bears: int) -> Scenario:
    """Khalni Hydra ({G}x8, "This spell costs {G} less to cast for each green creature you
    control.") in A's hand with `bears` Grizzly Bears and five Forests."""
    assert_compiled(real_db, "Khalni Hydra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Khalni Hydra")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", bears)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    return s


def test_118_7b_khalni_hydra_costs_g_less_for_each_green_creature(real_db: CardDatabase) -> None:
    """Three green creatures: it costs {G}{G}{G}{G}{G}, paid with the five Forests."""
    s = _hydra(real_db, 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Khalni Hydra")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Khalni Hydra", 1)
    assert sum(s.state.objects[o].tapped for o in s._permanents("A", "Forest")) == 5


def test_118_7b_two_green_creatures_not_enough(real_db: CardDatabase) -> None:
    """Two green creatures: six {G} to pay, five Forests: it can't be cast."""
    s = _hydra(real_db, 2)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Khalni Hydra", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()


def test_107_3a_chimeric_coils_x_x_then_sacrificed(real_db: CardDatabase) -> None:
    """Chimeric Coils: "{X}{1}: ~ becomes an X/X Construct artifact creature. Sacrifice it at
    the beginning of the next end step." X=3: a 3/3 that attacks for 3, sacrificed at the end
    step (603.7)."""
    assert_compiled(real_db, "Chimeric Coils")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chimeric Coils")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}{1}:", x=3)
    s.attack(1, "A", "Chimeric Coils")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_power_toughness("A", "Chimeric Coils", 3, 3))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Chimeric Coils", 1)


# ------------------------------------------------------------------ 205.1b, 613.4b: a base
# power and toughness and a creature type added


def test_205_1b_minsc_x_x_giant(real_db: CardDatabase) -> None:
    """Minsc, Beloved Ranger: "{X}: Until end of turn, target creature you control has base
    power and toughness X/X and becomes a Giant in addition to its other types." X=4 on
    Grizzly Bears: a 4/4 Bear Giant."""
    assert_compiled(real_db, "Minsc, Beloved Ranger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Minsc, Beloved Ranger")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}:", x=4, targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_subtype("Grizzly Bears", "Giant")
    s.assert_subtype("Grizzly Bears", "Bear")


def test_205_1b_allosaurus_shepherd_elves_only(real_db: CardDatabase) -> None:
    """Allosaurus Shepherd: "{4}{G}{G}: Until end of turn, each Elf creature you control has base
    power and toughness 5/5 and becomes a Dinosaur in addition to its other creature types."
    Llanowar Elves: a 5/5 Elf Druid Dinosaur; Grizzly Bears untouched."""
    assert_compiled(real_db, "Allosaurus Shepherd")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Allosaurus Shepherd")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{G}{G}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Llanowar Elves", 5, 5)
    s.assert_subtype("Llanowar Elves", "Dinosaur")
    s.assert_subtype("Llanowar Elves", "Elf")
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_subtype("Grizzly Bears", "Dinosaur", False)


# ------------------------------------------------------------------ 118.3: "Untap a tapped
# creature you control" as a cost


def test_118_3_halo_fountain_untaps_a_creature(real_db: CardDatabase) -> None:
    """Halo Fountain: "{W}, {T}, Untap a tapped creature you control: Create a 1/1 green and
    white Citizen creature token." A's Grizzly Bears, tapped by attacking, are untapped after
    combat, a Citizen made."""
    assert_compiled(real_db, "Halo Fountain")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Halo Fountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{W}, {T}, Untap a tapped")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_tapped("Halo Fountain", True)
    s.assert_permanent_count("A", "Citizen Token", 1)


def test_118_3_untap_cost_needs_tapped_creatures(real_db: CardDatabase) -> None:
    """Before combat no creature of A's is tapped: the ability can't be activated; after the
    Hill Giant attacked, "Untap a tapped creature" can, "Untap two tapped creatures" can't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Halo Fountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Hill Giant")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "{W}, {T}, Untap a tapped", False))
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_playable("A", "{W}, {T}, Untap a tapped"),
        sc.assert_playable("A", "{W}{W}, {T}, Untap two", False)))
    s.stop_at(1, Step.END_TURN)
    s.execute()


def _clergy(real_db: CardDatabase, activate: bool) -> Scenario:
    """A's Clergy of the Holy Nimbus ("If ~ would be destroyed, regenerate it." and "{1}: ~
    can't be regenerated this turn. Only your opponents may activate this ability."); B casts
    Doom Blade at it in B's turn, after activating the ability when `activate`."""
    assert_compiled(real_db, "Clergy of the Holy Nimbus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Clergy of the Holy Nimbus")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    if activate:
        s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{1}:")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Clergy of the Holy Nimbus"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_701_15_clergy_of_the_holy_nimbus_opponent_stops_regeneration(
        real_db: CardDatabase) -> None:
    """B (an opponent) activates it, then Doom Blade destroys the Clergy (701.15: it can't be
    regenerated this turn)."""
    s = _clergy(real_db, True)
    s.assert_graveyard_count("A", "Clergy of the Holy Nimbus", 1)


def test_701_15_clergy_regenerates_otherwise(real_db: CardDatabase) -> None:
    """Without it, the Clergy regenerates (tapped, still on the battlefield)."""
    s = _clergy(real_db, False)
    s.assert_permanent_count("A", "Clergy of the Holy Nimbus", 1)
    s.assert_tapped("Clergy of the Holy Nimbus", True)


# ------------------------------------------------------------------ 602.2b, 118.2: a choice of
# two costs, one of them life


def test_602_2b_tidal_control_pay_2_life(real_db: CardDatabase) -> None:
    """Tidal Control: "Pay 2 life or {2}: Counter target red or green spell. Any player may
    activate this ability." B casts Lightning Bolt at A in A's turn (A paid the cumulative
    upkeep {2} with two Islands); A pays 2 life to counter it: A at 18, not 15."""
    assert_compiled(real_db, "Tidal Control")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tidal Control")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "yes")  # (the cumulative upkeep, 702.24a)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Pay 2 life:", targets=["Lightning Bolt"],
                       responding_to="Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_602_2b_tidal_control_mana_by_another_player(real_db: CardDatabase) -> None:
    """B, not its controller, pays {2} with B's lands to counter A's Giant Growth (green): A's
    Grizzly Bears stay 2/2 and die to B's Hill Giant's block."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tidal Control")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.set_choice("A", "yes")  # (the cumulative upkeep, 702.24a)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.cast_spell(1, Step.DECLARE_BLOCKERS, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "B", "{2}:", targets=["Giant Growth"],
                       responding_to="Giant Growth")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 0)
    s.assert_life("B", 20)
