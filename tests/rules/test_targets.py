"""Targets (115): "any target" (115.4), target player, target permanents with filters, hexproof
(702.11) and a triggered ability targeting its own source (115.5 only forbids a spell or
ability targeting itself)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

TEST_CARDS = """
- name: Test Hexproof Bear
  cost: "{1}{G}"
  type: Creature — Bear
  power: 2
  toughness: 2
  keywords: [Hexproof]
  text: Hexproof
- name: Test Shroud Bear
  cost: "{1}{G}"
  type: Creature — Bear
  power: 2
  toughness: 2
  keywords: [Shroud]
  text: Shroud
- name: Test Walker
  cost: "{2}{W}"
  type: Legendary Planeswalker — Test
  loyalty: 4
"""


def make_db() -> CardDatabase:
    db = CardDatabase.builtin()
    db.load_file("test_targets.yaml", text=TEST_CARDS)
    return db


def bolt(target: str, *, card: str = "Lightning Bolt", cards: CardDatabase | None = None,
         setup: tuple[tuple[str, str], ...] = ()) -> Scenario:
    s = Scenario(cards=cards)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 3)
    s.add_card(Zone.HAND, "A", card)
    for player, name in setup:
        s.add_card(Zone.BATTLEFIELD, player, name)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", card, targets=[target])
    s.stop_at(1, Step.END_TURN)
    return s


@pytest.mark.parametrize("target, b_life, a_life", [("B", 17, 20), ("A", 20, 17)])
def test_115_4_any_target_a_player(target: str, b_life: int, a_life: int) -> None:
    """115.4: "any target" includes players: either player, the caster too."""
    s = bolt(target)
    s.execute()
    s.assert_life("B", b_life)
    s.assert_life("A", a_life)


def test_115_4_any_target_a_creature() -> None:
    """115.4: "any target" includes creatures."""
    s = bolt("Hill Giant", setup=(("B", "Hill Giant"),))
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_life("B", 20)


def test_115_4_any_target_a_planeswalker() -> None:
    """115.4 / 120.3c: "any target" includes planeswalkers; damage removes loyalty."""
    s = bolt("Test Walker", cards=make_db(), setup=(("B", "Test Walker"),))
    s.execute()
    s.assert_counter_count("B", "Test Walker", "loyalty", 1)
    s.assert_life("B", 20)


def test_115_4_any_target_excludes_noncreature_permanents() -> None:
    """115.4: a land is not "any target"."""
    s = bolt("Forest", setup=(("B", "Forest"),))
    with pytest.raises(ScenarioError, match="A could not cast Lightning Bolt on turn 1 PRECOMBAT_MAIN: "
                                            r"Forest is not a legal target any \(115\)"):
        s.execute()


def test_115_1_target_player_or_planeswalker_excludes_creatures() -> None:
    """115.1: Lava Axe ("target player or planeswalker") can't target a creature."""
    s = bolt("Grizzly Bears", card="Lava Axe", setup=(("B", "Grizzly Bears"),))
    with pytest.raises(ScenarioError, match="A could not cast Lava Axe on turn 1 PRECOMBAT_MAIN: "
                                            "Grizzly Bears is not a legal target"):
        s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_115_1_target_player() -> None:
    """115.1: Inspiration's "target player" may be the opponent: B draws two."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Inspiration")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Inspiration", targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_hand_count("B", 2)
    s.assert_library_count("B", 18)
    s.assert_hand_count("A", 0)


def test_115_1_target_player_cannot_be_a_creature() -> None:
    """115.1: "target player" doesn't allow a creature."""
    s = bolt("Grizzly Bears", card="Mind Rot", setup=(("B", "Grizzly Bears"),))
    with pytest.raises(ScenarioError, match="Grizzly Bears is not a legal target player"):
        s.execute()


def test_115_1_doom_blade_nonblack_filter() -> None:
    """115.1: Doom Blade's "nonblack creature" excludes Walking Corpse (black)..."""
    s = bolt("Walking Corpse", card="Doom Blade", setup=(("B", "Walking Corpse"),))
    with pytest.raises(ScenarioError, match="A could not cast Doom Blade on turn 1 PRECOMBAT_MAIN: "
                                            r"Walking Corpse is not a legal target creature \(115\)"):
        s.execute()
    s.assert_permanent_count("B", "Walking Corpse", 1)
    s.assert_hand_count("A", 1, "Doom Blade")


def test_115_1_doom_blade_destroys_a_nonblack_creature() -> None:
    """115.1: ...but not Grizzly Bears (green)."""
    s = bolt("Grizzly Bears", card="Doom Blade", setup=(("B", "Grizzly Bears"),))
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_115_1_murder_has_no_colour_filter() -> None:
    """115.1: Murder's "target creature" allows a black creature (Vampire Nighthawk)."""
    s = bolt("Vampire Nighthawk", card="Murder", setup=(("B", "Vampire Nighthawk"),))
    s.execute()
    s.assert_graveyard_count("B", "Vampire Nighthawk", 1)


def test_115_1_naturalize_needs_artifact_or_enchantment() -> None:
    """115.1: Naturalize targets an artifact or enchantment, not a creature."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 4)
    s.add_card(Zone.HAND, "A", "Naturalize", 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Naturalize", targets=["Grizzly Bears"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Naturalize", targets=["Glorious Anthem"])
    with pytest.raises(ScenarioError, match="Grizzly Bears is not a legal target permanent"):
        s.execute()
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_power_toughness("B", "Grizzly Bears", 2, 2)


def test_702_11_hexproof_cannot_be_targeted_by_an_opponent() -> None:
    """702.11a: hexproof: B's creature can't be the target of A's spells."""
    s = bolt("Test Hexproof Bear", cards=make_db(), setup=(("B", "Test Hexproof Bear"),))
    with pytest.raises(ScenarioError, match="Test Hexproof Bear is not a legal target any"):
        s.execute()
    s.assert_permanent_count("B", "Test Hexproof Bear", 1)
    s.assert_life("B", 20)


def test_702_11_hexproof_can_be_targeted_by_its_controller() -> None:
    """702.11a: hexproof creatures can be targeted by their controller's own spells."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Hexproof Bear")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Test Hexproof Bear"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_power_toughness("A", "Test Hexproof Bear", 5, 5)


def test_702_18_shroud_cannot_be_targeted_even_by_its_controller() -> None:
    """702.18a: shroud: not even its controller can target it."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.BATTLEFIELD, "A", "Test Shroud Bear")
    s.add_card(Zone.HAND, "A", "Giant Growth")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Giant Growth", targets=["Test Shroud Bear"])
    with pytest.raises(ScenarioError, match="Test Shroud Bear is not a legal target creature"):
        s.execute()


def test_702_11_hexproof_does_not_stop_non_targeted_effects() -> None:
    """702.11a: hexproof stops only targeting: Pyroclasm still deals 2 to it."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.HAND, "A", "Pyroclasm")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Hexproof Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Pyroclasm")
    s.execute()
    s.assert_graveyard_count("B", "Test Hexproof Bear", 1)


def test_115_5_triggered_ability_may_target_its_own_source() -> None:
    """115.5 forbids only a spell or ability targeting itself; 603.3d: Flametongue Kavu's
    enters trigger must target a creature, and when the Kavu is the only creature it targets
    itself (4 damage to a 4/2: it dies)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Flametongue Kavu")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flametongue Kavu")
    s.execute()
    s.assert_graveyard_count("A", "Flametongue Kavu", 1)
    s.assert_permanent_count("A", "Flametongue Kavu", 0)


def test_603_3d_trigger_target_chosen_with_add_target() -> None:
    """603.3d: the controller chooses the trigger's target when it is put on the stack
    (add_target): Flametongue Kavu deals 4 to B's Hill Giant, not to A's Grizzly Bears."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "A", "Flametongue Kavu")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flametongue Kavu")
    s.add_target("A", "Hill Giant")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Flametongue Kavu", 1)


def test_115_1_target_opponent() -> None:
    """115.1: Ravenous Rats' "target opponent": B discards a card; A keeps theirs."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.HAND, "A", "Ravenous Rats")
    s.add_card(Zone.HAND, "A", "Shock")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Ravenous Rats")
    s.execute()
    s.assert_graveyard_count("B", "Lightning Bolt", 1)
    s.assert_hand_count("B", 0)
    s.assert_hand_count("A", 1, "Shock")


def test_603_3d_man_o_war_alone_must_bounce_itself() -> None:
    """603.3d / 115.5: Man-o'-War's trigger must target a creature; with no other creature on
    the battlefield it targets (and returns) Man-o'-War itself."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.HAND, "A", "Man-o'-War")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Man-o'-War")
    s.execute()
    s.assert_hand_count("A", 1, "Man-o'-War")
    s.assert_permanent_count("A", "Man-o'-War", 0)


def test_702_11_trigger_cannot_target_an_opponents_hexproof_creature() -> None:
    """702.11a / 603.3d: Flametongue Kavu's trigger can't target B's hexproof creature; the only
    other creature is the Kavu itself, so it takes the 4 damage."""
    s = Scenario(cards=make_db())
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Flametongue Kavu")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Hexproof Bear")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Flametongue Kavu")
    s.add_target("A", "Test Hexproof Bear")  # not a legal choice: ignored
    s.execute()
    s.assert_graveyard_count("A", "Flametongue Kavu", 1)
    s.assert_permanent_count("B", "Test Hexproof Bear", 1)
