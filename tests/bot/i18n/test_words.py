"""Messages as plain data: built with msg(), saved and loaded unchanged."""

from __future__ import annotations

import json

import pytest

from bot.i18n import Msg, OneOf, Seat, from_data, msg, to_data


def test_arguments_are_kept_sorted_so_equal_messages_compare_equal() -> None:
    """The order arguments are given in does not matter."""
    assert msg("a", x=1, y=2) == msg("a", y=2, x=1)
    assert msg("a", x=1).arg("x") == 1 and msg("a").arg("x") is None


def test_lists_become_tuples() -> None:
    """A list argument is stored as a tuple, so messages stay hashable."""
    assert msg("a", items=[1, 2]).arg("items") == (1, 2)
    assert hash(msg("a", items=[Seat(1), msg("b")]))


def test_with_args_adds_and_replaces() -> None:
    """with_args gives a new message with some arguments changed."""
    assert msg("a", x=1).with_args(x=2, y=3) == msg("a", x=2, y=3)


@pytest.mark.parametrize(
    "text",
    [
        "plain English of before",
        msg("seat-number", number=3),
        msg("move", who=Seat(0), did=msg("x-moved", room=msg("x-room-hall"), cards=(msg("x-card", n=1), 2, "Ada"))),
        msg("empty"),
        msg("either", levels=OneOf(("easy", "good"))),
    ],
)
def test_a_message_round_trips_through_json(text: str | Msg) -> None:
    """to_data then JSON then from_data gives the same text or message."""
    assert from_data(json.loads(json.dumps(to_data(text)))) == text


@pytest.mark.parametrize("data", [{"x": 1}, 3, None, {"m": "a", "a": {"x": True}}, {"m": "a", "a": {"x": None}}])
def test_what_is_not_a_saved_message_is_refused(data: object) -> None:
    """Loading anything but saved text or a saved message fails loudly."""
    with pytest.raises(ValueError):
        from_data(data)
