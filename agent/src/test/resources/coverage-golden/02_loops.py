def find(items, goal):
    for i, item in enumerate(items):
        if item == goal:
            break
        if item < 0:
            continue
        print(i)
    else:
        return -1
    return i


print(find([1, -2, 3], 3))
print(find([1, 2], 9))
n = 0
while n < 5:
    n += 1
    if n == 2:
        continue
    if n == 10:
        break
else:
    print("done", n)
while True:
    n -= 1
    if n < 2:
        break
for c in "":
    print(c)
