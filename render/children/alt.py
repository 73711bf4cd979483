"""Alt text of the Children board: a short description for screen readers (at most 1000 characters), in
the reader's language (messages of ``bot/locales/<lang>/children.ftl``)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.base import cut_words
from bot.games.children.data import ROOM_BY_NAME
from bot.games.children.lexicon import card_msg, commas, name_msg, room_msg
from bot.games.children.views import CardView, ChildrenView, PlayerView, RoomView
from bot.i18n import EN, Msg, Text, chained, msg, say

ALT_LIMIT = 1000


def name_of(names: Sequence[str], seat: int, lang: str = EN) -> str:
    """A seat's display name ("Player N" in ``lang`` when the name is missing)."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return say(msg("seat-number", number=seat + 1), lang)


def every_name(names: Sequence[str], lang: str = EN) -> list[str]:
    """The display name of every seat a view can name ("Player N" in ``lang`` where one is missing)."""
    return [name_of(names, seat, lang) for seat in range(max(len(names), 4))]


def with_names(text: Text, names: Sequence[str], lang: str = EN) -> str:
    """The engine's text in ``lang`` with seats said as their display names."""
    return say(text, lang, every_name(names, lang))


def result_text(view: ChildrenView, names: Sequence[str], lang: str = EN) -> str:
    """Who won a finished game, read from the table: the most ghosts trapped among the seats still in."""
    if view.insane:
        return say(msg("children-alt-insane"), lang)
    names = every_name(names, lang)
    seats = [p for p in view.table if not p.left_game]
    if not seats:
        return say(msg("children-game-over"), lang)
    best = max(p.ghosts_trapped for p in seats)
    winners = tuple(name_of(names, p.seat) for p in seats if p.ghosts_trapped == best)
    return say(msg("children-alt-result", winners=winners, count=len(winners), ghosts=best), lang)


CARD_KINDS = {
    "ghost": "children-alt-card-ghost",
    "trap": "children-alt-card-trap",
    "fate": "children-alt-card-fate",
    "free": "children-alt-card-free",
    "turn": "children-alt-card-turn",
}
"""A card with what it is, by its kind (a device by its action)."""


def _card_words(c: CardView) -> Msg:
    if c.kind == "toy":
        return msg("children-alt-card-toy", card=card_msg(c.id), ghost=name_msg(c.pair))
    return msg(CARD_KINDS[c.action if c.kind == "device" else c.kind], card=card_msg(c.id))


def _who(names: Sequence[str], seat: int, view: ChildrenView) -> Text:
    """A seat's name, "(you)" added for the view's own seat."""
    if seat == view.seat:
        return msg("children-alt-you", name=name_of(names, seat))
    return name_of(names, seat)


def _room_words(r: RoomView, view: ChildrenView, names: Sequence[str]) -> Msg:
    parts: list[Text] = [
        msg("children-alt-ghost-enraged" if g.enraged else "children-alt-ghost-calm", ghost=card_msg(g.card.id),
            toy=name_msg(g.toy))
        for g in r.ghosts
    ]  # fmt: skip
    parts += [_who(names, p, view) for p in r.players]
    if r.kitty:
        parts.append(name_msg("Kitty Kitty"))
    if r.cards:
        kind = "children-alt-cards-left" if view.phase == "over" else "children-alt-cards-face-down"
        parts.append(msg(kind, count=r.cards))
    return msg("children-alt-room", room=room_msg(r.id), parts=_commas(parts))


def _player_words(p: PlayerView, view: ChildrenView, names: Sequence[str]) -> Msg:
    who = _who(names, p.seat, view)
    if p.left_game:
        return msg("children-alt-player-left", who=who)
    if p.room is None:
        where = msg("children-alt-outside")
    elif any(r.id == p.room for r in view.rooms):
        where = msg("children-alt-in-room", room=room_msg(p.room))
    else:
        where = msg("children-alt-in-mansion")
    kind = "children-alt-player-kitty" if p.kitty_card else "children-alt-player"
    return msg(kind, who=who, where=where, cards=p.hand_size, skulls=p.skulls, ghosts=p.ghosts_trapped)


def _cards_said(cards: Sequence[CardView]) -> Msg:
    """Card names in order, a repeated name once with its count ("Hatpin ×2, Toad")."""
    names = list(dict.fromkeys(c.name for c in cards))
    counts = {n: sum(1 for c in cards if c.name == n) for n in names}
    return commas(
        [name_msg(n) if counts[n] == 1 else msg("children-cards-n", card=name_msg(n), count=counts[n]) for n in names]
    )


def _commas(items: Sequence[Text]) -> Text:
    """Items separated by commas only."""
    return chained(items, msg("children-comma"))


def _semicolons(items: Sequence[Text]) -> Text:
    """Items separated by semicolons."""
    return chained(items, msg("children-cog-semicolon"))


def reveal_words(view: ChildrenView, names: Sequence[str], lang: str = EN) -> list[str]:
    """What a finished board reveals, in words: every hand, then the cards left under each room (top floor first)."""
    names = every_name(names, lang)
    hands = [
        msg("children-alt-hand", who=name_of(names, p.seat), cards=_cards_said(p.hand))
        if p.hand
        else msg("children-alt-hand-none", who=name_of(names, p.seat))
        for p in view.table
    ]
    out: list[Msg] = [msg("children-alt-hands", hands=_semicolons(hands))]
    rooms = sorted((r for r in view.rooms if r.under), key=lambda r: (-r.floor, r.column))
    if rooms:
        under = [msg("children-alt-room", room=room_msg(r.id), parts=_cards_said(r.under)) for r in rooms]
        out.append(msg("children-alt-under", rooms=_semicolons(under)))
    else:
        out.append(msg("children-reveal-under-none"))
    return [say(m, lang) for m in out]


def alt_text(view: ChildrenView, names: Sequence[str], lang: str = EN) -> str:
    """Describe the board for screen readers in at most 1000 characters, in ``lang``.

    Says what the game waits for, then (a seat's view only) the seat's hand and
    the cards it remembers under rooms, (a finished game) every hand and the cards
    left under rooms, the players, the hand limit and piles, the rooms holding
    ghosts, players, Kitty Kitty or cards, the other rooms, and the turned-over
    mini stacks. The public text of a running game names no hidden card.
    """
    names = every_name(names, lang)
    status = say(view.status, lang, names) if view.status else say(msg("children-alt-waiting"), lang)
    if view.phase == "over":
        status = result_text(view, names, lang)
    parts: list[Text] = [msg("children-alt-board", players=view.players, status=status.rstrip("."))]
    card = view.window.card if view.window is not None else None
    if card is not None:
        if card.kind == "ghost":
            parts.append(msg("children-alt-in-play-ghost", card=card_msg(card.id), toy=name_msg(card.pair)))
        else:
            parts.append(msg("children-alt-in-play", card=_card_words(card)))
    if view.seat is not None and view.phase != "over":  # at the end every hand is told below, face up
        hand = [_card_words(c) for c in view.hand]
        parts.append(msg("children-alt-your-hand", hand=_commas(hand)) if hand else msg("children-alt-no-hand"))
        seen = [
            msg("children-cog-remembered", room=room_msg(r.id), cards=commas([card_msg(c.id) for c in r.seen]))
            for r in view.rooms
            if r.seen
        ]
        if seen:
            parts.append(msg("children-cog-remember", rooms=_semicolons(seen)))
    if view.phase == "over":
        parts += reveal_words(view, names, lang)
    parts.append(msg("children-alt-players", players=_semicolons([_player_words(p, view, names) for p in view.table])))
    piles: list[Text] = [
        msg("children-alt-limit", limit=view.hand_limit),
        msg("children-alt-deck", cards=view.deck_size),
        msg("children-alt-tablets", tablets=view.room_pile),
    ]
    if view.tablet:
        piles.append(msg("children-alt-placing", room=room_msg(ROOM_BY_NAME[view.tablet])))
    piles.append(msg("children-alt-pool", skulls=view.skull_pool))
    if view.ending:
        last = view.last_turns
        piles.append(msg("children-alt-last-turns") if last is None else msg("children-alt-last-turns-n", count=last))
    parts.append(msg("children-alt-piles", piles=_commas(piles)))
    busy = [r for r in view.rooms if r.ghosts or r.players or r.kitty or r.cards]
    quiet = [r for r in view.rooms if r not in busy]
    if busy:
        parts.append(msg("children-alt-rooms", rooms=_semicolons([_room_words(r, view, names) for r in busy])))
    if quiet:
        parts.append(msg("children-alt-empty-rooms", rooms=commas([room_msg(r.id) for r in quiet])))
    if not view.rooms:
        parts.append(msg("children-alt-no-room"))
    turned = [s.ghost for s in view.stacks if s.ghost]
    if turned:
        parts.append(msg("children-alt-stacks", ghosts=commas([name_msg(g) for g in turned])))
    text = " ".join(say(part, lang, names) for part in parts).replace("..", ".").replace("?.", "?")
    return cut_words(text, ALT_LIMIT)
