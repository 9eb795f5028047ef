"""Oracle text -> card DSL (DESIGN principle 5): the compiler that turns a printed card into
the declarative definition the engine plays, or says why it can't.

A card's text is read paragraph by paragraph (each line of Oracle text is one ability, 113.2):
a keyword line (702), a triggered ability (603.1: "When/Whenever/At ..."), an activated
ability (602.1: "cost: effect"), a static ability the engine has (604: anthems), or, on an
instant or sorcery, the spell's effect (the instructions, 608.2c). A paragraph that matches
none of them makes the card unsupported with that paragraph as the reason; a keyword the
engine does not implement (keywords.IMPLEMENTED) does too. Reminder text in parentheses is
not rules text (207.2) and is dropped first. The card's own name is written `~`.

The output is the same mapping a hand-written YAML card file holds, validated by
`dsl.parse_card`, so what `mtg cards show` prints is exactly what the engine runs.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Any

from mtg_engine.cards.dsl import CardDef, CardFileError, parse_card
from mtg_engine.cards.keywords import is_keyword_name, parse_keyword_line
from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace
from mtg_engine.cards.oracle.costs import (
    TYPE_NOUNS,
    _activated,
    _intrinsic_mana,
    cycling_ability,
    equip_ability,
)
from mtg_engine.cards.oracle.effects import _TOKEN_SINK, Ctx, compile_effects
from mtg_engine.cards.oracle.phrases import describe, target_spec
from mtg_engine.cards.oracle.statics import (
    _COMBAT_PHRASES,
    _LURE,
    _NOT_CREATURE_TYPES,
    _own_combat_abilities,
    _static,
    _static_category,
)

# Layouts compiled face by face, each face as a one-face card is (cards/faces.py: 709, 712,
# 716, 702.127, 710); a Saga is one face with chapter abilities (715); a Class's levels
# (717) are read level by level; a meld card (713) is read as its front face, its partner
# and combined face from "(Melds with ...)"; a leveler's level symbols (711) are read when
# they hold only power/toughness and keywords.
FACE_LAYOUTS = frozenset({"split", "aftermath", "adventure", "transform", "modal_dfc",
                          "flip"})
PLAYABLE_LAYOUTS = frozenset({"normal", "saga", "leveler", "class", "meld"}) | FACE_LAYOUTS
GAME_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Instant", "Land",
                        "Planeswalker", "Sorcery", "Tribal"})


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a card is unsupported: a short category (for counting) and the text concerned."""

    category: str
    detail: str = ""

    def __str__(self) -> str:
        return f"{self.category}: {self.detail!r}" if self.detail else self.category


@dataclass(frozen=True, slots=True)
class Compiled:
    """The result of compiling one card: its DSL mapping and CardDef, or the reasons it is
    unsupported (then `card` is None)."""

    name: str
    dsl: dict[str, Any] | None
    card: CardDef | None
    reasons: tuple[Reason, ...]
    tokens: tuple[dict[str, Any], ...] = ()  # DSL of the tokens it creates (111.4)
    # (Oracle paragraph, its DSL rendered back to English) for each ability (the round trip)
    rendered: tuple[tuple[str, str], ...] = ()

    @property
    def supported(self) -> bool:
        return self.card is not None


def name_to_tilde(text: str, name: str, legendary: bool) -> str:
    """Replace the card's own name by `~` (201.5: text that refers to the object by name means
    that object). A legendary card may use the part of its name before the comma."""
    out = text.replace(name, "~")
    if legendary and "," in name:
        short = name.split(",")[0].strip()
        out = re.sub(rf"\b{re.escape(short)}\b", "~", out)
    return out


def strip_reminder(text: str) -> str:
    """207.2: reminder text (in parentheses) is not rules text."""
    return re.sub(r"\s*\([^()]*\)", "", text).strip()


# 207.2c: the ability words (April 2022). They have no rules meaning.
ABILITY_WORDS = frozenset({
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "channel", "chroma", "cohort",
    "constellation", "converge", "council's dilemma", "coven", "delirium", "domain", "eminence",
    "enrage", "fateful hour", "ferocious", "formidable", "grandeur", "hellbent", "heroic",
    "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant", "magecraft",
    "metalcraft", "morbid", "pack tactics", "parley", "radiance", "raid", "rally", "revolt",
    "spell mastery", "strive", "sweep", "tempting offer", "threshold", "undergrowth",
    "will of the council"})


def strip_ability_word(text: str) -> str:
    """Drop an ability word (207.2c) or a flavor word (207.2d) before " — ". Fail closed: a
    word that names a keyword ability ("Boast — ..." is 702.142, "Forecast — ..." 702.57) is
    rules text and stays; so do "Choose ..." and chapter numbers."""
    m = re.match(r"^([A-Z][A-Za-z' ]+) — (?=\S)", text)
    if m is None:
        return text
    word = m.group(1).strip().lower()
    if word in ABILITY_WORDS:
        return text[m.end():]
    if is_keyword_name(word) or word.startswith("choose") or re.fullmatch(r"[ivx]+", word):
        return text
    return text[m.end():]  # a flavor word (207.2d): not a keyword, no rules meaning


def paragraphs(face: AtomicFace, card_name: str) -> list[str]:
    """The face's abilities, reminder text dropped and its name written `~`."""
    return [t for _, t in paragraph_pairs(face, card_name)]


def paragraph_pairs(face: AtomicFace, card_name: str) -> list[tuple[str, str]]:
    """(printed text, text with the name written `~`) of each ability, reminder text dropped."""
    out = []
    for line in face.text.split("\n"):
        printed = strip_reminder(line)
        if not printed:
            continue
        text = name_to_tilde(printed, face.name, "Legendary" in face.supertypes)
        text = strip_ability_word(text)
        if card_name != face.name:
            text = name_to_tilde(text, card_name, False)
        out.append((printed, text))
    return out


# ------------------------------------------------------------------ card-level checks


def _card_problems(card: AtomicCard) -> list[Reason]:
    out: list[Reason] = []
    if card.layout not in PLAYABLE_LAYOUTS:
        out.append(Reason(f"layout {card.layout!r} is not supported yet"))
        return out
    for face in card.faces if card.layout in FACE_LAYOUTS else (card.front,):
        out += _face_problems(face)
    return out


def _face_problems(face: AtomicFace) -> list[Reason]:
    out: list[Reason] = []
    other = [t for t in face.types if t not in GAME_TYPES]
    if other:
        out.append(Reason(f"card type {other[0]} is not used in games the engine plays"))
    if "Planeswalker" in face.types and not re.fullmatch(r"\d+", face.loyalty or ""):
        out.append(Reason(f"loyalty {face.loyalty} is not a number (306.5b)"))
    if "{S}" in face.mana_cost:
        out.append(Reason("snow mana {S} is not tracked yet"))
    for label, v in (("power", face.power), ("toughness", face.toughness)):
        if v is not None and not re.fullmatch(r"-?\d+", v):
            out.append(Reason(f"{label} {v} needs a characteristic-defining ability (604.3)"))
    return out


# ------------------------------------------------------------------ abilities

_TRIGGERS: list[tuple[str, str]] = [
    (r"when ~ enters the battlefield", "enters"),  # 603.6a
    (r"when ~ dies", "dies"),  # 700.4
    (r"when ~ leaves the battlefield", "leaves"),  # 603.6c
    (r"at the beginning of your upkeep", "upkeep"),  # 503.1
    (r"at the beginning of each upkeep", "each_upkeep"),
    (r"at the beginning of each player's upkeep", "each_upkeep"),
    (r"at the beginning of your end step", "end_step"),  # 513.1
    (r"at the beginning of (?:each|the|each player's) end step", "each_end_step"),
    (r"at the beginning of each opponent's upkeep", "opponent_upkeep"),
    (r"at the beginning of combat on your turn", "begin_combat"),  # 507.1
    (r"when you cycle ~", "cycle"),  # 702.29
    (r"whenever ~ is dealt damage", "dealt_damage"),
    (r"whenever ~ attacks and isn't blocked", "unblocked"),  # 509.1h
    (r"when ~ is put into a graveyard from the battlefield", "put_into_graveyard_from_battlefield"),
    (r"whenever ~ attacks", "attacks"),  # 508.1m
    (r"whenever ~ blocks", "blocks"),  # 509.1i
    (r"whenever ~ becomes blocked", "becomes_blocked"),
    (r"whenever ~ deals combat damage to a player", "combat_damage_to_player"),  # 510.3a
    (r"whenever you gain life", "gain_life"),
    (r"whenever you draw a card", "draw_card"),
]


def _trigger_condition(cond: str, self_types: tuple[str, ...] = ()
                       ) -> tuple[str, dict[str, Any]] | None:
    """"When ~ enters the battlefield" -> ("enters", {}); "Whenever you cast a noncreature
    spell" -> ("cast_spell", filter)..."""
    low = cond.lower()
    # "Whenever a land enters ..." on a card that can't be a land is "another land" (the
    # engine never lets a permanent see itself enter or die through these events).
    m = re.fullmatch(r"whenever an? (.+?) (enters the battlefield(?: under your control)?|dies)",
                     low)
    if m:
        d = describe(m.group(1))
        types = set((d[1].get("types") or [d[0].capitalize()]) if d else ())
        if d is not None and types and not types & set(self_types) \
                and types <= {"Creature", "Land", "Artifact", "Enchantment", "Planeswalker"}:
            low = f"whenever another {m.group(1)} {m.group(2)}"
    for pat, event in _TRIGGERS:
        if re.fullmatch(pat, low):
            return event, {}
    m = re.fullmatch(r"whenever (you cast|a player casts) an? (?:(.+?) )?spell", low)
    if m:
        event = "cast_spell" if m.group(1) == "you cast" else "any_player_casts"
        if m.group(2) is None:
            return event, {}
        d = describe(m.group(2) + " spell")
        if d is None or d[0] != "spell" or set(d[1]) - {"types", "not_types", "colors",
                                                         "not_colors"}:
            return None
        return event, d[1]
    # "another": the engine never lets a permanent see itself enter or die here.
    m = re.fullmatch(r"whenever another (.+?) enters the battlefield( under your control)?", low)
    if m:
        d = describe(m.group(1))
        if d is None or d[0] not in ("creature", "permanent", "planeswalker"):
            return None
        f = dict(d[1])
        if d[0] in ("creature", "planeswalker"):
            f.setdefault("types", [d[0].capitalize()])
        if m.group(2):
            f["controller"] = "you"
        return "another_enters", f
    m = re.fullmatch(r"whenever another (creature(?: you control| an opponent controls)?) dies",
                     low)
    if m:
        d = describe(m.group(1))
        if d is None or set(d[1]) - {"controller"}:
            return None
        # "another": not this creature itself (it would otherwise see its own death, 603.10a)
        return "creature_dies", {**d[1], "types": ["Creature"], "other": True}
    return None


def _trigger(para: str, printed: str, self_types: tuple[str, ...] = ()
             ) -> tuple[list[dict[str, Any]] | None, str]:
    m = re.match(r"^((?:When|Whenever|At) [^,]+), (.+)$", para)
    if not m:
        return None, ""
    conds = _conditions(m.group(1), self_types)
    if conds is None:
        return None, "trigger condition not understood"
    body = m.group(2)
    cond_if: dict[str, Any] | None = None
    mif = re.match(r"^if you control an? ([^,]+), (.+)$", body)
    if mif:  # 603.4: an intervening "if" clause
        d = describe(mif.group(1))
        if d is None or d[0] not in TYPE_NOUNS:
            return None, "a condition (if/unless/as long as) not understood"
        cond_if = {**d[1], "controller": "you"}
        if d[0] != "permanent":
            cond_if.setdefault("types", [d[0].capitalize()])
        body = mif.group(2)
    optional = False
    if body.lower().startswith("you may "):
        optional, body = True, body[8:]
        body = body[0].upper() + body[1:]
    if "~" in m.group(1):  # "Whenever ~ attacks, it deals ...": "it" is the source
        if re.match(r"^it (deals|gets|gains) ", body):
            body = "~" + body[2:]
        if re.match(r"^have it deal ", body, re.I):  # "you may have it deal 1 damage to..."
            body = "~ deals " + body[13:]
        body = re.sub(r"\bon it\b", "on ~", body)
    ctx = Ctx(allow_x=False, on_permanent=True)
    effects = compile_effects(ctx, body)
    if effects is None or not effects:
        return None, _feature(body) or \
            f"triggered ability ({m.group(1)}, ...): effect not understood"
    out = []
    for event, filt in conds:
        moved = _after_move(event, effects)
        if moved is None:
            return None, "triggered ability: moves its source after it left the battlefield"
        t: dict[str, Any] = {"event": event, "text": printed, "effects": moved}
        if ctx.targets:
            t["targets"] = ctx.targets
        if optional:
            t["optional"] = True
        if filt:
            t["filter"] = filt
        if cond_if is not None:
            t["if_you_control"] = cond_if
        out.append(t)
    return out, ""


_ZONE_VERBS = ("bounce", "exile", "move", "shuffle_into_library")


def _after_move(event: str, effects: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """400.7d: in "When ~ dies / is put into a graveyard from the battlefield, return ~ to its
    owner's hand", "~" is the card in the graveyard, a new object the ability can find. After
    other leave-the-battlefield events the card is somewhere the engine does not track: None."""
    out = []
    for e in effects:
        verb, params = next(iter(e.items()))
        if verb in _ZONE_VERBS and params.get("what") == "self":
            if event not in ("dies", "put_into_graveyard_from_battlefield"):
                if event == "leaves":
                    return None
            else:
                e = {verb: {**params, "what": "self_in_graveyard"}}
        out.append(e)
    return out


def _conditions(cond: str, self_types: tuple[str, ...]) -> list[tuple[str, dict[str, Any]]] | None:
    """One trigger condition, or two joined by "or" ("Whenever ~ attacks or blocks",
    "Whenever ~ enters the battlefield or attacks"): the same ability triggers on each."""
    low = cond.lower()
    if "Creature" in self_types and low == "when ~ is put into a graveyard from the battlefield":
        return [("dies", {})]  # 700.4: for a creature, that is "dies"
    m = re.fullmatch(r"whenever ~ (attacks|blocks|enters the battlefield) or (attacks|blocks)", low)
    if m:
        first = {"attacks": "attacks", "blocks": "blocks", "enters the battlefield": "enters"}
        return [(first[m.group(1)], {}), (first[m.group(2)], {})]
    m = re.fullmatch(r"whenever ~ blocks an? (.+)", low)
    if m:  # the filter is the blocked attacker's
        d = describe(m.group(1))
        if d is None or d[0] != "creature" or set(d[1]) - {"keywords", "colors", "not_colors",
                                                           "power_ge", "power_le"}:
            return None
        return [("blocks", {**d[1], "types": ["Creature"]})]
    m = re.fullmatch(r"Whenever ~ or another ([A-Za-z]+) enters the battlefield under your "
                     r"control", cond)
    if m:  # two events: this permanent entering (603.6a), and another one entering
        word = m.group(1)
        if word in ("creature", "artifact", "enchantment", "land", "planeswalker"):
            f: dict[str, Any] = {"types": [word.capitalize()]}
        elif word[0].isupper() and word not in _NOT_CREATURE_TYPES:
            f = {"subtypes": [word]}  # a creature type (205.3m): "another Ally"
        else:
            return None
        return [("enters", {}), ("another_enters", {**f, "controller": "you"})]
    m = re.fullmatch(r"whenever an? creature (you control|an opponent controls) dies", low)
    if m:  # 603.10a: a creature you control dying includes this one
        return [("creature_dies", {"types": ["Creature"],
                                   "controller": "you" if m.group(1) == "you control"
                                   else "opponent"})]
    one = _trigger_condition(cond, self_types)
    return [one] if one is not None else None




# ------------------------------------------------------------------ the card



def compile_card(card: AtomicCard) -> Compiled:
    """Compile one card. Never raises for a card it can't express: returns the reasons."""
    sink: list[dict[str, Any]] = []
    reset = _TOKEN_SINK.set(sink)
    try:
        done = _compile_card(card)
    finally:
        _TOKEN_SINK.reset(reset)
    if done.card is None or not sink:
        return done
    unique = {json.dumps(t, sort_keys=True): t for t in sink}
    return replace(done, tokens=tuple(unique.values()))


def _compile_card(card: AtomicCard) -> Compiled:
    reasons = _card_problems(card)
    if reasons:
        return Compiled(card.name, None, None, tuple(reasons))
    rendered: list[tuple[str, str]] = []
    if card.layout in FACE_LAYOUTS:
        dsl, reasons = _faces_dsl(card, rendered)
    elif card.layout == "class":
        dsl, reasons = _class_dsl(card)
    elif card.layout == "meld":
        dsl, reasons = _meld_dsl(card)
    else:
        dsl, reasons = _face_dsl(card, card.front, card.name, rendered)
    if reasons:
        return Compiled(card.name, None, None, tuple(reasons))
    try:
        cdef = parse_card(dsl, "MTGJSON")
    except (CardFileError, ValueError) as e:
        return Compiled(card.name, None, None, (Reason("the card's data can't be read", str(e)),))
    return Compiled(card.name, dsl, cdef, (), rendered=tuple(rendered))


# Keyword lines that are the layout's own rules, not abilities to compile: fuse (702.102a)
# and aftermath (702.127a), carried out by the split card rules (rules/faces.py).
_LAYOUT_KEYWORDS = {"split": ("Fuse",), "aftermath": ("Aftermath",)}


def _faces_dsl(card: AtomicCard, rendered: list[tuple[str, str]]
               ) -> tuple[dict[str, Any], list[Reason]]:
    """A card with faces: each face compiled as a one-face card is (cards/faces.py). A face
    the compiler can't read makes the card unsupported, the reason naming the face."""
    skip = _LAYOUT_KEYWORDS.get(card.layout, ())
    faces: list[dict[str, Any]] = []
    reasons: list[Reason] = []
    fuse = False
    for face in card.faces:
        lines = face.text.split("\n")
        kept = [line for line in lines if strip_reminder(line) not in skip]
        fuse = fuse or any(strip_reminder(line) == "Fuse" for line in lines)
        kept, extra = _transform_lines(face, kept) if card.layout == "transform" else (kept, {})
        dsl, why = _face_dsl(card, replace(face, text="\n".join(kept)), face.name, rendered)
        for key, v in extra.items():
            dsl[key] = dsl.get(key, []) + v if isinstance(v, list) else v
        if face.text:
            dsl["text"] = face.text
        faces.append(dsl)
        reasons += [Reason(r.category, f"{face.name}: {r.detail}" if r.detail else face.name)
                    for r in why]
    out: dict[str, Any] = {"layout": card.layout, "faces": faces}
    if fuse:
        out["fuse"] = True
    return out, reasons


def _transform_lines(face: AtomicFace, lines: list[str]) -> tuple[list[str], dict[str, Any]]:
    """A transforming card's own keywords: "Disturb [cost]" (702.146a) on the front face and
    the back face's "If ~ would be put into a graveyard from anywhere, exile it instead."
    (614.1a); daybound and nightbound (702.145)."""
    kept: list[str] = []
    extra: dict[str, Any] = {}
    exile = f"If {face.name} would be put into a graveyard from anywhere, exile it instead."
    for line in lines:
        text = strip_reminder(line)
        m = re.fullmatch(r"Disturb ((?:\{[0-9WUBRGC/]+\})+)", text)
        if m:
            extra["disturb"] = m.group(1)
        elif text == exile:
            extra["statics"] = [{"graveyard_exile": {}}]
        elif text in ("Daybound", "Nightbound"):
            extra["keywords"] = [text.lower()]
        else:
            kept.append(line)
    return kept, extra


def _meld_dsl(card: AtomicCard) -> tuple[dict[str, Any], list[Reason]]:
    """A meld card's front face (713.3a), with its partner and combined face (713.1a). The
    combined face itself is not a card one plays (713.1b)."""
    face = card.front
    if face.side == "b" or " // " not in card.name:
        return {}, [Reason("a melded permanent's combined face is not a card (713.1b)")]
    m = re.search(r"\(Melds with ([^.)]+)\.\)", face.text) or \
        re.search(r"named ([^,.]+?),? .*meld them into", face.text)
    if m is None:
        return {}, [Reason("meld (701.37): the meld pair is not understood", face.text)]
    dsl, reasons = _face_dsl(card, face, face.name)
    dsl["meld_with"] = m.group(1)
    dsl["meld_into"] = card.name.split(" // ")[1]
    return dsl, reasons


_LEVEL_BAR = re.compile(r"^((?:\{[0-9WUBRGC/]+\})+): Level (\d+)$")
_BECOMES = re.compile(r"^When this Class becomes level (\d+), (.+)$")


def _class_dsl(card: AtomicCard) -> tuple[dict[str, Any], list[Reason]]:
    """A Class (717): its text split at each level bar ("[Cost]: Level N", 717.2a), each
    level's abilities compiled as a one-face card's are; "When this Class becomes level N, ..."
    is a trigger of that level."""
    face = card.front
    groups: list[tuple[int, str, list[str]]] = [(1, "", [])]
    for line in face.text.split("\n"):
        m = _LEVEL_BAR.match(strip_reminder(line))
        if m:
            groups.append((int(m.group(2)), m.group(1), []))
        else:
            groups[-1][2].append(line)
    reasons: list[Reason] = []
    dsl: dict[str, Any] = {}
    levels: list[dict[str, Any]] = []
    for level, cost, lines in groups:
        becomes: list[dict[str, Any]] = []
        rest: list[str] = []
        for line in lines:
            m = _BECOMES.match(strip_reminder(line))
            if m is None:
                rest.append(line)
                continue
            ctx = Ctx(allow_x=False, on_permanent=True)
            effects = compile_effects(ctx, m.group(2))
            if not effects:
                reasons.append(Reason(_feature(m.group(2)) or "class level trigger: effect not "
                                      "understood", line))
                continue
            t: dict[str, Any] = {"event": "becomes_level", "level": int(m.group(1)),
                                 "text": line, "effects": effects}
            if ctx.targets:
                t["targets"] = ctx.targets
            becomes.append(t)
        part, why = _face_dsl(card, replace(face, text="\n".join(rest)), face.name)
        reasons += why
        if becomes:
            part["triggers"] = becomes + part.get("triggers", [])
        if level == 1:
            dsl = part
            dsl["text"] = face.text
        else:
            levels.append({"level": level, "cost": cost,
                           **{k: v for k, v in part.items()
                              if k in ("abilities", "triggers", "statics", "keywords")}})
    dsl["levels"] = levels
    return dsl, reasons


_CHAPTER = re.compile(r"^((?:[IVX]+)(?:, [IVX]+)*) — (.+)$")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}


def _chapters(face: AtomicFace, card_name: str) -> tuple[list[dict[str, Any]], list[Reason],
                                                         AtomicFace]:
    """715.2: a Saga's chapter abilities ("I, II — [Effect]"), and the face without them."""
    triggers: list[dict[str, Any]] = []
    reasons: list[Reason] = []
    rest: list[str] = []
    for line in face.text.split("\n"):
        m = _CHAPTER.match(line)
        if m is None:
            rest.append(line)
            continue
        body = name_to_tilde(strip_reminder(m.group(2)), face.name, False)
        ctx = Ctx(allow_x=False, on_permanent=True)
        effects = compile_effects(ctx, body)
        if not effects:
            reasons.append(Reason(_feature(body) or "chapter ability: effect not understood",
                                  line))
            continue
        for numeral in m.group(1).split(", "):
            t: dict[str, Any] = {"event": "chapter", "chapter": _ROMAN.get(numeral, 0),
                                 "text": line, "effects": effects}
            if ctx.targets:
                t["targets"] = ctx.targets
            triggers.append(t)
    return triggers, reasons, replace(face, text="\n".join(rest))


_LEVEL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")


def _levels(face: AtomicFace) -> tuple[tuple[list[dict[str, Any]], list[dict[str, Any]]],
                                       list[Reason], AtomicFace]:
    """A leveler (711): "Level up [cost]" (702.87a: "[Cost]: Put a level counter on this
    permanent. Activate only as a sorcery.") and its level symbols, each a power/toughness
    box and keyword abilities (711.2a-b); other abilities in a level box are refused."""
    abilities: list[dict[str, Any]] = []
    statics: list[dict[str, Any]] = []
    reasons: list[Reason] = []
    rest: list[str] = []
    box: dict[str, Any] | None = None
    for line in face.text.split("\n"):
        text = strip_reminder(line)
        m = re.fullmatch(r"Level up ((?:\{[0-9WUBRGC]\})+)", text)
        m2 = _LEVEL.match(text)
        if m:
            abilities.append({"cost": m.group(1), "text": f"Level up {m.group(1)}",
                              "sorcery_speed": True,
                              "effects": [{"put_counters": {"kind": "level", "what": "self",
                                                            "count": 1}}]})
        elif m2:
            box = {"from": int(m2.group(1)), "to": int(m2.group(2) or 0)}
            statics.append({"level": box})
        elif box is None:
            rest.append(line)
        elif "power" not in box and re.fullmatch(r"\d+/\d+", text):
            box["power"], box["toughness"] = (int(x) for x in text.split("/"))
        else:
            kws = parse_keyword_line(text)
            if kws is None or not all(k.implemented and k.card_keywords() for k in kws):
                reasons.append(Reason("leveler: an ability in a level box other than keywords "
                                      "(711.2) is not supported yet", text))
                continue
            box.setdefault("keywords", []).extend(w for k in kws for w in k.card_keywords())
    return (abilities, statics), reasons, replace(face, text="\n".join(rest))


def _face_dsl(card: AtomicCard, face: AtomicFace, name: str,
              rendered: list[tuple[str, str]] | None = None) -> tuple[dict[str, Any], list[Reason]]:
    """The DSL of one face (the card itself for a one-face card), or the reasons it can't
    be compiled. Each ability's rendering back to English is added to `rendered`."""
    reasons: list[Reason] = []
    chapters: list[dict[str, Any]] = []
    printed_text = face.text
    levels: tuple[list[dict[str, Any]], list[dict[str, Any]]] = ([], [])
    if card.layout == "saga":
        chapters, reasons, face = _chapters(face, card.name)
    elif card.layout == "leveler":
        levels, reasons, face = _levels(face)
    dsl: dict[str, Any] = {"name": name, "type": face.type_line}
    if face.mana_cost:
        dsl["cost"] = face.mana_cost
    dsl["colors"] = list(face.colors)
    for key, v in (("power", face.power), ("toughness", face.toughness), ("loyalty", face.loyalty)):
        if v is not None:
            dsl[key] = int(v)
    if printed_text:
        dsl["text"] = printed_text
    is_spell = "Instant" in face.types or "Sorcery" in face.types
    keywords: list[str] = []
    abilities: list[dict[str, Any]] = []
    triggers: list[dict[str, Any]] = []
    statics: list[dict[str, Any]] = []
    spell_text: list[str] = []
    abilities += _intrinsic_mana(face)
    trace: list[tuple[str, str, list[Any]]] = []  # (paragraph, kind, its DSL) for the round trip
    for printed, para in paragraph_pairs(face, card.name):
        kws = parse_keyword_line(para)
        if kws is not None:
            for k in kws:
                if not k.implemented:
                    what = f"{k.title} {k.param}".strip()
                    reasons.append(Reason(f"keyword {k.title} ({k.rule}) is not implemented yet",
                                          what))
                elif k.name == "flashback":
                    if not is_spell:
                        reasons.append(Reason("keyword Flashback (702.34) on a permanent", para))
                    else:
                        dsl["flashback"] = k.param
                elif k.name == "cycling":
                    abilities.append(cycling_ability(k.param))
                elif k.name == "equip":
                    if "Equipment" not in face.subtypes:
                        reasons.append(Reason("keyword Equip (702.6) on a non-Equipment", para))
                    else:
                        abilities.append(equip_ability(k.param))
                elif k.name == "enchant":
                    spec = target_spec(k.param)
                    if spec is None or "Aura" not in face.subtypes:
                        reasons.append(Reason("keyword Enchant (702.5): what it enchants is not "
                                              "understood", para))
                    else:
                        dsl["enchant"] = spec
                else:
                    keywords += k.card_keywords()
            continue
        if re.fullmatch(r"A deck can have (?:any number of|up to \w+) cards named ~\.", para):
            continue  # a deck-construction rule (100.2a), checked by formats/rules.py
        trig, why = _trigger(para, printed, face.types)
        if trig is not None:
            triggers += trig
            trace.append((para, "trigger", trig))
            continue
        if why:
            reasons.append(Reason(why, para))
            continue
        acts, why = _activated(para, printed)
        if acts is not None:
            abilities += acts
            trace.append((para, "activated", acts))
            continue
        if why:
            reasons.append(Reason(why, para))
            continue
        if para == "This spell can't be countered.":
            statics.append({"cant_be_countered": {}})
            trace.append((para, "static", [{"cant_be_countered": {}}]))
            continue
        if is_spell:
            spell_text.append(para)
            continue
        own = _own_combat_abilities(para)
        if own is not None:
            keywords += own
            trace.append((para, "own", own))
            continue
        st = _static(para)
        if st is not None:
            statics.append(st)
            trace.append((para, "static", [st]))
            continue
        reasons.append(Reason(_static_category(para), para))
    if is_spell:
        spell = _spell(face, spell_text, reasons)
        if spell is not None:
            dsl["spell"] = spell
            trace.append(("\n".join(spell_text), "spell", [spell]))
    if not reasons:
        reasons += round_trip(trace, face.types, _TOKEN_SINK.get() or [], rendered)
    triggers = chapters + triggers
    abilities, statics = levels[0] + abilities, statics + levels[1]
    for key, v in (("keywords", keywords), ("abilities", abilities), ("triggers", triggers),
                   ("statics", statics)):
        if v:
            dsl[key] = v
    return dsl, reasons


def _spell(face: AtomicFace, paras: list[str], reasons: list[Reason]) -> dict[str, Any] | None:
    if paras and paras[0] == "Choose one —" and len(paras) > 2 \
            and all(p.startswith("• ") for p in paras[1:]):
        return _modal(face, paras[1:], reasons)
    text = " ".join(paras)
    if not text:
        reasons.append(Reason("an instant or sorcery with no effect the engine understands"))
        return None
    ctx = Ctx(allow_x="{X}" in face.mana_cost, on_permanent=False)
    effects = compile_effects(ctx, text)
    if effects is None or not effects:
        reasons.append(Reason(_feature(text) or "spell effect not understood", text))
        return None
    out: dict[str, Any] = {"effects": effects}
    if ctx.targets:
        out["targets"] = ctx.targets
    return out


def _modal(face: AtomicFace, bullets: list[str], reasons: list[Reason]) -> dict[str, Any] | None:
    """700.2: "Choose one —" and a mode per bullet; each mode has its own targets."""
    modes = []
    for b in bullets:
        ctx = Ctx(allow_x="{X}" in face.mana_cost, on_permanent=False)
        effects = compile_effects(ctx, b[2:])
        if not effects:
            reasons.append(Reason("modal spell: mode not understood", b))
            return None
        mode: dict[str, Any] = {"text": b[2:], "effects": effects}
        if ctx.targets:
            mode["targets"] = ctx.targets
        modes.append(mode)
    return {"modes": modes}


# ------------------------------------------------------------------ the round trip


def round_trip(trace: list[tuple[str, str, list[Any]]], self_types: tuple[str, ...],
               tokens: list[dict[str, Any]],
               rendered_out: list[tuple[str, str]] | None = None) -> list[Reason]:
    """DESIGN 8: every paragraph's DSL rendered back to English must say what the paragraph
    says (render.normalise); a difference refuses the card with the difference as reason."""
    from mtg_engine.cards.oracle.render import RenderError, difference

    by_name: dict[str, dict[str, Any]] = {}
    for t in tokens:
        if t["name"] in by_name and by_name[t["name"]] != t:
            return [Reason("round trip: two different tokens with one name")]
        by_name[t["name"]] = t
    out: list[Reason] = []
    for para, kind, items in trace:
        from mtg_engine.cards.oracle.render import joining_you

        try:
            rendered = render_paragraph(kind, items, self_types, by_name)
            with joining_you(False):
                other = render_paragraph(kind, items, self_types, by_name)
        except RenderError as e:
            out.append(Reason("round trip: no English for the DSL", f"{para} [{e}]"))
            continue
        if kind == "static":  # 611.3a: a condition may come first ("As long as ..., ~ gets")
            from mtg_engine.cards.oracle.render import static_forms

            rendered = next((f for f in static_forms(items[0]) if not difference(para, f)),
                            rendered)
        if rendered_out is not None:
            rendered_out.append((para, rendered))
        diff = difference(para, rendered, other)
        if diff:
            out.append(Reason("round trip: the DSL says something else", f"{para} [{diff}]"))
    return out


def render_paragraph(kind: str, items: list[Any], self_types: tuple[str, ...],
                     tokens: dict[str, dict[str, Any]]) -> str:
    """The English of one paragraph's DSL (see render.py)."""
    from mtg_engine.cards.oracle import render as r

    if kind == "trigger":
        text = r.render_trigger(items[0], self_types, tokens)
        if len(items) == 2 and items[0]["event"] == "enters" \
                and items[1]["event"] == "another_enters":
            # "Whenever ~ or another Ally enters the battlefield under your control"
            f = {k: v for k, v in items[1].get("filter", {}).items() if k != "controller"}
            head = f"Whenever ~ or another {r.describe_filter(f)} enters the battlefield " \
                "under your control"
            first = r.render_condition(items[0], self_types)
            return head + text[len(first):]
        if len(items) == 2:  # "Whenever ~ attacks or blocks" made two triggers
            first = r.render_condition(items[0], self_types)
            second = r.render_condition(items[1], self_types)
            text = first + " or " + second.split("~ ", 1)[1] + text[len(first):]
        return text
    if kind == "activated":
        if len(items) > 1:  # "{T}: Add {R} or {G}." made one mana ability per choice
            if not all("mana" in a for a in items):
                raise r.RenderError("several abilities from one paragraph")
            manas = [a["mana"] for a in items]
            if any(a.get("effects") != items[0].get("effects") for a in items):
                raise r.RenderError("mana abilities with different riders")
            head = r.render_cost(items[0]["cost"])
            out = f"{head}: Add {', '.join(manas[:-1])}{',' if len(manas) > 2 else ''} " \
                f"or {manas[-1]}."
            if items[0].get("effects"):
                out += " " + r.render_effects(items[0]["effects"], [], tokens)
            return out
        return r.render_activated(items[0], tokens)
    if kind == "own":
        if items == list(_LURE):
            return "All creatures able to block ~ do so."
        phrase = next((k for k, v in _COMBAT_PHRASES.items() if list(v) == items), None)
        if phrase is None:
            raise r.RenderError("combat abilities")
        return f"~ {phrase}."
    if kind == "static":
        return r.render_static(items[0])
    spell = items[0]
    if spell.get("modes"):
        bullets = [r.render_effects(m["effects"], m.get("targets", []), tokens)
                   for m in spell["modes"]]
        return "Choose one —\n" + "\n".join("• " + b for b in bullets)
    return r.render_effects(spell["effects"], spell.get("targets", []), tokens)


# Engine features that the text needs and the engine lacks: a clearer reason than "not
# understood" (and a useful count in `mtg cards coverage`). Checked in order.
_FEATURES: tuple[tuple[str, str], ...] = (
    (r"\bcreate\b.*\btokens?\b", "creating tokens (111) is not supported yet"),
    (r"\bprevent\b", "damage prevention (615): this wording is not understood"),
    (r"\bsearch (?:your|its owner's|their) library\b", "library search: not understood"),
    (r"\bcan't be countered\b", "\"can't be countered\" is not implemented yet"),
    (r"\bgain control\b|\byou control enchanted\b",
     "control-changing effects (613.1b) are not implemented yet"),
    (r"\buntil end of turn\b.*\bcan't\b|\bcan't\b.*\bthis turn\b",
     "\"can't\" effects for a turn are not implemented yet"),
    (r"\bcounter (?:target|that|it)\b", "countering (701.5): this wording is not understood"),
    (r"\bcounters?\b", "this use of counters is not implemented yet"),
    (r"\bif\b|\bunless\b|\bas long as\b", "a condition (if/unless/as long as) not understood"),
    (r"\bfor each\b|\bequal to\b|\bthe number of\b", "a variable amount not understood"),
)


def _feature(text: str) -> str | None:
    low = text.lower()
    for pat, label in _FEATURES:
        if re.search(pat, low):
            return label
    return None
