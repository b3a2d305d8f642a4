"""Coverage: how many cards of a set, a card file or the bundled pool the compiler reads.

``measure_sets(sets)`` compiles every card of some sets once by name (a
card reprinted in several of them counts once in the total) and says,
card by card, whether it is supported and which phrases block it;
``CoverageReport.ranked_phrases()`` ranks those phrases by how many cards
each blocks, so that the phrase worth teaching the compiler next comes
first. A card whose data can't be read, or that has several faces, is
unsupported with the reason; measuring never stops at a bad card.

``reference_set(code)`` finds a set file in the MTGJSON reference folder
that sits beside the package (or in ``$TOLARIA_REFERENCE``).
"""

from __future__ import annotations

import os
import re
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from tolaria.errors import CardDataError
from tolaria.mtg.carddb import CardDef
from tolaria.mtg.cards.face import CardFace, quote
from tolaria.mtg.cards.mtgjson import CardEntry, CardFile, CardSet, read_card_file
from tolaria.mtg.cards.pool import CardPool

REFERENCE_FOLDERS = ("mtgjson-v5", "mtgjson-v3")
"""Where set files are looked for inside a reference card folder, newest format first."""

_CARD_PREFIX = re.compile(r"^card '(?:[^'\\]|\\.)*': |^card \"(?:[^\"\\]|\\.)*\": ")


@dataclass(frozen=True, slots=True)
class CardCoverage:
    """One card's verdict: supported, or the phrases that block it (the first is the main one)."""

    name: str
    supported: bool
    phrases: tuple[str, ...] = ()
    layout: str = "normal"
    sets: tuple[str, ...] = ()

    @property
    def phrase(self) -> str | None:
        """The first phrase blocking the card; None when it is supported."""
        return self.phrases[0] if self.phrases else None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "supported": self.supported,
            "phrase": self.phrase,
            "phrases": list(self.phrases),
            "layout": self.layout,
            "sets": list(self.sets),
        }


@dataclass(frozen=True, slots=True)
class GroupCoverage:
    """The figures of one set (or one pool of the bundled cards): supported out of total, by name."""

    code: str
    name: str
    supported: int
    total: int

    @property
    def share(self) -> float:
        return self.supported / self.total if self.total else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "name": self.name, "supported": self.supported, "total": self.total}


@dataclass(frozen=True, slots=True)
class PhraseCount:
    """A phrase the compiler can't read, how many cards it blocks, and a few of them."""

    phrase: str
    cards: int
    examples: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"phrase": self.phrase, "cards": self.cards, "examples": list(self.examples)}


@dataclass(frozen=True, slots=True)
class CoverageReport:
    """Coverage of some sets: each set's figures, and every card once by name."""

    groups: tuple[GroupCoverage, ...]
    cards: tuple[CardCoverage, ...]
    seconds: float = 0.0

    @property
    def supported(self) -> int:
        return sum(1 for c in self.cards if c.supported)

    @property
    def total(self) -> int:
        return len(self.cards)

    def ranked_phrases(self) -> list[PhraseCount]:
        """Every blocking phrase with the number of cards it blocks, most first.

        The card's own name in a phrase reads as "~", so that "When Gravedigger
        enters..." and "When Grave Titan enters..." count as one phrase; a card
        counts once per phrase however often the phrase appears on it.
        """
        counts: Counter[str] = Counter()
        examples: dict[str, list[str]] = {}
        for card in self.cards:
            for phrase in dict.fromkeys(generic_phrase(p, card.name) for p in card.phrases):
                counts[phrase] += 1
                examples.setdefault(phrase, []).append(card.name)
        ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        return [PhraseCount(p, n, tuple(examples[p][:3])) for p, n in ranked]

    def to_json(self) -> dict[str, Any]:
        """``{"supported": N, "total": M, "cards": [...]}`` plus each set's figures and the ranked phrases."""
        return {
            "supported": self.supported,
            "total": self.total,
            "cards": [c.to_json() for c in self.cards],
            "sets": [g.to_json() for g in self.groups],
            "phrases": [p.to_json() for p in self.ranked_phrases()],
            "seconds": round(self.seconds, 3),
        }


def generic_phrase(phrase: str, name: str) -> str:
    """A phrase with the card's name (and each face's, for "A // B") written as "~"."""
    for part in sorted({name, *name.split(" // ")}, key=len, reverse=True):
        if part:
            phrase = phrase.replace(part, "~")
    return phrase


# ------------------------------------------------------------------ measuring


def face_phrases(face: CardFace) -> tuple[str, ...]:
    """What blocks one face: the compiler's unread phrases (and unpayable mana symbols)."""
    return CardDef(face).compiled.unread


def card_coverage(entry: CardEntry) -> CardCoverage:
    """The verdict on one card of a card file.

    Bad data makes the card unsupported with the data error (naming the
    field); a card of several faces is unsupported even when every face
    compiles, because the engine has no multi-face cards, and the reason
    says which of the two it is. Basic lands are supported through their
    intrinsic mana abilities (CR 305.6).
    """
    if entry.problem is not None:
        detail = _CARD_PREFIX.sub("", entry.problem)
        reason = f"card data: {detail}"
        if entry.is_multi_face:
            reason = f"{entry.multi_face_reason(False)}; {reason}"
        return CardCoverage(entry.name, False, (reason,), entry.layout, entry.printings)
    blocked = [phrase for face in entry.faces for phrase in face_phrases(face)]
    if entry.is_multi_face:
        return CardCoverage(entry.name, False, (entry.multi_face_reason(not blocked),), entry.layout, entry.printings)
    return CardCoverage(entry.name, not blocked, tuple(blocked), entry.layout, entry.printings)


def measure_sets(sets: Sequence[CardSet]) -> CoverageReport:
    """Coverage of some sets: each card compiled once by name, each set's figures by name."""
    start = time.perf_counter()
    verdicts: dict[str, CardCoverage] = {}
    printed_in: dict[str, list[str]] = {}
    groups = []
    for card_set in sets:
        supported = 0
        for entry in card_set.cards:
            verdict = verdicts.get(entry.name)
            if verdict is None:
                verdict = verdicts[entry.name] = card_coverage(entry)
            supported += verdict.supported
            printed_in.setdefault(entry.name, []).append(card_set.code)
        groups.append(GroupCoverage(card_set.code, card_set.name, supported, len(card_set.cards)))
    cards = tuple(replace(v, sets=tuple(dict.fromkeys(printed_in[n]))) for n, v in verdicts.items())
    return CoverageReport(tuple(groups), cards, time.perf_counter() - start)


def measure_pool(pool: CardPool, letters: Iterable[str]) -> CoverageReport:
    """Coverage of the bundled pool (or any pool), pool letter by pool letter."""
    start = time.perf_counter()
    groups, cards = [], []
    for letter in letters:
        names = [n for n in pool.names() if pool.pool_of(n) == letter]
        verdicts = [_pool_card(pool, n, letter) for n in names]
        cards += verdicts
        groups.append(GroupCoverage(letter, f"pool {letter}", sum(v.supported for v in verdicts), len(names)))
    return CoverageReport(tuple(groups), tuple(cards), time.perf_counter() - start)


def _pool_card(pool: CardPool, name: str, letter: str) -> CardCoverage:
    phrases = face_phrases(pool.get(name))
    return CardCoverage(name, not phrases, phrases, "normal", (pool.set_of(name) or letter,))


# ------------------------------------------------------------------ finding sets


def select_sets(files: Sequence[CardFile], codes: Sequence[str]) -> list[CardSet]:
    """The sets asked for, from the first file holding each; every set of every file without codes."""
    if not codes:
        return [s for f in files for s in f.sets]
    chosen = []
    for code in codes:
        errors = []
        for card_file in files:
            try:
                chosen.append(card_file.select(code))
                break
            except CardDataError as err:
                errors.append(str(err))
        else:
            raise CardDataError("; ".join(errors))
    return chosen


def reference_folders() -> list[Path]:
    """The reference card folders that exist: ``$TOLARIA_REFERENCE`` (or its ``cards``), then
    ``shared/reference/cards`` or ``reference/cards`` beside the package or a folder above it."""
    candidates: list[Path] = []
    env = os.environ.get("TOLARIA_REFERENCE")
    if env:
        candidates += [Path(env) / "cards", Path(env)]
    root = Path(__file__).resolve().parents[2]
    for folder in (root, *root.parents):
        candidates += [folder / "shared" / "reference" / "cards", folder / "reference" / "cards"]
    return [c for c in dict.fromkeys(candidates) if any((c / sub).is_dir() for sub in REFERENCE_FOLDERS)]


def reference_set_path(code: str) -> Path | None:
    """The path of set ``code``'s file (any case) in the reference folder, MTGJSON v5 before v3; None
    where there is none (the tests that play a set's cards skip then)."""
    for folder in reference_folders():
        for sub in REFERENCE_FOLDERS:
            path = folder / sub / f"{code.upper()}.json"
            if path.is_file():
                return path
    return None


def reference_set(code: str) -> CardFile:
    """The set file of ``code`` (any case) from the reference folder: MTGJSON v5, else v3."""
    if not re.fullmatch(r"[A-Za-z0-9_-]{1,10}", code):
        raise CardDataError(f"{quote(code)} is not a set code (like M10 or 10E)")
    folders = reference_folders()
    if not folders:
        raise CardDataError(
            f"set {code.upper()}: no reference card folder found beside the package (looked for "
            "shared/reference/cards and $TOLARIA_REFERENCE); give the set file with --mtgjson FILE"
        )
    known: set[str] = set()
    for folder in folders:
        for sub in REFERENCE_FOLDERS:
            files = {p.stem.upper(): p for p in sorted((folder / sub).glob("*.json"))}
            known.update(files)
            if code.upper() in files:
                return read_card_file(files[code.upper()])
    raise CardDataError(
        f"no set {code.upper()} in the reference folder {folders[0]} (sets: {', '.join(sorted(known)) or 'none'})"
    )
