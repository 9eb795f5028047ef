""""Change the text of target spell or permanent by replacing all instances of one color word
with another." (612; rules/text_changes.py), read for the compiler and rendered back for its
round trip. The words: one color word, one basic land type, either ("one color word with
another or one basic land type with another"), or one creature type (Artificial Evolution:
"The new creature type can't be Wall."); "until end of turn" or indefinitely."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_WORDS = {"color": "one color word with another",
          "land_type": "one basic land type with another",
          "color_or_land_type": "one color word with another or one basic land type with "
                                "another",
          "creature_type": "one creature type with another"}
_BY_TEXT = {v: k for k, v in _WORDS.items()}
_NOT_WALL = "the new creature type can't be wall"
_TARGETS = {"target spell or permanent": {"kind": "spell_or_permanent"},
            "target permanent": {"kind": "permanent"}}
_SENTENCE = re.compile(
    r"change the text of (target spell or permanent|target permanent) by replacing all "
    rf"instances of ({'|'.join(sorted(_BY_TEXT, key=len, reverse=True))})"
    r"( until end of turn)?(?:\. (the new creature type can't be wall))?")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any] | None = None
               ) -> list[dict[str, Any]] | None:
    """The effect of the sentence (and Artificial Evolution's second one), then those of the
    sentences after it ("Draw a card.", compiled by `compile_rest`), or None."""
    low = text.strip().lower().rstrip(".")
    m = _SENTENCE.fullmatch(low)
    if m is None and compile_rest is not None and ". " in text:
        first, rest = text.strip().split(". ", 1)
        got = lower_text(ctx, first + ".")
        more = compile_rest(ctx, rest) if got is not None else None
        return [*got, *more] if got is not None and more else None
    if m is None or ctx.targets or m.group(2) not in _BY_TEXT:
        return None
    words = _BY_TEXT[m.group(2)]
    if bool(m.group(4)) != (words == "creature_type"):  # (612: the only such rider)
        return None
    eff: dict[str, Any] = {"what": ctx.add_target(dict(_TARGETS[m.group(1)])), "words": words}
    if m.group(3):
        eff["until"] = "end_of_turn"
    if m.group(4):
        eff["not_to"] = ["Wall"]
    return [{"change_text": eff}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) as the renderer takes them."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) - {"what", "words", "until", "not_to"} or p.get("words") not in _WORDS \
            or p.get("until", "end_of_turn") != "end_of_turn" \
            or p.get("not_to", ["Wall"]) != ["Wall"] \
            or ("not_to" in p) != (p["words"] == "creature_type"):
        raise RenderError("change_text")
    out = f"change the text of {refs.obj(p['what'])} by replacing all instances of " \
          f"{_WORDS[p['words']]}"
    if p.get("until"):
        out += " until end of turn"
    if p.get("not_to"):
        out += ". " + _NOT_WALL
    return "", out
