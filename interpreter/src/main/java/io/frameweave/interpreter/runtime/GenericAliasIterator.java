package io.frameweave.interpreter.runtime;

/**
 * {@code generic_alias_iterator}: what {@code iter(tuple[int])} gives, so that {@code *tuple[int]} (PEP 646) is
 * the one item {@code *tuple[int]}, the alias unpacked.
 */
final class GenericAliasIterator extends PyIterator {
    static final PyType TYPE = PyType.newBuiltin("generic_alias_iterator", PyType.OBJECT);

    static {
        defineProtocol(TYPE);
        TYPE.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            PyObject left = ((GenericAliasIterator) self).unpacked;
            return PyTuple.of(ObjectReduce.builtin("iter"), PyTuple.of(left == null ? PyTuple.EMPTY
                    : new PyGenericAlias(((PyGenericAlias) left).origin, ((PyGenericAlias) left).args)));
        });
    }

    /** The unpacked alias still to give, null once given. */
    private PyObject unpacked;

    GenericAliasIterator(PyGenericAlias unpacked) {
        this.unpacked = unpacked;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject next() {
        PyObject r = unpacked;
        unpacked = null;
        return r;
    }
}
