""""Reveal the first card you draw each turn. Whenever you reveal a creature card this way,
draw a card." (Primitive Etchings, Rowen; "... on each of your turns ..." Keranos, God of
Storms): 701.16a, 121.1, 603.2. The static ability reveals the player's first draw of the turn
(the engine keeps no hidden information: the reveal itself changes nothing); each "Whenever you
reveal a <kind> card this way" is a triggered ability of the event "the first card you draw
this turn (during your turn), a card of that kind" -> triggers of the event
`reveal_first_draw` (or `reveal_first_draw_your_turns`) with the card's `filter`
(rules/trigger_reveal_first_draw.py), and back.

Each trigger's effect is read as that of "Whenever you draw your first card each turn, <effect>"
(the proxy), whose event is then replaced."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Trigger = Callable[[str, str], tuple[list[dict[str, Any]] | None, str]]

_HEADS = {"Reveal the first card you draw each turn. ": "reveal_first_draw",
          "Reveal the first card you draw on each of your turns. ":
              "reveal_first_draw_your_turns"}
_EACH = re.compile(r"Whenever you reveal an? (?P<what>[a-z ]+?) card this way, ")
_PROXY = "Whenever you draw your first card each turn, "


def paragraph(para: str, printed: str, trigger: Trigger) -> tuple[str, list[Any], str] | None:
    """("reveal_first_draw", its triggers, "") for such a paragraph, ("", [], reason) when one
    of its triggers isn't understood; None for any other paragraph."""
    from mtg_engine.cards.oracle.search import card_filter

    head = next((h for h in _HEADS if para.startswith(h)), None)
    if head is None:
        return None
    rest = para[len(head):]
    starts = [m for m in _EACH.finditer(rest)]
    if not starts or starts[0].start() != 0:
        return "", [], "reveal the first card you draw: a trigger not understood (701.16a)"
    out = []
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(rest)
        body = rest[m.end():end].strip()
        f = card_filter(m.group("what") + " card", plural=False)
        trig, why = trigger(_PROXY + body, printed)
        if f is None or trig is None or len(trig) != 1 or trig[0]["event"] != "draw_nth_card" \
                or trig[0].get("nth") != 1 or re.search(r"\b(it|that card)\b", body):
            return "", [], why or "reveal the first card you draw: an effect not understood"
        t = {k: v for k, v in trig[0].items() if k != "nth"}
        out.append({**t, "event": _HEADS[head], "filter": f})
    return "reveal_first_draw", out, ""


def render(items: list[dict[str, Any]], render_trigger: Callable[[dict[str, Any]], str]) -> str:
    """The paragraph's English: each proxy trigger's rendering with its event said again."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    heads = {v: k for k, v in _HEADS.items()}
    if not items or len({t["event"] for t in items}) != 1 or items[0]["event"] not in heads:
        raise RenderError("reveal the first card you draw")
    said = [heads[items[0]["event"]].strip()]
    for t in items:
        text = render_trigger({k: v for k, v in t.items() if k != "filter"}
                              | {"event": "draw_nth_card", "nth": 1})
        if not text.startswith(_PROXY):
            raise RenderError("reveal the first card you draw")
        what = describe_filter(t["filter"], "card").replace("Basic ", "basic ")
        said.append(f"Whenever you reveal {'an' if what[0] in 'aeiou' else 'a'} {what} this "
                    f"way, {text[len(_PROXY):]}")
    return " ".join(said)
