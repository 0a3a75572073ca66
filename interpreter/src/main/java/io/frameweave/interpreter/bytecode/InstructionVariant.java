package io.frameweave.interpreter.bytecode;

import static io.frameweave.interpreter.bytecode.Opcode.CALL;
import static io.frameweave.interpreter.bytecode.Opcode.LOAD_ATTR;
import static io.frameweave.interpreter.bytecode.Opcode.LOAD_GLOBAL;
import static io.frameweave.interpreter.bytecode.Opcode.LOAD_METHOD;
import static io.frameweave.interpreter.bytecode.Opcode.STORE_ATTR;

/**
 * The named variants a speculative compiled form runs in place of an instruction, one row each: the name
 * ({@code BASE_VARIANT}, as CPython names its specialized instructions, {@code LOAD_ATTR_INSTANCE_VALUE}), the base
 * opcode, what the variant takes as given, and how it stays right. The instructions of a code object never change
 * for a variant: a form records its variants by pc beside them ({@code vm.Speculation}), the dispatch loop runs the
 * base instructions, and a disassembly of the form shows the variant's name and what it assumes at its pc
 * ({@link Disassembler#disassemble(PyCode, Specializations)}). The VM never picks a variant by itself; an optimizer
 * does (docs/OPTIMIZER.md).
 */
public enum InstructionVariant {
    LOAD_GLOBAL_KNOWN(LOAD_GLOBAL, Flags.WATCHED | Flags.STAYS_IN,
            "its value, from the globals or the builtins"),
    LOAD_ATTR_KNOWN(LOAD_ATTR, Flags.WATCHED | Flags.STAYS_IN,
            "its value, an attribute of a given module or class"),
    LOAD_METHOD_KNOWN(LOAD_METHOD, Flags.WATCHED | Flags.STAYS_IN,
            "its value, an attribute of a given module or class, called without self"),
    LOAD_ATTR_LAYOUT(LOAD_ATTR, Flags.WATCHED,
            "the receivers' class and the entry of their dicts' shared key table that holds the attribute"),
    STORE_ATTR_LAYOUT(STORE_ATTR, Flags.WATCHED,
            "as LOAD_ATTR_LAYOUT, storing through the dict's funnel"),
    CALL_KNOWN_FUNCTION(CALL, Flags.WATCHED,
            "the function called (a given value), with exactly its positional parameters"),
    CALL_KNOWN_FUNCTION_DIRECT(CALL, Flags.WATCHED | Flags.DIRECT,
            "as CALL_KNOWN_FUNCTION, entering the function's compiled form directly"),
    CALL_KNOWN_CLASS(CALL, Flags.WATCHED,
            "the plain class called (a given value) and its __init__, taking exactly the arguments and self"),
    CALL_KNOWN_CLASS_DIRECT(CALL, Flags.WATCHED | Flags.DIRECT,
            "as CALL_KNOWN_CLASS, entering __init__'s compiled form directly"),
    CALL_KNOWN_METHOD_DIRECT(CALL, Flags.WATCHED | Flags.DIRECT | Flags.CHECKED,
            "the function the LOAD_METHOD before it found, entering its compiled form directly"),
    CALL_KNOWN_BUILTIN_METHOD(CALL, Flags.CHECKED,
            "the builtin method the LOAD_METHOD before it found");

    /** The base opcode, whose row says the rest (argument, pops and pushes, jumps, event). */
    public final int base;
    /** What the variant takes as given, in words (the disassembly shows the facts themselves). */
    public final String given;
    private final int flags;

    InstructionVariant(int base, int flags, String given) {
        String prefix = Opcode.name(base) + "_";
        if (!Opcode.isDefined(base) || !name().startsWith(prefix) || name().length() == prefix.length()) {
            throw new ExceptionInInitializerError(name() + " is not named BASE_VARIANT after a defined opcode");
        }
        if ((flags & Flags.STAYS_IN) != 0 && (flags & Flags.DIRECT) != 0) {
            throw new ExceptionInInitializerError(name() + " both stays in and enters a callee");
        }
        this.base = base;
        this.flags = flags;
        this.given = given;
    }

    /**
     * Whether it is right only while what it takes as given holds, which watchers guard: the form checks that it is
     * still installed before it runs the variant after anything that may have run other code. A variant that is not
     * watched checks its fact at every run ({@link #checksEachRun}) and needs no such check.
     */
    public boolean watched() {
        return (flags & Flags.WATCHED) != 0;
    }

    /** Whether it runs no guest or tool code where its base may ({@link Opcode#mayCallOut}): it pushes a constant. */
    public boolean staysIn() {
        return (flags & Flags.STAYS_IN) != 0;
    }

    /**
     * Whether it enters its callee's compiled form without passing the FRAME_EXECUTION weave point, which is right
     * only while nothing traces or monitors any code.
     */
    public boolean entersDirectly() {
        return (flags & Flags.DIRECT) != 0;
    }

    /** Whether it checks at every run, by identity, that what it takes as given is what it meets (else: the base). */
    public boolean checksEachRun() {
        return (flags & Flags.CHECKED) != 0;
    }

    /** The variant of {@code base} with this name, or null. */
    public static InstructionVariant byName(String name) {
        for (InstructionVariant v : values()) {
            if (v.name().equals(name)) {
                return v;
            }
        }
        return null;
    }

    /** The flags of a row (in a type of their own: the rows above may not name the enum's own fields). */
    private interface Flags {
        int WATCHED = 1;
        int STAYS_IN = 2;
        int DIRECT = 4;
        int CHECKED = 8;
    }
}
