package io.frameweave.interpreter.modules.string;

import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.FormatMarkup;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The second item of {@code _string.formatter_field_name_split(name)}: {@code (is_attribute, key)} for each
 * {@code .attr} or {@code [key]} after the first part, the key an int when it is all decimal digits.
 */
final class FieldNameIterator extends NativeIterator {
    static final PyType TYPE = PyType.newBuiltin("fieldnameiterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
    }

    private final FormatMarkup.FieldName name;

    FieldNameIterator(FormatMarkup.FieldName name) {
        super(TYPE);
        this.name = name;
    }

    @Override
    public PyObject next() {
        FormatMarkup.Part part = name.next();
        if (part == null) {
            return null;
        }
        PyObject key = !part.attribute() && part.index() >= 0 ? PyInt.of(part.index()) : PyStr.of(part.name());
        return PyTuple.of(PyBool.of(part.attribute()), key);
    }
}
