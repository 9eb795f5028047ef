"""Magic: Made Mundane extensions: card abilities, mulligans, choosing the opening hand, deck
stacking, custom decks and the parameter table."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtg_engine.variants.mundane.abilities import AbilityTableError, load_table
from mtg_engine.variants.mundane.actions import (
    Attack,
    Block,
    ChooseCard,
    Decision,
    Deploy,
    IllegalAction,
    Keep,
    Mulligan,
    Pass,
    StackCard,
)
from mtg_engine.variants.mundane.cards import (
    DeckFileError,
    card_names,
    composed_deck,
    parse_rank_deck,
)
from mtg_engine.variants.mundane.config import ConfigError, MundaneConfig, preset, table_items
from mtg_engine.variants.mundane.game import MundaneGame
from mtg_engine.variants.mundane.positions import names, position


def with_abilities(table: dict[str, str], **kw: object) -> MundaneConfig:
    return MundaneConfig(abilities=table_items(table), **kw)  # type: ignore[arg-type]


def test_return_to_hand_instead_of_dump() -> None:
    cfg = with_abilities({"3H": "return_to_hand"})
    g = position("defend", {(0, "front"): ["3H"], (1, "rear"): ["5S"]}, config=cfg)
    g.apply(Block("5S", "3H"))
    assert names(g, 0, "dump") == [] and "3H" in names(g, 0, "hand")


def test_cannot_attack_alone() -> None:
    cfg = with_abilities({"4C": "cannot_attack_alone"})
    g = position("attack", {(0, "rear"): ["4C", "5C"]}, config=cfg)
    g.apply(Attack("4C"))
    assert Pass() not in g.legal_actions()
    with pytest.raises(IllegalAction, match="cannot attack alone"):
        g.apply(Pass())
    g.apply(Attack("5C"))  # the rear is empty: the attack ends by itself
    assert g.players[1].lives == 8 and g.pending == Decision(1, "deposit")
    alone = position("attack", {(0, "rear"): ["4C"]}, config=cfg)
    assert alone.legal_actions() == [Pass()]


def test_aces_are_twos_while_in_play() -> None:
    cfg = with_abilities({"5D": "aces_are_twos"})
    g = position("deploy", {(0, "hand"): ["AC", "2C"], (0, "bank"): ["8C"],
                            (1, "rear"): ["5D"]}, config=cfg)
    assert g.value(0, g.card(0, "AC")) == 2
    assert not g.is_legal(Deploy("AC"))
    quiet = position("deploy", {(0, "hand"): ["AC", "2C"], (0, "bank"): ["8C"],
                                (1, "hand"): ["5D"]}, config=cfg)
    assert quiet.value(0, quiet.card(0, "AC")) == 1 and quiet.is_legal(Deploy("AC"))


def test_only_odd_critters_may_oppose() -> None:
    cfg = with_abilities({"6S": "odd_opposers_only"})
    g = position("defend", {(0, "front"): ["6S"], (1, "rear"): ["2C", "3C", "7C"]}, config=cfg)
    assert {a.blocker for a in g.legal_actions() if isinstance(a, Block)} == {"3C", "7C"}
    before = g.to_json()
    with pytest.raises(IllegalAction, match="2C may not oppose 6S"):
        g.apply(Block("2C", "6S"))
    assert g.to_json() == before


def test_bank_wipe_on_deploy() -> None:
    cfg = with_abilities({"2D": "bank_wipe"})
    g = position("deploy", {(0, "hand"): ["2D", "AC"], (0, "bank"): ["8C", "9C"],
                            (1, "bank"): ["8D", "9D", "10D"]}, config=cfg)
    g.apply(Deploy("2D"))
    assert g.players[0].bank == [] and g.players[1].bank == []
    assert sorted(names(g, 0, "dump")) == ["8C", "9C"]
    assert sorted(names(g, 1, "dump")) == ["10D", "8D", "9D"]
    assert g.pending == Decision(0, "attack")  # no credit left for the ace


@pytest.mark.parametrize(("lives", "winner", "left"), [(20, 1, 11), (9, 0, 0)])
def test_berserk(lives: int, winner: int, left: int) -> None:
    cfg = with_abilities({"7S": "berserk"})
    g = position("attack", {(0, "rear"): ["7S"]}, lives=(17, lives), config=cfg)
    g.apply(Attack("7S"))  # nothing else to do or oppose with: straight to mop-up
    assert g.is_over and g.winner == winner
    assert g.players[1].lives == left
    if winner == 1:
        assert g.players[0].lives == 0


def test_mulligans_shrink_the_hand() -> None:
    g = MundaneGame(MundaneConfig(mulligans=True), seed=2)
    assert g.pending == Decision(0, "mulligan")
    g.apply(Mulligan())
    assert len(g.players[0].hand) == 5 and len(g.players[0].deck) == 47
    g.apply(Mulligan())
    assert len(g.players[0].hand) == 4
    g.apply(Keep())
    assert g.pending == Decision(1, "mulligan")
    g.apply(Keep())
    assert len(g.players[0].hand) == 5 and len(g.players[1].hand) == 6  # +1 from the draw
    assert g.players[0].mulligans == 2


def test_mulligan_to_an_empty_hand() -> None:
    g = MundaneGame(MundaneConfig(mulligans=True, hand_size=2), seed=2)
    g.apply(Mulligan())
    g.apply(Mulligan())
    assert g.pending == Decision(1, "mulligan") and g.players[0].hand == []


def test_choose_opening_hand() -> None:
    g = MundaneGame(MundaneConfig(choose_hand=True), seed=3)
    chosen = ["KC", "KD", "QC", "AC", "AD", "2C"]
    for n in chosen:
        assert g.pending == Decision(0, "choose_hand")
        g.apply(ChooseCard(n))
    assert g.pending == Decision(1, "choose_hand")
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    assert names(g, 0, "hand")[:6] == chosen and len(g.players[0].hand) == 7


def test_stacking_orders_the_deck() -> None:
    g = MundaneGame(MundaneConfig(stacking=True), seed=3)
    order = ["KC", "AC", "QC", "2C", "JC", "3C", "10C", "4C"]
    for n in order:
        g.apply(StackCard(n))
    while g.pending is not None and g.pending.kind == "stack" and g.pending.player == 0:
        g.apply(g.legal_actions()[-1])
    while g.pending is not None and g.pending.kind == "stack":
        g.apply(g.legal_actions()[0])
    # The first six stacked cards are the opening hand; the seventh is the first draw.
    assert names(g, 0, "hand") == order[:7]
    assert g.name(0, g.players[0].deck[-1]) == "4C"


def test_rank_deck_file_and_names() -> None:
    deck = parse_rank_deck("# swarm\n8 A\n4 K\nQ\n", "swarm.txt")
    assert deck == (1,) * 8 + (12,) + (13,) * 4
    assert card_names(deck)[:8] == ("AC", "AD", "AH", "AS", "AC2", "AD2", "AH2", "AS2")
    with pytest.raises(DeckFileError, match=r"swarm\.txt line 2: unknown rank 'Z'"):
        parse_rank_deck("4 A\n2 Z\n", "swarm.txt")
    with pytest.raises(DeckFileError, match="line 1: expected 'RANK' or 'COUNT RANK'"):
        parse_rank_deck("4 A A\n", "x")


def test_parameter_table_presets() -> None:
    assert MundaneConfig().decks[0] == tuple(r for r in range(1, 14) for _ in range(4))
    mtg = preset("mtg")
    assert (mtg.lives, mtg.hand_size, len(mtg.decks[0])) == (20, 7, 60)
    assert sum(r <= 7 for r in mtg.decks[0]) == 36
    assert composed_deck(28, 24) == MundaneConfig().decks[0]
    g = MundaneGame(mtg, seed=1)
    assert [len(p.hand) for p in g.players] == [8, 7] and g.players[0].lives == 20
    eights = MundaneGame(preset("eights"), seed=1)
    assert not eights.is_credit(0, eights.card(0, "8C"))
    assert eights.is_credit(0, eights.card(0, "9C"))
    with pytest.raises(ConfigError, match="lives must be at least 1"):
        MundaneConfig(lives=0)


def test_ability_table_file(tmp_path: Path) -> None:
    good = tmp_path / "a.yaml"
    good.write_text("7S: berserk\nAC: [return_to_hand, cannot_attack_alone]\n")
    assert load_table(good) == {"7S": ("berserk",), "AC": ("return_to_hand",
                                                           "cannot_attack_alone")}
    bad = tmp_path / "b.yaml"
    bad.write_text("7S: flying\n")
    with pytest.raises(AbilityTableError, match="card 7S: unknown ability 'flying'"):
        load_table(bad)
    bad.write_text("ZZ: berserk\n")
    with pytest.raises(AbilityTableError, match="'ZZ' is not a card name"):
        load_table(bad)
    assert len(load_table("sample")) == 6
