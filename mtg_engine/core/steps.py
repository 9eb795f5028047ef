"""Phases and steps of a turn (500-514)."""

from __future__ import annotations

from enum import IntEnum


class Step(IntEnum):
    """Every step of a turn in order (500.1). Main phases have no steps and appear as one entry
    each (505); END_TURN is the end step of the ending phase (513)."""

    UNTAP = 0  # 502
    UPKEEP = 1  # 503
    DRAW = 2  # 504
    PRECOMBAT_MAIN = 3  # 505
    BEGIN_COMBAT = 4  # 507
    DECLARE_ATTACKERS = 5  # 508
    DECLARE_BLOCKERS = 6  # 509
    FIRST_STRIKE_DAMAGE = 7  # 510.4
    COMBAT_DAMAGE = 8  # 510
    END_COMBAT = 9  # 511
    POSTCOMBAT_MAIN = 10  # 505
    END_TURN = 11  # 513
    CLEANUP = 12  # 514

    @property
    def is_main(self) -> bool:
        return self in _MAIN_STEPS

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").lower()


_MAIN_STEPS = frozenset({Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN})  # 505
