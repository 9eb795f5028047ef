"""Sentences read as the instructions of other sentences (608.2c: the instructions of a spell
or ability are carried out in the order written, whatever joins them):

- "Then you may discard a nonland card." after another sentence: the sentence without its
  "Then" (the round trip drops "then": render.normalise). Tried only when the printed text
  isn't read: some passages read "Then" themselves ("Then that player shuffles.").
- "You gain 1 life and scry 1." / "You gain 3 life and you may return ...": "You gain N
  life." and the instruction after "and", in order.
- "Each opponent sacrifices a creature, discards a card, and loses 4 life." / "Each opponent
  discards a card, you draw a card, and you gain 2 life.": a list of three instructions, read
  as "A and B and C" (the round trip drops the commas and "and": render.normalise). Only when
  the second and third items begin with a player's verb (or "you" and one), so that a list of
  objects ("target creature, target artifact, and target land") is never read so. So is
  "A, B, C, then D." (Smallpox), read "A and B and C, then D."."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

THEN_SENTENCE = re.compile(r"(?<=\. )Then (?=(?:you|target|each|that|draw|discard|mill|scry|"
                           r"exile|put|return|destroy|create|sacrifice|shuffle)\b)([a-z])")
_GAIN_AND = re.compile(r"you gain (\w+) life,? and (you may |you |)(.+)")

Effects = list[dict[str, Any]]


def without_then(text: str) -> str:
    """The text with each sentence's leading "Then" dropped (the next word capitalised)."""
    return THEN_SENTENCE.sub(lambda m: m.group(1).upper(), text)


def gain_life_and(ctx: Any, s: str, sentence: Callable[[Any, str], Effects | None]
                  ) -> Effects | None:
    """"You gain N life and <instruction>" read by `sentence` as two sentences, or None (the
    context as it was: the sentence may still be read another way)."""
    m = _GAIN_AND.fullmatch(s.lower())
    if m is None:
        return None
    before, subject = len(ctx.targets), ctx.subject
    first = sentence(ctx, f"You gain {m.group(1)} life")
    tail = s[len(s) - len(m.group(3)):]
    second = sentence(ctx, "You may " + tail if m.group(2) == "you may " else
                      tail[:1].upper() + tail[1:]) if first else None
    if first and second:
        return first + second
    del ctx.targets[before:]
    ctx.subject = subject
    return None


_VERB = (r"(?:you )?(?:sacrifices?|discards?|loses?|gains?|draws?|mills?|creates?|scry|"
         r"scries|surveils?|puts?|returns?|exiles?|shuffles?|reveals?|gets?)")
_LIST = re.compile(rf"(?:^|(?<=\. ))(?P<a>[^,.]+), (?P<b>{_VERB} [^,.]+), "
                   rf"and (?P<c>{_VERB} [^,.]+)(?P<end>\.|$)")


# "Each player loses 1 life, discards a card, sacrifices a creature, then sacrifices a land."
# (Smallpox): the items before ", then" said "A and B and C, then D"
_THEN_LIST = re.compile(rf"(?:^|(?<=\. ))(?P<a>[^,.]+)(?P<mid>(?:, {_VERB} [^,.]+)+), then ")


def serial_list(text: str) -> str:
    """The text with each "A, B, and C." list of instructions said "A and B and C.", and each
    "A, B, C, then D." said "A and B and C, then D."."""
    text = _THEN_LIST.sub(lambda m: f"{m.group('a')}{m.group('mid').replace(', ', ' and ')}"
                          ", then ", text)
    return _LIST.sub(lambda m: f"{m.group('a')} and {m.group('b')} and {m.group('c')}"
                     f"{m.group('end')}", text)


# "It gets +2/+0 until end of turn and ~ deals 1 damage to you." (Anthem of Rakdos): two
# instructions of two subjects joined by "and", read as two sentences (608.2c: in order; the
# round trip drops "and"). Only a second clause that opens with a subject and its verb.
_SUBJECTS = r"(?:you|~|it|each opponent|each player|that player|target player|target opponent|" \
    r"that creature)"
_VERBS = (r"(?:gain|gains|lose|loses|deal|deals|draw|draws|get|gets|mill|mills|discard|"
          r"discards|create|creates|scry|scries|sacrifice|sacrifices)")
# (not after a leading clause or condition: "If you do, A and you B" says both are done only
# if you did, so no "," before the "and"; not an optional "may" or a choice of either)
_AND_CLAUSE = re.compile(rf"(?:^|(?<=\. ))(?!(?:if|otherwise|when|whenever|at|until|as|then|"
                         rf"unless|for each|you may|each of|choose|either)\b)"
                         rf"(?P<a>[^.,]+?) and (?P<b>{_SUBJECTS} {_VERBS}\b[^.]*)(?P<end>\.|$)",
                         re.IGNORECASE)


# (a duration or amount said last may be said of both: "gets +1/+1 and it gains flying until
# end of turn" is not split)
_SAID_OF_BOTH = re.compile(r"\b(until|this turn|this combat|for each|where X|equal to|instead)\b",
                           re.IGNORECASE)
# 120.1: "that creature deals damage equal to its power to you": the amount of the damage the
# creature deals, said inside its own clause (not of both instructions)
_OWN_DAMAGE = re.compile(r"^that creature deals damage equal to its power to (?:you|~|its "
                         r"controller)$", re.IGNORECASE)


def and_clauses(text: str) -> str:
    """The text with each "A and <subject> B." said "A. <Subject> B."."""
    def split(m: re.Match[str]) -> str:
        if _SAID_OF_BOTH.search(m.group("b")) and not _OWN_DAMAGE.match(m.group("b")):
            return m.group(0)
        return f"{m.group('a')}. {m.group('b')[:1].upper()}{m.group('b')[1:]}{m.group('end')}"

    return _AND_CLAUSE.sub(split, text)
