package io.frameweave.interpreter.ast;

/** {@code name [as asname]} in an import; name may be dotted; asname may be null. */
public record Alias(Pos pos, String name, String asname) {}
