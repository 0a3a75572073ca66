package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;

import java.lang.invoke.MethodHandles;

/**
 * When the dispatch loop hands a code object to its compiled form. Each frame start and loop back edge of a
 * code object not yet compiled adds to its {@link PyCode#warmth}; at {@link #THRESHOLD} the code is translated
 * ({@link CodeTranslator}) into a hidden class of this package, which the JVM may unload with the code object.
 * Code that cannot be compiled is marked so and not tried again until its instructions change.
 *
 * <p>The system property {@code fw.tier} chooses: {@code on} (the default), {@code eager} (compile every code
 * object at its first run: the tests run the language suites so) or {@code off} (the dispatch loop only);
 * {@code fw.tier.threshold} sets the count for {@code on} (for measuring).
 */
final class CompiledTier {
    private CompiledTier() {}

    /** Frame starts plus loop iterations before a code object is compiled. */
    static final int THRESHOLD = threshold(System.getProperty("fw.tier", "on"));
    /** The value of {@link PyCode#compiled} for code that cannot be compiled. */
    static final Object NOT_COMPILABLE = new Object();

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    /**
     * With {@code fw.tier.classes=visible} compiled code is defined as ordinary classes, which JFR and other
     * profilers that skip hidden frames then show (they are never unloaded: for profiling runs only).
     */
    private static final boolean VISIBLE = "visible".equals(System.getProperty("fw.tier.classes"));
    private static final java.util.concurrent.atomic.AtomicInteger SERIAL = new java.util.concurrent.atomic.AtomicInteger();

    private static int threshold(String mode) {
        return switch (mode) {
            case "eager" -> 1;
            case "off" -> Integer.MAX_VALUE;
            default -> Math.max(1, Integer.getInteger("fw.tier.threshold", 40));
        };
    }

    /** The compiled form to run {@code code} with now, compiling it if it has become warm; null to interpret. */
    static CompiledCode entry(PyCode code) {
        Object c = code.compiled;
        if (c instanceof CompiledCode compiled) {
            return compiled;
        }
        if (c == null && ++code.warmth >= THRESHOLD) {
            return compile(code) instanceof CompiledCode form ? form : null;
        }
        return null;
    }

    /**
     * The CODE_COMPILE weave point: compiles {@code code} now and installs the result; returns the compiled form (a
     * {@link CompiledCode}, typed as {@link PyCode#compiled} is, for an optimizer woven here may return its own
     * form instead), or null if there is none.
     */
    static Object compile(PyCode code) {
        int changes = code.changes();
        CompiledCode compiled = null;
        byte[] bytes = CodeTranslator.translate(code, className(code), null);
        if (bytes != null) {
            try {
                compiled = define(bytes, null, null);
            } catch (ReflectiveOperationException | LinkageError e) {
                // a translation the JVM refuses is a VM bug; the code still runs, in the dispatch loop
                System.err.println("frameweave: internal error: could not compile " + code.qualname + " ("
                        + e + "); it runs interpreted");
            }
        }
        code.installCompiled(compiled != null ? compiled : NOT_COMPILABLE, changes);
        return compiled != null && code.compiled == compiled ? compiled : null;
    }

    /**
     * The compiled form of {@code code} with {@code facts} taken as given, not installed; null when there is none.
     * The class gets the values as class data, which its static initializer puts into static final fields.
     */
    static CompiledCode compileSpeculative(PyCode code, Speculation facts) {
        String name = className(code);
        byte[] bytes = CodeTranslator.translate(code, name, facts);
        if (bytes == null) {
            return null;
        }
        try {
            CompiledCode compiled = define(bytes, name, facts.classData());
            compiled.facts = facts;
            return compiled;
        } catch (ReflectiveOperationException | LinkageError e) {
            System.err.println("frameweave: internal error: could not compile " + code.qualname + " with speculated"
                    + " values (" + e + "); it runs without them");
            return null;
        }
    }

    /**
     * Loads a class file from {@link CodeTranslator} named {@code name} and makes its one instance; a speculative
     * form's class gets {@code classData} ({@link Speculation#classData}), others null.
     */
    static CompiledCode define(byte[] classFile, String name, Object[] classData) throws ReflectiveOperationException {
        Class<?> c;
        if (VISIBLE) {
            if (classData != null) {
                Speculation.visibleClassData(name, classData);
            }
            c = LOOKUP.defineClass(classFile);
        } else {
            c = classData != null ? LOOKUP.defineHiddenClassWithClassData(classFile, classData, true).lookupClass()
                    : LOOKUP.defineHiddenClass(classFile, true).lookupClass();
        }
        return (CompiledCode) c.getDeclaredConstructor().newInstance();
    }

    /** A class name that shows the guest function in JVM stack traces and profilers. */
    static String className(PyCode code) {
        String name = code.qualname != null ? code.qualname : code.name;
        StringBuilder b = new StringBuilder("io/frameweave/interpreter/vm/Compiled$");
        for (int i = 0; i < name.length() && b.length() < 120; i++) {
            char ch = name.charAt(i);
            b.append(Character.isLetterOrDigit(ch) || ch == '_' ? ch : '$');
        }
        return b.append('$').append(SERIAL.incrementAndGet()).toString();
    }
}
