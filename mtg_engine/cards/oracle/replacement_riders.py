""""If ... would ... this turn, ... instead." among a spell's or ability's instructions: a
replacement effect for the rest of the turn (614.1a, 514.2; effects/replacement_this_turn.py),
read for the compiler and rendered back for its round trip. The sentence is the static
replacement a permanent could have (oracle/replacement_statics.py, oracle/damage_doubling.py)
with "this turn" before its first comma: "If a card would be put into your graveyard from
anywhere this turn, exile that card instead." (Yawgmoth's Will), "If a source you control
would deal damage to an opponent this turn, it deals double that damage to that player
instead." (Goblin Goliath). Replacements about the source itself or what it's attached to are
not read (a resolved spell has neither)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_SENTENCE = re.compile(r"(?:^|(?<=\. ))(If [^.]* would [^.]*? this turn, [^.]*\.)(?= |$)")
# the same duration said first (611.2a): "Until end of turn, if a nontoken creature would enter
# the battlefield and it wasn't cast, exile it instead." (Mistcaller; Hallowed Moonlight's "a
# creature": tokens too) -> `template` "until", for the round trip
_UNTIL = re.compile(r"(?:^|(?<=\. ))(Until end of turn, if [^.]* would [^.]*?, [^.]*\.)(?= |$)")
_UNTIL_HEAD = "Until end of turn, if "
# 614.1c, 611.2a: "This turn, each creature you control enters the battlefield with an
# additional +1/+1 counter on it." (Zameck Guildmage): the static of entering.additional_counter
# for the turn -> `template` "this_turn"
_ENTERS = re.compile(r"(?:^|(?<=\. ))(This turn, each [^.]* enters the battlefield with an? "
                     r"additional [^.]* counters? on it\.)(?= |$)")
_ENTERS_HEAD = "This turn, "
_NOT_ON_A_SPELL = ("self", "attached", "damaged_by_self", "damaged_by_attached")


def _read(sentence: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle import damage_doubling, replacement_statics

    if sentence.startswith(_ENTERS_HEAD):  # 614.1c: permanents entering this turn
        from mtg_engine.cards.oracle.entering import additional_counter

        rep = additional_counter("E" + sentence[len(_ENTERS_HEAD) + 1:])
        # (not "each other ..." nor "... of the chosen type": a resolved ability's effect has
        # no source permanent to be other than or to have chosen, 611.2c)
        f = (rep or {}).get("filter", {})
        return None if rep is None or f.get("other") or f.get("chosen") else rep
    until = sentence.startswith(_UNTIL_HEAD)
    static = "If " + sentence[len(_UNTIL_HEAD):] if until \
        else sentence.replace(" this turn, ", ", ", 1)
    rep = replacement_statics.lower(static) or damage_doubling.lower(static)
    if rep is None or rep.get("affects") in _NOT_ON_A_SPELL or rep.get("source") == "self" \
            or rep.get("event") == "discarded_by_opponent":
        return None
    if rep.get("event") == "enters" and not (until and rep.get("condition") == "not_cast") \
            and not (not until and rep.get("instead") == "control"):
        return None  # (614.1c: only a creature entering uncast, exiled, is read for a turn,
        # and one entering under an opponent's control, under yours: Gather Specimens)
    return rep


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    t = text.strip()
    m = _SENTENCE.search(t) or _UNTIL.search(t) or _ENTERS.search(t)
    if m is None:
        return None
    rep = _read(m.group(1))
    if rep is None:
        return None
    before_text, after_text = t[: m.start(1)].strip(), t[m.end(1):].strip()
    before = compile_rest(ctx, before_text) if before_text else []
    after = compile_rest(ctx, after_text) if after_text else []
    if before is None or after is None:
        return None
    body: dict[str, Any] = {"replacement": rep}
    if m.group(1).startswith(_UNTIL_HEAD):
        body["template"] = "until"
    elif m.re is _ENTERS:
        body["template"] = "this_turn"
    return [*before, {"replace_this_turn": body}, *after]


def render(params: dict[str, Any]) -> str:
    """The sentence back, as an instruction (lower case, no period)."""
    from mtg_engine.cards.oracle import damage_doubling, replacement_statics
    from mtg_engine.cards.oracle.render_phrases import RenderError

    rep = params.get("replacement")
    if set(params) - {"template"} != {"replacement"} or not isinstance(rep, dict):
        raise RenderError("a replacement for the turn")
    if params.get("template") == "this_turn":  # 614.1c, 611.2a: "This turn, each ..."
        from mtg_engine.cards.oracle.entering import render_additional_counter

        each = render_additional_counter(rep)
        return f"this turn, {each[0].lower()}{each[1:-1]}"
    static = damage_doubling.render(rep) if rep.get("event") == "damage" \
        else replacement_statics.render(rep)
    if params.get("template") == "until":  # 611.2a: "Until end of turn, if ..."
        return "until end of turn, if " + static[len("If "):].rstrip(".")
    head, sep, tail = static.partition(", ")
    if not sep:
        raise RenderError("a replacement for the turn")
    words = f"{head} this turn, {tail}".rstrip(".")
    return words[0].lower() + words[1:]
