"""``tolaria play``: a game against the computer in the terminal.

    tolaria play red-burn green-stompy --opponent random --seed 1

You play the first deck's seat, the computer the other. The board, the log
(each event numbered, with its rules) and your decision are drawn with
Rich; you answer with the number of a legal action, with an entry of the
action language of scenario files (``cast Shock targeting bob``,
``attack with Goblin Piker``, ``pass``) or with a command (``help``).

The terminal is a client like any other: it shows what your seat's view
of the game holds (``game.view(you)``: its observation, its log, its legal
actions) and nothing else, and the computer plays through its own seat's
view. Only ``undo`` (snapshots of the whole game and of the computer
player, taken at each of your decisions) and ``save`` (the whole position, as a scenario file) reach
past the seat's view, as a local game's controls.
"""

from __future__ import annotations

import argparse
import copy
import random
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule as Separator
from rich.table import Table
from rich.text import Text

from tolaria.errors import IllegalAction, TolariaError, UnreadableAction
from tolaria.interfaces.rules_text import Rule, RulesText

if TYPE_CHECKING:
    from tolaria.core.protocol import Action, Decision, SeatView
    from tolaria.mtg.game import Game

OPPONENTS = ("heuristic", "mcts", "random")
COMPUTER_NAMES = ("bob", "alice")
ACTION_WORDS = (
    "play", "cast", "activate", "tap", "attack with", "no attack", "block", "no block",
    "assign", "order", "choose", "pass", "concede", "targeting", "with", "for", "->",
)  # fmt: skip
LOG_TAIL = 20
PURPOSES = {  # what a card is chosen for (ChooseCard.purpose), in words
    "discard": "discard",
    "cleanup_discard": "discard down to your maximum hand size",
    "bottom": "put on the bottom of your library",
    "opening_hand": "begin the game with on the battlefield (choose nothing to begin with none)",
    "search": "find in your library",
    "scry_bottom": "put on the bottom of your library (scry; choose nothing to keep the rest on top)",
    "untap": "untap (choose nothing to untap no more)",
    "scry_top": "put on top of your library, the first chosen on top (scry)",
    "look_hand": "put into your hand (from the cards you look at)",
    "hand_to_top": "put on top of that player's library, the first chosen on top",
    "put_from_hand": "put onto the battlefield from your hand (choose nothing to put none)",
    "aura_attach": "attach the Aura to",
    "look_top": "put on top of your library",
    "look_order": "put back on top of your library, the first chosen on top",
    "look_bottom": "put on the bottom of your library, the first chosen highest",
    "sacrifice": "sacrifice",
    "return": "return to its owner's hand",
    "choose_from_hand": "choose from your hand",
    "cost_discard": "discard to pay the cost",
    "cost_sacrifice": "sacrifice to pay the cost",
    "legend_rule": "keep (the others go to the graveyard)",
    "redirect": "deal the damage to instead (2008 212.9g)",
    "enter_as_copy": "enter the battlefield as a copy of (707.2; choose nothing to enter as itself)",
    "prevention_source": "choose as the source whose next damage to you this turn is prevented (609.7a)",
    "new_target": "choose as the copy's new target (707.10c; choose nothing to keep the one it has)",
}


class PlayError(TolariaError):
    """Bad options for ``tolaria play`` (an opponent that isn't available, a rules file that can't be read)."""


class Agent(Protocol):
    """A computer player: picks one of the legal actions of its seat's view."""

    def choose(self, game: SeatView) -> Action: ...


def _opponent(name: str, seed: int) -> Agent:
    """The computer player called ``name`` (``tolaria.agents.get``), seeded."""
    from tolaria.agents import get

    if name not in OPPONENTS:
        raise PlayError(f"unknown opponent {name!r}; opponents: {', '.join(OPPONENTS)}")
    options = {"seconds": 1.0} if name == "mcts" else {}
    return get(name, seed=seed, **options)


# ---------------------------------------------------------------- the command line


def register(commands: Any) -> None:
    """Add the ``play`` subcommand to the ``tolaria`` parser's subcommands."""
    play = commands.add_parser("play", help="play a game against the computer in the terminal")
    play.add_argument("decks", nargs=2, metavar="DECK", help="your deck, then the computer's")
    play.add_argument("--opponent", choices=OPPONENTS, default="random", help="the computer player")
    play.add_argument("--seed", type=int, default=None, help="seed of the game (default: random)")
    play.add_argument("--rules", default="current", help="rules profile (default: current)")
    play.add_argument("--name", default="alice", help="your name at the table (default: alice)")
    play.add_argument(
        "--rules-text",
        type=Path,
        default=None,
        metavar="FILE",
        help="a full Comprehensive Rules text file for 'why' (default: the cited rules shipped)",
    )
    play.set_defaults(run=cmd_play)


def cmd_play(args: argparse.Namespace) -> int:
    """``tolaria play DECK DECK``: set up the game and play it until it ends or you quit."""
    from tolaria.interfaces.cli import resolve_deck
    from tolaria.mtg.game import Game

    decks = [resolve_deck(d) for d in args.decks]
    name = args.name.strip()
    if not name:
        raise PlayError("--name must not be empty")
    computer = next(n for n in COMPUTER_NAMES if n.casefold() != name.casefold())
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    agent = _opponent(args.opponent, seed)
    rules = RulesText.from_file(args.rules_text) if args.rules_text else RulesText.bundled()
    game = Game.new(decks=decks, seed=seed, names=(name, computer), rules=args.rules, autopass=True)
    console = Console(highlight=False)
    console.print(
        f"tolaria play: {name} ({args.decks[0]}) against {computer}, the {args.opponent} player "
        f"({args.decks[1]}); seed {seed}. Type help for the commands.",
        markup=False,
    )
    session = Session(game, name, computer, agent, console, make_reader(console), rules)
    return session.run()


# ---------------------------------------------------------------- input


class Reader(Protocol):
    """Reads one line typed by the player; None at the end of input."""

    def read(self, prompt: str, words: Sequence[str]) -> str | None: ...


class PlainReader:
    """``input()`` through the Rich console: for pipes, dumb terminals and a missing prompt_toolkit."""

    def __init__(self, console: Console) -> None:
        self.console = console

    def read(self, prompt: str, words: Sequence[str]) -> str | None:
        try:
            return self.console.input(Text(prompt))
        except EOFError:
            return None


class PromptReader:
    """prompt_toolkit's line editor: history, and completion of commands, actions and names."""

    def __init__(self) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import InMemoryHistory

        self.words: Sequence[str] = ()
        self.session: Any = PromptSession(
            history=InMemoryHistory(),
            completer=_completer(lambda: self.words),
            complete_while_typing=False,
            reserve_space_for_menu=0,
        )

    def read(self, prompt: str, words: Sequence[str]) -> str | None:
        self.words = words
        try:
            return str(self.session.prompt(prompt))
        except EOFError:
            return None


def _completer(words: Callable[[], Sequence[str]]) -> Any:
    """A completer offering the phrases that continue what has been typed, from any word on."""
    from prompt_toolkit.completion import Completer, Completion

    class PhraseCompleter(Completer):
        def get_completions(self, document: Any, complete_event: Any) -> Iterable[Completion]:
            line = document.text_before_cursor
            offered: set[str] = set()
            for start in [0, *(m.end() for m in re.finditer(r"\s+", line))]:
                typed = line[start:]
                for phrase in words():
                    if phrase.casefold().startswith(typed.casefold()) and phrase not in offered:
                        offered.add(phrase)
                        yield Completion(phrase, start_position=-len(typed))

    return PhraseCompleter()


def make_reader(console: Console) -> Reader:
    """prompt_toolkit when both ends are a terminal and it is installed; plain ``input()`` otherwise."""
    if sys.stdin.isatty() and sys.stdout.isatty():
        try:
            return PromptReader()
        except ImportError:
            pass
    return PlainReader(console)


# ---------------------------------------------------------------- what the player types


@dataclass(frozen=True, slots=True)
class Choice:
    """A legal action by its number in the list shown (1-based)."""

    number: int


@dataclass(frozen=True, slots=True)
class Command:
    """A command of the terminal (``why 12``), not a move in the game."""

    name: str
    argument: str


@dataclass(frozen=True, slots=True)
class ActionText:
    """A move written in the action language (``cast Shock targeting bob``)."""

    text: str


Entry = Choice | Command | ActionText | None


def read_entry(line: str, commands: Iterable[str]) -> Entry:
    """What a typed line is: a number, a command, an action, or nothing (an empty line)."""
    text = line.strip()
    if not text:
        return None
    if text.isascii() and text.isdigit():
        return Choice(int(text))
    word, _, rest = text.partition(" ")
    if word.casefold() in commands:
        return Command(word.casefold(), rest.strip())
    return ActionText(text)


class Reply(Enum):
    """What an entry did to the game: nothing, a move (or undo) to go on from, or the end of the session."""

    STAY = "stay"
    MOVED = "moved"
    QUIT = "quit"


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The game and the computer player as they were at one of the player's decisions, and how much of the
    log had been shown.

    The computer player is kept too, because it has a state of its own (a random player's generator, a
    search's seed stream, what a heuristic player remembers having given up): restored with the game, it
    answers the same moves with the same moves after an undo.
    """

    game: Game
    agent: Agent
    shown: int

    @classmethod
    def take(cls, game: Game, agent: Agent, shown: int) -> Snapshot:
        """A snapshot of copies, so that playing on changes neither the game nor the player kept."""
        return cls(game.copy(), copy.deepcopy(agent), shown)


# ---------------------------------------------------------------- drawing


def _player_line(player: dict[str, Any], label: str) -> Text:
    """A player's name, life and card counts; the hand as a count (the hand itself is drawn apart)."""
    line = Text.assemble((player["name"], "bold"), f" ({label})  life ", (str(player["life"]), "bold"))
    if player["poison"]:
        line.append(f"  poison {player['poison']}")
    line.append(
        f"  hand {player['hand_count']}  library {player['library_count']}"
        f"  graveyard {len(player['graveyard'])}  exile {len(player['exile'])}"
    )
    if player["mana_pool"]:
        line.append(f"  mana pool {player['mana_pool']}")
    if player["lost"]:
        line.append("  (has lost)", "red")
    return line


def permanent_status(perm: dict[str, Any]) -> str:
    """A permanent's status in words: tapped, damage, counters, combat, an owner who isn't its controller."""
    parts = []
    if perm["tapped"]:
        parts.append("tapped")
    if perm["damage"]:
        parts.append(f"{perm['damage']} damage")
    parts.extend(f"{kind} counter x{count}" for kind, count in sorted(perm["counters"].items()))
    if perm["attacking"]:
        parts.append("attacking")
    if perm["blocking"]:
        parts.append("blocking")
    if perm["owner"] != perm["controller"]:
        parts.append(f"owned by {perm['owner']}")
    return ", ".join(parts)


def _power(perm: dict[str, Any]) -> str:
    return f"{perm['power']}/{perm['toughness']}" if perm["power"] is not None else ""


def battlefield_table(permanents: list[dict[str, Any]]) -> Table:
    """One side's permanents; identical ones (same name, P/T and status) on one row with a count."""
    creatures_first = sorted(permanents, key=lambda p: (p["power"] is None, p["name"], p["tapped"]))
    rows: Counter[tuple[str, str, str]] = Counter(
        (p["name"], _power(p), permanent_status(p)) for p in creatures_first
    )
    table = Table(box=None, show_header=False, padding=(0, 2), pad_edge=False)
    table.add_column("permanent")
    table.add_column("P/T", justify="right")
    table.add_column("status")
    for (name, power, status), count in rows.items():
        table.add_row(Text(name + (f" x{count}" if count > 1 else "")), Text(power), Text(status, "yellow"))
    if not rows:
        table.add_row(Text("(no permanents)", "dim"), "", "")
    return table


def board(observation: dict[str, Any]) -> RenderableType:
    """The position as the observing seat sees it: the others, the stack, then the seat itself and its hand."""
    from tolaria.mtg.kinds import Step
    from tolaria.mtg.views import STEP_TITLES

    you = observation["you"]
    players = observation["players"]
    others = [p for p in players if p["name"] != you]
    me = next(p for p in players if p["name"] == you)
    parts: list[RenderableType] = []
    for player in others:
        parts.append(_player_line(player, "computer"))
        parts.append(battlefield_table(_controlled(observation, player["name"])))
    parts.append(Separator(style="dim"))
    parts.append(_stack(observation["stack"]))
    parts.append(Separator(style="dim"))
    parts.append(battlefield_table(_controlled(observation, you)))
    parts.append(_player_line(me, "you"))
    hand = ", ".join(card["name"] for card in me.get("hand", [])) or "(empty)"
    parts.append(Text.assemble(("Hand: ", "bold"), hand))
    step = STEP_TITLES[Step.parse(observation["step"])]
    title = f"Turn {observation['turn']}: {observation['active']}'s turn, {step}"
    return Panel(Group(*parts), title=Text(title), title_align="left")


def _controlled(observation: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [p for p in observation["battlefield"] if p["controller"] == name]


def _division(item: dict[str, Any]) -> str:
    """The division of a stack object's damage, once announced (601.2d): " [2 to Grizzly Bears, 1 to bob]"."""
    shares = item.get("division")
    if not shares:
        return ""
    return " [" + ", ".join(f"{share['amount']} to {share['target']}" for share in shares) + "]"


def _stack(stack: list[dict[str, Any]]) -> Text:
    if not stack:
        return Text("Stack: empty", "dim")
    items = ", ".join(f"{item['name']} ({item['controller']}){_division(item)}" for item in reversed(stack))
    return Text.assemble(("Stack (top first): ", "bold"), items)


def event_line(number: int, entry: dict[str, Any]) -> Text:
    """One log entry: its number (for ``why``), its text and its rules."""
    line = Text.assemble((f"{number:>4} ", "dim"), entry["text"])
    if entry["rules"]:
        line.append(f"  [{' '.join(entry['rules'])}]", "dim")
    return line


def decision_title(decision: Decision, names: dict[int, str]) -> str:
    """What the pending decision asks, in words (``names``: the permanents the seat can see, by id)."""
    from tolaria.mtg import decisions as dec

    match decision:
        case dec.Priority():
            return "You have priority: play a land, cast a spell, activate an ability, or pass"
        case dec.DeclareAttackers():
            return "Declare attackers one at a time, then 'declare' (or type 'attack with A, B' or 'no attack')"
        case dec.DeclareBlockers():
            return "Declare blocks one at a time, then 'declare' (or type 'block A with B' or 'no block')"
        case dec.AssignDamage(source=source, recipient=recipient, remaining=remaining):
            return (
                f"Combat damage of {names.get(source, 'your creature')}: how much of the {remaining} left"
                f" goes to {names.get(recipient, 'this recipient')}?"
            )
        case dec.DivideDamage(card=card, recipient=recipient, remaining=remaining):
            return f"Divide the damage of {card}: how much of the {remaining} left goes to {names.get(recipient, 'this target')}?"
        case dec.ChooseTarget(card=card, text=text):
            return f"Choose a target for {card}: {text}"
        case dec.ChooseMode(card=card):
            return f"Choose a mode of {card}"
        case dec.ChooseNumber(card=card, low=low, high=high):
            return f"Choose X for {card} ({low} to {high})"
        case dec.ChooseCard(purpose=purpose, remaining=remaining, optional=optional):
            return f"Choose a card to {PURPOSES.get(purpose, purpose)} ({remaining} to go{', or choose nothing' if optional else ''})"
        case dec.OrderTriggers():
            return "Order your triggered abilities: the one chosen first goes on the stack first"
        case dec.OrderEffects():
            return "Which replacement or prevention effect applies first?"
        case dec.ChooseWord(card=card, choosing=choosing, resolving=True, words=words):
            return f"{card}: choose a {choosing}" + (f" ({', '.join(words)})" if words else "")
        case dec.ChooseWord(card=card, choosing=choosing):
            return f"As {card} enters the battlefield, choose a {choosing}"
        case dec.YesNo(card=card):
            return f"{card}: yes or no?"
        case dec.PlayOrDraw():
            return "Do you take the first turn (choose play) or let the other player start (choose draw)?"
        case dec.Mulligan(hand_size=size):
            return f"Keep this hand of {size} cards, or take a mulligan?"
    return decision.kind.replace("_", " ").capitalize()


def option_label(action: Action, described: str) -> str:
    """An action as listed: its description, with what a declaration's ``declare`` and ``undo`` mean."""
    from tolaria.mtg import actions as act

    if isinstance(action, act.Declare):
        return f"{described} (that's all)"
    if isinstance(action, act.Undo):
        return f"{described} (start this declaration over)"
    return described


def rule_texts(rules: RulesText, numbers: Sequence[str]) -> list[RenderableType]:
    """The full text of each rule, with its subrules where it is a title or a section."""
    out: list[RenderableType] = []
    for number in numbers:
        paragraphs = rules.explain(number)
        if not paragraphs:
            out.append(Text(rules.missing(number), "red"))
            continue
        out.append(Panel(Group(*(_paragraph(p) for p in paragraphs)), title=Text(number), title_align="left"))
    return out


def _paragraph(rule: Rule) -> Text:
    return Text.assemble((rule.number + " ", "bold"), rule.text)


HELP = """\
Answer the decision with the number of an action, or write it in the action language:
  play Mountain | cast Lightning Bolt targeting bob | cast Blaze targeting bob with X=3
  activate Prodigal Pyromancer targeting bob | tap Forest for {G}
  attack with Goblin Piker, Raging Goblin | no attack | block Grizzly Bears with Goblin Piker | no block
  assign 2 to Grizzly Bears | choose keep | choose Forest | pass | concede
Commands:
  board         draw the board again
  log [N]       the last N events of the log (default 20)
  why [N]       event N (default: the last one) and the full text of the rules it cites
  rule NUMBER   the full text of a rule, e.g. rule 704.5g
  undo          back to your previous decision (the computer then answers as it did)
  save FILE     write the position as a scenario file (the computer's hand and the libraries too)
  help          this text
  quit          leave the game"""


# ---------------------------------------------------------------- the session


class Session:
    """One game between the player at the terminal and the computer, from the first decision to quit."""

    def __init__(
        self,
        game: Game,
        you: str,
        computer: str,
        agent: Agent,
        console: Console,
        reader: Reader,
        rules: RulesText,
    ) -> None:
        self.game = game
        self.you = you
        self.computer = computer
        self.agent = agent
        self.console = console
        self.reader = reader
        self.rules = rules
        self.shown = 0  # how many entries of the seat's log have been printed
        self.snapshots: list[Snapshot] = []
        self.drawn: Any = None  # the position last drawn, to draw it again only when it changed
        self.commands: dict[str, Callable[[str], Reply]] = {
            "help": self.cmd_help,
            "board": self.cmd_board,
            "log": self.cmd_log,
            "why": self.cmd_why,
            "rule": self.cmd_rule,
            "undo": self.cmd_undo,
            "save": self.cmd_save,
            "quit": self.cmd_quit,
            "exit": self.cmd_quit,
        }

    @property
    def view(self) -> SeatView:
        return self.game.view(self.you)

    def run(self) -> int:
        """Play until the player quits (or the input ends); the exit status of the command."""
        while True:
            self.play_computer()
            self.show_new_events()
            if self.game.is_over:
                self.show_outcome()
            else:
                self.snapshots.append(Snapshot.take(self.game, self.agent, self.shown))
            if self.ask() is Reply.QUIT:
                return 0

    # ------------------------------------------------------------ the computer
    def play_computer(self) -> None:
        """Let the computer answer through its own seat's view until the player must decide or the game ends."""
        while not self.game.is_over and self.view.waiting_for == self.computer:
            seat = self.game.view(self.computer)
            seat.apply(self.agent.choose(seat))
            self.show_new_events()

    # ------------------------------------------------------------ the player
    def ask(self) -> Reply:
        """Prompt until an entry moves the game on (or quits); mistakes change nothing and ask again."""
        self.show_decision()
        while True:
            line = self.reader.read(f"{self.you}> ", self.completions())
            if line is None:
                self.console.print("(end of input)")
                return Reply.QUIT
            reply = self.answer(read_entry(line, self.commands))
            if reply is not Reply.STAY:
                return reply

    def answer(self, entry: Entry) -> Reply:
        """Carry out one entry; refusals are printed, and the game is then as it was."""
        if entry is None:
            self.show_decision(force=True)
            return Reply.STAY
        if isinstance(entry, Command):
            return self.commands[entry.name](entry.argument)
        if self.game.is_over:
            self.error("the game is over: why, log, undo, save or quit")
            return Reply.STAY
        if isinstance(entry, Choice):
            return self.choose(entry.number)
        return self.act(entry.text)

    def choose(self, number: int) -> Reply:
        options = self.view.legal_actions()
        if not 1 <= number <= len(options):
            self.error(f"there is no action {number}: choose 1 to {len(options)}")
            return Reply.STAY
        return self._move(lambda: self.view.apply(options[number - 1]))

    def act(self, text: str) -> Reply:
        return self._move(lambda: self.game.apply_text(self.you, text))

    def _move(self, apply: Callable[[], object]) -> Reply:
        try:
            apply()
        except UnreadableAction as err:
            self.error(f"{err} (type help for the commands and the action language)")
            return Reply.STAY
        except IllegalAction as err:
            self.error(f"refused: {err}")
            return Reply.STAY
        self.show_new_events()
        return Reply.MOVED

    def completions(self) -> list[str]:
        """Words worth completing now: commands, action words, the legal actions and visible names."""
        observation = self.view.observe()
        words = [*self.commands, *ACTION_WORDS]
        words += [self.view.describe(a) for a in self.view.legal_actions()]
        words += [p["name"] for p in observation["players"]]
        words += [p["name"] for p in observation["battlefield"]]
        for player in observation["players"]:
            words += [c["name"] for c in player.get("hand", [])] + player["graveyard"]
        return list(dict.fromkeys(words))

    # ------------------------------------------------------------ commands
    def cmd_help(self, argument: str) -> Reply:
        self.console.print(Text(HELP))
        return Reply.STAY

    def cmd_board(self, argument: str) -> Reply:
        self.show_board(force=True)
        return Reply.STAY

    def cmd_log(self, argument: str) -> Reply:
        count = _count(argument, LOG_TAIL)
        if count is None:
            self.error(f"log takes a number of events, not {argument!r}")
            return Reply.STAY
        log = self.view.log
        start = max(0, len(log) - count)
        for number, entry in enumerate(log[start:], start + 1):
            self.console.print(event_line(number, entry))
        return Reply.STAY

    def cmd_why(self, argument: str) -> Reply:
        log = self.view.log
        if not log:
            self.error("nothing has happened yet")
            return Reply.STAY
        number = _count(argument.lstrip("#"), len(log))
        if number is None or not 1 <= number <= len(log):
            self.error(f"why takes the number of an event, 1 to {len(log)} (got {argument!r})")
            return Reply.STAY
        entry = log[number - 1]
        self.console.print(event_line(number, entry))
        if not entry["rules"]:
            self.console.print("(this event cites no rule)")
        for renderable in rule_texts(self.rules, entry["rules"]):
            self.console.print(renderable)
        return Reply.STAY

    def cmd_rule(self, argument: str) -> Reply:
        number = argument.strip().rstrip(".")
        if not re.fullmatch(r"\d{3}(\.\d+[a-z]*)?", number):
            self.error(f"rule takes a rule number such as 704.5g, not {argument!r}")
            return Reply.STAY
        for renderable in rule_texts(self.rules, [number]):
            self.console.print(renderable)
        return Reply.STAY

    def cmd_undo(self, argument: str) -> Reply:
        """Back to the decision before this one (snapshots are taken at every decision of the player)."""
        current = 0 if self.game.is_over else 1  # the snapshot of the decision at hand, if any
        if len(self.snapshots) <= current:
            self.error("nothing to undo: this is your first decision")
            return Reply.STAY
        if current:
            self.snapshots.pop()  # the loop takes this decision's snapshot again when it comes back
        back = self.snapshots.pop()
        self.game, self.agent, self.shown = back.game, back.agent, back.shown
        self.drawn = None
        self.console.print(
            Text(f"Undone: back to your decision on turn {self.game.turn}; the log is back to event {self.shown}.", "cyan")
        )
        return Reply.MOVED

    def cmd_save(self, argument: str) -> Reply:
        from tolaria.mtg.scenario.save import save_scenario

        path = argument.strip()
        if not path:
            self.error("save takes a file name: save FILE")
            return Reply.STAY
        try:
            saved = save_scenario(self.game, path)
        except TolariaError as err:
            self.error(f"not saved: {err}")
            return Reply.STAY
        for note in saved.notes:
            self.console.print(Text(f"note: {note}", "yellow"))
        self.console.print(Text(f"Saved to {path}: Game.from_scenario({path!r}) reloads this position."))
        return Reply.STAY

    def cmd_quit(self, argument: str) -> Reply:
        if not self.game.is_over:
            self.console.print("You leave the game.")
        return Reply.QUIT

    # ------------------------------------------------------------ output
    def error(self, message: str) -> None:
        self.console.print(Text(message, "red"))

    def show_new_events(self) -> None:
        """Print the entries of the seat's log not printed yet, numbered for ``why``."""
        if len(self.game.history) <= self.shown:
            return
        log = self.view.log
        for number, entry in enumerate(log[self.shown :], self.shown + 1):
            self.console.print(event_line(number, entry))
        self.shown = len(log)

    def show_board(self, force: bool = False) -> None:
        observation = self.view.observe()
        key = {k: v for k, v in observation.items() if k not in ("log", "decision", "waiting_for")}
        if force or key != self.drawn:
            self.console.print(board(observation))
            self.drawn = key

    def show_decision(self, force: bool = False) -> None:
        """The board (when it changed) and the decision with its legal actions, numbered."""
        self.show_board(force)
        decision = self.view.decision
        if decision is None:
            return
        observation = self.view.observe()
        names = {p["id"]: p["name"] for p in observation["battlefield"]}
        names.update({-1 - i: p["name"] for i, p in enumerate(observation["players"])})  # players as targets
        lines = [Text(decision_title(decision, names), "bold")]
        for number, action in enumerate(self.view.legal_actions(), 1):
            lines.append(Text(f"{number:>4}  {option_label(action, self.view.describe(action))}"))
        self.console.print(Group(*lines))

    def show_outcome(self) -> None:
        self.show_board()
        outcome = self.game.outcome
        assert outcome is not None
        result = "The game is a draw" if outcome.winner is None else f"{outcome.winner} wins"
        reason = f" ({outcome.reason})" if outcome.reason else ""
        self.console.print(Text(f"Game over: {result}{reason}. why, log, undo, save or quit.", "bold"))


def _count(argument: str, default: int) -> int | None:
    """A whole number typed after a command (``default`` when none was); None if it isn't one."""
    text = argument.strip()
    if not text:
        return default
    return int(text) if text.isascii() and text.isdigit() else None
