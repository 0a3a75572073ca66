# contextvars: variables, tokens, contexts (a mapping, run, copy) and one current context per thread
import contextvars
import threading
from contextvars import Context, ContextVar, Token, copy_context
import re


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        # addresses differ from run to run
        print(type(e).__name__, re.sub(r"0x[0-9a-f]+", "0x..", str(e)))


def norm(s):
    return re.sub(r"0x[0-9a-f]+", "0x..", s)


print(contextvars.__all__, sorted(n for n in dir(contextvars) if not n.startswith("_")))
v = ContextVar("v", default=1)
w = ContextVar("w")
print(v.name, w.name, norm(repr(v)), norm(repr(w)))
print(v.get(), v.get(5), w.get(7))
show(lambda: w.get())
show(lambda: w.get(1, 2))
show(lambda: ContextVar(1))
show(lambda: ContextVar())
show(lambda: ContextVar("a", 1))
show(lambda: ContextVar(name="named").name)
show(lambda: Context(1))
show(lambda: Token())
show(lambda: type("X", (ContextVar,), {}))
show(lambda: type("X", (Context,), {}))
show(lambda: v.set())
show(lambda: v.reset(1))


def setname():
    v.name = "x"


show(setname)
print(ContextVar[int], Token[str])

t = v.set(10)
print(v.get(), t.var is v, t.old_value is Token.MISSING, Token.MISSING, norm(repr(t)))
t2 = v.set(20)
print(v.get(), t2.old_value)
v.reset(t2)
print(v.get())
show(lambda: v.reset(t2))
show(lambda: w.reset(t))
v.reset(t)
print(v.get(), norm(repr(t)))

# a context is an immutable-looking mapping of the variables set in it
ctx = copy_context()
print(len(ctx), list(ctx), v in ctx)
t = v.set(3)
w.set("x")
ctx2 = copy_context()
print(len(ctx2), sorted(k.name for k in ctx2), ctx2[v], ctx2.get(w), ctx2.get(ContextVar("z"), "dflt"))
print(sorted(x.name for x in ctx2.keys()), sorted(map(str, ctx2.values())), sorted((k.name, val) for k, val in ctx2.items()))
print(type(ctx2.keys()).__name__, type(ctx2.values()).__name__, type(ctx2.items()).__name__, type(iter(ctx2)).__name__)
show(lambda: ctx2[1])
show(lambda: 1 in ctx2)
show(lambda: ctx2.get(1))
show(lambda: ctx[w])
show(lambda: hash(ctx2))
print(ctx2 == copy_context(), ctx2 == ctx, ctx2 != ctx, ctx2 == 1, Context() == Context())


# run: changes made inside stay in that context
def inside(x, *, y):
    v.set(x + y)
    return v.get(), w.get("none")


print(ctx.run(inside, 1, y=2), v.get())
print(ctx[v], ctx.get(w))
print(ctx.run(v.get), ctx.copy()[v])
show(lambda: ctx.run())


def reenter():
    return ctx.run(lambda: 1)


show(lambda: ctx.run(reenter))
print(ctx.run(lambda: copy_context() == ctx))
token = ctx.run(v.set, 99)
show(lambda: v.reset(token))
print(ctx.run(v.reset, token), ctx[v])

# a variable's value in one context does not show in another
c1 = Context()
c2 = Context()
c1.run(w.set, "one")
print(c1[w], w in c2, c2.run(w.get, "absent"))

# each thread starts with an empty context of its own
seen = []


def worker():
    seen.append((v.get(), w.get("unset")))
    v.set(1000)
    seen.append(v.get())


th = threading.Thread(target=worker)
th.start()
th.join()
print(seen, v.get(), w.get())


# an exception leaves the context it was raised in
def fails():
    v.set(-1)
    raise KeyError("boom")


c3 = copy_context()
show(lambda: c3.run(fails))
print(c3[v], v.get(), c3.run(lambda: 5))
