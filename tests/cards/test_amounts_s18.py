"""Variable amounts of session 18 (issue 11), compiled from the real Oracle texts and played
with exact figures (skipped without the shared MTGJSON file): power and toughness read from
each affected artifact's mana value (613.4b, 202.3: March of the Machines)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        done = db.compiled(n)
        assert not db.is_builtin(n) and done.supported, (n, [str(r) for r in done.reasons])


# ------------------------------------------------------------------ 613.4b: mana value P/T

def test_613_4b_march_of_the_machines_animates_each_noncreature_artifact(
        real_db: CardDatabase) -> None:
    """March of the Machines: "Each noncreature artifact is an artifact creature with power
    and toughness each equal to its mana value." Mind Stone ({2}) is a 2/2 artifact creature
    and Sol Ring ({1}) a 1/1 (layer 4, then 7b from the same affected set, 613.6); Ornithopter
    was already a creature: still 0/2. Disenchant on the March: Mind Stone is no creature."""
    _compiled(real_db, "March of the Machines")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "March of the Machines")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_type("Mind Stone", "Creature")
    s.assert_power_toughness("A", "Mind Stone", 2, 2)
    s.assert_power_toughness("B", "Sol Ring", 1, 1)
    s.assert_power_toughness("B", "Ornithopter", 0, 2)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["March of the Machines"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_type("Mind Stone", "Creature", present=False)


def test_704_5f_march_of_the_machines_kills_a_zero_mana_value_artifact(
        real_db: CardDatabase) -> None:
    """With March of the Machines, Tormod's Crypt ({0}, mana value 0) is a 0/0 creature: it
    is put into its owner's graveyard as a state-based action (704.5f)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "March of the Machines")
    s.add_card(Zone.BATTLEFIELD, "A", "Mind Stone")
    s.add_card(Zone.BATTLEFIELD, "A", "Tormod's Crypt")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Tormod's Crypt", 1)
    s.assert_power_toughness("A", "Mind Stone", 2, 2)


def test_613_4b_starfield_of_nyx_animates_while_five_enchantments(real_db: CardDatabase) -> None:
    """Starfield of Nyx with four Ghostly Prisons ({2}{W}): five enchantments, so each other
    non-Aura enchantment A controls is a creature with base power and toughness 3/3 (its mana
    value, 613.4b); Starfield itself is not (109.1: "other"). B's Disenchant on one Prison
    leaves four enchantments: the others are no creatures any more (611.3a)."""
    _compiled(real_db, "Starfield of Nyx")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Starfield of Nyx")
    s.add_card(Zone.BATTLEFIELD, "A", "Ghostly Prison", 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 2)
    s.add_card(Zone.HAND, "B", "Disenchant")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_power_toughness("A", "Ghostly Prison", 3, 3)
    s.assert_type("Starfield of Nyx", "Creature", present=False)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Disenchant", targets=["Ghostly Prison"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Ghostly Prison", 1)
    s.assert_type("Ghostly Prison", "Creature", present=False)
