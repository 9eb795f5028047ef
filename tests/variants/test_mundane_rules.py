"""Magic: Made Mundane core rules ("Turn Cycle" of the source document) through the
decision-point API."""

from __future__ import annotations

import pytest

from mtg_engine.variants.mundane.actions import (
    Attack,
    Block,
    Decision,
    Deploy,
    Deposit,
    Discard,
    IllegalAction,
    Pass,
)
from mtg_engine.variants.mundane.game import MundaneGame
from mtg_engine.variants.mundane.positions import names, position

CREDITS = ["8C", "9C", "10C"]


def test_setup_and_first_draw() -> None:
    g = MundaneGame(seed=4)
    # "each player draws a hand of 6 cards"; the first attacker then draws in their draw step.
    assert [len(p.hand) for p in g.players] == [7, 6]
    assert [len(p.deck) for p in g.players] == [45, 46]
    assert [p.lives for p in g.players] == [17, 17]
    assert g.pending is not None and g.pending.player == 0 and g.turn == 1


def test_source_document_example_mop_up() -> None:
    """The worked example under "Example": A♠ unopposed, 4♣ v 5♠, 5♦ v 5♣, 6♣ v 5♥."""
    g = position("defend", {
        (0, "front"): ["AS", "4C", "5D", "6C"], (0, "rear"): ["2H"],
        (1, "front"): ["5S", "5C", "5H"], (1, "rear"): ["AD", "3C"],
    }, blocks={"4C": "5S", "5D": "5C", "6C": "5H"})
    assert g.pending == Decision(1, "defend")
    g.apply(Pass())
    assert g.players[1].lives == 16
    assert sorted(names(g, 0, "dump")) == ["4C", "5D"]
    assert sorted(names(g, 1, "dump")) == ["5C", "5H"]
    assert sorted(names(g, 0, "rear")) == ["2H", "6C", "AS"]
    assert sorted(names(g, 1, "rear")) == ["3C", "5S", "AD"]
    assert g.attacker == 1 and g.pending is not None and g.pending.player == 1


def test_unopposed_damage_to_zero_wins() -> None:
    g = position("defend", {(0, "front"): ["3C", "2C"], (1, "rear"): ["AC"]}, lives=(17, 5))
    g.apply(Block("AC", "3C"))
    assert not g.is_over
    g.apply(Pass())
    assert not g.is_over and g.players[1].lives == 3
    g = position("defend", {(0, "front"): ["3C", "2C"]}, lives=(17, 5))
    assert g.legal_actions() == [Pass()]
    g.apply(Pass())
    assert g.is_over and g.winner == 0 and g.pending is None and g.legal_actions() == []


def test_deploy_limited_by_credits_in_bank() -> None:
    g = position("deploy", {(0, "bank"): CREDITS, (0, "hand"): ["2C", "AC", "3C", "5C", "KC"]})
    assert {a.card for a in g.legal_actions() if isinstance(a, Deploy)} == {"2C", "AC", "3C"}
    g.apply(Deploy("2C"))
    assert g.credit_left() == 1
    assert [a for a in g.legal_actions() if isinstance(a, Deploy)] == [Deploy("AC")]
    with pytest.raises(IllegalAction, match="cost more than the 3 credits"):
        g.apply(Deploy("3C"))
    g.apply(Deploy("AC"))
    # Nothing left to deploy and 4 cards in hand: the step passes itself, on to the attack.
    assert g.pending == Decision(0, "attack") and sorted(names(g, 0, "rear")) == ["2C", "AC"]


def test_one_deposit_a_turn() -> None:
    g = position("deposit", {(0, "hand"): ["8C", "9C", "AC"]})
    g.apply(Deposit("8C"))
    assert g.pending == Decision(0, "deploy") and names(g, 0, "bank") == ["8C"]
    with pytest.raises(IllegalAction):
        g.apply(Deposit("9C"))


def test_discard_down_to_hand_size() -> None:
    hand = ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C"]
    g = position("discard", {(0, "hand"): hand})
    assert all(isinstance(a, Discard) for a in g.legal_actions())
    g.apply(Discard("7C"))
    assert g.pending == Decision(0, "discard")
    g.apply(Discard("8C"))
    assert len(g.players[0].hand) == 6 and names(g, 0, "dump") == ["7C", "8C"]
    assert g.pending is not None and g.pending.kind != "discard"


def test_empty_deck_loses_at_draw() -> None:
    g = position("attack", {(0, "rear"): ["2C"], (1, "deck"): []})
    g.players[1].deck.clear()
    g.apply(Pass())
    assert g.is_over and g.winner == 0


def test_one_on_one_opposition() -> None:
    g = position("defend", {(0, "front"): ["5C"], (1, "rear"): ["6C", "7C"]})
    g.apply(Block("6C", "5C"))
    # The only attacker is opposed: no more defenders than attackers.
    assert g.pending is None or g.pending.kind != "defend"
    assert names(g, 0, "dump") == ["5C"] and sorted(names(g, 1, "rear")) == ["6C", "7C"]


@pytest.mark.parametrize(("step", "action", "reason"), [
    ("deposit", Deposit("AC"), "critter, not a credit"),
    ("deposit", Deposit("QS"), "not in player 1's hand"),
    ("deposit", Attack("2C"), "does not answer a deposit"),
    ("deploy", Deploy("8C"), "credit, not a critter"),
    ("attack", Attack("AC"), "not in player 1's rear"),
    ("attack", Attack("ZZ"), "no card named 'ZZ'"),
    ("defend", Block("2C", "3C"), "not in player 2's rear"),
])
def test_illegal_actions_change_nothing(step: str, action: object, reason: str) -> None:
    zones = {(0, "hand"): ["AC", "8C", "9C"], (0, "rear"): ["2C"], (0, "bank"): CREDITS[:1]}
    if step == "defend":
        zones = {(0, "front"): ["3C"], (1, "rear"): ["4C"]}
    g = position(step, zones)
    before = g.to_json()
    with pytest.raises(ValueError, match=reason) as info:  # IllegalAction is a ValueError
        g.apply(action)
    assert isinstance(info.value, IllegalAction)
    assert g.to_json() == before


def test_apply_after_game_over_is_refused() -> None:
    g = position("defend", {(0, "front"): ["7C"]}, lives=(17, 7))
    g.apply(Pass())
    before = g.to_json()
    with pytest.raises(IllegalAction, match="game is over"):
        g.apply(Pass())
    assert g.to_json() == before
