"""Creature tokens whose power and toughness the creating effect sets, each by its own amount
(111.3: the values the effect defines are the token's copiable values; 608.2h: read once, as
the token is created, the object they name as it last existed):

    "Destroy target creature. If that creature dies this way, create a black Vampire creature
    token. Its power is equal to that creature's power and its toughness is equal to that
    creature's toughness." (Kalitas, Bloodchief of Ghet)

The grammar reads the token with no P/T (`creature_token_bare`, a CDA_PT TokenDef) and the
next sentence as a `token_stats` clause; `fold` puts both amounts on the CreateToken before it
(`pt` its power, `toughness` its toughness) and marks the token STATS_PT. The definition is a
0/0 keyed "X/Y" (tokens.token_definition); the `create_token` effect carries `power` and
`toughness`, which the engine reads once (effects/permanent_verbs.py), as for an "X/X" token
(tokens_x.py). The inline wording "... token with power equal to A and toughness equal to B"
is the same instruction (parse.parse_effect reads it as the two sentences; the "stats_with"
wording renders it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir

# "... creature token with power equal to A and toughness equal to B." (one sentence)
INLINE = r"( creature token) with power equal to ([^,.\"]+?) and toughness equal to ([^,.\"]+?)\."
INLINE_AS = r"\1. Its power is equal to \2 and its toughness is equal to \3."


@dataclass(frozen=True, slots=True)
class TokenStats:
    """"Its power is equal to A and its toughness is equal to B." after a sentence that
    creates one token with no P/T (folded into that CreateToken)."""

    power: Any
    toughness: Any


def join_stats(sentences: list[str]) -> list[str]:
    """The sentences with each "Its power is equal to ..." joined to the one before it (the
    sentence that creates the token: one instruction with it)."""
    out: list[str] = []
    for s in sentences:
        if out and s.startswith(STATS_FIRST):
            out[-1] = f"{out[-1]}{'' if out[-1].endswith('.') else '.'} {s}"
        else:
            out.append(s)
    return out


STATS_FIRST = "Its power is equal to "


class TokenStatsIR:
    """Transformer method of the grammar's `token_stats` production (mixed into parse._ToIR)."""

    def token_stats(self, items: list[Any]) -> ir.Clause:
        amounts = [i for i in items if not hasattr(i, "type")]
        if len(amounts) != 2:
            from mtg_engine.cards.oracle.parse import NotUnderstood

            raise NotUnderstood("a token's power and toughness")
        return ir.Clause(None, (TokenStats(*amounts),))


def fold(prev: Any, stats: TokenStats) -> ir.CreateToken:
    """The creation of one token with no P/T (`prev`) with the power and toughness `stats`
    gives it; NotUnderstood after anything else."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if not isinstance(prev, ir.CreateToken) or prev.count != 1 \
            or prev.token.power != ir.CDA_PT or prev.token.abilities or prev.pt is not None:
        raise NotUnderstood("\"Its power is equal to ...\" after no token with no P/T")
    token = dataclasses.replace(prev.token, power=ir.STATS_PT, toughness=ir.STATS_PT)
    return dataclasses.replace(prev, token=token, pt=stats.power, toughness=stats.toughness)


def lower_fields(ins: ir.CreateToken, amount: Callable[[Any], Any]) -> dict[str, Any]:
    """The `create_token` fields `power` and `toughness` of a STATS_PT token (else {})."""
    if ins.token.power != ir.STATS_PT:
        return {}
    return {"power": amount(ins.pt), "toughness": amount(ins.toughness)}


def render_stats(p: dict[str, Any], obj: Callable[[Any], str]) -> str:
    """The English after the token's creature types: ". Its power is equal to A and its
    toughness is equal to B" (or, in the "stats_with" wording, " with power equal to A and
    toughness equal to B")."""
    from mtg_engine.cards.oracle.amount_render import noun_phrase, wording

    def named(ref: Any) -> str:
        # "Its power is equal to its power" is no English: the creature named before is
        # "that creature" in both amounts (the reference is the same, 608.2h)
        said = obj(ref)  # ("that card": a card target, Soul Separator's exiled card)
        if said != "it":
            return said
        return "that card" if wording("stats_that_card") else "that creature"

    power, toughness = noun_phrase(p["power"], named), noun_phrase(p["toughness"], named)
    if wording("stats_with"):
        return f" with power equal to {power} and toughness equal to {toughness}"
    return f". Its power is equal to {power} and its toughness is equal to {toughness}"
