#!/usr/bin/env python3
"""Regenerates the expected coverage of the programs beside this script with coverage.py 6.5 on CPython 3.11.

Each program NN_topic.py runs under `coverage run --branch` in a scratch directory (so that its file is
reported by its bare name); this script then writes, beside the program:
- NN_topic.json: coverage.py's JSON report (`coverage json`) without its "meta" block (a timestamp and
  coverage.py's version), plus, per file, "possible_arcs" (coverage.py's arc analysis of the source) and
  "executed_arcs" (the arcs the run took), both as sorted [from, to] pairs in coverage.py's numbering
  (a negative line is the entry to or exit from the code object whose first line it negates);
- NN_topic.txt: the text report with the Missing column (`coverage report -m`).
A program with an NN_topic.coveragerc beside it is run and reported with that configuration (`--rcfile`):
its exclusion and partial-branch patterns; the test reads the same file. One with an NN_topic.pyproject.toml
beside it has that file copied into the scratch directory as pyproject.toml, where coverage.py finds it itself.
frameweave's CoverageGoldenTest runs the same programs under the coverage tool and compares; it never needs
Python.

Usage: python3.11 regen.py [NAME_SUBSTRING ...]
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = re.compile(r"^\d{2}_[A-Za-z0-9_]+\.py$")
PYTHON = "/usr/bin/python3.11"
ARCS_SCRIPT = """
import json, sys
import coverage
cov = coverage.Coverage(data_file=sys.argv[1], branch=True, config_file=sys.argv[2] if len(sys.argv) > 2 else True)
cov.load()
out = {}
for name in cov.get_data().measured_files():
    analysis = cov._analyze(name)
    out[analysis.filename] = {
        "possible_arcs": [list(a) for a in analysis.arc_possibilities()],
        "executed_arcs": [list(a) for a in analysis.arcs_executed()],
    }
json.dump(out, sys.stdout)
"""


def coverage(args, cwd):
    return subprocess.run([PYTHON, "-m", "coverage"] + args, cwd=cwd, check=True, capture_output=True,
                          text=True).stdout


def regen(name):
    rcfile = os.path.join(HERE, name[:-len(".py")] + ".coveragerc")
    config = ["--rcfile=" + rcfile] if os.path.exists(rcfile) else []
    pyproject = os.path.join(HERE, name[:-len(".py")] + ".pyproject.toml")
    with tempfile.TemporaryDirectory() as scratch:
        shutil.copy(os.path.join(HERE, name), scratch)
        if os.path.exists(pyproject):
            shutil.copy(pyproject, os.path.join(scratch, "pyproject.toml"))
        data = os.path.join(scratch, ".coverage")
        coverage(["run", "--branch", "--data-file=" + data] + config + [name], scratch)
        text = coverage(["report", "-m", "--data-file=" + data] + config, scratch)
        coverage(["json", "--data-file=" + data, "-o", "report.json"] + config, scratch)
        with open(os.path.join(scratch, "report.json")) as f:
            report = json.load(f)
        arcs = json.loads(subprocess.run([PYTHON, "-c", ARCS_SCRIPT, data] + ([rcfile] if config else []),
                                         cwd=scratch, check=True, capture_output=True, text=True).stdout)
    del report["meta"]
    for shown, entry in report["files"].items():
        entry.update(arcs[os.path.join(scratch, shown)] if os.path.join(scratch, shown) in arcs
                     else arcs[shown])
    stem = name[:-len(".py")]
    with open(os.path.join(HERE, stem + ".json"), "w") as f:
        json.dump(report, f, indent=1, sort_keys=True)
        f.write("\n")
    with open(os.path.join(HERE, stem + ".txt"), "w") as f:
        f.write(text)


def main(filters):
    for name in sorted(os.listdir(HERE)):
        if PROGRAM.match(name) and (not filters or any(s in name for s in filters)):
            regen(name)
            print("wrote", name[:-3] + ".json/.txt")


if __name__ == "__main__":
    main(sys.argv[1:])
