/**
 * The {@code _bisect} module beneath {@code bisect}: binary search and insertion in a sorted sequence, with an
 * optional key, comparing with {@code <} only as CPython's C code does.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.bisect;
