"""Cards cast from a graveyard as an instruction resolves (608.2g, 601.3, 118.9): "You may cast
target instant card from your graveyard without paying its mana cost. If that spell would be
put into your graveyard this turn, exile it instead." (Torrential Gearhulk, Memory Plunder,
Chancellor of the Spires, Efreet Flamepainter) -> the DSL verb `cast_card_free`
(effects/cast_card.py), and back.

The second sentence is a replacement effect (614.1a) on the spell cast this way: it is exiled
instead of being put into a graveyard (its owner's: "your graveyard" only if that is yours).
The text-level reader of this module also tries the exile-and-return passages of flicker.py
(one hook in effects.py for both)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx
from mtg_engine.cards.oracle.phrases import between_sentences, describe

_CAST = re.compile(
    r"(?:(?<=^)|(?<=\. ))(?P<may>[Yy]ou may c|C)ast target "
    r"(?P<what>[^.]+? card(?: with mana value \d+ or less)?) from "
    r"(?P<whose>your|an opponent's|a|that player's) graveyard without paying its mana cost\."
    r"(?: If that spell would be put into (?P<into>your|a) graveyard(?P<turn> this turn)?, "
    r"exile it instead\.)?(?= |$)")
_WHOSE = {"your": "you", "an opponent's": "opponent", "a": None,
          # 603.2: the player the trigger's event involved ("Whenever ~ deals combat damage to
          # a player, you may cast target instant or sorcery card from that player's
          # graveyard ...", Wrexial): trigger_targets.THAT_PLAYER, checked by `_that_player`
          "that player's": "that_player"}


def lower_text(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text holding an exile-and-return passage (flicker.py) or a cast from
    a graveyard, or None."""
    from mtg_engine.cards.oracle import flicker

    got = flicker.lower_text(ctx, text, compile_rest)
    if got is not None:
        return got
    for reader in (_mass_flicker, _exile_castable, _permission_text, _top_card, _cast):
        before = len(ctx.targets)
        got = reader(ctx, text, compile_rest)
        if got is not None:
            return got
        del ctx.targets[before:]  # (the targets a reader added before it failed)
    return None


def _around(ctx: Ctx, whole: str, m: re.Match[str], middle: Any, compile_rest: Any
            ) -> list[dict[str, Any]] | None:
    """The passage `m` of `whole` read by `middle`, the sentences around it by `compile_rest`
    (phrases.between_sentences)."""
    return between_sentences(ctx, whole[: m.start()].strip(), middle, whole[m.end():].strip(),
                             compile_rest)


def _that_player(text: str) -> bool:
    """Is "that player" the player the trigger's event involved, the only player named
    (trigger_targets._event_player_only, read on the whole text)?"""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT
    from mtg_engine.cards.oracle.trigger_targets import _OTHER_PLAYERS

    seed = EVENT_REFERENT.get()
    return seed is not None and seed.player == "event" and not _OTHER_PLAYERS.search(text)


# 601.2c, 608.2g, 614.1a: "For each opponent, you may cast up to one target instant or sorcery
# card from that player's graveyard without paying its mana cost. If a spell cast this way would
# be put into a graveyard this turn, exile it instead." (Diluvian Primordial): a target for
# each opponent (rules/per_opponent_targets.py), each cast in turn (`each`)
_EACH_CAST = re.compile(
    r"(?:(?<=^)|(?<=\. ))[Ff]or each opponent, you may cast up to one target (?P<what>[^.]+? card) "
    r"from that player's graveyard without paying its mana cost\. If a spell cast this way "
    r"would be put into a graveyard this turn, exile it instead\.(?= |$)")


def _each_cast(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    m = _EACH_CAST.search(text.strip())
    if m is None or ctx.targets:
        return None

    def middle() -> dict[str, Any] | None:
        d = describe(m.group("what"))
        if d is None or d[0] != "card" or set(d[1]) - {"types", "colors", "mana_value_le",
                                                       "subtypes"}:
            return None
        ctx.add_target({"kind": "card", "zone": "graveyard", "optional": True,
                        "filter": {**d[1], "controller": "opponent"}, "per_opponent": True})
        return {"cast_card_free": {"what": "targets:0", "exile_instead": "any",
                                   "this_turn": True, "each": "may"}}  # (each "you may")

    return _around(ctx, text.strip(), m, middle, compile_rest)


def _cast(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    each = _each_cast(ctx, text, compile_rest)
    if each is not None:
        return each
    m = _CAST.search(text.strip())
    if m is None:
        return None

    def middle() -> dict[str, Any] | None:
        d = describe(m.group("what"))  # "instant or sorcery card with mana value 3 or less"
        if d is None or d[0] != "card" or set(d[1]) - {"types", "colors", "mana_value_le",
                                                       "subtypes", "not_types"}:
            return None
        f = dict(d[1])
        whose = _WHOSE[m.group("whose")]
        if whose == "that_player" and not _that_player(text):
            return None
        if whose is not None:
            f["controller"] = whose
        body: dict[str, Any] = {"what": ctx.add_target(
            {"kind": "card", "zone": "graveyard", "filter": f})}
        if m.group("may") != "C":  # (a triggered ability's "you may" makes it optional, 603.5)
            body["may"] = True
        if m.group("into"):  # 614.1a: the spell exiled instead
            body["exile_instead"] = "your" if m.group("into") == "your" else "any"
            if m.group("turn"):
                body["this_turn"] = True
        return {"cast_card_free": body}

    whole = text.strip()
    return _around(ctx, whole, m, middle, compile_rest)


# 603.7a: returns of a group exiled together: "Exile all nonland permanents target player
# controls. Return the exiled cards to the battlefield under their owner's control at the
# beginning of the next end step." (Sudden Disappearance), "Exile all creatures. At the
# beginning of the next end step, return those cards ..." (Planar Guide), "Exile each creature
# you control. Return those cards ..." (Ghostway), "exile any number of target nonland
# permanents you control, then return those cards to the battlefield under their owner's
# control" (Brago) -> `flicker` of the group, `mass` the index of the printed wording
MASS_WORDINGS = (  # (how it follows the exile sentence, the words, at the next end step?)
    (". ", "Return the exiled cards to the battlefield under their owner's control at the "
           "beginning of the next end step.", True),
    (". ", "Return the exiled cards to the battlefield under their owners' control at the "
           "beginning of the next end step.", True),
    (". ", "At the beginning of the next end step, return those cards to the battlefield under "
           "their owners' control.", True),
    (". ", "Return those cards to the battlefield under their owner's control at the beginning "
           "of the next end step.", True),
    (", then ", "return those cards to the battlefield under their owner's control.", False))
_MASS = re.compile(r"(?:(?<=^)|(?<=\. ))(?P<exile>[Ee]xile (?:all|each|any number of target) "
                   r"[^.,]+)(?P<back>" + "|".join(re.escape(j + w) for j, w, _ in MASS_WORDINGS)
                   + r")(?= |$)")


def _mass_flicker(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    whole = text.strip()
    m = _MASS.search(whole)
    if m is None:
        return None

    def middle() -> dict[str, Any] | None:
        got = compile_rest(ctx, m.group("exile")[0].upper() + m.group("exile")[1:] + ".")
        what = got[0]["exile"].get("what") if got and len(got) == 1 and set(got[0]) == {
            "exile"} and set(got[0]["exile"]) == {"what"} else None
        if not (isinstance(what, dict) and "all" in what) and \
                not (isinstance(what, str) and what.startswith("targets:")):
            return None  # (a group, or any number of targets: one reference to them all)
        i = next(i for i, (j, w, _) in enumerate(MASS_WORDINGS) if j + w == m.group("back"))
        body = {"what": what, "mass": i}
        return {"flicker": {**body, "when": "end_step"} if MASS_WORDINGS[i][2] else body}

    return _around(ctx, whole, m, middle, compile_rest)


def render_mass(refs: Any, p: dict[str, Any]) -> str:
    """The two sentences of a group's `flicker` (no final period)."""
    from mtg_engine.cards.oracle.render import _clause
    from mtg_engine.cards.oracle.render_phrases import RenderError

    i = p.get("mass")
    if i not in range(len(MASS_WORDINGS)) or set(p) - {"what", "when", "mass"} \
            or (p.get("when") == "end_step") != MASS_WORDINGS[i][2] \
            or p.get("when") not in (None, "end_step"):
        raise RenderError("a group exiled and returned")
    subject, exile = _clause(refs, {"exile": {"what": p["what"]}})
    if subject:
        raise RenderError("a group exiled and returned")
    return f"{exile}{MASS_WORDINGS[i][0]}{MASS_WORDINGS[i][1][:-1]}"


# 601.3, 118.9: "Exile target nonland permanent. For as long as that card remains exiled, its
# owner may cast it without paying its mana cost." (Release to the Wind, Aerial Extortionist)
# -> `exile_castable` (effects/cast_card.py)
_EXILE_CAST = re.compile(
    r"(?:(?<=^)|(?<=\. ))[Ee]xile (?P<what>(?:up to one )?target [^.]+?)\. For as long as that "
    r"card remains exiled, its owner may cast it(?P<free> without paying its mana cost)?\."
    r"(?= |$)")


def _exile_castable(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.flicker import _what

    whole = text.strip()
    m = _EXILE_CAST.search(whole)
    if m is None:
        return None

    def middle() -> dict[str, Any] | None:
        what = _what(ctx, m.group("what"))
        if what is None:
            return None
        return {"exile_castable": {"what": what, **({"free": True} if m.group("free") else {})}}

    return _around(ctx, whole, m, middle, compile_rest)


def render_exile_castable(refs: Any, p: dict[str, Any]) -> str:
    free = " without paying its mana cost" if p.get("free") else ""
    return f"exile {refs.obj(p['what'])}. For as long as that card remains exiled, its owner " \
        f"may cast it{free}"


# 608.2g, 118.9: "You may look at the top card of your library. You may cast it without paying
# its mana cost if it's an instant or sorcery spell." (Galvanoth) -> `cast_top_free`
_TOP = re.compile(r"(?:(?<=^)|(?<=\. ))(?P<look>You may look|Look) at the top card of your "
                  r"library\. You may cast it without paying its mana cost if it's an? "
                  r"(?P<what>[^.]+?) spell\.(?= |$)")


def _top_card(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.search import card_filter

    whole = text.strip()
    m = _TOP.search(whole)
    if m is None:
        return None

    def middle() -> dict[str, Any] | None:
        f = card_filter(m.group("what") + " card", plural=False)
        if not f or set(f) - {"types", "not_types", "colors", "subtypes"}:
            return None
        body: dict[str, Any] = {"filter": f, "what": m.group("what")}
        if m.group("look") == "You may look":
            body["may_look"] = True
        return {"cast_top_free": body}

    return _around(ctx, whole, m, middle, compile_rest)


def render_top_card(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter
    from mtg_engine.cards.oracle.search import card_filter

    if set(p) - {"filter", "what", "may_look"} \
            or card_filter(str(p["what"]) + " card", plural=False) != p["filter"]:
        raise RenderError("the top card cast")
    describe_filter(dict(p["filter"]), "card")  # (a filter it can say)
    look = "you may look" if p.get("may_look") else "look"
    art = "an" if str(p["what"])[0] in "aeiou" else "a"
    return f"{look} at the top card of your library. You may cast it without paying its mana " \
        f"cost if it's {art} {p['what']} spell"


# 712.10a, 400.7d: "When ~ dies, return it to the battlefield transformed under your control."
# (Harvest Hand): the card in the graveyard returns with its back face up
_TRANSFORMED = re.compile(r"return (?:it|~) to the battlefield transformed under "
                          r"(?P<whose>your|its owner's) control")


# 601.3, 305.9, 118.9: a permission to play the cards the instruction before exiled ("You may
# play that card this turn.", "Until end of turn, you may cast that card without paying its mana
# cost.", "You may cast it for as long as it remains exiled.") -> `allow_play`
# (effects/cast_card.py); `until` "turn" / "next_turn" / "remains", `wording` the printed order
_PERMIT = re.compile(
    r"(?:(?P<head>until end of turn|until the end of your next turn), )?you may (?P<verb>cast|"
    r"play) (?P<it>that card|those cards|them|it|the exiled card)(?P<free> without paying "
    r"(?:its mana cost|their mana costs))?(?: (?P<tail>this turn|for as long as it remains "
    r"exiled))?(?P<comma>,)?(?: and you may spend mana as though it were mana of any "
    r"(?P<spend>color|type) to cast (?P<spent>that spell|those spells|it))?")
_UNTIL = {"until end of turn": "turn", "until the end of your next turn": "next_turn",
          "this turn": "turn", "for as long as it remains exiled": "remains"}
_SINGULAR = ("that card", "it", "the exiled card")


# 614.1a: the permission's spells exiled instead of being put into your graveyard (Radiant
# Scrollwielder, rules/play_from_exile.py)
EXILE_INSTEAD = "If a spell cast this way would be put into your graveyard, exile it instead."
_PERMIT_SENTENCE = re.compile(r"(?<=\. )(?:Until [^.]+, you|You) may (?:cast|play) [^.]+\.(?= |$)")


def _permission_text(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text whose permission sentence follows the instruction that exiled
    the cards (compiled first: the permission depends on it), or None."""
    whole = text.strip()
    m = _PERMIT_SENTENCE.search(whole)
    if m is None or _PERMIT.fullmatch(m.group(0)[:-1].strip().lower()) is None:
        return None  # (checked before compiling the rest: that adds targets to ctx)
    targets = len(ctx.targets)
    before = compile_rest(ctx, whole[: m.start()].strip())
    middle = _permission(m.group(0)[:-1], before or [])
    rest = whole[m.end():].strip()
    if rest.startswith(EXILE_INSTEAD) and middle and middle[0]["allow_play"].get("cast"):
        middle[0]["allow_play"]["exile_instead"] = True  # 614.1a
        rest = rest[len(EXILE_INSTEAD):].strip()
    after = compile_rest(ctx, rest) if rest and middle is not None else []
    if not before or middle is None or after is None or (rest and not after):
        del ctx.targets[targets:]  # (what was read on trial adds no target)
        return None
    return [*before, *middle, *after]


def _permission(sentence: str, before: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    m = _PERMIT.fullmatch(sentence.strip().lower())
    if m is None or bool(m.group("head")) == bool(m.group("tail")):
        return None
    import json

    if not before or _exiles(before[-1]) is None or "exile" in json.dumps(before[:-1]):
        return None  # (only right after the one instruction that exiles: the cards it exiled
        # are all those exiled as it resolves, effects/cast_card.exiled_this_way, 608.2c)
    if "exile_until_found" in before[-1] and m.group("verb") != "cast":
        return None  # (only the nonland card found is meant: "cast", never a land played)
    one = m.group("it") in _SINGULAR
    free = m.group("free")
    if _exiles(before[-1]) != one or (free and free.endswith("costs") == one) \
            or (m.group("tail") == "for as long as it remains exiled" and not one):
        return None  # ("that card" for one card, "those cards" for several)
    body: dict[str, Any] = {"until": _UNTIL[m.group("head") or m.group("tail")],
                            "it": m.group("it"), "head": bool(m.group("head"))}
    if m.group("verb") == "cast":
        body["cast"] = True
    if free:
        body["free"] = True
    if m.group("comma") and not m.group("spend"):
        return None
    if m.group("spend"):  # 609.4b
        if free or (m.group("spent") == "those spells") == one:
            return None
        body.update(spend=f"any_{m.group('spend')}", spent=m.group("spent"))
        if m.group("comma"):
            body["comma"] = True
    return [{"allow_play": body}]


def _exiles(e: dict[str, Any]) -> bool | None:
    """Whether the instruction exiles one card (True), several (False), or none (None)."""
    verb, p = next(iter(e.items()))
    if verb == "exile_top_cards" and set(p) <= {"count", "who"} \
            and p.get("who") in (None, "you", "target"):  # (yours, or one target player's)
        if p.get("count") == "X":  # ("the top X cards ... those cards": 107.3a)
            return False
        return p["count"] == 1 if isinstance(p.get("count"), int) else None
    if verb in ("exile_from_hand", "exile_from_graveyard") and set(p) <= {"count", "who"} \
            and isinstance(p.get("count"), int):  # ("that player exiles a card from their hand")
        return p["count"] == 1
    if verb in ("exile", "exile_until") and set(p) == {"what"} and p["what"] == "target":
        return True  # ("exile target ... until ~ leaves the battlefield", 610.3: Hostage Taker)
    if verb == "choose_discard" and p.get("exile") and p.get("count", 1) == 1 \
            and not set(p) & {"until_leaves", "linked", "up_to", "may_choose"}:
        return True  # (a card chosen from a hand or graveyard and exiled, 406.3: hand.py)
    if verb == "look_split" and list(p.get("dests", ())).count("exile") == 1:
        return True  # ("exile one of them": Expressive Iteration, look_split.py)
    if verb == "counter" and set(p) == {"what", "exile"}:
        return True  # (the countered spell exiled instead, 614.1a: Spelljack)
    if verb == "exile_until_found":  # (the nonland card found: one per player)
        return p.get("who") != "each_opponent"
    if verb == "return_from_graveyard" and p.get("to") == "exile" and p.get("count") == 1 \
            and not p.get("up_to"):  # ("exile an instant card at random from your graveyard")
        return True
    return None


def render_permission(p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = {v: k for k, v in _UNTIL.items() if k.startswith("until")} if p.get("head") else \
        {v: k for k, v in _UNTIL.items() if not k.startswith("until")}
    if p.get("exile_instead"):  # 614.1a
        plain = render_permission({k: v for k, v in p.items() if k != "exile_instead"})
        return f"{plain}. {EXILE_INSTEAD[:-1]}"
    if set(p) - {"until", "it", "head", "cast", "free", "spend", "spent", "comma"} \
            or p["until"] not in words or ("spend" in p) != ("spent" in p):
        raise RenderError("a permission to play exiled cards")
    verb = "cast" if p.get("cast") else "play"
    free = ""
    if p.get("free"):
        free = " without paying its mana cost" if p["it"] in _SINGULAR else \
            " without paying their mana costs"
    spend = ""
    if p.get("spend"):  # 609.4b
        spend = f"{',' if p.get('comma') else ''} and you may spend mana as though it were " \
            f"mana of {p['spend'].replace('_', ' ')} to cast {p['spent']}"
    if p.get("head"):
        return f"{words[p['until']]}, you may {verb} {p['it']}{free}{spend}"
    return f"you may {verb} {p['it']}{free} {words[p['until']]}{spend}"


# 701.16a-like: "Target opponent exiles cards from the top of their library until they exile a
# nonland card." (Stolen Goods), "Exile cards from the top of your library until you exile a
# nonland card." -> `exile_until_found` (effects/cast_card.py)
_UNTIL_FOUND = re.compile(
    r"(?:(?P<who>target opponent|target player|each opponent) exiles cards from the top of their "
    r"library until they|exile cards from the top of your library until you) exile a nonland "
    r"card")
_FOUND_WHO = {"target opponent": "opponent", "target player": "player"}


def _until_found(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    m = _UNTIL_FOUND.fullmatch(sentence.strip().lower())
    if m is None:
        return None
    who = m.group("who")
    body: dict[str, Any] = {}
    if who == "each opponent":
        body["who"] = "each_opponent"
    elif who is not None:
        body["who"] = ctx.add_target({"kind": _FOUND_WHO[who]})
    return [{"exile_until_found": body}]


def render_until_found(refs: Any, p: dict[str, Any]) -> str:
    who = p.get("who")
    if who is None:
        return "exile cards from the top of your library until you exile a nonland card"
    player = "each opponent" if who == "each_opponent" else refs.obj(who)
    return f"{player} exiles cards from the top of their library until they exile a nonland card"


_EXILE_SPELL = re.compile(r"[Ee]xile target (spell(?: with [^.]+)?)")


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    """One sentence (no final period) of linked.py's, or a return transformed, or None."""
    from mtg_engine.cards.oracle import linked

    got = linked.lower_sentence(ctx, sentence)
    if got is not None:
        return got
    got = _until_found(ctx, sentence)
    if got is not None:
        return got
    spell = _EXILE_SPELL.fullmatch(sentence.strip())
    if spell is not None:  # 406.1, 701.10: a spell exiled from the stack
        from mtg_engine.cards.oracle.phrases import target_spec

        spec = target_spec(spell.group(1))
        return [{"exile": {"what": ctx.add_target(spec)}}] \
            if spec is not None and spec["kind"] == "spell" else None
    m = _TRANSFORMED.fullmatch(sentence.strip().lower())
    if m is None or not ctx.on_permanent:
        return None
    move: dict[str, Any] = {"what": "self", "to": "battlefield", "transformed": True}
    if m.group("whose") == "your":
        move["control"] = "you"
    return [{"move": move}]  # ("self": the card in the graveyard, triggers._after_move)


def render(refs: Any, p: dict[str, Any]) -> str:
    """The sentences of a `cast_card_free` effect (no final period)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) - {"what", "may", "exile_instead", "this_turn", "each"} or \
            ("this_turn" in p and "exile_instead" not in p):
        raise RenderError("a card cast from a graveyard")
    if p.get("each"):  # (_EACH_CAST)
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        spec = refs.targets[0] if refs.targets else {}
        f = {k: v for k, v in (spec.get("filter") or {}).items() if k != "controller"}
        if p != {"what": "targets:0", "exile_instead": "any", "this_turn": True,
                 "each": "may"} or not spec.get("per_opponent"):
            raise RenderError("a card cast from each opponent's graveyard")
        return (f"for each opponent, you may cast up to one target {describe_filter(f, 'card')} "
                "from that player's graveyard without paying its mana cost. If a spell cast "
                "this way would be put into a graveyard this turn, exile it instead")
    may = "you may cast" if p.get("may") else "cast"
    out = f"{may} {refs.obj(p['what'])} without paying its mana cost"
    if "exile_instead" in p:
        into = "your" if p["exile_instead"] == "your" else "a"
        turn = " this turn" if p.get("this_turn") else ""
        out += f". If that spell would be put into {into} graveyard{turn}, exile it instead"
    return out
