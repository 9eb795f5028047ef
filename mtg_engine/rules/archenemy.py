"""Archenemy (904): scheme decks, setting schemes in motion, ongoing schemes and abandoning.

- 904.3-904.4: the archenemy's scheme deck of scheme cards (313) stays in the command zone,
  shuffled at the start of the game; `state.variant` (state/command_decks.py) holds it face
  down, top first.
- 904.5: the archenemy's starting life total is 40; 904.6: the archenemy takes the first turn
  (both set by `Game.new`, variants/archenemy.py).
- 904.9, 701.25: immediately after the archenemy's precombat main phase begins, they set the
  top scheme of their scheme deck in motion: it is turned face up in the command zone (a
  turn-based action, no stack), and its "When you set this scheme in motion" abilities trigger
  (rules/trigger_variants.py).
- 904.7, 313.5: the owner of a scheme controls it; 904.8, 313.4: its abilities work from the
  command zone (rules/command_zone.py).
- 704.6e, 904.10, 313.6: a face-up non-ongoing scheme goes face down to the bottom of its
  owner's scheme deck once no triggered ability of any scheme is on the stack or waiting to
  be put there (a state-based action, `state_based_actions`); an ongoing scheme (205.4h) stays
  face up until it is abandoned (904.11, 701.26: turned face down, on the bottom of the deck).

The archenemy's opponents form a team (904.2) in the rules; the engine has no teams, so
`Game.new` accepts one archenemy against one opponent, or a Supervillain Rumble (904.12: every
player an archenemy, free-for-all).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mtg_engine.cards.database import CardDatabase
from mtg_engine.rules.command_zone import turned_face_down, turned_face_up
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, StackKind

MIN_SCHEME_DECK = 20  # 904.3
MAX_COPIES = 2  # 904.3
ARCHENEMY_LIFE = 40  # 904.5


def scheme_deck_problem(db: CardDatabase, deck: Sequence[str]) -> str | None:
    """904.3: at least twenty scheme cards, no more than two with one English name."""
    if len(deck) < MIN_SCHEME_DECK:
        return f"a scheme deck has at least {MIN_SCHEME_DECK} cards (904.3), not {len(deck)}"
    for name in set(deck):
        if not is_scheme(db.get(name)):
            return f"{name} is not a scheme card (904.3)"
        if deck.count(name) > MAX_COPIES:
            return f"no more than {MAX_COPIES} cards named {name} in a scheme deck (904.3)"
    return None


def is_scheme(card: object) -> bool:
    return any(t.value == "Scheme" for t in card.types)  # type: ignore[attr-defined]


def is_ongoing(card: object) -> bool:
    return any(t.value == "Ongoing" for t in card.supertypes)  # type: ignore[attr-defined]


def begin_archenemy(state: GameState, decks: Sequence[Sequence[str]],
                    shuffle: bool = True) -> None:
    """904.4: each archenemy shuffles their scheme deck (an empty deck: not an archenemy; a
    scenario sets them up in the order given, top first)."""
    from mtg_engine.rules.command_zone import dealt_decks

    dealt = dealt_decks(state, decks, shuffle)
    state.variant = replace(state.variant, scheme_decks=dealt,
                            archenemies=tuple(i for i, d in enumerate(dealt) if d))


def face_up_schemes(state: GameState) -> list[GameObject]:
    return [state.objects[oid] for oid in state.command if is_scheme(state.objects[oid].card)]


def precombat_main_begins(state: GameState) -> None:
    """904.9: the archenemy sets the top scheme of their scheme deck in motion."""
    v = state.variant
    if v is not None and state.active in v.archenemies and v.scheme_deck(state.active):
        set_in_motion(state, state.active)


def set_in_motion(state: GameState, player: int) -> int:
    """701.25b: move the top scheme off `player`'s scheme deck and turn it face up (controlled
    by its owner, 904.7); logged ("set_in_motion", player, id, name) for its triggers."""
    assert state.variant is not None
    deck = state.variant.scheme_deck(player)
    name, rest = deck[0], deck[1:]
    state.variant = state.variant.with_scheme_deck(player, rest)
    o = turned_face_up(state, name, player, player)
    state.log.append(("set_in_motion", player, o.id, name))
    return o.id


def abandon(state: GameState, oid: int) -> bool:
    """701.26a-b: a face-up ongoing scheme is turned face down and put on the bottom of its
    owner's scheme deck. Anything else is not abandoned (False)."""
    o = state.objects.get(oid)
    if o is None or oid not in state.command or not is_scheme(o.card) or not is_ongoing(o.card):
        return False
    _to_bottom(state, o)
    state.log.append(("abandon", o.owner, oid, o.card.name))
    return True


def _to_bottom(state: GameState, o: GameObject) -> None:
    """Turned face down (a new object, 400.7) onto the bottom of its owner's scheme deck."""
    assert state.variant is not None
    turned_face_down(state, o)
    deck = state.variant.scheme_deck(o.owner)
    state.variant = state.variant.with_scheme_deck(o.owner, (*deck, o.card.name))


def state_based_actions(state: GameState) -> bool:
    """704.6e: each face-up non-ongoing scheme goes face down to the bottom of its owner's
    scheme deck when no triggered ability of any scheme is on the stack or waiting."""
    done = [o for o in face_up_schemes(state) if not is_ongoing(o.card)]
    if not done:
        return False
    schemes = {o.id for o in face_up_schemes(state)}
    waiting = any(t.source in schemes for t in state.pending_triggers) or any(
        state.objects[sid].kind is StackKind.TRIGGERED and is_scheme(state.objects[sid].card)
        for sid in state.stack)
    if waiting:
        return False
    for o in done:
        _to_bottom(state, o)
        state.log.append(("scheme_done", o.owner, o.id, o.card.name))
    return True
