# compile() of _ast trees: parsed trees in every mode, trees built by hand with fix_missing_locations, trees
# rewritten by a NodeTransformer, compile(tree, ..., PyCF_ONLY_AST) handing the tree back, and the TypeError /
# ValueError messages for malformed trees (missing fields, wrong types, wrong contexts, empty bodies ...).
import ast
import re

tree = ast.parse("x = 6 * 7\nprint('exec', x)\n")
exec(compile(tree, "<tree>", "exec"))
print(eval(compile(ast.parse("1 + 2 * 3", mode="eval"), "<tree>", "eval")))
exec(compile(ast.parse("i = 5; print('single', i)", mode="single"), "<tree>", "single"))
print(compile(tree, "<tree>", "exec", ast.PyCF_ONLY_AST) is tree)

body = [ast.Assign(targets=[ast.Name("y", ast.Store())], value=ast.BinOp(ast.Constant(2), ast.Pow(), ast.Constant(10))),
        ast.Expr(ast.Call(ast.Name("print", ast.Load()), [ast.Constant("built"), ast.Name("y", ast.Load())], []))]
module = ast.fix_missing_locations(ast.Module(body=body, type_ignores=[]))
exec(compile(module, "<built>", "exec"))
print(module.body[0].lineno, module.body[0].col_offset, module.body[0].end_lineno)

fn = ast.parse("def add(a, b=10, *rest, k, **kw):\n    return a + b + k + len(rest) + len(kw)\n")
ns = {}
exec(compile(fn, "<fn>", "exec"), ns)
print(ns["add"](1, k=100), ns["add"](1, 2, 3, 4, k=5, z=6), ns["add"].__code__.co_varnames)


class Doubler(ast.NodeTransformer):
    def visit_Constant(self, node):
        if isinstance(node.value, int):
            return ast.copy_location(ast.Constant(node.value * 2), node)
        return node

    def visit_Name(self, node):
        if node.id == "secret":
            return ast.copy_location(ast.Constant("revealed"), node)
        return node


src = "total = 1 + 2 + 3\nprint('transformed', total, secret)\nitems = [n for n in range(3)]\nprint(items)\n"
new = ast.fix_missing_locations(Doubler().visit(ast.parse(src)))
exec(compile(new, "<transformed>", "exec"))
print(ast.unparse(new))

code = compile(ast.parse("class K:\n    def m(self):\n        return __class__\n"
                         "match [1, 2]:\n    case [a, *b] if a:\n        print('match', a, b)\n"
                         "try:\n    1/0\nexcept ZeroDivisionError as e:\n    print('caught', type(e).__name__)\n"
                         "with open(__file__) as fh:\n    print('with', bool(fh.readline()))\n"
                         "print(f'{1+1:>4}|{\"s\"!r}', *[1, 2], **{'sep': '-'})\n"
                         "g = (lambda *a, **k: (a, k))(1, x=2); print(g)\n"
                         "del g\nimport os.path as p, sys\nfrom collections import OrderedDict as OD\n"
                         "print(p.__name__, OD.__name__, 'ok')\n"), "<all>", "exec")
exec(code, {"__file__": __file__, "__name__": "m"})

P = dict(lineno=1, col_offset=0)


def attempt(label, tree, mode="exec"):
    try:
        compile(tree, "<bad>", mode)
        print(label, "compiled")
    except (TypeError, ValueError, SyntaxError, OverflowError) as e:
        print(label, type(e).__name__, re.sub(" at 0x[0-9a-f]+", "", str(e)))


def mod(*stmts):
    return ast.Module(body=list(stmts), type_ignores=[])


def name(n, ctx=None, **kw):
    return ast.Name(n, ctx or ast.Load(), **(kw or P))


attempt("no type_ignores", ast.Module(body=[]))
attempt("body not a list", ast.Module(body=5, type_ignores=[]))
attempt("body tuple", ast.Module(body=(), type_ignores=[]))
attempt("stmt no lineno", mod(ast.Pass()))
attempt("stmt no col", mod(ast.Pass(lineno=1)))
attempt("expr field missing", mod(ast.Expr(**P)))
attempt("expr field None", mod(ast.Expr(None, **P)))
attempt("inner no lineno", mod(ast.Expr(ast.Name("x", ast.Load()), **P)))
attempt("no ctx", mod(ast.Expr(ast.Name("x", **P), **P)))
attempt("ctx None", mod(ast.Expr(ast.Name("x", None, **P), **P)))
attempt("ctx class", mod(ast.Expr(ast.Name("x", ast.Load, **P), **P)))
attempt("store in load", mod(ast.Expr(name("x", ast.Store()), **P)))
attempt("load in store", mod(ast.Assign([name("x")], ast.Constant(1, **P), **P)))
attempt("constant target", mod(ast.Assign([ast.Constant(1, **P)], ast.Constant(1, **P), **P)))
attempt("del ctx", mod(ast.Delete([name("x", ast.Store())], **P)))
attempt("identifier int", mod(ast.Expr(ast.Name(5, ast.Load(), **P), **P)))
attempt("bad constant", mod(ast.Expr(ast.Constant([1], **P), **P)))
attempt("bad nested constant", mod(ast.Expr(ast.Constant((1, [2]), **P), **P)))
attempt("tuple constant", mod(ast.Expr(ast.Constant((1, (2, "x"), None), **P), **P)))
attempt("bad kind", mod(ast.Expr(ast.Constant(1, kind=5, **P), **P)))
attempt("lineno str", mod(ast.Expr(ast.Constant(1, lineno="a", col_offset=0), **P)))
attempt("lineno huge", mod(ast.Expr(ast.Constant(1, lineno=2**70, col_offset=0), **P)))
attempt("not a stmt", mod(5))
attempt("expr as stmt", mod(name("x")))
attempt("wrong root", ast.Expression(body=ast.Constant(1, **P)), "exec")
attempt("wrong root eval", ast.Module(body=[], type_ignores=[]), "eval")
attempt("pass as root", ast.Pass(), "exec")
attempt("not a tree", 5)
attempt("empty def", mod(ast.FunctionDef("f", ast.arguments([], [], None, [], [], None, []), [], [], **P)))
attempt("args missing", mod(ast.FunctionDef("f", ast.arguments(), [ast.Pass(**P)], [], **P)))
attempt("empty targets", mod(ast.Assign([], ast.Constant(1, **P), **P)))
attempt("None name", mod(ast.Expr(name("None"), **P)))
attempt("bad op", mod(ast.Expr(ast.BinOp(ast.Constant(1, **P), ast.Load(), ast.Constant(1, **P), **P), **P)))
attempt("short boolop", mod(ast.Expr(ast.BoolOp(ast.And(), [ast.Constant(1, **P)], **P), **P)))
attempt("empty if", mod(ast.If(ast.Constant(1, **P), [], [], **P)))
attempt("no comparators", mod(ast.Expr(ast.Compare(ast.Constant(1, **P), [], [], **P), **P)))
attempt("dict sizes", mod(ast.Expr(ast.Dict([], [ast.Constant(1, **P)], **P), **P)))
attempt("empty global", mod(ast.Global([], **P)))
attempt("empty import", mod(ast.Import([], **P)))
attempt("empty with", mod(ast.With([], [ast.Pass(**P)], **P)))
attempt("empty delete", mod(ast.Delete([], **P)))
attempt("bare try", mod(ast.Try([ast.Pass(**P)], [], [], [], **P)))
attempt("cause only", mod(ast.Raise(None, ast.Constant(1, **P), **P)))
attempt("alias no lineno", mod(ast.ImportFrom("x", [ast.alias("*")], 0, **P)))
attempt("keyword no lineno", mod(ast.Expr(ast.Call(name("f"), [], [ast.keyword(None, ast.Constant(1, **P))], **P), **P)))
attempt("no generators", mod(ast.Expr(ast.ListComp(name("x"), [], **P), **P)))
attempt("return outside", mod(ast.Return(**P)))
attempt("subclass node", mod(ast.Expr(type("N", (ast.Name,), {})("x", ast.Load(), **P), **P)))

# bytes sources are decoded as CPython decodes them: a coding cookie, a BOM, else UTF-8 (columns count the
# UTF-8 bytes of the decoded text)
print(ast.dump(ast.parse(b"# -*- coding: latin-1 -*-\nx = '\xe9'\n"), include_attributes=True))
print(ast.dump(ast.parse("y = 'é'".encode()), include_attributes=True), ast.parse(b"\xef\xbb\xbfz = 1").body[0].targets[0].id)
exec(compile(b"print('bytes source', 6 * 7)", "<bytes>", "exec"))
attempt("null byte", b"x = 1\0")
