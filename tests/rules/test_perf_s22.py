"""Session 22, speed (issue 12): the caches and short cuts of this session must give the answers
the full computation gives, and change when the state does.

- casting._castable_faces is kept across a new turn while no card is in exile (601.3: what may
  be cast from a hand or a graveyard doesn't depend on the turn; a permission to cast an
  exiled card may last a turn only);
- casting._kept_castable reads a graveyard card's own text (flashback 702.34a) when no effect
  or static ability reaches graveyards, else its characteristics (Yixlid Jailer, 613.1f);
- play_permissions.castable returns nothing at once without a permission static, effect or
  card (601.3: Future Sight's top card);
- mana.payability answers as can_pay (601.2g-h) at every priority of a seeded game.

The whole loop's guard is bench/determinism.py (seeded games, every answer and event hashed)."""

from __future__ import annotations

import random

import pytest

from mtg_engine.actions import CastSpell, PassPriority, PriorityDecision
from mtg_engine.cards.database import CardDatabase
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.rules.mana import can_pay, payability
from mtg_engine.state.objects import Zone as ObjZone
from mtg_engine.testing import Scenario, Step, Zone

M, M2 = Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN


# (real_db: the session's one load of the shared AtomicCards file, tests/conftest.py)


def _casts(g: Game, name: str, zone: ObjZone) -> list[CastSpell]:
    """The casts of `name` from `zone` in `g.legal_actions()`."""
    objs = g.state.objects
    return [a for a in g.legal_actions() if isinstance(a, CastSpell)
            and objs[a.card].card.name == name and objs[a.card].zone is zone]


def _offered(s: Scenario, name: str, zone: ObjZone) -> list[CastSpell]:
    """The casts of `name` from `zone` that legal_actions() offers when A receives priority
    in the step the scenario stopped at (on a copy: the scenario goes on unchanged)."""
    g = s.game.copy()
    g.resume()
    assert isinstance(g.pending, PriorityDecision) and g.pending.player == 0
    return _casts(g, name, zone)


def test_702_34a_flashback_offered_again_next_turn(real_db: CardDatabase) -> None:
    """Think Twice in A's graveyard with three Islands: its flashback cast ({2}{U}) is offered
    in turn 1's main phase and again in turn 3's (the listing kept over turn 2, no card in
    exile)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    seen: list[int] = []
    s.check(1, M, lambda sc: seen.append(len(_offered(sc, "Think Twice", ObjZone.GRAVEYARD))))
    s.check(3, M, lambda sc: seen.append(len(_offered(sc, "Think Twice", ObjZone.GRAVEYARD))))
    s.stop_at(3, M2)
    s.execute()
    assert seen == [1, 1]


def test_613_1f_yixlid_jailer_entering_takes_flashback_away(real_db: CardDatabase) -> None:
    """The cached answer must change: Think Twice is offered from A's graveyard in turn 1; B
    casts Yixlid Jailer ("Cards in graveyards lose all abilities.") in turn 2; in turn 3 Think
    Twice has no flashback and is not offered (the graveyard card's characteristics decide
    once a static ability reaches graveyards)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 3)
    s.add_card(Zone.GRAVEYARD, "A", "Think Twice")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 2)
    s.add_card(Zone.HAND, "B", "Yixlid Jailer")
    s.cast_spell(2, M, "B", "Yixlid Jailer")
    seen: list[int] = []
    s.check(1, M, lambda sc: seen.append(len(_offered(sc, "Think Twice", ObjZone.GRAVEYARD))))
    s.check(3, M, lambda sc: seen.append(len(_offered(sc, "Think Twice", ObjZone.GRAVEYARD))))
    s.stop_at(3, M2)
    s.execute()
    s.assert_permanent_count("B", "Yixlid Jailer", 1)
    assert seen == [1, 0]


def test_601_3_exiled_this_turn_castable_only_this_turn(real_db: CardDatabase) -> None:
    """The cached answer must change: Act on Impulse exiles A's top three cards (Lightning
    Bolts) and lets A play them this turn. A Bolt in exile is offered in turn 1's second main
    phase (a Mountain left untapped); in turn 2, when B passes priority in their upkeep, A may
    not cast it (the listing of turn 1 is not kept over a new turn while a card is in exile),
    though the Bolt is still there."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Lightning Bolt", 5)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    s.add_card(Zone.HAND, "A", "Act on Impulse")
    s.cast_spell(1, M, "A", "Act on Impulse")
    s.stop_at(1, M2)
    s.execute()
    g = s.game
    g.resume()
    first = _casts(g, "Lightning Bolt", ObjZone.EXILE)
    while not (g.turn == 2 and isinstance(g.pending, PriorityDecision) and g.pending.player == 0):
        assert isinstance(g.pending, PriorityDecision), g.pending
        g.apply(PassPriority())
    assert g.state.step is Step.UPKEEP
    second = _casts(g, "Lightning Bolt", ObjZone.EXILE)
    s.assert_exile_count("Lightning Bolt", 3)
    assert len({a.card for a in first}) == 3 and second == [], (first, second)


@pytest.mark.parametrize("future_sight", [True, False])
def test_601_3_future_sight_top_card_castable(real_db: CardDatabase, future_sight: bool) -> None:
    """Future Sight: A may cast the Grizzly Bears on top of their library (two Forests); without
    it the top card is not offered."""
    s = Scenario(cards=real_db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Grizzly Bears", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    if future_sight:
        s.add_card(Zone.BATTLEFIELD, "A", "Future Sight")
    seen: list[int] = []
    s.check(1, M, lambda sc: seen.append(len(_offered(sc, "Grizzly Bears", ObjZone.LIBRARY))))
    s.stop_at(1, M2)
    s.execute()
    assert seen == [1 if future_sight else 0]


def test_601_2g_payability_answers_as_can_pay() -> None:
    """At every priority of a seeded random game on the starter decks, `payability` says of
    every mana cost in the player's hand (and of costs no one can pay) what `can_pay` says."""
    from mtg_engine.core.mana import ManaCost

    decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
    game = Game.new(decks, seed=7)
    rng = random.Random(7)
    extra = [ManaCost.parse(c) for c in ("{W}{U}{B}{R}{G}", "{10}", "{G}{G}{G}", "{0}")]
    checked = 0
    for _ in range(3000):
        if game.is_over:
            break
        s = game.state
        if isinstance(s.pending, PriorityDecision):
            p = s.pending.player
            costs = [s.objects[c].card.mana_cost for c in s.players[p].hand] + extra
            payable = payability(s, p)
            for cost in costs:
                assert payable(cost) == can_pay(s, p, cost), (cost, s.turn)
                checked += 1
        acts = game.legal_actions()
        game.apply(acts[rng.randrange(len(acts))])
    assert checked > 1000
