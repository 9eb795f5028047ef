"""Cost changes for the spells of the type the source chose as it entered (601.2f, 614.12a):
"Creature spells of the chosen type cost {2} less to cast." (Urza's Incubator: any player's),
"Creature spells you cast of the chosen type cost {1} less to cast." (Herald's Horn) -> the
static `spell_cost` with the filter's `chosen: creature_type` (rules/costs._spell_costs reads
the choice), and back. The words go after "spells" for every player's spells, after "you
cast" for the controller's."""

from __future__ import annotations

from typing import Any

_CHOSEN = " of the chosen type"
_WHERE = {"any": " spells", "you": " you cast"}  # the words "of the chosen type" follow


def lower(para: str) -> dict[str, Any] | None:
    """The `spell_cost` static of such a paragraph, or None."""
    from mtg_engine.cards.oracle.spell_costs import spell_cost_static

    if para.count(_CHOSEN) != 1:
        return None
    st = spell_cost_static(para.replace(_CHOSEN, "", 1))
    p = (st or {}).get("spell_cost")
    if p is None or p.get("whose") not in _WHERE or p.get("mana") \
            or p["filter"] not in ({"types": ["Creature"]}, {}):
        return None  # ({}: "Spells you cast of the chosen type", a card type chosen, 205.2a)
    if render({"spell_cost": {**p, "filter": {**p["filter"], "chosen": "creature_type"}}}) \
            != para:
        return None  # ("of the chosen type" elsewhere in the sentence)
    return {"spell_cost": {**p, "filter": {**p["filter"], "chosen": "creature_type"}}}


def render(st: dict[str, Any]) -> str:
    """The English of `lower`'s static."""
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.spell_costs import render_spell_cost

    p = st["spell_cost"]
    f = dict(p["filter"])
    if f.pop("chosen", "") != "creature_type" or p.get("whose") not in _WHERE:
        raise RenderError("spells of a chosen type")
    said = render_spell_cost({"spell_cost": {**p, "filter": f}})
    where = _WHERE[p["whose"]]
    return said.replace(where, where + _CHOSEN, 1)
