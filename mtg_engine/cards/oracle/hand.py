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
            if f:
                body["filter"] = f
            if amount.get("up_to_n"):
                body["count"], body["up_to"] = amount["take"], True
            rest = items[3:]
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
            if (body.get("exile") or body.get("shuffle")) and plural:
                raise NotUnderstood("several cards exiled or shuffled")
            return body

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


def lower_text(ctx: Ctx, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text holding one such passage, or None."""
    text = text.strip()
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


def render(refs: Any, p: dict[str, Any]) -> str:
    """The passage of a `choose_discard` effect (render.py)."""
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
    elif plural:
        raise RenderError("cards chosen from a hand")
    else:
        amount = "an " if what[0] in "aeiou" else "a "
    who = refs.obj(p["who"])
    that = "those cards" if plural else "that card"
    then = f". that player discards {that}"
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
    if p.get("look"):
        head = f"look at {who}'s hand and choose "
    else:
        head = f"{who} reveals their hand{' and' if p.get('joined') else '.'} you choose "
    return f"{head}{amount}{what} from it{mv}{then}"
