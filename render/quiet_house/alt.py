"""The Quiet House board in words, for screen readers (a picture's alt text, in the reader's language), and
the view's words said."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import cut_words
from bot.games.quiet_house.model import GoalTileView, QuietHouseView, StatueView
from bot.games.quiet_house.words import chain, closeness, corner, wall
from bot.i18n import EN, Arg, Msg, Seat, Text, msg, say
from render.quiet_house.parts import COLUMNS

ALT_LIMIT = 1000


def key_of(view: QuietHouseView, name: Msg | None) -> str | None:
    """Engine key of a statue from its name (as the view gives it)."""
    return next((s.key for s in view.statues if s.name == name), None)


def said(text: Text | None, lang: str = EN) -> str:
    """A view's words in ``lang`` (a statue's name, a Time Card); "" for none."""
    return say(text, lang) if text else ""


def met_count(view: QuietHouseView) -> int:
    """How many goal tiles hold (of those face up: all eight once the game is over)."""
    return sum(bool(t.holds) for t in view.goal_tiles)


def _tile_words(tiles: Sequence[GoalTileView]) -> Text:
    """The face-up tiles wall by wall, e.g. ``top wall: closest Mouse (holds), 2nd closest Rook (does not hold)``."""
    walls: dict[str, list[Text]] = {}
    for tile in tiles:
        if tile.statue is None:
            continue
        state = "quiethouse-alt-tile" if tile.holds is None else "quiethouse-alt-tile-holds"
        if tile.holds is False:
            state = "quiethouse-alt-tile-not"
        walls.setdefault(tile.wall, []).append(msg(state, closeness=closeness(tile.rank), statue=tile.statue))
    groups = [
        msg("quiethouse-alt-wall", wall=wall(side), tiles=chain("quiethouse-alt-comma", items))
        for side, items in walls.items()
    ]
    return chain("quiethouse-alt-semicolon", groups) if groups else ""


def _statue_words(statue: StatueView) -> Msg:
    """A statue in the alt text: ``Rook A1``, ``Rook A1 (advanced side)``, ``Rook A1 (basic side, drawn at random)``."""
    where: dict[str, Arg] = {"statue": statue.name, "square": statue.square}
    if statue.random_side:
        side = msg("quiethouse-side-advanced" if statue.side == "advanced" else "quiethouse-side-basic")
        return msg("quiethouse-alt-statue-drawn", side=side, **where)
    return msg("quiethouse-alt-statue-advanced" if statue.side == "advanced" else "quiethouse-alt-statue", **where)


def _head(view: QuietHouseView) -> Msg:
    """The game, its players and variants, and the result or whose turn it is."""
    if view.variants:
        variants: dict[str, Arg] = {"variants": view.variants, "count": len(view.variants)}
        start = msg("quiethouse-alt-variants", players=view.players, **variants)
    else:
        start = msg("quiethouse-alt-game", players=view.players)
    if view.status == "won":
        then: Msg | None = msg("quiethouse-alt-won", points=view.score or 0)
    elif view.status == "lost":
        left = view.resigned is not None
        then = msg("quiethouse-alt-left", player=Seat(view.resigned or 0)) if left else msg("quiethouse-alt-deck")
    elif view.turn is not None:
        then = (
            msg("quiethouse-alt-your-turn")
            if view.turn == view.seat
            else msg("quiethouse-alt-to-play", player=Seat(view.turn))
        )
    else:
        then = None
    return msg("quiethouse-alt-then", first=start, rest=then) if then else start


def _parts(view: QuietHouseView) -> list[Text]:
    """The alt text's sentences, in order."""
    parts: list[Text] = [_head(view)]
    if view.status == "playing" and view.time_card:
        card: dict[str, Arg] = {"statue": view.time_card, "score": view.time_score or 0, "left": view.cards_left}
        mirror = key_of(view, view.time_card) == "mirror"
        card_id = "quiethouse-alt-card-mirror" if mirror else "quiethouse-alt-card"
        parts.append(msg(card_id, points=view.win_points or 0, **card))
    statues = {s.key: _statue_words(s) for s in view.statues}
    parts.append(msg("quiethouse-alt-statues", **statues))
    dots = ", ".join(f"{COLUMNS[c]}{r + 1}" for r, c in view.red_dots)
    board = msg("quiethouse-alt-board-spider" if view.board_side == "spider-web" else "quiethouse-alt-board-standard")
    parts.append(msg("quiethouse-alt-dots", board=board, dots=dots))
    seats = [msg("quiethouse-alt-seat", player=Seat(p), corner=corner(c)) for p, c in enumerate(view.corners)]
    parts.append(msg("quiethouse-alt-seats", seats=chain("quiethouse-alt-comma", seats)))
    if view.declarer is not None and len(view.paddles) == view.players:
        shown = [
            msg("quiethouse-alt-heart" if heart else "quiethouse-alt-whirlwind", player=Seat(p))
            for p, heart in enumerate(view.paddles)
        ]
        declared: dict[str, Arg] = {"player": Seat(view.declarer), "paddles": chain("quiethouse-alt-comma", shown)}
        parts.append(msg("quiethouse-alt-declaration", **declared))
    if view.status != "playing":
        met = {"met": met_count(view), "total": len(view.goal_tiles)}
        parts.append(msg("quiethouse-alt-revealed", tiles=_tile_words(view.goal_tiles), **met))
    elif view.seat is not None:
        parts.append(msg("quiethouse-alt-yours", tiles=_tile_words(view.goal_tiles)))
        if view.can_declare:
            parts.append(msg("quiethouse-alt-may-declare"))
    else:
        parts.append(msg("quiethouse-alt-face-down"))
    return parts


def alt_text(view: QuietHouseView, names: Sequence[str], lang: str = EN) -> str:
    """Describe the board for screen readers in ``lang``, in at most 1000 characters.

    Covers the outcome or whose turn it is, the Time Card, each statue's square
    and rule side (and whether it was drawn at random), the red dots, the seats and the latest declaration; a seat's
    view also lists its four goal tiles and whether each holds. The public view
    names no goal tile until the game is over.
    """
    text = " ".join(
        say(part, lang, names) for part in _parts(view)
    )  # each sentence said alone: Fluent caps a placeable
    return cut_words(text, ALT_LIMIT)
