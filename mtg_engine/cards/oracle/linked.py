"""Linked abilities that exile and return (607.2a): "When ~ enters the battlefield, exile
another target nonland permanent. When ~ leaves the battlefield, return the exiled card to the
battlefield under its owner's control." (Oblivion Ring, Journey to Nowhere, Fiend Hunter,
Tidehollow Sculler).

The leaves ability reads as the DSL verb `return_exiled` (effects/linked.py); the card's one
ability that exiles is then marked `linked`, so that what it exiles is remembered as "exiled
with ~" (607.2a). Unlike "exile ... until ~ leaves the battlefield" (610.3), the return is a
triggered ability that uses the stack: if ~ leaves before the exiling ability resolves, the
leaves ability finds nothing to return and the card stays exiled.
"""

from __future__ import annotations

import re
from typing import Any

_RETURN = re.compile(
    r"return the exiled cards? to (?:(?P<bf>the battlefield(?P<tapped> tapped)? under "
    r"(?:its|their) owners?'?s? control)|(?P<hand>(?:its|their) owners?'?s? hands?))")

# 607.2a: the printed wordings that return every card exiled with ~ (Parallax Wave, Wall of
# Nets, Helvault; Endless Sands, Cold Storage, Synod Sanctum from an activated ability) -> (to,
# under whose control: "" its owner's, only creature cards)
ALL_WORDINGS = {
    "each player returns to the battlefield all cards they own exiled with ~":
        ("battlefield", "", False),
    "each player returns to their hand all cards they own exiled with ~": ("hand", "", False),
    "return all cards exiled with ~ to the battlefield under their owners' control":
        ("battlefield", "", False),
    "return all cards exiled with it to the battlefield under their owners' control":
        ("battlefield", "", False),
    "return each card exiled with it to the battlefield under your control":
        ("battlefield", "you", False),
    "return all cards exiled with ~ to the battlefield under your control":
        ("battlefield", "you", False),
    "return each card exiled with ~ to the battlefield under its owner's control":
        ("battlefield", "", False),
    "return each creature card exiled with ~ to the battlefield under its owner's control":
        ("battlefield", "", True),
    "return each creature card exiled with ~ to the battlefield under your control":
        ("battlefield", "you", True),
    # (Bomat Courier, Kyren Archive, Bag of Holding: from an activated ability)
    "put all cards exiled with ~ into their owners' hands": ("hand", "", False),
    "put all cards exiled with ~ into their owner's hand": ("hand", "", False),
    "return all cards exiled with ~ to their owner's hand": ("hand", "", False),
    "return all cards exiled with ~ to their owners' hands": ("hand", "", False),
    # (Savior of Ollenbock's leaves ability)
    "put the exiled cards onto the battlefield under their owners' control":
        ("battlefield", "", False),
    # 110.2a: put onto the battlefield with no controller said: under the control of the
    # player who puts it (Underworld Sentinel's dies ability)
    "put all cards exiled with it onto the battlefield": ("battlefield", "you", False),
    # (Trove Warden: the permanent cards among them, 110.4a)
    "put each permanent card exiled with it onto the battlefield under the control of that "
    "card's owner": ("battlefield", "", "permanent"),
}
# the kinds of cards returned of ALL_WORDINGS (True: the creature cards, 205.2a)
_KIND_FILTERS: dict[Any, dict[str, Any]] = {
    True: {"types": ["Creature"]},
    "permanent": {"types": ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]},  # 110.4a
}
# 406.3, 607.2a: "Exile the top card of your library face down." (Bomat Courier; the card is
# exiled with ~ when the card reads "cards exiled with ~": link_exiles)
FACE_DOWN_TOP = "exile the top card of your library face down"

# 607.2a, 608.2g: "When ~ leaves the battlefield, the exiled card's owner may cast that card
# without paying its mana cost." (Spell Queller) -> `cast_exiled`
CAST_WORDING = "the exiled card's owner may cast that card without paying its mana cost"
# 607.2a, 608.2g: "You may play the exiled card without paying its mana cost." (the card a
# permanent's hideaway exiled, 702.75a: Mosswort Bridge) -> `play_exiled` (`must`: without
# "you may", asked before as "you may ... If you do"; `cast`: "cast", a land isn't)
PLAY_EXILED = {"play the exiled card without paying its mana cost": {"free": True},
               "cast the exiled card without paying its mana cost": {"free": True, "cast": True}}
PUT_WORDING = "put the exiled card into its owner's hand"  # (`return_exiled`, `put`)
# 607.2a, 707.2: "Create a token that's a copy of the exiled card." (Soul Foundry's imprinted
# card) -> `token_copy_exiled`
TOKEN_COPY = "create a token that's a copy of the exiled card"
_RETURNING = ("return_exiled", "cast_exiled", "play_exiled", "return_one_exiled")

# the events of a leaves ability whose source is ~ itself
_LEAVES = frozenset({"leaves", "put_into_graveyard_from_battlefield"})
# the verbs that may exile for a linked ability
_EXILING = frozenset({"exile", "choose_discard", "exile_from_graveyards"})


# 401.1, 406.3: "Exile the top three cards of target opponent's library." (Ashiok, Nightmare
# Weaver: cards exiled with ~ when the card reads so, link_exiles) -> `exile_top_cards` of
# the target's library (`of_target`)
_TOP_OF_TARGET = re.compile(r"^exile the top (?P<n>card|two|three|four|five|six|seven|eight|nine"
                            r"|ten)(?: cards)? of target (?P<who>opponent|player)'s library$")
_COUNTS = {"card": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10}


def _top_of_target(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    m = _TOP_OF_TARGET.match(low)
    if m is None or (m.group("n") == "card") != low.startswith("exile the top card "):
        return None
    who = ctx.add_target({"kind": m.group("who")})
    return [{"exile_top_cards": {"count": _COUNTS[m.group("n")], "who": who,
                                 "of_target": True}}]


def render_top_of_target(refs: Any, p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num

    n = p.get("count")
    if set(p) - {"count", "who", "of_target", "linked"} or not isinstance(n, int) or n < 1:
        raise RenderError("the top cards of a target's library exiled")
    top = "card" if n == 1 else f"{_num(n)} cards"
    return f"exile the top {top} of {refs.obj(p['who'])}'s library"


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """"Return the exiled card to the battlefield under its owner's control." -> the effect,
    or None."""
    low = sentence.strip().lower()
    if low.startswith("exile the top ") and " of target " in low:
        return _top_of_target(ctx, low)
    from mtg_engine.cards.oracle import exile_zones

    zones = exile_zones.lower_sentence(ctx, low)  # (406.3: hands and graveyards)
    if zones is not None:
        return zones
    if low == FACE_DOWN_TOP:  # 406.3 (effects/exiled_face_down.py)
        return [{"exile_top_cards": {"count": 1, "face_down": True}}]
    if low == CAST_WORDING and ctx.on_permanent:
        return [{"cast_exiled": {}}]
    played = PLAY_EXILED.get(low.removeprefix("you may "))
    if played is not None and ctx.on_permanent:  # 607.2a, 608.2g (hideaway's card)
        return [{"play_exiled": {**played, **({} if low.startswith("you may ")
                                              else {"must": True})}}]
    if low == TOKEN_COPY and ctx.on_permanent:  # 707.2 (effects/exiled_copies.py)
        return [{"token_copy_exiled": {}}]
    if low == PUT_WORDING and ctx.on_permanent:  # (Watcher for Tomorrow)
        return [{"return_exiled": {"to": "hand", "put": True}}]
    from mtg_engine.cards.oracle import exiled_choice

    chosen = exiled_choice.lower_sentence(ctx, low)  # (one card of them, 607.2a)
    if chosen is not None:
        return chosen
    from mtg_engine.cards.oracle import cast_exiled_with

    cast = cast_exiled_with.lower_sentence(ctx, low)  # (601.3: one of them cast this turn)
    if cast is not None:
        return cast
    if low in ALL_WORDINGS and ctx.on_permanent:
        to, control, creatures = ALL_WORDINGS[low]
        body: dict[str, Any] = {"to": to, "wording": low}
        if control:
            body["control"] = control
        if creatures:  # (the creature or permanent cards among them, 205.2a, 110.4a)
            body["filter"] = _KIND_FILTERS[creatures]
        return [{"return_exiled": body}]
    m = _RETURN.fullmatch(low)
    if m is None or not ctx.on_permanent:
        return None
    body: dict[str, Any] = {"to": "hand" if m.group("hand") else "battlefield"}
    if m.group("tapped"):
        body["tapped"] = True
    if low.startswith("return the exiled cards "):
        body["plural"] = True  # (the printed wording: the same cards either way)
    return [{"return_exiled": body}]


def render_play_exiled(p: dict[str, Any]) -> str:
    """The English of `play_exiled`."""
    plain = {k: v for k, v in p.items() if k != "must"}
    said = next((w for w, body in PLAY_EXILED.items() if body == plain), None)
    if said is None or p.get("must", True) is not True:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("the exiled card played")
    return said if p.get("must") else f"you may {said}"


def render_cast(p: dict[str, Any]) -> str:
    if p:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("an exiled card cast")
    return CAST_WORDING


def render(p: dict[str, Any]) -> str:
    if "wording" in p:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        said = ALL_WORDINGS.get(p["wording"], ("", "", False))
        kind = said[2]
        if said[:2] != (p.get("to"), p.get("control", "")) or p.get("tapped") \
                or p.get("filter") != (_KIND_FILTERS[kind] if kind else None):
            raise RenderError("cards exiled with ~ returned")
        return str(p["wording"])
    if p.get("put"):
        if p != {"to": "hand", "put": True}:
            from mtg_engine.cards.oracle.render_phrases import RenderError

            raise RenderError("the exiled card put into a hand")
        return PUT_WORDING
    what, whose = ("cards", "their owners'") if p.get("plural") else ("card", "its owner's")
    if p.get("to") == "hand":
        return f"return the exiled {what} to {whose} hand"
    tapped = " tapped" if p.get("tapped") else ""
    return f"return the exiled {what} to the battlefield{tapped} under {whose} control"


def link_exiles(dsl: dict[str, Any], triggers: list[dict[str, Any]],
                abilities: list[dict[str, Any]],
                statics: list[dict[str, Any]] | None = None) -> list[Any]:
    """Mark the exiling effect the card's `return_exiled` abilities refer to (607.2a), or the
    reason it can't: the return must be an instruction of a leaves ability of ~ (not a
    spell's, an activated ability's, or one inside a delayed trigger), and exactly one other
    ability of the card must exile (a card "exiled with ~")."""
    import json

    from mtg_engine.cards.oracle.compiler import Reason

    said = json.dumps([dsl, triggers, abilities, statics or []])
    anywhere = sum(said.count(f'"{v}"') for v in _RETURNING)
    if "hideaway" in dsl and anywhere:  # 702.75a: its hideaway exiles "the exiled card"
        others = [e for part in [*triggers, *abilities] for e in part.get("effects", [])
                  if _exiles(e)]
        if others:
            return [Reason("linked abilities (607.2a): another ability exiles too")]
        if any(t.get("optional") and any("play_exiled" in e for e in t["effects"][1:])
               for t in triggers):  # ("You may mill three cards. Then if ...": stack.py
            # would skip the rest when the first is declined, 603.5)
            return [Reason("the exiled card played after an optional first instruction")]
        return []
    if '"play_exiled"' in said and _exiles_entering(dsl) and anywhere == 1 and not any(
            _exiles(e) for part in [*triggers, *abilities] for e in part.get("effects", [])):
        return []  # 614.12, 607.2a: the card exiled as ~ entered (rules/exiled_with.py)
    if '"play_exiled"' in said:
        return [Reason("linked abilities (607.2a): \"the exiled card\" played with no "
                       "hideaway")]
    if not anywhere:  # 607.2a: "the number of cards exiled with it" (amounts_exile.py)
        if '"cant_cast_exiled_names"' in said:  # 101.2 (exiled_names.py)
            return _link_named(triggers, abilities)
        # (613.1f: "has all activated abilities of all creature cards exiled with it")
        counted = '"exiled_with"' in said or '"exiled_creature_cards_with"' in said \
            or '"exiled_with_pt"' in said \
            or '"cast_one_exiled_with"' in said or '"keywords_of_exiled_with"' in said \
            or '"token_copy_exiled"' in said or '"cast_copy_exiled"' in said \
            or '"exile_spell_cast_other"' in said or '"shares_exiled_type"' in said
        # (613.4c: the exiled creature card's power; 611.3a: its keywords)
        return _link_counted(triggers, abilities) if counted else []
    # "... all cards exiled with ~": any ability of the object may return them (607.2a); "the
    # exiled card" only a leaves ability of ~ (its one linked exile)
    every = [e[v] for part in [*triggers, *abilities] for e in part.get("effects", [])
             for v in _RETURNING if v in e]
    with_tilde = len(every) == anywhere and all("wording" in b for b in every)
    returns = [t for t in (*triggers, *(abilities if with_tilde else ()))
               if any(_has(t, v) for v in _RETURNING)]
    if anywhere != sum(_count(t, v) for t in returns for v in _RETURNING) \
            or (not with_tilde and any(t.get("event") not in _LEAVES for t in returns)):
        return [Reason("linked abilities (607.2a): the exiled card returned otherwise than "
                       "when ~ leaves the battlefield")]
    parts = [[e for e in part.get("effects", []) if _exiles(e)]
             for part in [*triggers, *abilities] if part not in returns]
    parts = [p for p in parts if p]
    if with_tilde and len(parts) > 1:  # 607.2a: "all cards exiled with ~": every ability
        parts = [[e for p in parts for e in p]]  # printed on it that exiles is linked to it
    if len(parts) != 1:  # ("exile two target ...": one effect per target, one ability)
        return [Reason("linked abilities (607.2a): not one ability that exiles the card")]
    for e in parts[0]:
        verb = next(iter(e))
        e[verb]["linked"] = True
    return []


def _link_counted(triggers: list[dict[str, Any]], abilities: list[dict[str, Any]]
                  ) -> list[Any]:
    """607.2a: a card counting the cards "exiled with it" and returning none: its one ability
    that exiles is the linked one (Unlicensed Hearse's "{T}: Exile up to two target cards
    from a single graveyard.")."""
    from mtg_engine.cards.oracle.compiler import Reason

    # (610.3: an exile "until ~ leaves the battlefield" too: Lumbering Battlement)
    parts = [[e for e in part.get("effects", []) if _exiles(e) or "exile_until" in e]
             for part in _one_per_text([*triggers, *abilities])]
    parts = [p for p in parts if p]
    if len(parts) != 1:
        return [Reason("linked abilities (607.2a): not one ability that exiles the cards "
                       "counted")]
    for e in parts[0]:
        verb = next(iter(e))
        e[verb]["linked"] = True
    return []


def _link_named(triggers: list[dict[str, Any]], abilities: list[dict[str, Any]]
                ) -> list[Any]:
    """607.2a, 610.3: "... the same name as the exiled card" with no return: the card's one
    ability that exiles is the one meant, an exile "until ~ leaves the battlefield" (its own
    record) or another exile, then marked linked."""
    from mtg_engine.cards.oracle.compiler import Reason

    parts = [[e for e in part.get("effects", []) if _exiles(e) or "exile_until" in e]
             for part in [*triggers, *abilities]]
    parts = [p for p in parts if p]
    if len(parts) != 1 or len(parts[0]) != 1:
        return [Reason("linked abilities (607.2a): not one ability that exiles the card named")]
    verb = next(iter(parts[0][0]))
    if verb != "exile_until":
        parts[0][0][verb]["linked"] = True
    return []


def _has(part: dict[str, Any], verb: str) -> bool:
    return _count(part, verb) > 0


def _count(part: dict[str, Any], verb: str) -> int:
    return sum(verb in e for e in part.get("effects", []))


def _exiles(e: dict[str, Any]) -> bool:
    verb, body = next(iter(e.items()))
    if verb == "choose_discard":
        return bool(body.get("exile")) and not body.get("until_leaves")
    if verb == "search_library":  # 701.19: "search your library for ..., exile them"
        return body.get("to") == "exile" and "who" not in body
    if verb == "exile_graveyard":  # 610.3: "exile all ... from your graveyard until ~ leaves"
        return bool(body.get("until_leaves"))
    if verb == "exile_top_cards":  # 406.3: "exile the top card of your library face down"
        return (body.get("who", "you") == "you" and bool(body.get("face_down"))) \
            or bool(body.get("of_target")) \
            or body.get("who") == "each_player"  # (of a target's library; each player's)
    if verb == "exile_hands_and_graveyards":  # 406.3 (effects/exile_zones.py)
        return True
    if verb == "exile_from_hand":  # 406.3: "you may exile a creature card from your hand"
        return body.get("who", "you") == "you"  # (imprint: Soul Foundry)
    if verb == "sacrifice_chosen":  # "exile a land you control" (exile_chosen.py, 701.13a)
        return bool(body.get("exile")) and body.get("who", "you") == "you" \
            and body.get("count", 1) == 1
    return verb in _EXILING and body.get("what") != "self"


def _exiles_entering(dsl: dict[str, Any]) -> bool:
    """Does the card exile a card as it enters (614.12: "As ~ enters the battlefield, exile
    ..."; rules/entering_cost.py), the card "the exiled card" then names (607.2a)?"""
    from mtg_engine.rules.entering_cost import EXILE_GRAVEYARD, PREFIX, spec

    return any(str(r.get("choice", "")).startswith(PREFIX)
               and spec(str(r["choice"]))[0] == EXILE_GRAVEYARD
               for r in dsl.get("replacements", []))


def _one_per_text(parts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The abilities, one per printed ability: "Whenever ~ enters the battlefield or attacks,
    ..." is one ability (603.2: one trigger condition with two events) compiled as two
    triggers sharing its text and effects; both are marked through the first."""
    seen: dict[str, dict[str, Any]] = {}
    out: list[dict[str, Any]] = []
    for part in parts:
        text = str(part.get("text", ""))
        if text and text in seen:
            twin = seen[text]
            if part.get("effects") is not twin.get("effects"):
                part["effects"] = twin["effects"]  # (the same instructions: marked once)
            continue
        if text:
            seen[text] = part
        out.append(part)
    return out
