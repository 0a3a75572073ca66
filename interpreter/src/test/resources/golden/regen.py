"""Regenerates the expected outputs of the golden programs with CPython 3.11.

Run it from anywhere as ``python3.11 regen.py`` (optionally followed by program names or
prefixes such as ``042`` to regenerate only those).

For every program ``NNN_topic.py`` in this directory (helper modules named ``mod_*.py`` and this
script are not programs) it runs ``/usr/bin/python3.11 NNN_topic.py [args]`` (``GOLDEN_PYTHON`` names another
CPython 3.11) with the golden directory as the
working directory, ``PYTHONHASHSEED=0``, ``PYTHONIOENCODING=utf-8`` and
``PYTHONDONTWRITEBYTECODE=1``. Arguments come from an optional first-line comment ``# args: a b``
(split like a shell would, so ``"two words"`` is one argument).

It writes, next to the program:
- ``NNN_topic.out``  - stdout, byte for byte (always written);
- ``NNN_topic.exit`` - the exit status as a decimal number and a newline, only when it is not 0;
- ``NNN_topic.err``  - the last non-blank line of stderr and a newline, only when stderr is not
  blank (failing programs: the exception line, ``SyntaxError: ...``, or the ``sys.exit`` message);
- ``NNN_topic.stderr`` - the whole of stderr, only for a program with a line ``# golden: full stderr`` among
  its first three (whole tracebacks). CPython names the program by its absolute path there, frameweave as
  given on its command line: the golden directory's path is removed.

A line ``# golden: needs MOD ...`` among the first three names builtin modules the program needs (a program of
the standard library's); ``GoldenProgramsTest`` skips it, saying so, while frameweave lacks one of them.

So a missing ``.exit`` means exit status 0 and a missing ``.err`` means stderr must be blank. Stale
``.exit``/``.err`` files are deleted. The JUnit runner ``GoldenProgramsTest`` reads the same files and
the same ``# args:`` convention; it never needs Python.
"""
import os
import re
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = re.compile(r"^\d{3}_[A-Za-z0-9_]+\.py$")
# the distribution's CPython 3.11 where there is one (a locally built python3.11 on PATH may be another patch
# release, with other messages); GOLDEN_PYTHON chooses another
PYTHON = os.environ.get("GOLDEN_PYTHON",
                        "/usr/bin/python3.11" if os.path.exists("/usr/bin/python3.11") else "python3.11")


def program_args(path):
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    if first.startswith("# args:"):
        return shlex.split(first[len("# args:"):])
    return []


def wants_full_stderr(path):
    with open(path, encoding="utf-8") as f:
        head = [f.readline() for _ in range(3)]
    return any(line.strip() == "# golden: full stderr" for line in head)


def last_line(text):
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def write_or_remove(path, content):
    if content is None:
        if os.path.exists(path):
            os.remove(path)
        return
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(content)


def regenerate(name):
    path = os.path.join(HERE, name)
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1")
    started = time.monotonic()
    proc = subprocess.run([PYTHON, name] + program_args(path), cwd=HERE, env=env,
                          capture_output=True, timeout=60)
    elapsed = time.monotonic() - started
    stem = os.path.join(HERE, name[:-3])
    with open(stem + ".out", "wb") as f:
        f.write(proc.stdout)
    stderr = proc.stderr.decode("utf-8", errors="replace")
    write_or_remove(stem + ".exit", f"{proc.returncode}\n" if proc.returncode != 0 else None)
    write_or_remove(stem + ".err", last_line(stderr) + "\n" if stderr.strip() else None)
    write_or_remove(stem + ".stderr", stderr.replace(HERE + os.sep, "") if wants_full_stderr(path) else None)
    return proc.returncode, last_line(stderr), elapsed


def main(selection):
    names = sorted(n for n in os.listdir(HERE) if PROGRAM.match(n))
    if selection:
        names = [n for n in names if any(n.startswith(s) for s in selection)]
    failing = 0
    for name in names:
        code, err, elapsed = regenerate(name)
        failing += code != 0
        flag = "  SLOW" if elapsed > 1.0 else ""
        print(f"{name:<40} exit={code:<3} {elapsed:5.2f}s{flag}  {err[:70]}")
    print(f"{len(names)} programs, {failing} exit non-zero")


if __name__ == "__main__":
    main(sys.argv[1:])
