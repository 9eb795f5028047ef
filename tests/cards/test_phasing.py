"""Phasing (702.26, rules/phasing.py) with real cards from the MTGJSON file (skipped without
../shared): the keyword's untap-step phasing (502.1, 702.26a), "~ phases out" effects, a
phased-out permanent treated as though it doesn't exist (702.26b) without leaving the
battlefield (702.26d), Auras phasing out with it (702.26g), and saved games."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, ScenarioError, Step, Zone


def _phased(sc: Scenario, name: str) -> int:
    st = sc.state
    return sum(1 for oid, _, _ in st.phased_out if st.objects[oid].name == name)


def _assert(value: int, want: int) -> None:
    assert value == want, (value, want)


def test_702_26a_phasing_keyword_alternates_each_untap_step(real_db: CardDatabase) -> None:
    """502.1, 702.26a: Breezekeeper (Flying, Phasing, 4/4) phases out in A's untap step of
    turn 1, in again in turn 3's and out in turn 5's. It phased out without leaving the
    battlefield: the same object comes back (702.26d). B's turn 2: B's Grizzly Bears attacks
    A, who has no creature (20 - 2 = 18)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Breezekeeper")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    ids: list[int] = []
    s.check(1, Step.UPKEEP, lambda sc: ids.extend(o for o, _, _ in sc.state.phased_out))
    s.check(1, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Breezekeeper", 0))
    s.attack(2, "B", "Grizzly Bears")
    s.check(3, Step.UPKEEP, lambda sc: sc.assert_permanent_count("A", "Breezekeeper", 1))
    s.check(3, Step.UPKEEP, lambda sc: _assert(int(ids[0] in sc.state.battlefield), 1))
    s.stop_at(5, Step.UPKEEP)
    s.execute()
    s.assert_permanent_count("A", "Breezekeeper", 0)
    assert _phased(s, "Breezekeeper") == 1
    s.assert_life("A", 18)


def test_702_26b_phased_out_creature_cant_be_targeted_and_returns(
        real_db: CardDatabase) -> None:
    """702.26b: A's Rainbow Efreet ("{U}{U}: Rainbow Efreet phases out") phases out in B's turn 2 in
    response to nothing; B can't target it with Lightning Bolt while it is phased out (the
    cast fails); it phases in during A's untap step of turn 3 and attacks (B 20 - 3 = 17)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Rainbow Efreet")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    s.activate_ability(2, Step.UPKEEP, "A", "{U}{U}: Rainbow Efreet phases out")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Rainbow Efreet"])
    s.attack(3, "A", "Rainbow Efreet")
    s.stop_at(3, Step.END_TURN)
    try:
        s.execute()
    except ScenarioError as e:
        problems = str(e).split("; ")
        assert len(problems) == 1 and problems[0].startswith("B could not cast Lightning Bolt"), e
    else:
        raise AssertionError("Lightning Bolt targeted a phased-out creature")
    s.assert_hand_count("B", 1, "Lightning Bolt")
    s.assert_life("B", 17)


def test_702_26g_aura_phases_out_with_its_creature_and_save_load(
        real_db: CardDatabase) -> None:
    """702.26g: Vodalian Illusionist makes B's Hill Giant, enchanted by B's Holy Strength
    (+1/+2), phase out; the Aura phases out indirectly with it (no 704.5m: it stays attached).
    Saved and loaded while phased out, the game is the same. In B's untap step (turn 2) both
    phase in, still attached: a 4/5 Hill Giant."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Vodalian Illusionist")
    s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant")
    s.add_card(Zone.BATTLEFIELD, "B", "Holy Strength", attached_to="Hill Giant")
    s.activate_ability(1, Step.PRECOMBAT_MAIN, "A", "{U}{U}, {T}: Target creature phases out",
                       targets=["Hill Giant"])

    def phased_and_saved(sc: Scenario) -> None:
        _assert(_phased(sc, "Hill Giant"), 1)
        _assert(_phased(sc, "Holy Strength"), 1)
        saved = sc.game.to_json()
        assert Game.from_json(saved, sc.db).to_json() == saved

    s.check(1, Step.END_TURN, phased_and_saved)
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    s.assert_attached("Holy Strength", "Hill Giant")
    s.assert_power_toughness("B", "Hill Giant", 4, 5)
    assert s.state.phased_out == ()


def test_702_26d_the_fuzz_invariants_see_a_phased_out_permanent_on_the_battlefield(
        real_db: CardDatabase) -> None:
    """702.26d: a phased-out permanent is still on the battlefield though the battlefield list
    leaves it out (GameState.phased_out): the fuzz's zone invariant counts it there (it once
    reported it as an object in no zone), and still catches one listed twice."""
    import pytest

    from mtg_engine.testing.fuzz import InvariantError, check_zones

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Breezekeeper")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    st = s.game.state
    assert len(st.phased_out) == 1
    cards = sum(1 for o in st.objects.values() if not o.card.is_token)
    check_zones(s.game, cards)
    st.battlefield.append(st.phased_out[0][0])
    with pytest.raises(InvariantError, match=r"phased-out object \d+ is also in battlefield"):
        check_zones(s.game, cards)
