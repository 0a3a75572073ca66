package io.frameweave.agent.tools.trace;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TraceFilterTest {
    @Test
    void globsOnFilesAndFunctions() {
        TraceFilter f = new TraceFilter("app/*.py|lib?.py", "handle_*|Server.run");
        assertTrue(f.matches("app/main.py", "handle_get", "handle_get"));
        assertTrue(f.matches("/srv/lib1.py", "run", "Server.run"), "the last path element matches too");
        assertFalse(f.matches("app/main.py", "helper", "helper"));
        assertFalse(f.matches("other.py", "handle_get", "handle_get"));
        assertTrue(new TraceFilter(null, null).matches("<string>", "<module>", "<module>"));
        assertTrue(new TraceFilter("a.b(c).py", null).matches("a.b(c).py", "x", "x"), "only * and ? are special");
        assertFalse(new TraceFilter("a.b(c).py", null).matches("aXb(c).py", "x", "x"));
    }
}
