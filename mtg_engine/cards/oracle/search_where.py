"""A library search whose X the sentence says after it, the cards found put in a sentence of
their own (701.19, 107.3, 608.2h):

  Search your library for up to X basic land cards, where X is the greatest power among
  creatures you control. Put those cards onto the battlefield tapped, then shuffle.
                                                             (Traverse the Outlands)
  Search your library for a creature card with mana value X or less, where X is 2 plus the
  sacrificed creature's mana value. Put that card onto the battlefield, then shuffle.
                                                             (Eldritch Evolution)

The same `search_library` effect as the one-sentence wording (search.lower_sentence: the count
an amount, or `mv_amount` with `mv_compare: at_most`), marked `where_sentence` (and
`mv_where` for "mana value X or less, where X is ...") for the words the renderer says.
"""

from __future__ import annotations

import re
from typing import Any

_PASSAGE = re.compile(
    r"(?:(?<=^)|(?<=\. ))Search your library for (?P<head>(?:up to X|an?) [^.]+?), where X is "
    r"(?P<amount>[^.]+?)\. Put (?P<those>those cards|that card) (?P<to>onto the battlefield"
    r"(?: tapped)?|into your hand), then shuffle\.(?= |$)")
_MV_X = " with mana value X or less"


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """A text holding such a passage, or None."""
    from mtg_engine.cards.oracle.phrases import between_sentences
    from mtg_engine.cards.oracle.search import lower_sentence
    from mtg_engine.cards.oracle.search_amounts import split

    m = _PASSAGE.search(text)
    if m is None:
        return None
    plural = m["head"].startswith("up to X")
    if plural != (m["those"] == "those cards"):
        return None
    head, mv = m["head"], None
    if not plural:  # "a creature card with mana value X or less, where X is <amount>"
        if not head.endswith(_MV_X):
            return None
        mv = split(head[:-len(_MV_X)] + " with mana value less than or equal to "
                   + m["amount"])
        if mv is None:
            return None
        head = mv[0]
    else:
        head += ", where X is " + m["amount"]
    it = "them" if plural else "it"
    got = lower_sentence(ctx, f"Search your library for {head}, put {it} {m['to']}")
    if got is None or len(got) != 1:
        return None
    eff = {**got[0]["search_library"], "where_sentence": True}
    if mv is not None:
        eff.update(mv[1])
        eff["mv_where"] = True
    if plural and not isinstance(eff.get("count"), dict):
        return None  # (the count is the amount: search_amounts.split_where)
    search = {"search_library": eff}
    done = between_sentences(ctx, text[:m.start()].strip(), lambda: search,
                             text[m.end():].strip(), compile_rest)
    if done is None:
        return None
    i = done.index(search)
    return [*done[:i + 1], {"shuffle": {}}, *done[i + 1:]]


def render(p: dict[str, Any], said: str) -> str:
    """`said` (search.render's one-sentence words) in the words of this wording."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if not p.get("where_sentence"):
        return said
    if p.get("mv_where"):  # "with mana value X or less, where X is <amount>"
        m = re.search(r" with mana value less than or equal to (?P<a>.+?)(?=, put it )", said)
        if m is None:
            raise RenderError("a search's mana value X")
        said = said[:m.start()] + _MV_X + ", where X is " + m["a"] + said[m.end():]
    for one, two in ((", put them ", ". put those cards "), (", put it ", ". put that card ")):
        if one in said:
            return said.replace(one, two, 1)
    raise RenderError("the cards a search found, in a sentence of their own")
