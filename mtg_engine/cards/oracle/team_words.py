"""102.4: "your team" is shorthand for "you and/or your teammates"; in a game that isn't a
multiplayer game between teams it means the same thing as "you". The engine plays no team
games (no Two-Headed Giant, 810), so these words are read as their "you" wording before a
paragraph is compiled and compared with its rendering ("Knights your team controls have
flying and haste." is "Knights you control have flying and haste.")."""

from __future__ import annotations

# the wordings with "your team" -> the same words with "you" (102.4); "each player on your
# team" and "your teammates" name other players and are left as they are
_SAME = (("your team controls", "you control"),
         ("under your team's control", "under your control"),
         ("your team gained life", "you gained life"))


def as_you(text: str) -> str:
    """`text` with each "your team" wording of `_SAME` as its "you" wording."""
    if "your team" not in text:
        return text
    for team, you in _SAME:
        text = text.replace(team, you)
    return text
