# N-queens two ways: a backtracking generator that yields each placement, with sets of the attacked columns and
# diagonals, and a count by bit masks. Recursion, generators with yield from, set insert/remove, int bit tricks.
SIZE = 11  # board size of the generator search; tune so CPython 3.11 takes 1-4 s


def placements(n, row=0, cols=None, downs=None, ups=None, placed=None):
    """Yields each solution as a tuple of column indices, one per row."""
    if cols is None:
        cols, downs, ups, placed = set(), set(), set(), []
    if row == n:
        yield tuple(placed)
        return
    for col in range(n):
        if col in cols or row - col in downs or row + col in ups:
            continue
        cols.add(col)
        downs.add(row - col)
        ups.add(row + col)
        placed.append(col)
        yield from placements(n, row + 1, cols, downs, ups, placed)
        placed.pop()
        cols.remove(col)
        downs.remove(row - col)
        ups.remove(row + col)


def count_by_masks(n):
    full = (1 << n) - 1

    def place(cols, left, right):
        if cols == full:
            return 1
        total = 0
        free = full & ~(cols | left | right)
        while free:
            bit = free & -free
            free ^= bit
            total += place(cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
        return total

    return place(0, 0, 0)


def is_solution(queens):
    n = len(queens)
    for r1 in range(n):
        for r2 in range(r1 + 1, n):
            c1, c2 = queens[r1], queens[r2]
            if c1 == c2 or abs(c1 - c2) == r2 - r1:
                return False
    return True


def main():
    for n in range(4, SIZE + 1):
        solutions = list(placements(n))
        for s in solutions:
            if not is_solution(s):
                raise RuntimeError("bad placement %r" % (s,))
        symmetric = sum(1 for s in solutions if s == s[::-1])
        signature = 0
        for s in solutions:
            for c in s:
                signature = (signature * 31 + c) % 1000000007
        print(n, len(solutions), "palindromic", symmetric, "first", solutions[0], "signature", signature)
    for n in range(SIZE + 1, SIZE + 3):
        print(n, count_by_masks(n), "(by masks)")


main()
