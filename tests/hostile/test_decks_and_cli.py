"""Hostile input to deck files and the command line: each case is refused (or accepted) at once.

Every row of TABLE is one input class: the bytes of a deck file (played as
``tolaria sim FILE red-burn -n 1``) or a whole argv.  Each case checks the exit
status, a fragment of the message, that no traceback is printed, that the
message doesn't echo a huge input whole, and that the answer comes promptly —
the limits on deck files, counts, games and jobs make every refusal instant,
where without them these inputs ran for minutes or exhausted memory.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tolaria.interfaces.cli import EXIT_BROKEN_PIPE, main
from tolaria.mtg.decks import builtin_decks

PROMPT_SECONDS = 15.0
"""Generous for a shared machine: each case plays at most two one-game runs."""

MAX_MESSAGE_CHARS = 2_000
"""No message may be longer: the largest inputs here are megabytes."""

ROOT = Path(__file__).resolve().parents[2]

DECK_ARGV = ("sim", "{deck}", "red-burn", "-n", "1", "--no-progress")
SIM = ("sim", "red-burn", "green-stompy", "--no-progress")


@dataclass(frozen=True)
class Case:
    """One hostile input: deck file bytes or an argv, and what Tolaria must answer.

    ``fragment`` must appear in the output (stderr for errors); ``{deck}``
    stands for the deck file's path.  ``extra`` is appended to the argv of a
    deck case, ``cpus`` pretends the machine has that many cores, and
    ``absent`` must not appear on stderr.
    """

    id: str
    input: bytes | tuple[str, ...]
    status: int
    fragment: str
    extra: tuple[str, ...] = ()
    cpus: int | None = None
    absent: str = "Traceback"


def _forty() -> bytes:
    return b"20 Mountain\n4 Lightning Bolt\n4 Shock\n4 Raging Goblin\n4 Goblin Piker\n4 Lava Axe\n"


TABLE: list[Case] = [
    # ---- counts
    Case("count-99999999", b"99999999 Forest\n", 2,
         "{deck}:1: deck line '99999999 Forest' asks for 99999999 copies; a deck line holds at most 250"),
    Case("count-10**21", b"1000000000000000000000 Forest\n", 2, "{deck}:1: deck line '1000000000000000000000 Forest'"),
    Case("count-251", b"251 Forest\n", 2, "{deck}:1: deck line '251 Forest' asks for 251 copies"),
    Case("count-250-accepted", b"250 Forest\n", 0, "vs red-burn"),
    Case("count-zero", b"60 Forest\n0 Shock\n", 2, "{deck}:2: cannot read deck line '0 Shock'"),
    Case("count-negative", b"-4 Shock\n", 2, "with COUNT at least 1"),
    Case("count-5000-digits", b"9" * 5000 + b" Forest\n", 2, "{deck}:1: deck line '99999999"),
    Case("over-1000-cards", b"250 Forest\n" * 5, 2, "{deck}:5: more than 1,000 cards in the deck file"),
    Case("malformed-line", b"60 Forest\nfour Shock\n", 2, "{deck}:2: cannot read deck line 'four Shock'"),
    # ---- encodings and binary data
    Case("latin-1", b"60 Forest\n4 L\xe9onin Skyhunter\n", 2, "{deck}:2: not UTF-8 text (byte 0xE9)"),
    Case("utf-16", "60 Forest\n".encode("utf-16"), 2, "{deck}: not UTF-8 text (it looks like UTF-16)"),
    Case("utf-16-be", "60 Forest\n".encode("utf-16-be").join([b"\xfe\xff", b""]), 2, "not UTF-8 text"),
    Case("binary", bytes(range(256)) * 4, 2, "{deck}:2: not UTF-8 text (byte 0x80)"),
    Case("nul-bytes", b"60 Forest\n\x00\x00\x00\n", 2, "{deck}:2: not UTF-8 text (a NUL byte"),
    Case("utf-8-bom-accepted", b"\xef\xbb\xbf60 Forest\n", 0, "vs red-burn"),
    Case("bom-and-crlf-accepted", b"\xef\xbb\xbf// mine\r\n60 Forest\r\n", 0, "vs red-burn"),
    Case("utf-8-names-accepted", "// déjà vu\n60 Forest\n".encode(), 0, "vs red-burn"),
    # ---- sizes
    Case("file-over-1-MiB", b"// " + b"x" * (2 * 1024 * 1024) + b"\n", 2, "is larger than 1 MiB"),
    Case("line-of-10-MB", b"4 " + b"x" * 10_000_000 + b"\n", 2, "is larger than 1 MiB"),
    Case("line-of-500-kB-truncated", b"4 " + b"x" * 500_000 + b"\n", 2,
         "{deck}:1: deck line '4 " + "x" * 78 + "…' is 500,002 characters long"),
    Case("long-unknown-name-truncated", b"4 " + b"y" * 190 + b"\n", 2, "unknown card '" + "y" * 80 + "…'"),
    Case("dev-zero", ("sim", "/dev/zero", "red-burn", "-n", "1"), 2, "deck file '/dev/zero' is larger than 1 MiB"),
    Case("directory", ("sim", str(ROOT / "tests"), "red-burn", "-n", "1"), 2, "Is a directory"),
    # ---- empty and small decks
    Case("empty-file", b"", 2, "{deck}: no cards in the main deck"),
    Case("comments-only", b"// nothing here\n\n", 2, "{deck}: no cards in the main deck"),
    Case("sideboard-only", b"Sideboard\n4 Shock\n", 2, "{deck}: no cards in the main deck"),
    Case("one-card-warning", b"1 Forest\n", 0,
         "tolaria: warning: {deck}: CR 100.2a: only 1 card; a constructed deck has at least 60"),
    Case("forty-cards-warning", _forty(), 0,
         "tolaria: warning: {deck}: CR 100.2a: only 40 cards; a constructed deck has at least 60"),
    Case("forty-cards-strict", _forty(), 2,
         "tolaria: error: {deck}: CR 100.2a: only 40 cards", extra=("--strict",)),
    Case("five-copies-warning", b"55 Mountain\n5 Shock\n", 0,
         "warning: {deck}: CR 100.2a: 5 copies of Shock; at most 4 allowed"),
    Case("five-copies-strict", b"55 Mountain\n5 Shock\n", 2, "5 copies of Shock", extra=("--strict",)),
    Case("copies-count-sideboard-too", b"56 Mountain\n4 Shock\nSideboard\n1 Shock\n", 2,
         "5 copies of Shock", extra=("--strict",)),
    Case("sideboard-of-16-strict", b"60 Mountain\nSideboard\n16 Mountain\n", 2,
         "CR 100.4a: sideboard of 16 cards; constructed allows at most 15", extra=("--strict",)),
    Case("basic-lands-exempt-strict", b"200 Forest\n", 0, "vs red-burn", extra=("--strict",),
         absent="warning"),
    # ---- games
    Case("games-over-max", (*SIM, "-n", "100000000"), 2, "-n/--games: expected at most 10,000,000"),
    Case("games-zero", (*SIM, "-n", "0"), 2, "-n/--games: expected at least 1, got 0"),
    Case("games-negative", (*SIM, "-n", "-3"), 2, "-n/--games: expected at least 1, got -3"),
    Case("games-float", (*SIM, "-n", "1e9"), 2, "-n/--games: expected a whole number, got '1e9'"),
    Case("games-5000-digits", (*SIM, "-n", "9" * 5000), 2, "expected at most 10,000,000, got 9999"),
    Case("seed-5000-digits", (*SIM, "-n", "1", "--seed", "9" * 5000), 2, "--seed: expected at most"),
    # ---- jobs
    Case("jobs-zero", (*SIM, "-n", "2", "--jobs", "0"), 2, "--jobs: expected at least 1, got 0"),
    Case("jobs-negative", (*SIM, "-n", "2", "--jobs", "-2"), 2, "--jobs: expected at least 1, got -2"),
    Case("jobs-over-max", (*SIM, "-n", "2", "--jobs", "100000", "--force"), 2,
         "--jobs: expected at most 256"),
    Case("jobs-capped-at-games", (*SIM, "-n", "1", "--jobs", "24"), 0,
         "tolaria: note: using 1 worker process, not 24 (1 game)"),
    Case("jobs-capped-at-cores", (*SIM, "-n", "2", "--jobs", "2"), 0,
         "using 1 worker process, not 2 (1 CPU core; --force allows more)", cpus=1),
    Case("jobs-forced-past-cores", (*SIM, "-n", "2", "--jobs", "2", "--force"), 0,
         "(", cpus=1, absent="note"),
    # ---- names
    Case("deck-name-100k", ("sim", "x" * 100_000, "red-burn"), 2, "unknown deck '" + "x" * 80 + "…'"),
    Case("deck-name-nul", ("sim", "red\x00burn", "green-stompy"), 2, "unknown deck 'red\\x00burn'"),
    Case("card-name-100k", ("cards", "show", "z" * 100_000), 2, "unknown card '" + "z" * 80 + "…'"),
    Case("pool-100k", ("cards", "coverage", "--pool", "q" * 100_000), 2, "invalid choice"),
    # ---- built-in decks pass strict constructed
    *[
        Case(f"builtin-strict-{name}", ("sim", name, "red-burn", "-n", "1", "--strict"), 0,
             f"{name}", absent="warning")
        for name in sorted(builtin_decks())
    ],
]


def _argv(case: Case, tmp_path: Path) -> tuple[list[str], Path | None]:
    """The argv of a case, writing its deck file first when it has one."""
    if isinstance(case.input, tuple):
        return [*case.input, *case.extra], None
    deck = tmp_path / "deck.txt"
    deck.write_bytes(case.input)
    return [a.replace("{deck}", str(deck)) for a in (*DECK_ARGV, *case.extra)], deck


@pytest.mark.parametrize("case", TABLE, ids=[case.id for case in TABLE])
def test_hostile_input(
    case: Case,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if case.cpus is not None:
        monkeypatch.setattr(os, "cpu_count", lambda: case.cpus)
    argv, deck = _argv(case, tmp_path)
    start = time.monotonic()
    status = main(argv)
    seconds = time.monotonic() - start
    out, err = capsys.readouterr()
    fragment = case.fragment.replace("{deck}", str(deck))
    assert status == case.status, err
    assert fragment in (err if status == 2 else out + err)
    assert case.absent not in err
    assert "Traceback" not in err
    assert len(err) < MAX_MESSAGE_CHARS
    assert seconds < PROMPT_SECONDS
    if status == 2:
        assert out == ""


# ---------------------------------------------------------------- a reader that goes away

PIPE_COMMANDS = [
    ("cards", "coverage"),
    ("cards", "show", "Lightning Bolt"),
    ("decks", "list"),
    ("sim", "red-burn", "green-stompy", "-n", "2", "--no-progress"),
    ("sim", "red-burn", "green-stompy", "-n", "2"),
    ("scenario", "run", "tests/scenarios/104-game-end"),
    ("scenario", "run", "tests/scenarios/104-game-end", "--json"),
]


@pytest.mark.parametrize("argv", PIPE_COMMANDS, ids=[" ".join(a) for a in PIPE_COMMANDS])
def test_closed_pipe_ends_quietly(argv: tuple[str, ...]) -> None:
    """``tolaria ... | head -1``: the reader is gone before Tolaria writes, so every write
    fails; the command ends at once, silently, with 141 like a tool stopped by SIGPIPE."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tolaria", *argv],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            timeout=120,
            check=False,
        )
    finally:
        os.close(write_end)
    assert done.returncode == EXIT_BROKEN_PIPE, done.stderr
    assert "Traceback" not in done.stderr
    assert "BrokenPipeError" not in done.stderr
    assert "Broken pipe" not in done.stderr


def test_reader_closing_after_one_line_ends_quietly() -> None:
    """Like ``tolaria cards show Forest | head -1``: the reader takes one line and leaves."""
    with subprocess.Popen(
        [sys.executable, "-m", "tolaria", "cards", "show", "Forest"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    ) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        first = proc.stdout.readline()
        proc.stdout.close()
        err = proc.stderr.read().decode()
        status = proc.wait(timeout=120)
    assert first.startswith(b"Forest")
    assert status in (0, EXIT_BROKEN_PIPE)
    assert "Traceback" not in err
