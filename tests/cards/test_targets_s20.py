"""A target for each opponent (601.2c): "For each opponent, destroy up to one target artifact
or enchantment that player controls." The requirement is repeated once for each opponent as
the spell is cast (or the ability put on the stack, 603.3d), each among what that opponent
controls; each target is checked on its own as the spell resolves (608.2b)
(rules/per_opponent_targets.py). Scenario tests in 2-, 3- and 4-player games, with exact
figures, including an opponent with nothing to target."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone
from tests.cards.conftest import assert_compiled


def _wave(real_db: CardDatabase, players: int) -> Scenario:
    assert_compiled(real_db, "Dismantling Wave")
    s = Scenario(players=players, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 3)
    s.add_card(Zone.HAND, "A", "Dismantling Wave")
    s.add_card(Zone.BATTLEFIELD, "A", "Sol Ring")  # (A's own: never a target)
    return s


def test_601_2c_two_players_one_target(real_db: CardDatabase) -> None:
    """2 players: one opponent, one target among what B controls."""
    s = _wave(real_db, 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismantling Wave", targets=["Glorious Anthem"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    s.assert_permanent_count("B", "Sol Ring", 1)
    s.assert_permanent_count("A", "Sol Ring", 1)
    s.assert_graveyard_count("A", "Dismantling Wave", 1)


def test_601_2c_four_players_one_each_and_one_with_nothing(real_db: CardDatabase) -> None:
    """4 players: a target for B and one for D; C controls no artifact or enchantment (up to
    one: none chosen for C). Each opponent loses exactly the one chosen."""
    s = _wave(real_db, 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring", 2)
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "D", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "D", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismantling Wave",
                 targets=["Sol Ring@B", "Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("B", "Sol Ring", 1)
    s.assert_graveyard_count("B", "Sol Ring", 1)
    s.assert_permanent_count("C", "Grizzly Bears", 1)
    s.assert_graveyard_count("D", "Ornithopter", 1)
    s.assert_permanent_count("D", "Glorious Anthem", 1)
    s.assert_permanent_count("A", "Sol Ring", 1)


def test_601_2c_not_two_targets_of_one_opponent(real_db: CardDatabase) -> None:
    """3 players: both targets among B's permanents is no legal choice (one for each
    opponent, among what that player controls): the spell isn't cast."""
    s = _wave(real_db, 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismantling Wave",
                 targets=["Glorious Anthem", "Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Glorious Anthem", 1)
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_hand_count("A", 1, "Dismantling Wave")


def test_601_2c_not_your_own_permanent(real_db: CardDatabase) -> None:
    """A permanent the caster controls is no opponent's: not a legal target."""
    s = _wave(real_db, 2)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismantling Wave", targets=["Sol Ring@A"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("A", "Sol Ring", 1)


def test_608_2b_each_target_checked_on_its_own(real_db: CardDatabase) -> None:
    """3 players: B's Ornithopter and C's Glorious Anthem are targeted; in response C gains
    control of the Ornithopter (Word of Seizing): still an opponent's, but no longer B's, the
    player it was chosen for, so that target is illegal (608.2b) and it survives under C;
    C's Anthem, still legal, is destroyed."""
    s = _wave(real_db, 3)
    s.add_card(Zone.BATTLEFIELD, "C", "Mountain", 5)
    s.add_card(Zone.HAND, "C", "Word of Seizing")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "C", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismantling Wave",
                 targets=["Ornithopter", "Glorious Anthem"])
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "C", "Word of Seizing", targets=["Ornithopter"],
                 responding_to="Dismantling Wave")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.check(1, Step.BEGIN_COMBAT,
            lambda sc: sc.assert_permanent_count("C", "Ornithopter", 1))  # (until end of turn)
    s.assert_graveyard_count("B", "Ornithopter", 0)
    s.assert_graveyard_count("C", "Glorious Anthem", 1)
    s.assert_graveyard_count("A", "Dismantling Wave", 1)


def _thief(real_db: CardDatabase, players: int) -> Scenario:
    assert_compiled(real_db, "Enigma Thief")
    s = Scenario(players=players, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Enigma Thief")
    return s


def test_601_2c_enigma_thief_three_players(real_db: CardDatabase) -> None:
    """"When ~ enters, for each opponent, return up to one target nonland permanent that
    player controls to its owner's hand": B's Bears and C's Anthem go back; B's other
    permanents and C's land stay."""
    s = _thief(real_db, 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_card(Zone.BATTLEFIELD, "C", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "C", "Forest")
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enigma Thief")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("B", "Ornithopter", 1)
    s.assert_hand_count("C", 1, "Glorious Anthem")
    s.assert_permanent_count("C", "Forest", 1)
    s.assert_permanent_count("A", "Enigma Thief", 1)


def test_601_2c_enigma_thief_opponent_with_nothing(real_db: CardDatabase) -> None:
    """4 players: C controls only a land (no target for C); B's and D's creatures return."""
    s = _thief(real_db, 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "C", "Forest")
    s.add_card(Zone.BATTLEFIELD, "D", "Ornithopter")
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enigma Thief")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Grizzly Bears")
    s.assert_permanent_count("C", "Forest", 1)
    s.assert_hand_count("D", 1, "Ornithopter")
    s.assert_battlefield_count("B", 0)
    s.assert_battlefield_count("D", 0)


def test_601_2c_enigma_thief_two_players(real_db: CardDatabase) -> None:
    """2 players: one target only; the second permanent of B's stays."""
    s = _thief(real_db, 2)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Ornithopter")
    s.add_target("A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Enigma Thief")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_hand_count("B", 1, "Ornithopter")
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_610_3_grasp_of_fate_exiles_until_it_leaves(real_db: CardDatabase) -> None:
    """Grasp of Fate, 3 players: B's Bears and C's Anthem are exiled (601.2c), and return
    under their owners' control when Grasp leaves (610.3): A destroys it with Disenchant."""
    assert_compiled(real_db, "Grasp of Fate")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 5)
    s.add_card(Zone.HAND, "A", "Grasp of Fate")
    s.add_card(Zone.HAND, "A", "Disenchant")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "C", "Glorious Anthem")
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grasp of Fate")

    def exiled(sc: Scenario) -> None:
        sc.assert_exile_count("Grizzly Bears", 1, "B")
        sc.assert_exile_count("Glorious Anthem", 1, "C")
        sc.assert_battlefield_count("B", 0)

    s.check(1, Step.BEGIN_COMBAT, exiled)
    s.cast_spell(1, Step.POSTCOMBAT_MAIN, "A", "Disenchant", targets=["Grasp of Fate"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("C", "Glorious Anthem", 1)
    s.assert_exile_count("Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grasp of Fate", 1)


def _thievery(real_db: CardDatabase, players: int) -> Scenario:
    assert_compiled(real_db, "Blatant Thievery")
    s = Scenario(players=players, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 7)
    s.add_card(Zone.HAND, "A", "Blatant Thievery")
    return s


def test_601_2c_blatant_thievery_one_of_each(real_db: CardDatabase) -> None:
    """"For each opponent, gain control of target permanent that player controls" (613.1b,
    indefinitely), 3 players: B's Bears and C's Anthem; B's Sol Ring stays B's."""
    s = _thievery(real_db, 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "C", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blatant Thievery",
                 targets=["Grizzly Bears", "Glorious Anthem"])
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Glorious Anthem", 1)
    s.assert_power_toughness("A", "Grizzly Bears", 3, 3)  # (A's Anthem now)
    s.assert_permanent_count("B", "Sol Ring", 1)
    s.assert_battlefield_count("C", 0)


def test_601_2c_blatant_thievery_opponent_with_nothing(real_db: CardDatabase) -> None:
    """4 players: C controls no permanent, so no target is chosen for C (Sylvan Primordial's
    ruling: a target must be chosen for each opponent who has one); B's and D's are taken."""
    s = _thievery(real_db, 4)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "D", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blatant Thievery",
                 targets=["Grizzly Bears", "Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Ornithopter", 1)
    s.assert_battlefield_count("B", 0)
    s.assert_battlefield_count("D", 0)


def test_601_2c_blatant_thievery_a_target_required_for_each(real_db: CardDatabase) -> None:
    """Not "up to one": B controls a permanent, so leaving B's target unchosen is no legal
    choice; the spell isn't cast."""
    s = _thievery(real_db, 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "C", "Glorious Anthem")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Blatant Thievery", targets=["Glorious Anthem"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("C", "Glorious Anthem", 1)
    s.assert_hand_count("A", 1, "Blatant Thievery")


def test_601_2c_tempted_by_the_oriq(real_db: CardDatabase) -> None:
    """"... up to one target creature or planeswalker that player controls with mana value 3
    or less", 3 players: B's Bears (2) is taken; C's Serra Angel (5) can't be targeted."""
    assert_compiled(real_db, "Tempted by the Oriq")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Tempted by the Oriq")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "C", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tempted by the Oriq", targets=["Grizzly Bears"])
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("C", "Serra Angel", 1)


def test_601_2c_tempted_by_the_oriq_not_mana_value_5(real_db: CardDatabase) -> None:
    s = Scenario(players=2, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 4)
    s.add_card(Zone.HAND, "A", "Tempted by the Oriq")
    s.add_card(Zone.BATTLEFIELD, "B", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Tempted by the Oriq", targets=["Serra Angel"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    with pytest.raises(ScenarioError):
        s.execute()
    s.assert_permanent_count("B", "Serra Angel", 1)


def test_601_2c_orzhova_chaos_one_card_from_each_graveyard(real_db: CardDatabase) -> None:
    """Orzhova: "Whenever you roll {CHAOS}, for each opponent, exile up to one target creature
    card from that player's graveyard." 3 players, one {CHAOS} roll: B's Serra Angel is
    exiled (B's Bears stay); C's graveyard holds no creature card (no target for C); A's own
    creature card is no opponent's."""
    assert_compiled(real_db, "Orzhova")
    s = Scenario(players=3, cards=real_db, seed=5)  # (seed 5: the first roll is {CHAOS})
    s.set_planar_deck("A", ["Orzhova", "Panopticon"])
    s.add_card(Zone.GRAVEYARD, "A", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.add_card(Zone.GRAVEYARD, "B", "Serra Angel")
    s.add_card(Zone.GRAVEYARD, "C", "Forest")
    s.add_target("A", "Serra Angel")
    s.roll_planar_die(1, Step.PRECOMBAT_MAIN, "A")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert [e[2] for e in s.state.log if e[0] == "planar_die"] == ["chaos"]
    s.assert_exile_count("Serra Angel", 1, "B")
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("C", "Forest", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)


def test_601_2c_mass_mutiny_untap_and_haste_until_end_of_turn(real_db: CardDatabase) -> None:
    """Mass Mutiny, 3 players: "gain control of up to one target creature that player controls
    until end of turn. Untap those creatures. They gain haste until end of turn." B's tapped
    Bears and C's Serra Angel are untapped and attack B (2 + 4 = 6); on turn 2 each is back
    with its controller (611.2a: until end of turn)."""
    assert_compiled(real_db, "Mass Mutiny")
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Mass Mutiny")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", tapped=True)
    s.add_card(Zone.BATTLEFIELD, "C", "Serra Angel")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Mass Mutiny",
                 targets=["Grizzly Bears", "Serra Angel"])
    s.attack(1, "A", "Grizzly Bears", "B")
    s.attack(1, "A", "Serra Angel", "B")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 14)
    s.assert_life("C", 20)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("C", "Serra Angel", 1)
    s.assert_battlefield_count("A", 5)


def test_601_2c_molten_primordial_four_players(real_db: CardDatabase) -> None:
    """Molten Primordial, 4 players: B's Bears and D's Ornithopter are A's this turn; C
    controls no creature (no target for C). Each attacks B."""
    assert_compiled(real_db, "Molten Primordial")
    s = Scenario(players=4, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.HAND, "A", "Molten Primordial")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "C", "Forest")
    s.add_card(Zone.BATTLEFIELD, "D", "Ornithopter", tapped=True)
    s.add_target("A", "Grizzly Bears")
    s.add_target("A", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Molten Primordial")

    def stolen(sc: Scenario) -> None:
        sc.assert_permanent_count("A", "Grizzly Bears", 1)
        sc.assert_permanent_count("A", "Ornithopter", 1)
        sc.assert_tapped("Ornithopter", False)
        sc.assert_abilities("A", "Grizzly Bears", ["Haste"])
        sc.assert_permanent_count("C", "Forest", 1)

    s.check(1, Step.BEGIN_COMBAT, stolen)
    s.attack(1, "A", "Grizzly Bears", "B")
    s.attack(1, "A", "Molten Primordial", "B")
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_life("B", 12)  # (2 + 6)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_permanent_count("D", "Ornithopter", 1)


def test_601_2c_cast_by_cascade_one_target_for_each_opponent(real_db: CardDatabase) -> None:
    """Cast without paying its mana cost (Bloodbraid Elf's cascade, 702.85a) the targets are
    still chosen for each opponent (601.2c), 3 players: B's Sol Ring is destroyed; C controls
    no artifact or enchantment (no target for C: the spell is still cast)."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Bloodbraid Elf")
    s.add_card(Zone.LIBRARY, "A", "Dismantling Wave")
    s.add_card(Zone.LIBRARY, "A", "Plains")  # (drawn on turn 1: 3 players, 103.8a)
    s.add_card(Zone.BATTLEFIELD, "B", "Sol Ring")
    s.add_card(Zone.BATTLEFIELD, "C", "Grizzly Bears")
    s.add_target("A", "Sol Ring")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Bloodbraid Elf")
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    s.assert_graveyard_count("B", "Sol Ring", 1)
    s.assert_graveyard_count("A", "Dismantling Wave", 1)
    s.assert_permanent_count("C", "Grizzly Bears", 1)
    s.assert_permanent_count("A", "Bloodbraid Elf", 1)


def test_800_4a_an_opponent_who_left_the_game_gets_no_target(real_db: CardDatabase) -> None:
    """4 players, C has lost (0 life, 704.5a) before A casts Dismantling Wave: C is no
    opponent (800.4a); B's and D's targets are chosen and destroyed."""
    s = _wave(real_db, 4)
    s.set_life("C", 0)
    s.add_card(Zone.BATTLEFIELD, "B", "Glorious Anthem")
    s.add_card(Zone.BATTLEFIELD, "D", "Ornithopter")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Dismantling Wave",
                 targets=["Glorious Anthem", "Ornithopter"])
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert s.state.players[2].lost
    s.assert_graveyard_count("B", "Glorious Anthem", 1)
    s.assert_graveyard_count("D", "Ornithopter", 1)
