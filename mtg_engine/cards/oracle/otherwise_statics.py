"""A static ability with an "Otherwise" (611.3a): "Enchanted creature gets +3/+3 as long as
it's a Zombie. Otherwise, it gets -3/-3." (Clutch of Undeath) -> two statics, the second with
the negated condition (exactly one of the two applies at any time), and back. Its mirror,
"Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon."
(Precipitous Drop, So Tiny): the first with the negated condition, the second with it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_FORM = re.compile(r"(?P<first>(?P<subject>Enchanted creature|Equipped creature|~) .+? as long "
                   r"as it's .+?\.) Otherwise, it (?P<rest>.+\.)")


def lower(para: str, read: Callable[[str], dict[str, Any] | None]
          ) -> list[dict[str, Any]] | None:
    """The two statics, or None. `read` reads one static paragraph (statics._static)."""
    from mtg_engine.cards.oracle.conditional_effects import negated
    from mtg_engine.cards.oracle.conditional_statics import conditional_static

    m = _FORM.fullmatch(para)
    if m is None:
        return None
    first = read(m.group("first")) or conditional_static(m.group("first"), read)
    second = read(f"{m.group('subject')} {m.group('rest')}")
    cond = _condition_of(first, second)
    if cond is None or second is None:
        return None
    return [first, {"anthem": {**second["anthem"], "as_long_as": negated(cond)}}]


def _condition_of(conditioned: dict[str, Any] | None, plain: dict[str, Any] | None) -> Any:
    """The condition of two anthems about one object, the first under a condition (not a
    negated one), the second under none; None if they aren't such a pair."""
    if conditioned is None or plain is None or set(conditioned) != {"anthem"} \
            or set(plain) != {"anthem"}:
        return None
    c, p = conditioned["anthem"], plain["anthem"]
    cond = c.get("as_long_as")
    if cond is None or "as_long_as" in p or c.get("affects") != p.get("affects") \
            or (isinstance(cond, dict) and cond.get("negate")):
        return None
    return cond


def render(items: list[dict[str, Any]]) -> str:
    from mtg_engine.cards.oracle.conditional_effects import negated
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.render_statics import render_static, static_forms

    if len(items) != 2 or set(items[0]) != {"anthem"} or set(items[1]) != {"anthem"}:
        raise RenderError("two statics with 'Otherwise'")
    a, b = items[0]["anthem"], items[1]["anthem"]
    if b.get("as_long_as") != negated(a.get("as_long_as")):
        raise RenderError("'Otherwise' with another condition than the negated one")
    first = next((f for f in static_forms(items[0]) if not f.startswith("As long as")
                  and " as long as it's " in f), None)
    if first is None:
        raise RenderError("no 'as long as it's' form")
    other = render_static({"anthem": {k: v for k, v in b.items() if k != "as_long_as"}})
    subject = next((s for s in ("Enchanted creature ", "Equipped creature ", "~ ")
                    if other[:len(s)].lower() == s.lower() == first[:len(s)].lower()), None)
    if subject is None:
        raise RenderError("'Otherwise' about another object")
    return f"{first[0].upper()}{first[1:]} Otherwise, it {other[len(subject):]}"


_INSTEAD = re.compile(r"(?P<first>(?P<subject>Enchanted creature|Equipped creature|~) gets "
                      r"[^.]+?\.) It gets (?P<pt>[^ ]+) instead as long as (?P<cond>.+)\.")


def lower_instead(para: str, read: Callable[[str], dict[str, Any] | None]
                  ) -> list[dict[str, Any]] | None:
    """"<Subject> gets A. It gets B instead as long as C." (611.3a): the two statics, or None."""
    from mtg_engine.cards.oracle.conditional_effects import negated
    from mtg_engine.cards.oracle.conditional_statics import conditional_static

    m = _INSTEAD.fullmatch(para)
    if m is None:
        return None
    first = read(m.group("first"))
    said = f"{m.group('subject')} gets {m.group('pt')} as long as {m.group('cond')}."
    second = read(said) or conditional_static(said, read)
    cond = _condition_of(second, first)
    if cond is None or first is None or second is None:
        return None
    return [{"anthem": {**first["anthem"], "as_long_as": negated(cond)}}, second]


def render_instead(items: list[dict[str, Any]]) -> str | None:
    """The English of `lower_instead`'s two statics, or None for others."""
    from mtg_engine.cards.oracle.conditional_effects import negated
    from mtg_engine.cards.oracle.render_statics import render_static

    if len(items) != 2 or set(items[0]) != {"anthem"} or set(items[1]) != {"anthem"}:
        return None
    a, b = items[0]["anthem"], items[1]["anthem"]
    cond = b.get("as_long_as")
    if cond is None or (isinstance(cond, dict) and cond.get("negate")) \
            or a.get("as_long_as") != negated(cond):
        return None
    first = render_static({"anthem": {k: v for k, v in a.items() if k != "as_long_as"}})
    second = render_static(items[1])
    subject = next((s for s in ("Enchanted creature ", "Equipped creature ", "~ ")
                    if first[:len(s)].lower() == s.lower() == second[:len(s)].lower()), None)
    if subject is None or " as long as " not in second:
        return None
    rest = second[len(subject):].replace(" as long as ", " instead as long as ", 1)
    return f"{first[0].upper()}{first[1:]} It {rest}"
