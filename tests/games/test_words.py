"""Shared words: ``cut`` for echoed text (and the one engine refusal that repeats what was typed), ``cut_words`` for
labels and alt texts."""

from __future__ import annotations

import pytest

from bot.games.base import MAX_ACTION_LENGTH, IllegalAction, cut, cut_words
from bot.games.children import GAME as CHILDREN
from bot.i18n import LANGS, say


def test_short_text_is_kept_whole():
    """Text within the limit comes back unchanged."""
    assert cut("m3.5") == "m3.5"


def test_long_text_keeps_its_start_and_an_ellipsis_within_the_limit():
    """Text over the limit is cut to exactly ``limit`` characters, the last one "…"."""
    out = cut("x" * 500, 12)
    assert out == "x" * 11 + "…" and len(out) == 12


def test_words_are_cut_after_a_whole_word():
    """cut_words ends on a whole word and "…", within the limit, without a trailing comma or space."""
    text = "Turn on: Children: Trim at once when the hand limit drops (leave traps, then devices, toys last)"
    out = cut_words(text, 80)
    assert out == "Turn on: Children: Trim at once when the hand limit drops (leave traps, then…"
    assert len(out) <= 80


def test_words_cut_at_a_space_keep_the_word_before_it():
    """A limit that falls just after a word keeps that word."""
    assert cut_words("alpha beta gamma", 11) == "alpha beta…"
    assert cut_words("alpha beta gamma", 16) == "alpha beta gamma"


def test_one_long_word_is_cut_inside():
    """A single word longer than the limit is cut like cut does."""
    assert cut_words("x" * 50, 10) == "x" * 9 + "…"


def test_childrens_refusal_repeats_at_most_forty_characters_of_the_move():
    """The Children engine's "… is not allowed now" echoes a cut move, never the whole input."""
    state = CHILDREN.new_game(2, 1, {})
    (seat,) = CHILDREN.to_act(state)
    with pytest.raises(IllegalAction) as refused:
        CHILDREN.apply(state, seat, "r." + "7" * 500)
    said = [say(refused.value.reason, lang) for lang in LANGS]
    assert all("7" * 20 in text and "7" * MAX_ACTION_LENGTH not in text for text in said)
    assert all("…" in text for text in said)
