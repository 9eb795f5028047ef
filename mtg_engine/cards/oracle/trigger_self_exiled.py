"""The God-Eternals' trigger (603.6c, 603.10a, 400.7):

  When ~ dies or is put into exile from the battlefield, you may put it into its owner's
  library third from the top.                                    (God-Eternal Oketra, ...)

Two leaves-the-battlefield events of the source, `dies` and `exiled_from_battlefield` (it
looks back in time: rules/trigger_zones.py fires it as ~ last existed); "it" is the card ~
became in the graveyard or in exile, while it is still there (`self_left`,
effects/references.py; 400.7: a card that moved again is another object); the card goes into
its owner's library Nth from the top (401.7, effects/library_position.py)."""

from __future__ import annotations

import re
from typing import Any

EVENT = "exiled_from_battlefield"
_WORDS = "is put into exile from the battlefield"
_CONDITIONS = {f"When ~ {_WORDS}": [(EVENT, {})],
               f"When ~ dies or {_WORDS}": [("dies", {}), (EVENT, {})]}
_NTH = re.compile(r"^[Pp]ut it into (its owner's|your) library (second|third) from the top\.$")
# "When ~ is put into your graveyard from the battlefield, put it into your library third from
# the top." (Enigma Sphinx): the card in its owner's graveyard, "your" its owner's (404.2)
_YOURS = "put_into_your_graveyard_from_battlefield"
_NTH_WORDS = {"second": 2, "third": 3}


def condition(cond: str) -> list[tuple[str, dict[str, Any]]] | None:
    got = _CONDITIONS.get(cond)
    return [(e, dict(f)) for e, f in got] if got is not None else None


def render(t: dict[str, Any]) -> str:
    return f"When ~ {_WORDS}" if t["event"] == EVENT and not t.get("filter") else ""


def effects(conds: list[tuple[str, dict[str, Any]]], body: str) -> list[dict[str, Any]] | None:
    """"put it into its owner's library third from the top." after ~ left the battlefield
    this way, else None."""
    m = _NTH.match(body.strip())
    events = {e for e, _ in conds}
    if m is None or not conds or any(f for _, f in conds):
        return None
    if m.group(1) == "your":
        if events != {_YOURS}:
            return None
        return [{"put_nth_from_top": {"what": "self_left", "n": _NTH_WORDS[m.group(2)],
                                      "said": "your"}}]
    if events - {"dies", EVENT} or EVENT not in events:
        return None
    return [{"put_nth_from_top": {"what": "self_left", "n": _NTH_WORDS[m.group(2)]}}]
