"""Counters (session 16, issue 11), played with real cards from the shared MTGJSON file
(skipped when it is absent): counters put up to a number under a ceiling (122.1, 608.2d:
rules/counters_up_to.py), a counter removed from ~ named "it" after an intervening "if" that
names ~ (603.4). Exact figures, and the refusals that keep the compiler closed."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError

from .conftest import face


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _compile(name: str, type_line: str, **kw: object):  # type: ignore[no-untyped-def]
    from mtg_engine.cards.mtgjson import parse_atomic
    from mtg_engine.cards.oracle import compile_card

    return compile_card(parse_atomic({name: [face(name, type_line, **kw)]})[name])


# ------------------------------------------ 122.1, 608.2d: up to X counters, under a ceiling


def test_122_1_clockwork_beast_winds_up_to_its_ceiling(real_db: CardDatabase) -> None:
    """Clockwork Beast (0/4) with five +1/+0 counters: "{X}, {T}: Put up to X +1/+0 counters on
    ~. This ability can't cause the total number of +1/+0 counters on ~ to be greater than
    seven. Activate only during your upkeep." With X=3 only two can be put (seven in all):
    7/4."""
    _compiled(real_db, "Clockwork Beast", "Clockwork Avian", "Clockwork Steed", "Clockwork Swarm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Clockwork Beast", counters={"+1/+0": 5})
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.activate_ability(1, Step.UPKEEP, "A", "{X}, {T}", x=3)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Clockwork Beast", "+1/+0", 7)
    s.assert_power_toughness("A", "Clockwork Beast", 7, 4)
    s.assert_tapped("Clockwork Beast")


def test_122_1_clockwork_beast_fewer_than_x_when_chosen(real_db: CardDatabase) -> None:
    """The controller chooses how many, up to X (608.2d): with X=3 and two chosen, a Beast with
    one counter has three (3/4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Clockwork Beast", counters={"+1/+0": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.activate_ability(1, Step.UPKEEP, "A", "{X}, {T}", x=3)
    s.set_choice("A", "2")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Clockwork Beast", "+1/+0", 3)
    s.assert_power_toughness("A", "Clockwork Beast", 3, 4)


def test_122_1_clockwork_beast_only_in_your_upkeep(real_db: CardDatabase) -> None:
    """"Activate only during your upkeep" (602.5b): in the main phase the ability can't be
    activated (the scenario reports the action it couldn't perform)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Clockwork Beast", counters={"+1/+0": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}, {T}", x=3)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError, match="only during your upkeep"):
        s.execute()
    s.assert_counter_count("A", "Clockwork Beast", "+1/+0", 1)


def test_603_4_clockwork_beast_loses_a_counter_after_attacking(real_db: CardDatabase) -> None:
    """Clockwork Beast with seven +1/+0 counters (7/4) attacks: B takes 7; "At end of combat,
    if ~ attacked or blocked this combat, remove a +1/+0 counter from it.": six counters, 6/4.
    A Beast that stayed home keeps its counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Clockwork Beast", counters={"+1/+0": 7})
    s.add_card(Zone.BATTLEFIELD, "A", "Clockwork Swarm", counters={"+1/+0": 4})
    s.attack(3, "A", "Clockwork Beast")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 13)
    s.assert_counter_count("A", "Clockwork Beast", "+1/+0", 6)
    s.assert_power_toughness("A", "Clockwork Beast", 6, 4)
    s.assert_counter_count("A", "Clockwork Swarm", "+1/+0", 4)


def test_122_1_up_to_counters_fail_closed() -> None:
    """Only "on ~" with its ceiling said: another object, or no ceiling sentence, is refused."""
    other = _compile("Test Wind", "Artifact", cost="{3}", text=(
        "{X}, {T}: Put up to X +1/+0 counters on target creature. This ability can't cause the "
        "total number of +1/+0 counters on that creature to be greater than four."))
    assert not other.supported
    ok = _compile("Test Clock", "Artifact Creature — Construct", cost="{3}", power="0",
                  toughness="3", text=(
                      "{X}, {T}: Put up to X +1/+0 counters on ~. This ability can't cause the "
                      "total number of +1/+0 counters on ~ to be greater than four."))
    assert ok.supported, ok.reasons


# ------------------------------------------ 702.3b, 611.3a: attacks despite defender, by counters


def test_702_3b_thoughtbound_phantasm_attacks_with_three_counters(real_db: CardDatabase) -> None:
    """Thoughtbound Phantasm (2/2, defender) with three +1/+1 counters: "As long as ~ has three
    or more +1/+1 counters on it, it can attack as though it didn't have defender." It attacks
    as a 5/5: B loses 5."""
    _compiled(real_db, "Thoughtbound Phantasm", "Scuttlegator", "Skyclave Sentinel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thoughtbound Phantasm", counters={"+1/+1": 3})
    s.attack(3, "A", "Thoughtbound Phantasm")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 15)


def test_702_3b_thoughtbound_phantasm_two_counters_cannot_attack(
        real_db: CardDatabase) -> None:
    """With two counters the condition doesn't hold: defender keeps it home (702.3b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thoughtbound Phantasm", counters={"+1/+1": 2})
    s.attack(3, "A", "Thoughtbound Phantasm")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 20)


def test_702_3b_scuttlegator_attacks_once_it_has_a_counter(real_db: CardDatabase) -> None:
    """Scuttlegator (6/6, defender): "As long as ~ has a +1/+1 counter on it, it can attack as
    though it didn't have defender." With one counter it attacks as a 7/7."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scuttlegator", counters={"+1/+1": 1})
    s.attack(3, "A", "Scuttlegator")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 13)


# ------------------------------------------ 122.1: another counter of each kind on one target


def test_122_1_quarry_hauler_puts_one_kind_and_removes_another(real_db: CardDatabase) -> None:
    """Quarry Hauler: "When ~ enters the battlefield, for each kind of counter on target
    permanent, put another counter of that kind on it or remove one from it." B's Grizzly Bears
    has two +1/+1 counters and a charge counter; A puts a +1/+1 counter (three: 5/5) and
    removes the charge counter (608.2d: chosen kind by kind)."""
    _compiled(real_db, "Quarry Hauler", "Dramatist's Puppet", "Skyship Plunderer",
              "Maulfist Revolutionary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Quarry Hauler")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 2, "charge": 1})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Quarry Hauler")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "put")
    s.set_choice("A", "remove")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 3)
    s.assert_counter_count("B", "Grizzly Bears", "charge", 0)
    s.assert_power_toughness("B", "Grizzly Bears", 5, 5)


def test_122_1_quarry_hauler_removes_a_minus_counter(real_db: CardDatabase) -> None:
    """Removing, for the one kind there is: A's Hill Giant (3/3) with two -1/-1 counters keeps
    one (2/2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Quarry Hauler")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant", counters={"-1/-1": 2})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Quarry Hauler")
    s.add_target("A", "Hill Giant")
    s.set_choice("A", "remove")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "-1/-1", 1)
    s.assert_power_toughness("A", "Hill Giant", 2, 2)


def test_122_1_skyship_plunderer_gives_each_kind_to_a_permanent(real_db: CardDatabase) -> None:
    """Skyship Plunderer (2/1 flying) hits B: "for each kind of counter on target permanent or
    player, give that permanent or player another counter of that kind." A's Grizzly Bears with
    a +1/+1 and a charge counter gets one more of each."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Skyship Plunderer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1, "charge": 1})
    s.attack(3, "A", "Skyship Plunderer")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_counter_count("A", "Grizzly Bears", "charge", 2)


def test_122_1_skyship_plunderer_gives_a_player_another_poison(real_db: CardDatabase) -> None:
    """A player target (115.1): Blighted Agent (1/1 infect, unblockable) and Skyship Plunderer
    both hit B; B has 1 poison counter as the trigger resolves and gets another: 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Skyship Plunderer")
    s.add_card(Zone.BATTLEFIELD, "A", "Blighted Agent")
    s.attack(3, "A", "Skyship Plunderer")
    s.attack(3, "A", "Blighted Agent")
    s.add_target("A", "B")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_player_counters("B", "poison", 2)


def test_122_1_animation_module_gives_the_chosen_kind(real_db: CardDatabase) -> None:
    """Animation Module: "{3}, {T}: Choose a counter on target permanent or player. Give that
    permanent or player another counter of that kind." On Grizzly Bears with a +1/+1 and a
    charge counter, A chooses charge: two charge counters, still one +1/+1 (so the Module's
    "Whenever one or more +1/+1 counters are put on a permanent you control" doesn't
    trigger: no Servo)."""
    _compiled(real_db, "Animation Module")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Animation Module")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1, "charge": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}", targets=["Grizzly Bears"])
    s.set_choice("A", "charge")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "charge", 2)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_permanent_count("A", "Servo Token", 0)


def test_122_6_animation_module_servo_for_a_plus_counter(real_db: CardDatabase) -> None:
    """The Module gives the Bears' one kind, +1/+1 (4/4 now); its trigger ("Whenever one or
    more +1/+1 counters are put on a permanent you control, you may pay {1}. If you do, create
    a 1/1 colorless Servo artifact creature token.") is paid with the fourth Island: a
    Servo."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Animation Module")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}, {T}", targets=["Grizzly Bears"])
    s.set_choice("A", "yes")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_permanent_count("A", "Servo Token", 1)


# ------------------------------------------ 122.8, 608.2d, 115.1: "... or opponent"


def test_122_8_price_of_betrayal_removes_up_to_five_from_a_creature(
        real_db: CardDatabase) -> None:
    """Price of Betrayal: "Remove up to five counters from target artifact, creature,
    planeswalker, or opponent." B's Grizzly Bears with three +1/+1 and three charge counters:
    A removes the three +1/+1 counters (the most, by default), then two charge counters (five
    in all): 2/2 with one charge counter left."""
    _compiled(real_db, "Price of Betrayal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Price of Betrayal")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", counters={"+1/+1": 3, "charge": 3})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Price of Betrayal", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 0)
    s.assert_counter_count("B", "Grizzly Bears", "charge", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_122_8_price_of_betrayal_takes_poison_from_an_opponent(real_db: CardDatabase) -> None:
    """An opponent as the target (115.1): A's Blighted Agent gives B one poison counter; the
    postcombat Price of Betrayal removes it (B has none)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blighted Agent")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Price of Betrayal")
    s.attack(3, "A", "Blighted Agent")
    s.check(3, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_player_counters("B", "poison", 1))
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "A", "Price of Betrayal", targets=["B"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_player_counters("B", "poison", 0)
    s.assert_life("B", 20)


def test_115_1_price_of_betrayal_cannot_target_its_caster(real_db: CardDatabase) -> None:
    """"or opponent": A can't target A (the spell stays in hand)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Price of Betrayal")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Price of Betrayal", targets=["A"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_hand_count("A", 1, "Price of Betrayal")


# ------------------------------------------ 107.3, 601.2c: X targets, X a number of counters


def test_107_3_rumbling_crescendo_destroys_as_many_lands_as_verses(
        real_db: CardDatabase) -> None:
    """Rumbling Crescendo with two verse counters gets a third in A's upkeep ("you may put a
    verse counter on ~"); "{R}, Sacrifice ~: Destroy up to X target lands, where X is the
    number of verse counters on ~." then takes three targets (X counted as it is activated,
    before the sacrifice: 601.2c, 601.2h): B's Forest, Island and Plains are destroyed, the
    Swamp stays."""
    _compiled(real_db, "Rumbling Crescendo", "Recantation", "Serra's Liturgy")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rumbling Crescendo", counters={"verse": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    for land in ("Forest", "Island", "Plains", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "B", land)
    s.check(1, Step.PRECOMBAT_MAIN,
            lambda sc: sc.assert_counter_count("A", "Rumbling Crescendo", "verse", 3))
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, Sacrifice",
                       targets=["Forest", "Island", "Plains"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_battlefield_count("B", 1)
    s.assert_permanent_count("B", "Swamp", 1)
    s.assert_graveyard_count("A", "Rumbling Crescendo", 1)


def test_107_3_recantation_returns_no_more_than_its_verses(real_db: CardDatabase) -> None:
    """Recantation with one verse counter (none added: A declines in its upkeep) can return
    only one target permanent ("up to X target permanents ..., where X is the number of verse
    counters on ~"): B's Grizzly Bears goes back to B's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Recantation", counters={"verse": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "no")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, Sacrifice",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_107_3_recantation_two_targets_with_one_verse_refused(real_db: CardDatabase) -> None:
    """With one verse counter, X is 1: two targets can't be chosen (601.2c)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Recantation", counters={"verse": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "no")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, Sacrifice",
                       targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_107_3_vile_requiem_destroys_two_nonblack_creatures(real_db: CardDatabase) -> None:
    """Vile Requiem with two verse counters (A declines the third): "{1}{B}, Sacrifice ~:
    Destroy up to X target nonblack creatures, where X is the number of verse counters on ~.
    They can't be regenerated." B's Grizzly Bears and Hill Giant are destroyed."""
    _compiled(real_db, "Vile Requiem")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vile Requiem", counters={"verse": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "no")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{B}, Sacrifice",
                       targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Hill Giant", 1)


# ------------------------------------------ 122.1, 608.2h: "a number of ... counters equal to"


def test_122_1_reverent_hunter_counters_equal_to_devotion(real_db: CardDatabase) -> None:
    """Reverent Hunter (1/1, {2}{G}) enters with A controlling Grizzly Bears ({1}{G}): "put a
    number of +1/+1 counters on it equal to your devotion to green" -- two (its own {G} and the
    Bears'): a 3/3."""
    _compiled(real_db, "Reverent Hunter", "Geometric Nexus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Reverent Hunter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reverent Hunter")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("A", "Reverent Hunter", "+1/+1", 2)
    s.assert_power_toughness("A", "Reverent Hunter", 3, 3)


def test_122_1_geometric_nexus_charges_by_mana_value(real_db: CardDatabase) -> None:
    """Geometric Nexus: "Whenever a player casts an instant or sorcery spell, put a number of
    charge counters on ~ equal to that spell's mana value." A's Shock (1) and Lava Axe (5):
    six charge counters."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Geometric Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Lava Axe")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lava Axe", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Geometric Nexus", "charge", 6)
    s.assert_life("B", 13)


# ------------------------------------------ 603.12: "you may remove a counter from it. When you do"


def test_603_12_kappa_tech_wrecker_spends_its_deathtouch_counter(
        real_db: CardDatabase) -> None:
    """Kappa Tech-Wrecker (1/3) with its deathtouch counter hits B: "you may remove a
    deathtouch counter from it. When you do, exile target artifact or enchantment that player
    controls." B's Sol Ring is exiled; the Kappa has no counter left; B lost 1 life."""
    _compiled(real_db, "Kappa Tech-Wrecker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kappa Tech-Wrecker", counters={"deathtouch": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.attack(3, "A", "Kappa Tech-Wrecker")
    s.add_target("A", "Sol Ring")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_exile_count("Sol Ring", 1)
    s.assert_counter_count("A", "Kappa Tech-Wrecker", "deathtouch", 0)


def test_603_12_kappa_tech_wrecker_without_a_counter_exiles_nothing(
        real_db: CardDatabase) -> None:
    """With no deathtouch counter there is none to remove: it wasn't done, so the reflexive
    trigger doesn't happen (603.12): the Sol Ring stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kappa Tech-Wrecker")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.attack(3, "A", "Kappa Tech-Wrecker")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("B", "Sol Ring", 1)


def test_122_1_scourge_of_skola_vale_grows_by_the_sacrificed_toughness(
        real_db: CardDatabase) -> None:
    """Scourge of Skola Vale (0/0, two +1/+1 counters): "{T}, Sacrifice another creature: Put a
    number of +1/+1 counters on ~ equal to the sacrificed creature's toughness." Hill Giant
    (3/3) sacrificed: five counters, 5/5 (its toughness as it last existed, 608.2h)."""
    _compiled(real_db, "Scourge of Skola Vale")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Scourge of Skola Vale", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}, Sacrifice another creature")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_counter_count("A", "Scourge of Skola Vale", "+1/+1", 5)
    s.assert_power_toughness("A", "Scourge of Skola Vale", 5, 5)
