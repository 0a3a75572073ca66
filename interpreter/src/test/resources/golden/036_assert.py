# assert statements that pass and that fail (caught).
def check_positive(n):
    assert n > 0, f"expected positive, got {n}"
    return n * 2

print(check_positive(4))
try:
    check_positive(-1)
except AssertionError as e:
    print("AssertionError:", e, e.args)
try:
    assert 1 == 2
except AssertionError as e:
    print("bare assert:", repr(e), e.args)
try:
    assert [], "empty list is falsy"
except AssertionError as e:
    print(e)
assert True
assert "non-empty"
assert 1, "never"
print(issubclass(AssertionError, Exception))

def invariant_stack():
    stack = []
    for op in "push push pop push pop pop pop".split():
        if op == "push":
            stack.append(len(stack))
        else:
            try:
                assert stack, "pop from empty stack"
                stack.pop()
            except AssertionError as e:
                print("refused:", e)
        assert len(stack) >= 0
    return stack
print(invariant_stack())

class Matrix:
    def __init__(self, rows):
        assert all(len(r) == len(rows[0]) for r in rows), "ragged rows"
        self.rows = rows
    def __mul__(self, other):
        assert len(self.rows[0]) == len(other.rows), ("shape mismatch", len(self.rows[0]), len(other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in zip(*other.rows)] for r in self.rows])

m = Matrix([[1, 2], [3, 4]])
print((m * m).rows)
try:
    Matrix([[1, 2], [3]])
except AssertionError as e:
    print("AssertionError:", e)
try:
    m * Matrix([[1, 2, 3]])
except AssertionError as e:
    print("AssertionError:", e.args[0])
x = 5
assert x == 5, "x must be 5"
try:
    assert x < 0, x
except AssertionError as e:
    print("value carried:", e.args[0] + 1)
