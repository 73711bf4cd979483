"""The table's timers and the plan of the duties each change leaves."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.deadlines import (
    BOT,
    BOT_PAUSE_SECONDS,
    REMOVE,
    SKIP,
    WAIT,
    BadTimers,
    Duty,
    Timers,
    away_turn,
    duration,
    next_reminder,
    plan,
    restarted_turn,
)

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def test_default_timers_are_a_day_to_play_reminders_every_12_hours_and_10_minutes_to_react():
    """The issue's defaults: 24 h turns, 12 h reminders, 10 min windows, wait."""
    t = Timers.from_settings({})
    assert (t.turn_minutes, t.remind_minutes, t.reaction_minutes, t.on_timeout) == (1440, 720, 10, WAIT)


def test_table_settings_override_server_defaults_which_override_the_built_ins():
    """A host's choice beats the server's default, which beats the built-in one."""
    t = Timers.from_settings({"turn_minutes": 60}, {"turn_minutes": 120, "remind_minutes": 30})
    assert (t.turn_minutes, t.remind_minutes) == (60, 30)


def test_skipping_without_a_turn_time_is_refused():
    """A skip or remove policy needs a turn deadline to act on."""
    with pytest.raises(BadTimers, match="turn time"):
        Timers.from_settings({"turn_minutes": 0, "on_timeout": SKIP})


def test_an_unknown_policy_is_refused_with_the_allowed_ones():
    """The refusal names wait, skip and remove."""
    with pytest.raises(BadTimers, match="wait, skip, remove"):
        Timers.from_settings({"on_timeout": "explode"})


def test_a_reaction_window_cannot_be_off():
    """Windows must close, so zero minutes is refused."""
    with pytest.raises(BadTimers):
        Timers.from_settings({"reaction_minutes": 0})


def test_durations_read_naturally():
    """Minutes become days, hours and minutes."""
    assert [duration(m) for m in (1440, 2880, 90, 10, 60)] == ["1 day", "2 days", "1 h 30 min", "10 min", "1 h"]


def test_describe_names_the_removal_count():
    """The remove policy says after how many deadlines."""
    text = Timers(on_timeout=REMOVE, remove_after=2).describe()
    assert "remove a player after 2 missed deadlines" in text


def test_a_new_turn_gets_the_turn_time_and_a_reminder():
    """A seat that starts owing a turn is due after the turn time and reminded after the interval."""
    (duty,) = plan({1: None}, {}, NOW, Timers())
    assert duty == Duty(1, None, NOW, NOW + timedelta(hours=24), NOW + timedelta(hours=12))


def test_a_turn_without_deadline_or_reminders_has_neither():
    """Turn time and reminders off leave both times empty."""
    (duty,) = plan({0: None}, {}, NOW, Timers(turn_minutes=0, remind_minutes=0))
    assert duty.due_at is None and duty.remind_at is None


def test_a_window_gets_the_reaction_window_and_no_reminder():
    """A "respond now" window is due after the reaction window."""
    (duty,) = plan({2: "defend"}, {}, NOW, Timers(reaction_minutes=5))
    assert duty == Duty(2, "defend", NOW, NOW + timedelta(minutes=5), None)


def test_a_seat_still_owing_its_turn_keeps_its_deadline():
    """A turn of several actions is one turn: the deadline does not restart."""
    earlier = Duty(0, None, NOW - timedelta(hours=3), NOW + timedelta(hours=21), NOW + timedelta(hours=9))
    assert plan({0: None}, {0: earlier}, NOW, Timers(), acted=0) == [earlier]


def test_a_window_asked_again_of_the_seat_that_answered_is_fresh():
    """The seat that just answered a window gets a new deadline for the next one."""
    earlier = Duty(1, "stop", NOW - timedelta(minutes=4), NOW + timedelta(minutes=6), None)
    (duty,) = plan({1: "stop"}, {1: earlier}, NOW, Timers(), acted=1)
    assert duty.since == NOW


def test_a_seat_that_answers_automatically_is_due_at_once():
    """An automatic answer makes the window due now."""
    (duty,) = plan({1: "defend"}, {}, NOW, Timers(), answer_now=frozenset({1}))
    assert duty.due_at == NOW


def test_seats_no_longer_owing_lose_their_duty():
    """Only seats in the new to-act set have duties."""
    earlier = Duty(0, None, NOW, None, None)
    assert [d.seat for d in plan({1: None}, {0: earlier}, NOW, Timers())] == [1]


def test_the_next_reminder_counts_from_now_not_from_the_missed_one():
    """However late the bot is, the next reminder is one interval after this one."""
    late = NOW + timedelta(days=3)
    assert next_reminder(late, Timers(remind_minutes=60)) == late + timedelta(hours=1)


def test_a_restarted_turn_keeps_its_start_and_gets_a_new_deadline():
    """After a missed deadline that does not end the turn, the deadline starts again."""
    duty = Duty(0, None, NOW, NOW + timedelta(hours=1), None)
    later = NOW + timedelta(hours=1)
    again = restarted_turn(duty, later, Timers(turn_minutes=60, remind_minutes=0))
    assert (again.since, again.due_at, again.remind_at) == (NOW, later + timedelta(hours=1), None)


PAUSE = timedelta(seconds=3)


def test_a_bots_decision_is_due_after_the_pause_and_never_reminded():
    """A seat a bot decides for owes its turn or window after the pause, with no reminder, whatever the timers."""
    duties = plan({1: None, 2: "defend"}, {}, NOW, Timers(turn_minutes=0), bots=frozenset({1, 2}), pause=PAUSE)
    assert duties == [Duty(1, None, NOW, NOW + PAUSE, None), Duty(2, "defend", NOW, NOW + PAUSE, None)]


def test_a_bots_decision_keeps_its_time_while_others_move_and_renews_after_its_own():
    """Another seat's move leaves a bot's due time alone; the bot's own action gives it a fresh pause."""
    earlier = Duty(1, None, NOW - timedelta(seconds=1), NOW + timedelta(seconds=2), None)
    later = NOW + timedelta(seconds=1)
    kept = plan({1: None}, {1: earlier}, later, Timers(), acted=0, bots=frozenset({1}), pause=PAUSE)
    renewed = plan({1: None}, {1: earlier}, later, Timers(), acted=1, bots=frozenset({1}), pause=PAUSE)
    assert kept == [earlier] and renewed == [Duty(1, None, later, later + PAUSE, None)]


def test_a_humans_duty_becomes_a_bots_when_a_bot_takes_the_seat_and_back_again():
    """A human's turn (reminded, a day long) is not kept for a bot, nor a bot's turn for the human."""
    human = Duty(1, None, NOW, NOW + timedelta(days=1), NOW + timedelta(hours=12))
    (bots,) = plan({1: None}, {1: human}, NOW, Timers(), bots=frozenset({1}), pause=PAUSE)
    (back,) = plan({1: None}, {1: bots}, NOW, Timers(), pause=PAUSE)
    assert bots == Duty(1, None, NOW, NOW + PAUSE, None)
    assert back == bots  # a human seat keeps a same-kind duty: the session asks for a fresh one instead
    (fresh,) = plan({1: None}, {}, NOW, Timers(), pause=PAUSE)
    assert fresh.remind_at is not None and fresh.due_at == NOW + timedelta(days=1)


def test_a_bot_playing_for_the_absent_needs_a_turn_time():
    """The bot policy, like skip and remove, acts on a turn deadline."""
    assert Timers.from_settings({"on_timeout": BOT}).on_timeout == BOT
    with pytest.raises(BadTimers, match="turn time"):
        Timers.from_settings({"turn_minutes": 0, "on_timeout": BOT})
    assert "a bot plays for the absent player" in Timers(on_timeout=BOT).describe()


# --- away (/hauntbot away) -------------------------------------------------------------


def test_an_away_turn_is_due_a_whole_turn_time_after_the_away_ends_and_keeps_its_start():
    """A turn owed while away: deadline and first reminder counted from the end of the away; same decision."""
    timers = Timers(turn_minutes=60, remind_minutes=30)
    owed = Duty(0, None, NOW, NOW + timedelta(minutes=60), NOW + timedelta(minutes=30))
    back = NOW + timedelta(days=3)
    moved = away_turn(owed, back, timers)
    assert (moved.seat, moved.window, moved.since) == (0, None, NOW)
    assert (moved.due_at, moved.remind_at) == (back + timedelta(minutes=60), back + timedelta(minutes=30))


def test_an_away_turn_without_a_turn_time_or_reminders_has_no_deadline_and_no_reminder():
    """Timers switched off stay off when a turn waits for an away player."""
    moved = away_turn(Duty(1, None, NOW, None, None), NOW + timedelta(days=1), Timers(turn_minutes=0, remind_minutes=0))
    assert (moved.due_at, moved.remind_at) == (None, None)


def test_a_new_turn_of_an_away_seat_is_planned_from_the_end_of_the_away_and_the_others_from_now():
    """plan(away=...) moves only the away seat's fresh turn; a present seat's turn starts now."""
    timers = Timers(turn_minutes=120, remind_minutes=60)
    back = NOW + timedelta(days=2)
    duties = {d.seat: d for d in plan({0: None, 1: None}, {}, NOW, timers, away={0: back})}
    assert duties[0].due_at == back + timedelta(minutes=120) and duties[0].remind_at == back + timedelta(minutes=60)
    assert duties[1].due_at == NOW + timedelta(minutes=120) and duties[1].remind_at == NOW + timedelta(minutes=60)
    assert duties[0].since == duties[1].since == NOW


def test_an_away_seat_still_answers_a_window_in_minutes_and_a_bot_seat_after_its_pause():
    """Windows are not frozen by an away, and a seat a bot decides for keeps the bots' pause."""
    timers = Timers(reaction_minutes=10)
    back = NOW + timedelta(days=5)
    duties = {
        d.seat: d for d in plan({0: "defend", 1: None}, {}, NOW, timers, bots=frozenset({1}), away={0: back, 1: back})
    }
    assert duties[0].due_at == NOW + timedelta(minutes=10)
    assert duties[1].due_at == NOW + timedelta(seconds=BOT_PAUSE_SECONDS) and duties[1].remind_at is None
