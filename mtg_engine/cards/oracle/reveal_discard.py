""""Target player reveals a number of cards from their hand equal to <amount>. You choose one
of them. That player discards that card." (Mire's Toll, Bala Ged Thief, Disciple of Phenax,
Acquisitions Expert; Thieving Sprite's "reveals X cards from their hand, where X is ..."):
one DSL `reveal_choose_discard` (effects/reveal_discard.py: 701.16a, 701.8a), its `count`
the amount counted as it resolves (608.2h). The English comes back in the amount form the
card prints (amount_render.FORMS)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences, target_spec

_REVEAL = re.compile(
    r"(?:^|(?<=\. ))[Tt]arget (?P<who>player|opponent) reveals (?:a number of cards from "
    r"their hand equal to (?P<equal>[^.]+)|X cards from their hand, where X is (?P<x>[^.]+))"
    r"\. You choose one of (?:them|those cards)\. That player discards that card\.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if it holds this passage, else None."""
    m = _REVEAL.search(text)
    if m is None:
        return None
    from mtg_engine.cards.oracle.animate_x import _no_object
    from mtg_engine.cards.oracle.cda_amounts import read_quantity

    amount = read_quantity(m.group("equal") or m.group("x"), _no_object)
    if amount is None:
        return None

    def reveal() -> dict[str, Any] | None:
        spec = target_spec(m.group("who"))
        if spec is None:
            return None
        return {"reveal_choose_discard": {"who": ctx.add_target(spec), "count": amount}}

    return between_sentences(ctx, text[:m.start()].strip(), reveal, text[m.end():].strip(),
                             compile_rest)


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of the DSL `reveal_choose_discard`."""
    from mtg_engine.cards.oracle.amount_render import _USED, noun_phrase, take_form
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"who", "count"} or not isinstance(p["count"], dict):
        raise RenderError("reveal_choose_discard")
    used = _USED.get()
    if used is not None:
        used[0] = True  # (the amount has several forms: amount_render.FORMS)
    amount = noun_phrase(dict(p["count"]), str)
    form = take_form()
    if form == "where_x":
        reveal = f"reveals X cards from their hand, where X is {amount}"
    elif form in ("equal_to", "equal_first"):
        reveal = f"reveals a number of cards from their hand equal to {amount}"
    else:
        raise RenderError("reveal_choose_discard in this amount form")
    return refs.obj(p["who"]), f"{reveal}. You choose one of them. That player discards that card"
