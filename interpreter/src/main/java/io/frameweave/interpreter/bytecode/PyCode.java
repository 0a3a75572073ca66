package io.frameweave.interpreter.bytecode;

import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

import java.util.ArrayList;
import java.util.List;

/**
 * A compiled code object ({@code code}): instructions, constants, names, the locals-plus layout, the line
 * table and the exception table, laid out as CPython 3.11 lays out its code objects.
 *
 * <p>Locals-plus: the fast locals (arguments first), then the cells that are not arguments, then the free
 * variables; {@link #localsPlusKinds} has CPython 3.11's {@code co_localspluskinds} bits per slot (an argument
 * that is also a cell is {@code LOCAL | CELL | ARG} and keeps its argument slot).
 *
 * <p>Every code object is made by the one constructor below (code-object creation is a weave point).
 */
public final class PyCode extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("code", PyType.OBJECT);

    public static final int CO_OPTIMIZED = 1;
    public static final int CO_NEWLOCALS = 2;
    public static final int CO_VARARGS = 4;
    public static final int CO_VARKEYWORDS = 8;
    public static final int CO_NESTED = 16;
    public static final int CO_GENERATOR = 32;
    public static final int CO_COROUTINE = 0x80;
    public static final int CO_ITERABLE_COROUTINE = 0x100;
    public static final int CO_ASYNC_GENERATOR = 0x200;
    /** Set on every code object of a module compiled under {@code from __future__ import annotations}. */
    public static final int CO_FUTURE_ANNOTATIONS = 0x1000000;
    /**
     * The future features a code object passes on to the source it compiles (CPython's {@code PyCF_MASK}):
     * division, absolute_import, with_statement, print_function, unicode_literals, barry_as_FLUFL, generator_stop
     * and annotations; of these only annotations changes anything in 3.11.
     */
    public static final int CO_FUTURE_MASK = 0x20000 | 0x40000 | 0x80000 | 0x100000 | 0x200000 | 0x400000
            | 0x800000 | CO_FUTURE_ANNOTATIONS;
    /** The flags of code whose call makes a generator, coroutine or async generator (RETURN_GENERATOR first). */
    public static final int CO_SUSPENDS = CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR;

    public static final byte KIND_ARG = 0x02;
    public static final byte KIND_LOCAL = 0x20;
    public static final byte KIND_CELL = 0x40;
    public static final byte KIND_FREE = (byte) 0x80;

    public final String name;
    public final String qualname;
    public final String filename;
    public final int firstLineno;
    public final int argCount;
    public final int posOnlyArgCount;
    public final int kwOnlyArgCount;
    public final int flags;
    /** The instructions ({@link Opcode#encode}); instrumentation marks opcodes in place (see InstructionFetch). */
    public int[] instructions;
    public final PyObject[] consts;
    public final String[] names;
    public final String[] localsPlusNames;
    public final byte[] localsPlusKinds;
    public final int nLocalsPlus;
    /** How many slots are plain fast locals (co_nlocals): the slots of kind LOCAL. */
    public final int nLocals;
    /** How many slots, at the end of locals-plus, are free variables. */
    public final int nFreeVars;
    public final int stackSize;
    public final LineTable lines;
    /** Entries of 5 ints, see {@link ExceptionTable}. */
    public final int[] exceptionTable;
    /**
     * The VM's compiled form of these instructions (the dispatch loop's compiled tier), a marker that they
     * cannot be compiled, or null. It holds only for the instructions as they were when it was made, so
     * whoever changes {@link #instructions} in place calls {@link #instructionsChanged}.
     */
    public Object compiled;
    /** Calls and loop iterations the VM has counted towards compiling this code. */
    public int warmth;
    /**
     * The source text this code was compiled from when there is no file to read it from again (code compiled from
     * a string: {@code compile}, {@code exec} and {@code eval} of a str, {@code -c}, the prompt), else null. The
     * code objects nested in it share the text; their lines are lines of it.
     */
    public String source;
    /** How often {@link #instructionsChanged} was called: a compilation started before a change is not installed. */
    private int changes;

    /** Keeps {@code text} as the {@link #source} of this code and of every code object nested in it. */
    public void keepSource(String text) {
        source = text;
        for (PyObject c : consts) {
            if (c instanceof PyCode nested) {
                nested.keepSource(text);
            }
        }
    }

    public PyCode(String name, String qualname, String filename, int firstLineno,
                  int argCount, int posOnlyArgCount, int kwOnlyArgCount, int flags,
                  int[] instructions, PyObject[] consts, String[] names,
                  String[] localsPlusNames, byte[] localsPlusKinds, int stackSize,
                  LineTable lines, int[] exceptionTable) {
        this.name = name;
        this.qualname = qualname;
        this.filename = filename;
        this.firstLineno = firstLineno;
        this.argCount = argCount;
        this.posOnlyArgCount = posOnlyArgCount;
        this.kwOnlyArgCount = kwOnlyArgCount;
        this.flags = flags;
        this.instructions = instructions;
        this.consts = consts;
        this.names = names;
        this.localsPlusNames = localsPlusNames;
        this.localsPlusKinds = localsPlusKinds;
        this.nLocalsPlus = localsPlusNames.length;
        this.stackSize = stackSize;
        this.lines = lines;
        this.exceptionTable = exceptionTable;
        int locals = 0;
        int free = 0;
        for (byte kind : localsPlusKinds) {
            if ((kind & KIND_LOCAL) != 0) {
                locals++;
            }
            if ((kind & KIND_FREE) != 0) {
                free++;
            }
        }
        this.nLocals = locals;
        this.nFreeVars = free;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /**
     * Says that {@link #instructions} were changed in place (marked for instrumentation, or unmarked): the
     * compiled form is dropped at once, and frames running it leave it at their next call or loop iteration.
     */
    public synchronized void instructionsChanged() {
        discardCompiled();
    }

    /**
     * Drops the compiled form (an optimizer's, whose facts are about to stop holding): frames running it leave it
     * at their next check, and no compilation started before this call is installed. The code is compiled
     * again once it is warm again.
     */
    public synchronized void discardCompiled() {
        changes++;
        compiled = null;
        warmth = 0;
    }

    /** The count of changes, to pass to {@link #installCompiled}. */
    public synchronized int changes() {
        return changes;
    }

    /** Installs {@code form} unless the instructions changed since {@code changesSeen}; returns whether it did. */
    public synchronized boolean installCompiled(Object form, int changesSeen) {
        if (changes != changesSeen) {
            return false;
        }
        compiled = form;
        return true;
    }

    /** The line of instruction {@code pc}, or -1 when it has none. */
    public int lineAt(int pc) {
        return lines.lineAt(pc);
    }

    /** co_varnames: the names of the plain locals, arguments first. */
    public String[] varnames() {
        return namesOfKind(KIND_LOCAL);
    }

    /** co_cellvars: the names of the cells this code creates (arguments that are cells included). */
    public String[] cellvars() {
        return namesOfKind(KIND_CELL);
    }

    /** co_freevars: the names of the cells this code receives from its closure. */
    public String[] freevars() {
        return namesOfKind(KIND_FREE);
    }

    private String[] namesOfKind(byte kind) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nLocalsPlus; i++) {
            if ((localsPlusKinds[i] & kind) != 0) {
                out.add(localsPlusNames[i]);
            }
        }
        return out.toArray(new String[0]);
    }

    /** Whether slot {@code i} of locals-plus holds a cell (a cell variable or a free variable). */
    public boolean isCellSlot(int i) {
        return (localsPlusKinds[i] & (KIND_CELL | KIND_FREE)) != 0;
    }

    // ---- the co_ attributes, as plain Java values ----

    public String co_name() {
        return name;
    }

    public String co_qualname() {
        return qualname;
    }

    public String co_filename() {
        return filename;
    }

    public int co_firstlineno() {
        return firstLineno;
    }

    public String[] co_varnames() {
        return varnames();
    }

    public String[] co_cellvars() {
        return cellvars();
    }

    public String[] co_freevars() {
        return freevars();
    }

    public int co_argcount() {
        return argCount;
    }

    public int co_posonlyargcount() {
        return posOnlyArgCount;
    }

    public int co_kwonlyargcount() {
        return kwOnlyArgCount;
    }

    public int co_nlocals() {
        return nLocals;
    }

    public PyObject[] co_consts() {
        return consts.clone();
    }

    public String[] co_names() {
        return names.clone();
    }

    public int co_flags() {
        return flags;
    }

    @Override
    public String toString() {
        return "<code object " + name + ", file \"" + filename + "\", line " + firstLineno + ">";
    }
}
