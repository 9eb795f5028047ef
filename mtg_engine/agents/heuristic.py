"""A simple rule-of-thumb player for the rules engine.

It plays a land each turn, casts its most expensive useful spell, points harmful effects at the
opponent and helpful ones at itself, attacks when the attack is safe or the way is clear, and
blocks when the block wins a creature or prevents lethal damage. It reads the game only
through `legal_actions()` and the public state.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from mtg_engine.actions import (
    ActivateAbility,
    AttackDecision,
    BlockDecision,
    CastSpell,
    ChoiceDecision,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
    PriorityDecision,
)
from mtg_engine.core.steps import Step
from mtg_engine.core.types import CardType
from mtg_engine.game import Game
from mtg_engine.rules import combat
from mtg_engine.rules.casting import spell_effects, spell_targets
from mtg_engine.rules.faces import spell_card
from mtg_engine.rules.layers import Characteristics, ability_of, characteristics
from mtg_engine.rules.mana import is_summoning_sick, mana_sources
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import StackKind, Zone, ref_player

# the careful policy keeps a removal spell for a creature whose `_threat` is at least this
MIN_THREAT = 4
# ... and two burn spells for one creature whose threat is at least this (`_finished_by_burn`)
PAIR_THREAT = 8
KEY_KEYWORDS = frozenset({"flying", "lifelink", "deathtouch", "first strike", "double strike",
                          "trample", "menace", "vigilance", "hexproof", "indestructible"})
DREDGE_RESERVE = 8  # cards the library keeps after a dredge mill for the heuristic to dredge
# target kinds that can't be a creature (Lava Axe's "target player or planeswalker")
FACE_ONLY = frozenset({"player", "opponent", "player_or_planeswalker", "opponent_or_planeswalker"})
COLOURS = "WUBRG"
ENTER_COST = "choose_enter_cost"  # rules/entering_cost.PURPOSE (614.1a, 614.12)
HARMFUL = {"damage", "destroy", "exile", "bounce", "counter", "discard", "tap"}


class HeuristicAgent:
    def __init__(self, seed: int | None = 0, name: str = "heuristic", *,
                 careful: bool = False) -> None:
        self.rng = random.Random(seed)
        self.name = name
        # careful: keeps burn for creatures unless it brings a lethal attack within reach (the
        # search agent's own policy; off by default so that the benchmark opponent stays put)
        self.careful = careful

    def choose(self, game: Game, player: int) -> Any:
        d = game.pending
        s = game.state
        actions = game.legal_actions()
        if isinstance(d, PriorityDecision):
            # the best score, the first listed among equals
            best = max(range(len(actions)), key=lambda i: (self._priority_score(s, player, actions[i]), -i))
            return actions[best]
        if isinstance(d, AttackDecision):
            return _legal_nearest(game, self._attack(s, player), actions)
        if isinstance(d, BlockDecision):
            return _legal_nearest(game, self._block(s, player), actions)
        if isinstance(d, ChoiceDecision):
            return self._choice(s, player, d, actions)
        return actions[0]

    # ------------------------------------------------------------------ priority
    def _priority_score(self, s: GameState, me: int, a: Any) -> float:
        if isinstance(a, PassPriority):
            return 0.0
        if isinstance(a, PlayLand):
            return 1000.0 + (_land_colour_score(s, me, a) if self.careful else 0.0)
        if isinstance(a, ActivateAbility):
            ab = ability_of(s, a.source, a.ability)
            if ab.is_mana_ability:
                return -1.0
            if ab.cost.crew:
                return _crew_score(s, me, a)
            if any(e.verb == "draw" for e in ab.effects) and s.step.is_main and s.active == me \
                    and s.step.name == "POSTCOMBAT_MAIN":
                return 5.0
            return -1.0
        if isinstance(a, CastSpell):
            score = self._cast_score(s, me, a)
            if score > 0 and a.spliced:
                score += self._splice_score(s, me, a)
            if score > 0 and a.additional:
                score += _conspire_score(s, me, a)
            return score
        return -5.0

    def _splice_score(self, s: GameState, me: int, a: CastSpell) -> float:
        """702.47a: each spliced card adds its text at its splice cost and stays in hand: the
        score of that text as if the card were cast with the targets it adds (702.47d), or
        -1000 (the plain cast is chosen) when one of them isn't worth it (a wrong target)."""
        from mtg_engine.rules import splice

        specs = splice.specs_of(s, a.spliced)
        added = a.targets[len(a.targets) - len(specs):] if specs else ()
        score = 0.0
        for c in a.spliced:
            n = len(spell_targets(s.objects[c].card, ()))
            part = self._cast_score(s, me, CastSpell(c, targets=added[:n]))
            added = added[n:]
            if part <= 0:
                return -1000.0
            score += part
        return score

    def _cast_score(self, s: GameState, me: int, a: CastSpell) -> float:
        cast_as = spell_card(s.objects[a.card], a.face)  # the face being cast (709.3, 716.3)
        card = s.objects[a.card].card if isinstance(cast_as, str) else cast_as
        base = 10.0 * card.mana_value + 5 + a.x * 10
        if CardType.CREATURE in card.types or not card.spell:
            return base if s.step.is_main else -1.0
        effects = spell_effects(card, a.modes)
        from mtg_engine.rules.x_targets import expand

        specs = expand(spell_targets(card, a.modes), a.x, len(a.targets))  # 601.2c
        verbs = {e.verb for e in effects}
        if "pump" in verbs and all(e.get("power", 0) >= 0 for e in effects if e.verb == "pump"):
            # combat tricks: only on our creature in combat
            if not a.targets or s.combat is None or a.targets[0] not in {*s.combat.attackers,
                                                                           *s.combat.blockers}:
                return -1.0
            if self.careful and s.objects[a.targets[0]].controller == me:
                pump = next(e for e in effects if e.verb == "pump")
                if not _pump_changes_combat(s, me, a.targets[0], pump.get("power", 0),
                                            pump.get("toughness", 0)):
                    return -1.0
            return base if s.objects[a.targets[0]].controller == me else -100.0
        score = base
        for spec, t in zip(specs, a.targets):
            harmful = bool(verbs & HARMFUL) or any(e.get("power", 0) < 0 for e in effects
                                                   if e.verb == "pump")
            owner = _controller_of(s, t)
            if harmful and owner == me:
                return -100.0
            if not harmful and owner is not None and owner != me:
                return -100.0
            if t > 0 and s.objects[t].zone is Zone.BATTLEFIELD:
                if self.careful and harmful and _already_targeted(s, me, t):
                    return -1.0  # our spell on the stack deals with it first (608.2b)
                ch = characteristics(s, t)
                score += 5 * (ch.power + ch.toughness)
                if "damage" in verbs:
                    dmg = next((e.get("amount") for e in effects if e.verb == "damage"), 0)
                    dmg = a.x if dmg == "X" else dmg
                    if isinstance(dmg, int) and dmg < ch.toughness - s.objects[t].damage and not (
                            self.careful and owner != me
                            and _finished_by_burn(s, me, a, t, dmg)):
                        return -10.0  # doesn't kill it
                    if self.careful and isinstance(dmg, int):
                        score -= _overkill(ch.toughness - s.objects[t].damage, dmg,
                                           a.x if _is_x(effects) else None)
                if self.careful and harmful and owner != me and ch.is_creature \
                        and _threat(ch) - _leaves(ch) < MIN_THREAT:
                    return -1.0  # keep removal for a creature worth a card
            elif t < 0 and harmful and "damage" in verbs:
                if self.careful and not _burn_to_face(s, me, t, effects, a.x):
                    return _spare_face_burn(s, me, spec, effects, a.x)
                score -= 3  # face damage is fine but creatures first
        if "counter" in verbs and not a.targets:
            return -10.0
        if s.step.is_main or "counter" in verbs or s.active != me:
            return score
        return score - 20

    # ------------------------------------------------------------------ combat
    def _attack(self, s: GameState, me: int) -> DeclareAttackers:
        defenders = combat.attack_targets(s)
        if not defenders:
            return DeclareAttackers(())
        target = next((d for d in defenders if d < 0), defenders[0])
        opp = ref_player(target)
        blockers = [b for b in s.battlefield
                    if s.objects[b].controller == opp and not s.objects[b].tapped
                    and characteristics(s, b).is_creature]
        out = []
        tricks = _tricks(s, me) if self.careful else []
        for a in combat.possible_attackers(s):
            ach = characteristics(s, a)
            if ach.power <= 0:
                continue
            able = [b for b in blockers if _could_block(s, b, a)]
            bad = any(_kills(s, b, a) and not _kills(s, a, b) for b in able)
            if self.careful and not bad:  # a trade that costs us the better creature
                bad = any(_kills(s, b, a) and _worth(s, b) < _worth(s, a) for b in able)
            if bad and tricks and all(_wins_pumped(s, a, b, *tricks[0]) for b in able):
                tricks.pop(0)  # a pump after blocks (509.1) wins any block of it
                bad = False
            if not able or not bad:
                out.append((a, target))
        if self.careful and opp is not None:
            out = _careful_attack(s, me, opp, target, blockers, out)
        return DeclareAttackers(tuple(out))

    def _block(self, s: GameState, me: int) -> DeclareBlockers:
        assert s.combat is not None
        poss = combat.possible_blocks(s, me)
        used: set[int] = set()
        blocks: list[tuple[int, int]] = []
        attackers = sorted(s.combat.attackers, key=lambda a: -characteristics(s, a).power)
        for a in attackers:
            ach = characteristics(s, a)
            for b in sorted(poss, key=lambda b: characteristics(s, b).power):
                if b in used or a not in poss[b]:
                    continue
                bch = characteristics(s, b)
                kills, survives = _kills(s, b, a), not _kills(s, a, b)
                if survives or (kills and self._trade(bch, ach)):
                    blocks.append((b, a))
                    used.add(b)
                    break
        if self.careful:
            blocks += _double_blocks(s, poss, attackers, blocks, used)
        tricks = _tricks(s, me) if self.careful else []
        for a in attackers:
            if not tricks or a in {x for _, x in blocks} \
                    or _threat(characteristics(s, a)) < MIN_THREAT:
                continue
            b = next((b for b in sorted(poss, key=lambda b: characteristics(s, b).power)
                      if b not in used and a in poss[b] and _wins_pumped(s, b, a, *tricks[0])), None)
            if b is not None:
                blocks.append((b, a))
                used.add(b)
                tricks.pop(0)
        incoming = sum(characteristics(s, a).power for a in attackers
                       if a not in {x for _, x in blocks})
        if incoming >= s.players[me].life:
            for a in attackers:
                if a in {x for _, x in blocks}:
                    continue
                for b in poss:
                    if b not in used and a in poss[b]:
                        blocks.append((b, a))
                        used.add(b)
                        break
        return DeclareBlockers(tuple(blocks))

    def _trade(self, blocker: Characteristics, attacker: Characteristics) -> bool:
        """Is a block in which both creatures die worth making (510.2, 704.5g)? The plain
        policy compares sizes; the careful one compares threats (`_threat`: a deathtouch 1/1
        is worth a 2/2, a mana creature more than its size) and counts an attacker's "when
        this dies" trigger (700.4: Doomed Traveler leaves a 1/1 flier) against the trade."""
        if not self.careful:
            return blocker.power + blocker.toughness <= attacker.power + attacker.toughness
        return _threat(blocker) + _leaves(attacker) <= _threat(attacker)

    # ------------------------------------------------------------------ choices
    def _choice(self, s: GameState, me: int, d: ChoiceDecision, actions: list[Any]) -> Any:
        if d.purpose == "mulligan":
            lands = sum(1 for c in s.players[me].hand
                        if CardType.LAND in s.objects[c].card.types)
            taken = (s.mull or (0,) * len(s.players))[me]
            if self.careful and taken == 0 and 2 <= lands <= 5 and not _castable_early(s, me):
                return Choose((0,))  # 103.5: nothing castable by turn 3 with these lands
            return Choose((1,)) if 2 <= lands <= 5 or taken >= 2 else Choose((0,))
        if d.purpose in ("discard", "bottom") and self.careful:
            return Choose(_careful_discard(s, me, d))
        if d.purpose in ("discard", "bottom", "sacrifice"):
            return Choose(tuple(sorted(d.options, key=lambda c: self._keep_value(s, me, c))[: d.min]))
        if d.purpose == "scry_bottom":
            lands = sum(1 for o in s.battlefield if s.objects[o].controller == me
                        and CardType.LAND in s.objects[o].card.types)
            bottom = tuple(c for c in d.options
                           if (CardType.LAND in s.objects[c].card.types) == (lands >= 5))
            return Choose(bottom[: d.max])
        if d.purpose == "target":
            return Choose((max(d.options, key=lambda t: self._target_value(s, me, t)),))
        if d.purpose in ("may", "pay"):
            return Choose((1,))
        if d.purpose == "replacement":
            return _replacement_choice(s, me, d, actions)
        if d.purpose == "champion":
            return _champion_choice(s, d)
        if d.purpose == ENTER_COST:
            return _enter_cost_choice(s, me, d)
        if d.purpose == "opening_hand":  # 103.5a: a Leyline costs nothing on the battlefield
            return Choose(tuple(d.options))
        if d.purpose == "untap_limit":  # 502.3: untap the permanents worth most
            return Choose(tuple(sorted(d.options, key=lambda o: (-_untap_value(s, me, d, o), o))
                                [: d.min]))
        if d.purpose == "mode":  # 700.2: the modes of a triggered ability (603.3c)
            return _mode_choice(s, me, d)
        if d.purpose == "keep_tapped":  # 502.3: keep what holds an effect "while tapped"
            from mtg_engine.rules.layers import TAPPED_DURATIONS

            return Choose(tuple(o for o in d.options if any(
                e.source == o and e.until in TAPPED_DURATIONS for e in s.effects)))
        return actions[0]

    def _keep_value(self, s: GameState, me: int, c: int) -> float:
        card = s.objects[c].card
        lands = sum(1 for o in s.battlefield if s.objects[o].controller == me
                    and CardType.LAND in s.objects[o].card.types)
        if CardType.LAND in card.types:
            return 0.0 if lands >= 5 else 50.0
        return 10.0 + card.mana_value

    def _target_value(self, s: GameState, me: int, t: int) -> float:
        owner = _controller_of(s, t)
        v = 1.0 if owner != me else -1.0
        if t > 0 and t in s.objects and s.objects[t].zone is Zone.BATTLEFIELD:
            ch = characteristics(s, t)
            v *= 1 + ch.power + ch.toughness
        return v


def _worth(s: GameState, o: int) -> float:
    """A creature's worth in a trade: its mana value, then its size."""
    ch = characteristics(s, o)
    return s.objects[o].card.mana_value + 0.1 * (max(ch.power, 0) + max(ch.toughness, 0))


def _careful_attack(s: GameState, me: int, opp: int, target: int, blockers: list[int],
                    out: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Two checks on the attack chosen: everything attacks when the damage that gets through
    even if each untapped blocker stops the biggest attacker is lethal; attackers stay home
    (the toughest first) while the opponent's creatures would deal us lethal damage on their
    turn through the blockers we keep (an attacker stays tapped through their turn, 506.4:
    a tapped creature can't block, 509.1a; vigilance attackers don't tap, 702.20b)."""
    def power(o: int) -> int:
        return max(characteristics(s, o).power, 0)

    def through(attackers: list[int], n_blockers: int) -> int:
        powers = sorted((power(a) for a in attackers), reverse=True)
        return sum(powers[n_blockers:])

    every = combat.possible_attackers(s)
    if every and through(every, len(blockers)) >= s.players[opp].life:
        return [(a, target) for a in every]
    theirs = [o for o in s.battlefield if s.objects[o].controller == opp
              and characteristics(s, o).is_creature and "defender" not in characteristics(s, o).keywords]
    mine = [o for o in s.battlefield if s.objects[o].controller == me
            and characteristics(s, o).is_creature]
    kept = list(out)
    while kept:
        attacking = {a for a, _ in kept if "vigilance" not in characteristics(s, a).keywords}
        home = [o for o in mine if o not in attacking and not s.objects[o].tapped]
        if through(theirs, len(home)) < s.players[me].life:
            break
        kept.remove(max(kept, key=lambda p: (characteristics(s, p[0]).toughness, -p[0])))
    return kept


def _pump_changes_combat(s: GameState, me: int, t: int, dp: Any, dt: Any) -> bool:
    """Is a pump spell on our creature `t` in combat worth casting now: only once blockers
    are declared (509.1; cast before, it only tells the defender how to block), not when a
    spell of ours on the stack already targets it, and only if the bonus changes the combat
    damage step (510.1-510.2): the creature survives where it would die, destroys one more
    of the creatures it fights, or, unblocked (509.1h), makes our unblocked damage lethal
    (119.3, 704.5a)."""
    c = s.combat
    if c is None or s.step is not Step.DECLARE_BLOCKERS or not isinstance(dp, int) \
            or not isinstance(dt, int):
        return False
    if any(o.controller == me and t in o.targets for o in (s.objects[x] for x in s.stack)):
        return False
    ch = characteristics(s, t)
    if t in c.attackers:
        if t not in c.blocked:
            p = ref_player(c.attackers[t])
            if p is None:
                return False
            through = sum(max(characteristics(s, a).power, 0) for a, d in c.attackers.items()
                          if d == c.attackers[t] and a not in c.blocked)
            return through < s.players[p].life <= through + dp
        foes = [b for b in c.blocked[t] if b in c.blockers]
    else:
        foes = [a for a in c.blockers.get(t, []) if a in c.attackers]
    if not foes:
        return False

    def dies(toughness: int) -> bool:
        if "indestructible" in ch.keywords:
            return False
        power = sum(max(characteristics(s, f).power, 0) for f in foes)
        deadly = any("deathtouch" in characteristics(s, f).keywords and
                     characteristics(s, f).power > 0 for f in foes)
        return deadly or power >= toughness - s.objects[t].damage

    def destroyed(power: int) -> int:  # foes destroyed, the weakest first (510.1c)
        left, n = power, 0
        for f in sorted(foes, key=lambda f: characteristics(s, f).toughness - s.objects[f].damage):
            fc = characteristics(s, f)
            need = 1 if "deathtouch" in ch.keywords else fc.toughness - s.objects[f].damage
            if "indestructible" in fc.keywords or left < need or left <= 0:
                break
            left -= need
            n += 1
        return n

    return (dies(ch.toughness) and not dies(ch.toughness + dt)) or \
        destroyed(ch.power + dp) > destroyed(ch.power)


def _careful_discard(s: GameState, me: int, d: ChoiceDecision) -> tuple[int, ...]:
    """The cards of the hand to discard (701.9) or to put on the bottom after a mulligan
    (103.5): lands in hand are worth keeping only up to the lands the hand's spells want
    (the highest mana value among them, at least 4 and at most 6, counting the lands on the
    battlefield); lands beyond that go first, then the cheapest spells. Among the lands
    kept, those adding a colour the hand needs (`_land_colour_score`) come first. After a
    mulligan (103.4) the hand keeps half its cards as lands (`_mulligan_lands`)."""
    field = sum(1 for o in s.battlefield if s.objects[o].controller == me
                and CardType.LAND in s.objects[o].card.types)
    hand = list(s.players[me].hand)
    spells = [s.objects[c].card.mana_value for c in hand
              if CardType.LAND not in s.objects[c].card.types]
    wanted = max(4, min(6, max(spells, default=0)))
    if d.purpose == "bottom":
        wanted = _mulligan_lands(len(hand) - d.min)
    lands = [c for c in d.options if CardType.LAND in s.objects[c].card.types]
    lands.sort(key=lambda c: (-_land_colour_score(s, me, PlayLand(c)), c))
    value: dict[int, float] = {}
    for i, c in enumerate(lands):
        value[c] = 50.0 if field + i < wanted else 5.0 - 0.01 * i
    for c in d.options:
        if c not in value:
            value[c] = 10.0 + s.objects[c].card.mana_value
    return tuple(sorted(d.options, key=lambda c: (value[c], c))[: d.min])


def _mulligan_lands(size: int) -> int:
    """The lands a hand of `size` cards kept after a mulligan wants (103.4: seven cards drawn,
    one per mulligan put on the bottom): half of it, rounded up (3 of 6, 3 of 5, 2 of 4).
    Keeping lands up to the turn-4 drop, as a discard does, kept 5- and 6-card hands of 4 or 5
    mana sources: the careful policy won 1 of 13 such red-green starter games."""
    return (size + 1) // 2


def _castable_early(s: GameState, me: int) -> int:
    """The spells of an opening hand its own lands can cast by turn 3 (103.5: whether to keep
    it): mana value at most 3 and at most the lands in hand, and each colour's mana symbols
    (202.2) no more than the lands adding that colour (`_colours_made`; a hybrid symbol
    counts for either colour)."""
    hand = [s.objects[c].card for c in s.players[me].hand]
    lands = [c for c in hand if CardType.LAND in c.types]
    makes = {col: sum(1 for land in lands if col in _colours_made(land)) for col in COLOURS}

    def castable(card: Any) -> bool:
        if card.mana_value > min(3, len(lands)):
            return False
        need = {col: 0 for col in COLOURS}
        for sym in card.mana_cost.symbols:
            cols = [col for col in sym.colors if col in COLOURS]
            if cols:
                need[max(cols, key=lambda col: makes[col])] += 1
        return all(need[col] <= makes[col] for col in COLOURS)

    return sum(1 for c in hand if CardType.LAND not in c.types and castable(c))


def _colours_made(card: Any) -> set[str]:
    """The colours of mana a card's mana abilities can add (605.1a, 106.1b)."""
    out: set[str] = set()
    for ab in card.abilities:
        if not ab.is_mana_ability:
            continue
        if ab.any_color or ab.chosen_color:
            out |= set(COLOURS)
        out |= {c for m in (*ab.mana, *ab.mana_each) for c in m if c in COLOURS}
    return out


def _land_colour_score(s: GameState, me: int, a: PlayLand) -> float:
    """Which land to play (305.1): the one adding a colour the spells in hand need more of
    than our lands make (202.2: a card's colours are those of its mana symbols), weighted by
    how many cards in hand need it; 0 for a land that adds nothing needed (a second face,
    712.8, is judged as the land card)."""
    have = {c: 0 for c in COLOURS}
    for o in s.battlefield:
        obj = s.objects[o]
        if obj.controller == me and CardType.LAND in obj.card.types:
            for c in _colours_made(obj.card):
                have[c] += 1
    need = {c: 0 for c in COLOURS}
    users = {c: 0 for c in COLOURS}
    for h in s.players[me].hand:
        card = s.objects[h].card
        if h == a.card or CardType.LAND in card.types:
            continue
        for c in COLOURS:
            pips = sum(1 for sym in card.mana_cost.symbols if sym.colors == c)
            if pips:
                need[c] = max(need[c], pips)
                users[c] += 1
    return float(sum(users[c] for c in _colours_made(s.objects[a.card].card) if have[c] < need[c]))


def _untap_value(s: GameState, me: int, d: ChoiceDecision, o: int) -> float:
    """Which permanents to untap under an untap limit (502.3, Smoke, Winter Orb): a creature
    by its threat (`_threat`); a land by the cards in hand needing a colour it makes that no
    land of ours staying untapped (not among the tapped ones asked about) makes (202.2); then
    any other permanent by its mana value."""
    ch = characteristics(s, o)
    if ch.is_creature:
        return 10.0 + _threat(ch)
    card = s.objects[o].card
    if CardType.LAND not in card.types:
        return 1.0 + card.mana_value
    have: set[str] = set()
    for p in s.battlefield:
        obj = s.objects[p]
        if obj.controller == me and p not in d.options and CardType.LAND in obj.card.types:
            have |= _colours_made(obj.card)
    makes = _colours_made(card) - have
    users = sum(1 for h in s.players[me].hand
                if CardType.LAND not in s.objects[h].card.types
                and any(set(sym.colors) & makes for sym in s.objects[h].card.mana_cost.symbols))
    return 5.0 + users + 0.1 * len(makes)


def _mode_choice(s: GameState, me: int, d: ChoiceDecision) -> Choose:
    """The modes of our triggered ability being put on the stack (700.2, 603.3c): a mode
    hurting an opponent's permanent or an opponent (a harmful verb, `HARMFUL`, with a legal
    target of theirs) first, then modes without a target, then a mode that could only hurt our
    own things last; "choose one or more" takes every mode that doesn't hurt us (700.2d)."""
    from mtg_engine.rules.targets import legal_targets
    from mtg_engine.rules.trigger_targets import bind_specs

    o = next((s.objects[i] for i in reversed(s.stack) if s.objects[i].controller == me
              and s.objects[i].kind is StackKind.TRIGGERED and not s.objects[i].modes), None)
    if o is None:
        return Choose(d.options[: d.min])
    tr = o.triggered_ability()

    def value(m: int) -> float:
        mode = tr.modes[m]
        if not {e.verb for e in mode.effects} & HARMFUL:
            return 1.0
        specs = bind_specs(mode.targets, o.remembered, o.chosen)
        theirs = any(_controller_of(s, t) not in (me, None)
                     for sp in specs for t in legal_targets(s, sp, me, o.source))
        return 2.0 if theirs else (1.0 if not specs else -1.0)

    ranked = sorted(d.options, key=lambda m: (-value(m), m))
    good = [m for m in ranked if value(m) > 0]
    n = max(d.min, min(d.max, len(good))) if d.max > d.min else d.min
    return Choose(tuple(sorted(ranked[:n])))


def _conspire_score(s: GameState, me: int, a: CastSpell) -> float:
    """Conspire (702.78a: tap two creatures sharing a colour with the spell, the spell is
    copied): +1 when the two creatures cost nothing tapped (`_taps_for_free`), else -0.5 (the
    plain cast first); 0 for another additional cost."""
    from mtg_engine.rules import conspire

    if not conspire.instances(s, me, s.objects[a.card].card):
        return 0.0
    return 1.0 if _taps_for_free(s, me, a.additional) else -0.5


def _taps_for_free(s: GameState, me: int, creatures: tuple[int, ...]) -> bool:
    """Tapping our `creatures` (a conspire cost, 702.78a) costs no attack and no block: on an
    opponent's turn once blockers are declared (they untap in our untap step, 502.3); on our
    turn when none of them could attack now (summoning sick, 302.6, or attackers already
    declared, 508.1) and the opponents control no creature to block (509.1a)."""
    if s.active != me:
        return s.step > Step.DECLARE_BLOCKERS
    if any(s.objects[o].controller != me and characteristics(s, o).is_creature
           for o in s.battlefield):
        return False
    if s.step > Step.DECLARE_ATTACKERS:
        return True
    return all(is_summoning_sick(s, c) and "haste" not in characteristics(s, c).keywords
               for c in creatures)


def _double_blocks(s: GameState, poss: dict[int, list[int]], attackers: list[int],
                   blocks: list[tuple[int, int]], used: set[int]) -> list[tuple[int, int]]:
    """Two blockers on one attacker none of ours blocks alone (509.1a: several creatures may
    block one attacker), when together they deal it lethal damage (510.1c, 702.2b: any
    damage from deathtouch) and it can destroy at most one of them (510.1c-d: its damage is
    divided among its blockers; deathtouch makes 1 damage lethal to each, 702.2c), and the one
    it can destroy is worth no more than it (`_threat`). The most threatening attacker first;
    `used` gains the blockers."""
    out: list[tuple[int, int]] = []
    blocked = {a for _, a in blocks}

    def lethal(b: int, a: int) -> int:  # damage b needs to be destroyed by a
        if "indestructible" in characteristics(s, b).keywords:
            return 10 ** 6
        left = characteristics(s, b).toughness - s.objects[b].damage
        return 1 if "deathtouch" in characteristics(s, a).keywords else left

    for a in sorted((a for a in attackers if a not in blocked),
                    key=lambda a: -_threat(characteristics(s, a))):
        ach = characteristics(s, a)
        if "indestructible" in ach.keywords or _threat(ach) < MIN_THREAT:
            continue
        free = [b for b in poss if b not in used and a in poss[b]
                and characteristics(s, b).power > 0]
        best: tuple[float, int, int] | None = None
        for i, b1 in enumerate(free):
            for b2 in free[i + 1:]:
                c1, c2 = characteristics(s, b1), characteristics(s, b2)
                kills = _kills(s, b1, a) or _kills(s, b2, a) or \
                    c1.power + c2.power >= ach.toughness - s.objects[a].damage
                if not kills:
                    continue
                n1, n2 = lethal(b1, a), lethal(b2, a)
                if ach.power >= n1 + n2:
                    continue  # it can destroy both
                lost = max((_threat(c) for c, n in ((c1, n1), (c2, n2)) if ach.power >= n),
                           default=0)
                if lost > _threat(ach):
                    continue
                key = (float(lost), b1, b2)
                if best is None or key < best:
                    best = key
        if best is not None:
            _, b1, b2 = best
            out += [(b1, a), (b2, a)]
            used.update((b1, b2))
    return out


def _threat(ch: Characteristics) -> int:
    """How much a creature is worth removing: power and toughness, 2 for each keyword that
    makes it hard to race or to block, 2 if it has any other ability (a trigger, a static, an
    activated or mana ability) other than a dies trigger. A vanilla 1/1 token scores 2."""
    score = max(ch.power, 0) + max(ch.toughness, 0) + 2 * len(ch.keywords & KEY_KEYWORDS)
    # a "when this creature dies" trigger (700.4) is set off by the removal itself (Doomed
    # Traveler leaves a 1/1 flier): it makes the creature no more worth removing
    lasting = [t for t in ch.triggers if t.event != "dies"]
    if lasting or ch.statics or ch.abilities:
        score += 2
    return score


def _leaves(ch: Characteristics) -> int:
    """What destroying a creature gives its controller back: 2 for a "when this creature dies"
    trigger (700.4: Doomed Traveler leaves a 1/1 flier), else 0."""
    return 2 if any(t.event == "dies" for t in ch.triggers) else 0


def _tricks(s: GameState, me: int) -> list[tuple[int, int]]:
    """The pump instants in our hand ("target creature gets +P/+T until end of turn", Giant
    Growth) that our untapped mana sources can pay for now, each as (P, T), the biggest first
    (at most as many as the mana pays for, counting each spell's mana value)."""
    sources = mana_sources(s, me)
    mana = sum(src.amount for src in sources)
    out = []
    for c in s.players[me].hand:
        card = s.objects[c].card
        if CardType.INSTANT not in card.types or not card.spell:
            continue
        effects = spell_effects(card)
        pumps = [e for e in effects if e.verb == "pump"]
        if len(pumps) != 1 or len(effects) != 1 or len(spell_targets(card)) != 1:
            continue
        dp, dt = pumps[0].get("power", 0), pumps[0].get("toughness", 0)
        if not (isinstance(dp, int) and isinstance(dt, int)) or dp < 0 or dt < 0:
            continue
        cost = card.mana_cost
        if any(sum(1 for sym in cost.symbols if sym.colors == col)
               > sum(src.amount for src in sources if col in src.options) for col in COLOURS):
            continue
        out.append((cost.mana_value, dp, dt))
    out.sort(key=lambda x: (-(x[1] + x[2]), x[0]))
    kept: list[tuple[int, int]] = []
    for mv, dp, dt in out:
        if mv <= mana:
            mana -= mv
            kept.append((dp, dt))
    return kept


def _wins_pumped(s: GameState, x: int, y: int, dp: int, dt: int) -> bool:
    """With +dp/+dt (a pump cast once blocks are declared, 509.1), does creature x destroy
    creature y in a fight between them and survive it (510.1, 704.5g; deathtouch, 702.2b)?"""
    xc, yc = characteristics(s, x), characteristics(s, y)
    if "indestructible" in yc.keywords or "first strike" in yc.keywords \
            or "double strike" in yc.keywords:
        return False
    kills = "deathtouch" in xc.keywords or xc.power + dp >= yc.toughness - s.objects[y].damage
    dies = "indestructible" not in xc.keywords and yc.power > 0 and (
        "deathtouch" in yc.keywords or yc.power >= xc.toughness + dt - s.objects[x].damage)
    return kills and not dies


def _finished_by_burn(s: GameState, me: int, a: CastSpell, t: int, dmg: int) -> bool:
    """Is creature `t` worth two burn spells, and do we hold them: its threat (`_threat`) at
    least `PAIR_THREAT` (Serra Angel, a grown Ajani's Pridemate), and burn spells left in hand
    that can target a creature, with fixed damage, which with this one's `dmg` add up to its
    lethal damage (120.6, 704.5g: damage stays marked until the cleanup step, 514.3a), all
    paid from our untapped mana sources with the colours they need (202.2). The first spell
    deals its damage; the second is cast once it has resolved (608.2b: never both at once)."""
    ch = characteristics(s, t)
    if not ch.is_creature or _threat(ch) - _leaves(ch) < PAIR_THREAT:
        return False
    need = ch.toughness - s.objects[t].damage - dmg
    sources = mana_sources(s, me)
    cost = [s.objects[a.card].card.mana_cost]
    for c in sorted(s.players[me].hand, key=lambda c: -_fixed_damage(s.objects[c].card)):
        if need <= 0:
            break
        card = s.objects[c].card
        d = _fixed_damage(card)
        if c == a.card or d <= 0:
            continue
        need -= d
        cost.append(card.mana_cost)
    if need > 0 or sum(src.amount for src in sources) < sum(m.mana_value for m in cost) + a.x:
        return False
    for col in COLOURS:
        pips = sum(1 for m in cost for sym in m.symbols if sym.colors == col)
        if pips > sum(src.amount for src in sources if col in src.options):
            return False
    return True


def _fixed_damage(card: Any) -> int:
    """The damage an instant or sorcery deals to a creature it targets, when fixed (Shock 2,
    Lightning Bolt 3; 0 for an X spell, a face-only spell, anything else)."""
    if not card.spell or CardType.CREATURE in card.types:
        return 0
    specs = spell_targets(card)
    if len(specs) != 1 or specs[0].kind in FACE_ONLY:
        return 0
    dmg = next((e.get("amount") for e in spell_effects(card) if e.verb == "damage"), 0)
    return dmg if isinstance(dmg, int) else 0


def _burn_to_face(s: GameState, me: int, target: int, effects: Any, x: int) -> bool:
    """Is damage to a player worth a card now: the player's life is within the damage plus
    the power we have on the battlefield (a lethal attack within reach)?"""
    dmg = next((e.get("amount") for e in effects if e.verb == "damage"), 0)
    dmg = x if dmg == "X" else dmg
    if not isinstance(dmg, int):
        return True
    p = ref_player(target)
    life = s.players[p].life if p is not None else 0
    power = sum(max(characteristics(s, o).power, 0) for o in s.battlefield
                if s.objects[o].controller == me and characteristics(s, o).is_creature)
    return life <= dmg + power


def _replacement_choice(s: GameState, me: int, d: ChoiceDecision, actions: list[Any]) -> Any:
    """616.1: which replacement effect applies first. Dredge (702.52a) is a real choice: the
    draw is replaced by milling N cards and returning the dredge card, worth it while the
    library keeps `DREDGE_RESERVE` cards after the mill (decking out loses, 704.5b); among
    several dredge cards the one of highest mana value. Otherwise the first effect offered
    (a mandatory one before "none")."""
    from mtg_engine.rules import dredge

    offered = s.replacing[0].offered if s.replacing else ()
    library = len(s.players[me].library)
    best, best_mv = None, -1
    for i, key in enumerate(offered):
        if not key.startswith(dredge.PREFIX):
            continue
        card = s.objects[int(key[len(dredge.PREFIX):])].card
        if library - card.dredge >= DREDGE_RESERVE and card.mana_value > best_mv:
            best, best_mv = i, card.mana_value
    if best is not None:
        return Choose((best,))
    if not any(k.startswith(dredge.PREFIX) for k in offered):
        return actions[0]
    others = [i for i, k in enumerate(offered) if not k.startswith(dredge.PREFIX)]
    return Choose((others[0] if others else d.options[-1],))  # the last option is "none"


def _champion_choice(s: GameState, d: ChoiceDecision) -> Choose:
    """702.72a: exile the least valuable other permanent offered (a token before a card, then
    the lowest mana value, power and toughness), rather than sacrifice the champion."""
    from mtg_engine.rules.champion import NONE

    def value(o: int) -> tuple[int, float]:
        obj = s.objects[o]
        ch = characteristics(s, o)
        size = max(ch.power, 0) + max(ch.toughness, 0) if ch.is_creature else 0
        return (0 if obj.is_token else 1, obj.card.mana_value + size)

    options = [o for o in d.options if o != NONE]
    return Choose((min(options, key=value),)) if options else Choose((NONE,))


def _enter_cost_choice(s: GameState, me: int, d: ChoiceDecision) -> Choose:
    """614.1a, 614.12: the card or permanent that lets a permanent enter instead of going to
    the graveyard ("you may discard a land card instead", Mox Diamond; "sacrifice a Forest
    instead", Heart of Yavimaya). The cost is always paid when it can be (the permanent was
    cast to be on the battlefield); a land card in hand adding the colour the hand's spells
    need least (`_land_colour_score`), another card as a discard is (`_careful_discard`), a
    permanent as the champion is (`_champion_choice`: a tapped one first, it has
    given its mana this turn)."""
    options = tuple(o for o in d.options if o)
    if not options:
        return Choose((0,))
    if all(CardType.LAND in s.objects[o].card.types and s.objects[o].zone is Zone.HAND
           for o in options):  # the land of the colour the hand needs least
        return Choose((min(options, key=lambda o: (_land_colour_score(s, me, PlayLand(o)), o)),))
    if all(s.objects[o].zone is Zone.HAND for o in options):
        one = ChoiceDecision(me, "discard", options, min=1, max=1)
        return Choose(_careful_discard(s, me, one))
    tapped = [o for o in options if s.objects[o].tapped]
    return _champion_choice(s, replace(d, options=tuple(tapped or options)))


def _spare_face_burn(s: GameState, me: int, spec: Any, effects: Any, x: int) -> float:
    """A burn spell that can only hit a player or planeswalker (Lava Axe: 115.4, no creature
    among its legal targets) is kept for nothing: the careful policy casts it with the mana
    left at the last chance of the turn cycle (our postcombat main phase for a sorcery, 307.1;
    the opponent's end step for an instant) and only when nothing else is worth the mana
    (the lowest positive score). Burn that can hit a creature is kept for one (-1)."""
    if spec.kind not in FACE_ONLY:
        return -1.0
    last = (s.active == me and s.step is Step.POSTCOMBAT_MAIN) or \
        (s.active != me and s.step is Step.END_TURN)
    if not last:
        return -1.0
    dmg = next((e.get("amount") for e in effects if e.verb == "damage"), 0)
    dmg = x if dmg == "X" else dmg
    return 1.0 + 0.01 * dmg if isinstance(dmg, int) and dmg > 0 else -1.0


def _crew_score(s: GameState, me: int, a: ActivateAbility) -> float:
    """Crew a Vehicle (702.122a) when it is worth more than the creatures it taps: on our turn
    before attackers are declared, to attack with it (a Vehicle is summoning sick like any
    creature, 302.6), counting only the crew that could have attacked itself; on the
    opponent's turn once they have attacked us, to block with it, counting every crew member
    (a tapped creature can't block, 509.1a). A Vehicle already a creature needs no crew."""
    vehicle = s.objects[a.source]
    ch = characteristics(s, a.source)
    if ch.is_creature or vehicle.tapped:
        return -1.0
    step = s.step.name
    if s.active == me:
        if step not in ("PRECOMBAT_MAIN", "BEGIN_COMBAT"):
            return -1.0
        if is_summoning_sick(s, a.source) and "haste" not in ch.keywords:
            return -1.0
        lost = sum(max(characteristics(s, c).power, 0) for c in a.crew if combat.can_attack(s, c))
        gain = float(ch.power - lost)
    else:
        attacked = s.combat is not None and any(
            ref_player(t) == me for t in s.combat.attackers.values())
        if step != "DECLARE_ATTACKERS" or not attacked:
            return -1.0
        lost = sum(max(characteristics(s, c).power, 0) + characteristics(s, c).toughness
                   for c in a.crew)
        gain = float(ch.power + ch.toughness - lost)
    return 1.0 + gain if gain > 0 else -1.0


def _legal_nearest(game: Game, wanted: Any, actions: list[Any]) -> Any:
    """The declaration the agent wants if it is legal (menace, limits, requirements...), else
    the legal one sharing the most pairs with it (508.1c-d, 509.1b-c)."""
    if game.why_illegal(wanted) is None:
        return wanted
    pairs = set(getattr(wanted, "attacks", ()) or getattr(wanted, "blocks", ()))
    return max(actions, key=lambda a: len(pairs & set(getattr(a, "attacks", ())
                                                     or getattr(a, "blocks", ()))))


def _controller_of(s: GameState, ref: int) -> int | None:
    p = ref_player(ref)
    if p is not None:
        return p
    o = s.objects.get(ref)
    return o.controller if o is not None else None


def _kills(s: GameState, x: int, y: int) -> bool:
    """Would creature x's combat damage alone destroy creature y?"""
    xc, yc = characteristics(s, x), characteristics(s, y)
    if "indestructible" in yc.keywords or xc.power <= 0:
        return False
    return "deathtouch" in xc.keywords or xc.power >= yc.toughness - s.objects[y].damage


def _could_block(s: GameState, blocker: int, attacker: int) -> bool:
    ach = characteristics(s, attacker)
    if "flying" in ach.keywords:
        return bool({"flying", "reach"} & characteristics(s, blocker).keywords)
    return True


def _is_x(effects: Any) -> bool:
    """Is the damage of this spell its X (107.3: Blaze deals X damage)?"""
    return next((e.get("amount") for e in effects if e.verb == "damage"), 0) == "X"


def _overkill(needed: int, dmg: int, x: int | None) -> float:
    """What damage beyond the creature's lethal damage (120.6, 704.5g) costs the careful
    policy: a point of score per point wasted, so that of two burn spells that both destroy a
    creature the smaller one goes (Shock rather than Lightning Bolt on a 1/1, the Bolt kept for
    a 3-toughness creature); for an X spell (107.3) eleven, more than the ten points each mana
    of X adds to the cast, so X is just what the creature needs (Blaze X=2 on a 2/2, the mana
    left for another spell)."""
    extra = max(dmg - max(needed, 0), 0)
    return float(extra * (11 if x is not None else 1))


def _already_targeted(s: GameState, me: int, t: int) -> bool:
    """Does a spell or ability of ours on the stack already target permanent `t` (115.1)? The
    careful policy doesn't point a second removal spell at it while the first waits to resolve
    (the heuristic casts whenever it gets priority, and the caster gets priority again after
    casting, 117.3c): if the first destroys it, the second has no legal target left and does
    nothing (608.2b), a card lost."""
    return any(s.objects[x].controller == me and t in s.objects[x].targets for x in s.stack)
