package io.frameweave.interpreter.ast;

import java.util.List;

/** {@code case pattern [if guard]: body}; guard may be null. Like CPython's, it has no position of its own. */
public record MatchCase(Pattern pattern, Expr guard, List<Stmt> body) {}
