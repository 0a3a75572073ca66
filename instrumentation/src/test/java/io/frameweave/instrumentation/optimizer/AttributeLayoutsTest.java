package io.frameweave.instrumentation.optimizer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Attribute loads and stores whose receivers' layout is taken as given: every change that makes the instance
 * dict's entry the wrong answer is seen at the next execution.
 */
class AttributeLayoutsTest extends OptimizedRuns {
    /**
     * The program of {@link #anAttributeAccessWithAGivenLayoutSeesEveryChangeOfItsClass}: a loop reading and storing
     * instance attributes of one class (its layout given once optimized), over two instances with that layout and
     * one whose dict has its keys in another order, calling {@code hook} on each instance in its third round. Only the
     * hook that starts a thread imports {@code threading}: the optimizer also optimizes the standard library's code an
     * import runs, and a de-optimization there would count in the stats the test reads.
     */
    private static final String LAYOUT_PROGRAM = """
            class P:
                def __init__(self, x, y):
                    self.x = x
                    self.y = y
            class Q(P):
                pass
            class R:
                x = property(lambda self: -1)
            def hot(ps, n, hook):
                t = 0
                for i in range(n):
                    for p in ps:
                        t += p.x
                        p.y = p.y + 1
                        if i == 2:
                            hook(p)
                        t += p.x
                return t
            for _ in range(50):
                hot([Q(1, 2), Q(3, 4)], 3, lambda p: None)
            optimize_now()
            note_layouts(hot)
            %s
            odd = Q.__new__(Q)
            odd.y = 10
            odd.x = 20
            qs = [Q(1, 2), odd, Q(3, 4)]
            try:
                print(hot(qs, 5, hook))
            except AttributeError as e:
                print('AttributeError:', e)
            print([(type(q).__name__, q.__dict__) for q in qs])
            """;

    /**
     * An attribute load or store whose receivers' layout the optimizer took as given sees, at its next execution,
     * every change that makes the instance dict's entry the wrong answer: a property on the base, a
     * {@code __setattr__} or {@code __getattribute__} on the class, new bases, an instance given another class, an
     * attribute deleted, a change made by another thread; and an instance whose dict has another layout takes the
     * VM's way all along. The expected outputs are CPython 3.11's.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            nothing             | def hook(p):\\n    pass \
                                | 240\\n[('Q', {'x': 1, 'y': 7}), ('Q', {'y': 15, 'x': 20}), ('Q', {'x': 3, 'y': 9})]
            propertyOnBase      | def hook(p):\\n    P.x = property(lambda self: 100) \
                                | 1797\\n[('Q', {'x': 1, 'y': 7}), ('Q', {'y': 15, 'x': 20}), ('Q', {'x': 3, 'y': 9})]
            setattrOnClass      | def hook(p):\\n    Q.__setattr__ = lambda self, k, v: object.__setattr__(self, k, v * 2) \
                                | 240\\n[('Q', {'x': 1, 'y': 26}), ('Q', {'y': 110, 'x': 20}), ('Q', {'x': 3, 'y': 62})]
            getattributeOnClass | def hook(p):\\n    Q.__getattribute__ = lambda self, k: 5 if k == 'x' else object.__getattribute__(self, k) \
                                | 182\\n[('Q', {'x': 1, 'y': 7}), ('Q', {'y': 15, 'x': 20}), ('Q', {'x': 3, 'y': 9})]
            classAssigned       | def hook(p):\\n    p.__class__ = R \
                                | 105\\n[('R', {'x': 1, 'y': 7}), ('R', {'y': 15, 'x': 20}), ('R', {'x': 3, 'y': 9})]
            attributeDeleted    | def hook(p):\\n    del p.x \
                                | AttributeError: 'Q' object has no attribute 'x'\\n[('Q', {'y': 5}), ('Q', {'y': 12, 'x': 20}), ('Q', {'x': 3, 'y': 6})]
            fromAnotherThread   | def hook(p):\\n    import threading\\n    th = threading.Thread(target=lambda: setattr(P, 'y', property(lambda self: 7, lambda self, v: None)))\\n    th.start()\\n    th.join() \
                                | 240\\n[('Q', {'x': 1, 'y': 5}), ('Q', {'y': 12, 'x': 20}), ('Q', {'x': 3, 'y': 6})]
            basesChanged        | class S:\\n    x = property(lambda self: 9)\\ndef hook(p):\\n    Q.__bases__ = (S,) \
                                | 250\\n[('Q', {'x': 1, 'y': 7}), ('Q', {'y': 15, 'x': 20}), ('Q', {'x': 3, 'y': 9})]
            """)
    void anAttributeAccessWithAGivenLayoutSeesEveryChangeOfItsClass(String change, String hook, String expected) {
        String o = same(LAYOUT_PROGRAM.formatted(hook.strip().replace("\\n", "\n")));
        assertEquals(expected.strip().replace("\\n", "\n") + "\n", o);
        assertEquals(1, layoutsKnown.size());
        assertTrue(layoutsKnown.get(0) >= 4, "layouts given in hot: " + layoutsKnown); // p.x twice, p.y load and store
        assertTrue(stats.layouts() >= 4, stats.toString());
        if (change.equals("nothing") || change.equals("attributeDeleted") || change.equals("classAssigned")) {
            // none of them changes a class: the form's own checks of the receiver send those instances the VM's way
            assertEquals(0, stats.deoptimized(), stats.toString());
        } else {
            assertTrue(stats.deoptimized() > 0, stats.toString());
        }
    }
}
