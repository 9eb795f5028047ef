"""Token copies with exceptions (707.9b): "Create a token that's a copy of target creature you
control, except it has haste." (Kiki-Jiki), "..., except it's an artifact in addition to its
other types." (Feldon of the Third Path), "..., except it's 1/1." (Offspring's Revenge).

707.9b: the exception is part of the copy effect, so the token's copiable values include it
(a copy of the token copies it too). The grammar reads the words after ", except" as one
terminal (COPY_EXCEPT); the exceptions a copy effect of the engine can make are the ones a
Clone's "except" makes (copy_control._exception: types and subtypes "in addition to its other
types", "it's N/N", "it has <keywords>"); anything else is not understood. The DSL is
`create_token`'s `except`, the same layer fields as `enter_as_copy`'s (rules/token_copies.py
applies them).
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.dsl_token_copies import EXCEPT_KEYS  # (the DSL's create_token `except`)

_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# 707.9b: "except it's a 4/4 black Zombie" (The Scarab God): its base power and toughness, its
# colors and its creature types are those (205.3m: its other creature types go)
_NEW_CREATURE = re.compile(r"it's an? (\d+)/(\d+) ((?:white|blue|black|red|green)"
                           r"(?: and (?:white|blue|black|red|green))?) ([a-z]+)")


def exception_text(token: Any) -> str:
    """The words of a COPY_EXCEPT terminal after ", except " (a quoted ability in its printed
    case: 'it has haste and "At the beginning of ..."')."""
    from mtg_engine.cards.oracle.parse import _PRINTED

    text = str(token)[len(", except "):].strip()
    printed = _PRINTED.get()
    if '"' not in text or not printed:
        return text
    got = printed[token.start_pos + len(", except "):token.end_pos].strip()
    q = got.index('"')
    return got[:q].lower() + got[q:]


# 707.9b: "except it has haste and "At the beginning of the end step, exile this permanent.""
# (Heat Shimmer, Minion Reflector): keywords and one quoted ability ("this permanent" or "this
# creature" is the token, 113.2)
_HAS_QUOTED = re.compile(r'it has ([a-z ,]+?) and "([^"]+)"')


def _keywords_and_quoted(text: str) -> dict[str, Any] | None:
    """The exceptions of 'it has <keywords> and "<ability>"', or None."""
    from mtg_engine.cards.oracle.copy_control import granted
    from mtg_engine.cards.oracle.effects import GRANTABLE

    m = _HAS_QUOTED.fullmatch(text)
    if m is None:
        return None
    kws = [k.strip() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1)) if k.strip()]
    inner = m.group(2).rstrip(".") + "."
    noun = "permanent" if re.search(r"\b[Tt]his permanent\b", inner) else "creature"
    got = granted(inner, noun)
    if not kws or not all(k in GRANTABLE for k in kws) or got is None:
        return None
    return {"add_keywords": kws, got[0]: [got[1]]}


def _render_keywords_and_quoted(exc: dict[str, Any]) -> str | None:
    """', except it has haste and "<ability>"' for `_keywords_and_quoted`'s DSL, or None."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.copy_control import render_granted
    from mtg_engine.cards.oracle.render_phrases import _join

    has = {k: v for k, v in exc.items() if k in ("add_abilities", "add_triggers")}
    if len(has) != 1 or set(exc) - set(has) != {"add_keywords"}:
        return None
    noun = "permanent" if wording("this_permanent") else "creature"
    return f", except it has {_join(list(exc['add_keywords']))} and {render_granted(has, noun)}"


def lower_exception(text: str) -> dict[str, Any]:
    """The DSL of an exception's words (707.9b), or NotUnderstood."""
    from mtg_engine.cards.oracle.copy_control import _exception
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if text in _NOT_LEGENDARY:  # 205.4: "except it's not legendary" (Jace, Cunning Castaway)
        return {"remove_supertypes": ["Legendary"]}
    got = _exception(text, text) or _new_creature(text) or _several(text) \
        or _keywords_and_quoted(text)
    if not got or set(got) - EXCEPT_KEYS:
        raise NotUnderstood(f"this exception to a token copy (707.9b): {text!r}")
    return got


def _new_creature(text: str) -> dict[str, Any] | None:
    """"it's a 1/1 green Frog" -> base P/T, colors and the one creature type (707.9b)."""
    from mtg_engine.rules.protection import creature_type_of_plural

    m = _NEW_CREATURE.fullmatch(text)
    sub = creature_type_of_plural(m.group(4) + "s") if m else ""
    if m is None or not sub:
        return None
    colors = "".join(c for c in "WUBRG" if c in {_COLOR_LETTERS[w] for w in
                                                 m.group(3).split(" and ")})
    return {"set_power": int(m.group(1)), "set_toughness": int(m.group(2)),
            "set_colors": colors, "set_creature_type": sub}


# the parts of an exception, in the order a card says them ("except it's 1/1, it's a Spirit in
# addition to its other types, and it has flying")
_GROUPS = (("set_power", "set_toughness"), ("add_types", "add_subtypes"), ("add_keywords",))


def _several(text: str) -> dict[str, Any] | None:
    """"it's 1/1 and it's a Nightmare in addition to its other types", "A, B, and C": each
    part one exception of its own kind (707.9b), in the order _GROUPS says them."""
    from mtg_engine.cards.oracle.copy_control import _exception

    parts = re.split(r", and (?=it)|, (?=it)| and (?=it's |it has )", text)
    if len(parts) < 2:
        return None
    out: dict[str, Any] = {}
    order = []
    for part in parts:
        got = _exception(part, part)
        group = next((i for i, g in enumerate(_GROUPS) if got and set(got) <= set(g)), None)
        if got is None or group is None or set(got) & set(out) or (order and group <= order[-1]):
            return None
        order.append(group)
        out.update(got)
    return out


# 205.4, 707.9b: the copy isn't legendary (the words for one token, for several)
_NOT_LEGENDARY = ("it's not legendary", "they're not legendary")


def render_exception(exc: dict[str, Any], plural: bool = False) -> str:
    """", except it has haste" for the round trip."""
    if exc == {"remove_supertypes": ["Legendary"]}:
        return f", except {_NOT_LEGENDARY[plural]}"
    quoted = _render_keywords_and_quoted(exc)
    if quoted is not None:
        return quoted
    from mtg_engine.cards.oracle.copy_control import _render_exception
    from mtg_engine.cards.oracle.render_phrases import COLOR_NAMES, RenderError

    if "set_creature_type" in exc:  # "it's a 4/4 black Zombie"
        if set(exc) != {"set_power", "set_toughness", "set_colors", "set_creature_type"} \
                or not exc["set_colors"]:
            raise RenderError("an exception to a copy (707.9b)")
        colors = " and ".join(COLOR_NAMES[c] for c in exc["set_colors"])
        return f", except it's a {exc['set_power']}/{exc['set_toughness']} {colors} " \
            f"{exc['set_creature_type']}"
    try:
        return f", except {_render_exception(exc)}"
    except RenderError:
        parts = [{k: exc[k] for k in g if k in exc} for g in _GROUPS]
        parts = [p for p in parts if p]
        if len(parts) < 2 or sum(len(p) for p in parts) != len(exc):
            raise
        words = [_render_exception(p) for p in parts]
        if len(words) == 2:
            return f", except {words[0]} and {words[1]}"
        return ", except " + ", ".join(words[:-1]) + ", and " + words[-1]


def copy_each(items: list[Any]) -> Any:
    """707.2, 111.1: "For each <desc>, create a token that's a copy of that creature / it"
    -> a CopyToken of the group (one copy of each of its objects: rules/token_copies.py)."""
    from mtg_engine.cards.oracle import ir
    from mtg_engine.cards.oracle.amounts import CopyToken
    from mtg_engine.cards.oracle.parse import NotUnderstood

    desc, numword, that = items[0], str(items[1]), items[2]
    if numword not in ("a", "one") or that.kind != "it":
        raise NotUnderstood("this copy of each")
    excepts = exception_text(items[3]) if len(items) > 3 else ""
    if excepts:
        lower_exception(excepts)
    return ir.Clause(None, (CopyToken(ir.Player("you"), ir.Obj("group", desc), excepts),))


def render_copy_each(p: dict[str, Any], refs: Any = None) -> str:
    """"for each creature you control, create a token that's a copy of that creature" ("...
    creature target player controls": the group's player a target, 115.1)."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    f = dict(p["copy_of"]["all"])
    types = f.get("types", [])
    that = "it" if wording("copy_of_it") else "that creature" if types == ["Creature"] \
        else "that permanent"
    tail = render_exception(p["except"]) if p.get("except") else ""
    whose = p["copy_of"].get("controlled_by")
    if whose is not None and (refs is None or f.get("controller")):
        raise RenderError("a copy of each of a group of another player's")
    group = describe_filter(f) + (f" {refs.obj(whose)} controls" if whose else "")
    return f"for each {group}, create a token that's a copy of {that}{tail}"
