"""Mana abilities that add a variable amount of mana (106.1, 605.1a) in the Oracle compiler:

    {T}: Add {G} for each creature you control.                     (Gaea's Cradle)
    {T}: Add an amount of {G} equal to your devotion to green.      (Karametra's Acolyte)
    {T}: Add X mana of any one color, where X is ~'s power.         (Heronblade Elite)

The amount is read by the grammar's variable amounts (amounts.py), through the sentence "You
gain 1 life for each ..." / "You gain life equal to ..." / "You gain X life, where X is ...",
whose DSL amount becomes the ability's `mana_times`; the English comes back the same way
(render_variable_mana), so the round trip checks both. Carried out by rules/mana_amounts.py.
"""

from __future__ import annotations

import re
from typing import Any

_FOR_EACH = re.compile(r"add ((?:\{[wubrgc]\})+) (for each .+)")
_EQUAL = re.compile(r"add an amount of (\{[wubrgc]\}) (equal to .+)")
_WHERE_ANY = re.compile(r"add x mana of any one color(, where x is .+)")
_EACH_COLOR = re.compile(r"for each color among ([a-z ]+), add one mana of that color")
# 700.5, 106.1a: the color chosen as the ability resolves, and the devotion to it (Nykthos)
THAT_COLOR_DEVOTION = "Choose a color. Add an amount of mana of that color equal to your " \
    "devotion to that color"


def read_variable_mana(add: str, cost: dict[str, Any]) -> tuple[list[str] | int, Any] | None:
    """(the mana one "for each" adds: ["{G}"], or 1 for one mana of any one color; the DSL
    amount) for a variable "Add ..." sentence, or None. Only with a cost that isn't mana alone
    (605.1a: a mana ability paid with mana alone must add less than it costs)."""
    if not set(cost) - {"mana"}:
        return None
    low = add.strip().rstrip(".")
    printed = low
    low = low.lower()
    m = _FOR_EACH.fullmatch(low)
    if m:
        return _read([m.group(1).upper()], f"You gain 1 life {printed[m.start(2):]}.")
    m = _EQUAL.fullmatch(low)
    if m:
        return _read([m.group(1).upper()], f"You gain life {printed[m.start(2):]}.")
    m = _WHERE_ANY.fullmatch(low)
    if m:
        return _read(1, f"You gain X life{printed[m.start(1):]}.")
    if low == THAT_COLOR_DEVOTION.lower():  # 700.5, 106.1a (rules/mana_amounts.py)
        return 1, {"devotion": "that_color"}
    m = _EACH_COLOR.fullmatch(low)
    if m:  # 105.2, 106.1a: "for each color among <permanents>, add one mana of that color"
        got = _read(["{W}{U}{B}{R}{G}"], f"You gain 1 life for each color among {m.group(1)}.")
        if got is None or set(got[1]) != {"colors_among"}:
            return None
        return got[0], {**got[1], "one_each": True}
    return None


# 106.1a: the words of a spell's "Add <N> mana of any one color" (effects/mana_choice.py)
ANY_ONE_COLOR = {1: "one mana of any color", 2: "two mana of any one color",
                 3: "three mana of any one color"}


def spell_mana(vp: str) -> list[dict[str, Any]] | None:
    """A spell's (or a non-mana ability's) "Add {R} for each ..." (106.1): the add_mana effect
    with a `count`, or None. (Only a fixed mana: "X mana of any one color" needs a choice.)
    "Add one mana of any color": its color chosen as it resolves (106.1a, effects/mana_choice.py)."""
    said = vp.strip().rstrip(".")
    said = said[:1].lower() + said[1:]  # (a sentence's first word, "Add")
    if said == "add one mana of any color":
        return [{"add_mana": {"any_color": 1}}]
    n = next((n for n, w in ANY_ONE_COLOR.items() if said == f"add {w}"), None)
    if n is not None:  # 106.1a: one colour chosen for all of it
        return [{"add_mana": {"any_color": n}}]
    m = re.fullmatch(r"add (two|three) mana in any combination of colors", said)
    if m is not None:  # 106.1a: each mana's colour chosen (effects/mana_choice.py)
        return [{"add_mana": {"any_color": 2 if m.group(1) == "two" else 3,
                              "combination": True}}]
    pair = _PAIR_AMOUNT.fullmatch(said)
    if pair is not None:  # 106.1a: each mana {R} or {G}, chosen (effects/mana_choice.py)
        n = _PAIR_COUNTS.get(pair.group(1))
        if n is None:  # "that much": the event's amount (603.2, 608.2h)
            from mtg_engine.cards.oracle.triggers import EVENT_AMOUNT

            if not EVENT_AMOUNT.get():
                return None
            n = "that_much"
        colors = "".join(c for c in "WUBRG" if c in (pair.group(2) + pair.group(3)).upper())
        if len(colors) != 2:
            return None
        return [{"add_mana": {"any_color": n, "combination": True, "colors": colors}}]
    m = re.fullmatch(r"add that much (\{[wubrgc]\})", said, re.IGNORECASE)
    if m is not None:  # 603.2, 608.2h: the trigger event's amount (Sakiko, Mother of Summer)
        from mtg_engine.cards.oracle.triggers import EVENT_AMOUNT

        return [{"add_mana": {"mana": m.group(1).upper(), "count": "that_much"}}] \
            if EVENT_AMOUNT.get() else None
    got = read_variable_mana(vp, {"spell": True})
    if got is None or isinstance(got[0], int):
        return None
    return [{"add_mana": {"mana": got[0][0], "count": got[1]}}]


# 106.1a: "add three mana in any combination of {R} and/or {G}" in a spell or a triggered
# ability (the count a number or "that much", the event's amount)
_PAIR_AMOUNT = re.compile(r"(?i)add (two|three|four|five|that much) mana in any combination of "
                          r"\{([wubrg])\} and/or \{([wubrg])\}")
_PAIR_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}


def render_combination_mana(p: dict[str, Any]) -> str:
    """"add two mana in any combination of colors[. Spend this mana only to ...]" (106.1a,
    106.6: `spend_only`, costs._spend_after_mana)."""
    import json

    from mtg_engine.cards.oracle.spend import render_spend

    if p.get("colors"):  # "... of {R} and/or {G}" (`_PAIR_AMOUNT`)
        n = p["any_color"]
        count = "that much" if n == "that_much" else \
            next(w for w, k in _PAIR_COUNTS.items() if k == n)
        a, b = p["colors"]
        said = f"add {count} mana in any combination of {{{a}}} and/or {{{b}}}"
        if p.get("kept"):
            from mtg_engine.cards.oracle.kept_mana import render as render_kept

            return render_kept(p, said)
        return said

    said = f"add {'two' if p['any_color'] == 2 else 'three'} mana in any combination of colors"
    if p.get("spend_only"):
        said += ". " + render_spend(json.loads(p["spend_only"])).rstrip(".")
    return said


def _read(mana: list[str] | int, sentence: str) -> tuple[list[str] | int, Any] | None:
    from mtg_engine.cards.oracle.lower import lower_text

    got = lower_text(sentence, allow_x=False, on_permanent=True)
    if got is None or got[1] or len(got[0]) != 1 or set(got[0][0]) != {"gain_life"}:
        return None
    body = got[0][0]["gain_life"]
    if set(body) != {"amount"} or isinstance(body["amount"], int | str):
        return None
    return mana, body["amount"]


def render_variable_mana(ab: dict[str, Any]) -> str:
    """The "Add ..." sentence of a variable mana ability, in the amount form being rendered
    (amounts.FORMS); a ValueError (no English) in a form Oracle text doesn't use for it."""
    from mtg_engine.cards.oracle.render import render_effects

    if ab.get("any_color") == 1 and ab["mana_times"] == {"devotion": "that_color"}:
        return THAT_COLOR_DEVOTION + "."  # 700.5 (Nykthos)
    if ab["mana_times"].get("one_each"):  # 105.2, 106.1a (Bloom Tender)
        each = {k: v for k, v in ab["mana_times"].items() if k != "one_each"}
        gain = render_effects([{"gain_life": {"amount": each}}], [], None)
        if ab.get("mana") == "{W}{U}{B}{R}{G}" and gain.startswith("Gain 1 life for each color "
                                                                   "among "):
            return f"For each color among {gain[len('Gain 1 life for each color among '):-1]}" \
                ", add one mana of that color."
        raise ValueError("no English for one mana of each color")
    gain = render_effects([{"gain_life": {"amount": ab["mana_times"]}}], [], None)
    if "mana" in ab:
        if gain.startswith("Gain 1 life for each "):
            return f"Add {ab['mana']} {gain[len('Gain 1 life '):]}"
        if gain.startswith("Gain life equal to ") and re.fullmatch(r"\{[WUBRGC]\}", ab["mana"]):
            return f"Add an amount of {ab['mana']} {gain[len('Gain life '):]}"
    elif ab.get("any_color") == 1 and gain.startswith("Gain X life, where X is "):
        return f"Add X mana of any one color{gain[len('Gain X life'):]}"
    raise ValueError("no English for this variable mana in this form")
