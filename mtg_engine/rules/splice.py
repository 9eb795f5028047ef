"""Splice (702.47).

702.47a: "Splice onto [quality] [cost]" means "You may reveal this card from your hand as you
cast a [quality] spell. If you do, that spell gains the text of this card's rules text and you
pay [cost] as an additional cost to cast that spell." As a spell is cast its controller
announces the cards revealed (`CastSpell.spliced`, card ids in the hand, in the order their
text's effects will happen, 702.47b); their splice costs are added to the total cost (601.2f,
rules/costs.py) and the spell remembers the spliced cards by name, in order, among its cast
choices (`("spliced", name)` in `GameObject.chosen`).

- 702.47b: a card can't be spliced if its text's targets can't be chosen; a card is spliced
  onto one spell at most once; the main spell's effects happen first, then each spliced card's.
- 702.47c: the spell keeps every characteristic of the main spell (name, colour, types...) and
  gains the spliced text only: "~" in that text is the spell (its source), so a red Glacial Ray
  spliced onto a blue spell deals damage as a blue source.
- 702.47d: targets for the added text are chosen as the spell's own (601.2c): they follow the
  main spell's in `CastSpell.targets`, and the spell doesn't resolve if all of them are illegal.
- 702.47e: the spell loses the spliced text when it leaves the stack: the record is the stack
  object's and a new object has none (400.7).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import CastSpell
from mtg_engine.cards.dsl import CardDef, Effect, TargetSpec
from mtg_engine.core.mana import ManaCost
from mtg_engine.state.game_state import GameState, _shift_targets
from mtg_engine.state.objects import Zone

KEY = "spliced"  # the cast choice naming a spliced card (GameObject.chosen)


def quality_ok(splice_card: CardDef, spell: CardDef) -> bool:
    """702.47a: is `spell` a [quality] spell for the splice of `splice_card` (any of the card
    types or subtypes it names)?"""
    sp = splice_card.splice
    if sp is None:
        return False
    words = {t.value for t in spell.types} | set(spell.subtypes)
    return any(w in words for w in sp.onto)


def in_hand(state: GameState, player: int) -> bool:
    """Has `player` a card with splice in hand (else no spell of theirs has candidates)?"""
    objects = state.objects
    return any(objects[c].card.splice is not None for c in state.players[player].hand)


def candidates(state: GameState, player: int, cid: int, spell: CardDef) -> list[int]:
    """The cards of `player`'s hand, other than the one being cast, that may be spliced onto
    `spell` (702.47a)."""
    return [c for c in state.players[player].hand
            if c != cid and quality_ok(state.objects[c].card, spell)]


SPLICE_LIMIT = 3  # legal_actions lists splices of up to this many cards, in hand order


def variants(state: GameState, player: int, base: CastSpell, cards: list[int]
             ) -> list[tuple[CastSpell, tuple[TargetSpec, ...]]]:
    """The casts `legal_actions` lists for `base` (702.47a-b): without splice, and with each
    set of the `cards` (up to SPLICE_LIMIT, in hand order; any other order is legal too) whose
    splice costs can be paid with the rest; each with the targets the spliced text adds."""
    from itertools import combinations

    from mtg_engine.rules.casting import with_substitutes

    out: list[tuple[CastSpell, tuple[TargetSpec, ...]]] = [(base, ())]
    for n in range(1, min(len(cards), SPLICE_LIMIT) + 1):
        for group in combinations(cards, n):
            a = with_substitutes(state, player, replace(base, spliced=group))
            if a is not None:
                out.append((a, specs_of(state, group)))
    return out


def specs_of(state: GameState, spliced: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    """702.47d: the targets the spliced cards' texts add, in the order announced."""
    out: tuple[TargetSpec, ...] = ()
    for c in spliced:
        sp = state.objects[c].card.spell
        if sp is not None:
            out += sp.targets
    return out


def named_specs(state: GameState, names: tuple[str, ...]) -> tuple[TargetSpec, ...]:
    """The targets the spliced text of a spell on the stack adds (by the cards' names)."""
    out: tuple[TargetSpec, ...] = ()
    for n in names:
        sp = state.db.get(n).spell
        if sp is not None:
            out += sp.targets
    return out


def problem(state: GameState, player: int, a: CastSpell, spell: CardDef) -> str | None:
    """Why the announced splices are wrong (702.47a-b)."""
    if not a.spliced:
        return None
    if len(set(a.spliced)) != len(a.spliced):
        return "a card can't be spliced onto the same spell more than once (702.47b)"
    allowed = candidates(state, player, a.card, spell)
    for c in a.spliced:
        if c not in allowed:
            return "only a card with splice onto the spell's quality, in your hand, can be " \
                "spliced onto it (702.47a)"
    return None


def mana(state: GameState, a: CastSpell) -> ManaCost:
    """601.2f: the splice costs added to the total cost."""
    symbols: list = []  # type: ignore[type-arg]
    for c in a.spliced:
        o = state.objects.get(c)
        if o is not None and o.zone is Zone.HAND and o.card.splice is not None:
            symbols += o.card.splice.mana.symbols
    return ManaCost(tuple(symbols))


def names(chosen: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """The spliced cards a spell remembers, in order."""
    return tuple(v for k, v in chosen if k == KEY)


def record(state: GameState, a: CastSpell) -> tuple[tuple[str, str], ...]:
    """The cast choices naming the spliced cards (702.47a), and their reveal."""
    for c in a.spliced:
        state.log.append(("reveal", c, state.objects[c].card.name))
    return tuple((KEY, state.objects[c].card.key) for c in a.spliced)


def main_target_count(db: object, origin: tuple[str, bool, str, int]) -> int:
    """How many targets the main spell has (702.47d: the spliced text's follow them), by how
    it resolves (GameState.Frame.origin): its chosen modes (700.2), overloaded (702.96b: none),
    awakened (702.113b: and the land)."""
    from mtg_engine.rules.casting import spell_targets

    name, is_token, kind, index = origin
    card = db.token(name) if is_token else db.get(name)  # type: ignore[attr-defined]
    if kind == "spell_overload":
        return 0
    if kind == "spell_cleave":  # 702.148a: the cleaved spell's targets
        assert card.cleaved is not None
        return len(card.cleaved.targets)
    if kind == "spell_modes":
        return len(spell_targets(card, tuple(m for m in range(index.bit_length())
                                             if index >> m & 1)))
    modes = (index,) if kind == "spell" and index >= 0 else ()
    return len(spell_targets(card, modes)) + (kind == "spell_awaken")


def with_spliced(db: object, main: tuple[Effect, ...], first: int,
                 spliced: tuple[str, ...]) -> tuple[Effect, ...]:
    """702.47b: the main spell's effects, then each spliced card's, whose targets follow the
    main spell's (`first`: how many targets the main spell has)."""
    out = list(main)
    for n in spliced:
        sp = db.get(n).spell  # type: ignore[attr-defined]
        if sp is None:
            continue
        out += [_shift_targets(e, first) for e in sp.effects]
        first += len(sp.targets)
    return tuple(out)


__all__ = ["KEY", "candidates", "mana", "named_specs", "names", "problem", "quality_ok",
           "record", "specs_of", "with_spliced"]
