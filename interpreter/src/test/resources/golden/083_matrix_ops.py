# Matrix operations on lists of lists: multiply, transpose, determinant, inverse with fractions-free ints.
def mat_mul(a, b):
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]
def mat_pow(m, k):
    result = identity(len(m))
    while k:
        if k & 1:
            result = mat_mul(result, m)
        m = mat_mul(m, m)
        k >>= 1
    return result
def det(m):
    if len(m) == 1:
        return m[0][0]
    total = 0
    for c in range(len(m)):
        minor = [row[:c] + row[c + 1:] for row in m[1:]]
        total += (-1) ** c * m[0][c] * det(minor)
    return total
def solve(a, b):
    n = len(a)
    m = [list(map(float, row)) + [float(v)] for row, v in zip(a, b)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-12:
            raise ValueError("singular matrix")
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [round(m[i][n] / m[i][i], 9) for i in range(n)]
def show(m):
    width = max(len(str(v)) for row in m for v in row)
    for row in m:
        print("  [" + " ".join(str(v).rjust(width) for v in row) + "]")
a = [[1, 2, 3], [4, 5, 6]]
b = [[7, 8], [9, 10], [11, 12]]
show(mat_mul(a, b))
show(transpose(a))
fib = mat_pow([[1, 1], [1, 0]], 90)
print("fib(90) =", fib[0][1])
m = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
print("det:", det(m), det(identity(4)), det([[1, 2], [2, 4]]))
print("solve:", solve(m, [4, 2, 31]))
try:
    solve([[1, 2], [2, 4]], [1, 2])
except ValueError as e:
    print("ValueError:", e)
rot = [[0, -1], [1, 0]]
print([mat_pow(rot, k) for k in range(5)])
big = [[(i * 7 + j * 3) % 10 for j in range(6)] for i in range(6)]
print(det(big), sum(map(sum, mat_mul(big, big))))
def spiral(m):
    out = []
    while m:
        out += m[0]
        m = [list(r) for r in zip(*m[1:])][::-1]
    return out
print(spiral([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]))
