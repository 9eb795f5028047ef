"""613.1f: keywords the engine reads from an object's current characteristics may be granted
until end of turn by a spell or an ability: 702.80 wither, 702.28 shadow (effects.GRANTABLE);
real cards of the shared MTGJSON file (skipped without it)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def test_702_80a_fang_skulkin_grants_wither(real_db: CardDatabase) -> None:
    """Fang Skulkin: "{2}: Target black creature gains wither until end of turn." A's Walking
    Corpse (2/2, black) gains wither and attacks; B's Hill Giant (3/3) blocks: the Corpse's 2
    damage is dealt as two -1/-1 counters (702.80a, 120.3d): the Giant is 1/1 with no damage
    marked; the Corpse dies."""
    assert real_db.compiled("Fang Skulkin").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Fang Skulkin")
    s.add_card(Zone.BATTLEFIELD, "A", "Walking Corpse")
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{2}", targets=["Walking Corpse"])
    s.attack(3, "A", "Walking Corpse")
    s.block(3, "B", "Hill Giant", "Walking Corpse")
    s.stop_at(3, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_counter_count("B", "Hill Giant", "-1/-1", 2)
    s.assert_power_toughness("B", "Hill Giant", 1, 1)
    s.assert_damage("Hill Giant", 0)
    s.assert_graveyard_count("A", "Walking Corpse", 1)


def test_702_28b_soltari_emissary_gains_shadow(real_db: CardDatabase) -> None:
    """Soltari Emissary ({W}: ~ gains shadow until end of turn) attacks after gaining shadow:
    B's Grizzly Bears (no shadow) can't block it (702.28b) and B takes 2."""
    assert real_db.compiled("Soltari Emissary").supported

    def game(block: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Soltari Emissary")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{W}")
        s.attack(3, "A", "Soltari Emissary")
        if block:
            s.block(3, "B", "Grizzly Bears", "Soltari Emissary")
        s.stop_at(3, Step.POSTCOMBAT_MAIN)
        return s

    s = game(block=False)
    s.execute()
    s.assert_life("B", 18)
    with pytest.raises(ScenarioError, match="could not block"):
        game(block=True).execute()


def test_702_16_obsidian_acolyte_grants_protection_from_black(real_db: CardDatabase) -> None:
    """Obsidian Acolyte: "{W}: Target creature gains protection from black until end of turn."
    On B's turn, A gives its Grizzly Bears protection from black after B's Walking Corpse
    (2/2, black) attacks; the Bears block: the Corpse's damage is prevented (702.16e), the
    Bears' 2 damage kills the Corpse."""
    assert real_db.compiled("Obsidian Acolyte").supported
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Obsidian Acolyte")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Walking Corpse")
    s.attack(2, "B", "Walking Corpse")
    s.activate_ability(2, Step.DECLARE_ATTACKERS, "A", "{W}", targets=["Grizzly Bears"])
    s.block(2, "A", "Grizzly Bears", "Walking Corpse")
    s.stop_at(2, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_damage("Grizzly Bears", 0)
    s.assert_graveyard_count("B", "Walking Corpse", 1)


def test_702_14c_shore_snapper_gains_islandwalk(real_db: CardDatabase) -> None:
    """Shore Snapper ({U}: ~ gains islandwalk until end of turn) attacks B, who controls an
    Island: B's Grizzly Bears can't block it (702.14c); B takes 2 (it is 2/2)."""
    assert real_db.compiled("Shore Snapper").supported

    def game(block: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Shore Snapper")
        s.add_card(Zone.BATTLEFIELD, "A", "Island")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        s.add_card(Zone.BATTLEFIELD, "B", "Island")
        s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{U}")
        s.attack(3, "A", "Shore Snapper")
        if block:
            s.block(3, "B", "Grizzly Bears", "Shore Snapper")
        s.stop_at(3, Step.POSTCOMBAT_MAIN)
        return s

    s = game(block=False)
    s.execute()
    s.assert_life("B", 18)
    with pytest.raises(ScenarioError, match="could not block"):
        game(block=True).execute()


def test_702_3b_611_2a_mirror_wall_attacks_this_turn(real_db: CardDatabase) -> None:
    """Mirror Wall (3/4, defender): "{W}: ~ can attack this turn as though it didn't have
    defender." Activated on turn 3, it attacks: B at 17. Activated on turn 3 only, it can't
    attack on turn 5 (702.3b)."""
    assert real_db.compiled("Mirror Wall").supported

    def game(activate: bool, turn: int) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Mirror Wall")
        s.add_card(Zone.BATTLEFIELD, "A", "Plains")
        if activate:
            s.activate_ability(3, Step.PRECOMBAT_MAIN, "A", "{W}")
        s.attack(turn, "A", "Mirror Wall")
        s.stop_at(turn, Step.POSTCOMBAT_MAIN)
        return s

    s = game(activate=True, turn=3)
    s.execute()
    s.assert_life("B", 17)
    with pytest.raises(ScenarioError, match="could not attack"):
        game(activate=True, turn=5).execute()  # (the grant was for turn 3 only)
