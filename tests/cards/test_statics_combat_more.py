"""More static abilities about combat, played from real cards of the shared MTGJSON file
(skipped without it): landwalk that no longer stops blocks (702.14)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase
from mtg_engine.state.objects import player_ref
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.scenario import ScenarioError


def _swampwalk(real_db: CardDatabase, quagmire: str | None) -> Scenario:
    """A's Bog Wraith (3/3 swampwalk) attacks B, who controls a Swamp and blocks with Grizzly
    Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Bog Wraith")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    if quagmire:
        s.add_card(Zone.BATTLEFIELD, quagmire, "Quagmire")
    s.attack(1, "A", "Bog Wraith")
    s.block(1, "B", "Grizzly Bears", "Bog Wraith")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_702_14_quagmire_lets_swampwalkers_be_blocked(real_db: CardDatabase) -> None:
    """Quagmire: "Creatures with swampwalk can be blocked as though they didn't have
    swampwalk." Without it the block is illegal (702.14c); with it, under either player's
    control, the Bears block and die (3 damage), B stays at 20."""
    with pytest.raises(ScenarioError, match=r"509"):
        _swampwalk(real_db, None).execute()
    for who in ("A", "B"):
        s = _swampwalk(real_db, who)
        s.execute()
        s.assert_life("B", 20)
        s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_702_14_staff_of_the_ages_covers_every_landwalk(real_db: CardDatabase) -> None:
    """Staff of the Ages: "Creatures with landwalk abilities can be blocked as though they
    didn't have those abilities." The Bears block the Bog Wraith."""
    s = _swampwalk(real_db, None)
    s.add_card(Zone.BATTLEFIELD, "A", "Staff of the Ages")
    s.execute()
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def _thorn(real_db: CardDatabase) -> Scenario:
    """A's Thorn Elemental (7/7: "You may have ~ assign its combat damage as though it weren't
    blocked.") attacks; B blocks with Grizzly Bears."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Thorn Elemental")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.attack(1, "A", "Thorn Elemental")
    s.block(1, "B", "Grizzly Bears", "Thorn Elemental")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_510_1a_thorn_elemental_assigns_as_though_unblocked(real_db: CardDatabase) -> None:
    """A has it assign all 7 to B as though it weren't blocked (510.1a): B at 13, the Bears
    live (the Elemental takes 2). By default it assigns as a blocked creature (510.1c): the
    Bears die, B stays at 20."""
    s = _thorn(real_db)
    s.assign_damage(1, "A", "Thorn Elemental", {"B": 7})
    s.execute()
    s.assert_life("B", 13)
    s.assert_permanent_count("B", "Grizzly Bears", 1)
    s.assert_damage("Thorn Elemental", 2)
    s = _thorn(real_db)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


def test_510_1c_no_split_between_blocker_and_player(real_db: CardDatabase) -> None:
    """Without trample, part to the Bears and part to B is neither way (510.1a, 510.1c)."""
    from mtg_engine.rules.combat_damage import check_assignment

    s = _thorn(real_db)
    s.stop_at(1, Step.COMBAT_DAMAGE)
    s.execute()
    st = s.state
    thorn = next(o for o in st.battlefield if st.objects[o].card.name == "Thorn Elemental")
    bears = next(o for o in st.battlefield if st.objects[o].card.name == "Grizzly Bears")
    b = player_ref(1)  # player B
    assert check_assignment(st, thorn, 7, ((bears, 2), (b, 5))) is not None
    assert check_assignment(st, thorn, 7, ((b, 7),)) is None
    assert check_assignment(st, thorn, 7, ((bears, 7),)) is None


def test_509_1b_bouncing_beebles_unblockable_while_defender_has_an_artifact(
        real_db: CardDatabase) -> None:
    """Bouncing Beebles (2/2): "~ can't be blocked as long as defending player controls an
    artifact." B controls Mind Stone: the Grizzly Bears' block is refused (509.1b) and B
    takes 2. Without the artifact the Bears block (both 2/2s die), B stays at 20."""
    def beebles(artifact: bool) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", "Bouncing Beebles")
        s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
        if artifact:
            s.add_card(Zone.BATTLEFIELD, "B", "Mind Stone")
        s.attack(1, "A", "Bouncing Beebles")
        s.block(1, "B", "Grizzly Bears", "Bouncing Beebles")
        s.stop_at(1, Step.END_COMBAT)
        return s

    with pytest.raises(ScenarioError, match=r"509"):
        beebles(True).execute()
    s = beebles(False)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Bouncing Beebles", 1)


def test_508_1c_mogg_jailer_and_whimwader(real_db: CardDatabase) -> None:
    """Mogg Jailer (2/2): "~ can't attack if defending player controls an untapped creature
    with power 2 or less." B's untapped Grizzly Bears stop it (508.1c); tapped, they don't:
    B at 18. Whimwader (6/4): "~ can't attack unless defending player controls a blue
    permanent." It attacks only when B controls Merfolk of the Pearl Trident (blue): B at
    14."""
    def attack(attacker: str, b_card: str, tapped: bool = False) -> Scenario:
        s = Scenario(cards=real_db)
        s.add_card(Zone.BATTLEFIELD, "A", attacker)
        s.add_card(Zone.BATTLEFIELD, "B", b_card, tapped=tapped)
        s.attack(1, "A", attacker)
        s.stop_at(1, Step.END_COMBAT)
        return s

    with pytest.raises(ScenarioError, match=r"508\.1c"):
        attack("Mogg Jailer", "Grizzly Bears").execute()
    s = attack("Mogg Jailer", "Grizzly Bears", tapped=True)
    s.execute()
    s.assert_life("B", 18)
    with pytest.raises(ScenarioError, match=r"508\.1c"):
        attack("Whimwader", "Grizzly Bears").execute()
    s = attack("Whimwader", "Merfolk of the Pearl Trident")
    s.execute()
    s.assert_life("B", 14)


def _pathfinder(real_db: CardDatabase, blocker: str) -> Scenario:
    """Kozilek's Pathfinder (5/4): "{C}: Target creature can't block ~ this turn." A targets
    B's Grizzly Bears on turn 1, then attacks; B blocks with `blocker`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Kozilek's Pathfinder")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{C}:", targets=["Grizzly Bears"])
    s.attack(1, "A", "Kozilek's Pathfinder")
    s.block(1, "B", blocker, "Kozilek's Pathfinder")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_509_1b_pathfinder_forbids_one_blocker(real_db: CardDatabase) -> None:
    """The Bears can't block the Pathfinder this turn (509.1b): refused. The Hill Giant (3/3)
    can: it dies, the Pathfinder takes 3 and lives, B stays at 20."""
    with pytest.raises(ScenarioError, match=r"509"):
        _pathfinder(real_db, "Grizzly Bears").execute()
    s = _pathfinder(real_db, "Hill Giant")
    s.execute()
    s.assert_graveyard_count("B", "Hill Giant", 1)
    s.assert_damage("Kozilek's Pathfinder", 3)
    s.assert_life("B", 20)


def test_509_1c_bloodscale_makes_a_creature_block_it(real_db: CardDatabase) -> None:
    """Burning-Tree Bloodscale (2/2): "{2}{G}: Target creature blocks ~ this turn if able."
    A targets B's Grizzly Bears; B declares no blocks of its own, but the requirement makes
    the Bears block (509.1c): both 2/2s die and B stays at 20."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Burning-Tree Bloodscale")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{2}{G}:", targets=["Grizzly Bears"])
    s.attack(1, "A", "Burning-Tree Bloodscale")
    s.stop_at(1, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Burning-Tree Bloodscale", 1)


def _gingerbrute(real_db: CardDatabase, blocker: str) -> Scenario:
    """Gingerbrute (1/1 haste): "{1}: ~ can't be blocked this turn except by creatures with
    haste." A activates it, attacks, and B blocks with `blocker`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gingerbrute")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "B", blocker)
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}:")
    s.attack(1, "A", "Gingerbrute")
    s.block(1, "B", blocker, "Gingerbrute")
    s.stop_at(1, Step.END_COMBAT)
    return s


def test_509_1b_gingerbrute_only_hasty_blockers_this_turn(real_db: CardDatabase) -> None:
    """Grizzly Bears (no haste) can't block it this turn (509.1b): refused. Raging Goblin
    (1/1 haste) can: both 1/1s die and B stays at 20."""
    with pytest.raises(ScenarioError, match=r"509"):
        _gingerbrute(real_db, "Grizzly Bears").execute()
    s = _gingerbrute(real_db, "Raging Goblin")
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("B", "Raging Goblin", 1)
    s.assert_graveyard_count("A", "Gingerbrute", 1)


def test_514_2_the_restriction_ends_with_the_turn(real_db: CardDatabase) -> None:
    """Activated on turn 1, Gingerbrute's restriction is gone by turn 3: the Bears block it
    then (Gingerbrute dies, B stays at 20)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Gingerbrute")
    s.add_card(Zone.BATTLEFIELD, "A", "Wastes")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{1}:")
    s.attack(3, "A", "Gingerbrute")
    s.block(3, "B", "Grizzly Bears", "Gingerbrute")
    s.stop_at(3, Step.END_COMBAT)
    s.execute()
    s.assert_life("B", 20)
    s.assert_graveyard_count("A", "Gingerbrute", 1)
