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


# 107.3c: "{X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of
# that card." (Soul Foundry): the ability's X defined as the exiled card's mana value (`x_is`,
# rules/defined_x.py), its last sentence
_X_IS = re.compile(r"^(?P<body>.+\.) X is the mana value of (?P<what>that card|the exiled "
                   r"card)\.$")


def split_x_is(body: str) -> tuple[str, str]:
    """(the body without its last sentence "X is the mana value of that card.", the words
    naming the card), or (body, "")."""
    m = _X_IS.match(body.strip())
    if m is None:
        return body, ""
    return m["body"], m["what"]


def render(body: str, kind: str) -> str:
    """The rendered body with its ", where X is the number of <kind> counters on ~" back, at
    the end of its first sentence ("... They can't be regenerated." after it)."""
    if not kind:
        return body
    first, dot, rest = body.partition(".")
    return f"{first}, where X is the number of {kind} counters on ~{dot}{rest}"
