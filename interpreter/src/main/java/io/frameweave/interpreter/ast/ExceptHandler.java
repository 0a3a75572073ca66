package io.frameweave.interpreter.ast;

import java.util.List;

/** {@code except [type [as name]]: body}; type and name may be null. */
public record ExceptHandler(Pos pos, Expr type, String name, List<Stmt> body) {}
