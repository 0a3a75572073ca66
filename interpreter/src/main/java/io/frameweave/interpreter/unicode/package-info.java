/**
 * The Unicode Character Database as CPython 3.11 sees it (version 14.0, and 3.2 for {@code unicodedata.ucd_3_2_0}):
 * every property the guest can observe (str's predicates and case mappings, identifiers, {@code \N{...}},
 * non-ASCII digits, the {@code unicodedata} module) comes from {@link io.frameweave.interpreter.unicode.Ucd},
 * {@link io.frameweave.interpreter.unicode.CharacterNames} and {@link io.frameweave.interpreter.unicode.Normalization},
 * never from the JDK's {@code Character}, whose Unicode version follows the JVM's.
 * <p>The tables are resources generated from the UCD's own files by {@code interpreter/src/unicode/regen_tables.py};
 * {@link io.frameweave.interpreter.unicode.TableReader} says how they are laid out.
 * <p>May touch: nothing else in the interpreter (it is beneath {@code runtime}, {@code lexer} and the codecs).
 */
package io.frameweave.interpreter.unicode;
