"""Anchor words (614.12b, 607): "As ~ enters the battlefield, choose Khans or Dragons." followed
by "• Khans — [ability]" and "• Dragons — [ability]".

614.12b: the replacement effect makes the permanent enter with its controller's choice of one
of the two words; "[Anchor word] — [ability]" means "As long as [anchor word] was chosen as this
permanent entered the battlefield, this permanent has [ability]". The choice is an entering
choice (614.12a, rules/replacement.py: `anchor:Khans|Dragons`, asked through `game.pending`,
kept on the permanent as ("anchor", word) in `GameObject.chosen`, so a copy entering makes its
own, 614.12's first example); each anchored triggered ability carries the condition
{kind: anchor, name: word} (judged here, registered into rules/condition_families.JUDGES):
an ability the permanent doesn't have never triggers (checked as the event happens and again
on resolution, the choice never changing while it stays on the battlefield, 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.filters import chosen_value

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import Condition
    from mtg_engine.state.game_state import GameState

PREFIX = "anchor:"
KEY = "anchor"


def is_anchor(what: str) -> bool:
    return what.startswith(PREFIX)


def words(what: str) -> list[str]:
    """The anchor words of the choice `anchor:Khans|Dragons`."""
    return what[len(PREFIX):].split("|")


def options(what: str, name: str) -> tuple[tuple[int, ...], str]:
    ws = words(what)
    return tuple(range(len(ws))), f"as {name} enters, choose " + \
        " or ".join(f"{w} ({i})" for i, w in enumerate(ws)) + " (614.12b)"


def value(what: str, v: int) -> str:
    return words(what)[v]


def judge(state: GameState, c: Condition, controller: int, source: int) -> bool:
    """614.12b: `c.name` was chosen as the source entered the battlefield."""
    return chosen_value(state, source, KEY) == c.name


__all__ = ["KEY", "PREFIX", "is_anchor", "judge", "options", "value", "words"]
