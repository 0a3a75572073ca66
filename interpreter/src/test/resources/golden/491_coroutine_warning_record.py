# catch_warnings(record=True) sees the never-awaited warning: its category, text, place and source (the coroutine)
import gc
import sys
import warnings

async def co(a, b=2):
    return a + b

class K:
    async def method(self):
        pass

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    c = co(1)
    code = c.cr_code
    del c; gc.collect()
    K().method(); gc.collect()
    def inner():
        co(5); gc.collect()
    inner()
for w in log:
    print(w.category.__name__, w.message.__class__.__name__, str(w.message), w.lineno,
          w.filename == __file__, w.line, w.file)
    src = w.source
    print(" ", type(src).__name__, src.__qualname__, src.cr_running, src.cr_await, src.cr_origin)
    print(" ", sorted(src.cr_frame.f_locals), src.cr_frame.f_lineno)
print(log[0].source.cr_code is code, log[0].message.args)
# the source can still be run: it was never started
try:
    log[0].source.send(None)
except StopIteration as e:
    print("ran", e.value)
log.clear()

shown = []
def showwarning(message, category, filename, lineno, file=None, line=None):
    shown.append((str(message), category.__name__, lineno))
old = warnings.showwarning
warnings.showwarning = showwarning
co(0); gc.collect()
warnings.showwarning = old
print(shown)

def formatwarning(message, category, filename, lineno, line=None):
    return "formatted: %s %s %d\n" % (category.__name__, message, lineno)
old = warnings.formatwarning
warnings.formatwarning = formatwarning
sys.stderr = sys.stdout
co(0); gc.collect()
sys.stderr = sys.__stderr__
warnings.formatwarning = old
print("end")
