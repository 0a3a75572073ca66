# The traceback module over the VM's tracebacks: print_exc, format_exc, format_exception (chained causes and
# contexts, exception groups, notes, SyntaxError), extract_tb/extract_stack/walk_tb, TracebackException,
# print_stack and format_exception_only; linecache.getline serves the source lines.
import io
import linecache
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__)) + os.sep


def clean(text):
    # CPython names the program by its absolute path, frameweave as it was given
    return text.replace(HERE, "")


def show(text):
    print(clean(text), end="")


def inner(n):
    if n == 0:
        return {}.pop("missing")
    return inner(n - 1)


def outer():
    try:
        inner(2)
    except KeyError as e:
        raise ValueError("outer failed") from e


try:
    outer()
except ValueError:
    show(traceback.format_exc())
    print("---")
    show("".join(traceback.format_exception(*sys.exc_info())))
    print("--- limit 1")
    show(traceback.format_exc(limit=1))
    print("--- chain=False")
    show("".join(traceback.format_exception(sys.exc_info()[1], chain=False)))
    etype, value, tb = sys.exc_info()
    print([(os.path.basename(f.filename), f.lineno, f.name, f.line) for f in traceback.extract_tb(tb)])
    print([(f.f_code.co_name, lineno) for f, lineno in traceback.walk_tb(tb)])
    print(traceback.format_exception_only(etype, value))

try:
    try:
        divmod(1, 0)
    except ZeroDivisionError:
        [].pop()
except IndexError as e:
    show("".join(traceback.format_exception(e)))
    te = traceback.TracebackException.from_exception(e)
    print(type(te.__context__).__name__, te.exc_type.__name__, list(te.format_exception_only()))

try:
    raise ExceptionGroup("many", [ValueError("one"), TypeError("two")])
except ExceptionGroup as e:
    show("".join(traceback.format_exception(e)))

try:
    err = RuntimeError("with notes")
    err.add_note("first note")
    err.add_note("second note")
    raise err
except RuntimeError as e:
    show("".join(traceback.format_exception(e)))

try:
    compile("x = (1,\n  2 +\n", "<snippet>", "exec")
except SyntaxError as e:
    show("".join(traceback.format_exception_only(type(e), e)))
try:
    compile("a b", "prog.py", "exec")
except SyntaxError as e:
    show("".join(traceback.format_exception_only(e)))


def stack_here():
    return traceback.extract_stack()


frames = stack_here()
print([(os.path.basename(f.filename), f.name, f.line) for f in frames[-2:]])
show("".join(traceback.format_list(frames[-2:])))
out = io.StringIO()
traceback.print_stack(limit=1, file=out)
show(out.getvalue())
print(repr(linecache.getline(__file__, 1)))
print(repr(linecache.getline(__file__, 10**6)), repr(linecache.getline("/no/such/file.py", 1)))
print(len(linecache.getlines(__file__)) > 50, linecache.getline(traceback.__file__, 1)[:20])
fs = traceback.FrameSummary("f.py", 3, "fn", line="  x = 1  ")
print(fs.line, fs.lineno, repr(fs), fs == ("f.py", 3, "fn", "x = 1"))
try:
    raise KeyError("printed")
except KeyError:
    out = io.StringIO()
    traceback.print_exc(file=out)
    show(out.getvalue())
