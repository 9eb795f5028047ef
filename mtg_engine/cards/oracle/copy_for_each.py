"""Copies of the spell a cast trigger remembers, one for each spell cast before it (707.10,
707.10c, 601.2i):

  Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery
  spell you've cast before it this turn. You may choose new targets for the copies.
                                                                  (Thousand-Year Storm)
  When you cast this spell, copy it for each other instant and sorcery spell you've cast this
  turn. You may choose new targets for the copies.                (Show of Confidence)

-> `copy_spell` of the remembered spell (of the spell itself) with new targets and a `count`:
the amount `{this_turn: cast_before, among: {types: [Instant, Sorcery]}}` (rules/turn_amounts.py
counts the spells of those types its controller cast this turn before that spell was cast: not
those cast after it, nor copies, which aren't cast, 707.10); `cast_other`: those cast this
turn, as the ability resolves (608.2h), but the spell itself."""

from __future__ import annotations

from typing import Any

_TEXT = ("copy it for each other instant and sorcery spell you've cast before it this turn. "
         "you may choose new targets for the copies")
_COUNT = {"this_turn": "cast_before", "among": {"types": ["Instant", "Sorcery"]}}
# "When you cast this spell, ..." (the spell itself: `self`)
_SELF_TEXT = ("copy it for each other instant and sorcery spell you've cast this turn. "
              "you may choose new targets for the copies")
_SELF_COUNT = {"this_turn": "cast_other", "among": {"types": ["Instant", "Sorcery"]}}
# 903.8: "When you cast this spell, copy it for each time you've cast your commander from the
# command zone this game." (the Commander 2018 "Storm" cycle: Echo Storm, Skull Storm ...)
_COMMANDER_TEXT = "copy it for each time you've cast your commander from the command zone " \
    "this game"
_NEW_TARGETS = ". you may choose new targets for the copies"
_COMMANDER_COUNT = {"commander_casts": "you"}


def effects(body: str, itself: bool = False) -> list[dict[str, Any]] | None:
    """The effect of a cast trigger's text of this shape (`itself`: the spell's own "When you
    cast this spell"), or None."""
    low = body.strip().lower().rstrip(".")
    if itself and low in (_COMMANDER_TEXT, _COMMANDER_TEXT + _NEW_TARGETS):  # 903.8
        return [{"copy_spell": {"what": "self", "new_targets": low != _COMMANDER_TEXT,
                                "count": dict(_COMMANDER_COUNT)}}]
    text, what, count = (_SELF_TEXT, "self", _SELF_COUNT) if itself else \
        (_TEXT, "remembered", _COUNT)
    if low != text:
        return None
    return [{"copy_spell": {"what": what, "new_targets": True, "count": dict(count)}}]


def render_clause(verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of `effects`' DSL, or None."""
    if verb == "copy_spell" and p == {"what": "remembered", "new_targets": True,
                                      "count": _COUNT}:
        return "", _TEXT
    if verb == "copy_spell" and p == {"what": "self", "new_targets": True,
                                      "count": _SELF_COUNT}:
        return "", _SELF_TEXT
    if verb == "copy_spell" and p.get("what") == "self" and p.get("count") == _COMMANDER_COUNT \
            and set(p) == {"what", "new_targets", "count"}:  # 903.8
        return "", _COMMANDER_TEXT + (_NEW_TARGETS if p["new_targets"] else "")
    return None
