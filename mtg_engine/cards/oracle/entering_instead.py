"""614.1a: "If ~ would enter the battlefield, sacrifice a Forest instead. If you do, put ~ onto
the battlefield. If you don't, put it into its owner's graveyard." (Heart of Yavimaya; "an
untapped Mountain": Balduvian Trading Post) and "If ~ would enter the battlefield, you may
discard a land card instead. If you do, ..." (Mox Diamond) -> the card's replacement `enters`
/ `choose` with the choice rules/entering_cost.py asks and carries out, and back.

"sacrifice two untapped lands" (Lotus Vale, Scorched Ruins): the choice's `count` 2.

614.12: "As ~ enters the battlefield, discard your hand." (Heightened Awareness), "As ~ enters
the battlefield, sacrifice all lands you control." (Overlaid Terrain): the same kind of
replacement, its act done to all of them (no choice), and it enters."""

from __future__ import annotations

import re
from typing import Any

_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_TAIL = " If you do, put ~ onto the battlefield. If you don't, put it into its owner's graveyard."
_SENTENCE = re.compile(rf"^If ~ would enter the battlefield, (?:sacrifice an? (?P<untapped>untapped "
                       rf")?(?P<basic>{'|'.join(_BASIC)})|(?P<may>you may discard a land card)|"
                       rf"(?P<two>sacrifice two untapped lands)) instead\.{re.escape(_TAIL)}$")
_TWO = "sacrifice two untapped lands"
_UNTAPPED_LAND = {"tapped": False, "types": ["Land"]}


# 614.12: the acts done to all as it enters -> (act, filter)
_AS_ENTERS = {"As ~ enters the battlefield, discard your hand.": ("discard_all", {}),
              "As ~ enters the battlefield, sacrifice all lands you control.":
                  ("sacrifice_all", {"types": ["Land"]})}


# 614.12, 607.2a: "As ~ enters the battlefield, exile an instant or sorcery card from your
# graveyard." (Living Lore: rules/entering_cost.py's exile_graveyard, the card exiled with it)
_AS_EXILE = re.compile(r"^As ~ enters the battlefield, exile an? (?P<what>[a-z ]+?) card from "
                       r"your graveyard\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The replacement of one paragraph, or None if it isn't one of these."""
    from mtg_engine.rules.entering_cost import EXILE_GRAVEYARD, choice

    exiled = _AS_EXILE.match(para)
    if exiled is not None:
        from mtg_engine.cards.oracle.phrases import describe

        d = describe(exiled.group("what") + " card")
        if d is None or d[0] != "card" or not d[1] or set(d[1]) - {"types"}:
            return None
        return {"event": "enters", "instead": "choose",
                "choice": choice(EXILE_GRAVEYARD, dict(d[1]), False),
                "text": para[len("As ~ enters the battlefield, "):].rstrip(".")}
    if para in _AS_ENTERS:
        act, f = _AS_ENTERS[para]
        return {"event": "enters", "instead": "choose", "choice": choice(act, dict(f), False),
                "text": para[len("As ~ enters the battlefield, "):].rstrip(".")}
    m = _SENTENCE.match(para)
    if m is None:
        return None
    if m.group("may"):
        what = choice("discard", {"types": ["Land"]}, True)
    elif m.group("two"):  # two permanents chosen, sacrificed at once (rules/entering_cost.py)
        what = choice("sacrifice", dict(_UNTAPPED_LAND), False, 2)
    else:
        f: dict[str, Any] = {"subtypes": [m.group("basic")]}
        if m.group("untapped"):
            f["tapped"] = False
        what = choice("sacrifice", f, False)
    return {"event": "enters", "instead": "choose", "choice": what,
            "text": para[len("If ~ would enter the battlefield, "):para.index(" instead.")]}


def render(rep: dict[str, Any]) -> str:
    """The paragraph back (compiler.render_paragraph)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.rules.entering_cost import PREFIX, spec

    what = str(rep.get("choice", ""))
    if rep.get("event") != "enters" or rep.get("instead") != "choose" \
            or not what.startswith(PREFIX) or set(rep) - {"event", "instead", "choice", "text"}:
        raise RenderError("an entering replacement of another kind")
    from mtg_engine.rules.entering_cost import choice, count_of

    act, f, may = spec(what)
    if act == "exile_graveyard" and not may and count_of(what) == (1, ()) and f.types \
            and f == type(f)(types=f.types):
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        kind = describe_filter({"types": list(f.types)}, "card")
        art = "an" if kind[0] in "aeiou" else "a"
        return f"As ~ enters the battlefield, exile {art} {kind} from your graveyard."
    said = next((p for p, (a, d) in _AS_ENTERS.items() if a == act and choice(a, d, False) == what
                 ), None) if "_all" in act else None
    if said is not None:
        return said
    if count_of(what) == (2, ()) and act == "sacrifice" and not may \
            and f == type(f)(types=("Land",), tapped=False):
        head = _TWO
    elif count_of(what)[0] != 1:
        raise RenderError("an entering cost of another count")
    elif act == "discard" and may and f.types == ("Land",) and f == type(f)(types=("Land",)):
        head = "you may discard a land card"
    elif act == "sacrifice" and not may and len(f.subtypes) == 1 and f.subtypes[0] in _BASIC \
            and f == type(f)(subtypes=f.subtypes, tapped=f.tapped) and f.tapped in (None, False):
        untapped = "untapped " if f.tapped is False else ""
        head = f"sacrifice {'an' if untapped else 'a'} {untapped}{f.subtypes[0]}"
        if not untapped and f.subtypes[0][0] in "AEIOU":
            head = f"sacrifice an {f.subtypes[0]}"
    else:
        raise RenderError("an entering cost of another kind")
    return f"If ~ would enter the battlefield, {head} instead.{_TAIL}"
