"""A game as one player could imagine it: the public position plus a guess at the hidden cards.

Search agents must not cheat (400.2: libraries are hidden from everyone, a hand from everyone
but its owner). `determinize(game, viewer, rng)` reads the game only through
`observe(game, viewer)` and returns a new, playable `Game` in which every hidden card (the
opponents' hands, every library) has been re-dealt from what the viewer could know:

- for a player whose decklist the viewer knows (its own; an opponent's when the match says so),
  the decklist minus every card of that player the viewer has seen (on the battlefield, in a
  graveyard, in exile, on the stack, in the viewer's own hand);
- otherwise (or when the seen cards don't fit the list) cards drawn from a card pool.

The hidden cards are dealt in a random order (a library's order is hidden too), the new game has
its own random seed (the real one is hidden), and it has no history: its event log starts empty.
What the viewer knows only from history is not used: a card it saw on top of its library (a
scry) or one revealed and shuffled back is dealt at random like any other.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mtg_engine.cards.database import CardDatabase, default_database
from mtg_engine.game import Game
from mtg_engine.observe import observe


@dataclass(frozen=True)
class Knowledge:
    """What a viewer knows of the cards it can't see: decklists by player index (its own at
    least, when it knows it) and a pool of card names for players whose list it doesn't know."""

    decks: Mapping[int, Sequence[str]] = field(default_factory=dict)
    pool: Sequence[str] = ()


def determinize(game: Game, viewer: int, rng: random.Random, knowledge: Knowledge | None = None,
                db: CardDatabase | None = None) -> Game:
    """A copy of `game` built from `viewer`'s observation, with the hidden cards re-dealt.
    Raises ValueError when another player's decision is pending (it can't be rebuilt from what
    the viewer sees)."""
    return from_observation(observe(game, viewer), rng, knowledge, db if db is not None else game.state.db)


def from_observation(view: dict[str, Any], rng: random.Random, knowledge: Knowledge | None = None,
                     db: CardDatabase | None = None) -> Game:
    """The game an observation (`observe(game, viewer)`) could be, hidden cards sampled. A
    hidden card is absent from the view's objects and written 0 in its zone's list: each gets
    a new object id and a card dealt by `deal_hidden`. Raises ValueError when the view hides
    part of what the game needs to go on (a resolving effect bound to a hidden card)."""
    knowledge = knowledge or Knowledge()
    pending = view.get("pending")
    if pending is not None and pending.get("player") != view["viewer"]:
        raise ValueError("another player's decision is pending: its options are hidden from the viewer")
    if any(isinstance(v, dict) and v.get("hidden") for v in view.values()):
        raise ValueError("part of the game in progress names hidden cards")
    dealt = deal_hidden(view, rng, knowledge)
    state = dict(view)
    del state["viewer"]
    # 708.5: a face-down permanent or spell of another player is a hidden card too
    objects = [{**o, "card": dealt[o["owner"]].pop()} if _unknown_face_down(o) else o
               for o in view["objects"]]
    players = []
    next_id = view["next_id"]
    for p in view["players"]:
        p = dict(p)
        for zone in ("library", "hand"):
            ids = []
            for c in p[zone]:
                if c == 0:
                    c, next_id = next_id, next_id + 1
                    objects.append({"id": c, "card": dealt[p["index"]].pop(), "owner": p["index"],
                                    "controller": p["index"], "zone": zone})
                ids.append(c)
            p[zone] = ids
        players.append(p)
    state["objects"] = sorted(objects, key=lambda o: o["id"])
    state["players"] = players
    state["next_id"] = next_id
    state["seed"] = rng.getrandbits(48)
    state["rng_counter"] = 0
    state["log"] = []
    state["scanned"] = 0
    return Game.from_state({"state": state, "actions": []},
                           db if db is not None else default_database())


def deal_hidden(view: dict[str, Any], rng: random.Random, knowledge: Knowledge) -> dict[int, list[str]]:
    """Card names for the hidden cards of each player (by player index), in a random order."""
    hidden = {p["index"]: sum(1 for z in ("library", "hand") for c in p[z] if c == 0)
              for p in view["players"]}
    seen: dict[int, Counter[str]] = {}
    for o in view["objects"]:
        if _unknown_face_down(o):
            hidden[o["owner"]] += 1
        elif not o.get("token") and o.get("kind", "spell") == "spell":
            seen.setdefault(o["owner"], Counter())[o["card"]] += 1
    pool = list(knowledge.pool) or sorted({o["card"] for o in view["objects"]
                                           if not o.get("token") and o["card"]})
    out: dict[int, list[str]] = {}
    for player, n in sorted(hidden.items()):
        names = unseen_cards(knowledge.decks.get(player, ()), seen.get(player, Counter()))
        rng.shuffle(names)
        names = names[:n]
        while len(names) < n:
            if not pool:
                raise ValueError(f"no decklist and no card pool to guess player {player}'s hidden cards")
            names.append(pool[rng.randrange(len(pool))])
        out[player] = names
    return out


def unseen_cards(decklist: Sequence[str], seen: Counter[str]) -> list[str]:
    """The cards of a decklist not accounted for by the seen ones (multiset difference), in
    decklist order."""
    left = Counter(decklist) - seen
    out: list[str] = []
    for name in dict.fromkeys(decklist):
        out += [name] * left[name]
    return out


def _unknown_face_down(o: dict[str, Any]) -> bool:
    """A face-down object whose card the viewer can't see (708.5, observe.py; a foretold card
    in exile, 702.143a)."""
    return o["card"] == "" and (bool(o.get("face_down")) or any(
        c[0] == "foretold" for c in o.get("chosen", ())))
