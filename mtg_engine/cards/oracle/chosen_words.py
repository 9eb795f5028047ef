"""An object becomes a colour, a basic land type or a creature type, named or of its
controller's choice (613.1d-e, 608.2d), in the Oracle compiler:

  ~ becomes the color of your choice until end of turn.                  (Rainbow Crow)
  Target land becomes the basic land type of your choice until end of turn.  (Jinx)
  ~ becomes the creature type of your choice until end of turn.          (Mistform Dreamer)
  Target land becomes an Island until end of turn.                       (Tidal Warrior)
  Target land becomes a Forest.                                          (Thelonite Monk)

grammar.lark's `becomes_chosen` / `becomes_land_type` verb phrases; the IR `Becomes`; the DSL
a `continuous` effect with `choose` ("color", "land_type", "creature_type": asked as it
resolves, 608.2d, rules/chosen_words.py) or `set_land_subtypes` (305.7: the land's old land
types and its rules-text abilities go, it gets the new type's mana ability), until end of turn
or, without a duration, for as long as the object exists (611.2a). A land type is set only on
a target land or lands (305.7 is about lands); a creature type only on a creature (205.3d).
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

# the printed words of each choice (608.2d) -> the DSL's `choose`
_CHOICES = {"color": "color", "basic land type": "land_type", "creature type": "creature_type",
            "color or colors": "colors"}  # (105.3: one or more colours)
_WORDS = {v: k for k, v in _CHOICES.items()}
_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i
_KEYWORD_CHOICES = ("keyword", "lose_keyword")  # gains / loses your choice of (613.1f)
# Is every face of the card being compiled a creature? (set by compiler.compile_card)
ALL_CREATURE: ContextVar[bool] = ContextVar("ALL_CREATURE", default=False)


@dataclass(frozen=True, slots=True)
class Becomes:
    """"[object] becomes <the kind of your choice | a basic land type> [until end of turn]",
    "[object] gains / loses your choice of <keywords> until end of turn"."""

    what: ir.Subject
    # "color" | "land_type" | "creature_type" | "keyword" | "lose_keyword", or "" for
    # `land_type`
    choose: str
    land_type: str  # "Island" (205.3i), or ""
    eot: bool
    options: tuple[str, ...] = ()  # the keywords offered (613.1f)


def chosen_vp(what: str) -> tuple[str, str, str]:
    """The verb phrase of "becomes the <color | basic land type | creature type> of your
    choice"."""
    return ("becomes_word", _CHOICES[" ".join(what.split())], "")


def land_type_vp(word: str) -> tuple[str, str, str]:
    """The verb phrase of "becomes a Swamp" (205.3i)."""
    return ("becomes_word", "", word.capitalize())


def instruction(what: ir.Subject, vp: tuple[str, str, Any], eot: bool, alone: bool) -> Becomes:
    if not alone and not eot:
        raise NotUnderstood("becomes for good and another verb")
    if vp[1] in _KEYWORD_CHOICES:  # "gains your choice of flying or haste" (613.1f)
        if not eot:
            raise NotUnderstood("a lasting ability is a static ability")
        return Becomes(what, vp[1], "", eot, tuple(vp[2]))
    return Becomes(what, vp[1], vp[2], eot)


def lower(low: Any, ins: Becomes) -> list[dict[str, Any]]:
    what = low.object(ins.what)
    if ins.choose in ("land_type", "") and not _lands(low, what):
        raise NotUnderstood("a land type set on what may not be a land (305.7)")
    if ins.choose == "creature_type" and not _creatures(low, what):
        raise NotUnderstood("a creature type set on what may not be a creature (205.3d)")
    eff: dict[str, Any] = {"what": what}
    if ins.choose in _KEYWORD_CHOICES:
        from mtg_engine.cards.oracle.effects import GRANTABLE

        if any(k not in GRANTABLE for k in ins.options) or len(set(ins.options)) < 2:
            raise NotUnderstood("a keyword the engine doesn't grant")
        if what != "self" and not _creatures(low, what):
            raise NotUnderstood("a keyword chosen for what may not be a creature")
        eff["choose"] = ins.choose
        eff["options"] = list(ins.options)
    elif ins.choose:
        eff["choose"] = ins.choose
    else:
        eff["set_land_subtypes"] = [ins.land_type]
    eff["until"] = "end_of_turn" if ins.eot else ""
    return [{"continuous": eff}]


def _spec(low: Any, what: Any) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.lower import target_spec

    if not isinstance(what, str) or not what.startswith("target"):
        return None
    n = int(what.partition(":")[2] or 0)
    return target_spec(low.res.targets[n])  # type: ignore[no-any-return]


def _lands(low: Any, what: Any) -> bool:
    if _group_of(what, "Land"):  # "Each land you control becomes ..." (611.2c: those lands)
        return True
    spec = _spec(low, what)
    return spec is not None and spec["kind"] == "permanent" \
        and spec.get("filter", {}).get("types") == ["Land"]


def _creatures(low: Any, what: Any) -> bool:
    if what == "self":
        return ALL_CREATURE.get()
    if _group_of(what, "Creature"):
        return True
    spec = _spec(low, what)
    return spec is not None and spec["kind"] == "creature"


def _group_of(what: Any, card_type: str) -> bool:
    """Is `what` a group of permanents of exactly this card type ("each creature you
    control")?"""
    return isinstance(what, dict) and set(what) == {"all"} \
        and what["all"].get("types") == [card_type] and not what["all"].get("any_of")


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such a `continuous` effect, or None if it isn't one."""
    until = p.get("until", "end_of_turn")
    if p.get("choose") in _KEYWORD_CHOICES and set(p) - {"what", "until"} == {
            "choose", "options"} and until == "end_of_turn":
        from mtg_engine.cards.oracle.render_phrases import _or

        verb = "gains" if p["choose"] == "keyword" else "loses"
        what = str(p["what"])
        if what.startswith("self_and:") and p["choose"] == "keyword":  # (both_gain.py)
            return f"~ and {refs.obj(what[len('self_and:'):])}", \
                f"both gain your choice of {_or(list(p['options']))} until end of turn"
        return refs.obj(p["what"]), f"{verb} your choice of {_or(list(p['options']))} " \
            "until end of turn"
    if until not in ("end_of_turn", "") or set(p) - {"what", "until"} not in (
            {"choose"}, {"set_land_subtypes"}):
        return None
    if p.get("choose") == "creature_type_not_wall":  # (chosen_type.py)
        return "", f"choose a creature type other than Wall. {refs.obj(p['what'])} " \
            f"becomes that type{' until end of turn' if until else ''}"
    if "choose" in p:
        word = f"the {_WORDS[p['choose']]} of your choice"
    else:
        types = p["set_land_subtypes"]
        if len(types) != 1 or types[0] not in _LAND_TYPES:
            return None
        word = ("an " if types[0][0] in "AEIOU" else "a ") + types[0]
    return refs.obj(p["what"]), f"becomes {word}" + (" until end of turn" if until else "")
