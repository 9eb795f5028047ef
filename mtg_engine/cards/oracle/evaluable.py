"""Filters the engine can't judge where a card uses them: the card is refused.

Some rules read a filter with a matcher of their own, on a card rather than on an object on the
battlefield: a spell being cast (`rules/restrictions._spell_matches`: "can't cast", "as though
it had flash"; `rules/costs._spell_matches`: "spells cost {1} more") or an object about to enter
(`rules/replacement_watch._entering_matches`, 614.12). Each of those matchers knows only some of the
filter's fields (`SPELL_FILTER_FIELDS`, ...), and a field it doesn't know would be ignored,
making the filter match more than the text says. A compiled card with such a filter is refused,
the field named in the reason (DESIGN 5: never play a card differently from its text). So is a
layered static ability whose "as long as" condition reads power (`_power_condition_problem`).
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.dsl import CardDef, Filter

_DEFAULT = Filter()
_WHY = "a filter the engine can't judge on a spell or an entering object, or a power " \
    "condition inside the layers"


def set_fields(f: Filter) -> set[str]:
    return {k for k in f.__slots__ if getattr(f, k) != getattr(_DEFAULT, k)}


def _static_problem(st: Any) -> str | None:
    from mtg_engine.rules.costs import SPELL_COST_FILTER_FIELDS
    from mtg_engine.rules.restrictions import CANT_CAST_FILTER_FIELDS, SPELL_FILTER_FIELDS

    known = {"cant_cast": CANT_CAST_FILTER_FIELDS, "cast_as_though_flash": SPELL_FILTER_FIELDS,
             "spell_cost": SPELL_COST_FILTER_FIELDS}.get(st.kind)
    if known is None:
        return None
    extra = set_fields(st.filter) - known
    if st.kind == "cant_cast" and st.max_count and st.filter.chosen:
        extra.add("chosen")  # counting spells "of the chosen ..." cast this turn
    return f"{st.kind}: {', '.join(sorted(extra))}" if extra else None


def _power_condition_problem(st: Any) -> str | None:
    """611.3a, 613.8: an "as long as" condition judged inside the layer system reads the
    characteristics computed so far, so a condition on power ("as long as you control a
    creature with power 4 or greater, ~ gets +1/+1") would read power before layer 7. Only
    restrictions ("can't attack unless ...") are judged after all the layers
    (layers.split_restrictions); a layered effect with such a condition is refused."""
    from mtg_engine.rules.layers import split_restrictions, static_effect

    when = st.when
    if st.kind not in ("anthem", "continuous") or when is None \
            or (when.filter.power_le is None and when.filter.power_ge is None
                and when.filter.toughness_le is None and when.filter.toughness_ge is None
                and not when.filter.power_lt_source
                # the greatest power, a party (rules/condition_history.py): the same
                and when.kind not in ("controls_greatest", "full_party")):
        return None
    layered, _ = split_restrictions(static_effect(st))
    return f"{st.kind}: as long as ... power" if layered is not None else None


def _replacement_problem(rep: Any) -> str | None:
    from mtg_engine.rules.replacement_watch import ENTERING_FILTER_FIELDS

    if rep.event != "enters" or rep.affects == "self":
        return None
    extra = set_fields(rep.filter) - ENTERING_FILTER_FIELDS
    for sub in rep.filter.any_of:  # (each alternative is judged the same way)
        extra |= set_fields(sub) - ENTERING_FILTER_FIELDS
    return f"enters: {', '.join(sorted(extra))}" if extra else None


def unevaluable(cdef: CardDef) -> list[tuple[str, str]]:
    """Reasons (category, detail) to refuse `cdef` (and its faces): filters a matcher would
    partly ignore."""
    out: list[tuple[str, str]] = []
    for card in (cdef, *cdef.faces):
        for st in card.statics:
            why = _static_problem(st) or _power_condition_problem(st)
            if why:
                out.append((_WHY, f"{card.name}: {why}"))
        for rep in card.replacements:
            why = _replacement_problem(rep)
            if why:
                out.append((_WHY, f"{card.name}: {why}"))
        if _reads_unmade_choice(card):
            out.append((_WHY, f"{card.name}: \"of the chosen type\" with no creature type "
                              "chosen as it enters (614.12a)"))
        if _reads_unmade_name(card):
            out.append((_WHY, f"{card.name}: \"the chosen name\" with no card name chosen as "
                              "it enters or as it resolves (201.2, 608.2d)"))
        if _grants_unchosen_color(card):
            out.append((_WHY, f"{card.name}: \"protection from the chosen color\" granted with "
                              "no colour chosen as it enters (614.12a)"))
    return out


def _grants_unchosen_color(card: CardDef) -> bool:
    """A static ability granting "protection from the chosen color" (rules/protection.py:
    the colour its source chose as it entered, 614.12a) on a card that chooses no colour."""
    from mtg_engine.rules.protection import CHOSEN_COLOR, CHOSEN_LAST_COLOR

    chosen = any(rep.choice.startswith("color") for rep in card.replacements)
    return not chosen and any(k in (*st.keywords, *st.effect.add_keywords)
                              for st in card.statics for k in (CHOSEN_COLOR, CHOSEN_LAST_COLOR))


def _reads_unmade_choice(card: CardDef) -> bool:
    """A filter "of the chosen type" (rules/filters.chosen_value: the creature type chosen
    as the source entered, 614.12a) on a card that chooses no creature type as it enters (it
    chooses something else, "choose Island or Swamp", or nothing): nothing would ever match it."""
    chosen = any(rep.choice in ("creature_type", "basic_land_type", "land_type")
                 or rep.choice.startswith("card_type_of:")
                 for rep in card.replacements) or any(
        st.kind == "as_enters_choose" and st.choice == "creature_type" for st in card.statics)
    if chosen:
        return False
    # 608.2d: an ability that chooses the type as it resolves reads its own choice
    # (rules/card_names.py); another of its abilities would read none
    parts = (card.statics, card.replacements, card.spell, *card.abilities, *card.triggers)
    return any(any("creature_type" in (f.chosen, f.not_chosen) for f in _filters(part))
               and not _chooses_type(part) for part in parts)


def _reads_unmade_name(card: CardDef) -> bool:
    """A filter "with the chosen name" (rules/filters.chosen_value) in a part of a card that
    neither chooses a card name as it enters (614.12a) nor as that part resolves
    (`choose_name`, 608.2d): nothing would ever match it."""
    if any(rep.choice.startswith("card_name") for rep in card.replacements):
        return False
    parts = (card.statics, card.replacements, card.spell, *card.abilities, *card.triggers)
    return any(any(f.chosen == "name" for f in _filters(part))
               and not _chooses_type(part, verb="choose_name") for part in parts)


def _chooses_type(obj: Any, depth: int = 0, verb: str = "choose_creature_type") -> bool:
    """Does `obj` hold the instruction "Choose a creature type." (`choose_creature_type`,
    or another `verb`)?"""
    import dataclasses

    from mtg_engine.cards.dsl import Effect

    if isinstance(obj, Effect):
        return obj.verb == verb
    if depth > 12:
        return False
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return any(_chooses_type(getattr(obj, fl.name), depth + 1, verb)
                   for fl in dataclasses.fields(obj))
    if isinstance(obj, (tuple, list)):
        return any(_chooses_type(x, depth + 1, verb) for x in obj)
    return False


def _filters(obj: Any, depth: int = 0) -> list[Filter]:
    """Every Filter inside `obj` (dataclasses, tuples, lists, dicts)."""
    import dataclasses

    if isinstance(obj, Filter):
        return [obj]
    if depth > 12:
        return []
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return [f for fl in dataclasses.fields(obj)
                for f in _filters(getattr(obj, fl.name), depth + 1)]
    if isinstance(obj, (tuple, list)):
        return [f for x in obj for f in _filters(x, depth + 1)]
    if isinstance(obj, dict):
        return [f for x in obj.values() for f in _filters(x, depth + 1)]
    return []
