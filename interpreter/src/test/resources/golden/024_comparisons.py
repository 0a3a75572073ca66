# Chained comparisons, identity and membership.
x = 5
print(1 < x < 10, 1 < x > 10, 0 <= x <= 5 < 6, 5 == x == 5.0, 1 < 2 < 3 < 4 < 2)
print(3 > 2 > 1, 3 > 2 < 1, 1 != 2 != 1, x is not None, x is x)

calls = []
def val(v):
    calls.append(v)
    return v

print(val(1) < val(0) < val(5), calls)
calls.clear()
print(val(1) < val(2) < val(3), calls)
a = [1, 2]
b = [1, 2]
c = a
print(a == b, a is b, a is c, a is not b, c is not a)
print(None is None, True is True, type(None) is type(None))
print(2 in [1, 2], 3 not in (1, 2), "b" in "abc", "bc" in "abc", 1 in {1: "x"}, "x" in {1: "x"})
print([] in [[]], (1,) in [(1,)], 0 in range(0), 0.0 in [0], "" in "")
print(1 == 1.0, x is True, 0 == False, "1" == 1, [1] == (1,), None == 0)
print(1 < 2.5, 2.5 <= 2, -1 < -0.5, 10 ** 30 > 1e29, 10 ** 400 > 1e308, float("inf") > 10 ** 400)
print("abc" < "abd", ("a", 1) < ("a", 2), [1, "x"] < [2], "Z" < "a", "10" < "9")
for bad in [lambda: 1 < "a", lambda: [1] < (1,), lambda: None < None, lambda: {} > {}]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

def grade(score):
    if 90 <= score <= 100:
        return "A"
    elif 80 <= score < 90:
        return "B"
    elif 70 <= score < 80:
        return "C"
    elif 0 <= score < 70:
        return "F"
    return "?"

print([grade(s) for s in [100, 95, 85, 80, 79, 12, -1, 101]])
print(not 1 == 2, not (1 < 2 < 3), (1 < 2) == True, (1 < 2) + (3 < 4))
class Anything:
    def __eq__(self, other):
        return True
print(Anything() in [1, 2], 5 in [Anything()], [Anything()] == [7])
nan = float("nan")
print(nan in [nan], [nan] == [nan], nan == nan)
print(min(3, 1, 2) < max(0, 9) == 9, 0 < x < 10 != 11)
