"""Playing cards with several faces (709-717): which face is cast or played, what happens
as such a spell resolves, transforming (701.28), and Sagas' lore counters (715, 505.4,
704.5s). The card model (which characteristics each face has in each zone) is in
`cards/faces.py`.
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.cards.faces import (
    FUSE,
    NORMAL,
    SPLIT_LAYOUTS,
    cast_face,
    class_level,
    flipped,
    is_adventure,
    transformed,
    whole,
)
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import CardType
from mtg_engine.rules.face_down import (
    FACE_DOWN,
    FACE_DOWN_CAST,
    MORPH_CAST_COST,
    can_cast_face_down,
)
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, StackKind, Zone

# ------------------------------------------------------------------ casting


def cast_from_exile(state: GameState, player: int) -> list[int]:
    """716.3d: cards exiled by their own Adventure that the player may cast."""
    return [c for c in state.exile if state.objects[c].on_adventure == player]


def aftermath_in_graveyard(state: GameState, player: int) -> list[int]:
    """702.127a: split cards with aftermath in the player's graveyard (their second half may
    be cast from there); 702.146a: cards with disturb (cast transformed from there)."""
    return [c for c in state.players[player].graveyard
            if state.objects[c].card.layout == "aftermath"
            or state.objects[c].card.disturb is not None]


def face_options(o: GameObject) -> list[int]:
    """The ways the card `o` may be cast from where it is (`CastSpell.face` values): a split
    card's halves and fused (709.3, 702.102a), an Adventure (716.3), a modal double-faced
    card's faces (712.7). A face that is a land is played, not cast (712.8). A card with
    morph may also be cast face down (702.37c, rules/face_down.py)."""
    if can_cast_face_down(o):
        return [*_face_options(o), FACE_DOWN_CAST]
    return _face_options(o)


def _face_options(o: GameObject) -> list[int]:
    card = o.card
    if not card.faces:
        return [NORMAL]  # one face (castable_cards has left out lands)
    zone = o.zone.value
    if card.layout in SPLIT_LAYOUTS:
        out = [0, 1]
        if card.fuse and zone == "hand":
            out.append(FUSE)
    elif card.layout in ("adventure", "modal_dfc") and o.on_adventure < 0:
        out = [NORMAL, 1]
    elif card.disturb is not None and zone == "graveyard":
        out = [1]  # 702.146a (a card with disturb has faces)
    else:
        out = [NORMAL]
    return [f for f in out if isinstance(cast_face(card, f, zone), CardDef)
            and CardType.LAND not in _as_cast(card, f, zone).types]


def _as_cast(card: CardDef, face: int, zone: str) -> CardDef:
    got = cast_face(card, face, zone)
    assert isinstance(got, CardDef)
    return got


def spell_card(o: GameObject, face: int) -> CardDef | str:
    """The characteristics of the spell `o` becomes when cast with `face`, or why it can't
    be cast that way (709.3a, 712.7a, 716.3a: only that face is evaluated)."""
    if o.zone is Zone.EXILE and o.on_adventure >= 0 and face != NORMAL:
        return "a card on an Adventure is cast from exile as its normal self (716.3d)"
    if face == FACE_DOWN_CAST:  # 702.37c, 708.4: turned face down before it is cast
        return FACE_DOWN if can_cast_face_down(o) else \
            "only a card with morph in your hand can be cast face down (702.37a, 702.37d)"
    got = cast_face(o.card, face, o.zone.value)
    if isinstance(got, CardDef) and CardType.LAND in got.types:
        return "a land face is played, not cast (712.8)"
    return got


def alternative_cost(o: GameObject, card: CardDef) -> ManaCost | None:
    """702.146a: a card cast transformed with disturb is cast for its disturb cost rather
    than its mana cost (an alternative cost, 118.9); 702.37c: a card cast face down with
    morph, for {3}."""
    if card is FACE_DOWN:
        return MORPH_CAST_COST
    if o.zone is Zone.GRAVEYARD and o.card.disturb is not None and card.face_index == 1:
        return o.card.disturb
    return None


def land_faces(card: CardDef) -> list[int]:
    """The faces a card in hand can be played as a land with: `NORMAL` for a land card; a
    modal double-faced card's back face that is a land (712.8)."""
    out = [NORMAL] if CardType.LAND in card.types else []
    if card.layout == "modal_dfc" and CardType.LAND in card.faces[1].types:
        out.append(1)
    return out


def land_face(card: CardDef, face: int) -> CardDef | None:
    """The face a land enters with when played with `face` (712.8), or None if it can't."""
    if face not in land_faces(card):
        return None
    return card if face == NORMAL else card.faces[face]


# ------------------------------------------------------------------ resolving


def resolved_spell_zone(state: GameState, sid: int) -> Zone:
    """608.2n: where an instant or sorcery goes as it finishes resolving: its owner's
    graveyard, or exile for an Adventure (716.3d)."""
    return Zone.EXILE if is_adventure(state.objects[sid].card) else Zone.GRAVEYARD


def after_resolving_to(state: GameState, new: int | None, sid_card: CardDef,
                       controller: int) -> None:
    """716.3d: the card exiled by its Adventure may be cast by that player while it stays
    exiled."""
    if new is not None and is_adventure(sid_card) and new in state.objects:
        state.mut(new).on_adventure = controller
        state.log.append(("adventure", controller, new))


# ------------------------------------------------------------------ transform


def transform(state: GameState, oid: int, *, by_day_night: bool = False) -> bool:
    """701.28a: turn a transforming double-faced permanent over to its other face. It stays
    the same object (712.14): effects on it keep applying. Returns whether it transformed
    (701.28c-d: otherwise nothing happens; 702.145b/e: a permanent with daybound or
    nightbound transforms only by those abilities)."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return False
    if not by_day_night and o.card.keywords & {"daybound", "nightbound"}:
        return False
    from mtg_engine.rules.cant_transform import transform_forbidden

    if transform_forbidden(state, oid):  # 101.2: "Non-Human Werewolves ... can't transform."
        return False
    if o.merged:  # 723.2i: each double-faced component turns over
        from mtg_engine.rules.merging import card_for, transformed_parts

        parts = transformed_parts(state, o)
        if parts is None:
            return False
        state.mut(oid).merged = parts
        return _turn_over(state, oid, card_for(state.db, parts), "transform")
    return _turn_over(state, oid, transformed(o.card, state.db), "transform")


def flip(state: GameState, oid: int) -> bool:
    """710: a flip permanent turns to its alternative characteristics (710.1b, 710.2) and
    keeps its colour and mana cost (710.1c); it stays the same object. Nothing happens to a
    permanent that isn't an unflipped flip card (710.4). Returns whether it flipped."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return False
    return _turn_over(state, oid, flipped(o.card), "flip")


def _turn_over(state: GameState, oid: int, other: CardDef | None, event: str) -> bool:
    """The permanent becomes its other face (`other`), staying the same object (701.28, 710.2);
    False if it has none."""
    if other is None:
        return False
    old = state.objects[oid].card.name
    o = state.mut(oid)
    o.card = other
    if event == "transform":
        o.timestamp = state.new_timestamp()  # 613.7g: a new timestamp as it transforms
    state.characteristics_changed()
    state.log.append((event, oid, old, other.name))
    return True


def transformed_since_put_on_stack(state: GameState, oid: int, stack_id: int) -> bool:
    """701.28f: whether permanent `oid` transformed after the ability `stack_id` was put onto
    the stack (then that ability's instruction to transform it is ignored). Read from the
    event log, newest first."""
    for ev in reversed(list(state.log)):
        if ev[0] == "transform" and ev[1] == oid:
            return True
        if ev[0] in ("activate", "trigger") and ev[2] == stack_id:
            return False
    return False


# ------------------------------------------------------------------ meld (713, 701.37)


def meld(state: GameState, oid: int) -> int | None:
    """"Exile [this permanent and its partner], then meld them into [the combined face]"
    (701.37a, 713.2): the permanent and a permanent named as its partner that its owner owns
    and controls are exiled; if they are the two cards of the meld pair, they are put onto
    the battlefield as one permanent with the combined face up (713.3b), else they stay in
    exile (701.37c). Returns the melded permanent's id."""
    from mtg_engine.rules.zones import move_object

    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or not o.card.meld_pair:
        return None
    partner_name, into = o.card.meld_pair
    partner = next((p for p in state.battlefield if state.objects[p].card.name == partner_name
                    and state.objects[p].owner == o.owner == state.objects[p].controller
                    and o.controller == o.owner), None)
    owner = o.owner
    exiled = [move_object(state, x, Zone.EXILE) for x in (oid, partner) if x is not None]
    cards = [state.objects[x] for x in exiled if x is not None and x in state.objects]
    if len(cards) != 2 or cards[0].card.is_token or cards[1].card.is_token \
            or cards[1].card.meld_pair != (cards[0].card.name, into):
        return None  # 701.37b-c: they stay in exile
    combined = state.db.get(into)
    new = move_object(state, cards[0].id, Zone.BATTLEFIELD, controller=owner, face=combined)
    state.exile.remove(cards[1].id)  # the second card is part of the melded permanent
    state.remove_object(cards[1].id)
    state.log.append(("meld", owner, new, cards[0].card.name, cards[1].card.name, into))
    return new


def melded_cards_leave(state: GameState, card: CardDef, owner: int, controller: int,
                       to: Zone, top: bool) -> tuple[CardDef, int]:
    """713.4: a melded permanent that leaves the battlefield is one permanent leaving and two
    cards put into the new zone: the first is the moving object (its card is returned), the
    second is put there too, with a move event of its own from "melded" (713.4e: two cards
    moved; "dies" and leaves-the-battlefield abilities trigger once, for the permanent; "put
    into a graveyard" twice). Returns the first card and the second's new object. To the
    bottom of a library, both go there (`top`); their order is then chosen (713.4a-b,
    rules/meld_order.py)."""
    from mtg_engine.rules.zones import create_object

    first, second = (state.db.get(n) for n in card.melded_from)
    new = create_object(state, second, owner, to, top=top)
    state.log.append(("move", 0, new, second.name, "melded", to.value, controller, False,
                      False))
    return first, new


def with_melded_partner(state: GameState, ids: list[int]) -> list[int]:
    """713.4c: an effect that finds the new object a melded permanent became as it left the
    battlefield ("return that card", the card exiled or put into a graveyard) finds both
    cards: each of `ids` that is the first card of a melded permanent that left (the log's
    ("melded_apart", first, second)) with the second, while it is still in the same zone."""
    out = list(ids)
    from mtg_engine.rules.merging import partners

    for oid in ids:  # 723.3c: the other cards of a merged permanent that left this turn
        o = state.objects.get(oid) if oid > 0 else None
        if o is None or o.zone in (Zone.BATTLEFIELD, Zone.STACK) or o.card.is_token:
            continue
        out += [p for p in partners(state, oid)
                if p in state.objects and state.objects[p].zone is o.zone and p not in out]
    for oid in ids:
        o = state.objects.get(oid) if oid > 0 else None
        if o is None or not o.card.meld_pair:
            continue
        second = next((ev[2] for ev in reversed(state.log)
                       if ev[0] == "melded_apart" and ev[1] == oid), 0)
        p = state.objects.get(second)
        if p is not None and p.zone is o.zone and second not in out:
            out.append(second)
    return out


# ------------------------------------------------------------------ Classes (717)


def class_level_now(o: GameObject) -> int:
    """717.2d: a permanent's class level (1 when it has none)."""
    return class_level(o.card)


def set_class_level(state: GameState, oid: int, level: int) -> None:
    """717.2a: "This Class's level becomes N": it has the abilities of levels 1..N. It stays
    the same object."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD or o.card.layout != "class":
        return
    card = whole(state.db, o.card)
    if not 1 <= level <= len(card.faces):
        return
    state.mut(oid).card = card.faces[level - 1]
    state.characteristics_changed()
    state.log.append(("class_level", oid, level))


# ------------------------------------------------------------------ Sagas (715)


def final_chapter(card: CardDef) -> int:
    """715.2d: the greatest chapter number among its chapter abilities (0 if none)."""
    return max((t.chapter for t in card.triggers if t.event == "chapter"), default=0)


def is_saga(card: CardDef) -> bool:
    return "Saga" in card.subtypes


def add_lore_counters(state: GameState) -> None:
    """505.4 / 715.3b / 703.4f: as the active player's precombat main phase begins, they put a
    lore counter on each Saga they control (a turn-based action, no stack)."""
    from mtg_engine.effects import primitives as prim

    for oid in list(state.battlefield):
        o = state.objects[oid]
        if o.controller == state.active and is_saga(o.card):
            prim.add_counters(state, oid, "lore", 1)


def chapters_reached(card: CardDef, before: int, after: int) -> list[int]:
    """715.2b: the chapter abilities (indices into `card.triggers`) that trigger when the
    number of lore counters goes from `before` to `after`: each chapter N with
    before < N <= after."""
    return [i for i, t in enumerate(card.triggers)
            if t.event == "chapter" and before < t.chapter <= after]


def chapter_triggers(state: GameState, events: list[tuple]) -> list[PendingTrigger]:  # type: ignore[type-arg]
    """715.2b: chapter abilities triggered by lore counters put on Sagas in this batch of
    events: by a Saga entering with them (715.3a; 122.6: counters it enters with are "put"
    on it) or by counters added later (715.3b, effects). 717: "When this Class becomes level
    N" abilities."""
    steps: list[tuple[int, int]] = []  # (saga, lore counters added), in order
    out: list[PendingTrigger] = []
    for ev in events:
        if ev[0] == "class_level" and ev[1] in state.objects:
            o = state.objects[ev[1]]  # "When this Class becomes level N" (717)
            out += [PendingTrigger(o.id, o.card.key, i, o.controller, state.new_timestamp(),
                                   o.id) for i, t in enumerate(o.card.triggers)
                    if t.event == "becomes_level" and t.level == ev[2]]
        if ev[0] == "counters" and ev[2] == "lore" and ev[3] > 0:
            steps.append((ev[1], ev[3]))
        elif ev[0] == "move" and ev[5] == "battlefield" and ev[2] in state.objects:
            steps.append((ev[2], -1))  # entered: with the counters it has (minus later ones)
    chapters: list[PendingTrigger] = []
    later: dict[int, int] = {}
    for oid, n in reversed(steps):
        o = state.objects.get(oid)
        if o is None or o.zone is not Zone.BATTLEFIELD or not is_saga(o.card):
            continue
        after = o.counters.get("lore", 0) - later.get(oid, 0)
        before = 0 if n < 0 else after - n
        later[oid] = later.get(oid, 0) + (after if n < 0 else n)
        for i in chapters_reached(o.card, before, after):
            chapters.append(PendingTrigger(oid, o.card.key, i, o.controller,
                                           state.new_timestamp(), oid))
    return out + chapters[::-1]


def sagas_to_sacrifice(state: GameState) -> list[int]:
    """704.5s / 715.4: a Saga with at least its final chapter number of lore counters, that
    isn't the source of a chapter ability that has triggered but not yet left the stack. The
    Saga and its chapter abilities are those it has now (613: a Saga that lost its chapter
    abilities, under Blood Moon, has final chapter number 0, 715.2d)."""
    from mtg_engine.rules.layers import characteristics

    out = []
    for oid in state.battlefield:
        o = state.objects[oid]
        if not is_saga(o.card):
            continue
        ch = characteristics(state, oid)
        if "Saga" not in ch.subtypes:
            continue
        final = max((t.chapter for t in ch.triggers if t.event == "chapter"), default=0)
        if o.counters.get("lore", 0) < final:
            continue
        if _chapter_pending(state, oid):
            continue
        out.append(oid)
    return out


def _chapter_pending(state: GameState, oid: int) -> bool:
    card = state.objects[oid].card
    for t in state.pending_triggers:
        if t.source == oid and 0 <= t.ability < len(card.triggers) \
                and card.triggers[t.ability].event == "chapter":
            return True
    for sid in state.stack:
        s = state.objects[sid]
        if s.kind is StackKind.TRIGGERED and s.source == oid \
                and s.card.triggers[s.ability].event == "chapter":
            return True
    return False


# ------------------------------------------------------------------ day and night (724)


def casts_last_turn(state: GameState) -> int:
    """How many spells the previous turn's active player cast during that turn (502.2), read
    from the event log back to that turn's start ("turn" and "step" events name the turn and
    its active player)."""
    casts: dict[int, int] = {}
    seen_this_turn = False
    previous = -1
    for ev in reversed(list(state.log)):
        if ev[0] == "turn" and ev[1] == state.turn:
            seen_this_turn = True
        elif not seen_this_turn:
            continue
        elif ev[0] == "step" and ev[1] == state.turn - 1:
            previous = ev[3]
        elif ev[0] in ("turn", "step"):
            break
        elif ev[0] == "cast":
            casts[ev[1]] = casts.get(ev[1], 0) + 1
    return casts.get(previous, 0)


def untap_step_day_night(state: GameState) -> None:
    """502.2 / 724.2: if it's day and the previous turn's active player cast no spells during
    that turn, it becomes night; if it's night and they cast two or more, it becomes day."""
    if not state.day_night:
        return  # 724.2c
    n = casts_last_turn(state)
    if state.day_night == "day" and n == 0:
        become(state, "night")
    elif state.day_night == "night" and n >= 2:
        become(state, "day")


def become(state: GameState, value: str) -> None:
    """724.1: it becomes day or night. 702.145b/e: as it becomes night, each daybound
    permanent front face up transforms; as it becomes day, each nightbound one back face up."""
    before, state.day_night = state.day_night, value
    # (and the designation it had: "day becomes night", 724.1a, rules/trigger_day_night.py)
    state.log.append(("day_night", value, before))
    bound = "daybound" if value == "night" else "nightbound"
    for oid in list(state.battlefield):
        if bound in state.objects[oid].card.keywords:
            transform(state, oid, by_day_night=True)


def _day_night_bound(state: GameState) -> bool:
    """Is there a daybound or nightbound permanent (a quick test, cached with the
    characteristics: a permanent entering or leaving, or transforming, clears them)?"""
    key = ("day_night_bound",)
    got = state._chars.get(key)  # type: ignore[call-overload]
    if got is None:
        got = state._chars[key] = any(  # type: ignore[index]
            "daybound" in state.objects[oid].card.keywords
            or "nightbound" in state.objects[oid].card.keywords for oid in state.battlefield)
    return bool(got)


def day_night_checks(state: GameState) -> bool:
    """702.145c/f: a daybound permanent front face up at night (a nightbound one back face up
    by day) transforms at once; 702.145d/g: with a daybound permanent and neither day nor
    night, it becomes day (with only nightbound ones, night). Not state-based actions, but
    checked at the same moments here. Returns whether anything happened."""
    day = night = False
    changed = False
    if not _day_night_bound(state):
        return False
    for oid in list(state.battlefield):
        kw = state.objects[oid].card.keywords
        if "daybound" in kw:
            day = True
            if state.day_night == "night":
                changed |= transform(state, oid, by_day_night=True)
        elif "nightbound" in kw:
            night = True
            if state.day_night == "day":
                changed |= transform(state, oid, by_day_night=True)
    if not state.day_night and (day or night):
        become(state, "day" if day else "night")
        return True
    return changed

