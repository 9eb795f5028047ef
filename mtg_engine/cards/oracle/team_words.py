"""102.4: "your team" is shorthand for "you and/or your teammates"; in a game that isn't a
multiplayer game between teams it means the same thing as "you". The engine plays no team
games (no Two-Headed Giant, 810), so these words are read as their "you" wording before a
paragraph is compiled and compared with its rendering ("Knights your team controls have
flying and haste." is "Knights you control have flying and haste."). A condition ("if your
team controls another Warrior") is left as printed: conditions_board.py reads it and says it
back (its `team_wordings`); "each player on your team" and "your teammates" name other
players and are left as they are too."""

from __future__ import annotations

import re

# the wordings with "your team" -> the same words with "you" (102.4)
_SAME = ((re.compile(r"(?<!if )(?<!unless )(?<!as long as )your team controls"), "you control"),
         (re.compile(r"under your team's control"), "under your control"))


def as_you(text: str) -> str:
    """`text` with each "your team" wording of `_SAME` as its "you" wording."""
    if "your team" not in text:
        return text
    for team, you in _SAME:
        text = team.sub(you, text)
    return text
