# Sizes too big to make, and arguments too big for a C integer: CPython's MemoryError and OverflowError.
import math

def attempt(label, f):
    try:
        r = f()
        print(label, "->", repr(r) if len(repr(r)) < 60 else "len %d" % len(r))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("'ab' * 2**62", lambda: 'ab' * 2**62)
attempt("'a' * 2**62", lambda: 'a' * 2**62)
attempt("'ab' * 2**63", lambda: 'ab' * 2**63)
attempt("[1, 2] * 2**62", lambda: [1, 2] * 2**62)
attempt("(1, 2) * 2**62", lambda: (1, 2) * 2**62)
attempt("2**62 * [1, 2]", lambda: 2**62 * [1, 2])
attempt("[1, 2].__imul__(2**62)", lambda: [1, 2].__imul__(2**62))
attempt("'a'.zfill(2**62)", lambda: 'a'.zfill(2**62))
attempt("'a'.zfill(2**63)", lambda: 'a'.zfill(2**63))
attempt("'a'.center(2**62)", lambda: 'a'.center(2**62))
attempt("'a'.ljust(2**62, '*')", lambda: 'a'.ljust(2**62, '*'))
attempt("'a'.rjust(2**62)", lambda: 'a'.rjust(2**62))
attempt("'-1'.zfill(5)", lambda: '-1'.zfill(5))
attempt("math.perm(2**63)", lambda: math.perm(2**63))
attempt("math.perm(2**63, 1)", lambda: math.perm(2**63, 1))
attempt("math.perm(5, 2**63)", lambda: math.perm(5, 2**63))
attempt("math.perm(2**64, 2**63)", lambda: math.perm(2**64, 2**63))
attempt("math.comb(2**63, 2)", lambda: math.comb(2**63, 2))
attempt("math.comb(2**64, 2**63)", lambda: math.comb(2**64, 2**63))
attempt("math.factorial(2**63)", lambda: math.factorial(2**63))
attempt("math.perm(10**19, 2)", lambda: math.perm(10**19, 2))
attempt("1 << 2**63", lambda: 1 << 2**63)
attempt("1 << 2**40", lambda: 1 << 2**40)
attempt("0 << 2**70", lambda: 0 << 2**70)
attempt("5 >> 2**70", lambda: 5 >> 2**70)
