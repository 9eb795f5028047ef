"""A target spell (or permanent) that becomes a colour (105.3, 613.1e), in the Oracle compiler:

  Target spell or permanent becomes red.                                    (Chaoslace)
  {1}{U}: Target spell or permanent becomes the color of your choice until end of turn.
                                                                            (Blind Seer)
  Target instant or sorcery spell becomes the color of your choice.         (Vodalian Mystic)

-> a `continuous` effect setting colours (`set_colors`, or `choose: color`, 608.2d:
rules/chosen_words.py) on the target, until end of turn or, with no duration, for as long as
the object exists (611.2a; a spell that resolves and becomes a permanent is a new object,
400.7, which the effect no longer affects). The engine applies a colour effect to a spell on
the stack (effects/permanent_verbs.py v_continuous, rules/layers.py). A permanent-only target
is read by the grammar (color_change.py, chosen_words.py).
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import target_spec

_SENTENCE = re.compile(r"target (?P<what>spell or permanent|.+? spell) becomes (?P<color>the color "
                       r"of your choice|white|blue|black|red|green|colorless)"
                       r"(?P<eot> until end of turn)?")
_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": ""}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """A sentence above, or None."""
    m = _SENTENCE.fullmatch(s[:1].lower() + s[1:])
    if m is None:
        return None
    if m.group("what") == "spell or permanent":
        spec: dict[str, Any] | None = {"kind": "spell_or_permanent"}
    else:
        spec = target_spec(m.group("what"))
        if spec is None or spec["kind"] != "spell":
            return None
    what = ctx.add_target(spec)
    eff: dict[str, Any] = {"what": what}
    if m.group("color") == "the color of your choice":
        eff["choose"] = "color"
    else:
        eff["set_colors"] = _LETTERS[m.group("color")]
    eff["until"] = "end_of_turn" if m.group("eot") else ""
    return [{"continuous": eff}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such an effect on a target spell, or None."""
    i = _index(p.get("what"))
    if i is None or i >= len(refs.targets) or refs.targets[i]["kind"] not in (
            "spell", "spell_or_permanent") or set(p) - {"what", "until"} not in (
            {"choose"}, {"set_colors"}) or p.get("choose", "color") != "color" \
            or p.get("until", "end_of_turn") not in ("end_of_turn", "") \
            or len(p.get("set_colors", "")) > 1:
        return None
    color = "the color of your choice" if "choose" in p else next(
        k for k, v in _LETTERS.items() if v == p["set_colors"])
    return refs.obj(p["what"]), f"becomes {color}" + (" until end of turn" if p["until"] else "")


def _index(ref: Any) -> int | None:
    if not isinstance(ref, str) or not ref.startswith("target"):
        return None
    base, _, n = ref.partition(":")
    return int(n) if base == "target" and n else (0 if base == "target" else None)
