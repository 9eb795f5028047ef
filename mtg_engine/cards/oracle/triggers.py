"""Triggered abilities (603) in Oracle text -> DSL triggers: "When/Whenever/At [condition],
[intervening if,] [effect]" (603.1, 603.4). The condition is read by the
grammar (grammar.lark, start symbol `trigger`) into ir.TriggerCondition, lowered to the events
of rules/triggers.py, and rendered back for the round trip."""

from __future__ import annotations

import re
from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle import ir, render_abilities, render_phrases
from mtg_engine.cards.oracle.effects import Ctx, compile_effects
from mtg_engine.cards.oracle.parse import NotUnderstood, _ToIR, read
from mtg_engine.cards.oracle.reasons import _feature
from mtg_engine.cards.oracle.resolve import (
    DEFENDING,
    EVENT_REFERENT,
    EVENT_SECOND,
    SELF_IN_CONDITION,
)
from mtg_engine.cards.oracle.trigger_history import AMOUNT_EVENTS as HISTORY_AMOUNTS
from mtg_engine.cards.oracle.trigger_history import SELF_AND_ANOTHER, keeps_may, lower_if_entered
from mtg_engine.cards.oracle.trigger_lowering import lower_if, lower_trigger
from mtg_engine.cards.oracle.trigger_render import _this_noun, event_referent


def _trigger(para: str, printed: str, self_types: tuple[str, ...] = ()
             ) -> tuple[list[dict[str, Any]] | None, str]:
    from mtg_engine.cards.oracle.chosen_players import read as chosen_players
    from mtg_engine.cards.oracle.effects import prevent_it_apart
    from mtg_engine.cards.oracle.trigger_events import split_condition
    from mtg_engine.cards.oracle.trigger_turn_counts import ONCE_UNCHECKED, once_each_turn

    para = prevent_it_apart(para)  # (615.1a: "... on ~ and prevent all damage ... to it")
    got = chosen_players(para)  # 614.12a: "one of the chosen players" (chosen_players.py)
    if got is not None:
        return got, ""
    para, once = once_each_turn(para)
    if once:  # "This ability triggers only once each turn."
        got, why = _trigger(para, printed, self_types)
        if got and any(t["event"] in ONCE_UNCHECKED for t in got):
            return None, "'triggers only once each turn' on an event the engine fires directly"
        return ([{**t, "once_each_turn": True} for t in got] if got else None), why
    cuts = split_condition(para)  # (a condition may hold a list: "an artifact, instant, or")
    if not cuts:
        return None, ""
    conds = None
    if ", or " in para:  # "Whenever A, or B, or C" (603.2; trigger_graveyard_cards.py)
        from mtg_engine.cards.oracle.trigger_graveyard_cards import list_condition

        for cond_text, body in cuts:  # noqa: B007 (the cut read is used below)
            conds = list_condition(cond_text, self_types)
            if conds is not None:
                break
    for cond_text, body in cuts if conds is None else ():  # noqa: B007 (used below)
        conds = _conditions(cond_text, self_types)
        if conds is not None:
            break
    if conds is None:  # "<condition> or <condition>" (603.2)
        from mtg_engine.cards.oracle.trigger_events import either_condition

        for cond_text, body in cuts:  # noqa: B007 (the cut read is used below)
            conds = either_condition(cond_text, self_types)
            if conds is not None:
                break
    attached_too = False
    if conds is None:  # "~ or enchanted creature <verb>" (603.2)
        from mtg_engine.cards.oracle.trigger_events import self_or_attached

        for cond_text, body in cuts:  # noqa: B007 (the cut read is used below)
            conds = self_or_attached(cond_text, self_types)
            if conds is not None:
                attached_too = True
                break
    if conds is None:  # "Whenever a player casts a spell with mana value equal to ..." (601.2i)
        from mtg_engine.cards.oracle.curse_attacked import attacks_condition
        from mtg_engine.cards.oracle.curse_attacked import condition as attacked
        from mtg_engine.cards.oracle.discard_triggers import condition as discarded  # 701.8
        from mtg_engine.cards.oracle.trigger_graveyard_cards import condition as yard_cards
        from mtg_engine.cards.oracle.trigger_history import condition as history
        from mtg_engine.cards.oracle.trigger_self_exiled import condition as self_exiled
        from mtg_engine.cards.oracle.trigger_spells import condition

        for cond_text, body in cuts:  # noqa: B007 (the cut read is used below)
            conds = condition(cond_text) or attacked(cond_text, self_types) \
                or attacks_condition(cond_text, self_types) or discarded(cond_text) \
                or history(cond_text) or yard_cards(cond_text) \
                or self_exiled(cond_text)  # (404.2, 603.10a)
            if conds is not None:
                break
    if conds is None:  # 603.8: a state trigger ("When you control no other creatures")
        from mtg_engine.cards.oracle.state_triggers import condition as state_condition

        for cond_text, body in cuts:  # noqa: B007 (the cut read is used below)
            conds = state_condition(cond_text)
            if conds is not None:
                break
    if conds is None:
        return None, "trigger condition not understood"
    if attached_too and re.search(r"\b(it|its)\b", body):
        # "it" is ~ for one event and the enchanted creature for the other
        return None, "'it' after '~ or enchanted/equipped creature' (603.2)"
    cond_if: tuple[str, Any] | None = None
    mif = re.match(r"^(if [^,]+), (.+)$", body)
    if mif and "," in mif.group(2):  # "if you control two or more nonland, nontoken ..."
        from mtg_engine.cards.oracle.conditions_same import longer_if

        mif = longer_if(body, mif)
    if mif:  # 603.4: an intervening "if" clause
        from mtg_engine.cards.oracle.conditions_history import lower_it_cast

        it_cast = lower_it_cast(mif.group(1)[3:], [e for e, _ in conds])  # (another's, 603.4)
        ii = parse_if(mif.group(1)) if it_cast is None else None
        cond_if = lower_if(ii) if ii is not None else ("if", it_cast) if it_cast else None
        if cond_if is None:  # "if it had a +1/+1 counter on it" (603.10a)
            from mtg_engine.cards.oracle.conditions_event import lower as event_condition
            from mtg_engine.cards.oracle.conditions_last_known import lower as last_known

            had = last_known(mif.group(1)[3:], [e for e, _ in conds]) \
                or lower_if_entered(mif.group(1)[3:], [e for e, _ in conds]) \
                or event_condition(mif.group(1)[3:], [e for e, _ in conds])  # (601.2i, 603.2)
            cond_if = ("if", had) if had is not None else None
        if cond_if is None:  # the general condition phrase (conditions.py)
            from mtg_engine.cards.oracle.conditions import lower_condition

            general = lower_condition(mif.group(1)[3:], that_player_is_active=all(
                e in _ACTIVE_PLAYER_EVENTS for e, _ in conds))
            cond_if = ("if", general) if general is not None else None
        if cond_if is None:  # "if it's enchanted": "it" the source or what it enchants (603.4)
            from mtg_engine.cards.oracle.conditions_target import it_condition

            it = it_condition(mif.group(1)[3:], [e for e, _ in conds], event_referent(conds))
            cond_if = ("if", it) if it is not None else None
        if cond_if is None:
            return None, "a condition (if/unless/as long as) not understood"
        from mtg_engine.cards.oracle.other_than_event import other_than_event

        cond_if = other_than_event(cond_if, conds)  # "five other Mountains" (603.4)
        body = mif.group(2)
        referent = event_referent(conds)
        if (mif.group(1).startswith("if ~ ") or _names_self_alone(mif.group(1))) \
                and (referent is None or referent.player):
            # "At the beginning of your upkeep, if ~ is tapped, put a storage counter on it":
            # the event involves no object (the player whose step it is is none), the
            # condition names ~ alone: "it" is ~ (603.4)
            body = _it_is_self(body)
            # "if ~ is in your graveyard, you may pay 1 life. If you do, return it to your
            # hand." (Master of Death): the instruction after "If you do" too (608.2c)
            body = re.sub(r"(\. If you do, )return it to your hand\.$", r"\1return ~ to your hand.",
                          body)
        from mtg_engine.cards.oracle.conditions_designations import (
            from_graveyard,
            functions_in_graveyard,
        )

        if functions_in_graveyard(cond_if[1]):  # "return ~ to your hand" from there (113.6b)
            body = from_graveyard(body)
        about_it = isinstance(cond_if[1], dict) and cond_if[1].get("kind") in (
            "it_was", "it_more_power")  # "if that creature is 1/1": the event's object, "it"
        if re.match(r"^if (enchanted|equipped|that|the) ", mif.group(1)) and not about_it \
                and re.search(r"\b(it|its)\b", body):
            # "When ~ enters, if enchanted permanent is tapped, untap it": "it" is the object
            # the condition named, not ~ (Volition Reins)
            return None, "'it' after an intervening 'if' about another object (603.4)"
    from mtg_engine.cards.oracle.trigger_players import (
        that_opponent_words,
        that_player_words,
        them_words,
        you_and_that_player,
    )

    body = that_player_words(body, conds)  # "... an opponent controls dies, that player" (603.2)
    body = that_opponent_words(body, conds)  # "... to an opponent, that opponent" (603.2)
    body = them_words(body, conds)  # "each player's upkeep, ~ deals 1 damage to them" (603.2)
    from mtg_engine.cards.oracle.trigger_attached_blocks import other_creature_words

    said = other_creature_words(body, [e for e, _ in conds])  # 509.1h-i: "the other creature"
    if said is None:
        return None, "'it' in a block trigger of enchanted creature: which creature (608.2c)"
    body = said
    from mtg_engine.cards.oracle.conditions_history import remembers_entered

    if "with the same total power and toughness" in body \
            and not remembers_entered([e for e, _ in conds]):
        return None, "'the same total power and toughness' as what (208.1, 608.2h)"
    optional = False
    if body.lower().startswith("you may ") and not keeps_may(body):
        optional, body = True, body[8:]
        body = body[0].upper() + body[1:]
        from mtg_engine.cards.oracle.trigger_effects import have_subject

        had = have_subject(body)  # "you may have target creature get ..." (603.5)
        if had is not None:
            body = had[0].upper() + had[1:]
            from mtg_engine.cards.oracle.optional_then import after_have

            body = after_have(body, len(re.findall(r"\b[Tt]arget\b", body.split(".")[0])))
    from mtg_engine.cards.oracle.trigger_effects import (
        and_you_untap,
        attach_targets_to_self,
        attach_to_event_object,
        no_damage_and,
        payment,
        sacrifice_that_many,
        split_reflexive,
        tap_and_stays_tapped,
        transform_and_attach,
        with_reflexive,
    )

    body = tap_and_stays_tapped(body)  # (502.3)
    if "~" in cond_text:
        body = no_damage_and(body)  # (510.1a)
    body = and_you_untap(body)  # (608.2c)
    then = ""
    split = split_reflexive(body)  # "... When you do, <effect>" (603.12)
    if split is not None:
        body, then = split
        # "..., then shuffle and you gain 1 life.": two instructions in order (608.2c)
        then = then.replace(", then shuffle and you ", ", then shuffle. You ")
    if "~" in cond_text:  # "Whenever ~ attacks, it deals ...": "it" is the source
        body, then = _it_is_self(body), _it_is_self(then)
        from mtg_engine.cards.oracle.trigger_self_moves import return_it

        # (400.7: the card, after "dies")
        body = return_it(body, event_referent(conds), tuple(e for e, _ in conds))
    from mtg_engine.cards.oracle.pay_x import PAY_X, pays_x, reflexive_x, targets_use_x

    # 107.3: "you may pay {X}. If you do, ... X ...": X is the amount paid (effects/pay_x.py)
    x_then = reflexive_x(body, then, list(dict(conds)))  # "pay {X}. When you do, ... X"
    from mtg_engine.cards.oracle.trigger_effects import reads_cast_x

    ctx = Ctx(allow_x=pays_x(body, then) or x_then
              or reads_cast_x(cond_text, [e for e, _ in conds]), on_permanent=True)  # 107.3m
    paying_x = PAY_X.set(ctx.allow_x)
    token = EVENT_REFERENT.set(event_referent(conds))
    from mtg_engine.cards.oracle.event_referents import second_referent

    second = EVENT_SECOND.set(second_referent(conds))  # 603.2, 608.2h
    from mtg_engine.cards.oracle.trigger_targets import ATTACKER_REMEMBERED

    # 506.2, 508.5: the source attacks, or the attacking creature the trigger remembers
    attacking = DEFENDING.set(all(e in _ATTACKING_SOURCE or e in ATTACKER_REMEMBERED
                                  for e, _ in conds))
    named = SELF_IN_CONDITION.set("~" in cond_text)
    much = EVENT_AMOUNT.set(all(e in AMOUNT_EVENTS for e, _ in conds))
    from mtg_engine.cards.oracle.trigger_effects import (
        IN_GRAVEYARD,
        graveyard_zone,
        may_function_in_graveyard,
    )

    in_gy = IN_GRAVEYARD.set(may_function_in_graveyard(cond_text, [e for e, _ in conds]))
    from mtg_engine.cards.oracle.trigger_effects import OPTIONAL_TRIGGER

    may = OPTIONAL_TRIGGER.set(optional)  # (603.5: "you may reveal ... If you do, ...")
    try:
        from mtg_engine.cards.oracle import event_card_moves  # (400.7)
        from mtg_engine.cards.oracle.attach_equipment import (
            lower_event_equipment as attach_event_equipment,
        )
        from mtg_engine.cards.oracle.curse_attacked import attacker_effects
        from mtg_engine.cards.oracle.curse_attacked import effects as curse_effects
        from mtg_engine.cards.oracle.draw_additional import read as additional_draws
        from mtg_engine.cards.oracle.enter_with_counters import lower_in
        from mtg_engine.cards.oracle.mana_triggers import effects as mana_effects
        from mtg_engine.cards.oracle.trigger_events import returned_card
        from mtg_engine.cards.oracle.trigger_history import effects as on_that_card
        from mtg_engine.cards.oracle.trigger_self_exiled import effects as self_exiled_moves

        # "When enchanted creature dies, return that card to ..." (400.7: the card); a
        # triggered mana ability's mana (605.1b)
        from mtg_engine.cards.oracle.trigger_self_moves import crewed, top_from_graveyard
        from mtg_engine.cards.oracle.trigger_self_moves import effects as self_moves
        from mtg_engine.cards.oracle.trigger_spells import effects as on_that_spell

        def read(_: Any, body: str) -> Any:
            return mana_effects(conds, body) or returned_card(conds, body) \
                or self_moves(conds, body, "~" in cond_text) or crewed(conds, body, _read_alone) \
                or self_exiled_moves(conds, body) or top_from_graveyard(body) \
                or on_that_spell(conds, body) or on_that_card(conds, body) \
                or curse_effects(conds, body, _read_alone) \
                or attacker_effects(conds, body, _read_alone) \
                or (then and payment(body)) \
                or attach_to_event_object(body, EVENT_REFERENT.get()) \
                or attach_event_equipment(ctx, body, conds) \
                or event_card_moves.read(ctx, [e for e, _ in conds], body) \
                or you_and_that_player(body, conds) or sacrifice_that_many(body) \
                or attach_targets_to_self(ctx, body, [e for e, _ in conds]) \
                or transform_and_attach(ctx, body, [e for e, _ in conds]) \
                or additional_draws(body, lambda text: compile_effects(ctx, text)) \
                or compile_effects(ctx, body)

        effects = lower_in(ctx, body, read) or read(ctx, body)  # 122.6: "... with counters"
        from mtg_engine.cards.oracle.lower import sacrificed_by_effect

        effects = sacrificed_by_effect(effects)  # 118.3, 608.2h: no cost, the effect's
        if then and effects:  # 603.12 (trigger_effects.py)
            effects = with_reflexive(body, effects, then, _read_alone_x if x_then else _read_alone)
            effects = sacrificed_by_effect(effects)  # (the reflexive's "the sacrificed ...")
    finally:
        EVENT_REFERENT.reset(token)
        EVENT_SECOND.reset(second)
        DEFENDING.reset(attacking)
        SELF_IN_CONDITION.reset(named)
        EVENT_AMOUNT.reset(much)
        IN_GRAVEYARD.reset(in_gy)
        OPTIONAL_TRIGGER.reset(may)
        PAY_X.reset(paying_x)
    if effects and ctx.allow_x and targets_use_x(ctx.targets):
        return None, "a target that depends on the X paid as the trigger resolves (603.3d)"
    if effects is None or not effects:
        return None, _feature(body) or \
            f"triggered ability ({cond_text}, ...): effect not understood"
    if optional and len(effects) == 1 and str(effects[0].get("delayed", {}).get(
            "when", "")).startswith("your_next"):  # "you may return it ... at the beginning
        return None, "'you may' said of a delayed instruction (603.7: whose choice, when)"
    from mtg_engine.cards.oracle.trigger_events import not_yet

    why = not_yet(conds, effects)  # (605.1b: a triggered mana ability)
    if why:
        return None, why
    zone = graveyard_zone(effects, may_function_in_graveyard(
        cond_text, [e for e, _ in conds]))  # 113.6m
    if not zone and cond_if is not None:
        from mtg_engine.cards.oracle.conditions_designations import functions_in_graveyard

        zone = "graveyard" if functions_in_graveyard(cond_if[1]) else ""  # 113.6b
    if zone == "refuse":
        return None, "triggered ability: names ~ after moving it out of the graveyard (400.7)"
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
            if later is None:  # "You may X. Then if ..., Y." (603.5, 608.2c)
                from mtg_engine.cards.oracle.optional_first import may_on_first

                later = may_on_first(body, moved)
            if later is None:
                t["optional"] = True
            else:
                t["effects"] = later
        filt = dict(filt)
        if "nth" in filt:  # not a filter: the N of "your Nth spell each turn" (NTH_EVENTS)
            t["nth"] = filt.pop("nth")
        if "state" in filt:  # not a filter: a state trigger's state (603.8)
            t["state"] = filt.pop("state")
        if filt:
            t["filter"] = filt
        if cond_if is not None:
            t[cond_if[0]] = cond_if[1]
        if zone:
            t["zone"] = zone
        out.append(t)
    return out, ""


def _it_is_self(body: str) -> str:
    """In a trigger whose condition names ~, "it" at the start of an instruction is ~."""
    if re.match(r"^it (deals|gets|gains|loses|becomes|explores|connives|doesn't untap)\b", body,
                re.I):
        body = "~" + body[2:]
    m = re.match(r"^(he|she) (?=gets |gains |deals |phases out\b)", body, re.I)
    if m:  # 201.5: a legendary card's pronoun for itself (Blanka, Kaito Shizuki, Chandra)
        body = "~ " + body[m.end():]
    if re.match(r"^untap it and remove it from combat\b", body, re.I):  # 506.4 (Gustcloak)
        body = body[0] + "ntap ~" + body[len("untap it"):]
    # "When ~ blocks, return it to its owner's hand" (Zephyr Spirit), "destroy it at end of
    # combat" (Cinder Wall): the event names no other object ("that creature" would), so "it"
    # is ~ (201.5)
    m = re.match(r"^(return|destroy|sacrifice|put) it( to its owner's hand| at end of combat| on "
                 r"top of its owner's library at end of combat)", body, re.I)
    if m:
        body = f"{m.group(1)} ~{body[len(m.group(1)) + 3:]}"
    body = re.sub(r"\b(creatures? blocking|creatures? blocking or blocked by) it\b", r"\1 ~",
                  body)  # its blockers (509.1g) or the creatures it blocks (509.1h)
    body = re.sub(r"^([Tt]arget creature blocks) it( this turn if able)", r"\1 ~\2",
                  body)  # ("you may have target creature block it": ~, 509.1a)
    if re.match(r"^have it deal ", body, re.I):  # "you may have it deal 1 damage to..."
        body = "~ deals " + body[13:]
    # "on it" is the source -- up to a token created first ("create a 0/0 Fractal token.
    # Put X +1/+1 counters on it": the token, 111.1; resolve.py refuses that "it")
    # -- or a target named first ("put a +1/+1 counter on target creature you control. If
    # that creature is a Human, put two ... on it instead": the target, Elder Cathar)
    # 702.62a, 400.7: "exile it with three time counters on it": ~, then the card in exile
    body = re.sub(r"^((?:[Yy]ou may )?[Ee]xile) it ((?:with|and put) \w+ time counters) on it\b",
                  r"\1 ~ \2 ON_IT", body)  # (exile_suspend.py)
    made = re.search(r"\b(?:create|target)\b", body)
    cut = made.start() if made else len(body)
    # (not a description's "with a +1/+1 counter on it": each object described, 122.1)
    head = re.sub(r"\b(with (?:an? |one or more )?\S+ counters? )on it\b", r"\1ON_IT", body[:cut])
    # (nor "for each kind of counter on target permanent, put another ... on it": the target)
    head = re.sub(r"^(for each kind of counter on target .* of that kind )on it\b", r"\1ON_IT",
                  head)
    body = re.sub(r"\b(on|onto) it\b", r"\1 ~", head).replace("ON_IT", "on it") + body[cut:]
    body = re.sub(r"^([Ss]acrifice|[Ee]xile) it(\.| unless )", r"\1 ~\2", body)  # "it": ~ (201.5)
    # "remove a +1/+0 counter from it" (122.1: the counters on ~, as "on it" above)
    body = re.sub(r"^((?:[Yy]ou may )?[Rr]emove (?:a|an|one|two|three|all) \S+ counters? from) "
                  r"it\.", r"\1 ~.", body)
    body = re.sub(r"\btransform it\.", "transform ~.", body)  # 701.28: only ~ itself transforms
    body = re.sub(r"^switch its power and toughness\b", "switch ~'s power and toughness", body,
                  flags=re.I)  # (613.4d: ~'s own)
    body = re.sub(r"^((?:you may )?[Ff]lip) it\.", r"\1 ~.", body)  # 709.4: only ~ flips
    # 615.1a: "prevent all combat damage that would be dealt by it this turn" (Ignoble Soldier),
    # "... dealt to and dealt by it this turn" (Goblin Snowman)
    body = re.sub(r"(^|\band )(prevent all (?:combat )?damage that would be dealt (?:to|by|to "
                  r"and dealt by)) it "
                  r"this turn\b", r"\1\2 ~ this turn", body, flags=re.I)
    return re.sub(r"^attach it to ", "attach ~ to ", body)  # an Equipment's own (701.3a)


def _names_self_alone(condition: str) -> bool:
    """Does an intervening "if" name ~ and no other object ("if there are two or more ki
    counters on ~")? Then a bare "it" after it is ~ (603.4)."""
    return "~" in condition and not re.search(
        r"\b(it|its|that|target|enchanted|equipped|another|other|they|them)\b", condition)


def _read_alone(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """Effects read with a context of their own: (effects, their targets)."""
    ctx = Ctx(allow_x=False, on_permanent=True)
    got = compile_effects(ctx, text)
    return (got, ctx.targets) if got else None


def _read_alone_x(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """`_read_alone`, X the X paid before the reflexive trigger (pay_x.reflexive_x)."""
    ctx = Ctx(allow_x=True, on_permanent=True)
    got = compile_effects(ctx, text)
    return (got, ctx.targets) if got else None


# Events with an amount the effect may name ("you gain that much life", 603.2): the life
# gained or lost, the damage dealt (rules/triggers.py passes it to the trigger, 608.2h)
AMOUNT_EVENTS = frozenset({"gain_life", "opponent_gains_life", "lose_life", "opponent_loses_life",
                           "dealt_damage", "dealt_combat_damage", "damage_to_player",
                           "damage_to_opponent", "combat_damage_to_player",
                           "damage_at_least_to_player", "damage_at_least_to_opponent",
                           "combat_damage_to_opponent", "you_dealt_damage",
                           "damage_to_you_prevented",
                           "attached_damage_to_player", "attached_combat_damage_to_player",
                           "attached_damage_to_opponent", "attached_dealt_damage",
                           "deals_damage", "attached_deals_damage",
                           "source_damage_to_self", "source_damage_to_you",
                           "creature_combat_damage_to_player",
                           # (trigger_opponents.py, trigger_counters_put.py)
                           "you_put_counters_on_permanent", "you_put_counters_on_self",
                           "creature_combat_damage_to_opponent",
                           "attached_combat_damage_to_opponent",
                           "source_noncombat_damage_to_opponent",
                           "spell_you_control_deals_damage",
                           "spell_you_control_damages_opponent",
                           # damage dealt to a creature (120.3e, rules/trigger_combat.py)
                           "damage_to_creature", "combat_damage_to_creature",
                           "creature_dealt_damage", "creature_damage_to_creature",
                           "creature_combat_damage_to_creature",
                           "attached_damage_to_creature", "attached_combat_damage_to_creature",
                           "creature_deals_combat_damage", "creature_deals_damage",
                           "deals_combat_damage",
                           # 508.1: "Whenever one or more creatures you control attack, draw
                           # that many cards": the attackers matching (rules/trigger_combat.py)
                           "creatures_attack",
                           # the number of attackers of the kind (508.1; trigger_events_batch)
                           "you_attack_with",
                           # the loyalty counters removed at once (rules/trigger_counter_each)
                           "counters_removed_from_self"}) | HISTORY_AMOUNTS
EVENT_AMOUNT: ContextVar[bool] = ContextVar("event_amount", default=False)

# Events whose source is an attacking creature as the ability triggers: "defending player" is
# the player it attacks (506.2; the engine's "defending_player" reference)
_ATTACKING_SOURCE = frozenset({"attacks", "unblocked", "becomes_blocked", "becomes_blocked_by",
                               "attacks_alone_self", "attacks_with_others",
                               "combat_damage_to_player", "combat_damage_to_opponent"})

# triggers at the beginning of a step of each player (or each opponent): "that player" in
# their intervening "if" is the player whose turn it is (conditions.lower_condition)
_ACTIVE_PLAYER_EVENTS = frozenset({"each_upkeep", "opponent_upkeep", "each_draw_step",
                                   "opponent_end_step", "each_end_step"})

_ZONE_VERBS = ("bounce", "exile", "move", "shuffle_into_library", "exile_time")


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
    from mtg_engine.cards.oracle.chosen_players import render as chosen_players

    said = chosen_players(items)  # 614.12a (chosen_players.py)
    if said is not None:
        return said

    # ("~ or another creature enters ..., that creature ...": the body read from the second,
    # whose event names what entered, 603.2)
    told = items[1] if [t["event"] for t in items] == ["enters", "another_enters"] else items[0]
    text = render_abilities.render_trigger(told, self_types, tokens)
    if len(items) > 2:  # "Whenever A, or B, or C" (603.2; trigger_graveyard_cards.py)
        from mtg_engine.cards.oracle.trigger_graveyard_cards import render_list

        said = [render_abilities.render_condition(t, self_types) for t in items]
        return render_list(said) + text[len(said[0]):]
    if len(items) != 2:
        return text
    first = render_abilities.render_condition(items[0], self_types)
    second = render_abilities.render_condition(items[1], self_types)
    pair = (items[0]["event"], items[1]["event"])
    f0 = {k: v for k, v in items[0].get("filter", {}).items() if k != "other"}
    if pair == ("another_enters", "creature_dies") and items[1].get("filter", {}).get("other") \
            and f0 == {k: v for k, v in items[1]["filter"].items() if k != "other"}:
        # "Whenever another creature you control enters the battlefield or dies" (603.2)
        d = render_phrases.describe_filter(f0)
        return f"Whenever another {d} enters the battlefield or dies" + text[len(first):]
    if items[1]["event"] in {e for _, e in SELF_AND_ANOTHER}:
        # "Whenever ~ or another Ally enters the battlefield under your control", "Whenever ~
        # or another creature dies": this object's event and another's (603.2)
        if (items[0]["event"], items[1]["event"]) not in SELF_AND_ANOTHER \
                or not second.startswith("Whenever another "):
            raise render_phrases.RenderError("two events")
        if told is items[1]:
            first = second
        return "Whenever ~ or " + second[len("Whenever "):] + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("blocks_any", "becomes_blocked_by_any") \
            and items[0].get("filter") == items[1].get("filter"):
        # "Whenever ~ blocks or becomes blocked by one or more black creatures" (509.1h-i)
        return "Whenever ~ blocks or " + second[len("Whenever ~ "):] + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("blocks", "becomes_blocked_by") \
            and items[0].get("filter") == items[1].get("filter"):
        # "Whenever ~ blocks or becomes blocked by a white creature" (509.1i)
        return "Whenever ~ blocks or " + second[len("Whenever ~ "):] + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("cycle", "dies"):  # 702.29, 700.4
        return "When you cycle ~ or it dies" + text[len(first):]
    if pair == ("cycle", "you_cycle") and items[1].get("filter") == {"other": True}:  # 702.29
        return "Whenever you cycle ~ or cycle another card while ~ is on the battlefield" \
            + text[len(first):]
    if pair == ("dies", "discard_self"):  # 700.4, 701.8 (discard_triggers.py)
        return "When ~ dies or when you discard it" + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("enters", "transforms_into"):  # 701.28
        noun = _this_noun(self_types)
        return f"When this {noun} enters the battlefield or transforms into ~" + text[len(first):]
    if (items[0]["event"], items[1]["event"]) == ("enters", "leaves"):  # 603.6a, 603.6c
        return "When ~ enters or leaves the battlefield" + text[len(first):]
    from mtg_engine.cards.oracle import trigger_attached_blocks, trigger_haunt

    for module in (trigger_attached_blocks, trigger_haunt):  # (509.1h-i; 702.55c)
        pair_text = module.render_pair(items, text, first)
        if pair_text is not None:
            return pair_text
    m = re.match(r"(When|Whenever) enchanted creature ", second)
    if m and first.startswith(m.group(1) + " ~ ") \
            and first[len(m.group(1)) + 3:] == second[m.end():]:
        # "Whenever ~ or enchanted creature attacks" (trigger_events.self_or_attached)
        return f"{m.group(1)} ~ or enchanted creature {second[m.end():]}" + text[len(first):]
    m = re.match(r"Whenever enchanted \w+ ", first)
    if m and second.startswith(m.group(0)):  # "Whenever enchanted creature attacks or blocks"
        return first + " or " + second[m.end():] + text[len(first):]
    if "~ " not in first or "~ " not in second:
        from mtg_engine.cards.oracle.trigger_events import render_either

        return render_either(first, second) + text[len(first):]  # (603.2)
    # "Whenever ~ attacks or blocks" made two triggers
    return first + " or " + second.split("~ ", 1)[1] + text[len(first):]


# ------------------------------------------------------------------ the grammar (grammar.lark)


# "a permanent other than ~" is "another permanent": not the source itself
_OTHER_THAN_SELF = re.compile(r"\b[Aa]n? ((?:[a-z]+ )?)(permanent|creature) other than ~(?=[ ,])")


def _prepared(cond: str) -> str:
    """Lower case, except the capital letter of a subtype (205.3: "another Zombie", "a
    non-Angel creature")."""
    cond = _OTHER_THAN_SELF.sub(r"another \1\2", cond)  # (render._PHRASES says them alike)
    words = cond.replace("−", "-").split(" ")
    return " ".join(w if i and re.fullmatch(r"(?:non-)?[A-Z][a-z]+(?:-[a-z]+)?,?", w) else w.lower()
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
        by = next((vp for vp in items if vp[0] in ("becomes blocked by",
                                                   "becomes blocked by one or more")), None)
        # "~ blocks or becomes blocked by a white creature": the object is both verbs' (it
        # blocks a white creature, 509.1i); "... by one or more black creatures" (trigger_blocks.py)
        blocks = by is not None and by[0].endswith("one or more")
        return [ir.TriggerEvent("self", "blocks one or more" if vp[0] == "blocks" and blocks
                                else vp[0], by[1] if vp[0] == "blocks" and by else vp[1],
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
        from mtg_engine.cards.oracle.trigger_attached_blocks import attached_block_events

        blocks = attached_block_events(str(items[0]), str(items[1]), items[2:])
        if blocks is not None:  # "blocks or becomes blocked by a creature" (509.1h-i)
            return blocks
        return [ir.TriggerEvent("attached", f"{verb} {detail}" if detail else verb, noun,
                                detail=str(items[0])) for verb, _desc, detail in items[2:]]

    def at_attached_step(self, items: list[Any]) -> ir.TriggerCondition:
        """"At the beginning of the upkeep of enchanted creature's controller" (503.1)."""
        step, word, owner = items[0], str(items[1]), str(items[2])
        if step.detail != "the":
            raise NotUnderstood("the <step> of ...")
        return ir.TriggerCondition((ir.TriggerEvent(
            "step", step.verb, ir.Desc((owner[:-2],)), detail=f"{word} controller's"),))

    def battalion(self, items: list[Any]) -> ir.TriggerEvent:
        if items and str(items[0]) != "two":
            raise NotUnderstood("~ and at least N other creatures attack")
        return ir.TriggerEvent("self", "and at least N others attack", detail="2 creatures")

    def self_and_others_attack(self, items: list[Any]) -> ir.TriggerEvent:
        """"Whenever ~ and at least one other Warrior attack" (508.1: attacking together, the
        others of that creature type; AT_LEAST_EVENTS attacks_with_others, `nth` the N)."""
        from mtg_engine.cards.oracle.amounts import singular_type
        from mtg_engine.core.creature_types import CREATURE_TYPES

        n = str(items[0])
        number = {"one": 1, "two": 2, "three": 3, "four": 4}.get(n)
        kind = singular_type(str(items[1]))
        if number is None or kind not in CREATURE_TYPES \
                or (number == 1) != (str(items[1]) == kind):
            raise NotUnderstood("~ and at least N other <type> attack")
        return ir.TriggerEvent("self", "and at least N others attack", detail=f"{number} {kind}")

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
        # ("a creature with flying dealt damage by ~ this turn dies": the creature as it last
        # existed on the battlefield had it, 603.10a; rules/trigger_zones.py)
        kw = str(items[2]).removeprefix("with ").split(" dealt damage ")[0] \
            if len(items) > 2 else ""
        quality = (("keywords", [kw]),) if kw else ()
        return ir.TriggerEvent("object", "dealt damage by ~ this turn dies",
                               ir.Desc(("creature",), quality))

    def you_cycle_another(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cycle a card", other=True)

    def you_cycle_or_discard_another(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cycle or discard a card", other=True)

    def you_play_land(self, items: list[Any]) -> ir.TriggerEvent:
        return self._one_card("you", "play a land", items[0])

    def you_play_card(self, items: list[Any]) -> ir.TriggerEvent:
        return self._one_card("you", "play a card", items[0])

    def other_plays_land(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return self._one_card(str(items[1]), "play a land", items[2])

    def you_cast_on_their_turn(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[1]) != "an":
            raise NotUnderstood("during a player's turn")
        return ir.TriggerEvent("you", "cast during an opponent's turn", items[0])

    def you_cast_first_on_their_turn(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "first":  # (ORDINAL: "your first spell each turn" shares the words)
            raise NotUnderstood("your Nth spell during each opponent's turn")
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
        if zone in ("exile", "anywhere other than your hand"):  # 601.2a (trigger_turn_counts.py)
            return ir.TriggerEvent("you", "cast from " + zone, items[0])
        if zone not in ("your graveyard", "your hand"):
            raise NotUnderstood("cast from ...")
        return ir.TriggerEvent("you", "cast from " + zone.split(" ")[1], items[0])

    def other_casts_from(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        zone = str(items[3])
        if zone == "anywhere other than their hand":
            return ir.TriggerEvent(str(items[1]), "cast from " + zone, items[2])
        if zone not in ("a graveyard", "their hand"):
            raise NotUnderstood("casts from ...")
        return ir.TriggerEvent(str(items[1]), "cast from " + zone.split(" ")[1], items[2])

    def you_cast_or_copy(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast or copy", items[0])

    def you_copy(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "copy", items[0])  # 707.10 (not cast)

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

    def you_damage_prevented(self, _: list[Any]) -> ir.TriggerEvent:  # 615.13
        return ir.TriggerEvent("you", "have damage prevented")

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

    def another_events(self, items: list[Any]) -> list[ir.TriggerEvent]:
        """"Whenever another creature you control enters the battlefield or dies": one event
        per verb, of the same objects (603.2)."""
        return [ir.TriggerEvent("object", verb, items[0], other=True, detail=detail)
                for verb, _extra, detail in items[1:]]

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

    def ev_becomes_monstrous(self, items: list[Any]) -> tuple[str, Any, str]:
        return ("becomes monstrous", None, "")  # 701.31

    def ev_exploits(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("exploits a creature", None, "")

    def ev_becomes_tapped(self, items: list[Any]) -> tuple[str, Any, str]:
        return ("becomes " + str(items[0]), None, "")

    def ev_damage_to_player(self, items: list[Any]) -> tuple[str, Any, str]:
        if str(items[0]) != {"player": "a", "opponent": "an"}[str(items[1])]:
            raise NotUnderstood("damage to ...")
        return ("deals damage to", None, str(items[1]))

    def ev_damage_at_least_to_player(self, items: list[Any]) -> tuple[str, Any, str]:
        """"Whenever ~ deals 6 or more damage to an opponent" (120.3: one damage event of at
        least that much; trigger_lowering: an AT_LEAST_EVENTS event, `nth` the N)."""
        if str(items[1]) != {"player": "a", "opponent": "an"}[str(items[2])]:
            raise NotUnderstood("damage to ...")
        return ("deals N or more damage to", None, f"{items[2]} {int(items[0])}")

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

    def you_cycle_self_or_another(self, _: list[Any]) -> list[ir.TriggerEvent]:
        """"Whenever you cycle ~ or cycle another card while ~ is on the battlefield": cycling
        it (from your hand, 702.29a) or another card while it is on the battlefield."""
        return [ir.TriggerEvent("you", "cycle ~"), self.you_cycle_another([])]

    def ev_put_into_graveyard(self, items: list[Any]) -> tuple[str, Any, str]:
        _article(items[0])
        return ("put into a graveyard from the battlefield", None, "")

    def tdesc(self, items: list[Any]) -> ir.Desc:
        flat: list[Any] = []
        for it in items:
            flat += it if isinstance(it, list) else [it]
        return self.desc(flat)

    def non_subtype(self, items: list[Any]) -> tuple[str, list[str]]:
        """"a non-Angel creature" (205.3m): a subtype it doesn't have."""
        sub = str(items[0])[4:]
        _check_subtype(sub, ("creature",))
        return ("not_subtypes", [sub])

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

    def tnoun_all_types(self, items: list[Any]) -> list[Any]:
        """"an artifact creature", "enchantment creatures" (205.2a): both card types."""
        first, last = str(items[0]), str(items[1]).removesuffix("s")
        if first not in ("artifact", "enchantment") or last != "creature":
            raise NotUnderstood(f"{first} {last}")
        return [("noun", (last,)), ("all_types", [first.capitalize(), "Creature"])]

    # players
    def you_cast(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast", items[0])

    def other_casts(self, items: list[Any]) -> ir.TriggerEvent:
        _article(items[0])
        return ir.TriggerEvent(str(items[1]), "cast", items[2])

    def other_casts_or_copies(self, items: list[Any]) -> ir.TriggerEvent:
        """"Whenever an opponent casts or copies an instant or sorcery spell" (601.2i,
        707.10: a copy is not cast; that player remembered)."""
        _article(items[0])
        return ir.TriggerEvent(str(items[1]), "cast or copy", items[2])

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
        parts = [p for it in items[1:]
                 for p in (it[1:] if isinstance(it, tuple) and it[0] == "sub_noun" else [it])]
        return self.desc(parts)

    def spell_sub_noun(self, items: list[Any]) -> tuple[str, Any, Any]:
        # "a Vampire creature spell" (205.3m), "a Bolas planeswalker spell" (205.3j)
        _check_subtype(str(items[0]), (str(items[1]),))
        return ("sub_noun", ("subtypes", [str(items[0])]), ("noun", (str(items[1]),)))

    def spell_types(self, items: list[Any]) -> tuple[str, tuple[str, ...]]:
        words = [str(t) for t in items]
        if all(w[0].isupper() for w in words):
            for w in words:
                _check_subtype(w, ())
            return ("subtypes", words)
        if any(w[0].isupper() for w in words):  # "an instant, sorcery, or Wizard spell":
            subs = [w for w in words if w[0].isupper()]  # either (trigger_events.py)
            for w in subs:
                _check_subtype(w, ())
            return ("types_or_subtypes", (tuple(w for w in words if not w[0].isupper()),
                                          tuple(subs)))
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
    from mtg_engine.cards.oracle.trigger_events import (
        BatchedProductions,
        event_modules,
        install_from,
    )

    install_from(_ToTrigger, BatchedProductions)  # "one or more ..." (603.2c) and others
    for module in event_modules():  # "your first <kind> spell each turn", "crews" ...
        install_from(_ToTrigger, module.PRODUCTIONS)


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
                     ("ev_combat_damage_to_self", "deals combat damage to ~"),
                     ("ev_dealt_combat_damage", "is dealt combat damage"),
                     ("ev_deals_combat_damage", "deals combat damage"),
                     ("ev_enters_untapped", "enters the battlefield untapped"),
                     ("ev_attacks_first_time", "attacks for the first time each turn"),
                     ("ev_phases_in", "phases in"), ("ev_phases_out", "phases out")):
    setattr(_ToTrigger, _name, _simple(_verb))
