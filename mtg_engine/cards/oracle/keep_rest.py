"""Each player keeps the permanents they choose and loses the rest (101.4, 701.17a, 701.7a):

  Each player chooses three permanents they control, then sacrifices the rest.
      (Razia's Purification)
  Each player chooses a creature or planeswalker they control, then sacrifices the rest.
      (Single Combat: "the rest" are the other creatures and planeswalkers)
  Each player chooses from among the permanents they control an artifact, a creature, an
      enchantment, and a land, then sacrifices the rest. (Cataclysm)
  ..., each player chooses an artifact, a creature, an enchantment, and a planeswalker from
      among the nonland permanents they control, then sacrifices all other nonland
      permanents they control. (Cataclysmic Gearhulk)
  Each player chooses a creature they control. Destroy the rest. (Divine Reckoning)
  Target opponent chooses a creature they control. Other creatures they control can't block
      this turn. (Goblin War Cry: `who: target`, `then: cant_block`, 509.1b, 611.2c)
  Each opponent chooses a creature they control. You gain control of those creatures.
      (Riches: `then: gain_control`, the chosen ones change control for good, 613.1b, 611.2a)

The verb `keep_rest` (effects/keep_rest.py): `who` chooses among the permanents they control
matching `filter` (the pool): `count` of them (`up_to`: any number up to it), or one for each
of `filters` in turn, each a different permanent; then every other permanent of the pool is
sacrificed by its controller, or all are destroyed (`then`). `wording`: the printed order."""

from __future__ import annotations

import re
from typing import Any

_WHO = {"each player": "each_player", "each opponent": "each_opponent"}
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_WORDS = {v: k for k, v in _NUMBERS.items() if k not in ("an", "one")}

# "chooses three permanents they control, then sacrifices the rest"
_COUNTED = re.compile(r"(?P<who>each player|each opponent) chooses (?P<up>up to )?(?P<n>an?|one|"
                      r"two|three|four|five) (?P<pool>[a-z ]+?) they control"
                      r"(?P<tail>, then sacrifices the rest| and sacrifices the rest"
                      r"|\. destroy the rest"
                      r"|\. you gain control of those (?P<again>[a-z ]+))")
# "chooses from among the permanents they control an artifact, a creature, ... and a land"
_AMONG_FIRST = re.compile(r"(?P<who>each player|each opponent) chooses from among the "
                          r"(?P<pool>[a-z ]+?) they control (?P<list>an? [a-z ,]+?), "
                          r"then sacrifices the rest")
# "chooses an artifact, ... and a planeswalker from among the nonland permanents they
# control, then sacrifices all other nonland permanents they control"
_AMONG_LAST = re.compile(r"(?P<who>each player|each opponent) chooses (?P<list>an? [a-z ,]+?) "
                         r"from among the (?P<pool>[a-z ]+?) they control, then sacrifices "
                         r"(?:the rest|all other (?P<again>[a-z ]+?) they control)")


def lower_text(text: str) -> list[dict[str, Any]] | None:
    """The `keep_rest` effect of such a text (one sentence, or two: "... Destroy the rest."),
    or None."""
    low = text.strip().lower().removesuffix(".")
    m = _COUNTED.fullmatch(low)
    if m is not None:
        pool = _pool(m.group("pool"), plural=m.group("n") not in ("a", "an", "one"))
        if pool is None or (m.group("up") and m.group("n") in ("a", "an")):
            return None
        tail = m.group("tail")
        if m.group("again") is not None and (  # 613.1b: "those creatures", the pool's noun
                m.group("again") != _plural(m.group("pool")) or m.group("up")):
            return None
        then = "gain_control" if m.group("again") else \
            "destroy" if "destroy" in tail else "sacrifice"
        body: dict[str, Any] = {"who": _WHO[m.group("who")], "filter": pool,
                                "count": _NUMBERS[m.group("n")], "then": then}
        if m.group("up"):
            body["up_to"] = True
        if tail.startswith(" and"):
            body["wording"] = "and"
        return [{"keep_rest": body}]
    for pattern, wording in ((_AMONG_FIRST, "among_first"), (_AMONG_LAST, "among_last")):
        m = pattern.fullmatch(low)
        if m is None:
            continue
        pool = _pool(m.group("pool"), plural=True)
        slots = _slots(m.group("list"))
        if pool is None or slots is None or (wording == "among_last" and m.group("again")
                                             not in (None, m.group("pool"))):
            return None
        if wording == "among_last" and m.group("again") is None:
            wording = "among_last_rest"
        return [{"keep_rest": {"who": _WHO[m.group("who")], "filter": pool, "filters": slots,
                               "then": "sacrifice", "wording": wording}}]
    return None


# 509.1b, 611.2c: "Target opponent chooses a creature they control. Other creatures they
# control can't block this turn." (Goblin War Cry): the target opponent keeps one creature
# able to block; the restriction binds every other creature they control this turn, those
# that come later too (it changes no characteristic): `who: target`, `then: cant_block`
_TARGET_CHOOSES = ("target opponent chooses a creature they control. other creatures they "
                   "control can't block this turn")


def lower_target_chooses(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The `keep_rest` effect of "Target opponent chooses a creature they control. Other
    creatures they control can't block this turn.", or None."""
    if text.strip().lower().removesuffix(".") != _TARGET_CHOOSES or ctx.targets:
        return None
    return [{"keep_rest": {"who": ctx.add_target({"kind": "opponent"}),
                           "filter": {"types": ["Creature"]}, "count": 1,
                           "then": "cant_block"}}]


def _pool(words: str, plural: bool) -> dict[str, Any] | None:
    """The filter of "creatures", "nonland permanents", "creature or planeswalker"..."""
    from mtg_engine.cards.oracle.phrases import group

    if plural != words.endswith("s"):
        return None
    got = group(words)
    if got is None or set(got["all"]) - {"types", "not_types"}:
        return None
    return dict(got["all"])


def _plural(noun: str) -> str:
    """"creature" -> "creatures" (the chosen ones named again)."""
    return noun if noun.endswith("s") else f"{noun}s"


def _slots(words: str) -> list[dict[str, Any]] | None:
    """"an artifact, a creature, an enchantment, and a land" -> one filter per card type."""
    parts = re.split(r", (?:and )?", words)
    if len(parts) < 2:
        return None
    out = []
    for p in parts:
        m = re.fullmatch(r"an? (artifact|creature|enchantment|land|planeswalker)", p)
        if m is None:
            return None
        out.append({"types": [m.group(1).capitalize()]})
    return out


def render(p: dict[str, Any]) -> tuple[str, str]:
    """The English of a `keep_rest` effect (the inverse of `lower_text`)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if p.get("then") == "cant_block":
        if p != {"who": "target", "filter": {"types": ["Creature"]}, "count": 1,
                 "then": "cant_block"}:
            raise RenderError("keep the chosen, lose the rest")
        return "", _TARGET_CHOOSES
    who = {v: k for k, v in _WHO.items()}.get(p["who"])
    if who is None or set(p) - {"who", "filter", "count", "up_to", "then", "wording",
                                "filters"}:
        raise RenderError("keep the chosen, lose the rest")
    pool = describe_filter(dict(p["filter"]), plural=True)
    if "filters" in p:
        slots = [describe_filter(dict(f)) for f in p["filters"]]
        listed = ", ".join(("an " if s[0] in "aeiou" else "a ") + s for s in slots[:-1])
        listed += ", and " + ("an " if slots[-1][0] in "aeiou" else "a ") + slots[-1]
        if p.get("wording") in ("among_last", "among_last_rest"):
            rest = "the rest" if p["wording"] == "among_last_rest" else f"all other {pool} they control"
            return "", (f"{who} chooses {listed} from among the {pool} they control, then "
                        f"sacrifices {rest}")
        return "", f"{who} chooses from among the {pool} they control {listed}, then " \
            "sacrifices the rest"
    n = p["count"]
    noun = describe_filter(dict(p["filter"]), plural=n > 1)
    many = ("up to " if p.get("up_to") else "") + (
        ("an" if noun[0] in "aeiou" else "a") if n == 1 else _WORDS.get(n, str(n)))
    if p["then"] == "gain_control":  # 613.1b: the chosen ones
        return "", f"{who} chooses {many} {noun} they control. you gain control of those " \
            f"{describe_filter(dict(p['filter']), plural=True)}"
    tail = ". destroy the rest" if p["then"] == "destroy" else (
        " and sacrifices the rest" if p.get("wording") == "and" else ", then sacrifices the rest")
    return "", f"{who} chooses {many} {noun} they control{tail}"
