"""615.1a: a prevention shield on one object or player for the damage of some sources only:
"Prevent all damage that would be dealt to that creature this turn by colorless sources."
(Lithomancer's Focus) -> the `prevent` effect of kind "to" with `filter` (what the source
must be as the damage would be dealt: rules/replacement_watch.damage_watched), and back."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_TO_BY = re.compile(r"prevent all damage that would be dealt to (?P<to>.+) this turn by "
                    r"(?P<by>[a-z]+ sources)")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# the sources named -> their filter (105.2c: a colorless object has no color)
_BY: dict[str, dict[str, Any]] = {
    "colorless sources": {"colorless": True},
    **{f"{word} sources": {"colors": [c]} for word, c in _COLORS.items()},
}


# 608.2d: the color chosen as it resolves (effects/prevention_sources.py)
_CHOICE = "sources of the color of your choice"
_TO_CHOICE = re.compile(rf"prevent all damage that would be dealt to (?P<to>.+) this turn by "
                        rf"{_CHOICE}")
_FROM_CHOICE = f"prevent all damage that {_CHOICE} would deal this turn"


# 615.1a: "... by creatures target opponent controls" (effects/prevention_sources.from_creatures_of)
_BY_THEIRS = re.compile(r"prevent all (?P<combat>combat )?damage that would be dealt this turn "
                        r"by creatures target (?P<who>opponent|player) controls")


def by_their_creatures(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The shield of "Prevent all [combat] damage that would be dealt this turn by creatures
    target opponent controls", or None."""
    m = _BY_THEIRS.fullmatch(low)
    if m is None:
        return None
    p: dict[str, Any] = {"kind": "creatures_of", "what": ctx.add_target({"kind": m.group("who")})}
    if m.group("combat"):
        p["combat"] = True
    return [{"prevent": p}]


_OTHER_THAN = re.compile(r"prevent all combat damage that would be dealt by creatures other than "
                         r"target creature this turn")
_OTHERS = "prevent all combat damage that other creatures would deal this turn"


# 615.1a, 510.2: "Prevent all combat damage that would be dealt this turn except combat damage
# that would be dealt by enchanted creatures and enchantment creatures." (Inspire Awe): the
# combat damage of every creature that is neither enchanted (303.4) nor an enchantment
_EXCEPT_ENCHANTED = ("prevent all combat damage that would be dealt this turn except combat "
                     "damage that would be dealt by enchanted creatures and enchantment "
                     "creatures")
_NOT_ENCHANTED = {"types": ["Creature"], "enchanted": False, "not_types": ["Enchantment"]}


def except_enchanted(low: str) -> list[dict[str, Any]] | None:
    """The group shield of Inspire Awe's sentence, or None."""
    if low != _EXCEPT_ENCHANTED:
        return None
    return [{"prevent": {"kind": "group", "template": "except_enchanted", "replacements": [
        {"event": "damage", "instead": "prevent", "combat_only": True, "affects": "any",
         "source": "filter", "source_filter": dict(_NOT_ENCHANTED)}]}}]


def render_except_enchanted(p: dict[str, Any]) -> str | None:
    """`except_enchanted`'s sentence back, or None for another shield."""
    if p.get("template") != "except_enchanted":
        return None
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p != except_enchanted(_EXCEPT_ENCHANTED)[0]["prevent"]:  # type: ignore[index]
        raise RenderError("a prevention on creatures neither enchanted nor enchantments")
    return _EXCEPT_ENCHANTED


def by_creatures_except(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """615.1a: every creature's combat damage but one's: "other creatures" (~'s, on a
    permanent) or "creatures other than target creature"; None for another sentence."""
    if low == _OTHERS and ctx.on_permanent:
        return [{"prevent": {"kind": "creatures_except", "what": "self", "combat": True}}]
    if _OTHER_THAN.fullmatch(low):
        what = ctx.add_target({"kind": "creature"})
        return [{"prevent": {"kind": "creatures_except", "what": what, "combat": True}}]
    return None


def lower(low: str, recipient: Callable[[str], Any]) -> list[dict[str, Any]] | None:
    """The shield of such a sentence (lower case, no period), or None. `recipient` reads
    the object or player it is on (effects._damage_recipient)."""
    if low == _FROM_CHOICE:  # 615.1a, 608.2d (Prismatic Strands)
        return [{"prevent": {"kind": "colored_sources", "color_choice": True}}]
    m = _TO_CHOICE.fullmatch(low)
    if m is not None:  # (Avacyn, Guardian Angel)
        what = recipient(m.group("to"))
        return None if what is None else [{"prevent": {"kind": "to", "what": what,
                                                       "color_choice": True}}]
    m = _TO_BY.fullmatch(low)
    if m is None or m.group("by") not in _BY:
        return None
    what = recipient(m.group("to"))
    if what is None:
        return None
    return [{"prevent": {"kind": "to", "what": what, "filter": dict(_BY[m.group("by")])}}]


def render(refs: Any, p: dict[str, Any]) -> str | None:
    """`lower`'s sentence back, or None for a shield without a source filter."""
    said = render_except_enchanted(p)
    if said is not None:
        return said
    if p.get("kind") == "creatures_except":
        from mtg_engine.cards.oracle.render_phrases import RenderError

        if set(p) != {"kind", "what", "combat"}:
            raise RenderError("a prevention on creatures but one")
        if p["what"] == "self":
            return _OTHERS
        return "prevent all combat damage that would be dealt by creatures other than " \
            f"{refs.obj(p['what'])} this turn"
    if p.get("kind") == "creatures_of":
        combat = "combat " if p.get("combat") else ""
        return f"prevent all {combat}damage that would be dealt this turn by creatures " \
            f"{refs.obj(p['what'])} controls"
    if p.get("color_choice"):
        from mtg_engine.cards.oracle.render_phrases import RenderError

        if p == {"kind": "colored_sources", "color_choice": True}:
            return _FROM_CHOICE
        if set(p) != {"kind", "what", "color_choice"} or p["kind"] != "to":
            raise RenderError("a prevention from sources of a chosen color")
        return f"prevent all damage that would be dealt to {refs.obj(p['what'])} this turn " \
            f"by {_CHOICE}"
    if p.get("kind") != "to" or "filter" not in p:
        return None
    by = next((w for w, f in _BY.items() if f == p["filter"]), None)
    if by is None or set(p) != {"kind", "what", "filter"}:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("a prevention shield from some sources")
    return f"prevent all damage that would be dealt to {refs.obj(p['what'])} this turn by {by}"
