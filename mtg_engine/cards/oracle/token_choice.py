"""A token of a kind chosen as the instruction is carried out (608.2d, 111.10):

  Whenever a land enters the battlefield under your control, create a Food token or a Treasure
  token.                                                              (Tireless Provisioner)

-> `create_token_choice` {tokens: [the predefined tokens' names]} (effects/token_choice.py: the
controller chooses one as it resolves, then it is created, 111.1), and back."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.tokens import PREDEFINED_TOKENS

_KINDS = tuple(PREDEFINED_TOKENS)  # 111.10 (each one the compiler can define)
_OR = re.compile(rf"^[Cc]reate an? ({'|'.join(_KINDS)}) token or an? ({'|'.join(_KINDS)}) token$")


def lower_sentence(sentence: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (no final period), or None; the tokens go to the card's
    token sink (111.10: their definitions are the rules')."""
    from mtg_engine.cards.oracle import ir
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK
    from mtg_engine.cards.oracle.tokens import token_definition

    m = _OR.fullmatch(sentence.strip())
    sink = _TOKEN_SINK.get()
    if m is None or m.group(1) == m.group(2) or sink is None:
        return None
    defs = [token_definition(ir.TokenDef(predefined=k)) for k in (m.group(1), m.group(2))]
    sink.extend(defs)
    return [{"create_token_choice": {"tokens": [d["name"] for d in defs]}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of a `create_token_choice` effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    names = [str(n) for n in p.get("tokens", ())]
    if set(p) != {"tokens"} or len(names) != 2 or not all(n.endswith(" Token") for n in names):
        raise RenderError("a choice of tokens")
    a, b = (n[:-len(" Token")] for n in names)
    return "", f"create a {a} token or a {b} token"
