"""Where the terminal game stops to ask the player, like MTG Arena's stops.

By default the game passes priority for you when all you could do is pass or tap mana for
nothing; when you could do more, it stops in your main phases (empty stack), when a spell or
ability of the opponent's is on top of the stack, when the opponent's creatures attack, for
attacks and blocks when you have a creature that could, and for every choice with more than
one answer. Your own spell or ability on the stack resolves without asking (as on Arena).
`full_control` stops at every priority; `steps` adds steps where it stops whenever you could
do something (on either player's turn). Mana abilities (605) are offered as choices only with
`manual_mana`: otherwise casting pays for you (601.2g-h).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mtg_engine.actions import (
    Action,
    ActivateAbility,
    AttackDecision,
    BlockDecision,
    PassPriority,
    PriorityDecision,
)
from mtg_engine.core.steps import Step
from mtg_engine.game import Game
from mtg_engine.rules import combat
from mtg_engine.rules.layers import ability_of


def step_by_name(text: str) -> Step:
    """A step from what a person types: "upkeep", "end-turn", "declare_blockers", "end"."""
    key = text.strip().upper().replace("-", "_").replace(" ", "_")
    aliases = {"END": "END_TURN", "END_STEP": "END_TURN", "MAIN": "PRECOMBAT_MAIN",
               "MAIN1": "PRECOMBAT_MAIN", "MAIN2": "POSTCOMBAT_MAIN", "COMBAT": "BEGIN_COMBAT",
               "ATTACKERS": "DECLARE_ATTACKERS", "BLOCKERS": "DECLARE_BLOCKERS",
               "DAMAGE": "COMBAT_DAMAGE"}
    key = aliases.get(key, key)
    try:
        return Step[key]
    except KeyError:
        names = ", ".join(s.label.replace(" ", "-") for s in Step)
        raise ValueError(f"no step {text!r}; the steps are {names}") from None


@dataclass
class Stops:
    full_control: bool = False
    steps: frozenset[Step] = field(default_factory=frozenset)
    manual_mana: bool = False


def is_mana_ability(game: Game, a: Action) -> bool:
    if not isinstance(a, ActivateAbility):
        return False
    o = game.state.objects.get(a.source)
    return o is not None and ability_of(game.state, a.source, a.ability).is_mana_ability


def offered(game: Game, stops: Stops) -> list[Action]:
    """The legal actions shown as choices: mana abilities only when tapping by hand."""
    actions = game.legal_actions()
    if stops.manual_mana or not isinstance(game.pending, PriorityDecision):
        return actions
    return [a for a in actions if not is_mana_ability(game, a)]


def auto_answer(game: Game, stops: Stops) -> Action | None:
    """The action the game takes for the player without asking, or None to stop and ask."""
    d = game.pending
    s = game.state
    if isinstance(d, PriorityDecision):
        if stops.full_control:
            return None
        real = [a for a in offered(game, stops) if not isinstance(a, PassPriority)]
        if not real:
            return PassPriority()  # nothing to do but pass (or make mana for nothing)
        own_main = s.active == d.player and s.step.is_main and not s.stack
        # something of the opponent's on the stack: a chance to respond (your own spell or
        # ability on top resolves unless you ask to hold priority with `full_control`)
        theirs_on_stack = bool(s.stack) and s.objects[s.stack[-1]].controller != d.player
        attacked = (s.step is Step.DECLARE_ATTACKERS and s.active != d.player
                    and s.combat is not None and bool(s.combat.attackers))
        if own_main or theirs_on_stack or attacked or s.step in stops.steps:
            return None
        return PassPriority()
    if isinstance(d, AttackDecision) and not stops.full_control \
            and not combat.possible_attackers(s):
        return game.legal_actions()[0]  # no creature can attack: the empty declaration
    if isinstance(d, BlockDecision) and not stops.full_control \
            and not combat.possible_blocks(s, d.player):
        return game.legal_actions()[0]
    actions = game.legal_actions()
    if len(actions) == 1 and not isinstance(d, (AttackDecision, BlockDecision)):
        return actions[0]  # a choice with one answer
    return None
