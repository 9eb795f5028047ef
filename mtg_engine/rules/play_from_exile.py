"""Cards a player may play from exile this turn (601.3: a rule or effect allows casting them;
305.1: playing a land from there is still the land play of the turn, 305.2): "Exile the top card
of your library. You may play that card this turn." (Light Up the Stage, Act on Impulse).

The permission is a mark on the card in exile, ("playable", "<player>:<turn>[:<flag>...]") in
`GameObject.chosen`: it is saved and copied with the object, lasts to the end of that turn (or
with ":next" to the end of that player's next turn, with ":remains" "for as long as it remains
exiled"), and ends when the card leaves exile (a new object, 400.7). ":cast": only cast, never
played as a land (305.9: "its owner may cast it"); ":anycolor" / ":anytype": mana spent as
though it were of any color / type (609.4b); ":free": cast without paying its mana cost
(118.9: an alternative cost, {0}; additional costs and cost increases are still paid, 118.9d;
X is 0, 107.3). Timing is as usual: the permission doesn't let a sorcery be cast at instant
speed (601.3, 307.1). ":end" / ":endthis": "Until your next end step": until that player's next
end step begins (":endthis": this turn's, which has not begun yet). ":one=<id>.<id>...": "you
may play one of those cards": once one of the cards named is played, the others' permissions
end (`played`, called by casting as a card is cast or played from exile).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.mana import ManaCost
from mtg_engine.core.steps import Step
from mtg_engine.core.types import CardType
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import GameObject, Zone

PLAYABLE = "playable"
FREE = ManaCost.parse("{0}")  # 118.9: its cost cast without paying its mana cost


def allow_this_turn(state: GameState, player: int, oid: int, *, next_turn: bool = False,
                    remains: bool = False, cast: bool = False, free: bool = False,
                    spend: str = "", end_step: bool = False, one_of: tuple[int, ...] = (),
                    exile_instead: bool = False, spell_type: str = "",
                    cost_more: int = 0, attacked_with: str = "") -> None:
    """Let `player` play the card `oid` (in exile) until the end of this turn, or with
    `next_turn` until the end of their next turn, with `remains` for as long as it remains
    exiled; `cast`: only cast it (not play it as a land); `free`: without paying its mana
    cost; `spend`: "anycolor" / "anytype", mana spent as though it were of any color / type
    (609.4b, rules/spend_any.py); `end_step`: until `player`'s next end step begins;
    `one_of`: the cards of which only one may be played; `exile_instead`: a spell cast this
    way is exiled instead of being put into its owner's graveyard (614.1a); `spell_type`: only
    a spell of that card type ("a creature spell", 205.2a: `face_allowed`); `cost_more`: "A
    spell cast this way costs {2} more to cast." (601.2f: `cost_increase`); `attacked_with`:
    "During any turn you attacked with a Rogue, ...": usable only during a turn `player`
    attacked with a creature of that subtype (rules/attacked_with.py)."""
    flags = [f for f, on in (("next", next_turn), ("remains", remains), ("cast", cast),
                             ("free", free), (spend, bool(spend)), (XI, exile_instead),
                             (SPELL + spell_type, bool(spell_type)),
                             (MORE + str(cost_more), cost_more > 0),
                             (ATTACKED + attacked_with, bool(attacked_with))) if on]
    if end_step:  # this turn's end step if it is the player's and it hasn't begun yet
        this = state.active == player and state.step < Step.END_TURN
        flags.append("endthis" if this else "end")
    if one_of:
        flags.append("one=" + ".".join(map(str, one_of)))
    o = state.mut(oid)
    o.chosen = (*o.chosen, (PLAYABLE, ":".join([str(player), str(state.turn), *flags])))
    state.characteristics_changed()  # (the castable cards are cached with them)


def _permissions(state: GameState, player: int, o: GameObject) -> list[list[str]]:
    """The flags of each permission `player` has now to play the card `o` in exile."""
    out = []
    for k, v in o.chosen:
        if k != PLAYABLE:
            continue
        who, turn, *flags = v.split(":")
        if int(who) != player:
            continue
        if "endthis" in flags or "end" in flags:
            if _before_end_step(state, player, int(turn), "endthis" in flags):
                out.append(flags)
        elif "remains" in flags or int(turn) == state.turn or (
                "next" in flags and _before_next_turn_ends(state, player, int(turn))):
            if not _attacked_as_needed(state, player, flags):
                continue
            out.append(flags)
    return out


ATTACKED = "atk="  # (a permission's flag: only during a turn its player attacked with ...)


def _attacked_as_needed(state: GameState, player: int, flags: list[str]) -> bool:
    """"During any turn you attacked with a Rogue": may the permission with these flags be
    used this turn (no such flag: yes)?"""
    need = next((f[len(ATTACKED):] for f in flags if f.startswith(ATTACKED)), "")
    if not need:
        return True
    from mtg_engine.rules.attacked_with import attacked_with

    return attacked_with(state, player, need)


def _before_end_step(state: GameState, player: int, since: int, this_turn: bool) -> bool:
    """"Until your next end step" granted on turn `since`: has `player`'s next end step (this
    turn's, `this_turn`) not begun yet?"""
    if state.turn == since:
        return not this_turn or state.step < Step.END_TURN
    if this_turn or not _before_next_turn_ends(state, player, since):
        return False
    return state.active != player or state.step < Step.END_TURN


def end_step_began(state: GameState) -> None:
    """An end step began: the cards "until your next end step" let be played are no longer
    castable (the castable cards are cached for the turn, rules/layers.py)."""
    if any(k == PLAYABLE and ":end" in v for c in state.exile for k, v in state.objects[c].chosen):
        state.characteristics_changed()


def played(state: GameState, oid: int) -> None:
    """The card `oid` is played (cast or played as a land) from exile: one permission of "one
    of those cards" it has is used, and ends for the other cards (still in exile). (With a
    permission of its own besides, that one is used; with two alike, from two resolutions of
    "you may cast a creature spell from among ...", only one of them: Idol of Endurance.)"""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.EXILE:
        return
    grants = [v.split(":") for k, v in o.chosen if k == PLAYABLE]
    groups = [f for flags in grants for f in flags if f.startswith("one=")]
    if not groups or len(groups) < len(grants):
        return
    group = groups[0]
    for other in (int(c) for c in group[len("one="):].split(".")):
        m = state.objects.get(other)
        if other != oid and m is not None and m.zone is Zone.EXILE:
            mo = state.mut(other)
            kept, used = [], False
            for k, v in mo.chosen:
                if not used and k == PLAYABLE and group in v.split(":"):
                    used = True
                    continue
                kept.append((k, v))
            mo.chosen = tuple(kept)
    state.characteristics_changed()


SPELL = "spell="  # (a permission's flag: only a spell of the card type after it, 205.2a)
MORE = "more="  # (a permission's flag: a spell cast this way costs N more, 601.2f)


def cost_increase(state: GameState, player: int, o: GameObject) -> int:
    """601.2f: "A spell cast this way costs {2} more to cast.": the increase for `player`
    casting the card `o` from exile when each permission they have for it says so (the least
    of them: the player uses the permission they choose)."""
    if o.zone is not Zone.EXILE or not o.chosen:
        return 0
    got = _permissions(state, player, o)
    more = [max([int(f[len(MORE):]) for f in fs if f.startswith(MORE)] or [0]) for fs in got]
    return min(more) if more else 0


def face_allowed(state: GameState, player: int, oid: int, card: CardDef) -> bool:
    """601.3: may `player` cast the card `oid` as the spell `card` (a face of it)? A card in
    exile that only permissions for "a creature spell" let them cast may be cast only as a
    spell of that type (not its Adventure, an instant or sorcery, 715.3)."""
    o = state.objects[oid]
    if o.zone is not Zone.EXILE or not o.chosen:
        return True
    got = _permissions(state, player, o)
    if not got or not all(any(f.startswith(SPELL) for f in fs) for fs in got):
        return True
    return any(f[len(SPELL):] in card.types for fs in got for f in fs if f.startswith(SPELL))


def may_play(state: GameState, player: int, o: GameObject) -> bool:
    if o.zone is not Zone.EXILE:  # 601.3, 305.1: a static ability's permission
        from mtg_engine.rules.play_permissions import permitted

        return o.zone is not Zone.HAND and permitted(state, player, o)
    if o.counters:  # 601.3, 122.1: a static ability's, for cards with counters on them
        from mtg_engine.rules.exile_permissions import land_permitted
        from mtg_engine.rules.exile_permissions import permitted as by_static

        if by_static(state, player, o) or land_permitted(state, player, o):
            return True
    return bool(_permissions(state, player, o))


XI = "xi"  # (a permission's flag: its spell exiled instead of put into a graveyard, 614.1a)


def exiled_instead(state: GameState, player: int, oid: int) -> bool:
    """614.1a: is the card `oid` that `player` casts from exile one whose permission says "If
    a spell cast this way would be put into your graveyard, exile it instead" (each of the
    permissions `player` has for it now)?"""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.EXILE:
        return False
    got = _permissions(state, player, o)
    return bool(got) and all(XI in f for f in got)


def free_in_exile(state: GameState, o: GameObject) -> bool:
    """118.9: is the card `o` in exile cast without paying its mana cost (each permission
    that lets its player cast it now says so)?"""
    got = [f for who in {int(v.split(":")[0]) for k, v in o.chosen if k == PLAYABLE}
           for f in _permissions(state, who, o)]
    return bool(got) and all("free" in f for f in got)


def _before_next_turn_ends(state: GameState, player: int, since: int) -> bool:
    """"Until the end of your next turn": is it still before the end of `player`'s first
    turn after turn `since`? (The turns that began are in the log, 500.7 extra turns
    included.)"""
    mine = []
    for ev in reversed(state.log):
        if ev[0] == "turn":
            if ev[1] <= since:
                break
            if ev[2] == player:
                mine.append(ev[1])
    return not mine or min(mine) == state.turn


def castable_from_exile(state: GameState, player: int) -> list[int]:
    """The nonland cards in exile `player` may cast now (601.3)."""
    return [c for c in state.exile if may_play(state, player, state.objects[c])
            and (CardType.LAND not in state.objects[c].card.types
                 or state.objects[c].card.faces)]


def lands_from_exile(state: GameState, player: int) -> list[int]:
    """The land cards in exile `player` may play now (305.1 with an effect's permission)."""
    from mtg_engine.rules.exile_permissions import land_permitted  # (a static's, 122.1)

    return [c for c in state.exile if CardType.LAND in state.objects[c].card.types
            and (any("cast" not in f for f in _permissions(state, player, state.objects[c]))
                 or (state.objects[c].counters
                     and land_permitted(state, player, state.objects[c])))]
