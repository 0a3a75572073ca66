# Constraint solving: N-queens counting and a small sudoku solver with classes.
def queens(n):
    solutions = []
    cols, diag1, diag2 = set(), set(), set()
    placement = []
    def place(row):
        if row == n:
            solutions.append(placement[:])
            return
        for c in range(n):
            if c in cols or row + c in diag1 or row - c in diag2:
                continue
            cols.add(c); diag1.add(row + c); diag2.add(row - c); placement.append(c)
            place(row + 1)
            cols.remove(c); diag1.remove(row + c); diag2.remove(row - c); placement.pop()
    place(0)
    return solutions
for n in range(1, 9):
    print(n, len(queens(n)))
first = queens(6)[0]
for c in first:
    print(" ".join("Q" if i == c else "." for i in range(6)))
class Cell:
    def __init__(self, r, c, value):
        self.r, self.c, self.value = r, c, value
        self.box = (r // 2) * 2 + c // 2
class Sudoku4:
    def __init__(self, text):
        self.cells = [Cell(r, c, int(ch)) for r, line in enumerate(text.split()) for c, ch in enumerate(line)]
    def candidates(self, cell):
        used = {o.value for o in self.cells if o.value and (o.r == cell.r or o.c == cell.c or o.box == cell.box)}
        return [v for v in range(1, 5) if v not in used]
    def solve(self):
        empty = [c for c in self.cells if c.value == 0]
        if not empty:
            return True
        cell = min(empty, key=lambda c: len(self.candidates(c)))
        for v in self.candidates(cell):
            cell.value = v
            if self.solve():
                return True
        cell.value = 0
        return False
    def __str__(self):
        return "\n".join("".join(str(c.value) for c in self.cells[r * 4:(r + 1) * 4]) for r in range(4))
puzzle = Sudoku4("1000 0020 0300 0004")
print(puzzle.solve())
print(puzzle)
bad = Sudoku4("1100 0000 0000 0000")
print(bad.solve())
