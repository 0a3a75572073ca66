/**
 * The {@code cmath} module: CPython 3.11's complex functions, constants and errors. The special values
 * (infinities, NaNs, signed zeros) follow C99 Annex G; {@link io.frameweave.interpreter.modules.cmath.SpecialValues}
 * holds them all, {@link io.frameweave.interpreter.modules.cmath.ComplexErrors} the one rule that turns a result
 * into ValueError or OverflowError, and the finite arguments go through algorithms that scale to avoid
 * intermediate overflow and underflow (after Kahan, "Branch cuts for complex elementary functions").
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.cmath;
