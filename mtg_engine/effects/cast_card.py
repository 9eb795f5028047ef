""""You may cast target instant card from your graveyard without paying its mana cost. If that
spell would be put into your graveyard this turn, exile it instead." (Torrential Gearhulk,
Memory Plunder: 608.2g, 601.3, 118.9; the compiler's cards/oracle/zone_casts.py).

As the instruction is carried out its controller may (`may`; else must, if able: an optional
triggered ability asked first, 603.5) cast the target card, from the graveyard
it is in (an opponent's too: they control the spell, its owner keeps the card, 108.3), at once
and without paying its mana cost (X is 0, additional costs are paid, 118.9: the cast itself is
effects/stack_verbs._cast_exiled_free); timing permissions are ignored (608.2g). The spell
remembers the replacement effect of the second sentence (614.1a) as ("exile_instead",
"<player | any>:<turn | any>"): it is exiled instead of being put into its owner's graveyard
("your graveyard": only when its owner is that player; "this turn": only that turn)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import GameObject, Zone

EXILE_INSTEAD = "exile_instead"


def v_cast_card_free(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    refs = [r for r in resolve_refs(state, frame, e.get("what"))
            if r > 0 and r in state.objects and state.objects[r].zone is Zone.GRAVEYARD]
    marks: tuple[tuple[str, str], ...] = ()
    if e.get("exile_instead"):
        who = str(frame.controller) if e.get("exile_instead") == "your" else "any"
        turn = str(state.turn) if e.get("this_turn") else "any"
        marks = ((EXILE_INSTEAD, f"{who}:{turn}"),)
    if e.get("each"):  # one card of each target, cast in turn (each: "may", 608.2g)
        return _cast_each(state, frame, refs, e.get("each") != "may", marks)
    if not refs:
        return True  # (an illegal target: 608.2b)
    return _cast_exiled_free(state, frame, refs[0], must=not e.get("may"), zone=Zone.GRAVEYARD,
                             marks=marks)


_EACH_AT = "each_at"  # (frame.vars: the card being cast; the vars before it are the base)
_EACH_DONE = "each_done"


def _cast_each(state: GameState, frame: Frame, refs: list[int], must: bool,
               marks: tuple[tuple[str, str], ...]) -> bool:
    """Cast each of `refs` in turn (its own "may" choice, targets and costs asked as for one
    card); False while a choice is pending."""
    from dataclasses import replace

    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    while True:
        at = dict(frame.vars).get(_EACH_AT)
        if at is None:
            done = {v for k, v in frame.vars if k == _EACH_DONE}
            left = [r for r in refs if r not in done]
            if not left:
                return True
            at = left[0]
            state.frame = frame = replace(frame, vars=(*frame.vars, (_EACH_AT, at)))
        if not _cast_exiled_free(state, frame, at, must=must, zone=Zone.GRAVEYARD, marks=marks):
            return False
        frame = state.frame or frame
        base = next(i for i, (k, _) in enumerate(frame.vars) if k == _EACH_AT)
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars[:base], (_EACH_DONE, at)))


def exiled_instead(state: GameState, o: GameObject) -> bool:
    """614.1a: is the spell `o`, about to be put into its owner's graveyard, exiled instead?"""
    for k, v in o.chosen:
        if k != EXILE_INSTEAD:
            continue
        who, turn = v.split(":")
        if (who == "any" or int(who) == o.owner) and (turn == "any" or int(turn) == state.turn):
            return True
    return False


def v_exile_castable(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Exile target nonland permanent. For as long as that card remains exiled, its owner may
    cast it [without paying its mana cost]." (Release to the Wind): the card in exile, a new
    object (400.7), gets its owner's permission (601.3; 305.9: cast, never played as a land)."""
    from mtg_engine.effects.keyword_actions import _exile_permanents
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.play_from_exile import allow_this_turn

    for c in _exile_permanents(state, resolve_refs(state, frame, e.get("what"))):
        allow_this_turn(state, state.objects[c].owner, c, remains=True, cast=True,
                        free=bool(e.get("free")))
    return True


def exiled_this_way(state: GameState, frame: Frame) -> list[int]:
    """608.2c: the cards the instructions before moved to exile as this spell or ability
    resolves (the new objects, 400.7, still there), in the order they were exiled."""
    out: list[int] = []
    for ev in reversed(state.log):
        if ev[0] == "resolve" and ev[1] == frame.stack_id:
            break
        if ev[0] == "move" and ev[5] == "exile" and ev[2] in state.objects \
                and state.objects[ev[2]].zone is Zone.EXILE:
            out.append(ev[2])
    else:
        return []  # (not resolving from the stack: nothing was exiled "this way")
    return out[::-1]


def moved_this_way(state: GameState, frame: Frame, zone: str) -> list[int]:
    """608.2c: the cards the instructions before moved to `zone` ("exile", "graveyard") as
    this spell or ability resolves (the new objects, 400.7, still there), in order."""
    out: list[int] = []
    for ev in reversed(state.log):
        if ev[0] == "resolve" and ev[1] == frame.stack_id:
            break
        if ev[0] == "move" and ev[5] == zone and ev[2] in state.objects \
                and state.objects[ev[2]].zone is Zone(zone):
            out.append(ev[2])
    else:
        return []  # (not resolving from the stack: nothing was moved "this way")
    return out[::-1]


def v_cast_among_free(state: GameState, frame: Frame, e: Effect) -> bool:
    """"You may cast an instant or sorcery spell from among them without paying its mana
    cost." (Jace's Mindseeker: 608.2g, 118.9): its controller may choose one of the cards the
    instruction before moved to `from` that the filter allows and that can be cast now, and
    casts it at once (effects/stack_verbs._cast_exiled_free); none chosen, nothing is cast."""
    from mtg_engine.effects.cast_from_hand import castable_free, pick_and_cast

    zone = Zone(str(e.get("from")))
    return pick_and_cast(
        state, frame, lambda: tuple(c for c in moved_this_way(state, frame, zone.value)
                                    if castable_free(state, frame, c, e.get("filter"))),
        zone, "among", "cast a spell from among them without paying its mana cost")


def v_allow_play(state: GameState, frame: Frame, e: Effect) -> bool:
    """"You may play that card this turn.", "Until end of turn, you may cast that card without
    paying its mana cost.", "You may cast it for as long as it remains exiled." after an
    instruction that exiled it (601.3, 305.9, 118.9): the ability's controller gets the
    permission (`until`: "turn" / "next_turn" / "remains"; `cast`: spells only; `free`;
    `spend`: "any_color" / "any_type", mana spent as though it were of any color / type, 609.4b)."""
    from mtg_engine.rules.play_from_exile import allow_this_turn
    from mtg_engine.rules.spend_any import DSL_SPEND

    until = e.get("until")
    for c in exiled_this_way(state, frame):
        allow_this_turn(state, frame.controller, c, next_turn=until == "next_turn",
                        remains=until == "remains", cast=bool(e.get("cast")),
                        free=bool(e.get("free")),
                        spend=DSL_SPEND.get(str(e.get("spend")), ""),
                        exile_instead=bool(e.get("exile_instead")))
    return True


def v_exile_until_found(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Target opponent exiles cards from the top of their library until they exile a nonland
    card." (Stolen Goods): each player named exiles their top card (401.1) one at a time until
    a nonland card is exiled or the library is empty."""
    from mtg_engine.core.types import CardType
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.zones import move_object

    for p in players_of(state, frame, e.get("who") or "you"):
        lib = state.players[p].library
        while lib:
            top = lib[-1]
            new = move_object(state, top, Zone.EXILE)
            if (new is not None and new in state.objects
                    and CardType.LAND not in state.objects[new].card.types) \
                    or (lib and lib[-1] == top):
                break  # (found; or the move waits for a choice or was replaced: 614.6)
    return True


def v_cast_top_free(state: GameState, frame: Frame, e: Effect) -> bool:
    """"You may look at the top card of your library. You may cast it without paying its mana
    cost if it's an instant or sorcery spell." (Galvanoth, 608.2g, 118.9): the card stays on
    top unless it matches and its controller casts it (looking reveals nothing, 701.16)."""
    from mtg_engine.effects.stack_verbs import _cast_exiled_free
    from mtg_engine.rules.filters import matches

    lib = state.players[frame.controller].library
    top = dict(frame.vars).get("top_card")
    if top is None:
        if not lib or not matches(state, lib[-1], e.get("filter"), frame.controller,
                                  frame.source):
            return True
        top = lib[-1]
        from dataclasses import replace

        state.frame = frame = replace(frame, vars=(*frame.vars, ("top_card", top)))
    return _cast_exiled_free(state, frame, top, zone=Zone.LIBRARY)


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "cast_top_free": v_cast_top_free, "cast_among_free": v_cast_among_free,
    "exile_until_found": v_exile_until_found,
    "allow_play": v_allow_play,
    "cast_card_free": v_cast_card_free, "exile_castable": v_exile_castable}
