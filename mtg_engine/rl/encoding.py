"""Fixed-size tensors for learning agents, built from what one player sees (`observe`).

An observation is a float32 vector: `GLOBAL` features of the position (both players' life, hand,
library and graveyard sizes, board; turn, step, the pending decision) followed by `MAX_ACTIONS`
blocks of `ACTION_FEATURES` features, one per legal action in slot order. The action space is
`Discrete(MAX_ACTIONS)`: slot i is the i-th legal action (mana abilities last, since costs are
paid when a spell is cast; beyond `MAX_ACTIONS` legal actions, a representative set in which
every attacker, blocker, card and target still appears, `slots`), and the mask marks the slots in
use. Card characteristics come from the card database by name (public card text), the
rest from the observation only: nothing hidden is encoded.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from mtg_engine.actions import (
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
    RollPlanarDie,
    TurnFaceUp,
)
from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.steps import Step
from mtg_engine.core.types import CardType
from mtg_engine.game import Game
from mtg_engine.observe import observe
from mtg_engine.rules.layers import ability_of

MAX_ACTIONS = 32
PLAYER_FEATURES = 11
PENDING_KINDS = ("priority", "declare_attackers", "declare_blockers", "choice", "assign_damage")
GLOBAL = 2 * PLAYER_FEATURES + 3 + len(Step) + len(PENDING_KINDS)
ACTION_KINDS = (PassPriority, PlayLand, CastSpell, ActivateAbility, DeclareAttackers,
                DeclareBlockers, Choose, AssignDamage, TurnFaceUp,
                RollPlanarDie)  # 901.9: the planar die, a special action of Planechase games
ACTION_FEATURES = len(ACTION_KINDS) + 12
OBS_SIZE = GLOBAL + MAX_ACTIONS * ACTION_FEATURES


def slots(game: Game) -> list[Any]:
    """The legal actions in slot order, at most MAX_ACTIONS. When there are more (an attack
    with six creatures offers 2^6 declarations, 508.1a; blocks, 509.1a; cards to put on the
    bottom after a mulligan, 103.5), the first MAX_ACTIONS would leave some answers out
    entirely (the sixth creature could never attack): `_representative` keeps a set in which
    every element of an answer (an attacker, a block, a card, a target) appears."""
    s = game.state
    actions = game.legal_actions()
    mana = [a for a in actions if isinstance(a, ActivateAbility)
            and ability_of(s, a.source, a.ability).is_mana_ability]
    if mana:
        ids = {id(a) for a in mana}
        actions = [a for a in actions if id(a) not in ids] + mana
    if len(actions) <= MAX_ACTIONS:
        return actions
    return _representative(actions)


def _elements(a: Any) -> tuple[Any, ...]:
    """What an answer is made of: the (creature, defender or attacker) pairs of a
    declaration, the options chosen, the card or ability used and its targets."""
    if isinstance(a, DeclareAttackers):
        return tuple(a.attacks)
    if isinstance(a, DeclareBlockers):
        return tuple(a.blocks)
    if isinstance(a, Choose):
        return tuple(a.chosen)
    if isinstance(a, PlayLand | CastSpell):
        return (("card", a.card), *(("target", t) for t in getattr(a, "targets", ())))
    if isinstance(a, ActivateAbility):
        return (("ability", a.source, a.ability), *(("target", t) for t in a.targets))
    return (a,)


def _representative(actions: list[Any]) -> list[Any]:
    """MAX_ACTIONS of `actions`, in their order: the one with the fewest elements (passing,
    no attack, no block) and the one with the most (every creature attacks), then, in order,
    each action adding an element no action kept has (each creature attacking alone, each
    card, each target; the largest answer aside, so that a creature attacks without all the
    others too), then the rest in order until the slots are full."""
    sizes = [len(_elements(a)) for a in actions]
    least = min(range(len(actions)), key=lambda i: sizes[i])
    keep = {least, max(range(len(actions)), key=lambda i: sizes[i])}
    covered = set(_elements(actions[least]))  # the largest aside: each element once without it
    for i, a in enumerate(actions):
        if len(keep) == MAX_ACTIONS:
            break
        new = set(_elements(a)) - covered
        if new:
            keep.add(i)
            covered |= new
    for i in range(len(actions)):
        if len(keep) == MAX_ACTIONS:
            break
        keep.add(i)
    return [actions[i] for i in sorted(keep)]


def mask(actions: list[Any]) -> np.ndarray:
    m = np.zeros(MAX_ACTIONS, dtype=np.int8)
    m[: len(actions)] = 1
    return m


def encode(game: Game, player: int, actions: list[Any]) -> np.ndarray:
    """The observation vector of `player` (who is to decide among `actions`)."""
    view = observe(game, player)
    db = game.state.db
    objs = {o["id"]: o for o in view["objects"]}
    cards: dict[str, CardDef] = {}

    def card(oid: int) -> CardDef | None:
        o = objs.get(oid)
        if o is None or o.get("hidden"):
            return None
        name = o["card"]
        if name not in cards:
            cards[name] = db.token(name) if o.get("token") else db.get(name)
        return cards[name]

    out = np.zeros(OBS_SIZE, dtype=np.float32)
    n_players = len(view["players"])
    for k, who in enumerate((player, (player + 1) % n_players)):
        out[k * PLAYER_FEATURES:(k + 1) * PLAYER_FEATURES] = _player(view, who, objs, card)
    g = 2 * PLAYER_FEATURES
    out[g] = min(view["turn"], 30) / 30
    out[g + 1] = float(view["active"] == player)
    out[g + 2] = len(view["stack"]) / 5
    out[g + 3 + Step[view["step"]].value] = 1.0
    pending = view.get("pending") or {}
    kind = pending.get("kind", pending.get("type", ""))
    if kind in PENDING_KINDS:
        out[g + 3 + len(Step) + PENDING_KINDS.index(kind)] = 1.0
    for i, a in enumerate(actions[:MAX_ACTIONS]):
        start = GLOBAL + i * ACTION_FEATURES
        out[start:start + ACTION_FEATURES] = _action(a, player, objs, card)
    return out


def _player(view: dict[str, Any], who: int, objs: dict[int, Any], card: Any) -> np.ndarray:
    p = view["players"][who]
    f = np.zeros(PLAYER_FEATURES, dtype=np.float32)
    f[0] = p["life"] / 20
    f[1] = len(p["hand"]) / 7
    f[2] = len(p["library"]) / 60
    f[3] = len(p["graveyard"]) / 20
    for oid in view["battlefield"]:
        o = objs[oid]
        if o["controller"] != who:
            continue
        c = card(oid)
        if c is None:
            continue
        if CardType.CREATURE in c.types:
            counters = o.get("counters", {})
            plus = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
            f[4] += 1 / 5
            f[5] += ((c.power or 0) + plus) / 10
            f[6] += ((c.toughness or 0) + plus) / 10
            f[7] += float(not o.get("tapped")) / 5
        elif CardType.LAND in c.types:
            f[8] += 1 / 7
            f[9] += float(not o.get("tapped")) / 7
        else:
            f[10] += 1 / 5
    return f


def _action(a: Any, me: int, objs: dict[int, Any], card: Any) -> np.ndarray:
    f = np.zeros(ACTION_FEATURES, dtype=np.float32)
    f[ACTION_KINDS.index(type(a))] = 1.0
    k = len(ACTION_KINDS)
    c: CardDef | None = None
    if isinstance(a, PlayLand | CastSpell):
        c = card(a.card)
    elif isinstance(a, ActivateAbility):
        c = card(a.source)
    if c is not None:
        f[k] = c.mana_value / 8
        f[k + 1] = float(CardType.CREATURE in c.types)
        f[k + 2] = (c.power or 0) / 10
        f[k + 3] = (c.toughness or 0) / 10
        f[k + 4] = float(not c.is_permanent_card)
    targets = getattr(a, "targets", ())
    for t in targets:
        owner = (-t - 1) if t < 0 else objs.get(t, {}).get("controller")
        f[k + 5 if owner == me else k + 6] += 1.0
    f[k + 7] = getattr(a, "x", 0) / 10
    pairs = getattr(a, "attacks", ()) or getattr(a, "blocks", ())
    f[k + 8] = len(pairs) / 5
    f[k + 9] = sum((card(p[0]).power or 0) if card(p[0]) else 0 for p in pairs) / 10
    if isinstance(a, Choose):
        f[k + 10] = len(a.chosen) / 5
        f[k + 11] = (a.chosen[0] if a.chosen and abs(a.chosen[0]) < 10 else 0) / 10
    return f
