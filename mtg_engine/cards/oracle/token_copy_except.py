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
