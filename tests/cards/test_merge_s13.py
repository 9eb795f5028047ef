"""Regression tests for what the lead's merges of session 13 put right (two engineers' readings
of the same text meeting in one tree)."""

from __future__ import annotations

import pytest

from mtg_engine.cards.database import CardDatabase, UnsupportedCardError


@pytest.mark.parametrize("name", ["Ronom Serpent", "Chained Throatseeker"])
def test_506_2_508_1c_cant_attack_unless_defending_player_is_refused(real_db: CardDatabase,
                                                                      name: str) -> None:
    """"~ can't attack unless defending player controls a snow land / is poisoned": there is
    no defending player before attackers are declared (506.2), so a layer condition on "the
    defending player" would never hold and the creature could never attack; the restriction
    reads the player it would attack (508.1c). Only the forms the engine judges that way
    (`cant_attack_unless_defender_controls`: Whimwader's "a blue permanent") are supported;
    these two are refused rather than misplayed."""
    with pytest.raises(UnsupportedCardError, match="attack/block restriction"):
        real_db.get(name)


def test_509_1b_a_condition_on_the_defending_player_while_attacking_is_kept(
        real_db: CardDatabase) -> None:
    """Arctic Foxes' "can't be blocked by creatures with power 2 or greater as long as
    defending player controls a snow land" is judged while it attacks (509.1b), when the
    defending player exists (506.2): still supported."""
    assert real_db.get("Arctic Foxes").statics
