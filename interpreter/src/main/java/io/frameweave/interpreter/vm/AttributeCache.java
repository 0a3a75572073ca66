package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The inline cache of one LOAD_ATTR, LOAD_METHOD or STORE_ATTR: what the attribute's name resolves to on a
 * given type, valid while the type's version tag is unchanged (and, for a class attribute, the version of that
 * value's class: see {@link #valueTypeUnchanged}). For a module, keyed on its dict's version.
 * Immutable; a miss replaces it.
 */
final class AttributeCache {
    /** Only the instance dict can hold it (the type has nothing of that name). */
    static final int INSTANCE_ONLY = 0;
    /** A plain class attribute, unless the instance dict shadows it. */
    static final int CLASS_VALUE = 1;
    /** A guest function on the type: bound (or pushed with self) unless the instance dict shadows it. */
    static final int METHOD = 2;
    /** A builtin method descriptor on a type whose instances have no dict. */
    static final int BUILTIN_METHOD = 3;
    /** A data descriptor (property, slot): its get/set wins over the instance dict. */
    static final int DATA_DESCRIPTOR = 4;
    /** STORE_ATTR straight into the instance dict. */
    static final int STORE_DICT = 5;
    /** A module attribute, valid while the module dict's version is unchanged. */
    static final int MODULE = 6;
    /**
     * An attribute of a class itself ({@code C.X}, {@code C.f}): {@link #type} is that class (the receiver, not its
     * type), the value a plain one or a function, valid while the class's version is unchanged.
     */
    static final int CLASS_ATTRIBUTE = 7;
    /**
     * A slot ({@code __slots__}) of instances laid out as {@code object}'s: {@link #value} is its member descriptor,
     * the load an array read of the instance's slot values.
     */
    static final int SLOT = 8;
    /** STORE_ATTR into such a slot. */
    static final int STORE_SLOT = 9;

    final PyType type;
    final int version;
    final int kind;
    final PyObject value;
    final PyDict moduleDict;
    final long dictVersion;
    /** Where the name was last found in an instance dict (instances of one class tend to share layouts). */
    int hint = -1;
    /**
     * The shared key table ({@link PyDict#sharedKeys}) in which {@link #hint} holds the name, or null: a dict
     * with the same table and more than {@code hint} entries has the name there, so no key is compared.
     */
    Object hintKeys;
    /** For {@link #STORE_DICT}: the name as the str key a new dict entry gets (shared, so a store allocates none). */
    PyStr key;
    /** For entries with a class attribute as {@link #value}: see {@link #valueTypeUnchanged}. */
    final int valueVersion;
    /** The entry for another type seen at the same instruction (a polymorphic site), or null. */
    AttributeCache next;

    /** The most entries one instruction keeps; a site seeing more types keeps the newest. */
    static final int MAX_ENTRIES = 4;

    /** Installs {@code fresh} in front of the entries still kept at {@code slot} (module and class sites keep one). */
    static AttributeCache link(AttributeCache fresh, Object slot) {
        if (slot instanceof AttributeCache old && byType(fresh) && byType(old)) {
            AttributeCache tail = fresh;
            int n = 1;
            for (AttributeCache o = old; o != null && n < MAX_ENTRIES; o = o.next) {
                if (o.type != fresh.type && o.type.version == o.version) {
                    AttributeCache copy = o.copy();
                    tail.next = copy;
                    tail = copy;
                    n++;
                }
            }
            tail.next = null;
        }
        return fresh;
    }

    /** Whether the entry is keyed by the receiver's type (so several can share an instruction). */
    private static boolean byType(AttributeCache c) {
        return c.kind != MODULE && c.kind != CLASS_ATTRIBUTE;
    }

    private AttributeCache copy() {
        AttributeCache c = new AttributeCache(type, version, kind, value, valueVersion);
        c.hint = hint;
        c.hintKeys = hintKeys;
        c.key = key;
        return c;
    }

    AttributeCache(PyType type, int version, int kind, PyObject value) {
        this(type, version, kind, value, kind == CLASS_VALUE || kind == CLASS_ATTRIBUTE || kind == STORE_DICT
                ? versionOfValueType(value) : 0);
    }

    private AttributeCache(PyType type, int version, int kind, PyObject value, int valueVersion) {
        this.type = type;
        this.version = version;
        this.kind = kind;
        this.value = value;
        this.valueVersion = valueVersion;
        this.moduleDict = null;
        this.dictVersion = 0;
    }

    /**
     * A {@link #STORE_DICT} entry for attribute {@code name}; {@code classValue} is what the type has of that name (no
     * data descriptor), or null.
     */
    static AttributeCache storeDict(PyType type, int version, String name, PyObject classValue) {
        AttributeCache c = new AttributeCache(type, version, STORE_DICT, classValue);
        c.key = PyStr.of(name);
        return c;
    }

    /**
     * Whether {@link #value}'s class is as it was when the entry was made: a plain class attribute whose class later
     * gains {@code __get__}, {@code __set__} or {@code __delete__} (or that is given another class) is a descriptor
     * from then on, which the type's own version does not see change.
     */
    boolean valueTypeUnchanged() {
        return valueVersion == 0 || value.type().version == valueVersion;
    }

    /**
     * The version {@link #valueVersion} keeps for {@code v}: 0 when its class can never gain descriptor methods (no
     * value, a function, an instance of a builtin type, whose types are immutable).
     */
    private static int versionOfValueType(PyObject v) {
        if (v == null || v instanceof PyFunction) {
            return 0;
        }
        PyType t = v.type();
        return t.builtin ? 0 : t.version;
    }

    AttributeCache(PyDict moduleDict, long dictVersion, PyObject value) {
        this.type = null;
        this.version = 0;
        this.kind = MODULE;
        this.value = value;
        this.valueVersion = 0; // a module hands out its attributes as they are
        this.moduleDict = moduleDict;
        this.dictVersion = dictVersion;
    }
}
