"""A target and the other permanents sharing a color with it (105.2), in the Oracle compiler:

  ~ deals 2 damage to target creature and each other creature that shares a color with it.
  (Cleansing Beam)
  Target creature and each other creature that shares a color with it get +1/+1 until end of
  turn.  (Wojek Siren)

One group: the target, and each other permanent of the kind that has a color the target has
as the instruction applies (a colorless target shares none: the group is the target alone).
If the target has become illegal the spell or ability doesn't resolve (608.2b: its only
target). DSL: `{all: <filter>, shares_color_with: target}` (effects/references.py); the IR an
`ir.Obj` of kind "shares_color" holding the target (same_name.SameName's shape)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood
from mtg_engine.cards.oracle.same_name import SameName


def shares_color_group(items: list[Any]) -> ir.Obj:
    target, desc = items[0], items[1]
    if not isinstance(target, ir.Obj) or target.kind != "target" or target.count != 1 \
            or target.optional or target.desc is None:
        raise NotUnderstood("'each other ... that shares a color with it' after no one target")
    if desc.get("other") or desc.get("controller") or desc.filter \
            or set(desc.nouns) != set(target.desc.nouns):
        raise NotUnderstood("a group sharing a color of another kind than its target")
    return SameName("shares_color", desc, target=target)


def other_than_target(targets: list[Any], b: Any, on_permanent: bool, f: dict[str, Any]
                      ) -> dict[str, Any]:
    """"Target creature you control gets +2/+1 until end of turn. Each other creature you
    control gets +1/+1 until end of turn." (Phalanx Tactics): in a spell with one target, a
    group "other ..." of the target's kind is the group but that target (115.10, 608.2b: as
    the instruction applies) -> `{all, other_than: target}`; NotUnderstood otherwise (an
    ability of a permanent: other than ~ or than the target?)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    one = targets[0] if len(targets) == 1 else None
    if on_permanent or one is None or one.kind != "target" or one.count != 1 \
            or one.desc is None or set(one.desc.nouns) != set(b.desc.nouns):
        raise NotUnderstood("'other' than something else than ~")
    return {"all": {k: v for k, v in f.items() if k != "other"}, "other_than": "target"}


_OTHERS = re.compile(r"destroy all other creatures that share a color with it")


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Whenever a creature enters the battlefield, destroy all other creatures that share a
    color with it." (Spreading Plague; 105.2, 603.2): "it" the creature the event involved
    (remembered); the group every other creature that has one of its colors as the
    instruction applies (608.2h: as it last existed, if it has left)."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    seed = EVENT_REFERENT.get()
    if not _OTHERS.fullmatch(low) or not ctx.on_permanent or seed is None or seed.player \
            or seed.kind != "remembered" or seed.desc is None \
            or seed.desc.nouns != ("creature",):
        return None
    return [{"destroy": {"what": {"all": {"types": ["Creature"]},
                                  "others_sharing_color_with": "remembered"}}}]


def render(refs: Any, ref: dict[str, Any]) -> str:
    """The phrase of a `{all, shares_color_with}` reference (render_phrases.Refs.obj), or of
    an `{all, others_sharing_color_with: remembered}` one (`lower_sentence`)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if "other_than" in ref:  # (other_than_target)
        if ref["other_than"] != "target" or not refs.targets:
            raise RenderError("other than what")
        return describe_filter({**ref["all"], "other": True}, plural=True)
    if "others_sharing_color_with" in ref:
        if ref["others_sharing_color_with"] != "remembered":
            raise RenderError("sharing a color with what")
        return f"all other {describe_filter(ref['all'], plural=True)} that share a color " \
            "with it"
    t = ref["shares_color_with"]
    i = int(t.partition(":")[2] or 0) if t.startswith("target") else -1
    if i < 0 or i >= len(refs.targets) or t in refs.said:
        raise RenderError("sharing a color with no target named here")
    return f"{refs.obj(t)} and each other {describe_filter(ref['all'])} that shares a color " \
        "with it"
