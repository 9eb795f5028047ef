"""Trigger conditions counted within a turn (603.2), beside triggers.py: "Whenever you lose
life for the first time each turn" (119.3), "Whenever you cast your first instant or sorcery
spell each turn", "Whenever an opponent casts their first noncreature spell each turn" (601.2i:
the Nth spell of a kind), "Whenever you cast a spell other than your first spell each turn".
The grammar's productions (grammar.lark `player_event`), lowered to the events of
rules/trigger_turn_counts.py and rendered back for the round trip."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

_ORDINALS = ("", "first", "second", "third", "fourth", "fifth")
# the qualities a spell cast earlier this turn is judged on (rules/restrictions._spell_matches)
_SPELL_KEYS = {"types", "not_types", "colors", "not_colors", "colorless", "subtypes"}
# "Whenever you win / lose a coin flip" (705.2), "Whenever you clash [and win]" (701.23)
_PLAYER_EVENTS = {"win a coin flip": "you_win_coin_flip", "lose a coin flip": "you_lose_coin_flip",
                  "clash": "you_clash", "clash and win": "you_clash_win"}
_PLAYER_WORDS = {v: k for k, v in _PLAYER_EVENTS.items()}
# 601.2a: the zone a spell was cast from
_CAST_FROM = {("you", "cast during your turn"): "cast_spell_your_turn",  # (500.1)
              ("you", "cast during your main phase"): "cast_spell_your_main_phase",  # (505.1)
              ("you", "cast from exile"): "cast_from_exile",
              ("you", "cast from anywhere other than your hand"): "cast_not_from_hand",
              ("opponent", "cast from anywhere other than their hand"):
                  "opponent_casts_not_from_hand"}
_CAST_FROM_WORDS = {v: k for k, v in _CAST_FROM.items()}
# events whose player the effect may name ("that player")
PLAYER_REMEMBERED = frozenset({"opponent_draws_nth_card", "opponent_casts_nth_of_kind",
                               "opponent_casts_not_from_hand"})


class TurnCountProductions:
    """Methods of triggers._ToTrigger (installed by trigger_events.install_from)."""

    def you_lose_life_first(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "lose life for the first time each turn")

    def you_cast_nth_kind(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast nth of kind", items[1], detail=str(items[0]))

    def other_casts_nth_kind(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "an" or str(items[1]) != "opponent":
            raise NotUnderstood("a player casts their Nth ... spell")
        return ir.TriggerEvent("opponent", "cast nth of kind", items[3], detail=str(items[2]))

    def other_draws_nth(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "an" or str(items[1]) != "opponent":
            raise NotUnderstood("a player draws their Nth card")
        return ir.TriggerEvent("opponent", "draw nth card", detail=str(items[2]))

    def day_night_changes(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("game", "day becomes night or night becomes day")  # 724.1a

    def you_cast_adventurer(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "a":
            raise NotUnderstood("cast ... spell that has an Adventure")
        return ir.TriggerEvent("you", "cast a creature spell that has an Adventure")  # 716.1

    def other_sacrifices_another(self, items: list[Any]) -> ir.TriggerEvent:
        """"Whenever a player sacrifices another permanent" (701.17a): not the source."""
        if str(items[0]) not in ("a", "an"):
            raise NotUnderstood("<someone> sacrifices ...")
        if not dict(items[2].filter).get("other"):
            raise NotUnderstood("a player sacrifices ...")
        return ir.TriggerEvent(str(items[1]), "sacrifice", items[2])

    def you_sacrifice_some(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "one":
            raise NotUnderstood("you sacrifice N or more")
        return ir.TriggerEvent("you", "sacrifice one or more", items[1])  # 701.17a, 603.2c

    def you_cast_your_turn(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast during your turn", items[0])  # 601.2i, 500.1

    def you_cast_main_phase(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "cast during your main phase", items[0])  # 505.1

    def you_flip_result(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[1]) != "a":
            raise NotUnderstood("N coin flips")
        return ir.TriggerEvent("you", f"{items[0]} a coin flip")  # 705.2

    def you_clash(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "clash")  # 701.23

    def you_clash_win(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "clash and win")

    def spell_kind(self, items: list[Any]) -> ir.Desc:
        return self.desc(items)  # type: ignore[attr-defined, no-any-return]

    def you_cast_after_first(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "a":
            raise NotUnderstood("cast ... other than your first spell")
        return ir.TriggerEvent("you", "cast a spell other than your first")



def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for this module's events ((True, None) when the engine
    can't check the filter), (False, None) for the others."""
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    if ev.verb == "lose life for the first time each turn":  # 119.3
        return True, ("lose_life_first_time", {})
    if (ev.subject, ev.verb) in _CAST_FROM:  # 601.2a
        assert ev.desc is not None
        f = _filter(ev.desc)
        return True, ((_CAST_FROM[(ev.subject, ev.verb)], f) if not set(f) - _SPELL_KEYS
                      else None)
    if ev.verb.startswith("cast from exile") or ev.verb.startswith("cast from anywhere"):
        return True, None
    if ev.subject == "you" and ev.verb in _PLAYER_EVENTS:  # 705.2, 701.23
        return True, (_PLAYER_EVENTS[ev.verb], {})
    if ev.verb == "sacrifice one or more":  # 701.17a, 603.2c
        assert ev.desc is not None
        f = _filter(ev.desc)
        ok = not set(f) - {"types", "subtypes", "token", "other"} and bool(f)
        return True, (("you_sacrifice_some", f) if ok else None)
    if ev.verb == "cast a creature spell that has an Adventure":  # 716.1
        return True, ("cast_creature_with_adventure", {})
    if ev.verb == "day becomes night or night becomes day":  # 724.1a
        return True, ("day_night_changes", {})
    if ev.verb == "cast a spell other than your first":  # 601.2i
        return True, ("cast_spell_after_first", {})
    if ev.verb == "draw nth card" and ev.subject == "opponent":  # 121.1
        return True, ("opponent_draws_nth_card", {"nth": _ORDINALS.index(ev.detail)})
    if ev.verb != "cast nth of kind":
        return False, None
    assert ev.desc is not None
    f = _filter(ev.desc)
    if not f or set(f) - _SPELL_KEYS or ev.detail not in _ORDINALS[1:]:
        return True, None
    name = "cast_nth_of_kind" if ev.subject == "you" else "opponent_casts_nth_of_kind"
    return True, (name, {**f, "nth": _ORDINALS.index(ev.detail)})


def render(t: dict[str, Any]) -> str:
    """The English of this module's events ("" for the others)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    ev, f = t["event"], dict(t.get("filter", {}))
    if ev == "lose_life_first_time" and not f:
        return "Whenever you lose life for the first time each turn"
    if ev in _CAST_FROM_WORDS:
        who, verb = _CAST_FROM_WORDS[ev]
        d = describe_filter(f, "spell") if f else "spell"
        caster = "you cast" if who == "you" else "an opponent casts"
        return f"Whenever {caster} {'an' if d[0] in 'aeiou' else 'a'} {d} {verb[len('cast '):]}"
    if ev in _PLAYER_WORDS and not f:
        return f"Whenever you {_PLAYER_WORDS[ev]}"
    if ev == "you_sacrifice_some" and f:
        return f"Whenever you sacrifice one or more {describe_filter(f, plural=True)}"
    if ev == "cast_creature_with_adventure" and not f:
        return "Whenever you cast a creature spell that has an Adventure"
    if ev == "day_night_changes" and not f:
        return "Whenever day becomes night or night becomes day"
    if ev == "cast_spell_after_first" and not f:
        return "Whenever you cast a spell other than your first spell each turn"
    n = t.get("nth", 0)
    if ev == "opponent_draws_nth_card" and not f and 1 <= n < len(_ORDINALS):
        return f"Whenever an opponent draws their {_ORDINALS[n]} card each turn"
    if ev not in ("cast_nth_of_kind", "opponent_casts_nth_of_kind"):
        return ""
    if not 1 <= n < len(_ORDINALS) or not f:
        raise RenderError(f"{ev} without its N or its kind")
    who = "you cast your" if ev == "cast_nth_of_kind" else "an opponent casts their"
    return f"Whenever {who} {_ORDINALS[n]} {describe_filter(f, 'spell')} each turn"


_ONCE = " This ability triggers only once each turn."
# events whose abilities rules/ put on the list of triggered abilities without
# trigger_base._fire, which is where "only once each turn" is judged
ONCE_UNCHECKED = frozenset({"becomes_target_of_spell", "becomes_target_by_opponent", "chapter"})


def once_each_turn(para: str) -> tuple[str, bool]:
    """A triggered ability's last sentence "This ability triggers only once each turn." (the
    DSL's `once_each_turn`, rules/trigger_base.py): the paragraph without it, and whether it
    was there."""
    return (para[:-len(_ONCE)], True) if para.endswith(_ONCE) else (para, False)


def render_once(t: dict[str, Any], text: str) -> str:
    """The rendered ability, with its "only once each turn" sentence if it has one."""
    return text + _ONCE if t.get("once_each_turn") else text


PRODUCTIONS = TurnCountProductions  # installed into the trigger grammar (triggers._install_batched)
