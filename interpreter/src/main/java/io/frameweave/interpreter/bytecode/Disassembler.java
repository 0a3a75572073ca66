package io.frameweave.interpreter.bytecode;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyEllipsis;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Renders code objects as text: {@link #disassemble} in the layout of {@code python3.11 -m dis} (line starts,
 * {@code >>} at jump targets, argument and its meaning, the exception table, nested code objects after), and
 * {@link #compact} as one line of {@code OPNAME arg; ...} for tests. Offsets are instruction indexes. Given the
 * {@link Specializations} of compiled forms, a listing shows the variant a form runs in place of an instruction, by
 * its name and, after the argument, the facts it takes as given in brackets, as
 * {@code LOAD_GLOBAL_KNOWN  1 (NULL + len) [= <built-in function len>]}.
 */
public final class Disassembler {
    private Disassembler() {}

    private static final String[] COMPARE = {"<", "<=", "==", "!=", ">", ">="};
    private static final String[] BINARY = {"+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-", "/", "^"};
    private static final String[] MAKE_FUNCTION_FLAGS = {"defaults", "kwdefaults", "annotations", "closure"};
    private static final String[] CONVERSIONS = {"", "str", "repr", "ascii"};

    /** The full listing of {@code code} and, after it, of every code object among its constants. */
    public static String disassemble(PyCode code) {
        return disassemble(code, Specializations.NONE);
    }

    /** {@link #disassemble(PyCode)}, showing the variants {@code variants} gives in place of their instructions. */
    public static String disassemble(PyCode code, Specializations variants) {
        StringBuilder sb = new StringBuilder();
        disassembleOne(code, variants, sb);
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                sb.append('\n').append("Disassembly of ").append(codeRepr(nested)).append(":\n");
                sb.append(disassemble(nested, variants));
            }
        }
        return sb.toString();
    }

    private static void disassembleOne(PyCode code, Specializations variants, StringBuilder sb) {
        int n = code.instructions.length;
        Map<Integer, Integer> starts = new HashMap<>();
        int maxLine = 0;
        for (LineTable.LineStart s : code.lines.lineStarts()) {
            starts.put(s.pc(), s.line());
            maxLine = Math.max(maxLine, s.line());
        }
        int linenoWidth = maxLine >= 1000 ? String.valueOf(maxLine).length() : 3;
        int offsetWidth = n >= 10000 ? String.valueOf(n).length() : 4;
        Set<Integer> targets = jumpTargets(code);
        for (int pc = 0; pc < n; pc++) {
            Integer line = starts.get(pc);
            if (line != null && pc > 0) {
                sb.append('\n');
            }
            StringBuilder f = new StringBuilder();
            f.append(line != null ? pad(String.valueOf(line), linenoWidth) : " ".repeat(linenoWidth));
            f.append(' ').append("   ");
            f.append(' ').append(targets.contains(pc) ? ">>" : "  ");
            f.append(' ').append(pad(String.valueOf(pc), offsetWidth));
            instruction(code, pc, variants, f);
            sb.append(f.toString().stripTrailing()).append('\n');
        }
        int[] t = code.exceptionTable;
        if (t.length > 0) {
            sb.append("ExceptionTable:\n");
            for (int i = 0; i < t.length; i += ExceptionTable.ENTRY_SIZE) {
                sb.append("  ").append(t[i]).append(" to ").append(t[i + 1] - 1).append(" -> ").append(t[i + 2])
                        .append(" [").append(t[i + 3]).append(']').append(t[i + 4] != 0 ? " lasti" : "")
                        .append('\n');
            }
        }
    }

    /**
     * The instructions of {@code code} (not of its nested code objects) that run as variants, one line each as
     * {@link #disassemble(PyCode, Specializations)} writes them after the line number and jump mark: the pc, the
     * variant's name, the argument and its meaning, and the facts the variant takes as given. Empty when none does.
     */
    public static String variants(PyCode code, Specializations variants) {
        StringBuilder sb = new StringBuilder();
        int offsetWidth = code.instructions.length >= 10000 ? String.valueOf(code.instructions.length).length() : 4;
        for (int pc = 0; pc < code.instructions.length; pc++) {
            if (variants.variant(code, pc) != null) {
                StringBuilder f = new StringBuilder(pad(String.valueOf(pc), offsetWidth));
                instruction(code, pc, variants, f);
                sb.append(f).append('\n');
            }
        }
        return sb.toString();
    }

    /** The name (or the variant's), argument and meaning of the instruction at {@code pc}, and what a variant assumes. */
    private static void instruction(PyCode code, int pc, Specializations variants, StringBuilder f) {
        int ins = code.instructions[pc];
        int op = Opcode.op(ins);
        InstructionVariant variant = variants.variant(code, pc);
        f.append(' ').append(padRight(variant != null ? variant.name() : Opcode.name(op), 20));
        if (Opcode.isDefined(op) && Opcode.has(op, Opcode.HAS_ARG)) {
            int arg = Opcode.arg(ins);
            f.append(' ').append(pad(String.valueOf(arg), 5));
            String meaning = argRepr(code, op, arg);
            if (!meaning.isEmpty()) {
                f.append(" (").append(meaning).append(')');
            }
        }
        if (variant != null) {
            f.append(" [").append(variants.given(code, pc)).append(']');
        }
    }

    /**
     * One line per code object: {@code OPNAME arg; OPNAME arg; ...}, the argument shown resolved (names,
     * constants' reprs, operators, jump targets as indexes); with {@code withLines}, each entry is prefixed by
     * its line ({@code -} for none), e.g. {@code 3:LOAD_FAST x}.
     */
    public static String compact(PyCode code, boolean withLines) {
        StringBuilder sb = new StringBuilder();
        int[] lines = code.lines.lines();
        for (int pc = 0; pc < code.instructions.length; pc++) {
            if (pc > 0) {
                sb.append("; ");
            }
            if (withLines) {
                sb.append(lines[pc] < 0 ? "-" : String.valueOf(lines[pc])).append(':');
            }
            int ins = code.instructions[pc];
            int op = Opcode.op(ins);
            int arg = Opcode.arg(ins);
            sb.append(Opcode.name(op));
            if (Opcode.isDefined(op) && Opcode.has(op, Opcode.HAS_ARG)) {
                sb.append(' ').append(compactArg(code, op, arg));
            }
        }
        return sb.toString();
    }

    /** {@link #compact} of {@code code} and of all nested code objects, each as {@code == name\n...}. */
    public static String compactAll(PyCode code, boolean withLines) {
        StringBuilder sb = new StringBuilder();
        sb.append("== ").append(code.name).append('\n').append(compact(code, withLines)).append('\n');
        if (code.exceptionTable.length > 0) {
            sb.append("EXC ").append(compactExceptionTable(code)).append('\n');
        }
        for (PyObject c : code.consts) {
            if (c instanceof PyCode nested) {
                sb.append(compactAll(nested, withLines));
            }
        }
        return sb.toString();
    }

    /** The exception table as {@code start-end->target[depth] lasti, ...} (end exclusive). */
    public static String compactExceptionTable(PyCode code) {
        StringBuilder sb = new StringBuilder();
        int[] t = code.exceptionTable;
        for (int i = 0; i < t.length; i += ExceptionTable.ENTRY_SIZE) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(t[i]).append('-').append(t[i + 1]).append("->").append(t[i + 2]).append('[').append(t[i + 3])
                    .append(']').append(t[i + 4] != 0 ? " lasti" : "");
        }
        return sb.toString();
    }

    private static String compactArg(PyCode code, int op, int arg) {
        if (Opcode.has(op, Opcode.JUMP)) {
            return String.valueOf(arg);
        }
        return switch (op) {
            case Opcode.LOAD_CONST, Opcode.KW_NAMES -> code.consts[arg] instanceof PyCode c
                    ? "<code " + c.name + ">" : constRepr(code.consts[arg]);
            case Opcode.LOAD_GLOBAL -> ((arg & 1) != 0 ? "NULL+" : "") + code.names[arg >> 1];
            case Opcode.BINARY_OP, Opcode.COMPARE_OP -> argRepr(code, op, arg);
            default -> {
                String r = argRepr(code, op, arg);
                yield Opcode.has(op, Opcode.NAME) || Opcode.has(op, Opcode.LOCAL) ? r : String.valueOf(arg);
            }
        };
    }

    private static Set<Integer> jumpTargets(PyCode code) {
        Set<Integer> targets = new HashSet<>();
        for (int ins : code.instructions) {
            int op = Opcode.op(ins);
            if (Opcode.isDefined(op) && Opcode.has(op, Opcode.JUMP)) {
                targets.add(Opcode.arg(ins));
            }
        }
        for (int i = 0; i < code.exceptionTable.length; i += ExceptionTable.ENTRY_SIZE) {
            targets.add(code.exceptionTable[i + ExceptionTable.TARGET]);
        }
        return targets;
    }

    private static String argRepr(PyCode code, int op, int arg) {
        if (Opcode.has(op, Opcode.JUMP)) {
            return "to " + arg;
        }
        if (Opcode.has(op, Opcode.CONST)) {
            return arg < code.consts.length ? constRepr(code.consts[arg]) : "";
        }
        if (op == Opcode.LOAD_GLOBAL) {
            return ((arg & 1) != 0 ? "NULL + " : "") + code.names[arg >> 1];
        }
        if (Opcode.has(op, Opcode.NAME)) {
            return code.names[arg];
        }
        if (Opcode.has(op, Opcode.LOCAL)) {
            return arg < code.localsPlusNames.length ? code.localsPlusNames[arg] : "";
        }
        switch (op) {
            case Opcode.COMPARE_OP:
                return arg < COMPARE.length ? COMPARE[arg] : "";
            case Opcode.BINARY_OP:
                return arg < 13 ? BINARY[arg] : arg < 26 ? BINARY[arg - 13] + "=" : "";
            case Opcode.MAKE_FUNCTION: {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < 4; i++) {
                    if ((arg & (1 << i)) != 0) {
                        sb.append(sb.length() > 0 ? ", " : "").append(MAKE_FUNCTION_FLAGS[i]);
                    }
                }
                return sb.toString();
            }
            case Opcode.FORMAT_VALUE: {
                String s = CONVERSIONS[arg & 3];
                if ((arg & 4) != 0) {
                    s = s.isEmpty() ? "with format" : s + ", with format";
                }
                return s;
            }
            default:
                return "";
        }
    }

    /** A constant as {@code repr()} shows it; code objects as CPython's {@code <code object ...>}. */
    public static String constRepr(PyObject c) {
        if (c instanceof PyCode code) {
            return codeRepr(code);
        }
        if (c instanceof PyTuple t) {
            StringBuilder sb = new StringBuilder("(");
            for (int i = 0; i < t.items.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(constRepr(t.items[i]));
            }
            return sb.append(t.items.length == 1 ? ",)" : ")").toString();
        }
        if (c instanceof PyNone) {
            return "None";
        }
        if (c instanceof PyBool b) {
            return b == PyBool.TRUE ? "True" : "False";
        }
        if (c instanceof PyEllipsis) {
            return "Ellipsis";
        }
        return Ops.repr(c);
    }

    private static String codeRepr(PyCode code) {
        return "<code object " + code.name + " at 0x" + Integer.toHexString(System.identityHashCode(code))
                + ", file \"" + code.filename + "\", line " + code.firstLineno + ">";
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : " ".repeat(width - s.length()) + s;
    }

    private static String padRight(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
