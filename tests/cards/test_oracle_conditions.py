"""The condition phrase (grammar.lark `cond_phrase`, cards/oracle/conditions.py): each phrase
lowers to one DSL condition and renders back to the same words; what it can't read stays
refused."""

from __future__ import annotations

import pytest

from mtg_engine.cards.oracle.conditional_effects import NOT_MINE, compile_conditional
from mtg_engine.cards.oracle.conditions import lower_condition, render_condition
from mtg_engine.cards.oracle.effects import Ctx, compile_effects

PHRASES = {
    "you control an artifact": {"kind": "controls", "count": 1,
                                "filter": {"types": ["Artifact"]}},
    "you control three or more artifacts": {"kind": "controls", "count": 3,
                                            "filter": {"types": ["Artifact"]}},
    "a creature died this turn": "creature_died_this_turn",  # morbid
    "there are four or more card types among cards in your graveyard":  # delirium
        {"kind": "card_types_in_graveyard", "count": 4},
    "there are two or more instant and/or sorcery cards in your graveyard":  # spell mastery
        {"kind": "graveyard_at_least", "count": 2, "filter": {"types": ["Instant", "Sorcery"]}},
    "you have seven or more cards in hand": {"kind": "hand_at_least", "count": 7},
    "you have one or fewer cards in hand": "hand_at_most",  # count 1, the default
    "an opponent controls more lands than you":
        {"kind": "opponent_controls_more", "count": 1, "filter": {"types": ["Land"]}},
    "no spells were cast last turn": {"kind": "spells_last_turn_at_most", "count": 0},
    "a player cast two or more spells last turn":
        {"kind": "player_spells_last_turn_at_least", "count": 2},
    "creatures you control have total power 8 or greater":  # formidable
        {"kind": "total_power_at_least", "count": 8},
    "you gained life this turn": "gained_life_this_turn",
    "an opponent lost life this turn": "opponent_lost_life_this_turn",
    "a permanent you controlled left the battlefield this turn": "permanent_left_this_turn",
    "you have 5 or less life": {"kind": "life_at_most", "count": 5},
    "you attacked this turn": "attacked_this_turn",  # raid
    "this spell was kicked": "kicked",  # 702.33d
    "an opponent controls an Island":  # a land type alone: subtypes, no card type (205.3i)
        {"kind": "opponent_controls", "count": 1, "filter": {"subtypes": ["Island"]}},
    "any player controls a black permanent":
        {"kind": "any_controls", "count": 1, "filter": {"colors": ["B"]}},
    "you control a Swamp": {"kind": "controls", "count": 1, "filter": {"subtypes": ["Swamp"]}},
    "there are two or more ki counters on ~":  # 122.1
        {"kind": "self_counters_at_least", "count": 2, "name": "ki"},
    "you control three or more creatures with different powers":  # coven
        {"kind": "different_powers_at_least", "count": 3},
    "you win the flip": "won_flip",  # 705
    "you lose the flip": "lost_flip",
    "you had a land enter the battlefield under your control this turn":  # 700.4
        {"kind": "you_had_enter", "count": 1, "filter": {"types": ["Land"]}},
    "you've drawn two or more cards this turn": {"kind": "drawn_this_turn_at_least", "count": 2},
    "enchanted creature is red": {"kind": "attached_is", "name": "enchanted creature",
                                  "filter": {"colors": ["R"]}},
}


@pytest.mark.parametrize("phrase", sorted(PHRASES))
def test_condition_phrase_lowers_and_renders_back(phrase: str) -> None:
    c = lower_condition(phrase)
    assert c == PHRASES[phrase]
    assert phrase in render_condition(c)


@pytest.mark.parametrize("phrase", ["able", "it's a land card", "you win the clash",
                                    "you control two Gates", "you cast it from exile"])
def test_not_a_condition_the_engine_knows(phrase: str) -> None:
    assert lower_condition(phrase) is None


def test_608_2c_if_you_do_after_pay() -> None:
    ctx = Ctx(allow_x=False, on_permanent=True)
    got = compile_conditional(ctx, "You may pay {1}. If you do, draw a card.", compile_effects)
    assert got == [{"pay": {"mana": "{1}", "may": True}},
                   {"draw": {"count": 1, "if": "did"}}]


def test_608_2c_if_you_do_needs_an_instruction_before() -> None:
    """"If you do" with no instruction before it, or after a conditional one, is not read."""
    ctx = Ctx(allow_x=False, on_permanent=True)
    assert compile_conditional(ctx, "If you do, discard a card.", compile_effects) is NOT_MINE
    assert compile_conditional(ctx, "If you control an artifact, draw a card. If you do, "
                               "discard a card.", compile_effects) is NOT_MINE
    assert compile_conditional(ctx, "Sacrifice a creature. If you do, draw two cards.",
                               compile_effects) == [
        {"sacrifice_chosen": {"count": 1, "filter": {"types": ["Creature"]}}},
        {"draw": {"count": 2, "if": "did"}}]


def test_it_in_a_conditional_sentence_refers_as_in_the_whole_text() -> None:
    """"it" in "If ..., it gains flying" names the target before: the sentences are read
    together without their conditions, so "it" is that target (not the source)."""
    ctx = Ctx(allow_x=False, on_permanent=True)
    text = ("Target creature gets +2/+2 until end of turn. If you control an artifact, "
            "it gains flying until end of turn.")
    artifact = {"kind": "controls", "count": 1, "filter": {"types": ["Artifact"]}}
    assert compile_conditional(ctx, text, compile_effects) == [
        {"pump": {"what": "target", "power": 2, "toughness": 2}},
        {"grant": {"what": "target", "keywords": ["flying"], "if": artifact}}]
    assert ctx.targets == [{"kind": "creature"}]


def test_a_negated_condition_has_no_wording_of_its_own() -> None:
    """Only an "instead" rider says a negated condition (by its pair): alone it can't be
    rendered, so it can't pass the round trip as the positive condition."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    with pytest.raises(RenderError):
        render_condition({"kind": "creature_died_this_turn", "negate": True})
