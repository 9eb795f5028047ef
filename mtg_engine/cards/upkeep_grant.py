"""Cumulative upkeep granted in quotes by a static ability (613.1f, 702.24a): 'Enchanted
creature has "Cumulative upkeep {1}."' (Mana Chains), 'Green creatures have "Cumulative upkeep
{1}."' (Breath of Dreams), 'Enchanted creature has "Cumulative upkeep—Pay 1 life."'
(Decomposition). The DSL carries it as {"keyword": "Cumulative upkeep {1}"} among the granted
triggers (dsl_abilities.granted_ability); it is the same triggered ability as a printed
cumulative upkeep (keyword_dsl), its age counters on the permanent that has it."""

from __future__ import annotations

import re

from mtg_engine.cards.dsl import TriggeredAbility

_FORM = re.compile(r"Cumulative upkeep (?P<mana>(?:\{[0-9WUBRGC]\})+)|Cumulative upkeep—Pay "
                   r"(?P<life>[1-9]) life")


def granted_keyword(quoted: str) -> str | None:
    """The keyword of a quoted '"Cumulative upkeep {1}."' (without its period), or None."""
    text = quoted.strip().removesuffix(".")
    return text if _FORM.fullmatch(text) else None


def keyword_trigger(keyword: str) -> TriggeredAbility | None:
    """The triggered ability such a granted keyword is (702.24a), or None for another word."""
    from mtg_engine.cards.keyword_dsl import cumulative_upkeep, cumulative_upkeep_life

    m = _FORM.fullmatch(keyword)
    if m is None:
        return None
    if m.group("mana"):
        return cumulative_upkeep(m.group("mana"))
    return cumulative_upkeep_life(int(m.group("life")))
