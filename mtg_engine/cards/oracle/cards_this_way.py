"""Amounts read from the one card an instruction before revealed or discarded (608.2c,
608.2h; the engine's side is rules/cards_this_way.py):

  Reveal the top card of your library and put that card into your hand. You lose life
  equal to its mana value.
  Scry 3, then reveal the top card of your library. You gain life equal to that card's
  mana value.
  Target player discards a card. ~ deals damage to that player equal to that card's mana
  value.

The top card revealed (701.16a) is the DSL's `reveal_top_if` with no condition (the card
stays on top, or goes to its owner's hand: effects/reveal_top.py); the sentences after it are
compiled with "it" / "that card" naming that card (`CARD_THIS_WAY`, resolve.py), for its
mana value only (202.3; the amount ref `revealed_this_way`). A discard of one card makes
"that card" the discarded card the same way (`discarded`, the ref `discarded_this_way`), and
a mill of one card (701.13a) "the milled card" (`milled_this_way`: "Mill a card, then draw
cards equal to the milled card's mana value.").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.reveal_top_then import SCRY_FIRST, scry_first

CARD_REFS = ("revealed_this_way", "discarded_this_way",
             "milled_this_way")  # 701.13a: "Mill a card, then ... the milled card's mana value"
# The card the sentences being compiled may name "it" / "that card" (a resolve.Bound)
CARD_THIS_WAY: ContextVar[Any] = ContextVar("CARD_THIS_WAY", default=None)

# what names the card: "it", "that card", "the revealed card" / "the discarded card"
_WAYS = {"revealed_this_way": ir.Desc(("card", "revealed card")),
         "discarded_this_way": ir.Desc(("card", "discarded card")),
         "milled_this_way": ir.Desc(("card", "milled card"))}
NAMED_CARDS = ("revealed card", "discarded card", "milled card",
               "exiled card")  # (118.3: a cost's only, rules/cost_exiled.py)
_REVEAL = re.compile(
    r"^(?P<before>(?:[^.]+\. )*?)" + SCRY_FIRST + r"(?P<may>you may )?"
    r"reveal the top card of your library"
    r"(?P<hand> and put that card into your hand)?\. (?P<did>if you do, )?(?P<rest>[^.]+\.)$")

Compile = Callable[[Any, str], list[dict[str, Any]] | None]


# "Look at the top card of your library. You may reveal that card and put it into your hand.
# If you do, you lose life equal to its mana value." (401.5, 701.16a, 608.2c-d)
_TAKE = re.compile(r"^look at the top card of your library\. you may reveal that card and put "
                   r"it into your hand\. if you do, (?P<rest>[^.]+\.)$")


def _take(ctx: Any, text: str, compile_rest: Compile) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.conditional_effects import with_condition

    m = _TAKE.match(text.strip().lower())
    if m is None or "mana value" not in m.group("rest"):
        return None
    after = _reading_revealed(ctx, text.strip()[m.start("rest"):], compile_rest)
    if not after or any("if" in (next(iter(e.values())) or {}) for e in after):
        return None
    return [{"reveal_top_if": {"filter": {}, "take_may": True}},
            *(with_condition(e, "did") for e in after)]


def _reading_revealed(ctx: Any, rest: str, compile_rest: Compile) -> list[dict[str, Any]] | None:
    """The sentences after the reveal compiled with "it" / "that card" the card revealed
    (`CARD_THIS_WAY`), or None unless they read it."""
    from mtg_engine.cards.oracle.resolve import Bound

    token = CARD_THIS_WAY.set(Bound("revealed_this_way", desc=_WAYS["revealed_this_way"]))
    try:
        after = compile_rest(ctx, rest[:1].upper() + rest[1:])
    finally:
        CARD_THIS_WAY.reset(token)
    return after if after and "revealed_this_way" in repr(after) else None


def lower_text(ctx: Any, text: str, compile_rest: Compile) -> list[dict[str, Any]] | None:
    """The effects of "[Scry N, then ]reveal the top card of your library[ and put that card
    into your hand]. <a sentence reading that card's mana value>", else None."""
    took = _take(ctx, text, compile_rest)
    if took is not None:
        return took
    m = _REVEAL.match(text.strip().lower())
    if m is None or "mana value" not in m.group("rest") or (m.group("may") and not m.group("did")) \
            or (m.group("did") and (m.group("scry") or m.group("hand"))):
        return None  # (608.2d: "you may reveal ... If you do, ...", 608.2c; a triggered
        # ability's "you may" is the trigger's own, 603.5: "If you do" then reads the reveal)
    before: list[dict[str, Any]] = []
    if m.group("before"):  # ("Choose any target. Scry 3, then reveal ...")
        got = compile_rest(ctx, text.strip()[:m.end("before")].strip())
        if not got:
            return None
        before = got
    after = _reading_revealed(ctx, text.strip()[m.start("rest"):], compile_rest)
    if not after:
        return None
    body: dict[str, Any] = {"filter": {}}
    if m.group("hand"):  # 701.16a, then 400.7: the card goes to the hand
        body.update(then_to="hand", then_it="that card")
    scry = scry_first(m)
    if m.group("did"):  # (Baneful Omen: revealed if the controller chooses to, 608.2c)
        from mtg_engine.cards.oracle.conditional_effects import with_condition

        if any("if" in (next(iter(e.values())) or {}) for e in after):
            return None
        head = {**body, "may": True} if m.group("may") else body
        return [*before, {"reveal_top_if": head}, *(with_condition(e, "did") for e in after)]
    return [*before, *scry, {"reveal_top_if": body}, *after]


def render_reveal_top(p: dict[str, Any]) -> str | None:
    """The English of a `reveal_top_if` with no condition, or None for one with a condition
    (conditions_reveal.py)."""
    if p.get("filter"):
        return None
    if p.get("reveal_may") and set(p) == {"filter", "reveal_may"}:  # (reveal_top_then.py)
        return "look at the top card of your library. you may reveal that card"
    if p.get("take_may") and set(p) == {"filter", "take_may"}:  # (Sorin the Mirthless)
        return ("look at the top card of your library. you may reveal that card and put it "
                "into your hand")
    if set(p) - {"filter", "then_to", "then_it"} or p.get("then_to") not in (None, "hand") \
            or bool(p.get("then_to")) != (p.get("then_it") == "that card"):
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("a revealed top card moved otherwise")
    hand = " and put that card into your hand" if p.get("then_to") else ""
    return f"reveal the top card of your library{hand}"


class CardsThisWayIR:
    """The transformer method of "reveals a card at random from their hand" (701.16a; mixed
    into parse._ToIR through amounts.AmountsIR): a player instruction of one card."""

    def reveal_random(self, items: list[Any]) -> tuple[str, Any, bool]:
        return ("reveal_random", 1, False)


def discarded(ins: Any, res: Any, seed: Any) -> Any:
    """"Target player discards a card. ~ deals damage to that player equal to that card's mana
    value.": the one card one player discarded (701.8), or revealed at random from their hand
    (701.16a), whose mana value "that card" reads (608.2h; rules/cards_this_way.py). None for
    another instruction, several cards, or in a trigger whose event involved an object ("that
    card" could be either)."""
    from mtg_engine.cards.oracle.resolve import Bound

    if not isinstance(ins, ir.PlayerAction) or ins.verb not in _ONE_CARD or ins.amount != 1 \
            or ins.random or seed is not None:
        return None
    who = res.refs.get(id(ins.who))
    if who is None or who.kind not in ("you", "target") or who.count != 1:
        return None
    return Bound(_ONE_CARD[ins.verb], desc=_WAYS[_ONE_CARD[ins.verb]])


# the player instructions of one card that "that card" may name after them
_ONE_CARD = {"discard": "discarded_this_way", "reveal_random": "revealed_this_way",
             "mill": "milled_this_way"}  # (701.13a: one card milled)


def render_reveal_random(who: str, p: dict[str, Any]) -> str:
    """"reveals a card at random from their hand" (701.16a)."""
    from mtg_engine.cards.oracle.render import _s

    if p.get("count") != 1:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("several cards revealed at random")
    whose = "your" if who == "you" else "their"
    return f"{_s(who, 'reveal')} a card at random from {whose} hand"


def card_word(ref: Any, wording: Callable[[str], bool]) -> str:
    """"it" / "that card": the card revealed or discarded this way, or "" for another
    reference (amount_render.noun_phrase)."""
    if ref not in CARD_REFS:
        return ""
    if wording("the_card_this_way"):  # "the revealed card's mana value"
        return "the " + _WAYS[ref].nouns[1]
    return "it" if wording("its_card_this_way") else "that card"
