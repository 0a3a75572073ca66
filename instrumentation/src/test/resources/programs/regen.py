"""Writes the expected output (NAME.out) of every program NAME.py here, as CPython prints it.

Run it as ``python3 regen.py`` (optionally followed by program names). A program runs on python3.11 (or on the
interpreter its first line names, ``# oracle: python3.12``) with ``PYTHONHASHSEED=0``; the functions that the
optimizer tests give the guest (``optimize_now``) and those of CPython's ``_testcapi`` that frameweave's tests give
it in Java (dict watchers) are what they are in CPython: ``optimize_now`` does nothing there. The JUnit tests
(``SpeculatedValuesTest``, ``DictWatcherProgramsTest``) read the same files and need no Python.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ORACLES = {"python3.11": "/usr/bin/python3.11", "python3.12": "/root/.pyenv/versions/3.12.1/bin/python3.12"}
PRELUDE = "import builtins\nbuiltins.optimize_now = lambda: None\n"


def oracle(path):
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    name = first[len("# oracle:"):].strip() if first.startswith("# oracle:") else "python3.11"
    return ORACLES.get(name, name)


def regenerate(name):
    path = os.path.join(HERE, name + ".py")
    with open(path, encoding="utf-8") as f:
        source = f.read()
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1")
    code = PRELUDE + "exec(compile(" + repr(source) + ", 'prog.py', 'exec'), {'__name__': '__main__'})\n"
    proc = subprocess.run([oracle(path), "-c", code], cwd=HERE, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(name + " failed:\n" + proc.stderr)
    with open(os.path.join(HERE, name + ".out"), "w", encoding="utf-8", newline="\n") as f:
        f.write(proc.stdout)
    print("wrote", name + ".out")


def main(names):
    if not names:
        names = sorted(n[:-3] for n in os.listdir(HERE) if n.endswith(".py") and n != "regen.py")
    for name in names:
        regenerate(name)


if __name__ == "__main__":
    main(sys.argv[1:])
