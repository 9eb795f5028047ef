"""Exile and return (the DSL verb `flicker`, effects/keyword_actions.py): "Exile target
creature you control, then return that card to the battlefield under its owner's control."
and "Exile ~. Return it to the battlefield under its owner's control at the beginning of the
next end step." (603.7: a delayed trigger that remembers the card in exile).

"That card" / "it" is the card in exile, a new object (400.7); it returns under its owner's
control (110.2) or yours ("under your control"), tapped if the text says so. And "Exile
target ... until ~ leaves the battlefield" (610.3, `exile_until`)."""

from __future__ import annotations

import json
import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx
from mtg_engine.cards.oracle.phrases import between_sentences, target_spec

_PASSAGE = re.compile(
    r"(?:(?<=^)|(?<=\. ))(?P<may>[Yy]ou may e|E|e)xile "
    r"(?P<what>~|this Saga|(?:another |up to one (?:other )?)?target [^,.]+?|"
    # 601.2c: "up to two target creatures you control ... return those cards" (Displace)
    r"(?:up to )?two target [^.]+?)"
    r"(?:, then r|\. R|(?P<first>\. At the beginning of the next end step, r)|"
    r"(?P<if_do>\. If you do, r))"
    r"eturn (?P<again>it|that card|those cards|~|him|her) to the battlefield(?P<tapped> tapped)?"
    r"(?P<transformed> transformed)? "
    r"under (?P<whose>its owner's|their owner's|your|his owner's|her owner's) control"
    r"(?P<attacking> tapped and attacking)?"
    # 122.6: "... with a +1/+1 counter on it" (it enters with it: enter_with_counters.py)
    r"(?: with (?P<cn>a|an|two|three) (?P<ck>[+-]1/[+-]1|[a-z]+) (?P<cw>counters?) on it)?"
    r"(?P<when> at the beginning of the next end step|"
    # 508.4, 603.7b: "... tapped and attacking at the beginning of the declare attackers step
    # on your next turn" (Meandering Towershell)
    r"(?P<attack_step> at the beginning of the declare attackers step on your next turn))?"
    r"\.(?= |$)")
ATTACK_STEP = "your_next_declare_attackers"  # (the DSL's `when`)
_HIS = {"him": "his", "her": "her"}  # (a legendary card's pronoun: the Magic Origins walkers)
_COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3}
_IF_TYPE = re.compile(r"If it's an? (?P<sub>[A-Z][a-z]+), put (?P<cn>a|an|two|three) "
                      r"(?P<ck>[+-]1/[+-]1) (?P<cw>counters?) on it\.")


def lower_text(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text holding one exile-and-return passage, or None."""
    m = _PASSAGE.search(text.strip())
    if m is None:
        return None
    if m.group("first") and m.group("when"):
        return None  # (the next end step said twice)
    if bool(m.group("attacking")) != bool(m.group("attack_step")) or (
            m.group("attack_step") and (", then" in m.group(0) or m.group("if_do")
                                        or m.group("tapped") or m.group("transformed")
                                        or m.group("cn"))):
        return None  # (attacking only in its own declare attackers step, 508.4)
    if len(m.group("may")) > 1 and not m.group("if_do"):
        return None  # (an optional exile is followed by "If you do", 608.2c)
    if bool(m.group("when") or m.group("first")) == (", then" in m.group(0)) \
            and not m.group("if_do"):
        return None  # "..., then return ... at the next end step": not a wording seen
    if m.group("cn") and (m.group("ck") in ("poison", "first", "double")
                          or (m.group("cn") in ("a", "an")) != (m.group("cw") == "counter")):
        return None
    if m.group("again") == "~" and m.group("what") != "~":
        return None
    if m.group("again") in ("him", "her") and (
            m.group("what") != "~" or m.group("whose") != f"{_HIS[m.group('again')]} owner's"
            or not m.group("transformed") or m.group("tapped") or m.group("when")):
        return None  # ("exile ~, then return him to the battlefield transformed under his
        # owner's control": a planeswalker's face, 712.10a)
    if (m.group("again") == "those cards") != m.group("what").startswith(("two ", "up to two ")) \
            or (m.group("again") == "those cards" and (m.group("when") or m.group("first")
                                                       or m.group("if_do") or m.group("cn")
                                                       or m.group("transformed"))):
        return None  # (two cards: "those cards", returned at once, 601.2c)
    if m.group("what") == "this Saga" and (m.group("again") != "it" or not ctx.on_permanent):
        return None

    def middle() -> dict[str, Any] | None:
        what = _what(ctx, m.group("what"))
        if what is None:
            return None
        body: dict[str, Any] = {"what": what}
        if m.group("whose") == "your":
            body["control"] = "you"
        if m.group("tapped") or m.group("attacking"):
            body["tapped"] = True
        if m.group("when") or m.group("first"):
            body["when"] = "end_step"
        if m.group("attack_step"):  # 508.4, 603.7
            body["when"], body["attacking"] = ATTACK_STEP, True
        if m.group("first"):  # "At the beginning of the next end step, return that card ..."
            body["template"] = "end_step_first"
        if m.group("cn"):  # 122.6
            body["with_counters"] = {m.group("ck"): _COUNTS[m.group("cn")]}
        if m.group("again") == "that card":
            body["that_card"] = True
        if m.group("again") in _HIS:  # (the printed pronoun: the same card, 400.7)
            body["pronoun"] = m.group("again")
        if m.group("transformed"):  # 712.10a: back face up
            body["transformed"] = True
        if m.group("what") == "this Saga":  # (the Saga itself, said so: 714)
            body["template"] = "saga"
        if m.group("if_do"):  # 608.2c: the return only if the exile was done
            body["template"] = "if_you_do"
        if len(m.group("may")) > 1:  # 608.2d: the exile is optional
            body["may"] = True
        return {"flicker": body}

    before, after = text.strip()[: m.start()].strip(), text.strip()[m.end():].strip()
    typed = _IF_TYPE.match(after)
    build = middle
    if typed and not m.group("when") and not m.group("first"):
        # "If it's a Spirit, put a +1/+1 counter on it.": on the returned permanent (400.7)
        if (typed.group("cn") in ("a", "an")) != (typed.group("cw") == "counter"):
            return None
        after = after[typed.end():].strip()

        def build() -> dict[str, Any] | None:
            got = middle()
            if got is not None:
                got["flicker"]["if_subtype"] = typed.group("sub")
                got["flicker"]["then_counters"] = {typed.group("ck"): _COUNTS[typed.group("cn")]}
            return got
    got = between_sentences(ctx, before, build, after, compile_rest)
    if got is None:
        return None
    i = next(i for i, e in enumerate(got) if "flicker" in e)
    what = got[i]["flicker"]["what"]
    if isinstance(what, str) and what.startswith("targets:") \
            and int(what.split(":")[1]) + 2 != len(ctx.targets):
        return None  # ("targets:N" is every target from N on: the two are the last ones)
    if any(json.dumps(what) in json.dumps(e) for e in got[i + 1:]):
        return None  # "It gains first strike": the returned card is a new object (400.7)
    return got


_UNTIL = re.compile(r"^exile (?P<what>(?:another |up to one )?target [^.]+?|all [^.]+?) until ~ "
                    r"leaves the battlefield$", re.IGNORECASE)
# 610.3: "until target enchantment you control leaves the battlefield" (Calix): another target
_UNTIL_TARGET = re.compile(r"^exile (?P<what>target [^.]+?) until (?P<anchor>target [^.]+?) "
                           r"leaves the battlefield$", re.IGNORECASE)


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """610.3: "Exile target ... until ~ leaves the battlefield" (of a permanent's ability),
    "exile all creatures with power 5 or greater until ~ leaves the battlefield"."""
    m = _UNTIL.match(sentence)
    t = _UNTIL_TARGET.match(sentence) if m is None else None
    if t is not None:  # 610.3: until another target leaves (its own word "target", 115.1)
        what = _what(ctx, t.group("what"))
        anchor = target_spec(t.group("anchor")[len("target "):])
        if what is None or anchor is None or anchor["kind"] not in ("creature", "permanent"):
            return None
        return [{"exile_until": {"what": what, "anchor": ctx.add_target(anchor)}}]
    if m is None and t is None:  # "that creature", "any number of ...", "up to one other"
        from mtg_engine.cards.oracle import exile_until_forms

        return exile_until_forms.lower_sentence(ctx, sentence)
    if m is None or not ctx.on_permanent:
        return None
    if m.group("what").lower().startswith("all "):  # (a group: every one, 610.3)
        from mtg_engine.cards.oracle.phrases import group

        g = group(m.group("what"))
        return [{"exile_until": {"what": g}}] if g is not None and set(g) == {"all"} else None
    what = _what(ctx, m.group("what"))
    if what is None:  # "target ... and all other ... with the same name" (exile_until_forms)
        from mtg_engine.cards.oracle import exile_until_forms

        return exile_until_forms.lower_sentence(ctx, sentence)
    return [{"exile_until": {"what": what}}]


_PLURAL = {"artifacts": "artifact", "creatures": "creature", "lands": "land",
           "enchantments": "enchantment", "planeswalkers": "planeswalker",
           "permanents": "permanent", "and/or": "or"}


def _two(ctx: Ctx, phrase: str) -> str | None:
    """"[up to] two target creatures you control": two targets of one word (115.3), the
    reference "targets:N" to both (the flicker's; rules/x_targets.targets_of)."""
    optional = phrase.startswith("up to ")
    words = phrase.removeprefix("up to ").removeprefix("two target ")
    spec = target_spec(" ".join(_PLURAL.get(w.rstrip(","), w.rstrip(",")) + ("," if w.endswith(",")
                                                                          else "")
                                for w in words.split()))
    if spec is None or spec["kind"] not in ("creature", "permanent") \
            or spec.get("filter", {}).get("other"):
        return None
    spec["word"] = 1 + max((t.get("word", 0) for t in ctx.targets), default=0)
    if optional:
        spec["optional"] = True
    first = len(ctx.targets)
    ctx.targets += [dict(spec), dict(spec)]
    return f"targets:{first}"


def _what(ctx: Ctx, phrase: str) -> str | None:
    if phrase in ("~", "this Saga"):
        return "self" if ctx.on_permanent else None
    if phrase.startswith(("two ", "up to two ")):
        return _two(ctx, phrase)
    optional = phrase.startswith("up to one ")
    words = phrase[len("up to one "):] if optional else phrase
    if optional and words.startswith("other target "):  # "up to one other target" (109.1)
        words = "an" + words
    other = words.startswith("another ")
    spec = target_spec(words[len("another target "):] if other else words[len("target "):])
    if spec is None or spec["kind"] not in ("creature", "permanent"):
        return None
    if other:
        if not ctx.on_permanent:
            return None  # a spell has no "another" (other than itself) to mean
        spec.setdefault("filter", {})["other"] = True
    if spec.get("filter", {}).get("other") and not ctx.on_permanent:
        return None
    if optional:
        spec["optional"] = True
    return ctx.add_target(spec)


def render_until(refs: Any, p: dict[str, Any]) -> str:
    if {"any_number", "anchor_said", "group_said"} & set(p):  # (exile_until_forms.py)
        from mtg_engine.cards.oracle import exile_until_forms

        return exile_until_forms.render(refs, p)
    anchor = refs.obj(p["anchor"]) if "anchor" in p else "~"  # (610.3: another target)
    return f"exile {refs.obj(p['what'])} until {anchor} leaves the battlefield"  # 610.3


def render(refs: Any, p: dict[str, Any]) -> str:
    """The passage of a `flicker` effect (render.py)."""
    if "mass" in p:  # (a group, zone_casts.py)
        from mtg_engine.cards.oracle.zone_casts import render_mass

        return render_mass(refs, p)
    if str(p["what"]).startswith("targets:"):  # 601.2c: two targets (_two)
        from mtg_engine.cards.oracle.render_phrases import describe_target

        i = int(str(p["what"]).split(":")[1])
        first, again = describe_target(refs.targets[i], 2), "those cards"
    else:
        first = refs.obj(p["what"])
        again = refs.obj(p["what"])  # (named again: "it", or "~" for the source)
    if (p["what"] != "self" and not str(p["what"]).startswith("targets:")) \
            or p.get("template") == "saga":
        again = "that card" if p.get("that_card") else "it"  # (the card in exile, 400.7)
    if p.get("template") == "saga":
        first = "this Saga"
    tapped = " tapped" if p.get("tapped") else ""
    tapped += " transformed" if p.get("transformed") else ""  # 712.10a
    whose = "your" if p.get("control") == "you" else \
        "their owner's" if again == "those cards" else "its owner's"
    if p.get("pronoun") in _HIS:  # ("return him ... under his owner's control")
        again, whose = p["pronoun"], f"{_HIS[p['pronoun']]} owner's"
    back = f"return {again} to the battlefield{tapped} under {whose} control"
    for kind, n in (p.get("with_counters") or {}).items():  # 122.6
        from mtg_engine.cards.oracle.render_phrases import _num

        article = "an" if kind[:1] in "aeiou" and n == 1 else _num(n)
        back += f" with {article} {kind} counter{'' if n == 1 else 's'} on it"
    if p.get("if_subtype"):  # "If it's a Spirit, put a +1/+1 counter on it." (400.7)
        from mtg_engine.cards.oracle.render_phrases import _num

        (kind, n), = p["then_counters"].items()
        sub = p["if_subtype"]
        back += (f". if it's {'an' if sub[0] in 'AEIOU' else 'a'} {sub}, put {_num(n)} {kind} "
                 f"counter{'' if n == 1 else 's'} on it")
    if p.get("template") == "if_you_do":  # "[You may] exile ... If you do, return ..." (608.2c)
        when = " at the beginning of the next end step" if p.get("when") else ""
        return f"{'you may ' if p.get('may') else ''}exile {first}. if you do, {back}{when}"
    if p.get("template") == "end_step_first":  # (603.7: the delayed trigger's words first)
        return f"exile {first}. at the beginning of the next end step, {back}"
    if p.get("when") == ATTACK_STEP:  # 508.4
        return f"exile {first}. {back.replace(' tapped', '', 1)} tapped and attacking at the " \
            "beginning of the declare attackers step on your next turn"
    if p.get("when"):
        return f"exile {first}. {back} at the beginning of the next end step"
    return f"exile {first}, then {back}"
