package io.frameweave.interpreter.modules.codecs;

import io.frameweave.interpreter.codecs.Codecs;
import io.frameweave.interpreter.codecs.ErrorCallback;
import io.frameweave.interpreter.codecs.ErrorHandler;
import io.frameweave.interpreter.runtime.CodecRegistryAccess;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One interpreter's codec registry, as CPython keeps it in its interpreter state: the search functions
 * ({@code codecs.register}), the CodecInfo each normalized name found (a cache that {@code unregister} empties), and
 * the error handlers by name (the standard ones, then those {@code codecs.register_error} adds). Like CPython, which
 * imports {@code encodings} while it starts, the registry imports it (through {@link #importEncodings}) before it
 * first searches or registers, so that its search function comes first.
 */
public final class CodecRegistry implements CodecRegistryAccess.Registry {
    private final List<PyObject> searchFunctions = new ArrayList<>();
    private final Map<String, PyObject> cache = new HashMap<>();
    private final Map<String, PyObject> errorHandlers = new HashMap<>();
    private final Runnable importEncodings;
    private boolean encodingsImported;

    /** {@code importEncodings} imports the {@code encodings} package, or does nothing without a standard library. */
    public CodecRegistry(Runnable importEncodings) {
        this.importEncodings = importEncodings;
        for (PyObject h : StandardErrorHandlers.all()) {
            errorHandlers.put(StandardErrorHandlers.registeredName(h), h);
        }
    }

    private void ensureEncodings() {
        if (!encodingsImported) {
            encodingsImported = true;
            importEncodings.run();
        }
    }

    void register(PyObject searchFunction) {
        if (!Ops.isCallable(searchFunction)) {
            throw Py.TypeError("argument must be callable");
        }
        ensureEncodings();
        searchFunctions.add(searchFunction);
    }

    void unregister(PyObject searchFunction) {
        for (int i = 0; i < searchFunctions.size(); i++) {
            if (searchFunctions.get(i) == searchFunction) {
                searchFunctions.remove(i);
                cache.clear();
                return;
            }
        }
    }

    /** Whether any search function is registered (after the {@code encodings} package had its chance). */
    boolean hasSearchFunctions() {
        ensureEncodings();
        return !searchFunctions.isEmpty();
    }

    @Override
    public PyObject lookup(String encoding) {
        if (!hasSearchFunctions()) {
            return null;
        }
        return find(encoding);
    }

    /** CPython's {@code _PyCodec_Lookup}: the CodecInfo of {@code encoding}; LookupError when nothing knows it. */
    PyObject find(String encoding) {
        ensureEncodings();
        String key = Codecs.normalize(encoding);
        PyObject hit = cache.get(key);
        if (hit != null) {
            return hit;
        }
        if (searchFunctions.isEmpty()) {
            throw Py.raise(ExceptionTypes.LookupError, "no codec search functions registered: can't find encoding");
        }
        PyStr name = PyStr.of(key);
        for (PyObject f : List.copyOf(searchFunctions)) {
            PyObject r = Ops.call(f, name);
            if (r == Py.None) {
                continue;
            }
            if (!(r instanceof PyTuple t) || t.items.length != 4) {
                throw Py.TypeError("codec search functions must return 4-tuples");
            }
            cache.put(key, r);
            return r;
        }
        throw Py.raise(ExceptionTypes.LookupError, "unknown encoding: " + encoding);
    }

    void registerError(String name, PyObject handler) {
        if (!Ops.isCallable(handler)) {
            throw Py.TypeError("handler must be callable");
        }
        errorHandlers.put(name, handler);
    }

    /** {@code codecs.lookup_error(name)}; LookupError when no handler has that name. */
    PyObject lookupError(String name) {
        PyObject h = errorHandlers.get(name);
        if (h == null) {
            throw Py.raise(ExceptionTypes.LookupError, "unknown error handler name '" + name + "'");
        }
        return h;
    }

    /** The handler a codec calls for a name that is not one it handles itself, or null. */
    public ErrorCallback registeredHandler(String name) {
        PyObject h = errorHandlers.get(name);
        if (h == null) {
            return null;
        }
        return new GuestErrorCallback(h);
    }

    /** Makes this registry the one the VM's codecs and {@code str.encode}/{@code bytes.decode} reach. */
    public static void serve(java.util.function.Supplier<CodecRegistry> current) {
        CodecRegistryAccess.current = current::get;
        ErrorHandler.registered = name -> {
            CodecRegistry r = current.get();
            return r == null ? null : r.registeredHandler(name);
        };
    }
}
