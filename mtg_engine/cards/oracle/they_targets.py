"""608.2c: "They" naming the objects of one plural "target" word of the sentence before:

  Tap up to two target nonland permanents. They don't untap during their controller's next
      untap step.  (Tamiyo, Field Researcher)

is read (and compared by the round trip, render.normalise) as "Those permanents don't untap
...", the wording the compiler reads (502.3: each untaps in its controller's untap step)."""

from __future__ import annotations

import re

# (the plural noun of the target word; only before "don't untap ..." for now)
_THEY = re.compile(r"(\b[Tt]arget (?:[a-z]+ )*?([a-z]+)s\b[^.]*\.) They (?=don't untap during "
                   r"their controller's next untap step\b)")


def as_those(text: str) -> str | None:
    """The text with such a "They" said as "Those <noun>s", or None."""
    out = _THEY.sub(lambda m: f"{m[1]} Those {m[2]}s ", text)
    return out if out != text else None


NORMALISE = (r"(\btarget (?:[a-z]+ )*?([a-z]+)s\b[^.]*\.) they (?=don't untap during their "
             r"controller's next untap step\b)", r"\1 those \2s ")
