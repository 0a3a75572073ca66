package io.frameweave.interpreter.ast;

import java.util.List;

/**
 * A parsed unit, by compile mode: a file or {@code exec} string ({@link FileInput}), an {@code eval} string
 * ({@link EvalInput}), or one interactive statement ({@link SingleInput}, whose expression statements print).
 */
public sealed interface ModuleNode {
    record FileInput(List<Stmt> body) implements ModuleNode {}

    record EvalInput(Expr body) implements ModuleNode {}

    record SingleInput(List<Stmt> body) implements ModuleNode {}
}
