"""Misplay audit of session 17's first merge round (qa17b, issue 11's hand check): a sample of
the cards the round made supported, each played with exact figures and the rule it follows."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _execute(s: Scenario, refused: str | None = None) -> None:
    """Run `s`; with `refused`, a scheduled action must be refused for that reason (a regex)."""
    if refused is None:
        s.execute()
        return
    with pytest.raises(ScenarioError, match=refused):
        s.execute()


def test_wall_of_corpses_destroys_the_creature_it_was_blocking(real_db: CardDatabase) -> None:
    """601.2c/601.2h: the target is chosen while Wall of Corpses blocks, then it is sacrificed
    as a cost; 608.2b: the blocked creature is still a legal target (the Wall's last known
    information), so it is destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Corpses")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.attack(3, "A", "Hill Giant")
    s.block(3, "B", "Wall of Corpses", "Hill Giant")
    s.activate_ability(3, Step.DECLARE_BLOCKERS, "B", "{B}, Sacrifice", targets=["Hill Giant"])
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Wall of Corpses", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_mercenaries_prevents_damage_to_the_player_who_activated(real_db: CardDatabase) -> None:
    """'Any player may activate this ability' (602.2): 'you' is the player who activated it,
    the ability's controller (109.5). B pays {3}: the 3 combat damage Mercenaries would deal to
    B is prevented."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mercenaries")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 3)
    s.attack(3, "A", "Mercenaries")
    s.activate_ability(3, Step.DECLARE_BLOCKERS, "B", "{3}:", source="Mercenaries")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_life("A", 20)


def test_solar_blaze_damage_comes_from_each_creature(real_db: CardDatabase) -> None:
    """Solar Blaze: each creature is the source of the damage to itself (120.3): Vampire
    Nighthawk's 2 damage has lifelink (702.15b: A gains 2) and deathtouch; Hill Giant (3/3)
    takes 3 and dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 4)
    s.add_card(Zone.HAND, "A", "Solar Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Solar Blaze")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_graveyard_count("A", "Vampire Nighthawk", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_tree_of_redemption_exchanges_with_its_current_toughness(real_db: CardDatabase) -> None:
    """701.12 / 613.4b: A at 5 life, Tree of Redemption 0/13 with a +1/+1 counter (0+1/14):
    A's life becomes 14; the Tree's toughness becomes 5 in layer 7b, and the counter still
    applies (7c), so it is 1/6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tree of Redemption", counters={"+1/+1": 1})
    s.set_life("A", 5)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Exchange")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 14)
    s.assert_power_toughness("A", "Tree of Redemption", 1, 6)


def test_flourishing_defenses_counter_that_kills_still_triggers(real_db: CardDatabase) -> None:
    """603.2, 603.10 aside: the counter is put on a creature on the battlefield, so Flourishing
    Defenses triggers even though Llanowar Elves (1/1) then dies to 704.5f: one Elf Warrior."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flourishing Defenses")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Badlands")
    s.add_card(Zone.HAND, "A", "Scar")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scar", targets=["Llanowar Elves"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Elf Warrior Token", 1)


def test_flourishing_defenses_triggers_per_counter_on_entering(real_db: CardDatabase) -> None:
    """122.6: a creature entering with counters has them put on it; the ruling: Leech Bonder
    entering with two -1/-1 counters triggers Flourishing Defenses twice (two Elf Warriors)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flourishing Defenses")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Leech Bonder")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Leech Bonder")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Leech Bonder", "-1/-1", 2)
    s.assert_permanent_count("A", "Elf Warrior Token", 2)


def test_flourishing_defenses_ignores_other_counters(real_db: CardDatabase) -> None:
    """Only a -1/-1 counter triggers it: a +1/+1 and a lifelink counter put by Unexpected Fangs
    on a creature that already has a -1/-1 counter make no Elf Warrior."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Flourishing Defenses")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"-1/-1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Unexpected Fangs")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unexpected Fangs", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Elf Warrior Token", 0)
    s.assert_counter_count("A", "Hill Giant", "lifelink", 1)


def test_golden_ratio_counts_each_different_power(real_db: CardDatabase) -> None:
    """The ruling: powers 2, 1, 1 and 0 are three different powers (0 counts): draw three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Wood")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Tropical Island", 3)
    s.add_card(Zone.HAND, "A", "Golden Ratio")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Golden Ratio")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 3)


def test_hesitation_counters_even_when_already_sacrificed(real_db: CardDatabase) -> None:
    """Hesitation: two spells cast while the first trigger waits: both trigger it (603.2); the
    second trigger can't sacrifice it again but still counters its spell (608.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hesitation")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"],
                 responding_to="Hesitation")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Lightning Bolt", 2)
    s.assert_graveyard_count("B", "Hesitation", 1)


def test_dodgy_jalopy_scavenges_with_its_power_in_the_graveyard(real_db: CardDatabase) -> None:
    """604.3: the power-defining ability works in the graveyard too, so scavenge's 'counters
    equal to this card's power' (702.97a) reads the highest mana value among A's creatures:
    Hill Giant (mana value 4) gets four +1/+1 counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Dodgy Jalopy")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Scavenge", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 4)
    s.assert_exile_count("Dodgy Jalopy", 1)


def test_coat_of_arms_counts_a_changeling_for_each_type(real_db: CardDatabase) -> None:
    """205.3m / 702.73a: a changeling has every creature type, so it shares one with Grizzly
    Bears (Bear) and with Goblin Piker (Goblin), who share none with each other: each of those
    two gets +1/+1, the changeling +2/+2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Coat of Arms")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.add_card(Zone.BATTLEFIELD, "A", "Changeling Outcast")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("B", "Goblin Piker", 3, 2)
    s.assert_power_toughness("A", "Changeling Outcast", 3, 3)


def test_giant_trap_door_spider_stays_when_its_target_is_gone(real_db: CardDatabase) -> None:
    """608.2b: the only target left the battlefield, so the ability doesn't resolve and its
    'Exile ~' isn't done either (the ruling): the Spider stays, tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Trap Door Spider")
    s.add_card(Zone.BATTLEFIELD, "B", "Taiga", 3)
    s.attack(3, "A", "Grizzly Bears")
    s.activate_ability(3, Step.DECLARE_ATTACKERS, "B", "{1}{R}{G}, {T}:",
                       targets=["Grizzly Bears"])
    s.cast_spell(3, Step.DECLARE_ATTACKERS, "A", "Unsummon", targets=["Grizzly Bears"],
                 responding_to="Giant Trap Door Spider")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Giant Trap Door Spider", 1)
    s.assert_tapped("Giant Trap Door Spider", True)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_exile_count("Giant Trap Door Spider", 0)


def test_giant_trap_door_spider_exiles_both(real_db: CardDatabase) -> None:
    """Its ability exiles the Spider and the creature without flying attacking B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Giant Trap Door Spider")
    s.add_card(Zone.BATTLEFIELD, "B", "Taiga", 3)
    s.attack(3, "A", "Grizzly Bears")
    s.activate_ability(3, Step.DECLARE_ATTACKERS, "B", "{1}{R}{G}, {T}:",
                       targets=["Grizzly Bears"])
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_exile_count("Giant Trap Door Spider", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_all_seeing_arbiter_counts_mana_value_zero(real_db: CardDatabase) -> None:
    """202.3 / 202.3a: a land card's mana value is 0, a different one: graveyard Grizzly Bears
    (2), Lightning Bolt (1) and the discarded Wastes (0) make X = 3, so Hill Giant is 0/3 until
    A's next turn (611.2a) and 3/3 again then."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "All-Seeing Arbiter")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(3, "A", "All-Seeing Arbiter")
    s.check(4, Step.UPKEEP,
            lambda sc: sc.assert_power_toughness("B", "Hill Giant", 0, 3))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("A", "Wastes", 1)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_rumor_gatherer_draws_only_on_the_second_resolution(real_db: CardDatabase) -> None:
    """'If this is the second time this ability has resolved this turn, draw a card instead':
    three creatures enter: scry 1, draw a card, scry 1 (the third is not the second): one card
    drawn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rumor Gatherer")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Llanowar Elves", 3)
    for _ in range(3):
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Llanowar Elves", 3)
    s.assert_hand_count("A", 1)


def _minion(db: CardDatabase, second: str, answer: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Minion of the Mighty")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", second)
    s.add_card(Zone.HAND, "A", "Shivan Dragon")
    for name in ("Minion of the Mighty", "Hill Giant", second):
        s.attack(3, "A", name)
    s.set_choice("A", answer)
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    return s


def test_minion_of_the_mighty_pack_tactics(real_db: CardDatabase) -> None:
    """Pack tactics (603.4): attackers' total power 0+3+3 = 6: Shivan Dragon enters tapped and
    attacking (506.3a: it was never declared) and deals 5: B at 20-11 = 9. Total power 0+3+2 = 5:
    no Dragon, B at 15. 'You may': answered no, the Dragon stays in hand."""
    s = _minion(real_db, "Hill Giant", "yes")
    s.assert_life("B", 9)
    s.assert_tapped("Shivan Dragon", True)
    s = _minion(real_db, "Grizzly Bears", "yes")
    s.assert_life("B", 15)
    s.assert_hand_count("A", 1, "Shivan Dragon")
    s = _minion(real_db, "Hill Giant", "no")
    s.assert_life("B", 14)
    s.assert_hand_count("A", 1, "Shivan Dragon")


def test_last_laugh_chains_then_is_sacrificed(real_db: CardDatabase) -> None:
    """Shock kills Grizzly Bears: Last Laugh deals 1 to each creature and player (A 19, B 19;
    Llanowar Elves dies), which triggers it again (A 18, B 18); then no creatures are on the
    battlefield (603.8: a state trigger), so it is sacrificed, and as Last Laugh itself it
    doesn't trigger: A 18, B 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Last Laugh")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_graveyard_count("A", "Last Laugh", 1)
    s.assert_life("A", 18)
    s.assert_life("B", 18)


def _eiganjo(db: CardDatabase, answer: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Restoration of Eiganjo", counters={"lore": 1})
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.set_choice("A", answer)
    s.add_target("A", "Llanowar Elves")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_restoration_of_eiganjo_returns_only_when_you_discard(real_db: CardDatabase) -> None:
    """603.12: 'You may discard a card. When you do, return ...' is a reflexive trigger only
    if a card was discarded. Yes: Hill Giant discarded, Llanowar Elves returns tapped. No:
    nothing moves."""
    s = _eiganjo(real_db, "yes")
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)
    s.assert_tapped("Llanowar Elves", True)
    s = _eiganjo(real_db, "no")
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", "Llanowar Elves", 1)


def test_flunk_with_a_big_hand_is_zero(real_db: CardDatabase) -> None:
    """107.1b: 'X is 7 minus the number of cards in that creature's controller's hand' with
    nine cards is -2, and zero is used instead: Grizzly Bears stays 2/2 (not 4/4). With three
    cards X is 4 and Hill Giant dies."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Wastes", 9)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Flunk")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flunk", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Wastes", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Flunk")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flunk", targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_phthisis_uses_the_creatures_last_known_power_and_toughness(real_db: CardDatabase
                                                                     ) -> None:
    """608.2h: Hill Giant with a +1/+1 counter (4/4) is destroyed; its controller loses 4+4 = 8.
    Darksteel Myr (0/1, indestructible) isn't destroyed; its controller still loses 1."""
    for name, loss in (("Hill Giant", 8), ("Darksteel Myr", 1)):
        s = Scenario(cards=real_db)
        if name == "Hill Giant":
            s.add_card(Zone.BATTLEFIELD, "B", name, counters={"+1/+1": 1})
        else:
            s.add_card(Zone.BATTLEFIELD, "B", name)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
        s.add_card(Zone.HAND, "A", "Phthisis")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phthisis", targets=[name])
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("B", 20 - loss)


def test_thrilling_discovery_needs_two_cards_to_discard(real_db: CardDatabase) -> None:
    """608.2c: 'you may discard two cards. If you do, draw three cards': with one card in hand
    A can't discard two, so draws nothing (life 22, hand 1); with two: both discarded, three
    drawn."""
    for cards, hand in ((1, 1), (2, 3)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 2)
        s.add_card(Zone.HAND, "A", "Thrilling Discovery")
        s.add_card(Zone.HAND, "A", "Grizzly Bears", cards)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thrilling Discovery")
        s.set_choice("A", "yes")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_life("A", 22)
        s.assert_hand_count("A", hand)


def test_bull_elephant_with_one_forest_is_sacrificed(real_db: CardDatabase) -> None:
    """118.3: 'sacrifice it unless you return two Forests': with one Forest the cost can't be
    paid, so the Elephant is sacrificed and the Forest stays; with two, both return."""
    for forests, kept in ((1, 0), (2, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", forests)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4 - forests)
        s.add_card(Zone.HAND, "A", "Bull Elephant")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bull Elephant")
        s.set_choice("A", "yes")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("A", "Bull Elephant", kept)
        s.assert_permanent_count("A", "Forest", forests if not kept else 0)


def test_dragon_whelp_sacrificed_after_the_fourth_activation(real_db: CardDatabase) -> None:
    """Dragon Whelp: three activations make it 5/3 and it stays; a fourth (6/3) sets up the
    sacrifice at the beginning of the end step."""
    for times, kept in ((3, 1), (4, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Dragon Whelp")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", times)
        for _ in range(times):
            s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:")
        s.check(1, Step.POSTCOMBAT_MAIN,
                lambda sc, t=times: sc.assert_power_toughness("A", "Dragon Whelp", 2 + t, 3))
        s.stop_at(1, Step.CLEANUP)
        s.execute()
        s.assert_permanent_count("A", "Dragon Whelp", kept)


def test_phthisis_negative_total_loses_no_life(real_db: CardDatabase) -> None:
    """107.1b and the ruling: Wall of Wood (0/3) with two Weaknesses (-2/-1 each) is -4/1 as it
    last existed (608.2h): -4+1 = -3, so its controller loses no life (and gains none)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.add_card(Zone.BATTLEFIELD, "B", "Weakness", 2, attached_to="Wall of Wood")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Phthisis")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phthisis", targets=["Wall of Wood"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Wall of Wood", 1)
    s.assert_life("B", 20)


def test_tormented_thoughts_reads_the_sacrificed_creatures_last_power(real_db: CardDatabase
                                                                        ) -> None:
    """The ruling (608.2h): Hill Giant with two +1/+1 counters (5/5) is sacrificed to cast it:
    B discards five of six cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Tormented Thoughts")
    s.add_card(Zone.HAND, "B", "Wastes", 6)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tormented Thoughts", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_hand_count("B", 1)


def test_vexing_sphinx_draws_for_its_last_age_counters(real_db: CardDatabase) -> None:
    """608.2h: Vexing Sphinx dies with three age counters: its controller draws three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Vexing Sphinx", counters={"age": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["Vexing Sphinx"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Vexing Sphinx", 1)
    s.assert_hand_count("B", 3)


def test_the_wretched_takes_its_blockers_while_it_stays(real_db: CardDatabase) -> None:
    """At end of combat A gains control of Wall of Wood, which blocked The Wretched (506.4: it
    is still blocking in that step), for as long as A controls The Wretched; Llanowar Elves,
    which blocked nothing, stays with B."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Wretched")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(3, "A", "The Wretched")
    s.block(3, "B", "Wall of Wood", "The Wretched")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Wall of Wood", 1)
    s.assert_permanent_count("B", "Llanowar Elves", 1)


def test_ethersworn_shieldmage_covers_a_creature_made_an_artifact_later(real_db: CardDatabase
                                                                          ) -> None:
    """615.1, 611.2c: a prevention effect changes no characteristics, so it applies to each
    artifact creature when damage would be dealt: Grizzly Bears, made an artifact by Thran Forge
    after the Shieldmage's ability resolved (3/2), takes no damage from Shock; Llanowar Elves
    (not an artifact) dies to the other Shock."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tundra", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Thran Forge")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Ethersworn Shieldmage")
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ethersworn Shieldmage")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}: Until end of turn",
                       targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Llanowar Elves"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_power_toughness("B", "Grizzly Bears", 3, 2)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)


def test_thunderstaff_prevents_one_from_each_creature(real_db: CardDatabase) -> None:
    """615.7: 'if a creature would deal combat damage to you, prevent 1 of that damage' applies
    to each creature's damage: Hill Giant (3) and Grizzly Bears (2) deal 2 + 1 = 3 to A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thunderstaff")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 17)


def test_ensnaring_bridge_reads_power_after_pumps(real_db: CardDatabase) -> None:
    """508.1c, 613.4c: Grizzly Bears pumped by Giant Growth is 5/5, greater than the two cards
    in A's hand (Ensnaring Bridge's controller), so it can't attack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ensnaring Bridge")
    s.add_card(Zone.HAND, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Giant Growth", targets=["Grizzly Bears"])
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    _execute(s, "can't attack")
    s.assert_life("A", 20)


def test_kraken_of_the_straits_counts_its_controllers_islands(real_db: CardDatabase) -> None:
    """509.1b: 'the number of Islands you control' is A's (Kraken's controller): four, so B's
    Hill Giant (power 3) can't block it; B's Craw Wurm (power 6) can."""
    for blocker, blocks in (("Hill Giant", False), ("Craw Wurm", True)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Kraken of the Straits")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
        s.add_card(Zone.BATTLEFIELD, "B", blocker)
        s.attack(3, "A", "Kraken of the Straits")
        s.block(3, "B", blocker, "Kraken of the Straits")
        s.stop_at(3, Step.END_COMBAT)
        _execute(s, None if blocks else "block")
        s.assert_life("B", 20 if blocks else 14)


def test_rocket_launcher_in_the_end_step_waits_for_the_next_one(real_db: CardDatabase) -> None:
    """603.7a/513.1: activated during A's end step, 'the next end step' is B's (turn 4): the
    Launcher survives turn 3 and is destroyed on turn 4; B took 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rocket Launcher")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.activate_ability(3, Step.END_TURN, "A", "{2}:", targets=["B"])
    s.check(4, Step.UPKEEP,
            lambda sc: sc.assert_permanent_count("A", "Rocket Launcher", 1))
    s.stop_at(4, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Rocket Launcher", 1)


def test_black_vise_counts_the_chosen_players_hand(real_db: CardDatabase) -> None:
    """Black Vise (B chosen): at B's upkeep B has seven cards: 7 - 4 = 3 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Black Vise")
    s.add_card(Zone.HAND, "B", "Wastes", 7)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Black Vise")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 20)


def test_wojek_apothecary_shields_a_colorless_target(real_db: CardDatabase) -> None:
    """105.2, 615.7: 'target creature and each other creature that shares a color with it':
    colorless Ornithopter is in the group as the target though it shares no color; Shock's 2
    becomes 1, and the 0/2 survives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wojek Apothecary")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.activate_ability(2, Step.UPKEEP, "A", "Radiance", targets=["Ornithopter"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Ornithopter"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Ornithopter", 1)


def test_vedalken_shackles_untapped_before_resolution_takes_nothing(real_db: CardDatabase
                                                                      ) -> None:
    """611.2b and the ruling: A untaps Vedalken Shackles with Twiddle in response to its own
    ability, so the duration 'for as long as ~ remains tapped' has ended as it would begin: B
    keeps Grizzly Bears. Left tapped: A gains control of it."""
    for twiddle in (True, False):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Vedalken Shackles")
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:", targets=["Grizzly Bears"])
        if twiddle:
            s.add_card(Zone.HAND, "A", "Twiddle")
            s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twiddle", targets=["Vedalken Shackles"],
                         responding_to="Vedalken Shackles")
            s.set_choice("A", "untap")
        s.stop_at(1, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_permanent_count("B" if twiddle else "A", "Grizzly Bears", 1)


def test_two_meditates_skip_two_turns(real_db: CardDatabase) -> None:
    """614.10: 'You skip your next turn' is a replacement effect that applies once; two of them
    skip A's next two turns: B takes turns 2, 3 and 4, A turn 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Meditate", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Meditate")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Meditate")
    seen: list[tuple[int, int]] = []
    for t in range(2, 7):
        s.check(t, Step.UPKEEP, lambda sc, t=t: seen.append((t, sc.game.state.active)))
    s.stop_at(7, Step.UPKEEP)
    s.execute()
    assert seen == [(2, 1), (3, 1), (4, 1), (5, 0), (6, 1)]


def test_admonition_angel_returns_what_it_exiled(real_db: CardDatabase) -> None:
    """Landfall: A plays Plains and exiles B's Hill Giant (607.1: linked to the Angel); when
    the Angel dies to B's Doom Blade, Hill Giant returns under B's control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Admonition Angel")
    s.add_card(Zone.HAND, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Plains")
    s.add_target("A", "Hill Giant")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_exile_count("Hill Giant", 1))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["Admonition Angel"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Admonition Angel", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_mayaels_aria_checks_each_condition_in_turn(real_db: CardDatabase) -> None:
    """608.2c: each 'Then ... if you control ...' is checked as it applies: Craw Wurm with three
    +1/+1 counters is 9/7; the first sentence makes it 10/8, so the second gains A 10 life;
    the third (power 20) does nothing."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mayael's Aria")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm", counters={"+1/+1": 3})
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_power_toughness("A", "Craw Wurm", 10, 8)
    s.assert_life("A", 30)
    s.assert_not_lost("B")


def test_liege_of_the_pit_alone_deals_seven_to_you(real_db: CardDatabase) -> None:
    """'Sacrifice a creature other than ~. If you can't, ~ deals 7 damage to you': alone it
    deals 7 (A at 13); with Llanowar Elves the Elves are sacrificed and A stays at 20."""
    for elves, life in ((0, 13), (1, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Liege of the Pit")
        s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", elves)
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_life("A", life)
        s.assert_permanent_count("A", "Liege of the Pit", 1)
        s.assert_permanent_count("A", "Llanowar Elves", 0)


def test_axelrod_gunnarson_creature_it_damaged_dies(real_db: CardDatabase) -> None:
    """Axelrod (5/5 trample) is blocked by Grizzly Bears: 2 to the Bears, 3 to B; the Bears
    die, so A gains 1 and Axelrod deals 1 to B: A 21, B 16."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Axelrod Gunnarson")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Axelrod Gunnarson")
    s.block(3, "B", "Grizzly Bears", "Axelrod Gunnarson")
    s.add_target("A", "B")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 21)
    s.assert_life("B", 16)


def test_tattermunge_witch_blocked_creature_tramples_over(real_db: CardDatabase) -> None:
    """Hill Giant blocked by Llanowar Elves gets +1/+0 and trample (4/3): 1 to the Elves, 3
    to B (702.19b); the unblocked Grizzly Bears gets nothing: B at 20 - 3 - 2 = 15."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tattermunge Witch")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Taiga", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(3, "A", "Hill Giant")
    s.attack(3, "A", "Grizzly Bears")
    s.block(3, "B", "Llanowar Elves", "Hill Giant")
    s.activate_ability(3, Step.DECLARE_BLOCKERS, "A", "{R}{G}:")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 4, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_life("B", 15)


def test_hikari_returns_at_the_next_end_step(real_db: CardDatabase) -> None:
    """Casting Kami of Ancient Law (a Spirit): A exiles Hikari (603.5: 'you may'); it returns
    at the beginning of the end step (603.7), so it is in exile in the postcombat main phase
    and on the battlefield at cleanup."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hikari, Twilight Guardian")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Kami of Ancient Law")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Kami of Ancient Law")
    s.set_choice("A", "yes")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_exile_count("Hikari, Twilight Guardian", 1))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Hikari, Twilight Guardian", 1)
    s.assert_permanent_count("A", "Kami of Ancient Law", 1)


def test_symmetry_sage_sets_base_power_under_counters(real_db: CardDatabase) -> None:
    """613.4b, 613.4c: Hill Giant with a +1/+1 counter gets base power 2 from Symmetry Sage's
    trigger (A cast Shock): 2 + 1 = 3 power, toughness 3 + 1 = 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Symmetry Sage")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.add_target("A", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 3, 4)
    s.assert_life("B", 18)


def test_weathered_bodyguards_take_only_unblocked_combat_damage(real_db: CardDatabase) -> None:
    """B's unblocked Grizzly Bears' 2 is dealt to the untapped Weathered Bodyguards instead of
    A (614.1); A's Llanowar Elves blocks B's Craw Wurm with Rancor (8/4 trample): it is
    blocked, so its 7 trample damage to A stays with A (702.19c): A at 13, the Bodyguards
    with 2 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Weathered Bodyguards")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Rancor")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Rancor", targets=["Craw Wurm"])
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Craw Wurm")
    s.block(2, "A", "Llanowar Elves", "Craw Wurm")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_damage("Weathered Bodyguards", 2)
    s.assert_life("A", 13)


def test_spiritual_focus_triggers_for_each_card_discarded(real_db: CardDatabase) -> None:
    """B's Mind Rot makes A discard two cards: Spiritual Focus triggers for each (603.2c), so
    A gains 2 + 2 and may draw twice: life 24, hand 1 + 2 = 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spiritual Focus")
    s.add_card(Zone.HAND, "A", "Hill Giant", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=["A"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 2)
    s.assert_life("A", 24)
    s.assert_hand_count("A", 3)


def test_serpentine_curve_doesnt_count_itself(real_db: CardDatabase) -> None:
    """Serpentine Curve is on the stack as X is counted (608.2h): Lightning Bolt in A's
    graveyard and Opt in exile make X = 1 + 2 = 3: a 3/3 Fractal."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.EXILE, "A", "Opt")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Serpentine Curve")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serpentine Curve")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Fractal Token", 3, 3)


def test_hullbreaker_horror_returns_an_opponents_spell(real_db: CardDatabase) -> None:
    """A casts Opt in response to B's Lightning Bolt: Hullbreaker Horror's trigger (mode 1)
    returns the Bolt from the stack to B's hand, so it never resolves: A at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hullbreaker Horror")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Opt", responding_to="Lightning Bolt")
    s.set_mode_choice("A", 1)
    s.add_target("A", "Lightning Bolt")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_hand_count("B", 1, "Lightning Bolt")


def test_satsuki_lore_counter_triggers_the_next_chapter(real_db: CardDatabase) -> None:
    """714.2b: Satsuki's lore counter brings The Restoration of Eiganjo from 1 (chapter I as
    the main phase began, 714.3b) to 2: chapter II triggers; A discards Hill Giant and
    returns Llanowar Elves tapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Satsuki, the Living Lore")
    s.add_card(Zone.BATTLEFIELD, "A", "The Restoration of Eiganjo")
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Put a lore counter")
    s.set_choice("A", "yes")
    s.add_target("A", "Llanowar Elves")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "The Restoration of Eiganjo", "lore", 2)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 1)


def test_mana_vapors_includes_lands_that_enter_later(real_db: CardDatabase) -> None:
    """611.2c (the ruling): 'Lands target player controls don't untap during their next untap
    step' changes no characteristics, so it covers a land that enters after it resolved: A
    targets itself, then plays Scoured Barrens (enters tapped); at A's next untap step
    neither Island nor the Barrens untaps; at the one after, both do."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Mana Vapors")
    s.add_card(Zone.HAND, "A", "Scoured Barrens")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mana Vapors", targets=["A"])
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Scoured Barrens")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_tapped("Scoured Barrens", True))
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_tapped("Island", True))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Scoured Barrens", False)
    s.assert_tapped("Island", False)


def test_goblin_javelineer_hits_a_creature_blocking_it(real_db: CardDatabase) -> None:
    """Goblin Javelineer is blocked by Llanowar Elves: its trigger deals 1 to the Elves
    before damage, so they die and deal none; the Javelineer survives."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goblin Javelineer")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.attack(3, "A", "Goblin Javelineer")
    s.block(3, "B", "Llanowar Elves", "Goblin Javelineer")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Goblin Javelineer", 1)


@pytest.mark.parametrize("own_creature", [True, False])
def test_gossamer_chains_targets_an_unblocked_creature(real_db: CardDatabase,
                                                       own_creature: bool) -> None:
    """509.1h, 506.4: once blockers are declared in the declare blockers step, an attacking
    creature no creature blocks is unblocked, also when the defending player had no creature
    able to block (509.1a: an empty declaration). Gossamer Chains returns to A's hand as its
    cost: B's unblocked Hill Giant deals no combat damage; Grizzly Bears deals 2: A at 18.
    (The misplay: with no creature on A's side the Giant was no legal target in that step.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gossamer Chains")
    if own_creature:
        s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.activate_ability(2, Step.DECLARE_BLOCKERS, "A", "Return", targets=["Hill Giant"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Gossamer Chains")
    s.assert_life("A", 18)


def test_tinder_wall_sacrificed_still_deals_its_damage(real_db: CardDatabase) -> None:
    """602.2, 608.2h: Tinder Wall blocks Grizzly Bears and is sacrificed to pay the cost; the
    target chosen while it blocked stays legal, and the Wall (as it last existed) deals 2:
    the Bears die, the attack deals no damage to B (506.4: it stays blocked)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Tinder Wall")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.attack(3, "A", "Grizzly Bears")
    s.block(3, "B", "Tinder Wall", "Grizzly Bears")
    s.activate_ability(3, Step.DECLARE_BLOCKERS, "B", "{R}, Sacrifice",
                       targets=["Grizzly Bears"])
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Tinder Wall", 1)
    s.assert_life("B", 20)


@pytest.mark.parametrize(("cards", "attacks"), [(1, True), (2, False)])
def test_hazoret_attacks_only_with_one_card_or_fewer(real_db: CardDatabase, cards: int,
                                                     attacks: bool) -> None:
    """Hazoret the Fervent 'can't attack or block unless you have one or fewer cards in hand'
    (508.1c): with one card it attacks for 5 (indestructible, haste aside); with two it can't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hazoret the Fervent")
    s.add_card(Zone.HAND, "A", "Hill Giant", cards)
    s.attack(1, "A", "Hazoret the Fervent")
    s.stop_at(1, Step.END_COMBAT)
    _execute(s, None if attacks else "can't attack")
    s.assert_life("B", 15 if attacks else 20)


@pytest.mark.parametrize(("other", "playable"), [("Craw Wurm", True), ("Grizzly Bears", False)])
def test_crater_elemental_total_power_eight(real_db: CardDatabase, other: str,
                                            playable: bool) -> None:
    """602.5b: 'Activate only if creatures you control have total power 8 or greater': Craw
    Wurm (6) + Grizzly Bears (2) + the Elemental (0) = 8: it has base power 8 (8/6); with
    Grizzly Bears twice (4) it can't be activated."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crater Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", other)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Formidable")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    _execute(s, None if playable else r"602\.5b")
    s.assert_power_toughness("A", "Crater Elemental", 8 if playable else 0, 6)


def test_part_water_x_two_targets_two_creatures(real_db: CardDatabase) -> None:
    """107.3, 601.2b: Part Water with X = 2 costs {2}{2}{U} (five mana) and gives two target
    creatures islandwalk until end of turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Part Water")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Part Water", x=2,
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["Islandwalk"])
    s.assert_abilities("A", "Hill Giant", ["Islandwalk"])
    for land in range(5):
        s.assert_tapped(f"Island#{land + 1}", True)


def test_sorceress_queen_sets_base_under_counters(real_db: CardDatabase) -> None:
    """613.4b/613.4c: Hill Giant with a +1/+1 counter gets base 0/2 from Sorceress Queen: 1/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorceress Queen")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target creature",
                       targets=["Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 1, 3)
    s.assert_base_power_toughness("B", "Hill Giant", 0, 2)



@pytest.mark.parametrize(("other", "attacks"), [("Llanowar Elves", True),
                                                ("Grizzly Bears", False)])
def test_lovestruck_beast_needs_a_one_one(real_db: CardDatabase, other: str,
                                          attacks: bool) -> None:
    """508.1c: Lovestruck Beast attacks while A controls a 1/1 creature (Llanowar Elves): B
    at 15; with only Grizzly Bears (2/2) it can't attack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lovestruck Beast")
    s.add_card(Zone.BATTLEFIELD, "A", other)
    s.attack(1, "A", "Lovestruck Beast")
    s.stop_at(1, Step.END_COMBAT)
    _execute(s, None if attacks else "can't attack")
    s.assert_life("B", 15 if attacks else 20)


def test_goma_fada_vanguard_counts_itself_as_a_warrior(real_db: CardDatabase) -> None:
    """601.2c: A controls one Warrior (the Vanguard itself), so only a creature with power 1
    or less can be chosen: Llanowar Elves can't block; Hill Giant (power 3) is no legal
    target, so the trigger takes the Elves, and the Giant blocks."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Goma Fada Vanguard")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(3, "A", "Goma Fada Vanguard")
    s.add_target("A", "Hill Giant")
    s.block(3, "B", "Hill Giant", "Goma Fada Vanguard")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Goma Fada Vanguard", 1)
    s.assert_life("B", 20)
