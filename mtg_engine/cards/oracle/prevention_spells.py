"""615.1a: a static prevention effect on the damage spells would deal (a source on the stack,
608.2, 609.7a: the damage of an instant or sorcery as it resolves; not an ability's):

  If a spell would deal damage to you or another permanent you control, prevent that damage.
                                                              (Rem Karolus, Stalwart Slayer)

One replacement per recipient named ("you"; "another permanent you control": each other
permanent its controller controls as the damage would be dealt), each with `source: spell`
(rules/replacement_watch.damage_watched) and `text` "if_spell" for the round trip."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^If a spell would deal damage to (?P<to>.+), prevent that damage\.$")
_RECIPIENTS: dict[str, dict[str, Any]] = {
    "you": {"affects": "you"},
    "~": {"affects": "self"},
    "another permanent you control": {"affects": "filter",
                                      "filter": {"controller": "you", "other": True}},
}


def read(para: str) -> list[dict[str, Any]] | None:
    """The replacements of such a paragraph, or None."""
    m = _SENTENCE.match(para)
    if m is None:
        return None
    parts = m.group("to").split(" or ")
    if len(parts) > 2 or any(p not in _RECIPIENTS for p in parts) or len(set(parts)) < len(parts):
        return None
    return [{"event": "damage", "instead": "prevent", "source": "spell", "text": "if_spell",
             **_RECIPIENTS[p]} for p in parts]


def render(reps: list[dict[str, Any]]) -> str | None:
    """`read`'s paragraph back, or None for other replacements."""
    if not reps or any(r.get("text") != "if_spell" for r in reps):
        return None
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = []
    for r in reps:
        body = {k: v for k, v in r.items() if k not in ("event", "instead", "source", "text")}
        word = next((w for w, b in _RECIPIENTS.items() if b == body), None)
        if word is None or r.get("source") != "spell" or r.get("instead") != "prevent":
            raise RenderError("a prevention of the damage spells would deal")
        words.append(word)
    return f"If a spell would deal damage to {' or '.join(words)}, prevent that damage."
