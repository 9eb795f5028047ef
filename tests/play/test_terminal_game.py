"""`mtg play` in the terminal: stops like Arena's, attacks and blocks creature by creature,
commands to read the game, bad input asked again, save and resume."""

from __future__ import annotations

import io
import json
from collections.abc import Iterable
from pathlib import Path

import pytest

from mtg_engine.actions import ActivateAbility, PassPriority, PriorityDecision
from mtg_engine.agents.heuristic import HeuristicAgent
from mtg_engine.cli import main
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.play.cli import TerminalGame, load_session, save_session
from mtg_engine.play.stops import Stops, auto_answer, is_mana_ability, offered, step_by_name
from mtg_engine.testing import Scenario, Step, Zone

DECKS = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]


class Script:
    """Answers prompts from a list, recording the game's state at each prompt."""

    def __init__(self, game: Game, answers: Iterable[str], limit: int = 400) -> None:
        self.game = game
        self.answers = iter(answers)
        self.limit = limit
        self.prompts: list[tuple[str, Step, int, bool]] = []

    def __call__(self, prompt: str) -> str:
        if len(self.prompts) >= self.limit:
            raise EOFError
        s = self.game.state
        d = s.pending
        self.prompts.append((d.kind, s.step, s.active, bool(s.stack)))
        return next(self.answers, "")


def _terminal(game: Game, answers: Iterable[str], stops: Stops | None = None,
              limit: int = 400, **kw: object) -> tuple[TerminalGame, Script, io.StringIO]:
    out = io.StringIO()
    script = Script(game, answers, limit)
    tg = TerminalGame(game, 0, HeuristicAgent(7), stops or Stops(), ask=script, out=out,
                      color=False, **kw)  # type: ignore[arg-type]
    return tg, script, out


def test_default_stops_ask_only_when_there_is_something_to_do() -> None:
    game = Game.new(DECKS, seed=4, names=["Human", "AI"])
    seen: list[tuple[bool, bool, bool]] = []
    stops = Stops()

    def ask(prompt: str) -> str:
        if len(seen) > 150:
            raise EOFError
        d = game.pending
        if isinstance(d, PriorityDecision):
            real = [a for a in offered(game, stops) if not isinstance(a, PassPriority)]
            s = game.state
            theirs = bool(s.stack) and s.objects[s.stack[-1]].controller == 1
            attacked = s.step is Step.DECLARE_ATTACKERS and s.active == 1
            seen.append((bool(real), s.active == 0 and s.step.is_main and not s.stack,
                         theirs or attacked))
        else:
            seen.append((True, True, True))
        return "2" if len(seen) % 3 else ""

    tg = TerminalGame(game, 0, HeuristicAgent(7), stops, ask=ask, out=io.StringIO(), color=False)
    tg.run()
    assert len(seen) > 20
    # every priority stop offered something besides passing, in a main phase of ours, with
    # the opponent's spell or ability on the stack, or when attacked
    assert all(real and (main or stack) for real, main, stack in seen)


def test_full_control_stops_at_every_priority_and_stop_adds_a_step() -> None:
    game = Game.new(DECKS, seed=4, names=["Human", "AI"])
    tg, script, _ = _terminal(game, [], Stops(full_control=True), limit=60)
    tg.run()
    steps = {step for kind, step, active, _ in script.prompts if kind == "priority"}
    assert Step.UPKEEP in steps and Step.END_TURN in steps
    assert any(active == 1 for kind, _, active, _ in script.prompts if kind == "priority")

    assert step_by_name("end") is Step.END_TURN and step_by_name("begin-combat") is Step.BEGIN_COMBAT
    with pytest.raises(ValueError, match="no step 'lunch'; the steps are"):
        step_by_name("lunch")


def test_stop_step_adds_a_stop_when_there_is_an_instant_to_cast() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    g = s.game
    g.resume()
    assert g.state.step is Step.UPKEEP and isinstance(g.pending, PriorityDecision)
    assert isinstance(auto_answer(g, Stops()), PassPriority)  # default: no stop in upkeep
    assert auto_answer(g, Stops(steps=frozenset({Step.UPKEEP}))) is None


def test_mana_abilities_are_choices_only_when_tapping_by_hand_605() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    assert any(is_mana_ability(g, a) for a in g.legal_actions())
    assert not any(is_mana_ability(g, a) for a in offered(g, Stops()))
    assert any(isinstance(a, ActivateAbility) for a in offered(g, Stops(manual_mana=True)))
    tg, _, out = _terminal(g, ["tap", "q"])
    tg.run()
    text = out.getvalue()
    assert "Mountain" in text and ": Add {R}" in text.split("Mana abilities are shown")[1]


def test_mulligan_prompt_says_what_each_entry_does_103_4() -> None:
    game = Game.new(DECKS, seed=4, names=["Human", "AI"])
    tg, _, out = _terminal(game, ["2", "1", "q"])
    tg.run()
    text = out.getvalue()
    assert "1. keep these 7 cards" in text
    assert "2. mulligan: shuffle them away, draw 7 new cards, then put 1 of them on the bottom" \
        in text
    assert ("mulligan_decision", 0, 0) in list(game.state.log)


def _bears_in_combat(n: int, step: Step, blockers: int = 0) -> Game:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears", n)
    if blockers:
        s.add_card(Zone.BATTLEFIELD, "B", "Hill Giant", blockers)
    s.stop_at(1, step)
    s.execute()
    g = s.game
    g.resume()
    return g


def test_attack_with_three_of_nine_creature_by_creature_508_1() -> None:
    g = _bears_in_combat(9, Step.DECLARE_ATTACKERS)
    assert g.pending.kind == "declare_attackers"
    tg, _, out = _terminal(g, ["1", "4", "9", "4", "4", "", "q"])  # 4 toggled off and on again
    tg.run()
    attacks = [e for e in g.state.log if e[0] == "attack"]
    assert len(attacks) == 3
    assert "[x] 1." in out.getvalue() and "[ ] 2." in out.getvalue()


def test_block_creature_by_creature_and_an_illegal_declaration_is_asked_again_509_1() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Boggart Brute")
    s.add_card(Zone.BATTLEFIELD, "B", "Grizzly Bears", 2)
    s.attack(1, "A", "Boggart Brute")
    s.stop_at(1, Step.DECLARE_BLOCKERS)
    s.execute()
    g = s.game
    g.resume()
    assert g.pending.kind == "declare_blockers" and g.pending.player == 1
    out = io.StringIO()
    script = Script(g, ["1", "", "2", "ok", "q"])
    tg = TerminalGame(g, 1, HeuristicAgent(7), Stops(), ask=script, out=out, color=False)
    tg.run()
    text = out.getvalue()
    assert "Not legal:" in text and "509.1b" in text  # menace: one blocker is not enough
    assert len([e for e in g.state.log if e[0] == "block"]) == 2


@pytest.mark.parametrize("junk", ["²", "abc", "99999999999999999999999", "0", "-1", "1.5"])
def test_bad_input_at_a_prompt_is_asked_again(junk: str) -> None:
    game = Game.new(DECKS, seed=4, names=["Human", "AI"])
    tg, _, out = _terminal(game, [junk, "1", "q"])
    assert tg.run() == 0
    assert "Type a number from 1 to 2" in out.getvalue()
    assert ("mulligan_decision", 0, 1) in list(game.state.log)  # kept on the second answer
    assert ("mulligan_decision", 0, 0) not in list(game.state.log)


def test_commands_read_cards_zones_and_the_log() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Llanowar Elves")
    s.add_card(Zone.HAND, "A", "Lightning Bolt")
    s.add_card(Zone.GRAVEYARD, "B", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    bolt = g.state.players[0].hand[0]
    mine = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Llanowar Elves"
                and g.state.objects[o].controller == 0)
    g.state.mut(mine).tapped = True  # (as if it had made mana)
    tg, _, out = _terminal(g, [f"card #{bolt}", "card serra angel", "card nothing-like-it", "gy",
                               "exile", "log 5", "board", "help", "q"])
    tg.run()
    text = out.getvalue()
    assert "Lightning Bolt deals 3 damage to any target." in text
    assert "Serra Angel" in text and "Flying, vigilance" in text
    assert "No card 'nothing-like-it'" in text
    assert "B's graveyard (1): #" in text and "Grizzly Bears" in text
    assert "your exile (0): empty" in text
    assert "Commands (at any prompt)" in text
    # each permanent on its own line, whose it is and tapped in the targets
    assert "Llanowar Elves 1/1 (tapped)" in text
    assert "targeting Llanowar Elves #" in text and "(yours, tapped)" in text \
        and "(B's)" in text


def test_save_at_each_decision_and_resume(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    game = Game.new(DECKS, seed=4, names=["Human", "AI"])
    meta = {"me": 0, "ai": "heuristic", "seed": 4}
    tg, _, out = _terminal(game, ["1", "2", "q"], save_path=str(path), meta=meta)
    tg.run()
    assert "resume with: mtg play --load" in out.getvalue()
    loaded, lmeta = load_session(path)
    assert lmeta == meta
    assert json.dumps(loaded.to_json(), sort_keys=True) == json.dumps(game.to_json(), sort_keys=True)
    assert loaded.legal_actions() == game.legal_actions()


def test_load_of_a_bad_file_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    for content, message in [("{", "not JSON"), ('{"format": "x"}', "not a game saved by mtg play"),
                             (None, "can't read it")]:
        if content is None:
            bad.unlink()
        else:
            bad.write_text(content)
        assert main(["play", "--load", str(bad)]) == 2
        assert message in capsys.readouterr().err
    game = Game.new(DECKS, seed=4)
    save_session(bad, game, {"me": 0, "ai": "heuristic", "seed": 4})
    data = json.loads(bad.read_text())
    data["game"]["state"]["players"][0]["life"] = "lots"
    bad.write_text(json.dumps(data))
    assert main(["play", "--load", str(bad)]) == 2
    assert "life" in capsys.readouterr().err
