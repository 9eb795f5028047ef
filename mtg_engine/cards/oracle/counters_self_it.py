"""A count of the source's own counters checked right after an instruction changed it (122.1,
608.2c): "Remove an ice counter from ~. Then if it has no ice counters on it, transform it."
(Thing in the Ice), "Put a velocity counter on it. Then if it has two or more velocity counters
on it, sacrifice it and draw two cards." (Daredevil Dragster), "If there are no time counters
on ~, sacrifice it." (Tourach's Gate), "Sacrifice ~ unless you remove a +1/+1 counter from it."
(Junk Golem); and the trigger's object's own count: "Put a +1/+1 counter on it. Then if it has
three or more +1/+1 counters on it, sacrifice ~." (the Ordeals: conditions_last_known's
`it_had_counters`, of the remembered creature, 603.10a).

"it" there is ~: the sentence before put the counter on (or removed it from) ~ and names no
other object, and the sentence names none either (201.5). The text is read again with "~" for
that "it" (the condition is then the source's: `self_counters_at_least` / `_at_most`,
rules/conditions.py, judged as the instruction is carried out, 608.2c); the round trip
compares the printed text, where "it" and "~" read the same in a text with no target
(render.normalise).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# the sentence before: a counter put on / removed from ~ ("it" there is ~ too: a trigger
# whose condition names ~ alone, triggers._it_is_self, has made it "~" before this is read)
_BEFORE = re.compile(r"\bcounters? (?:on|from) ~\.$")
_IF_IT = re.compile(r"^(?P<head>Then if|If) it has (?P<cond>(?:no|an?|[a-z]+ or (?:more|fewer)) "
                    r"[a-z+/0-9-]+ counters? on) (?:it|~), (?P<rest>.+)$")
_TRAILING = re.compile(r"^(?P<head>(?:Then )?[a-z].+? ~) if it has (?P<cond>(?:no|an?|[a-z]+ or "
                       r"(?:more|fewer)) [a-z+/0-9-]+ counters? on) (?:it|~)\.$", re.IGNORECASE)
_ON_SELF = re.compile(r"^(?P<head>(?:Then if|If) there are (?:no|[a-z]+ or (?:more|fewer)) "
                      r"[a-z+/0-9-]+ counters? on) (?:~|it), (?P<rest>.+)$")
# "Then if it has three or more ritual counters on it, remove them and transform it." (Heirloom
# Mirror), "remove all of them" (Ludevic's Test Subject), "remove those counters" (Treasure
# Map), "remove them all" (Strixhaven Stadium): every counter of the kind just counted (122.8),
# read as "remove all <kind> counters from ~" (the printed words: remove_counters' `wording`)
_THOSE = re.compile(r"^remove (?P<words>those counters|them all|all of them|them)\b(?! from)")
_THOSE_IN = re.compile(r"counters on it, remove (?P<words>those counters|them all|all of them|"
                       r"them)\b(?! from)")
_KIND = re.compile(r"([a-z+/0-9-]+) counters? on$")
_IT = re.compile(r"\bit\b")
_IT_GAINS = re.compile(r"^It (?P<rest>(?:gains|gets) .+ until end of turn\.)$")
# words naming another object (or a player's thing) that "it" could be
_OTHER = re.compile(r"\b(target|that|those|them|they|enchanted|equipped|another|other|each|all|"
                    r"creature|creatures|permanent|spell|card)\b", re.IGNORECASE)


# "Sacrifice ~ unless you remove a +1/+1 counter from it." (Junk Golem): "it" is ~, the only
# object the sentence names (118.12: the player may remove one to keep it)
_UNLESS_REMOVE = re.compile(r"^(?P<head>[Ss]acrifice ~ unless you remove an? [a-z+/0-9-]+ "
                            r"counter from) it\.$")


def self_it(text: str) -> str | None:
    """`text` with such an "it" said "~", or None when it has none."""
    sentences = [s for s in re.split(r"(?<=\.) (?=[A-Z])", text.strip()) if s]
    said = list(sentences)
    for i in range(len(sentences)):
        m = _UNLESS_REMOVE.match(sentences[i])
        if m is not None:
            said[i] = f"{m.group('head')} ~."
        elif i and _BEFORE.search(sentences[i - 1]) and not _OTHER.search(sentences[i - 1]):
            said[i] = _sentence(sentences[i]) or sentences[i]
    return " ".join(said) if said != sentences else None


def _sentence(s: str) -> str | None:
    """One sentence after the counters changed, with its "it" said "~", or None."""
    m = _IF_IT.match(s) or _ON_SELF.match(s)
    if m is not None:
        rest = m.group("rest")
        counted = m.group("cond") if "cond" in m.groupdict() else m.group("head")
        those = _THOSE.match(rest)
        tail = rest[those.end():] if those is not None else rest
        if _OTHER.search(tail) or re.search(r"\b(its|their)\b", tail):
            return None
        if those is not None:  # (122.8: all of the kind counted)
            kind = _KIND.search(counted)
            if kind is None:
                return None
            # "remove those counters, transform ~, and create three Treasure tokens": one
            # list of instructions under the condition (608.2c), read joined by "and"
            tail = re.sub(r"^, ([^,]+), and ", r" and \1 and ", tail)
            rest = f"remove all {kind.group(1)} counters from ~{tail}"
        cond = f" ~ has {m.group('cond')} it" if "cond" in m.groupdict() else " ~"
        return f"{m.group('head')}{cond}, {_IT.sub('~', rest)}"
    m = _IT_GAINS.match(s)  # "Put a +1/+1 counter on ~. It gains flying until end of turn."
    if m is not None and not _OTHER.search(m.group("rest")) \
            and not re.search(r"\b(it|its|their)\b", m.group("rest")):
        return f"~ {m.group('rest')}"  # (Fearless Fledgling: ~, the object just named)
    m = _TRAILING.match(s)  # "Then destroy ~ if it has five or more hunger counters on it."
    if m is not None and not _OTHER.search(m.group("head")):
        return f"{m.group('head')} if ~ has {m.group('cond')} it."
    return None


# "Put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, ...": in a
# trigger whose event involved an object ("Whenever enchanted creature attacks"), that object
_REMEMBERED = re.compile(r"(?:^|\. )[Pp]ut an? [a-z+/0-9-]+ counter on it\. Then if it has "
                         r"[a-z]+ or more [a-z+/0-9-]+ counters on it, ")


def lower_in(ctx: Any, text: str,
             compile_effects: Callable[[Any, str], list[dict[str, Any]] | None]
             ) -> list[dict[str, Any]] | None:
    """The effects of `text` read with `self_it`, `ctx` as it was when there are none."""
    from mtg_engine.cards.oracle.chosen_targets_each import lower_in as chosen_each

    got = chosen_each(ctx, text, compile_effects)  # "Choose ... Put ... on each of them."
    if got is not None:
        return got
    if " it" not in text.lower():
        return None
    if _remembered_it(text):
        return _read_remembered(ctx, text, compile_effects)
    said = self_it(text) if "~" in text else None
    if said is None:
        return None
    from mtg_engine.cards.oracle.enter_with_counters import read_or_restore

    got = read_or_restore(ctx, lambda: compile_effects(ctx, said))
    those = _THOSE_IN.search(text)
    return _those_words(got, those.group("words")) if got and those else got


def _those_words(effects: list[dict[str, Any]], words: str) -> list[dict[str, Any]] | None:
    """`effects` with the printed words of the one "remove all <kind> counters from ~" read
    from "remove them" (the DSL's `wording`), or None if there isn't exactly one."""
    at = [i for i, e in enumerate(effects) if set(e) == {"remove_counters"}
          and e["remove_counters"].get("all") and e["remove_counters"].get("what") == "self"
          and "if" in e["remove_counters"]]
    if len(at) != 1:
        return None
    out = list(effects)
    out[at[0]] = {"remove_counters": {**effects[at[0]]["remove_counters"], "wording": words}}
    return out


def render_those(p: dict[str, Any]) -> str | None:
    """"remove them" and its kin back (amount_render.py), or None for another wording."""
    words = p.get("wording")
    if words not in ("those counters", "them all", "all of them", "them") or not p.get("all") \
            or p.get("what") != "self" or set(p) - {"kind", "what", "all", "wording"}:
        return None
    return f"remove {words}"


def _remembered_it(text: str) -> bool:
    """Is `text` the trigger's object's count right after a counter was put on it, in a
    trigger whose event involved one object (and a text naming no target)?"""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    ref = EVENT_REFERENT.get()
    return ref is not None and not ref.player and ref.kind == "remembered" \
        and "target" not in text and _REMEMBERED.search(text) is not None


def _read_remembered(ctx: Any, text: str,
                     compile_effects: Callable[[Any, str], list[dict[str, Any]] | None]
                     ) -> list[dict[str, Any]] | None:
    """`text` read with "it has N or more ... counters on it" as the trigger's object's
    (conditions_last_known.lower_remembered)."""
    from mtg_engine.cards.oracle.conditions_last_known import IT_REMEMBERED
    from mtg_engine.cards.oracle.enter_with_counters import read_or_restore

    if IT_REMEMBERED.get():
        return None  # (reading it already)
    token = IT_REMEMBERED.set(True)
    try:
        return read_or_restore(ctx, lambda: compile_effects(ctx, text))
    finally:
        IT_REMEMBERED.reset(token)
