"""Banding (702.22), session 22: attacking bands (508.1e, 702.22c-d), a band blocked as a group
(702.22h), and who divides combat damage (702.22j-k), with exact figures and the cases where
banding must not apply."""

from __future__ import annotations

import pytest

from mtg_engine.actions import (
    AttackDecision,
    BlockDecision,
    DamageAssignmentDecision,
    DeclareAttackers,
    DeclareBlockers,
)
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.observe import observe
from mtg_engine.state.game_state import Combat
from mtg_engine.state.objects import player_ref
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone

# (real_db: the session's one load of the shared AtomicCards file, tests/conftest.py)


def _band_attack(real_db: CardDatabase, band: bool) -> Scenario:
    """A: Squire (1/2), Benalish Infantry (1/3, banding), Eager Cadet (1/1) attack; B's Naga
    Eternal (3/2) blocks Squire. With `band`, Squire and the Infantry are a band."""
    s = Scenario(cards=real_db)
    for name in ("Squire", "Benalish Infantry", "Eager Cadet"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Naga Eternal")
    if band:
        s.band(1, "A", ["Squire", "Benalish Infantry"])
    s.block(1, "B", "Naga Eternal", "Squire")
    return s


def test_702_22c_h_k_band_is_blocked_together_and_attacker_divides_blockers_damage(
        real_db: CardDatabase) -> None:
    """702.22c: Squire bands with Benalish Infantry; 702.22h: Naga Eternal, blocking Squire,
    blocks the Infantry too; 702.22k: A (the active player) divides the Naga's 3 damage: 1 to
    Squire, 2 to the Infantry. Both survive; the Naga takes 2 and dies; only Eager Cadet's 1
    reaches B (19)."""
    s = _band_attack(real_db, band=True)
    s.assign_damage(1, "A", "Naga Eternal", {"Squire": 1, "Benalish Infantry": 2})

    def blocked(sc: Scenario) -> None:
        combat = sc.state.combat
        assert combat is not None
        naga = sc._one_permanent("Naga Eternal")
        infantry = sc._one_permanent("Benalish Infantry")
        assert sorted(combat.blockers[naga]) == sorted(
            [sc._one_permanent("Squire"), infantry])
        assert combat.blocked[infantry] == [naga]

    s.check(1, Step.COMBAT_DAMAGE, blocked)

    def damaged(sc: Scenario) -> None:
        sc.assert_damage("Squire", 1)
        sc.assert_damage("Benalish Infantry", 2)

    s.check(1, Step.END_COMBAT, damaged)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 0)
    s.assert_graveyard_count("B", "Naga Eternal", 1)
    s.assert_life("B", 19)


def test_702_22h_without_a_band_only_the_blocked_creature_is_blocked(
        real_db: CardDatabase) -> None:
    """No band declared: the Naga blocks only Squire (3 damage, Squire dies), the Infantry
    and the Cadet are unblocked (B at 18), the Naga takes 1 and lives."""
    s = _band_attack(real_db, band=False)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", "Squire", 1)
    s.assert_permanent_count("B", "Naga Eternal", 1)
    s.assert_life("B", 18)


def _triple_block(real_db: CardDatabase, banding: bool) -> Scenario:
    """A's Alpine Grizzly (4/2) attacks; B blocks it with Squire and Sanctuary Cat (1/2 each),
    and with Benalish Infantry (1/3, banding) when `banding`."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Alpine Grizzly")
    s.attack(1, "A", "Alpine Grizzly")
    blockers = ["Squire", "Sanctuary Cat", *(["Benalish Infantry"] if banding else [])]
    for name in blockers:
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.block(1, "B", name, "Alpine Grizzly")
    return s


def test_702_22j_defending_player_divides_attackers_damage(real_db: CardDatabase) -> None:
    """702.22j: blocked by a creature with banding, the Grizzly's 4 damage is divided by B:
    1 to Squire, 1 to the Cat, 2 to the Infantry; none dies, the Grizzly (3 damage) does."""
    s = _triple_block(real_db, banding=True)
    s.assign_damage(1, "B", "Alpine Grizzly",
                    {"Squire": 1, "Sanctuary Cat": 1, "Benalish Infantry": 2})

    def damaged(sc: Scenario) -> None:
        sc.assert_damage("Squire", 1)
        sc.assert_damage("Sanctuary Cat", 1)
        sc.assert_damage("Benalish Infantry", 2)

    s.check(1, Step.END_COMBAT, damaged)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", None, 0)
    s.assert_graveyard_count("A", "Alpine Grizzly", 1)
    s.assert_life("B", 20)


def test_702_22j_not_without_a_banding_blocker(real_db: CardDatabase) -> None:
    """510.1c: with no banding blocker A divides the Grizzly's damage: B's division is never
    asked for (the scenario reports it), A's 2 and 2 kill Squire and the Cat."""
    s = _triple_block(real_db, banding=False)
    s.assign_damage(1, "A", "Alpine Grizzly", {"Squire": 2, "Sanctuary Cat": 2})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("B", "Squire", 1)
    s.assert_graveyard_count("B", "Sanctuary Cat", 1)
    s.assert_graveyard_count("A", "Alpine Grizzly", 1)


def test_702_22j_k_both_sides_with_banding(real_db: CardDatabase) -> None:
    """A's band: Benalish Infantry (1/3, banding) and Fortress Crab (1/6); Eager Cadet (1/1)
    attacks alone. B's Catacomb Slug (2/6) and War Elephant (2/2, trample, banding) block the
    Infantry, so both block the Crab too (702.22h). 702.22j: B divides the Infantry's and the
    Crab's damage (1 each, all to the Elephant); 702.22k: A divides the Elephant's (1 to the
    Infantry, 1 to the Crab) and the Slug's (2 to the Crab). The Elephant dies; the Infantry
    has 1 damage, the Crab 3, the Slug none; B at 19 from the Cadet."""
    s = Scenario(cards=real_db)
    for name in ("Benalish Infantry", "Fortress Crab", "Eager Cadet"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", ["Benalish Infantry", "Fortress Crab"])
    for name in ("Catacomb Slug", "War Elephant"):
        s.add_card(Zone.BATTLEFIELD, "B", name)
        s.block(1, "B", name, "Benalish Infantry")
    s.assign_damage(1, "B", "Benalish Infantry", {"War Elephant": 1})
    s.assign_damage(1, "B", "Fortress Crab", {"War Elephant": 1})
    s.assign_damage(1, "A", "War Elephant", {"Benalish Infantry": 1, "Fortress Crab": 1})
    s.assign_damage(1, "A", "Catacomb Slug", {"Fortress Crab": 2})

    def damaged(sc: Scenario) -> None:
        sc.assert_damage("Benalish Infantry", 1)
        sc.assert_damage("Fortress Crab", 3)
        sc.assert_damage("Catacomb Slug", 0)

    s.check(1, Step.END_COMBAT, damaged)
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_graveyard_count("A", None, 0)
    s.assert_graveyard_count("B", "War Elephant", 1)
    s.assert_life("B", 19)


def test_702_22h_band_member_with_flying_becomes_blocked(real_db: CardDatabase) -> None:
    """702.22h (its example): Suntail Hawk (1/1, flying) bands with Benalish Infantry; B's
    Grizzly Bears can't block the Hawk but blocks the Infantry, so the Hawk is blocked too:
    no damage reaches B (20). A puts the Bears' 2 damage on the Infantry: the Hawk lives;
    the Hawk's and the Infantry's 1 each kill the Bears."""
    s = Scenario(cards=real_db)
    for name in ("Suntail Hawk", "Benalish Infantry"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", ["Suntail Hawk", "Benalish Infantry"])
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.block(1, "B", "Grizzly Bears", "Benalish Infantry")
    s.assign_damage(1, "A", "Grizzly Bears", {"Benalish Infantry": 2})
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_life("B", 20)
    s.assert_permanent_count("A", "Suntail Hawk", 1)
    s.assert_graveyard_count("B", "Grizzly Bears", 1)


@pytest.mark.parametrize("members, rule", [
    (["Squire", "Eager Cadet"], "a band needs a creature with banding (702.22c)"),
    (["Benalish Infantry", "Squire", "Eager Cadet"],
     "a band may have only one creature without banding (702.22c)"),
])
def test_702_22c_illegal_bands_are_refused(real_db: CardDatabase, members: list[str],
                                           rule: str) -> None:
    """702.22c: a band of two creatures without banding, or with two creatures without banding
    beside one with it, is refused with the rule's reason."""
    s = Scenario(cards=real_db)
    for name in ("Squire", "Benalish Infantry", "Eager Cadet"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
        s.attack(1, "A", name)
    s.band(1, "A", members)
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match=rule.replace("(", r"\(").replace(")", r"\)")):
        s.execute()


def test_702_22d_a_band_attacks_one_player(real_db: CardDatabase) -> None:
    """702.22d: with three players, a band whose members attack B and C is refused; the same
    two attacking B form a band (the game accepts it)."""
    s = Scenario(players=3, cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Benalish Infantry")
    s.add_card(Zone.BATTLEFIELD, "A", "Squire")
    s.attack(1, "A", "Benalish Infantry", "B")
    s.attack(1, "A", "Squire", "C")
    s.band(1, "A", ["Benalish Infantry", "Squire"])
    s.stop_at(1, Step.END_TURN)
    with pytest.raises(ScenarioError, match=r"702\.22d"):
        s.execute()
    ok = Scenario(players=3, cards=real_db)
    ok.add_card(Zone.BATTLEFIELD, "A", "Benalish Infantry")
    ok.add_card(Zone.BATTLEFIELD, "A", "Squire")
    ok.attack(1, "A", "Benalish Infantry", "B")
    ok.attack(1, "A", "Squire", "B")
    ok.band(1, "A", ["Benalish Infantry", "Squire"])
    ok.stop_at(1, Step.END_TURN)
    ok.execute()
    ok.assert_life("B", 18)


def test_508_1e_band_member_must_attack_and_be_in_one_band(real_db: CardDatabase) -> None:
    """702.22c: a creature in a band must be declared attacking, and be in only one band (the
    engine's reasons, through `why_illegal` of the decision-point API)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Benalish Infantry")
    s.add_card(Zone.BATTLEFIELD, "A", "Squire")
    s.add_card(Zone.BATTLEFIELD, "A", "Eager Cadet")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    game = s.game
    _until(game, AttackDecision)
    inf, squire, cadet = (s._one_permanent(n) for n in
                          ("Benalish Infantry", "Squire", "Eager Cadet"))
    b = player_ref(1)
    assert "isn't declared attacking" in game.why_illegal(
        DeclareAttackers(((inf, b),), ((inf, squire),)))
    assert "only one band" in game.why_illegal(
        DeclareAttackers(((inf, b), (squire, b), (cadet, b)), ((inf, squire), (inf, cadet))))
    assert game.why_illegal(DeclareAttackers(((inf, b), (squire, b)), ((inf, squire),))) is None


def _until(game: Game, kind: type) -> None:
    """Resume a stopped scenario's game (its breakpoints cleared) until `kind` is pending."""
    game.state.breakpoints = frozenset()
    if game.paused_at is not None:
        game.resume()
    for _ in range(50):
        if isinstance(game.pending, kind):
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError(f"no {kind.__name__} came")


def test_702_22e_band_saved_by_copy_and_json(real_db: CardDatabase) -> None:
    """702.22e: the band is part of the combat state: copy() and to_json()/from_json() keep
    it, and the damage decision (702.22k) goes to A in the copy too."""
    s = Scenario(cards=real_db)
    for name in ("Squire", "Benalish Infantry"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Naga Eternal")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    game = s.game
    _until(game, AttackDecision)
    inf, squire = s._one_permanent("Benalish Infantry"), s._one_permanent("Squire")
    game.apply(DeclareAttackers(((inf, player_ref(1)), (squire, player_ref(1))),
                                ((squire, inf),)))
    combat = game.state.combat
    assert combat is not None and len(combat.bands) == 1
    assert Combat.from_json(combat.to_json()).bands == combat.bands
    again = Game.from_json(game.to_json(), real_db)
    assert again.state.combat is not None and again.state.combat.bands == combat.bands
    clone = game.copy()
    assert clone.state.combat is not None and clone.state.combat.bands == combat.bands
    naga = s._one_permanent("Naga Eternal")
    for _ in range(50):  # pass priority until the Naga's damage is to be divided
        d = clone.pending
        if isinstance(d, DamageAssignmentDecision) and d.attacker == naga:
            assert d.player == 0  # A, the active player (702.22k)
            seen = observe(clone, 0)
            assert seen["pending"]["player"] == 0 and seen["pending"]["attacker"] == naga
            assert clone.to_json()["state"]["combat"]["bands"] == combat.bands
            break
        clone.apply(DeclareBlockers(((naga, squire),)) if isinstance(d, BlockDecision)
                    else clone.legal_actions()[0])
    else:
        raise AssertionError("the Naga's damage division was never asked")


def test_702_22c_agents_never_declare_an_illegal_band(real_db: CardDatabase) -> None:
    """The offered declarations (legal_actions) and the heuristic and random agents' choices
    with banding creatures on the battlefield are all legal (508.1e, 702.22c)."""
    from mtg_engine.agents.heuristic import HeuristicAgent
    from mtg_engine.agents.random_agent import RandomAgent

    s = Scenario(cards=real_db)
    for name in ("Benalish Infantry", "War Elephant", "Squire", "Eager Cadet"):
        s.add_card(Zone.BATTLEFIELD, "A", name)
    s.add_card(Zone.BATTLEFIELD, "B", "Naga Eternal")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    game = s.game
    _until(game, AttackDecision)
    offered = game.legal_actions()
    assert offered and all(game.why_illegal(a) is None for a in offered)
    for agent in (HeuristicAgent(7), RandomAgent(3)):
        assert game.why_illegal(agent.choose(game, 0)) is None
