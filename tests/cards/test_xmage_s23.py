"""Cards XMage tests one by one, made to play in session 23: each played the way its per-card
test would, with exact figures and the rule it cites."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .conftest import assert_compiled as _compiled

# ------------------------------------------------------------------ Kinnan, Bonder Prodigy
# 605.1b, 605.4a, 106.12: "Whenever you tap a nonland permanent for mana, add one mana of any
# type that permanent produced." is a triggered mana ability: it resolves at once after the
# mana ability whose cost tapped the permanent; a land tapped for mana doesn't trigger it.

_KINNAN = "Kinnan, Bonder Prodigy"


def test_605_4a_kinnan_sacrificed_golden_egg(real_db: CardDatabase) -> None:
    """XMage's test: Golden Egg's "{1}, {T}, Sacrifice Golden Egg: Add one mana of any color."
    (its {1} paid by the Forest) makes one mana and Kinnan one more of that type: Hovermyr
    ({2}) is cast with them; the Egg is in the graveyard."""
    _compiled(real_db, _KINNAN)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", _KINNAN)
    s.add_card(Zone.BATTLEFIELD, "A", "Golden Egg")
    s.add_card(Zone.HAND, "A", "Hovermyr")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1},")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hovermyr")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hovermyr", 1)
    s.assert_permanent_count("A", "Golden Egg", 0)
    s.assert_graveyard_count("A", "Golden Egg", 1)


@pytest.mark.parametrize(("second", "cast"), [("Llanowar Elves", True), ("Forest", False)])
def test_106_12_kinnan_creature_yes_land_no(real_db: CardDatabase, second: str,
                                            cast: bool) -> None:
    """Kinnan, a Forest and Llanowar Elves make three mana (the Elves' {G} and Kinnan's {G}):
    Centaur Courser ({2}{G}) is cast. With a second Forest instead of the Elves, two mana
    only (a land doesn't trigger Kinnan): the Courser can't be cast."""
    _compiled(real_db, _KINNAN)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _KINNAN)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", second)
    s.add_card(Zone.HAND, "A", "Centaur Courser")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Centaur Courser")
    s.stop_at(1, Step.END_TURN)
    if cast:
        s.execute()
        s.assert_permanent_count("A", "Centaur Courser", 1)
        s.assert_tapped("Llanowar Elves")
    else:
        with pytest.raises(ScenarioError, match="Centaur Courser"):
            s.execute()
        s.assert_hand_count("A", 1, "Centaur Courser")


def test_605_4a_kinnan_sol_ring_one_more_colorless(real_db: CardDatabase) -> None:
    """Sol Ring tapped by hand ({C}{C}) and Kinnan's {C}: three mana pay Hill Giant's {3} part
    with the Mountain's {R} ({3}{R}); A's pool is empty after."""
    _compiled(real_db, _KINNAN)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _KINNAN)
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Add {C}{C}")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Hill Giant")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)


def _kinnan_look(real_db: CardDatabase, top: list[str]) -> Scenario:
    _compiled(real_db, _KINNAN)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _KINNAN)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    for name in top:
        s.add_card(Zone.LIBRARY, "A", name)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{5}{G}{U}:")
    s.stop_at(1, Step.END_TURN)
    return s


def test_401_5_kinnan_puts_non_human_creature(real_db: CardDatabase) -> None:
    """{5}{G}{U}: of the top five (Elite Vanguard, a Human; Grizzly Bears; three Wastes) A
    puts the Bears onto the battlefield; the four others go to the bottom (the library keeps
    23 of its 24 cards, the Vanguard among them)."""
    s = _kinnan_look(real_db, ["Wastes", "Elite Vanguard", "Grizzly Bears", "Wastes"])
    s.set_choice("A", "Grizzly Bears")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_library_count("A", 23)
    s.assert_library_count("A", 1, "Elite Vanguard")


def test_401_5_kinnan_human_creature_not_taken(real_db: CardDatabase) -> None:
    """Only a Human creature (Elite Vanguard) among the top five: nothing is put onto the
    battlefield (the Vanguard is asked for and refused); all five go to the bottom."""
    s = _kinnan_look(real_db, ["Elite Vanguard"])
    s.set_choice("A", "Elite Vanguard")
    s.execute()
    s.assert_permanent_count("A", "Elite Vanguard", 0)
    s.assert_battlefield_count("A", 8)
    s.assert_library_count("A", 21)


# ------------------------------------------------------------------ Cobra Trap
# 118.9, 701.7a: "If a noncreature permanent under your control was destroyed this turn by a
# spell or ability an opponent controlled, you may pay {G} rather than pay this spell's mana
# cost." The destruction is recorded with the controller of the spell or ability that destroyed
# it; the permanent is judged as it last existed (603.10a).


def _cobra(real_db: CardDatabase, caster: str, spell: str, target: str) -> Scenario:
    _compiled(real_db, "Cobra Trap")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Cobra Trap")
    s.add_card(Zone.BATTLEFIELD, caster, "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, caster, "Swamp", 2)
    s.add_card(Zone.HAND, caster, spell)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, caster, spell, targets=[target])
    s.stop_at(2, Step.END_TURN)
    return s


def test_118_9_cobra_trap_land_destroyed_by_opponent(real_db: CardDatabase) -> None:
    """XMage's test: B's Stone Rain destroys one of A's Forests; A casts Cobra Trap for {G}
    with the other: four 1/1 Snakes, one Forest left, both players at 20."""
    s = _cobra(real_db, "B", "Stone Rain", "Forest")
    s.set_choice("A", "yes")  # the alternative cost (601.2b)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Cobra Trap")
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_permanent_count("A", "Snake Token", 4)
    s.assert_power_toughness("A", "Snake Token", 1, 1)
    s.assert_graveyard_count("A", "Cobra Trap", 1)
    s.assert_life("A", 20)
    s.assert_life("B", 20)


def test_118_9_cobra_trap_nothing_destroyed(real_db: CardDatabase) -> None:
    """XMage's negative test: nothing destroyed, two Forests can't pay {4}{G}{G} (the Trap
    isn't playable); no Snakes."""
    _compiled(real_db, "Cobra Trap")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Cobra Trap")
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Cobra Trap", False))
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_permanent_count("A", "Snake Token", 0)


def test_701_7a_cobra_trap_creature_destroyed_not_enough(real_db: CardDatabase) -> None:
    """B's Doom Blade destroys A's Ornithopter (an artifact creature, not a noncreature
    permanent): the Trap isn't playable for {G}."""
    s = _cobra(real_db, "B", "Doom Blade", "Ornithopter")
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Cobra Trap", False))
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_tapped("Forest#1", False))
    s.execute()
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_permanent_count("A", "Snake Token", 0)


def test_701_7a_cobra_trap_own_spell_not_an_opponents(real_db: CardDatabase) -> None:
    """A destroys its own Forest with its own Stone Rain (A's spell, not an opponent's): the
    Trap isn't playable for {G} afterwards."""
    _compiled(real_db, "Cobra Trap")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Stone Rain")
    s.add_card(Zone.HAND, "A", "Cobra Trap")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Stone Rain", targets=["Forest"])

    def untapped_forest_yet_not_playable(sc: Scenario) -> None:
        sc.assert_tapped("Forest", False)  # ({G} at hand: the condition alone says no)
        sc.assert_playable("A", "Cobra Trap", False)

    s.check(1, Step.POSTCOMBAT_MAIN, untapped_forest_yet_not_playable)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Stone Rain", 1)
    s.assert_permanent_count("A", "Forest", 1)


# ------------------------------------------------------------------ Sanctuary Blade
# 701.3a, 613.7e: "As ~ becomes attached to a creature, choose a color." The Equipment's
# controller chooses as the Equip ability attaches it (608.2d), each time it becomes attached;
# "Equipped creature gets +2/+0 and has protection from the last chosen color." (702.16a)

_BLADE = "Sanctuary Blade"


def _blade(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, _BLADE)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _BLADE)
    s.add_card(Zone.BATTLEFIELD, "A", "Savai Sabertooth")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    return s


def test_701_3a_sanctuary_blade_equip_chooses_black(real_db: CardDatabase) -> None:
    """XMage's test: Equip {3} onto Savai Sabertooth (3/1), Black chosen: it is 5/1 with
    protection from black (and not from another colour)."""
    s = _blade(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Savai Sabertooth"])
    s.set_choice("A", "Black")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_attached(_BLADE, "Savai Sabertooth")
    s.assert_power_toughness("A", "Savai Sabertooth", 5, 1)
    s.assert_abilities("A", "Savai Sabertooth", ["Protection from black"])
    s.assert_abilities("A", "Savai Sabertooth", ["Protection from red"], present=False)


@pytest.mark.parametrize(("color", "bolted"), [("Red", False), ("Black", True)])
def test_702_16a_sanctuary_blade_protection_stops_targeting(real_db: CardDatabase, color: str,
                                                             bolted: bool) -> None:
    """Red chosen: B's Lightning Bolt can't target the equipped Sabertooth (the cast is
    refused, it lives). Black chosen: the Bolt kills it."""
    s = _blade(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Savai Sabertooth"])
    s.set_choice("A", color)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Savai Sabertooth"])
    s.stop_at(2, Step.END_TURN)
    if bolted:
        s.execute()
        s.assert_graveyard_count("A", "Savai Sabertooth", 1)
    else:
        with pytest.raises(ScenarioError, match="Lightning Bolt"):
            s.execute()
        s.assert_permanent_count("A", "Savai Sabertooth", 1)
        s.assert_hand_count("B", 1, "Lightning Bolt")


def test_613_7e_sanctuary_blade_each_attachment_chooses_again(real_db: CardDatabase) -> None:
    """Equipped to the Sabertooth (Black chosen), then moved to Grizzly Bears on turn 3 (Red
    chosen): the Bears are 4/2 with protection from red, not black; the Sabertooth is 3/1 with
    neither. Moved back to the Sabertooth on turn 5 (White chosen): protection from white only
    (the last chosen color)."""
    s = _blade(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Savai Sabertooth"])
    s.set_choice("A", "Black")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Grizzly Bears"])
    s.set_choice("A", "Red")

    def on_bears(sc: Scenario) -> None:
        sc.assert_attached(_BLADE, "Grizzly Bears")
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 2)
        sc.assert_abilities("A", "Grizzly Bears", ["Protection from red"])
        sc.assert_abilities("A", "Grizzly Bears", ["Protection from black"], present=False)
        sc.assert_power_toughness("A", "Savai Sabertooth", 3, 1)
        sc.assert_abilities("A", "Savai Sabertooth", ["Protection from black"], present=False)

    s.check(3, Step.END_TURN, on_bears)
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Savai Sabertooth"])
    s.set_choice("A", "White")
    s.stop_at(5, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Savai Sabertooth", 5, 1)
    s.assert_abilities("A", "Savai Sabertooth", ["Protection from white"])
    for other in ("black", "red"):
        s.assert_abilities("A", "Savai Sabertooth", [f"Protection from {other}"], present=False)
    s.assert_abilities("A", "Grizzly Bears", ["Protection from red"], present=False)


def test_701_3c_sanctuary_blade_already_attached_no_new_choice(real_db: CardDatabase) -> None:
    """Equip onto the Sabertooth again on turn 3 while the Blade is attached to it: it doesn't
    become attached again (701.3c), so no colour is chosen (the "Red" queued is not used): it
    keeps protection from black."""
    s = _blade(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Savai Sabertooth"])
    s.set_choice("A", "Black")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Equip", targets=["Savai Sabertooth"])
    s.set_choice("A", "Red")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_tapped("Mountain#3")
    s.assert_abilities("A", "Savai Sabertooth", ["Protection from black"])
    s.assert_abilities("A", "Savai Sabertooth", ["Protection from red"], present=False)


# ------------------------------------------------------------------ Moraug, Fury of Akoum
# 508.1, 613.4c: "Each creature you control gets +1/+0 for each time it has attacked this
# turn." (each creature its own count). 500.8, 505.1, 603.7: "Whenever a land enters the
# battlefield under your control, if it's your main phase, there's an additional combat phase
# after this phase. At the beginning of that combat, untap all creatures you control." (the
# delayed trigger belongs to that added combat phase only)

_MORAUG = "Moraug, Fury of Akoum"
_ATTACKERS = ("Silvercoat Lion", "Grizzly Bears", "Walking Corpse")  # (three 2/2s)


def _moraug(real_db: CardDatabase, moraugs: int = 1) -> Scenario:
    _compiled(real_db, _MORAUG)
    s = Scenario(cards=real_db)
    for name in _ATTACKERS:
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    if moraugs > 1:
        s.add_card(Zone.BATTLEFIELD, "A", "Mirror Gallery")  # (704.5j doesn't apply)
    s.add_card(Zone.BATTLEFIELD, "A", _MORAUG, moraugs)
    s.set_life("B", 100)
    s.stop_at(1, Step.END_TURN)
    return s


def _combats(s: Scenario, turn: int = 1) -> int:
    return sum(1 for ev in s.state.log if ev[0] == "step" and ev[1] == turn
               and ev[2] == "BEGIN_COMBAT")


def test_500_8_moraug_precombat_landfall(real_db: CardDatabase) -> None:
    """XMage's test: the Mountain played in the precombat main phase adds a combat before the
    regular one; the creatures untap at its beginning and attack as 3/2s (9 damage). At the
    regular combat nothing untaps: they stay tapped and can't attack again. B at 91; two
    combats (the attacks scheduled for the regular combat can't be made)."""
    s = _moraug(real_db)
    s.add_card(Zone.HAND, "A", "Mountain")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    with pytest.raises(ScenarioError, match="can't attack"):  # (the regular combat: tapped)
        s.execute()
    for name in _ATTACKERS:
        s.assert_tapped(name)
        s.assert_power_toughness("A", name, 3, 2)
    s.assert_life("B", 91)
    assert _combats(s) == 2


def test_500_8_moraug_postcombat_landfall(real_db: CardDatabase) -> None:
    """XMage's test: the creatures attack in the regular combat (3 each: 9), the Mountain
    played in the postcombat main phase adds a combat after it; they untap at its beginning
    and attack again, each having attacked twice (4 each: 12). B at 79."""
    s = _moraug(real_db)
    s.add_card(Zone.HAND, "A", "Mountain")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.execute()
    s.assert_life("B", 100 - 9 - 12)
    for name in _ATTACKERS:
        s.assert_power_toughness("A", name, 4, 2)
    assert _combats(s) == 2


def test_603_7_moraug_double_landfall_each_combat_untaps(real_db: CardDatabase) -> None:
    """XMage's test: with Azusa, two Mountains in the postcombat main phase add two combats
    (500.8: the later first), each with its own untap trigger: the creatures attack three
    times, 3 + 4 + 5 each: B at 100 - 9 - 12 - 15 = 64."""
    s = _moraug(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Azusa, Lost but Seeking")
    s.add_card(Zone.HAND, "A", "Mountain", 2)
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.execute()
    s.assert_life("B", 100 - 9 - 12 - 15)
    assert _combats(s) == 3


def test_613_4c_two_moraugs_count_each_attack_twice(real_db: CardDatabase) -> None:
    """XMage's test: two Moraugs (Mirror Gallery): each attack gives +2/+0; one Mountain
    after combat triggers both: two more combats. 4 + 6 + 8 each: B at 100 - 12 - 18 - 24."""
    s = _moraug(real_db, moraugs=2)
    s.add_card(Zone.HAND, "A", "Mountain")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.execute()
    s.assert_life("B", 100 - 12 - 18 - 24)
    assert _combats(s) == 3


def test_505_1_moraug_land_outside_main_phase(real_db: CardDatabase) -> None:
    """A casts Harrow at the beginning of combat (two basic lands enter): not A's main phase,
    so no additional combat: one combat, the creatures attack once (3 each): B at 91."""
    s = _moraug(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Harrow")
    s.cast_spell(1, Step.BEGIN_COMBAT, "A", "Harrow")
    s.set_choice("A", "Forest")
    s.execute()
    assert _combats(s) == 1
    s.assert_life("B", 91)
    s.assert_permanent_count("A", "Wastes", 2)


def test_508_1_moraug_not_attacked_no_bonus(real_db: CardDatabase) -> None:
    """A creature that didn't attack gets nothing: Moraug itself (it didn't attack) stays
    6/6, the attackers are 3/2."""
    s = _moraug(real_db)
    s.execute()
    s.assert_power_toughness("A", _MORAUG, 6, 6)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 2)
    s.assert_life("B", 91)


# ------------------------------------------------------------------ Raiyuu, Storm's Edge
# 500.8: "there is an additional combat phase after this phase" (the same wording, read with
# Moraug's): "Whenever a Samurai or Warrior you control attacks alone, untap it. If it's the
# first combat phase of the turn, there is an additional combat phase after this phase."


def test_500_8_raiyuu_one_more_combat_only(real_db: CardDatabase) -> None:
    """Raiyuu (3/3 first strike Samurai) attacks alone: untapped, and a second combat comes;
    it attacks alone again (untapped again) but no third combat (not the first combat phase):
    B at 14, two combats, Raiyuu untapped."""
    _compiled(real_db, "Raiyuu, Storm's Edge")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Raiyuu, Storm's Edge")
    s.attack(1, "A", "Raiyuu, Storm's Edge")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    assert _combats(s) == 2
    s.assert_tapped("Raiyuu, Storm's Edge", False)


# ------------------------------------------------------------------ Qarsi Deceiver
# 106.6, 702.37c, 701.34b, 702.37e: "{T}: Add {C}. Spend this mana only to cast a face-down
# creature spell, pay a mana cost to turn a manifested creature face up, or pay a morph cost."

_QARSI = "Qarsi Deceiver"
_MYSTIC = "Mystic of the Hidden Way"  # ({4}{U} 3/2, morph {2}{U})
_TURN_UP = "{2}{U}: Turn this face-down permanent face up."


def test_702_37c_qarsi_pays_face_down_cast_and_morph_cost(real_db: CardDatabase) -> None:
    """XMage's test: with two Islands and Qarsi Deceiver, A casts Mystic of the Hidden Way
    face down for {3} (a 2/2 on turn 3), then turns it face up for its morph cost {2}{U} on
    turn 5: a 3/2 Mystic."""
    _compiled(real_db, _QARSI)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", _QARSI)
    s.add_card(Zone.HAND, "A", _MYSTIC)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", _QARSI)
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", f"{_MYSTIC} using Morph")

    def face_down_two_two(sc: Scenario) -> None:
        sc.assert_permanent_count("A", _MYSTIC, 0)
        sc.assert_battlefield_count("A", 4)
        sc.assert_tapped(_QARSI)

    s.check(3, Step.POSTCOMBAT_MAIN, face_down_two_two)
    s.activate_ability(5, Step.PRECOMBAT_MAIN, "A", _TURN_UP)
    s.stop_at(5, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", _MYSTIC, 3, 2)
    s.assert_tapped(_QARSI)


def test_106_6_qarsi_mana_not_for_a_face_up_spell(real_db: CardDatabase) -> None:
    """Qarsi's {C} can't pay for Grizzly Bears ({1}{G}) with one Forest: not castable."""
    _compiled(real_db, _QARSI)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _QARSI)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Grizzly Bears", False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Grizzly Bears")


def test_106_6_qarsi_mana_not_for_the_mystic_cast_face_up(real_db: CardDatabase) -> None:
    """Four Islands and Qarsi can't cast the Mystic face up ({4}{U}: Qarsi's mana doesn't pay
    it); cast face down ({3}) they can."""
    _compiled(real_db, _QARSI)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _QARSI)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", _MYSTIC)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", _MYSTIC)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match=_MYSTIC):
        s.execute()
    s.assert_hand_count("A", 1, _MYSTIC)


def test_701_34b_qarsi_pays_manifested_creature_mana_cost(real_db: CardDatabase) -> None:
    """Soul Summons manifests Grizzly Bears (the library's top card); on turn 3 A turns it face
    up for its mana cost {1}{G} with a Forest and Qarsi's {C}: a 2/2 Grizzly Bears."""
    _compiled(real_db, _QARSI)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", _QARSI)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Soul Summons")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soul Summons")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{1}{G}: Turn this face-down permanent face up.")
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped(_QARSI)
    s.assert_tapped("Forest")


# ------------------------------------------------------------------ Hostility
# 615.1a, 615.5: "If a spell you control would deal damage to an opponent, prevent that damage.
# Create a 3/1 red Elemental Shaman creature token with haste for each 1 damage prevented this
# way." (a source on the stack, 608.2; the tokens are the prevention's additional effect)


def _hostility(real_db: CardDatabase, caster: str, target: str) -> Scenario:
    _compiled(real_db, "Hostility")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hostility")
    s.add_card(Zone.HAND, caster, "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, caster, "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, caster, "Lightning Bolt", targets=[target])
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_615_5_hostility_bolt_prevented_three_tokens(real_db: CardDatabase) -> None:
    """XMage's test: A's Lightning Bolt at B is prevented (B at 20) and A creates three 3/1
    Elemental Shaman tokens with haste (five permanents: Hostility, the Mountain, 3 tokens)."""
    s = _hostility(real_db, "A", "B")
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    s.assert_battlefield_count("A", 5)
    s.assert_permanent_count("A", "Elemental Shaman Token", 3)
    s.assert_power_toughness("A", "Elemental Shaman Token", 3, 1)
    s.assert_abilities("A", "Elemental Shaman Token", ["Haste"])


def test_615_1a_hostility_opponents_spell_not_prevented(real_db: CardDatabase) -> None:
    """XMage's test: B's own Lightning Bolt at B is B's spell: not prevented, B at 17, no
    tokens."""
    s = _hostility(real_db, "B", "B")
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Elemental Shaman Token", 0)


def test_615_1a_hostility_damage_to_a_creature_not_prevented(real_db: CardDatabase) -> None:
    """A's Bolt at B's Hill Giant (3/3) is damage to a creature, not to an opponent: it dies,
    no tokens."""
    s = _hostility(real_db, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Elemental Shaman Token", 0)


def test_615_1a_hostility_combat_damage_not_prevented(real_db: CardDatabase) -> None:
    """XMage's test: Hostility (6/6 haste) attacks: combat damage is a creature's, not a
    spell's: B at 14, no tokens."""
    _compiled(real_db, "Hostility")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hostility")
    s.attack(1, "A", "Hostility")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 14)
    s.assert_permanent_count("A", "Elemental Shaman Token", 0)


# ------------------------------------------------------------------ Soul Seizer
# 701.28a, 701.3a, 608.2c: "When ~ deals combat damage to a player, you may transform it. If
# you do, attach it to target creature that player controls." (Ghastly Haunting: "Enchant
# creature. You control enchanted creature.", 613.1b)

_SEIZER = "Soul Seizer // Ghastly Haunting"


def _seizer(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, _SEIZER)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Seizer")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.attack(1, "A", "Soul Seizer")
    s.add_target("A", "Craw Wurm")
    return s


def test_701_3a_soul_seizer_transforms_and_takes_the_wurm(real_db: CardDatabase) -> None:
    """XMage's test: Soul Seizer (1/3 flying) deals 1 combat damage to B (19), transforms into
    Ghastly Haunting attached to B's Craw Wurm: A controls the Wurm and the Aura."""
    s = _seizer(real_db)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 19)
    s.assert_permanent_count("A", "Ghastly Haunting", 1)
    s.assert_permanent_count("A", "Soul Seizer", 0)
    s.assert_permanent_count("A", "Craw Wurm", 1)
    s.assert_attached("Ghastly Haunting", "Craw Wurm")


def test_608_2c_soul_seizer_declined_stays_a_creature(real_db: CardDatabase) -> None:
    """A declines: Soul Seizer stays a creature, nothing is attached; B keeps the Wurm."""
    s = _seizer(real_db)
    s.set_choice("A", "no")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("A", "Soul Seizer", 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)


def test_613_1b_soul_seizer_aura_destroyed_control_returns(real_db: CardDatabase) -> None:
    """XMage's test: B casts Clear on Ghastly Haunting on turn 2: the Aura goes to A's
    graveyard (one card), B controls the Craw Wurm again."""
    s = _seizer(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Clear")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Clear", targets=["Ghastly Haunting"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("A", "Ghastly Haunting", 0)
    s.assert_graveyard_count("A", None, 1)
    s.assert_permanent_count("B", "Craw Wurm", 1)
