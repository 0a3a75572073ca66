# List, dict, set comprehensions and generator expressions, incl. scoping.
squares = [x * x for x in range(10)]
print(squares)
print([x for x in squares if x % 2])
print([(x, y) for x in range(3) for y in range(x)])
print([[r * c for c in range(1, 4)] for r in range(1, 4)])
flat = [v for row in [[1, 2], [3], [], [4, 5, 6]] for v in row]
print(flat)
print({w: len(w) for w in ["alpha", "be", "gam"]})
print({n % 4 for n in range(20)})
print(sum(x for x in range(100) if x % 3 == 0), max(len(w) for w in "a bb ccc".split()))
print([c.upper() if c in "aeiou" else c for c in "comprehension"])
x = "outer"
result = [x for x in range(3)]
print(x, result)
n = 10
print([n * i for i in range(3)])
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs2 = [lambda i=i: i for i in range(3)]
print([f() for f in funcs2])
matrix = [[1, 2, 3], [4, 5, 6]]
transposed = [[row[i] for row in matrix] for i in range(3)]
print(transposed)
print([(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20) if a * a + b * b == c * c])
words = "the cat sat on the mat with the hat".split()
print({w: words.count(w) for w in words if len(w) > 2})
gen = (i * 2 for i in range(4))
print(next(gen), list(gen), list(gen))

class Scope:
    base = 10
    values = [i * 2 for i in range(3)]
    total = sum(values)
print(Scope.values, Scope.total, Scope.base)
print([y for y in (z * 2 for z in range(5)) if y > 2])
print(any(v > 5 for v in [1, 7]), all(v > 0 for v in []), any([]))
primes = [p for p in range(2, 40) if all(p % d for d in range(2, int(p ** 0.5) + 1))]
print(primes)
pairs = {(a, b) for a in range(3) for b in range(3) if a < b}
print(sorted(pairs))
lookup = {v: k for k, v in enumerate("abcde")}
print(lookup, [lookup[c] for c in "bead"])
nested_dict = {i: {j: i * j for j in range(3)} for i in range(3)}
print(nested_dict)
print(sorted({len(w) for w in words}), [len(w) for w in words][::3])
