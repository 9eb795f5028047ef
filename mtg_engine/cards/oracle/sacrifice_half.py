""""Each opponent sacrifices half the creatures they control, rounded up." (701.17a, 107.1a:
half of the matching permanents each player controls, rounded as the text says; Vona's
Hunger, Rakdos the Defiler, Curse of the Cabal): the `sacrifice_chosen` effect with `half`
("up" / "down") in place of a count, counted for each player as the effect resolves
(608.2h). The noun is read by the compiler's own reading of "Each player sacrifices two
<noun>." so that its words are the ones the rest of the compiler renders."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_HALF = re.compile(r"^(?P<who>.+?) (?P<verb>sacrifices|sacrifice) half the (?P<noun>[^,]+?) "
                   r"(?P<whose>they|you) control, rounded (?P<half>up|down)\.?$")


def lower_sentence(ctx: Any, sentence: str,
                   compile_effects: Callable[[Any, str], Any]) -> list[dict[str, Any]] | None:
    m = _HALF.match(sentence.strip())
    if m is None or (m.group("verb") == "sacrifice") != (m.group("who").lower() == "you") \
            or (m.group("whose") == "you") != (m.group("who").lower() == "you"):
        return None
    targets = len(ctx.targets)
    base = compile_effects(ctx, f"{m.group('who')} sacrifices two {m.group('noun')}."
                            if m.group("who").lower() != "you"
                            else f"Sacrifice two {m.group('noun')}.")
    if not base or len(base) != 1 or "sacrifice_chosen" not in base[0]:
        del ctx.targets[targets:]
        return None
    p = dict(base[0]["sacrifice_chosen"])
    if p.pop("count", None) != 2 or set(p) - {"filter", "who"}:
        del ctx.targets[targets:]
        return None
    return [{"sacrifice_chosen": {**p, "half": m.group("half")}}]


def render(who: str, verb: str, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase): "sacrifices half the creatures they control, rounded up";
    `verb` is "sacrifice" in the form the subject takes."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    whose = "you" if who == "you" else "they"
    noun = describe_filter(dict(p["filter"]), plural=True)
    return who, f"{verb} half the {noun} {whose} control, rounded {p['half']}"
