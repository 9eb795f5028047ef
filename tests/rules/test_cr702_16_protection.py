"""702.16 (protection): the subrules not played elsewhere (tests/cards/test_protection.py,
test_aura_protection_s7.py), each as a scenario with exact figures, with cards compiled from
their Oracle text (tests/rules/cr_cards.py)."""

from __future__ import annotations

from functools import lru_cache

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

from .cr_cards import card_db

_ORACLE = {
    "Test Bear": ("{1}{G}", "Creature — Bear", "", ("2", "2")),
    "Test Knight": ("{W}{W}", "Creature — Human Knight", "Protection from red and from blue",
                    ("2", "2")),
    "Test Paladin": ("{W}{W}", "Creature — Human Knight", "Protection from all colors",
                     ("2", "2")),
    "Test Monk": ("{W}{W}", "Creature — Human Monk", "Protection from each color", ("2", "2")),
    "Test Titan": ("{W}{W}", "Creature — Avatar", "Protection from everything", ("2", "2")),
    "Test Blade": ("{R}", "Artifact — Equipment", "Equipped creature gets +2/+0.\nEquip {1}",
                   None),
    "Test Ward": ("{W}", "Instant", "Target creature gains protection from red until end of "
                  "turn.", None),
    "Test Shade Ward": ("{W}", "Instant", "Target creature gains protection from black until "
                        "end of turn.", None),
    "Test Aegis": ("{W}", "Enchantment — Aura", "Enchant creature\nEnchanted creature has "
                   "protection from white. This effect doesn't remove Test Aegis.", None),
    "Test Blessing": ("{W}", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets "
                      "+1/+1.", None),
}


@lru_cache(maxsize=1)
def _db() -> CardDatabase:
    return card_db(_ORACLE)


def _scenario() -> Scenario:
    return Scenario(cards=_db())


def _attached_to(s: Scenario, name: str) -> int | None:
    st = s.game.state
    oid = next(o for o in st.battlefield if st.objects[o].card.name == name)
    return st.objects[oid].attached_to or None


def test_702_16d_a_protected_creature_cant_be_equipped_by_that_quality() -> None:
    """702.16d: Test Blade is a red Equipment. Equip can't target Test Knight (protection
    from red); it equips Test Bear (4/2). When the Bear gains protection from red (Test Ward),
    the Blade becomes unattached (704.5n) and stays on the battlefield: the Bear is 2/2."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Blade")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Test Ward")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Test Knight"])
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "Equip {1}", targets=["Test Bear"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_power_toughness("A", "Test Bear", 4, 2))
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Test Ward", targets=["Test Bear"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Equip"):
        s.execute()
    s.assert_power_toughness("A", "Test Bear", 2, 2)
    s.assert_permanent_count("A", "Test Blade", 1)
    assert _attached_to(s, "Test Blade") is None


def test_702_16g_protection_from_red_and_from_blue_is_both() -> None:
    """702.16g: "Protection from red and from blue" is protection from red and protection
    from blue: B can target Test Knight with neither Lightning Bolt (red) nor Unsummon
    (blue); Doom Blade (black) destroys it."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Knight")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "B", "Island")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    for card in ("Lightning Bolt", "Unsummon", "Doom Blade"):
        s.add_card(Zone.HAND, "B", card)
        s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", card, targets=["Test Knight"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError) as err:
        s.execute()
    assert "Lightning Bolt" in str(err.value) and "Unsummon" in str(err.value)
    assert "Doom Blade" not in str(err.value)
    s.assert_graveyard_count("A", "Test Knight", 1)
    s.assert_hand_count("B", 1, "Lightning Bolt")
    s.assert_hand_count("B", 1, "Unsummon")


def test_702_16h_protection_from_all_colors_blockers() -> None:
    """702.16h (and 702.16f): "Protection from all colors" is protection from each colour:
    Test Paladin can't be blocked by Llanowar Elves (green) but can by Memnite (colourless):
    Memnite (1/1) dies, and its 1 damage to the Paladin isn't prevented."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Paladin")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Memnite")
    s.attack(1, "A", "Test Paladin")
    s.block(1, "B", "Llanowar Elves", "Test Paladin")
    s.block(1, "B", "Memnite", "Test Paladin")
    s.stop_at(1, Step.END_COMBAT)
    with pytest.raises(ScenarioError, match="Llanowar Elves"):
        s.execute()
    s.assert_graveyard_count("B", "Memnite", 1)
    s.assert_damage("Test Paladin", 1)
    s.assert_life("B", 20)


def test_702_16j_protection_from_everything() -> None:
    """702.16j: Test Titan can't be targeted (B's Lightning Bolt), enchanted (B's Test
    Blessing can't target it) or blocked (Memnite) by anything, and all damage to it is
    prevented (Pyroclasm: 0 damage; B's Test Bear, 2/2, dies). It attacks: B 20 -> 18.
    Day of Judgment (no target, no damage) destroys it."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Titan")
    s.add_card(Zone.BATTLEFIELD, "B", "Memnite")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Plains", 5)
    for card in ("Lightning Bolt", "Test Blessing", "Pyroclasm", "Day of Judgment"):
        s.add_card(Zone.HAND, "B", card)
    s.attack(1, "A", "Test Titan")
    s.block(1, "B", "Memnite", "Test Titan")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Test Titan"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Test Blessing", targets=["Test Titan"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Pyroclasm")
    s.check(2, Step.BEGIN_COMBAT, lambda sc: (
        sc.assert_damage("Test Titan", 0), sc.assert_graveyard_count("B", "Test Bear", 1),
        sc.assert_permanent_count("A", "Test Titan", 1)))
    s.cast_spell(2, Step.POSTCOMBAT_MAIN, "B", "Day of Judgment")
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError) as err:
        s.execute()
    for failed in ("Memnite", "Lightning Bolt", "Test Blessing"):
        assert failed in str(err.value)
    s.assert_life("B", 18)
    s.assert_graveyard_count("A", "Test Titan", 1)
    s.assert_graveyard_count("B", "Memnite", 1)  # Pyroclasm


def test_702_16m_a_second_instance_of_the_same_protection_is_redundant() -> None:
    """702.16m: White Knight (protection from black) gains protection from black again until
    end of turn (Test Shade Ward); the instances are redundant: when the granted one ends,
    the printed one still stops B's Doom Blade from targeting it on turn 2."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "White Knight")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Test Shade Ward")
    s.add_card(Zone.HAND, "B", "Doom Blade")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Shade Ward", targets=["White Knight"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_abilities(
        "A", "White Knight", ["Protection from black", "First strike"]))
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Doom Blade", targets=["White Knight"])
    s.stop_at(2, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Doom Blade"):
        s.execute()
    s.assert_permanent_count("A", "White Knight", 1)
    s.assert_abilities("A", "White Knight", ["Protection from black"])


def test_702_16n_an_aura_whose_protection_doesnt_remove_it() -> None:
    """702.16n: Test Aegis (a white Aura: "Enchanted creature has protection from white.
    This effect doesn't remove Test Aegis.") on Test Bear, which already wears Test Blessing
    (a white Aura, +1/+1): the Blessing is put into the graveyard (704.5m), the Aegis stays
    attached. The Bear is 2/2."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Blessing", attached_to="Test Bear")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Test Aegis")
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_power_toughness("A", "Test Bear", 3, 3))
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Test Aegis", targets=["Test Bear"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_attached("Test Aegis", "Test Bear")
    s.assert_graveyard_count("A", "Test Blessing", 1)
    s.assert_power_toughness("A", "Test Bear", 2, 2)


def test_702_16i_protection_from_each_color() -> None:
    """702.16i: "Protection from each color" is protection from white, from blue, from black,
    from red and from green: B's Lightning Bolt can't target Test Monk and Pyroclasm's 2
    damage to it is prevented (B's Memnite, colourless, dies to it); a colourless source's
    damage isn't: Memnite-less, the Monk is then blocked by nothing and hits B for 2."""
    s = _scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Test Monk")
    s.add_card(Zone.BATTLEFIELD, "B", "Memnite")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain", 3)
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.add_card(Zone.HAND, "B", "Pyroclasm")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Test Monk"])
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Pyroclasm")
    s.attack(3, "A", "Test Monk")
    s.stop_at(3, Step.END_TURN)
    with pytest.raises(ScenarioError, match="Lightning Bolt"):
        s.execute()
    s.assert_abilities("A", "Test Monk", ["Protection from each color"])
    s.assert_graveyard_count("B", "Memnite", 1)
    s.assert_permanent_count("A", "Test Monk", 1)
    s.assert_life("B", 18)
