"""A search whose found cards an opponent divides (701.19, 608.2d) -> `search_opponent_chooses`
(effects/search_opponent_chooses.py), and back:

  Search your library for three cards and reveal them. Target opponent chooses one. Put that
  card into your hand and the rest into your graveyard. Then shuffle.            (Intuition)
  Search your library for up to four cards with different names and reveal them. Target
  opponent chooses two of those cards. Put the chosen cards into your graveyard and the rest
  into your hand. Then shuffle.                                              (Gifts Ungiven)
  Search your library for up to four land cards with different names and reveal them. An
  opponent chooses two of those cards. Put the chosen cards into your graveyard and the rest
  into your hand. Then shuffle.                                           (Realms Uncharted)

Read as a whole text (one spell's instructions); "chooses one" is said with "that card",
"chooses two of those cards" with "the chosen cards", as printed.
"""

from __future__ import annotations

import re
from typing import Any

_N = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_WORD = {v: k for k, v in _N.items()}
_TEXT = re.compile(
    r"Search your library for (?P<upto>up to )?(?P<n>two|three|four|five) (?P<what>.+?)"
    r"(?P<diff> with different names)? and reveal them\. (?P<who>Target opponent|An opponent) "
    r"chooses (?:one|(?P<k>two|three) of those cards)\. Put (?:that card|the chosen cards) "
    r"into your (?P<to1>hand|graveyard) and the rest into your (?P<to2>hand|graveyard)\. "
    r"Then shuffle\.")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of such a text (the whole of it), or None."""
    from mtg_engine.cards.oracle.search import card_filter

    m = _TEXT.fullmatch(text.strip())
    if m is None or m.group("to1") == m.group("to2"):
        return None
    f = {} if m.group("what") == "cards" else card_filter(m.group("what"), plural=True)
    if f is None:
        return None
    k = _N[m.group("k")] if m.group("k") else 1
    if (k == 1) != ("that card" in text) or k >= _N[m.group("n")]:
        return None
    eff: dict[str, Any] = {"count": _N[m.group("n")], "chosen": k, "chosen_to": m.group("to1"),
                           "rest_to": m.group("to2")}
    if f:
        eff["filter"] = f
    if m.group("upto"):
        eff["up_to"] = True
    if m.group("diff"):
        eff["different_names"] = True
    eff["chooser"] = ctx.add_target({"kind": "opponent"}) if m.group("who") == "Target opponent" \
        else "opponent"
    return [{"search_opponent_chooses": eff}]


def render(p: dict[str, Any]) -> str:
    """The text `lower_text` reads `p` from."""
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.search import describe_card

    if p.get("count") not in _WORD or p.get("chosen") not in _WORD \
            or p["chooser"] not in ("target", "opponent"):
        raise RenderError("a search an opponent divides")
    what = describe_card(p["filter"], plural=True) if p.get("filter") else "cards"
    k = p["chosen"]
    return (f"Search your library for {'up to ' if p.get('up_to') else ''}{_WORD[p['count']]} "
            f"{what}{' with different names' if p.get('different_names') else ''} and reveal "
            f"them. {'Target opponent' if p['chooser'] == 'target' else 'An opponent'} chooses "
            f"{'one' if k == 1 else _WORD[k] + ' of those cards'}. Put "
            f"{'that card' if k == 1 else 'the chosen cards'} into your {p['chosen_to']} and "
            f"the rest into your {p['rest_to']}. Then shuffle.")
