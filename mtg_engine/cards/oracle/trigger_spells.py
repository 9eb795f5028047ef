"""Cast triggers that name the spell cast (601.2i, 603.2): "Whenever you cast an instant or
sorcery spell, copy that spell. You may choose new targets for the copy." and "Whenever a
player casts a spell with mana value equal to the number of charge counters on ~, counter that
spell." (Chalice of the Void). The engine remembers the spell (rules/trigger_player_events.py);
"that spell" in the effect is that object on the stack (`remembered`), found as the ability
resolves: if it has left the stack, the instruction does nothing (400.7).

Only these instructions are read here ("counter that spell", "copy that spell", 701.5a,
707.10; and ward's effect printed in full after its condition, "counter that spell or ability
unless its controller pays {2}", 702.21a); any other sentence naming "that spell" is left to
the general reader, which refuses it."""

from __future__ import annotations

import re
from typing import Any

# events whose remembered object is the spell cast ("that spell")
SPELL_REMEMBERED = frozenset({"cast_spell", "player_casts_mv_counters",
                              "cast_nth_of_kind", "cast_spell_after_first"})

_COUNTED = re.compile(r"^Whenever a player casts a spell with mana value equal to the number of "
                      r"([a-z]+) counters on ~$")


# other trigger conditions said in one fixed wording -> their event
_WORDINGS = {"Whenever an opponent is dealt noncombat damage":  # 120.3, 510.2 (not combat)
             "opponent_dealt_noncombat_damage"}


def condition(cond: str) -> list[tuple[str, dict[str, Any]]] | None:
    """"Whenever a player casts a spell with mana value equal to the number of <kind>
    counters on ~" (601.2i, 202.3: the spell's mana value as it is cast, with its X; 122.1):
    the event `player_casts_mv_counters`, the kind of counter in `has_counter`; the fixed
    wordings of `_WORDINGS`."""
    if cond in _WORDINGS:
        return [(_WORDINGS[cond], {})]
    if " spell that targets " in cond:  # 115.9b (trigger_spell_aimed.py)
        from mtg_engine.cards.oracle.trigger_spell_aimed import condition as aimed

        return aimed(cond, ())
    m = _COUNTED.match(cond)
    if m is None:
        return None
    return [("player_casts_mv_counters", {"has_counter": m.group(1)})]


def render_condition(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    f = t.get("filter", {})
    if f.get("spell_targets"):  # 115.9b (trigger_spell_aimed.py)
        from mtg_engine.cards.oracle.trigger_spell_aimed import render_condition as aimed

        return aimed(t)
    said = {v: k for k, v in _WORDINGS.items()}
    if t["event"] in said and not f:
        return said[t["event"]]
    if t["event"] == "player_casts_mv_counters" and set(f) == {"has_counter"}:
        return "Whenever a player casts a spell with mana value equal to the number of " \
            f"{f['has_counter']} counters on ~"
    return ""


_EFFECTS = {
    "counter that spell.": [{"counter": {"what": "remembered"}}],  # 701.5a
    "copy that spell. you may choose new targets for the copy.":  # 707.10, 707.10c
        [{"copy_spell": {"what": "remembered", "new_targets": True}}],
    # 705.1, 400.3, 707.10c: a coin flip; lost, the spell returns to its owner's hand (it is
    # not countered); won, it is copied (Krark, the Thumbless)
    "flip a coin. if you lose the flip, return that spell to its owner's hand. if you win the "
    "flip, copy that spell, and you may choose new targets for the copy.":
        [{"flip_coin": {}}, {"bounce": {"what": "remembered", "if": "lost_flip"}},
         {"copy_spell": {"what": "remembered", "new_targets": True, "if": "won_flip"}}],
}


_PAY_THEN = re.compile(r"Pay ((?:\{[0-9WUBRGC]\})+)\. If you do, (.+)")


# "Whenever a player casts a spell, counter it unless that player pays {3}." (Nether Void;
# 701.5a, 118.12): the spell cast is the event's object (rules/event_referents.py), the player
# who cast it controls it (601.2a) and is the one asked to pay
_COUNTER_CAST = re.compile(r"(sacrifice ~ and )?counter (it|that spell)"
                           r"(?: unless that player pays ((?:\{\d+\})+))?\.")


# the cast events that keep the spell beside its caster (601.2i; rules/event_referents.py):
# "Whenever an opponent casts their first spell each turn, counter that spell." (Jace,
# Unraveler of Secrets' emblem)
_CASTER_AND_SPELL = frozenset({"any_player_casts", "cast_nth_spell", "opponent_casts_nth_spell"})


def _counter_cast(body: str) -> list[dict[str, Any]] | None:
    m = _COUNTER_CAST.fullmatch(body.strip().lower())
    if m is None or (m.group(1) and (m.group(3) or m.group(2) != "that spell")):
        return None
    eff: dict[str, Any] = {"what": "event_object"}
    if m.group(3):
        eff["unless_pays"], eff["said"] = m.group(3).upper(), "that player"
    # "sacrifice ~ and counter that spell" (Lunar Force): two instructions in order (608.2c)
    return [{"sacrifice": {"what": "self"}}] * bool(m.group(1)) + [{"counter": eff}]


# 702.21a: ward's own effect, printed in full after its trigger condition ("Whenever ~ becomes
# the target of a spell or ability an opponent controls, counter that spell or ability unless
# its controller pays {2}.", Frost Titan): the spell or ability targeting is remembered
# (rules/trigger_events._targeted_by_opponent), countered unless its controller pays (118.12)
_WARD_EFFECT = re.compile(r"counter that spell or ability unless its controller pays "
                          r"((?:\{\d+\})+)\.")


# "Whenever ~ becomes the target of a spell an opponent controls, counter that spell unless its
# controller discards a card." (Reality Smasher; 118.12, 701.8: trigger_history.py)
_DISCARD_EFFECT = "counter that spell unless its controller discards a card."


def effects(conds: list[tuple[str, dict[str, Any]]], body: str) -> list[dict[str, Any]] | None:
    """The instruction on the spell the event remembered, or None (another event or
    wording)."""
    m = _WARD_EFFECT.fullmatch(body.strip().lower())
    if m is not None and conds == [("becomes_target_by_opponent", {})]:
        return [{"counter": {"what": "remembered", "unless_pays": m.group(1)}}]
    if body.strip().lower() == _DISCARD_EFFECT \
            and conds == [("becomes_target_of_opponent_spell", {})]:
        return [{"counter": {"what": "remembered", "unless_discards": True}}]
    if conds and all(e in _CASTER_AND_SPELL for e, _ in conds):
        return _counter_cast(body) or _counter_then(body, "event_object")
    if conds == [("cast_self", {})]:  # "When you cast this spell, copy it for each ..."
        from mtg_engine.cards.oracle.copy_for_each import effects as copies_for_each

        return copies_for_each(body, itself=True)
    if not conds or not all(e in SPELL_REMEMBERED for e, _ in conds):
        return None
    got = _EFFECTS.get(body.strip().lower())
    if got is None:  # "counter that spell and put a depletion counter on ~. ..." (Decree of
        got = _counter_then(body)  # Silence)
    paid = _PAY_THEN.fullmatch(body.strip()) if got is None else None
    if paid is not None and _EFFECTS.get(paid.group(2).lower()):  # "you may pay {3}. If you
        # do, copy that spell. ..." (Mirari; 118.12, 608.2c: only if it was paid)
        return [{"pay": {"mana": paid.group(1)}},
                *({verb: {**p, "if": "did"}} for e in _EFFECTS[paid.group(2).lower()]
                  for verb, p in e.items())]
    if got is None:  # "copy it for each ... you've cast before it this turn" (707.10, 601.2i)
        from mtg_engine.cards.oracle.copy_for_each import effects as copies_for_each

        return copies_for_each(body)
    return [dict(e) for e in got]


_COUNTER_THEN = re.compile(r"counter that spell(?: and|\.) (?P<rest>.+)", re.IGNORECASE)


def _counter_then(body: str, what: str = "remembered") -> list[dict[str, Any]] | None:
    """"counter that spell and put a depletion counter on ~. If there are three or more
    depletion counters on ~, sacrifice it." (Decree of Silence; 701.5a, 608.2c): the spell
    countered, then the other instructions in order, read as any, naming neither that spell
    nor its caster (what they'd name isn't read here), or None."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    m = _COUNTER_THEN.fullmatch(body.strip())
    if m is None or re.search(r"\b(that spell|that player|its controller|they|their|its mana "
                              r"value)\b", m.group("rest"), re.IGNORECASE):
        return None
    rest = m.group("rest")
    ctx = Ctx(allow_x=False, on_permanent=True)
    then = compile_effects(ctx, rest[0].upper() + rest[1:])
    if not then or ctx.targets or "remembered" in str(then) or "event_object" in str(then):
        return None
    return [{"counter": {"what": what}}, *then]
