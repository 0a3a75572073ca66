package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ClassCell;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/** A closure cell: one variable shared by a function and the functions nested in it. Null contents mean unbound. */
public final class PyCell extends PyObject implements ClassCell {
    public static final PyType TYPE = VmTypes.type("cell");

    public PyObject contents;

    public PyCell(PyObject contents) {
        this.contents = contents;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public void bindClass(PyType cls) {
        contents = cls;
    }

    static {
        // types.CellType(contents), or an empty cell
        TYPE.defineNew((type, args, kw) -> {
            ArgParser.checkArity("cell", args, kw, 0, 1);
            return new PyCell(args.length == 0 ? null : args[0]);
        });
        VmTypes.<PyCell>repr(TYPE, c -> "<cell at " + VmTypes.address(c) + ": " + (c.contents == null ? "empty"
                : c.contents.type().name + " object at " + VmTypes.address(c.contents)) + ">");
        VmTypes.<PyCell>attr(TYPE, "cell_contents", c -> {
            if (c.contents == null) {
                throw Py.ValueError("Cell is empty");
            }
            return c.contents;
        }, (c, v) -> c.contents = v);
    }
}
