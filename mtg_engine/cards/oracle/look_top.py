"""Looking at (401.5) or revealing (701.16a) the top cards of your library and taking some of
them, read by the grammar (grammar.lark's `look_passage`), as printed over two or three
sentences:

  Look at the top six cards of your library. Put up to two creature cards with mana value 3
  or less from among them onto the battlefield. Put the rest on the bottom of your library in
  any order.
  Look at the top four cards of your library. You may reveal a creature or land card from
  among them and put it into your hand. Put the rest on the bottom of your library in a
  random order.
  Reveal the top four cards of your library. Put all creature cards revealed this way into
  your hand and the rest into your graveyard.
  Look at the top five cards of your library. Put one of them into your hand and the rest on
  top of your library in any order.

lowered to one DSL effect `look_at_top` (effects/library.py carries it out; the sentences
before and after the passage are compiled as usual), and `render` is the English of that
effect for the round trip. The DSL keeps the printed pronoun and rest wording (`it`, `rest`)
and whether the rest is its own sentence (`rest_sentence`): they don't change what it does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences

# 110.4a: the card types of a permanent card
PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
          "land": "Land", "planeswalker": "Planeswalker", "instant": "Instant",
          "sorcery": "Sorcery"}
# where the cards not taken go, as printed ("rest" in the DSL)
_REST_WORDS = {"bottom": "on the bottom of your library in any order",
               "bottom_random": "on the bottom of your library in a random order",
               "graveyard": "into your graveyard", "hand": "into your hand",
               "top": "on top of your library in any order"}
_HEAD = re.compile(r"(?:look at|reveal) the top (?:\w+) cards of your library(?:\. |, then put )")
_NUMWORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
             8: "eight", 9: "nine", 10: "ten"}


class NotRead(ValueError):
    """The grammar read the passage but it says something the DSL can't (yet)."""


def _transformer() -> Any:
    from mtg_engine.cards.oracle.parse import NotUnderstood, _ToIR

    class LookIR(_ToIR):  # type: ignore[misc, valid-type]
        """The passage's tree -> the `look_at_top` DSL effect."""

        def look_passage(self, items: list[Any]) -> dict[str, Any]:
            verb, count = items[0]
            then = getattr(items[1], "type", "") == "LT_COMMA_THEN"
            if then:  # "Look at the top three cards of your library, then put one ..."
                items = [items[0], *items[2:]]
            eff: dict[str, Any] = {"count": count, **items[1]}
            if then:
                eff["head_then"] = True
            if verb == "reveal":
                eff["reveal_all"] = True  # 701.16a: every card looked at is revealed
                eff.pop("reveal", None)
            if len(items) > 2:
                if "rest" in eff:
                    raise NotUnderstood("the rest twice")
                eff["rest"], eff["rest_words"], then = items[2]
                eff["rest_sentence"] = "then" if then else True
            if "rest" not in eff:  # the cards not taken stay on top, as they were (401.5)
                eff["rest"] = "stay"
            return eff

        def lt_head(self, items: list[Any]) -> tuple[str, Any]:
            return ("reveal" if str(items[0]) == "reveal" else "look"), items[1]

        def lt_take_exact(self, items: list[Any]) -> dict[str, Any]:
            k = self.number([items[0]])
            eff = {"take": k, "it": str(items[1]), **items[2]}
            return _joined(eff, items[3:])

        def lt_reveal_pick(self, items: list[Any]) -> dict[str, Any]:
            amount, desc = items[1], items[2]
            eff = {**amount, "filter": _filter(desc), "reveal": True, "it": str(items[4]),
                   "up_to": True}
            return _joined(eff, items[5:])

        def lt_put_pick(self, items: list[Any]) -> dict[str, Any]:
            may = hasattr(items[0], "type") and items[0].type == "LT_YOU_MAY"
            rest = items[1:] if may else items
            amount, desc, dest = rest[0], rest[1], rest[3]
            eff = {**amount, "filter": _filter(desc), **dest}
            if may:
                eff["you_may"] = True
            if may or amount.get("take") != 1 or "any" in amount:
                eff["up_to"] = True
            return _joined(eff, rest[4:])

        def lt_put_pair(self, items: list[Any]) -> dict[str, Any]:
            """"You may put a creature card and/or a land card from among them into your
            hand": up to one card of each kind, each a different card (`filters`)."""
            _one_each(items)
            eff = {"take": 2, "filters": [_filter(items[2]), _filter(items[5])], "you_may": True,
                   "up_to": True, **items[7]}
            return _joined(eff, items[8:])

        def lt_reveal_pair(self, items: list[Any]) -> dict[str, Any]:
            _one_each(items)
            eff = {"take": 2, "filters": [_filter(items[2]), _filter(items[5])], "reveal": True,
                   "it": str(items[7]), "up_to": True}
            return _joined(eff, items[8:])

        def lt_put_all(self, items: list[Any]) -> dict[str, Any]:
            desc, where, dest = items[0], str(items[1]), items[2]
            eff = {"take": "all", "all": True, "filter": _filter(desc), **dest}
            if where.startswith("revealed"):
                eff["revealed_this_way"] = True
            return _joined(eff, items[3:])

        def lt_one(self, items: list[Any]) -> dict[str, Any]:
            if str(items[0]) not in ("a", "an"):
                raise NotUnderstood("one card named by a number")
            return {"take": 1}

        def lt_up_to(self, items: list[Any]) -> dict[str, Any]:
            return {"take": self.number([str(items[0]).split()[-1]]), "up_to_n": True}

        def lt_any_number(self, _: list[Any]) -> dict[str, Any]:
            return {"take": "any", "any": True}

        def lt_desc(self, items: list[Any]) -> tuple[tuple[str, ...], dict[str, Any]]:
            nouns: tuple[str, ...] = ()
            subtypes: list[str] = []
            rest = []
            for it in items:
                if isinstance(it, tuple) and it and it[0] == "lt_nouns":
                    nouns, subtypes = it[1], it[2]
                elif not hasattr(it, "type"):
                    rest.append(it)
            d = self.desc(rest)
            f = {k: list(v) if isinstance(v, tuple) else v for k, v in d.filter}
            if nouns and nouns[0] == "any_of":  # "an Aura, creature, or planeswalker card"
                if f:
                    raise NotUnderstood("a quality and kinds of either sort")
                return (), {"any_of": list(subtypes)}
            if subtypes:
                f["subtypes"] = subtypes
            return nouns, f

        def lt_typed(self, items: list[Any]) -> tuple[str, tuple[str, ...], list[str]]:
            from mtg_engine.cards.oracle.parse import _printed_word

            return ("lt_nouns", (str(items[1]),), [_printed_word(items[0])])

        def lt_land(self, items: list[Any]) -> tuple[str, tuple[str, ...], list[str]]:
            return ("lt_nouns", (), [str(items[0]).capitalize()])

        def lt_nouns(self, items: list[Any]) -> tuple[str, tuple[str, ...], list[str]]:
            joiners = {str(t) for t in items if t.type in ("LT_ANDOR",)}
            if joiners and any(t.type == "CTYPE" for t in items):
                raise NotUnderstood("'and/or' between card types (render not read)")
            # "up to two instant and/or sorcery cards": each card one of the types, as "or"
            # says (render.normalise reads "and/or" between card types as "or")
            nouns = tuple(str(t) for t in items if t.type in ("NOUN", "SPELLTYPE"))
            from mtg_engine.cards.oracle.parse import _printed_word

            subtypes = [_printed_word(t) for t in items if t.type == "CTYPE"]
            if nouns and subtypes:  # "a Dinosaur or land card": either one (205.2a, 205.3)
                if "permanent" in nouns or any(t.type == "SPELLTYPE" for t in items):
                    raise NotUnderstood("a subtype or a permanent / spell type")
                alts = [{"subtypes": [_printed_word(t)]} if t.type == "CTYPE"
                        else {"types": [_TYPES[str(t)]]}
                        for t in items if t.type in ("NOUN", "CTYPE")]  # (printed order)
                return ("lt_nouns", ("any_of",), alts)
            return ("lt_nouns", nouns, subtypes)

        def lt_to_hand(self, _: list[Any]) -> dict[str, Any]:
            return {}

        def lt_to_battlefield(self, items: list[Any]) -> dict[str, Any]:
            if items and str(items[0]) != "tapped":
                raise NotUnderstood("untapped")
            return {"to": "battlefield", **({"tapped": True} if items else {})}

        def lt_to_graveyard(self, _: list[Any]) -> dict[str, Any]:
            return {"to": "graveyard"}

        def lt_rest_joined(self, items: list[Any]) -> tuple[str, Any]:
            return ("joined", (self._where(items[1]), str(items[0])))

        def lt_rest_sentence(self, items: list[Any]) -> tuple[str, str, bool]:
            then = str(items[0]) == "then"
            items = items[1:] if then else items
            return self._where(items[1]), str(items[0]), then

        def _where(self, w: tuple[str, str]) -> str:
            return w[0] if w[1] != "in a random order" else "bottom_random"

        def lt_bottom(self, items: list[Any]) -> tuple[str, str]:
            return ("bottom" if items else "bottom_one"), (str(items[0]) if items else "")

        def lt_graveyard(self, _: list[Any]) -> tuple[str, str]:
            return "graveyard", ""

        def lt_hand(self, _: list[Any]) -> tuple[str, str]:
            return "hand", ""

        def lt_top(self, items: list[Any]) -> tuple[str, str]:
            if str(items[0]) != "in any order":
                raise NotUnderstood("on top in a random order")
            return "top", ""

    return LookIR()


def _either(alts: list[dict[str, Any]]) -> str:
    """"Aura, creature, or planeswalker card" (the alternatives of `any_of`, in printed order:
    a subtype or a card type each)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    names = {v: k for k, v in _TYPES.items()}
    words = []
    for a in alts:
        if set(a) == {"subtypes"} and len(a["subtypes"]) == 1:
            words.append(a["subtypes"][0])
        elif set(a) == {"types"} and len(a["types"]) == 1 and a["types"][0] in names:
            words.append(names[a["types"][0]])
        else:
            raise RenderError("kinds of either sort")
    if len(words) == 2:
        return f"{words[0]} or {words[1]} card"
    return ", ".join(words[:-1]) + f", or {words[-1]} card"


def _joined(eff: dict[str, Any], rest: list[Any]) -> dict[str, Any]:
    if rest:
        eff["rest"], eff["rest_words"] = rest[0][1]
    return eff


def _one_each(items: list[Any]) -> None:
    """"a creature card and/or a land card": one of each, said "a" / "an" both times."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if items[1] != {"take": 1} or items[4] != {"take": 1}:  # (lt_one: "a" / "an")
        raise NotUnderstood("a number of each kind")


def _filter(desc: tuple[tuple[str, ...], dict[str, Any]]) -> dict[str, Any]:
    nouns, f = desc
    if nouns == ("permanent",):
        f["types"] = list(PERMANENT_TYPES)  # 110.4a: a permanent card
    elif "permanent" in nouns:
        from mtg_engine.cards.oracle.parse import NotUnderstood

        raise NotUnderstood("'permanent' joined with a type")
    elif nouns:
        f["types"] = [_TYPES[n] for n in nouns]
    return f


_MARK_SUBTYPE: Any = None


def _mark_subtypes(printed: str) -> str:
    """Each capitalised creature type (205.3m) written with its first letter "§" (the grammar's
    CTYPE; same length, so the printed word is read back by position)."""
    global _MARK_SUBTYPE
    if _MARK_SUBTYPE is None:
        from mtg_engine.core.creature_types import CREATURE_TYPES

        names = sorted((*CREATURE_TYPES, "Aura", "Equipment", "Vehicle", "Arcane"), key=len,
                       reverse=True)  # (205.3k: Arcane, a spell type: "a Spirit or Arcane card")
        _MARK_SUBTYPE = re.compile(rf"(?<=[a-z,] )({'|'.join(names)})\b")
    from mtg_engine.cards.oracle.subtype_marks import mark

    # (and "non-Human" as the effect grammar marks it: "a non-Human creature card", 205.3m)
    return mark(_MARK_SUBTYPE.sub(lambda m: "§" + m.group(1)[1:], printed))


def read_printed(start: str, printed: str, transformer: Any) -> Any:
    """A passage of printed sentences read from the grammar's `start` symbol (a period added
    if missing; subtypes marked, lower-cased; the printed text kept for the transformer's
    capitalised words), or None."""
    from mtg_engine.cards.oracle import parse

    src = printed.strip()
    if not src.endswith("."):
        src += "."
    token = parse._PRINTED.set(src)
    try:
        return parse.read(start, _mark_subtypes(src).lower(), transformer)
    finally:
        parse._PRINTED.reset(token)


def read_passage(printed: str) -> dict[str, Any] | None:
    """The `look_at_top` effect of a passage of two or three sentences, or None."""
    got = read_printed("look_passage", printed, _transformer())
    if got is None:
        return None
    return _checked(got)


def _checked(eff: dict[str, Any]) -> dict[str, Any] | None:
    """The effect if what it says is one the engine carries out as printed, else None."""
    n, k = eff["count"], eff["take"]
    if eff["rest"] == "stay":  # "Put one of them into your graveyard." (the others stay)
        ok = isinstance(n, int) and isinstance(k, int) and k < n and not eff.get("all") \
            and eff.get("to") in ("graveyard", None) and not eff.get("reveal") \
            and "filter" not in eff and not eff.get("head_then")
        return eff if ok else None
    if eff["rest"] == "bottom_one":  # "the other on the bottom of your library": one card
        if not isinstance(n, int) or not isinstance(k, int) or n - k != 1 \
                or eff.get("up_to") or eff.get("all"):
            return None
        eff["rest"], eff["one_left"] = "bottom", True
    if isinstance(k, int) and isinstance(n, int) and k >= n and not eff.get("all"):
        return None  # nothing left for "the rest"
    other = eff.get("rest_words") == "other"
    exactly_one_left = isinstance(n, int) and isinstance(k, int) and not eff.get("up_to") \
        and n - k == 1
    if other != exactly_one_left:
        return None  # "the other" for the one card left, "the rest" for more
    if eff["rest"] == "bottom_random" and exactly_one_left:
        return None
    if eff.get("to") == "graveyard" and eff["rest"] in ("graveyard",):
        return None
    if eff.get("rest_words") == "rest of the revealed cards" and not eff.get("reveal_all"):
        return None
    if eff.get("revealed_this_way") and not eff.get("reveal_all"):
        return None  # "revealed this way" after "look at" (701.16a)
    if eff["rest"] == eff.get("to", "hand") and not eff.get("all"):
        return None  # (the rest go where the taken cards go: a choice that isn't one)
    it = eff.get("it")
    if eff.get("reveal"):
        plural = k != 1
        if it not in (("them", "the revealed cards") if plural else ("it", "that card")):
            return None
    elif it is not None and it not in ("them", "those cards"):
        return None
    return eff


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if it holds a passage this module reads (the sentences around it
    compiled by `compile_rest`), else None."""
    low = text.lower()
    m = _HEAD.search(low)
    if m is None or (m.start() > 0 and low[m.start() - 2:m.start()] != ". "):
        return None
    sentences = [s for s in re.split(r"(?<=\.) ", text[m.start():].strip()) if s]
    for length in (3, 2, 1):
        if len(sentences) < length:
            continue
        eff = read_passage(" ".join(sentences[:length]))
        if eff is None:
            continue
        if eff["count"] == "X" and not ctx.allow_x:
            return None
        after = " ".join(sentences[length:])
        return between_sentences(ctx, text[:m.start()].strip(), lambda e=eff: {"look_at_top": e},
                                 after, compile_rest)
    return None


def render(p: dict[str, Any]) -> str:
    """The English of a `look_at_top` effect (the inverse of `read_passage`)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if isinstance(p["count"], dict):  # "the top X cards ..., where X is ..." (look_top_x.py)
        from mtg_engine.cards.oracle.look_top_x import render as render_x

        return render_x(p, render)

    n, k = p["count"], p["take"]
    count = "x" if n == "X" else _NUMWORDS.get(n)
    if count is None or p.get("rest") not in (*_REST_WORDS, "stay"):
        raise RenderError("look at the top cards")
    verb = "reveal" if p.get("reveal_all") else "look at"
    head = f"{verb} the top {count} cards of your library" + (
        ", then " if p.get("head_then") else ". ")
    f = dict(p.get("filter", {}))
    plural = k != 1
    if "any_of" in f and (set(f) != {"any_of"} or plural):
        raise RenderError("kinds of either sort")
    dest = {"hand": "into your hand", "graveyard": "into your graveyard"}.get(p.get("to", "hand"))
    if p.get("to") == "battlefield":
        dest = "onto the battlefield" + (" tapped" if p.get("tapped") else "")
    if dest is None:
        raise RenderError("look at the top cards: where")
    if p.get("all"):
        where = "revealed this way" if p.get("revealed_this_way") else "from among them"
        take = f"put all {describe_filter(f, 'card', plural=True)} {where} {dest}"
    elif "filter" not in p and "filters" not in p:
        if k not in _NUMWORDS or p.get("it") not in ("them", "those cards"):
            raise RenderError("cards taken")
        take = f"put {_NUMWORDS[k]} of {p['it']} {dest}"
    elif "filters" in p:  # "a creature card and/or a land card" (one of each)
        a, b = (describe_filter(dict(g), "card") for g in p["filters"])
        what = " and/or ".join(("an " if w[0] in "aeiou" else "a ") + w for w in (a, b))
        if p.get("reveal"):
            take = f"you may reveal {what} from among them and put {p['it']} into your hand"
        else:
            take = f"you may put {what} from among them {dest}"
    else:
        what = _either(f["any_of"]) if "any_of" in f else describe_filter(f, "card",
                                                                           plural=plural)
        if p.get("any"):
            amount = "any number of "
        elif p.get("up_to_n"):
            amount = f"up to {_NUMWORDS[k]} "
        elif k == 1:
            amount = "an " if what[0] in "aeiou" else "a "
        else:
            raise RenderError("cards taken")
        may = "you may " if p.get("you_may") or p.get("reveal") else ""
        if p.get("reveal"):
            take = f"{may}reveal {amount}{what} from among them and put {p['it']} into your hand"
        else:
            take = f"{may}put {amount}{what} from among them {dest}"
    if p["rest"] == "stay":  # (the cards not taken stay on top, 401.5)
        return head + take
    rest_where = _REST_WORDS[p["rest"]]
    if p.get("one_left"):
        rest_where = "on the bottom of your library"
    rest = f"the {p.get('rest_words', 'rest')} {rest_where}"
    if p.get("rest_sentence"):
        then = "then " if p["rest_sentence"] == "then" else ""
        return head + take + f". {then}put " + rest
    return head + take + " and " + rest
