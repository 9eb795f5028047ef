"""A permanent shuffled into its owner's library (701.20a, 701.20c; 108.3: the owner's, not
the controller's), in the Oracle compiler:

  Choose target artifact or enchantment. Its owner shuffles it into their library.
                                                    (Deglamer, Unravel the Aether)
  The owner of target nonland permanent shuffles it into their library, then draws two cards.
                                                    (Oblation: the owner draws, 108.3)
  {2}, {T}: Shuffle target nontoken permanent you control into its owner's library.
                                                    (Rishadan Pawnshop)

-> `shuffle_into_library` {what: target, said: <wording>} (effects/permanent_verbs.py: the
object put into its owner's library, then that library shuffled); Oblation's draw is the
target's owner's (`who: target_owner`, effects/references.py: as it last existed, 400.7)."""

from __future__ import annotations

import re
from typing import Any

# the wordings (`said`) -> the sentence, its permanent "{what}"
SAID = {"choose": "choose {what}. Its owner shuffles it into their library",
        "owner_of": "the owner of {what} shuffles it into their library",
        "shuffle": "shuffle {what} into its owner's library"}
_TEXTS = {
    "choose": re.compile(r"Choose target (?P<what>[^.]+)\. Its owner shuffles it into their "
                         r"library\."),
    "owner_of": re.compile(r"The owner of target (?P<what>[^.,]+) shuffles it into their "
                           r"library(?:, then draws (?P<n>two|three) cards)?\."),
    "shuffle": re.compile(r"Shuffle target (?P<what>[^.]+) into its owner's library\.")}
_KINDS = ("permanent", "creature", "artifact", "enchantment", "land", "planeswalker")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effects of a whole text above, or None."""
    from mtg_engine.cards.oracle.phrases import NUMBERS, target_spec

    if ctx.targets:
        return None
    for said, pattern in _TEXTS.items():
        m = pattern.fullmatch(text.strip())
        if m is None:
            continue
        spec = target_spec(m.group("what"))
        if spec is None or spec["kind"] not in _KINDS:
            return None
        what = ctx.add_target(spec)
        out: list[dict[str, Any]] = [{"shuffle_into_library": {"what": what, "said": said}}]
        if said == "owner_of" and m.group("n"):
            out.append({"draw": {"count": NUMBERS[m.group("n")], "who": "target_owner"}})
        return out
    return None


def render(refs: Any, effects: list[dict[str, Any]]) -> str | None:
    """The text of `lower_text`'s effects, or None if they aren't those."""
    from mtg_engine.cards.oracle.render_phrases import _num

    first = effects[0].get("shuffle_into_library") if effects else None
    if first is None or set(first) != {"what", "said"} or first["said"] not in SAID:
        return None
    said = SAID[first["said"]].format(what=refs.obj(first["what"]))
    if len(effects) == 2:
        draw = effects[1].get("draw")
        if first["said"] != "owner_of" or draw is None \
                or draw != {"count": draw.get("count"), "who": "target_owner"} \
                or draw["count"] not in (2, 3):
            return None
        said += f", then draws {_num(draw['count'])} cards"
    elif len(effects) != 1:
        return None
    return said[0].upper() + said[1:] + "."
