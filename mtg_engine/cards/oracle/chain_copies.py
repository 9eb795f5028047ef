"""The Chain spells: the player the spell affected may copy it (707.10, 707.10c), after an
optional cost of theirs (118.12a, 608.2d):

  ~ deals 3 damage to any target. Then that player or that permanent's controller may pay
  {R}{R}. If the player does, they may copy this spell and may choose a new target for that
  copy.                                                   (Chain Lightning)
  Return target nonland permanent to its owner's hand. Then that permanent's controller may
  sacrifice a land. If the player does, they may copy ...           (Chain of Vapor)
  Destroy target noncreature permanent. Then that permanent's controller may copy this spell
  and may choose a new target for that copy.                        (Chain of Acid)
  Target player discards two cards. That player may copy this spell ...     (Chain of Smog)

-> the DSL verb `chain_copy` (effects/chain_copy.py): `who` (the spell's one target, or that
target's controller, 108.4), the cost (`pay` mana, `sacrifice` a land, `discard` a card), and
`then` (the printed "Then")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences

_CHAIN = re.compile(
    r"(?:^|(?<=\. ))(?P<then>Then )?(?P<who>that player or that permanent's controller|"
    r"that permanent's controller|that creature's controller|That player) may "
    r"(?:(?P<cost>pay (?P<mana>(?:\{[0-9WUBRGC]\})+)|sacrifice a land|discard a card)\. If the "
    r"player does, they may )?copy this spell and may choose a new target for that copy\.$")
# the words naming the player, by the kind of the spell's one target (108.4)
_WHO = {"that player or that permanent's controller": ("any", "target_player_or_controller"),
        "that creature's controller": ("creature", "target_controller"),
        "that permanent's controller": ("permanent", "target_controller"),
        "that player": ("player", "target")}


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text ending in the passage above, or None."""
    text = text.strip()
    m = _CHAIN.search(text)
    if m is None or not text[:m.start()].strip():
        return None
    words = m.group("who").lower()
    kind, who = _WHO[words]
    if (m.group("then") is None) != (words == "that player"):
        return None  # (the printed forms)

    def middle() -> dict[str, Any] | None:
        if len(ctx.targets) != 1 or ctx.targets[0]["kind"] != kind:
            return None  # the one target the words name (115.1)
        body: dict[str, Any] = {"who": who}
        cost = m.group("cost") or ""
        if m.group("mana"):
            body["pay"] = m.group("mana")
        elif cost.startswith("sacrifice"):
            body["sacrifice"] = {"types": ["Land"]}
        elif cost.startswith("discard"):
            body["discard"] = 1
        if m.group("then"):
            body["then"] = True
        return {"chain_copy": body}

    return between_sentences(ctx, text[:m.start()].strip(), middle, "", compile_rest)


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `chain_copy`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) - {"who", "pay", "sacrifice", "discard", "then"} or not refs.targets:
        raise RenderError("chain_copy")
    kind = refs.targets[0]["kind"]
    words = next((w for w, (k, ref) in _WHO.items() if k == kind and ref == p["who"]), None)
    if words is None or bool(p.get("then")) == (words == "that player"):
        raise RenderError("chain_copy: who")
    copy = "copy this spell and may choose a new target for that copy"
    if p.get("pay"):
        cost = f"pay {p['pay']}"
    elif p.get("sacrifice") == {"types": ["Land"]}:
        cost = "sacrifice a land"
    elif p.get("discard") == 1:
        cost = "discard a card"
    elif set(p) & {"sacrifice", "discard"}:
        raise RenderError("chain_copy: cost")
    else:
        cost = ""
    then = "then " if p.get("then") else ""
    if cost:
        return "", f"{then}{words} may {cost}. if the player does, they may {copy}"
    return "", f"{then}{words} may {copy}"
