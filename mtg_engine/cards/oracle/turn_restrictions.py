"""Restrictions a resolving spell or ability sets for the turn (611.2a), Oracle text -> effects
and back: "Target creature can't block ~ this turn." (509.1b, effects/combat_restrictions.py),
"Target creature blocks ~ this turn if able." (509.1c, effects/verbs.v_must_block);
"Target player can't cast creature spells this turn.", "Your opponents can't cast spells this
turn.", "Target player can't play lands this turn." (101.2, effects/player_restrictions.py),
"Players can't gain life this turn." (119.7); "Damage can't be prevented this turn." (615.12).
Called from copy_control.lower_sentence / render_clause."""

from __future__ import annotations

import re
from typing import Any

_PAIR = re.compile(r"(target .+?) (can't block ~ this turn|blocks ~ this turn if able)")
_VERBS = {"can't block ~ this turn": "cant_block_pair",  # 509.1b: a restriction
          "blocks ~ this turn if able": "must_block"}  # 509.1c: a requirement


_PLAYER = re.compile(r"(target player|target opponent|your opponents|players|you|its controller|"
                     r"defending player|that player) can't "
                     r"(play lands|gain life|search libraries|cast (?:(.+?) )?spells)"
                     r" (this turn|for the rest of the game)")
# 611.2a: "Until your next turn, target player who was dealt combat damage by ~ this turn can't
# cast noncreature spells." (Hope of Ghirapur: the player a target, 120.1, 510.2)
_UNTIL_NEXT = re.compile(r"until your next turn, (target player|target opponent|your opponents|"
                         r"target player who was dealt combat damage by ~ this turn) can't "
                         r"(cast (?:(.+?) )?spells)")
_DAMAGED_PLAYER = "target player who was dealt combat damage by ~ this turn"
COMBAT_BY_SOURCE = "combat_by_source"  # (rules/damaged_this_turn.combat_damage_by)
# (119.7 for the turn; 701.19b: "Players can't search libraries this turn.")
_CANT = {"play lands": "play_lands", "gain life": "gain_life", "search libraries": "search"}
# 615.12: "Damage can't be prevented this turn." (effects/verbs.v_prevent, kind "none")
_NO_PREVENTION = "damage can't be prevented this turn"
# the players a restriction names, by their words (a target is numbered as it is read)
_WHO = {"your opponents": "each_opponent", "players": "each_player", "you": "you",
        "defending player": "defending_player"}  # (506.2: of an attack trigger)


# 101.2, 602.5, 606.3, 611.2a: two things a player can't do this turn, in one sentence:
# "Until end of turn, target player can't cast instant or sorcery spells, and that player can't
# activate abilities that aren't mana abilities." (Abeyance), "Your opponents can't cast spells
# or activate planeswalkers' loyalty abilities this turn." (Revel in Silence)
_NONMANA_TAIL = ", and that player can't activate abilities that aren't mana abilities"
_UNTIL_NONMANA = re.compile(r"until end of turn, (target player|target opponent) can't cast "
                            r"(?:(.+?) )?spells" + _NONMANA_TAIL)
_LOYALTY_TAIL = " or activate planeswalkers' loyalty abilities this turn"
_OR_LOYALTY = re.compile(r"(target player|target opponent|your opponents|players) can't cast "
                         r"(?:(.+?) )?spells" + _LOYALTY_TAIL)


def _spells_filter(words: str | None) -> dict[str, Any] | None:
    """"instant or sorcery" -> the spells' filter ({} for all spells), or None."""
    from mtg_engine.cards.oracle.phrases import describe

    if not words:
        return {}
    d = describe(words + " spell")
    if d is None or d[0] != "spell" or set(d[1]) - {"types", "not_types", "colors",
                                                     "not_colors", "colorless"}:
        return None
    return d[1]


def _two_cants(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    m = _UNTIL_NONMANA.fullmatch(low)
    second = "activate_nonmana"
    if m is None:
        m, second = _OR_LOYALTY.fullmatch(low), "activate_loyalty"
    if m is None:
        return None
    f = _spells_filter(m.group(2))
    if f is None:
        return None
    who = m.group(1)
    ref = ctx.add_target({"kind": who.split()[1]}) if who.startswith("target ") else _WHO[who]
    return [{"player_restriction": {"who": ref, "cant": ["cast", second],
                                    **({"filter": f} if f else {})}}]


def _player_restriction(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """101.2: "<players> can't cast <spells> / play lands this turn"."""
    from mtg_engine.cards.oracle.phrases import describe

    two = _two_cants(ctx, low)
    if two is not None:
        return two
    m = _PLAYER.fullmatch(low)
    until = m is None and _UNTIL_NEXT.fullmatch(low) is not None
    m = m or _UNTIL_NEXT.fullmatch(low)
    if m is None:
        return None
    eff: dict[str, Any] = {"cant": _CANT.get(m.group(2), "cast")}
    if until:
        eff["until"] = "your_next_turn"
    if m.group(3):
        d = describe(m.group(3) + " spell")
        if d is None or d[0] != "spell" or set(d[1]) - {"types", "not_types", "colors",
                                                         "not_colors", "colorless"}:
            return None
        eff["filter"] = d[1]
    who = m.group(1)
    if not until and m.group(4) != "this turn":  # 611.2a: no end ("Stigma Lasher")
        if m.group(2) != "gain life":
            return None
        eff["until"] = ""
    if who == "defending player" and not ctx.on_permanent:
        return None  # (506.2: a permanent's attack trigger names the defending player)
    if who == "that player":  # 603.2: the player a trigger's event involved
        from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

        seed = EVENT_REFERENT.get()
        if seed is None or seed.player != "event" or ctx.targets:
            return None
        eff["who"] = "remembered"
    elif who == "its controller":  # 608.2h: of the spell just countered (effects._subject)
        if ctx.after_counter is None:
            return None
        eff["who"] = ctx.after_counter.replace("target", "target_controller", 1)
    elif who == _DAMAGED_PLAYER:
        if not ctx.on_permanent:
            return None
        eff["who"] = ctx.add_target({"kind": "player",
                                     "filter": {"damage_this_turn": COMBAT_BY_SOURCE}})
    else:
        eff["who"] = ctx.add_target({"kind": who.split()[1]}) if who.startswith("target ") \
            else _WHO[who]
    return [{"player_restriction": {"who": eff.pop("who"), **eff}}]


_UNBLOCKABLE = re.compile(r"(~|target .+?|another target .+?|(?:[a-z]+ )?creatures you control) "
                          r"can't be blocked (?:this turn except by (.+)|by (.+) this turn)")


def _block_restriction(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """509.1b: "~ can't be blocked this turn except by creatures with haste.", "Target creature
    can't be blocked by Walls this turn." The blockers are read as a static ability's
    restriction is (statics.grammar_static): a filter (`block_restriction`), or a restriction
    the engine names (`grant`, as "can't be blocked this turn" is)."""
    from mtg_engine.cards.oracle.effects import _objects
    from mtg_engine.cards.oracle.phrases import target_spec
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    m = _UNBLOCKABLE.fullmatch(sentence)
    if m is None:
        return None
    who, except_by, by = m.groups()
    st = grammar_static(f"~ can't be blocked {'except by ' + except_by if except_by else 'by ' + by}.")
    anthem = (st or {}).get("anthem") or {}
    if st is not None and (set(anthem) - {"affects", "restrictions", "keywords"}
                           or anthem.get("affects") != "self"):
        return None
    restrictions, named = anthem.get("restrictions") or [], anthem.get("keywords") or []
    if except_by and (named or st is None):  # ("except by black creatures": a keyword)
        f = _blockers_filter(except_by)
        restrictions, named = ([{"cant_be_blocked_except_by": f}], []) if f else ([], [])
    if len(restrictions) + len(named) != 1:
        return None
    if who.startswith("another target "):  # (another than the source, 109.4)
        spec = target_spec("another " + who[len("another target "):])
        what = ctx.add_target(spec) if spec is not None and ctx.on_permanent else None
    elif who.endswith("creatures you control"):  # a group: a rule for the turn (611.2c)
        from mtg_engine.cards.oracle.phrases import group

        what = group(who) if not named else None
    else:
        what = _objects(ctx, who.lower(), allow_self=True, each_ok=False)
    if what is None or (isinstance(what, str) and what.startswith("target") and
                        ctx.targets[int(what.partition(":")[2] or 0)]["kind"] != "creature"):
        return None
    if named:
        return [{"grant": {"what": what, "keywords": named}}]
    kind, f = next(iter(restrictions[0].items()))
    return [{"block_restriction": {"what": what, "kind": kind, "filter": f}}]


# "creatures you control gain first strike and trample until end of turn and can't be blocked
# by creature tokens this turn" (Legion Loyalist): two instructions of one subject that names
# no new target (a group, ~, "that creature")
_GAINS_AND = re.compile(r"((?:[a-z]+ )?creatures you control|~|that creature|it) ((?:gains?|gets?) "
                        r".+? until end of turn) and (can't be blocked (?:this turn except by "
                        r".+|by .+ this turn))")


def _gains_and_block_restriction(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The first instruction read as an effect, the second as `_block_restriction` (509.1b)."""
    from mtg_engine.cards.oracle.effects import compile_effects

    m = _GAINS_AND.fullmatch(sentence)
    if m is None:
        return None
    who, first, second = m.groups()
    n = len(ctx.targets)
    head = compile_effects(ctx, f"{who[0].upper()}{who[1:]} {first}.")
    if not head or len(ctx.targets) != n:
        return None
    tail = _block_restriction(ctx, f"{who} {second}")
    return [*head, *tail] if tail is not None and len(ctx.targets) == n else None


def _group_cant_block_self(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """509.1b: "Creatures without defender can't block ~ this turn." (Sabertooth Alley Cat):
    ~ can't be blocked by them this turn (said the other way round: the wording
    "blockers_first"), the blockers judged as blocks are declared."""
    from mtg_engine.cards.oracle.phrases import group

    m = re.fullmatch(r"((?:[a-z]+ )?creatures (?:with|without) [a-z]+) can't block ~ this turn",
                     low)
    g = group(m.group(1)) if m is not None and ctx.on_permanent else None
    if g is None or set(g) != {"all"}:
        return None
    return [{"block_restriction": {"what": "self", "kind": "cant_be_blocked_by",
                                   "filter": dict(g["all"])}}]


def _blockers_filter(words: str) -> dict[str, Any] | None:
    """509.1b: the blockers of "can't be blocked this turn except by black creatures" / "...
    by artifact creatures and/or red creatures" (either group, blocker_groups.py) as a
    filter, or None."""
    from mtg_engine.cards.oracle import blocker_groups
    from mtg_engine.cards.oracle.phrases import group

    g = group("all " + words)
    if g is not None and set(g) == {"all"}:
        return dict(g["all"])
    return blocker_groups.groups_filter(words)


# 101.2, 611.2a: spells that can't be countered (effects/player_restrictions.py): the
# controller's for the turn (no filter: "spells you control"; creature spells: "... you cast
# this turn"), or a target spell
_UNCOUNTERABLE = {"spells you control can't be countered this turn": {},
                  "creature spells you cast this turn can't be countered":
                      {"filter": {"types": ["Creature"]}}}
_TARGET_SPELL = "target spell can't be countered"


# 101.2, 611.2a: "The next creature spell you cast this turn can't be countered." (Insist,
# Overmaster: effects/next_spell.py)
_NEXT = re.compile(r"the next (.+?) spell you cast this turn can't be countered")


def _uncounterable(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Spells you control can't be countered this turn.", "Target spell can't be countered."
    (101.2); "The next creature spell you cast this turn can't be countered." (601.2i)."""
    m = _NEXT.fullmatch(low)
    if m is not None:
        from mtg_engine.cards.oracle.phrases import describe

        d = describe(m.group(1) + " spell")
        if d is None or d[0] != "spell" or not d[1] or set(d[1]) - {"types", "not_types",
                                                                     "colors", "not_colors"}:
            return None
        return [{"uncounterable_next": {"filter": d[1]}}]
    if low in _UNCOUNTERABLE:
        return [{"uncounterable_turn": dict(_UNCOUNTERABLE[low])}]
    if low == _TARGET_SPELL:
        return [{"uncounterable": {"what": ctx.add_target({"kind": "spell"})}}]
    return None


# 101.2, 611.2a: shields from spells of some colours (rules/color_shields.py)
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_WORDS = r"(white|blue|black|red|green) or (white|blue|black|red|green)"
_SHIELDS = re.compile(rf"spells you control can't be countered by {_COLOR_WORDS} spells this "
                      rf"turn, and (.+?) can't be the targets of {_COLOR_WORDS} spells this turn")
_SHIELD = re.compile(rf"(.+?) can't be the targets of {_COLOR_WORDS} spells your opponents "
                     rf"control this turn")


def _color_shields(low: str) -> list[dict[str, Any]] | None:
    """"Spells you control can't be countered by blue or black spells this turn, and creatures
    you control can't be the targets of blue or black spells this turn." (Autumn's Veil),
    "Permanents you control can't be the targets of blue or black spells your opponents control
    this turn." (Display of Dominance)."""
    from mtg_engine.cards.oracle.phrases import group

    m = _SHIELDS.fullmatch(low)
    one = _SHIELD.fullmatch(low) if m is None else None
    if m is None and one is None:
        return None
    if m is not None:
        c1, c2, who, c3, c4 = m.groups()
        if (c1, c2) != (c3, c4):
            return None
    else:
        who, c3, c4 = one.groups()
    g = group(who)
    if g is None or set(g) != {"all"}:
        return None
    colors = _COLORS[c3] + _COLORS[c4]
    shield = {"untargetable_turn": {"what": g, "by_colors": colors,
                                    **({"by_opponents": True} if one else {})}}
    return [shield] if one else [{"uncounterable_turn": {"by_colors": colors}}, shield]


def _color_words(letters: str) -> str:
    names = {v: k for k, v in _COLORS.items()}
    return " or ".join(names[c] for c in letters)


# 601.3b, 611.2a: "You may cast spells this turn as though they had flash." (Alchemist's
# Refuge), "... creature spells ..." (Winding Canyons): effects/player_restrictions.py
_FLASH_TURN = re.compile(r"you may cast (?:(.+?) )?spells this turn as though they had flash")
# 611.2a: "Until your next turn, you may cast sorcery spells as though they had flash."
# (Teferi, Time Raveler): the same rule change, ended as the controller's next turn begins
_FLASH_NEXT_TURN = re.compile(r"until your next turn, you may cast (?:(.+?) )?spells as though "
                              r"they had flash")


def _flash_this_turn(low: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.phrases import describe

    m = _FLASH_TURN.fullmatch(low)
    until = {}
    if m is None:
        m = _FLASH_NEXT_TURN.fullmatch(low)
        until = {"until": "your_next_turn"}  # 611.2a (rules/durations.py)
    if m is None:
        return None
    if not m.group(1):
        return [{"flash_this_turn": {**until}}]
    d = describe(m.group(1) + " spell")
    if d is None or d[0] != "spell" or not d[1] or set(d[1]) - {"types", "not_types",
                                                                 "colors", "not_colors"}:
        return None
    return [{"flash_this_turn": {"filter": d[1], **until}}]


def lower_sentence(ctx: Any, low: str, sentence: str = "") -> list[dict[str, Any]] | None:
    """One sentence (lowercased, no final period; `sentence` as printed) of this module, or
    None."""
    from mtg_engine.cards.oracle.phrases import target_spec

    if low == _NO_PREVENTION:  # 615.12
        return [{"prevent": {"kind": "none"}}]
    got = _uncounterable(ctx, low) or _color_shields(low)
    if got is not None:
        return got
    flash = _flash_this_turn(low)
    if flash is not None:
        return flash
    got = _player_restriction(ctx, low)
    if got is not None:
        return got
    got = _attacks_despite_defender(ctx, low)
    if got is not None:
        return got
    got = _untargetable_turn(ctx, low)
    if got is not None:
        return got
    if low == _NO_ACTIVATION and len(ctx.targets) == 1 \
            and ctx.targets[0]["kind"] in ("creature", "permanent", "creature_or_planeswalker"):
        return [{"no_activation_turn": {"what": "target"}}]  # 602.5: "its": the one target
    if sentence and "can't be blocked" in low:
        return _block_restriction(ctx, sentence[0].lower() + sentence[1:]) \
            or _gains_and_block_restriction(ctx, sentence[0].lower() + sentence[1:])
    got = _group_cant_block_self(ctx, low)
    if got is not None:
        return got
    m = _PAIR.fullmatch(low)
    if m is None or not ctx.on_permanent:
        return None
    spec = target_spec(m.group(1)[len("target "):])
    if spec is None or spec["kind"] != "creature":
        return None
    return [{_VERBS[m.group(2)]: {"blocker": ctx.add_target(spec), "attacker": "self"}}]


_DESPITE_DEFENDER = re.compile(r"(~|target .+?) can attack this turn as though it didn't "
                               r"have defender")
# a group (611.2c: a rule for the turn, binding creatures that come later too)
_DESPITE_DEFENDER_GROUP = re.compile(r"(.+?) can attack this turn as though they didn't "
                                     r"have defender")


def _attacks_despite_defender(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """702.3b, 611.2a: "~ can attack this turn as though it didn't have defender." (the
    grant of dsl_abilities.ATTACKS_DESPITE_DEFENDER for the turn, rules/combat.can_attack)."""
    from mtg_engine.cards.dsl_abilities import ATTACKS_DESPITE_DEFENDER
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _DESPITE_DEFENDER.fullmatch(low)
    if m is None:
        return _group_despite_defender(low)
    if m.group(1) == "~":
        if not ctx.on_permanent:
            return None
        what: Any = "self"
    else:
        spec = target_spec(m.group(1)[len("target "):])
        if spec is None or spec["kind"] != "creature":
            return None
        what = ctx.add_target(spec)
    return [{"grant": {"what": what, "keywords": [ATTACKS_DESPITE_DEFENDER]}}]


def _group_despite_defender(low: str) -> list[dict[str, Any]] | None:
    """702.3b, 611.2c: "Creatures you control with defender can attack this turn as though
    they didn't have defender." (a group's grant for the turn)."""
    from mtg_engine.cards.dsl_abilities import ATTACKS_DESPITE_DEFENDER
    from mtg_engine.cards.oracle.phrases import group

    m = _DESPITE_DEFENDER_GROUP.fullmatch(low)
    g = group(m.group(1)) if m is not None else None
    if g is None or g["all"].get("types") != ["Creature"]:
        return None
    return [{"grant": {"what": g, "keywords": [ATTACKS_DESPITE_DEFENDER]}}]


# 611.2a: untargetable for the turn by the opponents of the effect's controller
# (effects/untargetable_turn.py): a target, ~, or a group (611.2c)
_UNTARGETABLE = re.compile(r"(.+?) can't be the (target|targets) of spells or abilities your "
                           r"opponents control this turn")
_UNTARGETABLE_TAIL = "of spells or abilities your opponents control this turn"


# 602.5, 611.2a: the one target's (effects/untargetable_turn.py)
_NO_ACTIVATION = "its activated abilities can't be activated this turn"


def _untargetable_turn(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.effects import _objects
    from mtg_engine.cards.oracle.phrases import group

    m = _UNTARGETABLE.fullmatch(low)
    if m is None:
        return None
    if m.group(2) == "targets":  # a group: "creatures you control"
        g = group(m.group(1))
        if g is None or set(g) != {"all"}:
            return None
        return [{"untargetable_turn": {"what": g}}]
    what = _objects(ctx, m.group(1), allow_self=True, each_ok=False)
    if what is None or isinstance(what, dict):
        return None
    return [{"untargetable_turn": {"what": what}}]


def _render_two_cants(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """The words of `_two_cants`' effect, or None."""
    from mtg_engine.cards.oracle.render_statics import _spells

    who = p["who"]
    subject = next((w for w, r in _WHO.items() if r == who), None) \
        if isinstance(who, str) and not who.startswith("target") else refs.obj(who)
    if subject is None or set(p) - {"who", "cant", "filter"}:
        return None
    f = dict(p.get("filter") or {})
    spells = _spells(f)
    kinds = [t.lower() for t in f.get("types", ())]
    if len(kinds) == 2:  # ("instant or sorcery spells": either, as printed)
        spells = spells.replace(f"{kinds[0]} and {kinds[1]}", f"{kinds[0]} or {kinds[1]}")
    if p["cant"] == ["cast", "activate_nonmana"] and str(who).startswith("target"):
        return "", f"until end of turn, {subject} can't cast {spells}{_NONMANA_TAIL}"
    if p["cant"] == ["cast", "activate_loyalty"]:
        return subject, f"can't cast {spells}{_LOYALTY_TAIL}"
    return None


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of this module's effects, or None."""
    if verb == "no_activation_turn" and p == {"what": "target"}:  # 602.5
        return "", _NO_ACTIVATION
    if verb == "untargetable_turn" and set(p) - {"by_opponents"} == {"what", "by_colors"} \
            and isinstance(p["what"], dict):  # (_color_shields)
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        yours = " your opponents control" if p.get("by_opponents") else ""
        return (describe_filter(dict(p["what"]["all"]), plural=True),
                f"can't be the targets of {_color_words(p['by_colors'])} spells{yours} this "
                "turn")
    if verb == "uncounterable_turn" and set(p) == {"by_colors"}:  # (_color_shields)
        return "spells you control", (f"can't be countered by {_color_words(p['by_colors'])} "
                                      "spells this turn")
    if verb == "untargetable_turn" and set(p) == {"what"}:  # 611.2a
        if isinstance(p["what"], dict):
            from mtg_engine.cards.oracle.render_phrases import describe_filter

            return (describe_filter(dict(p["what"]["all"]), plural=True),
                    f"can't be the targets {_UNTARGETABLE_TAIL}")
        return refs.obj(p["what"]), f"can't be the target {_UNTARGETABLE_TAIL}"
    if verb == "uncounterable_next" and set(p) == {"filter"}:  # 101.2, 601.2i
        from mtg_engine.cards.oracle.render_statics import _spells

        spell = _spells(dict(p["filter"]), plural=False)  # ("instant or sorcery": either)
        kinds = [t.lower() for t in p["filter"].get("types", ())]
        if len(kinds) == 2:
            spell = spell.replace(f"{kinds[0]} and {kinds[1]}", f"{kinds[0]} or {kinds[1]}")
        return "", f"the next {spell} you cast this turn can't be countered"
    if verb == "uncounterable_turn":  # 101.2
        said = next((w for w, d in _UNCOUNTERABLE.items() if d == p), None)
        return None if said is None else ("", said)
    if verb == "uncounterable" and set(p) == {"what"}:
        return refs.obj(p["what"]), "can't be countered"
    if verb == "player_restriction" and isinstance(p.get("cant"), list):
        return _render_two_cants(refs, p)
    if verb == "player_restriction" and set(p) <= {"who", "cant", "filter", "until"}:
        who = p["who"]
        subject = next((w for w, r in _WHO.items() if r == who), None) \
            if isinstance(who, str) and not who.startswith("target") and who != "remembered" \
            else refs.obj(who)
        if subject is None:
            return None
        when = "this turn" if p.get("until", "end_of_turn") else "for the rest of the game"
        if p["cant"] in _CANT.values() and p.get("until") != "your_next_turn":
            words = next(w for w, c in _CANT.items() if c == p["cant"])
            return subject, f"can't {words} {when}"
        from mtg_engine.cards.oracle.render_statics import _spells

        if p.get("until") == "your_next_turn":  # 611.2a
            if p["cant"] != "cast":
                return None
            return "", f"until your next turn, {subject} can't cast " \
                f"{_spells(dict(p.get('filter') or {}))}"
        return subject, f"can't cast {_spells(dict(p.get('filter') or {}))} this turn"
    if verb == "flash_this_turn" and set(p) <= {"filter", "until"}:  # 601.3b, 611.2a
        from mtg_engine.cards.oracle.render_statics import _spells

        spells = _spells(dict(p.get("filter") or {}))
        if p.get("until") == "your_next_turn":  # 611.2a
            return "", f"until your next turn, you may cast {spells} as though they had flash"
        return "", f"you may cast {spells} this turn as " \
            "though they had flash"  # ("you" kept: not an imperative)
    if verb == "block_restriction" and set(p) == {"what", "kind", "filter"}:  # 509.1b
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        if "any_of" in p["filter"]:  # (two groups: blocker_groups.py)
            from mtg_engine.cards.oracle import blocker_groups

            who = blocker_groups.render(dict(p["filter"])) or ""
            if not who:
                return None
        else:
            who = describe_filter(dict(p["filter"]), plural=True)
        subject = describe_filter(dict(p["what"]["all"]), plural=True) \
            if isinstance(p["what"], dict) else refs.obj(p["what"])  # (a group, 611.2c)
        if p["kind"] == "cant_be_blocked_except_by":
            return subject, f"can't be blocked this turn except by {who}"
        if p["kind"] == "cant_be_blocked_by":
            from mtg_engine.cards.oracle.amount_render import wording

            if p["what"] == "self" and wording("blockers_first"):  # (Sabertooth Alley Cat)
                return who, "can't block ~ this turn"
            return subject, f"can't be blocked by {who} this turn"
        return None
    words = next((w for w, v in _VERBS.items() if v == verb), None)
    if words is not None and set(p) == {"blocker", "attacker"} and p["attacker"] == "self":
        from mtg_engine.cards.oracle.amount_render import wording

        if verb == "must_block" and wording("block_it"):  # "blocks it": only ~ (509.1a:
            words = words.replace("~", "it")  # a creature never blocks itself)
        return refs.obj(p["blocker"]), words
    return None
