""""Target player reveals a number of cards from their hand equal to <amount>. You choose one
of them. That player discards that card." (Mire's Toll, Bala Ged Thief, Disciple of Phenax,
Acquisitions Expert; Thieving Sprite's "reveals X cards from their hand, where X is ..."):
one DSL `reveal_choose_discard` (effects/reveal_discard.py: 701.16a, 701.8a), its `count`
the amount counted as it resolves (608.2h). The English comes back in the amount form the
card prints (amount_render.FORMS)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences, target_spec

_REVEAL = re.compile(
    r"(?:^|(?<=\. ))[Tt]arget (?P<who>player|opponent) reveals (?:a number of cards from "
    r"their hand equal to (?P<equal>[^.]+)|X cards from their hand, where X is (?P<x>[^.]+))"
    r"\. You choose one of (?:them|those cards)\. That player discards that card\.")


# "Target player reveals three cards from their hand and you choose one of them. That player
# discards that card." (Blackmail); "... three cards from their hand. You choose two of them.
# That player discards those cards." (Noggin Whack): a number printed, `discards` chosen
_NUMBERED = re.compile(
    r"(?:^|(?<=\. ))[Tt]arget (?P<who>player|opponent) reveals (?P<n>two|three|four) cards from "
    r"their hand(?P<joined> and you|\. You) choose (?P<k>one|two) of them\. That player discards "
    r"(?P<that>that card|those cards)\.")
_NUMS = {"one": 1, "two": 2, "three": 3, "four": 4}


def _numbered(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
              ) -> list[dict[str, Any]] | None:
    m = _NUMBERED.search(text)
    if m is None:
        return None
    k = _NUMS[m.group("k")]
    if (k == 1) != (m.group("that") == "that card") or k >= _NUMS[m.group("n")]:
        return None

    def reveal() -> dict[str, Any] | None:
        spec = target_spec(m.group("who"))
        if spec is None:
            return None
        body: dict[str, Any] = {"who": ctx.add_target(spec), "count": _NUMS[m.group("n")]}
        if k != 1:
            body["discards"] = k
        if m.group("joined").startswith(" and"):
            body["joined"] = True
        return {"reveal_choose_discard": body}

    return between_sentences(ctx, text[:m.start()].strip(), reveal, text[m.end():].strip(),
                             compile_rest)


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if it holds this passage, else None."""
    m = _REVEAL.search(text)
    if m is None:
        return _numbered(ctx, text, compile_rest)
    from mtg_engine.cards.oracle.animate_x import _no_object
    from mtg_engine.cards.oracle.cda_amounts import read_quantity

    amount = read_quantity(m.group("equal") or m.group("x"), _no_object)
    if amount is None:
        return None

    def reveal() -> dict[str, Any] | None:
        spec = target_spec(m.group("who"))
        if spec is None:
            return None
        return {"reveal_choose_discard": {"who": ctx.add_target(spec), "count": amount}}

    return between_sentences(ctx, text[:m.start()].strip(), reveal, text[m.end():].strip(),
                             compile_rest)


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of the DSL `reveal_choose_discard`."""
    from mtg_engine.cards.oracle.amount_render import _USED, noun_phrase, take_form
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if isinstance(p.get("count"), int):  # (_numbered)
        return _render_numbered(refs, p)
    if set(p) != {"who", "count"} or not isinstance(p["count"], dict):
        raise RenderError("reveal_choose_discard")
    used = _USED.get()
    if used is not None:
        used[0] = True  # (the amount has several forms: amount_render.FORMS)
    amount = noun_phrase(dict(p["count"]), str)
    form = take_form()
    if form == "where_x":
        reveal = f"reveals X cards from their hand, where X is {amount}"
    elif form in ("equal_to", "equal_first"):
        reveal = f"reveals a number of cards from their hand equal to {amount}"
    else:
        raise RenderError("reveal_choose_discard in this amount form")
    return refs.obj(p["who"]), f"{reveal}. You choose one of them. That player discards that card"


def _render_numbered(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = {v: k for k, v in _NUMS.items()}
    n, k = p["count"], p.get("discards", 1)
    if set(p) - {"who", "count", "discards", "joined"} or n not in words or k not in words:
        raise RenderError("reveal_choose_discard")
    joined = " and you" if p.get("joined") else ". You"
    that = "that card" if k == 1 else "those cards"
    return refs.obj(p["who"]), f"reveals {words[n]} cards from their hand{joined} choose " \
        f"{words[k]} of them. That player discards {that}"
