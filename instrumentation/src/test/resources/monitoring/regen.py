#!/usr/bin/env python3
"""Regenerates the golden event logs of the monitoring corpus with CPython 3.12.

Each corpus program NN_name.py (they import monitor.py, the harness beside this script, which records
sys.monitoring events as lines without offsets) is run by CPython 3.12, and its standard output is written to
NN_name.out. frameweave's MonitoringCorpusTest runs the same programs under the agent, in both tiers, and
compares its output with these files, so the tests themselves need no Python.

Usage: python3 regen.py [--python /root/.pyenv/versions/3.12.1/bin/python3.12] [NAME_SUBSTRING ...]
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = re.compile(r'^\d\d_[A-Za-z0-9_]+\.py$')


def main(argv):
    python = '/root/.pyenv/versions/3.12.1/bin/python3.12'
    only = []
    i = 0
    while i < len(argv):
        if argv[i] == '--python':
            python = argv[i + 1]
            i += 2
        else:
            only.append(argv[i])
            i += 1
    version = subprocess.run([python, '-c', 'import sys; print(sys.version_info[:2])'],
                             capture_output=True, text=True, check=True).stdout.strip()
    if version != '(3, 12)':
        sys.exit('regen.py needs CPython 3.12 (the oracle of sys.monitoring); ' + python + ' is ' + version)
    names = sorted(n for n in os.listdir(HERE) if PROGRAM.match(n))
    if only:
        names = [n for n in names if any(o in n for o in only)]
    env = dict(os.environ, PYTHONHASHSEED='0', PYTHONDONTWRITEBYTECODE='1')
    for name in names:
        result = subprocess.run([python, name], cwd=HERE, capture_output=True, text=True, env=env)
        if result.returncode != 0 or result.stderr:
            sys.exit(name + ': CPython exited with ' + str(result.returncode) + '\n' + result.stderr)
        with open(os.path.join(HERE, name[:-3] + '.out'), 'w') as out:
            out.write(result.stdout)
        print('wrote', name[:-3] + '.out')


if __name__ == '__main__':
    main(sys.argv[1:])
