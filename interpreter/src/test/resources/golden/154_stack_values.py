# Values an expression holds on the stack while something else happens: exceptions raised mid-expression
# inside handlers, loops and with blocks, conditional expressions and short-circuits between operands,
# chained comparisons and augmented item assignment (which copy and swap stack values), and an
# expression nested deeply enough to need more than 256 stack slots.


class Box:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        if other == 13:
            raise ValueError("unlucky")
        return Box(self.v + other)

    def __repr__(self):
        return "Box(%r)" % (self.v,)


class Guard:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, kind, value, tb):
        self.log.append("exit " + (kind.__name__ if kind else "clean"))
        return kind is KeyError


def mid_expression(items):
    out = []
    for i, x in enumerate(items):
        try:
            y = i * 100 + (10 // x) + len(str(x)) * (1 if x > 0 else -1)
        except ZeroDivisionError:
            y = -1
        out.append(y)
    return out


def nested_handlers(n):
    total = 0
    for i in range(n):
        try:
            try:
                total = total + (i if i % 3 else {}["missing"]) + (Box(i) + i % 20).v
            except KeyError:
                total += 1000
            finally:
                total += 1
        except ValueError as e:
            total += 5 * len(str(e))
    return total


def in_with(keys):
    log = []
    d = {"a": 1}
    for k in keys:
        with Guard(log):
            log.append(d[k] + 10 * len(k) if k else None)
    return log


def chained(xs):
    hits = 0
    for a in xs:
        for b in xs:
            if 0 <= a < b <= 5 != a:
                hits += 1
            if a < b > (a if a % 2 else b) == b:
                hits += 100
    return hits


def augmented():
    d = {"k": 1, "j": [1, 2]}
    grid = [[0] * 3 for _ in range(3)]
    for i in range(9):
        d["k"] += i
        d["j"][i % 2] *= 2
        grid[i % 3][i // 3] += i * (2 if i % 2 else 3)
    box = Box(1)
    box.v += 41
    return d, grid, box


def short_circuit(vals):
    out = []
    for v in vals:
        out.append((v and v * 2) or (v is None and "none") or [v, v or 0, not v])
        out.append(v if v else (v, None) if v is None else -1)
        w = (z := (1 if v else 3) + 1) * z
        out.append(w)
    return out


def g(a, b):
    return a + b


def deep():
    return g(89, g(88, g(87, g(86, g(85, g(84, g(83, g(82, g(81, g(80, g(79, g(78, g(77, g(76, g(75, g(74, g(73, g(72, g(71, g(70, g(69, g(68, g(67, g(66, g(65, g(64, g(63, g(62, g(61, g(60, g(59, g(58, g(57, g(56, g(55, g(54, g(53, g(52, g(51, g(50, g(49, g(48, g(47, g(46, g(45, g(44, g(43, g(42, g(41, g(40, g(39, g(38, g(37, g(36, g(35, g(34, g(33, g(32, g(31, g(30, g(29, g(28, g(27, g(26, g(25, g(24, g(23, g(22, g(21, g(20, g(19, g(18, g(17, g(16, g(15, g(14, g(13, g(12, g(11, g(10, g(9, g(8, g(7, g(6, g(5, g(4, g(3, g(2, g(1, g(0, 1))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))


def swap_loop(n):
    a, b, c = 1, 2, 3
    for _ in range(n):
        a, b, c = c, a + b, b
    return a, b, c


print(mid_expression([5, 0, -3, 7, 0]))
print(nested_handlers(30))
print(in_with(["a", "", "zz", "a"]))
print(chained(range(-1, 7)))
print(augmented())
print(short_circuit([0, 1, None, "", "x", 2.5]))
print(deep())
print(swap_loop(50))
for _ in range(60):
    r = (mid_expression([1, 0]), nested_handlers(14), chained(range(4)), swap_loop(10), deep())
print(r)
