"""The fuzz test (issue 15): random decks of every supported built-in card, random agents, and
after every action the invariants of `mtg_engine.testing.fuzz` (zones consistent, cards
conserved, copy and JSON round trip equal, every offered action legal). `bench/fuzz.py` runs
the same for longer."""

from __future__ import annotations

import pytest

from mtg_engine.actions import ActivateAbility, PassPriority
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.cards.database import CardDatabase
from mtg_engine.testing import Scenario, Step, Zone
from mtg_engine.testing.fuzz import InvariantError, check_zones, fuzz, supported_spells


@pytest.mark.parametrize("seeds", [range(0, 2), range(2, 4)])
def test_random_decks_keep_every_invariant(seeds: range) -> None:
    db = CardDatabase.builtin()
    assert len(supported_spells(db)) > 50
    stats = fuzz(seeds, db, max_actions=250)  # the checks cost O(game length) per action
    assert stats.games == len(seeds) and stats.actions >= 400
    assert not stats.failures


def test_707_12_a_copy_of_a_card_waiting_to_be_cast_is_not_a_card() -> None:
    """707.12: a cipher or "cast a copy" effect makes a copy of a card in its zone, then its
    controller may cast it; while it waits it is no card (fuzz seed 17458 counted it: 121 of
    120). A copy's card count stays the number of cards."""
    from mtg_engine.rules.cast_copy import card_copy

    s = Scenario()
    s.add_card(Zone.EXILE, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    cards = sum(1 for o in g.state.objects.values() if not o.card.is_token)
    card_copy(g.state, g.state.exile[0], 0)
    check_zones(g, cards)


def test_the_invariant_checks_can_fail() -> None:
    s = Scenario()
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    cards = sum(1 for o in g.state.objects.values() if not o.card.is_token)
    check_zones(g, cards)
    with pytest.raises(InvariantError, match="cards instead of"):
        check_zones(g, cards + 1)
    g.state.exile.append(g.state.battlefield[0])
    with pytest.raises(InvariantError, match="is in battlefield and exile"):
        check_zones(g, cards)


FREE = """
- name: Busy Box
  cost: "{0}"
  type: Artifact
  text: "{0}: You gain 0 life."
  abilities:
    - {cost: {mana: "{0}"}, text: "{0}: You gain 0 life.", effects: [{gain_life: {amount: 0}}]}
"""


def test_a_random_agent_with_a_free_ability_still_ends_its_turn() -> None:
    db = CardDatabase.builtin()
    db.load_file("busy.yaml", text=FREE)
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Busy Box")
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    agent = RandomAgent(3, max_per_turn=30)
    for _ in range(5000):
        if g.state.turn > 1:
            break
        a = agent.choose(g, g.pending.player)
        g.apply(a)
    assert g.state.turn > 1
    assert any(isinstance(a, ActivateAbility) for a in g.action_list())
    assert isinstance(g.action_list()[-1], PassPriority) or g.state.turn > 1
