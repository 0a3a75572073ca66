package io.frameweave.interpreter.compiler;

/** How a name or target expression is used (CPython's {@code expr_context}). */
enum ExprContext { LOAD, STORE, DEL }
