"""Copies of the spell a cast trigger remembers, one for each spell cast before it (707.10,
707.10c, 601.2i):

  Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery
  spell you've cast before it this turn. You may choose new targets for the copies.
                                                                  (Thousand-Year Storm)

-> `copy_spell` of the remembered spell with new targets and a `count`: the amount
`{this_turn: cast_before, among: {types: [Instant, Sorcery]}}` (rules/turn_amounts.py counts
the spells of those types its controller cast this turn before that spell was cast: not those
cast after it, nor copies, which aren't cast, 707.10)."""

from __future__ import annotations

from typing import Any

_TEXT = ("copy it for each other instant and sorcery spell you've cast before it this turn. "
         "you may choose new targets for the copies")
_COUNT = {"this_turn": "cast_before", "among": {"types": ["Instant", "Sorcery"]}}


def effects(body: str) -> list[dict[str, Any]] | None:
    """The effect of a cast trigger's text of this shape, or None."""
    if body.strip().lower().rstrip(".") != _TEXT:
        return None
    return [{"copy_spell": {"what": "remembered", "new_targets": True, "count": dict(_COUNT)}}]


def render_clause(verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of `effects`' DSL, or None."""
    if verb == "copy_spell" and p == {"what": "remembered", "new_targets": True,
                                      "count": _COUNT}:
        return "", _TEXT
    return None
