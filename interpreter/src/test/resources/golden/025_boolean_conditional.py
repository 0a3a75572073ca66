# and/or/not return operands; conditional expressions; truthiness.
print(1 and 2, 0 and 2, 1 or 2, 0 or 2, None or "dflt", "" or [] or 0, [] and 5)
print(not 0, not 3, not "", not [0], not None)
values = [0, 1, -1, 0.0, 0.5, "", "0", [], [0], (), {}, {0: 0}, set(), None, range(0), range(2)]
print([bool(v) for v in values])
trace = []
def t(v):
    trace.append(v)
    return v
print(t(0) and t(1), trace)
trace.clear()
print(t(1) or t(2), trace)
trace.clear()
print(t(0) or t("") or t("last"), trace)
for n in range(-2, 3):
    kind = "neg" if n < 0 else "zero" if n == 0 else "pos"
    print(n, kind, "even" if n % 2 == 0 else "odd")
def describe(xs):
    return f"{len(xs)} item{'s' if len(xs) != 1 else ''}" if xs else "empty"
print(describe([]), describe([1]), describe([1, 2]))
name = None
display = name or "anonymous"
print(display)
config = {"debug": 0}
level = config.get("debug") or config.get("level") or 3
print(level)
x = 7
print(x if x > 5 else -x, (lambda y: "big" if y > 100 else "small")(x))
print(True and "yes" or "no", False and "yes" or "no")
print((1, 2) and [3], {} or {"a": 1}, 0 or 0.0 or None)
def safe_div(a, b):
    return b and a / b
print(safe_div(1, 2), safe_div(1, 0))
cond = [(a, b, a and b, a or b) for a in (True, False) for b in (True, False)]
print(cond)
print(True + True, True * 3, -True, ~True, True == 1, hash(True), str(False), repr(True))
print(isinstance(True, int), type(True).__name__, bool.__name__, int(True) == 1)
