"""Prevention shields on damage from some sources only (615.1a): sources of a color chosen as
the spell or ability resolves (608.2d, 105.1), or the creatures a target player controls:

  Prevent all damage that sources of the color of your choice would deal this turn.
                                                                   (Prismatic Strands)
  {1}{W}: Prevent all damage that would be dealt to another target creature this turn by
  sources of the color of your choice.                          (Avacyn, Guardian Angel)
  Prevent all combat damage that would be dealt this turn by creatures target opponent
  controls.                                                       (Encircling Fissure)
  Prevent all combat damage that would be dealt by creatures other than target creature this
  turn.                                                          (Terrifying Presence)

The `prevent` effect with `color_choice`: its controller chooses a color as it resolves
(purpose "choose_color", 0-4: W U B R G); the shield then watches only damage from sources of
that color (judged as the damage would be dealt, 615.1a: a source that has become that color
later is watched too). Kind "colored_sources": all damage those sources would deal, to
anything; kind "to": only the damage to what the shield is on.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import Frame, GameState

COLORED_SOURCES = "colored_sources"


def chosen_color(state: GameState, frame: Frame) -> str | None:
    """The color chosen (a WUBRG letter), or None while it is asked (608.2d)."""
    from mtg_engine.effects.references import _ask

    if frame.answer is None:
        _ask(state, ChoiceDecision(frame.controller, "choose_color", (0, 1, 2, 3, 4), 1, 1,
                                   "choose a color"), "effect")
        return None
    color = "WUBRG"[frame.answer[0]]
    state.frame = replace(frame, answer=None)
    state.log.append(("chosen_color", frame.controller, color))
    return color


def from_colored_sources(state: GameState, frame: Frame, e: Effect, color: str) -> bool:
    """615.1a: a shield on nothing (like a group's) for all damage sources of `color` would
    deal this turn."""
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.rules.replacement import add_shield

    spec = ReplacementSpec(event="damage", instead="prevent", affects="any", source="filter",
                           source_filter=Filter(colors=(color,)),
                           text="prevent all damage that sources of the chosen color would deal")
    add_shield(state, spec, 0, frame.controller)
    return True


# 615.1a: "Prevent all combat damage that would be dealt this turn by creatures target opponent
# controls." (Encircling Fissure): the creatures that player controls as the damage would be
# dealt (not locked in: a prevention effect isn't a characteristic-changing one, 611.2c)
CREATURES_OF = "creatures_of"


def from_creatures_of(state: GameState, frame: Frame, e: Effect) -> bool:
    """The shield on damage from creatures the player `what` names controls (combat damage
    only with `combat`), for the rest of the turn; nothing if that player is gone (608.2b)."""
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.effects.references import players_of
    from mtg_engine.rules.replacement import add_shield

    players = players_of(state, frame, e.get("what"))
    if not players:
        return True
    spec = ReplacementSpec(event="damage", instead="prevent", affects="any", source="filter",
                           source_filter=Filter(types=("Creature",), controlled_by=players[0]),
                           combat_only=bool(e.get("combat")),
                           text="prevent all damage that creatures that player controls would "
                                "deal")
    add_shield(state, spec, 0, frame.controller)
    return True


# 615.1a: "prevent all combat damage that other creatures would deal this turn" (Haze Frog),
# "... that would be dealt by creatures other than target creature this turn" (Terrifying
# Presence): every creature's but that one's (the shield is on it: a new object after a zone
# change is another creature, 400.7)
CREATURES_EXCEPT = "creatures_except"


def from_creatures_except(state: GameState, frame: Frame, e: Effect) -> bool:
    """The shield on damage from creatures other than the object `what` names (combat damage
    only with `combat`), for the rest of the turn."""
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.replacement import add_shield

    spared = frame.source if e.get("what") == "self" else \
        next(iter(resolve_refs(state, frame, e.get("what"))), 0)
    spec = ReplacementSpec(event="damage", instead="prevent", affects="any",
                           source="filter_but_shield", source_filter=Filter(types=("Creature",)),
                           combat_only=bool(e.get("combat")),
                           text="prevent all damage that other creatures would deal")
    add_shield(state, spec, spared, frame.controller)
    return True
