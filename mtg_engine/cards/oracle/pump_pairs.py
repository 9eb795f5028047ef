"""Two or three subjects each getting their own +N/+N in one sentence (611.2a, 608.2c):

  Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.
      (Rookie Mistake)
  Until end of turn, creatures you control get +1/+1 and creatures your opponents control get
      -1/-1. (Zealous Persecution)

The sentence is read as one sentence per subject, in the order written, each with the
sentence's duration ("Target creature gets +0/+2 until end of turn. Another target creature
gets -2/-0 until end of turn."): the instructions of a spell are carried out in order
whatever joins them (608.2c), and one duration said once covers every clause it ends.
The round trip reads the printed sentence the same way (render.normalise: the duration said
after each clause)."""

from __future__ import annotations

import re

_PT = r"[+-](?:\d+|x)/[+-](?:\d+|x)"
# a subject: words without a verb of its own, a comma or a sentence's end
_SUBJECT = r"(?:(?!\b(?:gets?|gains?|and|has|have|loses?)\b)[^,.;\"])+?"
_CLAUSE = rf"{_SUBJECT} gets? {_PT}"
_DURATION = r" until (?:end of turn|your next turn)"
_PAIRS = re.compile(
    rf"(?:(?<=^)|(?<=\. ))(?P<first>{_CLAUSE})(?:, (?P<second>{_CLAUSE}),)? and "
    rf"(?P<last>{_CLAUSE})(?P<until>{_DURATION})?\.", re.I)


def split(text: str) -> str | None:
    """The text with each such sentence said as one sentence per subject, or None if it has
    none."""
    def sentences(m: re.Match[str]) -> str:
        until = m.group("until") or ""
        parts = [p for p in (m.group("first"), m.group("second"), m.group("last")) if p]
        return " ".join(p[0].upper() + p[1:] + until + "." for p in parts)

    out = _PAIRS.sub(sentences, text)
    return out if out != text else None


# render.normalise: "X gets +1/+1 and Y gets -1/-1 until end of turn" says the duration after
# each clause, as the sentences `split` reads are rendered
NORMALISE = (rf"\b(gets? {_PT})(,| and)(?= {_CLAUSE}(?:, and {_CLAUSE})?({_DURATION})(?=\.|$))",
             r"\1\3\2")
