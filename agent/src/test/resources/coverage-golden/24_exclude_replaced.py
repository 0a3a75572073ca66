import sys


def helper():  # pragma: no cover
    return "never called"


def main(argv):
    if len(argv) > 3:  # skip me
        print("many")
        return 2
    for a in argv:  # pragma: no branch
        print(len(a) >= 0)
    return 0


main(sys.argv[:1])
