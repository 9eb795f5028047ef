"""Soulbond's paired statics (702.95c-d), read for the compiler and rendered back:

  As long as ~ is paired with another creature, each of those creatures gets +1/+1.
  As long as ~ is paired with another creature, both creatures have flying.
  As long as ~ is paired with another creature, each of those creatures has "{T}: ...".

-> the static the same words say of ~ alone ("~ gets +1/+1.", read by statics._static), an
anthem (or a "continuous" static for abilities in quotes, read as "Enchanted creature has
..." says them), with `affects` "paired": the two paired creatures while they are paired
(rules/soulbond.py), nothing otherwise. "Both creatures have" is the wording of keywords
only; "each of those creatures" that of the others (the printed cards say them so).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

_HEAD = "As long as ~ is paired with another creature, "
_KINDS = ("anthem", "continuous")  # ("continuous": abilities in quotes, 613.1f)
_PARA = re.compile(re.escape(_HEAD) + r"(?P<subject>each of those creatures (?P<verb>gets|has)|"
                   r"both creatures have) (?P<rest>.+)\.(?P<quote>\"?)")


def lower(para: str, read: Callable[[str], dict[str, Any] | None]
          ) -> list[dict[str, Any]] | None:
    """The paired static of such a paragraph, or None. `read` reads one static paragraph."""
    m = _PARA.fullmatch(para)
    if m is None:
        return None
    verb = m.group("verb") or "has"
    rest = f"{m.group('rest')}.{m.group('quote')}"
    st = read(f"~ {verb} {rest}")
    if st is None and m.group("quote"):  # ("This creature" in quotes: each of them)
        st = read(f"Enchanted creature {verb} {rest}")
        if st is not None and next(iter(st.values())).pop("filter", None) != {
                "types": ["Creature"]}:
            return None
    if st is None or len(st) != 1 or next(iter(st)) not in _KINDS:
        return None
    kind = next(iter(st))
    if st[kind].get("affects") not in ("self", "enchanted") \
            or st[kind].get("as_long_as") is not None:
        return None
    out = copy.deepcopy(st)
    out[kind]["affects"] = "paired"
    if _wording(out) != m.group("subject").split()[0]:
        return None  # (the wording the render gives back)
    return [out]


def _wording(st: dict[str, Any]) -> str:
    """"both" for keywords only, else "each"."""
    if "anthem" not in st:
        return "each"  # (abilities in quotes: a "continuous" static)
    a = st["anthem"]
    only_keywords = bool(a.get("keywords")) and not a.get("power") and not a.get("toughness") \
        and set(a) <= {"affects", "keywords"}
    return "both" if only_keywords else "each"


def render(items: list[dict[str, Any]]) -> str | None:
    """The paragraph of `lower`'s static, or None if it isn't one."""
    if len(items) != 1 or len(items[0]) != 1 or next(iter(items[0])) not in _KINDS \
            or next(iter(items[0].values())).get("affects") != "paired":
        return None
    from mtg_engine.cards.oracle.render_statics import render_static

    alone = copy.deepcopy(items[0])
    body = next(iter(alone.values()))
    if "continuous" in alone:  # ("This creature" in its quotes: as an Aura's says it)
        body.update(affects="enchanted", filter={"types": ["Creature"]})
    else:
        body["affects"] = "self"
    said = render_static(alone)
    m = re.fullmatch(r"(?:~|Enchanted creature) (gets|has) (.+)\.(\"?)", said)
    if m is None:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("a paired static")
    if _wording(items[0]) == "both":
        return f"{_HEAD}both creatures have {m.group(2)}.{m.group(3)}"
    return f"{_HEAD}each of those creatures {m.group(1)} {m.group(2)}.{m.group(3)}"
