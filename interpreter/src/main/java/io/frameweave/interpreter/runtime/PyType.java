package io.frameweave.interpreter.runtime;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * A guest type ({@code type}): a builtin type defined from Java, or a class created by a {@code class}
 * statement. Attribute lookup walks the MRO and is cached per type; the cache and the {@link #version} tag are
 * invalidated by {@link #modified()}, the single method every change of a type's attributes or bases calls.
 *
 * <p>Bootstrapping: every builtin Java class holds {@code static final PyType TYPE = PyType.newBuiltin(...)}.
 * Whatever class the JVM initialises first, types created before {@link #OBJECT} exists are recorded and
 * receive {@code object} as their base once it does, so no {@code TYPE} is ever left half-built.
 */
public class PyType extends PyObject implements PyCallable {

    /** The {@code __new__} of a builtin type: creates an instance of {@code type} (which may be a guest subclass). */
    @FunctionalInterface
    public interface NewBody {
        PyObject create(PyType type, PyObject[] args, String[] kwnames);
    }

    private static final Object MISSING = new Object();
    private static final PyType[] NO_TYPES = new PyType[0];
    private static final String[] NO_NAMES = new String[0];
    private static int versionCounter = 1;
    /** Builtin types created before {@code object} existed; fixed up at the end of this class's initialisation. */
    private static List<PyType> bootstrapPending = new ArrayList<>();

    public static final PyType OBJECT;
    public static final PyType TYPE;

    static {
        OBJECT = new PyType("object", NO_TYPES, true);
        TYPE = new PyType("type", new PyType[] {OBJECT}, true);
        List<PyType> pending = bootstrapPending;
        bootstrapPending = null;
        for (PyType t : pending) {
            if (t != OBJECT && t.bases.length == 0) {
                t.bases = new PyType[] {OBJECT};
            }
        }
        for (PyType t : pending) {
            if (t.dict.getStr("__doc__") == null) {
                t.dict.putStr("__doc__", PyNone.INSTANCE);
            }
            t.mro = Mro.compute(t);
            t.inheritCollectionFlags();
            for (PyType b : t.bases) {
                b.addSubclass(t);
            }
        }
        ObjectMethods.install(OBJECT);
        TypeMethods.install(TYPE);
    }

    /**
     * The {@code __name__} of the globals of the guest code that called {@code type(name, bases, dict)}, or null:
     * the {@code __module__} of a class made so. Only the VM sees frames; it sets this at start-up.
     */
    public static java.util.function.Supplier<PyObject> callerModuleName = () -> null;

    public String name;
    /** The module-qualified name of a builtin type of a module, or null: see {@link #fullName()}. */
    private String fullName;
    public String qualname;
    public PyType[] bases;
    public PyType[] mro;
    /**
     * True while a new class waits for its MRO (CPython's {@code tp_mro} NULL): its {@code __mro__} is None, it
     * cannot be a base, and {@link #isSubtypeOf} follows the chain of its {@link #base()}s. {@link #mro} holds the
     * class alone meanwhile.
     */
    boolean mroUnset;
    public final PyDict dict;
    /** The version tag; a new value whenever this type or one of its bases changes. */
    public int version;
    /** True for types defined from Java, whose attributes guest code may not change. */
    public final boolean builtin;
    /**
     * True for a builtin type that {@code object.__new__} may instantiate (CPython's {@code PyType_GenericNew}), as
     * {@code _io._IOBase}; any other builtin type without a {@code __new__} of its own cannot be called.
     */
    public boolean genericNew;
    /** False for builtin types that guest classes may not subclass ({@code bool}, {@code NoneType} ...). */
    public boolean acceptableBase = true;
    /**
     * True for builtin types whose instances' attributes the generic protocol finds on the type alone: their Java
     * class has no attribute logic of its own and no instance dict, so the VM's attribute caches may keep what
     * the type resolves (builtin types defined outside the core that are read at every turn of a loop).
     */
    public boolean attributesByType;
    /** The metaclass ({@code type(cls)}); null means {@code type}. */
    PyType metatype;
    /** This type's own {@code __new__} body (builtins), or null to inherit one. */
    NewBody newBody;
    /**
     * True for a builtin type whose {@code __new__} body exists only to make its own Java object, where CPython's
     * type inherits its base's {@code __new__} ({@code defaultdict}): the base's {@code __new__} may make its
     * instances ({@code dict.__new__(defaultdict)}).
     */
    public boolean newOfBase;
    /**
     * True when instances may be referred to weakly ({@code _weakref.ref(x)}); CPython's rule: guest classes (but
     * subclasses of int and tuple) and the builtin types {@link Lifetime#WEAKLY_REFERABLE} lists. A class whose
     * {@code __slots__} lacks {@code __weakref__} sets it false.
     */
    public boolean weaklyReferable;
    /** True when instances carry a {@code __dict__} (guest classes but those whose {@code __slots__} leave it out). */
    boolean hasInstanceDict;
    /** CPython's {@code Py_TPFLAGS_SEQUENCE}: a match statement's sequence patterns accept instances. */
    public static final int SEQUENCE = 1 << 5;
    /** CPython's {@code Py_TPFLAGS_MAPPING}: a match statement's mapping patterns accept instances. */
    public static final int MAPPING = 1 << 6;
    /**
     * {@link #SEQUENCE}, {@link #MAPPING} or neither: a class takes the kind of the first class of its MRO that has
     * one when it is created; {@code ABCMeta} gives one to a class that declares {@code __abc_tpflags__}, and
     * registering a class with such an ABC gives it (and its subclasses) the ABC's.
     */
    private int collectionFlags;
    /**
     * The names of the slots its instances carry ({@link PyObject#slotValues}), its bases' first; empty when none.
     * Two classes whose instances hold the same slots in the same places share this layout.
     */
    String[] slotNames = NO_NAMES;
    /** True when this class's own {@code __slots__} add slots to its base's, making it its instances' solid base. */
    boolean addsSlots;
    /** The keys its instances' dicts share while they get the same attributes in the same order, or null. */
    SharedKeys instanceKeys;
    private final List<WeakReference<PyType>> subclasses = new ArrayList<>();
    /** Classes that are not subclasses but whose custom {@code mro()} names this one: {@link #modified} tells them. */
    private final List<WeakReference<PyType>> mroDependents = new ArrayList<>(0);
    private final HashMap<String, Object> cache = new HashMap<>();

    private PyType(String name, PyType[] bases, boolean builtin) {
        this.name = name;
        this.qualname = name;
        this.bases = bases;
        this.builtin = builtin;
        this.version = nextVersion();
        this.mro = new PyType[] {this};
        this.dict = new PyDict();
        if (builtin && PyNone.INSTANCE != null) {
            // a builtin type has a __doc__ of its own, None until it is given one (as CPython's), so that an
            // instance never shows a base's doc string; the few made before None get theirs below
            dict.putStr("__doc__", PyNone.INSTANCE);
        }
        if (bootstrapPending != null) {
            bootstrapPending.add(this);
        } else if (builtin) {
            this.mro = Mro.compute(this);
            inheritCollectionFlags();
        } else {
            this.mroUnset = true; // ClassCreation resolves it once the class dict is filled, as CPython's type_new
        }
    }

    void inheritCollectionFlags() {
        for (int i = 1; i < mro.length && collectionFlags == 0; i++) {
            collectionFlags = mro[i].collectionFlags;
        }
    }

    /** {@link #SEQUENCE}, {@link #MAPPING} or 0. */
    public int collectionFlags() {
        return collectionFlags;
    }

    /**
     * Makes this type's instances sequences or mappings ({@code flag} {@link #SEQUENCE} or {@link #MAPPING}), and its
     * subclasses' that have not that kind already, as CPython when a class is registered with an ABC that has one.
     * A builtin type keeps its kind (ABC registration never changes one), but when {@code builtinRoot}: a builtin
     * type ({@code list}, {@code dict} ...) marks itself, and its builtin subclasses made before it.
     */
    public void setCollectionFlags(int flag, boolean builtinRoot) {
        if (builtin && !builtinRoot || collectionFlags == flag) {
            return;
        }
        collectionFlags = flag;
        for (PyType s : subclasses()) {
            s.setCollectionFlags(flag, builtinRoot && s.builtin);
        }
    }

    private static synchronized int nextVersion() {
        int v = versionCounter++;
        if (versionCounter == Integer.MAX_VALUE) {
            versionCounter = 1;
        }
        return v;
    }

    // ---- creation ----

    /**
     * A builtin type named {@code name} whose base is {@code base} ({@code object} when null). A dotted name
     * ({@code "types.UnionType"}) is a module's type: {@code __name__} is its last part, {@code __module__} the rest,
     * and messages show the whole name, as CPython's {@code tp_name}.
     */
    public static PyType newBuiltin(String name, PyType base) {
        PyType b = base != null ? base : OBJECT;
        int dot = name.lastIndexOf('.');
        PyType t = new PyType(dot < 0 ? name : name.substring(dot + 1), b == null ? NO_TYPES : new PyType[] {b}, true);
        if (dot >= 0) {
            t.fullName = name;
            t.dict.putStr("__module__", PyStr.of(name.substring(0, dot)));
        }
        if (b != null && bootstrapPending == null) {
            b.addSubclass(t);
        }
        return t;
    }

    /** A builtin type with several bases (ExceptionGroup), its MRO computed by C3 as a class statement's. */
    public static PyType newBuiltin(String name, PyType... bases) {
        if (bases.length == 1) { // with a null base: object
            return newBuiltin(name, bases[0]);
        }
        PyType t = new PyType(name, bases.clone(), true);
        if (bootstrapPending == null) {
            for (PyType b : bases) {
                b.addSubclass(t);
            }
        }
        return t;
    }

    /**
     * A class created by a {@code class} statement or {@code type(name, bases, dict)}: C3 MRO, a copy of
     * the namespace as its dict, {@code __module__} and {@code __qualname__} defaulted.
     */
    public static PyType createClass(String name, PyType[] bases, PyDict namespace) {
        return createClass(TYPE, name, bases, namespace);
    }

    /** {@link #createClass(String, PyType[], PyDict)} with an explicit metaclass. */
    public static PyType createClass(PyType metatype, String name, PyType[] bases, PyDict namespace) {
        return ClassCreation.create(metatype, name, bases, namespace);
    }

    /**
     * The raw constructor behind {@link ClassCreation}; the type is not yet linked to its bases and its MRO is not
     * set ({@link #mroUnset}).
     */
    static PyType allocateClass(String name, PyType[] bases) {
        return new PyType(name, bases, false);
    }

    void linkToBases() {
        for (PyType b : bases) {
            b.addSubclass(this);
        }
    }

    void unlinkFromBases() {
        for (PyType b : bases) {
            b.removeSubclass(this);
        }
    }

    // ---- definition from Java ----

    /**
     * Adds a builtin method ({@code PyMethodDescr}) named {@code name}; a special method gets its slot's
     * argument check ({@link SlotSignature}).
     */
    public void define(String name, PyMethodDescr.Body body) {
        defineAttr(name, new PyMethodDescr(this, name, body));
    }

    /**
     * Adds a special method that behaves as an ordinary method, as CPython's METH_COEXIST methods do: its body
     * checks its own arguments, and its errors and repr are a method's, not a slot wrapper's.
     */
    public void defineCoexisting(String name, PyMethodDescr.Body body) {
        defineAttr(name, new PyMethodDescr(this, name, body, true));
    }

    /** Adds an attribute to this type's dict (a descriptor, a constant, a class method). */
    public void defineAttr(String name, PyObject value) {
        dict.putStr(name.intern(), value);
        modified();
    }

    /** Sets this builtin type's {@code __new__}; {@code type.__call__} calls it, then {@code __init__}. */
    public void defineNew(NewBody body) {
        this.newBody = body;
        defineAttr("__new__", new PyStaticMethod(new NewFunction(this, body)));
    }

    // ---- lookup ----

    /** The special methods the runtime asks a type for at every use: {@link #lookupSpecial} takes these indexes. */
    public static final int NEW = 0;
    public static final int INIT = 1;
    public static final int LEN = 2;
    public static final int BOOL = 3;
    public static final int ITER = 4;
    public static final int NEXT = 5;
    /** {@code __del__}: instances of a class that has one are finalized ({@link Lifetime}). */
    public static final int DEL = 6;
    /**
     * The first of the binary operators' methods, {@code __add__} ..., one per operator in the order of
     * {@link BinaryOperators}: {@code BINARY + o} is operator {@code o}'s.
     */
    public static final int BINARY = 7;
    /** The first of the in-place operators' methods, {@code __iadd__} ..., likewise ({@link Ops#inplaceMethodName}). */
    public static final int INPLACE_BINARY = BINARY + BinaryOperators.COUNT;
    /** How many there are (a constant: types are made while this class is being initialised). */
    private static final int SPECIALS = INPLACE_BINARY + BinaryOperators.COUNT;

    /** The version for which {@link #specials} hold; 0 (never a version) for none. */
    private int specialsVersion;
    /** Per special method: the attribute, {@link #MISSING}, or null when not looked up for this version yet. */
    private final Object[] specials = new Object[SPECIALS];

    /**
     * {@code lookup} of the special method {@code which} ({@link #NEW}, {@link #LEN}, ...), kept for the version:
     * creating an instance, {@code len()}, truth tests, iteration and operators on instances ask for theirs at every
     * use.
     */
    public PyObject lookupSpecial(int which) {
        if (specialsVersion != version) {
            Arrays.fill(specials, null);
            specialsVersion = version;
        }
        Object f = specials[which];
        if (f == null) {
            PyObject found = lookup(specialName(which));
            specials[which] = found == null ? MISSING : found;
            return found;
        }
        return f == MISSING ? null : (PyObject) f;
    }

    private static String specialName(int which) {
        if (which >= INPLACE_BINARY) {
            return Ops.inplaceMethodName(which - INPLACE_BINARY);
        }
        if (which >= BINARY) {
            return Ops.binaryMethodName(which - BINARY);
        }
        return switch (which) {
            case NEW -> "__new__";
            case INIT -> "__init__";
            case LEN -> "__len__";
            case BOOL -> "__bool__";
            case ITER -> "__iter__";
            case DEL -> "__del__";
            default -> "__next__";
        };
    }

    /** {@code lookup("__new__")}, kept for the version. */
    /**
     * The name CPython's messages give a type (its {@code tp_name}): {@code types.UnionType} for a builtin type made
     * with a dotted name, any other type by its {@code __name__}.
     */
    public String fullName() {
        return fullName != null ? fullName : name;
    }

    /**
     * Gives a class made from Java by {@link #createClass} the name a builtin type of {@code module} has in
     * messages ({@code os.stat_result}), as CPython's struct sequences, classes by their machinery, are named.
     */
    public void nameAsTypeOf(String module) {
        fullName = module + "." + name;
    }

    public PyObject lookupNew() {
        return lookupSpecial(NEW);
    }

    /** {@code lookup("__init__")}, kept for the version. */
    public PyObject lookupInit() {
        return lookupSpecial(INIT);
    }

    /** The attribute {@code name} found along the MRO (unbound, no descriptor applied), or null. Cached. */
    public PyObject lookup(String name) {
        Object v = cache.get(name);
        if (v == null) {
            PyObject found = lookupUncached(name);
            cache.put(name, found == null ? MISSING : found);
            return found;
        }
        return v == MISSING ? null : (PyObject) v;
    }

    private PyObject lookupUncached(String name) {
        for (PyType t : mro) {
            PyObject v = t.dict.getStr(name);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /**
     * Invalidates this type: a new version tag and an empty lookup cache for its subclasses (depth first) and then
     * for itself. Every guest-visible mutation of a type's dict or bases calls this one method just after it has
     * changed them (a weave point for type watchers, which CPython 3.12 tells once the change is made, a subclass
     * before its base); no guest code runs between the change and the call, so nothing can use a cache of the old
     * state in between.
     */
    public void modified() {
        dropCaches(PyType::modified);
    }

    /**
     * What {@link #modified} does without telling a watcher: for a change still under way (a new class's MRO, an
     * MRO that a failing {@code __bases__} assignment set and puts back), which a finished one reports once.
     */
    void invalidate() {
        dropCaches(PyType::invalidate);
    }

    /** Passes the change on to the classes that depend on this one ({@code onDependent}), then drops the caches. */
    private void dropCaches(java.util.function.Consumer<PyType> onDependent) {
        if (modifying) { // custom MROs may name each other
            return;
        }
        modifying = true;
        try {
            for (int i = 0; i < subclasses.size(); i++) {
                PyType s = subclasses.get(i).get();
                if (s != null) {
                    onDependent.accept(s);
                }
            }
            for (int i = 0; i < mroDependents.size(); i++) {
                PyType s = mroDependents.get(i).get();
                if (s != null) {
                    onDependent.accept(s);
                }
            }
        } finally {
            modifying = false;
        }
        version = nextVersion();
        cache.clear();
    }

    /** True while {@link #modified} walks the classes that depend on this one. */
    private boolean modifying;

    // ---- relations ----

    /**
     * CPython's {@code PyType_IsSubtype}: whether {@code t} is on the MRO (a custom {@code mro()} decides), or, while
     * the MRO is not set, on the chain of {@link #base()}s.
     */
    public boolean isSubtypeOf(PyType t) {
        if (mroUnset) {
            return derivesByBaseChain(t);
        }
        PyType[] m = mro;
        if (this == t && m[0] == this || t == OBJECT && m[m.length - 1] == OBJECT) {
            return true;
        }
        for (PyType x : m) {
            if (x == t) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code t} is this type or one of its {@link #base()}s, their bases... (CPython's tp_base chain). */
    boolean derivesByBaseChain(PyType t) {
        for (PyType b = this; b != null; b = b.base()) {
            if (b == t) {
                return true;
            }
        }
        return false;
    }

    /** The live direct subclasses, in creation order ({@code __subclasses__()}). */
    public List<PyType> subclasses() {
        List<PyType> out = new ArrayList<>();
        for (WeakReference<PyType> r : subclasses) {
            PyType s = r.get();
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    private void addSubclass(PyType t) {
        subclasses.removeIf(r -> r.get() == null);
        subclasses.add(new WeakReference<>(t));
    }

    private void removeSubclass(PyType t) {
        subclasses.removeIf(r -> r.get() == null || r.get() == t);
    }

    /**
     * {@code __base__} (CPython's {@code tp_base}): the base whose instance layout this type extends
     * ({@link #layoutBase}), the only base of a builtin type; null for {@code object}.
     */
    public PyType base() {
        return bases.length < 2 ? (bases.length == 0 ? null : bases[0]) : layoutBase(bases);
    }

    /**
     * Of {@code bases} (not empty), the first of those whose solid base ({@link #solidBase}) is the most derived:
     * the one a class with these bases extends the instance layout of (the bases' layouts must not conflict).
     */
    static PyType layoutBase(PyType[] bases) {
        PyType winner = null;
        PyType base = bases[0];
        for (PyType b : bases) {
            PyType candidate = b.solidBase();
            if (winner == null || !winner.isSubtypeOf(candidate) && candidate.isSubtypeOf(winner)) {
                winner = candidate;
                base = b;
            }
        }
        return base;
    }

    /** The nearest type on the MRO that defines a Java {@code __new__} body: it makes the Java object of an instance. */
    public PyType builtinBase() {
        for (PyType t : mro) {
            if (t.newBody != null) {
                return t;
            }
        }
        return OBJECT;
    }

    /**
     * CPython's solid base: the nearest type on the MRO whose instances carry more than those of its base, a builtin
     * layout or slots of its own. Two bases with unrelated solid bases cannot be combined.
     */
    public PyType solidBase() {
        if (mroUnset) { // CPython's solid_base follows the base chain; a new class's mro() checks with it
            return newBody != null || addsSlots ? this : base().solidBase();
        }
        for (PyType t : mro) {
            if (t.newBody != null || t.addsSlots) {
                return t;
            }
        }
        return OBJECT;
    }

    /**
     * Whether instances of this type and of {@code other} are laid out alike, so that one's {@code __class__} may
     * become the other: the same Java object, the same slots and both or neither with a {@code __dict__}.
     */
    public boolean sameLayout(PyType other) {
        PyType solid = solidBase();
        PyType otherSolid = other.solidBase();
        // classes that add slots are alike only as siblings: the same base, the same slots added
        // weak references count between classes only: a builtin type's flag says less (a module takes them)
        return builtinBase() == other.builtinBase() && carriesDict() == other.carriesDict()
                && (builtin || other.builtin || weaklyReferable == other.weaklyReferable)
                && Arrays.equals(slotNames, other.slotNames)
                && (solid == otherSolid || solid.base() == otherSolid.base());
    }

    /** Whether instances have a {@code __dict__}: their class gave them one, or their builtin type has one. */
    private boolean carriesDict() {
        return hasInstanceDict || builtin && lookup("__dict__") != null;
    }

    /** Fresh slot values for a new instance ({@link PyObject#slotValues}), or null when it carries no slots. */
    public PyObject[] newSlotValues() {
        return slotNames.length == 0 ? null : new PyObject[slotNames.length];
    }

    /** A fresh {@code __dict__} for a new instance of a guest subclass of a builtin type, or null when it has none. */
    public PyDict newInstanceDict() {
        return hasInstanceDict || builtin ? new PyDict() : null;
    }

    /**
     * Gives a builtin type the base it was meant to have when that base did not exist yet at its creation
     * (class-initialisation cycles: bool may be created while int is still initialising). No-op otherwise.
     */
    void rebaseBuiltin(PyType base) {
        if (bases.length == 1 && bases[0] == base) {
            return;
        }
        unlinkFromBases();
        bases = new PyType[] {base};
        resolveMroHierarchy(new ArrayList<>());
        linkToBases();
        modified();
    }

    /**
     * Replaces the bases ({@code C.__bases__ = ...}) and sets the MROs of the class and its subclasses anew, as
     * CPython's type_set_bases: a metaclass's {@code mro()} may assign {@code __bases__} again, here or on another
     * class, and the assignment made last holds; an error puts back the bases and the MROs it changed.
     */
    public void setBases(PyType[] newBases) {
        if (builtin) {
            throw Py.TypeError("cannot set '__bases__' attribute of immutable type '" + name + "'");
        }
        if (newBases.length == 0) {
            throw Py.TypeError("can only assign non-empty tuple to " + name + ".__bases__, not ()");
        }
        for (PyType b : newBases) {
            // the base chain too: an assignment inside mro() has set a base whose MRO is not updated yet
            if (b.isSubtypeOf(this) || !b.mroUnset && b.derivesByBaseChain(this)) {
                throw Py.TypeError("a __bases__ item causes an inheritance cycle");
            }
        }
        ClassCreation.solidBaseOf(newBases);
        PyType oldBase = base();
        PyType newBase = layoutBase(newBases);
        if (newBase != oldBase && !newBase.sameLayout(oldBase)) {
            // CPython tells apart object's deallocator from that of the other types a class can have for base
            throw Py.TypeError("__bases__ assignment: '" + newBase.name + "' "
                    + (newBase == OBJECT || oldBase == OBJECT ? "deallocator" : "object layout") + " differs from '"
                    + oldBase.name + "'");
        }
        PyType[] oldBases = bases;
        bases = newBases;
        List<MroChange> changes = new ArrayList<>();
        try {
            resolveMroHierarchy(changes);
        } catch (PyException e) {
            for (int i = changes.size() - 1; i >= 0; i--) {
                changes.get(i).undo();
            }
            if (bases == newBases) { // else an assignment inside mro() replaced them, and it holds
                bases = oldBases;
            }
            invalidate(); // a refused assignment changed nothing a watcher is told of
            throw e;
        }
        if (bases == newBases) {
            for (PyType b : oldBases) {
                b.removeSubclass(this);
            }
            linkToBases();
            modified(); // only once the new bases hold: an assignment the C3 check refuses changes nothing
        }
    }

    /** A class's MRO as a {@code __bases__} assignment changed it: put back when the assignment fails. */
    private record MroChange(PyType type, PyType[] newMro, PyType[] oldMro) {
        void undo() {
            if (type.mro == newMro) { // a later assignment inside mro() made a newer one: it stays
                type.mro = oldMro;
                type.invalidate();
            }
        }
    }

    /** CPython's mro_hierarchy: this class's MRO anew, then its subclasses', unless mro() re-entered. */
    private void resolveMroHierarchy(List<MroChange> changes) {
        PyType[] old = mro;
        if (!resolveMro()) {
            return;
        }
        changes.add(new MroChange(this, mro, old));
        for (PyType s : subclasses()) { // a copy: mro() may change the subclasses
            s.resolveMroHierarchy(changes);
        }
    }

    /**
     * Sets the MRO to what the metaclass's {@code mro()} gives (CPython's mro_internal). False, changing nothing,
     * when that call set it itself (an assignment to {@code __bases__} inside it).
     */
    boolean resolveMro() {
        PyType[] old = mro;
        PyType[] fresh = Mro.invoke(this);
        if (mro != old) {
            return false;
        }
        mro = fresh;
        mroUnset = false;
        for (PyType t : fresh) {
            if (!derivesByBases(t)) {
                t.addMroDependent(this); // a custom mro() named a class that is no base: its changes concern us
            }
        }
        invalidate(); // the assignment or class creation under way reports the change once it holds
        return true;
    }

    /** Whether {@code t} is this class or one of its bases, their bases... whatever the MROs say. */
    private boolean derivesByBases(PyType t) {
        if (this == t) {
            return true;
        }
        for (PyType b : bases) {
            if (b.derivesByBases(t)) {
                return true;
            }
        }
        return false;
    }

    private void addMroDependent(PyType t) {
        mroDependents.removeIf(r -> r.get() == null || r.get() == t);
        mroDependents.add(new WeakReference<>(t));
    }

    // ---- PyObject ----

    @Override
    public PyType type() {
        return metatype != null ? metatype : TYPE;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    /** {@code cls(*args)}: {@code type.__call__}. */
    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        if (metatype != null) {
            PyObject metaCall = metatype.lookup("__call__");
            if (metaCall != TypeMethods.CALL) {
                return Ops.callWithSelf(metaCall, this, args, kwnames);
            }
        }
        return TypeCall.call(this, args, kwnames);
    }

    /**
     * Whether {@code type.__call__} makes this class's instances as {@code object.__new__} does and then calls its
     * {@code __init__}, and nothing else: its metaclass is {@code type}, its {@code __new__} is object's and so is
     * its layout. An optimizer that knows a call of such a class makes the instance with {@link #newPlainInstance}
     * and calls {@code __init__} itself, while the class stays so.
     */
    public boolean instantiatesPlainly() {
        if (plainlyVersion != version) {
            plainly = metatype == null && !builtin && lookupNew() == ObjectMethods.NEW && builtinBase() == OBJECT
                    && TypeFlags.abstractMethods(this) == null;
            plainlyVersion = version;
        }
        return plainly;
    }

    /** {@link #instantiatesPlainly}'s answer, and the version it holds for (0, never a version: none yet). */
    private boolean plainly;
    private int plainlyVersion;

    /** A new instance as {@code object.__new__} makes it, for a class that {@link #instantiatesPlainly}. */
    public PyObject newPlainInstance() {
        return ObjectMethods.allocate(this);
    }

    /**
     * What {@code type.__call__} makes of what {@code __init__} returned ({@code returned}) for {@code instance}:
     * the instance, or CPython's TypeError when it returned anything but None.
     */
    public static PyObject initialized(PyObject returned, PyObject instance) {
        if (returned != Py.None) {
            throw Py.TypeError("__init__() should return None, not '" + Py.typeName(returned) + "'");
        }
        return instance;
    }

    /** The module name as {@code __module__} gives it, or "builtins". */
    public String moduleName() {
        PyObject m = dict.getStr("__module__");
        if (m instanceof PyStr s) {
            return s.value;
        }
        return "builtins";
    }

    @Override
    public String toString() {
        return "<class '" + name + "'>";
    }
}
