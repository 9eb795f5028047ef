"""Library effects read from Oracle text (401.4, 401.5): cards put back on top in any order,
the top cards exiled and playable (601.3), a card put from the hand onto the battlefield.
Looking at or revealing the top cards and taking some of them (`look_at_top`) is read by the
grammar: look_top.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import NUMBERS, between_sentences, describe

# 110.4a: the card types of a permanent card
PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
_NUM = r"(?:one|two|three|four|five|six|seven|eight|nine|ten)"


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
_HAND_TO_TOP = re.compile(rf"draw (?:(?P<d>{_NUM}) cards|a card), then put (?:(?P<k>{_NUM}) "
                          r"cards from your hand on top of your library in any order|a card "
                          r"from your hand on top of your library)\.(?= |$)")


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
        out += [{"draw": {"count": NUMBERS[m.group("d")] if m.group("d") else 1}},
                {"hand_to_top": {"count": NUMBERS[m.group("k")] if m.group("k") else 1}}]
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
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError

    if isinstance(p["count"], dict):  # "the top X cards ..., where X is ..." (look_top_x.py)
        from mtg_engine.cards.oracle.look_top_x import render as render_x

        return render_x(p, lambda q: render_reorder_top(refs, q))

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


# 401.4, 608.2d: "Target opponent puts a card from their hand on top of their library."
# (Chittering Rats): that player chooses the card
_PLAYER_HAND_TO_TOP = re.compile(r"^(?P<who>target opponent|target player) puts a card from their "
                                 r"hand on top of their library$")


# 401.4: "put a card from your hand on the bottom of your library" (Fire Prophecy), "put two
# cards from your hand on the bottom of your library in any order" (Sawtooth Loon)
_HAND_TO_BOTTOM = re.compile(rf"^put (?:a card|(?P<n>{_NUM}) cards) from your hand on the "
                             r"bottom of your library(?P<order> in any order)?$")


def player_hand_to_top(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    b = _HAND_TO_BOTTOM.match(sentence.strip().rstrip(".").lower())
    if b is not None and (b.group("n") or not b.group("order")):
        body = {"count": NUMBERS[b.group("n")] if b.group("n") else 1, "bottom": True}
        if b.group("n") and not b.group("order"):  # (Sawtooth Loon's words: 401.4 all the
            body["said"] = "no_order"  # same, its owner arranges them)
        return [{"hand_to_top": body}]
    m = _PLAYER_HAND_TO_TOP.match(sentence.strip().rstrip(".").lower())
    if m is None:
        return None
    kind = m.group("who").split()[1]
    return [{"hand_to_top": {"count": 1, "who": ctx.add_target({"kind": kind})}}]


def render_hand_to_top(p: dict[str, Any], refs: Any = None) -> str:
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError

    if "who" in p:
        if refs is None or p["count"] != 1 or not str(p["who"]).startswith("target"):
            raise RenderError("cards from a player's hand put on top")
        return f"{refs.obj(p['who'])} puts a card from their hand on top of their library"
    if p["count"] not in NUM_WORDS or (p.get("bottom") and "who" in p):
        raise RenderError("cards from the hand put on top")
    if p.get("bottom"):  # 401.4
        if p["count"] == 1:
            return "put a card from your hand on the bottom of your library"
        order = "" if p.get("said") == "no_order" else " in any order"
        return f"put {NUM_WORDS[p['count']]} cards from your hand on the bottom of your " \
            f"library{order}"
    if p["count"] == 1:  # (one card: no order to choose)
        return "put a card from your hand on top of your library"
    return f"put {NUM_WORDS[p['count']]} cards from your hand on top of your library in any order"


# 601.3: "Exile the top card of your library. You may play that card this turn." -- the
# printed wordings of the permission, by `wording` (the DSL keeps which one for the round trip)
_PLAYABLE_WORDINGS = {
    "this_turn": ("you may play {it} this turn", ("it", "that card", "them", "those cards")),
    "until_eot": ("until end of turn, you may play {it}", ("that card", "those cards", "them",
                                                           "cards exiled this way")),
    "next_turn": ("until the end of your next turn, you may play {it}",
                  ("that card", "those cards", "them", "cards exiled this way",
                   "one of those cards")),
    # (rules/play_from_exile.py: until that end step begins)
    "end_step": ("until your next end step, you may play {it}",
                 ("that card", "those cards", "them", "one of those cards")),
    # 611.2a: no duration stated: for as long as the card remains exiled (a card that leaves
    # exile is a new object, 400.7) -- Runestone Caverns (Dungeon of the Mad Mage)
    "remains": ("you may play {it}", ("it", "that card", "them", "those cards")),
}
_EXILE_TOP = re.compile(rf"exile the top (?P<n>card|{_NUM} cards) of your library\. "
                        r"(?P<perm>you may play (?P<a>it|that card|them|those cards) this turn|"
                        r"you may play (?P<c>it|that card|them|those cards)(?=\.)|"
                        r"until (?P<next>the end of your next turn|end of turn|your next end "
                        r"step), you may play (?P<b>that card|those cards|them|cards exiled this"
                        r" way|one of those cards))\.(?= |$)")


def _exile_top(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    low = text.lower()
    m = _EXILE_TOP.search(low)
    if m is None or (m.start() > 0 and low[m.start() - 2:m.start()] != ". "):
        return None
    n = 1 if m.group("n") == "card" else NUMBERS[m.group("n").split()[0]]
    it = m.group("a") or m.group("b") or m.group("c")
    if (n == 1) != (it in ("it", "that card")) and it != "cards exiled this way":
        return None  # "that card" for one card, "them" / "those cards" for several
    wording = "this_turn" if m.group("a") else "remains" if m.group("c") else \
        {"end of turn": "until_eot", "your next end step": "end_step"}.get(m.group("next"),
                                                                          "next_turn")
    if it not in _PLAYABLE_WORDINGS[wording][1]:
        return None
    body = {"count": n, "wording": wording, "it": it}

    def middle() -> dict[str, Any]:
        return {"exile_top_playable": body}

    return between_sentences(ctx, text[:m.start()].strip(), middle, text[m.end():].strip(),
                             compile_rest)


def render_exile_top_playable(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError

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
    from mtg_engine.cards.oracle import reveal_until

    got = reveal_until.lower_text(ctx, text, compile_rest)  # 701.16a: until one of a kind
    if got is not None:
        return got
    from mtg_engine.cards.oracle import look_top

    return look_top.lower_text(ctx, text, compile_rest)  # 401.5, 701.16a (the grammar)


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


_PUT_FROM_HAND = re.compile(r"you may put (?:an? )(?P<what>[a-z ]+?) card from your hand onto "
                            r"the battlefield(?P<tapped> tapped(?P<attacking> and attacking)?)?",
                            re.IGNORECASE)
# the qualities of a card put from a hand that the engine's filter reads (rules/filters.py)
_PUT_KEYS = {"types", "all_types", "colors", "mana_value_le", "mana_value_ge", "subtypes",
             "supertypes", "not_types", "multicolored", "colorless", "historic"}


_PUT_ANY = re.compile(r"put (?:any number of|up to (?P<n>two|three)) (?P<what>land|creature) cards "
                      r"from your hand onto the battlefield(?P<tapped> tapped)?", re.IGNORECASE)


def put_from_hand(text: str) -> list[dict[str, Any]] | None:
    """"You may put a land card from your hand onto the battlefield [tapped]." -> the
    effect `put_from_hand`, or None. "Put any number of land cards from your hand onto the
    battlefield tapped." (Wrenn and Seven): `any_number`, the cards chosen together (no Aura
    among them: 303.4f's choice is one card's)."""
    many = _PUT_ANY.fullmatch(text.strip().rstrip("."))
    if many is not None:
        up_to = {"two": 2, "three": 3}.get(str(many.group("n")).lower())  # (Tooth and Nail)
        return [{"put_from_hand": {"filter": {"types": [many.group("what").capitalize()]},
                                   "any_number": True,
                                   **({"up_to": up_to} if up_to else {}),
                                   **({"tapped": True} if many.group("tapped") else {})}}]
    m = _PUT_FROM_HAND.fullmatch(text.strip().rstrip("."))
    if m is None:
        return None
    what = m.group("what").lower()
    f = {"supertypes": ["Basic"], "types": ["Land"]} if what == "basic land" else card_filter(what)
    if f is None:  # "a Goblin permanent card", "a basic Forest card" (205.3m, 205.4a)
        from mtg_engine.cards.oracle import search

        f = search.card_filter(m.group("what") + " card", plural=False)
    if not f or set(f) - _PUT_KEYS:
        return None
    eff: dict[str, Any] = {"filter": f}
    if m.group("tapped"):
        eff["tapped"] = True
    if m.group("attacking"):  # 508.4 (effects/enter_attacking.py)
        eff["attacking"] = True
    return [{"put_from_hand": eff}]


_REVEAL_FROM_HAND = re.compile(r"reveal any number of (?P<what>[a-z ]+?) cards in your hand")


def reveal_from_hand(text: str) -> list[dict[str, Any]] | None:
    """701.16a: "Reveal any number of red cards in your hand." -> the effect
    `reveal_from_hand` (the cards its controller chooses, counted "this way", 608.2c)."""
    m = _REVEAL_FROM_HAND.fullmatch(text.strip().rstrip(".").lower())
    f = card_filter(m.group("what")) if m is not None else None
    return None if f is None else [{"reveal_from_hand": {"filter": f}}]


def render_reveal_from_hand(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) != {"filter"}:
        raise RenderError("reveal from hand")
    return f"reveal any number of {describe_filter(dict(p['filter']), 'card', plural=True)} " \
        "in your hand"


def render_put_from_hand(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) - {"filter", "tapped", "attacking", "any_number", "up_to"} \
            or (p.get("attacking") and not p.get("tapped")):
        raise RenderError("put from hand")
    if p.get("any_number"):  # (put_from_hand's _PUT_ANY)
        if p.get("attacking") or p["filter"] not in ({"types": ["Land"]}, {"types": ["Creature"]}):
            raise RenderError("put any number from hand")
        how = {2: "up to two", 3: "up to three"}.get(p.get("up_to", 0), "any number of")
        return f"put {how} {p['filter']['types'][0].lower()} cards from your hand onto " \
            f"the battlefield{' tapped' if p.get('tapped') else ''}"
    what = describe_filter(dict(p.get("filter", {})), "card")
    art = "an" if what[0] in "aeiou" else "a"
    tapped = " tapped" if p.get("tapped") else ""
    tapped += " and attacking" if p.get("attacking") else ""
    return f"you may put {art} {what} from your hand onto the battlefield{tapped}"
