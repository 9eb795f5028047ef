"""Cards with several faces (709-717): the card model.

A card with faces is one `CardDef` (the card) holding its `layout` and its `faces` (each a
`CardDef` with `face_of` naming the card and `face_index`). What an object is at a moment is
the `CardDef` its `card` field holds, so that the rest of the engine reads characteristics
as it does for any card:

- split / aftermath (709): the card has the two halves' characteristics combined (709.4):
  both names ("Fire // Ice"), the combined mana cost (709.4b), every type and ability
  (709.4c). On the stack only the half being cast exists (709.3b); a fused split spell has
  the combined characteristics (709.4d) and does the left half then the right (702.102d).
- adventure (716): the card has its normal characteristics (716.4); on the stack as an
  Adventure only the alternative ones (716.3b).
- transform / modal_dfc (712): the card has its front face's characteristics (712.4a); the
  face that is up on the stack or battlefield is the object's (712.4b-e). A transforming
  card's back face has the mana value of its front face (712.4b, 712.4d).
- flip (710): a flipped permanent has the alternative name, text, type line, power and
  toughness, but its colour and mana cost don't change (710.1c).
- saga and leveler: one face; their rules are in rules/faces.py (715, 711) and
  rules/layers.py (711.2). Meld (713) and class (717) cards are not supported yet.

The card itself, for layouts other than split, carries its front face's characteristics and
name, so a card in a hand or library is simply `card`. A face is looked up by its own name
(`CardDatabase.get("Stomp")`), which is what lets saved games and triggers find it again.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtg_engine.cards.dsl import (
    ActivatedAbility,
    CardDef,
    CardFileError,
    Cost,
    Effect,
    SpellAbility,
)
from mtg_engine.cards.dsl_cards import parse_card
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.types import CardType

# The layouts of cards with two faces the engine plays (meld cards, 713, are not among them:
# two cards that become one permanent).
TWO_FACED = ("split", "aftermath", "adventure", "transform", "modal_dfc", "flip")
SPLIT_LAYOUTS = ("split", "aftermath")

FUSE = -2  # `CastSpell.face` for a fused split spell (702.102a)
NORMAL = -1  # `CastSpell.face`: the card as it is (its normal characteristics)


def card_name(layout: str, faces: tuple[CardDef, ...]) -> str:
    """A split card has both names (709.4a); any other card is named by its front face."""
    if layout in SPLIT_LAYOUTS:
        return " // ".join(f.name for f in faces)
    return faces[0].name


def build_card(layout: str, faces: tuple[CardDef, ...], *, fuse: bool = False,
               is_token: bool = False) -> CardDef:
    """The card, with its faces, from the faces as printed."""
    if layout not in TWO_FACED or len(faces) != 2:
        raise ValueError(f"layout {layout!r} needs two faces" if layout in TWO_FACED
                         else f"layout {layout!r} has no faces")
    name = card_name(layout, faces)
    front, back = faces
    if layout == "transform":
        back = replace(back, value_cost=front.mana_cost)  # 712.4b, 712.4d
    elif layout == "flip":
        # 710.1c: a flipped permanent keeps its colour and mana cost
        back = replace(back, mana_cost=front.mana_cost, colors=front.colors)
    faces = tuple(replace(f, face_of=name, face_index=i, layout=layout, is_token=is_token)
                  for i, f in enumerate((front, back)))
    if layout in SPLIT_LAYOUTS:
        return _combined(name, layout, faces, fuse, is_token)
    return replace(faces[0], face_of="", face_index=-1, faces=faces)


def _combined(name: str, layout: str, faces: tuple[CardDef, ...], fuse: bool,
              is_token: bool) -> CardDef:
    """709.4: a split card's characteristics outside the stack are its halves' combined;
    709.4d: so are a fused split spell's, whose instructions are the left half's then the
    right half's (702.102d)."""
    left, right = faces
    cost = left.mana_cost + right.mana_cost  # 709.4b
    colors = "".join(c for c in "WUBRG" if c in left.colors + right.colors)

    def union(a: tuple[Any, ...], b: tuple[Any, ...]) -> tuple[Any, ...]:
        return a + tuple(x for x in b if x not in a)

    spell = None
    if left.spell is not None and right.spell is not None and not (left.spell.modes
                                                                   or right.spell.modes):
        spell = SpellAbility(targets=left.spell.targets + right.spell.targets,
                             effects=left.spell.effects + _shift_targets(
                                 right.spell.effects, len(left.spell.targets)))
    return CardDef(
        name=name, mana_cost=cost, colors=colors,
        supertypes=union(left.supertypes, right.supertypes), types=union(left.types, right.types),
        subtypes=union(left.subtypes, right.subtypes), keywords=left.keywords | right.keywords,
        text="\n//\n".join(f.text for f in faces), spell=spell,
        abilities=left.abilities + right.abilities, triggers=left.triggers + right.triggers,
        statics=left.statics + right.statics, is_token=is_token,
        type_line=" // ".join(f.type_line for f in faces), layout=layout, faces=faces, fuse=fuse)


def _shift_targets(effects: tuple[Any, ...], n: int) -> tuple[Any, ...]:
    """The right half's "target" references, renumbered after the left half's targets."""
    def shift(v: Any) -> Any:
        if isinstance(v, str) and v.split(":")[0] in ("target", "target_controller",
                                                      "target_owner",
                                                      "target_player_or_controller"):
            base, _, idx = v.partition(":")
            return f"{base}:{int(idx or 0) + n}"
        if isinstance(v, tuple):
            return tuple(shift(x) for x in v)
        return v

    return tuple(Effect(e.verb, tuple((k, shift(v)) for k, v in e.params)) for e in effects)


# ------------------------------------------------------------------ the DSL

FACE_CARD_KEYS = {"name", "layout", "faces", "fuse"}


def parse_faced_card(data: dict[str, Any], source: str, *, token: bool = False) -> CardDef:
    """A card with faces in the YAML DSL:

    ```yaml
    - name: Fire // Ice
      layout: split
      faces:
        - {name: Fire, cost: "{1}{R}", type: Instant, ...}
        - {name: Ice, cost: "{1}{U}", type: Instant, ...}
    ```
    Each face is written as a card. `name` is optional; if given it must be the card's name
    (both names for a split card, the front face's otherwise). `fuse: true` on a split card.
    """
    where = f"{source}: card {data.get('name')!r}"
    extra = set(data) - FACE_CARD_KEYS
    if extra:
        raise CardFileError(f"{where}: a card with faces has only {sorted(FACE_CARD_KEYS)}; "
                            f"the rest goes in each face (unknown: {sorted(extra)})")
    layout = data.get("layout")
    if layout not in TWO_FACED:
        raise CardFileError(f"{where}: field 'layout': {layout!r} is not one of "
                            f"{list(TWO_FACED)} (a card with faces)")
    raw = data.get("faces")
    if not isinstance(raw, list) or len(raw) != 2:
        raise CardFileError(f"{where}: field 'faces': a {layout} card has exactly two faces")
    faces = []
    for i, f in enumerate(raw):
        if not isinstance(f, dict) or "faces" in f or "layout" in f:
            raise CardFileError(f"{where}: field 'faces[{i}]': a face is a card mapping "
                                "without faces of its own")
        faces.append(parse_card(f, f"{source} (face {i} of {data.get('name')!r})", token=token))
    fuse = bool(data.get("fuse"))
    if fuse and layout != "split":
        raise CardFileError(f"{where}: field 'fuse': only a split card has fuse (702.102a)")
    _check_faces(where, layout, tuple(faces))
    card = build_card(layout, tuple(faces), fuse=fuse, is_token=token)
    if data.get("name") is not None and str(data["name"]) != card.name:
        raise CardFileError(f"{where}: field 'name': a {layout} card with these faces is "
                            f"named {card.name!r}")
    return card


def _check_faces(where: str, layout: str, faces: tuple[CardDef, ...]) -> None:
    front, back = faces
    spells = [CardType.INSTANT in f.types or CardType.SORCERY in f.types for f in faces]
    if layout in SPLIT_LAYOUTS and not all(spells):
        raise CardFileError(f"{where}: the halves of a split card the engine plays are "
                            "instants or sorceries")
    if layout == "adventure" and not (spells[1] and "Adventure" in back.subtypes
                                      and not spells[0]):
        raise CardFileError(f"{where}: an adventurer card is a permanent card whose second "
                            "face is an instant or sorcery Adventure (716.2)")
    if front.disturb is not None and layout != "transform":
        raise CardFileError(f"{where}: disturb is on a transforming card's front face (702.146a)")
    if back.disturb is not None:
        raise CardFileError(f"{where}: disturb is on the front face (702.146a)")
    if layout in ("transform", "flip") and back.mana_cost:
        raise CardFileError(f"{where}: the back face of a {layout} card has no mana cost "
                            "(712.4d, 710.1c)")
    if front.name == back.name:
        raise CardFileError(f"{where}: the two faces need different names")


# ------------------------------------------------------------------ Class cards (717)

LEVEL_KEYS = {"level", "cost", "text", "abilities", "triggers", "statics", "keywords"}


def parse_class_card(data: dict[str, Any], source: str, *, token: bool = False) -> CardDef:
    """A Class (717) in the YAML DSL: the card as at level 1, and `levels:` each with its
    level bar's `cost` (717.2a) and the abilities it has from that level on:

    ```yaml
    - name: Test Class
      cost: "{1}{G}"
      type: Enchantment — Class
      triggers: [...]            # level 1
      levels:
        - {level: 2, cost: "{2}{G}", statics: [...]}
        - {level: 3, cost: "{4}{G}", triggers: [...]}
    ```
    """
    where = f"{source}: card {data.get('name')!r}"
    base = parse_card({k: v for k, v in data.items() if k != "levels"}, source, token=token)
    if "Class" not in base.subtypes:
        raise CardFileError(f"{where}: field 'levels': only a Class has class levels (717.1)")
    raw = data["levels"]
    if not isinstance(raw, list) or not raw:
        raise CardFileError(f"{where}: field 'levels': a list of levels 2, 3...")
    gains: list[CardDef] = []
    for i, lv in enumerate(raw):
        if not isinstance(lv, dict) or set(lv) - LEVEL_KEYS or lv.get("level") != i + 2 \
                or "cost" not in lv:
            raise CardFileError(f"{where}: field 'levels[{i}]': a mapping with level {i + 2}, "
                                f"its 'cost' and abilities ({sorted(LEVEL_KEYS)})")
        part = {k: v for k, v in lv.items() if k in ("abilities", "triggers", "statics",
                                                     "keywords")}
        gains.append(parse_card({"name": base.name, "type": base.type_line, **part,
                                 **({"power": 0, "toughness": 0} if base.power is not None
                                    else {})}, f"{source} (level {i + 2})"))
    bars = tuple(_level_bar(ManaCost.parse(str(lv["cost"])), i + 2)
                 for i, lv in enumerate(raw))
    return build_class(replace(base, abilities=base.abilities + bars), tuple(gains))


def _level_bar(cost: ManaCost, level: int) -> ActivatedAbility:
    """717.2a: "[Cost]: Level N" — "[Cost]: This Class's level becomes N. Activate only if
    this Class is level N-1 and only as a sorcery." """
    return ActivatedAbility(cost=Cost(mana=cost), text=f"{cost}: Level {level}",
                            sorcery_speed=True, class_level=level,
                            effects=(Effect("class_level", (("level", level),)),))


def build_class(level1: CardDef, gains: tuple[CardDef, ...]) -> CardDef:
    """The Class at each level (717.2a: "As long as this Class is level N or greater, it has
    [abilities]"): level k has the abilities of levels 1..k, in that order, so that an
    ability's index is the same at every level that has it. The card itself has them all
    (for finding an ability by index); a Class on the battlefield is its level's face."""
    levels = [level1]
    for g in gains:
        prev = levels[-1]
        levels.append(replace(prev, abilities=prev.abilities + g.abilities,
                              triggers=prev.triggers + g.triggers,
                              statics=prev.statics + g.statics,
                              keywords=prev.keywords | g.keywords))
    faces = tuple(replace(c, layout="class", face_of=level1.name, face_index=i)
                  for i, c in enumerate(levels))
    return replace(levels[-1], layout="class", faces=faces)


def class_level(card: CardDef) -> int:
    """A permanent's class level (717.2d: 1 when it has none)."""
    return card.face_index + 1 if card.layout == "class" and card.face_of else 1


def entering_battlefield(card: CardDef) -> CardDef:
    """What a card is as it enters the battlefield: a Class at level 1 (717.2d)."""
    if card.layout == "class" and not card.face_of:
        return card.faces[0]
    return card


# ------------------------------------------------------------------ in the game


def whole(db: Any, card: CardDef) -> CardDef:
    """The card a face belongs to (the card as it is outside the stack and battlefield)."""
    return db.get(card.face_of) if card.face_of else card


def cast_face(card: CardDef, face: int, zone: str) -> CardDef | str:
    """The characteristics a card has as the spell it is cast as (709.3, 712.7, 716.3), or
    why it can't be cast that way. `face`: NORMAL, a face index, or FUSE; `zone`: where the
    card is cast from."""
    layout = card.layout
    if card.melded_from:
        return "a melded permanent's combined face can't be cast (713.1b)"
    if face == NORMAL:
        if layout in SPLIT_LAYOUTS:
            return "choose which half of a split card to cast (709.3)"
        return card
    if face == FUSE:
        if not card.fuse or zone != "hand":
            return "only a split card with fuse can be cast fused, from its owner's hand (702.102a)"
        if card.spell is None:
            return "the engine can't fuse these halves (a modal half)"
        return card
    if not card.faces or not 0 <= face < len(card.faces):
        return f"{card.name} has no face number {face}"
    chosen = card.faces[face]
    if layout in SPLIT_LAYOUTS:
        if layout == "aftermath" and (zone == "graveyard") != (face == 1):
            # 702.127a: the aftermath half only from a graveyard, the other half not from there
            return "an aftermath half is cast only from a graveyard, the other half not (702.127a)"
        return chosen
    if face == 0:
        return "cast the card as it is (face -1), not its face 0"
    if layout == "adventure":
        return chosen  # 716.3
    if layout == "modal_dfc":
        return chosen  # 712.7
    if layout == "transform" and card.disturb is not None and zone == "graveyard":
        return chosen  # 702.146a: cast transformed from the graveyard (712.4b)
    return f"the back face of a {layout} card can't be cast (712.7)"


def is_adventure(card: CardDef) -> bool:
    """A spell on the stack as an Adventure (716.3b)."""
    return card.layout == "adventure" and card.face_index == 1


def transformed(card: CardDef, db: Any) -> CardDef | None:
    """What a transforming double-faced permanent becomes when it transforms (701.28a), or
    None when nothing happens (701.28c: not a transforming double-faced card; 701.28d: the
    other face is an instant or sorcery)."""
    if card.layout != "transform":
        return None
    if card.face_of:  # back face up: turn to the front
        other = whole(db, card)
    else:
        other = card.faces[1]
    if CardType.INSTANT in other.types or CardType.SORCERY in other.types:
        return None
    return other


def flipped(card: CardDef) -> CardDef | None:
    """What a flip card's permanent becomes when it flips (710.2), or None: it isn't a flip
    card, or it is flipped already (710.4: flipping is one-way)."""
    if card.layout != "flip" or card.face_of:
        return None
    return card.faces[1]


def names_of(card: CardDef) -> tuple[str, ...]:
    """709.4a: a split card has each half's name (and its full name is accepted too)."""
    if card.layout in SPLIT_LAYOUTS and not card.face_of:
        return (card.name, *(f.name for f in card.faces))
    return (card.name,)


def face_named(card: CardDef, name: str) -> CardDef:
    """`card`, or its face of that name when `name` is a face's own name (a back face, an
    Adventure, a split half): the characteristics an object with that name has."""
    low = name.lower()
    if card.faces and low != card.name.lower():
        for f in card.faces:
            if f.name.lower() == low:
                return f if f.face_index != 0 or card.layout in SPLIT_LAYOUTS else card
    return card
