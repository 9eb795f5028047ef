"""Oracle text of copies (707) and control changes (613.1b, layer 2) -> card DSL, and back.

Read here (each refused unless the whole text is one of these shapes):
- statics: "You may have ~ enter the battlefield as a copy of any <permanent> on the
  battlefield." (707.5, Clone: `enter_as_copy`); an Aura's "You control enchanted creature."
  (`continuous` with `control`, Mind Control);
- effects: "Manifest the top card of your library." (701.34a: `manifest`);
  "Copy target <instant or sorcery> spell. You may choose new targets for the copy."
  (707.10, Twincast: `copy_spell`); "Gain control of target <permanent> [until end of turn]."
  (613.1b: `continuous` with `control`; with no duration it lasts indefinitely, 611.2a).

The rendering back to English is in `render_clause` / `render_static`; "that creature" for a
target already named is one of the renderings the round trip tries (`that_renderings`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle import render_abilities
from mtg_engine.cards.oracle.lasting_counters import (
    counter_tail,
    counter_until,
    has_counter_tail,
    land_type_lasting,
    render_land_type,
    that_target,
)
from mtg_engine.cards.oracle.phrases import group, target_spec

# ------------------------------------------------------------------ statics


def lower_static(para: str) -> dict[str, Any] | None:
    """A static ability of this area, or None."""
    grant = grant_static(para)  # 613.1f
    if grant is not None:
        return grant
    low = para.lower().rstrip(".")
    m = re.fullmatch(r"you may have ~ enter the battlefield as a copy of (?:any (.+?) on the "
                     r"battlefield|an? (.+? (?:you|an opponent) controls?))(?:, except (.+))?",
                     low)
    if m:
        g = group(m.group(1) or m.group(2))  # 707.5
        if g is None or bool(m.group(2)) != bool(g["all"].get("controller")):
            return None
        out: dict[str, Any] = {"filter": g["all"]}
        if m.group(3):
            exc = _exception(m.group(3), para)
            if exc is None:
                from mtg_engine.cards.oracle import copy_exceptions

                more = copy_exceptions.lower(m.group(3))  # 707.9e-f, 205.4
                if more is None:
                    return None
                out.update(more)
            else:
                out["except"] = exc
        return {"enter_as_copy": out}
    if low == "you control enchanted creature":
        return {"continuous": {"affects": "enchanted", "control": True}}  # 613.1b, 303.4
    m = re.fullmatch(r"you control enchanted (land|artifact|enchantment|permanent)", low)
    if m:  # 613.1b, 303.4 (Annex, Confiscate)
        return {"continuous": {"affects": "enchanted", "control": True,
                               "filter": _noun_filter(m.group(1))}}
    if low == "you control enchanted artifact creature":  # (Domineer: both types, 205.2a)
        return {"continuous": {"affects": "enchanted", "control": True,
                               "filter": dict(_ARTIFACT_CREATURE)}}
    return None


_ARTIFACT_CREATURE = {"all_types": ["Artifact", "Creature"]}


_CARD_TYPES = {"artifact": "Artifact", "enchantment": "Enchantment", "creature": "Creature",
               "land": "Land"}


def _exception(text: str, printed: str) -> dict[str, Any] | None:
    """707.9: "except it's a Spirit in addition to its other types", "except it's 7/7",
    "except it has haste" -> the exceptions (layer fields), or None."""
    from mtg_engine.cards.oracle.effects import GRANTABLE
    from mtg_engine.rules.protection import creature_type_of_plural

    head, sep, tail = text.partition(" in addition to its other types and it has ")
    if sep:  # 707.9b: both exceptions (Phantasmal Image)
        types = _exception(head + " in addition to its other types", printed)
        has = _exception("it has " + tail, printed)
        if types is None or has is None or set(types) & set(has):
            return None
        return {**types, **has}
    m = re.fullmatch(r"it's an? ([a-z ]+?) in addition to its other creature types", text)
    if m:  # (Sakashima's Student: creature types only, 205.3m; rendered by a wording switch)
        got = _exception(f"it's a {m.group(1)} in addition to its other types", printed)
        return got if got is not None and set(got) == {"add_subtypes"} else None
    m = re.fullmatch(r"it's an? ([a-z ]+?) in addition to its other types", text)
    if m:
        out: dict[str, Any] = {}
        for w in m.group(1).split():
            if w in _CARD_TYPES:
                out.setdefault("add_types", []).append(_CARD_TYPES[w])
                continue
            sub = creature_type_of_plural(w + "s")  # (a creature type, 205.3m)
            if not sub:
                return None
            out.setdefault("add_subtypes", []).append(sub)
        return out
    m = re.fullmatch(r"it's (\d+)/(\d+)", text)
    if m:
        return {"set_power": int(m.group(1)), "set_toughness": int(m.group(2))}
    m = re.fullmatch(r"it has " + _QUOTED, _original(text, printed))
    if m:  # 707.9b: an ability its copiable values get (Evil Twin)
        got = granted(m.group(1), "creature")
        return {got[0]: [got[1]]} if got is not None else None
    m = re.fullmatch(r"it has ([a-z ,]+)", text)
    if m:
        kws = [k.strip() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1)) if k.strip()]
        return {"add_keywords": kws} if kws and all(k in GRANTABLE for k in kws) else None
    return None


def _original(low: str, printed: str) -> str:
    """The printed-case text of a lowercased part of `printed` (a quoted ability's case)."""
    i = printed.lower().find(low)
    return printed[i:i + len(low)] if i >= 0 else low


def _render_exception(x: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(x) in ({"add_abilities"}, {"add_triggers"}):
        return f"it has {render_granted(x, 'creature')}"
    has = {k: v for k, v in x.items() if k in ("add_abilities", "add_triggers")}
    if has and len(has) == 1 and x.keys() - has.keys():  # 707.9b: both exceptions
        types = {k: v for k, v in x.items() if k not in has}
        return f"{_render_exception(types)} and {_render_exception(has)}"

    if set(x) <= {"add_types", "add_subtypes"} and x:
        from mtg_engine.cards.oracle.amount_render import wording

        words = [t.lower() for t in x.get("add_types", [])] + list(x.get("add_subtypes", []))
        art = "an" if words[0][0].lower() in "aeiou" else "a"
        other = "other creature types" if set(x) == {"add_subtypes"} and wording(
            "other_creature_types") else "other types"
        return f"it's {art} {' '.join(words)} in addition to its {other}"
    if set(x) == {"set_power", "set_toughness"}:
        return f"it's {x['set_power']}/{x['set_toughness']}"
    if set(x) == {"add_keywords"}:
        from mtg_engine.cards.oracle.render_phrases import _join

        return f"it has {_join(list(x['add_keywords']))}"
    raise RenderError("an exception to a copy (707.9)")


def render_static(kind: str, p: dict[str, Any]) -> str | None:
    """The English of a static ability of this area, or None if it isn't one."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    if kind == "enter_as_copy" and set(p) <= {"filter", "except", "counters", "except_if",
                                              "when_you_do"}:
        from mtg_engine.cards.oracle import copy_exceptions

        tail = f", except {copy_exceptions.render(p)}" if copy_exceptions.handles(p) else \
            f", except {_render_exception(p['except'])}" if p.get("except") else ""
        if p["filter"].get("controller"):  # "a creature you control" (Mirror Image)
            what = describe_filter(p["filter"])
            art = "an" if what[0] in "aeiou" else "a"
            return f"You may have ~ enter the battlefield as a copy of {art} {what}{tail}."
        return (f"You may have ~ enter the battlefield as a copy of any "
                f"{describe_filter(p['filter'])} on the battlefield{tail}.")
    if kind == "continuous" and p == {"affects": "enchanted", "control": True}:
        return "You control enchanted creature."
    if kind == "continuous" and set(p) == {"affects", "control", "filter"} \
            and p["affects"] == "enchanted" and p["control"] is True:
        if p["filter"] == _ARTIFACT_CREATURE:
            return "You control enchanted artifact creature."
        return f"You control enchanted {_noun_of(p['filter'])}."
    if kind == "continuous":
        return render_grant_static(p)
    return None


# ------------------------------------------------------------------ effects

_COPY = re.compile(r"copy target (.+ spell(?: you control)?(?: with mana value \d+ or "
                   r"(?:less|greater))?)(, except that the copy is (white|blue|black|red|green))?"
                   r"\. you may choose new targets for the copy")
_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_CONTROL = re.compile(r"gain control of target (.+?)( until end of turn| for as long as .+)?")
# "Gain control of all creatures until end of turn. Untap them. They gain haste until end of
# turn." (Mob Rule, Rowan): one continuous effect (control and haste, 613.1b, 613.1f) on the
# permanents locked in as it begins (611.2c), which it untaps
# "gain control of target creature until end of turn, untap that creature, and it gains haste
# until end of turn" (Eldrazi Obligator): the same as one sentence, on one target
_THREATEN_LIST = re.compile(r"gain control of target (.+?) until end of turn, untap that "
                            r"creature, and it gains haste until end of turn")
_MASS_THREATEN = re.compile(r"gain control of (all .+?) until end of turn\. untap (them|those "
                            r"creatures|those permanents)\. they gain haste until end of turn")
# "gain control of enchanted permanent until end of turn. Untap that permanent. It gains haste
# until end of turn." (Frenzied Fugue: the permanent the Aura enchants, 303.4, 613.1b)
_ENCHANTED_THREATEN = re.compile(r"gain control of enchanted permanent until end of turn\. "
                                 r"untap that permanent\. it gains haste until end of turn")
_ENCHANTED_THREATEN_WORDS = ("gain control of enchanted permanent until end of turn. untap that "
                             "permanent. it gains haste until end of turn")
_UNTAP_ALL_THREATEN = re.compile(r"untap (all .+?) and gain control of them until end of turn\. "
                                 r"they gain haste until end of turn")
# 611.2b: "for as long as ..." durations (dsl.AS_LONG_AS), said of the source `~`
_AS_LONG_AS = {" for as long as ~ remains on the battlefield": "source_remains",
               " for as long as you control ~": "you_control_source",
               " for as long as ~ remains tapped": "source_tapped",
               " for as long as you control ~ and ~ remains tapped": "you_control_source_tapped",
               # 303.4: the target itself (Rootwater Matriarch)
               " for as long as that creature is enchanted": "affected_enchanted"}
_AS_LONG_AS_TEXT = {v: k for k, v in _AS_LONG_AS.items()}


def _until_of(tail: str | None) -> str | None:
    """The DSL duration of a " for as long as ..." tail (611.2b; of the object's own counters,
    122.1: lasting_counters.py), or None."""
    return _AS_LONG_AS[tail] if tail in _AS_LONG_AS else counter_until(tail)


def _tail_of(until: str) -> str | None:
    """The words of a DSL "for as long as" duration, or None."""
    return counter_tail(until) or _AS_LONG_AS_TEXT.get(until)


_CONTROLLED_KINDS = ("creature", "permanent", "planeswalker", "creature_or_planeswalker")


def control_effect(target_kind: str, what: Any, until_eot: bool) -> dict[str, Any]:
    """The grammar's "gain control of <objects> [until end of turn]" (613.1b): one continuous
    effect; with no duration it lasts for the rest of the game (611.2a). `target_kind`: the
    kind of the target named ("" for a group or a pronoun); a spell can't be taken this way."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    if target_kind and target_kind not in _CONTROLLED_KINDS:
        raise NotUnderstood(f"gain control of a {target_kind}")
    return {"continuous": {"what": what, "control": True, **({} if until_eot else {"until": ""})}}


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """One sentence (no final period) of this area -> effects, or None. A copy of a spell
    takes two sentences and is read by `lower_text`."""
    low = sentence.strip().lower()
    if '"' in low:
        return grant_sentence(ctx, sentence.strip())  # 613.1f
    if " for as long as " in low and (ctx.on_permanent or has_counter_tail(low)):
        # (a duration of the object affected lasts on a spell's effect too, 611.2b)
        got = _for_as_long_as(ctx, low)  # 611.2b
        if got is not None:
            return got
    if "this turn" in low or low.endswith(("can't be countered", "for the rest of the game")) \
            or low.startswith(("until your next turn, you may cast ",  # (611.2a)
                               "until end of turn, target player can't cast ",
                               "until end of turn, target opponent can't cast ")):
        from mtg_engine.cards.oracle import turn_restrictions

        got = turn_restrictions.lower_sentence(ctx, low, sentence.strip())  # 611.2a
        if got is not None:
            return got
    m = re.fullmatch(r"(?:you )?gain control of (?:it|that creature)( for as long as it has an? "
                     r"[a-z]+ counter on it)", low)
    if m and counter_until(m.group(1)) and len(ctx.targets) == 1 \
            and ctx.targets[0]["kind"] == "creature":  # 613.1b, 611.2b, 122.1 (Shield Broker)
        return [{"continuous": {"what": "target", "control": True,
                                "until": counter_until(m.group(1))}}]
    m = re.fullmatch(r"untap target (.+?) and gain control of it until end of turn", low)
    if m:  # Threaten
        spec = target_spec(m.group(1))
        if spec is None or spec["kind"] not in ("creature", "permanent"):
            return None
        ref = ctx.add_target(spec)
        return [{"untap": {"what": ref}}, {"continuous": {"what": ref, "control": True}}]
    if len(ctx.targets) == 1 and ctx.targets[0]["kind"] in ("creature", "permanent"):
        # "it" / "that creature": the one target named before (Act of Treason)
        m = re.fullmatch(r"untap (?:it|that creature|that permanent|that artifact)", low)
        if m and low.endswith("artifact") and ctx.targets[0].get("filter") != {
                "types": ["Artifact"]}:
            m = None  # ("that artifact": the target artifact, Metallic Mastery)
        if m:
            return [{"untap": {"what": "target"}}]
        m = re.fullmatch(r"(?:it|that creature) gains ([a-z ,]+) until end of turn", low)
        if m:  # "It gains haste and menace until end of turn" (702.111 menace, 702.10 haste)
            kws = [k.strip() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1))]
            from mtg_engine.cards.oracle.effects import GRANTABLE

            if len(kws) > 1 and all(k in (*GRANTABLE, "menace") for k in kws):
                return [{"grant": {"what": "target", "keywords": kws}}]
        m = re.fullmatch(r"(?:it|that creature|that permanent) ((?:gets|gains) .+) "
                         r"until end of turn", low)
        if m:
            from mtg_engine.cards.oracle.effects import _verb_phrases

            return _verb_phrases(ctx, ("object", "target"), m.group(1), True)
    m = re.fullmatch(r"(~|it|that creature|target .+?) phases out", low)
    if m:  # 702.26b ("It phases out.": the one target named before, Slip Out the Back)
        from mtg_engine.cards.oracle.delayed import event_object
        from mtg_engine.cards.oracle.effects import _objects

        # (or in a trigger, the object its event involved: 603.7c, delayed.event_object)
        what = ((that_target(ctx, "that permanent") if m.group(1) == "it" else None)
                or event_object(ctx, m.group(1)) if m.group(1) in ("it", "that creature")
                else _objects(ctx, m.group(1), allow_self=True, each_ok=False))
        return [{"phase_out": {"what": what}}] if what is not None else None
    got = _exchange(ctx, low)  # 701.10
    if got is not None:
        return got
    m = re.fullmatch(r"manifest the top (card|two cards|three cards) of your library", low)
    if m:  # 701.34a
        n = {"card": 1, "two cards": 2, "three cards": 3}[m.group(1)]
        return [{"manifest": {"count": n} if n > 1 else {}}]
    m = re.fullmatch(r"(?:you )?gain control of (all .+?)( until end of turn| for as long as "
                     r"(?:~ remains on the battlefield|you control ~))?", low)
    if m and m.group(2) and m.group(2).startswith(" for") and not ctx.on_permanent:
        m = None  # (611.2b: a duration of the source permanent)
    if m:
        g = group(m.group(1))  # 613.1b, 611.2c: those permanents as it resolves
        if g is None:
            g = _of_event_player(m.group(1))  # 603.2: "... that player controls"
        theirs = re.fullmatch(r"(all .+?) target (player|opponent) controls", m.group(1))
        if g is None and theirs and not ctx.targets:  # (a group of the target player's)
            g = group(theirs.group(1))
            if g is not None and not set(g["all"]) - {"types"}:
                g = {**g, "controlled_by": ctx.add_target({"kind": theirs.group(2)})}
            else:
                g = None
        if g is not None:
            until = {} if m.group(2) == " until end of turn" else {
                "until": _AS_LONG_AS.get(m.group(2) or "", "")}  # (611.2a: none: for good)
            return [{"continuous": {"what": g, "control": True, **until}}]
    m = _CONTROL.fullmatch(low)
    if m:
        spec = target_spec(m.group(1))
        if spec is None or spec["kind"] not in ("creature", "permanent", "planeswalker",
                                                "creature_or_planeswalker"):
            return None
        until = m.group(2)
        if until and until != " until end of turn" and (until not in _AS_LONG_AS
                                                        or not ctx.on_permanent):
            return None
        eff: dict[str, Any] = {"what": ctx.add_target(spec), "control": True}
        if not until:
            eff["until"] = ""  # 611.2a: no duration: it lasts for the rest of the game
        elif until in _AS_LONG_AS:
            eff["until"] = _AS_LONG_AS[until]  # 611.2b
        return [{"continuous": eff}]
    return None


def _of_event_player(phrase: str) -> dict[str, Any] | None:
    """"all artifacts that player controls" in a triggered ability whose "that player" is the
    trigger event's player (603.2, Hellkite Tyrant: the player dealt combat damage): a group
    of the permanents that player controls as it resolves (608.2h, `controlled_by`
    remembered); None otherwise."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    ref = EVENT_REFERENT.get()
    if not phrase.endswith(" that player controls") or ref is None \
            or (ref.kind, ref.player) != ("remembered", "event"):
        return None
    g = group(phrase[: -len(" that player controls")])
    if g is None or set(g) != {"all"} or "controller" in g["all"]:
        return None
    return {**g, "controlled_by": "remembered"}


# 611.2b: an effect that lasts "for as long as ~ remains tapped": "Target creature gets +2/+2
# and has trample for as long as ~ remains tapped.", "It doesn't untap during its controller's
# untap step for as long as ~ remains tapped."
_LASTING = re.compile(r"(.+?) (?:gets? ([+-]\d+)/([+-]\d+)(?: and (?:has|have) ([a-z ,]+?))?"
                      r"|(?:has|have|gains?) ([a-z ,]+?))( for as long as .+)")
_STAYS_TAPPED = re.compile(r"(it|that creature|that permanent|that land|that artifact) doesn't "
                           r"untap during its controller's untap step( for as long as .+)")
_THAT_NOUNS = {"creature": ("creature",), "permanent": ("permanent", "creature", "land",
                                                        "artifact", "artifact_or_creature",
                                                        "creature_or_planeswalker"),
               "land": ("land",), "artifact": ("artifact",)}


def _for_as_long_as(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """611.2b: a pump, a keyword or "doesn't untap" that lasts for as long as the source is in
    a state (copy_control._AS_LONG_AS); the objects are locked in as it begins (611.2c)."""
    from mtg_engine.cards.oracle.effects import _objects

    m = _STAYS_TAPPED.fullmatch(low)
    if m:  # 502.3: the one permanent targeted before ("Tap target artifact. It doesn't ...")
        if _until_of(m.group(2)) is None or len(ctx.targets) != 1:
            return None
        noun = m.group(1).removeprefix("that ")
        if ctx.targets[0]["kind"] not in _THAT_NOUNS.get(noun, _THAT_NOUNS["permanent"]):
            return None
        return [{"skip_untap": {"what": "target", "until": _until_of(m.group(2))}}]
    got = land_type_lasting(ctx, low, _until_of)  # 305.7 (lasting_counters.py)
    if got is not None:
        return got
    m = _LASTING.fullmatch(low)
    if m is None or _until_of(m.group(6)) is None:
        return None
    who, p, t, kws_with, kws_alone, _ = m.groups()
    kws = _keywords(kws_with or kws_alone)
    if kws is None or any(k not in _plain_keywords() for k in kws):
        return None
    what = _another_target(ctx, who) if who.startswith("another target ") \
        else that_target(ctx, who) if who.startswith("that ") \
        else _objects(ctx, who, allow_self=False, each_ok=True)
    if what is None:
        return None
    eff: dict[str, Any] = {"what": what, "until": _until_of(m.group(6))}
    if p is not None:
        eff["power"], eff["toughness"] = int(p), int(t)
    if kws:
        eff["add_keywords"] = kws
    return [{"continuous": eff}]


def _another_target(ctx: Any, who: str) -> Any:
    """"another target permanent" (Aegis Angel): a target other than the source (109.1)."""
    spec = target_spec(who.removeprefix("another target "))
    if spec is None or spec["kind"] not in ("creature", "permanent", "artifact", "land"):
        return None
    spec.setdefault("filter", {})["other"] = True
    return ctx.add_target(spec)


def _plain_keywords() -> frozenset[str]:
    """Keywords a resolved effect may give in layer 6 (dsl.KNOWN_KEYWORDS; combat abilities,
    which are no characteristic, are not given this way here)."""
    from mtg_engine.cards.dsl_abilities import KNOWN_KEYWORDS

    return KNOWN_KEYWORDS


def _render_lasting(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """The English of `_for_as_long_as`'s DSL, or None."""
    from mtg_engine.cards.oracle.render import pt
    from mtg_engine.cards.oracle.render_phrases import _join

    tail = _tail_of(str(p.get("until", "")))
    if tail is None:
        return None
    land = render_land_type(refs, p, tail) if verb == "continuous" else None
    if land is not None:  # 305.7 (lasting_counters.py)
        return land
    if verb == "skip_untap" and set(p) == {"what", "until"}:
        return refs.obj(p["what"]), f"doesn't untap during its controller's untap step{tail}"
    if verb != "continuous" or set(p) - {"what", "until", "power", "toughness", "add_keywords"} \
            or not ({"power", "add_keywords"} & set(p)):
        return None
    plural = isinstance(p["what"], dict)
    gets, has = ("get", "have") if plural else ("gets", "has")
    kws = _join(list(p.get("add_keywords", ())))
    if "power" in p:
        vp = f"{gets} {pt(p['power'], p['toughness'])}" + (f" and {has} {kws}" if kws else "")
    else:
        vp = f"{has} {kws}"
    return refs.obj(p["what"]), vp + tail


_EXCHANGE_TWO = re.compile(r"exchange control of two target ((?:[a-z]+, )?(?:[a-z]+ )?)"
                           r"(creature|land|artifact|permanent)s"
                           r"(?: that share an? (card|permanent) type)?")
_EXCHANGE = re.compile(r"exchange control of (~|target .+?) and (target .+)")


def _exchange(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """701.10a-b: "Exchange control of two target creatures", "... of ~ and target nonland
    permanent", "... of target land you control and target land an opponent controls"."""
    m = _EXCHANGE_TWO.fullmatch(low)
    if m:
        spec = target_spec(m.group(1) + m.group(2))
        if spec is None or ctx.targets:
            return None
        word = 1  # 115.3: one word "target": two different permanents
        if m.group(3):  # 601.2c: "that share a card type" (rules/targets.related)
            spec["shares_type"] = m.group(3)
        a = ctx.add_target({**spec, "word": word})
        b = ctx.add_target({**spec, "word": word})
        return [{"exchange_control": {"what": [a, b]}}]
    m = _EXCHANGE.fullmatch(low)
    if m is None:
        return None
    refs: list[str] = []
    for part in m.groups():
        if part == "~":
            if not ctx.on_permanent:
                return None
            refs.append("self")
            continue
        spec = target_spec(part[len("target "):])
        if spec is None or spec["kind"] not in ("creature", "permanent"):
            return None
        refs.append(ctx.add_target(spec))
    return [{"exchange_control": {"what": refs}}]


def _render_exchange(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    what = p.get("what")
    if set(p) != {"what"} or not isinstance(what, list | tuple) or len(what) != 2:
        return None
    if all(isinstance(w, str) and w.startswith("target") for w in what):
        specs = [refs.targets[int(w.partition(":")[2] or 0)] for w in what]
        if specs[0].get("word") and specs[0].get("word") == specs[1].get("word"):
            from mtg_engine.cards.oracle.render_phrases import describe_target

            one = {k: v for k, v in specs[0].items() if k not in ("word", "shares_type")}
            if specs[0] != specs[1]:
                return None
            for w in what:
                refs.said.add(w)
            share = f" that share a {specs[0]['shares_type']} type" \
                if specs[0].get("shares_type") else ""
            return "", f"exchange control of {describe_target(one, 2)}{share}"
    return "", f"exchange control of {refs.obj(what[0])} and {refs.obj(what[1])}"


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """A whole run of sentences of this area (the copy of a spell), or None."""
    from mtg_engine.cards.oracle import copy_verbs

    got = copy_verbs.lower_text(ctx, text)  # copies of abilities, becoming a copy (707)
    if got is not None:
        return got
    low = text.strip().lower().rstrip(".")
    m = _MASS_THREATEN.fullmatch(low)
    if m and not ctx.targets:  # 613.1b, 611.2c: the permanents locked in, untapped, hasty
        g = group(m.group(1))
        if g is None or set(g) != {"all"}:
            return None
        return [{"continuous": {"what": g, "control": True, "add_keywords": ["haste"],
                                "untap": m.group(2)}}]
    if _ENCHANTED_THREATEN.fullmatch(low) and ctx.on_permanent:  # 303.4, 613.1b, 611.2c
        return [{"continuous": {"what": "attached", "control": True, "add_keywords": ["haste"],
                                "untap": "that permanent"}}]
    m = _UNTAP_ALL_THREATEN.fullmatch(low)
    if m and not ctx.targets:  # (Insurrection: the same, untapping said first)
        g = group(m.group(1))
        if g is None or set(g) != {"all"}:
            return None
        return [{"continuous": {"what": g, "control": True, "add_keywords": ["haste"],
                                "untap": "all"}}]
    m = _THREATEN_LIST.fullmatch(low)
    if m and not ctx.targets:  # 613.1b, 613.1f: the target, untapped and hasty
        spec = target_spec(m.group(1))
        if spec is None or spec["kind"] != "creature":
            return None
        return [{"continuous": {"what": ctx.add_target(spec), "control": True,
                                "add_keywords": ["haste"], "untap": "that creature"}}]
    m = _COPY.fullmatch(low)
    if m and not ctx.targets:
        spec = target_spec(m.group(1))
        if spec is None or spec["kind"] != "spell":
            return None
        eff: dict[str, Any] = {"what": ctx.add_target(spec), "new_targets": True}  # 707.10
        if m.group(3):  # 707.9b (Fork)
            eff["except"] = {"set_colors": [_COLOR_LETTER[m.group(3)]]}
        return [{"copy_spell": eff}]
    return None


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of an effect of this area, or None if it isn't one."""
    if _tail_of(str(p.get("until", ""))) is not None and verb in ("skip_untap", "continuous") \
            and not p.get("control"):
        return _render_lasting(refs, verb, p)  # 611.2b
    from mtg_engine.cards.oracle import turn_restrictions

    got = turn_restrictions.render_clause(refs, verb, p)  # 611.2a
    if got is not None:
        return got
    if verb == "continuous" and (p.get("add_abilities") or p.get("add_triggers")):
        from mtg_engine.cards.oracle import self_grants

        return self_grants.render(p) or render_grant_clause(refs, p)
    if verb == "continuous" and p.get("untap") and set(p) == {"what", "control", "untap",
                                                              "add_keywords"} \
            and p["add_keywords"] == ["haste"] and p["control"] is True:  # (_MASS_THREATEN)
        if p["untap"] == "all":  # (_UNTAP_ALL_THREATEN)
            return "", (f"untap {refs.obj(p['what'])} and gain control of them until end of "
                        "turn. they gain haste until end of turn")
        if p["untap"] == "that permanent" and p["what"] == "attached":  # (_ENCHANTED_THREATEN)
            return "", _ENCHANTED_THREATEN_WORDS
        if p["untap"] == "that creature":  # (_THREATEN_LIST)
            return "", (f"gain control of {refs.obj(p['what'])} until end of turn, untap that "
                        "creature, and it gains haste until end of turn")
        return "", (f"gain control of {refs.obj(p['what'])} until end of turn. untap "
                    f"{p['untap']}. they gain haste until end of turn")
    if verb == "exchange_control":
        return _render_exchange(refs, p)
    if verb == "phase_out" and set(p) == {"what"}:  # 702.26b
        return refs.obj(p["what"]), "phases out"
    if verb == "continuous" and set(p) - {"until"} == {"what", "control"} and p["control"]:
        until = p.get("until", "end_of_turn")
        tail = " until end of turn" if until == "end_of_turn" else \
            counter_tail(until) or _AS_LONG_AS_TEXT.get(until, "")
        if until not in ("end_of_turn", "", *_AS_LONG_AS_TEXT) and counter_tail(until) is None:
            return None
        if counter_tail(until) and p["what"] == "target" and refs.targets \
                and refs.targets[0].get("kind") == "creature":  # (Shield Broker's words)
            refs.obj(p["what"])
            return "you", f"gain control of that creature{tail}"
        return "", f"gain control of {refs.obj(p['what'])}{tail}"
    if verb == "manifest" and "counters" in p:  # 701.34a, 122.6 (manifest_counters.py)
        from mtg_engine.cards.oracle.manifest_counters import render as render_manifest

        said = render_manifest(p)
        return None if said is None else ("", said)
    if verb == "manifest" and set(p) <= {"count"}:  # 701.34a
        n = p.get("count", 1)
        what = "card" if n == 1 else f"{ {2: 'two', 3: 'three'}[n]} cards"
        return "", f"manifest the top {what} of your library"
    from mtg_engine.cards.oracle import copy_verbs

    got = copy_verbs.render_clause(refs, verb, p)  # (707.10, 707.10f, 707.4)
    if got is not None:
        return got
    from mtg_engine.cards.oracle.copy_for_each import render_clause as copies_for_each

    got = copies_for_each(verb, p)  # ("copy it for each ... before it this turn", 601.2i)
    if got is not None:
        return got
    if verb == "copy_spell" and p.get("new_targets") and set(p) <= {"what", "new_targets",
                                                                     "except"}:
        exc = ""
        if "except" in p:
            colors = p["except"].get("set_colors", [])
            if set(p["except"]) != {"set_colors"} or len(colors) != 1:
                return None
            word = {v: k for k, v in _COLOR_LETTER.items()}[colors[0]]
            exc = f", except that the copy is {word}"
        return "", f"copy {refs.obj(p['what'])}{exc}. you may choose new targets for the copy"
    return None


# ------------------------------------------------------------------ "that creature"

# Which mention of a target already named (1: the first) is rendered "that <noun>" rather
# than "it" (0: none): Oracle text says "Untap that creature. It gains haste" and "Untap
# target creature and gain control of it ... That creature gains haste".
THAT_AT: ContextVar[int] = ContextVar("THAT_AT", default=0)


@contextmanager
def saying_that(n: int) -> Iterator[None]:
    token = THAT_AT.set(n)
    try:
        yield
    finally:
        THAT_AT.reset(token)


def that_renderings(render: Callable[[], str], most: int = 3) -> Iterator[str]:
    """The renderings with the 1st, 2nd ... re-mention of a target said "that <noun>" (one
    with no English is no rendering: skipped)."""
    from mtg_engine.cards.oracle.amount_render import _ON, _wordings, other_wordings
    from mtg_engine.cards.oracle.render_phrases import RenderError

    for n in range(1, most + 1):
        # (and "the creature" for the mentions after it: render_phrases._the_again; and the
        # other wordings the rendering offers: "equal to ~'s power", amount_render.wording)
        for on in other_wordings(lambda m=n: _that_render(render, m),
                                 (_ON.get(), _ON.get() | {"the_again"})):
            with saying_that(n), _wordings(on):
                try:
                    got = render()
                except RenderError:
                    continue
            yield got


def _that_render(render: Callable[[], str], n: int) -> str:
    with saying_that(n):
        return render()


# ------------------------------------------------------------------ granted abilities (613.1f)

# The object a granted ability calls "this <noun>" (the object that has it, 113.7a, 109.5)
_GRANT_NOUNS: dict[str, list[str] | None] = {
    "creature": ["Creature"], "land": ["Land"], "artifact": ["Artifact"],
    "enchantment": ["Enchantment"], "permanent": None}
# 110.4: every permanent is one of these types: "enchanted permanent"
_PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
_QUOTED = r"\"([^\"]+)\""


def _noun_filter(noun: str) -> dict[str, Any]:
    types = _GRANT_NOUNS[noun]
    return {"types": list(types if types is not None else _PERMANENT_TYPES)}


def _noun_of(f: dict[str, Any] | None) -> str:
    """The noun a filter of `_noun_filter` is said with."""
    types = list((f or {}).get("types", ()))
    if types == _PERMANENT_TYPES:
        return "permanent"
    if len(types) == 1 and types[0].lower() in _GRANT_NOUNS and set(f or {}) == {"types"}:
        return types[0].lower()
    raise _render_error("what a granted ability's object is")


def _render_error(what: str) -> Exception:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    return RenderError(what)


def granted(inner: str, noun: str, itself: bool = False, by_name: bool = False
            ) -> tuple[str, dict[str, Any]] | None:
    """A quoted ability (613.1f: "has '{T}: ...'") -> ("add_abilities" | "add_triggers", its
    DSL), read as a card's own ability is, "this <noun>" being the object that has it
    (`itself`: the card grants it to itself, so its name "~" is that object too; `by_name`:
    an Equipment or Aura grants it, which "~" names, 201.5a: granted_by_name.py)."""
    from mtg_engine.cards.oracle.costs import _activated
    from mtg_engine.cards.oracle.triggers import _trigger

    if "~" in inner and not itself and not named_only(inner):
        if by_name:
            from mtg_engine.cards.oracle.granted_by_name import granted as named

            return named(inner)
        return None  # (the card's own name inside: refused, the round trip can't tell)
    from mtg_engine.cards.upkeep_grant import granted_keyword

    kw = granted_keyword(inner)  # 702.24a: '"Cumulative upkeep {1}."' (upkeep_grant.py)
    if kw is not None:
        return "add_triggers", {"keyword": kw}
    text = re.sub(rf"\b[Tt]his {noun}\b", "~", inner)
    types = tuple(_GRANT_NOUNS[noun] or ())
    trig, _ = _trigger(text, inner, types)
    if trig is not None:
        return ("add_triggers", trig[0]) if len(trig) == 1 else None
    acts, _ = _activated(text, inner)
    if acts is not None and len(acts) == 1 and "loyalty" not in acts[0]:
        return "add_abilities", acts[0]
    return None


def named_only(inner: str) -> bool:
    """201.4: "~" only in "a card named ~" / "cards named ~" (a name, said of cards: not the
    object that has the ability, which "this creature" names)."""
    return "~" in inner and "~" not in re.sub(r"\b(?:cards?|creatures?) named ~", "", inner)


def render_granted(p: dict[str, Any], noun: str, itself: bool = False) -> str:
    """The quoted English of the one ability a layer-6 effect grants (`itself`: to the card
    itself, which the quoted ability calls by its name, ~)."""
    from mtg_engine.cards.oracle.triggers import render_trigger_paragraph

    if len(p.get("add_abilities", ())) + len(p.get("add_triggers", ())) != 1:
        raise _render_error("several granted abilities")
    from mtg_engine.cards.oracle.effects import _TOKEN_SINK

    # the tokens the card's text defines (compiler: the round trip's token definitions)
    tokens = {t.get("key", t["name"]): t for t in _TOKEN_SINK.get() or []}  # (by token key)
    kw = (p.get("add_triggers") or [{}])[0].get("keyword", "")
    if kw.startswith("Cumulative upkeep"):  # 702.24a (upkeep_grant.py)
        return f'"{kw}."'
    from mtg_engine.cards.oracle import granted_by_name

    if p.get("add_abilities") and granted_by_name.names_grantor(p["add_abilities"][0]):
        return granted_by_name.render(p["add_abilities"][0])  # 201.5a
    if p.get("add_abilities"):
        text = render_abilities.render_activated(p["add_abilities"][0], tokens)
    else:
        text = render_trigger_paragraph([p["add_triggers"][0]], tuple(_GRANT_NOUNS[noun] or ()),
                                        tokens)
    if itself:
        return '"' + text + '"'
    text = re.sub(r"(^|[.:] )~", lambda m: f"{m.group(1)}This {noun}", text)
    text = re.sub(r"(?<!named )~", f"this {noun}", text)  # ("a card named ~": named_only)
    trig = (p.get("add_triggers") or [{}])[0]
    if trig.get("event") == "becomes_target" and trig.get("effects") == [
            {"sacrifice": {"what": "self"}}] and text.endswith(f", sacrifice this {noun}."):
        # the Illusion template: "When this creature becomes the target of a spell or
        # ability, sacrifice it." ("it": the only object it can sacrifice, this creature)
        text = text[:-len(f"this {noun}.")] + "it."
    elif p.get("add_triggers"):
        text = _it_after_condition(text, noun)
    return '"' + text + '"'


# words naming another object in a trigger condition: then "it" after it could be that one
_OTHER_OBJECT = re.compile(r"\b(creatures?|permanents?|cards?|spells?|artifacts?|lands?|tokens?|"
                           r"enchantments?|planeswalkers?|target|another|each)\b")


def _it_after_condition(text: str, noun: str) -> str:
    """A wording: "Whenever this creature is dealt damage, it deals that much damage ..." /
    "... put a +1/+1 counter on it": "it" for the object that has the ability, when its
    trigger condition names no other object "it" could be (608.2c)."""
    from mtg_engine.cards.oracle.amount_render import wording

    head, sep, rest = text.partition(", ")
    if not sep or f"this {noun}" not in rest \
            or _OTHER_OBJECT.search(head.replace(f"this {noun}", "")):
        return text
    return head + sep + rest.replace(f"this {noun}", "it") if wording("granted_it") else text


_KWS = r"(?:([a-z ,]+?),? and )?"  # "has vigilance and '...'", "has flying, first strike, and"
# 613.1f: one quoted ability, or two ("has "{T}: ..." and "Whenever ...""), each granted
_QUOTED_ONE_OR_TWO = _QUOTED + r"(?: and " + _QUOTED + ")?"
_GRANT_STATIC = re.compile(
    r"(enchanted|equipped) (creature|land|artifact|enchantment|permanent) "
    r"(?:gets ([+-]\d+)/([+-]\d+) and )?has " + _KWS + _QUOTED_ONE_OR_TWO)
_GRANT_GROUP = re.compile(r"(.+?) (?:get ([+-]\d+)/([+-]\d+) and )?have " + _KWS
                          + _QUOTED_ONE_OR_TWO)
# the object itself (613.1f): "~ gets +1/+1 and has '{B}: Regenerate ~.'"; inside the quotes
# "~" is the object that has the ability, which is ~ itself
_GRANT_SELF = re.compile(r"~ (?:gets ([+-]\d+)/([+-]\d+) and )?has " + _KWS + _QUOTED)


def _keywords(text: str | None) -> list[str] | None:
    """"flying, first strike" -> the keywords (each one the engine has), [] for none."""
    from mtg_engine.cards.dsl_abilities import is_known_ability

    if not text:
        return []
    kws = [k.strip() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", text) if k.strip()]
    return kws if all(is_known_ability(k) for k in kws) else None


def _tribal_group(phrase: str) -> dict[str, Any] | None:
    """"All Slivers", "All Sliver creatures", "Other Elf creatures you control" (205.3m)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    m = re.fullmatch(r"(all |other )?([A-Z][a-z]+?)(s| creatures)( you control)?", phrase,
                     flags=re.I)
    if m is None or m.group(2)[0].islower():
        return None
    sub = m.group(2) if m.group(2) in CREATURE_TYPES else ""
    if not sub and m.group(3) == "s":  # an irregular plural: "Elves", "Dwarves" (205.3m)
        from mtg_engine.cards.oracle.amounts import singular_type

        one = singular_type(m.group(2) + "s")
        sub = one if one in CREATURE_TYPES else ""
    if not sub:
        return None
    f: dict[str, Any] = {"subtypes": [sub]}
    if m.group(3) != "s":
        f["types"] = ["Creature"]
    if (m.group(1) or "").lower() == "other ":
        f["other"] = True
    if m.group(4):
        f["controller"] = "you"
    return {"all": f}


def grant_static(para: str) -> dict[str, Any] | None:
    """"Enchanted creature [gets +2/+2 and] has "<ability>"." / "Creatures you control have
    "<ability>"." -> a `continuous` static granting it in layer 6 (613.1f)."""
    body = para.rstrip(".") if para.endswith('".') else para
    m = _GRANT_STATIC.fullmatch(body[0].lower() + body[1:]) if body else None
    me = _GRANT_SELF.fullmatch(body) if body else None
    itself = False
    second = None
    if me:
        p, t, kw, inner = me.groups()
        if "this creature" in inner.lower():
            return None
        out: dict[str, Any] = {"affects": "self"}
        noun, itself = "creature", True
    elif m:
        affects, noun, p, t, kw, inner, second = m.groups()
        if affects == "equipped" and noun != "creature":
            return None
        out = {"affects": affects, "filter": _noun_filter(noun)}
    else:
        from mtg_engine.cards.oracle.each_has import as_group

        m = _GRANT_GROUP.fullmatch(as_group(body) or body)  # ("Each creature ... has", 613.1f)
        if m is None:
            return None
        g = group(m.group(1)) or _tribal_group(m.group(1))
        if g is None:
            return None
        types = g["all"].get("types", [])
        noun = types[0].lower() if len(types) == 1 and types[0].lower() in _GRANT_NOUNS \
            else "permanent"
        _, p, t, kw, inner, second = m.groups()
        out = {"filter": g["all"]}
    named = not itself and out.get("affects") in ("equipped", "enchanted")  # 201.5a
    got = [granted(q, noun, itself=itself, by_name=named) for q in (inner, second)
           if q is not None]
    kws = _keywords(kw)
    if any(g is None for g in got) or kws is None:
        return None
    if kws:
        out["add_keywords"] = kws
    for key, ability in got:  # type: ignore[misc]
        out.setdefault(key, []).append(ability)
    if p is not None:
        out["power"], out["toughness"] = int(p), int(t)
    return {"continuous": out}


def render_grant_static(p: dict[str, Any]) -> str | None:
    """The English of `grant_static`'s DSL, or None if it isn't one."""
    from mtg_engine.cards.oracle.render import pt
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    if not (p.get("add_abilities") or p.get("add_triggers")) \
            or set(p) - {"affects", "filter", "add_abilities", "add_triggers", "power",
                         "toughness", "add_keywords"}:
        return None
    from mtg_engine.cards.oracle.render_phrases import _join

    kws = list(p.get("add_keywords", ()))
    affects = p.get("affects", "filter")
    gets = "power" in p or "toughness" in p
    if affects == "self":  # "~ gets +1/+1 and has '...'"
        if "filter" in p:
            return None
        pump = f"gets {pt(p.get('power', 0), p.get('toughness', 0))} and " if gets else ""
        quoted = render_granted(p, "creature", itself=True)
        has = _join([*kws, quoted]) if kws else quoted
        return f"~ {pump}has {has}" + ("" if quoted.endswith('."') else ".")
    if affects in ("enchanted", "equipped"):
        noun = _noun_of(p.get("filter"))
        head = f"{affects.capitalize()} {noun} "
        verbs = ("gets", "has")
    else:
        types = p.get("filter", {}).get("types", [])
        noun = types[0].lower() if len(types) == 1 and types[0].lower() in _GRANT_NOUNS \
            else "permanent"
        desc = describe_filter(p.get("filter", {}), plural=True)
        head = desc[0].upper() + desc[1:] + " "
        verbs = ("get", "have")
    pump = f"{verbs[0]} {pt(p.get('power', 0), p.get('toughness', 0))} and " if gets else ""
    quoted = " and ".join(render_granted(one, noun) for one in _each_granted(p))
    has = _join([*kws, quoted]) if kws else quoted
    return f"{head}{pump}{verbs[1]} {has}" + ("" if quoted.endswith('."') else ".")


def _each_granted(p: dict[str, Any]) -> list[dict[str, Any]]:
    """The abilities a static grants, one mapping each (613.1f: "has "A" and "B""): the
    activated ones, then the triggered ones (the DSL keeps no other order, so a text that
    says a triggered one first stays refused by the round trip)."""
    return [*({"add_abilities": [a]} for a in p.get("add_abilities", ())),
            *({"add_triggers": [t]} for t in p.get("add_triggers", ()))]


# ("gains trample and "..."", "gains trample, wither, and "..."": keywords too, 702)
_GRANT_EFFECT = re.compile(r"until end of turn, (.+?) (?:gets? ([+-]\d+)/([+-]\d+) and )?"
                           r"gains? (?:([a-z ,]+?),? and )?" + _QUOTED)


def _plural_type(who: str) -> dict[str, Any] | None:
    """"Wizards you control" (205.3m: the permanents of that creature type you control)."""
    from mtg_engine.cards.oracle.static_words import _PLURAL_NAMES

    m = re.fullmatch(r"([A-Z][a-z]+) you control", who)
    kind = _PLURAL_NAMES.get(m.group(1)) if m else None
    return {"all": {"subtypes": [kind], "controller": "you"}} if kind else None


def _group_noun(f: dict[str, Any]) -> str:
    if set(f) == {"subtypes", "controller"}:  # ("Wizards you control": creatures, 205.3m)
        return "creature"
    types = f.get("types", [])
    return types[0].lower() if len(types) == 1 and types[0].lower() in _GRANT_NOUNS \
        else "permanent"


def grant_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """"Until end of turn, <object(s)> [get(s) +N/+N and] gain(s) "<ability>"." (613.1f,
    611.2a; the duration comes first when the ability is quoted, so it isn't read as part of
    it)."""
    m = _GRANT_EFFECT.fullmatch(sentence[0].lower() + sentence[1:])
    if m is None:
        from mtg_engine.cards.oracle import self_grants

        return self_grants.lower(ctx, sentence)  # 613.1f, 611.2a: "~ gains "..."" for good
    who, p, t, kws, inner = m.groups()
    from mtg_engine.cards.oracle.effects import _objects

    keywords = _granted_keywords(kws) if kws else []
    if keywords is None:
        return None
    noun = "creature"
    if who in ("it", "that creature") and len(ctx.targets) == 1 \
            and ctx.targets[0]["kind"] == "creature":
        what: Any = "target"
    else:
        what = _objects(ctx, who, allow_self=True, each_ok=False)
        if what is None and not who.startswith("target "):
            g = group(who) or _plural_type(who)  # 611.2c: locked in as it resolves
            if g is None:
                return None
            what, noun = g, _group_noun(g["all"])
    if what is None or (isinstance(what, str) and what.startswith("target")
                        and ctx.targets[int(what.partition(":")[2] or 0)]["kind"] != "creature"):
        return None
    got = granted(inner, noun)
    if got is None and what == "self" and "equipped creature" in inner:
        got = granted(inner, "artifact")  # 301.5: an Equipment's own ability (Vorpal Sword)
    if got is None:
        return None
    eff: dict[str, Any] = {"what": what, got[0]: [got[1]]}
    if p is not None:
        eff["power"], eff["toughness"] = int(p), int(t)
    if keywords:
        eff["add_keywords"] = keywords  # 613.1f: the keywords in the same layer
    return [{"continuous": eff}]


def _granted_keywords(words: str) -> list[str] | None:
    """"trample" / "trample, wither": the keywords granted beside a quoted ability, as the
    compiler reads "Target creature gains <words> until end of turn." (None: not those)."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    got = compile_effects(Ctx(on_permanent=False), f"Target creature gains "
                          f"{words.replace(', ', ' and ')} until end of turn.") \
        if words.count(",") <= 1 else None
    if not got or len(got) != 1 or set(got[0]) != {"grant"} \
            or set(got[0]["grant"]) != {"what", "keywords"}:
        return None
    return list(got[0]["grant"]["keywords"])


def render_grant_clause(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of `grant_sentence`'s DSL."""
    from mtg_engine.cards.oracle.render import pt

    if not (p.get("add_abilities") or p.get("add_triggers")) or p.get("until", "end_of_turn") \
            != "end_of_turn" or set(p) - {"what", "until", "add_abilities", "add_triggers",
                                          "power", "toughness", "add_keywords"}:
        return None
    from mtg_engine.cards.oracle.render_phrases import _join

    what = p["what"]
    plural = isinstance(what, dict) and set(what) == {"all"}
    noun = _group_noun(what["all"]) if plural else "creature"
    subject = "~" if what == "self" else refs.obj(what)
    gets = f"{'get' if plural else 'gets'} {pt(p.get('power', 0), p.get('toughness', 0))} and " \
        if "power" in p or "toughness" in p else ""
    quoted = render_granted({k: v for k, v in p.items() if k != "add_keywords"}, noun)
    return "", (f"until end of turn, {subject} {gets}{'gain' if plural else 'gains'} "
                f"{_join([*p.get('add_keywords', ()), quoted])}")
