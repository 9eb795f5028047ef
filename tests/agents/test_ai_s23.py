"""Session 23, the search agent's own policy (the careful heuristic): the cards put on the bottom
after a London mulligan (103.4) leave a hand of half lands."""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.testing import Scenario, Step, Zone


def _hand(cards: list[tuple[str, int]]) -> Scenario:
    s = Scenario()
    for name, n in cards:
        s.add_card(Zone.HAND, "A", name, n)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    return s


def _bottom(agent: HeuristicAgent, s: Scenario, k: int, purpose: str = "bottom") -> list[str]:
    hand = tuple(s.state.players[0].hand)
    d = ChoiceDecision(0, purpose, hand, k, k, f"put {k} card(s) on the bottom")
    chosen = agent._choice(s.state, 0, d, [])
    return sorted(s.state.objects[c].name for c in chosen.chosen)


def test_103_4_one_mulligan_bottoms_a_land_of_four() -> None:
    # seven cards drawn after one mulligan, four of them lands: the hand of six keeps three
    # lands, so a land goes to the bottom (the policy used to keep four lands up to its
    # turn-4 drop and bottom the Shock)
    s = _hand([("Mountain", 2), ("Forest", 2), ("Grizzly Bears", 1), ("Shock", 1),
               ("Hill Giant", 1)])
    assert _bottom(HeuristicAgent(0, careful=True), s, 1) in (["Forest"], ["Mountain"])


def test_103_4_two_mulligans_keep_three_lands_of_five_cards() -> None:
    # two mulligans: five cards kept of seven with four lands -> one land and the cheapest
    # spell go to the bottom, three lands and the two best spells stay
    s = _hand([("Mountain", 2), ("Forest", 2), ("Grizzly Bears", 1), ("Hill Giant", 1),
               ("Craw Wurm", 1)])
    out = _bottom(HeuristicAgent(0, careful=True), s, 2)
    assert len(out) == 2 and sum(n in ("Mountain", "Forest") for n in out) == 1
    assert "Grizzly Bears" in out


def test_103_4_a_land_light_draw_bottoms_spells() -> None:
    # two lands of seven after one mulligan: both lands stay (half of six is three), the
    # most expensive spells are kept, the cheapest goes
    s = _hand([("Mountain", 1), ("Forest", 1), ("Raging Goblin", 1), ("Grizzly Bears", 1),
               ("Hill Giant", 1), ("Centaur Courser", 1), ("Craw Wurm", 1)])
    assert _bottom(HeuristicAgent(0, careful=True), s, 1) == ["Raging Goblin"]


def test_701_9_a_discard_still_keeps_lands_up_to_the_fourth() -> None:
    # the same five lands and two spells, a discard of one mid-game with no land on the
    # battlefield: lands are kept up to four (the turn-4 drop), the fifth goes
    s = _hand([("Mountain", 3), ("Forest", 2), ("Grizzly Bears", 1), ("Shock", 1)])
    assert _bottom(HeuristicAgent(0, careful=True), s, 1, "discard") in (["Forest"], ["Mountain"])
    s = _hand([("Mountain", 2), ("Forest", 2), ("Grizzly Bears", 1), ("Hill Giant", 1),
               ("Craw Wurm", 1)])
    # a discard of two: the four lands stay (the turn-4 drop), the two cheapest spells go
    assert _bottom(HeuristicAgent(0, careful=True), s, 2, "discard") == ["Grizzly Bears", "Hill Giant"]
