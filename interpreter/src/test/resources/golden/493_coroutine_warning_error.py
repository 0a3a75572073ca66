# an "error" filter turns the never-awaited warning into an exception, which goes to sys.unraisablehook
import gc
import io
import re
import sys
import warnings

async def co():
    pass

def hook(u):
    print("hook:", u.exc_type.__name__, u.exc_value, u.err_msg, type(u.object).__name__, u.object.__qualname__)
    tb = u.exc_traceback
    while tb is not None:
        code = tb.tb_frame.f_code
        print("  at", code.co_name, code.co_filename.endswith("warnings.py"))
        tb = tb.tb_next
    print("  same", u.exc_value is not None and isinstance(u.exc_value, RuntimeWarning), len(u))

sys.unraisablehook = hook
warnings.simplefilter("error")
c = co(); del c; gc.collect()
print("went on")
warnings.resetwarnings()
warnings.simplefilter("error", RuntimeWarning)
co(); gc.collect()
warnings.resetwarnings()
warnings.simplefilter("error", DeprecationWarning)
warnings.simplefilter("ignore", RuntimeWarning)
co(); gc.collect()
print("ignored")

def bad_hook(u):
    raise KeyError("in the hook")
sys.unraisablehook = bad_hook
warnings.simplefilter("error")
sys.stderr = io.StringIO()
co(); gc.collect()
sys.unraisablehook = None
co(); gc.collect()
written = sys.stderr.getvalue()
sys.stderr = sys.__stderr__
for line in written.splitlines():
    print(re.sub(r'File ".*/', 'File "', re.sub(r" at 0x[0-9a-f]+", "", line)))
sys.unraisablehook = sys.__unraisablehook__
print(sys.unraisablehook is sys.__unraisablehook__)
warnings.resetwarnings()
print("end")
