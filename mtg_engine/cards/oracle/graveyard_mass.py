"""Every matching card of a graveyard moved at once (400.3, 110.2), read by the grammar
(`return_all_cards` in grammar.lark):

  Return all creature cards from your graveyard to the battlefield.   (Liliana, Death Wielder)
  Return all land cards from your graveyard to the battlefield tapped. (Splendid Reclamation)
  Return all enchantment cards from your graveyard to your hand.      (Crystal Chimes)
  Return all basic land cards from all graveyards to the battlefield tapped under their
  owners' control.                                                      (Planar Birth)

-> the DSL verb `return_all_cards` (effects/graveyard_mass.py). An Aura card put onto the
battlefield this way (enchantment or permanent cards) is attached to what the effect's
controller chooses as it enters (303.4f, effects/aura_entry.py)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood


def return_all(desc: ir.Desc, dest: str, tapped: bool, any_graveyard: bool
               ) -> ir.ReturnAllCards:
    joined = bool(desc.get("joined"))
    desc = ir.Desc(desc.nouns, tuple(kv for kv in desc.filter if kv[0] != "joined"))
    to = "hand" if dest == "your hand" else "battlefield"
    if tapped and to != "battlefield":
        raise NotUnderstood("tapped into a hand")
    return ir.ReturnAllCards(desc, to, tapped, any_graveyard, joined)


# 110.4a: "permanent cards" in a graveyard: the cards of a permanent type
PERMANENT_CARD_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]


def lower_return_all(ins: ir.ReturnAllCards, f: dict[str, Any]) -> list[dict[str, Any]]:
    if ins.desc.nouns == ("permanent",):
        f = {**f, "types": list(PERMANENT_CARD_TYPES)}
    if set(f) - {"types", "subtypes", "supertypes", "colors", "not_types", "not_colors",
                 "mana_value_le", "mana_value_ge", "power_le", "power_ge",
                 "put_there_this_turn"}:
        raise NotUnderstood("a quality of cards in a graveyard")
    if ins.joined and len(f.get("types", ())) != 2:
        raise NotUnderstood("'and' between other than two card types")
    body: dict[str, Any] = {"filter": f, "to": ins.to}
    if ins.tapped:
        body["tapped"] = True
    if ins.any_graveyard:
        body["from"] = "all_graveyards"
    if ins.joined:
        body["joined"] = True  # (the printed "and": a wording of the same set)
    return [{"return_all_cards": body}]


_EACH_PLAYER = re.compile(r"each player returns all (.+? cards) from their graveyard to "
                          r"(the battlefield|their hand)( tapped)?")


def lower_each_player(low: str) -> list[dict[str, Any]] | None:
    """"Each player returns all creature cards from their graveyard to the battlefield."
    (Twilight's Call; 400.3, 110.2): each card of every graveyard, put onto the battlefield
    under its owner's control (the player whose graveyard it was in, 404.2) or into its
    owner's hand: the cards "Return all ... from all graveyards to ... under their owners'
    control" names -> `return_all_cards` from all graveyards, the wording `each_player`."""
    from mtg_engine.cards.oracle.lower import lower_text

    m = _EACH_PLAYER.fullmatch(low)
    if m is None or (m.group(3) and m.group(2) != "the battlefield"):
        return None
    dest = "the battlefield" + (" tapped" if m.group(3) else "") + " under their owners' " \
        "control" if m.group(2) == "the battlefield" else "their owners' hands"
    got = lower_text(f"Return all {m.group(1)} from all graveyards to {dest}.", allow_x=False,
                     on_permanent=False)
    if got is None or got[1] or len(got[0]) != 1 or "return_all_cards" not in got[0][0]:
        return None
    body = got[0][0]["return_all_cards"]
    if body.get("from") != "all_graveyards" or body.get("control"):
        return None
    return [{"return_all_cards": {**body, "each_player": True}}]


def render_return_all(p: dict[str, Any]) -> str:
    """The inverse of `lower_return_all`: "return all creature cards from your graveyard to
    the battlefield"; "return to your hand all creature cards in your graveyard that were put
    there from the battlefield this turn" (400.7)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    f = dict(p["filter"])
    if f.pop("put_there_this_turn", False):  # 400.7 (rules/graveyard_history.py)
        if p.get("from") or p.get("tapped") or p.get("control") or p.get("put"):
            raise RenderError("put there this turn: only from your graveyard")
        dest = "your hand" if p["to"] == "hand" else "the battlefield"
        return f"return to {dest} all {_head(f, p)} in your graveyard that were put there " \
            "from the battlefield this turn"
    head = _head(f, p)
    anywhere = p.get("from") == "all_graveyards"
    if p.get("each_player"):  # (lower_each_player's wording)
        if not anywhere or p.get("put") or p.get("control"):
            raise RenderError("each player returns")
        dest = "the battlefield" if p["to"] == "battlefield" else "their hand"
        return f"each player returns all {head} from their graveyard to {dest}" + \
            (" tapped" if p.get("tapped") else "")
    dest = ("their owners' hands" if anywhere else "your hand") if p["to"] == "hand" \
        else "the battlefield"
    where = "all graveyards" if anywhere else "your graveyard"
    out = f"return all {head} from {where} to {dest}"
    if p.get("put"):  # "Put all creature cards from all graveyards onto the battlefield"
        out = f"put all {head} from {where} onto {dest}"
    if p.get("tapped"):
        out += " tapped"
    if p.get("control") == "you":
        out += " under your control"  # (110.2: yours, not their owners')
    elif anywhere and p["to"] == "battlefield":
        out += " under their owners' control"
    return out


def _head(f: dict[str, Any], p: dict[str, Any]) -> str:
    """"creature cards", "artifact and creature cards" (`joined`: the printed "and")."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    if f == {"types": PERMANENT_CARD_TYPES}:  # 110.4a
        return "permanent cards"
    if p.get("joined"):
        types = f.pop("types")
        kinds = describe_filter(f, "", False)
        return (kinds + " " if kinds != "permanent" else "") \
            + " and ".join(t.lower() for t in types) + " cards"
    return describe_filter(f, "card", True)

_YOURS = re.compile(r"(put|return) all (.+?) cards from all graveyards (?:onto|to) the "
                    r"battlefield under your control")


def lower_yours(low: str) -> list[dict[str, Any]] | None:
    """"Put all creature cards from all graveyards onto the battlefield under your control."
    (Liliana Vess; 400.3, 110.2) -> `return_all_cards` with `control: you`, or None."""
    from mtg_engine.cards.oracle.search import card_filter

    m = _YOURS.fullmatch(low)
    if m is None or (m.group(1) == "put") != ("onto" in low):
        return None
    f = card_filter(m.group(2) + " cards", plural=True)
    if not f or set(f) - {"types"} or not f["types"] or "Enchantment" in f["types"]:
        return None  # (an Aura put onto the battlefield: 303.4f, not read here)
    body: dict[str, Any] = {"filter": f, "to": "battlefield", "from": "all_graveyards",
                            "control": "you"}
    if m.group(1) == "put":
        body["put"] = True  # (the printed verb)
    return [{"return_all_cards": body}]
