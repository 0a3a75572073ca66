/**
 * The cache of compiled modules, frameweave's counterpart of CPython's {@code __pycache__}:
 * {@link io.frameweave.interpreter.codecache.CodeCache} keeps the code object of a module imported from a source
 * file in a file of frameweave's own format, beside the source or under the user's cache directory
 * ({@link io.frameweave.interpreter.codecache.CacheLocation}), and gives it back while the source and the compiler
 * are unchanged. {@code CodeWriter} and {@code CodeReader} turn a code object and everything it holds into bytes and
 * back, {@code CacheFile} checks and writes whole files, and the build's compiler stamp ({@code CompilerStamp})
 * says which compiler a file is from. {@code MarshalledCode} is the same payload as {@code marshal} carries a code
 * object.
 *
 * <p>May touch: {@code bytecode} (code objects, their line tables) and {@code runtime} (the constants they hold).
 * The importer in {@code vm} decides when to read and write; nothing here knows about modules or {@code sys}.
 */
package io.frameweave.interpreter.codecache;
