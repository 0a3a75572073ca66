# A program whose hot loop runs in one frame for the whole run, for bench/detach: a tool attached to it finds
# the loop running, and the loop must be as fast after the tool has gone as before it came. Prints a line
# "round N SECONDS" per round of the loop, as rounds.py does. Written in the subset frameweave runs.
import sys
import time

ROUND = 3000000  # iterations a round: about 0.3 s once compiled


def main(rounds):
    start = time.perf_counter()
    n = 0
    x = 0
    done = 0
    while done < rounds:
        x = (x + (n & 7) * 3) % 1000003
        n += 1
        if n == ROUND:
            now = time.perf_counter()
            print("round", done, "%.6f" % (now - start))
            sys.stdout.flush()
            start = now
            n = 0
            done += 1
    return x


main(int(sys.argv[1]))
