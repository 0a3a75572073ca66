package io.frameweave.interpreter.runtime;

import java.util.function.Supplier;

/**
 * How {@code str.encode}, {@code bytes.decode} and the VM's text files reach the running interpreter's codec
 * registry (the one {@code codecs.register} adds to) for the encodings they do not handle themselves, as CPython's
 * do through {@code _PyCodec_Lookup}. The registry itself lives with the {@code _codecs} module; whoever makes the
 * interpreter's modules sets {@link #current}.
 */
public final class CodecRegistryAccess {
    private CodecRegistryAccess() {}

    /** What the object model needs of a codec registry. */
    public interface Registry {
        /**
         * {@code codecs.lookup(encoding)}: the CodecInfo (a 4-tuple) a search function gave, or null when the
         * registry has no search function and none can be had (no standard library); LookupError when none knows
         * the encoding.
         */
        PyObject lookup(String encoding);
    }

    /** The running interpreter's registry, or null before one exists. */
    public static volatile Supplier<Registry> current = () -> null;

    /** The CodecInfo of {@code encoding}, or null when there is no registry to ask. */
    public static PyObject lookup(String encoding) {
        Registry r = current.get();
        return r == null ? null : r.lookup(encoding);
    }
}
