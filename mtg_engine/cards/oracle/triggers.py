"""Triggered abilities (603) in Oracle text -> DSL triggers: "When/Whenever/At [condition],
[intervening if,] [effect]" (603.1, 603.4). The condition is read by the
grammar (grammar.lark, start symbol `trigger`) into ir.TriggerCondition, lowered to the events
of rules/triggers.py, and rendered back for the round trip."""

from __future__ import annotations

import re
from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.effects import Ctx, compile_effects
from mtg_engine.cards.oracle.parse import NotUnderstood, _ToIR, read
from mtg_engine.cards.oracle.reasons import _feature
from mtg_engine.cards.oracle.resolve import DEFENDING, EVENT_REFERENT, SELF_IN_CONDITION, Bound


def _trigger(para: str, printed: str, self_types: tuple[str, ...] = ()
             ) -> tuple[list[dict[str, Any]] | None, str]:
    from mtg_engine.cards.oracle.trigger_events import split_condition

    cuts = split_condition(para)  # (a condition may hold a list: "an artifact, instant, or")
    if not cuts:
        return None, ""
    conds = None
    for cond_text, body in cuts:  # noqa: B007 (the cut read is used below)
        conds = _conditions(cond_text, self_types)
        if conds is not None:
            break
    if conds is None:
        return None, "trigger condition not understood"
    cond_if: tuple[str, Any] | None = None
    mif = re.match(r"^(if [^,]+), (.+)$", body)
    if mif:  # 603.4: an intervening "if" clause
        ii = parse_if(mif.group(1))
        cond_if = lower_if(ii) if ii is not None else None
        if cond_if is None:  # the general condition phrase (conditions.py)
            from mtg_engine.cards.oracle.conditions import lower_condition

            general = lower_condition(mif.group(1)[3:], that_player_is_active=all(
                e in _ACTIVE_PLAYER_EVENTS for e, _ in conds))
            cond_if = ("if", general) if general is not None else None
        if cond_if is None:
            return None, "a condition (if/unless/as long as) not understood"
        body = mif.group(2)
        if re.match(r"^if (enchanted|equipped|that|the) ", mif.group(1)) \
                and re.search(r"\b(it|its)\b", body):
            # "When ~ enters, if enchanted permanent is tapped, untap it": "it" is the object
            # the condition named, not ~ (Volition Reins)
            return None, "'it' after an intervening 'if' about another object (603.4)"
    optional = False
    if body.lower().startswith("you may "):
        optional, body = True, body[8:]
        body = body[0].upper() + body[1:]
    if "~" in cond_text:  # "Whenever ~ attacks, it deals ...": "it" is the source
        if re.match(r"^it (deals|gets|gains|explores|connives)\b", body):
            body = "~" + body[2:]
        if re.match(r"^have it deal ", body, re.I):  # "you may have it deal 1 damage to..."
            body = "~ deals " + body[13:]
        # "on it" is the source -- up to a token created first ("create a 0/0 Fractal token.
        # Put X +1/+1 counters on it": the token, 111.1; resolve.py refuses that "it")
        made = re.search(r"\bcreate\b", body)
        cut = made.start() if made else len(body)
        body = re.sub(r"\bon it\b", "on ~", body[:cut]) + body[cut:]
        body = re.sub(r"^([Ss])acrifice it(\.| unless )", r"\1acrifice ~\2", body)  # "it": ~ (201.5)
        body = re.sub(r"^attach it to ", "attach ~ to ", body)  # an Equipment's own (701.3a)
    ctx = Ctx(allow_x=False, on_permanent=True)
    token = EVENT_REFERENT.set(event_referent(conds))
    attacking = DEFENDING.set(all(e in _ATTACKING_SOURCE for e, _ in conds))
    named = SELF_IN_CONDITION.set("~" in cond_text)
    much = EVENT_AMOUNT.set(all(e in AMOUNT_EVENTS for e, _ in conds))
    try:
        from mtg_engine.cards.oracle.trigger_events import returned_card

        # "When enchanted creature dies, return that card to ..." (400.7: the card)
        effects = returned_card(conds, body) or compile_effects(ctx, body)
    finally:
        EVENT_REFERENT.reset(token)
        DEFENDING.reset(attacking)
        SELF_IN_CONDITION.reset(named)
        EVENT_AMOUNT.reset(much)
    if effects is None or not effects:
        return None, _feature(body) or \
            f"triggered ability ({cond_text}, ...): effect not understood"
    out = []
    for event, filt in conds:
        moved = _after_move(event, effects)
        if moved is None:
            return None, "triggered ability: moves its source after it left the battlefield"
        t: dict[str, Any] = {"event": event, "text": printed, "effects": moved}
        if ctx.targets:
            t["targets"] = ctx.targets
        if optional:
            from mtg_engine.cards.oracle.unless_pays import may_after_payment

            later = may_after_payment(moved)  # the payer decides first (118.12a)
            if later is None:
                t["optional"] = True
            else:
                t["effects"] = later
        filt = dict(filt)
        if "nth" in filt:  # not a filter: the N of "your Nth spell each turn" (NTH_EVENTS)
            t["nth"] = filt.pop("nth")
        if filt:
            t["filter"] = filt
        if cond_if is not None:
            t[cond_if[0]] = cond_if[1]
        out.append(t)
    return out, ""


# Events with an amount the effect may name ("you gain that much life", 603.2): the life
# gained or lost, the damage dealt (rules/triggers.py passes it to the trigger, 608.2h)
AMOUNT_EVENTS = frozenset({"gain_life", "opponent_gains_life", "lose_life", "opponent_loses_life",
                           "dealt_damage", "dealt_combat_damage", "damage_to_player",
                           "damage_to_opponent", "combat_damage_to_player",
                           "combat_damage_to_opponent", "you_dealt_damage",
                           "attached_damage_to_player", "attached_combat_damage_to_player",
                           "attached_damage_to_opponent", "attached_dealt_damage",
                           "deals_damage", "attached_deals_damage",
                           "source_damage_to_self", "source_damage_to_you",
                           "creature_combat_damage_to_player"})
EVENT_AMOUNT: ContextVar[bool] = ContextVar("event_amount", default=False)

# Events whose source is an attacking creature as the ability triggers: "defending player" is
# the player it attacks (506.2; the engine's "defending_player" reference)
_ATTACKING_SOURCE = frozenset({"attacks", "unblocked", "becomes_blocked", "becomes_blocked_by",
                               "attacks_alone_self", "attacks_with_two_others",
                               "combat_damage_to_player", "combat_damage_to_opponent"})

# triggers at the beginning of a step of each player (or each opponent): "that player" in
# their intervening "if" is the player whose turn it is (conditions.lower_condition)
_ACTIVE_PLAYER_EVENTS = frozenset({"each_upkeep", "opponent_upkeep", "each_draw_step",
                                   "opponent_end_step"})

_ZONE_VERBS = ("bounce", "exile", "move", "shuffle_into_library")


def _after_move(event: str, effects: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """400.7d: in "When ~ dies / is put into a graveyard from the battlefield, return ~ to its
    owner's hand", "~" is the card in the graveyard, a new object the ability can find. After
    other leave-the-battlefield events the card is somewhere the engine does not track: None."""
    out = []
    for e in effects:
        verb, params = next(iter(e.items()))
        if verb == "delayed" and params.get("remember") == "self":  # 603.7c (delayed.py)
            verb, params = "delayed", {**params, "what": "self"}
            e = {verb: params}
        if verb in (*_ZONE_VERBS, "delayed") and params.get("what") == "self":
            if event not in ("dies", "put_into_graveyard_from_battlefield",
                             "put_into_your_graveyard_from_battlefield"):
                if event == "leaves" or event.startswith("attached_"):
                    return None  # (an Aura may be in its graveyard by then: a new object)
            else:
                e = {verb: {**params, "what": "self_in_graveyard"}}
        if verb == "delayed" and "what" in e[verb]:
            body = dict(e[verb])
            body["remember"] = body.pop("what")
            e = {verb: body}
        out.append(e)
    return out


def _conditions(cond: str, self_types: tuple[str, ...]) -> list[tuple[str, dict[str, Any]]] | None:
    """The trigger condition read by the grammar (grammar.lark `trigger`) and lowered to the
    engine's events: one, or one per event joined by "or" ("Whenever ~ attacks or blocks")."""
    tc = parse_trigger(cond)
    return lower_trigger(tc, self_types) if tc is not None else None


def render_trigger_paragraph(items: list[Any], self_types: tuple[str, ...],
                             tokens: dict[str, dict[str, Any]]) -> str:
    """The English of one triggered-ability paragraph's DSL (one or two triggers)."""
    from mtg_engine.cards.oracle import render as r

    text = r.render_trigger(items[0], self_types, tokens)
    if len(items) != 2:
        return text
    first = r.render_condition(items[0], self_types)
    second = r.render_condition(items[1], self_types)
    if items[1]["event"] in ("another_enters", "creature_dies", "permanent_dies"):
        # "Whenever ~ or another Ally enters the battlefield under your control", "Whenever ~
        # or another creature dies": this object's event and another's (603.2)
        if (items[0]["event"], items[1]["event"]) not in (("enters", "another_enters"),
                                                          ("dies", "creature_dies"),
                                                          ("dies", "permanent_dies")) \
                or not second.startswith("Whenever another "):
            raise r.RenderError("two events")
        return "Whenever ~ or " + second[len("Whenever "):] + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("blocks", "becomes_blocked_by") \
            and items[0].get("filter") == items[1].get("filter"):
        # "Whenever ~ blocks or becomes blocked by a white creature" (509.1i)
        return "Whenever ~ blocks or " + second[len("Whenever ~ "):] + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("cycle", "dies"):  # 702.29, 700.4
        return "When you cycle ~ or it dies" + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("enters", "transforms_into"):  # 701.28
        noun = _this_noun(self_types)
        return f"When this {noun} enters the battlefield or transforms into ~" + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("enters", "leaves"):  # 603.6a, 603.6c
        return "When ~ enters or leaves the battlefield" + text[len(first):]
    m = re.match(r"Whenever enchanted \w+ ", first)
    if m and second.startswith(m.group(0)):  # "Whenever enchanted creature attacks or blocks"
        return first + " or " + second[m.end():] + text[len(first):]
    if "~ " not in first or "~ " not in second:
        raise r.RenderError("two events")
    # "Whenever ~ attacks or blocks" made two triggers
    return first + " or " + second.split("~ ", 1)[1] + text[len(first):]


# ------------------------------------------------------------------ the grammar (grammar.lark)


def _prepared(cond: str) -> str:
    """Lower case, except the capital letter of a subtype (205.3: "another Zombie")."""
    words = cond.replace("−", "-").split(" ")
    return " ".join(w if i and re.fullmatch(r"[A-Z][a-z]+(?:-[a-z]+)?,?", w) else w.lower()
                    for i, w in enumerate(words))


def parse_trigger(cond: str) -> ir.TriggerCondition | None:
    """The IR of a trigger condition ("Whenever another creature you control dies"), or None
    when the grammar does not read it."""
    return read("trigger", _prepared(cond), _ToTrigger())  # type: ignore[no-any-return]


def _known_subtype(word: str, nouns: tuple[str, ...]) -> bool:
    """A creature type (205.3m) or another subtype (205.3g-k); a planeswalker type only
    before "planeswalker" ("a Teferi planeswalker", 205.3j)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    return word in CREATURE_TYPES or word in NONCREATURE_SUBTYPES or nouns == ("planeswalker",)


def _check_subtype(word: str, nouns: tuple[str, ...]) -> None:
    if not _known_subtype(word, nouns):
        raise NotUnderstood(f"{word!r} is not a subtype")


def _article(tok: Any) -> None:
    if str(tok) not in ("a", "an"):
        raise NotUnderstood(f"{tok} ...")


def parse_if(clause: str) -> ir.InterveningIf | None:
    """The IR of an intervening "if" clause (603.4), or None when the grammar does not read
    it."""
    return read("if_condition", _prepared(clause), _ToTrigger())  # type: ignore[no-any-return]


class _ToTrigger(_ToIR):
    """Trigger-condition productions -> ir.TriggerCondition (the object phrases are the
    effect grammar's)."""

    def trigger(self, items: list[Any]) -> ir.TriggerCondition:
        ev = items[-1]
        return ir.TriggerCondition(tuple(ev) if isinstance(ev, list) else (ev,))

    def at_step(self, items: list[Any]) -> ir.TriggerCondition:
        return ir.TriggerCondition((items[0],))

    def at_end_of_combat(self, _: list[Any]) -> ir.TriggerCondition:
        return ir.TriggerCondition((ir.TriggerEvent("step", "end of combat", detail="each"),))

    def step_name(self, items: list[Any]) -> ir.TriggerEvent:
        whose = str(items[0]) if len(items) > 1 else ""
        return ir.TriggerEvent("step", str(items[-1]), detail=whose)

    # "~ attacks or blocks": the verb phrases of the source
    def self_events(self, items: list[Any]) -> list[ir.TriggerEvent]:
        by = next((vp[1] for vp in items if vp[0] == "becomes blocked by"), None)
        # "~ blocks or becomes blocked by a white creature": the object is both verbs' (it
        # blocks a white creature, 509.1i)
        return [ir.TriggerEvent("self", vp[0], by if vp[0] == "blocks" and by else vp[1],
                                detail=vp[2]) for vp in items]

    def self_or_another(self, items: list[Any]) -> list[ir.TriggerEvent]:
        desc, (verb, _extra, detail) = items
        # "~ or another Ally enters the battlefield under your control": ~ enters under its
        # controller's control (110.2)
        return [ir.TriggerEvent("self", verb, detail="" if verb == "enters" else detail),
                ir.TriggerEvent("object", verb, desc, other=True, detail=detail)]

    def attached_event(self, items: list[Any]) -> list[ir.TriggerEvent]:
        """"Whenever enchanted creature attacks or blocks": one event per verb (603.2); the
        noun ("enchanted land") is the desc, "to a player / an opponent" part of the verb."""
        noun = ir.Desc((str(items[1]),))
        return [ir.TriggerEvent("attached", f"{verb} {detail}" if detail else verb, noun,
                                detail=str(items[0])) for verb, _desc, detail in items[2:]]

    def at_attached_step(self, items: list[Any]) -> ir.TriggerCondition:
        """"At the beginning of the upkeep of enchanted creature's controller" (503.1)."""
        step, word, owner = items[0], str(items[1]), str(items[2])
        if step.detail != "the":
            raise NotUnderstood("the <step> of ...")
        return ir.TriggerCondition((ir.TriggerEvent(
            "step", step.verb, ir.Desc((owner[:-2],)), detail=f"{word} controller's"),))

    def battalion(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("self", "and at least two other creatures attack")

    def enters_or_leaves(self, _: list[Any]) -> list[ir.TriggerEvent]:
        return [ir.TriggerEvent("self", "enters"), ir.TriggerEvent("self", "leaves the battlefield")]

    def counters_on_self(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "one" or str(items[2]) != "counters":
            raise NotUnderstood("N or more counters")
        return ir.TriggerEvent("self", "counters are put on", detail=str(items[1]))

    def some_combat_damage(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "one":
            raise NotUnderstood("N or more deal damage")
        _article(items[2])
        return ir.TriggerEvent("object", "one or more deal combat damage to a player", items[1])

    def ev_combat_damage_to_creature(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("deals combat damage to a creature", None, "")

    def ev_damage_to_creature(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("deals damage to a creature", None, "")

    def ev_targeted(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("becomes the target of a spell or ability", None, "")

    def ev_targeted_by_opponent(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        if str(items[-1]) != "an":
            raise NotUnderstood("... a player controls")
        return ("becomes the target of a spell or ability an opponent controls", None, "")

    def damaged_by_self_dies(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        if str(items[1]) != "creature":
            raise NotUnderstood("a <noun> dealt damage by ~")
        return ir.TriggerEvent("object", "dealt damage by ~ this turn dies",
                               ir.Desc(("creature",)))

    def you_cycle_another(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cycle a card", other=True)

    def you_cycle_or_discard_another(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cycle or discard a card", other=True)

    def you_play_land(self, items: list[Any]) -> ir.TriggerEvent:
        return self._one_card("you", "play a land", items[0])

    def other_plays_land(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return self._one_card(str(items[1]), "play a land", items[2])

    def you_cast_on_their_turn(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[1]) != "an":
            raise NotUnderstood("during a player's turn")
        return ir.TriggerEvent("you", "cast during an opponent's turn", items[0])

    def you_cast_first_on_their_turn(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast first spell during each opponent's turn")

    def you_control_none(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("state", "you control no", items[0])

    def none_on_battlefield(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("state", "there are no", items[0])

    def counter_on_self(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        if str(items[2]) != "counter":
            raise NotUnderstood("a counters")
        return ir.TriggerEvent("self", "a counter is put on", detail=str(items[1]))

    def card_to_graveyard(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        nouns = tuple(str(t) for t in items if t.type == "NOUN")
        if next(str(t) for t in items if t.type == "CARDWORD") != "card":
            raise NotUnderstood("cards")
        whose = str(items[-1])
        return ir.TriggerEvent("card", "put into a graveyard from anywhere", ir.Desc(nouns),
                               detail=whose)

    def transforms_into(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("self", "transforms into ~", detail=str(items[0]))

    def enters_or_transforms(self, items: list[Any]) -> list[ir.TriggerEvent]:
        return [ir.TriggerEvent("self", "enters", detail=str(items[0])),
                ir.TriggerEvent("self", "transforms into ~", detail=str(items[0]))]

    def you_cast_kicked(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return ir.TriggerEvent("you", "cast a kicked spell")

    def you_cast_from(self, items: list[Any]) -> ir.TriggerEvent:
        zone = str(items[1])
        if zone not in ("your graveyard", "your hand"):
            raise NotUnderstood("cast from ...")
        return ir.TriggerEvent("you", "cast from " + zone.split(" ")[1], items[0])

    def other_casts_from(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        zone = str(items[3])
        if zone not in ("a graveyard", "their hand"):
            raise NotUnderstood("casts from ...")
        return ir.TriggerEvent(str(items[1]), "cast from " + zone.split(" ")[1], items[2])

    def you_cast_or_copy(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast or copy", items[0])

    def ev_combat_damage_to_opponent(self, items: list[Any]) -> tuple[str, Any, str]:
        if str(items[0]) != "an":
            raise NotUnderstood("damage to ...")
        return ("deals combat damage to an opponent", None, "")

    def you_sacrifice(self, items: list[Any]) -> ir.TriggerEvent:
        if len(items) == 2:
            _article(items[0])
        elif not dict(items[0].filter).get("other"):  # "you sacrifice another creature"
            raise NotUnderstood("you sacrifice ...")
        return ir.TriggerEvent("you", "sacrifice", items[-1])

    def you_sacrifice_self(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "sacrifice ~")

    def other_sacrifices(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        _article(items[2])
        return ir.TriggerEvent(str(items[1]), "sacrifice", items[3])

    def you_dealt_damage(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "are dealt damage")

    def ev_attacks_you_or_pw(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("attacks you or a planeswalker you control", None, "")

    def you_cycle_card(self, items: list[Any]) -> ir.TriggerEvent:
        return self._one_card("you", "cycle a card", items[0])

    def you_cycle_or_discard(self, items: list[Any]) -> ir.TriggerEvent:
        return self._one_card("you", "cycle or discard a card", items[0])

    def other_cycles(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return self._one_card(str(items[1]), "cycle a card", items[2])

    def you_cast_nth(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast nth spell", detail=str(items[0]))

    def other_casts_nth(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return ir.TriggerEvent(str(items[1]), "cast nth spell", detail=str(items[2]))

    def you_draw_nth(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "draw nth card", detail=str(items[0]))

    def you_lose_life(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "lose life")

    def other_loses_life(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return ir.TriggerEvent(str(items[1]), "lose life")

    def other_gains_life(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return ir.TriggerEvent(str(items[1]), "gain life")

    def object_event(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        verb, _extra, detail = items[2]
        return ir.TriggerEvent("object", verb, items[1], detail=detail)

    def some_attack(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "one":
            raise NotUnderstood("N or more attack")
        return ir.TriggerEvent("object", "one or more attack", items[1])

    def some_attack_you(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "one":
            raise NotUnderstood("N or more attack")
        return ir.TriggerEvent("object", "one or more attack you", items[1])

    def you_attack(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "attack")

    def another_event(self, items: list[Any]) -> ir.TriggerEvent:
        verb, _extra, detail = items[1]
        return ir.TriggerEvent("object", verb, items[0], other=True, detail=detail)

    # verb phrases: (verb, desc, detail)
    def ev_enters(self, items: list[Any]) -> tuple[str, Any, str]:
        return ("enters", None, items[0] if items else "")

    def under_you(self, _: list[Any]) -> str:
        return "you"

    def under_opponent(self, items: list[Any]) -> str:
        _article(items[0])
        return "opponent"

    def ev_blocks_a(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("blocks", items[1], "")

    def ev_blocked_by(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("becomes blocked by", items[1], "")

    def ev_exploits(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("exploits a creature", None, "")

    def ev_becomes_tapped(self, items: list[Any]) -> tuple[str, Any, str]:
        return ("becomes " + str(items[0]), None, "")

    def ev_damage_to_player(self, items: list[Any]) -> tuple[str, Any, str]:
        if str(items[0]) != {"player": "a", "opponent": "an"}[str(items[1])]:
            raise NotUnderstood("damage to ...")
        return ("deals damage to", None, str(items[1]))

    def ev_to_graveyard(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("put into a graveyard from anywhere", None, "")

    def ev_targeted_by_spell(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("becomes the target of a spell", None, "")

    def ev_combat_damage_to_player(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("deals combat damage to a player", None, "")

    def ev_combat_damage_to_player_or_pw(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("deals combat damage to a player or planeswalker", None, "")

    def ev_put_into_your_graveyard(self, _: list[Any]) -> tuple[str, Any, str]:
        return ("put into your graveyard from the battlefield", None, "")

    def ev_put_into_opponents_graveyard(self, items: list[Any]) -> tuple[str, Any, str]:
        if str(items[0]) != "an":
            raise NotUnderstood("put into ... graveyard")
        return ("put into an opponent's graveyard from the battlefield", None, "")

    def you_cycle_or_dies(self, _: list[Any]) -> list[ir.TriggerEvent]:
        return [ir.TriggerEvent("you", "cycle ~"), ir.TriggerEvent("self", "dies")]

    def ev_put_into_graveyard(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("put into a graveyard from the battlefield", None, "")

    def tdesc(self, items: list[Any]) -> ir.Desc:
        flat: list[Any] = []
        for it in items:
            flat += it if isinstance(it, list) else [it]
        return self.desc(flat)

    def counter_on_it(self, items: list[Any]) -> tuple[str, Any]:
        _article(items[0])
        return ("has_counter", str(items[1]))

    def tnoun(self, items: list[Any]) -> list[Any]:
        if len(items) == 1 and isinstance(items[0], tuple):
            return [items[0]]  # card types: noun
        subs = [str(t) for t in items if t.type == "CAPTYPE"]
        nouns = tuple(str(t) for t in items if t.type == "NOUN")
        for sub in subs:
            _check_subtype(sub, nouns)
        return [("noun", nouns), ("subtypes", subs)]

    # players
    def you_cast(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast", items[0])

    def other_casts(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return ir.TriggerEvent(str(items[1]), "cast", items[2])

    def cast_self(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast this spell")

    def heroic(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return ir.TriggerEvent("you", "cast a spell that targets ~")

    def you_gain_life(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "gain life")

    def _one_card(self, who: str, verb: str, article: Any) -> ir.TriggerEvent:
        _article(article)
        return ir.TriggerEvent(who, verb)

    def you_draw(self, items: list[Any]) -> ir.TriggerEvent:
        return self._one_card("you", "draw a card", items[0])

    def you_discard(self, items: list[Any]) -> ir.TriggerEvent:
        return self._one_card("you", "discard a card", items[0])

    def other_draws(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return self._one_card(str(items[1]), "draw a card", items[2])

    def other_discards(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return self._one_card(str(items[1]), "discard a card", items[2])

    def you_cycle(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cycle ~")

    def spell_desc(self, items: list[Any]) -> ir.Desc:
        _article(items[0])
        return self.desc(items[1:])

    def spell_types(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        words = [str(t) for t in items]
        if all(w[0].isupper() for w in words):
            for w in words:
                _check_subtype(w, ())
            return ("subtypes", words)
        if any(w[0].isupper() for w in words):
            raise NotUnderstood("a card type or a subtype")
        return ("noun", tuple(words))


    # intervening "if" clauses (603.4)
    def if_control(self, items: list[Any]) -> ir.InterveningIf:
        _article(items[0])
        return ir.InterveningIf("controls", 1, items[1])

    def if_control_n(self, items: list[Any]) -> ir.InterveningIf:
        n = self.number([items[0]])
        if n < 2:
            raise NotUnderstood("one or more")
        return ir.InterveningIf("controls", n, items[1])

    def if_control_none(self, items: list[Any]) -> ir.InterveningIf:
        return ir.InterveningIf("not_controls", 1, items[0])

    def if_kicked(self, _: list[Any]) -> ir.InterveningIf:
        return ir.InterveningIf("kicked")

    def if_attacked(self, _: list[Any]) -> ir.InterveningIf:
        return ir.InterveningIf("attacked_this_turn")

    def if_hand_empty(self, _: list[Any]) -> ir.InterveningIf:
        return ir.InterveningIf("hand_empty")

    def if_life(self, items: list[Any]) -> ir.InterveningIf:
        kind = "life_at_least" if str(items[1]) == "more" else "life_at_most"
        return ir.InterveningIf(kind, int(items[0]))

    def tdesc_plural(self, items: list[Any]) -> ir.Desc:
        return self.tdesc(items)

    def tnoun_plural(self, items: list[Any]) -> list[Any]:
        from mtg_engine.cards.oracle.statics import _singular_type

        nouns = tuple(str(t)[:-1] for t in items if t.type == "NOUNS")
        subs = []
        for t in items:
            if t.type == "CAPTYPE":  # "Gates", "Elves"; "Plains" is its own plural
                one = _singular_type(str(t))
                subs.append(one if one and _known_subtype(one, nouns) else str(t))
        for sub in subs:
            _check_subtype(sub, nouns)
        return [("noun", nouns), ("subtypes", subs)] if subs else [("noun", nouns)]


def _install_batched() -> None:
    from mtg_engine.cards.oracle.trigger_events import install

    install(_ToTrigger)  # "one or more ..." (603.2c) and the other session-6 productions


_install_batched()


def _simple(name: str) -> Any:
    """A verb phrase with nothing after it: (verb, None, "")."""
    return lambda self, _items: (name, None, "")


for _name, _verb in (("ev_dies", "dies"), ("ev_attacks", "attacks"),
                     ("ev_leaves", "leaves the battlefield"),
                     ("ev_unblocked", "attacks and isn't blocked"), ("ev_blocks", "blocks"),
                     ("ev_becomes_blocked", "becomes blocked"),
                     ("ev_dealt_damage", "is dealt damage"),
                     ("ev_turned_face_up", "is turned face up"), ("ev_deals_damage", "deals damage"),
                     ("ev_attacks_alone", "attacks alone"), ("ev_attacks_you", "attacks you"),
                     ("ev_damage_to_you", "deals damage to you"),
                     ("ev_combat_damage_to_you", "deals combat damage to you"),
                     ("ev_dealt_combat_damage", "is dealt combat damage"),
                     ("ev_deals_combat_damage", "deals combat damage"),
                     ("ev_enters_untapped", "enters the battlefield untapped"),
                     ("ev_attacks_first_time", "attacks for the first time each turn"),
                     ("ev_phases_in", "phases in"), ("ev_phases_out", "phases out")):
    setattr(_ToTrigger, _name, _simple(_verb))


# ------------------------------------------------------------------ lowering to DSL events

Lowered = list[tuple[str, dict[str, Any]]]

# "~ <verb>" -> the DSL event (rules/triggers.py)
_SELF_EVENTS = {
    "enters": "enters",  # 603.6a
    "dies": "dies",  # 700.4
    "leaves the battlefield": "leaves",  # 603.6c
    "attacks": "attacks",  # 508.1m
    "attacks and isn't blocked": "unblocked",  # 509.1h
    "blocks": "blocks",  # 509.1i
    "becomes blocked": "becomes_blocked",  # 509.1h
    "is dealt damage": "dealt_damage",  # 120.3
    "deals combat damage to a player": "combat_damage_to_player",  # 510.3a
    "put into a graveyard from the battlefield": "put_into_graveyard_from_battlefield",
    "put into a graveyard from anywhere": "put_into_graveyard",
    "becomes the target of a spell": "becomes_target_of_spell",  # 115.1
    "becomes tapped": "becomes_tapped",  # 701.21a
    "becomes untapped": "becomes_untapped",  # 701.21b
    "deals damage": "deals_damage",  # 120.1
    "is turned face up": "turned_face_up",  # 702.37e, 708.8
    "deals damage to a creature": "damage_to_creature",  # 120.3e
    "deals combat damage to a creature": "combat_damage_to_creature",  # 510.2
    "becomes the target of a spell or ability": "becomes_target",  # 115.1
    "attacks alone": "attacks_alone_self",  # 506.5
    "deals combat damage to an opponent": "combat_damage_to_opponent",  # 510.3a
    "deals combat damage to a player or planeswalker": "combat_damage_to_player_or_planeswalker",
    # (a card goes to its owner's graveyard, 404.2: "your" is when you own it)
    "put into your graveyard from the battlefield": "put_into_your_graveyard_from_battlefield",
    "and at least two other creatures attack": "attacks_with_two_others",  # 508.1
    "exploits a creature": "exploits",  # 702.110b
    "is dealt combat damage": "dealt_combat_damage",  # 510.2
    "deals combat damage": "deals_combat_damage",  # 510.2
    "enters the battlefield untapped": "enters_untapped",  # 603.6a, 110.5
    "attacks for the first time each turn": "attacks_first_time",  # 508.1m, 506.1
    "phases in": "phases_in",  # 702.26c
    "phases out": "phases_out",  # 702.26b, 603.10b (looks back in time)
    # 702.21a (the ward event): a spell or ability an opponent controls targets it
    "becomes the target of a spell or ability an opponent controls": "becomes_target_by_opponent",
}
# "Whenever enchanted/equipped creature <verb>": the permanent it is attached to (303.4, 301.5)
_ATTACHED_EVENTS = {"attacks": "attached_attacks",
                    "deals combat damage to a player": "attached_combat_damage_to_player",
                    "dies": "attached_dies",  # 700.4, 603.10a
                    "leaves the battlefield": "attached_leaves",  # 603.6c, 603.10a
                    "becomes tapped": "attached_becomes_tapped",  # 701.21
                    "becomes untapped": "attached_becomes_untapped",
                    "deals damage": "attached_deals_damage",  # 120.1
                    "is dealt damage": "attached_dealt_damage",
                    "deals damage to player": "attached_damage_to_player",  # 120.3
                    "deals damage to opponent": "attached_damage_to_opponent",
                    "blocks": "attached_blocks",  # 509.1i
                    "becomes blocked": "attached_becomes_blocked",  # 509.1h
                    "attacks and isn't blocked": "attached_unblocked",
                    "becomes the target of a spell or ability": "attached_becomes_target",
                    "deals combat damage": "attached_deals_combat_damage"}  # 510.2
# "you <verb>" / "an opponent <verb>s"
_PLAYER_EVENTS = {
    ("you", "gain life"): "gain_life",  # 119.9
    ("you", "draw a card"): "draw_card",  # 121.1
    ("opponent", "draw a card"): "opponent_draws",
    ("you", "discard a card"): "discard",  # 701.8
    ("opponent", "discard a card"): "opponent_discards",
    ("you", "cycle ~"): "cycle",  # 702.29
    ("you", "cast this spell"): "cast_self",  # 601.2i
    ("you", "attack"): "you_attack",  # 508.1: you attack with one or more creatures
    ("you", "cycle a card"): "you_cycle",  # 702.29
    ("player", "cycle a card"): "player_cycles",
    ("you", "cycle or discard a card"): "cycle_or_discard",  # 702.29a, 701.8
    ("you", "lose life"): "lose_life",  # 119.3, 120.3a
    ("opponent", "lose life"): "opponent_loses_life",
    ("opponent", "gain life"): "opponent_gains_life",  # 119.9
    ("you", "are dealt damage"): "you_dealt_damage",  # 120.3a
    ("player", "discard a card"): "player_discards",  # 701.8
    ("you", "play a land"): "you_play_land",  # 305.1
    ("opponent", "play a land"): "opponent_plays_land",
    ("player", "play a land"): "player_plays_land",
    # 601.2i, 500.1: a spell the ability's controller casts during an opponent's turn
    ("you", "cast first spell during each opponent's turn"): "cast_first_spell_their_turn",
}
# "At the beginning of [whose] <step>" (503.1, 504.1, 505.1, 507.1, 511.1, 513.1)
_STEP_EVENTS = {
    ("your", "upkeep"): "upkeep", ("each", "upkeep"): "each_upkeep",
    ("each player's", "upkeep"): "each_upkeep", ("each opponent's", "upkeep"): "opponent_upkeep",
    ("your", "end step"): "end_step", ("each", "end step"): "each_end_step",
    ("the", "end step"): "each_end_step", ("each player's", "end step"): "each_end_step",
    ("each opponent's", "end step"): "opponent_end_step",
    ("", "combat on your turn"): "begin_combat", ("each", "combat"): "each_begin_combat",
    ("your", "draw step"): "draw_step", ("each player's", "draw step"): "each_draw_step",
    ("your", "precombat main phase"): "main1",
    ("each player's", "precombat main phase"): "each_main1",
    ("each", "end of combat"): "each_end_of_combat",
    ("", "combat on each opponent's turn"): "opponent_begin_combat",  # 507.1
    ("your", "postcombat main phase"): "main2",  # 505.1
}
PERMANENT_TYPES = {"Creature", "Land", "Artifact", "Enchantment", "Planeswalker"}
# filter keys that need the source or the combat as they are now, not the permanent that left
_NOT_AS_IT_LEFT = {"defending", "power_lt_source"}
_TO_GRAVEYARD_EVENTS = {
    "dies": "permanent_dies",  # 700.4
    "put into a graveyard from the battlefield": "permanent_to_graveyard",
    # the graveyard is the card's owner's (404.2)
    "put into your graveyard from the battlefield": "permanent_to_your_graveyard",
    "put into an opponent's graveyard from the battlefield": "permanent_to_opponent_graveyard"}
_SPELL_KEYS = {"types", "not_types", "colors", "not_colors", "subtypes", "colorless",
               "multicolored", "historic", "supertypes", "mana_value_ge", "mana_value_le"}
_BLOCKED_KEYS = {"keywords", "colors", "not_colors", "power_ge", "power_le", "subtypes",
                 "not_subtypes"}


def lower_trigger(tc: ir.TriggerCondition, self_types: tuple[str, ...]) -> Lowered | None:
    """The DSL (event, filter) of each event of the condition, or None when the engine has no
    such event (the ability is then refused)."""
    out: Lowered = []
    for ev in tc.events:
        got = _lower_event(ev, self_types)
        if got is None:
            return None
        out.append(got)
    return out


def _filter(d: ir.Desc) -> dict[str, Any]:
    f: dict[str, Any] = {k: list(v) if isinstance(v, tuple) else v for k, v in d.filter}
    if d.nouns:
        if "permanent" in d.nouns:
            if d.nouns != ("permanent",):
                raise NotUnderstood("'permanent' joined with a type")
        else:
            f["types"] = [n.capitalize() for n in d.nouns]
    return f


def _lower_event(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                 ) -> tuple[str, dict[str, Any]] | None:
    from mtg_engine.cards.oracle.trigger_events import lower_session6

    mine, got = lower_session6(ev, self_types)  # "one or more ..." (603.2c) and others
    if mine:
        return got
    if ev.subject == "step":
        if ev.desc is not None:  # "... of enchanted creature's controller"
            return _lower_attached_step(ev, self_types)
        name = _STEP_EVENTS.get((ev.detail, ev.verb))
        return (name, {}) if name else None
    if ev.subject == "self":
        return _lower_self(ev, self_types)
    if ev.subject == "state":  # 603.8: a state trigger
        assert ev.desc is not None
        f = _filter(ev.desc)
        if not (f.get("types") or f.get("subtypes")) or set(f) - {"types", "subtypes"}:
            return None
        return ({"you control no": "state_you_control_none",
                 "there are no": "state_none_on_battlefield"}[ev.verb], f)
    if ev.subject == "card":  # "Whenever a [creature] card is put into [your] graveyard from
        # anywhere": the graveyard is the card's owner's (404.2)
        assert ev.desc is not None
        f = _filter(ev.desc)
        if set(f) - {"types"}:
            return None
        return ({"your": "card_to_your_graveyard", "an opponent's": "card_to_opponent_graveyard",
                 "a": "card_to_graveyard"}[ev.detail], f)
    if ev.verb == "cast a kicked spell":  # 702.33
        return ("cast_kicked_spell", {})
    if ev.subject == "attached":
        return _lower_attached(ev, self_types)
    if ev.subject == "object":
        return _lower_object(ev, self_types)
    if ev.other and ev.verb in ("cycle a card", "cycle or discard a card"):
        # "another card": a card other than this permanent, which is never one cycled or
        # discarded from a hand (702.29a, 701.8)
        name = _PLAYER_EVENTS[("you", ev.verb)]
        return (name, {"other": True})
    if ev.verb in ("cast from graveyard", "cast from hand"):  # 601.2a: the zone it was cast from
        assert ev.desc is not None
        f = _filter(ev.desc)
        if set(f) - _SPELL_KEYS:
            return None
        zone = ev.verb.split(" ")[-1]
        if ev.subject == "opponent":
            f["controller"] = "opponent"
        return (f"cast_from_{zone}" if ev.subject == "you" else f"any_player_casts_from_{zone}", f)
    if ev.verb in ("cast", "cast or copy", "cast during an opponent's turn"):
        assert ev.desc is not None
        f = _filter(ev.desc)
        if set(f) - _SPELL_KEYS:
            return None
        if ev.verb == "cast or copy":  # magecraft (207.2c): a copy is not cast (707.10)
            return ("cast_or_copy_spell", f)
        if ev.verb == "cast during an opponent's turn":  # 601.2i, 500.1
            return ("cast_spell_their_turn", f)
        if ev.subject == "opponent":
            f["controller"] = "opponent"
        return ("cast_spell" if ev.subject == "you" else "any_player_casts", f)
    if ev.verb == "cast a spell that targets ~":  # heroic: the spell's controller is you
        return ("becomes_target_of_spell", {"controller": "you"})
    if ev.verb == "sacrifice" and ev.desc is not None:  # 701.17a
        f = _filter(ev.desc)
        if set(f) - {"types", "subtypes", "token", "other"}:
            return None
        return ({"you": "you_sacrifice", "opponent": "opponent_sacrifices",
                 "player": "player_sacrifices"}[ev.subject], f)
    if ev.verb == "sacrifice ~":
        return ("sacrifice_self", {})
    if ev.verb in ("cast nth spell", "draw nth card"):  # "your second spell each turn"
        name = {("you", "cast nth spell"): "cast_nth_spell", ("you", "draw nth card"):
                "draw_nth_card", ("opponent", "cast nth spell"): "opponent_casts_nth_spell"}.get(
                    (ev.subject, ev.verb))
        return (name, {"nth": _ORDINALS.index(ev.detail)}) if name else None
    name = _PLAYER_EVENTS.get((ev.subject, ev.verb))
    return (name, {}) if name else None


_ORDINALS = ("", "first", "second", "third", "fourth", "fifth")


_ATTACHED_NOUNS = {"creature", "land", "artifact", "enchantment", "permanent", "planeswalker"}


def _attached_filter(word: str, noun: str, self_types: tuple[str, ...]) -> dict[str, Any] | None:
    """What "enchanted <noun>" / "equipped creature" names (303.4, 301.5): an Aura says
    "enchanted", an Equipment "equipped creature"; the filter is {} for a creature (what the
    DSL always said), else the noun's card type ("enchanted land")."""
    if ("Enchantment" if word == "enchanted" else "Artifact") not in self_types:
        return None
    if noun not in _ATTACHED_NOUNS - {"permanent"} or (word == "equipped" and noun != "creature"):
        return None
    return {} if noun == "creature" else {"types": [noun.capitalize()]}


def _lower_attached(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                    ) -> tuple[str, dict[str, Any]] | None:
    assert ev.desc is not None
    name = _ATTACHED_EVENTS.get(ev.verb)
    f = _attached_filter(ev.detail, ev.desc.nouns[0], self_types)
    if name is None or f is None or (f and name in ("attached_attacks", "attached_blocks",
                                                   "attached_combat_damage_to_player")):
        return None
    return (name, f)


def _lower_attached_step(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                         ) -> tuple[str, dict[str, Any]] | None:
    assert ev.desc is not None
    word = ev.detail.split(" ")[0]
    noun = ev.desc.nouns[0]
    f = _attached_filter(word, noun, self_types)
    name = {"upkeep": "attached_controller_upkeep",
            "end step": "attached_controller_end_step"}.get(ev.verb)
    if f is None or name is None:
        return None
    return (name, f)


def _lower_self(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                ) -> tuple[str, dict[str, Any]] | None:
    if ev.verb == "transforms into ~":  # 701.28: "this <noun>" is what the card is
        if ev.detail.capitalize() not in self_types:
            return None
        return ("transforms_into", {})
    if ev.verb == "enters" and ev.detail in ("creature", "land", "artifact", "enchantment"):
        # "When this creature enters the battlefield or transforms into ~" (603.6a)
        return ("enters", {}) if ev.detail.capitalize() in self_types else None
    if ev.verb == "counters are put on":  # 122.6: the kind put
        return ("counters_put_on_self", {"has_counter": ev.detail})
    if ev.verb == "a counter is put on":  # 122.6: once for each counter of that kind put
        return ("counter_put_on_self", {"has_counter": ev.detail})
    if ev.verb == "deals damage to":  # "Whenever ~ deals damage to a player / an opponent"
        return ("damage_to_" + ev.detail, {})
    if ev.detail:  # "When ~ enters the battlefield under your control"
        return None
    if ev.verb == "blocks" and ev.desc is not None:  # the filter is the blocked attacker's
        f = _filter(ev.desc)
        if f.get("types") != ["Creature"] or set(f) - _BLOCKED_KEYS - {"types"}:
            return None
        return ("blocks", f)
    if ev.verb == "becomes blocked by" and ev.desc is not None:  # 509.1i: each blocker
        f = _filter(ev.desc)
        if f.get("types") != ["Creature"] or set(f) - _BLOCKED_KEYS - {"types"}:
            return None
        return ("becomes_blocked_by", f)
    if ev.verb == "put into a graveyard from the battlefield" and "Creature" in self_types:
        return ("dies", {})  # 700.4: for a creature, that is "dies"
    name = _SELF_EVENTS.get(ev.verb)
    return (name, {}) if name else None


def _lower_object(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                  ) -> tuple[str, dict[str, Any]] | None:
    assert ev.desc is not None
    f = _filter(ev.desc)
    types = set(f.get("types", ()))
    if ev.verb == "enters":
        if not f.get("types") and not f.get("subtypes") and "permanent" not in ev.desc.nouns:
            return None
        if not types <= PERMANENT_TYPES:
            return None
        if ev.detail:
            if "controller" in f:
                return None
            f["controller"] = ev.detail
        # "another_enters" never sees the permanent itself enter; "a land enters" on a card
        # that can't be a land is read so (as before). 603.6a: a permanent entering sees
        # itself, so "a creature / a Dragon / a permanent enters" on a card that could be one
        # is "permanent_enters", which does.
        if ev.other or (types and not types & set(self_types)):
            return ("another_enters", f)
        return ("permanent_enters", f)
    if ev.verb == "dealt damage by ~ this turn dies":  # 120.1, 700.4
        return ("damaged_by_self_dies", {})
    if ev.verb == "leaves the battlefield":  # 603.6c: as it last existed (603.10a)
        if set(f) & _NOT_AS_IT_LEFT or not (types or f.get("subtypes")) \
                or not types <= PERMANENT_TYPES:
            return None
        if ev.other:
            f["other"] = True
        return ("permanent_leaves", f)
    if ev.verb in _TO_GRAVEYARD_EVENTS:  # 700.4: "dies" is put into a graveyard from the battlefield
        # (matched against the permanent as it last existed, 603.10a: rules/last_known.py)
        if set(f) & _NOT_AS_IT_LEFT or not (types or f.get("subtypes")) \
                or not types <= PERMANENT_TYPES:
            return None
        if ev.other:
            f["other"] = True  # not this permanent itself (without it, it sees its own death)
        if ev.verb == "dies" and types == {"Creature"}:
            return ("creature_dies", f)
        return (_TO_GRAVEYARD_EVENTS[ev.verb], f)
    if ev.verb == "deals combat damage to a player":  # 510.3a: "a creature you control"
        # ("a Sliver": a subtype names a creature here, only creatures deal combat damage)
        return ("creature_combat_damage_to_player", f) \
            if types == {"Creature"} or (not types and f.get("subtypes")) else None
    if ev.verb == "one or more deal combat damage to a player":  # 510.3a, once per player
        if types != {"Creature"} or f.get("controller") != "you":
            return None
        return ("creatures_combat_damage_to_player", f)
    if ev.verb in ("attacks alone", "attacks you", "attacks you or a planeswalker you control",
                   "becomes blocked"):
        if ev.other or (types != {"Creature"} and (types or not f.get("subtypes"))):
            return None
        if ev.verb == "attacks alone":  # 506.5: exalted's event, the attacker's filter
            return ("attacks_alone", f) if f.get("controller") == "you" else None
        if "controller" in f:
            return None if ev.verb != "becomes blocked" else ("creature_becomes_blocked", f)
        return ({"attacks you": "creature_attacks_you", "becomes blocked":
                 "creature_becomes_blocked"}.get(ev.verb, "creature_attacks_you_or_planeswalker"),
                f)
    watched = {"blocks": "creature_blocks", "becomes tapped": "permanent_becomes_tapped",
               "is turned face up": "permanent_turned_face_up",
               "deals damage to you": "damage_to_you_by",
               "deals combat damage to you": "combat_damage_to_you_by"}.get(ev.verb)
    if watched is not None and not ev.other:  # each such object's event, remembered
        if ev.verb in ("blocks", "deals combat damage to you") and types != {"Creature"}:
            return None
        if not types and not f.get("subtypes") and "permanent" not in ev.desc.nouns:
            return None
        return (watched, f)
    if ev.verb == "one or more attack you":  # 508.1, 506.3: once, attackers attacking you
        if types != {"Creature"} or "controller" in f:
            return None
        return ("creatures_attack_you", f)
    if ev.verb == "one or more attack":  # once for all attackers declared (508.1)
        if types != {"Creature"} and (types or not f.get("subtypes")):  # ("Vampires")
            return None
        return ("creatures_attack", f)
    if ev.verb == "attacks":  # "Whenever a creature you control attacks" (508.1m)
        if ev.other:
            f["other"] = True
        return ("creature_attacks", f) if types == {"Creature"} or f.get("subtypes") else None
    return None


# ------------------------------------------------------------------ intervening "if" (603.4)

_NUMBER_WORDS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten")


def lower_if(ii: ir.InterveningIf) -> tuple[str, Any] | None:
    """The DSL of an intervening "if": ("if_you_control", filter) for "if you control a/an
    ...", else ("if", condition) (rules/conditions.py)."""
    if ii.desc is None:
        cond: dict[str, Any] = {"kind": ii.kind}
        if ii.kind.startswith("life_"):
            cond["count"] = ii.count
        return ("if", cond)
    try:
        f = _filter(ii.desc)
    except NotUnderstood:
        return None
    if "controller" in f or not (f.get("types") or f.get("subtypes")
                                 or "permanent" in ii.desc.nouns):
        return None
    if ii.kind == "controls" and ii.count == 1:
        return ("if_you_control", {**f, "controller": "you"})
    cond = {"kind": ii.kind, "filter": f}
    if ii.count != 1:
        cond["count"] = ii.count
    return ("if", cond)


def render_if(t: dict[str, Any]) -> str:
    """The intervening "if" clause of a DSL trigger, "" if it has none."""
    from mtg_engine.cards.oracle.render import describe_filter

    if "if_you_control" in t:
        cond = {k: v for k, v in t["if_you_control"].items() if k != "controller"}
        return f"if you control {describe_filter(cond)}"
    c = t.get("if")
    if c is None:
        return ""
    if isinstance(c, str):
        c = {"kind": c}
    kind, n = c["kind"], c.get("count", 1)
    if kind == "controls" and 2 <= n <= 10:
        return f"if you control {_NUMBER_WORDS[n]} or more " \
            f"{describe_filter(c['filter'], plural=True)}"
    if kind == "not_controls" and n == 1:
        return f"if you control no {describe_filter(c['filter'], plural=True)}"
    if kind == "life_at_least":
        return f"if you have {n} or more life"
    if kind == "life_at_most":
        return f"if you have {n} or less life"
    words = {"kicked": "if it was kicked", "attacked_this_turn": "if you attacked this turn",
             "hand_empty": "if you have no cards in hand"}
    if kind not in words:  # the general condition phrase (conditions.py)
        from mtg_engine.cards.oracle.conditions import condition_wording

        return "if " + condition_wording(c, t.get("text", ""))
    return words[kind]


# ------------------------------------------------------------------ "that player", "that creature"

# Events whose player or object the engine remembers for the effect (rules/triggers.py)
_PLAYER_REMEMBERED = frozenset({"combat_damage_to_player", "damage_to_player",
                                "damage_to_opponent", "opponent_draws", "opponent_discards",
                                "attached_combat_damage_to_player",
                                "creature_combat_damage_to_player"})
_OBJECT_REMEMBERED = frozenset({"counters_put_on_permanent",  # (trigger_events.py)
                                "permanent_becomes_tapped", "permanent_turned_face_up",
                                "damage_to_you_by", "combat_damage_to_you_by",
                                "another_enters", "permanent_enters", "creature_attacks",
                                "becomes_blocked_by",
                                "blocks"})


_PLAYER_REMEMBERED |= {"player_discards", "opponent_plays_land", "player_plays_land",
                       "any_player_casts_from_graveyard", "any_player_casts_from_hand"}
_PLAYER_REMEMBERED |= {"opponent_discards_a", "player_discards_a"}  # (trigger_events.py)
_PLAYER_REMEMBERED |= {"attached_damage_to_player", "attached_damage_to_opponent",
                       "attached_controller_upkeep", "attached_controller_end_step",
                       "creatures_combat_damage_to_player", "opponent_loses_life",
                       "opponent_gains_life", "player_cycles", "any_player_casts",
                       "combat_damage_to_opponent",
                       # the active player of "each player's / each opponent's <step>"
                       "each_upkeep", "opponent_upkeep", "each_draw_step", "each_main1",
                       "each_end_step", "opponent_end_step", "each_begin_combat"}
# events whose remembered object is always a creature (rules/triggers.py)
_CREATURE_REMEMBERED = frozenset({"damage_to_creature", "combat_damage_to_creature",
                                  "creature_attacks_you", "creature_attacks_you_or_planeswalker",
                                  "creature_becomes_blocked", "attacks_alone",
                                  "creature_blocks"})


def remembered_phrase(event: str, filt: dict[str, Any]) -> str:
    """How the effect names what the event involved: "that player" (the player dealt damage,
    who drew...), "that creature" (the creature that entered or attacked), or "" (nothing)."""
    from mtg_engine.cards.oracle.trigger_events import (
        CURSED_PLAYER_REMEMBERED,
        SOURCE_REMEMBERED,
        TARGETED_EVENTS,
    )

    if event in _PLAYER_REMEMBERED or event in CURSED_PLAYER_REMEMBERED:
        return "that player"
    if event in ("creature_attacks_enchanted_player", "combat_damage_to_enchanted_player"):
        return "that creature"  # (trigger_events.py, 303.4)
    if event in SOURCE_REMEMBERED:  # "that source's controller" (120.3)
        return "that source"
    if event == "attached_dies":  # the card put into the graveyard (400.7, rules/triggers.py)
        return "that card"
    if event in TARGETED_EVENTS.values() and len(filt.get("types", ())) <= 1:
        # the permanent targeted (115.1)
        return "that " + (filt["types"][0].lower() if filt.get("types") else "permanent")
    if event in _CREATURE_REMEMBERED:
        return "that creature"
    types = filt.get("types", ())
    if event in ("blocks", "becomes_blocked_by"):  # the attacker blocked, the blocker
        return "that creature"
    if event in _OBJECT_REMEMBERED and len(types) == 1:
        return "that " + types[0].lower()
    return ""


def it_renderings(render: Any) -> list[str]:
    """The renderings of a trigger with the object its event involved said "it" after its
    first mention, then every time ("Whenever a creature attacks, ~ deals 1 damage to it"):
    like a target named again (copy_control.that_renderings), the same object either way."""
    from mtg_engine.cards.oracle.render import REMEMBERED_IT

    out = []
    for mode in (1, 2):
        token = REMEMBERED_IT.set(mode)
        try:
            out.append(render())
        finally:
            REMEMBERED_IT.reset(token)
    return out


def event_referent(conds: Lowered) -> Bound | None:
    """What "that player" / "that creature" refers to in the effect of a trigger on `conds`
    (the same for each of its events), for resolve.py."""
    phrases = {remembered_phrase(e, f) for e, f in conds}
    if len(phrases) != 1 or not next(iter(phrases)):
        return None
    noun = next(iter(phrases))[len("that "):]
    if noun == "player":
        return Bound("remembered", player="event")
    return Bound("remembered", desc=ir.Desc((noun,)))


# ------------------------------------------------------------------ rendering the new events

_ATTACHED_VERBS = {v: k for k, v in _ATTACHED_EVENTS.items()}
_ATTACHED_VERBS.update({"attached_damage_to_player": "deals damage to a player",
                        "attached_damage_to_opponent": "deals damage to an opponent"})
_SELF_WORDS = {"combat_damage_to_opponent": "Whenever ~ deals combat damage to an opponent",
               "combat_damage_to_player_or_planeswalker":
                   "Whenever ~ deals combat damage to a player or planeswalker",
               "put_into_your_graveyard_from_battlefield":
                   "When ~ is put into your graveyard from the battlefield",
               "you_dealt_damage": "Whenever you're dealt damage",
               "opponent_begin_combat": "At the beginning of combat on each opponent's turn",
               "main2": "At the beginning of your postcombat main phase",
               "damage_to_creature": "Whenever ~ deals damage to a creature",
               "combat_damage_to_creature": "Whenever ~ deals combat damage to a creature",
               "becomes_target": "Whenever ~ becomes the target of a spell or ability",
               "attacks_alone_self": "Whenever ~ attacks alone",
               "attacks_with_two_others": "Whenever ~ and at least two other creatures attack",
               "you_cycle": "Whenever you cycle a card",
               "player_cycles": "Whenever a player cycles a card",
               "cycle_or_discard": "Whenever you cycle or discard a card",
               "lose_life": "Whenever you lose life",
               "opponent_loses_life": "Whenever an opponent loses life",
               "opponent_gains_life": "Whenever an opponent gains life",
               "damaged_by_self_dies": "Whenever a creature dealt damage by ~ this turn dies",
               "dealt_combat_damage": "Whenever ~ is dealt combat damage",
               "deals_combat_damage": "Whenever ~ deals combat damage",
               "enters_untapped": "When ~ enters the battlefield untapped",
               "attacks_first_time": "Whenever ~ attacks for the first time each turn",
               "player_discards": "Whenever a player discards a card",
               "you_play_land": "Whenever you play a land",
               "opponent_plays_land": "Whenever an opponent plays a land",
               "player_plays_land": "Whenever a player plays a land",
               "phases_in": "Whenever ~ phases in", "phases_out": "Whenever ~ phases out",
               "cast_first_spell_their_turn":
                   "Whenever you cast your first spell during each opponent's turn",
               "becomes_target_by_opponent":
                   "Whenever ~ becomes the target of a spell or ability an opponent controls"}
_OBJECT_VERBS = {"creature_blocks": "blocks", "permanent_becomes_tapped": "becomes tapped",
                 "permanent_turned_face_up": "is turned face up",
                 "damage_to_you_by": "deals damage to you",
                 "combat_damage_to_you_by": "deals combat damage to you",
                 "attacks_alone": "attacks alone", "creature_attacks_you": "attacks you",
                 "creature_attacks_you_or_planeswalker":
                     "attacks you or a planeswalker you control",
                 "creature_becomes_blocked": "becomes blocked"}


_CAST_FROM = {"cast_from_graveyard": "your graveyard", "cast_from_hand": "your hand",
              "any_player_casts_from_graveyard": "a graveyard",
              "any_player_casts_from_hand": "their hand"}
_STATE_WORDS = {"state_you_control_none": "When you control no {}",
                "state_none_on_battlefield": "When there are no {} on the battlefield"}
_CARD_TO_GRAVEYARD = {"card_to_graveyard": "a", "card_to_your_graveyard": "your",
                      "card_to_opponent_graveyard": "an opponent's"}
_GRAVEYARD_VERBS = {"permanent_dies": "dies",
                    "permanent_to_graveyard": "is put into a graveyard from the battlefield",
                    "permanent_to_your_graveyard": "is put into your graveyard from the battlefield",
                    "permanent_to_opponent_graveyard":
                        "is put into an opponent's graveyard from the battlefield"}


def render_new_condition(t: dict[str, Any], self_types: tuple[str, ...] = ()) -> str:
    """The trigger condition of the events this module added for issue 11 ("" for the
    others, rendered by render.py)."""
    from mtg_engine.cards.oracle.render import RenderError, describe_filter
    from mtg_engine.cards.oracle.trigger_events import render_session6

    ev, f = t["event"], dict(t.get("filter", {}))
    if render_session6(t, self_types):
        return render_session6(t, self_types)
    if ev in _SELF_WORDS and not f:
        return _SELF_WORDS[ev]
    if ev in ("cast_nth_spell", "opponent_casts_nth_spell", "draw_nth_card") and not f:
        nth = _ORDINALS[t["nth"]] if 1 <= t.get("nth", 0) < len(_ORDINALS) else ""
        if not nth:
            raise RenderError(f"{ev} without its N")
        return {"cast_nth_spell": f"Whenever you cast your {nth} spell each turn",
                "opponent_casts_nth_spell":
                    f"Whenever an opponent casts their {nth} spell each turn",
                "draw_nth_card": f"Whenever you draw your {nth} card each turn"}[ev]
    if ev == "counters_put_on_self" and set(f) == {"has_counter"}:
        return f"Whenever one or more {f['has_counter']} counters are put on ~"
    if ev == "counter_put_on_self" and set(f) == {"has_counter"}:
        c = f["has_counter"]
        return f"Whenever {'an' if c[0] in 'aeiou' else 'a'} {c} counter is put on ~"
    if ev in _STATE_WORDS:  # 603.8
        return _STATE_WORDS[ev].format(describe_filter(f, plural=True))
    if ev in _CARD_TO_GRAVEYARD:
        d = describe_filter(f) + " card" if f else "card"
        return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} is put into " \
            f"{_CARD_TO_GRAVEYARD[ev]} graveyard from anywhere"
    if ev in _CAST_FROM:  # 601.2a
        who = "you cast" if ev.startswith("cast") else "a player casts"
        if f.get("controller") == "opponent" and not ev.startswith("cast"):
            f.pop("controller")
            who = "an opponent casts"
        d = describe_filter(f, "spell") if f else "spell"
        return f"Whenever {who} {'an' if d[0] in 'aeiou' else 'a'} {d} from {_CAST_FROM[ev]}"
    if ev == "creatures_attack_you":
        return f"Whenever one or more {describe_filter(f, plural=True)} attack you"
    if ev == "permanent_leaves":  # 603.6c
        art = "another " if f.pop("other", False) else ""
        d = describe_filter(f)
        art = art or ("an " if d[0] in "aeiou" else "a ")
        return f"Whenever {art}{d} leaves the battlefield"
    if ev == "transforms_into" and not f:  # 701.28
        return f"Whenever this {_this_noun(self_types)} transforms into ~"
    if ev == "cast_kicked_spell" and not f:
        return "Whenever you cast a kicked spell"
    if ev in ("you_cycle", "cycle_or_discard") and f == {"other": True}:
        return {"you_cycle": "Whenever you cycle another card",
                "cycle_or_discard": "Whenever you cycle or discard another card"}[ev]
    if ev == "cast_spell_their_turn":
        d = describe_filter(f, "spell") if f else "spell"
        return f"Whenever you cast {'an' if d[0] in 'aeiou' else 'a'} {d} during an " \
            "opponent's turn"
    if ev == "cast_or_copy_spell":  # magecraft
        if not f:
            return "Whenever you cast or copy a spell"
        d = describe_filter(f, "spell")
        return f"Whenever you cast or copy {'an' if d[0] in 'aeiou' else 'a'} {d}"
    if ev in _GRAVEYARD_VERBS:  # "Whenever another Zombie you control dies" (700.4)
        art = "another " if f.pop("other", False) else ""
        d = describe_filter(f)
        art = art or ("an " if d[0] in "aeiou" else "a ")
        return f"Whenever {art}{d} {_GRAVEYARD_VERBS[ev]}"
    if ev in ("attached_controller_upkeep", "attached_controller_end_step"):
        step = "upkeep" if ev.endswith("upkeep") else "end step"
        return f"At the beginning of the {step} of enchanted {_attached_noun(f)}'s controller"
    if ev in _ATTACHED_VERBS and ev not in ("attached_attacks",
                                            "attached_combat_damage_to_player"):
        return f"Whenever enchanted {_attached_noun(f)} {_ATTACHED_VERBS[ev]}"
    if ev in _OBJECT_VERBS:
        d = describe_filter(f)
        return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} {_OBJECT_VERBS[ev]}"
    if ev == "creatures_combat_damage_to_player":
        return f"Whenever one or more {describe_filter(f, plural=True)} deal combat damage " \
            "to a player"
    if ev == "sacrifice_self" and not f:
        return "When you sacrifice ~"
    if ev in ("you_sacrifice", "opponent_sacrifices", "player_sacrifices"):
        d = describe_filter(f)
        who = {"you_sacrifice": "you sacrifice", "opponent_sacrifices": "an opponent sacrifices",
               "player_sacrifices": "a player sacrifices"}[ev]
        art = "" if f.get("other") else ("an " if d[0] in "aeiou" else "a ")
        return f"Whenever {who} {art}{d}"
    return ""


def _this_noun(self_types: tuple[str, ...]) -> str:
    """"this creature" / "this land": the card's first permanent type (a back face's text)."""
    from mtg_engine.cards.oracle.render import RenderError

    for t in ("Creature", "Land", "Artifact", "Enchantment"):
        if t in self_types:
            return t.lower()
    raise RenderError("'this <noun>' of no permanent type")


def _attached_noun(f: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render import RenderError

    types = f.get("types", ["Creature"])
    if set(f) - {"types"} or len(types) != 1:
        raise RenderError("a filter on an attached event")
    return str(types[0]).lower()
