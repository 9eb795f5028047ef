"""What the instructions before did "this way" (608.2c), as an amount: "the life lost this
way", "the damage dealt this way", "for each creature destroyed / card exiled / creature
tapped this way", "the number of counters removed this way". Each may follow only the
instructions it counts (rules/amounts._this_way counts their events since the resolution
began); `check_this_way` refuses it elsewhere.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

# The instructions of the text before the sentence being lowered on its own (effects.py reads
# a text sentence by sentence when the grammar doesn't read it whole): "this way" may refer to
# them (608.2c)
EFFECTS_BEFORE: ContextVar[tuple[dict[str, Any], ...]] = ContextVar("effects_before",
                                                                    default=())


def check_this_way(effects: list[dict[str, Any]],
                   targets: list[dict[str, Any]] | None = None) -> None:
    """608.2c: "the life lost this way" only right after an instruction that makes players
    lose life; "the damage dealt this way" only after damage dealt by the ability's own source
    (rules/amounts.py counts those events since the resolution began)."""
    from mtg_engine.cards.oracle.moved_by_controller import check
    from mtg_engine.cards.oracle.parse import NotUnderstood
    from mtg_engine.cards.oracle.sacrificed_this_way import WAYS as SACRIFICED
    from mtg_engine.cards.oracle.sacrificed_this_way import allowed as sacrificed_allowed

    if not check(effects):  # ("they controlled": each player in turn)
        raise NotUnderstood("'they controlled' of no player carried out for")
    before_text = list(EFFECTS_BEFORE.get())
    effects = [*before_text, *effects]
    for i, e in enumerate(effects):
        if i < len(before_text):
            continue
        body = next(iter(e.values()))
        if not isinstance(body, dict):
            continue
        for v in body.values():
            if not (isinstance(v, dict) and "this_way" in v):
                continue
            before = [next(iter(x)) for x in effects[:i]]
            if v["this_way"] == "counters_removed":
                ok = True  # (by the ability's cost: counters_removed.py checks it)
            elif v["this_way"] in ("cost_sacrificed", "cost_tapped"):
                ok = True  # (by the spell's cost: the DSL loader checks it, 118.8)
            elif v["this_way"] == "removed":  # right after the one instruction removing them
                ok = _removed(effects[:i], v)
            elif v["this_way"] == "revealed":  # 701.16a: right after the reveal
                ok = (before[-1:] == ["reveal_from_hand"] or _revealed_until(effects[:i])) \
                    and not v.get("among")
            elif v["this_way"] == "discarded":  # 701.8a: after the one discard instruction
                ok = [b for b in before if b.startswith("discard")] == before[:1] \
                    and bool(before) and all(b in _AFTER_DISCARD for b in before[1:])
            elif v["this_way"] in SACRIFICED:  # 701.17a (sacrificed_this_way.py)
                ok = sacrificed_allowed(effects[:i], v)
            elif v["this_way"] == "milled":  # 701.13a: right after the one mill instruction
                ok = _milled(effects[:i], v)
            elif v["this_way"] == "exiled_cards":
                ok = _exiled_cards(effects[:i], targets or [])
            elif v["this_way"] in ("destroyed", "exiled", "tapped", "returned", "to_graveyard"):
                ok = _moved_this_way(effects[:i], v) or _moved_targets(effects[:i], v,
                                                                       targets or [])
            elif v["this_way"] == "mana_paid":  # 608.2c: after each player paid (join forces)
                ok = before[:1] == ["each_pay_any_mana"] and before.count("each_pay_any_mana") == 1
            elif v["this_way"] == "life_lost":
                ok = before[-1:] == ["lose_life"] and before.count("lose_life") == 1 \
                    and "damage" not in before
            else:
                ok = bool(before) and all(b == "damage" for b in before) and not any(
                    "source" in x["damage"] for x in effects[:i])
            if not ok:
                raise NotUnderstood("'this way' after another instruction")


def _removed(before: list[dict[str, Any]], v: dict[str, Any]) -> bool:
    """After the one instruction that removes counters (122.8): only counters put before it
    (none removed: rules/amounts counts each removal since the resolution began), and after it
    only the other parts of the one instruction counting them ("~ deals that much damage to
    each creature and each player": one damage per recipient, 608.2c)."""
    verbs = [next(iter(x)) for x in before]
    if verbs.count("remove_counters") != 1:
        return False
    at = verbs.index("remove_counters")
    return all(b == "put_counters" for b in verbs[:at]) and all(
        v in next(iter(x.values())).values() for x in before[at + 1:])


# what may come between "discard two cards" and "for each nonland card discarded this way"
# (moving no card to a graveyard: rules/amounts counts the discards since the resolution began)
_AFTER_DISCARD = ("draw",)


def _revealed_until(before: list[dict[str, Any]]) -> bool:
    """"Reveal cards from the top of your library until you reveal an artifact card. ... ~
    deals damage to you equal to the number of cards revealed this way": the one reveal
    before is yours (701.16a; rules/amounts._this_way counts every card it revealed)."""
    return len(before) == 1 and set(before[0]) == {"reveal_until"} \
        and before[0]["reveal_until"].get("who", "you") == "you"


def _milled(before: list[dict[str, Any]], v: dict[str, Any]) -> bool:
    """"Mill four cards. You gain 1 life for each creature card put into your graveyard this
    way" (you milled); "Target player mills four cards. You draw a card for each creature card
    put into their graveyard this way" (one target player milled): the one instruction before
    is that player's mill (rules/amounts._this_way counts the cards it put into a graveyard)."""
    if len(before) != 1 or set(before[0]) != {"mill"}:
        return False
    who = before[0]["mill"].get("who", "you")
    return who == "you" if v.get("of") == "you" else who in ("target", "target_opponent")


# the target kinds of permanents whose card type is known (a target of that kind is one)
_TARGET_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
                 "land": "Land", "planeswalker": "Planeswalker"}


def _moved_targets(before: list[dict[str, Any]], v: dict[str, Any],
                   targets: list[dict[str, Any]]) -> bool:
    """608.2c: "Destroy any number of target creatures. For each creature destroyed this way,
    ...", "Exile X target creatures. For each creature exiled this way, ...": right after the
    one unconditional instruction destroying / exiling its targets, all of them permanents of
    a type counted (a target no longer legal isn't moved, 608.2b): each object it moved is
    counted (rules/amounts._this_way)."""
    verb = {"destroyed": "destroy", "exiled": "exile", "to_graveyard": "destroy"}.get(v["this_way"])
    if verb is not None and before and len(before) == len(targets) > 1 \
            and all(set(b) == {verb} and set(b[verb]) <= {"what", "no_regeneration"}
                    for b in before) \
            and [b[verb]["what"] for b in before] == ["target"] + [
                f"target:{i}" for i in range(1, len(targets))]:
        before = [{verb: {"what": "targets:all"}}]  # ("up to three target ...": one each)
    if verb is None or len(before) != 1 or set(before[0]) != {verb}:
        return False
    body = before[0][verb]
    what = body.get("what")
    if not set(body) <= {"what", "no_regeneration"} or not isinstance(what, str) \
            or not what.startswith("targets:") or not targets:
        return False
    among = v.get("among", {})
    if not among and all(t.get("kind") in (*_TARGET_TYPES, "permanent") for t in targets):
        return True  # ("for each permanent ...": every target a permanent, 110.1)
    if set(among) - {"types"} or len(among.get("types", ())) != 1:
        return False
    return all(_TARGET_TYPES.get(t.get("kind", "")) == among["types"][0] for t in targets)


def _exiled_cards(before: list[dict[str, Any]], targets: list[dict[str, Any]]) -> bool:
    """608.2c: "Exile X target creature cards from your graveyard. For each creature card
    exiled this way, ...", "Exile target opponent's graveyard. For each creature card exiled
    this way, ...": right after the one instruction exiling target cards from graveyards (only
    card targets, 115.1) or a player's graveyard (406.3): each card it exiled that is of the
    kind named is counted (rules/amounts._card_counts; an illegal target isn't
    exiled, 608.2b)."""
    if len(before) != 1:
        return False
    verb, body = next(iter(before[0].items()))
    if verb == "exile_graveyard":  # (or its cards of a kind: "all creature cards from ...")
        return set(body) in ({"who"}, {"who", "filter"})
    if verb == "exile_top_cards":  # 401.1, 406.3: "exile the top card of each player's
        return not body.get("face_down")  # library ...": each card it exiled (Pako)
    what = body.get("what") if isinstance(body, dict) else None
    if verb != "exile" or set(body) != {"what"} or not isinstance(what, str) \
            or not what.startswith("targets:"):
        return False
    return bool(targets) and all(t.get("kind") == "card" for t in targets)


def _moved_this_way(before: list[dict[str, Any]], v: dict[str, Any]) -> bool:
    """608.2c: "for each <among> destroyed / exiled / tapped this way" right after one
    unconditional "destroy all <group>" / "exile all <group>" / "tap all <group>" or "tap any
    number of <group>" instruction, every object of which is <among>: then each object that
    instruction moved or tapped is counted (rules/amounts._this_way)."""
    verb = {"destroyed": "destroy", "exiled": "exile", "tapped": "tap",
            "returned": "return_any_number", "to_graveyard": "destroy"}[v["this_way"]]
    if verb == "exile" and len(before) == 1 and set(before[0]) == {"exile_graveyard"} \
            and set(before[0]["exile_graveyard"]) in ({"who"}, {"who", "filter"}) \
            and not v.get("among"):
        # 406.3: "Exile all creature cards from all graveyards. You gain 1 life for each card
        # exiled this way.": every card that instruction exiled (rules/amounts._this_way)
        return True
    if len(before) == 1 and verb == "tap" and set(before[0]) == {"tap_chosen"}:
        group = before[0]["tap_chosen"]["filter"]  # 701.26a: those chosen (tap_chosen.py)
    elif len(before) == 1 and verb == "return_any_number" and set(before[0]) == {verb}:
        group = before[0][verb]["filter"]  # 400.3: those chosen (return_any_number.py)
    elif verb == "return_any_number" or len(before) != 1 or verb not in before[0]:
        return False
    else:
        body = before[0][verb]
        what = body.get("what")
        # ("all creatures target opponent controls": that player's, `controlled_by`)
        if not {"what"} <= set(body) <= {"what", "no_regeneration"} or not isinstance(what, dict) \
                or set(what) - {"controlled_by", "same_name_as", "same_controller"} != {"all"}:
            return False  # (201.2: a target and the others with its name, same_name.py)
        group = what["all"]
    among = v.get("among", {})
    for k, val in among.items():
        if k == "token" and val is False:  # "nontoken": the tokens moved aren't counted
            continue  # (111.1; rules/amounts._this_way reads each move's record)
        if k == "types":  # (any of them: every object of the group has one of these)
            if not set(group.get("types", ())) or not set(group["types"]) <= set(val):
                return False
        elif group.get(k) != val:
            return False
    return True
