"""614.1c: "~ enters the battlefield with a +1/+1 counter on it for each creature card in your
graveyard" (or "with a number of +1/+1 counters on it equal to the number of ...", "with X
+1/+1 counters on it, where X is ...") -- a replacement effect of the entering permanent
whose number of counters is a variable amount (608.2h), counted as the permanent would enter
(its controller "you"; "other" excludes the permanent itself). The DSL is the `enters` /
`counters` replacement with `amount_per` (the count) and `amount` (counters per one counted:
"two +1/+1 counters on it for each ..."); the amount is read by the grammar's variable amounts
(amounts.py) through the sentence "You gain N life for each ..." (or "You gain life equal to
...", "You gain X life, where X is ..."), and rendered back the same way.
"""

from __future__ import annotations

import re
from typing import Any

_FOR_EACH = re.compile(r"^~ enters the battlefield with (a|an|one|two|three) (\+1/\+1|-1/-1|[a-z]+) "
                       r"(counters?) on it (for each .+)\.$")
_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_WORDS = {1: "a", 2: "two", 3: "three"}


# "... with a number of +1/+1 counters on it equal to <amount>." / "... with X +1/+1 counters
# on it, where X is <amount>.": one counter for each one counted (the same replacement)
_EQUAL = re.compile(r"^~ enters the battlefield with a number of (\+1/\+1|-1/-1|[a-z]+) "
                    r"counters on it equal to (.+)\.$")
_WHERE_X = re.compile(r"^~ enters the battlefield with X (\+1/\+1|-1/-1|[a-z]+) counters on it, "
                      r"where X is (.+)\.$")


# 614.1c: "~ enters the battlefield with a +1/+1 counter on it for each other red creature you
# control and a +1/+1 counter on it for each other green creature you control." (Ulasht, the
# Hate Seed): the two counts added (a creature counted by both gives two counters)
_TWO_COUNTS = re.compile(r"^~ enters the battlefield with an? (\+1/\+1|[a-z]+) counter on it "
                         r"(for each [^.]+?) and an? \1 counter on it (for each [^.]+)\.$")
# "... a +1/+1 counter on it for each other Zombie you control and each Zombie card in your
# graveyard." (Unbreathing Horde): one counter for each of either
_EACH_AND_EACH = re.compile(r"^~ enters the battlefield with an? (\+1/\+1|[a-z]+) counter on it "
                            r"(for each [^.]+?) and each ([^.]+)\.$")


def _two_counts(para: str) -> dict[str, Any] | None:
    """The replacement of the two "for each" counts added together, or None."""
    m = _TWO_COUNTS.match(para) or _EACH_AND_EACH.match(para)
    if m is None:
        return None
    third = m.group(3) if m.re is _TWO_COUNTS else "for each " + m.group(3)
    first = counters_for_each(f"~ enters the battlefield with a {m.group(1)} counter on it "
                              f"{m.group(2)}.")
    second = counters_for_each(f"~ enters the battlefield with a {m.group(1)} counter on it "
                               f"{third}.")
    if first is None or second is None or not set(first["amount_per"]) <= {"count", "zone"} \
            or not set(second["amount_per"]) <= {"count", "zone"} or "count" not in \
            first["amount_per"] or "count" not in second["amount_per"]:
        return None
    return {**first, "amount_per": {**first["amount_per"], "plus_count": second["amount_per"]}}


def counters_for_each(para: str) -> dict[str, Any] | None:
    """The replacement's DSL for the paragraph, or None."""
    from mtg_engine.cards.oracle.statics import _plain_counter

    two = _two_counts(para)
    if two is not None:
        return two
    m = _FOR_EACH.match(para)
    if m is None:
        return _counters_equal_to(para)
    if not _plain_counter(m.group(2)):
        return None
    n = _N[m.group(1)]
    if (n == 1) != (m.group(3) == "counter") or ("color of mana spent" in m.group(4) and n == 1):
        return None
    return _replacement(m.group(2), n, f"You gain 1 life {m.group(4)}.")


def _counters_equal_to(para: str) -> dict[str, Any] | None:
    """614.1c, 608.2h: "a number of ... counters on it equal to <amount>" / "X ... counters on
    it, where X is <amount>" (the amount read as in "You gain life equal to <amount>.")."""
    from mtg_engine.cards.oracle.statics import _plain_counter

    m = _EQUAL.match(para)
    sentence = "You gain life equal to {}."
    if m is None:
        m = _WHERE_X.match(para)
        sentence = "You gain X life, where X is {}."
    if m is None or not _plain_counter(m.group(1)) or "mana spent" in m.group(2):
        return None
    return _replacement(m.group(1), 1, sentence.format(m.group(2)))


def _replacement(kind: str, n: int, sentence: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.lower import lower_text

    got = lower_text(sentence, allow_x=False, on_permanent=True)
    if got is None or got[1] or len(got[0]) != 1 or set(got[0][0]) != {"gain_life"}:
        return None
    amount = got[0][0]["gain_life"].get("amount")
    if not isinstance(amount, dict):
        return None
    return {"event": "enters", "instead": "counters", "counter_kind": kind, "amount": n,
            "amount_per": amount}


def render_counters_for_each(rep: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import RenderError

    per = rep.get("amount_per")
    if isinstance(per, dict) and set(per) - {"zone"} == {"count", "plus_count"} \
            and rep.get("amount") == 1:
        first = render_counters_for_each({**rep, "amount_per": {
            k: v for k, v in per.items() if k != "plus_count"}})
        second = render_counters_for_each({**rep, "amount_per": per["plus_count"]})
        head = "~ enters the battlefield with "
        if not first.startswith(head) or not second.startswith(head):
            raise RenderError("two counts of counters as it enters")
        from mtg_engine.cards.oracle.amount_render import wording

        tail = second[len(head):]
        each = tail.partition(" on it for each ")[2]
        if wording("and_each") and each:  # (_EACH_AND_EACH)
            return first.removesuffix(".") + " and each " + each
        return first.removesuffix(".") + " and " + tail  # (_two_counts)

    if set(rep) != {"event", "instead", "counter_kind", "amount", "amount_per"} \
            or rep["amount"] not in _WORDS:
        raise RenderError("counters for each ... as it enters")
    gain = render_effects([{"gain_life": {"amount": rep["amount_per"]}}], [], None)
    n, kind = rep["amount"], rep["counter_kind"]
    for head, said in (("Gain life equal to ", "~ enters the battlefield with a number of {} "
                                               "counters on it equal to {}"),
                       ("Gain X life, where X is ", "~ enters the battlefield with X {} counters "
                                                    "on it, where X is {}")):
        if gain.startswith(head) and n == 1:  # (the amount's other forms, amount_render)
            return said.format(kind, gain[len(head):])
    if not gain.startswith("Gain 1 life for each "):
        raise RenderError("no English for these counters in this form")
    art = ("an" if kind[:1] in "aeiou" else "a") if n == 1 else _WORDS[n]
    noun = "counter" if n == 1 else "counters"
    return f"~ enters the battlefield with {art} {kind} {noun} on it " \
        f"{gain[len('Gain 1 life '):]}"


def counters_per(state: Any, ev: Any, spec: Any, source: int = 0, controller: int = -1) -> int:
    """How many counters the replacement gives: `amount` for each one counted now, for the
    permanent as it would enter under `ev.controller`'s control (614.1c, 608.2h). `source`:
    the permanent whose static ability it is when not the entering one ("the number of +1/+1
    counters on ~" of Bloodspore Thrinax is the Thrinax's), and its `controller` ("you")."""
    from mtg_engine.effects.references import amount_of
    from mtg_engine.state.game_state import Frame

    o = state.objects.get(ev.obj)
    name = o.card.name if o is not None else ""
    # 110.2: it enters under `ev.controller`'s control, or its owner's when the event doesn't
    # say (a card put onto the battlefield by Zombify; rules/zones.perform_move does the same)
    enters_under = ev.controller if ev.controller >= 0 or o is None else o.owner
    who = controller if source and source != ev.obj and controller >= 0 else enters_under
    frame = Frame((), (name, False, "ability", 0), 0, who, source or ev.obj, name, (), ())
    return int(spec.amount) * max(0, amount_of(state, frame, spec.amount_per))
