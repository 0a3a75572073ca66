package io.frameweave.interpreter.bytecode;

/**
 * How an instruction uses the value stack around its one semantic helper, as its {@link Opcode} row states it:
 * the tiers write the code of a shaped instruction from its shape and its helper alone, so that an opcode of a
 * known shape needs no code of its own in them. {@link #OWN}: each tier writes the instruction by hand.
 */
public enum Shape {
    /** Written by hand: control flow, frames, calls, fast locals, attributes and whatever has no shape below. */
    OWN,
    /** {@code (a b -- helper(a, b))}, or {@code helper(a, b, arg)} for an instruction with an argument. */
    BINARY,
    /** {@code (v -- helper(v))}. */
    UNARY,
    /**
     * {@code sp = helper(s, sp, arg)}: the helper pops and pushes in the frame's array itself (arg is 0 for an
     * instruction without one).
     */
    STACK,
    /** {@code (c ..(arg-1).. v -- c ..)}: {@code helper(c, v)} adds v to the collection at depth arg. */
    INTO_COLLECTION,
    /**
     * {@code ( -- helper(frame parts.., variable))}: loads a variable of the kind the row's argument names. The
     * helper's parameters are what it needs of the frame, by type ({@code PyFrame}: the frame, {@code PyCode}: its
     * code, {@code PyObject[]}: its array), then the variable: {@code names[arg]} for a {@link Opcode#NAME} argument,
     * {@code arg} for a {@link Opcode#LOCAL} one.
     */
    LOAD,
    /** {@code (v -- )}: {@code helper(frame parts.., variable, v)} stores v, the parameters as for {@link #LOAD}. */
    STORE,
    /** {@code ( -- )}: {@code helper(frame parts.., variable)} deletes the variable, as for {@link #LOAD}. */
    DELETE
}
