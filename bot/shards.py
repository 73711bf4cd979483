"""Which Discord shards this process runs, and so which games' Discord work it may do.

Discord splits a bot's servers into shards by id: server ``g`` is on shard ``(g >> 22) % shard_count``, and
direct messages come on shard 0. A process of a cluster runs some shards (``SHARD_IDS``) of all of them
(``SHARD_COUNT``) and has a gateway only to their servers, so its scheduler keeps only the work of games on
its shards: a game without a server (played in DMs) is shard 0's.
"""

from __future__ import annotations

from dataclasses import dataclass


class ShardError(ValueError):
    """A shard setting this process cannot use; the message says why in one sentence."""


@dataclass(frozen=True)
class Shards:
    """The shards this process runs: ``count`` of them in all (None: Discord's recommended count, all run here)
    and ``ids``, those run here (None: all of them)."""

    count: int | None = None
    ids: tuple[int, ...] | None = None

    @property
    def everything(self) -> bool:
        """Whether this process runs every shard (one process: it owns every game's work)."""
        return self.ids is None or self.count is None or set(self.ids) == set(range(self.count))

    def shard_of(self, guild_id: int | None) -> int:
        """The shard a server is on (a game without a server: shard 0, where DMs come)."""
        if guild_id is None or not self.count:
            return 0
        return (guild_id >> 22) % self.count

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process reaches the server ``guild_id`` (None: DMs) through its gateway."""
        return self.everything or self.shard_of(guild_id) in (self.ids or ())


ONE_PROCESS = Shards(count=1)
"""No shard settings: one process, one shard, as a bot that does not shard."""


def parse_shards(count_text: str, ids_text: str) -> Shards:
    """The shards from ``SHARD_COUNT`` and ``SHARD_IDS`` (e.g. ``"0,1"``, ``"0-3"`` or ``"0-1,4"``).

    An empty SHARD_COUNT is one shard, as a bot that does not shard; 0 is Discord's recommended count, run
    here in full. SHARD_IDS needs a SHARD_COUNT of 1 or more, and names each shard once, below the count.
    """
    count_text, ids_text = count_text.strip(), ids_text.strip()
    if not count_text:
        if ids_text:
            raise ShardError("SHARD_IDS needs SHARD_COUNT, the number of shards of all the bot's processes.")
        return ONE_PROCESS
    if not count_text.isdigit() or int(count_text) > 100_000:
        raise ShardError(
            f"SHARD_COUNT must be a whole number of shards (0: Discord's recommended count), not {count_text!r}."
        )
    count = int(count_text)
    if count == 0:
        if ids_text:
            raise ShardError("SHARD_IDS needs a SHARD_COUNT of 1 or more: with 0 one process runs every shard.")
        return Shards(count=None)
    if not ids_text:
        return Shards(count=count)
    ids = _ids(ids_text)
    if any(i >= count for i in ids):
        raise ShardError(
            f"SHARD_IDS must name shards from 0 to {count - 1} (SHARD_COUNT is {count}), not {ids_text!r}."
        )
    return Shards(count=count, ids=ids)


def _ids(text: str) -> tuple[int, ...]:
    """The shard numbers of ``SHARD_IDS``: numbers and ranges separated by commas, each shard once, sorted."""
    found: list[int] = []
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        if not low.strip().isdigit() or (dash and not high.strip().isdigit()):
            raise ShardError(f"SHARD_IDS must be shard numbers and ranges like 0,1 or 0-3, not {text!r}.")
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ShardError(f"SHARD_IDS has a range that ends before it starts: {part.strip()!r}.")
        found.extend(range(first, last + 1))
    if len(set(found)) != len(found):
        raise ShardError(f"SHARD_IDS names a shard twice: {text!r}.")
    return tuple(sorted(found))
