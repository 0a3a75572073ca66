package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * The fields of the VM the compiled tier's code reads and writes, one constant each, as {@link Helper} is for
 * methods: {@link CodeTranslator} emits a field access through a constant, never through a name and a descriptor of
 * its own. Each constant finds its field when this class initializes and takes the descriptor from the field's
 * type, and the build initializes it (build-tools' {@code ClassInitCheck}), so a field renamed, removed or retyped
 * fails the build, not a translation at run time.
 */
enum VmField {
    // ---- of the frame ----
    FRAME_LASTI(PyFrame.class, "lasti"),
    FRAME_LOCALS_PLUS(PyFrame.class, "localsPlus"),
    FRAME_CODE(PyFrame.class, "code"),
    FRAME_CACHES(PyFrame.class, "caches"),
    FRAME_GLOBALS(PyFrame.class, "globals"),
    FRAME_BUILTINS(PyFrame.class, "builtins"),
    FRAME_PC(PyFrame.class, "pc"),
    FRAME_SP(PyFrame.class, "sp"),

    // ---- of its code object ----
    CODE_CONSTS(PyCode.class, "consts"),
    CODE_NAMES(PyCode.class, "names"),
    CODE_INSTRUCTIONS(PyCode.class, "instructions"),
    CODE_COMPILED(PyCode.class, "compiled"),

    // ---- constants and flags ----
    LEAVE(CompiledCode.class, "LEAVE"),
    DROP_REQUEST(GIL.class, "dropRequest"),
    NONE(Py.class, "None"),
    ASSERTION_ERROR(ExceptionTypes.class, "AssertionError");

    /** The field's class, in internal form. */
    final String owner;
    final String name;
    final String descriptor;
    final boolean isStatic;

    VmField(Class<?> owner, String name) {
        Field f;
        try {
            f = owner.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new ExceptionInInitializerError("no field " + owner.getName() + "." + name);
        }
        this.owner = Helper.internal(owner);
        this.name = name;
        this.descriptor = Helper.descriptor(f.getType());
        this.isStatic = Modifier.isStatic(f.getModifiers());
    }
}
