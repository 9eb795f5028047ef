"""cast_spell's named targets for a spell with a target for each opponent (601.2c): each name
goes in the place of the opponent it is legal for (the one who controls it), in the order
named; an opponent none of the names is for has no target chosen ("up to one")."""

from __future__ import annotations

from typing import Any

from mtg_engine.rules.targets import is_legal_target


def per_opponent_targets(sc: Any, names: tuple[str, ...], specs: Any, player: int,
                         source: int) -> tuple[int, ...]:
    state = sc.state
    out = [0] * len(specs)
    for name in names:
        free = [i for i, spec in enumerate(specs) if out[i] == 0]
        ref = sc._ref(name, prefer=[o for i in free for o in _legal(state, specs[i], player,
                                                                      source)])
        place = next((i for i in free if is_legal_target(state, specs[i], ref, player, source)),
                     free[0] if free else None)
        if place is None:
            raise LookupError(f"no target left for {name}")
        out[place] = ref
    return tuple(out)


def _legal(state: Any, spec: Any, player: int, source: int) -> list[int]:
    from mtg_engine.rules.targets import legal_targets

    return legal_targets(state, spec, player, source)


def kicked_instead(targets: tuple[int, ...], specs: Any) -> tuple[int, ...]:
    """601.2c, 702.33d: a kicked spell whose rider chooses targets instead of the first
    sentence's ("If this spell was kicked, instead destroy target creature or planeswalker"):
    the objects named for the test, given in the first sentence's places, go to the rider's
    (`kicked_only`) places, in order; the first sentence's are left unchosen."""
    out = list(targets) + [0] * (len(specs) - len(targets))
    named = [t for t, sp in zip(out, specs) if sp.unkicked_only and t]
    spots = [i for i, sp in enumerate(specs) if sp.kicked_only]
    for i, sp in enumerate(specs):
        if sp.unkicked_only:
            out[i] = 0
    for i, t in zip(spots, named):
        out[i] = t
    return tuple(out)
