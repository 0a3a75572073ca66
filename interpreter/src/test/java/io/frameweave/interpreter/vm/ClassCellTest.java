package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The {@code __classcell__} a class body leaves in its namespace when a method uses {@code __class__}: type.__new__
 * fills it, a metaclass must pass it on, and a wrong one is refused; compared with what python3.11 printed.
 */
class ClassCellTest {

    @Test
    void classCellPassesThroughTheMetaclass() {
        GuestRun r = GuestRun.program("""
                class Meta(type):
                    def __new__(cls, name, bases, namespace):
                        global snapshot
                        snapshot = namespace.copy()
                        return super().__new__(cls, name, bases, namespace)


                class WithoutClassRef(metaclass=Meta):
                    pass


                print("__classcell__" in snapshot)


                class WithClassRef(metaclass=Meta):
                    def f(self):
                        return __class__


                print(snapshot["__classcell__"] is WithClassRef.f.__closure__[0], hasattr(WithClassRef, "__classcell__"))
                print(WithClassRef().f() is WithClassRef)


                class Dropping(type):
                    def __new__(cls, name, bases, namespace):
                        namespace.pop("__classcell__", None)
                        return super().__new__(cls, name, bases, namespace)


                try:
                    class Missing(metaclass=Dropping):
                        def f(self):
                            return __class__
                except RuntimeError as e:
                    print("RuntimeError:", e)


                class Overwriting(type):
                    def __new__(cls, name, bases, namespace, cell):
                        namespace["__classcell__"] = cell
                        return super().__new__(cls, name, bases, namespace)


                for bad in (None, 0, ""):
                    try:
                        class A(metaclass=Overwriting, cell=bad):
                            pass
                    except TypeError as e:
                        print("TypeError:", e)


                class Twice(type):
                    def __new__(cls, name, bases, namespace):
                        made = super().__new__(cls, name, bases, namespace)
                        type("B", (), namespace)
                        return made


                try:
                    class Wrong(metaclass=Twice):
                        def f(self):
                            return __class__
                except TypeError as e:
                    print("TypeError:", str(e).replace(__name__, "M"))


                class Delayed(type):
                    def __new__(cls, name, bases, namespace):
                        global kept
                        kept = namespace
                        return None


                class Later(metaclass=Delayed):
                    @staticmethod
                    def f():
                        return __class__


                print(Later)
                B = type("B", (), kept)
                print(B.f() is B, "__classcell__" in B.__dict__)


                class Plain:
                    def g(self):
                        return super().__repr__()[:7]


                print(Plain().g())
                """);
        assertEquals("""
                False
                True False
                True
                RuntimeError: __class__ not set defining 'Missing' as <class '__main__.Missing'>. Was __classcell__ propagated to type.__new__?
                TypeError: __classcell__ must be a nonlocal cell, not <class 'NoneType'>
                TypeError: __classcell__ must be a nonlocal cell, not <class 'int'>
                TypeError: __classcell__ must be a nonlocal cell, not <class 'str'>
                TypeError: __class__ set to <class 'M.Wrong'> defining 'Wrong' as <class 'M.Wrong'>
                None
                True False
                <__main
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
