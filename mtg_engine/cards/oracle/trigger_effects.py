"""The effect half of triggered abilities (603), session 7: wordings of a trigger's effect that
only a trigger has, read before the effect grammar (effects.py) and rendered back.

- "you may have <subject> <verb> ..." (603.5, 608.2d): an optional triggered ability whose
  instruction has another subject than its controller ("you may have target creature get
  -1/-1 until end of turn"). Its controller chooses as it resolves whether the subject does it;
  the targets are chosen as it is put on the stack (603.3d) either way.
- "[you may] return ~ from your graveyard to <zone>" (113.6m): the ability functions in the
  graveyard (rules/trigger_graveyard.py), the DSL trigger's `zone`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

# base verb -> its third-person form, for the subject that "you may have" names
_THIRD_PERSON = {"get": "gets", "gain": "gains", "deal": "deals", "fight": "fights",
                 "become": "becomes", "discard": "discards", "mill": "mills", "lose": "loses",
                 "draw": "draws", "sacrifice": "sacrifices", "return": "returns",
                 "create": "creates", "exile": "exiles", "put": "puts", "shuffle": "shuffles",
                 "reveal": "reveals", "search": "searches", "untap": "untaps", "tap": "taps",
                 "phase": "phases", "explore": "explores", "connive": "connives",
                 "scry": "scries", "surveil": "surveils", "take": "takes", "skip": "skips",
                 "block": "blocks"}  # ("block ~ this turn if able", 509.1c)
_BASE = {v: k for k, v in _THIRD_PERSON.items()}
_HAVE = re.compile(r"^[Hh]ave (.+?) (" + "|".join(_THIRD_PERSON) + r")\b")
# the first words of a subject the controller "has" do something (the rendered effect)
_SUBJECT_START = re.compile(r"^(?:~ |(?:it|target|up to \w+ target|another target|each|enchanted|"
                            r"equipped|that|those|they|defending player|its controller|"
                            r"[A-Z][a-z]+ creatures you control|[a-z]+ creatures you control|"
                            r"other attacking creatures|your life total)\b)")  # (119.5)


def have_subject(body: str) -> str | None:
    """"have <subject> <verb> ..." (after "you may ") -> "<subject> <verb>s ...", the sentence
    the effect grammar reads; None for any other body."""
    m = _HAVE.match(body)
    if m is None:
        return None
    subject, verb = m.group(1), m.group(2)
    if re.search(r"\b(?:and|then|or)\b", subject) and not subject.startswith("target "):
        return None  # ("have X and Y do": two subjects, or a verb read as a noun)
    return f"{subject} {_THIRD_PERSON[verb]}{body[m.end():]}"


def render_optional(body: str) -> str:
    """The optional instruction of a trigger (603.5) as printed: "you may draw a card", or with
    another subject "you may have target creature get -1/-1 until end of turn"."""
    if not _SUBJECT_START.match(body):
        return "you may " + body
    words = body.split(" ")
    for i, w in enumerate(words):
        if w in _BASE:  # the subject's verb, back to its base form after "have"
            words[i] = _BASE[w]
            return "you may have " + " ".join(words)
        if i and w in _THIRD_PERSON and words[0].islower() and " creatures " in f" {body} ":
            return "you may have " + body  # (a group: "Ally creatures you control get")
    return "you may " + body


# True while the effect of an optional triggered ability ("you may ...", 603.5) is compiled
OPTIONAL_TRIGGER: ContextVar[bool] = ContextVar("OPTIONAL_TRIGGER", default=False)


# ------------------------------------------------------------------ abilities of a card in a graveyard

# True while a trigger whose condition doesn't name ~ is compiled: "return ~ from your
# graveyard to ..." is then read (lower.py), and the ability functions in the graveyard (113.6m)
IN_GRAVEYARD: ContextVar[bool] = ContextVar("IN_GRAVEYARD", default=False)


def may_function_in_graveyard(cond_text: str, events: list[str]) -> bool:
    """113.6m: a trigger whose effect moves ~ out of the graveyard functions there, unless its
    condition puts ~ there (the object's own events: "When ~ dies, return ~ ..." looks back
    from the battlefield, 603.10a) or is an Aura's about what it enchants."""
    return "~" not in cond_text and not any(e.startswith("attached_") for e in events)


def graveyard_zone(effects: list[dict[str, Any]], in_graveyard: bool = False) -> str:
    """"graveyard" if the effects move ~ out of its owner's graveyard (113.6m), "" if they
    don't, "refuse" when they also name ~ after moving it (a new object then, 400.7).
    `in_graveyard`: the trigger may function there (`may_function_in_graveyard`); a delayed
    return of ~ only counts then ("When ~ dies, return it ... at the beginning of the next end
    step" looks back from the battlefield, 603.10a)."""
    moves = [i for i, e in enumerate(effects) if ("move" in e
             and e["move"].get("what") == "self" and e["move"].get("from") == "graveyard")
             or "return_attached" in e  # (303.4f, trigger_targets.py)
             or (in_graveyard and _delayed_from_graveyard(e))]
    if not moves:
        return ""
    if len(moves) > 1 or '"self"' in json.dumps(effects[moves[0] + 1:]):
        return "refuse"
    return "graveyard"


# ------------------------------------------------------------------ "that many" (603.2, 608.2h)

_SACRIFICE_THAT_MANY = re.compile(r"^[Ss]acrifice that many (permanents|creatures|lands)\.$")


def sacrifice_that_many(body: str) -> list[dict[str, Any]] | None:
    """"Whenever ~ is dealt damage, sacrifice that many permanents." (Phyrexian Negator;
    701.17a): the controller sacrifices as many permanents as the event's amount (the damage
    dealt, 603.2, 608.2h), chosen as it resolves; None for another text or an event with no
    amount."""
    from mtg_engine.cards.oracle.triggers import EVENT_AMOUNT

    m = _SACRIFICE_THAT_MANY.match(body.strip())
    if m is None or not EVENT_AMOUNT.get():
        return None
    noun = {"permanents": {}, "creatures": {"types": ["Creature"]},
            "lands": {"types": ["Land"]}}[m.group(1)]
    return [{"sacrifice_chosen": {"filter": noun, "count": "that_much"}}]


# ------------------------------------------------------------------ X of the spell (107.3m)

# True while the triggered abilities of a card with {X} in its mana cost are compiled: its
# enters-the-battlefield ability may read X, the value its spell had (rules/entering_x.py)
_CAST_X: ContextVar[bool] = ContextVar("CAST_X", default=False)


@contextmanager
def cast_x(has_x: bool) -> Iterator[None]:
    token = _CAST_X.set(has_x)
    try:
        yield
    finally:
        _CAST_X.reset(token)


def reads_cast_x(cond_text: str, events: list[str]) -> bool:
    """107.3m: does X in this ability mean the X its permanent's spell had? Only in an
    ability of ~ entering the battlefield, of a card whose mana cost has {X}."""
    return _CAST_X.get() and "~" in cond_text and bool(events) \
        and all(e == "enters" for e in events)


def _delayed_from_graveyard(e: dict[str, Any]) -> bool:
    """A delayed instruction returning ~ from its owner's graveyard, ~ remembered now (603.7c:
    delayed.py; "return ~ from your graveyard to the battlefield tapped at the beginning of
    the next end step")."""
    d = e.get("delayed")
    if not isinstance(d, dict) or d.get("remember") != "self" or not isinstance(
            d.get("effects"), list):
        return False
    return any("move" in x and x["move"].get("what") == "remembered"
               and x["move"].get("from") == "graveyard" for x in d["effects"])


# ------------------------------------------------------------------ reflexive triggers (603.12)

_WHEN_YOU_DO = re.compile(r"^(.+?\.) When you do, (.+)$")


def split_reflexive(body: str) -> tuple[str, str] | None:
    """"<instructions>. When you do, <effect>." -> (the instructions, the reflexive trigger's
    effect), or None."""
    m = _WHEN_YOU_DO.match(body)
    if m is None or "When you do" in m.group(2):
        return None
    return m.group(1), m.group(2)


def reflexive_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """A spell's or chapter ability's "<instructions>. When you do, <effect>." (603.12:
    Hypothesizzle, Kardur's Vicious Return): the instructions, then the reflexive trigger,
    read as a triggered ability's are (triggers.py: the trigger's own text is split before
    its instructions are read, so this never sees it twice). The instruction just before must
    be one the controller may decline or fail to carry out ("you may ...", a payment):
    "when you do" asks whether it was done (608.2c)."""
    split = split_reflexive(text.strip())
    if split is None:
        return None
    body, then = split
    got = compile_rest(ctx, body)
    if not got:
        return None
    last = next(iter(got[-1].values()))
    if not isinstance(last, dict) or not last.get("may"):
        return None

    def read(sentence: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
        own = type(ctx)(allow_x=False, on_permanent=ctx.on_permanent)
        effects = compile_rest(own, sentence)
        return (effects, own.targets) if effects else None

    made = reflexive(then, read)
    return None if made is None else [*got, made]


def payment(sentence: str) -> list[dict[str, Any]] | None:
    """"Pay {2}{R}." / "Pay 2 life." before "When you do" (118.1): the instruction `pay`, read
    as conditions.py reads it before "If you do"."""
    from mtg_engine.cards.oracle.conditional_effects import _PAY, _optional_item

    if not _PAY.match(sentence):
        return None
    return [_optional_item(sentence)[2]]


def reflexive(then: str, read: Any) -> dict[str, Any] | None:
    """603.12: the effect `reflexive` ("When you do, <then>"): `then` read on its own, its
    targets its own (chosen as the reflexive trigger is put on the stack, 603.3d). `read`
    compiles a sentence with a fresh context: (effects, targets) or None."""
    got = read(then[:1].upper() + then[1:])
    if got is None:
        return None
    effects, targets = got
    if not effects or '"did' in json.dumps(effects):
        return None  # (an "if you do" inside it would ask about its own instructions)
    body: dict[str, Any] = {"effects": effects, "text": "When you do, " + then}
    if targets:
        body["targets"] = targets
    return {"reflexive": body}


def with_reflexive(body: str, effects: list[dict[str, Any]], then: str, read: Any
                   ) -> list[dict[str, Any]] | None:
    """The instructions, then the effect `reflexive` ("When you do, <then>", 603.12), or None.
    608.2h: "you may sacrifice another creature. When you do, ~ deals damage equal to that
    creature's power to any target." (Heart-Piercer Manticore): the reflexive trigger reads
    the permanent its ability sacrificed, as it last existed. The sacrifice remembers it
    (effects/verbs.py), the reflexive trigger is created with what the resolving ability
    remembered, the sacrificed permanent last (effects/reflexive.py; "sacrificed_this_way",
    rules/amounts.py). `then` is read after the sacrifice's own sentence, so that "that
    creature" names it as in one ability (resolve._sacrificed), and that sentence dropped."""
    made = reflexive(then, lambda text: _attach_or_read(text, read))
    if made is not None:
        return [*effects, made]
    last = effects[-1] if effects else {}
    sentence = re.split(r"(?<=\.) (?=[A-Z])", body.strip())[-1]
    if "sacrifice_chosen" not in last or not sentence.startswith("Sacrifice "):
        return None
    remembering = {"sacrifice_chosen": {**last["sacrifice_chosen"], "remember": True}}

    def read_after(text: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
        got = read(f"{sentence} {text}")
        if got is None or not got[0] or got[0][0] != remembering \
                or "sacrificed_this_way" not in json.dumps(got[0][1:]):
            return None
        return got[0][1:], got[1]

    made = reflexive(then, read_after)
    return None if made is None else [*effects[:-1], remembering, made]


def render_reflexive(p: dict[str, Any]) -> str:
    """"When you do, <effects>" of a `reflexive` effect (render.py)."""
    from mtg_engine.cards.oracle.excess_reflexive import render as on_excess
    from mtg_engine.cards.oracle.render import render_effects

    excess = on_excess(p)  # "When it deals excess damage this way, ..." (120.10)
    if excess is not None:
        return excess
    d = json.loads(p["effects"]) if isinstance(p["effects"], str) else p
    text = render_effects(d["effects"], d.get("targets", []))
    return "When you do, " + text[:1].lower() + text[1:].rstrip(".")


def _attach_or_read(text: str, read: Any) -> tuple[list[dict[str, Any]], list[Any]] | None:
    """A reflexive trigger's "attach ~ to it" (Ancestral Katana: the creature the event
    involved, which the reflexive trigger remembers too, effects/reflexive.py), else `read`."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    got = attach_to_event_object(text, EVENT_REFERENT.get())
    return (got, []) if got is not None else read(text)


# ------------------------------------------------------------------ "attach ~ to it" (701.3a)

_ATTACH_TO_IT = re.compile(r"^[Aa]ttach ~ to (?:it|that creature)\.$")


def attach_to_event_object(body: str, referent: Any) -> list[dict[str, Any]] | None:
    """"Whenever a Rogue creature enters the battlefield, you may attach ~ to it." (701.3a):
    the Aura or Equipment attached to the creature the event involved (603.2, remembered),
    when the event's object is a creature; None otherwise."""
    if not _ATTACH_TO_IT.match(body) or referent is None or referent.player \
            or referent.kind != "remembered" \
            or referent.desc is None or referent.desc.nouns != ("creature",):
        return None
    return [{"attach": {"what": "self", "to": "remembered"}}]


_ATTACH_ANY = re.compile(r"^[Aa]ttach any number of target Equipment to (?:it|~)\.$")


def attach_targets_to_self(ctx: Any, body: str, events: list[str]) -> list[dict[str, Any]] | None:
    """"Whenever ~ enters the battlefield or attacks, you may attach any number of target
    Equipment to it." (Armory Automaton; 701.3a, 601.2c/603.3d: any number of targets, chosen
    one by one as the trigger is put on the stack, rules/triggers.py): each Equipment chosen
    is attached to the source ("it": ~, whose own `events` these are); None for other texts."""
    if not _ATTACH_ANY.match(body) or not events or set(events) - {"enters", "attacks"} \
            or ctx.targets:
        return None
    ctx.targets.append({"kind": "permanent", "filter": {"subtypes": ["Equipment"]},
                        "any_number": True})
    return [{"attach": {"what": "targets:0", "to": "self"}}]


# ------------------------------------------------------------------ "tap X and it doesn't untap"

_TAP_AND_STAYS = re.compile(r"^([Tt]ap (?:that creature|target [^.]+?)) and it doesn't untap "
                            r"during its controller's next untap step\.$")


_NO_DAMAGE_AND = re.compile(r"^(?:it|~) assigns no combat damage this turn and (defending player "
                            r"[a-z]+s [^.]+)\.$")


_AND_YOU_UNTAP = re.compile(r"^(that player [a-z]+s [^.]+?) and you untap all lands you control\.$")


def and_you_untap(body: str) -> str:
    """"that player discards a card and you untap all lands you control" (Sword of Feast and
    Famine) as the two sentences the effect grammar reads, in order (608.2c): "That player
    discards a card. Untap all lands you control." (the imperative's subject is "you")."""
    m = _AND_YOU_UNTAP.match(body)
    if m is None:
        return body
    return f"{m.group(1)[0].upper()}{m.group(1)[1:]}. Untap all lands you control."


def no_damage_and(body: str) -> str:
    """"it assigns no combat damage this turn and defending player loses 2 life" (Keeper of
    Tresserhorn; 510.1a) as the two sentences the effect grammar reads, in order (608.2c):
    "~ assigns no combat damage this turn. Defending player loses 2 life." ("it": ~, the
    attacking creature the condition names)."""
    m = _NO_DAMAGE_AND.match(body)
    if m is None:
        return body
    rest = m.group(1)
    return f"~ assigns no combat damage this turn. {rest[0].upper()}{rest[1:]}."


def tap_and_stays_tapped(body: str) -> str:
    """"tap that creature and it doesn't untap during its controller's next untap step" (502.3,
    701.21) as the two sentences the effect grammar reads: "Tap that creature. It doesn't
    untap during its controller's next untap step." (the same instructions, in order). Only
    the whole effect: after "If you do, " both would depend on the condition (608.2c)."""
    return _TAP_AND_STAYS.sub(
        r"\1. It doesn't untap during its controller's next untap step.", body)


# ------------------------------------------------------------------ "transform it, attach it"

_TRANSFORM_ATTACH = re.compile(r"^(?:[Yy]ou may )?[Tt]ransform it\. If you do, attach it to "
                               r"target creature that player controls\.$")


def transform_and_attach(ctx: Any, body: str, events: list[str]) -> list[dict[str, Any]] | None:
    """"When ~ deals combat damage to a player, you may transform it. If you do, attach it to
    target creature that player controls." (Soul Seizer; 701.28a, 701.3a: "it" is ~, the
    creature whose damage triggered; the Aura its back face is is attached to the target,
    608.2c: only if it transformed); None for other texts."""
    if not _TRANSFORM_ATTACH.match(body) or events != ["combat_damage_to_player"] \
            or ctx.targets:
        return None
    to = ctx.add_target({"kind": "creature", "filter": {"controller": "that_player"}})
    return [{"transform": {"what": "self"}},
            {"attach": {"what": "self", "to": to, "said": "it", "if": "did"}}]
