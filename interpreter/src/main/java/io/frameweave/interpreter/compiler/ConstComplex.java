package io.frameweave.interpreter.compiler;

/**
 * A complex constant while compiling (an imaginary literal, or a folded {@code 1 + 2j}). Record equality compares
 * the parts as {@link Double#compare} does, so {@code 0j} and {@code -0j} stay distinct constants, as in CPython.
 */
record ConstComplex(double real, double imag) {}
