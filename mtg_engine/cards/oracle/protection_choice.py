"""Oracle text -> DSL and back for "<objects> gain(s) protection from the color of your choice
until end of turn" (702.16a; the colour chosen as it resolves, 608.2d), including a player as
the protected one (702.16b-e: "you gain protection ...", Seht's Tiger; "you and each
permanent you control gain protection ...", Faith's Shield): the DSL verb
`protection_choice` with `what` (the objects) and/or `player: you`."""

from __future__ import annotations

import re
from typing import Any

_SENTENCE = re.compile(r"(.+?) gains? protection from the color of (your|its controller's) "
                       r"choice until end of turn")


def lower(ctx: Any, low: str, objects: Any) -> list[dict[str, Any]] | None:
    """The effect of one sentence `low` (lower case, no final full stop), or None when it
    isn't this wording. `objects(ctx, phrase, each_ok)` reads the objects' phrase."""
    m = _SENTENCE.fullmatch(low)
    if m is None:
        return None
    subject, whose = m.group(1), m.group(2)
    chooser = {"chooser": "its_controller"} if whose != "your" else {}
    player: dict[str, Any] = {}
    if subject == "you" or subject.startswith("you and "):  # 702.16b-e: a player protected
        if whose != "your":
            return None
        player = {"player": "you"}
        subject = subject[len("you and "):] if subject != "you" else ""
        if not subject:
            return [{"protection_choice": player}]
    if subject == "it":  # the one target named before
        from mtg_engine.cards.oracle.lasting_counters import that_target

        what = that_target(ctx, "that creature")
    else:
        what = objects(ctx, subject, each_ok=bool(player))
    if what is None:
        return None
    plural = m.group(0).split(" protection ")[0].endswith(" gain")
    if plural != (bool(player) or isinstance(what, dict)):  # verb agreement as printed
        return None
    return [{"protection_choice": {"what": what, **player, **chooser}}]


def render(refs: Any, p: dict[str, Any], agree: Any) -> str:
    """The sentence of a `protection_choice` without a chosen-first colour."""
    whose = "its controller's" if p.get("chooser") == "its_controller" else "your"
    tail = f"protection from the color of {whose} choice until end of turn"
    if p.get("player") == "you":
        if "what" not in p:
            return f"you gain {tail}"
        what = refs.obj(p["what"])
        if isinstance(p["what"], dict) and "all" in p["what"] \
                and not what.startswith(("each ", "all ")):
            what = "each " + _singular(what)
        return f"you and {what} gain {tail}"
    what = refs.obj(p["what"])
    return f"{what} {agree(what, 'gain')} {tail}"


def _singular(words: str) -> str:
    """"permanents you control" -> "permanent you control" (the group's head noun)."""
    head, _, rest = words.partition(" ")
    head = head[:-1] if head.endswith("s") else head
    return f"{head} {rest}".strip()
