# The debug tool's tests: breakpoints, stepping, variables and writes into a caller's frame.
# The "# AT:" markers name lines the tests look for.


def scaled(x, factor):
    result = x * factor  # AT:scaled
    return result  # AT:scaled-return


def compute(n):
    scale = 2  # AT:compute-first
    values = []

    for i in range(n):  # AT:compute-for
        values.append(scaled(i, 1))  # AT:compute-loop
    total = sum(values) * scale  # AT:compute-total
    return total


def main():
    data = {"a": 1, "b": [1, 2, 3], 7: ("x", None)}
    print("start")
    out = compute(4)  # AT:main-call
    print("total", out)
    print("done", data["a"])


main()
