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
    LOAD_GLOBAL_KNOWN(LOAD_GLOBAL, Given.GLOBAL_VALUE, Flags.WATCHED | Flags.STAYS_IN,
            "its value, from the globals or the builtins"),
    LOAD_ATTR_KNOWN(LOAD_ATTR, Given.ATTRIBUTE_VALUE, Flags.WATCHED | Flags.STAYS_IN,
            "its value, an attribute of a given module or class"),
    LOAD_METHOD_KNOWN(LOAD_METHOD, Given.ATTRIBUTE_VALUE, Flags.WATCHED | Flags.STAYS_IN,
            "its value, an attribute of a given module or class, called without self"),
    LOAD_ATTR_LAYOUT(LOAD_ATTR, Given.RECEIVER_LAYOUT, Flags.WATCHED,
            "the receivers' class and the entry of their dicts' shared key table that holds the attribute"),
    STORE_ATTR_LAYOUT(STORE_ATTR, Given.RECEIVER_LAYOUT, Flags.WATCHED,
            "as LOAD_ATTR_LAYOUT, storing through the dict's funnel"),
    CALL_KNOWN_FUNCTION(CALL, Given.CALLEE, Flags.WATCHED,
            "the function called (a given value), with exactly its positional parameters"),
    CALL_KNOWN_FUNCTION_DIRECT(CALL, Given.CALLEE, Flags.WATCHED | Flags.DIRECT,
            "as CALL_KNOWN_FUNCTION, entering the function's compiled form directly"),
    CALL_KNOWN_CLASS(CALL, Given.CALLEE, Flags.WATCHED,
            "the plain class called (a given value) and its __init__, taking exactly the arguments and self"),
    CALL_KNOWN_CLASS_DIRECT(CALL, Given.CALLEE, Flags.WATCHED | Flags.DIRECT,
            "as CALL_KNOWN_CLASS, entering __init__'s compiled form directly"),
    CALL_KNOWN_METHOD_DIRECT(CALL, Given.FOUND_METHOD, Flags.WATCHED | Flags.DIRECT | Flags.CHECKED,
            "the function the LOAD_METHOD before it found, entering its compiled form directly"),
    CALL_KNOWN_BUILTIN_METHOD(CALL, Given.FOUND_METHOD, Flags.CHECKED,
            "the builtin method the LOAD_METHOD before it found");

    /**
     * The kind of fact a variant takes as given, which is what an optimizer looks for: the instructions it may
     * speculate on are the base opcodes of the variants that take the kind of fact it found
     * ({@link #specializes}).
     */
    public enum Given {
        /** The value of a global or builtin name the instruction loads. */
        GLOBAL_VALUE,
        /** The value of an attribute the instruction loads from an owner that is itself a given value. */
        ATTRIBUTE_VALUE,
        /** Where in its receivers' dicts the attribute lives (their class and a shared key table's entry). */
        RECEIVER_LAYOUT,
        /** What the instruction calls: a given value (a function, or a plain class and its {@code __init__}). */
        CALLEE,
        /** What the method load before the call found, checked by identity at each call. */
        FOUND_METHOD
    }

    /** The base opcode, whose row says the rest (argument, pops and pushes, jumps, event). */
    public final int base;
    /** The kind of fact it takes as given: its guard, which says what watches it. */
    public final Given guard;
    /** What the variant takes as given, in words (the disassembly shows the facts themselves). */
    public final String given;
    private final int flags;

    InstructionVariant(int base, Given guard, int flags, String given) {
        String prefix = Opcode.name(base) + "_";
        if (!Opcode.isDefined(base) || !name().startsWith(prefix) || name().length() == prefix.length()) {
            throw new ExceptionInInitializerError(name() + " is not named BASE_VARIANT after a defined opcode");
        }
        if ((flags & Flags.STAYS_IN) != 0 && (flags & Flags.DIRECT) != 0) {
            throw new ExceptionInInitializerError(name() + " both stays in and enters a callee");
        }
        this.base = base;
        this.guard = guard;
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

    /** The first variant (in row order) of opcode {@code base} that takes {@code guard} as given, or null. */
    public static InstructionVariant of(int base, Given guard) {
        for (InstructionVariant v : values()) {
            if (v.base == base && v.guard == guard) {
                return v;
            }
        }
        return null;
    }

    /** Whether some variant of opcode {@code op} takes {@code guard} as given: whether an optimizer may speculate so on it. */
    public static boolean specializes(int op, Given guard) {
        return of(op, guard) != null;
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
