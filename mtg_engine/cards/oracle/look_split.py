"""The top cards of a library looked at and sent one to each place (401.5, 608.2d):

  Look at the top three cards of your library. Put one of those cards into your hand, one on
  top of your library, and one on the bottom of your library.          (Telling Time)
  Look at the top three cards of your library. Put one of them into your hand, put one of
  them on the bottom of your library, and exile one of them.       (Expressive Iteration)

-> the DSL verb `look_split` (effects/look_split.py): `count` cards looked at, `dests` the
places in the printed order ("hand", "top", "bottom", "exile"), `form` the printed wording."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences

_FORMS = {
    "those": ("Put one of those cards into your hand, one on top of your library, and one on "
              "the bottom of your library.", ["hand", "top", "bottom"]),
    "them": ("Put one of them into your hand, put one of them on the bottom of your library, "
             "and exile one of them.", ["hand", "bottom", "exile"]),
}
_HEAD = "Look at the top three cards of your library. "


# "Look at the top three cards of target player's library. Put one back and the rest into
# that player's graveyard." (Dimir Charm): that player's library, one card left on top
_BACK = re.compile(r"(?:^|(?<=\. ))Look at the top three cards of target player's library\. Put "
                   r"one back and the rest into that player's graveyard\.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text holding one such passage, or None."""
    text = text.strip()
    back = _BACK.search(text)
    if back is not None:
        def middle() -> dict[str, Any]:
            who = ctx.add_target({"kind": "player"})
            return {"look_split": {"count": 3, "dests": ["top", "graveyard", "graveyard"],
                                   "form": "back", "who": who}}

        return between_sentences(ctx, text[:back.start()].strip(), middle,
                                 text[back.end():].strip(), compile_rest)
    for form, (words, dests) in _FORMS.items():
        m = re.search(rf"(?:^|(?<=\. )){re.escape(_HEAD + words)}", text)
        if m is None:
            continue
        body = {"count": 3, "dests": list(dests), "form": form}
        return between_sentences(ctx, text[:m.start()].strip(),
                                 lambda b=body: {"look_split": b},  # type: ignore[misc]
                                 text[m.end():].strip(), compile_rest)
    return None


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `look_split`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p.get("form") == "back":  # (_BACK)
        if p != {"count": 3, "dests": ["top", "graveyard", "graveyard"], "form": "back",
                 "who": p.get("who")}:
            raise RenderError("look_split")
        return "", f"look at the top three cards of {refs.obj(p['who'])}'s library. Put one " \
            "back and the rest into that player's graveyard"
    form = _FORMS.get(str(p.get("form")))
    if form is None or p.get("count") != 3 or list(p.get("dests", ())) != form[1] \
            or set(p) != {"count", "dests", "form"}:
        raise RenderError("look_split")
    return "", (_HEAD + form[0])[0].lower() + (_HEAD + form[0])[1:].rstrip(".")
