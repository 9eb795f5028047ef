"""Session 12 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# ------------------------------------------------------------------------ populate (701.30)


def test_701_30a_eyes_in_the_skies_populates_the_bird_it_made(real_db: CardDatabase) -> None:
    """Eyes in the Skies: "Create a 1/1 white Bird creature token with flying, then populate."
    With no other token, populate copies the new Bird: A has two 1/1 flying Birds."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Eyes in the Skies")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eyes in the Skies")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Bird Token", 2)
    s.assert_power_toughness("A", "Bird Token#2", 1, 1)
    s.assert_abilities("A", "Bird Token#2", ["Flying"])


def test_701_30b_populate_without_a_creature_token_creates_nothing(
        real_db: CardDatabase) -> None:
    """701.30b: Wake the Reflections ("Populate.") with only a nontoken creature (Grizzly
    Bears) and B's Soldier token (not A's): no token is created."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 1)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Wake the Reflections")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Raise the Alarm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wake the Reflections")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_battlefield_count("A", 2)  # Plains, Grizzly Bears
    s.assert_permanent_count("B", "Soldier Token", 2)


def test_701_30a_populate_copies_the_token_chosen(real_db: CardDatabase) -> None:
    """A has two Soldiers (Raise the Alarm); Horncaller's Chant makes a 4/4 Rhino, then
    populates: A chooses a Soldier (a third one, not a second Rhino); Wake the Reflections,
    the Rhino: three 1/1 Soldiers and two 4/4 Rhinos."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 8)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    for card in ("Raise the Alarm", "Horncaller's Chant", "Wake the Reflections"):
        s.add_card(Zone.HAND, "A", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Raise the Alarm")
    s.set_choice("A", "Soldier Token")  # (Horncaller's Chant: which token it populates)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Horncaller's Chant")
    s.set_choice("A", "Rhino Token")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wake the Reflections")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Soldier Token", 3)
    s.assert_permanent_count("A", "Rhino Token", 2)
    s.assert_power_toughness("A", "Rhino Token#2", 4, 4)
    s.assert_abilities("A", "Rhino Token#2", ["Trample"])
    s.assert_power_toughness("A", "Soldier Token#3", 1, 1)


# ------------------------------------------------- damage dealt this turn (120.1, 120.3)


def _shock_then(real_db: CardDatabase, spell: str, target: str, turn: int = 1) -> Scenario:
    """A shocks B's Hill Giant (2 damage, it survives as a 3/3) on turn 1, then casts `spell`
    on turn `turn` targeting `target`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", spell)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.cast_spell(turn, Step.POSTCOMBAT_MAIN if turn == 1 else Step.PRECOMBAT_MAIN, "A", spell,
                 targets=[target])
    s.stop_at(turn, Step.END_TURN)
    return s


def test_120_1_you_are_already_dead_destroys_a_creature_dealt_damage(
        real_db: CardDatabase) -> None:
    """You Are Already Dead: "Destroy target creature that was dealt damage this turn. Draw a
    card." Hill Giant, shocked this turn, is destroyed; A draws a card (hand 1 -> 0 -> 1)."""
    s = _shock_then(real_db, "You Are Already Dead", "Hill Giant")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)


def test_120_1_a_creature_not_dealt_damage_is_no_legal_target(real_db: CardDatabase) -> None:
    """115.1: Grizzly Bears was dealt no damage this turn: You Are Already Dead can't target
    it (the cast is refused, the Bears stay)."""
    s = _shock_then(real_db, "You Are Already Dead", "Grizzly Bears")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_120_1_damage_dealt_last_turn_doesnt_count(real_db: CardDatabase) -> None:
    """The damage history is this turn's: on turn 3 Hill Giant (shocked on turn 1) is no legal
    target for Fatal Blow."""
    s = _shock_then(real_db, "Fatal Blow", "Hill Giant", turn=3)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_120_1_retaliate_destroys_the_creatures_that_dealt_damage_to_you(
        real_db: CardDatabase) -> None:
    """Retaliate: "Destroy all creatures that dealt damage to you this turn." B attacks with
    Grizzly Bears and Hill Giant; A's Wall of Stone blocks Hill Giant. After combat A (18
    life) casts Retaliate: the Bears are destroyed, Hill Giant (it dealt damage only to the
    Wall) and the Wall stay."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Wall of Stone")
    s.add_card(Zone.HAND, "A", "Retaliate")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Hill Giant")
    s.attack(2, "B", "Grizzly Bears")
    s.block(2, "A", "Wall of Stone", "Hill Giant")
    s.cast_spell(2, Step.END_COMBAT, "A", "Retaliate")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Wall of Stone", 1)


# --------------------------------------- "the color or colors of your choice" (105.3, 608.2d)


def test_105_3_quickchange_makes_a_creature_the_colors_chosen(real_db: CardDatabase) -> None:
    """Quickchange: "Target creature becomes the color or colors of your choice until end of
    turn. Draw a card." A chooses blue and red for B's (green) Grizzly Bears: it is blue and
    red only (105.3), green again on the next turn; A draws a card."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Quickchange")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.set_choice("A", "Red,Blue")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Quickchange", targets=["Grizzly Bears"])
    seen: list[str] = []
    s.check(1, Step.BEGIN_COMBAT, lambda sc: seen.append(_chars(sc, "Grizzly Bears").colors))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == ["UR"]
    assert _chars(s, "Grizzly Bears").colors == "G"
    s.assert_hand_count("A", 1)


def _chars(s: Scenario, name: str) -> Any:
    from mtg_engine.rules.layers import characteristics

    oid = next(o for o in s.state.battlefield if s.state.objects[o].card.name == name)
    return characteristics(s.state, oid)


# ------------------------------ a creature becomes another for a while (205.1b, 613.4b)


def test_613_4b_snakeform_makes_a_1_1_green_snake_with_no_abilities(
        real_db: CardDatabase) -> None:
    """Snakeform: "Until end of turn, target creature loses all abilities and becomes a green
    Snake with base power and toughness 1/1. Draw a card." B's Serra Angel (4/4 flying,
    vigilance, white Angel) is a 1/1 green Snake with no abilities (205.1b: Snake replaces
    Angel; 105.3: green replaces white) until end of turn, then a 4/4 Angel again."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Snakeform")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Snakeform", targets=["Serra Angel"])
    seen: list[tuple[int, int, frozenset[str], str, frozenset[str]]] = []

    def look(sc: Scenario) -> None:
        ch = _chars(sc, "Serra Angel")
        seen.append((ch.power, ch.toughness, ch.subtypes, ch.colors, ch.keywords))

    s.check(1, Step.BEGIN_COMBAT, look)
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(1, 1, frozenset({"Snake"}), "G", frozenset())]
    s.assert_power_toughness("B", "Serra Angel", 4, 4)
    s.assert_subtype("Serra Angel", "Angel")
    s.assert_hand_count("A", 1)


def test_613_4b_serpentine_ambush_sets_base_power_counters_still_count(
        real_db: CardDatabase) -> None:
    """Serpentine Ambush: "Until end of turn, target creature becomes a blue Serpent with base
    power and toughness 5/5." On A's Grizzly Bears with a +1/+1 counter: 6/6 (613.4b sets the
    base, 613.4c the counter applies after), blue, a Serpent and no Bear."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Serpentine Ambush")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 1})
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Serpentine Ambush", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 6, 6)
    s.assert_color("Grizzly Bears", ["U"])
    s.assert_subtype("Grizzly Bears", "Serpent")
    s.assert_subtype("Grizzly Bears", "Bear", present=False)


def test_613_1f_dance_of_the_skywise_keeps_the_flying_it_gives(real_db: CardDatabase) -> None:
    """Dance of the Skywise: "... becomes a blue Dragon Illusion with base power and toughness
    4/4, loses all abilities, and gains flying." A's Raging Goblin (haste) is a 4/4 Dragon
    Illusion with flying only: the loss comes first in layer 6 (613.1f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Dance of the Skywise")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dance of the Skywise", targets=["Raging Goblin"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Raging Goblin", 4, 4)
    assert _chars(s, "Raging Goblin").keywords == frozenset({"flying"})
    assert _chars(s, "Raging Goblin").subtypes == frozenset({"Dragon", "Illusion"})


# ------------------------------------------- the countered spell's controller (608.2h)


def test_608_2h_illumination_gives_life_equal_to_the_countered_spells_mana_value(
        real_db: CardDatabase) -> None:
    """Illumination: "Counter target artifact or enchantment spell. Its controller gains life
    equal to its mana value." B's Icy Manipulator (mana value 4) is countered; B gains 4 life
    (the spell's mana value as it last existed on the stack, 608.2h): 24."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Illumination")
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 4)
    s.add_card(Zone.HAND, "B", "Icy Manipulator")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Icy Manipulator")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Illumination", targets=["Icy Manipulator"],
                 responding_to="Icy Manipulator")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Icy Manipulator", 1)
    s.assert_life("B", 24)
    s.assert_life("A", 20)


# --------------------------------------- cards revealed until one of a kind (701.16a)


def _names(s: Scenario, ids: Any) -> list[str]:
    return [s.state.objects[i].card.name for i in ids]


def test_701_16a_hermit_druid_reveals_until_a_basic_land(real_db: CardDatabase) -> None:
    """Hermit Druid: "{G}, {T}: Reveal cards from the top of your library until you reveal a
    basic land card. Put that card into your hand and all other cards revealed this way into
    your graveyard." A's library from the top: Grizzly Bears, Lightning Bolt, Forest, Island:
    the Forest goes to A's hand, the Bears and the Bolt to the graveyard, the Island stays on
    top (it was never revealed)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hermit Druid")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    for card in ("Island", "Forest", "Lightning Bolt", "Grizzly Bears"):  # (the last on top)
        s.add_card(Zone.LIBRARY, "A", card)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}, {T}: Reveal")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Forest")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    assert _names(s, s.state.players[0].library[-1:]) == ["Island"]
    s.assert_library_count("A", 21)  # (the Island and 20 Wastes)


def test_701_16a_evolutionary_leap_puts_the_rest_on_the_bottom(real_db: CardDatabase) -> None:
    """Evolutionary Leap: "{G}, Sacrifice a creature: Reveal cards ... until you reveal a
    creature card. Put that card into your hand and the rest on the bottom of your library in
    a random order." From the top Lightning Bolt, Forest, Hill Giant: Hill Giant to the hand,
    the Bolt and the Forest to the bottom (a Wastes is on top again)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Evolutionary Leap")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    for card in ("Hill Giant", "Forest", "Lightning Bolt"):
        s.add_card(Zone.LIBRARY, "A", card)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}, Sacrifice a creature")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    lib = s.state.players[0].library
    assert sorted(_names(s, lib[:2])) == ["Forest", "Lightning Bolt"]  # (index 0: the bottom)
    assert _names(s, lib[-1:]) == ["Wastes"]


def test_701_16a_balustrade_spy_mills_until_a_land(real_db: CardDatabase) -> None:
    """Balustrade Spy: "When ~ enters the battlefield, target player reveals cards from the top
    of their library until they reveal a land card, then puts those cards into their
    graveyard." B's library from the top: Lightning Bolt, Grizzly Bears, Mountain: all three
    go to B's graveyard; B's library keeps its 20 Wastes."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Balustrade Spy")
    for card in ("Mountain", "Grizzly Bears", "Lightning Bolt"):
        s.add_card(Zone.LIBRARY, "B", card)
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Balustrade Spy")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    for card in ("Mountain", "Grizzly Bears", "Lightning Bolt"):
        s.assert_graveyard_count("B", card, 1)
    s.assert_library_count("B", 20)


def test_608_2h_polymorph_its_controller_puts_the_creature_found_onto_the_battlefield(
        real_db: CardDatabase) -> None:
    """Polymorph: "Destroy target creature. It can't be regenerated. Its controller reveals
    cards ... until they reveal a creature card. The player puts that card onto the
    battlefield, then shuffles all other cards revealed this way into their library." B's
    Grizzly Bears is destroyed; B's library from the top: Forest, Hill Giant: Hill Giant enters
    under B's control, the Forest is shuffled back (21 cards)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Polymorph")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    for card in ("Hill Giant", "Forest"):
        s.add_card(Zone.LIBRARY, "B", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Polymorph", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_library_count("B", 21, None)
    s.assert_library_count("B", 1, "Forest")


# ---------------------------- "Sacrifice it at the beginning of the next end step" (603.7c)


def test_603_7c_slave_of_bolas_sacrifices_the_creature_at_the_end_step(
        real_db: CardDatabase) -> None:
    """Slave of Bolas: "Gain control of target creature. Untap that creature. It gains haste
    until end of turn. Sacrifice it at the beginning of the next end step." A takes B's Hill
    Giant, attacks with it (B at 17), and sacrifices it at the end step: it is in B's
    graveyard (its owner's, 701.17a) on turn 2."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Slave of Bolas")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Slave of Bolas", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Hill Giant", 0)


# ----------------------------------- a target of one of several kinds (115.1, 205.2a)


def test_115_1_daring_demolition_destroys_a_vehicle_that_isnt_a_creature(
        real_db: CardDatabase) -> None:
    """Daring Demolition: "Destroy target creature or Vehicle." B's Smuggler's Copter (an
    artifact Vehicle, not crewed: no creature) is a legal target and is destroyed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Daring Demolition")
    s.add_card(Zone.BATTLEFIELD, "B", "Smuggler's Copter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Daring Demolition", targets=["Smuggler's Copter"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Smuggler's Copter", 1)


def test_115_1_stream_of_acid_cant_target_a_black_creature(real_db: CardDatabase) -> None:
    """Stream of Acid: "Destroy target land or nonblack creature." B's Forest and Grizzly Bears
    are legal targets, B's Drudge Skeletons (black) is not: the cast on it is refused."""
    def cast(target: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
        s.add_card(Zone.HAND, "A", "Stream of Acid")
        for card in ("Forest", "Grizzly Bears", "Drudge Skeletons"):
            s.add_card(Zone.BATTLEFIELD, "B", card)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stream of Acid", targets=[target])
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    for target in ("Forest", "Grizzly Bears"):
        s = cast(target)
        s.execute()
        s.assert_graveyard_count("B", target, 1)
    s = cast("Drudge Skeletons")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Drudge Skeletons", 1)


def test_115_1_a_filter_of_alternatives_survives_a_save_and_load() -> None:
    """The `any_of` alternatives of a filter go through the saved-game form unchanged."""
    from mtg_engine.cards.dsl import Filter, filter_from_dict

    f = Filter(controller="you", any_of=(Filter(types=("Creature",)),
                                         Filter(subtypes=("Vehicle",))))
    assert filter_from_dict(f.to_dict()) == f
    assert f.to_dict() == {"controller": "you",
                           "any_of": [{"types": ["Creature"]}, {"subtypes": ["Vehicle"]}]}


def test_105_2_fry_targets_only_a_white_or_blue_creature_or_planeswalker(
        real_db: CardDatabase) -> None:
    """Fry: "~ deals 5 damage to target creature or planeswalker that's white or blue." B's
    Serra Angel (white) is dealt 5 and dies; B's Grizzly Bears (green) is no legal target."""
    def cast(target: str) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.HAND, "A", "Fry")
        for card in ("Serra Angel", "Grizzly Bears"):
            s.add_card(Zone.BATTLEFIELD, "B", card)
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fry", targets=[target])
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    s = cast("Serra Angel")
    s.execute()
    s.assert_graveyard_count("B", "Serra Angel", 1)
    s = cast("Grizzly Bears")
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_115_1_alternatives_whose_words_are_shared_are_refused(real_db: CardDatabase) -> None:
    """"target tapped Merfolk or Kithkin creature" (Wellgabber Apothecary) says "tapped" and
    "creature" of both alternatives: read as a tapped creature with either subtype (205.3m; a
    filter's subtypes match any of them), never "a tapped Merfolk, or a Kithkin creature";
    "land or nonblack creature" (Stream of Acid) is read."""
    c = real_db.compiled("Wellgabber Apothecary")
    assert c.supported
    assert c.dsl["abilities"][0]["targets"] == [
        {"kind": "creature", "filter": {"tapped": True, "subtypes": ["Merfolk", "Kithkin"]}}]
    assert real_db.compiled("Stream of Acid").supported


# ------------------------------- a permanent on the bottom of its owner's library (401.1)


def test_401_1_condemn_puts_the_attacker_on_the_bottom_and_its_controller_gains_life(
        real_db: CardDatabase) -> None:
    """Condemn: "Put target attacking creature on the bottom of its owner's library. Its
    controller gains life equal to its toughness." B attacks with Hill Giant (3/3); A condemns
    it: it is the bottom card of B's library (20 cards after B's draw), B gains 3 (608.2h: its toughness as
    it last existed on the battlefield) and A takes no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Condemn")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Condemn", targets=["Hill Giant"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 23)
    s.assert_library_count("B", 20)
    assert _names(s, s.state.players[1].library[:1]) == ["Hill Giant"]  # (index 0: the bottom)


# ------------------------- an Aura put onto the battlefield by an effect (303.4f, 303.4g)


def _obzedats_aid(real_db: CardDatabase, creatures: tuple[str, ...]) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Obzedat's Aid")
    s.add_card(Zone.GRAVEYARD, "A", "Pacifism")
    for card in creatures:
        s.add_card(Zone.BATTLEFIELD, "B", card)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Obzedat's Aid", targets=["Pacifism"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_303_4f_obzedats_aid_returns_an_aura_attached_to_what_its_controller_chooses(
        real_db: CardDatabase) -> None:
    """Obzedat's Aid: "Return target permanent card from your graveyard to the battlefield."
    The card is Pacifism (enchant creature): it doesn't target as it enters; A chooses B's
    Hill Giant (not the Grizzly Bears, the first one offered), and Pacifism enters attached
    to it."""
    s = _obzedats_aid(real_db, ("Grizzly Bears", "Hill Giant"))
    s.set_choice("A", "Hill Giant")
    s.execute()
    s.assert_attached("Pacifism", "Hill Giant")
    s.assert_graveyard_count("A", "Pacifism", 0)


def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_the_graveyard(
        real_db: CardDatabase) -> None:
    """303.4g: with no creature on the battlefield, Pacifism can enchant nothing: it stays in
    A's graveyard (Obzedat's Aid still resolves)."""
    s = _obzedats_aid(real_db, ())
    s.execute()
    s.assert_graveyard_count("A", "Pacifism", 1)
    s.assert_graveyard_count("A", "Obzedat's Aid", 1)
