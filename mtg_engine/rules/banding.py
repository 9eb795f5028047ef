"""Banding (702.22): attacking bands, how a band is blocked, and who divides combat damage.

- 508.1e, 702.22c: as attackers are declared, the active player may announce bands
  (`DeclareAttackers.bands`): each band is one or more attacking creatures with banding and up
  to one attacking creature without banding (a creature with only "bands with other" counts as
  one without). Each creature is in at most one band. `check_bands` judges them.
- 702.22d: all the creatures of a band attack the same player or planeswalker.
- 702.22e: a band lasts for the rest of combat (`Combat.bands`), even if a member loses
  banding; 702.22f: a creature removed from combat leaves its band (`band_mates` reads only
  the members still attacking).
- 702.22h-i: a creature that blocks one member of a band (declared, or put onto the battlefield
  blocking it) blocks every member (`spread_block`). The declaration itself is judged as
  declared (509.1a-c, rules/combat.py); the other members become blocked as a result.
- 702.22j-k: combat damage: an attacker blocked by a creature with banding has its damage
  divided by the defending player; a blocker blocking a creature with banding has its damage
  divided by the active player (`damage_divider`, rules/combat_damage.py).

"Bands with other [quality]" (702.22b-c) isn't implemented: the cards with it stay refused.
"""

from __future__ import annotations

from mtg_engine.actions import DeclareAttackers
from mtg_engine.rules.layers import characteristics
from mtg_engine.state.game_state import GameState

BANDING = "banding"


def has_banding(state: GameState, oid: int) -> bool:
    """702.22a, 702.22m: the creature has banding now (one instance or several)."""
    return oid in state.objects and BANDING in characteristics(state, oid).keywords


def check_bands(state: GameState, a: DeclareAttackers) -> str | None:
    """508.1e, 702.22c-d: are the announced bands legal? None when they are."""
    if not a.bands:
        return None
    attacking = dict(a.attacks)
    seen: set[int] = set()
    for band in a.bands:
        if not band:
            return "a band has at least one creature (702.22c)"
        for m in band:
            if m not in attacking:
                return f"{_name(state, m)} is in a band but isn't declared attacking (702.22c)"
            if m in seen:
                return f"{_name(state, m)} can be a member of only one band (702.22c)"
            seen.add(m)
        members = ", ".join(_name(state, m) for m in band)
        if len({attacking[m] for m in band}) > 1:
            return (f"the creatures of a band must attack the same player or planeswalker "
                    f"(702.22d): {members}")
        without = [m for m in band if not has_banding(state, m)]
        if len(without) == len(band):
            return f"a band needs a creature with banding (702.22c): {members}"
        if len(without) > 1:
            return (f"a band may have only one creature without banding (702.22c): "
                    f"{', '.join(_name(state, m) for m in without)}")
    return None


def record_bands(state: GameState, a: DeclareAttackers) -> None:
    """702.22e: the bands announced last for the rest of combat (a band of one creature
    changes nothing and isn't kept)."""
    combat = state.combat
    assert combat is not None
    combat.bands = [list(band) for band in a.bands if len(band) > 1]
    for band in combat.bands:
        state.log.append(("band", tuple(band)))


def band_mates(state: GameState, attacker: int) -> list[int]:
    """The other creatures in `attacker`'s band that are still attacking (702.22f)."""
    combat = state.combat
    if combat is None or not combat.bands:
        return []
    for band in combat.bands:
        if attacker in band:
            return [m for m in band if m != attacker and m in combat.attackers]
    return []


def spread_block(state: GameState, blocker: int, attacker: int) -> list[int]:
    """702.22h-i: `blocker` became a blocker of `attacker`: it blocks each other creature of
    `attacker`'s band too. Returns the creatures it newly blocks."""
    combat = state.combat
    assert combat is not None
    added: list[int] = []
    for mate in band_mates(state, attacker):
        blocking = combat.blockers.setdefault(blocker, [])
        if mate in blocking:
            continue
        blocking.append(mate)
        combat.blocked.setdefault(mate, []).append(blocker)
        added.append(mate)
    return added


def damage_divider(state: GameState, source: int, default: int) -> int:
    """702.22j-k: who divides `source`'s combat damage. An attacking creature being blocked by
    a creature with banding: the defending player (the blockers' controller); a blocking
    creature blocking a creature with banding: the active player. Otherwise `default`, its
    controller (510.1c-d)."""
    combat = state.combat
    if combat is None:
        return default
    if source in combat.attackers:
        for b in combat.blocked.get(source, ()):
            if b in combat.blockers and has_banding(state, b):
                return state.objects[b].controller  # 702.22j
        return default
    if any(a in combat.attackers and has_banding(state, a)
           for a in combat.blockers.get(source, ())):
        return state.active  # 702.22k
    return default


def _name(state: GameState, ref: int) -> str:
    from mtg_engine.rules.casting import describe_ref

    return describe_ref(state, ref)
