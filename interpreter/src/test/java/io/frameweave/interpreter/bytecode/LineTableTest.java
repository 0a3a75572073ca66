package io.frameweave.interpreter.bytecode;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The compact line table: round trips, missing lines, line starts. */
class LineTableTest {

    @Test
    void roundTripsLargeRandomSequences() {
        Random rnd = new Random(42);
        for (int round = 0; round < 20; round++) {
            int n = 1 + rnd.nextInt(5000);
            LineTable.Position[] expected = new LineTable.Position[n];
            LineTable.Builder b = new LineTable.Builder();
            int line = 1;
            for (int i = 0; i < n; i++) {
                int kind = rnd.nextInt(10);
                if (kind == 0) {
                    expected[i] = LineTable.Position.NONE;
                } else {
                    if (kind == 1) {
                        line = 1 + rnd.nextInt(100000);
                    } else if (kind < 5) {
                        line = Math.max(0, line + rnd.nextInt(7) - 3);
                    }
                    int endLine = line + (rnd.nextInt(4) == 0 ? rnd.nextInt(5) : 0);
                    int col = rnd.nextInt(4) == 0 ? -1 : rnd.nextInt(300);
                    int endCol = col < 0 ? -1 : col + rnd.nextInt(80);
                    expected[i] = new LineTable.Position(line, endLine, col, endCol);
                }
                b.add(expected[i]);
            }
            LineTable t = b.build();
            assertEquals(n, t.size());
            int[] lines = t.lines();
            LineTable.Position[] all = t.positions();
            for (int i = 0; i < n; i++) {
                assertEquals(expected[i].line(), t.lineAt(i), "line at " + i);
                assertEquals(expected[i], t.positionAt(i), "position at " + i);
                assertEquals(expected[i].line(), lines[i]);
                assertEquals(expected[i], all[i]);
            }
        }
    }

    @Test
    void isCompact() {
        LineTable.Builder b = new LineTable.Builder();
        for (int i = 0; i < 1000; i++) {
            b.add(10 + i / 4, 10 + i / 4, 4, 20);
        }
        LineTable t = b.build();
        assertTrue(t.encodedSize() <= 4 * 1000, "bytes: " + t.encodedSize());
    }

    @Test
    void instructionsWithoutLineAreRepresentable() {
        LineTable t = new LineTable.Builder().add(3, 3, 0, 5).add(-1, -1, -1, -1).add(4, 4, 1, 2).build();
        assertEquals(3, t.lineAt(0));
        assertEquals(LineTable.NO_LINE, t.lineAt(1));
        assertEquals(LineTable.Position.NONE, t.positionAt(1));
        assertEquals(4, t.lineAt(2));
    }

    @Test
    void lineStartsSkipNoneAndRepeats() {
        LineTable t = new LineTable.Builder()
                .add(0, 0, 0, 0).add(1, 1, 0, 1).add(1, 1, 0, 1).add(-1, -1, -1, -1)
                .add(1, 1, 0, 1).add(3, 3, 0, 1).add(2, 2, 0, 1).add(2, 2, 0, 1).build();
        List<LineTable.LineStart> starts = t.lineStarts();
        assertEquals(List.of(new LineTable.LineStart(0, 0), new LineTable.LineStart(1, 1),
                new LineTable.LineStart(5, 3), new LineTable.LineStart(6, 2)), starts);
    }

    @Test
    void outOfRangeIsRejected() {
        LineTable t = new LineTable.Builder().add(1, 1, 0, 0).build();
        assertThrows(IndexOutOfBoundsException.class, () -> t.lineAt(1));
        assertArrayEquals(new int[]{1}, t.lines());
    }

    @Test
    void exceptionTableFindsInnermostEntry() {
        int[] table = new ExceptionTable.Builder()
                .add(2, 6, 9, 0, false).add(9, 14, 37, 1, true).add(20, 21, 30, 2, true).build();
        assertEquals(-1, ExceptionTable.find(table, 0));
        assertEquals(0, ExceptionTable.find(table, 2));
        assertEquals(0, ExceptionTable.find(table, 5));
        assertEquals(-1, ExceptionTable.find(table, 6));
        assertEquals(5, ExceptionTable.find(table, 13));
        assertEquals(10, ExceptionTable.find(table, 20));
        assertEquals(-1, ExceptionTable.find(table, 21));
        assertEquals(3, ExceptionTable.entryCount(table));
    }
}
