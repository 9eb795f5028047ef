"""615.1a, 615.3: prevention effects on groups for the rest of the turn, in wordings read this
session (oracle/prevention.py): "Prevent all combat damage blue creatures and black creatures
would deal this turn." (the "that" template without "that", Radiant Kavu) and "prevent all
damage that would be dealt to artifact creatures this turn" (Ethersworn Shieldmage), with
real cards of the MTGJSON database (skipped without ../shared)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def test_615_1a_radiant_kavu_prevents_blue_and_black_combat_damage(
        real_db: CardDatabase) -> None:
    """B attacks A with Coral Merfolk (blue 2/1), Walking Corpse (black 2/2) and Grizzly
    Bears (green 2/2); A activates Radiant Kavu in the declare attackers step: only the Bears'
    2 combat damage is dealt (A at 18)."""
    assert real_db.compiled("Radiant Kavu").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Radiant Kavu")
    for land in ("Mountain", "Forest", "Plains"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for name in ("Coral Merfolk", "Walking Corpse", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.attack(2, "B", name)
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{R}{G}{W}:")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)


def test_615_1a_radiant_kavu_without_activation(real_db: CardDatabase) -> None:
    """The same attack without the activation: 2 + 2 + 2 = 6 (A at 14)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Radiant Kavu")
    for name in ("Coral Merfolk", "Walking Corpse", "Grizzly Bears"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.attack(2, "B", name)
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 14)


def test_615_1a_ethersworn_shieldmage_saves_artifact_creatures(real_db: CardDatabase) -> None:
    """A casts Ethersworn Shieldmage (an artifact creature, 2/2), its trigger resolves, then
    A casts Pyroclasm (2 damage to each creature): the damage to Ornithopter (0/2) and to the
    Shieldmage is prevented, Grizzly Bears dies."""
    assert real_db.compiled("Ethersworn Shieldmage").supported
    s = Scenario(cards=real_db)
    for land, n in (("Plains", 1), ("Island", 1), ("Mountain", 3)):
        s.add_card(Zone.BATTLEFIELD, "A", land, n)
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Ethersworn Shieldmage")
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ethersworn Shieldmage")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("A", "Ethersworn Shieldmage", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def _bolt_own_bears(real_db: CardDatabase, shielder: str, extra: tuple[tuple[str, str], ...],
                    ability: str = "{T}: Prevent") -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", shielder)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    for player, name in extra:
        s.add_card(Zone.BATTLEFIELD, player, name)
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", ability, source=shielder,
                       targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    return s


def _damage_on(s: Scenario, name: str) -> int:
    return s.game.state.objects[s._one_permanent(name)].damage


def test_615_7_battlefield_medic_counts_clerics_as_it_resolves(real_db: CardDatabase) -> None:
    """107.3, 615.7: Battlefield Medic's shield is the number of Clerics on the battlefield
    (both players'): with B's Battlefield Medic too, X = 2, Lightning Bolt deals 1 of its 3 to
    Grizzly Bears (2/2, it survives with 1 damage)."""
    assert real_db.compiled("Battlefield Medic").supported
    s = _bolt_own_bears(real_db, "Battlefield Medic", (("B", "Battlefield Medic"),))
    assert _damage_on(s, "Grizzly Bears") == 1


def test_615_7_battlefield_medic_alone_prevents_one(real_db: CardDatabase) -> None:
    """Alone, X = 1: 2 damage is dealt and Grizzly Bears dies."""
    s = _bolt_own_bears(real_db, "Battlefield Medic", ())
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_615_7_samite_pilgrim_domain(real_db: CardDatabase) -> None:
    """Samite Pilgrim (domain): A controls a Mountain, a Plains and an Island, X = 3: all of
    Lightning Bolt's damage to Grizzly Bears is prevented."""
    assert real_db.compiled("Samite Pilgrim").supported
    s = _bolt_own_bears(real_db, "Samite Pilgrim", (("A", "Plains"), ("A", "Island")),
                        "Domain — {T}: Prevent")
    assert _damage_on(s, "Grizzly Bears") == 0


def test_615_1a_ignoble_soldier_blocked_deals_no_combat_damage(real_db: CardDatabase) -> None:
    """Ignoble Soldier ("Whenever ~ becomes blocked, prevent all combat damage that would be
    dealt by it this turn"): A's Soldier attacks alongside Hill Giant (3/3); B blocks the
    Soldier with Wall of Wood (0/3) and takes 3 from the Giant; the Soldier's combat damage to
    the Wall is prevented (0 damage on it)."""
    assert real_db.compiled("Ignoble Soldier").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ignoble Soldier")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Ignoble Soldier")
    s.attack(1, "A", "Hill Giant")
    s.block(1, "B", "Wall of Wood", "Ignoble Soldier")
    seen: list[int] = []
    s.check(1, Step.END_COMBAT, lambda sc: seen.append(_damage_on(sc, "Wall of Wood")))
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert seen == [0]
    s.assert_life("B", 17)


def test_615_10_temple_altisaur_prevents_all_but_1_to_another_dinosaur(
        real_db: CardDatabase) -> None:
    """615.10: B's Lightning Bolt at A's Colossal Dreadmaw (another Dinosaur A controls): all
    but 1 of the 3 is prevented (1 damage on it); B's second Bolt at Temple Altisaur itself
    (not "another"): 3 damage."""
    assert real_db.compiled("Temple Altisaur").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Temple Altisaur")
    s.add_card(Zone.BATTLEFIELD, "A", "Colossal Dreadmaw")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Lightning Bolt", 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Colossal Dreadmaw"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Temple Altisaur"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert _damage_on(s, "Colossal Dreadmaw") == 1
    assert _damage_on(s, "Temple Altisaur") == 3


def test_615_8_mercenaries_any_player_prevents_its_next_damage_to_them(
        real_db: CardDatabase) -> None:
    """615.8: A's Mercenaries (3/3) attacks B; B activates its "{3}:" ability (any player may):
    the next time it would deal damage to B this turn, that damage is prevented (B at 20);
    without the activation B is at 17."""
    assert real_db.compiled("Mercenaries").supported
    for activate, life in ((True, 20), (False, 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mercenaries")
        s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
        s.attack(1, "A", "Mercenaries")
        if activate:
            s.activate_ability(1, Step.DECLARE_ATTACKERS, "B", "{3}:", source="Mercenaries")
        s.stop_at(1, Step.END_TURN)
        s.execute()
        s.assert_life("B", life)


def test_615_8_circle_of_protection_shadow(real_db: CardDatabase) -> None:
    """615.8, 702.28: B's Dauthi Slayer (2/2, shadow) attacks A; A activates Circle of
    Protection: Shadow and chooses it: its next damage to A is prevented (A at 20); without
    the activation A is at 18."""
    assert real_db.compiled("Circle of Protection: Shadow").supported
    for activate, life in ((True, 20), (False, 18)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Circle of Protection: Shadow")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
        s.add_card(Zone.BATTLEFIELD, "B", "Dauthi Slayer")
        s.attack(2, "B", "Dauthi Slayer")
        if activate:
            s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{1}:")
            s.set_choice("A", "Dauthi Slayer")
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_life("A", life)


def test_615_1a_redeem_shields_up_to_two_target_creatures(real_db: CardDatabase) -> None:
    """115.3: A casts Redeem on Grizzly Bears and Llanowar Elves, then Pyroclasm (2 damage
    to each creature): the two targets survive with no damage, the untargeted Mogg Fanatic
    dies."""
    assert real_db.compiled("Redeem").supported
    s = Scenario(cards=real_db)
    for land in ("Plains", "Plains", "Mountain", "Mountain"):
        s.add_card(Zone.BATTLEFIELD, "A", land)
    for name in ("Grizzly Bears", "Llanowar Elves", "Mogg Fanatic"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.HAND, "A", "Redeem")
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Redeem", targets=["Grizzly Bears",
                                                                  "Llanowar Elves"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert _damage_on(s, "Grizzly Bears") == 0
    assert _damage_on(s, "Llanowar Elves") == 0
    s.assert_graveyard_count("A", "Mogg Fanatic", 1)


def test_615_8_dark_sphere_prevents_half_rounded_down(real_db: CardDatabase) -> None:
    """615.8: B's Hill Giant (3/3) attacks A; A sacrifices Dark Sphere choosing it: half of
    its 3 damage, rounded down (1), is prevented: A at 18."""
    assert real_db.compiled("Dark Sphere").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dark Sphere")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{T}, Sacrifice")
    s.set_choice("A", "Hill Giant")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_graveyard_count("A", "Dark Sphere", 1)


def test_615_1a_lithomancers_focus_prevents_colorless_sources_only(
        real_db: CardDatabase) -> None:
    """105.2c, 615.1a: A casts Lithomancer's Focus on Grizzly Bears (4/4 this turn) in B's
    turn 2; B's Rod of Ruin (colorless) deals 1 to it: prevented; B's Lightning Bolt (red)
    deals 3: dealt (3 damage on it, it survives)."""
    assert real_db.compiled("Lithomancer's Focus").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Lithomancer's Focus")
    s.add_card(Zone.BATTLEFIELD, "B", "Rod of Ruin")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.UPKEEP, "A", "Lithomancer's Focus", targets=["Grizzly Bears"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{3}, {T}:", targets=["Grizzly Bears"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert _damage_on(s, "Grizzly Bears") == 3


def test_615_11_wojek_apothecary_shields_the_target_and_its_color(
        real_db: CardDatabase) -> None:
    """105.2, 615.11: A's Wojek Apothecary targets Grizzly Bears (green): a 1-damage shield
    on it and on each other creature sharing a color with it (Centaur Courser, green), none
    on Hill Giant (red); A's Pyroclasm then deals 2 to each: 1, 1 and 2 damage."""
    assert real_db.compiled("Wojek Apothecary").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wojek Apothecary")
    for name in ("Grizzly Bears", "Centaur Courser", "Hill Giant"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Radiance — {T}:", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert [_damage_on(s, n) for n in ("Grizzly Bears", "Centaur Courser", "Hill Giant")] \
        == [1, 1, 2]


def test_615_1a_callous_giant_prevents_3_or_less(real_db: CardDatabase) -> None:
    """615.1a: B's Lightning Bolt (3) at Callous Giant (4/4): prevented (no damage on it); B's
    Flame Slash (4): dealt, the Giant dies."""
    assert real_db.compiled("Callous Giant").supported
    for spell, dies in (("Lightning Bolt", 0), ("Flame Slash", 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Callous Giant")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", spell)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", spell, targets=["Callous Giant"])
        s.stop_at(2, Step.POSTCOMBAT_MAIN)
        s.execute()
        s.assert_graveyard_count("A", "Callous Giant", dies)
        if not dies:
            assert _damage_on(s, "Callous Giant") == 0
