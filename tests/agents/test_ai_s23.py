"""Session 23, the search agent's own policy (the careful heuristic): the cards put on the bottom
after a London mulligan (103.4) leave a hand of half lands."""

from __future__ import annotations

from mtg_engine.actions import CastSpell, ChoiceDecision
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


# ---------------------------------------------------------------- a pump spell held (509.1)
def _board(a_field: list[tuple[str, int]], a_hand: list[str], b_field: list[tuple[str, int]],
           step: Step, attacker: str | None = None) -> Scenario:
    s = Scenario()
    for name, n in a_field:
        s.add_card(Zone.BATTLEFIELD, "A", name, n)
    for name in a_hand:
        s.add_card(Zone.HAND, "A", name)
    for name, n in b_field:
        s.add_card(Zone.BATTLEFIELD, "B", name, n)
    turn = 1
    if attacker is not None:
        s.attack(2, "B", attacker)
        turn = 2
    s.stop_at(turn, step)
    s.execute()
    s.game.resume()
    return s


def _names(s: Scenario, pairs: tuple[tuple[int, int], ...]) -> list[tuple[str, str]]:
    return sorted((s.state.objects[x].name, s.state.objects[y].name if y > 0 else "B")
                  for x, y in pairs)


def test_509_1_the_careful_policy_attacks_into_a_bigger_blocker_holding_giant_growth() -> None:
    # A's Centaur Courser (3/3) against B's untapped Serra Angel (4/4): a block destroys the
    # Courser, so it stays home; with Giant Growth in hand and a Forest untapped, the pump cast
    # after blocks (509.1) makes it 6/6: it destroys the Angel and survives (510.1, 704.5g)
    field = [("Centaur Courser", 1), ("Forest", 1)]
    s = _board(field, [], [("Serra Angel", 1)], Step.DECLARE_ATTACKERS)
    assert HeuristicAgent(0, careful=True).choose(s.game, 0).attacks == ()
    s = _board(field, ["Giant Growth"], [("Serra Angel", 1)], Step.DECLARE_ATTACKERS)
    a = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert _names(s, a.attacks) == [("Centaur Courser", "B")]
    # the plain heuristic (the benchmark opponent) is unchanged
    assert HeuristicAgent(0).choose(s.game, 0).attacks == ()


def test_509_1_no_attack_on_a_pump_that_still_loses_the_fight() -> None:
    # Grizzly Bears (2/2) + Giant Growth = 5/5 against Typhoid Rats (deathtouch, 702.2b): the
    # Bears still die; and without the mana (no untapped Forest) there is no trick at all
    s = _board([("Grizzly Bears", 1), ("Forest", 1)], ["Giant Growth"], [("Typhoid Rats", 1)],
               Step.DECLARE_ATTACKERS)
    assert HeuristicAgent(0, careful=True).choose(s.game, 0).attacks == ()
    s = _board([("Centaur Courser", 1), ("Mountain", 1)], ["Giant Growth"], [("Serra Angel", 1)],
               Step.DECLARE_ATTACKERS)
    assert HeuristicAgent(0, careful=True).choose(s.game, 0).attacks == ()


def test_509_1a_the_careful_policy_blocks_a_flier_with_reach_and_giant_growth() -> None:
    # B's Serra Angel (4/4 flying) attacks; A's Giant Spider (2/4 reach, 702.17b) would die
    # blocking it alone, so no block; with Giant Growth and a Forest: 5/7, the Angel dies
    field = [("Giant Spider", 1), ("Forest", 1)]
    s = _board(field, [], [("Serra Angel", 1)], Step.DECLARE_BLOCKERS, "Serra Angel")
    assert HeuristicAgent(0, careful=True).choose(s.game, 0).blocks == ()
    s = _board(field, ["Giant Growth"], [("Serra Angel", 1)], Step.DECLARE_BLOCKERS, "Serra Angel")
    d = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert _names(s, d.blocks) == [("Giant Spider", "Serra Angel")]
    s.game.apply(d)
    # once blocks are declared the policy casts the Giant Growth on its blocker
    for _ in range(6):
        a = HeuristicAgent(0, careful=True).choose(s.game, s.game.pending.player)
        if isinstance(a, CastSpell):
            break
        s.game.apply(a)
    assert isinstance(a, CastSpell) and s.state.objects[a.card].name == "Giant Growth"
    assert s.state.objects[a.targets[0]].name == "Giant Spider"


# ---------------------------------------------------------------- two burn spells (120.6)
def test_120_6_two_burn_spells_for_serra_angel() -> None:
    # Serra Angel (4/4 flying vigilance) takes neither Shock (2) nor Lightning Bolt (3) alone;
    # with both and three Mountains the first goes at it (its damage stays marked, 120.6), and
    # once it has resolved, the second destroys it (704.5g)
    s = _board([("Mountain", 3)], ["Shock", "Lightning Bolt"], [("Serra Angel", 1)],
               Step.PRECOMBAT_MAIN)
    angel = next(o for o in s.state.battlefield if s.state.objects[o].name == "Serra Angel")
    careful = HeuristicAgent(0, careful=True)
    first = careful.choose(s.game, 0)
    assert isinstance(first, CastSpell) and first.targets == (angel,)
    for _ in range(10):
        a = careful.choose(s.game, s.game.pending.player)
        s.game.apply(a)
        if angel not in s.state.battlefield:
            break
    assert angel not in s.state.battlefield
    assert sorted(s.state.objects[c].name for c in s.state.players[0].graveyard) == \
        ["Lightning Bolt", "Shock"]


def test_120_6_no_first_burn_spell_without_the_mana_for_the_second() -> None:
    # one Mountain (or a Mountain and a Forest: both spells cost {R}, 202.2) pays for one of
    # them only: neither goes at the Angel (it would survive)
    s = _board([("Mountain", 1)], ["Shock", "Lightning Bolt"], [("Serra Angel", 1)],
               Step.PRECOMBAT_MAIN)
    a = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert not isinstance(a, CastSpell)
    s = _board([("Mountain", 1), ("Forest", 2)], ["Shock", "Lightning Bolt"], [("Serra Angel", 1)],
               Step.PRECOMBAT_MAIN)
    a = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert not isinstance(a, CastSpell)
    # nor two Shocks at a Hill Giant (3/3, threat 6, below `PAIR_THREAT`): one card for one
    s = _board([("Mountain", 3)], ["Shock", "Shock"], [("Hill Giant", 1)], Step.PRECOMBAT_MAIN)
    a = HeuristicAgent(0, careful=True).choose(s.game, 0)
    assert not isinstance(a, CastSpell)
