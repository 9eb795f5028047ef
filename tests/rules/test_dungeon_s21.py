"""Session 21: dungeons (309) and venturing into the dungeon (701.46), with the real dungeon
cards of the shared MTGJSON file (skipped without it).

Secret Door ({4}{U}: Venture into the dungeon. Activate only as a sorcery.) ventures as often
as its controller pays; Radiant Solar's "{W}, Discard ~: Venture into the dungeon and you gain 3
life." ventures at instant speed, from the hand."""

from __future__ import annotations

import pytest

from mtg_engine.actions import ActivateAbility, ChoiceDecision, Choose, PassPriority
from mtg_engine.cards.database import CardDatabase
from mtg_engine.game import Game
from mtg_engine.observe import observe
from mtg_engine.rules import dungeons
from mtg_engine.rules.sba import check_state_based_actions
from mtg_engine.testing import Scenario, Step, Zone

M = Step.PRECOMBAT_MAIN


# (real_db: the session's one load of the shared AtomicCards file, tests/conftest.py)


LOST_MINE, TOMB, MAD_MAGE = ("Lost Mine of Phandelver", "Tomb of Annihilation",
                             "Dungeon of the Mad Mage")


def _ventures(db: CardDatabase, n: int, *choices: str, turn_end: Step = Step.END_TURN) -> Scenario:
    """A ventures `n` times with Secret Door in turn 1's first main phase, answering
    `choices` in order (dungeons and rooms by name)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 5 * n)
    for _ in range(n):
        s.activate_ability(1, M, "A", "{4}{U}: Venture")
    for c in choices:
        s.set_choice("A", c)
    s.stop_at(1, turn_end)
    return s


def _dungeon(s: Scenario, player: int = 0) -> tuple[str, str] | None:
    o = dungeons.dungeon_of(s.state, player)
    return None if o is None else (o.card.name, dungeons.room_name(s.state, o))


def test_dungeon_cards_are_compiled(real_db: CardDatabase) -> None:
    """309.4, 309.4c: the dungeons' rooms, arrows and room abilities are read from their
    Oracle text: Lost Mine of Phandelver has 7 rooms, its top room leading to rooms 1 and 2 and
    its bottommost room (6) to none; Tomb of Annihilation 5; Dungeon of the Mad Mage 9 (since
    session 21's audit, qa21b: every player can choose any of the three, 309.2a)."""
    mine = dungeons.rooms(real_db.get(LOST_MINE))
    assert [r.name for r in mine][:3] == ["Cave Entrance", "Goblin Lair", "Mine Tunnels"]
    assert mine[0].leads_to == (1, 2) and mine[2].leads_to == (4, 5) and mine[6].leads_to == ()
    assert len(real_db.get(LOST_MINE).triggers) == 7
    assert [r.leads_to for r in dungeons.rooms(real_db.get(TOMB))] == [(1, 3), (2,), (4,), (4,), ()]
    mage = dungeons.rooms(real_db.get(MAD_MAGE))
    assert [r.leads_to for r in mage] == [(1,), (2, 3), (4,), (4,), (5, 6), (7,), (7,), (8,), ()]
    assert len(real_db.get(MAD_MAGE).triggers) == 9


def test_701_46a_first_venture_puts_the_chosen_dungeon_in_the_command_zone(
        real_db: CardDatabase) -> None:
    """701.46a, 309.2a, 309.4a, 309.4c: A owns no dungeon in the command zone: A chooses Tomb of
    Annihilation, it goes to the command zone owned by A, the venture marker on its topmost room
    (Trapped Entry), whose room ability triggers: each player loses 1 life (A 19, B 19)."""
    s = _ventures(real_db, 1, TOMB)
    s.execute()
    assert _dungeon(s) == (TOMB, "Trapped Entry")
    assert _dungeon(s, 1) is None
    o = dungeons.dungeon_of(s.state, 0)
    assert o is not None and o.owner == 0 and o.controller == 0
    s.assert_life("A", 19)
    s.assert_life("B", 19)
    assert s.state.players[0].dungeons_completed == ()


def test_309_5a_fork_the_player_chooses_the_arrow(real_db: CardDatabase) -> None:
    """309.5a, 701.46b: from Cave Entrance two arrows lead away; A chooses Mine Tunnels: a
    Treasure token, no Goblin (Goblin Lair's room ability doesn't trigger)."""
    s = _ventures(real_db, 2, LOST_MINE, "Mine Tunnels")
    s.execute()
    assert _dungeon(s) == (LOST_MINE, "Mine Tunnels")
    s.assert_permanent_count("A", "Treasure Token", 1)
    s.assert_permanent_count("A", "Goblin Token", 0)


def test_309_5a_fork_other_arrow(real_db: CardDatabase) -> None:
    """The other arrow: Goblin Lair makes one 1/1 red Goblin, no Treasure."""
    s = _ventures(real_db, 2, LOST_MINE, "Goblin Lair")
    s.execute()
    assert _dungeon(s) == (LOST_MINE, "Goblin Lair")
    s.assert_permanent_count("A", "Goblin Token", 1)
    s.assert_power_toughness("A", "Goblin Token", 1, 1)
    s.assert_permanent_count("A", "Treasure Token", 0)


def test_704_5t_309_7_completing_then_a_new_dungeon(real_db: CardDatabase) -> None:
    """Four ventures through Lost Mine of Phandelver (Cave Entrance, Goblin Lair, Dark Pool:
    B loses 1 and A gains 1, Temple of Dumathoin: A draws a card); once the Temple's ability
    has left the stack, the marker on the bottommost room makes A remove the dungeon (704.5t):
    A has completed it (309.7). A fifth venture brings a new dungeon (701.46a): A chooses Tomb
    of Annihilation, Trapped Entry: each player loses 1 life."""
    s = _ventures(real_db, 5, LOST_MINE, "Goblin Lair", "Dark Pool", TOMB)
    s.check(1, Step.BEGIN_COMBAT, lambda sc: None)
    s.execute()
    assert s.state.players[0].dungeons_completed == (LOST_MINE,)
    assert _dungeon(s) == (TOMB, "Trapped Entry")
    s.assert_life("A", 20)  # 20 + 1 (Dark Pool) - 1 (Trapped Entry)
    s.assert_life("B", 18)  # 20 - 1 - 1
    s.assert_hand_count("A", 1)  # Temple of Dumathoin
    s.assert_permanent_count("A", "Goblin Token", 1)
    assert dungeons.completed(s.state, 0) == 1 and dungeons.completed(s.state, 1) == 0
    assert dungeons.completed(s.state, 0, LOST_MINE) == 1
    assert dungeons.completed(s.state, 0, TOMB) == 0


def test_704_5t_waits_while_the_room_ability_is_on_the_stack(real_db: CardDatabase) -> None:
    """704.5t, 309.6: A's marker moves into Temple of Dumathoin (the bottommost room): its room
    ability triggers; while it waits to be put on the stack and while it is on the stack, the
    state-based action doesn't remove the dungeon. Once it has resolved (A draws a card), the
    dungeon is removed and A has completed it."""
    s = Scenario(cards=real_db)
    s.add_card(Zone.BATTLEFIELD, "A", "Island")
    s.stop_at(1, M)
    s.execute()
    state = s.state
    o = dungeons.bring_in(state, 0, LOST_MINE)
    dungeons._move_marker(state, o.id, 6)  # (the Temple: as a venture from Dark Pool does)
    assert not check_state_based_actions(state)  # the room ability has triggered
    assert _dungeon(s) == (LOST_MINE, "Temple of Dumathoin")
    assert state.pending_triggers or state.stack
    game = s.game
    state.breakpoints = frozenset()
    hand = len(state.players[0].hand)
    game.resume()
    for _ in range(50):
        if dungeons.dungeon_of(state, 0) is None:
            break
        if state.stack:  # (while the ability is on the stack the dungeon stays)
            assert _dungeon(s) == (LOST_MINE, "Temple of Dumathoin")
        d = game.pending
        game.apply(PassPriority() if not isinstance(d, ChoiceDecision) else game.legal_actions()[0])
    assert dungeons.dungeon_of(state, 0) is None
    assert state.players[0].dungeons_completed == (LOST_MINE,)
    assert len(state.players[0].hand) == hand + 1  # Temple of Dumathoin resolved first


def test_701_46c_venture_from_the_bottommost_room_completes_and_starts_again(
        real_db: CardDatabase) -> None:
    """701.46c: with Temple of Dumathoin's ability on the stack (so 704.5t waits), A ventures
    with Radiant Solar from the hand: the marker is on the bottommost room, so A removes Lost
    Mine of Phandelver (completing it, once) and chooses a new dungeon, Tomb of Annihilation:
    Trapped Entry. Then the Temple's ability resolves (113.7a: independent of its source): A
    draws. Life: A 20 + 1 (Dark Pool) + 3 (Solar) - 1 (Trapped Entry) = 23, B 18."""
    s = _ventures(real_db, 4, LOST_MINE, "Goblin Lair", "Dark Pool", TOMB)
    s.add_card(Zone.BATTLEFIELD, "A", "Plains")
    s.add_card(Zone.HAND, "A", "Radiant Solar")
    s.activate_ability(1, M, "A", "{W}, Discard", responding_to=LOST_MINE)
    s.execute()
    assert s.state.players[0].dungeons_completed == (LOST_MINE,)
    assert _dungeon(s) == (TOMB, "Trapped Entry")
    s.assert_life("A", 23)
    s.assert_life("B", 18)
    s.assert_hand_count("A", 1)  # Temple of Dumathoin's card (Radiant Solar was discarded)
    s.assert_graveyard_count("A", "Radiant Solar", 1)


def test_309_3_one_dungeon_per_player_bad_input_changes_nothing(real_db: CardDatabase) -> None:
    """309.3: a player can't bring a dungeon in while one they own is in the command zone:
    refused with a clear error, nothing changed. Each player has their own dungeon."""
    s = _ventures(real_db, 1, LOST_MINE)
    s.execute()
    before = list(s.state.command)
    with pytest.raises(ValueError, match=r"309\.3"):
        dungeons.bring_in(s.state, 0, TOMB)
    assert s.state.command == before
    dungeons.bring_in(s.state, 1, TOMB)  # B's own: B's marker, B's dungeon
    assert _dungeon(s, 1) == (TOMB, "Trapped Entry") and _dungeon(s) == (LOST_MINE, "Cave Entrance")


def _drive_to_fork(db: CardDatabase) -> tuple[Game, int]:
    """A activates Secret Door twice through the game API (choosing Lost Mine of Phandelver,
    the first time, 701.46a), stopping at the fork's question (309.5a)."""
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Secret Door")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 10)
    s.stop_at(1, M)
    s.execute()
    game, state = s.game, s.state
    state.breakpoints = frozenset()
    game.resume()
    door = next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                and state.objects[a.source].card.name == "Secret Door").source
    for _ in range(60):
        d = game.pending
        if isinstance(d, ChoiceDecision) and d.purpose == "venture_room":
            return game, door
        if isinstance(d, ChoiceDecision) and d.purpose == "venture_dungeon":
            names = dungeons.available(state)
            game.apply(Choose((names.index(LOST_MINE),)))
        elif isinstance(d, ChoiceDecision):
            game.apply(game.legal_actions()[0])
        elif not state.stack and any(isinstance(a, ActivateAbility) and a.source == door
                                     for a in game.legal_actions()):
            game.apply(ActivateAbility(door, 0))
        else:
            game.apply(PassPriority())
    raise AssertionError("no fork reached")


def test_venture_choice_is_a_decision_saved_copied_and_observed(real_db: CardDatabase) -> None:
    """The fork's choice (309.5a) is a decision of the decision-point API: offered to A in
    `observe()` with the two rooms, legal actions Choose((1,)) and Choose((2,)); kept by
    `copy()` and by `to_json()`/`from_json()`, the game going on the same way from each: Mine
    Tunnels (room 2) makes a Treasure."""
    game, _ = _drive_to_fork(real_db)
    d = game.pending
    assert isinstance(d, ChoiceDecision) and d.options == (1, 2) and d.player == 0
    assert "Goblin Lair" in d.prompt and "Mine Tunnels" in d.prompt
    assert sorted(a.chosen for a in game.legal_actions()) == [(1,), (2,)]  # type: ignore[attr-defined]
    view = observe(game, 0)
    assert view["pending"]["purpose"] == "venture_room" and view["pending"]["options"] == [1, 2]
    assert observe(game, 1)["pending"] == {"type": "ChoiceDecision", "player": 0}
    library = set(game.state.players[0].library)  # (room numbers 1, 2 are no object ids:
    assert not library & {x["id"] for x in view["objects"]}  # no library card is shown)
    o = dungeons.dungeon_of(game.state, 0)
    assert o is not None and any(x["id"] == o.id for x in view["objects"])
    games = [game, game.copy(), Game.from_json(game.to_json(), real_db),
             Game.from_json(game.to_json(history=True), real_db)]
    for g in games:
        g.apply(Choose((2,)))
        assert _room(g) == (LOST_MINE, "Mine Tunnels")
        for _ in range(10):  # the room ability resolves
            if not g.state.stack and not g.state.pending_triggers:
                break
            g.apply(PassPriority())
        assert sum(1 for x in g.state.battlefield
                   if g.state.objects[x].card.name == "Treasure Token") == 1
    assert len({str(g.state.to_json()["players"]) for g in games}) == 1


def _room(g: Game) -> tuple[str, str] | None:
    o = dungeons.dungeon_of(g.state, 0)
    return None if o is None else (o.card.name, dungeons.room_name(g.state, o))


def test_random_agent_plays_the_venture_choices(real_db: CardDatabase) -> None:
    """The random agent picks among the legal actions of the venture choices (309.2a, 309.5a)
    like any other: from the fork, each answer it gives is legal and moves the marker."""
    from mtg_engine.agents.random_agent import RandomAgent

    for seed in range(3):
        game, _ = _drive_to_fork(real_db)
        agent = RandomAgent(seed=seed)
        game.apply(agent.choose(game, 0))
        assert _room(game) in ((LOST_MINE, "Goblin Lair"), (LOST_MINE, "Mine Tunnels"))


def test_completed_dungeons_are_saved_and_loaded(real_db: CardDatabase) -> None:
    """309.7: the dungeons a player completed are part of the saved game (Game.to_json /
    from_json, the versioned snapshot) and of a copy."""
    s = _ventures(real_db, 4, LOST_MINE, "Goblin Lair", "Dark Pool")
    s.execute()
    g = s.game
    assert g.state.players[0].dungeons_completed == (LOST_MINE,)
    again = Game.from_json(g.to_json(), real_db)
    assert again.state.players[0].dungeons_completed == (LOST_MINE,)
    assert g.copy().state.players[0].dungeons_completed == (LOST_MINE,)


def test_terminal_board_shows_the_dungeon_and_the_room(real_db: CardDatabase) -> None:
    """The terminal game shows each player's command zone: the dungeon and the room the
    venture marker is in (309.4), and the dungeons completed (309.7)."""
    from mtg_engine.play.render import render_board

    s = _ventures(real_db, 5, LOST_MINE, "Goblin Lair", "Dark Pool", TOMB)
    s.execute()
    board = render_board(s.game, 0)
    o = dungeons.dungeon_of(s.state, 0)
    assert o is not None
    assert (f"command zone: #{o.id} Tomb of Annihilation (venture marker in Trapped Entry); "
            "dungeons completed: Lost Mine of Phandelver") in board
    assert board.count("command zone") == 1  # (B has nothing there)


def test_309_4c_room_abilities_with_targets(real_db: CardDatabase) -> None:
    """309.4c: a room ability is a triggered ability like any: its targets are chosen as it is
    put on the stack. Cave Entrance, Mine Tunnels (a Treasure), Fungi Cavern targeting B's Craw
    Wurm: 6/4 becomes 2/4 until A's next turn (611.2a): 2/4 in B's turn 2, 6/4 in A's turn 3."""
    s = _ventures(real_db, 3, LOST_MINE, "Mine Tunnels", "Fungi Cavern")
    s.add_card(Zone.BATTLEFIELD, "B", "Craw Wurm")
    s.add_target("A", "Craw Wurm")
    s.check(2, Step.UPKEEP, lambda sc: sc.assert_power_toughness("B", "Craw Wurm", 2, 4))
    s.stop_at(3, Step.UPKEEP)
    s.execute()
    assert _dungeon(s) == (LOST_MINE, "Fungi Cavern")
    s.assert_power_toughness("B", "Craw Wurm", 6, 4)
    s.assert_permanent_count("A", "Treasure Token", 1)


def test_309_4c_storeroom_counter_on_target(real_db: CardDatabase) -> None:
    """Storeroom: a +1/+1 counter on the target (A's Goblin from Goblin Lair: 2/2)."""
    s = _ventures(real_db, 3, LOST_MINE, "Goblin Lair", "Storeroom")
    s.add_target("A", "Goblin Token")
    s.execute()
    assert _dungeon(s) == (LOST_MINE, "Storeroom")
    s.assert_counter_count("A", "Goblin Token", "+1/+1", 1)
    s.assert_power_toughness("A", "Goblin Token", 2, 2)


def test_tomb_of_annihilation_oubliette_then_cradle_completes(real_db: CardDatabase) -> None:
    """Tomb of Annihilation's short way: Trapped Entry (each player loses 1), Oubliette (A
    discards a card and sacrifices a creature, an artifact and a land, 701.17a: one permanent
    each, chosen in order, never the same one twice: Grizzly Bears, Ornithopter, an Island;
    Secret Door, an artifact creature too, stays), Cradle of the Death God (The Atropal, a
    legendary 4/4 black God Horror with deathtouch); then 704.5t: A has completed Tomb."""
    s = _ventures(real_db, 3, TOMB, "Oubliette", "Grizzly Bears", "Ornithopter", "Island")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 1)  # (16: one is sacrificed)
    s.add_card(Zone.BATTLEFIELD, "A", "Grizzly Bears")
    s.add_card(Zone.BATTLEFIELD, "A", "Ornithopter")
    s.add_card(Zone.HAND, "A", "Shock")
    s.execute()
    assert s.state.players[0].dungeons_completed == (TOMB,)
    assert _dungeon(s) is None
    s.assert_life("A", 19)
    s.assert_life("B", 19)
    s.assert_graveyard_count("A", "Shock", 1)
    s.assert_graveyard_count("A", "Grizzly Bears", 1)
    s.assert_graveyard_count("A", "Ornithopter", 1)
    s.assert_graveyard_count("A", "Island", 1)
    s.assert_permanent_count("A", "Island", 15)
    s.assert_permanent_count("A", "Secret Door", 1)
    s.assert_permanent_count("A", "The Atropal", 1)
    s.assert_power_toughness("A", "The Atropal", 4, 4)
    s.assert_abilities("A", "The Atropal", ["deathtouch"])


def test_random_games_with_venture_cards_keep_the_invariants(real_db: CardDatabase) -> None:
    """Random agents play decks of venture cards (mtg_engine.testing.fuzz: every offered
    action legal, zones consistent, copy and JSON round trips exact); a dungeon in the command
    zone comes from outside the game (309.2), not from the decks. (Seed 4: six rooms entered,
    one dungeon completed.)"""
    from mtg_engine.testing.fuzz import FuzzStats, fuzz_game

    pool = ["Secret Door", "Dungeon Map", "Clattering Skeletons", "Radiant Solar",
            "Fates' Reversal", "Varis, Silverymoon Ranger", "Keen-Eared Sentry",
            "Dungeon Crawler", "Veteran Dungeoneer", "Zombie Ogre", "Find the Path"]
    stats = fuzz_game(4, real_db, pool, max_actions=600, round_trip_every=5, stats=FuzzStats())
    assert stats.actions > 0 and not stats.failures


def test_701_46_whenever_you_venture_into_the_dungeon() -> None:
    """"Whenever you venture into the dungeon" triggers once per venture of its controller
    (701.46; a test card, no printed card says it), the first venture (701.46a) too: A casts
    two "Venture into the dungeon." sorceries: Trapped Entry (each player loses 1), then Veils
    of Fear (each player loses 2 unless they discard: empty hands); A gains 2: A 19, B 17; B's
    own copy of the creature doesn't trigger. (The dungeon is Tomb of Annihilation compiled
    from its Oracle text, the only one this card database has, so it isn't asked for: 309.2a.)"""
    from tests.rules.cr_cards import card_db

    db = card_db({TOMB: ("", "Dungeon", TOMB_TEXT, None),
                  "Test Venturer": ("{W}", "Creature — Human", "Whenever you venture into the "
                                    "dungeon, you gain 1 life.", ("1", "1")),
                  "Test Venture": ("{U}", "Sorcery", "Venture into the dungeon.", None)})
    s = Scenario(cards=db)
    s.add_card(Zone.BATTLEFIELD, "A", "Test Venturer")
    s.add_card(Zone.BATTLEFIELD, "B", "Test Venturer")
    s.add_card(Zone.BATTLEFIELD, "A", "Island", 2)
    s.add_card(Zone.HAND, "A", "Test Venture", 2)
    s.cast_spell(1, M, "A", "Test Venture")
    s.cast_spell(1, M, "A", "Test Venture")
    s.set_choice("A", "Veils of Fear")
    s.execute()
    assert _dungeon(s) == (TOMB, "Veils of Fear")
    s.assert_life("A", 19)
    s.assert_life("B", 17)


# Tomb of Annihilation's Oracle text, as the MTGJSON file prints it (309.4)
TOMB_TEXT = (
    "Trapped Entry — Each player loses 1 life. (Leads to: Veils of Fear, Oubliette)\n"
    "Veils of Fear — Each player loses 2 life unless they discard a card. (Leads to: Sandfall "
    "Cell)\n"
    "Sandfall Cell — Each player loses 2 life unless they sacrifice a creature, artifact, or "
    "land. (Leads to: Cradle of the Death God)\n"
    "Oubliette — Discard a card and sacrifice a creature, an artifact, and a land. (Leads to: "
    "Cradle of the Death God)\n"
    "Cradle of the Death God — Create The Atropal, a legendary 4/4 black God Horror creature "
    "token with deathtouch.")
