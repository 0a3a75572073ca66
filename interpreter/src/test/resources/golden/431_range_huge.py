# range with bounds beyond 2**63 (test_bisect uses them), as CPython 3.11
r = range(2 ** 64, 2 ** 66, 3)
checks = [lambda: len(r), lambda: r[5], lambda: r[-1], lambda: r[2 ** 62], lambda: r[1:2 ** 65],
          lambda: 2 ** 64 + 3 in r, lambda: 2 ** 64 + 4 in r, lambda: r.index(2 ** 64 + 6),
          lambda: r.count(2 ** 64), lambda: r.count(1), lambda: next(iter(r)), lambda: next(reversed(r)), lambda: repr(r),
          lambda: r == range(2 ** 64, 2 ** 66, 3), lambda: r == range(2 ** 64, 2 ** 66 - 1, 3),
          lambda: hash(r) == hash(range(2 ** 64, 2 ** 66 - 1, 3)), lambda: bool(r), lambda: r[::-1],
          lambda: r[::2 ** 70], lambda: range(0, 2 ** 63)[2 ** 63 - 1], lambda: len(range(2 ** 63)),
          lambda: len(range(2 ** 63 - 1)), lambda: len(range(-2 ** 63, 1)), lambda: range(2 ** 100)[-1],
          lambda: r.index(5), lambda: r[2 ** 100], lambda: r[-2 ** 100], lambda: range(2 ** 100).index(2 ** 99),
          lambda: list(range(2 ** 64, 2 ** 64 + 3)), lambda: list(reversed(range(2 ** 64, 2 ** 64 + 3))),
          lambda: range(-2 ** 70, 2 ** 70)[2 ** 69:-2 ** 69:2 ** 60], lambda: range(10)[2 ** 100:],
          lambda: range(10)[-2 ** 100:3], lambda: r.start, lambda: r.stop, lambda: r.step, lambda: range(2 ** 64) == range(0),
          lambda: range(0, 2 ** 70, 2 ** 68) == range(0, 2 ** 70 - 1, 2 ** 68), lambda: sum(range(2 ** 64, 2 ** 64 + 5)),
          lambda: r.__reduce__(), lambda: reversed(range(2 ** 64)).__length_hint__(), lambda: iter(r).__length_hint__(),
          lambda: list(zip(range(2 ** 65, 2 ** 66, 2 ** 63), 'abc')), lambda: range(2 ** 64, 0, -2 ** 62)[1:3]]
for f in checks:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
