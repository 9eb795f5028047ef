""""That player" for the opponent a trigger condition names through an object (603.2,
603.7c): "Whenever a creature an opponent controls dies, that player loses 2 life." (Massacre
Wurm). The player is the controller of the creature that died, as it last existed on the
battlefield (603.10a, 608.2h): the DSL's `remembered_controller`, which the engine reads from
the remembered object's last known information, so the trigger remembers that player as the
event happened, not as things stand when it resolves.

Only events of a permanent that left the battlefield (trigger_render.GONE_EVENTS) are read:
for one still there ("Whenever a creature enters the battlefield under an opponent's
control, that player ...") its controller may have changed before the ability resolves, and
`remembered_controller` would name the new one."""

from __future__ import annotations

import re
from contextvars import ContextVar
from typing import Any

# Set while a trigger's effect is rendered: its condition names the object's controller as
# "an opponent", so "that player" may say the remembered object's controller
THAT_PLAYER_CONTROLS: ContextVar[bool] = ContextVar("THAT_PLAYER_CONTROLS", default=False)
RENDERING = 4  # render_phrases.REMEMBERED_IT: `remembered_controller` said "that player"


def names_controller(conds: list[tuple[str, dict[str, Any]]]) -> bool:
    """Does "that player" in the effect of a trigger on `conds` mean the opponent who
    controlled the object its event involved (every event a permanent leaving the
    battlefield, its filter "an opponent controls")?"""
    from mtg_engine.cards.oracle.trigger_render import GONE_EVENTS, remembered_phrase

    return bool(conds) and all(
        e in GONE_EVENTS and f.get("controller") == "opponent"
        and remembered_phrase(e, f).startswith("that ") and remembered_phrase(e, f)
        != "that player" for e, f in conds)


def that_player_words(body: str, conds: list[tuple[str, dict[str, Any]]]) -> str:
    """The effect's words with "that player" said as the controller of the object the event
    involved ("that creature's controller", which resolve.py reads), when `names_controller`;
    `body` unchanged otherwise."""
    if not names_controller(conds) or not re.search(r"\bthat player\b", body) \
            or re.search(r"\b(target|defending) (player|opponent)\b", body):
        return body  # ("target player ... that player": the target, resolve.py's own)
    from mtg_engine.cards.oracle.trigger_render import remembered_phrase

    event, filt = conds[0]
    return re.sub(r"\bthat player\b", f"{remembered_phrase(event, filt)}'s controller", body)


def renderings(render: Any) -> list[str]:
    """The trigger paragraph with its `remembered_controller` said "that player" (the same
    as the others when the condition doesn't name an opponent's object: THAT_PLAYER_CONTROLS
    unset)."""
    from mtg_engine.cards.oracle.self_it import remembered_renderings

    return remembered_renderings(render, RENDERING)


def _opponent_event(conds: list[tuple[str, dict[str, Any]]]) -> bool:
    """Is the player every event of `conds` involves an opponent ("Whenever ~ deals damage to
    an opponent": the event's player, 603.2)?"""
    from mtg_engine.cards.oracle.trigger_render import event_referent

    seed = event_referent(conds)
    return bool(conds) and seed is not None and seed.player == "event" \
        and all("opponent" in e for e, _ in conds)


def that_opponent_words(body: str, conds: list[tuple[str, dict[str, Any]]]) -> str:
    """603.2: "Whenever ~ deals damage to an opponent, that opponent discards a card." (Zhang
    Liao): "that opponent" is the player the event involved, "that player" to the effect
    grammar; said back "that opponent" (`says_that_opponent`). `body` unchanged otherwise."""
    if not _opponent_event(conds) or re.search(r"\b(target|defending|each) (player|opponent)\b",
                                               body):
        return body
    return re.sub(r"\bthat opponent\b", "that player", body)


def them_words(body: str, conds: list[tuple[str, dict[str, Any]]]) -> str:
    """603.2: "At the beginning of each player's upkeep, ~ deals 1 damage to them." (Roiling
    Vortex): "them" is the player the event involved, "that player" to the effect grammar;
    said back "them" (the wording "them_player", render_phrases.py). `body` unchanged
    otherwise."""
    from mtg_engine.cards.oracle.trigger_render import event_referent

    seed = event_referent(conds)
    if seed is None or seed.player != "event" or re.search(r"\b(target|that|each) (player|"
                                                           r"opponent)\b", body):
        return body
    return re.sub(r"\bdamage to them\.$", "damage to that player.", body)


def says_that_opponent() -> bool:
    """Whether this rendering says the player an opponent event involved "that opponent"."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.event_referents import RENDERED_EVENT

    return "opponent" in str(RENDERED_EVENT.get() or "") and wording("that_opponent")


_YOU_AND = re.compile(r"^[Yy]ou and that player each draw (a card|that many cards|(\w+) cards)\.$")


def you_and_that_player(body: str, conds: list[tuple[str, dict[str, Any]]]
                        ) -> list[dict[str, Any]] | None:
    """101.4, 603.2: "Whenever ~ deals combat damage to a player, you and that player each
    draw that many cards." (Diviner Spirit): you and the player the event involved each draw,
    in APNAP order ("you_and:remembered", effects/references.py); "that many": the event's
    amount (608.2h). None for any other text or a trigger whose event involves no player."""
    from mtg_engine.cards.oracle.parse import NUMBERS
    from mtg_engine.cards.oracle.trigger_render import event_referent

    m = _YOU_AND.match(body.strip())
    seed = event_referent(conds)
    if m is None or seed is None or seed.player != "event":
        return None
    from mtg_engine.cards.oracle.triggers import AMOUNT_EVENTS

    if m.group(1) == "that many cards" and not all(e in AMOUNT_EVENTS for e, _ in conds):
        return None
    count: Any = 1 if m.group(1) == "a card" else "that_much" if m.group(2) is None \
        else NUMBERS.get(m.group(2))
    if count is None or (count == 1 and m.group(2)):  # ("one cards")
        return None
    return [{"draw": {"count": count, "who": "you_and:remembered"}}]
