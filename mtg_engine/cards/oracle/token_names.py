"""A created token's abilities said in a next sentence with its keywords, and a named token's
quoted ability that calls the token by its name (111.1, 111.4, 201.5):

  {U}, {T}, Discard a card: Create a 1/1 blue Faerie creature token named Cloud Sprite. It has
  flying and "Cloud Sprite can block only creatures with flying."                 (Cloudseeder)
  ... Create a 3/1 red Elemental creature token named Spark Elemental. It has trample, haste,
  and "At the beginning of the end step, sacrifice Spark Elemental."              (Sparkspitter)

"It has <keywords> and "<ability>"" gives the token those keywords and that ability, as "with
<keywords> and "<ability>"" would (the grammar's `token_has`, tokens.fold_token_abilities; said
back in the wording "it_has_keywords"). Text that refers to an object by name means that
object (201.5): in a named token's own ability its name is the token, "this creature" (113.2),
read as such (`as_this_creature`) and said back by its name when the printed ability said it
(`by_name`)."""

from __future__ import annotations

import re


def as_this_creature(ability: str, name: str) -> str:
    """The token's quoted ability with its own `name` (201.5) written "this creature"."""
    if not name or name not in ability:
        return ability
    out = re.sub(rf"(^|[.:] ){re.escape(name)}\b", lambda m: f"{m.group(1)}This creature",
                 ability)
    return re.sub(rf"\b{re.escape(name)}\b", "this creature", out)


def by_name(rendered: str, name: str, printed: str) -> str:
    """A rendered quoted ability ("This creature ...") with "this creature" said as the token's
    `name` again, when its `printed` text calls it so (201.5)."""
    if not name or name not in printed or re.search(r"\b[Tt]his creature\b", printed):
        return rendered
    return re.sub(r"\b[Tt]his creature\b", name, rendered)


def keywords_in_it_has(out: str, keywords: list[str], abilities: str) -> tuple[str, str]:
    """`out` ("create ... token with trample and haste") and `abilities` (". It has "..."")
    said in the wording "it_has_keywords": "create ... token", ". It has trample, haste, and
    "..."" (111.1)."""
    from mtg_engine.cards.oracle.amount_render import wording
    from mtg_engine.cards.oracle.render_phrases import _join

    if not keywords or " with " not in out or " named " in out[out.rindex(" with "):] \
            or not wording("it_has_keywords"):
        return out, abilities
    m = re.match(r"^\. (It has|They have) (.+)$", abilities)
    if m is None:
        return out, abilities
    return out[:out.rindex(" with ")], f". {m.group(1)} {_join([*keywords, m.group(2)])}"
