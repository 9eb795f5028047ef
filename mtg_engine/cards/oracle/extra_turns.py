"""Extra turns (500.7) in the Oracle compiler: "Take an extra turn after this one.", "Target
player takes two extra turns after this one." (read by the grammar: grammar.lark's
`extra_turn`), and the delayed trigger about that turn said after it (603.7):

  Take an extra turn after this one. At the beginning of that turn's end step, you lose the
  game.                                   (Final Fortune, Last Chance, Warrior's Oath)

-> `extra_turn` with `lose_at_end` (rules/extra_turns.py ties the trigger to that turn)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences

_LOSE = re.compile(r"(?:^|(?<=\. ))(?P<turn>Take an extra turn after this one)\. At the "
                   r"beginning of that turn's end step, you lose the game\.")


_SKIP = re.compile(r"(?:^|(?<=\. ))Take an extra turn after this one\. Skip the untap step of "
                   r"that turn\.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text holding a passage above, or None."""
    for pattern, rider in ((_LOSE, "lose_at_end"), (_SKIP, "skip_untap")):
        m = pattern.search(text)
        if m is not None:
            return between_sentences(ctx, text[:m.start()].strip(),
                                     lambda r=rider: {"extra_turn": {r: True}},  # type: ignore[misc]
                                     text[m.end():].strip(), compile_rest)
    return None


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of the DSL `extra_turn`."""
    from mtg_engine.cards.oracle.render import _s
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) - {"who", "count", "lose_at_end", "skip_untap"}:
        raise RenderError("extra_turn")
    who = refs.obj(p["who"]) if "who" in p else ""
    n = int(p.get("count", 1))
    words = {1: "an extra turn", 2: "two extra turns", 3: "three extra turns"}
    riders = bool(p.get("lose_at_end")) + bool(p.get("skip_untap"))
    if n not in words or (riders and (n != 1 or who)) or riders > 1:
        raise RenderError("extra_turn")
    phrase = f"{_s(who, 'take') if who else 'take'} {words[n]} after this one"
    if p.get("lose_at_end"):
        phrase += ". at the beginning of that turn's end step, you lose the game"
    if p.get("skip_untap"):
        phrase += ". skip the untap step of that turn"
    return who, phrase
