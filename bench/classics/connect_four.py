# Board-game search: negamax with alpha-beta pruning for Connect Four on the 7x6 board, from a few opening
# positions, with a window-counting evaluation at the search horizon. Lists as boards, tuples of precomputed
# lines, deep recursion, many short loops and comparisons.
SIZE = 8  # search depth in plies; tune so CPython 3.11 takes 1-4 s

COLS, ROWS = 7, 6
EMPTY, RED, YELLOW = 0, 1, 2
WIN = 1000000
ORDER = (3, 2, 4, 1, 5, 0, 6)  # central columns first: better moves early prune more


def make_lines():
    lines = []
    for r in range(ROWS):
        for c in range(COLS):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + 3 * dr, c + 3 * dc
                if 0 <= end_r < ROWS and 0 <= end_c < COLS:
                    lines.append(tuple((r + i * dr) * COLS + c + i * dc for i in range(4)))
    return tuple(lines)


LINES = make_lines()
# for each cell, the lines through it: a move can only complete one of those
LINES_AT = tuple(tuple(line for line in LINES if cell in line) for cell in range(ROWS * COLS))
WEIGHTS = (0, 1, 8, 64)


class Board:
    def __init__(self):
        self.cells = [EMPTY] * (ROWS * COLS)
        self.heights = [0] * COLS
        self.moves = 0

    def play(self, col, who):
        cell = self.heights[col] * COLS + col
        self.cells[cell] = who
        self.heights[col] += 1
        self.moves += 1
        return cell

    def undo(self, col):
        self.heights[col] -= 1
        self.cells[self.heights[col] * COLS + col] = EMPTY
        self.moves -= 1

    def wins_at(self, cell, who):
        cells = self.cells
        for a, b, c, d in LINES_AT[cell]:
            if cells[a] == who and cells[b] == who and cells[c] == who and cells[d] == who:
                return True
        return False

    def evaluate(self, who):
        """Lines still open to one side only, weighted by how many of its stones they hold."""
        cells = self.cells
        score = 0
        for line in LINES:
            mine = theirs = 0
            for cell in line:
                v = cells[cell]
                if v == who:
                    mine += 1
                elif v != EMPTY:
                    theirs += 1
            if theirs == 0:
                score += WEIGHTS[mine]
            elif mine == 0:
                score -= WEIGHTS[theirs]
        return score


class Searcher:
    def __init__(self, board):
        self.board = board
        self.nodes = 0

    def negamax(self, who, depth, alpha, beta):
        self.nodes += 1
        board = self.board
        if depth == 0:
            return board.evaluate(who)
        if board.moves == ROWS * COLS:
            return 0
        other = RED + YELLOW - who
        best = -WIN - 1
        for col in ORDER:
            if board.heights[col] == ROWS:
                continue
            cell = board.play(col, who)
            if board.wins_at(cell, who):
                score = WIN + depth
            else:
                score = -self.negamax(other, depth - 1, -beta, -alpha)
            board.undo(col)
            if score > best:
                best = score
            if best > alpha:
                alpha = best
            if alpha >= beta:
                break
        return best

    def best_move(self, who, depth):
        board = self.board
        best_col, best = -1, -WIN - 1
        other = RED + YELLOW - who
        for col in ORDER:
            if board.heights[col] == ROWS:
                continue
            cell = board.play(col, who)
            if board.wins_at(cell, who):
                score = WIN + depth
            else:
                score = -self.negamax(other, depth - 1, -WIN - 1, -best)
            board.undo(col)
            if score > best:
                best_col, best = col, score
        return best_col, best


def position(moves):
    board = Board()
    who = RED
    for col in moves:
        board.play(col, who)
        who = RED + YELLOW - who
    return board, who


OPENINGS = ("", "3", "33", "3324", "2345", "332211", "3344", "2244")


def main():
    total_nodes = 0
    for opening in OPENINGS:
        board, who = position(int(ch) for ch in opening)
        searcher = Searcher(board)
        col, score = searcher.best_move(who, SIZE)
        total_nodes += searcher.nodes
        print("opening %-8s move %d score %7d nodes %d" % (opening or "-", col, score, searcher.nodes))
    print("nodes", total_nodes)


main()
