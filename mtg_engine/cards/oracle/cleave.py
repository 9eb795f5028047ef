"""Cleave (702.148a) in the Oracle compiler: a spell with a cleave cost is read twice, as
printed without its square brackets (702.148b: the words in them are part of it) and with
the text within the brackets removed (the spell cast for its cleave cost, the DSL's
`cleaved`; rules/cleave.py):

  Destroy target [attacking] creature.          -> "Destroy target attacking creature."
                                                   cleaved: "Destroy target creature."
"""

from __future__ import annotations

import re

_BRACKETED = re.compile(r"\s*\[[^\[\]]*\]")


def texts(paras: list[str]) -> tuple[list[str], list[str]] | None:
    """(the paragraphs without their brackets, the paragraphs without the bracketed text), or
    None when the brackets don't pair up."""
    whole = " ".join(paras)
    if whole.count("[") != whole.count("]") or re.search(r"\[[^\]]*\[", whole):
        return None
    plain = [p.replace("[", "").replace("]", "") for p in paras]
    cut = [_tidy(_BRACKETED.sub("", p)) for p in paras]
    return plain, [p for p in cut if p]


def _tidy(text: str) -> str:
    """Spacing and punctuation after a removal ("card, , put" cannot happen: a bracket holds
    its own comma)."""
    text = re.sub(r"\s+([.,])", r"\1", text).strip()
    return re.sub(r"\s{2,}", " ", text)
