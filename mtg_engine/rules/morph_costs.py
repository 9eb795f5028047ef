"""Morph costs other than mana (702.37a, 702.37e): "Morph—Pay 5 life" (Zombie Cutthroat),
"Morph—Reveal a red card in your hand" (Horde Ambusher), "Morph—Discard a card" (Gathan
Raiders), "Morph—Sacrifice two Mountains" (Skirk Volcanist), "Morph—Return two Islands you
control to their owner's hand" (Fathom Seer).

The card's `morph` is then {0} (no mana) and `morph_other` the cost's other part
(`Cost.pay_life`, or `Cost.reveal_filter`: a card of that colour in its controller's hand,
701.16a). Turning the permanent face up (116.2b: a special action) pays it: the life (119.4;
not while the player can't pay life, 614.17b), or the card is revealed (the first such card
in hand: which one is revealed changes nothing but what the other players see).

A cost that discards cards, sacrifices or returns permanents (118.3) uses objects its
controller chooses as they take the special action (116.2b, 601.2h as for an activated
ability's cost, 602.2b): `TurnFaceUp.chosen`, one action per way of paying (`choices`). The
cost can't be paid without enough such objects (118.3) nor a sacrifice another effect forbids
(614.17b). Only costs naming a subtype ("two Mountains", "a Zombie card") or any card are
read; "Sacrifice another creature" (Gift of Doom) and the like are refused.
"""

from __future__ import annotations

import itertools
import re

from mtg_engine.cards.dsl import Cost, Filter
from mtg_engine.state.game_state import GameState

_LIFE = re.compile(r"^—Pay (\d+) life$")
_REVEAL = re.compile(r"^—Reveal an? (white|blue|black|red|green) card in your hand$")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3}
_COUNT_WORDS = {1: "a", 2: "two", 3: "three"}
# 118.3: "Discard a card", "Discard a Zombie card"
_DISCARD = re.compile(r"^—Discard (a|two) (?:([A-Z][a-z]+) )?cards?$")
# "Sacrifice two Mountains"; "Return two Islands you control to their owner's hand"
_SACRIFICE = re.compile(r"^—Sacrifice (a|an|two|three) ([A-Z][a-z]+?)s?$")
_RETURN = re.compile(r"^—Return (a|an|two|three) ([A-Z][a-z]+?)s? you control to "
                     r"(?:its|their) owner's hand$")


def other_cost(text: str) -> Cost | None:
    """The non-mana part of a morph cost written "—Pay 5 life" / "—Reveal a red card in your
    hand", or None."""
    m = _LIFE.match(text)
    if m:
        return Cost(pay_life=int(m.group(1)))
    m = _REVEAL.match(text)
    if m:
        return Cost(reveal_filter=Filter(colors=(_COLORS[m.group(1)],)))
    c = _choosing_cost(text)
    return c if c is not None and f"—{_text(c)}" == text else None  # (as printed, exactly)


def _subtype(word: str) -> str | None:
    """The creature or land type a cost names ("Zombie", "Mountain"), or None."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import LAND_TYPES

    return word if word in CREATURE_TYPES or word in LAND_TYPES else None


def _choosing_cost(text: str) -> Cost | None:
    """A morph cost whose objects are chosen (118.3): discard, sacrifice or return."""
    m = _DISCARD.match(text)
    if m and (m.group(1) == "a") == text.endswith(" card"):
        kind = _subtype(m.group(2)) if m.group(2) else None
        if m.group(2) and kind is None:
            return None
        return Cost(discard=_COUNTS[m.group(1)],
                    discard_filter=Filter(subtypes=(kind,)) if kind else None)
    for rx, key in ((_SACRIFICE, "sacrifice"), (_RETURN, "return")):
        m = rx.match(text)
        if not m:
            continue
        kind, n = _subtype(m.group(2)), _COUNTS[m.group(1)]
        # the noun is plural exactly when there are several ("two Mountains")
        if kind is None or (n > 1) != (f"{kind}s " in f"{text} "):
            return None
        if key == "sacrifice":
            return Cost(sacrifice=Filter(subtypes=(kind,)), sacrifice_count=n)
        if ("their owner's" in text) != (n > 1):
            return None
        return Cost(return_filter=Filter(subtypes=(kind,)), return_count=n)
    return None


def text(c: Cost) -> str:
    return _text(c)


def _text(c: Cost) -> str:
    """The cost as written ("Pay 5 life", "Reveal a red card in your hand")."""
    if c.pay_life:
        return f"Pay {c.pay_life} life"
    if c.discard:
        kind = f"{c.discard_filter.subtypes[0]} " if c.discard_filter is not None else ""
        return f"Discard {_COUNT_WORDS[c.discard]} {kind}card{'s' * (c.discard > 1)}"
    if c.sacrifice is not None:
        n = c.sacrifice_count
        return f"Sacrifice {_COUNT_WORDS[n]} {c.sacrifice.subtypes[0]}{'s' * (n > 1)}"
    if c.return_filter is not None:
        n = c.return_count
        whose = "their" if n > 1 else "its"
        return f"Return {_COUNT_WORDS[n]} {c.return_filter.subtypes[0]}{'s' * (n > 1)} you " \
            f"control to {whose} owner's hand"
    color = next(w for w, k in _COLORS.items() if c.reveal_filter is not None
                 and c.reveal_filter.colors == (k,))
    return f"Reveal a {color} card in your hand"


def _revealable(state: GameState, player: int, c: Cost) -> int | None:
    from mtg_engine.rules.filters import matches

    assert c.reveal_filter is not None
    return next((h for h in state.players[player].hand
                 if matches(state, h, c.reveal_filter, player, 0)), None)


def _pool(state: GameState, player: int, source: int, c: Cost) -> tuple[list[int], int]:
    """The objects the cost may use and how many it uses (118.3): cards in hand to discard,
    permanents the player controls to sacrifice (614.17b) or to return; ([], 0) when the cost
    chooses none."""
    from mtg_engine.rules.ability_costs import sacrifice_pool
    from mtg_engine.rules.filters import matches

    def fits(oid: int, f: Filter | None) -> bool:
        return f is None or matches(state, oid, f, player, source)

    if c.discard:
        return [h for h in state.players[player].hand if fits(h, c.discard_filter)], c.discard
    if c.sacrifice is not None:
        return sacrifice_pool(state, player, source, c), c.sacrifice_count
    if c.return_filter is not None:
        return [p for p in state.battlefield if state.objects[p].controller == player
                and fits(p, c.return_filter)], c.return_count
    return [], 0


def choices(state: GameState, player: int, source: int, c: Cost) -> list[tuple[int, ...]]:
    """The ways to choose the objects the cost uses (`TurnFaceUp.chosen`); [()] when it
    chooses none."""
    from mtg_engine.rules.ability_costs import CHOICE_LIMIT

    pool, n = _pool(state, player, source, c)
    if not n:
        return [()]
    return list(itertools.islice(itertools.combinations(pool, n), CHOICE_LIMIT))


def chosen_problem(state: GameState, player: int, source: int, c: Cost,
                   chosen: tuple[int, ...]) -> str | None:
    """Are the objects chosen for the cost legal (118.3)?"""
    pool, n = _pool(state, player, source, c)
    if len(chosen) != n or len(set(chosen)) != n or not set(chosen) <= set(pool):
        return f"choose {n} object(s) the morph cost {text(c)!r} uses (118.3)" if n \
            else "this morph cost chooses nothing"
    return None


def problem(state: GameState, player: int, c: Cost) -> str | None:
    """Why `player` can't pay the morph cost's other part now (118.3), or None."""
    from mtg_engine.rules.cant_pay import life_forbidden

    if c.pay_life and (state.players[player].life < c.pay_life or life_forbidden(state, player)):
        return f"you can't pay {c.pay_life} life (119.4, 614.17b)"
    if c.reveal_filter is not None and _revealable(state, player, c) is None:
        return "you have no such card in your hand to reveal (701.16a)"
    return None


def pay(state: GameState, player: int, c: Cost, chosen: tuple[int, ...] = ()) -> None:
    """Pay the morph cost's other part (702.37e) with the objects chosen for it."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.zones import move_object
    from mtg_engine.state.objects import Zone

    for oid in chosen:
        if c.discard:
            prim.discard(state, player, oid)  # 701.8
        elif c.sacrifice is not None:
            prim.sacrifice(state, oid)  # 701.17a
        else:
            move_object(state, oid, Zone.HAND)  # "Return ... to its owner's hand"

    if c.pay_life:
        prim.lose_life(state, player, c.pay_life, paid=True)  # 119.4: paying life
    if c.reveal_filter is not None:
        card = _revealable(state, player, c)
        if card is not None:  # 701.16a
            state.log.append(("reveal", player, card, state.objects[card].card.name))
