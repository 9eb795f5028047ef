"""Amounts, counters and tokens of the card DSL rendered back to English for the round trip
(the Oracle text and its DSL must say the same thing): "for each", "equal to", ", where X
is ..." (107.3), counted objects and players, counters put, removed and moved (122),
pumps and token counts (111). The Oracle-to-DSL direction is in cards/oracle/amounts.py."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle.amounts import own_name

# ------------------------------------------------------------------ DSL -> English

# "equal_first": "deals damage equal to ... to <recipient>" (equal_to: "deals damage to
# <recipient> equal to ...")
FORMS = ("for_each", "equal_to", "equal_first", "where_x")
AMOUNT_FORM: ContextVar[str] = ContextVar("AMOUNT_FORM", default="")
_WHERE = ("\x01", "\x02")  # marks ", where X is ..." until the sentence's end is known


# 903.8 (count_phrases.py): "for each time you've cast your commander from the command zone"
COMMANDER_CASTS = "time you've cast your commander from the command zone this game"


def commander_casts(v: dict[str, Any]) -> str:
    """"your commander" or "a commander" (count_phrases._whose_commander)."""
    if v["commander_casts"] == "a_commander":
        return COMMANDER_CASTS.replace("your commander", "a commander")
    return COMMANDER_CASTS


@contextmanager
def amount_form(form: str) -> Iterator[None]:
    """Render variable amounts in one of FORMS ("" : as the older renderer does), or each in
    a form of its own: "mixed:equal_to,for_each" (`_mixed_renderings`)."""
    each = (tuple(form[len(MIXED):].split(",")), [0]) if form.startswith(MIXED) else None
    token = AMOUNT_FORM.set("" if each else form)
    token2 = _FORM_EACH.set(each)
    try:
        yield
    finally:
        AMOUNT_FORM.reset(token)
        _FORM_EACH.reset(token2)


# One form for each variable amount of a paragraph, in the order they are rendered ("Deal
# damage to that player equal to the number of cards in their hand and you gain 1 life for
# each card in your hand": two amounts, two forms), with the count of amounts rendered so far
# in this rendering of the paragraph (`paragraph_begins` starts it again)
MIXED = "mixed:"
_FORM_EACH: ContextVar[tuple[tuple[str, ...], list[int]] | None] = ContextVar(
    "AMOUNT_FORM_EACH", default=None)


def take_form() -> str:
    """The form of the variable amount being rendered now: the paragraph's one form, or the
    next of the forms given one by one (`renderings`)."""
    each = _FORM_EACH.get()
    if each is None:
        return AMOUNT_FORM.get()
    forms, seen = each
    seen[0] += 1
    return forms[(seen[0] - 1) % len(forms)] if forms else ""


def paragraph_begins() -> None:
    """A rendering of a paragraph begins (compiler.render_paragraph): its first amount takes
    the first of the forms given one by one."""
    each = _FORM_EACH.get()
    if each is not None:
        each[1][0] = 0


_USED: ContextVar[list[bool] | None] = ContextVar("AMOUNTS_USED", default=None)


def renderings(render: Callable[[], str]) -> list[tuple[str, str]]:
    """(form, text) for each form of the paragraph's variable amounts ("" first: the older
    renderer's); a form with no English for it is left out, and if none has, the first
    form's error is raised. A paragraph without variable amounts has one rendering."""
    used: list[bool] = [False]
    switches: set[str] = set()
    token = _USED.set(used)
    token2 = _SWITCH_USED.set(switches)
    try:
        out: list[tuple[str, str]] = []
        error: Exception | None = None
        for form in ("", *FORMS):
            done: list[frozenset[str]] = []
            todo: list[frozenset[str]] = [frozenset()]
            while todo:  # each combination of the other wordings the rendering offered
                on = todo.pop(0)
                done.append(on)
                with amount_form(form), _wordings(on):
                    try:
                        text = render()
                    except ValueError as e:  # RenderError: no English in this form
                        error = error or e
                        text = ""
                if text and text not in (t for _, t in out):
                    out.append((form, text))
                todo += [c for c in _combinations(switches) if c not in done and c not in todo]
            if not used[0]:
                break
    finally:
        _USED.reset(token)
        _SWITCH_USED.reset(token2)
    if not out:
        assert error is not None
        raise error
    return out


def mixed_renderings(render: Callable[[], str], out: list[tuple[str, str]]
                     ) -> list[tuple[str, str]]:
    """A paragraph with two or three variable amounts, each in a form of its own (107.1,
    608.2h: each amount is the same whatever its wording): the renderings with the forms
    mixed, one form for each amount in the order they are rendered. Asked by the round trip
    only when no rendering in one form reads as printed (they are many)."""
    import itertools

    seen = [0]  # (how many amounts a rendering takes: counted in the first form that renders)
    switches: set[str] = set()
    token2 = _SWITCH_USED.set(switches)
    try:
        for form in FORMS:
            token = _FORM_EACH.set(((form,), seen))
            try:
                render()
                break
            except ValueError:
                continue
            finally:
                _FORM_EACH.reset(token)
        else:
            return []
    finally:
        _SWITCH_USED.reset(token2)
    if not 2 <= seen[0] <= 3:
        return []
    more: list[tuple[str, str]] = []
    for forms in itertools.product(FORMS, repeat=seen[0]):
        if len(set(forms)) == 1:
            continue  # (one form for all: rendered above)
        name = MIXED + ",".join(forms)
        for on in _combinations(switches):  # (the other wordings too, none first)
            with amount_form(name), _wordings(on):
                try:
                    text = render()
                except ValueError:
                    continue
            if text and text not in (t for _, t in (*out, *more)):
                more.append((name, text))
    return more


# Other wordings of one DSL, each a switch a renderer asks `wording(name)` about: the
# round trip renders every combination of the switches used and keeps the one that reads as
# printed. "each_of": "each of two target creatures" for "two target creatures" (115.3);
# "it_has": a token's quoted ability in a next sentence "It has "..."" (111.1);
# "attacking_after": "... tokens that are tapped and attacking" (508.4).
_ON: ContextVar[frozenset[str]] = ContextVar("WORDINGS_ON", default=frozenset())
_SWITCH_USED: ContextVar[set[str] | None] = ContextVar("WORDINGS_USED", default=None)


def wording(name: str) -> bool:
    """Whether this rendering says `name`'s other wording (and note that it has one)."""
    used = _SWITCH_USED.get()
    if used is not None:
        used.add(name)
    return name in _ON.get()


@contextmanager
def _wordings(on: frozenset[str]) -> Iterator[None]:
    token = _ON.set(on)
    try:
        yield
    finally:
        _ON.reset(token)


def _combinations(names: set[str]) -> list[frozenset[str]]:
    """Every subset of the switches (at most a few), the empty one first."""
    out: list[frozenset[str]] = [frozenset()]
    for n in sorted(names):
        out += [c | {n} for c in out]
    return out


def other_wordings(render: Callable[[], str], base: tuple[frozenset[str], ...]
                   ) -> list[frozenset[str]]:
    """`base`, then each of them with each combination of the other wordings `render` asks
    about (`wording`; at most a few): for renderings made outside `renderings`."""
    switches: set[str] = set()
    token = _SWITCH_USED.set(switches)
    try:
        for on in base:
            with _wordings(on), suppress(ValueError):  # (RenderError: no English)
                render()
    finally:
        _SWITCH_USED.reset(token)
    out = list(base)
    for on in base:
        out += [on | c for c in _combinations(switches - on)[1:] if on | c not in out]
    return out


def each_of(phrase: str) -> str:
    """"up to two target creatures", or "each of up to two target creatures" in the
    renderings that say so (115.3: one word "target", the same requirements)."""
    return "each of " + phrase if wording("each_of") else phrase


def _error(msg: str) -> Exception:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    return RenderError(msg)


def is_variable(v: Any) -> bool:
    from mtg_engine.cards.amounts import GAME_KINDS

    return isinstance(v, dict) and ("count" in v or any(k in v for k in (
        "power_of", "toughness_of", "mana_value_of", "counters_on", "blockers_of", "colors_of",
        *GAME_KINDS)))


_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _mana_costs_noun(v: dict[str, Any]) -> str | None:
    from mtg_engine.cards.oracle.mana_costs_amount import noun

    return noun(v)


def _game_noun(v: dict[str, Any]) -> str | None:
    """The English of a GAME_KINDS amount after "equal to" / "where X is" (None for
    another amount)."""
    if "devotion" in v:  # 700.5
        if len(v["devotion"]) == 1 and wording("mana_symbols"):  # (700.5's own words)
            return f"the number of {_COLOR_WORDS[v['devotion'][0]]} mana symbols in the mana " \
                "costs of permanents you control"
        return "your devotion to " + " and ".join(_COLOR_WORDS[c] for c in v["devotion"])
    if "greatest" in v:
        stat = v["greatest"].replace("_", " ")
        word = "highest" if stat == "mana value" else "greatest"
        among = _counted({"count": v["among"], "zone": v.get("zone", "battlefield")},
                         lambda r: str(r), True)
        return f"the {word} {stat} among {among}"
    if "basic_land_types" in v:  # 305.6 (another player's: "for each ... they control")
        if v.get("of"):
            raise _error("the number of basic land types among this player's lands")
        return "the number of basic land types among " + _describe(v["basic_land_types"], True)
    if "colors_among" in v:  # 105.2
        return "the number of colors among " + _describe(v["colors_among"], True)
    if "powers" in v:  # 208.1 (amounts_colors.py)
        return "the number of different powers among " + _describe(v["powers"], True)
    if "names" in v:  # 201.2 (amounts_colors.py)
        return "the number of differently named " + _describe(v["names"], True)
    if "cards_named_as" in v:  # 201.2 (the spell a cast trigger names)
        if v["cards_named_as"] != "event_object":
            raise _error("cards named as another object")
        cards = _counted({"count": v["among"], "zone": "graveyard"}, lambda r: str(r), True)
        return f"the number of {cards} with the same name as that spell"
    if "card_types" in v:  # 205.2a (card_types_amount.py)
        from mtg_engine.cards.oracle.card_types_amount import noun as card_types

        return card_types(v)
    if "mana_costs" in v:  # 202.1 (mana_costs_amount.py: "for each" is its only wording)
        return "the number of " + str(_mana_costs_noun(v)).replace(" cost ", " costs ", 1)
    if "mana_values" in v:  # 202.3 (mana_costs_amount.py)
        from mtg_engine.cards.oracle.mana_costs_amount import values_noun

        return "the number of " + str(values_noun(v, plural=True))
    if "total" in v:  # 107.1b
        return f"the total {str(v['total']).replace('_', ' ')} of " + _describe(v["among"], True)
    if "party" in v:  # 700.8
        return "the number of creatures in your party"
    if "dungeons_completed" in v:  # 309.7
        return "the number of " + _dungeons(v, plural=True)
    if "player_counters" in v:  # 122.1 (player_counters.py)
        from mtg_engine.cards.oracle.player_counters import words

        return "the number of " + words(v, plural=True)
    if "players" in v:
        if v["players"] != "opponent":
            raise _error("the number of players")
        return "the number of opponents you have"
    if v.get("hand_most") == "opponent":  # 402.1
        return "the number of cards in the hand of the opponent with the most cards in hand"
    if v.get("this_way") in ("counters_removed", "removed"):  # 118.3 (counters_removed.py)
        from mtg_engine.cards.oracle.counters_removed import noun

        return noun(v)
    if v.get("this_way") == "revealed" and not v.get("among"):  # 701.16a (this_way.py)
        return "the number of cards revealed this way"
    if v.get("this_way") == "milled":  # 701.13a (this_way.py)
        return f"the number of {_milled(v, plural=True)}"
    if v.get("this_way") in ("sacrificed_power", "sacrificed_toughness"):  # 608.2h
        from mtg_engine.cards.oracle.sacrificed_this_way import noun as sacrificed

        return sacrificed(v, plural=True)
    if v.get("this_way") in ("cost_sacrificed", "cost_tapped"):  # 118.8 (any_number_costs)
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        return f"the number of {describe_filter(dict(v.get('among', {})), plural=True)} " \
            f"{v['this_way'][5:]} this way"
    if v.get("this_way") == "returned" and v.get("among"):  # 400.3 (return_any_number.py)
        from mtg_engine.cards.oracle.render_phrases import describe_filter

        return f"the number of {describe_filter(dict(v['among']), plural=True)} returned " \
            "this way"
    if v.get("this_way") in ("destroyed", "sacrificed") and v.get("among") and not v.get("of"):
        from mtg_engine.cards.oracle.render_phrases import describe_filter  # 608.2c, 701.7a

        return f"the number of {describe_filter(dict(v['among']), plural=True)} " \
            f"{v['this_way']} this way"
    if v.get("this_way") and v.get("of"):  # 608.2c (moved_by_controller.py)
        from mtg_engine.cards.oracle.moved_by_controller import noun as moved_by

        return moved_by(v, each=False)
    if "this_way" in v:  # 608.2c
        return {"life_lost": "the life lost this way",
                "mana_paid": "the total amount of mana paid this way"}.get(
                    v["this_way"], "the damage dealt this way")
    if "life_total" in v:  # 119.1 (count_phrases.py)
        if v["life_total"] == "their_starting":  # 103.3 (count_phrases.py)
            return "their starting life total"
        if v["life_total"] == "your_starting":  # 103.3 (count_phrases.py)
            return "your starting life total"
        if v["life_total"] == "their":  # (each player the instruction is for)
            return "their life total" if wording("turn_they") else "that player's life total"
        players = "all players" if wording("among_all_players") else "players"  # (the same)
        return {"highest_opponent": "the highest life total among your opponents",
                "highest": f"the highest life total among {players}"}.get(v["life_total"],
                                                                          "your life total")
    if "kicked" in v:  # 702.33d (count_phrases.py)
        if v["kicked"] == "that_spell":  # (the trigger's spell, 603.2)
            return "the number of times that spell was kicked"
        return f"the number of times {'~' if wording('kicked_self') else 'it'} was kicked"
    if "colors_spent" in v:  # 601.2h (count_phrases.py)
        return "the number of " + _color_spent(plural=True)
    if "mutated" in v:  # 702.140d (count_phrases.py)
        return "the number of times ~ has mutated"
    if "commander_casts" in v:  # 903.8 (count_phrases.py)
        return "the number of " + commander_casts(v).replace("time ", "times ", 1)
    if "snow_spent" in v:  # 107.4h (count_phrases.py)
        return "the amount of {S} spent to cast this spell"
    if "exiled_with" in v and v["exiled_with"] == "mana_value":  # 202.3 (cda_amounts.py)
        return "the exiled card's mana value"
    if "exiled_with" in v:  # 607.2a (amounts_exile.py)
        return "the number of cards exiled with it"
    if "devoured" in v:  # 702.82b: only "for each creature it devoured"
        raise _error("the number of creatures it devoured")
    if "this_turn" in v:  # 700.4, 119.9 (count_phrases.py)
        if v.get("among"):
            return f"the number of {_died_type(v, plural=True)} that died this turn"
        return "the number of creatures that died this turn" if v["this_turn"] == "died" \
            else "the amount of life you've gained this turn" if wording("youve_gained") \
            else "the amount of life you gained this turn"
    return None


def _player_words(ref: str, obj: Callable[[Any], str]) -> str:
    """The English of the player whose permanents or cards a count counts: "the chosen player"
    (614.12a: the choice the source made as it entered, amounts_players.CHOSEN_PLAYER)."""
    from mtg_engine.cards.oracle.amounts_players import CHOSEN_PLAYER

    return "the chosen player" if ref == CHOSEN_PLAYER else obj(ref)


def _milled(v: dict[str, Any], plural: bool) -> str:
    """701.13a: "creature card(s) put into your / their graveyard this way"."""
    what = describe_filter_of(v.get("among", {}), "cards" if plural else "card")
    whose = "your" if v.get("of") == "you" else "their"
    return f"{what} put into {whose} graveyard this way"


def _color_spent(plural: bool) -> str:
    """"color(s) of mana spent to cast this spell" (or "... to cast it")."""
    what = "it" if wording("spent_it") else "this spell"
    return f"{'colors' if plural else 'color'} of mana spent to cast {what}"


def _died_type(v: dict[str, Any], plural: bool) -> str:
    """"Zubera" of "for each Zubera that died this turn" (700.4, count_phrases.py); "nontoken
    creature(s)" (111.1: tokens are left out)."""
    among = v["among"]
    if among == {"types": ["Creature"], "token": False}:
        return "nontoken creatures" if plural else "nontoken creature"
    if set(among) - {"types", "subtypes"} or among.get("types", ["Creature"]) != ["Creature"] \
            or len(among.get("subtypes", ())) != 1:
        raise _error("creatures of this kind that died")
    return str(among["subtypes"][0])


def _game_each(v: dict[str, Any]) -> str | None:
    """What "for each" names of a GAME_KINDS amount (None for another amount)."""
    if "basic_land_types" in v:  # ("they control": the player named, 108.4)
        theirs = " they control" if v.get("of") in ("target", "remembered") else ""
        if v.get("of") and not theirs:
            raise _error("basic land types among this player's lands")
        return "basic land type among " + _describe(v["basic_land_types"], True) + theirs
    if "colors_among" in v:  # 105.2
        return "color among " + _describe(v["colors_among"], True)
    if "powers" in v:  # 208.1 (amounts_colors.py)
        return "different power among " + _describe(v["powers"], True)
    if "cards_named_as" in v:  # (201.2: "the number of ..." only)
        raise _error("'for each' card with the same name")
    if "party" in v:
        return "creature in your party"
    if "dungeons_completed" in v:  # 309.7
        return _dungeons(v, plural=False)
    if "player_counters" in v:  # 122.1 (player_counters.py)
        from mtg_engine.cards.oracle.player_counters import words

        return words(v, plural=False)
    if "players" in v:
        return "opponent" if v["players"] == "opponent" else "player"
    if v.get("this_turn") == "died":  # 700.4
        return f"{_died_type(v, plural=False)} that died this turn" if v.get("among") \
            else "creature that died this turn"
    if v.get("this_turn") == "drawn":  # 121.1 (count_phrases.py)
        return "card you've drawn this turn"
    if v.get("this_turn") == "attacked" and v.get("of") in ("self", "affected"):  # 508.1
        return "time it has attacked this turn"
    if v.get("this_way") in ("counters_removed", "removed"):  # 118.3 (counters_removed.py)
        from mtg_engine.cards.oracle.counters_removed import each

        return each(v)
    if v.get("this_way") == "revealed" and not v.get("among"):  # 701.16a (this_way.py)
        return "card revealed this way"
    if v.get("this_way") == "milled":  # 701.13a (this_way.py)
        return _milled(v, plural=False)
    if v.get("this_way") and v.get("of"):  # 608.2c (moved_by_controller.py)
        from mtg_engine.cards.oracle.moved_by_controller import noun as moved_by

        return moved_by(v, each=True)
    if v.get("this_way") == "sacrificed":  # 701.17a (sacrificed_this_way.py)
        from mtg_engine.cards.oracle.sacrificed_this_way import noun as sacrificed

        return sacrificed(v, plural=False)
    if v.get("this_way") in ("cost_sacrificed", "cost_tapped"):  # 118.8 (any_number_costs)
        return f"{describe_filter_of(v.get('among', {}), '')} {v['this_way'][5:]} this way"
    if v.get("this_way") in ("destroyed", "exiled", "tapped", "exiled_cards", "discarded",
                             "returned"):
        noun = "card" if v["this_way"] in ("exiled_cards", "discarded") or (  # (608.2c)
            v["this_way"] == "exiled" and not v.get("among", {}).get("types")) else ""
        way = "exiled" if v["this_way"] == "exiled_cards" else v["this_way"]
        return f"{describe_filter_of(v.get('among', {}), noun)} {way} this way"
    if "kicked" in v:  # 702.33d (count_phrases.py)
        if v["kicked"] == "that_spell":  # (the trigger's spell, 603.2)
            return "time that spell was kicked"
        return f"time {'~' if wording('kicked_self') else 'it'} was kicked"
    if "colors_spent" in v:  # 601.2h (count_phrases.py)
        return _color_spent(plural=False)
    if "commander_casts" in v:  # 903.8 (count_phrases.py)
        return commander_casts(v)
    if "devoured" in v:  # 702.82b (count_phrases.py)
        return f"creature {'~' if wording('devoured_self') else 'it'} devoured"
    if "exiled_with" in v:  # 607.2a (amounts_exile.py)
        return "card exiled with it"
    if "mana_costs" in v:  # 202.1 (mana_costs_amount.py)
        return _mana_costs_noun(v)
    if "mana_values" in v:  # 202.3 (mana_costs_amount.py)
        from mtg_engine.cards.oracle.mana_costs_amount import values_noun

        return values_noun(v, plural=False)
    if "card_types" in v:  # 205.2a: "for each card type among cards in your graveyard"
        from mtg_engine.cards.oracle.card_types_amount import noun as card_types

        return "card type" + str(card_types(v)).removeprefix("the number of card types")
    if "devotion" in v or "greatest" in v or "total" in v or "this_way" in v or "life_total" in v \
            or "this_turn" in v or "kicked" in v or "mutated" in v:
        raise _error("not a 'for each' amount")
    return None


def describe_filter_of(f: dict[str, Any], noun: str) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    return describe_filter(dict(f), noun)


def _legacy(v: Any) -> bool:
    return isinstance(v, dict) and set(v) in ({"count"}, {"count", "times"})


def _describe(f: dict[str, Any], plural: bool) -> str:
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    return describe_filter(f, plural=plural)


def _each_player(ref: Any) -> str:
    return "that player"  # ("they control", "their hand": other wordings of it)


def _counted(v: dict[str, Any], obj: Callable[[Any], str], plural: bool) -> str:
    """What is counted: "creatures you control", "cards in your hand", "charge counters on
    ~" (plural for "the number of", singular for "for each")."""
    if "counters_on" in v:
        noun = "counters" if plural else "counter"
        kind = "" if v["kind"] == "any" else v["kind"] + " "  # (of every kind: counter_kinds.py)
        # "the number of +1/+1 counters on it": ~ said "it" (the "its_self" wording, as for
        # "its power" below; 122.1)
        on = "it" if v["counters_on"] == "self" and wording("its_self") else obj(v["counters_on"])
        return f"{kind}{noun} on {on}"
    f = dict(v["count"])
    zone = v.get("zone", "battlefield")
    if v.get("of") == "their":  # each player the instruction is for (cards/amounts.THEIR)
        obj = _each_player
    # 400.1: "on the battlefield": the same count as without it (every player's permanents)
    where = " on the battlefield" if "controller" not in f and wording("on_battlefield") else ""
    if zone == "battlefield" and v.get("of"):  # "creatures that player controls" (108.4)
        from mtg_engine.cards.oracle.amounts_players import controls_phrase

        if "controller" in f:
            raise _error("a controller and a player's permanents")
        return f"{_describe(f, plural)} {controls_phrase(_player_words(v['of'], obj))}"
    if zone == "battlefield" and where and "name" in f and f["name"] == own_name() \
            and wording("named_last"):  # "each other creature on the battlefield named ~"
        f.pop("name")  # (201.4b: the card's own name, said last)
        where += " named ~"
    if f.get("sharing_it"):  # 205.3m: "... that shares a creature type with it"
        from mtg_engine.cards.oracle.amounts_sharing import phrase

        if zone != "battlefield" or plural or v.get("of"):
            raise _error("a count sharing a creature type")
        said = phrase(f)
        f = {k: x for k, x in f.items() if k not in ("sharing_it", "sharing_one")}
        return _counted({**v, "count": f}, obj, plural) + said
    if zone == "battlefield" and f.get("other") and wording("other_than_self"):  # 109.5:
        # "the number of modified creatures you control other than ~" (other: not the source)
        return _describe({k: x for k, x in f.items() if k != "other"}, plural) \
            + " other than ~" + where
    if zone == "battlefield" and f.get("other") and not plural:  # "for each other creature"
        return "other " + _describe({k: x for k, x in f.items() if k != "other"}, False) + where
    if zone == "battlefield":
        return _describe(f, plural) + where
    whose = f.pop("controller", None)
    if v.get("of"):  # "in that player's hand" (a player reference)
        who = _player_words(v["of"], obj)
        if who in ("that player", "defending player") and wording("their_hand"):
            who = "their"
        elif who in ("that player", "target player", "target opponent", "the chosen player",
                     "its controller", "defending player") or who.endswith("'s controller"):
            who += "'s"  # (108.4: "its controller's hand", 506.2)
        else:
            raise _error("cards in this player's hand")
        if zone not in ("hand", "graveyard", "library") or whose is not None:
            raise _error("cards in this player's zone")
        whose = "of"
    named = ""
    if "name" in f:  # "cards named ~": only the card's own name has English here
        if f.pop("name") != own_name():
            raise _error("cards of another name")
        named = " named ~"
    where = {("hand", "you"): "in your hand", ("graveyard", "you"): "in your graveyard",
             ("graveyard", "opponent"): "in your opponents' graveyards",
             ("hand", "opponent"): "in your opponents' hands",
             ("graveyard", None): "in each graveyard" if wording("each_graveyard")
             else "in all graveyards",
             ("hand", None): "in all players' hands",
             ("exile_and_graveyard", "you"): "you own in exile and in your graveyard",
             ("library", "you"): "in your library",  # 401.1
             }.get((zone, whose)) \
        or (f"in {who} {zone}" if whose == "of" else None)
    if where is None:
        raise _error("cards in this zone")
    types = [t.lower() for t in f.pop("types", [])]
    subtypes = f.pop("subtypes", [])  # "Elf cards", "Zombie creature cards" (205.3m)
    if len(subtypes) > 1:
        raise _error("cards of several subtypes")
    colors = f.pop("colors", [])  # "black creature cards" (105.2: one colour)
    if len(colors) > 1:
        raise _error("cards of one of several colours")
    nonbasic = f.pop("not_supertypes", None) == ["Basic"]  # "nonbasic land cards" (205.4)
    if f:
        raise _error("a quality of cards counted")
    noun = "card" if not plural else "cards"
    if types == ["instant", "sorcery"]:  # (count_phrases.py)
        types = ["instant and sorcery"]
    if len(types) == 2:  # "each artifact and/or enchantment card": a card of either type,
        types = [f"{types[0]} and/or {types[1]}"]  # once (205.2a)
    if len(types) > 1:
        raise _error("cards of several types")
    if nonbasic and types != ["land"]:
        raise _error("nonbasic cards of another type")
    head = f"{types[0]} {noun}" if types else noun
    head = f"nonbasic {head}" if nonbasic else head
    head = f"{subtypes[0]} {head}" if subtypes else head
    head = f"{_COLOR_WORDS[colors[0]]} {head}" if colors else head
    return f"{head}{named} {where}"


# an object's characteristic an amount reads (208.1, 202.3) and its English
_STATS = {"power_of": "power", "toughness_of": "toughness", "mana_value_of": "mana value"}


def _cost_sacrificed() -> str:
    """"the sacrificed creature" (or artifact, enchantment, permanent: the noun of the cost,
    other wordings the round trip tries) whose power, toughness or mana value an amount reads
    (118.3, 608.2h)."""
    noun = next((n for n in ("artifact", "enchantment", "permanent")
                 if wording(f"sacrificed_{n}")), "creature")
    return f"the sacrificed {noun}"


def _sacrificed_word(ref: Any) -> str:
    """"that creature" / "it": the permanent sacrificed this way (resolve._sacrificed), or ""
    for another reference."""
    if ref != "sacrificed_this_way":
        return ""
    if wording("the_sacrificed"):  # (a triggered ability's: lower.sacrificed_by_effect)
        return _cost_sacrificed()
    return "it" if wording("its_sacrificed") else "that creature"


def noun_phrase(v: dict[str, Any], obj: Callable[[Any], str]) -> str:
    """"the number of creatures you control", "~'s power", "twice ...", "half ..., rounded
    up", "3 plus ..." (107.1a)."""
    from mtg_engine.cards.oracle import turn_amounts
    from mtg_engine.cards.oracle.cards_this_way import card_word

    if "colors_of" in v:
        raise _error("the number of an object's colors")  # ("for each of its colors" only)
    if "opponents_who" in v:  # (the facts of now, opponents_who.py; this turn's: "for each")
        from mtg_engine.cards.oracle.opponents_who import plural_words

        words = plural_words(v["opponents_who"])
        if words is None:
            raise _error("the number of opponents of whom a fact is true")
        return f"the number of {words}"
    stats = [k for k in _STATS if k in v]
    game = turn_amounts.noun(v, obj)  # 119.3, 120.1, 121.1: this turn's history
    game = _game_noun(v) if game is None else game
    if game is not None:
        base = game
    elif "blockers_of" in v:  # 509.1h
        base = f"the number of creatures blocking {_blocked(v, obj)}"
    elif stats:
        stat = _STATS[stats[0]]
        ref = v[stats[0]]
        # "~ deals damage equal to its power"; "~ gets +X/+X ..., where X is its power" (the
        # "its_self" wording: ~ is the only object the clause names, resolve.py)
        who = "it" if ref == "its" or (ref == "self" and wording("its_self")) \
            else "~" if ref == "~" else _cost_sacrificed() if ref == "sacrificed" else _sacrificed_word(ref) \
            or card_word(ref, wording) or ("the discarded card" if ref == "discarded"
                                           else "the revealed card" if ref == "revealed"
                                           else "the exiled card" if ref == "exiled"
                                           else obj(ref))  # (cards_this_way.py; 118.3)
        base = f"{'its' if who == 'it' else who + chr(39) + 's'} {stat}"
        if ref == "discarded" and wording("stat_of_discarded"):  # (rules/cost_discarded.py)
            base = f"the {stat} of the discarded card"
        if who == "it" and str(ref).startswith("target") and wording("returned_this_way"):
            base = f"the {stat} of the card returned this way"  # (amounts_exile.py)
        if who.startswith("target ") and wording("stat_of"):  # "the power of target creature"
            base = f"the {stat} of {who}"
    else:  # ("the total number of cards in all players' hands": the same count)
        base = ("the total number of " if wording("total_number") else "the number of ") \
            + _counted({k: x for k, x in v.items() if k not in ("plus_count", "minus_count")},
                       obj, True)
    if v.get("plus_count"):  # 107.1: "... plus the number of ..."
        base += " plus " + noun_phrase(v["plus_count"], obj)
    if v.get("minus_count"):  # 107.1b: "... minus the number of ..."
        base += " minus " + noun_phrase(v["minus_count"], obj)
    times = v.get("times", 1)
    if times == 2:
        base = "twice " + base
    elif times == 3 and base.startswith("the number of "):  # (107.1)
        base = "three times " + base
    elif times != 1:
        raise _error("N times a count")
    if v.get("half"):
        base = f"half {base}, rounded {v['half']}"
    if v.get("minus_from"):
        base = f"{v['minus_from']} minus {base}"
    if v.get("plus", 0) > 0:
        base = f"{v['plus']} plus {base}"
    elif v.get("plus"):
        base = f"{base} minus {-v['plus']}"
    return base


def each_phrase(v: dict[str, Any], obj: Callable[[Any], str]) -> tuple[int, str]:
    """(N, "creature you control") for "N ... for each creature you control"."""
    if "blockers_of" in v and set(v) - {"times", "plus"} == {"blockers_of"} \
            and v.get("plus", 0) in (0, -v.get("times", 1)):  # 509.1h ("beyond the first":
        # one blocker less, N less for "N for each", 107.1b)
        beyond = " beyond the first" if v.get("plus") else ""
        return v.get("times", 1), f"creature blocking {_blocked(v, obj)}{beyond}"
    if "colors_of" in v and set(v) - {"times"} == {"colors_of"} \
            and (v["colors_of"] == "affected" or v["colors_of"].startswith("target")):
        return v.get("times", 1), "of its colors"  # 105.2 (the object named before it)
    if any(k in v for k in _STATS) or v.get("plus") or v.get("half") or v.get("minus_from") \
            or v.get("plus_count") or v.get("minus_count") or "blockers_of" in v \
            or "colors_of" in v:
        raise _error("not a 'for each' amount")
    from mtg_engine.cards.oracle import turn_amounts

    game = turn_amounts.each(v)  # 119.3 (turn_amounts.py)
    game = _game_each(v) if game is None else game
    return v.get("times", 1), game if game is not None else _counted(v, obj, False)


def _blocked(v: dict[str, Any], obj: Callable[[Any], str]) -> str:
    who = obj(v["blockers_of"])
    return "it" if who in ("it", "~") and v["blockers_of"] != "self" else who


def _s(subject: str, verb: str) -> str:
    return verb if subject == "you" else verb + "s"


def _counters_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """"remove a -1/-1 counter from ~", "remove all +1/+1 counters from it", "target player
    gets a poison counter" (122.1); None for another effect."""
    from mtg_engine.cards.oracle.render_phrases import _num

    if verb == "each_kind_counters":  # 122.1 (counter_kinds_each.py)
        from mtg_engine.cards.oracle.counter_kinds_each import render as render_each_kind

        vp = render_each_kind(refs, p)
        if vp is None:
            raise _error("another counter of each kind")
        return "", vp
    if verb == "put_counters" and p.get("up_to"):  # 122.1, under a ceiling (counters_up_to.py)
        from mtg_engine.cards.oracle.counters_up_to import render as render_up_to_cap

        vp = render_up_to_cap(p)
        if vp is None:
            raise _error("counters put up to a number")
        return "", vp
    if verb == "remove_counters" and p.get("up_to") \
            and set(p) == {"kind", "what", "count", "up_to"}:  # (counter_kinds.py)
        from mtg_engine.cards.oracle.counter_kinds import render_up_to

        return "", render_up_to(refs, p)
    if verb == "remove_counters" and "wording" in p:  # "remove them" (counters_self_it.py)
        from mtg_engine.cards.oracle.counters_self_it import render_those

        those = render_those(p)
        if those is not None:
            return "", those
    if verb == "remove_counters" and not set(p) - {"kind", "what", "count", "all"} \
            and not is_variable(p.get("count")):
        what = refs.obj(p["what"])
        if p.get("all") and p["kind"] == "each":  # 122.1: of each kind (amounts.EACH_KIND)
            return "", f"remove all counters from {what}"
        if p.get("all"):
            return "", f"remove all {p['kind']} counters from {what}"
        n = p.get("count", 1)
        if p["kind"] == "any" and n == 1:  # of a kind chosen (rules/counter_kind_choice.py)
            return "", f"remove a counter from {what}"
        return "", f"remove {_num(n)} {p['kind']} counter{'' if n == 1 else 's'} from {what}"
    if verb == "move_counters" and (p.get("any_number") or not isinstance(p["from"], str)):
        from mtg_engine.cards.oracle.counters_move import render as render_move  # 122.5

        moved = render_move(refs, p)
        if moved is not None:
            return "", moved
    if verb == "move_counters" and p.get("all") and p["kind"] == "each" \
            and set(p) == {"kind", "from", "to", "all"}:  # 122.5: each kind (EACH_KIND)
        return "", f"move all counters from {refs.obj(p['from'])} onto {refs.obj(p['to'])}"
    if verb == "move_counters" and set(p) == {"kind", "from", "to", "count"} \
            and p["count"] == 1:  # 122.5
        frm, to = refs.obj(p["from"]), refs.obj(p["to"])
        from mtg_engine.cards.oracle.counter_kinds import render_kind

        return "", f"move {render_kind(p['kind'])} counter from {frm} onto {to}"
    if verb == "put_counters" and _is_player(refs, p["what"]) \
            and not is_variable(p.get("count")):
        who = refs.obj(p["what"])
        n = p.get("count", 1)
        many = ("an" if p["kind"][:1] in "aeiou" else "a") if n == 1 else _num(n)  # "an experience"
        got = f"{many} {p['kind']} counter{'' if n == 1 else 's'}"
        # ("you get an experience counter": never the imperative "Get", as poison, render.py)
        return ("", f"you get {got}") if who == "you" else (who, f"{_s(who, 'get')} {got}")
    return None


def _is_player(refs: Any, what: Any) -> bool:
    if what in ("you", "each_opponent", "each_player"):
        return True
    if isinstance(what, str) and what.startswith("target") and ":" in what + ":":
        _, _, n = what.partition(":")
        i = int(n) if n else 0
        return i < len(refs.targets) and refs.targets[i]["kind"] in ("player", "opponent")
    return False


def render_clause(refs: Any, verb: str, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of an effect with a variable amount in the current form, or
    of counters (122.1), or None to leave it to the older renderer (render._clause)."""
    counters = _counters_clause(refs, verb, p)
    if counters is not None:
        return counters
    if verb == "put_counters_chosen":  # 122.1, 608.2d (counters_chosen.py)
        from mtg_engine.cards.oracle.counters_chosen import render as render_chosen

        return "", render_chosen(p, refs)
    if verb == "search_library":  # ("up to X ..., where X is": oracle/search_amounts.py)
        return None
    if verb == "tap_chosen":  # 701.26a (tap_chosen.py)
        from mtg_engine.cards.oracle.tap_chosen import render as render_tap

        return "", render_tap(p)
    if verb == "return_any_number":  # 400.3 (return_any_number.py)
        from mtg_engine.cards.oracle.return_any_number import render as render_returned

        return "", render_returned(p)
    if verb in ("look_at_top", "reorder_top"):  # (their own "where X is": look_top_x.py)
        return None
    if verb == "set_life":  # 119.5: "becomes the number of ..." (one wording: life_total.py)
        return None
    if verb == "copy_spell":  # (one wording: copy_for_each.py)
        return None
    if verb == "reveal_choose_discard":  # 701.16a, 701.8a (reveal_discard.py)
        from mtg_engine.cards.oracle import reveal_discard

        return reveal_discard.render(refs, p)
    obj = refs.obj
    keys = [k for k in ("amount", "count", "power", "toughness") if is_variable(p.get(k))]
    if verb == "damage" and p.get("source") and not keys:  # 120.1: another object deals it
        return _damage_by_other(refs, p)
    used = _USED.get()
    if keys and used is not None:
        used[0] = True
    form = take_form()
    if verb == "draw" and keys == ["count"] and p["count"] == {"this_way": "removed"} \
            and wording("that_many_removed"):  # 608.2c (lower._that_much_this_way)
        who = obj(p.get("who", "you"))
        return who, f"{_s(who, 'draw')} that many cards"
    if verb == "damage" and keys == ["amount"] and p["amount"] == {"this_way": "removed"} \
            and "source" not in p and wording("that_many_removed"):  # (the same, 120.1)
        to = p["to"] if isinstance(p["to"], list) else [p["to"]]
        return "~", _damage_x_to_each(obj, to).replace("X damage", "that much damage")
    if keys and all(p[k].get("this_way") in ("life_lost", "damage_dealt") for k in keys):
        form = "equal_to"  # 608.2c: always "equal to the life lost this way" (one wording)
    if not keys or (not form and all(_legacy(p[k]) for k in keys)):
        return None
    if not form:
        raise _error("a variable amount")
    v = p[keys[0]]
    if verb in ("draw", "mill", "discard", "gain_life", "lose_life"):
        who = obj(p.get("who", "you"))
        word = {"gain_life": "gain", "lose_life": "lose"}.get(verb, verb)
        thing = "life" if verb.endswith("_life") else "card"
        if form == "for_each":
            n, each = each_phrase(v, obj)
            what = f"{n} life" if thing == "life" else ("a card" if n == 1 else f"{n} cards")
            return who, f"{_s(who, word)} {what} for each {each}"
        if form == "equal_to" and verb == "gain_life" and wording("that_much_life") \
                and v in ({"this_way": "life_lost"}, {"this_way": "damage_dealt"}):
            return who, f"{_s(who, word)} that much life"  # (608.2c: lower._that_much_this_way)
        if form == "equal_first" and verb == "discard":  # (701.8: "discards a number of
            return who, f"{_s(who, word)} a number of cards equal to {noun_phrase(v, obj)}"
        if form in ("equal_to", "equal_first"):  # cards equal to ...", the other wording)
            return who, f"{_s(who, word)} {thing}{'s' if thing == 'card' else ''} equal to " \
                f"{noun_phrase(v, obj)}"
        x = f"X {thing}{'s' if thing == 'card' else ''}"
        return who, f"{_s(who, word)} {x}{_where(v, obj)}"
    if verb == "sacrifice_chosen" and form == "for_each":  # 701.17a, 608.2h
        from mtg_engine.cards.oracle.amounts_this_way import render as render_sacrifice

        return render_sacrifice(obj(p.get("who", "you")), p, v, form, obj)
    if verb == "damage" and isinstance(p["to"], list) and form == "equal_first" \
            and str(p.get("source", "")).startswith("target"):  # (amounts_recipients.py)
        from mtg_engine.cards.oracle.render_phrases import _join

        if p["source"] in p["to"] or p["source"] not in (p["amount"].get(k) for k in _STATS):
            raise _error("damage by a target's other amount to several recipients")
        v = {**v, **{k: "its" for k in _STATS if k in v}}
        return obj(p["source"]), f"deals damage equal to {noun_phrase(v, obj)} to " \
            f"{_join([obj(r) for r in p['to']])}"
    if verb == "damage" and isinstance(p["to"], list) and form == "where_x" \
            and "source" not in p:  # 107.3: one X for each recipient (render._merge_damage)
        return "~", _damage_x_to_each(obj, p["to"]) + _where(v, obj)
    if verb == "damage" and not isinstance(p["to"], list):
        source = p.get("source", "self")  # 120.1: the ability's source, or a target
        subject = "~" if source == "self" else obj(source)

        def recipient() -> str:  # (named where the sentence names it: "it" reads back)
            return "itself" if source != "self" and p["to"] == source else obj(p["to"])
        if source in (p["amount"].get(k) for k in _STATS):  # "equal to its power", or
            its = "~" if source == "self" and wording("self_stat_named") else "its"
            v = {**v, **{k: its for k in _STATS if k in v}}  # "equal to ~'s power" (120.1)
        if form == "equal_first":
            amount = noun_phrase(v, obj)
            return subject, f"deals damage equal to {amount} to {recipient()}"
        to = recipient()
        if form == "for_each":
            n, each = each_phrase(v, obj)
            return subject, f"deals {n} damage to {to} for each {each}"
        if form == "equal_to":
            return subject, f"deals damage to {to} equal to {noun_phrase(v, obj)}"
        return subject, f"deals X damage to {to}{_where(v, obj)}"
    if verb == "put_counters":
        what = obj(p["what"])
        if v == {"counters_on": p["what"], "kind": p["kind"]} and isinstance(p["what"], str):
            return "", f"double the number of {p['kind']} counters on {what}"  # 701.9e
        if form == "for_each":
            n, each = each_phrase(v, obj)
            noun = "counter" if n == 1 else "counters"
            from mtg_engine.cards.oracle.render_phrases import _num

            return "", f"put {_num(n)} {p['kind']} {noun} on {what} for each {each}"
        if form in ("equal_to", "equal_first"):
            return "", f"put a number of {p['kind']} counters on {what} equal to " \
                f"{noun_phrase(v, obj)}"
        return "", f"put X {p['kind']} counters on {what}{_where(v, obj)}"
    if verb == "remove_counters" and set(p) == {"kind", "what", "count"}:  # 122.1, 608.2h
        what = obj(p["what"])
        if form == "for_each":
            from mtg_engine.cards.oracle.render_phrases import _num

            n, each = each_phrase(v, obj)
            return "", f"remove {_num(n)} {p['kind']} counter{'' if n == 1 else 's'} from " \
                f"{what} for each {each}"
        if form == "where_x":
            return "", f"remove X {p['kind']} counters from {what}{_where(v, obj)}"
    if verb == "pump":
        return _pump(obj, p, form)
    if verb == "scry" and form == "where_x":  # 701.18a, 107.3: "Scry X, where X is ..."
        return "", f"scry X{_where(v, obj)}"
    if verb == "amass" and form == "where_x":  # 701.44a, 107.3 (keyword_actions.py)
        return "", f"amass X{_where(v, obj)}"
    if verb == "bolster" and form == "where_x":  # 701.33a, 107.3
        return "", f"bolster X{_where(v, obj)}"
    if verb == "get_energy" and p.get("who", "you") == "you":  # 107.14 (amount_energy.py)
        from mtg_engine.cards.oracle.amount_energy import render

        return "", render(form, v, obj)
    if verb == "prevent":  # 615.7: "Prevent the next X damage ..., where X is ..."
        from mtg_engine.cards.oracle.prevention_where import render as render_prevention

        return render_prevention(obj, p, v, form, _where)
    raise _error(f"a variable amount in {verb}")


def _damage_x_to_each(obj: Callable[[Any], str], to: list[Any]) -> str:
    """"deals X damage to each creature and each player", or in the other wording "deals X
    damage to target creature and X damage to you" (120.3: ~'s own damage "to itself")."""
    words = ["itself" if r == "self" else obj(r) for r in to]
    if wording("x_damage_each"):
        return "deals " + " and ".join(f"X damage to {w}" for w in words)
    from mtg_engine.cards.oracle.render_phrases import _join

    return f"deals X damage to {_join(words)}"


def _damage_by_other(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """120.1: a fixed amount of damage another object deals (a target, or the object the
    trigger event involved: "it deals 2 damage to any target"); the dealer is the subject."""
    if isinstance(p["to"], list) or not isinstance(p["amount"], (int, str)):
        raise _error("damage from a target, not by its power")
    n = "that much" if p["amount"] == "that_much" else p["amount"]  # (603.2)
    source = refs.obj(p["source"])
    to = "itself" if p["to"] == p["source"] else refs.obj(p["to"])  # (120.3)
    return source, f"deals {n} damage to {to}"


def token_count(n: Any, obj: Callable[[Any], str] | None = None) -> tuple[Any, str]:
    """111.1: how many tokens "create ..." names, and what follows the token: (2, "") for
    "two ... tokens", (1, " for each creature you control"), ("a number of", " equal to
    ..."), ("X", ", where X is ..."). `obj` names an object the amount is about ("that
    creature's mana value", 608.2h)."""
    obj = obj or _no_object
    if not is_variable(n):
        return n, ""
    used = _USED.get()
    if used is not None:
        used[0] = True
    form = take_form()
    if form == "for_each":
        times, each = each_phrase(n, obj)
        return times, f" for each {each}"
    if form in ("equal_to", "equal_first"):
        return "a number of", f" equal to {noun_phrase(n, obj)}"
    if form == "where_x":
        return "X", _where(n, obj)
    raise _error("a variable number of tokens")


def _no_object(ref: Any) -> str:
    if ref == "self":
        return "~"
    raise _error("an amount about an object, in a token count")


def _pump(obj: Callable[[Any], str], p: dict[str, Any], form: str) -> tuple[str, str]:
    """"gets +X/+X until end of turn, where X is ..." / "gets +1/+0 until end of turn for
    each ..." (layer 7c, 613.4c)."""
    from mtg_engine.cards.oracle.render import pt

    what = obj(p["what"])
    get = "get" if isinstance(p["what"], dict) else _s(what, "get")
    from mtg_engine.cards.oracle.other_than_pumped import in_words

    # "for each other creature": other than the object pumped (other_than_pumped.py)
    besides = any(isinstance(x, dict) and x.get("besides") == p["what"]
                  for x in (p.get("power"), p.get("toughness")))
    parts = [in_words(x) if besides else x for x in (p.get("power", 0), p.get("toughness", 0))]
    variable = [v for v in parts if is_variable(v)]

    def counted(x: dict[str, Any]) -> dict[str, Any]:  # (what is counted, not how often:
        out = {k: y for k, y in x.items() if k not in ("times", "negate", "plus")}
        if x.get("plus"):  # "N for each ... beyond the first": N less, amounts.scaled)
            out["plus"] = x["plus"] // x.get("times", 1)
        return out

    def unsigned(v: dict[str, Any]) -> dict[str, Any]:  # ("+X/-X": one X, its sign apart;
        out = {k: y for k, y in v.items() if k != "negate"}  # a count's zone is by default
        if "count" in out:  # the battlefield: cards/amounts.py)
            out.setdefault("zone", "battlefield")
        return out
    if any(unsigned(counted(v)) != unsigned(counted(variable[0])) for v in variable) or (
            form != "for_each" and any(unsigned(v) != unsigned(variable[0]) for v in variable)):
        raise _error("a pump by two different amounts")  # ("-2/-1 for each": for_each only)
    v = variable[0]
    if (v.get("count") or {}).get("other") and p["what"] != "self" and not besides:  # (Sigil of Valor's
        # "it gets +1/+1 for each other creature": other than it, the DSL other than ~)
        raise _error("'other' than the source, not than the creature pumped")
    if form == "for_each":
        _, each = each_phrase(counted(v), obj)
        signs = [(-1 if x.get("negate") else 1) * x.get("times", 1) if is_variable(x) else x
                 for x in parts]
        return what, f"{get} {pt(*signs)} until end of turn for each {each}"
    if form in ("equal_to", "equal_first"):
        raise _error("'+N/+N equal to'")

    def one(x: Any) -> str:
        if is_variable(x):
            return "-X" if x.get("negate") else "+X"
        return "-0" if x == 0 and any(
            is_variable(y) and y.get("negate") for y in parts) else f"{x:+d}"
    base = {k: x for k, x in v.items() if k != "negate"}
    # (render_effects closes the clause with "until end of turn"; place_where puts the
    # ", where X is ..." after it)
    return what, f"{get} {one(parts[0])}/{one(parts[1])}{_where(base, obj)}"


def _where(v: dict[str, Any], obj: Callable[[Any], str]) -> str:
    """The ", where X is ..." of a sentence, marked: `place_where` puts it at the sentence's
    end."""
    import json

    # (with the DSL amount it says: the same amount named again in its sentence, "on that
    # creature" then "on it", is one X, `place_where`)
    key = json.dumps(v, sort_keys=True, default=str)
    return f"{_WHERE[0]}{noun_phrase(v, obj)}{_KEY}{key}{_WHERE[1]}"


_KEY = "\x03"  # (between a marked X's words and its DSL amount)


def _one_object_amount(key: str) -> bool:
    """Is a marked X's DSL amount a number of counters on one object or its power, toughness
    or mana value (608.2h), which drawing cards or losing life can't change between the two
    instructions that say X? (A count of cards could: a draw replaced by dredge, 702.52a.)"""
    import json

    try:
        v = json.loads(key) if key else None
    except ValueError:
        return False
    return isinstance(v, dict) and "count" not in v and any(
        k in v for k in ("counters_on", *_STATS))


def place_where(text: str) -> str:
    """Each sentence's marked ", where X is ..." moved to the end of the sentence (one
    value of X per sentence)."""
    if _WHERE[0] not in text:
        return text
    marked = f"{_WHERE[0]}([^{_KEY}{_WHERE[1]}]*)(?:{_KEY}([^{_WHERE[1]}]*))?{_WHERE[1]}"
    if wording("where_said_at_once"):  # 107.3: "Draw X cards, where X is ... . Then discard
        # two cards": each X said right after its own instruction (the same X)
        return re.sub(marked, r", where X is \1,", text).replace(",.", ".")
    parts: list[tuple[str, str]] = []  # (sentence without its X, the value of its X)
    for sentence in re.split(r"(?<=\.) ", text):
        found = re.findall(marked, sentence)
        # one X: the same words, or the same DSL amount ("draw X cards and lose X life,
        # where X is the number of counters on that creature": "on it" the second time)
        if len({words for words, _ in found}) > 1 and (
                len({key for _, key in found}) > 1 or not _one_object_amount(found[0][1])):
            raise _error("two values of X in one sentence")
        parts.append((re.sub(marked, "", sentence), found[0][0] if found else ""))
    out = []
    for i, (sentence, x) in enumerate(parts):
        if x and not (i + 1 < len(parts) and _same_x(parts[i], parts[i + 1])):
            sentence = sentence[:-1] + f", where X is {x}."
        out.append(sentence)
    return " ".join(out)


# "~ deals X damage to target creature and you gain X life, where X is the number of Swamps
# you control": one value of X for two instructions printed as one sentence. The DSL counts
# it for each instruction (608.2h); the same number only when the first doesn't change what
# is counted: damage dealt or life gained or lost changes no count of permanents or cards
# (state-based actions wait until the spell has resolved, 704.3), nor a power or a number
# of counters; a life total or what was done "this way" could, so those aren't shared.
_KEEPS_COUNTS = re.compile(r"(?:deals X damage to [^,.]+|(?:[Gg]ains?|[Ll]oses?) X life)\.$")


def _same_x(first: tuple[str, str], then: tuple[str, str]) -> bool:
    """Is the X of sentence `first` the one of the sentence after it, said once at its end?"""
    return first[1] == then[1] and not re.search(r"\blife\b|\bthis way\b", first[1]) \
        and _KEEPS_COUNTS.search(first[0]) is not None




def _dungeons(v: dict[str, Any], plural: bool) -> str:
    """309.7: "dungeons you've completed", "differently named dungeon you've completed"."""
    noun = "dungeons" if plural else "dungeon"
    return ("differently named " if v["dungeons_completed"] == "different" else "") + \
        f"{noun} you've completed"
