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
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import Any

from mtg_engine.cards.dsl import CardDef, CardFileError
from mtg_engine.cards.dsl_cards import parse_card
from mtg_engine.cards.keywords import is_keyword_name, parse_keyword_line
from mtg_engine.cards.mtgjson import AtomicCard, AtomicFace
from mtg_engine.cards.oracle import (
    additional_each,
    alt_costs,
    attach_choice,
    attached_noun,
    cast_only,
    cost_or,
    counter_choice,
    delayed,
    draw_instead,
    entering,
    entering_counts,
    entering_mana_spent,
    entering_reveal_each,
    entering_sacrifice,
    flash_self,
    prevention,
    render_abilities,
    render_phrases,
    render_statics,
    spell_costs,
    spell_uncounterable,
    strive,
    trigger_effects,
    turn_triggers,
)
from mtg_engine.cards.oracle.amount_synonyms import said_plainly
from mtg_engine.cards.oracle.choose_target import said_with_target
from mtg_engine.cards.oracle.condition_synonyms import said_plainly as condition_said_plainly
from mtg_engine.cards.oracle.costs import (
    _activated,
    _cost,
    _intrinsic_mana,
    crew_ability,
    cycling_ability,
    equip_ability,
    equip_quality_ability,
    render_equip,
)
from mtg_engine.cards.oracle.difference import explicit as explicit_difference
from mtg_engine.cards.oracle.echo_costs import echo_trigger
from mtg_engine.cards.oracle.effects import _TOKEN_SINK, Ctx, compile_effects
from mtg_engine.cards.oracle.reasons import _feature, unloadable
from mtg_engine.cards.oracle.self_it import (
    self_it_activated_renderings,
    self_it_renderings,
    they_renderings,
)
from mtg_engine.cards.oracle.self_pronouns import self_pronouns
from mtg_engine.cards.oracle.static_restrictions import enchant_spec, equip_other_cost
from mtg_engine.cards.oracle.statics import _own_combat_abilities, _static, _static_category
from mtg_engine.cards.oracle.team_words import as_you
from mtg_engine.cards.oracle.trigger_haunt import haunt_trigger
from mtg_engine.cards.oracle.trigger_render import it_renderings
from mtg_engine.cards.oracle.triggers import _trigger, render_trigger_paragraph

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


def name_to_tilde(text: str, name: str, legendary: bool, creature: bool = False) -> str:
    """Replace the card's own name by `~` (201.5: text that refers to the object by name means
    that object). A legendary card may use the part of its name before the comma, and a
    legendary creature with no comma its first word (201.5c: "Rubinia" for Rubinia
    Soulsinger, `_first_word_name`)."""
    out = text.replace(name, "~")
    if "each other" in out:  # 205.3m: "for each other attacking Aurochs" (Aurochs): the
        out = _type_not_name(out, name)  # creature type of that name, not the card
    # 201.5: "This spell deals 5 damage ..." (a mode of Choose Your Weapon): the spell itself
    out = re.sub(r"(?<=— )This spell deals\b|^This spell deals\b", "~ deals", out)
    short = name.split(",")[0].strip() if "," in name else _first_word_name(name, creature)
    # (a first word is no name when more of a name follows: "create Tuktuk the Returned")
    longer = "" if "," in name else r"(?! (?:the |of )?[A-Z])"
    if legendary and short:  # (not inside another name: "a token named Koma's Coil", 111.4)
        out = re.sub(rf"\b{re.escape(short)}\b(?!'s [A-Z]){longer}", lambda m: m.group()
                     if re.search(r"named (?:[A-Z][\w']*,? |of |the )*$", m.string[:m.start()])
                     else "~", out)
    return out


def _type_not_name(text: str, name: str) -> str:
    """A card named as a creature type (205.3m, Aurochs): "each other [attacking] <name>"
    counts permanents of that type, not the card by its name (201.5)."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    if name not in CREATURE_TYPES:
        return text
    return re.sub(r"\b(each other (?:attacking |blocking )?)~(?![\w'])", rf"\g<1>{name}", text)


def _first_word_name(name: str, creature: bool) -> str:
    """201.5c: the shortened name of a legendary creature named with no comma ("Hivis" of
    Hivis of the Scale), unless that word is an article or a creature type ("Sliver Queen")."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    first = name.split(" ")[0]
    if not creature or first == name or first in ("The", "A", "An") or first in CREATURE_TYPES:
        return ""
    return first


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
    m = re.match(r"^([A-Z][A-Za-z' -]+) — (?=\S)", text)  # ("Two-Weapon Fighting")
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


from mtg_engine.cards.oracle.trigger_mutates import this_creature  # noqa: E402


def paragraph_pairs(face: AtomicFace, card_name: str) -> list[tuple[str, str]]:
    """(printed text, text with the name written `~`) of each ability, reminder text dropped."""
    out = []
    for line in face.text.split("\n"):
        printed = strip_reminder(line)
        if not printed:
            continue
        text = name_to_tilde(printed, face.name, "Legendary" in face.supertypes,
                             "Creature" in face.types)
        text = as_you(strip_ability_word(text))  # 102.4: "your team" is "you" (team_words.py)
        text = self_pronouns(text, face.types)  # 201.5: a planeswalker's "him" (self_pronouns.py)
        text = this_creature(text, face.text)  # 201.5: a mutate card's "this creature"
        text = explicit_difference(text)  # 608.2h: "equal to the difference" (difference.py)
        text = said_with_target(text)  # 115.1: "Choose target ..." (choose_target.py)
        text = said_plainly(text)  # 107.1: amounts in other words (amount_synonyms.py)
        text = condition_said_plainly(text)  # 603.1 (condition_synonyms.py)
        if card_name != face.name:
            text = name_to_tilde(text, card_name, False)
        out.append((printed, text))
    return out


# ------------------------------------------------------------------ card-level checks


def _card_problems(card: AtomicCard) -> list[Reason]:
    out: list[Reason] = []
    from mtg_engine.cards.oracle.dungeons import is_dungeon

    if is_dungeon(card):  # 309 (dungeons.py)
        return []
    if card.layout in ("planar", "scheme"):  # 310, 311, 313 (planar.py)
        from mtg_engine.cards.oracle.planar import card_problem

        why = card_problem(card)
        return [Reason(why)] if why else []
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
    for label, v in (("power", face.power), ("toughness", face.toughness)):
        if v is not None and not re.fullmatch(r"-?\d+", v) and not _counted_pt(face):
            out.append(Reason(f"{label} {v} needs a characteristic-defining ability (604.3)"))
    return out


def _counted_pt(face: AtomicFace) -> bool:
    """*/* with a CDA setting both to a count (604.3, statics.counted_pt_static): _face_dsl
    checks that the CDA compiled."""
    from mtg_engine.cards.oracle.cda_amounts import plus_star

    if plus_star(face.power, face.toughness, face.text):  # "1+*" (208.2a)
        return True
    power = face.power == "*" and "'s power is equal to " in face.text
    toughness = face.toughness == "*" and "'s toughness is equal to " in face.text
    if (power or re.fullmatch(r"\d+", face.power or "")) \
            and (toughness or re.fullmatch(r"\d+", face.toughness or "")) and (power or toughness):
        return True  # "~'s power is equal to ..." (its toughness printed, or its own CDA)
    return face.power == face.toughness == "*" and "power and toughness are each equal to " \
        in face.text  # (cda_amounts.py: an amount other than a count)


# ------------------------------------------------------------------ abilities


# ------------------------------------------------------------------ the card



def _sink_token(token: dict[str, Any]) -> None:
    """A token a keyword ability creates (fabricate's Servo, living weapon's Germ) goes to the
    card's tokens (111.4), as the "Create ..." sentences' do."""
    sink = _TOKEN_SINK.get()
    if sink is not None:
        sink.append(dict(token))


def boast_ability(para: str, printed: str) -> tuple[list[dict[str, Any]] | None, str]:
    """702.142a: "Boast — [Cost]: [Effect]" is "[Cost]: [Effect]. Activate only if this
    creature attacked this turn and only once each turn." (the ability read as any other
    activated ability, then marked)"""
    from mtg_engine.cards.oracle.costs import _activated

    body = re.sub(r"^Boast\s*—\s*", "", para)
    acts, why = _activated(body, printed)
    if acts is None or len(acts) != 1 or acts[0].get("sorcery_speed") \
            or acts[0].get("once_each_turn") or "mana" in acts[0] or "any_color" in acts[0]:
        return None, why or "keyword Boast (702.142): this ability is not understood"
    return [{**acts[0], "boast": True}], ""


def forecast_ability(para: str, printed: str) -> tuple[list[dict[str, Any]] | None, str]:
    """702.57a-b: "Forecast — [Cost], Reveal ~ from your hand: [Effect]", an ability of the
    card in the hand, activated only during its owner's upkeep and only once each turn."""
    from mtg_engine.cards.oracle.costs import _activated

    m = re.fullmatch(r"Forecast\s*—\s*(.+?), Reveal ~ from your hand: (.+)", para)
    if m is None:
        return None, "keyword Forecast (702.57): this ability is not understood"
    acts, why = _activated(f"{m.group(1)}: {m.group(2)}", printed)
    if acts is None or len(acts) != 1 or acts[0].get("sorcery_speed") \
            or acts[0].get("once_each_turn") or "mana" in acts[0] or "any_color" in acts[0] \
            or acts[0].get("zone") or acts[0]["cost"].get("tap") \
            or '"self"' in json.dumps(acts[0].get("effects", [])):
        return None, why or "keyword Forecast (702.57): this ability is not understood"
    return [{**acts[0], "forecast": True, "zone": "hand"}], ""


def compile_card(card: AtomicCard) -> Compiled:
    """Compile one card. Never raises for a card it can't express: returns the reasons."""
    from mtg_engine.cards.oracle.chosen_words import ALL_CREATURE
    from mtg_engine.cards.oracle.emblems import CARD_NAME

    sink: list[dict[str, Any]] = []
    reset = _TOKEN_SINK.set(sink)
    named = CARD_NAME.set(card.name)  # an emblem's handle (emblems.py)
    creature = ALL_CREATURE.set(all("Creature" in f.types for f in card.faces))
    from mtg_engine.cards.oracle.any_number_costs import COST_WAY

    cost_way = COST_WAY.set(None)  # (set by the card's "any number" cost, 118.8)
    try:
        done = _compile_card(card)
    finally:
        _TOKEN_SINK.reset(reset)
        CARD_NAME.reset(named)
        ALL_CREATURE.reset(creature)
        COST_WAY.reset(cost_way)
    if done.card is None or not sink:
        return done
    unique = {json.dumps(t, sort_keys=True): t for t in sink}
    return replace(done, tokens=tuple(unique.values()))


def _is_dungeon(card: AtomicCard) -> bool:
    from mtg_engine.cards.oracle.dungeons import is_dungeon

    return is_dungeon(card)


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
    elif _is_dungeon(card):  # 309 (dungeons.py)
        from mtg_engine.cards.oracle.dungeons import dungeon_dsl

        dsl, reasons = dungeon_dsl(card, rendered, _face_dsl, round_trip, Reason)
    elif card.layout in ("planar", "scheme"):  # 310, 311, 313 (planar.py)
        from mtg_engine.cards.oracle.planar import variant_dsl

        dsl, reasons = variant_dsl(card, rendered, _face_dsl, round_trip, Reason)
    else:
        dsl, reasons = _face_dsl(card, card.front, card.name, rendered)
    if reasons:
        return Compiled(card.name, None, None, tuple(reasons))
    try:
        cdef = parse_card(dsl, "MTGJSON")
    except (CardFileError, ValueError) as e:
        known = unloadable(dsl)  # a limit the loader knows, with its reason (reasons.py)
        why = Reason(*known) if known else Reason("the card's data can't be read", str(e))
        return Compiled(card.name, None, None, (why,))
    from mtg_engine.cards.oracle.evaluable import unevaluable

    unjudged = unevaluable(cdef)  # a matcher would ignore part of a filter (evaluable.py)
    if unjudged:
        return Compiled(card.name, None, None, tuple(Reason(c, d) for c, d in unjudged))
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
        body = said_plainly(body)  # 107.1: amounts in other words (amount_synonyms.py)
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


def _face_dsl(card: AtomicCard, face: AtomicFace, name: str,
              rendered: list[tuple[str, str]] | None = None) -> tuple[dict[str, Any], list[Reason]]:
    """The DSL of one face (the card itself for a one-face card), or the reasons it can't
    be compiled. Each ability's rendering back to English is added to `rendered`."""
    reasons: list[Reason] = []
    chapters: list[dict[str, Any]] = []
    printed_text = face.text
    levels: tuple[list[dict[str, Any]], list[dict[str, Any]]] = ([], [])
    if card.layout == "saga" or "Saga" in face.subtypes:  # (a transforming card's face, 712)
        chapters, reasons, face = _chapters(face, card.name)
    elif card.layout == "leveler":  # 711, 702.87 (level_boxes.py)
        from mtg_engine.cards.oracle.level_boxes import levels as read_levels

        levels, reasons, face = read_levels(card, face)
    dsl: dict[str, Any] = {"name": name, "type": face.type_line}
    if face.mana_cost:
        dsl["cost"] = face.mana_cost
    dsl["colors"] = list(face.colors)
    for key, v in (("power", face.power), ("toughness", face.toughness), ("loyalty", face.loyalty)):
        if v is not None:
            dsl[key] = 0 if "*" in v else int(v)  # "*", "1+*": the CDA defines it (208.2a)
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
    from mtg_engine.cards.oracle import anchor_words, modal_activated, modal_triggers

    pairs, anchors = anchor_words.split(paragraph_pairs(face, card.name))  # 614.12b
    from mtg_engine.cards.oracle import dice

    pairs = dice.group_results(pairs)  # 706.3b: a die roll and its results table
    for printed, para in modal_activated.group_bullets(modal_triggers.group_bullets(pairs)):
        only = cast_only.split(para)  # 601.3: "Cast this spell only during combat."
        if only is not None:
            dsl["cast_only"] = [*dsl.get("cast_only", []), *only[1]]
            trace.append((only[0], "cast_only", only[1]))
            if not only[2]:
                continue
            para, printed = only[2], re.sub(r"^Cast this spell only [^.]+\.\s*", "", printed)
        rest = alt_costs.take(para, printed, dsl, trace) if is_spell else None  # 118.9
        if rest is not None:
            if not rest[0]:
                continue
            para, printed = rest
        if spell_costs.two_kickers(para, dsl):  # 702.33b
            continue
        kws = parse_keyword_line(para)
        if kws is not None:
            for k in kws:
                if k.name in ("buyback", "kicker") and k.param.startswith("—") and (
                        is_spell or k.name == "kicker"):  # (702.33a: a permanent spell too)
                    from mtg_engine.cards.oracle import flashback_costs  # 702.27a, 702.33a

                    read = flashback_costs.read_buyback if k.name == "buyback" \
                        else flashback_costs.read_kicker
                    why = read(k.param, dsl, _cost)
                    if why:
                        reasons.append(Reason(why, para))
                elif k.name in spell_costs.KEYWORDS:  # casting costs (spell_costs.py)
                    why = spell_costs.keyword(k, dsl, keywords, face.types)
                    if why:
                        reasons.append(Reason(why, para))
                elif k.name in ("boast", "forecast"):
                    # 702.142a: "Boast — [Cost]: [Effect]"; 702.57a: "Forecast — [Activated
                    # ability]"
                    read = boast_ability if k.name == "boast" else forecast_ability
                    acts, why = read(para, printed)
                    if acts is None:
                        reasons.append(Reason(why, para))
                    else:
                        abilities += acts
                        trace.append((para, "activated", acts))
                elif k.name == "cycling" and not k.implemented:  # 702.29e typecycling
                    ab, why = spell_costs.typecycling(k)
                    if ab is None:
                        reasons.append(Reason(why, para))
                    else:
                        abilities.append(ab)
                elif k.name == "equip" and not k.implemented and "Equipment" in face.subtypes \
                        and equip_other_cost(k.param) is not None:
                    abilities.append(equip_other_cost(k.param))  # 702.6a: another cost
                elif k.name == "flashback" and not k.implemented and is_spell:
                    from mtg_engine.cards.oracle import flashback_costs  # 702.34a

                    why = flashback_costs.read(k.param, dsl, _cost)
                    if why:
                        reasons.append(Reason(why, f"{k.title} {k.param}".strip()))
                elif k.name == "echo" and not k.implemented and echo_trigger(
                        k.param, face.types) is not None:  # 702.30a, a cost other than mana
                    triggers.append(echo_trigger(k.param, face.types))
                elif k.name == "haunt" and not k.param and haunt_trigger(face.types):
                    triggers.append(haunt_trigger(face.types))  # 702.55a (rules/haunt.py)
                elif not k.implemented:
                    what = f"{k.title} {k.param}".strip()
                    reasons.append(Reason(f"keyword {k.title} ({k.rule}) is not implemented yet",
                                          what))
                elif k.name == "flashback":
                    if not is_spell:
                        reasons.append(Reason("keyword Flashback (702.34) on a permanent", para))
                    else:
                        dsl["flashback"] = k.param
                elif k.name == "gravestorm" and not is_spell:
                    # 702.69a on a permanent spell (its copies would become tokens, 707.10f)
                    reasons.append(Reason(f"keyword {k.title} ({k.rule}) on a permanent spell",
                                          para))
                elif k.dsl_field() is not None:  # bushido, soulshift, echo, cumulative upkeep
                    key, value = k.dsl_field()  # type: ignore[misc]
                    if key in ("echo", "cumulative_upkeep", "suspend", "vanishing", "fading",
                               "dredge", "casualty", "champion", "embalm", "eternalize") \
                            and key in dsl:  # (702.153b: each casualty paid separately)
                        reasons.append(Reason(f"keyword {k.title} ({k.rule}) twice", para))
                    elif key in dsl:  # each instance triggers separately (702.45b, 702.46b)
                        dsl[key] = [*(dsl[key] if isinstance(dsl[key], list) else [dsl[key]]),
                                    value]
                    else:
                        dsl[key] = value
                    if key == "fabricate":  # 702.123a: its Servo tokens (111.4)
                        from mtg_engine.cards.keyword_dsl import SERVO_TOKEN

                        _sink_token(SERVO_TOKEN)
                    if key == "afterlife":  # 702.135a: its Spirit tokens (111.3)
                        from mtg_engine.cards.keyword_dsl import AFTERLIFE_SPIRIT

                        _sink_token(AFTERLIFE_SPIRIT)
                elif k.name == "cycling":
                    abilities.append(cycling_ability(k.param))
                elif k.name in ("morph", "megamorph", "ward"):
                    dsl[k.name] = k.param  # 702.37a-b (rules/face_down.py), 702.21a
                elif k.name == "living weapon":  # 702.92a: an Equipment's; its Germ token
                    if "Equipment" not in face.subtypes:
                        reasons.append(Reason("keyword Living weapon (702.92) on a "
                                              "non-Equipment", para))
                    else:
                        from mtg_engine.cards.keyword_dsl import GERM_TOKEN

                        _sink_token(GERM_TOKEN)
                        keywords += k.card_keywords()
                elif k.name == "changeling":  # 702.73a: a characteristic-defining ability
                    statics.append({"continuous": {"affects": "self", "cda": True,
                                                   "all_creature_types": True}})
                elif k.name == "crew":  # 702.122a, on a Vehicle (301.7)
                    if "Vehicle" not in face.subtypes:
                        reasons.append(Reason("keyword Crew (702.122) on a non-Vehicle", para))
                    else:
                        abilities.append(crew_ability(int(k.param)))
                elif k.name == "equip":
                    if "Equipment" not in face.subtypes:
                        reasons.append(Reason("keyword Equip (702.6) on a non-Equipment", para))
                    else:
                        abilities.append(equip_ability(k.param))
                elif k.name == "enchant":
                    spec = enchant_spec(k.param)  # 702.5a
                    if spec is None or "Aura" not in face.subtypes:
                        reasons.append(Reason("keyword Enchant (702.5): what it enchants is not "
                                              "understood", para))
                    else:
                        dsl["enchant"] = spec
                else:
                    keywords += k.card_keywords()
            continue
        if re.fullmatch(r"A deck can have (?:any number of|up to \w+) cards named ~\.|~ can be "
                        r"your commander\.", para):  # deck-construction rules (100.2a; 903.3a,
            continue  # 113.6n: before the game), checked by formats/rules.py
        kind, items, why = _cost_paragraph(para, printed, dsl, face.types, face.subtypes)
        if why:
            reasons.append(Reason(why, para))
            continue
        if kind:
            trace.append((para, kind, items))
            if kind == "kicked_trigger":
                triggers += items[:-1]
            elif kind in ("spell_cost", "chosen_static"):
                statics += items
            elif kind in ("counters_if", "tapped_if"):
                statics.append(items[0])
            elif kind == "chosen_keyword":  # 614.12a, 702.16
                keywords += items
            elif kind in ("kicked_counters", "kicked_with_counters") and items[1] is not None:
                statics.append(items[1])
            elif kind in ("redirect_ability", "monarch_ability"):
                abilities += items
            elif kind == "equip_cost_less":  # 602.2b (equip_cost_if.py)
                from mtg_engine.cards.oracle import equip_cost_if

                why = equip_cost_if.attach(abilities, items[0])
                if why:
                    reasons.append(Reason(why, para))
            elif kind in ("monarch_trigger", "you_exert", "reveal_first_draw"):
                triggers += items
            elif kind == "exert":  # 701.39d: the keyword and its linked trigger (607.2h)
                keywords += items[:1]
                triggers += items[1:]
            continue
        if modal_triggers.is_modal(para):  # 700.2, 603.3c
            trig, why, modes = modal_triggers.modal_trigger(
                para, printed, lambda text, pr: _trigger(text, pr, face.types))
            if trig is None:
                reasons.append(Reason(why, para))
            else:
                triggers += trig
                trace += [(text, "trigger", items) for text, items in modes]
            continue
        with trigger_effects.cast_x("{X}" in face.mana_cost):  # 107.3m
            trig, why = _trigger(para, printed, face.types)
        if trig is not None:
            triggers += trig
            trace.append((para, "trigger", trig))
            continue
        if why and is_spell and (delayed.spell_instruction(para)  # 603.7a: the spell's
                                 or turn_triggers.is_sentence(para)):  # (603.7b)
            why = ""
        if why:
            reasons.append(Reason(why, para))
            continue
        if modal_activated.is_modal(para):  # 700.2, 602.2b
            acts, why, modes = modal_activated.read(para, printed, _activated)
            if acts is None:
                reasons.append(Reason(why, para))
            else:
                abilities += acts
                trace += [(text, "activated", items) for text, items in modes]
            continue
        acts, why = _activated(para, printed)
        if acts is not None:
            abilities += acts
            trace.append((para, "activated", acts))
            continue
        if why:
            reasons.append(Reason(why, para))
            continue
        from mtg_engine.cards.oracle.opening_hand import lower as opening_hand

        if (begin := opening_hand(para)) is not None:  # 103.5a
            statics.append(begin)
            trace.append((para, "static", [begin]))
            continue
        costly = flash_self.lower_costly(para)  # 601.3b, 601.2f (any card type)
        if costly is not None:
            statics += costly
            trace.append((para, "static_pair", costly))
            continue
        own = spell_uncounterable.lower(para)  # 101.2: "[If C, ]this spell can't be countered."
        if own is not None:
            statics.append(own)
            trace.append((para, "static", [own]))
            continue
        if is_spell and para == "~ is colorless.":  # 604.3a, 105.2c: a CDA printed on the
            from mtg_engine.cards.oracle.type_color import lower as own_colors  # spell itself

            cda = own_colors(para)  # (Ghostfire: colorless in every zone, its cost red)
            if cda is not None:
                statics.append(cda)
                trace.append((para, "static", [cda]))
                continue
        if is_spell:
            spell_text.append(para)
            continue
        eq = equip_quality_ability(para) if "Equipment" in face.subtypes else None
        if eq is not None:  # 702.6c
            abilities.append(eq)
            trace.append((para, "equip", [eq]))
            continue
        own = _own_combat_abilities(para)
        if own is not None:
            keywords += own
            trace.append((para, "own", own))
            continue
        two = spell_costs.tapped_with_counters(para)  # 614.1c: "tapped with N counters"
        if two is not None:
            statics += two
            trace.append((para, "tapped_with_counters", [two]))
            continue
        from mtg_engine.cards.oracle import static_pairs

        pair = static_pairs.lower(para, _static)  # 611.3a "Otherwise"; 601.2f with 101.2
        if pair is not None:
            statics += pair
            trace.append((para, "static_pair", pair))
            continue
        st = _static(para)
        if st is None:  # "As long as <condition>, <static>." (611.3a, conditions.py)
            from mtg_engine.cards.oracle.conditional_statics import conditional_static

            st = conditional_static(para, _static)
        if st is not None:
            statics.append(st)
            trace.append((para, "static", [st]))
            continue
        reasons.append(Reason(_static_category(para), para))
    if is_spell:
        from mtg_engine.cards.oracle.additional_x import defines_x  # 107.3a

        x_ok = "{X}" in face.mana_cost or defines_x(dsl)
        cleaved_text = _cleave_texts(dsl, spell_text, reasons)  # 702.148a
        if cleaved_text is not None:
            spell_text, cleaved_text = cleaved_text
        spell, why = spell_costs.kicked_spell(" ".join(spell_text), x_ok,
                                              compile_effects, _spell_ctx)
        if spell is None:  # else the general reading of conditions (conditions.py)
            general: list[Reason] = []
            spell = _spell(face, spell_text, general, x_ok)
            if spell is None:
                reasons += [Reason(why, " ".join(spell_text))] if why else general
        if spell is not None:
            dsl["spell"] = spell
            trace.append(("\n".join(spell_text), "spell", [spell]))
        if spell is not None and cleaved_text is not None:  # 702.148a: the cleaved spell
            cleaved = _spell(face, cleaved_text, reasons, x_ok)
            if cleaved is not None:
                dsl["cleaved"] = cleaved
                trace.append(("\n".join(cleaved_text), "spell", [cleaved]))
    if any("*" in (v or "") for v in (face.power, face.toughness)) \
            and not any(st.get("continuous", {}).get("cda") for st in statics):
        star = "power" if "*" in (face.power or "") else "toughness"
        reasons.append(Reason(f"{star} * needs a characteristic-defining ability (604.3)"))
    if not reasons:  # ("enchanted land": attached_noun.py)
        with attached_noun.enchanted_as(dsl.get("enchant")):
            reasons += round_trip(trace, face.types, _TOKEN_SINK.get() or [], rendered)
    if not reasons:  # 614.12b: the anchored abilities' condition (and no bare choice)
        reasons += [Reason(why, para) for why, para in anchor_words.apply(anchors, trace,
                                                                          triggers)]
    if not reasons:  # 607.2a: "return the exiled card" and the ability that exiled it
        from mtg_engine.cards.oracle.linked import link_exiles

        reasons += link_exiles(dsl, chapters + triggers, abilities, statics)  # (715.2)
    triggers = chapters + triggers
    abilities, statics = levels[0] + abilities, statics + levels[1]
    for key, v in (("keywords", keywords), ("abilities", abilities), ("triggers", triggers),
                   ("statics", statics)):
        if v:
            dsl[key] = v
    return dsl, reasons


def _cost_paragraph(para: str, printed: str, dsl: dict[str, Any], types: tuple[str, ...],
                    subtypes: tuple[str, ...] = ()) -> tuple[str, list[Any], str]:
    """A paragraph about casting costs (spell_costs.py): its kind for the round trip and its
    DSL, put on `dsl`; ("", [], reason) when it is such a paragraph the engine can't do;
    ("", [], "") when it is not one."""
    cost, why = spell_costs.additional_cost(para, _cost)  # 118.8
    if cost is not None:
        if "options" in cost:  # 118.8, 601.2b: either/or
            dsl["additional_options"] = cost["options"]
        elif "any" in cost:  # 118.8: "any number of" (rules/any_number_costs.py)
            dsl["additional_cost"], dsl["additional_any"] = cost["any"], True
            from mtg_engine.cards.oracle.any_number_costs import COST_WAY, way

            COST_WAY.set(way(cost["any"]))  # ("for each creature sacrificed this way")
            if cost.get("optional"):
                dsl["additional_optional"] = True
            if cost.get("reduction"):
                dsl["additional_reduction"] = cost["reduction"]
        elif "optional" in cost:  # 118.8: "you may ..." (rules/optional_costs.py)
            dsl["additional_cost"], dsl["additional_optional"] = cost["optional"], True
        else:
            dsl["additional_cost"] = cost
        return "additional_cost", [cost], ""
    if why:
        return "", [], why
    trig, why = spell_costs.kicked_trigger(
        para, printed, dsl, lambda text, pr: _trigger(text, pr, types))  # 702.33d, 603.4
    if trig is not None:
        return "kicked_trigger", [*trig, list(dsl.get("kicker") or [])], ""
    if why:
        return "", [], why
    st = spell_costs.spell_cost_static(para)  # 601.2f
    if st is not None:
        return "spell_cost", [st], ""
    alt = alt_costs.lower(para)  # 118.9: "You may pay {X} rather than pay this spell's mana cost."
    if alt is not None:
        dsl.setdefault("alt_costs", []).append(alt)
        return "alternative_cost", [alt, para], ""
    per_target = strive.per_target_cost(para)  # 601.2f: "for each target beyond the first"
    if per_target is not None:
        dsl["per_target_cost"] = per_target
        return "per_target_cost", [per_target], ""
    from mtg_engine.cards.oracle import equip_cost_if  # 602.2b: the equip ability's own

    equip_less = equip_cost_if.lower(para)
    if equip_less is not None:
        return "equip_cost_less", [equip_less], ""
    aff = spell_costs.self_cost_reduction(para)  # 601.2f, as affinity is (702.41a)
    from mtg_engine.cards.oracle import self_cost_mana  # 118.7b-c: "{2}{U}{U} less ... if"

    less = (self_cost_mana.lower(para) or spell_costs.self_cost_less(para)) \
        if aff is None else None  # 601.2f
    if less is not None:
        if "self_cost" in dsl:
            return "", [], "two reductions of its own cost (601.2f)"
        dsl["self_cost"] = less
        return "self_cost_less", [less, para], ""
    if aff is not None:
        if "affinity" in dsl:
            return "", [], "two reductions counted per permanent (702.41a)"
        dsl["affinity"] = aff
        return "self_cost", [aff], ""
    rep, why = spell_costs.escapes_with(para, dsl)  # 702.138c
    if rep is not None:
        dsl.setdefault("replacements", []).append(rep)
        return "escapes_with", [rep], ""
    if why:
        return "", [], why
    from mtg_engine.cards.oracle.exert import exert_paragraph

    ex = exert_paragraph(para, printed, lambda text, pr: _trigger(text, pr, types))  # 701.39
    if ex is not None:
        return ex
    from mtg_engine.cards.oracle.reveal_first_draw import paragraph as reveal_first_draw

    revealed = reveal_first_draw(para, printed, lambda text, pr: _trigger(text, pr, types))
    if revealed is not None:  # 701.16a, 603.2: "Reveal the first card you draw each turn."
        return revealed
    mon = spell_costs.monarch_paragraph(para, _cost)  # 720
    if mon is not None:
        return f"monarch_{mon[0]}", [mon[1]], ""
    group = spell_costs.group_enters_tapped(para)  # 614.1c, 614.12
    if group is not None:
        dsl.setdefault("replacements", []).append(group)
        return "group_enters_tapped", [group], ""
    reps = spell_costs.redirect_static(para, types, subtypes)  # 614.9
    if reps is not None:
        dsl.setdefault("replacements", []).extend(reps)
        return "redirect_static", [reps, list(subtypes)], ""
    ab = spell_costs.redirect_ability(para, _cost)  # 614.9
    if ab is not None:
        return "redirect_ability", [ab], ""
    pair = entering.color_and_type(para)  # 614.12a: "choose a color and a creature type"
    if pair is not None:
        dsl.setdefault("replacements", []).extend(pair)
        return "color_and_type", [pair], ""
    got = _replacement_from(para, dsl, (
        ("counters_for_each", entering_counts.counters_for_each),  # 614.1c: "... for each ..."
        ("counters_per_color", entering.counters_per_color),  # 614.1c, 702.44a
        ("draw_instead", draw_instead.lower),  # 614.1a, 121.6: instructions instead of a draw
        ("entering_sacrifice", entering_sacrifice.lower),  # 614.12a: sacrificed as it enters
        ("entering_reveal_each", entering_reveal_each.lower),  # 614.12a: revealed as it enters
        ("counters_equal_mana", entering_mana_spent.counters_equal_mana),  # 614.1c, 601.2h
        ("counters_each_mana", entering_mana_spent.counters_each_mana),
        ("reveal_or_tapped", entering.reveal_or_tapped),  # 614.12
        ("enters_choice", entering.enters_choice),  # 614.12a
        ("attach_choice", attach_choice.lower),  # 701.3a: "As ~ becomes attached ..."
        ("counter_choice", counter_choice.lower)))  # 614.1c: "your choice of ... counter"
    if got is not None:
        return got
    chosen = entering.chosen_ability(para)  # 614.12a: what the choice is for
    if chosen is not None:
        return chosen
    rep = entering.additional_counter(para)  # 614.1c: "Each other ... an additional counter"
    if rep is not None:
        dsl.setdefault("replacements", []).append(rep)
        return "additional_counter", [rep], ""
    rep = additional_each.lower(para)  # 614.1c: "... for each Angel you already control"
    if rep is not None:
        dsl.setdefault("replacements", []).append(rep)
        return "additional_each", [rep], ""
    st = entering.counters_if(para)  # 614.1c: "... with N counters on it if <condition>"
    if st is not None:
        return "counters_if", [st, para], ""
    st = entering.tapped_if(para)  # 614.1c: "If <condition>, ~ enters the battlefield tapped."
    if st is not None:
        return "tapped_if", [st, para], ""
    reps = prevention.static_prevention(para, subtypes)  # 615.1a
    if reps is not None:
        dsl.setdefault("replacements", []).extend(reps)
        return "static_prevention", [reps, list(subtypes), prevention.template_of(para)], ""
    reps = prevention.prevent_n(para, subtypes)  # 615.10
    if reps is not None:
        dsl.setdefault("replacements", []).extend(reps)
        return "prevent_n", [reps, list(subtypes)], ""
    from mtg_engine.cards.oracle import (
        counter_replacements,
        damage_doubling,
        entering_instead,
        exile_counters_instead,
        face_up_replacements,
        replacement_statics,
        self_replacements,
        skip_steps,
        token_replacements,
    )

    got = _replacement_from(para, dsl, (
        ("skip_step", skip_steps.lower),  # 614.1b
        ("token_replacement", token_replacements.lower),  # 614.1a, 111.1: tokens made instead
        ("face_up_counters", face_up_replacements.lower),  # 614.1e
        ("counter_replacement", counter_replacements.lower),  # 614.1a, 614.16: "twice that many"
        # 614.1a: "If ~ would enter, sacrifice ... instead"
        ("entering_instead", entering_instead.lower),
        ("self_replacement", self_replacements.lower),  # 614.1a: "If ~ would die, exile it instead."
        ("damage_doubling", damage_doubling.lower),  # 614.1a, 614.5: "double that damage"
        ("exile_counters_instead", exile_counters_instead.lower),  # 614.1a, 122.1
        ("replacement_static", replacement_statics.lower)))  # 614.1a: life, draws, graveyards
    if got is not None:
        return got
    rep, st, why = spell_costs.kicked_counters(para, dsl)  # 614.1c
    if rep is not None:
        dsl.setdefault("replacements", []).append(rep)
        return "kicked_counters", [rep, st], ""
    from mtg_engine.cards.oracle import replacement_more  # 614.1c, 611.3a

    return replacement_more.read(para, dsl, lambda body, scratch: _cost_paragraph(
        body, body, scratch, types, subtypes)) or ("", [], why)


def _replacement_from(para: str, dsl: dict[str, Any],
                      readers: tuple[tuple[str, Callable[[str], Any]], ...]
                      ) -> tuple[str, list[Any], str] | None:
    """The first of `readers` (a kind and a reader of the paragraph) that reads `para` as one
    replacement effect (614.1), added to the card's replacements; None if none does."""
    for kind, read in readers:
        rep = read(para)
        if rep is not None:
            dsl.setdefault("replacements", []).append(rep)
            return kind, [rep], ""
    return None


def _cleave_texts(dsl: dict[str, Any], paras: list[str], reasons: list[Reason]
                  ) -> tuple[list[str], list[str]] | None:
    """702.148a: a spell with a cleave cost: (its text without the brackets, its text without
    the bracketed words), oracle/cleave.py; None for another spell."""
    if not any(a.get("kind") == "cleave" for a in dsl.get("alt_costs", [])):
        return None
    from mtg_engine.cards.oracle.cleave import texts

    got = texts(paras)
    if got is None:
        reasons.append(Reason("cleave (702.148): square brackets not understood",
                              " ".join(paras)))
    return got


def _spell_ctx(allow_x: bool) -> Ctx:
    return Ctx(allow_x=allow_x, on_permanent=False)


def _spell(face: AtomicFace, paras: list[str], reasons: list[Reason],
           allow_x: bool = False) -> dict[str, Any] | None:
    if paras and len(paras) > 2 and all(p.startswith("• ") for p in paras[1:]):
        from mtg_engine.cards.oracle.modal import read_header

        header = read_header(paras[0], len(paras) - 1)  # 700.2
        from mtg_engine.cards.oracle.modal import read_repeat_header

        repeat = read_repeat_header(paras[0])  # 700.2d
        if repeat is not None:
            header = (repeat, 0)
        from mtg_engine.cards.oracle.modal import KICKED_ANY

        if paras[0] == KICKED_ANY and "Kicker" in face.text:  # 702.33d: any number if kicked
            spell = _modal(face, paras[1:], reasons)
            return {**spell, "kicked_any_modes": True} if spell is not None else None
        if header is not None:
            spell = _modal(face, paras[1:], reasons)
            if spell is not None and header != (1, 0):
                spell["choose"] = header[0]
                if header[1]:
                    spell["choose_min"] = header[1]
                if repeat is not None:
                    spell["repeat_modes"] = True
            return spell
    text = " ".join(paras)
    if not text:
        reasons.append(Reason("an instant or sorcery with no effect the engine understands"))
        return None
    ctx = Ctx(allow_x=allow_x or "{X}" in face.mana_cost, on_permanent=False)
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
        # 207.2d: a mode's flavor word ("• Smash It — Destroy target artifact.")
        effects = compile_effects(ctx, strip_ability_word(b[2:]))
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
    from itertools import product

    from mtg_engine.cards.oracle.render import difference
    from mtg_engine.cards.oracle.render_phrases import RenderError

    by_name: dict[str, dict[str, Any]] = {}  # by key (tokens.token_key)
    for t in tokens:
        key = t.get("key", t["name"])
        if key in by_name and by_name[key] != t:
            return [Reason("round trip: two different tokens with one name")]
        by_name[key] = t
    out: list[Reason] = []
    for para, kind, items in trace:
        from mtg_engine.cards.oracle.amount_render import amount_form, renderings
        from mtg_engine.cards.oracle.conditional_effects import condition_renderings
        from mtg_engine.cards.oracle.copy_control import that_renderings
        from mtg_engine.cards.oracle.render import joining_you

        try:  # each form of its variable amounts (amounts.py), the one that reads as printed
            forms = renderings(lambda k=kind, i=items: render_paragraph(k, i, self_types, by_name))
            if all(difference(para, t) for _, t in forms):  # each amount in its own form
                from mtg_engine.cards.oracle.amount_render import mixed_renderings

                forms += mixed_renderings(lambda k=kind, i=items: render_paragraph(
                    k, i, self_types, by_name), forms)
            form, rendered = next((f for f in forms if not difference(para, f[1])), forms[0])
            all_forms = list(dict.fromkeys(f for f, _ in forms))
            with joining_you(False):
                forms = renderings(lambda k=kind, i=items: render_paragraph(k, i, self_types, by_name))
                other = next((t for _, t in forms if not difference(para, t)), forms[0][1])
        except RenderError as e:
            out.append(Reason("round trip: no English for the DSL", f"{para} [{e}]"))
            continue
        if kind == "static":  # 611.3a: a condition may come first ("As long as ..., ~ gets")
            from mtg_engine.cards.oracle.render_statics import static_forms_worded

            try:  # (in the form of its amounts chosen above: amounts.py)
                with amount_form(form):
                    rendered = next((f for f in static_forms_worded(items[0])
                                     if not difference(para, f)), rendered)
            except RenderError:
                pass  # no other form: the one rendered above stands
        if rendered_out is not None:
            rendered_out.append((para, rendered))
        diff = difference(para, rendered, other)
        for that_form, join in product(all_forms, (True, False)):  # (each form of its
            with amount_form(that_form), joining_you(join):  # amounts; "2 damage to ... and
                if diff and any(not difference(para, alt) for alt in that_renderings(  # 2 ...")
                        lambda k=kind, i=items: render_paragraph(k, i, self_types, by_name))):
                    diff = ""  # "that creature" for a target named before (copy_control.py)
                if diff and kind == "activated" and any(
                        not difference(para, alt) for alt in self_it_activated_renderings(
                            lambda i=items: render_paragraph("activated", i, self_types,
                                                             by_name))):
                    diff = ""  # "it" for ~ named in the cost (self_it.py)
        for that_form in dict.fromkeys([form, *all_forms]):  # ("it" in each form too)
            with amount_form(that_form), suppress(RenderError):  # (a form with no English
                if diff and kind == "trigger" and any(not difference(para, alt) for alt in
                                                      it_renderings(lambda i=items: render_paragraph(
                                                          "trigger", i, self_types, by_name), para)
                                                      + self_it_renderings(lambda i=items:
                                                                           render_paragraph(
                                                          "trigger", i, self_types, by_name))
                                                      + they_renderings(lambda i=items:
                                                                        render_paragraph(
                                                          "trigger", i, self_types, by_name))):
                    diff = ""  # "it" for the object the trigger event involved (triggers.py)
                if diff:  # another wording of its conditions ("... if <condition>.", conditions.py)
                    alt = next((a for a in condition_renderings(lambda k=kind, i=items:
                                                                render_paragraph(k, i, self_types,
                                                                                 by_name), para)
                                if not difference(para, a)), None)
                    if alt is not None:
                        diff = ""
                        if rendered_out is not None:
                            rendered_out[-1] = (para, alt)
        if diff:
            out.append(Reason("round trip: the DSL says something else", f"{para} [{diff}]"))
    return out


def _flavor_word(text: str) -> str:
    """A mode's flavor word with its dash ("Smash It — "), kept as printed (207.2d: it has no
    rules meaning), or ""."""
    rest = strip_ability_word(text)
    return text[: len(text) - len(rest)] if rest != text else ""


def render_paragraph(kind: str, items: list[Any], self_types: tuple[str, ...],
                     tokens: dict[str, dict[str, Any]]) -> str:
    """The English of one paragraph's DSL (see render.py)."""
    from mtg_engine.cards.oracle import render as r
    from mtg_engine.cards.oracle.amount_render import paragraph_begins

    paragraph_begins()  # (the forms of its amounts, one by one: amount_render.py)
    if kind == "trigger":
        return render_trigger_paragraph(items, self_types, tokens)
    if kind == "activated":
        if len(items) == 2 and "mana" in items[0] and items[1].get("chosen_color") \
                and set(items[0]) == set(items[1]) - {"chosen_color"} | {"mana"} \
                and items[0]["cost"] == items[1]["cost"]:  # 614.12a (the thriving lands)
            cost = render_abilities.render_cost(items[0]["cost"])
            return f"{cost}: Add {items[0]['mana']} or one mana of " \
                "the chosen color."
        if cost_or.is_pair(items):  # "{3}, {T} or {U}, {T}: ..." (cost_or.py)
            return cost_or.render(items, tokens)
        if len(items) > 1:  # "{T}: Add {R} or {G}." made one mana ability per choice
            if not all("mana" in a for a in items):
                raise render_phrases.RenderError("several abilities from one paragraph")
            manas = [a["mana"] for a in items]
            if any(a.get("effects") != items[0].get("effects") for a in items):
                raise render_phrases.RenderError("mana abilities with different riders")
            head = render_abilities.render_cost(items[0]["cost"])
            out = f"{head}: Add {', '.join(manas[:-1])}{',' if len(manas) > 2 else ''} " \
                f"or {manas[-1]}."
            if any(a.get("combination") for a in items):  # 106.1a (mana_combinations.py)
                from mtg_engine.cards.oracle.mana_combinations import render_combination

                combined = render_combination(manas)
                if combined is None or not all(a.get("combination") for a in items):
                    raise render_phrases.RenderError("mana in a combination")
                out = f"{head}: {combined}."
            if items[0].get("effects"):
                out += " " + r.render_effects(items[0]["effects"], [], tokens)
            if any(a.get("spend_only") != items[0].get("spend_only") for a in items):
                raise render_phrases.RenderError("mana abilities with different spending restrictions")
            if items[0].get("spend_only"):  # 106.6 (spend.py)
                from mtg_engine.cards.oracle.spend import render_spend

                out += " " + render_spend(items[0]["spend_only"])
            if any(a.get("only_if") != items[0].get("only_if") for a in items):
                raise render_phrases.RenderError("mana abilities with different conditions")
            return out + render_abilities._render_limits(items[0])  # 602.5b
        return render_abilities.render_activated(items[0], tokens)
    if kind == "equip":
        return render_equip(items[0])
    if kind == "cast_only":  # 601.3
        return cast_only.render(items)
    if kind == "own":
        from mtg_engine.cards.oracle.statics import render_own

        own = render_own(items)
        if own is None:
            raise render_phrases.RenderError("combat abilities")
        return own
    if kind == "static":
        return render_statics.render_static(items[0])
    if kind == "static_pair":  # (static_pairs.py)
        from mtg_engine.cards.oracle import static_pairs

        return static_pairs.render(items)
    if kind == "additional_cost":
        return spell_costs.render_additional_cost(items[0])
    if kind == "kicked_trigger":
        return spell_costs.render_kicked_trigger(items[0], items[1], self_types, tokens)
    if kind == "counters_for_each":  # 614.1c
        return entering_counts.render_counters_for_each(items[0])
    if kind == "counters_per_color":  # 614.1c, 702.44a
        return entering.render_counters_per_color(items[0])
    if kind == "additional_each":  # 614.1c (additional_each.py)
        return additional_each.render(items[0])
    if kind == "draw_instead":  # 614.1a (draw_instead.py)
        return draw_instead.render(items[0])
    if kind == "entering_sacrifice":  # 614.12a (entering_sacrifice.py)
        return entering_sacrifice.render(items[0])
    if kind == "entering_reveal_each":  # 614.12a (entering_reveal_each.py)
        return entering_reveal_each.render(items[0])
    if kind in ("counters_equal_mana", "counters_each_mana"):  # 614.1c, 601.2h
        return entering_mana_spent.render_counters_mana(items[0], kind == "counters_each_mana")
    if kind == "reveal_or_tapped":  # 614.12
        return entering.render_reveal_or_tapped(items[0])
    if kind == "reveal_first_draw":  # 701.16a, 603.2 (reveal_first_draw.py)
        from mtg_engine.cards.oracle.reveal_first_draw import render as reveal_first_draw

        return reveal_first_draw(items, lambda t: render_abilities.render_trigger(
            t, self_types, tokens))
    if kind in ("exert", "you_exert"):  # 701.39 (exert.py)
        from mtg_engine.cards.oracle.exert import render_exert

        return render_exert(kind, items, lambda t: render_abilities.render_trigger(t, self_types, tokens))
    if kind == "kicked_counters":
        return spell_costs.render_kicked_counters(items[0], items[1])
    if kind in ("kicked_with_counters", "replacement_while", "entering_variants"):  # 614.1c
        from mtg_engine.cards.oracle import replacement_more

        return replacement_more.render(kind, items, lambda k, i: render_paragraph(
            k, i, self_types, tokens))
    if kind == "counter_replacement":  # 614.16 (counter_replacements.py)
        from mtg_engine.cards.oracle import counter_replacements

        return counter_replacements.render(items[0])
    if kind == "entering_instead":  # 614.1a (entering_instead.py)
        from mtg_engine.cards.oracle import entering_instead

        return entering_instead.render(items[0])
    if kind == "self_replacement":  # 614.1a (self_replacements.py)
        from mtg_engine.cards.oracle import self_replacements

        return self_replacements.render(items[0])
    if kind == "damage_doubling":  # 614.5 (damage_doubling.py)
        from mtg_engine.cards.oracle import damage_doubling

        return damage_doubling.render(items[0])
    if kind == "counter_choice":  # 614.1c (counter_choice.py)
        return counter_choice.render(items[0])
    if kind == "exile_counters_instead":  # 614.1a, 122.1 (exile_counters_instead.py)
        from mtg_engine.cards.oracle import exile_counters_instead

        return exile_counters_instead.render(items[0])
    if kind == "token_replacement":  # 614.1a, 111.1 (token_replacements.py)
        from mtg_engine.cards.oracle import token_replacements

        return token_replacements.render(items[0], tokens)
    if kind == "replacement_static":  # 614.1a (replacement_statics.py)
        from mtg_engine.cards.oracle import replacement_statics

        return replacement_statics.render(items[0])
    if kind == "spell_cost":
        return spell_costs.render_spell_cost(items[0])
    if kind == "alternative_cost":  # 118.9
        return alt_costs.render(items[0], items[1])
    if kind == "escapes_with":
        return spell_costs.render_escapes_with(items[0])
    if kind.startswith("monarch_"):
        return spell_costs.render_monarch(kind[8:], items[0])
    if kind == "redirect_static":
        return spell_costs.render_redirect_static(items[0], tuple(items[1]))
    if kind == "redirect_ability":
        return spell_costs.render_redirect_ability(items[0])
    if kind == "group_enters_tapped":
        return spell_costs.render_group_enters_tapped(items[0])
    if kind == "tapped_with_counters":
        return spell_costs.render_tapped_with_counters(items[0])
    if kind == "self_cost":
        return spell_costs.render_self_cost(items[0])
    if kind == "per_target_cost":  # 601.2f
        return strive.render(items[0])
    if kind == "equip_cost_less":  # 602.2b (equip_cost_if.py)
        from mtg_engine.cards.oracle import equip_cost_if

        return equip_cost_if.render(items[0])
    if kind == "self_cost_less":  # 601.2f
        return spell_costs.render_self_cost_less(items[0], items[1])
    if kind == "additional_counter":  # 614.1c
        return entering.render_additional_counter(items[0])
    if kind == "counters_if":  # 614.1c
        return entering.render_counters_if(items[0], items[1])
    if kind == "tapped_if":  # 614.1c
        return entering.render_tapped_if(items[0], items[1])
    if kind == "enters_choice":  # 614.12a
        return entering.render_enters_choice(items[0])
    if kind == "attach_choice":  # 701.3a (attach_choice.py)
        return attach_choice.render(items[0])
    if kind == "color_and_type":  # 614.12a
        return entering.render_color_and_type(items[0])
    if kind == "prevent_n":  # 615.10
        return prevention.render_prevent_n(items[0], items[1])
    if kind in ("skip_step", "face_up_counters"):  # 614.1b, 614.1e
        from mtg_engine.cards.oracle import face_up_replacements, skip_steps

        text = (skip_steps if kind == "skip_step" else face_up_replacements).render(items[0])
        if text is None:
            raise render_phrases.RenderError(f"a replacement effect ({kind})")
        return text
    if kind == "static_prevention":  # 615.1a
        return prevention.render_static_prevention(*items)
    if kind in ("chosen_static", "chosen_keyword"):
        return entering.render_chosen_ability(kind, items[0])
    spell = items[0]
    if spell_costs.has_condition(spell):
        try:
            return spell_costs.render_kicked_spell(spell, tokens)
        except render_phrases.RenderError:
            pass  # another condition (conditions.py, through render_effects)
    if spell.get("modes"):
        bullets = [_flavor_word(m.get("text", "")) +
                   r.render_effects(m["effects"], m.get("targets", []), tokens)
                   for m in spell["modes"]]
        from mtg_engine.cards.oracle.modal import KICKED_ANY, render_header, render_repeat_header

        head = render_header(spell.get("choose", 1), spell.get("choose_min", 0), len(bullets)) \
            if not spell.get("repeat_modes") else render_repeat_header(spell["choose"])  # 700.2d
        if spell.get("kicked_any_modes"):  # 702.33d
            head = KICKED_ANY
        return head + "\n" + "\n".join("• " + b for b in bullets)
    return r.render_effects(spell["effects"], spell.get("targets", []), tokens)
