"""Oracle text <-> exert (701.39), read for the compiler (compiler._cost_paragraph) and
rendered back for the round trip:

- "You may exert ~ as it attacks." (701.39d: an optional cost to attack, 508.1g) -> the
  pseudo-keyword `dsl.MAY_EXERT`; with "When you do, <effect>." after it, the linked triggered
  ability (607.2h) of event "exerted". Its effect is read as that of "Whenever ~ attacks,
  <effect>" (the same source, attacking as it is exerted: "it" is ~, "defending player" the
  player it attacks).
- "Whenever you exert a creature, <effect>." -> a trigger of event "you_exert" (the effect read
  as a player's event's: it names no creature).
rules/exert.py asks and carries out the exert.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_MAY = "You may exert ~ as it attacks."
_WHEN = " When you do, "
_PROXY = "Whenever ~ attacks, "
_YOU_EXERT = "Whenever you exert a creature, "
_PLAYER_PROXY = "Whenever you cycle a card, "

Trigger = Callable[[str, str], tuple[list[dict[str, Any]] | None, str]]


def exert_paragraph(para: str, printed: str, trigger: Trigger
                    ) -> tuple[str, list[Any], str] | None:
    """(kind, items, reason) of an exert paragraph (items: the MAY_EXERT keyword and any
    linked trigger; or the "you_exert" trigger); None for any other paragraph."""
    from mtg_engine.cards.dsl_abilities import MAY_EXERT

    if para == _MAY:
        return "exert", [MAY_EXERT], ""
    if para.startswith(_MAY + _WHEN):
        body = para[len(_MAY + _WHEN):]
        trig, why = trigger(_PROXY + body, printed)
        if trig is None or len(trig) != 1 or trig[0]["event"] != "attacks":
            if not why or _PROXY[:-2] in why:  # (not the proxy's words in the reason)
                why = "exert (701.39): the effect when you do is not understood"
            return "", [], why
        return "exert", [MAY_EXERT, {**trig[0], "event": "exerted"}], ""
    if para.startswith(_YOU_EXERT):
        body = para[len(_YOU_EXERT):]
        if re.search(r"\b(it|its|that creature|that card|that player)\b", body):
            return "", [], "exert (701.39): an effect naming the exerted creature"
        trig, why = trigger(_PLAYER_PROXY + body, printed)
        if trig is None or len(trig) != 1 or trig[0]["event"] != "you_cycle" \
                or trig[0].get("filter"):
            if not why or _PLAYER_PROXY[:-2] in why:
                why = "exert (701.39): the effect is not understood"
            return "", [], why
        return "you_exert", [{**trig[0], "event": "you_exert",
                              "filter": {"types": ["Creature"]}}], ""
    return None


def render_exert(kind: str, items: list[Any], render_trigger: Callable[[dict[str, Any]], str]
                 ) -> str:
    """The paragraph's English: the proxy trigger's rendering with its condition replaced."""
    from mtg_engine.cards.dsl_abilities import MAY_EXERT
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if kind == "exert":
        if items[0] != MAY_EXERT or len(items) > 2:
            raise RenderError("exert")
        if len(items) == 1:
            return _MAY
        text = render_trigger({**items[1], "event": "attacks"})
        if not text.startswith(_PROXY):
            raise RenderError("exert")
        return _MAY + _WHEN + text[len(_PROXY):]
    t = items[0]
    if len(items) != 1 or t.get("filter") != {"types": ["Creature"]}:
        raise RenderError("exert")
    text = render_trigger({k: v for k, v in t.items() if k != "filter"} | {"event": "you_cycle"})
    if not text.startswith(_PLAYER_PROXY):
        raise RenderError("exert")
    return _YOU_EXERT + text[len(_PLAYER_PROXY):]
