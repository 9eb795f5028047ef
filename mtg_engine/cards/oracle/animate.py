"""A permanent that becomes a creature (a manland, an animated artifact), read from Oracle text:

  ~ becomes a 4/4 white and blue Elemental creature with flying and vigilance until end of
  turn. It's still a land.
  ~ becomes a 2/2 Beast artifact creature until end of turn.
  Target land becomes a 3/3 Elemental creature with haste until end of turn. It's still a land.

lowered to one DSL `continuous` effect (611.2) that applies in layer 4 (the types, 613.1d),
layer 5 (the colours, 613.1e), layer 6 (the keywords, 613.1f) and layer 7b (the power and
toughness it is set to, 613.4b). The card types follow 205.1a-b: "becomes a [creature types]
artifact creature" keeps its other card types and subtypes and replaces its creature types;
"It's still a land" keeps them all; a plain "becomes a 5/5 Angel creature" (the Opal
enchantments) replaces its card types with Creature and its creature types with Angel
(`set_types`, `lose_creature_types`; 205.1a): it is no longer an enchantment.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import COLOR_WORDS, between_sentences, target_spec

_COLOR = r"(?:white|blue|black|red|green)"
_KW = (r"(?:flying|reach|haste|vigilance|deathtouch|lifelink|first strike|double strike|"
       r"trample|hexproof|shroud|indestructible|menace|fear|intimidate|infect|defender)")
_BECOMES = re.compile(
    r"(?P<front>Until end of turn, |Until your next turn, )?"  # 611.2a
    rf"(?P<did>If you do, )?"  # 608.2c: after "you may put ... counters on target land"
    rf"(?P<who>~|[Tt]arget (?P<target>(?:[a-z]+ )*?(?:[a-z]+|Forest))|That land|that land|It|it) "
    "becomes an? "
    r"(?P<legendary>legendary )?(?:(?P<p>\d+)/(?P<t>\d+) )?"
    rf"(?:(?P<colors>{_COLOR}(?:(?:, | and |, and ){_COLOR})*) )?"
    r"(?P<subs>(?:[A-Z][a-z]+(?:-[A-Z][a-z]+)? )*)(?P<artifact>artifact )?creature"
    # 205.1b: the other wording of "It's still a land" (or, of ~ only, "... a planeswalker")
    r"(?P<thats> that's still a (?P<still_what>land|planeswalker))?"
    # 613.4b: "an artifact creature with base power and toughness 5/5" (a 5/5 artifact creature)
    r"(?: with base power and toughness (?P<bp>\d+)/(?P<bt>\d+))?"
    r"(?P<all> with all creature types)?"
    # 208.1, 202.3: "an artifact creature with power and toughness each equal to its mana
    # value" (Karn's Touch: the layer 7b `pt_mana_value`, read from each affected object)
    r"(?P<mv> with power and toughness each equal to its mana value)?"
    rf"(?: with (?P<kws>{_KW}(?:(?:, | and |, and ){_KW})*)(?P<kwall> and all creature types)?)?"
    # 205.1b: "... creature with indestructible that's still a planeswalker" (Gideon)
    r"(?P<thats_after> that's still a planeswalker)?"
    r"(?P<addition> in addition to its other types)?"  # 205.1b: it keeps them (Still Life)
    r"(?P<eot> until end of turn)?"
    # 509.1b: "... until end of turn and can't be blocked this turn" (Creeping Tar Pit): the
    # restriction granted with the rest, for as long (`add_keywords`)
    r"(?P<unblockable> and can't be blocked this turn)?"
    r"(?P<still>\. It's still a land| that's still a land)?\.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if one of its sentences animates a permanent as this module reads
    it (the sentences around it compiled by `compile_rest`), else None."""
    from mtg_engine.cards.oracle import animate_groups

    m = _BECOMES.search(text)
    if m is None or (m.start() > 0 and text[m.start() - 2:m.start()] != ". "):
        return animate_groups.lower_text(ctx, text, compile_rest)  # (a group: "Forests ...")

    def continuous() -> dict[str, Any] | None:
        eff = _effect(ctx, m)
        return None if eff is None else {"continuous": eff}

    after = text[m.end():].strip()
    from mtg_engine.cards.oracle import animate_counters

    if animate_counters.matches(after):  # "Put four +1/+1 counters on it." (122.1)
        got = between_sentences(ctx, text[:m.start()].strip(), continuous, "", compile_rest)
        more = animate_counters.lower(ctx, after, got[-1]["continuous"].get("what")) \
            if got else None
        return None if more is None else [*got, *more]  # type: ignore[misc]
    return between_sentences(ctx, text[:m.start()].strip(), continuous, after, compile_rest)


def _effect(ctx: Any, m: re.Match[str]) -> dict[str, Any] | None:
    kept = [g for g in ("still", "thats", "thats_after", "addition") if m.group(g)]
    keep_all = bool(kept)  # 205.1b: its other types kept, however said
    if (m.group("front") and m.group("eot")) or len(kept) > 1:
        return None
    if (m.group("still_what") == "planeswalker" or m.group("thats_after")) \
            and m.group("who") != "~":
        return None  # (Gideon: only ~ is said to be still a planeswalker, 205.1b)
    if m.group("kwall") and (m.group("all") or m.group("subs")):
        return None
    if m.group("all") and (m.group("subs") or m.group("kws")):
        return None
    vehicle = _vehicle_words(m)  # "~ becomes an artifact creature until end of turn"
    p_t = (m.group("p"), m.group("t")) if m.group("p") else (m.group("bp"), m.group("bt"))
    if m.group("p") and m.group("bp"):
        return None
    # 205.1b: "Target artifact becomes an artifact creature with base power and toughness
    # 5/5": it keeps all its card types and subtypes, creature types too
    keeps_types = bool(m.group("bp")) and m.group("who") != "~" and not m.group("subs")
    if keeps_types and not m.group("artifact"):
        return None  # (a target that may be a creature keeps its creature types: not read)
    if (bool(p_t[0]) == bool(m.group("mv")) and not vehicle) \
            or (m.group("mv") and not m.group("artifact")):
        return None
    plain = not keep_all and not m.group("artifact")  # "becomes a 5/5 Angel creature"
    if bool(m.group("did")) != (m.group("who") == "that land"):
        return None
    if m.group("legendary") and (m.group("who") != "~" or not plain):
        return None  # (205.4: read of ~ replacing its card types only: Sarkhan)
    if m.group("who") == "~":
        if not ctx.on_permanent:
            return None
        what: Any = "self"
    elif m.group("who") in ("That land", "It") or (m.group("did") and m.group("who") == "that land") \
            or (m.group("who") == "it" and m.group("front")):  # ("Until your next turn, it")
        # "Put three +1/+1 counters on target land you control. That land becomes a 0/0
        # Elemental creature with haste.": the one target land the sentences before named
        if len(ctx.targets) != 1 or ctx.targets[0].get("kind") != "permanent" \
                or ctx.targets[0].get("filter", {}).get("types") != ["Land"] \
                or set(ctx.targets[0]) - {"kind", "filter"}:
            return None
        what = "target"
    elif m.group("target") is None:  # ("it" with no "Until your next turn, " before it)
        return None
    else:
        spec = target_spec(m.group("target"))
        if spec is None or spec["kind"] not in ("creature", "permanent"):
            return None
        if m.group("mv") and spec["filter"] not in _NONCREATURE_ARTIFACTS:
            return None
        what = ctx.add_target(spec)
    eff: dict[str, Any] = {"what": what,
                           "add_types": (["Artifact"] if m.group("artifact") else []) + ["Creature"]}
    if m.group("legendary"):  # 205.4: "becomes a legendary 4/4 red Dragon creature"
        eff["add_supertypes"] = ["Legendary"]
    subs = m.group("subs").split()
    if subs:
        eff["add_subtypes"] = subs
    if plain:  # 205.1a: the new card type replaces the old ones, its creature types theirs
        del eff["add_types"]
        eff["set_types"] = ["Creature"]
        if subs:
            eff["lose_creature_types"] = True
    if m.group("artifact") and not keep_all and not keeps_types:
        eff["lose_creature_types"] = True  # 205.1b: its creature types are replaced
    if m.group("all") or m.group("kwall"):
        eff["all_creature_types"] = True  # "with all creature types" (205.3m, as 702.73a)
    if m.group("colors"):
        words = re.findall(_COLOR, m.group("colors"))
        # as printed ("green and white": a colour pair is named in the wheel's order, 105.1)
        eff["set_colors"] = [COLOR_WORDS[w] for w in words]
        if len(set(eff["set_colors"])) != len(words):
            return None
    if m.group("kws"):
        eff["add_keywords"] = [k for k in re.split(r", and |, | and ", m.group("kws")) if k]
    if m.group("unblockable"):
        if not m.group("eot") or "can't be blocked" in eff.get("add_keywords", ()):
            return None
        eff["add_keywords"] = [*eff.get("add_keywords", ()), "can't be blocked"]
    if m.group("mv"):
        eff["pt_mana_value"] = True
    elif not vehicle:
        eff["set_power"], eff["set_toughness"] = int(p_t[0]), int(p_t[1])
    if not m.group("eot") and not m.group("front"):
        eff["until"] = ""  # 611.2a: no duration: it lasts as long as the permanent does
    if m.group("front") == "Until your next turn, ":  # 611.2a (rules/durations.py)
        if m.group("unblockable"):
            return None
        eff["until"] = "your_next_turn"
    if m.group("did"):
        eff["if"] = "did"  # 608.2c: "If you do," (the counters were put)
    return eff


def _vehicle_words(m: re.Match[str]) -> bool:
    """"becomes an artifact creature" with no power and toughness of its own: printed on
    Vehicles (301.7: its printed power and toughness apply once it's a creature, 208.2)."""
    return bool(m.group("artifact")) and not any(m.group(g) for g in (
        "p", "bp", "mv", "subs", "colors", "kws", "all", "thats", "thats_after", "addition", "still", "front",
        "did", "legendary")) and m.group("who") not in ("That land", "that land", "It")


_KEYS = {"what", "add_types", "add_subtypes", "lose_creature_types", "set_colors",
         "add_keywords", "set_power", "set_toughness", "until", "all_creature_types",
         "set_types", "pt_mana_value", "add_supertypes"}
# the targets "becomes an artifact creature with power and toughness each equal to its mana
# value" is printed on: "target noncreature artifact (you control)"
_NONCREATURE_ARTIFACTS = ({"not_types": ["Creature"], "types": ["Artifact"]},
                          {"not_types": ["Creature"], "controller": "you", "types": ["Artifact"]})


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of an animating `continuous` effect, or None if it isn't one."""
    from mtg_engine.cards.oracle import group_polymorph, polymorph

    got = group_polymorph.render(refs, p)  # a group's base power and toughness (613.4b)
    if got is not None:
        return got
    got = polymorph.render(refs, p)  # a creature becoming another (205.1b, 613.4b)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import animate_groups

    got = animate_groups.render(refs, p)  # a group ("Forests you control become ...")
    if got is not None:
        return got
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.render_phrases import COLOR_NAMES, JOIN_YOU, _join

    mv = p.get("pt_mana_value") is True
    unblockable = "can't be blocked" in p.get("add_keywords", ())  # (_BECOMES' "unblockable")
    if unblockable:
        if p.get("until", "end_of_turn") != "end_of_turn":
            return None
        kws = [k for k in p["add_keywords"] if k != "can't be blocked"]
        p = {k: v for k, v in p.items() if k != "add_keywords"} | (
            {"add_keywords": kws} if kws else {})
    if set(p) <= {"what", "add_types", "lose_creature_types", "until"} and p.get(
            "add_types") == ["Artifact", "Creature"] and p.get("until", "end_of_turn") == \
            "end_of_turn" and p.get("lose_creature_types"):  # (_vehicle_words)
        return refs.obj(p["what"]), "becomes an artifact creature until end of turn"
    if set(p) - _KEYS or ("set_power" in p or "set_toughness" in p) == mv \
            or (not mv and ("set_power" not in p or "set_toughness" not in p)) \
            or p.get("until", "end_of_turn") not in ("end_of_turn", "", "your_next_turn"):
        return None
    types = list(p.get("add_types", ()))
    plain = "set_types" in p  # 205.1a: "becomes a 5/5 Angel creature" (_effect)
    if plain:
        if p["set_types"] != ["Creature"] or types or \
                bool(p.get("lose_creature_types")) != bool(p.get("add_subtypes")):
            return None
        types = ["Creature"]
    if types not in (["Creature"], ["Artifact", "Creature"]):
        return None
    artifact = types[0] == "Artifact"
    keep_all = not p.get("lose_creature_types") and not plain
    if not artifact and not keep_all and not plain:
        return None
    who = refs.obj(p["what"])
    if mv and (not artifact or set(p) - {"what", "add_types", "lose_creature_types",
                                         "pt_mana_value", "until"}):
        return None
    words = [] if mv else [f"{p['set_power']}/{p['set_toughness']}"]
    if p.get("add_supertypes"):  # 205.4 (_effect: ~ only, its card types replaced)
        if p["add_supertypes"] != ["Legendary"] or not plain or p["what"] != "self" or mv:
            return None
        words.insert(0, "legendary")
    if "set_colors" in p:
        if not p["set_colors"]:
            return None
        words.append(_join([COLOR_NAMES[c] for c in p["set_colors"]]))
    words += list(p.get("add_subtypes", ()))
    words.append("artifact creature" if artifact else "creature")
    base = not mv and wording("base_pt")  # 613.4b: "... creature with base power and toughness"
    if base:
        words = [w for w in words if w != f"{p['set_power']}/{p['set_toughness']}"]
    out = "becomes " + ("an " if mv or words[0][0] in "aeiouAEIOU" else "a ") + " ".join(words)
    if base:
        out += f" with base power and toughness {p['set_power']}/{p['set_toughness']}"
    if mv:
        out += " with power and toughness each equal to its mana value"
    if p.get("all_creature_types") and p.get("add_keywords"):  # (Faceless Haven)
        out += " with " + _join([*p["add_keywords"], "all creature types"])
    elif p.get("all_creature_types"):
        out += " with all creature types"
    elif p.get("add_keywords"):
        out += " with " + _join(list(p["add_keywords"]))
    if keep_all and p["what"] != "self" and not str(p["what"]).startswith("target"):
        return None
    still = ". it's still a land" if keep_all else ""
    if keep_all and p.get("until") == "" and p["what"] != "self" \
            and wording("still_land_that"):  # "If you do, that land becomes ... that's still
        still, who = " that's still a land", "that land" if who == "it" else who  # a land"
    elif keep_all and artifact and base and not p.get("add_subtypes") \
            and wording("artifact_keeps_types"):  # 205.1b: "becomes an artifact creature"
        still = ""
    elif keep_all and wording("still_thats") and words[-1].endswith("creature"):
        if p["what"] == "self" and wording("still_planeswalker"):  # (after the keywords)
            out, still = out + " that's still a planeswalker", ""
        else:
            out, still = out.replace("creature", "creature that's still a land", 1), ""  # 205.1b
    elif keep_all and wording("other_types"):  # 205.1b: "in addition to its other types"
        out, still = out + " in addition to its other types", ""
    if p.get("until") == "your_next_turn":  # 611.2a: said first, as printed
        return "", f"until your next turn, {who} {out}{still}"
    if p.get("until", "end_of_turn") != "end_of_turn":
        return who, out + still
    if unblockable:
        return who, out + " until end of turn and can't be blocked this turn" + still
    if not JOIN_YOU.get():
        # the other Oracle template of the same duration (611.2a): "Until end of turn, ~
        # becomes ..." (the round trip accepts either rendering, render.joining_you)
        return "", f"until end of turn, {who} {out}{still}"
    return who, out + " until end of turn" + still
