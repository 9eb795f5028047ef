"""The search agent and the determinization it is built on: no hidden information is used
(400.2), hidden cards come from what the player could know, and choices are reproducible."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mtg_engine.actions import ChoiceDecision
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.search import SearchAgent, evaluate
from mtg_engine.core.types import CardType
from mtg_engine.determinize import Knowledge, determinize, from_observation, unseen_cards
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.observe import observe
from mtg_engine.state.objects import StackKind

RG = starter_deck("red_green").cards()
WB = starter_deck("white_black").cards()


def _played(seed: int, decks: list[list[str]], until_turn: int) -> Game:
    g = Game.new(decks, seed=seed)
    agents = [HeuristicAgent(seed), HeuristicAgent(seed + 1)]
    while not g.is_over and (g.turn < until_turn or g.pending.player != 0):  # type: ignore[union-attr]
        p = g.pending.player  # type: ignore[union-attr]
        g.apply(agents[p].choose(g, p))
    return g


def test_unseen_cards_is_the_decklist_minus_what_was_seen() -> None:
    assert unseen_cards(["A", "A", "B", "C"], Counter({"A": 1, "C": 1, "D": 1})) == ["A", "B"]


def test_a_determinized_game_keeps_the_public_position_and_the_viewers_hand() -> None:
    g = _played(3, [RG, WB], 6)
    w = determinize(g, 0, random.Random(1), Knowledge({0: RG, 1: WB}))
    assert w.legal_actions() == g.legal_actions()
    assert w.pending == g.pending
    s, t = g.state, w.state
    assert t.battlefield == s.battlefield and t.turn == s.turn and t.step == s.step
    assert [t.objects[i].name for i in t.players[0].hand] == [s.objects[i].name for i in s.players[0].hand]
    assert [p.life for p in t.players] == [p.life for p in s.players]
    for p in (0, 1):  # every card is still one of the player's decklist (400.2 hidden re-dealt)
        deck = Counter(RG if p == 0 else WB)
        owned = Counter(o.name for o in t.objects.values() if o.owner == p and not o.is_token
                        and o.kind in (None, StackKind.SPELL))
        assert owned <= deck
        hidden = Counter(t.objects[i].name for i in (*t.players[p].library,
                                                      *(t.players[p].hand if p else ())))
        seen = owned - hidden
        assert hidden == Counter(unseen_cards(RG if p == 0 else WB, seen))
    assert len(t.log) == 0 and t.seed != s.seed


def _twins() -> tuple[Game, Game]:
    """Two games alike in all that player 0 sees, unlike in player 1's hand and library."""
    other = sorted(WB, reverse=True)
    return Game.new([RG, WB], seed=11), Game.new([RG, other], seed=11)


def _hand(g: Game, p: int) -> list[str]:
    return [g.state.objects[i].name for i in g.state.players[p].hand]


def test_determinizing_uses_only_what_the_viewer_sees() -> None:
    g1, g2 = _twins()
    assert _hand(g1, 1) != _hand(g2, 1)
    assert observe(g1, 0) == observe(g2, 0)
    k = Knowledge({0: RG, 1: WB})
    w1 = determinize(g1, 0, random.Random(7), k)
    w2 = determinize(g2, 0, random.Random(7), k)
    assert w1.to_json() == w2.to_json()


def test_search_choices_do_not_depend_on_hidden_cards() -> None:
    g1, g2 = _twins()
    assert isinstance(g1.pending, ChoiceDecision) and g1.pending.player == 0  # the mulligan
    a1 = SearchAgent(5, level=1, decks=[RG, WB])
    a2 = SearchAgent(5, level=1, decks=[RG, WB])
    assert a1.choose(g1, 0) == a2.choose(g2, 0)
    assert a1.stats.playouts == a2.stats.playouts > 0


def test_hidden_cards_of_an_unknown_decklist_come_from_the_pool() -> None:
    g = Game.new([RG, WB], seed=2)
    w = determinize(g, 0, random.Random(3), Knowledge({0: RG}, pool=("Mountain",)))
    t = w.state
    assert {t.objects[i].name for i in (*t.players[1].hand, *t.players[1].library)} == {"Mountain"}


def test_another_players_pending_decision_cannot_be_determinized() -> None:
    g = Game.new([RG, WB], seed=2)
    with pytest.raises(ValueError, match="another player's decision"):
        determinize(g, 1 - g.pending.player, random.Random(0))  # type: ignore[union-attr]


def test_a_decision_with_one_legal_option_costs_nothing() -> None:
    g = _played(3, [RG, WB], 4)
    while len(g.legal_actions()) > 1 or g.pending.player != 0:  # type: ignore[union-attr]
        g.apply(HeuristicAgent(0).choose(g, g.pending.player))  # type: ignore[union-attr]
    agent = SearchAgent(0, level=1, decks=[RG, WB])
    assert agent.choose(g, 0) == g.legal_actions()[0]
    assert agent.stats.searched == 0 and agent.stats.playouts == 0


def _game_with(seed: int) -> tuple[list[object], SearchAgent]:
    g = Game.new([RG, WB], seed=seed)
    agents = [SearchAgent(seed, playouts=6, horizon=1, decks=[RG, WB]), HeuristicAgent(seed)]
    for _ in range(150):
        if g.is_over:
            break
        p = g.pending.player  # type: ignore[union-attr]
        g.apply(agents[p].choose(g, p))
    return g.action_list(), agents[0]  # type: ignore[return-value]


def test_search_is_reproducible_for_a_seed_and_a_playout_budget() -> None:
    first, agent = _game_with(4)
    again, _ = _game_with(4)
    assert first == again
    assert agent.stats.searched > 0 and agent.stats.errors == 0


def test_evaluation_scores_wins_and_losses() -> None:
    g = Game.new([RG, WB], seed=1)
    assert 0.0 < evaluate(g, 0) < 1.0
    g.state.result = ("win", 0)
    assert evaluate(g, 0) == 1.0 and evaluate(g, 1) == 0.0


def test_bad_budgets_are_refused() -> None:
    with pytest.raises(ValueError):
        SearchAgent(level=9)
    with pytest.raises(ValueError):
        SearchAgent(playouts=0)


def test_mtg_play_builds_a_search_ai_of_the_level_asked() -> None:
    from mtg_engine.cli import build_parser
    from mtg_engine.play.cli import _agent

    args = build_parser().parse_args(["play", "--ai", "search", "--ai-level", "4"])
    agent = _agent(args.ai, 1, args.ai_level, [RG, WB])
    assert isinstance(agent, SearchAgent) and agent.playouts == 96
    assert agent.knowledge.decks[1] == tuple(WB)


def test_a_time_limit_cuts_the_search_short_with_a_legal_answer() -> None:
    g = Game.new([RG, WB], seed=11)
    slow = SearchAgent(1, playouts=400, decks=[RG, WB])
    quick = SearchAgent(1, playouts=400, time_limit=0.0, decks=[RG, WB])
    assert quick.choose(g, 0) in g.legal_actions()
    slow.choose(g, 0)
    assert 0 < quick.stats.playouts < slow.stats.playouts


def test_combat_candidates_are_one_creature_away_from_the_heuristics_declaration() -> None:
    from mtg_engine.actions import AttackDecision
    from mtg_engine.agents.search import _neighbours

    g = Game.new([RG, WB], seed=3)
    agents = [HeuristicAgent(3), HeuristicAgent(4)]
    while not (isinstance(g.pending, AttackDecision)
               and len({p for a in g.legal_actions() for p in a.attacks}) >= 2):
        p = g.pending.player  # type: ignore[union-attr]
        g.apply(agents[p].choose(g, p))
    pick = agents[g.pending.player].choose(g, g.pending.player)  # type: ignore[union-attr]
    near = _neighbours(g, pick, g.legal_actions())
    assert near
    for a in near:
        assert g.is_legal(a)
        assert len(set(a.attacks) ^ set(pick.attacks)) == 1


def test_the_fitted_evaluation_is_symmetric_and_follows_life_and_board() -> None:
    from mtg_engine.agents.evaluation import FEATURES, WEIGHTS, features, win_probability

    assert len(WEIGHTS) == len(FEATURES)
    g = _played(3, [RG, WB], 6)
    assert len(features(g, 0)) == len(FEATURES)
    p0, p1 = win_probability(g, 0), win_probability(g, 1)
    assert 0.0 < p0 < 1.0 and abs(p0 + p1 - 1.0) < 1e-9
    g.state.players[1].life = 3  # the opponent low on life: a better position for player 0
    assert win_probability(g, 0) > p0
    g.state.result = ("win", 1)
    assert win_probability(g, 0) == 0.0 and win_probability(g, 1) == 1.0


def test_an_alternative_needs_evidence_to_replace_the_heuristics_choice() -> None:
    from mtg_engine.agents.search import MARGIN, _better

    base = {w: 0.5 for w in range(8)}
    assert _better({w: 0.6 for w in range(8)}, base)  # better in every world
    assert not _better({w: 0.5 + MARGIN / 2 for w in range(8)}, base)  # not by the margin
    noisy = {w: 0.5 + (0.3 if w % 2 else -0.25) for w in range(8)}  # +0.025 on average, noisy
    assert not _better(noisy, base)
    assert not _better({0: 0.9}, base)  # one world is no evidence
    assert not _better({w: 0.9 for w in range(8, 12)}, base)  # no world in common


def test_103_4_a_mulligan_is_played_out_longer_than_other_decisions() -> None:
    from mtg_engine.agents.search import OPENING_HORIZON

    g = Game.new([RG, WB], seed=2)
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "mulligan"
    agent = SearchAgent(0, level=1, decks=[RG, WB])
    assert agent._horizon(g) == OPENING_HORIZON > agent.horizon
    later = _played(3, [RG, WB], 4)
    assert agent._horizon(later) == agent.horizon


def test_each_playout_round_deals_fresh_worlds_from_the_decisions_stream() -> None:
    from mtg_engine.agents.search import WorldSource

    g = _played(3, [RG, WB], 6)
    view = observe(g, 0)
    k = Knowledge({0: RG, 1: WB})

    def hands(seed: int) -> list[list[str]]:
        rng = random.Random(seed)
        src = WorldSource(from_observation(view, rng, k, g.state.db), view, rng, k, g.state.db)
        return [_hand(src(i), 1) for i in range(4)]

    first = hands(9)
    assert first == hands(9)  # reproducible
    assert len({tuple(h) for h in first}) > 1  # not the same world again


def test_305_1_a_land_drop_is_compared_only_with_other_lands() -> None:
    from mtg_engine.actions import PlayLand

    g = Game.new([RG, WB], seed=5)
    agents = [HeuristicAgent(5), HeuristicAgent(6)]
    search = SearchAgent(0, level=1, decks=[RG, WB])
    seen = 0
    while not g.is_over and g.turn < 8:
        p = g.pending.player  # type: ignore[union-attr]
        if p == 0 and isinstance(search.heuristic.choose(g, 0), PlayLand):
            cands = search._candidates(g, 0, random.Random(0))
            assert cands and all(isinstance(a, PlayLand) for a in cands)
            names = [g.state.objects[a.card].name for a in cands]
            assert len(names) == len(set(names))  # one candidate per land name
            seen += 1
        g.apply(agents[p].choose(g, p))
    assert seen >= 2


def test_a_deviation_from_the_heuristics_choice_is_counted() -> None:
    agent = SearchAgent(0, playouts=24, width=3, worlds=4)
    value = {"pick": 0.5, "better": 0.9, "worse": 0.1}
    agent._playout = lambda world, me, action: value[action]  # type: ignore[method-assign]
    assert agent._halving(lambda k: k, 0, ["pick", "worse", "better"], 0.0) == "better"
    assert agent.stats.deviations == 1
    value["better"] = 0.5  # no better than the heuristic's choice: it stays
    assert agent._halving(lambda k: k, 0, ["pick", "worse", "better"], 0.0) == "pick"
    assert agent.stats.deviations == 1


def test_a_search_without_a_contender_stops_after_its_first_round() -> None:
    agent = SearchAgent(0, playouts=24, width=5, worlds=4)
    value = {"pick": 0.5, "a": 0.4, "b": 0.3, "c": 0.45, "d": 0.2}
    played: list[str] = []

    def playout(world: object, me: int, action: str) -> float:
        played.append(action)
        return value[action]

    agent._playout = playout  # type: ignore[method-assign]
    assert agent._halving(lambda k: k, 0, list(value), 0.0) == "pick"
    assert len(played) == 4 * 5 and agent.stats.settled == 1  # one round: 4 worlds, 5 candidates
    played.clear()
    value["c"] = 0.55  # a contender: the halving goes on with the better half
    agent._halving(lambda k: k, 0, list(value), 0.0)
    assert len(played) > 4 * 5 and agent.stats.settled == 1


def test_701_9_discarding_one_card_or_another_of_the_same_name_is_one_candidate() -> None:
    from mtg_engine.actions import CastSpell, Choose
    from mtg_engine.agents.search import _signature
    from mtg_engine.testing import Scenario, Step, Zone

    # Mind Rot makes A discard two of Forest, Forest, Forest, Grizzly Bears: {Forest, Forest}
    # and {Forest, Bears} are the only different answers
    s = Scenario()
    s.add_card(Zone.HAND, "A", "Forest", 3)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Swamp", 3)
    s.add_card(Zone.HAND, "B", "Mind Rot")
    s.stop_at(2, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    agent = HeuristicAgent(0)
    while not (isinstance(g.pending, ChoiceDecision) and g.pending.purpose == "discard"):
        g.apply(agent.choose(g, g.pending.player))  # type: ignore[union-attr]
    actions = g.legal_actions()
    assert len(actions) == 6 and all(isinstance(a, Choose) for a in actions)
    assert len({_signature(g, a) for a in actions}) == 2


def _bolt_in_hand_at(step: object, turn: int) -> Game:
    """A (playing first) holds Lightning Bolt with a Mountain untapped; B has Grizzly Bears.
    The game waits for A's priority at `step` of `turn`."""
    from mtg_engine.testing import Scenario, Zone

    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears")
    s.stop_at(turn, step)  # type: ignore[arg-type]
    s.execute()
    return _a_has_priority(s.game)


def _a_has_priority(g: Game) -> Game:
    """Resume a stopped scenario game until A (player 0) has priority: the active player
    receives it first (117.3a), so on B's turn B passes once."""
    from mtg_engine.actions import PassPriority

    step = g.paused_at
    g.resume()
    while g.pending is not None and g.pending.player != 0:
        g.apply(PassPriority())
    assert g.pending is not None and step is not None and (g.state.turn, g.state.step) == step
    return g


@pytest.mark.parametrize("step_name", ["UPKEEP", "DRAW", "BEGIN_COMBAT", "END_COMBAT", "END_TURN"])
def test_505_1_a_window_of_our_turn_that_a_main_phase_repeats_is_not_searched(step_name: str) -> None:
    from mtg_engine.testing import Step

    # 503-504 come before the precombat main phase, 507 after it, 511 before the postcombat
    # main phase and 513 after it, on the same board: casting the Bolt there is no new answer
    g = _bolt_in_hand_at(Step[step_name], 3)
    agent = SearchAgent(0, level=1, decks=[RG, WB])
    assert agent.choose(g, 0) == agent.heuristic.choose(g, 0)
    assert agent.stats.searched == 0 and agent.stats.playouts == 0


def test_the_main_phase_and_the_opponents_windows_are_searched() -> None:
    from mtg_engine.testing import Step

    for turn, step in ((1, Step.PRECOMBAT_MAIN), (2, Step.UPKEEP), (2, Step.END_TURN)):
        g = _bolt_in_hand_at(step, turn)
        # the scenario's decklists: what is in play and the filler cards of its libraries
        lists = [["Mountain", "Lightning Bolt", *["Wastes"] * 40], ["Grizzly Bears", *["Wastes"] * 40]]
        agent = SearchAgent(0, level=1, decks=lists)
        agent.choose(g, 0)
        assert agent.stats.searched == 1 and agent.stats.playouts > 0, (turn, step)


def test_605_3a_a_window_offering_only_mana_abilities_costs_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    from mtg_engine.actions import PassPriority
    from mtg_engine.agents import search
    from mtg_engine.testing import Scenario, Step, Zone

    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")  # no instant: only the Mountain's mana ability
    s.stop_at(2, Step.UPKEEP)
    s.execute()
    g = _a_has_priority(s.game)
    assert len(g.legal_actions()) == 2

    def no_world(*args: object) -> Game:
        raise AssertionError("a world was imagined")

    monkeypatch.setattr(search, "from_observation", no_world)
    assert SearchAgent(0, level=1, decks=[RG, WB]).choose(g, 0) == PassPriority()


def _played_in_one_search(pending: object, combat: int) -> list[str]:
    """The candidates played out by one search over three of them whose scores put an
    alternative ahead after the first round (so only the budget stops it)."""
    from types import SimpleNamespace

    value = {"pick": 0.5, "a": 0.6, "b": 0.4}
    agent = SearchAgent(0, playouts=12, width=3, worlds=4, combat=combat)
    played: list[str] = []

    def playout(world: object, me: int, action: str) -> float:
        played.append(action)
        return value[action]

    agent._playout = playout  # type: ignore[method-assign]
    world = SimpleNamespace(pending=pending)
    agent._halving(lambda k: world, 0, list(value), 0.0)  # type: ignore[arg-type, return-value]
    return played


def test_508_1_attack_and_block_declarations_get_the_combat_budget() -> None:
    from mtg_engine.actions import AttackDecision, BlockDecision, PriorityDecision

    # one round: every candidate in `worlds` worlds (4, or 8 for a declaration), 12 or 24
    # playouts spent
    assert len(_played_in_one_search(PriorityDecision(0), 2)) == 4 * 3
    for pending in (AttackDecision(0), BlockDecision(0)):
        assert len(played := _played_in_one_search(pending, 2)) == 8 * 3
        assert played.count("pick") == 8
        assert len(_played_in_one_search(pending, 1)) == 4 * 3


def test_the_evaluation_reads_the_make_up_of_hand_and_library() -> None:
    """Session 20 features: the hand's spells, removal (an instant or sorcery that can destroy
    or damage a target creature), what it can cast by next turn, lands beyond the sixth, and
    the share of spells in the library times three draws."""
    from mtg_engine.agents.evaluation import FEATURES, _removal, features

    g = _played(3, [RG, WB], 6)
    s = g.state
    cards = {s.objects[o].name: s.objects[o].card for o in s.objects}
    assert _removal(cards["Lightning Bolt"]) and _removal(cards["Doom Blade"])
    assert _removal(cards["Disfigure"])  # -2/-2 kills a creature (704.5f)
    assert not _removal(cards["Lava Axe"])  # a player or planeswalker only (115.4)
    assert not _removal(cards["Giant Growth"]) and not _removal(cards["Grizzly Bears"])
    f = dict(zip(FEATURES, features(g, 0)))
    me = s.players[0]
    hand = [s.objects[c].card for c in me.hand]
    spells = [c for c in hand if CardType.LAND not in c.types]
    assert f["spells"] == len(spells) == f["hand"] - sum(1 for c in hand if c not in spells)
    assert f["removal"] == sum(_removal(c) for c in spells)
    library = [s.objects[c].card for c in me.library]
    nonland = sum(1 for c in library if CardType.LAND not in c.types)
    assert f["draws"] == pytest.approx(3 * nonland / len(library))
    lands = f["lands"]
    assert f["castable"] == sum(1 for c in spells if c.mana_value <= lands + 1)
    hand_lands = f["hand"] - f["spells"]
    assert f["flood"] == max(0, lands + hand_lands - 6)
