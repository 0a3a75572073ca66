package io.frameweave.interpreter.ast;

import java.util.List;

/**
 * A parameter list. {@code defaults} belong to the last positional parameters (posonly then args);
 * {@code kwDefaults} has one entry per keyword-only parameter, null where it has none.
 */
public record Arguments(List<Arg> posonlyargs, List<Arg> args, Arg vararg, List<Arg> kwonlyargs,
                        List<Expr> kwDefaults, Arg kwarg, List<Expr> defaults) {

    public static final Arguments EMPTY = new Arguments(List.of(), List.of(), null, List.of(), List.of(), null, List.of());

    public record Arg(Pos pos, String name, Expr annotation) {}
}
