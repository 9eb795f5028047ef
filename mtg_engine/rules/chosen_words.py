"""A continuous effect that sets a word its controller chooses as it resolves (608.2d):
"~ becomes the color of your choice until end of turn" (105.3, layer 5), "Target land becomes
the basic land type of your choice until end of turn" (305.7, layer 4), "~ becomes the
creature type of your choice until end of turn" (205.1b, 205.3m, layer 4), "~ gains your
choice of vigilance, lifelink, or haste until end of turn" (613.1f, layer 6; `options`).

608.2d: the choice is made as the instruction is carried out; the effect then is one
continuous effect (611.2a, 611.2c: its objects locked in) as if its word were printed: the
colour replaces the object's colours (105.3), the basic land type replaces the land's land
types and its rules-text abilities (305.7), the creature type replaces its creature types
(205.1b). The DSL is a `continuous` effect with `choose` (cards/dsl_abilities.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, LayerEffect
from mtg_engine.state.game_state import Frame, GameState

CHOICES = ("color", "land_type", "creature_type", "keyword", "lose_keyword", "colors",
           # "Choose a creature type other than Wall." (Mistform Mutant: 205.3m, 608.2d)
           "creature_type_not_wall")
KEYWORD_CHOICES = ("keyword", "lose_keyword")  # among the effect's `options` (613.1f)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i


def chosen_params(params: dict[str, Any], known: frozenset[str]) -> tuple[tuple[str, Any], ...]:
    """The Effect params `choose` and `options` of a card file's `continuous` mapping, checked
    (ValueError naming the problem)."""
    kind = params.get("choose", "")
    if kind not in ("", *CHOICES):
        raise ValueError(f"choose must be one of {list(CHOICES)}")
    options = params.get("options")
    if (options is not None) != (kind in KEYWORD_CHOICES):
        raise ValueError("options (a list of keywords) go with choose: keyword / lose_keyword")
    if options is not None and (not isinstance(options, list) or len(options) < 2
                                or any(o not in known for o in options)):
        raise ValueError("options: two or more known keywords")
    out: tuple[tuple[str, Any], ...] = (("choose", kind),) if kind else ()
    return out + ((("options", tuple(options)),) if options is not None else ())


def _options(kind: str, e: Effect) -> tuple[str, ...]:
    """The words offered, in the order of the decision's options (the scenario API reads
    "Red", "Island", "Goblin" as rules/text_changes.py's decisions, a keyword by its name)."""
    if kind in KEYWORD_CHOICES:
        return tuple(e.get("options"))
    if kind in ("color", "colors"):
        return tuple("WUBRG")  # 105.1
    if kind == "land_type":
        return BASIC_LAND_TYPES
    from mtg_engine.core.creature_types import CREATURE_TYPES  # 205.3m

    return tuple(CREATURE_TYPES)


def _set(le: LayerEffect, kind: str, word: str) -> LayerEffect:
    if kind in ("color", "colors"):  # (`word`: the colours chosen, in WUBRG order)
        return replace(le, set_colors=word)  # 105.3
    if kind == "land_type":
        return replace(le, set_land_subtypes=(word,))  # 305.7
    if kind == "keyword":
        return replace(le, add_keywords=(word,))  # 613.1f
    if kind == "lose_keyword":
        return replace(le, remove_keywords=(word,))
    return replace(le, set_creature_type=word)  # 205.1b


def v_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    """608.2d: ask the word, then create the continuous effect with it."""
    from mtg_engine.effects.permanent_verbs import v_continuous
    from mtg_engine.effects.references import _ask

    kind = str(e.get("choose"))
    words = _options(kind, e)
    if frame.answer is None:
        purpose = f"choose_{kind}" if kind not in KEYWORD_CHOICES else \
            "choose_word:" + "|".join(words)
        most = 5 if kind == "colors" else 1  # 105.3: "the color or colors of your choice"
        offered = tuple(i for i, w in enumerate(words)
                        if not (kind == "creature_type_not_wall" and w == "Wall"))
        if kind == "creature_type_not_wall":  # (answered as any creature type is)
            purpose = "choose_creature_type"
        return _ask(state, ChoiceDecision(frame.controller, purpose, offered, 1, most,
                                          f"choose a {kind.replace('_', ' ')}"), "effect")
    word = "".join(words[i] for i in sorted(frame.answer))
    state.log.append(("chosen_word", frame.controller, kind, word))
    le = _set(e.get("effect"), kind, word)
    params: tuple[tuple[str, Any], ...] = tuple(
        (k, le if k == "effect" else v) for k, v in e.params if k not in ("choose", "options"))
    return v_continuous(state, frame, replace(e, params=params))
