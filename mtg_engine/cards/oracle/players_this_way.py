"""The players an instruction before found doing or not doing something "this way" (608.2c: a
record per player of what each did in the resolving effect):

  Each opponent discards a card, then each opponent who didn't discard a nonland card this
  way loses 3 life.                                (Kroxa, Titan of Death's Hunger)
  Each player discards a card. Then each player who didn't discard a creature card this way
  loses 4 life.                                                  (Strongarm Tactics)

-> the second instruction's `who` {"didnt_discard": filter, "of": players}
(effects/references.py, rules/players_this_way.py): each of those players, in APNAP order,
who discarded no card of that kind as this spell or ability resolved (a player with no card to
discard discarded none, 701.8a). Read only when the text is those two instructions alone.
"""

from __future__ import annotations

import re
from typing import Any

_DIDNT = re.compile(
    r"^(?P<who>[Ee]ach (?P<noun>opponent|player)) discards a card(?:, then|\. Then) each "
    r"(?P<noun2>opponent|player) who didn't discard (?P<kind>an? [a-z]+ card) this way "
    r"(?P<rest>[^.\"]+)\.$")
_KINDS = {"nonland": {"not_types": ["Land"]}, "creature": {"types": ["Creature"]},
          "land": {"types": ["Land"]}, "noncreature": {"not_types": ["Creature"]},
          "artifact": {"types": ["Artifact"]}, "instant": {"types": ["Instant"]}}
_PLAYERS = {"opponent": "each_opponent", "player": "each_player"}


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The two instructions of such a text, or None."""
    m = _DIDNT.fullmatch(text.strip())
    if m is None or m.group("noun") != m.group("noun2"):
        return None
    article, _, kind = m.group("kind").partition(" ")
    word = kind.removesuffix(" card")
    if word not in _KINDS or (article == "an") != (word[:1] in "aeiou"):
        return None
    before = len(ctx.targets)
    first = compile_rest(ctx, f"{m.group('who')} discards a card.")
    then = compile_rest(ctx, f"{m.group('who')} {m.group('rest')}.")
    who = _PLAYERS[m.group("noun")]
    if not first or not then or len(first) != 1 or len(then) != 1 \
            or len(ctx.targets) != before:
        del ctx.targets[before:]
        return None
    verb, body = next(iter(then[0].items()))
    dverb, dbody = next(iter(first[0].items()))
    if dverb != "discard" or dbody != {"who": who, "count": 1} \
            or not isinstance(body, dict) or body.get("who") != who:
        return None
    return [first[0], {verb: {**body, "who": {"didnt_discard": _KINDS[word], "of": who}}}]


def render(ref: dict[str, Any]) -> str:
    """The words of the players such a reference names."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    word = next((w for w, f in _KINDS.items() if f == ref.get("didnt_discard")), None)
    noun = next((n for n, r in _PLAYERS.items() if r == ref.get("of")), None)
    if word is None or noun is None or set(ref) != {"didnt_discard", "of"}:
        raise RenderError("the players who didn't discard")
    article = "an" if word[:1] in "aeiou" else "a"
    return f"each {noun} who didn't discard {article} {word} card this way"
