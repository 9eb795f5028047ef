"""Card DSL -> English: the renderer half of the Oracle compiler's round trip (DESIGN 8).

Every ability the compiler produces is rendered back to Oracle-style English from its DSL
alone, and compared with the printed paragraph it came from. A card is supported only if every
paragraph renders back; otherwise the difference is the reason it is refused. This is the
guard against misplays: a word the compiler skipped ("another", "artifact", "Boast"), a subject
it lost, or a quality the filter can't hold shows up as a difference.

The comparison is on normalised text (`normalise`), with a short list of equivalent wordings:
- reminder text (207.2) dropped, the card's name written `~` (201.5), ability words (207.2c);
- case, punctuation, and the words "a", "an", "the", "and", "then", "each", "all", "its",
  "their" ignored (so ", then" / " and " / ". " between clauses compare equal, and "each
  creature" / "all creatures" / "creatures" too);
- plural and third-person "s" ignored ("draws"/"draw", "cards"/"card");
- number words are digits ("two" = "2"); "you don't control" = "an opponent controls" and
  "your opponents control" (the engine plays two-player games);
- "owner's hand" = "owners' hands".
Word order is kept: a misread or reordered phrase is still a difference.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.dsl import DOESNT_UNTAP
from mtg_engine.cards.oracle.amounts import place_where, render_per_static, token_count, wording
from mtg_engine.cards.oracle.amounts import render_clause as amount_clause
from mtg_engine.cards.oracle.copy_control import THAT_AT, render_clause
from mtg_engine.cards.oracle.copy_control import render_static as render_cc_static

NUM_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
             8: "eight", 9: "nine", 10: "ten"}
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class RenderError(ValueError):
    """A DSL construct the renderer has no English for (the card is then refused)."""


# ------------------------------------------------------------------ noun phrases


def _num(n: Any, article: str = "a") -> str:
    if n == 1:
        return article
    if isinstance(n, int):
        return NUM_WORDS.get(n, str(n))
    if n == "X":
        return "X"
    if n == "that_much":  # the triggering event's amount (603.2): a number of things
        return "that many"  # (cards, counters, tokens; "that much" life or damage)
    if n == "a number of":  # "create a number of ... tokens equal to ..." (amounts.py)
        return n
    raise RenderError(f"amount {n!r}")


_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Sphinx": "Sphinxes",
              "Werewolf": "Werewolves",
              "Merfolk": "Merfolk", "Kithkin": "Kithkin", "Plains": "Plains"}


def _plural(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("y"):
        return word[:-1] + "ies"
    if word.endswith("s"):  # "Fungus", "Octopus": no English plural the round trip reads
        return word  # ("each Fungus": the singular, as the normalised text has it)
    return word + "s"


def _or(words: list[str]) -> str:
    """"a or b", "a, b, or c" (a list of three or more takes commas)."""
    if len(words) <= 2:
        return " or ".join(words)
    return ", ".join(words[:-1]) + ", or " + words[-1]


def describe_filter(f: dict[str, Any], noun: str = "", plural: bool = False) -> str:
    """{"types": ["Creature"], "not_colors": ["B"]} -> "nonblack creature"."""
    words: list[str] = []
    if f.get("other"):
        words.append("other" if plural else "another")
    if f.get("tapped") is not None:
        words.append("tapped" if f["tapped"] else "untapped")
    if f.get("attacking"):
        words.append("attacking")
    if f.get("in_combat"):
        words.append("attacking or blocking")
    if f.get("blocking"):
        words.append("blocking")
    if f.get("token") is False:
        words.append("nontoken")
    words += ["non" + t.lower() for t in f.get("not_types", ())]
    words += ["non" + COLOR_NAMES[c] for c in f.get("not_colors", ())]
    if f.get("colors"):
        words.append(_or([COLOR_NAMES[c] for c in f["colors"]]))  # "blue, black, or red"
    if f.get("colorless"):
        words.append("colorless")
    for key in ("multicolored", "monocolored", "historic"):  # 105.4, 700.6
        if f.get(key):
            words.append(key)
    words += ["non" + t.lower() for t in f.get("not_supertypes", ())]
    words += ["non-" + t for t in f.get("not_subtypes", ())]
    words += [t for t in f.get("supertypes", ())]
    types = [t.lower() for t in f.get("types", ())]
    if sorted(types) == ["artifact", "creature", "enchantment", "land", "planeswalker"]:
        types = ["permanent"]  # 110.4a: a permanent card
    all_types = [t.lower() for t in f.get("all_types", ())]
    subtypes = list(f.get("subtypes", ()))
    head: list[str] = []
    if all_types:
        head.append(" ".join(all_types))
    elif subtypes and types:  # "Elf creature" (205.3m)
        head.append(_or(subtypes) + " " + _or(types))
    elif subtypes and not types:
        if plural and not noun and not f.get("token"):  # "Knights or Walls"
            head.append(_or([_plural(s) for s in subtypes]))
            plural = False
        else:
            head.append(_or(subtypes))
    elif types:
        head.append(_or(types))
    if noun:
        head.append(noun)
    if f.get("token"):
        head.append("token")
    if not head:
        head.append("permanent")
    phrase = " ".join(head)
    if plural:
        phrase = _plural(phrase)
    words.append(phrase)
    if f.get("controller") == "you":
        words.append("you control")
    elif f.get("controller") == "opponent":
        words.append("an opponent controls")
    if f.get("chosen"):  # 614.12a
        words.append("of the chosen " + ("color" if f["chosen"] == "color" else "type"))
    for key, word in (("keywords", "with"), ("not_keywords", "without")):
        if f.get(key):
            words.append(f"{word} {' or '.join(f[key])}")
    if f.get("has_counter"):
        words.append(f"with a {f['has_counter']} counter on it")
    for key, what, cmp_ in (("power_le", "power", "or less"), ("power_ge", "power", "or greater"),
                            ("mana_value_le", "mana value", "or less"),
                            ("mana_value_ge", "mana value", "or greater")):
        if key in f:
            words.append(f"with {what} {f[key]} {cmp_}")
    extra = set(f) - {"other", "tapped", "attacking", "blocking", "token", "not_colors",
                      "not_types", "colors", "colorless", "supertypes", "types", "all_types",
                      "subtypes", "controller", "keywords", "not_keywords", "power_le",
                      "power_ge", "mana_value_le", "mana_value_ge", "has_counter", "in_combat",
                      "multicolored", "monocolored", "historic", "not_supertypes",
                      "not_subtypes", "chosen"}
    if extra:
        raise RenderError(f"filter field(s) {sorted(extra)}")
    return " ".join(words)


_KIND_NOUN = {"creature": "creature", "permanent": "permanent", "planeswalker": "planeswalker",
              "player": "player", "opponent": "opponent", "any": "",
              "creature_or_planeswalker": "creature or planeswalker",
              "player_or_planeswalker": "player or planeswalker", "spell": "spell", "card": "card",
              "opponent_or_planeswalker": "opponent or planeswalker",
              "activated_ability": "activated ability", "triggered_ability": "triggered ability",
              "activated_or_triggered_ability": "activated or triggered ability"}


def describe_target(spec: dict[str, Any], count: int = 1) -> str:
    """A target requirement (115.1) -> "target nonblack creature", "any target"; with `count`
    requirements of one word "target" (115.3): "up to two target creatures"."""
    kind = spec["kind"]
    plural = count > 1
    if plural and kind not in ("creature", "planeswalker", "permanent", "card"):
        raise RenderError(f"several targets of kind {kind}")
    if kind == "any":
        return "any target"
    f = dict(spec.get("filter", {}))
    if f.get("other") and kind in ("creature", "permanent", "planeswalker") and not plural:
        # "another target creature" / "up to one other target creature": not the source
        f.pop("other")
        one = describe_target({**spec, "filter": f, "optional": False})
        return ("up to one other " if spec.get("optional") else "another ") + one
    if kind in ("player", "opponent", "player_or_planeswalker", "creature_or_planeswalker",
                "opponent_or_planeswalker", "activated_ability", "triggered_ability",
                "activated_or_triggered_ability"):
        if f:
            raise RenderError(f"a filter on target {kind}")
        out = "target " + _KIND_NOUN[kind]
    elif kind == "card":
        zone = spec.get("zone", "battlefield")
        whose = f.pop("controller", None)
        if whose not in ("you", "opponent", None) or zone != "graveyard":
            raise RenderError("target card outside a graveyard")
        where = {"you": "your", "opponent": "an opponent's", None: "a"}[whose]
        out = f"target {describe_filter(f, 'card', plural)} from {where} graveyard"
    elif kind in ("creature", "planeswalker"):
        f.setdefault("types", [kind.capitalize()])
        if f["types"] != [kind.capitalize()]:
            raise RenderError("target creature with other types")
        out = "target " + describe_filter(f, plural=plural)
    elif kind == "spell":
        out = "target " + describe_filter(f, "spell")
    else:
        out = "target " + describe_filter(f, plural=plural)
    if plural:
        from mtg_engine.cards.oracle.amounts import each_of

        out = each_of(("up to " if spec.get("optional") else "") + f"{_num(count)} {out}")
    elif spec.get("optional"):
        out = "up to one " + out
    return out


class Refs:
    """How references read in one ability: its targets and whether "~" is a spell."""

    def __init__(self, targets: list[dict[str, Any]]) -> None:
        self.targets = targets
        self.said: set[str] = set()
        self.again = 0  # how many times a target already named was named again
        self.remembered_said = 0  # mentions of the object the trigger event involved

    def _controller_of_target(self, ref: str) -> str:
        """"its controller", or in one of the renderings "that creature's controller" (the
        target named again, copy_control.that_renderings)."""
        _, _, n = ref.partition(":")
        i = int(n) if n else 0
        base = "target" if i == 0 else f"target:{i}"
        if base in self.said and i < len(self.targets):
            spec = self.targets[i]
            types = spec.get("filter", {}).get("types", [])
            noun = spec["kind"] if spec["kind"] in ("creature", "planeswalker") else (
                types[0].lower() if spec["kind"] == "permanent" and len(types) == 1
                else "permanent" if spec["kind"] == "permanent" else "")
            if noun:
                self.again += 1
                if self.again == THAT_AT.get():
                    return f"that {noun}'s controller"
        return "its controller"

    def obj(self, ref: Any) -> str:
        if isinstance(ref, str) and ref.startswith("target_controller"):
            return self._controller_of_target(ref)  # 108.4
        if isinstance(ref, dict) and set(ref) == {"targets"}:  # one word "target" (115.3)
            first = ref["targets"][0]
            names = {"target" if i == 0 else f"target:{i}" for i in ref["targets"]}
            kind = self.targets[first]["kind"]
            if names <= self.said and kind in ("creature", "permanent"):
                return f"those {kind}s"  # named again
            self.said.update("target" if i == 0 else f"target:{i}" for i in ref["targets"])
            return describe_target(self.targets[first], len(ref["targets"]))
        if isinstance(ref, dict) and set(ref) == {"all"}:
            return describe_filter(ref["all"], plural=True)
        if ref in ("self", "self_in_graveyard"):
            return "~"
        if ref == "attached":
            return "enchanted creature"
        if isinstance(ref, str) and ref.startswith("target"):
            _, _, n = ref.partition(":")
            i = int(n) if n else 0
            if i >= len(self.targets):
                raise RenderError(f"reference {ref} with no target")
            if ref in self.said:
                spec = self.targets[i]
                if spec["kind"] in ("player", "opponent"):
                    return "that player"
                self.again += 1  # "that creature" in one of the renderings (copy_control.py)
                if self.again == THAT_AT.get() and spec["kind"] in ("creature", "permanent"):
                    return f"that {spec['kind']}"
                return "it"
            self.said.add(ref)
            return describe_target(self.targets[i])
        if ref == "you":
            return "you"
        if ref == "remembered":  # what the trigger event involved (triggers.py)
            phrase = REMEMBERED.get()
            if not phrase:
                raise RenderError("'remembered' outside a trigger that remembers")
            self.remembered_said += 1
            if phrase != "that player" and (
                    REMEMBERED_IT.get() == 2
                    or (REMEMBERED_IT.get() == 1 and self.remembered_said > 1)):
                return "it"  # (triggers.py `it_renderings`)
            return phrase
        if ref == "remembered_controller":  # 108.4: the remembered object's controller
            phrase = REMEMBERED.get()
            if not phrase or phrase == "that player":
                raise RenderError("'its controller' of no remembered object")
            self.remembered_said += 1
            if REMEMBERED_IT.get() == 2 or (REMEMBERED_IT.get() == 1 and self.remembered_said > 1):
                return "its controller"
            return f"{phrase}'s controller"  # "that creature's controller"
        if ref == "each_opponent":
            return "each opponent"
        if ref == "each_player":
            return "each player"
        if ref == "defending_player":  # 506.2
            return "defending player"
        raise RenderError(f"reference {ref!r}")


# ------------------------------------------------------------------ effects


def _cards(n: Any) -> str:
    return f"{_num(n)} card" if n == 1 else f"{_num(n)} cards"


def _s(subject: str, verb: str) -> str:
    """Verb agreement: "you draw", "target player draws"."""
    return verb if subject == "you" else (verb + "es" if verb.endswith("sh") else verb + "s")


def _clause(refs: Refs, e: dict[str, Any]) -> tuple[str, str]:
    """One effect -> (subject, verb phrase) in Oracle templating. Subject "" is imperative."""
    verb, p = next(iter(e.items()))
    p = p or {}
    got = amount_clause(refs, verb, p)  # variable amounts in each form, counters (amounts.py)
    if got is not None:
        return got
    if verb in ("discard_hand", "shuffle_graveyard", "shuffle_hand_graveyard"):  # 701.8, 701.20
        who = refs.obj(p.get("who", "you"))
        whose = "your" if who == "you" else "their"
        if verb == "discard_hand":
            return who, f"{_s(who, 'discard')} {whose} hand"
        if verb == "shuffle_hand_graveyard":
            return who, f"{_s(who, 'shuffle')} {whose} hand and graveyard into {whose} library"
        return who, f"{_s(who, 'shuffle')} {whose} graveyard into {whose} library"
    if verb in ("draw", "discard", "mill", "gain_life", "lose_life", "shuffle",
                "sacrifice_chosen"):
        who = refs.obj(p.get("who", "you"))
        if verb == "draw" and _is_count(p.get("count")):  # 608.2h
            return who, f"{_s(who, 'draw')} {_cards(p['count'].get('times', 1))} for each " \
                f"{_counted(p['count'])}"
        if verb == "draw":
            return who, f"{_s(who, 'draw')} {_cards(p.get('count', 1))}"
        if verb == "discard":
            rnd = " at random" if p.get("random") else ""
            return who, f"{_s(who, 'discard')} {_cards(p['count'])}{rnd}"
        if verb == "mill":
            return who, f"{_s(who, 'mill')} {_cards(p['count'])}"
        if verb == "shuffle":  # 701.20a
            return who, _s(who, "shuffle") + ("" if who == "you" else " their library")
        if verb == "sacrifice_chosen":  # 701.17a
            n = p.get("count", 1)
            what = describe_filter(dict(p["filter"]), plural=n != 1)
            art = "an" if n == 1 and what[0] in "aeiou" else _num(n)
            return who, f"{_s(who, 'sacrifice')} {art} {what}"
        word = "gain" if verb == "gain_life" else "lose"
        amount = p["amount"]
        if _is_count(amount):  # 608.2h
            return who, f"{_s(who, word)} {amount.get('times', 1)} life for each " \
                f"{_counted(amount)}"
        if not isinstance(amount, (int, str)):
            raise RenderError("a variable amount of life")
        if amount == "that_much":  # the triggering event's amount (603.2)
            amount = "that much"
        return who, f"{_s(who, word)} {amount} life"
    if verb == "get_energy" and isinstance(p["count"], int):  # 107.14
        if p.get("who", "you") != "you":
            raise RenderError("energy for another player")
        return "", "you get " + "{E}" * p["count"]  # (never the imperative "Get")
    if verb == "damage" and _is_count(p["amount"]) and not isinstance(p["to"], list):
        return "~", f"deals damage to {refs.obj(p['to'])} equal to the number of " \
            f"{_counted(p['amount'], plural=True)}"
    if verb == "reorder_top":  # 401.4 (library.py)
        from mtg_engine.cards.oracle.library import render_reorder_top

        return "", render_reorder_top(refs, p)
    if verb == "exile_top_playable":  # 601.3 (library.py)
        from mtg_engine.cards.oracle.library import render_exile_top_playable

        return "", render_exile_top_playable(p)
    if verb == "hand_to_top":  # 401.4 (library.py)
        from mtg_engine.cards.oracle.library import render_hand_to_top

        return "", render_hand_to_top(p)
    if verb == "return_exiled":  # 607.2a (linked.py)
        from mtg_engine.cards.oracle import linked

        return "", linked.render(p)
    if verb == "damage" and p.get("divided"):  # 601.2d (division.py)
        from mtg_engine.cards.oracle import division

        return "~", division.render(refs, p)
    if verb == "damage":
        if not isinstance(p["amount"], (int, str)):
            raise RenderError("a variable amount of damage")
        to = p["to"] if isinstance(p["to"], list) else [p["to"]]
        n = "that much" if p["amount"] == "that_much" else p["amount"]  # (603.2)
        return "~", f"deals {n} damage to {_join([refs.obj(r) for r in to])}"
    if verb == "scry":
        return "", f"scry {p['count']}"
    if verb == "exile_graveyard":  # 406.1, 701.11a
        who = p["who"]
        if who == "each_player":
            return "", "exile all graveyards"
        if who == "each_opponent":
            return "", "exile each opponent's graveyard"
        return "", f"exile {refs.obj(who)}'s graveyard"
    if verb == "exile_until":  # 610.3 (flicker.py)
        from mtg_engine.cards.oracle import flicker

        return "", flicker.render_until(refs, p)
    if verb == "flicker":  # exile and return (flicker.py)
        from mtg_engine.cards.oracle import flicker

        return "", flicker.render(refs, p)
    if verb == "delayed":  # 603.7 (delayed.py)
        from mtg_engine.cards.oracle import delayed

        return "", delayed.render(refs, p)
    if verb in ("surveil", "bolster"):  # 701.42a, 701.33a
        return "", f"{verb} {p['count']}"
    if verb in ("explore", "connive"):  # 701.40a, 701.47a
        what = refs.obj(p["what"])
        return what, f"{verb}s"
    if verb == "bounce_chosen":  # 400.3
        f = dict(p["filter"])
        phrase = describe_filter(f)
        art = "" if f.get("other") else ("an " if phrase[0] in "aeiou" else "a ")
        return "", f"return {art}{phrase} to its owner's hand"
    if verb in ("adapt", "amass"):  # 701.43a, 701.44a
        return "", f"{verb} {p['count']}"
    if verb in ("destroy", "exile", "tap", "untap", "regenerate", "transform", "flip"):
        return "", f"{verb} {refs.obj(p['what'])}"
    if verb == "attach" and p["what"] == "self":  # 701.3a
        return "", f"attach ~ to {refs.obj(p['to'])}"
    if verb == "choose_discard":  # 701.16a, 701.8 (hand.py)
        from mtg_engine.cards.oracle import hand

        return "", hand.render(refs, p)
    if verb == "protection_choice":  # 702.16a
        what = refs.obj(p["what"])
        return "", f"{what} {_s(what, 'gain')} protection from the color of your choice until " \
            "end of turn"
    if verb == "tap_or_untap":  # 701.21
        return "", f"tap or untap {refs.obj(p['what'])}"
    if verb == "bounce":
        return "", f"return {refs.obj(p['what'])} to its owner's hand"
    if verb == "sacrifice":  # "sacrifice ~ unless you pay {G}{W}{U}" (118.12)
        tail = f" unless you pay {p['unless_pays']}" if p.get("unless_pays") else ""
        return "", f"sacrifice {refs.obj(p['what'])}{tail}"
    if verb == "move" and p.get("what") == "remembered":  # "return that card" (400.7)
        from mtg_engine.cards.oracle.trigger_events import render_returned_card

        said = render_returned_card(p)
        if not said:
            raise RenderError("a remembered card moved")
        return "", said
    if verb == "move" and p.get("from") == "graveyard":  # 113.6m
        to = {"hand": "your hand", "battlefield": "the battlefield"}[p["to"]]
        tapped = " tapped" if p.get("tapped") else ""
        return "", f"return {refs.obj(p['what'])} from your graveyard to {to}{tapped}"
    if verb == "move":
        if p["to"] == "library":
            i = _target_index(p["what"])
            if i is not None and i < len(refs.targets) and refs.targets[i]["kind"] == "card" \
                    and refs.targets[i].get("filter", {}).get("controller") == "you":
                return "", f"put {refs.obj(p['what'])} on top of your library"  # 400.3
            return "", f"put {refs.obj(p['what'])} on top of its owner's library"
        to = {"hand": "to your hand", "battlefield": "to the battlefield"}.get(p["to"])
        if to is None:
            raise RenderError(f"move to {p['to']}")
        return "", f"return {refs.obj(p['what'])} {to}"
    if verb == "pump" and (_is_count(p.get("power")) or _is_count(p.get("toughness"))):
        # "gets +1/+1 until end of turn for each creature you control" (608.2h)
        counts = [v for v in (p.get("power", 0), p.get("toughness", 0)) if v != 0]
        if not all(_is_count(c) and c["count"] == counts[0]["count"] for c in counts):
            raise RenderError("a pump by two different counts")
        what = refs.obj(p["what"])
        one = pt(*(v.get("times", 1) if v else 0 for v in (p.get("power", 0),
                                                             p.get("toughness", 0))))
        get = "get" if isinstance(p["what"], dict) else _s(what, "get")
        return what, f"{get} {one} until end of turn for each {_counted(counts[0])}"
    if verb in ("pump", "grant") and isinstance(p["what"], dict):  # "creatures ... get"
        what = refs.obj(p["what"])
        if verb == "pump":
            return what, f"get {pt(p.get('power', 0), p.get('toughness', 0))}"
        kws = list(p["keywords"])
        if _cant(kws):
            return what, _for_the_turn(_cant(kws))
        return what, f"gain {_join(kws)}"
    if verb == "pump":
        what = refs.obj(p["what"])
        return what, f"{_s(what, 'get')} {pt(p.get('power', 0), p.get('toughness', 0))}"
    if verb == "grant":
        what = refs.obj(p["what"])
        kws = list(p["keywords"])
        if _cant(kws):
            return what, _for_the_turn(_cant(kws))
        return what, f"{_s(what, 'gain')} {_join(kws)}"
    if verb == "fight":  # 701.12
        what = "it" if p["what"] == "self" else refs.obj(p["what"])
        return what, f"{_s(what, 'fight')} {refs.obj(p['other'])}"
    if verb == "put_counters":
        n = p.get("count", 1)
        kind = p["kind"]
        noun = "counter" if n == 1 else "counters"
        return "", f"put {_num(n)} {kind} {noun} on {refs.obj(p['what'])}"
    if verb == "counter":
        tail = f" unless its controller pays {p['unless_pays']}" if p.get("unless_pays") else ""
        if p.get("exile"):  # 614.1a
            tail += (". if that spell is countered this way, exile it instead of putting it"
                     " into its owner's graveyard")
        return "", f"counter {refs.obj(p['what'])}{tail}"
    if verb == "add_mana":
        return "", f"add {p['mana']}"
    if verb == "search_library":
        return "", _search(p)
    if verb == "look_at_top":  # 401.5 (cards/oracle/library.py)
        from mtg_engine.cards.oracle.library import render_look_at_top

        return "", render_look_at_top(p)
    if verb == "prevent":
        return "", _prevent(refs, p)
    if verb == "add_replacement":
        rep = p["replacement"]
        if rep != {"event": "die", "instead": "exile"} or not str(p["what"]).startswith("target"):
            raise RenderError("a replacement effect")
        _, _, n = str(p["what"]).partition(":")
        spec = refs.targets[int(n) if n else 0]
        noun = _KIND_NOUN.get(spec["kind"], "")
        if not noun or spec["kind"] in ("player", "opponent", "any"):
            raise RenderError("a replacement effect on this target")
        return "", f"if that {noun} would die this turn, exile it instead"
    if verb == "create_token":
        raise RenderError("tokens are rendered by the token's own text")
    if verb == "no_regeneration":
        return "", "it can't be regenerated"
    if verb == "extra_turn" and not p:  # 500.7
        return "", "take an extra turn after this one"
    if verb == "proliferate" and not p:  # 701.27a
        return "", "proliferate"
    if verb == "put_from_hand":  # (cards/oracle/library.py)
        from mtg_engine.cards.oracle.library import render_put_from_hand

        return "", render_put_from_hand(p)
    if verb == "skip_untap" and p == {"what": "self", "yours": True}:  # 502.3
        return "~", "doesn't untap during your next untap step"
    if verb == "skip_untap" and set(p) == {"what"}:  # 502.3
        what = refs.obj(p["what"])
        if isinstance(p["what"], dict):  # several: both Oracle templates (JOIN_YOU)
            whose = "their controller's next untap step" if JOIN_YOU.get() else \
                "their controllers' next untap steps"
            return what, f"don't untap during {whose}"
        return what, "doesn't untap during its controller's next untap step"
    if verb == "continuous" and set(p) - {"until"} == {"what", "remove_keywords"} \
            and len(p["remove_keywords"]) == 1 \
            and p.get("until", "end_of_turn") == "end_of_turn":  # 613.1f (layer 6)
        what = refs.obj(p["what"])
        return "", f"{what} {_s(what, 'lose')} {p['remove_keywords'][0]} until end of turn"
    if verb == "untap_chosen" and p.get("filter") == {"types": ["Land"]}:  # 701.21
        return "", f"untap up to {_num(p['count'])} lands"
    if verb == "continuous" and set(p) - {"until"} == {"what", "switch"} and p["switch"] \
            and p.get("until", "end_of_turn") == "end_of_turn":  # 613.4d
        return "", f"switch {refs.obj(p['what'])}'s power and toughness until end of turn"
    if verb == "continuous":  # a permanent becomes a creature (animate.py)
        from mtg_engine.cards.oracle import animate

        got = animate.render(refs, p)
        if got is not None:
            return got
    got = render_clause(refs, verb, p)  # copies, control changes (copy_control.py)
    if got is not None:
        return got
    raise RenderError(f"effect verb {verb!r}")


def _is_count(v: Any) -> bool:
    return isinstance(v, dict) and set(v) in ({"count"}, {"count", "times"})


def _counted(v: dict[str, Any], plural: bool = False) -> str:
    """What a {"count": filter} amount counts: "creature you control" (608.2h)."""
    return describe_filter(dict(v["count"]), plural=plural)


def _join(items: list[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def _search(p: dict[str, Any]) -> str:
    if p["to"] in ("top", "split"):  # (oracle/search.py)
        from mtg_engine.cards.oracle import search

        return search.render_passage(p)
    if "who" in p or p["to"] == "graveyard" or "name" in p["filter"]:  # (oracle/search.py)
        from mtg_engine.cards.oracle import search

        return search.render(p)
    n = p.get("count", 1)
    f = dict(p["filter"])
    what = describe_filter(f, "card") if f else "card"
    head = f"search your library for {'up to ' + _num(n) + ' ' if n != 1 else 'a '}{what}"
    to = "put it into your hand" if p["to"] == "hand" else \
        "put it onto the battlefield" + (" tapped" if p.get("tapped") else "")
    return f"{head}, {to}"


def _prevent(refs: Refs, p: dict[str, Any]) -> str:
    kind = p["kind"]
    if kind == "chosen_source":  # 615.8, 615.9 (cards/oracle/prevention.py)
        from mtg_engine.cards.oracle.prevention import render_chosen_source

        return render_chosen_source(p)
    if kind == "group":  # 615.1a, 615.3 (cards/oracle/prevention.py)
        from mtg_engine.cards.oracle.prevention import render_group

        return render_group(p)
    if kind == "combat":
        return "prevent all combat damage that would be dealt this turn"
    what = refs.obj(p["what"])
    if kind == "combat_to_from":  # 615.1a: two shields on one object (_merge_prevent)
        return f"prevent all combat damage that would be dealt to and dealt by {what} this turn"
    if kind == "combat_to":
        return f"prevent all combat damage that would be dealt to {what} this turn"
    if kind == "combat_from":  # both Oracle templates (the second rendering, JOIN_YOU)
        if JOIN_YOU.get():
            return f"prevent all combat damage that would be dealt by {what} this turn"
        return f"prevent all combat damage {what} would deal this turn"
    if kind == "next":
        return f"prevent the next {p['amount']} damage that would be dealt to {what} this turn"
    if kind == "to":
        return f"prevent all damage that would be dealt to {what} this turn"
    return f"prevent all damage {what} would deal this turn"


def pt(power: int, toughness: int) -> str:
    """+N/+N as printed: a zero takes the other's sign ("-2/-0", "+0/+3")."""
    def one(v: int | str, other: int | str) -> str:
        if v in ("X", "-X"):  # 107.3
            return "-X" if v == "-X" else "+X"
        if not isinstance(v, int):
            raise RenderError(f"power/toughness change {v!r}")
        if v == 0:
            return "-0" if other == "-X" or (isinstance(other, int) and other < 0) else "+0"
        return f"{v:+d}"
    return f"{one(power, toughness)}/{one(toughness, power)}"


_EOT = ("pump", "grant")
_PLAYER_VERBS = ("draw", "discard", "mill", "gain_life", "lose_life", "shuffle",
                 "sacrifice_chosen", "discard_hand", "shuffle_graveyard", "shuffle_hand_graveyard")
_CONTROLLER = ("", "you")  # imperative and "you": the controller, one subject


def _merge_prevent(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """"Prevent all combat damage that would be dealt to and dealt by X this turn": the two
    shields (combat_to, combat_from) on one object are one sentence (615.1a)."""
    out: list[dict[str, Any]] = []
    for e in effects:
        prev = out[-1].get("prevent") if out else None
        if prev is not None and "prevent" in e and prev.get("kind") == "combat_to" \
                and e["prevent"].get("kind") == "combat_from" \
                and set(prev) == set(e["prevent"]) == {"kind", "what"} \
                and prev["what"] == e["prevent"]["what"]:
            out[-1] = {"prevent": {"kind": "combat_to_from", "what": prev["what"]}}
        else:
            out.append(e)
    return out


def _merge_damage(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """"~ deals 2 damage to each creature and each player" is one clause (the second rendering,
    JOIN_YOU off, keeps "2 damage to target creature and 2 damage to target player")."""
    out: list[dict[str, Any]] = []
    if not JOIN_YOU.get():
        return list(effects)
    for e in effects:
        if out and "damage" in e and "damage" in out[-1] \
                and out[-1]["damage"]["amount"] == e["damage"]["amount"]:
            prev = out[-1]["damage"]
            to = prev["to"] if isinstance(prev["to"], list) else [prev["to"]]
            out[-1] = {"damage": {**prev, "to": [*to, e["damage"]["to"]]}}
        else:
            out.append(e)
    return out


# How a clause of "you" after another player's clause is joined: "Target player loses 3 life
# and you gain 3 life" (True) or "Each opponent mills a card. You gain 1 life." (False); both
# are Oracle templates, and the round trip accepts either rendering (see `joining_you`). The
# second rendering also keeps damage to several recipients apart ("2 damage to target creature
# and 2 damage to target player"), another Oracle template of the same effects.
JOIN_YOU: ContextVar[bool] = ContextVar("JOIN_YOU", default=True)
# How a triggered ability's effect names what its event involved ("that player", "that
# creature"), set by render_trigger (cards/oracle/triggers.py `remembered_phrase`).
REMEMBERED: ContextVar[str] = ContextVar("REMEMBERED", default="")
# How the remembered object reads: 0 always REMEMBERED ("that creature"); 1 "it" after its
# first mention; 2 always "it" (the renderings the round trip may try, triggers.py)
REMEMBERED_IT: ContextVar[int] = ContextVar("REMEMBERED_IT", default=0)


@contextmanager
def joining_you(join: bool) -> Iterator[None]:
    """Render with "you" clauses joined to the previous sentence, or not."""
    token = JOIN_YOU.set(join)
    try:
        yield
    finally:
        JOIN_YOU.reset(token)


def _target_index(ref: Any) -> int | None:
    if isinstance(ref, str) and (ref == "target" or ref.startswith("target:")):
        _, _, n = ref.partition(":")
        return int(n) if n else 0
    return None


def _merge_targets(effects: list[dict[str, Any]], targets: list[dict[str, Any]]
                   ) -> list[dict[str, Any]]:
    """Consecutive copies of one effect on each target of one word "target" (lower._expand)
    -> one effect on {"targets": [indices]}: "tap up to two target creatures" (115.3)."""
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(effects):
        e = effects[i]
        verb, body = next(iter(e.items()))
        keys = [k for k, v in (body or {}).items() if _target_index(v) is not None]
        first = _target_index(body[keys[0]]) if len(keys) == 1 else None
        word = targets[first].get("word", 0) if first is not None and first < len(targets) \
            else 0
        if not word or (verb == "damage" and body.get("divided")):  # (601.2d: division.py)
            out.append(e)
            i += 1
            continue
        group = [j for j, t in enumerate(targets) if t.get("word") == word]
        run = effects[i:i + len(group)]
        want = [{verb: {**body, keys[0]: "target" if j == 0 else f"target:{j}"}}
                for j in group]
        if group[0] != first or run != want:
            raise RenderError("targets of one word used apart")
        out.append({verb: {**body, keys[0]: {"targets": group}}})
        i += len(group)
    return out


_TURN_ENDS = ("this turn", "this turn if able")  # a verb phrase for the turn (611.2a)


def render_effects(effects: list[dict[str, Any]], targets: list[dict[str, Any]],
                   tokens: dict[str, dict[str, Any]] | None = None,
                   refs: Refs | None = None) -> str:
    """Effects -> sentences. Consecutive clauses about one subject share it ("Target player
    draws two cards and discards two cards"); "you" after the controller's own clauses is
    imperative; "until end of turn" closes a run of pump/grant clauses. Instructions with a
    condition or optional ones are rendered by conditions.py (608.2c)."""
    from mtg_engine.cards.oracle.conditions import render_conditional

    conditional = render_conditional(effects, targets, tokens)
    if conditional is not None:
        return conditional
    refs = refs if refs is not None else Refs(targets)  # (shared by conditions.py's sentences)
    out: list[str] = []
    last_key: Any = None
    last_verb = ""
    for e in _merge_prevent(_merge_damage(_merge_targets(effects, targets))):
        verb, p = next(iter(e.items()))
        p = p or {}
        key = _subject_key(verb, p)
        if verb == "create_token" and set(p) == {"copy_of"}:  # 707.2
            subject, vp = "", f"create a token that's a copy of {refs.obj(p['copy_of'])}"
        elif verb == "create_token":
            subject, vp = "", _token_phrase(p, tokens or {})
        elif verb == "emblem":  # 114.2 (emblems.py)
            from mtg_engine.cards.oracle.emblems import render_emblem

            subject, vp = "", render_emblem(p, tokens or {})
        elif verb == "destroy" and p.get("no_regeneration"):
            subject, vp = _clause(refs, {"destroy": {"what": p["what"]}})
            what = p["what"]
            vp += ". they can't be regenerated" if isinstance(what, dict) \
                else ". it can't be regenerated"
        else:
            subject, vp = _clause(refs, e)
        same = last_key is not None and key == last_key
        if key == "you" and (last_key is None or last_key == "you") and subject == "you":
            subject = ""  # imperative: the controller does it
            vp = _imperative(vp)
        if key == "you" and subject == "you" and out and last_key not in (None, "you", "~") \
                and last_verb in _PLAYER_VERBS and JOIN_YOU.get():
            # "Target player loses 3 life and you gain 3 life"
            out[-1] += " and you " + vp
        elif same and out and verb == "damage" and last_verb == "damage":
            out[-1] += " and " + vp.removeprefix("deals ")  # "and 2 damage to you"
        elif same and out and verb == "fight":  # "... until end of turn. It fights ..."
            if last_verb in _EOT:
                out[-1] += " until end of turn"
            out.append(f"it {vp}")
        elif same and out:
            if last_verb in _EOT and (verb not in _EOT or vp.endswith(_TURN_ENDS)):
                # "gets +1/+0 until end of turn and can't be blocked this turn" (611.2a)
                out[-1] += " until end of turn"
            out[-1] += " and " + vp
        else:
            if out and last_verb in _EOT:
                out[-1] += " until end of turn"
            out.append(f"{subject} {vp}".strip())
        last_key, last_verb = key, (verb if not vp.endswith(_TURN_ENDS)
                                    and "until end of turn for each" not in vp else "")
    if out and last_verb in _EOT:
        out[-1] += " until end of turn"
    text = place_where(". ".join(s[0].upper() + s[1:] for s in out) + ".")  # amounts.py
    return re.sub(r"\. ([a-z])", lambda m: ". " + m.group(1).upper(), text)


def _subject_key(verb: str, p: dict[str, Any]) -> Any:
    import json

    if verb in _PLAYER_VERBS:
        who = p.get("who", "you")
        return "you" if who == "you" else json.dumps(who, sort_keys=True)
    if verb in ("pump", "grant", "fight", "skip_untap", "explore", "connive", "block_restriction"):
        return json.dumps(p["what"], sort_keys=True)
    if verb in ("player_restriction", "cant_block_pair", "must_block"):  # turn_restrictions.py
        return json.dumps(p.get("who", p.get("blocker")), sort_keys=True)
    if verb == "damage":
        return "~"
    return "you"


def _imperative(vp: str) -> str:
    """"draws two cards" -> "draw two cards" (the verb without its third-person s)."""
    return vp


def _token_phrase(p: dict[str, Any], tokens: dict[str, dict[str, Any]]) -> str:
    """111.1: "create two tapped 1/1 white Soldier creature tokens with flying"."""
    t = tokens.get(p.get("token", ""))
    if t is None or set(p) - {"token", "count", "tapped", "tapped_and_attacking"}:
        raise RenderError("token")
    n, tail = token_count(p.get("count", 1))  # a variable amount (amounts.py)
    tapped = "tapped " if p.get("tapped") else ""
    attacking = ""
    if p.get("tapped_and_attacking"):  # 508.4: before, or after "that's" / "that are"
        from mtg_engine.cards.oracle.amounts import wording

        if wording("attacking_after"):
            attacking = " that's tapped and attacking" if n == 1 else \
                " that are tapped and attacking"
        else:
            tapped = "tapped and attacking "
    noun = "token" if n == 1 else "tokens"
    if "power" not in t:  # a predefined token (111.10): "create a Treasure token"
        kind = t["type"].split(" — ")[1]
        return f"create {_num(n)} {tapped}{kind} {noun}{attacking}{tail}"
    colors = [COLOR_NAMES[c] for c in t.get("colors", [])]
    color = _join(colors) if colors else "colorless"
    subtypes = t["type"].split(" — ")[1]
    art = "artifact " if t["type"].startswith("Artifact") else ""
    out = f"create {_num(n)} {tapped}{t['power']}/{t['toughness']} {color} {subtypes} " \
        f"{art}creature {noun}"
    from mtg_engine.cards.oracle.tokens import is_combat_ability, render_abilities

    keywords = [k for k in t.get("keywords", []) if not is_combat_ability(k)]
    if keywords:  # (a combat ability is a quoted one: render_abilities)
        out += " with " + _join(keywords)

    abilities = render_abilities(t, n != 1)  # 111.1: "with "<ability>"" / ". It has ..."
    if abilities.startswith("."):
        return out + attacking + tail + abilities
    return out + abilities + attacking + tail


# ------------------------------------------------------------------ abilities


def render_cost(cost: Any) -> str:
    """A cost's parts in the order the mapping has them (the order the compiler read them in
    the card's text: "Discard your hand, Sacrifice ~")."""
    if isinstance(cost, str):
        return cost
    parts = _cost_parts(cost)
    keys = [k for k in cost if k in parts]
    if "remove_counters" in keys and keys[keys.index("remove_counters") + 1:][:1] == [
            "sacrifice_self"] and wording("and_sacrifice_it"):  # (118.3: still two costs)
        parts["remove_counters"] += " and sacrifice it"
        keys.remove("sacrifice_self")
    return ", ".join(parts[k] for k in keys)


def _cost_parts(cost: dict[str, Any]) -> dict[str, str]:
    parts: dict[str, str] = {}
    if cost.get("mana"):
        parts["mana"] = cost["mana"]
    if cost.get("tap"):
        parts["tap"] = "{T}"
    if cost.get("untap"):
        parts["untap"] = "{Q}"
    if cost.get("pay_life"):
        parts["pay_life"] = f"Pay {cost['pay_life']} life"
    if cost.get("sacrifice_self"):
        parts["sacrifice_self"] = "Sacrifice ~"
    if "sacrifice" in cost:
        f = dict(cost["sacrifice"])
        other = f.pop("other", False)
        n = cost.get("sacrifice_count", 1)
        d = describe_filter(f, plural=n > 1)
        art = "another" if other else ("an" if d[0] in "aeiou" else "a")
        if n > 1:
            art = _num(n) + (" other" if other else "")
        parts["sacrifice"] = f"Sacrifice {art} {d}"
    if cost.get("remove_counters"):
        rc = cost["remove_counters"]
        n = rc.get("count", 1)
        noun = "counter" if n == 1 else "counters"
        parts["remove_counters"] = f"Remove {_num(n)} {rc['kind']} {noun} from ~"
    if cost.get("discard"):
        parts["discard"] = _render_discard(cost)
    if cost.get("discard_self"):
        parts["discard_self"] = "Discard ~"
    parts.update(_render_more_costs(cost))
    return parts


def _a(phrase: str) -> str:
    return "an" if phrase[0] in "aeiouAEIOU" else "a"


def _render_discard(cost: dict[str, Any]) -> str:
    n = cost["discard"]
    if cost.get("discard_random"):
        if n != 1:
            raise RenderError("discard N at random")
        return "Discard a card at random"
    f = cost.get("discard_filter")
    if f:
        d = describe_filter(f, "card", plural=n > 1)
        return f"Discard {_num(n, _a(d))} {d}"
    return f"Discard {_num(n)} card{'s' if n > 1 else ''}"


def _render_more_costs(cost: dict[str, Any]) -> dict[str, str]:
    """The cost parts of rules/ability_costs.py (118.3), by their key."""
    parts: dict[str, str] = {}
    if cost.get("discard_hand"):
        parts["discard_hand"] = "Discard your hand"
    if cost.get("tap_untapped"):
        t = cost["tap_untapped"]
        f, n = dict(t["filter"]), t.get("count", 1)
        other = f.pop("other", False)
        d = describe_filter(f, plural=n > 1)
        art = "another" if other and n == 1 else _num(n, "an")  # "an untapped
        if other and n > 1:
            raise RenderError("tap N other")
        parts["tap_untapped"] = f"Tap {art} untapped {d} you control"
    if cost.get("return"):
        r = cost["return"]
        f, n = dict(r["filter"]), r.get("count", 1)
        if f.pop("controller", None) != "you":
            raise RenderError("return a permanent you don't control")
        d = describe_filter(f, plural=n > 1)
        whose = "its owner's hand" if n == 1 else "their owner's hand"
        parts["return"] = f"Return {_num(n, _a(d))} {d} you control to {whose}"
    if cost.get("return_self"):
        parts["return_self"] = "Return ~ to its owner's hand"
    if cost.get("exile_graveyard"):
        n = cost["exile_graveyard"]
        f = cost.get("exile_filter") or {}
        d = describe_filter(f, "card", plural=n > 1) if f else ("card" if n == 1 else "cards")
        parts["exile_graveyard"] = f"Exile {_num(n, _a(d))} {d} from your graveyard"
    if cost.get("exile_self"):
        parts["exile_self"] = "Exile ~"
    if cost.get("mill"):
        n = cost["mill"]
        parts["mill"] = f"Mill {_num(n)} card{'s' if n > 1 else ''}"
    if cost.get("energy"):  # 107.14
        parts["energy"] = "Pay " + "{E}" * cost["energy"]
    return parts


def render_activated(ab: dict[str, Any], tokens: dict[str, dict[str, Any]] | None = None) -> str:
    if "loyalty" in ab:
        n = ab["loyalty"]
        head = f"[{'+' if n > 0 else ''}{n}]".replace("-", "−")
    else:
        head = render_cost(ab["cost"])
        if ab.get("zone") in ("graveyard", "hand") and ab["cost"].get("exile_self"):
            head = head.replace("Exile ~", f"Exile ~ from your {ab['zone']}")  # 602.2
    if "mana" in ab:
        body = f"Add {ab['mana']}."
        if ab.get("effects"):  # a rider (605.1a)
            body += " " + render_effects(ab["effects"], [], tokens)
    elif ab.get("chosen_color"):  # 614.12a
        body = "Add one mana of the chosen color."
        if ab.get("effects"):
            body += " " + render_effects(ab["effects"], [], tokens)
    elif "any_color" in ab:
        n = ab["any_color"]
        body = "Add one mana of any color." if n == 1 else \
            f"Add {_num(n)} mana of any one color."
        if ab.get("effects"):
            body += " " + render_effects(ab["effects"], [], tokens)
    else:
        body = render_effects(ab.get("effects", []), ab.get("targets", []), tokens)
    if ab.get("spend_only"):  # 106.6
        from mtg_engine.cards.oracle.spend import render_spend

        body += " " + render_spend(ab["spend_only"])
    if ab.get("boast"):  # 702.142a: the keyword says "... and only once each turn"
        return f"Boast — {head}: {body}"
    if ab.get("forecast"):  # 702.57a: "Forecast — [cost], Reveal ~ from your hand: ..."
        return f"Forecast — {head}, Reveal ~ from your hand: {body}"
    return f"{head}: {body}{_render_limits(ab)}"


def _render_limits(ab: dict[str, Any]) -> str:
    """602.5b, 602.5d: "Activate only as a sorcery and only once each turn." and the
    like."""
    from mtg_engine.rules.ability_costs import TIMING_TEXT

    only = []
    if ab.get("timing"):
        only.append(TIMING_TEXT[ab["timing"]])
    if ab.get("sorcery_speed"):
        only.append("as a sorcery")
    if ab.get("once_each_turn"):
        only.append("once each turn")
    if ab.get("only_if") is not None:  # 602.5b (conditions.py)
        from mtg_engine.cards.oracle.conditions import condition_wording

        only.append(f"if {condition_wording(ab['only_if'], ab.get('text', ''))}")
    out = f" Activate only {' and only '.join(only)}." if only else ""
    n = ab.get("max_per_turn")
    if n:
        out += f" Activate no more than {({2: 'twice'}).get(n, f'{_num(n)} times')} each turn."
    return out


_EVENTS = {
    "enters": "When ~ enters the battlefield", "dies": "When ~ dies",
    "leaves": "When ~ leaves the battlefield", "upkeep": "At the beginning of your upkeep",
    "each_upkeep": "At the beginning of each upkeep",
    "end_step": "At the beginning of your end step",
    "each_end_step": "At the beginning of each end step",
    "opponent_upkeep": "At the beginning of each opponent's upkeep",
    "begin_combat": "At the beginning of combat on your turn", "cycle": "When you cycle ~",
    "dealt_damage": "Whenever ~ is dealt damage",
    "unblocked": "Whenever ~ attacks and isn't blocked",
    "put_into_graveyard_from_battlefield": "When ~ is put into a graveyard from the battlefield",
    "attacks": "Whenever ~ attacks", "blocks": "Whenever ~ blocks",
    "becomes_blocked": "Whenever ~ becomes blocked",
    "combat_damage_to_player": "Whenever ~ deals combat damage to a player",
    "gain_life": "Whenever you gain life", "draw_card": "Whenever you draw a card",
    # (cards/oracle/triggers.py reads these from the grammar)
    "put_into_graveyard": "When ~ is put into a graveyard from anywhere",
    "becomes_target_of_spell": "Whenever ~ becomes the target of a spell",
    "becomes_tapped": "Whenever ~ becomes tapped", "becomes_untapped": "Whenever ~ becomes untapped",
    "damage_to_player": "Whenever ~ deals damage to a player",
    "damage_to_opponent": "Whenever ~ deals damage to an opponent",
    "opponent_draws": "Whenever an opponent draws a card",
    "discard": "Whenever you discard a card",
    "opponent_discards": "Whenever an opponent discards a card",
    "cast_self": "When you cast this spell",
    "opponent_end_step": "At the beginning of each opponent's end step",
    "each_begin_combat": "At the beginning of each combat",
    "draw_step": "At the beginning of your draw step",
    "each_draw_step": "At the beginning of each player's draw step",
    "main1": "At the beginning of your precombat main phase",
    "each_main1": "At the beginning of each player's precombat main phase",
    "each_end_of_combat": "At end of combat",
    "deals_damage": "Whenever ~ deals damage", "you_attack": "Whenever you attack",
    "attached_attacks": "Whenever enchanted creature attacks",  # (or "equipped", normalise)
    "attached_combat_damage_to_player":
        "Whenever enchanted creature deals combat damage to a player",
    "turned_face_up": "When ~ is turned face up",  # 702.37e
    "exploits": "When ~ exploits a creature",  # 702.110b
}


def render_condition(t: dict[str, Any], self_types: tuple[str, ...]) -> str:
    from mtg_engine.cards.oracle.triggers import render_new_condition

    ev = t["event"]
    new = render_new_condition(t, self_types)  # the events added for issue 11 (triggers.py)
    if new:
        return new
    f = dict(t.get("filter", {}))
    if ev == "blocks" and f:  # "Whenever ~ blocks a creature with flying"
        f.pop("types", None)
        return f"Whenever ~ blocks {describe_filter({'types': ['Creature'], **f})}"
    if ev == "becomes_target_of_spell" and f == {"controller": "you"}:  # heroic
        return "Whenever you cast a spell that targets ~"
    if ev == "creatures_attack":  # 508.1
        return f"Whenever one or more {describe_filter(f, plural=True)} attack"
    if ev == "becomes_blocked_by":  # "Whenever ~ becomes blocked by a creature"
        return f"Whenever ~ becomes blocked by a {describe_filter(f)}"
    if ev == "creature_combat_damage_to_player":
        d = describe_filter(f)
        return f"Whenever {'an' if d[0] in 'aeiou' else 'a'} {d} deals combat damage to a player"
    if ev == "creature_attacks":  # "Whenever a creature you control attacks"
        d = describe_filter(f)
        art = "" if f.get("other") else ("an " if d[0] in "aeiou" else "a ")
        return f"Whenever {art}{d} attacks"
    if ev in _EVENTS:
        if f:
            raise RenderError(f"a filter on {ev}")
        return _EVENTS[ev]
    if ev in ("cast_spell", "any_player_casts"):
        who = "you cast" if ev == "cast_spell" else "a player casts"
        if ev == "any_player_casts" and f.get("controller") == "opponent":
            f.pop("controller")
            who = "an opponent casts"
        if not f:
            return f"Whenever {who} a spell"
        d = describe_filter(f, "spell")
        return f"Whenever {who} {'an' if d[0] in 'aeiou' else 'a'} {d}"
    if ev == "creature_dies" and not f.get("other") and f.get("controller"):
        who = "you control" if f["controller"] == "you" else "an opponent controls"
        rest = {k: v for k, v in f.items() if k != "controller"}
        return f"Whenever {'an' if describe_filter(rest)[0] in 'aeiou' else 'a'} " \
            f"{describe_filter(rest)} {who} dies"
    if ev in ("another_enters", "creature_dies", "permanent_enters"):  # 603.6a, 700.4
        other = f.pop("other", ev == "another_enters")
        types = set(f.get("types", ()))
        under = ""
        if ev != "creature_dies" and f.get("controller") == "you":
            f.pop("controller")
            under = " under your control"
        elif ev != "creature_dies" and f.get("controller") == "opponent":
            f.pop("controller")
            under = " under an opponent's control"
        d = describe_filter(f)
        # "Whenever a land enters" on a card that can't be a land: the engine reads it as
        # "another" (it never sees itself enter through this event).
        art = "another" if other and (types & set(self_types) or not types) else \
            ("an" if d[0] in "aeiou" else "a")
        verb = "dies" if ev == "creature_dies" else "enters the battlefield"
        return f"Whenever {art} {d} {verb}{under}"
    raise RenderError(f"trigger event {ev!r}")


def render_trigger(t: dict[str, Any], self_types: tuple[str, ...],
                   tokens: dict[str, dict[str, Any]] | None = None) -> str:
    from mtg_engine.cards.oracle.triggers import remembered_phrase, render_if

    token = REMEMBERED.set(remembered_phrase(t["event"], t.get("filter", {})))
    try:
        body = render_effects(t["effects"], t.get("targets", []), tokens)
    finally:
        REMEMBERED.reset(token)
    body = body[0].lower() + body[1:]
    if t.get("optional"):
        body = "you may " + body
    cond = render_if(t)  # 603.4
    if cond:
        body = f"{cond}, {body}"
    return f"{render_condition(t, self_types)}, {body}"


def render_static(st: dict[str, Any]) -> str:
    kind, p = next(iter(st.items()))
    p = p or {}
    if kind == "continuous" and "as_long_as" in p:  # 611.3a
        return _conditional_forms(kind, p)[0]
    if kind == "continuous" and "set_land_subtypes" in p:  # 305.7
        from mtg_engine.cards.oracle.statics import render_land_type_setting

        land = render_land_type_setting(st)
        if land is None:
            raise RenderError("a land type set")
        return land
    if kind == "continuous":  # types and colours set or added (type_color.py)
        from mtg_engine.cards.oracle import type_color

        tc = type_color.render(p)
        if tc is not None:
            return tc
    cc = render_cc_static(kind, p)  # copies, control changes (copy_control.py)
    if cc is not None:
        return cc
    if kind == "enters_tapped" and p.get("unless_pay_life"):  # 614.12
        return (f"As ~ enters the battlefield, you may pay {p['unless_pay_life']} life. "
                "If you don't, it enters the battlefield tapped.")
    if kind == "enters_tapped":
        if "unless" in p:  # 614.1c
            return f"~ enters the battlefield tapped unless {static_condition(p['unless'])[0]}."
        return "~ enters the battlefield tapped."
    if kind == "cant_be_countered":
        return "This spell can't be countered."
    if kind in ("player_keywords", "no_maximum_hand_size", "hand_size"):
        return _render_player_static(kind, p)
    if kind == "blockable_despite":  # 702.14 (statics.py)
        from mtg_engine.cards.oracle.statics import render_blockable_despite

        walk = render_blockable_despite(p)
        if walk is None:
            raise RenderError("landwalk ignored")
        return walk
    if kind == "cant_gain_life":  # 119.7
        return _cant_gain_life_forms(p)[0]
    if kind == "additional_lands":  # 305.2
        return _additional_lands_forms(p)[0]
    if kind == "anthem" and any("power_lt_source" in next(iter(r.values()))
                                for r in p.get("restrictions", ())):
        from mtg_engine.cards.oracle.statics import render_smaller_cant_block

        smaller = render_smaller_cant_block(p)  # 509.1b
        if smaller is None:
            raise RenderError("a restriction naming ~'s power")
        return smaller
    if kind == "cast_as_though_flash":  # 601.3b
        who = {"you": "You", "any": "Any player", "opponent": "Your opponents"}[
            p.get("whose", "any")]
        return f"{who} may cast {_spells(p.get('filter', {}))} as though they had flash."
    if kind == "spells_cant_be_countered":  # 101.2
        spells = _spells(p.get("filter", {}))
        return f"{spells[0].upper()}{spells[1:]} can't be countered."
    if kind == "cant_cast":  # 101.2, 604.1
        return cant_cast_forms(p)[0]
    if kind == "enters_with_counters":
        n = "X" if p.get("x") else _num(p["max_count"], _a(p["counter_kind"]))
        noun = "counter" if p.get("max_count") == 1 and not p.get("x") else "counters"
        return f"~ enters the battlefield with {n} {p['counter_kind']} {noun} on it."
    if kind == "continuous" and "per" in p:  # "gets +1/+0 for each ..." (amounts.py)
        per = render_per_static(p)
        if per is None:
            raise RenderError("a continuous effect 'for each'")
        return per
    if kind == "continuous" and set(p) <= {"affects", "cda", "pt_count", "pt_count_zone",
                                           "pt_count_stat"} \
            and p.get("cda") and "pt_count" in p:
        return _render_counted_pt(p)
    if kind == "continuous" and set(p) & _CHANGE_KEYS and set(p) <= _CHANGE_KEYS | {
            "affects", "filter", "power", "toughness", "add_keywords"}:
        return _render_changes(p)[0]
    also = ""
    if kind == "continuous" and set(p) <= _ALSO_KEYS:  # 613.1d-e (statics._lower_also)
        p, also = _also(p)
    elif kind != "anthem":
        raise RenderError(f"static {kind!r}")
    affects = p.get("affects", "filter")
    if affects in ("enchanted", "equipped"):
        subject = f"{affects} creature"
        sing = True
    elif affects == "self":
        subject, sing = "~", True
    else:
        subject, sing = describe_filter(p.get("filter", {}), plural=True), False
    preds: list[str] = []
    if "power" in p or "toughness" in p:
        preds.append(f"{'gets' if sing else 'get'} {pt(p.get('power', 0), p.get('toughness', 0))}")
    kws = [k for k in p.get("keywords", ()) if not _is_combat(k)]
    combat = [k for k in p.get("keywords", ()) if _is_combat(k)]
    if kws:
        preds.append(f"{'has' if sing else 'have'} {_join(_protections(kws))}")
    if "can't attack" in combat and "can't block" in combat:
        combat = [c for c in combat if c not in ("can't attack", "can't block")]
        preds.append("can't attack or block")
    if "attacks each combat if able" in combat and "blocks each combat if able" in combat:
        combat = [c for c in combat if "each combat if able" not in c]
        preds.append("attacks or blocks each combat if able")
    if not sing and DOESNT_UNTAP in combat:  # 502.3, in the plural
        combat = [c if c != DOESNT_UNTAP else "don't untap during their controllers' untap steps"
                  for c in combat]
    preds += combat
    for r in p.get("restrictions", ()):  # 509.1b
        kind, other = next(iter(r.items()))
        if kind not in _RESTRICTION_WORDS:  # 508.1c: "can't attack you" (statics.py)
            from mtg_engine.cards.oracle.statics import (
                render_attack_you,
                render_defender_restriction,
            )

            words = render_defender_restriction(kind, other) if other else None
            if words is not None:
                preds.append(words)
                continue
            words = render_attack_you(kind, p.get("attack_cost", ""))
            if words is None or other:
                raise RenderError(f"a restriction {kind!r}")
            preds.append(words)
            continue
        preds.append(f"{_RESTRICTION_WORDS[kind]} {describe_filter(other, plural=True)}")
    if p.get("untargetable"):  # 115.4
        preds.append(_untargetable_words(p["untargetable"]))
    if p.get("no_activation"):  # 602.5
        if not sing:
            if preds or p["no_activation"] != "all":
                raise RenderError("a group's activated abilities with other effects")
            return f"Activated abilities of {subject} can't be activated."
        preds.append("its activated abilities can't be activated" + (
            " unless they're mana abilities" if p["no_activation"] == "nonmana" else ""))
    if also:
        if not sing:
            raise RenderError("'are' in a type change")
        preds.append(also)
    if p.get("condition"):
        raise RenderError("a condition")
    if not preds:
        raise RenderError("an anthem that does nothing")
    body = f"{subject} {_join(preds)}"
    if "as_long_as" in p:  # 611.3a
        return f"{body} {condition_clauses(p['as_long_as'])[0]}."
    return body + "."


def condition_clauses(c: Any) -> list[str]:
    """A static ability's condition (611.3a) after its body: "as long as C", or for a negated
    condition "unless C" ("~ can't attack unless you control another Giant", 508.1c)."""
    if isinstance(c, dict) and c.get("negate"):
        from mtg_engine.cards.oracle.conditions import render_condition

        plain = {k: v for k, v in c.items() if k != "negate"}
        return [f"unless {w}" for w in render_condition(
            plain["kind"] if set(plain) == {"kind"} else plain)]
    return [f"as long as {w}" for w in static_condition(c)]


def _spells(f: dict[str, Any], plural: bool = True) -> str:
    """"creature spells you control", "instant and sorcery spells", "noncreature spell"."""
    f = dict(f)
    kinds = [t.lower() for t in f.pop("types", ())] + list(f.pop("subtypes", ()))
    spells = describe_filter(f, noun="spell", plural=plural).replace("permanent ", "")
    if kinds:
        word = "spells" if plural else "spell"
        spells = spells.replace(word, f"{_join(kinds)} {word}", 1)
    return spells


def cant_cast_forms(p: dict[str, Any]) -> list[str]:
    """The wordings of a "can't cast" static (101.2): "You can't cast creature spells.",
    "Each player can't cast more than one spell each turn."."""
    whose = p.get("whose", "any")
    who = {"you": ["You"], "opponent": ["Your opponents", "Each opponent"],
           "any": ["Players", "Each player"]}[whose]
    if p.get("max_count"):
        if p["max_count"] != 1:
            raise RenderError("more than one spell")
        what = f"more than one {_spells(p.get('filter', {}), plural=False)} each turn"
    else:
        what = _spells(p.get("filter", {}))
    when = ""
    if p.get("as_long_as"):
        if p["as_long_as"] != "your_turn":
            raise RenderError("a condition")
        when = " during your turn"
    return [f"{w} can't cast {what}{when}." for w in who]


def _untargetable_words(u: dict[str, Any]) -> str:
    """"can't be the target of blue or black spells", "... of red spells or abilities from red
    sources", "... of spells or abilities your opponents control"."""
    q = u.get("quality", {})
    if set(q) - {"colors", "not_colors"}:
        raise RenderError("a quality of targeting spells")
    quality = " or ".join(COLOR_NAMES[c] for c in q.get("colors", ())) + \
        "".join(f"non{COLOR_NAMES[c]}" for c in q.get("not_colors", ()))
    by = u["by"]
    what = {"spells": "spells", "abilities": "abilities",
            "spells_or_abilities": "spells or abilities"}[by]
    if quality:
        what = f"{quality} {what}"
        if by == "spells_or_abilities":
            what += f" from {quality} sources"
    if u.get("opponents"):
        what += " your opponents control"
    return f"can't be the target of {what}"


_PLAYERS = {"you": ("You",), "opponent": ("Your opponents", "Each opponent"),
            "any": ("Players", "Each player")}


def _cant_gain_life_forms(p: dict[str, Any]) -> list[str]:
    """119.7: "Players can't gain life." (the same said "Each player ...")."""
    return [f"{who} can't gain life." for who in _PLAYERS[p.get("whose", "any")]]


def _additional_lands_forms(p: dict[str, Any]) -> list[str]:
    """305.2: "You may play an additional land on each of your turns."."""
    n = p.get("amount", 1)
    lands = "an additional land" if n == 1 else f"{_num(n)} additional lands"
    if p.get("whose") == "you":
        return [f"You may play {lands} on each of your turns."]
    if p.get("whose", "any") != "any":
        raise RenderError("an opponent's additional lands")
    return [f"{who} may play {lands} {on} each of their turns." for who in _PLAYERS["any"]
            for on in ("on", "during")]


def _render_player_static(kind: str, p: dict[str, Any]) -> str:
    """702.11c, 702.18a, 402.2."""
    whose = p.get("whose", "any")
    who = {"you": "You have", "opponent": "Your opponents have", "any": "Players have"}[whose]
    if kind == "player_keywords":
        return f"{who} {_join(list(p['keywords']))}."
    if kind == "no_maximum_hand_size":
        return f"{who} no maximum hand size."
    if whose == "any":
        raise RenderError("every player's hand size")
    n = p["amount"]
    owner = "Your" if whose == "you" else "Each opponent's"
    return f"{owner} maximum hand size is {'increased' if n > 0 else 'reduced'} by " \
        f"{_num(abs(n), 'one')}."


_RESTRICTION_WORDS = {"cant_be_blocked_by": "can't be blocked by",
                      "cant_be_blocked_except_by": "can't be blocked except by",
                      "cant_block": "can't block"}


def _cant(kws: list[str]) -> str:
    """A restriction granted for the turn (611.2a): "can't block", "can't attack or block";
    a requirement or a blocker's capacity ("must be blocked if able", "can block an
    additional creature", 509.1a, 509.1c); "" for abilities."""
    if kws == ["can't attack", "can't block"]:
        return "can't attack or block"
    if len(kws) == 1 and kws[0].startswith("can't "):
        return kws[0]
    if kws == ["must be blocked if able"]:
        return "must be blocked if able"
    if kws == ["can block an additional creature each combat"]:
        return "can block an additional creature"
    return ""


def _for_the_turn(cant: str) -> str:
    """"can't block this turn", "must be blocked this turn if able"."""
    if cant.endswith(" if able"):
        return f"{cant[:-8]} this turn if able"
    return f"{cant} this turn"


def _protections(kws: list[str]) -> list[str]:
    """Protections from colours in a row say "from" once each: "protection from red and from
    blue" (702.16a)."""
    out: list[str] = []
    run: list[str] = []
    colours = ("white", "blue", "black", "red", "green")
    for k in [*kws, ""]:
        if k.startswith("protection from ") and k[len("protection from "):] in colours:
            run.append(k[len("protection "):])
            continue
        if run:
            out.append("protection " + _join(run))
            run = []
        if k:
            out.append(k)
    return out


_CHANGE_KEYS = {"lose_all_abilities", "remove_keywords", "set_types", "set_creature_type",
                "set_colors", "set_power", "set_toughness"}


def _render_changes(p: dict[str, Any]) -> list[str]:
    """statics._lower_changes rendered, its predicates in every order (Oracle text orders
    them freely): "enchanted creature loses all abilities and is a blue Frog creature with
    base power and toughness 1/1"."""
    import itertools

    affects = p.get("affects", "filter")
    if affects in ("enchanted", "equipped"):
        subject, sing = f"{affects} creature", True
    elif affects == "self":
        subject, sing = "~", True
    else:
        raise RenderError("a group's types set")
    preds: list[str] = []
    if "power" in p or "toughness" in p:
        preds.append(f"gets {pt(p.get('power', 0), p.get('toughness', 0))}")
    if p.get("add_keywords"):
        preds.append(f"has {_join(_protections(list(p['add_keywords'])))}")
    if p.get("lose_all_abilities"):
        preds.append("loses all abilities")
    if p.get("remove_keywords"):
        preds.append(f"loses {_join(list(p['remove_keywords']))}")
    base = ""
    if "set_power" in p or "set_toughness" in p:
        base = f"base power and toughness {p.get('set_power')}/{p.get('set_toughness')}"
    if p.get("set_creature_type"):
        if p.get("set_types") not in (None, ["Creature"]):
            raise RenderError("card types set")
        what = " ".join([_COLOR_WORD[c] for c in p.get("set_colors", "")]
                        + [p["set_creature_type"]] + (["creature"] if p.get("set_types")
                                                       else []))
        preds.append(f"is {_article(what)}" + (f" with {base}" if base else ""))
    elif base:
        preds.append(f"has {base}")
    if not sing or (p.get("set_colors") and not p.get("set_creature_type")):
        raise RenderError("colours set alone")
    return [f"{subject} {_join(list(order))}." for order in itertools.permutations(preds)]


_ALSO_KEYS = {"affects", "filter", "power", "toughness", "add_keywords", "add_types",
              "add_subtypes", "add_colors", "all_creature_types"}
_COLOR_WORD = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _also(p: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A "continuous" static that adds types or colours (613.1d-e) -> the anthem part and
    the words "is a white Angel in addition to its other colors and types" /
    "is every creature type"."""
    anthem = {k: v for k, v in p.items() if k in ("affects", "filter", "power", "toughness")}
    if p.get("add_keywords"):
        anthem["keywords"] = p["add_keywords"]
    types, subs = list(p.get("add_types", ())), list(p.get("add_subtypes", ()))
    colors = "".join(p.get("add_colors", ()))
    if p.get("all_creature_types"):
        if types or subs or colors:
            raise RenderError("every creature type and more")
        return anthem, "is every creature type"
    if len(types) + len(subs) != 1 or len(colors) > 1:
        raise RenderError("a type change of several types or colours")
    what = " ".join([_COLOR_WORD[c] for c in colors] + [t.lower() for t in types] + subs)
    others = "colors and types" if colors else "types"
    return anthem, f"is {_article(what)} in addition to its other {others}"


def _render_counted_pt(p: dict[str, Any]) -> str:
    """604.3: "~'s power and toughness are each equal to the number of creatures you
    control." (a CDA in layer 7a)."""
    f = dict(p["pt_count"])
    yours = f.pop("controller", None)
    if yours not in (None, "you"):
        raise RenderError("a count of an opponent's")
    zone = p.get("pt_count_zone", "battlefield")
    if zone in ("graveyard", "hand"):
        where = f"in your {zone}" if yours else "in all graveyards"
        if zone == "hand" and not yours:
            raise RenderError("cards in all hands")
        what = describe_filter(f, noun="card", plural=True)
        if what.startswith("permanent "):
            what = "cards" if what == "permanent cards" else what
            if what != "cards":
                raise RenderError("a count of cards")
    else:
        where = "you control" if yours else "on the battlefield"
        what = describe_filter(f, plural=True)
    which = {"": "power and toughness are each", "power": "power is"}.get(
        p.get("pt_count_stat", ""))
    if which is None:
        raise RenderError("a count setting toughness only")
    return f"~'s {which} equal to the number of {what} {where}."


def static_forms(st: dict[str, Any]) -> list[str]:
    """Every English form of a static ability: render_static's, and for an "as long as"
    condition (611.3a) the condition first ("As long as C, ~ gets +1/+1.") and the condition's
    other wordings. Each says exactly what the DSL does."""
    first = render_static(st)
    kind, p = next(iter(st.items()))
    if kind == "continuous" and "as_long_as" not in p:
        from mtg_engine.cards.oracle import type_color

        tc = type_color.forms(p)  # 613.1d-e
        if tc:
            return tc
    if kind == "cant_cast":
        return cant_cast_forms(p)
    if kind == "cant_gain_life":
        return _cant_gain_life_forms(p)
    if kind == "additional_lands":
        return _additional_lands_forms(p)
    if kind == "continuous" and set(p) & _CHANGE_KEYS:
        out = _render_changes(p)
        return out + [f.replace("enchanted creature", f"enchanted {n}", 1) for f in out
                      for n in ("permanent", "artifact")] if p.get("affects") == "enchanted" \
            else out
    if kind == "anthem" and (p or {}).get("affects") == "enchanted" and \
            first.startswith("enchanted creature "):
        # 303.4: "enchanted permanent/artifact/land" is the same object: the one it enchants
        out = _static_forms(st, first)
        return out + [f.replace("enchanted creature", f"enchanted {n}", 1) for f in out
                      for n in ("permanent", "artifact", "land", "enchantment", "planeswalker")]
    return _static_forms(st, first)


def _static_forms(st: dict[str, Any], first: str) -> list[str]:
    kind, p = next(iter(st.items()))
    if kind == "continuous" and p.get("add_subtypes") and not p.get("add_colors"):
        # adding a creature type to a creature: "its other types" and "its other creature
        # types" say the same (205.3m, 613.1d)
        return [first, first.replace("its other types.", "its other creature types.")]
    if kind not in ("anthem", "continuous") or "as_long_as" not in (p or {}):
        return [first]
    return _conditional_forms(kind, p)


def _conditional_forms(kind: str, p: dict[str, Any]) -> list[str]:
    """A static ability with a condition (611.3a): "<body> as long as C." / "As long as C,
    <body>." / "<body> unless C."; after a quoted ability, the condition first."""
    whole = render_static({kind: {k: v for k, v in p.items() if k != "as_long_as"}})
    quoted = whole.endswith('."')  # a granted ability closes it: the condition comes first
    body = whole if quoted else whole[:-1]
    out = []
    for c in condition_clauses(p["as_long_as"]):
        if c.startswith("as long as "):
            out.append(f"As long as {c[11:]}, {body[0].lower()}{body[1:]}" + ("" if quoted else "."))
        if not quoted:
            out.append(f"{body} {c}.")
    if quoted:
        out.sort(key=lambda f: not f.startswith("As long as"))
    if isinstance(p["as_long_as"], dict) and p["as_long_as"].get("kind") == "attached_is":
        from mtg_engine.cards.oracle.conditions import attached_static_forms

        out += attached_static_forms(body, p["as_long_as"])  # "..., it gets +1/+1." (303.4)
    return out


def static_condition(c: Any) -> list[str]:
    """The wordings of a static ability's "as long as" condition (611.3a), the usual first."""
    if isinstance(c, str):
        c = {"kind": c}
    kind, n, f = c["kind"], c.get("count", 1), c.get("filter", {})
    if kind == "controls_at_most":
        return [f"you control {_num(n)} or fewer {describe_filter(f, plural=True)}"]
    if kind == "opponents_at_least":
        return [f"you have {_num(n)} or more opponents"]
    if kind in ("controls", "not_controls"):
        if kind == "not_controls":
            return [f"you control no {describe_filter(f, plural=True)}"]
        if n == 1:
            return [f"you control {_article(describe_filter(f))}"]
        return [f"you control {_num(n)} or more {describe_filter(f, plural=True)}"]
    if kind == "graveyard_at_least" and not f:
        return [f"{_num(n)} or more cards are in your graveyard",
                f"there are {_num(n)} or more cards in your graveyard"]
    if kind == "hand_empty":
        return ["you have no cards in hand"]
    if kind == "life_at_least":
        return [f"you have {n} or more life"]
    if kind == "your_turn":
        return ["it's your turn"]
    if kind == "self_attacking":
        return ["it's attacking", "~ is attacking"]
    if kind.startswith("self_"):  # untapped / tapped / equipped / enchanted
        return [f"~ is {kind[5:]}", f"it's {kind[5:]}"]
    if kind == "not_your_turn":
        return ["it's not your turn"]
    from mtg_engine.cards.oracle.conditions import extra_wordings

    got = extra_wordings(c) if not c.get("negate") else []
    if got:
        return got
    raise RenderError(f"condition {kind!r}")


def _article(phrase: str) -> str:
    if phrase.startswith("another "):
        return phrase
    return ("an " if phrase[0] in "aeiouAEIOU" else "a ") + phrase


def _is_combat(k: str) -> bool:
    """A combat ability the engine names by its words ("can't block"), not a keyword."""
    from mtg_engine.cards.dsl import COMBAT_ABILITIES

    return k in COMBAT_ABILITIES


# ------------------------------------------------------------------ comparison

_DROP = {"a", "an", "the", "and", "then", "each", "all", "its", "their", "his", "her", "or_"}
_NUMS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
         "seven": "7", "eight": "8", "nine": "9", "ten": "10"}
_PHRASES = (
    (r"\bwhenever\b", "when"),
    (r"\binvestigate\b", "create a clue token"),  # 701.36a
    (r"\bequipped creature\b", "enchanted creature"),  # both: the "attached" permanent
    (r"\bhave\b", "has"),
    (r"\bhas (?:it|~) deal\b", "~ deal"),  # "you may have it deal 1 damage"
    (r"\bcontrol an? ", "control "),
    (r"\breveal (?:it|them|that card|those cards),? (?=put)", ""),  # a searched card shown
    (r"\b(?:that card|those cards|them)\b", "it"),
    # "Draw a card." = "You draw a card.": a clause that starts with a verb in its base form
    # is the controller's ("Target player draws ..., then discards ..." keeps its "s")
    (r"(^|: |• |\. |, |\band |\bthen )(?<!you )(?<!may )(?=(?:draw|discard|mill|gain|lose|"
     r"shuffle|scry|search|sacrifice|create|put|return|destroy|exile|tap|untap|counter|add|"
     r"prevent|regenerate) )", r"\1you "),
    (r"\beach player's upkeep\b", "each upkeep"),
    (r"\bis put into a graveyard from the battlefield\b", "dies"),  # 700.4
    (r"(^|: |, |\. )it (deals|gets|gains)\b", r"\1~ \2"),  # "It deals": the source
    # "When ~ enters the battlefield, attach it to target creature you control": the
    # Equipment itself (701.3a; triggers.py reads "it" so only when the trigger names ~)
    (r"(, )attach it to\b", r"\1attach ~ to"),
    (r"\bshuffle your library\b", "shuffle"),
    (r"\byou don't control\b", "an opponent controls"),
    (r"\byour opponents control\b", "an opponent controls"),
    (r"\bowners' hands\b", "owner's hand"),
    (r"\bthis turn\b(?=.*until end of turn)", ""),
)


def normalise(text: str) -> list[str]:
    """Words of an ability compared by the round trip (see the module docstring)."""
    t = re.sub(r"\s*\([^()]*\)", "", text).lower()
    for pat, rep in _PHRASES:
        t = re.sub(pat, rep, t, flags=re.M)
    if "target" not in t:
        t = re.sub(r"\bit\b", "~", t)  # with no target, "it" is the source (~) itself
    t = t.replace("−", "-")
    words = re.findall(r"\{[^}]+\}|[+-]?\d+/[+-]?\d+|\[[+-]?\w+\]|[\w'~+-]+|:", t)
    out = []
    for w in words:
        w = w.strip("'")
        if w in _DROP or not w:
            continue
        w = _NUMS.get(w, w)
        if len(w) > 3 and w.endswith("ies"):
            w = w[:-3] + "y"
        elif len(w) > 3 and w.endswith("es") and w[:-2].endswith(("sh", "ch", "ss", "x")):
            w = w[:-2]
        elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.append(w)
    return out


def difference(printed: str, rendered: str, alternative: str = "") -> str:
    """"" if the two say the same (normalised), else a short description of the difference.
    `alternative` is another rendering of the same DSL (see JOIN_YOU)."""
    a, b = normalise(printed), normalise(rendered)
    if a == b or (alternative and normalise(alternative) == a):
        return ""
    import difflib

    sm = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    parts = []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        parts.append(f"text '{' '.join(a[i1:i2])}' vs DSL '{' '.join(b[j1:j2])}'")
    return "; ".join(parts[:3])
