"""Library searches (701.23) the first templates of effects.py don't read:

  Search your library for an Aura card, reveal it, put it into your hand, then shuffle.
  You may search your library for a card named ~, reveal it, put it into your hand, ...
  Search your library for a creature card with mana value X or less, put it onto the
  battlefield, then shuffle.
  Search your library for a card, put that card into your graveyard, then shuffle.
  Exile target creature. Its controller may search their library for a basic land card, put
  that card onto the battlefield tapped, then shuffle.  (Path to Exile)

-> the DSL verb `search_library` (effects/verbs.py; with `who`, effects/search.py). "Reveal it"
shows the card found (701.16a); the engine keeps no hidden information from the players, so it
changes nothing here.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import search_amounts, search_same_name
from mtg_engine.cards.oracle.phrases import COLOR_WORDS, TYPE_WORDS, between_sentences, number
from mtg_engine.cards.oracle.x_filters import x_word

_SEARCH = re.compile(
    r"search your library for (?P<n>an?|up to \w+|any number of|two|three|four|five) "
    r"(?P<what>[A-Za-z0-9~,'/ {}-]+?),? "
    r"(?:reveal (?:it|them|that card|those cards),? )?(?:and )?"
    r"(?:put (?:it|them|that card|those cards) (?P<to>into your hand|into your graveyard|onto "
    r"the battlefield(?P<tapped> tapped)?)|(?P<exile>exile (?:it|them)))", re.IGNORECASE)
_SUPERTYPES = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow"}
_SUFFIXES = (  # (X: where X has a value, 107.3a, x_filters.py)
    (re.compile(r" with mana value (\d+|X) or less$"), "mana_value_le"),
    (re.compile(r" with mana value (\d+|X) or greater$"), "mana_value_ge"),
    (re.compile(r" with power (\d+|X) or less$"), "power_le"),
    (re.compile(r" with power (\d+|X) or greater$"), "power_ge"),
    (re.compile(r" with toughness (\d+|X) or less$"), "toughness_le"),  # (208.1)
    (re.compile(r" with toughness (\d+|X) or greater$"), "toughness_ge"),
)

_EXACT_MV = re.compile(r" with mana value (\d+|X)$")
# (only in a trigger whose event remembers the creature: oracle/triggers.py)
_SAME_PT_TOTAL = " with the same total power and toughness"
_OF_CHOSEN_TYPE = " of the chosen type"  # "a creature card of the chosen type"


def lower_sentence(ctx: Any, printed: str) -> list[dict[str, Any]] | None:
    """"Search your library for <cards>, [reveal it,] put it <where>" -> the effect, or None."""
    text = printed.strip().rstrip(".")
    attach = text.endswith(_ATTACH)  # 701.3a: "..., attach it to a creature you control"
    at_random = text.endswith(_AT_RANDOM)  # 701.8a: "..., discard a card at random" (Gamble)
    m = _SEARCH.fullmatch(text.removesuffix(_ATTACH).removesuffix(_AT_RANDOM))
    if m is None:
        return None
    n = m.group("n").lower()
    exactly = n not in ("a", "an", "any number of") and not n.startswith("up to ")
    count = 1 if n in ("a", "an") else 0 if n == "any number of" else \
        number(n.removeprefix("up to "), bool(getattr(ctx, "allow_x", False)))
    what, same = m.group("what"), None
    what, mv_words = _mana_value_words(what)  # "that (each) have mana value N"
    different = n not in ("a", "an") and what.endswith(" with different names")
    what = what.removesuffix(" with different names")
    share = n not in ("a", "an") and what.endswith(_SHARE)  # (205.3i, effects/search.py)
    what = what.removesuffix(_SHARE)
    if mv_words:
        what += mv_words[1]
    mv = search_amounts.split(what)  # "with mana value equal to <amount>" (search_amounts.py)
    if mv is not None:
        what = mv[0]
    where_x = search_amounts.split_where(what) if n == "up to x" else None
    if where_x is not None:  # "up to X basic land cards, where X is <amount>" (608.2h)
        what, count = where_x
    pair = search_same_name.split(what)  # 201.2 (search_same_name.py)
    if pair is not None:
        what = pair[0]
    f = card_filter(what, plural=n not in ("a", "an"))
    either = None
    if f is None and (n in ("a", "an") or " cards and/or " in what):  # (search_either.py)
        from mtg_engine.cards.oracle.search_either import either_filter

        f, either = either_filter(m.group("what")) or (None, None)
    if not (isinstance(count, int | dict) or count == "X") or f is None:
        return None  # ("up to X": the spell's X, 107.3a)
    to = "exile" if m.group("exile") else {"into your hand": "hand",
                                          "into your graveyard": "graveyard"}.get(
        m.group("to").lower(), "battlefield")
    if to == "battlefield" and (different or share) and _may_be_aura(f):
        return None  # 303.4f: an Aura put onto the battlefield: only one found by itself
        # (effects/library.py: what it enchants is chosen as it enters, aura_entry.py)
    if pair is not None:  # (its target, if any, added once the rest is read)
        same = search_same_name.referent(ctx, pair[1])
        if same is None:
            return None
    eff: dict[str, Any] = {"filter": f, "to": to, "count": count} if count else {
        "filter": f, "to": to, "any_number": True}
    if exactly:  # "three cards": found if there (701.19a); with a quality, maybe not (701.19b)
        eff["exactly"] = True
    if either:
        eff["either"] = either
    if same:
        eff["same_name_as"] = same
    if different:  # each found has a name none of the others has (effects/search.py)
        eff["different_names"] = True
    if share:
        eff["share_land_type"] = True
    if mv is not None:
        eff.update(mv[1])
    if mv_words:
        eff["mv_words"] = mv_words[0]  # (the printed words)
    if m.group("tapped"):
        eff["tapped"] = True
    if attach:  # (an Equipment found, put onto the battlefield: effects/search_attach.py)
        if to != "battlefield" or count != 1 or f != {"subtypes": ["Equipment"]} or same:
            return None
        eff["attach_to_yours"] = True
    if at_random:  # (the card found, put into the hand first, may be the one discarded)
        if to != "hand" or count != 1 or same:
            return None
        eff["discard_random"] = True
    return [{"search_library": eff}]


_ATTACH = ", attach it to a creature you control"
_AT_RANDOM = ", discard a card at random"


_SHARE = " that share a land type"  # "up to two basic land cards that share a land type"
# "any number of cards that have mana value 9" (Grozoth), "up to X creature cards with
# different names that each have mana value X" (Uncage the Menagerie): "with mana value N"
_MV_WORDS = re.compile(r"(?P<words> that (?P<each>each )?have) mana value (?P<n>\d+|X)$")


def _mana_value_words(what: str) -> tuple[str, tuple[str, str] | None]:
    """`what` without its "that [each] have mana value N" (with it: ("that_have" or
    "each_have", " with mana value N") to read in its place), or `what` and None."""
    m = _MV_WORDS.search(what)
    if m is None or (m.group("each") is not None) != what[:m.start()].endswith(
            " with different names"):
        return what, None
    form = "each_have" if m.group("each") else "that_have"
    return what[:m.start()], (form, f" with mana value {m.group('n')}")


def _render_mv_words(what: str, form: str) -> str:
    """The inverse of `_mana_value_words` on the rendered words."""
    m = re.search(r" with mana value (\d+|X)(?= with different names|$)", what)
    if m is None:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("a search's mana value words")
    rest = what[:m.start()] + what[m.end():]
    each = " each" if form == "each_have" else ""
    return f"{rest} that{each} have mana value {m.group(1)}"


def _may_be_aura(f: dict[str, Any]) -> bool:
    """Might a card this filter finds be an Aura? (A card named ~ could be: its type isn't
    known here.)"""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import LAND_TYPES

    if "any_of" in f:  # (either kind might be; another card's name: not known here)
        return any("name" in a or _may_be_aura(a) for a in f["any_of"])
    if "name" in f:  # (a card named ~: an Aura unless every face of it is a creature)
        from mtg_engine.cards.oracle.chosen_words import ALL_CREATURE
        from mtg_engine.cards.oracle.emblems import CARD_NAME

        return f["name"] != CARD_NAME.get() or not ALL_CREATURE.get()  # (another's: unknown)
    if "Aura" in f.get("subtypes", ()):
        return True
    types = f.get("types", []) + f.get("all_types", [])
    subtypes = f.get("subtypes", [])
    if not types and subtypes:  # "a Plains or Island card", "a Goblin card"
        return not all(t in LAND_TYPES or t in CREATURE_TYPES for t in subtypes)
    return not types or "Enchantment" in types


# 305.6: "a land card with a basic land type": a land with any of the five basic land types
BASIC_TYPE_LAND = {"types": ["Land"], "subtypes": ["Plains", "Island", "Swamp", "Mountain",
                                                   "Forest"]}
BASIC_TYPE_LAND_WORDS = {False: "land card with a basic land type",
                         True: "land cards with a basic land type"}


def describe_card(f: dict[str, Any], plural: bool = False) -> str:
    """`describe_filter(f, "card")`, with "land card with a basic land type" said so."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    return BASIC_TYPE_LAND_WORDS[plural] if f == BASIC_TYPE_LAND else \
        describe_filter(f, "card", plural=plural)


# 202.1: "with mana cost {0} or {1}": the mana symbols printed (not the mana value, 202.3: a
# card with no mana cost, or {X}, has neither cost)
_MANA_COSTS = re.compile(r" with mana cost ((?:\{[0-9WUBRGC]\})+)(?: or ((?:\{[0-9WUBRGC]\})+))?$")


def card_filter(what: str, *, plural: bool) -> dict[str, Any] | None:
    """"basic Forest, Plains, or Island card", "Aura or Equipment card", "legendary creature
    card", "creature card with mana value 3 or less", "card named ~" -> a DSL filter; None
    for any other word, or "or" joining words of different kinds (the filter's fields all
    have to match: "an Aura or creature card" can't be said)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    f: dict[str, Any] = {}
    w = what.strip()
    if w == BASIC_TYPE_LAND_WORDS[plural]:  # 305.6: "a land card with a basic land type"
        return {**BASIC_TYPE_LAND}
    if w.endswith(" named ~"):
        from mtg_engine.cards.oracle.emblems import CARD_NAME

        name = CARD_NAME.get()
        if not name or " // " in name:
            return None
        f["name"] = name  # 201.2: the card's name
        w = w[: -len(" named ~")]
    elif (other := re.fullmatch(r"card named ([A-Z][\w,' -]*)", w)) and " or " not in w:
        f["name"] = other.group(1)  # 201.2: another card's name ("a card named Nissa's Chosen")
        w = "card"
    if w.endswith(_SAME_PT_TOTAL):  # 208.1, 608.2h: as the trigger's object (Wild Pair)
        from mtg_engine.cards.dsl_abilities import PT_TOTAL_IT

        f["pt_total"], f["x_amount"] = "X", dict(PT_TOTAL_IT)  # (rules/x_filters.bind_in)
        w = w[: -len(_SAME_PT_TOTAL)]
    if w.endswith(_OF_CHOSEN_TYPE):  # 614.12a, 608.2d (evaluable.py: a type is chosen)
        f["chosen"] = "creature_type"
        w = w[: -len(_OF_CHOSEN_TYPE)]
    costs = _MANA_COSTS.search(w)
    if costs:  # 202.1: "an artifact card with mana cost {0} or {1}" (its printed cost)
        f["mana_costs"] = [c for c in costs.groups() if c]
        w = w[: costs.start()]
    for pat, key in _SUFFIXES:
        sm = pat.search(w)
        if sm:
            n = x_word(sm.group(1))
            if n is None:
                return None
            f[key] = n
            w = w[: sm.start()]
    exact = _EXACT_MV.search(w)
    if exact and not f:  # "an artifact card with mana value 3": exactly 3 (202.3)
        n = x_word(exact.group(1))
        if n is None:
            return None
        f["mana_value_le"] = f["mana_value_ge"] = n
        w = w[: exact.start()]
    words = w.replace(",", "").split()
    if not words or words[-1] != ("cards" if plural else "card"):
        return None
    subtypes = set(CREATURE_TYPES) | set(NONCREATURE_SUBTYPES)
    kinds: list[str] = []  # the kind of each quality word, to check what "or" joins
    joined = False
    for word in words[:-1]:
        low = word.lower()
        if low in ("or", "and/or"):
            joined = True
            continue
        if low in _SUPERTYPES:
            f.setdefault("supertypes", []).append(_SUPERTYPES[low])
            kinds.append("supertypes")
        elif low in COLOR_WORDS:
            f.setdefault("colors", []).append(COLOR_WORDS[low])
            kinds.append("colors")
        elif low in ("multicolored", "colorless", "historic"):  # 105.4, 700.6
            f[low] = True
            kinds.append(low)
        elif low in TYPE_WORDS:
            f.setdefault("types", []).append(TYPE_WORDS[low])
            kinds.append("types")
        elif low == "permanent" and not f.get("types"):  # 110.4a: a card of a permanent type
            f["types"] = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
            kinds.append("permanent")
        elif low.startswith("non") and low[3:] in TYPE_WORDS:  # "a nonland card"
            f.setdefault("not_types", []).append(TYPE_WORDS[low[3:]])
            kinds.append("not_types")
        elif low == "nonlegendary":  # 205.4d
            f.setdefault("not_supertypes", []).append("Legendary")
            kinds.append("not_supertypes")
        elif word in subtypes and word[0].isupper():
            f.setdefault("subtypes", []).append(word)
            kinds.append("subtypes")
        else:
            return None
    if joined and len(set(kinds[-2:])) != 1:
        return None  # "or" between words of different kinds
    if joined and len(f.get(kinds[-1], [])) < 2:
        return None
    for key in ("supertypes", "colors"):
        if len(f.get(key, [])) > 1 and not (joined and kinds[-1] == key):
            return None  # "basic snow land": both (not a filter of any one)
    if len(f.get("types", [])) > 1 and not (joined and kinds[-1] == "types") \
            and "permanent" not in kinds:  # (110.4a: any one of the permanent types)
        f["all_types"] = f.pop("types")  # "an artifact creature card" (205.2a)
    if len(f.get("subtypes", [])) > 1 and not (joined and kinds[-1] == "subtypes"):
        return None
    return f


def render(p: dict[str, Any], refs: Any = None) -> str:
    """The English of a `search_library` effect this module reads (render.py)."""
    from mtg_engine.cards.oracle.emblems import CARD_NAME
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError

    if p.get("who") in ("each_player", "each_opponent"):  # (search_players.py)
        from mtg_engine.cards.oracle.search_players import render as render_players

        return render_players(p)
    f = dict(p["filter"])
    named = ""
    if "name" in f:  # ~, or another card's name
        name = f.pop("name")
        named = " named ~" if name == CARD_NAME.get() else f" named {name}"
    n = "any" if p.get("any_number") else p.get("count", 1)
    where_x, words = "", {**NUM_WORDS, "X": "X"}
    if isinstance(n, dict) and not p.get("exactly"):  # (search_amounts.py)
        n, where_x, words["x"] = "x", search_amounts.render_where(n), "X"
    if n != "any" and (not isinstance(n, int | str) or (n != 1 and n not in words)):
        raise RenderError("a search count")
    what = (describe_card(f, plural=n != 1) if f and "any_of" not in f else
            ("cards" if n != 1 else "card"))
    if "any_of" in f:  # (search_either.py)
        from mtg_engine.cards.oracle.search_either import describe

        what = describe(f, p.get("either", ""))
    if named and what not in ("card", "cards"):
        raise RenderError("a search for a card named ~ with other qualities")
    what += named
    if "same_name_as" in p:
        what += search_same_name.render(refs, p["same_name_as"])
    if p.get("different_names"):
        what += " with different names"
    if p.get("share_land_type"):
        what += _SHARE
    if "mv_amount" in p:
        what += search_amounts.render(p)
    what += where_x
    if p.get("mv_words"):  # (the printed words)
        what = _render_mv_words(what, p["mv_words"])
    if p.get("wording") == REVEAL_THEN and n == 1 and p.get("shuffle"):  # (Wild Research)
        art = "an" if what[0].lower() in "aeiou" else "a"
        return f"search your library for {art} {what} and reveal that card. put it into your " \
            "hand, then discard a card at random. then shuffle"
    if n == "any":
        head = f"any number of {what}"
    elif p.get("exactly"):  # (701.19a)
        head = f"{words[n]} {what}"
    else:
        head = f"up to {words[n]} {what}" if n != 1 else \
            ("an " if what[0].lower() in "aeiou" else "a ") + what
    it = "them" if n != 1 else "it"
    to = {"hand": f"put {it} into your hand", "graveyard": f"put {it} into your graveyard",
          "exile": f"exile {it}"}.get(
        p["to"], f"put {it} onto the battlefield" + (" tapped" if p.get("tapped") else ""))
    to += (_ATTACH if p.get("attach_to_yours") else "") + (
        _AT_RANDOM if p.get("discard_random") else "")
    who = p.get("who")
    if who is None:
        from mtg_engine.cards.oracle.search_where import render as where_sentence

        return where_sentence(p, f"search your library for {head}, {to}")
    if who not in ("target_controller", "remembered_controller", "event_player") \
            or not p.get("searcher_may") or not p.get("shuffle"):
        raise RenderError("a search by another player")
    if p.get("wording") in (*_EVENT_WHO, "that player"):  # (a trigger's: _of_event_object)
        return f"{p['wording']} may search their library for {head}, {to}, then shuffle"
    return f"its controller may search their library for {head}, {to}, then shuffle"


# "Exile target creature. Its controller may search their library for a basic land card, put
# that card onto the battlefield tapped, then shuffle." (Path to Exile)
_THEIRS = re.compile(
    r"(?:(?<=^)|(?<=\. ))(?P<who>[Ii]ts controller|[Tt]hat creature's controller|[Tt]hat player) "
    r"may search their "
    r"library for (?P<n>an?) "
    r"(?P<what>[A-Za-z ]+?), put (?:it|that card) onto the battlefield(?P<tapped> tapped)?, "
    r"then shuffle\.(?= |$)")


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """A text holding the passage above after a sentence with one target permanent, or None:
    that permanent's controller (as it last existed, 608.2h) may search (608.2d); only if they
    do, they shuffle (701.23)."""
    m = _THEIRS.search(text.strip())
    if m is None:
        return None
    if m.start() == 0:  # in a trigger: the controller of the object its event involved
        return _of_event_object(ctx, m, text.strip(), compile_rest)
    said = m.group("who").lower()
    if said not in ("its controller", "that player"):
        return None

    def middle() -> dict[str, Any] | None:
        if len(ctx.targets) != 1 or ctx.targets[0]["kind"] not in ("creature", "permanent"):
            return None
        if said == "that player" and (ctx.targets[0].get("filter") or {}).get(
                "controller") != "opponent":
            return None  # ("target ... an opponent controls. That player ...": that opponent,
            # the target's controller, 608.2h)
        f = card_filter(m.group("what"), plural=False)
        if f is None:
            return None
        eff: dict[str, Any] = {"filter": f, "to": "battlefield", "count": 1,
                               "who": "target_controller", "searcher_may": True,
                               "shuffle": True}
        if said == "that player":
            eff["wording"] = said
        if m.group("tapped"):
            eff["tapped"] = True
        return {"search_library": eff}

    before, after = text.strip()[: m.start()].strip(), text.strip()[m.end():].strip()
    return between_sentences(ctx, before, middle, after, compile_rest)


# 603.2, 608.2h: "Whenever a nontoken creature enters the battlefield, its controller may
# search their library for a basic land card, put it onto the battlefield tapped, then
# shuffle." (Murasa), "When enchanted creature dies, that creature's controller may search
# ..." (Pattern of Rebirth): the player is the one the trigger's words name ("its controller
# draws a card" would), the words kept as the search's `wording`
_EVENT_WHO = ("its controller", "that creature's controller")


def _of_event_object(ctx: Any, m: re.Match[str], text: str,
                     compile_rest: Any) -> list[dict[str, Any]] | None:
    if ctx.targets:
        return None
    said = compile_rest(ctx, f"{m.group('who')} draws a card.")  # (the same player)
    who = said[0]["draw"].get("who") if said and len(said) == 1 and "draw" in said[0] else None
    f = card_filter(m.group("what"), plural=False)
    if who not in ("remembered_controller", "event_player") or f is None:
        return None
    eff: dict[str, Any] = {"filter": f, "to": "battlefield", "count": 1, "who": who,
                           "searcher_may": True, "shuffle": True,
                           "wording": m.group("who").lower()}
    if m.group("tapped"):
        eff["tapped"] = True
    rest = text[m.end():].strip()
    after = compile_rest(ctx, rest) if rest else []
    return None if after is None else [{"search_library": eff}, *after]


# "Search your library for a card, [reveal it,] then shuffle and put that card on top."
# (Vampiric Tutor, Mystical Tutor, the Harbingers): the card found is set aside, the library
# shuffled, and the card put on top (701.23, 401.4)
# Several: "Search your library for up to three creature cards, reveal them, then shuffle and
# put those cards on top in any order." (Congregation at Dawn: the order the cards are chosen
# in, the last chosen on top); "... put that card third from the top." (Long-Term Plans)
_TO_TOP = re.compile(
    r"(?:(?<=^)|(?<=\. ))[Ss]earch your library for (?P<n>an?|up to \w+|any number of) "
    r"(?P<what>[A-Za-z0-9 ]+?),(?P<reveal> reveal (?:it|them|those cards),)? then shuffle and "
    r"put (?P<that>that card|the card|them|those cards) (?P<where>on top|third from the top)"
    r"(?P<order> in any order)?\.(?= |$)")
# "Search your library for up to two basic land cards, reveal those cards, put one onto the
# battlefield tapped and the other into your hand, then shuffle." (Cultivate, Kodama's Reach)
_SPLIT = re.compile(
    r"(?:(?<=^)|(?<=\. ))Search your library for up to two basic land cards, reveal those "
    r"cards, put one onto the battlefield tapped and the other into your hand, then shuffle\."
    r"(?= |$)|"
    # the other wording: "..., and put one ... into your hand. Shuffle, then scry 1."
    # (Peregrination: the shuffle is the next sentence's, read with it)
    r"(?:(?<=^)|(?<=\. ))Search your library for up to two basic land cards, reveal those "
    r"cards, and put one onto the battlefield tapped and the other into your hand\."
    r"(?= Shuffle\b)")


# "You may search your library and/or graveyard for a card named Ajani, Valiant Protector,
# reveal it, and put it into your hand. If you search your library this way, shuffle."
# "Search your library and/or graveyard for a card named Sunlit Hoplite and put it onto the
# battlefield. ..." (Elspeth, Undaunted Hero); "Search your graveyard, hand, and/or library for
# a card named Scion of Darkness and put it onto the battlefield. ..." (Dark Supplicant);
# "Search your library and/or graveyard for a creature card with mana value X or less and put
# it onto the battlefield. ..." (Finale of Devastation: a card of a kind, `filter`, 701.19)
_NAMED = re.compile(
    r"(?:(?<=^)|(?<=\. ))(?P<may>You may s|S)earch your (?P<zones>library and/or graveyard|"
    r"graveyard, hand, and/or library|library, hand, and/or graveyard|graveyard and/or library)"
    r" for (?:a card named "
    r"(?P<name>[A-Z][^.]+?)|an? (?P<what>[A-Za-z][a-zA-Z0-9 ]*?))(?:, reveal it, "
    r"(?P<join>and|then) put it into your hand| and put it (?P<onto>onto the battlefield)"
    r"(?: attached to (?P<attached>~|target creature))?)\. If you "
    r"(?P<tense>search|searched) your library this way, shuffle\.(?= |$)")


# the zones searched, printed in another order (the DSL's search_named `zones`)
_OTHER_ORDERS = ("library, hand, and/or graveyard", "graveyard and/or library")


# "Search your library for an enchantment card and reveal that card. Put it into your hand,
# then discard a card at random. Then shuffle." (Wild Research)
_REVEAL_THEN = re.compile(
    r"(?:(?<=^)|(?<=\. ))Search your library for an? (?P<what>[A-Za-z ]+?) and reveal that card\. "
    r"Put it into your hand, then discard a card at random\. Then shuffle\.(?= |$)")
REVEAL_THEN = "reveal_then_discard"  # (the search's `wording`)


def lower_passage(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """A text holding one of the passages above (or a search by each player,
    search_players.py), or None."""
    from mtg_engine.cards.oracle import search_players, search_split

    t = text.strip()
    if (players := search_players.lower_text(ctx, t, compile_rest)) is not None:
        return players
    if (split := search_split.lower_text(ctx, t, compile_rest)) is not None:
        return split
    from mtg_engine.cards.oracle import search_where

    if (where := search_where.lower_text(ctx, t, compile_rest)) is not None:
        return where  # "..., where X is <amount>. Put those cards ..." (search_where.py)
    m = _NAMED.search(t)
    if m is not None:
        from mtg_engine.cards.oracle.emblems import CARD_NAME

        if m.group("name") in ("~", CARD_NAME.get()):
            return None
        f = card_filter(m.group("what"), plural=False) if m.group("what") else None
        if m.group("what") and (f is None or "name" in f):
            return None
        eff: dict[str, Any] = {"name": m.group("name")} if f is None else {"filter": f}
        if m.group("onto"):  # (what it enchants if an Aura: chosen, 303.4f)
            eff["to"] = "battlefield"
        if m.group("zones").startswith("graveyard, hand"):
            eff["hand"] = True  # (the hand searched too)
        if m.group("zones") in _OTHER_ORDERS:  # (the zones as printed)
            eff["zones"] = m.group("zones")
            eff["hand"] = "hand" in m.group("zones")  # (the hand searched too)
        if m.group("attached") == "~":  # 303.4f: an Aura put onto the battlefield attached
            eff["attach_to"] = "self"
        elif m.group("attached"):
            if ctx.targets:
                return None
            ctx.targets.append({"kind": "creature"})
            eff["attach_to"] = "target"
        if m.group("join") == "then" or m.group("tense") == "searched":
            eff["wording"] = f"{m.group('join') or 'and'} {m.group('tense')}"  # (printed)
        if m.group("may") == "You may s":
            eff["may"] = True
        return between_sentences(ctx, t[:m.start()].strip(), lambda: {"search_named": eff},
                                 t[m.end():].strip(), compile_rest)
    m = _REVEAL_THEN.search(t)
    if m is not None:  # 701.19, 701.8a (Wild Research)
        f = card_filter(m.group("what"), plural=False)
        if f is None:
            return None
        eff = {"filter": f, "to": "hand", "count": 1, "discard_random": True, "shuffle": True,
               "wording": REVEAL_THEN}
        return between_sentences(ctx, t[:m.start()].strip(), lambda: {"search_library": eff},
                                 t[m.end():].strip(), compile_rest)
    m = _TO_TOP.search(t)
    if m is not None:
        eff = _to_top(m)
        if eff is None:
            return None
        return between_sentences(ctx, t[:m.start()].strip(), lambda: {"search_library": eff},
                                 t[m.end():].strip(), compile_rest)
    m = _SPLIT.search(t)
    if m is None:
        return None
    split = {"filter": {"supertypes": ["Basic"], "types": ["Land"]}, "to": "split", "count": 2,
             "tapped": True}
    if m.group().endswith("hand."):  # ("Shuffle" begins the next sentence: read with it)
        split["wording"] = "and_put"
    got = between_sentences(ctx, t[:m.start()].strip(), lambda: {"search_library": split},
                            t[m.end():].strip(), compile_rest)
    if got is None:
        return None
    if split.get("wording"):
        return got
    i = got.index({"search_library": split})
    return [*got[:i + 1], {"shuffle": {}}, *got[i + 1:]]


def _to_top(m: re.Match[str]) -> dict[str, Any] | None:
    """The `search_library` effect of a `_TO_TOP` passage, or None (401.4: the cards found are
    set aside, the library shuffled, and they are put on top)."""
    n = m.group("n").lower()
    one = n in ("a", "an")
    f = card_filter(m.group("what"), plural=not one)
    count = 1 if one else 0 if n == "any number of" else number(n.removeprefix("up to "), False)
    words = m.group("that") in ("that card", "the card")
    if f is None or not isinstance(count, int) or words != one \
            or (m.group("order") is not None and one) \
            or (m.group("where") != "on top" and not one):
        return None
    eff: dict[str, Any] = {"filter": f, "to": "top", "count": count} if count else {
        "filter": f, "to": "top", "any_number": True}
    if m.group("where") != "on top":
        eff["from_top"] = 3  # "third from the top"
    if m.group("reveal"):
        eff["reveal"] = True  # (the printed words: the engine hides nothing)
    if m.group("that") == "the card":
        eff["the_card"] = True  # (the printed words)
    if not one:  # (the printed words)
        eff["wording"] = f"{m.group('that')}|{m.group('reveal') or ''}|{m.group('order') or ''}"
    return eff


def render_passage(p: dict[str, Any]) -> str:
    """The English of a `search_library` effect to the top or split (render.py)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if p["to"] == "split" and "split_to" in p:  # (search_split.py)
        from mtg_engine.cards.oracle.search_split import render as render_split

        return render_split(p)
    if p["to"] == "split":
        if p.get("count") != 2 or p["filter"] != {"supertypes": ["Basic"], "types": ["Land"]} \
                or not p.get("tapped") or p.get("wording", "and_put") != "and_put":
            raise RenderError("a split search")
        and_put = "and " if p.get("wording") else ""  # (_SPLIT's other wording)
        return ("search your library for up to two basic land cards, reveal those cards, "
                f"{and_put}put one onto the battlefield tapped and the other into your hand")
    f = dict(p["filter"])
    n = "any" if p.get("any_number") else p.get("count", 1)
    if n != 1:
        return _render_several_on_top(p, f, n)
    what = describe_filter(f, "card") if f else "card"
    art = "an" if what[0].lower() in "aeiou" else "a"
    reveal = " reveal it," if p.get("reveal") else ""
    that = "the" if p.get("the_card") else "that"
    where = "third from the top" if p.get("from_top") == 3 else "on top"
    if p.get("from_top", 3) != 3:
        raise RenderError("a card put into the library at that place")
    return f"search your library for {art} {what},{reveal} then shuffle and put {that} card {where}"


def _render_several_on_top(p: dict[str, Any], f: dict[str, Any], n: Any) -> str:
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError, describe_filter

    if (n != "any" and n not in NUM_WORDS) or p.get("from_top") or p.get("the_card"):
        raise RenderError("several cards put on top")
    what = describe_filter(f, "card", plural=True) if f else "cards"
    head = f"any number of {what}" if n == "any" else f"up to {NUM_WORDS[n]} {what}"
    that, reveal, order = p.get("wording", "those cards| reveal them,| in any order").split("|")
    if that not in ("them", "those cards") or reveal not in ("", " reveal them,",
                                                           " reveal those cards,") \
            or order not in ("", " in any order"):
        raise RenderError("several cards put on top")
    return f"search your library for {head},{reveal} then shuffle and put {that} on top{order}"


def render_named(p: dict[str, Any]) -> str:
    """The English of a `search_named` effect (render.py; "you may" is the DSL's `may`)."""
    join, tense = p.get("wording", "and search").split()
    zones = p["zones"] if p.get("zones") in _OTHER_ORDERS else \
        "graveyard, hand, and/or library" if p.get("hand") else "library and/or graveyard"
    onto = {"self": " attached to ~", "target": " attached to target creature"}.get(
        p.get("attach_to", ""), "")
    put = f" and put it onto the battlefield{onto}" if p.get("to") == "battlefield" else \
        f", reveal it, {join} put it into your hand"
    if "filter" in p:  # 701.19: a card of a kind
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        what = describe_filter(dict(p["filter"]), "card")
        card = f"{'an' if what[0] in 'aeiou' else 'a'} {what}"
    else:
        card = f"a card named {p['name']}"
    return (f"search your {zones} for {card}{put}. if you {tense} your library this way, "
            "shuffle")
