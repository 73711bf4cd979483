"""Board picture and alt text of Rumble in the House, drawn from a :class:`RumbleView`.

The picture is about 1080 px wide so that it still reads when Discord shrinks
it to a phone's width: the house with its doors on the left, scores (and a
seat's own secret characters) on the right, the exit line along the bottom.
Once a rumble has been scored the picture grows a reveal table under the exit
line (:mod:`render.rumble.reveal`): who had whom in every scored rumble.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from bot.games.base import cut_words
from bot.games.rumble.model import CutShort, RumbleReveal, RumbleView
from bot.i18n import EN, Msg, Seat, msg, say
from bot.i18n.words import Arg
from render.rumble.frame import _frame_image, _frame_of, cell_box
from render.rumble.panels import _draw_header, _draw_panel, _draw_reveals
from render.rumble.patches import _draw_exit_chips, _draw_house
from render.rumble.style import (
    CHARACTER_COLOURS,
    COURTYARD,
    CROWDED_ROOM,
    ROOM,
    WALL,
    _exit_order,
    _winners,
    drawn_view,
    shown_names,
    text_colour_on,
)

__all__ = [
    "CHARACTER_COLOURS",
    "COURTYARD",
    "CROWDED_ROOM",
    "ROOM",
    "WALL",
    "alt_text",
    "cell_box",
    "cut_short_words",
    "render_board",
    "reveal_words",
    "text_colour_on",
]


def render_board(view: RumbleView, names: Sequence[str], lang: str = EN) -> Image.Image:
    """Draw the board a view allows: house, characters, scores, exit line, status and past reveals.

    ``names[i]`` is the display name of seat ``i``; every word is drawn in ``lang``. A seat's view (with its
    secret characters) gets them ringed in gold; the public view has no such marks.
    The parts that never change in a game are drawn once per language and copied; the
    pieces a move changes (rooms, score rows, header) are cached (per language) and pasted.
    The result is an RGB image ready for :func:`render.encode.encode_png`.
    """
    shown = shown_names(names, view.players, lang)
    view = drawn_view(view, lang)
    frame = _frame_of(view, lang)
    image = _frame_image(frame)
    _draw_header(image, view, shown, lang)
    _draw_house(image, view, frame)
    _draw_panel(image, view, shown, frame)
    _draw_exit_chips(image, view, frame)
    _draw_reveals(image, view, shown, frame)
    return image


# --- alt text -------------------------------------------------------------------------------

ALT_LIMIT = 1000


def _chained(link: str, items: Sequence[Arg]) -> Arg:
    """``items`` joined by the message ``link`` (``{ $head }…{ $tail }``), e.g. "; " between the seats."""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = msg(link, head=item, tail=out)
    return out


def _last(view: RumbleView, rank: int) -> bool:
    return rank == len(view.character_names)


def _held(view: RumbleView, character: int, rank: int | None, short: bool) -> Msg:
    """A character of a reveal with how it left: "Cat (9th out)", "Robot (last)", "Ape (still in)"."""
    words = view.character_words[character]
    if rank is None:
        return msg("rumble-alt-held-in", character=words)
    if _last(view, rank):
        return msg("rumble-alt-held-last-short" if short else "rumble-alt-held-last", character=words)
    place = msg("rumble-ordinal", rank=rank)
    return msg("rumble-alt-held-out-short" if short else "rumble-alt-held-out", character=words, place=place)


def reveal_words(
    view: RumbleView, reveal: RumbleReveal, names: Sequence[str], short: bool = False, lang: str = EN
) -> str:
    """One scored rumble's reveal in a sentence: each player's characters, their exit ranks and the points.

    ``short`` drops the filler words ("had", "out", "standing") for alt texts that must hold three rumbles.
    """
    seats: list[Arg] = []
    for s in reveal.seats:
        held = [_held(view, c, r, short) for c, r in zip(s.characters, s.ranks, strict=True)]
        points = msg("rumble-alt-points-left" if s.forfeited else "rumble-alt-points", points=s.points)
        if short:
            seats.append(
                msg("rumble-alt-seat-short", seat=Seat(s.seat), held=_chained("rumble-comma", held), points=points)
            )
        else:
            seats.append(msg("rumble-alt-seat-had", seat=Seat(s.seat), held=tuple(held), points=points))
    told = _chained("rumble-semicolon", seats)
    whole = "rumble-alt-revealed-short" if short else "rumble-alt-revealed"
    return say(msg(whole, rumble=reveal.rumble, seats=told), lang, shown_names(names, view.players, lang))


def cut_short_words(view: RumbleView, cut: CutShort, names: Sequence[str], short: bool = False, lang: str = EN) -> str:
    """The rumble a finished game ended in before it was scored, in a sentence: each player's characters.

    ``short`` drops the filler words, as :func:`reveal_words` does.
    """
    seats: list[Arg] = []
    for seat in range(view.players):
        held = [_held(view, c, rank, short) for c, rank in cut.held(seat)]
        if short:
            seats.append(msg("rumble-alt-cut-seat-short", seat=Seat(seat), held=_chained("rumble-comma", held)))
        else:
            seats.append(msg("rumble-alt-cut-seat", seat=Seat(seat), held=tuple(held)))
    told = msg("rumble-alt-cut", rumble=cut.rumble, seats=_chained("rumble-semicolon", seats))
    return say(told, lang, shown_names(names, view.players, lang))


def _fitting(parts: list[str], extras: Sequence[str]) -> list[str]:
    """The extras (in their order) that still fit after ``parts`` within the alt text limit."""
    used = len(" ".join(parts))
    kept = []
    for extra in extras:
        if used + 1 + len(extra) <= ALT_LIMIT:
            kept.append(extra)
            used += 1 + len(extra)
    return kept


def _reveals_after(parts: list[str], view: RumbleView, names: Sequence[str], lang: str) -> list[str]:
    """Every reveal in words, in full or else short; if even that is too long, the newest that fit (at least one)."""
    words: list[str] = []
    for short in (False, True):
        words = [reveal_words(view, r, names, short, lang) for r in view.reveals]
        if view.cut_short is not None:
            words.append(cut_short_words(view, view.cut_short, names, short, lang))
        if len(" ".join([*parts, *words])) <= ALT_LIMIT:
            return words
    newest = _fitting(parts, words[::-1]) or words[-1:]
    return [w for w in words if w in newest]


def _house(view: RumbleView) -> Msg:
    """Who is in which room, crowded rooms flagged."""
    rooms: list[Arg] = []
    for room in view.rooms:
        if not room.characters:
            continue
        who = tuple(view.character_words[c] for c in room.characters)
        crowded = len(room.characters) > 1
        rooms.append(
            msg(
                "rumble-alt-room-crowded" if crowded else "rumble-alt-room",
                room=view.room_words[room.index],
                characters=who,
            )
        )
    return msg("rumble-alt-rooms", rooms=_chained("rumble-semicolon", rooms)) if rooms else msg("rumble-alt-empty")


def _exits(view: RumbleView) -> Msg:
    """The exit line: each character out with its rank and worth."""
    out = _exit_order(view)
    if not out:
        return msg("rumble-alt-no-exits")
    line = [
        msg("rumble-alt-exit", rank=i + 1, character=view.character_words[c], worth=view.exit_points[i])
        for i, c in enumerate(out)
    ]
    return msg("rumble-alt-exits", exits=_chained("rumble-comma", line))


def _scores(view: RumbleView) -> Msg:
    """Every seat's total, those who left marked."""
    scores = [
        msg("rumble-alt-score-left" if p in view.resigned else "rumble-alt-score", seat=Seat(p), total=view.totals[p])
        for p in range(view.players)
    ]
    return msg("rumble-alt-scores", scores=_chained("rumble-comma", scores))


def _head(view: RumbleView) -> list[Msg]:
    """The game, the rumble and the house; then who won, or whose turn it is."""
    head = [msg("rumble-alt-head", rumble=view.rumble, rumbles=view.rumbles, layout=view.layout_words)]
    if view.finished:
        winners = _winners(view)
        head.append(msg("rumble-alt-over", who=tuple(Seat(p) for p in winners), count=len(winners)))
    elif view.turn is not None:
        head.append(
            msg("rumble-alt-your-turn") if view.turn == view.seat else msg("rumble-alt-to-play", seat=Seat(view.turn))
        )
    return head


def alt_text(view: RumbleView, names: Sequence[str], lang: str = EN) -> str:
    """Describe the board for screen readers in at most 1000 characters, in ``lang``.

    Covers whose turn it is, who is in which room (crowded rooms flagged),
    the exit line, the scores, the anti-stall status and who had whom in
    every scored rumble (and, once the game is over, the rumble it ended in unscored); a seat's
    view also names its secret characters.
    Reveals are told in full, or shorter when they would not all fit (then,
    if need be, the newest first). Once the game is over the winner, scores
    and reveals come first, then the last exit line and the house as room allows.
    """
    shown = shown_names(names, view.players, lang)

    def said(text: Msg) -> str:
        return say(text, lang, shown)

    head = " ".join(said(m) for m in _head(view))
    mine = ""
    if view.my_characters:
        mine = said(msg("rumble-alt-mine", characters=tuple(view.character_words[c] for c in view.my_characters)))
    house, exits, scores = said(_house(view)), said(_exits(view)), said(_scores(view))
    if view.finished:
        parts = [head, scores]
        parts += _reveals_after(parts, view, names, lang)
        parts += _fitting(parts, [exits, house])
    else:
        if view.stalled:
            stall = said(msg("rumble-alt-stalled"))
        else:
            stall = said(msg("rumble-alt-quiet", count=view.quiet_turns_left))
        parts = [p for p in (head, mine, house, exits, scores, stall) if p]
        parts += _reveals_after(parts, view, names, lang)
    text = " ".join(parts)
    return cut_words(text, ALT_LIMIT)
