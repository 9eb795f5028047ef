"""Text for the terminal game: the board (each permanent on its own line, with what a player
needs to see), the stack, actions and choices in words, a card's text, a zone's contents.

Everything here returns plain text (lines with a style name beside them for the terminal's
colours), so it is the same in a test, a pipe and a terminal. Objects show their id (`#12`):
the commands of `mtg play` take it.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.actions import (
    ActivateAbility,
    AssignDamage,
    CastSpell,
    ChoiceDecision,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
    RollPlanarDie,
    TurnFaceUp,
)
from mtg_engine.game import Game
from mtg_engine.rules.faces import land_face, spell_card
from mtg_engine.rules.layers import ability_of, characteristics
from mtg_engine.rules.mana import is_summoning_sick
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

Line = tuple[str, str]  # (text, style: "" / "you" / "opponent" / "dim" / "head" / "stack")


def player_name(s: GameState, index: int, viewer: int | None) -> str:
    return "you" if index == viewer else s.players[index].name


def whose(s: GameState, index: int, viewer: int | None) -> str:
    return "yours" if index == viewer else f"{s.players[index].name}'s"


def ref_text(s: GameState, ref: int, viewer: int | None = None) -> str:
    """A player or an object, in words: "Llanowar Elves #14 (yours, tapped)". A permanent
    always says whose it is and whether it is tapped; a card elsewhere says where it is."""
    if ref < 0:
        i = -ref - 1
        return player_name(s, i, viewer) if 0 <= i < len(s.players) else f"player {i}"
    o = s.objects.get(ref)
    if o is None:
        return f"#{ref} (gone)"
    if o.zone is Zone.BATTLEFIELD:
        bits = [whose(s, o.controller, viewer)]
        if o.tapped:
            bits.append("tapped")
        return f"{o.card.name} #{ref} ({', '.join(bits)})"
    if o.zone is Zone.STACK:
        return f"{o.card.name} #{ref} (on the stack, {whose(s, o.controller, viewer)})"
    if o.zone is Zone.HAND and o.owner == viewer:
        return f"{o.card.name} #{ref}"
    return f"{o.card.name} #{ref} (in {whose(s, o.owner, viewer)} {o.zone.value})"


def _combat_note(s: GameState, oid: int, viewer: int | None) -> str:
    c = s.combat
    if c is None:
        return ""
    if oid in c.attackers:
        target = c.attackers[oid]
        blocked = c.blocked.get(oid)
        note = f"attacking {ref_text(s, target, viewer)}"
        if blocked:
            note += ", blocked by " + ", ".join(f"{s.objects[b].card.name} #{b}"
                                                for b in blocked if b in s.objects)
        return note
    if oid in c.blockers:
        return "blocking " + ", ".join(f"{s.objects[a].card.name} #{a}"
                                       for a in c.blockers[oid] if a in s.objects)
    return ""


def permanent_line(s: GameState, oid: int, viewer: int | None = None) -> str:
    """One permanent: id, name, power/toughness, keywords, counters, damage, state."""
    o = s.objects[oid]
    ch = characteristics(s, oid)
    bits = [f"#{oid} {o.card.name}"]
    if ch.is_creature:
        bits.append(f"{ch.power}/{ch.toughness}")
    if ch.keywords:
        bits.append(", ".join(sorted(ch.keywords)))
    if o.counters:
        bits.append(" ".join(f"[{n} {k}]" for k, n in sorted(o.counters.items())))
    state = []
    if o.tapped:
        state.append("tapped")
    if ch.is_creature and is_summoning_sick(s, oid) and "haste" not in ch.keywords:
        state.append("summoning sick")
    if o.damage:
        state.append(f"{o.damage} damage")
    if o.attached_to is not None and o.attached_to in s.objects:
        state.append(f"attached to {ref_text(s, o.attached_to, viewer)}")
    note = _combat_note(s, oid, viewer)
    if note:
        state.append(note)
    if o.owner != o.controller:
        state.append(f"owned by {player_name(s, o.owner, viewer)}")
    if o.merged:  # 723.2: a merged permanent's cards, the topmost first
        from mtg_engine.rules.merging import component_names

        state.append("mutated: " + " over ".join(component_names(s, o)))
    if state:
        bits.append(f"({'; '.join(state)})")
    return " ".join(bits)


def board_lines(game: Game, viewer: int | None = None) -> list[Line]:
    """The public state (the opponent first, as across a table), plus `viewer`'s hand."""
    s = game.state
    out: list[Line] = [(f"Turn {s.turn}: {s.players[s.active].name}'s {s.step.label}", "head")]
    order = sorted(range(len(s.players)), key=lambda i: i == viewer)
    for i in order:
        p = s.players[i]
        style = "you" if i == viewer else "opponent"
        mark = " (lost)" if p.lost else ""
        pool = "".join(f"{{{t}}}" * n for t, n in zip("WUBRGC", p.mana_pool))
        exiled = sum(1 for e in s.exile if s.objects[e].owner == i)
        who = f"{p.name} (you)" if i == viewer else p.name
        out.append((f"{who}{mark}: life {p.life}, library {len(p.library)}, hand {len(p.hand)}, "
                    f"graveyard {len(p.graveyard)}, exile {exiled}"
                    + (f", mana pool {pool}" if pool else "")
                    + "".join(f", {n} {k}" for k, n in sorted(p.counters.items()) if n), style))
        perms = [oid for oid in s.battlefield if s.objects[oid].controller == i]
        lands = [oid for oid in perms if characteristics(s, oid).is_land]
        for oid in lands + [oid for oid in perms if oid not in lands]:
            out.append(("    " + permanent_line(s, oid, viewer),
                        "dim" if s.objects[oid].tapped else ""))
        command = command_zone_line(s, i)
        if command:
            out.append(("    " + command, style))
        if viewer == i and p.hand:
            out.append(("    hand: " + ", ".join(_hand_card(s, c) for c in p.hand), style))
    if s.stack:
        out.append(("Stack (top first):", "head"))
        for oid in reversed(s.stack):
            out.append(("    " + stack_line(s, oid, viewer), "stack"))
    return out


def command_zone_line(s: GameState, player: int) -> str:
    """What `player` owns in the command zone (408): their dungeon and the room their venture
    marker is in (309.4), their emblems (114) and other objects there, and the dungeons they
    have completed (309.7). "" when there is nothing to say."""
    from mtg_engine.rules.dungeons import is_dungeon, room_name
    from mtg_engine.rules.turn_triggers import is_turn_trigger

    things = []
    for oid in s.command:
        o = s.objects[oid]
        if o.owner != player or is_turn_trigger(s, oid):  # (a delayed trigger's holder)
            continue
        if is_dungeon(o):
            things.append(f"#{oid} {o.card.name} (venture marker in {room_name(s, o)})")
        elif s.commanders is not None and oid in s.commanders.objects:  # 903.3, 903.8
            from mtg_engine.rules.commanders import tax

            things.append(f"#{oid} {o.card.name} (commander; tax {{{tax(s, player, oid)}}})")
        else:
            things.append(f"#{oid} {o.card.name}")
    done = s.players[player].dungeons_completed
    line = "command zone: " + ", ".join(things) if things else ""
    if done:
        line += ("; " if line else "") + "dungeons completed: " + ", ".join(done)
    return line


def _hand_card(s: GameState, oid: int) -> str:
    card = s.objects[oid].card
    cost = f" {card.mana_cost}" if str(card.mana_cost) else ""
    return f"#{oid} {card.name}{cost}"


def stack_line(s: GameState, oid: int, viewer: int | None = None) -> str:
    o = s.objects[oid]
    kind = "" if o.kind is None or o.kind.value == "spell" else f" ({o.kind.value} ability)"
    tg = f" targeting {', '.join(ref_text(s, t, viewer) for t in o.targets)}" if o.targets else ""
    x = f" X={o.x}" if o.x else ""
    return f"#{oid} {o.card.name}{kind}{x}, {whose(s, o.controller, viewer)}{tg}"


def render_board(game: Game, viewer: int | None = None) -> str:
    return "\n".join(text for text, _ in board_lines(game, viewer))


# ------------------------------------------------------------------ actions in words


def describe_action(game: Game, a: Any, viewer: int | None = None) -> str:
    s = game.state

    def r(ref: int) -> str:
        return ref_text(s, ref, viewer)

    if isinstance(a, PassPriority):
        return "pass" + (" (let the top of the stack resolve)" if s.stack else "")
    if isinstance(a, PlayLand):
        land = land_face(s.objects[a.card].card, a.face)
        face = f" as {land.name}" if a.face != -1 and land is not None else ""  # 712.8
        return f"play {r(a.card)}{face}"
    if isinstance(a, CastSpell):
        cast_as = spell_card(s.objects[a.card], a.face)  # the face being cast (709.3, 716.3)
        card = s.objects[a.card].card if isinstance(cast_as, str) else cast_as
        extra = f" with X={a.x}" if card.mana_cost.has_x else ""
        modes = ""
        if a.modes and card.spell is not None:
            modes = " choosing " + "; ".join(card.spell.modes[m].text or f"mode {m + 1}"
                                             for m in a.modes)
        tg = f" targeting {', '.join(r(t) for t in a.targets)}" if a.targets else ""
        if a.face == -3:
            return f"cast {r(a.card)} face down for {{3}} (morph, 702.37c)"
        if a.face == -2:
            face = " fused (both halves)"  # 702.102a
        elif a.face != -1 and not isinstance(cast_as, str):
            face = f" as {cast_as.name}"  # a split half, an Adventure, a back face
        else:
            face = ""
        return f"cast {r(a.card)}{face} {card.mana_cost}{extra}{modes}{tg}"
    if isinstance(a, TurnFaceUp):  # 116.2b, 702.37e
        paid = f" (paying with {', '.join(r(c) for c in a.chosen)})" if a.chosen else ""
        return f"turn {r(a.permanent)} face up{paid}"  # 118.3: a morph cost's objects
    if isinstance(a, RollPlanarDie):  # 901.9 (rules/planechase.py)
        from mtg_engine.rules.planechase import roll_cost

        return f"roll the planar die ({roll_cost(s) or '{0}'})"
    if isinstance(a, ActivateAbility):
        ab = ability_of(s, a.source, a.ability)
        extra = f" (X={a.x})" if a.x and not ab.any_color else ""
        if ab.any_color:
            extra = f" (for {'WUBRG'[a.x]})"
        tg = f" targeting {', '.join(r(t) for t in a.targets)}" if a.targets else ""
        sac = f", sacrificing {', '.join(r(x) for x in a.sacrifice)}" if a.sacrifice else ""
        if a.discard:
            sac += f", discarding {', '.join(r(x) for x in a.discard)}"
        if a.crew or a.tapped:  # 702.122a, 118.3
            sac += f", tapping {', '.join(r(x) for x in (*a.crew, *a.tapped))}"
        if a.exile:
            sac += f", exiling {', '.join(r(x) for x in a.exile)}"
        if a.bounced:
            sac += f", returning {', '.join(r(x) for x in a.bounced)}"
        return f"activate {r(a.source)}: {ab.text}{extra}{tg}{sac}"
    if isinstance(a, DeclareAttackers):
        if not a.attacks:
            return "attack with nothing"
        bands = "".join(f"; band: {', '.join(r(x) for x in b)}" for b in a.bands)  # 508.1e
        return "attack: " + ", ".join(f"{r(x)} -> {r(d)}" for x, d in a.attacks) + bands
    if isinstance(a, DeclareBlockers):
        if not a.blocks:
            return "block with nothing"
        return "block: " + ", ".join(f"{r(b)} blocks {r(x)}" for b, x in a.blocks)
    if isinstance(a, AssignDamage):
        return "assign " + ", ".join(f"{n} to {r(to)}" for to, n in a.assignment)
    if isinstance(a, Choose):
        d = s.pending
        if isinstance(d, ChoiceDecision):
            return describe_choice(game, d, a.chosen, viewer)
    return repr(a)


def describe_choice(game: Game, d: ChoiceDecision, chosen: tuple[int, ...],
                    viewer: int | None = None) -> str:
    s = game.state
    if d.purpose == "may":
        return "yes" if chosen == (1,) else "no"
    if d.purpose == "pay":
        return "pay" if chosen == (1,) else "don't pay"
    if d.purpose == "mulligan":
        return "keep" if chosen == (1,) else "mulligan"
    if d.purpose == "order_triggers":
        return "order: " + ", ".join(str(i + 1) for i in chosen)
    if not chosen:
        return "none"
    if all(c in s.objects or c < 0 for c in chosen):
        return ", ".join(ref_text(s, c, viewer) for c in chosen)
    return ", ".join(str(c) for c in chosen)


def menu_label(game: Game, a: Any, viewer: int | None = None) -> str:
    """An action as a menu entry of the terminal game: as `describe_action`, with the
    mulligan's entries saying what they do (103.4)."""
    s = game.state
    d = s.pending
    if isinstance(a, Choose) and isinstance(d, ChoiceDecision) and d.purpose == "mulligan":
        if a.chosen == (1,):
            return f"keep these {len(s.players[d.player].hand)} cards"
        n = (s.mull[d.player] if s.mull else 0) + 1
        return (f"mulligan: shuffle them away, draw 7 new cards, then put {n} of them "
                f"on the bottom of your library")
    return describe_action(game, a, viewer)


def describe_pending(game: Game, viewer: int | None = None) -> str:
    d = game.pending
    if d is None:
        return "game over"
    s = game.state
    who = player_name(s, d.player, viewer).capitalize()
    if isinstance(d, ChoiceDecision):
        if d.purpose == "mulligan":
            taken = s.mull[d.player] if s.mull else 0
            return (f"{who}: keep this opening hand or mulligan? (mulligans so far: {taken}; "
                    f"a mulligan draws 7 new cards, then you put {taken + 1} on the bottom)")
        return f"{who}: {d.prompt}"
    if d.kind == "priority":
        where = "your turn" if s.active == d.player else f"{s.players[s.active].name}'s turn"
        what = "respond, or pass to let the top of the stack resolve" if s.stack else \
            "what now? (Enter passes)"
        return f"{who} ({where}, {s.step.label}): {what}"
    return f"{who}: {d.kind.replace('_', ' ')}"


# ------------------------------------------------------------------ reading cards and zones


def card_text(card: Any) -> str:
    """A card as printed: name and cost, type line, rules text, power/toughness or loyalty."""
    lines = [f"{card.name}  {card.mana_cost}".rstrip(), card.type_line or ""]
    if card.text:
        lines.append(card.text)
    if card.power is not None:
        lines.append(f"{card.power}/{card.toughness}")
    if card.loyalty is not None:
        lines.append(f"Loyalty {card.loyalty}")
    return "\n".join(x for x in lines if x)


def find_card(game: Game, query: str) -> Any | None:
    """A card definition by object id (`12`, `#12`) or by name (any object in the game, or
    the card database)."""
    s = game.state
    q = query.strip().lstrip("#")
    if q.isascii() and q.isdigit():
        o = s.objects.get(int(q))
        return o.card if o is not None else None
    low = q.lower()
    for o in s.objects.values():
        if o.card.name.lower() == low:
            return o.card
    for o in s.objects.values():
        if low and low in o.card.name.lower():
            return o.card
    try:
        return s.db.get(q)
    except (KeyError, ValueError):
        return None


def zone_lines(game: Game, zone: str, viewer: int | None = None) -> list[str]:
    """The contents of every player's graveyard, or of exile (both public zones, 404 / 406)."""
    s = game.state
    out: list[str] = []
    for p in s.players:
        ids = p.graveyard if zone == "graveyard" else [e for e in s.exile
                                                        if s.objects[e].owner == p.index]
        label = f"your {zone}" if p.index == viewer else f"{p.name}'s {zone}"
        out.append(f"{label} ({len(ids)}): " + (", ".join(
            f"#{c} {s.objects[c].card.name}" for c in reversed(ids)) or "empty"))
    return out
