"""Trigger events read against the turn's history (603.2), beside trigger_turn_counts.py:

- "Whenever you roll a die" / "Whenever you roll one or more dice" (706.1: each "die_roll"
  logged by the player; the engine rolls one die per instruction, so the one or more dice of an
  instruction are one roll, 603.2c); the result is the trigger's amount;
- "Whenever you gain / lose life during your turn" (119.9, 119.3, 120.3a: a player loses life
  by damage too; 500.1: the turn is the ability's controller's);
- "Whenever you discard one or more cards [for the first time each turn]" (701.8, 603.2c: one
  event for the cards a player discards at once, in one batch; "that many" is their number;
  "for the first time each turn": no card discarded by that player earlier this turn);
- "Whenever ~ becomes the target of a spell an opponent controls / you control" (115.1, 601.2c:
  a spell cast, or a copy put onto the stack with its targets, 707.10c); "that spell" is
  remembered and its controller is the event's player;
- "Whenever you [or a permanent you control] become(s) the target of a spell [or ability an
  opponent controls]" (115.1, 603.2c: once per spell or ability, remembered);
- "Whenever a source [an opponent controls] deals damage to you or a permanent you control"
  (120.3: the source remembered, that much);
- "Whenever one or more cards are put into exile from your library and/or your graveyard"
  (406.3, 603.2c: that many), "Whenever you scry / surveil for the first time each turn"
  (701.18, 701.42);
- "Whenever ~ / another creature enters the battlefield from your graveyard" (400.7: that
  creature remembered).

Registered into rules/triggers.py's EVENT_HANDLERS (`trigger_base.register`)."""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.rules.trigger_turn_counts import _life_loser, _this_turn_through
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import StackKind, Zone, player_ref, ref_player

ROLL_EVENTS = ("you_roll_die", "you_roll_dice")
GAIN_YOUR_TURN = "gain_life_your_turn"
LOSE_YOUR_TURN = "lose_life_your_turn"
PAY_LIFE = "you_pay_life"
DISCARD_SOME = "you_discard_some"
DISCARD_FIRST = "you_discard_some_first_time"
TARGETED_BY_SPELL = {"becomes_target_of_opponent_spell": "opponent",
                     "becomes_target_of_your_spell": "you"}


def _yours(state: GameState, found: list[PendingTrigger], name: str, player: int,
           amount: int = 0) -> None:
    """The abilities `name` of the permanents `player` controls."""
    for o in _b._battlefield_with(state, name):
        if o.controller == player:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name,
                     amount=amount)


def _rolled(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
            batch: _b.Batch) -> None:
    """706.1: ("die_roll", player, sides, result)."""
    for name in ROLL_EVENTS:
        _yours(state, found, name, int(ev[1]), amount=int(ev[3]))


def _gained_your_turn(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                      batch: _b.Batch) -> None:
    """119.9, 500.1: ("gain_life", player, amount) in that player's turn."""
    if ev[2] > 0 and state.active == ev[1]:
        _yours(state, found, GAIN_YOUR_TURN, int(ev[1]), amount=int(ev[2]))


def _lost_your_turn(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                    batch: _b.Batch) -> None:
    """119.3, 120.3a, 500.1: a loss of life (or damage dealt to the player, not as poison
    counters, 120.3b) in that player's turn."""
    if LOSE_YOUR_TURN not in _b._trigger_index(state):
        return
    i = next(k for k, e in enumerate(batch.events) if e is ev)
    player = _life_loser(batch.events, i)
    if player is not None and player == state.active:
        _yours(state, found, LOSE_YOUR_TURN, player,
               amount=int(ev[2] if ev[0] == "lose_life" else ev[3]))


def _paid_life(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
               batch: _b.Batch) -> None:
    """119.4: ("pay_life", player, amount): a payment of life (a cost's, or "you may pay N
    life" of an effect), logged by effects/primitives.lose_life beside the loss (119.3)."""
    if ev[2] > 0:
        _yours(state, found, PAY_LIFE, int(ev[1]), amount=int(ev[2]))


def _discarded_some(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                    batch: _b.Batch) -> None:
    """701.8, 603.2c: ("discard", player, card, by): the first card a player discards in the
    batch stands for all of them; the amount is how many."""
    index = _b._trigger_index(state)
    if DISCARD_SOME not in index and DISCARD_FIRST not in index:
        return
    player = ev[1]
    mine = [e for e in batch.events if e[0] == "discard" and e[1] == player]
    if mine[0] is not ev:
        return
    _yours(state, found, DISCARD_SOME, player, amount=len(mine))
    turn = _this_turn_through(state, ev, batch)
    if sum(1 for e in turn if e[0] == "discard" and e[1] == player) == 1:
        _yours(state, found, DISCARD_FIRST, player, amount=len(mine))


def _targeted_by_spell(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                       batch: _b.Batch) -> None:
    """115.1: a spell put on the stack with its targets (a "cast" event, 601.2c; a "targeted"
    event of a copy, 707.10c) targets permanents with such an ability, once each however many
    times it is chosen (603.2c)."""
    index = _b._trigger_index(state)
    if not any(n in index for n in TARGETED_BY_SPELL):
        return
    sid = ev[2]
    so = state.objects.get(sid)
    if so is None or so.zone is not Zone.STACK or so.kind not in (None, StackKind.SPELL):
        return
    targets = (ev[3],) if ev[0] == "retargeted" else so.targets  # 115.7: the new one only
    for name, whose in TARGETED_BY_SPELL.items():
        for o in _b._battlefield_with(state, name):
            if o.id in targets and (so.controller == o.controller) == (whose == "you"):
                _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, sid,
                         remembered=(sid,), event_player=so.controller)


def _source_damage_you_or_yours(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                                batch: _b.Batch) -> None:
    """120.3: ("damage", source, recipient, amount, combat): "Whenever a source [an opponent
    controls] deals damage to you or a permanent you control": each damage event to the
    ability's controller or to a permanent they control; the source remembered ("that
    source's controller": the event's player), with the amount."""
    from mtg_engine.rules.trigger_events_batch import _source_is, controller_of

    name = "source_damage_to_you_or_permanent"
    if name not in _b._trigger_index(state) or ev[3] <= 0:
        return
    source, to = ev[1], ev[2]
    hurt = ref_player(to) if to < 0 else (
        state.objects[to].controller if to in state.battlefield else None)
    if hurt is None:
        return
    for o in _b._battlefield_with(state, name):
        if o.controller == hurt:
            _b._fire(state, found, o.id, card_of(state, o.id), o.controller, name, source,
                     lambda tr, o=o: _source_is(state, source, tr, o.controller, o.id),
                     remembered=(source,), amount=ev[3],
                     event_player=controller_of(state, source))


_EXILED = {"cards_exiled_from_library_or_graveyard": ("library", "graveyard"),
           "cards_exiled_from_graveyard": ("graveyard",), "cards_exiled_from_library": ("library",)}


def _exiled_from(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """406.3, 603.2c: ("move", old, new, name, from, to, ...): "Whenever one or more cards are
    put into exile from your library and/or your graveyard": the cards one event exiles (the
    batch) from the zones of the ability's controller (a card is in its owner's library or
    graveyard, 400.3) trigger it once, on the first of them; the amount is how many."""
    index = _b._trigger_index(state)
    if not any(n in index for n in _EXILED) or ev[5] != "exile" \
            or ev[4] not in ("library", "graveyard") or ev[2] not in state.objects:
        return
    owner = state.objects[ev[2]].owner
    for name, zones in _EXILED.items():
        mine = [e for e in batch.events if e[0] == "move" and e[5] == "exile" and e[4] in zones
                and e[2] in state.objects and state.objects[e[2]].owner == owner]
        if not mine or mine[0] is not ev:
            continue
        _yours(state, found, name, owner, amount=len(mine))


def _scry_first(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                batch: _b.Batch) -> None:
    """701.18, 701.42, 701.36a: ("scry" / "surveil" / "investigate", player, ...): "Whenever you
    scry / surveil / investigate for the first time each turn": the player's first of this
    turn (the log since the turn began)."""
    name = f"you_{ev[0]}_first_time"
    if name not in _b._trigger_index(state):
        return
    turn = _this_turn_through(state, ev, batch)
    if sum(1 for e in turn if e[0] == ev[0] and e[1] == ev[1]) == 1:
        _yours(state, found, name, int(ev[1]))


def _entered_from_graveyard(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                            batch: _b.Batch) -> None:
    """400.7, 603.6a: ("move", old, new, name, "graveyard", "battlefield", ...): "Whenever ~ /
    another creature enters the battlefield from your graveyard": the permanent came from its
    owner's graveyard, the ability's controller's; it is remembered ("that creature")."""
    index = _b._trigger_index(state)
    new = ev[2]
    if ev[4] != "graveyard" or ev[5] != "battlefield" or new not in state.battlefield \
            or not ("enters_from_your_graveyard" in index
                    or "creature_enters_from_your_graveyard" in index):
        return
    owner = state.objects[new].owner
    o = state.objects[new]
    if o.controller == owner:
        _b._fire(state, found, new, card_of(state, new), o.controller,
                 "enters_from_your_graveyard", new, remembered=(new,))
    for w in _b._battlefield_with(state, "creature_enters_from_your_graveyard"):
        if w.controller == owner and w.id != new:
            _b._fire(state, found, w.id, card_of(state, w.id), w.controller,
                     "creature_enters_from_your_graveyard", new,
                     lambda tr, w=w: matches(state, new, tr.filter, w.controller, w.id),
                     remembered=(new,))


def _damaged_creatures(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                       batch: _b.Batch) -> None:
    """120.3e, 603.2c: ("damage", source, recipient, amount, combat): "Whenever ~ deals damage
    to one or more creatures": the first damage event of the batch from ~ to a creature
    stands for all of them (combat damage is dealt at once, 510.2)."""
    name = "damage_to_creatures_some"
    source = ev[1]
    if name not in _b._trigger_index(state) or source not in state.battlefield:
        return
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics

    def to_creature(e: tuple) -> bool:  # type: ignore[type-arg]
        return e[0] == "damage" and e[1] == source and e[3] > 0 and e[2] > 0 \
            and e[2] in state.objects \
            and CardType.CREATURE in characteristics(state, e[2]).types
    first = next((e for e in batch.events if to_creature(e)), None)
    if first is ev:
        o = state.objects[source]
        _b._fire(state, found, source, card_of(state, source), o.controller, name)


_b.register("damage", _damaged_creatures, ("damage_to_creatures_some",))
_b.register("move", _entered_from_graveyard,
            ("enters_from_your_graveyard", "creature_enters_from_your_graveyard"))
_b.register("move", _exiled_from, tuple(_EXILED))
def _cycled_first(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    """702.29: ("cycle", player, card): "Whenever you cycle another card for the first time
    each turn": the player's first cycling this turn (the card cycled is in their hand, never
    the permanent whose ability it is)."""
    name = "you_cycle_first_time"
    if name not in _b._trigger_index(state):
        return
    turn = _this_turn_through(state, ev, batch)
    if sum(1 for e in turn if e[0] == "cycle" and e[1] == ev[1]) == 1:
        _yours(state, found, name, int(ev[1]))


_b.register("cycle", _cycled_first)
_b.register("scry", _scry_first)
_b.register("surveil", _scry_first)
_b.register("investigate", _scry_first)  # 701.36a: ("investigate", player), one per Clue


def _player_lost(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                 batch: _b.Batch) -> None:
    """104.3, 800.4a: ("lose", player, reason): "Whenever a player loses the game" (the
    permanents left on the battlefield: the player's own left the game with them)."""
    for o in _b._battlefield_with(state, "player_loses_game"):
        _b._fire(state, found, o.id, card_of(state, o.id), o.controller, "player_loses_game")


_b.register("lose", _player_lost)  # 104.3, 800.4a: ("lose", player, reason)
_b.register("damage", _source_damage_you_or_yours, ("source_damage_to_you_or_permanent",))
# 115.1: "Whenever you [or a permanent you control] become(s) the target of ..." -> (whether
# a permanent you control counts too, only an opponent's, only a spell)
_YOU_TARGETED = {"you_or_yours_targeted_by_opponent": (True, True, False),
                 "you_and_or_yours_targeted_by_opponent": (True, True, False),
                 "you_targeted_by_opponent": (False, True, False),
                 "you_targeted_by_spell": (False, False, True)}


def _you_targeted(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                  batch: _b.Batch) -> None:
    """115.1, 603.2c: a spell or ability put on the stack with its targets (a "cast",
    "activate" or "targeted" event) that targets the ability's controller (or a permanent
    they control): it triggers once for that spell or ability, remembered, its controller the
    event's player."""
    index = _b._trigger_index(state)
    if not any(n in index for n in _YOU_TARGETED):
        return
    so = state.objects.get(ev[2])
    if so is None or so.zone is not Zone.STACK or not so.targets:
        return
    targets = (ev[3],) if ev[0] == "retargeted" else so.targets  # 115.7: the new one only
    spell = so.kind in (None, StackKind.SPELL)
    for name, (permanents, opponents, spells_only) in _YOU_TARGETED.items():
        if spells_only and not spell:
            continue
        for o in _b._battlefield_with(state, name):
            you = o.controller
            if opponents and so.controller == you:
                continue
            if not any(t == player_ref(you) or (permanents and t in state.battlefield
                                                and state.objects[t].controller == you)
                       for t in targets):
                continue
            _b._fire(state, found, o.id, card_of(state, o.id), you, name, ev[2],
                     remembered=(ev[2],), event_player=so.controller)


_b.register("cast", _you_targeted, tuple(_YOU_TARGETED))
_b.register("activate", _you_targeted, tuple(_YOU_TARGETED))
_b.register("targeted", _you_targeted, tuple(_YOU_TARGETED))
_b.register("retargeted", _you_targeted, tuple(_YOU_TARGETED))  # 115.7 (effects/change_target.py)
_b.register("die_roll", _rolled)
_b.register("gain_life", _gained_your_turn, (GAIN_YOUR_TURN,))
_b.register("lose_life", _lost_your_turn, (LOSE_YOUR_TURN,))
_b.register("pay_life", _paid_life)
_b.register("damage", _lost_your_turn, (LOSE_YOUR_TURN,))
_b.register("discard", _discarded_some)
_b.register("cast", _targeted_by_spell, tuple(TARGETED_BY_SPELL))
_b.register("targeted", _targeted_by_spell, tuple(TARGETED_BY_SPELL))
_b.register("retargeted", _targeted_by_spell, tuple(TARGETED_BY_SPELL))
