"""Counterspells whose "unless" payment is a variable amount of mana (118.12, 107.1, 608.2h):

  Counter target spell unless its controller pays {1} for each card in your graveyard.
                                                                   (Circular Logic)
  Counter target spell unless its controller pays {2} for each Wizard on the battlefield.
                                                                   (Ixidor's Will)
  Counter target spell unless its controller pays {X}, where X is your devotion to blue.
                                                                   (Thassa's Rebuff)
  Counter target spell unless its controller pays {X}, where X is its mana value. (Rethink)

The amount is read by the grammar's variable amounts (amounts.py) through the sentence "You
gain 1 life for each ..." / "You gain X life, where X is ..." (as mana_amounts.py does), and
becomes the counter effect's `unless_times`: the mana `unless_pays` names is paid that many
times, counted as the counterspell resolves (608.2h; effects/stack_verbs.py). "{X}, where X
is N" and "{1} for each" are the same payment of N generic mana; the round trip renders the
form the card prints (amount_render.FORMS).
"""

from __future__ import annotations

import re
from typing import Any

# "At the beginning of your upkeep, sacrifice ~ unless you pay {1} for each card in your hand."
# (Extravagant Spirit): the same payment, by the ability's controller (118.12, 701.17a)
_SACRIFICE_UNLESS = re.compile(r"(?P<head>sacrifice (?:~|it)) unless you pay "
                               r"(?P<mana>\{[0-9]+\}) (?P<each>for each .+)", re.IGNORECASE)
_UNLESS = re.compile(r"(?P<head>counter target .*?\bspell\b.*?) unless its controller pays "
                     r"(?:(?P<mana>\{[0-9]+\}) (?P<each>for each .+)"
                     r"|\{X\}(?P<where>, where X is .+))", re.IGNORECASE)


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The counter effect (its target added to `ctx`) for "Counter target <spell> unless its
    controller pays {N} for each ... / {X}, where X is ...", or None."""
    from mtg_engine.cards.oracle.mana_amounts import _read

    m = _UNLESS.fullmatch(sentence.strip().rstrip("."))
    if m is None:
        return _sacrifice_unless(ctx, sentence)
    if m.group("each"):
        from mtg_engine.cards.oracle.this_way import EFFECTS_BEFORE

        # ("for each card revealed this way": after the sentence before it, 608.2c)
        token = EFFECTS_BEFORE.set((*EFFECTS_BEFORE.get(), *ctx.previous))
        try:
            got = _read([], f"You gain 1 life {m.group('each')}.")
        finally:
            EFFECTS_BEFORE.reset(token)
        mana = m.group("mana")
    elif m.group("where") == ", where X is its mana value":  # (Rethink: the target spell's,
        # 202.3e: with the X it was cast with; 608.2h)
        n = len(ctx.targets)
        got, mana = ([], {"mana_value_of": "target" + (f":{n}" if n else "")}), "{1}"
    else:
        got = _read([], f"You gain X life{m.group('where')}.")
        mana = "{1}"
    if got is None:
        return None
    from mtg_engine.cards.oracle.effects import compile_sentence

    before = len(ctx.targets)
    head = compile_sentence(ctx, m.group("head"))
    if head is None or len(head) != 1 or set(head[0]) != {"counter"} \
            or set(head[0]["counter"]) != {"what"}:
        del ctx.targets[before:]
        return None
    return [{"counter": {**head[0]["counter"], "unless_pays": mana, "unless_times": got[1]}}]


def _sacrifice_unless(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """"Sacrifice ~ unless you pay {1} for each card in your hand." (118.12), or None."""
    from mtg_engine.cards.oracle.effects import compile_sentence
    from mtg_engine.cards.oracle.mana_amounts import _read

    m = _SACRIFICE_UNLESS.fullmatch(sentence.strip().rstrip("."))
    got = None if m is None else _read([], f"You gain 1 life {m.group('each')}.")
    if m is None or got is None:
        return None
    head = compile_sentence(ctx, m.group("head"))
    if head is None or head[0].get("sacrifice") is None or len(head) != 1 \
            or set(head[0]["sacrifice"]) != {"what"}:
        return None
    return [{"sacrifice": {**head[0]["sacrifice"], "unless_pays": m.group("mana"),
                           "unless_times": got[1]}}]


def render_unless(p: dict[str, Any], payer: str = "its controller pays") -> str:
    """" unless its controller pays {1} for each ..." / " ... pays {X}, where X is ..." in the
    amount form being rendered; a ValueError (no English) in a form the card can't print.
    `payer`: "you pay" for a sacrifice (_sacrifice_unless)."""
    from mtg_engine.cards.oracle.render import render_effects

    times = p["unless_times"]
    if isinstance(times, dict) and set(times) == {"mana_value_of"} \
            and str(times["mana_value_of"]).startswith("target") and p["unless_pays"] == "{1}" \
            and payer == "its controller pays":  # (Rethink: the target spell's)
        return " unless its controller pays {X}, where X is its mana value"
    gain = render_effects([{"gain_life": {"amount": times}}], [], None).rstrip(".")
    if gain.startswith("Gain 1 life for each "):
        return f" unless {payer} {p['unless_pays']} {gain[len('Gain 1 life '):]}"
    if payer != "its controller pays":
        raise ValueError("no English for this payment in this form")
    if gain.startswith("Gain X life, where X is ") and p["unless_pays"] == "{1}":
        return f" unless its controller pays {{X}}{gain[len('Gain X life'):]}"
    raise ValueError("no English for this payment in this form")
