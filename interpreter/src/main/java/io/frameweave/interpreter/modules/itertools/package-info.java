/**
 * The {@code itertools} module: one class per iterator type ({@code count}, {@code chain}, {@code groupby},
 * {@code tee} ...), each with CPython 3.11's argument checks, messages and order of results, and
 * {@link io.frameweave.interpreter.modules.itertools.ItertoolsModule}, which makes the module.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.itertools;
