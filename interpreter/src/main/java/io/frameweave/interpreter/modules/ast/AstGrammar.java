package io.frameweave.interpreter.modules.ast;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Python 3.11's abstract grammar, the one description of the node kinds: {@code _ast} builds its classes from it
 * and both conversions (the VM's tree to guest nodes, guest nodes back) name and check fields through it.
 *
 * <p>Each line is a type: a sum ({@code name = A(...) | B | ...}, optionally followed by {@code attributes (...)})
 * or a product ({@code name(...)}). A field is {@code type name}; {@code type?} may be None, {@code type*} is a
 * list. Builtin field types are {@code identifier}, {@code string}, {@code int} and {@code constant}.
 */
public final class AstGrammar {
    private static final String GRAMMAR = """
            mod = Module(stmt* body, type_ignore* type_ignores) | Interactive(stmt* body) | Expression(expr body) \
            | FunctionType(expr* argtypes, expr returns)
            stmt = FunctionDef(identifier name, arguments args, stmt* body, expr* decorator_list, expr? returns, \
            string? type_comment) \
            | AsyncFunctionDef(identifier name, arguments args, stmt* body, expr* decorator_list, expr? returns, \
            string? type_comment) \
            | ClassDef(identifier name, expr* bases, keyword* keywords, stmt* body, expr* decorator_list) \
            | Return(expr? value) | Delete(expr* targets) | Assign(expr* targets, expr value, string? type_comment) \
            | AugAssign(expr target, operator op, expr value) \
            | AnnAssign(expr target, expr annotation, expr? value, int simple) \
            | For(expr target, expr iter, stmt* body, stmt* orelse, string? type_comment) \
            | AsyncFor(expr target, expr iter, stmt* body, stmt* orelse, string? type_comment) \
            | While(expr test, stmt* body, stmt* orelse) | If(expr test, stmt* body, stmt* orelse) \
            | With(withitem* items, stmt* body, string? type_comment) \
            | AsyncWith(withitem* items, stmt* body, string? type_comment) | Match(expr subject, match_case* cases) \
            | Raise(expr? exc, expr? cause) \
            | Try(stmt* body, excepthandler* handlers, stmt* orelse, stmt* finalbody) \
            | TryStar(stmt* body, excepthandler* handlers, stmt* orelse, stmt* finalbody) \
            | Assert(expr test, expr? msg) | Import(alias* names) \
            | ImportFrom(identifier? module, alias* names, int? level) | Global(identifier* names) \
            | Nonlocal(identifier* names) | Expr(expr value) | Pass | Break | Continue \
            attributes (int lineno, int col_offset, int? end_lineno, int? end_col_offset)
            expr = BoolOp(boolop op, expr* values) | NamedExpr(expr target, expr value) \
            | BinOp(expr left, operator op, expr right) | UnaryOp(unaryop op, expr operand) \
            | Lambda(arguments args, expr body) | IfExp(expr test, expr body, expr orelse) \
            | Dict(expr* keys, expr* values) | Set(expr* elts) | ListComp(expr elt, comprehension* generators) \
            | SetComp(expr elt, comprehension* generators) | DictComp(expr key, expr value, comprehension* generators) \
            | GeneratorExp(expr elt, comprehension* generators) | Await(expr value) | Yield(expr? value) \
            | YieldFrom(expr value) | Compare(expr left, cmpop* ops, expr* comparators) \
            | Call(expr func, expr* args, keyword* keywords) \
            | FormattedValue(expr value, int conversion, expr? format_spec) | JoinedStr(expr* values) \
            | Constant(constant value, string? kind) | Attribute(expr value, identifier attr, expr_context ctx) \
            | Subscript(expr value, expr slice, expr_context ctx) | Starred(expr value, expr_context ctx) \
            | Name(identifier id, expr_context ctx) | List(expr* elts, expr_context ctx) \
            | Tuple(expr* elts, expr_context ctx) | Slice(expr? lower, expr? upper, expr? step) \
            attributes (int lineno, int col_offset, int? end_lineno, int? end_col_offset)
            expr_context = Load | Store | Del
            boolop = And | Or
            operator = Add | Sub | Mult | MatMult | Div | Mod | Pow | LShift | RShift | BitOr | BitXor | BitAnd \
            | FloorDiv
            unaryop = Invert | Not | UAdd | USub
            cmpop = Eq | NotEq | Lt | LtE | Gt | GtE | Is | IsNot | In | NotIn
            comprehension(expr target, expr iter, expr* ifs, int is_async)
            excepthandler = ExceptHandler(expr? type, identifier? name, stmt* body) \
            attributes (int lineno, int col_offset, int? end_lineno, int? end_col_offset)
            arguments(arg* posonlyargs, arg* args, arg? vararg, arg* kwonlyargs, expr* kw_defaults, arg? kwarg, \
            expr* defaults)
            arg(identifier arg, expr? annotation, string? type_comment) \
            attributes (int lineno, int col_offset, int? end_lineno, int? end_col_offset)
            keyword(identifier? arg, expr value) \
            attributes (int lineno, int col_offset, int? end_lineno, int? end_col_offset)
            alias(identifier name, identifier? asname) \
            attributes (int lineno, int col_offset, int? end_lineno, int? end_col_offset)
            withitem(expr context_expr, expr? optional_vars)
            match_case(pattern pattern, expr? guard, stmt* body)
            pattern = MatchValue(expr value) | MatchSingleton(constant value) | MatchSequence(pattern* patterns) \
            | MatchMapping(expr* keys, pattern* patterns, identifier? rest) \
            | MatchClass(expr cls, pattern* patterns, identifier* kwd_attrs, pattern* kwd_patterns) \
            | MatchStar(identifier? name) | MatchAs(pattern? pattern, identifier? name) | MatchOr(pattern* patterns) \
            attributes (int lineno, int col_offset, int end_lineno, int end_col_offset)
            type_ignore = TypeIgnore(int lineno, string tag)
            """;

    /** How many values a field holds. */
    public enum Arity { ONE, OPTIONAL, LIST }

    /** A field or attribute: its type (a node type's name or a builtin field type), name and arity. */
    public record Field(String type, String name, Arity arity) {
        /** As the grammar writes it: {@code expr? returns}. */
        String signature() {
            return type + (arity == Arity.OPTIONAL ? "?" : arity == Arity.LIST ? "*" : "") + " " + name;
        }
    }

    /**
     * A node type: an abstract sum type ({@code stmt}, its {@code base} null), a concrete constructor of one (its
     * {@code base} the sum), or a product type ({@code arguments}, concrete, {@code base} null). A constructor has
     * its sum's attributes; {@code doc} is the {@code __doc__} CPython gives the class.
     */
    public record Kind(String name, String base, boolean isAbstract, List<Field> fields, List<Field> attributes,
                       String doc) {
        /** The index of field {@code name} in {@link #fields}, or -1. */
        public int fieldIndex(String field) {
            for (int i = 0; i < fields.size(); i++) {
                if (fields.get(i).name().equals(field)) {
                    return i;
                }
            }
            return -1;
        }

        /** True for a field-less constructor of a sum type without attributes ({@code Load}, {@code Add}). */
        public boolean isSingleton(Map<String, Kind> kinds) {
            return base != null && fields.isEmpty() && kinds.get(base).attributes.isEmpty();
        }
    }

    /** Every node type by name, sum types before their constructors, in the grammar's order. */
    public static final Map<String, Kind> KINDS = parse(GRAMMAR);

    private AstGrammar() {}

    private static Map<String, Kind> parse(String grammar) {
        Map<String, Kind> kinds = new LinkedHashMap<>();
        for (String line : grammar.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            List<Field> attributes = List.of();
            int at = line.indexOf(" attributes (");
            if (at >= 0) {
                attributes = fields(line.substring(at + " attributes (".length(), line.lastIndexOf(')')));
                line = line.substring(0, at);
            }
            int eq = line.indexOf(" = ");
            if (eq < 0) { // a product type
                int open = line.indexOf('(');
                String name = line.substring(0, open);
                kinds.put(name, new Kind(name, null, false, fields(line.substring(open + 1, line.lastIndexOf(')'))),
                        attributes, line.strip()));
                continue;
            }
            String sum = line.substring(0, eq).strip();
            String[] constructors = line.substring(eq + 3).split("\\|");
            StringBuilder doc = new StringBuilder(sum).append(" = ");
            String indent = "\n" + " ".repeat(sum.length() + 1) + "| ";
            boolean anyFields = line.indexOf('(') >= 0;
            List<Kind> made = new ArrayList<>();
            for (int i = 0; i < constructors.length; i++) {
                String c = constructors[i].strip();
                int open = c.indexOf('(');
                String name = open < 0 ? c : c.substring(0, open);
                List<Field> fields = open < 0 ? List.of() : fields(c.substring(open + 1, c.lastIndexOf(')')));
                made.add(new Kind(name, sum, false, fields, attributes, c));
                doc.append(i == 0 ? "" : anyFields ? indent : " | ").append(c);
            }
            kinds.put(sum, new Kind(sum, null, true, List.of(), attributes, doc.toString()));
            for (Kind k : made) {
                kinds.put(k.name(), k);
            }
        }
        return kinds;
    }

    private static List<Field> fields(String text) {
        List<Field> fields = new ArrayList<>();
        for (String f : text.split(",")) {
            String[] parts = f.strip().split(" ");
            String type = parts[0];
            Arity arity = Arity.ONE;
            if (type.endsWith("?")) {
                arity = Arity.OPTIONAL;
            } else if (type.endsWith("*")) {
                arity = Arity.LIST;
            }
            fields.add(new Field(arity == Arity.ONE ? type : type.substring(0, type.length() - 1), parts[1], arity));
        }
        return List.copyOf(fields);
    }
}
