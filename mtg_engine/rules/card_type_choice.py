"""614.12a, 205.2a: "As ~ enters the battlefield, choose artifact, enchantment, instant,
sorcery, or planeswalker." (Archon of Valor's Reach): the choice `card_type_of:` + the card
types offered ("Artifact|Enchantment|..."), asked of the player it enters under the control of
and kept on the permanent as ("card_type", "Sorcery"); "of the chosen type" then reads that
card type (rules/filters.chosen_of: "Players can't cast spells of the chosen type.")."""

from __future__ import annotations

from mtg_engine.core.types import CardType

PREFIX = "card_type_of:"
KEY = "card_type"
CARD_TYPE_NAMES = frozenset(t.value for t in CardType)


def types_of(choice: str) -> tuple[str, ...]:
    return tuple(choice[len(PREFIX):].split("|"))


def valid(choice: str) -> bool:
    """Two or more different card types after the prefix (the DSL's check)."""
    ts = types_of(choice)
    return choice.startswith(PREFIX) and len(set(ts)) == len(ts) >= 2 \
        and all(t in CARD_TYPE_NAMES for t in ts)


def options(choice: str, name: str) -> tuple[tuple[int, ...], str]:
    ts = types_of(choice)
    return tuple(range(len(ts))), f"as {name} enters, choose " + ", ".join(
        f"{i}={t.lower()}" for i, t in enumerate(ts))


def value(choice: str, v: int) -> str:
    return types_of(choice)[v]


def named(choice: str, answer: str) -> int | None:
    """The option a word names ("sorcery"), for the scenario harness."""
    low = answer.strip().lower()
    return next((i for i, t in enumerate(types_of(choice)) if t.lower() == low), None)
