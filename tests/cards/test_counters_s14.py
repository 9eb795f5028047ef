"""Counters (session 14, issue 11), played with real cards from the shared MTGJSON file
(skipped when it is absent): a card put onto the battlefield with counters on it (122.6,
614.1c: cards/oracle/enter_with_counters.py). Exact figures, and the refusals that keep the
compiler closed."""

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


# ------------------------------------------------------------------ 122.6: enters with counters


def test_122_6_unbreakable_bond_returns_a_creature_with_a_lifelink_counter(
        real_db: CardDatabase) -> None:
    """Unbreakable Bond: "Return target creature card from your graveyard to the battlefield
    with a lifelink counter on it." Grizzly Bears comes back with the counter (122.1b: it has
    lifelink) and attacks the next turn: B goes to 18, A to 22."""
    _compiled(real_db, "Unbreakable Bond")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 5)
    s.add_card(Zone.HAND, "A", "Unbreakable Bond")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unbreakable Bond", targets=["Grizzly Bears"])
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "lifelink", 1)
    s.assert_life("B", 18)
    s.assert_life("A", 22)


def test_122_6_persist_a_minus_counter_as_it_enters(real_db: CardDatabase) -> None:
    """Persist: "Return target nonlegendary creature card from your graveyard to the
    battlefield with a -1/-1 counter on it." Hill Giant (3/3) returns as a 2/2 with one -1/-1
    counter; a 1-toughness creature returned so dies at once (704.5f)."""
    _compiled(real_db, "Persist")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Persist", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Persist", targets=["Hill Giant"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Persist", targets=["Llanowar Elves"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 2, 2)
    s.assert_counter_count("A", "Hill Giant", "-1/-1", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_permanent_count("A", "Llanowar Elves", 0)


def test_122_6_counters_entering_are_put_so_doubling_applies(real_db: CardDatabase) -> None:
    """Unholy Indenture on Grizzly Bears; the Bears die (Lightning Bolt) and return under A's
    control "with a +1/+1 counter on it". The counter counts as put on it (122.6), so A's
    Hardened Scales adds one more (614.16): a 4/4 with two +1/+1 counters."""
    _compiled(real_db, "Unholy Indenture", "Hardened Scales")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Unholy Indenture", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hardened Scales")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)


def test_122_6_feign_death_granted_return_with_a_counter(real_db: CardDatabase) -> None:
    """Feign Death on A's Grizzly Bears, then B's Lightning Bolt kills them: they return
    tapped with a +1/+1 counter (a 3/3)."""
    _compiled(real_db, "Feign Death")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Feign Death")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Feign Death", targets=["Grizzly Bears"],
                 responding_to="Lightning Bolt")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_tapped("Grizzly Bears", True)


def test_122_6_enters_with_counters_refusals() -> None:
    """Counters the engine can't give (122.1a: +X/+Y with X, Y not ±1 aside, a kind it lacks)
    or two moves onto the battlefield in one text stay refused."""
    got = _compile("Bad Bond", "Sorcery", cost="{1}", text=(
        "Return target creature card from your graveyard to the battlefield with a poison "
        "counter on it."))
    assert not got.supported
    got = _compile("Two Bonds", "Sorcery", cost="{1}", text=(
        "Return target creature card from your graveyard to the battlefield with a +1/+1 "
        "counter on it. Return target creature card from your graveyard to the battlefield."))
    assert not got.supported


# ------------------------------------------------------------------ 122.1: the count right after


def test_122_1_thing_in_the_ice_transforms_when_the_last_ice_counter_goes(
        real_db: CardDatabase) -> None:
    """Thing in the Ice: "Whenever you cast an instant or sorcery spell, remove an ice counter
    from ~. Then if it has no ice counters on it, transform it." With two ice counters: the
    first Lightning Bolt leaves one (no transform), the second none: it transforms into
    Awoken Horror (7/8), whose trigger returns B's Grizzly Bears to B's hand (701.28)."""
    _compiled(real_db, "Thing in the Ice")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thing in the Ice", counters={"ice": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Thing in the Ice", "ice", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thing in the Ice", counters={"ice": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Awoken Horror", 7, 8)
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_life("B", 14)


def test_122_1_tourachs_gate_sacrificed_with_no_time_counter(real_db: CardDatabase) -> None:
    """Tourach's Gate: "At the beginning of your upkeep, remove a time counter from ~. If there
    are no time counters on ~, sacrifice it." With one time counter, A's first upkeep removes
    it and the Gate is sacrificed; with two it stays with one."""
    _compiled(real_db, "Tourach's Gate")
    for start, left in ((1, 0), (2, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
        s.add_card(Zone.BATTLEFIELD, "A", "Tourach's Gate", attached_to="Swamp",
                   counters={"time": start})
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        if left:
            s.assert_counter_count("A", "Tourach's Gate", "time", left)
        else:
            s.assert_graveyard_count("A", "Tourach's Gate", 1)


def test_502_3_land_cap_doesnt_untap_with_a_depletion_counter(real_db: CardDatabase) -> None:
    """Land Cap: "~ doesn't untap during your untap step if it has a depletion counter on it.
    At the beginning of your upkeep, remove a depletion counter from ~." Tapped with one
    depletion counter: A's turn-1 untap step leaves it tapped (502.3), the upkeep removes the
    counter, and the turn-3 untap step untaps it."""
    _compiled(real_db, "Land Cap")
    for turn, tapped in ((1, True), (3, False)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Land Cap", tapped=True, counters={"depletion": 1})
        s.stop_at(turn, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_tapped("Land Cap", tapped)
        s.assert_counter_count("A", "Land Cap", "depletion", 0)


def test_614_1c_steel_dromedary_enters_tapped_with_two_counters(real_db: CardDatabase) -> None:
    """Steel Dromedary: "~ enters the battlefield tapped with two +1/+1 counters on it." and
    "doesn't untap during your untap step if it has a +1/+1 counter on it": cast on turn 1 it
    is a tapped 4/4, still tapped on turn 3 (A didn't move the counters: the move is "may")."""
    _compiled(real_db, "Steel Dromedary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 3)
    s.add_card(Zone.HAND, "A", "Steel Dromedary")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Steel Dromedary")
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Steel Dromedary", "+1/+1", 2)
    s.assert_power_toughness("A", "Steel Dromedary", 4, 4)
    s.assert_tapped("Steel Dromedary", True)


def test_301_5_ring_of_evos_isle_counter_only_on_a_blue_creature(real_db: CardDatabase) -> None:
    """Ring of Evos Isle: "At the beginning of your upkeep, put a +1/+1 counter on equipped
    creature if it's blue." (the condition checked as the ability resolves, 608.2c). On a
    Merfolk of the Pearl Trident (blue 1/1): after A's upkeeps of turns 1 and 3, two counters
    (3/3); on Grizzly Bears (green): none."""
    _compiled(real_db, "Ring of Evos Isle")
    for creature, n in (("Merfolk of the Pearl Trident", 2), ("Grizzly Bears", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", creature)
        s.add_card(Zone.BATTLEFIELD, "A", "Ring of Evos Isle", attached_to=creature)
        s.stop_at(3, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_counter_count("A", creature, "+1/+1", n)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_122_1_ordeal_sacrificed_at_three_counters_on_the_attacker(real_db: CardDatabase) -> None:
    """Ordeal of Heliod: "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then
    if it has three or more +1/+1 counters on it, sacrifice ~." and "When you sacrifice ~,
    you gain 10 life." Grizzly Bears with two counters attack: the third is put, the Ordeal is
    sacrificed, A gains 10 and the 5/5 Bears deal 5 (A 30, B 15). With none: one counter, the
    Ordeal stays (the count is the creature's, not the Ordeal's, 603.10a)."""
    _compiled(real_db, "Ordeal of Heliod")
    for start, life_a, life_b in ((2, 30, 15), (0, 20, 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": start} if start
                   else None)
        s.add_card(Zone.BATTLEFIELD, "A", "Ordeal of Heliod", attached_to="Grizzly Bears")
        s.attack(1, "A", "Grizzly Bears")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_counter_count("A", "Grizzly Bears", "+1/+1", start + 1)
        s.assert_life("A", life_a)
        s.assert_life("B", life_b)
        if start:
            s.assert_graveyard_count("A", "Ordeal of Heliod", 1)
        else:
            s.assert_permanent_count("A", "Ordeal of Heliod", 1)


def test_701_27_contagion_engine_proliferates_twice(real_db: CardDatabase) -> None:
    """Contagion Engine: "{4}, {T}: Proliferate, then proliferate again." A chooses its Grizzly
    Bears (one +1/+1 counter) and B's Hill Giant (one -1/-1 counter) each time: the Bears end
    with three counters (5/5), the Giant with three (0/0: it dies, 704.5f)."""
    _compiled(real_db, "Contagion Engine")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Contagion Engine")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"-1/-1": 1})
    s.set_choice("A", "Hill Giant, Grizzly Bears")
    s.set_choice("A", "Hill Giant, Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}, {T}: Proliferate")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 3)
    s.assert_power_toughness("A", "Grizzly Bears", 5, 5)
    s.assert_graveyard_count("B", "Hill Giant", 1)


def test_122_1_champions_drake_with_a_creature_of_three_level_counters(
        real_db: CardDatabase) -> None:
    """Champion's Drake: "~ gets +3/+3 as long as you control a creature with three or more
    level counters on it." (611.3a) Student of Warfare with two level counters: the Drake is
    1/1; with three: 4/4; A's level up of the Student (its {W} ability, 711.2) from two to
    three makes it 4/4 at once."""
    _compiled(real_db, "Champion's Drake")
    for level, size in ((2, 1), (3, 4)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Champion's Drake")
        s.add_card(Zone.BATTLEFIELD, "A", "Student of Warfare", counters={"level": level})
        s.stop_at(1, Step.PRECOMBAT_MAIN)
        s.execute()
        s.assert_power_toughness("A", "Champion's Drake", size, size)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Champion's Drake")
    s.add_card(Zone.BATTLEFIELD, "A", "Student of Warfare", counters={"level": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Level up {W}")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Student of Warfare", "level", 3)
    s.assert_power_toughness("A", "Champion's Drake", 4, 4)


# ------------------------------------------------------------------ 614.16: counters put


def test_614_16_pir_one_more_of_any_kind_on_your_permanents(real_db: CardDatabase) -> None:
    """Pir, Imaginative Rascal: "If one or more counters would be put on a permanent your team
    controls, that many plus one of each of those kinds of counters are put on that permanent
    instead." Battlegrowth on A's Grizzly Bears: two +1/+1 counters (4/4); on B's Hill Giant:
    one (4/4)."""
    _compiled(real_db, "Pir, Imaginative Rascal", "Battlegrowth")
    for owner, name, n in (("A", "Grizzly Bears", 2), ("B", "Hill Giant", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Pir, Imaginative Rascal")
        s.add_card(Zone.BATTLEFIELD, owner, name)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.HAND, "A", "Battlegrowth")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Battlegrowth", targets=[name])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_counter_count(owner, name, "+1/+1", n)


def test_614_16_mowu_one_more_on_itself_only(real_db: CardDatabase) -> None:
    """Mowu, Loyal Companion: "If one or more +1/+1 counters would be put on ~, that many plus
    one +1/+1 counters are put on it instead." Battlegrowth on Mowu: two counters (5/5); on
    Grizzly Bears: one."""
    _compiled(real_db, "Mowu, Loyal Companion")
    for name, n in (("Mowu, Loyal Companion", 2), ("Grizzly Bears", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mowu, Loyal Companion")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.add_card(Zone.HAND, "A", "Battlegrowth")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Battlegrowth", targets=[name])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_counter_count("A", name, "+1/+1", n)
    s.assert_power_toughness("A", "Mowu, Loyal Companion", 3, 3)


def test_701_9e_solidarity_of_heroes_doubles_on_each_target(real_db: CardDatabase) -> None:
    """Solidarity of Heroes (strive: {1}{G} more for each target beyond the first): "Choose
    any number of target creatures. Double the number of +1/+1 counters on each of them."
    Grizzly Bears with one counter and Hill Giant with two: two and four (each its own,
    701.9e); A paid {1}{G} + {1}{G}."""
    _compiled(real_db, "Solidarity of Heroes", "Nature's Panoply")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Solidarity of Heroes")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"+1/+1": 2})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Solidarity of Heroes",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 4)
    s.assert_power_toughness("A", "Hill Giant", 7, 7)


def test_601_2c_natures_panoply_a_counter_on_each_chosen_target(real_db: CardDatabase) -> None:
    """Nature's Panoply: "Choose any number of target creatures. Put a +1/+1 counter on each of
    them." (strive {2}{G}) Three targets (seven mana): one counter on each."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 7)
    s.add_card(Zone.HAND, "A", "Nature's Panoply")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Nature's Panoply",
                 targets=["Grizzly Bears", "Hill Giant", "Llanowar Elves"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 1)
    s.assert_counter_count("B", "Llanowar Elves", "+1/+1", 1)


def test_122_8_the_ozolith_keeps_the_counters_of_a_creature_that_left(
        real_db: CardDatabase) -> None:
    """The Ozolith: "Whenever a creature you control leaves the battlefield, if it had counters
    on it, put those counters on ~." B's Lightning Bolt kills A's Grizzly Bears with a +1/+1
    counter and a flying counter (as it last existed, 603.10a): the Ozolith gets both; a
    creature with no counters (Llanowar Elves) adds nothing."""
    _compiled(real_db, "The Ozolith")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Ozolith")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1, "flying": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Llanowar Elves"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    s.assert_counter_count("A", "The Ozolith", "+1/+1", 1)
    s.assert_counter_count("A", "The Ozolith", "flying", 1)


def test_118_12_junk_golem_sacrificed_unless_a_counter_is_removed(
        real_db: CardDatabase) -> None:
    """Junk Golem (0/0): "At the beginning of your upkeep, sacrifice ~ unless you remove a
    +1/+1 counter from it." With two counters, A removes one at the first upkeep: a 1/1 with
    one counter. Answering "no", A keeps both counters and sacrifices it (118.12)."""
    _compiled(real_db, "Junk Golem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Junk Golem", counters={"+1/+1": 2})
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Junk Golem", "+1/+1", 1)
    s.assert_power_toughness("A", "Junk Golem", 1, 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Junk Golem", counters={"+1/+1": 2})
    s.set_choice("A", "no")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Junk Golem", 1)


def test_614_1c_sphere_of_the_suns_tapped_and_with_three_counters(real_db: CardDatabase) -> None:
    """Sphere of the Suns: "~ enters the battlefield tapped and with three charge counters on
    it." Cast on turn 1: tapped, three charge counters."""
    _compiled(real_db, "Sphere of the Suns")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 2)
    s.add_card(Zone.HAND, "A", "Sphere of the Suns")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Sphere of the Suns")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Sphere of the Suns", "charge", 3)
    s.assert_tapped("Sphere of the Suns", True)


def test_205_3j_jaces_projection_a_loyalty_counter_on_a_jace(real_db: CardDatabase) -> None:
    """Jace's Projection: "{3}{U}: Put a loyalty counter on target Jace planeswalker." (a
    planeswalker type, 205.3j; Gideon's Company reads the same) Jace Beleren (loyalty 3)
    goes to 4."""
    _compiled(real_db, "Gideon's Company", "Jace's Projection")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace's Projection")
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{U}:", targets=["Jace Beleren"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 4)
