/**
 * The {@code array} module: {@link io.frameweave.interpreter.modules.array.PyArray} (typed arrays of machine values
 * in native byte order, lent to {@code bytes()}, {@code struct} and {@code memoryview} through the buffer
 * protocol), the typecodes ({@link io.frameweave.interpreter.modules.array.TypeCode}) with CPython's range checks and
 * messages, and the machine formats {@code _array_reconstructor} reads for pickling.
 */
package io.frameweave.interpreter.modules.array;
