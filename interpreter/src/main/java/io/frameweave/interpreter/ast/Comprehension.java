package io.frameweave.interpreter.ast;

import java.util.List;

/** One {@code [async] for target in iter if cond...} clause of a comprehension. */
public record Comprehension(Expr target, Expr iter, List<Expr> ifs, boolean isAsync) {}
