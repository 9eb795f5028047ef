"""The event log as text: the game record a person reads (DESIGN principle 3)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtg_engine.state.game_state import GameState


class Namer:
    """Names for object ids and player refs, including objects that no longer exist (ids are
    never reused, and each move event records the name)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.names: dict[int, str] = {}

    def learn(self, ev: tuple[Any, ...]) -> None:
        if ev[0] == "move":
            if ev[1]:
                self.names[ev[1]] = ev[3]
            if ev[2]:
                self.names[ev[2]] = ev[3]

    def __call__(self, ref: int) -> str:
        if ref < 0:
            i = -ref - 1
            return self.state.players[i].name if i < len(self.state.players) else f"player {i}"
        o = self.state.objects.get(ref)
        if o is not None:
            return o.card.name
        return self.names.get(ref, f"#{ref}")


def format_event(ev: tuple[Any, ...], name: Namer) -> str | None:
    k = ev[0]
    P = name.state.players
    if k == "turn":
        return f"=== turn {ev[1]} ({P[ev[2]].name}) ==="
    if k == "step":
        return f"-- {ev[2].replace('_', ' ').lower()}"
    if k in _MERGE_EVENTS:  # 702.140, 723 (rules/mutate.py, rules/merging.py)
        return _merge_event(ev, name)
    if k == "move":
        _, _old, new, card, frm, to, _controller, _, _ = ev
        card = card.split(" [merged: ")[0]  # 723.2a: a merged permanent by its topmost card
        if (frm, to) in (("library", "hand"), ("hand", "stack"), ("hand", "battlefield"),
                         ("stack", "battlefield"), ("hand", "library")) \
                or (frm == "stack" and not new):
            # reported as a draw, a cast, a land played, a resolution; cards going back to the
            # library (a mulligan) stay hidden (400.2)
            return None
        if frm == "none":
            return f"{card} is created"
        if frm == "stack" and to == "graveyard":
            return None  # a resolved instant or sorcery (a countered spell is reported)
        if frm == "battlefield" and to == "graveyard":
            return f"{card} is put into its owner's graveyard"
        return f"{card} moves from {frm} to {to}"
    if k == "draw":
        return f"{P[ev[1]].name} draws a card"
    if k == "dredge":  # 702.52a
        return f"{P[ev[1]].name} dredges {name(ev[2])}: mills {ev[3]} cards instead of drawing"
    if k == "draw_empty":
        return f"{P[ev[1]].name} tries to draw from an empty library"
    if k == "cast":
        return f"{P[ev[1]].name} casts {ev[3] or 'a face-down creature spell'}"  # 708.4
    if k == "manifest":  # 701.34a
        return f"{P[ev[1]].name} manifests the top card of their library"
    if k == "turn_skipped":  # 614.10 (rules/skip_turn.py)
        return f"{P[ev[1]].name} skips a turn ({name(ev[2])})"
    if k == "turned_face_up":  # 116.2b, 702.37e
        return f"{P[ev[2]].name} turns a face-down permanent face up: it is {ev[3]}"
    if k == "activate":
        return f"{P[ev[1]].name} activates an ability of {ev[3]}"
    if k == "play_land":
        return f"{P[ev[1]].name} plays {name(ev[2])}"
    if k == "trigger":
        return f"{ev[3].split(' [merged: ')[0]}'s ability triggers"  # (723.2a)
    if k == "resolve":
        return f"{ev[2]} resolves"
    if k == "fizzle":
        return f"{ev[2]} doesn't resolve: its targets are illegal"
    if k == "countered":
        return f"{ev[2]} is countered"
    if k == "exiled_instead_of_countered":
        return f"{ev[2]} is exiled instead of countered"
    if k == "attach":
        return f"{name(ev[1])} is attached to {name(ev[2])}"
    if k == "prevented":
        return f"{ev[3]} damage from {name(ev[1])} to {name(ev[2])} is prevented"
    if k == "damage":
        return f"{name(ev[1])} deals {ev[3]} {'combat ' if ev[4] else ''}damage to {name(ev[2])}"
    if k == "gain_life":
        return f"{P[ev[1]].name} gains {ev[2]} life (now {'?'})".replace(" (now ?)", "")
    if k == "lose_life":
        return f"{P[ev[1]].name} loses {ev[2]} life"
    if k == "cycle":
        return f"{P[ev[1]].name} cycles {name(ev[2])}"
    if k == "attack":
        return f"{name(ev[1])} attacks {name(ev[2])}"
    if k == "block":
        return f"{name(ev[1])} blocks {name(ev[2])}"
    if k == "band":  # 508.1e, 702.22c
        return f"{', '.join(name(x) for x in ev[1])} attack as a band"
    if k == "discard":
        return f"{P[ev[1]].name} discards a card"
    if k == "player_counters":  # 122.1f: poison counters from infect (120.3b)
        return f"{P[ev[1]].name} gets {ev[3]} {ev[2]} counter(s)"
    if k == "counters":
        return f"{name(ev[1])} gets {ev[3]:+d} {ev[2]} counter(s)"
    if k == "lose":
        return f"{P[ev[1]].name} loses the game: {ev[2]}"
    if k == "mulligan_decision":
        return f"{P[ev[1]].name} {'keeps' if ev[2] == 1 else 'mulligans'}"
    if k in ("transform", "flip"):  # 701.28, 710
        return f"{ev[2]} {'transforms' if k == 'transform' else 'flips'} into {ev[3]}"
    if k == "adventure":  # 716.3d
        return f"{name(ev[2])} is on an adventure: {P[ev[1]].name} may cast it from exile"
    if k == "day_night":  # 724.1
        return f"it becomes {ev[1]}"
    if k == "coin_flip":  # 705.1
        return f"{P[ev[1]].name} {'wins' if ev[2] else 'loses'} a coin flip"
    if k == "text_changed":  # 612.1
        from mtg_engine.rules.text_changes import word_of

        return (f"the text of {', '.join(name(o) for o in ev[1])} changes: {word_of(ev[2], ev[3])}"
                f" becomes {word_of(ev[2], ev[4])}")
    if k == "class_level":  # 717.2a
        return f"{name(ev[1])} becomes level {ev[2]}"
    if k == "trained":  # 702.149c (effects/training.py)
        return f"{name(ev[1])} trains"
    if k in _VARIANT_EVENTS:  # 901, 904 (rules/planechase.py, rules/archenemy.py)
        return _VARIANT_EVENTS[k].format(*ev[2:], player=P[ev[1]].name)
    if k in ("tap", "untap", "mana", "shuffle", "becomes_blocked", "scry", "cleanup_priority",
             "mulligans_done", "trigger_removed", "cleanup", "effect", "unblocked",
             "left_with_counters", "left_with_keywords", "left_with_pt", "targeted",
             "left_attached", "left_with_attached", "sacrifice", "left_with_granted",
             "left_as", "spell_left", "spell_left_x", "damage_group", "prevention_applied",
             "left_text_changed", "attacking_power", "attacking_types", "left_blocking",
             "ability_resolved", "ability_activated", "left_zone_pt", "destroyed",
             "added_combat", "cast_as"):
        return None
    return " ".join(str(x) for x in ev)


_MERGE_EVENTS = ("mutated", "mutate_ends", "merged_apart", "left_mutated")


def _merge_event(ev: tuple[Any, ...], name: Namer) -> str | None:
    """702.140b-c, 723.3: a spell mutating onto a creature, or resolving as a creature spell."""
    if ev[0] == "mutated":
        return f"{ev[3]} mutates onto {name(ev[1])} (702.140c)"
    if ev[0] == "mutate_ends":
        return f"{ev[2]}'s target is illegal: it resolves as a creature spell (702.140b)"
    return None


# Planechase and Archenemy events: ("planar_die", player, result), (kind, player, id, name)
_VARIANT_EVENTS = {"planar_die": "{player} rolls the planar die: {0}",
                   "starting_plane": "{player} turns the starting plane face up",
                   "planeswalk_to": "{player} planeswalks to {1}",
                   "planeswalk_away": "{player} planeswalks away from {1}",
                   "set_in_motion": "{player} sets {1} in motion",
                   "abandon": "{player} abandons {1}",
                   "scheme_done": "{1} goes to the bottom of {player}'s scheme deck",
                   # 309, 701.46 (rules/dungeons.py)
                   "venture": "{player} ventures into the dungeon",
                   "dungeon": "{player} puts {1} into the command zone",
                   "venture_room": "{player} moves their venture marker into {2}",
                   "dungeon_completed": "{player} completes {1}"}


def format_events(state: GameState, events: Iterable[tuple[Any, ...]] | None = None,
                  namer: Namer | None = None) -> list[str]:
    if namer is None:
        namer = Namer(state)
        for ev in state.log:  # every id that ever moved has its name in a move event
            namer.learn(ev)
    out: list[str] = []
    repeats = 0
    for ev in events if events is not None else state.log:
        line = format_event(ev, namer)
        if not line:
            continue
        if out and (line == out[-1] or out[-1].startswith(line + " (x")):
            repeats += 1
            out[-1] = f"{line} (x{repeats + 1})"  # "B draws a card (x7)"
            continue
        repeats = 0
        out.append(line)
    return out
