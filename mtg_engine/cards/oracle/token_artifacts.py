"""Noncreature artifact tokens with a name and an ability of their own (111.1, 111.3, 111.4):

  [+1]: Create a colorless artifact token named Etherium Cell with "{T}, Sacrifice this
  artifact: Add one mana of any color."                                  (Tezzeret the Schemer)
  ... create eight colorless snow artifact tokens named Replicated Ring with "{T}: Add one
  mana of any color."                                                     (Replicating Ring)

The token has exactly what the effect says (111.3): its colours, the supertype snow (205.4g)
if said, the card type artifact, no subtype and no power or toughness, the name given (111.4:
not "... Token", since the effect names it) and its quoted ability, in which "this artifact"
is the token itself (113.2). The grammar's `artifact_token_quoted` makes an `ir.TokenDef` with
`noncreature` set; `definition` gives its DSL (keyed by its name, as a predefined token is:
database.py refuses the name if the card data gives it two definitions); `render` says it back.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood


class ArtifactTokenIR:
    """Transformer method of the grammar's `artifact_token_quoted` (mixed into parse._ToIR)."""

    def artifact_token_quoted(self, items: list[Any]) -> ir.TokenDef:
        """"a colorless [snow] artifact token named <Name> with "<ability>"" (111.1, 111.4)."""
        from mtg_engine.cards.oracle.parse import _PRINTED
        from mtg_engine.cards.oracle.tokens import quoted_ability, token_name

        named = next(w for w in items if getattr(w, "type", "") == "TOKEN_NAMED")
        snow = any(getattr(w, "type", "") == "TOKEN_SNOW" for w in items)
        return ir.TokenDef(colors=items[0], artifact=True, noncreature=True, snow=snow,
                           name=token_name(named, _PRINTED.get()),
                           abilities=(quoted_ability(items[-1]),))


def definition(t: ir.TokenDef) -> dict[str, Any]:
    """The DSL definition of such a token (111.3): no subtype, power or toughness."""
    from mtg_engine.cards.oracle.tokens import _quoted_ability_dsl

    if not t.name or not t.artifact or len(t.abilities) != 1 or t.keywords or t.subtypes:
        raise NotUnderstood("a noncreature token")
    key, value = _quoted_ability_dsl(t.abilities[0], "artifact")
    if key not in ("abilities", "triggers"):
        raise NotUnderstood("a noncreature token's quoted ability")
    return {"name": t.name, "colors": list(t.colors),
            "type": ("Snow " if t.snow else "") + "Artifact",  # 205.4g
            key: [value], "text": t.abilities[0]}


def is_noncreature(t: dict[str, Any]) -> bool:
    """A definition of `definition` (not a predefined token's, "Artifact — Treasure")."""
    return "power" not in t and " — " not in t["type"]


def render(t: dict[str, Any], n: int, tapped: str) -> str:
    """"create a colorless artifact token named Etherium Cell with "<ability>"" (111.1)."""
    from mtg_engine.cards.oracle.copy_control import render_granted
    from mtg_engine.cards.oracle.emblems import CARD_NAME
    from mtg_engine.cards.oracle.render import COLOR_NAMES, _join, _num

    colors = [COLOR_NAMES[c] for c in t.get("colors", [])]
    color = _join(colors) if colors else "colorless"
    snow = "snow " if t["type"].startswith("Snow ") else ""
    noun = "token" if n == 1 else "tokens"
    grant = {"add_abilities": t["abilities"]} if t.get("abilities") else \
        {"add_triggers": t["triggers"]}
    own = CARD_NAME.get()
    name = t["name"].replace(own, "~") if own else t["name"]
    return f"create {_num(n)} {tapped}{color} {snow}artifact {noun} named {name} with " \
        + render_granted(grant, "artifact")
