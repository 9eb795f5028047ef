"""Plane, phenomenon and scheme cards (310, 311, 313) read from Oracle text: layouts "planar"
and "scheme", played by rules/planechase.py and rules/archenemy.py from the command zone.

Their own trigger conditions are read here, the effect after them as any trigger's is
(triggers._trigger, through a stand-in condition of the same shape: one naming ~ when the
printed one does, so "it" and "~" read as they would there):

- "Whenever you roll {CHAOS}, ..." (310.7, a chaos ability: event "chaos");
  "Whenever you roll the planar die, ..." (901.9: "roll_planar_die");
- "When you planeswalk to ~[ or at the beginning of your upkeep / precombat main phase], ..."
  (901.11: "planeswalk_to", and the step's own event); "When you planeswalk away from ~, ..."
  (701.24d: "planeswalk_away"); "When you encounter ~, ..." (311.5: "encounter");
- "When you set this scheme in motion, ..." (701.25: "set_in_motion"). "This scheme" is the
  scheme card itself (313.7): it is read as ~.
- "Planeswalk." (701.24) and "abandon this scheme" (701.26) are the verbs `planeswalk` and
  `abandon` (effects/command_decks.py).

Their other abilities are read as any card's (compiler._face_dsl). Fail closed: the engine
applies a command-zone card's static abilities in the layers (rules/command_zone.py) and its
spell cost changes (601.2f, rules/costs.py) only, so any other static ability, a replacement
effect ("Players skip their untap steps.") and an activated ability refuse the card.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mtg_engine.cards.mtgjson import AtomicCard

LAYOUT_TYPES = {"planar": frozenset({"Plane", "Phenomenon"}), "scheme": frozenset({"Scheme"})}
_ONGOING_REMINDER = ("(An ongoing scheme remains face up until it's abandoned.)",
                     "(An ongoing scheme remains face up.)")

# (printed condition, its events, the stand-in condition the body is read after)
_SELF_STANDIN = "When ~ enters the battlefield"
_CONDITIONS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    (r"Whenever you roll \{CHAOS\}", ("chaos",), "At the beginning of your upkeep"),
    (r"Whenever you roll the planar die", ("roll_planar_die",), "At the beginning of your upkeep"),
    (r"When you planeswalk to ~ or at the beginning of your upkeep", ("planeswalk_to", "upkeep"),
     _SELF_STANDIN),
    (r"When you planeswalk to ~ or at the beginning of your precombat main phase",
     ("planeswalk_to", "main1"), _SELF_STANDIN),
    (r"When you planeswalk to ~", ("planeswalk_to",), _SELF_STANDIN),
    (r"When you planeswalk away from ~", ("planeswalk_away",), _SELF_STANDIN),
    (r"When you encounter ~", ("encounter",), _SELF_STANDIN),
    (r"When you set ~ in motion", ("set_in_motion",), _SELF_STANDIN),
)
# Chaotic Aether's effect (the verb `blank_rolls_chaos`, rules/planechase.py)
BLANK_ROLLS_CHAOS = ("each blank roll of the planar die is a {CHAOS} roll until a player "
                     "planeswalks away from a plane")
# Spatial Merging's effect (the verb `planeswalk_to_planes`, rules/planechase.py)
_PLANESWALK_TO = ("reveal cards from the top of your planar deck until you reveal two plane "
                  "cards. Simultaneously planeswalk to both of them. Put all other cards "
                  "revealed this way on the bottom of your planar deck in any order")
_WORDS = {"chaos": "Whenever you roll {CHAOS}",
          "roll_planar_die": "Whenever you roll the planar die",
          "planeswalk_to": "When you planeswalk to ~",
          "planeswalk_away": "When you planeswalk away from ~",
          "encounter": "When you encounter ~",
          "set_in_motion": "When you set ~ in motion"}


def card_problem(card: AtomicCard) -> str | None:
    """Why a card of these layouts can't be read at all, or None."""
    types = set(card.front.types)
    if len(card.faces) != 1 or not types or not types <= LAYOUT_TYPES[card.layout]:
        return f"a {card.layout} card whose types are not {sorted(LAYOUT_TYPES[card.layout])}"
    return None


def variant_dsl(card: AtomicCard, rendered: list[tuple[str, str]],
                face_dsl: Any, round_trip: Any, reason: Any) -> tuple[dict[str, Any], list[Any]]:
    """The card's DSL and the reasons it can't be compiled: its own trigger paragraphs read
    here, the rest by `face_dsl` (compiler._face_dsl)."""
    from mtg_engine.cards.oracle.compiler import name_to_tilde, strip_reminder
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    face = card.front
    text = face.text
    if card.layout == "scheme":  # 313.7: "this scheme" is the scheme card itself
        text = re.sub(r"\bthis scheme\b", card.name, text)
    own: list[dict[str, Any]] = []
    trace: list[tuple[str, str, list[Any]]] = []
    rest: list[str] = []
    reasons: list[Any] = []
    for line in text.split("\n"):
        if line.strip() in _ONGOING_REMINDER:
            continue  # 205.4h, 904.11: reminder text; the supertype is the rule
        para = name_to_tilde(strip_reminder(line), card.name, False)
        trig, why = variant_trigger(para, _printed(strip_reminder(line), card))
        if trig is None and not why:
            rest.append(line)
        elif trig is None:
            reasons.append(reason(why, para))
        else:
            own += trig
            trace.append((para, "trigger", trig))
    dsl, why_rest = face_dsl(card, replace(face, text="\n".join(rest)), card.name, rendered)
    reasons += why_rest
    if not reasons:
        reasons += round_trip(trace, face.types, _TOKEN_SINK.get() or [], rendered)
    reasons += [reason(w, "") for w in _command_zone_problems(dsl)]
    dsl["type"] = face.type_line
    dsl["text"] = face.text
    if own:
        dsl["triggers"] = own + dsl.get("triggers", [])
    return dsl, reasons


def _printed(line: str, card: AtomicCard) -> str:
    """The printed paragraph (313.7: "this scheme" as printed)."""
    return line.replace(card.name, "this scheme") if card.layout == "scheme" else line


def variant_trigger(para: str, printed: str) -> tuple[list[dict[str, Any]] | None, str]:
    """(the triggers, "") for a paragraph with one of these conditions; (None, why) when the
    effect is not understood; (None, "") for any other paragraph."""
    from mtg_engine.cards.oracle.triggers import _trigger

    for pattern, events, standin in _CONDITIONS:
        m = re.fullmatch(pattern + r", (.+)", para)
        if m is None:
            continue
        if m.group(1) == _PLANESWALK_TO + ".":  # (Spatial Merging: the variant's own)
            return [{"event": e, "text": printed,
                     "effects": [{"planeswalk_to_planes": {"count": 2}}]} for e in events], ""
        got, why = _trigger(f"{standin}, {m.group(1)}", printed)
        words = pattern.replace("\\", "")
        if got is None or len(got) != 1:  # (the reason names the printed condition)
            why = why.replace(standin, words).replace(standin[0].lower() + standin[1:], words)
            return None, why or f"triggered ability ({words}, ...): effect not understood"
        t = got[0]
        if set(t) - {"event", "text", "effects", "targets", "optional", "if"}:
            return None, f"triggered ability ({words}, ...): not understood"
        return [{**t, "event": e, "text": printed} for e in events], ""
    return None, ""


def render_condition(t: dict[str, Any]) -> str:
    """The condition of these events ("" for any other)."""
    if t["event"] in _WORDS and not t.get("filter"):
        return _WORDS[t["event"]]
    return ""


# 506.5, 508.1c, 509.1b: "No more than one creature can attack each combat." read from the
# command zone too (rules/combat._static_limit)
_LIMITS = ("max_attackers", "max_blockers")


def _command_zone_problems(dsl: dict[str, Any]) -> list[str]:
    """What the engine doesn't do for a card in the command zone (rules/command_zone.py: the
    layers; rules/costs.spell_cost_sources: spells' costs, 601.2f; rules/replacement.py: its
    replacement effects, 614)."""
    from mtg_engine.rules.layers import LAYERED

    out = []
    for st in dsl.get("statics", []):
        kind = next(iter(st))
        if kind not in (*LAYERED, "spell_cost", *_LIMITS) \
                or (isinstance(st[kind], dict) and st[kind].get("zone")):
            out.append(f"a static ability of a card in the command zone ({kind}) is not "
                       "applied yet")
    if dsl.get("abilities"):
        out.append("activated abilities of a card in the command zone are not offered yet")
    for t in dsl.get("triggers", []):
        if t.get("zone"):
            out.append("a triggered ability of a card in the command zone that works "
                       "from another zone")
    return out


def render_planeswalk_to(count: int) -> str:
    """Spatial Merging's instruction (`planeswalk_to_planes`), without its final period."""
    if count != 2:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError(f"planeswalking to {count} planes")
    return _PLANESWALK_TO
