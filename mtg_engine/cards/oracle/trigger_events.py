"""Trigger conditions added in session 6 (issue 11), beside triggers.py: where a condition ends
when it holds a list ("Whenever you cast an artifact, instant, or sorcery spell, ..."), the
batched "one or more" events (603.2c), "you attack with N or more creatures" (508.1), damage
dealt by a source to ~ or to you (120.3), and a permanent becoming the target of a spell or
ability (115.1). Each reads the grammar's productions (grammar.lark `trigger`), lowers them to
the engine's events (rules/trigger_events_batch.py) and renders them back for the round trip.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.parse import NotUnderstood

# ------------------------------------------------------------------ where the condition ends

_LIST_GOES_ON = re.compile(r"(?:[\w'-]+, )*(?:or|and/or) |non[\w-]+ ")  # (or "noncreature, nonland")


def split_condition(para: str) -> list[tuple[str, str]]:
    """The ways to cut "When/Whenever/At <condition>, <effect>": at the first comma, then (a
    list of words joined by ", ... or": "an artifact, instant, or sorcery spell") at each later
    comma that ends such a list. The first the grammar reads is the condition."""
    m = re.match(r"^(?:When|Whenever|At) ", para)
    if not m:
        return []
    out = []
    pos = m.end()
    while True:
        i = para.find(", ", pos)
        if i < 0:
            return out
        out.append((para[:i], para[i + 2:]))
        if not _LIST_GOES_ON.match(para, i + 2):
            return out
        pos = i + 2


def number_word(tok: Any) -> int:
    """"one" / "two" / ... as a number (the N of "one or more", "two or more")."""
    words = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    w = str(tok)
    if w in words[1:]:
        return words.index(w)
    if w.isdigit():
        return int(w)
    raise NotUnderstood(f"{w} or more")


# ------------------------------------------------------------------ the grammar's productions


class BatchedProductions:
    """Methods of triggers._ToTrigger (installed by `install`): the productions of the
    grammar's `batched_event`, each to an ir.TriggerEvent whose `detail` carries the N of "N
    or more" (and where the event says it, whose graveyard / from where)."""

    def attack_with_n(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "attack with", items[1], detail=str(number_word(items[0])))

    def some_enter(self, items: list[Any]) -> ir.TriggerEvent:
        under = str(items[2]) if len(items) > 2 else ""
        return ir.TriggerEvent("batch", "enter", items[1],
                               detail=f"{number_word(items[0])} {under}".strip())

    def some_die(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("batch", "die", items[1], detail=str(number_word(items[0])))

    def counters_on_object(self, items: list[Any]) -> ir.TriggerEvent:
        if str(items[0]) != "one" or str(items[2]) != "counters":
            raise NotUnderstood("N or more counters on a permanent")
        if len(items) > 4 and str(items[3]) not in ("a", "an"):
            raise NotUnderstood("counters on N permanents")
        desc = items[-1]  # ("on another creature you control": no article)
        if len(items) == 4 and not dict(desc.filter).get("other"):
            raise NotUnderstood("counters put on ...")
        return ir.TriggerEvent("object", "counters are put on", desc, detail=str(items[1]))

    def cards_to_graveyard(self, items: list[Any]) -> ir.TriggerEvent:
        nouns = tuple(str(t) for t in items if t.type == "NOUN")
        whose = next(str(t) for t in items if t.type == "GY_OWNER")
        frm = next(str(t) for t in items if t.type == "GY_FROM")
        return ir.TriggerEvent("batch", f"cards put into graveyard from {frm}", ir.Desc(nouns),
                               detail=f"{number_word(items[0])} {whose}")

    def cards_leave_graveyard(self, items: list[Any]) -> ir.TriggerEvent:
        nouns = tuple(str(t) for t in items if t.type == "NOUN")
        return ir.TriggerEvent("batch", "cards leave your graveyard", ir.Desc(nouns),
                               detail=str(number_word(items[0])))

    def you_discard_filtered(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        return ir.TriggerEvent("you", "discard", items[1])

    def other_discards_filtered(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        _one(items[2])
        return ir.TriggerEvent(str(items[1]), "discard", items[3])

    def other_sacrifices_or_discards(self, items: list[Any]) -> list[ir.TriggerEvent]:
        """"Whenever an opponent sacrifices a nontoken permanent or discards a permanent card"
        (Tergrid): two events, one ability (603.2; the card: event_card_moves.py)."""
        for tok in (items[0], items[2], items[4]):
            _one(tok)
        who = str(items[1])
        return [ir.TriggerEvent(who, "sacrifice", items[3]),
                ir.TriggerEvent(who, "discard", items[5])]

    def source_deals_damage(self, items: list[Any]) -> ir.TriggerEvent:
        """"Whenever a source [an opponent controls / you control] deals damage to ~ / you"
        (120.3)."""
        _one(items[0])
        whose = next((str(t) for t in items if t.type == "SOURCE_WHOSE"), "")
        f = {"an opponent controls": (("controller", "opponent"),),
             "you control": (("controller", "you"),)}.get(whose, ())
        return ir.TriggerEvent("source", "deals damage to " + str(items[-1]), ir.Desc((), f))

    def object_targeted(self, items: list[Any]) -> ir.TriggerEvent:
        """"Whenever a <filter> becomes the target of a spell or ability [an opponent
        controls]" (115.1)."""
        _one(items[0])
        return ir.TriggerEvent("object", "becomes the target of " + items[2], items[1])

    def another_targeted(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("object", "becomes the target of " + items[1], items[0],
                               other=True)

    def targeting(self, items: list[Any]) -> str:
        _one(items[0])
        if str(items[1]) != "instant or sorcery spell" and str(items[0]) != "a":
            raise NotUnderstood("an spell")
        return " ".join(str(t) for t in items[1:])

    def you_gain_life_first(self, _: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", "gain life for the first time each turn")

    def other_taps_for_mana(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        _one(items[2])
        return ir.TriggerEvent(str(items[1]), "tap for mana", items[3])

    def you_tap_for_mana(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        return ir.TriggerEvent("you", "tap for mana", items[1])

    def object_tapped_for_mana(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])  # "Whenever a Forest is tapped for mana" (106.12)
        return ir.TriggerEvent("object", "is tapped for mana", items[1])

    def ev_tapped_for_mana(self, _: list[Any]) -> tuple[str, Any, str]:
        return ("is tapped for mana", None, "")  # "enchanted land is tapped for mana"

    def you_scry(self, items: list[Any]) -> ir.TriggerEvent:
        return ir.TriggerEvent("you", str(items[0]))

    def other_casts_your_turn(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        if str(items[1]) != "opponent":
            raise NotUnderstood("a player casts ... during your turn")
        return ir.TriggerEvent("opponent", "cast during your turn", items[2])

    def object_dealt_damage(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        return ir.TriggerEvent("object", "is dealt damage", items[1])

    # 303.4: a Curse's "enchanted player"
    def at_enchanted_player_step(self, items: list[Any]) -> ir.TriggerCondition:
        _enchanted(items[0])
        return ir.TriggerCondition((ir.TriggerEvent("cursed", "step " + str(items[2])),))

    def attacks_enchanted_player(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        _enchanted(items[2])
        return ir.TriggerEvent("cursed", "attacked by", items[1])

    def combat_damage_to_enchanted_player(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        _enchanted(items[2])
        return ir.TriggerEvent("cursed", "dealt combat damage by", items[1])

    def enters_under_enchanted_player(self, items: list[Any]) -> ir.TriggerEvent:
        _one(items[0])
        _enchanted(items[2])
        return ir.TriggerEvent("cursed", "enters under", items[1])

    def enchanted_player_draws(self, items: list[Any]) -> ir.TriggerEvent:
        _enchanted(items[0])
        _one(items[2])
        return ir.TriggerEvent("cursed", "draws a card")

    def enchanted_player_casts(self, items: list[Any]) -> ir.TriggerEvent:
        _enchanted(items[0])
        return ir.TriggerEvent("cursed", "casts", items[2])

    def tdesc_token(self, items: list[Any]) -> ir.Desc:
        """"a [creature / Blood] token [you control]" (111.1): the description, a token."""
        d = self.tdesc([i for i in items if not (hasattr(i, "type")  # type: ignore[attr-defined]
                                                 and i.type == "TOKEN_WORD")])
        if dict(d.filter).get("token") is not None:
            raise NotUnderstood("nontoken token")
        return ir.Desc(d.nouns, (*d.filter, ("token", True)))

    def discard_desc(self, items: list[Any]) -> ir.Desc:
        nouns = tuple(str(t) for t in items if hasattr(t, "type") and t.type == "NOUN")
        rest = [i for i in items if not hasattr(i, "type")]
        d = self.desc(rest)  # type: ignore[attr-defined]
        return ir.Desc(nouns, d.filter)


def _enchanted(tok: Any) -> None:
    if str(tok) != "enchanted":
        raise NotUnderstood("equipped player")


def _one(tok: Any) -> None:
    if str(tok) not in ("a", "an"):
        raise NotUnderstood(f"{tok} ...")


def install_from(cls: type, productions: type) -> None:
    """Add the methods of a class of grammar productions (this module's BatchedProductions,
    trigger_turn_counts.py's ...) to the trigger grammar's transformer (triggers._ToTrigger)."""
    for name, fn in vars(productions).items():
        if not name.startswith("__"):
            setattr(cls, name, fn)


# ------------------------------------------------------------------ lowering to DSL events

_ORDINALS = ("", "first", "second", "third", "fourth", "fifth")
_NUMBER_WORDS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                 "ten")
PERMANENT_TYPES = {"Creature", "Land", "Artifact", "Enchantment", "Planeswalker", "Battle"}
# filter keys an object's batched event can be matched on now (not "defending", nor a
# comparison with the source as it is now)
_OBJECT_KEYS = {"types", "subtypes", "other", "controller", "token", "colors", "not_colors",
                "not_types", "not_subtypes", "keywords", "not_keywords", "power_le", "power_ge",
                "mana_value_le", "mana_value_ge", "supertypes", "not_supertypes", "tapped",
                "has_counter", "colorless", "multicolored", "historic",
                "base_pt"}  # (208.1, 613.4b: Bess, Soul Nourisher)
_CARD_KEYS = {"types", "not_types", "colors", "not_colors", "subtypes", "colorless",
              "multicolored", "supertypes", "mana_value_ge", "mana_value_le"}
# whose graveyard (404.2: a card goes to its owner's) and from where -> the DSL event
_GRAVEYARD_BATCH = {("your", "anywhere"): "cards_into_your_graveyard",
                    ("an opponent's", "anywhere"): "cards_into_opponent_graveyard",
                    ("a", "anywhere"): "cards_into_a_graveyard",
                    ("your", "your library"): "cards_milled_into_your_graveyard"}
# events whose source of damage the effect names ("that source's controller", 120.3)
SOURCE_REMEMBERED = frozenset({"source_damage_to_self", "source_damage_to_you",
                               "source_damage_to_you_or_permanent"})  # (trigger_history.py)
_DISCARDS = {"you": "you_discard_a", "opponent": "opponent_discards_a",
             "player": "player_discards_a"}


def _creatures_only(f: dict[str, Any]) -> bool:
    """A filter on creatures: "creatures", or a creature type alone ("Elves": only creatures
    attack, block or die, 506.1, 700.4)."""
    types = set(f.get("types", ()))
    return types == {"Creature"} or (not types and bool(f.get("subtypes")))


def event_modules() -> tuple[Any, ...]:
    """The modules of further trigger events, each with its grammar productions
    (`PRODUCTIONS`), `lower(ev, self_types)` and `render(t)` as this module's: turn counts
    (119.3, 601.2i), damage to creatures (120.3e), opponents (508.1m, 510.3a), activations
    (602.2), counters put (122.6), blocks (509.1h-i), a source's own moves (400.7)."""
    from mtg_engine.cards.oracle import (
        trigger_activations,
        trigger_attached_blocks,
        trigger_attached_to_self,
        trigger_attachment_history,
        trigger_blocks,
        trigger_both_colors,
        trigger_combat_damage_you,
        trigger_commanders,
        trigger_counter_each,
        trigger_countered,
        trigger_counters_put,
        trigger_creature_damage,
        trigger_defending,
        trigger_dungeons,
        trigger_enters_tapped,
        trigger_exiled,
        trigger_flash_spell,
        trigger_haunt,
        trigger_history,
        trigger_kicks,
        trigger_lands_played,
        trigger_monarch,
        trigger_mutates,
        trigger_opponents,
        trigger_renowned,
        trigger_returned,
        trigger_self_moves,
        trigger_spell_targets,
        trigger_steps,
        trigger_tapped_self,
        trigger_trains,
        trigger_turn_counts,
    )

    return (trigger_turn_counts, trigger_creature_damage, trigger_opponents,
            trigger_activations, trigger_counters_put, trigger_blocks, trigger_self_moves,
            trigger_history, trigger_steps, trigger_tapped_self, trigger_lands_played,
            trigger_monarch, trigger_combat_damage_you, trigger_renowned, trigger_exiled,
            trigger_countered, trigger_counter_each, trigger_attached_to_self,
            trigger_flash_spell, trigger_attachment_history, trigger_defending,
            trigger_enters_tapped, trigger_spell_targets, trigger_returned, trigger_kicks,
            trigger_attached_blocks, trigger_both_colors, trigger_haunt, trigger_dungeons,
            trigger_mutates, trigger_trains, trigger_commanders)


def lower_session6(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                   ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL (event, filter)) for the events of this module ((True, None) when the
    engine can't check its filter), (False, None) for the others."""
    from mtg_engine.cards.oracle.trigger_lowering import _filter
    for module in event_modules():
        got = module.lower(ev, self_types)
        if got[0]:
            return got
    if ev.subject == "source":  # 120.3: any source, or one of a player's
        assert ev.desc is not None
        return True, ({"deals damage to ~": "source_damage_to_self",
                       "deals damage to you": "source_damage_to_you"}[ev.verb],
                      dict(ev.desc.filter))
    if ev.subject == "object" and ev.verb.startswith("becomes the target of "):  # 115.1
        assert ev.desc is not None
        return True, _lower_targeted(ev, _filter(ev.desc), "permanent" in ev.desc.nouns)
    if ev.verb == "gain life for the first time each turn":  # 119.9
        return True, ("gain_life_first_time", {})
    if ev.subject == "player" and ev.verb == "cast nth spell":  # 601.2i: any player's Nth
        return True, ("player_casts_nth_spell", {"nth": _ORDINALS.index(ev.detail)})
    mixed = dict(ev.desc.filter).get("types_or_subtypes") if ev.desc is not None else None
    if mixed is not None:  # "an instant, sorcery, or Wizard spell": a type or a subtype
        if ev.subject != "you" or ev.verb != "cast" or len(ev.desc.filter) != 1 \
                or ev.desc.nouns:
            return True, None
        return True, ("cast_spell_type_or_subtype",
                      {"types": [n.capitalize() for n in mixed[0]], "subtypes": list(mixed[1])})
    if ev.verb == "tap for mana":  # 106.12: a permanent tapped for its mana ability
        assert ev.desc is not None
        f = _filter(ev.desc)
        types = set(f.get("types", ()))
        if "controller" in f or set(f) - _OBJECT_KEYS or not types <= PERMANENT_TYPES \
                or not (types or f.get("subtypes") or "permanent" in ev.desc.nouns):
            return True, None  # ("a nonland permanent": Kinnan, Bonder Prodigy)
        if ev.subject != "player":
            f["controller"] = ev.subject
        return True, ("permanent_tapped_for_mana", f)
    if ev.subject == "object" and ev.verb == "is tapped for mana":  # 106.12
        assert ev.desc is not None
        f = _filter(ev.desc)
        types = set(f.get("types", ()))
        ok = not set(f) - _OBJECT_KEYS and types <= PERMANENT_TYPES \
            and bool(types or f.get("subtypes")) and not f.get("other")
        return True, (("tapped_for_mana", f) if ok else None)
    if ev.subject == "you" and ev.verb in ("scry", "surveil"):  # 701.18, 701.42
        return True, ("you_" + ev.verb, {})
    if ev.verb == "cast during your turn":  # 601.2i, 500.1
        assert ev.desc is not None
        f = _filter(ev.desc)
        return True, (("opponent_casts_your_turn", f) if not set(f) - _CARD_KEYS else None)
    if ev.subject == "object" and ev.verb == "is dealt damage":  # 120.3
        assert ev.desc is not None
        f = _filter(ev.desc)
        ok = _creatures_only(f) and not set(f) - _OBJECT_KEYS
        return True, (("creature_dealt_damage", f) if ok else None)
    if ev.subject == "cursed":  # 303.4: "enchanted player" of an Aura
        return True, _lower_cursed(ev, self_types)
    if ev.subject == "batch" or ev.verb in ("attack with", "discard") \
            or (ev.subject == "object" and ev.verb == "counters are put on"):
        assert ev.desc is not None
        return True, _lower(ev, _filter(ev.desc))
    return False, None


def _lower(ev: ir.TriggerEvent, f: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    n = int(ev.detail.split(" ")[0]) if ev.detail[:1].isdigit() else 1
    if ev.verb == "attack with":  # 508.1: the attackers you declare, at once
        if not _creatures_only(f) or set(f) - _OBJECT_KEYS or "controller" in f:
            return None
        return ("you_attack_with", {**f, "nth": n})
    if ev.verb == "enter":  # 603.6a, 603.2c: one event for all that enter at once
        # ("one or more artifact creatures": both card types, 205.2a)
        types = set(f.get("types", ())) | set(f.get("all_types", ()))
        if not (types or f.get("subtypes")) or not types <= PERMANENT_TYPES \
                or set(f) - _OBJECT_KEYS - {"all_types"} or "controller" in f:
            return None
        under = ev.detail.split(" ", 1)[1] if " " in ev.detail else ""
        if under:
            f["controller"] = under
        return ("permanents_enter", {**f, "nth": n})
    if ev.verb == "die":  # 700.4: as they last existed (603.10a)
        if not _creatures_only(f) or set(f) - _OBJECT_KEYS:
            return None
        return ("creatures_die", {**f, "nth": n})
    if ev.verb == "counters are put on":  # 122.6: each permanent that gets them
        types = set(f.get("types", ()))
        permanent = ev.desc is not None and ev.desc.nouns == ("permanent",)  # (any permanent)
        if not (types or f.get("subtypes") or permanent) or not types <= PERMANENT_TYPES \
                or set(f) - _OBJECT_KEYS or "has_counter" in f:
            return None
        return ("counters_put_on_permanent", {**f, "has_counter": ev.detail})
    if ev.verb.startswith("cards put into graveyard from "):  # 404.2
        whose = ev.detail.split(" ", 1)[1]
        name = _GRAVEYARD_BATCH.get((whose, ev.verb[len("cards put into graveyard from "):]))
        if name is None or set(f) - _CARD_KEYS:
            return None
        return (name, {**f, "nth": n})
    if ev.verb == "cards leave your graveyard":
        if set(f) - {"types"}:
            return None
        return ("cards_leave_your_graveyard", {**f, "nth": n})
    if ev.verb == "discard":  # 701.8: the card as it was in the hand
        if ev.desc is not None and ev.desc.nouns == ("permanent",) and "types" not in f:
            f["types"] = sorted(PERMANENT_TYPES)  # 110.4a: "a permanent card"
        if set(f) - _CARD_KEYS or not f:
            return None
        name = _DISCARDS.get(ev.subject)
        return (name, f) if name else None
    return None


# "becomes the target of <what targets it>" -> the DSL event (rules/trigger_events_batch.py)
TARGETED_EVENTS = {"spell or ability": "permanent_targeted",
                   "spell or ability an opponent controls": "permanent_targeted_by_opponent",
                   "spell or ability you control": "permanent_targeted_by_you",
                   "spell": "permanent_targeted_by_spell",
                   "spell an opponent controls": "permanent_targeted_by_opponent_spell",
                   "instant or sorcery spell": "permanent_targeted_by_instant_sorcery"}


def _lower_targeted(ev: ir.TriggerEvent, f: dict[str, Any], permanent: bool
                    ) -> tuple[str, dict[str, Any]] | None:
    name = TARGETED_EVENTS.get(ev.verb[len("becomes the target of "):])
    types = set(f.get("types", ()))
    if name is None or not (types or f.get("subtypes") or permanent) \
            or not types <= PERMANENT_TYPES \
            or set(f) - _OBJECT_KEYS:
        return None
    if ev.other:
        f["other"] = True
    return (name, f)


# "enchanted player" events (303.4) -> the DSL event (rules/trigger_events_batch.py)
CURSED_EVENTS = {"step upkeep": "enchanted_player_upkeep",  # 503.1
                 "step draw step": "enchanted_player_draw_step",  # 504.1
                 "step end step": "enchanted_player_end_step",  # 513.1
                 "attacked by": "creature_attacks_enchanted_player",  # 508.1
                 "dealt combat damage by": "combat_damage_to_enchanted_player",  # 510.2
                 "enters under": "enters_under_enchanted_player",  # 603.6a
                 "draws a card": "enchanted_player_draws",  # 121.1
                 "casts": "enchanted_player_casts"}  # 601.2i
_CURSED_WORDS = {
    "enchanted_player_upkeep": "At the beginning of enchanted player's upkeep",
    "enchanted_player_draw_step": "At the beginning of enchanted player's draw step",
    "enchanted_player_end_step": "At the beginning of enchanted player's end step",
    "enchanted_player_draws": "Whenever enchanted player draws a card"}
# the events whose remembered thing is the enchanted player ("that player"); the others
# remember the creature or the spell
CURSED_PLAYER_REMEMBERED = frozenset({*_CURSED_WORDS, "enters_under_enchanted_player",
                                      "enchanted_player_casts"})


def _lower_cursed(ev: ir.TriggerEvent, self_types: tuple[str, ...]
                  ) -> tuple[str, dict[str, Any]] | None:
    from mtg_engine.cards.oracle.trigger_lowering import _filter

    name = CURSED_EVENTS.get(ev.verb)
    if name is None or "Enchantment" not in self_types:  # (an Aura's "enchanted player")
        return None
    if ev.desc is None:
        return (name, {})
    f = _filter(ev.desc)
    if name == "enchanted_player_casts":
        return (name, f) if not set(f) - _CARD_KEYS else None
    types = set(f.get("types", ()))
    if "controller" in f or set(f) - _OBJECT_KEYS or not (types or f.get("subtypes")) \
            or not types <= PERMANENT_TYPES:
        return None
    if name != "enters_under_enchanted_player" and not _creatures_only(f):
        return None
    return (name, f)


# ------------------------------------------------------------------ rendering them back


def _article(d: str) -> str:
    return "an" if d[:1] in "aeiou" else "a"


def _n_or_more(t: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    n = t.get("nth", 0)
    if not 1 <= n < len(_NUMBER_WORDS):
        raise RenderError("'N or more' without its N")
    return f"{_NUMBER_WORDS[n]} or more"


_GRAVEYARD_WORDS = {v: k for k, v in _GRAVEYARD_BATCH.items()}
_TARGETED_WORDS = {v: k for k, v in TARGETED_EVENTS.items()}
_DISCARD_WORDS = {"you_discard_a": "you discard", "opponent_discards_a": "an opponent discards",
                  "player_discards_a": "a player discards"}


def render_session6(t: dict[str, Any], self_types: tuple[str, ...]) -> str:
    """The trigger condition of this module's events ("" for the others)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    for module in event_modules():
        said = module.render(t)
        if said:
            return said
    ev, f = t["event"], dict(t.get("filter", {}))
    if ev == "you_attack_with":
        return f"Whenever you attack with {_n_or_more(t)} {describe_filter(f, plural=True)}"
    if ev == "permanents_enter":
        under = {"you": " under your control", "opponent": " under an opponent's control"}.get(
            f.pop("controller", ""), "")
        return f"Whenever {_n_or_more(t)} {describe_filter(f, plural=True)} enter the " \
            f"battlefield{under}"
    if ev == "creatures_die":
        return f"Whenever {_n_or_more(t)} {describe_filter(f, plural=True)} die"
    if ev == "counters_put_on_permanent":
        kind = f.pop("has_counter")
        d = describe_filter(f)
        art = "" if f.get("other") else _article(d) + " "
        return f"Whenever one or more {kind} counters are put on {art}{d}"
    if ev in _GRAVEYARD_WORDS:
        whose, frm = _GRAVEYARD_WORDS[ev]
        d = describe_filter(f, "card", plural=True) if f else "cards"
        return f"Whenever {_n_or_more(t)} {d} are put into {whose} graveyard from {frm}"
    if ev == "cards_leave_your_graveyard":
        d = describe_filter(f, "card", plural=True) if f else "cards"
        return f"Whenever {_n_or_more(t)} {d} leave your graveyard"
    if ev in ("source_damage_to_self", "source_damage_to_you"):  # 120.3
        whose = {"opponent": " an opponent controls", "you": " you control"}.get(
            f.pop("controller", ""), "")
        if f:
            raise RenderError("a filter on a source")
        to = "~" if ev == "source_damage_to_self" else "you"
        return f"Whenever a source{whose} deals damage to {to}"
    if ev in _TARGETED_WORDS:  # 115.1
        other = f.pop("other", False)
        d = describe_filter(f)
        art = "another" if other else _article(d)
        return f"Whenever {art} {d} becomes the target of " \
            f"{_article(_TARGETED_WORDS[ev])} {_TARGETED_WORDS[ev]}"
    if ev == "cast_spell_type_or_subtype" and set(f) == {"types", "subtypes"}:
        words = [t.lower() for t in f["types"]] + list(f["subtypes"])
        d = ", ".join(words[:-1]) + (", or " if len(words) > 2 else " or ") + words[-1]
        return f"Whenever you cast {_article(d)} {d} spell"
    if ev == "tapped_for_mana":  # 106.12
        d = describe_filter(f)
        chosen = any(e.get("triggered_mana", {}).get("chosen_color")
                     for e in t.get("effects", []))  # 614.12a (mana_triggers.py)
        return f"Whenever {_article(d)} {d} is tapped for mana" \
            + (" of the chosen color" if chosen else "")
    if ev == "permanent_tapped_for_mana":
        who = {"you": "you tap", "opponent": "an opponent taps"}.get(f.pop("controller", ""),
                                                                    "a player taps")
        d = describe_filter(f)
        return f"Whenever {who} {_article(d)} {d} for mana"
    if ev in ("you_scry", "you_surveil") and not f:
        return f"Whenever you {ev[4:]}"
    if ev == "opponent_casts_your_turn":
        d = describe_filter(f, "spell") if f else "spell"
        return f"Whenever an opponent casts {_article(d)} {d} during your turn"
    if ev == "creature_dealt_damage":
        d = describe_filter(f)
        return f"Whenever {_article(d)} {d} is dealt damage"
    if ev == "gain_life_first_time" and not f:
        return "Whenever you gain life for the first time each turn"
    if ev == "player_casts_nth_spell" and not f:
        n = t.get("nth", 0)
        if not 1 <= n < len(_ORDINALS):
            raise RenderError("player_casts_nth_spell without its N")
        return f"Whenever a player casts their {_ORDINALS[n]} spell each turn"
    if ev in _CURSED_WORDS and not f:  # 303.4
        from mtg_engine.cards.oracle.amount_render import wording

        if ev == "enchanted_player_draws" and wording("enchanted_opponent"):
            return "Whenever enchanted opponent draws a card"  # ("Enchant opponent", 303.4)
        return _CURSED_WORDS[ev]
    if ev in CURSED_EVENTS.values():
        d = describe_filter(f, "spell") if ev == "enchanted_player_casts" else describe_filter(f)
        return {"creature_attacks_enchanted_player": f"Whenever {_article(d)} {d} attacks "
                                                     "enchanted player",
                "combat_damage_to_enchanted_player": f"Whenever {_article(d)} {d} deals combat "
                                                     "damage to enchanted player",
                "enters_under_enchanted_player": f"Whenever {_article(d)} {d} enters the "
                                                 "battlefield under enchanted player's control",
                "enchanted_player_casts": f"Whenever enchanted player casts {_article(d)} {d}"
                }[ev]
    if ev in _DISCARD_WORDS:
        d = "permanent card" if f == {"types": sorted(PERMANENT_TYPES)} \
            else describe_filter(f, "card")  # (110.4a)
        return f"Whenever {_DISCARD_WORDS[ev]} {_article(d)} {d}"
    return ""


# ------------------------------------------------------------------ "return that card" (400.7)

_RETURN_CARD = re.compile(r"^return that card to (?:the battlefield under (its owner's|your) "
                          r"control|(its owner's hand))\.$")


def returned_card(conds: list[tuple[str, dict[str, Any]]], body: str
                  ) -> list[dict[str, Any]] | None:
    """"When enchanted creature dies, return that card to the battlefield under its owner's /
    your control" / "... to its owner's hand": the card the creature became in its owner's
    graveyard (400.7; rules/triggers.py remembers it), if it is still there (400.7: not if it
    left). None for any other trigger or wording."""
    m = _RETURN_CARD.match(body)
    if m is None or any(e not in ("attached_dies", "attached_to_graveyard") for e, _ in conds):
        return None
    move: dict[str, Any] = {"what": "remembered", "from": "graveyard"}
    if m.group(2):
        move["to"] = "hand"
    else:
        move["to"] = "battlefield"
        if m.group(1) == "your":
            move["control"] = "you"
    return [{"move": move}]


def render_returned_card(p: dict[str, Any]) -> str:
    """The English of `returned_card`'s effect ("" when the move is another one)."""
    if p.get("what") != "remembered" or p.get("from") != "graveyard" or p.get("tapped"):
        return ""
    if p["to"] == "hand":
        return "return that card to its owner's hand"
    whose = "your" if p.get("control") == "you" else "its owner's"
    return f"return that card to the battlefield under {whose} control"


def not_yet(conds: list[tuple[str, dict[str, Any]]], effects: list[dict[str, Any]]) -> str:
    """Why a triggered ability the compiler read can't be played as printed yet ("" if it
    can): 605.1b, an ability that triggers from a mana ability and adds mana is a mana
    ability, which doesn't use the stack; the engine would put it on the stack."""
    from mtg_engine.rules.mana_triggers import MANA_TRIGGER_EVENTS

    if any(e in MANA_TRIGGER_EVENTS for e, _ in conds) \
            and any("add_mana" in eff for eff in effects):  # (mana_triggers.py reads the rest)
        return "triggered mana ability (605.1b): this wording is not implemented yet"
    return ""


# ------------------------------------------------------------------ "<condition> or <condition>"

_OR_SECOND = re.compile(r" or (?=(?:when |whenever |at |a |an |~ |you |another |enchanted ))")
# 603.2: two events of one object, the verbs joined ("Whenever a creature attacks or blocks")
_VERBS = "attacks|blocks"
_SHARED_SUBJECT = re.compile(rf"^(When|Whenever) (an? [a-z ]+?) ({_VERBS}) or ({_VERBS})$")


def either_condition(cond: str, self_types: tuple[str, ...]
                     ) -> list[tuple[str, dict[str, Any]]] | None:
    """"Whenever you cast a black spell or a Swamp enters the battlefield under your control",
    "When ~ enters the battlefield or at the beginning of your upkeep" (603.2: it triggers on
    each of the two events): the events of both conditions, each read on its own (the second
    with the first's "When/Whenever/At" when it has none). None unless both are read."""
    from mtg_engine.cards.oracle.triggers import _conditions

    parts = _OR_SECOND.split(cond)
    shared = _SHARED_SUBJECT.match(cond)
    if shared is not None and len(parts) == 1:  # "Whenever a creature attacks or blocks"
        head, subject, one, other = shared.groups()
        parts = [f"{head} {subject} {one}", f"{subject} {other}"]
    if len(parts) != 2:
        return None
    first, second = parts
    head = first.split(" ", 1)[0]
    if not re.match(r"(?:when|whenever|at) ", second):
        second = head.lower() + " " + second
    first_events = _conditions(first, self_types)
    second_events = _conditions(second[:1].upper() + second[1:], self_types)
    if not first_events or not second_events or len(first_events) + len(second_events) != 2:
        return None
    return first_events + second_events


_SELF_OR_ATTACHED = re.compile(r"^(When|Whenever) ~ or (enchanted|equipped) creature (.+)$")


def self_or_attached(cond: str, self_types: tuple[str, ...]
                     ) -> list[tuple[str, dict[str, Any]]] | None:
    """"Whenever ~ or enchanted creature attacks" (a bestow or reconfigure card, 702.103,
    702.151): two events (603.2), ~'s and the permanent it is attached to's, each read on its
    own. None unless both are read."""
    from mtg_engine.cards.oracle.triggers import _conditions

    m = _SELF_OR_ATTACHED.match(cond)
    if m is None:
        return None
    head, word, verb = m.groups()
    own = _conditions(f"{head} ~ {verb}", self_types)
    attached = _conditions(f"{head} {word} creature {verb}", self_types)
    if not own or not attached or len(own) + len(attached) != 2:
        return None
    return own + attached


def render_either(first: str, second: str) -> str:
    """The two conditions of `either_condition` as one: the second's "When/Whenever/At" kept
    only when it isn't the first's ("When ~ enters the battlefield or at the beginning of your
    upkeep", "Whenever you cast a black spell or a Swamp enters ...")."""
    head, rest = second.split(" ", 1)
    a, b = first.rsplit(" ", 1), second.rsplit(" ", 1)
    if a[0] == b[0] and re.fullmatch(_VERBS, a[1]) and re.fullmatch(_VERBS, b[1]) \
            and re.match(r"(When|Whenever) an? ", first):
        return f"{first} or {b[1]}"  # ("Whenever a creature attacks or blocks", 603.2)
    shared = re.match(r"Whenever (an opponent|a player|you) ", first)
    if shared and second.startswith(shared.group(0)):
        # "Whenever an opponent sacrifices a nontoken permanent or discards a permanent card"
        # (Tergrid: one subject for both events, 603.2), where the text says so
        from mtg_engine.cards.oracle.conditional_effects import PRINTED

        merged = f"{first} or {second[shared.end():]}"
        if merged.lower() in PRINTED.get().lower():
            return merged
    if head == first.split(" ", 1)[0]:
        return f"{first} or {rest}"
    if {head, first.split(" ", 1)[0]} == {"When", "Whenever"}:
        # "Whenever ~ enters the battlefield or enchanted creature becomes ..." (one
        # "Whenever" for both, where the text says so: "When ~ enters" on its own)
        from mtg_engine.cards.oracle.conditional_effects import PRINTED

        merged = f"Whenever {first.split(' ', 1)[1]} or {rest}"
        if merged.lower() in PRINTED.get().lower():
            return merged
    return f"{first} or {head.lower()} {rest}"
