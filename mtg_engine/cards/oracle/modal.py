"""Modal spells (700.2): the line before the bullets says how many modes the caster chooses
("Choose one —", "Choose two —", "Choose one or both —", "Choose one or more —"). Read here
into the DSL's `choose` / `choose_min`, and rendered back for the round trip."""

from __future__ import annotations

import re

from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError

_WORDS = {w: n for n, w in NUM_WORDS.items()}


def read_header(line: str, modes: int) -> tuple[int, int] | None:
    """"Choose two —" -> (choose, choose_min) for a spell of `modes` bullets (choose_min 0:
    exactly `choose`), or None for a header the engine can't play (700.2d "you may choose the
    same mode more than once" is another line, and is refused with it)."""
    m = re.fullmatch(r"Choose (one|two|three|four) —", line)
    if m:
        n = _WORDS[m.group(1)]
        return (n, 0) if n < modes else None  # choosing every mode is not a choice
    if line == "Choose one or both —" and modes == 2:
        return 2, 1
    if line == "Choose one or more —" and modes >= 2:
        return modes, 1
    return None


def render_header(choose: int, choose_min: int, modes: int) -> str:
    """The inverse of `read_header`."""
    if not choose_min:
        if choose not in NUM_WORDS or choose >= modes:
            raise RenderError(f"choose {choose} of {modes} modes")
        return f"Choose {NUM_WORDS[choose]} —"
    if choose_min == 1 and choose == modes == 2:
        return "Choose one or both —"
    if choose_min == 1 and choose == modes:
        return "Choose one or more —"
    raise RenderError(f"choose {choose_min} to {choose} of {modes} modes")


_REPEAT = re.compile(r"Choose (two|three|four)\. You may choose the same mode more than once\.")


def read_repeat_header(line: str) -> int | None:
    """700.2d: "Choose three. You may choose the same mode more than once." -> 3 (each mode as
    many times as it is chosen, in sequence: rules/casting.mode_choices)."""
    m = _REPEAT.fullmatch(line)
    return _WORDS[m.group(1)] if m else None


KICKED_ANY = "Choose one. If this spell was kicked, choose any number instead."  # 702.33d


def render_repeat_header(choose: int) -> str:
    if choose not in NUM_WORDS or choose < 2:
        raise RenderError(f"choose {choose}, a mode more than once")
    return f"Choose {NUM_WORDS[choose]}. You may choose the same mode more than once."
