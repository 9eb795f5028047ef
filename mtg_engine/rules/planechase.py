"""Planechase (901): planar decks, the face-up plane, the planar die and planeswalking.

- Each player's planar deck of plane and phenomenon cards (310, 311) stays in the command zone
  (901.4); `state.variant` (state/command_decks.py) holds the decks, face down, top first.
- 901.5 / 103.6: as the game begins, the starting player turns the top card of their planar
  deck face up, putting phenomena on the bottom until a plane comes up: the starting plane.
  No ability triggers then.
- 901.6, 310.5, 311.4: the face-up plane or phenomenon is controlled by the planar controller,
  normally the active player (`turn_begins` hands it over each turn).
- 901.7, 310.4: its abilities work from the command zone: rules/command_zone.py lists it with
  the emblems for the layers (static abilities) and the triggered abilities.
- 901.9, 116.2i: the active player may roll the planar die, a special action, any time they
  have priority with an empty stack in a main phase of their turn, for {N} where N is the
  number of times they took the action this turn. One face is {PW}, one {CHAOS}, four blank
  (901.3a). 901.9b: {CHAOS} triggers the face-up planes' chaos abilities (310.7); 901.9c, 901.8:
  {PW} triggers the "planeswalking ability", which has no source ("The Planar Die", its
  definition in cards/builtin/variants.yaml).
- 701.24: to planeswalk is to put each face-up plane and phenomenon on the bottom of its owner's
  planar deck, then turn the top card of your planar deck face up (901.11: the player has
  planeswalked; "When you planeswalk to / away from ~", "When you encounter ~" trigger,
  rules/trigger_variants.py).
- 704.6f, 311.7: a face-up phenomenon that is not the source of a triggered ability that has
  triggered but not yet left the stack makes the planar controller planeswalk (a state-based
  action, `state_based_actions`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mtg_engine.actions import RollPlanarDie
from mtg_engine.cards.database import CardDatabase
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.steps import Step
from mtg_engine.rules.command_zone import turned_face_down, turned_face_up
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, StackKind

PLANAR_DIE = "The Planar Die"  # the definition carrying the planeswalking ability (901.8)
CHAOS, PLANESWALK, BLANK = "chaos", "planeswalk", "blank"  # 901.3a: the die's faces
_FACES = (CHAOS, PLANESWALK, BLANK, BLANK, BLANK, BLANK)
PLANAR_TYPES = frozenset({"Plane", "Phenomenon"})
MIN_PLANAR_DECK = 10  # 901.3
MAX_PHENOMENA = 2  # 901.3


# ------------------------------------------------------------------ the decks


def planar_deck_problem(db: CardDatabase, deck: Sequence[str]) -> str | None:
    """901.3: at least ten plane and/or phenomenon cards, no more than two phenomena, each with
    a different English name. None if `deck` is a legal planar deck."""
    if len(deck) < MIN_PLANAR_DECK:
        return f"a planar deck has at least {MIN_PLANAR_DECK} cards (901.3), not {len(deck)}"
    if len(set(deck)) != len(deck):
        return "each card in a planar deck has a different English name (901.3)"
    kinds = [_planar_kind(db, name) for name in deck]
    if "" in kinds:
        bad = deck[kinds.index("")]
        return f"{bad} is not a plane or phenomenon card (901.3)"
    if kinds.count("Phenomenon") > MAX_PHENOMENA:
        return f"no more than {MAX_PHENOMENA} cards in a planar deck can be phenomena (901.3)"
    return None


def _planar_kind(db: CardDatabase, name: str) -> str:
    card = db.get(name)
    return next((t.value for t in card.types if t.value in PLANAR_TYPES), "")


def begin_planechase(state: GameState, decks: Sequence[Sequence[str]],
                     shuffle: bool = True) -> None:
    """901.4: each player shuffles their planar deck (a scenario sets them up in the order
    given, top first); 901.5: the starting player (the active player of turn 1) turns the
    starting plane face up, no ability triggering."""
    from mtg_engine.rules.command_zone import dealt_decks

    dealt = dealt_decks(state, decks, shuffle)
    state.variant = replace(state.variant, planar_decks=dealt)
    starter = state.active
    deck = list(state.variant.planar_deck(starter))
    for _ in range(len(deck)):  # 901.5: phenomena go to the bottom until a plane comes up
        if _planar_kind(state.db, deck[0]) == "Plane":
            break
        deck.append(deck.pop(0))
    state.variant = state.variant.with_planar_deck(starter, tuple(deck))
    _turn_top_face_up(state, starter)
    state.log.append(("starting_plane", starter))


def face_up(state: GameState) -> list[GameObject]:
    """The face-up plane and phenomenon cards in the command zone (901.7)."""
    out = []
    for oid in state.command:
        o = state.objects[oid]
        if any(t.value in PLANAR_TYPES for t in o.card.types):
            out.append(o)
    return out


def planar_controller(state: GameState) -> int:
    """901.6: normally the active player; if they have left the game, the next player in turn
    order still in it."""
    p = state.active
    return state.next_player(p) if state.players[p].lost else p


def turn_begins(state: GameState) -> None:
    """901.6: a different player became the active player: they become the planar controller
    (and control the face-up planes); 901.9: no planar die rolled yet this turn."""
    v = state.variant
    if v is None or not v.planechase:
        return
    state.variant = replace(v, die_rolls=0)
    _hand_over(state)


def _hand_over(state: GameState) -> None:
    controller = planar_controller(state)
    for o in face_up(state):
        if o.controller != controller:
            state.mut(o.id).controller = controller
            state.characteristics_changed()


def player_left(state: GameState, player: int) -> None:
    """800.4a: the player's planar and scheme decks left the game with their other objects;
    901.6: if they were the planar controller, the next player in turn order is; 901.10: if a
    face-up plane or phenomenon left the game with them, the planar controller turns the top
    card of their planar deck face up at once (they have planeswalked, 901.11a)."""
    v = state.variant
    assert v is not None
    if player < len(v.planar_decks):
        v = v.with_planar_deck(player, ())
    if player < len(v.scheme_decks):
        v = v.with_scheme_deck(player, ())
    state.variant = v
    if not v.planechase and not face_up(state):
        return
    _hand_over(state)
    controller = planar_controller(state)
    if not face_up(state) and v.planar_deck(controller) and state.result is None:
        _turn_top_face_up(state, controller, planeswalked=True)


# ------------------------------------------------------------------ the planar die


def roll_actions(state: GameState, player: int) -> list[RollPlanarDie]:
    """901.9: the special action, offered when it is legal (the engine finds the payment)."""
    v = state.variant
    if v is None or not v.planechase:
        return []
    a = RollPlanarDie()
    return [a] if check_roll(state, player, a)[0] is None else []


def roll_cost(state: GameState) -> ManaCost:
    """901.9: {N}, N the times the active player has taken the action this turn."""
    n = state.variant.die_rolls if state.variant is not None else 0
    return ManaCost.parse(f"{{{n}}}") if n else ManaCost.parse("")


def check_roll(state: GameState, player: int, a: RollPlanarDie):  # type: ignore[no-untyped-def]
    """Why the player can't roll the planar die now (901.9), or (None, the payment)."""
    from mtg_engine.rules.casting import check_payment

    v = state.variant
    if v is None or not v.planechase:
        return "there is no planar die: this is not a Planechase game (901.9)", None
    if player != state.active:
        return "only the active player may roll the planar die (901.9)", None
    if state.stack:
        return "the planar die is rolled only with an empty stack (901.9)", None
    if state.step not in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN):
        return "the planar die is rolled only during a main phase (901.9)", None
    return check_payment(state, player, roll_cost(state), a.payment, exclude=0)


def roll_planar_die(state: GameState, player: int, a: RollPlanarDie, pay) -> None:  # type: ignore[no-untyped-def]
    """901.9: pay {N}, then roll; the special action doesn't use the stack (116.2i)."""
    from mtg_engine.rules.casting import IllegalActionError, pay_cost

    if pay is None:
        reason, pay = check_roll(state, player, a)
        if reason:
            raise IllegalActionError(f"can't roll the planar die: {reason}")
    pay_cost(state, player, pay)
    assert state.variant is not None
    state.variant = replace(state.variant, die_rolls=state.variant.die_rolls + 1)
    roll(state, player)


def roll(state: GameState, player: int) -> str:
    """Roll the planar die (901.3a): its result, logged ("planar_die", player, result); the
    chaos and planeswalking abilities trigger on it (rules/trigger_variants.py). After Chaotic
    Aether, a blank roll is a {CHAOS} roll until a player planeswalks away from a plane
    (`blank_rolls_chaos`)."""
    from mtg_engine.rules.random import rng

    result = _FACES[rng(state).randrange(len(_FACES))]
    if result == BLANK and state.variant is not None and state.variant.blank_is_chaos:
        result = CHAOS  # Chaotic Aether
    state.log.append(("planar_die", player, result))
    return result


def blank_rolls_chaos(state: GameState) -> None:
    """Chaotic Aether: "each blank roll of the planar die is a {CHAOS} roll until a player
    planeswalks away from a plane" (the phenomenon planeswalked away from next is no plane)."""
    if state.variant is not None:
        state.variant = replace(state.variant, blank_is_chaos=True)


# ------------------------------------------------------------------ planeswalking


def planeswalk(state: GameState, player: int) -> None:
    """701.24b: each face-up plane and phenomenon goes face down to the bottom of its owner's
    planar deck (a new object, 901.7a), then `player` turns the top card of their planar deck
    face up (701.24a: only the planar controller planeswalks; an instruction to another player
    does nothing)."""
    v = state.variant
    if v is None or not v.planechase or player != planar_controller(state):
        return
    for o in face_up(state):
        _turn_face_down(state, o)
    if v.planar_deck(player):
        _turn_top_face_up(state, player, planeswalked=True)


def _turn_face_down(state: GameState, o: GameObject) -> None:
    """The card goes face down to the bottom of its owner's planar deck (701.24b)."""
    assert state.variant is not None
    if o.counters:  # (as it left: "the number of pressure counters on it", 608.2h)
        state.log.append(("left_with_counters", o.id, tuple(sorted(o.counters.items()))))
    turned_face_down(state, o)
    deck = state.variant.planar_deck(o.owner)
    state.variant = state.variant.with_planar_deck(o.owner, (*deck, o.card.name))
    if state.variant.blank_is_chaos and any(t.value == "Plane" for t in o.card.types):
        state.variant = replace(state.variant, blank_is_chaos=False)  # (away from a plane)
    state.log.append(("planeswalk_away", o.controller, o.id, o.card.name))


def _turn_top_face_up(state: GameState, player: int, planeswalked: bool = False) -> int:
    """Move the top card of `player`'s planar deck off it and turn it face up (901.5, 701.24b),
    under the planar controller's control (901.6)."""
    assert state.variant is not None
    deck = state.variant.planar_deck(player)
    name, rest = deck[0], deck[1:]
    state.variant = state.variant.with_planar_deck(player, rest)
    o = turned_face_up(state, name, player, planar_controller(state))
    if planeswalked:  # 901.11: abilities that trigger when a player planeswalks
        state.log.append(("planeswalk_to", player, o.id, name))
    return o.id


def state_based_actions(state: GameState) -> bool:
    """704.6f: a face-up phenomenon that is not the source of a triggered ability that has
    triggered but not yet left the stack makes the planar controller planeswalk."""
    phenomena = [o for o in face_up(state)
                 if any(t.value == "Phenomenon" for t in o.card.types)]
    if not phenomena:
        return False
    busy = {t.source for t in state.pending_triggers}
    busy |= {state.objects[sid].source for sid in state.stack
             if state.objects[sid].kind is StackKind.TRIGGERED}
    if all(o.id in busy for o in phenomena):
        return False
    planeswalk(state, planar_controller(state))
    return True
