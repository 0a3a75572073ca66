def check(x):
    assert x > 0, "positive"
    if x > 5:
        raise ValueError("big")
    return x * 2


print(check(3))
try:
    check(9)
except ValueError as e:
    print(e)
assert check(1) == 2
