

# exceptions' attributes refuse what CPython refuses; SyntaxError's details are checked as CPython checks them
def attempt(label, f):
    try:
        r = f()
        print(label, "->", r)
    except Exception as e:
        print(label, "->", type(e).__name__, e)
attempt("tb=5", lambda: setattr(Exception(), "__traceback__", 5))
attempt("del tb", lambda: delattr(Exception(), "__traceback__"))
attempt("cause=1", lambda: setattr(Exception(), "__cause__", 1))
attempt("del cause", lambda: delattr(Exception(), "__cause__"))
attempt("context=1", lambda: setattr(Exception(), "__context__", 1))
attempt("del context", lambda: delattr(Exception(), "__context__"))
attempt("del args", lambda: delattr(Exception(), "args"))
attempt("args=5", lambda: setattr(Exception(), "args", 5))
attempt("del suppress", lambda: delattr(Exception(), "__suppress_context__"))
attempt("suppress=5", lambda: setattr(Exception(), "__suppress_context__", 5) )
for args in (("bad.py", 1, 2), ("bad.py", 1, 2, 4, 5, 6, 7), ("bad.py", 1, 2, "abcdefg", 1), ("f", 1, 2, "t", 3, 4), ("f",), 5, []):
    attempt("SyntaxError%r" % (args,), lambda: SyntaxError("m", args).args)
e = SyntaxError("m", ("f", 1, 2, "t", 3, 4))
print(e.filename, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset, e.msg, e.args)


# where the compiler's errors point, and an undecodable source's error has no location
sources = [b"\xef\xbb\xbf#coding: utf8\nprint(1)\n", b"\xef\xbb\xbf# coding: latin-1\n",
           "def f():\n  from _ import *", "{i for i in range(5) if (j := 0) for j in range(5)}",
           "[i for i in range(5) if (j := 0) for k, j in []]",
           "def f():\n  global x\n  nonlocal x", "def f():\n  x = 1\n  def g():\n    nonlocal x\n    global x"]
for s in sources:
    try:
        compile(s, "<t>", "exec")
        print("no error")
    except SyntaxError as e:
        print(repr(e.msg), e.filename, e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text), e.args if e.lineno == 0 else "")


# '=' written for '==' or ':=' in a display or a subscript: CPython's hints
for s in ['{1=2}', '[x=1]', '(1=2)', '{"a"=1, 2:3}', '[1=2]', '{x=1}', '(x=1)', '(f()=1)', '{x.y=1}', 'x[a=1]', 'x[1, a=1]', '(a, b=1)', '[*a=1]', '(yield x = 1)', '[x.y=1]', '[a==1]', '[a=1==2]', '[a := 1 = 2]', '[(x)=1]', '[x=y=1]', '[x=]', 'x = [a, b]', '[a for a in b=1]', '(1, 2)=3']:
  try: compile(s,'<t>','exec'); print(repr(s), 'ok')
  except SyntaxError as e: print(repr(s), repr(e.msg), e.offset, e.end_offset)


# input that ends inside a call's brackets after a generator argument: the bracket was never closed
srcs = ['"\\\n"(1 for c in I,\\\n\\', '(1, 2,\\\n\\', 'x = (1,\\\n\\', 'f(a for a in b, c\\\n\\', 'x = 1\\\n\\', 'f(1 for c in I,\n', '(1 for c in I,\\\n']
for s in srcs:
    try:
        compile(s, "<t>", "exec")
        print("no error")
    except SyntaxError as e:
        print(repr(s), repr(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset)
for s in ['f(1 for c in I, 2)', 'f(x, 1 for c in I)', 'f(1 for c in I, )', 'f(1 for c in I, *)', 'f(a, 1 for c in I,\n', 'f(1 for c in I,\n\n(']:
    try:
        compile(s, "<t>", "exec")
        print("no error")
    except SyntaxError as e:
        print(repr(s), repr(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset)
