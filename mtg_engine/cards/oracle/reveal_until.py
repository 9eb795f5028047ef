"""Cards revealed from the top of a library until one of a kind is (701.16a), in the Oracle
compiler:

  Reveal cards from the top of your library until you reveal a creature card. Put that card
  into your hand and the rest on the bottom of your library in a random order.  (Vivien)
  Reveal cards from the top of your library until you reveal a basic land card. Put that card
  into your hand and all other cards revealed this way into your graveyard.  (Hermit Druid)
  Target player reveals cards from the top of their library until they reveal a land card,
  then puts those cards into their graveyard.                       (Undercity Informer)

-> the DSL verb `reveal_until` (effects/reveal_until.py), rendered back here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences

Effects = list[dict[str, Any]]

_YOURS = re.compile(
    r"[Rr]eveal cards from the top of your library until you reveal "
    r"(?P<what>an? [^.,]+? card|a card that shares a card type with that permanent)"
    r"(?:\. (?P<ifdo>If you do, p|P)ut that card (?P<to>into your "
    r"hand|onto the battlefield"
    r"(?: tapped)?) and |(?P<all>, then put all cards revealed this way into your hand))"
    r"(?(all)|(?P<rest>the rest on the bottom of your library in a random order|"
    r"all other cards revealed this way into your graveyard|the rest into your graveyard|"
    r"put all other cards revealed this way into your graveyard|"
    r"exile all other cards revealed this way|"
    r"shuffle all other cards revealed this way into your library))\.")
_THEIRS = re.compile(
    r"(?P<who>[Tt]arget player|[Tt]arget opponent|[Ee]ach opponent) reveals cards from the top "
    r"of their library until (?:they reveal (?P<what>an? [^.,]+? card|(?P<n>two|three|four) "
    r"[^.,]+? cards), then puts (?:those cards|all cards revealed this way)|(?P<n2>two|three|"
    r"four) (?P<what2>[^.,]+? cards) are revealed\. That player puts all cards revealed this "
    r"way) into their graveyard\.")
# 608.2h: the controller of a target that has left the battlefield (as it last existed), who
# puts the card found onto the battlefield under their own control (Polymorph, Transmogrify)
_CONTROLLERS = re.compile(
    r"(?P<whose>Its controller|That creature's controller) reveals cards from the top of their "
    r"library until they reveal (?P<what>an? [^.,]+? card)\. (?P<player>The player|That player) "
    r"puts that card onto the battlefield, then shuffles (?P<rest>the rest|all other cards "
    r"revealed this way) into their library\.")
_RESTS = {"the rest on the bottom of your library in a random order": "bottom_random",
          "all other cards revealed this way into your graveyard": "graveyard",
          "the rest into your graveyard": "graveyard",
          "put all other cards revealed this way into your graveyard": "graveyard",
          "exile all other cards revealed this way": "exile",
          "shuffle all other cards revealed this way into your library": "shuffle"}
_REST_WORDS = {"bottom_random": "the rest on the bottom of your library in a random order",
               "exile": "exile all other cards revealed this way",
               "shuffle": "shuffle all other cards revealed this way into your library"}
_GRAVEYARD_WORDS = ("all other cards revealed this way into your graveyard",
                    "the rest into your graveyard",
                    "put all other cards revealed this way into your graveyard")
_COUNT = {"two": 2, "three": 3, "four": 4}
# 205.2a, 608.2h: "until you reveal a card that shares a card type with that permanent"
# (Reality Scramble: the target put into the library before, as it last existed)
_SHARES = "card that shares a card type with that permanent"
# the printed words of `_CONTROLLERS` (for the round trip)
_WORDINGS = ("Its controller", "That creature's controller", "The player", "That player",
             "the rest", "all other cards revealed this way")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Effects | None]
               ) -> Effects | None:
    """The effects of `text` if a passage of it reveals cards until one of a kind (its other
    sentences compiled by `compile_rest`), else None."""
    from mtg_engine.cards.oracle.search import card_filter

    m = _YOURS.search(text) or _THEIRS.search(text) or _CONTROLLERS.search(text)
    if m is None or (m.start() > 0 and text[m.start() - 2:m.start()] != ". "):
        return None
    g = m.groupdict()
    n = g.get("n") or g.get("n2")
    what = g.get("what2") or m.group("what").split(" ", 1)[1]
    sharing = what == _SHARES and g.get("to") is not None  # (the target: named before)
    f = {} if sharing else card_filter(what, plural=bool(n))
    if f is None or (not f and not sharing):
        return None

    def middle() -> dict[str, Any] | None:
        eff: dict[str, Any] = {"filter": f}
        if "who" in g:
            who = m.group("who").lower()
            if who == "each opponent":
                eff["who"] = "each_opponent"
            else:
                spec = {"kind": "player" if who == "target player" else "opponent"}
                eff["who"] = ctx.add_target(spec)
            eff.update({"to": "graveyard", "rest": "graveyard"})
            if n:
                eff["count"] = _COUNT[n]
            if g.get("n2"):
                eff["passive"] = True
            return {"reveal_until": eff}
        if "whose" in g:  # (the target's controller, 608.2h; the card under their control)
            if len(ctx.targets) != 1 or ctx.targets[0]["kind"] not in ("creature", "artifact"):
                return None
            words = (g["whose"], g["player"], g["rest"])
            return {"reveal_until": {**eff, "who": "target_controller", "to": "battlefield",
                                     "rest": "shuffle", "theirs": True,
                                     "wording": [_WORDINGS.index(w) for w in words]}}
        if g.get("all"):  # "..., then put all cards revealed this way into your hand"
            return {"reveal_until": {**eff, "to": "hand", "rest": "hand"}}
        to = m.group("to")
        if sharing:  # 608.2h: the target as it last existed (its Auras: effects/aura_entry.py)
            if len(ctx.targets) != 1 or ctx.targets[0]["kind"] != "permanent":
                return None
            eff["shares_type_with"] = "target"
        elif to != "into your hand" and any(t in f.get("subtypes", ()) for t in ("Aura",)):
            return None  # 303.4f: an Aura onto the battlefield is attached as it enters
        if to != "into your hand" and not sharing and (
                not f.get("types") or "Enchantment" in f["types"]):
            return None  # (a card that may be an Aura: 303.4f, not read)
        eff["to"] = "hand" if to == "into your hand" else "battlefield"
        if to.endswith("tapped"):
            eff["tapped"] = True
        eff["rest"] = _RESTS[m.group("rest")]
        if m.group("ifdo") != "P":  # "you may reveal ... If you do, put that card ..." (an
            if not _optional_reveal(ctx, text[:m.start()]):  # optional trigger's, 603.5)
                return None
            eff["if_you_do"] = True
        return {"reveal_until": eff}

    return between_sentences(ctx, text[:m.start()].strip(), middle, text[m.end():].strip(),
                             compile_rest)


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, the passage) of a `reveal_until` effect."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    n = p.get("count", 1)
    what = describe_filter(dict(p["filter"]), "card", plural=n > 1)
    what = f"{ {2: 'two', 3: 'three', 4: 'four'}[n]} {what}" if n > 1 else \
        f"{'an' if what[0] in 'aeiou' else 'a'} {what}"
    if p.get("shares_type_with") == "target":
        if p["filter"] or n != 1:
            raise RenderError("reveal until: a card sharing a type and more")
        what = "a " + _SHARES
    if p.get("theirs"):
        whose, player, rest = (_WORDINGS[i] for i in p["wording"])
        return "", (f"{whose} reveals cards from the top of their library until they reveal "
                    f"{what}. {player} puts that card onto the battlefield, then shuffles {rest} "
                    "into their library")
    if "who" in p:
        who = "each opponent" if p["who"] == "each_opponent" else refs.obj(p["who"])
        if p.get("passive"):  # "until four land cards are revealed. That player puts ..."
            return who, (f"reveals cards from the top of their library until {what} are "
                         "revealed. that player puts all cards revealed this way into their "
                         "graveyard")
        ending = "all cards revealed this way" if wording("all_revealed") else "those cards"
        return who, (f"reveals cards from the top of their library until they reveal {what}, "
                     f"then puts {ending} into their graveyard")
    if p["rest"] == "hand":
        return "", (f"reveal cards from the top of your library until you reveal {what}, then "
                    "put all cards revealed this way into your hand")
    to = "into your hand" if p["to"] == "hand" else \
        "onto the battlefield" + (" tapped" if p.get("tapped") else "")
    if p["rest"] == "graveyard":  # (three Oracle wordings of the same, 701.16a)
        rest = _GRAVEYARD_WORDS[2 if p["to"] == "battlefield" and wording("put_all") else
                                1 if wording("the_rest") else 0]
    elif p["rest"] in _REST_WORDS:
        rest = _REST_WORDS[p["rest"]]
    else:
        raise RenderError("reveal until: where the rest go")
    put = "if you do, put" if p.get("if_you_do") else "put"  # (the reveal chosen, 603.5)
    return "", (f"reveal cards from the top of your library until you reveal {what}. "
                f"{put} that card {to} and {rest}")


def _optional_reveal(ctx: Any, before: str) -> bool:
    """"you may reveal cards ... until you reveal a land card. If you do, put that card ...":
    read only as an optional trigger's first and only instruction (its "you may" the
    trigger's, 603.5: the reveal is done only if chosen, and the rest follows it), so the
    "If you do" asks nothing else."""
    from mtg_engine.cards.oracle.trigger_effects import OPTIONAL_TRIGGER

    return not before.strip() and ctx.on_permanent and OPTIONAL_TRIGGER.get()
