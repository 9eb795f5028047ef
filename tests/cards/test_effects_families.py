"""Spell, activated and loyalty effect families compiled from Oracle text (issue 11), played
from real cards of the shared MTGJSON file (skipped without it): exact figures, and the rule
each shows."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


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
