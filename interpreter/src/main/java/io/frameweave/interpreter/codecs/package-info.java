/**
 * Text codecs with Python's names, error handlers and error messages: what {@code str.encode}, {@code bytes.decode},
 * {@code open()} in text mode, the standard streams, the source reader and the {@code _codecs} module decode and
 * encode with. It touches only {@code unicode} (character names): failures are {@link io.frameweave.interpreter.codecs.CodecException}s that the
 * builtins turn into guest exceptions, and an error handler the program registered is reached through
 * {@link io.frameweave.interpreter.codecs.ErrorCallback}, which whoever owns the registry provides.
 */
package io.frameweave.interpreter.codecs;
