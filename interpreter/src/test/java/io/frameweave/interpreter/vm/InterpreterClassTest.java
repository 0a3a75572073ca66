package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Programs run end to end compared with what python3.11 printed: classes: inheritance, super, dunder methods, descriptors, metaclasses. */
class InterpreterClassTest {

    @Test
    void classesAndInheritance() {
        GuestRun r = GuestRun.program("""
                class Animal:
                    kind = "animal"
                    def __init__(self, name):
                        self.name = name
                    def speak(self):
                        return "..."
                    def describe(self):
                        return f"{self.name} the {self.kind} says {self.speak()}"
                class Dog(Animal):
                    kind = "dog"
                    def speak(self):
                        return "woof"
                class Puppy(Dog):
                    def __init__(self, name, age):
                        super().__init__(name)
                        self.age = age
                    def speak(self):
                        return super().speak() + "!"
                p = Puppy("rex", 1)
                print(p.describe(), p.age, isinstance(p, Animal), issubclass(Puppy, Dog))
                print(Puppy.__mro__)
                print(Puppy.__name__, Puppy.__qualname__, type(p).__name__)
                class A:
                    def who(self): return "A"
                class B(A):
                    def who(self): return "B" + super().who()
                class C(A):
                    def who(self): return "C" + super().who()
                class D(B, C):
                    def who(self): return "D" + super().who()
                print(D().who(), [k.__name__ for k in D.__mro__])
                """);
        assertEquals("""
                rex the dog says woof! 1 True True
                (<class '__main__.Puppy'>, <class '__main__.Dog'>, <class '__main__.Animal'>, <class 'object'>)
                Puppy Puppy Puppy
                DBCA ['D', 'B', 'C', 'A', 'object']
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void dunderMethods() {
        GuestRun r = GuestRun.program("""
                class Vec:
                    def __init__(self, x, y):
                        self.x, self.y = x, y
                    def __add__(self, o):
                        return Vec(self.x + o.x, self.y + o.y)
                    def __mul__(self, k):
                        return Vec(self.x * k, self.y * k)
                    def __rmul__(self, k):
                        return self * k
                    def __eq__(self, o):
                        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
                    def __hash__(self):
                        return hash((self.x, self.y))
                    def __repr__(self):
                        return f"Vec({self.x}, {self.y})"
                    def __len__(self):
                        return 2
                    def __getitem__(self, i):
                        return (self.x, self.y)[i]
                    def __iter__(self):
                        yield self.x
                        yield self.y
                    def __bool__(self):
                        return bool(self.x or self.y)
                    def __lt__(self, o):
                        return (self.x, self.y) < (o.x, o.y)
                    def __call__(self, z):
                        return self.x + self.y + z
                    def __contains__(self, v):
                        return v in (self.x, self.y)
                v = Vec(1, 2) + Vec(3, 4)
                print(v, v * 2, 3 * v, v == Vec(4, 6), v != Vec(0, 0), len(v), v[1], list(v))
                print(bool(Vec(0, 0)), sorted([Vec(2, 1), Vec(1, 5)]), v(10), 4 in v, {Vec(1, 1): "a"}[Vec(1, 1)])
                x, y = v
                print(x, y, str(v))
                """);
        assertEquals("""
                Vec(4, 6) Vec(8, 12) Vec(12, 18) True True 2 6 [4, 6]
                False [Vec(1, 5), Vec(2, 1)] 20 True a
                4 6 Vec(4, 6)
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void propertiesStaticClassMethods() {
        GuestRun r = GuestRun.program("""
                class Temp:
                    count = 0
                    def __init__(self, c):
                        self._c = c
                        Temp.count += 1
                    @property
                    def f(self):
                        return self._c * 9 / 5 + 32
                    @f.setter
                    def f(self, value):
                        self._c = (value - 32) * 5 / 9
                    @staticmethod
                    def unit():
                        return "C"
                    @classmethod
                    def make(cls, c):
                        return cls(c)
                t = Temp.make(100)
                print(t.f, Temp.unit(), t.unit(), Temp.count)
                t.f = 32
                print(t._c, Temp.count)
                class Base:
                    def __init_subclass__(cls, **kw):
                        super().__init_subclass__()
                class Meta(type):
                    def __new__(mcs, name, bases, ns):
                        ns["tag"] = name.lower()
                        return super().__new__(mcs, name, bases, ns)
                class Tagged(metaclass=Meta):
                    pass
                print(Tagged.tag, type(Tagged).__name__)
                class Slots:
                    def __getattr__(self, name):
                        return "dyn_" + name
                print(Slots().anything)
                class Counter:
                    def __init__(self):
                        self.n = 0
                    def bump(self):
                        self.n += 1
                        return self
                c = Counter()
                for _ in range(1000):
                    c.bump()
                print(c.n)
                def method_swap(self):
                    return "swapped"
                Counter.bump = method_swap
                print(c.bump())
                """);
        assertEquals("""
                212.0 C C 1
                0.0 1
                tagged Meta
                dyn_anything
                1000
                swapped
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }

    @Test
    void classBodyScopes() {
        GuestRun r = GuestRun.program("""
                x = "global"
                def make():
                    x = "enclosing"
                    class K:
                        y = x
                        def get(self):
                            return x
                    return K
                K = make()
                print(K.y, K().get())
                class Outer:
                    class Inner:
                        pass
                print(Outer.Inner.__qualname__)
                class WithDoc:
                    "doc text"
                    a = 1
                    b = a + 1
                print(WithDoc.__doc__, WithDoc.b, WithDoc.__module__)
                """);
        assertEquals("""
                enclosing enclosing
                Outer.Inner
                doc text 2 __main__
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
