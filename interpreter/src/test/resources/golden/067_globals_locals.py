# globals(), locals(), vars() snapshots and module-level namespace manipulation.
alpha = 1
beta = "two"
g = globals()
print(g["alpha"], g["beta"], g["__name__"], "g" in g, type(g).__name__)
g["gamma"] = 3.0
print(gamma)
def show_locals(a, b=2):
    c = a + b
    snapshot = locals()
    return sorted(snapshot.items())
print(show_locals(1))
def locals_is_snapshot():
    x = 1
    snap = locals()
    x = 2
    return snap["x"], x
print(locals_is_snapshot())
print(locals() is globals(), vars() is globals())
def closure_locals():
    outer_val = "o"
    def inner():
        inner_val = "i"
        return sorted(locals())
    return inner
print(closure_locals()())
def uses_free():
    captured = 10
    def inner():
        return sorted(locals().items()), captured
    return inner()
print(uses_free())
class Namespace:
    a = 1
    b = a + 1
    names = sorted(k for k in locals() if not k.startswith("__"))
print(Namespace.names)
class Obj:
    def __init__(self):
        self.p = 1
        self.q = [2]
o = Obj()
v = vars(o)
v["r"] = "added through vars"
print(o.r, sorted(vars(o)))
counter_names = [name for name in globals() if name.startswith("counter_")]
print(counter_names)
for i in range(3):
    globals()[f"counter_{i}"] = i * i
print(counter_0, counter_1, counter_2, sorted(n for n in globals() if n.startswith("counter_")))
def dynamic_lookup(name):
    return globals().get(name, "undefined")
print(dynamic_lookup("beta"), dynamic_lookup("nope"))
def modify_global_dict():
    globals()["alpha"] += 100
modify_global_dict()
print(alpha)
module_keys = [k for k in globals() if not k.startswith("__")]
print(module_keys[:6])
print("__builtins__" in globals(), globals()["__name__"] == __name__, __name__)
def args_and_locals(*args, **kwargs):
    return sorted(locals())
print(args_and_locals(1, k=2))
