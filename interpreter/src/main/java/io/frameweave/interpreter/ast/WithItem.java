package io.frameweave.interpreter.ast;

/** {@code contextExpr [as optionalVars]}. */
public record WithItem(Expr contextExpr, Expr optionalVars) {}
