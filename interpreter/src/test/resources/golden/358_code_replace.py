# code.replace() with CPython 3.11's keywords and checks, and types.coroutine over a generator function
import types


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


def add(a, b=2):
    x = 1
    return a + b + x


c = add.__code__
r = c.replace(co_name="plus", co_qualname="Adder.plus", co_filename="elsewhere.py")
print(r.co_name, r.co_qualname, r.co_filename, r.co_varnames, r.co_argcount, c.co_name)
print(r is c, type(r) is types.CodeType)
add.__code__ = r
print(add.__code__.co_name, add(1), add.__name__)


def consts():
    return "old"


consts.__code__ = consts.__code__.replace(co_consts=tuple("new" if k == "old" else k for k in consts.__code__.co_consts))
print(consts())


def uses_global():
    return len("abc")


uses_global.__code__ = uses_global.__code__.replace(co_names=("abs",))
print(uses_global.__code__.co_names)
try:
    uses_global()
except TypeError as e:
    print("TypeError:", e)


def renamed(p, q):
    return p - q


renamed.__code__ = renamed.__code__.replace(co_varnames=("left", "right"))
print(renamed.__code__.co_varnames, renamed(right=1, left=5))


def lines():
    a = 1
    return a


moved = lines.__code__.replace(co_firstlineno=100)
print(moved.co_firstlineno, sorted({ln for _, _, ln in moved.co_lines() if ln is not None}))
print(lines.__code__.co_firstlineno, sorted({ln for _, _, ln in lines.__code__.co_lines() if ln is not None}))


def closure():
    v = 3

    def inner():
        return v
    return inner


inner = closure()
inner.__code__ = inner.__code__.replace(co_name="renamed_inner")
print(inner(), inner.__code__.co_freevars, inner.__code__.co_name)

flags = c.replace(co_flags=c.co_flags | 0x100)
print(flags.co_flags & 0x100, c.co_flags & 0x100)

attempt("positional:", lambda: c.replace(1))
attempt("unknown:", lambda: c.replace(co_bogus=1))
attempt("str flags:", lambda: c.replace(co_flags="a"))
attempt("int name:", lambda: c.replace(co_name=1))
attempt("None filename:", lambda: c.replace(co_filename=None))
attempt("list consts:", lambda: c.replace(co_consts=[1]))
attempt("str code:", lambda: c.replace(co_code="a"))
attempt("nlocals:", lambda: c.replace(co_nlocals=7))
attempt("few varnames:", lambda: c.replace(co_varnames=("a",)))
attempt("many varnames:", lambda: c.replace(co_varnames=("p", "q", "r", "s")))
attempt("argcount:", lambda: c.replace(co_argcount=5))
attempt("negative argcount:", lambda: c.replace(co_argcount=-1))
attempt("negative stacksize:", lambda: c.replace(co_stacksize=-5))
attempt("negative firstlineno:", lambda: c.replace(co_firstlineno=-5))
attempt("huge flags:", lambda: c.replace(co_flags=2 ** 40))
attempt("float argcount:", lambda: c.replace(co_argcount=1.0))


@types.coroutine
def ticker(n):
    for i in range(n):
        got = yield i
        print("ticker got", got)
    return "done"


print(ticker.__code__.co_flags & 0x180, type(ticker(1)).__name__)


async def main():
    result = await ticker(2)
    print("ticker returned", result)
    return result


coro = main()
print("first", coro.send(None))
print("second", coro.send("a"))
try:
    coro.send("b")
except StopIteration as e:
    print("StopIteration", e.value)



@types.coroutine
def plain():
    return 42


print(plain() == 42, types.coroutine(ticker) is ticker)
