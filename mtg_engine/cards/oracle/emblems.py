"""'You get an emblem with "[ability]".' (114.2) read from Oracle text: the ability is read as a
static ability (statics.py) or a triggered ability (triggers.py) of its own, and becomes a
definition registered like a token's, named "<card> Emblem" (114.3 gives an emblem no name:
that one is the engine's handle for it); the effect is `emblem: {name}` (effects/emblems.py,
rules/emblems.py). An ability that has a condition, or names its own object otherwise than as
the source of damage it deals ("this emblem deals 5 damage to any target"), is refused.
"""

from __future__ import annotations

import json
import re
from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle.amount_render import wording

# The name of the card being compiled (set by compiler.compile_card).
CARD_NAME: ContextVar[str] = ContextVar("emblem_card_name", default="")

_EMBLEM = re.compile(r'(?P<who>You get|Each opponent gets|Target opponent gets|Target player gets) '
                     r'an emblem with "(?P<ab>[^"]+)"(?: and "(?P<ab2>[^"]+)")?')
# 114.2: who gets it (the DSL's `who`; a target player or opponent is the ability's target)
_WHO = {"You get": "you", "Each opponent gets": "each_opponent",
        "Target opponent gets": "opponent", "Target player gets": "player"}


def lower_sentence(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of 'You get an emblem with "..."', or None."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    m = _EMBLEM.fullmatch(text.strip().rstrip(".").rstrip())
    sink = _TOKEN_SINK.get()
    card = CARD_NAME.get()
    if m is None or sink is None or not card:
        return None
    ability = _ability(m.group("ab"))
    if ability is not None and m.group("ab2"):  # 114.1: an emblem with two abilities
        second = _ability(m.group("ab2"))
        ability = _both(ability, second) if second is not None else None
    if ability is None:
        return None
    name = register(sink, f"{card} Emblem", ability)
    who = _WHO[m.group("who")]
    if who in ("opponent", "player"):  # 115.1: "Target opponent gets an emblem"
        if ctx.targets:
            return None
        return [{"emblem": {"name": name, "who": ctx.add_target({"kind": who})}}]
    return [{"emblem": {"name": name, **({"who": who} if who != "you" else {})}}]


def _both(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any] | None:
    """The emblem's two abilities, kept in the order printed (render_emblem says its static
    abilities before its triggered ones): None when that order would be lost."""
    if (set(first) | set(second)) - {"statics", "triggers"} \
            or ("triggers" in first and "statics" in second):
        return None
    both: dict[str, Any] = {}
    for part in (first, second):
        for kind, abilities in part.items():
            both[kind] = both.get(kind, []) + abilities
    return both


def register(sink: list[dict[str, Any]], name: str, abilities: dict[str, Any]) -> str:
    """Put a definition with no characteristics but `abilities`, named `name` (numbered after
    the first of that name), with the card's tokens; its name (the engine's handle)."""
    n = sum(1 for t in sink if str(t.get("name", "")).startswith(name))
    if n:
        name += f" {n + 1}"
    sink.append({"name": name, "type": "", **abilities})
    return name


def _ability(text: str) -> dict[str, Any] | None:
    """{"statics": [...]} or {"triggers": [...]} for the emblem's one ability."""
    from mtg_engine.cards.oracle.statics import _static
    from mtg_engine.cards.oracle.triggers import _trigger

    if not text.endswith("."):
        text += "."
    ability = _activated(text)  # 113.6p, 602.2: activated from the command zone
    if ability is not None:
        return {"abilities": [ability]}
    reps = _replacements(text)
    if reps is not None:
        return {"replacements": reps}
    from mtg_engine.cards.oracle import game_loss

    pair = game_loss.lower(text) or game_loss.lower_conditional(text)  # 104.3, 611.3a
    if pair is not None:
        return {"statics": pair}
    st = _static(text)
    if st is not None:
        body = next(iter(st.values()))
        if not isinstance(body, dict) or set(body) & {"when", "condition", "unless"} \
                or body.get("affects", "filter") not in ("filter",) or "~" in text:
            return None
        return {"statics": [st]}
    if "~" in text:
        return None
    # "this emblem deals 5 damage to any target": the emblem is the source of the damage
    # (114.4: its triggered ability's source, 113.7; the damage's source, 120.1)
    said = text.replace("this emblem deals ", "~ deals ")
    trig, _ = _trigger(said, said, ())
    if trig is None and _that_card(said) != said:  # "..., you may return it to your hand."
        said = _that_card(said)
        trig, _ = _trigger(said, said, ())
    if trig is None or len(trig) != 1 or '"self"' in json.dumps(trig) \
            or trig[0].get("condition") or trig[0].get("if_you_control"):
        return None
    return {"triggers": trig}


def _activated(text: str) -> dict[str, Any] | None:
    """An emblem's activated ability ("{1}{B}, Sacrifice a creature: You gain X life and draw X
    cards, where X is the sacrificed creature's power.", Ob Nixilis of the Black Oath): its
    controller activates it from the command zone (113.6p, 114.4; `zone` command), or None.
    One that names ~ or taps or sacrifices its source (an emblem is no permanent) is refused."""
    from mtg_engine.cards.oracle.costs import _activated as read_activated

    if "~" in text or not re.match(r"(?:(?:\{[^}]+\})+|[A-Z][^:.\"]*?)(?:, [^:.\"]+)?: ", text):
        return None
    got, _ = read_activated(text, text)
    if not got or len(got) != 1:
        return None
    ab = got[0]
    if {"mana", "any_color", "loyalty", "zone"} & set(ab) or set(ab["cost"]) & {
            "tap", "untap", "sacrifice_self", "exile_self", "return_self", "discard_self"}:
        return None
    return {**ab, "zone": "command"}


def _replacements(text: str) -> list[dict[str, Any]] | None:
    """114.4: an emblem's replacement or prevention effect ("If a source would deal damage to
    you or a planeswalker you control, prevent all but 1 of that damage.", Ajani Steadfast),
    applied from the command zone (rules/replacement.py); none naming ~ or what it is
    attached to (an emblem is neither)."""
    from mtg_engine.cards.oracle import damage_doubling, prevention, replacement_statics

    if "~" in text:
        return None
    reps = prevention.static_prevention(text, ()) or prevention.prevent_n(text, ())  # (615.10)
    if reps is None:
        rep = replacement_statics.lower(text) or damage_doubling.lower(text)
        reps = [rep] if rep is not None else None
    if reps is None or any(r.get("affects") in ("self", "attached") or r.get("source") in (
            "self", "attached") for r in reps):
        return None
    return reps


def _render_replacements(reps: list[dict[str, Any]]) -> str:
    """The emblem's replacement effect back (the readers of `_replacements`, in order)."""
    from mtg_engine.cards.oracle import damage_doubling, prevention, replacement_statics
    from mtg_engine.cards.oracle.render_phrases import RenderError

    tries = [lambda: prevention.render_static_prevention(reps, [], ""),
             lambda: prevention.render_prevent_n(reps, [])]
    if len(reps) == 1:
        tries += [lambda: replacement_statics.render(reps[0]),
                  lambda: damage_doubling.render(reps[0])]
    for attempt in tries:
        try:
            return attempt()
        except RenderError:
            continue
    raise RenderError("an emblem's replacement effect")


def render_emblem(p: dict[str, Any], tokens: dict[str, dict[str, Any]], refs: Any = None) -> str:
    """'you get an emblem with "..."' from the emblem's definition."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    t = tokens.get(p.get("name", ""))
    if t is None or set(p) - {"name", "who"}:
        raise RenderError("emblem")
    who = p.get("who", "you")
    if who == "each_opponent":
        said = "each opponent gets"
    elif isinstance(who, str) and who.startswith("target") and refs is not None:
        said = f"{refs.obj(who)} gets"  # "target opponent gets" (115.1)
    elif who == "you":
        said = "you get"
    else:
        raise RenderError("who gets the emblem")
    inner = " and ".join(_inner(t, tokens))  # 'with "A" and "B."'
    return f'{said} an emblem with {inner[:-1]}."'


def _inner(t: dict[str, Any], tokens: dict[str, dict[str, Any]]) -> list[str]:
    """Each of the emblem's abilities, quoted: its replacement effect alone, or its static
    abilities then its triggered abilities (at most two in all, 114.1)."""
    from mtg_engine.cards.oracle.render_abilities import render_trigger
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.render_statics import render_static

    statics, triggers = list(t.get("statics", [])), list(t.get("triggers", []))
    if t.get("abilities"):  # 113.6p (_activated)
        from mtg_engine.cards.oracle.render_abilities import render_activated

        if statics or triggers or t.get("replacements") or len(t["abilities"]) != 1:
            raise RenderError("an emblem with an activated ability and other abilities")
        said = render_activated(t["abilities"][0], tokens).rstrip()
        return [f'"{said[0].upper() + said[1:].rstrip(".")}"']
    if t.get("replacements"):
        if statics or triggers:
            raise RenderError("an emblem with a replacement effect and other abilities")
        said = [_render_replacements(list(t["replacements"]))]  # 114.4, 614
    elif _game_loss_pair(statics) and not triggers:  # (one sentence, two statics)
        said = [_game_loss_pair(statics)]
    else:
        said = [render_static(st) for st in statics] + [
            render_trigger(tr, (), tokens).replace("~ deals ", "this emblem deals ")
            for tr in triggers]
    if not 1 <= len(said) <= 2:
        raise RenderError("an emblem with no abilities or more than two")
    return [f'"{_it_for_the_card(_it_for_the_creature(x[0].upper() + x[1:])).rstrip(".")}"'
            for x in said]


_ONE_CARD = re.compile(r"Whenever an? (?:[a-z]+ )?card is put into [^,]*, (?P<rest>.*)")


def _that_card(text: str) -> str:
    """608.2c: "it" in the effect of "Whenever a card is put into your graveyard from anywhere,
    you may return it to your hand." is that card (the emblem itself is never "it": 114.3, it
    has no name and is no card), said "that card" for the trigger compiler; else `text`."""
    m = _ONE_CARD.fullmatch(text)
    if m is None or len(re.findall(r"\bit\b", m.group("rest"))) != 1 or "~" in text:
        return text
    return text[:m.start("rest")] + re.sub(r"\bit\b", "that card", m.group("rest"))


def _game_loss_pair(statics: list[dict[str, Any]]) -> str:
    """The one sentence of a can't-lose / can't-win pair (oracle/game_loss.py), "" if the
    statics aren't one; a condition's other wordings in the wording this rendering says."""
    from mtg_engine.cards.oracle import game_loss

    said = game_loss.render(statics)
    if said is not None:
        return said
    forms = game_loss.render_conditional(statics)
    return forms[1] if len(forms) > 1 and wording("emblem_condition") else \
        (forms[0] if forms else "")


def _it_for_the_card(text: str) -> str:
    """The wording `_that_card` reads, said back ("return it" for "return that card")."""
    m = _ONE_CARD.fullmatch(text)
    if m is None or m.group("rest").count("that card") != 1 or not wording("emblem_it_card"):
        return text
    return text[:m.start("rest")] + m.group("rest").replace("that card", "it")


def _it_for_the_creature(text: str) -> str:
    """A wording (608.2c): "Whenever a creature attacks you, it gets +5/+5 ..." for "that
    creature", when the trigger condition names that one creature and no other object."""
    head, sep, rest = text.partition(", ")
    if not sep or head.count("creature") != 1 or not rest.startswith("that creature ") \
            or re.search(r"\b(target|another|each|permanent|card|spell)\b", head):
        return text
    return head + sep + "it" + rest[len("that creature"):] if wording("emblem_it") else text
