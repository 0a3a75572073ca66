# Fails on purpose: ZeroDivisionError while computing averages.
def average(values):
    return sum(values) / len(values)
groups = {"a": [1, 2, 3], "b": [10, 20], "c": []}
for name in ["a", "b"]:
    print(name, average(groups[name]))
def ratio_table(pairs):
    out = []
    for num, den in pairs:
        out.append(num // den)
    return out
print(ratio_table([(10, 3), (9, 3), (-7, 2)]))
checks = 0
for name, values in groups.items():
    checks += len(values)
print("values checked:", checks)
print("c", average(groups["c"]))
print("not reached")
def unused():
    return 0
unused()
unused()
unused()
