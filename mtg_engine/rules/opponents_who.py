"""Counting the opponents of whom a fact of this turn is true (500.1: the events since the turn
began; 608.2h: counted as the effect is carried out): "draw a card for each opponent who drew
two or more cards this turn" (121.1: each card drawn), "create a Treasure token for each
opponent who had two or more lands enter the battlefield under their control this turn"
(Smuggler's Share; 110.2: the controller as each land entered, or as it last existed on the
battlefield, rules/condition_turn_facts.entered_per_player). The DSL amount is
`{opponents_who: drew:N | lands_entered:N | fewer_creatures:1 | more_lands:1 |
hand_at_least:N}` ("for each opponent who controls fewer creatures than you", "the number of
opponents who control more lands than you": the permanents each controls now, 108.4; "the
number of your opponents with four or more cards in hand": each hand now, 402.1); an opponent
who has left the game isn't counted (800.4a)."""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_engine.cards.amounts import Amount
    from mtg_engine.state.game_state import Frame, GameState

_WHO = re.compile(r"^(drew|lands_entered|fewer_creatures|more_lands|hand_at_least):([1-9]\d?)$")


def valid(who: Any) -> bool:
    return isinstance(who, str) and _WHO.match(who) is not None


def _per_controller(state: GameState, card_type: Any) -> Counter[int]:
    """The permanents of `card_type` each player controls now (108.4, 608.2h)."""
    from mtg_engine.rules.layers import characteristics

    per: Counter[int] = Counter()
    for oid in state.battlefield:
        ch = characteristics(state, oid)
        if card_type in ch.types:
            per[ch.controller] += 1
    return per


def _fewer_creatures(state: GameState, you: int, opponents: set[int]) -> int:
    """The opponents who control fewer creatures than `you` (108.4, 302.1)."""
    from mtg_engine.core.types import CardType

    per = _per_controller(state, CardType.CREATURE)
    return sum(1 for p in opponents if per[p] < per[you])


def _more_lands(state: GameState, you: int, opponents: set[int]) -> int:
    """The opponents who control more lands than `you` (108.4, 305.1)."""
    from mtg_engine.core.types import CardType

    per = _per_controller(state, CardType.LAND)
    return sum(1 for p in opponents if per[p] > per[you])


def opponents_who(state: GameState, frame: Frame, a: Amount) -> int:
    from mtg_engine.cards.dsl import Filter
    from mtg_engine.rules.condition_turn_facts import _by_opponent, entered_per_player

    m = _WHO.match(a.who)
    assert m is not None
    fact, n = m.group(1), int(m.group(2))
    you = frame.controller
    opponents = set(state.opponents(you))
    if fact == "fewer_creatures":  # 108.4: the creatures each controls now (608.2h)
        return _fewer_creatures(state, you, opponents)
    if fact == "more_lands":  # 108.4: the lands each controls now
        return _more_lands(state, you, opponents)
    if fact == "hand_at_least":  # 402.1: the cards in each opponent's hand now
        return sum(1 for p in opponents if len(state.players[p].hand) >= n)
    if fact == "drew":
        per: Counter[int] = _by_opponent(state, you, "draw")
    else:
        per = entered_per_player(state, Filter(types=("Land",)), you, frame.source, opponents)
    return sum(1 for p in opponents if per.get(p, 0) >= n)
