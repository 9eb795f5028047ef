"""Variable amounts in the card DSL (107.1, 608.2h): the typed record an effect's number may
be besides a whole number, an amount word (`dsl.AMOUNT_WORDS`) and the older `{count:
filter}` form. Read by `dsl.parse_effect`, carried out by `rules/amounts.py`.

The DSL forms (any of them may add `times: N` "twice ...", `half: up | down` "half ...,
rounded up/down" (107.1a) and `plus: N` "N plus ..."):

```yaml
{count: {types: [Creature]}, zone: graveyard}   # creature cards in all graveyards
{count: {controller: you}, zone: hand}          # the number of cards in your hand
{count: {}, zone: hand, of: target}             # ... in that player's hand (a player reference)
{count: {types: [Land]}, of: remembered}        # the number of lands that player controls
{count: {}, zone: hand, of: remembered, minus_from: 3}  # 3 minus ... (107.1b: at least 0)
{count: {types: [Artifact], controller: you}, plus: 3}  # 3 plus the number of artifacts you control
{count: {subtypes: [Forest], controller: you},   # "the number of Forests you control plus
 plus_count: {count: {subtypes: [Treefolk], controller: you}}}  # the number of Treefolk ..."
{count: {controller: you}, zone: hand,           # "the number of cards in your hand minus the
 minus_count: {count: {}, zone: hand, of: target}}  # number of cards in that player's hand"
{count: {types: [Creature], controller: you}, besides: affected}  # "Enchanted creature gets
                                                # +1/+1 for each other creature you control"
{count: {types: [Creature]}, besides: affected, sharing: affected}  # "... for each other
                                                # creature that shares a creature type with it"
{power_of: self}                                # ~'s power (608.2h: last known information)
{toughness_of: target}                          # that creature's toughness
{counters_on: self, kind: charge}               # the number of charge counters on ~ (122.1)
{mana_value_of: target}                         # its mana value (202.3; 608.2h as it last existed)
{blockers_of: remembered}                       # the creatures blocking it (509.1h)
{colors_of: target}                             # for each of its colors (105.2)
{devotion: [B, R]}                              # your devotion to black and red (700.5)
{greatest: power, among: {types: [Creature], controller: you}}  # the greatest power among ...
{basic_land_types: {types: [Land], controller: you}}  # basic land types among ... (305.6)
{colors_among: {controller: you}}                # the colors among permanents you control (105.2)
{powers: {types: [Creature], controller: you}}  # the different powers among them (208.1)
{names: {types: [Land], controller: you}}       # the differently named lands you control (201.2)
{hand_most: opponent}                           # the most cards in an opponent's hand (402.1)
{cards_named_as: event_object, among: {}, zone: graveyard}  # cards in all graveyards with the
                                                 # same name as that spell (201.2)
{party: you}                                    # the number of creatures in your party (700.8)
{players: opponent}                             # for each opponent (`all`: for each player)
{life_total: you}                               # your life total (119.1)
{life_total: their, half: up}                   # "loses half their life, rounded up"
{life_total: highest_opponent}                  # the highest life total among your opponents
{this_turn: died}                               # creatures that died this turn (700.4)
{this_turn: died, among: {subtypes: [Zubera]}}  # "for each Zubera that died this turn"
{this_turn: life_gained}                        # the amount of life you gained this turn
{this_turn: damage_to, of: target}              # the damage dealt to that player this turn (120.1)
{this_turn: life_lost, of: their}               # the life they lost this turn (119.3; no of:
                                                # yours; opponents, all: those players' total)
{this_turn: drawn, of: target}                  # the number of cards they've drawn this turn
{this_turn: cast}                               # for each spell you've cast this turn (601.2i)
{this_turn: cast_before, among: {types: [Instant, Sorcery]}}  # ... you've cast before it (the
                                                 # spell remembered) this turn
{this_turn: sacrificed}                         # the permanents you've sacrificed this turn
{this_turn: ability_resolved}                   # the times this ability has resolved this turn
{this_turn: into_your_graveyard}                # for each creature put into your graveyard from
                                                # the battlefield this turn (or died_under_you)
{kicked: times}                                 # for each time it was kicked (702.33d)
{kicked: that_spell}                            # ... that spell (the trigger's, 603.2)
{mutated: self}                                 # the number of times ~ has mutated (702.140d)
{colors_spent: this}                            # colors of mana spent to cast it (601.2h, 702.119a)
{devoured: it}                                  # the creatures ~ devoured (702.82b)
{exiled_with: it}                               # the cards exiled with ~ (607.2a, 406.6)
{exiled_with: mana_value}                       # the exiled card's mana value (202.3)
{total: power, among: {types: [Creature], controller: you}}  # total power of creatures ... (107.1b)
{total: mana_value, among: {types: [Creature], controller: you}}  # ... total mana value (202.3)
{count: {types: [Instant, Sorcery], controller: you}, zone: exile_and_graveyard}  # the cards
                                                # you own in exile and in your graveyard (406.1)
{this_turn: discarded, of: target}              # the cards that player discarded this turn (701.8a)
{power_of: target, plus_count: {toughness_of: target}}  # its power plus its toughness (208.1)
{this_way: life_lost}                           # the life lost this way (608.2c; or damage_dealt)
```
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mtg_engine.cards.dsl import Filter

# Where a {count: ...} amount counts (400.1): on the battlefield, or cards in graveyards or
# hands; the filter's `controller` names whose zone ("you": yours, "opponent": your
# opponents', none: every player's).
COUNT_ZONES = ("battlefield", "graveyard", "hand",
               # 406.1, 404.1: "cards you own in exile and in your graveyard" (its owner's)
               "exile_and_graveyard",
               "library")  # 401.1: "half their library" (cards/oracle/half_library.py)
# What an amount about one object reads (608.2h): its power, toughness, or counters (122.1).
OBJECT_KINDS = {"power_of": "power", "toughness_of": "toughness", "counters_on": "counters",
                "mana_value_of": "mana_value",  # 202.3
                "blockers_of": "blockers",  # 509.1h: the creatures blocking it
                # 105.2: "for each of its colors" (`affected`: the object a static's effect
                # applies to, layer 7c: rules/layer_dependency._per)
                "colors_of": "colors"}
_MODIFIERS = {"times", "plus", "half", "negate", "minus_from", "plus_count", "minus_count"}
# 700.5, 106.1a: "Choose a color. Add an amount of mana of that color equal to your devotion
# to that color." (Nykthos): the devotion to the color the activation chose, only as the
# `mana_times` of a mana ability adding one mana of any color (rules/mana_amounts.py)
THAT_COLOR = "that_color"
# 105.2, 106.1a: "For each color among permanents you control, add one mana of that color."
# (Bloom Tender): `{colors_among: <filter>, one_each: true}`, only as the `mana_times` of a
# mana ability whose mana is {W}{U}{B}{R}{G}: one mana of each color found (rules/mana_amounts)
ONE_EACH = "one_each"
# Amounts about the game, not one object or a count of matching objects (608.2h): devotion
# (700.5), the greatest power / toughness / mana value among permanents, basic land types
# among permanents (305.6), a party (700.8), a number of players (102.1).
GAME_KINDS = ("devotion", "greatest", "basic_land_types", "party", "players", "this_way",
              "dungeons_completed",  # 309.7: all / different (names, 201.2; rules/dungeons.py)
              "life_total",  # 119.1: your life total
              # 122.1: "the number of experience counters you have" (you / opponents / their)
              "player_counters",
              "this_turn",  # died (700.4) / life_gained (119.9) this turn
              "kicked",  # "for each time it was kicked" (702.33c-d)
              "mutated",  # "the number of times ~ has mutated" (702.140d, rules/merging.py)
              # 903.8: "the number of times you've cast your commander from the command zone
              # this game" (commander_casts: you; rules/commanders.total_casts)
              "commander_casts",
              # 601.2h: "the number of colors of mana spent to cast this spell" (converge,
              # 702.119a; rules/mana_spent.py)
              "colors_spent",
              # 601.2h, 107.4h: "the amount of {S} spent to cast this spell" (mana from snow
              # sources; rules/mana_spent.py)
              "snow_spent",
              "devoured",  # 702.82b: "for each creature it devoured" (rules/keyword_effects)
              # 607.2a: "the number of cards exiled with it" (the object's linked exile,
              # effects/linked.py; rules/exiled_with.py)
              "exiled_with",
              "total",  # "the total power of creatures you control" (107.1b: a sum)
              # "for each opponent who drew two or more cards this turn" / "... who had two
              # or more lands enter the battlefield under their control this turn" (121.1,
              # 305.1; `who`: "drew:2" / "lands_entered:2", rules/opponents_who.py)
              "opponents_who",
              "card_types",  # 205.2a: card types among cards in graveyards (Tarmogoyf)
              "colors_among",  # 105.2: "for each color among permanents you control"
              "cards_named_as",  # 201.2: "cards in all graveyards with the same name as that spell"
              "mana_costs",  # 202.1: different mana costs among cards in a graveyard
              "mana_values",  # 202.3: different mana values among cards in a graveyard
              "powers",  # 208.1: different powers among permanents
              "names",  # 201.2: "the number of differently named lands you control"
              # 402.1: "the number of cards in the hand of the opponent with the most cards in
              # hand" (hand_most: opponent)
              "hand_most")
# this turn's history of a player (or object) an `of` names (rules/turn_amounts.py)
TURN_OF = ("damage_to",  # 120.1: the damage dealt to it this turn
           "life_lost",  # 119.3: the life it lost this turn
           "drawn",  # 121.1: the cards it drew this turn
           "cast",  # 601.2i: the spells it cast this turn
           "discarded",  # 701.8a: the cards it discarded this turn
           # 120.1, 510.2: the noncombat damage dealt to them this turn (of: opponents)
           "noncombat_damage_to",
           # 508.1: the times it was declared as an attacker this turn (of: self, or
           # affected: the object a static ability's effect applies to, layer 7c)
           "attacked")
# creatures that died this turn (700.4) that you owned: "put into your graveyard from the
# battlefield" (404.2), or that you controlled as they left: "died under your control"
DIED_YOURS = ("into_your_graveyard", "died_under_you")
# this turn's history of the player or ability itself: the permanents you sacrificed (701.17a),
# the resolutions of the ability resolving now (608.2; rules/amounts._own_history)
OWN_HISTORY = ("sacrificed", "ability_resolved",
               "entered_yours")  # 603.6a: the permanents (`among`) that entered under your control
# 601.2i: the spells (of the types `among` names) you cast this turn before the spell the
# ability remembers (Thousand-Year Storm; rules/turn_amounts.cast_before)
CAST_BEFORE = "cast_before"
# 601.2i: the spells (of those types) you cast this turn but the one whose ability it is
# (Show of Confidence: "copy it for each other ... spell you've cast this turn", 608.2h)
CAST_OTHER = "cast_other"
# 608.2c: "the life lost this way", "the damage dealt this way": what the instructions before
# it did in this resolution
THIS_WAY = ("life_lost", "damage_dealt",
            # 608.2c: "the total amount of mana paid this way" after each player paid any
            # amount (join forces, 207.2c: effects/join_forces.py)
            "mana_paid",
            # 608.2c: the permanents the instruction before destroyed, the cards it exiled
            # ("for each creature destroyed this way"; `among`: what they were described as)
            "destroyed", "exiled",
            # 608.2c: "for each permanent put into a graveyard this way" (Terastodon: each one
            # the instruction before moved from the battlefield to a graveyard, not elsewhere)
            "to_graveyard",
            # 608.2c: "for each creature card exiled this way" after target cards were exiled
            # from a graveyard (cards, not permanents: oracle/this_way._exiled_cards)
            "exiled_cards",
            # 701.8a, 608.2c: "for each nonland card discarded this way" (oracle/this_way.py)
            "discarded",
            # 701.13a, 608.2c: "for each creature card put into your / their graveyard this
            # way" after one mill instruction (`of`: you, your graveyard; else their graveyard)
            "milled",
            "tapped",  # 701.26a: "for each creature tapped this way"
            # 701.17a, 608.2h: "for each creature sacrificed this way", "the total power of
            # the creatures sacrificed this way" (oracle/sacrificed_this_way.py)
            "sacrificed", "sacrificed_power", "sacrificed_toughness",
            "returned",  # 400.3: "for each Plains returned this way" (return_any_number)
            "revealed",  # 701.16a: "for each card revealed this way" (reveal_from_hand)
            # 118.3: the counters the ability's cost removed (`kind`: of that kind; the
            # ability's X, counters_removed.py)
            "counters_removed",
            # 608.2c: the counters the instruction before removed ("Remove up to X counters
            # from target permanent. For each counter removed this way, ...")
            "removed",
            # 118.8: the objects a spell's "any number" additional cost sacrificed / tapped
            # ("for each Spirit sacrificed this way", rules/any_number_costs.py)
            "cost_sacrificed", "cost_tapped")
# the THIS_WAY amounts that count objects (`among`: what they were described as)
# the THIS_WAY amounts that may say whose objects count (`of`: "you controlled", "your graveyard")
OF_WAYS = ("destroyed", "exiled", "milled", "to_graveyard")
AMONG_WAYS = ("destroyed", "exiled", "to_graveyard", "exiled_cards", "tapped", "revealed",
              "discarded", "milled", "returned", "cost_sacrificed", "cost_tapped",
              "sacrificed", "sacrificed_power", "sacrificed_toughness")
# A count's `of` naming each player an instruction is carried out for in turn: "Each player
# loses 1 life for each creature they control", "~ deals damage to each opponent equal to the
# number of cards in that player's hand" (608.2h: counted for each player as the instruction
# is carried out for them; the verbs read it through rules/amounts.their_frame)
THEIR = "their"
THEIR_VERBS = ("lose_life", "gain_life", "damage", "draw", "mill", "create_token",
               "set_life")  # (119.5: effects/life_total.py)
STATS = ("power", "toughness", "mana_value")
# 119.1: whose life total: yours, each affected player's, the highest among your opponents or
# among all players
LIFE_TOTALS = ("you", "their", "highest_opponent", "highest",
               "their_starting",  # 103.3: "their starting life total" (rules/starting_life.py)
               "your_starting")  # 103.3: the controller's, whoever the instruction is for
# What a static ability's "+N/+N for each ..." (LayerEffect.per, 613.4c) may count
# (rules/layers._per, rules/amounts.in_layers)
PER_KINDS = ("count", "counters", "devotion", "basic_land_types", "party", "players",
             "player_counters", "colors_among", "colors", "dungeons_completed",
             "commander_casts")  # 903.8


@dataclass(frozen=True, slots=True)
class Amount:
    """A number counted as the effect is carried out (608.2h): `kind` count (objects matching
    `filter` in `zone`), power / toughness (of the object `of` names, a DSL reference), or
    counters (of `counter_kind` on `of`), or one of GAME_KINDS; then times `times`, halved if `half` (rounded
    "up" or "down", 107.1a), plus `plus`."""

    kind: str
    filter: Filter | None = None
    zone: str = "battlefield"
    of: str = ""
    counter_kind: str = ""
    times: int = 1
    plus: int = 0
    half: str = ""
    negate: bool = False  # "-X/-X": the effect subtracts what is counted
    colors: tuple[str, ...] = ()  # devotion: to these colours (700.5)
    stat: str = ""  # greatest: power | toughness | mana_value
    who: str = ""  # party: you; players: opponent | all; this_way: life_lost | damage_dealt
    minus_from: int = 0  # "N minus <count>": N less the count (107.1b: never below 0)
    # "affected": a static's count leaves out the object the effect applies to ("enchanted
    # creature gets +1/+1 for each other creature you control": other than that creature;
    # layer 7c, rules/layer_dependency._per)
    besides: str = ""
    # 205.3m: "affected": only the objects that share a creature type with the object the
    # effect applies to ("for each other creature on the battlefield that shares at least one
    # creature type with it", Coat of Arms; layer 7c, rules/layer_dependency._per)
    sharing: str = ""
    # 107.1: "the number of A plus the number of B": a second count added (a sum of counts)
    also: Amount | None = None
    # "the number of A minus the number of B": the second count subtracted (107.1b: the
    # result is never below 0)
    also_minus: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any]
        if self.kind in GAME_KINDS:
            out = _game_dict(self)
        elif self.kind == "count":
            out = {"count": (self.filter or Filter()).to_dict()}
            if self.zone != "battlefield":
                out["zone"] = self.zone
            if self.of:  # whose hand or graveyard: a player reference
                out["of"] = self.of
            if self.besides:
                out["besides"] = self.besides
            if self.sharing:
                out["sharing"] = self.sharing
        elif self.kind == "counters":
            out = {"counters_on": self.of, "kind": self.counter_kind}
        else:
            out = {f"{self.kind}_of": self.of}
        for k, default in (("times", 1), ("plus", 0), ("half", ""), ("negate", False),
                           ("minus_from", 0)):
            if getattr(self, k) != default:
                out[k] = getattr(self, k)
        if self.also is not None:
            out["minus_count" if self.also_minus else "plus_count"] = self.also.to_dict()
        return out


def _game_dict(a: Amount) -> dict[str, Any]:
    if a.kind == "devotion":  # (THAT_COLOR: the color a mana ability's activation chose)
        return {"devotion": a.who if a.who == THAT_COLOR else list(a.colors)}
    if a.kind == "total":  # (permanents on the battlefield only)
        return {"total": a.stat, "among": (a.filter or Filter()).to_dict()}
    if a.kind == "greatest":
        out: dict[str, Any] = {"greatest": a.stat, "among": (a.filter or Filter()).to_dict()}
        if a.zone != "battlefield":
            out["zone"] = a.zone
        return out
    if a.kind in ("basic_land_types", "colors_among", "powers", "names"):  # (`of`: whose, 108.4)
        return {a.kind: (a.filter or Filter()).to_dict(), **({"of": a.of} if a.of else {}),
                **({ONE_EACH: True} if a.who == ONE_EACH else {})}
    if a.kind == "player_counters":  # 122.1
        return {a.kind: a.who, "kind": a.counter_kind}
    if a.kind in ("card_types", "mana_costs", "mana_values"):  # 205.2a, 202.1, 202.3
        return {a.kind: (a.filter or Filter()).to_dict(), "zone": a.zone}
    if a.kind == "cards_named_as":  # 201.2
        return {a.kind: a.of, "among": (a.filter or Filter()).to_dict(), "zone": a.zone}
    if a.kind == "this_way" and a.counter_kind:  # 118.3 (counters_removed)
        return {a.kind: a.who, "kind": a.counter_kind}
    if a.kind in ("this_way", "this_turn") and a.filter is not None:
        # "each creature destroyed this way", "each Zubera that died this turn" (608.2c: "you
        # / they controlled")
        return {a.kind: a.who, "among": a.filter.to_dict(), **({"of": a.of} if a.of else {})}
    if a.kind == "this_turn" and a.of:  # whose history (TURN_OF)
        return {a.kind: a.who, "of": a.of}
    return {a.kind: a.who}


def _parse_game(v: dict[str, Any], key: str, parse_filter: Any, fail: Any) -> Amount:
    """A GAME_KINDS amount (without its modifiers)."""
    allowed = {key} | ({"among", "zone"} if key == "greatest" else set()) \
        | ({"zone"} if key in ("card_types", "mana_costs", "mana_values") else set()) \
        | ({"among", "zone"} if key == "cards_named_as" else set()) \
        | ({"of"} if key == "basic_land_types" else set()) \
        | ({ONE_EACH} if key == "colors_among" else set()) \
        | ({"among"} if key == "total" else set()) \
        | ({"among"} if key == "this_way" and v.get(key) in AMONG_WAYS else set()) \
        | ({"of"} if key == "this_way" and v.get(key) in OF_WAYS else set()) \
        | ({"kind"} if key == "this_way" and v.get(key) == "counters_removed" else set()) \
        | ({"kind"} if key == "player_counters" else set()) \
        | ({"among"} if key == "this_turn" and v.get(key) in ("died", CAST_BEFORE, CAST_OTHER,
                                                            "entered_yours") else set()) \
        | ({"of"} if key == "this_turn" and v.get(key) in TURN_OF else set())
    extra = set(v) - allowed - _MODIFIERS
    if extra:
        raise fail(f"unknown key(s) {sorted(extra)} in an amount; allowed: {sorted(allowed)}")
    x = v[key]
    if key == "devotion" and x == THAT_COLOR:  # 700.5, 106.1a (rules/mana_amounts.py)
        return Amount("devotion", who=THAT_COLOR)
    if key == "devotion":  # 700.5
        if not isinstance(x, list) or not 1 <= len(x) <= 2 or any(
                c not in ("W", "U", "B", "R", "G") for c in x):
            raise fail("devotion is to one or two colours (W, U, B, R, G) (700.5)")
        return Amount("devotion", colors=tuple(x))
    if key == "total":  # 107.1b: the sum of the permanents' powers (or toughnesses, or
        if x not in STATS:  # mana values, 202.3)
            raise fail(f"total is one of {list(STATS)}")
        return Amount("total", parse_filter(v.get("among") or {}), stat=x)
    if key == "greatest":
        if x not in STATS:
            raise fail(f"greatest is one of {list(STATS)}")
        zone = v.get("zone", "battlefield")
        if zone not in COUNT_ZONES[:3]:
            raise fail(f"zone must be one of {list(COUNT_ZONES[:3])}")
        return Amount("greatest", parse_filter(v.get("among") or {}), zone, stat=x)
    if key in ("basic_land_types", "colors_among", "powers", "names"):  # 305.6, 105.2, 208.1, 201.2
        of = v.get("of", "")
        if not isinstance(of, str):
            raise fail("of names whose lands (a player reference)")
        if v.get(ONE_EACH) not in (None, True) or (v.get(ONE_EACH) and key != "colors_among"):
            raise fail("one_each: true is the colors among permanents, one mana of each (105.2)")
        return Amount(key, parse_filter(x or {}), of=of, who=ONE_EACH if v.get(ONE_EACH) else "")
    if key == "cards_named_as":  # 201.2: cards in every graveyard with that object's name
        if not isinstance(x, str) or not x or v.get("zone") != "graveyard":
            raise fail("cards_named_as names one object (a reference); zone: graveyard")
        return Amount(key, parse_filter(v.get("among") or {}), "graveyard", of=x)
    if key in ("card_types", "mana_costs", "mana_values"):  # 205.2a, 202.1, 202.3: among
        if v.get("zone") != "graveyard" or not isinstance(x, dict):
            raise fail(f"{key} counts among cards in graveyards: "
                       f"{{{key}: <filter>, zone: graveyard}}")
        return Amount(key, parse_filter(x), "graveyard")
    if key == "dungeons_completed" and x not in ("all", "different"):  # 309.7
        raise fail("dungeons_completed is all or different (differently named, 201.2)")
    if key == "party" and x != "you":  # 700.8
        raise fail("party is the number of creatures in your party: party: you (700.8)")
    if key == "players" and x not in ("opponent", "all"):
        raise fail("players is opponent or all")
    if key == "opponents_who":  # (rules/opponents_who.py)
        from mtg_engine.rules.opponents_who import valid

        if not valid(x):
            raise fail("opponents_who is drew:N, lands_entered:N, hand_at_least:N (N at least 1), "
                       "fewer_creatures:1 or more_lands:1")
    if key == "hand_most" and x != "opponent":  # 402.1
        raise fail("hand_most: opponent (the most cards in an opponent's hand)")
    if key == "kicked" and x not in ("times", "that_spell"):  # 702.33c-d
        raise fail("kicked: times (the number of times it was kicked, 702.33d) or that_spell "
                   "(the spell a trigger remembers, 603.2)")
    if key == "devoured" and x != "it":  # 702.82b
        raise fail("devoured: it (the creatures ~ devoured as it entered)")
    if key == "exiled_with" and x not in ("it", "mana_value"):  # 607.2a
        raise fail("exiled_with: it (the cards exiled with ~) or mana_value (the exiled "
                   "card's mana value, 202.3)")
    if key == "commander_casts" and x not in ("you", "a_commander"):  # 903.8
        raise fail("commander_casts: you (the times you've cast your commander from the "
                   "command zone this game)")
    if key == "mutated" and x != "self":  # 702.140d
        raise fail("mutated: self (the number of times ~ has mutated)")
    if key in ("colors_spent", "snow_spent") and x != "this":  # 601.2h
        raise fail(f"{key}: this (the spell, or the permanent it became)")
    if key == "this_turn" and x in (CAST_BEFORE, CAST_OTHER) \
            and set(v.get("among") or {}) - {"types"}:
        raise fail(f"{x} counts the spells of some card types (among: {{types: ...}})")
    if key == "this_turn" and x not in ("died", "life_gained", CAST_BEFORE, CAST_OTHER, *TURN_OF,
                                        *DIED_YOURS, *OWN_HISTORY):
        raise fail("this_turn is died (creatures, 700.4), life_gained (119.9), drawn "
                   "(cards drawn, 121.1), life_lost (119.3), damage_to (120.1) or cast "
                   "(spells cast, 601.2i), discarded (701.8a), into_your_graveyard or "
                   "died_under_you (700.4), sacrificed (701.17a) or ability_resolved (608.2)")
    if key == "this_turn" and x == "attacked" and v.get("of") not in ("self", "affected"):
        raise fail("attacked counts the attacks of self or of the affected object (508.1)")
    if key == "this_turn" and "of" in v:  # whose history: a reference, or a group
        of = v["of"]
        if not isinstance(of, str) or not of or (of in ("opponents", "all") and x != "life_lost"
                                                  and (x, of) not in (("noncombat_damage_to",
                                                                       "opponents"),
                                                                      ("damage_to", "opponents"))):
            raise fail("of names whose history: a player or object reference (their, target, "
                       "remembered ...), or opponents / all (life_lost), opponents "
                       "(noncombat_damage_to, damage_to)")
        return Amount(key, of=of, who=x)
    if key == "life_total" and x not in LIFE_TOTALS:  # 119.1
        raise fail("life_total is you (your life total) or their (each affected player's), or "
                   "highest_opponent / highest (the highest among your opponents / players)")
    if key == "player_counters":  # 122.1 (energy: rules/energy.py, read elsewhere)
        if x not in ("you", "opponents", THEIR) or not v.get("kind") or v["kind"] == "energy":
            raise fail("player_counters is you, opponents or their, with the counters' kind "
                       "(not energy)")
        return Amount(key, who=x, counter_kind=str(v["kind"]), of=THEIR if x == THEIR else "")
    if key == "this_way" and x not in THIS_WAY:
        raise fail(f"this_way is one of {list(THIS_WAY)}")
    if key == "this_way" and x == "counters_removed":  # 118.3
        return Amount(key, who=x, counter_kind=str(v.get("kind", "")))
    if key == "this_way" and v.get("of", "") not in ("", "you", THEIR):  # 608.2c
        raise fail("of names whose objects moved this way count: you or their")
    if key == "this_way" and x in AMONG_WAYS:
        return Amount(key, parse_filter(v.get("among") or {}), who=x, of=v.get("of", ""))
    if key == "this_turn" and "among" in v:  # 700.4: of these creatures as they last existed
        return Amount(key, parse_filter(v["among"]), who=x)
    return Amount(key, who=x)


def is_amount_dict(v: Any) -> bool:
    """A mapping in an amount's place that is an `Amount` (not the older `{count: filter}` /
    `{count: filter, times: N}` forms, which stay as they were)."""
    if not isinstance(v, dict):
        return False
    if set(v) in ({"count"}, {"count", "times"}):
        return False
    keys = set(v)
    if "kind" in keys and "counters_on" not in keys and "player_counters" not in keys \
            and v.get("this_way") != "counters_removed":
        return False
    if keys & set(GAME_KINDS):
        return True
    return bool(keys & ({"count"} | set(OBJECT_KINDS))) \
        and keys <= {"count", "zone", "kind", "of", "besides", *OBJECT_KINDS, *_MODIFIERS}


def parse_amount(v: dict[str, Any], parse_filter: Any, fail: Any) -> Amount:
    """The `Amount` a DSL mapping writes; `fail(msg)` makes the error naming the field."""
    base = [k for k in v if k == "count" or k in OBJECT_KINDS or k in GAME_KINDS]
    if len(base) != 1:
        raise fail("an amount counts one thing: count, power_of, toughness_of, mana_value_of, "
                   f"counters_on or one of {list(GAME_KINDS)}")
    key = base[0]
    allowed = {key} | _MODIFIERS | ({"zone"} if key in ("count", "greatest", "card_types",
                                                        "cards_named_as",
                                                        "mana_costs", "mana_values")
                                                        else set()) \
        | ({"of", "besides", "sharing"} if key == "count" else set()) \
        | ({"of"} if key == "basic_land_types" else set()) \
        | ({ONE_EACH} if key == "colors_among" else set()) \
        | ({"kind"} if key == "counters_on" else set()) \
        | ({"among"} if key in ("greatest", "total", "cards_named_as") else set()) \
        | ({"among"} if key == "this_way" and v.get(key) in AMONG_WAYS else set()) \
        | ({"of"} if key == "this_way" and v.get(key) in OF_WAYS else set()) \
        | ({"kind"} if key == "this_way" and v.get(key) == "counters_removed" else set()) \
        | ({"kind"} if key == "player_counters" else set()) \
        | ({"among"} if key == "this_turn" and v.get(key) in ("died", CAST_BEFORE, CAST_OTHER,
                                                            "entered_yours") else set()) \
        | ({"of"} if key == "this_turn" and v.get(key) in TURN_OF else set())
    extra = set(v) - allowed
    if extra:
        raise fail(f"unknown key(s) {sorted(extra)} in an amount; allowed: {sorted(allowed)}")
    also = None
    if "plus_count" in v and "minus_count" in v:
        raise fail("plus_count or minus_count, not both")
    second = "minus_count" if "minus_count" in v else "plus_count"
    if second in v:  # "... plus / minus the number of ..." (107.1): a count of its own
        if not isinstance(v[second], dict) or {"plus_count", "minus_count"} & set(v[second]):
            raise fail(f"{second} is one amount (a count) added or subtracted")
        also = parse_amount(v[second], parse_filter, fail)
        toughness = set(v[second]) == {"toughness_of"} and second == "plus_count" \
            and set(v) - _MODIFIERS == {"power_of"} \
            and v["power_of"] == v[second]["toughness_of"]
        from mtg_engine.cards.oracle.amounts_stats import power_difference

        power = second == "minus_count" and power_difference(
            {k: x for k, x in v.items() if k != second}, v[second])
        if not toughness and not power and (also.kind != "count"
                                            or set(v[second]) - {"count", "zone", "of"}):
            raise fail(f"{second} is a count of permanents or cards, the toughness added to "
                       "the same object's power, or the source's power taken from another "
                       "object's (208.1)")
    minus = "minus_count" in v
    got = _parse_base(key, {k: x for k, x in v.items() if k not in ("plus_count", "minus_count")},
                      parse_filter, fail, also)
    return replace(got, also_minus=True) if minus else got


def _parse_base(key: str, v: dict[str, Any], parse_filter: Any, fail: Any,
                also: Amount | None) -> Amount:
    """parse_amount's `Amount`, with its modifiers and the count `also` (107.1)."""
    times, plus, half = v.get("times", 1), v.get("plus", 0), v.get("half", "")
    if not isinstance(times, int) or isinstance(times, bool) or not 1 <= times <= 100:
        raise fail("times must be a whole number from 1 to 100")
    if not isinstance(plus, int) or isinstance(plus, bool) or not -100 <= plus <= 100:
        raise fail("plus must be a whole number from -100 to 100")
    if half not in ("", "up", "down"):
        raise fail("half must be up or down (107.1a)")
    negate = v.get("negate", False)
    if not isinstance(negate, bool):
        raise fail("negate must be true or false")
    minus_from = v.get("minus_from", 0)
    if not isinstance(minus_from, int) or isinstance(minus_from, bool) \
            or not 0 <= minus_from <= 100:
        raise fail("minus_from must be a whole number from 0 to 100")
    if key in GAME_KINDS:
        return replace(_parse_game(v, key, parse_filter, fail), times=times, plus=plus,
                       half=half, negate=negate, minus_from=minus_from, also=also)
    if key == "count":
        zone = v.get("zone", "battlefield")
        if zone not in COUNT_ZONES:
            raise fail(f"zone must be one of {list(COUNT_ZONES)}")
        of = v.get("of", "")
        if of and (not isinstance(of, str) or (
                zone == "battlefield" and v["count"].get("controller"))):
            raise fail("of names whose hand or graveyard, or who controls the permanents "
                       "counted (a player reference)")
        besides = v.get("besides", "")
        if besides not in ("", "affected", *BESIDES_OBJECTS) \
                or (besides and (zone != "battlefield" or of)):
            raise fail("besides: affected (the object a static's effect applies to, on the "
                       "battlefield) or the one object an effect names (remembered, target, "
                       "target:N: the creature a pump counts 'other' than, 608.2h)")
        sharing = v.get("sharing", "")
        if sharing not in ("", "affected") or (sharing and (zone != "battlefield" or of)):
            raise fail("sharing: affected (the objects sharing a creature type with the object "
                       "a static's effect applies to, 205.3m)")
        return Amount("count", parse_filter(v["count"]), zone, of=of, times=times, plus=plus,
                      half=half, negate=negate, minus_from=minus_from, besides=besides,
                      also=also, sharing=sharing)
    of = v[key]
    if not isinstance(of, str) or not of:
        raise fail(f"{key} names one object (self, target, target:N, remembered)")
    if key == "counters_on" and not v.get("kind"):
        raise fail("counters_on needs the counters' kind (122.1)")
    return Amount(OBJECT_KINDS[key], of=of, counter_kind=str(v.get("kind", "")), times=times,
                  plus=plus, half=half, negate=negate, minus_from=minus_from, also=also)


# the objects an effect's count may leave out: "it gets +1/+1 for each other creature you
# control" (cards/oracle/other_than_pumped.py; rules/amounts._count)
BESIDES_OBJECTS = ("remembered", "target", "target:1", "target:2")


def amount_from_dict(d: dict[str, Any]) -> Amount:
    """The inverse of `Amount.to_dict` (saved games)."""
    from mtg_engine.cards.dsl import filter_from_dict

    def fail(msg: str) -> ValueError:
        return ValueError(f"bad amount {d!r}: {msg}")
    return parse_amount(d, filter_from_dict, fail)
