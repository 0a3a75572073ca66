# A constraint solver with many small objects: sudoku puzzles solved by constraint propagation
# (Variable and Constraint objects, domains as sets of ints) plus backtracking search.
SIZE = 33  # number of puzzle solves (the puzzle list is cycled); tune so CPython 3.11 takes 2-4 s

PUZZLES = [
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
    "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
]


class Variable:
    def __init__(self, row, col):
        self.row, self.col = row, col
        self.domain = set(range(1, 10))
        self.constraints = []

    def assigned(self):
        return len(self.domain) == 1

    def value(self):
        for v in self.domain:
            return v


class AllDifferent:
    def __init__(self, variables):
        self.variables = variables
        for v in variables:
            v.constraints.append(self)

    def revise(self, changed, trail):
        """Removes a just-fixed value from the other variables; returns the newly fixed ones or None on conflict."""
        value = changed.value()
        fixed = []
        for other in self.variables:
            if other is not changed and value in other.domain:
                trail.append((other, set(other.domain)))
                other.domain.discard(value)
                if not other.domain:
                    return None
                if other.assigned():
                    fixed.append(other)
        return fixed


class Sudoku:
    def __init__(self, text):
        self.cells = [[Variable(r, c) for c in range(9)] for r in range(9)]
        units = [row[:] for row in self.cells]
        units += [[self.cells[r][c] for r in range(9)] for c in range(9)]
        units += [[self.cells[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)]
                  for br in (0, 3, 6) for bc in (0, 3, 6)]
        self.constraints = [AllDifferent(u) for u in units]
        self.givens = [(i // 9, i % 9, int(ch)) for i, ch in enumerate(text) if ch not in ".0"]
        self.nodes = 0

    def assign(self, var, value, trail):
        trail.append((var, set(var.domain)))
        var.domain = {value}
        queue = [var]
        while queue:
            v = queue.pop()
            for con in v.constraints:
                fixed = con.revise(v, trail)
                if fixed is None:
                    return False
                queue.extend(fixed)
        return True

    def undo(self, trail, mark):
        while len(trail) > mark:
            var, dom = trail.pop()
            var.domain = dom

    def search(self, trail):
        self.nodes += 1
        best = None
        for row in self.cells:
            for v in row:
                if not v.assigned() and (best is None or len(v.domain) < len(best.domain)):
                    best = v
        if best is None:
            return True
        for value in sorted(best.domain):
            mark = len(trail)
            if self.assign(best, value, trail) and self.search(trail):
                return True
            self.undo(trail, mark)
        return False

    def solve(self):
        trail = []
        for r, c, v in self.givens:
            if not self.assign(self.cells[r][c], v, trail):
                return False
        return self.search(trail)

    def grid(self):
        return "".join(str(v.value()) for row in self.cells for v in row)


def valid(grid):
    rows = [grid[r * 9:(r + 1) * 9] for r in range(9)]
    cols = ["".join(rows[r][c] for r in range(9)) for c in range(9)]
    boxes = ["".join(rows[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)) for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(u) == list("123456789") for u in rows + cols + boxes)


checksum = 0
total_nodes = 0
for k in range(SIZE):
    s = Sudoku(PUZZLES[k % len(PUZZLES)])
    ok = s.solve()
    g = s.grid()
    total_nodes += s.nodes
    checksum = (checksum * 7 + int(g[:9]) + s.nodes) % 1000000007
    if k < len(PUZZLES):
        print(ok, valid(g), g[:27], s.nodes)
print("nodes", total_nodes, "checksum", checksum)
