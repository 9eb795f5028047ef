""""Return target creature card from your graveyard to the battlefield. That creature gains
haste until end of turn." (400.7: a card put onto the battlefield is a new object; "that
creature" is the permanent it became, cards/oracle/moved_objects.py): the reference
"moved:<target ref>", found from the log's record of the moves made as this spell or ability
resolves (rules/zones.py: ("move", old id, new id, name, from, to, ...))."""

from __future__ import annotations

from mtg_engine.state.game_state import Frame, GameState


def moved_onto_battlefield(state: GameState, frame: Frame, ref: str) -> list[int]:
    """The permanents the objects `ref` names (as targeted) became by moving onto the
    battlefield during this resolution, while they are still there."""
    base, _, n = ref.partition(":")
    idx = int(n) if n else 0
    if base == "remembered_card":  # the card a trigger's creature became in the graveyard
        olds = {ev[2] for ev in state.log.since(0)  # (400.7: Nim Deathmantle's "that card")
                if ev[0] == "move" and ev[1] in frame.remembered and ev[5] == "graveyard"}
    elif base != "target" or idx >= len(frame.targets) or not frame.legal[idx]:
        return []
    else:
        olds = {frame.targets[idx]}
    out: list[int] = []
    for ev in reversed(state.log):
        if ev[0] == "resolve" and ev[1] == frame.stack_id:
            break
        if ev[0] == "move" and ev[1] in olds and ev[5] == "battlefield" and ev[2]:
            out.append(ev[2])
    return [oid for oid in out if oid in state.battlefield]
