"""A target for each opponent (601.2c):

  For each opponent, destroy up to one target artifact or enchantment that player controls.
      (Dismantling Wave)
  When ~ enters the battlefield, for each opponent, return up to one target nonland permanent
  that player controls to its owner's hand. (Enigma Thief)

The sentence compiles as the one without "for each opponent," and with "an opponent
controls" would; its one target requirement is marked `per_opponent` (repeated once for each
opponent as targets are chosen, rules/per_opponent_targets.py), its targets named
"targets:N", each checked on its own as the instruction is carried out (608.2b)."""

from __future__ import annotations

import re
from typing import Any

PREFIX = "for each opponent, "
MARK = "\u2063each-opponent\u2063"  # (render: where "for each opponent," goes, see below)
_THEIRS = {" that player controls": " an opponent controls",
           " that player's graveyard": " an opponent's graveyard"}


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effects of "For each opponent, <instruction with one target ... that player
    controls>", or None."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    low = sentence.strip().rstrip(".").lower()
    if not low.startswith(PREFIX) or ctx.targets:
        return None
    rest = sentence.strip().rstrip(".")[len(PREFIX):]
    if len(re.findall(r"\btarget\b", rest.lower())) != 1 or rest.lower().count("that player") != 1:
        return None  # ("that player gains life": not per target yet)
    one = Ctx(allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
    text = rest
    for theirs, any_opponent in _THEIRS.items():
        text = text.replace(theirs, any_opponent)
    got = compile_effects(one, text[0].upper() + text[1:] + ".")
    if not got or len(one.targets) != 1 or "target:" in str(got).replace("'target'", "") \
            or one.targets[0].get("filter", {}).get("controller") != "opponent":
        return None
    if not all(next(iter(e.values())).get("what") == "target" for e in got):
        return None  # (only instructions on the target itself)
    ctx.add_target({**one.targets[0], "per_opponent": True})
    return [{v: {**b, "what": "targets:0"}} for e in got for v, b in e.items()]


def describe(spec: dict[str, Any]) -> str:
    """The target of each opponent's, with the mark of the sentence's "for each opponent,"."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_target

    base = {k: v for k, v in spec.items() if k != "per_opponent"}
    words = describe_target(base)
    found = [(theirs, anyone) for theirs, anyone in _THEIRS.items() if anyone in words]
    if len(found) != 1 or words.count(found[0][1]) != 1:
        raise RenderError("a target for each opponent")
    return MARK + words.replace(found[0][1], found[0][0])


def sentence_first(sentence: str) -> str:
    """"Destroy <mark>up to one target ..." -> "for each opponent, destroy up to one ..."."""
    if MARK not in sentence:
        return sentence
    return PREFIX + sentence.replace(MARK, "")


# The instructions after the sentence that name its targets again as a group (608.2c):
# "Untap those creatures. They gain haste until end of turn." (Mass Mutiny): each read as
# it would be about one target ("Untap target creature. It gains haste ..."), then named
# "targets:N" (all of them).
_AGAIN = ((re.compile(r"\bthose creatures\b"), "target creature"),
          (re.compile(r"^They gain\b"), "Target creature gains"))


def lower_text(ctx: Any, text: str, compile_effects: Any) -> list[dict[str, Any]] | None:
    """"For each opponent, <instruction>. <instructions about those targets>." or None."""
    from mtg_engine.cards.oracle.effects import Ctx

    sentences = [s.strip() for s in re.split(r"(?<=\.) ", text.strip()) if s.strip()]
    if len(sentences) < 2 or not sentences[0].lower().startswith(PREFIX) or ctx.targets:
        return None
    first = lower_sentence(ctx, sentences[0])
    if first is None:
        return None
    out = list(first)
    for sentence in sentences[1:]:
        one = sentence
        for pat, repl in _AGAIN:
            one = pat.sub(repl, one)
        if one == sentence:
            return _undo(ctx)
        tmp = Ctx(allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
        got = compile_effects(tmp, one)
        if not got or len(tmp.targets) != 1 or tmp.targets[0].get("kind") != "creature" \
                or ctx.targets[-1].get("kind") != "creature" \
                or not all(next(iter(e.values())).get("what") == "target" for e in got):
            return _undo(ctx)
        out += [{v: {**b, "what": "targets:0"}} for e in got for v, b in e.items()]
    return out


def _undo(ctx: Any) -> None:
    ctx.targets.pop()  # (the requirement lower_sentence added: the text is read otherwise)
