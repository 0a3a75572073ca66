# exec, eval and compile with explicit globals/locals dicts.
print(eval("1 + 2 * 3"), eval("[x * x for x in range(4)]"), eval("'abc'.upper()"))
env = {"a": 10, "b": 3}
print(eval("a // b + a % b", env), eval("a * k", env, {"k": 5}))
code = """
def square(n):
    return n * n
result = [square(i) for i in range(5)]
total = sum(result)
"""
ns = {}
exec(code, ns)
print(ns["result"], ns["total"], ns["square"](9), sorted(k for k in ns if k != "__builtins__"))
g = {"base": 100}
l = {}
exec("x = base + 1\ny = x * 2", g, l)
print(l, "x" in g)
compiled = compile("value * 2", "<expr>", "eval")
print(type(compiled).__name__, [eval(compiled, {"value": v}) for v in (1, 2.5, "ab")])
prog = compile("for i in range(3):\n    out.append(i * i)\n", "<prog>", "exec")
out = []
exec(prog, {"out": out})
exec(prog, {"out": out})
print(out, exec("1 + 1"))
counter = 0
exec("counter += 5")
print(counter)
def run_isolated():
    local_var = 7
    return eval("local_var * 6")
print(run_isolated())
for bad in ["1 +", "def", "x = = 1", "print('unclosed"]:
    try:
        compile(bad, "<bad>", "exec")
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno)
try:
    eval("undefined_thing + 1", {})
except NameError as e:
    print("NameError:", e)
try:
    eval("1 / 0")
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    eval("x = 1")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
calc_env = {"__builtins__": {"abs": abs, "min": min}}
print(eval("abs(-4) + min(3, 9)", calc_env))
try:
    eval("len('x')", calc_env)
except NameError as e:
    print("NameError:", e)
def make_function(name, body, params):
    src = f"def {name}({', '.join(params)}):\n" + "\n".join("    " + line for line in body)
    space = {}
    exec(src, space)
    return space[name]
hyp = make_function("hyp", ["return (a * a + b * b) ** 0.5"], ["a", "b"])
print(hyp(3, 4), hyp.__name__)
rules = ["x > 3", "x % 2 == 0", "x in (1, 8)"]
for x in [2, 4, 8, 9]:
    print(x, [eval(r, {"x": x}) for r in rules])
