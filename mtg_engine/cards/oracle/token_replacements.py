"""Replacement effects that create tokens (614.1a, 111.1), read whole and rendered back:

  If one or more creature tokens would be created under your control, that many 4/4 white
  Angel creature tokens with flying and vigilance are created instead.    (Divine Visitation)
  If one or more tokens would be created under your control, those tokens plus that many 1/1
  green Squirrel creature tokens are created instead.          (Chatterfang, Squirrel General)
  If you would create a Clue, Food, or Treasure token, instead create one of each.
                                                                        (Academy Manufactor)
  If a nontoken creature an opponent controls would die, instead exile that card and create a
  2/2 black Zombie creature token.                                 (Kalitas, Traitor of Ghet)

The token is read as the "Create ..." sentence would read it (tokens.read_token) and goes to
the card's tokens (111.4); the replacement's `tokens` are their keys. The engine's side is
rules/replacement_tokens.py."""

from __future__ import annotations

import re
from typing import Any

_BECOME = re.compile(r"^If one or more (creature )?tokens would be created under your "
                     r"control, that many (.+ tokens(?: with [^.]+)?) are created instead\.$")
_PLUS = re.compile(r"^If one or more tokens would be created under your control, those tokens "
                   r"plus that many (.+ tokens(?: with [^.]+)?) are created instead\.$")
_EACH = re.compile(r"^If you would create an? ([A-Z]\w+), ([A-Z]\w+), or ([A-Z]\w+) token, "
                   r"instead create one of each\.$")
_DIE_TOKEN = re.compile(r"^If an? (.+?) would die, instead exile that card and create (an? .+? "
                        r"token)\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    m = _BECOME.match(para)
    if m is not None:
        key = _token(f"Create two {m.group(2)}", 2)
        rep: dict[str, Any] = {"event": "create_tokens", "instead": "tokens_become",
                               "affects": "you"}
        if m.group(1):
            rep["filter"] = {"types": ["Creature"]}
        return None if key is None else {**rep, "tokens": [key]}
    m = _PLUS.match(para)
    if m is not None:
        key = _token(f"Create two {m.group(1)}", 2)
        return None if key is None else {"event": "create_tokens", "instead": "tokens_plus",
                                         "affects": "you", "tokens": [key]}
    m = _EACH.match(para)
    if m is not None:
        return _one_of_each(list(m.groups()))
    return _die(para)


def _one_of_each(kinds: list[str]) -> dict[str, Any] | None:
    """111.10: predefined tokens only, each named once."""
    from mtg_engine.cards.oracle.tokens import predefined_definition

    if len(set(kinds)) != len(kinds):
        return None
    keys = [_token(f"Create a {k} token", 1) for k in kinds]
    if any(k is None or predefined_definition(k) is None for k in keys):
        return None
    return {"event": "create_tokens", "instead": "tokens_one_of_each", "affects": "you",
            "filter": {"subtypes": kinds}, "tokens": keys}


def _die(para: str) -> dict[str, Any] | None:
    """700.4: a creature's death replaced by its exile and more (a creature of another kind
    than ~, as replacement_statics._die reads it)."""
    from mtg_engine.cards.oracle.phrases import describe

    m = _DIE_TOKEN.match(para)
    if m is None:
        return None
    got = describe(m.group(1))
    if got is None or got[0] != "creature" or set(got[1]) - {"controller", "token"}:
        return None
    rep = {"event": "die", "affects": "filter", "filter": {"types": ["Creature"], **got[1]}}
    key = _token(f"Create {m.group(2)}", 1)
    return None if key is None else {**rep, "instead": "exile_then_tokens", "tokens": [key]}


def _token(sentence: str, count: int) -> str | None:
    """The key of the one token `sentence` creates `count` of, the token put in the card's
    tokens; None if it reads otherwise."""
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK
    from mtg_engine.cards.oracle.tokens import read_token, with_key

    got = read_token(sentence)
    if got is None or got[0] != count:
        return None
    defn = with_key(got[1])
    sink = _TOKEN_SINK.get()
    if sink is not None:
        sink.append(dict(defn))
    return str(defn.get("key", defn["name"]))


def render(rep: dict[str, Any], tokens: dict[str, dict[str, Any]]) -> str:
    """The paragraph back (compiler.render_paragraph)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    how = rep["instead"]
    if how in ("tokens_become", "tokens_plus"):
        made = _phrase(rep["tokens"][0], 2, tokens)
        if how == "tokens_plus":
            return ("If one or more tokens would be created under your control, those tokens "
                    f"plus that many {made} are created instead.")
        kind = "creature " if rep.get("filter") == {"types": ["Creature"]} else ""
        if rep.get("filter") not in (None, {"types": ["Creature"]}):
            raise RenderError("tokens of another kind replaced")
        return (f"If one or more {kind}tokens would be created under your control, that many "
                f"{made} are created instead.")
    if how == "tokens_one_of_each":
        a, b, c = rep["filter"]["subtypes"]
        art = "an" if a[0] in "AEIOU" else "a"
        return f"If you would create {art} {a}, {b}, or {c} token, instead create one of each."
    what = describe_filter(rep["filter"])
    head = f"If {'an' if what[0] in 'aeiou' else 'a'} {what} would die, instead exile"
    return f"{head} that card and create {_phrase(rep['tokens'][0], 1, tokens)}."


def _phrase(key: str, count: int, tokens: dict[str, dict[str, Any]]) -> str:
    """"4/4 white Angel creature tokens with flying and vigilance" (`count` 2) / "a 2/2 black
    Zombie creature token" (1): the words the "Create ..." sentence says the token with."""
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import RenderError

    said = render_effects([{"create_token": {"token": key, "count": count}}], [], tokens)
    start = "Create two " if count == 2 else "Create "
    if not said.startswith(start) or not said.endswith("."):
        raise RenderError("a token said otherwise")
    return said[len(start):-1]
