"""Activated abilities' costs (602.1a, 118) and the abilities read with them: mana abilities
(605), loyalty abilities (606), a land's intrinsic mana ability (305.6), and the keyword
abilities that are an activated ability (Equip 702.6a, Cycling 702.29a). Moved out of
compiler.py unchanged."""

from __future__ import annotations

import json
import re
from typing import Any

from mtg_engine.cards.dsl_abilities import _Ctx
from mtg_engine.cards.mtgjson import AtomicFace
from mtg_engine.cards.oracle.effects import Ctx, compile_effects
from mtg_engine.cards.oracle.except_for import rewrite as except_for
from mtg_engine.cards.oracle.phrases import describe
from mtg_engine.cards.oracle.reasons import _feature
from mtg_engine.cards.oracle.statics import _NOT_CREATURE_TYPES
from mtg_engine.core.types import BASIC_LAND_MANA

_PARSE_CTX = _Ctx("Oracle compiler")


_COST_PART = re.compile(r"^(?:(?P<mana>(?:\{[0-9WUBRGCSX/P]+\})+)|(?P<tap>\{T\})|(?P<untap>\{Q\})|"
                        r"(?P<sac>Sacrifice ~)|Sacrifice (?:an?|another) (?P<sacwhat>[a-z ]+)|"
                        r"Sacrifice (?P<sacart>an?|another) (?P<sacsub>[A-Z][a-z]+(?: or [A-Z][a-z]+)?)"
                        r"(?P<saccre> creature)?|(?P<discself>Discard ~)|"
                        r"Pay (?P<life>\d+) life|"
                        r"Remove (?P<rm>an?|one|two|three|four|five|six|seven|eight|nine|ten|"
                        r"\d+|X|any number of|all) (?P<rmkind>[+-]\d/[+-]\d|[a-z]+) "
                        r"counters? from ~|"
                        r"Discard (?P<discard>a card|two cards|three cards))$")


CHOSEN = "chosen"  # "Add one mana of the chosen color" (614.12a)
_HALF_LIFE = "Pay half your life, rounded up"  # 119.4, 107.1a
TYPE_NOUNS = ("creature", "artifact", "enchantment", "land", "permanent", "planeswalker")


# 903.4: a mana ability reading the commander's color identity (rules/commanders.py)
IDENTITY_MANA = "Add one mana of any color in your commander's color identity."

def _cost(text: str) -> dict[str, Any] | None:
    """"{1}, {T}, Sacrifice ~" -> a DSL cost (602.1a, 118)."""
    out: dict[str, Any] = {}
    text = text.replace(_HALF_LIFE, _HALF_LIFE.replace(",", ""))  # (one part, its comma kept)
    # "Sacrifice a blue creature, a black creature, and a red creature": one part (118.3)
    text = _SACRIFICE_EACH.sub(lambda m: m.group(0).replace(",", "\0"), text)
    # "Remove a counter from an artifact, creature, land, or planeswalker you control": one
    text = _COUNTER_FROM_LIST.sub(lambda m: m.group(0).replace(",", "\0"), text)
    for part in [p.strip().replace("\0", ",") for p in text.split(",")]:
        # "{2}{T}" is not printed; "{1}{G}" is. {T} may follow mana with a comma only.
        # "Remove three quest counters from ~ and sacrifice it": two costs (118.3)
        and_sacrifice = part.startswith("Remove ") and part.endswith(" from ~ and sacrifice it")
        if and_sacrifice:
            part = part[: -len(" and sacrifice it")]
        m = _COST_PART.match(part)
        if m is None:
            if not more_cost_part(part, out):  # 118.3: exile, return, tap, mill, ...
                return None
            continue
        if m.group("mana"):
            if "mana" in out:
                return None
            out["mana"] = m.group("mana")
        elif m.group("tap"):
            out["tap"] = True
        elif m.group("untap"):
            out["untap"] = True
        elif m.group("sac"):
            out["sacrifice_self"] = True
        elif m.group("discself"):
            out["discard_self"] = True  # activated from the hand (602.2, like cycling)
        elif m.group("sacsub"):
            # "Sacrifice a Goblin", "a Cleric creature", "another Vampire or Zombie" (205.3m)
            subs = m.group("sacsub").split(" or ")
            if any(s in _NOT_CREATURE_TYPES for s in subs) or "sacrifice" in out:
                return None
            out["sacrifice"] = {"subtypes": subs}
            if m.group("saccre"):
                out["sacrifice"]["types"] = ["Creature"]
            if m.group("sacart") == "another":  # not the source itself (109.1)
                out["sacrifice"]["other"] = True
        elif m.group("sacwhat"):
            f = _quality(m.group("sacwhat"), False)
            if f is None and more_cost_part(part, out):  # "another creature or an artifact"
                continue
            if f is None or "sacrifice" in out:
                return None
            if part.startswith("Sacrifice another"):
                f["other"] = True
            out["sacrifice"] = f
        elif m.group("life"):
            out["pay_life"] = int(m.group("life"))
        elif m.group("rm"):
            rm = m.group("rm")  # X: announced as it is activated (107.3, 602.2b)
            n: int | str = "X" if rm == "X" else "any" if rm == "any number of" else \
                "all" if rm == "all" else int(rm) if rm.isdigit() else _NUM[rm]
            plural = m.group(0).split(" from ")[0].endswith("counters")
            if n in ("any", "all") and not plural:
                return None
            if (n == 1) == plural or "remove_counters" in out or \
                    (and_sacrifice and "sacrifice_self" in out):
                return None
            out["remove_counters"] = {"kind": m.group("rmkind"), "count": n}
            if and_sacrifice:
                out["sacrifice_self"] = True
        else:  # 118.3: discard N cards (casting.discard_choices)
            if "discard" in out:
                return None
            out["discard"] = {"a card": 1, "two cards": 2, "three cards": 3}[m.group("discard")]
    return out


# 118.3, 122.1: "Remove a counter from an artifact, creature, or land you control" (one cost)
_COUNTER_FROM_LIST = re.compile(r"Remove a counter from an? (?:[a-z]+, )+or [a-z]+ you control")
_SACRIFICE_EACH = re.compile(r"Sacrifice (?:an? [a-z]+ creature, )+and an? [a-z]+ creature")
_NUM = {"a": 1, "an": 1, "one": 1, "another": 1, "two": 2, "three": 3, "four": 4, "five": 5,
        "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _quality(phrase: str, plural: bool, noun: str = "") -> dict[str, Any] | None:
    """"creature" / "artifacts" / "Ally" / "Humans" / "creature card" -> a filter; `noun`
    "card" when the phrase must name cards ("creature card")."""
    named = re.fullmatch(r"(?P<noun>creatures?|tokens?) named (?P<name>~|[A-Z][^,.:]*)", phrase)
    if named and not noun:  # 201.2: "a creature named Festering Newt", "six creatures named ~"
        return _named_quality(named.group("noun"), named.group("name"), plural)
    words = phrase.split()
    sup: list[str] = []
    while len(words) > 1 and words[0] in ("legendary", "snow", "basic"):  # 205.4a
        sup.append(words.pop(0).capitalize())
    f = _quality_words(" ".join(words), plural, noun)
    if f is None or (sup and "supertypes" in f):
        return None
    if sup:
        f["supertypes"] = sup
    return f


def _named_quality(noun: str, name: str, plural: bool) -> dict[str, Any] | None:
    """A permanent of `noun` ("creature", "token") with the name `name` (201.2; "~": the card's
    own, 201.4b) -> its filter, or None."""
    from mtg_engine.cards.oracle.amounts import own_name
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if noun.endswith("s") != plural:
        return None
    try:
        said = own_name() if name == "~" else name
    except NotUnderstood:
        return None
    f = {"types": ["Creature"]} if noun.startswith("creature") else {"token": True}
    return {**f, "name": said}


def _quality_words(phrase: str, plural: bool, noun: str) -> dict[str, Any] | None:
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    subtypes = (*CREATURE_TYPES, *sorted(NONCREATURE_SUBTYPES))
    if noun == "card":
        if phrase in ("card", "cards"):
            return {}
        head, _, tail = phrase.rpartition(" ")
        if tail in ("card", "cards") and head in subtypes:
            return {"subtypes": [head]}  # "an Elf card" (205.3m)
        d = describe(phrase, plural=plural)
        if d is None or d[0] != "card":
            return None
        return dict(d[1])
    word = phrase
    if plural:
        word = next((t for t in subtypes if _plural_of(t) == phrase), phrase)
    if word in subtypes and word not in _NOT_CREATURE_TYPES:
        return {"subtypes": [word]}  # "Tap an untapped Ally you control", "two Foods"
    d = describe(phrase, plural=plural)
    if d is None:
        return None
    if d[0] == "creature_or_planeswalker":
        return {**d[1], "types": ["Creature", "Planeswalker"]}
    if d[0] not in TYPE_NOUNS:
        return None
    f = dict(d[1])
    if d[0] != "permanent":
        f.setdefault("types", [d[0].capitalize()])
    return f


def _plural_of(word: str) -> str:
    from mtg_engine.cards.oracle.render_phrases import _plural

    return _plural(word)


_MORE_COST = re.compile(
    r"^(?:(?P<exself>Exile ~(?P<exgy> from your (?:graveyard|hand))?)|"
    r"Exile (?P<exn>a|an|another|one|two|three|four|five|six|seven|X) (?P<exwhat>.+?) from your "
    r"graveyard|"
    r"(?P<random>Discard a card at random)|(?P<hand>Discard your hand)|"
    r"Discard (?P<dn>a|an|two) (?P<dwhat>.+? cards?)|"
    r"(?P<retself>Return ~ to its owner's hand)|"
    r"Return (?P<rn>a|an|one|two|three) (?P<rwhat>.+?) you control to (?:its|their) owner's "
    r"hands?|"
    r"Tap (?P<tn>an|one|two|three|four|five|six|seven|eight|nine|ten|another|X) untapped "
    r"(?P<twhat>.+?) you control(?P<tfly> with flying)?|"
    r"Sacrifice (?P<sn>two|three|four|five|six|seven|eight|nine|ten|X) (?P<other>other )?(?P<swhat>.+?)|"
    r"Mill (?P<mill>a card|two cards|three cards|four cards))$")


def more_cost_part(part: str, out: dict[str, Any]) -> bool:
    """The cost parts of rules/ability_costs.py (118.3), read into `out`; False when `part`
    is not one of them (or repeats a part already there)."""
    m = _MORE_COST.match(part)
    if m is not None and part.endswith(" and ~"):
        m = None  # "Sacrifice two lands and ~" (sacrifice_costs.read_with_self)
    if m is None:
        if part == "Exert ~":  # 701.39a
            return _put(out, "exert_self", True)
        if part == "Discard another card named ~":  # grandeur: 201.4b, the card's own name
            from mtg_engine.cards.oracle.amounts import own_name
            from mtg_engine.cards.oracle.parse import NotUnderstood

            try:
                named = {"name": own_name()}
            except NotUnderstood:
                return False
            return _put(out, "discard", 1) and _put(out, "discard_filter", named)
        top = re.fullmatch(r"Exile the top (card|two cards|three cards|four cards|five cards|"
                           r"ten cards) of your library", part)  # 118.3
        if top:
            n = {"card": 1, "ten cards": 10}.get(top.group(1)) or _NUM[top.group(1).split()[0]]
            return _put(out, "exile_top", n)
        # 118.3; 122.1a: a -1/-1 counter (Devoted Druid: "Put a -1/-1 counter on ~: Untap ~.")
        # (not +1/+1: a cost's counters don't go through "would be put" replacements yet,
        # rules/ability_costs.py, and Hardened Scales-like effects apply to them, 614.16)
        put = re.fullmatch(r"Put an? ([a-z]+|-1/-1) counter on ~", part)
        if put:
            from mtg_engine.cards.oracle.statics import _plain_counter

            return _plain_counter(put.group(1)) and _put(out, "add_counter", put.group(1))
        att = re.fullmatch(r"(Tap|Sacrifice) enchanted (creature|land)", part)
        if att:  # 118.3: the permanent the Aura is attached to
            return _put(out, f"{att.group(1).lower()}_attached", att.group(2))
        pc = re.fullmatch(r"Put an? (-1/-1) counter on an? (creature|artifact|permanent) you "
                          r"control", part)  # 118.3, 122.1a (not +1/+1: see above)
        if pc:
            pf: dict[str, Any] = {"controller": "you"}
            if pc.group(2) != "permanent":
                pf["types"] = [pc.group(2).capitalize()]
            return _put(out, "put_counter_on", {"kind": pc.group(1), "filter": pf})
        ex = re.fullmatch(r"Exile an? ([a-z]+(?: [a-z]+)?) you control", part)
        if ex and ex.group(1) not in ("card", "face-down permanent"):  # 118.3: not sacrificed
            ef = _quality(ex.group(1), False)
            return ef is not None and _put(out, "sacrifice", ef) and _put(out, "exile_chosen", True)
        among = re.fullmatch(r"Remove (two|three|four|five) (\+1/\+1|[a-z]+) counters from among "
                             r"(creatures|artifacts|permanents) you control", part)
        if among:  # 118.3: each counter from a permanent chosen as it is activated
            af: dict[str, Any] = {"controller": "you"}
            if among.group(3) != "permanents":
                af["types"] = [among.group(3)[:-1].capitalize()]
            return _put(out, "remove_counter_from", {"kind": among.group(2), "filter": af,
                                                     "count": _NUM[among.group(1)]})
        untap = re.fullmatch(r"Untap (an?|two|three|four|five|fifteen) tapped (.+) you control",
                             part)
        if untap:  # 118.3: "Untap two tapped blue creatures you control" (Halo Fountain)
            n = 15 if untap.group(1) == "fifteen" else _NUM[untap.group(1)]
            uf = _quality(untap.group(2), n > 1)
            if uf is None or "tapped" in uf or (n > 1) != untap.group(2).endswith("s"):
                return False
            return _put(out, "untap_tapped", {"filter": uf, "count": n})
        anyc = re.fullmatch(r"Remove a counter from an? (.+) you control", part)
        if anyc:  # 118.3, 122.1: a counter of any kind, the kind chosen as it is paid
            af = _quality(anyc.group(1), False)
            if af is None or set(af) - {"types"}:
                return False
            return _put(out, "remove_counter_from", {"kind": "any",
                                                     "filter": {**af, "controller": "you"}})
        rc = re.fullmatch(r"Remove an? (\+1/\+1|-1/-1|[a-z]+) counter from an? (creature|"
                          r"artifact|permanent) you control", part)
        if rc:  # 118.3: the permanent is chosen as the ability is activated
            f: dict[str, Any] = {"controller": "you"}
            if rc.group(2) != "permanent":
                f["types"] = [rc.group(2).capitalize()]
            return _put(out, "remove_counter_from", {"kind": rc.group(1), "filter": f})
        # "Exile the top [creature] card of your graveyard" (Necratog, Alms) is not read: the
        # engine keeps a graveyard's order (404.2) but doesn't let the owner arrange cards put
        # there at the same time (404.3), so "the top card" may be the wrong one. The DSL cost
        # `exile_graveyard_top` exists (rules/ability_costs.py) for when 404.3 is asked.
        from mtg_engine.rules.card_costs import MOVES

        moved = next((k for k, v in MOVES.items() if v == part), None)
        if moved:  # 118.3 (rules/card_costs.py)
            return _put(out, "move_card", moved)
        rv = re.fullmatch(r"Reveal (X|two|three) (.+) cards from your hand", part)
        if rv:  # 118.3, 701.16a (X: 107.3a)
            f = _quality(rv.group(2) + " cards", True, "card")
            return bool(f) and _put(out, "reveal_hand", _NUM.get(rv.group(1), "X")) \
                and _put(out, "reveal_hand_filter", f)
        if part == _HALF_LIFE.replace(",", ""):  # 119.4, 107.1a
            return _put(out, "pay_half_life", True)
        e = re.fullmatch(r"Pay ((?:\{E\})+)", part)  # 107.14: energy
        if e is not None:
            return _put(out, "energy", e.group(1).count("{E}"))
        from mtg_engine.cards.oracle import sacrifice_costs

        sac = sacrifice_costs.read(part)  # 118.3: "Sacrifice a Caribou token", "A or B"
        if sac is not None:
            return _put(out, "sacrifice", sac)
        both = sacrifice_costs.read_with_self(part) or \
            sacrifice_costs.read_each(part)  # "Sacrifice ~ and a creature you control"
        return both is not None and not set(both) & set(out) and bool(out.update(both) or 1)
    g = m.groupdict()
    if g["exself"]:
        return _put(out, "exile_self", True)
    if g["exn"]:
        n = _NUM.get(g["exn"], "X")  # X: announced as it is activated (107.3a)
        many = n == "X" or n > 1  # type: ignore[operator]
        f = _quality(g["exwhat"], many, "card")
        if f is None or many != g["exwhat"].endswith("cards"):
            return False
        if g["exn"] == "another":  # not the source, a card in that graveyard (109.1)
            f["other"] = True
        return _put(out, "exile_graveyard", n) and (not f or _put(out, "exile_filter", f))
    if g["random"]:
        return _put(out, "discard", 1) and _put(out, "discard_random", True)
    if g["hand"]:
        return _put(out, "discard_hand", True)
    if g["dn"]:
        n = _NUM[g["dn"]]
        if g["dwhat"] in ("card", "cards"):
            return False  # "Discard a card" is _COST_PART's
        f = _quality(g["dwhat"], n > 1, "card")
        if f is None or set(f) - {"types", "colors", "not_types", "not_colors", "subtypes",
                                  "supertypes", "historic"}:  # (700.6: "a historic card")
            return False
        return _put(out, "discard", n) and _put(out, "discard_filter", f)
    if g["retself"]:
        return _put(out, "return_self", True)
    if g["rn"]:
        n = _NUM[g["rn"]]
        f = _quality(g["rwhat"], n > 1)
        return f is not None and _put(out, "return", {"filter": {**f, "controller": "you"},
                                                      "count": n})
    if g["tn"]:
        n = _NUM.get(g["tn"], "X")  # (X: 107.3a)
        f = _quality(g["twhat"], n == "X" or n > 1)  # type: ignore[operator]
        if f is None or "tapped" in f:
            return False
        if g["tn"] == "another":
            f["other"] = True
        if g["tfly"]:  # "tap four untapped creatures you control with flying"
            if "keywords" in f:
                return False
            f["keywords"] = ["flying"]
        return _put(out, "tap_untapped", {"filter": f, "count": n})
    if g["sn"]:
        f = _quality(g["swhat"], True)
        if f is None or "sacrifice" in out:
            return False
        if g["other"]:
            f["other"] = True
        out["sacrifice"] = f
        return _put(out, "sacrifice_count", _NUM.get(g["sn"], "X"))  # (X: 107.3a)
    return _put(out, "mill", {"a card": 1, "two cards": 2, "three cards": 3,
                              "four cards": 4}[g["mill"]])


def _put(out: dict[str, Any], key: str, value: Any) -> bool:
    if key in out:
        return False
    out[key] = value
    return True


def _mana_options(body: str) -> list[str] | int | None:
    """"Add {G}." -> ["{G}"]; "Add {R} or {G}." -> ["{R}", "{G}"]; "Add one mana of any
    color." -> 1 (any_color)."""
    low = body.strip().rstrip(".").lower()
    m = re.fullmatch(r"add (one|two|three) mana of any (?:one )?color", low)
    if m:
        return {"one": 1, "two": 2, "three": 3}[m.group(1)]
    m = re.fullmatch(r"add ((?:\{[wubrgc]\})+)", low)
    if m:
        return [m.group(1).upper()]
    m = re.fullmatch(r"add ((?:\{[wubrgc]\}, )*\{[wubrgc]\},? or \{[wubrgc]\})", low)
    if m:
        return [s.upper() for s in re.findall(r"\{[wubrgc]\}", m.group(1))]
    # "Add {W}{W}, {W}{U}, or {U}{U}." (106.1: a choice among amounts of mana, filter lands)
    m = re.fullmatch(r"add ((?:(?:\{[wubrgc]\})+, )+(?:\{[wubrgc]\})+,? or (?:\{[wubrgc]\})+)", low)
    if m:
        return [s.upper() for s in re.split(r",? or |, ", m.group(1))]
    return None


def _activated(para: str, printed: str) -> tuple[list[dict[str, Any]] | None, str]:
    # (DOTALL: a results table's rows follow a die roll on lines of their own, 706.3b)
    m = re.match(r"^([^:\"\n]+): (.+)$", para, re.DOTALL)
    if not m or ("{" not in m.group(1) and not re.match(
            r"^(Sacrifice|Pay|Discard|Remove|Exile|Return|Tap|Mill|Put) ", m.group(1))):
        cost = m.group(1).strip().strip("[]") if m else ""
        if m and re.match(r"^[+−-]?\d+$", cost):
            return _loyalty_ability(cost, m.group(2), printed)
        if m and re.match(r"^[−-]X$", cost):
            return _loyalty_x_ability(m.group(2), printed)  # 107.3, 606.4
        if m and re.match(r"^[+−-]X$", cost):
            return None, "loyalty ability with an X cost"
        return None, ""
    cost = _cost(m.group(1))
    if cost is None:
        from mtg_engine.cards.oracle import cost_or

        either, why = cost_or.read(para, printed, _activated)  # "{3}, {T} or {U}, {T}: ..."
        return (either, "") if either else (None, why or "activated ability: cost not understood")
    body = m.group(2).strip()
    body, limits = _restrictions(body)
    if limits is None:
        return None, "activated ability: this activation restriction (602.5b) is not supported"
    sorcery, once = bool(limits.pop("sorcery_speed", False)), bool(limits.pop("once_each_turn",
                                                                               False))
    cost_less = limits.pop("cost_less", None)  # 602.2b, 601.2f (the non-mana abilities only)
    only_if = None
    if "only_if" in limits:  # 602.5b: "Activate only if <condition>" (conditions.py)
        from mtg_engine.cards.oracle.conditions import lower_condition

        only_if = lower_condition(limits.pop("only_if"))
        if only_if is None:
            return None, "a condition (if/unless/as long as) not understood"
        from mtg_engine.cards.oracle.conditions_designations import functions_in_graveyard

        if functions_in_graveyard(only_if):  # 113.6b: activated from the graveyard only
            if only_if != {"kind": "self_in_graveyard"} or "~" in m.group(1):
                return None, "\"Activate only if ~ is in your graveyard\" is not supported yet"
            limits["zone"] = "graveyard"  # (602.2: the card activates it there; Glory)
    # "Sacrifice ~: It deals 1 damage to any target." — in an ability of the permanent, "it"
    # is the permanent (as it last existed, 608.2h)
    body = re.sub(r"^It deals ", "~ deals ", body)
    if "~" in m.group(1):  # "Remove three +1/+1 counters from ~: Return it to its owner's
        # hand.": the cost names ~ and "it" refers back to it (self_it.py renders it so)
        body = re.sub(r"^Return it to its owner's hand\.", "Return ~ to its owner's hand.", body)
    text = printed
    add, _, rest = body.partition(". ")
    from mtg_engine.cards.oracle.mana_amounts import THAT_COLOR_DEVOTION

    if body.rstrip(".") == THAT_COLOR_DEVOTION:  # 700.5, 106.1a: one sentence of choice
        add, rest = body, ""
    from_graveyard = bool(cost.get("exile_self")) and "from your graveyard" in m.group(1)
    from_hand = bool(cost.get("exile_self")) and "from your hand" in m.group(1)
    mana = _mana_options(add)
    combination = False
    times = None
    if mana is None:  # "Add two mana in any combination of colors" (106.1a)
        from mtg_engine.cards.oracle.mana_combinations import read_combination

        mana = read_combination(add)
        combination = mana is not None
    if mana is None:  # 106.1: "Add {G} for each ..." (mana_amounts.py)
        from mtg_engine.cards.oracle.mana_amounts import read_variable_mana

        variable = read_variable_mana(add, cost)
        if variable is not None:
            mana, times = variable
    from mtg_engine.cards.oracle import mana_could_produce

    could = mana_could_produce.read(add)  # 106.7
    if could is not None and not rest.strip() and not limits and only_if is None \
            and not (sorcery or once) and set(cost) == {"tap"}:
        return [{"cost": cost, "could_produce": could, "text": text}], ""
    if add.strip() == IDENTITY_MANA and not rest.strip() and not limits and only_if is None \
            and not (sorcery or once) and mana is None:  # 903.4 (rules/commanders.py)
        return [{"cost": cost, "commander_identity": True, "text": text}], ""
    if add.strip().rstrip(".") == "Add one mana of the chosen color":  # 614.12a
        mana = CHOSEN
    fixed = re.fullmatch(r"Add (\{[WUBRGC]\}) or one mana of the chosen color\.?", add.strip())
    if fixed and not rest.strip() and not limits and only_if is None \
            and not (sorcery or once) and _finite_mana_ability(cost, CHOSEN):
        # the thriving lands: one ability per choice (as "{T}: Add {R} or {G}.", rules/mana.py)
        head = text.split(":")[0]
        return [{"cost": cost, "mana": fixed.group(1), "text": f"{head}: Add {fixed.group(1)}."},
                {"cost": cost, "chosen_color": True,
                 "text": f"{head}: Add one mana of the chosen color."}], ""
    if mana is not None and (from_hand or from_graveyard):
        limits["zone"] = "hand" if from_hand else "graveyard"  # 602.2: Elvish Spirit Guide
    if mana is None and not rest.strip() and not limits and only_if is None \
            and not (sorcery or once):  # storage lands, batteries (106.1, 107.1c)
        from mtg_engine.cards.oracle.mana_combinations import read_per_counter

        per = read_per_counter(add, cost)
        if per is not None:
            return [{"cost": cost, "text": text, **per}], ""
    if (mana is not None or "{X}" in cost.get("mana", "")) and cost_less is not None:
        return None, "a reduction of a mana ability's or an X cost (601.2f)"
    if mana is not None and limits.get("any_player"):
        return None, "a mana ability any player may activate (602.2, 605.1a)"
    if mana is not None:
        if not (_finite_mana_ability(cost, mana) or once or limits.get("max_per_turn")):
            return None, "activated ability: mana ability with this cost not supported"
        if times is not None and "sacrificed" in str(times):
            # 605.3b: a mana ability doesn't go on the stack, and the engine keeps what its
            # cost sacrificed only on a stack object (rules/activation.py)
            return None, "a mana ability counting what its cost sacrificed (608.2h)"
        riders: dict[str, Any] = {} if times is None else {"mana_times": times}
        spend_text = ""
        if rest.strip().startswith("If ") and rest.strip().endswith(" instead."):
            from mtg_engine.cards.oracle import mana_instead  # 106.1 (mana_instead.py)

            instead = mana_instead.read(rest)
            if instead is None or ("mana" in instead) != isinstance(mana, list) \
                    or mana not in (1, [mana[0]] if isinstance(mana, list) else None):
                return None, "mana ability with another effect (605.1a) is not supported yet"
            riders["mana_instead"], rest = instead, ""
        if rest.strip().startswith("Spend this mana only "):  # 106.6 (spend.py)
            from mtg_engine.cards.oracle.spend import spend_restriction

            restriction = spend_restriction(rest)
            if restriction is None or mana == CHOSEN:
                return None, "a mana-spending restriction (106.6) not understood"
            riders["spend_only"] = restriction
            spend_text, rest = " " + rest.strip(), ""
        if only_if is not None:
            # 602.5b: checked as it is activated (rules/casting.py); a mana ability with a
            # condition is never activated to pay a cost automatically (rules/mana.py)
            riders["only_if"] = only_if
        if rest.strip():
            # 605.1a: still a mana ability; its rider happens at once with it (605.3b)
            rctx = Ctx(allow_x=False, on_permanent=True)
            # "If there are no depletion counters on ~, sacrifice it.": "it" is ~ (the
            # condition names no other object; the round trip reads "it" as ~)
            effects = compile_effects(rctx, re.sub(
                r"^(If there are no [a-z]+ counters on ~, sacrifice) it\.$", r"\1 ~.", rest.strip()))
            if not effects or rctx.targets or not all(_is_mana_rider(e) for e in effects):
                return None, "mana ability with another effect (605.1a) is not supported yet"
            riders["effects"] = effects
        riders.update(limits)  # 602.5b
        if sorcery:  # 602.5d: still a mana ability (605.1a)
            riders["sorcery_speed"] = True
        if once:  # 602.5b
            riders["once_each_turn"] = True
        if mana == CHOSEN:  # the color its source chose as it entered (614.12a)
            return [{"cost": cost, "chosen_color": True, "text": text, **riders}], ""
        if isinstance(mana, int):
            return [{"cost": cost, "any_color": mana, "text": text, **riders}], ""
        # One ability per choice: "{T}: Add {R} or {G}." pays like a dual land (rules/mana.py).
        if len(mana) == 1:
            return [{"cost": cost, "mana": mana[0], "text": text, **riders}], ""
        if once or limits.get("max_per_turn"):
            # (one ability per choice would count the activations of each apart, 602.5b)
            return None, "a mana ability with a choice of mana limited each turn (602.5b)"
        prefix = text.split(":")[0]
        tail = f" {rest.strip()}" if rest.strip() else spend_text
        if combination:  # (the round trip renders the printed wording: mana_combinations.py)
            riders["combination"] = True
        return [{"cost": cost, "mana": m_, "text": f"{prefix}: Add {m_}.{tail}", **riders}
                for m_ in mana], ""
    from mtg_engine.cards.oracle import x_counters

    body, x_kind = x_counters.split(body)  # "..., where X is the number of verse counters on ~"
    body, x_is = x_counters.split_x_is(body)  # "... X is the mana value of that card." (107.3c)
    if x_is and "{X}" not in cost.get("mana", ""):
        return None, "X defined by an ability without {X} in its cost (107.3c)"
    ctx = Ctx(allow_x="{X}" in cost.get("mana", "") or _removes_x(cost) or bool(x_kind)
              or "X" in (cost.get("sacrifice_count"), cost.get("exile_graveyard"),
                         cost.get("reveal_hand"),
                         (cost.get("tap_untapped") or {}).get("count")),  # 107.3a
              on_permanent=True)
    from mtg_engine.cards.oracle.counters_removed import REMOVED, removed_kind
    from mtg_engine.cards.oracle.effects import ACTIVATED
    from mtg_engine.cards.oracle.resolve import DEFENDING

    activated, removed = ACTIVATED.set(True), REMOVED.set(removed_kind(cost))  # (118.3)
    # 506.2, 602.5b: "Activate only if ~ is attacking": "defending player" is the player it
    # attacks (Ancient Hellkite)
    defending = DEFENDING.set(only_if == "self_attacking")
    try:
        # "untap ~, then transform it": "it" is ~, the object just named (self_it.py mode 3)
        effects = compile_effects(ctx, _THEN_IT.sub(r"\1 ~, then \2 ~", except_for(body)))
    finally:
        ACTIVATED.reset(activated)
        REMOVED.reset(removed)
        DEFENDING.reset(defending)
    if not effects:
        return None, _feature(body) or "activated ability: effect not understood"
    if any(e.get("move", {}).get("from") == "graveyard" for e in effects):
        if limits.get("zone") or from_graveyard or from_hand or cost.get("discard_self") \
                or cost.get("sacrifice_self") or cost.get("tap") or cost.get("untap"):
            return None, "activated ability: effect not understood"
        limits["zone"] = "graveyard"  # 113.6m: it functions only in the graveyard
    if any("commander_to_battlefield" in e for e in effects):  # 113.6: from the command zone
        if limits.get("zone") or set(cost) - {"mana"}:
            return None, "activated ability: effect not understood"
        limits["zone"] = "command"
    if cost.get("discard_self") and '"self"' in json.dumps(effects):
        return None, "an ability activated from the hand that refers to itself"
    if (from_graveyard or from_hand or only_if == {"kind": "self_in_graveyard"}) \
            and '"self"' in json.dumps(effects):
        return None, "an ability activated from the graveyard or hand that refers to itself"
    if any("add_mana" in e for e in effects) and not ctx.targets:
        # 605.1a: no target and it adds mana: a mana ability (no stack, 605.3b), rider and all;
        # the engine's mana abilities only add mana yet.
        return None, "mana ability with another effect (605.1a) is not supported yet"
    if limits.get("any_player") and not set(cost) <= {"mana", "pay_life", "discard", "sacrifice"}:
        # 602.2: another player pays the cost; tapping, sacrificing or removing counters from a
        # permanent they don't control (701.17a) is not read
        return None, "a cost another player pays with this permanent (602.2)"
    out: dict[str, Any] = {"cost": cost, "text": text, "effects": effects}
    if x_kind:  # 107.3, 601.2c (x_counters.py)
        if "{X}" in cost.get("mana", "") or _removes_x(cost):
            return None, "two values of X in an activated ability"
        out["x_counters"] = x_kind
    if x_is:  # 107.3c (x_counters.split_x_is, rules/defined_x.py)
        out["x_is"] = x_is
    if cost_less is not None:
        if not cost.get("mana"):
            return None, "a reduction of an ability cost without mana (601.2f)"
        out["cost_less"] = cost_less
    if ctx.targets:
        out["targets"] = ctx.targets
    if sorcery:
        out["sorcery_speed"] = True
    if once:
        out["once_each_turn"] = True
    out.update(limits)  # 602.5b
    if only_if is not None:
        out["only_if"] = only_if
    if cost.get("discard_self"):
        out["zone"] = "hand"  # "Discard ~" can be paid only from the hand
    if from_graveyard:
        out["zone"] = "graveyard"  # "Exile ~ from your graveyard" (602.2)
    if from_hand:
        out["zone"] = "hand"  # "Exile ~ from your hand" (602.2)
    return [out], ""


_THEN_IT = re.compile(r"\b([Uu]ntap|[Tt]ap) ~, then (transform) it\b")


_LIMIT = re.compile(r"\s*Activate (?:only (?P<only>[^.]+)|no more than (?P<n>twice|three times|"
                    r"four times) each turn)\.$")


# 602.2b, 601.2f: "This ability costs {1} less to activate for each legendary creature you
# control." ending an activated ability
_ABILITY_LESS = re.compile(r"\s*This ability costs \{(\d+)\} less to activate "
                           r"((?:for each|if) [^.]+)\.$")


# "for each legendary creature and planeswalker you control" (Mobilized District): each
# permanent that is one or the other, as "legendary creature or planeswalker" reads
_TYPE_PAIR = (r"(?<=for each )((?:legendary )?(?:creature|artifact|enchantment|land)) {} "
              r"(creature|artifact|enchantment|planeswalker)(?= you control\.?$)")
_TYPES_AND = re.compile(_TYPE_PAIR.format("and"))
_TYPES_OR = re.compile(_TYPE_PAIR.format("or"), re.IGNORECASE)


def _or(m: re.Match[str]) -> str:
    return f"{m.group(1)} or {m.group(2)}"


def cost_less_wording(said: str, printed: str) -> str:
    """The rendered reduction of an ability's cost in the printed "A and B" wording, when the
    printed text says "and" where the DSL's filter reads "or" (_TYPES_AND)."""
    m = _TYPES_OR.search(said)
    if m is None or f"for each {m.group(1).lower()} and {m.group(2)} you control" not in printed:
        return said
    return f"{said[:m.start()]}{m.group(1).lower()} and {m.group(2)}{said[m.end():]}"


_ANY_PLAYER = re.compile(r"\s*Any player may activate this ability( but only as a sorcery| but "
                         r"only during their (?:turn|upkeep|draw step)| but only during any "
                         r"upkeep step)?\.$")
_OPPONENTS_ONLY = re.compile(r"\s*Only your opponents may activate this ability( and only as a "
                             r"sorcery)?\.$")
# 602.2, 602.5b: "... but only during their turn": the activating player's (the timing of an
# ability's own controller, read for whoever activates it: ability_costs.timing_problem)
_THEIR = {" but only during their turn": "your_turn", " but only during their upkeep":
          "your_upkeep", " but only during their draw step": "your_draw",
          " but only during any upkeep step": "any_upkeep"}  # (503: each player's upkeep)


_X_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_ONLY_X = re.compile(r" Spend only (white|blue|black|red|green) mana on X\.$")


def _restrictions(body: str) -> tuple[str, dict[str, Any] | None]:
    """602.5b, 602.5d: the "Activate only ..." sentences ending an ability -> (the rest of the
    body, {sorcery_speed, once_each_turn, timing, max_per_turn}); None for a restriction the
    engine doesn't know ("Activate only if ..." is a condition)."""
    from mtg_engine.rules.ability_costs import TIMING_TEXT

    out: dict[str, Any] = {}
    by_text = {v: k for k, v in TIMING_TEXT.items()}
    only_x = _ONLY_X.search(body)
    if only_x:  # 107.3: "Spend only black mana on X." (Crypt Rats)
        body, out["x_color"] = body[: only_x.start()], _X_COLORS[only_x.group(1)]
    less = _ABILITY_LESS.search(body)
    if less:  # 602.2b, 601.2f: read as a spell's own reduction is (spell_costs.py)
        from mtg_engine.cards.oracle.spell_costs import self_cost_less

        got = self_cost_less(f"This spell costs {{{less.group(1)}}} less to cast "
                             f"{_TYPES_AND.sub(_or, less.group(2))}.")
        if got is None:
            return body, None
        body, out["cost_less"] = body[: less.start()], got
    rivals = _OPPONENTS_ONLY.search(body)
    if rivals:  # 602.2: "Only your opponents may activate this ability [and only as a sorcery]."
        body = body[: rivals.start()]
        out["any_player"] = out["opponents_only"] = True
        if rivals.group(1):
            out["sorcery_speed"] = True
        return body, out
    anyone = _ANY_PLAYER.search(body)
    if anyone:  # 602.2: "Any player may activate this ability [but only as a sorcery]."
        body = body[: anyone.start()]
        out["any_player"] = True
        if anyone.group(1) in _THEIR:
            out["timing"] = _THEIR[anyone.group(1)]
        elif anyone.group(1):
            out["sorcery_speed"] = True
    while True:
        m = _LIMIT.search(body)
        if m is None:
            return body, out
        body = body[: m.start()]
        if m.group("n"):
            if "max_per_turn" in out:
                return body, None
            out["max_per_turn"] = {"twice": 2, "three times": 3, "four times": 4}[m.group("n")]
            continue
        for part in m.group("only").split(" and only "):
            if part == "as a sorcery" and "sorcery_speed" not in out:
                out["sorcery_speed"] = True
            elif part == "once each turn" and "once_each_turn" not in out:
                out["once_each_turn"] = True
            elif part in by_text and "timing" not in out:
                out["timing"] = by_text[part]
            elif part.startswith("if ") and "only_if" not in out:
                out["only_if"] = part[3:]  # (the caller reads the condition)
            else:
                return body, None


def _removes_x(cost: dict[str, Any]) -> bool:
    """"Remove X +1/+1 counters from ~" (107.3): the ability's X, with no {X} to pay."""
    return (cost.get("remove_counters") or {}).get("count") in ("X", "any", "all")


def _finite_mana_ability(cost: dict[str, Any], mana: list[str] | int | str) -> bool:
    """605.1a: any cost makes a mana ability, but one paid with mana alone that adds as
    much as it costs could be activated without end ("{1}: Add {B} or {R}"); only those that
    add less than they cost, or whose cost has another part, are read."""
    from mtg_engine.core.mana import ManaCost

    if set(cost) - {"mana"}:
        return True
    if "mana" not in cost:
        return False
    made = 1 if mana == CHOSEN else mana if isinstance(mana, int) else \
        max(len(re.findall(r"\{", m)) for m in mana)
    return ManaCost.parse(cost["mana"]).mana_value > made


def _is_mana_rider(e: dict[str, Any]) -> bool:
    """What rules/casting.py carries out with a mana ability (is_mana_rider)."""
    from mtg_engine.cards.dsl_abilities import parse_effect
    from mtg_engine.rules.casting import is_mana_rider

    return is_mana_rider(parse_effect(_PARSE_CTX, "rider", e))


def _spend_after_mana(body: str) -> tuple[str, str]:
    """A resolving ability's "Add ... . Spend this mana only to ..." (106.6): the body without
    the last sentence and its restriction as canonical JSON ("" when there is none)."""
    from mtg_engine.cards.oracle.spend import spend_restriction
    from mtg_engine.rules.spend import restriction_text

    head, sep, last = body.rpartition(". Spend this mana only ")
    if not sep:
        return body, ""
    got = spend_restriction("Spend this mana only " + last)
    return (head + ".", restriction_text(got)) if got is not None else (body, "")


def _loyalty_ability(cost: str, body: str, printed: str) -> tuple[list[dict[str, Any]] | None, str]:
    """606.1: "[+N]: Effect." / "[−N]: Effect." / "[0]: Effect." — the cost is loyalty."""
    n = int(cost.replace("−", "-"))
    ctx = Ctx(allow_x=False, on_permanent=True)
    body, spend_only = _spend_after_mana(body)  # 106.6: "Spend this mana only to ..."
    effects = compile_effects(ctx, except_for(body))
    if effects and spend_only:
        last = effects[-1].get("add_mana") or {}
        if not last.get("combination"):
            return None, "a mana-spending restriction (106.6) not understood"
        last["spend_only"] = spend_only
    if not effects:
        return None, _feature(body) or "loyalty ability: effect not understood"
    out: dict[str, Any] = {"loyalty": n, "text": printed, "effects": effects}
    if ctx.targets:
        out["targets"] = ctx.targets
    return [out], ""


def _loyalty_x_ability(body: str, printed: str) -> tuple[list[dict[str, Any]] | None, str]:
    """606.4, 107.3: "[−X]: Effect." -- a loyalty ability whose cost removes X loyalty
    counters, X chosen as it is activated (at most the counters there are, 606.6). In the DSL:
    loyalty 0 (a loyalty ability, 606.3) with the cost "remove X loyalty counters from ~"."""
    ctx = Ctx(allow_x=True, on_permanent=True)
    effects = compile_effects(ctx, body)
    if not effects:
        return None, _feature(body) or "loyalty ability: effect not understood"
    out: dict[str, Any] = {"loyalty": 0, "cost": {"remove_counters": {"kind": "loyalty",
                                                                      "count": "X"}},
                           "text": printed, "effects": effects}
    if ctx.targets:
        out["targets"] = ctx.targets
    return [out], ""


def _intrinsic_mana(face: AtomicFace) -> list[dict[str, Any]]:
    """305.6: a land with a basic land type has "{T}: Add [its mana]" for each such type
    (what Taiga's reminder text says)."""
    if "Land" not in face.types:
        return []
    return [{"cost": {"tap": True}, "mana": f"{{{BASIC_LAND_MANA[t]}}}",
             "text": f"{{T}}: Add {{{BASIC_LAND_MANA[t]}}}."}
            for t in face.subtypes if t in BASIC_LAND_MANA]


def equip_ability(cost: str) -> dict[str, Any]:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
    control. Activate only as a sorcery." """
    return {"cost": cost, "text": f"Equip {cost}", "sorcery_speed": True,
            "targets": [{"kind": "creature", "filter": {"controller": "you"}}],
            "effects": [{"attach": {"what": "self", "to": "target"}}]}


def crew_ability(n: int) -> dict[str, Any]:
    """702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of turn."
    (layer 4, 613.1d; its printed power and toughness apply once it is a creature, 208.3,
    301.7)"""
    return {"cost": {"crew": n}, "text": f"Crew {n}",
            "effects": [{"continuous": {"what": "self", "add_types": ["Artifact", "Creature"]}}]}


_EQUIP_QUALITY = re.compile(r"Equip (legendary creature|creature token|[A-Z][a-z]+) "
                           r"(\{\d+\})(?: \(.*\))?")


def equip_quality_ability(para: str) -> dict[str, Any] | None:
    """702.6c: "Equip Knight {1}", "Equip legendary creature {3}", "Equip creature token
    {1}": an equip ability (702.6a) that may target only a creature you control with that
    quality; None for any other paragraph."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _EQUIP_QUALITY.fullmatch(para)
    if m is None:
        return None
    quality, cost = m.groups()
    f: dict[str, Any] = {"controller": "you"}
    if quality == "legendary creature":
        f["supertypes"] = ["Legendary"]
    elif quality == "creature token":
        f["token"] = True
    elif quality in CREATURE_TYPES:  # 205.3m
        f["subtypes"] = [quality]
    else:
        return None
    ab = equip_ability(cost)
    ab["text"] = f"Equip {quality} {cost}"
    ab["targets"] = [{"kind": "creature", "filter": f}]
    return ab


def render_equip(ab: dict[str, Any]) -> str:
    """The English of an equip ability with a quality (702.6c), from its target's filter."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    f = dict(ab["targets"][0]["filter"])
    if f.pop("controller", None) != "you" or len(ab["targets"]) != 1 or \
            ab.get("effects") != [{"attach": {"what": "self", "to": "target"}}] or \
            not ab.get("sorcery_speed"):
        raise RenderError("an equip ability that does something else")
    if f == {"supertypes": ["Legendary"]}:
        quality = "legendary creature"
    elif f == {"token": True}:
        quality = "creature token"
    elif set(f) == {"subtypes"} and len(f["subtypes"]) == 1:
        quality = f["subtypes"][0]
    else:
        raise RenderError(f"an equip quality {f}")
    return f"Equip {quality} {ab['cost']}"


def cycling_ability(cost: str) -> dict[str, Any]:
    """702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." — activated
    only while the card is in its owner's hand."""
    return {"cost": {"mana": cost, "discard_self": True}, "zone": "hand",
            "text": f"Cycling {cost}", "effects": [{"draw": {"count": 1}}]}
