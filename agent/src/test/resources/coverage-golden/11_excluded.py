import sys


def debug_only():  # pragma: no cover
    print("debug")
    return 1


def main(argv):
    if len(argv) > 5:  # pragma: no cover
        print("many args")
    else:
        print("few args")
    while True:  # pragma: no branch
        break
    if argv:  # pragma: no branch
        print("argv")
    x = 1
    if x > 10:
        print("never")  # pragma: no cover
    return 0


main(sys.argv)
