"""A run's results as a picture: win rates with their intervals and the game lengths.

Drawn with matplotlib (the ``plot`` extra: ``pip install tolaria[plot]``) on
its Agg canvas, so no display is needed or opened.  :func:`check_plot_path`
is meant to run before the games: a run of hours should not end on a path
that could never have been written.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from tolaria.core.extras import Extra, require
from tolaria.core.simulation import Summary
from tolaria.errors import TolariaError

PLOT_SUFFIX = ".png"


class PlotPathError(TolariaError):
    """A plot file that can't be written where it was asked for."""


def check_plot_path(text: str) -> Path:
    """The plot file, once it is sure it can be written: a ``.png`` name in an existing,
    writable folder, and not a folder itself.  Also checks that matplotlib is there."""
    path = Path(text)
    shown = text if len(text) <= 240 else text[:237] + "..."  # a real path whole; a runaway argument cut
    if path.suffix.lower() != PLOT_SUFFIX:
        raise PlotPathError(
            f"plot file {shown!r}: the plot is a PNG image, so its name must end in .png"
        )
    folder = path.parent
    if not folder.is_dir():
        raise PlotPathError(f"plot file {shown!r}: there is no folder {str(folder)!r}")
    if path.is_dir():
        raise PlotPathError(f"plot file {shown!r} is a folder")
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise PlotPathError(f"plot file {shown!r}: no permission to write there")
    require(Extra.PLOT, "--plot")
    return path


def write_plot(summary: Summary, path: Path) -> None:
    """Draw the win rates (bars with 95% intervals) beside the game lengths (a histogram) into ``path``."""
    require(Extra.PLOT, "--plot")
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    figure = Figure(figsize=(11, 4.5), layout="constrained")
    FigureCanvasAgg(figure)
    rates, lengths = figure.subplots(1, 2, width_ratios=(1, 1.6))
    _draw_win_rates(rates, summary)
    _draw_lengths(lengths, summary)
    lengths.xaxis.set_major_locator(MaxNLocator(integer=True))
    first, last = summary.seed, summary.seed + summary.games - 1
    figure.suptitle(f"{summary.games:,} games, seeds {first}..{last}")
    try:
        figure.savefig(path, format="png", dpi=100)
    except OSError as err:
        raise PlotPathError(f"plot file {str(path)!r} could not be written: {err.strerror or err}") from err


def _draw_win_rates(axes: Any, summary: Summary) -> None:
    """One bar a deck, its 95% Wilson interval as an error bar (asymmetric, as the interval is)."""
    names = [f"{deck.name}\n({agent})" for deck, agent in zip(summary.decks, summary.agents, strict=True)]
    rates = [deck.win_rate for deck in summary.decks]
    below = [deck.win_rate - deck.low for deck in summary.decks]
    above = [deck.high - deck.win_rate for deck in summary.decks]
    axes.bar(names, rates, yerr=[below, above], capsize=8, color=["#c0392b", "#27ae60"])
    for x, deck in enumerate(summary.decks):
        axes.annotate(f"{deck.win_rate:.1%}", (x, deck.high), ha="center", va="bottom",
                      textcoords="offset points", xytext=(0, 4))
    axes.axhline(0.5, color="grey", linewidth=0.8, linestyle="--")
    axes.set_ylim(0, 1.08)
    axes.set_ylabel("win rate (95% interval)")
    axes.set_title("win rate")


def _draw_lengths(axes: Any, summary: Summary) -> None:
    """Games by length in turns, one bar a length."""
    histogram = summary.length_histogram()
    axes.bar(list(histogram), list(histogram.values()), width=0.9, color="#2c3e50")
    axes.axvline(summary.mean_turns, color="#e67e22", linewidth=1.2,
                 label=f"mean {summary.mean_turns:.1f}")
    axes.set_xlabel("turns")
    axes.set_ylabel("games")
    axes.set_title("game length")
    if histogram:
        axes.legend()
