"""Replacement effects that exile a card with counters on it, or exile a dying creature and put
counters on the effect's source (614.1a, 122.1: counters on an object in any zone):

- "If a card would be put into an opponent's graveyard from anywhere, instead exile it with a
  void counter on it." (Dauthi Voidwalker): the card arrives in exile with the counter;
- "If a nontoken creature an opponent controls would die, exile that card with an ice counter
  on it instead." (Draugr Necromancer, Rayami, First of the Fallen; 700.4);
- "If a creature an opponent controls would die, instead exile it and put a number of +1/+1
  counters equal to that creature's power on ~." (Ravenous Slime: the power it has as it would
  die, 608.2h-like last look at the creature on the battlefield).

The DSL is a replacement with `instead: exile` and `counter_kind` / `amount` (the counters the
card has as it arrives in exile: rules/replacement.apply_one, rules/zones.perform_move), or
`instead: exile_power_counters` (rules/replacement_results.py).
"""

from __future__ import annotations

import copy
import re
from typing import Any

_KIND = r"(?P<kind>[a-z]+)"
_TO_GRAVEYARD = {  # the words before ", instead exile it ..." -> (affects, filter)
    "If a card would be put into an opponent's graveyard from anywhere":
        ("opponent", {"token": False}),
    "If a card would be put into your graveyard from anywhere": ("you", {"token": False}),
}
_GRAVEYARD = re.compile(r"^(?P<head>.+), instead exile it with an? " + _KIND
                        + r" counter on it\.$")
_DIE_WITH = re.compile(r"^If an? (?P<what>.+) would die, exile that card with an? " + _KIND
                       + r" counter on it instead\.$")
_DIE_POWER = re.compile(r"^If an? (?P<what>.+) would die, instead exile it and put a number of "
                        r"\+1/\+1 counters equal to that creature's power on ~\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    m = _GRAVEYARD.match(para)
    if m is not None and m.group("head") in _TO_GRAVEYARD:
        affects, f = _TO_GRAVEYARD[m.group("head")]
        if not _article_fits(para, m.group("kind")):
            return None
        return {"event": "to_graveyard", "instead": "exile", "affects": affects,
                "filter": copy.deepcopy(f), "counter_kind": m.group("kind"), "amount": 1,
                "text": "instead exile it with counters"}
    m = _DIE_WITH.match(para)
    if m is not None and _article_fits(para, m.group("kind")):
        f = _creatures(m.group("what"))
        if f is None:
            return None
        return {"event": "die", "instead": "exile", "affects": "filter", "filter": f,
                "counter_kind": m.group("kind"), "amount": 1,
                "text": "exile that card with counters instead"}
    m = _DIE_POWER.match(para)
    if m is not None:
        f = _creatures(m.group("what"))
        if f is None:
            return None
        return {"event": "die", "instead": "exile_power_counters", "affects": "filter",
                "filter": f, "counter_kind": "+1/+1", "text": "exile it and counters on ~"}
    return None


def _article_fits(para: str, kind: str) -> bool:
    """"a void counter" / "an ice counter": the article the kind takes (rendered back)."""
    return f" {_article(kind)} {kind} counter on it" in para


def _article(word: str) -> str:
    return "an" if word[0] in "aeiou" else "a"


def _creatures(phrase: str) -> dict[str, Any] | None:
    """The filter of "creature an opponent controls", "nontoken creature" ... (700.4: only a
    creature dies)."""
    from mtg_engine.cards.oracle.phrases import describe

    got = describe(phrase)
    if got is None or got[0] != "creature" or set(got[1]) - {"controller", "token", "other"}:
        return None
    return {"types": ["Creature"], **got[1]}


def render(rep: dict[str, Any]) -> str:
    """The paragraph back (compiler.render_paragraph)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    body = {k: v for k, v in rep.items() if k != "text"}
    kind = str(body.get("counter_kind", ""))
    if body.get("event") == "to_graveyard" and body.get("instead") == "exile" \
            and set(body) == {"event", "instead", "affects", "filter", "counter_kind", "amount"} \
            and body["amount"] == 1 and kind:
        head = next((w for w, (a, f) in _TO_GRAVEYARD.items()
                     if (a, f) == (body["affects"], body["filter"])), None)
        if head is not None:
            return f"{head}, instead exile it with {_article(kind)} {kind} counter on it."
    if body.get("event") == "die" and body.get("affects") == "filter" and kind \
            and dict(body.get("filter") or {}).get("types") == ["Creature"]:
        what = describe_filter(body["filter"])
        a = _article(what)
        if body.get("instead") == "exile" and body.get("amount") == 1 and set(body) == {
                "event", "instead", "affects", "filter", "counter_kind", "amount"}:
            return (f"If {a} {what} would die, exile that card with {_article(kind)} {kind} "
                    "counter on it instead.")
        if body.get("instead") == "exile_power_counters" and kind == "+1/+1" and set(body) == {
                "event", "instead", "affects", "filter", "counter_kind"}:
            return (f"If {a} {what} would die, instead exile it and put a number of +1/+1 "
                    "counters equal to that creature's power on ~.")
    raise RenderError("a card exiled with counters of another kind")
