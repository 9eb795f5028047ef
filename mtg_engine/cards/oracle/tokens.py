"""Tokens (111) in the Oracle compiler: a `CreateToken` IR node -> the DSL's `create_token`
effect and the token's own definition (a card mapping `dsl.parse_card(..., token=True)` reads).

The definition goes to the card's token sink (effects._TOKEN_SINK): the database registers
it by name (111.4: a token's name is its subtypes and "Token"), and refuses a name that means
different tokens in the card data. `read_token` gives the definition a "Create ..." phrase
means, for that check (database._token_index) and for the sentence templates.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

# Keywords a created creature token may have: those the engine carries out (keywords.py).
TOKEN_KEYWORDS = ("flying", "reach", "haste", "vigilance", "deathtouch", "lifelink",
                  "first strike", "double strike", "trample", "hexproof", "shroud",
                  "indestructible", "menace", "fear", "intimidate", "defender")

# 111.10: predefined tokens and the abilities their names stand for.
PREDEFINED_TOKENS: dict[str, dict[str, Any]] = {
    "Treasure": {"cost": {"tap": True, "sacrifice_self": True}, "any_color": 1,
                 "text": "{T}, Sacrifice this artifact: Add one mana of any color."},  # 111.10a
    "Food": {"cost": {"mana": "{2}", "tap": True, "sacrifice_self": True},
             "effects": [{"gain_life": {"amount": 3}}],
             "text": "{2}, {T}, Sacrifice this artifact: You gain 3 life."},  # 111.10b
    "Gold": {"cost": {"sacrifice_self": True}, "any_color": 1,
             "text": "Sacrifice this artifact: Add one mana of any color."},  # 111.10c
    "Clue": {"cost": {"mana": "{2}", "sacrifice_self": True}, "effects": [{"draw": {"count": 1}}],
             "text": "{2}, Sacrifice this artifact: Draw a card."},  # 111.10f
}


def token_key(defn: dict[str, Any]) -> str:
    """A creature token's identity from its definition (111.3: the characteristics the effect
    gives it), since one name (111.4) can mean several tokens in the card data: "Wurm Token
    (5/5 G Creature — Wurm; trample)". The engine finds the token by it (CardDef.key)."""
    colors = "".join(defn.get("colors", [])) or "colorless"
    kws = "; " + ", ".join(defn["keywords"]) if defn.get("keywords") else ""
    return f"{defn['name']} ({defn['power']}/{defn['toughness']} {colors} {defn['type']}{kws})"


def with_key(defn: dict[str, Any]) -> dict[str, Any]:
    """The definition with its `key` (a predefined token, 111.10, is its name)."""
    return {**defn, "key": token_key(defn)} if "power" in defn else defn


def token_definition(t: ir.TokenDef) -> dict[str, Any]:
    """The DSL definition of a token (111.3: the characteristics the effect gives it)."""
    if t.predefined:
        ability = PREDEFINED_TOKENS.get(t.predefined)
        if ability is None:
            raise NotUnderstood(f"{t.predefined} token")
        return {"name": f"{t.predefined} Token", "colors": [],
                "type": f"Artifact — {t.predefined}", "abilities": [ability]}
    if not t.subtypes:
        raise NotUnderstood("a creature token with no creature type")
    bad = [k for k in t.keywords if k not in TOKEN_KEYWORDS]
    if bad:
        raise NotUnderstood(f"a token with {bad[0]}")
    subtypes = " ".join(t.subtypes)
    out: dict[str, Any] = {
        "name": f"{subtypes} Token", "colors": list(t.colors),
        "type": ("Artifact " if t.artifact else "") + f"Creature — {subtypes}",
        "power": t.power, "toughness": t.toughness}
    if t.keywords:
        out["keywords"] = list(t.keywords)
    return with_key(out)


def lower_token(ins: ir.CreateToken, who: dict[str, Any], count: int | str
                ) -> list[dict[str, Any]]:
    """111.1: the `create_token` effect; the token's definition goes to the card's sink."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    if who:
        raise NotUnderstood("another player creates tokens")
    sink = _TOKEN_SINK.get()
    if sink is None:
        raise NotUnderstood("tokens outside a card")
    token = token_definition(ins.token)
    sink.append(token)
    body: dict[str, Any] = {"token": token.get("key", token["name"]), "count": count}
    if ins.tapped:
        body["tapped"] = True
    return [{"create_token": body}]


def read_token(phrase: str) -> tuple[int | str, dict[str, Any]] | None:
    """"Create two 1/1 white Soldier creature tokens" -> (2, the token's definition), or None
    if the grammar does not read it as one token creation."""
    from mtg_engine.cards.oracle.parse import parse_effect

    effect = parse_effect(phrase)
    if effect is None or len(effect.clauses) != 1 or len(effect.clauses[0].instructions) != 1:
        return None
    ins = effect.clauses[0].instructions[0]
    if not isinstance(ins, ir.CreateToken):
        return None
    try:
        return ins.count, token_definition(ins.token)
    except NotUnderstood:
        return None
