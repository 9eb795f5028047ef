""""Destroy enchanted permanent" / "tap enchanted land": the object an Aura is attached to
(303.4) named by its enchant ability's noun, in the round trip. The DSL says "attached" for
it whatever the Aura enchants; the renderer says "enchanted creature" (render_phrases.Refs),
or, in the other wording the round trip tries (amount_render.wording), the noun of the card's
"Enchant ..." line: "Enchant land" -> "enchanted land"; several types ("Enchant artifact or
enchantment") -> "enchanted permanent" (303.4a: it can be attached only to such an object)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

ENCHANTED: ContextVar[str] = ContextVar("ENCHANTED", default="creature")


def noun(enchant: Any) -> str:
    """The noun of an `enchant` entry of the DSL ("creature" when there is none: Equipment's
    "equipped creature", render.normalise)."""
    if not isinstance(enchant, dict) or enchant.get("kind") not in ("permanent", "creature"):
        return "creature"
    types = (enchant.get("filter") or {}).get("types") or []
    if enchant["kind"] == "creature" or types == ["Creature"]:
        return "creature"
    return types[0].lower() if len(types) == 1 else "permanent"


@contextmanager
def enchanted_as(enchant: Any) -> Iterator[None]:
    """Render "attached" with this card's enchant noun (in the wording that says it)."""
    token = ENCHANTED.set(noun(enchant))
    try:
        yield
    finally:
        ENCHANTED.reset(token)


def attached() -> str:
    """"enchanted creature", or "enchanted <the card's enchant noun>" in its wording; "that
    creature" in the effect of a trigger at the beginning of a step of its controller (the
    creature named in the trigger condition, event_referents.ATTACHED_STEPS)."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.event_referents import ATTACHED_STEPS, RENDERED_EVENT

    if RENDERED_EVENT.get() in ATTACHED_STEPS:
        return "that creature"

    n = ENCHANTED.get()
    return f"enchanted {n}" if n != "creature" and wording("enchanted_noun") \
        else "enchanted creature"
