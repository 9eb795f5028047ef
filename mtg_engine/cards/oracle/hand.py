"""A player's hand revealed (or looked at) and cards of it chosen (Duress, Thoughtseize,
Coercion, Thrull Surgeon), read by the grammar (grammar.lark's `hand_passage`):

  Target opponent reveals their hand. You choose a nonland card from it. That player discards
  that card.
  Look at target player's hand and choose up to two cards from it. That player discards those
  cards.
  Target opponent reveals their hand. You choose a nonland card from it and exile that card.

-> the DSL verb `choose_discard` (effects/keyword_actions.py): 701.16a (reveal), 701.8
(discard), the cards chosen by the spell's controller as it resolves (608.2d); "... exile that
card" (Castigate): exiled from the hand (406.3), `exile` in the DSL. The printed wording is
kept where it says the same thing two ways (`joined`, `exile_joined`)."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx
from mtg_engine.cards.oracle.phrases import between_sentences

_HEAD = re.compile(r"(?:(?<=^)|(?<=\. ))(?:[Tt]arget (?:opponent|player) reveals their hand|"
                   r"Look at target (?:opponent|player)'s hand)")
_FILTER_KEYS = {"types", "not_types", "colors", "not_colors", "mana_value_le", "mana_value_ge",
                "subtypes", "not_supertypes", "supertypes"}


def _transformer() -> Any:
    from mtg_engine.cards.oracle.look_top import _filter
    from mtg_engine.cards.oracle.look_top import _transformer as look_transformer
    from mtg_engine.cards.oracle.parse import NotUnderstood

    class HandIR(type(look_transformer())):  # type: ignore[misc]
        """The passage's tree -> the `choose_discard` DSL effect (its `who` a target kind)."""

        def hand_passage(self, items: list[Any]) -> dict[str, Any]:
            head, amount, desc = items[0], items[1], items[2]
            f = _filter(desc)
            if set(f) - _FILTER_KEYS:
                raise NotUnderstood("a quality of a card in a hand")
            body: dict[str, Any] = {"who_kind": head[1]}
            if head[0] == "look":
                body["look"] = True
            elif head[0] == "joined":
                body["joined"] = True
            elif head[0] == "may":  # "You may choose ..." (608.2d: none at all is a choice)
                body["may_choose"] = True
            if f:
                body["filter"] = f
            if amount.get("up_to_n"):
                body["count"], body["up_to"] = amount["take"], True
            elif amount["take"] != 1:
                body["count"] = amount["take"]  # "choose X cards", "choose two cards"
            rest = list(items[3:])
            if rest and getattr(rest[0], "type", "") == "HP_FROM_BOTH":
                body["from_graveyard"] = True  # 406.3: "... graveyard or hand"
                rest = rest[1:]
            elif rest and getattr(rest[0], "type", "") == "HP_OR_GRAVEYARD":
                body["or_any_graveyard_card"] = True  # "... or a card from their graveyard"
                rest = rest[1:]
                if not rest[-1].get("exile") or rest[-1].get("until_leaves") \
                        or rest[-1].get("exile_joined") or body.get("count", 1) != 1:
                    raise NotUnderstood("a card of a hand or graveyard not exiled")
            if bool(body.get("from_graveyard")) != bool(rest[-1].get("exile_it")):
                raise NotUnderstood("a card of a graveyard or hand, not exiled as 'it'")
            if len(rest) == 2:  # "from it with mana value 3 or less"
                key, n = rest[0]
                if key in f:
                    raise NotUnderstood("mana value twice")
                f[key] = n
                body["filter"], body["mana_value_after"] = f, True
            body.update(rest[-1])
            plural = body.get("count", 1) != 1
            if body.pop("that", "that card" if not plural else "those cards") != \
                    ("those cards" if plural else "that card"):
                raise NotUnderstood("'that card' for several, 'those cards' for one")
            if (body.get("exile") or body.get("shuffle") or body.get("nth")
                    or body.get("to_top")) and plural:
                raise NotUnderstood("several cards exiled, shuffled or put into a library")
            return body

        def hp_reveal_may(self, items: list[Any]) -> tuple[str, str]:
            return "may", str(items[0]).split()[1]

        def hp_n(self, items: list[Any]) -> dict[str, Any]:
            word = str(items[0])
            return {"take": 1 if word in ("a", "an") else self.number([word])}

        def hp_x(self, _: list[Any]) -> dict[str, Any]:
            return {"take": "X"}  # 107.3a

        def hp_exile_it(self, _: list[Any]) -> dict[str, Any]:
            return {"that": "that card", "exile": True, "exile_it": True}

        def hp_nth(self, items: list[Any]) -> dict[str, Any]:
            nth = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}
            return {"that": str(items[0]), "nth": nth[str(items[1]).split()[0]]}  # 401.7

        def hp_on_top(self, items: list[Any]) -> dict[str, Any]:
            return {"that": str(items[0]), "to_top": True}  # 401.1

        def hp_reveal(self, items: list[Any]) -> tuple[str, str]:
            return "reveal", str(items[0]).split()[1]

        def hp_reveal_joined(self, items: list[Any]) -> tuple[str, str]:
            return "joined", str(items[0]).split()[1]

        def hp_look(self, items: list[Any]) -> tuple[str, str]:
            return "look", str(items[0]).split()[1].removesuffix("'s")

        def hp_mv_after(self, items: list[Any]) -> tuple[str, int]:
            return ("mana_value_le" if str(items[1]) == "less" else "mana_value_ge",
                    int(items[0]))

        def hp_discard(self, items: list[Any]) -> dict[str, Any]:
            return {"that": str(items[0])}

        def hp_exile(self, items: list[Any]) -> dict[str, Any]:
            return {"exile": True, **({"until_leaves": True} if items else {})}

        def hp_discard_random(self, items: list[Any]) -> dict[str, Any]:
            return {"that": str(items[0]), "then_random": True}  # (Tourach's Canticle)

        def hp_shuffle(self, items: list[Any]) -> dict[str, Any]:
            return {"that": str(items[0]), "shuffle": True}  # (Perish the Thought, 701.20a)

        def hp_exile_joined(self, items: list[Any]) -> dict[str, Any]:
            return {**self.hp_exile(items), "exile_joined": True}

    return HandIR()


def read_passage(printed: str) -> dict[str, Any] | None:
    """The `choose_discard` body of a passage (`who_kind` for its target), or None."""
    from mtg_engine.cards.oracle.look_top import read_printed

    return read_printed("hand_passage", printed, _transformer())  # type: ignore[no-any-return]


# 603.2: the player a trigger's event involved ("Whenever ~ deals combat damage to a player,
# that player reveals their hand. You choose a card from it. That player exiles that card.",
# Ghastlord of Fugue; "look at that player's hand and choose a card from it. The player
# discards that card.", Doomsday Specter): read as the target passage, `who: remembered`
_THAT_PLAYER = re.compile(r"^(that player reveals their hand|look at that player's hand)")
_THEIR_WORDS = ((". The player discards that card.", ". That player discards that card.",
                 "the_player"),
                (". That player exiles that card.", ". Exile that card.", "that_player_exiles"))


def _event_player_passage(text: str) -> tuple[str, str] | None:
    """(the text said of a target player, the printed words kept) for a passage about the
    player the trigger's event involved, else None."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT

    seed = EVENT_REFERENT.get()
    if seed is None or seed.player != "event" or not _THAT_PLAYER.match(text.lower()):
        return None
    said = "event"
    for printed, plain, word in _THEIR_WORDS:
        if printed in text:
            text, said = text.replace(printed, plain, 1), word
    return re.sub(r"^(?:That|that) player reveals", "Target player reveals",
                  re.sub(r"^(?:Look|look) at that player's hand", "Look at target player's hand",
                         text)), said


def lower_text(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text holding one such passage, or None."""
    text = text.strip()
    theirs = _event_player_passage(text)
    if theirs is not None:
        return _theirs(ctx, *theirs)
    m = _HEAD.search(text)
    if m is None:
        return None
    sentences = [s for s in re.split(r"(?<=\.) ", text[m.start():]) if s]
    for length in (3, 2):
        if len(sentences) < length:
            continue
        body = read_passage(" ".join(sentences[:length]))
        if body is None:
            continue
        if body.get("until_leaves") and not ctx.on_permanent:
            return None  # 610.3: "until ~ leaves the battlefield" is a permanent's
        after = " ".join(sentences[length:])
        if re.match(r"(?i)(it|that player|they|their)\b", after):
            return None

        def middle(b: dict[str, Any] = body) -> dict[str, Any]:
            kind = b.pop("who_kind")
            return {"choose_discard": {"who": ctx.add_target({"kind": kind}), **b}}

        return between_sentences(ctx, text[:m.start()].strip(), middle, after, compile_rest)
    return None


def _theirs(ctx: Ctx, text: str, said: str) -> list[dict[str, Any]] | None:
    """The passage alone (no sentence around it) about the event's player (603.2)."""
    body = read_passage(text)
    if body is None or body.get("until_leaves") or body.get("from_graveyard") \
            or body.get("or_any_graveyard_card"):
        return None
    if said == "the_player" and (body.get("exile") or body.get("count", 1) != 1):
        return None
    if said == "that_player_exiles" and (not body.get("exile") or body.get("exile_joined")):
        return None
    body.pop("who_kind")
    return [{"choose_discard": {"who": "remembered", "said": said, **body}}]


def _render_theirs(refs: Any, p: dict[str, Any]) -> str:
    """The passage of a `choose_discard` of the event's player (603.2)."""
    text = render(refs, {**{k: v for k, v in p.items() if k != "said"}, "who": "target"})
    text = text.replace("target player", "that player", 1)
    for printed, plain, word in _THEIR_WORDS:
        if p["said"] == word:
            text = text.replace(plain.lower().rstrip("."), printed.lower().rstrip("."), 1)
    return text


def render(refs: Any, p: dict[str, Any]) -> str:
    """The passage of a `choose_discard` effect (render.py)."""
    if p.get("said"):  # the player a trigger's event involved (603.2)
        return _render_theirs(_TargetPlayer(refs), p)
    from mtg_engine.cards.oracle.look_top import _NUMWORDS
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    f = dict(p.get("filter", {}))
    mv = ""
    if p.get("mana_value_after"):
        for key, word in (("mana_value_le", "less"), ("mana_value_ge", "greater")):
            if key in f:
                mv = f" with mana value {f.pop(key)} or {word}"
    n = p.get("count", 1)
    plural = n != 1
    what = describe_filter(f, "card", plural=plural) if f else ("cards" if plural else "card")
    if p.get("up_to"):
        if n not in _NUMWORDS or n < 2:
            raise RenderError("cards chosen from a hand")
        amount = f"up to {_NUMWORDS[n]} "
    elif n == "X":
        amount = "X "  # 107.3a
    elif plural:
        if n not in _NUMWORDS:
            raise RenderError("cards chosen from a hand")
        amount = f"{_NUMWORDS[n]} "
    else:
        amount = "an " if what[0] in "aeiou" else "a "
    who = refs.obj(p["who"])
    that = "those cards" if plural else "that card"
    then = f". that player discards {that}"
    if p.get("nth"):  # 401.7
        nth = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh"}
        then = f". that player puts {that} into their library {nth[p['nth']]} from the top"
    if p.get("to_top"):  # 401.1
        then = f". put {that} on top of that player's library"
    if p.get("shuffle"):  # 701.20a
        then = f". that player shuffles {that} into their library"
    if p.get("then_random"):  # 701.8a
        then += ", then discards a card at random"
    if p.get("exile"):
        then = (" and" if p.get("exile_joined") else ".") + " exile that card"
    if p.get("until_leaves"):
        if not p.get("exile"):
            raise RenderError("discarded until ~ leaves")
        then += " until ~ leaves the battlefield"
    if p.get("exile_it"):  # 406.3: "... from that player's graveyard or hand and exile it"
        if not p.get("from_graveyard"):
            raise RenderError("exile it")
        then = " and exile it"
    where = "from that player's graveyard or hand" if p.get("from_graveyard") else \
        "from it or a card from their graveyard" if p.get("or_any_graveyard_card") else "from it"
    if p.get("look"):
        head = f"look at {who}'s hand and choose "
    else:
        may = " may" if p.get("may_choose") else ""
        head = f"{who} reveals their hand{' and' if p.get('joined') else '.'} you{may} choose "
    return f"{head}{amount}{what} {where}{mv}{then}"


class _TargetPlayer:
    """Refs that name "target" as "target player" (the passage said of the event's player is
    rendered as of a target, then named again, _render_theirs)."""

    def __init__(self, refs: Any) -> None:
        self._refs = refs

    def obj(self, ref: Any) -> str:
        return "target player" if ref == "target" else self._refs.obj(ref)
