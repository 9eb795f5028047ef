"""Static prevention effects in the "if" template, with their additional effects (615.1a,
615.5), and back:

  If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each 1
  damage prevented this way.                                              (Phyrexian Hydra)
  If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the
  damage prevented this way.                                                      (Purity)
  If damage would be dealt to another creature you control, prevent that damage. Put a
  +1/+1 counter on that creature for each 1 damage prevented this way.             (Vigor)
  If a source would deal damage to ~, prevent that damage. The source's controller draws
  cards equal to the damage prevented this way.                   (Swans of Bryn Argoll)
  If damage would be dealt to you, prevent that damage and mill twice that many cards.
  If a creature would deal combat damage to ~, prevent that damage and put a +1/+1 counter
  on ~.                                                                 (Ironscale Hydra)
  If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and
  remove that many +1/+1 counters from ~.                               (Ugin's Conjurant)

The DSL is the static prevention replacement (rules/replacement.py) with its additional
effect: `counters_prevented` (counters on the damaged permanent for each 1 damage
prevented), `gain_life_prevented`, or `after_prevented` (rules/prevention_after.py). "That
many" is the damage that would be dealt (it happens even when the damage can't be prevented,
615.12); "the damage prevented this way" is what was prevented. `text` keeps the printed
head ("if_dealt", "if_source", "if_creature") for the round trip.
"""

from __future__ import annotations

import re
from typing import Any

_HEAD = re.compile(
    r"^If (?:(?P<kind>combat |noncombat )?damage would be dealt to (?P<to>.+?)|"
    r"a (?P<who>source|creature) would deal (?:(?P<le>\d+) or less )?(?P<kind2>combat )?damage "
    r"to (?P<to2>.+?))"
    r"(?P<while> while it has a \+1/\+1 counter on it)?, prevent that damage(?P<rest>.*)\.$")
_HEADS = {None: "if_dealt", "source": "if_source", "creature": "if_creature"}
# the additional effects (615.5): the words -> (the spec's fields, for whom)
_AND = re.compile(r"^ and (?:(?P<mill>mill twice that many cards)|(?P<exile>exile that many "
                  r"cards from the top of your library)|put an? (?P<put>[^ ]+) counter on ~|"
                  r"remove that many (?P<remove>\+1/\+1) counters from (?P<it>~|it))$")
_PER = re.compile(r"^\. Put an? (?P<kind>[+-]1/[+-]1) counter on (?P<on>~|that creature) for each "
                  r"1 damage prevented this way$")
_GAIN = ". You gain life equal to the damage prevented this way"
_DRAWS = ". The source's controller draws cards equal to the damage prevented this way"


def read(para: str, subtypes: tuple[str, ...]) -> list[dict[str, Any]] | None:
    """The replacement of an "If ... would be dealt ..., prevent that damage ..." paragraph,
    or None."""
    from mtg_engine.cards.oracle.prevention import _attached_word

    m = _HEAD.match(para)
    if m is None:
        return None
    to = m.group("to") or m.group("to2")
    rep: dict[str, Any] = {"event": "damage", "instead": "prevent"}
    kind = m.group("kind") or m.group("kind2")
    if kind == "combat ":
        rep["combat_only"] = True
    elif kind == "noncombat ":
        rep["noncombat_only"] = True
    if m.group("who") == "creature":
        if kind != "combat ":
            return None  # ("a creature would deal damage": only the combat wording is printed)
        rep.update(source="filter", source_filter={"types": ["Creature"]})
    if m.group("le"):  # 615.1a: "3 or less damage" (Callous Giant)
        if m.group("who") != "source" or kind or m.group("rest"):
            return None
        rep["damage_at_most"] = int(m.group("le"))
    recipient = _recipient(to, _attached_word(subtypes))
    if recipient is None:
        return None
    rep.update(recipient)
    if m.group("while"):  # 615.5: only while it has a counter (Ugin's Conjurant)
        if rep["affects"] != "self":
            return None
        rep.update(condition="has_counter", counter_kind="+1/+1")
    after = _after(m.group("rest"), rep)
    if after is None or (m.group("while") and "after_prevented" not in after):
        return None
    it = after.pop("text_it", False)  # ("remove that many ... from it")
    rep.update(after)
    rep["text"] = _HEADS[m.group("who")] + ("_it" if it else "")
    return [rep]


def _recipient(phrase: str, attached: str) -> dict[str, Any] | None:
    """"~", "you", "equipped creature", "another creature you control" (one permanent of a
    kind: each one the damage would be dealt to)."""
    from mtg_engine.cards.oracle.phrases import describe

    if phrase == "~":
        return {"affects": "self"}
    if phrase == "you":
        return {"affects": "you"}
    if attached and phrase == f"{attached} creature":
        return {"affects": "attached"}
    d = describe(phrase)
    if d is None or d[0] != "creature" or set(d[1]) - {"controller", "other"} or not d[1]:
        return None
    return {"affects": "filter", "filter": {**d[1], "types": ["Creature"]}}


def _after(rest: str, rep: dict[str, Any]) -> dict[str, Any] | None:
    """The additional effect's fields (615.5), {} for none, None for words not read here."""
    if rest == "":
        return {}
    if rest == _GAIN:
        return {"gain_life_prevented": True}
    if rest == _DRAWS:
        return {"after_prevented": "source_draws"}
    m = _PER.match(rest)
    if m is not None:  # on the damaged permanent: "~" itself, or "that creature" of a kind
        on_self = m.group("on") == "~"
        if on_self != (rep["affects"] == "self") or rep["affects"] not in ("self", "filter"):
            return None
        return {"counters_prevented": m.group("kind")}
    m = _AND.match(rest)
    if m is None:
        return None
    if m.group("mill"):
        return {"after_prevented": "mill_twice"}
    if m.group("exile"):
        return {"after_prevented": "exile_top"}
    if m.group("put"):
        from mtg_engine.cards.oracle.statics import _plain_counter

        return {"after_prevented": f"counter_on_source:{m.group('put')}"} \
            if _plain_counter(m.group("put")) else None
    if rep["affects"] != "self":
        return None
    return {"after_prevented": f"remove_that_many:{m.group('remove')}",
            **({"text_it": True} if m.group("it") == "it" else {})}


def render(reps: list[dict[str, Any]], subtypes: list[str]) -> str | None:
    """The paragraph of a replacement `read` made, or None if it isn't one."""
    from mtg_engine.cards.oracle.prevention import _attached_word
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if len(reps) != 1 or not str(reps[0].get("text", "")).startswith("if_"):
        return None
    r = dict(reps[0])
    head = r.pop("text")
    it = head.endswith("_it")
    head = head.removesuffix("_it")
    kind = "combat " if r.pop("combat_only", False) else \
        "noncombat " if r.pop("noncombat_only", False) else ""
    affects = r.pop("affects", "self")
    attached = _attached_word(tuple(subtypes))
    if affects == "self":
        to = "~"
    elif affects == "you":
        to = "you"
    elif affects == "attached" and attached:
        to = f"{attached} creature"
    elif affects == "filter":
        to = describe_filter({k: v for k, v in r.pop("filter").items() if k != "types"},
                             "creature")
    else:
        raise RenderError("a prevention effect's recipient")
    source = r.pop("source", "any")
    if head == "if_creature" and source == "filter" \
            and r.pop("source_filter") == {"types": ["Creature"]} and kind == "combat ":
        out = f"If a creature would deal combat damage to {to}"
    elif head == "if_source" and source == "any":
        le = r.pop("damage_at_most", 0)  # 615.1a
        out = f"If a source would deal {f'{le} or less ' if le else ''}{kind}damage to {to}"
    elif head == "if_dealt" and source == "any":
        out = f"If {kind}damage would be dealt to {to}"
    else:
        raise RenderError("a prevention effect's head")
    if r.pop("condition", "") == "has_counter" and r.pop("counter_kind", "") == "+1/+1":
        out += " while it has a +1/+1 counter on it"
    r.pop("event"), r.pop("instead")
    return out + ", prevent that damage" + _render_after(r, to, it) + "."


def _render_after(r: dict[str, Any], to: str, it: bool) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if not r:
        return ""
    if r == {"gain_life_prevented": True}:
        return _GAIN
    if set(r) == {"counters_prevented"}:
        on = "~" if to == "~" else "that creature"
        return f". Put a {r['counters_prevented']} counter on {on} for each 1 damage " \
            "prevented this way"
    after = r.get("after_prevented", "")
    if set(r) != {"after_prevented"}:
        raise RenderError("a prevention effect's additional effect")
    if after == "source_draws":
        return _DRAWS
    if after == "mill_twice":
        return " and mill twice that many cards"
    if after == "exile_top":
        return " and exile that many cards from the top of your library"
    verb, _, kind = after.partition(":")
    if verb == "counter_on_source":
        return f" and put {'an' if kind[:1] in 'aeiou' else 'a'} {kind} counter on ~"
    if verb == "remove_that_many":
        return f" and remove that many {kind} counters from {'it' if it else '~'}"
    raise RenderError("a prevention effect's additional effect")
