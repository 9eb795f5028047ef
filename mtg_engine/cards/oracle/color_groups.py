"""Two colours of one noun said as two groups (105.2, 205.3m): "Green creatures and white
creatures can't block this turn." (Flash of Defiance) names one group, each creature that is
green or white (a green-white creature once); it is "green or white creatures". `rewrite` reads
it so (parse.parse_effect), and the round trip compares the printed text so rewritten
(render._PHRASES: `PATTERN`, `AS`)."""

from __future__ import annotations

import re

_COLOR = r"(white|blue|black|red|green)"
PATTERN = rf"\b{_COLOR} creatures and {_COLOR} creatures\b"
AS = r"\1 or \2 creatures"
_PRINTED = re.compile(rf"(^|\. )([Ww]hite|[Bb]lue|[Bb]lack|[Rr]ed|[Gg]reen) creatures and "
                      rf"{_COLOR} creatures\b")


def rewrite(printed: str) -> str:
    """"Green creatures and white creatures ..." -> "Green or white creatures ..." (the
    subject of a sentence only)."""
    return _PRINTED.sub(r"\1\2 or \3 creatures", printed)
