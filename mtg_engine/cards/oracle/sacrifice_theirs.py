"""A permanent sacrificed by the player a trigger names (701.17a, 603.2):

  At the beginning of the end step of enchanted creature's controller, that player sacrifices
  that creature.                                                       (Lingering Death)
  At the beginning of the upkeep of enchanted creature's controller, that player sacrifices
  that creature unless they pay {2}.                                  (Slow Motion, 118.12)

"that player" is the player whose step it is (`who: remembered`), "that creature" the
permanent the Aura enchants (`attached`, 303.4, 503.1). That player sacrifices it only if
they control it as the ability resolves (701.17a: a player sacrifices only their own
permanents), and chooses whether to pay (118.12): the DSL `sacrifice` with `who`
(effects/verbs.v_sacrifice)."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"that player sacrifices that (?P<noun>creature|land|artifact|permanent)"
                       r"(?: unless they pay (?P<cost>(?:\{[0-9wubrgc]\})+))?")


def lower_sentence(low: str) -> list[dict[str, Any]] | None:
    """The sentence (lower case, no period) in a trigger at the beginning of a step of the
    enchanted permanent's controller, or None."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT, EVENT_SECOND

    m = _SENTENCE.fullmatch(low.strip())
    seed, second = EVENT_REFERENT.get(), EVENT_SECOND.get()
    # (the attached permanent is the event's second referent only after a step of its
    # controller's: event_referents.ATTACHED_STEPS)
    if m is None or seed is None or seed.player != "event" or second is None \
            or second.kind != "attached":
        return None
    body: dict[str, Any] = {"what": "attached", "who": "remembered", "said": m.group("noun")}
    if m.group("cost"):
        body["unless_pays"] = m.group("cost").upper()
    return [{"sacrifice": body}]


def render(p: dict[str, Any]) -> str:
    """The English of a `sacrifice` with `who` (the inverse of `lower_sentence`)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) - {"what", "who", "said", "unless_pays"} or p["what"] != "attached" \
            or p["who"] != "remembered":
        raise RenderError("a sacrifice by another player")
    tail = f" unless they pay {p['unless_pays']}" if p.get("unless_pays") else ""
    return f"that player sacrifices that {p.get('said', 'creature')}{tail}"
