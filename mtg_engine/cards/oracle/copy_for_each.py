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

import re
from typing import Any

_TEXT = ("copy it for each other instant and sorcery spell you've cast before it this turn. "
         "you may choose new targets for the copies")
_COUNT = {"this_turn": "cast_before", "among": {"types": ["Instant", "Sorcery"]}}
# "When you cast this spell, ..." (the spell itself: `self`)
_SELF_TEXT = ("copy it for each other instant and sorcery spell you've cast this turn. "
              "you may choose new targets for the copies")
_SELF_COUNT = {"this_turn": "cast_other", "among": {"types": ["Instant", "Sorcery"]}}
# 903.8: "When you cast this spell, copy it for each time you've cast your commander from the
# command zone this game." (the Commander 2018 "Storm" cycle: Echo Storm, Skull Storm ...): the
# count read by the grammar's "for each" amount (count_phrases.each_commander_cast)
_COMMANDER = re.compile(r"copy it (?P<each>for each time you've cast [^.]+)")
_NEW_TARGETS = ". you may choose new targets for the copies"


def _commander_copies(low: str) -> list[dict[str, Any]] | None:
    """903.8: the copies of a spell for each time its controller cast their commander from the
    command zone this game, or None."""
    from mtg_engine.cards.oracle.lower import lower_text

    new_targets = low.endswith(_NEW_TARGETS)
    m = _COMMANDER.fullmatch(low[:-len(_NEW_TARGETS)] if new_targets else low)
    got = None if m is None else lower_text(f"You gain 1 life {m.group('each')}.",
                                            allow_x=False, on_permanent=False)
    if got is None or got[1] or len(got[0]) != 1 or set(got[0][0]) != {"gain_life"}:
        return None
    count = got[0][0]["gain_life"].get("amount")
    if not isinstance(count, dict) or set(count) != {"commander_casts"}:
        return None
    return [{"copy_spell": {"what": "self", "new_targets": new_targets, "count": count}}]


def effects(body: str, itself: bool = False) -> list[dict[str, Any]] | None:
    """The effect of a cast trigger's text of this shape (`itself`: the spell's own "When you
    cast this spell"), or None."""
    low = body.strip().lower().rstrip(".")
    if itself and low.startswith("copy it for each time "):  # 903.8
        return _commander_copies(low)
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
    count = p.get("count")
    if verb == "copy_spell" and p.get("what") == "self" and isinstance(count, dict) \
            and set(count) == {"commander_casts"} \
            and set(p) == {"what", "new_targets", "count"}:  # 903.8 (count_phrases.py)
        from mtg_engine.cards.oracle.amount_render import commander_casts

        return "", f"copy it for each {commander_casts(count)}" \
            + (_NEW_TARGETS if p["new_targets"] else "")
    return None
