"""Audit of session 23's new cards (qa23c's share): cards that play right, played with real
cards from the shared MTGJSON file (skipped when it is absent). Each test has exact figures;
most have a case where the rule must not apply. (Misplays found: test_misplays_qa23c_s23.py.)"""

from __future__ import annotations

import json

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.rules.layers import characteristics
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import SHARED_ATOMIC, assert_compiled


def _powers(s: Scenario, name: str) -> list[int]:
    st = s.game.state
    return sorted(characteristics(st, o).power for o in st.battlefield
                  if st.objects[o].card.name == name)


# ------------------------- 202.3e, 608.2h: "X is that spell's mana value" (a countered spell)


def _counter_fireball(db: CardDatabase, counter: str) -> Scenario:
    """A casts Fireball (X=3, mana value 4 on the stack) at B; B counters it with `counter`."""
    assert_compiled(db, counter)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Fireball")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 1)
    s.add_card(Zone.HAND, "B", counter)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fireball", targets=["B"], x=3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", counter, targets=["Fireball"],
                 responding_to="Fireball")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_202_3e_access_denied_counts_x_of_the_countered_spell(real_db: CardDatabase) -> None:
    """Fireball countered (mana value 4 as it last existed on the stack, not 1 in the
    graveyard): four 1/1 Thopters with flying; B takes no damage."""
    s = _counter_fireball(real_db, "Access Denied")
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Fireball", 1)
    s.assert_permanent_count("B", "Thopter Token", 4)
    s.assert_power_toughness("B", "Thopter Token", 1, 1)
    s.assert_abilities("B", "Thopter Token", ["Flying"])
    s.assert_color("Thopter Token", [])


def test_202_3e_spell_swindle_four_treasures(real_db: CardDatabase) -> None:
    s = _counter_fireball(real_db, "Spell Swindle")
    s.assert_permanent_count("B", "Treasure Token", 4)
    s.assert_life("B", 20)


def test_202_3e_mystic_genesis_4_4_ooze(real_db: CardDatabase) -> None:
    s = _counter_fireball(real_db, "Mystic Genesis")
    s.assert_power_toughness("B", "Ooze Token", 4, 4)
    s.assert_color("Ooze Token", ["Green"])


def test_spell_swindle_on_an_uncounterable_spell_still_makes_treasures(
        real_db: CardDatabase) -> None:
    """Abrupt Decay can't be countered: it still resolves (destroying Grizzly Bears), and
    Spell Swindle, whose target is legal, still creates 2 Treasures (its mana value)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 1)
    s.add_card(Zone.HAND, "A", "Abrupt Decay")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Spell Swindle")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Abrupt Decay", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Spell Swindle", targets=["Abrupt Decay"],
                 responding_to="Abrupt Decay")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Treasure Token", 2)


# ----------------------------------------- Deekah: magecraft, "that spell's mana value" (707.10)


def test_707_10_deekah_a_fractal_for_each_spell_cast_or_copied(real_db: CardDatabase) -> None:
    """Fireball (X=2, mana value 3) cast, Twincast (2) cast copying it, the copy (3, X copied):
    three Fractals, 2/2, 3/3 and 3/3. Both Fireballs hit B for 2."""
    assert_compiled(real_db, "Deekah, Fractal Theorist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deekah, Fractal Theorist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Fireball")
    s.add_card(Zone.HAND, "A", "Twincast")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fireball", targets=["B"], x=2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Twincast", targets=["Fireball"],
                 responding_to="Fireball")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 16)
    assert _powers(s, "Fractal Token") == [2, 3, 3]


def test_608_2h_deekah_counts_a_countered_spell_as_it_last_existed(
        real_db: CardDatabase) -> None:
    """Fireball (X=3) countered while Deekah's trigger waits: the Fractal still gets 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deekah, Fractal Theorist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Fireball")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fireball", targets=["B"], x=3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Fireball"],
                 responding_to="Deekah, Fractal Theorist")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_power_toughness("A", "Fractal Token", 4, 4)


# ---------------------------------------- 608.2h: "the sacrificed creature's toughness was ..."


def _oven(db: CardDatabase, *, anthem: bool) -> Scenario:
    """A sacrifices Hill Giant (3/3; 4/4 with Glorious Anthem) to Witch's Oven."""
    assert_compiled(db, "Witch's Oven")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Witch's Oven")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    if anthem:
        s.add_card(Zone.BATTLEFIELD, "A", "Glorious Anthem")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice a creature")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_witchs_oven_toughness_as_it_last_existed(real_db: CardDatabase) -> None:
    """Hill Giant was 4/4 on the battlefield (Anthem): two Foods instead of one."""
    s = _oven(real_db, anthem=True)
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Food Token", 2)


def test_608_2h_witchs_oven_toughness_3_one_food(real_db: CardDatabase) -> None:
    s = _oven(real_db, anthem=False)
    s.assert_permanent_count("A", "Food Token", 1)


def _sac_outlet(db: CardDatabase, outlet: str, victim: str) -> Scenario:
    assert_compiled(db, outlet)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", outlet)
    s.add_card(Zone.BATTLEFIELD, "A", victim)
    s.set_choice("A", victim)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature")
    return s


def test_falkenrath_torturer_human_counter_and_flying_until_end_of_turn(
        real_db: CardDatabase) -> None:
    """Elite Vanguard (a Human) sacrificed: a +1/+1 counter (3/2) and flying, gone at turn 2."""
    s = _sac_outlet(real_db, "Falkenrath Torturer", "Elite Vanguard")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_abilities("A", "Falkenrath Torturer", ["Flying"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Falkenrath Torturer", 3, 2)
    s.assert_abilities("A", "Falkenrath Torturer", ["Flying"], present=False)


def test_falkenrath_aristocrat_human_gets_a_counter(real_db: CardDatabase) -> None:
    s = _sac_outlet(real_db, "Falkenrath Aristocrat", "Elite Vanguard")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Falkenrath Aristocrat", 5, 2)


def test_falkenrath_aristocrat_non_human_no_counter_indestructible_this_turn(
        real_db: CardDatabase) -> None:
    s = _sac_outlet(real_db, "Falkenrath Aristocrat", "Grizzly Bears")
    s.check(1, Step.POSTCOMBAT_MAIN,
            lambda sc: sc.assert_abilities("A", "Falkenrath Aristocrat", ["Indestructible"]))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Falkenrath Aristocrat", 4, 1)
    s.assert_abilities("A", "Falkenrath Aristocrat", ["Indestructible"], present=False)


def test_ebon_praetor_thrull_sacrificed_in_upkeep(real_db: CardDatabase) -> None:
    """Upkeep: a -2/-2 counter (3/3); Basal Thrull sacrificed: the counter removed, a +1/+0
    counter put (6/5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ebon Praetor")
    s.add_card(Zone.BATTLEFIELD, "A", "Basal Thrull")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "Basal Thrull")
    s.activate_ability(1, Step.UPKEEP, "A", "Sacrifice a creature")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Ebon Praetor", "-2/-2", 0)
    s.assert_counter_count("A", "Ebon Praetor", "+1/+0", 1)
    s.assert_power_toughness("A", "Ebon Praetor", 6, 5)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_ebon_praetor_only_once_each_turn(real_db: CardDatabase) -> None:
    """A second activation in the same upkeep is refused: only Grizzly Bears (not a Thrull)
    is sacrificed, one -2/-2 counter removed of two."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ebon Praetor", counters={"-2/-2": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Basal Thrull")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "Basal Thrull")
    s.activate_ability(1, Step.UPKEEP, "A", "Sacrifice a creature")
    s.activate_ability(1, Step.UPKEEP, "A", "Sacrifice a creature")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_counter_count("A", "Ebon Praetor", "-2/-2", 1)
    s.assert_counter_count("A", "Ebon Praetor", "+1/+0", 0)
    s.assert_permanent_count("A", "Basal Thrull", 1)


def test_ebon_praetor_only_during_your_upkeep(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ebon Praetor")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Sacrifice a creature", True))
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Sacrifice a creature", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()


# ------------------------------ 118.3, 608.2h: "the exiled card" / "the discarded card" of a cost


def test_118_3_draconic_intervention_x_and_exile_if_it_would_die_this_turn(
        real_db: CardDatabase) -> None:
    """Divination (mana value 3) exiled: 3 to each non-Dragon creature. Hill Giant (A's) dies:
    exiled. Craw Wurm (6/4) survives, then dies to Shock this turn: exiled. Shivan Dragon is
    dealt nothing. The sorcery exiles itself."""
    assert_compiled(real_db, "Draconic Intervention")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Divination")
    s.add_card(Zone.HAND, "A", "Draconic Intervention")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "B", "Shivan Dragon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Draconic Intervention")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["Craw Wurm"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Divination", 1)
    s.assert_exile_count("Draconic Intervention", 1)
    s.assert_exile_count("Hill Giant", 1)
    s.assert_exile_count("Craw Wurm", 1)
    s.assert_graveyard_count("B", "Craw Wurm", 0)
    s.assert_damage("Shivan Dragon", 0)


def test_118_3_necromancers_stockpile_zombie_discarded(real_db: CardDatabase) -> None:
    """Gravedigger (a Zombie) discarded: a card drawn and a tapped 2/2 Zombie."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Necromancer's Stockpile")
    s.add_card(Zone.HAND, "A", "Gravedigger")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Discard")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Gravedigger", 1)
    s.assert_permanent_count("A", "Zombie Token", 1)
    s.assert_tapped("Zombie Token")


def test_118_3_necromancers_stockpile_non_zombie_no_token(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Necromancer's Stockpile")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Discard")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_permanent_count("A", "Zombie Token", 0)


def test_118_3_dread_defiler_loses_the_exiled_power(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Dread Defiler")
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{C}", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("A", 20)
    s.assert_exile_count("Craw Wurm", 1)


def test_118_3_necropolis_exiled_mana_value_in_0_1_counters(real_db: CardDatabase) -> None:
    """Craw Wurm (mana value 6) exiled: six +0/+1 counters, a 0/7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Necropolis")
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Exile a creature card")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Necropolis", 0, 7)


def test_603_8_phyrexian_devourer_sacrificed_at_power_7(real_db: CardDatabase) -> None:
    """Craw Wurm (6) exiled from the top of the library: 7/7, the state trigger sacrifices it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Devourer")
    s.add_card(Zone.LIBRARY, "A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Exile the top card")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Craw Wurm", 1)
    s.assert_graveyard_count("A", "Phyrexian Devourer", 1)


def test_phyrexian_devourer_empty_library_cant_pay(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Devourer")
    s.remove_all_from_library("A")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_playable("A", "Exile the top card", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()


# ------------------------------------------------ X is "that card's toughness" (exiled target)


def test_morbid_bloom_from_any_graveyard(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Morbid Bloom")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Morbid Bloom", targets=["Craw Wurm"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Craw Wurm", 1)
    s.assert_permanent_count("A", "Saproling Token", 4)


def _scour(db: CardDatabase, owner: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.GRAVEYARD, owner, "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Scour the Desert")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scour the Desert", targets=["Craw Wurm"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_scour_the_desert_four_birds(real_db: CardDatabase) -> None:
    s = _scour(real_db, "A")
    s.execute()
    s.assert_permanent_count("A", "Bird Token", 4)
    s.assert_abilities("A", "Bird Token", ["Flying"])


def test_scour_the_desert_only_your_graveyard(real_db: CardDatabase) -> None:
    s = _scour(real_db, "B")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_graveyard_count("B", "Craw Wurm", 1)


# ------------------------------------------------------------ 205.3g: "a Food" is any Food


def _giant_opportunity(db: CardDatabase, eggs: int) -> Scenario:
    """A casts Giant Opportunity controlling `eggs` Golden Eggs (Food artifacts, not tokens)."""
    assert_compiled(db, "Giant Opportunity")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    if eggs:
        s.add_card(Zone.BATTLEFIELD, "A", "Golden Egg", eggs)
    s.add_card(Zone.HAND, "A", "Giant Opportunity")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Opportunity")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_205_3g_giant_opportunity_two_non_token_foods_make_a_giant(
        real_db: CardDatabase) -> None:
    s = _giant_opportunity(real_db, 2)
    s.assert_graveyard_count("A", "Golden Egg", 2)
    s.assert_permanent_count("A", "Food Token", 0)
    s.assert_power_toughness("A", "Giant Token", 7, 7)


def test_giant_opportunity_one_food_cant_pay_two_three_foods(real_db: CardDatabase) -> None:
    s = _giant_opportunity(real_db, 1)
    s.assert_permanent_count("A", "Golden Egg", 1)
    s.assert_permanent_count("A", "Food Token", 3)
    s.assert_permanent_count("A", "Giant Token", 0)


def _appetite(db: CardDatabase, *, egg: bool, answer: str | None = None) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if egg:
        s.add_card(Zone.BATTLEFIELD, "A", "Golden Egg")
    s.add_card(Zone.HAND, "A", "Insatiable Appetite")
    if answer:
        s.set_choice("A", answer)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Insatiable Appetite", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_205_3g_insatiable_appetite_food_sacrificed_plus_5(real_db: CardDatabase) -> None:
    s = _appetite(real_db, egg=True)
    s.assert_power_toughness("A", "Grizzly Bears", 7, 7)
    s.assert_graveyard_count("A", "Golden Egg", 1)


def test_insatiable_appetite_declined_plus_3(real_db: CardDatabase) -> None:
    s = _appetite(real_db, egg=True, answer="no")
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_permanent_count("A", "Golden Egg", 1)


def test_insatiable_appetite_no_food_plus_3(real_db: CardDatabase) -> None:
    s = _appetite(real_db, egg=False)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)


# ------------------------------------------------------------- "you may sacrifice a token"


def test_chitterspitter_sacrifices_a_token_for_an_acorn(real_db: CardDatabase) -> None:
    """A Squirrel made on turn 1 is sacrificed in A's turn 3 upkeep: an acorn counter;
    Grizzly Bears (not a token) stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chitterspitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}, {T}")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Chitterspitter", "acorn", 1)
    s.assert_permanent_count("A", "Squirrel Token", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_chitterspitter_no_token_no_acorn(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chitterspitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Chitterspitter", "acorn", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_chitterspitter_pumps_only_your_squirrels(real_db: CardDatabase) -> None:
    """A's Chitterspitter with 2 acorns: A's Squirrel 3/3; B's Squirrel (B's Chitterspitter,
    no acorn) 1/1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chitterspitter", counters={"acorn": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Chitterspitter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}, {T}")
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{G}, {T}")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Squirrel Token", 3, 3)
    s.assert_power_toughness("B", "Squirrel Token", 1, 1)


def test_wedding_security_sacrifices_blood(real_db: CardDatabase) -> None:
    """Voldaren Epicure (B loses 1, A gets a Blood token), then Wedding Security attacks: the
    Blood sacrificed, a +1/+1 counter (5 damage) and a card drawn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wedding Security")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 1)
    s.add_card(Zone.HAND, "A", "Voldaren Epicure")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Voldaren Epicure")
    s.attack(1, "A", "Wedding Security")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Blood Token", 0)
    s.assert_hand_count("A", 1)
    s.assert_life("B", 14)


def test_wedding_security_no_blood_nothing(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wedding Security")
    s.attack(1, "A", "Wedding Security")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_life("B", 16)


# ---------------------------------- 603.10a: Luminous Broodmoth looks back at the dead creature


def _broodmoth(db: CardDatabase, aura: str | None = None) -> Scenario:
    assert_compiled(db, "Luminous Broodmoth")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Luminous Broodmoth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    if aura:
        s.add_card(Zone.BATTLEFIELD, "A", aura, attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    return s


def test_603_10a_broodmoth_returns_a_creature_without_flying(real_db: CardDatabase) -> None:
    s = _broodmoth(real_db)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "flying", 1)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])


def test_603_10a_broodmoth_creature_flying_from_an_aura_stays_dead(
        real_db: CardDatabase) -> None:
    """Grizzly Bears had flying (Flight) as it last existed: no return."""
    s = _broodmoth(real_db, "Flight")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_603_10a_broodmoth_returned_creature_with_a_flying_counter_stays_dead(
        real_db: CardDatabase) -> None:
    s = _broodmoth(real_db)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_603_10a_broodmoth_dying_with_the_creature_still_returns_it(
        real_db: CardDatabase) -> None:
    """Wrath of God: A's Grizzly Bears returns (the Broodmoth's ruling); the Broodmoth (it has
    flying) and B's Grizzly Bears (not A's) stay in the graveyards."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Luminous Broodmoth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Wrath of God")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wrath of God")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Luminous Broodmoth", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_603_10a_broodmoth_flying_until_end_of_turn_stays_dead(real_db: CardDatabase) -> None:
    """Falkenrath Torturer sacrifices Grizzly Bears (no flying: it returns) and gains flying
    until end of turn; Shocked, it had flying as it last existed: it stays dead."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Luminous Broodmoth")
    s.add_card(Zone.BATTLEFIELD, "A", "Falkenrath Torturer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 1)
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Falkenrath Torturer"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Falkenrath Torturer", 0)
    s.assert_graveyard_count("A", "Falkenrath Torturer", 1)


# --------------------------------------------- 514.3a: "at the beginning of the next cleanup step"


def test_514_3a_waylay_knights_exiled_at_this_turns_cleanup(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Waylay")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Waylay")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Knight Token", 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Knight Token", 0)


def test_514_3a_thawing_glaciers_and_waylay_cast_in_the_cleanup_step(
        real_db: CardDatabase) -> None:
    """Thawing Glaciers fetches a tapped Plains and returns to hand at the cleanup step; A
    casts Waylay in response there: its Knights are exiled at the next cleanup step, the one
    that follows in the same turn (514.3a), not at turn 2's."""
    assert_compiled(real_db, "Thawing Glaciers", "Waylay")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thawing Glaciers")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Waylay")
    s.add_card(Zone.LIBRARY, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Thawing Glaciers", 1))
    s.cast_spell(1, Step.CLEANUP, "A", "Waylay", responding_to="Thawing Glaciers")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 1, "Thawing Glaciers")
    s.assert_permanent_count("A", "Island", 1)
    s.assert_permanent_count("A", "Knight Token", 0)


# ------------------------------------------------ 111.4: tokens of the chosen color and type


def test_111_4_riptide_replicator_token_survives_save_and_load(real_db: CardDatabase) -> None:
    """X=3, Black and Zombie chosen: a 3/3 black Zombie; the game saved and loaded into a
    fresh database, the token is found again (its derived definition) as a 3/3 black Zombie."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 11)
    s.add_card(Zone.HAND, "A", "Riptide Replicator")
    s.set_choice("A", "Black")
    s.set_choice("A", "Zombie")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riptide Replicator", x=3)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{4}, {T}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Zombie Token", 3, 3)
    saved = json.loads(json.dumps(s.game.to_json()))
    g2 = Game.from_json(saved, CardDatabase.load(SHARED_ATOMIC))
    toks = [o for o in g2.state.battlefield if g2.state.objects[o].card.name == "Zombie Token"]
    assert len(toks) == 1
    ch = characteristics(g2.state, toks[0])
    assert (ch.power, ch.toughness) == (3, 3)
    assert g2.state.objects[toks[0]].card.colors == "B"
    assert "Zombie" in g2.state.objects[toks[0]].card.subtypes


def test_111_4_volraths_laboratory_green_elf(real_db: CardDatabase) -> None:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 10)
    s.add_card(Zone.HAND, "A", "Volrath's Laboratory")
    s.set_choice("A", "Green")
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Volrath's Laboratory")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{5}, {T}")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Elf Token", 2, 2)
    s.assert_color("Elf Token", ["Green"])


# ------------------------------------------------------------------------ 701.39: bolster X


def test_701_39_sunbringers_touch_bolster_cards_in_hand_then_trample(
        real_db: CardDatabase) -> None:
    """Two cards in hand (the sorcery is on the stack): bolster 2 on Grizzly Bears (least
    toughness, 4/4). Trample to Bears and Hill Giant (a counter); not to Craw Wurm."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Sunbringer's Touch")
    s.add_card(Zone.HAND, "A", "Island", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sunbringer's Touch")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_abilities("A", "Grizzly Bears", ["Trample"])
    s.assert_abilities("A", "Hill Giant", ["Trample"])
    s.assert_abilities("A", "Craw Wurm", ["Trample"], present=False)


def test_701_39_dragonscale_general_bolsters_tapped_creatures(real_db: CardDatabase) -> None:
    """Hill Giant and Grizzly Bears attacked (tapped); Llanowar Elves untapped: bolster 2 on
    Llanowar Elves (least toughness, 1)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dragonscale General")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.attack(1, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 15)
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 2)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
