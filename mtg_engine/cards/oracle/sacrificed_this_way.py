"""The permanents the instruction before sacrificed, as an amount (608.2c, 701.17a; 608.2h:
each as it last existed on the battlefield):

  Each other player sacrifices a creature. You create a 2/2 black Zombie creature token for
  each creature sacrificed this way.                             (Syphon Flesh: `sacrificed`)
  Each player sacrifices a creature. Create an X/X black Demon creature token with flying,
  where X is the total power of the creatures sacrificed this way.
                                                          (Reign of the Pit: `sacrificed_power`)

The DSL amount is `{this_way: sacrificed | sacrificed_power | sacrificed_toughness, among:
<filter>}`; rules/amounts._this_way reads the ("sacrifice", ...) events since the resolution
began (a permanent a replacement effect moved elsewhere was still sacrificed, 701.17a) and,
for a total, each one's power as it left (the log's "left_with_pt", 107.1b: a negative power
counts as it is). `allowed` lets it follow only one instruction making players sacrifice
permanents every one of which is of the kind counted.
"""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir, parse

WAYS = ("sacrificed", "sacrificed_power", "sacrificed_toughness")
_WHO = ("you", "each_player", "each_opponent", "each_other_player", "target",
        "target_opponent")


def total_sacrificed(stat_words: str, desc: ir.Desc, done: str) -> Any:
    """"the total power of the creatures sacrificed this way" (GameAmount this_way)."""
    from mtg_engine.cards.oracle.amounts import GameAmount

    stat = stat_words.removeprefix("the total ")
    if done.split()[0] != "sacrificed" or stat not in ("power", "toughness"):
        raise parse.NotUnderstood(f"the {stat_words} of the permanents {done}")
    return GameAmount("this_way", desc=desc, who=f"sacrificed_{stat}")


def allowed(before: list[dict[str, Any]], v: dict[str, Any]) -> bool:
    """Right after the one sacrifice instruction (the spell's or ability's only one before
    it), whose permanents are all of the kind counted ("a creature" for "each creature
    sacrificed this way")."""
    if len(before) != 1 or set(before[0]) != {"sacrifice_chosen"}:
        return False
    body = before[0]["sacrifice_chosen"]
    if body.get("who", "you") not in _WHO or not isinstance(body.get("count"), int) \
            or body.get("exile"):  # (701.13a: exiled, not sacrificed)
        return False
    among = v.get("among", {})
    if set(among) - {"types"}:
        return False
    group = body.get("filter", {})
    kinds = set(group.get("types", ()))
    return not among or (bool(kinds) and kinds <= set(among["types"]))


def noun(v: dict[str, Any], plural: bool) -> str:
    """"creature(s) sacrificed this way" / "the total power of the creatures sacrificed this
    way" for the round trip."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    what = describe_filter(dict(v.get("among", {})), plural=plural)
    if v["this_way"] == "sacrificed":
        return f"{what} sacrificed this way"
    return f"the total {v['this_way'].removeprefix('sacrificed_')} of the {what} sacrificed " \
        "this way"
