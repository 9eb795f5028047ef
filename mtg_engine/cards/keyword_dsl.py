"""Triggered keyword abilities (702) as the triggered abilities the rules say they mean.

A card file writes the keyword (`keywords: [exalted]`, `bushido: 2`, `soulshift: 5`,
`echo: "{2}{R}"`, `keywords: [storm]`, `suspend: {time: 4, cost: "{U}"}`, `vanishing: 3`,
`fading: 3`); `parse_card` adds these abilities to the card, each with the keyword as its
text. What they need from the rules (who attacks alone, whether echo is
due, how many spells were cast before) is in rules/keyword_abilities.py.
"""

from __future__ import annotations

import json
from typing import Any

from mtg_engine.cards.dsl import (
    ActivatedAbility,
    Condition,
    Cost,
    Effect,
    Filter,
    LayerEffect,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from mtg_engine.core.mana import ManaCost

# 702.147a: decayed means "This creature can't block" (cards/dsl.py gives it the combat
# ability) and "When this creature attacks, sacrifice it at end of combat" (a delayed trigger,
# 603.7, that remembers it: a new object after a zone change is not sacrificed, 603.7c)
_DECAYED_SACRIFICE = {"event": "delayed", "text": "Sacrifice it at end of combat.",
                      "effects": [{"sacrifice": {"what": "remembered"}}]}
DECAYED = TriggeredAbility(
    event="attacks", text="Decayed",
    effects=(Effect("delayed", (
        ("when", "end_of_combat"),
        ("effects", json.dumps(_DECAYED_SACRIFICE, sort_keys=True, separators=(",", ":"))),
        ("remember", "self"))),))


def _pump(what: str, n: int) -> tuple[Effect, ...]:
    return (Effect("pump", (("what", what), ("power", n), ("toughness", n))),)


# 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end
# of turn." (the creature is remembered by the trigger)
EXALTED = TriggeredAbility(event="attacks_alone", text="Exalted", effects=_pump("remembered", 1))

# 702.25a: "Whenever this creature becomes blocked by a creature without flanking, the blocking
# creature gets -1/-1 until end of turn." (the blocker is remembered by the trigger)
FLANKING = TriggeredAbility(event="becomes_blocked_by", text="Flanking",
                            filter=Filter(not_keywords=("flanking",)),
                            effects=_pump("remembered", -1))

# 702.40a: "When you cast this spell, copy it for each other spell that was cast before it this
# turn. If the spell has any targets, you may choose new targets for any of the copies."
STORM = TriggeredAbility(event="cast_self", text="Storm", effects=(
    Effect("copy_spell", (("what", "self"), ("new_targets", True), ("count", "storm"))),))
# 702.69a: "When you cast this spell, copy it for each permanent that was put into a graveyard
# from the battlefield this turn. If the spell has any targets, you may choose new targets for
# any of the copies." (counted as it resolves, rules/keyword_abilities.py)
GRAVESTORM = TriggeredAbility(event="cast_self", text="Gravestorm", effects=(
    Effect("copy_spell", (("what", "self"), ("new_targets", True), ("count", "gravestorm"))),))


def annihilator(n: int) -> TriggeredAbility:
    """702.86a: "Whenever this creature attacks, defending player sacrifices N permanents.\""""
    return TriggeredAbility(event="attacks", text=f"Annihilator {n}", effects=(
        Effect("sacrifice_chosen", (("filter", Filter()), ("who", "defending_player"),
                                    ("count", n))),))


def bushido(n: int) -> tuple[TriggeredAbility, ...]:
    """702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
    turn." (one ability; a creature can't both block and become blocked in one combat, so it is
    written as one trigger on each event)"""
    text = f"Bushido {n}"
    return (TriggeredAbility(event="blocks", text=text, effects=_pump("self", n)),
            TriggeredAbility(event="becomes_blocked", text=text, effects=_pump("self", n)))


def soulshift(n: int) -> TriggeredAbility:
    """702.46a: "When this permanent is put into a graveyard from the battlefield, you may
    return target Spirit card with mana value N or less from your graveyard to your hand.\""""
    return TriggeredAbility(
        event="put_into_graveyard_from_battlefield", text=f"Soulshift {n}", optional=True,
        targets=(TargetSpec("card", Filter(subtypes=("Spirit",), mana_value_le=n,
                                           controller="you"), zone="graveyard"),),
        effects=(Effect("move", (("what", "target"), ("to", "hand"))),))


def cumulative_upkeep(cost: str) -> TriggeredAbility:
    """702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an
    age counter on this permanent. Then you may pay [cost] for each age counter on it. If you
    don't, sacrifice it." (an upkeep trigger's source is on the battlefield as it triggers)"""
    return TriggeredAbility(event="upkeep", text=f"Cumulative upkeep {cost}", effects=(
        Effect("put_counters", (("kind", "age"), ("what", "self"), ("count", 1))),
        Effect("sacrifice", (("what", "self"), ("unless_pays", cost), ("per_counter", "age")))))


def cumulative_upkeep_life(n: int) -> TriggeredAbility:
    """702.24a with a cost in life: "Cumulative upkeep—Pay N life" (N life for each age
    counter; 119.4: only a player with that much life can pay it)."""
    return TriggeredAbility(event="upkeep", text=f"Cumulative upkeep—Pay {n} life", effects=(
        Effect("put_counters", (("kind", "age"), ("what", "self"), ("count", 1))),
        Effect("sacrifice", (("what", "self"), ("unless_pays_life", n),
                             ("per_counter", "age")))))


def cumulative_upkeep_other(kind: str, value: Any) -> TriggeredAbility:
    """702.24a with a cost other than mana or life (rules/cumulative_upkeep.py): "{G} or {W}"
    (`or`: the choice is made for each age counter, 702.24a, which is paying one {G/W}
    hybrid symbol for each, 107.4e); "Put a -1/-1 counter on ~" (`counter`), "Add {R}"
    (`add`), "Draw a card" (`draw`), "Sacrifice a creature" / "a land" (`sacrifice`), "Discard
    a card" (`discard`): done once for each age counter, or not at all (608.2d: "you may");
    if it isn't, the permanent is sacrificed. A sacrifice or discard is a cost: offered only
    when it can be paid in full (118.3; rules/conditions.can_do_in_full): two age counters
    and one creature to sacrifice can't be paid for, and the permanent is sacrificed."""
    from mtg_engine.cards.amounts import Amount

    age = Amount(kind="counters", of="self", counter_kind="age")
    put_age = Effect("put_counters", (("kind", "age"), ("what", "self"), ("count", 1)))
    if kind == "or":
        first, second = value
        hybrid = f"{{{first.strip('{}')}/{second.strip('{}')}}}"
        return TriggeredAbility(event="upkeep", text=f"Cumulative upkeep {first} or {second}",
                                effects=(put_age, Effect("sacrifice", (
                                    ("what", "self"), ("unless_pays", hybrid),
                                    ("per_counter", "age")))))
    if kind == "counter":
        text, pay = f"Put a {value} counter on this permanent", Effect(
            "put_counters", (("kind", value), ("what", "self"), ("count", age)), optional=True)
    elif kind == "add":
        text, pay = f"Add {{{value}}}", Effect(
            "add_mana", (("mana", f"{{{value}}}"), ("count", age)), optional=True)
    elif kind == "sacrifice":
        text, pay = f"Sacrifice a {value}", Effect("sacrifice_chosen", (
            ("filter", Filter(types=(value.capitalize(),))), ("count", age)),
            optional=True)
    elif kind == "discard":
        text, pay = "Discard a card", Effect("discard", (("count", age),), optional=True)
    else:
        text, pay = "Draw a card", Effect("draw", (("count", age),), optional=True)
    return TriggeredAbility(event="upkeep", text=f"Cumulative upkeep—{text}", effects=(
        put_age, pay, Effect("sacrifice", (("what", "self"),), condition=Condition("did_not"))))


def echo(cost: str) -> TriggeredAbility:
    """702.30a: "At the beginning of your upkeep, if this permanent came under your control
    since the beginning of your last upkeep, sacrifice it unless you pay [cost]." (an
    intervening "if", 603.4)"""
    return TriggeredAbility(
        event="upkeep", text=f"Echo {cost}", condition=Condition("echo_due"),
        effects=(Effect("sacrifice", (("what", "self"), ("unless_pays", cost))),))


SUSPEND_X = -1  # `ActivatedAbility.suspend` of "Suspend X—{X}...": X time counters (107.3)


def suspend(n: int | str, cost: str) -> tuple[ActivatedAbility, tuple[TriggeredAbility, ...]]:
    """702.62a: "Suspend N—[cost]" means "If you could begin to cast this card by putting it
    onto the stack from your hand, you may pay [cost] and exile it with N time counters on it.
    This action doesn't use the stack" (a special action, 116.2f: `suspend` on the ability),
    "At the beginning of your upkeep, if this card is suspended, remove a time counter from
    it," and "When the last time counter is removed from this card, if it's exiled, play it
    without paying its mana cost if able. If you can't, it remains exiled. If you cast a
    creature spell this way, it gains haste until you lose control of the spell or the
    permanent it becomes.\""" With `n` "X" ("Suspend X—{X}{3}{U}. X can't be 0"): X is announced
    as the cost is paid (107.3, 601.2f as for a spell's), at least 1, and that many time counters
    are put on the card."""
    text = f"Suspend {n}—{cost}" + (". X can't be 0" if n == "X" else "")
    action = ActivatedAbility(cost=Cost(mana=ManaCost.parse(cost)), text=text, zone="hand",
                              suspend=SUSPEND_X if n == "X" else int(n))
    upkeep = TriggeredAbility(
        event="suspended_upkeep", text=text, condition=Condition("suspended"),
        effects=(Effect("remove_counters", (("kind", "time"), ("what", "self"), ("count", 1))),))
    last = TriggeredAbility(
        event="last_time_counter_removed", text=text, condition=Condition("in_exile"),
        effects=(Effect("play_free", (("what", "self"), ("suspend", True))),))
    return action, (upkeep, last)


def hideaway(n: int) -> tuple[TriggeredAbility, tuple[StaticAbility, ...]]:
    """702.75a: "Hideaway N" means "When this permanent enters the battlefield, look at the top
    N cards of your library. Exile one of them face down and put the rest on the bottom of your
    library in a random order." (effects/hideaway.py); 702.75b: a card printed with plain
    "Hideaway" (n 0) has "Hideaway 4" and "This permanent enters the battlefield tapped."
    """
    count = n or 4
    text = f"Hideaway {n}" if n else "Hideaway"
    trigger = TriggeredAbility(event="enters", text=text,
                               effects=(Effect("hideaway", (("count", count),)),))
    return trigger, () if n else (StaticAbility(kind="enters_tapped"),)


def vanishing(n: int) -> tuple[StaticAbility, tuple[TriggeredAbility, ...]]:
    """702.63a: "Vanishing N" means "This permanent enters the battlefield with N time counters
    on it," "At the beginning of your upkeep, if this permanent has a time counter on it,
    remove a time counter from it," and "When the last time counter is removed from this
    permanent, sacrifice it.\""""
    text = f"Vanishing {n}"
    enters = StaticAbility(kind="enters_with_counters", counter_kind="time", max_count=n)
    upkeep = TriggeredAbility(
        event="upkeep", text=text, condition=Condition("has_counter", name="time"),
        effects=(Effect("remove_counters", (("kind", "time"), ("what", "self"), ("count", 1))),))
    last = TriggeredAbility(event="last_time_counter_removed", text=text,
                            effects=(Effect("sacrifice", (("what", "self"),)),))
    return enters, (upkeep, last)


def bloodthirst(n: int) -> StaticAbility:
    """702.54a: "If an opponent was dealt damage this turn, this permanent enters the
    battlefield with N +1/+1 counters on it." (614.1c, judged as it would enter)"""
    return StaticAbility(kind="enters_with_counters", counter_kind="+1/+1", max_count=n,
                         when=Condition("opponent_dealt_damage"))


def fading(n: int) -> tuple[StaticAbility, TriggeredAbility]:
    """702.32a: "Fading N" means "This permanent enters the battlefield with N fade counters
    on it" and "At the beginning of your upkeep, remove a fade counter from this permanent. If
    you can't, sacrifice the permanent.\""""
    enters = StaticAbility(kind="enters_with_counters", counter_kind="fade", max_count=n)
    upkeep = TriggeredAbility(event="upkeep", text=f"Fading {n}", effects=(
        Effect("remove_counters", (("kind", "fade"), ("what", "self"), ("count", 1),
                                   ("or_sacrifice", True))),))
    return enters, upkeep


# ------------------------------------------------------------------ combat keywords
# (their rules: rules/keyword_effects.py)

# 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end
# of turn."
BATTLE_CRY = TriggeredAbility(event="attacks", text="Battle cry", effects=(
    Effect("pump", (("what", ("all", Filter(attacking=True, other=True))), ("power", 1),
                    ("toughness", 0))),))

# 702.105a: "Whenever this creature attacks the player with the most life or tied for most
# life, put a +1/+1 counter on this creature." (a trigger condition, checked as it attacks:
# rules/triggers.py fires "attacks_most_life" with rules/keyword_effects.py's test)
DETHRONE = TriggeredAbility(event="attacks_most_life", text="Dethrone", effects=(
    Effect("put_counters", (("kind", "+1/+1"), ("what", "self"), ("count", 1))),))

# 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
# life and you gain life equal to the total life lost this way."
EXTORT = TriggeredAbility(event="cast_spell", text="Extort", effects=(Effect("extort"),))

# 702.100a: "Whenever a creature enters the battlefield under your control, if that
# creature's power is greater than this creature's power and/or that creature's toughness is
# greater than this creature's toughness, put a +1/+1 counter on this creature." (an
# intervening "if", 603.4: checked as it triggers, rules/triggers.py with
# rules/keyword_effects.py's `evolves`, and again by the `evolve` verb as it resolves)
EVOLVE = TriggeredAbility(event="evolve", text="Evolve", effects=(Effect("evolve"),))

# 702.95a: soulbond's two triggered abilities ("When this creature enters the battlefield, if
# ... both are unpaired, you may pair this creature with another unpaired creature you
# control ..." and "Whenever another creature enters the battlefield under your control, if
# ...") are this one trigger: rules/trigger_zones.py fires it for both events, with the
# entering creature remembered for the second (rules/soulbond.py)
SOULBOND = TriggeredAbility(event="soulbond", text="Soulbond", effects=(Effect("soulbond"),))

# 702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking creature
# with power less than this creature's power."
MENTOR = TriggeredAbility(
    event="attacks", text="Mentor",
    targets=(TargetSpec("creature", Filter(attacking=True, power_lt_source=True)),),
    effects=(Effect("put_counters", (("kind", "+1/+1"), ("what", "target"), ("count", 1))),))


def afflict(n: int) -> TriggeredAbility:
    """702.130a: "Whenever this creature becomes blocked, defending player loses N life.\""""
    return TriggeredAbility(event="becomes_blocked", text=f"Afflict {n}", effects=(
        Effect("lose_life", (("amount", n), ("who", "defending_player"))),))


def poisonous(n: int) -> TriggeredAbility:
    """702.70a: "Whenever this creature deals combat damage to a player, that player gets N
    poison counters." (granted: numbered_grant.py)"""
    return TriggeredAbility(event="combat_damage_to_player", text=f"Poisonous {n}", effects=(
        Effect("put_counters", (("kind", "poison"), ("what", "remembered"), ("count", n))),))


def frenzy(n: int) -> TriggeredAbility:
    """702.68a: "Whenever this creature attacks and isn't blocked, it gets +N/+0 until end of
    turn." (granted: numbered_grant.py)"""
    return TriggeredAbility(event="unblocked", text=f"Frenzy {n}", effects=(
        Effect("pump", (("what", "self"), ("power", n), ("toughness", 0))),))


def rampage(n: int) -> TriggeredAbility:
    """702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for
    each creature blocking it beyond the first." (counted as it resolves, 702.23b)"""
    return TriggeredAbility(event="becomes_blocked", text=f"Rampage {n}",
                            effects=(Effect("rampage", (("n", n),)),))


def renown(n: int) -> TriggeredAbility:
    """702.112a: "When this creature deals combat damage to a player, if it isn't renowned,
    put N +1/+1 counters on it and it becomes renowned." (603.4, 702.112c)"""
    return TriggeredAbility(event="combat_damage_to_player", text=f"Renown {n}",
                            condition=Condition("not_renowned"),
                            effects=(Effect("renown", (("n", n),)),))


def fabricate(n: int) -> TriggeredAbility:
    """702.123a: "When this permanent enters the battlefield, you may put N +1/+1 counters on
    it. If you don't, create N 1/1 colorless Servo artifact creature tokens.\""""
    return TriggeredAbility(event="enters", text=f"Fabricate {n}",
                            effects=(Effect("fabricate", (("n", n),)),))


def outlast(cost: str) -> ActivatedAbility:
    """702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery.\""""
    return ActivatedAbility(
        cost=Cost(mana=ManaCost.parse(cost), tap=True), text=f"Outlast {cost}",
        sorcery_speed=True,
        effects=(Effect("put_counters", (("kind", "+1/+1"), ("what", "self"), ("count", 1))),))


def reconfigure(cost: str) -> tuple[tuple[ActivatedAbility, ...], StaticAbility]:
    """702.151a: "Reconfigure [cost]" means "[Cost]: Attach this permanent to another target
    creature you control. Activate only as a sorcery." and "[Cost]: Unattach this permanent.
    Activate only if this permanent is attached to a creature and only as a sorcery."
    702.151b: attached so, the Equipment stops being a creature until it becomes unattached
    (a layer-4 effect of its own while it is attached, 613.1d; its creature types go with
    the type, 205.1a)."""
    mana = ManaCost.parse(cost)
    attach = ActivatedAbility(
        cost=Cost(mana=mana), text=f"Reconfigure {cost}", sorcery_speed=True,
        targets=(TargetSpec("creature", Filter(controller="you", other=True)),),
        effects=(Effect("attach", (("what", "self"), ("to", "target"))),))
    unattach = ActivatedAbility(
        cost=Cost(mana=mana), text=f"Reconfigure {cost}: Unattach ~", sorcery_speed=True,
        only_if=Condition("attached_is", filter=Filter(types=("Creature",))),
        effects=(Effect("unattach", (("what", "self"),)),))
    not_creature = StaticAbility(kind="continuous", affects="self",
                                 effect=LayerEffect(remove_types=("Creature",)),
                                 when=Condition("attached_is"))
    return (attach, unattach), not_creature


def ripple(n: int) -> TriggeredAbility:
    """702.60a: "When you cast this spell, you may reveal the top N cards of your library. If
    you do, you may cast spells from among cards revealed this way with the same name as this
    spell without paying their mana costs, then put all cards revealed this way that weren't
    cast on the bottom of your library in any order." (rules/ripple.py)"""
    return TriggeredAbility(event="cast_self", text=f"Ripple {n}",
                            effects=(Effect("ripple", (("count", n),)),))


def modular(n: int) -> tuple[StaticAbility, TriggeredAbility]:
    """702.43a: "This permanent enters the battlefield with N +1/+1 counters on it" and "When
    this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
    target artifact creature for each +1/+1 counter on this permanent." (the counters it had
    as it last existed on the battlefield, 603.10a)"""
    enters = StaticAbility(kind="enters_with_counters", counter_kind="+1/+1", max_count=n)
    dies = TriggeredAbility(
        event="put_into_graveyard_from_battlefield", text=f"Modular {n}", optional=True,
        targets=(TargetSpec("creature", Filter(all_types=("Artifact", "Creature"))),),
        effects=(Effect("modular"),))
    return enters, dies


# 702.123a: "1/1 colorless Servo artifact creature tokens" (111.4: named for its subtype)
SERVO_TOKEN = {"name": "Servo Token", "colors": [], "type": "Artifact Creature — Servo",
               "power": 1, "toughness": 1}


# ------------------------------------------------------------------ unearth (rules/unearth.py)

# 702.84a: "Exile it at the beginning of the next end step." (a delayed trigger set up by the
# ability as it resolves, 603.7, remembering the returned permanent)
UNEARTH_END_STEP = TriggeredAbility(
    event="delayed", text="Unearth: exile it at the beginning of the next end step.",
    effects=(Effect("exile", (("what", "remembered"),)),))


def unearth(cost: str) -> ActivatedAbility:
    """702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains
    haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
    exile it instead of putting it anywhere else. Activate only as a sorcery.\""""
    return ActivatedAbility(cost=Cost(mana=ManaCost.parse(cost)), text=f"Unearth {cost}",
                            zone="graveyard", sorcery_speed=True,
                            effects=(Effect("unearth"), Effect("unearthed")))


def ninjutsu(cost: str) -> ActivatedAbility:
    """702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature
    you control to its owner's hand: Put this card onto the battlefield from your hand tapped
    and attacking." (an ability of the card in the hand; rules/ninjutsu.py)"""
    return ActivatedAbility(cost=Cost(mana=ManaCost.parse(cost), return_unblocked=True),
                            text=f"Ninjutsu {cost}", zone="hand",
                            effects=(Effect("ninjutsu"),))


# ------------------------------------------------------------------ abilities of a card in the
# hand or the graveyard

# 702.115a: "Whenever this creature deals combat damage to a player, that player exiles the top
# card of their library." (the player is remembered by the trigger)
INGEST = TriggeredAbility(event="combat_damage_to_player", text="Ingest",
                          effects=(Effect("exile_top_cards", (("who", "remembered"),)),))


def reinforce(n: int | str, cost: str) -> ActivatedAbility:
    """702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on
    target creature." `n` "X": "Reinforce X—{X}{G}{G}", X counters for the X paid (107.3)."""
    return ActivatedAbility(
        cost=Cost(mana=ManaCost.parse(cost), discard_self=True), text=f"Reinforce {n}—{cost}",
        zone="hand", targets=(TargetSpec("creature"),),
        effects=(Effect("put_counters", (("kind", "+1/+1"), ("what", "target"), ("count", n))),))


def transmute(cost: str, mana_value: int) -> ActivatedAbility:
    """702.53a: "[Cost], Discard this card: Search your library for a card with the same mana
    value as the discarded card, reveal that card, and put it into your hand. Then shuffle your
    library. Activate only as a sorcery." (the card's mana value is its mana cost's, 202.3)"""
    f = Filter(mana_value_le=mana_value, mana_value_ge=mana_value)
    return ActivatedAbility(
        cost=Cost(mana=ManaCost.parse(cost), discard_self=True), text=f"Transmute {cost}",
        zone="hand", sorcery_speed=True,
        effects=(Effect("search_library", (("filter", f), ("to", "hand"), ("count", 1))),
                 Effect("shuffle")))


def scavenge(cost: str) -> ActivatedAbility:
    """702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
    equal to the power of the card you exiled on target creature. Activate only as a sorcery.\""""
    return ActivatedAbility(
        cost=Cost(mana=ManaCost.parse(cost), exile_self=True), text=f"Scavenge {cost}",
        zone="graveyard", sorcery_speed=True, targets=(TargetSpec("creature"),),
        effects=(Effect("scavenge"),))


def embalm(cost: str, kind: str, discard: int = 0) -> ActivatedAbility:
    """702.128a: "[Cost], Exile this card from your graveyard: Create a token that's a copy of
    this card, except it's white, it has no mana cost, and it's a Zombie in addition to its
    other types. Activate only as a sorcery." 702.129a (eternalize): "... except it's black,
    it's 4/4, ..." (the token: rules/embalm.py). With `discard`, the cost also discards that
    many cards ("Eternalize—{2}{W}{W}, Discard a card"; 118.3: only with a card to discard)."""
    text = f"{kind.capitalize()}—{cost}, Discard a card" if discard == 1 \
        else f"{kind.capitalize()} {cost}"
    return ActivatedAbility(
        cost=Cost(mana=ManaCost.parse(cost), exile_self=True, discard=discard),
        text=text, zone="graveyard", sorcery_speed=True,
        effects=(Effect("embalm", (("kind", kind),)),))


# 702.88a: the delayed trigger rebound sets up as the spell is exiled (rules/rebound.py)
REBOUND_UPKEEP = TriggeredAbility(
    event="delayed", text="Rebound: at the beginning of your next upkeep, you may cast this "
    "card from exile without paying its mana cost.", effects=(Effect("rebound_cast"),))


# 702.136a: "You may have this permanent enter the battlefield with an additional +1/+1 counter
# on it. If you don't, it gains haste." 702.98a: unleash's first ability says the same without
# haste; its second is "This permanent can't block as long as it has a +1/+1 counter on it."
# (the choice as it enters, 614.12a, and its result: rules/replacement.py, rules/zones.py)
RIOT = StaticAbility(kind="as_enters_choose", choice="riot")
# 702.44a: "If this object is entering the battlefield from the stack as a creature, it enters
# the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.
# Otherwise, it enters the battlefield with that many charge counters on it." (the counter
# kind and amount are read as it would enter: rules/mana_spent.py)
SUNBURST = StaticAbility(kind="enters_with_counters", counter_kind="sunburst", max_count=-3)
UNLEASH = (StaticAbility(kind="as_enters_choose", choice="unleash"),
           StaticAbility(kind="anthem", affects="self", keywords=("can't block",),
                         when=Condition("has_counter", name="+1/+1")))


# 702.110a: "When this creature enters the battlefield, you may sacrifice a creature."
# (rules/keyword_effects.py; 702.110b: it then "exploits a creature")
EXPLOIT = TriggeredAbility(event="enters", text="Exploit", optional=True,
                           effects=(Effect("exploit"),))


# 702.92a: "When this Equipment enters the battlefield, create a 0/0 black Phyrexian Germ
# creature token, then attach this Equipment to it." (rules/keyword_effects.py)
LIVING_WEAPON = TriggeredAbility(event="enters", text="Living weapon",
                                 effects=(Effect("living_weapon"),))
# 111.4: named for its subtypes
GERM_TOKEN = {"name": "Phyrexian Germ Token", "colors": ["B"],
              "type": "Creature — Phyrexian Germ", "power": 0, "toughness": 0}


def graft(n: int) -> tuple[StaticAbility, TriggeredAbility]:
    """702.58a: "This permanent enters the battlefield with N +1/+1 counters on it" and
    "Whenever another creature enters the battlefield, if this permanent has a +1/+1 counter
    on it, you may move a +1/+1 counter from this permanent onto that creature." (603.4)"""
    enters = StaticAbility(kind="enters_with_counters", counter_kind="+1/+1", max_count=n)
    moves = TriggeredAbility(
        event="another_enters", text=f"Graft {n}", optional=True,
        filter=Filter(types=("Creature",)), condition=Condition("has_counter", name="+1/+1"),
        effects=(Effect("move_counter", (("kind", "+1/+1"), ("to", "remembered"))),))
    return enters, moves


# 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent
# you attacked with a creature this combat."
MELEE = TriggeredAbility(event="attacks", text="Melee", effects=(Effect("melee"),))

# 702.149a: "Whenever this creature and at least one other creature with power greater than
# this creature's power attack, put a +1/+1 counter on this creature." (checked as they are
# declared attacking: rules/keyword_effects.py fires "trains"); 702.149c: the counter put
# is logged for "Whenever ~ trains" (effects/training.py)
TRAINING = TriggeredAbility(event="trains", text="Training", effects=(Effect("train"),))


def partner_with(name: str) -> TriggeredAbility:
    """702.124f: "Partner with [name]" (besides its deck-construction rule, formats/rules.py)
    means "When this permanent enters the battlefield, target player may search their library
    for a card named [name], reveal it, put it into their hand, then shuffle their library.\""""
    return TriggeredAbility(event="enters", text=f"Partner with {name}",
                            targets=(TargetSpec("player"),),
                            effects=(Effect("partner_search", (("name", name),)),))


# 702.39a: "Whenever this creature attacks, you may choose to have target creature defending
# player controls block this creature this combat if able. If you do, untap that creature."
PROVOKE = TriggeredAbility(event="attacks", text="Provoke", optional=True,
                           targets=(TargetSpec("creature", Filter(defending=True)),),
                           effects=(Effect("provoke"),))

# 702.116a: "Whenever this creature attacks, for each opponent other than defending player, you
# may create a token that's a copy of this creature that's tapped and attacking that player or
# a planeswalker they control. If one or more tokens are created this way, exile the tokens at
# end of combat." (rules/myriad.py; the delayed trigger, 603.7a, only when tokens were made)
MYRIAD = TriggeredAbility(event="attacks", text="Myriad", effects=(
    Effect("myriad"),
    Effect("delayed", (("when", "end_of_combat"), ("effects", json.dumps(
        {"effects": [{"exile": {"what": "remembered"}}], "event": "delayed",
         "text": "Exile the tokens at end of combat."}, separators=(",", ":"))),
        ("remember", "created"), ("text", "Exile the tokens at end of combat."))),
))


def recover(cost: str) -> dict[str, object]:
    """702.59a: "Recover [cost]" means "When a creature is put into your graveyard from the
    battlefield, you may pay [cost]. If you do, return this card from your graveyard to your
    hand. Otherwise, exile this card." A triggered ability that functions only while the card
    is in a graveyard (113.6m, rules/trigger_graveyard.py): its DSL, parsed by the caller."""
    return {"event": "permanent_to_your_graveyard", "filter": {"types": ["Creature"]},
            "zone": "graveyard",
            "text": f"Recover {cost} (When a creature is put into your graveyard from the "
                    f"battlefield, you may pay {cost}. If you do, return this card from your "
                    "graveyard to your hand. Otherwise, exile this card.)",
            # (the "may" is the payment's: declined, "Otherwise" still happens, 608.2c)
            "effects": [{"pay": {"mana": cost, "may": True}},
                        {"move": {"what": "self", "from": "graveyard", "to": "hand",
                                  "if": "did"}},
                        {"exile": {"what": "self", "if": "did_not"}}]}


def amplify(n: int) -> StaticAbility:
    """702.38a: "As this object enters the battlefield, reveal any number of cards from your
    hand that share a creature type with it. This permanent enters the battlefield with N
    +1/+1 counters on it for each card revealed this way." (rules/amplify.py)"""
    return StaticAbility(kind="as_enters_choose", choice=f"amplify:{n}")


def devour(n: int) -> StaticAbility:
    """702.82a: "As this object enters the battlefield, you may sacrifice any number of
    creatures. This permanent enters the battlefield with N +1/+1 counters on it for each
    creature sacrificed this way." (a choice as it enters, 614.12a: rules/replacement.py and
    rules/keyword_effects.py)"""
    return StaticAbility(kind="as_enters_choose", choice=f"devour:{n}")


# 702.135a: "1/1 white and black Spirit creature tokens with flying" (111.3: found by this key,
# the definition's; cards/oracle/tokens.py token_key writes it the same way)
AFTERLIFE_SPIRIT = {"name": "Spirit Token", "colors": ["W", "B"], "type": "Creature — Spirit",
                    "power": 1, "toughness": 1, "keywords": ["flying"],
                    "key": "Spirit Token (1/1 WB Creature — Spirit; flying)"}


def afterlife(n: int) -> TriggeredAbility:
    """702.135a: "When this permanent is put into a graveyard from the battlefield, create N
    1/1 white and black Spirit creature tokens with flying.\""""
    return TriggeredAbility(
        event="put_into_graveyard_from_battlefield", text=f"Afterlife {n}",
        effects=(Effect("create_token", (("token", AFTERLIFE_SPIRIT["key"]), ("count", n))),))


# 613.1f, 702: the triggered keywords a continuous effect may grant ("Other creatures you
# control have exalted."), each the same triggered ability as when printed. A granted one
# carries the DSL {"keyword": <name>} (dsl.granted_ability), so the trigger and the ability
# on the stack need nothing from the object that had it (113.7a); each instance triggers
# separately (702.83b exalted, 702.25b flanking, 702.101b extort, 702.121b melee ...).
GRANTABLE_TRIGGERS: dict[str, TriggeredAbility] = {
    "exalted": EXALTED, "flanking": FLANKING, "battle cry": BATTLE_CRY, "dethrone": DETHRONE,
    "extort": EXTORT, "evolve": EVOLVE, "mentor": MENTOR, "ingest": INGEST, "melee": MELEE,
    "training": TRAINING, "provoke": PROVOKE,
    "myriad": MYRIAD,  # 702.116a-b: each instance triggers separately (rules/myriad.py)
}


# 702.108a: prowess is "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
# of turn."
PROWESS = TriggeredAbility(
    event="cast_spell", filter=Filter(not_types=("Creature",)),
    text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
    effects=(Effect("pump", (("what", "self"), ("power", 1), ("toughness", 1))),))

def ward_trigger(cost: ManaCost | str) -> TriggeredAbility:
    """702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
    ability an opponent controls, counter that spell or ability unless that player pays
    [cost]." (rules/triggers.py fires it). The cost is mana, or written "—Pay N life" (119.4)
    or "—Discard a card" (701.8)."""
    if isinstance(cost, ManaCost):
        unless: tuple[str, Any] = ("unless_pays", str(cost))
    elif cost == "—Discard a card":
        unless = ("unless_discards", True)
    else:
        unless = ("unless_pays_life", int(cost.split()[1]))  # "—Pay 3 life"
    return TriggeredAbility(
        event="becomes_target_by_opponent",
        text=f"Ward {cost}" if isinstance(cost, ManaCost) else f"Ward{cost}",
        effects=(Effect("counter", (("what", "remembered"), unless)),))


def _returns_with(kind: str, text: str) -> TriggeredAbility:
    """702.93a undying (+1/+1), 702.79a persist (-1/-1): "When this permanent is put into a
    graveyard from the battlefield, if it had no [kind] counters on it, return it to the
    battlefield under its owner's control with a [kind] counter on it." A creature dies
    (700.4); this fires on any permanent with the keyword, which is a creature in practice."""
    return TriggeredAbility(
        event="put_into_graveyard_from_battlefield", text=text,
        condition=Condition("left_without_counters", name=kind),
        effects=(Effect("return_with_counter", (("what", "self_in_graveyard"), ("kind", kind))),))


UNDYING = _returns_with("+1/+1", "Undying (When this creature dies, if it had no +1/+1 counters "
                        "on it, return it to the battlefield under its owner's control with a "
                        "+1/+1 counter on it.)")
PERSIST = _returns_with("-1/-1", "Persist (When this creature dies, if it had no -1/-1 counters "
                        "on it, return it to the battlefield under its owner's control with a "
                        "-1/-1 counter on it.)")

# 702.74a: evoke means "You may cast this spell by paying [cost] rather than its mana cost" and
# "When this permanent enters the battlefield, if its evoke cost was paid, its controller
# sacrifices it."
EVOKE_SACRIFICE = TriggeredAbility(
    event="enters", condition=Condition("alt_cost", name="evoke"),
    text="When this permanent enters the battlefield, if its evoke cost was paid, its "
         "controller sacrifices it.",
    effects=(Effect("sacrifice", (("what", "self"),)),))

# 702.109a: dash means "You may cast this card by paying [cost] rather than its mana cost,"
# "If this spell's dash cost was paid, return the permanent this spell becomes to its owner's
# hand at the beginning of the next end step" (a delayed trigger set up as it resolves,
# rules/stack.py) and "As long as this permanent's dash cost was paid, it has haste."
DASH_HASTE = StaticAbility(kind="anthem", affects="self", keywords=("haste",),
                           when=Condition("alt_cost", name="dash"))
DASH_RETURN = TriggeredAbility(
    event="delayed", text="Dash: return it to its owner's hand at the beginning of the next "
                          "end step.",
    effects=(Effect("bounce", (("what", "remembered"),)),))

# 702.152a: blitz means "You may cast this card by paying [cost] rather than its mana cost,"
# "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the
# beginning of the next end step" (a delayed trigger set up as it resolves, rules/stack.py) and
# "As long as this permanent's blitz cost was paid, it has haste and 'When this permanent is put
# into a graveyard from the battlefield, draw a card.'" (a layer-6 effect, 613.1f: the granted
# trigger looks back to the permanent as it left, 603.10a)
def _blitz_draw() -> TriggeredAbility:
    from mtg_engine.cards.dsl_abilities import granted_ability

    return granted_ability("add_triggers", {  # (granted: it carries its DSL, 613.1f)
        "event": "put_into_graveyard_from_battlefield",
        "text": "When this permanent is put into a graveyard from the battlefield, draw a card.",
        "effects": [{"draw": {"count": 1}}]})


BLITZ_DRAW = _blitz_draw()
BLITZ_STATIC = StaticAbility(kind="continuous", affects="self",
                             effect=LayerEffect(add_keywords=("haste",),
                                                add_triggers=(BLITZ_DRAW,)),
                             when=Condition("alt_cost", name="blitz"))
BLITZ_SACRIFICE = TriggeredAbility(
    event="delayed", text="Blitz: sacrifice it at the beginning of the next end step.",
    effects=(Effect("sacrifice", (("what", "remembered"),)),))
# the delayed triggers set up as a spell cast for these alternative costs resolves
END_STEP_TRIGGERS = {"dash": DASH_RETURN, "blitz": BLITZ_SACRIFICE}

# 702.35a: madness means "If a player would discard this card, that player discards it, but
# exiles it instead of putting it into their graveyard" (rules/replacement.py) and "When this
# card is exiled this way, its owner may cast it by paying [cost] rather than paying its mana
# cost. If that player doesn't, they put this card into their graveyard." (rules/madness.py)
MADNESS_TRIGGER = TriggeredAbility(
    event="madness_exiled", text="When this card is exiled this way, its owner may cast it by "
    "paying its madness cost rather than its mana cost. If that player doesn't, they put this "
    "card into their graveyard.", effects=(Effect("madness_cast"),))

# 702.94a: miracle means "You may reveal this card from your hand as you draw it if it's the
# first card you've drawn this turn. When you reveal this card this way, you may cast it by
# paying [cost] rather than its mana cost." (rules/miracle.py)
MIRACLE_TRIGGER = TriggeredAbility(
    event="miracle_revealed", text="When you reveal this card this way, you may cast it by "
    "paying its miracle cost rather than its mana cost.", effects=(Effect("miracle_cast"),))

# 702.56a: replicate means "As an additional cost to cast this spell, you may pay [cost] any
# number of times" and "When you cast this spell, if a replicate cost was paid for it, copy it
# for each time its replicate cost was paid. If the spell has any targets, you may choose new
# targets for any of the copies."
REPLICATE_TRIGGER = TriggeredAbility(
    event="cast_self", condition=Condition("replicated"),
    text="When you cast this spell, if a replicate cost was paid for it, copy it for each time "
         "its replicate cost was paid. If the spell has any targets, you may choose new "
         "targets for any of the copies.",
    effects=(Effect("replicate_copies"),))

# 702.153a: "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell
# has any targets, you may choose new targets for the copy." (rules/casualty.py)
CASUALTY_COPY = TriggeredAbility(
    event="cast_self", condition=Condition("casualty"),
    text="When you cast this spell, if a casualty cost was paid for it, copy it. If the spell "
         "has any targets, you may choose new targets for the copy.",
    effects=(Effect("copy_spell", (("what", "self"), ("new_targets", True))),))

# 702.78a: "When you cast this spell, if its conspire cost was paid, copy it. If the spell has
# any targets, you may choose new targets for the copy." (rules/conspire.py)
CONSPIRE_COPY = TriggeredAbility(
    event="cast_self", condition=Condition("conspired"),
    text="When you cast this spell, if its conspire cost was paid, copy it. If the spell has "
         "any targets, you may choose new targets for the copy.",
    effects=(Effect("copy_spell", (("what", "self"), ("new_targets", True))),))

# 702.144a: "When you cast this spell, you may copy it and you may choose new targets for the
# copy. If you copy the spell, choose an opponent. That player copies the spell and may choose
# new targets for that copy." (rules/demonstrate.py)
DEMONSTRATE = TriggeredAbility(
    event="cast_self", text="Demonstrate",
    effects=(Effect("copy_spell", (("what", "self"), ("new_targets", True)), optional=True),
             Effect("opponent_copies", (("what", "self"), ("new_targets", True)),
                    condition=Condition("did"))))

# 702.85a: "When you cast this spell, exile cards from the top of your library until you exile a
# nonland card whose mana value is less than this spell's mana value. You may cast that card
# without paying its mana cost if the resulting spell's mana value is less than this spell's
# mana value. Then put all cards exiled this way that weren't cast on the bottom of your library
# in a random order."
CASCADE = TriggeredAbility(
    event="cast_self", text="Cascade", effects=(Effect("cascade"),))

