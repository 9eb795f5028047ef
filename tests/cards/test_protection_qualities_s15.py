"""702.16a: protection from qualities beyond colours and card types: a supertype ("snow"), a
creature type whose plural is its singular ("Kavu"), a spell type ("Arcane"), creatures of a
type or supertype or not of a type ("God creatures", "legendary creatures", "non-Spirit
creatures"), a mana value ("mana value 3 or greater", 202.3: with X on the stack) and coloured
spells (rules/protection._more_quality). Real cards of the shared MTGJSON file (skipped without
it), exact figures."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.protection import quality
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def test_702_16a_reading_the_qualities() -> None:
    assert quality("protection from snow") == ("supertype", "Snow")
    assert quality("protection from kavu") == ("subtype", "Kavu")
    assert quality("protection from arcane") == ("subtype", "Arcane")
    assert quality("protection from god creatures") == ("creature_subtype", "God")
    assert quality("protection from legendary creatures") == ("creature_supertype", "Legendary")
    assert quality("protection from non-spirit creatures") == ("creature_not_subtype", "Spirit")
    assert quality("protection from mana value 3 or greater") == ("mana_value_ge", "3")
    assert quality("protection from spells that are one or more colors") == ("colored_spell", "")
    assert quality("protection from modified creatures") is None  # (not implemented)
    assert quality("protection from wordy") is None


def _block(real_db: CardDatabase, attacker: str, blocker: str | None) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", attacker)
    if attacker == "Ronom Hulk":  # its cumulative upkeep {1}, paid on turn 1 (702.24a)
        s.add_card(Zone.BATTLEFIELD, "A", "Forest")
        s.set_choice("A", "yes")
    s.add_card(Zone.BATTLEFIELD, "B", blocker or "Grizzly Bears")
    s.attack(1, "A", attacker)
    if blocker is not None:
        s.block(1, "B", blocker, attacker)
    s.stop_at(1, Step.END_COMBAT)
    return s


@pytest.mark.parametrize(("attacker", "blocker", "life"), [
    ("Ronom Hulk", "Boreal Druid", 15),  # snow: the Druid can't block; 5 to B
    ("Tsabo Tavoc", "Isamaru, Hound of Konda", 13),  # legendary creatures: 7 to B
    ("Harbinger of Spring", "Grizzly Bears", 18),  # non-Spirit creatures: 2 to B
])
def test_702_16f_protection_stops_the_blocker(real_db: CardDatabase, attacker: str,
                                              blocker: str, life: int) -> None:
    """702.16f: a creature with protection from a quality can't be blocked by creatures with
    that quality; the attack is unblocked and B loses the attacker's power."""
    assert real_db.compiled(attacker).supported
    s = _block(real_db, attacker, blocker)
    with pytest.raises(ScenarioError, match="could not block"):
        s.execute()
    s = _block(real_db, attacker, None)  # (B's Grizzly Bears don't block)
    s.execute()
    s.assert_life("B", life)


def test_702_16f_harbinger_blocked_by_a_spirit(real_db: CardDatabase) -> None:
    """Harbinger of Spring (2/1, protection from non-Spirit creatures) blocked by Kami of
    Ancient Law (a 2/2 Spirit): the block is legal, the Harbinger dies, the Kami survives with
    2 damage... and dies too (2 toughness): both in their graveyards, B at 20."""
    s = _block(real_db, "Harbinger of Spring", "Kami of Ancient Law")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Harbinger of Spring", 1)
    s.assert_graveyard_count("B", "Kami of Ancient Law", 1)


def _blaze(real_db: CardDatabase, x: int) -> Scenario:
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Mistmeadow Skulk")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 3)
    s.add_card(Zone.HAND, "A", "Blaze")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blaze", targets=["Mistmeadow Skulk"], x=x)
    s.stop_at(1, Step.BEGIN_COMBAT)
    return s


def test_702_16b_mistmeadow_skulk_and_blaze(real_db: CardDatabase) -> None:
    """Mistmeadow Skulk (1/1, protection from mana value 3 or greater): Blaze with X=1 (mana
    value 2 on the stack, 202.3) kills it; with X=2 (mana value 3 on the stack) the Skulk is
    an illegal target as Blaze resolves (608.2b): Blaze does nothing, the Skulk lives."""
    assert real_db.compiled("Mistmeadow Skulk").supported
    s = _blaze(real_db, 1)
    s.execute()
    s.assert_graveyard_count("B", "Mistmeadow Skulk", 1)
    s = _blaze(real_db, 2)
    s.execute()
    s.assert_permanent_count("B", "Mistmeadow Skulk", 1)
    s.assert_damage("Mistmeadow Skulk", 0)
    s.assert_graveyard_count("A", "Blaze", 1)


def test_702_16b_mistmeadow_skulk_blocked_by_mana_value(real_db: CardDatabase) -> None:
    """Hill Giant (mana value 4) can't block the Skulk; Grizzly Bears (2) can and kill it."""
    with pytest.raises(ScenarioError):
        _block(real_db, "Mistmeadow Skulk", "Hill Giant").execute()
    s = _block(real_db, "Mistmeadow Skulk", "Grizzly Bears")
    s.execute()
    s.assert_graveyard_count("A", "Mistmeadow Skulk", 1)


def test_702_16b_emrakul_colored_spells_but_not_abilities(real_db: CardDatabase) -> None:
    """Emrakul, the Aeons Torn (protection from spells that are one or more colors): Shock
    can't target it; Prodigal Pyromancer's ability (from a red permanent, not a spell) can:
    1 damage marked."""
    assert real_db.compiled("Emrakul, the Aeons Torn").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Emrakul, the Aeons Torn")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Shock")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Shock", targets=["Emrakul, the Aeons Torn"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    with pytest.raises(ScenarioError):
        s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "B", "Emrakul, the Aeons Torn")
    s.add_card(Zone.BATTLEFIELD, "A", "Prodigal Pyromancer")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{T}:", targets=["Emrakul, the Aeons Torn"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_damage("Emrakul, the Aeons Torn", 1)
