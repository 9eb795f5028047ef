"""Effect verbs on a player's library (401): looking at its top cards and taking some of them;
and proliferate (701.27a, below).

`look_at_top`: the controller looks at the top `count` cards of their library (401.5: in
order from the top; a hidden zone, 400.2) and chooses `take` of them (`up_to`: any number up
to `take`, only cards matching `filter`), which go to their hand or onto the battlefield
(`tapped`), revealed first if `reveal` (701.16a); the rest go on the bottom of the library
(`rest: bottom`, in the order the player chooses, 401.4, asked one card at a time by
effects/ordering.py), in a random order (`bottom_random`), or into the graveyard (`graveyard`).
`reveal_all`: the top cards are revealed, not only looked at (701.16a); `all`: every card
matching `filter` is taken, with no choice ("Put all creature cards revealed this way into
your hand"); `take: any` ("any number of"): as many as the player chooses. The rest may also go
into the hand (`hand`) or back on top in the order the player chooses (`top`, 401.4).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.effects.references import _ask, amount_of, players_of
from mtg_engine.rules.filters import matches
from mtg_engine.rules.player_counters import give_counters
from mtg_engine.rules.search_forbidden import cant_search
from mtg_engine.rules.x_filters import bind_in
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def v_look_at_top(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import _ask, amount_of

    player = frame.controller
    lib = state.players[player].library
    rest_n = dict(frame.vars).get("look_rest")
    if rest_n is not None:  # the cards taken have moved; the rest wait on top to be ordered
        return _put_rest(state, frame, tuple(reversed(lib[-rest_n:])) if rest_n else (),
                         e.get("rest", "bottom"))
    if e.get("filters"):  # "a creature card and/or a land card" (effects/look_each_kind.py)
        from mtg_engine.effects.look_each_kind import take_each

        return take_each(state, frame, e)
    n = min(amount_of(state, frame, e.get("count")), len(lib))
    top = tuple(reversed(lib[-n:])) if n else ()
    if frame.answer is None:
        if not top:
            return True
        f = e.get("filter")
        options = tuple(c for c in top if f is None or matches(state, c, f, player, frame.source))
        state.log.append(("look_at_top", player, n))
        if e.get("reveal_all"):
            state.log.append(("reveal", player, top))  # 701.16a: every card looked at
        if not options:
            return _put_rest(state, frame, top, e.get("rest", "bottom"))
        if e.get("all"):  # "Put all creature cards revealed this way into your hand"
            state.frame = frame = replace(frame, answer=options)
            return v_look_at_top(state, frame, e)
        want = e.get("take", 1)
        take = len(options) if want == "any" else min(int(want), len(options))
        least = 0 if e.get("up_to") else take
        return _ask(state, ChoiceDecision(player, "look_at_top", options, least, take,
                                          f"look at the top {n} card(s): choose up to {take}"),
                    "effect")
    return take_chosen(state, frame, e, top, tuple(c for c in frame.answer if c in top))


def take_chosen(state: GameState, frame: Frame, e: Effect, top: tuple[int, ...],
                chosen: tuple[int, ...]) -> bool:
    """The chosen cards of the top ones go where `e` says (revealed first if `reveal`,
    701.16a), then the rest where the rest go (`_put_rest`)."""
    player = frame.controller
    if e.get("reveal") and chosen:
        state.log.append(("reveal", player, chosen))  # 701.16a
    to = Zone(e.get("to", "hand"))
    for c in chosen:
        if to is Zone.BATTLEFIELD:
            move_object(state, c, to, controller=player, tapped=bool(e.get("tapped")))
        else:
            move_object(state, c, to)
    lib = state.players[player].library
    rest = tuple(c for c in top if c not in chosen and c in lib)
    return _put_rest(state, frame, rest, e.get("rest", "bottom"))


def _put_rest(state: GameState, frame: Frame, rest: tuple[int, ...], where: str) -> bool:
    """The cards not taken: on the bottom (in the order the player chooses, 401.4, or at
    random), into the graveyard, or exiled. False while waiting for the order."""
    from dataclasses import replace

    from mtg_engine.effects.ordering import in_chosen_order, put_on_bottom, put_on_top

    player = frame.controller
    rest = tuple(c for c in rest if c in state.objects and state.objects[c].zone is Zone.LIBRARY)
    if where == "stay":  # 401.5: the cards not taken stay on top, in their order
        return True
    if where in ("graveyard", "hand", "exile"):
        for c in rest:
            move_object(state, c, Zone(where))
        return True
    cards = list(rest)
    if where == "bottom_random":
        from mtg_engine.rules.random import rng

        rng(state).shuffle(cards)
        put_on_bottom(state, player, tuple(cards))
        return True
    if dict(frame.vars).get("look_rest") is None:
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, ("look_rest", len(rest))))
    # 401.4: on top or on the bottom, in the order the player chooses
    top = where == "top"
    ordered = in_chosen_order(state, frame, player, rest, "look_rest",
                              "order_top" if top else "order_bottom",
                              "choose the next card to put on top of your library" if top else
                              "choose the next card to put on the bottom of your library")
    if ordered is None:
        return False
    (put_on_top if top else put_on_bottom)(state, player, ordered)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"look_at_top": v_look_at_top}



def v_proliferate(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.27a: "Proliferate" means choose any number of permanents and/or players that have a
    counter, then give each one additional counter of each kind that permanent or player
    already has (a permanent's through the replacement effects, 614.16)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask
    from mtg_engine.state.objects import player_ref, ref_player

    if frame.answer is None:
        options = tuple([oid for oid in state.battlefield
                         if any(n > 0 for n in state.objects[oid].counters.values())]
                        + [player_ref(p) for p in state.apnap()
                           if any(n > 0 for n in state.players[p].counters.values())])
        if not options:
            return True
        return _ask(state, ChoiceDecision(frame.controller, "proliferate", options, 0,
                                          len(options), "proliferate: choose permanents and "
                                          "players with counters"), "effect")
    for r in frame.answer:
        p = ref_player(r)
        if p is not None:
            pl = state.players[p]
            for kind in sorted(k for k, n in pl.counters.items() if n > 0):
                give_counters(state, p, kind, 1)  # (614.16: rules/player_counters.py)
        elif r in state.objects and state.objects[r].zone is Zone.BATTLEFIELD:
            for kind in sorted(k for k, n in state.objects[r].counters.items() if n > 0):
                prim.add_counters(state, r, kind, 1)
    state.log.append(("proliferate", frame.controller, len(frame.answer)))
    return True


VERBS["proliferate"] = v_proliferate


def v_put_from_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    """"You may put a <filter> card from your hand onto the battlefield [tapped]": the
    controller chooses up to one matching card in their hand; it enters under their control
    (not a land play or a cast: 305.9 isn't used, 601 neither). An Aura card chosen enchants
    what its controller chooses as it enters, untargeted (303.4f; nothing legal: it stays in
    the hand, 303.4g: effects/aura_entry.py)."""
    from mtg_engine.effects import aura_entry, enter_attacking

    if enter_attacking.waiting(frame):  # (put already; what it attacks was being asked, 508.4)
        return enter_attacking.choose_defenders(state, frame)
    player = frame.controller
    f = e.get("filter")
    if e.get("any_number"):
        return _put_any_number(state, frame, e)
    picked = dict(frame.vars).get(_PUT_PICKED)
    if picked is None:
        if frame.answer is None:
            options = tuple(c for c in state.players[player].hand
                            if f is None or matches(state, c, f, player, frame.source))
            if not options:
                return True
            return _ask(state, ChoiceDecision(player, "put_from_hand", options, 0, 1,
                                              "you may put a card from your hand onto the "
                                              "battlefield"), "effect")
        picked = frame.answer[0] if frame.answer else 0
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, (_PUT_PICKED, picked)))

    def move(st: GameState, c: int) -> int | None:
        if st.objects[c].zone is not Zone.HAND:
            return None
        return move_object(st, c, Zone.BATTLEFIELD, controller=player, tapped=bool(e.get("tapped")))

    if picked and picked in state.objects and state.objects[picked].zone is Zone.HAND:
        if e.get("attacking") and not aura_entry.is_aura_card(state, picked):
            # "... onto the battlefield tapped and attacking" (508.4): then what it attacks
            new = move(state, picked)
            state.frame = frame = replace(state.frame, vars=tuple(
                (k, v) for k, v in state.frame.vars if k != _PUT_PICKED))
            enter_attacking.start(state, frame, [new] if new in state.battlefield else [])
            return enter_attacking.choose_defenders(state, state.frame)
        if not aura_entry.is_aura_card(state, picked):
            move(state, picked)
        elif not aura_entry.move_with_auras(state, frame, [picked], player, move):
            return False  # (what it enchants: asked)
    state.frame = replace(state.frame, vars=tuple(
        (k, v) for k, v in state.frame.vars if k not in (_PUT_PICKED, "aura_card", "aura_to")))
    return True


_PUT_PICKED = "put_from_hand"  # (the card chosen, kept while what an Aura enchants is asked)


def _put_any_number(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Put any number of land cards from your hand onto the battlefield tapped": the
    controller chooses any number of matching cards in their hand (608.2d); they enter
    together under their control (not land plays, 305.9 isn't used). (Land or creature cards
    only: no Aura is chosen, 303.4f.)"""
    player, f = frame.controller, e.get("filter")
    if frame.answer is None:
        options = tuple(c for c in state.players[player].hand
                        if matches(state, c, f, player, frame.source))
        if not options:
            return True
        most = min(len(options), int(e.get("up_to") or len(options)))  # ("up to two")
        return _ask(state, ChoiceDecision(player, "put_from_hand", options, 0, most,
                                          "put any number of cards from your hand onto the "
                                          "battlefield"), "effect")
    chosen = list(dict.fromkeys(frame.answer))[:int(e.get("up_to") or len(frame.answer))]
    together = tuple(chosen) if len(chosen) > 1 else ()  # 614.13a (one event)
    for c in chosen:
        if c in state.objects and state.objects[c].zone is Zone.HAND:
            move_object(state, c, Zone.BATTLEFIELD, controller=player,
                        tapped=bool(e.get("tapped")), together=together)
    return True


VERBS["put_from_hand"] = v_put_from_hand


def v_reveal_from_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.16a: "Reveal any number of red cards in your hand": the controller chooses any
    number of matching cards in their hand and reveals them (each logged as revealed, which
    "the number of cards revealed this way" counts, 608.2c: rules/amounts._this_way)."""
    player = frame.controller
    f = e.get("filter")
    if frame.answer is None:
        options = tuple(c for c in state.players[player].hand
                        if f is None or matches(state, c, f, player, frame.source))
        if not options:
            return True
        return _ask(state, ChoiceDecision(player, "reveal", options, 0, len(options),
                                          "reveal any number of cards from your hand"),
                    "effect")
    for c in dict.fromkeys(frame.answer):
        if c in state.players[player].hand:
            state.log.append(("reveal", player, c, state.objects[c].card.name))
    return True


VERBS["reveal_from_hand"] = v_reveal_from_hand


# ------------------------------------------------------------------ cards put back in order
def v_reorder_top(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Look at the top N cards of [whose] library, then put them back in any order" (401.5):
    the controller orders them. With `graveyard`: "Put any number of them into your graveyard
    and the rest back on top of your library in any order" -- first the cards for the
    graveyard (step "gy" in the frame's vars), then the order of the rest."""
    from mtg_engine.effects.ordering import in_chosen_order, put_on_top
    from mtg_engine.effects.references import _ask, amount_of, players_of

    players = players_of(state, frame, e.get("who", "you"))
    if not players:
        return True
    owner = players[0]
    lib = state.players[owner].library
    step = dict(frame.vars).get("gy")
    if e.get("graveyard") and step is None:
        n = min(amount_of(state, frame, e.get("count")), len(lib))
        top = tuple(reversed(lib[-n:])) if n else ()
        if not top:
            return True
        if frame.answer is None:
            state.log.append(("look_at_top", frame.controller, n))
            return _ask(state, ChoiceDecision(frame.controller, "graveyard_from_top", top, 0,
                                              len(top), "put any number of them into your "
                                              "graveyard"), "effect")
        for c in frame.answer:
            if c in top and c in state.objects and state.objects[c].zone is Zone.LIBRARY:
                move_object(state, c, Zone.GRAVEYARD)
        kept = len([c for c in top if c not in frame.answer])
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, ("gy", 1), ("kept", kept)))
    n = dict(frame.vars).get("kept") if e.get("graveyard") else \
        min(amount_of(state, frame, e.get("count")), len(lib))
    n = min(n or 0, len(lib))
    top = tuple(reversed(lib[-n:])) if n else ()
    if len(top) < 2:
        return True
    if frame.answer is None and not e.get("graveyard") and not _ordering(frame):
        state.log.append(("look_at_top", frame.controller, n))
    # 401.4: the order is asked one card at a time (effects/ordering.py), topmost first
    ordered = in_chosen_order(state, frame, frame.controller, top, "reorder", "order_top",
                              "put them back: choose the next card from the top")
    if ordered is None:
        return False
    put_on_top(state, owner, ordered)
    return True


def _ordering(frame: Frame) -> bool:
    """Whether an order is being asked already (effects/ordering.py's vars)."""
    return any(k == "ordering" or k.startswith("ord:") for k, _ in frame.vars)


def v_hand_to_top(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Put two cards from your hand on top of your library in any order" (Brainstorm), or
    `bottom`: "put a card from your hand on the bottom of your library" (Fire Prophecy): the
    controller chooses that many cards of their hand (all of them if fewer), then their
    order, one card at a time (401.4, effects/ordering.py): the first chosen ends up on top.
    The chosen cards wait in the frame's vars ("htt") while the order is asked."""
    from mtg_engine.effects.ordering import in_chosen_order, put_on_top
    from mtg_engine.effects.references import _ask, amount_of

    player = frame.controller
    if e.get("who") is not None:  # "Target opponent puts a card from their hand on top of
        from mtg_engine.effects.references import players_of  # their library" (that player)

        named = players_of(state, frame, e.get("who"))
        if not named:
            return True
        player = named[0]
    hand = tuple(state.players[player].hand)
    chosen = tuple(v for k, v in frame.vars if k == "htt")
    if not chosen:
        n = min(amount_of(state, frame, e.get("count")), len(hand))
        if n == 0:
            return True
        if frame.answer is None:
            return _ask(state, ChoiceDecision(player, "hand_to_top", hand, n, n,
                                              f"put {n} card(s) from your hand on top of "
                                              "your library"), "effect")  # (608.2d: who puts)
        chosen = tuple(c for c in frame.answer if c in hand)
        if not chosen:
            return True
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, *(("htt", c) for c in chosen)))
    bottom = bool(e.get("bottom"))  # "... on the bottom of your library" (401.4)
    ordered = in_chosen_order(state, frame, player, chosen, "hand_bot" if bottom else "hand_top",
                              "order_bottom" if bottom else "order_top",
                              "choose the next card to put on the "
                              f"{'bottom' if bottom else 'top'} of your library")
    if ordered is None:
        return False
    moved = []
    for c in ordered:
        if c not in state.objects or state.objects[c].zone is not Zone.HAND:
            continue
        new = move_object(state, c, Zone.LIBRARY)
        if new is not None and new in state.objects:
            moved.append(new)
    if bottom:
        from mtg_engine.effects.ordering import put_on_bottom

        put_on_bottom(state, player, tuple(moved))
        return True
    put_on_top(state, player, tuple(moved))
    return True


VERBS["reorder_top"] = v_reorder_top
VERBS["hand_to_top"] = v_hand_to_top


def v_exile_top_playable(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Exile the top N cards of your library. You may play them this turn." (601.3): the
    cards exiled (401.5: from the top) may be played by the controller until the end of this
    turn, or of their next turn ("Until the end of your next turn, ...": `wording`
    "next_turn"; rules/play_from_exile.py), or with no duration stated ("You may play them.",
    `wording` "remains") for as long as they remain exiled (611.2a)."""
    from mtg_engine.effects.references import amount_of
    from mtg_engine.rules.play_from_exile import allow_this_turn

    player = frame.controller
    lib = state.players[player].library
    n = min(amount_of(state, frame, e.get("count")), len(lib))
    exiled = []
    for c in list(reversed(lib[-n:])) if n else []:
        new = move_object(state, c, Zone.EXILE)
        if new is not None and new in state.objects and state.objects[new].zone is Zone.EXILE:
            exiled.append(new)
    # "Until your next end step" (`wording` "end_step"); "one of those cards" (`it`): once
    # one is played the others may not be (rules/play_from_exile.py)
    one_of = tuple(exiled) if e.get("it") == "one of those cards" else ()
    for new in exiled:
        allow_this_turn(state, player, new, next_turn=e.get("wording") == "next_turn",
                        end_step=e.get("wording") == "end_step", one_of=one_of,
                        remains=e.get("wording") == "remains")  # (611.2a: no duration)
    return True


VERBS["exile_top_playable"] = v_exile_top_playable


def v_search_library(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.19: the controller looks through their library for up to `count` cards matching
    `filter`; searching a hidden zone, they may find fewer (701.19b). The cards found go to
    their hand or onto the battlefield (under their control, tapped if it says so)."""
    if e.get("who") is not None or e.get("to") in ("top", "split"):  # (effects/search.py)
        from mtg_engine.effects.search import search_by_player

        return search_by_player(state, frame, e)
    from mtg_engine.effects import search_attach

    if any(k == search_attach.KEY for k, _ in frame.vars):  # 701.3a: "attach it to ..."
        return search_attach.attach_found(state, frame)
    lib = state.players[frame.controller].library
    f = bind_in(state, frame, e.get("filter"))  # 107.3a: "with mana value X or less"
    if e.get("mv_amount") is not None:  # 202.3: "with mana value equal to <amount>" (608.2h)
        n = amount_of(state, frame, e.get("mv_amount"))
        f = replace(f or Filter(), mana_value_le=n,
                    mana_value_ge=n if e.get("mv_compare") == "equal" else None)
    names: set[str] | None = None
    if e.get("same_name_as") is not None:  # 201.2: "with the same name as <it>"
        from mtg_engine.effects.search import names_of

        names = names_of(state, frame, e.get("same_name_as"))
    options = () if cant_search(state, frame.controller) else tuple(  # 101.2
        c for c in reversed(lib) if matches(state, c, f, frame.controller, frame.source)
        and (names is None or state.objects[c].card.name in names))
    if e.get("different_names") or e.get("share_land_type"):  # (effects/search.py)
        from mtg_engine.effects.search import search_different_names

        return search_different_names(state, frame, e, options)
    # "any number of cards": as many as there are; "three cards" with no stated quality: those
    # there must be found (701.19a; with a quality, any may be left, 701.19b)
    count = len(options) if e.get("any_number") else amount_of(state, frame,
                                                                 e.get("count", 1))
    least = min(count, len(options)) if e.get("exactly") and f == Filter() else 0
    if not any(k == _SEARCH_PICKED for k, _ in frame.vars):
        if frame.answer is None:
            if not options:  # (nothing found; Gamble's discard still happens, 608.2c)
                return _put_found(state, frame, e) if e.get("discard_random") \
                    or e.get("shuffle") else True
            return _ask(state, ChoiceDecision(frame.controller, "search", options, least,
                                              min(count, len(options)),
                                              f"search your library for up to {count} card(s)"),
                        "effect")
        state.frame = frame = replace(frame, answer=None, vars=(
            *frame.vars, (_SEARCH_PICKED, 0), *((_SEARCH_PICKED, c) for c in frame.answer)))
    return _put_found(state, frame, e)


_SEARCH_PICKED = "search_picked"  # (the cards found, kept while what an Aura enchants is asked)


def _put_found(state: GameState, frame: Frame, e: Effect) -> bool:
    """The cards found put where the search says; an Aura card put onto the battlefield
    enchants what its controller chooses as it enters (303.4f; nothing legal: it stays in the
    library, 303.4g: effects/aura_entry.py). False while that choice is asked."""
    from mtg_engine.effects import aura_entry, search_attach

    picked = [c for k, c in frame.vars if k == _SEARCH_PICKED and c]
    cards = [c for c in picked if c in state.objects and state.objects[c].zone is Zone.LIBRARY]
    to = Zone(e.get("to"))
    entered: list[int] = []
    if to is Zone.BATTLEFIELD:
        def move(st: GameState, c: int) -> int | None:
            new = move_object(st, c, to, controller=frame.controller,
                              tapped=bool(e.get("tapped")))
            entered.extend([new] if new else [])
            return new

        if not aura_entry.move_with_auras(state, frame, cards, frame.controller, move):
            return False  # (what it enchants: asked)
    else:
        moved = [move_object(state, c, to) for c in cards]
        if e.get("linked") and to is Zone.EXILE:  # 607.2a: exiled with ~ (Endless Horizons)
            from mtg_engine.effects.linked import remember_exiled

            remember_exiled(state, frame, [n for n in moved if n is not None
                                           and state.objects.get(n) is not None
                                           and state.objects[n].zone is Zone.EXILE])
    state.log.append(("search", frame.controller, len(picked)))
    state.frame = replace(state.frame, vars=tuple(
        (k, v) for k, v in state.frame.vars if k not in (_SEARCH_PICKED, "aura_card", "aura_to")),
        created=tuple(entered) if to is Zone.BATTLEFIELD else state.frame.created)  # ("found")
    if e.get("discard_random"):  # 701.8a: then a card of the hand at random (Gamble)
        search_attach.discard_at_random(state, frame.controller)
    if e.get("shuffle"):  # ("Then shuffle." said in the search's own passage: search.py)
        from mtg_engine.rules.random import shuffle_library

        shuffle_library(state, frame.controller)
    if e.get("attach_to_yours") and entered:  # 701.3a (effects/search_attach.py)
        search_attach.note(state, entered)
        return search_attach.attach_found(state, state.frame)
    return True


def v_shuffle(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.rules.random import shuffle_library

    for p in players_of(state, frame, e.get("who", "you")):
        shuffle_library(state, p)
    return True


