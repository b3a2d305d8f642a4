"""Playing a run's games on a Ray cluster (the ``ray`` extra: ``pip install tolaria[ray]``).

The cluster plays exactly the chunks of exactly the schedule that worker
processes would (``chunked_schedule``), and the results come back in game
order, so a run on Ray equals the same run with ``jobs``: the backend changes
where games are played, never what they give.  Without an address a local
cluster with ``jobs`` CPUs is started for the run and stopped after it; with
``HOST:PORT`` the running cluster there is used, and one that does not answer
within ``Backend.connect_seconds`` is refused with its address instead of
being waited for (Ray itself would retry for minutes).
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from tolaria.core.extras import Extra, require
from tolaria.core.simulation import (
    MAX_JOBS,
    WINDOW_PER_JOB,
    Backend,
    GameCrashed,
    GameResult,
    PlayOne,
    ProgressCallback,
    RunFailed,
    _play_chunk,
    check_games,
    chunked_schedule,
)
from tolaria.errors import TolariaError


class RayUnavailable(TolariaError):
    """No Ray cluster to play on: a bad or silent address, or a cluster that would not start."""


@dataclass(frozen=True, slots=True)
class Address:
    """A Ray cluster's address, ``HOST:PORT`` (its GCS server)."""

    host: str
    port: int

    def __str__(self) -> str:
        return f"{self.host}:{self.port}"


def parse_address(text: str) -> Address:
    """``HOST:PORT`` as an Address; anything else is refused with the expected form."""
    host, colon, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not colon or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        shown = text if len(text) <= 60 else text[:57] + "..."
        raise RayUnavailable(
            f"bad Ray address {shown!r}: expected HOST:PORT with a port from 1 to 65535"
            " (e.g. 10.0.0.5:6379)"
        )
    return Address(host, int(port))


def check_reachable(address: Address, seconds: float) -> None:
    """Refuse an address where nothing accepts a connection within ``seconds``.

    A quick TCP connection first, because Ray waits for a silent cluster for
    minutes, retrying, before it gives up.
    """
    try:
        with socket.create_connection((address.host, address.port), timeout=seconds):
            pass
    except OSError as err:
        reason = "no answer" if isinstance(err, TimeoutError) else err.strerror or str(err)
        raise RayUnavailable(
            f"no Ray cluster at {address}: {reason} (waited at most {seconds:g} s;"
            " start one with `ray start --head --port PORT`, or leave out --address"
            " for a local cluster)"
        ) from err


def _code_env() -> dict[str, Any]:
    """A runtime environment under which workers import this very ``tolaria``, not
    another copy on their path, so they play the engine the driver checked."""
    package = Path(__file__).resolve().parents[1]
    return {"env_vars": {"PYTHONPATH": str(package.parent)}}


def _remote_code_env() -> dict[str, Any]:
    """A runtime environment that ships this ``tolaria`` to the nodes of a remote cluster."""
    return {"py_modules": [str(Path(__file__).resolve().parents[1])]}


def start_local(ray: ModuleType, cpus: int) -> None:
    """Start a new local Ray cluster with ``cpus`` CPUs: its own even when ``ray start``
    left one on this machine (which plain ``ray.init()`` would join), no dashboard,
    workers' logs kept out of stdout so that ``--json`` prints nothing else."""
    ray.init(
        address="local",
        num_cpus=cpus,
        include_dashboard=False,
        log_to_driver=False,
        logging_level=logging.WARNING,
        runtime_env=_code_env(),
    )


def connect(ray: ModuleType, address: Address, seconds: float) -> None:
    """Join the cluster at ``address``, or refuse it after ``seconds``.

    ``ray.init`` can wait on a port that answers but is not Ray; it runs in a
    daemon thread given ``seconds`` to finish, which the process leaves behind
    when it gives up.
    """
    check_reachable(address, seconds)
    failure: list[BaseException] = []

    def join() -> None:
        try:
            ray.init(
                address=str(address),
                log_to_driver=False,
                logging_level=logging.WARNING,
                runtime_env=_remote_code_env(),
            )
        except BaseException as err:  # reported by the waiting thread
            failure.append(err)

    thread = threading.Thread(target=join, name="ray-connect", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise RayUnavailable(
            f"no Ray cluster at {address}: something answers there but Ray did not"
            f" connect within {seconds:g} s (a cluster with token authentication also"
            " needs RAY_AUTH_MODE=token and its token, see `ray get-auth-token`)"
        )
    if failure:
        raise RayUnavailable(f"no Ray cluster at {address}: {failure[0]}") from failure[0]


def cluster_workers(ray: ModuleType) -> int:
    """The CPUs of the cluster joined, bounded by MAX_JOBS: how many chunks to keep busy."""
    cpus = int(ray.cluster_resources().get("CPU", 1))
    return max(1, min(cpus, MAX_JOBS))


@contextmanager
def session(backend: Backend, jobs: int) -> Iterator[ModuleType]:
    """Ray, connected for the run: a local cluster with ``jobs`` CPUs started (and
    stopped at the end), or the cluster at ``backend.address`` joined (and left).

    A cluster this process has already joined (``ray.is_initialized()``) is
    used as it is and left running, so a caller may hold one across runs.
    """
    ray = require(Extra.RAY, "the Ray backend")
    if ray.is_initialized():
        yield ray
        return
    if backend.address is None:
        start_local(ray, max(1, jobs))
    else:
        connect(ray, parse_address(backend.address), backend.connect_seconds)
    try:
        yield ray
    finally:
        ray.shutdown()


def play_on_ray(
    play_one: PlayOne,
    n: int,
    seed: int,
    jobs: int,
    progress_callback: ProgressCallback | None,
    backend: Backend,
) -> Iterator[GameResult]:
    """The results of the run in game order, played on Ray as they are asked for.

    The cluster is reached (or started) when the first result is asked for,
    before any game is played; to do it earlier still (say, before drawing a
    progress bar), hold a :func:`session` around the run.
    """
    check_games(n)
    with session(backend, jobs) as ray:
        workers = cluster_workers(ray) if backend.address is not None else max(1, jobs)
        yield from _results(ray, play_one, n, seed, workers, progress_callback)


def _results(
    ray: ModuleType,
    play_one: PlayOne,
    n: int,
    seed: int,
    workers: int,
    progress_callback: ProgressCallback | None,
) -> Iterator[GameResult]:
    """Keep WINDOW_PER_JOB chunks a worker in flight and yield them in order; a crash in a
    game comes back as the GameCrashed it was, anything else from Ray as RunFailed."""
    remote = ray.remote(_play_chunk)
    chunks = chunked_schedule(n, seed, workers)
    play_ref = ray.put(play_one)
    pending: dict[int, Any] = {}
    finished: dict[int, list[GameResult]] = {}
    submitted = next_out = done = 0
    try:
        while True:
            while len(pending) + len(finished) < workers * WINDOW_PER_JOB:
                chunk = next(chunks, None)
                if chunk is None:
                    break
                pending[submitted] = remote.remote(play_ref, chunk)
                submitted += 1
            if not pending and not finished:
                return
            if pending:
                ready, _ = ray.wait(list(pending.values()), num_returns=1)
                index = next(i for i, ref in pending.items() if ref == ready[0])
                finished[index] = _get(ray, pending.pop(index))
                done += len(finished[index])
                if progress_callback is not None:
                    progress_callback(done, n)
            while next_out in finished:
                yield from finished.pop(next_out)
                next_out += 1
    finally:
        for ref in pending.values():
            ray.cancel(ref, force=True)


def _get(ray: ModuleType, ref: Any) -> list[GameResult]:
    """A chunk's results; a game's crash is raised as itself, a cluster's failure as RunFailed."""
    try:
        results: list[GameResult] = ray.get(ref)
        return results
    except ray.exceptions.RayTaskError as err:
        cause = getattr(err, "cause", None)
        if isinstance(cause, GameCrashed):
            raise cause from None
        raise RunFailed(f"a Ray task failed: {err}") from err
    except ray.exceptions.RayError as err:
        raise RunFailed(f"the Ray cluster failed: {err}") from err

