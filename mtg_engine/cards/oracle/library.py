"""Library effects read from Oracle text: looking at the top cards of your library and taking
some of them (401.5 the library's order; 701.16 reveal), as printed over two or three sentences:

  Look at the top three cards of your library. Put one of them into your hand and the rest on
  the bottom of your library in any order.
  Look at the top four cards of your library. You may reveal a creature or land card from among
  them and put it into your hand. Put the rest on the bottom of your library in a random order.
  Look at the top seven cards of your library. Put up to two land cards from among them onto the
  battlefield tapped. Put the rest on the bottom of your library in any order.

lowered to one DSL effect `look_at_top` (effects/library.py carries it out), with the sentences
before and after it compiled as usual. `render_look_at_top` is the English of that effect for the
round trip.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import NUMBERS, between_sentences, describe

# 110.4a: the card types of a permanent card
PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
_NUM = r"(?:one|two|three|four|five|six|seven|eight|nine|ten)"
_REST = {"on the bottom of your library in any order": "bottom",
         "on the bottom of your library in a random order": "bottom_random",
         "into your graveyard": "graveyard"}
_REST_RE = "|".join(re.escape(k) for k in _REST)

_LOOK = re.compile(rf"look at the top (?P<n>{_NUM}) cards of your library\. ")
# "Put one of them into your hand and the rest on the bottom of your library in any order."
_TAKE = re.compile(rf"put (?P<k>{_NUM}) of them into your hand and the (?P<rest_word>rest|other) "
                   rf"(?P<rest>{_REST_RE}|on the bottom of your library)\.")
# "You may reveal a creature card from among them and put it into your hand." /
# "Put up to two land cards from among them onto the battlefield tapped."
_CHOOSE = re.compile(
    rf"(?P<may>you may )?(?P<reveal>reveal|put) (?:an? |up to (?P<k>{_NUM}) )(?P<what>[a-z ]+?) "
    r"cards? from among them (?:and put (?:it|them) )?(?P<to>into your hand|onto the "
    r"battlefield(?P<tapped> tapped)?)\. "
    rf"(?:then )?put the rest (?P<rest>{_REST_RE})\.")


# 701.16a: "Reveal the top four cards of your library. Put all creature cards revealed this
# way into your hand and the rest into your graveyard." / "... You may put a creature or land
# card from among them into your hand. Put the rest into your graveyard."
_REVEAL = re.compile(rf"reveal the top (?P<n>{_NUM}) cards of your library\. ")
_ALL = re.compile(r"put all (?P<what>[a-z ]+?) cards revealed this way into your hand and the "
                  rf"rest (?P<rest>{_REST_RE})\.")
_ONE = re.compile(r"you may put an? (?P<what>[a-z ]+?) card from among them into your hand\. "
                  rf"put the rest (?P<rest>{_REST_RE})\.")


def _revealed(m: re.Match[str], tail: str, printed: str) -> tuple[dict[str, Any], int] | None:
    """The top N cards revealed (701.16a), then all of them of a kind taken (no choice) or
    up to one of them."""
    c = _ALL.match(tail) or _ONE.match(tail)
    if c is None:
        return None
    f = card_filter(c.group("what"))
    if f is None:  # "Goblin cards" (205.3m; a library search's filters, search.py)
        from mtg_engine.cards.oracle.search import card_filter as search_filter

        plural = c.re is _ALL
        what = printed[c.start("what"):c.end("what")]  # (a subtype is capitalised)
        f = search_filter(what + (" cards" if plural else " card"), plural=plural)
    if f is None:
        return None
    n = NUMBERS[m.group("n")]
    effect: dict[str, Any] = {"count": n, "take": 1, "up_to": True, "filter": f,
                              "rest": _REST[c.group("rest")], "reveal_all": True}
    if c.re is _ALL:
        effect.update(take=n, all=True)
        del effect["up_to"]
    return effect, c.end()


# 401.4, 401.5: cards put back on top of a library in the order their controller chooses
_REORDER = re.compile(rf"look at the top (?P<n>{_NUM}) cards of (?P<whose>your|target player's|"
                      r"target opponent's) library, then put them back in any order\.(?= |$)")
_GY_THEN_TOP = re.compile(rf"look at the top (?P<n>{_NUM}) cards of your library\. put any "
                          r"number of them into your graveyard and the rest back on top of your "
                          r"library in any order\.(?= |$)")
# "Look at the top card of your library. You may put that card into your graveyard."
_TOP_CARD_TO_GY = re.compile(r"look at the top card of (?P<whose>your|target player's|target "
                             r"opponent's) library\. you may put that card into (?P<gy>your|"
                             r"their|that player's) graveyard\.(?= |$)")
_HAND_TO_TOP = re.compile(rf"draw (?P<d>{_NUM}) cards, then put (?P<k>{_NUM}) cards from your "
                          r"hand on top of your library in any order\.(?= |$)")


def _ordering(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
              ) -> list[dict[str, Any]] | None:
    """A passage putting cards back on top of a library in any order, or None."""
    low = text.lower()
    for pat in (_REORDER, _GY_THEN_TOP, _HAND_TO_TOP, _TOP_CARD_TO_GY):
        m = pat.search(low)
        if m is not None and (m.start() == 0 or low[m.start() - 2:m.start()] == ". "):
            break
    else:
        return None
    before, after = text[:m.start()].strip(), text[m.end():].strip()
    out: list[dict[str, Any]] = []
    if before:
        got = compile_rest(ctx, before)
        if not got:
            return None
        out += got
    if pat is _HAND_TO_TOP:  # Brainstorm
        out += [{"draw": {"count": NUMBERS[m.group("d")]}},
                {"hand_to_top": {"count": NUMBERS[m.group("k")]}}]
    else:
        body: dict[str, Any] = {"count": 1 if pat is _TOP_CARD_TO_GY else NUMBERS[m.group("n")]}
        if pat is _TOP_CARD_TO_GY and (m.group("whose") == "your") != (m.group("gy") == "your"):
            return None  # (its owner's graveyard, 404.2: "their" for another player's card)
        if pat is _TOP_CARD_TO_GY and m.group("gy") == "that player's":
            body["that_player"] = True  # (the printed words)
        if pat in (_GY_THEN_TOP, _TOP_CARD_TO_GY):
            body["graveyard"] = True
        if pat is not _GY_THEN_TOP and m.group("whose") != "your":
            kind = "player" if m.group("whose") == "target player's" else "opponent"
            body["who"] = ctx.add_target({"kind": kind})
        out.append({"reorder_top": body})
    if after:
        got = compile_rest(ctx, after)
        if not got:
            return None
        out += got
    return out


def render_reorder_top(refs: Any, p: dict[str, Any]) -> str:
    """The English of a `reorder_top` effect."""
    from mtg_engine.cards.oracle.render import NUM_WORDS, RenderError

    n = p["count"]
    if n == 1 and p.get("graveyard"):  # the top card (401.5)
        whose = "your" if "who" not in p else refs.obj(p["who"]) + "'s"
        gy = "your" if "who" not in p else ("that player's" if p.get("that_player") else "their")
        return f"look at the top card of {whose} library. you may put that card into {gy} " \
            "graveyard"
    if n not in NUM_WORDS or n < 2 or p.get("that_player"):
        raise RenderError("the top cards put back")
    if p.get("graveyard"):
        if "who" in p:
            raise RenderError("another player's cards into your graveyard")
        return (f"look at the top {NUM_WORDS[n]} cards of your library. put any number of them "
                "into your graveyard and the rest back on top of your library in any order")
    whose = "your" if "who" not in p else refs.obj(p["who"]) + "'s"
    return f"look at the top {NUM_WORDS[n]} cards of {whose} library, then put them back in " \
        "any order"


def render_hand_to_top(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render import NUM_WORDS, RenderError

    if p["count"] not in NUM_WORDS:
        raise RenderError("cards from the hand put on top")
    return f"put {NUM_WORDS[p['count']]} cards from your hand on top of your library in any order"


# 601.3: "Exile the top card of your library. You may play that card this turn." -- the
# printed wordings of the permission, by `wording` (the DSL keeps which one for the round trip)
_PLAYABLE_WORDINGS = {
    "this_turn": ("you may play {it} this turn", ("it", "that card", "them", "those cards")),
    "until_eot": ("until end of turn, you may play {it}", ("that card", "those cards", "them",
                                                           "cards exiled this way")),
    "next_turn": ("until the end of your next turn, you may play {it}",
                  ("that card", "those cards", "them", "cards exiled this way")),
}
_EXILE_TOP = re.compile(rf"exile the top (?P<n>card|{_NUM} cards) of your library\. "
                        r"(?P<perm>you may play (?P<a>it|that card|them|those cards) this turn|"
                        r"until (?P<next>the end of your next turn|end of turn), you may play "
                        r"(?P<b>that card|those cards|them|cards exiled this way))\.(?= |$)")


def _exile_top(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    low = text.lower()
    m = _EXILE_TOP.search(low)
    if m is None or (m.start() > 0 and low[m.start() - 2:m.start()] != ". "):
        return None
    n = 1 if m.group("n") == "card" else NUMBERS[m.group("n").split()[0]]
    it = m.group("a") or m.group("b")
    if (n == 1) != (it in ("it", "that card")) and it != "cards exiled this way":
        return None  # "that card" for one card, "them" / "those cards" for several
    wording = "this_turn" if m.group("a") else \
        ("until_eot" if m.group("next") == "end of turn" else "next_turn")
    body = {"count": n, "wording": wording, "it": it}

    def middle() -> dict[str, Any]:
        return {"exile_top_playable": body}

    return between_sentences(ctx, text[:m.start()].strip(), middle, text[m.end():].strip(),
                             compile_rest)


def render_exile_top_playable(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render import NUM_WORDS, RenderError

    n = p["count"]
    wording = _PLAYABLE_WORDINGS.get(p.get("wording", ""))
    if wording is None or p.get("it") not in wording[1] or (n != 1 and n not in NUM_WORDS):
        raise RenderError("exiled cards one may play")
    top = "card" if n == 1 else f"{NUM_WORDS[n]} cards"
    return f"exile the top {top} of your library. " + wording[0].format(it=p["it"])


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if it holds a "look at the top N cards" passage this module
    reads (the sentences around it compiled by `compile_rest`), else None."""
    got_order = _ordering(ctx, text, compile_rest) or _exile_top(ctx, text, compile_rest)
    if got_order is not None:
        return got_order
    low = text.lower()
    m = _LOOK.search(low) or _REVEAL.search(low)
    if m is None or (m.start() > 0 and low[m.start() - 2:m.start()] != ". "):
        return None
    tail = low[m.end():]
    got = _revealed(m, tail, text[m.end():]) if m.re is _REVEAL else \
        (_take(m, tail) or _choose(m, tail, text[m.end():]))
    if got is None:
        return None
    effect, length = got
    return between_sentences(ctx, text[:m.start()].strip(), lambda: {"look_at_top": effect},
                             text[m.end() + length:].strip(), compile_rest)


def _take(m: re.Match[str], tail: str) -> tuple[dict[str, Any], int] | None:
    t = _TAKE.match(tail)
    if t is None:
        return None
    n, k = NUMBERS[m.group("n")], NUMBERS[t.group("k")]
    if k >= n or (t.group("rest_word") == "other") != (n - k == 1):
        return None  # "the other" for the one card left, "the rest" for more
    if t.group("rest") == "on the bottom of your library":  # one card: no order to choose
        if n - k != 1:
            return None
        return {"count": n, "take": k, "rest": "bottom", "one_left": True}, t.end()
    rest = _REST[t.group("rest")]
    if rest == "bottom_random" and n - k == 1:
        return None
    return {"count": n, "take": k, "rest": rest}, t.end()


def _choose(m: re.Match[str], tail: str, printed: str = "") -> tuple[dict[str, Any], int] | None:
    c = _CHOOSE.match(tail)
    if c is None:
        return None
    reveal = c.group("reveal") == "reveal"
    to_hand = c.group("to") == "into your hand"
    if reveal != to_hand or (reveal and not c.group("may")):
        return None  # "you may reveal ... into your hand"; "put ... onto the battlefield"
    k = NUMBERS[c.group("k")] if c.group("k") else 1
    if k > 1 and ("and put it " in c.group(0) or (reveal and "and put them " not in c.group(0))):
        return None
    if k == 1 and "and put them " in c.group(0):
        return None
    f = card_filter(c.group("what"))
    if f is None and printed:  # "a Human card" (205.3m; a library search's filters)
        from mtg_engine.cards.oracle.search import card_filter as search_filter

        f = search_filter(printed[c.start("what"):c.end("what")] + (" cards" if k > 1 else
                                                                     " card"), plural=k > 1)
    if f is None:
        return None
    effect: dict[str, Any] = {"count": NUMBERS[m.group("n")], "take": k, "up_to": True,
                              "filter": f, "rest": _REST[c.group("rest")]}
    if reveal:
        effect["reveal"] = True
    if not to_hand:
        effect["to"] = "battlefield"
        if c.group("tapped"):
            effect["tapped"] = True
    if (bool(c.group("may")) == bool(c.group("k"))) and not reveal:
        return None  # "you may put a land card" / "put up to two land cards"
    return effect, c.end()


def card_filter(what: str) -> dict[str, Any] | None:
    """"creature or land" -> the DSL filter of such a card (205.2a: either type); "permanent"
    -> a card of a permanent type (110.4a)."""
    if what == "permanent":
        return {"types": list(PERMANENT_TYPES)}
    got = describe(what + " card")
    if got is None or got[0] != "card" or not got[1]:
        return None
    if set(got[1]) - {"types", "colors", "mana_value_le", "mana_value_ge"}:
        return None
    return got[1]


def render_look_at_top(p: dict[str, Any]) -> str:
    """The English of a `look_at_top` effect (the inverse of `lower_text`)."""
    from mtg_engine.cards.oracle.render import NUM_WORDS, RenderError, describe_filter

    n, k = p["count"], p["take"]
    rest = next((words for words, key in _REST.items() if key == p.get("rest", "bottom")), None)
    if rest is None or n not in NUM_WORDS or k not in NUM_WORDS:
        raise RenderError("look at the top cards")
    if p.get("reveal_all"):  # 701.16a
        head = f"reveal the top {NUM_WORDS[n]} cards of your library. "
        f = dict(p.get("filter", {}))
        if p.get("all") and k == n and not p.get("up_to"):
            what = describe_filter(f, "card", plural=True)
            return head + f"put all {what} revealed this way into your hand and the rest {rest}"
        if k != 1 or not p.get("up_to") or p.get("to", "hand") != "hand" or p.get("all"):
            raise RenderError("revealed top cards")
        what = describe_filter(f, "card")
        art = "an" if what[0] in "aeiou" else "a"
        return head + f"you may put {art} {what} from among them into your hand. put the rest " \
            + rest
    head = f"look at the top {NUM_WORDS[n]} cards of your library. "
    if not p.get("up_to"):
        word = "other" if n - k == 1 else "rest"
        if p.get("one_left"):
            if n - k != 1 or p.get("rest", "bottom") != "bottom":
                raise RenderError("one card left")
            rest = "on the bottom of your library"
        return head + f"put {NUM_WORDS[k]} of them into your hand and the {word} {rest}"
    what = describe_filter(dict(p.get("filter", {})), "card", plural=k > 1)
    amount = "up to " + NUM_WORDS[k] + " " if k > 1 else ("an " if what[0] in "aeiou" else "a ")
    if p.get("to", "hand") == "hand":
        put = "them" if k > 1 else "it"
        take = f"you may reveal {amount}{what} from among them and put {put} into your hand"
    else:
        tapped = " tapped" if p.get("tapped") else ""
        may = "" if k > 1 else "you may "
        take = f"{may}put {amount}{what} from among them onto the battlefield{tapped}"
    return head + take + f". put the rest {rest}"


_PUT_FROM_HAND = re.compile(r"you may put (?:an? )(?P<what>[a-z ]+?) card from your hand onto "
                            r"the battlefield(?P<tapped> tapped)?")


def put_from_hand(text: str) -> list[dict[str, Any]] | None:
    """"You may put a land card from your hand onto the battlefield [tapped]." -> the
    effect `put_from_hand`, or None."""
    m = _PUT_FROM_HAND.fullmatch(text.strip().rstrip(".").lower())
    if m is None:
        return None
    what = m.group("what")
    f = {"supertypes": ["Basic"], "types": ["Land"]} if what == "basic land" else card_filter(what)
    if f is None:
        return None
    eff: dict[str, Any] = {"filter": f}
    if m.group("tapped"):
        eff["tapped"] = True
    return [{"put_from_hand": eff}]


def render_put_from_hand(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render import RenderError, describe_filter

    if set(p) - {"filter", "tapped"}:
        raise RenderError("put from hand")
    what = describe_filter(dict(p.get("filter", {})), "card")
    art = "an" if what[0] in "aeiou" else "a"
    tapped = " tapped" if p.get("tapped") else ""
    return f"you may put {art} {what} from your hand onto the battlefield{tapped}"
