""""Put target creature into its owner's library second from the top." (401.7) ->
`put_nth_from_top` (effects/library_position.py), and back."""

from __future__ import annotations

import re
from typing import Any

_NTH = re.compile(r"put (target .+?|enchanted creature|~) into its owner's library "
                  r"(second|third|seventh) from the top")
_NTH_WORDS = {"second": 2, "third": 3, "seventh": 7}


def lower_nth(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Put target creature into its owner's library second from the top." (401.7) ->
    `put_nth_from_top` (effects/library_position.py), or None."""
    from mtg_engine.cards.oracle.effects import _objects

    m = _NTH.fullmatch(low)
    if m is None:
        return None
    if m.group(1) == "~":  # 608.2m: the resolving spell itself (Approach of the Second Sun)
        if ctx.on_permanent:
            return None
        what: Any = "self"
    elif m.group(1) == "enchanted creature":
        if not ctx.on_permanent:
            return None
        what = "attached"
    else:
        what = _objects(ctx, m.group(1), each_ok=False)
        if what is None:
            return None
    return [{"put_nth_from_top": {"what": what, "n": _NTH_WORDS[m.group(2)]}}]


def render_nth(refs: Any, p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = {v: k for k, v in _NTH_WORDS.items()}
    if set(p) - {"said"} != {"what", "n"} or p["n"] not in words \
            or (p.get("said") and p["what"] != "self_left"):
        raise RenderError("a place in a library")
    who = "enchanted creature" if p["what"] == "attached" else "~" if p["what"] == "self" \
        else "it" if p["what"] == "self_left" else refs.obj(p["what"])  # (400.7)
    whose = "your" if p.get("said") == "your" else "its owner's"  # (trigger_self_exiled.py)
    return f"put {who} into {whose} library {words[p['n']]} from the top"


# 608.2d, 401.1: the owner of one target chooses the top or the bottom of their library
_EACH_ATTACKING = ("for each attacking creature, its owner puts it on the top or bottom of their "
                   "library")
_OWNER_PUTS = re.compile(r"the owner of (target .+?) puts it on the top or bottom of their library")
# "Target creature's owner puts it on the top or bottom of their library." (Diver Skaab,
# Revenge of the Drowned): the same instruction (render.normalise reads it so)
_OWNERS = re.compile(r"(target [^.']+?)'s owner puts it on the top or bottom of their library")
NORMALISE = ((r"\b(target [^.']+?)'s owner puts it on the top or bottom of their library",
              r"the owner of \1 puts it on the top or bottom of their library"),)
# "Choose target spell or permanent that's red or green. Its owner puts it on the top or
# bottom of their library." (Aether Gust, Subtlety): the target chosen in a sentence of its own
_CHOOSE_THEN_OWNER = re.compile(r"choose (up to one )?target (.+?)\. its owner puts it on the top "
                                r"or bottom of their library\.?")
_SPELL_TYPES = {"creature": "Creature", "planeswalker": "Planeswalker", "artifact": "Artifact",
                "enchantment": "Enchantment", "instant": "Instant", "sorcery": "Sorcery"}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def lower_top_or_bottom(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"The owner of target nonland permanent puts it on the top or bottom of their library."
    -> `top_or_bottom` (effects/library_position.py), or None."""
    from mtg_engine.cards.oracle.effects import _objects

    if low == _EACH_ATTACKING:  # (Aetherspouts: every attacking creature, each owner choosing)
        return [{"top_or_bottom": {"what": {"all": {"attacking": True, "types": ["Creature"]}},
                                   "each": True}}]
    m = _OWNER_PUTS.fullmatch(low) or _OWNERS.fullmatch(low)
    if m is None:
        return None
    what = _objects(ctx, m.group(1), each_ok=False)
    return None if what is None else [{"top_or_bottom": {"what": what}}]


def lower_chosen_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The two sentences of `_CHOOSE_THEN_OWNER` as a whole text, or None."""
    m = _CHOOSE_THEN_OWNER.fullmatch(text.strip().lower())
    if m is None:
        return None
    spec = _stack_or_board_target(m.group(2))
    if spec is None:
        return None
    if m.group(1):
        spec["optional"] = True  # 115.3: "up to one target"
    return [{"top_or_bottom": {"what": ctx.add_target(spec), "choose": True}}]


def _stack_or_board_target(words: str) -> dict[str, Any] | None:
    """"spell or permanent that's red or green" (a spell on the stack or a permanent, 115.1,
    of one of the colors), "creature spell or planeswalker spell" (a spell of one of the
    types), or a target `target_spec` reads."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = re.fullmatch(r"spell or permanent that's (\w+) or (\w+)", words)
    if m and m.group(1) in _COLORS and m.group(2) in _COLORS:
        return {"kind": "spell_or_permanent",
                "filter": {"colors": [_COLORS[m.group(1)], _COLORS[m.group(2)]]}}
    m = re.fullmatch(r"(\w+) spell or (\w+) spell", words)
    if m and m.group(1) in _SPELL_TYPES and m.group(2) in _SPELL_TYPES:
        return {"kind": "spell", "filter": {"types": [_SPELL_TYPES[m.group(1)],
                                                      _SPELL_TYPES[m.group(2)]]}}
    spec = target_spec(words)
    if spec is None or spec["kind"] in ("player", "opponent", "card", "player_or_planeswalker"):
        return None
    return spec


def _describe_stack_or_board(spec: dict[str, Any]) -> str:
    """The inverse of `_stack_or_board_target` (without "target")."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_target

    f = spec.get("filter", {})
    names = {v: k for k, v in _COLORS.items()}
    if spec["kind"] == "spell_or_permanent" and set(f) == {"colors"} and len(f["colors"]) == 2:
        return "spell or permanent that's " + " or ".join(names[c] for c in f["colors"])
    kinds = {v: k for k, v in _SPELL_TYPES.items()}
    if spec["kind"] == "spell" and set(f) == {"types"} and len(f["types"]) == 2:
        return " or ".join(f"{kinds[t]} spell" for t in f["types"])
    if spec.get("optional"):
        raise RenderError("up to one target")
    return describe_target(spec).removeprefix("target ")


def render_top_or_bottom(refs: Any, p: dict[str, Any]) -> str:
    """The English of a `top_or_bottom` effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p.get("chooser") == "you" and p["what"] == "self_in_graveyard" \
            and set(p) == {"what", "chooser"}:  # (trigger_self_moves.py)
        return "put it on the top or bottom of its owner's library"
    if set(p) - {"what", "choose", "each"}:
        raise RenderError("top or bottom")
    tail = "puts it on the top or bottom of their library"
    if p.get("each"):
        if p != {"what": {"all": {"attacking": True, "types": ["Creature"]}}, "each": True}:
            raise RenderError("top or bottom: each of what")
        return _EACH_ATTACKING
    if not p.get("choose"):
        return f"the owner of {refs.obj(p['what'])} {tail}"
    i = 0 if p["what"] == "target" else int(str(p["what"]).split(":")[1])
    spec = refs.targets[i]
    up_to = "up to one " if spec.get("optional") else ""
    return f"choose {up_to}target {_describe_stack_or_board(spec)}. its owner {tail}"


_MASS = re.compile(r"put all (?P<group>[a-z ]+?) on (?P<where>top|the bottom) of their owners' "
                   r"libraries")


def lower_mass(low: str) -> list[dict[str, Any]] | None:
    """"Put all creatures on the bottom of their owners' libraries." (401.1, 401.4) -> the
    verb `library_mass` on that group, or None."""
    from mtg_engine.cards.oracle.phrases import group

    m = _MASS.fullmatch(low)
    g = group("all " + m.group("group")) if m else None
    if m is None or g is None or set(g) != {"all"}:
        return None
    return [{"library_mass": {"what": g, **({"bottom": True} if m.group("where") != "top"
                                            else {})}}]


_TARGETS = re.compile(r"put (?P<n>two|three) target (?P<noun>[a-z]+)s on (?P<where>top|the bottom)"
                      r" of their owners' libraries")
_COUNTS = {"two": 2, "three": 3}


def lower_targets(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Put two target lands on top of their owners' libraries." (Plow Under; 115.1, 401.1,
    401.4: the targets go at once, and each owner arranges their cards put there together)
    -> `library_mass` on those targets (a list), or None."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _TARGETS.fullmatch(low)
    spec = target_spec(m.group("noun")) if m else None
    if m is None or spec is None or spec["kind"] not in ("permanent", "creature"):
        return None
    what = [ctx.add_target({**spec, "word": 1}) for _ in range(_COUNTS[m.group("n")])]
    return [{"library_mass": {"what": what, **({"bottom": True} if m.group("where") != "top"
                                               else {})}}]


def render_mass(refs: Any, p: dict[str, Any]) -> str:
    where = "the bottom" if p.get("bottom") else "top"
    what = p["what"]
    if isinstance(what, list | tuple):  # (lower_targets)
        from mtg_engine.cards.oracle.render_phrases import RenderError, describe_target

        specs = [refs.targets[int(str(w).partition(":")[2] or 0)] for w in what]
        if len(what) not in (2, 3) or any(s != specs[0] for s in specs) \
                or not specs[0].get("word"):
            raise RenderError("library_mass on several targets")
        for w in what:
            refs.said.add(w)
        one = {k: v for k, v in specs[0].items() if k != "word"}
        return f"put {describe_target(one, len(what))} on {where} of their owners' libraries"
    return f"put {refs.obj(what)} on {where} of their owners' libraries"
