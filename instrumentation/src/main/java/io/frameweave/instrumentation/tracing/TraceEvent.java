package io.frameweave.instrumentation.tracing;

import io.frameweave.interpreter.runtime.PyStr;

/** The events a trace or profile function receives, in CPython's {@code PyTrace_*} order, with their names. */
enum TraceEvent {
    CALL("call"),
    EXCEPTION("exception"),
    LINE("line"),
    RETURN("return"),
    C_CALL("c_call"),
    C_EXCEPTION("c_exception"),
    C_RETURN("c_return"),
    OPCODE("opcode");

    /** The event's name as the trace function receives it. */
    final PyStr name;

    TraceEvent(String name) {
        this.name = PyStr.of(name);
    }
}
