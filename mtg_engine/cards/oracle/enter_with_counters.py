"""A card put onto the battlefield with counters on it (122.6, 614.1c): "Return target
creature card from your graveyard to the battlefield with a lifelink counter on it."
(Unbreakable Bond), "... with a -1/-1 counter on it." (Persist), "When enchanted creature
dies, return that card to the battlefield under your control with a +1/+1 counter on it."
(Unholy Indenture).

The permanent enters with those counters: they are on it as it arrives, so they count as put
on it (122.6: "Whenever a counter is put on ..." triggers see them, and effects that change
how many counters are put apply, 614.16), and a creature with a -1/-1 counter and toughness 1
dies at once (704.5f). The DSL is the `move` verb's `with_counters: {kind: N}`
(effects/verbs.v_move -> rules/zones.move_object's `counters`).

The text is read without the "with ... on it" words (by the whole compiler), and the one
instruction that moves a card onto the battlefield gets the counters; the round trip renders
them back after that instruction.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.parse import NUMBERS

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}
_WITH = re.compile(r"(?<=\bthe battlefield)(?P<rest>(?: tapped)?(?: under (?:its owner's|your) "
                   r"control)?) with (?P<n>an?|two|three|four|five) (?P<kind>[+-]\d+/[+-]\d+|"
                   r"first strike|[a-z]+) (?P<word>counters?) on it(?=\.)")


def lower_in(ctx: Any, text: str,
             compile_effects: Callable[[Any, str], list[dict[str, Any]] | None]
             ) -> list[dict[str, Any]] | None:
    """`lower_text` with the compiler's `compile_effects` in `ctx` (oracle/effects.py), `ctx`
    left as it was when the text isn't read here."""
    if " counter" not in text or "battlefield" not in text or '"' in text:
        return None  # (a quoted ability is read as an ability of its own: triggers.py)
    return read_or_restore(ctx, lambda: lower_text(text, lambda rest: compile_effects(ctx, rest)))


def read_or_restore(ctx: Any, read: Callable[[], list[dict[str, Any]] | None]
                    ) -> list[dict[str, Any]] | None:
    """`read()`'s effects, or None with `ctx` (an effects.Ctx) as it was before: a reading
    that failed leaves no target or subject behind for the next one."""
    saved = (list(ctx.targets), ctx.subject, ctx.countered, ctx.after_counter)
    got = read()
    if not got:
        ctx.targets[:], ctx.subject, ctx.countered, ctx.after_counter = saved
        return None
    return got


def lower_text(text: str, compile_rest: Callable[[str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` whose one "... the battlefield with N <kind> counters on it" is
    read here, or None when it has no such words (or the rest isn't read)."""
    found = list(_WITH.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    n = NUMBERS[m.group("n")]
    if (n == 1) != (m.group("word") == "counter") or not _known(m.group("kind")):
        return None
    got = compile_rest(text[:m.start("rest")] + m.group("rest") + text[m.end():])
    if not got:
        return None
    moves = [e for e in _walk(got) if _enters(e)]
    if len(moves) != 1:
        return None
    moves[0]["move"]["with_counters"] = {m.group("kind"): n}
    return got


def _known(kind: str) -> bool:
    """A kind of counter whose meaning the engine gives it (122.1, parse.counter_kind), or a
    keyword counter (122.1b, rules/keyword_counters.py)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood, counter_kind
    from mtg_engine.rules.keyword_counters import KEYWORD_COUNTERS

    if kind in KEYWORD_COUNTERS:
        return True
    try:
        counter_kind(kind)
    except NotUnderstood:
        return False
    return True


def _enters(e: dict[str, Any]) -> bool:
    p = e.get("move")
    return isinstance(p, dict) and p.get("to") == "battlefield" and len(e) == 1


def _walk(effects: Any) -> list[dict[str, Any]]:
    """Every effect in `effects`, those inside another's parameters too."""
    out: list[dict[str, Any]] = []
    if isinstance(effects, list):
        for e in effects:
            out += _walk(e)
    elif isinstance(effects, dict):
        if len(effects) == 1 and isinstance(next(iter(effects.values())), dict):
            out.append(effects)
        for v in effects.values():
            out += _walk(v)
    return out


def suffix(p: dict[str, Any]) -> str:
    """" with a lifelink counter on it" (after the move's own words)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    got = dict(p["with_counters"])
    if len(got) != 1:
        raise RenderError("counters of several kinds as it enters")
    (kind, n), = got.items()
    if n not in _WORDS:
        raise RenderError("that many counters as it enters")
    art = ("an" if kind[:1] in "aeiou" else "a") if n == 1 else _WORDS[n]
    return f" with {art} {kind} {'counter' if n == 1 else 'counters'} on it"

