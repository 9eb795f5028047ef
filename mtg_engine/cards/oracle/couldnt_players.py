"""The players who couldn't carry out the instruction before (101.4, 608.2c):

  Each player sacrifices a creature or planeswalker. Each player who can't discards a card.
                                                                           (Plaguecrafter)

The first instruction has each player (each opponent) choose in APNAP order; a player with
nothing to choose can't do it. The second names those players: the reference
`each_player_could_not` / `each_opponent_could_not` (effects/references.py, from the first
instruction's record, effects/bounce_chosen.py)."""

from __future__ import annotations

import re
from typing import Any

_WHO_CANT = re.compile(r"^Each (player|opponent) who can't (.+)$")
_REF = {"player": "each_player", "opponent": "each_opponent"}
# the instructions before whose players' "can't" is recorded (each player choosing)
_CHOOSING = ("sacrifice_chosen",)


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """"<each player chooses and does X>. Each player who can't <Y>." -> the two effects,
    the second's player the ones who couldn't; None for another text."""
    sentences = re.split(r"(?<=\.) (?=[A-Z])", text.strip())
    if len(sentences) != 2:
        return None
    m = _WHO_CANT.match(sentences[1])
    if m is None:
        return None
    first = compile_rest(ctx, sentences[0])
    if not first or len(first) != 1 or next(iter(first[0])) not in _CHOOSING \
            or first[0][next(iter(first[0]))].get("who") != _REF[m.group(1)]:
        return None
    second = compile_rest(ctx, f"Each {m.group(1)} {m.group(2)}")
    if not second or len(second) != 1:
        return None
    verb, params = next(iter(second[0].items()))
    if not isinstance(params, dict) or params.get("who") != _REF[m.group(1)] or "if" in params:
        return None
    return [first[0], {verb: {**params, "who": f"{_REF[m.group(1)]}_could_not"}}]
