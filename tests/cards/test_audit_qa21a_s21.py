"""Session 21 audit (qa21a): new cards of this session played against their Oracle text, with
real cards of the shared MTGJSON file (skipped without it). Each test names the rule it checks."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from tests.cards.conftest import assert_compiled


def test_replicating_ring_eighth_night_counter_makes_eight_rings(real_db: CardDatabase) -> None:
    """Replicating Ring with 7 night counters: the upkeep trigger puts the 8th, then (608.2c, the
    condition read after the counter is put) removes all 8 and creates eight Replicated Rings."""
    assert_compiled(real_db, "Replicating Ring")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Replicating Ring", counters={"night": 7})
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Replicating Ring", "night", 0)
    s.assert_permanent_count("A", "Replicated Ring", 8)


def test_replicating_ring_sixth_counter_makes_nothing(real_db: CardDatabase) -> None:
    """With 5 night counters the upkeep trigger leaves 6 and creates no token."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Replicating Ring", counters={"night": 5})
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Replicating Ring", "night", 6)
    s.assert_permanent_count("A", "Replicated Ring", 0)


def test_crovax_declined_sacrifice_removes_a_counter(real_db: CardDatabase) -> None:
    """Crovax the Cursed (4 counters): "you may sacrifice a creature ... If you don't, remove a
    +1/+1 counter": A declines, Crovax has 3 counters (3/3), the Grizzly Bears stay."""
    assert_compiled(real_db, "Crovax the Cursed")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crovax the Cursed", counters={"+1/+1": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Crovax the Cursed", "+1/+1", 3)
    s.assert_power_toughness("A", "Crovax the Cursed", 3, 3)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_crovax_sacrifice_adds_a_counter(real_db: CardDatabase) -> None:
    """Crovax: A sacrifices Grizzly Bears: 5 counters (5/5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Crovax the Cursed", counters={"+1/+1": 4})
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "yes")
    s.set_choice("A", "Grizzly Bears")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_counter_count("A", "Crovax the Cursed", "+1/+1", 5)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_ravenous_vampire_declined_sacrifice_taps_it(real_db: CardDatabase) -> None:
    """Ravenous Vampire: A declines to sacrifice: it is tapped, no counter."""
    assert_compiled(real_db, "Ravenous Vampire")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Vampire")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.set_choice("A", "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_tapped("Ravenous Vampire", True)
    s.assert_counter_count("A", "Ravenous Vampire", "+1/+1", 0)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_ravenous_vampire_no_nonartifact_creature_but_itself(real_db: CardDatabase) -> None:
    """Ravenous Vampire alone with an artifact creature: it may sacrifice itself (a nonartifact
    creature); A answers no: tapped; the Ornithopter cannot be sacrificed."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ravenous Vampire")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.set_choice("A", "no")
    s.stop_at(1, Step.DRAW)
    s.execute()
    s.assert_tapped("Ravenous Vampire", True)
    s.assert_permanent_count("A", "Ornithopter", 1)


def test_inkfathom_witch_only_unblocked_attackers(real_db: CardDatabase) -> None:
    """Inkfathom Witch's ability (509.1h: an unblocked creature is an attacking creature no
    creature blocks): A's unblocked attacking Grizzly Bears becomes 4/1; A's non-attacking Hill
    Giant and B's untapped Gray Ogre stay as they are."""
    assert_compiled(real_db, "Inkfathom Witch")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Inkfathom Witch")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.attack(1, "A", "Grizzly Bears")
    s.activate_ability(1, Step.DECLARE_BLOCKERS, "A", "{2}{U}{B}:")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Hill Giant", 3, 3)
    s.assert_power_toughness("B", "Gray Ogre", 2, 2)
    s.assert_power_toughness("A", "Inkfathom Witch", 1, 1)


def test_jolrael_x_fixed_on_resolution(real_db: CardDatabase) -> None:
    """Jolrael's ability (608.2h: X, the cards in hand, is counted once as it resolves; 611.2c:
    the creatures affected are fixed then): 3 cards in hand -> Jolrael and Grizzly Bears are
    3/3; A then casts a Shock (2 cards in hand), they stay 3/3."""
    assert_compiled(real_db, "Jolrael, Mwonvuli Recluse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jolrael, Mwonvuli Recluse")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 6)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Wastes", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{G}{G}:")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)
    s.assert_power_toughness("A", "Jolrael, Mwonvuli Recluse", 3, 3)


def test_volraths_dungeon_opponent_activates_on_own_turn_only(real_db: CardDatabase) -> None:
    """Volrath's Dungeon: "Any player may activate this ability but only during their turn":
    B cannot in A's turn 1, B can in B's turn 2 (pays 5 life, the Dungeon is destroyed)."""
    assert_compiled(real_db, "Volrath's Dungeon")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Volrath's Dungeon")

    def not_in_a_turn(sc: Scenario) -> None:
        sc.assert_playable("B", "Pay 5 life:", False)

    s.check(1, Step.POSTCOMBAT_MAIN, not_in_a_turn)
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "Pay 5 life:", source="Volrath's Dungeon")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Volrath's Dungeon", 1)


def test_braids_each_player_puts_on_their_upkeep(real_db: CardDatabase) -> None:
    """Braids, Conjurer Adept: at B's upkeep B (that player) may put a creature card from B's
    hand onto the battlefield; at A's upkeep A puts its land; B's instant stays in hand."""
    assert_compiled(real_db, "Braids, Conjurer Adept")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Braids, Conjurer Adept")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Shock")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("B", 1, "Shock")


def test_braids_that_player_declines(real_db: CardDatabase) -> None:
    """Braids: B answers no at B's upkeep: the Grizzly Bears stay in B's hand."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Braids, Conjurer Adept")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.set_choice("B", "no")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 0)
    s.assert_hand_count("B", 1, "Grizzly Bears")


def test_rime_dryad_snow_forestwalk(real_db: CardDatabase) -> None:
    """Rime Dryad (702.14c snow landwalk): B controls a Snow-Covered Forest -> it can't be
    blocked, B takes 1; against a plain Forest it is blocked."""
    assert_compiled(real_db, "Rime Dryad")
    for land, life in (("Snow-Covered Forest", 19), ("Forest", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Rime Dryad")
        s.add_card(Zone.BATTLEFIELD, "B", land)
        s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
        s.attack(1, "A", "Rime Dryad")
        if land == "Forest":
            s.block(1, "B", "Wall of Wood", "Rime Dryad")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_life("B", life)


def test_rime_dryad_cant_be_blocked_by_choice(real_db: CardDatabase) -> None:
    """Rime Dryad against a Snow-Covered Forest: a scheduled block is illegal (ScenarioError)."""
    import pytest

    from mtg_engine.testing import ScenarioError
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rime Dryad")
    s.add_card(Zone.BATTLEFIELD, "B", "Snow-Covered Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Rime Dryad")
    s.block(1, "B", "Wall of Wood", "Rime Dryad")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()


def test_hotshot_mechanic_crews_as_power_four(real_db: CardDatabase) -> None:
    """Hotshot Mechanic (power 2) crews Cultivator's Caravan (Crew 3) alone (702.122a, its power
    counted 2 greater): the 5/5 attacks, B at 15; Grizzly Bears (power 2) alone cannot crew it."""
    assert_compiled(real_db, "Hotshot Mechanic")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hotshot Mechanic")
    s.add_card(Zone.BATTLEFIELD, "A", "Cultivator's Caravan")
    s.activate_ability(1, Step.BEGIN_COMBAT, "A", "Crew 3")
    s.attack(1, "A", "Cultivator's Caravan")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_tapped("Hotshot Mechanic", True)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Cultivator's Caravan")

    def cant_crew(sc: Scenario) -> None:
        sc.assert_playable("A", "Crew 3", False)

    s.check(1, Step.BEGIN_COMBAT, cant_crew)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()


def _counters(s: Scenario, name: str) -> list[int]:
    """+1/+1 counters on each permanent named `name`, in creation order."""
    return [o.counters.get("+1/+1", 0) for o in s.state.objects.values()
            if o.name == name and o.zone == Zone.BATTLEFIELD]


def test_detention_vortex_stops_mana_abilities_too(real_db: CardDatabase) -> None:
    """Detention Vortex on B's Llanowar Elves: "its activated abilities" include its mana
    ability (602.1, 605): B cannot tap it for {G}; B can destroy the Vortex in B's turn ({3})."""
    assert_compiled(real_db, "Detention Vortex")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Detention Vortex", attached_to="Llanowar Elves")

    def no_mana(sc: Scenario) -> None:
        sc.assert_playable("B", "{T}: Add {G}", False)

    s.check(2, Step.PRECOMBAT_MAIN, no_mana)
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "B", "{3}:", source="Detention Vortex")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Detention Vortex", 1)


def test_soul_scar_mage_counters_only_on_opponents_creatures(real_db: CardDatabase) -> None:
    """Soul-Scar Mage (614.1a): A's Shock on B's Hill Giant puts two -1/-1 counters (1/1, no
    damage); A's Shock on A's own Grizzly Bears is damage (it dies); prowess twice: 3/4."""
    assert_compiled(real_db, "Soul-Scar Mage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul-Scar Mage")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 2)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_damage("Hill Giant", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_power_toughness("A", "Soul-Scar Mage", 3, 4)


def test_esper_sentinel_draw_unless_paid_first_noncreature_only(real_db: CardDatabase) -> None:
    """Esper Sentinel (power 1): B's first noncreature spell of turn 2, B can't pay {1}: A draws
    one. Second case: B pays {1}: A draws none; B's second Shock triggers nothing."""
    assert_compiled(real_db, "Esper Sentinel")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Esper Sentinel")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 1)
    s.assert_life("A", 18)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Esper Sentinel")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Shock", 2)
    s.set_choice("B", "yes")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 0)
    s.assert_life("A", 16)


def test_resourceful_defense_moves_counters_of_a_dying_permanent(real_db: CardDatabase) -> None:
    """Resourceful Defense: A's Grizzly Bears with two +1/+1 counters is destroyed (Murder):
    those counters go on A's Hill Giant (5/5, 603.10a last known information)."""
    assert_compiled(real_db, "Resourceful Defense")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Resourceful Defense")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 2})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Murder")
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Murder", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 2)
    s.assert_power_toughness("A", "Hill Giant", 5, 5)


def test_carbonize_exiles_the_creature_it_kills(real_db: CardDatabase) -> None:
    """Carbonize on B's Grizzly Bears: it would die, it is exiled instead (614.1a); on B: 17."""
    assert_compiled(real_db, "Carbonize")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 6)
    s.add_card(Zone.HAND, "A", "Carbonize", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Carbonize", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Carbonize", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_life("B", 17)


def test_aeve_storm_copy_counts_oozes_as_each_enters(real_db: CardDatabase) -> None:
    """Aeve cast after a Shock, with A's Acidic Slime (an Ooze): the storm copy (a token, not
    legendary: no 704.5j) resolves first with one counter (the Slime), then Aeve with two
    (the Slime and the token)."""
    assert_compiled(real_db, "Aeve, Progenitor Ooze")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Acidic Slime")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Aeve, Progenitor Ooze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aeve, Progenitor Ooze")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Aeve, Progenitor Ooze", 2)
    assert sorted(_counters(s, "Aeve, Progenitor Ooze")) == [1, 2]


def test_tormentors_helm_blocked_creature_deals_one(real_db: CardDatabase) -> None:
    """Tormentor's Helm on Grizzly Bears (3/3): blocked by Wall of Wood, B takes 1; unblocked,
    no trigger: B takes 3."""
    assert_compiled(real_db, "Tormentor's Helm")
    for blocked, life in ((True, 19), (False, 17)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "A", "Tormentor's Helm", attached_to="Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
        s.attack(1, "A", "Grizzly Bears")
        if blocked:
            s.block(1, "B", "Wall of Wood", "Grizzly Bears")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_life("B", life)


def test_yukora_leaving_sacrifices_non_ogres(real_db: CardDatabase) -> None:
    """Yukora leaves (Unsummon): A sacrifices Grizzly Bears but keeps Zombie Ogre; B's Hill
    Giant stays."""
    assert_compiled(real_db, "Yukora, the Prisoner")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Yukora, the Prisoner")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Zombie Ogre")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Unsummon", targets=["Yukora, the Prisoner"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Zombie Ogre", 1)
    s.assert_permanent_count("B", "Hill Giant", 1)
    s.assert_hand_count("A", 1, "Yukora, the Prisoner")


def test_legacys_allure_counts_its_counters_as_it_last_existed(real_db: CardDatabase) -> None:
    """Legacy's Allure with 3 treasure counters, sacrificed as the cost (608.2h, 112.7a: the
    counters are read as it last existed on the battlefield): A gains control of B's Hill
    Giant (power 3)."""
    assert_compiled(real_db, "Legacy's Allure")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Legacy's Allure", counters={"treasure": 3})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "no")  # no 4th counter at the upkeep
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Sacrifice", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_graveyard_count("A", "Legacy's Allure", 1)


def test_legacys_allure_cant_target_a_bigger_creature(real_db: CardDatabase) -> None:
    """Legacy's Allure with 2 counters cannot target Hill Giant (power 3)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Legacy's Allure", counters={"treasure": 2})
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "no")

    def cant(sc: Scenario) -> None:
        sc.assert_playable("A", "Sacrifice", False)

    s.check(1, Step.PRECOMBAT_MAIN, cant)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_liliana_dying_with_the_creature_makes_no_zombie(real_db: CardDatabase) -> None:
    """Liliana, Heretical Healer and Grizzly Bears die together (Wrath of God): the trigger finds
    Liliana in the graveyard (400.7: a new object): no exile, no return, no Zombie."""
    assert_compiled(real_db, "Liliana, Heretical Healer // Liliana, Defiant Necromancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana, Heretical Healer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Wrath of God")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Wrath of God")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Liliana, Heretical Healer", 1)
    s.assert_permanent_count("A", "Zombie Token", 0)
    s.assert_permanent_count("A", "Liliana, Defiant Necromancer", 0)


def test_liliana_flips_and_makes_a_zombie(real_db: CardDatabase) -> None:
    """Grizzly Bears dies (Shock), Liliana stays: she returns transformed (loyalty 3) and a 2/2
    Zombie is created."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana, Heretical Healer")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Liliana, Defiant Necromancer", 1)
    s.assert_counter_count("A", "Liliana, Defiant Necromancer", "loyalty", 3)
    s.assert_permanent_count("A", "Zombie Token", 1)


def test_mass_diminish_fixed_set_until_your_next_turn(real_db: CardDatabase) -> None:
    """Mass Diminish on B (611.2c): B's Hill Giant is 1/1 in turn 2; B's Craw Wurm cast in turn
    2 is 6/4; in A's turn 3 the Giant is 3/3 again."""
    assert_compiled(real_db, "Mass Diminish")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Mass Diminish")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 6)
    s.add_card(Zone.HAND, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mass Diminish", targets=["B"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Craw Wurm")

    def turn2(sc: Scenario) -> None:
        sc.assert_power_toughness("B", "Hill Giant", 1, 1)
        sc.assert_power_toughness("B", "Craw Wurm", 6, 4)

    s.check(2, Step.END_TURN, turn2)
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_phyrexian_ingester_uses_the_exiled_card_printed_pt(real_db: CardDatabase) -> None:
    """Phyrexian Ingester exiles B's Hill Giant with two +1/+1 counters: the exiled card is 3/3
    (counters gone, 122.2): Ingester 6/6."""
    assert_compiled(real_db, "Phyrexian Ingester")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Phyrexian Ingester")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", counters={"+1/+1": 2})
    s.add_target("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phyrexian Ingester")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_power_toughness("A", "Phyrexian Ingester", 6, 6)


def test_chandra_ablaze_damage_only_for_a_red_discard(real_db: CardDatabase) -> None:
    """Chandra Ablaze +1: discarding Shock (red) deals 4 to B; discarding Giant Growth (green)
    deals nothing."""
    assert_compiled(real_db, "Chandra Ablaze")
    for card, life in (("Shock", 16), ("Giant Growth", 20)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Chandra Ablaze")
        s.add_card(Zone.HAND, "A", card)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["B"])
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_life("B", life)
        s.assert_graveyard_count("A", card, 1)
        s.assert_counter_count("A", "Chandra Ablaze", "loyalty", 6)


def test_nullhide_ferox_losing_abilities_lifts_its_restriction(real_db: CardDatabase) -> None:
    """Nullhide Ferox: A can't cast Shock; after A pays {2} (it loses all abilities until end
    of turn) A casts Shock at B: 18."""
    assert_compiled(real_db, "Nullhide Ferox")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Nullhide Ferox")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Shock")

    def cant(sc: Scenario) -> None:
        sc.assert_playable("A", "Shock", False)

    s.check(1, Step.PRECOMBAT_MAIN, cant)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{2}:")
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 18)


def test_grunn_attacking_alone_doubles(real_db: CardDatabase) -> None:
    """Grunn (5/5) attacks alone: 10/10, B at 10; with Grizzly Bears also attacking: no
    trigger, B at 13."""
    assert_compiled(real_db, "Grunn, the Lonely King")
    for with_bears, life in ((False, 10), (True, 13)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Grunn, the Lonely King")
        s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
        s.attack(1, "A", "Grunn, the Lonely King")
        if with_bears:
            s.attack(1, "A", "Grizzly Bears")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_life("B", life)


def test_magus_of_the_will_graveyard_cast_then_exiled(real_db: CardDatabase) -> None:
    """Magus of the Will (exiled as the cost): A casts Shock from the graveyard at B (18) and
    plays a Mountain from it; the Shock is exiled instead of going back (614.1a)."""
    assert_compiled(real_db, "Magus of the Will")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Magus of the Will")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Mountain")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{B}")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Mountain")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_exile_count("Shock", 1)
    s.assert_exile_count("Magus of the Will", 1)
    s.assert_permanent_count("A", "Mountain", 1)
    s.assert_graveyard_count("A", None, 0)


def test_diluvian_primordial_casts_opponents_instant_then_exiles_it(real_db: CardDatabase) -> None:
    """Diluvian Primordial: A casts B's Lightning Bolt from B's graveyard free at B (17); the
    Bolt is exiled, not put into B's graveyard."""
    assert_compiled(real_db, "Diluvian Primordial")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Diluvian Primordial")
    s.add_card(Zone.GRAVEYARD, "B", "Lightning Bolt")
    s.add_target("A", "Lightning Bolt")
    s.add_target("A", "B")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Diluvian Primordial")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Lightning Bolt", 1, "B")
    s.assert_graveyard_count("B", "Lightning Bolt", 0)


def test_jace_flips_with_five_cards_in_graveyard(real_db: CardDatabase) -> None:
    """Jace, Vryn's Prodigy with 4 cards in A's graveyard: loot -> 5 -> exiled and returned
    transformed (Jace, Telepath Unbound, loyalty 5). With 3 cards: 4 after the loot, no flip."""
    assert_compiled(real_db, "Jace, Vryn's Prodigy // Jace, Telepath Unbound")
    for gy, flipped in ((4, 1), (3, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Jace, Vryn's Prodigy")
        s.add_card(Zone.GRAVEYARD, "A", "Wastes", gy)
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}: Draw")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Jace, Telepath Unbound", flipped)
        s.assert_permanent_count("A", "Jace, Vryn's Prodigy", 1 - flipped)
        s.assert_graveyard_count("A", None, gy + 1)
        if flipped:
            s.assert_counter_count("A", "Jace, Telepath Unbound", "loyalty", 5)


def test_lumbering_battlement_grows_and_returns_the_cards(real_db: CardDatabase) -> None:
    """Lumbering Battlement exiles A's Grizzly Bears and Hill Giant: 8/9; Unsummon on it: both
    return (610.3)."""
    assert_compiled(real_db, "Lumbering Battlement")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Lumbering Battlement")
    s.add_card(Zone.HAND, "A", "Unsummon")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_choice("A", "Grizzly Bears, Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lumbering Battlement")

    def grown(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Lumbering Battlement", 8, 9)
        sc.assert_exile_count("Grizzly Bears", 1)
        sc.assert_exile_count("Hill Giant", 1)

    s.check(1, Step.BEGIN_COMBAT, grown)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Unsummon", targets=["Lumbering Battlement"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)


def _keywords(s: Scenario, name: str) -> list[set[str]]:
    from mtg_engine.rules.layers import characteristics

    return [{k.lower() for k in characteristics(s.state, oid).keywords}
            for oid, o in s.state.objects.items() if o.name == name and o.zone == Zone.BATTLEFIELD]


def test_invoke_the_ancients_a_counter_choice_for_each_token(real_db: CardDatabase) -> None:
    """Invoke the Ancients: two 4/5 Spirits, A chooses reach for the first and trample for the
    second (122.1b keyword counters)."""
    assert_compiled(real_db, "Invoke the Ancients")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "Invoke the Ancients")
    s.set_choice("A", "reach")
    s.set_choice("A", "trample")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Invoke the Ancients")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Spirit Token", 4, 5)
    kinds = [{k for k, n in o.counters.items() if n} for o in s.state.objects.values()
             if o.name == "Spirit Token" and o.zone == Zone.BATTLEFIELD]
    assert kinds == [{"reach"}, {"trample"}]


def test_slow_motion_sacrifice_then_back_to_hand(real_db: CardDatabase) -> None:
    """Slow Motion on B's Grizzly Bears: at B's upkeep B can't pay {2}: B sacrifices the Bears;
    Slow Motion goes to A's graveyard and returns to A's hand."""
    assert_compiled(real_db, "Slow Motion")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Slow Motion", attached_to="Grizzly Bears")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1, "Slow Motion")


def test_slow_motion_paid_keeps_the_creature(real_db: CardDatabase) -> None:
    """B pays {2}: the Bears stay, Slow Motion stays attached."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Slow Motion", attached_to="Grizzly Bears")
    s.set_choice("B", "yes")
    s.stop_at(2, Step.DRAW)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_attached("Slow Motion", "Grizzly Bears")
    s.assert_tapped("Forest", True)


def test_workshop_elders_animates_a_noncreature_artifact(real_db: CardDatabase) -> None:
    """Workshop Elders: A's Mind Stone becomes a 0/0 artifact creature with four +1/+1 counters
    (4/4), with flying (Elders' static); it stays one after the turn (no duration)."""
    assert_compiled(real_db, "Workshop Elders")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Workshop Elders")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_target("A", "Mind Stone")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Mind Stone", 4, 4)
    s.assert_type("Mind Stone", "Creature")
    assert "flying" in _keywords(s, "Mind Stone")[0]


def test_heat_shimmer_copy_hastes_and_is_exiled(real_db: CardDatabase) -> None:
    """Heat Shimmer copies B's Hill Giant: A's token attacks at once (haste): B at 17; at the end
    step the token is exiled (it ceases to exist)."""
    assert_compiled(real_db, "Heat Shimmer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Heat Shimmer")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Heat Shimmer", targets=["Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.CLEANUP)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Hill Giant", 0)
    s.assert_permanent_count("B", "Hill Giant", 1)


def test_gigantoplasm_copy_with_x_ability(real_db: CardDatabase) -> None:
    """Gigantoplasm copies B's Hill Giant; its {X} ability with X=5: base 5/5 (it stays so
    into the next turn: no duration)."""
    assert_compiled(real_db, "Gigantoplasm")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 9)
    s.add_card(Zone.HAND, "A", "Gigantoplasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.set_choice("A", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gigantoplasm")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{X}:", x=5)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Hill Giant", 5, 5)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_rabble_rousing_one_citizen_per_attacker(real_db: CardDatabase) -> None:
    """Rabble Rousing: A attacks with two creatures: two 1/1 Citizens (fewer than ten
    creatures: no free play)."""
    assert_compiled(real_db, "Rabble Rousing")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Rabble Rousing")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Citizen Token", 2)
    s.assert_life("B", 15)


def test_wandering_emperor_flashed_in_exiles_an_attacker(real_db: CardDatabase) -> None:
    """The Wandering Emperor cast with flash in B's declare attackers step: she entered this
    turn, so her -2 may be activated at instant speed (606.3 widened): B's attacking Hill Giant
    (tapped) is exiled, A gains 2 life (22), loyalty 1."""
    assert_compiled(real_db, "The Wandering Emperor")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "The Wandering Emperor")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant", "A")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "The Wandering Emperor")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "-2:", targets=["Hill Giant"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_life("A", 22)
    s.assert_counter_count("A", "The Wandering Emperor", "loyalty", 1)


def test_wandering_emperor_not_at_instant_speed_a_turn_later(real_db: CardDatabase) -> None:
    """The Emperor there from the start: in B's turn A cannot activate her abilities."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "The Wandering Emperor")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(2, "B", "Hill Giant", "A")

    def cant(sc: Scenario) -> None:
        sc.assert_playable("A", "-1:", False)

    s.check(2, Step.DECLARE_BLOCKERS, cant)
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 17)


def test_archangel_of_tithes_attack_tax(real_db: CardDatabase) -> None:
    """Archangel of Tithes untapped: B's Grizzly Bears can't attack A unless B pays {1} (508.1d,
    508.1h): B with no mana cannot attack (the scheduled attack fails)."""
    import pytest

    from mtg_engine.testing import ScenarioError
    assert_compiled(real_db, "Archangel of Tithes")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel of Tithes")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears", "A")
    s.stop_at(2, Step.END_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()

    s = Scenario(cards=real_db)  # tapped by its attack in turn 1: no tax in turn 2
    s.add_card(Zone.BATTLEFIELD, "A", "Archangel of Tithes")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Archangel of Tithes")
    s.attack(2, "B", "Grizzly Bears", "A")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 17)


def test_khalni_hydra_costs_g_less_per_green_creature(real_db: CardDatabase) -> None:
    """Khalni Hydra with three green creatures (Grizzly Bears x3): costs {G}{G}{G}{G}{G}: five
    Forests pay it."""
    assert_compiled(real_db, "Khalni Hydra")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.HAND, "A", "Khalni Hydra")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Khalni Hydra")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Khalni Hydra", 1)


def test_okos_hospitality_sets_and_finds_oko(real_db: CardDatabase) -> None:
    """Oko's Hospitality: A's Craw Wurm and Grizzly Bears are 3/3 until end of turn; Oko, the
    Trickster is found in the graveyard and put into A's hand."""
    assert_compiled(real_db, "Oko's Hospitality")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.GRAVEYARD, "A", "Oko, the Trickster")
    s.add_card(Zone.HAND, "A", "Oko's Hospitality")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Oko's Hospitality")

    def set_(sc: Scenario) -> None:
        sc.assert_power_toughness("A", "Craw Wurm", 3, 3)
        sc.assert_power_toughness("A", "Grizzly Bears", 3, 3)
        sc.assert_power_toughness("B", "Hill Giant", 3, 3)

    s.check(1, Step.BEGIN_COMBAT, set_)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_hand_count("A", 1, "Oko, the Trickster")
    s.assert_power_toughness("A", "Craw Wurm", 6, 4)


def test_crovax_and_spike_tiller_enter_with_their_counters(real_db: CardDatabase) -> None:
    """Crovax the Cursed cast: four +1/+1 counters (4/4). Spike Tiller cast: three (3/3); its
    second ability ({2}, a counter) makes A's Mountain a 2/2 land creature with a +1/+1 counter:
    3/3, Tiller 2/2; the Mountain is still a 3/3 land creature in turn 2 (no duration)."""
    assert_compiled(real_db, "Spike Tiller")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Crovax the Cursed")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Crovax the Cursed")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Crovax the Cursed", "+1/+1", 4)
    s.assert_power_toughness("A", "Crovax the Cursed", 4, 4)

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Spike Tiller")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Spike Tiller")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A",
                       "{2}, Remove a +1/+1 counter from Spike Tiller: Target land",
                       targets=["Mountain"])
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("A", "Spike Tiller", 2, 2)
    s.assert_power_toughness("A", "Mountain", 3, 3)
    s.assert_type("Mountain", "Land")
    s.assert_type("Mountain", "Creature")


def test_goblin_guide_land_to_defenders_hand(real_db: CardDatabase) -> None:
    """Goblin Guide attacks: B's top card Forest goes to B's hand; a Shock on top stays."""
    assert_compiled(real_db, "Goblin Guide")
    for top, hand in (("Forest", 1), ("Shock", 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Goblin Guide")
        s.add_card(Zone.LIBRARY, "B", top)
        s.attack(1, "A", "Goblin Guide")
        s.stop_at(1, Step.END_COMBAT)
        s.execute()
        s.assert_life("B", 18)
        s.assert_hand_count("B", hand, top)
        s.assert_library_count("B", 1 - hand, top)


def test_sehts_tiger_player_protection_from_chosen_color(real_db: CardDatabase) -> None:
    """Seht's Tiger flashed in (A chooses red): B's Lightning Bolt can't target A this turn
    (702.16b); the next turn (A's turn 3) B's Bolt at A works: 17."""
    assert_compiled(real_db, "Seht's Tiger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Seht's Tiger")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.set_choice("A", "Red")
    s.cast_spell(2, Step.UPKEEP, "A", "Seht's Tiger")

    def cant(sc: Scenario) -> None:
        from mtg_engine.rules import casting
        acts = [a for a in casting.cast_actions(sc.state, 1)
                if sc.state.objects[a.card].name == "Lightning Bolt"]
        assert acts and all(0 not in a.targets for a in acts)

    s.check(2, Step.PRECOMBAT_MAIN, cant)
    s.cast_spell(3, Step.UPKEEP, "B", "Lightning Bolt", targets=["A"])
    s.stop_at(3, Step.DRAW)
    s.execute()
    s.assert_life("A", 17)


def test_teferi_untaps_up_to_four(real_db: CardDatabase) -> None:
    """Teferi, Temporal Archmage -1: A's two tapped Islands untapped (up to four: two chosen),
    loyalty 4."""
    assert_compiled(real_db, "Teferi, Temporal Archmage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Teferi, Temporal Archmage")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-1:", targets=["Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_tapped("Forest", False)
    s.assert_counter_count("A", "Teferi, Temporal Archmage", "loyalty", 4)


def test_nullhide_ferox_discarded_by_opponent_enters(real_db: CardDatabase) -> None:
    """B's Mind Rot makes A discard Nullhide Ferox and a Forest: the Ferox is put onto the
    battlefield instead (614.1a), the Forest goes to the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Nullhide Ferox")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Mind Rot", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Nullhide Ferox", 1)
    s.assert_graveyard_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Nullhide Ferox", 0)


def test_sarkhan_becomes_a_dragon_and_keeps_loyalty(real_db: CardDatabase) -> None:
    """Sarkhan, the Dragonspeaker +1: a 4/4 flying Dragon creature (not a planeswalker) that
    attacks at once (haste): B at 16; loyalty 5."""
    assert_compiled(real_db, "Sarkhan, the Dragonspeaker")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Sarkhan, the Dragonspeaker")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:")
    s.attack(1, "A", "Sarkhan, the Dragonspeaker")

    def dragon(sc: Scenario) -> None:
        sc.assert_type("Sarkhan, the Dragonspeaker", "Planeswalker", False)
        sc.assert_subtype("Sarkhan, the Dragonspeaker", "Dragon")
        sc.assert_power_toughness("A", "Sarkhan, the Dragonspeaker", 4, 4)

    s.check(1, Step.DECLARE_BLOCKERS, dragon)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_counter_count("A", "Sarkhan, the Dragonspeaker", "loyalty", 5)


def test_patchwork_crawler_gains_exiled_cards_abilities(real_db: CardDatabase) -> None:
    """Patchwork Crawler exiles Prodigal Pyromancer from A's graveyard: a +1/+1 counter (2/3)
    and the Pyromancer's "{T}: 1 damage to any target": B at 19."""
    assert_compiled(real_db, "Patchwork Crawler")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Patchwork Crawler")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Prodigal Pyromancer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{U}:", targets=["Prodigal Pyromancer"])
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{T}:", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Patchwork Crawler", 2, 3)
    s.assert_life("B", 19)
    s.assert_exile_count("Prodigal Pyromancer", 1)


def test_ghastlord_of_fugue_exiles_the_chosen_card(real_db: CardDatabase) -> None:
    """Ghastlord of Fugue deals 4 to B; A chooses B's Shock: it is exiled, B's Forest stays."""
    assert_compiled(real_db, "Ghastlord of Fugue")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Ghastlord of Fugue")
    s.add_card(Zone.HAND, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Shock")
    s.attack(1, "A", "Ghastlord of Fugue")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_exile_count("Shock", 1, "B")
    s.assert_hand_count("B", 1, "Forest")


def test_charmed_griffin_other_players_put(real_db: CardDatabase) -> None:
    """Charmed Griffin enters: B puts Mind Stone from B's hand onto the battlefield; A's own
    Mind Stone stays in A's hand (each other player)."""
    assert_compiled(real_db, "Charmed Griffin")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.HAND, "A", "Charmed Griffin")
    s.add_card(Zone.HAND, "A", "Mind Stone")
    s.add_card(Zone.HAND, "B", "Mind Stone")
    s.set_choice("B", "Mind Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Charmed Griffin")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("B", "Mind Stone", 1)
    s.assert_hand_count("A", 1, "Mind Stone")


def test_rhonas_doubles_other_creatures_power(real_db: CardDatabase) -> None:
    """God-Eternal Rhonas enters: A's Grizzly Bears 4/2 with vigilance until end of turn (it
    attacks and stays untapped: B at 16); Rhonas itself stays 5/5; B's Hill Giant 3/3."""
    assert_compiled(real_db, "God-Eternal Rhonas")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 5)
    s.add_card(Zone.HAND, "A", "God-Eternal Rhonas")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "God-Eternal Rhonas")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_tapped("Grizzly Bears", False)
    s.assert_power_toughness("A", "God-Eternal Rhonas", 5, 5)
    s.assert_power_toughness("B", "Hill Giant", 3, 3)


def test_graven_dominator_other_creatures_base_one_one(real_db: CardDatabase) -> None:
    """Graven Dominator enters: B's Craw Wurm and A's Grizzly Bears are 1/1 this turn, the
    Dominator 4/4; next turn the Wurm is 6/4 again."""
    assert_compiled(real_db, "Graven Dominator")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 6)
    s.add_card(Zone.HAND, "A", "Graven Dominator")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Graven Dominator")

    def small(sc: Scenario) -> None:
        sc.assert_power_toughness("B", "Craw Wurm", 1, 1)
        sc.assert_power_toughness("A", "Grizzly Bears", 1, 1)
        sc.assert_power_toughness("A", "Graven Dominator", 4, 4)

    s.check(1, Step.BEGIN_COMBAT, small)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_power_toughness("B", "Craw Wurm", 6, 4)


def test_vantress_gargoyle_attacks_only_into_a_full_graveyard(real_db: CardDatabase) -> None:
    """Vantress Gargoyle: B with 6 cards in the graveyard: it can't attack (the scheduled attack
    fails); with 7 it attacks: B at 15."""
    import pytest

    from mtg_engine.testing import ScenarioError
    assert_compiled(real_db, "Vantress Gargoyle")
    for n in (6, 7):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Vantress Gargoyle")
        s.add_card(Zone.GRAVEYARD, "B", "Wastes", n)
        s.attack(1, "A", "Vantress Gargoyle")
        s.stop_at(1, Step.END_COMBAT)
        if n == 6:
            with pytest.raises(ScenarioError):
                s.execute()
        else:
            s.execute()
            s.assert_life("B", 15)


def test_bubbling_cauldron_sacrifice_gains_four(real_db: CardDatabase) -> None:
    """Bubbling Cauldron sacrificing Grizzly Bears: A gains 4 (24); its second ability needs a
    creature named Festering Newt: not playable with only the Bears."""
    assert_compiled(real_db, "Bubbling Cauldron")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bubbling Cauldron")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp")

    def no_newt(sc: Scenario) -> None:
        sc.assert_playable("A", "{1}, {T}, Sacrifice a creature named", False)

    s.check(1, Step.PRECOMBAT_MAIN, no_newt)
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "A", "{1}, {T}, Sacrifice a creature:")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("A", 24)
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_precipitous_drop_minus_two_without_a_completed_dungeon(real_db: CardDatabase) -> None:
    """Precipitous Drop on B's Hill Giant (no dungeon completed): 1/1 (the -5/-5 does not
    apply)."""
    assert_compiled(real_db, "Precipitous Drop")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", "Precipitous Drop")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Precipitous Drop", targets=["Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("B", "Hill Giant", 1, 1)


def test_abeyance_stops_instants_sorceries_and_nonmana_abilities(real_db: CardDatabase) -> None:
    """Abeyance on B (in B's upkeep): B can't cast Shock (an instant) nor activate Prodigal
    Pyromancer's {T} ability, but can cast Grizzly Bears, paying with its Forests' mana
    abilities (605.1a); A draws a card."""
    assert_compiled(real_db, "Abeyance")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Abeyance")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(2, Step.UPKEEP, "A", "Abeyance", targets=["B"])

    def restricted(sc: Scenario) -> None:
        sc.assert_playable("B", "Shock", False)
        sc.assert_playable("B", "{T}: Prodigal Pyromancer deals", False)
        sc.assert_playable("B", "Grizzly Bears", True)

    s.check(2, Step.PRECOMBAT_MAIN, restricted)
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_hand_count("A", 1)


def test_abeyance_over_at_end_of_turn(real_db: CardDatabase) -> None:
    """Abeyance cast in A's turn 1 on B: in B's turn 2 B's Pyromancer pings A (19)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Abeyance")
    s.add_card(Zone.BATTLEFIELD, "B", "Prodigal Pyromancer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Abeyance", targets=["B"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "B", "{T}:", targets=["A"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 19)


def test_tidal_control_any_player_counters_red_spell_for_two_life(real_db: CardDatabase) -> None:
    """Tidal Control (A's, its upkeep paid in turn 1): B's Shock at A is countered by A paying
    2 life (A at 18, not 16); B may activate it too: B pays 2 life to counter A's Giant Growth
    (B at 18)."""
    assert_compiled(real_db, "Tidal Control")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tidal Control")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.set_choice("A", "yes")  # (turn 1: cumulative upkeep {2} paid, 702.24a)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.activate_ability(2, Step.PRECOMBAT_MAIN, "A", "Pay 2 life", targets=["Shock"],
                       responding_to="Shock")
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Giant Growth", targets=["Grizzly Bears"])
    s.activate_ability(2, Step.POSTCOMBAT_MAIN, "B", "Pay 2 life", source="Tidal Control",
                       targets=["Giant Growth"], responding_to="Giant Growth")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)


def test_chandra_ablaze_ultimate_casts_red_instants_free(real_db: CardDatabase) -> None:
    """Chandra Ablaze -7 (loyalty 8): A casts Shock and Lightning Bolt from the graveyard free,
    both at B (15); Giant Growth (green) stays in the graveyard; Chandra at 1."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Chandra Ablaze", counters={"loyalty": 3})
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "A", "Giant Growth")
    s.set_choice("A", "Shock")
    s.set_choice("A", "Lightning Bolt")
    s.add_target("A", "B")
    s.add_target("A", "B")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-7:")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 15)
    s.assert_graveyard_count("A", "Giant Growth", 1)
    s.assert_counter_count("A", "Chandra Ablaze", "loyalty", 1)


def test_myr_welder_has_the_exiled_artifacts_abilities(real_db: CardDatabase) -> None:
    """Myr Welder exiles Mind Stone from B's graveyard (any graveyard); in turn 3 A casts
    Grizzly Bears with a Forest and the {C} of Mind Stone's "{T}: Add {C}", now the Welder's."""
    assert_compiled(real_db, "Myr Welder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Myr Welder")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.GRAVEYARD, "B", "Mind Stone")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Imprint", targets=["Mind Stone"])
    s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Mind Stone", 1, "B")
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_tapped("Myr Welder", True)


def test_doomsday_specter_returns_a_creature_and_picks_a_discard(real_db: CardDatabase) -> None:
    """Doomsday Specter enters: A returns its Coral Merfolk (blue) to hand (not its green
    Grizzly Bears). Its combat damage next turn: A picks B's Shock, B discards it."""
    assert_compiled(real_db, "Doomsday Specter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Doomsday Specter")
    s.add_card(Zone.BATTLEFIELD, "A", "Coral Merfolk")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Forest")
    s.add_card(Zone.HAND, "B", "Shock")
    s.set_choice("A", "Coral Merfolk")
    s.set_choice("A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Doomsday Specter")
    s.attack(3, "A", "Doomsday Specter")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2)  # Coral Merfolk and the turn-3 draw
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 18)
    s.assert_graveyard_count("B", "Shock", 1)
    s.assert_hand_count("B", 2)  # the Forest and B's turn-2 draw


def test_ulamog_cast_trigger_exiles_two_permanents(real_db: CardDatabase) -> None:
    """Ulamog, the Ceaseless Hunger cast: its cast trigger (resolving before the spell) exiles
    B's Hill Giant and Mind Stone."""
    assert_compiled(real_db, "Ulamog, the Ceaseless Hunger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes", 10)
    s.add_card(Zone.HAND, "A", "Ulamog, the Ceaseless Hunger")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mind Stone")
    s.add_target("A", "Hill Giant")
    s.add_target("A", "Mind Stone")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ulamog, the Ceaseless Hunger")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_exile_count("Hill Giant", 1)
    s.assert_exile_count("Mind Stone", 1)
    s.assert_permanent_count("A", "Ulamog, the Ceaseless Hunger", 1)


def test_jolrael_second_draw_makes_a_cat(real_db: CardDatabase) -> None:
    """Jolrael: A draws two cards with Divination in turn 1 (the 1st and 2nd draws of the
    turn: A skipped the draw step): one 2/2 Cat (the first draw makes none)."""
    assert_compiled(real_db, "Jolrael, Mwonvuli Recluse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jolrael, Mwonvuli Recluse")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Divination")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Divination")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Cat Token", 1)
    s.assert_power_toughness("A", "Cat Token", 2, 2)


def test_banishing_slash_token_only_with_artifact_and_enchantment(real_db: CardDatabase) -> None:
    """Banishing Slash destroys B's Hill Giant (tapped by its attack in turn 2); A controls an
    artifact (Mind Stone) and an enchantment (Volrath's Dungeon): a 2/2 Samurai; with only the
    artifact, none."""
    assert_compiled(real_db, "Banishing Slash")
    for with_enchantment, samurai in ((True, 1), (False, 0)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
        s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
        if with_enchantment:
            s.add_card(Zone.BATTLEFIELD, "A", "Volrath's Dungeon")
        s.add_card(Zone.HAND, "A", "Banishing Slash")
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
        s.attack(2, "B", "Hill Giant", "A")
        s.cast_spell(3, Step.PRECOMBAT_MAIN, "A", "Banishing Slash", targets=["Hill Giant"])
        s.stop_at(3, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_graveyard_count("B", "Hill Giant", 1)
        s.assert_permanent_count("A", "Samurai Token", samurai)


def test_minsc_x_ability_sets_base_and_adds_giant(real_db: CardDatabase) -> None:
    """Minsc, Beloved Ranger: enters with Boo (1/1 trample haste); {X}=4 on Boo: base 4/4 Giant
    Hamster until end of turn (it attacks: B at 16); next turn Boo is 1/1 again."""
    assert_compiled(real_db, "Minsc, Beloved Ranger")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.HAND, "A", "Minsc, Beloved Ranger")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Minsc, Beloved Ranger")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{X}:", targets=["Boo"], x=4)
    s.attack(1, "A", "Boo")

    def giant(sc: Scenario) -> None:
        sc.assert_subtype("Boo", "Giant")
        sc.assert_subtype("Boo", "Hamster")
        sc.assert_power_toughness("A", "Boo", 4, 4)

    s.check(1, Step.DECLARE_BLOCKERS, giant)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Boo", 1, 1)


def test_cloud_sprite_token_blocks_only_fliers(real_db: CardDatabase) -> None:
    """Cloudseeder's Cloud Sprite (1/1 flying) can't block B's Grizzly Bears (the scheduled
    block fails)."""
    import pytest

    from mtg_engine.testing import ScenarioError
    assert_compiled(real_db, "Cloudseeder")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Cloudseeder")
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}, {T}, Discard a card:")
    s.attack(2, "B", "Grizzly Bears", "A")
    s.block(2, "A", "Cloud Sprite", "Grizzly Bears")
    s.stop_at(2, Step.END_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_power_toughness("A", "Cloud Sprite", 1, 1)


def test_wrenn_and_six_returns_a_land_and_pings(real_db: CardDatabase) -> None:
    """Wrenn and Six +1: Forest from A's graveyard to hand (loyalty 4); in turn 3 its -1 deals 1
    to B (19), loyalty 3."""
    assert_compiled(real_db, "Wrenn and Six")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Wrenn and Six")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Forest"])
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "-1:", targets=["B"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 2, None)  # the Forest and the turn-3 draw
    s.assert_life("B", 19)
    s.assert_counter_count("A", "Wrenn and Six", "loyalty", 3)


def test_gaeas_will_from_suspend(real_db: CardDatabase) -> None:
    """Gaea's Will suspended in turn 1 (four time counters) is cast in A's turn 9 upkeep
    (702.62a); that turn A casts Shock from the graveyard at B (18) and plays a Forest from it;
    the Shock and Gaea's Will itself are exiled instead of going to the graveyard (614.1a)."""
    assert_compiled(real_db, "Gaea's Will")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Gaea's Will")
    s.add_card(Zone.GRAVEYARD, "A", "Shock")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Suspend")
    s.play_land(9, Step.PRECOMBAT_MAIN, "A", "Forest")
    s.cast_spell(9, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.stop_at(9, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 18)
    s.assert_exile_count("Shock", 1)
    s.assert_exile_count("Gaea's Will", 1)
    s.assert_permanent_count("A", "Forest", 2)
    s.assert_graveyard_count("A", None, 0)


def test_resourceful_defense_moves_some_counters(real_db: CardDatabase) -> None:
    """Resourceful Defense's {4}{W}: A moves 2 of the 3 +1/+1 counters on its Grizzly Bears to
    its Hill Giant: Bears 3/3, Giant 5/5 (122.5)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Resourceful Defense")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", counters={"+1/+1": 3})
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.set_choice("A", "2")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{4}{W}:",
                       targets=["Grizzly Bears", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s.assert_counter_count("A", "Hill Giant", "+1/+1", 2)
    s.assert_power_toughness("A", "Hill Giant", 5, 5)


def test_fan_favorite_assisted_and_pumped_by_the_opponent(real_db: CardDatabase) -> None:
    """Fan Favorite cast with B assisting (702.132a): B pays {3} of its {3}{B}, A pays only {B}
    (three of A's four Swamps stay untapped); then B, as any player may, pays {2}: +1/+1
    (3/3 this turn)."""
    assert_compiled(real_db, "Fan Favorite")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.HAND, "A", "Fan Favorite")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 5)
    s.set_choice("B", "3")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Fan Favorite", assist="B")
    s.activate_ability(1, Step.POSTCOMBAT_MAIN, "B", "{2}:", source="Fan Favorite")

    def paid(sc: Scenario) -> None:
        untapped = [o for o in sc.state.objects.values() if o.name == "Swamp" and not o.tapped]
        assert len(untapped) == 3

    s.check(1, Step.BEGIN_COMBAT, paid)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Fan Favorite", 3, 3)
    assert sum(1 for o in s.state.objects.values() if o.name == "Mountain" and o.tapped) == 5


def test_gate_colossus_cheaper_per_gate_and_back_on_top(real_db: CardDatabase) -> None:
    """Gate Colossus in A's graveyard: A plays Azorius Guildgate: A may put the Colossus on top
    of its library (A's library top is Gate Colossus)."""
    assert_compiled(real_db, "Gate Colossus")
    s = Scenario(cards=real_db)
    s.add_card(Zone.GRAVEYARD, "A", "Gate Colossus")
    s.add_card(Zone.HAND, "A", "Azorius Guildgate")
    s.play_land(1, Step.PRECOMBAT_MAIN, "A", "Azorius Guildgate")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Gate Colossus", 0)
    top = s.state.players[0].library[-1]
    assert s.state.objects[top].name == "Gate Colossus"


def test_gate_colossus_costs_one_less_per_gate(real_db: CardDatabase) -> None:
    """Four Gates (Azorius Guildgate x4) alone pay Gate Colossus's {8} less {4} (601.2f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Azorius Guildgate", 4)
    s.add_card(Zone.HAND, "A", "Gate Colossus")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gate Colossus")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Gate Colossus", 1)


def test_midnight_pathlighter_only_legendary_blockers(real_db: CardDatabase) -> None:
    """Midnight Pathlighter: A's Grizzly Bears can't be blocked by B's Hill Giant (the scheduled
    block fails) but can be by B's legendary Crovax the Cursed."""
    import pytest

    from mtg_engine.testing import ScenarioError
    assert_compiled(real_db, "Midnight Pathlighter")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Midnight Pathlighter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Hill Giant", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Midnight Pathlighter")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Crovax the Cursed", counters={"+1/+1": 4})
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Crovax the Cursed", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 20)


def test_aura_finesse_moves_an_aura(real_db: CardDatabase) -> None:
    """Aura Finesse moves A's Precipitous Drop from B's Grizzly Bears to B's Hill Giant (1/1);
    the Bears are 2/2 again; A draws a card."""
    assert_compiled(real_db, "Aura Finesse")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.add_card(Zone.HAND, "A", "Aura Finesse")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_card(Zone.BATTLEFIELD, "A", "Precipitous Drop", attached_to="Craw Wurm")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Aura Finesse",
                 targets=["Precipitous Drop", "Hill Giant"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_attached("Precipitous Drop", "Hill Giant")
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_power_toughness("B", "Craw Wurm", 6, 4)
    s.assert_hand_count("A", 1)


def test_game_plan_wheels_and_exiles_itself(real_db: CardDatabase) -> None:
    """Game Plan: each player shuffles hand and graveyard into the library and draws seven;
    Game Plan is exiled (not in the graveyard)."""
    assert_compiled(real_db, "Game Plan")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 6)
    s.add_card(Zone.HAND, "A", "Game Plan")
    s.add_card(Zone.HAND, "A", "Shock", 2)
    s.add_card(Zone.GRAVEYARD, "B", "Shock", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Game Plan")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_hand_count("A", 7)
    s.assert_hand_count("B", 7)
    s.assert_graveyard_count("B", None, 0)
    s.assert_library_count("A", 20 + 2 - 7)
    s.assert_library_count("B", 20 + 3 - 7)
    s.assert_exile_count("Game Plan", 1)


def test_liliana_minus_x_returns_a_nonlegendary_card_of_mana_value_x(real_db: CardDatabase) -> None:
    """Liliana, Defiant Necromancer -X with X=2: Grizzly Bears (mana value 2) returns; loyalty
    3 -> 1. Crovax the Cursed (legendary) is not a legal target."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Liliana, Defiant Necromancer")
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "A", "Crovax the Cursed")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "-X:", targets=["Grizzly Bears"], x=2)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Liliana, Defiant Necromancer", "loyalty", 1)
    s.assert_graveyard_count("A", "Crovax the Cursed", 1)


def test_detention_vortex_its_controller_cant_destroy_it(real_db: CardDatabase) -> None:
    """Detention Vortex: "Only your opponents may activate this ability": A cannot."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Detention Vortex", attached_to="Grizzly Bears")

    def cant(sc: Scenario) -> None:
        sc.assert_playable("A", "{3}:", False)

    s.check(1, Step.PRECOMBAT_MAIN, cant)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Detention Vortex", 1)


def test_vectis_gloves_artifact_landwalk(real_db: CardDatabase) -> None:
    """Vectis Gloves on Grizzly Bears (4/2): B controls Seat of the Synod (an artifact land):
    the block fails; B at 16 when unblocked."""
    import pytest

    from mtg_engine.testing import ScenarioError
    assert_compiled(real_db, "Vectis Gloves")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Vectis Gloves", attached_to="Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Seat of the Synod")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Wall of Wood", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_life("B", 16)


def test_avenging_druid_reveals_until_a_land(real_db: CardDatabase) -> None:
    """Avenging Druid deals 1 to B: A reveals Shock, Giant Growth, then Forest (from the top):
    the Forest enters, the two others go to A's graveyard."""
    assert_compiled(real_db, "Avenging Druid")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Avenging Druid")
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Wastes")
    s.add_card(Zone.LIBRARY, "A", "Forest")
    s.add_card(Zone.LIBRARY, "A", "Giant Growth")
    s.add_card(Zone.LIBRARY, "A", "Shock")
    s.attack(1, "A", "Avenging Druid")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 19)
    s.assert_permanent_count("A", "Forest", 1)
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_graveyard_count("A", "Giant Growth", 1)
    s.assert_library_count("A", 1, "Wastes")


def test_dwarven_armorer_chosen_counter(real_db: CardDatabase) -> None:
    """Dwarven Armorer: A chooses a +0/+1 counter on Grizzly Bears: 2/3."""
    assert_compiled(real_db, "Dwarven Armorer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Dwarven Armorer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Wastes")
    s.set_choice("A", "+0/+1")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{R}, {T}, Discard", targets=["Grizzly Bears"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Grizzly Bears", 2, 3)
    s.assert_graveyard_count("A", "Wastes", 1)


def _room(s: Scenario, player: int = 0) -> str:
    from mtg_engine.rules.dungeons import dungeon_of, room_name

    d = dungeon_of(s.state, player)
    return "" if d is None else f"{d.name}: {room_name(s.state, d)}"


def test_venture_triggers_each_venture_once(real_db: CardDatabase) -> None:
    """Planar Ally attacks: one venture (701.46a), into Lost Mine of Phandelver's Cave Entrance
    (declare blockers, before any combat damage). Shortcut Seeker and Grizzly Bears enchanted
    with Fly deal combat damage (B at 16): one venture each: Cave Entrance, then Goblin Lair
    (chosen, 309.5a): a Goblin token."""
    for card in ("Planar Ally", "Shortcut Seeker", "Fly", "Delver's Torch", "Veteran Dungeoneer",
                 "Find the Path"):
        assert_compiled(real_db, card)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Planar Ally")
    s.add_card(Zone.BATTLEFIELD, "A", "Shortcut Seeker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Fly", attached_to="Grizzly Bears")
    s.set_choice("A", "Lost Mine of Phandelver")
    s.attack(1, "A", "Planar Ally")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    assert _room(s) == "Lost Mine of Phandelver: Cave Entrance"

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Shortcut Seeker")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Fly", attached_to="Grizzly Bears")
    s.set_choice("A", "Lost Mine of Phandelver")
    s.set_choice("A", "Goblin Lair")
    s.attack(1, "A", "Shortcut Seeker")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    assert _room(s) == "Lost Mine of Phandelver: Goblin Lair"
    s.assert_permanent_count("A", "Goblin Token", 1)


def test_find_the_path_and_dungeoneer_venture_on_entering(real_db: CardDatabase) -> None:
    """Veteran Dungeoneer cast, then Find the Path on a Forest: two ventures (Tomb of
    Annihilation: Trapped Entry, each player loses 1; then Veils of Fear, each player loses 2
    unless they discard a card: A and B have no card: 17 each)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Veteran Dungeoneer")
    s.add_card(Zone.HAND, "A", "Find the Path")
    s.set_choice("A", "Tomb of Annihilation")
    s.set_choice("A", "Veils of Fear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Veteran Dungeoneer")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Find the Path", targets=["Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert _room(s) == "Tomb of Annihilation: Veils of Fear"
    s.assert_life("A", 17)
    s.assert_life("B", 17)


def test_delvers_torch_ventures_when_equipped_creature_attacks(real_db: CardDatabase) -> None:
    """Delver's Torch on Grizzly Bears (3/3): it attacks: one venture (Lost Mine of Phandelver:
    Cave Entrance); an unequipped attacker (Hill Giant, turn 3) ventures nothing; B at 14."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Delver's Torch", attached_to="Grizzly Bears")
    s.set_choice("A", "Lost Mine of Phandelver")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(3, "A", "Hill Giant")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 14)
    assert _room(s) == "Lost Mine of Phandelver: Cave Entrance"


def test_kyscu_drake_pump_once_each_turn(real_db: CardDatabase) -> None:
    """Kyscu Drake's {G}: +0/+1, only once each turn (602.5b): with two Forests, the second
    activation in turn 1 is not allowed: 2/3."""
    assert_compiled(real_db, "Kyscu Drake")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kyscu Drake")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{G}:")

    def once(sc: Scenario) -> None:
        sc.assert_playable("A", "{G}:", False)
        sc.assert_power_toughness("A", "Kyscu Drake", 2, 3)

    s.check(1, Step.BEGIN_COMBAT, once)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()


def test_out_of_bounds_counters_a_spell(real_db: CardDatabase) -> None:
    """Out of Bounds counters B's Hill Giant spell (B's graveyard); A paid {3}{U}."""
    assert_compiled(real_db, "Out of Bounds")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Out of Bounds")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 4)
    s.add_card(Zone.HAND, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Hill Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Out of Bounds", targets=["Hill Giant"],
                 responding_to="Hill Giant")
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("B", "Hill Giant", 0)


def test_secret_door_ventures_only_as_a_sorcery(real_db: CardDatabase) -> None:
    """Secret Door's {4}{U}: not in B's turn (sorcery speed); in A's turn 3 main phase: one
    venture (Lost Mine of Phandelver: Cave Entrance)."""
    assert_compiled(real_db, "Secret Door")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5)
    s.set_choice("A", "Lost Mine of Phandelver")

    def not_now(sc: Scenario) -> None:
        sc.assert_playable("A", "{4}{U}:", False)

    s.check(2, Step.PRECOMBAT_MAIN, not_now)
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{4}{U}:")
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    assert _room(s) == "Lost Mine of Phandelver: Cave Entrance"


def test_blade_of_selves_myriad_in_three_player_game(real_db: CardDatabase) -> None:
    """Blade of Selves on Grizzly Bears, three players (702.116a): the Bears attack B; a token
    copy attacks C (C at 18, B at 18); the token is exiled at end of combat."""
    assert_compiled(real_db, "Blade of Selves")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Blade of Selves", attached_to="Grizzly Bears")
    s.attack(1, "A", "Grizzly Bears", "B")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_life("B", 18)
    s.assert_life("C", 18)
    s.assert_permanent_count("A", "Grizzly Bears", 1)


def test_winding_constrictor_applies_to_counters_put_as_a_cost(real_db: CardDatabase) -> None:
    """Winding Constrictor ("If one or more counters would be put", no "effect": 614.1a, 118.3
    a cost's counters included): Devoted Druid's cost "Put a -1/-1 counter" puts two: the 0/2
    Druid dies. Without the Constrictor: one counter, 0/1."""
    for constrictor, alive in ((True, 0), (False, 1)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Devoted Druid")
        if constrictor:
            s.add_card(Zone.BATTLEFIELD, "A", "Winding Constrictor")
        s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Put a -1/-1 counter")
        s.stop_at(1, Step.BEGIN_COMBAT)
        s.execute()
        s.assert_permanent_count("A", "Devoted Druid", alive)
        if alive:
            s.assert_counter_count("A", "Devoted Druid", "-1/-1", 1)


def test_doubling_season_not_for_loyalty_cost_counters(real_db: CardDatabase) -> None:
    """Doubling Season ("If an effect would put ...": a cost is not an effect, 118.3, 614.16
    ruling): Wrenn and Six's +1 leaves it at 4 loyalty, not 5."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Doubling Season")
    s.add_card(Zone.BATTLEFIELD, "A", "Wrenn and Six")
    s.add_card(Zone.GRAVEYARD, "A", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "+1:", targets=["Forest"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_counter_count("A", "Wrenn and Six", "loyalty", 4)
