"""A triggered ability moving its own source after the event moved it (400.7): "When ~ is put
into a graveyard from anywhere, shuffle it into its owner's library." (Dread, Worldspine
Wurm), "When ~ dies, shuffle it into its owner's library[, then scry 2]." (701.19). The source
is the card in the graveyard, a new object the ability finds (triggers._after_move makes a
"dies" trigger's "self" that card; a "put into a graveyard from anywhere" trigger's source is
already it, rules/trigger_zones.py). Read here, rendered by render.py (`shuffle_into_library`)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir

# events after which "it" is the source's card in a graveyard
_IN_GRAVEYARD = {"put_into_graveyard", "dies", "put_into_graveyard_from_battlefield",
                 "put_into_your_graveyard_from_battlefield", "put_into_graveyard_from_library"}
_FROM_LIBRARY = "is put into your graveyard from your library"


class SelfMoveProductions:
    """Methods of triggers._ToTrigger (installed by `install`)."""

    def ev_to_graveyard_from_library(self, _: list[Any]) -> tuple[str, Any, str]:
        return (_FROM_LIBRARY, None, "")  # 404.2: a card goes to its owner's graveyard


def install(cls: type) -> None:
    """Add the productions above to the trigger grammar's transformer (triggers._ToTrigger)."""
    for name, fn in vars(SelfMoveProductions).items():
        if not name.startswith("_"):
            setattr(cls, name, fn)


def lower(ev: ir.TriggerEvent) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """"When ~ is put into your graveyard from your library": (True, its DSL event); (False,
    None) for the other events."""
    if ev.verb != _FROM_LIBRARY:
        return False, None
    return True, (("put_into_graveyard_from_library", {}) if ev.subject == "self" else None)


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    if t["event"] == "put_into_graveyard_from_library" and not t.get("filter"):
        return "When ~ " + _FROM_LIBRARY
    return ""
_SHUFFLE = re.compile(r"^[Ss]huffle (?:it|~) into its owner's library"
                      r"(?:, then scry (\d+))?\.$")


def effects(conds: list[tuple[str, dict[str, Any]]], body: str, names_self: bool
            ) -> list[dict[str, Any]] | None:
    """The effects of "shuffle it into its owner's library[, then scry N]." on a trigger whose
    condition names ~ going to a graveyard (`names_self`), else None."""
    if not names_self or not conds or any(e not in _IN_GRAVEYARD or f for e, f in conds):
        return None
    m = _SHUFFLE.match(body)
    if m is None:
        return None
    out: list[dict[str, Any]] = [{"shuffle_into_library": {"what": "self"}}]
    if m.group(1):
        out.append({"scry": {"count": int(m.group(1))}})
    return out


def return_it(body: str, referent: Any) -> str:
    """"When ~ dies / deals combat damage to a player, return it to its owner's hand": "it"
    is ~ when the event involves no other object ("that player" is no object); with one (a
    creature it blocks) the body is left as it is (resolve.py refuses the ambiguous "it")."""
    if referent is not None and referent.player != "event":
        return body
    return re.sub(r"^([Rr])eturn it to its owner's hand\b", r"\1eturn ~ to its owner's hand",
                  body)
