package io.frameweave.interpreter.syntax;

/** The value of an imaginary literal such as {@code 2.5j}: a complex number whose real part is 0. */
public record Imaginary(double imag) {}
