package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Alias;
import io.frameweave.interpreter.ast.Arguments;
import io.frameweave.interpreter.ast.ExceptHandler;
import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Keyword;
import io.frameweave.interpreter.ast.MatchCase;
import io.frameweave.interpreter.ast.Operator;
import io.frameweave.interpreter.ast.Pattern;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.ast.WithItem;
import io.frameweave.interpreter.lexer.Lexer;
import io.frameweave.interpreter.lexer.SourceLines;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.lexer.TokenKind;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.util.ArrayList;
import java.util.List;

/** The statement half of the recursive-descent parser, and the three start rules (file, eval, single). */
final class StatementParser extends PatternParser {

    StatementParser(List<Token> tokens, SourceLines lines, String filename, int lineShift, int colShift,
                    boolean fstringField) {
        super(tokens, lines, filename, lineShift, colShift, fstringField);
    }

    // ---- start rules ----

    List<Stmt> fileInput() {
        List<Stmt> body = new ArrayList<>();
        while (!at(TokenKind.ENDMARKER)) {
            statement(body);
        }
        return body;
    }

    Expr evalInput() {
        Token first = tok();
        Expr e = expression();
        if (at(TokenKind.COMMA)) {
            List<Expr> elts = new ArrayList<>();
            elts.add(e);
            while (accept(TokenKind.COMMA)) {
                if (!startsExpression(kind())) {
                    break;
                }
                elts.add(expression());
            }
            e = new Expr.TupleExpr(span(first), List.copyOf(elts));
        }
        while (accept(TokenKind.NEWLINE)) {
            // trailing newlines are allowed
        }
        if (!at(TokenKind.ENDMARKER)) {
            throw invalidSyntax();
        }
        return e;
    }

    List<Stmt> singleInput() {
        List<Stmt> body = new ArrayList<>();
        if (at(TokenKind.ENDMARKER)) {
            throw new SyntaxErrorException("SyntaxError", "invalid syntax", filename, 1, 0, 1, 0, textOf(1));
        }
        statement(body);
        while (accept(TokenKind.NEWLINE)) {
            // blank lines after the statement
        }
        if (!at(TokenKind.ENDMARKER)) {
            throw errorAt(prev(), "multiple statements found while compiling a single statement");
        }
        return body;
    }

    /** The expression of an f-string field, parsed from {@code "(" + text + ")"} (as CPython 3.11 does). */
    Expr fieldInput() {
        Expr e = starExpressions();
        if (!at(TokenKind.NEWLINE)) {
            throw invalidSyntax();
        }
        return e;
    }

    @Override
    Expr parseField(String text, int rawLine, int rawCol) {
        // rawLine/rawCol are in this parser's own source, which is itself a field when f-strings nest
        int line = line(rawLine);
        int col = col(rawLine, rawCol);
        SourceLines sub = new SourceLines("(" + text + ")");
        List<Token> tokens;
        try {
            tokens = Lexer.tokenize(sub, filename);
        } catch (SyntaxErrorException e) {
            throw new SyntaxErrorException(e.kind, "f-string: " + e.msg, filename, e.lineno + line - 1, e.offset,
                    e.endLineno + line - 1, e.endOffset, e.text);
        }
        StatementParser field = new StatementParser(tokens, sub, filename, line - 1, col - 1, true);
        return field.fieldInput();
    }

    // ---- statements ----

    /** One statement (a compound statement, or a line of simple statements) appended to {@code out}. */
    private void statement(List<Stmt> out) {
        switch (kind()) {
            case IF -> out.add(ifStatement());
            case WHILE -> out.add(whileStatement());
            case FOR -> out.add(forStatement(null));
            case TRY -> out.add(tryStatement());
            case WITH -> out.add(withStatement(null));
            case DEF -> out.add(functionDef(List.of(), null));
            case CLASS -> out.add(classDef(List.of()));
            case AT -> out.add(decorated());
            case ASYNC -> out.add(asyncStatement(List.of()));
            default -> {
                if (at(TokenKind.NAME) && tok().text().equals("match")) {
                    matchOrSimpleStatements(out);
                    return;
                }
                simpleStatements(out);
            }
        }
    }

    // ---- match (a soft keyword: "match" starts a match statement only where one parses) ----

    /**
     * A match statement when {@code match subject:} and a newline follow, otherwise simple statements that use
     * a name {@code match} (CPython's PEG parser tries match_stmt first and backtracks).
     */
    private void matchOrSimpleStatements(List<Stmt> out) {
        int start = p;
        int startFurthest = furthest;
        Token kw = advance();
        Expr subject = null;
        try {
            subject = subjectExpression();
        } catch (SyntaxErrorException e) {
            if (toks[start + 1].kind() == TokenKind.STAR && at(TokenKind.COLON)) {
                // "match *x:": CPython's parser stops at the ':' where the subject needed a comma
                throw invalidSyntax();
            }
        }
        if (subject != null && at(TokenKind.COLON) && kindAt(1) == TokenKind.NEWLINE) {
            advance();
            out.add(matchStatement(kw, subject));
            return;
        }
        int stopIndex = p;
        Token stop = subject == null ? null : tok();
        p = start;
        furthest = Math.max(startFurthest, furthest);
        try {
            simpleStatements(out);
        } catch (SyntaxErrorException e) {
            if (stop != null && stop.kind() == TokenKind.NEWLINE) {
                // CPython's invalid_match_stmt: "match x" alone on its line
                throw errorAt(stop, "expected ':'");
            }
            if (stop != null && stop.kind() == TokenKind.COLON && e.msg.equals("invalid syntax")) {
                throw errorAt(toks[stopIndex + 1], "invalid syntax");
            }
            throw e;
        }
    }

    /** {@code subject_expr}: {@code star_named_expression ',' star_named_expressions?} (a tuple) or a named expression. */
    private Expr subjectExpression() {
        Token first = tok();
        Expr head = starNamedExpression();
        if (!at(TokenKind.COMMA)) {
            if (head instanceof Expr.Starred) {
                throw invalidSyntax();
            }
            return head;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(head);
        while (accept(TokenKind.COMMA) && (startsExpression(kind()) || at(TokenKind.STAR))) {
            elts.add(starNamedExpression());
        }
        return new Expr.TupleExpr(span(first), List.copyOf(elts));
    }

    /** After {@code match subject:}: the newline, the indented case blocks. */
    private Stmt matchStatement(Token kw, Expr subject) {
        expect(TokenKind.NEWLINE);
        if (!at(TokenKind.INDENT)) {
            throw errorAt(tok(), "IndentationError",
                    "expected an indented block after 'match' statement on line " + line(kw.line()));
        }
        advance();
        List<MatchCase> cases = new ArrayList<>();
        do {
            if (!at(TokenKind.NAME) || !tok().text().equals("case")) {
                throw invalidSyntax();
            }
            cases.add(caseBlock());
        } while (!at(TokenKind.DEDENT) && !at(TokenKind.ENDMARKER));
        accept(TokenKind.DEDENT);
        return new Stmt.Match(throughLastToken(pos(kw)), subject, List.copyOf(cases));
    }

    private MatchCase caseBlock() {
        Token kw = advance();
        Pattern pattern = patterns();
        Expr guard = null;
        if (accept(TokenKind.IF)) {
            guard = namedExpression();
        }
        colon();
        List<Stmt> body = block("'case' statement", kw);
        return new MatchCase(pattern, guard, body);
    }

    private void simpleStatements(List<Stmt> out) {
        while (true) {
            out.add(simpleStatement());
            if (accept(TokenKind.SEMI)) {
                if (at(TokenKind.NEWLINE)) {
                    break;
                }
                continue;
            }
            break;
        }
        expect(TokenKind.NEWLINE);
    }

    private Stmt simpleStatement() {
        Token t = tok();
        switch (t.kind()) {
            case PASS -> {
                advance();
                return new Stmt.Pass(pos(t));
            }
            case BREAK -> {
                advance();
                return new Stmt.Break(pos(t));
            }
            case CONTINUE -> {
                advance();
                return new Stmt.Continue(pos(t));
            }
            case RETURN -> {
                advance();
                Expr value = startsExpression(kind()) || at(TokenKind.STAR) ? starExpressions() : null;
                return new Stmt.Return(span(t), value);
            }
            case RAISE -> {
                return raiseStatement();
            }
            case GLOBAL, NONLOCAL -> {
                advance();
                List<String> names = new ArrayList<>();
                do {
                    names.add(expect(TokenKind.NAME).text());
                } while (accept(TokenKind.COMMA));
                return t.kind() == TokenKind.GLOBAL ? new Stmt.Global(span(t), List.copyOf(names))
                        : new Stmt.Nonlocal(span(t), List.copyOf(names));
            }
            case DEL -> {
                return delStatement();
            }
            case ASSERT -> {
                advance();
                Expr test = expression();
                Expr msg = accept(TokenKind.COMMA) ? expression() : null;
                return new Stmt.Assert(span(t), test, msg);
            }
            case IMPORT -> {
                return importStatement();
            }
            case FROM -> {
                return fromImport();
            }
            default -> {
                return expressionStatement();
            }
        }
    }

    private Stmt raiseStatement() {
        Token kw = advance();
        Expr exc = null;
        Expr cause = null;
        if (startsExpression(kind())) {
            exc = expression();
            if (accept(TokenKind.FROM)) {
                cause = expression();
            }
        }
        return new Stmt.Raise(span(kw), exc, cause);
    }

    private Stmt delStatement() {
        Token kw = advance();
        List<Expr> targets = new ArrayList<>();
        do {
            if (at(TokenKind.NEWLINE) || at(TokenKind.SEMI)) {
                break;
            }
            Expr target = bitwiseOr();
            Targets.checkDelete(this, target);
            targets.add(target);
        } while (accept(TokenKind.COMMA));
        if (targets.isEmpty()) {
            throw invalidSyntax();
        }
        if (!at(TokenKind.NEWLINE) && !at(TokenKind.SEMI)) {
            throw invalidSyntax();
        }
        return new Stmt.Delete(span(kw), List.copyOf(targets));
    }

    private Stmt importStatement() {
        Token kw = advance();
        List<Alias> names = new ArrayList<>();
        do {
            Token first = tok();
            String name = dottedName();
            String asname = accept(TokenKind.AS) ? expect(TokenKind.NAME).text() : null;
            names.add(new Alias(span(first), name, asname));
        } while (accept(TokenKind.COMMA));
        return new Stmt.Import(span(kw), List.copyOf(names));
    }

    private String dottedName() {
        String name = expect(TokenKind.NAME).text();
        if (!at(TokenKind.DOT)) {
            return name;
        }
        StringBuilder sb = new StringBuilder(name);
        while (accept(TokenKind.DOT)) {
            sb.append('.').append(expect(TokenKind.NAME).text());
        }
        return sb.toString().intern();
    }

    private Stmt fromImport() {
        Token kw = advance();
        int level = 0;
        while (at(TokenKind.DOT) || at(TokenKind.ELLIPSIS)) {
            level += at(TokenKind.DOT) ? 1 : 3;
            advance();
        }
        String module = null;
        if (level == 0 || at(TokenKind.NAME)) {
            module = dottedName();
        }
        expect(TokenKind.IMPORT);
        List<Alias> names = new ArrayList<>();
        if (at(TokenKind.STAR)) {
            Token star = advance();
            names.add(new Alias(pos(star), "*", null));
            return new Stmt.ImportFrom(span(kw), module, List.copyOf(names), level);
        }
        boolean parens = accept(TokenKind.LPAR);
        do {
            if (parens && at(TokenKind.RPAR) && !names.isEmpty()) {
                break;
            }
            if (!parens && !names.isEmpty() && (at(TokenKind.NEWLINE) || at(TokenKind.SEMI))) {
                throw errorAt(tok(), "trailing comma not allowed without surrounding parentheses");
            }
            Token first = expect(TokenKind.NAME);
            String asname = accept(TokenKind.AS) ? expect(TokenKind.NAME).text() : null;
            names.add(new Alias(span(first), first.text(), asname));
        } while (accept(TokenKind.COMMA));
        if (parens) {
            expect(TokenKind.RPAR);
        }
        return new Stmt.ImportFrom(span(kw), module, List.copyOf(names), level);
    }

    // ---- expression statements and assignments ----

    private Expr assignedValue() {
        return at(TokenKind.YIELD) ? yieldExpression() : starExpressions();
    }

    private Stmt expressionStatement() {
        Token first = tok();
        Expr e = assignedValue();
        if (at(TokenKind.EQUAL)) {
            List<Expr> targets = new ArrayList<>();
            targets.add(e);
            Expr value;
            int valueStart;
            while (true) {
                advance();
                valueStart = p;
                value = assignedValue();
                if (!at(TokenKind.EQUAL)) {
                    break;
                }
                targets.add(value);
            }
            checkAssignTargets(first, targets, valueStart);
            return new Stmt.Assign(span(first), List.copyOf(targets), value);
        }
        if (at(TokenKind.COLON)) {
            return annotatedAssignment(first, e);
        }
        Operator op = augmentedOperator(kind());
        if (op != null) {
            if (!Targets.isSingleTarget(e)) {
                throw errorAt(e.pos(), "'" + Targets.describe(e) + "' is an illegal expression for augmented assignment");
            }
            advance();
            Expr value = assignedValue();
            return new Stmt.AugAssign(span(first), e, op, value);
        }
        if (e instanceof Expr.Name n && (n.id().equals("print") || n.id().equals("exec"))
                && startsExpression(kind())) {
            Expr arg = starExpressions();
            throw errorRange(e.pos(), arg.pos(),
                    "Missing parentheses in call to '" + n.id() + "'. Did you mean " + n.id() + "(...)?");
        }
        return new Stmt.ExprStmt(span(first), e);
    }

    /**
     * Rejects invalid assignment targets with CPython's messages. A single target directly followed by the
     * value gets CPython's hint ("cannot assign to function call here. Maybe you meant '==' instead of '='?").
     */
    private void checkAssignTargets(Token first, List<Expr> targets, int valueStart) {
        if (targets.size() == 1) {
            Expr lead = targets.get(0);
            Expr c = lead instanceof Expr.TupleExpr t && first.kind() != TokenKind.LPAR
                    ? t.elts().get(t.elts().size() - 1) : lead;
            TokenKind v = toks[valueStart].kind();
            boolean valueIsBitwiseOr = v != TokenKind.LAMBDA && v != TokenKind.NOT && v != TokenKind.YIELD
                    && v != TokenKind.STAR;
            if (valueIsBitwiseOr && Targets.invalid(c, false) == c && isBitwiseOrLevel(c)) {
                throw errorAt(c.pos(), "cannot assign to " + Targets.describe(c)
                        + " here. Maybe you meant '==' instead of '='?");
            }
        }
        for (Expr t : targets) {
            if (t instanceof Expr.Yield || t instanceof Expr.YieldFrom) {
                throw errorAt(t.pos(), "assignment to yield expression not possible");
            }
            Targets.checkAssign(this, t);
        }
    }


    private Stmt annotatedAssignment(Token first, Expr target) {
        boolean parenthesized = first.kind() == TokenKind.LPAR;
        if (target instanceof Expr.TupleExpr t) {
            Pos where = parenthesized ? t.pos() : t.elts().get(0).pos();
            throw errorAt(where, "only single target (not tuple) can be annotated");
        }
        if (target instanceof Expr.ListExpr) {
            throw errorAt(target.pos(), "only single target (not list) can be annotated");
        }
        if (!Targets.isSingleTarget(target)) {
            throw errorAt(target.pos(), "illegal target for annotation");
        }
        advance();
        Expr annotation = expression();
        Expr value = accept(TokenKind.EQUAL) ? assignedValue() : null;
        boolean simple = target instanceof Expr.Name && !parenthesized;
        return new Stmt.AnnAssign(span(first), target, annotation, value, simple);
    }

    private static Operator augmentedOperator(TokenKind k) {
        return switch (k) {
            case PLUSEQUAL -> Operator.ADD;
            case MINEQUAL -> Operator.SUB;
            case STAREQUAL -> Operator.MULT;
            case SLASHEQUAL -> Operator.DIV;
            case DOUBLESLASHEQUAL -> Operator.FLOOR_DIV;
            case PERCENTEQUAL -> Operator.MOD;
            case ATEQUAL -> Operator.MAT_MULT;
            case AMPEREQUAL -> Operator.AND;
            case VBAREQUAL -> Operator.OR;
            case CIRCUMFLEXEQUAL -> Operator.XOR;
            case LEFTSHIFTEQUAL -> Operator.LSHIFT;
            case RIGHTSHIFTEQUAL -> Operator.RSHIFT;
            case DOUBLESTAREQUAL -> Operator.POW;
            default -> null;
        };
    }

    // ---- blocks and compound statements ----

    /** ':' where CPython says "expected ':'" only when the line ends there. */
    private void colon() {
        if (accept(TokenKind.COLON)) {
            return;
        }
        if (at(TokenKind.NEWLINE)) {
            throw errorAt(tok(), "expected ':'");
        }
        if (at(TokenKind.EQUAL) && prev().kind() != TokenKind.EQUAL) {
            namedExpressionHint();
        }
        throw invalidSyntax();
    }

    /** {@code if x = 1:}: CPython's hint for '=' used where '==' was meant. */
    private void namedExpressionHint() {
        int eq = p;
        int start = eq - 1;
        Token before = toks[start];
        if (before.kind() == TokenKind.NAME && (start == 0 || toks[start - 1].kind() != TokenKind.DOT)) {
            advance();
            int save = p;
            try {
                Expr b = bitwiseOr();
                if (!at(TokenKind.EQUAL) && !at(TokenKind.COLONEQUAL)) {
                    throw errorRange(pos(before), b.pos(),
                            "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
                }
            } catch (SyntaxErrorException e) {
                if (e.msg.startsWith("invalid syntax. Maybe")) {
                    throw e;
                }
            }
            p = save - 1;
        }
    }

    /** A suite after ':', either an indented block or simple statements on the same line. */
    private List<Stmt> block(String what, Token keyword) {
        if (accept(TokenKind.NEWLINE)) {
            if (!at(TokenKind.INDENT)) {
                throw errorAt(tok(), "IndentationError",
                        "expected an indented block after " + what + " on line " + line(keyword.line()));
            }
            advance();
            List<Stmt> body = new ArrayList<>();
            while (!at(TokenKind.DEDENT) && !at(TokenKind.ENDMARKER)) {
                statement(body);
            }
            accept(TokenKind.DEDENT);
            return List.copyOf(body);
        }
        List<Stmt> body = new ArrayList<>();
        simpleStatements(body);
        return List.copyOf(body);
    }

    /**
     * From {@code start} to the end of the last token read, newlines and indentation aside: where CPython ends a
     * compound statement (after its last statement, or after a ';' that ends it).
     */
    private Pos throughLastToken(Pos start) {
        int i = p - 1;
        while (i > 0 && (toks[i].kind() == TokenKind.NEWLINE || toks[i].kind() == TokenKind.INDENT
                || toks[i].kind() == TokenKind.DEDENT || toks[i].kind() == TokenKind.ENDMARKER)) {
            i--;
        }
        return start.to(pos(toks[i]));
    }

    private Stmt ifStatement() {
        Token kw = advance();
        Expr test = namedExpression();
        colon();
        List<Stmt> body = block("'if' statement", kw);
        List<Stmt> orelse = elseChain();
        return new Stmt.If(throughLastToken(pos(kw)), test, body, orelse);
    }

    /** What follows an if-body: elif (a nested If, as in CPython's tree), else, or nothing. */
    private List<Stmt> elseChain() {
        if (at(TokenKind.ELIF)) {
            Token kw = advance();
            Expr test = namedExpression();
            colon();
            List<Stmt> body = block("'elif' statement", kw);
            List<Stmt> orelse = elseChain();
            return List.of(new Stmt.If(throughLastToken(pos(kw)), test, body, orelse));
        }
        return elseBlock();
    }

    private List<Stmt> elseBlock() {
        if (!at(TokenKind.ELSE)) {
            return List.of();
        }
        Token kw = advance();
        expectForced(TokenKind.COLON);
        return block("'else' statement", kw);
    }

    private Stmt whileStatement() {
        Token kw = advance();
        Expr test = namedExpression();
        colon();
        List<Stmt> body = block("'while' statement", kw);
        List<Stmt> orelse = elseBlock();
        return new Stmt.While(throughLastToken(pos(kw)), test, body, orelse);
    }

    /** {@code async def}, {@code async for} or {@code async with}, from the {@code async} keyword. */
    private Stmt asyncStatement(List<Expr> decorators) {
        Token async = advance();
        if (at(TokenKind.DEF)) {
            return functionDef(decorators, async);
        }
        if (decorators.isEmpty() && at(TokenKind.FOR)) {
            return forStatement(async);
        }
        if (decorators.isEmpty() && at(TokenKind.WITH)) {
            return withStatement(async);
        }
        throw invalidSyntax();
    }

    /** {@code for}; {@code async}, when not null, is the keyword before it. */
    private Stmt forStatement(Token async) {
        Token kw = advance();
        Expr target = targetList();
        Targets.checkAssign(this, target);
        expect(TokenKind.IN);
        Expr iter = starExpressions();
        colon();
        List<Stmt> body = block("'for' statement", kw);
        List<Stmt> orelse = elseBlock();
        return new Stmt.For(throughLastToken(pos(async != null ? async : kw)), target, iter,
                body, orelse, async != null);
    }

    private Stmt tryStatement() {
        Token kw = advance();
        expectForced(TokenKind.COLON);
        List<Stmt> body = block("'try' statement", kw);
        List<ExceptHandler> handlers = new ArrayList<>();
        boolean star = at(TokenKind.EXCEPT) && peekIsStar();
        while (at(TokenKind.EXCEPT)) {
            if (peekIsStar() != star) {
                Token clash = tok();
                throw star ? errorAt(clash, "cannot have both 'except' and 'except*' on the same 'try'")
                        : errorRange(pos(clash), pos(toks[p + 1]),
                                "cannot have both 'except' and 'except*' on the same 'try'");
            }
            handlers.add(exceptBlock(star));
        }
        List<Stmt> orelse = handlers.isEmpty() ? List.of() : elseBlock();
        List<Stmt> finalbody = List.of();
        if (at(TokenKind.FINALLY)) {
            Token fin = advance();
            expectForced(TokenKind.COLON);
            finalbody = block("'finally' statement", fin);
        }
        if (handlers.isEmpty() && finalbody.isEmpty()) {
            throw errorAt(tok(), "expected 'except' or 'finally' block");
        }
        return new Stmt.Try(throughLastToken(pos(kw)), body, List.copyOf(handlers), orelse, finalbody, star);
    }

    /** Whether the {@code except} at the cursor is followed by {@code *}. */
    private boolean peekIsStar() {
        return toks[p + 1].kind() == TokenKind.STAR;
    }

    private ExceptHandler exceptBlock(boolean star) {
        Token kw = advance();
        if (star) {
            advance();
            if (at(TokenKind.COLON)) {
                throw errorAt(tok(), "expected one or more exception types");
            }
        }
        Expr type = null;
        String name = null;
        if (!at(TokenKind.COLON)) {
            type = expression();
            if (at(TokenKind.COMMA)) {
                Token firstType = toks[p - 1];
                Expr second;
                advance();
                second = expression();
                if (at(TokenKind.COLON) || at(TokenKind.AS)) {
                    throw errorRange(type.pos(), second.pos(), "multiple exception types must be parenthesized");
                }
                throw errorAt(firstType, "invalid syntax");
            }
            if (accept(TokenKind.AS)) {
                name = expect(TokenKind.NAME).text();
            }
        }
        colon();
        List<Stmt> body = block(star ? "'except*' statement" : "'except' statement", kw);
        return new ExceptHandler(throughLastToken(pos(kw)), type, name, body);
    }

    /** {@code with}; {@code async}, when not null, is the keyword before it. */
    private Stmt withStatement(Token async) {
        Token kw = advance();
        List<WithItem> items = null;
        if (at(TokenKind.LPAR)) {
            items = parenthesizedWithItems();
        }
        if (items == null) {
            items = new ArrayList<>();
            do {
                items.add(withItem());
            } while (accept(TokenKind.COMMA));
            colon();
        }
        List<Stmt> body = block("'with' statement", kw);
        return new Stmt.With(throughLastToken(pos(async != null ? async : kw)), List.copyOf(items), body,
                async != null);
    }

    /** {@code with (a as b, c as d):}, or null (cursor unmoved) when the parenthesis is an expression's. */
    private List<WithItem> parenthesizedWithItems() {
        int save = p;
        try {
            advance();
            List<WithItem> items = new ArrayList<>();
            do {
                if (at(TokenKind.RPAR) && !items.isEmpty()) {
                    break;
                }
                items.add(withItem());
            } while (accept(TokenKind.COMMA));
            expect(TokenKind.RPAR);
            if (at(TokenKind.COLON)) {
                advance();
                return items;
            }
        } catch (SyntaxErrorException e) {
            // not the parenthesised form: parse it as an expression below
        }
        p = save;
        return null;
    }

    private WithItem withItem() {
        Expr ctx = expression();
        Expr target = null;
        if (accept(TokenKind.AS)) {
            target = targetItemForWith();
            Targets.checkAssign(this, target);
        }
        return new WithItem(ctx, target);
    }

    private Expr targetItemForWith() {
        if (at(TokenKind.STAR)) {
            Token star = advance();
            Expr v = bitwiseOr();
            return new Expr.Starred(span(star), v);
        }
        return bitwiseOr();
    }

    private Stmt decorated() {
        List<Expr> decorators = new ArrayList<>();
        while (accept(TokenKind.AT)) {
            decorators.add(namedExpression());
            expect(TokenKind.NEWLINE);
        }
        if (at(TokenKind.DEF)) {
            return functionDef(List.copyOf(decorators), null);
        }
        if (at(TokenKind.CLASS)) {
            return classDef(List.copyOf(decorators));
        }
        if (at(TokenKind.ASYNC)) {
            return asyncStatement(List.copyOf(decorators));
        }
        throw invalidSyntax();
    }

    /** {@code def}; {@code async}, when not null, is the keyword before it. */
    private Stmt functionDef(List<Expr> decorators, Token async) {
        Token kw = advance();
        Token name = expect(TokenKind.NAME);
        expectForced(TokenKind.LPAR);
        Arguments args = parameters(TokenKind.RPAR, true);
        expect(TokenKind.RPAR);
        Expr returns = null;
        if (at(TokenKind.RARROW)) {
            Token arrow = advance();
            if (!startsExpression(kind())) {
                // CPython's rule makes "-> expression" optional, then insists on the ':'.
                throw errorAt(arrow, "expected ':'");
            }
            returns = expression();
        }
        expectForced(TokenKind.COLON);
        List<Stmt> body = block("function definition", kw);
        return new Stmt.FunctionDef(throughLastToken(pos(async != null ? async : kw)), name.text(), args, body,
                decorators, returns, async != null);
    }

    private Stmt classDef(List<Expr> decorators) {
        Token kw = advance();
        Token name = expect(TokenKind.NAME);
        List<Expr> bases = List.of();
        List<Keyword> keywords = List.of();
        if (at(TokenKind.LPAR)) {
            Expr.Call call = classArguments(name);
            bases = call.args();
            keywords = call.keywords();
        }
        colon();
        List<Stmt> body = block("class definition", kw);
        return new Stmt.ClassDef(throughLastToken(pos(kw)), name.text(), bases, keywords, body, decorators);
    }

    private Expr.Call classArguments(Token name) {
        int lpar = p;
        Expr.Call call = (Expr.Call) callArguments(name, new Expr.Name(pos(name), name.text()));
        if (call.args().size() == 1 && call.args().get(0) instanceof Expr.GeneratorExp) {
            // CPython's class header takes no bare generator expression: the error is at its 'for'.
            int depth = toks[lpar].level() + 1;
            for (int i = lpar + 1; i < p; i++) {
                if (toks[i].kind() == TokenKind.FOR && toks[i].level() == depth) {
                    p = i;
                    break;
                }
            }
            throw invalidSyntax();
        }
        return call;
    }
}
