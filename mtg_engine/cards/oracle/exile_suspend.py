"""Exiled with time counters, given suspend (702.62a, 122.1), read for the compiler and said
back (the DSL verb `exile_time`, effects/exile_suspend.py):

  exile it with three time counters on it and it gains suspend           (Epochrasite)
  Exile target creature and put two time counters on it. If it doesn't have suspend, it
  gains suspend.                                                           (Suspend)
  ... exile it and put three time counters on it. If you do, exile up to one target creature
  and put three time counters on it. Each card exiled this way that doesn't have suspend
  gains suspend.                                                  (Sinister Concierge)

The sentence "exile <object> with N / and put N time counters on it" is one instruction: the
counters go on the card in exile (400.7: "it" is that new object). A last sentence "If it
doesn't have suspend, it gains suspend." / "Each card exiled this way that doesn't have
suspend gains suspend." gives suspend (`suspend: unless_has`) to each card those
instructions exiled; its words are kept on the last of them (`said`) to be said again."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.suspended import mappings

Effects = list[dict[str, Any]]

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_WORDS = {v: k for k, v in _NUMBERS.items()}
_SENTENCE = re.compile(r"^exile (?P<obj>[^.]+?) (?P<how>with|and put) (?P<n>two|three|four|five|six)"
                       r" time counters on it(?P<gains> and it gains suspend)?$", re.I)
# "Put four time counters on the exiled card." (the card a cost exiled: Jhoira of the Ghitu)
_ON_EXILED = re.compile(r"^put (two|three|four|five|six) time counters on the exiled card$", re.I)
_LAST = {"if it doesn't have suspend, it gains suspend.": "if_it",
         "each card exiled this way that doesn't have suspend gains suspend.": "each_card"}
_LAST_WORDS = {v: k.rstrip(".") for k, v in _LAST.items()}


def lower_sentence(ctx: Any, sentence: str,
                   compile_sentence: Callable[[Any, str], Effects | None]) -> Effects | None:
    """The effect of "exile X with/and put N time counters on it [and it gains suspend]",
    or None."""
    m = _ON_EXILED.match(sentence.strip())
    if m is not None:  # (the card an activated ability's cost exiled: dsl_activated checks)
        return [{"suspend_exiled": {"count": _NUMBERS[m.group(1)]}}]
    m = _SENTENCE.match(sentence.strip())
    if m is None or "time counter" in m.group("obj"):
        return None
    before = len(ctx.targets)
    got = compile_sentence(ctx, f"exile {m.group('obj')}")
    if not got or len(got) != 1 or set(got[0]) != {"exile"} or set(got[0]["exile"]) != {"what"}:
        del ctx.targets[before:]
        return None
    p: dict[str, Any] = {"what": got[0]["exile"]["what"], "count": _NUMBERS[m.group("n")]}
    if m.group("how") == "and put":
        p["said"] = "put"
    if m.group("gains"):
        p["suspend"] = "gains"
    return [{"exile_time": p}]


_FORMS = re.compile(r"\b(exile [^.]+?) (with|and put) (two|three|four|five|six) time counters on it\b",
                    re.I)


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Effects | None]
               ) -> Effects | None:
    """A text with "exile X and put N time counters on it" (said as one instruction, not an
    exile then counters on an object gone, 400.7) or ending in a sentence giving suspend to
    the cards exiled before it; or None."""
    head, last = _split_last(text)
    forms = [m.group(2).lower() for m in _FORMS.finditer(head)]
    if last is None and "and put" not in forms:
        return None
    before = len(ctx.targets)
    got = compile_rest(ctx, _FORMS.sub(r"\1 with \3 time counters on it", head))
    found = [e["exile_time"] for e in mappings(got or []) if "exile_time" in e]
    on_exiled = [e["suspend_exiled"] for e in mappings(got or []) if "suspend_exiled" in e]
    if on_exiled and (found or last != "if_it" or len(on_exiled) != 1):
        del ctx.targets[before:]  # (one instruction only: the exiled card's)
        return None
    if on_exiled:
        on_exiled[0]["suspend"] = "unless_has"
        return got
    if not got or len(found) != len(forms) or any("suspend" in p for p in found) or \
            (last == "if_it" and len(found) != 1):
        del ctx.targets[before:]  # (the targets the text added, read again by others)
        return None
    for p, form in zip(found, forms):
        if form == "and put":
            p["said"] = "put"
        if last is not None:
            p["suspend"] = "unless_has"
    if last is not None:
        found[-1]["said"] = f"{found[-1].get('said', 'with')}:{last}"
    return got


def _split_last(text: str) -> tuple[str, str | None]:
    t = text.strip()
    for words, key in _LAST.items():
        if t.lower().endswith(" " + words):
            return t[: -len(words)].strip(), key
    return t, None


_COUNTERED = re.compile(r"^if the spell is countered this way, exile it with (two|three|four|five|six) "
                        r"time counters on it instead of putting it into its owner's graveyard$")


def counter_rider(ctx: Any, low: str) -> Effects | None:
    """701.5a, 614.1a: Delay's riders of the counter before them: "If the spell is countered
    this way, exile it with three time counters on it instead of putting it into its owner's
    graveyard." and "If it doesn't have suspend, it gains suspend." (folded into the counter:
    `exile`, `time`, `suspend`), or None."""
    last = ctx.previous[-1] if ctx.previous else {}
    if set(last) != {"counter"}:
        return None
    m = _COUNTERED.match(low)
    if m is not None and ctx.after_counter is not None \
            and not {"exile", "instead", "time"} & set(last["counter"]):
        return [{"counter_exile": {"exile": True, "time": _NUMBERS[m.group(1)]}}]
    if low == _LAST_WORDS["if_it"] and "time" in last["counter"] \
            and "suspend" not in last["counter"]:
        return [{"counter_exile": {"suspend": "unless_has"}}]
    return None


def render_counter_rider(p: dict[str, Any]) -> str:
    """Delay's riders said again, after "counter target spell"."""
    tail = f". if the spell is countered this way, exile it with {_WORDS[int(p['time'])]} time " \
        "counters on it instead of putting it into its owner's graveyard"
    return tail + (". " + _LAST_WORDS["if_it"] if p.get("suspend") else "")


def render_on_exiled(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, phrase) of `suspend_exiled`."""
    said = f"put {_WORDS[int(p['count'])]} time counters on the exiled card"
    return "", said + (". " + _LAST_WORDS["if_it"] if p.get("suspend") else "")


def render(refs: Any, p: dict[str, Any], exile_phrase: str) -> tuple[str, str]:
    """(subject, phrase) of `exile_time`; `exile_phrase`: "exile <object>" as said alone."""
    how, _, last = str(p.get("said", "with")).partition(":")
    n = _WORDS[int(p["count"])]
    said = f"{exile_phrase} with {n} time counters on it" if how == "with" else \
        f"{exile_phrase} and put {n} time counters on it"
    if p.get("suspend") == "gains":
        said += " and it gains suspend"
    if last:
        said += ". " + _LAST_WORDS[last]
    return "", said
