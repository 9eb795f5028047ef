"""Either/or additional costs (118.8, 601.2b, 601.2f-h).

"As an additional cost to cast this spell, sacrifice a creature or pay {3}." The card's
`additional_options` lists the costs; as the spell is cast its controller announces which one
they will pay (601.2b: `CastSpell.additional_option`, an index), then pays it with the rest
of the total cost: a mana option adds its mana to the total cost (601.2f), another is paid
as the additional cost it is (601.2h: the permanents sacrificed or tapped and the cards
discarded are `CastSpell.additional`, life is paid, 119.4). An option can be chosen only if
it can be paid (601.2h, 118.3: a player can't choose to sacrifice a creature they don't
have).
"""

from __future__ import annotations

from mtg_engine.actions import CastSpell
from mtg_engine.cards.dsl import CardDef, Cost
from mtg_engine.core.mana import ManaCost


def indices(card: CardDef) -> range | tuple[int]:
    """The announcements of 601.2b for the card's either/or additional cost: each option's
    index, or (-1,) when it has none."""
    return range(len(card.additional_options)) if card.additional_options else (-1,)


def chosen(card: CardDef, option: int) -> Cost | None:
    """The option announced (None when the card has no options or the index is wrong)."""
    if 0 <= option < len(card.additional_options):
        return card.additional_options[option]
    return None


def problem(card: CardDef, a: CastSpell) -> str | None:
    """Why the announced option is wrong (601.2b)."""
    if card.additional_options and chosen(card, a.additional_option) is None:
        return (f"choose which of the {len(card.additional_options)} additional costs to pay "
                "(601.2b, 118.8)")
    if not card.additional_options and a.additional_option != -1:
        return "this spell has no either/or additional cost"
    return None


def mana(card: CardDef, a: CastSpell) -> ManaCost:
    """601.2f: the mana the announced option adds to the total cost."""
    c = chosen(card, a.additional_option)
    return c.mana if c is not None else ManaCost()


def verb(c: Cost) -> str:
    """What paying option `c` is called: "pay {3}", "pay life", "sacrifice", "discard",
    "tap", "return", "exile" (a scenario names the option by it)."""
    if c == Cost(mana=c.mana):
        return f"pay {c.mana}"
    if c.pay_life:
        return "pay life"
    for word, part in (("sacrifice", c.sacrifice), ("tap", c.tap_filter),
                       ("return", c.return_filter), ("reveal", c.reveal_filter)):
        if part is not None:
            return word
    return "discard" if c.discard else "exile"


def named(card: CardDef, answer: str) -> int | None:
    """The option an answer names ("Sacrifice a creature", "Pay {3}", "pay 5 life"), if any."""
    words = answer.strip().lower().split()
    if not words:
        return None
    if words[0] == "pay":
        want = "pay life" if "life" in words else "pay " + "".join(words[1:]).upper()
    else:
        want = words[0]
    for i, c in enumerate(card.additional_options):
        if verb(c).upper() == want.upper():
            return i
    return None


__all__ = ["chosen", "indices", "mana", "named", "problem", "verb"]
