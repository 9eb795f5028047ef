"""614.12a, 614.1c: cards revealed from the hand as a permanent enters, a counter for each
(amplify's machinery, 702.38a, with a kind of card instead of a shared creature type):

  As ~ enters the battlefield, you may reveal any number of other artifact cards from your
  hand. ~ enters the battlefield with a +1/+1 counter on it for each card revealed this way.
                                                                       (Arsenal Thresher)

-> the replacement `instead: choose` with `choice` "amplify:1:artifact" (rules/amplify.py)."""

from __future__ import annotations

from typing import Any

_TEXT = ("As ~ enters the battlefield, you may reveal any number of other artifact cards from "
         "your hand. ~ enters the battlefield with a +1/+1 counter on it for each card revealed "
         "this way.")
_REP = {"event": "enters", "instead": "choose", "choice": "amplify:1:artifact"}


def lower(para: str) -> dict[str, Any] | None:
    return dict(_REP) if para == _TEXT else None


def render(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if rep != _REP:
        raise RenderError("cards revealed as it enters")
    return _TEXT
