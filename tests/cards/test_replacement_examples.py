"""Replacement and prevention effects (614, 615, 616) played with real cards (skipped without
the shared MTGJSON file): the rules of 614-616 that no other test checked with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

M = Step.PRECOMBAT_MAIN


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert db.compiled(n).supported, n


def _rest_in_peace(db: CardDatabase, rip: bool) -> Scenario:
    s = Scenario(cards=db)
    if rip:
        s.add_card(Zone.BATTLEFIELD, "A", "Rest in Peace")
    s.add_card(Zone.BATTLEFIELD, "A", "Blood Artist")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_target("A", "B")
    s.cast_spell(1, M, "A", "Lightning Bolt", targets=["Grizzly Bears"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_614_1a_614_6_a_replaced_event_never_happens(real_db: CardDatabase) -> None:
    """614.1a: Rest in Peace's "If a card would be put into a graveyard from anywhere, exile it
    instead". 614.6: the Bears never goes to the graveyard, so it doesn't die and Blood
    Artist's "whenever ... another creature dies" doesn't trigger: both players stay at 20.
    Without Rest in Peace it dies: B 19, A 21."""
    _compiled(real_db, "Blood Artist")
    s = _rest_in_peace(real_db, True)
    s.assert_exile_count("Grizzly Bears", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 0)
    s.assert_life("A", 20)
    s.assert_life("B", 20)
    s = _rest_in_peace(real_db, False)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 19)
    s.assert_life("A", 21)


def test_614_2_replacement_of_damage_from_a_source(real_db: CardDatabase) -> None:
    """614.2, 609.7a: Gratuitous Violence replaces damage from a source (a creature A
    controls): Prodigal Sorcerer's 1 damage to Grizzly Bears becomes 2 and the Bears dies;
    Lightning Bolt (not a creature) deals its 3 to B unchanged."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gratuitous Violence")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Sorcerer")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, M, "A", "{T}:", targets=["Grizzly Bears"])
    s.cast_spell(1, M, "A", "Lightning Bolt", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_life("B", 17)


def test_614_7_a_shield_whose_event_never_happens_does_nothing(real_db: CardDatabase) -> None:
    """614.7, 614.3: River Boa's regeneration shield with nothing destroying it does nothing
    (the Boa stays untapped), and it lasts only the turn (514.2): Murder on the next turn
    destroys the Boa."""
    _compiled(real_db, "River Boa")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "River Boa")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Murder")
    s.activate_ability(1, M, "A", "{G}: Regenerate")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_tapped("River Boa", False))
    s.check(1, Step.END_TURN, lambda sc: sc.assert_permanent_count("A", "River Boa", 1))
    shields: list[int] = []
    s.check(1, Step.END_TURN, lambda sc: shields.append(len(sc.state.shields)))
    s.check(2, Step.UPKEEP, lambda sc: shields.append(len(sc.state.shields)))
    s.cast_spell(2, M, "B", "Murder", targets=["River Boa"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    assert shields == [1, 0]
    s.assert_graveyard_count("A", "River Boa", 1)


def test_614_8_regeneration_replaces_destruction(real_db: CardDatabase) -> None:
    """614.8, 701.15a: B's attacking River Boa has a regeneration shield; A's Lightning Bolt
    deals it lethal damage and the state-based action would destroy it (704.5g): instead the
    damage is removed, it is tapped and removed from combat, so it deals no combat damage: A
    stays at 20, the Boa is on the battlefield with no damage."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "River Boa")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.attack(2, "B", "River Boa")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "B", "{G}: Regenerate")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Lightning Bolt", targets=["River Boa"])
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("B", "River Boa", 1)
    s.assert_damage("River Boa", 0)
    s.assert_tapped("River Boa")


def test_615_2_prevention_of_damage_to_and_from_a_source(real_db: CardDatabase) -> None:
    """615.2, 609.7a: Maze of Ith prevents all combat damage dealt to and dealt by the
    attacking Grizzly Bears: blocked by A's Bears, neither Bears is dealt damage; A at 20."""
    _compiled(real_db, "Maze of Ith")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Maze of Ith")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(2, "B", "Grizzly Bears@B")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{T}: Untap target attacking",
                       targets=["Grizzly Bears@B"])
    s.block(2, "A", "Grizzly Bears@A", "Grizzly Bears@B")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    for oid in s.state.battlefield:
        if s.state.objects[oid].card.name == "Grizzly Bears":
            assert s.state.objects[oid].damage == 0


def _salve_then_shock(db: CardDatabase, shocks: int, turn: int) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Healing Salve")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 2)
    s.add_card(Zone.HAND, "B", "Shock", shocks)
    s.set_mode_choice("A", 2)
    s.cast_spell(turn, Step.UPKEEP if turn == 2 else M, "A", "Healing Salve", targets=["A"])
    for _ in range(shocks):
        s.cast_spell(2, M, "B", "Shock", targets=["A"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    return s


def test_615_3_615_7_a_shield_lasts_until_used_up_or_the_turn_ends(real_db: CardDatabase
                                                                   ) -> None:
    """615.3, 615.7: Healing Salve's "prevent the next 3 damage" shield on A: two Shocks (2
    and 2) in the same turn: 2 prevented, then 1 prevented and 1 dealt: A at 19. Cast on A's
    turn 1, the shield is gone by B's turn 2 (514.2): the Shock deals 2, A at 18."""
    _salve_then_shock(real_db, 2, 2).assert_life("A", 19)
    _salve_then_shock(real_db, 1, 1).assert_life("A", 18)


def test_615_6_prevented_damage_never_happens(real_db: CardDatabase) -> None:
    """615.6: B's Vampire Nighthawk (lifelink) attacks; A's Fog prevents its combat damage:
    no damage is dealt, so B gains no life (702.15b): both at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Vampire Nighthawk")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Fog")
    s.attack(2, "B", "Vampire Nighthawk")
    s.cast_spell(2, Step.DECLARE_ATTACKERS, "A", "Fog")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_life("B", 20)


def _centaur(db: CardDatabase, spell: str) -> Scenario:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "B", "Phantom Centaur", counters={"+1/+1": 6})
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, M, "A", spell, targets=["Phantom Centaur"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    return s


def test_615_12a_unpreventable_damage_meets_the_prevention_once(real_db: CardDatabase) -> None:
    """615.12, 615.12a, 615.5: Phantom Centaur's "If damage would be dealt to ~, prevent that
    damage. Remove a +1/+1 counter from ~." Pinpoint Avalanche's 4 damage can't be prevented:
    the effect is applied once, prevents nothing, and its counter is still removed (6 -> 5):
    7/5 with 4 damage. Lightning Bolt's 3 is prevented: no damage, 5 counters too."""
    _compiled(real_db, "Phantom Centaur")
    s = _centaur(real_db, "Pinpoint Avalanche")
    s.assert_counter_count("B", "Phantom Centaur", "+1/+1", 5)
    s.assert_damage("Phantom Centaur", 4)
    s.assert_power_toughness("B", "Phantom Centaur", 7, 5)
    s = _centaur(real_db, "Lightning Bolt")
    s.assert_counter_count("B", "Phantom Centaur", "+1/+1", 5)
    s.assert_damage("Phantom Centaur", 0)
