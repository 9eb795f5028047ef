"""How the scenario harness (testing/scenario.py) reads the answers a test gives to a
decision (`set_choice`, `add_target`, replacement order, 616.1): the text of an option or
ability matched to the engine's `ChoiceDecision` options, and the checks' error messages."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mtg_engine.actions import (
    ChoiceDecision,
)
from mtg_engine.core.colors import Color
from mtg_engine.state.objects import player_ref
from mtg_engine.testing.scenario import Scenario


def _eq(what: str, expected: Any, actual: Any) -> None:
    if expected != actual:
        raise AssertionError(f"{what}: expected {expected!r}, actual {actual!r}")


_FACE_DOWN_SUFFIX = re.compile(r" using (?:Morph|Megamorph)$")
# XMage's tests name the alternative cost with the cast: "Hopeful Eidolon using bestow" (702.103b)
_ALT_COST_SUFFIX = re.compile(r" using (bestow|mutate)$", re.IGNORECASE)  # (702.140a too)


def _norm_ability(text: str) -> str:
    """Ability text for matching: loyalty brackets dropped, '−' read as '-'."""
    t = text.replace("−", "-").replace("[", "").replace("]", "")
    return " ".join(t.split())


def _interpret(sc: Scenario, d: ChoiceDecision, answer: str) -> tuple[int, ...] | None:
    """A queued set_choice answer read for this decision, or None if it doesn't fit."""
    a = answer.strip()
    low = a.lower()
    if d.purpose == "replacement" or d.purpose.startswith("choose_"):
        return _interpret_replacement(sc, d, a)
    if d.purpose in ("venture_dungeon", "venture_room"):  # 309.2a, 309.5a: by name
        from mtg_engine.rules.dungeons import option_named

        return option_named(sc.state, d, a)
    if d.purpose in ("assist", "draw_count"):  # 702.132a: the generic mana the assistant
        # pays ("2"); 107.1c: how many cards of "draw up to three cards" (effects/draw_up_to.py)
        n = int(a) if a.strip().isdigit() else -1
        return (n,) if n in d.options else None
    if d.purpose == "pay_x":  # 107.3: "X=3" or "3", the X of a "pay {X}" (effects/pay_x.py)
        n = low.removeprefix("x=").strip()
        return (int(n),) if n.isdigit() and int(n) in d.options else None
    if d.purpose in ("may", "pay"):
        if low in ("yes", "no"):
            return (1,) if low == "yes" else (0,)
        return None
    if d.purpose == "additional_option":  # 601.2b: "Pay 3 life", "Sacrifice a creature"
        from mtg_engine.rules import additional_options, free_cast

        card = free_cast.asked_card(sc.state)
        i = additional_options.named(card, a) if card is not None else None
        return (i,) if i is not None and i in d.options else None
    if d.purpose.startswith(("remove_counters:", "counters_up_to:",  # 608.2d: how many, "2"
                             "move_counters:")):  # (rules/counter_moves.py)
        return (int(a),) if a.isdigit() and int(a) in d.options else None  # (counter_kind_choice)
    if d.purpose == "pile_choice":  # 700.3: "1" (the first pile) or "2" (effects/piles.py)
        return (int(a),) if a in ("1", "2") else None
    if d.purpose.startswith("put_or_remove:"):  # 122.1: "put" another of that kind, "remove"
        return {"put": (1,), "remove": (0,)}.get(low)  # (effects/counter_kinds_each.py)
    if d.purpose == "keep_flip":  # 705 (Krark's Thumb, rules/coin.py): "win" or "lose"
        return {"win": (1,), "won": (1,), "lose": (0,), "lost": (0,)}.get(low)
    if d.purpose == "land_or_nonland":  # Abundance: "land" / "nonland" (rules/draw_instead.py)
        return {"land": (0,), "nonland": (1,)}.get(low)
    if d.purpose == "tap_or_untap":  # 701.21: "tap" or "untap"
        return {"tap": (1,), "untap": (0,)}.get(low)
    if d.purpose == "top_or_bottom":  # 608.2d: "top" / "bottom" (or "yes": on top)
        return {"top": (1,), "yes": (1,), "bottom": (0,), "no": (0,)}.get(low)
    if d.purpose == "mulligan":
        if low in ("yes", "no"):
            return (0,) if low == "yes" else (1,)
        return None
    if low == "none" and d.min == 0:  # choose none of them (scry: nothing on the bottom)
        return ()
    if d.purpose == "put_from_hand" and low in ("yes", "no"):  # "you may put a card ...": no,
        return () if low == "no" else d.options[:1]  # or yes with the first card (scenario.py)
    if d.purpose == "champion" and low in ("no", "none"):  # 702.72a: exile nothing
        return (0,)
    names = [x.strip() for x in a.replace("^", ",").split(",")] if d.max > 1 else [a]
    chosen: list[int] = []
    for n in names:
        if n.isdigit() and int(n) in d.options and d.purpose == "order_triggers":
            chosen.append(int(n))
            continue
        try:
            ref = sc._ref(n, prefer=list(d.options))
        except LookupError:
            match = [o for o in d.options if o > 0 and o in sc.state.objects
                     and sc._name(o) == n and o not in chosen]
            if not match:
                return None
            ref = match[0]
        if ref not in d.options:
            match = [o for o in d.options if o > 0 and o in sc.state.objects
                     and sc._name(o) == n and o not in chosen]
            if not match:
                return None
            ref = match[0]
        chosen.append(ref)
    if not d.min <= len(chosen) <= d.max:
        return None
    return tuple(chosen)


def _interpret_replacement(sc: Scenario, d: ChoiceDecision, a: str) -> tuple[int, ...] | None:
    """616.1: the effect to apply first, named by its source ("Rest in Peace") or the start of
    its text (as XMage's tests name it); 614.12a: a color ("Red"), a creature type, a player."""
    from mtg_engine.rules import entering_counter_choice, replacement

    low = a.lower()
    if d.purpose.startswith("choose_" + replacement.PAY_LIFE):  # 614.12: "yes" pays the life
        if low in ("yes", "no"):
            want = 1 if low == "yes" else 0
            return (want,) if want in d.options else None
        return None
    if d.purpose == "choose_reveal":  # 614.12: "yes" reveals a card, "no" none, or its name
        if low in ("yes", "no"):
            return (d.options[0],) if low == "yes" and d.options[0] else (0,) \
                if low == "no" else None
        match = [o for o in d.options if o and sc._name(o).lower() == low]
        return (match[0],) if match else None
    if d.purpose == "replacement":
        offered = replacement.offered_names(sc.state)
        if len(d.options) > len(offered) and low in ("yes", "no"):  # 614.1a: optional (dredge)
            return (d.options[0],) if low == "yes" else (d.options[-1],)
        for i, (name, text) in enumerate(offered):
            if name.lower() == low or (text and text.lower().startswith(low)):
                return (d.options[i],)
        return None
    if d.purpose == entering_counter_choice.PURPOSE:  # 614.1c: "hexproof", "menace, lifelink"
        i = entering_counter_choice.named(sc.state.replacing[0].current.choose[0], a)
        return (i,) if i is not None and i in d.options else None
    if d.purpose.startswith("choose_card_name:"):  # 201.2: "Lightning Bolt" (card_names.py)
        from mtg_engine.rules.card_names import name_options

        names = name_options(sc.state, d.purpose.split(":", 1)[1])
        return (names.index(a),) if a in names else None
    if d.purpose.startswith("choose_word:"):  # 608.2d: "flying" (rules/chosen_words.py)
        ws = d.purpose[len("choose_word:"):].split("|")
        return (ws.index(low),) if low in ws and ws.index(low) in d.options else None
    # 614.12b: "Khans" or "Dragons"; 713.4a-b: the melded card put higher (or given the later
    # timestamp)
    if d.purpose.startswith(("choose_anchor:", "choose_arrange:")):
        ws = d.purpose.split(":", 1)[1].split("|")
        return (ws.index(a),) if a in ws and ws.index(a) in d.options else None
    if d.purpose == "choose_colors":  # 105.3: one or more colours, "Red,Blue"
        one = replace(d, purpose="choose_color", max=1)
        picked = [_interpret(sc, one, c.strip()) for c in a.replace("^", ",").split(",")]
        return None if None in picked else tuple(sorted({p[0] for p in picked if p}))
    if d.purpose == "choose_color" or d.purpose.startswith("choose_color_except_"):
        try:
            i = "WUBRG".index(Color.parse(a).value)
        except ValueError:
            return None
        return (i,) if i in d.options else None
    if d.purpose in ("choose_basic_land_type", "choose_land_type") and sc.state.replacing:
        from mtg_engine.rules.entering_choices import LAND_TYPE_CHOICES

        types = LAND_TYPE_CHOICES[d.purpose[len("choose_"):]]  # 614.12a ("Desert")
        i = next((i for i, t in enumerate(types) if t.lower() == low), None)
        return (i,) if i is not None and i in d.options else None
    if d.purpose in ("choose_land_type", "choose_color_or_land_type"):  # 612 ("Island")
        from mtg_engine.rules.text_changes import word_index

        i = word_index(d.purpose[len("choose_"):], a)
        return (i,) if i is not None and i in d.options else None
    if d.purpose == "choose_creature_type":
        types = replacement.creature_types(sc.state)
        return (types.index(a),) if a in types and types.index(a) in d.options else None
    if d.purpose in ("choose_devour", "choose_amplify"):  # 702.82a, 702.38a: names or "none"
        if low in ("none", "no"):
            return ()
        picked: list[int] = []
        for n in (x.strip() for x in a.split(",")):
            match = [o for o in d.options if o not in picked and sc._matches_name(o, n)]
            if not match:
                return None
            picked.append(match[0])
        return tuple(picked)
    if d.purpose.startswith("choose_card_type_of:"):  # 614.12a, 205.2a: "sorcery"
        from mtg_engine.rules.card_type_choice import named

        i = named(d.purpose[len("choose_"):], a)
        return (i,) if i is not None and i in d.options else None
    if d.purpose == "choose_two_players":  # 614.12a: "A,B", or "A" then "B" (one each)
        names = [n.strip() for n in a.split(",")]
        refs = tuple(player_ref(sc.names.index(n)) for n in names if n in sc.names)
        return refs if len(refs) == len(names) == min(d.max, 2) and set(refs) <= set(d.options) \
            and len(set(refs)) == len(refs) else None
    if d.purpose == "choose_mutate_under":  # 702.140c: "yes" puts it under (as XMage asks)
        return {"yes": (1,), "under": (1,), "bottom": (1,), "no": (0,), "over": (0,),
                "top": (0,)}.get(low)
    if d.purpose == "choose_odd_even" and low in ("odd", "even"):  # 614.12a
        return (0,) if low == "odd" else (1,)
    if (d.purpose in ("choose_riot", "choose_unleash") or d.purpose.startswith(
            "choose_tribute_pay:")) and low in ("yes", "no"):  # (702.104a: the tribute paid?)
        return (1,) if low == "yes" else (0,)  # 702.136a, 702.98a: the additional counter?
    if d.purpose == "choose_permanent":  # 608.2d: the permanent a player chooses by name
        match = [o for o in d.options if o > 0 and o in sc.state.objects
                 and sc._matches_name(o, a)]  # (Imperial Edict: effects/player_chooses.py)
        return (match[0],) if match else None
    if d.purpose == "choose_copy":  # 707.5: what it enters as a copy of, or "no"
        if low == "no":
            return (0,)
        match = [o for o in d.options if o > 0 and o in sc.state.objects
                 and sc._matches_name(o, a)]
        return (match[0],) if match else None
    if a in sc.names and player_ref(sc.names.index(a)) in d.options:
        return (player_ref(sc.names.index(a)),)
    return None




def counter_kind(sc: Scenario, pname: str, action: Any, ab: Any) -> Any:
    """122.1, 118.3: for "Remove a counter from a creature you control", the kind of counter
    removed: the next set_choice answer if it names one the chosen permanent has ("+1/+1"),
    else the first of its kinds in alphabetical order."""
    from mtg_engine.rules.ability_costs import counter_kinds

    if ab.cost.remove_counter_from is None:
        return action
    kinds = counter_kinds(sc.state, ab.cost, action.uncountered)
    if kinds == ("",) or not kinds:
        return action
    q = sc._choices[pname]
    if sc._answers_used < len(q) and q[sc._answers_used].strip() in kinds:
        sc._answers_used += 1
        return replace(action, counter_kind=q[sc._answers_used - 1].strip())
    return replace(action, counter_kind=kinds[0])
