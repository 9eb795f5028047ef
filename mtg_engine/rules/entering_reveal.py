"""614.12: "As ~ enters the battlefield, you may reveal an Elf card from your hand. If you
don't, ~ enters the battlefield tapped." (the reveal lands). A replacement effect of the card
(`instead: choose`, `choice: "reveal:" + the canonical JSON of the card filter`): as the
permanent would enter, the player it would enter under the control of chooses a matching card
in their hand to reveal (rules/replacement.py asks, through `game.pending`, purpose
"choose_reveal"), or 0 to reveal none; then it enters tapped. With no matching card in hand,
0 is the only option. The choice is made before it enters (614.12a)."""

from __future__ import annotations

import functools
import json

from mtg_engine.cards.dsl import Filter
from mtg_engine.state.game_state import GameState

REVEAL = "reveal:"
PURPOSE = "choose_reveal"


def choice(card_filter: dict[str, object]) -> str:
    return REVEAL + json.dumps(card_filter, sort_keys=True, separators=(",", ":"))


@functools.lru_cache(maxsize=64)
def card_filter(what: str) -> Filter:
    d = json.loads(what[len(REVEAL):])
    return Filter(**{k: tuple(v) if isinstance(v, list) else v for k, v in d.items()})


def options(state: GameState, player: int, what: str, name: str) -> tuple[tuple[int, ...], str]:
    """The cards in `player`'s hand that may be revealed, then 0 (reveal none)."""
    from mtg_engine.rules.filters import matches

    f = card_filter(what)
    cards = tuple(c for c in state.players[player].hand if matches(state, c, f, player))
    return (*cards, 0), f"as {name} enters, reveal a card from your hand? (0: it enters " \
        "the battlefield tapped)"


def revealed(state: GameState, player: int, chosen: int) -> bool:
    """Reveal the chosen card (logged, 701.20a); False when none was (it enters tapped)."""
    if not chosen or chosen not in state.objects:
        return False
    state.log.append(("reveal", player, chosen, state.objects[chosen].card.name))
    return True
