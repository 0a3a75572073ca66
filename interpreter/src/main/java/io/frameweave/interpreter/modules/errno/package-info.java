/**
 * The {@code errno} module: Linux's error numbers as CPython names them, and their C library messages, which
 * {@code posix} uses for its errors. May touch: {@code runtime} and module assembly in {@code builtins}.
 */
package io.frameweave.interpreter.modules.errno;
