"""Instructions about the tokens just created (111.1): "Create a 4/4 white Angel creature
token with flying that's tapped and attacking. Exile that token at end of combat.", "That
token gains haste.", "Sacrifice those tokens at the beginning of the next end step.", "Create
a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it."

The words "that token", "those tokens", "the token", "it" and "them" name the tokens the
creation made (the ref "created", `Frame.created`); a delayed trigger remembers them as it is
set up (603.7c: a token that left the battlefield is gone and isn't affected). The sentences
are read only at the end of the text, right after the sentence that creates the tokens, so
nothing else can be named in between. `said` keeps the words (the wording, render only)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.delayed import WHEN, WORDS, YOURS
from mtg_engine.cards.oracle.effects import _TOKEN_SINK, Ctx

_SINGULAR = ("that token", "the token", "it")
_PLURAL = ("those tokens", "them")
_WORD = r"that token|those tokens|the token|it|them"
# 611.2a: "That token gains haste." (no duration: as long as it exists) or "... until end of
# turn" (514.2)
# (or another keyword of the tokens' own: "They gain first strike until end of turn.", 702)
_KEYWORDS = ("haste", "first strike", "flying", "trample", "vigilance", "lifelink",
             "deathtouch", "menace", "reach")
_HASTE = re.compile(r"^(?P<w>that token|those tokens|the token|it|they) gains? "
                    rf"(?P<kw>{'|'.join(_KEYWORDS)})(?P<eot> until end of turn)?$",
                    re.IGNORECASE)
# 603.7: "Exile that token at end of combat." / "Sacrifice those tokens at the beginning of
# the next end step." (701.17a: only what the delayed trigger's controller controls)
# ("Destroy it at the beginning of the next end step.", 701.7; "... your next upkeep", 603.7b:
# the delayed trigger's controller's next one, delayed.YOURS)
_WHENS = {**WHEN, **YOURS}
_WHEN_ALT = "|".join(re.escape(w) for w in _WHENS)
_DELAYED = re.compile(rf"^(?P<verb>exile|sacrifice|destroy) (?P<w>{_WORD}) (?P<when>{_WHEN_ALT})$",
                      re.IGNORECASE)
# 122.1a: "Put X +1/+1 counters on it[, where X is ...]."
_COUNTERS = re.compile(r"^put (?P<n>.+?) (?P<kind>\+1/\+1) counters? on (?P<w>it|that token)"
                       r"(?P<rest>, where X is .+)?$", re.IGNORECASE)


# 701.3a: "create a 1/1 white Soldier creature token, then attach ~ to it" (an Equipment that
# comes with its bearer): read as the creation, then the attachment as a sentence of its own
_THEN_ATTACH = ", then attach ~ to it"


def _sentences(text: str) -> list[str]:
    out: list[str] = []
    for s in re.split(r"(?<=\.)\s+", text.strip()):
        s = s.strip().rstrip(".")
        if s.endswith(_THEN_ATTACH) and re.search(r"\btoken\b", s):
            out += [s[:-len(_THEN_ATTACH)], _THEN_ATTACH]
        elif s:
            out.append(s)
    from mtg_engine.cards.oracle.token_stats import join_stats

    # 111.3: "Its power is equal to ..." with the sentence that creates the token
    return [s.rstrip(".") for s in join_stats(out)]


# 508.4: "Ragavan enters the battlefield tapped and attacking." after "create Ragavan, a
# legendary 2/1 red Monkey creature token" (a token with a name of its own, 111.4)
_ENTERS_ATTACKING = re.compile(r"^(?P<name>[A-Z][\w' ,-]*?) enters the battlefield tapped and "
                               r"attacking$")


def _is_followup(sentence: str) -> bool:
    from mtg_engine.cards.oracle.counter_choice_put import _CHOICE

    return bool(_HASTE.match(sentence) or _DELAYED.match(sentence) or _COUNTERS.match(sentence)
                or sentence == _THEN_ATTACH or _ENTERS_ATTACKING.match(sentence)
                or _CHOICE.match(sentence))  # (608.2d: a counter of a kind chosen)


# 111.1, 608.2h: "For each land you control, create a Treasure token." -- the count said first
# (read as "Create a Treasure token for each land you control."; render.py says it first in
# the wording "each_first")
_EACH_FIRST = re.compile(r"^For each (?P<each>[^,]+), create (?P<what>[^,]+ tokens?)\.$")


def lower_text(ctx: Ctx, text: str, compile_effects: Callable[[Ctx, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text whose last sentences are instructions about the tokens the
    sentence before them creates, or None."""
    m = _EACH_FIRST.match(text.strip())
    if m is not None:
        got = compile_effects(ctx, f"Create {m.group('what')} for each {m.group('each')}.")
        return got if got and len(got) == 1 and set(got[0]) == {"create_token"} \
            and isinstance(got[0]["create_token"].get("count"), dict) else None
    if '"' in text:
        return None  # (a quoted ability's sentences are not this text's)
    sentences = _sentences(text)
    k = len(sentences)
    while k > 0 and _is_followup(sentences[k - 1]):
        k -= 1
    if k == 0 or k == len(sentences):
        return None
    if not re.search(r"\bcreates?\b.*\btokens?\b", sentences[k - 1], re.IGNORECASE):
        return None
    before = len(ctx.targets)
    got = compile_effects(ctx, " ".join(s + "." for s in sentences[:k]))
    out = _followups(ctx, got, sentences[k:]) if got else None
    if out is None:
        del ctx.targets[before:]
    return out


def _followups(ctx: Ctx, got: list[dict[str, Any]], rest: list[str]
               ) -> list[dict[str, Any]] | None:
    last = got[-1]
    if set(last) != {"create_token"} or last["create_token"].get("who", "you") != "you":
        return None  # (tokens another player creates are theirs: 111.2)
    if '"create_token"' in json.dumps(got[:-1]):
        # an earlier creation would still be "created" if this one is skipped ("if you do",
        # "you may"): only one creation in the text
        return None
    count = last["create_token"].get("count", 1)
    # (707.2: "for each creature ..., create a token that's a copy of that creature": one
    # token of each, "those tokens" together; rules/token_copies.copies_of_each)
    plural = count != 1 or isinstance(last["create_token"].get("copy_of"), dict)
    out = list(got)
    m = _ENTERS_ATTACKING.match(rest[0]) if rest else None
    if m is not None:  # 508.4: the creation puts it onto the battlefield attacking
        body = last["create_token"]
        token = next((t for t in _TOKEN_SINK.get() or [] if t.get("key") == body.get("token")),
                     None)
        if token is None or token.get("name") != m.group("name") or plural \
                or set(body) - {"token", "count"}:
            return None
        out[-1] = {"create_token": {**body, "tapped_and_attacking": True, "said": "enters"}}
        rest = rest[1:]
    for sentence in rest:
        one = _followup(ctx, sentence, plural)
        if one is None:
            return None
        out.append(one)
    return out


def _said(word: str, plural: bool) -> str | None:
    """The words naming the created tokens, if they agree in number with the creation."""
    w = word.lower()
    return w if w in (_PLURAL if plural else _SINGULAR) else None


def _followup(ctx: Ctx, sentence: str, plural: bool) -> dict[str, Any] | None:
    if sentence == _THEN_ATTACH:  # 701.3a: the source (an Equipment) to the one token
        return None if plural else {"attach": {"what": "self", "to": "created"}}
    m = _HASTE.match(sentence)
    if m is not None:
        said = m.group("w").lower()
        if said not in (("those tokens", "they") if plural else _SINGULAR):
            return None
        body: dict[str, Any] = {"what": "created", "keywords": [m.group("kw").lower()],
                                "said": said}
        if not m.group("eot"):
            body["until"] = ""  # 611.2a
        return {"grant": body}
    m = _DELAYED.match(sentence)
    if m is not None:
        said = _said(m.group("w"), plural)
        if said is None:
            return None
        verb = m.group("verb").lower()
        return {"delayed": {"when": _WHENS[m.group("when").lower()], "remember": "created",
                            "said": said, "text": sentence + ".",
                            "effects": [{verb: {"what": "remembered"}}]}}
    m = _COUNTERS.match(sentence)
    if m is not None and not plural:
        return _counters(ctx, sentence, m)
    from mtg_engine.cards.oracle.counter_choice_put import created_followup

    return created_followup(sentence, plural)  # "put your choice of a ... counter on it"


def _counters(ctx: Ctx, sentence: str, m: re.Match[str]) -> dict[str, Any] | None:
    """"Put X +1/+1 counters on it, where X is ...": read as the same sentence about a target
    creature (the amount by the amount readers), then about the created token."""
    from mtg_engine.cards.oracle.effects import compile_effects

    if "~" in sentence or " it" in (m.group("rest") or ""):
        return None  # (the amount must not name another object)
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    seed = EVENT_REFERENT.get()
    if m.group("rest") == ", where X is that spell's mana value" and m.group("n") == "X" \
            and seed is not None and seed.kind == "remembered" and seed.desc is not None \
            and seed.desc.nouns == ("spell",) and not ctx.allow_x:
        # 603.2, 202.3e, 608.2h: the spell the trigger event names (its mana value on the
        # stack, or as it last existed), not a target (Deekah, Fractal Theorist)
        return {"put_counters": {"kind": "+1/+1", "what": "created", "said": m.group("w").lower(),
                                 "count": {"mana_value_of": "remembered"}}}
    text = f"Put {m.group('n')} +1/+1 {'counter' if m.group('n') in ('a', 'one') else 'counters'}" \
        f" on target creature{m.group('rest') or ''}."
    sub = Ctx(allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
    got = compile_effects(sub, text)
    if not got or len(got) != 1 or set(got[0]) != {"put_counters"} \
            or sub.targets != [{"kind": "creature"}]:
        return None
    body = dict(got[0]["put_counters"])
    if body.get("what") != "target" or body.get("kind") != "+1/+1" or body.get("divided"):
        return None
    return {"put_counters": {**body, "what": "created", "said": m.group("w").lower()}}


def _is_mine(e: dict[str, Any]) -> bool:
    verb, p = next(iter(e.items()))
    p = p or {}
    return (verb in ("grant", "put_counters", "put_counter_choice")
            and p.get("what") == "created") or \
        (verb == "delayed" and p.get("remember") == "created") or \
        (verb == "attach" and p == {"what": "self", "to": "created"})


def render(effects: list[dict[str, Any]], targets: list[dict[str, Any]],
           tokens: dict[str, dict[str, Any]] | None) -> str | None:
    """The text of effects ending with instructions about the created tokens (render.py), or
    None when they don't."""
    k = len(effects)
    while k > 0 and _is_mine(effects[k - 1]):
        k -= 1
    if k == len(effects):
        return None
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if k == 0 or set(effects[k - 1]) != {"create_token"} \
            or any(_is_mine(e) for e in effects[:k]):
        raise RenderError("'created' tokens with no creation just before")
    out = render_effects(effects[:k], targets, tokens)
    for e in effects[k:]:
        one = _render_one(e)
        out = out[:-1] + one if one.startswith(",") else f"{out} {one}"
    return out


def _render_one(e: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import RenderError

    verb, p = next(iter(e.items()))
    said = str(p.get("said", "it"))
    if verb == "attach":  # (joined to the creation's sentence)
        return _THEN_ATTACH + "."
    if verb == "put_counter_choice":  # 608.2d (counter_choice_put.py)
        from mtg_engine.cards.oracle.counter_choice_put import render as render_choice

        words = render_choice(None, p)[1]
        return f"{words[:1].upper()}{words[1:]}."
    if verb == "grant":
        if len(p["keywords"]) != 1 or p["keywords"][0] not in _KEYWORDS:
            raise RenderError("a keyword the created tokens can't gain here")
        verb_word = "gain" if said in ("those tokens", "they") else "gains"
        tail = "" if p.get("until", "end_of_turn") == "" else " until end of turn"
        return f"{said[0].upper()}{said[1:]} {verb_word} {p['keywords'][0]}{tail}."
    if verb == "delayed":
        effects = p["effects"]
        inner = next(iter(effects[0]))
        if effects != [{inner: {"what": "remembered"}}] or inner not in ("exile", "sacrifice",
                                                                          "destroy"):
            raise RenderError("a delayed instruction on the created tokens")
        return f"{inner.capitalize()} {said} {WORDS[p['when']]}."
    body = {k: v for k, v in p.items() if k != "said"}
    text = render_effects([{"put_counters": {**body, "what": "target"}}], [{"kind": "creature"}])
    if "target creature" not in text:
        raise RenderError("counters on the created token")
    return text.replace("target creature", said, 1)
