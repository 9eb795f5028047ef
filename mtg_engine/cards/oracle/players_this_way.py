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


# "Each player may put a land card from their hand onto the battlefield, then each opponent who
# didn't draws a card." (Kynaios and Tiro of Meletis: after any instructions before it)
_DIDNT_PUT = re.compile(
    r"(?:^|(?<=\. ))(?P<first>Each player may put an? (?P<kind>[a-z]+) card from their hand "
    r"onto the battlefield), then each (?P<noun>opponent|player) who didn't "
    r"(?P<rest>[^.\"]+)\.$")


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The two instructions of such a text, or None."""
    got = _lower_didnt_put(ctx, text, compile_rest)
    if got is not None:
        return got
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


def _lower_didnt_put(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """"Each player may put a land card from their hand onto the battlefield, then each
    opponent who didn't draws a card." -> `each_player_puts`, then the instruction for
    {"didnt_put": filter, "of": players}."""
    m = _DIDNT_PUT.search(text.strip())
    if m is None or m.group("kind") not in _KINDS:
        return None
    before = text.strip()[:m.start()].strip()
    n = len(ctx.targets)
    first = compile_rest(ctx, f"{before} {m.group('first')}.".strip())
    who = _PLAYERS[m.group("noun")]
    then = compile_rest(ctx, f"Each {m.group('noun')} {m.group('rest')}.")
    if not first or not then or len(then) != 1 or len(ctx.targets) != n:
        del ctx.targets[n:]
        return None
    put = first[-1].get("each_player_puts")
    verb, body = next(iter(then[0].items()))
    if not isinstance(put, dict) or put.get("zone") != "hand" or not put.get("none_ok") \
            or put.get("filter") != _KINDS[m.group("kind")] or put.get("who", "each_player") \
            != "each_player" or not isinstance(body, dict) or body.get("who") != who:
        return None
    return [*first, {verb: {**body, "who": {"didnt_put": _KINDS[m.group("kind")], "of": who}}}]


def render(ref: dict[str, Any]) -> str:
    """The words of the players such a reference names."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if "didnt_put" in ref:  # ("who didn't": the instruction before said what, 608.2c)
        if set(ref) != {"didnt_put", "of"} or ref["of"] not in _PLAYERS.values():
            raise RenderError("the players who didn't put")
        return "each " + next(n for n, r in _PLAYERS.items() if r == ref["of"]) + " who didn't"

    word = next((w for w, f in _KINDS.items() if f == ref.get("didnt_discard")), None)
    noun = next((n for n, r in _PLAYERS.items() if r == ref.get("of")), None)
    if word is None or noun is None or set(ref) != {"didnt_discard", "of"}:
        raise RenderError("the players who didn't discard")
    article = "an" if word[:1] in "aeiou" else "a"
    return f"each {noun} who didn't discard {article} {word} card this way"
