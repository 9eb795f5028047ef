"""508.1c, 509.1b: restrictions on a creature's attacking or blocking judged by the player it
would attack or the attacking player (an anthem's `restrictions`):

- "~ can't attack unless defending player is poisoned." (122.1f: one or more poison counters)
  `cant_attack_unless_defender_poisoned`;
- "~ can't attack unless defending player is the monarch." (720) `..._defender_monarch`;
- "~ can't attack unless you control more creatures than defending player."
  `cant_attack_unless_more_than_defender` (its filter: what is counted, each player's own);
- "~ can't block unless you control more lands than attacking player."
  `cant_block_unless_more_than_attacker` (the attacking player: the active player, 506.2);
- "~ can't attack unless defending player has seven or more cards in their graveyard."
  `cant_attack_unless_defender_is`, and "~ can't be blocked unless defending player controls
  three or more creatures that share a creature type." `cant_be_blocked_unless_defender_is`
  (rules/combat.py): the restriction's `condition` judged with the defending player as "you".

"You" is the restriction's controller; the defending player is the player attacked or the
planeswalker's controller (506.2)."""

from __future__ import annotations

from mtg_engine.cards.dsl import BlockRestriction, Filter
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import GameState

ATTACK_KINDS = ("cant_attack_unless_defender_poisoned", "cant_attack_unless_defender_monarch",
                "cant_attack_unless_more_than_defender", "cant_attack_unless_defender_is")
BLOCK_KINDS = ("cant_block_unless_more_than_attacker",)
KINDS = (*ATTACK_KINDS, *BLOCK_KINDS)


def _count(state: GameState, player: int, f: Filter, controller: int, src: int) -> int:
    return sum(1 for oid in state.battlefield if state.objects[oid].controller == player
               and matches(state, oid, f, controller, src))


def attack_forbidden(state: GameState, r: BlockRestriction, controller: int, defender: int,
                     src: int) -> bool:
    """Does restriction `r` (of `src`, controlled by `controller`) forbid attacking the
    player `defender` (or a planeswalker they control)?"""
    if r.kind == "cant_attack_unless_defender_poisoned":
        return state.players[defender].counters.get("poison", 0) <= 0  # 122.1f
    if r.kind == "cant_attack_unless_defender_monarch":
        return state.monarch != defender  # 720.1
    if r.kind == "cant_attack_unless_defender_is":  # 506.2: the condition, "you" the defender
        return r.condition is None or not defender_meets(state, r, defender, src)
    return _count(state, controller, r.other, controller, src) \
        <= _count(state, defender, r.other, controller, src)


def defender_meets(state: GameState, r: BlockRestriction, defender: int, src: int) -> bool:
    """Does the defending player `defender` meet the restriction's condition, judged with that
    player as "you" ("defending player has seven or more cards in their graveyard")?"""
    from mtg_engine.rules.conditions import holds

    return r.condition is not None and holds(state, r.condition, defender, src)


def block_forbidden(state: GameState, blocker: int) -> bool:
    """509.1b: does a restriction judged by the attacking player forbid `blocker` to block?"""
    from mtg_engine.rules.conditions import holds
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.restrictions import _any_static, affected_by

    if not _any_static(state, "restrictions"):
        return False
    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            for r in st.restrictions:
                if r.kind not in BLOCK_KINDS or not affected_by(state, st, src, ch.controller,
                                                                blocker):
                    continue
                if st.when is not None and not holds(state, st.when, ch.controller, src):
                    continue
                mine = _count(state, ch.controller, r.other, ch.controller, src)
                if mine <= _count(state, state.active, r.other, ch.controller, src):
                    return True
    return False
