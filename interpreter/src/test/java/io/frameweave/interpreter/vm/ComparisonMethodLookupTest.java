package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A comparison method that cannot be fetched (a property that raises) counts as NotImplemented, as in CPython's
 * slot_tp_richcompare, while an arithmetic one's error propagates; compared with what python3.11 printed.
 */
class ComparisonMethodLookupTest {

    @Test
    void comparisonMethodThatCannotBeFetchedIsNotImplemented() {
        GuestRun r = GuestRun.program("""
                def booh(self):
                    raise AttributeError("booh")


                class E:
                    __eq__ = property(booh)
                    __lt__ = property(booh)


                e = E()
                print(e == e, E() == E(), e != e)
                try:
                    e < E()
                except TypeError as err:
                    print("TypeError:", err)


                class F:
                    @property
                    def __eq__(self):
                        return lambda other: "by property"


                print(F() == 1)


                class G:
                    __add__ = property(booh)


                try:
                    G() + 1
                except AttributeError as err:
                    print("AttributeError:", err)
                """);
        assertEquals("""
                True False False
                TypeError: '<' not supported between instances of 'E' and 'E'
                by property
                AttributeError: booh
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
