package io.frameweave.instrumentation.guest;

import io.frameweave.interpreter.runtime.PyModule;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The registry of additions to builtin modules: each area of the agent registers, by module name, what it adds
 * ({@code sys.monitoring}, {@code sys.settrace}, {@code _thread.start_new_thread}'s wrapper ...), and the advice woven into
 * {@code BuiltinModules.create} (the BUILTIN_MODULE_CREATED weave point) applies them to every new module of
 * that name, in registration order. Each {@code PythonVM} builds its own modules, so each gets the additions.
 *
 * <p>An extension that throws is reported in one line on stderr and skipped: a tool's bug must not stop the
 * VM from creating {@code sys}.
 */
public final class ModuleExtensions {
    private static final Map<String, List<Consumer<PyModule>>> BY_MODULE = new ConcurrentHashMap<>();
    /** What registers the extensions, run once before the first module is extended (null: nothing left). */
    private static volatile Runnable registration;

    private ModuleExtensions() {}

    /** Registers {@code extension} to run on every builtin module named {@code moduleName} created from now on. */
    public static void add(String moduleName, Consumer<PyModule> extension) {
        BY_MODULE.computeIfAbsent(moduleName, k -> new CopyOnWriteArrayList<>()).add(extension);
    }

    /**
     * Arranges for {@code register} (which calls {@link #add}) to run once, just before the first module is
     * extended: registering touches the interpreter's classes, which an agent's premain must not load.
     */
    public static void beforeFirstUse(Runnable register) {
        registration = register;
    }

    /** Applies the extensions registered for {@code module}'s name (null: nothing); returns the module. */
    public static PyModule apply(String moduleName, PyModule module) {
        if (module == null) {
            return null;
        }
        if (registration != null) {
            register();
        }
        List<Consumer<PyModule>> extensions = BY_MODULE.get(moduleName);
        if (extensions == null) {
            return module;
        }
        for (Consumer<PyModule> e : extensions) {
            try {
                e.accept(module);
            } catch (RuntimeException | LinkageError failure) {
                System.err.println("frameweave agent: an extension of module '" + moduleName + "' failed: "
                        + failure);
            }
        }
        return module;
    }

    private static synchronized void register() {
        Runnable r = registration;
        if (r != null) {
            registration = null;
            r.run();
        }
    }
}
