"""Oracle text -> replacement effects on how a permanent enters the battlefield (614.1c-d,
614.12), read for the compiler (compiler._cost_paragraph) and rendered back for its round trip:

- "As ~ enters the battlefield, choose a color / a creature type / an opponent / a player."
  (614.12a): the choice is asked of the player it enters under the control of, through
  `game.pending` (rules/replacement.py), and kept on the permanent (`GameObject.chosen`);
  "of the chosen color / type" in a description reads it (rules/filters.py);
- "If it's neither day nor night, it becomes day as ~ enters the battlefield." (614.1c,
  724.1): the game becomes day first (rules/replacement_results.py).
"""

from __future__ import annotations

import copy
import re
from typing import Any

_CHOICES = {"a color": "color", "a creature type": "creature_type", "an opponent": "opponent",
            "a player": "player", "a basic land type": "basic_land_type",
            "a land type": "land_type",  # (205.3i)
            "odd or even": "odd_even", "two players": "two_players"}
_WORDS = {v: k for k, v in _CHOICES.items()}
_ENTERS_CHOICE = re.compile(r"^As ~ enters the battlefield, choose (a color|a creature type|"
                            r"an opponent|a player|a basic land type|a land type|"
                            r"odd or even|two players)\.$")


_TYPE = r"(?:artifact|creature|enchantment|instant|land|planeswalker|sorcery)"
_TYPE_LIST = re.compile(rf"^As ~ enters the battlefield, choose ({_TYPE}(?:, {_TYPE})+, or "
                        rf"{_TYPE})\.$")
_OTHER_THAN = re.compile(r"^As ~ enters the battlefield, choose a color other than "
                         r"(white|blue|black|red|green)\.$")
_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_WORDS = {v: k for k, v in _LETTERS.items()}


# 614.12a, 205.2a: "As ~ enters the battlefield, choose a card type." (Umori, the Collector):
# any card type (rules/card_type_choice.py)
_ANY_CARD_TYPE = "As ~ enters the battlefield, choose a card type."


def _any_card_type() -> str:
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.card_type_choice import PREFIX

    return PREFIX + "|".join(t.value for t in CardType)


_BECOMES_DAY = "If it's neither day nor night, it becomes day as ~ enters the battlefield."
_NOTE_LIFE = "As ~ enters the battlefield, note your life total."


def enters_choice(para: str) -> dict[str, Any] | None:
    """614.12a: "As ~ enters the battlefield, choose a color." -> the replacement effect.
    Also the other "as ~ enters" effect that changes the game, not the permanent: "If it's
    neither day nor night, it becomes day as ~ enters the battlefield." (614.1c, 724.1)."""
    if para == _BECOMES_DAY:
        return {"event": "enters", "instead": "become_day", "text": "it becomes day"}
    if para == _NOTE_LIFE:  # 614.12 (rules/noted_life.py)
        return {"event": "enters", "instead": "note_life", "text": "note your life total"}
    if para == _ANY_CARD_TYPE:
        return {"event": "enters", "instead": "choose", "choice": _any_card_type(),
                "text": "choose a card type"}
    m = _OTHER_THAN.match(para)
    if m is not None:  # the thriving lands
        return {"event": "enters", "instead": "choose",
                "choice": f"color_except_{_LETTERS[m.group(1)]}",
                "text": f"choose a color other than {m.group(1)}"}
    m = _TYPE_LIST.match(para)
    if m is not None:  # 205.2a: "choose artifact, enchantment, instant, sorcery, or planeswalker"
        ts = [w.capitalize() for w in re.split(r", (?:or )?", m.group(1))]
        from mtg_engine.rules.card_type_choice import PREFIX, valid

        choice = PREFIX + "|".join(ts)
        return {"event": "enters", "instead": "choose", "choice": choice,
                "text": f"choose {m.group(1)}"} if valid(choice) else None
    m = _ENTERS_CHOICE.match(para)
    if m is None and para.endswith("card name."):  # 201.2 (chosen_names.py)
        from mtg_engine.cards.oracle.chosen_names import enters_choice as name_choice

        return name_choice(para)
    if m is None:
        from mtg_engine.cards.oracle.anchor_words import enters_choice as anchor_choice

        return anchor_choice(para)  # 614.12b: "choose Khans or Dragons"
    return {"event": "enters", "instead": "choose", "choice": _CHOICES[m.group(1)],
            "text": f"choose {m.group(1)}"}


# 614.12a: "As ~ enters the battlefield, choose a color and a creature type." (Volrath's
# Laboratory): two choices as it enters, the color first, each kept on the permanent
_COLOR_AND_TYPE = "As ~ enters the battlefield, choose a color and a creature type."


def color_and_type(para: str) -> list[dict[str, Any]] | None:
    """The two replacements of `_COLOR_AND_TYPE`, or None."""
    if para != _COLOR_AND_TYPE:
        return None
    return [{"event": "enters", "instead": "choose", "choice": c, "text": f"choose {w}"}
            for c, w in (("color", "a color"), ("creature_type", "a creature type"))]


def render_color_and_type(reps: list[dict[str, Any]]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if reps != color_and_type(_COLOR_AND_TYPE):
        raise RenderError("choices as it enters")
    return _COLOR_AND_TYPE


def render_enters_choice(rep: dict[str, Any]) -> str:
    if rep.get("choice") == _any_card_type():  # 205.2a: any card type
        return _ANY_CARD_TYPE
    if rep["instead"] == "become_day":  # 724.1
        return _BECOMES_DAY
    if rep["instead"] == "note_life":
        return _NOTE_LIFE
    if rep["choice"].startswith("anchor:"):  # 614.12b (anchor_words.py)
        from mtg_engine.cards.oracle.anchor_words import render

        return render(rep["choice"])
    if rep["choice"].startswith("card_name:"):  # 201.2 (chosen_names.py)
        from mtg_engine.cards.oracle.chosen_names import render_enters_choice as name_words

        return name_words(rep["choice"]) or ""
    if rep["choice"].startswith("card_type_of:"):  # 205.2a
        ts = [t.lower() for t in rep["choice"][len("card_type_of:"):].split("|")]
        return f"As ~ enters the battlefield, choose {', '.join(ts[:-1])}, or {ts[-1]}."
    if rep["choice"].startswith("color_except_"):
        other = _COLOR_WORDS[rep["choice"][-1]]
        return f"As ~ enters the battlefield, choose a color other than {other}."
    return f"As ~ enters the battlefield, choose {_WORDS[rep['choice']]}."


# What the permanent does with its own choice (614.12a): "~ is the chosen type in addition to
# its other types." (layer 4, 613.1d) and "~ has protection from the chosen color." (702.16,
# rules/protection.py reads the protected permanent's own choice).
_CHOSEN_TYPE = "~ is the chosen type in addition to its other types."
_CHOSEN_PROTECTION = "~ has protection from the chosen color."
CHOSEN_COLOR_PROTECTION = "protection from the chosen color"
# 702.16k: "~ has protection from the chosen player." (True-Name Nemesis)
_PLAYER_PROTECTION = "~ has protection from the chosen player."
CHOSEN_PLAYER_PROTECTION = "protection from the chosen player"
# 702.16a: odd or even chosen as it entered (Lavabrink Venturer, rules/protection.py)
_PARITY_PROTECTION = "~ has protection from each mana value of the chosen quality."
CHOSEN_PARITY_PROTECTION = "protection from each mana value of the chosen quality"
# 614.12a, 305.7: a land type chosen as it entered (Convincing Mirage, Realmwright)
_LAND_TYPE_STATICS = {
    "Enchanted land is the chosen type.":
        {"continuous": {"affects": "enchanted", "filter": {"types": ["Land"]},
                        "set_land_subtypes": ["chosen"]}},
    "Lands you control are the chosen type in addition to their other types.":
        {"continuous": {"filter": {"types": ["Land"], "controller": "you"},
                        "add_chosen_type": True}},
    # 614.12a, 205.3m: a creature type chosen as it entered (Xenograft)
    "Each creature you control is the chosen type in addition to its other types.":
        {"continuous": {"filter": {"types": ["Creature"], "controller": "you"},
                        "add_chosen_type": True}},
    # 702.14 (rules/chosen_landwalk.py: Traveler's Cloak)
    "Enchanted creature has landwalk of the chosen type.":
        {"continuous": {"affects": "enchanted", "filter": {"types": ["Creature"]},
                        "add_keywords": ["landwalk of the chosen type"]}}}


def chosen_ability(para: str) -> tuple[str, list[Any], str] | None:
    """The paragraph's kind for the round trip and its DSL, or None when it is not one of
    these."""
    if para == _CHOSEN_TYPE:
        return "chosen_static", [{"continuous": {"affects": "self", "add_chosen_type": True}}], ""
    if para == _CHOSEN_PROTECTION:
        return "chosen_keyword", [CHOSEN_COLOR_PROTECTION], ""
    if para == _PLAYER_PROTECTION:
        return "chosen_keyword", [CHOSEN_PLAYER_PROTECTION], ""
    if para == _PARITY_PROTECTION:
        return "chosen_keyword", [CHOSEN_PARITY_PROTECTION], ""
    if para in _LAND_TYPE_STATICS:
        return "chosen_static", [copy.deepcopy(_LAND_TYPE_STATICS[para])], ""
    from mtg_engine.cards.oracle.hand_size_set import lower_chosen

    hand = lower_chosen(para)  # 402.2: "The chosen player's maximum hand size is four."
    return ("chosen_static", [hand], "") if hand is not None else None


def render_chosen_ability(kind: str, item: Any) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if kind == "chosen_keyword" and item == CHOSEN_COLOR_PROTECTION:
        return _CHOSEN_PROTECTION
    if kind == "chosen_keyword" and item == CHOSEN_PARITY_PROTECTION:
        return _PARITY_PROTECTION
    if kind == "chosen_keyword" and item == CHOSEN_PLAYER_PROTECTION:
        return _PLAYER_PROTECTION
    if kind == "chosen_static" and item == {"continuous": {"affects": "self",
                                                           "add_chosen_type": True}}:
        return _CHOSEN_TYPE
    said = next((p for p, d in _LAND_TYPE_STATICS.items() if kind == "chosen_static"
                 and d == item), None)
    if said is not None:
        return said
    if kind == "chosen_static" and isinstance(item, dict) and "hand_size_set" in item:
        from mtg_engine.cards.oracle.hand_size_set import render as hand_words

        return hand_words(item["hand_size_set"])  # 402.2
    raise RenderError("an ability using the choice made as the permanent entered")


# 614.1c: "~ enters the battlefield with two +1/+1 counters on it if a creature died this
# turn." The condition is judged as the permanent would enter (rules/replacement.py
# _conditional_counters), for the player it would enter under the control of.
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_COUNTERS_IF = re.compile(r"^~ enters the battlefield with (a|an|one|two|three|four|five) "
                          r"(\+1/\+1|-1/-1|[a-z]+) counters? on it (if|unless) (.+)\.$")


_IF_COUNTERS = re.compile(r"^If ([^,]+), (~ enters the battlefield with (?:a|an|one|two|three|"
                          r"four|five) (?:\+1/\+1|[a-z]+) counters? on it)\.$")


def counters_if(para: str) -> dict[str, Any] | None:
    """The static `enters_with_counters` with its condition (`as_long_as`), or None."""
    from mtg_engine.cards.oracle.conditional_effects import negated
    from mtg_engine.cards.oracle.conditions import _plain, lower_condition
    from mtg_engine.cards.oracle.statics import _plain_counter

    front = _IF_COUNTERS.match(para)  # "If <condition>, ~ enters the battlefield with ..."
    if front is not None:
        para = f"{front.group(2)} if {front.group(1)}."
    m = _COUNTERS_IF.match(para)
    if m is None or not _plain_counter(m.group(2)):
        return None
    n = _NUMBERS[m.group(1)]
    if (n == 1) != (m.group(1) in ("a", "an", "one")) or \
            (n == 1) == para.split(f" on it {m.group(3)} ")[0].endswith("counters"):
        return None
    cond = lower_condition(m.group(4))
    if cond is None or _plain(cond).get("negate") or (front is not None and m.group(3) != "if"):
        return None
    if m.group(3) == "unless":  # 614.1c: "... unless you've cast another red spell this turn"
        cond = negated(cond)
    return {"enters_with_counters": {"counter_kind": m.group(2), "max_count": n,
                                     "as_long_as": cond}}


def render_counters_if(st: dict[str, Any], printed: str) -> str:
    from mtg_engine.cards.oracle.conditions import _plain, condition_wording
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num

    p = st.get("enters_with_counters") or {}
    if set(p) != {"counter_kind", "max_count", "as_long_as"}:
        raise RenderError("counters on entering with a condition")
    n, kind = p["max_count"], p["counter_kind"]
    art = "an" if kind[:1] in "aeiou" else "a"
    noun = "counter" if n == 1 else "counters"
    unless = _plain(p["as_long_as"])
    if unless.pop("negate", False):  # "... unless <condition>." (614.1c)
        plain = unless if set(unless) != {"kind"} else unless["kind"]
        return f"~ enters the battlefield with {_num(n, art)} {kind} {noun} on it unless " \
            f"{condition_wording(plain, printed)}."
    cond = condition_wording(p["as_long_as"], printed)
    if printed.startswith("If "):  # the condition first (the same replacement effect)
        return f"If {cond}, ~ enters the battlefield with {_num(n, art)} {kind} {noun} on it."
    return f"~ enters the battlefield with {_num(n, art)} {kind} {noun} on it if {cond}."


# 614.1c: "Each other [Warrior / non-Human] creature you control [that's a Wolf or a Werewolf]
# [of the chosen type] enters the battlefield with an additional +1/+1 counter on it.", "Each
# planeswalker you control enters the battlefield with an additional loyalty counter on it."
# (judged as each would enter: rules/replacement.py _entering_matches; 306.5b: a planeswalker's
# loyalty counters and the additional one enter together)
_ADDITIONAL = re.compile(r"^Each (?P<other>other )?(?:(?P<non>non-)?(?P<sub>[A-Z][a-z]+) )?"
                         r"(?P<what>creature |planeswalker )?you control"
                         r"(?: that's an? (?P<a>[A-Z][a-z]+) or an? (?P<b>[A-Z][a-z]+))?"
                         r"(?P<chosen> of the chosen type)? enters the battlefield with an? "
                         r"additional (?P<kind>\+1/\+1|[a-z]+) counter on it\.$")


def additional_counter(para: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.statics import _plain_counter
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = _ADDITIONAL.match(para)
    if m is None or not _plain_counter(m.group("kind")):
        return None
    subs = [t for t in (m.group("sub"), m.group("a"), m.group("b")) if t]
    what = (m.group("what") or "").strip()
    if any(t not in CREATURE_TYPES for t in subs) or (what == "planeswalker" and (
            subs or m.group("chosen"))) or (m.group("sub") and m.group("a")):
        return None
    if not what and (not m.group("sub") or m.group("non") or m.group("chosen")):
        return None  # "Each other Vampire you control" (205.3m: the subtype alone)
    f: dict[str, Any] = {"controller": "you"}
    if what:
        f["types"] = [what.capitalize()]
    if m.group("other"):
        f["other"] = True
    if subs:
        f["not_subtypes" if m.group("non") else "subtypes"] = subs
    if m.group("chosen"):
        f["chosen"] = "creature_type"
    return {"event": "enters", "instead": "counters", "counter_kind": m.group("kind"),
            "amount": 1, "affects": "filter", "filter": f}


def render_additional_counter(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    f = dict(rep.get("filter") or {})
    what = (f.pop("types", None) or [""])[0].lower()
    kind = rep.get("counter_kind", "")
    if {k: v for k, v in rep.items() if k not in ("filter", "counter_kind")} != {
            "event": "enters", "instead": "counters", "amount": 1, "affects": "filter"} \
            or what not in ("creature", "planeswalker", "") or f.pop("controller", None) != "you" \
            or not kind or (not what and len(f.get("subtypes", ())) != 1):
        raise RenderError("an additional counter as permanents enter")
    other = "other " if f.pop("other", False) else ""
    subs, nots = f.pop("subtypes", []), f.pop("not_subtypes", [])
    chosen = " of the chosen type" if f.pop("chosen", "") == "creature_type" else ""
    if f or len(subs) > 2 or len(nots) > 1 or (subs and nots):
        raise RenderError("an additional counter as permanents enter")
    sub = f"{subs[0]} " if len(subs) == 1 else f"non-{nots[0]} " if nots else ""
    that = f" that's {_a(subs[0])} or {_a(subs[1])}" if len(subs) == 2 else ""
    noun = f"{sub}{what} " if what else sub
    return f"Each {other}{noun}you control{that}{chosen} enters the battlefield with " \
        f"an additional {kind} counter on it."


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'AEIOU' else 'a'} {word}"


# 614.12: "As ~ enters the battlefield, you may reveal an Elemental card from your hand. If you
# don't, ~ enters the battlefield tapped." (rules/entering_reveal.py)
_REVEAL = re.compile(r"^As ~ enters the battlefield, you may reveal an? (?P<a>[A-Z][a-z]+)"
                     r"(?: or (?P<b>[A-Z][a-z]+))? card from your hand\. If you don't, ~ "
                     r"enters the battlefield tapped\.$")


# 614.12, 614.1c: "As ~ enters the battlefield, you may reveal a Dragon card from your hand. ~
# enters the battlefield tapped unless you revealed a Dragon card this way or you control a
# Dragon." (Temple of the Dragon Queen): the same reveal, not asked (and it enters untapped)
# while its controller controls one (the replacement's `unless`, rules/replacement.py)
_REVEAL_UNLESS = re.compile(r"^As ~ enters the battlefield, you may reveal an? (?P<a>[A-Z][a-z]+) "
                            r"card from your hand\. ~ enters the battlefield tapped unless you "
                            r"revealed an? (?P=a) card this way or you control an? (?P=a)\.$")


def reveal_or_tapped(para: str) -> dict[str, Any] | None:
    """The replacement effect of a reveal land, or None."""
    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.entering_reveal import choice
    from mtg_engine.rules.layers import NONCREATURE_SUBTYPES

    unless = _REVEAL_UNLESS.match(para)
    m = _REVEAL.match(para) or unless
    if m is None:
        return None
    subs = [s for s in (m.group("a"), None if unless else m.group("b")) if s]
    if any(s not in CREATURE_TYPES and s not in NONCREATURE_SUBTYPES for s in subs):
        return None
    rep: dict[str, Any] = {"event": "enters", "instead": "choose",
                           "choice": choice({"subtypes": subs}),
                           "text": "reveal a card or enter tapped"}
    if unless:
        rep["unless"] = {"kind": "controls", "count": 1, "filter": {"subtypes": subs}}
    return rep


def render_reveal_or_tapped(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.rules.entering_reveal import REVEAL, card_filter

    what = rep.get("choice", "")
    if set(rep) - {"unless"} != {"event", "instead", "choice", "text"} \
            or not what.startswith(REVEAL):
        raise RenderError("a reveal land's replacement effect")
    f = card_filter(what)
    if f != type(f)(subtypes=f.subtypes) or not 1 <= len(f.subtypes) <= 2:
        raise RenderError("a reveal land's replacement effect")
    first = f.subtypes[0]
    art = "an" if first[0] in "AEIOU" else "a"
    if "unless" in rep:
        if len(f.subtypes) != 1 or rep["unless"] != {"kind": "controls", "count": 1,
                                                      "filter": {"subtypes": [first]}}:
            raise RenderError("a reveal land's replacement effect")
        return f"As ~ enters the battlefield, you may reveal {art} {first} card from your " \
            f"hand. ~ enters the battlefield tapped unless you revealed {art} {first} card " \
            f"this way or you control {art} {first}."
    return f"As ~ enters the battlefield, you may reveal {art} {' or '.join(f.subtypes)} card " \
        "from your hand. If you don't, ~ enters the battlefield tapped."


# 614.1c, 702.44a: "~ enters the battlefield with a +1/+1 counter on it for each color of mana
# spent to cast it." (the amount rules/mana_spent.py reads as it would enter)
_PER_COLOR = re.compile(r"^~ enters the battlefield with an? (\+1/\+1|[a-z]+) counter on it for "
                        r"each color of mana spent to cast it\.$")


def counters_per_color(para: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.statics import _plain_counter

    m = _PER_COLOR.match(para)
    if m is None or not _plain_counter(m.group(1)):
        return None
    return {"event": "enters", "instead": "counters", "counter_kind": m.group(1),
            "amount": "colors_spent"}


def render_counters_per_color(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.rules.mana_spent import COLORS_SPENT

    if set(rep) != {"event", "instead", "counter_kind", "amount"} \
            or rep["amount"] not in ("colors_spent", COLORS_SPENT):
        raise RenderError("counters for each color of mana spent")
    kind = rep["counter_kind"]
    art = "an" if kind[0] in "aeiou" else "a"
    return f"~ enters the battlefield with {art} {kind} counter on it for each color of mana " \
        "spent to cast it."


# 614.1c: "If you control two or more other lands, ~ enters the battlefield tapped." The
# static `enters_tapped` with `unless` the negated condition (rules/replacement._unless_holds:
# judged as the permanent would enter, for the player it would enter under the control of)
_TAPPED_IF = re.compile(r"^If ([^,]+), ~ enters the battlefield tapped\.$")


def tapped_if(para: str) -> dict[str, Any] | None:
    """The static of "If <condition>, ~ enters the battlefield tapped.", or None."""
    from mtg_engine.cards.oracle.conditional_effects import negated
    from mtg_engine.cards.oracle.conditions import _plain, lower_condition

    m = _TAPPED_IF.match(para)
    if m is None:
        return None
    cond = lower_condition(m.group(1))
    if cond is None or not isinstance(cond, dict) or _plain(cond).get("negate"):
        return None
    return {"enters_tapped": {"unless": negated(cond)}}


def render_tapped_if(st: dict[str, Any], printed: str) -> str:
    from mtg_engine.cards.oracle.conditions import _plain, condition_wording
    from mtg_engine.cards.oracle.render_phrases import RenderError

    p = st.get("enters_tapped") or {}
    unless = _plain(p.get("unless") or {})
    if set(p) != {"unless"} or not unless.pop("negate", False):
        raise RenderError("entering tapped if a condition holds")
    return f"If {condition_wording(unless, printed)}, ~ enters the battlefield tapped."

