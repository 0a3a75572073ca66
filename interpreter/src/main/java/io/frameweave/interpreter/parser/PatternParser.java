package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.ast.Pattern;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.UnaryOperator;
import io.frameweave.interpreter.lexer.SourceLines;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.lexer.TokenKind;
import io.frameweave.interpreter.syntax.Imaginary;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.util.ArrayList;
import java.util.List;

/**
 * The patterns of {@code case} clauses, one method per rule of CPython 3.11's grammar ({@code patterns},
 * {@code as_pattern}, {@code or_pattern}, {@code closed_pattern} ...), with its error rules for patterns.
 */
abstract class PatternParser extends ExpressionParser {

    PatternParser(List<Token> tokens, SourceLines lines, String filename, int lineShift, int colShift,
                  boolean fstringField) {
        super(tokens, lines, filename, lineShift, colShift, fstringField);
    }

    /** {@code patterns}: an open sequence {@code a, *b} (a MatchSequence) or one pattern. */
    final Pattern patterns() {
        Token first = tok();
        Pattern head = maybeStarPattern();
        if (!at(TokenKind.COMMA)) {
            if (head instanceof Pattern.MatchStar) {
                throw invalidSyntax();
            }
            return head;
        }
        List<Pattern> items = new ArrayList<>();
        items.add(head);
        while (accept(TokenKind.COMMA) && startsPattern(kind())) {
            items.add(maybeStarPattern());
        }
        return new Pattern.MatchSequence(span(first), List.copyOf(items));
    }

    /** {@code pattern}: an or-pattern, optionally {@code as name}. */
    private Pattern pattern() {
        Token first = tok();
        Pattern alternatives = orPattern();
        if (!accept(TokenKind.AS)) {
            return alternatives;
        }
        Token t = tok();
        if (t.kind() == TokenKind.NAME && t.text().equals("_")) {
            throw errorAt(t, "cannot use '_' as a target");
        }
        if (t.kind() != TokenKind.NAME) {
            invalidTarget();
        }
        String name = captureTarget();
        return new Pattern.MatchAs(span(first), alternatives, name);
    }

    /** CPython's invalid_as_pattern: {@code as} followed by an expression that is not a name. */
    private void invalidTarget() {
        int save = p;
        Expr target;
        try {
            target = expression();
        } catch (SyntaxErrorException e) {
            p = save;
            throw invalidSyntax();
        }
        throw errorAt(target.pos(), "invalid pattern target");
    }

    private Pattern orPattern() {
        Token first = tok();
        Pattern head = closedPattern();
        if (!at(TokenKind.VBAR)) {
            return head;
        }
        List<Pattern> alternatives = new ArrayList<>();
        alternatives.add(head);
        while (accept(TokenKind.VBAR)) {
            alternatives.add(closedPattern());
        }
        return new Pattern.MatchOr(span(first), List.copyOf(alternatives));
    }

    private Pattern closedPattern() {
        Token t = tok();
        switch (t.kind()) {
            case NUMBER, MINUS -> {
                Expr value = numberLiteral();
                return new Pattern.MatchValue(value.pos(), value);
            }
            case STRING -> {
                Expr value = strings();
                return new Pattern.MatchValue(value.pos(), value);
            }
            case NONE -> {
                advance();
                return new Pattern.MatchSingleton(pos(t), Expr.Singleton.NONE);
            }
            case TRUE, FALSE -> {
                advance();
                return new Pattern.MatchSingleton(pos(t), t.kind() == TokenKind.TRUE);
            }
            case NAME -> {
                return namePattern();
            }
            case LPAR -> {
                return groupOrTuplePattern();
            }
            case LSQB -> {
                Token lsqb = advance();
                List<Pattern> items = sequenceItems(TokenKind.RSQB);
                expect(TokenKind.RSQB);
                return new Pattern.MatchSequence(span(lsqb), items);
            }
            case LBRACE -> {
                return mappingPattern();
            }
            default -> throw invalidSyntax();
        }
    }

    /** The wildcard, a capture, a dotted value or a class pattern: all begin with a name. */
    private Pattern namePattern() {
        Token first = tok();
        if (first.text().equals("_")) {
            advance();
            return new Pattern.MatchAs(pos(first), null, null);
        }
        Expr target = nameOrAttr();
        if (at(TokenKind.LPAR)) {
            return classPattern(first, target);
        }
        if (at(TokenKind.EQUAL)) {
            throw invalidSyntax();
        }
        if (target instanceof Expr.Name n) {
            return new Pattern.MatchAs(n.pos(), null, n.id());
        }
        return new Pattern.MatchValue(target.pos(), target);
    }

    /** {@code name_or_attr}: {@code NAME ('.' NAME)*}. */
    private Expr nameOrAttr() {
        Token first = expect(TokenKind.NAME);
        Expr e = new Expr.Name(pos(first), first.text());
        while (accept(TokenKind.DOT)) {
            Token attr = expect(TokenKind.NAME);
            e = new Expr.Attribute(span(first), e, attr.text());
        }
        return e;
    }

    /** {@code pattern_capture_target}: a name other than {@code _} not followed by '.', '(' or '='. */
    private String captureTarget() {
        Token t = tok();
        if (t.kind() != TokenKind.NAME || t.text().equals("_")) {
            throw invalidSyntax();
        }
        advance();
        if (at(TokenKind.DOT) || at(TokenKind.LPAR) || at(TokenKind.EQUAL)) {
            throw invalidSyntax();
        }
        return t.text();
    }

    /** {@code (p)} is p itself; {@code ()} and {@code (p,)} are sequences. */
    private Pattern groupOrTuplePattern() {
        Token lpar = advance();
        if (accept(TokenKind.RPAR)) {
            return new Pattern.MatchSequence(span(lpar), List.of());
        }
        Pattern head = maybeStarPattern();
        if (!(head instanceof Pattern.MatchStar) && accept(TokenKind.RPAR)) {
            return head;
        }
        if (!at(TokenKind.COMMA)) {
            throw invalidSyntax();
        }
        List<Pattern> items = new ArrayList<>();
        items.add(head);
        while (accept(TokenKind.COMMA) && startsPattern(kind())) {
            items.add(maybeStarPattern());
        }
        expect(TokenKind.RPAR);
        return new Pattern.MatchSequence(span(lpar), List.copyOf(items));
    }

    /** {@code maybe_sequence_pattern?} up to {@code close}, trailing comma allowed. */
    private List<Pattern> sequenceItems(TokenKind close) {
        List<Pattern> items = new ArrayList<>();
        while (!at(close)) {
            items.add(maybeStarPattern());
            if (!accept(TokenKind.COMMA)) {
                break;
            }
        }
        return List.copyOf(items);
    }

    private Pattern maybeStarPattern() {
        if (!at(TokenKind.STAR)) {
            return pattern();
        }
        Token star = advance();
        if (at(TokenKind.NAME) && tok().text().equals("_")) {
            advance();
            return new Pattern.MatchStar(span(star), null);
        }
        String name = captureTarget();
        return new Pattern.MatchStar(span(star), name);
    }

    private Pattern mappingPattern() {
        Token lbrace = advance();
        List<Expr> keys = new ArrayList<>();
        List<Pattern> values = new ArrayList<>();
        String rest = null;
        while (!at(TokenKind.RBRACE)) {
            if (accept(TokenKind.DOUBLESTAR)) {
                rest = captureTarget();
                accept(TokenKind.COMMA);
                break;
            }
            keys.add(mappingKey());
            expect(TokenKind.COLON);
            values.add(pattern());
            if (!accept(TokenKind.COMMA)) {
                break;
            }
        }
        expect(TokenKind.RBRACE);
        return new Pattern.MatchMapping(span(lbrace), List.copyOf(keys), List.copyOf(values), rest);
    }

    /** {@code literal_expr | attr}: what a mapping pattern's key may be. */
    private Expr mappingKey() {
        Token t = tok();
        switch (t.kind()) {
            case NUMBER, MINUS -> {
                return numberLiteral();
            }
            case STRING -> {
                return strings();
            }
            case NONE -> {
                advance();
                return new Expr.Constant(pos(t), Expr.Singleton.NONE);
            }
            case TRUE, FALSE -> {
                advance();
                return new Expr.Constant(pos(t), t.kind() == TokenKind.TRUE);
            }
            case NAME -> {
                Expr key = nameOrAttr();
                if (!(key instanceof Expr.Attribute)) {
                    throw invalidSyntax();
                }
                return key;
            }
            default -> throw invalidSyntax();
        }
    }

    private Pattern classPattern(Token first, Expr cls) {
        advance();
        List<Pattern> positional = new ArrayList<>();
        List<String> kwdAttrs = new ArrayList<>();
        List<Pattern> kwdPatterns = new ArrayList<>();
        Pattern misplacedFirst = null;
        Pattern misplacedLast = null;
        boolean misplacedRunOver = false;
        while (!at(TokenKind.RPAR)) {
            if (at(TokenKind.NAME) && kindAt(1) == TokenKind.EQUAL) {
                kwdAttrs.add(advance().text());
                advance();
                kwdPatterns.add(pattern());
                misplacedRunOver = misplacedFirst != null;
            } else {
                Pattern pat = pattern();
                if (kwdAttrs.isEmpty()) {
                    positional.add(pat);
                } else if (misplacedFirst == null) {
                    misplacedFirst = pat;
                    misplacedLast = pat;
                } else if (!misplacedRunOver) {
                    misplacedLast = pat;
                }
            }
            if (!accept(TokenKind.COMMA)) {
                break;
            }
        }
        if (misplacedFirst != null) {
            throw errorRange(misplacedFirst.pos(), misplacedLast.pos(), "positional patterns follow keyword patterns");
        }
        expect(TokenKind.RPAR);
        return new Pattern.MatchClass(span(first), cls, List.copyOf(positional), List.copyOf(kwdAttrs),
                List.copyOf(kwdPatterns));
    }

    /** {@code signed_number !('+' | '-') | complex_number}. */
    private Expr numberLiteral() {
        Token first = tok();
        Expr real = signedNumber();
        if (!at(TokenKind.PLUS) && !at(TokenKind.MINUS)) {
            return real;
        }
        Expr.Constant realPart = real instanceof Expr.UnaryOp u ? (Expr.Constant) u.operand() : (Expr.Constant) real;
        if (realPart.value() instanceof Imaginary) {
            throw errorAt(realPart.pos(), "real number required in complex literal");
        }
        Operator op = advance().kind() == TokenKind.PLUS ? Operator.ADD : Operator.SUB;
        Token imag = expect(TokenKind.NUMBER);
        if (!(imag.value() instanceof Imaginary)) {
            throw errorAt(pos(imag), "imaginary number required in complex literal");
        }
        return new Expr.BinOp(span(first), real, op, new Expr.Constant(pos(imag), imag.value()));
    }

    private Expr signedNumber() {
        Token first = tok();
        if (accept(TokenKind.MINUS)) {
            Token n = expect(TokenKind.NUMBER);
            return new Expr.UnaryOp(span(first), UnaryOperator.USUB, new Expr.Constant(pos(n), n.value()));
        }
        Token n = expect(TokenKind.NUMBER);
        return new Expr.Constant(pos(n), n.value());
    }

    private static boolean startsPattern(TokenKind k) {
        return switch (k) {
            case NAME, NUMBER, STRING, MINUS, LPAR, LSQB, LBRACE, NONE, TRUE, FALSE, STAR -> true;
            default -> false;
        };
    }
}
