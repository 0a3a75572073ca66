# list methods and behaviour.
xs = [5, 3, 8]
xs.append(1)
xs.extend([9, 2])
xs.insert(0, 7)
xs.insert(100, 0)
xs.insert(-1, 6)
print(xs, len(xs))
print(xs.pop(), xs.pop(0), xs.pop(-2), xs)
xs.remove(8)
print(xs, xs.index(9), xs.count(3), 3 in xs, 42 not in xs)
xs.sort()
print(xs)
xs.sort(reverse=True)
print(xs)
xs.reverse()
print(xs)
ys = xs.copy()
ys.append(100)
print(xs, ys, xs == ys[:-1], xs is ys)
ys.clear()
print(ys, bool(ys), bool(xs))
words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
pairs.sort()
print(pairs)
pairs.sort(key=lambda p: p[1])
print(pairs)
print([1, 2] + [3], [0] * 5, [[]] * 2, 2 * [1, 2])
grid = [[0] * 3 for _ in range(3)]
grid[1][1] = 5
alias = [[0] * 3] * 3
alias[1][1] = 5
print(grid, alias)
print([1, 2, 3] < [1, 2, 4], [1, 2] < [1, 2, 0], [2] > [1, 99], [] == [], [1, [2]] == [1, [2]])
for bad in [lambda: [].pop(), lambda: [1].remove(2), lambda: [1].index(5), lambda: [1, "a"].sort(), lambda: [][0]]:
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
stack = []
for token in "3 4 + 2 *".split():
    if token.isdigit():
        stack.append(int(token))
    else:
        b, a = stack.pop(), stack.pop()
        stack.append(a + b if token == "+" else a * b)
print(stack)
nums = list(range(10))
evens = [n for n in nums if n % 2 == 0]
print(evens, sum(evens), max(nums), min(nums), list(reversed(nums))[:3])
nested = [1, [2, [3, [4]]]]
print(nested, nested[1][1][1][0], len(nested))
r = [1, 2]
r.append(r)
print(r)
m = [3, 1, 2]
m += [0]
m *= 2
print(m, m.index(1, 2), m.count(0))
print(list(), list((1, 2)), list({3: 4}), list("ab"))
