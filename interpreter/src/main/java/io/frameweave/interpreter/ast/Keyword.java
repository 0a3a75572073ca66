package io.frameweave.interpreter.ast;

/** {@code name=value} in a call or class header; a null name is {@code **value}. */
public record Keyword(Pos pos, String name, Expr value) {}
