"""Text rendering of a game for the terminal: the board, the stack, and actions in words."""

from __future__ import annotations

from typing import Any

from mtg_engine.actions import (
    ActivateAbility,
    CastSpell,
    ChoiceDecision,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from mtg_engine.game import Game
from mtg_engine.rules.casting import describe_ref
from mtg_engine.rules.faces import land_face, spell_card
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import GameState


def _permanent(s: GameState, oid: int) -> str:
    o = s.objects[oid]
    ch = characteristics(s, oid)
    bits = [o.card.name]
    if ch.is_creature:
        bits.append(f"{ch.power}/{ch.toughness}")
    if o.damage:
        bits.append(f"dmg {o.damage}")
    if o.counters:
        bits.append(" ".join(f"{k}x{n}" for k, n in o.counters.items()))
    if o.tapped:
        bits.append("(tapped)")
    return " ".join(bits)


def render_board(game: Game, viewer: int | None = None) -> str:
    """The public state, plus `viewer`'s hand."""
    s = game.state
    lines = [f"Turn {s.turn} — {s.players[s.active].name}'s {s.step.label}"]
    for p in s.players:
        mark = " (lost)" if p.lost else ""
        pool = "".join(f"{{{t}}}" * n for t, n in zip("WUBRGC", p.mana_pool))
        lines.append(f"{p.name}{mark}: life {p.life}, library {len(p.library)}, hand "
                     f"{len(p.hand)}, graveyard {len(p.graveyard)}" + (f", pool {pool}" if pool else ""))
        perms = [oid for oid in s.battlefield if s.objects[oid].controller == p.index]
        lands = [oid for oid in perms if characteristics(s, oid).is_land]
        others = [oid for oid in perms if oid not in lands]
        if lands:
            untapped = sum(1 for o in lands if not s.objects[o].tapped)
            names = sorted({s.objects[o].card.name for o in lands})
            lines.append(f"    lands: {len(lands)} ({untapped} untapped): {', '.join(names)}")
        for oid in others:
            lines.append(f"    {_permanent(s, oid)}")
        if viewer == p.index and p.hand:
            lines.append("    hand: " + ", ".join(s.objects[c].card.name for c in p.hand))
    if s.stack:
        lines.append("Stack (top first):")
        for oid in reversed(s.stack):
            o = s.objects[oid]
            kind = "" if o.kind is None else f" [{o.kind.value}]"
            tg = f" -> {', '.join(describe_ref(s, t) for t in o.targets)}" if o.targets else ""
            lines.append(f"    {o.card.name}{kind}{tg}")
    return "\n".join(lines)


def describe_action(game: Game, a: Any) -> str:
    s = game.state
    if isinstance(a, PassPriority):
        return "pass priority" + (" (resolve the top of the stack)" if s.stack else "")
    if isinstance(a, PlayLand):
        land = land_face(s.objects[a.card].card, a.face)
        face = f" as {land.name}" if a.face != -1 and land is not None else ""
        return f"play {describe_ref(s, a.card)}{face}"
    if isinstance(a, CastSpell):
        extra = f" with X={a.x}" if s.objects[a.card].card.mana_cost.has_x else ""
        tg = f" targeting {', '.join(describe_ref(s, t) for t in a.targets)}" if a.targets else ""
        cast_as = spell_card(s.objects[a.card], a.face)
        if a.face == -2:
            face = " fused (both halves)"  # 702.102a
        elif a.face != -1 and not isinstance(cast_as, str):
            face = f" as {cast_as.name}"  # a split half, an Adventure, a back face
        else:
            face = ""
        return f"cast {describe_ref(s, a.card)}{face}{extra}{tg}"
    if isinstance(a, ActivateAbility):
        ab = s.objects[a.source].card.abilities[a.ability]
        tg = f" targeting {', '.join(describe_ref(s, t) for t in a.targets)}" if a.targets else ""
        return f"activate {describe_ref(s, a.source)}: {ab.text}{tg}"
    if isinstance(a, DeclareAttackers):
        if not a.attacks:
            return "attack with nothing"
        return "attack with " + ", ".join(f"{describe_ref(s, x)} -> {describe_ref(s, d)}"
                                          for x, d in a.attacks)
    if isinstance(a, DeclareBlockers):
        if not a.blocks:
            return "block with nothing"
        return "block: " + ", ".join(f"{describe_ref(s, b)} blocks {describe_ref(s, x)}"
                                     for b, x in a.blocks)
    if isinstance(a, Choose):
        d = s.pending
        if isinstance(d, ChoiceDecision):
            if d.purpose in ("may", "pay", "mulligan"):
                return {"may": {1: "yes", 0: "no"}, "pay": {1: "pay", 0: "don't pay"},
                        "mulligan": {1: "keep", 0: "mulligan"}}[d.purpose][a.chosen[0]]
            if d.purpose == "order_triggers":
                return "order: " + ", ".join(str(i + 1) for i in a.chosen)
            if not a.chosen:
                return "none"
            return ", ".join(describe_ref(s, c) for c in a.chosen)
    return repr(a)


def describe_pending(game: Game) -> str:
    d = game.pending
    if d is None:
        return "game over"
    s = game.state
    who = s.players[d.player].name
    if isinstance(d, ChoiceDecision):
        return f"{who}: {d.prompt}"
    return f"{who}: {d.kind.replace('_', ' ')}"
