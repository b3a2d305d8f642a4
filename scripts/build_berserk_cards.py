"""Build Tolaria's Berserk card data from the reference card files.

    python scripts/build_berserk_cards.py REFERENCE_DIR

REFERENCE_DIR holds ``microbers-berserk-online-cards.json`` (stats) and the
two ability tables ``classic-set1-voyna-stihiy.tsv`` and
``classic-set2-nashestvie-tmy.tsv``. Writes ``tolaria/berserk/data/cards.json``:
one object per card with the fields the engine reads (and nothing else).

Which source wins where they disagree (classic-crosscheck-microbers.md):
cost, elite, life and strike come from microBers (artifact life included,
the tables leave it empty); movement comes from the table where microBers
has none; the ``unique`` flag of «Нашествие тьмы» comes from the table
(microBers' set-2 flags are unreliable); ability text and classes only
exist in the tables. Misspelt words of the ability text (only one table
holds a card's text, so there is nothing to cross-check them with) are
corrected by the SPELLING table, whole words only; each entry is a plain
misspelling with one possible reading. Slips of the source's icon
conversion that the reference marks ``(sic, ...)`` are corrected by the
SLIPS table, each with the facts that support the correction.
"""

from __future__ import annotations

import csv
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tolaria" / "berserk" / "data" / "cards.json"
SETS = {"Война стихий": "classic-set1-voyna-stihiy.tsv", "Нашествие тьмы": "classic-set2-nashestvie-tmy.tsv"}
STARTER = "berserk_vibe-deck-starter-forest-mountains.json"
TYPES = {"creature": "creature", "flyer": "flyer", "artifact": "artifact", "terrain": "terrain",
         "companion": "companion", "parasite": "parasite"}


SPELLING = {
    "Вамриризм": "Вампиризм",
    "каджую": "каждую",
    "летаюшим": "летающим",
    "отравленме": "отравление",
    "оссобенности": "особенности",
    "излечениие": "излечение",
    "охотика": "охотника",
    "дальнность": "дальность",
    "выших": "ваших",
    "вашше": "ваше",
    "воздействине": "воздействие",
}
"""Misspelt words of the tables' ability texts and their correct spelling."""


SLIPS = {
    "{strike}(sic, probably {tap}):": "{tap}:",
    "{strike}(sic, probably {second}):": "{second}:",
}
"""Icon slips of the set-1 table and their reading. Ледовый охотник's «{strike}(sic, probably {tap}): {uchr} на 2»:
no other of the 400 texts has a strike icon as a cost (every playable ability's cost is made of {tap}, {counter}
and {instant}, Online 216.12), and the card's «удар через ряд» is an action of the card in the other public card
data of this card (berserk_vibe's card database, an ability used by the card's own action); so the cost is {tap}.
Шаман-душегрыз's «{strike}(sic, probably {second}): Начинает бой с {counter}»: «Начинает бой с» is no playable
ability but one the card has at the deployment step (glossary «Начинает бой с [текст]»), so nothing pays for it;
the texts of other cards put the condition «{second}:» there (Матриарх племени: «{second}: Начинает бой с {counter}»)."""


TYPE_SLIPS = {("Нашествие тьмы", 56): "companion"}
"""Card types the stats file gets wrong, by set and number. Шипокрыл: the stats file says flyer, the set-2 table
companion, and its text names «хозяин Шипокрыла», which only a symbiote has (Online 210.2); so it is a companion."""


ICONS_ONLY = "(no text; icon abilities only)"
"""The set-2 table's note for a card whose only abilities are its icons: its text is empty."""


def spelled(text: str) -> str:
    """The text with the SPELLING table's misspellings corrected (whole words only); the icons-only note is no text."""
    if text == ICONS_ONLY:
        return ""
    for slip, reading in SLIPS.items():
        text = text.replace(slip, reading)
    return re.sub(r"[А-Яа-яЁё]+", lambda m: SPELLING.get(m.group(0), m.group(0)), text)


def fold(name: str) -> str:
    return name.casefold().replace("ё", "е").replace("’", "'")


def read_table(path: Path) -> dict[int, dict[str, str]]:
    with path.open(encoding="utf-8") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    header = [h.lstrip("#") for h in rows[0]]
    out: dict[int, dict[str, str]] = {}
    for row in rows[1:]:
        if not row:
            continue
        rec = dict(zip(header, row + [""] * (len(header) - len(row)), strict=True))
        out[int(rec["number"])] = rec
    return out


def build(ref: Path) -> list[dict[str, object]]:
    stats = json.loads((ref / "microbers-berserk-online-cards.json").read_text(encoding="utf-8"))
    tables = {s: read_table(ref / f) for s, f in SETS.items()}
    cards: list[dict[str, object]] = []
    for c in stats:
        row = tables[c["set"]][c["number"]]
        if fold(row["name"]) != fold(c["name"]):
            raise SystemExit(f"{c['set']} {c['number']}: {row['name']!r} vs {c['name']!r}")
        move = c["moves"]
        if move is None and row.get("move", "").strip().isdigit():
            move = int(row["move"])
        unique = bool(c["unique"])
        if c["set"] == "Нашествие тьмы":
            unique = row["unique"] == "1"
        icons = (row.get("icons") or row.get("icons_partial") or "").split()
        hit = c["hit"]
        cards.append({
            "name": c["name"],
            "set": c["set"],
            "number": c["number"],
            "type": TYPES[TYPE_SLIPS.get((c["set"], c["number"]), c["type"])],
            "element": c["elements"][0] if c["elements"] else "Нейтральная",
            "cost": c["price"],
            "elite": bool(c["elite"]),
            "unique": unique,
            "life": c["health"] or 0,
            "move": move if move is not None else 0,
            "strike": [hit["weak"], hit["normal"], hit["hard"]] if hit else [0, 0, 0],
            "classes": [x.strip() for x in row.get("class", "").split(",") if x.strip()],
            "icons": icons,
            "text": spelled(row.get("text", "").strip()),
        })
    return cards


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    cards = build(Path(argv[1]))
    OUT.write_text(json.dumps(cards, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"wrote {len(cards)} cards to {OUT.relative_to(ROOT)}")
    starter = json.loads((Path(argv[1]) / STARTER).read_text(encoding="utf-8"))
    lines = [f"# {starter['name']}: the relaunch's forest-mountains starter (reference starter deck)"]
    lines += [f"{c['count']} {c['name']}" for c in starter["cards"]]
    (OUT.parent / "squads" / "starter-forest-mountains.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
