"""Oracle text -> "If ~ was kicked with its {1}{U} kicker, it enters the battlefield with two
+1/+1 counters on it and with flying." (the Volvers: 614.1c, 702.33d, 702.33f) and "If ~ was
kicked, it enters the battlefield with a +1/+1 counter on it and with "[ability]."": a
replacement effect of the card itself (the counters, only when that kicker was paid) and a
static ability it has as long as it was kicked that way (the keyword or the quoted ability;
the choice is kept by the permanent the spell became, rules/conditions.cast_info). The plain
"... and with first strike." after "If ~ was kicked" is spell_costs.kicked_counters'.
"""

from __future__ import annotations

import copy
import re
from typing import Any

_KICKED_WITH = re.compile(
    r"^If ~ was kicked(?: with its (?P<cost>(?:\{[0-9WUBRGC]+\})+) kicker)?, it enters the "
    r"battlefield with (?P<n>a|one|two|three|four|five|six) \+1/\+1 counters? on it and with "
    r"(?P<grant>\"[^\"]+\.\"|[a-z ]+\.)$")
_WORDS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_HAS = "~ has "


def read(para: str, dsl: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The replacement effect and the static ability of such a paragraph, or None."""
    m = _KICKED_WITH.match(para)
    if m is None:
        return None
    kicker = dsl.get("kicker") or []
    if m.group("cost") is not None:  # 702.33f: one of two kicker costs
        if len(kicker) < 2 or m.group("cost") not in kicker:
            return None
        i = kicker.index(m.group("cost"))
        condition, when = f"kicked_with_{i}", {"kind": "kicked_with", "count": i}
    elif kicker and m.group("grant").startswith('"'):
        condition, when = "kicked", "kicked"
    else:
        return None
    st = _granted(m.group("grant"))
    if st is None:
        return None
    kind = next(iter(st))
    st[kind]["as_long_as"] = when
    rep = {"event": "enters", "instead": "counters", "counter_kind": "+1/+1",
           "amount": _WORDS[m.group("n")], "condition": condition}
    return rep, st


def _granted(grant: str) -> dict[str, Any] | None:
    """"flying." / "\"Pay 3 life: Regenerate ~.\"" as the static "~ has ..." of the card."""
    from mtg_engine.cards.oracle.statics import _static

    st = _static(f"{_HAS}{grant}")
    if st is None or len(st) != 1:
        return None
    kind, p = next(iter(st.items()))
    if kind == "anthem" and set(p) == {"affects", "keywords"} and p["affects"] == "self":
        return st
    if kind == "continuous" and p.get("affects") == "self" \
            and set(p) in ({"affects", "add_abilities"}, {"affects", "add_triggers"}):
        return st
    return None


def render(rep: dict[str, Any], st: dict[str, Any], kicker: list[str]) -> str:
    """The English of `read`'s replacement effect and static ability."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num
    from mtg_engine.cards.oracle.render_statics import static_forms

    n, condition = rep.get("amount"), rep.get("condition", "")
    if set(rep) != {"event", "instead", "counter_kind", "amount", "condition"} \
            or rep["event"] != "enters" or rep["instead"] != "counters" \
            or rep["counter_kind"] != "+1/+1" or not isinstance(n, int) or not 1 <= n <= 6:
        raise RenderError("replacement")
    head = "If ~ was kicked"
    if condition.startswith("kicked_with_"):
        i = int(condition[len("kicked_with_"):])
        if i >= len(kicker):
            raise RenderError("kicker")
        head += f" with its {kicker[i]} kicker"
        when: Any = {"kind": "kicked_with", "count": i}
    elif condition == "kicked":
        when = "kicked"
    else:
        raise RenderError("replacement")
    plain = copy.deepcopy(st)
    p = next(iter(plain.values()))
    if len(plain) != 1 or p.pop("as_long_as", None) != when:
        raise RenderError("static")
    form = next((f for f in static_forms(plain) if f.startswith(_HAS)), None)
    if form is None:
        raise RenderError("static")
    noun = "counter" if n == 1 else "counters"
    return f"{head}, it enters the battlefield with {_num(n)} +1/+1 {noun} on it and with " \
        f"{form[len(_HAS):]}"
