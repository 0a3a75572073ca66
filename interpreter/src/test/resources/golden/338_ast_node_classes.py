# The _ast module's node classes: the class tree, _fields/_attributes/__match_args__ and docs of every class,
# None on the class for optional fields, constructors with positional and keyword arguments and their errors,
# the singletons' classes, the compile flags, pickling support (__reduce__), pattern matching on
# nodes, and ast.py's deprecated aliases (Num, Str ...) that sit on top of them.
import _ast
import ast
import re

names = [n for n in dir(_ast) if not n.startswith("__")]
print(len(names), names)
for n in names:
    c = getattr(_ast, n)
    if isinstance(c, type):
        own = {k: v for k, v in vars(c).items() if not k.startswith("__") or k == "__match_args__"}
        print(n, c.__module__, [b.__name__ for b in c.__mro__], re.sub(" at 0x[0-9a-f]+", "", str(own)), repr(c.__doc__))
    else:
        print(n, c)

print(_ast.AST is ast.AST, ast.Name is _ast.Name)
print(ast.PyCF_ONLY_AST, ast.PyCF_TYPE_COMMENTS, ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)

n = ast.Name("x", ast.Load())
print(n.id, type(n.ctx).__name__, n._fields, hasattr(n, "lineno"), n.end_lineno)
n = ast.Name(id="y", ctx=ast.Store(), lineno=3, extra=5)
print(n.id, n.lineno, n.extra, n.end_col_offset, vars(n).keys())
f = ast.FunctionDef("f")
print(f.name, f.returns, f.type_comment, hasattr(f, "body"))
try:
    f.body
except AttributeError as e:
    print("AttributeError", e)
for call in (lambda: ast.Name("a", ast.Load(), 3), lambda: ast.Pass(1), lambda: ast.Load(1),
             lambda: ast.BinOp(1, 2, 3, 4), lambda: ast.AST(1)):
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
print(ast.AST().__dict__, ast.AST(x=1).x)
print(ast.Load() is ast.Load(), type(ast.Load()) is ast.Load)
print(ast.Constant(5).value, ast.Constant(5).kind, ast.Constant("s", "u").kind)

tree = ast.parse("x = 1\n")
print(tree.__reduce__()[0] is ast.Module, sorted(tree.__reduce__()[2]))
print(ast.Load().__reduce__())
state = tree.body[0].__reduce__()
clone = state[0](*state[1])
clone.__dict__.update(state[2])
print(ast.dump(clone, include_attributes=True))

match tree.body[0]:
    case ast.Assign([ast.Name(target)], ast.Constant(value)):
        print("matched", target, value)

print(isinstance(ast.Constant(1), ast.Num), isinstance(ast.Constant("s"), ast.Str), isinstance(ast.Constant(1), ast.Str))
num = ast.Num(42)
print(type(num).__name__, num.n, num.value)
print(ast.Str("s").s, type(ast.Bytes(b"b")).__name__, type(ast.NameConstant(None)).__name__,
      type(ast.Ellipsis()).__name__)
print(isinstance(tree.body[0], ast.stmt), isinstance(tree.body[0].value, ast.expr), issubclass(ast.Add, ast.operator))

class MyName(ast.Name):
    _fields = ("id", "ctx", "more")

m = MyName("a", ast.Load(), 7)
print(m.more, isinstance(m, ast.expr), MyName.__match_args__)
t = ast.parse("a.b.c(1, k=2)", mode="eval")
print([type(x).__name__ for x in ast.walk(t)])
print([(k, type(v).__name__) for k, v in ast.iter_fields(ast.Name("q", ast.Load()))])
