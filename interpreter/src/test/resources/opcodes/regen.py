"""Regenerates CPython 3.11's stack effects, the oracle for the rows of frameweave's opcode table.

Run it from anywhere as ``python3.11 regen.py``. It writes ``stack_effects.txt``: for every opcode of CPython
3.11 (``dis.opmap``), one line ``NAME ARG EFFECT JUMP_EFFECT`` per argument in ARGS (only 0 for an opcode
without an argument), as ``dis.stack_effect`` gives them (``jump=False``, ``jump=True``). The JUnit test
``OpcodeTableTest`` compares the opcodes frameweave shares with CPython by name against these lines.
"""
import dis
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ARGS = (0, 1, 2, 3, 4, 5, 0x102)


def main():
    if sys.version_info[:2] != (3, 11):
        sys.exit("run this with python3.11")
    lines = []
    for name, op in sorted(dis.opmap.items()):
        for arg in ARGS if op >= dis.HAVE_ARGUMENT else (None,):
            try:
                fall = dis.stack_effect(op, arg, jump=False)
                taken = dis.stack_effect(op, arg, jump=True)
            except ValueError:
                continue
            lines.append(f"{name} {0 if arg is None else arg} {fall} {taken}\n")
    with open(os.path.join(HERE, "stack_effects.txt"), "w") as f:
        f.writelines(lines)


if __name__ == "__main__":
    main()
