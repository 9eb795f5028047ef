""""it" for the source of a triggered ability, named in its trigger condition (the round trip).

Oracle text names the object with the ability by its name in the trigger condition and "it"
after that: "When ~ becomes the target of a spell or ability, sacrifice it." (201.5: the name
means this object; "it" refers back to the last object named.) The DSL says "self" either way;
these are the renderings that say "it". Safe only while "it" can mean nothing else: the
condition names ~, and before the mention no target nor the object the trigger event involved
has been named (render_phrases.Refs.obj), so "Put a +1/+1 counter on target creature. ... put
two counters on it instead" with a DSL saying "self" stays a difference (a misread).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mtg_engine.cards.oracle.render_phrases import REMEMBERED_IT, SELF_IT, RenderError


def they_renderings(render: Callable[[], str]) -> list[str]:
    """The trigger paragraph with the player its event involved said "they" ("Whenever an
    opponent casts a white spell, they lose 2 life"): one player, the only one named before
    (no target said, render_phrases.Refs.obj). Empty when that reads as nothing printed."""
    return remembered_renderings(render, 3)


def remembered_renderings(render: Callable[[], str], mode: int) -> list[str]:
    """The trigger paragraph rendered with REMEMBERED_IT `mode` (how what its event involved
    is said); empty when that reads as nothing printed."""
    token = REMEMBERED_IT.set(mode)
    try:
        return [render()]
    except RenderError:
        return []
    finally:
        REMEMBERED_IT.reset(token)


def self_it_renderings(render: Callable[[], str]) -> list[str]:
    """The trigger paragraph rendered with "it" for ~ after the condition: every time (mode
    1), or only the first time ("remove a +1/+1 counter from it. If you do, ~ deals 1 damage",
    mode 2). Empty when the condition does not name ~."""
    try:
        plain = render()
    except RenderError:
        return []
    condition = plain.split(",", 1)[0]
    if "~" not in condition or "," not in plain:
        return []
    out = []
    for mode in (1, 2):
        text = _rendered_with(render, mode)
        if text is not None and text.split(",", 1)[0] == condition \
                and _only_self_before(plain, text):
            out.append(text)
    return out


def _rendered_with(render: Callable[[], str], mode: int) -> str | None:
    """The paragraph rendered with ~ read as SELF_IT `mode` says; None if it can't be."""
    token = SELF_IT.set(mode)
    try:
        return render()
    except RenderError:
        return None
    finally:
        SELF_IT.reset(token)


# words of the effect that name another object "it" could refer to (a target, the object the
# event involved, an attached permanent, a card searched for)
_OTHER_OBJECT = re.compile(r"\b(target|that|those|enchanted|equipped|it|them|card|token)\b",
                           re.IGNORECASE)


def self_it_activated_renderings(render: Callable[[], str]) -> list[str]:
    """An activated ability's paragraph rendered with "it" for ~ in its effect, every time,
    when its cost names ~ ("{2}, Sacrifice ~: It deals damage equal to the number of charge
    counters on it to any target.": the cost is said first, 602.1a, and as in a trigger
    condition "it" then refers back to ~) or its effect begins with ~ ("{T}: ~ deals damage
    equal to the number of +1/+1 counters on it to target attacking or blocking creature").
    Empty otherwise."""
    try:
        plain = render()
    except RenderError:
        return []
    cost, sep, effect = plain.partition(": ")
    if not sep:
        return []
    out = []
    for mode in (1, 3) if ("~" in cost or effect.startswith("~ ")) else (3,):
        text = _rendered_with(render, mode)
        if text is None or text.partition(": ")[0] != cost:
            continue
        if _only_self_before(plain, text, ": ") if mode == 1 else _it_just_after_self(plain, text):
            out.append(text)
    return out


def _it_just_after_self(plain: str, text: str) -> bool:
    """Whether `text` is `plain` with each ~ after the first one said "it", each in the
    sentence of the mention before it with no other object named between ("untap ~, then
    transform it": "it" refers back to the last object named)."""
    parts = plain.split("~")
    if len(parts) < 3 or text != parts[0] + "~" + "it".join(parts[1:]):
        return False
    return not any("." in between or _OTHER_OBJECT.search(between) for between in parts[1:-1])


def _only_self_before(plain: str, text: str, sep: str = ",") -> bool:
    """Whether `text` is `plain` with some of its ~ after the condition said "it", each where
    the effect has named no other object before it (a check on the words, beside the one in
    render_phrases.Refs, which sees one clause at a time)."""
    parts = plain.split("~")
    said = parts[0]
    rest = text[len(said):] if text.startswith(said) else None
    if rest is None:
        return False
    for part in parts[1:]:
        if rest.startswith("~"):
            rest = rest[1:]
            said += "~"
        elif rest.startswith("it"):
            effect = said.split(sep, 1)[1] if sep in said else ""
            if not effect or _OTHER_OBJECT.search(effect):
                return False
            rest = rest[2:]
            said += "it"
        else:
            return False
        if said.endswith("it") and part.startswith("'s ") and rest.startswith("s "):
            rest, part = rest[1:], part[2:]  # "~'s" said "its" ("switch its power")
            said += "s"
        if not rest.startswith(part):
            return False
        rest = rest[len(part):]
        said += part
    return rest == ""
