"""Replacement effects that change how much damage is dealt or life gained (614.1a, 614.5:
"twice that much"): "If a source would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead." (Dictate of the Twin Gods), "If a source you
control would deal ...", "If a red source you control would deal ...", "If ~ would deal
damage ...", "... it deals that much damage plus 1 to that permanent or player instead."
(Torbran-like `add`), "If you would gain life, you gain twice that much life instead."
(Boon Reflection). The DSL is the built-in Furnace of Rath's and Gratuitous Violence's
(rules/replacement.py: `double`, `add`; the damage's source by `source` / `source_filter`).

The damage's recipient (614.1a): "to a permanent or player" ... "to that permanent or
player", "to an opponent" ... "to that player", "to a player" ... "to that player", "to you"
... "to you", "to ~" ... "to ~", "to enchanted player" ... "to that player" (a Curse, 303.4),
"to a creature you control" ... "to that creature", "to an opponent or a permanent an opponent
controls" (Torbran); "combat damage" (510.2) only; and the
amount "triple that damage", "that much damage minus N" and "half that damage, rounded down"
(rules/replacement_results.py).

Sources that are spells: "a spell", "a red spell", "a red instant or sorcery spell you control"
(the DSL's source `spell`: the damage's source is on the stack, 608.2), and "an instant or
sorcery source you control"; "If a red instant or sorcery spell you control would deal
damage, it deals double that damage instead." (Fire Servant). Not read: sources described by
more than a colour or subtype otherwise.
"""

from __future__ import annotations

import copy
import re
from typing import Any

# the recipient as the condition names it -> (the DSL's affects, its filter, the words that
# name it again in the instruction)
_TO: dict[str, tuple[str, dict[str, Any] | None, str]] = {
    "a permanent or player": ("any", None, "that permanent or player"),
    "an opponent": ("opponent", None, "that player"),
    "a player": ("each_player", None, "that player"),
    "you": ("you", None, "you"),
    "~": ("self", None, "~"),
    "enchanted player": ("attached", None, "that player"),  # a Curse (303.4)
    "a creature you control": ("filter", {"types": ["Creature"], "controller": "you"},
                               "that creature"),
    "a creature": ("filter", {"types": ["Creature"]}, "that creature"),  # (Blind Fury)
}
# how much is dealt instead -> (the DSL's instead, whether it has a number)
_HOW = {"double that damage": ("double", False), "triple that damage": ("triple", False),
        "that much damage plus": ("add", True), "that much damage minus": ("subtract", True),
        "half that damage, rounded down,": ("half_down", False)}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_IOS = ["Instant", "Sorcery"]
# sources that are spells (on the stack as they deal damage, 608.2) or instants and sorceries:
# the words -> (the DSL's source, its source_filter)
_SPELLS: dict[str, tuple[str, dict[str, Any]]] = {
    "a spell": ("spell", {}),
    "an instant or sorcery source you control": ("filter", {"types": _IOS, "controller": "you"}),
    "an instant or sorcery source": ("filter", {"types": _IOS}),  # (Forethought Amulet)
    # 202.3: Obosh, the Preypiercer
    "a source you control with an odd mana value": ("filter", {"controller": "you",
                                                               "mana_value_odd": True}),
    **{f"a {c} spell": ("spell", {"colors": [x]}) for c, x in _COLORS.items()},
    **{f"a {c} instant or sorcery spell you control": (
        "spell", {"colors": [x], "types": _IOS, "controller": "you"}) for c, x in _COLORS.items()},
    # Pyromancer's Gauntlet: a spell on the stack or a planeswalker on the battlefield, either
    # red and yours (a filter with `any_of`, judged as the damage would be dealt)
    "a red instant or sorcery spell you control or a red planeswalker you control": (
        "filter", {"colors": ["R"], "controller": "you",
                   "any_of": [{"types": _IOS}, {"types": ["Planeswalker"]}]}),
}
# "an opponent or a permanent an opponent controls" (Torbran): said once, the instruction
# names no recipient ("it deals that much damage plus 2 instead")
_THEIRS = "an opponent or a permanent an opponent controls"
_SOURCE = re.compile(rf"^If (?P<src>{'|'.join(map(re.escape, _SPELLS))}|"
                     r"~|a source|any source|a source you control|another source you control|"
                     r"a creature you control|a creature|"
                     r"an? (?P<q>[A-Za-z]+) source you control|another (?P<q2>[A-Za-z]+) "
                     r"source you control|an? (?P<q3>white|blue|black|red|green) source) "
                     r"would deal (?:(?P<least>[1-9]) or more )?"
                     r"(?P<combat>combat )?damage to "
                     rf"(?P<to>{'|'.join(map(re.escape, _TO))}|{_THEIRS}), "
                     r"(?P<it>it|that source) deals (?P<how>double that damage|triple that damage|"
                     r"that much damage (?:plus|minus) (?P<n>[1-9])|half that damage, rounded "
                     r"down,|(?P<cap>[1-9]) damage)(?: to (?P<to2>.+))? instead\.$")
# "If a red instant or sorcery spell you control would deal damage, it deals double that
# damage instead." (Fire Servant): to anything; also "a source you control" (Insult, for the
# turn: replacement_riders.py)
_YOURS = "a source you control"
_ANYWHERE = re.compile(rf"^If (?P<src>{'|'.join(map(re.escape, _SPELLS))}|{_YOURS}) would deal "
                       r"damage, it deals double that damage instead\.$")
_LIFE = "If you would gain life, you gain twice that much life instead."


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    if para == _LIFE:  # 614.5: "twice that much life"
        return {"event": "gain_life", "instead": "double", "affects": "you",
                "text": "you gain twice that much life instead"}
    m = _ANYWHERE.match(para)
    if m is not None:
        source, f = _SPELLS.get(m.group("src"), ("filter", {"controller": "you"}))
        return {"event": "damage", "affects": "any", "instead": "double", "source": source,
                **({"source_filter": copy.deepcopy(f)} if f else {}),
                "text": "it deals double that damage instead"}
    m = _SOURCE.match(para)
    if m is None:
        return None
    affects, on, again = _TO.get(m.group("to"), ("opponent_or_theirs", None, None))
    if m.group("to2") != again and not (  # (Gisela: "... to that player or permanent instead")
            m.group("to") == _THEIRS and m.group("to2") == "that player or permanent"):
        return None
    rep: dict[str, Any] = {"event": "damage", "affects": affects,
                           "text": para[para.index(", ") + 2:].rstrip(".")}
    if on is not None:
        rep["filter"] = on
    if m.group("combat"):
        rep["combat_only"] = True  # 510.2
    how = m.group("how")
    if bool(m.group("cap")) != bool(m.group("least")):
        return None
    if (m.group("src") == "any source") != (m.group("least") == "1"):
        return None  # (the one wording of `set`: Equal Treatment's)
    if m.group("least") == "1":  # "1 or more damage ... deals 2 damage": always 2 (`set`)
        rep.update(instead="set", amount=int(m.group("cap")))
    elif m.group("cap"):  # "4 or more damage ... deals 3 damage": at most 3 (only then, 616.1e)
        if int(m.group("least")) != int(m.group("cap")) + 1:
            return None
        rep.update(instead="cap", amount=int(m.group("cap")))
    else:
        rep["instead"] = _HOW[how.rsplit(" ", 1)[0] if m.group("n") else how][0]
    if m.group("n"):
        rep["amount"] = int(m.group("n"))
    src, q = m.group("src"), m.group("q") or m.group("q2")
    if src in _SPELLS:
        source, f = _SPELLS[src]
        rep["source"] = source
        if f:
            rep["source_filter"] = copy.deepcopy(f)
    elif src == "~":
        rep["source"] = "self"
    elif m.group("q3"):  # "a red source": anyone's (Tok-Tok, Volcano Born)
        rep.update(source="filter", source_filter=_quality(m.group("q3")))
    elif src == "a creature":  # anyone's, judged as the damage would be dealt (Blind Fury)
        rep.update(source="filter", source_filter={"types": ["Creature"]})
    elif src not in ("a source", "any source"):
        f: dict[str, Any] = {"controller": "you"}
        if src == "a creature you control":
            f["types"] = ["Creature"]
        if src.startswith("another"):
            f["other"] = True
        if q is not None:
            quality = _quality(q)
            if quality is None:
                return None
            f.update(quality)
        rep.update(source="filter", source_filter=f)
    return rep


def _quality(q: str) -> dict[str, Any] | None:
    """"red" -> {colors: [R]}; "Giant" -> {subtypes: [Giant]} (a creature type, 205.3m)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if q in _COLORS:
        return {"colors": [_COLORS[q]]}
    if q in CREATURE_TYPES:
        return {"subtypes": [q]}
    return None


def render(rep: dict[str, Any]) -> str:
    """The paragraph back (compiler.render_paragraph)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if rep.get("event") == "gain_life":
        if rep.get("instead") != "double" or rep.get("affects") != "you" \
                or set(rep) - {"event", "instead", "affects", "text"}:
            raise RenderError("a life-gain replacement other than twice that much")
        return _LIFE
    if rep.get("event") != "damage" \
            or set(rep) - {"event", "instead", "affects", "text", "amount", "source",
                           "source_filter", "filter", "combat_only"}:
        raise RenderError("a damage replacement of another kind")
    src = _source_words(rep)
    if rep.get("text") == "it deals double that damage instead" \
            and (src in _SPELLS or src == _YOURS) \
            and rep.get("affects") == "any" and rep.get("instead") == "double" \
            and not set(rep) & {"amount", "filter", "combat_only"}:
        return f"If {src} would deal damage, it deals double that damage instead."
    to = next((k for k, (a, f, _) in _TO.items()
               if a == rep.get("affects") and f == rep.get("filter")), None)
    if rep.get("affects") == "opponent_or_theirs" and "filter" not in rep:
        to = _THEIRS
    if to is None:
        raise RenderError("a damage replacement's recipient")
    if rep.get("instead") == "cap" and isinstance(rep.get("amount"), int) \
            and 1 <= rep["amount"] <= 8:  # ("4 or more damage ... 3 damage")
        it = "that source" if "that source deals" in rep.get("text", "") else "it"
        again = f" to {_TO[to][2]}" if to in _TO else ""
        n = rep["amount"]
        combat = "combat " if rep.get("combat_only") else ""
        return (f"If {src} would deal {n + 1} or more {combat}damage to {to}, {it} deals {n} "
                f"damage{again} instead.")
    if rep.get("instead") == "set" and src == "a source" and rep.get("amount") in range(2, 10):
        combat = "combat " if rep.get("combat_only") else ""
        again = f" to {_TO[to][2]}" if to in _TO else ""
        return (f"If any source would deal 1 or more {combat}damage to {to}, it deals "
                f"{rep['amount']} damage{again} instead.")
    words = {v[0]: k for k, v in _HOW.items()}.get(rep.get("instead", ""))
    numbered = words is not None and _HOW[words][1]
    if words is None or numbered != ("amount" in rep) \
            or (numbered and not 1 <= rep["amount"] <= 9):
        raise RenderError("a damage replacement's amount")
    how = f"{words} {rep['amount']}" if numbered else words
    it = "that source" if "that source deals" in rep.get("text", "") else "it"
    combat = "combat " if rep.get("combat_only") else ""
    again = f" to {_TO[to][2]}" if to in _TO else ""
    if to == _THEIRS and rep.get("text", "").endswith(" to that player or permanent instead"):
        again = " to that player or permanent"  # (Gisela's wording, the same recipients)
    return f"If {src} would deal {combat}damage to {to}, {it} deals {how}{again} instead."


def _source_words(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    source = rep.get("source", "any")
    said = next((w for w, (s, f) in _SPELLS.items()
                 if s == source and f == rep.get("source_filter", {})), None)
    if said is not None:
        return said
    if source == "any" and "source_filter" not in rep:
        return "a source"
    if source == "self" and "source_filter" not in rep:
        return "~"
    f = dict(rep.get("source_filter") or {})
    if source == "filter" and f == {"types": ["Creature"]}:
        return "a creature"  # (anyone's)
    if source == "filter" and set(f) == {"colors"} and len(f["colors"]) == 1:
        color = {v: k for k, v in _COLORS.items()}[f["colors"][0]]  # "a red source" (anyone's)
        return f"a {color} source"
    if source != "filter" or f.pop("controller", None) != "you":
        raise RenderError("a damage source")
    other = f.pop("other", False)
    if f == {"types": ["Creature"]} and not other:
        return "a creature you control"
    words = ""
    if set(f) == {"colors"} and len(f["colors"]) == 1:
        words = {v: k for k, v in _COLORS.items()}[f["colors"][0]] + " "
    elif set(f) == {"subtypes"} and len(f["subtypes"]) == 1:
        words = f["subtypes"][0] + " "
    elif f:
        raise RenderError("a damage source's quality")
    head = "another" if other else ("an" if words[:1].lower() in "aeiou" and words else "a")
    return f"{head} {words}source you control"
