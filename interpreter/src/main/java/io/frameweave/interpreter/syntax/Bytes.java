package io.frameweave.interpreter.syntax;

/** The value of a bytes literal such as {@code b"\x00A"}: its bytes as the chars 0..255 of {@code latin1}. */
public record Bytes(String latin1) {}
