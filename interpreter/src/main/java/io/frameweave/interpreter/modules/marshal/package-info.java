/**
 * The {@code marshal} module: values in CPython 3.11's marshal format, byte for byte for the data types, and code
 * objects as frameweave's own records (its code is not CPython's bytecode), which {@code importlib}'s source loader
 * writes and reads in its {@code .pyc} files.
 *
 * <p>May touch: {@code runtime}, the shared {@code modules} package, and {@code codecache} for the code records.
 */
package io.frameweave.interpreter.modules.marshal;
