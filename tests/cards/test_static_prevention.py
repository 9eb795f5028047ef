"""Static prevention effects read from Oracle text (615.1a; cards/oracle/prevention.py) and
played with real cards (skipped without the shared MTGJSON file): damage to the permanent, to
and by the enchanted creature (303.4), from creatures only, noncombat damage only (120.2b)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


def test_615_1a_champion_lancer_only_creature_damage_is_prevented(real_db: CardDatabase) -> None:
    """"Prevent all damage that would be dealt to ~ by creatures": B's Hill Giant (3/3)
    attacks, Champion Lancer (3/3) blocks; the Giant's 3 damage is prevented and the Giant
    dies. Then B's Shock (an instant, not a creature) deals 2 damage to the Lancer."""
    _compiled(real_db, "Champion Lancer")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Champion Lancer")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.attack(2, "B", "Hill Giant")
    s.block(2, "A", "Champion Lancer", "Hill Giant")
    s.check(2, Step.POSTCOMBAT_MAIN, lambda sc: sc.assert_damage("Champion Lancer", 0))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Champion Lancer"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Champion Lancer", 2)


def test_615_1a_gaseous_form_to_and_by_enchanted_creature(real_db: CardDatabase) -> None:
    """Gaseous Form on A's Hill Giant (3/3): it attacks on turn 3 and B's Grizzly Bears (2/2)
    block; no combat damage is dealt either way (both survive, no damage marked). B's Shock
    (noncombat damage) still deals 2 to the Giant."""
    _compiled(real_db, "Gaseous Form")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Gaseous Form")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Gaseous Form", targets=["Hill Giant"])
    s.attack(3, "A", "Hill Giant")
    s.block(3, "B", "Grizzly Bears", "Hill Giant")
    s.check(3, Step.END_COMBAT, lambda sc: (sc.assert_damage("Hill Giant", 0),
                                            sc.assert_damage("Grizzly Bears", 0)))
    s.cast_spell(3, Step.POSTCOMBAT_MAIN, "B", "Shock", targets=["Hill Giant"])
    s.stop_at(3, Step.END_TURN)
    s.execute()
    s.assert_damage("Hill Giant", 2)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_attached("Gaseous Form", "Hill Giant")


def test_120_2b_blessed_sanctuary_prevents_only_noncombat_damage(real_db: CardDatabase) -> None:
    """Blessed Sanctuary: "Prevent all noncombat damage that would be dealt to you and
    creatures you control." B's Shock at A is prevented (A stays at 20); B's Grizzly Bears
    attack unblocked and deal 2 combat damage (A at 18)."""
    _compiled(real_db, "Blessed Sanctuary")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Blessed Sanctuary")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["A"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("A", 20))
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 18)


def _centaur(real_db: CardDatabase) -> Scenario:
    _compiled(real_db, "Phantom Centaur")
    s = Scenario(cards=real_db)
    s.add_card(Zone.HAND, "A", "Phantom Centaur")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Phantom Centaur")
    s.check(1, Step.END_TURN, lambda sc: sc.assert_power_toughness("A", "Phantom Centaur", 5, 3))
    return s


def test_615_5_phantom_centaur_prevents_then_loses_a_counter(real_db: CardDatabase) -> None:
    """Phantom Centaur (2/0, enters with three +1/+1 counters: 5/3). B's Shock: the 2 damage
    is prevented, then a +1/+1 counter is removed (615.5): 4/2 with two counters and no
    damage marked."""
    s = _centaur(real_db)
    s.add_card(Zone.HAND, "B", "Shock")
    s.cast_spell(2, Step.UPKEEP, "B", "Shock", targets=["Phantom Centaur"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Phantom Centaur", 4, 2)
    s.assert_counter_count("A", "Phantom Centaur", "+1/+1", 2)
    s.assert_damage("Phantom Centaur", 0)


def test_615_12_unpreventable_damage_still_removes_the_counter(real_db: CardDatabase) -> None:
    """B's Stomp ("Damage can't be prevented this turn", 2 damage) at the 5/3 Phantom
    Centaur: the damage is dealt and the additional effect still happens (615.12): 4/2 with 2
    damage, it dies (704.5g). (Without the counter removed it would survive as a 5/3.)"""
    s = _centaur(real_db)
    s.add_card(Zone.HAND, "B", "Bonecrusher Giant")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Stomp", targets=["Phantom Centaur"])
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Phantom Centaur", 1)


def test_615_10_guardian_seraph_prevents_one_of_each_event(real_db: CardDatabase) -> None:
    """Guardian Seraph: "If a source an opponent controls would deal damage to you, prevent 1
    of that damage." B's Lightning Bolt at A deals 2 (A at 18); B's Grizzly Bears attack
    unblocked and deal 1 (A at 17): each event loses 1 (615.10)."""
    _compiled(real_db, "Guardian Seraph")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Guardian Seraph", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["A"])
    s.check(2, Step.BEGIN_COMBAT, lambda sc: sc.assert_life("A", 18))
    s.attack(2, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 17)


def test_615_3_safe_passage_prevents_for_the_rest_of_the_turn(real_db: CardDatabase) -> None:
    """B attacks with Grizzly Bears and Gray Ogre; A's Savannah Lions block the Ogre and A
    casts Safe Passage ("Prevent all damage that would be dealt to you and creatures you
    control this turn."): A stays at 20, the Lions take no damage, the Lions' 2 damage to the
    Ogre is dealt (it dies)."""
    _compiled(real_db, "Safe Passage")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Safe Passage")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Gray Ogre")
    s.attack(2, "B", "Grizzly Bears")
    s.attack(2, "B", "Gray Ogre")
    s.block(2, "A", "Savannah Lions", "Gray Ogre")
    s.cast_spell(2, Step.DECLARE_BLOCKERS, "A", "Safe Passage")
    s.stop_at(2, Step.END_COMBAT)
    s.execute()
    s.assert_life("A", 20)
    s.assert_permanent_count("A", "Savannah Lions", 1)
    s.assert_damage("Savannah Lions", 0)
    s.assert_graveyard_count("B", "Gray Ogre", 1)


def test_615_4_prevention_must_exist_before_the_damage(real_db: CardDatabase) -> None:
    """615.4 (614.4): B Shocks A's Hill Giant (3/3). Cast in response, A's Mending Hands
    ("Prevent the next 4 damage that would be dealt to any target this turn") resolves first
    and the Shock's 2 damage is prevented (no damage marked). Cast after the Shock resolved,
    it can't go back in time: the Giant keeps its 2 damage (and the shield stays unused)."""
    for respond, damage in ((True, 0), (False, 2)):
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Hill Giant")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
        s.add_card(Zone.HAND, "A", "Mending Hands")
        s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
        s.add_card(Zone.HAND, "B", "Shock")
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Shock", targets=["Hill Giant"])
        if respond:
            s.cast_spell(2, Step.PRECOMBAT_MAIN, "A", "Mending Hands", targets=["Hill Giant"],
                         responding_to="Shock")
        else:
            s.cast_spell(2, Step.POSTCOMBAT_MAIN, "A", "Mending Hands", targets=["Hill Giant"])
        s.stop_at(2, Step.END_TURN)
        s.execute()
        s.assert_graveyard_count("A", "Mending Hands", 1)
        s.assert_damage("Hill Giant", damage)
