package io.frameweave.interpreter.bytecode;

/**
 * What a disassembly shows of the variants ({@link InstructionVariant}) the compiled forms of code objects run in
 * place of their instructions: per code object and pc, the variant and the facts it takes as given.
 */
public interface Specializations {
    /** The variant the form of {@code code} runs at {@code pc}, or null where it runs the instruction itself. */
    InstructionVariant variant(PyCode code, int pc);

    /** The facts the variant at {@code pc} takes as given, as text made without running guest code. */
    String given(PyCode code, int pc);

    /** None: every instruction is itself. */
    Specializations NONE = new Specializations() {
        @Override
        public InstructionVariant variant(PyCode code, int pc) {
            return null;
        }

        @Override
        public String given(PyCode code, int pc) {
            return "";
        }
    };
}
