"""115.9b: "a spell [or ability] that targets <something>" (Keep Safe: "Counter target spell
that targets a permanent you control."). The filter field `spell_targets` lists what the
spell or ability on the stack must target one of (any of its targets may be it):

  "you"            the player the filter is read for (the counterspell's controller)
  "player"         any player
  "self"           the source of the filter (Mistfolk: "that targets ~")
  "<type>"         a permanent of that card type ("permanent" for any permanent)
  "<type>:you"     ... that the filter's player controls
  "only:self"      every one of its targets is the source ("that targets only ~"), alone

115.9b: the current state of the targets is checked; a target object no longer on the
battlefield, or a player no longer in the game, is ignored (no last known information)."""

from __future__ import annotations

from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone, ref_player

PERMANENT_WORDS = ("permanent", "creature", "land", "enchantment", "artifact", "planeswalker")
ALTERNATIVES = ("you", "player", "self", "only:self",
                *PERMANENT_WORDS, *(f"{w}:you" for w in PERMANENT_WORDS))
ONLY_SELF = ("only:self",)


def _is(state: GameState, ref: int, what: str, controller: int, source_id: int) -> bool:
    """Is the current target `ref` what `what` says (115.9b)?"""
    p = ref_player(ref)
    if p is not None:
        if p >= len(state.players) or state.players[p].lost:
            return False  # (a player no longer in the game is ignored)
        return what == "player" or (what == "you" and p == controller)
    o = state.objects.get(ref)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return False  # (no longer in the zone it's expected to be in: ignored)
    if what == "self":
        return ref == source_id
    noun, _, whose = what.partition(":")
    if noun not in PERMANENT_WORDS:
        return False
    from mtg_engine.rules.layers import characteristics

    ch = characteristics(state, ref)
    if noun != "permanent" and noun.capitalize() not in {t.value for t in ch.types}:
        return False
    return not whose or ch.controller == controller


def targets_one_of(state: GameState, o: GameObject, alternatives: tuple[str, ...],
                   controller: int, source_id: int) -> bool:
    """115.9b: does the spell or ability `o` target something of `alternatives` now?"""
    if o.zone is not Zone.STACK:
        return False
    if alternatives == ONLY_SELF:  # "a spell that targets only ~": each target is it
        refs = [r for r in dict.fromkeys(o.targets) if r]
        return bool(refs) and all(r == source_id for r in refs)
    return any(_is(state, ref, what, controller, source_id)
               for ref in dict.fromkeys(o.targets) for what in alternatives)


def targets_any(state: GameState, targets: tuple[int, ...], alternatives: tuple[str, ...],
                controller: int, source_id: int) -> bool:
    """115.9b read on targets being chosen (601.2c), before the spell is on the stack: does
    any of `targets` match one of `alternatives`? (601.2f: "spells that target ~ cost {2}
    more to cast": the cost is determined after the targets are chosen.)"""
    return any(_is(state, ref, what, controller, source_id)
               for ref in dict.fromkeys(targets) for what in alternatives)
