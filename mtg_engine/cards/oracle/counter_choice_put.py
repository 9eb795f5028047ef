"""A counter of a kind chosen as the instruction is carried out (608.2d, 122.1), and back:

  {R}, {T}, Discard a card: Put a +0/+1 counter or a +1/+0 counter on target creature.
                                                                          (Dwarven Armorer)
  Create two 4/5 green Spirit creature tokens. For each of them, put your choice of a vigilance
  counter, a reach counter, or a trample counter on it.                (Invoke the Ancients)

-> `put_counter_choice` {what, kinds} (effects/counter_choice_put.py); `said` "choice" for "your
choice of ...", "each" for the tokens' "For each of them, ..." (token_followups.py)."""

from __future__ import annotations

import re
from typing import Any

_KIND = r"(?:[+-]\d/[+-]\d|first strike|double strike|[a-z]+)"
_OR = re.compile(rf"^Put an? ({_KIND}) counter or an? ({_KIND}) counter on (.+)$")
_CHOICE = re.compile(rf"^(?P<each>For each of them, p|P)ut your choice of an? ({_KIND}) counter, "
                     rf"an? ({_KIND}) counter, or an? ({_KIND}) counter on (?P<on>it)$")


def _known(kinds: list[str]) -> bool:
    from mtg_engine.cards.oracle.counter_kinds import known_kind

    return len(set(kinds)) == len(kinds) and all(known_kind(k) for k in kinds)


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """"Put a X counter or a Y counter on <object>" (no final period), or None."""
    from mtg_engine.cards.oracle.effects import compile_effects

    m = _OR.fullmatch(sentence.strip())
    if m is None or not _known([m.group(1), m.group(2)]):
        return None
    before = len(ctx.targets)
    first = compile_effects(ctx, f"Put a {m.group(1)} counter on {m.group(3)}.")
    body = first[0].get("put_counters") if first and len(first) == 1 else None
    if not isinstance(body, dict) or set(body) != {"kind", "what", "count"} \
            or body["count"] != 1:
        del ctx.targets[before:]
        return None
    return [{"put_counter_choice": {"what": body["what"], "kinds": [m.group(1), m.group(2)]}}]


def created_followup(sentence: str, plural: bool) -> dict[str, Any] | None:
    """"[For each of them, p]ut your choice of a X counter, a Y counter, or a Z counter on it"
    about the tokens just created (token_followups.py), or None."""
    m = _CHOICE.fullmatch(sentence.strip())
    if m is None or not _known([m.group(2), m.group(3), m.group(4)]) \
            or bool(m.group("each").startswith("For")) != plural:
        return None
    return {"put_counter_choice": {"what": "created", "kinds": [m.group(2), m.group(3),
                                                                m.group(4)],
                                   "said": "each" if plural else "choice"}}


def _a(kind: str) -> str:
    return f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind} counter"


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of a `put_counter_choice` effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    kinds = list(p["kinds"])
    if p.get("said") in ("choice", "each") and len(kinds) == 3 and p["what"] == "created":
        head = "for each of them, put" if p["said"] == "each" else "put"
        return "", f"{head} your choice of {_a(kinds[0])}, {_a(kinds[1])}, or {_a(kinds[2])} " \
            "on it"
    if len(kinds) != 2 or p.get("said"):
        raise RenderError("a choice of counters")
    return "", f"put {_a(kinds[0])} or {_a(kinds[1])} on {refs.obj(p['what'])}"
