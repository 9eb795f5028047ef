"""110.2, 400.3: creature cards chosen from all graveyards onto the battlefield under your
control (effects/reanimate_chosen.py plays it), read and rendered back:

  Put up to two creature cards from graveyards onto the battlefield under your control.
  Then you put a creature card from a graveyard onto the battlefield under your control."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^(?P<then>Then you put|Put) (?P<n>a|up to two|up to three) creature "
                       r"cards? from (?:a graveyard|graveyards) onto the battlefield under your "
                       r"control$")
_N = {"a": (1, False), "up to two": (2, True), "up to three": (3, True)}
_WORDS = {v: k for k, v in _N.items()}


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text whose last sentence is such a put, or None."""
    from mtg_engine.cards.oracle.effects import split_sentences

    sentences = split_sentences(text.strip())
    if not sentences:
        return None
    m = _SENTENCE.match(sentences[-1].strip())
    if m is None:
        return None
    n, up_to = _N[m.group("n")]
    if (n == 1) != (m.group("n") == "a") or (m.group("then") != "Put") != (len(sentences) > 1
                                                                            and n == 1):
        return None  # ("Then you put a ..." only after another sentence; "Put up to ...")
    before: list[dict[str, Any]] = []
    if len(sentences) > 1:
        got = compile_rest(ctx, ". ".join(sentences[:-1]) + ".")
        if not got:
            return None
        before = got
    effect = {"filter": {"types": ["Creature"]}, "count": n, **({"up_to": True} if up_to else {})}
    if m.group("then") != "Put":
        effect["then"] = True
    return [*before, {"reanimate_chosen": effect}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    key = (p.get("count"), bool(p.get("up_to")))
    if key not in _WORDS or p.get("filter") != {"types": ["Creature"]}:
        raise RenderError("creature cards from graveyards")
    n = _WORDS[key]
    cards = "card" if n == "a" else "cards"
    where = "a graveyard" if n == "a" else "graveyards"
    head = "then you put" if p.get("then") else "put"
    return f"{head} {n} creature {cards} from {where} onto the battlefield under your control"
