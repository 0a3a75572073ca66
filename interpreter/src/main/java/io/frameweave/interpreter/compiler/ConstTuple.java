package io.frameweave.interpreter.compiler;

import java.util.List;

/**
 * A tuple constant while compiling. Constants are plain Java values until the code object is made
 * ({@link Long}, {@link java.math.BigInteger}, {@link Double}, {@link String}, {@link Boolean},
 * {@link io.frameweave.interpreter.ast.Expr.Singleton}, {@link ConstComplex}, this, or a finished {@code PyCode}); value equality of
 * these records is exactly CPython's constant-merging key (1, 1.0, True and -0.0 stay distinct).
 */
record ConstTuple(List<Object> items) {}
