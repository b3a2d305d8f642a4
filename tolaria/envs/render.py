"""A seat's observation in words: what ``render()`` shows (the same facts the arrays encode, and no others)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tolaria.core.protocol import SeatView

LOG_LINES = 6


def observation_text(view: SeatView) -> str:
    """The seat's view: the players, its hand, the battlefield, the stack, its slots, the latest events."""
    seen = view.observe()
    lines = [_headline(seen)]
    for player in seen["players"]:
        lines.append(_player_line(player, seen["you"]))
        if "hand" in player:
            lines.append("    hand: " + (", ".join(card["name"] for card in player["hand"]) or "(empty)"))
        permanents = [_permanent(p) for p in seen["battlefield"] if p["controller"] == player["name"]]
        lines.append("    battlefield: " + (", ".join(permanents) or "(empty)"))
    if seen["stack"]:
        lines.append("stack, top first: " + ", ".join(f"{s['name']} ({s['controller']})" for s in reversed(seen["stack"])))
    decision = seen["decision"]
    if decision is not None:
        lines.append(f"{seen['you']} decides ({decision['kind']}):")
        lines.extend(f"  [{slot}] {text}" for slot, text in enumerate(decision["options"]))
    log = seen["log"][-LOG_LINES:]
    if log:
        lines.append("latest events:")
        lines.extend(f"  turn {e['turn']}: {e['text']}" for e in log)
    return "\n".join(lines) + "\n"


def _headline(seen: Mapping[str, Any]) -> str:
    where = f"turn {seen['turn']}, {seen['step']}, {seen['active']}'s turn"
    if seen["game_over"]:
        result = f"{seen['winner']} wins" if seen["winner"] is not None else "a draw"
        return f"{seen['you']}'s view, {where}: the game is over, {result}"
    return f"{seen['you']}'s view, {where}; waiting for {seen['waiting_for']}"


def _player_line(player: Mapping[str, Any], you: str) -> str:
    who = f"{player['name']} (you)" if player["name"] == you else player["name"]
    mana = f", mana {player['mana_pool']}" if player["mana_pool"] else ""
    lost = ", has lost" if player["lost"] else ""
    return (
        f"  {who}: life {player['life']}, poison {player['poison']}, hand {player['hand_count']}, "
        f"library {player['library_count']}, graveyard {len(player['graveyard'])}, "
        f"exile {len(player['exile'])}{mana}{lost}"
    )


def _permanent(perm: Mapping[str, Any]) -> str:
    text = perm["name"]
    if perm["power"] is not None:
        text += f" {perm['power']}/{perm['toughness']}"
    marks = [
        word
        for word, on in (
            ("tapped", perm["tapped"]),
            (f"damage {perm['damage']}", perm["damage"]),
            ("attacking", perm["attacking"]),
            ("blocking", perm["blocking"]),
        )
        if on
    ]
    marks.extend(f"{n} {kind}" for kind, n in perm["counters"].items())
    return text + (f" ({', '.join(marks)})" if marks else "")
