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

from typing import Any

from mtg_engine.cards.dsl_token_copies import EXCEPT_KEYS  # (the DSL's create_token `except`)


def exception_text(token: Any) -> str:
    """The words of a COPY_EXCEPT terminal after ", except "."""
    return str(token)[len(", except "):].strip()


def lower_exception(text: str) -> dict[str, Any]:
    """The DSL of an exception's words (707.9b), or NotUnderstood."""
    from mtg_engine.cards.oracle.copy_control import _exception
    from mtg_engine.cards.oracle.parse import NotUnderstood

    got = _exception(text, text)
    if not got or set(got) - EXCEPT_KEYS:
        raise NotUnderstood(f"this exception to a token copy (707.9b): {text!r}")
    return got


def render_exception(exc: dict[str, Any]) -> str:
    """", except it has haste" for the round trip."""
    from mtg_engine.cards.oracle.copy_control import _render_exception

    return f", except {_render_exception(exc)}"


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


def render_copy_each(p: dict[str, Any]) -> str:
    """"for each creature you control, create a token that's a copy of that creature"."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    f = dict(p["copy_of"]["all"])
    types = f.get("types", [])
    that = "it" if wording("copy_of_it") else "that creature" if types == ["Creature"] \
        else "that permanent"
    tail = render_exception(p["except"]) if p.get("except") else ""
    return (f"for each {describe_filter(f)}, create a token that's a copy of {that}{tail}")
