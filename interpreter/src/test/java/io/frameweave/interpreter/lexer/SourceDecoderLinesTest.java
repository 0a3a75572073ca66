package io.frameweave.interpreter.lexer;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The written-out line tests of {@link SourceDecoder} against the PEP 263 patterns they stand for. */
class SourceDecoderLinesTest {
    private static final Pattern COOKIE = Pattern.compile("^[ \\t\\f]*#.*?coding[:=][ \\t]*([-\\w.]+)");
    private static final Pattern BLANK_OR_COMMENT = Pattern.compile("^[ \\t\\f]*(#.*)?\\r?\\n?$");

    private static void check(String line) {
        Matcher m = COOKIE.matcher(line);
        assertEquals(m.find() ? m.group(1) : null, SourceDecoder.cookieIn(line), () -> "cookie of " + show(line));
        assertEquals(BLANK_OR_COMMENT.matcher(line).matches(), SourceDecoder.blankOrComment(line),
                () -> "blank or comment: " + show(line));
    }

    private static String show(String s) {
        return s.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t").replace("\f", "\\f");
    }

    @Test
    void theLinesPeopleWrite() {
        for (String line : List.of("# -*- coding: latin-1 -*-\n", "#!/usr/bin/env python\n", "# vim: set fileencoding=utf-8 :\n",
                "\t\f # coding=ascii\r\n", "#coding:utf8", "# coding: \n", "# coding:: x\n", "# codingcoding=x\n",
                "# coding=\tiso8859-15.x_y rest\n", "x = 1  # coding: latin-1\n", "", "\n", "  \r\n", "#\n", "# x\r",
                "# x\ry\n", "#\rcoding: utf-8\n", "# encoding: utf-8\n", "  # coding=\n", "#\u0085 coding: x\n",
                "# coding:é\n", "# comment\u2028\n", "print('hi')\n")) {
            check(line);
        }
    }

    @Test
    void linesMadeOfThePatternsPieces() {
        String[] pieces = {" ", "\t", "\f", "#", "coding", ":", "=", "-", ".", "_", "a", "9", "é", "\r", "\n", "\u0085", "x y"};
        Random random = new Random(263);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 20000; i++) {
            StringBuilder b = new StringBuilder();
            for (int n = random.nextInt(8); n >= 0; n--) {
                b.append(pieces[random.nextInt(pieces.length)]);
            }
            lines.add(b.toString());
        }
        lines.forEach(SourceDecoderLinesTest::check);
    }
}
