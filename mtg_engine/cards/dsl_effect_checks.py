"""Checks of effect parameters added beside cards/dsl_abilities.py (which reads the effect
mappings of a card file): durations of pumps and granted keywords (611.2a: "until your next
turn", rules/durations.py), where a countered spell goes instead (614.1a), and where an
amount may be counted for each player in turn (608.2h, cards/amounts.THEIR)."""

from __future__ import annotations

from typing import Any


def effect_param_problem(verb: str, params: dict[str, Any]) -> str:
    """What is wrong with these parameters of `verb`, or ""."""
    from mtg_engine.rules.durations import UNTILS

    if verb in ("pump", "grant") and params.get("until", "end_of_turn") not in (
            *UNTILS, *(("",) if verb == "grant" else ())):  # (grant: "" no duration, 611.2a)
        return "until: must be end_of_turn or your_next_turn"
    if verb == "counter" and params.get("instead", "hand") not in (
            "hand", "library_top", "library_bottom", "library_top_or_bottom"):
        return "instead: must be hand, library_top, library_bottom or library_top_or_bottom " \
            "(614.1a)"
    if verb == "add_mana" and ("combination" in params or "spend_only" in params
                               or "colors" in params):
        return _combination_problem(params)
    return _choice_problem(verb, params) or _their_problem(verb, params)


def _combination_problem(params: dict[str, Any]) -> str:
    """106.1a: "Add two mana in any combination of colors" (`any_color` N, `combination`),
    with a spending restriction (106.6: `spend_only`, its canonical JSON) only there."""
    import json

    from mtg_engine.rules.spend import SPELL_KEYS, restriction_text

    if params.get("colors") is not None:  # "... of {R} and/or {G}": two colours, N or X
        colors = str(params["colors"])
        n = params.get("any_color")
        if params.get("combination") is not True or len(colors) != 2 \
                or any(c not in "WUBRG" for c in colors) \
                or not (n == "that_much" or (isinstance(n, int) and 1 <= n <= 5)) \
                or set(params) - {"any_color", "combination", "colors", "kept"} \
                or params.get("kept", "end_of_turn") != "end_of_turn":
            return "combination: true with any_color 1 to 5 or that_much, two colors"
        return ""
    n = params.get("any_color")
    # (603.7c: Plasm Capture's "X mana ..., where X is that spell's mana value", counted as its
    # delayed trigger is set up: "that much" then, effects/delayed_amounts.py)
    counted = n in (2, 3, "that_much") or (isinstance(n, dict) and set(n) == {"mana_value_of"})
    if params.get("combination") is not True or not counted \
            or set(params) - {"any_color", "combination", "spend_only"}:
        return "combination: true with any_color 2, 3, that_much or that spell's mana value " \
            "(and spend_only)"
    if "spend_only" in params:
        try:
            data = json.loads(str(params["spend_only"]))
        except ValueError:
            return "spend_only: a restriction's canonical JSON (106.6)"
        if not isinstance(data, dict) or set(data) - {"cast", "activate"} or not data \
                or restriction_text(data) != params["spend_only"] \
                or set(data.get("cast") or {}) - SPELL_KEYS:
            return "spend_only: {cast: <filter>, activate: <filter>} as canonical JSON (106.6)"
    return ""


def _choice_problem(verb: str, params: dict[str, Any]) -> str:
    """The punishers' and Balance's parameters (effects/punishers.py, effects/balance.py)."""
    if verb == "punish":
        options = params.get("options")
        needs = {"pay": "mana", "sacrifice": "unless_filter", "discard": "discard"}
        penalty = {"lose_life": "amount", "sacrifice": "filter",
                   "damage": "amount"}.get(params.get("penalty"))  # (damage: by the source)
        if penalty is None or penalty not in params or not isinstance(options, list) \
                or not options or any(o not in needs or needs[o] not in params for o in options):
            return ("penalty: lose_life or damage (with amount) or sacrifice (with filter); options: "
                    "pay (mana), sacrifice (unless_filter), discard (discard), each with its key")
    if verb == "redraw_hand" and (  # (effects/hand_redraw.py)
            params.get("how") not in ("discard", "shuffle", "bottom")
            or params.get("chosen", "any") not in ("any", 1, 2, 3, 4, 5)
            or ("chosen" in params and params["how"] != "discard")
            or params.get("plus", 0) not in (-1, 0, 1)
            or params.get("greatest", True) is not True
            or ("greatest" in params and (params["how"] != "discard" or "chosen" in params))):
        return "how: discard, shuffle or bottom; chosen (discard only): 1-5 or any; plus: -1-1;" \
            " greatest: true (a whole hand discarded)"
    if verb == "sacrifice_chosen" and params.get("half", "up") not in ("up", "down"):
        return "half: up or down (107.1a)"
    if verb == "keep_rest" and (
            params.get("who") not in ("each_player", "each_opponent", "target")
            or params.get("then") not in ("sacrifice", "destroy", "cant_block", "gain_control")
            or (params.get("who") == "target") != (params.get("then") == "cant_block")
            or ("filters" in params) == ("count" in params)
            or params.get("wording", "and") not in ("and", "among_first", "among_last",
                                                 "among_last_rest")):
        return "who: each_player or each_opponent (target with then: cant_block); then: " \
            "sacrifice, destroy, cant_block or gain_control; count or filters (one of them); wording: " \
            "and, among_first, among_last(_rest)"
    if verb == "balance":
        from mtg_engine.effects.balance import KINDS

        kinds = params.get("kinds")
        if not isinstance(kinds, list) or not kinds or any(k not in KINDS for k in kinds):
            return f"kinds: a list of {list(KINDS)}"
    return ""


def _their_problem(verb: str, params: dict[str, Any]) -> str:
    """An amount counted for each player (`of: their`) only in a verb that counts it for each
    player it is carried out for, and only when those are each player or each opponent."""
    from mtg_engine.cards.amounts import THEIR, THEIR_VERBS

    def theirs(v: Any) -> bool:
        return isinstance(v, dict) and (v.get("of") == THEIR or v.get("player_counters") == THEIR
                                        or theirs(v.get("plus_count"))
                                        or theirs(v.get("minus_count")))

    who = params.get("to" if verb == "damage" else "who")
    if not any(theirs(params.get(k)) for k in ("amount", "count")):
        return _their_life_problem(verb, params, who)
    if verb not in THEIR_VERBS or who not in ("each_player", "each_opponent"):
        return (f"of: {THEIR} (each player's count) only in {list(THEIR_VERBS)} for "
                "each_player or each_opponent")
    return ""


def _their_life_problem(verb: str, params: dict[str, Any], who: Any) -> str:
    """119.1: "that player's life total" / "half their life" (`life_total: their`) only for
    the players a player verb or damage is carried out for (each player, each opponent, a
    target player, the player a trigger names: rules/amounts.their_frame), never for you
    ("You gain life equal to that player's life total" names another player)."""
    from mtg_engine.cards.amounts import THEIR_VERBS

    def their_life(v: Any) -> bool:
        return isinstance(v, dict) and (v.get("life_total") == "their"
                                        or their_life(v.get("plus_count")))

    if not any(their_life(params.get(k)) for k in ("amount", "count")):
        return ""
    if verb in THEIR_VERBS and isinstance(who, str) and who != "you":
        return ""
    return "life_total: their only for the players a player verb or damage names, not you"
