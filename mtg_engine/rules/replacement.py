"""Replacement and prevention effects (614, 615) and how they interact (616).

Every event that a replacement or prevention effect can watch passes through `replace()`
before it happens: zone moves (`rules/zones.move_object`), destruction, damage, life gain and
card draws (`effects/primitives`), countering (`effects/verbs.v_counter`) and the draw step
(`rules/turn`). The event is a typed record (`Event`); each effect is a `ReplacementSpec`
(cards/dsl.py) that says which event it watches, whom it affects and what happens instead.

Where the effects come from:
- static abilities of permanents on the battlefield (a card's `replacements:`, and the older
  DSL statics `enters_tapped`, `enters_with_counters`, `counters_exile`);
- the entering permanent's own "enters tapped / with counters / as ~ enters, choose" effects,
  judged with the permanent as it would exist on the battlefield (614.12);
- shields from resolved spells and abilities (`state.shields`, 614.3, 615.3): regeneration
  (614.8, 701.15), "prevent the next N damage" (615.7), "prevent all damage ..." this turn;
- the rules of an alternative cost: flashback's exile (702.34a).

616.1: when two or more apply and the order changes the outcome, the affected player (the
controller of the affected object, its owner if it has none) chooses which to apply first, a
decision in `game.pending` (purpose "replacement"); self-replacement effects come first
(616.1a, 614.15). Each effect applies at most once to an event and to the events that replace
it (614.5, 616.1f); an event replaced by another may be modified by the effects that apply to
the new one (616.2). While a choice is pending the event waits in `state.replacing` as data.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Filter, ReplacementSpec
from mtg_engine.rules import (
    amplify,
    anchor_words,
    draw_instead,
    dredge,
    entering_choices,
    entering_cost,
    entering_counter_choice,
    entering_reveal,
    mana_spent,
    meld_order,
    mutate,
    player_counters,
    replacement_results,
    replacement_tokens,
    tribute,
)
from mtg_engine.rules.keyword_effects import devour_most
from mtg_engine.rules.replacement_conditions import (
    damage_left,
    entering_condition_holds,
    while_holds,
)
from mtg_engine.rules.replacement_watch import watches
from mtg_engine.state.objects import Zone, player_ref, ref_player

if TYPE_CHECKING:
    from mtg_engine.state.game_state import GameState

COLOR_NAMES = ("White", "Blue", "Black", "Red", "Green")
# the effects a player may choose not to apply (614.1a: "you may ... instead"): 702.52a
OPTIONAL = frozenset({"dredge", "may_skip", "may_library_top", "may_source_counters",
                      "may_choose", "may_command_zone"})  # (rules/draw_instead.py: Abundance)


# (not frozen, though treated as immutable: never assign a field, `replace` makes a changed
# copy. A frozen dataclass of this many fields costs ~10x as much to build, and events are
# built for every zone change, draw, damage and counter; unsafe_hash keeps it hashable.)
@dataclass(slots=True, unsafe_hash=True)
class Event:
    """An event that is about to happen (614.1).

    kind: "move" (a zone change), "destroy" (701.7), "regenerate" (701.15, what a destruction
    becomes), "damage" (120), "gain_life" (119.3), "draw" (121), "counter" (701.5),
    "counters" (counters put on a permanent, 122.1, 614.16), "tokens" (`amount` tokens named
    `source_card` created for `player`, 111.1, 614.16), "nothing" (skipped or completely
    prevented, 614.1b, 615)."""

    kind: str
    obj: int = 0  # the object affected (moving, destroyed, countered) or damaged
    player: int = -1  # the player affected (gaining life, drawing, damaged: a ref below)
    source: int = 0  # the damage source, or the effect causing the event
    source_card: str = ""  # the damage source's name (last known information, 608.2h)
    source_controller: int = -1  # ... and its controller (lifelink's "its controller")
    amount: int = 0
    to: str = ""  # move: the destination zone
    controller: int = -1  # move to the battlefield: under whose control
    tapped: bool = False  # move to the battlefield: enters tapped (614.1c)
    counters: tuple[tuple[str, int], ...] = ()  # ... enters with counters (614.1c)
    choose: tuple[str, ...] = ()  # ... "as ~ enters, choose a ..." still to ask (614.12a)
    chosen: tuple[tuple[str, str], ...] = ()  # ... and the answers
    combat: bool = False  # combat damage
    top: bool = True  # move to a library: on top
    shuffle: bool = False  # move to a library, then shuffle it
    cause: str = ""  # "destroy", "sacrifice", "discard", "counter", "exile_may_cast"...
    counter_kind: str = ""  # counters: the kind put (122.1)
    face_index: int = -1  # move: the face of the card it enters with (712.8), -1 its own
    unpreventable: bool = False  # 615.12
    applied: tuple[str, ...] = ()  # the effects already applied (614.5, 616.1f)
    pt: tuple[int, ...] = ()  # tokens: the power and toughness the effect defines (111.3)
    # move: the objects (ids in their old zones) entering the battlefield at the same time as
    # this one (614.13a: none of them can be chosen to change zones as this one enters)
    together: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        for k in self.__slots__:
            v = getattr(self, k)
            if v != getattr(_BLANK, k):
                d[k] = [list(x) if isinstance(x, tuple) else x for x in v] \
                    if isinstance(v, tuple) else v
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Event:
        return cls(**{k: (tuple(tuple(x) if isinstance(x, list) else x for x in v)
                          if isinstance(v, list) else v) for k, v in d.items()})


_BLANK = Event("")


@dataclass(frozen=True, slots=True)
class Shield:
    """A replacement or prevention effect made by a resolved spell or ability (614.3, 615.3),
    on one object or player (`target`), until used up or the end of the turn (514.2), or
    (`until` "your_next_turn", 611.2a) until its controller's next turn begins
    (rules/durations.py)."""

    id: int
    spec: ReplacementSpec
    target: int  # object id or player ref
    controller: int
    left: int = 0  # 615.7: what is left of "the next N damage"
    dest: int = 0  # 614.9: where a redirection shield sends the damage (object id or player ref)
    until: str = ""  # "" the end of the turn; "your_next_turn" (611.2a)

    def to_json(self) -> dict[str, Any]:
        d = {"id": self.id, "spec": self.spec.to_dict(), "target": self.target,
             "controller": self.controller, "left": self.left}
        if self.dest:
            d["dest"] = self.dest
        if self.until:
            d["until"] = self.until
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Shield:
        from mtg_engine.cards.dsl import replacement_from_dict

        return cls(d["id"], replacement_from_dict(d["spec"]), d["target"], d["controller"],
                   d["left"], d.get("dest", 0), d.get("until", ""))


@dataclass(frozen=True, slots=True)
class Candidate:
    """A replacement or prevention effect that applies to an event now."""

    key: str  # "s<object>:<index>", "h<shield id>", "e<index>" (the entering object's own)
    spec: ReplacementSpec
    source: int
    controller: int
    name: str  # the source's name, for the choice's prompt

    @property
    def self_replacement(self) -> bool:
        return self.spec.self_replacement  # 614.15

    @property
    def optional(self) -> bool:
        """614.1a "you may ... instead": the affected player may decline it (dredge 702.52a)."""
        return self.spec.instead in OPTIONAL


@dataclass(frozen=True, slots=True)
class Waiting:
    """An event waiting for a choice (616.1, 614.12a): the events already settled, the one
    being modified, those still to be looked at, and the effects offered. A `held` event asks
    nothing itself: it waits behind an earlier event whose choice may use up a shield it would
    meet (615.7), and is looked at when its turn comes (`_ask`)."""

    done: tuple[Event, ...]
    current: Event
    queue: tuple[Event, ...]
    offered: tuple[str, ...]  # candidate keys, in the order offered; () for an ETB choice
    held: bool = False

    def to_json(self) -> dict[str, Any]:
        d = {"done": [e.to_json() for e in self.done], "current": self.current.to_json(),
             "queue": [e.to_json() for e in self.queue], "offered": list(self.offered)}
        return {**d, "held": True} if self.held else d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Waiting:
        return cls(tuple(Event.from_json(e) for e in d["done"]), Event.from_json(d["current"]),
                   tuple(Event.from_json(e) for e in d["queue"]), tuple(d["offered"]),
                   bool(d.get("held", False)))


# ------------------------------------------------------------------ which effects apply


def _static_sources(state: GameState) -> list[tuple[int, int, ReplacementSpec]]:
    """(object, index, spec) for every replacement effect of a permanent on the battlefield
    or of an object in the command zone (an emblem, a face-up plane or scheme: their
    abilities function there, 114.4, 901.7, 904.8; rules/command_zone.py); cached with the
    characteristics."""
    key = ("replacements",)
    cached = state._chars.get(key)  # type: ignore[call-overload]
    if cached is None:
        cached = []
        from mtg_engine.rules.command_zone import functioning_ids  # (113.6: not a commander)
        from mtg_engine.rules.text_changes import text_card

        for oid in (*state.battlefield, *functioning_ids(state)):
            for i, spec in enumerate(card_replacements(text_card(state, oid))):  # (612)
                if spec.event != "enters" or spec.affects != "self":
                    cached.append((oid, i, spec))
        state._chars[key] = cached  # type: ignore[index]
    return cached


def card_replacements(card: Any) -> tuple[ReplacementSpec, ...]:
    """A card's replacement effects: its `replacements:` and those its DSL statics stand for
    (614.1c enters tapped / with counters, Guile's 614.1a counter replacement)."""
    extra: list[ReplacementSpec] = []
    for st in card.statics:
        if st.kind == "enters_tapped" and st.amount:  # 614.12: pay N life or enter tapped
            extra.append(ReplacementSpec(
                event="enters", instead="choose", choice=f"{PAY_LIFE}{st.amount}",
                text=f"you may pay {st.amount} life; if you don't, it enters tapped"))
        elif st.kind == "enters_tapped":
            extra.append(ReplacementSpec(event="enters", instead="tapped",
                                         text="enters the battlefield tapped",
                                         unless=st.unless))
        elif st.kind == "enters_with_counters" and st.when is None:  # (conditional: below)
            extra.append(ReplacementSpec(event="enters", instead="counters",
                                         counter_kind=st.counter_kind,
                                         amount=-1 if st.counts_x else st.max_count,
                                         text="enters with counters"))
        elif st.kind == "graveyard_exile":  # "If ~ would be put into a graveyard ..., exile it"
            extra.append(ReplacementSpec(event="to_graveyard", instead="exile",
                                         text="exile it instead"))
        elif st.kind == "counters_exile":
            extra.append(ReplacementSpec(event="counter", instead="exile_may_cast",
                                         affects="you", text="exile it instead"))
        elif st.kind == "as_enters_choose":  # 614.12a: "As ~ enters, choose a creature type"
            extra.append(ReplacementSpec(event="enters", instead="choose", choice=st.choice,
                                         text=f"choose a {st.choice.replace('_', ' ')}"))
        elif st.kind == "enter_as_copy":  # 707.5, 614.1c: "enter as a copy of ..." (Clone)
            extra.append(ReplacementSpec(event="enters", instead="choose", choice="copy",
                                         text="enter as a copy"))
    return (*card.replacements, *extra) if extra else card.replacements


def applicable(state: GameState, ev: Event) -> list[Candidate]:
    """The effects that would modify `ev` now, not yet applied to it."""
    out: list[Candidate] = []
    if ev.kind == "nothing":
        return out
    for oid, i, spec in _static_sources(state):
        key = f"s{oid}:{i}"
        if key in ev.applied or oid not in state.objects:
            continue
        o = state.objects[oid]
        if not while_holds(state, spec, oid):
            continue  # 611.3a: "As long as ~ is untapped, ..." (off while it doesn't hold)
        if spec.instead == "regenerate" and "no_regeneration" in ev.applied:
            continue  # 701.15c: "it can't be regenerated" (a static regeneration too)
        if watches(state, spec, ev, oid, o.controller, 0):
            out.append(Candidate(key, spec, oid, o.controller, o.card.name))
    for oid, i, spec, controller, name in state.leaving_sources:  # 704.3: left in this batch
        key = f"s{oid}:{i}"
        if key not in ev.applied and oid not in state.objects \
                and watches(state, spec, ev, oid, controller, 0):
            out.append(Candidate(key, spec, oid, controller, name))
    for sh in state.shields:
        key = f"h{sh.id}"
        if sh.spec.instead == "regenerate" and "no_regeneration" in ev.applied:
            continue  # 701.15c: "it can't be regenerated"
        if sh.until and skip_phases.pending(sh.until):
            continue  # (its turn hasn't begun: rules/skip_phases.py)
        if key not in ev.applied and watches(state, sh.spec, ev, 0, sh.controller, sh.target,
                                             sh.dest):
            name = state.objects[sh.target].card.name if sh.target in state.objects else "shield"
            out.append(Candidate(key, sh.spec, 0, sh.controller, name))
    if ev.kind == "destroy" and ev.obj in state.objects:  # 702.89a: totem armor
        from mtg_engine.rules import totem_armor

        for key, aura in totem_armor.candidates(state, ev):
            a = state.objects[aura]
            out.append(Candidate(key, totem_armor.TOTEM_ARMOR, aura, a.controller, a.card.name))
    if ev.kind in ("destroy", "damage") and ev.obj:  # 122.1c: shield counters
        from mtg_engine.rules.keyword_counters import shield_candidate

        shield = shield_candidate(state, ev)
        if shield is not None:
            out.append(Candidate(*shield))
    if ev.kind == "move" and ev.obj in state.objects:
        o = state.objects[ev.obj]
        if state.commanders is not None:  # 903.9b (rules/commanders.py)
            from mtg_engine.rules import commanders

            if commanders.replacement_candidate(state, o, ev.to, ev.applied):
                out.append(Candidate(commanders.DECLINED, commanders.COMMAND_ZONE_INSTEAD,
                                     ev.obj, o.owner, o.card.name))
        if o.zone is not Zone.BATTLEFIELD:
            # "If ~ would be put into a graveyard from anywhere" works from every zone
            for i, spec in enumerate(card_replacements(o.card)):
                key = f"o{i}"
                if spec.event not in ("enters", "damage", "draw", "gain_life", "counter",
                                      "draw_step", "put_counters", "create_tokens",
                                      "untap_step", "upkeep_step", "combat_phase") \
                        and spec.affects == "self" \
                        and key not in ev.applied and watches(state, spec, ev, ev.obj,
                                                              o.owner, 0):
                    out.append(Candidate(key, spec, ev.obj, o.owner, o.card.name))
        if ev.to == "battlefield":
            # 614.12: the entering permanent's own "enters ..." effects apply to it
            from mtg_engine.rules.copy import copied_entering_effects, entering_as_copy

            own = [] if entering_as_copy(ev.chosen) else \
                [(f"e{i}", s) for i, s in enumerate(_own_entering_effects(state, ev))]
            for key, spec in own + copied_entering_effects(state, ev):  # (707.5)
                if spec.unless is not None and _unless_holds(state, spec, ev):
                    continue  # "enters tapped unless you control ..." (614.1c)
                if not entering_condition_holds(state, spec, ev.obj, o):
                    continue  # 702.33d-f: "If ~ was kicked, ..."; 702.138c: "~ escapes with"
                if key not in ev.applied:
                    out.append(Candidate(key, spec, ev.obj, ev.controller, o.card.name))
        if o.zone is Zone.HAND and ev.cause == "discard" and ev.to == "graveyard" \
                and "madness" not in ev.applied \
                and any(a.kind == "madness" for a in o.card.alt_costs):  # 702.35a
            from mtg_engine.rules.madness import MADNESS_EXILE

            out.append(Candidate("madness", MADNESS_EXILE, ev.obj, o.owner, o.card.name))
        if o.zone is Zone.BATTLEFIELD and ev.to not in ("exile", "battlefield") \
                and "unearth" not in ev.applied and ("unearthed", "1") in o.chosen:
            from mtg_engine.rules.unearth import UNEARTH_EXILE  # 702.84a

            out.append(Candidate("unearth", UNEARTH_EXILE, ev.obj, o.controller, o.card.name))
        if "rebound" not in ev.applied and o.zone is Zone.STACK and ev.cause == "resolve":
            from mtg_engine.rules import rebound  # 702.88a (printed or given, 613.1f)

            if rebound.applies(state, o, ev.to, ev.cause):
                out.append(Candidate("rebound", rebound.REBOUND_EXILE, ev.obj, o.controller,
                                     o.card.name))
        if o.zone is Zone.STACK and ev.cause == "resolve" and ev.to == "graveyard" \
                and ("buyback", "1") in o.chosen and "buyback" not in ev.applied:
            out.append(Candidate("buyback", BUYBACK, ev.obj, o.controller, o.card.name))
        aftermath = o.card.layout == "aftermath" and o.card.face_index == 1  # 702.127a
        if o.zone is Zone.STACK and (o.alt_cost in ("flashback", "jump-start") or aftermath) \
                and ev.to != "exile" \
                and "flashback" not in ev.applied:
            out.append(Candidate("flashback", FLASHBACK_EXILE, ev.obj, o.controller, o.card.name))
    if ev.kind == "draw" and dredge.may_apply(state, ev):  # 702.52a: from the graveyard
        out += dredge.candidates(state, ev)
    return out


# 702.34a: "If the flashback cost was paid, exile this card instead of putting it anywhere
# else any time it would leave the stack." (702.133a: jump-start says the same)
FLASHBACK_EXILE = ReplacementSpec(event="move", instead="exile", text="flashback: exile it instead")


# 702.27a: "If the buyback cost was paid, put this spell into its owner's hand instead of into
# that player's graveyard as it resolves."
BUYBACK = ReplacementSpec(event="move", instead="hand", text="buyback: put it into its owner's hand")


def _unless_holds(state: GameState, spec: ReplacementSpec, ev: Event) -> bool:
    """614.1c: "~ enters the battlefield tapped unless [condition]": the condition is checked
    as the permanent would enter, for the player it will enter under."""
    from mtg_engine.rules.conditions import holds

    assert spec.unless is not None
    who = ev.controller if ev.controller >= 0 else state.objects[ev.obj].owner
    return holds(state, spec.unless, who, ev.obj)


def _own_entering_effects(state: GameState, ev: Event) -> tuple[ReplacementSpec, ...]:
    """614.12: the replacement effects that modify how this permanent enters, from its own
    abilities as it would exist on the battlefield: continuous effects that would apply to it
    there count (under Blood Moon a nonbasic land has no "enters tapped", 305.7)."""
    from mtg_engine.rules.zones import entering_card

    card = entering_card(state, ev.obj, ev.face_index) if ev.cause != "created" \
        else state.objects[ev.obj].card
    own = tuple(s for s in card_replacements(card) if s.event == "enters" and s.affects == "self")
    own += _conditional_counters(state, card.statics, ev)
    if not own or not card.statics or not _abilities_may_change(state):
        return own
    statics = _statics_on_battlefield(state, ev)
    if statics is None:
        return own
    from_statics = [s for s in card_replacements(replace(card, statics=statics,
                                                         replacements=()))
                    if s.event == "enters" and s.affects == "self"]
    from_statics += _conditional_counters(state, tuple(statics), ev)
    return (*(s for s in card.replacements if s.event == "enters" and s.affects == "self"),
            *from_statics)


def _conditional_counters(state: GameState, statics: Any,
                          ev: Event) -> tuple[ReplacementSpec, ...]:
    """"If [condition], ~ enters the battlefield with N counters" (bloodthirst 702.54a: "If an
    opponent was dealt damage this turn"): the condition is judged as the permanent would
    enter, for the player it would enter under the control of."""
    from mtg_engine.rules.conditions import holds

    out = []
    for st in statics:
        if st.kind == "enters_with_counters" and st.when is not None:
            controller = ev.controller if ev.controller >= 0 else state.objects[ev.obj].owner
            if holds(state, st.when, controller, ev.obj):
                out.append(ReplacementSpec(event="enters", instead="counters",
                                           counter_kind=st.counter_kind, amount=st.max_count,
                                           text="enters with counters"))
    return tuple(out)


def _abilities_may_change(state: GameState) -> bool:
    from mtg_engine.rules.layers import Characteristics

    if "statics" not in getattr(Characteristics, "__dataclass_fields__", {}):
        return False  # the layer system doesn't compute abilities
    return any(state.objects[b].card.statics for b in state.battlefield) or bool(state.effects)


def _statics_on_battlefield(state: GameState, ev: Event) -> tuple[Any, ...] | None:
    """The static abilities the object would have on the battlefield (613, 614.12): found by
    moving it in a copy of the game."""
    from mtg_engine.rules import zones
    from mtg_engine.rules.layers import characteristics

    trial = state.copy()
    trial.replacing = ()
    new = zones.perform_move(trial, Event("move", obj=ev.obj, to="battlefield",
                                          controller=ev.controller,
                                          face_index=ev.face_index))  # (712.8: its face)
    if new is None:
        return None
    return getattr(characteristics(trial, new), "statics", None)


# ------------------------------------------------------------------ applying one effect


def apply_one(state: GameState, c: Candidate, ev: Event,
              shields: dict[int, int]) -> tuple[Event, ...]:
    """What `ev` becomes when `c` is applied to it (pure: shield use goes into `shields`,
    shield id -> amount left)."""
    spec = c.spec
    ev = replace(ev, applied=(*ev.applied, c.key))
    how = spec.instead
    if how in ("exile", "hand", "graveyard", "library", "library_bottom", "may_library_top"):
        # ("may_library_top": 614.1a, the affected player chose to apply it: on top)
        to = {"library_bottom": "library", "may_library_top": "library"}.get(how, how)
        # 122.1: "instead exile it with a void counter on it": it arrives with the counters
        # (and no counters a move to the battlefield would have had, 614.1c)
        counters = ((spec.counter_kind, spec.amount),) if how == "exile" and spec.counter_kind \
            else () if to == "exile" else ev.counters
        if ev.kind in ("destroy", "counter"):
            return (replace(ev, kind="move", to=to, top=how != "library_bottom",
                            shuffle=spec.shuffle, cause=ev.kind, counters=counters),)
        return (replace(ev, to=to, top=how != "library_bottom", shuffle=spec.shuffle,
                        counters=counters),)
    if how == "may_command_zone":  # 903.9b: may apply again to the same event (not 614.5)
        return (replace(ev, to="command", applied=tuple(k for k in ev.applied if k != c.key)),)
    if how == "exile_may_cast":  # Guile (614.1a): exile the spell; its controller may cast it
        return (replace(ev, kind="move", to="exile", cause="exile_may_cast"),)
    if how in ("skip", "may_skip"):  # 614.1b, 614.10
        return (replace(ev, kind="nothing"),)
    if how == "regenerate":  # 614.8, 701.15a
        return (replace(ev, kind="regenerate"),)
    if how == "shield_counter":  # 122.1c
        from mtg_engine.rules.keyword_counters import shield_instead

        return shield_instead(ev)
    if how == "totem_armor":  # 702.89a
        from mtg_engine.rules.totem_armor import instead

        return instead(ev, c.key)
    if how == "control":  # 616.1b: "it enters the battlefield under your control instead"
        return (replace(ev, controller=c.controller),)
    if how == "tapped":
        return (replace(ev, tapped=True),)
    if how == "untapped":
        return (replace(ev, tapped=False),)
    if how == "counters":
        n, kind = spec.amount, spec.counter_kind
        if spec.amount_per is not None:  # 614.1c: "... for each ..." (counted now, 608.2h)
            from mtg_engine.cards.oracle.entering_counts import counters_per

            n = counters_per(state, ev, spec, c.source, c.controller)
        elif n == mana_spent.COLORS_SPENT:  # 702.44a: colors of mana spent to cast it
            n = mana_spent.colors_spent(state, ev.obj)
        elif n == mana_spent.MANA_SPENT:  # 601.2h: the amount of mana spent to cast it
            n = mana_spent.total_spent(state, ev.obj)
        elif n < 0 and ev.obj in state.objects:  # X (-1), or once per kick (-2, 702.33c)
            from mtg_engine.rules.conditions import kicks

            n = state.objects[ev.obj].x if n == -1 else kicks(state, ev.obj)
        if kind == mana_spent.SUNBURST:  # 702.44a: +1/+1 if it enters as a creature
            kind = mana_spent.sunburst_kind(state, ev.obj)
        return (replace(ev, counters=(*ev.counters, (kind, n))),) if n > 0 else (ev,)
    if how == "copy_source":  # 707.5: "enter as a copy of ~" (no choice: the source)
        return (replace(ev, chosen=(*ev.chosen, ("copy", str(c.source)))),)
    if how in ("choose", "may_choose"):  # 614.12a: the choice is made before it enters
        return (replace(ev, choose=(*ev.choose, spec.choice)),)
    if how == "prevent":
        done = _prevent(c, ev, shields)
        if spec.remove_counter and c.source in state.objects:  # 615.5: the rest afterward
            return (done, Event("remove_counter", obj=c.source, counter_kind=spec.remove_counter,
                                amount=1, applied=ev.applied))
        if spec.gain_life_prevented and ev.amount > done.amount:  # 615.5
            return (done, Event("gain_life", player=c.controller,
                                amount=ev.amount - done.amount, applied=ev.applied))
        reflected = prevention_reflect.follow_up(state, c, ev, done,
                                                 _shield_target(state, c)[1])  # 615.5
        if reflected:
            return (done, *reflected)
        if spec.counters_prevented and ev.amount > done.amount and ev.obj:  # 615.5
            return (done, Event("counters", obj=ev.obj, counter_kind=spec.counters_prevented,
                                amount=ev.amount - done.amount, applied=ev.applied))
        return (done, *prevention_after.follow_up(state, c, ev, done))  # 615.5
    if how == "redirect":
        return _redirect(state, c, ev, shields)
    if how == "double":  # 614.5: "twice that much"
        return (replace(ev, amount=ev.amount * 2),)
    if how == "add":  # "that much damage plus N", "that many plus N"
        return (replace(ev, amount=ev.amount + spec.amount),)
    if how == "draw_instead":  # 616.2: "If you would gain life, draw that many cards instead"
        n = ev.amount if ev.kind == "gain_life" else 1
        return tuple(Event("draw", player=ev.player, applied=ev.applied) for _ in range(n))
    if how == "gain_life_instead":
        return (Event("gain_life", player=ev.player, amount=spec.amount, applied=ev.applied),)
    if how == "dredge":  # 702.52a: mill N cards and return the card instead of drawing
        return (Event("dredge", player=ev.player, obj=c.source, amount=spec.amount,
                      applied=ev.applied),)
    if how == "return_from_graveyard":  # "return a card from your graveyard to your hand instead"
        return (Event("return_from_graveyard", player=ev.player, applied=ev.applied),)
    if how == "note_life":  # 614.12 (rules/noted_life.py)
        from mtg_engine.rules.noted_life import entering

        return (entering(state, ev),)
    if how == "exile_power_counters":  # 700.4, 122.1: exiled; its power in counters on ~
        from mtg_engine.rules.exile_counters import exiled_with_power_counters

        return exiled_with_power_counters(state, c, ev)
    if how in replacement_tokens.ACTIONS:  # 614.1a, 111.1: tokens created instead or besides
        return replacement_tokens.instead(state, c, ev)
    more = replacement_results.instead(c, ev)  # 614.1a: the results of rules/replacement_results.py
    if more is not None:
        return more
    raise ValueError(f"unknown replacement {how!r}")


def _redirect(state: GameState, c: Candidate, ev: Event,
              shields: dict[int, int]) -> tuple[Event, ...]:
    """614.9: the damage is dealt to another creature, planeswalker or player instead (all of
    it, or the next N of it for a shield: the rest is dealt as it was). If that creature or
    planeswalker has left the battlefield or is no longer one, the effect does nothing."""
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics

    spec = c.spec
    if spec.redirect_to == "shield":
        dest = next((s.dest for s in state.shields if f"h{s.id}" == c.key), 0)
    elif spec.redirect_to == "attached":
        src = state.objects.get(c.source)
        dest = src.attached_to or 0 if src is not None else 0
    else:
        dest = c.source
    if dest == 0:
        return (ev,)
    if dest > 0:
        o = state.objects.get(dest)
        if o is None or o.zone is not Zone.BATTLEFIELD:
            return (ev,)
        ch = characteristics(state, dest)
        if not (ch.is_creature or CardType.PLANESWALKER in ch.types):
            return (ev,)
    moved = ev.amount
    if c.key.startswith("h") and spec.amount > 0:  # "the next N damage"
        sid = int(c.key[1:])
        moved = min(shields[sid], ev.amount)
        shields[sid] -= moved
    to = replace(ev, amount=moved, obj=dest if dest > 0 else 0,
                 player=-1 if dest > 0 else ref_player(dest) or 0)
    rest = ev.amount - moved
    return (to, replace(ev, amount=rest)) if rest > 0 else (to,)


def _prevent(c: Candidate, ev: Event, shields: dict[int, int]) -> Event:
    """615: prevent all of it, the next N of it (a shield, 615.7), or N of each event (615.10).
    Damage that can't be prevented is not reduced, and shields are not used up (615.12)."""
    if ev.unpreventable:
        return ev
    n = c.spec.amount
    left = damage_left(n, ev.amount)  # 615.10, 615.8: a share ("half that damage")
    if left is not None:
        return replace(ev, amount=left)
    if c.key.startswith("h") and n > 0:
        sid = int(c.key[1:])
        left = shields[sid]
        used = min(left, ev.amount)
        shields[sid] = left - used
        return replace(ev, amount=ev.amount - used)
    if n > 0:
        return replace(ev, amount=max(0, ev.amount - n))
    return replace(ev, amount=0)


# ------------------------------------------------------------------ the process (616.1)


def replace_event(state: GameState, ev: Event) -> tuple[Event, ...] | None:
    """The events that happen instead of `ev` (just `ev` when nothing applies). None when a
    player must choose first: the event then waits in `state.replacing`, and it happens when
    the choice is answered (`answer`)."""
    if not state.shields and not _static_sources(state) and not state.leaving_sources \
            and not _may_self_modify(state, ev) \
            and not dredge.may_apply(state, ev) and not ev.choose:  # (713.4a-b: a choice)
        return (ev,)
    if _meets_a_waiting_shield(state, ev):
        return _wait(state, Waiting((), ev, (), (), held=True))
    return _run(state, (), ev, ())


def _meets_a_waiting_shield(state: GameState, ev: Event) -> bool:
    """615.7, 616.1: a shield that an event waiting for its affected player's choice would meet
    must not be used up by a later event first (two sources' damage dealt at once to a shielded
    player: the player chooses which damage the shield prevents). Such a later event waits its
    turn."""
    if not state.replacing or not state.shields:
        return False
    waiting = {c.key for w in state.replacing for c in applicable(state, w.current)
               if c.key.startswith("h")}
    return bool(waiting) and any(c.key in waiting for c in applicable(state, ev))


def _given_rebound(state: GameState, o: Any, ev: Event) -> bool:
    """702.88a, 613.1f: a resolving spell given rebound by a static ability."""
    if o.zone is not Zone.STACK or ev.cause != "resolve":
        return False
    from mtg_engine.rules.rebound import has_rebound

    return has_rebound(state, o)


def _may_self_modify(state: GameState, ev: Event) -> bool:
    if ev.kind in ("destroy", "damage") and state.objects.get(ev.obj) is not None \
            and state.objects[ev.obj].counters.get("shield"):
        return True  # 122.1c: shield counters (rules/keyword_counters.py)
    if ev.kind == "destroy" and ev.obj in state.objects:  # 702.89a: an Aura with totem armor
        from mtg_engine.rules.totem_armor import candidates

        return bool(candidates(state, ev))
    if ev.kind != "move" or ev.obj not in state.objects:
        return False
    o = state.objects[ev.obj]
    if state.commanders is not None and ev.obj in state.commanders.objects:
        return True  # 903.9b (rules/commanders.py)
    card = o.card
    if ev.to == "battlefield" and (card.faces or card.face_of) and ev.cause != "created":
        from mtg_engine.rules.zones import entering_card

        card = entering_card(state, ev.obj, ev.face_index)  # the face it enters with
    return bool(card_replacements(card)) or bool(o.alt_cost) \
        or any(k != mana_spent.KEY for k, _ in o.chosen) \
        or "rebound" in card.keywords or _given_rebound(state, o, ev) \
        or o.card.layout == "aftermath" \
        or any(st.when is not None and st.kind == "enters_with_counters"  # 702.54a
               for st in card.statics) \
        or (ev.cause == "discard" and bool(card.alt_costs))  # madness (702.35a)


def skips_step(state: GameState, player: int, step: str) -> bool:
    """614.1b / 614.10: is `player`'s `step` ("draw_step") replaced with nothing?"""
    if not _static_sources(state) and not state.shields:
        return False
    events = replace_event(state, Event(step, player=player))
    return events is not None and not events


def _run(state: GameState, done: tuple[Event, ...], current: Event,
         queue: tuple[Event, ...]) -> tuple[Event, ...] | None:
    while True:
        if current.choose and current.choose[0] == "copy":
            # 616.1c: the copy is decided before the other effects are judged (614.12)
            return _wait(state, Waiting(done, current, queue, ()))
        cands = applicable(state, current)
        if cands:
            first = [c for c in cands if c.self_replacement] or cands  # 616.1a
            # 616.1b: an effect that would change under whose control it enters comes next
            first = [c for c in first if c.spec.instead == "control"] or first
            # 616.1c: an effect that would make it enter as a copy is applied first
            first = [c for c in first if c.spec.choice == "copy"
                     or c.spec.instead == "copy_source"] or first
            chosen = _settled(state, current, first)
            if chosen is None:
                return _wait(state, Waiting(done, current, queue, tuple(c.key for c in first)))
            produced = _apply_and_record(state, chosen, current)
            current, queue = produced[0], (*produced[1:], *queue)
            continue
        if current.choose and draw_instead.is_choice(current.choose[0]) \
                and draw_instead.decision(state, current) is None:  # (nothing to choose)
            current, more = draw_instead.answer(state, current, ())
            queue = (*more, *queue)
            continue
        if current.choose:
            return _wait(state, Waiting(done, current, queue, ()))
        if current.kind != "nothing":
            done = (*done, current)
        if not queue:
            return done
        current, queue = queue[0], queue[1:]


def _apply_and_record(state: GameState, c: Candidate, ev: Event) -> tuple[Event, ...]:
    shields = {s.id: s.left for s in state.shields}
    produced = apply_one(state, c, ev, shields)
    _use_shield(state, c, shields)
    if c.spec.instead == "prevent" and ev.kind == "damage" and produced:  # 615.13
        from mtg_engine.rules.prevention_triggers import log_applied

        log_applied(state, c.key, ev.obj or player_ref(ev.player), ev.amount - produced[0].amount,
                    ev.combat)
    return produced or (replace(ev, kind="nothing"),)


def _use_shield(state: GameState, c: Candidate, left: dict[int, int]) -> None:
    """A shield that replaces once (regeneration, 701.15a) is used up; a prevention shield
    loses what it prevented (615.7) and ends at 0."""
    if not c.key.startswith("h"):
        return
    sid = int(c.key[1:])
    kept = []
    for s in state.shields:
        if s.id == sid:
            if s.spec.instead == "regenerate" or s.spec.once:
                continue
            if s.spec.amount > 0:
                if left[sid] <= 0:
                    continue
                s = replace(s, left=left[sid])
        kept.append(s)
    state.shields = tuple(kept)


def _settled(state: GameState, ev: Event, cands: list[Candidate]) -> Candidate | None:
    """The effect to apply next when the order can't change the outcome (616.1 asks only when
    it matters); None when the affected player must choose."""
    if any(c.optional for c in cands):
        return None  # 614.1a: the affected player decides whether to apply it
    if len(cands) == 1:
        return cands[0]
    outcomes = {_outcome(state, ev, cands, i) for i in range(len(cands))}
    return cands[0] if len(outcomes) == 1 else None


def _outcome(state: GameState, ev: Event, cands: list[Candidate], first: int) -> Any:
    """The end result of applying `cands[first]` first and the rest in order (no side
    effects), to compare the orders."""
    shields = {s.id: s.left for s in state.shields}
    order = [cands[first], *cands[:first], *cands[first + 1:]]
    events = [ev]
    for c in order:
        nxt: list[Event] = []
        for e in events:
            if c.key not in e.applied and watches(state, c.spec, e, c.source, c.controller,
                                                  *_shield_target(state, c)):
                nxt += apply_one(state, c, e, shields)
            else:
                nxt.append(e)
        events = nxt
    return (tuple(replace(e, applied=()) for e in events), tuple(sorted(shields.items())))


def _shield_target(state: GameState, c: Candidate) -> tuple[int, int]:
    """(target, dest) of the shield `c` is, or (0, 0)."""
    if c.key.startswith("h"):
        sid = int(c.key[1:])
        for s in state.shields:
            if s.id == sid:
                return s.target, s.dest
    return 0, 0


# ------------------------------------------------------------------ asking (616.1, 614.12a)


def affected_player(state: GameState, ev: Event) -> int:
    """616.1: the affected object's controller (its owner if it has none), or the affected
    player."""
    if ev.obj and ev.obj in state.objects:
        o = state.objects[ev.obj]
        if ev.kind == "move" and ev.to in ("hand", "library") and state.commanders is not None \
                and ev.obj in state.commanders.objects:
            return o.owner  # 903.9b: its owner chooses
        return o.controller if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner
    if ev.player >= 0:
        return ev.player
    who = ref_player(ev.obj)
    return who if who is not None else state.active


def _wait(state: GameState, w: Waiting) -> None:
    state.replacing = (*state.replacing, w)
    if len(state.replacing) == 1:
        _ask(state)
    return None


def _ask(state: GameState) -> None:
    while state.replacing and state.replacing[0].held:  # its turn: look at it now (615.7)
        w, rest = state.replacing[0], state.replacing[1:]
        state.replacing = ()
        events = _run(state, w.done, w.current, w.queue)
        if events is not None:
            perform_all(state, events)
        state.replacing = (*state.replacing, *rest)
        if state.pending is not None:
            return
    if not state.replacing:
        return
    w = state.replacing[0]
    ev = w.current
    if w.offered:
        cands = {c.key: c for c in applicable(state, ev)}
        live = tuple(k for k in w.offered if k in cands)
        if not live:  # 616.1: each effect offered was used up meanwhile (a shield, by the
            # event asked before this one): none is left to apply ("none": the answer's path)
            state.pending = ChoiceDecision(affected_player(state, ev), "replacement",
                                           (len(w.offered),), 1, 1,
                                           "no replacement effect is left to apply (616.1)")
            return
        if live != w.offered:  # (616.1: only the effects that still apply are offered)
            w = replace(w, offered=live)
            state.replacing = (w, *state.replacing[1:])
        lines = [f"{i}: {cands[k].name}: {cands[k].spec.text or cands[k].spec.instead}"
                 for i, k in enumerate(w.offered)]
        options = tuple(range(len(w.offered)))
        if all(cands[k].optional for k in w.offered):  # 614.1a: "you may": or none of them
            lines.append(f"{len(w.offered)}: none")
            options += (len(w.offered),)
        state.pending = ChoiceDecision(
            affected_player(state, ev), "replacement", options, 1, 1,
            "choose the replacement effect to apply first (616.1): " + "; ".join(lines))
    elif draw_instead.is_choice(ev.choose[0]):  # 614.1a: instead of a draw (draw_instead.py)
        state.pending = draw_instead.decision(state, ev)
    else:
        what = ev.choose[0]
        options, prompt = entering_choice_options(state, ev, what)
        # 702.82a, 702.38a: any number of creatures / cards
        many = what.startswith(("devour", amplify.PREFIX))
        who = ev.controller if ev.controller >= 0 else affected_player(state, ev)
        state.pending = ChoiceDecision(tribute.chooser(state, ev, what, who),  # (702.104a)
                                       "choose_amplify" if what.startswith(amplify.PREFIX)
                                       else "choose_devour" if many else entering_reveal.PURPOSE
                                       if what.startswith(entering_reveal.REVEAL)
                                       else entering_cost.PURPOSE
                                       if what.startswith(entering_cost.PREFIX)
                                       else entering_counter_choice.PURPOSE  # 614.1c
                                       if what.startswith(entering_counter_choice.PREFIX)
                                       else f"choose_{what}", options,
                                       0 if many else entering_choices.how_many(what),
                                       min(len(options), devour_most(what)) if many
                                       else entering_choices.how_many(what),
                                       prompt)
    state.asking = "replacement"


def offered_names(state: GameState) -> list[tuple[str, str]]:
    """(source name, effect text) of each effect offered by the pending 616.1 choice."""
    w = state.replacing[0]
    cands = {c.key: c for c in applicable(state, w.current)}
    return [(cands[k].name, cands[k].spec.text) for k in w.offered]


# 614.12: "As ~ enters the battlefield, you may pay N life. If you don't, it enters the
# battlefield tapped." The choice `PAY_LIFE` + N is asked of the player it would enter under
# the control of: 1 pays (only with at least N life, 119.4), 0 doesn't and it enters tapped.
PAY_LIFE = "pay_life:"


def _life_to_pay(what: str) -> int:
    return int(what[len(PAY_LIFE):]) if what.startswith(PAY_LIFE) else 0


def entering_choice_options(state: GameState, ev: Event, what: str) -> tuple[tuple[int, ...], str]:
    """614.12a: "As ~ enters, choose a color / a creature type / a player / an opponent"."""
    name = state.objects[ev.obj].card.name if ev.obj in state.objects else "it"
    if what.startswith(anchor_words.PREFIX):  # 614.12b: "choose Khans or Dragons"
        return anchor_words.options(what, name)
    plain = entering_choices.options(state, ev, what, name)  # land types, odd or even...
    if plain is not None:
        return plain
    if what.startswith(entering_cost.PREFIX):  # 614.1a: sacrifice / discard, or not enter
        return entering_cost.options(state, ev.controller if ev.controller >= 0
                                     else affected_player(state, ev), what, name)
    if what.startswith(entering_counter_choice.PREFIX):  # 614.1c: "your choice of ... counter"
        return entering_counter_choice.options(what, name)
    if tribute.is_tribute(what):  # 702.104a (rules/tribute.py)
        return tribute.options(state, ev, what, name, ev.controller if ev.controller >= 0
                               else affected_player(state, ev))
    if what.startswith(meld_order.ARRANGE):  # 713.4a-b: the melded cards' order
        return meld_order.options(state, ev, what)
    if what == mutate.UNDER:  # 702.140c: on top of the creature or under it
        return mutate.options(state, ev)
    if what.startswith(entering_reveal.REVEAL):  # 614.12: reveal a card or enter tapped
        return entering_reveal.options(state, ev.controller if ev.controller >= 0
                                       else affected_player(state, ev), what, name)
    n = _life_to_pay(what)
    if n:
        who = ev.controller if ev.controller >= 0 else affected_player(state, ev)
        from mtg_engine.rules.life_lock import can_pay_life

        can = can_pay_life(state, who, n)  # 119.4, 119.8
        return ((0, 1) if can else (0,)), \
            f"as {name} enters, pay {n} life? (1: pay, 0: it enters the battlefield tapped)"
    if what == "color":
        return tuple(range(5)), f"as {name} enters, choose a color (0-4: W U B R G)"
    if what.startswith(COLOR_EXCEPT):  # "choose a color other than green"
        left = tuple(i for i, c in enumerate("WUBRG") if c != what[len(COLOR_EXCEPT):])
        return left, f"as {name} enters, choose a color other than {what[-1]} (0-4: W U B R G)"
    if what in ("player", "opponent"):
        me = ev.controller
        refs = tuple(player_ref(p) for p in state.apnap() if what == "player" or p != me)
        return refs, f"as {name} enters, choose {'an opponent' if what == 'opponent' else 'a player'}"
    if what == "creature_type":
        types = creature_types(state)
        return tuple(range(len(types))), (f"as {name} enters, choose a creature type: "
                                          + ", ".join(f"{i}={t}" for i, t in enumerate(types)))
    if what.startswith(amplify.PREFIX):  # 702.38a: the cards its controller could reveal
        return amplify.options(state, ev), f"as {name} enters, reveal any number of cards " \
            "that share a creature type with it"
    if what.startswith("devour"):  # 702.82a: the creatures its controller could sacrifice
        from mtg_engine.rules.keyword_effects import devour_options

        return devour_options(state, ev), f"as {name} enters, sacrifice any number of creatures"
    if what in ("riot", "unleash"):  # 702.136a, 702.98a: "you may have it enter with ..."
        return (1, 0), f"{name} enters with an additional +1/+1 counter? (1 yes, 0 no" + \
            (": it gains haste)" if what == "riot" else ")")
    if what == "copy":  # 707.5: an object to copy, or 0 for none ("you may")
        from mtg_engine.rules.copy import copy_options

        return (*copy_options(state, ev.obj, ev.controller, ev.chosen), 0), \
            f"choose what {name} enters as a copy of (0: nothing)"
    raise ValueError(f"unknown choice {what!r}")


def creature_types(state: GameState) -> tuple[str, ...]:
    """The creature types offered for "choose a creature type": every creature type
    (205.3m), not only those of the cards in the game."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    return tuple(CREATURE_TYPES)


def answer(state: GameState, chosen: tuple[int, ...]) -> None:
    """The affected player's answer: apply the chosen effect (or record the entering choice)
    and carry on with the event; when it is settled, it happens."""
    w = state.replacing[0]
    state.replacing = state.replacing[1:]
    state.asking = ""
    ev = w.current
    if w.offered and chosen[0] == len(w.offered):  # 614.1a: none of the optional effects
        current, queue = replace(ev, applied=(*ev.applied, *w.offered)), w.queue
    elif w.offered:
        key = w.offered[chosen[0]]
        cand = next(c for c in applicable(state, ev) if c.key == key)
        produced = _apply_and_record(state, cand, ev)
        current, queue = produced[0], (*produced[1:], *w.queue)
    elif ev.choose[0].startswith(amplify.PREFIX):  # 702.38a (rules/amplify.py)
        current, queue = amplify.amplify(state, ev, chosen), w.queue
    elif ev.choose[0].startswith("devour"):  # 702.82a (rules/keyword_effects.py)
        from mtg_engine.rules.keyword_effects import devour

        current, queue = devour(state, ev, chosen), w.queue
    elif ev.choose[0].startswith(entering_cost.PREFIX):  # 614.1a (rules/entering_cost.py)
        current = entering_cost.answer(state, ev, ev.controller if ev.controller >= 0
                                       else affected_player(state, ev), chosen[0])
        queue = w.queue
    elif ev.choose[0].startswith(entering_counter_choice.PREFIX):  # 614.1c
        current, queue = entering_counter_choice.answer(ev, chosen[0]), w.queue
    elif tribute.is_tribute(ev.choose[0]):  # 702.104a (rules/tribute.py)
        current, queue = tribute.answer(state, ev, ev.choose[0], chosen[0]), w.queue
    elif draw_instead.is_choice(ev.choose[0]):  # 614.1a: instead of a draw
        current, more = draw_instead.answer(state, ev, chosen)
        queue = (*more, *w.queue)
    elif ev.choose[0].startswith(entering_reveal.REVEAL):  # 614.12: reveal, or it's tapped
        shown = entering_reveal.revealed(state, ev.controller if ev.controller >= 0
                                         else affected_player(state, ev), chosen[0])
        current = replace(ev, choose=ev.choose[1:], tapped=ev.tapped or not shown)
        queue = w.queue
    elif _life_to_pay(ev.choose[0]):  # 614.12: the life is paid as it enters, or it's tapped
        if chosen[0]:
            from mtg_engine.effects.primitives import lose_life

            lose_life(state, ev.controller if ev.controller >= 0 else affected_player(state, ev),
                      _life_to_pay(ev.choose[0]), paid=True)  # 119.4
        current = replace(ev, choose=ev.choose[1:], tapped=ev.tapped or not chosen[0])
        queue = w.queue
    else:
        what = ev.choose[0]
        key, value = entering_choices.chosen(what, chosen, state) or (
            "color" if what.startswith(COLOR_EXCEPT) else  # (the color chosen)
            anchor_words.KEY if anchor_words.is_anchor(what) else what,
            _choice_value(state, what, chosen[0]))
        current = replace(ev, choose=ev.choose[1:], chosen=(*ev.chosen, (key, value)))
        if what in ("riot", "unleash") and value == "counter":  # 702.136a, 702.98a
            current = replace(current, counters=(*current.counters, ("+1/+1", 1)))
        queue = w.queue
    rest = state.replacing
    state.replacing = ()
    events = _run(state, w.done, current, queue)
    if events is not None:
        perform_all(state, events)
    if rest:
        state.replacing = (*state.replacing, *rest)
        if state.pending is None:
            _ask(state)
    if not state.replacing and state.pending is None:
        _resume_turn(state)


COLOR_EXCEPT = "color_except_"  # "choose a color other than [color]" (614.12a)


def _choice_value(state: GameState, what: str, v: int) -> str:
    if anchor_words.is_anchor(what):
        return anchor_words.value(what, v)  # 614.12b
    if what.startswith(meld_order.ARRANGE):
        return meld_order.value(what, v)  # 713.4a-b
    if what == mutate.UNDER:
        return mutate.value(v)  # 702.140c
    if what == "color" or what.startswith(COLOR_EXCEPT):
        return "WUBRG"[v]
    if what == "creature_type":
        return creature_types(state)[v]
    if what == "copy":
        return str(v)  # the object copied (707.5), "0" for none
    if what in ("riot", "unleash"):
        return "counter" if v == 1 else ("haste" if what == "riot" else "none")
    return str(ref_player(v))


def _resume_turn(state: GameState) -> None:
    """The event interrupted a turn-based action (the draw step's draw, combat damage):
    players now receive priority in that step (as `turn` would have done)."""
    if state.priority is None and state.frame is None and state.step_started:
        from mtg_engine.rules import turn

        turn.after_turn_based_actions(state)


# ------------------------------------------------------------------ performing


def perform_all(state: GameState, events: tuple[Event, ...]) -> int | None:
    """Make the settled events happen. Returns the new id of a moved object, if any."""
    out = None
    for ev in events:
        r = perform(state, ev)
        if r is not None:
            out = r
    return out


def perform(state: GameState, ev: Event) -> int | None:
    k = ev.kind
    if k == "move":  # 614.17c-d: a card that can't enter the battlefield stays where it is
        return None if cant_enter.forbids_entering(state, ev) else zones.perform_move(state, ev)
    if k == "destroy":
        return prim.perform_destroy(state, ev)
    if k == "regenerate":
        prim.perform_regenerate(state, ev.obj)
    elif k == "remove_damage":  # 702.89a (rules/totem_armor.py)
        from mtg_engine.rules.totem_armor import perform_remove_damage

        perform_remove_damage(state, ev.obj)
    elif k == "damage":
        prim.perform_damage(state, ev)
    elif k == "gain_life":
        prim.perform_gain_life(state, ev.player, ev.amount)
    elif k == "draw":
        return prim.perform_draw(state, ev.player)
    elif k == "counter":
        prim.perform_counter(state, ev)
    elif k == "counters" and not ev.obj:  # 122.1: on a player (rules/player_counters.py)
        player_counters.perform_give(state, ev)
    elif k == "counters":
        before = state.objects[ev.obj].counters.get("+1/+1", 0) if ev.obj in state.objects else 0
        prim.perform_add_counters(state, ev.obj, ev.counter_kind, ev.amount)
        if ev.cause.startswith(training.TRAINING):  # 702.149c (effects/training.py)
            training.counters_put(state, ev, before)
    elif k == "remove_counter":  # 615.5 (a prevention effect's additional effect), 122.8
        if ev.obj in state.objects:
            prim.remove_counters(state, ev.obj, ev.counter_kind, ev.amount)
    elif k == "tokens":
        prim.perform_create_tokens(state, ev)
    elif k == "return_from_graveyard":
        prim.return_from_graveyard(state, ev.player)
    elif k == "dredge":  # 702.52a
        dredge.perform(state, ev)
    elif k == "lose_game":  # 104.3a: "If you can't, you lose the game." (draw_instead.py)
        draw_instead.perform_loss(state, ev)
    elif k == draw_instead.EXILE_PLAYABLE:  # 601.3: exiled, playable this turn
        draw_instead.perform_exile_playable(state, ev)
    elif k == meld_order.KIND:  # 713.4a-b
        meld_order.arrange(state, ev)
    elif k == mutate.EVENT:  # 702.140c, 723.2
        mutate.perform_merge(state, ev)
    else:  # a life loss, a player winning, a mill (rules/replacement_results.py)
        replacement_results.perform(state, ev)
    return None


# 701.15a: "The next time [permanent] would be destroyed this turn, instead ..."
REGENERATION = ReplacementSpec(event="destroy", instead="regenerate", affects="shield",
                               text="regenerate")


# 615.12: "Damage can't be prevented this turn": a marker the damage event reads.
NO_PREVENTION = ReplacementSpec(event="no_prevention", instead="skip",
                                text="damage can't be prevented this turn")


def prevention_spec(kind: str, amount: int = 0) -> ReplacementSpec:
    """The prevention shields of the DSL's `prevent` verb (615)."""
    if kind == "combat":
        return ReplacementSpec(event="damage", instead="prevent", affects="any",
                               combat_only=True, text="prevent all combat damage")
    if kind == "from":
        return ReplacementSpec(event="damage", instead="prevent", affects="any",
                               source="shield", text="prevent all damage it would deal")
    if kind == "combat_from":  # 615.1a, 510.2: only combat damage that it would deal
        return ReplacementSpec(event="damage", instead="prevent", affects="any",
                               source="shield", combat_only=True,
                               text="prevent all combat damage it would deal")
    if kind == "combat_to":  # only combat damage that would be dealt to it
        return ReplacementSpec(event="damage", instead="prevent", affects="shield",
                               combat_only=True,
                               text="prevent all combat damage that would be dealt to it")
    if kind == "next":
        return ReplacementSpec(event="damage", instead="prevent", affects="shield",
                               amount=amount, text=f"prevent the next {amount} damage")
    if kind == "next_from":  # 615.7: the next N damage the shield's source would deal
        return ReplacementSpec(event="damage", instead="prevent", affects="any",
                               source="shield", amount=amount,
                               text=f"prevent the next {amount} damage it would deal")
    return ReplacementSpec(event="damage", instead="prevent", affects="shield",
                           text="prevent all damage that would be dealt to it")


def chosen_source_spec(f: Filter | None, once: bool, gain: bool = False,
                       to_anyone: bool | str = False, combat: bool = False) -> ReplacementSpec:
    """615.8, 615.9: a shield on a chosen source (`Shield.target`): the damage it would deal
    to the shield's controller (or, `to_anyone`, to any player or permanent: "Prevent all
    damage a source of your choice would deal this turn.") is prevented ("the next time" only:
    `once`), while the source still has the properties asked for (`source_filter`,
    rechecked: replacement_watch.damage_watched); only its combat damage with `combat`
    (615.1a)."""
    return ReplacementSpec(event="damage", instead="prevent",  # ("dest": one recipient)
                           affects=to_anyone if isinstance(to_anyone, str) else
                           "any" if to_anyone else "you", source="shield",
                           source_filter=f or Filter(), once=once, gain_life_prevented=gain,
                           combat_only=combat,
                           text="prevent the damage a source of your choice would deal")


def add_shield(state: GameState, spec: ReplacementSpec, target: int, controller: int,
               amount: int = 0, dest: int = 0, until: str = "") -> None:
    """A replacement or prevention effect from a resolving spell or ability, until the end of
    the turn (614.3, 615.3; regeneration 701.15a; `dest`: where a redirection sends the
    damage, 614.9), or `until` "your_next_turn" (611.2a: its controller's next turn)."""
    sid = state.new_timestamp()
    state.shields = (*state.shields, Shield(sid, spec, target, controller, amount, dest, until))


__all__ = ["Candidate", "Event", "Shield", "Waiting", "add_shield", "answer", "applicable",
           "card_replacements", "perform", "replace_event"]


# (imported last: they import this module's names at their top)
from mtg_engine.effects import primitives as prim  # noqa: E402
from mtg_engine.effects import training  # noqa: E402
from mtg_engine.rules import (  # noqa: E402
    cant_enter,
    prevention_after,
    prevention_reflect,
    skip_phases,
    zones,
)
