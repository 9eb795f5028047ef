"""A group of creatures given a base power and toughness for a while (613.4b), read from Oracle
text (polymorph.py reads one creature):

  Until end of turn, each creature you control has base power and toughness 10/10 and gains
  trample.                                                         (Oko, the Trickster)
  Each unblocked creature has base power and toughness 4/1 until end of turn.
                                                                   (Inkfathom Witch)
  Creatures you control have base power and toughness 3/3 until end of turn.
  Until your next turn, creatures target player controls have base power and toughness 1/1.
  Until end of turn, creatures target player controls lose all abilities and have base power
  and toughness 0/2.

lowered to one `continuous` effect on the group, its members locked in as it resolves (611.2c:
a creature that enters later isn't affected), in layer 7b (613.4b) and, for abilities gained
or lost, layer 6 (613.1f); until end of turn or until the controller's next turn (611.2a).
"each <creature> ... has" and "<creatures> ... have" say the same (the round trip normalises
the verb's number); the rendering says the plural."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences, group

_WHO = re.compile(r"(?P<front>until end of turn, |until your next turn, )?"
                  r"(?P<who>each (?P<one>[A-Za-z ]*?creature)(?P<ctl> you control| target "
                  r"player controls|)|(?P<many>[A-Za-z ]*?creatures)(?P<ctl2> you control| target "
                  r"player "
                  r"controls| your opponents control)) (?=has |have |gains? |loses? |gets? )")
_PLURAL = re.compile(r"(^|, and |, | and )(have|gain|lose|get|become)\b")
_SINGULAR = {"have": "has", "gain": "gains", "lose": "loses", "get": "gets",
             "become": "becomes"}


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if one of its sentences is `lower_sentence`'s (the sentences
    around it compiled by `compile_rest`; for animate_x.py's X/X), else None."""
    for m in re.finditer(r"(?:^|(?<=\. ))([^.]+)\.", text):
        if _WHO.match(m.group(1)[:1].lower() + m.group(1)[1:]) is None:
            continue

        def middle(sentence: str = m.group(1)) -> dict[str, Any] | None:
            got = lower_sentence(ctx, sentence)  # (its targets after the sentences before)
            return None if got is None else got[0]

        return between_sentences(ctx, text[:m.start()].strip(), middle,
                                 text[m.end():].strip(), compile_rest)
    return None


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """One sentence (no final period) -> its `continuous` effect, or None."""
    from mtg_engine.cards.oracle import polymorph

    s = sentence.strip()
    m = _WHO.match(s[:1].lower() + s[1:])
    if m is None:
        return None
    rest = s[m.end():]
    eot = rest.endswith(" until end of turn")
    rest = rest.removesuffix(" until end of turn")
    every = re.search(r" and gains? all creature types$", rest)  # 205.3m (Mirror Entity)
    if every:
        rest = rest[:every.start()]
    if eot == bool(m.group("front")):
        return None  # (a duration said twice, or none: not read)
    many = m.group("many") is not None
    if many:  # "creatures you control have ... and gain ...": each verb plural
        if re.search(r"(^|, and |, | and )(has|gains|loses|gets|becomes)\b", rest):
            return None
        rest = _PLURAL.sub(lambda v: v.group(1) + _SINGULAR[v.group(2)], rest)
    elif _PLURAL.search(rest):
        return None
    eff = polymorph._predicates(rest)
    if eff is None or "set_toughness" not in eff or eff.get("lose_creature_types"):
        return None  # (a base power and toughness, what else the creatures get beside it;
        # a creature type only added, 205.1b: "becomes a Dinosaur in addition to ...")
    what = _group(ctx, m.group("many") or m.group("one"), m.group("ctl2") or m.group("ctl"))
    if what is None:
        return None
    if m.group("front") == "until your next turn, ":  # 611.2a (rules/durations.py)
        eff["until"] = "your_next_turn"
    if every:
        if "add_keywords" in eff or (m.group("one") and every.group(0).startswith(" and gain "))\
                or (m.group("many") and every.group(0).startswith(" and gains ")):
            return None  # (as printed: the types gained last, the verb's number kept)
        eff["all_creature_types"] = True
    return [{"continuous": {"what": what, **eff}}]


def _group(ctx: Any, noun: str, controls: str) -> dict[str, Any] | None:
    """The group reference of "<noun>[ you control | target player controls]"."""
    if controls == " target player controls":
        g = group(noun)
        if g is None or g["all"].get("controller"):
            return None
        return {**g, "controlled_by": ctx.add_target({"kind": "player"})}
    g = group(noun + controls)
    if g is None or g["all"].get("types") != ["Creature"]:
        return None
    return g


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such an effect, or None if it isn't one."""
    from mtg_engine.cards.oracle import polymorph
    from mtg_engine.cards.oracle.render_phrases import JOIN_YOU

    what = p.get("what")
    every = p.get("all_creature_types") is True  # 205.3m: "and gain all creature types"
    p = {k: v for k, v in p.items() if k != "all_creature_types"}
    if every and "add_keywords" in p:
        return None
    if not isinstance(what, dict) or "all" not in what or set(what) - {"all", "controlled_by"} \
            or "set_toughness" not in p or p.get("lose_creature_types") or "set_colors" in p \
            or p.get("until", "end_of_turn") not in ("end_of_turn", "your_next_turn"):
        return None
    one = polymorph.render(_One(), {**p, "what": "one", "until": "end_of_turn"})
    if one is None or (not one[1].endswith(" until end of turn") and one[0] != ""):
        return None
    vp = one[1].removeprefix("until end of turn, one ").removesuffix(" until end of turn")
    vp = re.sub(r"(^|, and |, | and )(has|gains|loses|gets|becomes)\b",
                lambda v: v.group(1) + {s: pl for pl, s in _SINGULAR.items()}[v.group(2)], vp)
    who = refs.obj(what)
    if every:
        vp += " and gain all creature types"
    if p.get("until") == "your_next_turn":
        return "", f"until your next turn, {who} {vp}"
    if not JOIN_YOU.get():  # "Until end of turn, ..." (611.2a; animate.py)
        return "", f"until end of turn, {who} {vp}"
    return who, vp + " until end of turn"


class _One:
    """The references of polymorph.render for the one subject said apart ("one")."""

    def obj(self, what: Any) -> str:
        return "one"
