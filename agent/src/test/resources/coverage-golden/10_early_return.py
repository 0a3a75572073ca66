def first_even(items):
    for x in items:
        if x % 2 == 0:
            return x
    return None


def sign(x):
    if x > 0:
        return 1
    if x < 0:
        return -1
    return 0


print(first_even([1, 3, 4]), first_even([1]))
print(sign(5), sign(-5))
