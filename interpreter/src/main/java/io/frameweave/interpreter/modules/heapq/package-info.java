/**
 * The {@code _heapq} module beneath {@code heapq}: the heap operations on a list, sifting as CPython's C code
 * sifts (the same comparisons in the same order), with its messages.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.heapq;
