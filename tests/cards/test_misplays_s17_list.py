"""Session-17 misplay audit (`qa17`), second part: cards of the first merge round's
`gained_r1.txt` beyond the sample and the XMage-tested ones (`test_misplays_s17.py`), whose DSL
could hide a deviation (last known information, "do as much as possible", distinct counts,
once-per-counter triggers, prevention with too few counters...), played with exact figures.
All of them play as printed. (Cards of `qa17b_sample.txt` that `qa17b` plays in
`test_misplays_s17b.py` aren't repeated here.)"""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_phthisis_uses_the_destroyed_creatures_last_known_power_and_toughness(
        real_db: CardDatabase) -> None:
    """608.2h: Phthisis destroys B's Grizzly Bears with two +1/+1 counters (4/4 as it last
    existed, a 2/2 card in the graveyard): B loses 8."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Phthisis")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phthisis", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 12)


def test_vexing_sphinx_draws_for_the_age_counters_it_died_with(real_db: CardDatabase) -> None:
    """702.24a, 603.10a, 608.2h: Vexing Sphinx with two age counters gets a third at A's
    upkeep; A doesn't discard three cards, sacrifices it, and draws three (the counters it
    had as it last existed)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vexing Sphinx", counters={"age": 2})
    s.set_choice("A", "no")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Vexing Sphinx", 1)
    s.assert_hand_count("A", 3)


def test_tormented_thoughts_uses_the_sacrificed_creatures_last_known_power(
        real_db: CardDatabase) -> None:
    """608.2h, 601.2h: A sacrifices Grizzly Bears with two +1/+1 counters (power 4 as it last
    existed): B discards four of its five cards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Tormented Thoughts")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.HAND, "B", "Hill Giant", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tormented Thoughts", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1)


@pytest.mark.parametrize(("cards", "life"), [(0, 20), (6, 18)])
def test_black_vise_deals_hand_size_minus_4_never_negative(
        real_db: CardDatabase, cards: int, life: int) -> None:
    """107.1b (a negative result is 0), 120.8: at B's upkeep B holds 0 cards: 0 - 4 is 0, no
    damage and no life gained; with six cards: 2 damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.HAND, "A", "Black Vise")
    if cards:
        s.add_card(Zone.HAND, "B", "Hill Giant", cards)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Black Vise")
    s.set_choice("A", "B")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", life)


def test_sorin_without_a_vampire_sacrificed_gains_no_life(real_db: CardDatabase) -> None:
    """603.12 ("When you do"): A has no Vampire to sacrifice: no damage and no life gained;
    Sorin still gets its loyalty counter (606.4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin, Imperious Bloodlord")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1: You may sacrifice")
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Sorin, Imperious Bloodlord", "loyalty", 5)


def test_sorin_sacrificing_a_vampire_deals_3_and_gains_3(real_db: CardDatabase) -> None:
    """603.12: A sacrifices Vampire Socialite; Sorin deals 3 to B and A gains 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sorin, Imperious Bloodlord")
    s.add_card(Zone.BATTLEFIELD, "A", "Vampire Socialite")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1: You may sacrifice")
    s.set_choice("A", "yes")
    s.add_target("A", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 23)
    s.assert_life("B", 17)
    s.assert_graveyard_count("A", "Vampire Socialite", 1)


def test_crown_of_vigor_sacrificed_pumps_the_creature_it_enchanted_and_its_kin(
        real_db: CardDatabase) -> None:
    """608.2h (the Aura was sacrificed as a cost, 602.2: "enchanted creature" is the creature
    it enchanted as it last existed): A's two Grizzly Bears (Bears) get +1/+1 until end of
    turn; B's Hill Giant (a Giant) doesn't."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Crown of Vigor", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Crown of Vigor", 1)
    bears = s._permanents("A", "Grizzly Bears")
    assert [(characteristics(s.state, b).power, characteristics(s.state, b).toughness)
            for b in bears] == [(3, 3), (3, 3)]
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_faceless_butcher_killed_before_its_exile_keeps_the_card_exiled(
        real_db: CardDatabase) -> None:
    """603.6c, 610.3 (the card's ruling): B bolts Faceless Butcher with its enters trigger on
    the stack; the leaves trigger resolves first and returns nothing; then Grizzly Bears is
    exiled and stays exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Faceless Butcher")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Faceless Butcher")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Faceless Butcher"],
                 responding_to="Faceless Butcher")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Faceless Butcher", 1)
    s.assert_exile_count("Grizzly Bears", 1, "B")
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_faceless_butcher_returns_the_card_when_it_leaves(real_db: CardDatabase) -> None:
    """610.3: the Butcher exiles Grizzly Bears, later dies to a Bolt: the Bears return."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Faceless Butcher")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Faceless Butcher")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Faceless Butcher"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Faceless Butcher", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_polukranos_prevents_damage_and_loses_that_many_counters(real_db: CardDatabase) -> None:
    """614.1c, 615.1: Polukranos cast from hand enters with six +1/+1 counters; B's Lightning
    Bolt's 3 damage is prevented and three counters are removed: 3/3, no damage marked."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Polukranos, Unchained")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Polukranos, Unchained")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Polukranos, Unchained"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Polukranos, Unchained", "+1/+1", 3)
    s.assert_power_toughness("A", "Polukranos, Unchained", 3, 3)
    s.assert_damage("Polukranos, Unchained", 0)


def test_apocalypse_hydra_with_x_5_enters_with_ten_counters(real_db: CardDatabase) -> None:
    """614.1c, 107.3: X=5: five counters, and five more: a 10/10."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Apocalypse Hydra")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Apocalypse Hydra", x=5)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Apocalypse Hydra", "+1/+1", 10)


def test_change_of_fortune_draws_for_every_card_discarded_this_turn(
        real_db: CardDatabase) -> None:
    """608.2c: A discarded a card earlier this turn (Civilized Scholar's loot) and then
    discards a hand of two (a Bolt, the Wastes drawn) with Change of Fortune: A draws three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Civilized Scholar")
    s.add_card(Zone.HAND, "A", "Change of Fortune")
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw")
    s.set_choice("A", "Lightning Bolt")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Change of Fortune")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 4)
    s.assert_hand_count("A", 3)


def test_thrilling_discovery_with_one_other_card_cant_discard_two(real_db: CardDatabase) -> None:
    """608.2c ("If you do"), 609.3: A holds one other card: it can't discard two cards, so it
    draws none (it keeps Hill Giant, gains 2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Thrilling Discovery")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thrilling Discovery")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_hand_count("A", 1)


def test_thrilling_discovery_discards_two_and_draws_three(real_db: CardDatabase) -> None:
    """608.2c: A discards its two other cards and draws three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Thrilling Discovery")
    s.add_card(Zone.HAND, "A", "Hill Giant", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Thrilling Discovery")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 2)
    s.assert_hand_count("A", 3)


def test_ephara_draws_at_the_upkeep_after_a_creature_entered(real_db: CardDatabase) -> None:
    """603.4 (intervening if; "last turn" is the turn before this one): Grizzly Bears entered
    under A's control on turn 1: at B's upkeep of turn 2 A draws one; at A's upkeep of turn 3
    (nothing entered on turn 2) A doesn't: A's hand on turn 3 is that card and its normal draw."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ephara, God of the Polis")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(2, Step.DRAW, lambda t: t.assert_hand_count("A", 1))
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 2)


def test_well_of_ideas_gives_the_other_player_an_extra_draw(real_db: CardDatabase) -> None:
    """504.1, 603.2: on turn 2 B draws its card and one more from Well of Ideas's trigger."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Well of Ideas")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_hand_count("A", 0)


def test_rumor_gatherer_draws_instead_of_scrying_the_second_time(real_db: CardDatabase) -> None:
    """608.2c, 614.1a ("instead"): the second creature entering this turn draws A a card; the
    first only scries."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rumor Gatherer")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 19)


def test_martyrs_of_korlis_takes_artifact_damage_while_untapped(real_db: CardDatabase) -> None:
    """614.1a (redirection): B's Rod of Ruin deals its 1 damage to the untapped Martyrs instead
    of A; B's Lightning Bolt (not an artifact) still hits A."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Martyrs of Korlis")
    s.add_card(Zone.BATTLEFIELD, "B", "Rod of Ruin")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{3}, {T}:", targets=["A"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_damage("Martyrs of Korlis", 1)
    s.assert_life("A", 17)


def test_protean_hydra_triggers_once_per_counter_removed(real_db: CardDatabase) -> None:
    """615.1, 603.2c (one trigger per counter removed): Protean Hydra with X=4 takes B's
    Lightning Bolt: the 3 damage is prevented and three counters are removed (1 left); at the
    next end step three delayed triggers put two counters each: 7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Protean Hydra")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Protean Hydra", x=4)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Protean Hydra"])
    s.check(1, Step.END_TURN,
            lambda t: t.assert_counter_count("A", "Protean Hydra", "+1/+1", 1))
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_counter_count("A", "Protean Hydra", "+1/+1", 7)


def test_polukranos_with_fewer_counters_than_damage_prevents_it_all(
        real_db: CardDatabase) -> None:
    """615.1 and the card's ruling: Polukranos with two +1/+1 counters, Giant Growth on it
    (5/5), takes B's Lightning Bolt: all 3 damage is prevented (none marked), both counters
    are removed: 3/3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Polukranos, Unchained", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Polukranos, Unchained"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt",
                 targets=["Polukranos, Unchained"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Polukranos, Unchained", "+1/+1", 0)
    s.assert_damage("Polukranos, Unchained", 0)
    s.assert_power_toughness("A", "Polukranos, Unchained", 3, 3)


def test_chevill_rewards_the_death_of_a_bountied_creature(real_db: CardDatabase) -> None:
    """603.4, 603.10a (the counter as it last existed): at A's upkeep Chevill puts a bounty
    counter on B's Grizzly Bears; A's Lightning Bolt kills it: A gains 3 and draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chevill, Bane of Monsters")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.check(1, Step.DRAW,
            lambda t: t.assert_counter_count("B", "Grizzly Bears", "bounty", 1))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 1)


def test_blightbeetle_stops_counters_an_opponents_creature_would_enter_with(
        real_db: CardDatabase) -> None:
    """614.1c, 122.6 (the card's ruling: a creature entering with counters doesn't get them):
    B's Protean Hydra with X=3 enters with no counters under A's Blightbeetle and dies, 0/0."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blightbeetle")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 4)
    s.add_card(Zone.HAND, "B", "Protean Hydra")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Protean Hydra", x=3)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Protean Hydra", 1)


def test_winding_constrictor_adds_one_counter(real_db: CardDatabase) -> None:
    """614.1a: A's Protean Hydra with X=2 enters with three counters under Winding
    Constrictor."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Winding Constrictor")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Protean Hydra")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Protean Hydra", x=2)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Protean Hydra", "+1/+1", 3)


@pytest.mark.parametrize(("attacker", "legal"), [("Llanowar Elves", True),
                                                 ("Grizzly Bears", False)])
def test_ensnaring_bridge_stops_attackers_with_more_power_than_its_owners_hand(
        real_db: CardDatabase, attacker: str, legal: bool) -> None:
    """508.1c: A holds one card: B's Llanowar Elves (power 1) attacks and deals 1; B's Grizzly
    Bears (power 2) can't attack."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ensnaring Bridge")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", attacker)
    s.attack(2, "B", attacker)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    if legal:
        s.execute()
        s.assert_life("A", 19)
    else:
        with pytest.raises(ScenarioError, match=attacker):
            s.execute()


def test_stormtide_leviathan_lets_only_fliers_and_islandwalkers_attack(
        real_db: CardDatabase) -> None:
    """613.1d (a type-changing effect: Islands in addition to their other types), 702.14c
    (landwalk): B's Plains is an Island too, so B's Grizzly Bears can't block A's islandwalking
    Leviathan, which deals 8."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stormtide Leviathan")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.check(1, Step.BEGIN_COMBAT, lambda t: t.assert_subtype("Plains", "Island"))
    s.attack(1, "A", "Stormtide Leviathan")
    s.block(1, "B", "Grizzly Bears", "Stormtide Leviathan")
    with pytest.raises(ScenarioError, match="Grizzly Bears"):
        s.execute()
    s.assert_life("B", 12)


def test_dust_elemental_returns_as_many_as_it_can(real_db: CardDatabase) -> None:
    """609.3 (do as much as possible): A controls only Dust Elemental and Grizzly Bears when
    its trigger resolves: both return to A's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Dust Elemental")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dust Elemental")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1, "Dust Elemental")
    s.assert_hand_count("A", 1, "Grizzly Bears")


@pytest.mark.parametrize(("others", "destroyed"), [(5, True), (4, False)])
def test_deathbringer_regent_needs_five_other_creatures(
        real_db: CardDatabase, others: int, destroyed: bool) -> None:
    """603.4 (intervening if): cast from hand with five other creatures on the battlefield
    (A's two, B's three), the Regent destroys them all; with four, none."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.HAND, "A", "Deathbringer Regent")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves", others - 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deathbringer Regent")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Deathbringer Regent", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0 if destroyed else 2)
    s.assert_permanent_count("B", "Llanowar Elves", 0 if destroyed else others - 2)


def test_skyboon_evangelist_gives_a_countered_attacker_flying(real_db: CardDatabase) -> None:
    """603.2, 509.1b: A's Grizzly Bears with a +1/+1 counter attacks B and gains flying:
    B's Hill Giant can't block it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Skyboon Evangelist")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    s.assert_life("B", 17)


@pytest.mark.parametrize(("land", "size"), [(True, 6), (False, 4)])
def test_groundswell_landfall_after_round_1s_you_had_enter_lowering(
        real_db: CardDatabase, land: bool, size: int) -> None:
    """608.2c (landfall "instead"): one of the five already supported cards whose DSL round 1
    changed ('you had a land enter ... this turn' now cond's `you_had_enter`): with a land
    played this turn Groundswell gives +4/+4, without one +2/+2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Groundswell")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if land:
        s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Groundswell", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", size, size)


def test_venarian_glimmer_takes_only_a_card_of_mana_value_x_or_less(
        real_db: CardDatabase) -> None:
    """107.3a, 701.8: X=2: A may choose B's Grizzly Bears (2) but not Hill Giant (4); B
    discards the Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Venarian Glimmer")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Venarian Glimmer", targets=["B"], x=2)
    s.set_choice("A", "Hill Giant")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Hill Giant")


@pytest.mark.parametrize("x", [4, 3])
def test_stir_the_grave_returns_a_creature_of_mana_value_x_or_less(
        real_db: CardDatabase, x: int) -> None:
    """107.3a, 115.1: X=4 lets A target Hill Giant (4): it returns to the battlefield; with
    X=3 it isn't a legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Stir the Grave")
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stir the Grave", targets=["Hill Giant"], x=x)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    if x == 3:
        with pytest.raises(ScenarioError, match="Hill Giant"):
            s.execute()
        return
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)


@pytest.mark.parametrize("pay", [True, False])
def test_bull_elephant_stays_only_if_two_forests_return(real_db: CardDatabase,
                                                        pay: bool) -> None:
    """118.12 ("unless" a cost is paid): A returns its two Forests and keeps the Elephant; or
    doesn't, and sacrifices it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Bull Elephant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bull Elephant")
    s.set_choice("A", "yes" if pay else "no")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Bull Elephant", 1 if pay else 0)
    s.assert_hand_count("A", 2 if pay else 0, "Forest")


def test_nicol_bolas_god_pharaoh_plus_two_casts_the_exiled_card_free(
        real_db: CardDatabase) -> None:
    """118.9, 601.2a (cast from exile by permission): B exiles its top card, Lightning Bolt,
    a nonland card, at once; A, who controls no land, casts it free this turn at B: 3 damage;
    Bolas goes from 7 to 9 loyalty."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nicol Bolas, God-Pharaoh")
    s.add_card(Zone.LIBRARY, "B", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+2:", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_counter_count("A", "Nicol Bolas, God-Pharaoh", "loyalty", 9)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_custodi_lich_makes_its_target_sacrifice_when_you_become_the_monarch(
        real_db: CardDatabase) -> None:
    """724.1, 603.2: Custodi Lich enters, A becomes the monarch, and B (targeted) sacrifices
    its Grizzly Bears; at A's end step the monarch draws a card (724.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Custodi Lich")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Custodi Lich")
    s.add_target("A", "B")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)


def test_powerstone_minefield_hits_attackers_and_blockers(real_db: CardDatabase) -> None:
    """603.2, 508.1m, 509.1i: A's Hill Giant attacks and takes 2; B's Grizzly Bears blocks and
    takes 2 and dies before combat damage: the Giant (3/3 with 2 damage) survives and, blocked
    with no blocker left and no trample, deals no combat damage (509.1h, 510.1c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Powerstone Minefield")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Grizzly Bears", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_damage("Hill Giant", 2)
    s.assert_life("B", 20)
