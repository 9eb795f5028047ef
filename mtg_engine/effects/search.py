"""A library search by another player than the ability's controller (701.23): "Exile target
creature. Its controller may search their library for a basic land card, put that card onto
the battlefield tapped, then shuffle." (Path to Exile; cards/oracle/search.py).

That player is asked whether to search (608.2d: the player the instruction names chooses);
if they do, they choose up to `count` cards matching `filter` (701.23b: they may find fewer),
put them where it says under their own control, and shuffle their library. If they don't,
nothing happens, and their library isn't shuffled. The step reached is kept in the frame's
vars ("searched": 1 once they chose to search), as effects/verbs.py verbs do.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.rules.filters import matches
from mtg_engine.rules.library_order import library_order_changed
from mtg_engine.rules.search_forbidden import cant_search
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def search_by_player(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import _ask, amount_of, players_of
    from mtg_engine.rules.random import shuffle_library

    players = players_of(state, frame, e.get("who", "you"))
    if not players:
        return True
    if e.get("who") in ("each_player", "each_opponent"):
        return search_by_players(state, frame, e, players)
    p = players[0]
    if e.get("to") in ("top", "split"):
        return _search_top_or_split(state, frame, e, p)
    searched = dict(frame.vars).get("searched")
    if searched is None and e.get("searcher_may"):
        if frame.answer is None:
            return _ask(state, ChoiceDecision(p, "may", (1, 0), 1, 1,
                                              "search your library?"), "effect")
        if frame.answer[0] == 0:
            return True
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, ("searched", 1)))
    lib = state.players[p].library
    count = amount_of(state, frame, e.get("count", 1))
    f = e.get("filter")
    options = () if cant_search(state, p) else tuple(  # 101.2 (rules/search_forbidden.py)
        c for c in reversed(lib) if matches(state, c, f, p, frame.source))
    if frame.answer is None and options:
        return _ask(state, ChoiceDecision(p, "search", options, 0, min(count, len(options)),
                                          f"search your library for up to {count} card(s)"),
                    "effect")
    to = Zone(e.get("to"))
    for c in frame.answer or ():
        if c in state.objects and state.objects[c].zone is Zone.LIBRARY and c in options:
            if to is Zone.BATTLEFIELD:
                move_object(state, c, to, controller=p, tapped=bool(e.get("tapped")))
            else:
                move_object(state, c, to)
    state.log.append(("search", p, len(frame.answer or ())))
    if e.get("shuffle"):
        shuffle_library(state, p)
    return True


def search_by_players(state: GameState, frame: Frame, e: Effect, players: list[int]) -> bool:
    """"Each player may search their library for ..." (search_players.py): in APNAP order
    (101.4) each player chooses whether to search and which cards to find (the step reached
    and the cards found are kept in the frame's vars); then the cards found are put where it
    says at the same time, each under its owner's control, and each player who searched
    shuffles (701.20)."""
    from mtg_engine.effects.references import _ask, amount_of
    from mtg_engine.rules.random import shuffle_library

    while True:
        v = dict(frame.vars)
        i = int(v.get("search_i", 0))
        if i >= len(players):
            break
        p = players[i]
        if f"search_may:{i}" not in v:
            if frame.answer is None:
                return _ask(state, ChoiceDecision(p, "may", (1, 0), 1, 1,
                                                  "search your library?"), "effect")
            state.frame = frame = replace(frame, answer=None,
                                          vars=(*frame.vars, (f"search_may:{i}", frame.answer[0])))
            continue
        options = () if not v[f"search_may:{i}"] or cant_search(state, p) else tuple(  # 101.2
            c for c in reversed(state.players[p].library)
            if matches(state, c, e.get("filter"), p, frame.source))
        count = amount_of(state, frame, e.get("count", 1))
        if frame.answer is None and options:
            return _ask(state, ChoiceDecision(p, "search", options, 0, min(count, len(options)),
                                              f"search your library for up to {count} card(s)"),
                        "effect")
        found = tuple((f"search_found:{c}", p) for c in frame.answer or () if c in options)
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, *found, ("search_i", i + 1)))
    _put_found(state, frame, e)
    for i, p in enumerate(players):
        if dict(frame.vars).get(f"search_may:{i}"):
            state.log.append(("search", p, sum(1 for k, w in frame.vars
                                               if k.startswith("search_found:") and w == p)))
            shuffle_library(state, p)
    return True


def _put_found(state: GameState, frame: Frame, e: Effect) -> None:
    """The cards the players found, put where the search says at the same time (101.4)."""
    to = Zone(e.get("to"))
    for k, p in frame.vars:
        if not k.startswith("search_found:"):
            continue
        c = int(k.partition(":")[2])
        if c in state.objects and state.objects[c].zone is Zone.LIBRARY:
            if to is Zone.BATTLEFIELD:
                move_object(state, c, to, controller=p, tapped=bool(e.get("tapped")))
            else:
                move_object(state, c, to)


def _search_top_or_split(state: GameState, frame: Frame, e: Effect, p: int) -> bool:
    """"... then shuffle and put that card on top" (the card is set aside while the library
    is shuffled, then put on top, 401.4); "put one onto the battlefield tapped and the other
    into your hand" (the answer's order: the first chosen goes onto the battlefield)."""
    from mtg_engine.effects.references import _ask, amount_of
    from mtg_engine.rules.random import shuffle_library

    lib = state.players[p].library
    f = e.get("filter")
    options = () if cant_search(state, p) else tuple(  # 101.2
        c for c in reversed(lib) if matches(state, c, f, p, frame.source))
    count = len(options) if e.get("any_number") else amount_of(state, frame, e.get("count", 1))
    split = e.get("to") == "split"
    # where the first and the second card chosen go (search_split.py)
    dests = [Zone(z) for z in e.get("split_to", ("battlefield", "hand"))]
    # 701.19a: "two cards" with no stated quality are found if they are there
    least = min(count, len(options)) if e.get("exactly") and f == Filter() else 0
    if frame.answer is None and options:
        purpose = "search_split" if split else "search"
        return _ask(state, ChoiceDecision(p, purpose, options, least, min(count, len(options)),
                                          "search your library" + (
                                              f": the first chosen {_put_words(dests[0])}, the "
                                              f"second {_put_words(dests[1])}" if split else "")),
                    "effect")
    chosen = [c for c in frame.answer or () if c in options]
    state.log.append(("search", p, len(chosen)))
    if split:
        for c, to in zip(chosen[:2], dests, strict=False):
            if to is Zone.BATTLEFIELD:
                move_object(state, c, to, controller=p, tapped=bool(e.get("tapped")))
            else:
                move_object(state, c, to)
        return True  # (the shuffle is the next instruction)
    if chosen and e.get("reveal"):
        state.log.append(("reveal", p, tuple(chosen)))  # 701.16a
    for c in chosen:
        lib.remove(c)
    shuffle_library(state, p)
    for c in chosen:  # 401.4: on top, in the order chosen (the last chosen on top)
        lib.insert(max(0, len(lib) + 1 - int(e.get("from_top", 1))), c)  # ("third from the top")
    library_order_changed(state)
    return True


def _put_words(zone: Zone) -> str:
    return {Zone.BATTLEFIELD: "onto the battlefield", Zone.HAND: "into your hand",
            Zone.GRAVEYARD: "into your graveyard"}.get(zone, str(zone.value))


def v_search_named(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Search your library and/or graveyard for a card named N, reveal it, and put it into
    your hand. If you search your library this way, shuffle." (701.23): the controller
    chooses whether to search their library (the graveyard is searched either way: a public
    zone), then takes up to one card named N from the zones searched (with `hand`, their hand
    too); the library is shuffled if it was searched. With `to` "battlefield" the card is put
    onto the battlefield (an Aura enchants what they choose as it enters, 303.4f)."""
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.random import shuffle_library

    p = frame.controller
    name = e.get("name")
    library = dict(frame.vars).get("library")
    if library is None:
        if frame.answer is None:
            return _ask(state, ChoiceDecision(p, "may", (1, 0), 1, 1,
                                              "search your library too?"), "effect")
        library = frame.answer[0] and not cant_search(state, p)  # 101.2
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, ("library", library)))
    pl = state.players[p]
    zones = [*pl.graveyard, *(pl.hand if e.get("hand") else ()),
             *(reversed(pl.library) if library else ())]
    from mtg_engine.rules.x_filters import bind_in

    f = bind_in(state, frame, e.get("filter"))  # 701.19: a card of a kind (107.3a: X bound)
    options = tuple(c for c in zones if (state.objects[c].card.name == name if f is None
                                         else matches(state, c, f, p, frame.source)))
    picked = dict(frame.vars).get("named_picked")
    if picked is None:
        if frame.answer is None and options:
            return _ask(state, ChoiceDecision(p, "search", options, 0, 1,
                                              f"search for a card named {name}" if f is None
                                              else "search for a card"), "effect")
        picked = next((c for c in frame.answer or () if c in options), 0)
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, ("named_picked", picked)))
    if picked and picked in state.objects and e.get("to") == "battlefield" \
            and e.get("attach_to"):
        _put_attached(state, frame, picked, str(e.get("attach_to")))
    elif picked and picked in state.objects and e.get("to") == "battlefield":
        from mtg_engine.effects import aura_entry

        def move(st: GameState, c: int) -> int | None:
            return move_object(st, c, Zone.BATTLEFIELD, controller=p)

        if not aura_entry.move_with_auras(state, frame, [picked], p, move):
            return False  # (what an Aura enchants: asked, 303.4f)
    elif picked and picked in state.objects:
        state.log.append(("reveal", p, (picked,)))  # 701.16a
        move_object(state, picked, Zone.HAND)
    if library:
        state.log.append(("search", p, len(frame.answer or ())))
        shuffle_library(state, p)
    return True


def _put_attached(state: GameState, frame: Frame, aura: int, to: str) -> None:
    """"... and put it onto the battlefield attached to ~ / target creature" (303.4f): the
    Aura enters attached to that permanent if it could enchant it; else it stays where it
    was (303.4g)."""
    from mtg_engine.effects.aura_return import can_enchant

    p = frame.controller
    host = frame.source if to == "self" else (
        frame.targets[0] if frame.targets and frame.legal[0] else 0)
    o = state.objects.get(host)
    if not host or o is None or o.zone is not Zone.BATTLEFIELD \
            or not can_enchant(state, aura, host, p):
        state.log.append(("aura_stays", aura, state.objects[aura].card.name))  # 303.4g
        return
    new = move_object(state, aura, Zone.BATTLEFIELD, controller=p)
    if new is not None and new in state.objects and state.objects[new].zone is Zone.BATTLEFIELD:
        state.mut(new).attached_to = host  # 303.4f: as it enters


def names_of(state: GameState, frame: Frame, ref: object) -> set[str]:
    """The names the cards found must have one of (201.2): the name of the object `ref`
    names, as it is if it is still in its zone (a face-down permanent has none, 708.2), else as
    it last existed (608.2h: the creature that died, the card exiled); or the names of a group
    (the cards in the controller's graveyard, the permanents a filter describes)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.effects.search_other import _last_known
    from mtg_engine.rules.layers import characteristics

    if ref == "your_graveyard":  # (oracle/search_same_name.py)
        return {state.objects[c].card.name for c in state.players[frame.controller].graveyard}
    if isinstance(ref, tuple):  # ("all", filter): the permanents now
        return {characteristics(state, o).name for o in resolve_refs(state, frame, ref)
                if state.objects[o].face_down is None}
    ref = str(ref)
    if ref.startswith("target"):
        i = int(ref.partition(":")[2] or 0)
        if i >= len(frame.targets) or not frame.legal[i] or frame.targets[i] <= 0:
            return set()  # 608.2b: an illegal target gives no information here
        ids = [frame.targets[i]]
    else:
        ids = [r for r in frame.remembered if r > 0] if ref == "remembered" else \
            [r for r in resolve_refs(state, frame, ref) if r > 0]
    if len(ids) != 1:
        return set()
    o = state.objects.get(ids[0])
    if o is not None and o.zone is Zone.BATTLEFIELD:
        return set() if o.face_down is not None else {characteristics(state, ids[0]).name}
    known = _last_known(state, ids[0])
    return set() if known is None else {known[0]}


def search_different_names(state: GameState, frame: Frame, e: Effect,
                           options: tuple[int, ...]) -> bool:
    """"Search your library for up to three creature cards with different names": the
    controller finds the cards one at a time, each with a name none found before has (201.2),
    and may stop at any time (701.19b); the cards found (kept in the frame's vars) are then
    put where it says at once. "... up to two basic land cards that share a land type": each
    found has a land type every card found before has (205.3i)."""
    from mtg_engine.effects.references import _ask, amount_of

    p = frame.controller
    count = amount_of(state, frame, e.get("count", 1))
    while True:
        found = [int(k.partition(":")[2]) for k, _ in frame.vars if k.startswith("search_found:")]
        left = tuple(c for c in options if c not in found and c in state.objects
                     and _fits(state, e, [f for f in found if f in state.objects], c))
        stop = dict(frame.vars).get("search_stop")
        if frame.answer is not None:
            picked = tuple((f"search_found:{c}", p) for c in frame.answer if c in left)
            state.frame = frame = replace(frame, answer=None, vars=(
                *frame.vars, *picked, *(() if picked else (("search_stop", 1),))))
            continue
        if stop or len(found) >= count or not left:
            break
        return _ask(state, ChoiceDecision(p, "search", left, 0, 1,
                                          "search your library for one more card"), "effect")
    _put_found(state, frame, e)
    state.log.append(("search", p, len(found)))
    return True


def _fits(state: GameState, e: Effect, found: list[int], c: int) -> bool:
    """Whether `c` may be found after `found`: another name (201.2), a land type shared with
    each of them (205.3i)."""
    if e.get("different_names") and state.objects[c].card.name in {
            state.objects[f].card.name for f in found}:
        return False
    if e.get("share_land_type"):
        from mtg_engine.rules.layers import LAND_TYPES

        shared = set(LAND_TYPES) & set(state.objects[c].card.subtypes)
        for f in found:
            shared &= set(state.objects[f].card.subtypes)
        return bool(shared)
    return True
