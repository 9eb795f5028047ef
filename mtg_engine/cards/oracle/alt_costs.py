"""An alternative cost printed on the card (118.9, 601.2b), read as the DSL's `alt_costs` entry
and rendered back (rules/alternative_costs.py plays it):
- "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (the Bringers) ->
  kind "alternative", `mana`;
- its parts other than mana, joined by "and": "You may pay 1 life and exile a blue card from
  your hand rather than pay this spell's mana cost." (Force of Will), "You may return an Island
  you control to its owner's hand ..." (Daze), "You may pay {1} and return a basic land you
  control to its owner's hand ..." (the Borderposts), "You may exile a red card with mana value
  X from your hand ..." (the Shoals: X is that card's mana value) -> `cost` (pay life,
  sacrifice, discard,
  return or tap permanents you control, exile cards from your graveyard or your hand; one
  part choosing objects at most, as for an additional cost, 118.8);
- a condition first: "If you control a Swamp, you may pay 4 life rather than pay ..." (Snuff
  Out), "If it's not your turn, ..." (the Forces of Horizons) -> `if`;
- "If an opponent controls a Mountain and you control an Island, you may cast this spell
  without paying its mana cost." (the Legates) -> kind "free" with `if`.
It is paid instead of the mana cost; X (107.3b), kicker and other costs as usual (118.9d)."""

from __future__ import annotations

import re
from typing import Any

_MANA = r"(?:\{(?:[0-9]+|[WUBRGC])\})+"
_RATHER = re.compile(r"^(?:If (?P<cond>[^,]+), y|Y)ou may (?P<what>.+) rather than pay this "
                     r"spell's mana cost\.$")
_FREE = re.compile(r"^If (?P<cond>[^,]+), you may cast (?:this spell|it) without paying its "
                   r"mana cost\.$")  # ("it": Once Upon a Time)
_EXILE_HAND = re.compile(r"^exile (?P<n>a|an|two|three) (?P<what>.+) from your hand$")
_NUM = {"a": 1, "an": 1, "two": 2, "three": 3}
_NUM_WORDS = {2: "two", 3: "three"}
# the cost parts an alternative cost may have (as an additional cost's, 118.8), by the DSL keys
# each part is read into; at most one choosing objects (all but pay_life)
_PARTS = ({"pay_life"}, {"sacrifice", "sacrifice_count"}, {"discard", "discard_filter"},
          {"exile_graveyard", "exile_filter"}, {"tap_untapped"}, {"return"})
# what a card exiled from the hand may be asked to be (its own characteristics)
_CARD_FILTER_KEYS = {"types", "colors", "subtypes", "not_types", "not_colors", "supertypes"}


def lower(para: str) -> dict[str, Any] | None:
    """The `alt_costs` entry of such a paragraph, or None."""
    m = _FREE.match(para)
    if m is not None:
        cond = _condition(m.group("cond"))
        return None if cond is None else {"kind": "free", "if": cond}
    m = _RATHER.match(para)
    if m is None:
        return None
    out: dict[str, Any] = {"kind": "alternative"}
    parts = m.group("what").split(" and ")
    pay = re.fullmatch(rf"pay ({_MANA})", parts[0])
    if pay is not None:
        out["mana"] = pay.group(1)
        parts = parts[1:]
    if parts:
        cost = _other_parts(parts)
        if cost is None:
            return None
        out["cost"] = cost
    elif "mana" not in out:
        return None
    if m.group("cond"):
        cond = _condition(m.group("cond"))
        if cond is None:
            return None
        out["if"] = cond
    return out


def evoke_cost(param: str) -> dict[str, Any] | None:
    """702.74a: "Evoke—Exile a white card from your hand" (the keyword's parameter after
    "Evoke") -> the `alt_costs` entry of kind "evoke" with that cost and no mana; None when
    the cost isn't one the engine pays."""
    m = re.fullmatch(r"—\s*(.+?)\.?", param)
    if m is None:
        return None
    text = m.group(1)
    cost = _other_parts([text[:1].lower() + text[1:]])
    return None if cost is None else {"kind": "evoke", "cost": cost}


def _condition(text: str) -> Any:
    from mtg_engine.cards.oracle.conditions import lower_condition

    return lower_condition(text)


def _other_parts(parts: list[str]) -> dict[str, Any] | None:
    """"pay 1 life", "exile a blue card from your hand", "sacrifice two Mountains" ... -> one
    DSL cost with their keys in the order printed; None if a part isn't one the engine pays."""
    from mtg_engine.cards.oracle.costs import _cost

    out: dict[str, Any] = {}
    choosing = 0
    for part in parts:
        got = _exile_hand(part)
        if got is None:
            got = _cost(part[:1].upper() + part[1:])
            if not got or not any(set(got) <= k for k in _PARTS) \
                    or (got.get("sacrifice") or {}).get("other"):
                return None
        if set(got) & set(out):
            return None
        choosing += "pay_life" not in got
        out.update(got)
    return out if choosing <= 1 else None


def _exile_hand(part: str) -> dict[str, Any] | None:
    """"exile a blue card from your hand" / "exile two white cards from your hand"."""
    from mtg_engine.cards.oracle.costs import _quality

    m = _EXILE_HAND.match(part)
    if m is None:
        return None
    n, what = _NUM[m.group("n")], m.group("what")
    with_x = what.endswith(" card with mana value X") and n == 1  # 107.3a: X is its value
    if with_x:
        what = what[:-len(" with mana value X")]
    if (n > 1) != what.endswith("cards"):
        return None
    f = _quality(what, n > 1, "card")
    if f is None or not set(f) <= _CARD_FILTER_KEYS:
        return None
    if with_x:  # (the Shoals; rules/alternative_costs.py)
        f = {**f, "mana_value_le": "X", "mana_value_ge": "X"}
    return {"exile_hand": {"filter": f, "count": n}}


def take(para: str, printed: str, dsl: dict[str, Any], trace: list[Any]
         ) -> tuple[str, str] | None:
    """`split` for the compiler: the conditional alternative cost added to the card's DSL and
    its sentence to the round trip's `trace`; (the rest of the paragraph, the rest of the
    printed paragraph), or None for another paragraph."""
    got = split(para)
    if got is None:
        return None
    dsl.setdefault("alt_costs", []).append(got[1])
    trace.append((got[0], "alternative_cost", [got[1], got[0]]))
    return got[2], re.sub(r"^If [^.]+ (?:rather than pay this spell's mana cost|without paying "
                          r"its mana cost)\.\s*", "", printed)


def render(alt: dict[str, Any], printed: str = "") -> str:
    head = "You may"
    if "if" in alt:
        from mtg_engine.cards.oracle.conditions import condition_wording

        head = f"If {condition_wording(alt['if'], printed)}, you may"
    if alt["kind"] == "free":  # (the printed card's word for the spell: "it" or "this spell")
        spell = "it" if re.search(r"you may cast it without paying its mana cost", printed) \
            else "this spell"
        return f"{head} cast {spell} without paying its mana cost."
    parts = [f"pay {alt['mana']}"] if alt.get("mana") else []
    parts += _render_parts(alt.get("cost") or {})
    return f"{head} {' and '.join(parts)} rather than pay this spell's mana cost."


def _render_parts(cost: dict[str, Any]) -> list[str]:
    from mtg_engine.cards.oracle.render_abilities import _cost_parts

    rendered = _cost_parts({k: v for k, v in cost.items() if k != "exile_hand"})
    out = []
    for key in cost:
        if key == "exile_hand":
            out.append(_render_exile_hand(cost[key]))
        elif key in rendered:
            text = rendered[key]
            out.append(text[:1].lower() + text[1:])
    return out


def _render_exile_hand(e: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    n = e.get("count", 1)
    d = describe_filter(e["filter"], "card", plural=n > 1)
    many = _NUM_WORDS.get(n) or ("an" if d[0] in "aeiou" else "a")
    return f"exile {many} {d} from your hand"


_FIRST_SENTENCE = re.compile(r"^(If [^,]+, you may (?:[^.]+ rather than pay this spell's mana "
                             r"cost|cast (?:this spell|it) without paying its mana cost)\.)\s*"
                             r"(.*)$", re.S)


def split(para: str) -> tuple[str, dict[str, Any], str] | None:
    """A spell's paragraph that begins "If <condition>, you may pay ... rather than pay this
    spell's mana cost." (the Traps) -> (that sentence, its `alt_costs` entry, the rest of the
    paragraph); None for other paragraphs or a sentence `lower` doesn't read."""
    m = _FIRST_SENTENCE.match(para)
    if m is None:
        return None
    entry = lower(m.group(1))
    return None if entry is None else (m.group(1), entry, m.group(2))
