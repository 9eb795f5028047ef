"""Sentences of Oracle text -> DSL effects (the verbs of `effects/verbs.py`).

A sentence is read as `[subject] verb phrase [and verb phrase]...`: "Target player draws two
cards and loses 2 life.", "~ deals 3 damage to any target.", "Destroy target nonblack
creature.", "Creatures you control get +1/+1 until end of turn." Each "target ..." phrase adds
a target requirement in the order it appears (601.2c); later references use `target:N`.
Anything not understood returns None, and the whole ability is then reported unsupported.
"""

from __future__ import annotations

import json
import re
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from mtg_engine.cards.oracle.phrases import (
    COLOR_WORDS as COLOR_LETTERS,
)
from mtg_engine.cards.oracle.phrases import (
    PLAYER_WORDS,
    TYPE_WORDS,
    group,
    number,
    target_spec,
)
from mtg_engine.cards.oracle.tokens import PREDEFINED_TOKENS as _PREDEFINED_TOKENS
from mtg_engine.cards.oracle.tokens import TOKEN_HAS_AFTER, read_token, with_key

# Keywords an effect may grant "until end of turn" (only those the engine implements).
GRANTABLE = ("flying", "reach", "haste", "vigilance", "deathtouch", "lifelink", "first strike",
             "double strike", "trample", "hexproof", "shroud", "indestructible",
             "menace", "fear", "intimidate",  # 702.110, 702.36, 702.13: rules/combat.py
             # 702.14 landwalk, 702.28 shadow, 702.31 horsemanship, 702.118 skulk (read in
             # combat from the characteristics); 702.90 infect, 702.80 wither (read as damage is
             # dealt, rules/keyword_abilities.py)
             "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk",
             "shadow", "horsemanship", "skulk", "infect", "wither",
             # 702.93 undying, 702.79 persist (read as it dies, rules/undying.py)
             "undying", "persist",
             "defender",  # 702.3b: read as attackers are declared (rules/combat.py)
             "banding",  # 702.22: read in combat (rules/banding.py)
             # 613.1f: triggered keywords, gained as their triggered abilities (one instance
             # per effect: keyword_dsl.GRANTABLE_TRIGGERS, rules/layers.py)
             "flanking", "exalted", "battle cry", "melee", "provoke", "myriad",
             # 702.16 protection from a colour (rules/protection.py)
             *(f"protection from {c}" for c in ("white", "blue", "black", "red", "green")),
             # 702.16a: from a card type (rules/protection.py)
             *(f"protection from {t}" for t in ("artifacts", "creatures", "enchantments",
                                                "instants", "sorceries")))


@dataclass
class Ctx:
    """What is being compiled: the target requirements found so far, whether X has a value,
    and whether "~" is a permanent (an ability's source) or a spell."""

    allow_x: bool = False
    on_permanent: bool = True
    targets: list[dict[str, Any]] = field(default_factory=list)
    # The subject of the last sentence read: "Target player draws two cards, then discards
    # two cards" — the part after ", then" has the same subject (the target player).
    subject: tuple[str, Any] | None = None
    # The target spell the sentence being read counters, and the one the sentence before
    # countered: "Counter target spell. Its controller loses 2 life." (608.2h)
    countered: str | None = None
    after_counter: str | None = None
    countered_pays: bool = False  # (its "unless its controller pays": "That player ...")
    # the effects of the text's sentences before the one being read (608.2c: "this way")
    previous: tuple[dict[str, Any], ...] = ()

    def add_target(self, spec: dict[str, Any]) -> str:
        self.targets.append(spec)
        n = len(self.targets) - 1
        return "target" if n == 0 else f"target:{n}"


# True while the effect of an activated ability is compiled (costs.py): "Return ~ from your
# graveyard to your hand" is then an ability that functions in the graveyard (113.6m)
ACTIVATED: ContextVar[bool] = ContextVar("ACTIVATED", default=False)

Subject = tuple[str, Any]  # ("player", ref) | ("object", ref) | ("you", "you")


_OR_CONTROLLER = "that player or that planeswalker's controller "


def _subject(ctx: Ctx, s: str) -> tuple[Subject, str] | None:
    """Split off the sentence's subject. Returns (subject, rest of the sentence)."""
    low = s.lower()
    for words, ref in PLAYER_WORDS.items():
        if low.startswith(words + " "):
            return ("player", ref), s[len(words) + 1:]
    m = re.match(r"^target (player|opponent) ", low)
    if m:
        return ("player", ctx.add_target({"kind": m.group(1)})), s[m.end():]
    said = next((w for w in ("its controller ", "that spell's controller ")
                 if low.startswith(w)), None)
    if said and ctx.after_counter is not None:
        # 608.2h: the controller of the spell just countered, as it last existed on the stack
        ref = ctx.after_counter.replace("target", "target_controller", 1)
        return ("player", ref), s[len(said):]
    if low.startswith(_OR_CONTROLLER) and ctx.targets \
            and ctx.targets[-1]["kind"] in ("player_or_planeswalker", "opponent_or_planeswalker"):
        # 108.4: the player chosen, or the controller of the planeswalker chosen
        n = len(ctx.targets) - 1
        return ("player", "target_player_or_controller" + (f":{n}" if n else "")), \
            s[len(_OR_CONTROLLER):]
    if low.startswith("its controller ") and not ctx.on_permanent and len(ctx.targets) == 1 \
            and ctx.targets[0]["kind"] in ("creature", "permanent"):
        # 108.4: a spell's one permanent target's controller (as it last existed, 608.2h:
        # "Put target creature into its owner's library second from the top. Its controller
        # gains 3 life.")
        return ("player", "target_controller"), s[len("its controller "):]
    if low.startswith("that player ") and len(ctx.targets) == 1 \
            and ctx.targets[0]["kind"] in ("player", "opponent"):
        # 608.2c: "that player" after the one target player named ("Target opponent reveals
        # their hand. ... If you control a Warrior, that player loses 2 life.")
        return ("player", "target"), s[len("that player "):]
    if low.startswith("~ "):
        return ("object", "self"), s[2:]
    m = re.match(r"^target (.+?) (gets|gains|get|gain|deals) ", low)
    if m:
        spec = target_spec(m.group(1))
        if spec is None or spec["kind"] in ("player", "opponent", "spell", "card"):
            return None
        return ("object", ctx.add_target(spec)), s[m.start(2):]
    m = re.match(r"^((?:each |all )?(?:other )?[a-z ,]*?(?:creatures?|permanents?|tokens)"
                 r"(?: you control| your opponents control)?(?: with(?:out)? [a-z ]+?)?) "
                 r"(gets?|gains?) ", low)
    if m:
        g = group(m.group(1))
        if g is None or _other_than_a_target(ctx, g):
            return None
        return ("object", g), s[m.start(2):]
    return None


def _other_than_a_target(ctx: Ctx, g: dict[str, Any]) -> bool:
    """"Other creatures" after a target means other than that target (and a spell has no
    "other than ~"): the filter's `other` (not the source) would say something else."""
    return bool(g["all"].get("other")) and (not ctx.on_permanent or bool(ctx.targets))


def _amount(ctx: Ctx, word: str) -> int | str | None:
    return number(word, ctx.allow_x)


def _recipient(ctx: Ctx, text: str) -> list[Any] | None:
    """Who or what damage is dealt to: "any target", "target creature", "each opponent",
    "each creature and each player"..."""
    t = text.strip().lower()
    if t == "any target":
        return [ctx.add_target({"kind": "any"})]
    if t.startswith("target "):
        spec = target_spec(t[7:])
        if spec is None or spec["kind"] in ("spell", "card"):
            return None
        return [ctx.add_target(spec)]
    if t in PLAYER_WORDS:
        return [PLAYER_WORDS[t]]
    if t == "that player" and len(ctx.targets) == 1 \
            and ctx.targets[0]["kind"] in ("player", "opponent"):
        return ["target"]  # 608.2c: the one target player named before
    if " and " in t:
        out: list[Any] = []
        for part in t.split(" and "):
            r = _recipient(ctx, part)
            if r is None:
                return None
            out += r
        return out
    if t.startswith("each ") or t.startswith("all "):
        g = group(t)
        return [g] if g is not None and not _other_than_a_target(ctx, g) else None
    return None


def _player_verb(ctx: Ctx, who: Any, vp: str) -> list[dict[str, Any]] | None:
    """Verb phrases whose subject is a player: draw, gain/lose life, discard, mill."""
    w = {} if who == "you" else {"who": who}
    m = re.fullmatch(r"draws? (\w+) cards?", vp)
    if m and _amount(ctx, m.group(1)) is not None:
        return [{"draw": {"count": _amount(ctx, m.group(1)), **w}}]
    m = re.fullmatch(r"(gain|lose)s? (\w+) life", vp)
    if m and _amount(ctx, m.group(2)) is not None:
        return [{f"{m.group(1)}_life": {"amount": _amount(ctx, m.group(2)), **w}}]
    m = re.fullmatch(r"discards? (\w+) cards?( at random)?", vp)
    if m and _amount(ctx, m.group(1)) is not None:
        extra = {"random": True} if m.group(2) else {}
        return [{"discard": {"count": _amount(ctx, m.group(1)), **w, **extra}}]
    m = re.fullmatch(r"mills? (\w+) cards?", vp)
    if m and _amount(ctx, m.group(1)) is not None:
        return [{"mill": {"count": _amount(ctx, m.group(1)), **w}}]
    m = re.fullmatch(r"sacrifices? (\w+) permanents?", vp)  # 701.17a (as the grammar reads it)
    if m and isinstance(_amount(ctx, m.group(1)), int) and who != "you":
        return [{"sacrifice_chosen": {"filter": {}, "count": _amount(ctx, m.group(1)), **w}}]
    m = re.fullmatch(r"gets? ((?:\{e\})+)", vp)  # 107.14: energy counters (rules/energy.py)
    if m and who == "you":
        return [{"get_energy": {"count": m.group(1).count("{e}")}}]
    if who == "you" and vp == "venture into the dungeon":  # 701.46 (rules/dungeons.py)
        return [{"venture": {}}]
    if who == "you":  # "you get {E} for each creature you control" (amount_energy.py)
        from mtg_engine.cards.oracle.amount_energy import lower_vp

        return lower_vp(vp)
    return None


def _pump(ctx: Ctx, what: Any, vp: str) -> list[dict[str, Any]] | None:
    m = re.fullmatch(r"gets? ([+-]\w+)/([+-]\w+)", vp)
    if m:
        p, t = (_signed(ctx, m.group(1)), _signed(ctx, m.group(2)))
        if p is None or t is None:
            return None
        return [{"pump": {"what": what, "power": p, "toughness": t}}]
    m = re.fullmatch(r"gains? (.+)", vp)
    if m:
        kws = [k.strip() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+|\0", m.group(1))
               if k.strip()]
        if kws and all(k in GRANTABLE for k in kws):
            return [{"grant": {"what": what, "keywords": kws}}]
    return None


def _signed(ctx: Ctx, s: str) -> int | None:
    n = number(s[1:], False)
    if not isinstance(n, int):
        return None
    return -n if s[0] == "-" else n


def _object_verb(ctx: Ctx, what: Any, vp: str, eot: bool) -> list[dict[str, Any]] | None:
    """Verb phrases whose subject is an object: gets +N/+N, gains <keyword>, deals damage."""
    m = re.fullmatch(r"deals? (\w+) damage to (.+)", vp)
    if m:
        if what != "self":
            return None  # a targeted creature dealing damage needs its own source; not yet
        amount = _amount(ctx, m.group(1))
        rec = _recipient(ctx, m.group(2))
        if amount is None or rec is None:
            return None
        return [{"damage": {"amount": amount, "to": r}} for r in rec]
    if eot:
        return _pump(ctx, what, vp)
    return None


# "Create two 1/1 white Soldier creature tokens with flying." (111.4: the token's name is its
# subtypes plus the word Token; 111.3: its colours, types, P/T and abilities are what the
# effect says). Only vanilla and keyword-only tokens.
_TOKEN = re.compile(
    r"^create (a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+) (\d+)/(\d+) "
    r"((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | )?)+?) ?"
    r"((?:[A-Z][a-z]+ )+)(artifact )?creature tokens?(?: with (.+))?$")
_TOKEN_SINK: ContextVar[list[dict[str, Any]] | None] = ContextVar("token_sink", default=None)


# 111.10: predefined tokens (cards/oracle/tokens.py)
PREDEFINED_TOKENS = _PREDEFINED_TOKENS
_PREDEFINED = re.compile(r"^create (a|an|one|two|three|four|five|X|\d+) (Treasure|Food|Clue) "
                         r"tokens?$")


def parse_token(text: str, allow_x: bool = False, entering_ok: bool = False
                ) -> tuple[int | str, dict[str, Any]] | None:
    """A token-creating sentence -> (how many, the token's DSL definition), or None: as the
    grammar reads it (tokens.read_token), else by the template below. `entering_ok`: also
    one created tapped or attacking (the definition only: not for an effect)."""
    got = read_token(text, entering_ok)
    if got is not None:
        return got if allow_x or got[0] != "X" else None
    p = _PREDEFINED.match(text.strip().rstrip(".").replace("Create", "create", 1))
    if p is not None:
        n = number(p.group(1), allow_x)
        if n is None:
            return None
        kind = p.group(2)
        return n, {"name": f"{kind} Token", "colors": [], "type": f"Artifact — {kind}",
                   "abilities": [PREDEFINED_TOKENS[kind]]}
    m = _TOKEN.match(text.strip().rstrip(".").replace("Create", "create", 1))
    if m is None:
        return None
    count = number(m.group(1), allow_x)
    kws = [k.strip() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(7) or "")
           if k.strip()]
    if count is None or any(k not in GRANTABLE and k not in ("menace", "fear", "intimidate")
                            for k in kws):
        return None
    words = m.group(4).replace(",", " ").split()
    colors = [COLOR_LETTERS[w] for w in words if w in COLOR_LETTERS]
    subtypes = m.group(5).strip()
    token: dict[str, Any] = {
        "name": f"{subtypes} Token", "colors": colors,
        "type": ("Artifact " if m.group(6) else "") + f"Creature — {subtypes}",
        "power": int(m.group(2)), "toughness": int(m.group(3))}
    if kws:
        token["keywords"] = kws
    return count, with_key(token)


def _create_token(ctx: Ctx, vp: str) -> list[dict[str, Any]] | None:
    got = parse_token(vp, ctx.allow_x)
    if got is None:
        return None
    count, token = got
    sink = _TOKEN_SINK.get()
    if sink is None:
        return None
    sink.append(token)
    return [{"create_token": {"token": token.get("key", token["name"]), "count": count}}]


# 701.19: "Search your library for [up to N] <cards>, [reveal it,] put it into your hand /
# onto the battlefield [tapped]" ("then shuffle" is its own sentence).
_SEARCH = re.compile(
    r"search your library for (?:up to (?P<n>\w+) |an? )(?:(?P<what>.+?) )?cards?"
    r"(?P<mv> with mana value \d+ or (?:less|greater))?,? "
    r"(?:reveal (?:it|them|that card|those cards),? )?(?:and )?"
    r"put (?:it|them|that card|those cards) (?P<to>into your hand|onto the battlefield"
    r"(?P<tapped> tapped)?)$")
_BASIC_TYPES = ("plains", "island", "swamp", "mountain", "forest")


# 110.4a: the card types of permanent cards ("a Rebel permanent card")
PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
_SEARCH_MV = re.compile(r" with mana value (\d+) or (less|greater)$")


def _search(ctx: Ctx, low: str, printed: str = "") -> list[dict[str, Any]] | None:
    m = _SEARCH.fullmatch(low)
    if m is None:
        return None
    count = number(m.group("n"), ctx.allow_x) if m.group("n") else 1
    f: dict[str, Any] = {}
    what = m.group("what") or ""
    mv = _SEARCH_MV.search(m.group("mv") or "")
    if mv:
        f["mana_value_le" if mv.group(2) == "less" else "mana_value_ge"] = int(mv.group(1))
    words = what.split()
    if len(words) == 2 and words[1] == "permanent" and printed:
        # "a Rebel permanent card": a creature type as printed (205.3m), of a permanent card
        sub = re.search(r"\b([A-Z][a-z]+) permanent card", printed)
        if sub is None or sub.group(1).lower() != words[0] or words[0] in _BASIC_TYPES:
            return None
        to = "hand" if m.group("to") == "into your hand" else "battlefield"
        eff: dict[str, Any] = {"filter": {"types": PERMANENT_TYPES, "subtypes": [sub.group(1)],
                                          **f}, "to": to, "count": count}
        if m.group("tapped"):
            eff["tapped"] = True
        return [{"search_library": eff}] if count is not None else None
    for w in what.replace(" or ", " ").split():
        if w == "basic":
            f["supertypes"] = ["Basic"]
        elif w in _BASIC_TYPES:
            f.setdefault("subtypes", []).append(w.capitalize())
        elif w.rstrip("s") in TYPE_WORDS:
            f.setdefault("types", []).append(TYPE_WORDS[w.rstrip("s")])
        elif w != "card":
            return None  # another quality (a name, a mana value...) the filter can't say
    if count is None:
        return None
    if len(f.get("types", ())) > 1 and " or " not in what:
        # "an artifact creature card": a card with all of those types (205.2a)
        f["all_types"] = f.pop("types")
    elif len(f.get("types", ())) > 1 and len(f["types"]) != what.count(" or ") + 1:
        return None  # "artifact creature or enchantment card": types joined two ways
    to = "hand" if m.group("to") == "into your hand" else "battlefield"
    eff: dict[str, Any] = {"filter": f, "to": to, "count": count}
    if m.group("tapped"):
        eff["tapped"] = True
    return [{"search_library": eff}]


def _prevention(ctx: Ctx, low: str) -> list[dict[str, Any]] | None:
    """615: "Prevent all combat damage that would be dealt this turn", "Prevent the next N
    damage that would be dealt to <X> this turn", "Prevent all damage that would be dealt to
    <X> this turn", "Prevent all damage <X> would deal this turn"."""
    if low == "prevent all combat damage that would be dealt this turn":
        return [{"prevent": {"kind": "combat"}}]
    from mtg_engine.cards.oracle import prevention_next_turn, prevention_sources

    got = prevention_sources.by_creatures_except(ctx, low) or \
        prevention_sources.except_enchanted(low) or \
        prevention_next_turn.until_next_turn(ctx, low, _prevention) or \
        prevention_next_turn.to_and_by(  # 611.2a; 615.1a "to and dealt by" (one object)
            ctx, low, lambda p: _objects(ctx, p, allow_self=True, each_ok=False))
    if got is not None:
        return got
    from mtg_engine.cards.oracle.prevention import this_turn_first

    got = this_turn_first(ctx, low, _prevention)  # "... would be dealt this turn to X"
    if got is not None:
        return got
    m = re.fullmatch(r"prevent all combat damage that would be dealt (to and dealt by|by|to) "
                     r"(.+) this turn", low) or \
        re.fullmatch(r"prevent all combat damage (?!that )()(.+) would deal this turn", low)
    if m:  # 615.1a: combat damage (510.2) to or from one object
        what = _objects(ctx, m.group(2), allow_self=True, each_ok=False) \
            or _creature_before(ctx, m.group(2))
        kinds = {"to and dealt by": ["combat_to", "combat_from"], "by": ["combat_from"],
                 "to": ["combat_to"], "": ["combat_from"]}[m.group(1)]
        if what is None:
            from mtg_engine.cards.oracle.prevention import group_sentence, many_targets

            whats = many_targets(ctx, m.group(2)) if m.group(1) == "" else None
            if whats is not None:  # 115.3: "one or two target creatures would deal"
                return [{"prevent": {"kind": "combat_from", "what": w}} for w in whats]
            return group_sentence(low)  # 615.1a, 615.3: on a group ("by attacking creatures")
        return [{"prevent": {"kind": k, "what": what}} for k in kinds]
    from mtg_engine.cards.oracle.prevention import divided_shields

    got = divided_shields(ctx, low)  # 601.2d: "..., divided as you choose"
    if got is not None:
        return got
    from mtg_engine.cards.oracle.chosen_source_to import lower_sentence

    if low == "prevent all damage that would be dealt to ~ by target creature this turn" \
            and ctx.on_permanent:  # 615.1a: from that creature, to ~ only (Stonewise Fortifier)
        return [{"prevent": {"kind": "from", "what": ctx.add_target({"kind": "creature"}),
                             "to": "self"}}]
    got = lower_sentence(ctx, low)  # 615.7, 615.8: "... by a source of your choice"
    if got is not None:
        return got
    m = re.fullmatch(r"prevent the next (\w+) combat damage that would be dealt to you this turn",
                     low)
    if m and number(m.group(1), ctx.allow_x) is not None:  # 615.7, 510.2: combat damage only
        return [{"prevent": {"kind": "next", "what": "you", "combat": True,
                             "amount": number(m.group(1), ctx.allow_x)}}]
    from mtg_engine.cards.oracle.prevention_first import by_one_source

    got = by_one_source(ctx, low)  # 615.7, 615.1a: "... that would be dealt by X this turn"
    if got is not None:
        return got
    m = re.fullmatch(r"prevent the next (\w+) damage that would be dealt to (.+) this turn", low)
    if m:
        n = number(m.group(1), ctx.allow_x)
        if n is not None and m.group(2).startswith("each "):
            # 615.11: a shield on each creature (and player) there is as it resolves
            from mtg_engine.cards.oracle.prevention import each_recipients

            whats = each_recipients(m.group(2), lambda p: _objects(ctx, p))
            return None if whats is None else \
                [{"prevent": {"kind": "next", "what": w, "amount": n}} for w in whats]
        what = _damage_recipient(ctx, m.group(2))
        if what is None and " and each other creature that shares a color with " in m.group(2):
            # 615.11, 105.2: a shield on the target and on each one sharing a color with it
            from mtg_engine.cards.oracle.prevention import sharing_color

            what = sharing_color(ctx, m.group(2))
        if n is None or what is None:
            return None
        return [{"prevent": {"kind": "next", "what": what, "amount": n}}]
    from mtg_engine.cards.oracle import prevention_sources

    got = prevention_sources.by_their_creatures(ctx, low)  # 615.1a: "creatures target
    if got is not None:  # opponent controls"
        return got
    got = prevention_sources.lower(  # 615.1a: "... to that creature this turn by red sources"
        low, lambda phrase: _damage_recipient(ctx, phrase) or _creature_before(ctx, phrase))
    if got is not None:
        return got
    m = re.fullmatch(r"prevent all damage that would be dealt to (.+) this turn", low)
    if m:
        what = _damage_recipient(ctx, m.group(1)) or _creature_before(ctx, m.group(1))
        if what is not None:
            return [{"prevent": {"kind": "to", "what": what}}]
        from mtg_engine.cards.oracle.prevention import many_targets

        whats = many_targets(ctx, m.group(1))  # "up to two target creatures" (115.3)
        if whats is not None:
            return [{"prevent": {"kind": "to", "what": w}} for w in whats]
    m = re.fullmatch(r"prevent all damage (.+) would deal this turn", low)
    if m:  # (615.1a: a spell on the stack is a source too, 609.7a)
        spell = target_spec(m.group(1)[len("target "):]) \
            if m.group(1).startswith("target ") and m.group(1).endswith(" spell") else None
        what = ctx.add_target(spell) if spell is not None and spell["kind"] == "spell" else \
            _objects(ctx, m.group(1), allow_self=True, each_ok=False)  # ("target instant or
        # sorcery spell": a spell with a quality, phrases.target_spec)
        if what is not None:
            return [{"prevent": {"kind": "from", "what": what}}]
        from mtg_engine.cards.oracle.prevention import many_targets

        whats = many_targets(ctx, m.group(1))  # "one or two target creatures" (115.3)
        if whats is not None:
            return [{"prevent": {"kind": "from", "what": w}} for w in whats]
    from mtg_engine.cards.oracle.prevention import group_sentence

    return group_sentence(low)  # 615.1a, 615.3: on groups, whatever matches for the turn


def _creature_before(ctx: Ctx, phrase: str) -> str | None:
    """"it" / "that creature": the one creature targeted before ("Untap target creature.
    Prevent all damage that would be dealt to it this turn.", 608.2c)."""
    if phrase in ("it", "that creature") and len(ctx.targets) == 1 \
            and ctx.targets[0]["kind"] == "creature":
        return "target"
    if phrase == "those creatures" and len(ctx.targets) == 1 \
            and ctx.targets[0]["kind"] == "creature" and ctx.targets[0].get("any_number"):
        return "targets:0"  # "Untap any number of target creatures. Prevent ... those creatures"
    return None


def _damage_recipient(ctx: Ctx, phrase: str) -> Any:
    if phrase == "any target":
        return ctx.add_target({"kind": "any"})
    if phrase in ("target player", "target player or planeswalker"):  # 115.4
        return ctx.add_target({"kind": phrase[len("target "):].replace(" or ", "_or_")})
    if phrase == "you":
        return "you"
    if phrase in ("enchanted creature", "equipped creature") and ctx.on_permanent:
        return "attached"  # 303.4, 301.5: what the source is attached to
    return _objects(ctx, phrase, allow_self=True, each_ok=False)


def _imperative(ctx: Ctx, vp: str) -> list[dict[str, Any]] | None:
    """Sentences with no subject: the controller does it (or it just happens)."""
    low = vp.lower()
    if low.startswith("until your next turn, prevent "):  # 611.2a (prevention_next_turn.py)
        return _prevention(ctx, low)
    if low.startswith("prevent "):
        from mtg_engine.cards.oracle.prevention_where import lower as prevention_where

        return prevention_where(ctx, vp, _prevention) or _prevention(ctx, low)  # (107.3)
    if low.startswith("the next time "):  # 615.8 (prevent_next_time.py)
        from mtg_engine.cards.oracle.prevent_next_time import lower as next_time

        got = next_time(ctx, low)
        if got is not None:
            return got
    if low.startswith("create "):
        return _create_token(ctx, vp)
    if low == "investigate" or low.startswith("investigate x times, where x is "):
        from mtg_engine.cards.oracle.investigate import mark_investigating

        # 701.36a: create a Clue token (107.3: X Clues); each an investigation
        got = _create_token(ctx, "create a Clue token") if low == "investigate" else \
            compile_effects(ctx, "Create X Clue tokens" + vp[len("investigate X times"):])
        mark_investigating(got)
        return got
    if low.startswith("search your library"):
        from mtg_engine.cards.oracle import search

        return _search(ctx, low, vp) or search.lower_sentence(ctx, vp)  # 701.23
    if low in ("shuffle", "shuffle your library"):
        return [{"shuffle": {}}]
    player = _player_verb(ctx, "you", low)
    if player is not None:
        return player
    m = re.fullmatch(r"scry (\w+)", low)
    if m and isinstance(number(m.group(1), False), int):
        return [{"scry": {"count": number(m.group(1), False)}}]
    m = re.fullmatch(r"(destroy|exile|tap|untap) (.+)", low)
    if m:
        # 701.7a: "Destroy ~" (a permanent destroying itself)
        what = _objects(ctx, m.group(2), allow_self=True)
        return [{m.group(1): {"what": what}}] if what is not None else None
    m = re.fullmatch(r"return (.+) to (?:its|their) owner'?s'? hands?", low)
    if m:
        what = _objects(ctx, m.group(1), allow_self=True)
        return [{"bounce": {"what": what}}] if what is not None else None
    m = re.fullmatch(r"return target (.+ card|(?:.+ )?card with (?:awaken|mutate)) from your "
                     r"graveyard to your hand", low)  # (702.113, 702.140: phrases.target_spec)
    if m:
        spec = target_spec(m.group(1) + " from your graveyard")
        if spec is None:
            return None
        return [{"move": {"what": ctx.add_target(spec), "to": "hand"}}]
    from mtg_engine.cards.oracle.countering import lower_counter

    got = lower_counter(ctx, low)  # "spell or ability", "that targets ..." (115.9b)
    if got is None:  # "... unless its controller discards their hand" (118.12)
        from mtg_engine.cards.oracle.countering import lower_cast_from, lower_unless_action

        got = lower_unless_action(ctx, low) or lower_cast_from(ctx, low)
    if got is not None:
        return got
    m = re.fullmatch(r"counter target ((?:activated|triggered|activated or triggered) ability"
                     r"(?: from an? \w+ source| you don't control)?)", low)
    if m:  # 701.5a: an ability on the stack ceases to exist (113.7: "from an artifact source")
        spec = target_spec(m.group(1))
        return [{"counter": {"what": ctx.add_target(spec)}}] if spec is not None else None
    m = re.fullmatch(r"counter target (.*?\bspell\b.*?)(?: unless its controller pays "
                     r"((?:\{[0-9wubrgcx]+\})+))?", low)
    if m:
        from mtg_engine.cards.oracle.countering import spell_alternatives

        # ("target Spirit or Arcane spell": the subtypes as printed, 205.3k, 205.3m)
        spec = target_spec(m.group(1)) or spell_alternatives(vp[15:15 + len(m.group(1))])
        if spec is None or spec["kind"] != "spell":
            return None
        if m.group(2) and "x" in m.group(2) and (not ctx.allow_x or m.group(2) != "{x}"):
            return None  # "pays {X}" only where X has a value (107.3a)
        eff: dict[str, Any] = {"what": ctx.add_target(spec)}
        if m.group(2):
            eff["unless_pays"] = m.group(2).upper()  # 118.12
        ctx.countered, ctx.countered_pays = eff["what"], bool(m.group(2))
        return [{"counter": eff}]
    # (122.1: a named kind too, "put a flood counter on target land", its meaning the
    # engine's: counter_kinds.known_kind)
    from mtg_engine.cards.oracle.counter_kinds import known_kind

    m = re.fullmatch(r"put (\w+) ([+-]\d/[+-]\d|[a-z]+) counters? on (.+)", low)  # (122.1a)
    if m and not known_kind(m.group(2)):
        m = None
    if m and isinstance(number(m.group(1), ctx.allow_x), (int, str)) \
            and number(m.group(1), ctx.allow_x) is not None:
        what = _objects(ctx, m.group(3), allow_self=True, each_ok=True)
        if what is None:
            return None
        return [{"put_counters": {"kind": m.group(2), "what": what,
                                  "count": number(m.group(1), ctx.allow_x)}}]
    if low == "sacrifice ~" and ctx.on_permanent:
        return [{"sacrifice": {"what": "self"}}]
    if low in ("transform ~", "flip ~") and ctx.on_permanent:
        # 701.28, 710 (cards/faces.py, rules/faces.py)
        return [{low.split()[0]: {"what": "self"}}]
    m = re.fullmatch(r"add ((?:\{[wubrgc]\})+)", low)
    if m:
        return [{"add_mana": {"mana": m.group(1).upper()}}]
    if low.startswith("add "):  # 106.1: "Add {R} for each ..." (mana_amounts.py)
        from mtg_engine.cards.oracle.mana_amounts import spell_mana

        return spell_mana(vp)
    return None


def _objects(ctx: Ctx, phrase: str, *, allow_self: bool = False, each_ok: bool = True) -> Any:
    p = phrase.strip()
    if p == "~":
        return "self" if allow_self and ctx.on_permanent else None
    if p.startswith("target "):
        spec = target_spec(p[7:])
        if spec is None or spec["kind"] in ("player", "opponent", "spell", "card",
                                            "player_or_planeswalker"):
            return None
        return ctx.add_target(spec)
    if p.startswith("up to one target "):  # 115.1, 601.2c: "up to one target creature token
        spec = target_spec(p[len("up to one target "):])  # you control" (Kaya, Geist Hunter)
        if spec is None or spec["kind"] not in ("creature", "permanent"):
            return None
        return ctx.add_target({**spec, "optional": True})
    if p.startswith("another target ") and ctx.on_permanent and not ctx.targets:  # not ~ (115.1)
        spec = target_spec(p[len("another target "):])
        if spec is None or spec["kind"] not in ("creature", "permanent"):
            return None
        return ctx.add_target({**spec, "filter": {**spec.get("filter", {}), "other": True}})
    if each_ok and (p.startswith("all ") or p.startswith("each ")):
        g = group(p)
        return None if g is None or _other_than_a_target(ctx, g) else g
    return None


def _split_and(s: str) -> list[str]:
    """"draws two cards and loses 2 life" -> two verb phrases; not inside "each creature and
    each player" (a damage recipient)."""
    if re.search(r"\bdamage to\b", s):
        return [s]
    return [p for p in re.split(r",? and (?=(?:you |they |it )?[a-z]+s? )", s) if p]


# 701.5a, 614.1a: the countered spell goes to exile instead of its owner's graveyard
_COUNTER_EXILE = ("if that spell is countered this way, exile it instead of putting it into "
                  "its owner's graveyard")
# 614.1a: "... put it on top of its owner's library / into its owner's hand instead" (Memory
# Lapse, Remand): the counter's `instead`
COUNTER_INSTEAD = {"on top of its owner's library": "library_top",
                   "into its owner's hand": "hand",
                   "on the bottom of its owner's library": "library_bottom"}  # (Spell Crumple)
_INSTEAD = re.compile(r"if that spell is countered this way, put it (.+) instead of into that "
                      r"player's graveyard")
# 614.1a, 608.2d: the countering spell's controller chooses top or bottom as it resolves
HINDER = ("if that spell is countered this way, put that card on the top or bottom of its "
          "owner's library instead of into that player's graveyard")

# 608.2m: an instant or sorcery's instruction moving itself
_SPELL_TO = {"exile ~": "exile", "shuffle ~ into its owner's library": "library",
             "put ~ on the bottom of its owner's library": "bottom"}

# qualities of a group that a "gets +N/+N" / "gains <keyword>" doesn't change
_UNCHANGED_BY_PUMP = frozenset({"types", "controller", "subtypes", "token", "other", "colors",
                                "not_colors", "not_types", "supertypes"})

_THIRD_PERSON = re.compile(r"^(?!its\b|this\b)[a-z]+s\b")


def compile_sentence(ctx: Ctx, sentence: str, then: bool = False) -> list[dict[str, Any]] | None:
    """One sentence (without its final period) -> effects, or None if not understood. `then`:
    the sentence followed ", then" and may go on with the previous sentence's subject."""
    s = sentence.strip()
    low = s.lower()
    from mtg_engine.cards.oracle.copy_control import lower_sentence

    got = lower_sentence(ctx, s)  # copies and control changes (707, 613.1b)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import after_counter, lure_turn, polymorph, spell_colors

    got = after_counter.lower_sentence(ctx, s)  # the countered spell's controller (608.2h)
    if got is None:  # "It becomes night.", "... and all Equipment attached to it" (s19)
        from mtg_engine.cards.oracle import spell_families

        got = spell_families.lower_sentence(ctx, s)
    if got is None:
        got = spell_colors.lower_sentence(ctx, s)  # a target spell's colour (105.3, 613.1e)
    if got is None:
        got = lure_turn.lower_sentence(ctx, s)  # must block one creature this turn (509.1c)
    if got is None:  # a creature becomes another for a while (205.1b, 613.4b: polymorph.py)
        got = polymorph.lower_sentence(ctx, s)
    if got is None:  # a group's base power and toughness (613.4b: group_polymorph.py)
        from mtg_engine.cards.oracle import group_polymorph

        got = group_polymorph.lower_sentence(ctx, s)
    if got is None:  # a card of your graveyard chosen as it resolves (608.2d)
        from mtg_engine.cards.oracle import change_target, graveyard_return

        got = graveyard_return.lower_sentence(s) or change_target.lower_sentence(ctx, low)
    if got is None:  # the Processors: cards from exile into graveyards (608.2d, 400.3)
        from mtg_engine.cards.oracle import exile_to_graveyard, exile_top_counters

        got = exile_to_graveyard.lower_sentence(s) or exile_top_counters.lower_sentence(s)
    if got is None:  # a card of a graveyard exiled, chosen as it resolves (406.3, 608.2d)
        from mtg_engine.cards.oracle import exiled_return, graveyard_pick

        got = graveyard_pick.lower_sentence(s) or exiled_return.lower_sentence(ctx, s)
    if got is None:  # a spell cast from the hand as it resolves (608.2g)
        from mtg_engine.cards.oracle import cast_from_hand

        got = cast_from_hand.lower_sentence(ctx, s)
    if got is None:  # a commander moved (903.3; commander_effects.py)
        from mtg_engine.cards.oracle import commander_effects

        got = commander_effects.lower_sentence(ctx, s)
    if got is None:  # "~ gets +1/-1 or -1/+1 until end of turn" (608.2d)
        from mtg_engine.cards.oracle import (
            counter_choice_put,
            library_position,
            pump_choice,
            this_resolution,
            token_choice,
        )

        got = pump_choice.lower_sentence(ctx, s) or \
            counter_choice_put.lower_sentence(ctx, s) or \
            token_choice.lower_sentence(s) or \
            this_resolution.lower_opponent_draws(low) or \
            this_resolution.lower_convoked(ctx, low) or \
            this_resolution.lower_returned(low) or \
            library_position.lower_nth(ctx, low) or \
            library_position.lower_top_or_bottom(ctx, low) or \
            library_position.lower_mass(low) or \
            library_position.lower_targets(ctx, low)  # 401.7, 608.2d, 401.4
    if got is None:  # "... from all graveyards onto the battlefield under your control"
        from mtg_engine.cards.oracle.graveyard_mass import lower_yours

        got = lower_yours(low)
    if got is None:  # "Each player returns all creature cards from their graveyard to ..."
        from mtg_engine.cards.oracle.graveyard_mass import lower_each_player

        got = lower_each_player(low)
    if got is None:  # "destroy all other creatures that share a color with it" (105.2)
        from mtg_engine.cards.oracle.shares_color import lower_sentence as sharing_color

        got = sharing_color(ctx, low)
    if got is None:  # "Creatures target player controls don't untap during ..." (502.3)
        from mtg_engine.cards.oracle.untap_theirs import lower_sentence as untap_theirs

        got = untap_theirs(ctx, s)
    if got is None:  # "... to each opponent and each creature they control" (damage_theirs.py)
        from mtg_engine.cards.oracle.damage_theirs import lower_sentence as damage_theirs

        got = damage_theirs(ctx, s)
    if got is None and low == "~'s owner shuffles it into their library" and ctx.on_permanent:
        got = [{"shuffle_into_library": {"what": "self", "owner_shuffles": True}}]  # 701.20
    if got is not None:
        return got
    if not then:  # "You gain 1 life and scry 1." (608.2c: sentence_forms.py)
        from mtg_engine.cards.oracle.sentence_forms import gain_life_and

        got = gain_life_and(ctx, s, compile_sentence)
        if got is not None:
            return got
    if then and low.startswith("you ") and ctx.subject not in (None, ("player", "you")):
        # "Target player mills three cards, then you return a land card ...": another subject
        # after ", then", the controller's own instruction (608.2c)
        got = compile_sentence(ctx, s[4:], then=False)
        if got is not None:
            ctx.subject = ("player", "you")
            return got
    if then and _THIRD_PERSON.match(low):
        # "..., then discards two cards": the verb's subject is the one before ", then"
        if ctx.subject is None or ctx.subject == ("player", "you"):
            return None
        return _verb_phrases(ctx, ctx.subject, s, eot=False)
    from mtg_engine.cards.oracle import counter_amounts

    got = counter_amounts.lower_sentence(ctx, s)  # "... unless its controller pays {1} for each"
    if got is not None:
        return got
    from mtg_engine.cards.oracle import sacrifice_another

    got = sacrifice_another.lower_sentence(ctx, s)  # "Sacrifice another creature." (701.17a)
    if got is None:  # "Sacrifice a Blood token." (701.17a, 111.10: sacrifice_tokens.py)
        from mtg_engine.cards.oracle import sacrifice_tokens

        got = sacrifice_tokens.lower_sentence(s)
    if got is None:  # "Create a 2/2 creature token of the chosen color and type." (111.4)
        from mtg_engine.cards.oracle import tokens_chosen

        got = tokens_chosen.lower_sentence(ctx, s)
    if got is None:  # "Target opponent exiles a creature they control." (701.13a)
        from mtg_engine.cards.oracle import exile_chosen

        got = exile_chosen.lower_sentence(ctx, s, compile_effects)
    if got is None:  # "That creature is a black Zombie in addition to ..." (400.7)
        from mtg_engine.cards.oracle import moved_objects

        got = moved_objects.lower_sentence(ctx, s)
    if got is None:  # "... sacrifices half the creatures they control, rounded up" (107.1a)
        from mtg_engine.cards.oracle import sacrifice_half

        got = sacrifice_half.lower_sentence(ctx, s, compile_effects)
    if got is None:  # "Attach target Equipment you control to ~." (701.3a)
        from mtg_engine.cards.oracle import attach_equipment

        got = attach_equipment.lower_sentence(ctx, s)
    if got is None:  # "... becomes an artifact in addition to its other types" (205.1b)
        from mtg_engine.cards.oracle import artifact_type

        got = artifact_type.lower_sentence(ctx, s)
    if got is None:  # "It becomes a Vampire in addition to its other types." (205.3m)
        from mtg_engine.cards.oracle import subtype_becomes

        got = subtype_becomes.lower_sentence(ctx, s)
    if got is None:  # "Enchanted creature and other creatures that share a creature type ..."
        from mtg_engine.cards.oracle import shares_type

        got = shares_type.lower_sentence(ctx, s)
    if got is None:  # "You skip your next turn." (614.10)
        from mtg_engine.cards.oracle import replacement_targets, skip_next

        got = skip_next.lower_sentence(ctx, s) or replacement_targets.lower_sentence(ctx, s)
    if got is None:  # "Double ~'s power and toughness until end of turn." (701.9b)
        from mtg_engine.cards.oracle import double_pt

        got = double_pt.lower_sentence(ctx, s)
    if got is None:  # "Exchange life totals with target opponent." (701.10c, 701.10g)
        from mtg_engine.cards.oracle import exchange_life

        got = exchange_life.lower_sentence(ctx, s)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import game_result

    got = game_result.lower_sentence(ctx, s)  # "You win the game." (104.2b, 104.3e)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import discard_kind

    got = discard_kind.lower_sentence(ctx, s)  # "Discard a creature card." (701.8a)
    if got is not None:
        return got
    from mtg_engine.cards.oracle.moved_objects import attach_after_move

    got = attach_after_move(ctx, s, compile_effects)  # "... and attach ~ to it" (701.3a)
    if got is not None:
        return got
    from mtg_engine.cards.oracle.library import player_hand_to_top

    got = player_hand_to_top(ctx, s)  # "Target opponent puts a card from their hand on top"
    if got is not None:
        return got
    from mtg_engine.cards.oracle import exile_kind

    got = exile_kind.lower_sentence(ctx, s)  # "Exile a creature card from your graveyard."
    if got is not None:
        return got
    from mtg_engine.cards.oracle import no_combat_damage

    got = no_combat_damage.lower_sentence(ctx, s)  # "~ assigns no combat damage" (510.1a)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import support

    got = support.lower_sentence(ctx, s)  # "Support N." (701.35a)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import goad

    got = goad.lower_sentence(ctx, s)  # "Goad target creature." (701.38a)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import self_damage

    got = self_damage.lower_sentence(ctx, s)  # "Each creature deals damage to itself ..."
    if got is not None:
        return got
    from mtg_engine.cards.oracle import delayed

    got = delayed.lower_sentence(ctx, s)  # delayed triggered abilities (603.7)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import flicker

    got = flicker.lower_sentence(ctx, s)  # exile until ~ leaves the battlefield (610.3)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import zone_casts

    got = zone_casts.lower_sentence(ctx, s)  # "return the exiled card" (607.2a), 712.10a
    if got is not None:
        return got
    from mtg_engine.cards.oracle import division

    got = division.lower_sentence(ctx, s)  # damage divided as you choose (601.2d)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import counters_distribute

    got = counters_distribute.lower_sentence(ctx, s)  # counters distributed (601.2d, 122.1)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import counters_its

    got = counters_its.lower_sentence(ctx, s)  # the source's counters (122.1, 608.2h)
    if got is not None:
        return got
    from mtg_engine.cards.oracle import counters_exile

    got = counters_exile.lower_sentence(ctx, s)  # exiled with counters (608.2m, 122.1)
    if got is None and "time counters on" in low:  # 702.62a, 122.1 (exile_suspend.py)
        from mtg_engine.cards.oracle import exile_suspend

        got = exile_suspend.lower_sentence(ctx, s, compile_sentence)
    if got is not None:
        return got
    if re.fullmatch(r"(?:adapt|amass|monstrosity) (?:\d+|x)|amass x, where x is [^.]+", low):
        # 701.43a, 701.44a, 701.31a: a keyword action among other sentences
        from mtg_engine.cards.oracle import keyword_actions

        return keyword_actions.lower_text(ctx, s + ".")
    spell_to = _SPELL_TO.get(low) if not ctx.on_permanent else None
    if spell_to is not None:  # 608.2m: the resolving spell moves itself (effects/spell_self.py)
        return [{"resolving_spell_to": {"to": spell_to}}]
    if low in ("take an extra turn after this one", "you take an extra turn after this one"):
        return [{"extra_turn": {}}]
    m = re.fullmatch(r"you and target (opponent) each draw (a card|(\w+) cards)", low)
    if m and (m.group(2) == "a card" or number(m.group(3), False) is not None):
        # 101.4: you and that player each draw, in APNAP order (references.resolve_refs)
        n = 1 if m.group(2) == "a card" else number(m.group(3), False)
        who = ctx.add_target({"kind": m.group(1)})
        return [{"draw": {"count": n, "who": f"you_and:{who}"}}]
    if low.startswith(("after this ", "there's an additional", "there is an additional")):  # 500.8
        from mtg_engine.cards.oracle.extra_phases import lower_sentence as extra_phases

        return extra_phases(low)
    if low == "target player takes an extra turn after this one":  # 500.7
        return [{"extra_turn": {"who": ctx.add_target({"kind": "player"})}}]
    if low == "choose a color" and not ctx.on_permanent:  # 105.1, 608.2d (card_names.py)
        return [{"choose_color": {}}]
    if low in ("proliferate", "populate", "learn", "planeswalk"):  # 701.27a, 701.30a, 701.45a, 701.24
        return [{low: {}}]
    if low == "end the turn":  # 719.1 (rules/end_turn.py)
        return [{"end_turn": {}}]
    if low == "proliferate again" and then:  # "Proliferate, then proliferate again." (701.27a)
        return [{"proliferate": {}}]
    if low.removeprefix("then ") == "note your life total" and ctx.on_permanent:
        # (rules/noted_life.py; "Then" orders nothing more than the sentences do)
        return [{"note_life": {}}]
    if low == "venture into the dungeon":  # 701.46 (rules/dungeons.py)
        return [{"venture": {}}]
    if low.endswith(" and venture into the dungeon") and not then:  # "Create a Treasure token
        head = compile_sentence(ctx, s[: -len(" and venture into the dungeon")])  # and ..."
        return None if head is None else [*head, {"venture": {}}]
    if "sacrifice a" in low and low.count(", ") >= 2:  # 701.17a (sacrifice_each.py)
        from mtg_engine.cards.oracle.sacrifice_each import lower_sentence as sacrifice_each

        got = sacrifice_each(low, lambda part: compile_sentence(ctx, part))
        if got is not None:
            return got
    if low == "abandon ~":  # 701.26 (313.7: "this scheme", planar.py)
        return [{"abandon": {}}]
    if low.startswith("each blank roll of the planar die"):  # Chaotic Aether (planar.py)
        from mtg_engine.cards.oracle.planar import BLANK_ROLLS_CHAOS

        return [{"blank_rolls_chaos": {}}] if low == BLANK_ROLLS_CHAOS.lower() else None
    if low.startswith(("you may put ", "put any number of ", "put up to ")) and low.endswith((
            "from your hand onto the battlefield",
                                                       "onto the battlefield tapped",
                                                       "onto the battlefield tapped and attacking")):
        from mtg_engine.cards.oracle.library import put_from_hand

        return put_from_hand(s)
    if low.startswith("for each opponent, ") and "that player" in low:  # 601.2c
        from mtg_engine.cards.oracle.per_opponent import lower_sentence as per_opponent

        got = per_opponent(ctx, s)
        if got is not None:
            return got
    if low.startswith(("one or more target ", "any number of target p",
                       "any number of target o")):  # 601.2c (one_or_more.py)
        from mtg_engine.cards.oracle import one_or_more

        got = one_or_more.lower_sentence(ctx, low) or one_or_more.lower_players(ctx, s)
        if got is not None:
            return got
    if "divided evenly" in low:  # 107.1a, 608.2b (Fireball)
        from mtg_engine.cards.oracle.divided_evenly import lower_sentence as evenly

        got = evenly(ctx, low)
        if got is not None:
            return got
    if low.startswith(("each player ", "each other player ", "each opponent ", "that player ")) \
            and low.endswith((" onto the battlefield", " to the battlefield",
                              " onto the battlefield from their hand")):  # 101.4
        from mtg_engine.cards.oracle.each_player_puts import lower_sentence as each_puts

        got = each_puts(low)
        if got is not None:
            return got
    if low.startswith("reveal any number of ") and low.endswith(" in your hand"):
        from mtg_engine.cards.oracle.library import reveal_from_hand  # 701.16a

        return reveal_from_hand(s)
    if re.match(r"(you get|each opponent gets|target (opponent|player) gets) an emblem with ",
                low):  # 114.2 (emblems.py)
        from mtg_engine.cards.oracle.emblems import lower_sentence as emblem

        return emblem(ctx, s)
    if low.startswith("until end of turn, you don't lose this mana"):  # 106.4 (kept_mana.py)
        from mtg_engine.cards.oracle.kept_mana import lower_sentence as kept_mana

        return kept_mana(low)
    if low.startswith("exile all ") and (" cards from " in low or " cards with " in low):
        # 406.1 (graveyard_exile.py)
        from mtg_engine.cards.oracle.graveyard_exile import lower_text as graveyard_exile

        exiled = graveyard_exile(ctx, s)
        if exiled is not None:
            return exiled
    if (low.startswith("whenever ") and " this turn, " in low) or re.match(
            r"(until end of turn|this turn|until your next turn), whenever ", low):  # 603.7b
        from mtg_engine.cards.oracle import turn_triggers

        return turn_triggers.lower_sentence(ctx, s)
    if low.startswith("you may cast target ") and low.endswith(" this turn"):  # 601.3
        from mtg_engine.cards.oracle import graveyard_cast_permission

        got = graveyard_cast_permission.lower(ctx, low)
        if got is not None:
            return got
    if low == "until end of turn, you may play lands and cast spells from your graveyard":
        return [{"graveyard_turn": {}}]  # 601.3, 305.1 (effects/graveyard_turn.py)
    if low.endswith(" spell from your graveyard this turn"):  # 601.3 (one spell)
        from mtg_engine.cards.oracle import graveyard_spell_turn

        return graveyard_spell_turn.lower(low)
    if low == "if that spell would be put into your graveyard this turn, exile it instead":
        return [{"graveyard_cast_exile": {}}]  # 614.1a (graveyard_cast_permission.merge)
    if low.startswith("cast any number of "):  # 608.2g, 118.9 (cast_any_number.py)
        from mtg_engine.cards.oracle import cast_any_number

        got = cast_any_number.lower(low)
        if got is not None:
            return got
    if " protection from " in low:  # 702.16a-e, 702.16k (protection_choice.py)
        from mtg_engine.cards.oracle import protection_choice

        def objects(c: Ctx, phrase: str, each_ok: bool) -> Any:
            return _objects(c, phrase, allow_self=True, each_ok=each_ok)

        got = protection_choice.lower(ctx, low, objects)
        if got is not None:
            return got
    m = re.fullmatch(r"switch (target [a-z ]+|~)'s power and toughness until end of turn", low)
    if m:  # 613.4d: layer 7d, until end of turn (611.2c: that object only)
        what = _objects(ctx, m.group(1), allow_self=True, each_ok=False)
        return [{"continuous": {"what": what, "switch": True}}] if what is not None else None
    lost = "(defender|" + "|".join(k for k in GRANTABLE if not k.startswith("protection")) + ")"
    m = re.fullmatch(r"(target [a-z ]+?|~|it|that creature|that permanent|each [a-z ]+?|"
                     r"all [a-z ]+?|(?:creatures"
                     rf"|permanents) your opponents control) (loses|lose) {lost}(?: and {lost})?"
                     "( until end of turn)?", low)  # (and 702.14, 702.28)
    if m and (m.group(2) == "lose") == m.group(1).startswith(("all ", "creatures ",
                                                              "permanents ")):
        # 613.1f: abilities removed in layer 6, until end of turn or, with no duration, for as
        # long as the object exists (611.2a) (611.2c: from the objects the group holds as it
        # resolves); "it" / "that creature": the object a trigger's event involved (603.7c)
        from mtg_engine.cards.oracle.delayed import event_object

        what = group(m.group(1)) if m.group(1).startswith(("creatures ", "permanents ")) \
            else event_object(ctx, m.group(1)) if m.group(1) in ("it", "that creature") \
            else _objects(ctx, m.group(1), allow_self=True, each_ok=True)
        if what is None and m.group(1) in ("that creature", "that permanent"):  # (115.1)
            from mtg_engine.cards.oracle.lasting_counters import that_target

            what = that_target(ctx, m.group(1))
        if what is None:
            return None
        return [{"continuous": {"what": what, "remove_keywords": [
            k for k in (m.group(3), m.group(4)) if k], **({} if m.group(5) else {"until": ""})}}]
    from mtg_engine.cards.oracle.stack_targets import lower_sentence as stack_targets

    got = stack_targets(ctx, low)  # a spell returned, a countered spell's controller (608.2h)
    if got is not None:
        return got
    if low.startswith("that player sacrifices that "):  # 701.17a (sacrifice_theirs.py)
        from mtg_engine.cards.oracle.sacrifice_theirs import lower_sentence as theirs

        got = theirs(low)
        if got is not None:
            return got
    if low == "that player untaps a land they control":  # 701.21a, 608.2d (untap_one.py)
        from mtg_engine.cards.oracle.untap_one import lower_sentence as untap_one

        return untap_one(low)
    m = re.fullmatch(r"untap up to (two|three|four|five|six|seven|eight) lands", low)
    if m:  # 701.21: the lands chosen as it resolves (608.2d)
        return [{"untap_chosen": {"filter": {"types": ["Land"]},
                                  "count": number(m.group(1), False)}}]
    m = re.fullmatch(r"attach ~ to (target .+)", low)
    if m and ctx.on_permanent:  # 701.3a: an Aura or Equipment's own ability
        spec = target_spec(m.group(1)[len("target "):])
        from mtg_engine.cards.oracle.attach_only import creature_typed

        if spec is None or (spec["kind"] != "creature" and not creature_typed(spec)):
            return None  # ("target Pirate you control": 701.3b, can_attach checks it)
        return [{"attach": {"what": "self", "to": ctx.add_target(spec)}}]
    if low == "you may play an additional land this turn":  # 305.2, 611.2a
        return [{"additional_land": {}}]
    m = re.fullmatch(r"you may play up to (two|three) additional lands this turn", low)
    if m:  # 305.2, 611.2a: that many more land plays (Summer Bloom)
        return [{"additional_land": {"count": 2 if m.group(1) == "two" else 3}}]
    if low.startswith("you may ") and not then:
        return _may(ctx, s[len("you may "):])
    if "countered this way" in low or "gains suspend" in low:  # 702.62a (Delay)
        from mtg_engine.cards.oracle.exile_suspend import counter_rider

        got = counter_rider(ctx, low)
        if got is not None:
            return got
    if low == _COUNTER_EXILE and ctx.after_counter is not None:
        return [{"counter_exile": {}}]  # folded into the counter before it (614.1a)
    m = _INSTEAD.fullmatch(low)
    if m and m.group(1) in COUNTER_INSTEAD and ctx.after_counter is not None:  # 614.1a
        return [{"counter_exile": {"instead": COUNTER_INSTEAD[m.group(1)]}}]
    if low == HINDER and ctx.after_counter is not None:  # 614.1a, 608.2d (Hinder)
        return [{"counter_exile": {"instead": "library_top_or_bottom"}}]
    if low == "unattach ~" and ctx.on_permanent:  # 701.3d: the Aura or Equipment itself
        return [{"unattach": {"what": "self"}}]
    if low == "~ doesn't untap during your next untap step" and ctx.on_permanent:  # 502.3
        return [{"skip_untap": {"what": "self", "yours": True}}]
    m = re.fullmatch(r"(.+?) doesn't untap during its controller's next untap step", low)
    if m:  # 502.3
        what = _objects(ctx, m.group(1), allow_self=False, each_ok=False)
        if what is None and m.group(1) in ("it", "that creature", "that permanent",
                                           "that land", "that artifact") \
                and len(ctx.targets) == 1 and ctx.targets[0]["kind"] in ("creature", "permanent"):
            what = "target"  # the one permanent targeted before ("Tap target creature. It ...")
        return [{"skip_untap": {"what": what}}] if what is not None else None
    if low in ("it can't be regenerated", "they can't be regenerated"):
        return [{"no_regeneration": {}}]  # folded into the destroy before it (701.15c)
    if low in ("a creature destroyed this way can't be regenerated",
               "creatures destroyed this way can't be regenerated"):  # (the same, said so)
        return [{"no_regeneration": {"this_way": low.startswith("a ")}}]
    m = re.fullmatch(r"regenerate (~|target .+)", low)
    if m:
        what = _objects(ctx, m.group(1), allow_self=True)
        return [{"regenerate": {"what": what}}] if what is not None else None
    m = re.fullmatch(r"(.+?) can't (block|be blocked|attack|attack or block|be regenerated) "
                     r"(this turn|until your next turn)", low)
    if m and m.group(3) == "until your next turn" and m.group(2) == "be regenerated":
        m = None
    if m:
        # a combat restriction for the turn (508.1c, 509.1b; 611.2a), granted like an ability
        # until end of turn
        what = _objects(ctx, m.group(1), allow_self=True)
        if what is None:
            return None
        kws = ["can't attack", "can't block"] if m.group(2) == "attack or block" else \
            [f"can't {m.group(2)}"]
        until = {"until": "your_next_turn"} if m.group(3) != "this turn" else {}  # 611.2a
        return [{"grant": {"what": what, "keywords": kws, **until}}]
    m = re.fullmatch(r"(tap|untap) it", low)
    if m and ctx.subject is not None and ctx.subject[0] == "object" and \
            ((ctx.subject[1] == "self" and ctx.on_permanent) or ctx.subject[1] == "target"):
        # "~ gains hexproof until end of turn. Tap it.": the object the sentence before named
        # (~, or its one target)
        return [{m.group(1): {"what": ctx.subject[1], "it": True}}]
    m = re.fullmatch(r"(tap|untap) (them|those creatures)", low)
    if m and ctx.subject is not None and ctx.subject[0] == "object" and \
            isinstance(ctx.subject[1], dict) and set(ctx.subject[1]) == {"all"} and \
            ctx.subject[1]["all"].get("types") == ["Creature"] and \
            set(ctx.subject[1]["all"]) <= _UNCHANGED_BY_PUMP:
        # "Creatures you control get +1/+2 until end of turn. Untap those creatures.": the
        # creatures the sentence before named (the same ones: the "gets" / "gains" between
        # the two instructions changes none of the qualities the group is chosen by, 608.2c)
        return [{m.group(1): {"what": ctx.subject[1], "those": m.group(2)}}]
    eot = False
    if low.endswith(" until end of turn"):
        eot = True
        s = s[: -len(" until end of turn")]
        low = s.lower()
    subj = _subject(ctx, s)
    if subj is None:
        if eot:
            return None
        ctx.subject = ("player", "you")
        return _imperative(ctx, s)
    ctx.subject = subj[0]
    return _verb_phrases(ctx, subj[0], subj[1], eot)


def _may(ctx: Ctx, rest: str) -> list[dict[str, Any]] | None:
    """608.2d: "You may <instruction>." -- one instruction its controller chooses whether to
    carry out as it resolves (several would be one choice: not read)."""
    before = len(ctx.targets)
    sentence = rest[:1].upper() + rest[1:]
    got = compile_sentence(ctx, sentence)
    if got is None:
        del ctx.targets[before:]
        got = _grammar_sentence(ctx, sentence)
    if got is None or len(got) != 1:
        return None
    verb, body = next(iter(got[0].items()))
    if not isinstance(body, dict) or "may" in body or "if" in body or verb in _NOT_OPTIONAL:
        return None
    return [{verb: {**body, "may": True}}]


# instructions that aren't single instructions one may decline (a delayed trigger, the parts
# of another one, a mana ability's mana)
_NOT_OPTIONAL = frozenset({"delayed", "counter_exile", "no_regeneration", "add_mana"})


_TWO_PROTECTIONS = re.compile(r"\bprotection from (white|blue|black|red|green) and from "
                              r"(white|blue|black|red|green)\b")


def _verb_phrases(ctx: Ctx, subject: Subject, rest: str, eot: bool) -> list[dict[str, Any]] | None:
    """The verb phrases of one subject, joined by "and"."""
    kind, ref = subject
    out: list[dict[str, Any]] = []
    # 702.16a: "protection from black and from red" is two protections (one verb phrase)
    rest = _TWO_PROTECTIONS.sub(r"protection from \1\0protection from \2", rest.lower())
    for vp in _split_and(rest):
        vp = vp.strip()
        if vp.startswith("you ") and not (kind == "player" and ref == "you"):
            # "Target player loses 1 life and you gain 1 life": a new subject
            if kind != "player" or eot:
                return None
            ref, vp = "you", vp[4:]
        vp = re.sub(r"^(they|it) ", "", vp)
        vp = re.sub(r"^you ", "", vp)
        if kind == "player":
            if eot:
                return None
            got = _player_verb(ctx, ref, vp)
        else:
            got = _object_verb(ctx, ref, vp, eot)
        if got is None:
            return None
        out += got
    return out


def prevent_it_apart(text: str) -> str:
    """615.1a, 608.2c: "put a +1/+1 counter on ~ and prevent all damage that would be dealt to
    it this turn" is two instructions about ~, the one object named (Favored Hoplite)."""
    return re.sub(r"(^|\. |, )([Pp]ut [^.\"]+ on ~) and prevent all damage that would be dealt "
                  r"to it this turn\.", r"\1\2. Prevent all damage that would be dealt to ~ this "
                  r"turn.", text)


def compile_effects(ctx: Ctx, text: str) -> list[dict[str, Any]] | None:
    """`_compile_effects`, with "X" read in qualities where X has a value (x_filters.py)."""
    from mtg_engine.cards.oracle.x_filters import X_IN_COST, bound_everywhere

    token = X_IN_COST.set(ctx.allow_x)
    # 502.3, 611.2a: "~ gains shroud until end of turn and doesn't untap during your next untap
    # step" is two instructions about ~ (render.py joins them again)
    text = re.sub(r"(^|\. )~ (gains [a-z]+ until end of turn|deals \d+ damage to any target) "
                  r"and doesn't untap during your next untap step\.", r"\1~ \2. ~ doesn't "
                  r"untap during your next untap step.", text)
    # 108.4: "~ deals 1 damage to target creature and that creature's controller loses 1 life"
    text = re.sub(r"(^|\. )(~ deals \d+ damage to target creature) and (that creature's "
                  r"controller loses \d+ life)\.", lambda m: f"{m[1]}{m[2]}. {m[3][0].upper()}"
                  f"{m[3][1:]}.", text)
    # 608.2c: "~ becomes an X/X Construct artifact creature. Sacrifice it at the beginning of
    # the next end step.": "it" is ~, the one object named (Chimeric Coils; delayed.py)
    text = re.sub(r"(^|\. )(~ becomes [^.\"]+\.) Sacrifice it (at the beginning of the next end "
                  r"step\.)", r"\1\2 Sacrifice ~ \3", text)
    # 613.1f: "~ deals 2 damage to target creature with flying and that creature loses flying
    # until end of turn" is two instructions (the second about the target, 115.1)
    text = re.sub(r"(^|\. )(~ deals \d+ damage to target creature[a-z ]*) and (that creature "
                  r"loses [a-z ]+ until end of turn)\.",
                  lambda m: f"{m[1]}{m[2]}. {m[3][0].upper()}{m[3][1:]}.", text)
    text = prevent_it_apart(text)
    # 608.2c: "Creatures you control get +2/+0 until end of turn. Colorless creatures you
    # control also gain first strike until end of turn.": "also" adds nothing the order of the
    # instructions doesn't say (render_same_words.ALSO reads both alike)
    text = re.sub(r"(^|\. )((?:[A-Z][a-z]+ )?[Cc]reatures you control) also (gains?|gets?)\b",
                  r"\1\2 \3", text)
    from mtg_engine.cards.oracle.counted_bounds import as_bound

    text = as_bound(text)  # 608.2h: "with mana value X or less, where X is the number of ..."
    try:
        targets = len(ctx.targets)
        from mtg_engine.cards.oracle.counters_self_it import lower_in as self_it
        from mtg_engine.cards.oracle.enter_with_counters import lower_in

        got = lower_in(ctx, text, compile_effects)  # "... onto the battlefield with counters"
        got = got or self_it(ctx, text, compile_effects)  # "Then if it has N counters on it"
        if got is None:  # "Each opponent loses 3 life unless they ..." (118.12, 608.2d)
            from mtg_engine.cards.oracle.punishers import lower_text as punisher

            got = punisher(ctx, text, compile_effects)
        if got is None:  # "For each spell and ability your opponents control, counter it ..."
            from mtg_engine.cards.oracle.counter_each import lower_text as counter_each

            got = counter_each(text)
        if got is None:  # "Counter target spell if it was kicked." (608.2c)
            from mtg_engine.cards.oracle.counter_if import lower_text as counter_if

            got = counter_if(ctx, text, compile_effects)
        if got is None:  # "Each player sacrifices all lands they control.", "twice X" (s19)
            from mtg_engine.cards.oracle import spell_families

            got = spell_families.lower_text(ctx, text, compile_effects)
        if got is None:  # "... discards all the cards in their hand, then draws that many"
            from mtg_engine.cards.oracle.hand_redraw import lower_text as hand_redraw

            got = hand_redraw(ctx, text, compile_effects)
        if got is None:  # "Target player shuffles up to three target cards from their ..."
            from mtg_engine.cards.oracle.their_graveyard import lower_text as their_graveyard

            got = their_graveyard(ctx, text, compile_effects)
        if got is None:  # "For each opponent, gain control of up to one target creature that
            from mtg_engine.cards.oracle import per_opponent  # player controls ... Untap those
            # creatures." (601.2c)
            got = per_opponent.lower_text(ctx, text, compile_effects)
        if got is None:  # Balance: "Each player chooses a number of lands they control ..."
            from mtg_engine.cards.oracle.balance import lower_text as balance

            got = balance(text)
        if got is None:  # keep the chosen, lose the rest; suspended cards (spell_texts.py)
            from mtg_engine.cards.oracle.spell_texts import lower_whole

            got = lower_whole(ctx, text, compile_effects)
        if got is None:  # 110.2: "Put up to two creature cards from graveyards onto the ..."
            from mtg_engine.cards.oracle import reanimate_chosen

            got = reanimate_chosen.lower_text(ctx, text, compile_effects)
        if got is None:  # 701.22a: "Look at the top card of target player's library. You
            from mtg_engine.cards.oracle import fateseal  # may put that card on the bottom ..."

            got = fateseal.lower_text(ctx, text)
        if got is None:  # "Put ~ and each creature it's blocking on top of ..." (701.20)
            from mtg_engine.cards.oracle import library_with

            got = library_with.lower_sentence(ctx, text.strip().removesuffix("."))
        if got is None:
            got = _compile_effects(ctx, text)
        if got is None:  # 608.2d: "... target creature. You may tap or untap that creature."
            from mtg_engine.cards.oracle.may_last import lower_text as may_last

            del ctx.targets[targets:]  # (what the failed reading added)
            got = may_last(ctx, text, compile_effects)
        moved = _duration_last(text) if got is None else None
        if moved is not None:  # 611.2a: "Until your next turn, X gets ..." (render.normalise)
            del ctx.targets[targets:]
            got = _compile_effects(ctx, moved)
    finally:
        X_IN_COST.reset(token)
    if got:  # 400.7: "that creature" after a target card put onto the battlefield
        from mtg_engine.cards.oracle.moved_objects import name_moved

        got = name_moved(got)
    # (608.2h: a bound counted as it is checked is given its value where X's is: counted_bounds)
    counted = got is not None and "x_amount" in json.dumps(got)
    return got if got is None or not (ctx.allow_x or counted) or bound_everywhere(got) else None


_DURATION_FIRST = re.compile(r"(^|\. )Until (end of turn|your next turn), ([^.\"]+)\.")


def _duration_last(text: str) -> str | None:
    """The text with a duration said first said last ("Until your next turn, up to one target
    creature gets -5/-0." -> "Up to one target creature gets -5/-0 until your next turn."),
    or None. Only a sentence with no other duration: the round trip then checks that every
    instruction of it has that duration (a clause of another subject would say its own)."""
    def last(m: re.Match[str]) -> str:
        rest = m.group(3)
        # (an amount's own words don't count: "for each card you've drawn this turn")
        if re.search(r"\b(until|this turn|then)\b", re.sub(r"( for each|, where X is) .*", "",
                                                           rest)):
            return m.group(0)
        # 608.2h: "gets +1/+1 for each ..." / "gets +X/+X, where X is ...": the duration
        # before the amount, where the grammar reads it ("gets +1/+1 until end of turn for each")
        rest, n = re.subn(r"(?= for each |, where X is )", f" until {m.group(2)}", rest, count=1)
        rest = rest if n else f"{rest} until {m.group(2)}"
        return f"{m.group(1)}{rest[0].upper()}{rest[1:]}."

    moved = _DURATION_FIRST.sub(last, text)
    return moved if moved != text else None


def _compile_effects(ctx: Ctx, text: str) -> list[dict[str, Any]] | None:
    """`_compile_text`; failing that, the text said another way (608.2c: sentence_forms.py):
    a sentence saying "Then" without the word, "A, B, and C." as "A and B and C.", "A and
    <subject> B." as two sentences."""
    from mtg_engine.cards.oracle.sentence_forms import and_clauses, serial_list, without_then

    before, subject = len(ctx.targets), ctx.subject
    got = _compile_text(ctx, text)
    plain, tried = text, {text}
    for rewrite in (without_then, serial_list, and_clauses):
        if got is not None:
            break
        said = rewrite(plain)
        if rewrite is without_then:
            plain = said  # (the other forms are read without "Then")
        if said not in tried:
            tried.add(said)
            del ctx.targets[before:]
            ctx.subject = subject
            got = _compile_text(ctx, said)
    if got is None:  # "X gets ... and Y gets ...", "investigate twice" (spell_texts.py)
        from mtg_engine.cards.oracle.spell_texts import rewritings

        for again in rewritings(text):
            del ctx.targets[before:]
            ctx.subject = subject
            got = _compile_effects(ctx, again)
            if got is not None:
                from mtg_engine.cards.oracle.investigate import as_clues, mark_investigating

                if again == as_clues(text):  # 701.36a: those Clues are investigations
                    mark_investigating(got)
                break
    return got


def _compile_text(ctx: Ctx, text: str) -> list[dict[str, Any]] | None:
    """A run of sentences ("Scry 1. Draw a card.") -> effects in order: by the grammar
    pipeline (grammar.lark -> IR -> resolve -> lower) when it reads the text, else by the
    sentence templates below. Either way the round trip (render.py) checks the result.
    Sentences with a condition ("If you do, ...", 608.2c) are read by conditions.py."""
    from mtg_engine.cards.oracle.conditional_effects import NOT_MINE, compile_conditional
    from mtg_engine.cards.oracle.delayed import lower_passage
    from mtg_engine.cards.oracle.draw_reveal import lower_text as draw_reveal

    later = lower_passage(ctx, text, compile_effects)  # "At the beginning of ..., A. B." (603.7)
    if later is not None:
        return later
    from mtg_engine.cards.oracle.delayed import lower_last

    later = lower_last(ctx, text, compile_effects)  # "..., then <it> at the next end step"
    if later is not None:
        return later
    if text.startswith("When you cast your next "):  # 603.7b (turn_triggers.py)
        from mtg_engine.cards.oracle import turn_triggers

        return turn_triggers.lower_passage(ctx, text)
    from mtg_engine.cards.oracle.trigger_effects import reflexive_text

    if "who can't " in text:  # "Each player who can't discards a card." (couldnt_players.py)
        from mtg_engine.cards.oracle.couldnt_players import lower_text as couldnt

        got_cant = couldnt(ctx, text, compile_effects)
        if got_cant is not None:
            return got_cant
    got_when = reflexive_text(ctx, text, compile_effects)  # "... When you do, ..." (603.12)
    if got_when is not None:
        return got_when
    whole = draw_reveal(text)  # 701.16a, 614.11b: "Draw a card and reveal it. If it isn't ..."
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle.if_you_do_passage import lower_text as if_you_do_passage

    passage = if_you_do_passage(ctx, text, compile_effects)  # "If you do, <passage>" (608.2c)
    if passage is not None:
        return passage
    from mtg_engine.cards.oracle import creature_rider

    rider = creature_rider.lower_text(ctx, text, compile_effects)  # 608.2c, 608.2h
    if rider is not None:
        return rider
    from mtg_engine.cards.oracle import return_instead

    got_if = return_instead.lower(ctx, text, compile_effects) or compile_conditional(
        ctx, text, compile_effects)  # (608.2c: "... to the battlefield instead", then others)
    if got_if is not NOT_MINE:
        return got_if  # type: ignore[no-any-return]
    if not ctx.targets and not GRAMMAR_OFF:
        from mtg_engine.cards.oracle.lower import lower_text

        got = lower_text(text, allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
        if got is not None:
            ctx.targets.extend(got[1])
            return got[0]
    return compile_effects_by_templates(ctx, text)


GRAMMAR_OFF = False  # for comparing the two readings (tests, tools)


def compile_effects_by_templates(ctx: Ctx, text: str) -> list[dict[str, Any]] | None:
    """The sentence templates (regular expressions) that predate the grammar."""
    from mtg_engine.cards.oracle.copy_control import lower_text

    whole = lower_text(ctx, text)  # a copy of a spell (707.10)
    if whole is None:  # an exiled card with a counter played (122.1, 601.3)
        from mtg_engine.cards.oracle import exiled_counter_cards

        whole = exiled_counter_cards.lower_text(ctx, text)
    if whole is None:  # a card exiled from a hand its owner may play (402.3, 601.3)
        from mtg_engine.cards.oracle import exile_top_attacked, hand_exile_playable

        whole = hand_exile_playable.lower_text(ctx, text) or \
            exile_top_attacked.lower_text(ctx, text)  # 506.2, 601.3
    if whole is None:  # copies of exiled cards cast (707.12); a spell exchanged (607.2a)
        from mtg_engine.cards.oracle import copy_casts, pool_casts

        whole = copy_casts.lower_text(ctx, text) or pool_casts.lower_text(ctx, text)
    if whole is None:  # a card exiled with ~ put onto the battlefield, a subtype added (607.2a)
        from mtg_engine.cards.oracle import exiled_choice

        whole = exiled_choice.lower_text(ctx, text)
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import card_names, dice, piles

    whole = card_names.lower_text(ctx, text)  # a card name chosen (201.2)
    if whole is None:  # ... then a card revealed or milled compared with it (608.2c)
        from mtg_engine.cards.oracle import card_name_reveal

        whole = card_name_reveal.lower_text(ctx, text, compile_effects)
    if whole is None:  # a Licid becomes an Aura (116.2c, licid.py)
        from mtg_engine.cards.oracle import control_swap, licid

        whole = licid.lower_text(ctx, text) or control_swap.lower_text(ctx, text)
    if whole is None:  # the player with the most gains control of ~ (613.1b)
        from mtg_engine.cards.oracle import most_control

        whole = most_control.lower_text(ctx, text)
    if whole is None:  # a creature type chosen (205.3m, 608.2d)
        from mtg_engine.cards.oracle import chosen_type

        whole = chosen_type.lower_text(ctx, text, compile_effects)
    if whole is None:
        whole = dice.lower_text(ctx, text, compile_effects)  # a die roll's table (706.3)
    if whole is None:
        whole = piles.lower_text(text)  # two piles (700.3)
    if whole is None:  # a search an opponent divides (701.19, 608.2d)
        from mtg_engine.cards.oracle import search_opponent_chooses

        whole = search_opponent_chooses.lower_text(ctx, text)
    if whole is None:  # two piles of permanents (700.3: permanent_piles.py)
        from mtg_engine.cards.oracle import permanent_piles

        whole = permanent_piles.lower_text(ctx, text)
    if whole is None:  # a target chosen, then put on top or bottom (608.2d)
        from mtg_engine.cards.oracle.library_position import lower_chosen_text

        whole = lower_chosen_text(ctx, text)
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import library

    whole = library.lower_text(ctx, text, compile_effects)  # look at the top cards (401.5)
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import exile_if_dies

    whole = exile_if_dies.lower_text(ctx, text, compile_effects)  # 614.1a, 608.2c
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import no_regeneration, two_objects

    whole = two_objects.lower_text(ctx, text, compile_effects)  # 701.7a, 608.2c
    if whole is not None:
        return whole

    whole = no_regeneration.lower_text(ctx, text, compile_effects)  # 701.15c, 608.2c
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import this_way_restrictions

    whole = this_way_restrictions.lower_text(ctx, text, compile_effects)  # 509.1b, 608.2c
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import conditions_reveal

    whole = conditions_reveal.lower_text(ctx, text, compile_effects)  # 701.16a then 608.2c
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import search, search_each

    whole = search.lower_text(ctx, text, compile_effects) or \
        search.lower_passage(ctx, text, compile_effects) or \
        search_each.lower_text(ctx, text, compile_effects)  # 701.23, 701.19
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import extra_turns, hand

    whole = hand.lower_text(ctx, text, compile_effects) or \
        extra_turns.lower_text(ctx, text, compile_effects)  # a hand revealed; 500.7, 603.7
    if whole is None:  # the Chain spells (707.10c); one card to each place (401.5)
        from mtg_engine.cards.oracle import chain_copies, look_split

        whole = chain_copies.lower_text(ctx, text, compile_effects) or \
            look_split.lower_text(ctx, text, compile_effects)
    if whole is None:  # put from a hand, haste, sacrificed at the end step (400.7, 603.7)
        from mtg_engine.cards.oracle import player_chooses, sneak

        whole = sneak.lower_text(ctx, text, compile_effects) or \
            player_chooses.lower_text(ctx, text, compile_effects)  # 608.2d
    if whole is None and text.startswith("Exile two target creatures. For each "):
        from mtg_engine.cards.oracle import each_target_reveals

        whole = each_target_reveals.lower_text(ctx, text)  # 701.16a, 608.2h
    if whole is None and text.startswith("Choose "):  # 603.7c (watched_triggers.py)
        from mtg_engine.cards.oracle import watched_triggers

        whole = watched_triggers.lower_text(ctx, text)
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import search_other

    whole = search_other.lower_text(ctx, text, compile_effects) or \
        search_other.lower_same_name(ctx, text, compile_effects)  # 701.19: another's zones
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import zone_casts

    whole = zone_casts.lower_text(ctx, text, compile_effects)  # flicker 603.7, cast 608.2g
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import cast_among

    whole = cast_among.lower_text(ctx, text, compile_effects)  # from among them (608.2g)
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import amount_templates, animate

    whole = animate.lower_text(ctx, text, compile_effects) or \
        amount_templates.lower_text(ctx, text, compile_effects)  # 613.1d; 107.3, 608.2h
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import keyword_actions

    whole = keyword_actions.lower_text(ctx, text)  # adapt 701.43a, amass 701.44a
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import (
        counter_kinds_each,
        counters_up_to,
        manifest_counters,
        token_followups,
    )
    from mtg_engine.cards.oracle.each_may import lower_text as each_may
    from mtg_engine.cards.oracle.players_this_way import lower_text as players_this_way
    from mtg_engine.cards.oracle.search_followups import lower_text as search_followups
    from mtg_engine.cards.oracle.tempting_offer import lower_text as tempting_offer
    from mtg_engine.cards.oracle.type_added import lower_text as type_added_counters

    whole = tempting_offer(ctx, text, compile_effects) or each_may(ctx, text, compile_effects) or \
        players_this_way(ctx, text, compile_effects) or \
        token_followups.lower_text(ctx, text, compile_effects) or \
        search_followups(ctx, text, compile_effects) or \
        type_added_counters(ctx, text, compile_effects) or \
        counters_up_to.lower_text(ctx, text) or \
        counter_kinds_each.lower_text(ctx, text) or \
        counter_kinds_each.lower_or_opponent(ctx, text) or \
        manifest_counters.lower_text(ctx, text)  # tokens made (111.1); counters (122)
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import (
        chosen_source_to,
        prevention,
        prevention_counters,
        prevention_reflect,
    )

    whole = prevention.lower_text(text) or chosen_source_to.lower_text(ctx, text) or \
        prevention.gain_rider(ctx, text, compile_effects) or \
        prevention_counters.lower_text(ctx, text, compile_effects) or \
        prevention_reflect.lower_text(ctx, text, compile_effects)  # 615.8, 615.9; 615.5
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle.prevention_first import lower_text as prevention_first

    whole = prevention_first(ctx, text, compile_effects)  # 615.1a, then the rest together
    if whole is None:  # 615.1a after other instructions (608.2c)
        from mtg_engine.cards.oracle.prevention_within import lower_text as prevention_within

        whole = prevention_within(ctx, text, compile_effects)
    if whole is not None:
        return whole
    from mtg_engine.cards.oracle import text_changes

    whole = text_changes.lower_text(ctx, text, compile_effects)  # 612: text-changing effects
    if whole is not None:
        return whole
    out: list[dict[str, Any]] = []
    for sentence, then in split_marked(text):
        ctx.after_counter, ctx.countered = ctx.countered, None
        before = len(ctx.targets)
        ctx.previous = tuple(out)  # ("... for each card revealed this way": counter_amounts)
        got = compile_sentence(ctx, sentence, then)
        if got is None:  # "... damage to each creature with flying ... Tap those creatures."
            from mtg_engine.cards.oracle.damaged_group import tap_again

            got = tap_again(sentence, out)
        if got is None and not then:
            del ctx.targets[before:]  # (targets a template added before it failed)
            from mtg_engine.cards.oracle.amounts import EFFECTS_BEFORE

            token = EFFECTS_BEFORE.set(tuple(out))  # ("this way": 608.2c)
            try:
                got = _grammar_sentence(ctx, sentence, first=not out and before == 0)
            finally:
                EFFECTS_BEFORE.reset(token)
        if got is None:
            return None
        if len(got) == 1 and "counter_exile" in got[0]:  # (exile it / put it ... instead)
            out[-1] = {"counter": {**out[-1]["counter"], **(got[0]["counter_exile"]
                                                            or {"exile": True})}}
            continue
        if got == [{"graveyard_cast_exile": {}}]:  # 614.1a (graveyard_cast_permission.py)
            from mtg_engine.cards.oracle.graveyard_cast_permission import merge as cast_rider

            if not cast_rider(out):
                return None
            continue
        if got == [{"keep_mana": {}}]:  # 106.4: "you don't lose this mana" (kept_mana.py)
            from mtg_engine.cards.oracle.kept_mana import merge

            if not merge(out):
                return None
            continue
        if len(got) == 1 and "no_regeneration" in got[0]:
            # "Destroy ... . It can't be regenerated." (701.15c) qualifies the destroy; "A
            # creature / Creatures destroyed this way ..." too (`no_regeneration` the words)
            if not out or "destroy" not in out[-1]:
                return None
            said = got[0]["no_regeneration"]
            how = True if not said else ("this_way_one" if said["this_way"] else "this_way")
            out[-1] = {"destroy": {**out[-1]["destroy"], "no_regeneration": how}}
            continue
        out += got
    return out


# words that refer to something named before: a sentence read alone by the grammar would bind
# them to something else than in the whole text (resolve.py)
_REFERRING = re.compile(r"\b(it|its|it's|that|those|them|they|their|this)\b", re.IGNORECASE)


def _grammar_sentence(ctx: Ctx, sentence: str, first: bool = False
                      ) -> list[dict[str, Any]] | None:
    """One sentence the templates don't read, read by the grammar on its own (the other
    sentences of the text being ones only the templates read): only a sentence that refers to
    nothing named before it (`first`: the text's first sentence, before which nothing was
    named, read alone as at the head of the whole text), and whose targets, if any, are the
    text's first."""
    # ("revealed / exiled this way" names what a template sentence before did: this_way.py
    # checks it; "~ to its owner's hand": "its" is ~'s, 108.3, no object named before)
    # ("that attacked this turn" is a relative clause of a group, 508.1: no reference)
    said = re.sub(TOKEN_HAS_AFTER, "", sentence)  # (names the token: split_marked)
    if GRAMMAR_OFF or (not first and _REFERRING.search(
            said.replace("revealed this way", "").replace("exiled this way", "")
            .replace("~ to its owner's", "").replace("that attacked this turn", "")
            .replace("mana paid this way", ""))):  # (join_forces.py: right after the payments)
        return None
    from mtg_engine.cards.oracle.lower import lower_text

    got = lower_text(sentence + ("" if said != sentence else "."),  # (its quote's period)
                     allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
    if got is None:
        return None
    effects = got[0]
    if got[1] and ctx.targets:  # 601.2c: its targets after the text's earlier ones
        from mtg_engine.cards.oracle.later_targets import shift_targets

        effects = shift_targets(effects, got[1], len(ctx.targets))
        if effects is None:
            return None
    ctx.targets.extend(got[1])
    ctx.subject = None
    return effects


def split_sentences(text: str) -> list[str]:
    """Sentences, without their final periods."""
    return [p for p, _ in split_marked(text)]


def split_marked(text: str) -> list[tuple[str, bool]]:
    """Sentences without their final periods, each with whether it followed ", then" (and so
    may carry on the subject before it)."""
    from mtg_engine.cards.oracle import turn_triggers

    out: list[tuple[str, bool]] = []
    # (a sentence may end in a quoted ability: 'gains "{G}: Regenerate this creature." Draw')
    for sentence in re.split(r"(?<=\.)\s+|(?<=\.\")\s+(?=[A-Z])", text.strip()):
        # 603.7b: ", then" inside "Whenever <event> this turn, A, then B" is the delayed
        # trigger's own effect (Battle of Frost and Fire), not a next instruction
        whole = turn_triggers.is_sentence(sentence)
        for i, part in enumerate([sentence] if whole else re.split(
                r", then (?=[a-z])(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)",
                sentence)):  # (not inside a quoted ability)
            part = part.strip().rstrip(".").strip()
            if part:
                out.append((part, i > 0))
    from mtg_engine.cards.oracle.tokens import with_token_abilities
    return with_token_abilities(out)  # 111.1: "It has "..."" with the token it is about
