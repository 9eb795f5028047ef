"""Replacement effects of an object on its own zone change (614.1a): "If ~ would die, exile it
instead." (Gloomshrieker), "... return it to its owner's hand instead.", "... put ~ on top of
its owner's library instead." (Gravebane Zombie), "... put it on the bottom of its owner's
library instead." (Nissa's Chosen), "If ~ would be put into a graveyard from anywhere, reveal ~
and shuffle it into its owner's library instead." (Progenitus; the built-in Darksteel
Colossus' replacement: revealing it only shows the card, 701.16a, the engine plays no hidden
information on it). The DSL is the `die` / `to_graveyard` replacement with `instead` the zone
(rules/replacement.py)."""

from __future__ import annotations

import re
from typing import Any

_EVENTS = {"die": "die", "be put into a graveyard from anywhere": "to_graveyard"}
# what happens instead -> (the DSL's `instead`, shuffle)
_INSTEAD = {"exile it": ("exile", False),
            "return it to its owner's hand": ("hand", False),
            "put ~ on top of its owner's library": ("library", False),
            "put it on top of its owner's library": ("library", False),
            "put it on the bottom of its owner's library": ("library_bottom", False),
            "shuffle it into its owner's library": ("library", True),
            "reveal ~ and shuffle it into its owner's library": ("library", True)}
_SELF = re.compile(rf"^If ~ would ({'|'.join(_EVENTS)}), ({'|'.join(map(re.escape, _INSTEAD))}) "
                   r"instead\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    m = _SELF.match(para)
    if m is None:
        return None
    how, shuffle = _INSTEAD[m.group(2)]
    rep: dict[str, Any] = {"event": _EVENTS[m.group(1)], "instead": how,
                           "text": f"{m.group(2)} instead"}
    if shuffle:
        rep["shuffle"] = True
    return rep


def render(rep: dict[str, Any]) -> str:
    """The paragraph back (compiler.render_paragraph): the wording of `text` if it says what
    the DSL does, else the first one that does."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    event = {v: k for k, v in _EVENTS.items()}.get(rep.get("event", ""))
    got = (rep.get("instead"), bool(rep.get("shuffle")))
    words = [w for w, v in _INSTEAD.items() if v == got]
    if event is None or not words or rep.get("affects", "self") != "self" \
            or set(rep) - {"event", "instead", "text", "shuffle", "affects"}:
        raise RenderError("a replacement of its own zone change of another kind")
    said = rep.get("text", "")[: -len(" instead")]
    word = said if said in words else words[0]
    return f"If ~ would {event}, {word} instead."
