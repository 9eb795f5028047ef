"""The objects an instruction names again, for the renderer (render.py): the target spec a
reference to one or several targets names ("put them on top of your library", 400.3), and a
group of creatures named by the instruction before ("those creatures", "them", 608.2c)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle.amount_render import wording


def target_index(ref: Any) -> int | None:
    """The index of the target spec "target" / "target:N" names (None for another ref)."""
    if isinstance(ref, str) and (ref == "target" or ref.startswith("target:")):
        _, _, n = ref.partition(":")
        return int(n) if n else 0
    return None


def first_target(ref: Any) -> int | None:
    """The (first) target spec a reference names: "target:N", "targets:N" (every target of one
    "any number of target ...") or {"targets": [N, ...]} (one word "target", _merge_targets)."""
    if isinstance(ref, str) and ref.startswith("targets:"):
        return int(ref.partition(":")[2])
    if isinstance(ref, dict) and ref.get("targets"):
        return int(ref["targets"][0])
    return target_index(ref)


def those_again(p: Any, last_what: Any) -> bool:
    """"Those creatures gain vigilance": a pump or grant on the very group of creatures the
    instruction before named (an other wording the round trip tries)."""
    what = p.get("what") if isinstance(p, dict) else None
    return isinstance(what, dict) and what == last_what and set(what) <= {"all",
                                                                         "controlled_by"} \
        and what["all"].get("types") == ["Creature"] and wording("those_group")


def those_first(text: str, before: list[dict[str, Any]], run: list[dict[str, Any]],
                refs: Any) -> str:
    """`text` (the English of `run`, a sentence of its own) saying "those creatures" for the
    group of creatures the instructions `before` it named last ("Creatures you control get
    +1/+1 until end of turn. If you have 5 or less life, those creatures gain indestructible
    ...": the same group, 608.2c), in the wording that says so; else `text` unchanged."""
    last = next(iter(before[-1].values())) if before else None
    first = next(iter(run[0].values())) if run else None
    if not isinstance(first, dict) or not isinstance(last, dict) \
            or not those_again(first, last.get("what")):
        return text
    group = refs.obj(first["what"])
    if not text.lower().startswith(group.lower() + " "):
        return text
    return ("Those" if text[:1].isupper() else "those") + " creatures" + text[len(group):]
