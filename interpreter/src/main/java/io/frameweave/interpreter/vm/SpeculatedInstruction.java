package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.InstructionVariant;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

import static io.frameweave.interpreter.bytecode.InstructionVariant.*;

/**
 * An instruction that a speculative form runs as a variant of itself ({@link InstructionVariant}), with the facts
 * the variant takes as given: what {@link Speculation} records at the instruction's pc, {@link CodeTranslator}
 * compiles, and a disassembly shows.
 */
sealed interface SpeculatedInstruction {
    /** The variant, or null when the facts are recorded but the instruction is compiled as itself. */
    InstructionVariant variant();

    /** The facts, as a disassembly shows them (made without running guest code). */
    String given();

    /** A load that pushes {@code value}: LOAD_GLOBAL_KNOWN, LOAD_ATTR_KNOWN or LOAD_METHOD_KNOWN. */
    record KnownValue(InstructionVariant variant, PyObject value) implements SpeculatedInstruction {
        @Override
        public String given() {
            return "= " + describe(value);
        }
    }

    /**
     * An attribute load or store on instances of {@code type} whose dicts share the key table {@code keys}, holding
     * the attribute at entry {@code slot}: LOAD_ATTR_LAYOUT or STORE_ATTR_LAYOUT.
     */
    record KnownLayout(InstructionVariant variant, PyType type, Object keys, int slot) implements SpeculatedInstruction {
        @Override
        public String given() {
            return "instances of " + describe(type) + ", entry " + slot;
        }
    }

    /**
     * A call of the value given for the load at {@code loadPc}: a function ({@code ofClass} null) that is
     * {@code callee}, or a plain class whose {@code __init__} is {@code callee}; entering the callee directly when
     * {@code entry} is not null.
     */
    record KnownCall(int loadPc, PyFunction callee, PyType ofClass, DirectEntry entry) implements SpeculatedInstruction {
        @Override
        public InstructionVariant variant() {
            if (ofClass != null) {
                return entry != null ? CALL_KNOWN_CLASS_DIRECT : CALL_KNOWN_CLASS;
            }
            return entry != null ? CALL_KNOWN_FUNCTION_DIRECT : CALL_KNOWN_FUNCTION;
        }

        @Override
        public String given() {
            return ofClass != null ? describe(ofClass) + ", __init__ " + describe(callee) : describe(callee);
        }
    }

    /**
     * A call of {@code method}, when the LOAD_METHOD before it found it; compiled so only when it enters the method
     * directly ({@code entry}), else as the VM's call.
     */
    record KnownMethodCall(PyFunction method, DirectEntry entry) implements SpeculatedInstruction {
        @Override
        public InstructionVariant variant() {
            return entry != null ? CALL_KNOWN_METHOD_DIRECT : null;
        }

        @Override
        public String given() {
            return describe(method) + " if found";
        }
    }

    /** A call of the builtin method {@code method}, when the LOAD_METHOD before it found it. */
    record KnownBuiltinMethodCall(PyMethodDescr method) implements SpeculatedInstruction {
        @Override
        public InstructionVariant variant() {
            return CALL_KNOWN_BUILTIN_METHOD;
        }

        @Override
        public String given() {
            return describe(method) + " if found";
        }
    }

    /**
     * How a known call enters its callee directly: the callee's compiled form ({@link CompiledCode}, or
     * {@link Speculation#THIS_FORM} for a call of the code being compiled) and the size of the frame it makes.
     */
    record DirectEntry(Object form, int frameSize) {}

    /**
     * What a disassembly shows of a value: the repr of functions, classes, modules, builtin methods and of numbers,
     * strings, booleans and None (shortened), which run no guest code; for anything else its type.
     */
    static String describe(PyObject v) {
        if (v instanceof PyFunction f) {
            return "<function " + f.qualname + ">";
        }
        if (v instanceof PyType t) {
            return "<class '" + t.qualname + "'>";
        }
        if (v instanceof PyModule m) {
            return "<module '" + m.name + "'>";
        }
        if (v instanceof PyMethodDescr d) {
            return "<method '" + d.name + "' of '" + d.owner.name + "' objects>";
        }
        Class<?> c = v.getClass();
        if (c == PyBuiltinFunction.class || c == PyInt.class || c == PyFloat.class || c == PyStr.class
                || c == PyBool.class || c == PyNone.class) {
            try {
                String r = Ops.repr(v);
                return r.length() > 40 ? r.substring(0, 37) + "..." : r;
            } catch (PyException e) { // an int too long to convert
                return "<" + v.type().name + " object>";
            }
        }
        return "<" + v.type().name + " object>";
    }
}
