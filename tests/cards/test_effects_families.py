"""Spell, activated and loyalty effect families compiled from Oracle text (issue 11), played
from real cards of the shared MTGJSON file (skipped without it): exact figures, and the rule
each shows."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_700_2_cryptic_command_two_modes_with_their_own_targets(real_db: CardDatabase) -> None:
    """Cryptic Command, "Choose two —": counter target spell and return target permanent to
    its owner's hand; the second mode's target is the second of the spell's targets (601.2c).
    """
    cdef = real_db.get("Cryptic Command")
    assert cdef.spell is not None and cdef.spell.choose == 2 and len(cdef.spell.modes) == 4
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Cryptic Command")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.set_mode_choice("B", 1)
    s.set_mode_choice("B", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Cryptic Command",
                 targets=["Hill Giant", "Grizzly Bears"], responding_to="Hill Giant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_graveyard_count("B", "Cryptic Command", 1)
    s.assert_hand_count("B", 0)


def test_700_2_cryptic_command_tap_and_draw(real_db: CardDatabase) -> None:
    """Modes 3 and 4: tap all creatures the opponents control, draw a card (in the order
    written, 700.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.HAND, "B", "Cryptic Command")
    s.set_mode_choice("B", 3)
    s.set_mode_choice("B", 4)
    s.cast_spell(1, Step.UPKEEP, "B", "Cryptic Command")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_tapped("Grizzly Bears")
    s.assert_tapped("Hill Giant", False)
    s.assert_hand_count("B", 1)


def test_700_2_mode_counts_the_caster_may_choose(real_db: CardDatabase) -> None:
    """"Choose two" of four: the six pairs; "Choose one or both": three choices; "Choose one or
    more" of three: seven (700.2)."""
    from mtg_engine.rules.casting import mode_choices

    assert len(mode_choices(real_db.get("Cryptic Command").spell)) == 6
    assert mode_choices(real_db.get("Cryptic Command").spell)[0] == (0, 1)
    crush = real_db.get("Crush Contraband").spell  # "Choose one or both —"
    assert crush is not None and (crush.choose, crush.choose_min) == (2, 1)
    assert mode_choices(crush) == [(0,), (1,), (0, 1)]
    rain = real_db.get("Rain of Thorns").spell  # "Choose one or more —"
    assert rain is not None and len(mode_choices(rain)) == 7


def test_700_2_crush_contraband_one_or_both(real_db: CardDatabase) -> None:
    """Crush Contraband: both modes, an artifact and an enchantment exiled."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Crush Contraband")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.set_mode_choice("A", 1)
    s.set_mode_choice("A", 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crush Contraband",
                 targets=["Ornithopter", "Glorious Anthem"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Ornithopter", 1)
    s.assert_exile_count("Glorious Anthem", 1)


def test_107_3_death_wind_minus_x(real_db: CardDatabase) -> None:
    """Death Wind, X=2: "Target creature gets -X/-X until end of turn." Hill Giant (3/3) is 1/1;
    Grizzly Bears (2/2) would be 0/0 and dies (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.HAND, "A", "Death Wind", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Death Wind", targets=["Hill Giant"], x=2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Death Wind", targets=["Grizzly Bears"], x=1)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 1, 1)


def test_107_3_kessig_wolf_run_plus_x_and_trample(real_db: CardDatabase) -> None:
    """Kessig Wolf Run, X=3: "Target creature gets +X/+0 and gains trample until end of
    turn." Grizzly Bears is 5/2 with trample, and 2/2 again in the next turn (514.2)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kessig Wolf Run")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A",
                       "{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until end "
                       "of turn.", targets=["Grizzly Bears"], x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 5, 2)
    s.assert_abilities("A", "Grizzly Bears", ["trample"])


def test_401_wayward_soul_puts_itself_on_top_of_its_library(real_db: CardDatabase) -> None:
    """Wayward Soul: "{U}: Put ~ on top of its owner's library." (401.1, 201.5)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Wayward Soul")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}: Put Wayward Soul on top")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Wayward Soul", 0)
    s.assert_library_count("A", 21)
    s.assert_library_count("A", 1, "Wayward Soul")
    top = s.state.players[0].library[-1]
    assert s.state.objects[top].card.name == "Wayward Soul"


def test_702_110_menace_fear_intimidate_are_granted_until_end_of_turn() -> None:
    """"~ gains menace until end of turn": a keyword ability granted in layer 6 (613.1f),
    which rules/combat.py reads from the creature's characteristics (702.110b, 702.36b,
    702.13b)."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    for kw in ("menace", "fear", "intimidate"):
        ctx = Ctx(allow_x=False, on_permanent=True)
        assert compile_effects(ctx, f"~ gains {kw} until end of turn.") == [
            {"grant": {"what": "self", "keywords": [kw]}}]


def _library(s: Scenario, player: str, bottom_to_top: list[str]) -> None:
    s.remove_all_from_library(player)
    for name in bottom_to_top:
        s.add_card(Zone.LIBRARY, player, name)


def _names(s: Scenario, ids: list[int]) -> list[str]:
    return [s.state.objects[i].card.name for i in ids]


def test_401_5_impulse_one_to_hand_the_rest_on_the_bottom(real_db: CardDatabase) -> None:
    """Impulse: "Look at the top four cards of your library. Put one of them into your hand and
    the rest on the bottom of your library in any order." Hill Giant (third from the top) is
    taken; the other three go under the two Islands, in the order they were (401.5)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Island", "Grizzly Bears", "Hill Giant", "Forest", "Mountain"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Impulse")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Impulse")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_library_count("A", 5)
    assert _names(s, s.state.players[0].library) == [
        "Grizzly Bears", "Forest", "Mountain", "Island", "Island"]


def test_401_5_forbidden_alchemy_the_rest_into_the_graveyard(real_db: CardDatabase) -> None:
    """Forbidden Alchemy: one of the top four into the hand, the other three into the
    graveyard."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Grizzly Bears", "Hill Giant", "Forest", "Mountain"])
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Forbidden Alchemy")
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Forbidden Alchemy")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_graveyard_count("A", None, 4)  # three cards and Forbidden Alchemy
    s.assert_library_count("A", 1, "Island")


def test_701_16_elvish_rejuvenator_a_land_onto_the_battlefield_tapped(
        real_db: CardDatabase) -> None:
    """Elvish Rejuvenator: of the top five, only land cards may be chosen; Forest enters
    tapped; the other four go to the bottom in a random order (seeded)."""
    s = Scenario(cards=real_db)
    _library(s, "A", ["Island", "Grizzly Bears", "Hill Giant", "Forest", "Mountain",
                      "Llanowar Elves"])
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Elvish Rejuvenator")
    s.set_choice("A", "Forest")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Elvish Rejuvenator")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Forest", 4)
    s.assert_tapped("Forest")  # the new one (the three paid for the spell are tapped too)
    s.assert_library_count("A", 5)
    lib = _names(s, s.state.players[0].library)
    assert lib[-1] == "Island" and sorted(lib[:4]) == [
        "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Mountain"]
    d = [e for e in s.state.log if e[0] == "look_at_top"]
    assert d == [("look_at_top", 0, 5)]


def test_613_treetop_village_becomes_a_creature_that_is_still_a_land(
        real_db: CardDatabase) -> None:
    """Treetop Village: "~ becomes a 3/3 green Ape creature with trample until end of turn.
    It's still a land." Layer 4 adds Creature and Ape and keeps Land (205.1b),
    layer 5 makes it green, layer 6 gives trample, layer 7b sets 3/3 (613.1d-f, 613.4b); at
    the cleanup step the effect ends (514.2): a land again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Treetop Village")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}: Treetop Village becomes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Treetop Village", 3, 3)
    s.assert_type("Treetop Village", "Creature")
    s.assert_type("Treetop Village", "Land")
    s.assert_subtype("Treetop Village", "Ape")
    s.assert_color("Treetop Village", ["Green"])
    s.assert_abilities("A", "Treetop Village", ["trample"])

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Treetop Village")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{G}: Treetop Village becomes")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_type("Treetop Village", "Creature", False)
    s.assert_color("Treetop Village", [])


def test_205_1b_azorius_keyrune_becomes_an_artifact_creature(real_db: CardDatabase) -> None:
    """Azorius Keyrune: "~ becomes a 2/2 white and blue Bird artifact creature with flying
    until end of turn." It stays an artifact (205.1b), is a white and blue (105.3) 2/2 Bird
    with flying, and attacks the turn after it entered: B takes 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Azorius Keyrune")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{W}{U}: Azorius Keyrune becomes")
    s.attack(1, "A", "Azorius Keyrune")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_type("Azorius Keyrune", "Artifact")
    s.assert_type("Azorius Keyrune", "Creature")
    s.assert_subtype("Azorius Keyrune", "Bird")
    s.assert_color("Azorius Keyrune", ["White", "Blue"])
    s.assert_abilities("A", "Azorius Keyrune", ["flying"])
    s.assert_life("B", 18)


def test_702_90_inkmoth_nexus_becomes_a_creature_with_infect(real_db: CardDatabase) -> None:
    """Inkmoth Nexus: "~ becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and
    infect until end of turn. It's still a land." (205.1b: an artifact land creature)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Inkmoth Nexus")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}: Inkmoth Nexus becomes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_subtype("Inkmoth Nexus", "Phyrexian")
    s.assert_subtype("Inkmoth Nexus", "Blinkmoth")
    for t in ("Land", "Artifact", "Creature"):
        s.assert_type("Inkmoth Nexus", t)
    s.assert_abilities("A", "Inkmoth Nexus", ["flying", "infect"])
    s.assert_power_toughness("A", "Inkmoth Nexus", 1, 1)


def test_205_3m_mutavault_has_all_creature_types(real_db: CardDatabase) -> None:
    """Mutavault: "~ becomes a 2/2 creature with all creature types until end of turn. It's
    still a land." """
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mutavault")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}: Mutavault becomes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Mutavault", 2, 2)
    s.assert_subtype("Mutavault", "Goblin")
    s.assert_subtype("Mutavault", "Elf")
    s.assert_color("Mutavault", [])


def test_611_2a_celestial_colonnade_until_end_of_turn_first(real_db: CardDatabase) -> None:
    """Celestial Colonnade: "Until end of turn, ~ becomes a 4/4 white and blue Elemental
    creature with flying and vigilance. It's still a land." Attacking doesn't tap it
    (702.20b): B takes 4."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Celestial Colonnade")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{3}{W}{U}: Until end of turn")
    s.attack(1, "A", "Celestial Colonnade")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_tapped("Celestial Colonnade", False)
    s.assert_abilities("A", "Celestial Colonnade", ["flying", "vigilance"])


def test_205_3m_human_frailty_targets_only_a_human(real_db: CardDatabase) -> None:
    """Human Frailty: "Destroy target Human creature." Elite Vanguard (Human Soldier) is
    destroyed; Grizzly Bears (a Bear) is not a legal target (115.1, 205.3m)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Human Frailty")
    s.add_card(Zone.BATTLEFIELD, "B", "Elite Vanguard")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Human Frailty", targets=["Elite Vanguard"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Elite Vanguard", 1)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")
    s.add_card(Zone.HAND, "A", "Human Frailty")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Human Frailty", targets=["Grizzly Bears"])
    with pytest.raises(ScenarioError) as e:
        s.execute()
    assert "not a legal target" in str(e.value)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_205_3m_riptide_laboratory_returns_a_wizard_you_control(real_db: CardDatabase) -> None:
    """Riptide Laboratory: "{1}{U}, {T}: Return target Wizard you control to its owner's
    hand." """
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Riptide Laboratory")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer")  # Human Wizard
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}, {T}: Return target Wizard",
                       targets=["Prodigal Sorcerer"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Prodigal Sorcerer")


def test_114_elspeth_emblem_pumps_creatures_you_control(real_db: CardDatabase) -> None:
    """Elspeth, Sun's Champion [−7]: "You get an emblem with "Creatures you control get +2/+2
    and have flying."" The emblem is in the command zone, owned and controlled by A (114.2);
    its static ability applies there (114.4) to A's creatures, also one cast after it, not to
    B's; Elspeth (loyalty 7) goes to the graveyard with 0 loyalty (704.5i)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elspeth, Sun's Champion", counters={"loyalty": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7: You get an emblem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Llanowar Elves")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Elspeth, Sun's Champion", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_abilities("A", "Grizzly Bears", ["flying"])
    s.assert_power_toughness("A", "Llanowar Elves", 3, 3)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)
    s.assert_abilities("B", "Hill Giant", ["flying"], present=False)
    (eid,) = s.state.command
    emblem = s.state.objects[eid]
    assert emblem.owner == emblem.controller == 0 and not emblem.card.types
    # a saved game keeps it (the emblem's definition is found again by its handle)
    from mtg_engine.state.game_state import GameState

    again = GameState.from_json(s.state.to_json(), real_db)
    assert again.objects[eid].card == emblem.card


def test_114_emblem_that_names_itself_as_the_damage_source() -> None:
    """'this emblem deals ...' names the emblem as the source of the damage (120.1, 114.4):
    read as the trigger's own source (session 16; it was refused before). Any other "~" in an
    emblem's ability stays refused."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK, Ctx, compile_effects
    from mtg_engine.cards.oracle.emblems import CARD_NAME

    sink: list[dict[str, object]] = []
    t1, t2 = _TOKEN_SINK.set(sink), CARD_NAME.set("Test Walker")
    try:
        got = compile_effects(Ctx(), 'You get an emblem with "Whenever you cast a spell, this '
                                     'emblem deals 5 damage to any target."')
        ok = compile_effects(Ctx(), 'You get an emblem with "Creatures you control get +1/+1."')
        named = compile_effects(Ctx(), 'You get an emblem with "Whenever you cast a spell, '
                                       'untap ~."')
    finally:
        _TOKEN_SINK.reset(t1)
        CARD_NAME.reset(t2)
    assert got == [{"emblem": {"name": "Test Walker Emblem"}}]
    assert named is None
    assert ok == [{"emblem": {"name": "Test Walker Emblem 2"}}]
    assert sink[0]["triggers"][0]["effects"] == [  # type: ignore[index]
        {"damage": {"amount": 5, "to": "target"}}]
    assert sink[1] == {"name": "Test Walker Emblem 2", "type": "", "statics": [
        {"anthem": {"filter": {"controller": "you", "types": ["Creature"]}, "power": 1,
                    "toughness": 1}}]}


def test_114_4_an_emblems_triggered_ability_triggers(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """An emblem's triggered ability functions in the command zone (114.4): after Test
    Walker's [−1], each spell A casts has B mill two cards; the emblem is A's (114.2), so B's
    spells don't trigger it."""
    from tests.cards.conftest import FIXTURE_CARDS, face, write_atomic

    monkeypatch.setenv("MTG_ENGINE_CACHE_DIR", str(tmp_path / "cache"))
    cards = dict(FIXTURE_CARDS)
    cards["Test Walker"] = [face(
        "Test Walker", "Legendary Planeswalker — Jace", cost="{2}{U}", loyalty="3",
        text='[−1]: You get an emblem with "Whenever you cast a spell, target opponent mills '
             'two cards."')]
    db = CardDatabase.load(write_atomic(tmp_path / "AtomicCards.json", cards))
    assert db.get("Test Walker").abilities[0].loyalty == -1
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Walker")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Test Spear")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Test Spear")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-1: You get an emblem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Spear", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Test Spear", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Test Walker", "loyalty", 2)
    s.assert_life("B", 17)
    s.assert_life("A", 17)
    s.assert_graveyard_count("B", None, 3)  # two milled cards and B's Test Spear
    s.assert_library_count("B", 17)  # 20, two milled, one drawn in turn 2


def test_615_1a_maze_of_ith_prevents_combat_damage_to_and_by_the_attacker(
        real_db: CardDatabase) -> None:
    """Maze of Ith: "Untap target attacking creature. Prevent all combat damage that would be
    dealt to and dealt by that creature this turn." Hill Giant attacks A and is blocked by
    Grizzly Bears: no combat damage is dealt by or to it (615.1a, 510.2); it is untapped."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maze of Ith")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Craw Wurm")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{T}: Untap target attacking creature",
                       targets=["Hill Giant"])
    s.block(2, "A", "Grizzly Bears", "Hill Giant")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_tapped("Hill Giant", False)
    s.assert_damage("Hill Giant", 0)
    s.assert_damage("Grizzly Bears", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 14)  # Craw Wurm's 6 combat damage is not prevented


def test_615_1a_fend_off_prevents_only_combat_damage_the_creature_deals(
        real_db: CardDatabase) -> None:
    """Fend Off: "Prevent all combat damage that would be dealt by target creature this turn."
    Hill Giant attacks and deals no combat damage to A (615.1a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Fend Off")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Fend Off", targets=["Hill Giant"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Fend Off", 1)


def test_115_another_target_creature_is_not_the_source(real_db: CardDatabase) -> None:
    """Selfless Savior: "Sacrifice ~: Another target creature you control gains indestructible
    until end of turn." Itself is not a legal target (115.1); Grizzly Bears is, and gains
    indestructible (702.12b)."""
    cdef = real_db.get("Selfless Savior")
    assert cdef.abilities[0].targets[0].filter.other
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Selfless Savior")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice Selfless Savior",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Selfless Savior", 1)
    s.assert_abilities("A", "Grizzly Bears", ["indestructible"])

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Selfless Savior")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice Selfless Savior",
                       targets=["Selfless Savior"])
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", "Selfless Savior", 1)


def test_401_academy_ruins_puts_an_artifact_card_on_top(real_db: CardDatabase) -> None:
    """Academy Ruins: "{1}{U}, {T}: Put target artifact card from your graveyard on top of
    your library." (400.3: its owner's library, yours)"""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Academy Ruins")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Ornithopter")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}{U}, {T}: Put target artifact card",
                       targets=["Ornithopter"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 0)
    top = s.state.players[0].library[-1]
    assert s.state.objects[top].card.name == "Ornithopter"


def test_701_20_soldier_of_fortune_target_player_shuffles(real_db: CardDatabase) -> None:
    """Soldier of Fortune: "{R}, {T}: Target player shuffles their library." (701.20a) B's
    library is shuffled: its order changes (seeded), its cards stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soldier of Fortune")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    _library(s, "B", ["Island", "Forest", "Mountain", "Plains", "Swamp", "Grizzly Bears",
                      "Hill Giant", "Ornithopter"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}: Target player shuffles",
                       targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    lib = _names(s, s.state.players[1].library)
    assert sorted(lib) == sorted(["Island", "Forest", "Mountain", "Plains", "Swamp",
                                  "Grizzly Bears", "Hill Giant", "Ornithopter"])
    assert lib != ["Island", "Forest", "Mountain", "Plains", "Swamp", "Grizzly Bears",
                   "Hill Giant", "Ornithopter"]
    assert len(s.state.players[0].library) == 20  # A's is untouched


def _frost_lynx(real_db: CardDatabase, stop_turn: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Frost Lynx")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frost Lynx")
    s.add_target("A", "Grizzly Bears")
    s.stop_at(stop_turn, Step.UPKEEP)
    s.execute()
    return s


def test_502_3_frost_lynx_creature_doesnt_untap_during_its_next_untap_step(
        real_db: CardDatabase) -> None:
    """Frost Lynx: "When ~ enters the battlefield, tap target creature an opponent controls.
    That creature doesn't untap during its controller's next untap step." B's Grizzly Bears
    stays tapped through B's untap step of turn 2 (502.3); the effect then ends, and it untaps
    in B's untap step of turn 4."""
    s = _frost_lynx(real_db, 2)
    s.assert_tapped("Grizzly Bears")
    assert not [e for e in s.state.effects if e.layer == "untap"]  # used up
    s = _frost_lynx(real_db, 3)
    s.assert_tapped("Grizzly Bears")  # A's untap step doesn't untap B's permanents
    s = _frost_lynx(real_db, 4)
    s.assert_tapped("Grizzly Bears", False)


def test_502_3_frost_breath_two_targets_stay_tapped(real_db: CardDatabase) -> None:
    """Frost Breath: "Tap up to two target creatures. Those creatures don't untap during their
    controller's next untap step." Both of B's creatures stay tapped in B's untap step of turn
    2 (502.3); B's Forest, untouched, untaps."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Frost Breath")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Frost Breath",
                 targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_tapped("Grizzly Bears")
    s.assert_tapped("Hill Giant")
    s.assert_tapped("Forest", False)


def _time_walk(real_db: CardDatabase, stop_turn: int, second: bool = False) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Time Walk", 2 if second else 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Time Walk")
    if second:
        s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Time Walk")
    s.stop_at(stop_turn, Step.UPKEEP)
    s.execute()
    return s


def test_500_7_time_walk_takes_an_extra_turn(real_db: CardDatabase) -> None:
    """Time Walk: "Take an extra turn after this one." Turn 2 is A's (500.7), turn 3 B's; two
    of them: turns 2 and 3 are A's, turn 4 B's; a saved game keeps the extra turns."""
    assert _time_walk(real_db, 2).state.active == 0
    assert _time_walk(real_db, 3).state.active == 1
    s = _time_walk(real_db, 2, second=True)
    assert s.state.active == 0 and s.state.extra_turns == (0,)
    from mtg_engine.state.game_state import GameState

    assert GameState.from_json(s.state.to_json(), real_db).extra_turns == (0,)
    assert _time_walk(real_db, 3, second=True).state.active == 0
    assert _time_walk(real_db, 4, second=True).state.active == 1


def test_701_27_grim_affliction_proliferates_the_chosen(real_db: CardDatabase) -> None:
    """Grim Affliction: "Put a -1/-1 counter on target creature, then proliferate." Hill Giant
    gets a -1/-1 counter, then one more; A chooses its Grizzly Bears (a +1/+1 counter: one
    more) and not Llanowar Elves (its +1/+1 counter stays one, 701.27a)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Grim Affliction")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves", counters={"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Hill Giant, Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grim Affliction", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 2)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 4)
    s.assert_counter_count("A", "Llanowar Elves", "+1/+1", 1)


def test_elvish_piper_puts_a_creature_card_from_hand(real_db: CardDatabase) -> None:
    """Elvish Piper: "{G}, {T}: You may put a creature card from your hand onto the
    battlefield." Craw Wurm enters (not cast: no mana paid for it); the Forest in hand can't
    be chosen (a creature card only)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Elvish Piper")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Craw Wurm")
    s.add_card(Zone.HAND, "A", "Forest")
    s.set_choice("A", "Craw Wurm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}, {T}: You may put")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_hand_count("A", 1, "Forest")
