"""A target and the other permanents sharing its name (201.2), in the Oracle compiler:

  Destroy target nonland permanent and all other permanents with the same name as that
  permanent.  (Maelstrom Pulse)
  Target creature and all other creatures with the same name as that creature get -3/-3
  until end of turn.  (Bile Blight)
  ~ deals 1 damage to target creature and each other creature with the same name as that
  creature.  (Izzet Staticaster)

One group: the permanents of the kind with the target's name as the instruction applies,
the target among them (it is of that kind). If the target has become illegal the spell or
ability doesn't resolve (608.2b: its only target); a face-down permanent has no name (708.2)
and shares none. DSL: `{all: <filter>, same_name_as: target}` (effects/references.py); the IR
is an `ir.Obj` of kind "same_name" holding the target (`SameName`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood


@dataclass(frozen=True, slots=True)
class SameName(ir.Obj):
    """"target X and all other Ys with the same name as that X": `target` the target phrase,
    `desc` the group's description."""

    target: ir.Obj | None = None


def same_name_group(items: list[Any]) -> ir.Obj:
    target, desc, noun = items[0], items[1], str(items[2])
    if not isinstance(target, ir.Obj) or target.kind != "target" or target.count != 1 \
            or target.optional or target.desc is None:
        raise NotUnderstood("'all other ... with the same name' after no one target")
    same_kind = desc.nouns == ("permanent",) or set(target.desc.nouns) <= set(desc.nouns)
    if desc.get("other") or desc.get("controller") not in (None, "its_controller") \
            or noun not in target.desc.nouns \
            or not same_kind:
        raise NotUnderstood("a same-name group of another kind than its target")
    return SameName("same_name", desc, target=target)


def same_name_group_theirs(items: list[Any]) -> ir.Obj:
    """108.4: "... and all other creatures its controller controls with the same name as that
    creature" (Declaration in Stone): the group's description controlled by the target's
    controller (`its_controller`, lowered as the reference's `same_controller`)."""
    if not str(items[2]).startswith("its controller"):
        raise NotUnderstood("another controller's same-name group")
    desc = items[1]
    mine = ir.Desc(desc.nouns, (*desc.filter, ("controller", "its_controller")))
    return same_name_group([items[0], mine, items[3]])


def render(refs: Any, ref: dict[str, Any]) -> str:
    """The phrase of a `{all, same_name_as}` reference (render_phrases.Refs.obj)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    t = ref["same_name_as"]
    i = int(t.partition(":")[2] or 0) if t.startswith("target") else -1
    if i < 0 or i >= len(refs.targets) or t in refs.said:
        raise RenderError("same name as no target named here")
    spec = refs.targets[i]
    kind = spec["kind"]
    types = spec.get("filter", {}).get("types", [])
    noun = kind if kind in ("creature", "planeswalker") else (
        types[0].lower() if len(types) == 1 else "permanent")
    # 108.4: "all other creatures its controller controls with the same name" (the target's)
    whose = " its controller controls" if ref.get("same_controller") else ""
    if whose:
        refs.said.add(f"controller_named:{t}")  # ("That player" next: render_phrases.py)
    return f"{refs.obj(t)} and all other {describe_filter(ref['all'], plural=True)}{whose} " \
        f"with the same name as that {noun}"
