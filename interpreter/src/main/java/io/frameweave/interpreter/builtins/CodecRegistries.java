package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.modules.codecs.CodecRegistry;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Each interpreter's codec registry: made when first needed (by {@code import _codecs}, by {@code str.encode} of an
 * encoding the VM's codecs leave to the registry, or by a registered error handler's name), and importing CPython's
 * {@code encodings} package, whose search function knows Lib's codecs, when the standard library is there.
 */
final class CodecRegistries {
    private static final Map<Object, CodecRegistry> BY_INTERPRETER = Collections.synchronizedMap(new WeakHashMap<>());

    private CodecRegistries() {}

    /** Makes these registries the ones the VM's codecs and {@code str.encode}/{@code bytes.decode} reach. */
    static void serve() {
        CodecRegistry.serve(CodecRegistries::current);
    }

    /** The running interpreter's registry, or null when no interpreter runs. */
    static CodecRegistry current() {
        Object vm = RunningVM.identity();
        if (vm == null) {
            return null;
        }
        return BY_INTERPRETER.computeIfAbsent(vm, v -> new CodecRegistry(CodecRegistries::importEncodings));
    }

    private static void importEncodings() {
        if (RunningVM.vm().options().stdlib().dir() != null) {
            RunningVM.importModule("encodings");
        }
    }
}
