package io.frameweave.interpreter.modules.ast;

import io.frameweave.interpreter.ast.Alias;
import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.MatchCase;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.ast.Pattern;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.UnaryOperator;
import io.frameweave.interpreter.ast.WithItem;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;

import java.util.List;

/**
 * A guest {@code _ast} tree (parsed, built or changed by a program) as the VM's syntax tree, for
 * {@code compile(tree, filename, mode)}: the fields are read and checked as CPython's {@code obj2ast} and its
 * validator do, with their messages. Columns are taken as they are (byte offsets become character columns: only
 * the columns of non-ASCII lines in tracebacks differ).
 */
public final class GuestTreeReader {
    private final AstTypes t;

    private GuestTreeReader(AstTypes types) {
        this.t = types;
    }

    /** The VM's tree of {@code tree}, which must be the root node {@code mode} asks for. */
    public static ModuleNode read(AstTypes types, PyObject tree, String mode) {
        String want = switch (mode) {
            case "exec" -> "Module";
            case "eval" -> "Expression";
            case "single" -> "Interactive";
            default -> "FunctionType";
        };
        if (!types.isInstance(tree, want)) {
            throw Py.TypeError("expected " + want + " node, got " + tree.type().name);
        }
        GuestTreeReader r = new GuestTreeReader(types);
        GuestFields f = new GuestFields(tree, want);
        switch (want) {
            case "Module": {
                List<Stmt> body = f.list("body", r::stmt);
                f.list("type_ignores", r::typeIgnore);
                return new ModuleNode.FileInput(body);
            }
            case "Interactive":
                return new ModuleNode.SingleInput(f.list("body", r::stmt));
            case "Expression":
                return new ModuleNode.EvalInput(r.requiredExpr(f, "body"));
            default:
                throw Py.ValueError("compile() mode 'func_type' requires flag PyCF_ONLY_AST");
        }
    }

    private Object typeIgnore(PyObject o) {
        AstGrammar.Kind k = kind(o, "type_ignore");
        GuestFields f = new GuestFields(o, k.name());
        f.integer("lineno");
        f.checkString("tag");
        return o;
    }

    /** The concrete kind of {@code o} within sum type {@code sum}; TypeError when it is none of them. */
    private AstGrammar.Kind kind(PyObject o, String sum) {
        AstGrammar.Kind k = t.kindOf(o, sum);
        if (k == null) {
            throw Py.TypeError("expected some sort of " + sum + ", but got " + Ops.repr(o));
        }
        return k;
    }

    /** The position attributes of a node of sum type {@code sum}, read before its fields, as CPython does. */
    private static Pos pos(PyObject o, String sum) {
        GuestFields f = new GuestFields(o, sum);
        int line = f.integer("lineno");
        int col = f.integer("col_offset");
        boolean endsOptional = AstGrammar.KINDS.get(sum).attributes().get(2).arity() == AstGrammar.Arity.OPTIONAL;
        int endLine = endsOptional ? f.optionalInteger("end_lineno", line) : f.integer("end_lineno");
        int endCol = endsOptional ? f.optionalInteger("end_col_offset", col) : f.integer("end_col_offset");
        return new Pos(line, col, endLine, endCol);
    }

    private static void nonEmpty(List<?> items, String what, String owner) {
        if (items.isEmpty()) {
            throw Py.ValueError("empty " + what + " on " + owner);
        }
    }

    // ---- statements ----

    private Stmt stmt(PyObject o) {
        Pos p = pos(o, "stmt");
        AstGrammar.Kind k = kind(o, "stmt");
        String name = k.name();
        GuestFields f = new GuestFields(o, name);
        switch (name) {
            case "FunctionDef":
            case "AsyncFunctionDef": {
                String id = f.identifier("name");
                Arguments args = arguments(f.required("args"));
                List<Stmt> body = f.list("body", this::stmt);
                List<Expr> decorators = f.list("decorator_list", this::expr);
                Expr returns = optionalExpr(f, "returns");
                f.checkString("type_comment");
                nonEmpty(body, "body", name);
                return new Stmt.FunctionDef(p, id, args, body, decorators, returns, name.startsWith("Async"));
            }
            case "ClassDef": {
                String id = f.identifier("name");
                List<Expr> bases = f.list("bases", this::expr);
                List<Keyword> keywords = f.list("keywords", this::keyword);
                List<Stmt> body = f.list("body", this::stmt);
                List<Expr> decorators = f.list("decorator_list", this::expr);
                nonEmpty(body, "body", name);
                return new Stmt.ClassDef(p, id, bases, keywords, body, decorators);
            }
            case "Return":
                return new Stmt.Return(p, optionalExpr(f, "value"));
            case "Delete": {
                List<Expr> targets = f.list("targets", e -> expr(e, Ctx.Del));
                nonEmpty(targets, "targets", name);
                return new Stmt.Delete(p, targets);
            }
            case "Assign": {
                List<Expr> targets = f.list("targets", e -> expr(e, Ctx.Store));
                Expr value = requiredExpr(f, "value");
                f.checkString("type_comment");
                nonEmpty(targets, "targets", name);
                return new Stmt.Assign(p, targets, value);
            }
            case "AugAssign":
                return new Stmt.AugAssign(p, requiredExpr(f, "target", Ctx.Store), operator(f.required("op")),
                        requiredExpr(f, "value"));
            case "AnnAssign": {
                Expr target = requiredExpr(f, "target", Ctx.Store);
                Expr annotation = requiredExpr(f, "annotation");
                Expr value = optionalExpr(f, "value");
                boolean simple = f.integer("simple") != 0;
                if (simple && !(target instanceof Expr.Name)) {
                    throw Py.TypeError("AnnAssign with simple non-Name target");
                }
                return new Stmt.AnnAssign(p, target, annotation, value, simple);
            }
            case "For":
            case "AsyncFor": {
                Expr target = requiredExpr(f, "target", Ctx.Store);
                Expr iter = requiredExpr(f, "iter");
                List<Stmt> body = f.list("body", this::stmt);
                List<Stmt> orelse = f.list("orelse", this::stmt);
                f.checkString("type_comment");
                nonEmpty(body, "body", name);
                return new Stmt.For(p, target, iter, body, orelse, name.startsWith("Async"));
            }
            case "While":
            case "If": {
                Expr test = requiredExpr(f, "test");
                List<Stmt> body = f.list("body", this::stmt);
                List<Stmt> orelse = f.list("orelse", this::stmt);
                nonEmpty(body, "body", name);
                return name.equals("If") ? new Stmt.If(p, test, body, orelse) : new Stmt.While(p, test, body, orelse);
            }
            case "With":
            case "AsyncWith": {
                List<WithItem> items = f.list("items", this::withItem);
                List<Stmt> body = f.list("body", this::stmt);
                f.checkString("type_comment");
                nonEmpty(items, "items", name);
                nonEmpty(body, "body", name);
                return new Stmt.With(p, items, body, name.startsWith("Async"));
            }
            case "Match": {
                Expr subject = requiredExpr(f, "subject");
                List<MatchCase> cases = f.list("cases", this::matchCase);
                nonEmpty(cases, "cases", name);
                return new Stmt.Match(p, subject, cases);
            }
            case "Raise": {
                Expr exc = optionalExpr(f, "exc");
                Expr cause = optionalExpr(f, "cause");
                if (exc == null && cause != null) {
                    throw Py.ValueError("Raise with cause but no exception");
                }
                return new Stmt.Raise(p, exc, cause);
            }
            case "Try":
            case "TryStar": {
                List<Stmt> body = f.list("body", this::stmt);
                List<ExceptHandler> handlers = f.list("handlers", this::handler);
                List<Stmt> orelse = f.list("orelse", this::stmt);
                List<Stmt> finalbody = f.list("finalbody", this::stmt);
                nonEmpty(body, "body", name);
                if (handlers.isEmpty() && finalbody.isEmpty()) {
                    throw Py.ValueError(name + " has neither except handlers nor finalbody");
                }
                if (handlers.isEmpty() && !orelse.isEmpty()) {
                    throw Py.ValueError(name + " has orelse but no except handlers");
                }
                return new Stmt.Try(p, body, handlers, orelse, finalbody, name.equals("TryStar"));
            }
            case "Assert":
                return new Stmt.Assert(p, requiredExpr(f, "test"), optionalExpr(f, "msg"));
            case "Import": {
                List<Alias> names = f.list("names", this::alias);
                nonEmpty(names, "names", name);
                return new Stmt.Import(p, names);
            }
            case "ImportFrom": {
                String module = f.optionalIdentifier("module");
                List<Alias> names = f.list("names", this::alias);
                int level = f.optionalInteger("level", 0);
                if (level < 0) {
                    throw Py.ValueError("Negative ImportFrom level");
                }
                nonEmpty(names, "names", name);
                return new Stmt.ImportFrom(p, module, names, level);
            }
            case "Global":
            case "Nonlocal": {
                List<String> names = f.list("names", GuestFields::identifier);
                nonEmpty(names, "names", name);
                return name.equals("Global") ? new Stmt.Global(p, names) : new Stmt.Nonlocal(p, names);
            }
            case "Expr":
                return new Stmt.ExprStmt(p, requiredExpr(f, "value"));
            case "Pass":
                return new Stmt.Pass(p);
            case "Break":
                return new Stmt.Break(p);
            case "Continue":
                return new Stmt.Continue(p);
            default:
                throw new IllegalStateException("statement kind not read: " + name);
        }
    }

    private Arguments arguments(PyObject o) {
        if (!t.isInstance(o, "arguments")) {
            throw Py.TypeError("expected some sort of arguments, but got " + Ops.repr(o));
        }
        GuestFields f = new GuestFields(o, "arguments");
        List<Arguments.Arg> posonly = f.list("posonlyargs", this::arg);
        List<Arguments.Arg> args = f.list("args", this::arg);
        Arguments.Arg vararg = optionalArg(f.optional("vararg"));
        List<Arguments.Arg> kwonly = f.list("kwonlyargs", this::arg);
        List<Expr> kwDefaults = f.list("kw_defaults", d -> d == Py.None ? null : expr(d));
        Arguments.Arg kwarg = optionalArg(f.optional("kwarg"));
        List<Expr> defaults = f.list("defaults", this::expr);
        if (defaults.size() > posonly.size() + args.size()) {
            throw Py.ValueError("more positional defaults than args on arguments");
        }
        if (kwDefaults.size() != kwonly.size()) {
            throw Py.ValueError("length of kwonlyargs is not the same as kw_defaults on arguments");
        }
        return new Arguments(posonly, args, vararg, kwonly, kwDefaults, kwarg, defaults);
    }

    private Arguments.Arg optionalArg(PyObject o) {
        return o == null ? null : arg(o);
    }

    private Arguments.Arg arg(PyObject o) {
        Pos p = pos(o, "arg");
        if (!t.isInstance(o, "arg")) {
            throw Py.TypeError("expected some sort of arg, but got " + Ops.repr(o));
        }
        GuestFields f = new GuestFields(o, "arg");
        String name = f.identifier("arg");
        Expr annotation = optionalExpr(f, "annotation");
        f.checkString("type_comment");
        return new Arguments.Arg(p, name, annotation);
    }

    private Keyword keyword(PyObject o) {
        Pos p = pos(o, "keyword");
        GuestFields f = new GuestFields(o, "keyword");
        return new Keyword(p, f.optionalIdentifier("arg"), requiredExpr(f, "value"));
    }

    private Alias alias(PyObject o) {
        Pos p = pos(o, "alias");
        GuestFields f = new GuestFields(o, "alias");
        return new Alias(p, f.identifier("name"), f.optionalIdentifier("asname"));
    }

    private WithItem withItem(PyObject o) {
        GuestFields f = new GuestFields(o, "withitem");
        Expr context = requiredExpr(f, "context_expr");
        PyObject vars = f.optional("optional_vars");
        return new WithItem(context, vars == null ? null : expr(vars, Ctx.Store));
    }

    private ExceptHandler handler(PyObject o) {
        Pos p = pos(o, "excepthandler");
        GuestFields f = new GuestFields(o, kind(o, "excepthandler").name());
        Expr type = optionalExpr(f, "type");
        String name = f.optionalIdentifier("name");
        List<Stmt> body = f.list("body", this::stmt);
        nonEmpty(body, "body", "ExceptHandler");
        return new ExceptHandler(p, type, name, body);
    }

    private MatchCase matchCase(PyObject o) {
        GuestFields f = new GuestFields(o, "match_case");
        Pattern pattern = pattern(f.required("pattern"));
        Expr guard = optionalExpr(f, "guard");
        List<Stmt> body = f.list("body", this::stmt);
        nonEmpty(body, "body", "match_case");
        return new MatchCase(pattern, guard, body);
    }

    private Comprehension comprehension(PyObject o) {
        GuestFields f = new GuestFields(o, "comprehension");
        Expr target = requiredExpr(f, "target", Ctx.Store);
        Expr iter = requiredExpr(f, "iter");
        List<Expr> ifs = f.list("ifs", this::expr);
        return new Comprehension(target, iter, ifs, f.integer("is_async") != 0);
    }

    private List<Comprehension> generators(GuestFields f) {
        List<Comprehension> gens = f.list("generators", this::comprehension);
        if (gens.isEmpty()) {
            throw Py.ValueError("comprehension with no generators");
        }
        return gens;
    }

    // ---- expressions ----

    /** The context an expression must have where it stands, as CPython's validator checks it. */
    private enum Ctx { Load, Store, Del }

    private Expr requiredExpr(GuestFields f, String field) {
        return requiredExpr(f, field, Ctx.Load);
    }

    private Expr requiredExpr(GuestFields f, String field, Ctx ctx) {
        PyObject v = f.required(field);
        if (v == Py.None) {
            throw Py.ValueError("field '" + field + "' is required for " + f.owner());
        }
        return expr(v, ctx);
    }

    private Expr optionalExpr(GuestFields f, String field) {
        PyObject v = f.optional(field);
        return v == null ? null : expr(v);
    }

    private Expr expr(PyObject o) {
        return expr(o, Ctx.Load);
    }

    private Expr expr(PyObject o, Ctx want) {
        Pos p = pos(o, "expr");
        AstGrammar.Kind k = kind(o, "expr");
        String name = k.name();
        GuestFields f = new GuestFields(o, name);
        if (k.fieldIndex("ctx") < 0 && want != Ctx.Load) {
            throw Py.ValueError("expression which can't be assigned to in " + want + " context");
        }
        switch (name) {
            case "BoolOp": {
                boolean and = kind(f.required("op"), "boolop").name().equals("And");
                List<Expr> values = f.list("values", this::expr);
                if (values.size() < 2) {
                    throw Py.ValueError("BoolOp with less than 2 values");
                }
                return new Expr.BoolOp(p, and, values);
            }
            case "NamedExpr": {
                Expr target = requiredExpr(f, "target", Ctx.Store);
                Expr value = requiredExpr(f, "value");
                if (!(target instanceof Expr.Name n)) {
                    throw Py.TypeError("NamedExpr target must be a Name");
                }
                return new Expr.NamedExpr(p, n, value);
            }
            case "BinOp": {
                Expr left = requiredExpr(f, "left");
                Operator op = operator(f.required("op"));
                return new Expr.BinOp(p, left, op, requiredExpr(f, "right"));
            }
            case "UnaryOp": {
                UnaryOperator op = switch (kind(f.required("op"), "unaryop").name()) {
                    case "Invert" -> UnaryOperator.INVERT;
                    case "Not" -> UnaryOperator.NOT;
                    case "UAdd" -> UnaryOperator.UADD;
                    default -> UnaryOperator.USUB;
                };
                return new Expr.UnaryOp(p, op, requiredExpr(f, "operand"));
            }
            case "Lambda":
                return new Expr.Lambda(p, arguments(f.required("args")), requiredExpr(f, "body"));
            case "IfExp":
                return new Expr.IfExp(p, requiredExpr(f, "test"), requiredExpr(f, "body"), requiredExpr(f, "orelse"));
            case "Dict": {
                List<Expr> keys = f.list("keys", key -> key == Py.None ? null : expr(key));
                List<Expr> values = f.list("values", this::expr);
                if (keys.size() != values.size()) {
                    throw Py.ValueError("Dict doesn't have the same number of keys as values");
                }
                return new Expr.DictExpr(p, keys, values);
            }
            case "Set":
                return new Expr.SetExpr(p, f.list("elts", this::expr));
            case "ListComp":
                return new Expr.ListComp(p, requiredExpr(f, "elt"), generators(f));
            case "SetComp":
                return new Expr.SetComp(p, requiredExpr(f, "elt"), generators(f));
            case "GeneratorExp":
                return new Expr.GeneratorExp(p, requiredExpr(f, "elt"), generators(f));
            case "DictComp":
                return new Expr.DictComp(p, requiredExpr(f, "key"), requiredExpr(f, "value"), generators(f));
            case "Await":
                return new Expr.Await(p, requiredExpr(f, "value"));
            case "Yield":
                return new Expr.Yield(p, optionalExpr(f, "value"));
            case "YieldFrom":
                return new Expr.YieldFrom(p, requiredExpr(f, "value"));
            case "Compare": {
                Expr left = requiredExpr(f, "left");
                List<CmpOp> ops = f.list("ops", this::compareOp);
                List<Expr> comparators = f.list("comparators", this::expr);
                if (comparators.isEmpty()) {
                    throw Py.ValueError("Compare with no comparators");
                }
                if (comparators.size() != ops.size()) {
                    throw Py.ValueError("Compare has a different number of comparators and operands");
                }
                return new Expr.Compare(p, left, ops, comparators);
            }
            case "Call":
                return new Expr.Call(p, requiredExpr(f, "func"), f.list("args", this::expr),
                        f.list("keywords", this::keyword));
            case "FormattedValue": {
                Expr value = requiredExpr(f, "value");
                int conversion = f.integer("conversion");
                Expr spec = optionalExpr(f, "format_spec");
                Expr.JoinedStr joined = spec == null || spec instanceof Expr.JoinedStr
                        ? (Expr.JoinedStr) spec : new Expr.JoinedStr(spec.pos(), List.of(spec));
                return new Expr.FormattedValue(p, value, conversion, joined);
            }
            case "JoinedStr":
                return new Expr.JoinedStr(p, f.list("values", this::expr));
            case "Constant": {
                PyObject v = f.required("value");
                f.checkString("kind");
                Object value = ConstantValues.fromGuest(v);
                if (value == null) {
                    PyObject bad = ConstantValues.invalidPart(v);
                    throw Py.TypeError("got an invalid type in Constant: " + Py.typeName(bad));
                }
                return new Expr.Constant(p, value);
            }
            case "Attribute": {
                Expr value = requiredExpr(f, "value");
                String attr = f.identifier("attr");
                checkContext(f, want);
                return new Expr.Attribute(p, value, attr);
            }
            case "Subscript": {
                Expr value = requiredExpr(f, "value");
                Expr slice = requiredExpr(f, "slice");
                checkContext(f, want);
                return new Expr.Subscript(p, value, slice);
            }
            case "Starred": {
                Expr value = requiredExpr(f, "value", want);
                checkContext(f, want);
                return new Expr.Starred(p, value);
            }
            case "Name": {
                String id = f.identifier("id");
                checkContext(f, want);
                if (id.equals("None") || id.equals("True") || id.equals("False")) {
                    throw Py.ValueError("identifier field can't represent '" + id + "' constant");
                }
                return new Expr.Name(p, id);
            }
            case "List": {
                List<Expr> elts = f.list("elts", e -> expr(e, want));
                checkContext(f, want);
                return new Expr.ListExpr(p, elts);
            }
            case "Tuple": {
                List<Expr> elts = f.list("elts", e -> expr(e, want));
                checkContext(f, want);
                return new Expr.TupleExpr(p, elts);
            }
            case "Slice":
                return new Expr.Slice(p, optionalExpr(f, "lower"), optionalExpr(f, "upper"), optionalExpr(f, "step"));
            default:
                throw new IllegalStateException("expression kind not read: " + name);
        }
    }

    private void checkContext(GuestFields f, Ctx want) {
        String has = kind(f.required("ctx"), "expr_context").name();
        if (!has.equals(want.name())) {
            throw Py.ValueError("expression must have " + want + " context but has " + has + " instead");
        }
    }

    private Operator operator(PyObject o) {
        return switch (kind(o, "operator").name()) {
            case "Add" -> Operator.ADD;
            case "Sub" -> Operator.SUB;
            case "Mult" -> Operator.MULT;
            case "MatMult" -> Operator.MAT_MULT;
            case "Div" -> Operator.DIV;
            case "Mod" -> Operator.MOD;
            case "Pow" -> Operator.POW;
            case "LShift" -> Operator.LSHIFT;
            case "RShift" -> Operator.RSHIFT;
            case "BitOr" -> Operator.OR;
            case "BitXor" -> Operator.XOR;
            case "BitAnd" -> Operator.AND;
            default -> Operator.FLOOR_DIV;
        };
    }

    private CmpOp compareOp(PyObject o) {
        return switch (kind(o, "cmpop").name()) {
            case "Eq" -> CmpOp.EQ;
            case "NotEq" -> CmpOp.NE;
            case "Lt" -> CmpOp.LT;
            case "LtE" -> CmpOp.LE;
            case "Gt" -> CmpOp.GT;
            case "GtE" -> CmpOp.GE;
            case "Is" -> CmpOp.IS;
            case "IsNot" -> CmpOp.IS_NOT;
            case "In" -> CmpOp.IN;
            default -> CmpOp.NOT_IN;
        };
    }

    // ---- patterns ----

    private Pattern pattern(PyObject o) {
        Pos p = pos(o, "pattern");
        AstGrammar.Kind k = kind(o, "pattern");
        String name = k.name();
        GuestFields f = new GuestFields(o, name);
        switch (name) {
            case "MatchValue":
                return new Pattern.MatchValue(p, requiredExpr(f, "value"));
            case "MatchSingleton": {
                PyObject v = f.required("value");
                if (v != Py.None && v != Py.True && v != Py.False) {
                    throw Py.ValueError("MatchSingleton can only contain True, False and None");
                }
                return new Pattern.MatchSingleton(p, ConstantValues.fromGuest(v));
            }
            case "MatchSequence":
                return new Pattern.MatchSequence(p, f.list("patterns", this::pattern));
            case "MatchMapping": {
                List<Expr> keys = f.list("keys", this::expr);
                List<Pattern> patterns = f.list("patterns", this::pattern);
                String rest = f.optionalIdentifier("rest");
                if (keys.size() != patterns.size()) {
                    throw Py.ValueError("MatchMapping doesn't have the same number of keys as patterns");
                }
                return new Pattern.MatchMapping(p, keys, patterns, rest);
            }
            case "MatchClass": {
                Expr cls = requiredExpr(f, "cls");
                List<Pattern> patterns = f.list("patterns", this::pattern);
                List<String> attrs = f.list("kwd_attrs", GuestFields::identifier);
                List<Pattern> kwdPatterns = f.list("kwd_patterns", this::pattern);
                if (attrs.size() != kwdPatterns.size()) {
                    throw Py.ValueError("MatchClass doesn't have the same number of keyword attributes as patterns");
                }
                return new Pattern.MatchClass(p, cls, patterns, attrs, kwdPatterns);
            }
            case "MatchStar":
                return new Pattern.MatchStar(p, f.optionalIdentifier("name"));
            case "MatchAs": {
                PyObject sub = f.optional("pattern");
                Pattern inner = sub == null ? null : pattern(sub);
                String id = f.optionalIdentifier("name");
                if (inner != null && id == null) {
                    throw Py.ValueError("MatchAs must specify a target name if a pattern is given");
                }
                return new Pattern.MatchAs(p, inner, id);
            }
            case "MatchOr": {
                List<Pattern> patterns = f.list("patterns", this::pattern);
                if (patterns.size() < 2) {
                    throw Py.ValueError("MatchOr requires at least 2 patterns");
                }
                return new Pattern.MatchOr(p, patterns);
            }
            default:
                throw Py.raise(ExceptionTypes.SystemError, "pattern kind not read: " + name);
        }
    }
}
