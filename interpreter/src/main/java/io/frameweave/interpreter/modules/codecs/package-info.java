/**
 * {@code _codecs}, beneath CPython's {@code codecs} and {@code encodings}: the interpreter's codec registry (search
 * functions, the cache of what they found, error handlers by name), the standard error handlers as functions, the
 * {@code charmap} codec of Lib's single-byte encodings, and the per-codec functions, which run the VM's own codecs
 * ({@code io.frameweave.interpreter.codecs}), so that {@code str.encode}, {@code bytes.decode}, text files and Lib's
 * codecs share one implementation. The registry reaches the rest of the VM through
 * {@code runtime.CodecRegistryAccess} and {@code codecs.ErrorHandler.registered}.
 */
package io.frameweave.interpreter.modules.codecs;
