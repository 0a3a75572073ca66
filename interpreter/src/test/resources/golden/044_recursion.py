# Recursive functions: classic algorithms.
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print([fact(i) for i in range(8)], fact(30))
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
moves = []
hanoi(4, "A", "C", "B", moves)
print(len(moves), moves[:5])
def permutations(xs):
    if len(xs) <= 1:
        return [xs[:]]
    out = []
    for i in range(len(xs)):
        for p in permutations(xs[:i] + xs[i + 1:]):
            out.append([xs[i]] + p)
    return out
print(permutations([1, 2, 3]), len(permutations(list(range(5)))))
def flatten(x):
    if not isinstance(x, list):
        return [x]
    return [y for item in x for y in flatten(item)]
print(flatten([1, [2, [3, [4, [5]]]], [[6]], 7]))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3), ackermann(3, 3))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(100), is_odd(7), is_even(301))
def power_set(s):
    if not s:
        return [[]]
    rest = power_set(s[1:])
    return rest + [[s[0]] + r for r in rest]
print(power_set(["a", "b", "c"]))
def binary_search(xs, target, lo=0, hi=None):
    if hi is None:
        hi = len(xs)
    if lo >= hi:
        return -1
    mid = (lo + hi) // 2
    if xs[mid] == target:
        return mid
    if xs[mid] < target:
        return binary_search(xs, target, mid + 1, hi)
    return binary_search(xs, target, lo, mid)
data = list(range(0, 100, 3))
print([binary_search(data, t) for t in (0, 27, 99, 50, -1)])
def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) // 2
    left, right = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i]); i += 1
        else:
            out.append(right[j]); j += 1
    return out + left[i:] + right[j:]
print(merge_sort([38, 27, 43, 3, 9, 82, 10, -5, 27]))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)
print(gcd(2 ** 40, 6 ** 20), gcd(17, 5))
