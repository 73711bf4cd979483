"""What each seat may see of a Quiet House game (RULINGS 3): the board for all, four tiles for each seat."""

from __future__ import annotations

from bot.games.quiet_house.board import square_name
from bot.games.quiet_house.data import (
    ADVANCED,
    BASIC,
    DECK_SIZE,
    GOAL_SLOTS,
    SEATING,
    SIDED,
    STATUES,
    VISIBLE_WALLS,
)
from bot.games.quiet_house.dealing import options_of, rules_key
from bot.games.quiet_house.goals import holding, rank_of, visible_slots
from bot.games.quiet_house.model import (
    DECLARE,
    NOBODY,
    GoalTileView,
    QuietHouseState,
    QuietHouseView,
    StatueView,
    Status,
)
from bot.games.quiet_house.turns import card_score, dots_of, rule_of, satisfied, time_card, win_score
from bot.games.quiet_house.words import combination_words, rule, statue, variant
from bot.i18n import Msg, msg


def rule_words(s: QuietHouseState, name: str) -> Msg:
    """How the statue ``name`` moves this turn, as a clause after it ("moves any number of squares…")."""
    card = time_card(s) if s.status is Status.PLAYING else ""
    if name == "mirror":
        if card == "mirror":
            return msg("quiethouse-rule-mirror-frozen")
        if not card:
            return msg("quiethouse-rule-mirror")
        copied = rule(card, ADVANCED if card in s.advanced else BASIC)
        return msg("quiethouse-rule-mirror-copies", statue=statue(card), rule=copied)
    return rule(name, ADVANCED if name in s.advanced else BASIC)


def statue_views(s: QuietHouseState) -> tuple[StatueView, ...]:
    """The five statues with their squares, rule sides (and whether each was drawn at random) and rules this turn."""
    card = time_card(s) if s.status is Status.PLAYING else ""
    return tuple(
        StatueView(
            key=name,
            name=statue(name),
            row=sq[0],
            col=sq[1],
            square=square_name(sq),
            side=ADVANCED if name in s.advanced else BASIC,
            rule=rule_words(s, name),
            frozen=name == card,
            random_side=name in s.random_sides,
            sided=name in SIDED,
            label=msg("quiethouse-statue-on", statue=statue(name), square=square_name(sq)),
            moves_as=statue(rule_of(name, card)) if card and name != card else "",
        )
        for name, sq in zip(STATUES, s.layout, strict=True)
    )


def goal_views(s: QuietHouseState, seat: int | None) -> tuple[GoalTileView, ...]:
    """The eight slots: face-up for the tiles ``seat`` sees, all face-up once the game is over."""
    fourth = 2 in s.variants
    over = s.status is not Status.PLAYING
    seen = set(visible_slots(s.players, seat)) if seat is not None else set()
    held = holding(s.layout, s.goals, fourth)
    tiles: list[GoalTileView] = []
    for i, (wall, shade) in enumerate(GOAL_SLOTS):
        face_up = over or i in seen
        tiles.append(
            GoalTileView(
                slot=i,
                wall=wall,
                shade=shade,
                rank=rank_of(shade, fourth),
                statue=statue(s.goals[i]) if face_up else None,
                holds=held[i] if face_up else None,
            )
        )
    return tuple(tiles)


def build_view(s: QuietHouseState, seat: int | None, to_act: frozenset[int], paddles_allowed: bool) -> QuietHouseView:
    """Exactly what ``seat`` may know; ``None`` gives the public view."""
    if seat is not None and not 0 <= seat < s.players:
        raise ValueError(f"seat {seat} is not in this {s.players}-player game")
    playing = s.status is Status.PLAYING
    corners = SEATING[s.players]
    card = time_card(s)
    key = rules_key(options_of(s))
    return QuietHouseView(
        seat=seat,
        to_act=to_act,
        players=s.players,
        status=s.status.value,
        turn=s.turn if playing else None,
        corners=corners,
        my_walls=VISIBLE_WALLS[corners[seat]] if seat is not None else (),
        board_side="spider-web" if "mouse" in s.advanced else "standard",
        red_dots=tuple(sorted(dots_of(s))),
        statues=statue_views(s),
        goal_tiles=goal_views(s, seat),
        time_card=statue(card),
        time_score=card_score(s.drawn - 1),
        win_points=win_score(s),
        cards_left=DECK_SIZE - s.drawn,
        drawn_cards=s.deck[: s.drawn],
        next_score=card_score(s.drawn) if s.drawn < DECK_SIZE else None,
        variants=s.variants,
        variant_rules=tuple(variant(v) for v in s.variants),
        rules_key=key,
        rules_words=combination_words(key),
        paddles_allowed=paddles_allowed,
        can_declare=seat is not None and playing and seat == s.turn and satisfied(s, seat),
        declarer=None if s.declarer == NOBODY else s.declarer,
        paddles=s.paddles,
        last_seat=None if s.last_seat == NOBODY else s.last_seat,
        last_action=s.last_action,
        score=win_score(s) if s.status is Status.WON else None,
        resigned=None if s.resigned == NOBODY else s.resigned,
        declare_action=DECLARE if playing else "",
    )
