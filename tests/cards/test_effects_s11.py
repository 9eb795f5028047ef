"""Session 11 effects (issue 11): spell, activated and loyalty effects read by the Oracle
compiler, played with real cards and exact figures."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_engine.actions import CastSpell
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import Filter
from mtg_engine.rules.casting import cast_actions
from mtg_engine.rules.x_filters import bind
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# ------------------------------------------------------------------ X in a quality (107.3a)


def test_107_3a_bind_gives_the_x_fields_their_value() -> None:
    f = Filter(types=("Creature",), x_fields=("mana_value_le", "mana_value_ge"))
    assert bind(f, 3) == Filter(types=("Creature",), mana_value_le=3, mana_value_ge=3)
    assert bind(Filter(power_le=2), 5) == Filter(power_le=2)


def _killing_glare(real_db: CardDatabase, target: str, x: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Killing Glare")
    for name in ("Grizzly Bears", "Hill Giant"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Killing Glare", targets=[target], x=x)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_107_3a_killing_glare_destroys_a_creature_with_power_x_or_less(
        real_db: CardDatabase) -> None:
    """Killing Glare, "Destroy target creature with power X or less.", X=2: Grizzly Bears
    (power 2) is destroyed, Hill Giant stays; two of the four Swamps are left untapped."""
    s = _killing_glare(real_db, "Grizzly Bears", 2)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    assert sum(1 for o in s.state.battlefield if s.state.objects[o].tapped) == 3


def test_601_2b_killing_glare_cant_target_power_above_x(real_db: CardDatabase) -> None:
    """601.2b-c: X is announced before the target is chosen: with X=2, Hill Giant (power 3)
    is no legal target; the cast is refused and Hill Giant stays. The legal casts offer
    Hill Giant only from X=3 on."""
    s = _killing_glare(real_db, "Hill Giant", 2)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)
    casts = [a for a in cast_actions(s.state, 0) if isinstance(a, CastSpell)]
    giant = next(o for o in s.state.battlefield
                 if s.state.objects[o].card.name == "Hill Giant")
    assert sorted(a.x for a in casts if a.targets == (giant,)) == [3]  # (X 0..3: 4 Swamps)
    assert len(casts) == 2 + 1  # Grizzly Bears with X 2 or 3, Hill Giant with X 3


def test_608_2b_spell_blast_counters_a_spell_with_mana_value_x(real_db: CardDatabase) -> None:
    """Spell Blast, "Counter target spell with mana value X.", X=1 in response to B's
    Lightning Bolt (mana value 1): the Bolt is countered, A stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Spell Blast")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spell Blast", targets=["Lightning Bolt"], x=1,
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_601_2b_spell_blast_with_the_wrong_x_cant_target(real_db: CardDatabase) -> None:
    """Spell Blast with X=0 can't target the Bolt (mana value 1): refused; A takes 3."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Spell Blast")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spell Blast", targets=["Lightning Bolt"], x=0,
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()


def test_107_3a_hammer_mage_destroys_artifacts_with_mana_value_x_or_less(
        real_db: CardDatabase) -> None:
    """Hammer Mage, "{X}{R}, {T}, Discard a card: Destroy all artifacts with mana value X or
    less.", X=1: Sol Ring (1) and Ornithopter (0) are destroyed, Mind Stone (2) stays."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hammer Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Island")
    for name in ("Sol Ring", "Ornithopter", "Mind Stone"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}{R}, {T}, Discard a card", x=1)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Sol Ring", 1)
    s.assert_graveyard_count("B", "Ornithopter", 1)
    s.assert_permanent_count("B", "Mind Stone", 1)
    s.assert_graveyard_count("A", "Island", 1)


def test_107_3a_citanul_flute_finds_a_creature_card_with_mana_value_x_or_less(
        real_db: CardDatabase) -> None:
    """Citanul Flute, "{X}, {T}: Search your library for a creature card with mana value X or
    less, reveal it, put it into your hand, then shuffle.", X=2: Grizzly Bears (2) is found;
    with only Hill Giant (4) among the creature cards nothing is found (701.19b)."""
    def flute(library: tuple[str, ...]) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Citanul Flute")
        s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
        s.remove_all_from_library("A")
        for name in library:
            s.add_card(Zone.LIBRARY, "A", name)
        s.set_choice("A", "Grizzly Bears")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}, {T}: Search", x=2)
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        return s

    s = flute(("Hill Giant", "Grizzly Bears", "Forest"))
    s.assert_hand_count("A", 1, "Grizzly Bears")
    s.assert_library_count("A", 2)
    s.assert_library_count("A", 1, "Hill Giant")
    s = flute(("Hill Giant", "Forest"))
    s.assert_hand_count("A", 0)
    s.assert_library_count("A", 2)


# ------------------------------------------------- a word chosen as it resolves (608.2d)


def _chars(s: Scenario, name: str) -> Any:
    from mtg_engine.rules.layers import characteristics

    oid = next(o for o in s.state.battlefield if s.state.objects[o].card.name == name)
    return characteristics(s.state, oid)


def test_305_7_jinx_makes_target_land_the_basic_land_type_chosen(real_db: CardDatabase) -> None:
    """Jinx: "Target land becomes the basic land type of your choice until end of turn." A
    chooses Swamp for B's Forest: it is a Swamp and no Forest (305.7: the old land types go),
    with only the Swamp's mana ability ({T}: Add {B}, 305.6); the next turn it is a Forest."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Jinx")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.set_choice("A", "Swamp")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Jinx", targets=["Forest"])
    seen: list[tuple[frozenset[str], frozenset[str]]] = []
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: seen.append((_chars(sc, "Forest").subtypes,
                                    _mana_colors(sc, "Forest"))))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(frozenset({"Swamp"}), frozenset({"B"}))]
    assert _chars(s, "Forest").subtypes == frozenset({"Forest"})  # (611.2a: until end of turn)


def _mana_colors(s: Scenario, name: str) -> frozenset[str]:
    """The mana its abilities add (the letters of their `mana`)."""
    return frozenset(c for ab in _chars(s, name).abilities for m in ab.mana for c in m)


def test_305_7_tidal_warrior_makes_target_land_an_island(real_db: CardDatabase) -> None:
    """Tidal Warrior: "{T}: Target land becomes an Island until end of turn." B's Mountain
    is an Island (not a Mountain) until end of turn."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tidal Warrior")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Target land", targets=["Mountain"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _chars(s, "Mountain").subtypes == frozenset({"Island"})


def test_105_3_rainbow_crow_becomes_the_color_chosen(real_db: CardDatabase) -> None:
    """Rainbow Crow ({3}{U}, blue): "{1}: ~ becomes the color of your choice until end of
    turn." A chooses red: Rainbow Crow is red only (105.3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rainbow Crow")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.set_choice("A", "Red")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}: Rainbow Crow becomes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _chars(s, "Rainbow Crow").colors == "R"


def test_205_1b_mistform_dreamer_becomes_the_creature_type_chosen(
        real_db: CardDatabase) -> None:
    """Mistform Dreamer (Illusion): "{1}: ~ becomes the creature type of your choice until end
    of turn." A chooses Goblin: it is a Goblin and no longer an Illusion (205.1b)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mistform Dreamer")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.set_choice("A", "Goblin")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}: Mistform Dreamer becomes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _chars(s, "Mistform Dreamer").subtypes == frozenset({"Goblin"})


# ------------------------------------------- where a countered spell goes instead (614.1a)


def _counter_bolt(real_db: CardDatabase, counterspell: str,
                  lands: tuple[str, ...] = ("Island", "Island")) -> Scenario:
    s = Scenario(cards=real_db)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", counterspell)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", counterspell, targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    return s


def test_614_1a_memory_lapse_puts_the_countered_spell_on_top_of_its_library(
        real_db: CardDatabase) -> None:
    """Memory Lapse: the countered Lightning Bolt goes on top of B's library (20 filler cards
    below it), not into B's graveyard; A stays at 20."""
    s = _counter_bolt(real_db, "Memory Lapse")
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    top = s.state.players[1].library[-1]
    assert s.state.objects[top].card.name == "Lightning Bolt"
    s.assert_library_count("B", 21)


def test_614_1a_remand_returns_the_countered_spell_to_its_owners_hand(
        real_db: CardDatabase) -> None:
    """Remand: the countered Lightning Bolt goes back to B's hand; A draws a card (hand 0 ->
    1) and Remand goes to A's graveyard."""
    s = _counter_bolt(real_db, "Remand")
    s.assert_life("A", 20)
    s.assert_hand_count("B", 1, "Lightning Bolt")
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    s.assert_hand_count("A", 1)
    s.assert_graveyard_count("A", "Remand", 1)


# ---------------------------------------- the countered spell's controller (608.2h)


def test_608_2h_swan_song_gives_the_countered_spells_controller_a_bird(
        real_db: CardDatabase) -> None:
    """Swan Song counters B's Shock (an instant): B, the Shock's controller as it last
    existed, creates a 2/2 blue Bird token with flying (111.2: the token is B's); A stays at
    20 and has no token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Swan Song")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Swan Song", targets=["Shock"],
                 responding_to="Shock")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("B", "Shock", 1)
    birds = [o for o in s.state.battlefield if s.state.objects[o].card.name == "Bird Token"]
    assert [s.state.objects[o].controller for o in birds] == [1]
    assert (s.state.objects[birds[0]].card.power, s.state.objects[birds[0]].card.toughness) \
        == (2, 2)


def test_608_2h_ionize_deals_2_damage_to_the_countered_spells_controller(
        real_db: CardDatabase) -> None:
    """Ionize counters B's Lightning Bolt and deals 2 damage to B (20 -> 18); A stays at 20."""
    s = _counter_bolt(real_db, "Ionize", ("Island", "Mountain", "Mountain"))
    s.assert_life("A", 20)
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)


def test_613_1f_butcher_of_the_horde_gains_the_keyword_chosen(real_db: CardDatabase) -> None:
    """Butcher of the Horde: "Sacrifice another creature: ~ gains your choice of vigilance,
    lifelink, or haste until end of turn." A sacrifices Grizzly Bears and chooses lifelink:
    Butcher has lifelink only (608.2d); at the next turn it has none of them."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Butcher of the Horde")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "lifelink")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice another creature")
    seen: list[frozenset[str]] = []
    s.check(1, Step.BEGIN_COMBAT, lambda sc: seen.append(
        _chars(sc, "Butcher of the Horde").keywords & {"vigilance", "lifelink", "haste"}))
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    assert seen == [frozenset({"lifelink"})]
    assert not _chars(s, "Butcher of the Horde").keywords & {"vigilance", "lifelink", "haste"}


# ------------------------------------------------------- qualities of a target (115.1)


def _destroy_target(real_db: CardDatabase, card: str, lands: tuple[str, ...], target: str,
                    creatures: tuple[str, ...] = ("Grizzly Bears",)) -> Scenario:
    s = Scenario(cards=real_db)
    for land in lands:
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", card)
    for c in creatures:
        s.add_card(Zone.BATTLEFIELD, "B", c)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card, targets=[target])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_702_31_trip_wire_destroys_a_creature_with_horsemanship(real_db: CardDatabase) -> None:
    """Trip Wire: "Destroy target creature with horsemanship." Lu Bu, Master-at-Arms
    (horsemanship) is destroyed; Grizzly Bears (none) is no legal target."""
    s = _destroy_target(real_db, "Trip Wire", ("Forest", "Forest", "Forest"),
                        "Lu Bu, Master-at-Arms", ("Lu Bu, Master-at-Arms", "Grizzly Bears"))
    s.execute()
    s.assert_graveyard_count("B", "Lu Bu, Master-at-Arms", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s = _destroy_target(real_db, "Trip Wire", ("Forest", "Forest", "Forest"), "Grizzly Bears")
    with pytest.raises(ScenarioError):
        s.execute()


def test_105_4_ultimate_price_destroys_a_monocolored_creature(real_db: CardDatabase) -> None:
    """Ultimate Price: "Destroy target monocolored creature." Grizzly Bears (green) is
    destroyed; Watchwolf (green and white) and Ornithopter (colourless) are no legal
    targets."""
    s = _destroy_target(real_db, "Ultimate Price", ("Swamp", "Swamp"), "Grizzly Bears")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    for other in ("Watchwolf", "Ornithopter"):
        s = _destroy_target(real_db, "Ultimate Price", ("Swamp", "Swamp"), other,
                            ("Watchwolf", "Ornithopter"))
        with pytest.raises(ScenarioError):
            s.execute()


def test_303_4_venomous_vines_destroys_an_enchanted_permanent(real_db: CardDatabase) -> None:
    """Venomous Vines: "Destroy target enchanted permanent." Grizzly Bears with Holy Strength
    attached is destroyed (Holy Strength then goes too, 704.5m); Hill Giant, with no Aura, is
    no legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Venomous Vines")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Holy Strength", attached_to="Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Venomous Vines", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Holy Strength", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s = _destroy_target(real_db, "Venomous Vines", ("Forest",) * 4, "Hill Giant",
                        ("Hill Giant",))
    with pytest.raises(ScenarioError):
        s.execute()


def test_509_1h_knight_of_dusk_destroys_a_creature_blocking_it(real_db: CardDatabase) -> None:
    """Knight of Dusk: "{B}{B}: Destroy target creature blocking ~." It attacks, Grizzly Bears
    blocks it, A destroys the Bears; Hill Giant (not blocking) stays. No combat damage is
    dealt to B (the Knight stays blocked, 509.1h): B at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Knight of Dusk")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Knight of Dusk", "B")
    s.block(1, "B", "Grizzly Bears", "Knight of Dusk")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{B}{B}: Destroy",
                       targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


# ----------------------------------------------------- cards returned from a graveyard


def test_400_3_disturbing_plot_returns_a_card_to_its_owners_hand(real_db: CardDatabase) -> None:
    """Disturbing Plot: "Return target creature card from a graveyard to its owner's hand."
    B's Grizzly Bears goes from B's graveyard to B's hand (400.3), not to A's."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Disturbing Plot")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Disturbing Plot", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_hand_count("A", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)


def test_400_3_gravewaker_returns_a_creature_card_tapped(real_db: CardDatabase) -> None:
    """Gravewaker: "{5}{B}{B}: Return target creature card from your graveyard to the
    battlefield tapped." Hill Giant enters tapped under A's control."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gravewaker")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 7)
    s.add_card(Zone.GRAVEYARD, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}{B}{B}", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    giant = next(o for o in s.state.battlefield if s.state.objects[o].card.name == "Hill Giant")
    assert s.state.objects[giant].tapped and s.state.objects[giant].controller == 0


# ----------------------------------------------------- "until your next turn" (611.2a)


def test_611_2a_mu_yanling_until_your_next_turn(real_db: CardDatabase) -> None:
    """Mu Yanling, Celestial Wind: "[+1]: Until your next turn, up to one target creature gets
    -5/-0." On A's turn 1 B's Hill Giant (3/3) becomes -2/3; it stays so through B's turn 2
    (not ended by the cleanup step, 514.2), and is 3/3 again once A's turn 3 begins."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mu Yanling, Celestial Wind")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]", targets=["Hill Giant"])
    seen: list[tuple[int, int]] = []

    def power(sc: Scenario) -> None:
        ch = _chars(sc, "Hill Giant")
        seen.append((ch.power, ch.toughness))

    for turn in (1, 2, 3):
        s.check(turn, Step.UPKEEP if turn > 1 else Step.BEGIN_COMBAT, power)
    s.stop_at(3, Step.PRECOMBAT_MAIN)
    s.execute()
    assert seen == [(-2, 3), (-2, 3), (3, 3)]
    walker = next(o for o in s.state.battlefield
                  if s.state.objects[o].card.name == "Mu Yanling, Celestial Wind")
    assert s.state.objects[walker].counters["loyalty"] == 6  # (5 + 1)


def test_611_2a_until_your_next_turn_survives_a_save_and_load(real_db: CardDatabase) -> None:
    """The effect's duration and controller are saved: the game reloaded during B's turn ends
    it at A's next turn just the same."""
    from mtg_engine.state.game_state import GameState

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mu Yanling, Celestial Wind")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[+1]", targets=["Hill Giant"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    loaded = GameState.from_json(s.state.to_json(), s.state.db)
    assert [(e.until, e.controller) for e in loaded.effects] == [("your_next_turn", 0)]


# ------------------------------------------------ "and N damage to another target" (115.3)


def test_115_3_arc_trail_deals_damage_to_two_different_targets(real_db: CardDatabase) -> None:
    """Arc Trail: "~ deals 2 damage to any target and 1 damage to another target." Grizzly
    Bears takes 2 (dies), B takes 1 (20 -> 19); the same target twice is refused (115.3: one
    word "target" for both)."""
    def arc(targets: list[str]) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
        s.add_card(Zone.HAND, "A", "Arc Trail")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Arc Trail", targets=targets)
        s.stop_at(1, Step.BEGIN_COMBAT)
        return s

    s = arc(["Grizzly Bears", "B"])
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 19)
    s = arc(["B", "B"])
    with pytest.raises(ScenarioError):
        s.execute()
