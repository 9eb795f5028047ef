"""Bind the references of an IR effect in one pass (DESIGN 8).

Each "target ..." phrase becomes a target requirement, numbered in the order it appears
(601.2c / 603.3d). "that player" and "they" are the last player named by a target; "it" and
"that creature" the last object target; "them" the last group; a clause with no subject
after ", then" ("..., then discards two cards") has the subject of the clause before it; "~"
is the object itself (201.5). A reference with nothing to refer to is not understood.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field, replace

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.cards_this_way import (
    CARD_REFS,
    CARD_THIS_WAY,
    NAMED_CARDS,
    discarded,
)
from mtg_engine.cards.oracle.parse import ONE_OR_MORE, NotUnderstood


@dataclass(frozen=True, slots=True)
class Bound:
    """What a phrase refers to once resolved: a target (its index and what it may be), the
    object itself, the controller, each player/opponent, or a group of permanents."""

    kind: str  # target | self | you | each_player | each_opponent | group | any | attached
    # | remembered (what the trigger event involved: "that player", "that creature", 603.2)
    index: int = 0
    player: str = ""  # for a player target: player | opponent
    desc: ir.Desc | None = None
    optional: bool = False
    count: int = 1  # "two target creatures": targets index .. index + count - 1
    word: int = 0  # 115.3: the targets of one word "target" share a nonzero word
    # "another target creature" after "target creature": a different object than the target
    # before it, which shares its `word` (115.3, 601.2c)
    another: bool = False
    # "a second target creature", "a third target creature": so printed (the source may be
    # one of them, unlike "another target creature" on a permanent)
    ordinal: str = ""
    # 601.2c: "X target creatures": one requirement repeated X times as X is announced (the
    # last requirement: rules/x_targets.py); its count is ir.X_TARGETS
    per_x: bool = False
    any_number: bool = False  # 601.2c: "any number of target creatures" (with per_x)


def _controlled_by_target(res: Resolution, p: ir.Obj) -> ir.Obj:
    """"target player or planeswalker and ... target creature that player or that
    planeswalker's controller controls" (601.2c, 108.4): a creature controlled by the player
    chosen for the target just before, or by the controller of the planeswalker chosen; the
    DSL's `controlled_by_target` (rules/targets.related)."""
    before = res.targets[-1] if res.targets else None
    if before is None or before.kind != "target" or before.count > 1 \
            or before.player not in ("player_or_planeswalker", "opponent_or_planeswalker") \
            or p.count != 1:
        raise NotUnderstood("'that player or that planeswalker's controller' of no such target")
    assert p.desc is not None
    kept = tuple(kv for kv in p.desc.filter if kv[0] != "controller")
    return replace(p, desc=ir.Desc(p.desc.nouns, (*kept, ("controlled_by_target", True))))


def _another_target(res: Resolution, p: ir.Obj) -> Bound:
    """"another target creature" after the one target "target creature" (115.3, 601.2c):
    the new target and the first share a word, so they are different objects."""
    first = res.targets[0]
    assert p.desc is not None
    if len(res.targets) != 1 or first.player or first.count > 1 or first.word or p.count > 1 \
            or first.optional or first.desc is None or first.desc.nouns != p.desc.nouns:
        raise NotUnderstood("'another target' after a target")
    res.targets[0] = replace(first, word=1)
    desc = ir.Desc(p.desc.nouns, tuple(kv for kv in p.desc.filter
                                       if kv[0] not in ("other", "second")))
    # ("up to one other target artifact": that one may be left unchosen, 601.2c)
    b = Bound("target", 1, desc=desc, optional=p.optional, word=1, another=True,
              ordinal="second" if p.desc.get("second") else "")
    res.targets.append(b)
    return b


def _third_target(res: Resolution, p: ir.Obj) -> Bound:
    """"... on another target creature, and ... on a third target creature": a third object,
    all three of one word "target" (115.3)."""
    assert p.desc is not None
    if len(res.targets) != 2 or not res.targets[1].another or res.targets[1].word != 1 \
            or p.count > 1 or p.optional or res.targets[1].desc is None \
            or res.targets[1].desc.nouns != p.desc.nouns:
        raise NotUnderstood("'a third target' after other than two targets")
    desc = ir.Desc(p.desc.nouns, tuple(kv for kv in p.desc.filter if kv[0] != "third"))
    b = Bound("target", 2, desc=desc, word=1, another=True, ordinal="third")
    res.targets.append(b)
    return b


@dataclass
class Resolution:
    """The targets in order and, for each phrase object of the IR, what it refers to."""

    targets: list[Bound] = field(default_factory=list)
    refs: dict[int, Bound] = field(default_factory=dict)  # id(IR phrase) -> Bound

    def of(self, phrase: object) -> Bound:
        return self.refs[id(phrase)]


# In a triggered ability's effect: what its event involved, that "that player" or "that
# creature" names (set by triggers.py while the effect is compiled): a Bound of kind
# "remembered", with player "event" for a player.
EVENT_REFERENT: ContextVar[Bound | None] = ContextVar("EVENT_REFERENT", default=None)
# The other thing the event was about (event_referents.py): "that player" of an event about an
# object, "it" of an event about a player, when the effect names nothing else first
EVENT_SECOND: ContextVar[Bound | None] = ContextVar("EVENT_SECOND", default=None)
# True in the effect of a triggered ability whose source is an attacking creature as it
# triggers ("Whenever ~ attacks"): "defending player" is the player it attacks (506.2), or the
# controller of the planeswalker it attacks (set by triggers.py).
DEFENDING: ContextVar[bool] = ContextVar("DEFENDING", default=False)
# True when the trigger condition names "~" ("When ~ blocks, return it ..."): a bare "it" or
# "its" may then be ~ as well as the object the event involved, and is not understood.
SELF_IN_CONDITION: ContextVar[bool] = ContextVar("SELF_IN_CONDITION", default=False)


def _names_target_again(noun: str, target: Bound, stat_phrases: set[int], phrase: int) -> bool:
    """608.2h: "that card's mana value" after "target artifact card ...", "that permanent's
    mana value" after "target creature or enchantment": the target named again by its kind
    (a card in a graveyard, a permanent), for its power, toughness or mana value only."""
    return target.kind == "target" and phrase in stat_phrases and (
        (noun == "card" and target.player in ("card", "card_any"))
        or (noun == "permanent" and target.player == "" and _said_permanent(target)))


def _said_permanent(target: Bound) -> bool:
    """Is a target named again "that permanent"? Not one of a single card type: "target
    creature" is "that creature" (Orim's Thunder's "that permanent" after "target artifact or
    enchantment" and before "target creature" is the artifact or enchantment)."""
    nouns = target.desc.nouns if target.desc is not None else ()
    return len(nouns) != 1 or nouns[0] == "permanent"


def _earlier_target(targets: list[Bound], noun: str, stat_phrases: set[int],
                    phrase: int, last: Bound) -> Bound | None:
    """608.2h: "that permanent's mana value" naming a target before the last one ("Destroy
    target artifact or enchantment. ... it deals damage equal to that permanent's mana value
    to target creature"): the one earlier target that word names, or None."""
    named = [t for t in targets if t.index != last.index and t.count == 1
             and _names_target_again(noun, t, stat_phrases, phrase)]
    return named[0] if len(named) == 1 else None


def resolve(effect: ir.Effect) -> Resolution:
    """Bind every phrase of `effect`; raises NotUnderstood for a dangling reference."""
    res = Resolution()
    seed = EVENT_REFERENT.get()
    last_player: Bound | None = seed if seed is not None and seed.player else None
    last_object: Bound | None = seed if seed is not None and not seed.player else None
    card = CARD_THIS_WAY.get()  # 608.2c: a card revealed before this text (cards_this_way.py)
    if card is not None and last_object is not None:
        raise NotUnderstood("'that card': the card revealed or the event's object")
    last_object = last_object or card
    cards_named = [] if card is None else [card]  # (the card revealed or discarded this way)
    second = EVENT_SECOND.get()
    last_group: Bound | None = None
    last_subject: Bound | None = None
    # "~" named in an earlier clause (or the condition): "Put a counter on ~. It gains
    # flying" -- a bare "it" after that could be ~ or the event's object
    self_named, self_in_clause = SELF_IN_CONDITION.get(), False
    # a token created in an earlier instruction: "Create a 0/0 Fractal token. Put X +1/+1
    # counters on it" -- a bare "it" after that names the token (111.1), which no Bound
    # can say, not ~ or a target
    made_token = False
    from mtg_engine.cards.oracle.amounts import CopyToken

    def ambiguous(p: ir.Obj | ir.Player) -> bool:
        return seed is not None and last_object is seed and self_named \
            and (isinstance(p, ir.Player) or p.desc is None)

    def new_target(b: Bound, count: int = 1) -> Bound:
        first = len(res.targets)
        if res.targets and res.targets[-1].per_x:
            raise NotUnderstood("a target after X targets")  # (rules/x_targets.py)
        if count in (ir.X_TARGETS, ir.ANY_TARGETS):  # 601.2c
            x = Bound(b.kind, first, b.player, b.desc, b.optional, count, per_x=True,
                      any_number=count == ir.ANY_TARGETS)
            res.targets.append(x)
            return x
        word = first + 1 if count > 1 else 0
        for i in range(count):  # ("one or two target ...": only the first required, 601.2c)
            optional = i > 0 if b.optional == ONE_OR_MORE else b.optional
            res.targets.append(Bound(b.kind, first + i, b.player, b.desc, optional, word=word))
        return Bound(b.kind, first, b.player, b.desc, b.optional, count, word)

    objects_bound = 0  # object phrases bound so far (a bare "it" first is ~'s, below)
    others_bound = 0  # those that are not "~" itself
    # where (in objects_bound) ~ and the last object target were last named: "Tap target
    # creature. Put a +1/+1 counter on ~. It gains flying": "it" after ~ is not the target
    self_at = object_at = 0
    binding_subject = False  # (~ as a clause's subject, "~ deals 4 damage to it", is not it)
    # the clause names "each player" / "each opponent" (its subject or a recipient): in its
    # amounts, "they" / "that player" with no player named before is each of them in turn
    # ("Each player loses 1 life for each creature they control", 608.2h: rules/amounts.py)
    each_in_clause = False

    def bind(p: ir.Player | ir.Obj | ir.Carried) -> Bound:
        nonlocal last_player, last_object, last_group, objects_bound, others_bound, \
            self_named, self_in_clause, self_at, object_at
        if isinstance(p, ir.Obj):
            objects_bound += 1
            others_bound += p.kind != "self"
        if isinstance(p, ir.Carried):
            if last_subject is None or last_subject.kind == "you":
                raise NotUnderstood("a verb with no subject to carry")
            return last_subject
        if isinstance(p, ir.Player):
            if p.kind == "each_other_opponent" and (seed is None or seed.player != "event"):
                raise NotUnderstood("'each other opponent' with no player the event involved")
            if p.kind in ("you", "each_player", "each_opponent", "each_other_player", "attacked",
                          "each_other_opponent",
                          "attacked_that", "chosen_player"):
                return Bound(p.kind)  # ("attacked": 508.5, trigger_targets.py)
            if p.kind == "defending_player":  # 506.2
                if not DEFENDING.get():
                    raise NotUnderstood("'defending player' of a source that isn't attacking")
                last_player = Bound("defending_player", player="defending")
                return last_player
            if p.kind in ("target_player", "target_opponent", "target_player_or_planeswalker",
                          "target_opponent_or_planeswalker"):
                last_player = new_target(Bound("target", player=p.kind[7:]))
                return last_player
            if p.kind == "target_player_optional":  # "up to one target player's" (115.1)
                last_player = new_target(Bound("target", player="player", optional=True))
                return last_player
            if p.kind in ("its_controller", "that_controller:creature") and last_object is None \
                    and second is not None and second.kind == "event_object":
                # "Whenever a Sliver deals combat damage to a player, its controller may draw a
                # card": the creature's (108.4; event_referents.py)
                return Bound("event_object_controller")
            if p.kind in ("its_controller", "that_controller:creature") and last_object is None \
                    and second is not None and second.player == "attached":
                # "When enchanted creature dies, its controller draws a card": the attached
                # creature's controller as it left (608.2h; event_referents.py)
                return second
            if p.kind.startswith("that_controller:"):  # "that creature's controller" (108.4)
                noun = p.kind.split(":")[1]
                if last_object is not None and last_object.kind == "target" \
                        and not last_object.player and last_object.count == 1 \
                        and last_object.desc is not None \
                        and _names_target(noun, last_object.desc):
                    # "Destroy target creature. ~ deals 2 damage to that creature's
                    # controller": the target's (608.2h: as it last existed)
                    return Bound("target_controller", last_object.index)
                if last_object is None \
                        or last_object.kind not in ("remembered", "remembered_gone") \
                        or last_object.desc is None or noun not in last_object.desc.nouns:
                    raise NotUnderstood(f"'that {noun}'s controller' of no such object")
                return Bound("remembered_controller")
            if p.kind == "its_controller" and last_object is not None \
                    and last_object.kind in ("remembered", "remembered_gone"):
                # the event's object's (108.4; one that left the battlefield: as it last
                # existed, 608.2h)
                if ambiguous(p):
                    raise NotUnderstood("'its': ~ or the object the event involved")
                return Bound("remembered_controller")
            if p.kind == "its_owner":  # the last object target's owner (108.3)
                if last_object is None or last_object.kind != "target" or last_object.player \
                        or last_object.count > 1:
                    raise NotUnderstood("'its owner' of no one permanent target")
                return Bound("target_owner", last_object.index)
            if p.kind == "its_controller":  # the last object target's controller (108.4)
                if last_object is None or last_object.kind != "target" or last_object.player \
                        or last_object.count > 1:
                    raise NotUnderstood("'its controller' of no one permanent target")
                return Bound("target_controller", last_object.index)
            if (last_player is None or last_player is seed) and each_in_clause \
                    and id(p) in amount_phrases:
                # (each player the instruction is carried out for; before the event's
                # player, which the text hasn't named: "At the beginning of each end step,
                # each opponent loses life equal to the life that player lost this turn")
                return Bound("their")
            if last_player is None and second is not None and second.player:
                last_player = second  # the player the event was about (603.2)
                return second
            if last_player is None and p.kind == "that" and last_object is not None \
                    and last_object.kind == "target" and not last_object.player \
                    and last_object.count == 1 and last_object.desc is not None \
                    and last_object.desc.get("controller") == "opponent":
                # "target creature an opponent controls deals damage ... to that player": the
                # opponent who controls it (108.4; as it last existed, 608.2h)
                return Bound("target_controller", last_object.index)
            if last_player is None:  # "that player", "they"
                raise NotUnderstood(f"'{p.kind}' refers to no player")
            return last_player
        if p.kind in ("target", "card_target_any"):  # 603.2: "that player controls"
            from mtg_engine.cards.oracle.trigger_targets import check_bound

            check_bound(p.desc, last_player, seed)
        if p.kind == "target":
            if p.desc is not None and p.desc.get("second") and not res.targets:
                raise NotUnderstood("'a second target' after no target")
            if p.desc is not None and p.desc.get("third"):  # (115.3)
                last_object = _third_target(res, p)
                object_at = objects_bound
                return last_object
            if p.desc is not None and (p.desc.get("other") or p.desc.get("second")) \
                    and res.targets:
                # "Target creature gets +2/+2 ... Another target creature gets -2/-2": an
                # object other than the first target: both share a word "target" (115.3)
                last_object = _another_target(res, p)
                object_at = objects_bound
                return last_object
            if p.desc is not None and p.desc.get("controller") == "that_player_or_controller":
                p = _controlled_by_target(res, p)  # 601.2c (rules/targets.related)
            last_object = new_target(Bound("target", desc=p.desc, optional=p.optional), p.count)
            object_at = objects_bound
            return last_object
        if p.kind == "any_target":  # 115.4 ("each of two targets": one word, 115.3)
            return new_target(Bound("any", desc=p.desc, optional=p.optional), p.count)
        if p.kind == "another_any_target":  # "... and 1 damage to another target" (115.3)
            first = res.targets[0] if len(res.targets) == 1 else None
            if first is None or first.kind != "any" or first.count > 1 or first.word \
                    or first.optional:
                raise NotUnderstood("'another target' after no one 'any target'")
            res.targets[0] = replace(first, word=1)
            b = Bound("any", 1, word=1, another=True)
            res.targets.append(b)
            return b
        if p.kind == "third_any_target":  # "... and 3 damage to a third target" (115.3)
            before = res.targets[1] if len(res.targets) == 2 else None
            if before is None or before.kind != "any" or not before.another or before.word != 1:
                raise NotUnderstood("'a third target' after no 'another target'")
            b = Bound("any", 2, word=1, another=True, ordinal="third")
            res.targets.append(b)
            return b
        if p.kind in ("same_name", "shares_color"):  # 201.2 (same_name.py), 105.2
            target = bind(p.target)  # type: ignore[attr-defined]
            res.refs[id(p.target)] = target  # type: ignore[attr-defined]
            if p.desc is not None and p.desc.get("controller") == "its_controller":
                # "... all other creatures its controller controls ...": "that player" next
                # is the target's controller (108.4; as it last existed, 608.2h)
                last_player = Bound("target_controller", target.index)
            return Bound("group", target.index, p.kind, p.desc)  # (the target, then the group)
        if p.kind == "group":
            whose = p.desc.get("controller") if p.desc is not None else None
            if whose in ("target_player", "target_opponent"):
                # 115.1, 109.4: "all creatures target player controls": a player target, the
                # group the permanents that player controls as it resolves (608.2b)
                assert p.desc is not None
                last_player = new_target(Bound("target", player=whose[7:]))
                desc = ir.Desc(p.desc.nouns, tuple(kv for kv in p.desc.filter
                                                   if kv[0] != "controller"))
                last_group = Bound("group", last_player.index, "of_target", desc)
                return last_group
            if whose == "that_player_or_controller":  # (115.1, 108.4)
                # "each creature that player or that planeswalker's controller controls": the
                # target player, or the controller of the target planeswalker
                assert p.desc is not None
                if last_player is None or last_player.kind != "target" or last_player.player \
                        not in ("player_or_planeswalker", "opponent_or_planeswalker"):
                    raise NotUnderstood("'that player or that planeswalker's controller' of no "
                                        "such target")
                desc = ir.Desc(p.desc.nouns, tuple(kv for kv in p.desc.filter
                                                   if kv[0] != "controller"))
                last_group = Bound("group", last_player.index, "of_target", desc)
                return last_group
            if whose == "that_player":  # "each creature that player controls" (115.1)
                assert p.desc is not None
                desc = ir.Desc(p.desc.nouns, tuple(kv for kv in p.desc.filter
                                                   if kv[0] != "controller"))
                if last_player is not None and last_player.kind == "remembered" \
                        and last_player.player == "event":  # the trigger event's player (603.2)
                    last_group = Bound("group", 0, "of_remembered", desc)
                    return last_group
                if last_player is None and second is not None and second.player:
                    last_player = second  # (event_referents.py)
                    last_group = Bound("group", 0, "of_event_player", desc)
                    return last_group
                if last_player is None or last_player.kind != "target" \
                        or last_player.player not in ("player", "opponent"):
                    raise NotUnderstood("'that player controls' of no player target")
                last_group = Bound("group", last_player.index, "of_target", desc)
                return last_group
            last_group = Bound("group", desc=p.desc)
            return last_group
        if p.kind == "self":
            self_in_clause = True
            if not binding_subject:
                self_at = objects_bound
            return Bound("self")
        if p.kind == "attached":
            return Bound("attached")
        if p.kind == "card_target":  # a card in your graveyard (115.1, 400.1)
            last_object = new_target(Bound("target", player="card", desc=p.desc,
                                           optional=p.optional), p.count)
            object_at = objects_bound
            return last_object
        if p.kind == "card_target_any":  # a card in any graveyard
            last_object = new_target(Bound("target", player="card_any", desc=p.desc,
                                           optional=p.optional), p.count)
            object_at = objects_bound
            return last_object
        if p.kind == "it" and p.desc is not None and p.desc.nouns[0] in NAMED_CARDS:
            # "the revealed card's mana value": the card revealed this way, whatever was named
            # after it (cards_this_way.py), in an amount only
            named = next((c for c in cards_named if p.desc.nouns[0] in c.desc.nouns), None)
            if named is None and p.desc.nouns[0] == "discarded card" \
                    and id(p) in stat_phrases:  # 118.3: the cost's (rules/cost_discarded.py;
                return Bound("discarded")  # the DSL loader wants a cost discarding one card)
            if named is None and p.desc.nouns[0] == "exiled card" \
                    and id(p) in stat_phrases:  # 118.3: the cost's (rules/cost_exiled.py;
                return Bound("exiled")  # the DSL loader wants a cost exiling one card)
            if named is None and p.desc.nouns[0] == "revealed card" \
                    and id(p) in stat_phrases:  # 118.8: the spell's cost's (cost_revealed.py;
                return Bound("revealed")  # the DSL loader wants a cost revealing one card)
            if named is None or id(p) not in stat_phrases:
                raise NotUnderstood(f"'the {p.desc.nouns[0]}' of no card revealed or discarded")
            return named
        if p.kind == "it":
            if made_token and p.desc is None:
                raise NotUnderstood("'it' after creating a token: the token, not ~ or a target")
            if objects_bound == 1 and seed is None and SELF_IN_CONDITION.get() \
                    and p.desc is None:
                # "When ~ dies, exile it": the event involves no other object and the effect
                # names none before, so "it" is the source named in the condition
                # (triggers.py moves it to the card in the graveyard, 400.7d)
                return Bound("self")
            if last_object is None and self_in_clause and seed is None and not made_token \
                    and p.desc is None and id(p) in amount_phrases:
                # "~ gets +X/+X until end of turn, where X is its power": the amount's "its"
                # in a clause about ~ alone names ~ (the only object named; 608.2h)
                return Bound("self")
            if last_object is None and (self_named or self_in_clause) and others_bound == 1 \
                    and seed is None and not made_token and p.desc is None:
                # "Put a +1/+1 counter on ~. It gains menace until end of turn.": ~ is the
                # only object named before, so "it" is ~ (201.5)
                others_bound -= 1
                return Bound("self")
            if last_object is None and second is not None and not second.player \
                    and second.desc is not None \
                    and (p.desc is None or p.desc.nouns[0] in second.desc.nouns):
                last_object = second  # the object the event was about (603.2)
                return second
            if last_object is None and second is not None and second.player == "attached" \
                    and id(p) in stat_phrases and (p.desc is None
                                                   or p.desc.nouns == ("creature",)):
                # "When enchanted creature dies, its controller loses life equal to its
                # toughness": the creature as it last existed (608.2h; event_referents.py)
                return Bound("event_object", desc=ir.Desc(("creature",)))
            if last_object is None:
                raise NotUnderstood("'it' refers to no object")
            if last_object.kind in ("sacrificed_this_way", *CARD_REFS):  # (_sacrificed)
                if id(p) not in stat_phrases or (p.desc is not None and last_object.desc
                                                 is not None and p.desc.nouns[0]
                                                 not in last_object.desc.nouns):
                    raise NotUnderstood("'it': a permanent sacrificed this way")
                return last_object
            if p.desc is None and last_object is not seed and self_at > object_at:
                raise NotUnderstood("'it': ~ or the target named before it")
            if last_object.kind == "remembered_gone" and id(p) in stat_phrases \
                    and not ambiguous(p):
                # 608.2h: "you gain life equal to that creature's toughness": its last known
                # power, toughness or mana value (rules/amounts.py), not the object itself
                if p.desc is not None and last_object.desc is not None \
                        and p.desc.nouns[0] not in last_object.desc.nouns:
                    raise NotUnderstood("'that ...' names another kind of object")
                return Bound("remembered", desc=last_object.desc)
            if last_object.kind == "remembered_gone" and p.desc is not None \
                    and p.desc.nouns == ("card",) and not ambiguous(p):
                # "return that card to your hand": the card the permanent became in a
                # graveyard (400.7: rules/event_referents.py finds it, while it is there)
                return Bound("remembered_card", desc=p.desc)
            if last_object.kind == "remembered_gone":  # 400.7 (trigger_render.py)
                raise NotUnderstood("'it': a permanent that has left the battlefield")
            if ambiguous(p):
                raise NotUnderstood("'it': ~ or the object the event involved")
            if p.desc is not None and last_object is seed:  # "that creature": named again
                self_named = self_in_clause = False
            if last_object.count > 1:
                raise NotUnderstood("'it' after several targets")
            if p.desc is not None and last_object.desc is not None \
                    and set(p.desc.nouns) != set(last_object.desc.nouns) \
                    and p.desc.nouns[0] not in last_object.desc.nouns \
                    and not _names_target_again(p.desc.nouns[0], last_object, stat_phrases,
                                                id(p)):
                earlier = _earlier_target(res.targets, p.desc.nouns[0], stat_phrases, id(p),
                                          last_object)
                if earlier is not None:
                    return earlier
                raise NotUnderstood("'that ...' names another kind of object")
            return last_object
        if p.kind == "those":  # "those creatures": the targets of one word "target" (115.3)
            if last_object is not None and last_object.count > 1 and p.desc is not None \
                    and last_object.desc is not None \
                    and set(p.desc.nouns) <= set(last_object.desc.nouns) | {"permanent"}:
                return last_object
            if (last_object is None or last_object is seed) and last_group is not None \
                    and _same_group(p, last_group):  # (a trigger's one event object is no
                # "those": "Whenever a land enters ..., put a +1/+1 counter on each ...")
                # "Put a +1/+1 counter on each creature you control. Those creatures gain
                # vigilance until end of turn.": the group again, whose description the
                # instructions between can't change (so it is the same objects)
                return last_group
            raise NotUnderstood("'those ...' refers to no targets")
        if last_group is None:  # "them"
            raise NotUnderstood("'them' refers to nothing")
        return last_group

    from mtg_engine.cards.oracle.amounts import instruction_phrases
    from mtg_engine.cards.oracle.amounts import stat_phrases as amount_stat_phrases

    amount_phrases: set[int] = set()  # the phrases of amounts ("its power", amounts.py)
    stat_phrases: set[int] = set()  # those whose power/toughness/mana value is read (608.2h)
    for clause in effect.clauses:
        each_in_clause = any(
            isinstance(ph, ir.Player) and ph.kind in ("each_player", "each_opponent",
                                                      "each_other_player", "each_other_opponent")
            for ph in (clause.subject, *(x for ins in clause.instructions
                                         for x in _own_phrases(ins))))
        binding_subject = True
        subject = bind(clause.subject) if clause.subject is not None else Bound("you")
        binding_subject = False
        if clause.subject is not None:
            res.refs[id(clause.subject)] = subject
        for ins in clause.instructions:
            amount_phrases.update(id(p) for p in instruction_phrases(ins))
            stat_phrases.update(amount_stat_phrases(ins))
            for phrase in _phrases(ins):
                if phrase is clause.subject:
                    res.refs[id(phrase)] = subject
                elif id(phrase) not in res.refs:
                    res.refs[id(phrase)] = bind(phrase)
            # (a token copy too: "It gains haste" after it names the token, 111.1)
            made_token = made_token or isinstance(ins, (ir.CreateToken, CopyToken))
            if isinstance(ins, ir.SacrificeChosen):
                last_object = _sacrificed(ins, res, seed) or last_object
            one_card = discarded(ins, res, seed)  # (cards_this_way.py)
            if one_card is not None:
                last_object = one_card
                cards_named.insert(0, one_card)
        last_subject = subject
        self_named, self_in_clause = self_named or self_in_clause, False
    return res


# What a group's description may say for "those <nouns>" to name it again (its objects
# found anew are the same: counters, damage or keywords given between don't change these)
_STABLE = frozenset({"controller", "subtypes", "not_subtypes", "colors", "not_colors",
                     "not_types", "supertypes", "legendary", "nontoken", "token", "other",
                     # 506.4: tapping, pumping or granting doesn't remove a creature from
                     # combat (no card removes a group before naming "those creatures")
                     "attacking", "blocking"})


def _sacrificed(ins: ir.SacrificeChosen, res: Resolution, seed: Bound | None) -> Bound | None:
    """"Target player sacrifices a creature. You gain life equal to that creature's
    toughness.": the one permanent one player sacrificed (701.17a), whose power, toughness or
    mana value "that creature" reads as it last existed (608.2h; the effect remembers it,
    lower.py). None (nothing to name) for several, or in a trigger whose event involved an
    object ("that creature" could be either)."""
    who = res.refs.get(id(ins.who))
    if seed is not None or ins.count != 1 or who is None or who.kind not in ("you", "target") \
            or (who.kind == "target" and who.count != 1):
        return None
    return Bound("sacrificed_this_way", desc=ins.desc)


def _names_target(noun: str, desc: ir.Desc) -> bool:
    """Does "that <noun>" name a target of this description again? Its one noun, or "that
    permanent" for any permanent target ("target artifact or enchantment"), or "that land"
    for a target named by its land types ("target Mountain", 205.3i)."""
    from mtg_engine.rules.layers import LAND_TYPES

    subtypes = dict(desc.filter).get("subtypes", ())
    return desc.nouns == (noun,) or (noun == "permanent" and bool(desc.nouns)) or (
        noun == "land" and not desc.nouns and bool(subtypes) and set(subtypes) <= LAND_TYPES)


def _same_group(p: ir.Obj, group: Bound) -> bool:
    """Whether "those <nouns>" (p) names the group before it again."""
    return group.kind == "group" and not group.player and group.desc is not None \
        and p.desc is not None and p.desc.nouns == group.desc.nouns \
        and all(k in _STABLE for k, _ in group.desc.filter)


def _phrases(ins: ir.Instruction) -> list[ir.Player | ir.Obj | ir.Carried]:
    """The noun phrases of one instruction, in the order they are read, then those of its
    amounts ("its power", amounts.py)."""
    from mtg_engine.cards.oracle.amounts import instruction_phrases

    return [*_own_phrases(ins), *instruction_phrases(ins)]


def _own_phrases(ins: ir.Instruction) -> list[ir.Player | ir.Obj | ir.Carried]:
    if isinstance(ins, (ir.PlayerAction, ir.CreateToken, ir.SacrificeChosen, ir.ExileGraveyard)):
        return [ins.who]
    if isinstance(ins, ir.Damage):
        return [ins.source, *ins.to]
    if isinstance(ins, (ir.ObjectAction, ir.PutCounters, ir.MoveCard, ir.ExileIfDies)):
        return [ins.what]
    if isinstance(ins, (ir.Pump, ir.Grant, ir.SkipUntap)):
        return [ins.what]
    if isinstance(ins, ir.Fight):
        return [ins.what, ins.other]
    if isinstance(ins, ir.KeywordAction) and ins.what is not None:
        return [ins.what]
    from mtg_engine.cards.oracle.chosen_words import Becomes
    from mtg_engine.cards.oracle.color_change import SetColors

    if isinstance(ins, (SetColors, Becomes)):  # 613.1e, 613.1d (chosen_words.py)
        return [ins.what]
    return []
