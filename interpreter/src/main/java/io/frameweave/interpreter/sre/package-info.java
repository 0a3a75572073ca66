/**
 * CPython's regular expression engine ({@code _sre}): {@code re} compiles a pattern in Python into a list of
 * codes ({@link io.frameweave.interpreter.sre.SreCode} lists them) and this package runs that code with CPython's
 * backtracking semantics, on an explicit stack so that a long subject cannot overflow the Java stack.
 *
 * <p>The engine ({@link io.frameweave.interpreter.sre.SreMatcher}, {@link io.frameweave.interpreter.sre.SreSearch})
 * works on plain Java values and is tested without a VM; the guest objects ({@code re.Pattern}, {@code re.Match},
 * the scanner) sit on top of it.
 *
 * <p>May touch: {@code runtime} (the object model) for the guest objects, {@code unicode} for character classes and case, and {@code vm.GIL} only to poll for
 * Ctrl-C while a pattern backtracks.
 */
package io.frameweave.interpreter.sre;
