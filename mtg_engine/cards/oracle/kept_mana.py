""""Add {W}{W}{W}. Until end of turn, you don't lose this mana as steps and phases end."
(Colossal Plow, 106.4, 500.4): the second sentence qualifies the mana the first added -> the
`add_mana` effect's `kept: end_of_turn` (rules/kept_mana.py), and back. Only mana of one
kind the controller adds, a fixed amount or "{R} for each ..." (the units kept are those
added)."""

from __future__ import annotations

from typing import Any

SENTENCE = "until end of turn, you don't lose this mana as steps and phases end"
# "At the beginning of each player's upkeep, that player adds {G}{G}{G}. Until end of turn,
# they don't lose this mana ..." (Shizuko, Caller of Autumn): the player who added it (read
# with the `triggered_mana` effect, mana_triggers.effects)
THEY = SENTENCE.replace("you don't", "they don't")
MARK: dict[str, Any] = {"keep_mana": {}}  # (the sentence read alone, merged by `merge`)


def lower_sentence(low: str) -> list[dict[str, Any]] | None:
    """The mark of the sentence (lower case, without its period), or None."""
    return [dict(MARK)] if low.strip() == SENTENCE else None


def merge(out: list[dict[str, Any]]) -> bool:
    """The mana the one instruction before that added mana added is kept (`out` changed), or
    False if there is no such one instruction of a fixed amount its controller adds."""
    at = [i for i, e in enumerate(out) if "add_mana" in e]
    if len(at) != 1 or set(out[at[0]]) != {"add_mana"}:
        return False  # ("this mana": the one instruction that added mana, 608.2c)
    p = out[at[0]]["add_mana"]
    if set(p) == {"any_color", "combination", "colors"}:  # 106.1a: {R} and/or {G} chosen
        out[at[0]] = {"add_mana": {**p, "kept": "end_of_turn"}}
        return True
    if set(p) - {"count"} != {"mana"} or not isinstance(p["mana"], str):
        return False  # (a fixed mana, or "{R} for each ...": 106.1, counted as it resolves)
    out[at[0]] = {"add_mana": {**p, "kept": "end_of_turn"}}
    return True


def render(p: dict[str, Any], said: str) -> str:
    """"add {W}{W}{W}. until end of turn, you don't lose this mana as steps and phases end"
    (`said`: the English of the mana added)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p.get("kept") != "end_of_turn":
        raise RenderError("mana kept as steps and phases end")
    return f"{said}. {THEY if p.get('who') == 'that_player' else SENTENCE}"


# render.normalise: the sentence said of the mana of "add ... [and ...]", in the text after the
# whole sentence, in the rendering right after the mana: both read as "add <mana> kept ..."
NORMALISE = ((r"\b(adds?) ((?:\{[^}]+\})+)([^.]*)\. until end of turn, (?:you|they) don't lose "
              r"this mana as steps and phases end", r"\1 \2 kept\3"),)
