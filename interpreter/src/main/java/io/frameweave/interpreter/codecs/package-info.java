/**
 * Text codecs with Python's names, error handlers and error messages: what {@code open()} in text mode, the
 * standard streams and the source reader decode and encode with. It touches nothing: failures are
 * {@link io.frameweave.interpreter.codecs.CodecException}s that the builtins turn into guest exceptions.
 */
package io.frameweave.interpreter.codecs;
