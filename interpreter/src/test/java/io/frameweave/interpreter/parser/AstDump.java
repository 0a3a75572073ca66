package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;

import java.lang.reflect.RecordComponent;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * A compact one-line rendering of a syntax tree, named like CPython's {@code ast} classes, with positions as
 * {@code [line:col-endLine:endCol]}; tests compare it with what python3.11's ast module gives for the same source.
 * A statement whose {@code isAsync} is set is CPython's {@code Async} class of it ({@code AsyncFunctionDef}); an
 * async comprehension ends with CPython's {@code is_async} of 1.
 */
public final class AstDump {
    private AstDump() {}

    private static final Map<String, String> NAMES = Map.ofEntries(
            Map.entry("ListExpr", "List"), Map.entry("TupleExpr", "Tuple"), Map.entry("SetExpr", "Set"),
            Map.entry("DictExpr", "Dict"), Map.entry("ExprStmt", "Expr"), Map.entry("FileInput", "Module"),
            Map.entry("EvalInput", "Expression"), Map.entry("SingleInput", "Interactive"),
            Map.entry("Arguments", "arguments"), Map.entry("Arg", "arg"), Map.entry("Keyword", "keyword"),
            Map.entry("Alias", "alias"), Map.entry("WithItem", "withitem"),
            Map.entry("Comprehension", "comprehension"));

    public static String dump(Object node) {
        StringBuilder sb = new StringBuilder();
        write(sb, node);
        return sb.toString();
    }

    private static void write(StringBuilder sb, Object o) {
        if (o == null) {
            sb.append("None");
        } else if (o instanceof List<?> list) {
            sb.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                write(sb, list.get(i));
            }
            sb.append(']');
        } else if (o instanceof Expr.Constant c) {
            sb.append("Constant");
            writePos(sb, c.pos());
            sb.append('(');
            constant(sb, c.value());
            sb.append(')');
        } else if (o instanceof Record r) {
            String name = r.getClass().getSimpleName();
            RecordComponent[] comps = r.getClass().getRecordComponents();
            if (r instanceof Stmt.Try t) { // CPython's TryStar is a node of its own, not a flag
                name = t.star() ? "TryStar" : "Try";
                comps = java.util.Arrays.copyOf(comps, comps.length - 1);
            }
            RecordComponent last = comps[comps.length - 1];
            boolean async = last.getName().equals("isAsync") && (Boolean) get(r, last);
            if (last.getName().equals("isAsync")) {
                comps = java.util.Arrays.copyOf(comps, comps.length - 1);
            }
            boolean statement = r instanceof io.frameweave.interpreter.ast.Stmt;
            sb.append(async && statement ? "Async" : "").append(NAMES.getOrDefault(name, name));
            int first = 0;
            if (comps.length > 0 && comps[0].getType() == Pos.class) {
                writePos(sb, (Pos) get(r, comps[0]));
                first = 1;
            }
            sb.append('(');
            for (int i = first; i < comps.length; i++) {
                if (i > first) {
                    sb.append(", ");
                }
                write(sb, get(r, comps[i]));
            }
            if (async && !statement) {
                sb.append(", 1");
            }
            sb.append(')');
        } else if (o instanceof Boolean b) {
            sb.append(b ? 1 : 0);
        } else if (o instanceof String s) {
            string(sb, s);
        } else if (o instanceof Enum<?> e) {
            sb.append(e.name());
        } else {
            sb.append(o);
        }
    }

    private static Object get(Record r, RecordComponent c) {
        try {
            return c.getAccessor().invoke(r);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void writePos(StringBuilder sb, Pos p) {
        sb.append('[').append(p.line()).append(':').append(p.col()).append('-').append(p.endLine()).append(':')
                .append(p.endCol()).append(']');
    }

    private static void constant(StringBuilder sb, Object v) {
        if (v == Expr.Singleton.NONE) {
            sb.append("None");
        } else if (v == Expr.Singleton.ELLIPSIS) {
            sb.append("...");
        } else if (v instanceof Boolean b) {
            sb.append(b ? "True" : "False");
        } else if (v instanceof String s) {
            string(sb, s);
        } else if (v instanceof Double d) {
            sb.append("f").append(Long.toHexString(Double.doubleToLongBits(d)));
        } else if (v instanceof Long || v instanceof BigInteger) {
            sb.append("i").append(v);
        } else {
            sb.append("?").append(v);
        }
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        s.codePoints().forEach(c -> {
            if (c >= 32 && c < 127 && c != '"' && c != '\\') {
                sb.append((char) c);
            } else {
                sb.append("\\u{").append(Integer.toHexString(c)).append('}');
            }
        });
        sb.append('"');
    }
}
