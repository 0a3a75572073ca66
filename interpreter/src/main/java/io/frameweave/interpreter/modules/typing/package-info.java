/**
 * The {@code _typing} module beneath {@code typing}: {@code _idfunc}, the builtin function that
 * {@code typing.NewType} instances are called through (a builtin is no descriptor, so {@code UserId(5)} is
 * {@code _idfunc(5)}).
 *
 * <p>May touch: {@code runtime} only.
 */
package io.frameweave.interpreter.modules.typing;
