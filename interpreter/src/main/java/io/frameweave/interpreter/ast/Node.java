package io.frameweave.interpreter.ast;

/** Any node of the syntax tree; every node knows its source span. */
public interface Node {
    Pos pos();
}
