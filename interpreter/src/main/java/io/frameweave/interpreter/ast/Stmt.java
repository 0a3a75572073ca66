package io.frameweave.interpreter.ast;

import java.util.List;

/** Statements, shaped like CPython's {@code ast} module. Empty bodies are empty lists, never null. */
public sealed interface Stmt extends Node {

    /** {@code def}, or {@code async def} when isAsync (CPython's AsyncFunctionDef). */
    record FunctionDef(Pos pos, String name, Arguments args, List<Stmt> body, List<Expr> decorators,
                       Expr returns, boolean isAsync) implements Stmt {}

    record ClassDef(Pos pos, String name, List<Expr> bases, List<Keyword> keywords, List<Stmt> body,
                    List<Expr> decorators) implements Stmt {}

    /** {@code return} with an optional value (null when bare). */
    record Return(Pos pos, Expr value) implements Stmt {}

    record Delete(Pos pos, List<Expr> targets) implements Stmt {}

    /** {@code t1 = t2 = value}: one or more targets. */
    record Assign(Pos pos, List<Expr> targets, Expr value) implements Stmt {}

    record AugAssign(Pos pos, Expr target, Operator op, Expr value) implements Stmt {}

    /** {@code target: annotation [= value]}; simple is true for a bare name target not in parentheses. */
    record AnnAssign(Pos pos, Expr target, Expr annotation, Expr value, boolean simple) implements Stmt {}

    /** {@code for}, or {@code async for} when isAsync (CPython's AsyncFor). */
    record For(Pos pos, Expr target, Expr iter, List<Stmt> body, List<Stmt> orelse, boolean isAsync)
            implements Stmt {}

    record While(Pos pos, Expr test, List<Stmt> body, List<Stmt> orelse) implements Stmt {}

    /** {@code if}; an {@code elif} is a single nested If in orelse, as in CPython's tree. */
    record If(Pos pos, Expr test, List<Stmt> body, List<Stmt> orelse) implements Stmt {}

    /** {@code with}, or {@code async with} when isAsync (CPython's AsyncWith). */
    record With(Pos pos, List<WithItem> items, List<Stmt> body, boolean isAsync) implements Stmt {}

    /** {@code match subject:} with one or more cases. */
    record Match(Pos pos, Expr subject, List<MatchCase> cases) implements Stmt {}

    /** {@code raise [exc [from cause]]}. */
    record Raise(Pos pos, Expr exc, Expr cause) implements Stmt {}

    /** {@code try}; with {@code star}, its handlers are {@code except*} clauses (CPython's TryStar). */
    record Try(Pos pos, List<Stmt> body, List<ExceptHandler> handlers, List<Stmt> orelse,
               List<Stmt> finalbody, boolean star) implements Stmt {}

    record Assert(Pos pos, Expr test, Expr msg) implements Stmt {}

    record Import(Pos pos, List<Alias> names) implements Stmt {}

    /** {@code from .module import names}; module may be null for {@code from . import x}; {@code *} is one alias named "*". */
    record ImportFrom(Pos pos, String module, List<Alias> names, int level) implements Stmt {}

    record Global(Pos pos, List<String> names) implements Stmt {}

    record Nonlocal(Pos pos, List<String> names) implements Stmt {}

    record ExprStmt(Pos pos, Expr value) implements Stmt {}

    record Pass(Pos pos) implements Stmt {}

    record Break(Pos pos) implements Stmt {}

    record Continue(Pos pos) implements Stmt {}
}
