"""The effect of a triggered mana ability (605.1b): "its controller adds an additional {G}"
(Wild Growth), "add an additional {B}" (Crypt Ghast), "that player adds {G}{G}" -- read only
after a "tapped for mana" trigger condition (106.12), lowered to the DSL effect
`triggered_mana` (rules/mana_triggers.py resolves it at once, 605.4a) and rendered back.

Who adds the mana follows the condition: "add" after "Whenever you tap ..." (the ability's
controller, who tapped it); "its controller adds" after "Whenever <a permanent> is tapped for
mana" (that permanent's controller, who tapped it, 602.2); "that player adds" after "Whenever a
player / an opponent taps ...". Any other pairing is refused. Besides fixed mana, a mana
ability's choice (605.1b: still a mana ability): "one mana of any color" / "two mana in any
combination of colors" (`any_color`: how many, each chosen, 106.1a), "one mana of any type that
land produced" (`produced`: a type of the mana the tapped land's ability just added, 106.1b;
only after an event whose tapped permanent is a land), "... that permanent produced" (the same
after "Whenever you tap a nonland permanent for mana", `of`: "permanent"). "Of the chosen
color" is not read."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.rules.mana_triggers import MANA_TRIGGER_EVENTS

_EFFECT = re.compile(r"^(?:(its controller|that player) adds|add) (an additional )?"
                     r"((?:\{[wubrgc]\})+|one mana of any color|two mana in any combination of "
                     r"colors|one mana of any type that (?:land|permanent) produced|"
                     r"one mana of that color)\.?$",
                     re.I)
_CHOSEN = {"one mana of any color": ("any_color", 1),
           "two mana in any combination of colors": ("any_color", 2),
           "one mana of any type that land produced": ("produced", 1),
           # (after "Whenever you tap a nonland permanent for mana": Kinnan, Bonder Prodigy)
           "one mana of any type that permanent produced": ("produced", 1),
           # 614.12a: after "... is tapped for mana of the chosen color" (Gauntlet of Power):
           # one mana of the color the source chose, if the land made mana of it
           "one mana of that color": ("chosen_color", 1)}
_WHO = {"its controller": "its_controller", "that player": "that_player", None: "you"}


def _who_fits(who: str, event: str, f: dict[str, Any]) -> bool:
    if event in ("tapped_for_mana", "attached_tapped_for_mana"):
        return who == "its_controller"
    if event == "permanent_tapped_for_mana":
        return (who == "you") == (f.get("controller") == "you")
    return False


def _player_remembered(conds: list[tuple[str, dict[str, Any]]]) -> bool:
    """Does each event remember a player ("that player": the active player of "each player's
    precombat main phase", the caster of "a player casts", 603.2)?"""
    from mtg_engine.cards.oracle.trigger_render import remembered_phrase

    return all(remembered_phrase(e, f) == "that player" for e, f in conds)


def effects(conds: list[tuple[str, dict[str, Any]]], body: str) -> list[dict[str, Any]] | None:
    """The `triggered_mana` effect of `body` after these trigger conditions, or None: a mana
    ability's after "tapped for mana" (605.1b), or "that player adds {G}{G}" after an event
    that remembers a player (Eladamri's Vineyard, Tangleroot: not a mana ability, it uses the
    stack, 605.1b, 603.3)."""
    if not conds:
        return None
    from mtg_engine.cards.oracle.kept_mana import THEY

    kept = body.strip().endswith(". " + THEY[0].upper() + THEY[1:] + ".")
    if kept:  # 106.4: "... that player adds {G}{G}{G}. Until end of turn, they don't lose ..."
        got = effects(conds, body.strip()[:-len(THEY) - 3] + ".")
        if not got or got[0]["triggered_mana"].get("who") != "that_player" \
                or set(got[0]["triggered_mana"]) != {"mana", "who"} \
                or all(e in MANA_TRIGGER_EVENTS for e, _ in conds):
            return None  # (a mana ability's mana, 605.1b: not read with it)
        return [{"triggered_mana": {**got[0]["triggered_mana"], "kept": "end_of_turn"}}]
    m = _EFFECT.match(body.strip())
    if m is None:
        return None
    who = _WHO[m.group(1).lower() if m.group(1) else None]
    if not all(e in MANA_TRIGGER_EVENTS for e, _ in conds):
        if who != "that_player" or m.group(2) or not _player_remembered(conds):
            return None
    elif not all(_who_fits(who, e, f) for e, f in conds):
        return None
    chosen = _CHOSEN.get(m.group(3).lower())
    if chosen is None:
        p: dict[str, Any] = {"mana": m.group(3).upper(), "who": who}
    elif not all(e in MANA_TRIGGER_EVENTS for e, _ in conds) \
            or (chosen[0] == "chosen_color" and not all(_of_land(e, f) for e, f in conds)) \
            or (chosen[0] == "produced" and not all(_of_land(e, f) == ("land" in m.group(3))
                                                    for e, f in conds)):
        return None  # (a choice only as a mana ability's, 605.1b; "that land": a land's,
        # "that permanent": one not always a land's)
    else:
        p = {chosen[0]: chosen[1], "who": who}
        if "permanent" in m.group(3):
            p["of"] = "permanent"
    if m.group(2):
        p["additional"] = True
    return [{"triggered_mana": p}]


def _of_land(event: str, f: dict[str, Any]) -> bool:
    """Is the permanent tapped for mana in this event always a land ("that land")?"""
    if event == "attached_tapped_for_mana":  # "enchanted land" (the Aura's enchant land)
        return False
    return "Land" in f.get("types", ()) or bool(set(f.get("subtypes", ())) & _LAND_TYPES)


_LAND_TYPES = {"Forest", "Island", "Mountain", "Plains", "Swamp"}


def render(p: dict[str, Any]) -> str:
    if p.get("kept"):  # 106.4: "... they don't lose this mana ..." (kept_mana.py)
        from mtg_engine.cards.oracle.kept_mana import render as render_kept

        return render_kept(p, render({k: v for k, v in p.items() if k != "kept"}))
    who = {"you": "add", "its_controller": "its controller adds",
           "that_player": "that player adds"}[p["who"]]
    more = "an additional " if p.get("additional") else ""
    if p.get("any_color") == 1:
        return f"{who} {more}one mana of any color"
    if p.get("any_color") == 2:
        return f"{who} {more}two mana in any combination of colors"
    if p.get("produced") == 1:
        return f"{who} {more}one mana of any type that {p.get('of', 'land')} produced"
    if p.get("chosen_color") == 1:  # 614.12a
        return f"{who} {more}one mana of that color"
    return f"{who} {more}{p['mana']}"
