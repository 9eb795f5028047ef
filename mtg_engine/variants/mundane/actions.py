"""Decisions (`game.pending`) and the actions that answer them.

Cards are named as in `cards.card_names` ('7S', 'QH'); names are unique within a player's deck.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class IllegalAction(ValueError):
    """An action that the current decision does not allow; the message says why."""


@dataclass(frozen=True)
class Decision:
    """Who must decide what. Kinds: choose_hand, stack, mulligan (setup); deposit, deploy,
    discard (build-up); attack; defend."""

    player: int
    kind: str


@dataclass(frozen=True)
class Pass:
    """End the current deposit, deploy, attack or defend step."""

    def describe(self) -> str:
        return "done (pass)"


@dataclass(frozen=True)
class ChooseCard:
    """Take `card` from the deck into the opening hand (choosing the opening hand)."""

    card: str

    def describe(self) -> str:
        return f"put {self.card} in your opening hand"


@dataclass(frozen=True)
class StackCard:
    """Put `card` next from the top of the deck (deck stacking)."""

    card: str

    def describe(self) -> str:
        return f"stack {self.card} next"


@dataclass(frozen=True)
class Keep:
    def describe(self) -> str:
        return "keep this hand"


@dataclass(frozen=True)
class Mulligan:
    def describe(self) -> str:
        return "mulligan (redraw with one card fewer)"


@dataclass(frozen=True)
class Deposit:
    card: str

    def describe(self) -> str:
        return f"deposit credit {self.card}"


@dataclass(frozen=True)
class Deploy:
    card: str

    def describe(self) -> str:
        return f"deploy critter {self.card}"


@dataclass(frozen=True)
class Discard:
    card: str

    def describe(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class Attack:
    card: str

    def describe(self) -> str:
        return f"attack with {self.card}"


@dataclass(frozen=True)
class Block:
    blocker: str
    attacker: str

    def describe(self) -> str:
        return f"oppose {self.attacker} with {self.blocker}"


Action = (Pass | ChooseCard | StackCard | Keep | Mulligan | Deposit | Deploy | Discard | Attack
          | Block)

_TYPES: dict[str, type] = {t.__name__: t for t in
                           (Pass, ChooseCard, StackCard, Keep, Mulligan, Deposit, Deploy,
                            Discard, Attack, Block)}


def action_to_json(action: Action) -> dict[str, Any]:
    return {"type": type(action).__name__, **action.__dict__}


def action_from_json(data: dict[str, Any]) -> Action:
    fields = dict(data)
    kind = fields.pop("type", None)
    if kind not in _TYPES:
        raise IllegalAction(f"unknown action type {kind!r}")
    try:
        return _TYPES[kind](**fields)
    except TypeError as exc:
        raise IllegalAction(f"bad fields for {kind}: {exc}") from None
