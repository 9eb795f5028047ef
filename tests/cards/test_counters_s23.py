"""Counters, tokens, library search, entering and replacement effects read in session 23
(`counters`), played with real cards from the shared MTGJSON file (skipped when it is absent).
Exact figures, and a case where the rule must not apply."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled

# ------------------------------ 111.1, 202.3e, 608.2h: tokens by the countered spell's mana value


def _counter_on_b_turn(db: CardDatabase, counterspell: str, spell: str, *, x: int | None = None,
                       mountains: int = 4, forests: int = 0) -> Scenario:
    """B casts `spell` (targeting A when it is Blaze) on turn 2 with `mountains` and
    `forests`; A answers with `counterspell` targeting it (A: four Islands and a Forest)."""
    assert_compiled(db, counterspell)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    if mountains:
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain", mountains)
    if forests:
        s.add_card(Zone.BATTLEFIELD, "B", "Forest", forests)
    s.add_card(Zone.HAND, "A", counterspell)
    s.add_card(Zone.HAND, "B", spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell, x=x,
                 targets=["A"] if spell == "Blaze" else [])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", counterspell, targets=[spell], responding_to=spell)
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_spell_swindle_treasures_count_the_x_of_the_countered_spell(
        real_db: CardDatabase) -> None:
    """Spell Swindle counters Blaze cast with X=3: its mana value on the stack is 4 (202.3e),
    so A creates four Treasures, though Blaze's card in the graveyard has mana value 1."""
    s = _counter_on_b_turn(real_db, "Spell Swindle", "Blaze", x=3)
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Blaze", 1)
    s.assert_permanent_count("A", "Treasure Token", 4)
    s.assert_permanent_count("B", "Treasure Token", 0)


def test_608_2h_mystic_genesis_ooze_is_as_big_as_the_countered_spell(
        real_db: CardDatabase) -> None:
    """Mystic Genesis counters Grizzly Bears (mana value 2): a 2/2 green Ooze for A."""
    s = _counter_on_b_turn(real_db, "Mystic Genesis", "Grizzly Bears", mountains=0, forests=2)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Ooze Token", 2, 2)
    s.assert_color("Ooze Token", ["Green"])


def test_608_2h_access_denied_thopters_for_a_one_drop(real_db: CardDatabase) -> None:
    """Access Denied counters Blaze with X=0 (mana value 1): one 1/1 Thopter with flying, not
    more."""
    s = _counter_on_b_turn(real_db, "Access Denied", "Blaze", x=0)
    s.assert_permanent_count("A", "Thopter Token", 1)
    s.assert_power_toughness("A", "Thopter Token", 1, 1)
    s.assert_abilities("A", "Thopter Token", ["Flying"])
    s.assert_life("A", 20)


# ------------------------ 400.7, 603.10a, 122.1b: a creature's card returned with a keyword counter


def _broodmoth(db: CardDatabase, victim: str, *, twice: bool = False) -> Scenario:
    """A controls Luminous Broodmoth and `victim`; A bolts `victim` on turn 1 (and again, once
    it is back, when `twice`)."""
    assert_compiled(db, "Luminous Broodmoth")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Luminous Broodmoth")
    s.add_card(Zone.BATTLEFIELD, "A", victim)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2 if twice else 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=[victim])
    if twice:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=[victim])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_603_10a_luminous_broodmoth_returns_a_creature_without_flying(
        real_db: CardDatabase) -> None:
    """Grizzly Bears dies: it comes back under its owner's control with a flying counter, and
    so has flying (122.1b)."""
    s = _broodmoth(real_db, "Grizzly Bears")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 0)
    s.assert_counter_count("A", "Grizzly Bears", "flying", 1)
    s.assert_abilities("A", "Grizzly Bears", ["Flying"])


def test_603_10a_luminous_broodmoth_not_a_creature_with_flying(real_db: CardDatabase) -> None:
    """Suntail Hawk has flying as it dies: it stays in the graveyard. The Bears back with its
    flying counter dies again: it had flying then, and stays too."""
    s = _broodmoth(real_db, "Suntail Hawk")
    s.assert_graveyard_count("A", "Suntail Hawk", 1)
    s.assert_permanent_count("A", "Suntail Hawk", 0)
    s = _broodmoth(real_db, "Grizzly Bears", twice=True)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)


# ---------------------------------------- 701.17a, 111.10: sacrificing tokens and Foods


def test_701_17a_giant_opportunity_sacrifices_two_foods(real_db: CardDatabase) -> None:
    """Two Gilded Geese make two Foods; Giant Opportunity sacrifices both ("you may", the
    default yes): a 7/7 green Giant, no Food token made, none left."""
    assert_compiled(real_db, "Giant Opportunity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Gilded Goose", 2)
    s.add_card(Zone.HAND, "A", "Giant Opportunity")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gilded Goose")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gilded Goose")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Opportunity")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Food Token", 0)
    s.assert_power_toughness("A", "Giant Token", 7, 7)


def test_701_17a_giant_opportunity_one_food_is_not_two(real_db: CardDatabase) -> None:
    """With one Food, two can't be sacrificed (608.2c: "If you do" is false, the Food stays):
    three Food tokens are created instead, four in all, no Giant."""
    assert_compiled(real_db, "Giant Opportunity")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Gilded Goose")
    s.add_card(Zone.HAND, "A", "Giant Opportunity")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gilded Goose")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Opportunity")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Food Token", 4)
    s.assert_permanent_count("A", "Giant Token", 0)


def _chitterspitter(db: CardDatabase, *, tokens: bool) -> Scenario:
    assert_compiled(db, "Chitterspitter")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chitterspitter")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    if tokens:
        s.add_card(Zone.HAND, "A", "Raise the Alarm")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.stop_at(3, Step.DRAW)
    s.execute()
    return s


def test_701_17a_chitterspitter_sacrifices_a_token_for_an_acorn(real_db: CardDatabase) -> None:
    """In A's next upkeep, one of the two Soldier tokens is sacrificed: one acorn counter."""
    s = _chitterspitter(real_db, tokens=True)
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_counter_count("A", "Chitterspitter", "acorn", 1)


def test_701_17a_chitterspitter_no_token_no_acorn(real_db: CardDatabase) -> None:
    """No token to sacrifice: no acorn counter (608.2c)."""
    s = _chitterspitter(real_db, tokens=False)
    s.assert_counter_count("A", "Chitterspitter", "acorn", 0)
    s.assert_permanent_count("A", "Chitterspitter", 1)


def test_701_17a_wedding_security_sacrifices_a_blood_token(real_db: CardDatabase) -> None:
    """Bloodtithe Harvester makes a Blood token on turn 1; Wedding Security attacks on turn 3
    and sacrifices it: a +1/+1 counter (5/5, B at 15) and a card drawn."""
    assert_compiled(real_db, "Wedding Security")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wedding Security")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Bloodtithe Harvester")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodtithe Harvester")
    s.attack(3, "A", "Wedding Security")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Blood Token", 0)
    s.assert_power_toughness("A", "Wedding Security", 5, 5)
    s.assert_life("B", 15)
    s.assert_hand_count("A", 2)  # (the turn-3 draw and the Blood's card)


# ------------------------------------ 608.2h: "the exiled card's toughness" (the exiled target)


def test_608_2h_morbid_bloom_counts_the_exiled_cards_toughness(real_db: CardDatabase) -> None:
    """Morbid Bloom exiles Craw Wurm (6/4) from B's graveyard: four Saprolings (its
    toughness, not its power) for A; the Wurm is in exile."""
    assert_compiled(real_db, "Morbid Bloom")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.GRAVEYARD, "B", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Morbid Bloom")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Morbid Bloom", targets=["Craw Wurm"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Saproling Token", 4)
    s.assert_exile_count("Craw Wurm", 1)


def test_608_2h_scour_the_desert_birds_by_toughness(real_db: CardDatabase) -> None:
    """Scour the Desert exiles A's Grizzly Bears (2/2): two 1/1 Birds with flying."""
    assert_compiled(real_db, "Scour the Desert")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Scour the Desert")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Scour the Desert", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Bird Token", 2)
    s.assert_abilities("A", "Bird Token", ["Flying"])
    s.assert_graveyard_count("A", "Grizzly Bears", 0)


# ---------------------------- 118.3, 118.8, 608.2h: "the exiled card" a cost exiled


def test_608_2h_phyrexian_devourer_counts_the_exiled_top_card(real_db: CardDatabase) -> None:
    """Phyrexian Devourer exiles Hill Giant (mana value 4) from the top of A's library to pay
    its cost: four +1/+1 counters, 5/5 (under 7: not sacrificed)."""
    assert_compiled(real_db, "Phyrexian Devourer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Phyrexian Devourer")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Exile the top card")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_counter_count("A", "Phyrexian Devourer", "+1/+1", 4)
    s.assert_power_toughness("A", "Phyrexian Devourer", 5, 5)


def test_608_2h_necropolis_counts_the_exiled_graveyard_card(real_db: CardDatabase) -> None:
    """Necropolis (0/1) exiles Craw Wurm (mana value 6) from A's graveyard: six +0/+1
    counters, 0/7."""
    assert_compiled(real_db, "Necropolis")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Necropolis")
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Exile a creature card")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Necropolis", "+0/+1", 6)
    s.assert_power_toughness("A", "Necropolis", 0, 7)


def _corpse_lunge(db: CardDatabase, exiled: str) -> Scenario:
    assert_compiled(db, "Corpse Lunge")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.GRAVEYARD, "A", exiled)
    s.add_card(Zone.BATTLEFIELD, "B", "Colossal Dreadmaw")
    s.add_card(Zone.HAND, "A", "Corpse Lunge")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Corpse Lunge", targets=["Colossal Dreadmaw"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_corpse_lunge_deals_the_exiled_cards_power(real_db: CardDatabase) -> None:
    """Craw Wurm (power 6) exiled for the additional cost: 6 damage kills Colossal Dreadmaw
    (6/6)."""
    s = _corpse_lunge(real_db, "Craw Wurm")
    s.assert_exile_count("Craw Wurm", 1)
    s.assert_graveyard_count("B", "Colossal Dreadmaw", 1)


def test_608_2h_corpse_lunge_a_small_card_small_damage(real_db: CardDatabase) -> None:
    """Grizzly Bears (power 2) exiled: 2 damage, the Dreadmaw survives."""
    s = _corpse_lunge(real_db, "Grizzly Bears")
    s.assert_permanent_count("B", "Colossal Dreadmaw", 1)
    s.assert_damage("Colossal Dreadmaw", 2)


def test_608_2h_dread_defiler_life_loss_by_the_exiled_power(real_db: CardDatabase) -> None:
    """Dread Defiler exiles Craw Wurm (power 6) to pay its cost: B loses 6 life."""
    assert_compiled(real_db, "Dread Defiler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dread Defiler")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{C}", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_exile_count("Craw Wurm", 1)


def test_608_2h_draconic_intervention_damage_by_the_exiled_mana_value(
        real_db: CardDatabase) -> None:
    """Lightning Bolt (mana value 1) exiled for the additional cost: 1 damage to each
    non-Dragon creature; Llanowar Elves would die and is exiled instead, Grizzly Bears keeps 1
    damage; the spell exiles itself."""
    assert_compiled(real_db, "Draconic Intervention")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Draconic Intervention")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Draconic Intervention")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Llanowar Elves", 0)
    s.assert_damage("Grizzly Bears", 1)
    s.assert_exile_count("Draconic Intervention", 1)
    s.assert_exile_count("Lightning Bolt", 1)


# ------------------ 614.16, 111.10, 205.2a: which tokens a replacement of their creation watches


def test_614_16_tokens_watched_any_listed_subtype_any_listed_type(real_db: CardDatabase) -> None:
    """One check for every replacement of a token creation (Xorn's, Academy Manufactor's,
    Divine Visitation's): "a Clue, Food, or Treasure token" is a token of any of those
    subtypes; "artifact or creature tokens" of any of those types; `all_types` all of them
    (a Treasure isn't an artifact creature)."""
    from types import SimpleNamespace

    from mtg_engine.cards.dsl import Filter
    from mtg_engine.rules.replacement_tokens import tokens_watched

    assert real_db.compiled("Strike It Rich").supported  # (its Treasure's definition)
    state = SimpleNamespace(db=real_db)

    def watched(**f: tuple[str, ...]) -> bool:
        return tokens_watched(state, SimpleNamespace(filter=Filter(**f)), "Treasure Token")  # type: ignore[arg-type]

    assert watched()
    assert watched(subtypes=("Clue", "Food", "Treasure"))
    assert not watched(subtypes=("Clue", "Food"))
    assert watched(types=("Artifact", "Creature"))
    assert not watched(types=("Creature",))
    assert not watched(all_types=("Artifact", "Creature"))


def test_614_16_xorn_one_more_treasure_not_for_a_food(real_db: CardDatabase) -> None:
    """Xorn: Strike It Rich's Treasure comes with another (two); Gilded Goose's Food is no
    Treasure: one Food, no Treasure more (the watched check folded into one)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Xorn")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Strike It Rich")
    s.add_card(Zone.HAND, "A", "Gilded Goose")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Strike It Rich")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gilded Goose")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 2)
    s.assert_permanent_count("A", "Food Token", 1)


# ------------------- 111.1, 603.2, 608.2h: counters on the token just made, by the spell's value


def test_608_2h_deekah_fractal_gets_the_spells_mana_value(real_db: CardDatabase) -> None:
    """Deekah, Fractal Theorist: A casts Divination (mana value 3): a 0/0 Fractal with three
    +1/+1 counters (3/3); A's Grizzly Bears (a creature spell) makes none."""
    assert_compiled(real_db, "Deekah, Fractal Theorist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Deekah, Fractal Theorist")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Divination")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Fractal Token", 1)
    s.assert_counter_count("A", "Fractal Token", "+1/+1", 3)
    s.assert_power_toughness("A", "Fractal Token", 3, 3)


# ------------------------ 118.3, 608.2h, 205.3m: "if the sacrificed creature was a Human"


def _aristocrat(db: CardDatabase, fodder: str) -> Scenario:
    assert_compiled(db, "Falkenrath Aristocrat")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Falkenrath Aristocrat")
    s.add_card(Zone.BATTLEFIELD, "A", fodder)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice a creature")
    s.set_choice("A", fodder)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_falkenrath_aristocrat_a_human_gives_a_counter(real_db: CardDatabase) -> None:
    """Elite Vanguard (a Human Soldier) sacrificed: indestructible and a +1/+1 counter, 5/2."""
    s = _aristocrat(real_db, "Elite Vanguard")
    s.assert_graveyard_count("A", "Elite Vanguard", 1)
    s.assert_counter_count("A", "Falkenrath Aristocrat", "+1/+1", 1)
    s.assert_power_toughness("A", "Falkenrath Aristocrat", 5, 2)
    s.assert_abilities("A", "Falkenrath Aristocrat", ["Indestructible"])


def test_608_2h_falkenrath_aristocrat_a_bear_gives_none(real_db: CardDatabase) -> None:
    """Grizzly Bears (no Human) sacrificed: indestructible only, no counter."""
    s = _aristocrat(real_db, "Grizzly Bears")
    s.assert_counter_count("A", "Falkenrath Aristocrat", "+1/+1", 0)
    s.assert_abilities("A", "Falkenrath Aristocrat", ["Indestructible"])


def _stockpile(db: CardDatabase, discarded: str) -> Scenario:
    assert_compiled(db, "Necromancer's Stockpile")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Necromancer's Stockpile")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", discarded)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Discard a creature card")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_necromancers_stockpile_zombie_card_gives_a_zombie(real_db: CardDatabase) -> None:
    """Gravecrawler (a Zombie card) discarded: a card drawn and a tapped 2/2 Zombie token."""
    s = _stockpile(real_db, "Gravecrawler")
    s.assert_hand_count("A", 1)
    s.assert_permanent_count("A", "Zombie Token", 1)
    s.assert_tapped("Zombie Token")


def test_608_2h_necromancers_stockpile_other_card_no_zombie(real_db: CardDatabase) -> None:
    """Grizzly Bears discarded: a card drawn, no token."""
    s = _stockpile(real_db, "Grizzly Bears")
    s.assert_hand_count("A", 1)
    s.assert_permanent_count("A", "Zombie Token", 0)


def _oven(db: CardDatabase, fodder: str) -> Scenario:
    assert_compiled(db, "Witch's Oven")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Witch's Oven")
    s.add_card(Zone.BATTLEFIELD, "A", fodder)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice a creature")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_608_2h_witchs_oven_toughness_four_two_foods(real_db: CardDatabase) -> None:
    """Craw Wurm (6/4) sacrificed: toughness 4 or greater, two Foods instead of one."""
    s = _oven(real_db, "Craw Wurm")
    s.assert_graveyard_count("A", "Craw Wurm", 1)
    s.assert_permanent_count("A", "Food Token", 2)


def test_608_2h_witchs_oven_small_creature_one_food(real_db: CardDatabase) -> None:
    """Grizzly Bears (2/2) sacrificed: one Food."""
    s = _oven(real_db, "Grizzly Bears")
    s.assert_permanent_count("A", "Food Token", 1)


# -------------------------------- 603.7, 514.3a: "at the beginning of the next cleanup step"


def test_514_3a_waylay_knights_last_through_the_end_step(real_db: CardDatabase) -> None:
    """Waylay's three Knights are still there in the end step, and exiled in the cleanup step
    after it: none at the start of B's turn."""
    assert_compiled(real_db, "Waylay")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Waylay")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Waylay")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Knight Token", 3))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Knight Token", 0)


def test_514_3a_thawing_glaciers_back_to_hand_after_the_end_step(real_db: CardDatabase) -> None:
    """Thawing Glaciers fetches a Plains (tapped); it is on the battlefield in the end step and
    in A's hand after the cleanup step."""
    assert_compiled(real_db, "Thawing Glaciers")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thawing Glaciers")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.LIBRARY, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}, {T}: Search")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "Thawing Glaciers", 1))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Plains", 1)
    s.assert_permanent_count("A", "Thawing Glaciers", 0)
    s.assert_hand_count("A", 1, "Thawing Glaciers")


# ---------------------------- 111.4, 614.12a: a token of the chosen color and creature type


def test_111_4_volraths_laboratory_makes_a_token_of_its_choices(real_db: CardDatabase) -> None:
    """Volrath's Laboratory enters with red and Goblin chosen: its ability makes a 2/2 red
    Goblin creature token named "Goblin Token"."""
    assert_compiled(real_db, "Volrath's Laboratory")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 10)
    s.add_card(Zone.HAND, "A", "Volrath's Laboratory")
    s.set_choice("A", "Red")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Volrath's Laboratory")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}, {T}: Create")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Goblin Token", 1)
    s.assert_power_toughness("A", "Goblin Token", 2, 2)
    s.assert_color("Goblin Token", ["Red"])
    s.assert_subtype("Goblin Token", "Goblin")
    s.assert_subtype("Goblin Token", "Elf", present=False)


def test_111_4_riptide_replicator_x_x_of_its_choices(real_db: CardDatabase) -> None:
    """Riptide Replicator cast with X=2 (two charge counters), blue and Merfolk chosen: a 2/2
    blue Merfolk token (111.3: X the counters on it as the ability resolves)."""
    assert_compiled(real_db, "Riptide Replicator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 10)
    s.add_card(Zone.HAND, "A", "Riptide Replicator")
    s.set_choice("A", "Blue")
    s.set_choice("A", "Merfolk")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Riptide Replicator", x=2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}: Create")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Riptide Replicator", "charge", 2)
    s.assert_power_toughness("A", "Merfolk Token", 2, 2)
    s.assert_color("Merfolk Token", ["Blue"])
    s.assert_subtype("Merfolk Token", "Merfolk")


# ------------------------------------------- 701.33a, 107.3: "Bolster X, where X is ..."


def test_701_33a_sunbringers_touch_bolsters_by_cards_in_hand(real_db: CardDatabase) -> None:
    """Three cards left in A's hand: bolster 3 puts three +1/+1 counters on Grizzly Bears (the
    least toughness, not Craw Wurm): 5/5, and it gains trample; the Wurm has no counter and no
    trample."""
    assert_compiled(real_db, "Sunbringer's Touch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Sunbringer's Touch")
    s.add_card(Zone.HAND, "A", "Island", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sunbringer's Touch")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_abilities("A", "Grizzly Bears", ["Trample"])
    s.assert_counter_count("A", "Craw Wurm", "+1/+1", 0)
    s.assert_abilities("A", "Craw Wurm", ["Trample"], present=False)


def test_111_4_chosen_token_found_again_by_its_key(real_db: CardDatabase) -> None:
    """A saved game names the token by its key: a key never made in this process is still
    a definition (a green Elf Token here), and a key with an unknown creature type is none;
    the game round-trips through JSON with its Goblin Token."""
    from mtg_engine.game import Game

    assert_compiled(real_db, "Volrath's Laboratory")
    base = "Creature Token (2/2 Creature; of the chosen color and type)"
    elf = real_db.token(f"{base} (chosen: G Elf)")
    assert (elf.name, elf.colors, elf.subtypes, elf.power) == ("Elf Token", "G", ("Elf",), 2)
    assert not real_db.has_token(f"{base} (chosen: G Notatype)")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 10)
    s.add_card(Zone.HAND, "A", "Volrath's Laboratory")
    s.set_choice("A", "Red")
    s.set_choice("A", "Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Volrath's Laboratory")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}, {T}: Create")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    g2 = Game.from_json(s.game.to_json(), real_db)
    names = [g2.state.objects[o].card.name for o in g2.state.battlefield]
    assert names.count("Goblin Token") == 1


def _appetite(db: CardDatabase, *, food: bool) -> Scenario:
    assert_compiled(db, "Insatiable Appetite")
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Insatiable Appetite")
    if food:
        s.add_card(Zone.HAND, "A", "Gilded Goose")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gilded Goose")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Insatiable Appetite", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def test_701_17a_insatiable_appetite_with_a_food(real_db: CardDatabase) -> None:
    """A Food to sacrifice: it is sacrificed and the Bears get +5/+5 (7/7)."""
    s = _appetite(real_db, food=True)
    s.assert_permanent_count("A", "Food Token", 0)
    s.assert_power_toughness("A", "Grizzly Bears", 7, 7)


def test_701_17a_insatiable_appetite_without_a_food(real_db: CardDatabase) -> None:
    """No Food: +3/+3 (5/5)."""
    s = _appetite(real_db, food=False)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
