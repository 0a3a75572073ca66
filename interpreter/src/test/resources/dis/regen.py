"""Regenerates CPython 3.11's disassemblies of the golden and trace programs, in normalised form.

Run it from anywhere as ``python3.11 regen.py``. For every program of the two corpora

- ``interpreter/src/test/resources/golden/NNN_topic.py``    -> ``golden/NNN_topic.dis``
- ``instrumentation/src/test/resources/traces/NN_topic.py`` -> ``traces/NN_topic.dis``

it compiles the source as ``python3.11 -m dis`` does, disassembles it recursively and writes one line per
instruction, ``LINE OPNAME``, where LINE is the line in force (the last line number dis printed) and OPNAME
drops what has no counterpart in frameweave: PRECALL, CACHE and EXTENDED_ARG are left out, and the
``_FORWARD`` / ``_BACKWARD`` of jump names is removed (so JUMP_FORWARD and JUMP_BACKWARD both read JUMP). Each
nested code object starts with a line ``--``. A program that does not compile is the single line
``SyntaxError``. The JUnit test ``CompilerDisassemblyGoldenTest`` applies the same normalisation to
frameweave's disassembly and never needs Python.
"""
import contextlib
import dis
import io
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", ".."))
CORPORA = {
    "golden": (os.path.join(ROOT, "interpreter", "src", "test", "resources", "golden"),
               re.compile(r"^\d{3}_[A-Za-z0-9_]+\.py$")),
    "traces": (os.path.join(ROOT, "instrumentation", "src", "test", "resources", "traces"),
               re.compile(r"^\d{2}_[A-Za-z0-9_]+\.py$")),
}
INSTRUCTION = re.compile(r"\s*(\d+)?\s+(>>)?\s+\d+ (\w+)")
DROPPED = {"PRECALL", "CACHE", "EXTENDED_ARG"}


def normalise(text):
    out = []
    line = None
    for row in text.splitlines():
        if row.startswith("Disassembly"):
            out.append("--")
            continue
        m = INSTRUCTION.match(row)
        if not m:
            continue
        if m.group(1):
            line = m.group(1)
        op = m.group(3)
        if op in DROPPED:
            continue
        out.append(line + " " + re.sub("_(FORWARD|BACKWARD)", "", op))
    return out


def disassembly(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    try:
        code = compile(source, path, "exec")
    except SyntaxError:
        return ["SyntaxError"]
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        dis.dis(code)
    return normalise(buf.getvalue())


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit("run this with python3.11")
    for name, (source_dir, pattern) in CORPORA.items():
        out_dir = os.path.join(HERE, name)
        os.makedirs(out_dir, exist_ok=True)
        for old in os.listdir(out_dir):
            if old.endswith(".dis"):
                os.remove(os.path.join(out_dir, old))
        count = 0
        for program in sorted(os.listdir(source_dir)):
            if not pattern.match(program):
                continue
            lines = disassembly(os.path.join(source_dir, program))
            with open(os.path.join(out_dir, program[:-3] + ".dis"), "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            count += 1
        print(f"{name}: {count} disassemblies")


if __name__ == "__main__":
    main()
