# The encoder's errors and its default function: circular references through lists, dicts and default,
# keys JSON cannot have (and skipkeys), out-of-range floats, default called for unknown objects.
import json


def show(f):
    try:
        print(f())
    except (TypeError, ValueError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)


loop = []
loop.append(loop)
show(lambda: json.dumps(loop))
d = {"a": 1}
d["self"] = d
show(lambda: json.dumps(d))
show(lambda: json.dumps([d], check_circular=True))
shared = [1, 2]
show(lambda: json.dumps([shared, shared, {"x": shared}]))
show(lambda: json.dumps({(1, 2): 3}))
show(lambda: json.dumps({b"k": 3}))
show(lambda: json.dumps({(1, 2): 3, "ok": 1, frozenset(): 2}, skipkeys=True))
show(lambda: json.dumps(float("nan"), allow_nan=False))
show(lambda: json.dumps([1, float("inf")], allow_nan=False))
show(lambda: json.dumps({float("-inf"): 1}, allow_nan=False))
show(lambda: json.dumps({float("-inf"): 1}))
show(lambda: json.dumps({"a": 1, 2: "b"}, sort_keys=True))
show(lambda: json.dumps(object()))
show(lambda: json.dumps({1, 2}))
show(lambda: json.dumps(b"bytes"))
show(lambda: json.dumps(1 + 2j, default=lambda z: [z.real, z.imag]))
show(lambda: json.dumps({"when": range(3)}, default=list))
show(lambda: json.dumps([object()], default=lambda o: 1 / 0))


class Node:
    def __init__(self, name):
        self.name = name
        self.peer = None


a, b = Node("a"), Node("b")
a.peer, b.peer = b, a
show(lambda: json.dumps(a, default=lambda n: {"name": n.name, "peer": n.peer}))
show(lambda: json.dumps(a, default=lambda n: n.name))
calls = []


def default(o):
    calls.append(type(o).__name__)
    return str(o)


print(json.dumps([1j, {"x": 2j}, (3j,)], default=default), calls)
