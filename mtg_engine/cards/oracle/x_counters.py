"""An activated ability whose X, the number of its targets, is a number of counters on its
source (107.3, 601.2c): "{R}, Sacrifice ~: Destroy up to X target lands, where X is the number
of verse counters on ~." (Rumbling Crescendo and the other verse enchantments). X is counted as
the ability is activated, before its costs are paid (601.2h: sacrificing ~ doesn't change it);
the DSL says `x_counters: verse` on the ability (rules/activation.py fixes its X)."""

from __future__ import annotations

import re

_WHERE = re.compile(r"^(?P<body>[^.]*\bX target [^.]*), where X is the number of "
                    r"(?P<kind>[a-z]+) counters on ~\.(?P<rest>(?: [^.X]+\.)*)$")


def split(body: str) -> tuple[str, str]:
    """(the body without its ", where X is ...", the counters' kind), or (body, "") when it
    isn't one sentence whose only X is its number of targets."""
    m = _WHERE.match(body.strip())
    if m is None or len(re.findall(r"\bX\b", m["body"])) != 1:
        return body, ""
    return m["body"] + "." + m["rest"], m["kind"]


def render(body: str, kind: str) -> str:
    """The rendered body with its ", where X is the number of <kind> counters on ~" back, at
    the end of its first sentence ("... They can't be regenerated." after it)."""
    if not kind:
        return body
    first, dot, rest = body.partition(".")
    return f"{first}, where X is the number of {kind} counters on ~{dot}{rest}"
