"""The results chart of ``/hauntbot stats``: a phone-sized PNG through the one encoder, a bar per game (up
for a win, down for a loss, grey for a game left), the win-rate line, and its words for screen readers."""

from __future__ import annotations

import pytest
from PIL import Image

from render import chart
from render.chart import Mark, chart_alt, chart_png, render_chart, win_rates
from tests.render.png_checks import decode, within_tolerance

MARKS = [Mark(True, day="1 Nov"), Mark(False), Mark(False, left=True), Mark(True), Mark(True, day="5 Nov")]


def bar_centres(n: int) -> list[float]:
    """Where the chart puts each of ``n`` bars across its plot."""
    left, right = chart.MARGIN + chart.AXIS_W, chart.WIDTH - chart.MARGIN
    step = (right - left) / n
    return [left + step * (i + 0.5) for i in range(n)]


def near(colour: tuple[int, ...], expected: tuple[int, int, int], tolerance: int = 24) -> bool:
    """Whether a pixel is close to a colour."""
    return all(abs(a - b) <= tolerance for a, b in zip(colour[:3], expected, strict=True))


def test_the_card_is_a_phone_sized_palette_png_that_decodes_to_what_was_drawn() -> None:
    """720 x 420, stored as a 256-colour PNG by render.encode, within the encoder's tolerance."""
    data = chart_png(MARKS, "alice — Rumble in the House")
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) < 60_000
    decoded = decode(data)
    assert decoded.size == (chart.WIDTH, chart.HEIGHT) and decoded.mode == "P"
    assert within_tolerance(render_chart(MARKS, "alice — Rumble in the House"), decoded)


def test_each_game_is_a_bar_up_for_a_win_and_down_for_a_loss() -> None:
    """Above the bars' middle line: green for the wins; below it: red for the losses, grey for the game left."""
    image = render_chart(MARKS, "alice").convert("RGB")
    above, below = chart.BARS_MID - chart.BAR_REACH // 2, chart.BARS_MID + chart.BAR_REACH // 2
    for x, mark in zip(bar_centres(len(MARKS)), MARKS, strict=True):
        up, down = image.getpixel((round(x), above)), image.getpixel((round(x), below))
        assert isinstance(up, tuple) and isinstance(down, tuple)
        if mark.won:
            assert near(up, chart.WON) and near(down, chart.BACKGROUND)
        else:
            assert near(up, chart.BACKGROUND) and near(down, chart.LEFT if mark.left else chart.LOST)


def test_the_line_is_the_win_rate_so_far() -> None:
    """After W L L W W the share won so far is 1, 1/2, 1/3, 1/2, 3/5; the line's dot of each game is there."""
    assert win_rates(MARKS) == pytest.approx([1, 1 / 2, 1 / 3, 1 / 2, 3 / 5])
    image = render_chart(MARKS, "alice").convert("RGB")
    for x, rate in zip(bar_centres(len(MARKS)), win_rates(MARKS), strict=True):
        y = chart.PLOT_BOTTOM - rate * (chart.PLOT_BOTTOM - chart.PLOT_TOP)
        pixel = image.getpixel((round(x), round(y)))
        assert isinstance(pixel, tuple) and near(pixel, chart.LINE, 40), (x, y, pixel)


def test_thirty_games_and_one_game_both_draw() -> None:
    """The most a stats answer shows, and a first game (a single dot, no line)."""
    many = [Mark(i % 3 == 0, left=i == 7, day=f"{i + 1} Nov") for i in range(30)]
    assert decode(chart_png(many, "bob")).size == (chart.WIDTH, chart.HEIGHT)
    single = render_chart([Mark(False, day="2 Dec")], "carol")
    assert isinstance(single, Image.Image) and single.size == (chart.WIDTH, chart.HEIGHT)


def test_names_the_fonts_lack_are_left_out_and_an_empty_one_is_a_player() -> None:
    """A title of emoji only draws as "Player" (the words keep the name whole)."""
    assert within_tolerance(render_chart(MARKS, "Player"), decode(chart_png(MARKS, "🎃🎃")))
    assert "🎃🎃" in chart_alt(MARKS, "🎃🎃")


def test_no_game_is_no_chart() -> None:
    """The command attaches no chart before a first finished game; drawing one without games is an error."""
    with pytest.raises(ValueError):
        render_chart([], "alice")


def test_the_words_say_every_result_in_order_and_the_totals() -> None:
    """The attachment's description reads the bars oldest first and the share won."""
    assert chart_alt(MARKS, "alice — every game") == (
        "alice — every game: the last 5 games, oldest first: W L left W W. 3 won and 2 lost, 60% won."
    )


def test_the_words_in_polish_count_games_by_polish_plurals() -> None:
    """A Polish reader's description says "1 gra", "2 gry", "5 gier", "22 gry"; results read W, P, "opuszczona"."""
    assert chart_alt(MARKS[:1], "ada", "pl").startswith("ada: ostatnia 1 gra, od najstarszej: W.")
    assert chart_alt(MARKS, "ada", "pl") == (
        "ada: ostatnie 5 gier, od najstarszej: W P opuszczona W W. Wygrane: 3, przegrane: 2, 60% wygranych."
    )
    assert chart_alt(MARKS[:2], "ada", "pl").startswith("ada: ostatnie 2 gry, od najstarszej: W P.")
    assert chart_alt([Mark(True)] * 22, "ada", "pl").startswith("ada: ostatnie 22 gry, od najstarszej: W W")


def test_a_polish_card_draws_its_own_words() -> None:
    """The Polish card differs from the English one only where words are drawn: the bars and the line match."""
    english = render_chart(MARKS, "ada").convert("RGB")
    polish = render_chart(MARKS, "ada", "pl").convert("RGB")
    assert english.size == polish.size and english.tobytes() != polish.tobytes()
    x = round(bar_centres(len(MARKS))[0])
    above = chart.BARS_MID - chart.BAR_REACH // 2
    assert english.getpixel((x, above)) == polish.getpixel((x, above))
