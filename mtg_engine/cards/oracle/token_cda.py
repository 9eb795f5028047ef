"""Creature tokens whose power and toughness a quoted ability defines (604.3, 111.1): "create
a green Treefolk creature token with reach and "This creature's power and toughness are each
equal to the number of lands you control."", or the same token with "It has "..."" after it.

The token has no printed-style P/T: the grammar's `creature_token_cda` / `creature_token_bare`
make a TokenDef with `ir.CDA_PT`, and tokens.token_definition accepts it only when one of its
abilities is a characteristic-defining ability setting both (a `cda` static of the token
itself, 604.3: it applies in every zone, layer 7a); the definition then says 0/0 with that
static, as a */* card's does (compiler._counted_pt), and its key says "*/*" (111.3).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtg_engine.cards.oracle import ir


class TokenCdaIR:
    """Transformer methods of the grammar's CDA token productions (mixed into parse._ToIR)."""

    def creature_token_bare(self, items: list[Any]) -> ir.TokenDef:
        """"a green Saproling creature token" (a quoted CDA given next: "It has ...")."""
        from mtg_engine.cards.oracle.parse import _printed_word

        def marked(kind: str) -> bool:
            return any(getattr(w, "type", "") == kind for w in items)

        subtypes = tuple(_printed_word(w) for w in items[1:]
                         if getattr(w, "type", "") == "SUBTYPE")
        kws = items[-1] if isinstance(items[-1], tuple) and items[-1] is not items[0] else ()
        return ir.TokenDef(ir.CDA_PT, ir.CDA_PT, items[0], subtypes, marked("TOKEN_ARTIFACT"),
                           kws, enchantment=marked("TOKEN_ENCHANTMENT"))

    def creature_token_cda(self, items: list[Any]) -> ir.TokenDef:
        """"a green Treefolk creature token with [reach and] "This creature's power and
        toughness are each equal to ..."" (111.1, 604.3)."""
        from mtg_engine.cards.oracle.tokens import quoted_ability

        base = self.creature_token_bare(items[:-1])
        return dataclasses.replace(base, abilities=(quoted_ability(items[-1]),))


def is_pt_cda(static: dict[str, Any]) -> bool:
    """A token's static that defines both its power and toughness (604.3, layer 7a)."""
    c = static.get("continuous", {})
    return bool(c.get("cda")) and c.get("affects") == "self" \
        and ("pt_count" in c or "pt_amount" in c) and not c.get("pt_count_stat")


def cda_definition(out: dict[str, Any]) -> dict[str, Any]:
    """The definition of a CDA_PT token (tokens.token_definition): 0/0 with the CDA that sets
    both (604.3), keyed "*/*" (111.3: not the 0/0 token of the same types)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood
    from mtg_engine.cards.oracle.tokens import token_key

    if sum(1 for st in out.get("statics", []) if is_pt_cda(st)) != 1:
        raise NotUnderstood("a token with no power and toughness of its own")
    out = {**out, "power": 0, "toughness": 0}
    return {**out, "key": token_key({**out, "power": "*", "toughness": "*"})}
