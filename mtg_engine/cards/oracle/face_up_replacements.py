"""614.1e: "As ~ is turned face up, put five +1/+1 counters on it." (Hooded Hydra) is a
replacement effect: the permanent is turned face up with the counters already on it
(rules/face_down.as_turned_face_up). Oracle text -> DSL replacement, and back."""

from __future__ import annotations

import re
from typing import Any

_TEXT = re.compile(r"^As ~ is turned face up, put (?P<n>an?|one|two|three|four|five|six|seven|"
                   r"eight|nine|ten) (?P<kind>\+1/\+1|[a-z]+) counters? on it\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of such a paragraph, or None."""
    from mtg_engine.cards.oracle.phrases import NUMBERS
    from mtg_engine.cards.oracle.statics import _plain_counter

    m = _TEXT.match(para)
    if m is None or not _plain_counter(m.group("kind")):
        return None
    n = NUMBERS[m.group("n")]
    if (n == 1) != para.endswith(" counter on it."):
        return None  # "put two +1/+1 counter" / "a +1/+1 counters" are not card text
    return {"event": "turned_face_up", "instead": "counters", "amount": n,
            "counter_kind": m.group("kind")}


def render(rep: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS

    if set(rep) != {"event", "instead", "amount", "counter_kind"} \
            or rep["event"] != "turned_face_up" or rep["instead"] != "counters" \
            or not isinstance(rep["amount"], int) or rep["amount"] not in NUM_WORDS:
        return None
    n, kind = rep["amount"], rep["counter_kind"]
    if n == 1:
        return f"As ~ is turned face up, put {'an' if kind[0] in 'aeiou' else 'a'} {kind} " \
            "counter on it."
    return f"As ~ is turned face up, put {NUM_WORDS[n]} {kind} counters on it."
