"""Object and player phrases of the card DSL rendered back to English for the round trip:
numbers and plurals, filters ("each other creature you control with flying", 109.2, 205),
targets ("up to two target ...", 115.1, 601.2c) and the references that name them again
("it", "that creature", "that player": `Refs`, 608.2c). The effects are in
cards/oracle/render.py."""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle.copy_control import THAT_AT

NUM_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
             8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen",
             14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen",
             19: "nineteen", 20: "twenty"}
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class RenderError(ValueError):
    """A DSL construct the renderer has no English for (the card is then refused)."""


# ------------------------------------------------------------------ noun phrases


def _num(n: Any, article: str = "a") -> str:
    if n == 1:
        return article
    if isinstance(n, int):
        return NUM_WORDS.get(n, str(n))
    if n == "X":
        return "X"
    if n == "that_much":  # the triggering event's amount (603.2): a number of things
        return "that many"  # (cards, counters, tokens; "that much" life or damage)
    if n in ("a number of", "any number of", "one or more"):  # (amounts.py; 601.2c)
        return n
    raise RenderError(f"amount {n!r}")


_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Sphinx": "Sphinxes",
              "Werewolf": "Werewolves", "Octopus": "Octopuses",
              "Merfolk": "Merfolk", "Kithkin": "Kithkin", "Plains": "Plains",
              "Treefolk": "Treefolk", "Eldrazi Spawn": "Eldrazi Spawn"}
# 205.3m: "Eldrazi Scion" / "Eldrazi Spawn": a creature with both creature types (the filter's
# `subtypes` Eldrazi and one alternative with the other: phrases.describe)
TWO_WORD_TYPES = ("Scion", "Spawn")


def two_word_type(f: dict[str, Any]) -> str:
    """"Eldrazi Scion" for such a filter, else ""."""
    alts = f.get("any_of") or []
    if f.get("subtypes") == ["Eldrazi"] and len(alts) == 1 \
            and alts[0] in ({"subtypes": [t]} for t in TWO_WORD_TYPES):
        return "Eldrazi " + alts[0]["subtypes"][0]
    return ""


def _plural(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("y"):
        return word[:-1] + "ies"
    if word.endswith("s"):  # "Fungus": no English plural the round trip reads
        return word  # ("each Fungus": the singular, as the normalised text has it)
    return word + "s"


def _or(words: list[str]) -> str:
    """"a or b", "a, b, or c" (a list of three or more takes commas)."""
    if len(words) <= 2:
        return " or ".join(words)
    return ", ".join(words[:-1]) + ", or " + words[-1]


# How a clause of "you" after another player's clause is joined: "Target player loses 3 life
# and you gain 3 life" (True) or "Each opponent mills a card. You gain 1 life." (False); both
# are Oracle templates, and the round trip accepts either rendering (see `joining_you`). The
# second rendering also keeps damage to several recipients apart ("2 damage to target creature
# and 2 damage to target player"), another Oracle template of the same effects.
JOIN_YOU: ContextVar[bool] = ContextVar("JOIN_YOU", default=True)
# How a triggered ability's effect names what its event involved ("that player", "that
# creature"), set by render_trigger (cards/oracle/triggers.py `remembered_phrase`).
REMEMBERED: ContextVar[str] = ContextVar("REMEMBERED", default="")
# How the remembered object reads: 0 always REMEMBERED ("that creature"); 1 "it" after its
# first mention; 2 always "it" (the renderings the round trip may try, triggers.py); 3 the
# remembered player "they" (self_it.py)
REMEMBERED_IT: ContextVar[int] = ContextVar("REMEMBERED_IT", default=0)
# How ~ reads in a trigger's effect: 0 "~"; 1 "it" while nothing else was named; 2 only its
# first mention; 3 "~" the first time and "it" after (self_it.py)
SELF_IT: ContextVar[int] = ContextVar("SELF_IT", default=0)
# A target player named again: "that player" or, in the renderings that say it so, "they"
# ("Target opponent sacrifices a creature. If they can't, they lose 5 life.", 608.2c)
TARGET_THEY: ContextVar[bool] = ContextVar("TARGET_THEY", default=False)


def _join(items: list[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def _subtype_list(subtypes: list[str], plural: bool) -> str:
    """A group of several subtypes (205.3m): "Knights or Walls", and in the renderings that
    say it so, "Wolves and Werewolves", "Ninja and Rogue creatures" (each object of any of
    them either way: one set, the printed conjunction is a wording)."""
    if plural and len(subtypes) > 1:
        from mtg_engine.cards.oracle.amount_render import wording

        if wording("subtypes_and"):
            return _join(subtypes)
        if len(subtypes) == 2 and wording("subtypes_and_or"):  # "Merfolk and/or Faeries"
            return " and/or ".join(subtypes)
    return _or(subtypes)


def _attached_words(f: dict[str, Any], plural: bool) -> str:
    """"enchanted" / "equipped" before the noun of a group, or in the renderings that say it
    so, "that are enchanted [or equipped]" after it (303.4, 301.5; one set either way); ""
    when the filter says neither."""
    if f.get("enchanted") is False and f.get("equipped") is None:  # (parse_words.py)
        return "that aren't enchanted" if plural else "that isn't enchanted"
    words = [w for w in ("enchanted", "equipped") if f.get(w)]
    if not words:
        return ""
    if any(f.get(w) is False for w in ("enchanted", "equipped")) or (
            not plural and len(words) > 1):  # ("target enchanted creature", 303.4; "an equipped
        # creature": any creature with an Equipment attached, 301.5)
        raise RenderError("a filter on what is not attached")
    from mtg_engine.cards.oracle.amount_render import wording

    if len(words) == 2 or wording("attached_after"):
        return "that are " + " or ".join(words)
    return words[0]


def _thats(subtypes: list[str], types: list[str], plural: bool, noun: str) -> bool:
    """Whether this rendering names a group of creatures of several types after the noun:
    "each other creature you control that's a Wolf or a Werewolf" (the same set as "Wolf or
    Werewolf creatures", 205.3m: a wording)."""
    if not plural or noun or len(subtypes) < 2 or types != ["creature"]:
        return False
    from mtg_engine.cards.oracle.amount_render import wording

    return wording("subtypes_thats")


def describe_filter(f: dict[str, Any], noun: str = "", plural: bool = False) -> str:
    """{"types": ["Creature"], "not_colors": ["B"]} -> "nonblack creature"."""
    both = two_word_type(f)
    if both:  # 205.3m ("Eldrazi Scions")
        f = {**{k: v for k, v in f.items() if k != "any_of"}, "subtypes": [both]}
    from mtg_engine.cards.oracle.phrases import OWN_OR_CONTROL
    from mtg_engine.cards.oracle.pt_either import words as pt_either

    either = pt_either(f)  # 208.1: "with power or toughness 1 or less" (pt_either.py)
    if either is not None:
        return f"{describe_filter(either[0], noun, plural)} {either[1]}"
    if f.get("any_of") == list(OWN_OR_CONTROL):  # "you own or control" (108.3, 108.4)
        rest = {k: v for k, v in f.items() if k != "any_of"}
        return describe_filter(rest, noun, plural) + " you own or control"
    if set(f) == {"any_of"} and plural and not noun:  # "A and all B" (group_union.py)
        from mtg_engine.cards.oracle.group_union import describe as describe_union

        return describe_union(f, describe_filter)
    if "any_of" in f and not noun and not plural:  # (target_alternatives.py)
        from mtg_engine.cards.oracle.target_alternatives import describe_alternatives

        return describe_alternatives(f)
    words: list[str] = []
    if f.get("other"):
        words.append("other" if plural else "another")
    if f.get("tapped") is not None:
        words.append("tapped" if f["tapped"] else "untapped")
    nons = ["non" + t.lower() for t in f.get("not_types", ())] + \
        ["non" + COLOR_NAMES[c] for c in f.get("not_colors", ())]
    if f.get("not_types") and f.get("not_colors") and _wording("noncolor_first"):
        nons = ["non" + COLOR_NAMES[c] for c in f["not_colors"]] + \
            ["non" + t.lower() for t in f["not_types"]]  # "nonblack, nonland permanent"
    if f.get("attacking") and nons and _wording("non_attacking"):
        words += nons  # "target nonartifact attacking creature" (the other order, a wording)
        nons = []
    if f.get("blocked") is not None:  # 506.4 ("unblocked attacking Ninjas")
        words.append("blocked" if f["blocked"] else "unblocked")
    if f.get("attacking"):
        words.append("attacking")
    elif f.get("attacking") is False:  # 506.4: "nonattacking"
        words.append("nonattacking")
    if f.get("in_combat"):
        words.append("attacking or blocking")
    if f.get("blocking"):
        words.append("blocking")
    if f.get("token") is False and nons and _wording("non_then_nontoken"):
        words += nons  # "nonland, nontoken permanent" (Doom Foretold: the other order)
        nons = []
    if f.get("token") is False:
        words.append("nontoken")
    if f.get("commander") is False:  # 903.3
        words.append("noncommander")
    if f.get("face_down"):  # 708.2
        words.append("face-down")
    non_supers = ["non" + t.lower() for t in f.get("not_supertypes", ())]
    if non_supers and nons and _wording("nonlegendary_first"):
        words += non_supers  # "nonlegendary, nonland card" (the other order, a wording)
        non_supers = []
    if non_supers and f.get("colors") and _wording("nonlegendary_then_color"):
        words += non_supers  # "nonlegendary green creature card" (the other order)
        non_supers = []
    if f.get("colorless") and nons and _wording("colorless_first"):
        words.append("colorless")  # "colorless nonland permanent" (the other order)
        f = {k: v for k, v in f.items() if k != "colorless"}
    words += nons
    thats = bool(f.get("colors")) and not plural and _wording("colors_thats")
    if f.get("colors") and not thats:
        names = [COLOR_NAMES[c] for c in f["colors"]]  # "blue, black, or red"
        words.append(" and/or ".join(names) if len(names) == 2 and _wording("colors_and_or")
                     else _or(names))  # ("black and/or red": the same colors, 105.2)
    if f.get("colorless"):
        words.append("colorless")
    for key in ("multicolored", "monocolored", "historic"):  # 105.4, 700.6
        if f.get(key):
            words.append(key)
    words += non_supers
    words += ["non-" + t for t in f.get("not_subtypes", ())]
    words += [t for t in f.get("supertypes", ())]
    if f.get("modified"):  # 700.9
        words.append("modified")
    pt = [f.get(k) for k in ("power_le", "power_ge", "toughness_le", "toughness_ge")]
    if all(isinstance(n, int) for n in pt) and pt[0] == pt[1] and pt[2] == pt[3]:
        words.append(f"{pt[0]}/{pt[2]}")  # 208.1: "1/1 creature" (phrases.describe)
        f = {k: v for k, v in f.items() if k not in ("power_le", "power_ge", "toughness_le",
                                                      "toughness_ge")}
    attached = _attached_words(f, plural)  # 303.4, 301.5
    if attached and not attached.startswith("that "):
        words.append(attached)
    types = [t.lower() for t in f.get("types", ())]
    if sorted(types) == ["artifact", "creature", "enchantment", "land", "planeswalker"] \
            and not _wording("five_types"):  # (the other wording names each: 110.4a, 310)
        types = ["permanent"]  # 110.4a: a permanent card
    all_types = [t.lower() for t in f.get("all_types", ())]
    subtypes = list(f.get("subtypes", ()))
    head: list[str] = []
    if all_types:
        head.append(" ".join(all_types))
    elif subtypes and (f.get("attached_to_source") or f.get("attached_with_source")
                       or f.get("attached_to_affected")):
        head.append(_join(subtypes))
    elif subtypes and types and _thats(subtypes, types, plural, noun):
        head.append(_or(types))  # "creatures you control that's a Wolf or a Werewolf"
    elif subtypes and types:  # "Elf creature" (205.3m)
        head.append(_subtype_list(subtypes, plural) + " " + _or(types))
    elif subtypes and not types:
        if plural and not noun and not f.get("token"):  # "Knights or Walls"
            head.append(_subtype_list([_plural(s) for s in subtypes], plural))
            plural = False
        else:
            head.append(_or(subtypes))
    elif types and plural and len(types) > 1 and not noun and not f.get("token"):
        # "all artifacts and enchantments" / "artifacts or enchantments": each object of any
        # of the kinds (one set either way; the printed word is a wording)
        from mtg_engine.cards.oracle.amount_render import wording

        kinds = [_plural(t) for t in types]
        head.append(_join(kinds) if wording("types_and") else _or(kinds))
        plural = False
    elif types:  # ("each artifact, creature, and land": any of them, a wording)
        head.append(_join(types) if len(types) > 1 and not plural and _wording("types_and")
                    else _or(types))
    if noun:
        head.append(noun)
    if f.get("token"):
        head.append("token")
    if f.get("commander"):  # 903.3: "commander creature", "commander"
        head = ["commander"] if head in ([], ["permanent"]) else ["commander", *head]
    if not head:
        head.append("permanent")
    phrase = " ".join(head)
    if plural:
        phrase = _plural(phrase)
    words.append(phrase)
    named = _named(f)  # 201.4b: "named ~" (before or after "you control": a wording)
    if named and wording_named_first():
        words.append(named)
        named = ""
    at_controller = len(words)  # (a wording says it after "with flying" and "of the chosen")
    if f.get("owned_by_you"):  # 108.3
        words.append("you both own and control" if f.get("controller") == "you" else "you own")
    elif f.get("controller") == "you":
        words.append("you control")
    elif f.get("controller") == "opponent":
        words.append("an opponent controls")
    elif f.get("controller") == "that_player":  # 603.2 (trigger_targets.py)
        words.append("that player controls")
    elif f.get("defending"):  # 506.2 (phrases.py: an attacking source's trigger)
        words.append("defending player controls")
    if named:
        words.append(named)
    if subtypes and types and _thats(subtypes, types, plural, noun):
        words.append("that's " + _or([f"a {t}" for t in subtypes]))
    if attached.startswith("that "):
        words.append(attached)
    if f.get("colorless") is False:  # 105.2 (parse_words.colored)
        words.append("that are one or more colors" if plural else "that's one or more colors")
    if f.get("blocking_source") or f.get("blocked_by_source"):  # 509.1g-h
        from mtg_engine.cards.oracle.combat_groups import words as combat_words

        words.append(combat_words(f))
    if f.get("chosen"):  # 614.12a
        words.append("with the chosen name" if f["chosen"] == "name" else  # 201.2
                     "of the chosen " + ("color" if f["chosen"] == "color" else "type"))
    if f.get("not_chosen"):  # 608.2d
        words.append("that aren't of the chosen "
                     + ("color" if f["not_chosen"] == "color" else "type"))
    for key, word in (("keywords", "with"), ("not_keywords", "without")):
        if f.get(key):
            words.append(f"{word} {' or '.join(f[key])}")
    if f.get("controller") in ("you", "opponent") and not named and len(words) == \
            at_controller + 2 and (f.get("keywords") or f.get("chosen")) \
            and _wording("qualities_before_controller"):
        # "creatures with flying your opponents control", "creatures of the chosen type your
        # opponents control": the same group as with the controller first
        words.append(words.pop(at_controller))
    if f.get("has_counter") and f.get("counters_at_least"):  # 122.1: N or more of a kind
        words.append(f"with {_num(f['counters_at_least'])} or more {f['has_counter']} counters "
                     "on it")
    elif f.get("has_counter"):  # 122.1 ("any": of any kind)
        kind = "" if f["has_counter"] == "any" else f["has_counter"] + " "
        # ("target creature that has a -1/-1 counter on it": the same creatures)
        has = "that has" if kind and not plural and _wording("that_has_counter") else "with"
        if plural and kind and _wording("counters_on_them"):  # (a group: phrases._suffix)
            words.append(f"with {kind}counters on them")
        else:
            words.append(f"{has} {'an' if kind[:1] in 'aeiou' and kind else 'a'} {kind}counter "
                         "on it")
    if f.get("no_counters"):
        words.append("with no counters on " + ("them" if plural else "it"))
    if f.get("no_counter") and _wording("without_counter"):  # "without a fate counter on it"
        kind = f["no_counter"]
        words.append(f"without {'an' if kind[:1] in 'aeiou' else 'a'} {kind} counter on it")
    elif f.get("no_counter"):  # 122.1: none of one kind
        words.append(f"with no {f['no_counter']} counters on " + ("them" if plural else "it"))
    if f.get("attached_to_filter") is not None:  # 303.4: "Aura attached to a creature you
        # control", "Aura attached to a permanent" (any host: {})
        host = dict(f["attached_to_filter"])
        kinds = host.pop("types", None) or []
        if len(kinds) > 1 or set(host) - {"controller"}:
            raise RenderError("an Aura attached to this kind of permanent")
        words.append(f"attached to a {describe_filter(host, kinds[0].lower() if kinds else 'permanent')}")
    if f.get("attached_to_source"):  # 301.5, 303.4 ("it": ~ is the subject, a wording)
        from mtg_engine.cards.oracle.amount_render import wording

        words.append("attached to " + ("it" if wording("attached_to_it") else "~"))
    if f.get("attached_with_source") or f.get("attached_to_affected"):  # ("it": what the
        words.append("attached to it")  # source is attached to, 303.4; each one affected)
    stat = next((k for k in ("power_le", "toughness_le") if f.get(k) == "X"), "")
    on_self = f.get("x_amount") or {}
    if stat and set(on_self) == {"counters_on", "kind"} and on_self["counters_on"] == "self":
        # "with power less than or equal to the number of treasure counters on ~"
        words.append(f"with {stat[:-3]} less than or equal to the number of "
                     f"{on_self['kind']} counters on ~")
        f = {k: v for k, v in f.items() if k not in (stat, "x_amount")}
    if f.get("x_counters"):  # "... equal to the number of charge counters on ~" (x_filters)
        f = {**f, "mana_value_le": f"the number of {f['x_counters']} counters on ~"}
        f["mana_value_ge"] = f["mana_value_le"] if f.get("mana_value_ge") == "X" else None
        words.append(("with mana value equal to " if f["mana_value_ge"] else
                      "with mana value less than or equal to ") + f["mana_value_le"])
        f = {k: v for k, v in f.items() if not k.startswith(("mana_value", "x_counters"))}
    for key, than in (("power_lt_source", "less"), ("power_gt_source", "greater")):
        if f.get(key):  # 208.1: the source's power now (rules/filters.py)
            words.append(f"with power {than} than ~'s power")
    if f.get("pt_total") == "X":  # 208.1: as the trigger's object (phrases.py)
        words.append("with the same total power and toughness")
        f = {k: v for k, v in f.items() if k not in ("pt_total", "x_amount")}
    if f.get("x_amount") == {"power_of": "self"}:  # (phrases.SOURCE_POWER, 208.1)
        key = next((k for k, v in f.items() if v == "X" and k in ("power_le", "toughness_le")),
                   "")
        if not key:
            raise RenderError("a bound by ~'s power on no power or toughness")
        words.append(f"with {key[:-3]} less than or equal to ~'s power")
        f = {k: v for k, v in f.items() if k not in (key, "x_amount")}
    if f.get("x_amount"):  # "... less than or equal to the number of Islands you control"
        key = next(k for k, v in f.items() if v == "X")  # (rules/x_filters.bind_in)
        from mtg_engine.cards.oracle.counted_bounds import render as counted_bound

        counted = f["x_amount"]["count"]
        words.append(counted_bound(key[:-3].replace("_", " "), "creatures" if counted.get(
            "types") == ["Creature"] else _plural(counted["subtypes"][0])))
        f = {k: v for k, v in f.items() if k not in (key, "x_amount")}
    exact = f.get("mana_value_le") is not None and f.get("mana_value_le") == \
        f.get("mana_value_ge")  # "with mana value 1" (202.3)
    for key, what, cmp_ in (("power_le", "power", "or less"), ("power_ge", "power", "or greater"),
                            ("toughness_le", "toughness", "or less"),
                            ("toughness_ge", "toughness", "or greater"),
                            ("mana_value_le", "mana value", "or less"),
                            ("mana_value_ge", "mana value", "or greater")):
        if key in f and exact and key.startswith("mana_value"):
            if key == "mana_value_le":
                words.append(f"with mana value {f[key]}")
        elif key in f:
            words.append(f"with {what} {f[key]} {cmp_}")
    if f.get("mana_costs"):  # 202.1: "with mana cost {0} or {1}" (the printed symbols)
        words.append("with mana cost " + " or ".join(f["mana_costs"]))
    if f.get("base_pt"):  # 208.1, 613.4b
        words.append(f"with base power and toughness {f['base_pt']}")
    if f.get("least_mana_value"):  # 202.3 (rules/filters.py)
        words.append("with the lowest mana value")
    if f.get("mana_value_odd") is not None:  # 202.3: "with even mana values" (Void Winnower)
        parity = "odd" if f["mana_value_odd"] else "even"
        words.append(f"with {parity} mana values" if plural else f"with an {parity} mana value")
    if thats:  # "creature or planeswalker that's green or white" (the same, 105.2)
        words.append("that's " + _or([COLOR_NAMES[c] for c in f["colors"]]))
    if f.get("damage_this_turn"):  # 120.1 (rules/damaged_this_turn.py)
        words.append(_damage_words(f["damage_this_turn"], plural))
    if f.get("put_there_this_turn"):  # 400.7 (rules/graveyard_history.py)
        words.append(("that were" if plural else "that was")
                     + " put there from the battlefield this turn")
    if f.get("attacked_this_turn"):  # 508.1
        words.append("that attacked this turn")
    if f.get("attacking_you") and not plural:  # 506.2, 508.1b (rules/filters.py)
        from mtg_engine.cards.oracle.amount_render import wording

        # ("for each creature attacking you": the words without "that's")
        short = f["attacking_you"] == "you" and wording("attacking_you_short")
        words.append("attacking you" if short else "that's attacking you" + (
            " or a planeswalker you control" if f["attacking_you"] == "you_or_planeswalker"
            else ""))
    elif f.get("attacking_you"):  # "Creatures attacking you get -1/-0." (506.2, 508.1b)
        words.append("attacking you" + (" or a planeswalker you control"
                                        if f["attacking_you"] == "you_or_planeswalker" else ""))
    if f.get("entered_this_turn"):  # (rules/filters.py)
        words.append("that entered the battlefield this turn")
    if f.get("no_abilities"):  # 113.1 (rules/filters.no_abilities)
        words.append("with no abilities")
    if f.get("other_aura"):  # 303.4 (rules/attached_filters.py)
        words.append("with another Aura attached to " + ("them" if plural else "it"))
    if at_controller < len(words) - 1 and words[at_controller] in (
            "you control", "an opponent controls") and _wording("controller_last"):
        # "target creature with power 4 or greater an opponent controls": the same set
        words.append(words.pop(at_controller))
    extra = set(f) - {"other", "tapped", "attacking", "blocking", "blocked", "token", "not_colors",
                      "not_types", "colors", "colorless", "supertypes", "types", "all_types",
                      "subtypes", "controller", "keywords", "not_keywords", "power_le",
                      "power_ge", "toughness_le", "toughness_ge", "mana_value_le",
                      "mana_value_ge", "least_mana_value", "has_counter", "counters_at_least", "no_counters",
                      "no_counter",
                      "in_combat",
                      "multicolored", "monocolored", "historic", "not_supertypes",
                      "not_subtypes", "chosen", "defending", "attached_to_source", "name",
                      "attached_with_source", "attached_to_affected",
                      "enchanted", "equipped", "modified", "blocking_source",
                      "blocked_by_source", "damage_this_turn", "put_there_this_turn",
                      "attacked_this_turn", "not_chosen", "entered_this_turn",
                      "no_abilities", "face_down", "other_aura", "owned_by_you",
                      "attached_to_filter", "power_lt_source", "power_gt_source",
                      "mana_value_odd", "commander", "mana_costs",
                      "base_pt"} - {"attacking_you"}
    if extra:
        raise RenderError(f"filter field(s) {sorted(extra)}")
    return " ".join(words)


def _damage_words(kind: str, plural: bool) -> str:
    """"that was dealt damage this turn" (or without "that was": a wording; "that were"
    of a group), "that dealt damage [to you] this turn" (120.1)."""
    if kind == "was_dealt":
        if _wording("dealt_bare"):
            return "dealt damage this turn"
        if not plural and _wording("dealt_has_been"):  # ("a creature that has been dealt ...")
            return "that has been dealt damage this turn"
        return ("that were" if plural else "that was") + " dealt damage this turn"
    return "that dealt damage " + ("to you " if kind == "dealt_you" else "") + "this turn"


def _wording(name: str) -> bool:
    from mtg_engine.cards.oracle.amount_render import wording

    return wording(name)


def _named(f: dict[str, Any]) -> str:
    """"named ~" for a filter of the card's own name (201.4b), "named <name>" for another's
    (201.2); "" without a name."""
    if not f.get("name"):
        return ""
    from mtg_engine.cards.oracle.amounts import own_name

    if f["name"] != own_name():  # 201.2: another card's name (costs._named_quality)
        return f"named {f['name']}"
    return "named ~"


def wording_named_first() -> bool:
    """"creatures named ~ you control" rather than "creatures you control named ~"."""
    from mtg_engine.cards.oracle.amount_render import wording

    return wording("named_first")


_KIND_NOUN = {"creature": "creature", "permanent": "permanent", "planeswalker": "planeswalker",
              "player": "player", "opponent": "opponent", "any": "",
              "spell_or_permanent": "spell or permanent",  # (612)
              "spell_or_creature": "spell or creature",  # (115.1)
              "creature_or_planeswalker": "creature or planeswalker",
              "player_or_planeswalker": "player or planeswalker", "spell": "spell", "card": "card",
              "opponent_or_planeswalker": "opponent or planeswalker",
              "activated_ability": "activated ability", "triggered_ability": "triggered ability",
              "activated_or_triggered_ability": "activated or triggered ability",
              "spell_or_ability": "spell or ability",
              "permanent_spell": "permanent spell",  # 110.4b
              "permanent_or_player": "permanent or player"}  # 115.1


# the kinds of objects on the stack "target ... you control" may name (701.5a, 110.4b)
_STACK_KINDS = ("activated_ability", "triggered_ability", "activated_or_triggered_ability",
                "permanent_spell")


def _land_typed(spec: dict[str, Any]) -> bool:
    """A target named by land types only ("target Mountain", 205.3i)."""
    from mtg_engine.rules.layers import LAND_TYPES

    subtypes = spec.get("filter", {}).get("subtypes", [])
    return bool(subtypes) and set(subtypes) <= LAND_TYPES


def describe_target(spec: dict[str, Any], count: int = 1) -> str:
    """A target requirement (115.1) -> "target nonblack creature", "any target"; with `count`
    requirements of one word "target" (115.3): "up to two target creatures"."""
    kind = spec["kind"]
    if kind == "permanent" and spec.get("filter") == {"any_of": [
            {"types": ["Creature"]}, {"types": ["Planeswalker"], "other": True}]}:  # 115.1
        from mtg_engine.cards.oracle.amount_render import each_of

        if count == 1:
            return ("up to one " if spec.get("optional") else "") \
                + "target creature or other planeswalker"
        return each_of(("up to " if spec.get("optional") else "")
                       + f"{_num(count)} target creatures and/or other planeswalkers")
    if kind == "player" and spec.get("filter") == {"damage_this_turn": "combat_by_source"}:
        return "target player who was dealt combat damage by ~ this turn"  # (turn_restrictions)
    if spec.get("same_controller"):  # 601.2c (rules/targets.same_controller_holds)
        if count != 1:
            raise RenderError("several targets with the same controller")
        base = {k: v for k, v in spec.items() if k != "same_controller"}
        return describe_target(base) + " with the same controller"
    if spec.get("controlled_by_target"):  # 601.2c, 108.4 (resolve._controlled_by_target)
        if count != 1 or kind in ("any", "player", "opponent"):
            raise RenderError("several targets controlled by the target before")
        base = {k: v for k, v in spec.items() if k not in ("controlled_by_target", "optional")}
        return ("up to one " if spec.get("optional") else "") + describe_target(base) \
            + " that player or that planeswalker's controller controls"
    if spec.get("total_mana_value_le") is not None:  # 601.2c (rules/targets._totals_hold)
        base = describe_target({k: v for k, v in spec.items() if k != "total_mana_value_le"},
                               count)
        total = f" with total mana value {spec['total_mana_value_le']} or less"
        head, sep, where = base.rpartition(" from ")
        return f"{head}{total}{sep}{where}" if sep and spec["kind"] == "card" else base + total
    if spec.get("shares_type") == "creature":  # 601.2c, 205.3m (graveyard_pairs.py)
        from mtg_engine.cards.oracle.graveyard_pairs import describe_sharing

        return describe_sharing(spec, count)
    if spec.get("per_x"):  # 601.2c: "X target creatures" (rules/x_targets.py)
        count = "X"  # type: ignore[assignment]
    elif spec.get("any_number"):  # 601.2c: "any number of / one or more target creatures"
        count = "one or more" if spec.get("one_or_more") else "any number of"  # type: ignore[assignment]
    plural = count in ("X", "any number of", "one or more") or count > 1
    if spec.get("another"):  # a different object than the target before it (115.3)
        if plural or spec.get("filter", {}).get("other") \
                or (spec.get("optional") and spec["kind"] == "any"):
            raise RenderError("another target")
        if kind == "any" and not spec.get("filter") and spec["another"] == "third":
            return "a third target"  # 115.3 (resolve.py)
        if kind == "any" and not spec.get("filter"):  # (two wordings)
            from mtg_engine.cards.oracle.amount_render import wording

            return "any other target" if wording("any_other") else "another target"
        base = {k: v for k, v in spec.items() if k not in ("another", "word", "optional")}
        if spec["another"] in ("second", "third"):  # "a second target creature" (115.3)
            return f"a {spec['another']} " + describe_target(base)
        if spec.get("optional"):  # "up to one other target artifact" (601.2c)
            return "up to one other " + describe_target(base)
        return "another " + describe_target(base)
    if spec.get("filter", {}).get("cast_from") and kind == "spell" and count == 1:  # 601.2a
        from mtg_engine.cards.oracle.countering import render_cast_from

        f = {k: v for k, v in spec["filter"].items() if k != "cast_from"}
        base = {**spec, "filter": f} if f else {k: v for k, v in spec.items() if k != "filter"}
        return describe_target(base) + " " + render_cast_from(spec["filter"]["cast_from"])
    if spec.get("filter", {}).get("spell_targets"):  # 115.9b (countering.py)
        from mtg_engine.cards.oracle.countering import render_spell_targets

        f = dict(spec["filter"])
        alts = f.pop("spell_targets")
        if plural or spec.get("optional") or kind not in ("spell", "spell_or_ability"):
            raise RenderError("what a target spell targets")
        base = {**spec, "filter": f} if f else {k: v for k, v in spec.items() if k != "filter"}
        return describe_target(base) + render_spell_targets(alts)
    if plural and kind == "any" and not spec.get("filter"):  # 115.3, 115.4
        return "each of " + ("up to " if spec.get("optional") else "") + f"{_num(count)} targets"
    if plural and kind not in ("creature", "planeswalker", "permanent", "card") and not (
            kind in ("creature_or_planeswalker", "spell")  # (and/or: 115.3; many_spells.py)
            and not spec.get("filter")):
        raise RenderError(f"several targets of kind {kind}")
    if kind == "any":
        if spec.get("filter") == {"damage_this_turn": "was_dealt"}:  # 120.1
            return "any target that was dealt damage this turn"
        if spec.get("filter"):
            raise RenderError("any target with a quality")
        return "any target"
    f = dict(spec.get("filter", {}))
    if f.get("other") and kind in ("creature", "permanent", "planeswalker", "card") \
            and not plural:
        # "another target creature" / "up to one other target creature": not the source
        f.pop("other")
        one = describe_target({**spec, "filter": f, "optional": False})
        if not spec.get("optional") and _wording("other_than_self"):
            return one + " other than ~"  # (phrases._suffix: the same requirement, 115.1)
        return ("up to one other " if spec.get("optional") else "another ") + one
    if kind == "creature_or_graveyard_creature" and not plural:  # 115.1 (target_zones.py)
        from mtg_engine.cards.oracle.target_zones import describe as describe_zones

        return describe_zones(spec)
    if kind == "permanent_or_suspended" and not plural:  # 702.62b (suspended.py)
        from mtg_engine.cards.oracle.suspended import describe

        return describe(spec)
    if kind == "permanent_or_opponent" and not plural:  # "target artifact, creature, or opponent"
        from mtg_engine.cards.oracle.counter_kinds_each import describe_or_opponent

        return describe_or_opponent(spec)
    if kind in ("player", "opponent", "player_or_planeswalker", "creature_or_planeswalker",
                "opponent_or_planeswalker", "activated_ability", "triggered_ability",
                "activated_or_triggered_ability", "spell_or_ability", "spell_or_permanent",
                "permanent_spell", "permanent_or_player", "spell_or_creature"):
        mine = kind in _STACK_KINDS and f == {"controller": "you"}  # (phrases._STACK_OBJECT)
        theirs = kind in _STACK_KINDS and f == {"controller": "opponent"}  # ("you don't
        # control")
        sourced = kind.endswith("_ability") and set(f) == {"source_types"} \
            and len(f["source_types"]) == 1  # (113.7: phrases._FROM_SOURCE)
        if f and not mine and not sourced and not theirs:
            raise RenderError(f"a filter on target {kind}")
        out = "target " + _KIND_NOUN[kind] + (" you control" if mine else
                                              " you don't control" if theirs else "")
        if sourced:
            t = f["source_types"][0].lower()
            out += f" from {'an' if t[0] in 'aeiou' else 'a'} {t} source"
        if plural:  # "X target creatures and/or planeswalkers" (no filter: above)
            out = "target creatures and/or planeswalkers"
        if kind == "spell_or_ability":  # (two wordings, countering.py)
            from mtg_engine.cards.oracle.countering import spell_or_ability_words

            out = "target " + spell_or_ability_words()
    elif kind == "card":
        zone = spec.get("zone", "battlefield")
        whose = f.pop("controller", None)
        if whose not in ("you", "opponent", "that_player", None) or zone != "graveyard":
            raise RenderError("target card outside a graveyard")
        where = {"you": "your", "opponent": "an opponent's", "that_player": "that player's",
                 None: "a"}[whose]
        if spec.get("single_graveyard"):  # 601.2c
            if (whose not in (None, "opponent")) or not plural:
                raise RenderError("a single graveyard")
            where = "a single" if whose is None else where  # ("an opponent's": one of them)
        elif whose == "opponent" and plural:
            raise RenderError("cards from several opponents' graveyards")
        elif whose is None and plural:
            where = ""  # "two target cards from graveyards" (115.1: any of them)
        if spec.get("owned_by_target"):  # 601.2c (their_graveyard.py)
            if whose is not None:
                raise RenderError("their graveyard")
            where = "their"
        out = f"target {describe_filter(f, 'card', plural)} from " \
            + (f"{where} graveyard" if where else "graveyards")
    elif kind in ("creature", "planeswalker"):
        f.setdefault("types", [kind.capitalize()])
        if f["types"] != [kind.capitalize()]:
            raise RenderError("target creature with other types")
        out = "target " + describe_filter(f, plural=plural)
    elif kind == "spell" and "any_of" in f:  # "target Spirit or Arcane spell" (countering.py)
        from mtg_engine.cards.oracle.countering import render_alternatives

        out = "target " + render_alternatives(f)
    elif kind == "spell":
        out = "target " + ("spells" if plural else describe_filter(f, "spell"))
    else:
        out = "target " + describe_filter(f, plural=plural)
    if plural:
        from mtg_engine.cards.oracle.amount_render import each_of

        if f.get("other") and out.startswith("target other "):  # not the source (115.3)
            out = "other target " + out[len("target other "):]
        out = each_of(("up to " if spec.get("optional") else "") + f"{_num(count)} {out}")
    elif spec.get("optional"):
        out = "up to one " + out
    return out


class Refs:
    """How references read in one ability: its targets and whether "~" is a spell."""

    def __init__(self, targets: list[dict[str, Any]]) -> None:
        self.targets = targets
        self.said: set[str] = set()
        self.again = 0  # how many times a target already named was named again
        self.remembered_said = 0  # mentions of the object the trigger event involved
        self.self_said = 0  # mentions of ~ (self_it.py)

    def _controller_of_target(self, ref: str) -> str:
        """"its controller", or in one of the renderings "that creature's controller" (the
        target named again, copy_control.that_renderings)."""
        _, _, n = ref.partition(":")
        i = int(n) if n else 0
        base = "target" if i == 0 else f"target:{i}"
        if base in self.said and i < len(self.targets):
            spec = self.targets[i]
            types = spec.get("filter", {}).get("types", [])
            if spec["kind"] == "permanent" and not types and _land_typed(spec):
                types = ["Land"]  # "target Mountain ... that land's controller" (205.3i)
            noun = spec["kind"] if spec["kind"] in ("creature", "planeswalker", "spell") else (
                types[0].lower() if spec["kind"] == "permanent" and len(types) == 1
                else "permanent" if spec["kind"] in ("permanent", "creature_or_planeswalker")
                else "")  # ("that permanent's controller": a creature or planeswalker)
            if noun:
                self.again += 1
                if self.again == THAT_AT.get():
                    return f"that {noun}'s controller"
                the = self._the_again(spec)
                if the:
                    return f"{the}'s controller"
            from mtg_engine.cards.oracle.amount_render import wording

            if spec.get("filter", {}).get("controller") == "opponent" \
                    and wording("that_player_opponent"):  # "target creature an opponent
                return "that player"  # controls ... that player" (108.4, resolve.py)
            if f"controller_named:{base}" in self.said:  # ("... its controller controls
                return "that player"  # with the same name ... That player", same_name.py)
        return "its controller"

    def _the_again(self, spec: dict[str, Any]) -> str:
        """"the creature" for a target named again after "that creature" (one of the
        renderings: "... to that creature's controller equal to the creature's power"), or
        ""."""
        from mtg_engine.cards.oracle.amount_render import wording

        if not THAT_AT.get() or self.again <= THAT_AT.get():
            return ""
        types = spec.get("filter", {}).get("types", [])
        noun = spec["kind"] if spec["kind"] in ("creature", "spell") else types[0].lower() \
            if spec["kind"] == "permanent" and types in (["Artifact"], ["Land"]) else ""
        return f"the {noun}" if noun and wording("the_again") else ""

    def _moved(self, ref: str) -> str:
        """The permanent a target card became (400.7), named again: "it", or "that creature"
        in one of the renderings (copy_control.that_renderings)."""
        if ref == "remembered_card":  # "return that card to the battlefield and attach ~ to
            return "it"  # it" (moved_objects.attach_after_move)
        said = self.obj(ref)
        i = int(ref.partition(":")[2] or 0)
        if said == "it" and self.again == THAT_AT.get() and i < len(self.targets) \
                and self.targets[i].get("filter", {}).get("types") == ["Creature"]:
            return "that creature"
        return said

    def _self_it(self) -> str:
        """~, or "it" in the renderings of self_it.py while no other object was named."""
        self.self_said += 1
        mode = SELF_IT.get()
        if not mode or self.said or (self.remembered_said
                                     and REMEMBERED.get() != "that player"):
            return "~"
        if mode == 3:  # "untap ~, then transform it" (self_it.self_it_activated_renderings)
            return "~" if self.self_said == 1 else "it"
        return "it" if mode == 1 or self.self_said == 1 else "~"

    def obj(self, ref: Any) -> str:
        if ref == "found":  # the land a search put onto the battlefield (search_followups.py)
            return "that land"
        if isinstance(ref, str) and ref.startswith("self_and:"):  # 701.7a (two_objects.py)
            return f"~ and {self.obj(ref[len('self_and:'):])}"
        if isinstance(ref, str) and ref.startswith("put_this_way"):  # 400.7 (sneak.py)
            from mtg_engine.cards.oracle.sneak import words

            return words(ref)
        if isinstance(ref, str) and ref.startswith("returned_this_way"):  # (graveyard_top.py)
            from mtg_engine.cards.oracle.graveyard_top import words as returned_words

            return returned_words(ref)
        if isinstance(ref, str) and ref.startswith("moved:"):  # 400.7 (moved_objects.py)
            return self._moved(ref[len("moved:"):])
        if isinstance(ref, str) and ref.startswith("target_controller"):
            return self._controller_of_target(ref)  # 108.4
        if isinstance(ref, str) and ref.startswith("target_owner"):
            return "its owner"  # 108.3
        if isinstance(ref, str) and ref.startswith("target_player_or_controller"):
            return "that player or that planeswalker's controller"  # 108.4
        if isinstance(ref, str) and ref.startswith("targets:"):  # 601.2c: the X targets
            i = int(ref.partition(":")[2])
            if i < len(self.targets) and self.targets[i].get("per_opponent") \
                    and ref not in self.said:  # 601.2c (per_opponent.py)
                from mtg_engine.cards.oracle.per_opponent import describe as each_opponent

                self.said.add(ref)
                return each_opponent(self.targets[i])
            if i >= len(self.targets) or not (self.targets[i].get("per_x")
                                              or self.targets[i].get("any_number")
                                              or self.targets[i].get("per_opponent")):
                raise RenderError(f"reference {ref} to no X targets")
            kind = self.targets[i]["kind"]
            if kind in ("player", "opponent") and self.targets[i].get("any_number") \
                    and ref not in self.said:  # "any number of target players each ..."
                self.said.add(ref)
                return f"any number of target {kind}s each"
            if ref in self.said:
                if kind not in ("creature", "permanent"):
                    raise RenderError("those X targets")
                return f"those {kind}s"  # named again
            self.said.add(ref)
            return describe_target(self.targets[i])
        if isinstance(ref, dict) and set(ref) == {"targets"}:  # one word "target" (115.3)
            first = ref["targets"][0]
            names = {"target" if i == 0 else f"target:{i}" for i in ref["targets"]}
            kind = self.targets[first]["kind"]
            if names <= self.said and kind in ("creature", "permanent"):
                return f"those {kind}s"  # named again
            self.said.update("target" if i == 0 else f"target:{i}" for i in ref["targets"])
            rest = [self.targets[i] for i in ref["targets"][1:]]
            if not self.targets[first].get("optional") and rest \
                    and all(t.get("optional") for t in rest):  # 601.2c: the first required
                return "one or " + describe_target(self.targets[first], len(ref["targets"]))
            return describe_target(self.targets[first], len(ref["targets"]))
        if isinstance(ref, dict) and set(ref) == {"all"}:
            return describe_filter(ref["all"], plural=True)
        if isinstance(ref, dict) and set(ref) == {"all", "and_suspended"}:  # 702.62b
            return describe_filter(ref["all"], plural=True) + " and suspended cards"
        if isinstance(ref, dict) and set(ref) in ({"all", "same_name_as"},  # 201.2, 108.4
                                                  {"all", "same_name_as", "same_controller"}):
            from mtg_engine.cards.oracle.same_name import render

            return render(self, ref)
        if isinstance(ref, dict) and set(ref) == {"all", "shares_type_with"}:  # 205.3m
            from mtg_engine.cards.oracle.shares_type import render as render_type_group

            return render_type_group(ref)
        if isinstance(ref, dict) and set(ref) in ({"all", "shares_color_with"},
                                                  {"all", "others_sharing_color_with"},
                                                  {"all", "other_than"}):  # 105.2
            from mtg_engine.cards.oracle.shares_color import render as render_sharing

            return render_sharing(self, ref)
        if isinstance(ref, dict) and ("didnt_discard" in ref or "didnt_put" in ref):  # 608.2c
            from mtg_engine.cards.oracle.players_this_way import render as render_didnt

            return render_didnt(ref)
        if isinstance(ref, dict) and set(ref) == {"each_player_controlling"}:  # 109.4
            from mtg_engine.cards.oracle.players_controlling import render as render_players

            return render_players(ref)
        if isinstance(ref, dict) and ("attached_to" in ref or "and_attached_to" in ref):
            from mtg_engine.cards.oracle.attached_group import render as render_attached

            return render_attached(self, ref)  # 303.4, 301.5
        if isinstance(ref, dict) and set(ref) == {"all", "controlled_by"}:  # 115.1
            if ref["all"].get("controller"):
                raise RenderError("two controllers of a group")
            whose = ref["controlled_by"]
            i = int(whose.partition(":")[2] or 0) if whose.startswith("target") else -1
            if 0 <= i < len(self.targets) and whose in self.said \
                    and self.targets[i]["kind"].endswith("_or_planeswalker"):
                who = "that player or that planeswalker's controller"  # (108.4)
            else:
                who = self.obj(whose)
            return f"{describe_filter(ref['all'], plural=True)} {who} controls"
        if isinstance(ref, dict) and set(ref) == {"joined"}:  # (render._join_objects, 115.1)
            return _join([self.obj(r) for r in ref["joined"]])
        if ref in ("self", "self_in_graveyard"):
            return self._self_it()
        if ref == "attached":  # (or "enchanted land": attached_noun.py)
            from mtg_engine.cards.oracle.attached_noun import attached

            return attached()
        if isinstance(ref, str) and ref.startswith("target"):
            _, _, n = ref.partition(":")
            i = int(n) if n else 0
            if i >= len(self.targets):
                raise RenderError(f"reference {ref} with no target")
            if ref in self.said:
                spec = self.targets[i]
                if spec["kind"] in ("player", "opponent"):
                    return "they" if TARGET_THEY.get() else "that player"
                self.again += 1  # "that creature" in one of the renderings (copy_control.py)
                if self.again == THAT_AT.get() and spec["kind"] in ("creature", "permanent",
                                                                    "spell"):
                    types = spec.get("filter", {}).get("types", [])
                    if spec["kind"] == "permanent" and types in (["Artifact"], ["Land"],
                                                                 ["Enchantment"]):
                        return f"that {types[0].lower()}"  # ("target artifact", "target land")
                    return f"that {spec['kind']}"
                if self.again == THAT_AT.get() and spec["kind"] == "creature_or_planeswalker":
                    return "that permanent"  # (either kind: the permanent named before)
                return self._the_again(spec) or "it"
            self.said.add(ref)
            return describe_target(self.targets[i])
        if ref == "you":
            return "you"
        if ref == "remembered":  # what the trigger event involved (triggers.py)
            phrase = REMEMBERED.get()
            if not phrase:
                raise RenderError("'remembered' outside a trigger that remembers")
            self.remembered_said += 1
            if phrase != "that player" and (
                    REMEMBERED_IT.get() == 2
                    or (REMEMBERED_IT.get() == 1 and self.remembered_said > 1)):
                return "it"  # (triggers.py `it_renderings`)
            if phrase == "that player" and REMEMBERED_IT.get() == 3 and not self.said:
                return "they"  # ("an opponent casts ..., they lose 2 life": self_it.py)
            if phrase == "that player" and TARGET_THEY.get() and self.remembered_said > 1:
                return "they"  # named again (608.2c)
            from mtg_engine.cards.oracle.trigger_players import says_that_opponent

            if phrase == "that player" and says_that_opponent():
                return "that opponent"  # (603.2: the opponent the event involved)
            from mtg_engine.cards.oracle.amount_render import wording

            if phrase == "that player" and wording("them_player"):
                return "them"  # ("~ deals 1 damage to them": trigger_players.them_words)
            return phrase
        if ref == "remembered_controller":  # 108.4: the remembered object's controller
            phrase = REMEMBERED.get()
            if not phrase or phrase == "that player":
                raise RenderError("'its controller' of no remembered object")
            self.remembered_said += 1
            from mtg_engine.cards.oracle import trigger_players

            if REMEMBERED_IT.get() == trigger_players.RENDERING \
                    and trigger_players.THAT_PLAYER_CONTROLS.get():
                return "that player"  # the opponent the condition names (603.2)
            if REMEMBERED_IT.get() == 2 or (REMEMBERED_IT.get() == 1 and self.remembered_said > 1):
                return "its controller"
            return f"{phrase}'s controller"  # "that creature's controller"
        if ref == "self_owner":  # 108.3 (trigger_self_moves.py)
            return "its owner"
        if ref == "remembered_card":  # 400.7: the card a permanent became (event_referents.py)
            return "it" if REMEMBERED_IT.get() == 2 else "that card"
        if ref in ("event_player", "event_object", "event_object_controller"):  # 603.2
            from mtg_engine.cards.oracle.event_referents import render_ref

            return render_ref(ref)
        if ref == "each_opponent":
            return "each opponent"
        if ref in ("each_player_could_not", "each_opponent_could_not"):  # (couldnt_players.py)
            return ref.split("_")[1].join(("each ", " who can't"))
        if ref == "chosen_opponent":  # 608.2d: "an opponent draws a card" (effects/verbs.v_draw)
            return "an opponent"
        if ref == "each_other_player":  # 102.1 (every player but the controller)
            return "each other player"
        if ref == "each_other_opponent":  # 603.2 (but the one the event involved)
            return "each other opponent"
        if ref == "each_player":
            return "each player"
        if ref == "defending_player":  # 506.2
            return "defending player"
        if ref in ("attacked", "attacked_that"):  # 506.3, 508.5 (trigger_targets.py)
            return "the player or planeswalker " + (
                "it's" if ref == "attacked" else "that creature is") + " attacking"
        raise RenderError(f"reference {ref!r}")


