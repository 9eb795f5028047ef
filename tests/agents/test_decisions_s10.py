"""Decisions added to the engine this session, as the agents answer them: the opening-hand
actions (103.5a, the Leylines) and the untap limits (502.3, Smoke, Winter Orb). Real cards
from the MTGJSON file (skipped without ../shared)."""

from __future__ import annotations

import pytest

from mtg_engine.actions import CastSpell, ChoiceDecision, Choose
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.agents.search import SearchAgent
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone


@pytest.fixture(scope="module")
def db(real_db: CardDatabase) -> CardDatabase:
    """The session's one load of the shared AtomicCards file (tests/conftest.py)."""
    return real_db


def _leylines(db: CardDatabase) -> Game:
    """A's library holds 10 Leylines of Sanctity, B's 10 Leylines of Vitality; no mulligans,
    so A (the starting player) is asked first with the 7 of the opening hand (103.5)."""
    g = Game.new([["Leyline of Sanctity"] * 10, ["Leyline of Vitality"] * 10], seed=1, db=db,
                 mulligans=False)
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "opening_hand" and d.player == 0
    assert len(d.options) == 7
    return g


def _on_battlefield(g: Game, player: int) -> int:
    return sum(1 for o in g.state.battlefield if g.state.objects[o].controller == player)


@pytest.mark.parametrize("agent", [HeuristicAgent(0), HeuristicAgent(0, careful=True),
                                   SearchAgent(0, level=1)], ids=["plain", "careful", "search"])
def test_103_5a_the_agents_begin_the_game_with_every_leyline_on_the_battlefield(
        db: CardDatabase, agent: object) -> None:
    """103.5a: each agent puts all 7 Leylines of its opening hand onto the battlefield (the
    first listed answer, the old default, put none); B, asked next, does the same: turn 1
    begins with 7 permanents a side and empty hands."""
    g = _leylines(db)
    for p in (0, 1):
        d = g.pending
        assert isinstance(d, ChoiceDecision) and d.purpose == "opening_hand" and d.player == p
        assert g.legal_actions()[0] == Choose(())
        g.apply(agent.choose(g, p))  # type: ignore[attr-defined]
    assert g.state.turn == 1 and g.pending.kind == "priority"
    assert (_on_battlefield(g, 0), _on_battlefield(g, 1)) == (7, 7)
    assert [len(pl.hand) for pl in g.state.players] == [0, 0]


def test_103_5a_the_random_agent_answers_with_a_legal_subset(db: CardDatabase) -> None:
    """The random agent picks one of the legal answers (a subset of the 7): the game goes on to
    turn 1 with each player's permanents and hand adding up to 7."""
    g = _leylines(db)
    agent = RandomAgent(3)
    for p in (0, 1):
        g.apply(agent.choose(g, p))
    assert g.state.turn == 1
    for p in (0, 1):
        assert _on_battlefield(g, p) + len(g.state.players[p].hand) == 7


def _untap_step(db: CardDatabase, limit: str, tapped: list[str], hand: list[str]) -> Game:
    """A controls `limit`; B's `tapped` permanents are tapped; B's untap step (turn 2) asks B
    which of them untap (502.3)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", limit)
    for name in tapped:
        s.add_card(Zone.BATTLEFIELD, "B", name, tapped=True)
    for name in hand:
        s.add_card(Zone.HAND, "B", name)
    s.stop_at(2, Step.UNTAP)
    s.execute()
    g = s.game
    g.resume()
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "untap_limit" and d.player == 1
    return g


def _names(g: Game, chosen: tuple[int, ...]) -> list[str]:
    return sorted(g.state.objects[o].card.name for o in chosen)


@pytest.mark.parametrize("careful", [False, True])
def test_502_3_the_heuristic_untaps_its_biggest_creature_under_smoke(
        db: CardDatabase, careful: bool) -> None:
    """Smoke ("Players can't untap more than one creature during their untap steps."): of
    B's tapped Grizzly Bears (2/2, listed first) and Hill Giant (3/3), the heuristic untaps the
    Giant; the Bears stay tapped."""
    g = _untap_step(db, "Smoke", ["Grizzly Bears", "Hill Giant"], [])
    chosen = HeuristicAgent(0, careful=careful).choose(g, 1)
    assert isinstance(chosen, Choose) and _names(g, chosen.chosen) == ["Hill Giant"]
    assert g.legal_actions()[0] != chosen  # (the old default untapped the Bears)
    g.apply(chosen)
    tapped = {g.state.objects[o].card.name: g.state.objects[o].tapped
              for o in g.state.battlefield if g.state.objects[o].controller == 1}
    assert tapped == {"Grizzly Bears": True, "Hill Giant": False}


def test_502_3_the_heuristic_untaps_the_land_of_the_colour_its_hand_needs(
        db: CardDatabase) -> None:
    """Winter Orb ("... players can't untap more than one land during their untap steps."):
    B's tapped Forest (listed first) and Mountain, B's hand a Shock ({R}): the Mountain
    untaps. With a Giant Growth ({G}) in hand instead, the Forest."""
    for spell, land in (("Shock", "Mountain"), ("Giant Growth", "Forest")):
        g = _untap_step(db, "Winter Orb", ["Forest", "Mountain"], [spell])
        chosen = HeuristicAgent(0).choose(g, 1)
        assert isinstance(chosen, Choose) and _names(g, chosen.chosen) == [land], spell


def _knight(db: CardDatabase, ornithopter: str) -> tuple[Game, ChoiceDecision]:
    """A casts Knight of Autumn ("When ~ enters the battlefield, choose one — • Put two +1/+1
    counters on ~. • Destroy target artifact or enchantment. • You gain 4 life."), played by
    the heuristic agent up to the choice of its mode (603.3c); `ornithopter`'s player controls
    an Ornithopter."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, ornithopter, "Ornithopter")
    s.add_card(Zone.HAND, "A", "Knight of Autumn")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    agent = HeuristicAgent(0)
    for _ in range(50):
        d = g.pending
        if isinstance(d, ChoiceDecision) and d.purpose == "mode":
            return g, d
        g.apply(agent.choose(g, d.player))  # type: ignore[union-attr]
    raise AssertionError("no mode was asked")


@pytest.mark.parametrize("careful", [False, True])
def test_700_2_the_heuristic_chooses_the_mode_that_destroys_an_opponents_artifact(
        db: CardDatabase, careful: bool) -> None:
    """B controls an Ornithopter: of the three modes offered (0, 1, 2) the heuristic chooses
    the second (destroy target artifact; the first listed answer, the old default, was the
    counters); the trigger then destroys the Ornithopter."""
    g, d = _knight(db, "B")
    assert d.options == (0, 1, 2) and (d.min, d.max) == (1, 1)
    agent = HeuristicAgent(0, careful=careful)
    assert agent.choose(g, 0) == Choose((1,))
    for _ in range(50):
        if g.state.turn > 1 or g.state.step is Step.BEGIN_COMBAT:
            break
        g.apply(agent.choose(g, g.pending.player))  # type: ignore[union-attr]
    names = [g.state.objects[c].card.name for c in g.state.players[1].graveyard]
    assert names == ["Ornithopter"]


def test_700_2_the_heuristic_keeps_its_own_artifact(db: CardDatabase) -> None:
    """Only A's own Ornithopter could be destroyed: the heuristic puts the counters on the
    Knight instead (mode 0), not destroying its own artifact (mode 1)."""
    g, d = _knight(db, "A")
    assert d.options == (0, 1, 2)
    assert HeuristicAgent(0).choose(g, 0) == Choose((0,))


# ---------------------------------------------------------------- splice and conspire


def _main(db: CardDatabase, step: Step, hand: list[str], mine: list[str],
          theirs: list[str]) -> Game:
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain", 4)
    for name in hand:
        s.add_card(Zone.HAND, "A", name)
    for name in mine:
        s.add_card(Zone.BATTLEFIELD, "A", name)
    for name in theirs:
        s.add_card(Zone.BATTLEFIELD, "B", name)
    s.stop_at(1, step)
    s.execute()
    g = s.game
    g.resume()
    return g


def _name(g: Game, o: int) -> str:
    return g.state.objects[o].card.name


def _resolve(g: Game) -> None:
    agent = HeuristicAgent(0)
    for _ in range(50):
        if not g.state.stack and g.pending is not None and g.pending.kind == "priority":
            return
        g.apply(agent.choose(g, g.pending.player))  # type: ignore[union-attr]
    raise AssertionError("the stack didn't resolve")


def test_702_47a_the_heuristic_splices_glacial_ray_at_the_opponents_creature(
        db: CardDatabase) -> None:
    """Lava Spike ({R}, 3 damage to target player) and Glacial Ray ({1}{R} Arcane, 2 damage to
    any target, splice onto Arcane {1}{R}) in hand, four Mountains, B's Grizzly Bears: the
    heuristic casts Lava Spike at B with Glacial Ray spliced at the Bears (the plain casts are
    listed first; before, it cast Glacial Ray alone at the Bears). B goes to 17, the Bears
    die, Glacial Ray stays in A's hand."""
    g = _main(db, Step.PRECOMBAT_MAIN, ["Lava Spike", "Glacial Ray"], [], ["Grizzly Bears"])
    a = HeuristicAgent(0).choose(g, 0)
    assert isinstance(a, CastSpell) and _name(g, a.card) == "Lava Spike"
    assert [_name(g, c) for c in a.spliced] == ["Glacial Ray"]
    assert _name(g, a.targets[1]) == "Grizzly Bears"
    g.apply(a)
    _resolve(g)
    assert g.state.players[1].life == 17
    assert [_name(g, c) for c in g.state.players[1].graveyard] == ["Grizzly Bears"]
    assert [_name(g, c) for c in g.state.players[0].hand] == ["Glacial Ray"]


def test_702_47a_no_splice_onto_our_own_creature(db: CardDatabase) -> None:
    """Only A's own Grizzly Bears for Glacial Ray's added target (B has no creature): no
    listed cast splicing it at the Bears is chosen; the spell the heuristic casts hits only
    B."""
    g = _main(db, Step.PRECOMBAT_MAIN, ["Lava Spike", "Glacial Ray"], ["Grizzly Bears"], [])
    a = HeuristicAgent(0).choose(g, 0)
    assert isinstance(a, CastSpell)
    assert all(_name(g, t) != "Grizzly Bears" for t in a.targets if t > 0)


@pytest.mark.parametrize("step,theirs,conspired", [
    (Step.POSTCOMBAT_MAIN, [], True),  # after combat, nothing of B's to block: free
    (Step.POSTCOMBAT_MAIN, ["Hill Giant"], False),  # tapped, they couldn't block the Giant
    (Step.PRECOMBAT_MAIN, [], False),  # tapped, they couldn't attack
])
def test_702_78a_the_heuristic_conspires_when_the_creatures_cost_nothing_tapped(
        db: CardDatabase, step: Step, theirs: list[str], conspired: bool) -> None:
    """Burn Trail ({3}{R}, 3 damage to any target, conspire) with Goblin Roughrider and
    Raging Goblin (red, untapped): the heuristic pays conspire (taps both; the unpaid cast is
    listed first) only in A's postcombat main phase with no creature of B's; then B takes
    3 + 3 (14)."""
    g = _main(db, step, ["Burn Trail"], ["Goblin Roughrider", "Raging Goblin"], theirs)
    a = HeuristicAgent(0).choose(g, 0)
    assert isinstance(a, CastSpell) and _name(g, a.card) == "Burn Trail"
    assert sorted(_name(g, c) for c in a.additional) == \
        (["Goblin Roughrider", "Raging Goblin"] if conspired else [])
    if conspired:
        g.apply(a)
        _resolve(g)
        assert g.state.players[1].life == 14


# ---------------------------------------------------------------- 103.5: a colour-aware mulligan


@pytest.mark.parametrize("land,careful,kept", [
    ("Island", True, False),  # 3 Islands, 4 Shocks ({R}): nothing castable, mulligan
    ("Island", False, True),  # the plain heuristic counts lands only
    ("Mountain", True, True),  # 3 Mountains: 4 Shocks castable, keep
])
def test_103_5_the_careful_heuristic_mulligans_a_hand_its_lands_cannot_cast(
        db: CardDatabase, land: str, careful: bool, kept: bool) -> None:
    """A 7-card deck, so the opening hand is the whole deck: 3 lands and 4 Shocks. The
    careful policy keeps it only if its lands make red; the plain one keeps 3 lands anyway."""
    g = Game.new([[land] * 3 + ["Shock"] * 4, ["Mountain"] * 7], seed=1, db=db)
    d = g.pending
    assert isinstance(d, ChoiceDecision) and d.purpose == "mulligan" and d.player == 0
    assert HeuristicAgent(0, careful=careful).choose(g, 0) == Choose((1,) if kept else (0,))
