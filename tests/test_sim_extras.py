"""Simulation for studies: agents per deck, JSON results, plots, the Ray backend, missing extras."""

from __future__ import annotations

import importlib.util
import json
import os
import pickle
import re
import socket
import struct
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

import tolaria.agents
import tolaria.sim as sim
from tolaria.agents import RandomAgent
from tolaria.core.protocol import SeatView
from tolaria.core.ray_backend import Address, RayUnavailable, check_reachable, parse_address
from tolaria.core.simulation import Backend, BackendKind, GameCrashed, GameResult, summarise
from tolaria.interfaces.cli import main
from tolaria.sim import AGENT_NAMES, UnknownAgent, agent_factory, agent_seed, simulate, summary_json

HAS_MATPLOTLIB = importlib.util.find_spec("matplotlib") is not None
HAS_RAY = importlib.util.find_spec("ray") is not None
needs_matplotlib = pytest.mark.skipif(not HAS_MATPLOTLIB, reason="needs tolaria[plot]")
needs_ray = pytest.mark.skipif(not HAS_RAY, reason="needs tolaria[ray]")

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def sim_args(*extra: str, games: int = 4, seed: int = 1) -> list[str]:
    return ["sim", "red-burn", "green-stompy", "-n", str(games), "--seed", str(seed), "--no-progress", *extra]


@pytest.fixture
def no_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any game played fails the test: for input that must be refused before the games."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("games were played before the input was checked")

    monkeypatch.setattr(sim, "simulate", refuse)


# ---------------------------------------------------------------- agents


class FakeHeuristic:
    """Stands in for the heuristic agent until it lands: random from a seed of its own
    (so that it plays otherwise than RandomAgent would), and records what it is shown."""

    built: list[int] = []
    shown: list[tuple[str, type]] = []

    def __init__(self, seed: int) -> None:
        FakeHeuristic.built.append(seed)
        self._random = RandomAgent(seed ^ 0x5EED)

    def choose(self, game: Any) -> Any:
        FakeHeuristic.shown.append((game.seat, type(game)))
        return self._random.choose(game)


@pytest.fixture
def heuristic(monkeypatch: pytest.MonkeyPatch) -> type[FakeHeuristic]:
    """A ``tolaria.agents.get`` that knows ``heuristic``, as the agents package will."""

    def get(name: str, seed: int | None = None) -> Any:
        if name != "heuristic":
            raise ValueError(f"no agent {name!r}")
        return FakeHeuristic(seed or 0)

    FakeHeuristic.built, FakeHeuristic.shown = [], []
    monkeypatch.setattr(tolaria.agents, "get", get, raising=False)
    return FakeHeuristic


def test_random_is_the_random_agent() -> None:
    agent = agent_factory("random")(5)
    assert isinstance(agent, RandomAgent)
    assert agent.seed == 5


def test_unknown_agent_lists_the_known_ones() -> None:
    with pytest.raises(UnknownAgent, match="unknown agent 'greedy'; the agents are random, heuristic, mcts"):
        agent_factory("greedy")


def test_the_real_heuristic_agent_beats_random_in_a_run() -> None:
    """With the agents package's heuristic player in deck A's seat, deck A wins most of a seeded run."""
    summary = simulate("rw-aggro", "rw-aggro", n=8, seed=11, agents=("heuristic", "random"))
    assert summary.agents == ("heuristic", "random")
    assert summary.decks[0].wins >= 6, summary


def test_registry_agent_that_fails_to_build_is_refused(heuristic: type[FakeHeuristic]) -> None:
    with pytest.raises(UnknownAgent, match="'mcts' could not be made: no agent 'mcts'"):
        sim.check_agents(["mcts", "random"])


def test_heuristic_plays_its_deck_in_either_seat_through_its_view(
    heuristic: type[FakeHeuristic],
) -> None:
    """The agent goes with its deck when seats swap, is seeded by its seat, and sees only a SeatView."""
    summary = simulate("red-burn", "green-stompy", n=2, seed=30, agents=("heuristic", "random"))
    assert summary.agents == ("heuristic", "random")
    built = heuristic.built[1:]  # the first is check_agents' trial build
    assert built == [agent_seed(30, 0), agent_seed(31, 1)]
    seats = {seat for seat, _ in heuristic.shown}
    assert seats == {"alice", "bob"}  # deck A sits first in game 30, second in game 31
    assert {kind for _, kind in heuristic.shown} == {SeatView}


def test_agents_change_results_but_not_their_determinism(heuristic: type[FakeHeuristic]) -> None:
    first = simulate("red-burn", "green-stompy", n=4, seed=2, agents=("heuristic", "random"))
    again = simulate("red-burn", "green-stompy", n=4, seed=2, agents=("heuristic", "random"))
    assert first == again
    plain = simulate("red-burn", "green-stompy", n=4, seed=2)
    assert first.results != plain.results  # another player in deck A's seat


def test_cli_agents_default_to_random(capsys: pytest.CaptureFixture[str]) -> None:
    _, default, _ = run(capsys, *sim_args("--json"))
    _, explicit, _ = run(capsys, *sim_args("--json", "--agents", "random", "random"))
    strip = [{k: v for k, v in json.loads(out).items() if k != "speed"} for out in (default, explicit)]
    assert strip[0] == strip[1]
    assert strip[0]["agents"] == ["random", "random"]


def test_cli_unknown_agent_is_refused_before_playing(
    capsys: pytest.CaptureFixture[str], no_games: None
) -> None:
    status, out, err = run(capsys, *sim_args("--agents", "random", "alphazero"))
    assert status == 2
    assert out == ""
    assert "unknown agent 'alphazero'" in err
    assert ", ".join(AGENT_NAMES) in err
    assert "Traceback" not in err


def test_cli_heuristic_through_the_registry(
    capsys: pytest.CaptureFixture[str], heuristic: type[FakeHeuristic]
) -> None:
    status, out, _ = run(capsys, *sim_args("--agents", "heuristic", "random"))
    assert status == 0
    assert re.search(r"red-burn\s.*│\s+heuristic", out)
    assert re.search(r"green-stompy\s.*│\s+random", out)


# ---------------------------------------------------------------- JSON


def _text_figures(out: str) -> dict[str, Any]:
    """The figures of the text report, as printed."""
    rows = re.findall(r"^\s*(\S+)\s+│\s+(\d+)\s+│\s+([\d.]+)%\s+│\s+([\d.]+)% - ([\d.]+)%", out, re.M)
    draws = re.search(r"draws: (\d+) \(([\d.]+)%\)", out)
    turns = re.search(r"mean turns: ([\d.]+)", out)
    games = re.search(r": (\d+) games, seeds (-?\d+)\.\.(-?\d+), rules (\S+)", out)
    assert rows and draws and turns and games, out
    return {
        "rows": [(name, int(w), float(r), float(lo), float(hi)) for name, w, r, lo, hi in rows],
        "draws": int(draws[1]),
        "mean_turns": float(turns[1]),
        "games": int(games[1]),
        "seeds": (int(games[2]), int(games[3])),
        "rules": games[4],
    }


def test_json_is_the_only_stdout_and_agrees_with_the_text(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, *sim_args("--json", games=12, seed=5))
    assert status == 0
    result = json.loads(out)  # the whole of stdout is one object
    _, text, _ = run(capsys, *sim_args(games=12, seed=5))
    figures = _text_figures(text)
    assert result["games"] == figures["games"] == 12
    assert (result["seeds"]["first"], result["seeds"]["last"]) == figures["seeds"] == (5, 16)
    assert result["seed"] == 5 and result["rules"] == figures["rules"] == "current"
    for deck, (name, wins, rate, low, high) in zip(result["decks"], figures["rows"], strict=True):
        assert (deck["name"], deck["wins"]) == (name, wins)
        assert round(deck["win_rate"] * 100, 1) == rate
        assert round(deck["interval"]["low"] * 100, 1) == low
        assert round(deck["interval"]["high"] * 100, 1) == high
    assert result["draws"] == figures["draws"]
    assert round(result["mean_turns"], 1) == figures["mean_turns"]


def test_json_histogram_counts_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, *sim_args("--json", games=10, seed=9))
    result = json.loads(out)
    histogram = result["length_histogram"]
    assert sum(bar["games"] for bar in histogram) == result["games"] == 10
    mean = sum(bar["turns"] * bar["games"] for bar in histogram) / 10
    assert mean == pytest.approx(result["mean_turns"])
    assert [bar["turns"] for bar in histogram] == sorted(bar["turns"] for bar in histogram)
    assert sum(d["wins"] for d in result["decks"]) + result["draws"] == 10
    assert result["speed"]["backend"] == "local" and result["speed"]["games_per_second"] > 0


def test_json_of_an_instant_run_has_no_infinity() -> None:
    summary = summarise([GameResult(0, False, 3, 9)], ("a", "b"), seed=1, seconds=0.0)
    speed = summary_json(summary, "current", 1)["speed"]
    assert speed["games_per_second"] is None and speed["decisions_per_second"] is None
    json.dumps(summary_json(summary, "current", 1), allow_nan=False)


def test_summary_counts_games_by_length() -> None:
    results = [GameResult(0, False, 3, 9), GameResult(1, False, 5, 9), GameResult(None, True, 3, 9)]
    summary = summarise(results, ("a", "b"), seed=1)
    assert summary.turn_counts == (0, 0, 0, 2, 0, 1)
    assert summary.length_histogram() == {3: 2, 5: 1}


# ---------------------------------------------------------------- plots


@needs_matplotlib
def test_plot_writes_a_png(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "study.png"
    status, out, _ = run(capsys, *sim_args("--plot", str(target), games=6))
    assert status == 0
    data = target.read_bytes()
    assert data[:8] == PNG_SIGNATURE
    width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk: one figure, two panels
    assert (width, height) == (1100, 450)
    assert len(data) > 20_000  # bars, error bars, a histogram and their labels, not a blank image
    assert f"plot: {target}" in out


@needs_matplotlib
def test_plot_with_json_keeps_stdout_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "study.png"
    status, out, _ = run(capsys, *sim_args("--json", "--plot", str(target)))
    assert status == 0
    assert json.loads(out)["games"] == 4
    assert target.read_bytes()[:8] == PNG_SIGNATURE


@needs_matplotlib
def test_plot_failing_after_the_run_keeps_the_results(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder removed during a long run loses the picture, not the results."""
    import tolaria.interfaces.plots as plots

    def vanished(summary: object, path: Path) -> None:
        raise plots.PlotPathError(f"plot file {str(path)!r} could not be written: gone")

    monkeypatch.setattr(plots, "write_plot", vanished)
    status, out, err = run(capsys, *sim_args("--json", "--plot", str(tmp_path / "study.png")))
    assert status == 2
    assert json.loads(out)["games"] == 4
    assert "could not be written: gone" in err


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("missing/study.png", "there is no folder"),
        ("study.jpg", "must end in .png"),
        ("study", "must end in .png"),
        ("folder.png", "is a folder"),
    ],
)
def test_broken_plot_path_is_refused_before_playing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, no_games: None, name: str, message: str
) -> None:
    (tmp_path / "folder.png").mkdir()
    target = tmp_path / name
    status, out, err = run(capsys, *sim_args("--plot", str(target)))
    assert status == 2
    assert out == ""
    assert message in err
    assert str(target) in err
    assert not (tmp_path / "study.png").exists()


def test_unwritable_plot_folder_is_refused_before_playing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, no_games: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As root every folder is writable, so the permission is taken away by hand."""
    monkeypatch.setattr(os, "access", lambda path, mode: Path(path) != tmp_path)
    status, _, err = run(capsys, *sim_args("--plot", str(tmp_path / "study.png")))
    assert status == 2
    assert "no permission to write there" in err


def test_missing_matplotlib_names_the_extra(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, no_games: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now raises ImportError
    status, out, err = run(capsys, *sim_args("--plot", str(tmp_path / "study.png")))
    assert status == 2
    assert out == ""
    assert "pip install tolaria[plot]" in err
    assert "Traceback" not in err


# ---------------------------------------------------------------- Ray


def test_missing_ray_names_the_extra(
    capsys: pytest.CaptureFixture[str], no_games: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    status, out, err = run(capsys, *sim_args("--backend", "ray"))
    assert status == 2
    assert out == ""
    assert "--backend ray needs ray" in err
    assert "pip install tolaria[ray]" in err


def test_address_without_ray_backend_is_refused(
    capsys: pytest.CaptureFixture[str], no_games: None
) -> None:
    status, _, err = run(capsys, *sim_args("--address", "127.0.0.1:6379"))
    assert status == 2
    assert "--backend ray" in err
    with pytest.raises(ValueError, match="Ray backend"):
        Backend(BackendKind.LOCAL, "127.0.0.1:6379")


@pytest.mark.parametrize(
    ("text", "address"),
    [("10.0.0.5:6379", Address("10.0.0.5", 6379)), ("[::1]:6379", Address("::1", 6379)),
     ("head.example:1", Address("head.example", 1))],
)
def test_addresses_are_read(text: str, address: Address) -> None:
    assert parse_address(text) == address


@pytest.mark.parametrize("text", ["6379", "host:", ":6379", "host:0", "host:65536", "host:port"])
def test_malformed_addresses_are_refused(text: str) -> None:
    with pytest.raises(RayUnavailable, match="expected HOST:PORT"):
        parse_address(text)


def _closed_port() -> int:
    """A local port that nothing listens on (just released by the system)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_closed_port_is_refused_at_once() -> None:
    address = Address("127.0.0.1", _closed_port())
    start = time.monotonic()
    with pytest.raises(RayUnavailable, match=f"no Ray cluster at {address}"):
        check_reachable(address, 5.0)
    assert time.monotonic() - start < 5.0


@needs_ray
def test_cli_unreachable_address_fails_quickly_naming_it(
    capsys: pytest.CaptureFixture[str], no_games: None
) -> None:
    address = f"127.0.0.1:{_closed_port()}"
    start = time.monotonic()
    status, out, err = run(capsys, *sim_args("--backend", "ray", "--address", address))
    assert status == 2
    assert out == ""
    assert f"no Ray cluster at {address}" in err
    assert time.monotonic() - start < 10.0


@needs_ray
def test_silent_cluster_is_given_up_on_in_bounded_time(tmp_path: Path) -> None:
    """A port that accepts connections but is not Ray: ray.init would wait for minutes.
    Run apart, as the abandoned connection attempt lives on in its process."""
    script = textwrap.dedent(
        """
        import socket, sys, time
        import ray
        from tolaria.core.ray_backend import Address, RayUnavailable, connect
        listener = socket.create_server(("127.0.0.1", 0))
        address = Address("127.0.0.1", listener.getsockname()[1])
        start = time.monotonic()
        try:
            connect(ray, address, 2.0)
        except RayUnavailable as err:
            print(f"{time.monotonic() - start:.1f}", err)
            sys.exit(0)
        sys.exit(1)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert done.returncode == 0, done.stderr[-2000:]
    seconds, message = done.stdout.split(" ", 1)
    assert float(seconds) < 6.0
    assert "did not connect within 2 s" in message


@pytest.fixture(scope="module")
def ray_cluster() -> Any:
    """One local Ray cluster for the module's Ray tests: its start-up takes seconds."""
    if not HAS_RAY:
        pytest.skip("needs tolaria[ray]")
    import ray

    from tolaria.core.ray_backend import start_local

    start_local(ray, 2)
    yield ray
    ray.shutdown()


RAY = Backend(BackendKind.RAY)


def test_ray_run_equals_local_processes(ray_cluster: Any) -> None:
    on_ray = simulate("rw-aggro", "rg-beats", n=6, seed=3, jobs=2, backend=RAY)
    local = simulate("rw-aggro", "rg-beats", n=6, seed=3, jobs=2, force=True)
    assert on_ray.results == local.results
    assert on_ray == local


def test_cli_ray_json_equals_jobs_json(capsys: pytest.CaptureFixture[str], ray_cluster: Any) -> None:
    _, on_ray, _ = run(capsys, *sim_args("--json", "--backend", "ray", "--jobs", "2", games=6, seed=8))
    _, local, _ = run(capsys, *sim_args("--json", "--jobs", "2", games=6, seed=8))
    ray_result, local_result = json.loads(on_ray), json.loads(local)
    assert ray_result.pop("speed")["backend"] == "ray"
    local_result.pop("speed")
    assert ray_result == local_result


def test_ray_reports_a_crash_as_the_game_that_crashed(ray_cluster: Any) -> None:
    from ray import cloudpickle

    from tolaria.core.simulation import play_schedule

    module = sys.modules[__name__]
    cloudpickle.register_pickle_by_value(module)  # the workers can't import this test file
    try:
        with pytest.raises(GameCrashed, match="seed 12") as caught:
            list(play_schedule(_crash_on_12, 4, seed=10, jobs=2, backend=RAY))
    finally:
        cloudpickle.unregister_pickle_by_value(module)
    assert caught.value.seed == 12 and not caught.value.swapped


def _crash_on_12(seed: int, swapped: bool) -> GameResult:
    if seed == 12:
        raise RuntimeError("boom")
    return GameResult(0, False, 1, 1)


def test_game_crash_survives_pickling() -> None:
    """So that a crash in a worker process or on a Ray node reaches the caller as itself."""
    crash = pickle.loads(pickle.dumps(GameCrashed(7, True, "boom")))
    assert (crash.seed, crash.swapped, crash.detail) == (7, True, "boom")
    assert "seed 7" in str(crash)
