"""Conditions changed in session 12: regressions per family (the compiler's reading)."""

from __future__ import annotations

from mtg_engine.cards.database import CardDatabase


def test_608_2h_a_player_target_is_no_card(real_db: CardDatabase) -> None:
    """Graveyard Shovel: "Target player exiles a card from their graveyard. If it's a creature
    card, you gain 2 life." "it" is the exiled card, not the target player: the condition
    isn't read as one on the target (it was, and was never true: a misplay); refused."""
    got = real_db.compiled("Graveyard Shovel")
    assert not got.supported
    assert not real_db.compiled("Dimensional Infiltrator").supported  # (the same reading)


def test_608_2c_if_you_do_you_may(real_db: CardDatabase) -> None:
    """Telekinetic Bonds: "Whenever a player discards a card, you may pay {1}{U}. If you do,
    you may tap or untap target permanent." The second "may" keeps its condition (did)."""
    got = real_db.compiled("Telekinetic Bonds")
    assert got.supported, got.reasons
    trigger = got.dsl["triggers"][0]  # type: ignore[index]
    assert trigger["effects"][1] == {"tap_or_untap": {"what": "target", "may": True,
                                                      "if": "did"}}


def test_608_2d_the_may_of_another_player_in_the_dsl(real_db: CardDatabase) -> None:
    """Gravestorm's DSL: the exile is offered to the target opponent (`may: target`), the
    draw to its controller if that player didn't."""
    got = real_db.compiled("Gravestorm")
    assert got.supported, got.reasons
    effects = got.dsl["triggers"][0]["effects"]  # type: ignore[index]
    assert effects == [{"exile_from_graveyard": {"count": 1, "who": "target", "may": "target"}},
                       {"draw": {"count": 1, "may": True, "if": "did_not"}}]
