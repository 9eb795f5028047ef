"""Bad input gets a clear error and changes nothing: malformed actions, card files with absurd
numbers, and an effect that would repeat an event without end."""

from __future__ import annotations

import json
import re

import pytest

from mtg_engine.actions import (
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    PassPriority,
    PlayLand,
    action_from_json,
    malformed,
)
from mtg_engine.cards.database import CardDatabase
from mtg_engine.cards.dsl import CardFileError
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.rules.casting import IllegalActionError
from mtg_engine.testing import Scenario, Step, Zone

DECKS = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]

SAC_CARD = """
- name: Test Altar
  cost: "{1}"
  type: Artifact
  text: "Sacrifice a creature: You gain 2 life."
  abilities:
    - cost: {sacrifice: {types: [creature]}}
      text: "Sacrifice a creature: You gain 2 life."
      effects: [{gain_life: {amount: 2}}]
"""


def _snapshot(g: Game) -> str:
    return json.dumps(g.to_json(), sort_keys=True)


def _altar_game() -> Game:
    db = CardDatabase.builtin()
    db.load_file("altar.yaml", text=SAC_CARD)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Altar")
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    while g.pending.kind != "priority" or g.state.step is not Step.PRECOMBAT_MAIN:
        g.apply(PassPriority())
    return g


def _altar(g: Game) -> int:
    return next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Test Altar")


@pytest.mark.parametrize("bad", [
    ActivateAbility(0, 0, sacrifice=None),  # type: ignore[arg-type]
    ActivateAbility(0, 0, sacrifice=("x",)),  # type: ignore[arg-type]
    ActivateAbility(0, "0"),  # type: ignore[arg-type]
    ActivateAbility(0, 0, targets=(10**40,)),
    ActivateAbility(0, 0, sacrifice=(-999,)),
    ActivateAbility(0, 0, payment=[1]),  # type: ignore[arg-type]
    ActivateAbility(0, 0, x=True),  # type: ignore[arg-type]
])
def test_malformed_activation_is_refused_and_changes_nothing(bad: ActivateAbility) -> None:
    g = _altar_game()
    bad = ActivateAbility(_altar(g), *[getattr(bad, f) for f in
                                       ("ability", "targets", "x", "payment", "sacrifice")])
    before = _snapshot(g)
    reason = g.why_illegal(bad)
    assert reason is not None
    with pytest.raises(IllegalActionError):
        g.apply(bad)
    assert _snapshot(g) == before
    assert g.pending.kind == "priority"


def test_the_well_formed_sacrifice_still_works_118_3() -> None:
    g = _altar_game()
    bears = next(o for o in g.state.battlefield if g.state.objects[o].card.name == "Grizzly Bears")
    offered = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == _altar(g)]
    assert offered == [ActivateAbility(_altar(g), 0, sacrifice=(bears,))]
    g.apply(offered[0])
    assert bears not in g.state.battlefield


@pytest.mark.parametrize("bad", [
    PlayLand("7"),  # type: ignore[arg-type]
    PlayLand(-10**12),
    PlayLand(-40),  # a player reference to no player
    CastSpell(10**50),
    CastSpell(1, targets=(-50,)),
    CastSpell(1, x=-1),
    CastSpell(1, payment=(3, 3)),
    CastSpell(1, modes=None),  # type: ignore[arg-type]
    Choose((1.5,)),  # type: ignore[arg-type]
    Choose(None),  # type: ignore[arg-type]
    DeclareAttackers(((1,),)),  # type: ignore[arg-type]
    AssignDamage(((1, 2, 3),)),  # type: ignore[arg-type]
    "PassPriority",
    None,
])
def test_malformed_actions_at_any_decision_change_nothing(bad: object) -> None:
    g = Game.new(DECKS, seed=3)
    for _ in range(3):  # the mulligan decision, then priority
        before = _snapshot(g)
        assert g.why_illegal(bad) is not None  # type: ignore[arg-type]
        assert not g.is_legal(bad)  # type: ignore[arg-type]
        with pytest.raises(IllegalActionError):
            g.apply(bad)  # type: ignore[arg-type]
        assert _snapshot(g) == before
        g.apply(g.legal_actions()[0])


def test_action_from_json_names_the_bad_field() -> None:
    with pytest.raises(ValueError, match="'sacrifice' must be a list of whole numbers"):
        action_from_json({"type": "ActivateAbility", "source": 1, "ability": 0,
                          "sacrifice": None, "payment": None})
    with pytest.raises(ValueError, match="has no field 'colour'"):
        action_from_json({"type": "CastSpell", "card": 1, "colour": 2})
    with pytest.raises(ValueError, match="is not an action"):
        action_from_json({"type": "PriorityDecision", "player": 0})
    with pytest.raises(ValueError, match="not list"):
        action_from_json([1, 2])  # type: ignore[arg-type]
    assert action_from_json({"type": "CastSpell", "card": 4, "payment": None}) == CastSpell(4)
    assert malformed(CastSpell(4, payment=(1, 2))) is None


def test_why_illegal_and_apply_agree_on_every_offered_and_perturbed_action() -> None:
    """Whatever why_illegal accepts, apply carries out; whatever it refuses, apply refuses."""
    g = Game.new(DECKS, seed=11)
    import random

    rng = random.Random(4)
    for _ in range(300):
        if g.is_over:
            break
        acts = g.legal_actions()
        a = rng.choice(acts)
        for f in ("card", "source", "ability", "x"):
            if hasattr(a, f) and rng.random() < 0.3:
                from dataclasses import replace
                b = replace(a, **{f: rng.choice([-3, 0, 1, 99, 10**6])})
                reason = g.why_illegal(b)
                if reason is not None:
                    before = _snapshot(g)
                    with pytest.raises(IllegalActionError):
                        g.apply(b)
                    assert _snapshot(g) == before
        g.apply(a)


# ------------------------------------------------------------------ card files


@pytest.mark.parametrize(("text", "field"), [
    ("power: two\n  toughness: 2", "power"),
    ("power: 2\n  toughness: '*'", "toughness"),
    ("power: 2000000\n  toughness: 2", "power"),
    ("power: 2\n  toughness: 2\n  abilities:\n    - {text: x, effects: [{draw: {count: -3}}]}",
     "abilities[0].effects[0].draw.count"),
    ("power: 2\n  toughness: 2\n  abilities:\n    - {text: x, effects: [{draw: {count: 10^30}}]}",
     "abilities[0].effects[0].draw.count"),
    ("power: 2\n  toughness: 2\n  abilities:\n"
     "    - {text: x, effects: [{draw: {count: 1000000000000000000000000000000}}]}",
     "abilities[0].effects[0].draw.count"),
    ("power: 2\n  toughness: 2\n  abilities:\n    - {text: x, effects: [{gain_life: {amount: 1.5}}]}",
     "abilities[0].effects[0].gain_life.amount"),
    ("power: 2\n  toughness: 2\n  abilities:\n    - {text: x, cost: {pay_life: -2}, effects: []}",
     "abilities[0].cost.pay_life"),
])
def test_card_file_numbers_are_checked_with_the_field_named(text: str, field: str) -> None:
    db = CardDatabase.builtin()
    with pytest.raises(CardFileError, match=re.escape(f"field {field!r}")):
        db.load_file("bad.yaml", text=f"- name: Bad Bear\n  type: Creature — Bear\n  {text}\n")


def test_card_file_accepts_negative_pump_and_printed_negative_power() -> None:
    db = CardDatabase.builtin()
    db.load_file("ok.yaml", text="""
- name: Minus Bear
  type: Creature — Bear
  power: -1
  toughness: 3
  abilities:
    - {text: "{T}: It gets -2/-2.", cost: {tap: true},
       effects: [{pump: {what: self, power: -2, toughness: -2}}]}
""")
    assert db.get("Minus Bear").power == -1


def test_drawing_many_from_an_empty_library_is_one_event_121_4_704_5b() -> None:
    """121.4: drawing from an empty library fails; the player loses at the next check of
    state-based actions (704.5b). Ten thousand failed draws are one event, not one each."""
    db = CardDatabase.builtin()
    db.load_file("draw.yaml", text="""
- name: Deep Thought
  cost: "{R}"
  type: Sorcery
  spell: {effects: [{draw: {count: 1000}}]}
""")
    s = Scenario(cards=db)
    s.remove_all_from_library("A")
    s.add_card(Zone.LIBRARY, "A", "Wastes", 2)
    s.add_card(Zone.BATTLEFIELD, "A", "Mountain")
    s.add_card(Zone.HAND, "A", "Deep Thought")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Deep Thought")
    s.execute()
    log = list(s.game.state.log)
    assert sum(1 for e in log if e[0] == "draw") == 2
    assert sum(1 for e in log if e[0] == "draw_empty") == 1
    assert s.game.winner == 1
