"""The cards an earlier instruction of the same spell exiled, returned at the beginning of the
next end step (603.7a: a delayed triggered ability; 603.7c: a card that left exile stays where
it is; 110.2: under their owners' control), read as its own sentence after that exile:

  Exile X target creatures, then investigate X times. Return the exiled cards to the
  battlefield tapped under their owners' control at the beginning of the next end step.
                                                                (Disorder in the Court)

-> `return_exiled_later` {when: end_step, tapped?} (effects/exiled_return.py: the cards this
resolution moved from the battlefield to exile, 608.2c). Only right after an instruction
exiling the spell's targets (`exile` of `targets...`), with other instructions between it."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^return the exiled cards to the battlefield(?P<tapped> tapped)? under "
                       r"their owners' control at the beginning of the next end step$")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    m = _SENTENCE.match(s.strip().lower())
    if m is None:
        return None
    exiles = [e for e in ctx.previous if "exile" in e]
    if len(exiles) != 1 or not str(exiles[0]["exile"].get("what", "")).startswith("targets"):
        return None  # (the one exile of targets before it: "the exiled cards")
    body: dict[str, Any] = {"when": "end_step"}
    if m.group("tapped"):
        body["tapped"] = True
    return [{"return_exiled_later": body}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) - {"when", "tapped"} or p.get("when") != "end_step":
        raise RenderError("the exiled cards returned later")
    tapped = " tapped" if p.get("tapped") else ""
    return (f"return the exiled cards to the battlefield{tapped} under their owners' control at "
            "the beginning of the next end step")
