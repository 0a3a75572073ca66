# code.co_lines(): (start, end, line) ranges that tile the code, in order; which lines they name
def simple(a, b):
    c = a + b
    if c > 10:
        return c
    return -c


def loop(items):
    total = 0
    for x in items:
        if x % 2:
            total += x
    return total


def check(code):
    ranges = list(code.co_lines())
    print(code.co_name, type(code.co_lines()).__name__ != "list")
    print(" lines:", sorted({line for _, _, line in ranges if line is not None}))
    print(" starts at 0:", ranges[0][0] == 0)
    print(" contiguous:", all(a[1] == b[0] for a, b in zip(ranges, ranges[1:])))
    print(" non-empty:", all(start < end for start, end, _ in ranges))
    print(" all tuples of 3:", all(isinstance(r, tuple) and len(r) == 3 for r in ranges))
    print(" even offsets:", all(start % 2 == 0 and end % 2 == 0 for start, end, _ in ranges))


check(simple.__code__)
check(loop.__code__)
check(compile("x = 1\ny = 2\n\nz = x + y\n", "<lines>", "exec"))
try:
    simple.__code__.co_lines(1)
except TypeError as e:
    print("TypeError")
