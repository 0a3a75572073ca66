package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Pos;

/** One instruction of the flow graph: opcode, argument, jump target, source position (null: none), handler. */
final class Instr {
    int op;
    int arg;
    BasicBlock target;
    Pos loc;
    /** The innermost exception handler covering this instruction, set by the assembler. */
    BasicBlock except;

    Instr(int op, int arg, BasicBlock target, Pos loc) {
        this.op = op;
        this.arg = arg;
        this.target = target;
        this.loc = loc;
    }

    Instr copy() {
        Instr i = new Instr(op, arg, target, loc);
        i.except = except;
        return i;
    }

    int line() {
        return loc == null ? -1 : loc.line();
    }

    @Override
    public String toString() {
        return Pseudo.name(op) + " " + arg + (target != null ? " ->" + target.id : "") + " @" + line();
    }
}
