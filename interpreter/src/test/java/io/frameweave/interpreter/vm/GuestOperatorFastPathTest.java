package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The operator and attribute fast paths of this package (guest {@code __add__}/{@code __lt__} called straight
 * from BINARY_OP and COMPARE_OP, STORE_ATTR through a remembered dict entry, the exact-container paths of
 * {@code in}, {@code len}, {@code iter}, subscripts and sequence comparison) behave as the generic protocol:
 * NotImplemented, reflected and in-place methods, methods replaced or deleted after the paths were taken,
 * instance dicts of differing layouts at one store site, and CPython's error messages. The expected output is
 * what python3.11 printed.
 */
class GuestOperatorFastPathTest {

    @Test
    void fastPathsKeepCPythonsBehaviour() {
        GuestRun r = GuestRun.program("""
                class V:
                    def __init__(self, x):
                        self.x = x
                    def __add__(self, o):
                        if isinstance(o, V):
                            return V(self.x + o.x)
                        return NotImplemented
                    def __radd__(self, o):
                        return V(o + self.x)
                    def __lt__(self, o):
                        if isinstance(o, V):
                            return self.x < o.x
                        return NotImplemented
                    def __repr__(self):
                        return "V(%r)" % self.x
                class W(V):
                    def __radd__(self, o):
                        return "W.__radd__"
                    def __gt__(self, o):
                        return "W.__gt__"
                class N:
                    def __gt__(self, o):
                        return "N.__gt__"
                    def __radd__(self, o):
                        return "N.__radd__"
                class I(V):
                    def __iadd__(self, o):
                        self.x += 100
                        return self
                for i in range(3):
                    a = V(1); b = V(2)
                    print(a + b, a < b, b < a, a + W(5), a < W(5), a + N(), a < N(), 3 + a)
                    try:
                        a + 1
                    except TypeError as e:
                        print(e)
                    try:
                        a < 1
                    except TypeError as e:
                        print(e)
                    c = V(1)
                    c += b
                    print(c, a == a, a == b, a != b)
                    d = I(1)
                    d += b
                    print(d)
                    try:
                        c -= b
                    except TypeError as e:
                        print(e)
                V.__add__ = lambda self, o: "patched"
                print(V(1) + V(2))
                del V.__add__
                try:
                    V(1) + V(2)
                except TypeError as e:
                    print(e)
                # attribute stores with differing layouts at one site
                class P:
                    def __init__(self, first):
                        if first:
                            self.a = 1
                        self.b = 2
                    def set(self, v):
                        self.b = v
                ps = [P(i % 2 == 0) for i in range(6)]
                for i, p in enumerate(ps):
                    p.set(i)
                    p.__dict__.pop("b")
                    p.set(i * 10)
                    print(p.__dict__)
                q = P(True)
                del q.a
                q.set(5)
                q.c = 1
                q.set(6)
                print(q.__dict__, vars(q))
                # containers
                s = {1, 2, 3}; f = frozenset("ab"); l = [1, [2], 3.0]; t = (1, 2)
                print(2 in s, 5 in s, "a" in f, [2] in l, 3 in l, 2 in t, "bc" in "abcd", len(s), len(f), bool(set()), bool(s))
                try:
                    1 in "abc"
                except TypeError as e:
                    print(e)
                try:
                    [] in s
                except TypeError as e:
                    print(e)
                print(sorted([(2, "b"), (1, "z"), (2, "a")]), [1, 2] < [1, 3], (1, 2) >= (1, 2), [3] == [3])
                try:
                    (1, 2) < (1, "a")
                except TypeError as e:
                    print(e)
                print(list(iter({1: 2, 3: 4})), list(iter({5})), list(iter("ab")))
                d = {}
                d["k"] = 1
                d[2] = d["k"] + 1
                print(d, d[2])
                try:
                    d["missing"]
                except KeyError as e:
                    print(repr(e))
                """);
        assertEquals("", r.err);
        assertEquals("""
                V(3) True False W.__radd__ W.__gt__ N.__radd__ N.__gt__ V(4)
                unsupported operand type(s) for +: 'V' and 'int'
                '<' not supported between instances of 'V' and 'int'
                V(3) True False True
                V(101)
                unsupported operand type(s) for -=: 'V' and 'V'
                V(3) True False W.__radd__ W.__gt__ N.__radd__ N.__gt__ V(4)
                unsupported operand type(s) for +: 'V' and 'int'
                '<' not supported between instances of 'V' and 'int'
                V(3) True False True
                V(101)
                unsupported operand type(s) for -=: 'V' and 'V'
                V(3) True False W.__radd__ W.__gt__ N.__radd__ N.__gt__ V(4)
                unsupported operand type(s) for +: 'V' and 'int'
                '<' not supported between instances of 'V' and 'int'
                V(3) True False True
                V(101)
                unsupported operand type(s) for -=: 'V' and 'V'
                patched
                unsupported operand type(s) for +: 'V' and 'V'
                {'a': 1, 'b': 0}
                {'b': 10}
                {'a': 1, 'b': 20}
                {'b': 30}
                {'a': 1, 'b': 40}
                {'b': 50}
                {'b': 6, 'c': 1} {'b': 6, 'c': 1}
                True False True True True True True 3 2 False True
                'in <string>' requires string as left operand, not int
                unhashable type: 'list'
                [(1, 'z'), (2, 'a'), (2, 'b')] True True True
                '<' not supported between instances of 'int' and 'str'
                [1, 3] [5] ['a', 'b']
                {'k': 1, 2: 2} 2
                KeyError('missing')
                """, r.out);
    }
}
