"""The shortcuts that skip work when nothing relevant changed (issue 12) give the answers a
computation from scratch gives, at every decision of random games and in the cases each one
has to notice:

- the automatic payer's mana sources after taps: the earlier list less what was tapped
  (rules/mana.py `_untapped_sources`; 605.3a, 106.4);
- the incremental state-based action check (rules/sba.py `_still_clean`, 704.3): moves
  between zones other than the battlefield, and life lost by a player still above 0 (704.5a);
- the trigger index with the graveyards' cards in one cache entry (rules/trigger_base.py,
  113.6m);
- the permanents with static abilities changing what spells cost (rules/costs.py
  `spell_cost_sources`, 601.2f);
- the ways to cast each card, remembered per card and zone (rules/casting.py `_spell_faces`,
  709.3, 716.3);
- the permanents with ascend, read before every priority (rules/ascend.py, 702.131b);
- one PriorityDecision per player (rules/turn.py): an action offered before the player acted
  is checked again, though the decision is the same object (117.1, 305.2).

A stale cached value is a rules bug: each test fails if the cache is not forgotten when it
must be."""

from __future__ import annotations

import pytest

from mtg_engine.actions import ActivateAbility, CastSpell, PassPriority, PlayLand
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.rules.ascend import _ascend_permanents
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.rules.costs import spell_cost_sources
from mtg_engine.rules.mana import mana_sources
from mtg_engine.rules.sba import check_state_based_actions, nothing_to_check
from mtg_engine.rules.trigger_base import _trigger_index
from mtg_engine.state.game_state import GameState
from mtg_engine.testing import Scenario, Step, Zone


def _fresh(state: GameState) -> GameState:
    """A copy of the position with every computed value forgotten."""
    fresh = state.copy()
    fresh.characteristics_changed()
    return fresh


def _stale(g: Game) -> str:
    s = g.state
    fresh = _fresh(s)
    for p in range(len(s.players)):
        if mana_sources(s, p) != mana_sources(fresh, p):
            return f"mana sources of player {p}"
    if _trigger_index(s) != _trigger_index(fresh):
        return "trigger index"
    if spell_cost_sources(s) != spell_cost_sources(fresh):
        return "spell cost sources"
    if _ascend_permanents(s) != _ascend_permanents(fresh):
        return "permanents with ascend"
    if nothing_to_check(s):
        trial = _fresh(s)
        trial.sba_clean_at = -1  # a full check (704.3) must find nothing to do either
        trial.pending = None  # (nor ask for a legend rule choice, 704.5j)
        if check_state_based_actions(trial) or trial.pending is not None:
            return "state-based actions skipped"
    if g.legal_actions() != Game(_fresh(s), []).legal_actions():
        return "legal actions"
    return ""


def test_incremental_caches_match_a_computation_from_scratch_in_random_games() -> None:
    decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
    problems: list[str] = []
    checked = 0
    for seed in range(1, 7):
        g = Game.new(decks, seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 10_000)]
        for i in range(400):
            if g.is_over:
                break
            stale = _stale(g)
            if stale:
                problems.append(f"seed {seed}, action {i} ({g.state.step.name}): {stale}")
                break
            checked += 1
            p = g.pending.player  # type: ignore[union-attr]
            g.apply(agents[p].choose(g, p))
    assert problems == []
    assert checked > 2000


def _game(s: Scenario) -> Game:
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    return g


def _named(g: Game, name: str) -> list[int]:
    return [oid for oid in g.state.battlefield if g.state.objects[oid].card.name == name]


def _tap_for_mana(g: Game, oid: int) -> None:
    act = next(a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid)
    g.apply(act)


def test_605_3a_mana_sources_after_each_tap_are_the_untapped_ones() -> None:
    """Three Forests and Llanowar Elves (not summoning sick): tapping each for mana (605.3a)
    leaves the automatic payer the untapped ones only, in the order a fresh listing gives; a
    tapped source is listed again once it untaps (502.3)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 3)
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    g = _game(s)
    state = g.state
    forests, elves = _named(g, "Forest"), _named(g, "Llanowar Elves")
    assert len(mana_sources(state, 0)) == 4
    for n, oid in enumerate([*forests[:2], *elves], start=1):
        _tap_for_mana(g, oid)
        listed = [src.source for src in mana_sources(state, 0)]
        assert listed == [src.source for src in mana_sources(_fresh(state), 0)]
        assert len(listed) == 4 - n and oid not in listed
    assert [src.source for src in mana_sources(state, 0)] == [forests[2]]
    assert state.players[0].mana_pool[4] == 3  # {G}{G}{G} in the pool (106.4)
    while state.turn < 3:  # A's next untap step untaps them all (502.3)
        g.apply(g.legal_actions()[0])  # (passing, declaring no attackers or blockers)
    assert sorted(src.source for src in mana_sources(state, 0)) == sorted([*forests, *elves])


@pytest.mark.parametrize(("land", "spell", "life", "over"), [
    ("Swamp", "Sign in Blood", 2, True), ("Swamp", "Sign in Blood", 3, False),
    ("Mountain", "Lightning Bolt", 3, True), ("Mountain", "Lightning Bolt", 4, False)])
def test_704_5a_a_player_brought_to_0_life_loses_after_a_clean_check(
        land: str, spell: str, life: int, over: bool) -> None:
    """Sign in Blood ("Target player draws two cards and loses 2 life.", 119.3) and Lightning
    Bolt (3 damage, 120.3a) at B: the check before found nothing; life lost down to 0 makes B
    lose (704.5a), B at 1 plays on."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", land, 2)
    s.add_card(Zone.HAND, "A", spell)
    s.set_life("B", life)
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", spell, targets=["B"])
    s.stop_at(1, Step.END_TURN)
    s.execute()
    assert s.game.is_over is over
    assert s.game.winner == (0 if over else None)
    if not over:
        s.assert_life("B", 1)


def test_601_2f_a_cost_increase_entering_is_seen_at_once() -> None:
    """Thalia, Guardian of Thraben ("Noncreature spells cost {1} more to cast.") resolving
    (601.2f): before, A's Lightning Bolt with one Mountain untapped is offered; once Thalia is
    on the battlefield (and the list of cost-changing permanents was read before), it is not."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Plains", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Thalia, Guardian of Thraben")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    g = _game(s)
    bolt = next(o.id for o in g.state.objects.values() if o.card.name == "Lightning Bolt")
    assert any(isinstance(a, CastSpell) and a.card == bolt for a in g.legal_actions())
    assert spell_cost_sources(g.state) == []
    thalia = next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                  and g.state.objects[a.card].card.name == "Thalia, Guardian of Thraben")
    g.apply(thalia)
    while g.state.stack:
        g.apply(PassPriority())
    assert [g.state.objects[o].card.name for o in spell_cost_sources(g.state)] \
        == ["Thalia, Guardian of Thraben"]
    assert not any(isinstance(a, CastSpell) and a.card == bolt for a in g.legal_actions())


def test_716_3_an_adventure_card_is_offered_by_its_faces_in_hand_then_as_itself_in_exile() -> None:
    """Bonecrusher Giant // Stomp: in hand both faces are offered (716.3); cast as Stomp, the
    card is exiled on an Adventure and from there only the creature is offered (716.3d)."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 5)
    s.add_card(Zone.HAND, "A", "Bonecrusher Giant")
    g = _game(s)
    giant = next(o.id for o in g.state.objects.values() if o.card.name == "Bonecrusher Giant")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == giant]
    assert sorted({a.face for a in casts}) == [-1, 1]
    stomp = next(a for a in casts if a.face == 1 and a.targets == (-2,))  # at B
    g.apply(stomp)
    while g.state.stack:
        g.apply(PassPriority())
    assert g.state.players[1].life == 18
    exiled = [oid for oid in g.state.exile if g.state.objects[oid].on_adventure == 0]
    assert len(exiled) == 1
    faces = {a.face for a in g.legal_actions()
             if isinstance(a, CastSpell) and a.card == exiled[0]}
    assert faces == {-1}


def test_704_5s_a_saga_is_sacrificed_once_its_last_chapter_ability_leaves_the_stack() -> None:
    """The Birth of Meletis with two lore counters: A's precombat main phase adds the third
    (505.4, 715.3b), chapter III ("You gain 2 life.") triggers and resolves; as it leaves the stack
    the Saga is sacrificed (704.5s), though nothing else happened since the last check found
    nothing. Every decision is audited as in the random games."""
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "The Birth of Meletis", counters={"lore": 2})
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()
    while g.state.turn == 1 and not g.is_over:
        assert _stale(g) == ""
        g.apply(g.legal_actions()[0])  # (passing)
    s.assert_life("A", 22)
    s.assert_graveyard_count("A", "The Birth of Meletis", 1)



def test_305_2_an_action_offered_before_the_player_acted_is_checked_again() -> None:
    """A holds priority with two Forests in hand and plays one (305.2: one land per turn): A
    holds priority again, with the same PriorityDecision object (one per player), but the
    second land play offered before is refused (checked again, not taken as offered), and the
    other Forest's play isn't offered any more."""
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Forest", 2)
    g = _game(s)
    before = g.state.pending
    plays = [a for a in g.legal_actions() if isinstance(a, PlayLand)]
    assert len(plays) == 2
    g.apply(plays[0])
    assert g.state.pending is before  # (the same immutable decision: A holds priority, 117.3c)
    with pytest.raises(IllegalActionError):
        g.apply(plays[1])
    assert not any(isinstance(a, PlayLand) for a in g.legal_actions())
    assert len(g.state.players[0].hand) == 1
