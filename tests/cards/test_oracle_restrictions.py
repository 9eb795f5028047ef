"""Restrictions on blocks that name the other creature by a quality (509.1b; dsl.BlockRestriction,
an anthem's `restrictions`, rules/combat.py): "~ can't block Humans", "~ can't be blocked by
Knights or Walls", "enchanted creature can't be blocked except by Walls", "creatures with flying
can't block creatures you control". Real cards from the shared MTGJSON file (skipped without
it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.oracle.static_lowering import grammar_static
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


@pytest.mark.parametrize(("text", "dsl"), [
    ("~ can't block Humans.",
     {"affects": "self", "restrictions": [{"cant_block": {"subtypes": ["Human"]}}]}),
    ("~ can't be blocked by Knights or Walls.",
     {"affects": "self",
      "restrictions": [{"cant_be_blocked_by": {"subtypes": ["Knight", "Wall"]}}]}),
    ("Enchanted creature can't be blocked except by Walls.",
     {"affects": "enchanted",
      "restrictions": [{"cant_be_blocked_except_by": {"subtypes": ["Wall"]}}]}),
    ("Equipped creature gets +1/+1 and can't be blocked by artifact creatures.",
     {"affects": "equipped", "power": 1, "toughness": 1,
      "restrictions": [{"cant_be_blocked_by": {"all_types": ["Artifact", "Creature"]}}]}),
    ("Creatures with flying can't block creatures you control.",
     {"filter": {"types": ["Creature"], "keywords": ["flying"]},
      "restrictions": [{"cant_block": {"types": ["Creature"], "controller": "you"}}]}),
])
def test_509_1b_restrictions_read(text: str, dsl: dict) -> None:
    assert grammar_static(text) == {"anthem": dsl}


def test_509_1b_a_named_restriction_keeps_its_name() -> None:
    """A restriction the engine names by its words (dsl.BLOCK_RESTRICTIONS) stays a keyword."""
    assert grammar_static("~ can't be blocked by creatures with power 2 or less.") == {
        "anthem": {"affects": "self",
                   "keywords": ["can't be blocked by creatures with power 2 or less"]}}


def _blocks(db: CardDatabase, a: list[str], b: list[str], attacker: str, blocker: str,
            attach: tuple[str, str] | None = None) -> Scenario:
    s = Scenario(cards=db)
    for name in a:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    if attach:
        s.add_card(Zone.BATTLEFIELD, "A", attach[0], attached_to=attach[1])
    for name in b:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.attack(1, "A", attacker)
    s.block(1, "B", blocker, attacker)
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_509_1b_hunted_ghoul_cant_block_humans(real_db: CardDatabase) -> None:
    """Hunted Ghoul (1/2) can't block Elite Vanguard (a 2/1 Human): the block is refused and
    B takes 2; it may block Grizzly Bears (not a Human), which deals it 2 (it dies)."""
    s = _blocks(real_db, ["Elite Vanguard"], ["Hunted Ghoul"], "Elite Vanguard", "Hunted Ghoul")
    with pytest.raises(ScenarioError, match=r"509\.1"):
        s.execute()
    s.assert_life("B", 18)
    s = _blocks(real_db, ["Grizzly Bears"], ["Hunted Ghoul"], "Grizzly Bears", "Hunted Ghoul")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Hunted Ghoul", 1)


def test_509_1b_bower_passage_stops_fliers_blocking(real_db: CardDatabase) -> None:
    """Bower Passage (A): creatures with flying can't block creatures A controls. B's Wind
    Drake (2/2 flying) can't block A's Grizzly Bears (B takes 2); B's Grizzly Bears can (both
    2/2s die). Without Bower Passage the Drake blocks."""
    s = _blocks(real_db, ["Bower Passage", "Grizzly Bears"], ["Wind Drake"], "Grizzly Bears",
                "Wind Drake")
    with pytest.raises(ScenarioError, match=r"509\.1"):
        s.execute()
    s.assert_life("B", 18)
    s = _blocks(real_db, ["Bower Passage", "Grizzly Bears"], ["Grizzly Bears"],
                "Grizzly Bears@A", "Grizzly Bears@B")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s = _blocks(real_db, ["Grizzly Bears"], ["Wind Drake"], "Grizzly Bears", "Wind Drake")
    s.execute()
    s.assert_graveyard_count("B", "Wind Drake", 1)


def test_509_1b_invisibility_only_walls_block(real_db: CardDatabase) -> None:
    """Invisibility on A's Grizzly Bears: it can't be blocked except by Walls. B's Grizzly
    Bears can't block it (B takes 2); B's Wall of Wood (0/3) can (no damage to B)."""
    s = _blocks(real_db, ["Grizzly Bears"], ["Grizzly Bears"], "Grizzly Bears@A",
                "Grizzly Bears@B", attach=("Invisibility", "Grizzly Bears"))
    with pytest.raises(ScenarioError, match=r"509\.1"):
        s.execute()
    s.assert_life("B", 18)
    s = _blocks(real_db, ["Grizzly Bears"], ["Wall of Wood"], "Grizzly Bears", "Wall of Wood",
                attach=("Invisibility", "Grizzly Bears"))
    s.execute()
    s.assert_life("B", 20)
    s.assert_damage("Wall of Wood", 2)


def test_508_1c_mogg_flunkies_cant_attack_alone(real_db: CardDatabase) -> None:
    """Mogg Flunkies (3/3) can't attack or block alone: attacking alone is refused (B stays at
    20); with Grizzly Bears beside it both attack (B to 15)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Flunkies")
    s.attack(1, "A", "Mogg Flunkies")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"508\.1c"):
        s.execute()
    s.assert_life("B", 20)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mogg Flunkies")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.attack(1, "A", "Mogg Flunkies")
    s.attack(1, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 15)


def test_509_1b_mogg_flunkies_cant_block_alone(real_db: CardDatabase) -> None:
    """B's Mogg Flunkies can't be B's only blocker (refused: B takes 2 from Grizzly Bears);
    blocking beside B's Wall of Wood it may (the Bears die, B takes nothing)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mogg Flunkies")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Mogg Flunkies", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match=r"509\.1b"):
        s.execute()
    s.assert_life("B", 18)
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Mogg Flunkies")
    s.add_card(Zone.BATTLEFIELD, "B", "Wall of Wood")
    s.attack(1, "A", "Grizzly Bears")
    s.block(1, "B", "Mogg Flunkies", "Grizzly Bears")
    s.block(1, "B", "Wall of Wood", "Grizzly Bears")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
