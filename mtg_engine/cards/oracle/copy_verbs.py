"""Oracle text of the copy verbs beside a copy of an instant or sorcery spell (copy_control.py)
-> card DSL, and back.

Read here (each refused unless the whole effect is one of these shapes):
- "Copy target triggered ability you control. You may choose new targets for the copy."
  (Strionic Resonator), "Copy target activated or triggered ability you control. ..."
  (Lithoform Engine): `copy_ability` (707.10, 707.10b-c; rules/ability_copies.py);
- "Copy target permanent spell you control [three times]." (Lithoform Engine, Myojin of
  Cryptic Dreams): `copy_spell` without new targets; the copy becomes a token as it resolves
  (707.10f, 608.3b);
- "~ becomes a copy of target <permanent> until end of turn." (Mirage Mirror) and "~ becomes a
  copy of target <permanent>, except it has this ability." (Thespian's Stage): `become_copy`
  (707.4, 707.9a; rules/become_copy.py); in a trigger "that creature" may be the one becoming
  the copy.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import target_spec

_NEW_TARGETS = ". you may choose new targets for the copy"
_COPY_ABILITY = re.compile(r"copy target ((?:activated or )?triggered ability you control)"
                           + re.escape(_NEW_TARGETS))
_TIMES = {"two": 2, "three": 3}
_COPY_PERMANENT_SPELL = re.compile(r"copy target (permanent spell you control)(?: (two|three) "
                                   r"times)?")
# (the object copied a target, or ~: "that creature becomes a copy of ~" (Permeating Mass) uses
# ~'s last known copiable values once it has left the battlefield, 608.2h, rules/become_copy;
# a target gone stops the ability, 608.2b)
_BECOME_COPY = re.compile(r"(~|that creature) becomes a copy of ((?:another )?target .+?|~)"
                          r"( until end of turn|, except it has this ability)?")
# the permanents "becomes a copy of target ..." may name (707.4: a permanent to copy)
_PERMANENT_KINDS = ("creature", "permanent")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The whole effect of this area (no final period), or None."""
    if ctx.targets:
        return None
    low = text.strip().lower().rstrip(".")
    m = _COPY_ABILITY.fullmatch(low)
    if m:  # 707.10, 707.10c
        spec = target_spec(m.group(1))
        assert spec is not None
        return [{"copy_ability": {"what": ctx.add_target(spec), "new_targets": True}}]
    m = _COPY_PERMANENT_SPELL.fullmatch(low)
    if m:  # 707.10, 707.10f
        spec = target_spec(m.group(1))
        assert spec is not None
        eff: dict[str, Any] = {"what": ctx.add_target(spec)}
        if m.group(2):
            eff["count"] = _TIMES[m.group(2)]
        return [{"copy_spell": eff}]
    m = _BECOME_COPY.fullmatch(low)
    if m and ctx.on_permanent:  # 707.4
        what, of = (_copy_ref(ctx, g) for g in m.group(1, 2))
        if what is None or of is None or what == of \
                or (m.group(3) and m.group(3) != " until end of turn" and what != "self"):
            del ctx.targets[:]  # (nothing read: no target either)
            return None
        eff = {"what": what, "of": of}
        if m.group(3) == " until end of turn":
            eff["until"] = "end_of_turn"
        elif m.group(3):
            eff["with_this_ability"] = True  # 707.9a
        return [{"become_copy": eff}]
    return None


def _subject(refs: Any, ref: str) -> str:
    return "~" if ref == "self" else refs.obj(ref)


def _copy_ref(ctx: Any, words: str) -> str | None:
    """"~", "that creature" (what the trigger's event involved, 603.2) or "target <kind>"."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    if words == "~":
        return "self"
    if words == "that creature":
        event = EVENT_REFERENT.get()
        return "remembered" if event is not None and event.kind == "remembered" \
            and not event.player else None
    # "another target creature" (Cryptoplasm): a creature other than the source (115.3)
    spec = target_spec(words.removeprefix("target ").replace("another target ", "another ", 1))
    if spec is None or spec["kind"] not in _PERMANENT_KINDS:
        return None
    return ctx.add_target(spec)


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of an effect of this area, or None if it isn't one."""
    if verb == "copy_ability" and p.get("new_targets") and set(p) == {"what", "new_targets"}:
        return "", f"copy {refs.obj(p['what'])}{_NEW_TARGETS}"
    if verb == "copy_spell" and set(p) <= {"what", "count"} and isinstance(p["what"], str) \
            and p["what"].startswith("target") and p.get("count", 1) in (1, *_TIMES.values()):
        spec = refs.targets[int(p["what"].partition(":")[2] or 0)]
        if spec["kind"] != "permanent_spell":
            return None
        times = {v: f" {k} times" for k, v in _TIMES.items()}.get(p.get("count", 1), "")
        return "", f"copy {refs.obj(p['what'])}{times}"
    if verb == "become_copy" and set(p) - {"until", "with_this_ability"} == {"what", "of"} \
            and p.get("until", "") in ("", "end_of_turn") \
            and p.get("with_this_ability", False) in (False, p["what"] == "self"):
        tail = " until end of turn" if p.get("until") else \
            ", except it has this ability" if p.get("with_this_ability") else ""
        return _subject(refs, p["what"]), f"becomes a copy of {_subject(refs, p['of'])}{tail}"
    return None

