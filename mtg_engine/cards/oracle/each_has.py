"""A group's static grant said one object at a time (613.1f): "Each creature you control with
a counter on it has "{T}: Add {G}."" (Rishkar, Peema Renegade), "Each Human creature you
control has "{R}, {T}: This creature deals 1 damage to any target."" (Titan of Eternal Fire)
say what "Creatures you control with counters on them have "..."" says: every object of the
group has the ability. The sentence is read in that plural form (copy_control.grant_static);
the round trip compares the two as the same words (render.normalise: "each" dropped, "has" for
"have", the plural's "s" and "them" for "it")."""

from __future__ import annotations

import re

_EACH = re.compile(r"^Each (?P<group>[^\"]+?) (?P<verb>gets [+-]\d+/[+-]\d+ and has|has) "
                   r"(?P<rest>.*\")$")
# the group's head noun, and its counters said of one object
_HEAD = re.compile(r"^((?:other |nontoken |[A-Z][a-z]+ )*)(creature|permanent|artifact|land)\b")
_COUNTER = re.compile(r"\bwith (?:an? ([+-]1/[+-]1|[a-z]+) counter|a counter) on it\b")


def as_group(body: str) -> str | None:
    """"Each <one> has "..."" as "<group> have "..."", or None when it isn't said so."""
    m = _EACH.match(body)
    if m is None:
        return None
    group = m.group("group")
    head = _HEAD.match(group)
    if head is None or " it" in _COUNTER.sub("", group).replace(" its ", " "):
        return None  # (another "it" would name the one object: not a group's words)
    plural = f"{head.group(1)}{head.group(2)}s{group[head.end():]}"
    plural = _COUNTER.sub(lambda c: f"with {c.group(1) + ' ' if c.group(1) else ''}counters "
                                    "on them", plural)
    verb = "have" if m.group("verb") == "has" else m.group("verb").replace("gets", "get") \
        .replace(" has", " have")
    return f"{plural[0].upper()}{plural[1:]} {verb} {m.group('rest')}"
