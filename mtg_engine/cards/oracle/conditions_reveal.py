"""Reveal-then-condition passages (701.16a, 401.5, 608.2c): the top card of the library
revealed or looked at, then moved by what it is:

  Reveal the top card of your library. If it's a land card, put it onto the battlefield.
  Otherwise, put that card into your hand.
  Look at the top card of your library. If it's a land card, you may reveal it and put it
  into your hand. If you don't put the card into your hand, put it on the bottom of your
  library.

lowered to one DSL effect `reveal_top_if` (effects/reveal_top.py carries it out), with the
sentences before and after the passage compiled as usual; `render_reveal_top_if` is its
English for the round trip. Only moves of that card are read after the condition ("put it
into your hand", "you may put it onto the battlefield tapped", "put it on the bottom of your
library"); any other instruction leaves the card refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences

_TO = {"onto the battlefield": "battlefield", "onto the battlefield tapped": "battlefield",
       "into your hand": "hand", "into your graveyard": "graveyard",
       "on the bottom of your library": "bottom"}
_TO_RE = "|".join(sorted((re.escape(k) for k in _TO), key=len, reverse=True))


def _action_re(p: str) -> str:
    return (rf"(?P<{p}may>you may )?(?P<{p}rev>reveal it and )?put (?P<{p}it>it|that card) "
            rf"(?P<{p}to>{_TO_RE})")


_PASSAGE = re.compile(
    r"(?P<verb>reveal|look at) the top card of your library\. if (?P<it>it's|that card is) "
    r"(?P<art>an?) (?P<what>[a-z ]+?) card(?P<chosen> of the chosen type)?, "
    + _action_re("t_") + r"\."
    r"(?: (?:otherwise|if you don't put the card (?P<unmoved>into your hand|onto the "
    r"battlefield)), " + _action_re("e_") + r"\.)?(?= |$)")


# "You may put that card onto the battlefield if it's a permanent card with mana value 3 or
# less. Otherwise, put that card into your hand." (Matter Reshaper): the condition said after
# the move; "Otherwise" is the card not put there, for either reason (608.2c, 608.2d)
_MAY_IF = re.compile(
    r"reveal the top card of your library\. you may put (?P<it>it|that card) onto the "
    r"battlefield if it's an? (?P<what>[a-z0-9 ]+? card(?: with mana value \d+ or less)?)\. "
    r"otherwise, put (?P<else_it>it|that card) into your hand\.(?= |$)")


def _may_if(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
            ) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.search import card_filter

    low = text.lower()
    m = _MAY_IF.search(low)
    if m is None or (m.start() > 0 and low[m.start() - 2:m.start()] != ". "):
        return None
    f = card_filter(m.group("what"), plural=False)
    if not f:
        return None
    body: dict[str, Any] = {"filter": f, "then_to": "battlefield", "then_may": True,
                            "else_to": "hand", "else_unmoved": True, "form": "may_if"}
    for key, said in (("then_it", m.group("it")), ("else_it", m.group("else_it"))):
        if said == "that card":
            body[key] = said
    return between_sentences(ctx, text[:m.start()].strip(), lambda: {"reveal_top_if": body},
                             text[m.end():].strip(), compile_rest)


def _render_may_if(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.cards.oracle.search import describe_card

    if set(p) - {"filter", "then_to", "then_may", "else_to", "else_unmoved", "form", "then_it",
                 "else_it"} or p.get("then_to") != "battlefield" or p.get("else_to") != "hand":
        raise RenderError("a revealed card put onto the battlefield if ...")
    what = describe_card(dict(p["filter"]), plural=False)
    art = "an" if what[:1].lower() in "aeiou" else "a"
    return (f"reveal the top card of your library. you may put {p.get('then_it', 'it')} onto "
            f"the battlefield if it's {art} {what}. otherwise, put {p.get('else_it', 'it')} "
            "into your hand")


def _filter(what: str) -> dict[str, Any] | None:
    """The card a printed "<what> card" describes: types ("creature or planeswalker",
    "permanent", 110.4a), or a subtype / supertype ("Zombie", "snow"; 205.3m, 205.4)."""
    from mtg_engine.cards.oracle.library import card_filter
    from mtg_engine.cards.oracle.search import card_filter as search_filter

    return card_filter(what.lower()) or search_filter(what + " card", plural=False)


def _branch(m: re.Match[str], p: str, look: bool, body: dict[str, Any]) -> bool:
    to = m.group(f"{p}to")
    if to is None:
        return True
    name = "then" if p == "t_" else "else"
    if m.group(f"{p}rev"):  # "you may reveal it and put it into your hand": after a look
        if not (look and name == "then" and m.group(f"{p}may") and _TO[to] == "hand"):
            return False
        body["then_reveal"] = True
    elif look and _TO[to] == "hand" and name == "then":
        return False  # (a looked-at card taken for what it is is shown: the words say so)
    body[f"{name}_to"] = _TO[to]
    if to.endswith(" tapped"):
        body[f"{name}_tapped"] = True
    if m.group(f"{p}may"):
        body[f"{name}_may"] = True
    if m.group(f"{p}it") == "that card":
        body[f"{name}_it"] = "that card"
    return True


# Kinship (an ability word): "Look at the top card of your library. If it shares a creature
# type with ~, you may reveal it. If you do, <instructions>." (205.3m, 701.16a, 608.2c)
_KINSHIP = re.compile(r"^look at the top card of your library\. if it shares a creature type "
                      r"with ~, you may reveal it\. if you do, ")


def _kinship(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
             ) -> list[dict[str, Any]] | None:
    m = _KINSHIP.match(text.lower())
    if m is None or not ctx.on_permanent:
        return None
    rest = text[m.end():]
    then = compile_rest(ctx, rest[:1].upper() + rest[1:])
    if not then or any("if" in (next(iter(e.values())) or {}) for e in then):
        return None
    from mtg_engine.cards.oracle.conditional_effects import with_condition

    return [{"kinship_reveal": {}}] + [with_condition(e, "did") for e in then]


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if it holds a reveal-then-condition passage (the sentences around
    it compiled by `compile_rest`), else None."""
    from mtg_engine.cards.oracle import reveal_top_theirs

    got = _kinship(ctx, text, compile_rest) or _may_if(ctx, text, compile_rest) \
        or reveal_top_theirs.lower_text(ctx, text)  # (another player's library, 603.2)
    if got is not None:
        return got
    from mtg_engine.cards.oracle.amount_passages import lower_text as amount_passage

    got = amount_passage(ctx, text, compile_rest)  # "You lose life equal to its mana value"
    if got is not None:
        return got
    low = text.lower()
    m = _PASSAGE.search(low)
    if m is None or (m.start() > 0 and low[m.start() - 2:m.start()] != ". "):
        from mtg_engine.cards.oracle.reveal_top_then import lower_text as reveal_then

        return reveal_then(ctx, text, compile_rest)  # "If it's a land card, ~ gets +1/+0"
    f = _filter(text[m.start("what"):m.end("what")])
    if not f:
        return None
    if m.group("chosen"):  # 614.12a, 608.2d: "of the chosen type" (evaluable.py: one chosen)
        f = {**f, "chosen": "creature_type"}
    look = m.group("verb") == "look at"
    body: dict[str, Any] = {"filter": f}
    if m.group("it") == "that card is":  # (the printed words, for the round trip)
        body["if_it"] = "that card is"
    if look:
        body["look"] = True
    if not (_branch(m, "t_", look, body) and _branch(m, "e_", look, body)):
        return None
    if m.group("unmoved"):  # "If you don't put the card into your hand, ..." (608.2c)
        if _TO[m.group("unmoved")] != body.get("then_to"):
            return None
        body["else_unmoved"] = True
    elif look and "else_to" in body:
        return None  # (no printed card does; its card would be seen by nobody else)
    return between_sentences(ctx, text[:m.start()].strip(), lambda: {"reveal_top_if": body},
                             text[m.end():].strip(), compile_rest)


def _action(p: dict[str, Any], name: str) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    to = p.get(f"{name}_to")
    words = next((k for k, v in _TO.items() if v == to
                  and k.endswith(" tapped") == bool(p.get(f"{name}_tapped"))), None)
    if words is None or (p.get(f"{name}_tapped") and to != "battlefield"):
        raise RenderError("where the revealed card goes")
    may = "you may " if p.get(f"{name}_may") else ""
    rev = "reveal it and " if name == "then" and p.get("then_reveal") else ""
    return f"{may}{rev}put {p.get(f'{name}_it', 'it')} {words}"


KINSHIP_WORDS = ("look at the top card of your library. if it shares a creature type with ~, "
                 "you may reveal it")


def render_reveal_top_if(p: dict[str, Any]) -> str:
    """The English of a `reveal_top_if` effect (the inverse of `lower_text`)."""
    from mtg_engine.cards.oracle.cards_this_way import render_reveal_top
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    if "who" in p:  # another player's library (reveal_top_theirs.py)
        from mtg_engine.cards.oracle import reveal_top_theirs

        return reveal_top_theirs.render(p)
    plain = render_reveal_top(p)  # with no condition (cards_this_way.py)
    if plain is not None:
        return plain
    if p.get("form") == "may_if":  # (Matter Reshaper)
        return _render_may_if(p)

    what = describe_filter(dict(p["filter"]), "card")
    art = "an" if what[:1].lower() in "aeiou" else "a"
    verb = "look at" if p.get("look") else "reveal"
    it = p.get("if_it", "it's")
    out = f"{verb} the top card of your library. if {it} {art} {what}, {_action(p, 'then')}"
    if p.get("else_to") and p.get("else_unmoved"):
        where = "into your hand" if p.get("then_to") == "hand" else "onto the battlefield"
        out += f". if you don't put the card {where}, {_action(p, 'else')}"
    elif p.get("else_to"):
        out += f". otherwise, {_action(p, 'else')}"
    return out
