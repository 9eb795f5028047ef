"""615.1a: a static prevention effect on the damage spells would deal (a source on the stack,
608.2, 609.7a: the damage of an instant or sorcery as it resolves; not an ability's):

  If a spell would deal damage to you or another permanent you control, prevent that damage.
                                                              (Rem Karolus, Stalwart Slayer)
  If a spell you control would deal damage to an opponent, prevent that damage. Create a 3/1
  red Elemental Shaman creature token with haste for each 1 damage prevented this way.
                                                              (Hostility)

One replacement per recipient named ("you"; "another permanent you control": each other
permanent its controller controls as the damage would be dealt; "an opponent"), each with
`source: spell` (rules/replacement_watch.damage_watched; "a spell you control": its
`source_filter` names the controller) and `text` "if_spell" for the round trip. 615.5: the
tokens created for each 1 damage prevented are the additional effect `after_prevented`
"tokens:<token key>" (rules/prevention_after.py)."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"^If a spell (?P<yours>you control )?would deal damage to (?P<to>.+?), "
                       r"prevent that damage\.(?: (?P<after>Create .+ for each 1 damage "
                       r"prevented this way\.))?$")
_PER_PREVENTED = " for each 1 damage prevented this way."
_RECIPIENTS: dict[str, dict[str, Any]] = {
    "you": {"affects": "you"},
    "an opponent": {"affects": "opponent"},
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
    extra: dict[str, Any] = {"source_filter": {"controller": "you"}} if m.group("yours") else {}
    if m.group("after"):
        token = _token(m.group("after"))
        if token is None or len(parts) != 1:
            return None
        extra["after_prevented"] = f"tokens:{token}"
    return [{"event": "damage", "instead": "prevent", "source": "spell", "text": "if_spell",
             **_RECIPIENTS[p], **extra} for p in parts]


def _token(sentence: str) -> str | None:
    """615.5: "Create a 3/1 red Elemental Shaman creature token with haste for each 1 damage
    prevented this way." -> the key of that one token (defined with the card's tokens, 111.4),
    or None."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    one = sentence[:-len(_PER_PREVENTED)] + "."
    got = compile_effects(Ctx(), one)
    if not got or len(got) != 1 or set(got[0]) != {"create_token"}:
        return None
    made = got[0]["create_token"]
    if set(made) != {"token", "count"} or made["count"] != 1:
        return None
    return str(made["token"])


def render(reps: list[dict[str, Any]]) -> str | None:
    """`read`'s paragraph back, or None for other replacements."""
    if not reps or any(r.get("text") != "if_spell" for r in reps):
        return None
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = []
    for r in reps:
        body = {k: v for k, v in r.items() if k not in ("event", "instead", "source", "text",
                                                        "source_filter", "after_prevented")}
        word = next((w for w, b in _RECIPIENTS.items() if b == body), None)
        if word is None or r.get("source") != "spell" or r.get("instead") != "prevent" \
                or r.get("source_filter", {"controller": "you"}) != {"controller": "you"}:
            raise RenderError("a prevention of the damage spells would deal")
        words.append(word)
    yours = "you control " if reps[0].get("source_filter") else ""
    said = f"If a spell {yours}would deal damage to {' or '.join(words)}, prevent that damage."
    after = reps[0].get("after_prevented", "")
    if after:
        said += " " + _render_tokens(after)
    return said


def _render_tokens(after: str) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    verb, _, key = after.partition(":")
    if verb != "tokens":
        raise RenderError("a prevention effect's additional effect")
    from mtg_engine.cards.oracle import render as r

    made = r.render_effects([{"create_token": {"token": key, "count": 1}}], [], None)
    return made.rstrip(".") + _PER_PREVENTED
