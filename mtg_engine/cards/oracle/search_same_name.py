"""A library search for cards with the name of another object (701.19, 201.2), in the Oracle
compiler:

  Search your library for a permanent card with the same name as target nontoken creature,
  put that card onto the battlefield, then shuffle.                        (Bifurcate)
  Search your library for up to three cards with the same name as target creature, reveal
  them, put them into your hand, then shuffle.                             (Pack Hunt)
  Whenever a nontoken creature you control dies, you may search your library for a card with
  the same name as that creature, reveal it, put it into your hand, then shuffle.
                                                                           (Remembrance)
  Exile target nonland card from your graveyard. Search your library for any number of cards
  with the same name as that card, ...                                     (Secret Salvage)
  ... search your library for an instant or sorcery card with the same name as a card in your
  graveyard, ...                                                     (Frostpyre Arcanist)
  ... search your library for a card with the same name as another creature you control, ...
                                                                     (Pattern Matcher)

-> `search_library` with `same_name_as`: the object whose name the cards found must have, as
it is when the search is made, or as it last existed (608.2h: the creature that died, the
card exiled); a face-down permanent has no name (708.2) and nothing is found; or a group (the
cards in the graveyard, the other creatures): any of their names (effects/search.py
`names_of`).
"""

from __future__ import annotations

from typing import Any

_SAME = " with the same name as "
_PERMANENT_KINDS = ("creature", "permanent", "artifact", "enchantment", "land", "planeswalker")


def split(what: str) -> tuple[str, str] | None:
    """"permanent card with the same name as target creature" -> ("permanent card", "target
    creature"), or None."""
    left, found, right = what.partition(_SAME)
    return (left, right) if found and left and right else None


def referent(ctx: Any, words: str) -> Any:
    """"target <permanent>" (a new target), "that creature" (what the trigger's event
    involved, 603.2), "that card" (the one card target named before, 608.2c) -> the DSL
    reference, or None."""
    from mtg_engine.cards.oracle.phrases import target_spec
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    w = words.strip().lower()
    if w.startswith("target "):
        spec = target_spec(w.removeprefix("target "))
        if spec is None or spec["kind"] not in _PERMANENT_KINDS:
            return None
        return ctx.add_target(spec)  # type: ignore[no-any-return]
    if w == "that creature":
        event = EVENT_REFERENT.get()
        ok = event is not None and event.kind in ("remembered", "remembered_gone") \
            and not event.player  # (gone: its name as it last existed, 608.2h)
        return "remembered" if ok and not ctx.targets else None
    if w == "that card" and len(ctx.targets) == 1 and ctx.targets[0]["kind"] == "card":
        return "target"
    return _group(words.strip())


def _group(words: str) -> Any:
    """"a card in your graveyard" (any of them, 404.2: a public zone) or "another creature you
    control" (any of them, as the search is made) -> the reference, or None."""
    from mtg_engine.cards.oracle.phrases import describe

    if words == "a card in your graveyard":
        return GRAVEYARD
    if not words.startswith("another "):
        return None
    d = describe(words)
    if d is None or d[0] != "creature" or set(d[1]) != {"other", "controller"} \
            or d[1]["controller"] != "you":
        return None
    return {"all": {"types": ["Creature"], **d[1]}}


GRAVEYARD = "your_graveyard"  # (the names of the cards in the controller's graveyard)


def render(refs: Any, ref: Any) -> str:
    """" with the same name as <it>" (the inverse of `referent`)."""
    if ref == "remembered":
        return _SAME + "that creature"
    if ref == GRAVEYARD:
        return _SAME + "a card in your graveyard"
    if isinstance(ref, dict) and set(ref) == {"all"}:
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        return _SAME + describe_filter(dict(ref["all"]))
    if ref == "target" and refs is not None and refs.targets \
            and refs.targets[0]["kind"] == "card" and "target" in refs.said:
        return _SAME + "that card"
    if refs is None:
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("a search for a name, with no references")
    return _SAME + refs.obj(ref)
