""""Damage that would reduce your life total to less than 1 reduces it to 1 instead." (Ali from
Cairo, Worship): a static ability (kind `damage_life_floor`, `whose`: you; an "If you control a
creature," condition as `as_long_as`), of a permanent or an emblem (Serra the Benevolent,
114.4). A replacement effect (614.1a) on the life loss that damage causes (120.3a), not on the
damage: the full damage is still dealt (lifelink, "whenever you're dealt damage" and damage
counts see all of it) and isn't prevented, so unpreventable damage is capped too; life lost
other than by damage isn't (119.3). A player already below 1 life loses all of it (the card's
rulings). Read by effects/primitives.perform_damage."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState

LIFE_FLOOR = "damage_life_floor"  # the static ability's DSL kind


def life_lost_to_damage(state: GameState, player: int, amount: int) -> int:
    """120.3a, 614.1a: the life `player` loses to `amount` damage, after a life floor."""
    from mtg_engine.rules.conditions import holds
    from mtg_engine.rules.life_lock import life_locked
    from mtg_engine.rules.restrictions import statics_for

    if life_locked(state, player):
        return 0  # 119.8: the damage is dealt; no life is lost
    life = state.players[player].life
    if life < 1 or amount < life:
        return amount
    # (114.4: an emblem's too, Serra the Benevolent, "you" its controller: statics_for)
    for src, controller, st in statics_for(state, player, LIFE_FLOOR):
        if st.when is None or holds(state, st.when, controller, src):
            return life - 1
    return amount
