/**
 * The {@code _stat} module beneath {@code stat}: the file-type and permission constants of Linux's
 * {@code <sys/stat.h>}, the {@code S_IS*} tests, {@code S_IMODE}, {@code S_IFMT} and {@code filemode}, which,
 * unlike {@code stat.py}'s own fallback, marks a mode of no known file type with {@code '?'}.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.stat;
