"""Tokens of the chosen color and creature type (111.4, 614.12a), read for the compiler and
said back:

  {5}, {T}: Create a 2/2 creature token of the chosen color and type.  (Volrath's Laboratory)
  {4}, {T}: Create an X/X creature token of the chosen color and type, where X is the number
  of charge counters on ~.                                               (Riptide Replicator)

-> `create_token` of a base token (a colorless creature token with no creature type, its P/T
as printed, or 0/0 set by the effect: 111.3) marked `chosen_kind`; rules/chosen_tokens.py
makes it of the source's chosen color and type as the ability resolves."""

from __future__ import annotations

import re
from typing import Any

_CREATE = re.compile(r"^[Cc]reate an? (?P<pt>\d+/\d+|X/X) creature token of the chosen color "
                     r"and type(?P<where>, where X is .+)?$")
_WORDS = "creature token of the chosen color and type"


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of "Create a P/T creature token of the chosen color and type[, where X is
    ...]", or None."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    m = _CREATE.match(sentence.strip().rstrip("."))
    sink = _TOKEN_SINK.get()
    if m is None or sink is None or (m.group("pt") == "X/X") != bool(m.group("where")):
        return None
    effect: dict[str, Any] = {"count": 1, "chosen_kind": True}
    if m.group("where"):  # 111.3, 608.2h: the effect sets its power and toughness
        stats = _x_stats(ctx, m.group("where"))
        if stats is None:
            return None
        effect.update(stats)
        power = toughness = 0
    else:
        power, toughness = (int(n) for n in m.group("pt").split("/"))
    key = f"Creature Token ({m.group('pt')} Creature; of the chosen color and type)"
    sink.append({"name": "Creature Token", "colors": [], "type": "Creature", "power": power,
                 "toughness": toughness, "key": key})
    return [{"create_token": {"token": key, **effect}}]


def _x_stats(ctx: Any, where: str) -> dict[str, Any] | None:
    """The power and toughness amounts of ", where X is ...", read as the same words after an
    X/X token of another kind (its definition left out)."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK, compile_effects

    token = _TOKEN_SINK.set([])
    try:
        got = compile_effects(ctx, f"Create an X/X colorless Construct creature token{where}.")
    finally:
        _TOKEN_SINK.reset(token)
    body = got[0].get("create_token") if got and len(got) == 1 else None
    if body is None or body.get("count") != 1 or body.get("power") in (None, "X"):
        return None
    return {"power": body["power"], "toughness": body["toughness"]}


def render(p: dict[str, Any], tokens: dict[str, dict[str, Any]],
           obj: Any) -> str | None:
    """The instruction back, or None for another `create_token`."""
    if not p.get("chosen_kind"):
        return None
    from mtg_engine.cards.oracle.render_phrases import RenderError

    t = tokens.get(p.get("token", ""))
    if t is None or set(p) - {"token", "count", "chosen_kind", "power", "toughness"} \
            or p.get("count") != 1:
        raise RenderError("a token of the chosen color and type")
    if "power" not in p:
        return f"create a {t.get('power')}/{t.get('toughness')} {_WORDS}"
    from mtg_engine.cards.oracle.tokens_x import render_pt

    _, tail = render_pt(t, p, obj)
    return f"create an X/X {_WORDS}{tail}"
