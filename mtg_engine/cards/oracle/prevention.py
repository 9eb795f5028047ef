"""Oracle text -> static prevention effects (615.1a: "Prevent all damage that would be dealt
to ~", "Prevent all combat damage that would be dealt by enchanted creature", "Prevent all
damage that would be dealt to you and creatures you control by artifact sources"), read for
the compiler (compiler._cost_paragraph) as replacement effects of the card (rules/replacement.py
applies them, 615) and rendered back from them for the round trip.

One sentence may make two effects: "to you and creatures you control" (one watches damage to
you, the other damage to those creatures: a damage event is only ever one of them) and "to
and dealt by enchanted creature" (one watches damage to it, the other damage from it: 615.1a
prevents the damage either way; one event dealt by it to itself is prevented once, 616.1f).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import describe

_STATIC = re.compile(r"^Prevent all (?P<kind>combat |noncombat )?damage that would be dealt"
                     r"(?: to (?P<to>.+?))?(?: by (?P<by>.+?))?\.$")
# the other Oracle template of the same effects (615.1a): "Prevent all damage that ~ would deal
# to snow creatures." (`template_of` tells the renderer which one the card prints)
_STATIC_THAT = re.compile(r"^Prevent all (?P<kind>combat |noncombat )?damage that (?P<by>.+?) "
                          r"would deal(?: to (?P<to>.+?))?\.$")
_WITH_COUNTER = re.compile(r"^If damage would be dealt to ~, prevent that damage\. Remove an? "
                           r"(\+1/\+1|[a-z]+) counter from ~\.$|"
                           # the same effect's other wording (Unbreathing Horde)
                           r"^If ~ would be dealt damage, prevent that damage and remove an? "
                           r"(\+1/\+1|[a-z]+) counter from it\.$")
# 615.5, 614.1a: only while it has a counter, and one of them removed (Undergrowth Champion)
_WHILE_COUNTER = re.compile(r"^If damage would be dealt to ~ while it has an? (\+1/\+1) counter on "
                            r"it, prevent that damage and remove an? \1 counter from (it|~)\.$")
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COLOR_NAMES = {v: k for k, v in _COLORS.items()}


def _attached_word(subtypes: tuple[str, ...]) -> str:
    return "equipped" if "Equipment" in subtypes else "enchanted" if "Aura" in subtypes else ""


def _recipient(phrase: str, attached: str) -> list[dict[str, Any]] | None:
    """The `affects` (and `filter`) of the damage's recipient, one entry per effect."""
    if phrase == "~":
        return [{"affects": "self"}]
    if phrase == "players":
        return [{"affects": "each_player"}]
    if phrase == "you":
        return [{"affects": "you"}]
    if attached and phrase == f"{attached} creature":
        return [{"affects": "attached"}]
    if phrase.startswith("you and "):
        from mtg_engine.cards.oracle.prevention_statics import recipient

        rest = recipient(phrase[len("you and "):]) or _recipient(phrase[len("you and "):],
                                                                 attached)
        if rest is None or len(rest) != 1 or rest[0]["affects"] != "filter":
            return None
        return [{"affects": "you"}, rest[0]]
    d = describe(phrase, plural=True)
    if d is None or d[0] not in ("creature", "permanent") \
            or set(d[1]) - {"controller", "colors", "other", "attacking", "blocking", "token",
                            "all_types"} \
            or not phrase.split()[-3 if d[1].get("controller") else -1].endswith("s"):
        return None
    if d[0] == "permanent":  # "permanents you control"
        return [{"affects": "filter", "filter": dict(d[1])}] if d[1] == {"controller": "you"} \
            else None
    return [{"affects": "filter", "filter": {**d[1], "types": ["Creature"]}}]


def _source(phrase: str, attached: str) -> dict[str, Any] | None:
    """The damage's source: `source` (and `source_filter`)."""
    if phrase == "~":
        return {"source": "self"}
    if attached and phrase == f"{attached} creature":
        return {"source": "attached"}
    words = phrase.split()
    if not words or words[-1] not in ("sources", "creatures"):
        return _creature_source(phrase)
    f: dict[str, Any] = {}
    for w in words[:-1]:
        if w in _COLORS and "colors" not in f:
            f["colors"] = [_COLORS[w]]
        elif w == "artifact" and "types" not in f:
            f["types"] = ["Artifact"]
        else:
            return _creature_source(phrase)
    if words[-1] == "creatures":
        f = {"all_types": ["Artifact", "Creature"]} if f.get("types") else \
            {**f, "types": ["Creature"]}
    if not f:
        return None
    return {"source": "filter", "source_filter": f}


# what a source creature may be said to be ("by attacking creatures", "by creatures with first
# strike", "by creatures with power 2 or less"): fields rules/filters.matches judges as the
# damage would be dealt (615.1a)
_SOURCE_FIELDS = frozenset({"attacking", "blocking", "in_combat", "keywords", "not_keywords",
                            "power_le", "power_ge", "controller", "colors", "not_colors", "token",
                            "not_subtypes", "blocked", "no_counter"})


def _creature_source(phrase: str) -> dict[str, Any] | None:
    """"by attacking creatures without flying": a creature source described by a filter."""
    if not phrase.endswith("creatures") and " creatures " not in f" {phrase} ":
        return None
    d = describe(phrase, plural=True)
    if d is None or d[0] != "creature" or not d[1] or set(d[1]) - _SOURCE_FIELDS:
        return None
    return {"source": "filter", "source_filter": {**d[1], "types": ["Creature"]}}


def template_of(para: str) -> str:
    """Which Oracle template a static prevention paragraph uses: "that" ("Prevent all damage
    that ~ would deal to ...") or "" ("... that would be dealt to ... by ...")."""
    return "that" if _STATIC.match(para) is None and _STATIC_THAT.match(para) else ""


def static_prevention(para: str, subtypes: tuple[str, ...]) -> list[dict[str, Any]] | None:
    """615.1a: the replacement effects of a static "Prevent all ... damage that would be dealt
    [to X] [by Y]." paragraph; None when it is not one the engine reads."""
    from mtg_engine.cards.oracle import prevention_if, prevention_spells

    got = prevention_spells.read(para)  # 615.1a: "If a spell would deal damage to ..."
    if got is not None:
        return got
    got = prevention_if.read(para, subtypes)  # "If ... would be dealt ..., prevent that damage"
    if got is not None:
        return got
    m = _WHILE_COUNTER.match(para)
    if m is not None:
        return [{"event": "damage", "instead": "prevent", "affects": "self",
                 "remove_counter": m.group(1), "condition": "has_counter",
                 "counter_kind": m.group(1), "text": f"remove a counter from {m.group(2)}"}]
    m = _WITH_COUNTER.match(para)  # 615.5: an additional effect afterward
    if m is not None:
        return [{"event": "damage", "instead": "prevent", "affects": "self",
                 "remove_counter": m.group(1) or m.group(2)}]
    m = _STATIC.match(para) or _STATIC_THAT.match(para)
    if m is None or (m.group("to") is None and m.group("by") is None):
        return None
    attached = _attached_word(subtypes)
    base: dict[str, Any] = {"event": "damage", "instead": "prevent"}
    if m.group("kind") == "combat ":
        base["combat_only"] = True
    elif m.group("kind") == "noncombat ":
        base["noncombat_only"] = True
    to, by = m.group("to"), m.group("by")
    if to == "and dealt" and attached and by == f"{attached} creature":  # both ways
        return [{**base, "affects": "attached"}, {**base, "affects": "any", "source": "attached"}]
    from mtg_engine.cards.oracle import prevention_statics as more

    if to == "and dealt" and by is not None:  # (prevention_statics.py)
        return more.both_ways(by, base, lambda p: _recipient(p, attached))
    recipients = (_recipient(to, attached) or more.recipient(to)) if to is not None \
        else [{"affects": "any"}]
    source = _source(by, attached) if by is not None else {}
    if source is None:
        source = more.source(by)
    if recipients is None or source is None:
        return None
    return [{**base, **r, **source} for r in recipients]


def _describe_recipient(r: dict[str, Any], attached: str) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    a = r.get("affects", "self")
    if a == "self":
        return "~"
    if a == "you":
        return "you"
    if a == "attached" and attached:
        return f"{attached} creature"
    from mtg_engine.cards.oracle.prevention_statics import render_recipient

    got = render_recipient(r)
    if got is not None:
        return got
    if a == "filter" and r["filter"].get("types") == ["Creature"]:
        return describe_filter(r["filter"], plural=True)
    if a == "filter" and r["filter"] == {"controller": "you"}:
        return "permanents you control"
    if a == "each_player":
        return "players"
    raise RenderError("a prevention effect's recipient")


def _describe_source(r: dict[str, Any], attached: str) -> str:
    from mtg_engine.cards.oracle.prevention_statics import render_source
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    more = render_source(r)  # (prevention_statics.py)
    if more is not None:
        return more
    s = r.get("source", "any")
    if s == "self":
        return "~"
    if s == "attached" and attached:
        return f"{attached} creature"
    if s == "filter":
        f = r["source_filter"]
        words = [_COLOR_NAMES[c] for c in f.get("colors", ())]
        if f.get("all_types") == ["Artifact", "Creature"]:
            return " ".join([*words, "artifact creatures"])
        if f.get("types") == ["Artifact"]:
            return " ".join([*words, "artifact sources"])
        if f.get("types") == ["Creature"] and set(f) - {"types", "colors"}:
            return describe_filter(f, plural=True)  # (_creature_source)
        if f.get("types") == ["Creature"]:
            return " ".join([*words, "creatures"])
        if set(f) == {"colors"}:
            return " ".join([*words, "sources"])
    raise RenderError("a prevention effect's source")


def _a(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def render_static_prevention(reps: list[dict[str, Any]], subtypes: list[str],
                             template: str = "") -> str:
    """The English of static prevention effects, in the template the card prints
    (`template_of`)."""
    from mtg_engine.cards.oracle import prevention_if, prevention_spells
    from mtg_engine.cards.oracle.render_phrases import RenderError

    said = prevention_spells.render(reps)  # (615.1a: a spell's damage)
    if said is not None:
        return said
    said = prevention_if.render(reps, subtypes)  # (the "if" template, 615.5)
    if said is not None:
        return said
    attached = _attached_word(tuple(subtypes))
    first = reps[0]
    if first.get("condition") == "has_counter":  # 615.5: "while it has a ... counter on it"
        kind = first.get("counter_kind", "")
        it = first.get("text", "")[-1:]
        if len(reps) != 1 or first != {"event": "damage", "instead": "prevent", "affects": "self",
                                       "remove_counter": kind, "condition": "has_counter",
                                       "counter_kind": kind, "text": first.get("text")} \
                or kind != "+1/+1":
            raise RenderError("a prevention effect while it has counters")
        return f"If damage would be dealt to ~ while it has {_a(kind)} {kind} counter on it, " \
            f"prevent that damage and remove {_a(kind)} {kind} counter from " \
            f"{'~' if it == '~' else 'it'}."
    if first.get("remove_counter"):  # 615.5
        if len(reps) != 1 or set(first) != {"event", "instead", "affects", "remove_counter"} \
                or first["affects"] != "self":
            raise RenderError("a prevention effect with an additional effect")
        kind = first["remove_counter"]
        from mtg_engine.cards.oracle.amount_render import wording

        if wording("dealt_damage"):  # (_WITH_COUNTER's other wording)
            return f"If ~ would be dealt damage, prevent that damage and remove {_a(kind)} " \
                f"{kind} counter from it."
        return f"If damage would be dealt to ~, prevent that damage. Remove {_a(kind)} {kind} " \
            "counter from ~."
    kind = "combat " if first.get("combat_only") else \
        "noncombat " if first.get("noncombat_only") else ""
    head = f"Prevent all {kind}damage that would be dealt"
    if len(reps) == 2 and reps[0].get("affects") == "attached" \
            and reps[1].get("source") == "attached" and reps[1].get("affects") == "any":
        return f"{head} to and dealt by {attached} creature."
    from mtg_engine.cards.oracle.prevention_statics import render_both_ways

    both = render_both_ways(reps, head, lambda r: _describe_recipient(r, attached))
    if both is not None:
        return both
    if len(reps) == 2 and reps[0].get("affects") == "you":
        to = "you and " + _describe_recipient(reps[1], attached)
    elif len(reps) == 1:
        to = "" if first.get("affects") == "any" else _describe_recipient(first, attached)
    else:
        raise RenderError("prevention effects")
    by = "" if first.get("source", "any") == "any" else _describe_source(first, attached)
    if template == "that" and by:
        return f"Prevent all {kind}damage that {by} would deal" + (f" to {to}" if to else "") + "."
    return head + (f" to {to}" if to else "") + (f" by {by}" if by else "") + "."


# 615.8, 615.9, 609.7: "The next time a red source of your choice would deal damage to you this
# turn, prevent that damage." / "Prevent all damage a source of your choice would deal to you
# this turn." The source is chosen as the effect resolves (rules: effects/verbs.v_prevent).
_Q = r"(?:(?P<q>white|blue|black|red|green|artifact|land|(?:white|blue|black|red|green) or " \
     r"(?:white|blue|black|red|green)) )?"  # "a black or red source" (105.2: of either)
_NEXT_CHOSEN = re.compile(r"the next time an? " + _Q +
                          r"source of your choice(?P<chosen> of the chosen color)? would deal "
                          r"damage(?P<you> to you)? this turn, prevent (?P<half>half )?that "
                          r"damage(?(half), rounded down)\.")
_ALL_CHOSEN = re.compile(r"prevent all damage an? " + _Q +
                         r"source of your choice(?P<chosen> of the chosen color)? would deal"
                         r"(?P<you> to you)? this turn\.")
# the same, the recipient first: "Prevent all damage that would be dealt to you this turn by a
# source of your choice." (`template: dealt`)
_ALL_CHOSEN_DEALT = re.compile(r"prevent all damage that would be dealt(?P<you> to you)? this "
                               r"turn by an? " + _Q + r"source of your choice"
                               r"(?P<chosen> of the chosen color)?\.")


_GAIN = " you gain life equal to the damage prevented this way."
# 615.1a, 609.7a: "Prevent all combat damage a creature of your choice would deal this turn."
# (Ajani's Aid: a chosen_source shield on a creature, its combat damage only)
_CREATURE_CHOSEN = "prevent all combat damage a creature of your choice would deal this turn."
_CREATURE_SHIELD = {"kind": "chosen_source", "what": "any", "filter": {"types": ["Creature"]},
                    "combat": True}


# 615.8, 702.28: "The next time a creature of your choice with shadow would deal damage to you
# this turn, prevent that damage." (Circle of Protection: Shadow; 615.9: rechecked)
_SHADOW_CHOSEN = "the next time a creature of your choice with shadow would deal damage to you " \
    "this turn, prevent that damage."
_SHADOW_SHIELD = {"kind": "chosen_source", "what": "you", "once": True,
                  "filter": {"types": ["Creature"], "keywords": ["shadow"]}}


def _quality(q: str | None) -> dict[str, Any]:
    if q is None:
        return {}
    if q in ("artifact", "land"):  # (a land source: Rune of Protection: Lands)
        return {"types": [q.capitalize()]}
    return {"colors": [_COLORS[c] for c in q.split(" or ")]}


_GROUP = re.compile(r"^(Prevent all (?:combat |noncombat )?damage that would be dealt .+) this "
                    r"turn\.$")


def _group(text: str) -> list[dict[str, Any]] | None:
    """615.1a from a resolving spell: "Prevent all damage that would be dealt to creatures this
    turn." / "... to you and creatures you control ..." / "... by creatures ...": effects on
    whatever matches when the damage would be dealt, for the rest of the turn (615.3); only
    what effects/oracle's own reading (one object or target) doesn't say."""
    from mtg_engine.cards.oracle.effects import Ctx, _prevention

    m = _GROUP.match(text.strip())
    if m is None or _prevention(Ctx(allow_x=False, on_permanent=False),
                                text.strip().rstrip(".").lower()) is not None:
        return None
    return _group_effect(m.group(1) + ".", "")


def _group_effect(sentence: str, at: str) -> list[dict[str, Any]] | None:
    reps = static_prevention(sentence, ())
    if reps is None or any(r.get("affects") not in ("you", "filter", "any", "each_player")
                           or r.get("source", "any") not in ("any", "filter")
                           or r.get("filter", {}).get("other") for r in reps):
        return None  # (a shield has no source permanent: no "~", no "other")
    template = template_of(sentence)
    if template == "that" and at:
        return None
    p: dict[str, Any] = {"kind": "group", "replacements": reps}
    if at or template:
        p["template"] = at or template
    return [{"prevent": p}]


# 611.2a, 615.1a: where the Oracle text puts "this turn" in a prevention of a spell: at the end
# (""), after "would be dealt" ("dealt": "... dealt this turn by attacking creatures"), or
# between the recipient and the source ("to": "... dealt to you this turn by attacking
# creatures"); "that": "Prevent all damage that creatures would deal to players this turn."
_THIS_TURN_AT = (("dealt", " would be dealt this turn ", " would be dealt "),
                 ("to", " this turn by ", " by "))


def group_sentence(low: str) -> list[dict[str, Any]] | None:
    """One lowercased sentence (no period) of a spell or ability: a prevention effect on
    groups for the rest of the turn (615.1a, 615.3), or None."""
    if not low.startswith("prevent all "):
        return None
    bare = _BARE.fullmatch(low)  # "Prevent all combat damage red creatures would deal ..."
    if bare is not None:
        got = group_sentence(f"{bare.group(1)}that {bare.group(2)}")
        if got is None or got[0]["prevent"].get("template") != "that":
            return None
        return [{"prevent": {**got[0]["prevent"], "template": "bare"}}]
    for at, mark, plain in _THIS_TURN_AT:
        if low.count(mark) == 1 and not low.endswith(" this turn"):
            return _group_effect("P" + low[1:].replace(mark, plain) + ".", at)
    if low.endswith(" this turn") and low.count(" this turn") == 1:
        return _group_effect("P" + low[1:-len(" this turn")] + ".", "")
    return None


# the "that" template without its "that" (615.1a: "Prevent all combat damage blue creatures
# and black creatures would deal this turn.", Radiant Kavu): `template: bare`
_BARE = re.compile(r"(prevent all (?:combat |noncombat )?damage )(?!that )(.+ would deal this turn)")


def render_group(p: dict[str, Any]) -> str:
    template = p.get("template", "")
    text = render_static_prevention(list(p["replacements"]), [],
                                    "that" if template in ("that", "bare") else "")
    text = text[0].lower() + text[1:-1]
    if template == "bare":
        head, _, rest = text.partition(" damage that ")
        return f"{head} damage {rest} this turn"
    for at, mark, plain in _THIS_TURN_AT:
        if template == at:
            if text.count(plain) != 1:
                from mtg_engine.cards.oracle.render_phrases import RenderError

                raise RenderError("where \"this turn\" goes in a prevention effect")
            return text.replace(plain, mark)
    return text + " this turn"


def lower_text(text: str) -> list[dict[str, Any]] | None:
    """The `prevent` effect of these sentences (kind "chosen_source", `once` for "the next
    time", `filter`: what the chosen source must be, rechecked as it would deal damage, 615.9;
    kind "group": prevention effects on groups, `_group`); None for any other text."""
    group = _group(text)
    if group is not None:
        return group
    low = text.strip().lower()
    if low == _CREATURE_CHOSEN:
        return [{"prevent": dict(_CREATURE_SHIELD)}]
    if low == _SHADOW_CHOSEN:
        return [{"prevent": dict(_SHADOW_SHIELD)}]
    gain = low.endswith(_GAIN)  # 615.5: an additional effect afterward
    low = low[: -len(_GAIN)].rstrip() if gain else low
    for pat, once in ((_NEXT_CHOSEN, True), (_ALL_CHOSEN, False), (_ALL_CHOSEN_DEALT, False)):
        m = pat.fullmatch(low)
        if m:
            # 615.8: damage to you, or (no recipient named) to anyone and anything
            p: dict[str, Any] = {"kind": "chosen_source",
                                 "what": "you" if m.group("you") else "any"}
            if once:
                p["once"] = True
            if once and m.group("half"):  # 615.8 (Dark Sphere)
                if gain:
                    return None
                p["half"] = "down"
            if gain:
                p["gain_life"] = True
            if m.group("q") and m.group("chosen"):
                return None
            if m.group("q"):
                p["filter"] = _quality(m.group("q"))
            if m.group("chosen"):  # 614.12a: the color the source chose as it entered
                p["filter"] = {"chosen": "color"}
            if pat is _ALL_CHOSEN_DEALT:
                p["template"] = "dealt"
            return [{"prevent": p}]
    return None


# 615.5: "You gain life equal to the damage prevented this way." after a prevention effect
# that isn't a chosen source's (those read it in `lower_text`): Candles' Glow, Hallow
_GAIN_SENTENCE = " You gain life equal to the damage prevented this way."
_GAIN_KINDS = ("next", "to", "from", "group")


def gain_rider(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The prevention effect of the sentences before `_GAIN_SENTENCE`, marked `gain_life`
    (its controller gains the life as each damage is prevented, 615.5); None for any other
    text."""
    if not text.endswith(_GAIN_SENTENCE):
        return None
    got = compile_rest(ctx, text[: -len(_GAIN_SENTENCE)])
    if not got or len(got) != 1 or "prevent" not in got[0] \
            or got[0]["prevent"].get("kind") not in _GAIN_KINDS \
            or got[0]["prevent"].get("divided"):
        return None
    return [{"prevent": {**got[0]["prevent"], "gain_life": True}}]


def render_gain(p: dict[str, Any]) -> str:
    """`gain_rider`'s sentence, lower-cased as the effect renderer joins them."""
    return _GAIN_SENTENCE.replace(" You", ". you", 1)[:-1] \
        if p.get("gain_life") and p.get("kind") in _GAIN_KINDS else ""


# 611.2a: "this turn" said after "would be dealt" ("Prevent the next 4 damage that would be
# dealt this turn to target creature you control."): the same shield as with it at the end
_DEALT_THIS_TURN = " would be dealt this turn "
_ONE_OBJECT = ("next", "to", "from", "combat_to", "combat_from")


def this_turn_first(ctx: Any, low: str, read: Any) -> list[dict[str, Any]] | None:
    """The prevention of such a sentence, marked `template: dealt` for the round trip, if it
    is one on one object or player (the other wordings of groups are `group_sentence`'s)."""
    if low.count(_DEALT_THIS_TURN) != 1 or low.endswith(" this turn") \
            or "divided as you choose" in low:
        return None
    got = read(ctx, low.replace(_DEALT_THIS_TURN, " would be dealt ") + " this turn")
    if not got or any(next(iter(e)) != "prevent" or e["prevent"]["kind"] not in _ONE_OBJECT
                      for e in got):
        return None
    return [{"prevent": {**e["prevent"], "template": "dealt"}} for e in got]


def this_turn_where(text: str, p: dict[str, Any]) -> str:
    """`text` (a prevention ending in "this turn") with "this turn" where the card says it (a
    wording without "would be dealt", "... it would deal this turn", is left as it is: the
    round trip tries the other one too)."""
    if p.get("template") != "dealt" or not text.endswith(" this turn") \
            or text.count(" would be dealt ") != 1:
        return text
    return text[: -len(" this turn")].replace(" would be dealt ", _DEALT_THIS_TURN)


# 601.2d, 615.7: prevention shields divided among targets as the spell is cast
_DIVIDED = re.compile(r"prevent the next (?P<n>\w+) damage that would be dealt this turn to "
                      r"(?P<how>any number of) (?P<what>targets), divided as you choose")


def divided_shields(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Prevent the next 5 damage that would be dealt this turn to any number of targets,
    divided as you choose." -> one `prevent` "next" shield on each target chosen, of the
    amount announced for it (rules/division.py, 601.2d); None for other text."""
    from mtg_engine.cards.oracle.division import read_division

    got = read_division(ctx, _DIVIDED.fullmatch(low))
    if got is None:
        return None
    amount, count, first = got
    return [{"prevent": {"kind": "next", "what": first, "amount": amount, "divided": True,
                         "among": count}}]


def render_divided(refs: Any, p: dict[str, Any]) -> str:
    """The English of `divided_shields`'s effect."""
    from mtg_engine.cards.oracle.division import render as render_division

    text = render_division(refs, {"amount": p["amount"], "to": p["what"], "among": p["among"]})
    how = text.split(" among ", 1)[1]  # "any number of targets"
    if how != "any number of targets":
        from mtg_engine.cards.oracle.render_phrases import RenderError

        raise RenderError("prevention divided among other targets")
    return f"prevent the next {p['amount']} damage that would be dealt this turn to {how}, " \
        "divided as you choose"


def render_chosen_source(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p == _CREATURE_SHIELD:
        return _CREATURE_CHOSEN.rstrip(".")
    if p == _SHADOW_SHIELD:
        return _SHADOW_CHOSEN.rstrip(".")
    if p.get("what") not in ("you", "any"):
        raise RenderError("a prevention from a chosen source to another recipient")
    to = " to you" if p["what"] == "you" else ""
    f = p.get("filter") or {}
    if f == {"chosen": "color"}:  # "a source of your choice of the chosen color"
        head = "the next time a source of your choice of the chosen color would deal damage" \
            f"{to} this turn, prevent that damage" if p.get("once") else \
            f"prevent all damage a source of your choice of the chosen color would deal{to} " \
            "this turn"
        return head + (". you gain life equal to the damage prevented this way"
                       if p.get("gain_life") else "")
    if f in ({"types": ["Artifact"]}, {"types": ["Land"]}):
        q = f["types"][0].lower() + " "
    elif set(f) == {"colors"} and len(f["colors"]) in (1, 2):
        q = " or ".join(_COLOR_NAMES[c] for c in f["colors"]) + " "
    elif not f:
        q = ""
    else:
        raise RenderError("a chosen source's quality")
    art = "an" if q[:1] in ("a", "e", "i", "o", "u") else "a"
    gain = ". you gain life equal to the damage prevented this way" if p.get("gain_life") else ""
    if p.get("once"):
        half = "half that damage, rounded down" if p.get("half") == "down" else "that damage"
        return f"the next time {art} {q}source of your choice would deal damage{to} this " \
            f"turn, prevent {half}{gain}"
    if p.get("template") == "dealt":
        return f"prevent all damage that would be dealt{to} this turn by {art} {q}source of " \
            f"your choice{gain}"
    return f"prevent all damage {art} {q}source of your choice would deal{to} this turn{gain}"


# 615.10: "If a red source would deal damage to you, prevent 1 of that damage." (each
# applicable damage event at any given time loses that much: rules/replacement._prevent)
_PREVENT_N = re.compile(r"^If an? (?:(?P<q>white|blue|black|red|green) )?(?P<src>source|creature|"
                        r"artifact)"
                        r"(?P<opp> an opponent controls)? would deal (?P<combat>combat )?damage to "
                        r"(?P<to>.+?), "
                        r"prevent (?:(?P<n>\d+) of that damage|(?P<half>half that damage, "
                        r"rounded up)|(?P<but>all but 1 of that damage))\.$")
# 615.10: "prevent half that damage, rounded up" (Gisela): the DSL's amount "half_up"
_HALF = "half_up"
# 615.10: "prevent all but 1 of that damage" (Temple Altisaur): the DSL's amount "all_but_1"
_ALL_BUT = "all_but_1"


def _one_recipient(phrase: str, attached: str) -> dict[str, Any] | None:
    if phrase in ("~", "you"):
        return {"affects": "self" if phrase == "~" else "you"}
    if attached and phrase == f"{attached} creature":
        return {"affects": "attached"}
    m = re.fullmatch(r"an? (creature|planeswalker) you control", phrase)
    if m:
        return {"affects": "filter", "filter": {"types": [m.group(1).capitalize()],
                                                 "controller": "you"}}
    if phrase == "a permanent you control":  # (Gisela)
        return {"affects": "filter", "filter": {"controller": "you"}}
    m = re.fullmatch(r"another ([A-Z][a-z]+) you control", phrase)  # (Temple Altisaur)
    if m:
        from mtg_engine.core.creature_types import CREATURE_TYPES

        if m.group(1) in CREATURE_TYPES:
            return {"affects": "filter", "filter": {"subtypes": [m.group(1)],
                                                     "controller": "you", "other": True}}
    return None


def prevent_n(para: str, subtypes: tuple[str, ...]) -> list[dict[str, Any]] | None:
    """615.10: the replacement effects of "If a [color] source [an opponent controls] would
    deal damage to X [or Y], prevent N of that damage."; None for any other paragraph."""
    m = _PREVENT_N.match(para)
    if m is None:
        return None
    attached = _attached_word(subtypes)
    parts = m.group("to").split(" or ")
    recipients = [_one_recipient(p, attached) for p in parts]
    if not recipients or len(recipients) > 2 or any(r is None for r in recipients):
        return None
    f: dict[str, Any] = {}
    if m.group("q"):
        f["colors"] = [_COLORS[m.group("q")]]
    if m.group("src") in ("creature", "artifact"):  # (an artifact: a source, 120.1)
        f["types"] = [m.group("src").capitalize()]
    if m.group("opp"):
        f["controller"] = "opponent"
    source = {"source": "filter", "source_filter": f} if f else {}
    if m.group("combat"):  # "would deal combat damage to you" (510.2, Thunderstaff)
        source["combat_only"] = True
    n: int | str = _HALF if m.group("half") else _ALL_BUT if m.group("but") else int(m.group("n"))
    if n not in (_HALF, _ALL_BUT) and int(n) < 1:
        return None
    return [{"event": "damage", "instead": "prevent", "amount": n, **r, **source}
            for r in recipients if r is not None]


def render_prevent_n(reps: list[dict[str, Any]], subtypes: list[str]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    attached = _attached_word(tuple(subtypes))
    first = reps[0]
    if any({k: v for k, v in r.items() if k not in ("affects", "filter")}
           != {k: v for k, v in first.items() if k not in ("affects", "filter")} for r in reps):
        raise RenderError("prevention effects that differ")
    to: list[str] = []
    for r in reps:
        a = r["affects"]
        if a in ("self", "you"):
            to.append("~" if a == "self" else "you")
        elif a == "attached" and attached:
            to.append(f"{attached} creature")
        elif a == "filter" and set(r["filter"]) == {"types", "controller"} \
                and r["filter"]["controller"] == "you" and len(r["filter"]["types"]) == 1:
            t = r["filter"]["types"][0].lower()
            to.append(f"a {t} you control")
        elif a == "filter" and r["filter"] == {"controller": "you"}:
            to.append("a permanent you control")
        elif a == "filter" and set(r["filter"]) == {"subtypes", "controller", "other"} \
                and r["filter"]["controller"] == "you" and r["filter"]["other"] is True \
                and len(r["filter"]["subtypes"]) == 1:
            to.append(f"another {r['filter']['subtypes'][0]} you control")
        else:
            raise RenderError("a prevention effect's recipient")
    combat = "combat " if first.get("combat_only") else ""
    f = dict(first.get("source_filter") or {})
    words = [_COLOR_NAMES[c] for c in f.pop("colors", ())]
    types = f.pop("types", None)
    noun = types[0].lower() if types in (["Creature"], ["Artifact"]) else "source"
    opp = " an opponent controls" if f.pop("controller", None) == "opponent" else ""
    if f or len(words) > 1:
        raise RenderError("a prevention effect's source")
    src = " ".join([*words, noun])
    art = "an" if src[0] in "aeiou" else "a"
    how = "half that damage, rounded up" if first["amount"] == _HALF else \
        "all but 1 of that damage" if first["amount"] == _ALL_BUT else \
        f"{first['amount']} of that damage"
    return f"If {art} {src}{opp} would deal {combat}damage to {' or '.join(to)}, prevent {how}."


def sharing_color(ctx: Any, phrase: str) -> Any:
    """"target creature and each other creature that shares a color with it" (105.2, 615.11)
    as the grammar reads it for another instruction ("Tap ..."): its reference, its target
    added; None if it isn't read so (or other targets come first)."""
    from mtg_engine.cards.oracle.lower import lower_text

    if ctx.targets:
        return None
    got = lower_text(f"Tap {phrase}.", allow_x=False, on_permanent=ctx.on_permanent)
    if got is None or len(got[0]) != 1 or set(got[0][0]) != {"tap"} or len(got[1]) != 1:
        return None
    what = got[0][0]["tap"].get("what")
    if not isinstance(what, dict) or what.get("shares_color_with") != "target":
        return None
    ctx.add_target(got[1][0])
    return what


_MANY = re.compile(r"(?P<up>up to |one or )?(?P<n>two|three) target creatures")


def many_targets(ctx: Any, phrase: str) -> list[str] | None:
    """115.3, 601.2c: "[up to] two target creatures" after "prevent all damage that would be
    dealt to" (or before "would deal"): one target of one word for each (a shield on each,
    rules/replacement.py), the render joining them back (render._merge_targets); "one or two
    target creatures": the first required, the other optional (601.2c); None for another
    phrase."""
    m = _MANY.fullmatch(phrase)
    if m is None:
        return None
    word = 1 + max((t.get("word", 0) for t in ctx.targets), default=0)
    spec: dict[str, Any] = {"kind": "creature", "word": word}
    if m.group("up") == "up to ":
        spec["optional"] = True
    n = {"two": 2, "three": 3}[m.group("n")]
    if m.group("up") == "one or ":  # (render_phrases.Refs.obj: "one or two target creatures")
        return [ctx.add_target(dict(spec, **({"optional": True} if i else {})))
                for i in range(n)]
    return [ctx.add_target(dict(spec)) for _ in range(n)]


def each_recipients(phrase: str, objects: Callable[[str], Any]) -> list[Any] | None:
    """615.11: "Prevent the next N damage that would be dealt to each creature [you control]
    [and each player] this turn": the refs of the untargeted recipients (a group of creatures,
    `each_player`), each given its own shield as the effect resolves (rules/replacement.py);
    `objects` reads the group phrase (effects._objects)."""
    parts = phrase.split(" and ")
    if len(parts) > 2 or (len(parts) == 2 and parts[1] != "each player"):
        return None
    if parts[0] == "each player":
        return ["each_player"] if len(parts) == 1 else None
    g = objects(parts[0])
    if g is None:
        return None
    return [g, "each_player"] if len(parts) == 2 else [g]


def render_each(what: dict[str, Any]) -> str:
    """615.11's recipients back to English: "each creature you control [and each player]"."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    if set(what) == {"joined"}:
        first, second = what["joined"]
        assert second == "each_player", second
        return f"{render_each(first)} and each player"
    return f"each {describe_filter(what['all'], plural=False)}"
