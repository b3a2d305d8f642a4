"""Prevention effects a text sets up (Online 420): «[карта] предотвращает следующую 1 рану от немагических атак по
вашим картам до конца хода противника».

The parts are read one by one: the card that keeps the effect (the ability's own card, or none named), how many of
the next wounds it prevents, the attacks whose wounds it prevents (the words of «-1 от [атак]»), whose cards it
shields, and how long it waits (Online 420.6: with no time written, until it is used).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import AttackScope, Duration, PreventNext
from tolaria.berserk.cards import names_card
from tolaria.berserk.phrases import ATTACKS_ON

PREVENT = re.compile(r"(?:(.+?) )?предотвращает следующ(?:ую|ие|их) (\d+) ран[уы]?(?: от (.+?))? по (вашим картам|вашим "
                     r"существам)(?: (до .+))?")
"""The subject, the number of wounds, the attacks («от немагических атак»), the cards («по вашим картам») and the
duration («до конца хода противника»)."""

LATER = "в следующий ход противника "
"""«в следующий ход противника предотвращает следующие 3 раны ...»: the effect waits for the opponent's next turn and
lasts through it (the words of «в следующий ход противника он может перемещаться только ...»)."""

SHIELDED = {"вашим картам": False, "вашим существам": True}
"""«по вашим картам» / «по вашим существам»: whether only creatures are shielded."""

DURATIONS = {d.value: d for d in Duration if d.value.startswith("до ")}
"""The durations written «до ...» (Online 407.2)."""


def _duration(words: str | None) -> Duration | None:
    """«до конца хода противника»; the misspelt «до конца ходу противника» is the same genitive."""
    if words is None:
        return Duration.END_OF_BATTLE  # Online 420.6: until used or until the end of the game
    return DURATIONS.get(re.sub(r"\bходу\b", "хода", words))


def prevention(text: str, name: str) -> PreventNext | None:
    """«Пустыня Дзара предотвращает следующую 1 рану от немагических атак по вашим картам до конца хода противника»,
    «в следующий ход противника предотвращает следующие 3 раны ...»; None when a part is unread (another card named as the keeper, attacks or a duration of no known form)."""
    later = text.startswith(LATER)
    m = PREVENT.fullmatch(text.removeprefix(LATER))
    if m is None:
        return None
    keeper, count, attacks, cards, until = m.groups()
    if keeper is not None and not names_card(keeper, name.lower()):
        return None
    if later and until is not None:
        return None  # «в следующий ход противника» is the time it waits for and lasts
    scope = AttackScope() if attacks is None else ATTACKS_ON.get(attacks)
    duration = Duration.END_OF_OPPONENTS_NEXT_TURN if later else _duration(until)
    if scope is None or scope.tiers or scope.source is not None or duration is None or int(count) <= 0:
        return None  # Online 103.7: a prevention of no wounds is no ability
    return PreventNext(int(count), scope, SHIELDED[cards], duration, later)
