"""Oracle text -> DSL and back for "<objects> gain(s) protection from the color of your choice
until end of turn" (702.16a; the colour chosen as it resolves, 608.2d), including a player as
the protected one (702.16b-e: "you gain protection ...", Seht's Tiger; "you and each
permanent you control gain protection ...", Faith's Shield): the DSL verb
`protection_choice` with `what` (the objects) and/or `player: you`.

702.16k: "Until your next turn, you and planeswalkers you control gain protection from that
player." (Eon Frolicker; "that player" the one target player named before): the DSL verb
`protection_from_player` (effects/protection_from_player.py)."""

from __future__ import annotations

import re
from typing import Any

_FROM_PLAYER = re.compile(r"(?:(?P<dur>until your next turn), )?(?P<who>.+?) gains? protection "
                         r"from that player(?P<eot> until end of turn)?")
_SENTENCE = re.compile(r"(.+?) gains? protection from the color of (your|its controller's) "
                       r"choice until end of turn")


def lower(ctx: Any, low: str, objects: Any) -> list[dict[str, Any]] | None:
    """The effect of one sentence `low` (lower case, no final full stop), or None when it
    isn't this wording. `objects(ctx, phrase, each_ok)` reads the objects' phrase."""
    m = _SENTENCE.fullmatch(low)
    if m is None:
        return _from_player(ctx, low, objects)
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


def _from_player(ctx: Any, low: str, objects: Any) -> list[dict[str, Any]] | None:
    """702.16k: "[Until your next turn, ]you and <objects> gain protection from that player
    [until end of turn]"; "that player" is the one target player named before (115.1)."""
    m = _FROM_PLAYER.fullmatch(low)
    if m is None or bool(m.group("dur")) == bool(m.group("eot")):
        return None
    if len(ctx.targets) != 1 or ctx.targets[0].get("kind") not in ("player", "opponent"):
        return None
    subject = m.group("who")
    out: dict[str, Any] = {"who": "target"}
    if subject == "you" or subject.startswith("you and "):
        out["player"] = "you"
        subject = subject[len("you and "):] if subject != "you" else ""
    if subject:
        what = objects(ctx, subject if subject.startswith(("each ", "all ")) else
                       "all " + subject, True)
        if what is None:
            return None
        out["what"] = what
    if m.group("dur"):
        out["until"] = "your_next_turn"
    return [{"protection_from_player": out}]


def render_from_player(refs: Any, p: dict[str, Any]) -> str:
    """The sentence of a `protection_from_player`."""
    parts = ["you"] if p.get("player") == "you" else []
    if "what" in p:
        what = refs.obj(p["what"])
        parts.append(what[len("all "):] if what.startswith("all ") else what)
    who = " and ".join(parts)
    verb = "gain" if len(parts) > 1 or parts == ["you"] else "gains"
    if p.get("until") == "your_next_turn":
        return f"until your next turn, {who} {verb} protection from that player"
    return f"{who} {verb} protection from that player until end of turn"
