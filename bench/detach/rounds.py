# Runs a bench program again and again in one interpreter and prints each round's wall time, for bench/detach:
#   rounds.py PROGRAM.py ROUNDS [NAME=VALUE ...]
# Each round executes the program's code in a fresh namespace (its output is dropped), so a round measures the
# same work whether or not a tool has come and gone in between. Written in the subset frameweave runs.
import sys
import time


class Sink:
    def write(self, text):
        return len(text)

    def flush(self):
        pass


def load(path, overrides):
    lines = open(path).read().split("\n")
    for i in range(len(lines)):
        for name, value in overrides:
            if lines[i].startswith(name + " = "):
                lines[i] = name + " = " + value
    return compile("\n".join(lines), path, "exec")


def main(argv):
    path = argv[0]
    rounds = int(argv[1])
    overrides = []
    for item in argv[2:]:
        name, _, value = item.partition("=")
        overrides.append((name, value))
    code = load(path, overrides)
    out = sys.stdout
    for n in range(rounds):
        start = time.perf_counter()
        sys.stdout = Sink()
        try:
            exec(code, {"__name__": "__main__", "__file__": path})
        finally:
            sys.stdout = out
        print("round", n, "%.6f" % (time.perf_counter() - start))
        out.flush()


main(sys.argv[1:])
