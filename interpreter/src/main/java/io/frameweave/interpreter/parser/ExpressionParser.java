package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.CmpOp;
import io.frameweave.interpreter.ast.Comprehension;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.UnaryOperator;
import io.frameweave.interpreter.lexer.SourceLines;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.lexer.TokenKind;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.util.ArrayList;
import java.util.List;

/**
 * The expression half of the recursive-descent parser, one method per rule of CPython 3.11's grammar
 * ({@code expression}, {@code disjunction}, ... {@code atom}), with binary operators by precedence level.
 */
abstract class ExpressionParser extends ParserBase {
    /** Set while parsing speculatively for an error message, so that error rules do not recurse. */
    private boolean noInvalid;

    ExpressionParser(List<Token> tokens, SourceLines lines, String filename, int lineShift, int colShift,
                     boolean fstringField) {
        super(tokens, lines, filename, lineShift, colShift, fstringField);
    }

    // ---- lists of expressions ----

    /** {@code star_expressions}: one expression or an unparenthesised tuple (trailing comma included). */
    final Expr starExpressions() {
        Token first = tok();
        Expr e = starExpression();
        if (!at(TokenKind.COMMA)) {
            return e;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(e);
        while (accept(TokenKind.COMMA)) {
            if (!startsExpression(kind()) && !at(TokenKind.STAR)) {
                break;
            }
            elts.add(starExpression());
        }
        return new Expr.TupleExpr(span(first), List.copyOf(elts));
    }

    /** {@code star_expression}: {@code '*' bitwise_or | expression}. */
    final Expr starExpression() {
        if (at(TokenKind.STAR)) {
            Token star = advance();
            Expr v = bitwiseOr();
            return new Expr.Starred(span(star), v);
        }
        return expression();
    }

    /** {@code star_named_expression}: {@code '*' bitwise_or | named_expression}. */
    final Expr starNamedExpression() {
        if (at(TokenKind.STAR)) {
            Token star = advance();
            Expr v = bitwiseOr();
            return new Expr.Starred(span(star), v);
        }
        return namedExpression();
    }

    /** Expressions CPython's bitwise_or rule can produce, minus the displays its hint excludes. */
    static boolean isBitwiseOrLevel(Expr e) {
        if (e instanceof Expr.Lambda || e instanceof Expr.IfExp || e instanceof Expr.BoolOp
                || e instanceof Expr.Compare || e instanceof Expr.NamedExpr || e instanceof Expr.Starred
                || e instanceof Expr.Yield || e instanceof Expr.YieldFrom || e instanceof Expr.ListExpr
                || e instanceof Expr.TupleExpr || e instanceof Expr.GeneratorExp) {
            return false;
        }
        if (e instanceof Expr.UnaryOp u && u.op() == io.frameweave.interpreter.ast.UnaryOperator.NOT) {
            return false;
        }
        return !(e instanceof Expr.Constant c
                && (c.value() instanceof Boolean || c.value() == Expr.Singleton.NONE));
    }

    /**
     * An element of a parenthesized, list or set display or a subscript ({@code star_named_expression}), with
     * CPython's hints for {@code =} written where {@code ==} or {@code :=} was meant ({@code [x=1]}, {@code {'a'=1}}:
     * its invalid_named_expression rule).
     */
    private Expr displayElement() {
        int start = p;
        Expr e = starNamedExpression();
        if (at(TokenKind.EQUAL) && !noInvalid) {
            equalsHint(e, start);
        }
        return e;
    }

    /** Raises CPython's hint when {@code e} (from token {@code start}) is followed by {@code = bitwise_or}. */
    private void equalsHint(Expr e, int start) {
        boolean name = e instanceof Expr.Name && toks[start].kind() == TokenKind.NAME && p == start + 1;
        if (!name && !isBitwiseOrLevel(e)) {
            return;
        }
        int mark = p;
        advance();
        Expr b;
        try {
            b = bitwiseOr();
        } catch (SyntaxErrorException ignored) {
            p = mark; // not this rule: the caller's error stands
            return;
        }
        boolean assignsAgain = at(TokenKind.EQUAL) || at(TokenKind.COLONEQUAL);
        p = mark;
        if (assignsAgain) {
            return;
        }
        if (name) {
            throw errorRange(e.pos(), b.pos(), "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        }
        throw errorAt(e.pos(), "cannot assign to " + Targets.describe(e) + " here. Maybe you meant '==' instead of '='?");
    }

    /** {@code named_expression}: {@code NAME ':=' expression | expression}. */
    final Expr namedExpression() {
        if (at(TokenKind.NAME) && kindAt(1) == TokenKind.COLONEQUAL) {
            Token name = advance();
            advance();
            Expr value = expression();
            Expr.Name target = new Expr.Name(pos(name), name.text());
            return new Expr.NamedExpr(span(name), target, value);
        }
        Expr e = expression();
        if (at(TokenKind.COLONEQUAL)) {
            throw errorAt(e.pos(), "cannot use assignment expressions with " + Targets.describe(e));
        }
        return e;
    }

    /** {@code expression}: conditional expression, lambda, or disjunction. */
    final Expr expression() {
        if (at(TokenKind.LAMBDA)) {
            return lambda();
        }
        Token first = tok();
        int firstIndex = p;
        Expr body = disjunction();
        if (at(TokenKind.IF)) {
            advance();
            Expr test = disjunction();
            if (!at(TokenKind.ELSE)) {
                if (!noInvalid && !at(TokenKind.COLON)) {
                    throw errorRange(body.pos(), test.pos(), "expected 'else' after 'if' expression");
                }
                throw invalidSyntax();
            }
            advance();
            Expr orelse = expression();
            return new Expr.IfExp(span(first), test, body, orelse);
        }
        if (!noInvalid) {
            checkMissingComma(body, firstIndex);
        }
        return body;
    }

    /**
     * CPython's invalid_expression rule: inside brackets, an expression directly followed by another is a
     * missing comma ("invalid syntax. Perhaps you forgot a comma?").
     */
    private void checkMissingComma(Expr a, int aStart) {
        Token t = tok();
        if (t.level() == 0 || !startsExpression(t.kind()) || t.kind() == TokenKind.LAMBDA
                || t.kind() == TokenKind.NOT && kindAt(1) == TokenKind.IN) {
            return;
        }
        Token startTok = toks[aStart];
        if (startTok.kind() == TokenKind.NAME && (toks[aStart + 1].kind() == TokenKind.STRING
                || isSoftKeyword(startTok.text()))) {
            return;
        }
        if (a instanceof Expr.Name n && (n.id().equals("print") || n.id().equals("exec"))) {
            return;
        }
        int save = p;
        noInvalid = true;
        Expr b;
        try {
            b = expression();
        } catch (SyntaxErrorException e) {
            return;
        } finally {
            noInvalid = false;
            p = save;
        }
        throw errorRange(a.pos(), b.pos(), "invalid syntax. Perhaps you forgot a comma?");
    }

    static boolean isSoftKeyword(String name) {
        return name.equals("match") || name.equals("case") || name.equals("_");
    }

    /** Whether a token of this kind can begin an expression (not counting '*'). */
    static boolean startsExpression(TokenKind k) {
        return switch (k) {
            case NAME, NUMBER, STRING, LPAR, LSQB, LBRACE, MINUS, PLUS, TILDE, NOT, LAMBDA, NONE, TRUE, FALSE,
                 ELLIPSIS, AWAIT -> true;
            default -> false;
        };
    }

    private Expr lambda() {
        Token kw = advance();
        Arguments args = at(TokenKind.COLON) ? Arguments.EMPTY : parameters(TokenKind.COLON, false);
        expect(TokenKind.COLON);
        Expr body = expression();
        return new Expr.Lambda(span(kw), args, body);
    }

    // ---- boolean and comparison ----

    final Expr disjunction() {
        Token first = tok();
        Expr e = conjunction();
        if (!at(TokenKind.OR)) {
            return e;
        }
        List<Expr> values = new ArrayList<>();
        values.add(e);
        while (accept(TokenKind.OR)) {
            values.add(conjunction());
        }
        return new Expr.BoolOp(span(first), false, List.copyOf(values));
    }

    private Expr conjunction() {
        Token first = tok();
        Expr e = inversion();
        if (!at(TokenKind.AND)) {
            return e;
        }
        List<Expr> values = new ArrayList<>();
        values.add(e);
        while (accept(TokenKind.AND)) {
            values.add(inversion());
        }
        return new Expr.BoolOp(span(first), true, List.copyOf(values));
    }

    private Expr inversion() {
        if (at(TokenKind.NOT)) {
            Token not = advance();
            Expr operand = inversion();
            return new Expr.UnaryOp(span(not), UnaryOperator.NOT, operand);
        }
        return comparison();
    }

    private Expr comparison() {
        Token first = tok();
        Expr left = bitwiseOr();
        CmpOp op = compareOp();
        if (op == null) {
            return left;
        }
        List<CmpOp> ops = new ArrayList<>();
        List<Expr> comparators = new ArrayList<>();
        while (op != null) {
            ops.add(op);
            comparators.add(bitwiseOr());
            op = compareOp();
        }
        return new Expr.Compare(span(first), left, List.copyOf(ops), List.copyOf(comparators));
    }

    /** Consumes a comparison operator if one stands here. */
    private CmpOp compareOp() {
        CmpOp op = switch (kind()) {
            case LESS -> CmpOp.LT;
            case LESSEQUAL -> CmpOp.LE;
            case EQEQUAL -> CmpOp.EQ;
            case NOTEQUAL -> CmpOp.NE;
            case GREATER -> CmpOp.GT;
            case GREATEREQUAL -> CmpOp.GE;
            case IN -> CmpOp.IN;
            case IS -> kindAt(1) == TokenKind.NOT ? CmpOp.IS_NOT : CmpOp.IS;
            case NOT -> kindAt(1) == TokenKind.IN ? CmpOp.NOT_IN : null;
            default -> null;
        };
        if (op != null) {
            advance();
            if (op == CmpOp.IS_NOT || op == CmpOp.NOT_IN) {
                advance();
            }
        }
        return op;
    }

    // ---- binary arithmetic, by precedence ----

    final Expr bitwiseOr() {
        Token first = tok();
        Expr e = bitwiseXor();
        while (at(TokenKind.VBAR)) {
            advance();
            Expr right = bitwiseXor();
            e = new Expr.BinOp(span(first), e, Operator.OR, right);
        }
        return e;
    }

    private Expr bitwiseXor() {
        Token first = tok();
        Expr e = bitwiseAnd();
        while (at(TokenKind.CIRCUMFLEX)) {
            advance();
            Expr right = bitwiseAnd();
            e = new Expr.BinOp(span(first), e, Operator.XOR, right);
        }
        return e;
    }

    private Expr bitwiseAnd() {
        Token first = tok();
        Expr e = shiftExpr();
        while (at(TokenKind.AMPER)) {
            advance();
            Expr right = shiftExpr();
            e = new Expr.BinOp(span(first), e, Operator.AND, right);
        }
        return e;
    }

    private Expr shiftExpr() {
        Token first = tok();
        Expr e = sum();
        while (true) {
            Operator op = switch (kind()) {
                case LEFTSHIFT -> Operator.LSHIFT;
                case RIGHTSHIFT -> Operator.RSHIFT;
                default -> null;
            };
            if (op == null) {
                return e;
            }
            advance();
            Expr right = sum();
            e = new Expr.BinOp(span(first), e, op, right);
        }
    }

    private Expr sum() {
        Token first = tok();
        Expr e = term();
        while (true) {
            Operator op = switch (kind()) {
                case PLUS -> Operator.ADD;
                case MINUS -> Operator.SUB;
                default -> null;
            };
            if (op == null) {
                return e;
            }
            advance();
            Expr right = term();
            e = new Expr.BinOp(span(first), e, op, right);
        }
    }

    private Expr term() {
        Token first = tok();
        Expr e = factor();
        while (true) {
            Operator op = switch (kind()) {
                case STAR -> Operator.MULT;
                case SLASH -> Operator.DIV;
                case DOUBLESLASH -> Operator.FLOOR_DIV;
                case PERCENT -> Operator.MOD;
                case AT -> Operator.MAT_MULT;
                default -> null;
            };
            if (op == null) {
                return e;
            }
            advance();
            Expr right = factor();
            e = new Expr.BinOp(span(first), e, op, right);
        }
    }

    private Expr factor() {
        UnaryOperator op = switch (kind()) {
            case PLUS -> UnaryOperator.UADD;
            case MINUS -> UnaryOperator.USUB;
            case TILDE -> UnaryOperator.INVERT;
            default -> null;
        };
        if (op != null) {
            Token t = advance();
            Expr operand = factor();
            return new Expr.UnaryOp(span(t), op, operand);
        }
        return power();
    }

    private Expr power() {
        Token first = tok();
        Expr base;
        if (at(TokenKind.AWAIT)) {
            advance();
            Expr v = primary();
            base = new Expr.Await(span(first), v);
        } else {
            base = primary();
        }
        if (at(TokenKind.DOUBLESTAR)) {
            advance();
            Expr exp = factor();
            return new Expr.BinOp(span(first), base, Operator.POW, exp);
        }
        return base;
    }

    // ---- primaries ----

    final Expr primary() {
        Token first = tok();
        Expr e = atom();
        while (true) {
            switch (kind()) {
                case DOT -> {
                    advance();
                    Token name = expect(TokenKind.NAME);
                    e = new Expr.Attribute(span(first), e, name.text());
                }
                case LPAR -> e = callArguments(first, e);
                case LSQB -> {
                    advance();
                    Expr slice = slices();
                    expect(TokenKind.RSQB);
                    e = new Expr.Subscript(span(first), e, slice);
                }
                default -> {
                    return e;
                }
            }
        }
    }

    private Expr slices() {
        Token first = tok();
        Expr s = slice();
        if (s instanceof Expr.Starred && atComprehension()) {
            throw errorAt(s.pos(), "iterable unpacking cannot be used in comprehension");
        }
        if (!at(TokenKind.COMMA)) {
            return s instanceof Expr.Starred ? new Expr.TupleExpr(span(first), List.of(s)) : s;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(s);
        while (accept(TokenKind.COMMA)) {
            if (at(TokenKind.RSQB)) {
                break;
            }
            elts.add(slice());
        }
        return new Expr.TupleExpr(span(first), List.copyOf(elts));
    }

    private Expr slice() {
        Token first = tok();
        if (at(TokenKind.STAR)) {
            return starExpression();
        }
        Expr lower = null;
        if (!at(TokenKind.COLON)) {
            int start = p;
            lower = namedExpression();
            if (at(TokenKind.EQUAL) && !noInvalid) {
                equalsHint(lower, start);
            }
            if (!at(TokenKind.COLON)) {
                return lower;
            }
            if (lower instanceof Expr.NamedExpr) {
                throw invalidSyntax();
            }
        }
        advance();
        Expr upper = null;
        Expr step = null;
        if (!at(TokenKind.COLON) && !at(TokenKind.COMMA) && !at(TokenKind.RSQB)) {
            upper = expression();
        }
        if (accept(TokenKind.COLON)) {
            if (!at(TokenKind.COMMA) && !at(TokenKind.RSQB)) {
                step = expression();
            }
        }
        return new Expr.Slice(span(first), lower, upper, step);
    }

    /** A call's argument list, from the '('. */
    final Expr callArguments(Token first, Expr func) {
        Token lpar = advance();
        List<Expr> args = new ArrayList<>();
        List<Keyword> keywords = new ArrayList<>();
        boolean sawKeyword = false;
        boolean sawDoubleStar = false;
        while (!at(TokenKind.RPAR)) {
            Token argStart = tok();
            if (at(TokenKind.STAR)) {
                if (sawDoubleStar) {
                    throw errorAt(tok(), "iterable argument unpacking follows keyword argument unpacking");
                }
                Token star = advance();
                Expr v = expression();
                args.add(new Expr.Starred(span(star), v));
            } else if (at(TokenKind.DOUBLESTAR)) {
                Token stars = advance();
                Expr v = expression();
                keywords.add(new Keyword(span(stars), null, v));
                sawDoubleStar = true;
            } else if (at(TokenKind.NAME) && kindAt(1) == TokenKind.EQUAL) {
                Token name = advance();
                advance();
                Expr v = expression();
                if (at(TokenKind.FOR)) {
                    throw errorRange(pos(name), v.pos(),
                            "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
                }
                keywords.add(new Keyword(span(name), name.text(), v));
                sawKeyword = true;
            } else if ((at(TokenKind.TRUE) || at(TokenKind.FALSE) || at(TokenKind.NONE))
                    && kindAt(1) == TokenKind.EQUAL) {
                Token kw = advance();
                throw errorRange(pos(kw), pos(tok()), "cannot assign to " + kw.text());
            } else {
                Expr a = namedExpression();
                if (atComprehension()) {
                    List<Comprehension> gens = comprehensionClauses();
                    Pos genPos = a.pos().to(span(argStart));
                    boolean alone = args.isEmpty() && keywords.isEmpty() && at(TokenKind.RPAR);
                    if (!alone) {
                        // CPython's rule for a first argument reads the arguments after the comma: input that
                        // ends inside the call's brackets there is reported as such
                        Token end = args.isEmpty() && keywords.isEmpty() ? endInsideBrackets()
                                : at(TokenKind.EOF_IN_BRACKETS) ? tok() : null;
                        if (end != null) {
                            throw unclosedBracket(end);
                        }
                        throw errorRange(a.pos(), genPos, "Generator expression must be parenthesized");
                    }
                    advance();
                    Expr gen = new Expr.GeneratorExp(span(lpar), a, gens);
                    return new Expr.Call(span(first), func, List.of(gen), List.of());
                }
                if (at(TokenKind.EQUAL)) {
                    throw errorRange(a.pos(), pos(tok()),
                            "expression cannot contain assignment, perhaps you meant \"==\"?");
                }
                // CPython reports these at the token after the argument.
                if (sawDoubleStar) {
                    throw errorAt(tok(), "positional argument follows keyword argument unpacking");
                }
                if (sawKeyword) {
                    throw errorAt(tok(), "positional argument follows keyword argument");
                }
                args.add(a);
            }
            if (!accept(TokenKind.COMMA)) {
                break;
            }
        }
        expect(TokenKind.RPAR);
        return new Expr.Call(span(first), func, List.copyOf(args), List.copyOf(keywords));
    }

    // ---- atoms ----

    private Expr atom() {
        Token t = tok();
        switch (t.kind()) {
            case NAME -> {
                advance();
                return new Expr.Name(pos(t), t.text());
            }
            case NUMBER -> {
                advance();
                return new Expr.Constant(pos(t), t.value());
            }
            case STRING -> {
                return strings();
            }
            case TRUE -> {
                advance();
                return new Expr.Constant(pos(t), Boolean.TRUE);
            }
            case FALSE -> {
                advance();
                return new Expr.Constant(pos(t), Boolean.FALSE);
            }
            case NONE -> {
                advance();
                return new Expr.Constant(pos(t), Expr.Singleton.NONE);
            }
            case ELLIPSIS -> {
                advance();
                return new Expr.Constant(pos(t), Expr.Singleton.ELLIPSIS);
            }
            case LPAR -> {
                return parenthesized();
            }
            case LSQB -> {
                return listDisplay();
            }
            case LBRACE -> {
                return braceDisplay();
            }
            default -> throw invalidSyntax();
        }
    }

    private Expr parenthesized() {
        Token lpar = advance();
        if (accept(TokenKind.RPAR)) {
            return new Expr.TupleExpr(span(lpar), List.of());
        }
        if (at(TokenKind.YIELD)) {
            Expr y = yieldExpression();
            expect(TokenKind.RPAR);
            return y;
        }
        if (at(TokenKind.DOUBLESTAR)) {
            Token stars = tok();
            int mark = p;
            advance();
            expression();
            if (at(TokenKind.RPAR)) {
                throw errorAt(stars, "cannot use double starred expression here");
            }
            p = mark;
            throw invalidSyntax();
        }
        Expr first = displayElement();
        if (atComprehension()) {
            if (first instanceof Expr.Starred) {
                throw errorAt(first.pos(), "iterable unpacking cannot be used in comprehension");
            }
            List<Comprehension> gens = comprehensionClauses();
            expect(TokenKind.RPAR);
            return new Expr.GeneratorExp(span(lpar), first, gens);
        }
        if (at(TokenKind.RPAR) && first instanceof Expr.Starred) {
            throw errorAt(first.pos(), "cannot use starred expression here");
        }
        if (accept(TokenKind.RPAR)) {
            return first;
        }
        if (!at(TokenKind.COMMA)) {
            throw invalidSyntax();
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(TokenKind.COMMA)) {
            if (at(TokenKind.RPAR)) {
                break;
            }
            elts.add(displayElement());
        }
        expect(TokenKind.RPAR);
        return new Expr.TupleExpr(span(lpar), List.copyOf(elts));
    }

    private Expr listDisplay() {
        Token lsqb = advance();
        if (accept(TokenKind.RSQB)) {
            return new Expr.ListExpr(span(lsqb), List.of());
        }
        Expr first = displayElement();
        if (atComprehension()) {
            if (first instanceof Expr.Starred) {
                throw errorAt(first.pos(), "iterable unpacking cannot be used in comprehension");
            }
            List<Comprehension> gens = comprehensionClauses();
            expect(TokenKind.RSQB);
            return new Expr.ListComp(span(lsqb), first, gens);
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(TokenKind.COMMA)) {
            if (at(TokenKind.RSQB)) {
                break;
            }
            elts.add(displayElement());
        }
        expect(TokenKind.RSQB);
        return new Expr.ListExpr(span(lsqb), List.copyOf(elts));
    }

    private Expr braceDisplay() {
        Token lbrace = advance();
        if (accept(TokenKind.RBRACE)) {
            return new Expr.DictExpr(span(lbrace), List.of(), List.of());
        }
        if (at(TokenKind.DOUBLESTAR)) {
            return dictRest(lbrace, null, null);
        }
        Expr first = displayElement();
        if (at(TokenKind.COLON) && !(first instanceof Expr.Starred)) {
            advance();
            Expr value = expression();
            if (atComprehension()) {
                List<Comprehension> gens = comprehensionClauses();
                expect(TokenKind.RBRACE);
                return new Expr.DictComp(span(lbrace), first, value, gens);
            }
            return dictRest(lbrace, first, value);
        }
        if (atComprehension()) {
            if (first instanceof Expr.Starred) {
                throw errorAt(first.pos(), "iterable unpacking cannot be used in comprehension");
            }
            List<Comprehension> gens = comprehensionClauses();
            expect(TokenKind.RBRACE);
            return new Expr.SetComp(span(lbrace), first, gens);
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(TokenKind.COMMA)) {
            if (at(TokenKind.RBRACE)) {
                break;
            }
            elts.add(displayElement());
        }
        expect(TokenKind.RBRACE);
        return new Expr.SetExpr(span(lbrace), List.copyOf(elts));
    }

    /** The rest of a dict display; {@code key}/{@code value} is the first entry if already parsed. */
    private Expr dictRest(Token lbrace, Expr key, Expr value) {
        List<Expr> keys = new ArrayList<>();
        List<Expr> values = new ArrayList<>();
        boolean needEntry = key == null;
        if (key != null) {
            keys.add(key);
            values.add(value);
        }
        while (true) {
            if (needEntry) {
                if (accept(TokenKind.DOUBLESTAR)) {
                    keys.add(null);
                    values.add(bitwiseOr());
                } else {
                    keys.add(expression());
                    expect(TokenKind.COLON);
                    values.add(expression());
                }
            }
            needEntry = true;
            if (!accept(TokenKind.COMMA) || at(TokenKind.RBRACE)) {
                break;
            }
        }
        expect(TokenKind.RBRACE);
        return new Expr.DictExpr(span(lbrace), java.util.Collections.unmodifiableList(keys), List.copyOf(values));
    }

    /**
     * The end of input inside open brackets ({@link TokenKind#EOF_IN_BRACKETS}) when the brackets open here are
     * never closed, else null.
     */
    private Token endInsideBrackets() {
        int depth = 0;
        for (int i = p; i < toks.length; i++) {
            switch (toks[i].kind()) {
                case LPAR, LSQB, LBRACE -> depth++;
                case RPAR, RSQB, RBRACE -> {
                    if (depth-- == 0) {
                        return null;
                    }
                }
                case EOF_IN_BRACKETS -> {
                    return toks[i];
                }
                case ENDMARKER -> {
                    return null;
                }
                default -> { }
            }
        }
        return null;
    }

    /** Whether a comprehension's first {@code [async] for} clause starts here. */
    private boolean atComprehension() {
        return at(TokenKind.FOR) || (at(TokenKind.ASYNC) && kindAt(1) == TokenKind.FOR);
    }

    /** One or more {@code [async] for target in iter [if cond]...} clauses. */
    final List<Comprehension> comprehensionClauses() {
        List<Comprehension> gens = new ArrayList<>();
        while (atComprehension()) {
            boolean isAsync = accept(TokenKind.ASYNC);
            advance();
            Expr target = targetList();
            Targets.checkAssign(this, target);
            expect(TokenKind.IN);
            Expr iter = disjunction();
            List<Expr> ifs = new ArrayList<>();
            while (accept(TokenKind.IF)) {
                ifs.add(disjunction());
            }
            gens.add(new Comprehension(target, iter, List.copyOf(ifs), isAsync));
        }
        return List.copyOf(gens);
    }

    /**
     * A target list ({@code star_targets}) as in {@code for} and comprehensions: items at the precedence of
     * {@code bitwise_or}, so that the {@code in} that follows is not taken for a comparison.
     */
    final Expr targetList() {
        Token first = tok();
        Expr e = targetItem();
        if (!at(TokenKind.COMMA)) {
            return e;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(e);
        while (accept(TokenKind.COMMA)) {
            if (at(TokenKind.IN) || at(TokenKind.EQUAL)) {
                break;
            }
            elts.add(targetItem());
        }
        return new Expr.TupleExpr(span(first), List.copyOf(elts));
    }

    private Expr targetItem() {
        if (at(TokenKind.STAR)) {
            Token star = advance();
            Expr v = bitwiseOr();
            return new Expr.Starred(span(star), v);
        }
        return bitwiseOr();
    }

    /** {@code yield [from] expr} or {@code yield [star_expressions]}, from the keyword. */
    final Expr yieldExpression() {
        Token kw = advance();
        if (accept(TokenKind.FROM)) {
            Expr v = expression();
            return new Expr.YieldFrom(span(kw), v);
        }
        if (startsExpression(kind()) || at(TokenKind.STAR)) {
            Expr v = starExpressions();
            return new Expr.Yield(span(kw), v);
        }
        return new Expr.Yield(pos(kw), null);
    }

    // ---- strings ----

    final Expr strings() {
        int start = p;
        while (at(TokenKind.STRING)) {
            advance();
        }
        return new StringConcatenation(this).build(start, p);
    }

    /** Parses the expression of an f-string field that starts at source line {@code line}, column {@code col}. */
    abstract Expr parseField(String text, int line, int col);

    // ---- parameters (def and lambda) ----

    /**
     * A parameter list up to {@code end} (')' for def, ':' for lambda); {@code annotations} allows
     * {@code name: expr} and is false for lambda.
     */
    final Arguments parameters(TokenKind end, boolean annotations) {
        List<Arguments.Arg> posonly = new ArrayList<>();
        List<Arguments.Arg> args = new ArrayList<>();
        List<Expr> defaults = new ArrayList<>();
        Arguments.Arg vararg = null;
        List<Arguments.Arg> kwonly = new ArrayList<>();
        List<Expr> kwDefaults = new ArrayList<>();
        Arguments.Arg kwarg = null;
        boolean sawSlash = false;
        boolean sawStar = false;
        while (!at(end)) {
            if (kwarg != null) {
                throw errorAt(tok(), "arguments cannot follow var-keyword argument");
            }
            if (at(TokenKind.SLASH)) {
                Token slash = advance();
                if (sawSlash) {
                    throw errorAt(slash, "/ may appear only once");
                }
                if (sawStar) {
                    throw errorAt(slash, "/ must be ahead of *");
                }
                if (args.isEmpty()) {
                    throw errorAt(slash, "at least one argument must precede /");
                }
                sawSlash = true;
                posonly.addAll(args);
                args.clear();
            } else if (at(TokenKind.STAR)) {
                Token star = advance();
                if (sawStar) {
                    // CPython's rule for this message does not match after a star annotation ("*a: *Ts").
                    throw errorAt(star, vararg != null && vararg.annotation() instanceof Expr.Starred
                            ? "invalid syntax" : "* argument may appear only once");
                }
                sawStar = true;
                if (at(TokenKind.COMMA) || at(end)) {
                    if (at(end) || kindAt(1) == TokenKind.DOUBLESTAR) {
                        throw errorAt(star, "named arguments must follow bare *");
                    }
                } else {
                    vararg = param(annotations, true);
                }
            } else if (at(TokenKind.DOUBLESTAR)) {
                advance();
                kwarg = param(annotations, false);
                if (at(TokenKind.EQUAL)) {
                    throw errorAt(tok(), "var-keyword argument cannot have default value");
                }
            } else {
                Arguments.Arg a = param(annotations, false);
                Expr dflt = null;
                if (accept(TokenKind.EQUAL)) {
                    dflt = expression();
                }
                if (sawStar) {
                    kwonly.add(a);
                    kwDefaults.add(dflt);
                } else {
                    if (dflt != null) {
                        defaults.add(dflt);
                    } else if (!defaults.isEmpty()) {
                        throw errorAt(a.pos(), "non-default argument follows default argument");
                    }
                    args.add(a);
                }
            }
            if (!accept(TokenKind.COMMA)) {
                break;
            }
        }
        if (sawStar && vararg == null && kwonly.isEmpty()) {
            throw invalidSyntax();
        }
        return new Arguments(List.copyOf(posonly), List.copyOf(args), vararg, List.copyOf(kwonly),
                java.util.Collections.unmodifiableList(kwDefaults), kwarg, List.copyOf(defaults));
    }

    private Arguments.Arg param(boolean annotations, boolean starred) {
        Token name = expect(TokenKind.NAME);
        Expr annotation = null;
        if (annotations && accept(TokenKind.COLON)) {
            annotation = starred && at(TokenKind.STAR) ? starExpression() : expression();
        }
        if (at(TokenKind.EQUAL) && starred) {
            throw errorAt(tok(), annotation instanceof Expr.Starred
                    ? "invalid syntax" : "var-positional argument cannot have default value");
        }
        return new Arguments.Arg(span(name), name.text(), annotation);
    }
}
