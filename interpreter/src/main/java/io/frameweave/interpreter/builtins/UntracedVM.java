package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * {@code sys.settrace}, {@code sys.gettrace}, {@code sys.setprofile} and {@code sys.getprofile} of a VM without the
 * agent, which can trace nothing: the getters answer None, and the setters accept None (what a program that saves and
 * restores the trace function, as {@code doctest} does, passes back) and refuse a function with one line saying what
 * to run instead. The agent, when it comes, replaces all four with the real ones.
 */
final class UntracedVM {
    private UntracedVM() {
    }

    static void addTo(ModuleBuilder sys) {
        setter(sys, "settrace");
        setter(sys, "setprofile");
        getter(sys, "gettrace");
        getter(sys, "getprofile");
    }

    private static void setter(ModuleBuilder sys, String name) {
        sys.function(name, (a, k) -> {
            ArgParser.checkArity("sys." + name, a, k, 1, 1);
            PyObject fn = a[0];
            if (fn != Py.None) {
                throw Py.RuntimeError("sys." + name + " needs the frameweave agent, which this VM runs without"
                        + " (start it with -javaagent:frameweave-agent.jar; see docs/AGENT.md)");
            }
            return Py.None;
        });
    }

    private static void getter(ModuleBuilder sys, String name) {
        sys.function(name, (a, k) -> {
            ArgParser.checkArity(name, a, k, 0, 0);
            return Py.None;
        });
    }
}
