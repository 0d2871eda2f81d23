"""The ``tarokk`` command in unusual surroundings (from an audit of the command line's
environment): records written whole or not at all, standard streams closed or going away,
the terminal a progress bar is drawn on, signals during a game, and what a refusal quotes
back. The promise is the same as everywhere: no traceback, one clear line, the exit codes
of ``tests/test_cli.py`` (0 ok, 1 invalid record or output, 2 bad usage, 130 interrupted)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from tarokk import cli
from tarokk.clitexts import typed

TAROKK = [sys.executable, "-m", "tarokk.cli"]


def tarokk(*args: str, **kwargs):
    return subprocess.run([*TAROKK, *args], capture_output=True, text=True, timeout=120, **kwargs)


def is_record(path) -> bool:
    return tarokk("validate", str(path)).returncode == 0


def test_a_record_is_written_whole_or_not_at_all(tmp_path):
    """A record that cannot be written whole (here a file-size limit; a full disk alike)
    leaves the record that was there as it was, and no temporary file beside it."""
    import resource

    path = tmp_path / "deal.json"
    assert tarokk("deal", "slovenian", "--seed", "1", "--record", str(path)).returncode == 0
    before = path.read_bytes()

    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (2048, 2048))

    p = subprocess.run([*TAROKK, "deal", "slovenian", "--seed", "2", "--record", str(path)],
                       capture_output=True, text=True, timeout=120, preexec_fn=small_files)
    assert p.returncode == 1 and p.stderr.strip() == f"tarokk: cannot write {path}: File too large", p.stderr
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["deal.json"]


def test_writing_whole_keeps_a_symlink_and_the_permissions(tmp_path, monkeypatch):
    """The new record takes the old file's place: a symlink still points at it, its
    permissions stay; an error before the rename leaves the old file and no temporary one."""
    target, link = tmp_path / "target.json", tmp_path / "link.json"
    target.write_text("old\n")
    target.chmod(0o600)
    link.symlink_to(target.name)
    cli._write_whole(str(link), "new\n")
    assert link.is_symlink() and target.read_text() == "new\n" and target.stat().st_mode & 0o777 == 0o600

    def refuse(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        cli._write_whole(str(target), "newer\n")
    assert target.read_text() == "new\n" and sorted(os.listdir(tmp_path)) == ["link.json", "target.json"]


@pytest.mark.parametrize("path, why", [
    ("dangling", "no such folder, or not writable"),  # a symlink into a folder that is not there
    ("deal.json/", "a file name, not a folder, is needed"),
])
def test_a_record_path_that_cannot_be_written_is_refused_before_the_game(tmp_path, path, why):
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere" / "x.json")
    p = tarokk("play", "slovenian", "--seed", "1", "--record", path, cwd=tmp_path, input="")
    assert p.returncode == 1 and p.stdout == "" and p.stderr == f"tarokk: cannot write {path}: {why}\n"


def test_a_record_to_a_device_is_written_to_it(tmp_path):
    """``--record /dev/stdout`` writes the record among the output, as asked (no file is
    put in the device's place)."""
    p = tarokk("deal", "jokai", "--seed", "1", "--record", "/dev/stdout")
    assert p.returncode == 0 and '"format": "tarokk-record/1"' in p.stdout


def test_closed_standard_streams():
    """``<&-``: no input is the end of input (a game says bye); ``>&-``: refused in one line
    on standard error; ``2>&-``: the command runs (no progress, no messages)."""
    def shell(command: str):
        return subprocess.run(f"{' '.join(TAROKK)} {command}", shell=True, capture_output=True, text=True, timeout=120)

    p = shell("deal slovenian --seed 1 <&-")
    assert p.returncode == 0 and "amounts" in p.stdout and p.stderr == ""
    p = shell("play slovenian --seed 1 <&-")
    assert p.returncode == 0 and p.stderr.strip() == "bye"
    for command in ("deal slovenian --seed 1", "variants", "simulate jokai --deals 5"):
        p = shell(command + " >&-")
        assert p.returncode == 1 and p.stderr == "tarokk: cannot write the output: standard output is closed\n"
    p = shell("simulate slovenian --deals 20 2>&-")
    assert p.returncode == 0 and p.stdout.startswith("20 deals of Slovenian tarok")


def test_standard_error_going_away_keeps_the_results(tmp_path):
    """The reader of standard error (the progress bar's) going away stops the bar, not the
    run: the results are written (they were thrown away, with exit code 0)."""
    out = tmp_path / "out.txt"
    with open(out, "w") as f:
        p = subprocess.Popen([*TAROKK, "simulate", "slovenian", "--deals", "20000", "--threads", "1"],
                             stdout=f, stderr=subprocess.PIPE)
        p.stderr.close()
        assert p.wait(timeout=120) == 0
    assert out.read_text().startswith("20,000 deals of Slovenian tarok")


def test_the_bar_measures_the_terminal_it_is_drawn_on(monkeypatch):
    """The width is the terminal's the bar is drawn on (standard error), not standard
    output's: with the output redirected, a narrow terminal got an 80-column bar."""
    import fcntl
    import struct
    import termios

    monkeypatch.delenv("COLUMNS", raising=False)
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 5, 23, 0, 0))
    with open(follower, "w", closefd=True) as terminal, open(os.devnull, "w") as elsewhere:
        monkeypatch.setattr(sys, "stdout", elsewhere)
        assert cli._terminal_columns(terminal) == 23
        assert cli._terminal_columns(elsewhere) == 80  # no terminal: 80
    os.close(leader)


def test_a_card_an_argument_names_wrongly_is_bad_usage():
    """``--called ZZ`` (no such card) exits 2, as ``--called XX`` (no king) does."""
    assert tarokk("simulate", "slovenian", "--deals", "5", "--contract", "two", "--called", "ZZ").returncode == 2


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_game_ended_by_a_signal_keeps_its_record(tmp_path, signum):
    """SIGTERM, or SIGHUP when the terminal is closed, during a game: the deal so far is
    saved, as after Ctrl-C, and the exit code is the signal's (128 + its number)."""
    path = tmp_path / "deal.json"
    p = subprocess.Popen([*TAROKK, "play", "slovenian", "--seat", "0", "--seed", "1", "--record", str(path)],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for line in p.stdout:  # the game waits at its first question
        if line.startswith("   1. "):
            break
    # A signal that lands after Python's last check for signals and before the read of the
    # answer blocks is only handled once the read returns (CPython runs handlers between
    # bytecodes; a read already blocked is not interrupted by a signal that came before
    # it): sent again then, as a user's second `kill` would be. About one run in fifteen
    # hung here for the whole timeout.
    p.send_signal(signum)
    for _ in range(12):
        try:
            code = p.wait(timeout=10)
            break
        except subprocess.TimeoutExpired:
            p.send_signal(signum)
    else:
        p.kill()
        raise AssertionError("the game did not end on the signal")
    assert code == 128 + signum
    assert "record written" in p.stderr.read() and is_record(path)
    assert json.loads(path.read_text())["result"] is None  # unfinished


def test_a_game_piped_to_a_reader_that_goes_away_keeps_its_record(tmp_path):
    path = tmp_path / "deal.json"
    p = subprocess.run(f"yes 1 | {' '.join(TAROKK)} play slovenian --seed 1 --record {path} | head -1",
                       shell=True, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and is_record(path)


def test_a_refusal_quotes_what_was_typed_harmlessly(capsys, monkeypatch):
    """An arrow key's escape sequence or a NUL typed at a prompt is quoted by its picture,
    which the terminal does not act on; a long answer is cut short."""
    assert typed("\x1b[A") == "␛[A" and typed("a\x00b\x7f\x85") == "a␀b␡\ufffd"
    assert typed("x" * 50) == "x" * 40 + "…"
    answers = iter(["\x1b[A"])

    def answer(prompt: str = "") -> str:
        for a in answers:
            return a
        raise EOFError  # then Ctrl-D

    monkeypatch.setattr("builtins.input", answer)
    cli.main(["play", "slovenian", "--seat", "0", "--seed", "1"])
    assert "'␛[A' is not one of the choices" in capsys.readouterr().out


def test_the_not_text_refusal_names_the_encoding_read_in():
    """A typed byte the input's encoding cannot decode: the refusal names that encoding
    (it said UTF-8 when the terminal was ASCII and the answer good UTF-8)."""
    p = subprocess.run([*TAROKK, "play", "slovenian", "--seed", "1"], input="berač\n".encode(),
                       capture_output=True, timeout=120, env=dict(os.environ, PYTHONIOENCODING="ascii"))
    assert b"that was not text (ASCII)" in p.stdout and p.returncode == 0


def test_input_its_decoder_refuses_whole_is_one_line():
    """UTF-16 input without its byte-order mark: one line, exit 1, no traceback."""
    p = subprocess.run([*TAROKK, "play", "slovenian", "--seed", "1"], input=b"1\n", capture_output=True,
                       timeout=120, env=dict(os.environ, PYTHONIOENCODING="utf-16"))
    err = p.stderr.decode("utf-16")
    # The reason is the codec's words, which Python versions say differently.
    assert p.returncode == 1 and err.startswith("tarokk: cannot read the input as utf-16: "), err
    assert "BOM" in err and err.count("\n") == 1 and err.endswith("\n"), err


@pytest.mark.parametrize("text, why", [
    # Python 3.13 reads 5 000 levels; every version stops before 100 000.
    ("[" * 100_000 + "]" * 100_000, "its lists or objects are nested too deep"),
    ('{"dealer": ' + "9" * 5000 + "}", "it holds a number too long to read (thousands of digits; no record has one)"),
], ids=["nested", "long number"])
def test_a_record_no_json_reader_takes_is_refused_in_words_for_users(tmp_path, text, why):
    """Python's own words were "maximum recursion depth exceeded while decoding" and an
    advice to call sys.set_int_max_str_digits()."""
    path = tmp_path / "odd.json"
    path.write_text(text)
    p = tarokk("validate", str(path))
    assert p.returncode == 1 and p.stderr == f"tarokk: not a JSON record: {why}\n"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_that_cannot_be_written_says_so(option):
    """argparse dropped the write error: the help to a full disk exited 0, unwritten."""
    with open("/dev/full", "w") as full:
        p = subprocess.run([*TAROKK, option], stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert p.returncode == 1 and p.stderr == "tarokk: cannot write the output: No space left on device\n"


def test_an_error_quoting_a_huge_argument_is_cut_short(capsys):
    """A 100 000-character argument gave a 100 KB error line; it is cut at
    LONGEST_ERROR characters (with an ellipsis), the message's start kept."""
    huge = "x" * 100_000
    assert cli.main(["play", huge]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tarokk: unknown variant 'xxx") and len(err) <= cli.LONGEST_ERROR + 20 and "…" in err
    with pytest.raises(SystemExit) as ended:
        cli.main(["play", "--bogus" + huge])
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("tarokk: unrecognized arguments: --bogusxxx") and err.endswith("… (see 'tarokk play --help')\n")


def test_a_policy_name_that_is_no_text_is_an_unknown_policy():
    """A byte that is no UTF-8 in --policy (kept as a surrogate by Python) is an unknown
    policy, as in arena (it was "policies is a name or a list of names")."""
    p = subprocess.run([*TAROKK, "simulate", "slovenian", "--deals", "5", "--policy", b"r\xffule"],
                       capture_output=True, timeout=120)
    assert p.returncode == 2 and p.stderr.startswith(b"tarokk: unknown policy 'r\\udcffule'"), p.stderr


def test_score_refuses_a_game_registered_without_its_prompts(capsys, monkeypatch):
    """A game registered without hand-scoring prompts (docs/adding-a-game.md): `tarokk score`
    refuses it in one line (it raised KeyError)."""
    import dataclasses

    from tarokk import registry

    jokai = registry.GAMES["jokai"]
    fake = dataclasses.replace(jokai, name="fake", title="A fake game", presets={"fake": jokai.presets["jokai"]})
    monkeypatch.setitem(registry.GAMES, "fake", fake)
    monkeypatch.setitem(registry.VARIANTS, "fake", (fake, jokai.presets["jokai"]))
    assert cli.main(["score", "fake"]) == 2
    assert capsys.readouterr().err == "tarokk: A fake game cannot be scored by hand at the prompts\n"


#: A ``sitecustomize`` that presses Ctrl-C (SIGINT) while ``import tarokk`` is under way,
#: when the package's registry is about to be imported. Python takes Ctrl-C as a terminal
#: gives it, whatever the test was started with (a job started in the background with `&`
#: inherits SIGINT ignored, and then nothing was pressed).
CTRL_C_WHILE_IMPORTING = """
import os, signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)
class Interrupter:
    def find_spec(self, name, path=None, target=None):
        if name == "tarokk.registry":
            os.kill(os.getpid(), signal.SIGINT)
        return None
sys.meta_path.insert(0, Interrupter())
"""


def _interrupted_while_importing(tmp_path, command: list[str]) -> subprocess.CompletedProcess:
    (tmp_path / "sitecustomize.py").write_text(CTRL_C_WHILE_IMPORTING)
    path = os.pathsep.join(p for p in (str(tmp_path), os.environ.get("PYTHONPATH")) if p)
    return subprocess.run(command, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": path})


@pytest.mark.parametrize("how", ["console script", "python -m tarokk", "python -m tarokk.cli"])
def test_ctrl_c_while_the_command_starts_ends_it_quietly(tmp_path, how):
    """Ctrl-C while the command imports the package (before ``main`` can catch it) ends it
    with 130 and no traceback, as Ctrl-C later does."""
    if how == "console script":
        command = [os.path.join(os.path.dirname(sys.executable), "tarokk")]
        if not os.path.exists(command[0]):
            pytest.skip("the package is not installed with its console script")
    else:
        if not hasattr(sys, "orig_argv"):
            pytest.skip("Python before 3.10 does not tell -m's module while importing it")
        command = [sys.executable, "-m", how.split()[-1]]
    p = _interrupted_while_importing(tmp_path, [*command, "variants"])
    assert (p.returncode, p.stdout, p.stderr) == (130, "", "")


def test_ctrl_c_while_a_program_imports_the_library_is_a_keyboard_interrupt(tmp_path):
    """Imported by another program, the package leaves Ctrl-C alone: that program gets
    its KeyboardInterrupt."""
    p = _interrupted_while_importing(tmp_path, [sys.executable, "-c", "import tarokk"])
    assert p.returncode != 0 and p.stderr.rstrip().endswith("KeyboardInterrupt"), p.stderr


#: Python run with some modules made unimportable, as on an install without their extra.
WITHOUT = "import sys\nfor name in {names!r}: sys.modules[name] = None\n{code}"


@pytest.mark.parametrize("command", [["simulate", "slovenian", "--deals", "5"],
                                     ["arena", "jokai", "--policy", "rule", "--policy", "random", "--deals", "2"]])
def test_simulate_and_arena_without_numpy_say_what_to_install(command):
    """From a packaging audit: with NumPy missing (a broken install: it is a dependency),
    ``simulate`` and ``arena`` end with one line naming what to install, not a traceback."""
    code = WITHOUT.format(names=["numpy"], code=f"from tarokk import cli\nsys.exit(cli.main({command!r}))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (1, "")
    assert run.stderr == "tarokk: " + ("tarokk.simulate" if command[0] == "simulate" else "tarokk.arena") + \
        " returns NumPy arrays: pip install numpy\n"


#: Each adapter's third-party modules, in the order it imports them.
ADAPTER_IMPORTS = {"tarokk.pettingzoo": ("gymnasium", "numpy", "pettingzoo"), "tarokk.openspiel": ("numpy", "pyspiel")}


@pytest.mark.parametrize("module,missing,extra", [("tarokk.pettingzoo", "gymnasium", "pettingzoo"),
                                                  ("tarokk.pettingzoo", "pettingzoo", "pettingzoo"),
                                                  ("tarokk.openspiel", "pyspiel", "openspiel")])
def test_an_adapter_without_its_extra_names_the_extra(module, missing, extra):
    """An adapter imported without its extra raises an ImportError naming the extra to
    install (it was the bare "No module named 'gymnasium'"): the first of its modules that
    is missing (made so here, or not installed, as on the oldest Python's tests)."""
    import importlib.util
    missing = next(m for m in ADAPTER_IMPORTS[module] if m == missing or importlib.util.find_spec(m) is None)
    code = WITHOUT.format(names=[missing], code=f"""
try:
    import {module}
except ImportError as exc:
    print(type(exc).__name__, exc)
""")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.stdout == f"MissingExtraError {module} needs {missing}: pip install 'tarokk[{extra}]'\n", run.stderr


class _GoneReader:
    """A stream whose reader went away: every write fails as a closed pipe's does."""

    def __init__(self, fd: int):
        self.fd = fd

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        return self.fd

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self) -> None:
        raise BrokenPipeError(32, "Broken pipe")


def _open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


def test_a_librarys_bar_whose_stream_fails_stops_drawing_and_leaves_the_descriptor(tmp_path):
    """From a long-run audit: ``progress=True`` in a service whose standard error reader
    went away pointed the process's descriptor 2 at /dev/null for good (the service's own
    logging went silent) and leaked a descriptor each time. A library's bar now only stops
    drawing; the command line's own bar (``own_stream``) still silences its descriptor,
    without leaking one."""
    from tarokk import cliencoding
    from tarokk.progress import ProgressBar
    log = tmp_path / "log.txt"
    with open(log, "w") as f:
        before = _open_descriptors()
        for _ in range(50):
            bar = ProgressBar(_GoneReader(f.fileno()), every=1)
            bar.update(1, 2)
            bar.done()
            assert isinstance(bar.stream, cliencoding.Discard)
        f.write("still mine\n")  # the descriptor was not repointed
        assert _open_descriptors() == before
    assert log.read_text() == "still mine\n"
    with open(log, "w") as f:
        before = _open_descriptors()
        for _ in range(50):
            bar = ProgressBar(_GoneReader(f.fileno()), every=1, own_stream=True)
            bar.update(1, 2)
        f.write("gone\n")
        f.flush()
        assert _open_descriptors() == before  # silenced, and no descriptor left open
    assert log.read_text() == ""
