"""A permanent without static abilities entering or leaving the battlefield keeps what it can't
change computed (rules/plain_moves.py, issue 12): every test fails if a value that must be forgotten
is kept. A stale cached value is a rules bug."""

from __future__ import annotations

from typing import Any

from mtg_engine.actions import CastSpell, PlayLand
from mtg_engine.agents.random_agent import RandomAgent
from mtg_engine.cards.database import CardDatabase
from mtg_engine.formats.decklist import starter_deck
from mtg_engine.game import Game
from mtg_engine.rules import (
    activation_cost_changes,
    ascend,
    casting,
    costs,
    face_down,
    faces,
    mana,
    play_permissions,
    replacement,
    restrictions,
    trigger_base,
)
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.plain_moves import plain_permanent
from mtg_engine.state.game_state import GameState
from mtg_engine.testing import Scenario, Step, Zone


def _kept_values(state: GameState) -> dict[str, Any]:
    """Every value a plain move may keep, as `state` answers it."""
    players = range(len(state.players))
    return {
        "restriction summary": restrictions._summary(state),
        "spell cost sources": costs.spell_cost_sources(state),
        "ability cost sources": activation_cost_changes.sources(state),
        "replacement sources": replacement._static_sources(state),
        "trigger index": trigger_base._battlefield_index(state),
        "ascend": ascend._ascend_permanents(state),
        "day/night bound": faces._day_night_bound(state),
        "face down": face_down._face_down_permanents(state),
        "castable": [casting._castable_faces(state, p) for p in players],
        "own castable": [play_permissions._own_castable(state, p) for p in players],
        "colour demand": [mana.colour_demand(state, p) for p in players],
        "permanents": {oid: characteristics(state, oid) for oid in state.battlefield},
    }


def _stale(state: GameState) -> list[str]:
    fresh = state.copy()
    fresh.characteristics_changed()
    now, then = _kept_values(state), _kept_values(fresh)
    return [k for k in now if now[k] != then[k]]


def test_kept_values_match_a_computation_from_scratch_in_random_games() -> None:
    """Random games of the starter decks (basic lands and vanilla creatures entering, dying):
    at every decision, each value a plain move may keep equals a fresh computation."""
    decks = [starter_deck("red_green").cards(), starter_deck("white_black").cards()]
    problems: list[str] = []
    for seed in (1, 2, 3):
        g = Game.new(decks, seed=seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 10_000)]
        for i in range(300):
            if g.is_over:
                break
            stale = _stale(g.state)
            if stale:
                problems.append(f"seed {seed}, action {i}: {stale}")
                break
            p = g.pending.player  # type: ignore[union-attr]
            g.apply(agents[p].choose(g, p))
    assert problems == []


def _main_phase(s: Scenario) -> Game:
    s.stop_at(1, Step.PRECOMBAT_MAIN)
    s.execute()
    g = s.game
    g.resume()
    return g


def _card(g: Game, name: str, zone: list[int]) -> int:
    return next(oid for oid in zone if g.state.objects[oid].card.name == name)


def test_604_3_a_graveyard_cda_counting_swamps_sees_a_swamp_played(real_db: CardDatabase) -> None:
    """Nightmare in A's graveyard ("power and toughness are each equal to the number of Swamps
    you control", a characteristic-defining ability that works there, 604.3, 113.6a) with two
    Swamps: 2/2. A plays a third Swamp (a plain permanent: what was computed for the other
    permanents is kept): Nightmare is 3/3 at once."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Swamp", 2)
    s.add_card(Zone.GRAVEYARD, "A", "Nightmare")
    s.add_card(Zone.HAND, "A", "Swamp")
    g = _main_phase(s)
    state = g.state
    nightmare = _card(g, "Nightmare", state.players[0].graveyard)
    assert (characteristics(state, nightmare).power, characteristics(state, nightmare).toughness) \
        == (2, 2)
    swamp = _card(g, "Swamp", state.players[0].hand)
    assert plain_permanent(state, state.objects[swamp])
    g.apply(PlayLand(swamp))
    assert (characteristics(state, nightmare).power, characteristics(state, nightmare).toughness) \
        == (3, 3)
    assert _stale(state) == []


def test_704_5j_a_second_plain_legend_entering_is_seen_by_the_legend_rule(
        real_db: CardDatabase) -> None:
    """Isamaru, Hound of Konda (a legendary 2/2 without abilities) on A's battlefield; A casts a
    second one (a plain permanent entering: the last state-based-action check found nothing,
    but that is forgotten): the legend rule makes A keep one (704.5j), the other is put into
    the graveyard."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Isamaru, Hound of Konda")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Isamaru, Hound of Konda")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Isamaru, Hound of Konda")
    s.set_choice("A", "Isamaru, Hound of Konda")  # 704.5j: the one A keeps
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Isamaru, Hound of Konda", 1)
    s.assert_graveyard_count("A", "Isamaru, Hound of Konda", 1)


def test_603_2_a_plain_creature_entering_triggers_soul_warden(real_db: CardDatabase) -> None:
    """Soul Warden ("Whenever another creature enters, you gain 1 life.") on A's battlefield:
    A casts Grizzly Bears (no abilities: the index of triggered abilities is kept, 603.2) and
    gains 1 life; then B's Grizzly Bears entering too (A: 22)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "B", "Forest", 2)
    s.add_card(Zone.HAND, "B", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Grizzly Bears")
    s.stop_at(2, Step.END_TURN)
    s.execute()
    s.assert_life("A", 22)
    s.assert_permanent_count("A", "Grizzly Bears", 1)
    s.assert_permanent_count("B", "Grizzly Bears", 1)


def test_603_2_a_second_soul_warden_entering_is_in_the_index_of_triggered_abilities(
        real_db: CardDatabase) -> None:
    """A casts a second Soul Warden (a card with a triggered ability but no static one: the
    index of triggered abilities must be forgotten as it enters, 603.2): the first triggers
    (21), then Grizzly Bears entering triggers both (23)."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Soul Warden")
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.BATTLEFIELD, "A", "Forest", 2)
    s.add_card(Zone.HAND, "A", "Soul Warden")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Soul Warden")
    s.cast_spell(1, Step.PRECOMBAT_MAIN, "A", "Grizzly Bears")
    s.stop_at(1, Step.END_TURN)
    s.execute()
    s.assert_permanent_count("A", "Soul Warden", 2)
    s.assert_life("A", 23)


def test_506_4_a_plain_creature_dying_in_combat_leaves_the_rest_of_combat_as_it_was(
        real_db: CardDatabase) -> None:
    """A attacks with Grizzly Bears and Runeclaw Bear (2/2s without abilities); B's Centaur
    Courser (3/3) blocks the Bears, which die (a plain permanent leaving during combat: it is
    removed from combat, 506.4, and only what it changed is forgotten). In the end of combat
    step, Runeclaw Bear is still attacking, the Courser still blocking with 2 damage marked,
    every kept value is what a fresh computation gives, and B is at 18."""
    seen: list[tuple[bool, bool, int, list[str]]] = []

    def end_of_combat(sc: Scenario) -> None:
        state = sc.game.state
        assert state.combat is not None
        runeclaw = _card(sc.game, "Runeclaw Bear", state.battlefield)
        courser = _card(sc.game, "Centaur Courser", state.battlefield)
        seen.append((runeclaw in state.combat.attackers, courser in state.combat.blockers,
                     state.objects[courser].damage, _stale(state)))

    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Runeclaw Bear")
    s.add_card(Zone.BATTLEFIELD, "B", "Centaur Courser")
    s.attack(1, "A", "Grizzly Bears")
    s.attack(1, "A", "Runeclaw Bear")
    s.block(1, "B", "Centaur Courser", "Grizzly Bears")
    s.check(1, Step.END_COMBAT, end_of_combat)
    s.stop_at(1, Step.POSTCOMBAT_MAIN)
    s.execute()
    assert seen == [(True, True, 2, [])]
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_life("B", 18)


def test_305_1_a_basic_land_played_pays_for_a_spell_at_once(real_db: CardDatabase) -> None:
    """One Forest and Grizzly Bears ({1}{G}) in A's hand: the Bears aren't offered; once A plays
    a second Forest (its intrinsic mana ability, 305.6, a plain permanent entering), they are,
    and B's castable cards, kept, are still right."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Forest")
    s.add_card(Zone.HAND, "A", "Grizzly Bears")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")
    g = _main_phase(s)
    state = g.state
    bears = _card(g, "Grizzly Bears", state.players[0].hand)
    assert not any(isinstance(a, CastSpell) and a.card == bears for a in g.legal_actions())
    casting._castable_faces(state, 1)  # (computed before the land enters)
    g.apply(PlayLand(_card(g, "Forest", state.players[0].hand)))
    assert any(isinstance(a, CastSpell) and a.card == bears for a in g.legal_actions())
    assert _stale(state) == []
