package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.lexer.Lexer;
import io.frameweave.interpreter.lexer.SourceLines;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.lexer.TokenKind;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.util.List;

/**
 * The parser's entry point: Python source text to a {@link ModuleNode}, or a {@link SyntaxErrorException}
 * with CPython 3.11's message and location.
 */
public final class Parser {
    private Parser() {}

    /** The compile modes: a file or exec string, an eval expression, one interactive statement. */
    public enum Mode { FILE, EVAL, SINGLE }

    public static ModuleNode parse(String source, String filename, Mode mode) {
        SourceLines lines = new SourceLines(source);
        List<Token> tokens = Lexer.tokenizeToError(lines, filename);
        StatementParser parser = new StatementParser(tokens, lines, filename, 0, 0, false);
        try {
            return switch (mode) {
                case FILE -> new ModuleNode.FileInput(List.copyOf(parser.fileInput()));
                case EVAL -> new ModuleNode.EvalInput(parser.evalInput());
                case SINGLE -> new ModuleNode.SingleInput(List.copyOf(parser.singleInput()));
            };
        } catch (SyntaxErrorException e) {
            Token last = tokens.get(tokens.size() - 1);
            if (last.value() == e) {
                throw e;
            }
            if (last.kind() == TokenKind.ERROR_RAISED && !isUnexpectedIndentation(e)) {
                // CPython tokenizes the rest of the file after a parser error; an error its tokenizer raises wins
                throw (SyntaxErrorException) last.value();
            }
            throw preferUnclosedBracket(e, tokens, parser);
        }
    }

    /** CPython reports a stray INDENT or DEDENT token at once, without looking further into the file. */
    private static boolean isUnexpectedIndentation(SyntaxErrorException e) {
        return e.msg.equals("unexpected indent") || e.msg.equals("unexpected unindent");
    }

    /**
     * CPython reports a bracket left open at the end of the file instead of a parser error on a later line
     * (it tokenizes the rest of the file after any parser error).
     */
    private static SyntaxErrorException preferUnclosedBracket(SyntaxErrorException e, List<Token> tokens,
                                                              StatementParser parser) {
        Token last = tokens.get(tokens.size() - 1);
        if (last.kind() == TokenKind.EOF_IN_BRACKETS && last.line() < parser.furthestLine()
                && !e.msg.startsWith("f-string")) {
            return parser.unclosedBracket(last);
        }
        return e;
    }
}
