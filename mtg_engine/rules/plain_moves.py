"""What a permanent without static abilities entering or leaving the battlefield leaves
computed.

A permanent entering or leaving is a new object or one that stops existing (400.7), and
every computed characteristic (613) and value derived from the permanents would be forgotten
(`GameState.characteristics_changed`). But when no continuous effect is in force (613: each
permanent's characteristics are its card's, with its counters, 122.1b, 711.2a), a permanent
whose card has no static or replacement abilities changes nothing another permanent is, and
none of the summaries of the permanents' abilities: the other permanents' characteristics,
which permanents have static abilities of which kinds (restrictions, cost changes,
replacement effects, ascend), which have triggered abilities of which events (unless its
card has some, 603.2), and what each player whose hand, graveyard and exile the move left
alone may cast. Those are kept (`permanent_moved`); everything else is forgotten as usual:
the characteristics of cards outside the battlefield (a characteristic-defining ability
there may count permanents, 604.3, 113.6a), mana sources, activated abilities, state-based-
action checks. Basic lands (their mana abilities are intrinsic, 305.6), vanilla creatures
and creatures with only activated and triggered abilities are such permanents: most zone
changes of the battlefield in a game.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtg_engine.cards.dsl import CardDef
from mtg_engine.rules.layers import needs_layers
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject

# Keywords whose permanents are summarised with the abilities (rules/ascend.py, 702.131b;
# rules/faces.py, 702.145)
_SUMMARISED_KEYWORDS = frozenset({"ascend", "daybound", "nightbound"})
# The summaries of the permanents' abilities that a plain permanent is in none of
# (restrictions.py, costs.py, activation_cost_changes.py, replacement.py, ascend.py,
# faces.py, face_down.py); and the index of triggered abilities (trigger_base.py, also read
# by mana_triggers.py) when it has none
_KEPT = frozenset({("restriction", "summary"), ("spell_cost",), ("ability_cost",),
                   ("replacements",), ("ascend", "permanents"), ("day_night_bound",),
                   ("face_down_permanents",)})
_KEPT_WITHOUT_TRIGGERS = _KEPT | {("triggers_by_event",)}
# Flags derived from the static abilities in force (layers.py): -1 any continuous effect,
# 0 the layered static abilities, -3/-4 statics working in graveyards / other zones. (-2,
# control, reads each permanent's `base_controller`: forgotten.)
_KEPT_FLAGS = frozenset({-1, 0, -3, -4})
# Values of one player (the key's second part) that depend only on their hand, graveyard and
# exile, the turn and the effects in force (layers._PLAYER_KEYS but "activatable", which
# lists the permanents' activated abilities)
_PLAYER_KEYS = frozenset({"castable_faces", "own_castable", "colour_demand"})


def plain_card(card: CardDef) -> bool:
    """A card with no static or replacement abilities and none of the keywords the
    permanents' summaries list."""
    return not (card.statics or card.replacements or card.melded_from
                or card.keywords & _SUMMARISED_KEYWORDS)


def plain_permanent(state: GameState, o: GameObject) -> bool:
    """Is `o` (about to leave the battlefield, or a spell or card about to enter it) plain,
    with no continuous effect in force? No counters (they may give keywords, 122.1b), not
    face down (708), not attached."""
    return (not o.counters and o.face_down is None and o.attached_to is None
            and plain_card(o.card) and not needs_layers(state))


def permanent_moved(state: GameState, moved: Sequence[int], unmoved: Sequence[int],
                    triggers: bool) -> None:
    """A plain permanent entered or left (`moved`: its ids, old and new) with no continuous
    effect in force: forget what it may have changed, keep the rest (see the module's text;
    ("card", id) keys exist only while the layers apply, 613.1f: none to keep).
    `unmoved`: the players whose hand, graveyard and exile the move left as they were;
    `triggers`: whether its card has triggered abilities (then the index of them changes)."""
    bf = set(state.battlefield).difference(moved)
    players = frozenset(unmoved)
    kept = _KEPT if triggers else _KEPT_WITHOUT_TRIGGERS
    # (one comprehension, no call per key, as layers._keep_battlefield_only)
    state._chars = {
        k: v for k, v in state._chars.items()
        if ((k in _KEPT_FLAGS or k in bf) if type(k) is int
            else (k in kept or (k[0] in _PLAYER_KEYS and k[1] in players))  # type: ignore[index]
            if type(k) is tuple else False)}
