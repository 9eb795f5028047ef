"""Triggered mana abilities (605.1b, 605.4a): "Whenever enchanted land is tapped for mana, its
controller adds an additional {G}" (Wild Growth), "Whenever you tap a Swamp for mana, add an
additional {B}" (Crypt Ghast), "Whenever a Forest is tapped for mana, its controller adds an
additional {G}" (Vernal Bloom).

605.1b: a triggered ability without a target that triggers from activating or resolving an
activated mana ability and could add mana is a mana ability. 605.4a: it doesn't go on the
stack; it resolves immediately after the mana ability that triggered it. So these abilities
are never collected by the trigger scan (rules/triggers.py skips them, `is_mana_trigger`):
`resolve_after` carries them out as the activated mana ability resolves (the explicit
activation and the automatic payment both call it through `casting.mana_riders`).

The events (106.12: a permanent is "tapped for mana" when it is tapped to pay the cost of a
mana ability): `permanent_tapped_for_mana` ("Whenever you tap a <filter> for mana"; filter
`controller` says whose), `tapped_for_mana` ("Whenever a <filter> is tapped for mana") and
`attached_tapped_for_mana` ("Whenever enchanted land is tapped for mana", 303.4). The same
events with an ability that adds no mana (Savage Firecat, Zhur-Taa Druid) trigger as usual
and go on the stack (`trigger_events_batch._tapped_for_mana`, `on_tap` below).

The effect is `triggered_mana` (cards/oracle/mana_triggers.py): `mana` (the letters added),
`who` ("you": the ability's controller; "its_controller" / "that_player": the player who
tapped the permanent, its controller, 602.2) and `additional` (the word "additional", kept
for the round trip: the mana is added besides what the land made). The same effect after an
event that is not a mana ability's ("At the beginning of each player's precombat main phase,
that player adds {G}{G}") resolves from the stack like any other (`v_triggered_mana`).
A mana ability's choice ("one mana of any color", "of any type that land produced", 106.1a-b)
is made as it resolves (605.4a; rules/mana_choices.py).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import ActivatedAbility, Filter, TriggeredAbility
from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import card_of
from mtg_engine.rules.mana_results import ManaResult
from mtg_engine.rules.trigger_base import (
    _TRIGGER_INDEX,
    _battlefield_with,
    _trigger_index,
    intervening_if_holds,
)
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import player_ref

MANA_TRIGGER_EVENTS = ("permanent_tapped_for_mana", "tapped_for_mana", "attached_tapped_for_mana")


def is_mana_trigger(tr: TriggeredAbility) -> bool:
    """605.1b: does this triggered ability resolve as a mana ability?"""
    return tr.event in MANA_TRIGGER_EVENTS and not tr.targets \
        and any(e.verb == "triggered_mana" for e in tr.effects)


def _triggered(state: GameState, event: str, tr: TriggeredAbility, holder: int,
               holder_controller: int, tapped: int) -> bool:
    """Does `tr` (of permanent `holder`) trigger on permanent `tapped` being tapped for mana?"""
    if tr.event != event:
        return False
    if event == "attached_tapped_for_mana":  # 303.4: the permanent it enchants
        if state.objects[holder].attached_to != tapped:
            return False
        return tr.filter == Filter() or matches(state, tapped, tr.filter, holder_controller, holder)
    return matches(state, tapped, tr.filter, holder_controller, holder)


def watchers(state: GameState, tapped: int, event_names: tuple[str, ...],
             mana: bool) -> list[tuple[int, int, int]]:
    """(holder, its controller, index of the ability) of each triggered ability of these events
    that triggers on `tapped` being tapped for mana: the mana abilities if `mana`, else the
    others (in battlefield order, 603.3b)."""
    out = []
    for event in event_names:
        for o in _battlefield_with(state, event):
            card = card_of(state, o.id)
            for i, tr in enumerate(card.triggers):
                if is_mana_trigger(tr) == mana and tr.zone == "battlefield" \
                        and _triggered(state, event, tr, o.id, o.controller, tapped) \
                        and intervening_if_holds(state, tr, o.controller, o.id):
                    out.append((o.id, o.controller, i))
    return out


def resolve_after(state: GameState, player: int, source: int, ab: ActivatedAbility,
                  produced: tuple[str, ...] = (), ask: bool = False) -> None:
    """605.4a: the triggered mana abilities that activating `ab` (a mana ability of `source`
    whose cost taps it, 106.12) triggered, resolved at once, in the order of the battlefield.
    `player` activated it; `produced`: the mana it added. A choice of colour or type (106.1a-b)
    is asked of the player who gets the mana when `ask` (the player tapped it by hand:
    `mana_choices.ask`); the automatic payer, which the player lets choose the lands to tap,
    chooses it too (`mana_choices.payer_pick`)."""
    if not ab.cost.tap or source not in state.battlefield or not watched(state):
        return
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules import mana_choices
    from mtg_engine.rules.casting import is_snow_source

    owed: list[tuple[int, int, tuple[str, ...]]] = []
    for holder, controller, i in watchers(state, source, MANA_TRIGGER_EVENTS, mana=True):
        tr = card_of(state, holder).triggers[i]
        for e in tr.effects:
            if e.verb != "triggered_mana":
                continue
            who = controller if e.get("who") == "you" else player
            if e.get("chosen_color"):  # 614.12a: "tapped for mana of the chosen color"
                from mtg_engine.rules.filters import chosen_of

                color = chosen_of(state.objects[holder].chosen, "color")
                if color and any(color in m for m in produced):
                    prim.add_mana(state, who, (color,) * int(e.get("chosen_color")),
                                  snow=is_snow_source(state, holder))
                continue
            if e.get("mana"):
                from mtg_engine.core.mana import parse_mana_produced

                # 106.4; 107.4h: the source of this mana is the triggered ability's source
                prim.add_mana(state, who, parse_mana_produced(e.get("mana")),
                              snow=is_snow_source(state, holder))
                continue
            owed += [(who, holder, opts) for opts in mana_choices.options(e, produced)]
    mana_choices.settle(state, owed, produced, ask)


def on_tap(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
            batch: object) -> None:
    """106.12: the triggered abilities of `tapped_for_mana` / `attached_tapped_for_mana`
    that aren't mana abilities (they go on the stack, 605.1b): a permanent tapped to activate
    a mana ability (its tap logged, then the mana it added); the player who tapped it is
    remembered ("that player")."""
    oid = ev[1]
    index = _trigger_index(state)  # (no permanent with such an ability: nothing to find)
    if not any(e in index for e in MANA_TRIGGER_EVENTS[1:]) or oid not in state.battlefield:
        return
    events = getattr(batch, "events", [])
    i = events.index(ev)
    if i + 1 >= len(events) or events[i + 1][0] != "mana":
        return
    player = events[i + 1][1]
    for holder, controller, idx in watchers(state, oid, MANA_TRIGGER_EVENTS[1:], mana=False):
        tr = card_of(state, holder).triggers[idx]
        _b._fire(state, found, holder, card_of(state, holder), controller, tr.event, oid,
                 lambda t, tr=tr: t is tr, remembered=(player_ref(player),))


def v_triggered_mana(state: GameState, frame: object, e: object) -> bool:
    """The same effect resolved as an instruction (an ability that is not a mana ability by
    605.1b never has it: the compiler writes it only for those): `who` adds `mana`."""
    from mtg_engine.core.mana import parse_mana_produced
    from mtg_engine.effects import primitives as prim
    from mtg_engine.state.objects import ref_player

    mana = e.get("mana")  # type: ignore[attr-defined]
    if not mana:
        return True
    who = frame.controller  # type: ignore[attr-defined]
    if e.get("who") != "you":  # type: ignore[attr-defined]
        players = [ref_player(r) for r in frame.remembered  # type: ignore[attr-defined]
                   if ref_player(r) is not None]
        if players:
            who = players[0]
    prim.add_mana(state, who, parse_mana_produced(mana))
    if e.get("kept"):  # type: ignore[attr-defined]  # 106.4 (rules/kept_mana.py)
        from mtg_engine.rules.kept_mana import keep

        keep(state.players[who], [str(mana).count(t) for t in "WUBRGC"])
    return True


VERBS = {"triggered_mana": v_triggered_mana}


def watched(state: GameState) -> bool:
    """Is any triggered mana ability's event watched on the battlefield? A cheap test, with no
    side effect on the caches: the trigger index if it is already built, else the printed
    cards (an ability of these events granted by a continuous effect is then missed by the
    automatic payer's count only, never by `resolve_after`'s own look)."""
    index = state._chars.get(_TRIGGER_INDEX)  # type: ignore[call-overload]
    if index is not None:
        for e in MANA_TRIGGER_EVENTS:  # noqa: SIM110 (no generator: asked at every mana ability)
            if index.get(e):
                return True
        return False
    # (114.4, 603.7b: the command zone's objects too: an emblem's or a delayed ability's for
    # the turn, High Tide, rules/turn_triggers.py; indexed with the permanents', trigger_base)
    from mtg_engine.rules.command_zone import functioning_ids  # (113.6: not a commander card)

    return any(t.event in MANA_TRIGGER_EVENTS
               for zone in (state.battlefield, functioning_ids(state))
               for oid in zone for t in state.objects[oid].card.triggers)


def with_extras(state: GameState, oid: int, results: tuple[ManaResult, ...]
                ) -> tuple[ManaResult, ...]:
    """The automatic payer's results of permanent `oid` (rules/mana_results.py) with the mana
    its controller's triggered mana abilities add when it is tapped for mana (605.4a, 106.12):
    exactly what `resolve_after` adds for the automatic payer (`extra_mana`), as `extra` units
    at the end of each result. A result whose one mana is a choice of letters ("{T}: Add {R}
    or {G}", Birds of Paradise) is split per letter when the extra mana depends on the letter
    ("one mana of any type that permanent produced", Kinnan, Bonder Prodigy; 106.1b), so that
    the payer's plan is always what tapping adds. (A storage land's result, whose mana the
    payer trims, keeps its own units.) The same tuple when nothing is added."""
    out: list[ManaResult] = []
    changed = False
    for r in results:
        if r.per or r.extra:
            out.append(r)
            continue
        if all(len(u) == 1 for u in r.units):
            extra = extra_mana(state, oid, r.units)
            out.append(ManaResult(r.ability, (*r.units, *extra), r.x, r.per, len(extra))
                       if extra else r)
            changed = changed or bool(extra)
            continue
        per_letter = {c: extra_mana(state, oid, (c,)) for c in r.units[0]} \
            if len(r.units) == 1 else {}
        kinds = set(per_letter.values())
        if not per_letter or kinds == {()}:  # (several choices: no extra counted)
            out.append(r)
        elif len(kinds) == 1:  # the same extra mana whichever letter (Wild Growth's {G})
            extra = kinds.pop()
            out.append(ManaResult(r.ability, (*r.units, *extra), r.x, r.per, len(extra)))
            changed = True
        else:
            out += [ManaResult(r.ability, (c, *extra), r.x, r.per, len(extra))
                    for c, extra in per_letter.items()]
            changed = True
    return tuple(out) if changed else results


def extra_mana(state: GameState, oid: int, produced: tuple[str, ...]) -> tuple[str, ...]:
    """The mana (its types, in order) that the triggered mana abilities of permanent `oid`
    being tapped for mana by its controller add to that player (605.4a), the mana ability
    having added `produced`: what `resolve_after` adds for the automatic payer, its choices
    made by `mana_choices.payer_pick` (mana added to another player is not counted)."""
    from mtg_engine.core.mana import parse_mana_produced
    from mtg_engine.rules import mana_choices

    player = state.objects[oid].controller
    extra: list[str] = []
    for holder, controller, i in watchers(state, oid, MANA_TRIGGER_EVENTS, mana=True):
        for e in card_of(state, holder).triggers[i].effects:
            if e.verb != "triggered_mana":
                continue
            if (controller if e.get("who") == "you" else player) != player:
                continue
            if e.get("chosen_color"):  # 614.12a: only mana of the chosen color
                from mtg_engine.rules.filters import chosen_of

                color = chosen_of(state.objects[holder].chosen, "color")
                if color and any(color in m for m in produced):
                    extra += [color] * int(e.get("chosen_color"))
                continue
            if e.get("mana"):
                extra += parse_mana_produced(e.get("mana"))
                continue
            for kinds in mana_choices.options(e, produced):  # 106.1a-b (mana_choices.settle)
                extra.append(kinds[0] if len(kinds) == 1
                             else mana_choices.payer_pick(kinds, produced))
    return tuple(extra)
