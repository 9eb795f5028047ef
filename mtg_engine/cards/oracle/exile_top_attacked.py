"""The top card of the defending player's library exiled, castable during any turn its
exiler attacked with a creature of a subtype (506.2: the player it attacks; 401.1, 406.3;
601.3: the permission, for as long as the card remains exiled; 609.4b):

  Whenever ~ attacks, if defending player has more cards in hand than you, exile the top card
  of their library. During any turn you attacked with a Rogue, you may cast that card and you
  may spend mana as though it were mana of any color to cast that spell.
                                                                   (Robber of the Rich)

-> `exile_top_castable` {who: defending_player, attacked_with: Rogue, spend: any_color}
(effects/exile_top_castable.py; rules/attacked_with.py). "their" is the defending player only
in an ability of an attacking creature (resolve.DEFENDING)."""

from __future__ import annotations

import re
from typing import Any

_TEXT = re.compile(r"^[Ee]xile the top card of their library\. During any turn you attacked "
                   r"with an? (?P<sub>[A-Z][a-z]+), you may cast that card and you may spend "
                   r"mana as though it were mana of any color to cast that spell\.$")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.resolve import DEFENDING
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _TEXT.match(text.strip())
    if m is None or not DEFENDING.get() or m.group("sub") not in CREATURE_TYPES:
        return None
    return [{"exile_top_castable": {"who": "defending_player", "attacked_with": m.group("sub"),
                                    "spend": "any_color"}}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    sub = p.get("attacked_with")
    if p.get("who") != "defending_player" or p.get("spend") != "any_color" \
            or not isinstance(sub, str) or not sub or set(p) != {"who", "attacked_with", "spend"}:
        raise RenderError("the defending player's top card exiled, castable")
    art = "an" if sub[0] in "AEIOU" else "a"
    return (f"exile the top card of their library. During any turn you attacked with {art} "
            f"{sub}, you may cast that card and you may spend mana as though it were mana of "
            "any color to cast that spell")
