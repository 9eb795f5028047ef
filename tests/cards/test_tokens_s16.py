"""Tokens (session 16, issue 11), played with real cards from the shared MTGJSON file (skipped
when it is absent): a token whose power and toughness the effect sets from another object's
(111.3, 608.2h: token_stats.py). Exact figures, and the refusals that keep the compiler
closed."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

from .conftest import face


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _compile(name: str, type_line: str, **kw: object):  # type: ignore[no-untyped-def]
    from mtg_engine.cards.mtgjson import parse_atomic
    from mtg_engine.cards.oracle import compile_card

    return compile_card(parse_atomic({name: [face(name, type_line, **kw)]})[name])


# ------------------------------------------ 111.3, 608.2h: power and toughness from another object


def test_111_3_kalitas_makes_a_vampire_as_big_as_what_it_destroyed(
        real_db: CardDatabase) -> None:
    """Kalitas, Bloodchief of Ghet: "{B}{B}{B}, {T}: Destroy target creature. If that creature
    dies this way, create a black Vampire creature token. Its power is equal to that creature's
    power and its toughness is equal to that creature's toughness." B's Craw Wurm (6/4) is
    destroyed: A gets a 6/4 black Vampire token (the Wurm as it last existed, 608.2h)."""
    _compiled(real_db, "Kalitas, Bloodchief of Ghet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Bloodchief of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}{B}", targets=["Craw Wurm"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Craw Wurm", 0)
    s.assert_permanent_count("A", "Vampire Token", 1)
    s.assert_power_toughness("A", "Vampire Token", 6, 4)
    s.assert_color("Vampire Token", ["B"])


def test_111_3_kalitas_makes_nothing_when_the_creature_does_not_die(
        real_db: CardDatabase) -> None:
    """Kalitas aimed at B's Darksteel Myr (indestructible, 702.12b): it isn't destroyed, so it
    doesn't die "this way" (608.2c) and no Vampire token is created."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kalitas, Bloodchief of Ghet")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Darksteel Myr")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{B}{B}{B}", targets=["Darksteel Myr"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Darksteel Myr", 1)
    s.assert_permanent_count("A", "Vampire Token", 0)


def test_111_3_broken_visage_spirit_copies_the_attacker_size_until_end_step(
        real_db: CardDatabase) -> None:
    """Broken Visage on B's attacking Hill Giant (3/3): "Destroy target nonartifact attacking
    creature. It can't be regenerated. Create a black Spirit creature token. Its power is equal
    to that creature's power and its toughness is equal to that creature's toughness. Sacrifice
    the token at the beginning of the next end step." A has a 3/3 Spirit in B's second main
    phase; it is gone after the end step (603.7)."""
    _compiled(real_db, "Broken Visage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Broken Visage")
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Broken Visage", targets=["Hill Giant"])
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_permanent_count("A", "Spirit Token", 1),
        sc.assert_power_toughness("A", "Spirit Token", 3, 3)))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Spirit Token", 0)


def test_111_3_token_stats_fail_closed() -> None:
    """"Its power is equal to ..." only after a token created with no P/T of its own.
    ("that card's power" of a card exiled from a graveyard is read since session 20: its last
    known power there is kept, 608.2h, rules/last_known.log_card_pt; Soul Separator and Ritual
    of the Returned, tests/cards/test_xmage_s20.py.)"""
    with_pt = _compile("Test Maker", "Sorcery", cost="{2}{B}", text=(
        "Destroy target creature. Create a 2/2 black Vampire creature token. Its power is "
        "equal to that creature's power and its toughness is equal to that creature's "
        "toughness."))
    assert not with_pt.supported
    card = _compile("Test Ritual", "Instant", cost="{3}{B}", text=(
        "Exile target creature card from your graveyard. Create a black Zombie creature "
        "token. Its power is equal to that card's power and its toughness is equal to that "
        "card's toughness."))
    assert card.supported, card.reasons
    ok = _compile("Test Visage", "Instant", cost="{4}{B}", text=(
        "Destroy target creature. Create a black Spirit creature token with power equal to "
        "that creature's power and toughness equal to that creature's toughness."))
    assert ok.supported, ok.reasons


# ------------------------------------------ 614.16, 111.10a: one more Treasure (Xorn)


def test_614_16_xorn_adds_one_treasure_to_a_treasure_creation(real_db: CardDatabase) -> None:
    """Xorn: "If you would create one or more Treasure tokens, instead create those tokens plus
    an additional Treasure token." Strike It Rich ("Create a Treasure token.") makes two;
    Raise the Alarm's two Soldiers are not Treasures: two Soldiers, no Treasure."""
    _compiled(real_db, "Xorn")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Xorn")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Strike It Rich")
    s.add_card(Zone.HAND, "A", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Strike It Rich")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Raise the Alarm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Treasure Token", 2)
    s.assert_permanent_count("A", "Soldier Token", 2)


def test_614_16_xorn_only_for_its_controller(real_db: CardDatabase) -> None:
    """B's Strike It Rich with A's Xorn on the battlefield: B gets one Treasure ("If you would
    create" is Xorn's controller only)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Xorn")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Strike It Rich")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Strike It Rich")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Treasure Token", 1)
    s.assert_permanent_count("A", "Treasure Token", 0)


# ------------------------------------------ 122.1, 608.2h: counters on a creature that died


def test_122_1_sporogenesis_saprolings_for_each_fungus_counter_of_the_dead(
        real_db: CardDatabase) -> None:
    """Sporogenesis: A's upkeep trigger puts a fungus counter on B's Grizzly Bears (it had one:
    two now); A's Lightning Bolt kills it: "Whenever a creature with a fungus counter on it
    dies, create a 1/1 green Saproling creature token for each fungus counter on that
    creature." -- two Saprolings for A, the counters the Bears had as it last existed (608.2h,
    122.2: the card in the graveyard has none)."""
    _compiled(real_db, "Sporogenesis")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sporogenesis")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"fungus": 1})
    s.add_target("A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_counter_count("B", "Grizzly Bears", "fungus", 2))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Saproling Token", 2)
    s.assert_permanent_count("B", "Saproling Token", 0)


def test_122_1_sporogenesis_no_saproling_without_fungus(real_db: CardDatabase) -> None:
    """A creature with no fungus counter dies: the trigger doesn't fire (603.10a looks back at
    it as it last existed): no Saproling. (B's Hill Giant gets the upkeep counter; the Bolted
    Grizzly Bears had none.)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sporogenesis")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "fungus", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Saproling Token", 0)


# ------------------------------------------ 608.2c: "put a counter on ~ and it <does something>"


def test_608_2c_brallin_grows_and_deals_damage_for_each_discard(real_db: CardDatabase) -> None:
    """Brallin, Skyshark Rider (3/3): "Whenever you discard a card, put a +1/+1 counter on ~
    and it deals 1 damage to each opponent." Faithless Looting discards two cards: two
    counters (5/5) and B loses 2 life."""
    _compiled(real_db, "Brallin, Skyshark Rider")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Brallin, Skyshark Rider")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Faithless Looting")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Faithless Looting")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Brallin, Skyshark Rider", "+1/+1", 2)
    s.assert_power_toughness("A", "Brallin, Skyshark Rider", 5, 5)
    s.assert_life("B", 18)
    s.assert_life("A", 20)


def test_608_2c_infernal_pet_on_the_second_spell(real_db: CardDatabase) -> None:
    """Infernal Pet (2/2): "Whenever you cast your second spell each turn, put a +1/+1 counter on
    ~ and it gains flying until end of turn." Two Shocks at B: a 3/3 flyer; the counter stays
    and the flying ends with the turn."""
    _compiled(real_db, "Infernal Pet")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Infernal Pet")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_power_toughness("A", "Infernal Pet", 3, 3),
        sc.assert_abilities("A", "Infernal Pet", ["Flying"])))
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 16)
    s.assert_counter_count("A", "Infernal Pet", "+1/+1", 1)
    s.assert_abilities("A", "Infernal Pet", ["Flying"], present=False)


def test_111_1_hammer_of_purphoros_golem_is_an_enchantment_artifact(
        real_db: CardDatabase) -> None:
    """Hammer of Purphoros: "{2}{R}, {T}, Sacrifice a land: Create a 3/3 colorless Golem
    enchantment artifact creature token." (the types in the order printed, 111.1): a 3/3
    Golem that is an artifact, an enchantment and a creature; one of A's four Mountains is
    gone."""
    _compiled(real_db, "Hammer of Purphoros")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hammer of Purphoros")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{R}, {T}, Sacrifice a land")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Golem Token", 1)
    s.assert_power_toughness("A", "Golem Token", 3, 3)
    s.assert_type("Golem Token", "Artifact")
    s.assert_type("Golem Token", "Enchantment")
    s.assert_permanent_count("A", "Mountain", 3)


# ------------------------------------------ 701.19, 608.2h: a search whose X is said after it


def test_701_19_eldritch_evolution_finds_up_to_two_more(real_db: CardDatabase) -> None:
    """Eldritch Evolution, sacrificing Grizzly Bears (mana value 2): "Search your library for a
    creature card with mana value X or less, where X is 2 plus the sacrificed creature's mana
    value. Put that card onto the battlefield, then shuffle. Exile ~." Hill Giant (4) can be
    found, Craw Wurm (6) can't; the spell is exiled."""
    _compiled(real_db, "Eldritch Evolution", "Traverse the Outlands")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Eldritch Evolution")
    s.add_card(Zone.LIBRARY, "A", "Craw Wurm")
    s.add_card(Zone.LIBRARY, "A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eldritch Evolution")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Craw Wurm", 0)
    s.assert_library_count("A", 1, "Craw Wurm")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_exile_count("Eldritch Evolution", 1)


def test_701_19_traverse_the_outlands_lands_by_greatest_power(real_db: CardDatabase) -> None:
    """Traverse the Outlands with Hill Giant (3) and Grizzly Bears (2): "Search your library for
    up to X basic land cards, where X is the greatest power among creatures you control. Put
    those cards onto the battlefield tapped, then shuffle." A asks for all four Forests in the
    library: three come in tapped (X is 3), one stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Traverse the Outlands")
    s.add_card(Zone.LIBRARY, "A", "Forest", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Traverse the Outlands")
    s.set_choice("A", "Forest^Forest^Forest^Forest")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 8)
    s.assert_library_count("A", 1, "Forest")
