def classify(n):
    if n < 0:
        return "neg"
    elif n == 0:
        return "zero"
    elif n > 100:
        return "big"
    return "pos"


def unused():
    x = 1
    return x


for v in [1, 2, -3]:
    print(classify(v))
if len("ab") == 2:
    print("two")
else:
    print("other")
