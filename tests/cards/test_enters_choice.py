"""614.12a "As ~ enters the battlefield, choose a color / a creature type" read from Oracle
text (cards/oracle/entering.py) and "of the chosen color / type" (the source's choice,
rules/filters.py), played with real cards (skipped without the shared MTGJSON file)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_614_12a_engineered_plague_shrinks_the_chosen_type(real_db: CardDatabase) -> None:
    """Engineered Plague enters with "Elf" chosen: B's Llanowar Elves and Elvish Visionary
    (1/1 Elves) get -1/-1 and die (704.5f); A's Grizzly Bears (a Bear) stay 2/2."""
    _compiled(real_db, "Engineered Plague")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Engineered Plague")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Elvish Visionary")
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Engineered Plague")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_graveyard_count("B", "Elvish Visionary", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_614_12a_hall_of_triumph_pumps_only_the_chosen_color(real_db: CardDatabase) -> None:
    """Hall of Triumph enters with green chosen: A's green Grizzly Bears are 3/3, A's white
    Savannah Lions stay 2/1, B's green Llanowar Elves stay 1/1 ("you control")."""
    _compiled(real_db, "Hall of Triumph")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Hall of Triumph")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.set_choice("A", "Green")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hall of Triumph")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Savannah Lions", 2, 1)
    s.assert_power_toughness("B", "Llanowar Elves", 1, 1)


def test_614_12a_no_choice_no_match(real_db: CardDatabase) -> None:
    """Hall of Triumph put onto the battlefield by the scenario (it never entered by an event
    that asked for a color): nothing is of the chosen color, the Bears stay 2/2."""
    _compiled(real_db, "Hall of Triumph")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hall of Triumph")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_614_12a_adaptive_automaton_is_the_chosen_type(real_db: CardDatabase) -> None:
    """Adaptive Automaton enters with "Elf" chosen: it is a Construct Elf (613.1d, layer 4),
    A's other Elf (Llanowar Elves) is 2/2 and the Automaton itself stays 2/2 ("other"); B's
    Llanowar Elves stay 1/1 ("you control")."""
    _compiled(real_db, "Adaptive Automaton")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Adaptive Automaton")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Adaptive Automaton")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Adaptive Automaton", "Elf")
    s.assert_subtype("Adaptive Automaton", "Construct")
    s.assert_power_toughness("A", "Adaptive Automaton", 2, 2)
    s.assert_power_toughness("A", "Llanowar Elves", 2, 2)
    s.assert_power_toughness("B", "Llanowar Elves", 1, 1)


def test_702_16_order_of_the_stars_protection_from_the_chosen_color(
        real_db: CardDatabase) -> None:
    """Order of the Stars enters with red chosen: A's green Giant Growth can target it (0/1
    becomes 3/4); on turn 2 B's red Shock can't (702.16b)."""
    _compiled(real_db, "Order of the Stars")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Order of the Stars")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Order of the Stars")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Order of the Stars"])
    s.check(1, Step.END_TURN,
            lambda sc: sc.assert_power_toughness("A", "Order of the Stars", 3, 4))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Order of the Stars"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="not a legal target"):
        s.execute()
    s.assert_permanent_count("A", "Order of the Stars", 1)


def test_614_12a_coldsteel_heart_adds_the_chosen_color(real_db: CardDatabase) -> None:
    """Coldsteel Heart enters (tapped) with blue chosen; on turn 3 "{T}: Add one mana of the
    chosen color" adds {U}, which casts Opt (A has only Plains, so before it Opt can't be
    cast)."""
    _compiled(real_db, "Coldsteel Heart")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Coldsteel Heart")
    s.add_card(Zone.HAND, "A", "Opt")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.set_choice("A", "Blue")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Coldsteel Heart")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_playable("A", "Opt", False))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Add one mana of the chosen color")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Opt", 1)
    s.assert_tapped("Coldsteel Heart")
    assert ("mana", 0, "U") in s.state.log


def test_614_12a_thriving_bluff_color_other_than_red(real_db: CardDatabase) -> None:
    """Thriving Bluff is played (it enters tapped) with blue chosen (614.12a); on turn 3 its
    "one mana of the chosen color" casts Opt."""
    _compiled(real_db, "Thriving Bluff")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Thriving Bluff")
    s.add_card(Zone.HAND, "A", "Opt")
    s.set_choice("A", "Blue")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Thriving Bluff")
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_tapped("Thriving Bluff"))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Add one mana of the chosen color")
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Opt")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Opt", 1)
    oid = next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Thriving Bluff")
    assert dict(s.state.objects[oid].chosen)["color"] == "U"


def test_614_12a_a_color_other_than_red_is_not_offered(real_db: CardDatabase) -> None:
    """The choice as Thriving Bluff enters offers the four other colors only."""
    from mtg_engine.rules.replacement import Event, entering_choice_options

    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Thriving Bluff")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    oid = s.state.players[0].hand[0]
    options, _ = entering_choice_options(s.state, Event("move", obj=oid, to="battlefield",
                                                        controller=0), "color_except_R")
    assert options == (0, 1, 2, 4)  # W U B G


def _spider(real_db: CardDatabase, kill: bool) -> Scenario:
    _compiled(real_db, "Somberwald Spider")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Somberwald Spider")
    s.add_card(Zone.HAND, "A", "Disfigure")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    if kill:
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disfigure", targets=["Llanowar Elves"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Somberwald Spider")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_1c_counters_if_a_creature_died_this_turn(real_db: CardDatabase) -> None:
    """Somberwald Spider (2/4) "enters the battlefield with two +1/+1 counters on it if a
    creature died this turn": after Disfigure killed B's Llanowar Elves it is 4/6."""
    s = _spider(real_db, kill=True)
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_counter_count("A", "Somberwald Spider", "+1/+1", 2)
    s.assert_power_toughness("A", "Somberwald Spider", 4, 6)


def test_614_1c_no_counters_when_the_condition_fails(real_db: CardDatabase) -> None:
    """With no creature dead this turn, Somberwald Spider enters as a 2/4 without counters."""
    s = _spider(real_db, kill=False)
    s.assert_counter_count("A", "Somberwald Spider", "+1/+1", 0)
    s.assert_power_toughness("A", "Somberwald Spider", 2, 4)


def test_614_12a_iona_forbids_only_the_chosen_color(real_db: CardDatabase) -> None:
    """Iona, Shield of Emeria enters with red chosen: B can't cast Lightning Bolt (101.2) but
    can cast Giant Growth."""
    _compiled(real_db, "Iona, Shield of Emeria")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Iona, Shield of Emeria")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 9)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Giant Growth")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Iona, Shield of Emeria")
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: (sc.assert_playable("B", "Lightning Bolt", False),
                                                sc.assert_playable("B", "Giant Growth", True)))
    s.stop_at(2, Step.END_TURN)
    s.execute()


def test_614_12a_pentarch_paladin_targets_the_chosen_color(real_db: CardDatabase) -> None:
    """Pentarch Paladin enters with green chosen; on turn 3 "{W}{W}, {T}: Destroy target
    permanent of the chosen color" destroys B's Llanowar Elves; B's Savannah Lions (white)
    can't be its target."""
    _compiled(real_db, "Pentarch Paladin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Pentarch Paladin")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Savannah Lions")
    s.set_choice("A", "Green")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pentarch Paladin")

    def only_the_elves(sc: Scenario) -> None:
        from mtg_engine.rules.activation import activate_actions

        targets = {sc._name(t) for a in activate_actions(sc.state, 0) for t in a.targets}
        assert targets == {"Llanowar Elves"}, targets

    s.check(3, Step.UPKEEP, only_the_elves)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{W}{W}, {T}: Destroy",
                       targets=["Llanowar Elves"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Llanowar Elves", 1)
    s.assert_permanent_count("B", "Savannah Lions", 1)


def test_614_1c_metallic_mimic_adds_a_counter_to_the_chosen_type(real_db: CardDatabase) -> None:
    """Metallic Mimic enters with "Elf" chosen (it is an Elf too, 2/1 without counters). A's
    Llanowar Elves then enter with an additional +1/+1 counter (2/2); Grizzly Bears (a Bear)
    enter without (2/2 base, no counter)."""
    _compiled(real_db, "Metallic Mimic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Metallic Mimic")
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.set_choice("A", "Elf")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Metallic Mimic")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_subtype("Metallic Mimic", "Elf")
    s.assert_counter_count("A", "Metallic Mimic", "+1/+1", 0)
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 1)
    s.assert_power_toughness("A", "Llanowar Elves", 2, 2)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 0)
