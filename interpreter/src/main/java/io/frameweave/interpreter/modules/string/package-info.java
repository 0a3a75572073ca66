/**
 * The {@code _string} module beneath {@code string.Formatter}: the format-string parser of {@code str.format}
 * ({@code runtime.FormatMarkup}) as iterators of CPython's tuples, so that a guest formatter sees exactly the
 * fields and errors {@code str.format} sees.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.string;
