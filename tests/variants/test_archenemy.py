"""Archenemy (904): the scheme deck, setting the top scheme in motion as the archenemy's
precombat main phase begins (904.9, 701.25), non-ongoing schemes going back to the bottom
(704.6e), ongoing schemes and abandoning them (904.11, 701.26), the archenemy's 40 life and
first turn (904.5, 904.6), and an Archenemy game's copy and save."""

from __future__ import annotations

import pytest

from mtg_engine.game import Game
from mtg_engine.testing import Scenario, Step, Zone
from tests.variants.command_cards import command_cards


def _face_up(s: Scenario) -> list[str]:
    return [s.state.objects[o].name for o in s.state.command]


def test_scheme_set_in_motion_then_back_to_the_bottom() -> None:
    """904.9: as A's precombat main phase begins, the top scheme is set in motion: its "When
    you set this scheme in motion" ability creates a 5/5 Dragon; 704.6e: once that ability
    has left the stack, the scheme goes face down to the bottom of the scheme deck."""
    s = Scenario(cards=command_cards())
    s.set_scheme_deck("A", ["Look Skyward and Despair", "Roots of All Evil"])
    s.check(1, Step.BEGIN_COMBAT, lambda sc: sc.assert_permanent_count("A", "Dragon Token", 1))
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    assert [e[3] for e in s.state.log if e[0] == "set_in_motion"] == ["Look Skyward and Despair"]
    assert _face_up(s) == []
    assert s.state.variant.scheme_decks[0] == ("Roots of All Evil", "Look Skyward and Despair")
    s.assert_power_toughness("A", "Dragon Token", 5, 5)


def test_only_the_archenemy_sets_schemes_in_motion_each_turn() -> None:
    """904.9: on each of the archenemy's turns (turns 1 and 3), not the opponent's (turn 2)."""
    s = Scenario(cards=command_cards())
    s.set_scheme_deck("A", ["Look Skyward and Despair", "Roots of All Evil"])
    s.stop_at(3, Step.BEGIN_COMBAT)
    s.execute()
    assert [(e[1], e[3]) for e in s.state.log if e[0] == "set_in_motion"] == [
        (0, "Look Skyward and Despair"), (0, "Roots of All Evil")]
    s.assert_permanent_count("A", "Dragon Token", 1)
    s.assert_permanent_count("A", "Saproling Token", 5)
    s.assert_permanent_count("B", None, 0)


def test_this_scheme_deals_the_damage() -> None:
    """313.7: "it" / "this scheme" is the scheme card: Know Naught but Fire deals B damage
    equal to the cards in B's hand (3)."""
    s = Scenario(cards=command_cards())
    s.set_scheme_deck("A", ["Know Naught but Fire"])
    s.add_card(Zone.HAND, "B", "Grizzly Bears", 3)
    s.stop_at(1, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_life("B", 17)
    damage = [e for e in s.state.log if e[0] == "damage"]
    assert len(damage) == 1 and s.state.log[0] is not None
    assert damage[0][1] == next(e[2] for e in s.state.log if e[0] == "set_in_motion")


def test_ongoing_scheme_stays_and_is_abandoned() -> None:
    """904.11: an ongoing scheme stays face up: The Very Soil Shall Shake gives A's creatures
    +2/+2 and trample (from the command zone, 904.8); "When a creature you control dies,
    abandon this scheme" (701.26: face down to the bottom of the deck): Llanowar Elves (3/3)
    dies to Lightning Bolt, the scheme is abandoned, Grizzly Bears is 2/2 again."""
    s = Scenario(cards=command_cards())
    s.set_scheme_deck("A", ["The Very Soil Shall Shake", "Roots of All Evil"])
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Llanowar Elves")
    s.add_card(Zone.BATTLEFIELD, "B", "Mountain")
    s.add_card(Zone.HAND, "B", "Lightning Bolt")

    def shaking(sc: Scenario) -> None:
        assert _face_up(sc) == ["The Very Soil Shall Shake"]
        sc.assert_power_toughness("A", "Grizzly Bears", 4, 4)
        sc.assert_abilities("A", "Grizzly Bears", ["Trample"])

    s.check(1, Step.BEGIN_COMBAT, shaking)
    s.check(2, Step.UPKEEP, shaking)  # (still face up on the opponent's turn)
    s.cast_spell(2, Step.PRECOMBAT_MAIN, "B", "Lightning Bolt", targets=["Llanowar Elves"])
    s.stop_at(2, Step.BEGIN_COMBAT)
    s.execute()
    s.assert_graveyard_count("A", "Llanowar Elves", 1)
    assert _face_up(s) == []
    assert [e[3] for e in s.state.log if e[0] == "abandon"] == ["The Very Soil Shall Shake"]
    assert s.state.variant.scheme_decks[0] == ("Roots of All Evil", "The Very Soil Shall Shake")
    s.assert_power_toughness("A", "Grizzly Bears", 2, 2)
    s.assert_abilities("A", "Grizzly Bears", ["Trample"], present=False)


def test_scenario_archenemy_life() -> None:
    """904.5: the archenemy starts at 40 life, the others at 20."""
    s = Scenario(cards=command_cards())
    s.set_scheme_deck("A", ["Roots of All Evil"])
    s.stop_at(1, Step.UPKEEP)
    s.execute()
    s.assert_life("A", 40)
    s.assert_life("B", 20)


_SCHEMES = ["Look Skyward and Despair", "Know Naught but Fire", "The Very Soil Shall Shake",
            "Roots of All Evil"] * 2
_BLANK = [f"Scheme {i}" for i in range(12)]


def _db():  # type: ignore[no-untyped-def]
    """The test schemes and twelve schemes without abilities (a scheme deck has twenty cards,
    904.3)."""
    db = command_cards()
    if "Scheme 0" not in db:
        db.load_file("blank_schemes.yaml", text="\n".join(
            f"- {{name: {n}, type: Scheme, colors: []}}" for n in _BLANK))
    return db


def test_game_new_archenemy_first_turn_life_and_json() -> None:
    """904.4-904.6: Game.new with a scheme deck for B: B has 40 life and takes the first turn
    (shuffled deck, one scheme set in motion on turn 1); the game copies and round-trips
    through JSON."""
    deck = ["Mountain"] * 20 + ["Grizzly Bears"] * 20
    game = Game.new([deck, deck], seed=2, db=_db(), mulligans=False,
                    scheme_decks=[[], _SCHEMES + _BLANK])
    assert game.state.active == 1
    assert [p.life for p in game.state.players] == [20, 40]
    from mtg_engine.agents.random_agent import RandomAgent

    agents = [RandomAgent(seed=3), RandomAgent(seed=4)]
    while game.turn < 4 and not game.is_over:
        d = game.pending
        assert d is not None
        twin = Game.from_json(game.to_json(history=True), db=_db())
        assert twin.state.to_json() == game.state.to_json()
        game.apply(agents[d.player].choose(game, d.player))
    moved = [e for e in game.state.log if e[0] == "set_in_motion"]
    assert [e[1] for e in moved] == [1, 1]  # turns 1 and 3, B's
    assert len(game.state.variant.scheme_deck(1)) + len(game.state.command) == 20


def test_scheme_deck_rules_checked() -> None:
    """904.3: at least twenty scheme cards, at most two of a name; 904.2: the engine has no
    teams, so one archenemy faces one opponent (or every player is one, 904.12)."""
    deck = ["Mountain"] * 20
    with pytest.raises(ValueError, match="at least 20"):
        Game.new([deck, deck], db=_db(), scheme_decks=[_SCHEMES, []])
    with pytest.raises(ValueError, match="no more than 2"):
        Game.new([deck, deck], db=_db(), scheme_decks=[["Roots of All Evil"] * 20, []])
    with pytest.raises(ValueError, match="no teams"):
        Game.new([deck, deck, deck], db=_db(), scheme_decks=[_SCHEMES + _BLANK, [], []])
