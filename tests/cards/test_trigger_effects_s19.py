"""Triggered abilities read in session 19 (cards/oracle/trigger_effects.py and the modules
triggers.py calls), played with real cards from the shared MTGJSON file (skipped when it is
absent). Each test has exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ 603.12, 608.2h: reflexive


def _manticore(db: CardDatabase, sacrifice: str | None) -> Scenario:
    """Heart-Piercer Manticore (4/3): "When ~ enters the battlefield, you may sacrifice another
    creature. When you do, ~ deals damage equal to that creature's power to any target." A
    has Hill Giant (3/3) and Grizzly Bears (2/2); B is at 20."""
    _compiled(db, "Heart-Piercer Manticore")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Heart-Piercer Manticore")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if sacrifice is None:
        s.set_choice("A", "no")
    else:
        s.set_choice("A", "yes")
        s.set_choice("A", sacrifice)
        s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heart-Piercer Manticore")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_603_12_when_you_do_deals_damage_equal_to_the_sacrificed_creatures_power(
        real_db: CardDatabase) -> None:
    """A sacrifices Hill Giant: the reflexive trigger deals 3 (the Giant's power as it last
    existed, 608.2h) to B: 17. The Bears stays."""
    s = _manticore(real_db, "Hill Giant")
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 17)


def test_603_12_the_bears_sacrificed_deals_two(real_db: CardDatabase) -> None:
    """A sacrifices Grizzly Bears instead: 2 damage, B at 18."""
    s = _manticore(real_db, "Grizzly Bears")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_life("B", 18)


def test_603_12_no_sacrifice_no_reflexive_trigger(real_db: CardDatabase) -> None:
    """A declines: nothing is sacrificed, the reflexive trigger never triggers, B at 20."""
    s = _manticore(real_db, None)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def _katana(db: CardDatabase, pay: bool) -> Scenario:
    """Ancestral Katana (unattached): "Whenever a Samurai or Warrior you control attacks
    alone, you may pay {1}. When you do, attach ~ to it. Equipped creature gets +2/+1." A's
    Samurai of the Pale Curtain (2/2) attacks alone on turn 1, unblocked; B at 20."""
    _compiled(db, "Ancestral Katana")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Ancestral Katana")
    s.add_card(Zone.BATTLEFIELD, "A", "Samurai of the Pale Curtain")
    s.set_choice("A", "yes" if pay else "no")
    s.attack(1, "A", "Samurai of the Pale Curtain")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_603_12_when_you_do_attach_it_to_the_attacking_creature(real_db: CardDatabase) -> None:
    """A pays {1}: the reflexive trigger attaches the Katana to the attacking Samurai (the
    creature the first trigger's event involved, 603.7c), which deals 4: B at 16."""
    s = _katana(real_db, True)
    s.assert_attached("Ancestral Katana", "Samurai of the Pale Curtain")
    s.assert_power_toughness("A", "Samurai of the Pale Curtain", 4, 3)
    s.assert_life("B", 16)
    s.assert_tapped("Plains", True)


def test_603_12_katana_not_paid_stays_unattached(real_db: CardDatabase) -> None:
    """A doesn't pay: no reflexive trigger, the Samurai deals 2: B at 18."""
    s = _katana(real_db, False)
    s.assert_power_toughness("A", "Samurai of the Pale Curtain", 2, 2)
    s.assert_life("B", 18)
    s.assert_tapped("Plains", False)


# ------------------------------------------------------------------ 613.1f: "it loses <keyword>"


def test_603_7c_it_loses_flying_until_end_of_turn_then_blocked(real_db: CardDatabase) -> None:
    """Gravity Well: "Whenever a creature with flying attacks, it loses flying until end of
    turn." B's Wind Drake (2/2 flying) attacks on turn 2 and loses flying before blockers, so
    A's Hill Giant (3/3, no reach) blocks it: the Drake dies, the Giant has 2 damage, A at 20."""
    _compiled(real_db, "Gravity Well")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gravity Well")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wind Drake")
    s.attack(2, "B", "Wind Drake")
    s.block(2, "A", "Hill Giant", "Wind Drake")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Wind Drake", 1)
    s.assert_damage("Hill Giant", 2)
    s.assert_life("A", 20)


def test_611_2a_it_loses_defender_for_good(real_db: CardDatabase) -> None:
    """Elder Land Wurm (5/5 defender, trample): "When ~ blocks, it loses defender." It blocks
    B's Grizzly Bears on turn 2 (the Bears dies); the effect has no duration (611.2a), so on
    turn 3 the Wurm attacks: B at 15."""
    _compiled(real_db, "Elder Land Wurm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elder Land Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Elder Land Wurm", "Grizzly Bears")
    s.attack(3, "A", "Elder Land Wurm")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 15)


def test_611_2a_defender_kept_without_a_block(real_db: CardDatabase) -> None:
    """No block on turn 2: the Wurm keeps defender and can't attack on turn 3 (B at 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elder Land Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(3, "A", "Elder Land Wurm")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError, match="can't attack"):  # 702.3b
        s.execute()
    s.assert_life("B", 20)


# ------------------------------------------------------------------ 502.3: "that land"


def test_502_3_that_land_doesnt_untap_during_its_controllers_next_untap_step(
        real_db: CardDatabase) -> None:
    """Mana Skimmer (2/2 flying): "Whenever ~ deals damage to a player, tap target land that
    player controls. That land doesn't untap during its controller's next untap step." It
    deals 2 to B on turn 1 (B at 18) and taps B's only Forest, which stays tapped through B's
    untap step on turn 2 (A's untap step on turn 3 doesn't untap it); it untaps on turn 4."""
    _compiled(real_db, "Mana Skimmer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mana Skimmer")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.attack(1, "A", "Mana Skimmer")
    s.add_target("A", "Forest")

    def tapped(sc: Scenario) -> None:
        sc.assert_tapped("Forest", True)

    s.check(2, Step.DRAW, tapped)  # 502.3: not untapped in B's untap step
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    s.assert_tapped("Forest", False)  # B's next untap step after that one (turn 4)


# ------------------------------------------------------------------ 603.7c: delayed, one object


def test_603_7c_deals_1_damage_to_that_creature_at_end_of_combat(real_db: CardDatabase) -> None:
    """Sawtooth Ogre (3/3): "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1
    damage to that creature at end of combat." It blocks B's Horned Turtle (1/4): 3 combat
    damage (it would survive), then 1 at end of combat (the Turtle remembered, 603.7c): 4,
    lethal (704.5g). The Ogre has 1 damage."""
    _compiled(real_db, "Sawtooth Ogre")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sawtooth Ogre")
    s.add_card(Zone.BATTLEFIELD, "B", "Horned Turtle")
    s.attack(2, "B", "Horned Turtle")
    s.block(2, "A", "Sawtooth Ogre", "Horned Turtle")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Horned Turtle", 1)
    s.assert_damage("Sawtooth Ogre", 1)


def test_603_7c_put_it_on_top_of_its_owners_library_at_end_of_combat(
        real_db: CardDatabase) -> None:
    """Saprazzan Outrigger (5/5): "When ~ attacks or blocks, put it on top of its owner's
    library at end of combat." It attacks unblocked on turn 1 (B at 15), then goes to the top
    of A's library (A's library: 1 Island + the Outrigger on top)."""
    _compiled(real_db, "Saprazzan Outrigger")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Saprazzan Outrigger")
    s.attack(1, "A", "Saprazzan Outrigger")

    def still_there(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Saprazzan Outrigger", 1)

    s.check(1, Step.COMBAT_DAMAGE, still_there)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)
    s.assert_permanent_count("A", "Saprazzan Outrigger", 0)
    s.assert_library_count("A", 2)
    assert s.state.players[0].library[-1] in s.state.objects  # (the top card: below)
    top = s.state.objects[s.state.players[0].library[-1]]
    assert top.card.name == "Saprazzan Outrigger"


# ------------------------------------------------------------------ 107.3m: X of the spell


def _gadwick(db: CardDatabase, x: int, cast: bool = True) -> Scenario:
    """Gadwick, the Wizened ({X}{U}{U}{U}): "When ~ enters the battlefield, draw X cards." A
    has 5 Islands and a library of 5 Islands; A's hand holds only Gadwick."""
    _compiled(db, "Gadwick, the Wizened")
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Gadwick, the Wizened")
    if cast:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gadwick, the Wizened", x=x)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_107_3m_enters_ability_draws_x_the_spell_had(real_db: CardDatabase) -> None:
    """Cast with X=2 (turn 1: no draw step for the first player, 103.8a): A draws 2 cards,
    library 3."""
    s = _gadwick(real_db, 2)
    s.assert_permanent_count("A", "Gadwick, the Wizened", 1)
    s.assert_hand_count("A", 2)
    s.assert_library_count("A", 3)


def test_107_3m_x_zero(real_db: CardDatabase) -> None:
    """Cast with X=0: no card drawn (hand empty, library 5)."""
    s = _gadwick(real_db, 0)
    s.assert_permanent_count("A", "Gadwick, the Wizened", 1)
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 5)


def test_107_3m_meathook_massacre_each_creature_gets_minus_x(real_db: CardDatabase) -> None:
    """The Meathook Massacre ({X}{B}{B}) cast with X=2: "each creature gets -X/-X until end of
    turn": B's Grizzly Bears (2/2) dies, B's Hill Giant (3/3) is 1/1; "Whenever a creature an
    opponent controls dies, you gain 1 life": A at 21."""
    _compiled(real_db, "The Meathook Massacre")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "The Meathook Massacre")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "The Meathook Massacre", x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_life("A", 21)
    s.assert_life("B", 20)


def _mist_dragon(db: CardDatabase, order: tuple[str, ...]) -> Scenario:
    """Mist Dragon: "{0}: ~ gains flying." / "{0}: ~ loses flying." (no duration: 611.2a),
    activated in `order` on turn 1; checked at the end of turn 2 (the effects last)."""
    _compiled(db, "Mist Dragon")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mist Dragon")
    for ability in order:
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", ability)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_613_7_the_later_of_gains_and_loses_flying_wins(real_db: CardDatabase) -> None:
    """"gains flying", then "loses flying": layer 6 in timestamp order (613.7): no flying,
    still on turn 2 (no duration)."""
    s = _mist_dragon(real_db, ("{0}: Mist Dragon gains flying", "{0}: Mist Dragon loses flying"))
    s.assert_abilities("A", "Mist Dragon", ["flying"], present=False)


def test_613_7_loses_then_gains_flying(real_db: CardDatabase) -> None:
    """"loses flying", then "gains flying": it has flying on turn 2."""
    s = _mist_dragon(real_db, ("{0}: Mist Dragon loses flying", "{0}: Mist Dragon gains flying"))
    s.assert_abilities("A", "Mist Dragon", ["flying"], present=True)


def test_603_12_ziatora_damage_equal_to_that_creatures_power_and_treasures(
        real_db: CardDatabase) -> None:
    """Ziatora, the Incinerator: "At the beginning of your end step, you may sacrifice another
    creature. When you do, ~ deals damage equal to that creature's power to any target and you
    create three Treasure tokens." A sacrifices Hill Giant (3/3) at the end of turn 1: B at 17,
    three Treasures."""
    _compiled(real_db, "Ziatora, the Incinerator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ziatora, the Incinerator")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.add_target("A", "B")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Treasure Token", 3)


# ------------------------------------------------------------------ 603.2: "that much" (510.2)


def test_510_2_you_gain_that_much_life_all_its_combat_damage(real_db: CardDatabase) -> None:
    """Sunhome Enforcer (2/4): "Whenever ~ deals combat damage, you gain that much life." It
    attacks on turn 1, pumped once with "{1}{R}: +1/+0" (3/4), and B's Grizzly Bears blocks
    it: it deals 3 to the Bears (which dies), A gains 3: 23."""
    _compiled(real_db, "Sunhome Enforcer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sunhome Enforcer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{R}: Sunhome Enforcer gets +1/+0")
    s.attack(1, "A", "Sunhome Enforcer")
    s.block(1, "B", "Grizzly Bears", "Sunhome Enforcer")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 23)
    s.assert_life("B", 20)


def test_510_2_that_much_to_a_player(real_db: CardDatabase) -> None:
    """Unblocked, not pumped: 2 to B (18), A gains 2 (22)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sunhome Enforcer")
    s.attack(1, "A", "Sunhome Enforcer")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 22)
    s.assert_life("B", 18)


def _omnivore(db: CardDatabase, players: int) -> Scenario:
    """Hydra Omnivore (8/8): "Whenever ~ deals combat damage to an opponent, it deals that much
    damage to each other opponent." It attacks B on turn 1, unblocked."""
    _compiled(db, "Hydra Omnivore")
    s = Scenario(players=players, cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hydra Omnivore")
    s.attack(1, "A", "Hydra Omnivore", "B")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    return s


def test_603_2_that_much_damage_to_each_other_opponent(real_db: CardDatabase) -> None:
    """Three players: B is dealt 8 in combat (12), then C, the other opponent, 8 (12); A at
    20."""
    s = _omnivore(real_db, 3)
    s.assert_life("B", 12)
    s.assert_life("C", 12)
    s.assert_life("A", 20)


def test_603_2_no_other_opponent(real_db: CardDatabase) -> None:
    """Two players: B at 12, no one else is dealt damage (A at 20)."""
    s = _omnivore(real_db, 2)
    s.assert_life("B", 12)
    s.assert_life("A", 20)


def test_107_3m_aura_puts_x_counters_on_enchanted_permanent(real_db: CardDatabase) -> None:
    """Awakened Awareness ({X}{U}{U}, Aura): "When ~ enters the battlefield, put X +1/+1
    counters on enchanted permanent. As long as enchanted permanent is a creature, it has base
    power and toughness 1/1." Cast with X=3 on A's Grizzly Bears: 1/1 base, three counters:
    4/4."""
    _compiled(real_db, "Awakened Awareness")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.add_card(Zone.HAND, "A", "Awakened Awareness")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Awakened Awareness", targets=("Grizzly Bears",),
                 x=3)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_107_3m_search_for_mana_value_x_or_less(real_db: CardDatabase) -> None:
    """Rocco, Cabaretti Caterer ({X}{R}{G}{W}): "When ~ enters the battlefield, if you cast it,
    you may search your library for a creature card with mana value X or less, put it onto the
    battlefield, then shuffle." Cast with X=2: A's library holds Hill Giant (4) and Grizzly
    Bears (2); only the Bears may be found, and it enters."""
    _compiled(real_db, "Rocco, Cabaretti Caterer")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plateau", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Rocco, Cabaretti Caterer")
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")  # (not among the choices: mana value 4 > X)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Rocco, Cabaretti Caterer", x=2)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_library_count("A", 1, "Hill Giant")


def test_603_7c_gain_control_of_that_creature_at_end_of_combat(real_db: CardDatabase) -> None:
    """Tolarian Entrancer (1/1): "Whenever ~ becomes blocked by a creature, gain control of
    that creature at end of combat." B's Grizzly Bears blocks it on turn 1 (the Entrancer
    dies); at end of combat A gains control of the Bears, for good (611.2a): still A's on
    turn 2."""
    _compiled(real_db, "Tolarian Entrancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tolarian Entrancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Tolarian Entrancer")
    s.block(1, "B", "Grizzly Bears", "Tolarian Entrancer")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Tolarian Entrancer", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 0)


def test_510_1a_assigns_no_combat_damage_and_defending_player_loses_2(
        real_db: CardDatabase) -> None:
    """Keeper of Tresserhorn (6/6): "Whenever ~ attacks and isn't blocked, it assigns no combat
    damage this turn and defending player loses 2 life." Unblocked on turn 1: B loses 2 (18),
    not 6 more."""
    _compiled(real_db, "Keeper of Tresserhorn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Keeper of Tresserhorn")
    s.attack(1, "A", "Keeper of Tresserhorn")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)


# ------------------------------------------------------------------ 701.17a: "sacrifice another"


def test_701_17a_sacrifice_another_creature_gain_and_draw_its_power(
        real_db: CardDatabase) -> None:
    """Disciple of Bolas: "When ~ enters the battlefield, sacrifice another creature. You gain X
    life and draw X cards, where X is that creature's power." A sacrifices Hill Giant (3/3):
    A at 23, three cards drawn (library 5 -> 2); the Disciple stays."""
    _compiled(real_db, "Disciple of Bolas")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Swamp", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Disciple of Bolas")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disciple of Bolas")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Disciple of Bolas", 1)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_life("A", 23)
    s.assert_hand_count("A", 3)
    s.assert_library_count("A", 2)


def test_701_17a_sacrifice_another_creature_or_land_not_itself(real_db: CardDatabase) -> None:
    """Morkrut Necropod: "Whenever ~ attacks or blocks, sacrifice another creature or land." It
    attacks with A's Swamp the only other creature or land: the Swamp is sacrificed, the
    Necropod (7/7 menace) deals 7: B at 13."""
    _compiled(real_db, "Morkrut Necropod")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Morkrut Necropod")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.attack(1, "A", "Morkrut Necropod")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Swamp", 1)
    s.assert_permanent_count("A", "Morkrut Necropod", 1)
    s.assert_life("B", 13)


def test_201_5_it_becomes_an_artifact_creature_until_end_of_turn(real_db: CardDatabase) -> None:
    """Fleetwheel Cruiser (Vehicle 5/3, trample, haste): "When ~ enters the battlefield, it
    becomes an artifact creature until end of turn." Cast on turn 1, it attacks at once: B at
    15. On turn 2 it is no creature again (not crewed)."""
    _compiled(real_db, "Fleetwheel Cruiser")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Fleetwheel Cruiser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fleetwheel Cruiser")
    s.attack(1, "A", "Fleetwheel Cruiser")

    def still_no_creature(sc: Scenario) -> None:
        sc.assert_type("Fleetwheel Cruiser", "Creature", present=False)

    s.check(2, Step.PRECOMBAT_MAIN, still_no_creature)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("B", 15)


def test_613_4d_switch_its_power_and_toughness_when_it_attacks(real_db: CardDatabase) -> None:
    """Valakut Fireboar (1/7): "Whenever ~ attacks, switch its power and toughness until end
    of turn." It attacks unblocked as a 7/1: B at 13; 1/7 again on turn 2."""
    _compiled(real_db, "Valakut Fireboar")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Valakut Fireboar")
    s.attack(1, "A", "Valakut Fireboar")

    def switched(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Valakut Fireboar", 7, 1)

    s.check(1, Step.END_COMBAT, switched)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 13)
    s.assert_power_toughness("A", "Valakut Fireboar", 1, 7)


# ------------------------------------------------------------------ 603.2: "that opponent"


def test_603_2_that_opponent_discards_a_card(real_db: CardDatabase) -> None:
    """Fungal Shambler (6/4 trample): "Whenever ~ deals damage to an opponent, you draw a card
    and that opponent discards a card." Unblocked on turn 1: B at 14 and discards one of two
    cards; A draws one (library 3 -> 2)."""
    _compiled(real_db, "Fungal Shambler")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Fungal Shambler")
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Fungal Shambler")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    s.assert_hand_count("B", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 2)


# ------------------------------------------------------------------ 400.3, 101.4: chosen returns


def test_101_4_that_player_returns_a_creature_they_control(real_db: CardDatabase) -> None:
    """Sunken Hope (A's): "At the beginning of each player's upkeep, that player returns a
    creature they control to its owner's hand." In B's upkeep on turn 2, B chooses which of
    B's Hill Giant and Grizzly Bears returns: the Giant; A's creature stays."""
    _compiled(real_db, "Sunken Hope")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sunken Hope")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("B", "Hill Giant")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_hand_count("B", 1, "Hill Giant")
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)


def test_101_4_each_player_returns_a_creature_they_control(real_db: CardDatabase) -> None:
    """Curfew: "Each player returns a creature they control to its owner's hand." A's only
    creature (Grizzly Bears) returns; B chooses Grizzly Bears of B's Bears and Hill Giant."""
    _compiled(real_db, "Curfew")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Curfew")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Curfew")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Hill Giant", 1)


def _blood_clock(db: CardDatabase, pay: bool) -> Scenario:
    """Blood Clock (A's): "At the beginning of each player's upkeep, that player returns a
    permanent they control to its owner's hand unless they pay 2 life." In A's upkeep on turn
    1, A pays 2 life (18) to keep the Clock; B's upkeep on turn 2: B controls only Grizzly
    Bears."""
    _compiled(db, "Blood Clock")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Clock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("B", "yes" if pay else "no")
    s.stop_at(2, Step.DRAW)
    s.execute()
    return s


def test_118_12_that_player_pays_2_life_and_keeps_it(real_db: CardDatabase) -> None:
    """B pays 2 life (18): the Bears stays."""
    s = _blood_clock(real_db, True)
    s.assert_life("A", 18)
    s.assert_permanent_count("A", "Blood Clock", 1)
    s.assert_life("B", 18)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_118_12_that_player_doesnt_pay_and_returns_it(real_db: CardDatabase) -> None:
    """B doesn't pay (20): B returns the Bears to B's hand."""
    s = _blood_clock(real_db, False)
    s.assert_life("B", 20)
    s.assert_hand_count("B", 1, "Grizzly Bears")


def test_101_4_you_and_that_player_each_draw_that_many_cards(real_db: CardDatabase) -> None:
    """Diviner Spirit (2/4): "Whenever ~ deals combat damage to a player, you and that player
    each draw that many cards." Unblocked on turn 1: B at 18; A and B each draw 2 (libraries
    of 5 -> 3)."""
    _compiled(real_db, "Diviner Spirit")
    s = Scenario(cards=real_db)
    for p in ("A", "B"):
        s.remove_all_from_library(p)
        s.add_card(Zone.LIBRARY, p, "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Diviner Spirit")
    s.attack(1, "A", "Diviner Spirit")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_hand_count("A", 2)
    s.assert_hand_count("B", 2)
    s.assert_library_count("A", 3)
    s.assert_library_count("B", 3)


def test_107_14_you_get_that_many_energy(real_db: CardDatabase) -> None:
    """Empyreal Voyager (2/3 flying, trample): "Whenever ~ deals combat damage to a player,
    you get that many {E}." Unblocked on turn 1: B at 18, A has 2 energy counters."""
    _compiled(real_db, "Empyreal Voyager")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Empyreal Voyager")
    s.attack(1, "A", "Empyreal Voyager")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_player_counters("A", "energy", 2)


def test_701_13a_defending_player_exiles_two_permanents_they_control(
        real_db: CardDatabase) -> None:
    """Bane of Bala Ged (7/5): "Whenever ~ attacks, defending player exiles two permanents they
    control." B controls Grizzly Bears, Hill Giant and a Forest and exiles the Bears and the
    Forest (B's choice); unblocked, the Bane deals 7: B at 13."""
    _compiled(real_db, "Bane of Bala Ged")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bane of Bala Ged")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.set_choice("B", "Grizzly Bears")
    s.set_choice("B", "Forest")
    s.attack(1, "A", "Bane of Bala Ged")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_exile_count("Forest", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_graveyard_count("B", None, 0)
    s.assert_life("B", 13)


def test_205_1a_it_becomes_a_3_2_jackal_creature(real_db: CardDatabase) -> None:
    """Lurking Jackals (enchantment): "When an opponent has 10 or less life, if ~ is an
    enchantment, it becomes a 3/2 Jackal creature." B at 10: it becomes a 3/2 Jackal
    creature, no longer an enchantment (205.1a), and stays one on turn 2 (611.2a)."""
    _compiled(real_db, "Lurking Jackals")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Lurking Jackals")
    s.set_life("B", 10)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Lurking Jackals", 3, 2)
    s.assert_type("Lurking Jackals", "Creature")
    s.assert_type("Lurking Jackals", "Enchantment", present=False)
    s.assert_subtype("Lurking Jackals", "Jackal")


def _abu(db: CardDatabase) -> Scenario:
    """Abu Ja'far (0/1): "When ~ dies, destroy all creatures blocking or blocked by it. They
    can't be regenerated." B's Grizzly Bears and Hill Giant attack on turn 2."""
    _compiled(db, "Abu Ja'far")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Abu Ja'far")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Abu Ja'far", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    return s


def test_603_10a_dies_destroy_all_creatures_blocked_by_it(real_db: CardDatabase) -> None:
    """Abu blocks the Bears and dies of its damage: the Bears it blocked is destroyed (as it
    last existed, 603.10a); the unblocked Giant stays (A at 17)."""
    s = _abu(real_db)
    s.assert_graveyard_count("A", "Abu Ja'far", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("A", 17)


def test_608_2c_that_player_discards_and_you_untap_all_lands(real_db: CardDatabase) -> None:
    """Sword of Feast and Famine: "Whenever equipped creature deals combat damage to a player,
    that player discards a card and you untap all lands you control." A equips Grizzly Bears
    (Equip {2}: both Plains tapped) and attacks: 4 damage (B at 16), B discards B's one card,
    and A's Plains untap."""
    _compiled(real_db, "Sword of Feast and Famine")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Sword of Feast and Famine")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=("Grizzly Bears",))
    s.attack(1, "A", "Grizzly Bears")

    def equipped(sc: Scenario) -> None:
        sc.assert_attached("Sword of Feast and Famine", "Grizzly Bears")
        sc.assert_tapped("Plains", True)

    s.check(1, Step.DECLARE_ATTACKERS, equipped)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_hand_count("B", 0)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_tapped("Plains", False)


def test_603_3d_up_to_one_other_target_creature_flickered(real_db: CardDatabase) -> None:
    """Thassa, Deep-Dwelling: "At the beginning of your end step, exile up to one other target
    creature you control, then return that card to the battlefield under your control." A's
    Elvish Visionary ("When ~ enters the battlefield, draw a card.") is flickered at A's end
    step on turn 1: it enters again and A draws a card (library 3 -> 2)."""
    _compiled(real_db, "Thassa, Deep-Dwelling")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Thassa, Deep-Dwelling")
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Visionary")
    s.add_target("A", "Elvish Visionary")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_permanent_count("A", "Elvish Visionary", 1)
    s.assert_hand_count("A", 1)
    s.assert_library_count("A", 2)


def test_608_2h_dealt_damage_sacrifice_that_many_permanents(real_db: CardDatabase) -> None:
    """Phyrexian Negator (5/5): "Whenever ~ is dealt damage, sacrifice that many permanents."
    B Shocks it on turn 2 (2 damage): A sacrifices two of A's three Swamps (A's choice); the
    Negator stays, with 2 damage."""
    _compiled(real_db, "Phyrexian Negator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Negator")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Swamp")
    s.set_choice("A", "Swamp")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=("Phyrexian Negator",))
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Swamp", 2)
    s.assert_permanent_count("A", "Swamp", 1)
    s.assert_permanent_count("A", "Phyrexian Negator", 1)
    s.assert_damage("Phyrexian Negator", 2)


def test_702_26b_it_phases_out_at_end_of_combat(real_db: CardDatabase) -> None:
    """Teferi's Veil: "Whenever a creature you control attacks, it phases out at end of
    combat." A's Grizzly Bears attacks on turn 1 (B at 18) and phases out at end of combat (a
    delayed trigger remembering it, 603.7c); it phases in during A's untap step on turn 3."""
    from mtg_engine.rules.phasing import is_phased_out

    _compiled(real_db, "Teferi's Veil")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi's Veil")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears")
    seen: list[bool] = []

    def phased(sc: Scenario) -> None:
        bears = next(o for o in sc.state.objects.values() if o.card.name == "Grizzly Bears")
        seen.append(is_phased_out(sc.state, bears.id))

    s.check(1, Step.POSTCOMBAT_MAIN, phased)
    s.check(3, Step.UPKEEP, phased)
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    assert seen == [True, False]


def _amalgam(db: CardDatabase, from_graveyard: bool) -> Scenario:
    """Prized Amalgam (in A's graveyard): "Whenever a creature enters the battlefield, if it
    entered from your graveyard or you cast it from your graveyard, return ~ from your
    graveyard to the battlefield tapped at the beginning of the next end step." (113.6m: the
    ability functions in the graveyard.) A returns Grizzly Bears with Zombify, or casts it from
    A's hand."""
    _compiled(db, "Prized Amalgam")
    s = Scenario(cards=db)
    s.add_card(Zone.GRAVEYARD, "A", "Prized Amalgam")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    if from_graveyard:
        s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
        s.add_card(Zone.HAND, "A", "Zombify")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Zombify", targets=("Grizzly Bears",))
    else:
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
        s.add_card(Zone.HAND, "A", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")

    def not_yet(sc: Scenario) -> None:
        sc.assert_graveyard_count("A", "Prized Amalgam", 1)

    s.check(1, Step.POSTCOMBAT_MAIN, not_yet)
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    return s


def test_603_7c_returns_from_graveyard_at_the_next_end_step(real_db: CardDatabase) -> None:
    """The Bears enters from A's graveyard: at the end step the Amalgam returns, tapped."""
    s = _amalgam(real_db, True)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Prized Amalgam", 1)
    s.assert_tapped("Prized Amalgam", True)


def test_603_4_cast_from_hand_no_return(real_db: CardDatabase) -> None:
    """The Bears is cast from A's hand: the condition fails, the Amalgam stays put."""
    s = _amalgam(real_db, False)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Prized Amalgam", 1)


def test_509_1c_you_may_have_target_creature_block_it_this_turn(real_db: CardDatabase) -> None:
    """Giant Ambush Beetle (4/3 haste): "When ~ enters the battlefield, you may have target
    creature block it this turn if able." A casts it on turn 1 targeting B's Grizzly Bears and
    attacks: the Bears must block it (509.1c) and dies; B at 20, the Beetle has 2 damage."""
    _compiled(real_db, "Giant Ambush Beetle")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Ambush Beetle")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Ambush Beetle")
    s.attack(1, "A", "Giant Ambush Beetle")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 20)
    s.assert_damage("Giant Ambush Beetle", 2)


def _contemplation(db: CardDatabase, pay: bool) -> Scenario:
    """Quiet Contemplation: "Whenever you cast a noncreature spell, you may pay {1}. If you
    do, tap target creature an opponent controls and it doesn't untap during its controller's
    next untap step." A casts Shock at B on turn 1 (B at 18), targeting B's Grizzly Bears."""
    _compiled(db, "Quiet Contemplation")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Quiet Contemplation")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "yes" if pay else "no")
    s.add_target("A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=("B",))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_life("B", 18)
    return s


def test_502_3_if_you_do_tap_it_and_it_doesnt_untap(real_db: CardDatabase) -> None:
    """A pays {1}: the Bears is tapped and stays tapped through B's untap step on turn 2."""
    s = _contemplation(real_db, True)
    s.assert_tapped("Grizzly Bears", True)
    s.assert_tapped("Island", True)


def test_502_3_not_paid_nothing_happens(real_db: CardDatabase) -> None:
    """A doesn't pay: the Bears isn't tapped (both instructions depend on it, 608.2c)."""
    s = _contemplation(real_db, False)
    s.assert_tapped("Grizzly Bears", False)


def test_611_2a_that_player_cant_gain_life_for_the_rest_of_the_game(
        real_db: CardDatabase) -> None:
    """Stigma Lasher (2/2): "Whenever ~ deals damage to a player, that player can't gain life
    for the rest of the game." It deals 2 to B on turn 1 (B at 18); on turn 4 B's Healing
    Salve ("Target player gains 3 life") on B gains nothing (119.7): B still at 18."""
    _compiled(real_db, "Stigma Lasher")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Stigma Lasher")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains")
    s.add_card(Zone.HAND, "B", "Healing Salve")
    s.attack(1, "A", "Stigma Lasher")
    s.cast_spell(4, Step.PRECOMBAT_MAIN, "B", "Healing Salve", targets=("B",))
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Healing Salve", 1)
    s.assert_life("B", 18)


def test_502_3_addendum_tap_that_creature_and_it_doesnt_untap(real_db: CardDatabase) -> None:
    """Code of Constraint: "Target creature gets -4/-0 until end of turn. Draw a card.
    Addendum — If you cast this spell during your main phase, tap that creature and it doesn't
    untap during its controller's next untap step." Cast in A's main phase on B's Hill Giant:
    tapped, still tapped in B's draw step on turn 2; A drew a card."""
    _compiled(real_db, "Code of Constraint")
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Code of Constraint")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Code of Constraint", targets=("Hill Giant",))
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_tapped("Hill Giant", True)
    s.assert_hand_count("A", 1)
