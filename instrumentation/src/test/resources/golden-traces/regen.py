#!/usr/bin/env python3
"""Regenerates the expected traces of the interpreter's golden programs with CPython 3.11.

Each golden program (interpreter/src/test/resources/golden/NNN_topic.py, with the arguments of its
"# args:" line) runs twice under trace_golden.py, the tracer harness beside this script: with
sys.settrace and with sys.setprofile; each run writes the events of the program's own code to a file.
This script writes NNN_topic.trace and NNN_topic.profile here: the number of lines, their SHA-256 and
the first lines, so that a difference can be located. frameweave's GoldenProgramTracesTest runs the
same harness under the agent and compares; it never needs Python.

Programs listed in EXCLUDED are left out, each for a difference documented in docs/LANGUAGE.md
that shows in its events (and those in PROFILE_EXCLUDED from the profile runs); their files are
deleted.

Usage: python3 regen.py [--python /usr/bin/python3.11] [NAME_SUBSTRING ...]
"""
import hashlib
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "..", "interpreter", "src", "test",
                                       "resources", "golden"))
PROGRAM = re.compile(r"^\d{3}_[A-Za-z0-9_]+\.py$")
FIRST_LINES = 30

GENERATOR_CLOSE = "abandoned generators: CPython closes them when their last reference goes (GeneratorExit)"
EXCLUDED = {
    "023_comprehensions": GENERATOR_CLOSE,
    "026_walrus": GENERATOR_CLOSE,
    "036_assert": GENERATOR_CLOSE,
    "045_generators_basic": GENERATOR_CLOSE,
    "046_yield_from": GENERATOR_CLOSE,
    "047_generator_send_throw_close": GENERATOR_CLOSE,
    "048_infinite_generators": GENERATOR_CLOSE,
    "058_iterator_protocol": GENERATOR_CLOSE,
    "068_file_io": "no os module",
    "073_recursion_limit": "the recursion limit counts frames differently (a few more calls before the error)",
    "074_math_module": GENERATOR_CLOSE,
    "075_time_module": "its loops run until the clock moves: their length depends on the machine",
    "080_json_printer": GENERATOR_CLOSE,
    "088_graph_algorithms": GENERATOR_CLOSE,
    "100_fail_recursion_error": "the recursion limit counts frames differently (a few more calls before the error)",
    "166_thread_spin_until_set": "its loops spin until another thread has run: their length depends on the switches",
    "194_async_generators": "abandoned async generators: CPython closes them when their last reference goes; "
                            "an async generator's __aiter__ is a c_call here, a slot wrapper in CPython",
}
COLLECTED_AFTER_C_CALL = ("what dies at a 'del' or a return in CPython (reference counting) dies here at the gc.collect() "
                          "after it: the events of its finalizing (a generator's closing, __del__) come after the "
                          "profiler's c_call of collect, not before")
PROFILE_EXCLUDED = {
    "076_threading": "threading is a builtin module: Thread.start and join are builtins (c_call), not Python code",
    "210_exception_groups": "a call of a builtin __new__ (super().__new__ in a guest __new__, object.__new__) gives a"
                            " profiler no c_call/c_return",
    "250_coroutine_never_awaited": COLLECTED_AFTER_C_CALL,
    "468_frames_die_after_their_run": COLLECTED_AFTER_C_CALL,
}


def program_args(path):
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    return shlex.split(first[len("# args:"):]) if first.startswith("# args:") else []


def main(argv):
    python = "/usr/bin/python3.11"
    only = []
    i = 0
    while i < len(argv):
        if argv[i] == "--python":
            python = argv[i + 1]
            i += 2
        else:
            only.append(argv[i])
            i += 1
    version = subprocess.run([python, "-c", "import sys; print(sys.version_info[:2])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    if version != "(3, 11)":
        sys.exit("regen.py needs CPython 3.11 (the oracle); " + python + " is " + version)
    names = sorted(n for n in os.listdir(GOLDEN) if PROGRAM.match(n))
    if only:
        names = [n for n in names if any(o in n for o in only)]
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1")
    written = 0
    for name in names:
        stem = name[:-3]
        for mode, suffix, excluded in (("trace", ".trace", EXCLUDED), ("profile", ".profile", PROFILE_EXCLUDED)):
            target = os.path.join(HERE, stem + suffix)
            if stem in EXCLUDED or stem in excluded:
                if os.path.exists(target):
                    os.remove(target)
                continue
            write_expected(python, env, mode, name, target)
            written += 1
    print("wrote", written, "expected traces;", len(EXCLUDED), "programs excluded,", len(PROFILE_EXCLUDED),
          "more from profiling")


def write_expected(python, env, mode, name, target):
    with tempfile.TemporaryDirectory() as tmp:
        events = os.path.join(tmp, "events")
        program = os.path.join(GOLDEN, name)
        run = subprocess.run([python, os.path.join(HERE, "trace_golden.py"), mode, program, events]
                             + program_args(program), cwd=GOLDEN, env=env, capture_output=True, timeout=120)
        if not os.path.exists(events):
            sys.exit(name + ": the harness wrote no events (exit " + str(run.returncode) + ")\n"
                     + run.stderr.decode("utf-8", "replace"))
        with open(events, "rb") as f:
            data = f.read()
    lines = data.decode("utf-8").split("\n")[:-1]
    with open(target, "w", encoding="utf-8") as out:
        out.write("lines " + str(len(lines)) + "\n")
        out.write("sha256 " + hashlib.sha256(data).hexdigest() + "\n")
        out.write("\n".join(lines[:FIRST_LINES]) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
