package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.bytecode.PyCode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which trace functions cannot keep the frame they are given. */
class BlindTracersTest {

    private static PyCode function(String source) {
        return CompiledFunctions.first(source);
    }

    @Test
    void aTracerThatOnlyReturnsAGlobalOrAConstantIsBlind() {
        assertTrue(BlindTracers.isBlind(function("def t(frame, event, arg):\n    return t\n")));
        assertTrue(BlindTracers.isBlind(function("def t(frame, event, arg):\n    x = arg\n    return None\n")));
    }

    @Test
    void aTracerThatReadsItsFrameCallsOrHandlesIsNot() {
        assertFalse(BlindTracers.isBlind(function("def t(frame, event, arg):\n    return frame\n")));
        assertFalse(BlindTracers.isBlind(function("def t(frame, event, arg):\n    print(event)\n    return t\n")));
        assertFalse(BlindTracers.isBlind(function("def t(frame, event, arg):\n    return event == 'line'\n")));
        assertFalse(BlindTracers.isBlind(function(
                "def t(frame, event, arg):\n    try:\n        return t\n    except E:\n        pass\n")));
        assertFalse(BlindTracers.isBlind(function(
                "def t(frame, event, arg):\n    def inner():\n        return frame\n    return inner\n")));
        assertFalse(BlindTracers.isBlind(function("def t(*args):\n    return t\n")));
    }
}
