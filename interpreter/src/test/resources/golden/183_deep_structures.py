# Structures nested deeper than the recursion limit: repr and comparison raise RecursionError, as in CPython.
import sys

def nested_list(n):
    x = []
    for _ in range(n):
        x = [x]
    return x

def attempt(label, f):
    try:
        r = f()
        print(label, "->", r)
    except RecursionError as e:
        print(label, "->", type(e).__name__ + ":", e)

for n in (50, 100000):
    deep = nested_list(n)
    attempt("repr list %d" % n, lambda: len(repr(deep)))
    attempt("str list %d" % n, lambda: len(str(deep)))
    attempt("eq list %d" % n, lambda: deep == nested_list(n))
    attempt("lt list %d" % n, lambda: deep < nested_list(n))
    t = ()
    for _ in range(n):
        t = (t,)
    attempt("repr tuple %d" % n, lambda: len(repr(t)))
    attempt("eq tuple %d" % n, lambda: t == t[0])
    d = {}
    for _ in range(n):
        d = {"k": d}
    attempt("repr dict %d" % n, lambda: len(repr(d)))
    attempt("eq dict %d" % n, lambda: d == {"k": d["k"]} if n < 1000 else d == {"k": dict(d["k"])})

# a structure that contains itself is not deep
a = [1]
a.append(a)
print(repr(a), a == a)
# after the error the program goes on normally
print(repr(nested_list(3)), nested_list(3) == nested_list(3))
