"""Session 22, the search agent's own policy (the careful heuristic): burn is chosen by the
damage it wastes (120.6, 704.5g lethal damage; 107.3 X)."""

from __future__ import annotations

from mtg_engine.actions import CastSpell, PriorityDecision
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.testing import Scenario, Step, Zone

HAND = ("Shock", "Lightning Bolt", "Blaze", "Grizzly Bears")


def _main_phase(setup: dict[str, list[tuple[str, int]]]) -> Scenario:
    s = Scenario()
    for player, cards in setup.items():
        for name, n in cards:
            s.add_card(Zone.HAND if name in HAND else Zone.BATTLEFIELD, player, name, n)
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    s.game.resume()
    return s


def _cast(agent: HeuristicAgent, s: Scenario) -> tuple[str, int, tuple[int, ...]]:
    a = agent.choose(s.game, 0)
    assert isinstance(a, CastSpell)
    return s.state.objects[a.card].name, a.x, a.targets


def _creature(s: Scenario, name: str) -> int:
    return next(o for o in s.state.battlefield if s.state.objects[o].name == name)


def test_704_5g_the_careful_policy_kills_a_1_toughness_creature_with_the_smaller_burn() -> None:
    # Typhoid Rats (1/1 deathtouch) is worth a card; Shock (2 damage) and Lightning Bolt (3)
    # both destroy it: the careful policy spends the Shock and keeps the Bolt
    s = _main_phase({"A": [("Lightning Bolt", 1), ("Shock", 1), ("Mountain", 2)],
                     "B": [("Typhoid Rats", 1)]})
    rats = _creature(s, "Typhoid Rats")
    assert _cast(HeuristicAgent(0, careful=True), s) == ("Shock", 0, (rats,))


def test_704_5g_a_3_toughness_creature_still_takes_the_bolt() -> None:
    # Vampire Nighthawk (2/3): Shock doesn't destroy it, the Bolt does with nothing wasted
    s = _main_phase({"A": [("Lightning Bolt", 1), ("Shock", 1), ("Mountain", 2)],
                     "B": [("Vampire Nighthawk", 1)]})
    hawk = _creature(s, "Vampire Nighthawk")
    assert _cast(HeuristicAgent(0, careful=True), s) == ("Lightning Bolt", 0, (hawk,))


def test_107_3_the_careful_policy_pays_only_the_x_a_creature_needs() -> None:
    # Blaze with six Mountains at Ajani's Pridemate (2/2): X = 2, not 5; the plain heuristic
    # still spends all it has (the benchmark opponent is unchanged)
    s = _main_phase({"A": [("Blaze", 1), ("Mountain", 6)], "B": [("Ajani's Pridemate", 1)]})
    mate = _creature(s, "Ajani's Pridemate")
    assert _cast(HeuristicAgent(0, careful=True), s) == ("Blaze", 2, (mate,))
    assert _cast(HeuristicAgent(0), s) == ("Blaze", 5, (mate,))


def test_608_2b_no_second_burn_spell_at_a_creature_our_first_one_targets() -> None:
    # A casts Shock at Vault Skirge (1/1 flying lifelink) and gets priority again (117.3c)
    # with the Shock on the stack: the careful policy doesn't point the Bolt at the Skirge too
    # (the Bolt would have no legal target left and do nothing, 608.2b)
    s = _main_phase({"A": [("Lightning Bolt", 1), ("Shock", 1), ("Mountain", 2)],
                     "B": [("Vault Skirge", 1)]})
    skirge = _creature(s, "Vault Skirge")
    careful = HeuristicAgent(0, careful=True)
    first = careful.choose(s.game, 0)
    assert isinstance(first, CastSpell) and first.targets == (skirge,)
    s.game.apply(first)
    assert isinstance(s.game.pending, PriorityDecision) and s.game.pending.player == 0
    assert [s.state.objects[x].name for x in s.state.stack] == ["Shock"]
    second = careful.choose(s.game, 0)
    assert not (isinstance(second, CastSpell) and second.targets == (skirge,))
    # the plain heuristic does fire the second one at it (the benchmark opponent is unchanged)
    plain = HeuristicAgent(0).choose(s.game, 0)
    assert isinstance(plain, CastSpell) and plain.targets == (skirge,)


# ---------------------------------------------------------------- CPU time of each decision

def test_each_searched_decision_records_its_cpu_time_and_the_run_its_p95(
        tmp_path: object) -> None:
    import json
    from pathlib import Path

    from mtg_engine.cli import main
    from mtg_engine.simulation.report import by_side, load_records

    out = Path(str(tmp_path)) / "games.jsonl"
    assert main(["sim", "--games", "1", "--jobs", "1", "--agents", "search,heuristic",
                 "--ai-level", "1", "--out", str(out)]) == 0
    [line] = out.read_text().splitlines()
    record = json.loads(line)
    search_seat = record["agents"].index("search")
    times = record["decision_cpu"][search_seat]
    # one time per searched decision, none for the heuristic agent
    assert len(times) == record["decisions"][search_seat] > 0
    assert record["decision_cpu"][1 - search_seat] == []
    assert abs(sum(times) - record["think_cpu_seconds"][search_seat]) <= \
        record["think_cpu_seconds"][search_seat]  # the total also times unsearched choices
    [search, _] = by_side(load_records(str(out)))
    assert search.cpu_seconds_p95 == sorted(times)[-(-95 * len(times) // 100) - 1]
    assert search.to_json()["cpu_seconds_max"] == max(times)


def test_the_p95_is_the_nearest_rank_quantile() -> None:
    from mtg_engine.simulation.report import percentile

    assert percentile([], 0.95) == 0.0
    assert percentile([0.3], 0.95) == 0.3
    assert percentile([0.1] * 19 + [0.9], 0.95) == 0.1  # 19 of 20 are at most 0.1
    assert percentile([0.1] * 18 + [0.9] * 2, 0.95) == 0.9
    assert percentile([float(i) for i in range(1, 101)], 0.95) == 95.0
