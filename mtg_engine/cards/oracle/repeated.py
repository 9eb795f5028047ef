"""An instruction said again (608.2c: the instructions are followed in the order written):

  When Jadelight Ranger enters the battlefield, it explores, then it explores again.

"<A>, then <A> again" is read as the instruction A twice ("<A>. <A>."; in a triggered ability
of ~ the first "it" may already read "~": triggers._it_is_self); the round trip reads the
printed words the same way (render.normalise, `NORMALISE`)."""

from __future__ import annotations

import re

# (within one sentence; not inside a quoted ability)
_AGAIN = re.compile(r"(?<![^.,:\s])(?P<what>[A-Za-z~][^.,:\"]*?), then (?P<again>[a-z~][^.,:\"]*?)"
                    r" again(?=[.,]|$)")


def _same(a: str, b: str) -> bool:
    """The same instruction: the same words, "it" and "~" alike as the subject."""
    def plain(s: str) -> str:
        return re.sub(r"^(it|~) ", "~ ", s[0].lower() + s[1:])
    return plain(a) == plain(b)


def as_twice(text: str) -> str | None:
    """The text with each "<A>, then <A> again" said as A twice, or None."""
    def twice(m: re.Match[str]) -> str:
        what = m["what"]
        if not _same(what, m["again"]):
            return m.group(0)
        return f"{what}. {what[0].upper()}{what[1:]}"

    out = _AGAIN.sub(twice, text)
    return out if out != text else None


# render.normalise: the printed words read as the rendering says them (lower case there:
# "it explores and explores", one subject for the two instructions)
NORMALISE = ((r"\b(it|~) ([^.,:\"]+?), then (?:it|~) \2 again(?=[.,]|$)", r"\1 \2 and \2"),)
