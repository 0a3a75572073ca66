# for loops with else, break, continue and various iterables.
for i in range(3):
    print("i =", i)
else:
    print("done, i =", i)
for ch in "abc":
    if ch == "b":
        print("found b")
        break
else:
    print("no b")
for ch in "xyz":
    if ch == "b":
        break
else:
    print("no b in xyz")
for _ in []:
    print("never")
else:
    print("empty loop else")
def search(matrix, target):
    for r, row in enumerate(matrix):
        for c, v in enumerate(row):
            if v == target:
                return r, c
    return None
m = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print(search(m, 6), search(m, 10))
for row in m:
    for v in row:
        if v % 2 == 0:
            continue
        if v > 7:
            break
        print(v, end=" ")
    else:
        print("| row done")
        continue
    print("| broke out of row", row)
for key in {"a": 1, "b": 2}:
    print(key)
for a, b in zip([1, 2, 3], "xyz"):
    print(a, b, end="; ")
print()
for i in range(10, 0, -3):
    print(i, end=" ")
print()
items = [1, 2, 3, 4]
for x in items:
    if x == 2:
        items.remove(x)
print(items)
total = 0
for n in range(100):
    if n % 7:
        continue
    total += n
print(total)
words = ["apple", "Banana", "cherry", "date"]
for w in words:
    if w[0].isupper():
        print("first capitalised:", w)
        break
for idx in range(len(words) - 1, -1, -1):
    if len(words[idx]) == 6:
        print("last of length 6 at", idx)
        break
nested_total = 0
for i in range(4):
    for j in range(4):
        if j > i:
            break
        nested_total += i * 10 + j
print(nested_total)
