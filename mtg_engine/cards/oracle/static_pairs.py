"""Paragraphs that make two static abilities, tried by the compiler in turn and rendered back
as one paragraph:
- "... as long as it's ... . Otherwise, it ..." (611.3a, otherwise_statics.py);
- "Spells you cast with mana value 5 or greater cost {1} less to cast and can't be
  countered." (Thryx): a cost change (601.2f, the static `spell_cost`) and the same spells
  uncounterable (101.2, `spells_cant_be_countered`, the spells the controller controls: those
  they cast);
- "Players can't pay life or sacrifice creatures to cast spells or activate abilities."
  (614.17b, cant_pay.py);
- "Creature cards in graveyards and libraries can't enter the battlefield.", "Players can't
  cast spells from graveyards or libraries." (614.17d, 101.2: a static per zone,
  cant_enter.py);
- "Lands on the battlefield and land cards in graveyards can't be the targets of ..." (an
  anthem and the same for cards in graveyards, graveyard_protection.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_COST_AND = re.compile(r"(?P<cost>.+ cost \{\d\} (?:more|less) to cast) and can't be countered\.")


def lower(para: str, read: Callable[[str], dict[str, Any] | None]
          ) -> list[dict[str, Any]] | None:
    """The two statics, or None. `read` reads one static paragraph (statics._static)."""
    from mtg_engine.cards.oracle import flash_self, otherwise_statics

    got = flash_self.lower(para)  # 601.3b
    if got is not None:
        return got
    from mtg_engine.cards.oracle import soulbond

    got = soulbond.lower(para, read)  # 702.95c-d
    if got is not None:
        return got
    got = otherwise_statics.lower(para, read) or otherwise_statics.lower_instead(para, read)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import joined_statics

    got = joined_statics.lower(para, read)  # "You and Humans you control have hexproof."
    if got is not None:
        return got
    from mtg_engine.cards.oracle import aura_restrictions

    got = aura_restrictions.lower(para, read)  # 303.4: "... can't attack, block, or transform."
    if got is not None:
        return got
    from mtg_engine.cards.oracle import (
        cant_activate,
        cant_enter,
        cant_pay,
        game_loss,
        toughness_damage,
    )
    from mtg_engine.cards.oracle.cast_timing import lower_pair as timing_pair
    from mtg_engine.cards.oracle.cda_amounts import lower_pair as cda_pair
    from mtg_engine.cards.oracle.graveyard_protection import lower_pair as graveyard_pair

    return cant_pay.lower(para) or cant_enter.lower(para) or graveyard_pair(para) \
        or _cost_and_uncounterable(para) or cant_activate.lower(para) or cda_pair(para) \
        or toughness_damage.lower_aura(para, read) or timing_pair(para) \
        or game_loss.lower(para)  # 614.17b, d; 101.2; 510.1a; 104.2-104.3


def _cost_and_uncounterable(para: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.spell_costs import spell_cost_static

    m = _COST_AND.fullmatch(para)
    cost = spell_cost_static(m.group("cost") + ".") if m else None
    if cost is None:
        return None
    p = cost["spell_cost"]
    f = p.get("filter", {})
    if p.get("whose") != "you" or f.get("spell_targets") or f.get("controller"):
        return None  # (only "spells you cast": those its controller casts and controls)
    return [cost, {"spells_cant_be_countered": {"filter": {**f, "controller": "you"}}}]


def render(items: list[dict[str, Any]]) -> str:
    from mtg_engine.cards.oracle import flash_self, otherwise_statics
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.spell_costs import render_spell_cost

    if len(items) == 2 and set(items[0]) == {"spell_cost"} \
            and set(items[1]) == {"spells_cant_be_countered"}:
        p = items[0]["spell_cost"]
        if p.get("whose") != "you" or items[1]["spells_cant_be_countered"] != {
                "filter": {**p.get("filter", {}), "controller": "you"}}:
            raise RenderError("a cost change and other spells uncounterable")
        return render_spell_cost(items[0])[:-1] + " and can't be countered."
    flash = flash_self.render(items)  # 601.3b
    if flash is not None:
        return flash
    from mtg_engine.cards.oracle import soulbond

    paired = soulbond.render(items)  # 702.95c-d
    if paired is not None:
        return paired
    from mtg_engine.cards.oracle import joined_statics

    joined = joined_statics.render(items)
    if joined is not None:
        return joined
    from mtg_engine.cards.oracle import aura_restrictions

    aura = aura_restrictions.render(items)  # 303.4
    if aura is not None:
        return aura
    from mtg_engine.cards.oracle import (
        cant_activate,
        cant_enter,
        cant_pay,
        game_loss,
        toughness_damage,
    )
    from mtg_engine.cards.oracle.cast_timing import render_pair as timing_pair
    from mtg_engine.cards.oracle.cda_amounts import render_pair as cda_pair
    from mtg_engine.cards.oracle.graveyard_protection import render_pair as graveyard_pair

    return cant_pay.render(items) or cant_enter.render(items) or graveyard_pair(items) \
        or cant_activate.render(items) or cda_pair(items) or toughness_damage.render_aura(items) \
        or game_loss.render(items) or timing_pair(items) \
        or otherwise_statics.render_instead(items) \
        or otherwise_statics.render(items)  # 614.17; 101.2; 510.1a; 104.2-104.3
