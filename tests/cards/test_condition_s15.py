"""Conditions and trigger conditions read from Oracle text in session 15 (cards/oracle/): each
played with a real card (skipped without the shared MTGJSON file), with the rule it follows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import assert_compiled


def _harbinger(db: CardDatabase, islands: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", islands)
    s.add_card(Zone.HAND, "A", "Harbinger of the Tides")
    return s


def test_601_3b_harbinger_of_the_tides_in_the_opponents_turn_costs_2_more(
        real_db: CardDatabase) -> None:
    """Harbinger of the Tides ({U}{U}) cast in B's upkeep, as though it had flash (601.3b):
    its total cost is {2}{U}{U} (601.2f), so all four of A's Islands are tapped for it."""
    assert_compiled(real_db, "Harbinger of the Tides")
    s = _harbinger(real_db, 4)
    s.cast_spell(2, Step.UPKEEP, "A", "Harbinger of the Tides")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Harbinger of the Tides", 1)
    assert sum(1 for o in s.game.state.objects.values()
               if o.card.name == "Island" and o.tapped) == 4


def test_601_2f_harbinger_of_the_tides_three_islands_are_not_enough_at_instant_speed(
        real_db: CardDatabase) -> None:
    """With three Islands A can't cast it in B's upkeep ({2}{U}{U}), but can in A's own main
    phase on turn 3 (307.1: a sorcery could be cast then; no cost increase): one Island
    stays untapped."""
    s = _harbinger(real_db, 3)
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Harbinger of the Tides",
                                                          False))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Harbinger of the Tides")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Harbinger of the Tides", 1)
    assert sum(1 for o in s.game.state.objects.values()
               if o.card.name == "Island" and o.tapped) == 2


def test_601_3b_rout_cast_in_combat_destroys_the_attacker(real_db: CardDatabase) -> None:
    """Rout ({3}{W}{W}) cast by A in B's declare blockers step, paying {2} more (seven
    Plains): B's attacking Hill Giant and A's Grizzly Bears are destroyed; A takes no damage."""
    assert_compiled(real_db, "Rout")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 7)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "A", "Rout")
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Rout")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 20)


def test_601_2f_rout_with_six_plains_cant_be_cast_in_combat(real_db: CardDatabase) -> None:
    """Six Plains pay {3}{W}{W} but not {5}{W}{W}: Rout can't be cast in B's turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Rout")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Rout", False))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Rout"))
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()


def test_603_4_razor_pendulum_deals_2_to_a_player_at_5_life(real_db: CardDatabase) -> None:
    """Razor Pendulum: at the beginning of B's end step B has 5 life (603.4: the intervening
    "if" holds as it triggers and as it resolves): 2 damage, B at 3. A, at 20, takes none."""
    assert_compiled(real_db, "Razor Pendulum")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Razor Pendulum")
    s.set_life("B", 5)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 3)
    s.assert_life("A", 20)


def test_603_4_razor_pendulum_rechecks_on_resolution(real_db: CardDatabase) -> None:
    """B at 5 life at the beginning of B's end step: the ability triggers; B responds with
    Revitalize (gain 3 life): at 8 life as it resolves, the condition fails (603.4): no
    damage, B at 8."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Razor Pendulum")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Revitalize")
    s.set_life("B", 5)
    s.cast_spell(2, Step.END_TURN, "B", "Revitalize", responding_to="Razor Pendulum")
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 8)


def test_603_4_impatience_hits_the_player_who_cast_no_spell(real_db: CardDatabase) -> None:
    """Impatience: A casts Revitalize on turn 1 (no damage to A at A's end step: 23 life); B
    casts nothing on turn 2: 2 damage to B at B's end step (18)."""
    assert_compiled(real_db, "Impatience")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Impatience")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Revitalize")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Revitalize")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_life("A", 23))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 23)
    s.assert_life("B", 18)


def test_603_4_spiritual_sanctuary_only_players_with_a_plains(real_db: CardDatabase) -> None:
    """Spiritual Sanctuary: A controls a Plains, B a Forest: A gains 1 life in each of A's
    upkeeps (turns 1 and 3: 22), B never does (20)."""
    assert_compiled(real_db, "Spiritual Sanctuary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Spiritual Sanctuary")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 20)


def test_601_2i_predatory_advantage_counts_creature_spells_only(real_db: CardDatabase) -> None:
    """Predatory Advantage (A's): B casts Revitalize (not a creature spell) on turn 2: at B's
    end step A creates a Lizard; on turn 4 B casts Grizzly Bears: no Lizard. One Lizard."""
    assert_compiled(real_db, "Predatory Advantage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Predatory Advantage")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Revitalize")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Revitalize")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Lizard Token", 1))
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Lizard Token", 1)


def _zubera(db: CardDatabase, blocker: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rushing-Tide Zubera")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.attack(1, "A", "Rushing-Tide Zubera")
    s.block(1, "B", blocker, "Rushing-Tide Zubera")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_603_10a_rushing_tide_zubera_dealt_6_damage_draws_three(real_db: CardDatabase) -> None:
    """Rushing-Tide Zubera (3/3) blocked by Craw Wurm (6/4): 6 damage dealt to it this turn
    (4 or more, judged as it left, 603.10a): A draws three cards."""
    assert_compiled(real_db, "Rushing-Tide Zubera")
    s = _zubera(real_db, "Craw Wurm")
    s.execute()
    s.assert_graveyard_count("A", "Rushing-Tide Zubera", 1)
    s.assert_hand_count("A", 3)


def test_603_4_rushing_tide_zubera_dealt_3_damage_draws_nothing(real_db: CardDatabase) -> None:
    """Blocked by Hill Giant (3/3): 3 damage, less than 4: it dies and A draws nothing."""
    s = _zubera(real_db, "Hill Giant")
    s.execute()
    s.assert_graveyard_count("A", "Rushing-Tide Zubera", 1)
    s.assert_hand_count("A", 0)


def _baron(db: CardDatabase, you: int, opponent: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Baron of Vizkopa")
    s.set_life("A", you)
    s.set_life("B", opponent)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def test_611_3a_blood_baron_with_both_conditions(real_db: CardDatabase) -> None:
    """Blood Baron of Vizkopa (4/4): A at 30 life and B at 10: "as long as you have 30 or more
    life and an opponent has 10 or less life" holds (611.3a): 10/10 with flying."""
    assert_compiled(real_db, "Blood Baron of Vizkopa")
    s = _baron(real_db, 30, 10)
    s.assert_power_toughness("A", "Blood Baron of Vizkopa", 10, 10)
    s.assert_abilities("A", "Blood Baron of Vizkopa", ["Flying", "Lifelink"])


def test_611_3a_blood_baron_needs_both_conditions(real_db: CardDatabase) -> None:
    """A at 30 but B at 11; then A at 29 and B at 10: 4/4 without flying both times."""
    for you, opponent in ((30, 11), (29, 10)):
        s = _baron(real_db, you, opponent)
        s.assert_power_toughness("A", "Blood Baron of Vizkopa", 4, 4)
        s.assert_abilities("A", "Blood Baron of Vizkopa", ["Flying"], present=False)


def _replicator(db: CardDatabase, others: list[str]) -> Scenario:
    s = Scenario(cards=db)
    for name in others:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Chrome Replicator")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Chrome Replicator")
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_603_4_chrome_replicator_with_two_permanents_of_one_name(real_db: CardDatabase) -> None:
    """Chrome Replicator enters while A controls two Grizzly Bears (nonland, nontoken, the
    same name, 201.2): A creates a 4/4 Construct."""
    assert_compiled(real_db, "Chrome Replicator")
    s = _replicator(real_db, ["Grizzly Bears", "Grizzly Bears"])
    s.execute()
    s.assert_permanent_count("A", "Construct Token", 1)
    s.assert_power_toughness("A", "Construct Token", 4, 4)


def test_603_4_chrome_replicator_lands_dont_count(real_db: CardDatabase) -> None:
    """Five Plains (lands) and one Grizzly Bears: no two nonland permanents share a name: no
    token."""
    s = _replicator(real_db, ["Grizzly Bears"])
    s.execute()
    s.assert_permanent_count("A", "Construct Token", 0)


def test_603_4_chrome_replicator_checks_again_on_resolution(real_db: CardDatabase) -> None:
    """Two Grizzly Bears as it enters (the ability triggers); B bolts one in response: as the
    ability resolves only one is left (603.4): no token."""
    s = _replicator(real_db, ["Grizzly Bears", "Grizzly Bears"])
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"],
                 responding_to="Chrome Replicator")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Construct Token", 0)


def test_205_3m_littjara_kinseekers_changeling_shares_the_bears_type(
        real_db: CardDatabase) -> None:
    """Littjara Kinseekers (changeling: every creature type, 702.73a) enters beside two Grizzly
    Bears: three creatures share Bear: a +1/+1 counter. Beside a Bears and a Hill Giant
    (Giant): only two share a type: no counter."""
    assert_compiled(real_db, "Littjara Kinseekers")
    for others, counters in ((["Grizzly Bears", "Grizzly Bears"], 1),
                             (["Grizzly Bears", "Hill Giant"], 0)):
        s = Scenario(cards=real_db)
        for name in others:
            s.add_card(Zone.BATTLEFIELD, "A", name)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
        s.add_card(Zone.HAND, "A", "Littjara Kinseekers")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Littjara Kinseekers")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_counter_count("A", "Littjara Kinseekers", "+1/+1", counters)


def test_602_5b_endless_atlas_needs_three_lands_with_one_name(real_db: CardDatabase) -> None:
    """Endless Atlas with three Islands: "{2}, {T}: Draw a card." can be activated (A draws);
    with two Islands and a Swamp it can't (602.5b)."""
    assert_compiled(real_db, "Endless Atlas")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endless Atlas")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}, {T}:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Endless Atlas")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{2}, {T}:", False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()


def _hostage(db: CardDatabase) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hostage Taker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hostage Taker")
    s.add_target("A", "Grizzly Bears")
    return s


def test_610_3_hostage_taker_cast_the_exiled_bears_with_blue_mana(real_db: CardDatabase) -> None:
    """Hostage Taker exiles B's Grizzly Bears; "for as long as it remains exiled" A may cast it,
    spending mana as though it were mana of any type (609.4b): two Islands pay {1}{G}. The
    Bears are A's."""
    assert_compiled(real_db, "Hostage Taker")
    s = _hostage(real_db)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_610_3_hostage_taker_leaves_and_the_bears_return(real_db: CardDatabase) -> None:
    """The permission lasts as long as the card remains exiled; B bolts Hostage Taker on turn
    2 before A cast the Bears: they return to the battlefield under B's control (610.3)."""
    s = _hostage(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_exile_count("Grizzly Bears", 1))
    s.cast_spell(2, Step.UPKEEP, "B", "Lightning Bolt", targets=["Hostage Taker"])
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_exile_count("Grizzly Bears", 0)


def test_601_3_fiend_of_the_shadows_plays_the_exiled_card_on_a_later_turn(
        real_db: CardDatabase) -> None:
    """Fiend of the Shadows deals combat damage to B (3): B exiles the Grizzly Bears from
    their hand (406.3); A may play it "for as long as it remains exiled" (601.3): A casts it
    on turn 3 with two Forests. B at 17."""
    assert_compiled(real_db, "Fiend of the Shadows")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fiend of the Shadows")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.attack(1, "A", "Fiend of the Shadows")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_exile_count("Grizzly Bears", 1, "B"))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1)  # (B's draw of turn 2)


def _reaper(db: CardDatabase, angels: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    for _ in range(angels):
        s.add_card(Zone.LIBRARY, "A", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Renegade Reaper")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Renegade Reaper")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_renegade_reaper_mills_an_angel(real_db: CardDatabase) -> None:
    """Renegade Reaper mills four cards, a Serra Angel among them (the top card): "if at
    least one Angel card is milled this way" (608.2c): A gains 4 life (24)."""
    assert_compiled(real_db, "Renegade Reaper")
    s = _reaper(real_db, 1)
    s.assert_graveyard_count("A", "Serra Angel", 1)
    s.assert_graveyard_count("A", None, 4)
    s.assert_life("A", 24)


def test_608_2c_renegade_reaper_mills_no_angel(real_db: CardDatabase) -> None:
    """Four Wastes milled: no Angel: A stays at 20."""
    s = _reaper(real_db, 0)
    s.assert_graveyard_count("A", "Wastes", 4)
    s.assert_life("A", 20)


def _diregraf(db: CardDatabase, card: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "B", card)
    s.add_card(Zone.HAND, "A", "Diregraf Scavenger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diregraf Scavenger")
    s.add_target("A", card)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_diregraf_scavenger_exiles_a_creature_card(real_db: CardDatabase) -> None:
    """Diregraf Scavenger exiles the Grizzly Bears from B's graveyard: a creature card was
    exiled this way: B loses 2 (18), A gains 2 (22)."""
    assert_compiled(real_db, "Diregraf Scavenger")
    s = _diregraf(real_db, "Grizzly Bears")
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_608_2c_diregraf_scavenger_exiles_a_land_card(real_db: CardDatabase) -> None:
    """It exiles a Forest (not a creature card): no life changes."""
    s = _diregraf(real_db, "Forest")
    s.assert_exile_count("Forest", 1)
    s.assert_life("B", 20)
    s.assert_life("A", 20)


def _augur(db: CardDatabase, top: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lumengrid Augur")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", top)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}:", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_608_2c_lumengrid_augur_discards_an_artifact_and_untaps(real_db: CardDatabase) -> None:
    """Lumengrid Augur: A draws Ornithopter (its only card) and discards it, an artifact
    card: the Augur untaps."""
    assert_compiled(real_db, "Lumengrid Augur")
    s = _augur(real_db, "Ornithopter")
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_tapped("Lumengrid Augur", False)


def test_608_2c_lumengrid_augur_discards_a_land_and_stays_tapped(real_db: CardDatabase) -> None:
    """A draws and discards a Forest: the Augur stays tapped."""
    s = _augur(real_db, "Forest")
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_tapped("Lumengrid Augur", True)


def test_608_2c_psychic_miasma_returns_when_a_land_is_discarded(real_db: CardDatabase) -> None:
    """Psychic Miasma on B, whose only card is a Forest: a land card is discarded this way:
    Psychic Miasma returns to A's hand instead of the graveyard. Then B's Grizzly Bears: it
    goes to A's graveyard."""
    assert_compiled(real_db, "Psychic Miasma")
    for card, hand, yard in (("Forest", 1, 0), ("Grizzly Bears", 0, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
        s.add_card(Zone.HAND, "B", card)
        s.add_card(Zone.HAND, "A", "Psychic Miasma")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Psychic Miasma", targets=["B"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("B", card, 1)
        s.assert_hand_count("A", hand, "Psychic Miasma")
        s.assert_graveyard_count("A", "Psychic Miasma", yard)


def test_608_2h_noxious_gearhulk_gains_the_destroyed_creatures_toughness(
        real_db: CardDatabase) -> None:
    """Noxious Gearhulk destroys B's Hill Giant (3/3): a creature was destroyed this way: A
    gains 3 life (its toughness as it last existed, 608.2h). Against a Darksteel Myr
    (indestructible, 0/1) nothing is destroyed: no life."""
    assert_compiled(real_db, "Noxious Gearhulk")
    for target, life in (("Hill Giant", 23), ("Darksteel Myr", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
        s.add_card(Zone.BATTLEFIELD, "B", target)
        s.add_card(Zone.HAND, "A", "Noxious Gearhulk")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Noxious Gearhulk")
        s.add_target("A", target)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("A", life)


def test_608_2c_corpse_appraiser_with_and_without_a_target(real_db: CardDatabase) -> None:
    """Corpse Appraiser exiles the Grizzly Bears from B's graveyard: a card was put into exile
    this way: A looks at three, puts one into hand and two into the graveyard. With no
    creature card in any graveyard (no target: "up to one"), nothing happens."""
    assert_compiled(real_db, "Corpse Appraiser")
    for bears, hand, yard in ((1, 1, 2), (0, 0, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
        if bears:
            s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Corpse Appraiser")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Corpse Appraiser")
        if bears:
            s.add_target("A", "Grizzly Bears")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_graveyard_count("A", None, yard)


def test_608_2c_marauding_raptor_pumps_after_damaging_a_dinosaur(real_db: CardDatabase) -> None:
    """Marauding Raptor deals 2 damage to each creature entering under A's control: to
    Grizzly Bears (not a Dinosaur: they die, the Raptor stays 2/3), then to Colossal Dreadmaw
    (a Dinosaur: the Raptor gets +2/+0, 4/3)."""
    assert_compiled(real_db, "Marauding Raptor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Marauding Raptor")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Colossal Dreadmaw")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness(
        "A", "Marauding Raptor", 2, 3))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Colossal Dreadmaw")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_damage("Colossal Dreadmaw", 2)
    s.assert_power_toughness("A", "Marauding Raptor", 4, 3)


def test_608_2c_redcap_melee_sacrifices_a_land_only_for_a_nonred_permanent(
        real_db: CardDatabase) -> None:
    """Redcap Melee on B's Grizzly Bears (green): A sacrifices a land (one Mountain left of
    two). On B's Hill Giant (red): A keeps both."""
    assert_compiled(real_db, "Redcap Melee")
    for target, lands in (("Grizzly Bears", 1), ("Hill Giant", 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.BATTLEFIELD, "B", target)
        s.add_card(Zone.HAND, "A", "Redcap Melee")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Redcap Melee", targets=[target])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("B", target, 1)
        s.assert_permanent_count("A", "Mountain", lands)


def test_608_2c_werewolf_ransacker_damages_the_destroyed_artifacts_controller(
        real_db: CardDatabase) -> None:
    """Afflicted Deserter transforms in B's upkeep on turn 2 (no spells cast on turn 1):
    Werewolf Ransacker destroys B's Ornithopter; it was put into a graveyard this way: 3
    damage to its controller, B (17). Against B's Darksteel Relic (indestructible) nothing is
    destroyed: B stays at 20."""
    assert_compiled(real_db, "Afflicted Deserter")
    for artifact, life, yard in (("Ornithopter", 17, 1), ("Darksteel Relic", 20, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Afflicted Deserter")
        s.add_card(Zone.BATTLEFIELD, "B", artifact)
        s.add_target("A", artifact)
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_permanent_count("A", "Werewolf Ransacker", 1)
        s.assert_graveyard_count("B", artifact, yard)
        s.assert_life("B", life)


def test_702_33d_skizzik_unkicked_is_sacrificed_kicked_stays(real_db: CardDatabase) -> None:
    """Skizzik cast without its kicker: "if ~ wasn't kicked" holds at the beginning of the end
    step (603.4): sacrificed. Cast kicked ({R} more, five Mountains): it stays."""
    assert_compiled(real_db, "Skizzik")
    for kick, on_battlefield in (("no", 0), ("yes", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
        s.add_card(Zone.HAND, "A", "Skizzik")
        s.set_choice("A", kick)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Skizzik")
        s.stop_at(2, Step.UPKEEP)
        s.execute()
        s.assert_permanent_count("A", "Skizzik", on_battlefield)
        s.assert_graveyard_count("A", "Skizzik", 1 - on_battlefield)


def test_702_33d_sphinx_of_lost_truths_discards_only_unkicked(real_db: CardDatabase) -> None:
    """Sphinx of Lost Truths: A draws three; unkicked, A then discards three (hand 0, three
    in the graveyard); kicked ({1}{U} more), A keeps them (hand 3)."""
    assert_compiled(real_db, "Sphinx of Lost Truths")
    for kick, hand in (("no", 0), ("yes", 3)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
        s.add_card(Zone.HAND, "A", "Sphinx of Lost Truths")
        s.set_choice("A", kick)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sphinx of Lost Truths")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_hand_count("A", hand)
        s.assert_graveyard_count("A", "Wastes", 3 - hand)


def test_608_2c_aberrant_researcher_transforms_after_milling_an_instant(
        real_db: CardDatabase) -> None:
    """Aberrant Researcher mills the top card of A's library in A's upkeep: Lightning Bolt,
    an instant card milled this way: it transforms into Perfected Form (5/4). With a Wastes
    on top it stays Aberrant Researcher (3/2)."""
    assert_compiled(real_db, "Aberrant Researcher")
    for top, name, power, toughness in (("Lightning Bolt", "Perfected Form", 5, 4),
                                        (None, "Aberrant Researcher", 3, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Aberrant Researcher")
        if top is not None:
            s.add_card(Zone.LIBRARY, "A", top)
        s.stop_at(1, Step.DRAW)
        s.execute()
        s.assert_power_toughness("A", name, power, toughness)
        s.assert_graveyard_count("A", None, 1)


def _silverheart(db: CardDatabase, first: str) -> Scenario:
    """A casts `first` (Wolfir Silverheart or Grizzly Bears), then the other one."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.HAND, "A", "Wolfir Silverheart")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    second = "Grizzly Bears" if first == "Wolfir Silverheart" else "Wolfir Silverheart"
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", first)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", second)
    return s


def test_702_95a_wolfir_silverheart_pairs_with_the_creature_entering_after_it(
        real_db: CardDatabase) -> None:
    """Wolfir Silverheart enters (no other creature: its first ability doesn't trigger,
    603.4), then Grizzly Bears enters: the second ability pairs them (702.95a): each gets
    +4/+4 (702.95c): Silverheart 8/8, Bears 6/6. A copy and a saved game play the same."""
    from mtg_engine.game import Game

    assert_compiled(real_db, "Wolfir Silverheart")
    s = _silverheart(real_db, "Wolfir Silverheart")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Wolfir Silverheart", 8, 8)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)
    g = s.game
    for other in (g.copy(), Game.from_json(g.to_json(), real_db)):
        assert other.to_json() == g.to_json()


def test_702_95a_wolfir_silverheart_pairs_with_a_creature_already_there(
        real_db: CardDatabase) -> None:
    """Grizzly Bears first, then Wolfir Silverheart: its first ability pairs it with the
    Bears: 8/8 and 6/6."""
    s = _silverheart(real_db, "Grizzly Bears")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Wolfir Silverheart", 8, 8)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)


def test_702_95e_the_pair_ends_when_one_leaves(real_db: CardDatabase) -> None:
    """Paired, then B's two Lightning Bolts kill the Bears (6/6) on turn 2: Silverheart is
    unpaired (702.95e): 4/4 again."""
    s = _silverheart(real_db, "Wolfir Silverheart")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Wolfir Silverheart", 4, 4)


def test_702_95a_declining_to_pair(real_db: CardDatabase) -> None:
    """A answers "no" to the pairing (608.2d): the Bears stay 2/2 and Silverheart 4/4."""
    s = _silverheart(real_db, "Wolfir Silverheart")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Wolfir Silverheart", 4, 4)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_702_95d_wingcrafter_both_creatures_have_flying(real_db: CardDatabase) -> None:
    """Wingcrafter paired with Grizzly Bears: both have flying (702.95d)."""
    assert_compiled(real_db, "Wingcrafter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Wingcrafter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wingcrafter")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])
    s.assert_abilities("A", "Wingcrafter", ["Flying"])


def test_702_95a_choosing_which_creature_to_pair_with(real_db: CardDatabase) -> None:
    """Grizzly Bears and Hill Giant on the battlefield, then Wolfir Silverheart: A pairs it
    with the Giant (7/7); the Bears stay 2/2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Wolfir Silverheart")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wolfir Silverheart")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 7, 7)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_power_toughness("A", "Wolfir Silverheart", 8, 8)


def test_702_95c_stonewright_gives_its_partner_the_firebreathing_ability(
        real_db: CardDatabase) -> None:
    """Stonewright paired with Grizzly Bears: each has "{R}: This creature gets +1/+0 until
    end of turn." (702.95c, 613.1f): the Bears activate it once: 3/2; Stonewright 1/1."""
    assert_compiled(real_db, "Stonewright")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Stonewright")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stonewright")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{R}:", source="Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 2)
    s.assert_power_toughness("A", "Stonewright", 1, 1)


def test_603_4_a_creature_entering_from_your_graveyard(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"Whenever a creature enters the battlefield, if it entered from your graveyard or you
    cast it from your graveyard, you gain 2 life." (the remembered creature, 603.4; Prized
    Amalgam's condition): Test Bear returned from A's graveyard: A gains 2 (22); the Test
    Bear cast from A's hand: nothing more."""
    from .conftest import face, write_atomic

    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    watcher = "Whenever a creature enters the battlefield, if it entered from your graveyard " \
        "or you cast it from your graveyard, you gain 2 life."
    cards = {
        "Test Watcher": [face("Test Watcher", "Enchantment", cost="{1}{B}", text=watcher)],
        "Test Raise": [face("Test Raise", "Sorcery", cost="{B}", text="Return target creature "
                            "card from your graveyard to the battlefield.")],
        "Test Bear": [face("Test Bear", "Creature — Bear", cost="{1}{G}", power="2",
                           toughness="2")],
    }
    db = CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", cards))
    assert_compiled(db, "Test Watcher", "Test Raise")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Watcher")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Test Bear")
    s.add_card(Zone.HAND, "A", "Test Raise")
    s.add_card(Zone.HAND, "A", "Test Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Raise", targets=["Test Bear"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Bear")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Test Bear", 2)
    s.assert_life("A", 22)


def test_603_10a_doom_weaver_partner_dies_and_draws_its_power(real_db: CardDatabase) -> None:
    """Doom Weaver paired with Grizzly Bears: each has "When this creature dies, draw cards
    equal to its power." (702.95c); B bolts the Bears: it had the ability as it left
    (603.10a): A draws 2."""
    assert_compiled(real_db, "Doom Weaver")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "A", "Doom Weaver")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Weaver")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_hand_count("A", 2)


def test_114_baneslayer_aspirant_with_an_emblem(real_db: CardDatabase) -> None:
    """Baneslayer Aspirant (2/2) is 5/5 with flying, first strike and lifelink as long as A
    has one or more emblems (611.3a): before Serra the Benevolent's −6, 2/2 without flying;
    after it (A gets an emblem, 114.2), 5/5 with all three."""
    assert_compiled(real_db, "Baneslayer Aspirant")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Baneslayer Aspirant")
    s.add_card(Zone.BATTLEFIELD, "A", "Serra the Benevolent", counters={"loyalty": 2})
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_power_toughness(
        "A", "Baneslayer Aspirant", 2, 2))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-6:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Baneslayer Aspirant", 5, 5)
    s.assert_abilities("A", "Baneslayer Aspirant", ["Flying", "First strike", "Lifelink"])


def test_201_2_scepter_of_empires_with_crown_and_throne(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Scepter of Empires deals 1 damage to B; with artifacts named Crown of Empires and Throne
    of Empires (201.2; plain artifacts here, by those names) it deals 3 instead (B at 17);
    with the Crown alone, 1 (B at 19)."""
    from .conftest import face, write_atomic

    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    scepter = "{T}: Scepter of Empires deals 1 damage to target player or planeswalker. It " \
        "deals 3 damage instead if you control artifacts named Crown of Empires and Throne " \
        "of Empires."
    cards = {"Scepter of Empires": [face("Scepter of Empires", "Artifact", cost="{3}",
                                         text=scepter)],
             **{n: [face(n, "Artifact", cost="{3}")] for n in ("Crown of Empires",
                                                             "Throne of Empires")}}
    db = CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", cards))
    assert_compiled(db, "Scepter of Empires")
    for others, life in ((("Crown of Empires", "Throne of Empires"), 17),
                         (("Crown of Empires",), 19)):
        s = Scenario(cards=db)
        s.add_card(Zone.BATTLEFIELD, "A", "Scepter of Empires")
        for name in others:
            s.add_card(Zone.BATTLEFIELD, "A", name)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["B"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)


def test_608_2c_a_white_creature_dies_this_way(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"Destroy target creature. If a white creature dies this way, you gain 3 life." (608.2c;
    as the creature last existed, 608.2h): on a white Test Hawk A gains 3 (23); on a green
    Test Bear nothing (20)."""
    from .conftest import FIXTURE_CARDS, face, write_atomic

    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    cards = {**FIXTURE_CARDS, "Test Doom": [face(
        "Test Doom", "Sorcery", cost="{B}", text="Destroy target creature. If a white creature "
        "dies this way, you gain 3 life.")]}
    db = CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", cards))
    assert_compiled(db, "Test Doom")
    for target, life in (("Test Hawk", 23), ("Test Bear", 20)):
        s = Scenario(cards=db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.BATTLEFIELD, "B", target)
        s.add_card(Zone.HAND, "A", "Test Doom")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Doom", targets=[target])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("B", target, 1)
        s.assert_life("A", life)


def test_603_4_quest_for_the_nihil_stone_both_conditions(real_db: CardDatabase) -> None:
    """Quest for the Nihil Stone with two quest counters: in B's upkeep B has no cards in hand
    (both parts of "if that player has no cards in hand and ~ has two or more quest counters
    on it" hold, 603.4): B loses 5 (15). With a card in B's hand: no loss."""
    assert_compiled(real_db, "Quest for the Nihil Stone")
    for hand, life in ((0, 15), (1, 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Quest for the Nihil Stone", counters={"quest": 2})
        if hand:
            s.add_card(Zone.HAND, "B", "Grizzly Bears")
        s.stop_at(2, Step.DRAW)
        s.execute()
        s.assert_life("B", life)
