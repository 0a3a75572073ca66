# Runs a bench program in this interpreter with some of its top-level constants replaced, so that a traced
# run can use a smaller size than the plain bench: harness.run_program(argv) with
# argv = [PROGRAM.py, NAME=VALUE, ...]. Written in the language subset frameweave runs, like every tracer here.
import sys


def load(path, overrides):
    lines = open(path).read().split("\n")
    for i in range(len(lines)):
        for name, value in overrides:
            if lines[i].startswith(name + " = "):
                lines[i] = name + " = " + value
    return compile("\n".join(lines), path, "exec")


def parse(argv):
    if len(argv) < 1:
        print("usage: TRACER.py PROGRAM.py [NAME=VALUE ...]", file=sys.stderr)
        sys.exit(2)
    overrides = []
    for item in argv[1:]:
        name, _, value = item.partition("=")
        overrides.append((name, value))
    return argv[0], overrides


def run_program(argv, before=None, after=None):
    path, overrides = parse(argv)
    code = load(path, overrides)
    namespace = {"__name__": "__main__", "__file__": path}
    if before is not None:
        before()
    try:
        exec(code, namespace)
    finally:
        if after is not None:
            after()
