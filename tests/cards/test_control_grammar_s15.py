"""613.1b, 611.2a: "gain control of <objects> [until end of turn]" read by the effect grammar
(grammar.lark `gain_control`, copy_control.control_effect), so that it joins the grammar's
other instructions and pronouns: "Put a +1/+1 counter on it and untap it" (Mark of Mutiny),
"It gets +X/+0" (Unwilling Recruit), a group of the target opponent's (Tezzeret, Master of
Metal), "up to three target creatures" (Jace, Ingenious Mind-Mage). Real cards of the shared
MTGJSON file (skipped without it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _stolen_bears(real_db: CardDatabase, spell: str, lands: int, x: int | None = None,
                  attack: bool = True) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", lands)
    s.add_card(Zone.HAND, "A", spell)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["Grizzly Bears"], x=x)
    if attack:
        s.attack(1, "A", "Grizzly Bears")
    return s


def test_613_1b_mark_of_mutiny(real_db: CardDatabase) -> None:
    """Mark of Mutiny on B's tapped Grizzly Bears: A controls them, untapped, with a +1/+1
    counter and haste: they attack B for 3 (B at 17). After the turn B has them back (613.1b
    ends at cleanup, 514.2), still with the counter."""
    assert real_db.compiled("Mark of Mutiny").supported
    s = _stolen_bears(real_db, "Mark of Mutiny", 3)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_counter_count("A", "Grizzly Bears", "+1/+1", 1)
    s = _stolen_bears(real_db, "Mark of Mutiny", 3)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_counter_count("B", "Grizzly Bears", "+1/+1", 1)


def test_613_1b_unwilling_recruit_x(real_db: CardDatabase) -> None:
    """Unwilling Recruit with X=2 ({2}{R}{R}{R}... X=2: five Mountains): the Bears are A's,
    4/2 with haste, and attack B for 4 (B at 16)."""
    assert real_db.compiled("Unwilling Recruit").supported
    s = _stolen_bears(real_db, "Unwilling Recruit", 5, x=2)
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 16)
    s.assert_power_toughness("A", "Grizzly Bears", 4, 2)


def test_613_1b_control_without_haste_cant_attack(real_db: CardDatabase) -> None:
    """A control change alone gives no haste (302.6): Jace's -9 ("Gain control of up to three
    target creatures.", for good): B's Grizzly Bears, Ornithopter and Hill Giant are A's, B
    controls none; the Giant can't attack this turn (B stays at 20)."""
    assert real_db.compiled("Jace, Ingenious Mind-Mage").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Jace, Ingenious Mind-Mage", counters={"loyalty": 9})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−9]",
                       targets=["Grizzly Bears", "Ornithopter", "Hill Giant"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Hill Giant"):
        s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("A", "Hill Giant", 1)
    s.assert_battlefield_count("B", 0)
    s.assert_life("B", 20)


def test_613_1b_tezzeret_takes_artifacts_and_creatures(real_db: CardDatabase) -> None:
    """Tezzeret, Master of Metal's -8: "Gain control of all artifacts and creatures target
    opponent controls." B's Grizzly Bears and Ornithopter become A's for the rest of the game
    (still A's on turn 3); B's Forest stays B's."""
    assert real_db.compiled("Tezzeret, Master of Metal").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Tezzeret, Master of Metal", counters={"loyalty": 8})
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "[−8]", targets=["B"])
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_permanent_count("B", "Forest", 1)
    s.assert_battlefield_count("B", 1)


def test_613_1b_traitorous_greed_adds_mana_of_one_color(real_db: CardDatabase) -> None:
    """Traitorous Greed on B's Hill Giant: A controls it untapped with haste, and adds two
    mana of one colour, chosen Red (106.1a): A casts Shock and Lightning Bolt at B with it
    (B 20 - 2 - 3 = 15), then the Giant attacks B (12)."""
    assert real_db.compiled("Traitorous Greed").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Traitorous Greed")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.set_choice("A", "Red")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Traitorous Greed", targets=["Hill Giant"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["B"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Lightning Bolt", targets=["B"])
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 12)


def test_613_1b_akroan_conscriptor_heroic(real_db: CardDatabase) -> None:
    """Akroan Conscriptor's heroic trigger ("gain control of another target creature until end
    of turn. Untap that creature. It gains haste until end of turn."): A's Giant Growth on the
    Conscriptor takes B's tapped Hill Giant, untapped and hasty; both attack: B takes 6 (the
    Conscriptor 3/2 +3/+3) + 3 = 9, at 11."""
    assert real_db.compiled("Akroan Conscriptor").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Akroan Conscriptor")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", tapped=True)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Akroan Conscriptor"])
    s.add_target("A", "Hill Giant")
    s.attack(1, "A", "Akroan Conscriptor")
    s.attack(1, "A", "Hill Giant")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 11)


def test_611_2c_mass_threaten_stays_one_effect(real_db: CardDatabase) -> None:
    """"Gain control of all creatures until end of turn. Untap them. They gain haste until end
    of turn." (Rowan, Fearless Sparkmage's -9) stays copy_control's one effect on the group
    locked in as it resolves (611.2c), not three instructions each finding "all creatures"."""
    done = real_db.compiled("Rowan, Fearless Sparkmage")
    assert done.supported
    ult = next(a for a in done.dsl["abilities"] if a.get("loyalty") == -9)
    assert ult["effects"] == [{"continuous": {"what": {"all": {"types": ["Creature"]}},
                                              "control": True, "add_keywords": ["haste"],
                                              "untap": "them"}}]
