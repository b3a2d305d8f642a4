"""The ``tolaria`` command: simulations, scenario files, cards and decks.

    tolaria sim red-burn green-stompy -n 1000 --seed 1 --jobs 4
    tolaria scenario run tests/scenarios --json
    tolaria cards show "Lightning Bolt"
    tolaria cards coverage --pool A
    tolaria cards coverage --set M10 --json
    tolaria decks list
    tolaria play red-burn green-stompy --opponent random

Results go to stdout, progress, warnings and errors to stderr.  Exit status:
0 on success, 1 when something ran and failed (a scenario, an engine crash),
2 on bad input (unknown deck or card, malformed deck file, bad arguments, a
deck that breaks the constructed rules under ``--strict``), 141 when the
reader of stdout went away (``tolaria ... | head -1``): like a Unix tool
stopped by SIGPIPE, the command then ends quietly.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import difflib
import os
import re
import sys
import time
from collections.abc import Callable, Sequence
from enum import Enum, IntEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from tolaria import __version__
from tolaria.errors import CardDataError, TolariaError

if TYPE_CHECKING:
    from tolaria.mtg.cards.pool import CardPool
    from tolaria.sim import Backend, Summary

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
EXIT_BROKEN_PIPE = 141
"""128 + SIGPIPE: what a shell reports for a Unix tool whose reader closed the pipe."""

MESSAGE_LINE_CHARS = 300
"""Error messages are cut to this many characters a line, so no input is echoed whole."""

MAX_SEED = 2**63 - 1


class UsageError(TolariaError):
    """Bad input on the command line: reported on stderr with exit status 2."""


class _Console(Console):
    """A rich console that lets a closed pipe reach ``main`` as BrokenPipeError,
    instead of rich's own exit, so every command ends the same way."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError


def _stdout() -> Console:
    return _Console(highlight=False, soft_wrap=True)


def _stderr() -> Console:
    return _Console(stderr=True, highlight=False, soft_wrap=True)


def _say(kind: str, message: str) -> None:
    """Print ``tolaria: KIND: message`` on stderr, each line cut to MESSAGE_LINE_CHARS."""
    from tolaria.mtg.decks import shorten

    lines = [shorten(line, MESSAGE_LINE_CHARS) for line in str(message).splitlines() or [""]]
    _stderr().print(f"tolaria: {kind}: " + "\n".join(lines), markup=False)


# ---------------------------------------------------------------- argument parsing


class _Parser(argparse.ArgumentParser):
    """argparse, with its error messages cut short: they quote the bad argument."""

    def error(self, message: str) -> NoReturn:
        from tolaria.mtg.decks import shorten

        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {shorten(message, MESSAGE_LINE_CHARS)}\n")


SIM_FORMATS = ("constructed", "two-headed-giant")


def build_parser() -> argparse.ArgumentParser:
    """The parser of the ``tolaria`` command and its subcommands."""
    from tolaria.sim import AGENT_NAMES, DEFAULT_AGENTS, MAX_GAMES, MAX_JOBS, BackendKind

    parser = _Parser(
        prog="tolaria",
        description="Tolaria: a Magic: The Gathering rules engine.",
    )
    parser.add_argument("--version", action="version", version=f"tolaria {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    sim = commands.add_parser("sim", help="play many games between two decks")
    sim.add_argument(
        "decks", nargs="+", metavar="DECK",
        help="built-in deck name or deck file: two, or four with --format two-headed-giant (team by team)",
    )
    sim.add_argument(
        "--agents", nargs=2, metavar="AGENT", default=list(DEFAULT_AGENTS),
        help=f"the player of each deck: {', '.join(AGENT_NAMES)} (default: random random)",
    )
    sim.add_argument(
        "-n", "--games", type=_whole_number(1, MAX_GAMES), default=1000,
        help=f"games (default 1000, at most {MAX_GAMES:,})",
    )
    sim.add_argument(
        "--seed", type=_whole_number(-MAX_SEED - 1, MAX_SEED), default=1,
        help="seed of the first game (default 1)",
    )
    sim.add_argument(
        "--jobs", type=_whole_number(1, MAX_JOBS), default=1,
        help="worker processes (default 1; capped at the games and the CPU cores)",
    )
    sim.add_argument(
        "--force", action="store_true", help=f"allow more --jobs than CPU cores (up to {MAX_JOBS})"
    )
    sim.add_argument(
        "--strict", action="store_true",
        help="refuse decks that break the constructed rules (CR 100.2a) instead of warning",
    )
    sim.add_argument(
        "--game", choices=["magic", "berserk", "heroes"], default="magic",
        help="magic (decks, the default), berserk (squads, classic Berserk) or heroes (Berserk Heroes decks)",
    )
    sim.add_argument(
        "--rules", default=None,
        help="rules profile (default: current; online-2012 with --game berserk; heroes-2025 with --game heroes)",
    )
    sim.add_argument(
        "--format", default="constructed", choices=SIM_FORMATS,
        help="constructed (two decks, the default) or two-headed-giant (four decks: two teams, CR 810)",
    )
    sim.add_argument("--no-progress", action="store_true", help="don't draw the progress bar")
    sim.add_argument(
        "--json", action="store_true",
        help="print the results as one JSON object (and nothing else) on stdout",
    )
    sim.add_argument(
        "--plot", metavar="FILE.png",
        help="draw win rates and game lengths into a PNG file (needs tolaria[plot])",
    )
    sim.add_argument(
        "--backend", choices=[kind.value for kind in BackendKind], default=BackendKind.LOCAL.value,
        help="where to play: local processes (default) or a Ray cluster (needs tolaria[ray])",
    )
    sim.add_argument(
        "--address", metavar="HOST:PORT",
        help="the Ray cluster to use with --backend ray (default: start a local one with --jobs CPUs)",
    )
    sim.set_defaults(run=cmd_sim)

    scenario = commands.add_parser("scenario", help="run scenario files")
    scenario_commands = scenario.add_subparsers(dest="action", metavar="ACTION", required=True)
    run = scenario_commands.add_parser("run", help="run scenario files or folders")
    run.add_argument("paths", nargs="+", metavar="PATH", help="a .yaml file or a folder of them")
    run.add_argument("--json", action="store_true", help="one JSON object per scenario")
    run.add_argument(
        "--cards", metavar="FILE", action="append", default=None,
        help="an MTGJSON set or AtomicCards file whose cards the scenarios may use beside the bundled pool;"
        " or (repeatable) a berserkdeck card dump for game: heroes files",
    )
    run.set_defaults(run=cmd_scenario_run)

    cards = commands.add_parser("cards", help="look at the card pool")
    card_commands = cards.add_subparsers(dest="action", metavar="ACTION", required=True)
    show = card_commands.add_parser("show", help="Oracle facts and compiled abilities of a card")
    show.add_argument("name", nargs="+", metavar="NAME", help="card name (any case)")
    show.add_argument(
        "--cards", metavar="FILE", default=None,
        help="an MTGJSON set or AtomicCards file whose cards are looked up beside the bundled pool",
    )
    show.set_defaults(run=cmd_cards_show)
    coverage = card_commands.add_parser(
        "coverage", help="which cards the compiler can read: the bundled pool, or any MTGJSON card file"
    )
    coverage.add_argument("--pool", choices=["A", "B", "C", "D"], type=str.upper, help="only this pool of the bundled cards")
    coverage.add_argument(
        "--set", dest="sets", action="append", default=[], metavar="CODE",
        help="a set (repeatable): from the --mtgjson file, else from the MTGJSON reference folder beside the package",
    )
    coverage.add_argument(
        "--mtgjson", dest="files", action="append", default=[], metavar="FILE",
        help="an MTGJSON v5/v3 set file, AllPrintings or AtomicCards file (repeatable)",
    )
    coverage.add_argument("--json", action="store_true", help="print one JSON object (and nothing else) on stdout")
    coverage.add_argument(
        "--top", type=_whole_number(0, 100_000), default=25, metavar="N",
        help="unread phrases to list, most blocking first (default 25)",
    )
    coverage.add_argument(
        "--game", choices=["magic", "berserk", "heroes"], default="magic", help="which game's cards"
    )
    coverage.add_argument(
        "--cards", dest="card_dumps", action="append", default=[], metavar="FILE",
        help="with --game heroes: a berserkdeck card dump (repeatable; default: the example cards)",
    )
    coverage.set_defaults(run=cmd_cards_coverage)

    decks = commands.add_parser("decks", help="the built-in decks")
    deck_commands = decks.add_subparsers(dest="action", metavar="ACTION", required=True)
    listing = deck_commands.add_parser("list", help="name, colors, card count and description")
    listing.add_argument(
        "--game", choices=["magic", "berserk", "heroes"], default="magic", help="which game's decks"
    )
    listing.set_defaults(run=cmd_decks_list)

    from tolaria.interfaces import terminal

    terminal.register(commands)  # tolaria play
    return parser


def _whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``.  The message says
    which bound was broken and quotes at most a few characters of the argument."""

    def parse(text: str) -> int:
        from tolaria.mtg.decks import shorten

        text = text.strip()
        if not re.fullmatch(r"[+-]?[0-9]+", text):
            raise argparse.ArgumentTypeError(f"expected a whole number, got {shorten(text, 30)!r}")
        # More than 30 digits is out of any range here; int() of it would only cost time.
        value = int(text) if len(text) <= 30 else (low - 1 if text[0] == "-" else high + 1)
        if value < low:
            raise argparse.ArgumentTypeError(f"expected at least {low:,}, got {shorten(text, 30)}")
        if value > high:
            raise argparse.ArgumentTypeError(f"expected at most {high:,}, got {shorten(text, 30)}")
        return value

    return parse


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    A closed stdout (the reader of a pipe went away) ends any command quietly,
    as the Python documentation advises for SIGPIPE: later writes go to
    /dev/null and the status is EXIT_BROKEN_PIPE.
    """
    try:
        status = _run(argv)
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's last flush can't fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # stdout without a file descriptor (tests)
        pass


def _run(argv: Sequence[str] | None) -> int:
    """Parse the arguments and run the command; bad input is reported, not raised."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:  # argparse exits on --help, --version and bad arguments
        return stop.code if isinstance(stop.code, int) else EXIT_USAGE
    try:
        status: int = args.run(args)
        return status
    except (UsageError, TolariaError) as err:
        if _is_crash(err):
            _say("engine error", str(err))
            return EXIT_FAILED
        _say("error", str(err))
        return EXIT_USAGE
    except KeyboardInterrupt:
        _stderr().print("tolaria: interrupted", markup=False)
        return 130


def _is_crash(err: Exception) -> bool:
    from tolaria.sim import GameCrashed, RunFailed

    return isinstance(err, GameCrashed | RunFailed)


# ---------------------------------------------------------------- sim


def resolve_deck(source: str) -> str:
    """Check that a deck argument names a file or a built-in deck; suggest one if not."""
    from tolaria.mtg.decks import builtin_decks, path_exists, shorten

    builtins = builtin_decks()
    if source in builtins or path_exists(Path(source)):
        return source
    close = difflib.get_close_matches(source[:100], list(builtins), n=3, cutoff=0.5)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise UsageError(
        f"unknown deck {shorten(source)!r}: no such deck file or built-in deck{hint}"
        f" (built-in decks: {', '.join(builtins)})"
    )


def check_decks(sources: Sequence[str], strict: bool, fmt_name: str = "constructed") -> list[list[str]]:
    """Read the decks (already resolved) and check them against the format's deck rules
    (CR 100.2a, 100.4a; for Two-Headed Giant, each team's decks together too).

    A deck that breaks them is a warning, so odd decks can still be tried; with
    ``strict`` it is an error (UsageError, exit status 2).  Returns the main decks.
    """
    from tolaria.mtg.decks import read_deck
    from tolaria.mtg.formats import deck_problems, format_named, team_problems

    fmt = format_named(fmt_name)
    decks = [read_deck(source) for source in sources]
    problems = [
        f"{source}: {problem.message}"
        for source, deck in zip(sources, decks, strict=True)
        for problem in deck_problems(deck.main, fmt, sideboard=deck.sideboard)
    ]
    if fmt.has_teams:
        for k in range(0, len(decks), fmt.team_size):
            names = " + ".join(sources[k : k + fmt.team_size])
            team = [deck.main for deck in decks[k : k + fmt.team_size]]
            problems += [f"{names}: {problem.message}" for problem in team_problems(team, fmt)]
    if problems and strict:
        raise UsageError("\n".join([*problems, f"(--strict: decks must follow the {fmt.name} rules)"]))
    for problem in problems:
        _say("warning", problem)
    return [deck.main for deck in decks]


def _workers(args: argparse.Namespace) -> int:
    """The worker processes to use; says so on stderr when fewer than ``--jobs``."""
    from tolaria.sim import plan_jobs

    workers = plan_jobs(args.jobs, args.games, args.force)
    if workers < args.jobs:
        cores = os.cpu_count() or 1
        reason = (
            _plural(args.games, "game")
            if workers == args.games
            else f"{_plural(cores, 'CPU core')}; --force allows more"
        )
        _say("note", f"using {_plural(workers, 'worker process')}, not {args.jobs} ({reason})")
    return workers


def _plural(count: int, noun: str) -> str:
    """``1 game``, ``2 games``, ``2 worker processes``."""
    if count == 1:
        return f"{count:,} {noun}"
    return f"{count:,} {noun}{'es' if noun.endswith('s') else 's'}"


def _backend(args: argparse.Namespace) -> Backend:
    """The backend asked for; Ray's absence or a malformed address is refused here,
    before any deck is read or game played."""
    from tolaria.core.extras import Extra, require
    from tolaria.sim import Backend, BackendKind

    kind = BackendKind(args.backend)
    if kind is not BackendKind.RAY:
        if args.address is not None:
            raise UsageError("--address names a Ray cluster: use it with --backend ray")
        return Backend()
    require(Extra.RAY, "--backend ray")
    if args.address is not None:
        from tolaria.core.ray_backend import parse_address

        parse_address(args.address)
    return Backend(kind, args.address)


def _sim_sides(args: argparse.Namespace) -> tuple[Any, Any, tuple[str, str]]:
    """The two sides of a run and their labels: two decks, or two teams of two (``--format
    two-headed-giant``, CR 810.1), read, checked and set up once."""
    from tolaria.sim import deck_label, prepare, prepare_teams

    if args.game == "heroes":
        from tolaria.heroes.sim import deck_label as heroes_label
        from tolaria.heroes.sim import prepare as prepare_heroes

        if args.format != "constructed" or len(args.decks) != 2:
            raise UsageError(f"a Heroes run takes two decks, got {len(args.decks)} (no --format)")
        deck_a, deck_b = prepare_heroes(args.decks[0], args.decks[1], args.rules)
        return deck_a, deck_b, (heroes_label(args.decks[0], "deck A"), heroes_label(args.decks[1], "deck B"))
    if args.game == "berserk":
        from tolaria.berserk.sim import prepare as prepare_squads
        from tolaria.berserk.sim import squad_label

        if args.format != "constructed" or len(args.decks) != 2:
            raise UsageError(f"a Berserk run takes two squads, got {len(args.decks)} (no --format)")
        squad_a, squad_b = prepare_squads(args.decks[0], args.decks[1], args.rules)
        return squad_a, squad_b, (squad_label(args.decks[0], "squad A"), squad_label(args.decks[1], "squad B"))
    teams = args.format == "two-headed-giant"
    wanted = 4 if teams else 2
    if len(args.decks) != wanted:
        what = "four decks (two teams of two, CR 810.1)" if teams else "two decks (four with --format two-headed-giant)"
        raise UsageError(f"sim takes {what}, got {len(args.decks)}")
    sources = [resolve_deck(d) for d in args.decks]
    mains = check_decks(sources, args.strict, args.format)
    if not teams:
        cards_a, cards_b = prepare(mains[0], mains[1], args.rules)
        return cards_a, cards_b, (deck_label(sources[0], "deck A"), deck_label(sources[1], "deck B"))
    team_a, team_b = prepare_teams(mains[:2], mains[2:], args.rules)
    labels = tuple("+".join(deck_label(s, "deck") for s in pair) for pair in (sources[:2], sources[2:]))
    return team_a, team_b, (labels[0], labels[1])


def cmd_sim(args: argparse.Namespace) -> int:
    """``tolaria sim DECK DECK``: win rates of two decks, each played by its agent (or of two
    Two-Headed Giant teams of two decks each, with ``--format two-headed-giant``).

    Everything that can be refused (agents, plot file, backend, decks) is
    checked before the first game, so a long run never fails at its end on
    bad input.
    """
    from tolaria.sim import check_agents

    if args.rules is None:
        from tolaria.berserk.sim import DEFAULT_RULES
        from tolaria.heroes.sim import DEFAULT_RULES as HEROES_RULES

        args.rules = {"berserk": DEFAULT_RULES, "heroes": HEROES_RULES}.get(args.game, "current")
    agents = check_agents(args.agents)
    plot = None
    if args.plot is not None:
        from tolaria.interfaces.plots import check_plot_path

        plot = check_plot_path(args.plot)
    backend = _backend(args)
    if args.format == "two-headed-giant" and (tuple(args.agents) != ("random", "random") or args.backend != "local"):
        raise UsageError("Two-Headed Giant runs are played by random players on this machine (no --agents, no --backend ray)")
    cards_a, cards_b, labels = _sim_sides(args)
    jobs = _workers(args)
    with _cluster(backend, jobs):
        summary = _play_sim(args, (cards_a, cards_b), labels, agents, jobs, backend)
    if args.json:
        _print_sim_json(summary, args.rules, jobs, backend)
    else:
        _print_sim_text(summary, args, jobs, backend)
    if plot is not None:  # after the results, so that a failed write loses no run
        from tolaria.interfaces.plots import write_plot

        write_plot(summary, plot)
        if not args.json:
            _stdout().print(f"plot: {plot}", markup=False)
    return EXIT_OK


def _cluster(backend: Backend, jobs: int) -> contextlib.AbstractContextManager[Any]:
    """The Ray session of a run on Ray, joined before the progress bar is drawn, so that
    a silent address is the only thing printed; nothing for local runs."""
    from tolaria.sim import BackendKind

    if backend.kind is not BackendKind.RAY:
        return contextlib.nullcontext()
    from tolaria.core.ray_backend import session

    return session(backend, jobs)


def _play_sim(
    args: argparse.Namespace,
    decks: tuple[list[str], list[str]],
    labels: tuple[str, str],
    agents: tuple[str, str],
    jobs: int,
    backend: Backend,
) -> Summary:
    """Play the run, with a progress bar on stderr unless it is turned off (or ``--json``)."""
    from tolaria.sim import simulate, simulate_teams

    err = _stderr()
    show_progress = not (args.no_progress or args.json)
    with Progress(
        TextColumn("[bold]playing"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("games"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=err.is_terminal,
        disable=not show_progress,
    ) as progress:
        task = progress.add_task("games", total=args.games)

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done)

        common: dict[str, Any] = {
            "seed": args.seed,
            "jobs": jobs,
            "progress_callback": advance,
            "rules": args.rules,
            "labels": labels,
            "force": args.force,
            "keep_results": False,
        }
        if args.format == "two-headed-giant":
            return simulate_teams(decks[0], decks[1], args.games, **common)
        if args.game == "heroes":
            from tolaria.heroes.sim import simulate as simulate_heroes

            return simulate_heroes(decks[0], decks[1], args.games, agents=agents, backend=backend, **common)
        if args.game == "berserk":
            from tolaria.berserk.sim import simulate as simulate_battles

            return simulate_battles(decks[0], decks[1], args.games, agents=agents, backend=backend, **common)
        return simulate(decks[0], decks[1], args.games, agents=agents, backend=backend, **common)


def _print_sim_json(summary: Summary, rules: str, jobs: int, backend: Backend) -> None:
    """The results as one JSON object on stdout (``--json``)."""
    import json

    from tolaria.sim import summary_json

    sys.stdout.write(json.dumps(summary_json(summary, rules, jobs, backend), allow_nan=False) + "\n")


def _print_sim_text(
    summary: Summary, args: argparse.Namespace, jobs: int, backend: Backend
) -> None:
    """The results as a table and a few lines on stdout."""
    from tolaria.sim import BackendKind

    out = _stdout()
    a, b = summary.decks
    out.print(
        f"{a.name} vs {b.name}: {summary.games} games, seeds {args.seed}"
        f"..{args.seed + summary.games - 1}, rules {args.rules}"
        + (f", format {args.format}" if args.format != "constructed" else ""),
        markup=False,
    )
    table = Table(show_edge=False, header_style="bold")
    table.add_column("team" if args.format == "two-headed-giant" else "deck")
    table.add_column("wins", justify="right")
    table.add_column("win rate", justify="right")
    table.add_column("95% interval", justify="right")
    table.add_column("agent")
    for deck, agent in zip(summary.decks, summary.agents, strict=True):
        table.add_row(
            _escape(deck.name), str(deck.wins), f"{deck.win_rate:.1%}",
            f"{deck.low:.1%} - {deck.high:.1%}", agent,
        )
    out.print(table)
    capped = f" ({summary.capped} stopped at the decision cap)" if summary.capped else ""
    share = summary.draws / summary.games if summary.games else 0.0
    out.print(f"draws: {summary.draws} ({share:.1%}){capped}")
    out.print(f"mean turns: {summary.mean_turns:.1f}")
    if backend.kind is BackendKind.RAY:
        where = f"ray at {backend.address}" if backend.address else f"local ray, {_plural(jobs, 'CPU')}"
    else:
        where = _plural(jobs, "job")
    out.print(
        f"speed: {summary.games_per_second:.1f} games/s, "
        f"{summary.decisions_per_second:,.0f} decisions/s "
        f"({summary.seconds:.2f} s, {where})",
        markup=False,
    )


# ---------------------------------------------------------------- scenario


def cmd_scenario_run(args: argparse.Namespace) -> int:
    """``tolaria scenario run PATH...``: judge scenario files (see the scenarios spec).

    ``--cards FILE``: an MTGJSON file for Magic files, or (repeatable) berserkdeck dumps for
    ``game: heroes`` files; an unreadable dump ends the run with exit 2 before any file runs,
    naming it and its first bad record (heroes-scenarios.md, "Running").
    """
    from tolaria.mtg.scenario import run_cli

    files = list(getattr(args, "cards", None) or [])
    if not files:
        return run_cli(list(args.paths), bool(args.json))
    magic = [f for f in files if _is_mtgjson(f)]
    heroes = [f for f in files if f not in magic]
    if len(magic) > 1:
        raise UsageError("one MTGJSON file with --cards (berserkdeck dumps for Heroes may be repeated)")
    if heroes:
        from tolaria.heroes.cards import CardDatabase as HeroesCards
        from tolaria.heroes.cards import CardDumpError

        try:
            HeroesCards.from_files(heroes)
        except CardDumpError as e:
            print(f"FAIL {e}", file=sys.stderr)
            return 2
    if not magic:
        return run_cli(list(args.paths), bool(args.json), None, heroes or None)
    from tolaria.mtg.carddb import CardDatabase

    return run_cli(list(args.paths), bool(args.json), CardDatabase.with_file(magic[0]), heroes or None)


def _is_mtgjson(path: str) -> bool:
    """Whether a --cards file is MTGJSON (an object with ``data``), not a berserkdeck dump (heroes-scenarios.md)."""

    try:
        with open(path, encoding="utf-8-sig") as f:
            head = f.read(4096)
    except OSError:
        return True  # let the Magic reader name the unreadable file, as before
    if head.lstrip().startswith("["):
        return False  # a list of pages or of cards
    return not ('"content"' in head and '"data"' not in head)


# ---------------------------------------------------------------- cards


def _find_card(name: str, pool: CardPool | None = None) -> str:
    """The Oracle name of a card of ``pool`` (the bundled one by default), or a UsageError listing the nearest names."""
    from tolaria.mtg.cards.pool import CardPool
    from tolaria.mtg.decks import shorten

    pool = pool if pool is not None else CardPool.default()
    if name in pool:
        return pool.canonical_name(name)
    names = pool.names()
    close = pool.suggestions(name)
    if not close:
        folded = name.casefold()
        close = [n for n in names if folded in n.casefold()][:3]
    if not close:
        lowered = {n.casefold(): n for n in names}
        close = [lowered[k] for k in difflib.get_close_matches(name.casefold(), lowered, 3, 0.3)]
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise UsageError(f"unknown card {shorten(name)!r}{hint}")


def cmd_cards_show(args: argparse.Namespace) -> int:
    """``tolaria cards show NAME [--cards FILE]``: a card's Oracle facts and what the compiler made of it."""
    from tolaria.mtg.carddb import CardDatabase

    try:
        cards = CardDatabase.of(args.cards)
    except CardDataError as err:
        raise UsageError(f"--cards {args.cards}: {err}") from None
    pool = cards.pool
    name = _find_card(" ".join(args.name), pool)
    card = cards.card(name)
    face = card.face
    assert face is not None  # a card of the pool, not a token
    out = _stdout()
    cost = str(face.mana_cost)
    out.print(f"[bold]{face.name}[/bold]  {_escape(cost) if cost else '(no mana cost)'}")
    out.print(_escape(str(face.type_line)))
    for line in face.text.splitlines():
        out.print(f"  {_escape(line)}")
    if face.power is not None and face.toughness is not None:
        out.print(f"power/toughness: {face.power}/{face.toughness}")
    if face.loyalty is not None:
        out.print(f"loyalty: {face.loyalty}")
    out.print(
        f"mana value: {face.mana_value}   colors: {''.join(sorted(face.colors)) or 'colorless'}"
        f"   pool: {pool.pool_of(name) or 'none (from --cards)'}   set: {pool.set_of(name)}"
    )
    out.print(f"supported: {'yes' if card.supported else 'no'}")
    for line in describe_compiled(card):
        out.print(f"  {_escape(line)}")
    return EXIT_OK


def describe_compiled(card: Any) -> list[str]:
    """Lines describing what the compiler made of a card: keywords, spell, abilities, statics.

    ``card`` is a card definition; its activated abilities include the
    intrinsic mana abilities of basic land types (CR 305.6).
    """
    from tolaria.mtg.cards.keywords import keyword_text
    from tolaria.mtg.oracle.abilities import ManaAbility

    compiled = card.compiled
    lines = []
    if compiled.keywords:
        lines.append("keywords: " + ", ".join(sorted(keyword_text(k) for k in compiled.keywords)))
    spell = compiled.spell
    if spell is not None:
        lines.append("spell:")
        lines.extend(_effect_lines(spell))
        for i, mode in enumerate(spell.modes, 1):
            lines.append(f"  mode {i}: {mode.text}")
            lines.extend("  " + line for line in _effect_lines(mode))
    for ability in card.activated:
        if isinstance(ability, ManaAbility):
            intrinsic = " (intrinsic, CR 305.6)" if ability.text == "305.6" else f": {ability.text}"
            lines.append(f"mana ability{intrinsic}")
            lines.append(f"  {_record(ability, skip={'text', 'cost'})}; cost: {ability.cost.text or '-'}")
            continue
        lines.append(f"activated: {ability.text}")
        lines.append(f"  cost: {ability.cost.text}")
        lines.extend(_effect_lines(ability.effect))
    for ability in compiled.triggered:
        extra = (f" if {_record(ability.condition)}" if ability.condition else "") + (" (you may)" if ability.optional else "")
        lines.append(f"triggered on {_record(ability.trigger)}{extra}: {ability.text}")
        lines.extend(_effect_lines(ability.effect))
    for static in compiled.statics:
        lines.append(f"static: {_record(static, skip={'text'})}")
    for phrase in compiled.unread:
        lines.append(f"unread: {phrase}")
    if not lines:
        lines.append("no abilities")
    return lines


def _effect_lines(effect: Any) -> list[str]:
    """Targets and steps of one effect (a spell, a mode or an ability)."""
    lines = [
        f"  target {i}: {target.text} ({_record(target, skip={'text'})})"
        for i, target in enumerate(effect.targets)
    ]
    lines.extend(f"  step: {_record(step)}" for step in effect.steps)
    return lines


def _record(obj: Any, skip: frozenset[str] | set[str] = frozenset()) -> str:
    """A compiled record as ``Kind field=value ...``, leaving out fields at their defaults."""
    if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
        return _value(obj)
    parts: list[str] = [type(obj).__name__]
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if f.name in skip or _is_default(f, value):
            continue
        parts.append(f"{f.name}={_value(value)}")
    return " ".join(parts)


def _is_default(f: dataclasses.Field[Any], value: Any) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(value == f.default)
    if f.default_factory is not dataclasses.MISSING:
        return bool(value == f.default_factory())
    return False


def _value(value: Any) -> str:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return "[" + _record(value) + "]"
    if isinstance(value, IntEnum):
        return value.name.lower()
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, frozenset | set):
        return "|".join(sorted(_value(v) for v in value))
    if isinstance(value, tuple):
        return ",".join(_value(v) for v in value)
    return str(value)


def _escape(text: str) -> str:
    """Protect card text such as ``{T}`` and ``[-1]`` from rich markup."""
    return escape(text)


def cmd_cards_coverage(args: argparse.Namespace) -> int:
    """``tolaria cards coverage``: how many cards the compiler reads, and what it can't.

    Without ``--set`` or ``--mtgjson``, the bundled pool, card by card; with
    them, any MTGJSON card file, set by set, with the unread phrases ranked
    by how many cards each blocks.
    """
    sets, files = getattr(args, "sets", []), getattr(args, "files", [])
    dumps = getattr(args, "card_dumps", [])
    if getattr(args, "game", "magic") == "heroes":
        if sets or files or args.pool:
            raise UsageError("--set, --mtgjson and --pool measure Magic cards: not with --game heroes")
        from tolaria.heroes.reports import print_coverage as heroes_coverage

        return heroes_coverage(dumps, bool(getattr(args, "json", False)), args.top)
    if dumps:
        raise UsageError("--cards reads berserkdeck dumps: only with --game heroes")
    if getattr(args, "game", "magic") == "berserk":
        if sets or files or args.pool:
            raise UsageError("--set, --mtgjson and --pool measure Magic cards: not with --game berserk")
        from tolaria.berserk.reports import print_coverage

        return print_coverage(bool(getattr(args, "json", False)), args.top)
    if not sets and not files:
        return _bundled_coverage(args)
    if args.pool:
        raise UsageError("--pool picks cards of the bundled pool: not with --set or --mtgjson")
    from tolaria.mtg.cards.mtgjson import read_card_file
    from tolaria.mtg.coverage import measure_sets, reference_set, select_sets

    start = time.perf_counter()
    card_files = [read_card_file(f) for f in files] if files else [reference_set(code) for code in sets]
    report = measure_sets(select_sets(card_files, sets if files else []))
    seconds = time.perf_counter() - start
    if args.json:
        _print_json(dict(report.to_json(), seconds=round(seconds, 3)))
    else:
        _print_coverage_text(report, args.top, seconds)
    return EXIT_OK


def _bundled_coverage(args: argparse.Namespace) -> int:
    """Coverage of the bundled pool, pool by pool, each unsupported card with its unread phrases."""
    from tolaria.mtg.cards.pool import CardPool
    from tolaria.mtg.coverage import measure_pool

    pool = CardPool.default()
    letters = [args.pool] if args.pool else sorted({pool.pool_of(n) for n in pool.names()})
    report = measure_pool(pool, letters)
    if getattr(args, "json", False):
        _print_json(report.to_json())
        return EXIT_OK
    out = _stdout()
    for group in report.groups:
        out.print(f"pool {group.code}: {group.supported}/{group.total} cards supported")
    if len(report.groups) > 1:
        out.print(f"all pools: {report.supported}/{report.total} cards supported")
    missing = [c for c in report.cards if not c.supported]
    if missing:
        out.print(f"\nunsupported ({len(missing)}), with the phrases the compiler could not read:")
        for card in missing:
            out.print(f"  {card.name} [{pool.pool_of(card.name)}]", markup=False)
            for phrase in card.phrases:
                out.print(f"      {phrase}", markup=False)
    return EXIT_OK


def _print_coverage_text(report: Any, top: int, seconds: float) -> None:
    """Each set's figures, the total by name, and the phrases that block the most cards."""
    out = _stdout()
    for group in report.groups:
        title = f" ({group.name})" if group.name and group.name != group.code else ""
        out.print(f"{group.code}{title}: {group.supported}/{group.total} cards supported ({group.share:.1%})", markup=False)
    if len(report.groups) > 1:
        share = report.supported / report.total if report.total else 0.0
        out.print(f"all sets: {report.supported}/{report.total} cards supported ({share:.1%}), each card once by name", markup=False)
    ranked = report.ranked_phrases()
    if ranked and top:
        out.print(f"\nunread phrases, by cards blocked ({min(top, len(ranked))} of {len(ranked)}):", markup=False)
        for phrase in ranked[:top]:
            examples = ", ".join(phrase.examples)
            out.print(f"  {phrase.cards:5}  {phrase.phrase}  (e.g. {examples})", markup=False)
    out.print(f"\n{report.total:,} cards compiled in {seconds:.2f} s", markup=False)


def _print_json(value: Any) -> None:
    """One JSON object on stdout, nothing else."""
    import json

    sys.stdout.write(json.dumps(value, ensure_ascii=False) + "\n")


# ---------------------------------------------------------------- decks


def cmd_decks_list(args: argparse.Namespace) -> int:
    """``tolaria decks list``: the built-in decks."""
    if getattr(args, "game", "magic") == "berserk":
        from tolaria.berserk.reports import print_squads

        return print_squads()
    if getattr(args, "game", "magic") == "heroes":
        from tolaria.heroes.reports import print_decks

        return print_decks()
    from tolaria.mtg.decks import list_decks

    table = Table(show_edge=False, header_style="bold")
    table.add_column("name", no_wrap=True)
    table.add_column("colors")
    table.add_column("cards", justify="right")
    table.add_column("description")
    for deck in list_decks():
        table.add_row(
            deck.name, deck.colors or "-", str(deck.card_count), _escape(deck.description)
        )
    _stdout().print(table)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
