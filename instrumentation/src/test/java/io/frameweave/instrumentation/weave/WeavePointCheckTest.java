package io.frameweave.instrumentation.weave;

import io.frameweave.interpreter.WeavePoint;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The gate premain's background check sets for all weaving. */
class WeavePointCheckTest {

    /** A loader that shows the dispatch loop's class file under the name of the instruction fetch. */
    private static ClassLoader withoutTheFetchPoint() {
        return new ClassLoader(WeavePoint.class.getClassLoader()) {
            @Override
            public InputStream getResourceAsStream(String name) {
                return super.getResourceAsStream(name.replace("InstructionFetch", "Interpreter"));
            }
        };
    }

    @Test
    void aCheckOfPointsThatExistPasses() throws Exception {
        WeavePointCheck check = new WeavePointCheck(List.of(WeavePoint.values()), WeavePoint.class.getClassLoader());
        Thread t = new Thread(check);
        t.start();
        assertTrue(check.passed());
        assertNull(check.failure());
        t.join();
    }

    @Test
    void aMissingPointFailsTheCheckWithOneLineNamingIt() throws Exception {
        WeavePointCheck check = new WeavePointCheck(List.of(WeavePoint.FRAME_EXECUTION, WeavePoint.INSTRUCTION_FETCH),
                withoutTheFetchPoint());
        Thread t = new Thread(check);
        t.start();
        assertFalse(check.passed());
        String why = check.failure();
        assertTrue(why.contains("io.frameweave.interpreter.vm.InstructionFetch.instrumented"), why);
        assertEquals(-1, why.indexOf('\n'), why);
        t.join();
    }

    @Test
    void runHereThrowsForAMissingPoint() {
        WeavePointCheck check = new WeavePointCheck(List.of(WeavePoint.INSTRUCTION_FETCH), withoutTheFetchPoint());
        assertThrows(MissingWeavePointException.class, check::runHere);
    }
}
