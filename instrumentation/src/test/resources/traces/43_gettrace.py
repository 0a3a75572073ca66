import sys
from tracer import run


def main():
    t = sys.gettrace()
    inside = t is not None
    return inside


run(main)
