"""Import/Name/AttributeError keyword arguments and __init__ resetting them; an AttributeError raised by __getattr__
learns the name and object (a suggestion follows, without a colon when the message is empty)."""
import sys, io, traceback
for E in (ImportError, NameError, AttributeError, ModuleNotFoundError):
    try:
        E(invalid=1)
    except TypeError as e:
        print(e)
e = ImportError('x', name='n', path='p'); e.__init__(); print(e.name, e.path, e.args, e.msg)
e = AttributeError(name='n', obj=1); e.__init__('m'); print(e.name, e.obj, e.args)
e = NameError(name='n'); e.__init__(); print(e.name)
class A:
    blech = None
    def __getattr__(self, attr):
        raise AttributeError()
class B:
    blech = None
    def __getattr__(self, attr):
        raise AttributeError("Error", 23)
class C:
    blech = None
    def __getattr__(self, attr):
        raise AttributeError(name='given', obj=5)
for cls in (A, B, C):
    try:
        cls().bluch
    except AttributeError as exc:
        print(exc.name, type(exc.obj).__name__)
        print(traceback.format_exception_only(exc)[-1].strip())
for cls in (A, B):
    try:
        cls().bluch
    except AttributeError:
        old, sys.stderr = sys.stderr, io.StringIO()
        try:
            sys.__excepthook__(*sys.exc_info())
        finally:
            text, sys.stderr = sys.stderr.getvalue(), old
        print(text.splitlines()[-1])
