"""Noun phrases of Oracle text: numbers, object descriptions ("nonblack creature you don't
control", "artifact or enchantment", "creature card from your graveyard") and who is affected
("each opponent", "target player"). Each returns DSL data (plain dicts, as in the YAML card
files) or None when the phrase is outside what the engine's filters can say."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.x_filters import x_word

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
           "seven": 7, "eight": 8, "nine": 9, "ten": 10}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
TYPE_WORDS = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
              "land": "Land", "planeswalker": "Planeswalker", "instant": "Instant",
              "sorcery": "Sorcery"}
_PLURAL = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
           "lands": "land", "planeswalkers": "planeswalker", "permanents": "permanent",
           "instants": "instant", "sorceries": "sorcery", "spells": "spell", "cards": "card",
           "tokens": "token"}



# the amount "~'s power" (cards/amounts.py), a bound of "with power less than or equal to ~'s
# power"
SOURCE_POWER = {"power_of": "self"}

def number(word: str, allow_x: bool) -> int | str | None:
    """"a", "two", "3", "X" (only where X has a value: a spell or ability with {X} in its cost,
    107.3)."""
    w = word.lower()
    if w.isdigit():
        return int(w)
    if w == "x":
        return "X" if allow_x else None
    return NUMBERS.get(w)


def _singular(word: str) -> str:
    return _PLURAL.get(word, word)


# "target permanent you own or control" (108.3, 108.4; Telim'Tor's Edict): one of the two
OWN_OR_CONTROL = ({"owned_by_you": True}, {"controller": "you"})


def _suffix(rest: str, f: dict[str, Any]) -> bool:
    """Qualifiers after the noun: controller, keywords, power, mana value, zone not included."""
    rest = rest.strip()
    while rest:
        m = re.match(r"^(you control|you don't control|an opponent controls|your opponents control)"
                     r"\b\s*", rest)
        if m:
            f["controller"] = "you" if m.group(1) == "you control" else "opponent"
            rest = rest[m.end():]
            continue
        from mtg_engine.cards.oracle.pt_either import parse as pt_either

        after = pt_either(rest, f)  # 208.1: "with power or toughness 1 or less"
        if after is not None:
            rest = after
            continue
        m = re.match(r"^you own or control\b\s*", rest)
        if m and "controller" not in f and "owned_by_you" not in f and "any_of" not in f:
            f["any_of"] = [dict(o) for o in OWN_OR_CONTROL]  # 108.3, 108.4: either
            rest = rest[m.end():]
            continue
        m = re.match(r"^you (both own and control|own)\b\s*", rest)
        if m and "controller" not in f and "owned_by_you" not in f:  # 108.3
            f["owned_by_you"] = True
            if m.group(1) != "own":
                f["controller"] = "you"
            rest = rest[m.end():]
            continue
        m = re.match(r"^defending player controls\b\s*", rest)
        if m and "controller" not in f:
            from mtg_engine.cards.oracle.resolve import DEFENDING

            if not DEFENDING.get():  # 506.2: only in an attacking source's trigger
                return False
            f["defending"] = True
            rest = rest[m.end():]
            continue
        m = re.match(r"^(with|without) (flying|reach|defender|deathtouch|lifelink|trample|haste|"
                     r"vigilance|first strike|double strike|indestructible|hexproof|flash|"
                     # 702.28 shadow, 702.31 horsemanship, 702.14 landwalk, 702.111 menace
                     r"shadow|horsemanship|(?:plains|island|swamp|mountain|forest)walk|"
                     r"menace)\b\s*", rest)
        if m:
            f["keywords" if m.group(1) == "with" else "not_keywords"] = [m.group(2)]
            rest = rest[m.end():]
            continue
        m = re.match(r"^(blocking it|it's blocking|~ is blocking)(?= |$)\s*", rest)
        if m and "blocking_source" not in f and "blocked_by_source" not in f:
            from mtg_engine.cards.oracle.effects import ACTIVATED

            if not ACTIVATED.get():  # ("it": ~ in an activated ability's effect only)
                return False
            f["blocking_source" if m.group(1) == "blocking it" else "blocked_by_source"] = True
            rest = rest[m.end():]  # 509.1g-h (combat_groups.words: these wordings)
            continue
        m = re.match(r"^other than ~(?= |$)\s*", rest)
        if m and "other" not in f:  # "target creature other than ~": not the source (115.1)
            f["other"] = True
            rest = rest[m.end():]
            continue
        m = re.match(r"^that's attacking you( or a planeswalker you control)?(?= |$)\s*", rest)
        if m and "attacking_you" not in f:  # 506.2, 508.1b (rules/filters.py)
            f["attacking_you"] = "you_or_planeswalker" if m.group(1) else "you"
            rest = rest[m.end():]
            continue
        m = re.match(r"^(blocking or blocked by|blocking|blocked by) ~(?= |$)\s*", rest)
        if m and "blocking_source" not in f:  # 509.1g-h: in combat with the source
            from mtg_engine.cards.oracle.combat_groups import fields

            f.update(fields(m.group(1)))
            rest = rest[m.end():]
            continue
        m = re.match(r"^(?:with a counter on it|with counters on them)\b\s*", rest)
        if m and "has_counter" not in f:  # 122.1: a counter of any kind
            f["has_counter"] = "any"
            rest = rest[m.end():]
            continue
        m = re.match(r"^(?:with|that has) an? ([+-]1/[+-]1|[a-z]+) counter on it\b\s*", rest)
        if m and m.group(1) in ("poison", "first", "double"):  # (122.1b-c: parse.counter_kind)
            return False
        if m:
            f["has_counter"] = m.group(1)
            rest = rest[m.end():]
            continue
        # 122.1: a group's "with +1/+1 counters on them" / "with no counters on them"
        m = re.match(r"^with ([+-]1/[+-]1|[a-z]+) counters on them\b\s*", rest)
        if m and m.group(1) not in ("poison", "first", "double", "no") \
                and "has_counter" not in f:
            f["has_counter"] = m.group(1)
            rest = rest[m.end():]
            continue
        m = re.match(r"^with no counters on them\b\s*", rest)
        if m and "no_counters" not in f:
            f["no_counters"] = True
            rest = rest[m.end():]
            continue
        # 122.1: "each nonland permanent without a fate counter on it" (Oblivion Stone)
        m = re.match(r"^without an? ([+-]\d/[+-]\d|[a-z]+) counter on it\b\s*", rest)
        if m and m.group(1) not in ("poison", "first", "double") and "no_counter" not in f:
            f["no_counter"] = m.group(1)
            rest = rest[m.end():]
            continue
        m = re.match(r"^with no ([+-]1/[+-]1) counters on them\b\s*", rest)
        if m and "no_counter" not in f:
            f["no_counter"] = m.group(1)
            rest = rest[m.end():]
            continue
        m = re.match(r"^with base power and toughness (\d+)/(\d+)(?= |$)\s*", rest)
        if m and "base_pt" not in f:  # 208.1, 613.4b: after layer 7b (Bess)
            f["base_pt"] = f"{m.group(1)}/{m.group(2)}"
            rest = rest[m.end():]
            continue
        m = re.match(r"^with the lowest mana value\b\s*", rest)
        if m and "least_mana_value" not in f:  # 202.3 (rules/filters.py)
            f["least_mana_value"] = True
            rest = rest[m.end():]
            continue
        m = re.match(r"^with mana value (\d+|X)(?= |$)(?! or)\s*", rest, re.IGNORECASE)
        n = x_word(m.group(1).upper()) if m else None
        if n is not None and "mana_value_le" not in f and "mana_value_ge" not in f:
            f["mana_value_le"] = f["mana_value_ge"] = n  # exactly N (202.3; X: 107.3a)
            rest = rest[m.end():]  # type: ignore[union-attr]
            continue
        m = re.match(r"^with (power|toughness|mana value) less than or equal to the number of "
                     r"([a-z]+) you control(?= |$)\s*", rest, re.IGNORECASE)
        counted = _counted_permanents(m.group(2)) if m else None
        if m and counted is not None and not set(f) & {"x_amount", "x_counters"}:
            # 608.2h: the count as the filter is checked (rules/filters.counted_bound)
            f[m.group(1).lower().replace(" ", "_") + "_le"] = "X"
            f["x_amount"] = {"count": {**counted, "controller": "you"}}
            rest = rest[m.end():]
            continue
        m = re.match(r"^with power (less|greater) than ~'s power(?= |$)\s*", rest)
        if m and not set(f) & {"power_lt_source", "power_gt_source"}:
            f["power_lt_source" if m.group(1) == "less" else "power_gt_source"] = True  # 208.1
            rest = rest[m.end():]
            continue
        m = re.match(r"^with (power|toughness) less than or equal to ~'s power(?= |$)\s*", rest)
        if m and not set(f) & {"x_amount", "x_counters", "power_le", "toughness_le"}:
            # 208.1, 608.2h: the source's power as the filter is checked (Earthshaker Khenra;
            # rules/filters.counted_bound)
            f[m.group(1) + "_le"] = "X"
            f["x_amount"] = dict(SOURCE_POWER)
            rest = rest[m.end():]
            continue
        m = re.match(r"^with (power|toughness) less than or equal to the number of "
                     r"([a-z]+|[+-]\d/[+-]\d) counters on ~(?= |$)\s*", rest)
        if m and not set(f) & {"x_amount", "x_counters", "power_le", "toughness_le"}:
            # 122.1, 608.2h: those counters on the source, counted as the filter is checked
            # (as it last existed once sacrificed as a cost, 112.7a: rules/amounts) (Legacy's
            # Allure)
            f[m.group(1) + "_le"] = "X"
            f["x_amount"] = {"counters_on": "self", "kind": m.group(2)}
            rest = rest[m.end():]
            continue
        m = re.match(r"^with mana value (equal to|less than or equal to) the number of "
                     r"([a-z]+|[+-]\d/[+-]\d) counters on ~(?= |$)\s*", rest)
        if m and "mana_value_le" not in f and "mana_value_ge" not in f:  # 202.3, 122.1
            f["mana_value_le"] = "X"  # X: those counters on ~ (rules/x_filters.bind_in)
            if m.group(1) == "equal to":
                f["mana_value_ge"] = "X"
            f["x_counters"] = m.group(2)
            rest = rest[m.end():]
            continue
        m = re.match(r"^with (power|toughness|mana value) (\d+|X) or (less|greater)\b\s*", rest,
                     re.IGNORECASE)
        n = x_word(m.group(2).upper()) if m else None
        if n is not None:  # 208.1, 202.3 (X: 107.3a, x_filters.py)
            key = m.group(1).lower().replace(" ", "_") + \
                ("_le" if m.group(3).lower() == "less" else "_ge")  # type: ignore[union-attr]
            f[key] = n
            rest = rest[m.end():]  # type: ignore[union-attr]
            continue
        return False
    return True


def describe(phrase: str, *, plural: bool = False) -> tuple[str, dict[str, Any]] | None:
    """An object description -> (noun, filter dict). noun is "creature", "permanent",
    "planeswalker", "spell", "card", "creature_or_planeswalker"... Only what `Filter` can say:
    a phrase with any other word is refused (None)."""
    words = phrase.strip().split()
    f: dict[str, Any] = {}
    i = 0
    while i < len(words):
        w = words[i].lower().rstrip(",")  # "nonartifact, nonblack creature"
        if w in ("another", "other"):
            f["other"] = True
        elif w in ("tapped", "untapped"):
            f["tapped"] = w == "tapped"
        elif w == "attacking" and [x.lower() for x in words[i + 1:i + 3]] == ["or", "blocking"]:
            f["in_combat"] = True  # 506.4: "attacking or blocking"
            i += 2
        elif w in ("legendary", "snow", "basic") and "supertypes" not in f:  # 205.4a, d
            f["supertypes"] = [w.capitalize()]
        elif w == "attacking":
            f["attacking"] = True
        elif w == "nonattacking":  # 506.4: not an attacking creature
            f["attacking"] = False
        elif w == "blocking":
            f["blocking"] = True
        elif w in ("blocked", "unblocked") and "blocked" not in f:  # 506.4
            f["blocked"] = w == "blocked"
        elif w in COLOR_WORDS:
            f.setdefault("colors", []).append(COLOR_WORDS[w])
        elif w in ("or", "and/or") and f.get("colors") and words[i - 1].lower() in COLOR_WORDS \
                and i + 1 < len(words) and words[i + 1].lower() in COLOR_WORDS:
            pass  # "red or green spell", "green and/or blue creatures": either colour (105.2)
        elif w.startswith("non") and w[3:] in COLOR_WORDS:
            f.setdefault("not_colors", []).append(COLOR_WORDS[w[3:]])
        elif w == "colorless":
            f["colorless"] = True
        elif w in ("multicolored", "monocolored"):  # 105.4: two or more colors / exactly one
            f[w] = True
        elif w == "historic" and "historic" not in f:  # 700.6: legendary, artifact or Saga
            f["historic"] = True
        elif w == "enchanted" and "enchanted" not in f:  # 303.4: with an Aura attached to it
            f["enchanted"] = True
        elif w in ("nonsnow", "nonlegendary", "nonbasic"):  # 205.4a, 205.4d
            f.setdefault("not_supertypes", []).append(w[3:].capitalize())
        elif w.startswith("non") and _singular(w[3:]) in TYPE_WORDS:
            f.setdefault("not_types", []).append(TYPE_WORDS[_singular(w[3:])])
        elif w == "nontoken":
            f["token"] = False
        elif w == "noncommander":  # 903.3 (rules/commanders.py)
            f["commander"] = False
        elif w == "commander" and "commander" not in f and i + 1 < len(words) \
                and _singular(words[i + 1].lower()) in TYPE_WORDS:  # "commander creatures"
            f["commander"] = True  # 903.3
        elif re.fullmatch(r"\d+/\d+", w) and "power_le" not in f:  # "target 1/1 creature"
            pw, tg = (int(n) for n in w.split("/"))  # 208.1: exactly that power and toughness
            f.update(power_le=pw, power_ge=pw, toughness_le=tg, toughness_ge=tg)
        elif re.fullmatch(r"non-[a-z]+", w) and _is_subtype(w[4:].capitalize()):
            # "non-Dragon creature" (205.3: a subtype; target_spec reads it lower-cased)
            f.setdefault("not_subtypes", []).append(w[4:].capitalize())
        else:
            break
        i += 1
    rest_words = words[i:]
    if not rest_words:
        return None
    # the noun: "creature", "artifact or enchantment", "creature or planeswalker", "permanent"
    nouns: list[str] = []
    j = 0
    while j < len(rest_words):
        w = _singular(rest_words[j].lower().rstrip(","))
        if not nouns and w == "commander" and "commander" not in f and "subtypes" not in f:
            f["commander"] = True  # 903.3: "target commander", "Commanders you control"
            nouns.append("permanent")
            j += 1
            break
        if not nouns and "subtypes" not in f and w not in TYPE_WORDS \
                and w not in ("permanent", "spell", "card", "token") \
                and _is_subtype(w.capitalize()):
            # "target Sliver", "Goblin creature", "Aura card" (205.3: a subtype; a permanent
            # with it when no card type follows)
            if rest_words[j].endswith(","):
                # "Spirit, instant, or sorcery card": a list of either (205.2a, 205.3), not a
                # Spirit that is an instant or sorcery; a filter can't say "this subtype or
                # these types": refused
                return None
            f["subtypes"] = [w.capitalize()]
            j += 1
            second = _singular(rest_words[j].lower()).capitalize() if j < len(rest_words) else ""
            if w == "eldrazi" and second in ("Scion", "Spawn") and "any_of" not in f:
                # 205.3m: "Eldrazi Scion": both creature types (render_phrases.two_word_type)
                f["any_of"] = [{"subtypes": [second]}]
                j += 1
            while j + 1 < len(rest_words) and rest_words[j].lower() == "or" \
                    and _is_subtype(_singular(rest_words[j + 1].lower()).capitalize()) \
                    and _singular(rest_words[j + 1].lower()) not in TYPE_WORDS:
                # "Cleric or Wizard creature": either subtype (205.3)
                f["subtypes"].append(_singular(rest_words[j + 1].lower()).capitalize())
                j += 2
            nxt = _singular(rest_words[j].lower().rstrip(",")) if j < len(rest_words) else ""
            if nxt in TYPE_WORDS or nxt in ("permanent", "spell", "card", "token"):
                continue
            nouns.append("permanent")
            break
        if w in TYPE_WORDS or w in ("permanent", "spell", "card", "token"):
            nouns.append(w)
            j += 1
            if nouns == [w] and w in ("artifact", "enchantment", "land") and j < len(rest_words) \
                    and not rest_words[j - 1].endswith(",") \
                    and _singular(rest_words[j].lower().rstrip(",")) == "creature":
                # "artifact creature": both types (205.2a), not either one
                f["all_types"] = [TYPE_WORDS[w], "Creature"]
                nouns = ["creature"]
                j += 1
            if j < len(rest_words) and rest_words[j].lower() in ("or", "and/or"):
                j += 1
                continue
            if rest_words[j - 1].endswith(",") and j < len(rest_words):
                # "enchantment, instant, or sorcery spell" (205.2a: any of the types)
                if rest_words[j].lower() == "or" and rest_words[j - 1].endswith(","):
                    j += 1
                continue
            # "creature spell", "creature card", "creature token"
            if j < len(rest_words) and _singular(rest_words[j].lower()) in ("spell", "card", "token"):
                nouns.append(_singular(rest_words[j].lower()))
                j += 1
            break
        return None
    if not nouns:
        return None
    listed = [x.lower() for x in rest_words[:j]]
    if any(x.endswith(",") for x in rest_words[:j]) and "or" not in listed:
        return None  # "artifact, enchantment" without "or": not a list of kinds
    before = set(f)
    if not _suffix(" ".join(rest_words[j:]), f):
        return None
    kinds = [n for n in nouns if n in TYPE_WORDS]
    if len(kinds) > 1 and nouns[-1] not in ("spell", "card") \
            and (set(f) - before) & {"keywords", "not_keywords", "power_le", "power_ge",
                                     "toughness_le", "toughness_ge", "has_counter"}:
        # "artifact, enchantment, or creature with flying": a creature's quality, the last
        # noun's only; a filter would ask it of all. (A mana value is every kind's: "target
        # artifact or enchantment with mana value 4 or less", Fragmentize.)
        return None
    return _noun(nouns, f)


def _counted_permanents(plural: str) -> dict[str, Any] | None:
    """"creatures" / "Islands" / "Vampires" (of "the number of ... you control") -> the
    filter of the permanents counted, or None."""
    from mtg_engine.cards.oracle.statics import _BASIC_PLURAL
    from mtg_engine.rules.protection import creature_type_of_plural

    low = plural.lower()
    if low == "creatures":
        return {"types": ["Creature"]}
    basic = next((t for t in _BASIC_PLURAL if _BASIC_PLURAL[t].lower() == low), "")
    one = basic or creature_type_of_plural(low)  # (305.6 a basic land type; 205.3m)
    return {"subtypes": [one]} if one else None


def _is_subtype(word: str) -> bool:
    """A creature type (205.3m) or another subtype of a permanent (205.3g-j), capitalised."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    return word in CREATURE_TYPES or word in NONCREATURE_SUBTYPES


def _noun(nouns: list[str], f: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    if "spell" in nouns[:-1]:  # "spell or creature": a spell, or a permanent of a type (115.1);
        return None  # no filter says either (the word "spell" would be lost)
    tail = nouns[-1]
    kinds = [n for n in nouns if n in TYPE_WORDS]
    if tail == "token":
        f["token"] = True
        nouns = nouns[:-1] or ["permanent"]
        tail = nouns[-1]
    if tail in ("spell", "card"):
        if kinds:
            f["types"] = [TYPE_WORDS[k] for k in kinds]
        return tail, f
    if kinds == ["creature", "planeswalker"] and not f:
        return "creature_or_planeswalker", f
    if kinds == ["creature"]:
        return "creature", f
    if kinds == ["planeswalker"]:
        return "planeswalker", f
    if kinds and all(k in ("artifact", "creature", "enchantment", "land", "planeswalker")
                     for k in kinds):
        f["types"] = [TYPE_WORDS[k] for k in kinds]
        return "permanent", f
    if nouns == ["permanent"]:
        return "permanent", f
    return None


_STACK_KINDS = {"triggered ability": "triggered_ability", "activated ability": "activated_ability",
                "activated or triggered ability": "activated_or_triggered_ability",
                "permanent spell": "permanent_spell"}
_STACK_OBJECT = re.compile(rf"({'|'.join(_STACK_KINDS)})( you control| you don't control)?")
# 113.7: "activated ability from an artifact source" (Filter.source_types)
_FROM_SOURCE = re.compile(r"(activated ability|triggered ability|activated or triggered "
                          r"ability) from an? (artifact|creature|enchantment|land|planeswalker) "
                          r"source")


_OPPONENT_OR_THEIRS = ("opponent, creature an opponent controls, or planeswalker an opponent "
                       "controls")


def target_spec(phrase: str) -> dict[str, Any] | None:
    """The words after "target": a DSL target requirement (115.1)."""
    p = phrase.strip().lower()
    simple = {"player": "player", "opponent": "opponent",
              "player or planeswalker": "player_or_planeswalker",
              "opponent or planeswalker": None, "creature or player": None}
    if p in simple:
        return {"kind": simple[p]} if simple[p] else None
    if p == _OPPONENT_OR_THEIRS:  # 115.1 (Nicol Bolas, God-Pharaoh): one target, three kinds
        return {"kind": "permanent_or_opponent",
                "filter": {"types": ["Creature", "Planeswalker"], "controller": "opponent"}}
    m = _FROM_SOURCE.fullmatch(p)
    if m:
        return {"kind": _STACK_KINDS[m.group(1)], "filter": {"source_types": [
            m.group(2).capitalize()]}}
    m = _STACK_OBJECT.fullmatch(p)
    if m:  # 701.5a, 113.1b-c: an ability on the stack; 110.4b: a permanent spell
        kind = _STACK_KINDS[m.group(1)]  # ("you don't control": an opponent's, 102.2)
        whose = {" you control": "you", " you don't control": "opponent"}.get(m.group(2) or "")
        return {"kind": kind, **({"filter": {"controller": whose}} if whose else {})}
    m = re.match(r"^(.+?) card (?:from|in) your graveyard$", p) or \
        re.match(r"^((?:.+? )?card) with (awaken|mutate) (?:from|in) your graveyard$", p)
    if m:  # (702.113, 702.140: "card with awaken", a card with that alternative cost:
        # rules/filters.py)
        d = describe(m.group(1) if m.group(1).endswith("card") else m.group(1) + " card")
        alt = m.group(2) if m.lastindex and m.lastindex >= 2 else ""
        if d is None or d[0] != "card" or (alt and "keywords" in d[1]):
            return None
        f = {**d[1], **({"keywords": [alt]} if alt else {})}
        return {"kind": "card", "zone": "graveyard", "filter": {**f, "controller": "you"}}
    d = describe(p)
    if d is None:  # "creature or Vehicle" (target_alternatives.py)
        from mtg_engine.cards.oracle.target_alternatives import colored_target, target_alternatives

        return target_alternatives(phrase) or colored_target(phrase)
    if d[0] == "card":
        return None
    kind, f = d
    # 701.5a: the qualities a spell on the stack has that the engine's filters test
    # (rules/filters.py: colour, colourlessness, mana value with X counted, 202.3e; its
    # controller, "you control", 110.2)
    if kind == "spell" and set(f) - {"types", "not_types", "colors", "not_colors", "colorless",
                                     "mana_value_le", "mana_value_ge", "controller",
                                     "multicolored", "not_subtypes", "x_amount"}:
        return None
    if kind == "spell" and "x_amount" in f and set(f["x_amount"]) != {"count"}:
        return None  # (608.2h: a count of permanents as the target is checked, filters.py)
    if kind == "spell" and "permanent" in p.split():
        return None  # "permanent spell": the filter would drop the word
    out: dict[str, Any] = {"kind": kind}
    if f:
        out["filter"] = f
    return out


def group(phrase: str) -> dict[str, Any] | None:
    """"each creature", "all creatures you control", "creatures your opponents control":
    a reference to every matching permanent, `{"all": filter}`."""
    p = re.sub(r"^(each|all)\s+", "", phrase.strip().lower())
    d = describe(p, plural=True)
    if d is None:
        return None
    kind, f = d
    if kind == "creature":
        f.setdefault("types", ["Creature"])
    elif kind == "creature_or_planeswalker":
        f.setdefault("types", ["Creature", "Planeswalker"])
    elif kind == "planeswalker":
        f.setdefault("types", ["Planeswalker"])
    elif kind != "permanent":
        return None
    return {"all": f}


PLAYER_WORDS = {"you": "you", "each opponent": "each_opponent", "each player": "each_player"}


Effects = list[dict[str, Any]]


def between_sentences(ctx: Any, before: str, middle: Callable[[], dict[str, Any] | None],
                      after: str, compile_rest: Callable[[Any, str], Effects | None]
                      ) -> Effects | None:
    """The instructions of a passage one module reads (`middle`, built in text order, after
    the sentences before it: targets are numbered as they appear) with those of the sentences
    before and after it, compiled by `compile_rest`; None if any part isn't understood."""
    out: Effects = []
    targets = len(ctx.targets)
    got = _between(ctx, before, middle, after, compile_rest, out)
    if got is None:
        del ctx.targets[targets:]  # (a reading that failed adds no target)
    return got


def around_passage(ctx: Any, text: str, m: re.Match[str], effects: Effects,
                   compile_rest: Callable[[Any, str], Effects | None]) -> Effects | None:
    """The instructions of `text` with a passage `m` whose instructions are `effects` (the
    first one built in text order, 601.2c): the sentences before it, the passage, then the
    sentences after it (sneak.py, graveyard_top.py); None if any part isn't understood."""
    out: Effects = []

    def middle() -> dict[str, Any]:
        out.extend(effects[1:])
        return effects[0]

    got = between_sentences(ctx, text[:m.start()].strip(), middle, "", compile_rest)
    if got is None:
        return None
    after = text[m.end():].strip()
    rest = compile_rest(ctx, after) if after else []
    if rest is None or (after and not rest):
        return None
    return [*got, *out, *rest]


def _between(ctx: Any, before: str, middle: Callable[[], dict[str, Any] | None], after: str,
             compile_rest: Callable[[Any, str], Effects | None], out: Effects
             ) -> Effects | None:
    for part in (before, None, after):
        if part is None:
            effect = middle()
            if effect is None:
                return None
            out.append(effect)
        elif part:
            from mtg_engine.cards.oracle.this_way import EFFECTS_BEFORE

            token = EFFECTS_BEFORE.set((*EFFECTS_BEFORE.get(), *out))  # ("this way": 608.2c)
            try:
                got = compile_rest(ctx, part)
            finally:
                EFFECTS_BEFORE.reset(token)
            if not got:
                return None
            out += got
    return out
