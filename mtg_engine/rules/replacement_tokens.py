"""Replacement effects that create tokens (614.1a, 111.1), and back in the engine:

- on the creation of tokens (614.16: "if one or more tokens would be created"):
  "If one or more creature tokens would be created under your control, that many 4/4 white
  Angel creature tokens with flying and vigilance are created instead." (Divine Visitation,
  `tokens_become`: the same number of other tokens, created as the replaced ones would have
  been: tapped or not, for the same player, and the instructions about "those tokens" apply
  to them (its rulings); a token that would have been a copy isn't one,
  effects/permanent_verbs._copiable_values), "If one or more tokens would be created under
  your control, those tokens plus that many 1/1 green Squirrel creature tokens are created
  instead." (Chatterfang, `tokens_plus`: the Squirrels too are tapped, attacking, named by
  "that token" when the others are, its rulings), "If you would create a Clue, Food, or
  Treasure token,
  instead create one of each." (Academy Manufactor, `tokens_one_of_each`: as many of each as
  the tokens of those kinds that would be created; each new creation event has this effect
  applied, 614.5, so a second Manufactor makes each of them one of each again);
- on a creature's death (700.4): "If a nontoken creature an opponent controls would die,
  instead exile that card and create a 2/2 black Zombie creature token." (Kalitas, Traitor of
  Ghet, `exile_then_tokens`: the effect's controller creates them).

The new events are ordinary ones (a creation of tokens, counters put), themselves open to the
replacement effects that watch them (616.1, 614.5: not to this one again). The DSL is the
replacement's `instead` with `tokens`, the keys of the tokens it creates."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef, ReplacementSpec
    from mtg_engine.rules.replacement import Candidate, Event
    from mtg_engine.state.game_state import GameState

ON_TOKENS = ("tokens_become", "tokens_plus", "tokens_one_of_each")
ON_DEATH = ("exile_then_tokens",)
ACTIONS = ON_TOKENS + ON_DEATH


def _definition(state: GameState, key: str) -> CardDef | None:
    db = state.db
    return db.token_or_card(key) if db.has_token(key) or key in db else None


def tokens_watched(state: GameState, spec: ReplacementSpec, key: str) -> bool:
    """Would the tokens keyed `key` be replaced by `spec` (614.16: "if you would create one or
    more Treasure tokens")? "creature tokens": tokens that would be creatures (205.2a: any of the
    filter's card types, all of its `all_types`); "a Clue, Food, or Treasure token": a token of
    one of those subtypes (111.10); each list read as rules/filters.matches reads it; any tokens
    when the filter names none."""
    tok = _definition(state, key)
    if tok is None:
        return False
    f, types = spec.filter, {t.value for t in tok.types}
    if f.types and not any(getattr(t, "value", t) in types for t in f.types):
        return False
    if f.all_types and not all(getattr(t, "value", t) in types for t in f.all_types):
        return False
    return not f.subtypes or bool(set(f.subtypes) & set(tok.subtypes))


def instead(state: GameState, c: Candidate, ev: Event) -> tuple[Event, ...] | None:
    """The events `ev` becomes under `c` (replacement.apply_one), or None if `c` isn't one of
    these."""
    spec, how = c.spec, c.spec.instead
    if how == "tokens_become":  # the same number, of the other token (111.3: its own P/T)
        return (replace(ev, source_card=spec.tokens[0], pt=()),)
    if how == "tokens_plus":  # those tokens, and that many of the other for the same player
        return (ev, replace(ev, source_card=spec.tokens[0], pt=()))
    if how == "tokens_one_of_each":
        return tuple(replace(ev, source_card=k, pt=()) for k in spec.tokens)
    if how not in ON_DEATH:
        return None
    from mtg_engine.rules.replacement import Event

    exiled = replace(ev, to="exile")
    return (exiled, *(Event("tokens", player=c.controller, amount=1, source_card=k,
                            applied=ev.applied) for k in spec.tokens))
