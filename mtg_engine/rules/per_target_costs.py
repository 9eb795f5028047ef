"""601.2f: "Spells you cast cost {1} less to cast for each target." / "Spells your opponents
cast cost {1} more to cast for each target." (Hinata, Dawn-Crowned; a `spell_cost` static with
`per_target`).

The targets are chosen (601.2c) before the total cost is determined (601.2f), so the amount is
counted for the spell's targets as cast: each player or object that is a target counts once,
however many instances of the word "target" chose it (the card's ruling). Before targets are
chosen (the announcement checked for payability, rules/casting.cost_variants) a reduction
counts the most targets the spell could have, so that a spell payable only once its targets
are chosen is offered; the cast with its targets is checked again (target_dependent_costs)."""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef

# an "any number of" or X-times target requirement: a bound for the payability check only
_MANY = 1000


def counted(targets: tuple[int, ...]) -> int:
    """The number of different players and objects among the chosen targets (0: none)."""
    return len({t for t in targets if t})


def most_targets(card: CardDef) -> int:
    """The most targets `card` could be cast with (over its modes; an "any number of"
    requirement counts as many)."""
    from mtg_engine.rules.casting import mode_choices, spell_targets

    most = 0
    for modes in mode_choices(card.spell):
        specs = spell_targets(card, modes)
        most = max(most, sum(_MANY if s.per_x or s.any_number else 1 for s in specs))
    return most


def times(card: CardDef, targets: tuple[int, ...], amount: int) -> int:
    """How many times a per-target `amount` counts: for the targets chosen; with none chosen
    yet (`targets` empty), a reduction counts the most there could be, an increase none."""
    if targets:
        return counted(targets)
    return most_targets(card) if amount < 0 else 0
