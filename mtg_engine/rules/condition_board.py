"""Conditions about the whole battlefield, the defending player and this combat's attack
(registered in rules/condition_families.JUDGES; oracle/conditions_board.py reads them):

- "on_battlefield_at_least" / "on_battlefield_none": `count` or more / no permanents matching
  `filter` on the battlefield, whoever controls them ("if there are seven or more lands on the
  battlefield", "if there are no Zombies on the battlefield"; 110.1);
- "defending_controls" / "defending_controls_none": the defending player controls `count` or
  more / no permanents matching `filter` (506.2); "defending_controls_more": more of them than
  you; "defending_hand_at_most": `count` or fewer cards in their hand (402.1);
  "defending_more_cards": more cards in hand than you; "defending_poisoned": they have a poison
  counter (122.1f);
- "target_controller_alone": the target is the only creature its controller controls;
- "target_has_namesake": another permanent has the target's name (201.2; Winnow);
- "target_least_power": the target creature has the least power among creatures on the
  battlefield or is tied for it (208.1);
- "target_shares_common_color": the target shares a colour with the most common colour
  among all permanents or one tied for it (105.1);
- "most_common_color": the colour `name` (a WUBRG letter) is the most common colour among all
  permanents or tied for most common (105.1: a permanent of two colours counts for each);
- "controls_most": you control more permanents matching `filter` than each other player does
  ("... more lands than each other player"; a tie for most is not more);
- "controls_same_name" / "controls_sharing_type": you control `count` or more permanents
  matching `filter` with the same name (201.2; face-down ones have none, 708.2) / that share
  a creature type (205.3m; changeling's every type, 702.73a).
(Pack tactics' "attacked_total_power" is judged by rules/pack_tactics.py.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.rules.filters import matches

if TYPE_CHECKING:
    from collections.abc import Callable

    from mtg_engine.cards.dsl import Condition, Filter
    from mtg_engine.rules.layers import Characteristics
    from mtg_engine.state.game_state import GameState
    from mtg_engine.state.objects import GameObject

    Matcher = Callable[[GameState, GameObject, Characteristics, Filter, int, int], bool]


def _count(state: GameState, c: Condition, controller: int, source: int,
           who: int | None = None) -> int:
    """The permanents matching `c.filter` (controlled by `who`, or by anyone)."""
    return sum(1 for oid in state.battlefield
               if (who is None or state.objects[oid].controller == who)
               and matches(state, oid, c.filter, controller, source))


def defending_player(state: GameState, source: int, whole_phase: bool = True) -> int | None:
    """506.2: the player the source attacks (or whose planeswalker it attacks); a source that
    isn't attacking: the defending player of this combat if there is exactly one. 506.2: in a
    two-player game the nonactive player is the defending player for the whole combat phase,
    from its beginning of combat step, before (and whether or not) anything attacks (Arcum's
    Sleigh: "Activate only during combat and only if defending player controls a snow land").
    None outside combat, and in a multiplayer game before attackers are declared.
    `whole_phase=False` (a static ability's condition judged in the layers, whose results are
    kept until the combat roles change, layers.turn_or_combat_changed): only once attackers
    are declared, as before."""
    from mtg_engine.core.steps import Step
    from mtg_engine.rules.combat import defending_players
    from mtg_engine.rules.keyword_abilities import defending_player_of

    p = defending_player_of(state, source)
    if p is not None:
        return p
    players = defending_players(state)
    if len(players) == 1:
        return players[0]
    if whole_phase and not players and len(state.players) == 2 \
            and Step.BEGIN_COMBAT <= state.step <= Step.END_COMBAT:  # 506.2
        return 1 - state.active
    return None


def _on_battlefield_at_least(state: GameState, c: Condition, you: int, source: int) -> bool:
    return _count(state, c, you, source) >= c.count


def _on_battlefield_none(state: GameState, c: Condition, you: int, source: int) -> bool:
    return _count(state, c, you, source) == 0


def _defending_controls(state: GameState, c: Condition, you: int, source: int) -> bool:
    p = defending_player(state, source)
    return p is not None and _count(state, c, you, source, p) >= c.count


def _defending_controls_none(state: GameState, c: Condition, you: int, source: int) -> bool:
    p = defending_player(state, source)
    return p is not None and _count(state, c, you, source, p) == 0


def _defending_controls_more(state: GameState, c: Condition, you: int, source: int) -> bool:
    p = defending_player(state, source)
    return p is not None and _count(state, c, you, source, p) > _count(state, c, you, source,
                                                                         you)


def _defending_hand_at_most(state: GameState, c: Condition, you: int, source: int) -> bool:
    p = defending_player(state, source)
    return p is not None and len(state.players[p].hand) <= c.count


def _defending_more_cards(state: GameState, c: Condition, you: int, source: int) -> bool:
    p = defending_player(state, source)
    return p is not None and len(state.players[p].hand) > len(state.players[you].hand)


def _defending_poisoned(state: GameState, c: Condition, you: int, source: int) -> bool:
    p = defending_player(state, source)  # 122.1f: a player with a poison counter
    return p is not None and state.players[p].counters.get("poison", 0) > 0


def _most_common_color(state: GameState, c: Condition, you: int, source: int) -> bool:
    """105.1, 105.2: each colour's count of permanents that are that colour (as they are now,
    613); the colour holds if no other colour is on more permanents (a tie holds too)."""
    from mtg_engine.rules.layers import characteristics

    counts = dict.fromkeys("WUBRG", 0)
    for oid in state.battlefield:
        for letter in set(characteristics(state, oid).colors) & set(counts):
            counts[letter] += 1
    return counts[c.name] >= max(counts.values())




def in_layers(state: GameState, chars: dict[int, Characteristics], match: Matcher,
              c: Condition, controller: int, source: int) -> bool | None:
    """611.3a, 613.6: a static ability's condition of these kinds judged with the
    characteristics the layers have computed so far (`chars`, read through `match`: asking for
    them again would compute the layers inside themselves); None for the other kinds."""
    objects = state.objects

    def count(who: int | None) -> int:
        return sum(1 for oid, ch in chars.items()
                   if objects[oid].zone.value == "battlefield"
                   and (who is None or ch.controller == who)
                   and match(state, objects[oid], ch, c.filter, controller, source))

    k = c.kind
    if k == "most_common_color":
        counts = dict.fromkeys("WUBRG", 0)
        for oid, ch in chars.items():
            if objects[oid].zone.value == "battlefield":
                for letter in set(ch.colors) & set(counts):
                    counts[letter] += 1
        return counts[c.name] >= max(counts.values())
    if k == "on_battlefield_at_least":
        return count(None) >= c.count
    if k == "on_battlefield_none":
        return count(None) == 0
    if k == "controls_at_most":  # "as long as you control exactly one creature" (its half)
        return count(controller) <= c.count
    if k not in ("defending_controls", "defending_controls_none", "defending_controls_more"):
        return None
    p = defending_player(state, source, whole_phase=False)
    if p is None:
        return False
    if k == "defending_controls":
        return count(p) >= c.count
    return count(p) == 0 if k == "defending_controls_none" else count(p) > count(controller)


def _controls_most(state: GameState, c: Condition, you: int, source: int) -> bool:
    """You control more permanents matching `filter` than each other player still in the
    game does (102.2, 104.1); `name` "or_tied": at least as many ("... controls the most
    creatures or is tied for the most", Hooded Horror)."""
    counts = [0] * len(state.players)
    for oid in state.battlefield:
        if matches(state, oid, c.filter, you, source):
            counts[state.objects[oid].controller] += 1
    tied = c.name == "or_tied"
    return all(counts[you] > n or (tied and counts[you] == n) for i, n in enumerate(counts)
               if i != you and not state.players[i].lost)


def _yours(state: GameState, c: Condition, you: int, source: int) -> list[int]:
    return [oid for oid in state.battlefield if state.objects[oid].controller == you
            and matches(state, oid, c.filter, you, source)]


def _controls_same_name(state: GameState, c: Condition, you: int, source: int) -> bool:
    from collections import Counter

    from mtg_engine.rules.layers import characteristics

    names = Counter(characteristics(state, oid).name for oid in _yours(state, c, you, source))
    names.pop("", None)  # (708.2: a face-down permanent has no name)
    return any(n >= c.count for n in names.values())


def _controls_sharing_type(state: GameState, c: Condition, you: int, source: int) -> bool:
    from collections import Counter

    from mtg_engine.core.creature_types import CREATURE_TYPES
    from mtg_engine.rules.layers import characteristics

    every, per_type = 0, Counter[str]()
    for oid in _yours(state, c, you, source):
        ch = characteristics(state, oid)
        if ch.every_creature_type:
            every += 1
        else:
            per_type.update(t for t in set(ch.subtypes) if t in CREATURE_TYPES)
    return every >= c.count or any(n + every >= c.count for n in per_type.values())


def _target_shares_common_color(state: GameState, c: Condition, you: int, source: int) -> bool:
    """105.1, 105.2: the resolving spell's or ability's target (as it is now) shares a colour
    with the most common colour among all permanents or one tied for most common (608.2c)."""
    from mtg_engine.rules.layers import characteristics

    t = _target_here(state, c)
    if t is None:
        return False
    counts = dict.fromkeys("WUBRG", 0)
    for oid in state.battlefield:
        for letter in set(characteristics(state, oid).colors) & set(counts):
            counts[letter] += 1
    most = {letter for letter, n in counts.items() if n == max(counts.values())}
    return bool(set(characteristics(state, t).colors) & most)


def _target_least_power(state: GameState, c: Condition, you: int, source: int) -> bool:
    """208.1: the resolving spell's or ability's target (a creature, as it is now) has the
    least power among creatures on the battlefield, or is tied for it (608.2c)."""
    from mtg_engine.core.types import CardType
    from mtg_engine.rules.layers import characteristics

    t = _target_here(state, c)
    if t is None:
        return False
    powers = [ch.power for ch in (characteristics(state, oid) for oid in state.battlefield)
              if CardType.CREATURE in ch.types]
    return CardType.CREATURE in characteristics(state, t).types \
        and characteristics(state, t).power <= min(powers)


def _target_here(state: GameState, c: Condition) -> int | None:
    """The resolving spell's or ability's target `c.target` if it is a permanent still on the
    battlefield (608.2b), else None."""
    frame = state.frame
    if frame is None or len(frame.targets) <= c.target:
        return None
    t = frame.targets[c.target]
    return t if t in state.battlefield else None


def _target_controller_alone(state: GameState, c: Condition, you: int, source: int) -> bool:
    """The resolving spell's or ability's target (a permanent) is the only creature its
    controller controls ("if that opponent controls no other creatures", 608.2c)."""
    from mtg_engine.rules.layers import is_creature

    t = _target_here(state, c)
    if t is None:
        return False
    who = state.objects[t].controller
    return not any(oid != t and state.objects[oid].controller == who and is_creature(state, oid)
                   for oid in state.battlefield)


def _target_has_namesake(state: GameState, c: Condition, you: int, source: int) -> bool:
    """201.2: another permanent on the battlefield has the same name as the resolving spell's
    target ("if another permanent with the same name is on the battlefield"); a face-down
    permanent has no name (708.2), so it has none and shares none."""
    from mtg_engine.rules.layers import characteristics

    t = _target_here(state, c)
    if t is None:
        return False
    name = characteristics(state, t).name
    return bool(name) and any(oid != t and characteristics(state, oid).name == name
                              for oid in state.battlefield)


def _target_player_more_life(state: GameState, c: Condition, you: int, source: int) -> bool:
    """119.1: the resolving spell's target player, or its target planeswalker's controller (as
    the planeswalker last existed if it has left the battlefield, 608.2h), has more life than
    you ("Then if that player or that planeswalker's controller has more life than you")."""
    from mtg_engine.state.objects import ref_player

    frame = state.frame
    if frame is None or len(frame.targets) <= c.target or not frame.targets[c.target]:
        return False
    t = frame.targets[c.target]
    who = ref_player(t)
    if who is None and c.name.endswith("planeswalker's controller"):
        o = state.objects.get(t)
        rec = next((ev for ev in reversed(state.log) if ev[0] == "left_as" and ev[1] == t),
                   None)
        who = o.controller if o is not None and t in state.battlefield else \
            int(rec[9]) if rec is not None else None  # (its "left_as" controller)
    if who is None or who >= len(state.players):
        return False
    return state.players[who].life > state.players[you].life


def _attached_controller_controls(state: GameState, c: Condition, you: int,
                                  source: int) -> bool:
    """303.4, 108.4: the controller of the permanent the source is attached to controls
    another permanent matching `filter` (`name` "another") / none but it ("no_other")."""
    o = state.objects.get(source)
    att = o.attached_to if o is not None else None
    if att is None or att not in state.battlefield:
        return False
    who = state.objects[att].controller
    others = any(oid != att and state.objects[oid].controller == who
                 and matches(state, oid, c.filter, you, source) for oid in state.battlefield)
    return others == (c.name == "another")


JUDGES = {
    "attached_controller_controls": _attached_controller_controls,  # 303.4, 108.4
    "target_player_more_life": _target_player_more_life,  # 119.1, 608.2h
    "target_controller_alone": _target_controller_alone,
    "target_has_namesake": _target_has_namesake,  # 201.2
    "target_least_power": _target_least_power,
    "target_shares_common_color": _target_shares_common_color,
    "controls_same_name": _controls_same_name,
    "controls_sharing_type": _controls_sharing_type,
    "controls_most": _controls_most,
    "on_battlefield_at_least": _on_battlefield_at_least,
    "on_battlefield_none": _on_battlefield_none,
    "defending_controls": _defending_controls,
    "defending_controls_none": _defending_controls_none,
    "defending_controls_more": _defending_controls_more,
    "defending_hand_at_most": _defending_hand_at_most,
    "defending_more_cards": _defending_more_cards,
    "defending_poisoned": _defending_poisoned,
    "most_common_color": _most_common_color,
}
