"""Delayed triggered abilities an instruction sets up (603.7): "Draw a card at the beginning
of the next turn's upkeep.", "Destroy that creature at end of combat.", "Sacrifice it at the
beginning of the next end step." -> the DSL verb `delayed` (effects/keyword_actions.py).

Two forms are read: instructions that name no object (compiled as any sentence, with no
target, no "~" and no X: nothing that would mean something else when the delayed trigger
resolves later), and "<destroy | sacrifice | exile | return to its owner's hand> <it | that
creature | ~>", whose object is found now and remembered (603.7c)."""

from __future__ import annotations

import json
import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

# 603.7: the words of when a delayed trigger triggers -> the DSL's `when` (dsl.DELAYED_WHEN)
WHEN = {"at the beginning of the next turn's upkeep": "next_upkeep",
        "at the beginning of the next end step": "end_step",
        "at end of combat": "end_of_combat",
        # (only after an instruction adding a combat phase: `_that_combat`)
        "at the beginning of that combat": "that_combat",
        # 514.3a: the next cleanup step (after the end step; its trigger gives the players
        # priority, and another cleanup step follows: rules/turn.py)
        "at the beginning of the next cleanup step": "next_cleanup"}
# 603.7b: "your next upkeep / end step" is the first of that step in a turn of the delayed
# trigger's controller (603.7d) after it is created; read only at the head of a passage
# (`lower_passage`)
YOURS = {"at the beginning of your next upkeep": "your_next_upkeep",
         "at the beginning of your next end step": "your_next_end_step"}
# 603.7c: a delayed trigger on an event of the object named now, for this turn
# (rules/delayed_dies.py): "When that creature dies this turn, ..."
DIES = {"when that creature dies this turn": "dies_this_turn",
        # (Kjeldoran Guard: "When that creature leaves the battlefield this turn, sacrifice ~")
        "when that creature leaves the battlefield this turn": "leaves_this_turn"}
WORDS = {v: k for k, v in (*WHEN.items(), *YOURS.items(), *DIES.items())}
# (603.7b, 505.1: "at the beginning of your next main phase": delayed_amounts.py reads and says
# those; WORDS names them for the delayed abilities' descriptions)
WORDS.update({"your_next_main": "at the beginning of your next main phase",
              "your_next_precombat_main": "at the beginning of your next precombat main phase"})
_DIES = re.compile(r"^(?P<when>when that creature (?:dies|leaves the battlefield) this turn), "
                   r"(?P<inner>.+)$", re.IGNORECASE)
# "at the beginning of the next upkeep" (Archangel Avacyn): the next turn's upkeep, said so
# (`when_words` keeps the printed words)
NEXT_UPKEEP = "at the beginning of the next upkeep"
_ALT = "|".join(re.escape(w) for w in (*WHEN, *YOURS, NEXT_UPKEEP))
_SUFFIX = re.compile(rf"^(?P<inner>.+?) (?P<when>{_ALT})$", re.IGNORECASE)
_PREFIX = re.compile(rf"^(?P<when>{_ALT}), (?P<inner>.+)$", re.IGNORECASE)
_OBJECT = re.compile(r"^(?P<verb>destroy|sacrifice|exile|return|transform) (?P<what>it|that creature|~|"
                     r"that card)"
                     r"(?P<hand> to its owner's hand)?$")
_VERBS = {"destroy": "destroy", "sacrifice": "sacrifice", "exile": "exile", "return": "bounce",
          "transform": "transform"}  # (701.28a: "transform ~ at the beginning of ...")
# 122.1, 603.7c: "remove a +1/+1 counter from it at end of combat" (the Clockwork creatures),
# "put a -1/-1 counter on it at end of combat": counters on the object remembered now
_COUNTERS = re.compile(r"^(?P<verb>put|remove) (?P<n>a|an|one|two|three) (?P<kind>[+-]\d+/[+-]\d+)"
                       r" counters? (?:on|from) (?P<what>it|that creature|~)$")
_COUNTER_VERBS = {"put": "put_counters", "remove": "remove_counters"}


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """The `delayed` effect of one sentence (without its period), or None if it isn't one the
    compiler reads."""
    d = _DIES.match(sentence)
    if d is not None:
        return _dies_this_turn(ctx, sentence, d.group("inner"), DIES[d.group("when").lower()])
    got = _lower_sentence(ctx, sentence)
    if got and NEXT_UPKEEP in sentence.lower():
        got[0]["delayed"]["when_words"] = "next upkeep"
    if got is None:
        got = _and_you(ctx, sentence)
    return got


_AND_YOU = re.compile(rf"^(?P<later>.+? (?:{_ALT})) and (?P<now>you [^,]+)$", re.IGNORECASE)


def _and_you(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """"Return it to the battlefield ... at the beginning of the next end step and you skip
    your next draw step." (Molten Firebird): the delayed trigger set up, then the instruction
    after "and you", carried out now (608.2c)."""
    from mtg_engine.cards.oracle.effects import compile_effects

    m = _AND_YOU.match(sentence.strip())
    if m is None:
        return None
    later = _lower_sentence(ctx, m.group("later"))
    now = compile_effects(ctx, m.group("now")[0].upper() + m.group("now")[1:] + ".") \
        if later else None
    return [*later, *now] if later and now else None


def _lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    m = _SUFFIX.match(sentence) or _PREFIX.match(sentence)
    if m is None:
        return None
    words = m.group("when").lower()
    when = WHEN.get(words) or YOURS.get(words) or "next_upkeep"
    if when == "that_combat" and not _that_combat(ctx):
        return None
    inner = m.group("inner")
    first = m.start("when") == 0
    text = sentence[0].upper() + sentence[1:] + "."
    c = _COUNTERS.match(inner.lower())
    if c is not None and (c.group("verb") == "put") == (" on " in inner.lower()):
        ref = _referent(ctx, c.group("what"))
        if ref is None:
            return None
        from mtg_engine.cards.oracle.parse import NUMBERS

        body = {"when": when, "remember": ref, "text": text, "effects": [{
            _COUNTER_VERBS[c.group("verb")]: {"kind": c.group("kind"), "what": "remembered",
                                              "count": NUMBERS[c.group("n")]}}]}
        return [{"delayed": {**body, "first": True} if first else body}]
    o = _OBJECT.match(inner.lower())
    if o is not None:
        if (o.group("verb") == "return") != bool(o.group("hand")):
            return None
        ref = _referent(ctx, o.group("what"))
        if ref is None or (o.group("verb") == "sacrifice"
                           and ref not in ("self", "target", "moved:target")) \
                or (o.group("verb") == "transform" and ref != "self"):
            return None  # 701.17a: the source, or the creature targeted (still on the
            # battlefield under the controller's control when it triggers: effects/verbs.py)
        body = {"when": when, "remember": ref, "text": text,
                "effects": [{_VERBS[o.group("verb")]: {"what": "remembered"}}]}
        return [{"delayed": {**body, "first": True} if first else body}]
    back = _BACK.match(inner.lower())
    if back is not None:
        return _return_to_battlefield(ctx, back, when, text, first)
    got = _on_one_object(ctx, inner, when, text, first)
    if got is None:  # "Target player draws a card at the beginning of the next turn's upkeep."
        got = _on_target_player(ctx, inner, when, text, first)
    if got is not None:
        return got
    from mtg_engine.cards.oracle.effects import compile_effects

    sub = Ctx(allow_x=False, on_permanent=ctx.on_permanent)
    got = compile_effects(sub, inner[0].upper() + inner[1:] + ".")
    if not got or sub.targets or _refers(got):
        return None
    body = {"when": when, "text": text, "effects": got}
    return [{"delayed": {**body, "first": True} if first else body}]


def _that_combat(ctx: Ctx) -> bool:
    """603.7, 500.8: "that combat" names the combat phase the instruction just before added."""
    last = ctx.previous[-1] if ctx.previous else {}
    return (last.get("additional_phases") or {}).get("phases") in ("combat", "combat_main")


def _on_one_object(ctx: Ctx, inner: str, when: str, text: str, first: bool
                   ) -> list[dict[str, Any]] | None:
    """603.7c: another instruction on the one object named now, ~ or the object the trigger's
    event involved: "put it on top of its owner's library at end of combat" (Saprazzan
    Outrigger), "~ deals 1 damage to that creature at end of combat" (Sawtooth Ogre), "it
    phases out at end of combat" (Teferi's Veil). The instruction is read as it is now (its
    "it" / "that creature" / "~": "self" or "remembered"), and that object is remembered for
    the delayed trigger; None if it names anything else (a target, X, a condition) or both."""
    from mtg_engine.cards.oracle.effects import compile_effects

    if not re.search(r"\b(it|that creature)\b|~", inner):
        return None
    sub = Ctx(allow_x=False, on_permanent=ctx.on_permanent)
    got = compile_effects(sub, inner[0].upper() + inner[1:] + ".")
    if not got or sub.targets or len(got) != 1:
        return None
    dumped = json.dumps(got)
    named = [r for r in ("self", "remembered") if f'"{r}"' in dumped]
    if len(named) != 1 or _refers(json.loads(dumped.replace(f'"{named[0]}"', '""'))) \
            or ('"graveyard"' in dumped and not _from_graveyard(got, named[0])):
        return None  # (~ from a graveyard: only as the ability functioning there, 113.6m)
    effects = json.loads(dumped.replace(f'"{named[0]}"', '"remembered"'))
    body = {"when": when, "remember": named[0], "text": text, "effects": effects}
    return [{"delayed": {**body, "first": True} if first else body}]


_PLAYER_HEAD = re.compile(r"^(target player|target opponent|that player) ", re.IGNORECASE)


def _on_target_player(ctx: Ctx, inner: str, when: str, text: str, first: bool
                      ) -> list[dict[str, Any]] | None:
    """603.7c: "Target player draws a card at the beginning of the next turn's upkeep."
    (Sapphire Charm), "That player draws a card ..." after the one target player (Lodestone
    Bauble): the player targeted now (601.2c) is remembered, and the delayed instruction is
    carried out for that player when it triggers; None for other instructions."""
    from mtg_engine.cards.oracle.effects import compile_effects

    m = _PLAYER_HEAD.match(inner)
    if m is None:
        return None
    that = m.group(1).lower() == "that player"
    if that and (len(ctx.targets) != 1 or ctx.targets[0]["kind"] not in ("player", "opponent")):
        return None  # ("that player": the one target player named before, 608.2c)
    sub = Ctx(allow_x=False, on_permanent=ctx.on_permanent)
    said = f"Target {ctx.targets[0]['kind']} {inner[m.end():]}" if that \
        else inner[0].upper() + inner[1:]
    got = compile_effects(sub, said + ".")
    if not got or len(sub.targets) != 1 or sub.targets[0]["kind"] not in ("player", "opponent"):
        return None
    dumped = json.dumps(got).replace('"target"', '"remembered"')
    effects = json.loads(dumped)
    if _refers(json.loads(dumped.replace('"remembered"', '""'))) or '"target' in dumped:
        return None
    ref = "target" if that else ctx.add_target(sub.targets[0])
    body = {"when": when, "remember": ref, "text": text, "effects": effects}
    if that:
        body["said"] = "that player"
    return [{"delayed": {**body, "first": True} if first else body}]


def _render_player(refs: Any, p: dict[str, Any], effects: list[dict[str, Any]]) -> str:
    """The instruction of `_on_target_player`, its player said as it was ("" if not one)."""
    from mtg_engine.cards.oracle.render import render_effects

    ref = p.get("remember", "")
    m = re.fullmatch(r"target(?::(\d+))?", ref) if isinstance(ref, str) else None
    i = int(m.group(1) or 0) if m else -1
    if m is None or i >= len(refs.targets) \
            or refs.targets[i].get("kind") not in ("player", "opponent") \
            or '"remembered"' not in json.dumps(effects):
        return ""
    said = json.loads(json.dumps(effects).replace('"remembered"', '"target"'))
    head = render_effects(said, [refs.targets[i]]).rstrip(".")
    if p.get("said") == "that player":
        head = re.sub(r"^Target (player|opponent)\b", "That player", head)
    return head[0].lower() + head[1:]


def _from_graveyard(effects: list[dict[str, Any]], named: str) -> bool:
    """"return ~ from your graveyard to the battlefield tapped" of an ability that functions in
    the graveyard (113.6m, trigger_effects.IN_GRAVEYARD; Prized Amalgam): the card remembered
    now returns then if it is still there (603.7c, 400.7)."""
    from mtg_engine.cards.oracle.trigger_effects import IN_GRAVEYARD

    move = effects[0].get("move") if len(effects) == 1 else None
    return named == "self" and IN_GRAVEYARD.get() and move is not None \
        and move.get("what") == "self" and move.get("from") == "graveyard"


def _render_on_one_object(p: dict[str, Any], effects: list[dict[str, Any]]) -> str:
    """The instruction of `_on_one_object`, its object said as it was read ("" if not one)."""
    from mtg_engine.cards.oracle.render import render_effects

    if p["remember"] not in ("self", "remembered") or len(effects) != 1:
        return ""
    said = json.loads(json.dumps(effects).replace('"remembered"', f'"{p["remember"]}"'))
    head = render_effects(said, []).rstrip(".")
    return head[0].lower() + head[1:] if not head.startswith("~") else head


def _dies_this_turn(ctx: Ctx, sentence: str, inner: str, when: str
                    ) -> list[dict[str, Any]] | None:
    """603.7c: "When that creature dies this turn, create a 3/2 red and white Spirit creature
    token." -> a delayed trigger watching the one creature targeted before (remembered now),
    until the turn ends; its instructions name nothing (as `lower_sentence`'s) but, in an
    ability of a permanent, that permanent ("sacrifice ~": 603.7e, the delayed trigger's
    source is the ability's; 400.7: once it has left the battlefield, it's another object)."""
    from mtg_engine.cards.oracle.effects import compile_effects

    ref = _referent(ctx, "that creature")
    if ref != "target":
        return None
    sub = Ctx(allow_x=False, on_permanent=ctx.on_permanent)
    said = _CONTROLLER_WORDS.search(inner)  # ("~ deals 3 damage to the creature's controller")
    if said is not None:
        inner = inner.replace(said.group(0), _AS_TARGET[said.group(0)])
    got = compile_effects(sub, inner[0].upper() + inner[1:] + ".")
    if said is not None and got and sub.targets == [{"kind": "player"}]:
        # 108.4, 608.2h: the creature's controller as it last existed (its LKI when it died)
        if _refers(json.loads(json.dumps(got).replace('"target"', '""')),
                   self_ok=ctx.on_permanent):
            return None
        got = json.loads(json.dumps(got).replace('"target"', '"remembered_controller"'))
        sub.targets = []
    elif said is not None or (got and _refers(got, self_ok=ctx.on_permanent)):
        return None
    if not got or sub.targets:
        return None
    body = {"when": when, "remember": ref, "first": True,
            "text": sentence[0].upper() + sentence[1:] + ".", "effects": got}
    if said is not None:
        body["said"] = said.group(0)
    return [{"delayed": body}]


# 603.7c, 108.4: the dying creature's controller named in the delayed instruction: "~ deals 3
# damage to the creature's controller" (Searing Blood), "exile its controller's graveyard"
# (Burn Away): read as a target player, then that player made the remembered creature's
# controller (`remembered_controller`, effects/references.py); `said` keeps the words
_AS_TARGET = {"the creature's controller": "target player",
              "its controller's": "target player's"}
_CONTROLLER_WORDS = re.compile("|".join(re.escape(w) for w in _AS_TARGET))


# 603.7c, 400.7d: "When ~ dies, return it to the battlefield transformed under your control at
# the beginning of the next end step." (Loyal Cathar): the card in the graveyard, remembered
# now, returns then if it is still there (712.10a: transformed, its back face up)
# "Whenever a white creature dies, return it to the battlefield under its owner's control at
# the beginning of the next end step." (Agyrem; Marchesa's "that card"): the card the creature
# became, found by the trigger (400.7, "remembered_card"), remembered now (603.7c)
_BACK = re.compile(r"^return (?P<what>it|~|that card) to the battlefield"
                   r"(?P<transformed> transformed)?(?P<tapped> tapped)?"
                   r"(?: under (?P<whose>your|its owner's) control)?$")


# "return that card to the battlefield at the beginning of the next end step" (Daretti, Scrap
# Savant's emblem): no player named (110.2a), said so
_UNQUALIFIED = "no_controller_named"


def _return_to_battlefield(ctx: Ctx, m: re.Match[str], when: str, text: str, first: bool
                           ) -> list[dict[str, Any]] | None:
    ref = _referent(ctx, m.group("what"))
    if ref not in ("self", "remembered_card") or (ref, m.group("what")) == ("self", "that card"):
        return None
    move: dict[str, Any] = {"what": "remembered", "to": "battlefield", "from": "graveyard"}
    if m.group("whose") in ("your", None):  # 110.2a: no one named, the player told to put it
        move["control"] = "you"  # (the delayed trigger's controller, 603.7d)
    if m.group("transformed"):
        move["transformed"] = True
    if m.group("tapped"):
        move["tapped"] = True
    body = {"when": when, "remember": ref, "text": text, "effects": [{"move": move}],
            **({"said": _UNQUALIFIED} if m.group("whose") is None else {})}
    return [{"delayed": {**body, "first": True} if first else body}]


def _render_back(refs: Any, p: dict[str, Any], effects: list[dict[str, Any]]) -> str:
    """"return it to the battlefield [transformed] under your control" of `_BACK`, or ""."""
    move = effects[0].get("move") if len(effects) == 1 else None
    if p["remember"] not in ("self_in_graveyard", "remembered_card"):
        return ""  # (only the card a "dies" trigger finds, 400.7d, triggers._after_move: after
        # another event "it" would be the permanent gone, and nothing would return)
    if move is None or set(move) - {"what", "to", "from", "control", "transformed", "tapped"} \
            or (move["what"], move["to"], move.get("from")) != ("remembered", "battlefield",
                                                                "graveyard"):
        return ""
    whose = "your" if move.get("control") == "you" else "its owner's"
    under = "" if p.get("said") == _UNQUALIFIED and whose == "your" else f" under {whose} control"
    transformed = " transformed" if move.get("transformed") else ""
    tapped = " tapped" if move.get("tapped") else ""
    return f"return {refs.obj(p['remember'])} to the battlefield{transformed}{tapped}{under}"


_PASSAGE = re.compile(r"^(?:(?P<before>.+?\.) )?(?P<when>at the beginning of (?:your next upkeep|"
                      r"your next end step|the next end step)), (?P<inner>[^\n]+\.)$",
                      re.IGNORECASE)


def spell_instruction(para: str) -> bool:
    """Whether an instant's or sorcery's paragraph "At the beginning of your next upkeep, ..."
    is an instruction of the spell setting up a delayed trigger (603.7a), not a triggered
    ability of the card (an instant or sorcery has none working on the stack, 113.6)."""
    return _PASSAGE.match(para.strip()) is not None and not _PASSAGE.match(para).group("before")


def lower_passage(ctx: Ctx, text: str, compile_effects: Any) -> list[dict[str, Any]] | None:
    """"Counter target spell. At the beginning of your next upkeep, pay {3}{U}{U}. If you
    don't, you lose the game." (603.7a: the spell sets up a delayed triggered ability; every
    sentence after "At the beginning of ..., " to the end is that ability's, 603.7b: it
    triggers once). The instructions before are read as usual. None unless both parts are
    read and the delayed part names nothing (no target, object, X or outside condition: what
    it would mean later isn't what it says); "If you don't" about its own "pay" is kept
    (118.12: it asks whether the delayed ability's own cost was paid)."""
    m = _PASSAGE.match(text.strip())
    if m is None or "." not in m.group("inner")[:-1]:
        return None  # (one sentence: lower_sentence reads it)
    sub = Ctx(allow_x=False, on_permanent=ctx.on_permanent)
    inner = m.group("inner")
    got = compile_effects(sub, inner[0].upper() + inner[1:])
    if not got or sub.targets or _refers(_own_conditions(got)):
        return None
    words = m.group("when").lower()
    when = YOURS.get(words) or WHEN[words]
    body = {"when": when, "text": m.group("when") + ", " + inner, "effects": got,
            "first": True}
    before: list[dict[str, Any]] = []
    if m.group("before"):
        read = compile_effects(ctx, m.group("before"))
        if not read:
            return None
        before = read
    return [*before, {"delayed": body}]


_LAST = re.compile(r"^(?P<before>.+\.) (?P<last>[A-Z][^.]*)\.$")


def lower_last(ctx: Ctx, text: str, compile_effects: Any) -> list[dict[str, Any]] | None:
    """"Return target artifact card ... to the battlefield. It gains haste. Sacrifice it at the
    beginning of the next end step." (Kami of Industry): the sentences before read as usual
    (the grammar's reading of them, whose "it" is the permanent the card became, 400.7), then
    the last one, a delayed trigger on that object (603.7c), read here with their targets.
    None unless both are read and the last names that permanent ("moved:target")."""
    m = _LAST.match(text.strip())
    if m is None or not (_SUFFIX.match(m.group("last")) or _PREFIX.match(m.group("last"))) \
            or m.group("last").startswith(("If ", "Otherwise")):
        return None
    before = len(ctx.targets)
    first = compile_effects(ctx, m.group("before"))
    later = lower_sentence(ctx, m.group("last")) if first else None
    if not first or not later or len(later) != 1 \
            or later[0]["delayed"].get("remember") != "moved:target":
        del ctx.targets[before:]
        return None
    return [*first, *later]


def _own_conditions(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The instructions without an "if you do / don't" that follows a "pay" among them (118.12:
    it judges that payment, made as the delayed ability resolves)."""
    if not any("pay" in e for e in effects):
        return effects
    return [{verb: {k: v for k, v in params.items()
                    if not (k == "if" and v in ("did", "did_not"))}}
            for e in effects for verb, params in e.items()]


def _refers(effects: list[dict[str, Any]], self_ok: bool = False) -> bool:
    """Whether the instructions name an object, X or a condition: what they'd mean when the
    delayed trigger resolves isn't what the sentence says (`self_ok`: ~, the permanent whose
    ability set it up, is its source too, 603.7e)."""
    text = json.dumps(effects)
    if self_ok:
        text = text.replace('"self"', '""')
    return bool(re.search(r'"(target[^"]*|self[^"]*|remembered[^"]*|attached|X|-X)"|"if"',
                          text))


def _referent(ctx: Ctx, word: str) -> str | None:
    """What "~", "it" or "that creature" names where the sentence is: the source (201.5), the
    one creature targeted before (a target named again), or in a triggered ability the object
    its event involved ("Whenever ~ blocks a creature, ... that creature"; resolve.py
    EVENT_REFERENT) or ~ itself when the condition names only ~ ("When ~ attacks, sacrifice
    it ...")."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT, SELF_IN_CONDITION

    if word == "~":
        return "self" if ctx.on_permanent else None
    seed = EVENT_REFERENT.get()
    if len(ctx.targets) == 1 and ctx.targets[0]["kind"] == "card" and seed is None \
            and word in ("it", "that creature"):
        return "moved:target"  # the permanent a target card became (400.7, moved_objects.py)
    if ctx.targets:
        one = len(ctx.targets) == 1 and ctx.targets[0]["kind"] == "creature"
        return "target" if one and seed is None else None
    if seed is not None and not seed.player:
        if seed.kind == "remembered_gone" and word in ("it", "that card") \
                and not SELF_IN_CONDITION.get():
            return "remembered_card"  # the card it became in a graveyard (400.7)
        if seed.kind != "remembered" or word == "that card":
            return None  # ("remembered_gone": left the battlefield, 400.7)
        if word == "it" and SELF_IN_CONDITION.get():
            return None  # "it": ~ or the object the event involved
        if seed.desc is not None and "creature" not in seed.desc.nouns:
            return None
        return "remembered"
    if word == "it" and seed is None and ctx.on_permanent and (
            SELF_IN_CONDITION.get() or ctx.subject == ("object", "self")):
        return "self"  # "~ gets +1/+1 until end of turn. Sacrifice it ..." (~ named just before)
    return None


def event_object(ctx: Ctx, word: str) -> str | None:
    """"it" / "that creature" in a triggered ability: the object its event involved
    ("remembered", 603.7c) or ~ (`_referent`); None for a target or anything else."""
    got = _referent(ctx, word)
    return got if got in ("remembered", "self") else None


def render(refs: Any, p: dict[str, Any]) -> str:
    """The sentence of a `delayed` effect (render.py), its object said as it was."""
    words = NEXT_UPKEEP if p.get("when_words") == "next upkeep" and p["when"] == "next_upkeep" \
        else WORDS[p["when"]]
    effects = p["effects"]
    if isinstance(effects, str):
        effects = json.loads(effects)["effects"]
    if p.get("amounts_now") or p.get("remember") == "target_controller":  # 603.7c: Mana
        # Drain's, Arcane Denial's (delayed_amounts.py)
        from mtg_engine.cards.oracle.delayed_amounts import render as render_now

        said = render_now(p, effects)
        if not said:
            from mtg_engine.cards.oracle.render_phrases import RenderError

            raise RenderError("a delayed instruction with an amount counted now")
        return said
    if p["when"] in DIES.values() and p.get("said") in _AS_TARGET:  # 108.4 (_dies_this_turn)
        from mtg_engine.cards.oracle.render import render_effects

        named = json.loads(json.dumps(effects).replace('"remembered_controller"', '"target"'))
        head = render_effects(named, [{"kind": "player"}]).rstrip(".")
        if _AS_TARGET[p["said"]] not in head:
            from mtg_engine.cards.oracle.render_phrases import RenderError

            raise RenderError("the dying creature's controller")
        head = head.replace(_AS_TARGET[p["said"]], p["said"])
        head = head[0].lower() + head[1:]
    elif p["when"] in DIES.values():  # 603.7c: its instructions name nothing
        from mtg_engine.cards.oracle.render import render_effects

        head = render_effects(effects, []).rstrip(".")
        head = head[0].lower() + head[1:]
    elif "remember" in p and _counters_head(refs, p, effects):
        head = _counters_head(refs, p, effects)
    elif "remember" in p and _render_back(refs, p, effects):
        head = _render_back(refs, p, effects)
    elif "remember" in p and _render_player(refs, p, effects):  # (_on_target_player)
        head = _render_player(refs, p, effects)
    elif "remember" in p and (effects[0] != {next(iter(effects[0])): {"what": "remembered"}}
                              or next(iter(effects[0])) not in _VERBS.values()):
        head = _render_on_one_object(p, effects)  # (603.7c)
        if not head:
            from mtg_engine.cards.oracle.render_phrases import RenderError

            raise RenderError("a delayed instruction on the remembered object")
    elif "remember" in p:
        verb = next(iter(effects[0]))
        if effects != [{verb: {"what": "remembered"}}] or verb not in _VERBS.values():
            from mtg_engine.cards.oracle.render_phrases import RenderError

            raise RenderError("a delayed instruction on the remembered object")
        what = refs.obj(p["remember"])
        hand = p.get("said") or "to its owner's hand"  # ("to your hand": sneak.py)
        head = {"bounce": f"return {what} {hand}"}.get(verb, f"{verb} {what}")
    else:
        from mtg_engine.cards.oracle.render import render_effects

        head = render_effects(effects, []).rstrip(".")
        head = head[0].lower() + head[1:]
    return f"{words}, {head}" if p.get("first") else f"{head} {words}"


def _counters_head(refs: Any, p: dict[str, Any], effects: list[dict[str, Any]]) -> str:
    """"remove a +1/+1 counter from it" of a delayed counters instruction (122.1), or ""."""
    from mtg_engine.cards.oracle.render_phrases import _num

    verb = next(iter(effects[0])) if len(effects) == 1 else ""
    if verb not in _COUNTER_VERBS.values():
        return ""
    body = effects[0][verb]
    if set(body) != {"kind", "what", "count"} or body["what"] != "remembered" \
            or not isinstance(body["count"], int):
        return ""
    n = body["count"]
    noun = "counter" if n == 1 else "counters"
    what = refs.obj(p["remember"])
    if verb == "put_counters":
        return f"put {_num(n)} {body['kind']} {noun} on {what}"
    return f"remove {_num(n)} {body['kind']} {noun} from {what}"
