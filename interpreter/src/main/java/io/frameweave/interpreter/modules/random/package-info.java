/**
 * The {@code _random} module beneath {@code random}: {@code Random}, CPython's Mersenne Twister (MT19937) with
 * CPython's seeding, so the same seed gives the same stream of numbers as CPython 3.11.
 * {@link io.frameweave.interpreter.modules.random.MersenneTwister} is the generator itself, free of guest objects.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.random;
