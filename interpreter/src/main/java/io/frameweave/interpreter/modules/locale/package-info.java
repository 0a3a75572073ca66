/**
 * The {@code _locale} module beneath {@code locale}: the locales the VM knows (C, POSIX and C.UTF-8, whose
 * conventions are the C locale's), their {@code localeconv} and {@code nl_langinfo}, and code-point collation.
 *
 * <p>May touch: {@code runtime} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.locale;
