package io.frameweave.interpreter.modules.string;

import io.frameweave.interpreter.modules.NativeIterator;
import io.frameweave.interpreter.runtime.FormatMarkup;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * What {@code _string.formatter_parser(s)} returns: {@code (literal, field_name, format_spec, conversion)} per
 * chunk of {@code s}, the last three None where no field follows the literal; errors come as the chunk is reached.
 */
final class FormatterIterator extends NativeIterator {
    static final PyType TYPE = PyType.newBuiltin("formatteriterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
    }

    private final FormatMarkup markup;

    FormatterIterator(String text) {
        super(TYPE);
        this.markup = new FormatMarkup(text);
    }

    @Override
    public PyObject next() {
        FormatMarkup.Chunk chunk = markup.next();
        if (chunk == null) {
            return null;
        }
        PyObject literal = PyStr.of(chunk.literal());
        if (!chunk.hasField()) {
            return PyTuple.of(literal, Py.None, Py.None, Py.None);
        }
        PyObject conversion = chunk.conversion() == 0 ? Py.None : PyStr.of(String.valueOf(chunk.conversion()));
        return PyTuple.of(literal, PyStr.of(chunk.fieldName()), PyStr.of(chunk.spec()), conversion);
    }
}
