"""Cards XMage tests one by one, made to play in session 21 (issue 10): each played the way
its per-card test would, with exact figures and the rule it cites."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


# ------------------------------------------------------------------ Faith's Shield
# 702.16a: protection from the color of your choice (608.2d: chosen as it resolves);
# 702.16b-e: a player with protection (can't be targeted, damage prevented); 608.2c: "If you
# have 5 or less life, instead ..." (fateful hour)


def _shield(real_db: CardDatabase, life: int) -> Scenario:
    _compiled(real_db, "Faith's Shield")
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Faith's Shield")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Faith's Shield", targets=["White Knight"])
    return s


def test_702_16_faiths_shield_target_gains_protection(real_db: CardDatabase) -> None:
    """At 20 life only the target (White Knight) gains protection from red: B can't Bolt
    it, but can Bolt the Grizzly Bears beside it (dies) and A (17)."""
    s = _shield(real_db, 20)
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_abilities("A", "White Knight", ["Protection from red"]),
        sc.assert_abilities("A", "Grizzly Bears", ["Protection from red"], present=False),
        sc.assert_playable("B", "Lightning Bolt")))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "White Knight", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("A", 20)


def test_702_16b_faiths_shield_target_only_player_still_targetable(
        real_db: CardDatabase) -> None:
    """At 6 life (not fateful hour) A has no protection: B's Bolt to A leaves A at 3."""
    s = _shield(real_db, 6)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 3)


def test_702_16b_faiths_shield_fateful_hour_player_and_permanents(real_db: CardDatabase) -> None:
    """At 5 life, instead A and each permanent A controls gain protection from red: the Bolt
    can target neither A nor the Grizzly Bears (the cast is refused), A stays at 5."""
    s = _shield(real_db, 5)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("A", 5)
    s.assert_abilities("A", "Grizzly Bears", ["Protection from red"])
    s.assert_abilities("A", "Plains", ["Protection from red"])
    s.assert_hand_count("B", 1, "Lightning Bolt")


@pytest.mark.parametrize(("life", "after"), [(5, 5), (6, 4)])
def test_702_16e_faiths_shield_combat_damage_to_player_prevented(
        real_db: CardDatabase, life: int, after: int) -> None:
    """702.16e: B's red Goblin Piker (2/1) attacks A on turn 2; A casts Faith's Shield on
    White Knight in the declare attackers step choosing red. At 5 life A has protection and
    the combat damage is prevented (A stays at 5); at 6 life only the Knight has it and A
    goes to 4."""
    _compiled(real_db, "Faith's Shield")
    s = Scenario(cards=real_db)
    s.set_life("A", life)
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Faith's Shield")
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.set_choice("A", "Red")
    s.attack(2, "B", "Goblin Piker")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Faith's Shield", targets=["White Knight"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", after)


def test_702_16b_sehts_tiger_you_gain_protection(real_db: CardDatabase) -> None:
    """Seht's Tiger (the same wording, a player alone): A chooses red as the trigger
    resolves; B can't target A with Lightning Bolt that turn (the cast is refused, A at 20),
    but the Tiger itself has no protection: B's other Bolt kills it (a 3/3)."""
    _compiled(real_db, "Seht's Tiger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Seht's Tiger")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Seht's Tiger")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["Seht's Tiger"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Lightning Bolt"):
        s.execute()
    s.assert_life("A", 20)
    s.assert_graveyard_count("A", "Seht's Tiger", 1)
    s.assert_hand_count("B", 1, "Lightning Bolt")


# ------------------------------------------------------------------ Kairi, the Swirling Sky
# 601.2c, 603.3d: "any number of target nonland permanents with total mana value 6 or less"
# (a bound on the objects chosen for one word "target", 202.3); 700.2: a modal dies trigger


def _kairi(real_db: CardDatabase, *permanents: str) -> Scenario:
    _compiled(real_db, "Kairi, the Swirling Sky")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kairi, the Swirling Sky")
    for p in permanents:
        s.add_card(Zone.BATTLEFIELD, "A", p)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.set_mode_choice("A", 1)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["Kairi, the Swirling Sky"])
    return s


def test_601_2c_kairi_returns_mana_value_six(real_db: CardDatabase) -> None:
    """Kairi dies (Doom Blade); mode 1 returns Colossal Dreadmaw (mana value 6)."""
    s = _kairi(real_db, "Colossal Dreadmaw")
    s.add_target("A", "Colossal Dreadmaw")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Colossal Dreadmaw")
    s.assert_graveyard_count("A", "Kairi, the Swirling Sky", 1)


def test_601_2c_kairi_returns_two_totalling_four(real_db: CardDatabase) -> None:
    """Memnite (0) and Abbey Griffin (4), total 4: both return to the hand."""
    s = _kairi(real_db, "Memnite", "Abbey Griffin")
    s.add_target("A", "Abbey Griffin")
    s.add_target("A", "Memnite")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Abbey Griffin")
    s.assert_hand_count("A", 1, "Memnite")


def test_601_2c_kairi_total_over_six_not_chosen(real_db: CardDatabase) -> None:
    """Hill Giant (4) then Abbey Griffin (4): the Griffin would make the total 8, so it
    can't be chosen too (601.2c): the Giant returns, the Griffin stays. Axebane Stag (7)
    can't be chosen at all and stays."""
    s = _kairi(real_db, "Hill Giant", "Abbey Griffin", "Axebane Stag")
    s.add_target("A", "Hill Giant")
    s.add_target("A", "Abbey Griffin")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 1, "Hill Giant")
    s.assert_permanent_count("A", "Abbey Griffin", 1)
    s.assert_permanent_count("A", "Axebane Stag", 1)


def test_700_2_kairi_mill_mode_returns_two_instants_or_sorceries(real_db: CardDatabase) -> None:
    """Mode 2: mill six (two Shocks, a Divination and three Wastes), then up to two instant
    and/or sorcery cards from the graveyard (Doom Blade there too) to the hand."""
    _compiled(real_db, "Kairi, the Swirling Sky")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kairi, the Swirling Sky")
    s.add_card(Zone.LIBRARY, "A", "Shock", 2)
    s.add_card(Zone.LIBRARY, "A", "Divination")
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.set_mode_choice("A", 2)
    s.set_choice("A", "Shock^Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["Kairi, the Swirling Sky"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_hand_count("A", 1, "Divination")
    s.assert_hand_count("A", 1, "Shock")
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_graveyard_count("A", "Doom Blade", 1)
    s.assert_graveyard_count("A", "Wastes", 3)
    s.assert_library_count("A", 20 - 3)


# ------------------------------------------------------------------ Patch Up
# 601.2c: "up to three target creature cards with total mana value 3 or less"


@pytest.mark.parametrize(("targets", "ok"), [
    (["Memnite", "Savannah Lions", "Grizzly Bears"], True),
    (["Grizzly Bears", "Hill Giant"], False)])
def test_601_2c_patch_up_total_mana_value(real_db: CardDatabase, targets: list[str],
                                          ok: bool) -> None:
    """Memnite (0), Savannah Lions (1) and Grizzly Bears (2) total 3: all three return; the
    Bears with Hill Giant (2 + 4) is refused as the spell is cast."""
    _compiled(real_db, "Patch Up")
    s = Scenario(cards=real_db)
    for c in ("Memnite", "Savannah Lions", "Grizzly Bears", "Hill Giant"):
        s.add_card(Zone.GRAVEYARD, "A", c)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Patch Up")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Patch Up", targets=targets)
    s.stop_at(1, Step.END_TURN)
    if ok:
        s.execute()
        for c in targets:
            s.assert_permanent_count("A", c, 1)
        s.assert_graveyard_count("A", "Hill Giant", 1)
    else:
        with pytest.raises(ScenarioError, match="Patch Up"):
            s.execute()
        s.assert_graveyard_count("A", None, 4)


# ------------------------------------------------------------------ Eon Frolicker
# 500.7: an extra turn after this one; 702.16k: "Until your next turn, you and planeswalkers
# you control gain protection from that player" (611.2a: until A's next turn begins)


def _frolicker(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Eon Frolicker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Eon Frolicker")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace Beleren")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Eon Frolicker")
    return s


def test_702_16k_eon_frolicker_player_protected_from_opponent(real_db: CardDatabase) -> None:
    """B can't target A with Chandra's Fury (refused), but can target itself: B at 16, A at
    20 (XMage's EonFrolickerTest)."""
    s = _frolicker(real_db)
    s.add_card(Zone.HAND, "B", "Chandra's Fury", 2)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Chandra's Fury", targets=["A"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Chandra's Fury", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Chandra's Fury"):
        s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 16)
    s.assert_graveyard_count("B", "Chandra's Fury", 1)


def test_702_16k_eon_frolicker_extra_turn_damage_prevented_until_your_next_turn(
        real_db: CardDatabase) -> None:
    """B takes the extra turn (turn 2) and its own (turn 3): Goblin Piker's combat damage to
    A (turn 2) and to Jace Beleren (turn 3) is prevented; on turn 4 (A's turn: the protection
    has ended) B's Shock brings A to 18."""
    s = _frolicker(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Goblin Piker")
    s.add_card(Zone.HAND, "B", "Shock")
    s.attack(2, "B", "Goblin Piker")
    s.attack(3, "B", "Goblin Piker", "Jace Beleren")
    s.cast_spell(4, Step.UPKEEP, "B", "Shock", targets=["A"])
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_turn(3))
    s.stop_at(4, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Jace Beleren", "loyalty", 3)
    s.assert_life("A", 18)
    assert s.game.state.active == 0  # turn 4 is A's (B took turns 2 and 3)


def test_702_16k_eon_frolicker_not_cast_no_extra_turn(real_db: CardDatabase) -> None:
    """Not cast (put onto the battlefield by Show and Tell): the intervening 'if you cast
    it' fails (603.4), so no extra turn and no protection: B's Shock on turn
    1 hits A (18) and turn 2 is B's own."""
    _compiled(real_db, "Eon Frolicker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Eon Frolicker")
    s.add_card(Zone.HAND, "A", "Show and Tell")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Eon Frolicker")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Show and Tell")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Eon Frolicker", 1)
    s.assert_life("A", 18)
    assert s.game.state.active == 1


# ------------------------------------------------------------------ Vraska the Unseen
# 603.7b, 611.2a: a delayed triggered ability until your next turn; 603.7d-e: its "~" is
# Vraska (the source of the loyalty ability); 510.2: combat damage only


def test_603_7_vraska_the_unseen_destroys_combat_damage_dealer_until_next_turn(
        real_db: CardDatabase) -> None:
    """+1 on turn 1 (loyalty 6). Turn 2: a Grizzly Bears attacking Vraska deals 2 (loyalty
    4) and is destroyed; the other two stay. Turn 4 (after A's turn 3 began, the ability is
    gone): another Bears deals 2 (loyalty 2) and survives."""
    _compiled(real_db, "Vraska the Unseen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vraska the Unseen")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(2, "B", "Grizzly Bears", "Vraska the Unseen")
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: (
        sc.assert_counter_count("A", "Vraska the Unseen", "loyalty", 4),
        sc.assert_permanent_count("B", "Grizzly Bears", 2),
        sc.assert_graveyard_count("B", "Grizzly Bears", 1)))
    s.attack(4, "B", "Grizzly Bears", "Vraska the Unseen")
    s.stop_at(4, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Vraska the Unseen", "loyalty", 2)
    s.assert_permanent_count("B", "Grizzly Bears", 2)


def test_510_2_vraska_the_unseen_noncombat_damage_not_punished(real_db: CardDatabase) -> None:
    """Prodigal Pyromancer's 1 damage to Vraska (not combat damage) on turn 2: loyalty 6 -
    1 = 5, the Pyromancer stays; a creature dealing combat damage to a player is not
    destroyed either (B's Bears attacks A: A at 18, Bears alive)."""
    _compiled(real_db, "Vraska the Unseen")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Vraska the Unseen")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(2, "B", "Grizzly Bears", "A")
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "B", "{T}:", source="Prodigal Pyromancer",
                       targets=["Vraska the Unseen"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Vraska the Unseen", "loyalty", 5)
    s.assert_permanent_count("B", "Prodigal Pyromancer", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_life("A", 18)


# ------------------------------------------------------------------ Ghostfire Blade
# 602.2b, 601.2c-f: the equip ability's cost is determined after its target is chosen: {2}
# less for a colorless creature


def test_602_2b_ghostfire_blade_equip_colorless_creature_for_one(real_db: CardDatabase) -> None:
    """XMage's test: no creature, no equip; Alpha Myr cast with both Forests; on turn 3 the
    equip costs {1} (Myr is colorless): Myr 4/3."""
    _compiled(real_db, "Ghostfire Blade")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ghostfire Blade")
    s.add_card(Zone.HAND, "A", "Alpha Myr")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Equip {3}", False))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alpha Myr")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "Equip {3}", targets=["Alpha Myr"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Alpha Myr", 4, 3)
    s.assert_attached("Ghostfire Blade", "Alpha Myr")


@pytest.mark.parametrize(("target", "lands", "ok"), [
    ("Ornithopter", 1, True), ("Grizzly Bears", 1, False), ("Grizzly Bears", 3, True)])
def test_602_2b_ghostfire_blade_full_cost_for_a_colored_creature(
        real_db: CardDatabase, target: str, lands: int, ok: bool) -> None:
    """With one Forest the Blade can be attached to Ornithopter ({1}: 2/4) but not to
    Grizzly Bears ({3}: refused); with three Forests, to the Bears (4/4)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ghostfire Blade")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", lands)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {3}", targets=[target])
    s.stop_at(1, Step.END_TURN)
    if ok:
        s.execute()
        s.assert_attached("Ghostfire Blade", target)
        s.assert_power_toughness("A", target, *((2, 4) if target == "Ornithopter" else (4, 4)))
    else:
        with pytest.raises(ScenarioError, match="Equip"):
            s.execute()
        s.assert_power_toughness("A", target, 2, 2)


# ------------------------------------------------------------------ Reality Scramble
# 701.16a: cards revealed until one shares a card type (205.2a) with the target as it last
# existed on the battlefield (608.2h); 303.4f: an Aura found is attached as it enters


def _scramble(real_db: CardDatabase, target: str, *library: str) -> Scenario:
    _compiled(real_db, "Reality Scramble")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Reality Scramble")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    if target != "Mountain":
        s.add_card(Zone.BATTLEFIELD, "A", target)
    for c in library:  # (the last one added is the top card)
        s.add_card(Zone.LIBRARY, "A", c)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Reality Scramble", targets=[target])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    return s


def test_701_16a_reality_scramble_creature_finds_creature(real_db: CardDatabase) -> None:
    """Grizzly Bears to the bottom; Storm Crow, the top card, is a creature: it enters."""
    s = _scramble(real_db, "Grizzly Bears", "Storm Crow")
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_permanent_count("A", "Storm Crow", 1)
    s.assert_library_count("A", 20, "Wastes")
    s.assert_library_count("A", 1, "Grizzly Bears")


def test_205_2a_reality_scramble_land_skips_creature(real_db: CardDatabase) -> None:
    """A Mountain to the bottom: Storm Crow (top, no land) is revealed and goes to the
    bottom; the Wastes under it is a land and enters: 4 lands again (3 Mountains, Wastes)."""
    s = _scramble(real_db, "Mountain", "Storm Crow")
    s.execute()
    s.assert_permanent_count("A", "Mountain", 3)
    s.assert_permanent_count("A", "Wastes", 1)
    s.assert_permanent_count("A", "Storm Crow", 0)
    s.assert_library_count("A", 1, "Storm Crow")
    s.assert_library_count("A", 19, "Wastes")


def test_205_2a_reality_scramble_artifact_creature_finds_artifact(real_db: CardDatabase) -> None:
    """Ornithopter (artifact creature): Mind Stone under a Forest on top is an artifact,
    shares a type: it enters; the Forest goes to the bottom."""
    s = _scramble(real_db, "Ornithopter", "Mind Stone", "Forest")
    s.execute()
    s.assert_permanent_count("A", "Mind Stone", 1)
    s.assert_permanent_count("A", "Forest", 0)
    s.assert_library_count("A", 1, "Ornithopter")


def test_303_4f_reality_scramble_enchantment_finds_aura(real_db: CardDatabase) -> None:
    """Glorious Anthem (an enchantment): Pacifism on top shares the type; it enters attached
    to B's Grizzly Bears, the only creature (303.4f), which can't attack."""
    s = _scramble(real_db, "Glorious Anthem", "Pacifism")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.execute()
    s.assert_attached("Pacifism", "Grizzly Bears")
    s.assert_permanent_count("A", "Glorious Anthem", 0)


def test_701_16a_reality_scramble_only_itself_shares_a_type(real_db: CardDatabase) -> None:
    """Grizzly Bears and a library of Wastes only: every card is revealed down to the Bears
    itself, at the bottom, which shares its type and enters again (a new object, 400.7):
    5 permanents, 20 Wastes in the library."""
    s = _scramble(real_db, "Grizzly Bears")
    s.execute()
    s.assert_battlefield_count("A", 5)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_library_count("A", 20)
    s.assert_graveyard_count("A", "Reality Scramble", 1)


# ------------------------------------------------------------------ Basri Ket
# 603.7b: a delayed triggered ability for the turn; 508.1, 603.2, 608.2h: "that many", the
# nontoken attackers declared; 508.4: tokens created tapped and attacking


def test_508_1_basri_ket_minus_two_one_attacker(real_db: CardDatabase) -> None:
    """XMage's test: -2, then Grizzly Bears attacks: one Soldier token tapped and attacking;
    B at 17."""
    _compiled(real_db, "Basri Ket")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Basri Ket")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Soldier Token", 1)
    s.assert_counter_count("A", "Basri Ket", "loyalty", 1)


def test_608_2h_basri_ket_that_many_nontoken_attackers(real_db: CardDatabase) -> None:
    """Loyalty 5. Turn 1: -2, two Bears attack: two Soldiers (B 20 - 4 - 2 = 14). Turn 3: -2
    again, the two Bears and the two Soldier tokens attack: two more Soldiers (the tokens
    aren't counted): B 14 - 4 - 2 - 2 = 6, four Soldiers."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Basri Ket", counters={"loyalty": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    s.attack(1, "A", "Grizzly Bears#1")
    s.attack(1, "A", "Grizzly Bears#2")
    s.check(2, Step.UPKEEP, lambda sc: (sc.assert_life("B", 14),
                                        sc.assert_permanent_count("A", "Soldier Token", 2)))
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-2:")
    s.attack(3, "A", "Grizzly Bears#1")
    s.attack(3, "A", "Grizzly Bears#2")
    s.attack(3, "A", "Soldier Token#1")
    s.attack(3, "A", "Soldier Token#2")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 6)
    s.assert_permanent_count("A", "Soldier Token", 4)


def test_603_7b_basri_ket_minus_two_ends_with_the_turn(real_db: CardDatabase) -> None:
    """-2 on turn 1 with no attack; on turn 3 the Bears attacks: no Soldier (the ability
    ended with turn 1): B at 18."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Basri Ket")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    s.attack(3, "A", "Grizzly Bears")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_permanent_count("A", "Soldier Token", 0)


# ------------------------------------------------------------------ Dark Impostor, Snoop
# 613.1f: a permanent with the activated abilities of other cards (layer 6): the creature
# cards exiled with it (607.2a), the top card of your library (401.1) while it is a Goblin


def _impostor(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Dark Impostor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Impostor")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Sorcerer")
    return s


def test_613_1f_dark_impostor_has_exiled_creature_abilities(real_db: CardDatabase) -> None:
    """Dark Impostor exiles B's Prodigal Sorcerer ({4}{B}{B}: a +1/+1 counter, 3/3); on
    turn 3 it uses the Sorcerer's "{T}: ... deals 1 damage to any target": B at 19, the
    Impostor tapped."""
    s = _impostor(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{B}{B}:",
                       targets=["Prodigal Sorcerer"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{T}: Prodigal Sorcerer deals",
                       source="Dark Impostor", targets=["B"])
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_exile_count("Prodigal Sorcerer", 1)
    s.assert_power_toughness("A", "Dark Impostor", 3, 3)
    s.assert_life("B", 19)
    s.assert_tapped("Dark Impostor", True)


def test_613_1f_dark_impostor_without_exiled_card_lacks_ability(real_db: CardDatabase) -> None:
    """Nothing exiled with it: the Impostor has no "{T}: ... deals 1 damage" ability (the
    activation is refused); B stays at 20."""
    s = _impostor(real_db)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable(
        "A", "{T}: Prodigal Sorcerer deals", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)


def _snoop(real_db: CardDatabase, top: str) -> Scenario:
    _compiled(real_db, "Conspicuous Snoop")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Conspicuous Snoop")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.LIBRARY, "A", top)
    return s


def test_613_1f_conspicuous_snoop_has_top_goblin_abilities(real_db: CardDatabase) -> None:
    """Goblin Balloon Brigade on top: the Snoop has "{R}: ~ gains flying until end of turn"
    and gains flying itself ("~" is the Snoop)."""
    s = _snoop(real_db, "Goblin Balloon Brigade")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}:", source="Conspicuous Snoop")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_abilities("A", "Conspicuous Snoop", ["Flying"])


def test_611_3a_conspicuous_snoop_top_not_a_goblin(real_db: CardDatabase) -> None:
    """A non-Goblin on top (Wind Drake): no such ability; and once the Goblin on top is drawn
    (turn 3, a Wastes under it), the Snoop loses it."""
    s = _snoop(real_db, "Wind Drake")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{R}:", False))
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s2 = _snoop(real_db, "Goblin Balloon Brigade")
    s2.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{R}:"))
    s2.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "{R}:", False))
    s2.stop_at(3, Step.POSTCOMBAT_MAIN)
    s2.execute()
    s2.assert_hand_count("A", 1, "Goblin Balloon Brigade")


# ------------------------------------------------------------------ Resourceful Defense
# 122.5, 608.2d: "Move any number of counters from target permanent you control to another
# target permanent you control": for each kind it has, the number chosen as it resolves


def _defense(real_db: CardDatabase, **counters: int) -> Scenario:
    _compiled(real_db, "Resourceful Defense")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Resourceful Defense")
    s.add_card(Zone.BATTLEFIELD, "A", "Vivid Creek", counters={"charge": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Everflowing Chalice")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters=counters or None)
    return s


@pytest.mark.parametrize(("moved", "left"), [(2, 0), (1, 1), (0, 2)])
def test_122_5_resourceful_defense_moves_chosen_number(real_db: CardDatabase, moved: int,
                                                       left: int) -> None:
    """Vivid Creek's two charge counters: 2, 1 or none moved to Everflowing Chalice."""
    s = _defense(real_db)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{W}:",
                       targets=["Vivid Creek", "Everflowing Chalice"])
    s.set_choice("A", str(moved))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_counter_count("A", "Vivid Creek", "charge", left)
    s.assert_counter_count("A", "Everflowing Chalice", "charge", moved)


def test_122_5_resourceful_defense_moves_each_kind(real_db: CardDatabase) -> None:
    """Grizzly Bears with a +1/+1 counter and two charge counters: one +1/+1 and one charge
    counter moved to Vivid Creek (each kind asked in turn): Bears 2/2 with one charge
    counter, Creek with three charge counters and a +1/+1 counter."""
    s = _defense(real_db, **{"+1/+1": 1, "charge": 2})
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{W}:",
                       targets=["Grizzly Bears", "Vivid Creek"])
    s.set_choice("A", "1")
    s.set_choice("A", "1")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_counter_count("A", "Grizzly Bears", "charge", 1)
    s.assert_counter_count("A", "Vivid Creek", "charge", 3)
    s.assert_counter_count("A", "Vivid Creek", "+1/+1", 1)


def test_603_10a_resourceful_defense_dying_creature_counters(real_db: CardDatabase) -> None:
    """Grizzly Bears with a +1/+1 counter dies (Lightning Bolt): its counter goes on
    Everflowing Chalice; a permanent leaving with none doesn't trigger."""
    s = _defense(real_db, **{"+1/+1": 1})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.add_target("A", "Everflowing Chalice")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Everflowing Chalice", "+1/+1", 1)


# ------------------------------------------------------------------ Grand Warlord Radha
# 508.1, 608.2h: "that much" mana, one for each attacking creature you control; 106.1a: each
# {R} or {G} as chosen; 106.4, 500.4: not lost as steps and phases end this turn


def _radha(real_db: CardDatabase, *attackers: str) -> Scenario:
    _compiled(real_db, "Grand Warlord Radha")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grand Warlord Radha")
    s.add_card(Zone.BATTLEFIELD, "A", "Raging Goblin")
    s.add_card(Zone.BATTLEFIELD, "A", "Lightning Elemental")
    s.add_card(Zone.HAND, "A", "Living Twister")
    for a in attackers:
        s.attack(1, "A", a)
    return s


def test_106_4_grand_warlord_radha_mana_kept_for_main_phase_two(real_db: CardDatabase) -> None:
    """Three attackers: {R}{R}{G} chosen, kept through combat: Living Twister ({R}{R}{G})
    cast in the postcombat main phase (2/5); B at 20 - 1 - 4 - 3 = 12."""
    s = _radha(real_db, "Raging Goblin", "Lightning Elemental", "Grand Warlord Radha")
    for c in ("Red", "Red", "Green"):
        s.set_choice("A", c)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Living Twister")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Living Twister", 2, 5)
    s.assert_life("B", 12)


@pytest.mark.parametrize(("attackers", "colors"), [
    (("Raging Goblin", "Lightning Elemental"), ("Red", "Green")),
    (("Raging Goblin", "Lightning Elemental", "Grand Warlord Radha"), ("Red", "Red", "Red"))])
def test_608_2h_grand_warlord_radha_that_much_and_colors(
        real_db: CardDatabase, attackers: tuple[str, ...], colors: tuple[str, ...]) -> None:
    """Two attackers give two mana only; three chosen all {R}: either way Living Twister
    ({R}{R}{G}) can't be cast."""
    s = _radha(real_db, *attackers)
    for c in colors:
        s.set_choice("A", c)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Living Twister")
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Living Twister"):
        s.execute()
    s.assert_hand_count("A", 1, "Living Twister")


# ------------------------------------------------------------------ Chandra Ablaze
# 608.2g, 118.9: "Cast any number of red instant and/or sorcery cards from your graveyard
# without paying their mana costs" (each cast at once, as chosen, until none is chosen)


def _ablaze(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Chandra Ablaze")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra Ablaze", counters={"loyalty": 2})
    for c in ("Lightning Bolt", "Shock", "Lava Spike", "Giant Growth"):
        s.add_card(Zone.GRAVEYARD, "A", c)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7:")
    return s


def test_608_2g_chandra_ablaze_casts_each_red_instant_and_sorcery(real_db: CardDatabase) -> None:
    """-7 (loyalty 7): Lightning Bolt, Shock and Lava Spike cast from the graveyard at B
    (B at 20 - 3 - 2 - 3 = 12); Giant Growth (green) can't be: it stays; Chandra at 0
    loyalty is put into the graveyard (704.5i)."""
    s = _ablaze(real_db)
    for c in ("Lightning Bolt", "B", "Shock", "B", "Lava Spike", "B", "none"):
        s.set_choice("A", c)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 12)
    s.assert_graveyard_count("A", "Giant Growth", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Chandra Ablaze", 1)


def test_608_2g_chandra_ablaze_stops_when_none_chosen(real_db: CardDatabase) -> None:
    """Only Shock cast (at the Grizzly Bears), then none: the Bears dies, B stays at 20, and
    Lightning Bolt and Lava Spike stay in the graveyard uncast."""
    s = _ablaze(real_db)
    for c in ("Shock", "Grizzly Bears", "none"):
        s.set_choice("A", c)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Lava Spike", 1)


def test_chandra_ablaze_plus_one_discards_red_card(real_db: CardDatabase) -> None:
    """XMage's test: +1 discarding Lightning Bolt (red) deals 4 to Silvercoat Lion (dies);
    loyalty 6."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra Ablaze")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Silvercoat Lion")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Silvercoat Lion"])
    s.set_choice("A", "Lightning Bolt")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Silvercoat Lion", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)
    s.assert_counter_count("A", "Chandra Ablaze", "loyalty", 6)


def test_chandra_ablaze_minus_two_each_player_discards_and_draws(real_db: CardDatabase) -> None:
    """XMage's test: -2: A discards five Grizzly Bears, B a Silvercoat Lion; each draws
    three."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra Ablaze")
    s.add_card(Zone.HAND, "A", "Grizzly Bears", 5)
    s.add_card(Zone.HAND, "B", "Silvercoat Lion")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-2:")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("A", 3)
    s.assert_hand_count("B", 3)
    s.assert_graveyard_count("A", "Grizzly Bears", 5)
    s.assert_graveyard_count("B", "Silvercoat Lion", 1)


# ------------------------------------------------------------------ Threefold Signal
# 702.56a, 105.2: spells you cast that are exactly three colors have replicate {3}; 707.10f:
# a copy of a permanent spell becomes a token


def _signal(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Threefold Signal")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Threefold Signal")
    return s


@pytest.mark.parametrize(("times", "count"), [("1", 2), ("0", 1)])
def test_702_56a_threefold_signal_three_colors_replicated(real_db: CardDatabase, times: str,
                                                          count: int) -> None:
    """Esper Sojourners ({W}{U}{B}) with six lands: replicate paid once: two Sojourners (the
    copy a token); not paid: one."""
    s = _signal(real_db)
    for land in ("Plains", "Island", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.add_card(Zone.HAND, "A", "Esper Sojourners")
    s.set_choice("A", times)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Esper Sojourners")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Esper Sojourners", count)


def test_702_56a_threefold_signal_one_color_has_no_replicate(real_db: CardDatabase) -> None:
    """Lightning Bolt (one color) has no replicate: with four Mountains and "1" queued, one
    Bolt only: B at 17."""
    s = _signal(real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.set_choice("A", "1")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)


def test_105_2_threefold_signal_not_five_colors_nor_opponents(real_db: CardDatabase) -> None:
    """Atogatog (five colors) has no replicate; B's Esper Sojourners neither (not A's
    spell): one of each."""
    s = _signal(real_db)
    for land in ("Plains", "Island", "Swamp", "Forest", "Mountain"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    s.add_card(Zone.HAND, "A", "Atogatog")
    for land in ("Plains", "Island", "Swamp"):
        s.add_card(Zone.BATTLEFIELD, "B", land, 2)
    s.add_card(Zone.HAND, "B", "Esper Sojourners")
    s.set_choice("A", "1")
    s.set_choice("B", "1")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Atogatog")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Esper Sojourners")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Atogatog", 1)
    s.assert_permanent_count("B", "Esper Sojourners", 1)


# ------------------------------------------------------------------ Phyrexian Ingester
# 607.2a: the creature card its imprint ability exiled; 613.4c: +X/+Y, its power and toughness


def _ingester(real_db: CardDatabase, *creatures: str) -> Scenario:
    _compiled(real_db, "Phyrexian Ingester")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Phyrexian Ingester")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    for c in creatures:
        s.add_card(Zone.BATTLEFIELD, "A", c)
    return s


def test_613_4c_phyrexian_ingester_gets_exiled_creature_pt(real_db: CardDatabase) -> None:
    """Elite Vanguard (2/1) exiled: the Ingester is 3 + 2 / 3 + 1 = 5/4."""
    s = _ingester(real_db, "Elite Vanguard")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Ingester")
    s.add_target("A", "Elite Vanguard")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Elite Vanguard", 1)
    s.assert_power_toughness("A", "Phyrexian Ingester", 5, 4)


def test_613_4c_phyrexian_ingester_declined_is_three_three(real_db: CardDatabase) -> None:
    """"You may": declined, nothing exiled, the Ingester stays 3/3 and the Vanguard 2/1."""
    s = _ingester(real_db, "Elite Vanguard")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Ingester")
    s.add_target("A", "Elite Vanguard")
    s.set_choice("A", "no")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Phyrexian Ingester", 3, 3)
    s.assert_permanent_count("A", "Elite Vanguard", 1)


def test_607_2a_phyrexian_ingester_destroyed_in_response(real_db: CardDatabase) -> None:
    """The Ingester destroyed (Doom Blade) with its trigger on the stack: the Vanguard is
    still exiled, the Ingester in the graveyard."""
    s = _ingester(real_db, "Elite Vanguard")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Ingester")
    s.add_target("A", "Elite Vanguard")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doom Blade", targets=["Phyrexian Ingester"],
                 responding_to="Phyrexian Ingester")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Elite Vanguard", 1)
    s.assert_graveyard_count("A", "Phyrexian Ingester", 1)


def test_603_2d_phyrexian_ingester_panharmonicon_two_cards(real_db: CardDatabase) -> None:
    """Panharmonicon: the imprint triggers twice; Elite Vanguard (2/1) and Grizzly Bears
    (2/2) exiled with it: 3 + 2 + 2 / 3 + 1 + 2 = 7/6 (XMage's reading: both count)."""
    s = _ingester(real_db, "Elite Vanguard", "Grizzly Bears", "Panharmonicon")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Ingester")
    s.add_target("A", "Elite Vanguard")
    s.add_target("A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "yes")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Elite Vanguard", 1)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_power_toughness("A", "Phyrexian Ingester", 7, 6)


# ------------------------------------------------------------------ Kess, Dissident Mage
# 601.3: once during each of your turns an instant or sorcery spell from your graveyard;
# 614.1a: one cast this way is exiled instead of being put into your graveyard


def _kess(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Kess, Dissident Mage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kess, Dissident Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt", 2)
    return s


def test_601_3_kess_casts_bolt_from_graveyard_then_exiles_it(real_db: CardDatabase) -> None:
    """XMage's test: Lightning Bolt cast from the graveyard at B (17); it is exiled as it
    resolves. The second Bolt can't be cast that turn (once each turn)."""
    s = _kess(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt",
                                                                   False))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_601_3_kess_only_on_your_turns_once_each(real_db: CardDatabase) -> None:
    """Not on B's turn 2 (the Bolt isn't castable then); again on A's turn 3: B at 17 after
    turn 1 and 14 after turn 3, both Bolts exiled."""
    s = _kess(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.check(2, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt",
                                                                   False))
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 14)
    s.assert_exile_count("Lightning Bolt", 2)


def test_614_1a_kess_countered_spell_exiled_too(real_db: CardDatabase) -> None:
    """The Bolt cast this way is countered (B's Counterspell): exiled instead of going to
    A's graveyard; B stays at 20."""
    s = _kess(real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Island", 2)
    s.add_card(Zone.HAND, "B", "Counterspell")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "B", "Counterspell", targets=["Lightning Bolt"],
                 responding_to="Lightning Bolt")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_709_3_kess_casts_one_half_of_a_split_card(real_db: CardDatabase) -> None:
    """XMage's test: Alive (of Alive // Well, a sorcery) cast from the graveyard: a 3/3
    Centaur; the card is exiled."""
    _compiled(real_db, "Kess, Dissident Mage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kess, Dissident Mage")
    s.add_card(Zone.GRAVEYARD, "A", "Alive // Well")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Alive")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Centaur Token", 1)
    s.assert_life("A", 20)
    s.assert_exile_count("Alive // Well", 1)


# ------------------------------------------------------------------ Radiant Scrollwielder
# 406.3: exiled at random from your graveyard; 601.3: "You may cast it this turn"; 614.1a:
# the spell cast this way exiled instead of put into your graveyard; 702.15b: lifelink


def _scrollwielder(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Radiant Scrollwielder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Radiant Scrollwielder")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    return s


def test_614_1a_radiant_scrollwielder_cast_exiled_bolt(real_db: CardDatabase) -> None:
    """Upkeep: Lightning Bolt (the only instant or sorcery card) exiled; cast this turn at B
    (17) with lifelink (A at 23); exiled again as it resolves, not put into the graveyard;
    the Bears stays in the graveyard."""
    s = _scrollwielder(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_life("A", 23)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Lightning Bolt", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_601_3_radiant_scrollwielder_permission_ends_with_the_turn(real_db: CardDatabase) -> None:
    """Not cast on turn 1: on turn 3 the Bolt (still in exile) can't be cast; no other
    instant or sorcery is left in the graveyard, so turn 3's upkeep exiles nothing."""
    s = _scrollwielder(real_db)
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt"))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt",
                                                                   False))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


# ------------------------------------------------------------------ Jace, Vryn's Prodigy
# 712.10a, 400.7: exiled and returned transformed (a planeswalker with its loyalty); 601.3:
# "You may cast target instant or sorcery card from your graveyard this turn"; 614.1a: exiled
# instead of put into your graveyard


def _jace(real_db: CardDatabase, card: str) -> Scenario:
    _compiled(real_db, "Jace, Vryn's Prodigy // Jace, Telepath Unbound")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Vryn's Prodigy")
    s.add_card(Zone.LIBRARY, "A", card)
    s.add_card(Zone.GRAVEYARD, "A", "Taiga", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw a card")
    s.set_choice("A", card)
    return s


def test_712_10a_jace_loots_into_five_cards_and_transforms(real_db: CardDatabase) -> None:
    """Fire // Ice drawn and discarded: five cards in the graveyard, so Jace is exiled and
    returns transformed: Jace, Telepath Unbound with 5 loyalty."""
    s = _jace(real_db, "Fire // Ice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Jace, Telepath Unbound", 1)
    s.assert_counter_count("A", "Jace, Telepath Unbound", "loyalty", 5)
    s.assert_graveyard_count("A", None, 5)


def test_712_10a_jace_four_cards_stays_untransformed(real_db: CardDatabase) -> None:
    """Only three Taiga before: four cards after the loot, Jace stays (a tapped 0/2)."""
    _compiled(real_db, "Jace, Vryn's Prodigy // Jace, Telepath Unbound")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Vryn's Prodigy")
    s.add_card(Zone.LIBRARY, "A", "Fire // Ice")
    s.add_card(Zone.GRAVEYARD, "A", "Taiga", 3)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw a card")
    s.set_choice("A", "Fire // Ice")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Jace, Vryn's Prodigy", 1)
    s.assert_tapped("Jace, Vryn's Prodigy", True)


def test_601_3_jace_telepath_minus_three_casts_split_half(real_db: CardDatabase) -> None:
    """XMage's test: -3 on Fire // Ice; Ice cast from the graveyard (two Islands) taps
    Memnite and draws a card; the card is exiled instead of returning to the graveyard."""
    s = _jace(real_db, "Fire // Ice")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Memnite")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-3:", targets=["Fire // Ice"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Ice", targets=["Memnite"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_exile_count("Fire // Ice", 1)
    s.assert_hand_count("A", 1)
    s.assert_tapped("Memnite", True)
    s.assert_counter_count("A", "Jace, Telepath Unbound", "loyalty", 2)


def test_601_3_jace_telepath_permission_lasts_this_turn_only(real_db: CardDatabase) -> None:
    """-3 on Zof Consumption (an MDFC: its front face, a sorcery), not cast that turn: on
    turn 3 it can't be cast from the graveyard."""
    _compiled(real_db, "Jace, Vryn's Prodigy // Jace, Telepath Unbound")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Vryn's Prodigy")
    s.add_card(Zone.LIBRARY, "A", "Zof Consumption // Zof Bloodbog")
    s.add_card(Zone.GRAVEYARD, "A", "Taiga", 4)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw a card")
    s.set_choice("A", "Zof Consumption")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-3:", targets=["Zof Consumption"])
    s.check(1, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Zof Consumption"))
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Zof Consumption",
                                                                   False))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)


def test_614_1a_jace_telepath_cast_mdfc_front_face_exiled(real_db: CardDatabase) -> None:
    """XMage's test: -3 on Zof Consumption, cast from the graveyard in the postcombat main
    phase: B loses 4 (16), A gains 4 (24); the card is exiled."""
    _compiled(real_db, "Jace, Vryn's Prodigy // Jace, Telepath Unbound")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Vryn's Prodigy")
    s.add_card(Zone.LIBRARY, "A", "Zof Consumption // Zof Bloodbog")
    s.add_card(Zone.GRAVEYARD, "A", "Taiga", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 6)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw a card")
    s.set_choice("A", "Zof Consumption")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-3:", targets=["Zof Consumption"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Zof Consumption")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_life("B", 16)
    s.assert_exile_count("Zof Consumption", 1)


# ------------------------------------------------------------------ Gaea's Will
# 601.3, 305.1, 611.2a: "Until end of turn, you may play lands and cast spells from your
# graveyard."; 614.1a: "If a card would be put into your graveyard from anywhere this turn,
# exile that card instead." (Yawgmoth's Will has the same text and a mana cost)


def test_601_3_yawgmoths_will_play_and_cast_from_graveyard(real_db: CardDatabase) -> None:
    """Yawgmoth's Will, then a Mountain played and Lightning Bolt cast from the graveyard (B
    at 17); the Bolt and Yawgmoth's Will itself are exiled instead of put into the
    graveyard."""
    _compiled(real_db, "Yawgmoth's Will")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Yawgmoth's Will")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Yawgmoth's Will")
    s.play_land(1, Step.POSTCOMBAT_MAIN, "A", "Mountain")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_exile_count("Yawgmoth's Will", 1)
    s.assert_graveyard_count("A", None, 0)


def test_611_2a_yawgmoths_will_ends_with_the_turn(real_db: CardDatabase) -> None:
    """Without the effect the Bolt can't be cast from the graveyard (turn 1, before it), nor
    on turn 3 after it (the turn it was cast has ended)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Yawgmoth's Will")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.check(1, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt",
                                                                   False))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Yawgmoth's Will")
    s.check(3, Step.PRECOMBAT_MAIN, lambda sc: sc.assert_playable("A", "Lightning Bolt",
                                                                   False))
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Lightning Bolt", 1)


def test_702_62a_gaeas_will_suspended_then_cast_from_graveyard(real_db: CardDatabase) -> None:
    """Gaea's Will suspended on turn 1 (four time counters): cast on turn 9 as the last is
    removed; then Lightning Bolt cast from the graveyard (B at 17) is exiled."""
    _compiled(real_db, "Gaea's Will")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Gaea's Will")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.cast_spell(9, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(9, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lightning Bolt", 1)
    s.assert_exile_count("Gaea's Will", 1)


# ------------------------------------------------------------------ Aeve, Progenitor Ooze
# 702.40a: storm on a permanent spell (707.10f: its copies become tokens); 205.4, 611.3a:
# "~ isn't legendary if it's a token" (704.5j doesn't apply to the copies); 614.1c


def test_702_40a_aeve_storm_copy_is_a_nonlegendary_token(real_db: CardDatabase) -> None:
    """XMage's test: Lightning Bolt, then Aeve: one storm copy, a token that isn't
    legendary, so both stay (704.5j); the token entered first with no other Ooze (no
    counter), Aeve after it with one +1/+1 counter (3/3)."""
    _compiled(real_db, "Aeve, Progenitor Ooze")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Aeve, Progenitor Ooze")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aeve, Progenitor Ooze")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Aeve, Progenitor Ooze", 2)
    st = s.game.state
    aeves = sorted((st.objects[o].card.is_token, st.objects[o].counters.get("+1/+1", 0))
                    for o in st.battlefield
                    if st.objects[o].card.name == "Aeve, Progenitor Ooze")
    assert aeves == [(False, 1), (True, 0)], aeves
    s.assert_life("B", 17)


def test_704_5j_aeve_card_itself_stays_legendary(real_db: CardDatabase) -> None:
    """Two Aeve cards cast one after the other: the second has one storm copy (a token, not
    legendary, which stays); the two nontoken Aeves are legendary, so the legend rule puts
    one into the graveyard (704.5j): two Aeves on the battlefield, one a token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Aeve, Progenitor Ooze", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 10)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aeve, Progenitor Ooze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aeve, Progenitor Ooze")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    st = s.game.state
    tokens = [st.objects[o].card.is_token for o in st.battlefield
              if st.objects[o].card.name == "Aeve, Progenitor Ooze"]
    assert sorted(tokens) == [False, True], tokens
    s.assert_graveyard_count("A", "Aeve, Progenitor Ooze", 1)


# ------------------------------------------------------------------ Anhelo, the Painter
# 702.153a: casualty given to the first instant or sorcery spell you cast each turn (601.2f
# first_each_turn: judged before the spell becomes cast); the copy trigger (707.10)


def _anhelo(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Anhelo, the Painter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Anhelo, the Painter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Lightning Bolt", 2)
    return s


def test_702_153a_anhelo_first_spell_casualty_copies(real_db: CardDatabase) -> None:
    """The first Bolt: casualty 2 paid with Grizzly Bears (power 2): copied (the copy keeps
    its target), B at 14; the second Bolt has no casualty (nothing sacrificed): B at 11."""
    s = _anhelo(real_db)
    s.set_choice("A", "Grizzly Bears")
    s.set_choice("A", "no")  # (no new targets for the copy)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 11)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)


def test_702_153a_anhelo_casualty_not_paid(real_db: CardDatabase) -> None:
    """Not paid (nothing named): no copy, B at 17, the Bears stays; Anhelo's casualty was
    for that first spell only."""
    s = _anhelo(real_db)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_702_153a_anhelo_not_for_creature_spells(real_db: CardDatabase) -> None:
    """A creature spell (Grizzly Bears) gets no casualty: nothing is sacrificed, one Bears
    enters."""
    s = _anhelo(real_db)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_permanent_count("A", "Hill Giant", 1)


# ------------------------------------------------------------------ the same rules elsewhere
# Liliana, Heretical Healer (712.10a: "exile ~, then return her ... transformed under her
# owner's control. If you do, ..."); Krosan Adaptation (702.40a: storm on an Aura spell, its
# copy a token Aura with a new target, 707.10f)


@pytest.mark.parametrize(("wrath", "expected"), [
    (False, ["Liliana, Defiant Necromancer", "Zombie Token"]), (True, [])])
def test_712_10a_liliana_heretical_healer_transforms_if_still_there(
        real_db: CardDatabase, wrath: bool, expected: list[str]) -> None:
    """Grizzly Bears dies (Shock): Liliana is exiled and returns transformed, and a 2/2 Zombie
    is created. Both die at once (Wrath of God): she isn't on the battlefield as the ability
    resolves, so she isn't exiled, doesn't return, and no Zombie is created ("If you do")."""
    _compiled(real_db, "Liliana, Heretical Healer // Liliana, Defiant Necromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana, Heretical Healer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Wrath of God" if wrath else "Shock")
    if wrath:
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Wrath of God")
    else:
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Grizzly Bears"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    st = s.game.state
    mine = sorted(st.objects[o].card.name for o in st.battlefield
                  if st.objects[o].controller == 0)
    assert mine == expected, mine


def test_702_40a_krosan_adaptation_storm_copy_aura_token(real_db: CardDatabase) -> None:
    """Giant Growth on Grizzly Bears, then Krosan Adaptation on the Bears: its storm copy (a
    new target: Hill Giant) becomes a token Aura attached to the Giant (4/3); the Bears are
    2 + 3 + 1 = 6/5."""
    _compiled(real_db, "Krosan Adaptation")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Krosan Adaptation")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.set_choice("A", "yes")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Krosan Adaptation", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 4, 3)
    s.assert_power_toughness("A", "Grizzly Bears", 6, 5)
    s.assert_permanent_count("A", "Krosan Adaptation", 2)


# ------------------------------------------------------------------ Diluvian Primordial
# 601.2c: up to one target card in each opponent's graveyard; 608.2g: each may be cast at once
# without paying its mana cost; 614.1a: exiled instead of put into a graveyard this turn


def _diluvian(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Diluvian Primordial")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Diluvian Primordial")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_target("A", "Lightning Bolt")
    return s


def test_608_2g_diluvian_primordial_casts_opponents_bolt(real_db: CardDatabase) -> None:
    """B's Lightning Bolt cast by A from B's graveyard at B (17); it is exiled (its owner is
    B) instead of going back to B's graveyard."""
    s = _diluvian(real_db)
    s.set_choice("A", "yes")
    s.set_choice("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diluvian Primordial")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lightning Bolt", 1, "B")
    s.assert_graveyard_count("B", "Lightning Bolt", 0)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_608_2g_diluvian_primordial_declined(real_db: CardDatabase) -> None:
    """"You may": declined, the Bolt stays in B's graveyard, B at 20."""
    s = _diluvian(real_db)
    s.set_choice("A", "no")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diluvian Primordial")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
