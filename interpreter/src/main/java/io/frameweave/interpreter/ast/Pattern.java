package io.frameweave.interpreter.ast;

import java.util.List;

/** The patterns of a {@code case} clause, shaped like CPython's {@code ast.pattern} nodes (PEP 634). */
public sealed interface Pattern extends Node {

    /** A literal or dotted name compared with {@code ==}; value is a Constant (after folding) or an Attribute. */
    record MatchValue(Pos pos, Expr value) implements Pattern {}

    /** {@code None}, {@code True} or {@code False}, compared with {@code is}; value is a Boolean or Singleton.NONE. */
    record MatchSingleton(Pos pos, Object value) implements Pattern {}

    /** {@code [p, *rest]} or {@code (p, q)}: at most one of the patterns is a {@link MatchStar}. */
    record MatchSequence(Pos pos, List<Pattern> patterns) implements Pattern {}

    /** {@code {key: p, **rest}}; keys are Constants or Attributes; rest may be null. */
    record MatchMapping(Pos pos, List<Expr> keys, List<Pattern> patterns, String rest) implements Pattern {}

    /** {@code Cls(p, attr=q)}: cls is a Name or Attribute; kwdAttrs and kwdPatterns have the same length. */
    record MatchClass(Pos pos, Expr cls, List<Pattern> patterns, List<String> kwdAttrs,
                      List<Pattern> kwdPatterns) implements Pattern {}

    /** {@code *name} in a sequence pattern; name is null for {@code *_}. */
    record MatchStar(Pos pos, String name) implements Pattern {}

    /** {@code p as name}, a capture {@code name} (pattern null) or the wildcard {@code _} (both null). */
    record MatchAs(Pos pos, Pattern pattern, String name) implements Pattern {}

    /** {@code p | q | ...}: two or more alternatives. */
    record MatchOr(Pos pos, List<Pattern> patterns) implements Pattern {}
}
