"""Conway's Game of Life on a small wrapping board, printed for a few generations.

Run: ./frameweave run examples/life.py [GENERATIONS]     (default 8)
"""
import sys

PATTERN = """
........................
..O.....................
...O..........OOO.......
.OOO....................
........................
..................OO....
..................OO....
........................
.........O..............
..........O.............
........OOO.............
........................
"""


class Board:
    def __init__(self, text):
        rows = [line for line in text.strip().splitlines()]
        self.height = len(rows)
        self.width = len(rows[0])
        self.alive = {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "O"}

    def neighbours(self, x, y):
        count = 0
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if (dx or dy) and ((x + dx) % self.width, (y + dy) % self.height) in self.alive:
                    count += 1
        return count

    def step(self):
        nxt = set()
        for y in range(self.height):
            for x in range(self.width):
                n = self.neighbours(x, y)
                if n == 3 or (n == 2 and (x, y) in self.alive):
                    nxt.add((x, y))
        self.alive = nxt

    def __str__(self):
        return "\n".join("".join("#" if (x, y) in self.alive else "." for x in range(self.width))
                         for y in range(self.height))


def main(argv):
    generations = int(argv[1]) if len(argv) > 1 else 8
    board = Board(PATTERN)
    for gen in range(generations + 1):
        print(f"generation {gen} ({len(board.alive)} alive)")
        print(board)
        print()
        board.step()


if __name__ == "__main__":
    main(sys.argv)
