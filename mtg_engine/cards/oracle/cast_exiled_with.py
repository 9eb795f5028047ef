"""A permission for the turn to cast one spell from among the cards exiled with ~ (607.2a:
linked abilities; 601.3: an effect lets a spell be cast from exile; 118.9: without paying its
mana cost):

  {1}{W}, {T}: Until end of turn, you may cast a creature spell from among cards exiled with ~
  without paying its mana cost.                                        (Idol of Endurance)

  II, III — Until end of turn, you may cast spells from among cards exiled with ~, and you
  may spend mana as though it were mana of any color to cast those spells.
                                                                  (King Narfi's Betrayal)

-> `cast_one_exiled_with` {spell_type?, any_number?, spend?} (effects/cast_exiled_with.py): as
it resolves, each card
still exiled with ~ may be cast this turn by the ability's controller, as a spell of that type
only (205.2a), without paying its mana cost; once one is cast, the permission ends for the
others (rules/play_from_exile.py's "one of those cards"); with `any_number` ("cast spells") each
of them may be cast, paying its costs, with `spend: any_color` mana spent as though it were mana
of any color (609.4b). The card's ability that exiles is marked linked (linked.link_exiles)."""

from __future__ import annotations

import re
from typing import Any

_TYPES = ("artifact", "creature", "enchantment", "instant", "planeswalker", "sorcery")
_SENTENCE = re.compile(r"^until end of turn, you may cast (?:an? (?P<type>" + "|".join(_TYPES)
                       + r") spell|a spell) from among cards exiled with ~ without paying its "
                       r"mana cost$")


_SPELLS = ("until end of turn, you may cast spells from among cards exiled with ~, and you may "
           "spend mana as though it were mana of any color to cast those spells")


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    if low == _SPELLS and ctx.on_permanent:
        return [{"cast_one_exiled_with": {"any_number": True, "spend": "any_color"}}]
    m = _SENTENCE.match(low)
    if m is None or not ctx.on_permanent:
        return None
    body: dict[str, Any] = {}
    if m.group("type"):
        body["spell_type"] = m.group("type").capitalize()
    return [{"cast_one_exiled_with": body}]


def render(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p == {"any_number": True, "spend": "any_color"}:
        return _SPELLS
    kind = str(p.get("spell_type", "")).lower()
    if set(p) - {"spell_type"} or (kind and kind not in _TYPES):
        raise RenderError("a spell cast from among cards exiled with ~")
    what = f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind} spell" if kind else "a spell"
    return (f"until end of turn, you may cast {what} from among cards exiled with ~ without "
            "paying its mana cost")
