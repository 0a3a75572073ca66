/**
 * The {@code unicodedata} module: the Unicode Character Database of version 14.0 (CPython 3.11's) and, as
 * {@code ucd_3_2_0}, of version 3.2 for stringprep and the idna codec, over the tables of the {@code unicode}
 * package.
 *
 * <p>May touch: {@code runtime}, {@code unicode} and the shared {@code modules} package.
 */
package io.frameweave.interpreter.modules.unicodedata;
