package io.frameweave.interpreter.modules.itertools;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyStr;

/** The {@code itertools} module: its iterator types and {@code tee}. */
public final class ItertoolsModule {
    private ItertoolsModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("itertools"));
        d.putStr("__doc__", Py.None);
        d.putStr("count", Count.TYPE);
        d.putStr("cycle", Cycle.TYPE);
        d.putStr("repeat", Repeat.TYPE);
        d.putStr("accumulate", Accumulate.TYPE);
        d.putStr("chain", Chain.TYPE);
        d.putStr("compress", Compress.TYPE);
        d.putStr("dropwhile", DropWhile.TYPE);
        d.putStr("filterfalse", FilterFalse.TYPE);
        d.putStr("groupby", GroupBy.TYPE);
        d.putStr("_grouper", Grouper.TYPE);
        d.putStr("islice", ISlice.TYPE);
        d.putStr("pairwise", Pairwise.TYPE);
        d.putStr("starmap", StarMap.TYPE);
        d.putStr("takewhile", TakeWhile.TYPE);
        d.putStr("_tee", Tee.TYPE);
        d.putStr("_tee_dataobject", TeeBuffer.TYPE);
        d.putStr("tee", new PyBuiltinFunction("tee", Tee::tee));
        d.putStr("zip_longest", ZipLongest.TYPE);
        d.putStr("product", Product.TYPE);
        d.putStr("permutations", Permutations.TYPE);
        d.putStr("combinations", Combinations.TYPE);
        d.putStr("combinations_with_replacement", Combinations.WITH_REPLACEMENT_TYPE);
        return new PyModule("itertools", d);
    }
}
