"""Flashback with a cost other than mana (702.34a, 118.9, 601.2h), read from Oracle text
(oracle/flashback_costs.py, rules/casting.extra_cost), with exact figures."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone

M = Step.PRECOMBAT_MAIN


def _compiled(db: CardDatabase, *names: str) -> None:
    for n in names:
        assert not db.is_builtin(n), n
        assert db.compiled(n).supported, (n, db.compiled(n).reasons)


def _tapped(s: Scenario) -> int:
    return sum(1 for oid in s.state.battlefield if s.state.objects[oid].tapped)


def test_702_34a_deep_analysis_mana_and_life(real_db: CardDatabase) -> None:
    """702.34a: Deep Analysis ("Target player draws two cards. Flashback—{1}{U}, Pay 3
    life.") cast from A's graveyard: both Islands tapped, A at 17, two cards drawn, and the
    card is exiled as it leaves the stack."""
    _compiled(real_db, "Deep Analysis")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Deep Analysis")
    s.cast_spell(1, M, "A", "Deep Analysis", targets=["A"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("A", 17)
    s.assert_hand_count("A", 2)
    s.assert_exile_count("Deep Analysis", 1)
    s.assert_graveyard_count("A", "Deep Analysis", 0)
    assert _tapped(s) == 2


def test_702_34a_flashback_life_cost_needs_the_life(real_db: CardDatabase) -> None:
    """119.4, 601.2h: at 2 life A can't pay 3 life: Deep Analysis can't be cast from the
    graveyard (it isn't offered)."""
    s = Scenario(cards=real_db)
    s.set_life("A", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Deep Analysis")
    s.check(1, M, lambda sc: sc.assert_playable("A", "Deep Analysis", False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Deep Analysis", 1)


def test_702_34a_battle_screech_taps_its_own_birds(real_db: CardDatabase) -> None:
    """702.34a, 302.6: Battle Screech ("Create two 1/1 white Bird creature tokens with flying.
    Flashback—Tap three untapped white creatures you control.") cast from hand, then from the
    graveyard by tapping the two new Birds (summoning sick: tapping for a cost without {T} is
    allowed) and Savannah Lions: four Birds, three creatures tapped plus the four Plains; the
    card is exiled."""
    _compiled(real_db, "Battle Screech")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 4)
    s.add_card(Zone.BATTLEFIELD, "A", "Savannah Lions")
    s.add_card(Zone.HAND, "A", "Battle Screech")
    s.cast_spell(1, M, "A", "Battle Screech")
    s.cast_spell(1, M, "A", "Battle Screech")
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Bird Token", 4)
    s.assert_exile_count("Battle Screech", 1)
    assert _tapped(s) == 7


def test_702_34a_dread_return_sacrifices_three(real_db: CardDatabase) -> None:
    """702.34a: Dread Return ("Return target creature card from your graveyard to the
    battlefield. Flashback—Sacrifice three creatures.") cast from the graveyard with no mana:
    A's three Grizzly Bears are sacrificed and Serra Angel returns; the card is exiled."""
    _compiled(real_db, "Dread Return")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Serra Angel")
    s.add_card(Zone.GRAVEYARD, "A", "Dread Return")
    s.cast_spell(1, M, "A", "Dread Return", targets=["Serra Angel"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 0)
    s.assert_graveyard_count("A", "Grizzly Bears", 3)
    s.assert_exile_count("Dread Return", 1)


def test_702_34a_dread_return_needs_three_creatures(real_db: CardDatabase) -> None:
    """118.3, 601.2h: with two creatures A can't sacrifice three: not castable from the
    graveyard; from the hand it costs its mana cost and no sacrifice (the flashback cost is
    paid only for a flashback cast)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Serra Angel")
    s.add_card(Zone.GRAVEYARD, "A", "Dread Return")
    s.check(1, M, lambda sc: sc.assert_playable("A", "Dread Return", False))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 4)
    s.add_card(Zone.GRAVEYARD, "A", "Serra Angel")
    s.add_card(Zone.HAND, "A", "Dread Return")
    s.cast_spell(1, M, "A", "Dread Return", targets=["Serra Angel"])
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_permanent_count("A", "Serra Angel", 1)
    s.assert_permanent_count("A", "Grizzly Bears", 2)
    s.assert_graveyard_count("A", "Dread Return", 1)


def test_702_34a_107_3a_devils_play_flashback_with_x(real_db: CardDatabase) -> None:
    """702.34a, 107.3a: Devil's Play ("deals X damage to any target. Flashback {X}{R}{R}{R}")
    cast from A's graveyard with X=3: six Mountains tapped ({3}{R}{R}{R}), B at 17, and the
    card is exiled as it leaves the stack."""
    _compiled(real_db, "Devil's Play")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 7)
    s.add_card(Zone.GRAVEYARD, "A", "Devil's Play")
    s.cast_spell(1, M, "A", "Devil's Play", targets=["B"], x=3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    s.assert_exile_count("Devil's Play", 1)
    s.assert_graveyard_count("A", "Devil's Play", 0)
    assert _tapped(s) == 6


def _devils_play_xs(sc: Scenario) -> list[int]:
    """The values of X A is offered for casting Devil's Play (107.3a)."""
    from mtg_engine.rules import casting

    return sorted(a.x for a in casting.cast_actions(sc.state, sc._player("A"))
                  if sc.state.objects[a.card].card.name == "Devil's Play")


def test_702_34a_devils_play_flashback_x_needs_its_whole_cost(real_db: CardDatabase) -> None:
    """702.34a, 601.2f-h: with five Mountains, Devil's Play is offered from the graveyard for
    X from 0 to 2 only ({2}{R}{R}{R} is five mana; X=3 would need six)."""
    _compiled(real_db, "Devil's Play")
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.GRAVEYARD, "A", "Devil's Play")
    seen: list[list[int]] = []
    s.check(1, M, lambda sc: seen.append(_devils_play_xs(sc)))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert seen and sorted(set(seen[0])) == [0, 1, 2]
    s.assert_graveyard_count("A", "Devil's Play", 1)
    s.assert_life("B", 20)
