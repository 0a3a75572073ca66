# Fails on purpose: an assertion with a message fails at the top level.
def mean(xs):
    assert xs, "mean of empty list"
    return sum(xs) / len(xs)
print(mean([1, 2, 3]))
try:
    mean([])
except AssertionError as e:
    print("caught:", e)
def check_sorted(xs):
    for a, b in zip(xs, xs[1:]):
        assert a <= b, f"not sorted: {a} > {b}"
    return True
print(check_sorted([1, 2, 2, 5]))
data = [3, 1, 2]
data.sort()
print(check_sorted(data))
balance = 100
for amount in [30, 50, 40]:
    balance -= amount
    print("balance", balance)
assert balance >= 0, f"balance went negative: {balance}"
print("not reached")
