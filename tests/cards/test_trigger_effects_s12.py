"""Triggered abilities read in session 12 (cards/oracle/triggers.py and the modules it calls),
played with real cards from the shared MTGJSON file (skipped when it is absent). Each test has
exact figures, and a case where the ability must not do anything where there is one."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 120.3: dealt damage this turn


def _faerie(db: CardDatabase, turn: int) -> Scenario:
    """Final-Sting Faerie: "When ~ enters the battlefield, destroy target creature that was
    dealt damage this turn." A Shocks B's Hill Giant (3/3, survives with 2 damage) on turn 1
    and casts the Faerie on `turn`; B also has an undamaged Grizzly Bears."""
    _compiled(db, "Final-Sting Faerie")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Final-Sting Faerie")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("Hill Giant",))
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, "A", "Final-Sting Faerie")
    s.stop_at(turn, Step.END_TURN)
    return s


def test_120_3_destroy_target_creature_that_was_dealt_damage_this_turn(
        real_db: CardDatabase) -> None:
    """The Faerie on turn 1, after the Shock: the Giant is destroyed; the Bears stays."""
    s = _faerie(real_db, 1)
    s.add_target("A", "Hill Giant")
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_120_3_no_creature_was_dealt_damage_no_target(real_db: CardDatabase) -> None:
    """The Faerie on turn 3: no creature was dealt damage this turn (the Giant's Shock was on
    turn 1), so the ability has no legal target (603.3d) and B's creatures stay."""
    s = _faerie(real_db, 3)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Final-Sting Faerie", 1)


# ------------------------------------------------------------------ 506.4: removed from combat


def _gustcloak(db: CardDatabase, answer: str) -> Scenario:
    """A attacks with Gustcloak Runner (1/1: "Whenever ~ becomes blocked, you may untap it and
    remove it from combat."); B blocks with Grizzly Bears (2/2)."""
    _compiled(db, "Gustcloak Runner")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gustcloak Runner")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Gustcloak Runner")
    s.block(3, "B", "Grizzly Bears", "Gustcloak Runner")
    s.set_choice("A", answer)
    s.stop_at(3, Step.END_TURN)
    return s


def test_506_4_untap_it_and_remove_it_from_combat(real_db: CardDatabase) -> None:
    """A says yes: the Runner is untapped and leaves combat before damage: it deals and is dealt
    no combat damage (it survives, the Bears has no damage), and B's life stays 20."""
    s = _gustcloak(real_db, "yes")
    s.execute()
    s.assert_permanent_count("A", "Gustcloak Runner", 1)
    s.assert_tapped("Gustcloak Runner", False)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_life("B", 20)


def test_506_4_declined_the_runner_stays_in_combat(real_db: CardDatabase) -> None:
    """A says no: the blocked Runner (1/1) fights it out with the Bears and dies."""
    s = _gustcloak(real_db, "no")
    s.execute()
    s.assert_permanent_count("A", "Gustcloak Runner", 0)
    s.assert_damage("Grizzly Bears", 1)


# ------------------------------------------------------------------ 701.35: detain


def _arrester(db: CardDatabase) -> Scenario:
    """A casts Azorius Arrester on turn 1: "When ~ enters the battlefield, detain target
    creature an opponent controls." targeting B's Prodigal Pyromancer ({T}: 1 damage to any
    target)."""
    _compiled(db, "Azorius Arrester", "Prodigal Pyromancer")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Azorius Arrester")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Azorius Arrester")
    s.add_target("A", "Prodigal Pyromancer")
    return s


def test_701_35a_detained_until_your_next_turn(real_db: CardDatabase) -> None:
    """On B's turn 2 the Pyromancer's ability can't be activated (602.5); the Bears, not
    detained, attacks (A to 18). On A's turn 3 the detain has ended (611.2a): the ability can
    be activated again."""
    s = _arrester(real_db)

    def detained(sc: Scenario) -> None:
        sc.assert_playable("B", "{T}:", False)

    def free(sc: Scenario) -> None:
        sc.assert_playable("B", "{T}:", True)

    s.check(2, Step.PRECOMBAT_MAIN, detained)
    s.attack(2, "B", "Grizzly Bears")
    s.check(3, Step.PRECOMBAT_MAIN, free)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)


def test_701_35a_a_detained_creature_cannot_attack(real_db: CardDatabase) -> None:
    """B schedules an attack with the detained Pyromancer on turn 2: it can't be declared
    (the run fails naming the attack); on turn 4 it can (A to 19)."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _arrester(real_db)
    s.attack(2, "B", "Prodigal Pyromancer")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Prodigal Pyromancer"):
        s.execute()
    s = _arrester(real_db)
    s.attack(4, "B", "Prodigal Pyromancer")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_life("A", 19)


# ------------------------------------------------------------------ 118.12: unless you return


def test_118_12_lair_returns_a_non_lair_land(real_db: CardDatabase) -> None:
    """Treva's Ruins: "When ~ enters the battlefield, sacrifice it unless you return a non-Lair
    land you control to its owner's hand." A controls a Plains and Rith's Grove (a Lair): the
    Plains is the only land that can be returned (205.3i); A returns it and keeps the Ruins."""
    _compiled(real_db, "Treva's Ruins", "Rith's Grove")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Rith's Grove")
    s.add_card(Zone.HAND, "A", "Treva's Ruins")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Treva's Ruins")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Treva's Ruins", 1)
    s.assert_permanent_count("A", "Rith's Grove", 1)
    s.assert_hand_count("A", 1, "Plains")


def test_118_12_lair_sacrificed_with_only_lairs(real_db: CardDatabase) -> None:
    """The same with only Rith's Grove beside it: no non-Lair land to return, the Ruins is
    sacrificed; the Grove stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rith's Grove")
    s.add_card(Zone.HAND, "A", "Treva's Ruins")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Treva's Ruins")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Treva's Ruins", 0)
    s.assert_graveyard_count("A", "Treva's Ruins", 1)
    s.assert_permanent_count("A", "Rith's Grove", 1)


# ------------------------------------------------------------------ 400.7: another target card


def _attendant(db: CardDatabase, *graveyard: str) -> Scenario:
    """Dutiful Attendant: "When ~ dies, return another target creature card from your graveyard
    to your hand." B Shocks it on turn 2."""
    _compiled(db, "Dutiful Attendant")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dutiful Attendant")
    for name in graveyard:
        s.add_card(Zone.GRAVEYARD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Dutiful Attendant",))
    s.stop_at(2, Step.END_TURN)
    return s


def test_400_7_another_target_card_returns_the_other_creature(real_db: CardDatabase) -> None:
    """With Grizzly Bears in A's graveyard: the Bears returns to A's hand (turn 2 is B's, so
    A's hand is only it); the Attendant stays in the graveyard."""
    s = _attendant(real_db, "Grizzly Bears")
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("A", "Dutiful Attendant", 1)


def test_400_7_another_target_card_is_never_its_own_card(real_db: CardDatabase) -> None:
    """With no other creature card: the ability has no legal target (the Attendant's own card,
    the object it became, is not "another"): it stays in the graveyard, A's hand is empty."""
    s = _attendant(real_db, "Forest")
    s.execute()
    s.assert_hand_count("A", 0, "Dutiful Attendant")
    s.assert_graveyard_count("A", "Dutiful Attendant", 1)


# ------------------------------------------------------------------ "it" in a ~ trigger


def test_502_3_it_doesnt_untap_during_its_controllers_next_untap_step(
        real_db: CardDatabase) -> None:
    """Apes of Rath: "Whenever ~ attacks, it doesn't untap during its controller's next untap
    step." It attacks on turn 3 (B to 15): still tapped on turn 5; it untaps on turn 7."""
    _compiled(real_db, "Apes of Rath")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Apes of Rath")
    s.attack(3, "A", "Apes of Rath")

    def tapped(sc: Scenario) -> None:
        sc.assert_tapped("Apes of Rath", True)

    def untapped(sc: Scenario) -> None:
        sc.assert_tapped("Apes of Rath", False)

    s.check(5, Step.PRECOMBAT_MAIN, tapped)
    s.check(7, Step.PRECOMBAT_MAIN, untapped)
    s.stop_at(7, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)


def test_509_1g_each_creature_blocking_it_gets_minus_one(real_db: CardDatabase) -> None:
    """Plague Wight (2/1): "Whenever ~ becomes blocked, each creature blocking it gets -1/-1
    until end of turn." B blocks with Hill Giant (3/3): 2/2 before damage, then the Wight's 2
    damage kills it; B's unblocking Grizzly Bears stays 2/2."""
    _compiled(real_db, "Plague Wight")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plague Wight")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Plague Wight")
    s.block(3, "B", "Hill Giant", "Plague Wight")

    def shrunk(sc: Scenario) -> None:
        sc.assert_power_toughness("B", "Hill Giant", 2, 2)
        sc.assert_power_toughness("B", "Grizzly Bears", 2, 2)

    s.check(3, Step.COMBAT_DAMAGE, shrunk)
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 0)
    s.assert_permanent_count("A", "Plague Wight", 0)


def test_603_2_have_it_deal_damage_to_a_creature_that_player_controls(
        real_db: CardDatabase) -> None:
    """Skirk Commando (2/1): "Whenever ~ deals combat damage to a player, you may have it deal
    2 damage to target creature that player controls." Unblocked on turn 3: B to 18 and B's
    Grizzly Bears dies."""
    _compiled(real_db, "Skirk Commando")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Skirk Commando")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Skirk Commando")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


# ------------------------------------------------------------------ 106.1a: mana of any color


def _vestige(db: CardDatabase, color: str) -> Scenario:
    """Crumbling Vestige (enters tapped): "When ~ enters the battlefield, add one mana of any
    color." A plays it (no other land), chooses `color`, then casts Shock at B."""
    _compiled(db, "Crumbling Vestige")
    s = Scenario(cards=db)
    s.add_card(Zone.HAND, "A", "Crumbling Vestige")
    s.add_card(Zone.HAND, "A", "Shock")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Crumbling Vestige")
    s.set_choice("A", color)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(1, Step.END_TURN)
    return s


def test_106_1a_one_mana_of_the_color_chosen(real_db: CardDatabase) -> None:
    """Red chosen: the Shock is paid with it (the Vestige itself is tapped): B to 18."""
    s = _vestige(real_db, "Red")
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Crumbling Vestige", True)


def test_106_1a_a_color_that_pays_nothing(real_db: CardDatabase) -> None:
    """Blue chosen: no red mana, the Shock can't be cast (the run names it); B stays at 20."""
    import pytest

    from mtg_engine.testing import ScenarioError

    s = _vestige(real_db, "Blue")
    with pytest.raises(ScenarioError, match="Shock"):
        s.execute()
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 603.12: reflexive trigger


def test_603_12_sacrifice_it_when_you_do_search_then_gain_life(real_db: CardDatabase) -> None:
    """Brokers Hideout: "When ~ enters the battlefield, sacrifice it. When you do, search your
    library for a basic Forest, Plains, or Island card, put it onto the battlefield tapped,
    then shuffle and you gain 1 life." The Hideout goes to the graveyard, a Forest from the
    library enters tapped, A to 21."""
    _compiled(real_db, "Brokers Hideout")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Brokers Hideout")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Brokers Hideout")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Brokers Hideout", 1)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_tapped("Forest", True)
    s.assert_life("A", 21)


def test_201_5_when_it_blocks_destroy_it_at_end_of_combat(real_db: CardDatabase) -> None:
    """Cinder Wall (3/3 defender): "When ~ blocks, destroy it at end of combat." It blocks
    B's Grizzly Bears on turn 2 (the Bears dies, the Wall survives the damage), then the Wall
    is destroyed at end of combat."""
    _compiled(real_db, "Cinder Wall")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cinder Wall")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Cinder Wall", "Grizzly Bears")

    def alive(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Cinder Wall", 1)

    s.check(2, Step.END_COMBAT, alive)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Cinder Wall", 0)
    s.assert_graveyard_count("A", "Cinder Wall", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


# ------------------------------------------------------------------ 603.10a: enchanted artifact


def test_603_10a_when_enchanted_artifact_is_put_into_a_graveyard(real_db: CardDatabase) -> None:
    """Viridian Harvest on A's Ornithopter: "When enchanted artifact is put into a graveyard,
    you gain 6 life." B Shatters the Ornithopter on turn 2: the Aura goes to the graveyard
    too, its ability looks back in time (603.10a): A to 26."""
    _compiled(real_db, "Viridian Harvest")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Viridian Harvest", attached_to="Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shatter")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shatter", targets=("Ornithopter",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("A", "Viridian Harvest", 1)
    s.assert_life("A", 26)


def test_603_10a_returned_to_hand_is_not_put_into_a_graveyard(real_db: CardDatabase) -> None:
    """The same Ornithopter returned to its owner's hand (B's Unsummon): no life gained."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Viridian Harvest", attached_to="Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.HAND, "B", "Unsummon")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Unsummon", targets=("Ornithopter",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Ornithopter")
    s.assert_life("A", 20)


# ------------------------------------------------------------------ 701.20: shuffles


def _trickster(db: CardDatabase, who: str) -> Scenario:
    """Cosi's Trickster (A's): "Whenever an opponent shuffles their library, you may put a
    +1/+1 counter on ~." `who` casts Rampant Growth on turn 2 or 3 (their own turn): a basic
    land from their library, then they shuffle."""
    _compiled(db, "Cosi's Trickster", "Rampant Growth")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cosi's Trickster")
    s.add_card(Zone.BATTLEFIELD, who, "Forest", 2)
    s.add_card(Zone.HAND, who, "Rampant Growth")
    s.add_card(Zone.LIBRARY, who, "Forest", 3)  # (one is drawn first)
    turn = 2 if who == "B" else 3
    s.cast_spell(turn, Step.PRECOMBAT_MAIN, who, "Rampant Growth")
    s.stop_at(turn, Step.END_TURN)
    return s


def test_701_20_an_opponent_shuffles_their_library(real_db: CardDatabase) -> None:
    """B shuffles: one counter (the Trickster 1/1 -> 2/2)."""
    s = _trickster(real_db, "B")
    s.execute()
    s.assert_permanent_count("B", "Forest", 3)
    s.assert_counter_count("A", "Cosi's Trickster", "+1/+1", 1)
    s.assert_power_toughness("A", "Cosi's Trickster", 2, 2)


def test_701_20_your_own_shuffle_does_not_count(real_db: CardDatabase) -> None:
    """A shuffles A's library: no counter."""
    s = _trickster(real_db, "A")
    s.execute()
    s.assert_permanent_count("A", "Forest", 3)
    s.assert_counter_count("A", "Cosi's Trickster", "+1/+1", 0)


# ------------------------------------------------------------------ 506.5: attacks alone


def _talisman(db: CardDatabase, *attackers: str) -> Scenario:
    """Reaper's Talisman on A's Grizzly Bears: "Whenever equipped creature attacks alone,
    defending player loses 2 life and you gain 2 life." A attacks on turn 3."""
    _compiled(db, "Reaper's Talisman")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Reaper's Talisman", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    for a in attackers:
        s.attack(3, "A", a)
    s.stop_at(3, Step.END_TURN)
    return s


def test_506_5_equipped_creature_attacks_alone(real_db: CardDatabase) -> None:
    """The Bears alone: B loses 2 and takes 2 (to 16), A to 22."""
    s = _talisman(real_db, "Grizzly Bears")
    s.execute()
    s.assert_life("B", 16)
    s.assert_life("A", 22)


def test_506_5_not_alone(real_db: CardDatabase) -> None:
    """The Bears with the Hill Giant: no trigger; B takes 2 + 3 (to 15), A stays at 20."""
    s = _talisman(real_db, "Grizzly Bears", "Hill Giant")
    s.execute()
    s.assert_life("B", 15)
    s.assert_life("A", 20)


# ------------------------------------------------------------------ 122.1: getting energy


def test_122_1_whenever_you_get_one_or_more_energy(real_db: CardDatabase) -> None:
    """Fabrication Module: "Whenever you get one or more {E}, put a +1/+1 counter on target
    creature you control." and "{4}, {T}: You get {E}."; Territorial Gorger (2/2): "Whenever
    you get one or more {E}, ~ gets +2/+2 until end of turn." A activates the Module once on
    turn 1: 1 energy, a counter on Grizzly Bears (3/3), the Gorger 4/4 this turn, 2/2 after."""
    _compiled(real_db, "Fabrication Module", "Territorial Gorger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fabrication Module")
    s.add_card(Zone.BATTLEFIELD, "A", "Territorial Gorger")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}: You get")
    s.add_target("A", "Grizzly Bears")

    def pumped(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Territorial Gorger", 4, 4)

    s.check(1, Step.END_TURN, pumped)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_player_counters("A", "energy", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Territorial Gorger", 2, 2)


# ------------------------------------------------------------------ 506.1: dies during combat


def test_506_1_dies_during_combat(real_db: CardDatabase) -> None:
    """Mongrel Pack (4/1): "When ~ dies during combat, create four 1/1 green Dog creature
    tokens." It blocks B's Grizzly Bears on turn 2 and dies: four Dogs."""
    _compiled(real_db, "Mongrel Pack")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mongrel Pack")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Mongrel Pack", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Mongrel Pack", 1)
    s.assert_permanent_count("A", "Dog Token", 4)


def test_506_1_dies_outside_combat(real_db: CardDatabase) -> None:
    """Shocked in B's main phase: it dies, but not during combat: no Dogs."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mongrel Pack")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Mongrel Pack",))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Mongrel Pack", 1)
    s.assert_permanent_count("A", "Dog Token", 0)


def test_701_35a_detain_each_permanent_of_a_group(real_db: CardDatabase) -> None:
    """Lavinia of the Tenth: "When ~ enters the battlefield, detain each nonland permanent your
    opponents control with mana value 4 or less." B's Prodigal Pyromancer (mana value 3) is
    detained on B's turn 2; B's Craw Wurm (6) is not: it attacks (A to 14)."""
    _compiled(real_db, "Lavinia of the Tenth")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Lavinia of the Tenth")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lavinia of the Tenth")

    def detained(sc: Scenario) -> None:
        sc.assert_playable("B", "{T}:", False)

    s.check(2, Step.PRECOMBAT_MAIN, detained)
    s.attack(2, "B", "Craw Wurm")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 14)


def test_201_5_exile_it_unless_you_discard(real_db: CardDatabase) -> None:
    """Body Snatcher: "When ~ enters the battlefield, exile it unless you discard a creature
    card." A's hand holds no creature card after casting it: the Snatcher is exiled."""
    _compiled(real_db, "Body Snatcher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Body Snatcher")
    s.add_card(Zone.HAND, "A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Body Snatcher")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Body Snatcher", 1)
    s.assert_hand_count("A", 1, "Forest")


def test_701_28_transform_it(real_db: CardDatabase) -> None:
    """Uninvited Geist (2/2): "When ~ deals combat damage to a player, transform it." It hits
    B on turn 3 (B to 18) and becomes Unimpeded Trespasser."""
    _compiled(real_db, "Uninvited Geist // Unimpeded Trespasser")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Uninvited Geist")
    s.attack(3, "A", "Uninvited Geist")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Unimpeded Trespasser", 1)


def test_201_5_when_it_blocks_return_it_to_its_owners_hand(real_db: CardDatabase) -> None:
    """Zephyr Spirit: "When ~ blocks, return it to its owner's hand." It blocks B's Grizzly
    Bears on turn 2: the Spirit (not the Bears) returns to A's hand; the Bears stays blocked
    (509.1h) and deals no damage: A stays at 20."""
    _compiled(real_db, "Zephyr Spirit")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Zephyr Spirit")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Zephyr Spirit", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Zephyr Spirit")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 20)
