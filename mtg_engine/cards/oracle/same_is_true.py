""""The same is true for ..." after an instruction naming one keyword (608.2c):

  Whenever Thunderous Orator attacks, it gains flying until end of turn if you control a
  creature with flying. The same is true for first strike, double strike, deathtouch,
  indestructible, lifelink, menace, and trample.

is the instruction said again for each keyword of the list, in that order, that keyword in
place of the first one everywhere in it ("it gains first strike until end of turn if you
control a creature with first strike", ...). `as_each` is a rewriting the compiler tries
(spell_texts.rewritings); `NORMALISE` reads the printed words the same way for the round trip
(render.normalise)."""

from __future__ import annotations

import re

from mtg_engine.cards.oracle.effects import GRANTABLE

_KEYWORDS = "|".join(sorted((re.escape(k) for k in GRANTABLE), key=len, reverse=True))
_SAME = re.compile(rf"(?P<first>[^.]*?\b(?P<kw>{_KEYWORDS})\b[^.]*)\. [Tt]he same is true for "
                   r"(?P<list>[^.]+)\.", re.IGNORECASE)


def _listed(words: str) -> list[str] | None:
    """"first strike, double strike, and trample" -> the keywords, or None."""
    items = [w.strip() for w in re.split(r", and |, | and ", words.strip())]
    return items if items and all(re.fullmatch(_KEYWORDS, w) for w in items) else None


def _expanded(m: re.Match[str], condition_first: bool = False) -> str:
    """The instruction (after a trigger's condition, if any) said for each keyword; with
    `condition_first`, each "X if <condition>" said "if <condition>, X" (the rendering's
    order, 603.4-like wording of render.py)."""
    first, kw = m["first"], m["kw"]
    others = _listed(m["list"])
    if others is None or first.lower().count(kw.lower()) != 2:  # (the gain and its condition)
        return m.group(0)
    at = first.lower().index(kw.lower())
    cut = max(first.rfind(", ", 0, at), first.rfind(": ", 0, at))
    head, clause = (first[:cut + 2], first[cut + 2:]) if cut >= 0 else ("", first.strip())
    said = []
    for word in (kw, *others):
        again = re.sub(rf"\b{re.escape(kw)}\b", word, clause)
        if condition_first:
            c = re.fullmatch(r"(.+?) (if you control .+)", again)
            again = f"{c[2]}, {c[1]}" if c else again
        said.append(again)
    return head + ". ".join(said) + "."


def _normalised(m: re.Match[str]) -> str:
    return _expanded(m, condition_first=True)


def as_each(text: str) -> str | None:
    """The text with "The same is true for ..." said as each instruction, or None."""
    out = _SAME.sub(_expanded, text)
    return out if out != text else None


NORMALISE = ((_SAME.pattern.replace("[Tt]he", "the"), _normalised),)
